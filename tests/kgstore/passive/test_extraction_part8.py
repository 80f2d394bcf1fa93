"""Extraction rules of issue #20 part 8: generic formats count only where the text is about
them, files of installed dependencies are not the workspace's, more endpoint forms, a wider
lexicon.

Each case is written for the rule it checks, not taken from the real corpus."""

from __future__ import annotations

import pytest

from kgstore.passive.extraction import (
    extract_api_endpoints,
    extract_file_paths,
    extract_technologies,
)


# --------------------------------------------------------------------------------------------
# Generic formats (HTML, CSS, SQL, Markdown)
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "The build writes static HTML to the public folder, served by Nginx.",
    "Notes are kept as Markdown files next to the code in the Git repository.",
    "Django serves the static assets (e.g., HTML, CSS) from the bucket.",
    "The warehouse returned an SQL compilation error for the dbt model.",
    "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 3.2 Final//EN\">\n<title>405</title>",
    "Move JS and CSS from the old folder; Webpack is replaced by esbuild.",
])
def test_a_format_named_in_passing_is_no_technology(text):
    found = extract_technologies(text)
    assert not {"HTML", "CSS", "SQL", "Markdown"} & set(found), found


@pytest.mark.parametrize("text, expected", [
    ("The HTML email template that Django renders broke in `mail.py`.", "HTML"),
    ("We replaced the Markdown parser in our Node.js app with `marked`.", "Markdown"),
    ("Unused html code was removed from the Vue app.", "HTML"),
    ("She taught web languages (HTML and CSS) last year.", "CSS"),
    ("Le code Python est traduit en langage SQL par Django.", "SQL"),
    ("Styles are authored in Less and compiled to CSS.", "CSS"),
    ("Pupils learn Scratch, HTML, CSS and Python.", "HTML"),
])
def test_a_format_the_text_is_about_counts(text, expected):
    assert expected in extract_technologies(text)


# --------------------------------------------------------------------------------------------
# Files: not the workspace's, and more of its own
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    # frames of dependencies in Elixir and Erlang traces; the project's own file stays
    ("** (CompileError) lib/shop_web/router.ex: undefined function x/1\n"
     "    (elixir 1.14.0) src/elixir_locals.erl:114: anonymous fn/3\n"
     "    (plug_cowboy) lib/plug/cowboy/handler.ex:12: Plug.Cowboy.Handler.init/2\n",
     ["lib/shop_web/router.ex"]),
    ("    (shop) lib/shop/orders.ex:40: Shop.Orders.create/1\n"
     "    (shop) lib/shop_web/controllers/order.ex:9: call/2\n"
     "Fails in lib/shop/orders.ex since the upgrade.",
     ["lib/shop/orders.ex", "lib/shop_web/controllers/order.ex"]),
    # quoted includes of a library's headers; the project's own header stays
    ('#include "freertos/queue.h"\n#include "esp_wifi/esp_wifi.h"\n#include "app/config.h"\n',
     ["app/config.h"]),
    # git's a/ and b/ on a diff header line, an elided path, a placeholder folder
    ("diff --git a/charts/app/values.yaml b/charts/app/values.yaml\n", ["charts/app/values.yaml"]),
    ("I have a handler at app/.../route.ts that exports POST.", []),
    ("Ce fichier, situé dans votreBundle/Resources/config/routing.yml, définit les routes.", []),
    # a script run after a shell prompt or quoted with its arguments
    ("me@box:~/work/proj$ ./Build.hs exe\n", ["Build.hs"]),
    ('errors when running "./build.sh release"', ["build.sh"]),
])
def test_workspace_files(text, expected):
    assert extract_file_paths(text) == expected


# --------------------------------------------------------------------------------------------
# Endpoints: a method and a whole URL
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    ("Making registry request: GET https://hub.example.com/api/v1/index.json", ["GET /api/v1/index.json"]),
    ("I sent a GET to http://<my-site>/wp-json/wp/v2/posts and got a 404.", ["GET /wp-json/wp/v2/posts"]),
    ("$ curl -d 'a=b' -X POST http://localhost:4000/users/authenticate", ["POST /users/authenticate"]),
    ("curl --location --request PATCH 'http://127.0.0.1:8080/scim/v2/Users/abc' --header 'X: y'",
     ["PATCH /scim/v2/Users/abc"]),
    ("POST http://localhost:8080/exist/apps/project/endpoint\nContent-Type: application/json",
     ["POST /exist/apps/project/endpoint"]),
    # no method, or only the site: no endpoint
    ("curl http://localhost:5000/articles/new", []),
    ("Open https://example.com/docs/api in a browser.", []),
    ("GET https://example.com/", []),
])
def test_a_method_and_a_whole_url(text, expected):
    assert extract_api_endpoints(text) == expected


def test_a_request_answered_method_not_allowed_is_no_endpoint():
    text = ("$ curl -X POST http://localhost:5000/articles/\n\n<title>405 Method Not Allowed</title>\n\n"
            "$ curl -X POST http://localhost:5000/articles/new\n\n{\"ok\": true}\n")
    assert extract_api_endpoints(text) == ["POST /articles/new"]


@pytest.mark.parametrize("text, expected", [
    # HTML forms with their method and action
    ('<form method="POST" action="/orders">\n@csrf\n</form>', ["POST /orders"]),
    ('<form class="x" action="/quotes"\n      method="post" >', ["POST /quotes"]),
    ('<form action="/search">', []),  # no method written
    # a method constant and a path literal as a request's first arguments
    ('case HttpRequest(POST, Uri.Path("/user"), _, _, _) =>', ["POST /user"]),
    ('client.request(Method.DELETE, "/sessions/current")', ["DELETE /sessions/current"]),
    # a Spring controller's class-level prefix
    ('@RestController\n@RequestMapping("/api")\npublic class C {\n  @GetMapping("/resource")\n'
     '  public String r() { return ""; }\n}', ["GET /api/resource"]),
    # a log line's fields
    ('heroku[router]: at=info method=POST path="/login" host=a.example.com status=415',
     ["POST /login"]),
    ('{"path":"/api/jobs","status":500,"method":"PUT"}', ["PUT /api/jobs"]),
])
def test_more_endpoint_forms(text, expected):
    assert extract_api_endpoints(text) == expected


# --------------------------------------------------------------------------------------------
# Technologies: the wider lexicon, checklists, platform strings, namespaces, wrappers
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    ("Building with Cabal fails on GHC 9.4; hpack regenerates the .cabal file.", {"Cabal", "GHC", "hpack"}),
    ("Install Rtools first, then devtools::install_github('me/pkg').", {"Rtools", "devtools"}),
    ("The ESP-IDF build uses FreeRTOS and OpenOCD for flashing.", {"ESP-IDF", "FreeRTOS", "OpenOCD"}),
    ("Lint the Dockerfile with hadolint and run dumb-init as PID 1.", {"hadolint", "dumb-init"}),
    ("Scaffolded with Kubebuilder; serving with KServe on the cluster.", {"Kubebuilder", "KServe"}),
    ("MongoDB's WiredTiger engine logged the error.", {"MongoDB", "WiredTiger"}),
    ("Update Android Gradle Plugin to 8.13.1", {"Android Gradle Plugin"}),
    ("The @csrf Blade directive adds the token to the Laravel form.", {"Blade", "Laravel"}),
])
def test_common_tools_of_each_ecosystem(text, expected):
    assert expected <= set(extract_technologies(text)), extract_technologies(text)


def test_an_issue_templates_checklist_names_only_the_ticked_choice():
    text = ("**Which database are you using dbt with?**\n- [ ] postgres\n- [ ] redshift\n"
            "- [ ] bigquery\n- [x] snowflake\n- [ ] other (specify: ____)\n")
    found = extract_technologies(text)
    assert "Snowflake" in found and not {"PostgreSQL", "Amazon Redshift", "Redshift", "BigQuery"} & set(found)


@pytest.mark.parametrize("text, expected", [
    ("- Platform: Linux-3.10.0-1160.el7.x86_64-x86_64-with-centos-7.9.2009-Core\n- Python version: 3.7.9",
     ["Linux", "CentOS"]),
    ("aws-cli/2.8.12 Python/3.9.11 Linux/5.15.0-52-generic exe/x86_64", ["Linux"]),
    ("I tried `cd android && ./gradlew clean` and the build still fails.", ["Gradle"]),
    ("Call tokio::spawn(task) inside the runtime.", ["Tokio"]),
])
def test_platform_strings_wrappers_and_namespaces(text, expected):
    assert [t for t in extract_technologies(text) if t in expected] == expected, extract_technologies(text)
