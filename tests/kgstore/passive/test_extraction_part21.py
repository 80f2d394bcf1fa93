"""Issue #20 part 21 (fresh-36/37 read): each rule stated as a class of text people write and
tested on sentences written for it (not taken from the real corpus).

- Files: a build's output is a file the project names ("dist/index.js", "target/app.jar",
  "build/server/index.js": the real corpus labels such paths 22 times to 8), and a ".d" folder is
  a folder ("conf.d/ssl.conf", ".emacs.d/init.el"); a dependency's folder still is not
  ("vendor/", "node_modules/"), nor compiled objects, a build's package cache or a package's
  published entry points ('"import": "./dist/plugin.mjs"'). A module imported by its file's whole
  name is a file ('import app from "./app.js"', "require('./lint.json')"); without an extension
  it names a module.
- Endpoints: a server's log answering 404 is a request no route accepted ('"POST /slack/events
  HTTP/1.1" 404 -'), as a client's log of it is ('POST http://127.0.0.1:11434/x "HTTP/1.1 404 Not
  Found"'); Gin's log of a request its routes answered ("[GIN] ... | 200 | ... | POST
  "/api/chat""), and Gin is named by it; Next.js's dev log of the root (" POST / 500 in 7716ms");
  two methods for one address ("GET/POST https://wordcamp.test/wp-json/x") and a placeholder for
  the site ("POST [city site]/wp-json/x"); a table's method beside the app's own address
  ("|POST|http://localhost:3000/api/users/|"); a list of paths with the method last
  ("/books - get all books (Method: GET)"); the root of the app's own server where a browser
  logs its answer ("POST http://localhost:5000/ 500").
- Not names: a lower-case name in a verb's place ("How can I monit a docker container?"); a
  likeness ("a Gatsby-style mansion"); a title that is a word and a version over a text that
  writes the word as a word ("Windows 2.0" over "the original windows in this house"); an access
  log's User-Agent field ('"-" "Ruby"', NPM's '[Sent-to x] "ShareX/15.0.0"'); NPM where the text
  is on Nginx Proxy Manager; the site's things ("a GitHub issue", "GitHub CEO"); a company doing
  what companies do ("OpenAI introduced", "Microsoft and OpenAI announced"); French "on skie"
  (SKIE is written in capitals).
- Names: "a GitLab pipeline" is GitLab CI.
"""

from __future__ import annotations

import pytest

from kgstore.passive.extraction import extract_api_endpoints, extract_file_paths, extract_technologies


def _names(text: str) -> set[str]:
    return set(extract_technologies(text))


@pytest.mark.parametrize("text, expected", [
    ("Run node dist/index.js after the build.", ["dist/index.js"]),
    ("The jar is at target/app-0.1.jar now.", ["target/app-0.1.jar"]),
    ("I changed conf.d/uploads.conf and reloaded.", ["conf.d/uploads.conf"]),
    ("Compiled dist/build/App/Main.o just now.", []),
    ("error in build/packages/gleam_stdlib/src/gleam/list.gleam", []),
    ('"exports": { ".": { "types": "./dist/index.d.ts", "import": "./dist/plugin.mjs" } }', []),
    ("It loads vendor/autoload.php first.", []),
])
def test_build_output_and_dot_d_folders(text, expected):
    assert extract_file_paths(text) == expected


@pytest.mark.parametrize("text, expected", [
    ('import app from "./server.js";', ["server.js"]),
    ("const rules = require('./rules.json');", ["rules.json"]),
    ("import('./legacy.cjs').then(m => m.default)", ["legacy.cjs"]),
    ("import { x } from './helpers';", []),
    ("import './App.css';", []),
    ("require('./foo.js') works", []),
])
def test_a_module_imported_by_its_files_whole_name_is_a_file(text, expected):
    assert extract_file_paths(text) == expected


@pytest.mark.parametrize("text", [
    '127.0.0.1 - - [26/Jun/2020 12:55:41] "POST /hooks/events HTTP/1.1" 404 -',
    '[2022-01-02T11:45:04Z INFO  actix_web::middleware::logger] 172.17.0.1:1 "PUT /items/x HTTP/1.1" 404 0',
    'INFO:httpx:HTTP Request: POST http://127.0.0.1:11434/chat/completions "HTTP/1.1 404 Not Found"',
])
def test_a_logged_404_is_no_endpoint(text):
    assert extract_api_endpoints(text) == []


def test_a_logged_request_a_route_answered_stays():
    text = 'INFO:httpx:HTTP Request: POST http://127.0.0.1:11434/api/chat "HTTP/1.1 200 OK"'
    assert extract_api_endpoints(text) == ["POST /api/chat"]


def test_gins_log_names_gin_and_the_requests_its_routes_answered():
    text = ("Server log:\n"
            '[GIN] 2024/05/07 - 07:41:01 | 200 |  4.89s |       127.0.0.1 | POST     "/api/chat"\n'
            '[GIN] 2024/05/07 - 07:41:02 | 404 |     12us |       127.0.0.1 | GET      "/api/tags/"\n')
    assert extract_api_endpoints(text) == ["POST /api/chat"]
    assert "Gin" in _names(text)
    assert "Gin" in _names("it shows `[GIN] 2024/05/25 - 15:18:34 | 200 | 19.8s | 127.0.0.1 | POST \"/x\"`")
    assert "Gin" in _names("Dec 11 09:58:58 quorra ollama[1543654]: [GIN] 2024/12/11 - 09:58:58 | 500 |"
                           '        29m59s |      10.0.0.123 | POST     "/api/chat"')
    assert "Gin" not in _names("The [GIN] tag in our notes means a gin cocktail.")


@pytest.mark.parametrize("text, expected", [
    (" POST / 500 in 7716ms", ["POST /"]),
    (" GET / 404 in 12ms", []),
    ("GET/POST https://wordcamp.test/wp-json/qbo/v1/expense # private",
     ["GET /wp-json/qbo/v1/expense", "POST /wp-json/qbo/v1/expense"]),
    ("POST [city site]/wp-json/fav/v1/sessions # public\nGET https://site.test/wp-json/a/v1/b",
     ["POST /wp-json/fav/v1/sessions", "GET /wp-json/a/v1/b"]),
    ("|METHOD|URL|\n|---|---|\n|POST|http://localhost:3000/api/users/|\n|DELETE|http://localhost:3000/api/users/10|",
     ["POST /api/users", "DELETE /api/users/10"]),
    ("/books - get all books (Method: GET)\n/books/{id} - delete a book (Method: DELETE)",
     ["GET /books", "DELETE /books/{id}"]),
    ("POST http://localhost:5000/ 500 (Internal Server Error)", ["POST /"]),
    ("make a GET request to http://localhost:4000/, like so", []),
])
def test_endpoint_forms_of_part_21(text, expected):
    assert sorted(extract_api_endpoints(text)) == sorted(expected)


@pytest.mark.parametrize("text, name", [
    ("How can I monit a docker container? Can I somehow monit the uptime?", "Monit"),
    ("They plan to terraform the planet, a Mars colony says.", "Terraform"),
    ("For sale: Gatsby-style mansion in Sands Point, with a pool.", "Gatsby"),
    ("Windows 2.0\n\nI liked the original windows in this house. They were drafty.", "Windows"),
    ('1.2.3.4 - - [x] "POST /order-create HTTP/1.1" 401 - "-" "Ruby"', "Ruby"),
    ('POST http ss13.moe "/up/" [Client 1.2.3.4] [Sent-to 10.0.0.177] "ShareX/15.0.0" "-"', "ShareX"),
    ("Files uploaded to a server behind NPM fail. Image: jc21/nginx-proxy-manager:latest", "npm"),
    ("I put a nginx location into a NPM Custom location, with proxy_pass to the backend.", "npm"),
    ("502 Bad Gateway openresty\n\nWhy can my NPM reverse proxy reach the container only via 172.17.0.1?",
     "npm"),
    ("The agent works when you assign a GitHub issue to Copilot.", "GitHub"),
    ("According to GitHub CEO Thomas Dohmke, agents are next.", "GitHub"),
    ("In 2021, Microsoft and OpenAI introduced an assistant.", "OpenAI"),
    ("In December 2024, OpenAI officially announced a new model.", "OpenAI"),
    ("La neige est bonne, mais on skie mal quand il y a du brouillard.", "SKIE"),
])
def test_not_the_technology(text, name):
    assert name not in _names(text)


@pytest.mark.parametrize("text, name", [
    ("Use Monit to watch the nginx process.", "Monit"),
    ("We use Rails-style routes in this Express app.", "Rails"),
    ("Windows 10 build fails\n\nnpm run build fails on windows with EPERM.", "Windows"),
    ("Run npm install before the build; npm ci in CI.", "npm"),
    ("We call the GitHub API for each pull request.", "GitHub"),
    ("The app is built with Kotlin Multiplatform and SKIE for Swift interop.", "SKIE"),
    ("We wired six security tools into a GitLab pipeline.", "GitLab CI"),
])
def test_still_the_technology(text, name):
    assert name in _names(text)
