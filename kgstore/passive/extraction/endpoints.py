"""Endpoints: ``METHOD /path`` where the text gives the method for the path -- written together,
a route in code (Express, Flask, FastAPI, Spring, ASP.NET, Rails, Laravel, Gin, Ktor, ...), a
route table, an OpenAPI document, a request log -- never a route whose whole path under a
prefixed router is written nowhere (:func:`_endpoint_hits`); where it is written (a curl line's
address, a sentence), the route is that whole path."""

from __future__ import annotations

import bisect
import re

from .entities import API_ENDPOINT, ExtractedEntity, HTTP_METHODS
from .files import _MAX_NAME_LEN, _strip_trailing


# An endpoint path: segments of URL characters, {key} / :id / <int:id> parameters (optional
# ones too: {id?}, and :id? before the path's closing quote or its next segment) and [a|b]
# alternatives ("/v1/[subjects|aspects]/{key}").
_ENDPOINT_PATH = (r"/(?::\w{1,40}\?(?=[\"'`/])|\{\?\w{1,40}\*?\}|\{\w{1,40}\?\}|[\w\-.~%!$&*+=:@{}/]|<[\w:]{1,40}>|\[[\w\-.|]{1,200}\]"
                  r"|\(:?\w{1,40}(?:[ \t]\w{1,40}){0,3}\)|\{\w{1,40}(?:[ \t]\w{1,40}){1,3}\})*")
_METHODS_RE = r"(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)"
_LOCAL_HOST = r"(?:localhost|127\.0\.0\.1|0\.0\.0\.0)"
# the app's own server written without a scheme before a field's path: "Request URL:
# localhost/api/user" (an address with its scheme is masked; the raw text's are read apart)
_LOCAL_ORIGIN = r"(?:" + _LOCAL_HOST + r"(?::\d{1,5})?)?"
# "GET /api/users", "POST/api/x", "PATCH `/api/user/:id`", 'Started GET "/account"'
_ENDPOINT_RE = re.compile(
    r"(?<![\w\-./])" + _METHODS_RE
    # (an HTML page's code tag may close after the method: "<code>GET</code> /metrics")
    # (a list aligns its paths with blanks: "- GET     /api/posts/", "- DELETE  /api/posts/<id>/")
    # (a checklist may put the path in parentheses: "- [x] POST (/api/login)")
    + r"[\]:]?(?:</code>)?(?:[`*]{0,2}(?:[ \t]{1,3}|[ ]{4,8}(?=/))(?:[`\"'*]{0,2}|\((?=/))|[`\"']|(?=/[A-Za-z{:]))"
    r"(?:(?:(?:request|requests|call|calls)[ \t]+(?:(?:is[ \t]+)?not[ \t]+(?:supported|allowed)"
    r"[ \t]+|(?:fails|failed|sent|made)[ \t]+)?)?(?:to|on|at|for|against)[ \t]+"
    # "a POST request to the endpoint /x"
    r"(?:the[ \t]+(?:(?:endpoint|route|url|path)[ \t]+)?)?[`\"']?)?"
    r"(" + _ENDPOINT_PATH + ")")
# "POST endpoint: /x", "the GET endpoint `/x`", "GET route (/x)", "GET -> /x", "GET - /x",
# "`DELETE` method to `/keys`"
_METHOD_WORD_PATH_RE = re.compile(
    r"(?<![\w\-./])" + _METHODS_RE + r"[`*]{0,2}(?:[ \t]+(?i:endpoint|route|request|call|method)s?"
    r"(?:[ \t]*:|[ \t]+(?:to|for|on|at))?|[ \t]*(?:->|=>|\u2192|[-\u2013\u2014]))[ \t]*[(`\"']?("
    + _ENDPOINT_PATH + ")")
_GLUED_ENDPOINT_RE = re.compile(
    r"(?<=[a-z])(GET|POST|PUT|PATCH|DELETE)[ \t]+(" + _ENDPOINT_PATH + r")(?=[ \t]+(?:\u2192|->|-|:))")
# several methods on one path: "GET, PUT, and DELETE on /books/:id", "GET and POST to `/x`"
_METHOD_LIST_PATH_RE = re.compile(
    r"(?<![\w\-./])((?:GET|POST|PUT|PATCH|DELETE)(?:[ \t]*(?:,|/|&)?[ \t]*(?:(?:and|or)[ \t]+)?"
    r"(?:GET|POST|PUT|PATCH|DELETE)(?![\w/])){1,4})[ \t]*,?[ \t]+"
    r"(?:(?:requests?|methods?|calls?|verbs?|routes?|handlers?)[ \t]+)?(?:on|to|for|at|against|in)[ \t]+"
    r"(?:the[ \t]+(?:(?:same[ \t]+)?(?:endpoint|route|url|path)[ \t]+)?)?[`\"']?("
    + _ENDPOINT_PATH + ")")
_LISTED_METHOD_RE = re.compile(r"GET|POST|PUT|PATCH|DELETE")
_LIST_CONJUNCTION_RE = re.compile(r"\b(?:and|or)\b|&")
# a list of routes with the method in parentheses: "(GET) /openapi", "`(POST) /ventures`"
_PAREN_METHOD_RE = re.compile(
    r"\(" + _METHODS_RE + r"\)[ \t]{1,3}[`\"']?(" + _ENDPOINT_PATH + ")")
# a path on a line of its own, then the methods it takes on the lines under it:
# "- /products" / "  - GET - list all" / "  - POST - create"
_PATH_LINE_RE = re.compile(
    r"(?m)^([ \t]*)(?:[-*+][ \t]+)?[`*]{0,2}(" + _ENDPOINT_PATH + r")[`*]{0,2}:?[ \t]*$")
_METHOD_LINE_RE = re.compile(
    r"([ \t]*)(?:[-*+][ \t]+)?(?:\[[ xX]?\][ \t]+)?[`*]{0,2}" + _METHODS_RE + r"\b[`*]{0,2}(?![ \t]*/)")
# two methods sharing a path: "GET and POST /api/users", "GET|POST /x"
_SHARED_PATH_RE = re.compile(
    r"(?<![\w\-./])" + _METHODS_RE + r"(?:[ \t]*[,|/][ \t]*|[ \t]+(?:and|or|&)[ \t]+)"
    + _METHODS_RE + r"[ \t]{1,3}[`\"']?(" + _ENDPOINT_PATH + r")(?![ \t]+(?:GET|POST|PUT|PATCH|DELETE)\b)")
_SHARED_METHODS_BEFORE_RE = re.compile(
    r"(?<![\w\-./])(?:(?:GET|POST|PUT|PATCH|DELETE)[ \t]*[,|/][ \t]*){1,3}$")
# fetch('/x', { method: 'POST' }) and { method: 'POST', url: '/x' }
_FETCH_METHOD_RE = re.compile(
    r"(?<![\w$])[A-Za-z_$][\w$]{0,40}[ \t]*\([ \t]*['\"`](" + _ENDPOINT_PATH + r")['\"`][ \t]*,[ \t]*\{"
    r"[^}]{0,300}?\bmethod[ \t]*:[ \t]*['\"](\w{3,7})['\"]")
_CONFIG_METHOD_RE = re.compile(
    # (also a JSON route table's quoted keys: {"method": "GET", "path": "/x"}, Strapi's)
    r"\bmethod['\"]?[ \t]*:[ \t]*['\"](\w{3,7})['\"][ \t]*,[^}]{0,200}?\b(?:url|path)['\"]?[ \t]*:[ \t]*"
    r"['\"`](" + _ENDPOINT_PATH + r")['\"`]")
_CONFIG_METHODS_RE = re.compile(
    r"\bmethod['\"]?[ \t]*:[ \t]*\[((?:[ \t]*['\"]\w{3,7}['\"][ \t]*,?){2,7})\][ \t]*,[^}]{0,200}?"
    r"\bpath['\"]?[ \t]*:[ \t]*['\"`](" + _ENDPOINT_PATH + r")['\"`]")
# "`/users/{id}` PATCH method", "/users PATCH request"
# (a path first, then what follows it: each maximal path is found once and what follows it
# matched from its end, so that a long run of path characters costs linear time)
_LIST_ITEM_START_RE = re.compile(r"[ \t]*(?:\d{1,3}[.)]|[-*+])[ \t]+")
_ITEM_TEXT_AFTER_RE = re.compile(r"[ \t]*(?:$|\n|[-:\u2013\u2014][ \t]|[A-Za-z])", re.MULTILINE)
_PATH_START_RE = re.compile(r"(?<![\w\-./:])(`?)(" + _ENDPOINT_PATH + ")")
_THEN_METHOD_RE = re.compile(
    r"[ \t]{1,3}(\(?)" + _METHODS_RE + r"\b(\)?)(?:[ \t]+(?:method|request|requests|endpoint|call|route))?")
# a table row "| GET | /api/products |"
# (a page's table may have each cell on a line of its own: "| GET |\n/api/books |")
# (a row may give two methods: "| PATCH/PUT | /articles/:id |")
_TABLE_ROW_RE = re.compile(
    r"(?:\||(?m:^))[ \t]*`?((?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)(?:[ \t]*/[ \t]*(?:GET|POST|PUT|PATCH|DELETE))?)"
    # (Laravel's route list gives a GET route's implied HEAD with it: "| GET|HEAD | /example |")
    r"(?:\|HEAD)?`?[ \t]*\|[ \t]*\n?[ \t]*`?("
    + _ENDPOINT_PATH + r")`?"
    r"(?:\(\.:format\))?[ \t]*\|")
# "Method: `PATCH`" and, within a few lines before or after, "URL: `/api/...`" (or Endpoint:,
# Path:), also as rows of a two-column table ("| **Call Type:** | GET |")
# (a field's name ends with a colon, a table's bar, or its bold's close and a blank: "**URL** /x")
# (a field's name may be in backticks too: "- `method`: `get`" / "- `endpoint`: `/product/:id`")
_FIELD_GAP = r"(?:[*`]*[ \t]*(?::[*]*[ \t]*(?:\|[ \t]*)?|\|[ \t]*)|\*\*[ \t]+)[*`]*"
_METHOD_FIELD_RE = re.compile(
    r"(?im)^[ \t*\-|`]*(?:http[ \t]+)?(?:method|verb|call[ \t]+type|request[ \t]+(?:type|method))"
    + _FIELD_GAP + _METHODS_RE + r"\b")
_URL_FIELD_RE = re.compile(
    r"(?im)^[ \t*\-|`]*(?:(?:request[ \t]+)?(?:url|uri)|endpoint(?:[ \t]+required)?|path|route)" + _FIELD_GAP
    + _LOCAL_ORIGIN + "(" + _ENDPOINT_PATH + ")")
_GATEWAY_LOG_RE = re.compile(r"\bHTTP Method: " + _METHODS_RE + r", Resource Path: (" + _ENDPOINT_PATH + ")")
_DEFINITION_LIST_RE = re.compile(
    r"<dt>[ \t]*Method[ \t]*</dt>\s{0,20}<dd>[ \t]*" + _METHODS_RE + r"[ \t]*</dd>\s{0,20}"
    r"<dt>[ \t]*(?:URL|URI|Path|Endpoint)[ \t]*</dt>\s{0,20}<dd>[ \t]*`?(" + _ENDPOINT_PATH + ")")
# route definitions: app.get('/users'), router.post("/x"), Route::get('/about')
_ROUTE_DEF_RE = re.compile(
    r"(?:\b(?:app|router|route|Route|api|API|Api|apiClient|axiosInstance|server|r|e|g|mux|axios"
    r"|http|client|\$http|\$axios|agent"
    # (a chain may open its next line: "superagent\n  .post('/api/user/login')")
    r"|requests|session|httpClient|superagent|request|ky|got)(?:[ \t]*\n[ \t]*(?=\.))?"
    r"|\))(?:\.|::)(get|post|put|patch|delete|options|head|GET|POST|PUT|PATCH|DELETE|OPTIONS|HEAD)"
    # a generic type (http.get<User[]>), and a base URL before the path: BASE + '/x',
    # `${API_URL}/x`, f"{base}/x"
    r"(?:<[^>\n]{1,80}>)?[ \t]*\([ \t]*(?:[A-Za-z_][\w.]{0,60}[ \t]*\+[ \t]*)?f?['\"`]"
    r"(?:\$?\{[\w.]{1,60}\})?(" + _ENDPOINT_PATH + r")['\"`]")
# jQuery and the like: { url: '/x', type: 'POST' } (method: after url:)
# (a route's own configuration too, its path first: Payload's {path: '/x', method: 'get'})
_URL_THEN_METHOD_RE = re.compile(
    r"\b(?:url|(path))['\"]?[ \t]*:[ \t]*['\"`](" + _ENDPOINT_PATH + r")['\"`][ \t]*,[^}]{0,200}?"
    r"\b(?:method|type)['\"]?[ \t]*:[ \t]*['\"](\w{3,7})['\"]")
# ASP.NET: [HttpPost("/x")], or [HttpPost] with [Route("/x")] next to it
_ASPNET_VERB_RE = re.compile(
    r"\[Http(Get|Post|Put|Patch|Delete)(?:[ \t]*\([ \t]*\"(" + _ENDPOINT_PATH + r")\"[^)\]]*\))?\]")
_ASPNET_ROUTE_RE = re.compile(r"\[Route[ \t]*\([ \t]*\"(" + _ENDPOINT_PATH + r")\"[ \t]*\)\]")
# Go: http.HandleFunc("/x", h), mux's r.HandleFunc("/x", h).Methods("GET", "POST")
_HANDLE_FUNC_RE = re.compile(
    r"\.Handle(?:Func)?[ \t]*\([ \t]*\"(" + _ENDPOINT_PATH + r")\"[^\n]{0,200}?\)"
    r"(?:\.Methods[ \t]*\(([^)\n]{1,80})\))?")
# annotations: @GetMapping("/x"), @PostMapping(value = "/x"), NestJS @Get('/x')
_ROUTE_ANNOTATION_RE = re.compile(
    r"@(Get|Post|Put|Patch|Delete)(?:Mapping)?[ \t]*\([ \t]*(?:(?:value|path)[ \t]*=[ \t]*)?"
    r"['\"](" + _ENDPOINT_PATH + r")['\"]")
# ... with several paths in braces: @DeleteMapping(path = {"/user/{name}/delete", "/user/{name}/del"})
_MAPPING_ARRAY_RE = re.compile(
    r"@(Get|Post|Put|Patch|Delete)Mapping[ \t]*\([ \t\n]*(?:(?:value|path)[ \t]*=[ \t]*)?"
    r"\{((?:[^{}()]|\{\w{1,40}\}){1,400})\}")
# the routers' own objects, whose route calls may define the root path
_SERVER_RECEIVER_RE = re.compile(r"(?:app|Route|server|api|r|e|g|mux)\b")
# a line of a route table with the route's helper before its method, as Phoenix's
# "mix phx.routes" prints it: "user_post_path  POST    /users/:user_id/posts"
_HELPER_ROUTE_LINE_RE = re.compile(
    r"(?<![\w.$])[a-z][a-z0-9_]{0,60}_(?:path|url)[ \t]{1,20}" + _METHODS_RE + r"[ \t]{1,20}("
    + _ENDPOINT_PATH + ")")
# Flask: @app.route("/x", methods=["GET", "POST"]); Rails routes: get '/photos', to: 'p#i'
_FLASK_ROUTE_RE = re.compile(
    r"\.route[ \t]*\([ \t]*['\"](" + _ENDPOINT_PATH + r")['\"][ \t]*,[ \t]*methods[ \t]*="
    r"[ \t]*[\[(]([^\])\n]{1,80})[\])]")
_RESOURCE_ROUTE_RE = re.compile(
    r"Route::(?:api)?[Rr]esource[ \t]*\([ \t]*['\"](" + _ENDPOINT_PATH + r")['\"]([^;]{0,300})")
_ONLY_ACTIONS_RE = re.compile(r"['\"]only['\"][ \t]*=>[ \t]*\[([^\]]{0,200})\]")
_RESOURCE_ACTIONS = {"index": "GET", "store": "POST"}
_RAILS_ROUTE_RE = re.compile(
    r"(?m)^[ \t]*(?:Dream\.)?(get|post|put|patch|delete)[ \t]+['\"](" + _ENDPOINT_PATH
    # (Dream's handler after "@@" or a function: 'Dream.get "/t1.html" @@ render_t1')
    + r")['\"][ \t]*(?:,|=>|:?$|do\b|\{|@@|\(fun\b)")
# an OpenAPI document: a path key, then method keys indented under it
_OPENAPI_PATH_RE = re.compile(
    r"(?m)^([ \t]*(?:\*|//|#)?[ \t]*)['\"]?(" + _ENDPOINT_PATH + r")['\"]?:[ \t]*$")
_OPENAPI_METHOD_RE = re.compile(r"(?m)^([ \t]+)(get|post|put|patch|delete|head|options):[ \t]*$")
_COMMENT_PREFIX_RE = re.compile(r"[ \t]*(?:\*|//|#)")
# a table row naming the path first: "| `/api/books` | `GET` |"
# (the row's leading pipe may be left out, as GitHub's Markdown allows: "`/api/books` | POST |")
_TABLE_PATH_METHOD_RE = re.compile(
    r"(?:\||(?m:^))[ \t]*`?(" + _ENDPOINT_PATH + r")`?[ \t]*\|[ \t]*[`*]{0,2}" + _METHODS_RE
    + r"[`*]{0,2}[ \t]*\|")
_TAB_ROW_PATH_METHOD_RE = re.compile(
    r"(?m)^[ \t]*`?(" + _ENDPOINT_PATH + r")`?\t+[`*]{0,2}" + _METHODS_RE + r"[`*]{0,2}(?:\t|[ \t]*$)")
# a table whose cells a page's copy set apart by blanks only: "/api/providers/{provider} GET, PUT Get or
# update provider" under "Path Method Description"
_SPACED_ROW_PATH_METHODS_RE = re.compile(
    r"(?m)^[ \t]*`?(" + _ENDPOINT_PATH + r")`?[ \t]+((?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)"
    r"(?:[ \t]*[,/][ \t]*(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS))*)(?=[ \t]|$)")
_SPACED_ROWS_MIN = 2  # (a line or two of prose may start so; a table has rows)
# Spring: @RequestMapping(value = "/x", method = RequestMethod.POST), in either order
_REQUEST_MAPPING_RE = re.compile(r"@RequestMapping[ \t]*\(([^)]{1,400})\)")
_MAPPING_PATH_RE = re.compile(r"['\"](" + _ENDPOINT_PATH + r")['\"]")
# Spring Security: .antMatchers(HttpMethod.GET, "/a", "/b"), .requestMatchers(HttpMethod.POST, "/x")
_HTTP_METHOD_PATHS_RE = re.compile(
    r"\bHttpMethod\.(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)((?:\s{0,60},\s{0,60}\"" + _ENDPOINT_PATH
    + r"\"){1,30})")
_REQUEST_METHOD_RE = re.compile(r"\bRequestMethod\.(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b")
# Compojure (Clojure): (GET "/post/:id" [id] (handler id))
_COMPOJURE_ROUTE_RE = re.compile(
    r"\([ \t]*(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)[ \t]+\"(" + _ENDPOINT_PATH + r")\"[ \t]+[\[\w{]")
# Arduino's WebServer and ESPAsyncWebServer: server.on("/admin.html", HTTP_POST, handler)
_SERVER_ON_ROUTE_RE = re.compile(
    r"\.on[ \t]*\([ \t]*(?:F\([ \t]*)?\"(" + _ENDPOINT_PATH + r")\"[ \t]*\)?[ \t]*,[ \t]*HTTP_"
    + _METHODS_RE + r"\b")
# NestJS's log of the routes it mapped: "[RouterExplorer] Mapped {/table/action/:slug, PUT} route"
# (a versioned controller's line: "UsersController {/users, version: 1}:")
_NEST_RESOLVED_CONTROLLER_RE = re.compile(r"\b\w{1,80}Controller \{(" + _ENDPOINT_PATH + r")(?:,[^}\n]{0,60})?\}:")
_NEST_MAPPED_ROUTE_RE = re.compile(r"\bMapped \{(" + _ENDPOINT_PATH + r"), " + _METHODS_RE + r"\}")
# Express: router.route('/books').get(list).post(create)
_ROUTE_CHAIN_RE = re.compile(
    r"\.route[ \t]*\([ \t]*['\"`](" + _ENDPOINT_PATH + r")['\"`][ \t]*\)((?:[ \t\n]*\.(?:get|post|put"
    r"|patch|delete)[ \t]*\([^;]{0,300}?\))+)")
_CHAIN_RECEIVER_RE = re.compile(r"\b\w{1,60}$")  # the router a chain's .route() is called on
_CHAINED_METHOD_RE = re.compile(r"\.(get|post|put|patch|delete)[ \t]*\(")
# Route definitions of more frameworks, whatever the router object is called:
# Gin, Echo, httprouter, bunrouter: r.GET("/x", h), group.POST("/x", h), v1.DELETE("/x", h)
# (a stray blank inside the quotes, '"/x "', is the text's typo, not part of the path)
_UPPER_ROUTE_RE = re.compile(
    r"(?<![\w$])[A-Za-z_$][\w$]{0,40}[ \t]*\.[ \t]*(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)[ \t]*\("
    r"[ \t]*['\"`][ \t]*(" + _ENDPOINT_PATH + r")[ \t]*['\"`]")
# chi, Fiber: r.Get("/x", h); Express, Koa, Fastify with any router's name and a handler after
# the path: usersRouter.get('/x', auth, h); a decorator on any object: @bp.post('/x')
# (the call may continue a chain from the line before, "router\n  .get('/book', h)", or from a
# call, "new Elysia().get('/x', h)", and its path may open the next line, "app.post(\n  '/webhook', h)")
_HANDLER_ROUTE_RE = re.compile(
    r"(?<![\w$])(@?)(?:[A-Za-z_$][\w$]{0,40}(?:[ \t]*\n[ \t]*)?|(?m:^)[ \t]*\.?|(?<=\)))\."
    r"(get|post|put|patch|delete|Get|Post|Put|Patch|Delete)"
    r"[ \t]*\([ \t]*(?:\n[ \t]*)?['\"`](" + _ENDPOINT_PATH + r")['\"`][ \t]*([,)])")
# ASP.NET minimal APIs: app.MapGet("/x", ...)
_MAP_GROUP_RE = re.compile(
    r"\b(\w{1,60})[ \t]*=[ \t]*[\w.]{1,60}\.MapGroup[ \t]*\([ \t]*\"(/" + _ENDPOINT_PATH[1:] + r")\"")
_RECEIVER_BEFORE_RE = re.compile(r"(?<![\w.])(\w{1,60})[ \t\n]*$")
# a router group: users := r.Group("/users"), v1 = app.Group("/v1")
_PREFIXED_API_ROUTER_RE = re.compile(
    r"\b(\w{1,60})[ \t]*(?::[ \t]*\w{1,40}[ \t]*)?=[ \t]*(?:fastapi\.)?APIRouter[ \t]*\([^)]{0,300}?\bprefix[ \t]*="
    r"[ \t]*[\"'](?!/?[\"'])(/?[\w\-.~{}:]{1,100}(?:/[\w\-.~{}:]{1,100}){0,10})?")
# Hono: const api = new Hono().basePath('/api'), const api = app.basePath('/api')
_BASE_PATH_RE = re.compile(
    r"\b(\w{1,60})[ \t]*=[ \t]*[\w.() \t]{1,60}?\.basePath[ \t]*\([ \t]*['\"`](/" + _ENDPOINT_PATH[1:] + r")['\"`]")
# any group, its prefix plain or not, and the router it is a group of: protected := api.Group("", auth)
_ANY_GROUP_RE = re.compile(r"\b(\w{1,60})[ \t]*:?=[ \t]*(\w{1,60})\.Group[ \t]*\(")
_ROUTER_GROUP_RE = re.compile(
    r"\b(\w{1,60})[ \t]*:?=[ \t]*[\w.]{1,60}\.Group[ \t]*\([ \t]*\"(/" + _ENDPOINT_PATH[1:] + r")\"")
_MAP_VERB_RE = re.compile(
    r"\.Map(Get|Post|Put|Patch|Delete)[ \t]*\([ \t]*@?\"(/?" + _ENDPOINT_PATH[1:] + r")\"")
# Ktor: get("/x") { ... }, post("/x") { ... } (no object before the call; a block after it)
_KTOR_ROUTE_RE = re.compile(
    r"(?<![\w.$@])(get|post|put|patch|delete|head|options)[ \t]*\([ \t]*\"(" + _ENDPOINT_PATH
    + r")\"[ \t]*\)[ \t]*\{")
# Ktor: route("/x") { get { ... } post { ... } }: the methods of the block, without a path of
# their own
_KTOR_BLOCK_RE = re.compile(r"(?<![\w.$@])route[ \t]*\([ \t]*\"(" + _ENDPOINT_PATH + r")\"[ \t]*\)[ \t]*\{")
# Ktor typed routes: @Location("/x") / @Resource("/x") class T ... post<T> { }
_KTOR_LOCATION_RE = re.compile(
    r"@(?:Location|Resource)[ \t]*\([ \t]*\"(" + _ENDPOINT_PATH + r")\"[ \t]*\)\s{0,200}?"
    r"(?:(?:data|internal|private|public|open)[ \t]+)*class[ \t]+([A-Za-z_]\w{0,60})")
# Rails' route table ("rails routes", or the one its error page lists): the path's "(.:format)"
# tells it apart, whatever the blanks or cell bars between the method and the path
_FORMAT_SUFFIX = r"\(\.:format\)"
_RAILS_TABLE_RE = re.compile(
    r"(?<![\w\-./])(GET|POST|PUT|PATCH|DELETE)(?:\|(?:GET|POST|PUT|PATCH|DELETE))?[ \t|]{1,60}`?("
    + _ENDPOINT_PATH + r")" + _FORMAT_SUFFIX)
# Rails routes without their leading slash: get 'photos/:id', to: 'photos#show'
_SLASHLESS_PATH = r"[A-Za-z_:{][\w\-.:{}/]{0,200}"
_RAILS_SLASHLESS_RE = re.compile(
    r"(?m)^[ \t]*(get|post|put|patch|delete)[ \t]+['\"](" + _SLASHLESS_PATH
    + r")['\"][ \t]*(?:,[ \t]*(?:to:|=>|controller:|action:|as:)|=>)")
# (Laravel's Route::get('about') and ASP.NET's [HttpGet("{id}")] without their slash are left
# out: the labelled texts never count them -- an action's template is relative to its
# controller's route, its whole path written nowhere)
# Spring's attribute routes without their leading slash: @GetMapping("users/{id}")
_ANNOTATION_SLASHLESS_RE = re.compile(
    r"@(Get|Post|Put|Patch|Delete)Mapping[ \t]*\([ \t]*(?:(?:value|path)[ \t]*=[ \t]*)?\"("
    + _SLASHLESS_PATH + r")\"")
# NestJS decorators without their leading slash: @Get(':id'), @Post('login')
_NEST_SLASHLESS_RE = re.compile(
    r"@(Get|Post|Put|Patch|Delete)[ \t]*\([ \t]*['\"](" + _SLASHLESS_PATH + r")['\"][ \t]*\)")
# Laravel's route for several methods: Route::match(['get', 'post'], '/', ...)
_LARAVEL_MATCH_RE = re.compile(
    r"\bRoute::match[ \t]*\([ \t]*\[([^\]\n]{1,80})\][ \t]*,[ \t]*['\"](" + _ENDPOINT_PATH + r")['\"]")
# Flask-RESTful's resources: api.add_resource(Todo, '/todos/<id>') and the methods its class
# defines (class Todo(Resource): def get(self, id): ...)
_ADD_RESOURCE_RE = re.compile(
    r"\.add_resource[ \t]*\([ \t]*(\w{1,60})[ \t]*,[ \t]*['\"](" + _ENDPOINT_PATH + r")['\"]")
_RESOURCE_METHOD_RE = re.compile(r"\n[ \t]+def[ \t]+(get|post|put|patch|delete)[ \t]*\([ \t]*self\b")
# Retrofit's (and Feign's) client interfaces: @GET("/users/{id}"), and @HTTP(method = "DELETE",
# path = "/x") -- a path without its slash is relative to a base URL written elsewhere
_RETROFIT_VERB_RE = re.compile(
    r"(?<![\w.])@(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)[ \t]*\([ \t]*(?:value[ \t]*=[ \t]*)?\"/("
    + _SLASHLESS_PATH + r")\"[ \t]*\)")
_RETROFIT_HTTP_RE = re.compile(
    r"@HTTP[ \t]*\([ \t]*method[ \t]*=[ \t]*\"(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\"[ \t]*,[ \t]*"
    r"path[ \t]*=[ \t]*\"/(" + _SLASHLESS_PATH + r")\"")
# swag's (swaggo's) annotations of a Go handler: "// @Router /users/{id} [get]"
_SWAG_ROUTER_RE = re.compile(
    r"@Router[ \t]+(" + _ENDPOINT_PATH + r")[ \t]+\[(get|post|put|patch|delete|head|options)\]", re.IGNORECASE)
# Vert.x: a route given its method and its path in one chain,
# router.route().method(HttpMethod.POST).path("/x"), or router.route(HttpMethod.POST, "/x")
_VERTX_METHOD_PATH_RE = re.compile(
    r"\.method[ \t]*\([ \t]*HttpMethod\.(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)[ \t]*\)(?:[^;\n]{0,120}?)"
    r"\.path[ \t]*\([ \t]*\"(" + _ENDPOINT_PATH + r")\"[ \t]*\)"
    r"|\.route[ \t]*\([ \t]*HttpMethod\.(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)[ \t]*,[ \t]*\"(" + _ENDPOINT_PATH
    + r")\"")
# JAX-RS (and Quarkus, Helidon): @GET next to @Path("/x"), within the annotation lines around it
_JAXRS_VERB_RE = re.compile(r"(?<![\w.])@(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\b(?![ \t]*\()")
_JAXRS_PATH_RE = re.compile(r"@Path[ \t]*\([ \t]*(?:value[ \t]*=[ \t]*)?\"(/?" + _ENDPOINT_PATH[1:] + r")\"")
# Symfony: @Route("/x", methods={"GET"}), #[Route('/x', methods: ['POST'])]; Bottle:
# @route('/x', method='POST')
_ROUTE_METHODS_ARG_RE = re.compile(
    r"\b[Rr]oute[ \t]*\([ \t]*(?:path[ \t]*[:=][ \t]*)?['\"](" + _ENDPOINT_PATH + r")['\"][^)\n]{0,200}?"
    r"\bmethods?[ \t]*[:=][ \t]*([{\[(]?[^})\]\n]{1,80})")
# a route function named after its method, without an object: Spring WebFlux's GET("/x"),
# Bottle's and Rust's attribute routes (@get('/x'), #[get("/x")], #[post("/x", data = ...)])
_VERB_FUNCTION_RE = re.compile(
    r"(?:(?<![\w.$@])(GET|POST|PUT|PATCH|DELETE)|(?:@|#\[)(get|post|put|patch|delete))"
    r"[ \t]*\([ \t]*['\"](" + _ENDPOINT_PATH + r")['\"]")
# Axum: .route("/x", get(list).post(create)); Actix: .route("/x", web::post().to(h))
_AXUM_ROUTE_RE = re.compile(
    r"\.route[ \t]*\([ \t]*\"(" + _ENDPOINT_PATH + r")\"[ \t]*,[ \t]*((?:(?:web::)?(?:get|post|put|patch"
    r"|delete)[ \t]*\([^()\n]{0,80}(?:\([^()\n]{0,40}\))?[^()\n]{0,40}\)[ \t]*\.?[ \t]*(?:to[ \t]*\([^()\n]{0,80}\)"
    r"[ \t]*\.?)?)+)")
_METHOD_WORD_RE = re.compile(r"\b(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|get|post|put|patch|delete)\b")
_AXUM_METHOD_RE = re.compile(r"(?<![\w])(get|post|put|patch|delete)[ \t]*\(")
# a route registered by a call whose first arguments are the method, quoted in capitals, and
# the path: aiohttp's add_route('POST', '/x', h), Echo's e.Add("GET", "/x", h), httprouter's
# Handle("GET", "/x", h); the path may be a template literal without substitution:
# cy.intercept("POST", `/api/v2/models`)
_METHOD_STRING_ROUTE_RE = re.compile(
    r"\([ \t]*(['\"])" + _METHODS_RE + r"\1[ \t]*,[ \t]*['\"`](" + _ENDPOINT_PATH + r")['\"`]")
_GLOB_SEGMENT_RE = re.compile(r"/\*{1,2}(?:/|$)")
# Actix's resource: .resource("/x", |r| r.method(http::Method::POST).with(h)), over lines too
_ACTIX_RESOURCE_RE = re.compile(
    r"\.resource[ \t]*\([ \t\n]*\"(" + _ENDPOINT_PATH + r")\"[ \t]*,[^;]{0,200}?"
    r"\b[Mm]ethod::(GET|POST|PUT|PATCH|DELETE)\b")
# aiohttp: app.router.add_get('/x', handler)
_ADD_VERB_RE = re.compile(
    r"\.add_(get|post|put|patch|delete)[ \t]*\([ \t]*['\"](" + _ENDPOINT_PATH + r")['\"]")
# Phoenix's router: get "/users", UserController, :index
_PHOENIX_ROUTE_RE = re.compile(
    r"(?m)^[ \t]*(get|post|put|patch|delete)[ \t]+\"(" + _ENDPOINT_PATH + r")\"[ \t]*,[ \t]*[A-Z]\w*")
# an OpenAPI document in JSON: "/users/{id}": { "get": {...}, "delete": {...} }
_OPENAPI_JSON_PATH_RE = re.compile(r"\"(" + _ENDPOINT_PATH + r")\"[ \t]*:[ \t]*\{")
_JSON_KEY_OR_BRACE_RE = re.compile(r"\"(get|post|put|patch|delete|head|options)\"[ \t]*:|[{}]")
# a method named near a path in prose: "`/registerCache` is a registered route at `POST` method"
_AT_METHOD_AFTER_PATH_RE = re.compile(
    r"[`'\"]?(?=[ \t])[^.\n;!?/]{0,60}?[ \t]"
    r"(?:at|with|for|via|using|accepts?|takes|expects|supports|only)[ \t]+(?:(?:a|an|the)[ \t]+)?"
    r"[`'\"*]{0,2}" + _METHODS_RE + r"[`'\"*]{0,2}[ \t]+(?:method|request|verb|requests)s?\b")
_STATIC_FILE_RE = re.compile(r"\.(?:php|html?|aspx?|jsp|js|css|png|jpe?g|gif|ico|svg|txt|xml)$")
_HTTP_VERSION_RE = re.compile(r"[ \t]+HTTP/\d")
# a concrete request, not an endpoint: a long hex id or number in the path
_CONCRETE_SEGMENT_RE = re.compile(
    r"/(?:[0-9a-fA-F]{16,}|\d{6,}"
    r"|(?=[0-9a-f]{0,40}[0-9])(?=[0-9a-f]{0,40}[a-f])[0-9a-f]{7,40}"  # a short hash: a1b2c3d
    r"|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})(?:/|$)")
# ... or a number after a collection's name ("/users/42", "/books/7/reviews"); a number after
# /api/ or a version is part of the API's address ("/api/3/action")
_NUMBERED_ITEM_RE = re.compile(r"/(?!api/|v\d{1,2}/)[A-Za-z][\w\-.]*/\d{1,5}(?:/|$)")


def _joined(prefix: str, path: str) -> str:
    """*path* under the router's or controller's *prefix* ("/api/product" and "/:id"; its root is
    the prefix itself)."""
    return prefix.rstrip("/") + ("" if path == "/" else path)


def _written_under(path: str, prefix: str) -> bool:
    """Is *path* already written whole, under *prefix* (or the prefix itself)?"""
    return path == prefix or path.startswith(prefix.rstrip("/") + "/")


def _endpoint_path(raw: str, root: bool = False, numbered_ok: bool = False) -> str | None:
    """The endpoint path of a match as stored, or None when it is not one (the root "/" only
    where *root* says a route definition in code gives it: ``app.get('/', h)``; a numbered item,
    "/users/42", only with *numbered_ok*)."""
    cut = raw.find("](")  # a Markdown link's text and target: "[GET /a](/docs)"
    if cut != -1:
        raw = raw[:cut]
    entity = _HTML_ENTITY_RE.search(raw)  # a page's escaped quote glued to it: "/x&quot;"
    if entity is not None:
        raw = raw[:entity.start()]
    glued = _GLUED_CLASS_RE.search(raw)  # a table's next cell glued on: "/accountAccount::Show"
    if glued is not None:
        raw = raw[:glued.start()]
    if "**" in raw:  # Markdown bold around a segment: "/users/**:id**"
        raw = _BOLD_SEGMENT_RE.sub(r"\1", raw)
    path = _strip_trailing(raw)
    if raw.endswith("?") and _OPTIONAL_LAST_RE.search(raw):
        path += "?"  # an optional last parameter: "/:first/:second?"
    if path.endswith("**"):  # Markdown bold: "**POST /users**"
        path = _strip_trailing(path.rstrip("*"))
    if path.startswith("//") or len(path) > _MAX_NAME_LEN:
        return None
    if path[1:].split("/", 1)[0] in HTTP_METHODS:
        return None  # "GET/POST" names two methods, not a path
    if len(path) > 1:
        path = path.rstrip("/") or "/"
    if root and path == "/":
        return path
    if not path.strip("/") or _CONCRETE_SEGMENT_RE.search(path) or (
            not numbered_ok and _NUMBERED_ITEM_RE.search(path)):
        return None
    if _STATIC_ASSET_RE.search(path):
        return None  # a browser's or a crawler's request for a file: "GET /robots.txt"
    return path


_HTML_ENTITY_RE = re.compile(r"&(?:quot|amp|lt|gt|apos|nbsp|#\d{1,5}|#x[0-9a-fA-F]{1,4});?")
_BOLD_SEGMENT_RE = re.compile(r"\*\*([^*/\s]{1,60})\*\*")
# a class name glued to the path's end, as a page's table loses its cells' blanks
_GLUED_CLASS_RE = re.compile(r"(?<=[a-z0-9])[A-Z][A-Za-z0-9]{0,60}(?:::|#)[A-Za-z]")
_OPTIONAL_LAST_RE = re.compile(r"/:\w{1,40}\?$")
# an API table's description glued to its path: a capitalised verb opening it, after a path's
# lower-case word or parameter ("/realmsReturns", "/{realm}Get the ...", "/webhooksCreate an ...")
_GLUED_DESCRIPTION_RE = re.compile(
    r"(?<=[a-z0-9}])(?:Returns?|Gets?|Creates?|Updates?|Deletes?|Removes?|Lists?|Retrieves?|Fetch(?:es)?"
    r"|Uploads?|Imports?|Exports?|Changes?|Sets?|Adds?|Replaces?|Checks?|Sends?|Convenience)$")
_DESCRIPTION_GOES_ON_RE = re.compile(r"[ \t]+(?:[a-z]|[A-Z]{2,5}\b)")
# static files a browser or a crawler asks a site for: no API's endpoints
_STATIC_ASSET_RE = re.compile(
    r"(?:^|/)(?:robots\.txt|favicon\.ico|sitemap\.xml|[^/]*\.(?:ico|png|jpe?g|gif|svg|webp|css"
    r"|map|woff2?|ttf|eot))$")


def _prefixed_routers(masked: str) -> dict[str, str | None]:
    """The routers a text gives a path prefix, by name, and the prefix where it is written
    plainly (Gin's, Echo's, Fiber's groups: users := r.Group("/users"); FastAPI's router =
    APIRouter(prefix="/users"); Hono's api = app.basePath('/api'))."""
    found: dict[str, str | None] = {}
    if ".Group" in masked:
        found.update((g.group(1), g.group(2)) for g in _ROUTER_GROUP_RE.finditer(masked))
        # a group of a group: its whole prefix is its parent's and its own; a parent whose
        # prefix is not plain ("api.Group("", auth)") leaves its children's unknown
        groups = list(_ANY_GROUP_RE.finditer(masked))
        group_names = {g.group(1) for g in groups}
        for g in groups:  # (in the text's order: a parent before its children)
            if g.group(2) in group_names:
                above, own = found.get(g.group(2)), found.get(g.group(1))
                found[g.group(1)] = above.rstrip("/") + own if above and own else None
    if "APIRouter" in masked:
        found.update((g.group(1), g.group(2) and "/" + g.group(2).lstrip("/"))
                     for g in _PREFIXED_API_ROUTER_RE.finditer(masked))
    if ".basePath" in masked:
        found.update((g.group(1), g.group(2)) for g in _BASE_PATH_RE.finditer(masked))
    return found


# what may stand right before a whole path where a text writes it: anything but a path's own
# characters, or an address's host ("http://localhost:9000/api/contact", "127.0.0.1:8787/api/x")
_PATH_CHARACTERS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.~/{}:<>[]*%")
_HOST_BEFORE_RE = re.compile(r"(?:https?://)?(?:localhost|[\w\-]{1,63}(?:\.[\w\-]{1,63}){1,6})(?::\d{1,5})?$")


_PATH_RUN_RE = re.compile(r"/[\w\-.~{}:<>\[\]*%/]{0,300}")


class _WholePaths:
    """The paths a text writes whole -- on their own or after an address's host -- read once
    and only when a prefixed router's route asks, as :class:`_WrittenRoutes` reads its routes
    (each "/" is looked at once, in a bounded window: linear in the text)."""

    def __init__(self, text: str) -> None:
        self._text = text
        self._starts: dict[str, list[int]] | None = None

    def _read_starts(self) -> dict[str, list[int]]:
        text = self._text
        found: dict[str, list[int]] = {}
        for i in (m.start() for m in re.finditer("/", text)):
            if i and text[i - 1] in _PATH_CHARACTERS and _HOST_BEFORE_RE.search(text, max(0, i - 80), i) is None:
                continue  # a path's own segment, or a word's: "and/or"
            path = _PATH_RUN_RE.match(text, i).group().rstrip(".:,")
            starts = found.setdefault(path, [])
            if len(starts) < 20:
                starts.append(i)
        return found

    def writes(self, path: str, method: str, prefix: str) -> bool:
        """Is *path* written whole, other than as the prefix's own definition or another
        method's route?"""
        if self._starts is None:
            self._starts = self._read_starts()
        for start in self._starts.get(path, ()):
            before = self._text[max(0, start - 80):start]
            if path == prefix and _PREFIX_CALL_BEFORE_RE.search(before):
                continue  # the group's own definition: r.Group("/users")
            other = _METHOD_BEFORE_RE.search(before)
            if other is not None and other.group(1).upper() != method:
                continue  # another method's route: router.GET("/api/products/:id", ...)
            return True
        return False


_PREFIX_CALL_BEFORE_RE = re.compile(
    r"(?:\.Group|\.basePath|\bprefix[ \t]*=)[ \t]*\([ \t]*[\"'`]?$|\bprefix[ \t]*=[ \t]*[\"']$")
_METHOD_BEFORE_RE = re.compile(r"\b(get|post|put|patch|delete|GET|POST|PUT|PATCH|DELETE|Get|Post|Put|Patch|Delete)"
                               r"[ \t]*\(?[ \t]*[\"'`]?$")


# (a router by its name or its module, not a middleware on a path: app.use('/api', auth))
_EXPRESS_MOUNT_RE = re.compile(
    r"\b[A-Za-z_$][\w$]{0,40}\.use[ \t]*\([ \t]*['\"`]/[\w\-./:]*['\"`][ \t]*,[ \t]*"
    r"(?:[\w$]{0,40}(?:[Rr]outer|[Rr]outes)[\w$]{0,20}|api(?:V\d)?|require[ \t]*\([^()]{1,120}\))[ \t]*\)")
_APP_RECEIVERS = frozenset({"app", "server", "application", "App"})
# a client's requests, not a router's routes: their paths are whole wherever routers are mounted
_CLIENT_RECEIVERS = frozenset({"axios", "superagent", "http", "client", "$http", "$axios", "request", "ky",
                               "got", "requests", "session", "httpClient", "agent", "apiClient", "axiosInstance"})
# the object a route is registered on, a chain's too ("router\n  .get('/x', h)")
_ROUTE_RECEIVER_RE = re.compile(r"@?(\w{1,60})[ \t\n]*(?:\.|::)")


def _endpoint_hits(masked: str, text: str = "") -> list[tuple[int, int, ExtractedEntity]]:
    hits: list[tuple[int, int, ExtractedEntity]] = []

    # a route on a router with a prefix (Gin, Echo, Fiber: users := r.Group("/users");
    # FastAPI: router = APIRouter(prefix="/users"); Hono: api = app.basePath('/api')) has a path
    # the route does not write whole: "users.POST("/", h)" is POST /users, "@router.get("/me")"
    # GET /users/me; such a route is kept where the text writes its whole path too (its curl
    # line's address, "the route '/api/test'"), and left out elsewhere, as people leave it out
    # of what they note
    prefixed = _prefixed_routers(masked)
    # Express: a router mounted under a path ("app.use('/albums', albumsRouter)") serves its
    # routes under that path, so a route on any router but the app is never written whole
    mounted = ".use" in masked and _EXPRESS_MOUNT_RE.search(masked) is not None
    # Laravel: routes in a prefixed group's closure ("Route::prefix('admin')->group(function () {",
    # "Route::group(['prefix' => 'admin'], function () {") sit under its prefix
    laravel_groups = ([m.start() for m in _LARAVEL_PREFIX_GROUP_RE.finditer(masked)]
                      if "Route::" in masked and "prefix" in masked else [])

    routes = _WrittenRoutes(masked)
    whole_paths = _WholePaths(text or masked)

    def add(pos: int, method: str, raw: str, end: int = -1, root: bool = False) -> None:
        # (an endpoint is a method and a path: a path alone, however API-like, is none)
        if laravel_groups and masked.startswith("Route::", pos) and _in_group(masked, laravel_groups, pos):
            return
        if prefixed or mounted:
            receiver = _ROUTE_RECEIVER_RE.match(masked, pos)
            if receiver is not None and receiver.group(1) in prefixed:
                prefix = prefixed[receiver.group(1)]
                own = _endpoint_path(raw, root=True, numbered_ok=True)
                whole = own and prefix and _endpoint_path(_joined(prefix, own))
                if whole and method and whole_paths.writes(whole, method.upper(), prefix):
                    hits.append((pos, 2, ExtractedEntity(API_ENDPOINT, f"{method.upper()} {whole}")))
                return  # its whole path is the router's prefix and this one
            if receiver is not None and (
                    mounted and receiver.group(1) not in _APP_RECEIVERS
                    and receiver.group(1) not in _CLIENT_RECEIVERS
                    and masked.startswith(".", receiver.end() - 1)):  # (a JS receiver's ".")
                return  # its whole path is the router's prefix and this one, never written so
        path = _endpoint_path(raw, root, numbered_ok=True)
        if path is not None and routes.calls_one(path):
            return
        if (path is not None and end >= 0 and method.upper() in ("GET", "HEAD")
                and _STATIC_FILE_RE.search(path) and _HTTP_VERSION_RE.match(masked, end)):
            # an access log's request for one file: "GET /index.php HTTP/1.1" (data posted to a
            # script is a call of it: "POST /test/requestTest.php HTTP/1.1")
            return
        if path is not None and method:
            hits.append((pos, 2, ExtractedEntity(API_ENDPOINT, f"{method.upper()} {path}")))

    def add_route(pos: int, method: str, raw: str, end: int = -1) -> None:
        # a route definition in code: its path may be the root ("app.get('/', h)"), unless the
        # route is a sub-router's, whose root is where the router is mounted ("router.post('/')")
        add(pos, method, raw, end, root=not masked.startswith(("router.", "Router."), pos))

    _written_request_hits(masked, add)
    if "/" in masked:
        _path_then_method_hits(masked, add)
        _table_and_field_hits(masked, add)
        _client_call_hits(masked, add)
    defined_from = len(hits)  # the hits from here on are routes code defines
    _route_definition_hits(masked, add_route)
    _nest_bare_decorator_hits(masked, add)
    if "/" in masked:
        _framework_call_hits(masked, add)
        _route_table_and_file_hits(masked, add, add_route)
    if "Mapping" in masked or "ontroller" in masked:
        hits[:] = _with_class_prefix(masked, hits)
    return _without_refused(masked, hits, {hit[2].name for hit in hits[defined_from:]})


# a path as written, and a route's parameter in any framework's spelling: ":id", "{id}",
# "<int:id>", "[id]", "*"
_WRITTEN_PATH_RE = re.compile(r"(?:/[\w\-.~:{}<>\[\]*?]{1,80}){1,20}")
_PARAMETER_SEGMENT_RE = re.compile(
    r":\w{1,40}\??|\{\w{1,40}(?::[^{}/]{1,40})?\}|<(?:\w{1,20}:)?\w{1,40}>|\[\w{1,40}\]|\*")
_NUMBER_SEGMENT_RE = re.compile(r"\d{1,5}")


class _WrittenRoutes:
    """The routes a text writes with parameters, read once and only when a request for a
    numbered item asks: "GET /users/42" beside the route "GET /users/:id" is an example call of
    that route; where the text writes no such route, the request is the only name it gives."""

    def __init__(self, text: str) -> None:
        self._text = text
        self._shapes: set[str] | None = None

    def calls_one(self, path: str) -> bool:
        """Is *path* a request for a numbered item of a route the text writes?"""
        if not _NUMBERED_ITEM_RE.search(path):
            return False
        if self._shapes is None:
            self._shapes = self._read_shapes()
        return _shape(path, _NUMBER_SEGMENT_RE) in self._shapes

    def _read_shapes(self) -> set[str]:
        # each parameterised route as its segments with a parameter as "#" ("/users/:id" and
        # "/users/{id}" are both "/users/#")
        shapes = set()
        for m in _WRITTEN_PATH_RE.finditer(self._text):
            shape = _shape(m.group().rstrip("/?."), _PARAMETER_SEGMENT_RE)
            if "#" in shape.split("/"):
                shapes.add(shape)
        return shapes


def _shape(path: str, variable: re.Pattern[str]) -> str:
    """*path* with each segment *variable* matches whole as "#"."""
    return "/".join("#" if variable.fullmatch(seg) else seg for seg in path.split("/"))


def _without_refused(masked: str, hits: list[tuple[int, int, ExtractedEntity]], defined: set[str]
                     ) -> list[tuple[int, int, ExtractedEntity]]:
    """*hits* without the requests the text's own framework says no route accepts ("No route
    matches [POST] "/x"", "Cannot GET /x", "No mapping for GET /x", a log's '"POST /x HTTP/1.1"
    405'): the app has no such endpoint, whatever its log calls the request ("Started POST
    "/x""), unless the text's code defines it (*defined*: the route exists; the request failed
    for another reason)."""
    if not hits or not _REFUSED_HINT_RE.search(masked):
        return hits
    refused = set()
    for m in _REFUSED_REQUEST_RE.finditer(masked):
        method = m.group(1) or m.group(3) or m.group(5) or m.group(7)
        path = _endpoint_path(m.group(2) or m.group(4) or m.group(6) or m.group(8), root=True)
        if path is not None:
            refused.add(f"{method} {path}")
    refused -= defined
    return [hit for hit in hits if hit[2].name not in refused]


# a line of an endpoint list for the root: "GET / – Homepage", "- `GET /`: the index"
# (its path may be quoted, 'GET "/" - list users', and a comment may follow it, "GET  /  # status")
_LISTED_ROOT_RE = re.compile(
    r"(?m)^[ \t]*(?:[-*+][ \t]+)?[`*]{0,2}" + _METHODS_RE
    + r"[ \t]+([\"'`]?)/\2[`*]{0,2}[ \t]*(?:[\u2013\u2014:#-][ \t]|$)")
# an HTTP request line for the root: "> GET / HTTP/1.1" (curl -v), '"POST / HTTP/1.1" 400' (a log)
_ROOT_REQUEST_LINE_RE = re.compile(r"(?<![\w\-./])" + _METHODS_RE + r" / HTTP/\d")
# ... that no app's route answered (a log line's status, a proxy's error, the response's status),
# or that a page shows as an example or sends to a public site ("Host: www.example.com")
_ROOT_NOT_ANSWERED_RE = re.compile(
    r"[^\n]{0,12}[\"'][ \t]+(?:404|405|502|503|504)\b|[^\n]{0,12}[\"'],[ \t]+upstream:"
    r"|(?:[^\n]*\n){1,5}?[> \t]*Host:[ \t]*(?:(?:www\.)?example\.|\x01)"
    r"|(?:[^\n]*\n){0,15}?[< \t]*HTTP/[\d.]+[ \t]+(?:404|405|502|503|504)\b")
# the statuses a framework answers a request no route takes with (no route for the path, none
# for its method), as a log reports them
_NO_ROUTE_STATUSES = frozenset({"404", "405"})
# Next.js's dev server logging a request for the root: " POST / 500 in 7716ms"
_NEXT_LOG_ROOT_RE = re.compile(r"(?m)^[ \t]*" + _METHODS_RE + r" / (\d{3}) in \d")
# Gin's log of a request its routes answered: '[GIN] 2024/05/07 - 07:41:01 | 200 | 4.89s |
# 127.0.0.1 | POST "/api/chat"' (older versions: "| ::1 POST /v1/faces")
_GIN_LOG_REQUEST_RE = re.compile(
    r"\[GIN\][^\n|]{0,40}\|[ \t]*(\d{3})[ \t]*\|[^\n]{0,120}?[| \t]" + _METHODS_RE
    + r"[ \t]+\"?(" + _ENDPOINT_PATH + r"|/)\"?(?![\w/])")
# the header block of a preflight request (up to its first blank line)
_PREFLIGHT_METHOD_RE = re.compile(
    r"[^\n]{0,200}\n(?:[^\n]{1,500}\n){0,30}?[ \t]*Access-Control-Request-Method:[ \t]*" + _METHODS_RE)
_FLASK_EXCEPTION_RE = re.compile(r"\bException on (" + _ENDPOINT_PATH + r") \[" + _METHODS_RE + r"\]")
# a framework's answer to a request no route accepts: Rails', Express's, Spring's
_REFUSED_HINT_RE = re.compile(
    r"No route matches|Cannot [A-Z]|No (?:mapping|handler found) for|HTTP/[\d.]{1,3}\"? 40[45]\b")
_REFUSED_REQUEST_RE = re.compile(
    r"No route matches \[" + _METHODS_RE + r"\] \\?\"(" + _ENDPOINT_PATH + r"|/)"
    r"|\bCannot " + _METHODS_RE + r" (" + _ENDPOINT_PATH + r"|/)"
    r"|\bNo (?:mapping|handler found) for (?:HTTP )?" + _METHODS_RE
    + r" (" + _ENDPOINT_PATH + r"|/)"
    # a server's log of a request it answered 405 (the route takes other methods) or 404 (no
    # route matched): '"POST /api/login/ HTTP/1.1" 405 0', '"POST /slack/events HTTP/1.1" 404 -'
    r"|\b" + _METHODS_RE + r" (" + _ENDPOINT_PATH + r") HTTP/[\d.]{1,3}\"? 40[45]\b")


def _written_request_hits(masked: str, add) -> None:
    """A method written before its path: "POST /users", "GET `/x`", a page's glued lines,
    "GET, PUT and DELETE on /books/:id", "(GET /x)"; the root in a list of endpoints ("GET / –
    Homepage" beside "POST /api/todos – Create a todo")."""
    written = 0
    for written, m in enumerate(_ENDPOINT_RE.finditer(masked), 1):
        method = m.group(1)
        if method == "OPTIONS":
            # a browser's CORS preflight asks whether the real request may follow; its
            # headers name that request's method ("Access-Control-Request-Method: POST")
            asked = _PREFLIGHT_METHOD_RE.match(masked, m.end())
            if asked is not None:
                method = asked.group(1)
        raw = m.group(2)
        glued = _GLUED_DESCRIPTION_RE.search(raw)
        if glued is not None and _DESCRIPTION_GOES_ON_RE.match(masked, m.end()):
            # a page's table lost its cells' blanks: "GET/admin/realmsReturns a list of realms.",
            # "POST /v1/webhooksCreate an endpoint": the path ends where its description begins
            raw = raw[:glued.start()]
        add(m.start(), method, raw, m.end())
    if written >= 2 and "/" in masked:
        for m in _LISTED_ROOT_RE.finditer(masked):
            add(m.start(), m.group(1), "/", root=True)
    if " in " in masked:
        for m in _NEXT_LOG_ROOT_RE.finditer(masked):
            if m.group(2) not in _NO_ROUTE_STATUSES:
                add(m.start(1), m.group(1), "/", root=True)
    if "[GIN]" in masked:
        for m in _GIN_LOG_REQUEST_RE.finditer(masked):
            if m.group(1) not in _NO_ROUTE_STATUSES:
                add(m.start(2), m.group(2), m.group(3), root=True)
    if " HTTP/" in masked:
        for m in _ROOT_REQUEST_LINE_RE.finditer(masked):
            if not _ROOT_NOT_ANSWERED_RE.match(masked, m.end()):
                add(m.start(), m.group(1), "/", root=True)
    for m in _METHOD_WORD_PATH_RE.finditer(masked):
        add(m.start(), m.group(1), m.group(2))
    if "request" in masked:
        for m in _PROSE_REQUEST_PATH_RE.finditer(masked):
            add(m.start(), (m.group(1) or m.group(2)).upper(), m.group(3).rstrip("_*"))
    if "/" in masked:
        # a page whose lines ran together: "get one postPOST /posts → create a post"
        for m in _GLUED_ENDPOINT_RE.finditer(masked):
            add(m.start(1), m.group(1), m.group(2))
    for m in _METHOD_LIST_PATH_RE.finditer(masked):
        if _LIST_CONJUNCTION_RE.search(m.group(1)) is None:
            continue  # "GET, POST, PUT, DELETE methods on /items": the methods a page explains
        for method in _LISTED_METHOD_RE.findall(m.group(1)):
            add(m.start(), method, m.group(2))
    if "(" in masked:
        for m in _PAREN_METHOD_RE.finditer(masked):
            add(m.start(), m.group(1), m.group(2))


def _nest_bare_decorator_hits(masked: str, add) -> None:
    """NestJS: a controller's prefix before its handlers' decorators; a bare @Get() is the
    prefix itself ('@Controller('cats') ... @Get() findAll()' serves GET /cats). Spring the
    same: a bare @PostMapping under a class's @RequestMapping("/smartphones") serves POST
    /smartphones."""
    if "ontroller" in masked:
        _bare_under_prefix(masked, add, _NEST_CONTROLLER_RE, _NEST_EMPTY_DECORATOR_RE, "/")
    if "Mapping" in masked:
        _bare_under_prefix(masked, add, _CLASS_MAPPING_RE, _SPRING_BARE_MAPPING_RE, "")


def _bare_under_prefix(masked: str, add, prefix_re: re.Pattern[str], bare_re: re.Pattern[str],
                       lead: str) -> None:
    """Each bare route (*bare_re*: its method) serves the nearest prefix before it (*prefix_re*:
    its path, after *lead*)."""
    prefixes = list(prefix_re.finditer(masked))
    starts = [p.start() for p in prefixes]
    for m in bare_re.finditer(masked) if prefixes else ():
        k = bisect.bisect_left(starts, m.start())
        if k > 0:
            add(m.start(), m.group(1), lead + prefixes[k - 1].group(1))


def _path_then_method_hits(masked: str, add) -> None:
    """A path with its method after it: "`/users/{id}` PATCH method", "/api/x (PUT)",
    "`/x` is a registered route at `POST` method", Flask's "Exception on /x [POST]"."""
    at_method = "method" in masked or "request" in masked or "verb" in masked
    for p in _PATH_START_RE.finditer(masked):
        quoted = bool(p.group(1)) and masked.startswith("`", p.end())
        after = p.end() + 1 if quoted else p.end()
        # "`/users/{id}` PATCH method", "/users PATCH request", "/api/users/{id} (PUT)"
        m = _THEN_METHOD_RE.match(masked, after)
        if m is not None:
            parenthesised = bool(m.group(1)) and bool(m.group(3))
            if parenthesised or (quoted and not m.group(1)) or m.group(0).endswith(
                    ("method", "request", "requests", "endpoint", "call", "route")) or (
                    # a list of routes, each item opening with its path: "1. /books GET Get all books"
                    not m.group(1) and _LIST_ITEM_START_RE.fullmatch(
                        masked, masked.rfind("\n", 0, p.start()) + 1, p.start())
                    and _ITEM_TEXT_AFTER_RE.match(masked, m.end())):
                add(p.start(), m.group(2), p.group(2))
        # "`/registerCache` is a registered route at `POST` method"
        if at_method:
            m = _AT_METHOD_AFTER_PATH_RE.match(masked, p.end())
            if m is not None:
                add(p.start(), m.group(1), p.group(2))
    if "Exception on /" in masked:
        # Flask's log of a view that raised: "ERROR in app: Exception on /api/x [POST]"
        for m in _FLASK_EXCEPTION_RE.finditer(masked):
            add(m.start(), m.group(2), m.group(1), root=True)  # (the root too: "Exception on / [POST]")
    if "ethod:" in masked:
        # a list of paths, each described and its method last: "/books - get all books (Method: GET)"
        for m in _PATH_LINE_METHOD_LAST_RE.finditer(masked):
            add(m.start(1), m.group(2), m.group(1))


_PATH_LINE_METHOD_LAST_RE = re.compile(
    r"(?m)^[ \t*`-]{0,4}(" + _ENDPOINT_PATH + r")`?[ \t]+[-\u2013\u2014:][ \t][^\n]{0,100}?"
    r"\((?:HTTP[ \t]+)?[Mm]ethod:[ \t]*`?" + _METHODS_RE + r"`?\)[ \t]*$")


# a Markdown table whose header names its columns: "| Endpoint | Description | Methods |"
_TABLE_SEPARATOR_RE = re.compile(r"[ \t]*\|?[ \t]*:?-{2,}:?[ \t]*(?:\|[ \t]*:?-{2,}:?[ \t]*)+\|?[ \t]*")
_METHOD_HEADER_RE = re.compile(r"(?:http[ \t]+)?(?:methods?|verbs?|request[ \t]+(?:method|type))", re.IGNORECASE)
_PATH_HEADER_RE = re.compile(r"\b(?:endpoints?|paths?|routes?|urls?|uris?)\b", re.IGNORECASE)
_FULL_PATH_HEADER_RE = re.compile(r"\b(?:full|complete|absolute)\b", re.IGNORECASE)
_CELL_METHOD_RE = re.compile(r"\b" + _METHODS_RE + r"\b")
_CELL_PATH_RE = re.compile(_ENDPOINT_PATH + r"(?:\(\.:format\))?")


def _table_cells(line: str) -> list[str]:
    line = line.strip()
    if line.startswith("|"):
        line = line[1:]
    if line.endswith("|"):
        line = line[:-1]
    return [cell.strip().strip("*`").strip() for cell in line.split("|")]


def _headed_table_hits(masked: str, add) -> list[tuple[int, int]]:
    """Rows of a table whose header names a method column and a path column, in any order and
    however far apart ("| `/auth/me` | Get current user data | GET |"); where two columns hold
    paths, the one headed as the full path ("Path Pattern" beside "Full URL Path"). Returns the
    tables' spans, which the row patterns then leave alone."""
    spans: list[tuple[int, int]] = []
    raw_lines = masked.split("\n")
    offsets = [0]
    for line in raw_lines:
        offsets.append(offsets[-1] + len(line) + 1)
    # (a table added or removed in a diff: "+| [POST] | /api/auth/login | ... |")
    lines = [line[1:] if line[:1] in ("+", "-") and line[1:].lstrip(" \t")[:1] == "|" else line
             for line in raw_lines]
    for i in range(1, len(lines)):
        if "-" not in lines[i] or "|" not in lines[i] or not _TABLE_SEPARATOR_RE.fullmatch(lines[i]):
            continue
        header = _table_cells(lines[i - 1])
        methods = [k for k, cell in enumerate(header) if _METHOD_HEADER_RE.fullmatch(cell)]
        paths = [k for k, cell in enumerate(header) if _PATH_HEADER_RE.search(cell) and k not in methods]
        if len(methods) != 1 or not paths:
            continue
        path_col = next((k for k in paths if _FULL_PATH_HEADER_RE.search(header[k])), paths[0])
        end = i + 1
        while end < len(lines) and "|" in lines[end]:
            cells = _table_cells(lines[end].replace("GET|HEAD", "GET"))  # (Laravel's route list)
            if len(cells) > max(methods[0], path_col):
                path = _CELL_PATH_RE.fullmatch(cells[path_col])
                if path is not None:
                    for method in _CELL_METHOD_RE.findall(cells[methods[0]]):
                        add(offsets[end], method, path.group(), root=True)
            end += 1
        spans.append((offsets[i - 1], offsets[end]))
    return spans


def _table_and_field_hits(masked: str, add) -> None:
    """A table's row, a "Method:" field beside a "URL:" field, several methods on one path."""
    if "|" in masked:
        headed = _headed_table_hits(masked, add) if "-" in masked else []

        def in_headed(pos: int) -> bool:
            return any(lo <= pos < hi for lo, hi in headed)

        for m in _TABLE_ROW_RE.finditer(masked):
            if not in_headed(m.start()):
                for method in m.group(1).split("/"):
                    add(m.start(), method.strip(), m.group(2))
        for m in _TABLE_PATH_METHOD_RE.finditer(masked):
            if not in_headed(m.start()):
                add(m.start(), m.group(2), m.group(1))
    if "\t" in masked:
        # a table copied from a page, its cells apart by tabs: "/api/posts/<id>/\tGET\tRetrieve a post"
        for m in _TAB_ROW_PATH_METHOD_RE.finditer(masked):
            add(m.start(), m.group(2), m.group(1))
    rows = [m for m in _SPACED_ROW_PATH_METHODS_RE.finditer(masked)
            if not m.group(1).startswith("/*")]  # (a comment's opening: "/** GET /api/users - Get user")
    if len(rows) >= _SPACED_ROWS_MIN:
        for m in rows:
            for method in _LISTED_METHOD_RE.findall(m.group(2)):
                add(m.start(), method, m.group(1), root=True)
    if ":" in masked or "|" in masked or "**" in masked:
        for m in _METHOD_FIELD_RE.finditer(masked):
            # the nearest URL field within four lines ("Method: `PATCH`" / "URL: `/api/x`"),
            # after the method on a tie
            window_end = window_start = m.end()
            for _ in range(4):
                nl = masked.find("\n", window_end + 1)
                window_end = len(masked) if nl == -1 else nl
            window_start = m.start()
            for _ in range(4):
                window_start = max(0, masked.rfind("\n", 0, max(0, window_start - 1)))
            best = None
            for u in _URL_FIELD_RE.finditer(masked, window_start, window_end):
                if u.start() == m.start():
                    continue
                lines = masked.count("\n", *sorted((u.start(), m.start())))
                rank = (lines, u.start() < m.start())
                if best is None or rank < best[0]:
                    best = (rank, u)
            if best is not None:
                add(m.start(), m.group(1), best[1].group(1))
    for m in _SHARED_PATH_RE.finditer(masked):
        add(m.start(), m.group(1), m.group(3))
        add(m.start(), m.group(2), m.group(3))
        # (three or more: "GET / PUT / DELETE /api/users/:id", the first ones before the pair)
        before = _SHARED_METHODS_BEFORE_RE.search(masked, max(0, m.start() - 40), m.start())
        if before is not None:
            for method in _LISTED_METHOD_RE.findall(before.group()):
                add(m.start(), method, m.group(3))
    if "Resource Path" in masked:
        # API Gateway's log of a test request: "HTTP Method: POST, Resource Path: /graphql"
        for m in _GATEWAY_LOG_RE.finditer(masked):
            add(m.start(), m.group(1), m.group(2))
    if "<dt>" in masked:
        # an HTML page's definition list: "<dt>Method</dt> <dd>GET</dd> <dt>URL</dt> <dd>/v1/x</dd>"
        for m in _DEFINITION_LIST_RE.finditer(masked):
            add(m.start(), m.group(1), m.group(2))


def _client_call_hits(masked: str, add) -> None:
    """A client's request given its method: fetch('/x', {method: 'POST'}), a config's url and
    method."""
    if "method" in masked:
        for m in _FETCH_METHOD_RE.finditer(masked):
            if m.group(2).upper() in HTTP_METHODS:
                add(m.start(), m.group(2), m.group(1))
        for m in _CONFIG_METHOD_RE.finditer(masked):
            if m.group(1).upper() in HTTP_METHODS:
                # (a route's own configuration may name the root: hapi's {method: 'GET', path: '/'})
                add(m.start(), m.group(1), m.group(2), root="path" in m.group())
        if "[" in masked:
            # a route for several methods: hapi's {method: ['PUT', 'POST'], path: '/'}
            for m in _CONFIG_METHODS_RE.finditer(masked):
                for method in _http_methods_in(m.group(1)):
                    add(m.start(), method, m.group(2), root=True)
    if "url" in masked or "path" in masked:
        for m in _URL_THEN_METHOD_RE.finditer(masked):
            if m.group(3).upper() in HTTP_METHODS:
                add(m.start(), m.group(3), m.group(2), root=m.group(1) is not None)


_GRPC_HTTP_OPTION_RE = re.compile(r"\boption[ \t]*\([ \t]*google\.api\.http[ \t]*\)[ \t]*=[ \t]*\{")
# (the rule's own fields, up to the option's closing brace: a path template may hold "{name=x/*}")
_GRPC_HTTP_RULE_RE = re.compile(r"(?<![\w\-])(get|post|put|patch|delete)[ \t]*:[ \t]*\"(/[^\"\s]{0,200})\"")


def _framework_call_hits(masked: str, add) -> None:
    """Routes that frameworks define by calls, decorators and annotations."""
    if "(" in masked:
        for m in _ROUTE_DEF_RE.finditer(masked):
            if not _commented_out(masked, m.start()):
                # (a client's request for '/' is no route: only a router's own call gives it)
                add(m.start(), m.group(1), m.group(2),
                    root=_SERVER_RECEIVER_RE.match(masked, m.start()) is not None)
        if "@" in masked:
            for m in _ROUTE_ANNOTATION_RE.finditer(masked):
                add(m.start(), m.group(1), m.group(2), root=True)
            if "Mapping" in masked:
                # a mapping annotation with several paths: @DeleteMapping(path = {"/a", "/b"})
                for m in _MAPPING_ARRAY_RE.finditer(masked):
                    for p in _MAPPING_PATH_RE.finditer(m.group(2)):
                        add(m.start(), m.group(1), p.group(1), root=True)
            for m in _REQUEST_MAPPING_RE.finditer(masked):
                methods = _REQUEST_METHOD_RE.findall(m.group(1))
                for p in _MAPPING_PATH_RE.finditer(m.group(1)):
                    for method in methods:  # a mapping without a method is a prefix
                        add(m.start(), method, p.group(1))
        if "HttpMethod." in masked:
            for m in _HTTP_METHOD_PATHS_RE.finditer(masked):
                for p in _MAPPING_PATH_RE.finditer(m.group(2)):
                    add(m.start(), m.group(1), p.group(1))
        if "[Http" in masked:
            for m in _ASPNET_VERB_RE.finditer(masked):
                if m.group(2):
                    add(m.start(), m.group(1), m.group(2))
                    continue
                # [HttpPost] / [Route("/x")]: the route within the attribute lines around it
                lo = masked.rfind("\n", 0, max(0, masked.rfind("\n", 0, m.start())))
                hi = masked.find("\n", masked.find("\n", m.end()) + 1)
                for r in _ASPNET_ROUTE_RE.finditer(masked, max(0, lo), len(masked) if hi == -1 else hi):
                    add(m.start(), m.group(1), r.group(1))
        if "google.api.http" in masked:
            # a gRPC method's HTTP rule: 'option (google.api.http) = { post: "/v1/foo" body: "*" };'
            for m in _GRPC_HTTP_OPTION_RE.finditer(masked):
                for rule in _GRPC_HTTP_RULE_RE.finditer(masked, m.end(), min(len(masked), m.end() + 600)):
                    add(rule.start(), rule.group(1), rule.group(2))
        if ".Handle" in masked:
            for m in _HANDLE_FUNC_RE.finditer(masked):
                methods = re.findall(r"\"(\w{3,7})\"", m.group(2) or "")
                methods = [x for x in methods if x.upper() in HTTP_METHODS]
                for method in methods:  # without .Methods(), any method: no endpoint
                    add(m.start(), method, m.group(1))
        if ".route" in masked:
            for m in _ROUTE_CHAIN_RE.finditer(masked):
                # (the app's own root route: "app.route('/').get(...)"; a sub-router's is its mount)
                root = masked.endswith(("app", "server"), 0, m.start())
                receiver = _CHAIN_RECEIVER_RE.search(masked, max(0, m.start() - 60), m.start())
                pos = receiver.start() if receiver is not None else m.start()
                for method in _CHAINED_METHOD_RE.findall(m.group(2)):
                    add(pos, method, m.group(1), root=root)
        if "methods" in masked:
            for m in _FLASK_ROUTE_RE.finditer(masked):
                for method in re.findall(r"['\"](\w{3,7})['\"]", m.group(2)):
                    if method.upper() in HTTP_METHODS:
                        add(m.start(), method, m.group(1), root=True)


def _route_table_and_file_hits(masked: str, add, add_route) -> None:
    """Route tables, routes files, forms, logs and the routers of Ruby, PHP, Perl, R and Play."""
    if "_path" in masked or "_url" in masked:
        # a route table's line, as Phoenix lists its routes: "user_post_path  POST  /users/:id/posts"
        for m in _HELPER_ROUTE_LINE_RE.finditer(masked):
            add(m.start(), m.group(1), m.group(2))
    if "(" in masked:
        for m in _COMPOJURE_ROUTE_RE.finditer(masked):
            add(m.start(), m.group(1), m.group(2), root=True)
        if "HTTP_" in masked:
            for m in _SERVER_ON_ROUTE_RE.finditer(masked):
                add(m.start(), m.group(2), m.group(1), root=True)
    if "Mapped {" in masked:
        # (before Nest 7 the log gives a route under its controller's path, which the resolver's
        # line before it names: "ProductController {/api/product}:" then "Mapped {/:id, GET} route")
        resolved = [(m.start(), m.group(1)) for m in _NEST_RESOLVED_CONTROLLER_RE.finditer(masked)]
        starts = [pos for pos, _ in resolved]
        for m in _NEST_MAPPED_ROUTE_RE.finditer(masked):
            path = m.group(1)
            k = bisect.bisect_left(starts, m.start()) - 1
            prefix = resolved[k][1] if k >= 0 else "/"
            if prefix.rstrip("/") and not _written_under(path, prefix):
                path = _joined(prefix, path)
            add(m.start(), m.group(2), path, root=True)
    for m in _RAILS_ROUTE_RE.finditer(masked):
        # a route the code defines, the root too: Sinatra's, Kemal's and Plug's 'get "/" do',
        # Jester's 'get "/":', Dream's 'Dream.get "/"'
        add(m.start(), m.group(1), m.group(2), root=True)
    if "esource(" in masked:
        # Laravel: Route::resource('/photos', C::class, ['only' => ['index', 'store']]) -- the
        # actions on the collection itself; the others' parameter names are the framework's guess
        for m in _RESOURCE_ROUTE_RE.finditer(masked):
            only = _ONLY_ACTIONS_RE.search(m.group(2))
            for action in re.findall(r"['\"](\w+)['\"]", only.group(1) if only else ""):
                method = _RESOURCE_ACTIONS.get(action)
                if method:
                    add(m.start(), method, m.group(1))
    if ":\n" in masked:
        _openapi_hits(masked, add)
    _methods_under_path_hits(masked, add)
    if "<form" in masked or "<FORM" in masked:
        # an HTML form with its method and action: '<form method="post" action="/login">'
        for pos, method, path in _form_requests(masked, _FORM_ACTION_RE):
            add(pos, method, path)
    if "," in masked:
        # a method constant and a path literal as a request's first arguments:
        # 'HttpRequest(POST, Uri.Path("/user"), ...)', 'request(Method.GET, "/items")'
        for m in _METHOD_ARGUMENT_RE.finditer(masked):
            add(m.start(), m.group(1), m.group(2))
    if "method" in masked:
        # a log line's fields: 'method=POST path="/login"', '"path":"/x","method":"GET"'
        for m in _LOG_METHOD_PATH_RE.finditer(masked):
            add(m.start(), m.group(1) or m.group(4), m.group(2) or m.group(3))
    if "@" in masked:
        # R's plumber: a comment annotation over the handler, "#* @get /myoutput"
        for m in _PLUMBER_ROUTE_RE.finditer(masked):
            add_route(m.start(), m.group(1), m.group(2))
    if "@Method" in masked:
        # Symfony's older annotations: @Route("/x") with @Method({"POST"}) on the lines after it
        for m in _ROUTE_THEN_METHOD_ANNOTATION_RE.finditer(masked):
            for method in _http_methods_in(m.group(2)):
                add_route(m.start(), method, m.group(1))
    if "uriTemplate" in masked:
        # API Platform's operations: new Post(uriTemplate: '/columns/{model}', ...)
        for m in _API_PLATFORM_OPERATION_RE.finditer(masked):
            add_route(m.start(), m.group(1), m.group(2))
    if "(\"/" in masked:
        # FastEndpoints: an endpoint class's Configure() states its route, 'Post("/blobs/create");'
        for m in _STATEMENT_ROUTE_RE.finditer(masked):
            add_route(m.start(), m.group(1), m.group(2))
    if "controllers." in masked:
        # a Play routes file's line: method, path and the controller's action
        # ("GET  /  controllers.Application.index()", "POST /items @api.controllers.Items.add")
        for m in _PLAY_ROUTE_RE.finditer(masked):
            add_route(m.start(), m.group(1), m.group(2))
    if "->" in masked:
        # Perl's Mojolicious and PHP routers called through an arrow: "$r->get('/testtext' => ...)",
        # "$app->post('/album', Handler::class)";
        # not under a prefix the text sets with "under" or "group" (its full path is not written)
        prefixed = {m.group(1) for m in _UNDER_ASSIGN_RE.finditer(masked)}
        groups = [m.start() for m in _ARROW_GROUP_RE.finditer(masked)]
        for m in _ARROW_ROUTE_RE.finditer(masked):
            if (m.group(1) not in prefixed and not _in_group(masked, groups, m.start())
                    and not _commented_out(masked, m.start())):
                add_route(m.start(), m.group(2), m.group(3))
        for m in _ARROW_ROUTE_METHODS_RE.finditer(masked):
            if (m.group(1) not in prefixed and not _in_group(masked, groups, m.start())
                    and not _commented_out(masked, m.start())):
                for method in _http_methods_in(m.group(3)):
                    add_route(m.start(), method, m.group(2))


def _http_methods_in(listed: str) -> list[str]:
    """The HTTP methods among the words of a listing: '{"POST"}', "['get', 'post']"."""
    return [word.upper() for word in re.findall(r"\w+", listed) if word.upper() in HTTP_METHODS]


def _form_requests(text: str, action_re: re.Pattern[str]):
    """(offset, METHOD, path) of each HTML form with a method and an action *action_re* reads."""
    for m in _FORM_TAG_RE.finditer(text):
        method = _FORM_METHOD_RE.search(m.group())
        action = action_re.search(m.group())
        if method and action and method.group(1).upper() in HTTP_METHODS:
            yield m.start(), method.group(1).upper(), action.group(1)


_PLUMBER_ROUTE_RE = re.compile(
    r"(?m)^[ \t]*#\*[ \t]*@(get|post|put|patch|delete|head)[ \t]+(" + _ENDPOINT_PATH + r")")
_ROUTE_THEN_METHOD_ANNOTATION_RE = re.compile(
    r"@Route[ \t]*\([ \t]*[\"'](" + _ENDPOINT_PATH + r"|/)[\"'][^\n]{0,200}\n(?:[^\n@]{0,200}\n){0,2}"
    r"[ \t]*\*?[ \t]*@Method[ \t]*\([ \t]*\{?((?:[ \t]*[\"']\w{3,7}[\"'][ \t]*,?){1,7})\}?[ \t]*\)")
_API_PLATFORM_OPERATION_RE = re.compile(
    r"\bnew[ \t]+(Get|Post|Put|Patch|Delete)[ \t\n]{0,20}\([^()]{0,300}?\buriTemplate[ \t]*:[ \t]*[\"'](" + _ENDPOINT_PATH
    + r")[\"']")
_STATEMENT_ROUTE_RE = re.compile(
    r"(?m)^[ \t]*(Get|Post|Put|Patch|Delete)[ \t]*\([ \t]*\"(" + _ENDPOINT_PATH + r"|/)\"[ \t]*\)[ \t]*;")
_PLAY_ROUTE_RE = re.compile(
    r"(?m)^[ \t]*(?:`?\[error\][ \t]+)?(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)[ \t]+"
    r"(" + _ENDPOINT_PATH + r"|/)[ \t]+@?(?:[a-z]\w*\.)*controllers\.[A-Z]\w*\.\w+")
_ARROW_ROUTE_RE = re.compile(
    r"(\$\w{1,30})->(get|post|put|patch|delete)[ \t]*\([ \t]*['\"](" + _ENDPOINT_PATH + r"|/)['\"]"
    # (a handler after the path: "=> sub {...}", "Handler::class", "function", "[C::class, 'm']",
    # 'C@m', Slim's 'C:m' and ['\\App\\C', 'm']; not a client's options: "$client->get('/users',
    # ['query' => $q])")
    r"(?=[ \t]*(?:=>|\)[ \t]*->[ \t]*to\b|,[ \t]*(?:[\w\\]+::class|(?:static[ \t]+)?function\b|fn\b"
    r"|\[[ \t]*[\w\\]+::class|['\"][\w\\]+[@:]\w+['\"]|\[[ \t]*['\"]{1,2}[\w\\]+['\"][ \t]*,"
    r"|\$\w+[ \t]*\))))")
# PHP's Mezzio and Slim: a route for the methods listed after its handler,
# "$app->route('/album/:id', Handler::class, ['get', 'post'])"
_ARROW_ROUTE_METHODS_RE = re.compile(
    r"(\$\w{1,30})->route[ \t]*\([ \t]*['\"](" + _ENDPOINT_PATH + r"|/)['\"][ \t]*,[^\n;\[]{1,120}"
    r"\[((?:[ \t]*['\"]\w{3,7}['\"][ \t]*,?){1,7})\]")
# a PHP router's group, whose closure's routes lie under its prefix: "$app->group('/api', function"
# (a group's prefix as its path or in its options: "$router->group(['prefix' => '/admin'], ...)")
_ARROW_GROUP_RE = re.compile(r"->group[ \t]*\([ \t]*(?:['\"]/|\[[^\]]{0,300}?['\"]prefix['\"][ \t]*=>)")
_LARAVEL_PREFIX_GROUP_RE = re.compile(
    r"\bRoute::(?:prefix[ \t]*\([ \t]*['\"][^'\"]{1,100}['\"][ \t]*\)(?:->\w{1,30}\([^()]{0,200}\))*->group"
    r"|group[ \t]*\([ \t]*\[[^\]]{0,300}?['\"]prefix['\"][ \t]*=>)")


def _in_group(masked: str, groups: list[int], pos: int) -> bool:
    """Is *pos* inside the closure of a router group opened before it (its braces not closed)?"""
    k = bisect.bisect_left(groups, pos)
    for group in reversed(groups[max(0, k - 8):k]):  # the nearest ones: an outer group too
        start = masked.find("{", group, pos)
        if start == -1 or pos - start > 5_000:
            continue
        body = masked[start:pos]
        if body.count("{") > body.count("}"):
            return True
    return False


_UNDER_ASSIGN_RE = re.compile(r"(\$\w{1,30})[ \t]*=[ \t]*\$\w{1,30}->(?:under|group|prefix)[ \t]*\(")


_NEST_CONTROLLER_RE = re.compile(
    r"@[Cc]ontroller[ \t]*\([ \t]*['\"]/?([\w\-.:{}]+(?:/[\w\-.:{}]+)*)/?['\"][ \t]*\)")
_NEST_EMPTY_DECORATOR_RE = re.compile(r"@(Get|Post|Put|Patch|Delete)[ \t]*\([ \t]*\)")
# Spring: a mapping with no path of its own ("@PostMapping", "@GetMapping()")
_SPRING_BARE_MAPPING_RE = re.compile(r"@(Get|Post|Put|Patch|Delete)Mapping(?:[ \t]*\([ \t]*\))?(?![\w(])")


_LOG_FIELD_GAP = r"[\"']?[ \t]*[=:][ \t]*[\"']?"
# (a JSON object's fields may each have a line: '"method": "POST",\n  "url": "http://localhost:8000/x"')
_LOG_OTHER_FIELDS = (r"(?:[\"']?[ \t]*[,;]?[ \t]+|[\"']?[ \t]*,[ \t]*\n?[ \t]*)(?:[\"']?[\w\-]{1,20}" + _LOG_FIELD_GAP
                     + r"[^\s,\"']{0,80}[\"']?[ \t]*,?[ \t]*\n?[ \t]*){0,3}[\"']?")


def _method_field_then(location_fields: str, location: str) -> str:
    """A logged request's method field, up to three other fields, then its location's field
    (one of *location_fields*) holding *location*: 'method=POST status=500 path=/api/x'."""
    return (r"\b(?:method|http_method|verb)" + _LOG_FIELD_GAP + _METHODS_RE + _LOG_OTHER_FIELDS
            + r"(?:" + location_fields + r")" + _LOG_FIELD_GAP + location)


_LOG_METHOD_PATH_RE = re.compile(
    _method_field_then(r"path|uri|url|route|request_path", _LOCAL_ORIGIN + r"(" + _ENDPOINT_PATH + r")")
    + r"|\b(?:path|uri|route|request_path)" + _LOG_FIELD_GAP + r"(" + _ENDPOINT_PATH + r")" + _LOG_OTHER_FIELDS
    + r"(?:method|http_method|verb)" + _LOG_FIELD_GAP + _METHODS_RE + r"\b")
_FORM_TAG_RE = re.compile(r"<form\b[^<>]{0,600}>", re.IGNORECASE)
_FORM_METHOD_RE = re.compile(r"\bmethod[ \t]*=[ \t]*[\"']?([A-Za-z]{3,7})\b", re.IGNORECASE)
_FORM_ACTION_RE = re.compile(r"\baction[ \t]*=[ \t]*[\"']?(" + _ENDPOINT_PATH + ")")
# a form posting to a server by its address: 'action="http://localhost:8000/api/login"'
_FORM_URL_ACTION_RE = re.compile(
    r"\baction[ \t]*=[ \t]*[\"']?https?://[\w.\-]{1,100}(?::\d{1,5})?(" + _ENDPOINT_PATH + ")")
_METHOD_ARGUMENT_RE = re.compile(
    r"(?<=[(\[])[ \t]*(?:[A-Za-z]\w{0,30}\.)?" + _METHODS_RE + r"[ \t]*,[ \t]*(?:[\w.]{1,30}\([ \t]*)?"
    r"[\"'](" + _ENDPOINT_PATH + r")[\"']")
# Spring: a class's @RequestMapping("/api") without a method is the prefix of its methods' routes
_CLASS_MAPPING_RE = re.compile(
    r"@RequestMapping[ \t]*\([ \t]*(?:(?:value|path)[ \t]*=[ \t]*)?[\"'](" + _ENDPOINT_PATH
    + r")[\"'][ \t]*\)[^{;]{0,300}?\bclass\b")


def _with_class_prefix(masked: str, hits: list[tuple[int, int, ExtractedEntity]]
                       ) -> list[tuple[int, int, ExtractedEntity]]:
    classes = [(m.start(), _endpoint_path(m.group(1))) for m in _CLASS_MAPPING_RE.finditer(masked)]
    classes.extend((m.start(), _endpoint_path("/" + m.group(1)))
                   for m in _NEST_CONTROLLER_RE.finditer(masked))
    classes.sort()
    classes = [(pos, prefix) for pos, prefix in classes if prefix and prefix != "/"]
    if not classes:
        return hits
    starts = [start for start, _ in classes]
    out = []
    for pos, order, entity in hits:
        k = bisect.bisect_left(starts, pos)
        prefix = classes[k - 1][1] if k > 0 else None
        if prefix is not None and masked.startswith("@", pos):
            method, path = entity.name.split(" ", 1)
            if not _written_under(path, prefix):
                entity = ExtractedEntity(API_ENDPOINT, f"{method} {prefix}{path}")
        out.append((pos, order, entity))
    return out


# a method written right before a whole URL: the endpoint is the URL's path ("GET
# https://hub.example.com/api/v1/index.json", "sent a GET to http://<site>/wp-json/wp/v2/posts",
# "**PUT**  https://x/objects/[id]")
_URL_HOST = (r"(?:https?://(?:[\w.\-]{1,253}|<[\w\-. ]{1,40}>|\[[0-9a-fA-F:.]{2,45}\])(?::\d{1,5})?"
             # a local server written without its scheme: "localhost:3000/auth/register"
             r"|" + _LOCAL_HOST + r":\d{1,5})")
# (two methods for one address: "GET/POST https://wordcamp.test/wp-json/x"; a placeholder for
# the site: "POST [city site]/wp-json/x")
_METHOD_URL_RE = re.compile(
    r"(?<![\w\-./])" + _METHODS_RE + r"(?:/" + _METHODS_RE + r")?"
    r"[*`]{0,2}(?:[ \t]+(?:request[ \t]+)?(?:to|on|at)|:)?[ \t]{1,3}[`\"']?"
    r"(?:" + _URL_HOST + r"|\[[a-z][a-z ]{1,30}\])(" + _ENDPOINT_PATH + ")")
# the method in lower case in a sentence, as beginners write it: "a post request to /api/posts",
# "request `post` to http://localhost:3000/api/user/signup"
_PROSE_REQUEST = (r"(?:\b(?:an?|the|my|our|this|that|same|send|sent|sending|make|made|making|do|doing|did)"
                  r"[ \t]+[`'\"]?(get|post|put|patch|delete)[`'\"]?[ \t]+requests?"
                  r"|\brequests?[ \t]+[`'\"]?(get|post|put|patch|delete)[`'\"]?)"
                  r"[ \t]+(?:to|on|at)[ \t]+[_*`\"']?")
# the verb in a sentence or a title, to the app's own server: "Chapter 4 Post to
# http://localhost:8080/login does not work", "posting to localhost:3000/api/users"
_VERB_TO_LOCAL_RE = re.compile(
    r"\b(Get|Post|Put|Patch|Delete|post|posting|posted)[ \t]+to[ \t]+[`\"']?(?:https?://)?" + _LOCAL_HOST
    + r"(?::\d{1,5})?(" + _ENDPOINT_PATH + r")")
_PROSE_REQUEST_PATH_RE = re.compile(_PROSE_REQUEST + r"(" + _ENDPOINT_PATH + r")(?![\w/])")
_PROSE_REQUEST_URL_RE = re.compile(_PROSE_REQUEST + _URL_HOST + r"(" + _ENDPOINT_PATH + r")")
# a logged request's fields with a whole address: '"method": "POST",\n "url": "http://localhost:8000/x"'
_LOG_METHOD_URL_RE = re.compile(_method_field_then(r"url|uri", _URL_HOST + r"(" + _ENDPOINT_PATH + r")"))
_URL_THEN_METHOD_REQUEST_RE = re.compile(
    r"[`\"']?" + _URL_HOST + r"(" + _ENDPOINT_PATH + r")[`\"']?[ \t]+" + _METHODS_RE
    + r"[ \t]+(?:requests?|calls?)\b")
# a client's call of the app's own server by its whole address: "request.get('http://localhost:8082/x')",
# "fetch('http://localhost:3000/x', {method: 'POST'})"; Retrofit's annotation, any host:
# '@POST("http://hostip/api/user/{id}")'
_LOCAL_CLIENT_CALL_RE = re.compile(
    r"\b(?:(?:axios|request|http|client|api|\$http|superagent|ky|got|requests|session|httpClient|agent)"
    r"\.(get|post|put|patch|delete)|(fetch))[ \t]*\([ \t]*['\"`]"
    r"(?:https?://)?" + _LOCAL_HOST + r"(?::\d{1,5})?(" + _ENDPOINT_PATH + r")['\"`]")
_FETCH_OPTIONS_METHOD_RE = re.compile(r"[ \t]*,[ \t]*\{[^}]{0,300}?\bmethod[ \t]*:[ \t]*['\"](\w{3,7})['\"]")
_RETROFIT_URL_RE = re.compile(
    r"@(GET|POST|PUT|PATCH|DELETE)\([ \t]*\"https?://[\w.\-]{1,253}(?::\d{1,5})?(" + _ENDPOINT_PATH + r")\"")
# curl with its method (-X / --request) and a whole URL on one command line
# (a continued line first: "\\" then a newline, and a blank line after it where a page doubled its line breaks)
_CURL_LINE_RE = re.compile(r"\bcurl[ \t](?:\\[ \t]*\n(?:[ \t]*\n)?|[^\n]){0,2000}")
_CURL_METHOD_RE = re.compile(r"(?:^|[ \t])(?:-X[ \t]*|--request[ \t]+|--request=)['\"]?" + _METHODS_RE + r"\b")
_CURL_DATA_RE = re.compile(r"(?:^|[ \t])(?:-d|--data(?:-raw|-binary|-urlencode)?|--json|-F|--form)(?=[ \t'\"=])")
# (the device or site a placeholder: "curl [device]/switch/plug/turn_on -X POST")
# (a URL opening a continued line only where it is the app's own server: another site's is the
# page's example, "curl -X POST \\ ... \nhttps://api.example.com/v1/orders")
_CURL_URL_RE = re.compile(
    r"(?:^|[ \t]|\n(?=['\"]?(?:https?://)?" + _LOCAL_HOST + r"))['\"]?"
    r"(?:" + _URL_HOST + r"|\[[\w\-. ]{1,40}\]|<[\w\-. ]{1,40}>)(" + _ENDPOINT_PATH + ")")


# a table's row giving a method and then the app's own server's whole address:
# "|POST|http://localhost:3000/api/users/|Content-Type: ...|"
_TABLE_ROW_LOCAL_URL_RE = re.compile(
    r"\|[ \t]*`?" + _METHODS_RE + r"`?[ \t]*\|[ \t]*`?(?:https?://)?" + _LOCAL_HOST + r"(?::\d{1,5})?("
    + _ENDPOINT_PATH + r")`?[ \t]*\|")
_STATUS_AFTER_RE = re.compile(r"[ \t]+[1-5]\d\d\b")
_LOCAL_URL_BEFORE_RE = re.compile(r"(?:https?://)?" + _LOCAL_HOST + r"(?::\d{1,5})?$")
# a client's log of the answer no route gave: 'HTTP Request: POST http://127.0.0.1:11434/x
# "HTTP/1.1 404 Not Found"' (httpx)
_CLIENT_LOGGED_404_RE = re.compile(r"[^\s\"]{0,200}[ \t]+\"HTTP/[\d.]{1,3} 404\b")
# (a status, not a number in a host's name: "project-405.vercel.app")
_NOT_ALLOWED_RE = re.compile(r"(?<![\w\-.])405(?![\w\-.])|Method Not Allowed", re.IGNORECASE)


def _url_endpoint_hits(text: str) -> list[tuple[int, int, ExtractedEntity]]:
    hits: list[tuple[int, int, ExtractedEntity]] = []
    if "://" not in text and "localhost:" not in text and "127.0.0.1:" not in text and "curl" not in text:
        return hits

    routes = _WrittenRoutes(text)

    def add(pos: int, method: str, raw: str, root: bool = False) -> None:
        path = _endpoint_path(raw, root=root, numbered_ok=True)
        if path is None or routes.calls_one(path):
            return
        answer = _NOT_ALLOWED_RE.search(text, pos, min(len(text), pos + 400))
        if answer is not None and "curl" not in text[pos + 10:answer.start()]:
            return  # answered "405 Method Not Allowed": the route does not take that method
        hits.append((pos, 2, ExtractedEntity(API_ENDPOINT, f"{method} {path}")))

    for m in _METHOD_URL_RE.finditer(text):
        if not _CLIENT_LOGGED_404_RE.match(text, m.end()):
            # (the root of the app's own server too, where a browser's console logs its answer:
            # "POST http://localhost:5000/ 500 (Internal Server Error)")
            root = (m.group(3) == "/" and _STATUS_AFTER_RE.match(text, m.end())
                    and _LOCAL_URL_BEFORE_RE.search(text, max(0, m.end() - 40), m.end() - 1))
            add(m.start(), m.group(1), m.group(3), root=bool(root))
            if m.group(2):
                add(m.start(), m.group(2), m.group(3), root=bool(root))
    if "|" in text:
        for m in _TABLE_ROW_LOCAL_URL_RE.finditer(text):
            add(m.start(), m.group(1), m.group(2))
    if "method" in text:
        for m in _LOG_METHOD_URL_RE.finditer(text):
            add(m.start(), m.group(1), m.group(2))
    if " to " in text:
        for m in _VERB_TO_LOCAL_RE.finditer(text):
            add(m.start(), "POST" if m.group(1).startswith("post") else m.group(1).upper(), m.group(2))
    if "request" in text:
        for m in _PROSE_REQUEST_URL_RE.finditer(text):
            add(m.start(), (m.group(1) or m.group(2)).upper(), m.group(3).rstrip("_*"))  # (_italics_)
    if "request" in text or "call" in text:
        # the address first: "When I send 'localhost:3000/auth/register' POST request via postman"
        for m in _URL_THEN_METHOD_REQUEST_RE.finditer(text):
            add(m.start(), m.group(2), m.group(1))
    if "(" in text:
        for m in _LOCAL_CLIENT_CALL_RE.finditer(text):
            method = m.group(1)
            if m.group(2):  # fetch: its options' method (a whole address without one names none)
                options = _FETCH_OPTIONS_METHOD_RE.match(text, m.end())
                method = options.group(1) if options is not None else ""
            if method.upper() in HTTP_METHODS:
                add(m.start(), method.upper(), m.group(3))
        if "@" in text:
            for m in _RETROFIT_URL_RE.finditer(text):
                add(m.start(), m.group(1), m.group(2))
    if "curl" in text:
        for line in _CURL_LINE_RE.finditer(text):
            command = line.group()
            methods = {m.group(1) for m in _CURL_METHOD_RE.finditer(command)}
            if not methods and _CURL_DATA_RE.search(command):
                methods = {"POST"}  # curl sends data with POST unless told otherwise ("-d '{...}'")
            urls = list(_CURL_URL_RE.finditer(command))
            if len(methods) == 1 and len(urls) == 1:
                add(line.start() + urls[0].start(), methods.pop(), urls[0].group(1))
    if "<form" in text or "<FORM" in text:
        for pos, method, path in _form_requests(text, _FORM_URL_ACTION_RE):
            add(pos, method, path)
    # (a request written as a URL that the app's framework then says no route takes: "curl -X POST
    # http://localhost:3000/foo" ... "No route matches [POST] "/foo"")
    return _without_refused(text, hits, set())


def _route_definition_hits(masked: str, add) -> None:
    """Routes as the web frameworks of many languages define them (see the regular
    expressions above): the method the code gives, the path as written (a Rails, Spring or
    NestJS route template without its leading slash gets one: ``@Get(':id')`` is ``GET /:id``)."""
    if "(" in masked:
        # (a route on a prefixed router, "users.POST("/", h)", is left out by add: see
        # _endpoint_hits)
        for m in _UPPER_ROUTE_RE.finditer(masked):
            if not _commented_out(masked, m.start()):
                add(m.start(), m.group(1), m.group(2))
        for m in _HANDLER_ROUTE_RE.finditer(masked):
            # a call on any object needs a handler after the path (cache.get("/x") is a
            # lookup), or a decorator's @ before it
            if (m.group(4) == "," or (m.group(1) and m.group(2).islower())) and not _commented_out(
                    masked, m.start()):
                add(m.start(), m.group(2), m.group(3))
        if "Map" in masked:
            groups = {}
            if ".MapGroup" in masked:
                # a group's prefix applies to the routes mapped on it:
                # var users = app.MapGroup("/users"); users.MapGet("/{id}", ...)
                for g in _MAP_GROUP_RE.finditer(masked):
                    groups[g.group(1)] = "/" + g.group(2).strip("/")
            for m in _MAP_VERB_RE.finditer(masked):
                path = "/" + m.group(2).lstrip("/")
                receiver = _RECEIVER_BEFORE_RE.search(masked, max(0, m.start() - 60), m.start())
                prefix = groups.get(receiver.group(1)) if receiver is not None else None
                if prefix is not None:
                    if path != "/":
                        continue  # the group's own route; its whole path is written nowhere
                    path = prefix  # the group's root is its prefix: users.MapGet("/") is /users
                add(m.start(), m.group(1), path)
        if "Mapping" in masked:
            for m in _ANNOTATION_SLASHLESS_RE.finditer(masked):
                add(m.start(), m.group(1), "/" + m.group(2))
        if "{" in masked:
            for m in _KTOR_ROUTE_RE.finditer(masked):
                add(m.start(), m.group(1), m.group(2))
            if "route" in masked:
                # (at most _MAX_ROUTE_BLOCKS blocks are read, each in a bounded window)
                for count, m in enumerate(_KTOR_BLOCK_RE.finditer(masked)):
                    if count >= _MAX_ROUTE_BLOCKS:
                        break
                    for method in _block_methods(masked, m.end()):
                        add(m.start(), method, m.group(1))
            if "@Location" in masked or "@Resource" in masked:
                for count, m in enumerate(_KTOR_LOCATION_RE.finditer(masked)):
                    if count >= _MAX_ROUTE_BLOCKS:
                        break
                    typed = re.compile(r"(?<![\w.])(get|post|put|patch|delete)[ \t]*<[ \t]*"
                                       + re.escape(m.group(2)) + r"[ \t]*>")
                    for k in typed.finditer(masked, m.end(), m.end() + 5000):
                        add(m.start(), k.group(1), m.group(1))
    for m in _RAILS_SLASHLESS_RE.finditer(masked):
        add(m.start(), m.group(1), "/" + m.group(2))
    _more_route_hits(masked, add)
    if "(.:format)" in masked:
        for m in _RAILS_TABLE_RE.finditer(masked):
            add(m.start(), m.group(1), m.group(2))


_MAX_ROUTE_BLOCKS = 200
_COMMENTED_OUT_RE = re.compile(r"[ \t]*(?://|#(?![\[!])|--[ \t])")


def _commented_out(masked: str, pos: int) -> bool:
    """Is the code at *pos* commented out ("//r.GET(...)", "# app.get(...)")?"""
    line_start = masked.rfind("\n", max(0, pos - 200), pos) + 1
    return _COMMENTED_OUT_RE.match(masked, line_start, pos) is not None


def _more_route_hits(masked: str, add) -> None:
    """Route definitions of NestJS (without the leading slash), JAX-RS, Symfony, Bottle,
    Spring WebFlux, Axum, Actix, Rocket, aiohttp, Vert.x and Phoenix, Retrofit's client calls,
    swag's annotations and OpenAPI documents in JSON."""
    if "(" in masked:
        if "@" in masked:
            for m in _NEST_SLASHLESS_RE.finditer(masked):
                add(m.start(), m.group(1), "/" + m.group(2))
            if "@Path" in masked:
                for m in _JAXRS_VERB_RE.finditer(masked):
                    lo = masked.rfind("\n", 0, max(0, masked.rfind("\n", 0, m.start())))
                    hi = masked.find("\n", masked.find("\n", m.end()) + 1)
                    for r in _JAXRS_PATH_RE.finditer(masked, max(0, lo), len(masked) if hi == -1 else hi):
                        add(m.start(), m.group(1), "/" + r.group(1).lstrip("/"))
        if "Route::match" in masked:
            for m in _LARAVEL_MATCH_RE.finditer(masked):
                for method in _METHOD_WORD_RE.findall(m.group(1).upper()):
                    add(m.start(), method, m.group(2))
        if ".add_resource" in masked:
            # (at most _MAX_ROUTE_BLOCKS resources are read, each class looked up once)
            classes: dict[str, list[str]] = {}
            for count, m in enumerate(_ADD_RESOURCE_RE.finditer(masked)):
                if count >= _MAX_ROUTE_BLOCKS:
                    break
                if m.group(1) not in classes:
                    classes[m.group(1)] = _resource_methods(masked, m.group(1))
                for method in classes[m.group(1)]:
                    add(m.start(), method, m.group(2))
        if "@" in masked:  # Retrofit's annotations: @GET("/x"), @HTTP(method = "GET", path = "/x")
            for m in _RETROFIT_VERB_RE.finditer(masked):
                add(m.start(), m.group(1), "/" + m.group(2))
            for m in _RETROFIT_HTTP_RE.finditer(masked):
                add(m.start(), m.group(1), "/" + m.group(2))
        if "HttpMethod." in masked:
            for m in _VERTX_METHOD_PATH_RE.finditer(masked):
                add(m.start(), m.group(1) or m.group(3), m.group(2) or m.group(4))
        if "oute" in masked:
            for m in _ROUTE_METHODS_ARG_RE.finditer(masked):
                for method in _METHOD_WORD_RE.findall(m.group(2)):
                    add(m.start(), method, m.group(1))
            if ".route" in masked:
                for m in _AXUM_ROUTE_RE.finditer(masked):
                    for method in _AXUM_METHOD_RE.findall(m.group(2)):
                        add(m.start(), method, m.group(1))
        for m in _VERB_FUNCTION_RE.finditer(masked):
            if not _commented_out(masked, m.start()):
                add(m.start(), m.group(1) or m.group(2), m.group(3))
        if ".add_" in masked:
            for m in _ADD_VERB_RE.finditer(masked):
                add(m.start(), m.group(1), m.group(2))
        for m in _METHOD_STRING_ROUTE_RE.finditer(masked):
            if "${" in m.group(3) and masked.startswith("`", m.start(3) - 1):
                continue  # a template literal's request for one item: `/api/users/${id}`
            if _GLOB_SEGMENT_RE.search(m.group(3)) and masked.endswith("intercept", 0, m.start()):
                continue  # a test's matcher for many requests: cy.intercept('GET', '/api/users/*')
            add(m.start(), m.group(2), m.group(3))
        if ".resource" in masked and "ethod::" in masked:
            for m in _ACTIX_RESOURCE_RE.finditer(masked):
                add(m.start(), m.group(2), m.group(1))
    if "@Router" in masked or "@router" in masked:
        for m in _SWAG_ROUTER_RE.finditer(masked):
            add(m.start(), m.group(2).upper(), m.group(1))
    if "Controller" in masked:
        for m in _PHOENIX_ROUTE_RE.finditer(masked):
            add(m.start(), m.group(1), m.group(2))
    if '"/' in masked and '{' in masked:
        # (at most _MAX_ROUTE_BLOCKS path keys are read, each in a bounded window)
        for count, m in enumerate(_OPENAPI_JSON_PATH_RE.finditer(masked)):
            if count >= _MAX_ROUTE_BLOCKS:
                break
            depth = 1
            pos = m.end()
            limit = min(len(masked), pos + 3000)
            while depth > 0:
                k = _JSON_KEY_OR_BRACE_RE.search(masked, pos, limit)
                if k is None:
                    break
                token = k.group()
                if token == "{":
                    depth += 1
                elif token == "}":
                    depth -= 1
                elif depth == 1:
                    add(m.start(), k.group(1), m.group(1))
                pos = k.end()


def _resource_methods(masked: str, name: str) -> list[str]:
    """The HTTP methods a Flask-RESTful resource class defines (``class Todo(Resource):`` and
    its ``def get(self ...)``), read in a bounded window after the class line."""
    cls = re.search(r"(?m)^([ \t]*)class[ \t]+" + re.escape(name) + r"[ \t]*\(", masked)
    if cls is None:
        return []
    body_end = len(masked)
    nxt = re.compile(r"(?m)^" + re.escape(cls.group(1)) + r"(?:class|def|@|\w+[ \t]*=)").search(
        masked, cls.end(), min(len(masked), cls.end() + 5000))
    if nxt is not None:
        body_end = nxt.start()
    body = masked[cls.end():min(body_end, cls.end() + 5000)]
    return [m.group(1).upper() for m in _RESOURCE_METHOD_RE.finditer(body)]


def _block_methods(masked: str, start: int) -> list[str]:
    """The methods a Ktor route block takes directly: ``get { }`` at its top level."""
    methods: list[str] = []
    depth = 1
    pos = start
    limit = min(len(masked), start + 2000)
    while pos < limit and depth > 0:
        nxt = _BRACE_OR_METHOD_RE.search(masked, pos, limit)
        if nxt is None:
            break
        token = nxt.group()
        if token == "{":
            depth += 1
        elif token == "}":
            depth -= 1
        elif depth == 1:
            methods.append(nxt.group(1))
            depth += 1  # the method's own block
        pos = nxt.end()
    return methods


_BRACE_OR_METHOD_RE = re.compile(
    r"(?<![\w.$@])(get|post|put|patch|delete|head|options)[ \t]*(?:\([ \t]*\))?[ \t]*\{|[{}]")


def _methods_under_path_hits(masked: str, add) -> None:
    """A path on a line of its own and, on the lines under it (indented deeper, or list items
    when the path is not one), the methods it takes: "- /products" / "  - GET - list all"."""
    for m in _PATH_LINE_RE.finditer(masked):
        indent = len(m.group(1).expandtabs(4))
        path_is_item = masked[m.start(1) + len(m.group(1)):m.start(2)].strip("`* \t") != ""
        pos = m.end()
        for _ in range(12):
            if pos >= len(masked) or masked[pos] != "\n":
                break
            line_end = masked.find("\n", pos + 1)
            line_end = len(masked) if line_end == -1 else line_end
            line = masked[pos + 1:line_end]
            pos = line_end
            k = _METHOD_LINE_RE.match(line)
            if k is None:
                break
            depth = len(k.group(1).expandtabs(4))
            if depth == indent and not path_is_item and line.strip() == k.group(2):
                # a generated reference: the path on its line, its method alone on the next
                # ("/admin/broker-stats/bookieops" / "GET" / its description)
                add(m.start(2), k.group(2), m.group(2))
                break
            if depth < indent or (depth == indent and (path_is_item or not line.lstrip()[:1] in "-*+")):
                break
            add(m.start(2), k.group(2), m.group(2))


def _openapi_hits(masked: str, add) -> None:
    """``/users/{id}:`` followed by ``get:`` / ``delete:`` keys indented under it."""
    for m in _OPENAPI_PATH_RE.finditer(masked):
        # in a doc comment (" * /users:"), the indentation after the comment's marker counts
        marker = _COMMENT_PREFIX_RE.match(m.group(1))
        indent = len(m.group(1)[marker.end() if marker else 0:].expandtabs(2))
        pos = m.end()
        for _ in range(200):  # the path's block: lines indented deeper than the path key
            nl = masked.find("\n", pos)
            if nl == -1:
                break
            line_end = masked.find("\n", nl + 1)
            line = masked[nl + 1:len(masked) if line_end == -1 else line_end]
            if marker:
                k = _COMMENT_PREFIX_RE.match(line)
                if k is None:
                    break
                line = " " + line[k.end():]
            if line.strip():
                depth = len(line) - len(line.lstrip(" \t"))
                if depth <= indent:
                    break
                k = _OPENAPI_METHOD_RE.fullmatch(line)
                if k is not None:
                    add(m.start(2), k.group(2), m.group(2))
            pos = nl + 1
