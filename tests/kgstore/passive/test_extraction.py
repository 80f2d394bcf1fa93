"""Tests for kgstore.passive.extraction: the labelled corpus (precision / recall), each rule,
robustness and speed."""

from __future__ import annotations

import ast
import importlib.util
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from linear_cost import CostBound, assert_cost_bounded
from pathological_texts import EXTRACTION_TEXTS

from kgstore.passive.extraction import (
    API_ENDPOINT,
    FILE,
    MAX_SCAN_CHARS,
    TECHNOLOGY,
    ExtractedEntity,
    extract_api_endpoints,
    extract_entities,
    extract_file_paths,
    extract_technologies,
)


def _load_corpus():
    # Loaded by path so the test does not depend on pytest's rootdir / sys.path handling.
    path = Path(__file__).with_name("extraction_corpus.py")
    spec = importlib.util.spec_from_file_location("kg_passive_extraction_corpus", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.CORPUS


CORPUS = _load_corpus()


def pairs(text: str) -> set[tuple[str, str]]:
    return {(e.type, e.name) for e in extract_entities(text)}


def techs(text: str) -> list[str]:
    return extract_technologies(text)


# --------------------------------------------------------------------------------------------
# Corpus: micro precision and recall
# --------------------------------------------------------------------------------------------


def test_corpus_is_large_and_varied():
    assert len(CORPUS) >= 120
    assert len({c.text for c in CORPUS}) == len(CORPUS), "duplicate texts in the corpus"
    kinds = {t for c in CORPUS for t, _ in c.expected}
    assert kinds == {TECHNOLOGY, FILE, API_ENDPOINT}
    assert sum(1 for c in CORPUS if not c.expected) >= 30, "too few traps"


def test_corpus_precision_and_recall(capsys):
    tp = fp = fn = 0
    misses: list[str] = []
    for case in CORPUS:
        got = pairs(case.text)
        tp += len(got & case.expected)
        fp += len(got - case.expected)
        fn += len(case.expected - got)
        if got != case.expected:
            misses.append(f"  {case.text[:70]!r}: extra {sorted(got - case.expected)}, "
                          f"missing {sorted(case.expected - got)}")
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    report = (f"\nextraction corpus: {len(CORPUS)} texts, {tp + fn} labelled entities, "
              f"tp={tp} fp={fp} fn={fn}, precision={precision:.3f} recall={recall:.3f}\n"
              + "\n".join(misses))
    print(report)
    with capsys.disabled():
        print(report)
    # issue #20: the synthetic corpus stays at 1.00 (its last known misses became classes in part 16)
    assert precision == 1.0, report
    assert recall == 1.0, report


# --------------------------------------------------------------------------------------------
# Result shape
# --------------------------------------------------------------------------------------------


def test_entity_is_a_frozen_dataclass():
    entity = ExtractedEntity("technology", "Go")
    assert entity.type == "technology" and entity.name == "Go"
    with pytest.raises(Exception):
        entity.name = "Rust"  # type: ignore[misc]
    assert entity == ExtractedEntity("technology", "Go")
    assert hash(entity) == hash(ExtractedEntity("technology", "Go"))


def test_order_of_first_appearance_and_dedup():
    text = ("GET /api/a then src/x.ts; Redis, then redis again, REDIS, src/x.ts, "
            "GET /api/a, TypeScript, typescript.")
    assert extract_entities(text) == [
        ExtractedEntity(API_ENDPOINT, "GET /api/a"),
        ExtractedEntity(FILE, "src/x.ts"),
        ExtractedEntity(TECHNOLOGY, "Redis"),
        ExtractedEntity(TECHNOLOGY, "TypeScript"),
    ]


def test_aliases_deduplicate_to_the_canonical_name():
    assert techs("postgres, Postgres, PostgreSQL and psql") == ["PostgreSQL"]
    assert techs("golang and Go 1.22") == ["Go"]
    assert techs("nodejs, Node.js and NODE.JS") == ["Node.js"]


def test_helpers():
    text = "Use React 18 in src/a.tsx via GET /x"
    assert extract_technologies(text) == ["React"]
    assert extract_file_paths(text) == ["src/a.tsx"]
    assert extract_api_endpoints(text) == ["GET /x"]


# --------------------------------------------------------------------------------------------
# Technology levels
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    ("typescript", ["TypeScript"]),
    ("POSTGRESQL", ["PostgreSQL"]),
    ("Kubernetes k8s KUBERNETES", ["Kubernetes"]),
    ("docker build -t app .", ["Docker"]),  # alone, "docker" may be a dock worker (part 11)
    ("node.js", ["Node.js"]),
    ("graphql", ["GraphQL"]),
    ("webpack and vite", ["Webpack", "Vite"]),
    ("run terraform plan in CI before every deploy", ["Terraform"]),
])
def test_level1_any_casing(text, expected):
    assert techs(text) == expected


@pytest.mark.parametrize("text", [
    "How We Will Terraform Mars",
    "The ansible is a sort of interstellar telegraph.",
    "Juvenile ball pythons do well in small enclosures; the python is a constrictor.",
    "Franz Kafka was born into a German-Jewish family in Prague.",
    "Django Reinhardt was the first major jazz musician to emerge from Europe.",
    "La Scala, one of the world's most celebrated opera theatres, reopened.",
    "Your local homebrew shop may also sell malt extract.",
    "Francis Ford Coppola released Apocalypse Now Redux in 2001.",
    "Taylor Swift played a full live concert.",
    "Selenium is a trace mineral found in Brazil nuts.",
    "Prometheus was powerful and strong.",
    "Electron microscopes use a beam of electrons.",
    "Easter, Spring, Buns",
    "Dans ce monde où tout semble aller trop vite, je me suis arrêtée pour la vue sur la mer.",
])
def test_everyday_names_in_prose_are_not_technologies(text):
    assert techs(text) == []


@pytest.mark.parametrize("text, expected", [
    ("Kafka consumers lag behind the producer.", ["Kafka"]),
    ("We deploy the Django backend with Ansible playbooks.", ["Django", "Ansible"]),
    ("Install it with Homebrew, then run the CLI from the terminal.", ["Homebrew"]),
    ("Selenium drives the browser in our end-to-end tests.", ["Selenium"]),
    ("Le framework Django utilise le modèle MVC (Modèle, Vue, Contrôleur) et génère du SQL.",
     ["Django", "SQL"]),
    ("Packaged the desktop client with Electron and Vite.", ["Electron", "Vite"]),
])
def test_everyday_names_in_a_technical_context_are_kept(text, expected):
    assert techs(text) == expected


@pytest.mark.parametrize("word, canonical", [
    ("electron", "Electron"), ("flask", "Flask"), ("angular", "Angular"),
    # (REST left this list in part 19: it counts only in its noun phrase, "the REST API")
    ("tailwind", "Tailwind"), ("jest", "Jest"), ("svelte", "Svelte"),
    ("puppeteer", "Puppeteer"), ("deno", "Deno"),
])
def test_level2_only_canonical_casing(word, canonical):
    # a technical sentence, so that a level-2 word is believed in its canonical casing
    sentence = "after the deploy we looked at the {} logs in the repo"
    assert techs(sentence.format(word)) == []
    assert techs(sentence.format(word.upper())) == ([canonical] if canonical == word.upper()
                                                    else [])
    assert techs(sentence.format(canonical)) == [canonical]


@pytest.mark.parametrize("text, expected", [
    ("the babel config broke our build after the dependency upgrade", ["Babel"]),
    ("the build fails on android and ios since the last release of the SDK", ["Android", "iOS"]),
])
def test_level2_names_that_are_no_english_word_in_lower_case(text, expected):
    assert techs(text) == expected


@pytest.mark.parametrize("text", [
    "Babel grew into a tower of many tongues, and the android in the film dreamt of sheep.",
    "the tower of babel and the android of the old novel",
])
def test_lower_case_level2_names_in_prose_are_not_technologies(text):
    assert techs(text) == []


@pytest.mark.parametrize("text, expected", [
    ("the build failed in the circle ci pipeline", ["CircleCI"]),
    ("Get Started Postgre SQL Docker Script is Broken", ["PostgreSQL", "Docker"]),
    ("Migrate CI/CD operations from Jenkins to GitHubActions", ["Jenkins", "GitHub Actions"]),
    ("Using OS X and this is the error I get", ["macOS"]),
])
def test_distinctive_names_split_or_joined(text, expected):
    assert techs(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("The unit tests of components written in TS fail with `TypeError: undefined` after the "
     "npm upgrade", ["TypeScript", "npm"]),
    ("publish Kube-native endpoints", ["Kubernetes"]),
    ("Follow REST-ful API naming for the endpoints", ["REST"]),
    ("tests were failing with Jest after the merge", ["Jest"]),
])
def test_short_aliases_hyphen_suffixes_and_failure_verbs(text, expected):
    assert techs(text) == expected


@pytest.mark.parametrize("text", [
    "I do not own a copy of Julia Child's book; I'll try Julia's version of boeuf bourguignon.",
    "Spring 2010 - after working for a year where both of us had a family, we moved.",
])
def test_a_rendition_and_a_season_year_are_no_versions(text):
    assert techs(text) == []


@pytest.mark.parametrize("text, expected", [
    ("Blog created on Blogger, the free blogging platform.", ["Blogger"]),
    ("I learned Scratch, a visual programming language for kids.", ["Scratch"]),
    ("We visited Phoenix, the capital of Arizona, and Java, the island.", []),
])
def test_a_name_explained_as_a_kind_of_software(text, expected):
    assert techs(text) == expected


def test_a_version_after_a_prose_word_name_still_counts():
    assert techs("We moved the app to Swift 5.9 and Spring 6 this year.") == ["Swift", "Spring"]


@pytest.mark.parametrize("text", ["She was failing with Grace in the kitchen.",
                                  "TS Eliot wrote poems.", "a kube of sugar"])
def test_failure_verbs_and_short_aliases_in_prose(text):
    assert techs(text) == []


@pytest.mark.parametrize("text, expected", [
    ("**Babel Loader Version**:\n8.2.2", ["babel-loader"]),
    ("We use Babel and the loader.", []),
    ("see if we can move away from Travis for the builds", ["Travis CI"]),
])
def test_hyphenated_names_written_as_titles_and_moving_away(text, expected):
    assert techs(text) == expected


@pytest.mark.parametrize("text", ["I rewrote my sql query by hand", "type script for the play"])
def test_two_short_words_are_not_joined_into_a_name(text):
    assert techs(text) == []


@pytest.mark.parametrize("text, expected", [
    ("```bash\npnpx prettier --write src\n```", ["Prettier"]),
    ("```\nC:\\Users\\Adam\\dev\n\u03bb cargo new --bin testcase\n```", ["Cargo"]),
    ("Build fails at babel-node ./node_modules/.bin/webpack", ["Webpack"]),
])
def test_commands_after_runners_and_prompts(text, expected):
    assert techs(text) == expected


def test_a_method_glued_to_its_path_is_no_file():
    text = "Documentation for the new POST/webhooks.php endpoint."
    assert extract_file_paths(text) == []
    assert extract_api_endpoints(text) == ["POST /webhooks.php"]


def test_level2_rest_casings():
    assert techs("a REST API") == ["REST"]
    assert techs("a Rest API") == []
    assert techs("a rest API") == []
    assert techs("RESTful services") == ["REST"]


def test_level2_prose_words_need_evidence_at_sentence_start():
    assert techs("Spring is lovely.") == []
    assert techs("We moved to Spring for DI.") == ["Spring"]
    assert techs("Spring, Java and Gradle are used.") == ["Spring", "Java", "Gradle"]
    assert techs("Swift 5.9 is required.") == ["Swift"]
    assert techs("- Swift: iOS app\n- Kotlin: Android app") == ["Swift", "iOS", "Kotlin",
                                                                 "Android"]
    assert techs("- Swift: for the app\n- Docker") == ["Swift", "Docker"]


@pytest.mark.parametrize("text", [
    "let's go ahead and rest; express our thanks and react calmly",
    "Go ahead.", "Rust never sleeps.", "Express yourself.", "React calmly.",
    "go 10 steps back", "Go 10 steps back", "the rust on the gate", "next time",
    "Next, we deploy.", "Julia said hi", "a Node in the graph", "Express delivery",
])
def test_level3_prose_extracts_nothing(text):
    assert techs(text) == []


@pytest.mark.parametrize("text, expected", [
    ("`go`", ["Go"]),
    ("`React`", ["React"]),
    ("`express`", ["Express"]),
    ("```\ngo build ./...\n```", ["Go"]),
    ("```\n$ node index.js\n```", ["Node.js"]),
    ("```\nnpm ci && node server.js\n```", ["npm", "Node.js"]),
    ("Go 1.22", ["Go"]),
    ("React 18", ["React"]),
    ("Rust 1.75", ["Rust"]),
    ("go 1.22 is out", ["Go"]),
    ("React v18.2.0", ["React"]),
    ("Express.js", ["Express"]),
    ("ReactJS", ["React"]),
    ("React.js", ["React"]),
    ("golang", ["Go"]),
    ("a Rust crate", ["Rust"]),
    ("a React component", ["React"]),
    ("React hooks", ["React"]),
    ("a Go module", ["Go"]),
    ("the Rust compiler", ["Rust"]),
    ("the Express server", ["Express"]),
    ("an Express middleware", ["Express"]),
    ("an Express app", ["Express"]),
    ("import React from 'react'", ["React"]),
    ("const app = require('express')", ["Express"]),
    ("React, TypeScript and Node.js", ["React", "TypeScript", "Node.js"]),
    ("Go and PostgreSQL", ["Go", "PostgreSQL"]),
    ("We run Express on Node.js", ["Express", "Node.js"]),
    ("React/Redux", ["React", "Redux"]),
    ("written in Go", ["Go"]),
    ("React-based UI", ["React"]),
    ("react@18.2.0", ["React"]),
    ("node:20-alpine", ["Node.js"]),
])
def test_level3_in_code_ish_context(text, expected):
    assert techs(text) == expected


def test_level3_lowercase_needs_code_position():
    assert techs("```\nconst go = 1\n```") == []
    assert techs("`go ahead`") == ["Go"]  # command position in a code span: go is a command
    assert techs("```\n# go to the root\n```") == []
    assert techs("```js\nnext()\n```") == ["JavaScript"]
    assert techs("`react-dom`") == []


def test_level3_two_ambiguous_words_do_not_confirm_each_other():
    assert techs("Go and Rust") == []
    assert techs("Go and Rust and Docker") == ["Go", "Rust", "Docker"]


def test_go_with_at_sentence_start_is_a_verb():
    assert techs("Go with PostgreSQL.") == ["PostgreSQL"]
    assert techs("We pair React with TypeScript.") == ["React", "TypeScript"]


# --------------------------------------------------------------------------------------------
# Never inside paths, URLs, e-mails, dotted identifiers
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "src/electron/main.ts", "https://go.dev", "http://react.dev/learn", "electron.app.quit()",
    "user@react.dev", "see www.typescriptlang.org", "react-dom",
    "express.static", "redis://localhost:6379", "C:\\code\\docker\\x",
    "packages/typescript/index", "@types/react",
])
def test_no_technology_inside_paths_urls_and_identifiers(text):
    assert techs(text) == []


def test_a_package_the_lexicon_knows_is_itself_not_the_name_inside_it():
    assert techs("eslint-plugin-react") == ["eslint-plugin-react"]
    assert techs("eslint-plugin-vue") == ["eslint-plugin-vue"]  # a plugin's package, not Vue
    assert techs("Bumped express-session") == ["express-session"]


@pytest.mark.parametrize("text, expected", [
    # a build target or a user agent names the operating system
    ("This is on `go version go1.19 windows/amd64`", ["Go", "Windows"]),
    ("16 verbose Windows_NT 10.0.19044", ["Windows"]),
    # ("darwin" is the kernel's name, not macOS: real labellers do not read it as macOS)
    ("built for linux/arm64 and darwin-x64", ["Linux"]),
    # a Go program's report of its own build is not the user's Go, Git or platform
    ("$ docker version\nClient:\n Version: 18.06.1-ce\n Go version: go1.10.3\n"
     " Git commit: e68fc7a\n OS/Arch: linux/amd64", ["Docker"]),
    ("- go version: 1.20.2\n- OS: linux/amd64", ["Go", "Linux"]),
    ("the windows/doors schedule and a linux_user account", []),
    # a command after environment assignments, in prose as in code
    ("npm_config_build_from_source=true yarn add sqlite3@5.1.1", ["Yarn", "SQLite"]),
    # the singular of a product's name
    ("I want to run bun install in the github action but it keeps failing", ["Bun", "GitHub Actions"]),
    ("^^ from gh actions. fix and verify", ["GitHub Actions"]),
    # a package.json script quoted in a code block is a command
    # (and the loader node preloads is a package it uses)
    ('```\n"scripts": {\n  "start": "tsc && node --loader ts-node/esm src/index.ts",\n}\n```',
     ["TypeScript", "Node.js", "ts-node"]),
    ('```json\n{"name": "x", "description": "react helpers for forms"}\n```', []),
    # a library named as what is imported
    ("I imported React on my other components but api.js gives the error", ["React"]),
    ("They imported Java coffee on Swift boats.", []),
    # "upgrading X to 28" as "upgraded X to 28"
    ("Upgrading Electron to 28 broke the tray icon.", ["Electron"]),
    ("Upgrading Electron broke the tray icon.", []),
    # the module an error says is missing, the package a dependency bot bumps
    ("ModuleNotFoundError: No module named 'torch'", ["PyTorch"]),
    ("Bumps [axios](https://github.com/axios/axios) from 0.21.1 to 1.6.0.", ["Axios"]),
    # a phone's operating system named next to the phone
    ("Since the iOS update my iPhone and my iPad drain their batteries by noon.", ["iOS"]),
])
def test_platforms_commands_and_products(text, expected):
    assert techs(text) == expected


def test_node_js_and_express_js_are_names_not_dotted_identifiers():
    assert techs("Node.js, Express.js and Vue.js.") == ["Node.js", "Express", "Vue"]
    assert techs("nodejs.org") == []


# --------------------------------------------------------------------------------------------
# Files
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    ("see src/app.ts.", ["src/app.ts"]),
    ("(lib/utils.py)", ["lib/utils.py"]),
    ("./src/index.js", ["src/index.js"]),
    ("tests/test_a.py::test_b", ["tests/test_a.py"]),
    ("src/server.ts:42:7", ["src/server.ts"]),
    ("packages/core/src/index.ts", ["packages/core/src/index.ts"]),
    ("src\\components\\App.tsx", ["src/components/App.tsx"]),
    ("pages/[id].tsx", ["pages/[id].tsx"]),
    ("`app/(group)/page.tsx`", ["app/(group)/page.tsx"]),
    ("components/Button.vue, scripts/build.sh", ["components/Button.vue", "scripts/build.sh"]),
    ("https://x.com/src/a.ts", []),
    ("x.com/src/a.ts", []),
    ("/home/u/src/a.ts", []),
    ("src/", []),
    ("src/components", []),
    ("mysrc/a.ts", ["mysrc/a.ts"]),
    ("core/utils/cn.ts and sympy/testing/runtests.py",
     ["core/utils/cn.ts", "sympy/testing/runtests.py"]),
    ("src/index.ts(1,31): error TS2307", ["src/index.ts"]),
    ("'app\\\\tests.py'", ["app/tests.py"]),
    ("FileNotFoundError: './data/.train_data.npy'", ["data/.train_data.npy"]),
    ("see path/to/file.js and foo/bar.py", []),
    ("--- a/package.json\n+++ b/package.json", []),
    ("node_modules/react/index.js", []),
    ("Node.js/Express.js", []),
    ("src/v1.2", []),
    ("dist/index.js", ["dist/index.js"]),
    ("vendor/autoload.php", []),
    ('"import": "./dist/plugin.mjs"', []),
])
def test_file_paths(text, expected):
    assert extract_file_paths(text) == expected


# --------------------------------------------------------------------------------------------
# Endpoints
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    ("GET /api/users", ["GET /api/users"]),
    ("POST /auth/login.", ["POST /auth/login"]),
    ("DELETE /api/users/:id", ["DELETE /api/users/:id"]),
    ("PUT /users/{id}", ["PUT /users/{id}"]),
    ("PATCH /a, HEAD /b and OPTIONS /c", ["PATCH /a", "HEAD /b", "OPTIONS /c"]),
    ("GET /search?q=x#top", ["GET /search"]),
    ("GET /api/users/", ["GET /api/users"]),
    ("(GET /health)", ["GET /health"]),
    ("get /foo", []),
    ("Get /foo", []),
    ("GET", []),
    ("GET / POST", []),
    ("GET https://x.com/api", ["GET /api"]),  # a method before a whole URL: its path (part 8)
    ("GET\n/api", []),
    ("FORGET /x", []),
    ("GET_ALL /x", []),
    ("PATCH `/api/user/:id`", ["PATCH /api/user/:id"]),
    ("Was added status code 400 for `/users/{id}` PATCH method", ["PATCH /users/{id}"]),
    ("Method: `PATCH`\nURL: `/api/orders/{id}`", ["PATCH /api/orders/{id}"]),
    ("DELETE /v1/[subjects|aspects]/{key}/writers",
     ["DELETE /v1/[subjects|aspects]/{key}/writers"]),
    ("The DELETE /rescues/<id> endpoint", ["DELETE /rescues/<id>"]),
    ("PUT /orders/(:num)", ["PUT /orders/(:num)"]),
    ("[GET /api/v2/users/{id}](/api/management/v2#!/Users)", ["GET /api/v2/users/{id}"]),
    ("| List | GET | /api/products |", ["GET /api/products"]),
    ("Route::get('/about', function () {})", ["GET /about"]),
    ('Started GET "/account" for 10.0.0.1', ["GET /account"]),
    ("> POST /containers/657814ba450f91cfe38f9be1c0b9ad28/start HTTP/1.1", []),
    # a path without a method is no endpoint (DESIGN: an upper-case method and a path)
    ("a /session request", []),
    ("use the /readyz endpoint", []),
    ("/api/endpoints/{ENDPOINT}/start returns 404", []),
    ("GET /api/users, then /api/users again", ["GET /api/users"]),
    ("see /home/u/notes and /var/run/docker.sock", []),
    ("the road /north to the lake", []),
    ("`GET` `/api/users`", ["GET /api/users"]),
    ("**POST /users**", ["POST /users"]),
    ("send a GET request to /api/users", ["GET /api/users"]),
    ("GET/POST handlers", []),
    ("the route `/users/{id}` is slow", []),
    ("it forms https://<host>/rest/api/2/issue/<issue_id>?expand=* and fails", []),
    ("paths:\n  /users/{id}:\n    get:\n      summary: x\n    delete:\n      summary: y\n",
     ["GET /users/{id}", "DELETE /users/{id}"]),
    ('@GetMapping("/api/items")\npublic List<Item> all()', ["GET /api/items"]),
    ('r.GET("/ping", handler)', ["GET /ping"]),
    ('request(app).post("/login").send(body)', ["POST /login"]),
    ("GET /users HTTP/1.1\nHost: example.org", ["GET /users"]),
    ("see /docs for the API", []),
    ("use `/-/healthy` and `/-/ready`, which returns 200", []),
    ("the /readyz endpoint and /home/u/notes.txt", []),
    ("send a POST to /api/users", ["POST /api/users"]),
    ("GET and POST /api/users", ["GET /api/users", "POST /api/users"]),
    ("fetch('/api/login', { method: 'POST', body })", ["POST /api/login"]),
    ("axios({ method: 'put', url: '/api/items/{id}' })", ["PUT /api/items/{id}"]),
    ("/users (GET) and /users/{id} (DELETE)", ["GET /users", "DELETE /users/{id}"]),
    ("[POST] /api/x and PATCH: /api/y", ["POST /api/x", "PATCH /api/y"]),
    ('@app.route("/login", methods=["GET", "POST"])', ["GET /login", "POST /login"]),
    ("routes.draw do\n  get '/photos', to: 'photos#index'\nend", ["GET /photos"]),
    ('we get "/foo" from the shelf', []),
    # a number after a collection's name is one resource: an example call of a route the text
    # writes ("GET /users/:id"), else the only name the text gives the endpoint (part 16); a
    # long hash or id is a call
    ("The route is GET /api/users/:id; then call GET /api/users/42 to see the user.",
     ["GET /api/users/:id"]),
    ("Then call GET /api/users/42 to see the user.", ["GET /api/users/42"]),
    ("> GET /containers/657814ba2c1f/json HTTP/1.1", []),
    ("GET /orders/44024b51-742a-4598-8311-d9a629631987", []),
    ("CKAN answers GET /api/3/action/package_list", ["GET /api/3/action/package_list"]),
    # the path first in a table, the method in the next column
    ("| Path | Method |\n|---|---|\n| `/api/books` | `GET` |\n| /api/books/{id} | **DELETE** |",
     ["GET /api/books", "DELETE /api/books/{id}"]),
    # a word or an arrow between the method and the path
    ("POST endpoint: /payments/refund", ["POST /payments/refund"]),
    ("the GET endpoint `/api/reports` is slow", ["GET /api/reports"]),
    ("GET -> /status and DELETE - /sessions/{id}", ["GET /status", "DELETE /sessions/{id}"]),
    # a path on its own line, the methods it takes under it
    ("* `/users`\n    * `GET`: list users\n    * `POST`: create a user", ["GET /users", "POST /users"]),
    ("/orders\n  GET - list\n  POST - create", ["GET /orders", "POST /orders"]),
    ("- /a\n- GET is what we use\n", []),
    # route definitions and client calls of more frameworks
    ('@RequestMapping(value = "/orders", method = RequestMethod.POST)', ["POST /orders"]),
    ('[HttpPost]\n[Route("/api/products")]', ["POST /api/products"]),
    ('[HttpDelete("/api/products/{id}")]', ["DELETE /api/products/{id}"]),
    ('r.HandleFunc("/articles/{id}", ArticleHandler).Methods("GET")', ["GET /articles/{id}"]),
    ('http.HandleFunc("/healthz", healthHandler)', []),  # any method: no endpoint
    ("router.route('/books').get(list).post(create)", ["GET /books", "POST /books"]),
    ("axios.post(`${API_URL}/users`, body)", ["POST /users"]),
    ("this.http.get<User[]>('/api/users')", ["GET /api/users"]),
    ('requests.post(f"{BASE_URL}/api/login", json=creds)', ["POST /api/login"]),
    ("requests.get(BASE + '/items')", ["GET /items"]),
    ("$.ajax({ url: '/api/save', type: 'POST' })", ["POST /api/save"]),
    # a path named with a status code or a verb of polling next to it: still no method
    ("After the upgrade /login gives a 404 for everyone.", []),
    ("Prometheus scrapes /metrics every 15s.", []),
    ("I opened a pull request /docs fixes the typo", []),
    # a request's wording between the method and the path
    ("When sending a POST request to the endpoint /api/Report/Generate, it fails",
     ["POST /api/Report/Generate"]),
    ("POST request not supported on /api/Report/Generate", ["POST /api/Report/Generate"]),
    ("I sent a GET request to the server and it timed out", []),
    # the method field after the path field, also as rows of a two-column table
    ("| **Endpoint required:** |  /api/users |\n| **Call Type:** | GET |\n\n"
     "| **Endpoint required:** |  /api/users/{idUser} |\n| **Call Type:** | PUT |",
     ["GET /api/users", "PUT /api/users/{idUser}"]),
    ("URL: `/api/items`\nMethod: `DELETE`", ["DELETE /api/items"]),
    # Spring Security matchers: one method, the paths after it
    ('http.antMatchers(HttpMethod.GET\n    ,"/api/token/*/isvalid"\n    ,"/api/backup/last")'
     ".permitAll()", ["GET /api/token/*/isvalid", "GET /api/backup/last"]),
])
def test_endpoints(text, expected):
    assert extract_api_endpoints(text) == expected


# --------------------------------------------------------------------------------------------
# Robustness and speed
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("value", ["", None, " ", "\x00", "\ud800", "\udfff\ud800x", "`", "```",
                                   "GET /\x00", "src/\ud800.ts", "@", "://", "a" * 10])
def test_odd_inputs(value):
    """Nothing to find in them, and they do not hide a name on the next line."""
    assert extract_entities(value) == []
    if value is not None:
        assert extract_entities(f"{value}\nThe service uses TypeScript.") == [
            ExtractedEntity(TECHNOLOGY, "TypeScript")]


def test_bytes_are_decoded():
    assert extract_technologies(b"TypeScript \xff") == ["TypeScript"]


def test_non_text_is_a_type_error():
    with pytest.raises(TypeError):
        extract_entities(42)  # type: ignore[arg-type]


def test_scan_is_capped():
    text = "x " * (MAX_SCAN_CHARS // 2) + " TypeScript"
    assert extract_technologies(text) == []
    assert extract_technologies("TypeScript " + "x " * MAX_SCAN_CHARS) == ["TypeScript"]


# The clock figures (a typical result, each pathological input) are in benchmarks/pathological_inputs.py.


PATHOLOGICAL = {**EXTRACTION_TEXTS, "mixed": "\n".join(case.text for case in CORPUS) * 40}


@pytest.mark.parametrize("name", sorted(PATHOLOGICAL))
def test_pathological_megabyte_inputs_cost_linear_time(name):
    """Linear in what is scanned, and a megabyte costs no more than the scan window: a quarter of
    the window against the window (about 4x when linear, 16x when quadratic), and the window
    against the whole megabyte (about 1x: what lies beyond the window is not scanned)."""
    text = PATHOLOGICAL[name]
    window = text[:MAX_SCAN_CHARS]
    assert_cost_bounded(extract_entities, [
        CostBound("quarter window to window", text[: MAX_SCAN_CHARS // 4], window, factor=10),
        CostBound("window to whole", window, text, factor=3, floor=0.02),
    ])


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text())
def test_never_raises_and_is_deterministic(text):
    first = extract_entities(text)
    assert first == extract_entities(text)
    assert all(isinstance(e, ExtractedEntity) for e in first)
    assert all(e.type in (TECHNOLOGY, FILE, API_ENDPOINT) and e.name for e in first)
    assert len(set(first)) == len(first)


_ALPHABET = st.sampled_from([
    "Go", "go", "React", "react", " ", ",", " and ", "\n", "- ", "`", "```", "src/", "a.ts",
    "GET ", "/api", "1.22", "@", ".", "://", "Node.js", "TypeScript", "(", ")", "'", '"',
    "import ", "from ", "npm i ", "-based", "\x00", "\ud800", "é", "Rest", "REST",
])


@settings(max_examples=300, deadline=None)
@given(st.lists(_ALPHABET, max_size=40).map("".join))
def test_never_raises_on_structured_noise(text):
    assert extract_entities(text) == extract_entities(text)


def test_modules_import_only_the_standard_library():
    root = Path(__file__).resolve().parents[3] / "kgstore"
    allowed = set(sys.stdlib_module_names) | {"__future__"}
    package = root / "passive" / "extraction"
    sources = [root / "lexicon.py", *sorted(package.glob("*.py"))]
    assert len(sources) > 2, "the extraction package's modules were not found"
    siblings = {path.stem for path in package.glob("*.py")}
    for path in sources:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                modules = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 1:
                # another module of the package (".technologies")
                assert (node.module or "").split(".")[0] in siblings, (path.name, node.module)
                continue
            elif isinstance(node, ast.ImportFrom):
                modules = [("kgstore." if node.level else "") + (node.module or "")]  # ...lexicon
            else:
                continue
            for module in modules:
                top = module.split(".")[0]
                assert top in allowed or module == "kgstore.lexicon", (path.name, module)


#: The extraction package's modules, lowest first: each imports only modules before it.
EXTRACTION_LAYERS = ("entities", "prepared", "pieces", "technical_context", "packages", "namespaces",
                     "dependencies", "technologies", "files", "endpoints", "__init__")


def test_extraction_modules_import_only_the_layers_below_them():
    package = Path(__file__).resolve().parents[3] / "kgstore" / "passive" / "extraction"
    assert {path.stem for path in package.glob("*.py")} == set(EXTRACTION_LAYERS)
    for path in package.glob("*.py"):
        below = EXTRACTION_LAYERS[:EXTRACTION_LAYERS.index(path.stem)]
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level == 1:
                assert node.module in below, (path.stem, "imports", node.module)


@pytest.mark.parametrize("text, expected", [
    ("Add pandas>=1.3.5 as requirement", ["pandas"]),
    ("needs Pandas >= 1.5.0", ["pandas"]),
    # (the Angular CLI is its own entry since part 15: the labelled texts name it apart)
    ("Angular CLI: 9.1.7\nNode: 12.18.0\nOS: Ubuntu 16.04", ["Angular CLI", "Node.js", "Ubuntu"]),
    ("webpack 4.3.0\nnode : v8.9.3", ["Webpack", "Node.js"]),
    ("Fixed build on gcc 4.8.5", ["GCC"]),
    ("I want to run bun install in the action", ["Bun"]),
    ("- run: yarn add sqlite3", ["Yarn", "SQLite"]),
    ("Fix: React createRoot warning", ["React"]),
    ("- Windows OS\n- Atom Editor", ["Windows", "Atom"]),
])
def test_versions_commands_and_environment_blocks_confirm_a_name(text, expected):
    assert techs(text) == expected


@pytest.mark.parametrize("text", [
    "my next run is a long one",
    "the electron build failed",
    "I will rest 5 minutes",
    "Windows were open all night.",
])
def test_lower_case_words_and_sentence_starts_stay_words(text):
    assert techs(text) == []


@pytest.mark.parametrize("text, expected", [
    ("Updated React to 18.", ["React"]),
    ("I doubt it matters but I'm running the tutorial on Windows.", ["Windows"]),
    ("eslint version: v3.1.1\nI import a react component from a file", ["ESLint", "React"]),
])
def test_verb_phrases_and_lower_case_qualifiers(text, expected):
    assert techs(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("Steps:\n\n    npm ci\n    go build ./...\n\ndone", ["npm", "Go"]),
    ("D:\\work\\rust>cargo build", ["Cargo"]),
    ("\u2502 > tsc -p tsconfig.json", ["TypeScript"]),
    ("PS C:\\app> dotnet run", [".NET"]),
    ("joe@mac:~/x$ go run main.go", ["Go"]),
    ("npm/yarn", ["npm", "Yarn"]),
    ("TypeScript/TSX files", ["TypeScript"]),
    ("REST-API", ["REST"]),
])
def test_unfenced_commands_and_names_side_by_side(text, expected):
    assert techs(text) == expected


@pytest.mark.parametrize("text", [
    "A poem\n\n    When Spring comes and Java sleeps\n    the Swift flies home\n\nend",
    "> Really early flight brings us to Java",
    "packages/typescript/index",
])
def test_indented_prose_and_quotations_are_not_code(text):
    assert techs(text) == []


@pytest.mark.parametrize("text, expected", [
    ("- Added an SEH utility on windows (`CPPTRACE_SEH_TRY`)", ["Windows"]),
    ("Le framework Django permet la mise en place d'API REST pour le client", ["Django", "REST"]),
    ("the API Rest of the backend server", ["REST"]),
])
def test_operating_systems_after_on_and_api_rest(text, expected):
    assert techs(text) == expected


def test_on_is_no_cue_for_words_that_are_not_operating_systems():
    assert techs("We went on Safari and waited for Unity in the party.") == []


@pytest.mark.parametrize("text", [
    "Jetty and Caddy walked to the Harbor with Chef Marco and the Puppet master.",
    "We took the train to Phoenix; Flux and Vault were the names of our dogs.",
    "The Sphinx of Giza stood in the sand while a Falcon circled above.",
    "The after effects of the storm lasted for weeks.",
    "Our home assistant helps grandma with the shopping.",
    "You stupid git, said the old man.",
    "Flights from JAX to JFK were delayed.",
    "Stocks of Oracle, Salesforce and Snowflake fell on Tuesday after the rate rise.",
    "Bake for 25 minutes and serve. Watch the video on YouTube for the full recipe.",
    "Taylor Swift charts at number one again.",
    "This Redux version of the film runs three hours.",
    "Selenium function in the body is vital.",
    "The Kafka edition sold out.",
    "Cover picture for the articleThe biblical tale of the Tower of Babel: the people had the "
    "same language and decided to build a city.",
])
def test_words_listed_together_in_prose_are_still_words(text):
    assert techs(text) == []


@pytest.mark.parametrize("text, expected", [
    ("I am going to have to learn some Python this year.", ["Python"]),
    ("the students learn through the graphical programming language, Scratch.", ["Scratch"]),
    ("configuration tools like Chef and Puppet", ["Chef", "Puppet"]),
])
def test_a_kind_word_or_learning_a_language_confirms_a_name(text, expected):
    assert techs(text) == expected


@pytest.mark.parametrize("text", [
    "The Burmese python has been the biggest snake in South Florida.",
    "We learned to cook on Java, and the teacher told us about Python the serpent.",
])
def test_learning_about_places_and_animals_is_not_a_cue(text):
    assert techs(text) == []


def test_package_json_scripts_are_commands():
    text = ('{\n  "scripts": {\n    "start": "tsc && node --loader ts-node/esm src/index.ts",\n'
            '    "lint": "eslint ."\n  },\n  "description": "go and see"\n}')
    assert techs(text) == ["TypeScript", "Node.js", "ts-node", "ESLint"]


@pytest.mark.parametrize("text", [
    "Il faut composer avec le Chef et le Cargo du port, un café Express et les Rails du train.",
    "El Astro rey y el Prisma de cristal en la Expo del museo de la ciudad.",
])
def test_names_that_are_words_of_the_texts_language_need_evidence(text):
    assert techs(text) == []


def test_lower_case_command_names_in_a_checklist_with_a_technology():
    assert techs("support workspace\n\n- [ ] npm\n- [ ] yarn\n- [ ] nx ?") == ["npm", "Yarn", "Nx"]
    assert techs("Shopping:\n- yarn\n- needles\n- scissors") == []


def test_environment_assignments_before_a_command():
    assert techs("```\nnpm_config_build_from_source=true yarn add x\n```") == ["Yarn"]
    assert techs("`NODE_ENV=production node server.js`") == ["Node.js"]
    assert techs("```\nconst go = 1\n```") == []


def test_lower_case_words_of_technical_prose_are_not_names():
    text = ("We run the bootstrap script, then kubectl applies it; each node image is rebuilt "
            "with a new config in the CI pipeline.")
    assert techs(text) == ["Kubernetes"]
