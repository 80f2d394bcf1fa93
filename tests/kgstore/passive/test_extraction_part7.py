"""Extraction rules of issue #20 part 7: endpoints from the route definitions of many web
frameworks (and no endpoint without a method), names of technologies that are also words in
plainly technical text, and names that need their context.

Each case is written for the rule it checks, not taken from the real corpus."""

from __future__ import annotations

import pytest

from kgstore.passive.extraction import (
    extract_api_endpoints,
    extract_file_paths,
    extract_technologies,
)


# --------------------------------------------------------------------------------------------
# Endpoints: route definitions
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    # Gin, Echo, httprouter, bunrouter: any router object, upper-case methods
    ('r.POST("/orders", createOrder)\nr.GET("/orders/:id", getOrder)',
     ["POST /orders", "GET /orders/:id"]),
    # (a group's routes are under its prefix, their whole paths written nowhere: left out since
    # issue #20 part 13, as people leave them out)
    ('v2 := r.Group("/v2")\nv2.POST("/orders", createOrder)\nv2.GET("/orders/:id", getOrder)', []),
    ('e.DELETE("/sessions/:sid", logout)', ["DELETE /sessions/:sid"]),
    ('grp.PUT("/profile ", h)', ["PUT /profile"]),  # a stray blank inside the quotes
    ('grp.GET("", h)', []),  # the group's own path, not written here
    # chi and Fiber: title-case methods with a handler
    ('r.Get("/invoices/{invoiceID}", getInvoice)', ["GET /invoices/{invoiceID}"]),
    ('app.Post("/api/upload", func(c *fiber.Ctx) error {', ["POST /api/upload"]),
    ('v, ok := store.Get("/cache/key")', []),  # a getter, not a route
    # Express, Koa, Fastify: any router's name with a handler after the path
    ("adminRouter.patch('/settings', requireAdmin, saveSettings)", ["PATCH /settings"]),
    ("fastify.get('/status', async (request, reply) => ({ ok: true }))", ["GET /status"]),
    ("const v = lookup.get('/not/a/route')", []),
    # a decorator on any object: Flask blueprints, FastAPI routers, django-ninja
    ("@orders_bp.delete('/orders/<int:order_id>')\ndef remove(order_id): ...",
     ["DELETE /orders/<int:order_id>"]),
    ('@app.route("/report", methods=["POST"])', ["POST /report"]),
    ('@app.route("/report")', []),  # no method given
    # a commented-out definition is not a route
    ('// r.GET("/old", legacy)\nr.GET("/new", current)', ["GET /new"]),
    ("# @app.get('/old')\n@app.get('/new')", ["GET /new"]),
    # ASP.NET: minimal APIs, attribute routes without their leading slash
    ('app.MapPost("/todos", async (Todo t, Db db) => { });', ["POST /todos"]),
    # (relative to its controller's route, written elsewhere: left out since part 14)
    ('[HttpGet("{id}")]\npublic ActionResult<Item> Get(int id)', []),
    # Spring: an annotation's path without its leading slash; a class-level mapping is a prefix
    ('@PutMapping("accounts/{id}")', ["PUT /accounts/{id}"]),
    ('@RestController\n@RequestMapping("/accounts")\npublic class AccountController {', []),
    ('@RequestMapping(path = "/accounts", method = {RequestMethod.GET, RequestMethod.POST})',
     ["GET /accounts", "POST /accounts"]),
    # Ktor: a method with a path and a block; a route block with methods inside; typed routes
    ('routing {\n    post("/signup") {\n        call.respond(HttpStatusCode.Created)\n    }\n}',
     ["POST /signup"]),
    ('route("/articles") {\n    get {\n        call.respond(list())\n    }\n    post {\n'
     '        val a = call.receive<Article>()\n    }\n}', ["GET /articles", "POST /articles"]),
    ('@Resource("/articles/{id}")\nclass ArticleById(val id: Long)\n\nrouting {\n'
     '    delete<ArticleById> { a -> }\n}', ["DELETE /articles/{id}"]),
    # Rails, Sinatra and Laravel routes
    ("Rails.application.routes.draw do\n  post 'payments/:id/refund', to: 'payments#refund'\nend",
     ["POST /payments/:id/refund"]),
    ("get '/ping' do\n  'pong'\nend", ["GET /ping"]),
    # (Laravel's route without its slash: the labelled texts never count it, left out since part 14)
    ("Route::delete('posts/{post}', [PostController::class, 'destroy']);", []),
    ("Route::delete('/posts/{post}', [PostController::class, 'destroy']);", ["DELETE /posts/{post}"]),
    # the route table "rails routes" prints, in any layout
    ("      account_login GET    /account/login(.:format)    sessions#new\n"
     "                    DELETE /account/logout(.:format)   sessions#destroy",
     ["GET /account/login", "DELETE /account/logout"]),
    ("| account_login | GET | /account/login(.:format) | sessions#new |", ["GET /account/login"]),
    # a table stored with each cell on a line of its own
    ("| Method |\nPath |\n| GET |\n/api/notes |\n| DELETE |\n/api/notes/:id |",
     ["GET /api/notes", "DELETE /api/notes/:id"]),
    # the method named near the path in prose
    ("`/webhooks/github` is registered as a route for `POST` requests only.",
     ["POST /webhooks/github"]),
    # NestJS decorators without their leading slash, under their controller's prefix (issue #20
    # part 9: the handler serves the prefixed path; part 7 left the prefix out)
    ("@Controller('cats')\nexport class CatsController {\n  @Get(':id')\n  findOne() {}\n}",
     ["GET /cats/:id"]),
    # JAX-RS: the method annotation and the path annotation next to it
    ('@DELETE\n@Path("/items/{id}")\npublic Response remove(@PathParam("id") long id)',
     ["DELETE /items/{id}"]),
    # Symfony's annotations and attributes, Bottle's method argument
    ('@Route("/blog/{slug}", methods={"GET","HEAD"}, name="blog_show")',
     ["GET /blog/{slug}", "HEAD /blog/{slug}"]),
    ("#[Route('/api/posts', name: 'post_create', methods: ['POST'])]", ["POST /api/posts"]),
    ("@route('/login', method='POST')\ndef do_login(): ...", ["POST /login"]),
    # route functions named after their method: Spring WebFlux, Rocket and Actix attributes
    ('route(GET("/persons/{id}"), handler::getPerson)', ["GET /persons/{id}"]),
    ('#[post("/upload", data = "<file>")]\nfn upload(file: Data) {}', ["POST /upload"]),
    # Axum and Actix routers
    ('Router::new()\n    .route("/users", get(list_users).post(create_user))',
     ["GET /users", "POST /users"]),
    ('App::new().route("/items", web::put().to(update_item))', ["PUT /items"]),
    # aiohttp, hapi, Phoenix
    ("app.router.add_delete('/jobs/{id}', cancel_job)", ["DELETE /jobs/{id}"]),
    ("server.route({ method: 'POST', path: '/hooks', handler })", ["POST /hooks"]),
    ('scope "/api", ShopWeb do\n  post "/orders", OrderController, :create\nend',
     ["POST /orders"]),
    # an OpenAPI document in JSON
    ('{"paths": {"/pets/{petId}": {"get": {"responses": {"200": {}}}, "delete": {}}}}',
     ["GET /pets/{petId}", "DELETE /pets/{petId}"]),
    ('{"/static/path": {"title": "not an API"}}', []),
])
def test_route_definitions(text, expected):
    assert extract_api_endpoints(text) == expected


@pytest.mark.parametrize("text, expected", [
    # no method, no endpoint: however API-like the path or the words around it
    ("the /healthz endpoint returns 200", []),
    ("Kubernetes polls /readyz and /livez", []),
    ("app.register_blueprint(bp, url_prefix='/v1/<tenant>/reports')", []),
    ('http.Handle("/metrics", promhttp.Handler())', []),
    ("We moved `/api/v2/search` behind the gateway.", []),
    # prefixes stay prefixes
    ("GET /api", ["GET /api"]),  # (written with its method: the text's own endpoint)
    # a static file a browser or crawler asks for is no API endpoint
    ("no route found for GET /favicon.ico", []),
    ("GET /robots.txt 404", []),
    ("GET /assets/app.css", []),
    ("GET /api/openapi.json", ["GET /api/openapi.json"]),
    # HTML entities glued to the path
    ("for POST /api/login_check&quot;. The route is wrong", ["POST /api/login_check"]),
    ("GET /search&amp;q=1", ["GET /search"]),
])
def test_no_endpoint_without_a_method(text, expected):
    assert extract_api_endpoints(text) == expected


# --------------------------------------------------------------------------------------------
# Files
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    # Markdown emphasis around a path
    ("**_see: src/api/users.ts_**", ["src/api/users.ts"]),
    ("*lib/core/cache.py*", ["lib/core/cache.py"]),
    # a regular expression's escaped dot is no folder
    ("grep -E 'package-lock\\.json|composer\\.lock' in scripts/check.sh", ["scripts/check.sh"]),
    # a Windows path keeps its backslashes as separators
    ("open src\\models\\user.cs", ["src/models/user.cs"]),
    # a dependency's own lib/ folder in a traceback frame is not the workspace's
    ('  File "lib/my_app_web/router.ex", line 1, in MyAppWeb.Router.call/2\n'
     '  File "lib/plug/error_handler.ex", line 64, in MyAppWeb.Router.call/2',
     ["lib/my_app_web/router.ex"]),
])
def test_file_paths(text, expected):
    assert extract_file_paths(text) == expected


# --------------------------------------------------------------------------------------------
# Technologies
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    # a version written onto the name, also dotted, also after a two-letter name
    ("Dropped support for Django3.2 and Celery5.2", ["Django", "Celery"]),
    ("cmake cannot find Qt6 on this machine", ["CMake", "Qt"]),
    ("运行环境: python3.8, pytorch1.7.1", ["Python", "PyTorch"]),
    # Ruby's patch level after a version
    ("ruby: Ruby 3.1.2p20 (2022-04-12)", ["Ruby"]),
    # an environment report: the name as a key, its version on the next line; a missing one
    ("Binaries:\n  Yarn:\n    version: 1.22.19\n  Watchman:\n    version: 2024.01.22.00\n"
     "SDKs:\n  Android SDK: Not Found", ["Yarn", "Watchman"]),
    # cargo's log of the crates it compiles names dependencies, not what the user works with
    ("$ cargo build\n   Compiling tokio v1.28.0\n   Compiling serde v1.0.160", ["Cargo"]),
    # a subreddit is no technology
    ("someone on r/rust and r/golang asked the same", []),
    # a Java import is no Python import; Spring's projects by their packages
    ("import java.util.List;\nimport org.springframework.boot.SpringApplication;", ["Spring Boot"]),
    # Elixir modules of a framework
    ("** (Phoenix.Router.NoRouteError) no route found for GET /x", ["Phoenix"]),
    ("changeset = Ecto.Changeset.cast(user, params, [:name])", ["Ecto"]),
    # a Go import names its module's product; a stack trace's module path does not
    ('import (\n\t"net/http"\n\t"github.com/labstack/echo/v4"\n)', ["Echo"]),
    ("github.com/spf13/cobra.(*Command).execute\n\tgithub.com/spf13/cobra@v1.4.0/command.go:856",
     []),
    # not GitHub Actions from a workflow step or one of GitHub's own actions alone: part 19 found
    # people name it where they mean it (10 texts with steps only left it out, 3 had it)
    ("jobs:\n  test:\n    steps:\n      - uses: actions/checkout@v4", []),
    ("This PR enables the built-in cache of actions/setup-node.", []),
    ("The GitHub Actions job runs:\n    steps:\n      - uses: actions/checkout@v4", ["GitHub Actions"]),
    # JSON in a fence marked js is no JavaScript
    ('```js\n// tsconfig.json\n{\n  "compilerOptions": {}\n}\n```', []),
    ("```js\nconst app = express()\n```", ["JavaScript"]),
])
def test_technology_cues(text, expected):
    assert extract_technologies(text) == expected


@pytest.mark.parametrize("text, expected", [
    # a dependency update names its package, whether or not the lexicon knows it
    ("* **deps:** update dependency left-pad to v2", ["left-pad"]),
    ("Bump @types/node from 18.0.0 to 20.1.0 (#55)", ["@types/node"]),
    ("chore(deps): update rust crate anyhow to 1.0.75", ["Rust", "anyhow"]),
    ("Bumps [axios](https://github.com/axios/axios) from 0.21.1 to 1.6.0.", ["Axios"]),
    ("Updated react from 17.0.2 to 18.2.0", ["React"]),
    ("Update README.md to v2 wording", []),
    # plugin packages named the way their ecosystem names them, in a sentence
    ("We switched to eslint-plugin-import-x and babel-plugin-macros.",
     ["eslint-plugin-import-x", "babel-plugin-macros"]),
    ("The crash comes from react-native-reanimated on Android.",
     ["react-native-reanimated", "Android"]),
    ("Add `copy-webpack-plugin` to copy the assets", ["copy-webpack-plugin"]),
    ("run `django-admin startproject site`", []),
    # (an import of a package the lexicon knows names it, as any import does, since part 14's
    # lexicon knows this one)
    ("```\nimport reanimated from 'react-native-reanimated'\n```", ["react-native-reanimated"]),
    ("```\nimport maps from 'react-native-maps-plus'\n```", []),
    # pip by name, and by its command line as npm is (17 of the 22 real texts that run it say so)
    ("pip is building numpy from source: no wheel matches Python 3.13 yet", ["pip", "NumPy", "Python"]),
    ("pip install requests", ["pip", "Requests"]),
    ("Eat the apple but spit out the pip before you swallow.", []),
    # names of this part's lexicon that are words need their context
    ("We visited Phoenix and saw a kestrel and an echo of the canyon.", []),
    ("Stack Overflow had the answer.", []),
    ("The ferry to Kotlin Island leaves from St Petersburg.", []),
])
def test_names_beyond_and_in_the_lexicon(text, expected):
    assert extract_technologies(text) == expected


_TECHNICAL = ("The build fails with `error[E0463]` in src/main.rs after the upgrade to 1.72.0; "
              "the compiler's stack trace and the CI config are attached. ")


@pytest.mark.parametrize("text, expected", [
    # a tool's lower-case command name in a plainly technical text is the tool
    (_TECHNICAL + "But cargo gives me an error.", ["Cargo"]),
    (_TECHNICAL + "We moved from jest to vitest for the unit tests.", ["Jest", "Vitest"]),
    # ... not in ordinary prose, not a language's lower-case name, not a word that is one in
    # technical text too, not a command line quoted without marks
    ("The ship's cargo was unloaded at dawn and the crew went ashore.", []),
    (_TECHNICAL + "The ruby red icon is nice.", []),
    (_TECHNICAL + "Now I get a black screen on start.", []),
    (_TECHNICAL + "I ran apt update && apt install curl first.", []),
])
def test_command_names_in_plainly_technical_text(text, expected):
    assert extract_technologies(text) == expected


@pytest.mark.parametrize("text, expected", [
    # a command line of its own, without a prompt or code marks, passing options
    ("If that fails, create the app again:\n\nmix phx.new shop --no-ecto\n", ["Mix"]),
    ("make sure to pass --no-cache to it", []),
    # a module a Node program preloads
    ('"dev": "nodemon -r tsconfig-paths/register src/index.ts"', ["Nodemon", "tsconfig-paths"]),
    # NestJS's logger prefix
    ("[Nest] 4021  - 03/02/2024, 9:12:01 AM   ERROR [ExceptionHandler] Nest can't resolve", ["NestJS"]),
    # the components a program reports it was built with are not the workspace's
    ("```\ndocker-compose version 1.29.2, build 5becea4c\ndocker-py version: 5.0.0\n"
     "CPython version: 3.7.10\nOpenSSL version: OpenSSL 1.1.0l  10 Sep 2019\n```", ["Docker Compose"]),
    # a list names a product by its last word ("Loki" for Grafana Loki) even without its first
    ("Ship the logs somewhere central (ELK, Loki, Datadog).", ["Elastic Stack", "Grafana Loki", "Datadog"]),
    # a JSON document in a fence marked javascript: its info string names no language
    ('```javascript\n{\n  "compilerOptions": { "baseUrl": "./" }\n}\n```', []),
])
def test_more_cues(text, expected):
    assert extract_technologies(text) == expected


@pytest.mark.parametrize("text", [
    "Apollo 11 landed on the moon in 1969, and Apollo 13 came home.",
    "Neon 2 signs lit the street; Dagger 2 and Hilt 3 lay on the table.",
    "The Warp 9 engines of the Enterprise; Eureka 1, shouted Archimedes.",
    "In the film, Loki, Thanos and Unicorn fight; Phoenix rises from the ashes.",
    "We ate sorbet in Phoenix and took the Metro to the Railway station in Buffalo.",
])
def test_word_like_names_and_a_number_are_no_versions(text):
    assert extract_technologies(text) == []


def test_a_dotted_version_still_is_one():
    assert extract_technologies("We upgraded Hilt 2.44 and Dagger 2.48.") == ["Hilt", "Dagger"]


def test_a_report_of_an_error_reads_as_technical():
    """A status a response came with, an error line and an issue template's headings are
    evidence that a text is about software (here enough for a level-3 name mid-sentence)."""
    text = ("Return `405` for unregistered methods in Gin\n\n"
            "If a user sends a GET, 404 instead of 405 is returned.\n\n"
            "### Steps to reproduce\nTypeError: handler is undefined")
    assert extract_technologies(text) == ["Gin"]
    assert extract_technologies("The gin was cold and the tonic flat; we went home at 11.") == []


@pytest.mark.parametrize("text, expected", [
    # an error class a library names after itself
    ("MongooseServerSelectionError: connect ECONNREFUSED ::1:27017", ["Mongoose"]),
    ("Unhandled PrismaClientKnownRequestError in the handler", ["Prisma"]),
    ("it throws an AxiosError with code ERR_NETWORK", ["Axios"]),
    ("TypeError: cannot read properties of undefined; SyntaxError; ValidationError", []),
    # the MongoDB daemon
    ("mongod only listens on 127.0.0.1", ["MongoDB"]),
])
def test_error_classes_and_daemons(text, expected):
    assert extract_technologies(text) == expected


@pytest.mark.parametrize("text, expected", [
    # a log's, a prompt's or a configuration's word is no mention
    ("Processing by UsersController#edit as HTML\nCompleted 500 Internal Server Error", []),
    ('{"compilerOptions": {"module": "commonjs", "target": "es2018"}}', []),
    ("dev@DESKTOP-1A2B3C MINGW64 /d/src/app (main)\n$ npm test", ["npm"]),
    # (the prompt's "git:(main)" is no Git; the command after it is Make, as after "$ ")
    ("➜ api git:(main) ✗ make build", ["Make"]),
    # a service manager's command line runs it; a sentence names it
    ("sudo systemctl restart nginx", ["Nginx"]),
    ("We moved the workers to systemd units last week.", ["systemd"]),
])
def test_words_of_logs_prompts_and_configurations(text, expected):
    assert extract_technologies(text) == expected


@pytest.mark.parametrize("text, expected", [
    # a configuration's unquoted value that is a file of the project
    ("PS: `env_file: ./config.env` doesn't work either.", ["config.env"]),
    ("services:\n  web:\n    env_file: ./web.env\n", ["web.env"]),
    # not a quoted reference in code (a compiler's message opening its line is a file since
    # part 18: test_extraction_part18)
    ("  templateUrl: './app.component.html',", []),
])
def test_dot_slash_files_as_configuration_values(text, expected):
    assert extract_file_paths(text) == expected


def test_technical_words_of_spanish_portuguese_and_german_texts():
    assert extract_technologies(
        "El servidor de Flask devuelve un error con la configuración del repositorio.") == ["Flask"]
    assert extract_technologies("O desenvolvedor usa Flask no repositório do código.") == ["Flask"]
    assert extract_technologies("La flask de vino estaba en la mesa.") == []
