"""Issue #20 part 22 (fresh-38/39 read): each rule stated as a class of text people write and
tested on sentences written for it (not taken from the real corpus).

- Endpoints: an API table a page's copy flattened, each path running into its description
  ("GET/admin/usersReturns a list of users.") ends where the description's verb begins; a table
  whose cells only blanks keep apart ("/api/jobs GET, POST List or create jobs" under "Path
  Method Description"); Laravel's route list's "GET|HEAD" is a GET route; Compojure's routes
  ('(GET "/post/:id" [id] ...)'), Dream's ('Dream.get "/t1.html" @@ render'), Arduino's and
  ESPAsyncWebServer's ('server.on("/admin.html", HTTP_POST, ...)') and NestJS's log of the routes
  it mapped ("Mapped {/jobs/:id, PUT} route"); a curl command continued over lines with its URL
  on a line of its own, a blank line between where a page doubled its breaks, or with a
  placeholder for the device ("curl [device]/relay/0/on -X POST"); a request written as a URL
  that the framework then says no route takes ("No route matches [POST] "/foo"") is none.
"""

from __future__ import annotations

import pytest

from kgstore.passive.extraction import extract_api_endpoints, extract_file_paths, extract_technologies


@pytest.mark.parametrize("text, expected", [
    ("Method URL Description\nGET/admin/usersReturns a list of users.\n"
     "POST/admin/usersCreate a new user.\nDELETE/admin/users/{id}Delete this user.",
     ["GET /admin/users", "POST /admin/users", "DELETE /admin/users/{id}"]),
    ("POST /v2/hooksCreate an endpoint\nGET /v2/hooks lists them.", ["POST /v2/hooks", "GET /v2/hooks"]),
    # a camel-case route keeps its name: no description follows it
    ("The route is GET /api/getUser and it works.", ["GET /api/getUser"]),
    ("GET /api/userList\nPOST /api/bulkUpdate", ["GET /api/userList", "POST /api/bulkUpdate"]),
])
def test_a_flattened_tables_description_is_no_part_of_its_path(text, expected):
    assert extract_api_endpoints(text) == expected


def test_a_table_whose_cells_only_blanks_keep_apart():
    text = ("Path Method Description\n/ GET The dashboard\n/api/jobs GET, POST List or create jobs\n"
            "/api/jobs/{id} GET, PUT, DELETE One job\n")
    assert set(extract_api_endpoints(text)) == {
        "GET /", "GET /api/jobs", "POST /api/jobs", "GET /api/jobs/{id}", "PUT /api/jobs/{id}",
        "DELETE /api/jobs/{id}"}


def test_one_such_line_is_no_table():
    assert extract_api_endpoints("/api/jobs GET, POST List or create jobs") == []


def test_a_comments_opening_is_no_root():
    # ("/**" before "GET /api/users" is no row for the root)
    text = "/** GET /api/users - Get user */\n/** PUT /api/users - Update user */"
    assert set(extract_api_endpoints(text)) == {"GET /api/users", "PUT /api/users"}


def test_laravels_get_head_is_a_get_route():
    text = ("| Method   | URI      | Name     | Action  |\n|----------|----------|----------|---------|\n"
            "| GET|HEAD | /reports | reports  | Closure |\n| POST     | /reports | store    | Closure |")
    assert set(extract_api_endpoints(text)) == {"GET /reports", "POST /reports"}


@pytest.mark.parametrize("text, expected", [
    ('(defroutes app\n  (GET "/" [] "Home")\n  (GET "/post/:id" [id] (show id))\n  (POST "/users" req (create req)))',
     {"GET /", "GET /post/:id", "POST /users"}),
    ('let () =\n  Dream.run\n  @@ Dream.router [\n    Dream.get "/" (fun _ -> Dream.html "hi");\n'
     '    Dream.post "/login.html" @@ process_login;\n  ]',
     {"GET /", "POST /login.html"}),
    ('server.on("/", HTTP_GET, handleRoot);\nserver.on("/config", HTTP_POST, [](AsyncWebServerRequest *r) {});\n'
     'server.on(F("/reset"), HTTP_DELETE, onReset);\nserver.on("/any", handleAny);',
     {"GET /", "POST /config", "DELETE /reset"}),
    ("[Nest] 86  - LOG [RouterExplorer] Mapped {/jobs, GET} route +1ms\n"
     "[Nest] 86  - LOG [RouterExplorer] Mapped {/jobs/:id, PUT} route +0ms",
     {"GET /jobs", "PUT /jobs/:id"}),
])
def test_route_definitions_of_more_frameworks(text, expected):
    assert set(extract_api_endpoints(text)) == expected


def test_nest_before_7_logs_a_route_under_its_controllers_path():
    text = ("[Nest] 9719 - [RoutesResolver] ProductController {/api/product}: +129ms\n"
            "[Nest] 9719 - [RouterExplorer] Mapped {/, GET} route +2ms\n"
            "[Nest] 9719 - [RouterExplorer] Mapped {/:id, DELETE} route +1ms\n"
            "[Nest] 9719 - [RoutesResolver] JobsController {/jobs}: +0ms\n"
            "[Nest] 9719 - [RouterExplorer] Mapped {/jobs/:id, PUT} route +0ms\n"  # (Nest 7 on: the whole path)
            "[Nest] 9719 - [RoutesResolver] UsersController {/users, version: 1}: +0ms\n"
            "[Nest] 9719 - [RouterExplorer] Mapped {/users, GET} (version: 1) route +0ms")
    assert set(extract_api_endpoints(text)) == {"GET /api/product", "DELETE /api/product/:id", "PUT /jobs/:id",
                                                 "GET /users"}


@pytest.mark.parametrize("text, expected", [
    ('curl -X GET \\\n--user admin:secret \\\n"http://127.0.0.1:5555/v2/config/backends"',
     ["GET /v2/config/backends"]),
    ("curl -X POST \\\\\n\nhttp://localhost:8080/realms/demo/token \\\\\n\n-d 'grant_type=password'",
     ["POST /realms/demo/token"]),
    ("Turn on: `curl [device]/relay/0/on -X POST`", ["POST /relay/0/on"]),
])
def test_curl_continued_over_lines_or_to_a_placeholder(text, expected):
    assert extract_api_endpoints(text) == expected


def test_a_url_request_no_route_takes_is_none():
    text = ('Make the request: `curl -X POST http://localhost:3000/foo`\n\nStarted POST "/foo" for 127.0.0.1\n'
            'ActionController::RoutingError (No route matches [POST] "/foo"):')
    assert extract_api_endpoints(text) == []


def test_another_sites_url_opening_a_continued_line_is_the_pages_example():
    text = "curl -X POST \\\n-H 'Authorization: Bearer <TOKEN>' \\\nhttps://api.example.com/v1/orders/{id}/cancel"
    assert extract_api_endpoints(text) == []


@pytest.mark.parametrize("text, name", [
    # a person known to do something, not a language one knows
    ("I know Julia will never let me down, but with Ottolenghi it is hit-or-miss.", "Julia"),
    # a train in a story: the word "panic" is no error line making the paragraph technical
    ("The train slows at the platform. But the Phoenix keeps moving, past the fixed signals, "
     "panic setting in as it clears the station.", "Phoenix"),
    # a window of time in a text on tests
    ("Tests fail for reasons outside the app: deploys or maintenance windows can break them. "
     "Stub the network with cy.intercept() in Cypress 13.", "Windows"),
    # a licence named by its steward
    ("Meson is written in Python and licensed under Apache 2.0.", "Apache HTTP Server"),
])
def test_not_the_technology(text, name):
    assert name not in extract_technologies(text)


@pytest.mark.parametrize("text, name", [
    ("I know Julia and R well enough to port the model.", "Julia"),
    ("She knows Haskell well.", "Haskell"),
    ("It runs under Apache 2.4 on Debian.", "Apache HTTP Server"),
    ("Run it on windows 10 and on Linux.", "Windows"),
    ("panic: runtime error: index out of range\n\ngoroutine 1 [running]:\nmain.main()\n\tmain.go:8 +0x1d\n"
     "The Phoenix router was fine.", "Phoenix"),
])
def test_still_the_technology(text, name):
    assert name in extract_technologies(text)


@pytest.mark.parametrize("text, name", [
    # the name Python binds another module to
    ("```python\nimport web\nimport uasyncio as asyncio\napp = web.App(host='0.0.0.0')\n```", "asyncio"),
    # an issue template's field left with its example
    ("**Environment**\n- OS: Windows 11\n- Python: [e.g., 3.11.2]\n- CMake: 3.31.5", "Python"),
    ("I checked the overlay file with a hex editor: no stray bytes.", "Hex"),
    # a file at the end of a path, in a traceback
    ('Traceback (most recent call last):\n  File "tornado/web.py", line 1346, in _execute\n', "web.py"),
    # a repository's owner, as a plugin manager quotes it
    ("call plug#begin()\nPlug 'neovim/nvim-lspconfig'\nPlug 'hrsh7th/nvim-cmp'\ncall plug#end()", "Neovim"),
    # Rails's controller base class: the corpus labels Rails there, never "Action Controller" (0 of 19 texts)
    ("class ApplicationController < ActionController::API\n  include DeviseTokenAuth::Concerns\nend",
     "Action Controller"),
])
def test_not_the_technology_either(text, name):
    assert name not in extract_technologies(text)


@pytest.mark.parametrize("text, name", [
    ("```python\nimport asyncio\nimport numpy as np\n```", "NumPy"),
    ("**Environment**\n- OS: Windows 11\n- Python: 3.11.2\n- CMake: 3.31.5", "Python"),
    ("Publish the package to Hex with mix hex.publish.", "Hex"),
    ("Implementing OAuth2 in Nuxt.js/Vue.js with an external API server", "Vue"),
    ("call plug#begin()\nPlug 'neovim/nvim-lspconfig'\ncall plug#end()", "nvim-lspconfig"),
    # a possessive before a code span: an API of it
    ("Gin's `BindJSON` method returns `error`; it does not return from the handler.", "Gin"),
    ("React's `useEffect` runs twice in development.", "React"),
    # one lower-case letter before the rest is the writer's capitals, not an identifier ("preMake")
    ("Also you can run iosApp on xCode easily.", "Xcode"),
    # an import's package path is no plugin spec; an OS a program is available under is no licence
    ("import { jsx } from 'react/jsx-runtime';", "React"),
    ("The app is available under Linux and macOS.", "Linux"),
])
def test_still_the_technology_too(text, name):
    assert name in extract_technologies(text)


def test_a_tests_matcher_for_many_requests_is_no_endpoint():
    text = ("cy.intercept('GET', '/api/users/*').as('getUser')\ncy.intercept('GET', '/api/users/**')\n"
            "cy.intercept('POST', '/api/users').as('createUser')")
    assert extract_api_endpoints(text) == ["POST /api/users"]


@pytest.mark.parametrize("text, expected", [
    ("Tools > Partition Scheme: Huge APP (3MB No OTA/1.5MB SPIFFS); the sketch is src/main.cpp", ["src/main.cpp"]),
    ("The Compose file './docker-compose.yml' is invalid because: services.web.ports", ["docker-compose.yml"]),
    ("cmake -B build -S . -DCMAKE_PROJECT_TOP_LEVEL_INCLUDES=../conan_provider.cmake -DCMAKE_BUILD_TYPE=Release",
     ["conan_provider.cmake"]),
    ("See 'https://example.com/x.yml' and the word 'file' alone.", []),
])
def test_files_of_part_22(text, expected):
    assert extract_file_paths(text) == expected


def test_a_generated_reference_puts_the_method_alone_under_its_path():
    text = ("Currently available routes\n\n/admin/broker-stats/bookieops\nGET\n\nGet pending op stats\n\n"
            "/admin/namespaces/{tenant}\nPUT\n\nCreate a namespace\n")
    assert set(extract_api_endpoints(text)) == {"GET /admin/broker-stats/bookieops", "PUT /admin/namespaces/{tenant}"}


@pytest.mark.parametrize("text, name, found", [
    ("I'm using LOVE 0.9.1 on macOS and the game won't start.", "LÖVE", True),
    ("love 11.4 crashes on start with a black screen.", "LÖVE", True),
    ("We LOVE 2024 so much; I love 3 things about it.", "LÖVE", False),
    ("All you need is LOVE.", "LÖVE", False),
    ("Pulsar 2.10 brokers fail to start after the upgrade.", "Apache Pulsar", True),
    ("Astronomers found a Pulsar in the Crab Nebula; the pulsar emits radio pulses.", "Apache Pulsar", False),
])
def test_short_names_of_part_22(text, name, found):
    assert (name in extract_technologies(text)) is found
