"""Issue #20 part 20: each rule stated as a class of text people write and tested on sentences
written for it (not taken from the real corpus).

- A word-like name ending another proper name before its possessive ("Lord Vagrant's men") is
  that name, as it is before an ordinary word ("Lord Vagrant rode"): the check's own pattern for
  the word after the name had been shadowed by a later pattern of the same name that reads no "'s".
- "Mac OS" in two words is macOS ("OS: Mac OS Mojave", "running on Mac OS 10.13.6"), as "Mac OS
  X" was; "HomeAssistant" and "Home-Assistant" are Home Assistant.
- A library's module before a member of its own API and a member of that ("Rails.application.routes.draw
  do", "axios.defaults.headers") is code even where a page lost the code block; one member alone
  outside code ("Rails.root: /app" on an error page) stays a dotted identifier.
- A line only GNU make prints ("make: *** [cli] Error 2", "make[1]: Entering directory",
  "Makefile:67: recipe for target 'cli' failed") names Make; "make sure" does not.
- Laravel Sanctum is "Sanctum" in a technical sentence ("using Sanctum tokens"), not the inner
  sanctum of a temple.
- (fresh-34/35 read) Endpoints: a gRPC method's HTTP rule ('option (google.api.http) = { post:
  "/v1/foo" body: "*" };'); a route on a prefixed router (Gin's and Fiber's groups, a group of a
  group, FastAPI's APIRouter(prefix=...), Hono's basePath) is its whole path where the text also
  writes that path (a curl line's address, "the route '/api/test'"), not the prefix's own
  definition nor another method's route; Spring's bare @PostMapping under a class's
  @RequestMapping("/x"); "Post to http://localhost:8080/login"; a client's call chained onto the
  next line ("superagent\n  .post('/api/user/login')"), whatever routers the text mounts (and
  "app.use('/api', api)" mounts one); Laravel's routes in a prefixed group's closure are under
  its prefix, as a PHP router's group with a prefix in its options is ("$router->group(['prefix' =>
  '/admin'], ...)"); a commented-out "// $app->post('/')" is no route; "project-405.vercel.app" is no
  405 answer.
- (fresh-34/35 read) A year in parentheses after a name ("Prometheus (2012) - Scott") is a
  film's year, no version; German "immer" is no Immer; "R = retval = fun()" in a traceback is a
  variable; "zoom 9" is a map's zoom level; a "loopback interface" is no LoopBack; a ```proto
  fence is Protocol Buffers.
- (fresh-35 read) Render mid-sentence in a sentence about hosting ("because Render allows you to
  deploy"), and Render.com, are the platform; lower-case "render" never is. GHCR and ghcr.io are
  GitHub Container Registry. A workflow job's runner label ("runs-on: ubuntu-22.04") names the
  runner, not a system the project uses (13 real texts with one, none labelled). The local
  name of a default import from another module ("import echo from 'preversion'") is a binding,
  not the technology; bound to its own module ("import auth0 from '../utils/auth0'") it stays.
- (fresh-34/35 read) Files: Markdown's italics around a path
  ("_server/api/rest.ts_"); a vendor's media type is no file ("as application/vnd.auroma.v1"),
  CodeIgniter's application/config/database.php is.
- (fresh-34/35 read) Names their texts used that no part of the lexicon knew: elasticsearch-js,
  kcors, Flask-OpenID, PMTiles, MCP Inspector, pyspelling, jwt_tool, configmap-reload,
  hyperkube, mdx_truly_sane_lists, openapi-client-axios, react-openapi-axios, Jumpstart Pro; and
  spellings of known ones: node-exporter, openapi-generator-cli (not "python-requests": the lexicon
  reads "Python Requests" as that spelling, one name where a text names two).
"""

from __future__ import annotations

import pytest

from kgstore.lexicon import DISTINCTIVE, canonical_technology_name, technology_level
from kgstore.passive.extraction import extract_api_endpoints, extract_file_paths, extract_technologies

TECHNICAL = "We run npm install and pip install -r requirements.txt on the CI runner. "


def _names(text: str) -> set[str]:
    return set(extract_technologies(text))


@pytest.mark.parametrize("sentence", [
    "On Sunday we met Lord Vagrant's men at the inn.",
    "On Sunday we met Lord Vagrant\u2019s men at the inn.",
    "On Sunday we met Lord Vagrant and his men at the inn.",
])
def test_a_name_ending_another_proper_name_before_its_possessive_is_that_name(sentence):
    assert "Vagrant" not in _names(TECHNICAL + sentence)


@pytest.mark.parametrize("sentence", [
    "Then we ran vagrant up and Vagrant's box booted.",
    "Our Vagrant box runs Ubuntu.",
])
def test_the_tool_with_its_possessive_is_still_named(sentence):
    assert "Vagrant" in _names(TECHNICAL + sentence)


@pytest.mark.parametrize("text", [
    "**Environment**\n- OS: Mac OS Mojave\n- MLflow installed from pip",
    "For the record, I am running on Mac OS 10.13.6 with the latest minikube.",
    "Works on Windows 11 but not on mac os.",
])
def test_mac_os_in_two_words_is_macos(text):
    assert "macOS" in _names(text)


@pytest.mark.parametrize("text, name", [
    ("I cannot get this custom component working with HomeAssistant 2024.3.", "Home Assistant"),
    ("After pip install of the integration, the Home-Assistant add-on logs show a traceback.", "Home Assistant"),
    ("After npm install of the palette, Node Red 3.1 shows the flow as deployed.", "Node-RED"),
])
def test_glued_and_hyphenated_spellings_of_platforms(text, name):
    assert name in _names(text)


@pytest.mark.parametrize("text, expected", [
    ("Before the end of config/routes.rb, add the line: Rails.application.routes.draw do "
     "resource :session end", True),
    ("Set the header first: axios.defaults.headers.common['X-CSRF-TOKEN'] = token;", True),
    ("Extracted source (around line #2):\n\nRails.root: /home/ubuntu/sample_app\n"
     "Application Trace | Framework Trace | Full Trace", False),
    ("We serve the assets with the express.static middleware.", False),
])
def test_a_chain_of_a_librarys_own_members_is_code(text, expected):
    names = _names(text)
    assert ("Rails" in names or "Axios" in names or "Express" in names) is expected


@pytest.mark.parametrize("text, expected", [
    ("```\nMakefile:67: recipe for target 'cli' failed\nmake: *** [cli] Error 2\n```", True),
    ("c:/Rtools/mingw_32/bin/g++: not found\nmake: *** [RcppExports.o] Error 127", True),
    ("make[1]: Entering directory '/build/src'\ngcc -O2 -c main.c", True),
    ("Please make sure the build passes: *** is not a valid marker here.", False),
    ("We had to make: a list of guests, a cake and a playlist.", False),
])
def test_a_line_only_make_prints_names_make(text, expected):
    assert ("Make" in _names(text)) is expected


@pytest.mark.parametrize("text, expected", [
    ("This project is a Laravel 12 API for registration and login using Sanctum tokens.", True),
    ("I use Sanctum for the SPA's auth and Passport for the mobile API.", True),
    ("The priests alone could enter the inner Sanctum of the temple.", False),
])
def test_sanctum_in_a_technical_sentence_is_laravel_sanctum(text, expected):
    assert ("Laravel Sanctum" in _names(text)) is expected


def test_a_grpc_methods_http_rule_is_its_endpoint():
    text = ("```proto\nservice Accounts {\n  rpc GetAccount(GetAccountReq) returns (Account) {\n"
            "    option (google.api.http) = {\n      get: \"/v1/{name=accounts/*}\"\n    };\n  }\n"
            "  rpc CreateAccount(Account) returns (Account) {\n    option (google.api.http) = {\n"
            "      post: \"/v1/accounts\"\n      body: \"*\"\n    };\n  }\n}\n```")
    assert extract_api_endpoints(text) == ["GET /v1/{name=accounts/*}", "POST /v1/accounts"]
    assert "Protocol Buffers" in _names(text)


@pytest.mark.parametrize("text, expected", [
    # Gin: the group's route, its whole path in the curl line
    ("```go\nv1 := r.Group(\"/api\")\nv1.POST(\"/contact\", api.Contact)\n```\n\n"
     "```\n$ curl -X POST http://localhost:9000/api/contact\n404 Not Found\n```", ["POST /api/contact"]),
    # a group of a group
    ("```go\napi := app.Group(\"/api/v1\")\nusers := api.Group(\"/users\")\nusers.Post(\"/\", h.Create)\n```\n"
     "Then posting JSON to localhost:3000/api/v1/users returns 500.", ["POST /api/v1/users"]),
    # a group under a group whose own prefix is not plain: unknown
    ("```go\napi := app.Group(\"/api\")\nauthed := api.Group(\"\", auth.Required())\n"
     "tickets := authed.Group(\"/tickets\")\ntickets.Post(\"/\", h.Create)\n```", []),
    # the group's own definition writes the prefix: no whole path of the root route
    ("```go\nusers := r.Group(\"/users\")\nusers.GET(\"/\", list)\n```", []),
    # the whole path written only by another method's route
    ("```go\nrouter.GET(\"/api/products/:id\", get)\nproducts := router.Group(\"/api/products\")\n"
     "products.PUT(\"/:id\", update)\n```", ["GET /api/products/:id"]),
    # Hono's basePath and the route written whole in a sentence
    ("```ts\nconst api = new Hono().basePath('/api')\napi.get('/test', (c) => c.text('ok'))\n```\n"
     "I see '404 Not Found' only. It means the route '/api/test' isn't working.", ["GET /api/test"]),
    # FastAPI's prefix, the whole path in a curl call
    ("```python\nrouter = APIRouter(prefix=\"/items\")\n\n@router.delete(\"/{item_id}\")\n"
     "def remove(item_id: int): ...\n```\n\n`curl -X DELETE http://127.0.0.1:8000/items/{item_id}`",
     ["DELETE /items/{item_id}"]),
])
def test_a_route_under_a_prefix_is_its_whole_path_where_the_text_writes_it(text, expected):
    assert extract_api_endpoints(text) == expected


def test_springs_bare_mapping_under_a_class_mapping_is_the_class_path():
    text = ("```java\n@RestController\n@RequestMapping(\"/smartphones\")\npublic class SmartphoneController {\n"
            "    @PostMapping\n    public Smartphone create(@RequestBody Smartphone s) { return s; }\n\n"
            "    @GetMapping()\n    public List<Smartphone> all() { return list; }\n}\n```")
    assert sorted(extract_api_endpoints(text)) == ["GET /smartphones", "POST /smartphones"]


@pytest.mark.parametrize("text, expected", [
    ("Chapter 4 Post to http://localhost:8080/login does not work\n\nI get a 403 from postman.",
     ["POST /login"]),
    ("I am posting to localhost:3000/api/users with a JSON body and get a 500.", ["POST /api/users"]),
    ("Please post to the forum at https://forum.example.com/t/123 instead.", []),
])
def test_a_verb_to_the_apps_own_server(text, expected):
    assert extract_api_endpoints(text) == expected


def test_a_client_call_chained_onto_the_next_line_among_mounted_routers():
    text = ("```js\nconst api = require('./api')\napp.use('/api', api)\n```\n\n```js\nrouter.post('/doc_enter', h)\n"
            "superagent\n  .post('/api/user/login')\n  .send(form)\n  .end(cb)\n```")
    assert extract_api_endpoints(text) == ["POST /api/user/login"]


@pytest.mark.parametrize("text, expected", [
    ("```php\nRoute::prefix('glossary')->group(function () {\n    Route::get('/vocab/search', [C::class, 'search']);\n"
     "});\nRoute::get('/health', [H::class, 'show']);\n```", ["GET /health"]),
    ("```php\nRoute::group(['prefix' => 'admin', 'middleware' => 'auth'], function () {\n"
     "    Route::post('/users', [U::class, 'store']);\n});\n```", []),
    ("```php\n$router->group(['prefix' => '/admin'], function(Router $router) {\n"
     "    $router->get('/dashboard', [PageController::class, 'dashboard']);\n});\n```", []),
    ("```php\n$app->get('/', HomeController::class . ':getHome');\n// $app->post('/', HomeController::class . ':postHome');\n```",
     ["GET /"]),
])
def test_laravel_prefix_groups_and_commented_out_routes(text, expected):
    assert extract_api_endpoints(text) == expected


def test_a_hosts_405_is_no_answer():
    text = ("1. Run `yarn dev` and test against localhost:3000:\n```\ncurl -X POST http://localhost:3000/api/hello/world -I\n"
            "HTTP/1.1 200 OK\n```\n2. Deploy (see https://project-405.vercel.app)\n```\n"
            "curl -X POST https://project-405.vercel.app/api/hello/world -I\nHTTP/2 405\n```")
    assert extract_api_endpoints(text) == ["POST /api/hello/world"]


@pytest.mark.parametrize("text, name, expected", [
    ("Alien Prequel\n\nPrometheus (2012) - Scott\nMaking a prequel out of a horror movie is a flimsy proposition. "
     "What Prometheus has, though, are Noomi Rapace, Michael Fassbender and Idris Elba.", "Prometheus", False),
    ("We scrape metrics with Prometheus 2.45 and alert from Grafana.", "Prometheus", True),
    ("Die Routen sind in der Datei definiert. Index-Routen geben immer mehrere Datensätze an, und es ist "
     "nicht immer mit einer eigenen Middleware verbunden.", "Immer", False),
    ("We keep the store immutable with Immer 10 and Redux Toolkit.", "Immer", True),
    ('  File "celery/app/trace.py", line 451, in trace_task\n    R = retval = fun(*args, **kwargs)\n'
     "TypeError: boom", "R", False),
    ("Found Tamil Nadu at 34.1 km in 91ms (11 tiles, zoom 9). Run `npm test` and `pip install -r requirements.txt`.",
     "Zoom", False),
    ("Run `npm start`; the proxy isn't on the same loopback interface as your app, so bind to 0.0.0.0.",
     "LoopBack", False),
    ("Our LoopBack 4 app exposes the models through `npm start`.", "LoopBack", True),
])
def test_words_and_years_that_are_no_technology(text, name, expected):
    assert (name in _names(text)) is expected


@pytest.mark.parametrize("text, name, expected", [
    ("You should push your changes to GitHub, because Render allows you to deploy whenever main changes.",
     "Render", True),
    ("Setting up PR previews for Rails on Render.com", "Render", True),
    ("On Heroku we needed the ability to render one of two index HTML files, so we deployed twice.", "Render", False),
    ("Build, push to GHCR with both SHA and branch tags, then deploy with `kubectl`.", "GitHub Container Registry",
     True),
    ("```yaml\n- uses: docker/login-action@v3\n  with:\n    registry: ghcr.io\n```", "GitHub Container Registry", True),
])
def test_hosting_platforms_and_registries(text, name, expected):
    assert (name in _names(text)) is expected


@pytest.mark.parametrize("text, expected", [
    ("```yaml\njobs:\n  build:\n    runs-on: ubuntu-22.04\n    steps:\n      - run: npm ci\n```", False),
    ("```yaml\n    runs-on: [self-hosted, ubuntu-20.04]\n```", False),
    ("```yaml\n    runs-on: ubuntu-22.04\n```\nThe app itself is deployed to Ubuntu 22.04 servers with `apt`.", True),
])
def test_a_runner_label_is_no_system_used(text, expected):
    assert ("Ubuntu" in _names(text)) is expected


@pytest.mark.parametrize("text, name, expected", [
    ("```ts\nimport echo from 'preversion'\n\ntest('it works', () => echo())\n```", "Echo", False),
    ("❯ test/basic.spec.ts:1:31\n  1| import echo from 'preversion'\n   | ^", "Echo", False),
    ("```js\nimport auth0 from \"../../src/utils/auth0\";\n```", "Auth0", True),
    ("```js\nimport Vue from 'vue'\nimport App from './App.vue'\n```", "Vue", True),
])
def test_a_default_imports_local_name(text, name, expected):
    assert (name in _names(text)) is expected


@pytest.mark.parametrize("text, expected", [
    ("3- create an api folder, then a file: _server/api/rest.ts_ with readBody(event).", ["server/api/rest.ts"]),
    ("Processing by Devise::SessionsController#create as application/vnd.auroma.v1", []),
    ("Set DB_HOST in application/config/database.php first.", ["application/config/database.php"]),
])
def test_files_in_italics_and_media_types(text, expected):
    assert extract_file_paths(text) == expected


@pytest.mark.parametrize("spelling, name", [
    ("elasticsearch-js", "elasticsearch-js"), ("@elastic/elasticsearch", "elasticsearch-js"),
    ("kcors", "kcors"), ("Flask-OpenID", "Flask-OpenID"), ("PMTiles", "PMTiles"),
    ("MCP Inspector", "MCP Inspector"), ("pyspelling", "pyspelling"), ("jwt_tool", "jwt_tool"),
    ("configmap-reload", "configmap-reload"), ("hyperkube", "hyperkube"),
    ("mdx_truly_sane_lists", "mdx_truly_sane_lists"), ("openapi-client-axios", "openapi-client-axios"),
    ("react-openapi-axios", "react-openapi-axios"), ("Jumpstart Pro", "Jumpstart Pro"),
    ("node-exporter", "node_exporter"),
    ("openapi-generator-cli", "OpenAPI Generator"),
])
def test_names_the_fresh_texts_used(spelling, name):
    assert canonical_technology_name(spelling) == name
    assert technology_level(spelling) == DISTINCTIVE
    assert name in _names(f"We upgraded {spelling} last week and the build broke again.")


def test_jcenter_is_left_out():
    # gradle's repositories block names it in texts that leave it unlabelled
    assert canonical_technology_name("JCenter") is None
