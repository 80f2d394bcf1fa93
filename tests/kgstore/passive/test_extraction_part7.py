"""Extraction rules of issue #20 part 7: endpoints from the route definitions of many web
frameworks (and no endpoint without a method), names of technologies that are also words in
plainly technical text, and names that need their context.

Each case is written for the rule it checks, not taken from the real corpus."""

from __future__ import annotations

import pytest

from kgstore.passive.extraction import extract_api_endpoints, extract_file_paths


# --------------------------------------------------------------------------------------------
# Endpoints: route definitions
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    # Gin, Echo, httprouter, bunrouter: any router object, upper-case methods
    ('v2 := r.Group("/v2")\nv2.POST("/orders", createOrder)\nv2.GET("/orders/:id", getOrder)',
     ["POST /orders", "GET /orders/:id"]),
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
    ('[HttpGet("{id}")]\npublic ActionResult<Item> Get(int id)', ["GET /{id}"]),
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
    ("Route::delete('posts/{post}', [PostController::class, 'destroy']);", ["DELETE /posts/{post}"]),
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
])
def test_file_paths(text, expected):
    assert extract_file_paths(text) == expected
