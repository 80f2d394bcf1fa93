"""Extraction rules of issue #20 part 6: the wider lexicon's per-entry precision, well-known
namespaces, a program's own build info, and the forms of files and endpoints real texts use.

Each case is written for the rule it checks, not taken from the real corpus."""

from __future__ import annotations

import pytest

from kgstore.passive.extraction import (
    extract_api_endpoints,
    extract_file_paths,
    extract_technologies,
)


def techs(text: str) -> list[str]:
    return extract_technologies(text)


# --------------------------------------------------------------------------------------------
# Lexicon entries with their own evidence rules
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    # "kind" is Kubernetes IN Docker only as a command or before "cluster"
    ("apiVersion: v1\nkind: Pod", []),
    ("```yaml\nkind: Deployment\n```", []),
    ("bootstrapped it on a local kind cluster", ["kind"]),
    ("```\nkind create cluster\n```", ["kind"]),
    ("thanks to the kind developers", []),
    ("I was kind of lost", []),
    # the cors middleware package, not the CORS mechanism
    ("npm install cors", ["npm", "cors"]),
    ("installing the 'cors' package", ["cors"]),
    ("```js\nserver: { cors: true }\n```", ["JavaScript"]),
    ("The CORS policy blocked the request.", []),
    # the Python requests library in code, not HTTP requests in a title
    ("import requests\nrequests.get(url)", ["Requests"]),
    ("Proxying API Requests in Development", []),
    # a formatter named Black, and the colour
    ("Run `black .` before committing", ["Black"]),
    ("a black screen after the update", []),
    # English phrases that look like names
    ("Rest assured, the report will be ready on Monday.", []),
    ("It can only be reached through the local loopback address.", []),
    ("This error appears on every build.", []),
])
def test_per_entry_precision(text, expected):
    assert techs(text) == expected


def test_a_yaml_key_spelt_like_an_alias_is_a_key():
    text = "services:\n  web:\n    build:\n      dockerfile: ./web/Dockerfile\n"
    assert techs(text) == []
    assert techs("The Dockerfile uses node:20 as its base image.") == ["Docker", "Node.js"]


def test_a_year_range_after_a_name_is_not_a_version():
    assert techs("Franz Kafka (1883-1924) wrote The Metamorphosis.") == []
    assert techs("We run Kafka 3.6 with Java 17.") == ["Kafka", "Java"]


@pytest.mark.parametrize("text, expected", [
    ("$ docker version\nClient:\n Version: 18.06.1-ce\n Go version: go1.10.3\n"
     " Git commit: e68fc7a\n OS/Arch: darwin/amd64", ["Docker"]),
    ("Golang Version:   go1.8.3 linux/amd64", ["Go", "Linux"]),
    ("go version go1.21.0 darwin/arm64\n`go build` fails", ["Go"]),
])
def test_a_programs_own_build_info(text, expected):
    assert techs(text) == expected


# --------------------------------------------------------------------------------------------
# Well-known namespaces
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    ("nested exception is org.hibernate.HibernateException", ["Hibernate"]),
    ("when 'hibernate.dialect' is not set", ["Hibernate"]),
    ("driverClassName: org.postgresql.Driver", ["PostgreSQL"]),
    ("references to Microsoft.EntityFrameworkCore.Design", ["Entity Framework"]),
    ("added Microsoft.EntityFrameworkCore.SqlServer", ["Entity Framework", "SQL Server"]),
    ("pandas.read_csv sometimes fails", ["pandas"]),
    ("df = pd.read_csv('x.csv')", ["pandas"]),
    ("x = np.zeros(3)", ["NumPy"]),
    ("for #<ActiveRecord::ConnectionAdapters::PostgreSQLAdapter:0x0>", ["PostgreSQL"]),
    ("org.hibernate.dialect.PostgreSQL95Dialect not found", ["Hibernate", "PostgreSQL"]),
    # not a namespace: a framework's own object, a word before a full stop
    ("Call `React.memo` and `useEffect` carefully.", []),
    # (part 20: Rails' own module before a member of its API is Rails, as the real texts label it)
    ("`Rails.root` is /srv/app", ["Rails"]),
    ("Bears hibernate. Then spring comes.", []),
])
def test_well_known_namespaces(text, expected):
    assert techs(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("FAILED: out\n/usr/bin/tsc --outDir build", ["TypeScript"]),
    ("#!/usr/bin/env node\nconsole.log(1)", ["Node.js"]),
    ("- /bin/sh\n- -c", []),
    ('terraform {\n  backend "s3" {\n    bucket = "b"\n  }\n}', ["Terraform", "Amazon S3"]),
    ('provider "aws" {\n  region = "us-east-1"\n}', ["AWS"]),
    ("provider registry.terraform.io/hashicorp/aws v4.67.0", ["AWS"]),
    ('resource "aws_s3_bucket_acl" "this" {', ["Amazon S3"]),
])
def test_commands_by_path_and_terraform_blocks(text, expected):
    assert techs(text) == expected


# --------------------------------------------------------------------------------------------
# Level-3 names in a plainly technical text
# --------------------------------------------------------------------------------------------

_TECHNICAL = ("```\nerror[E0502]: cannot borrow `data` as immutable\n --> src/main.rs:4:47\n```\n\n"
              "The compiler rejects the borrow in `split_at_mut` although the scope ends, "
              "see the stack trace and the config above.\n\n")


@pytest.mark.parametrize("sentence, expected", [
    ("I'm new to Rust so I don't know the exact rules.", ["Rust"]),
    ("I tried to make a webpage in React using the template.", ["React"]),
    ("This PR adds a method emulating the Rust standard library.", ["Rust"]),
    # a title-cased run, a sentence's first word, a comment's first word: not names
    ("The shop took American Express at the checkout.", []),
    ("Proxying API Requests in Development", []),
    ("Go back to the previous step and retry.", []),
    # names that are common words or people's names need a cue of their own
    ("Thanks Julia for the quick fix.", []),
])
def test_level_three_names_in_a_plainly_technical_text(sentence, expected):
    names = [n for n in techs(_TECHNICAL + sentence) if n != "Rust" or "Rust" in sentence]
    assert names == expected


@pytest.mark.parametrize("text", [
    "Despite its relatively simple rules, Go is very complex. Compared to chess, Go has a "
    "larger board.",
    "At the centre you can see the pandas munching on bamboo.",
    "The Rust on the gate of the old Express depot was sanded off.",
])
def test_level_three_names_in_prose_stay_words(text):
    assert techs(text) == []


@pytest.mark.parametrize("text, expected", [
    # names side by side as the lexicon spells them
    ("By default, your Node/Express server rejects it.", ["Node.js", "Express"]),
    # a name beside an acronym names a standard or a feature
    ("SQL/JSON constructors land in this release.", []),
    ("The C/C++ toolchain was upgraded.", ["C++"]),
    # a package and its version
    ("platform linux -- Python 3.8.18, pytest-7.4.3, pluggy-1.3.0", ["Linux", "Python", "pytest",
                                                                     "pluggy"]),
    ("plugins: hypothesis-6.84.3", ["Hypothesis"]),
    ("Using openssl/1.0.2h_1 installed with brew.", ["OpenSSL", "Homebrew"]),  # (brew since part 14)
    ("jquery-3.6.0.min.js", []),
    ("(KHTML, like Gecko) Chrome/149.0.0.0 Safari/537.36", ["Chrome"]),
    # Chinese and Japanese put no blank around a name
    ("- [x] 电脑系统：macOS 11.3.1", ["macOS"]),
    ("Go 语言的 context 包", ["Go"]),
    # cues: an install, a version of a name written in lower case
    ("Install cors, allow the exact frontend origin.", ["cors"]),
    ("You are using an older version of flutter; upgrade it. See the build.gradle config, the "
     "stack trace and the API.", ["Flutter"]),
    ("Recipes: a version of Julia Child's stew.", []),
    ("In cell 2.1 we load a Pandas dataframe from the API with Python 3.5.", ["pandas", "Python"]),
])
def test_notations_and_cues(text, expected):
    assert techs(text) == expected


def test_a_heading_the_text_also_uses_as_a_word_is_no_name():
    text = ("Bootstrap\n\nRequires the final point release of Go 1.20 or later for bootstrap.\n\n"
            "On macOS, the Go toolchain now builds PIE binaries by default.")
    assert techs(text) == ["Go", "macOS"]


# --------------------------------------------------------------------------------------------
# Files
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    # a script run by its relative path; a compiler's message about a file opening its line
    # (a file since part 18: the later splits label it 9 texts to 3)
    ("## Testing\n- `npm run lint`\n- `./run_tests.sh`", ["run_tests.sh"]),
    ("$ ./build.sh --release", ["build.sh"]),
    ("./main.go:23:27: undefined: SONGS_DIR", ["main.go"]),
    # a Markdown link's text
    ("* Source: [docs/core/index.md](https://example.com/docs/core/index.md)", ["docs/core/index.md"]),
    # not the workspace's files
    ("defined in class path resource [org/springframework/boot/orm/jpa/HibernateJpaConfiguration.class]", []),
    ("    #import <flutter_ad_manager/flutter_ad_manager-Swift.h>", []),
    ('    key     = "global/s3/terraform.tfstate"', []),
    ('  File "pandas\\_libs\\parsers.pyx", line 1151, in pandas._libs.parsers.TextReader', []),
    ('  File "app/views.py", line 12, in index', ["app/views.py"]),
    ("on .terraform/modules/s3_public_buckets/main.tf line 41", []),
    ("permission on/var/run/php-fpm.sock, so every request fails", []),
    ('File "/home/u/env/lib/python2.7/site-     packages/django/core/management/__init__.py"', []),
    ("df = pd.read_csv(r'some_path/cc.csv')", []),
    (" at process._tickCallback (internal/process/next_tick.js:104:9)", []),
    ("the handler lives in internal/process/handler.go", ["internal/process/handler.go"]),
])
def test_file_paths(text, expected):
    assert extract_file_paths(text) == expected


# --------------------------------------------------------------------------------------------
# Endpoints
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    # the method in parentheses before the path, as route lists write it
    ("- Added `(GET) /openapi` which returns the specification\n- Added `(POST) /ventures`",
     ["GET /openapi", "POST /ventures"]),
    ("This PR adds HTTP `DELETE` method to `/keys`.", ["DELETE /keys"]),
    # the method in a client call's options, whatever the client is called
    ("const req = request('/api/join', {\n  method: 'POST',\n  data: {x: 1}\n});", ["POST /api/join"]),
    # an OpenAPI block in a doc comment
    ("/**\n * @swagger\n * /users/register:\n *   post:\n *     summary: Register\n */",
     ["POST /users/register"]),
    # a Laravel resource limited to some actions
    ("Route::resource('/api/v1/message', 'MessagingController',\n    ['only' => ['store']]);",
     ["POST /api/v1/message"]),
    ("Route::resource('/api/v1/photos', 'PhotoController');", []),
    # a placeholder with a blank in it stays whole
    ("| **Method** | DELETE |\n| **Path** | /api/v1/users/(user uuid)/ |",
     ["DELETE /api/v1/users/(user uuid)"]),
    # prefixes and patterns are no endpoints
    ("All endpoints now available under `/api/v1/` prefix; legacy `/api/` endpoints redirect.", []),
    ("it details how to proxy `/api/*` to the backend server", []),
    ("remove the trailing `/api` from the URL", []),
    # a path without a method is none, however API-like
    ("previously the URI `/api` would provide a code 200", []),
    ("- OpenAPI Schema: `/api/v1/openapi.json`", []),
    # an access log's request for one file is a call
    ('request: "GET /index.php HTTP/1.1", upstream: "fastcgi"', []),
    ("POST /api/v1/users/ HTTP/1.1\nHost: example.com", ["POST /api/v1/users"]),
])
def test_endpoint_forms(text, expected):
    assert extract_api_endpoints(text) == expected


def test_files_inside_installed_trees_are_not_the_workspaces():
    assert extract_file_paths('File "env/lib/python3.8/site-packages/django/core/x.py", line 3') == []
    assert extract_file_paths("see packages/ui/node_modules/react/index.js and packages/ui/src/a.ts") \
        == ["packages/ui/src/a.ts"]


@pytest.mark.parametrize("text, expected", [
    ("* Formatted code with black and isort", ["Black", "isort"]),
    ("a black and white photo taken with Docker", ["Docker"]),
    ("I like rust and Docker", ["Docker"]),
])
def test_a_lower_case_command_name_listed_with_a_technology(text, expected):
    assert techs(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("```\nCaused by: org.hibernate.exception.SQLGrammarException\n```\n\n"
     "Any ideas? Thanks Jackson for the earlier fix.", ["Hibernate"]),
    ("Thanks Hugo and Gerrit for the review of the Java code in `src/a.java`", ["Java"]),
    ("We use Jackson 2.15 for JSON.", ["Jackson"]),
    ("- CI: run clippy and rustfmt on every PR", ["Clippy", "rustfmt"]),
])
def test_names_that_are_also_peoples_names_need_a_cue(text, expected):
    assert techs(text) == expected
