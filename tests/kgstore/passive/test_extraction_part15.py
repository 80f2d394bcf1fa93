"""Issue #20 part 15: what the blind split fresh-17 showed, each rule stated as a class of text
people write and tested on sentences written for it (not taken from the real corpus).

- Two lower-case names written as a pair ("node/express", "npm/yarn") are names where the text
  is plainly technical, as a level-3 name alone is; a knitter's "yarn/fabric" is not.
- An environment report's field names its tool in any of the forms issue templates print: the
  key in bold ("**node:**", "**node**:"), the version on the next line or in backticks
  ("- node: `v16.3.0`"); a bullet's name with its version is believed for itself.
- A request the app's own framework says no route accepts (Rails' "No route matches [POST]
  "/x"", Express's "Cannot GET /x", Spring's "No mapping for GET /x") is no endpoint, whatever
  the log calls it elsewhere ("Started POST "/x""), unless the text's code defines that route.
- Flask's log of a view that raised ("Exception on /api/x [POST]") names the endpoint; Express's
  ``app.options('/x', ...)`` and ``app.head(...)`` are routes.
- An API client's name in any casing ("checked using postman", "through POSTMAN") in a text
  about requests: the lexicon's cues may stand anywhere in the text for Postman and Insomnia.
- Not a name: an HTML tag ("<h2>404</h2>"), a registered mark ("Intel(R) Core(TM)"), an idiom
  the lexicon lists for its entry ("from scratch"), a capitalised word and a lower-case one that
  happen to spell a name joined ("Good job" is no GoodJob), a browser's "devtools" (R's
  devtools only by its code: ``devtools::``, ``install.packages("devtools")``).
- webpack's "Module not found: Error: Can't resolve 'react'" names the package; a library's own
  API called in a sentence ("have you configured the middleware express.json()?") names the
  library as it does in code (part 9 had it name nothing; real labellers count it).
- A product named in full and then by its last word ("the laravel passport guide ... using
  passport") is that product, not the other technology spelt as the last word, for the products
  the lexicon lists (SHORT_NAME_PRODUCTS); one built on the word's technology ("Ionic React",
  "Arch Linux") still names the technology too.
- "Apache" alone is the web server where the text is about servers ("Nginx, Apache, a load
  balancer", "apache 2.4"), not before the words of the foundation's license and projects ("the
  Apache License", "Apache 2.0 licence") nor in ordinary prose ("Apache helicopters").
- From fresh-18: names joined by "+" ("Celebrate+Joi", "Node + Express + React") are written
  as "Node/Express" is; Dart's imports (``import 'dart:io'``, ``import 'package:flutter/...'``)
  name Dart and the package; an unticked checklist item that is a sentence (a roadmap's plan)
  still names its tools, only a short one is an unchosen option; French "sinon" is no Sinon,
  "Digital Nomad" no Nomad, "Render Template" no Render.
- Endpoints from fresh-18: PHP routers called through an arrow with a handler after the path
  (``$app->post('/album', Handler::class)``, Mezzio's ``->route('/x', H::class, ['get',
  'post'])``), not inside a group's closure (its prefix is not written with them); a form
  posting to a server's address; an API client instance named ``API``; FastEndpoints'
  ``Post("/x");``; Symfony's ``@Route`` with ``@Method`` on the next lines; API Platform's
  ``new Post(uriTemplate: '/x')``.
- From fresh-19: a lower-case name in a two-item list with a name believed for itself ("in both
  maven and gradle builds"); a Python distribution's import name (``flask_sqlalchemy`` is
  Flask-SQLAlchemy); gorilla/mux's own API (``mux.NewRouter()``); not names: "New Jersey",
  "North Jersey-based", a log's "Make sure you have ...". Endpoints: a local server's address
  without its scheme before "POST request" ("'localhost:3000/auth/register' POST request") or
  after a method; the app's root route chained (``app.route('/').get(...)``); the root in a
  list of endpoints ("GET / – Homepage"); a server's log of a request it answered 405 is no
  endpoint ('"POST /api/login/ HTTP/1.1" 405 0').
- From fresh-20: "exception" is half a technical word ("it was no exception" in a news story
  about a python in a shed); a Markdown table's rows without their leading pipe ("`/api/books` |
  POST |"); where an Express app mounts a router under a path (``app.use('/albums',
  albumsRouter)``, ``userRouter.use('/:userId/items', itemRouter)``), a route on any router but
  the app is never written whole, and is left out; lower-case "rich" before a word that is not
  one of Rich's own ("a rich frontend application") is the adjective.
- Lexicon: "Git Bash" (neither Git nor Bash), the Angular CLI, Sequelize CLI, FastAPI CLI,
  ``gitlab-ci``, ``gitlab-runner``.
- Lexicon: "Ruby on Rails" and "RoR" are Rails (one framework, one entity); "Chrome dev tools"
  is Chrome DevTools.
"""

from __future__ import annotations

import pytest

from kgstore.passive.extraction import extract_api_endpoints, extract_technologies


@pytest.mark.parametrize("text, expected", [
    # a pair of lower-case names in a technical text, and in a knitter's blog
    ("Both fail with axios 0.9.1 and a 500 from the API: the request never reaches the node/express app.",
     ["Axios", "Express", "Node.js"]),
    ("When I start a project I colour the line for the yarn/fabric in use, and when it is finished "
     "I change the colour to teal. My stash fills a whole cupboard.", []),
    # environment reports
    ("### Version info\n\n**node:**\n\n8.0.0\n\n**firebase-tools:**\n\n7.14.0\n", ["Firebase CLI", "Node.js"]),
    ("**node**: 18.12.1\n**npm**: 8.19.2", ["Node.js", "npm"]),
    ("- node: `v16.3.0`\n- yarn: `1.22.1`", ["Node.js", "Yarn"]),
    ("**Salt:** 1.5 tsp\n**Pepper:** to taste", []),
    # an API client in a text about requests
    ("The description field is missing when creating a todo (checked using postman).\n\n"
     "Deleting crashes:\n\n```\nError: Not Found\n    at /srv/todo-api/app.js:50:13\n"
     "    at Layer.handle (/srv/todo-api/node_modules/express/lib/router/layer.js:95:5)\n```\n\n"
     "Fill the form fields to make a successful POST request to the API.", ["Postman"]),
    ("```java\n@PostMapping(\"/employees\")\npublic String add(@RequestBody Employee emp) {\n"
     "    return \"ok\";\n}\n```\n\nI send it through POSTMAN but it gives me this error:\n\n"
     "```\n{\"status\": 415, \"path\": \"/employees\"}\n```\nThe endpoint gets a valid JSON body.",
     ["Java", "Postman"]),
    ("The postman left the parcel at the door and the dog barked all afternoon.", []),
    # an HTML tag, a registered mark
    ("Deleting crashes with express 4.16:\n\n> <h1>Not Found</h1>\n<h2>404</h2>\n<pre>Error</pre>",
     ["Express"]),
    ("Use an H2 in-memory database for the tests: `jdbc:h2:mem:testdb` with H2 2.1.214.",
     ["H2 Database"]),
    ("System: OS: Linux 5.4\nCPU: (8) x64 Intel(R) Core(TM) i5-8250U CPU @ 1.60GHz\nNode: 10.12.0",
     ["Linux", "Node.js"]),
    ("We fit the model in R 4.3 and plot it with ggplot2.", ["R", "ggplot2"]),
    # an idiom; words that spell a name joined
    ("GitHub Actions in Practice: Build Automated Testing from Scratch", ["GitHub Actions"]),
    ("Teach kids coding with Scratch 3.0 and its sprites.", ["Scratch"]),
    ("Good job mate! The api/views.py change looks right; merge it once the Django tests pass.",
     ["Django"]),
    ("We moved our background jobs from Sidekiq to GoodJob last week.", ["GoodJob", "Sidekiq"]),
    ("It builds with Type Script 4.9 and Postgre SQL 14.", ["PostgreSQL", "TypeScript"]),
    # a browser's devtools and R's
    ("Open the network tab of your devtools and look at the 500 from /api/users.", []),
    ('```r\ninstall.packages("devtools")\ndevtools::install_github("r-lib/rlang")\n```', ["R", "devtools"]),
    # webpack's missing module
    ("Failed to compile\n./src/index.tsx\nModule not found: Can't resolve 'react' in '/app/src'",
     ["React"]),
    ("have you checked whether the middleware express.json() is configured properly?", ["Express"]),
    ("The express.json middleware parses the body.", []),
    # a product's short name
    ("When using the laravel passport guide I got stuck; this is my first attempt at using passport.",
     ["Laravel Passport"]),
    ("We authenticate with Passport 0.6 and passport-local in our Express 4 app.",
     ["Express", "Passport", "passport-local"]),
    ("Platform: Arch Linux (linux 5.10.16)", ["Arch Linux", "Linux"]),
    ("We build the UI with Ionic React and React 18.", ["Ionic React", "React"]),
    ("We run webpack through Webpack Encore; encore dev --watch rebuilds the assets.",
     ["Webpack", "Webpack Encore"]),
    # Apache alone
    ("Nginx, Apache, a load balancer, or Cloudflare received your request and returned a 502.",
     ["Apache HTTP Server", "Cloudflare", "Nginx"]),
    ("The site runs on Ubuntu 15 with apache 2.4 and php 7.", ["Apache HTTP Server", "PHP", "Ubuntu"]),
    ("Hugo 0.1 was published in 2013. Apache 2.0 licence. Written in Go, a single binary.", ["Go", "Hugo"]),
    ("Released under the Apache License, Version 2.0, with Kafka 3.6 and Spark 3.5 support.",
     ["Apache Spark", "Kafka"]),
    ("Two Apache helicopters landed at Fort Drum on Tuesday.", []),
    # fresh-18: names joined by "+", Dart's imports, a roadmap's checklist, words of prose
    ("API Validation layer (Celebrate+Joi) with express 4.17", ["Express", "Joi"]),
    ("This is a practice project to setup Node + Express + React. Start with `npm install`, "
     "then `npm run dev`.", ["Express", "Node.js", "React", "npm"]),
    ("Season it with salt + pepper + oil, then roast for 20 minutes.", []),
    ("```\nimport 'dart:convert';\nimport 'package:flutter/material.dart';\n```", ["Dart", "Flutter"]),
    ("# Roadmap\n- [x] API validation layer\n- [ ] Unit tests examples\n- [x] The logging layer\n"
     "- [ ] Deploy scripts and docs for AWS Elastic Beanstalk and Heroku\n", ["Elastic Beanstalk", "Heroku"]),
    ("**Framework**\n* [ ] Bootstrap3FrameworkModule — Bootstrap 3\n* [ ] Bootstrap4FrameworkModule — Bootstrap 4\n"
     "* [x] NoFrameworkModule — plain HTML\n* [ ] Other (please specify below)\n", []),
    ("Et sinon je te laisse mon chat pendant quelques jours, ça passe trop vite.", []),
    ("We stub the clock with sinon 15 in our Mocha tests.", ["Mocha", "Sinon"]),
    ("Week 3: Digital Nomad & Adventure Balance, and a coworking day in Lisbon.", []),
    ("Render Template View\n\nThe view returns a rendered page.", []),
    ("I deployed it as a Render service with a Render disk and Postgres 15.", ["PostgreSQL", "Render"]),
    # fresh-19
    ("The code has spring-boot-starter-thymeleaf in both maven and gradle builds.", ["Gradle", "Maven"]),
    ("We had salt and pepper, then python and ruby went to the zoo.", []),
    ("Then install flask and flask_sqlalchemy using pip:\n\n    pip install flask flask_sqlalchemy",
     ["Flask", "Flask-SQLAlchemy", "pip"]),
    ("```go\nfunc Serve(store *storage.Storage) {\n  r := mux.NewRouter()\n}\n```", ["Go", "Gorilla Mux"]),
    ("Dockworkers at ports from Maine to New Jersey went on strike; the North Jersey-based union "
     "walked off the job.", []),
    ("We moved the resources to Jersey 2.35 on Tomcat 9.", ["Jersey", "Tomcat"]),
    ("```\nBUILD FAILED\nCould not install the app on the device.\nMake sure you have an Android "
     "emulator running\n```", ["Android"]),
    ("```\n$ make build\n```", ["Make"]),
    ("Fix sourcing of completion path for Git Bash.", ["Git Bash"]),
    ("Running with gitlab-runner 12.2.0 (a987417a) from the gitlab-ci file", ["GitLab CI", "GitLab Runner"]),
    ("Angular CLI: 17.0.0\nNode: 18.13.0\nPackage Manager: npm 9.2.0\nAngular: 17.0.1", ["Angular", "Angular CLI",
                                                                                 "Node.js", "npm"]),
    ("We are a backend service for some hypothetical rich frontend application, built with Flask 2.3.",
     ["Flask"]),
    ("Pretty tracebacks with rich 13.7 in the Typer CLI.", ["Rich", "Typer"]),
    # fresh-20: "no exception" is English
    ("A Florida man found a 100-pound Burmese python in his shed; the unit that responded said "
     "pythons are released by pet owners. It seems this snake was no exception.", []),
    # one framework, one name
    ("A Ruby on Rails 7 app, and a RoR 6 one too.", ["Rails"]),
    ("In Chrome dev tools the request shows as pending.", ["Chrome DevTools"]),
])
def test_technologies(text, expected):
    assert sorted(extract_technologies(text)) == sorted(expected)


@pytest.mark.parametrize("text, expected", [
    # a framework's answer to a request no route accepts
    ('Routing Error\n\nNo route matches [POST] "/admin/users"\n\nTry running rake routes.', []),
    ('Started POST "/ticket.json" for 127.0.0.1\n\nActionController::RoutingError '
     '(No route matches [POST] "/ticket.json")', []),
    ('It says "Cannot GET /api/users" although GET /api/movies works.', ["GET /api/movies"]),
    ("WARN o.s.web.servlet.PageNotFound : No mapping for GET /api/items", []),
    # ... unless the text's code defines the route: the request failed for another reason
    ("```ts\n@Controller('foo')\nexport class FooController {\n  @Get()\n  getFoo(): string {\n"
     "    return 'foo';\n  }\n}\n```\n\n{\"statusCode\":404,\"message\":\"Cannot GET /foo\"}",
     ["GET /foo"]),
    ("```js\napp.get('/api/users', list);\n```\n\nStill `Cannot GET /api/users` after a restart.",
     ["GET /api/users"]),
    # Flask's log of a view that raised; Express's preflight and head routes
    ("[2021-07-14 15:49:31,974] ERROR in app: Exception on /api/users/register [POST]\n"
     "Traceback (most recent call last):", ["POST /api/users/register"]),
    ("```js\napp.options('/api/list', cors());\napp.post('/api/list', cors(), handler);\n"
     "app.head('/health', ping);\n```", ["OPTIONS /api/list", "POST /api/list", "HEAD /health"]),
    # fresh-20: a table without its leading pipes, routes under an Express mount
    ("Route | HTTP | Description\n------|------|------------\n`/api/books` | POST | Create a book\n"
     "`/api/books/:isbn` | GET | Get a single book", ["POST /api/books", "GET /api/books/:isbn"]),
    ("```js\napp.use('/albums', albumsRouter);\n```\n\n```js\nalbums.get('/', list);\n"
     "albums.get('/:albumId', show);\n```", []),
    ("```js\nuserRouter.use('/:userId/items', itemRouter);\nuserRouter.route('/:userId')\n"
     "  .get(function (req, res) { res.send('user'); });\n```", []),
    ("```js\napp.use('/api', auth);\nrouter.get('/users', list);\napp.get('/health', ping);\n```",
     ["GET /users", "GET /health"]),
    # fresh-19: a local address without its scheme, the app's chained root, a listed root, a 405
    ("When I send 'localhost:3000/auth/register' POST request via postman I get this error.",
     ["POST /auth/register"]),
    ("```js\napp.route('/')\n  .get(function(req, res) {\n    res.sendFile('index.html');\n  });\n```",
     ["GET /"]),
    ("API Endpoints\nGET / – Homepage\n\nPOST /api/v1/todos – Create a new todo\n\n"
     "GET /api/v1/todos – Get all todos", ["GET /", "POST /api/v1/todos", "GET /api/v1/todos"]),
    ('I get "POST /api/v1/auth/login/ HTTP/1.1" 405 0 from the dev server.', []),
    ('[04/May/2020 19:19:55] "POST /alert HTTP/1.1" 500 -', ["POST /alert"]),
    # fresh-18: PHP arrow routes, a group's closure, a form to a server, client instances
    ("```php\n$app->get('/', RouteHandler::class);\n$app->post('/album', RoutePostHandler::class);\n"
     "$app->route('/album/:id', RouteAnyHandler::class, [\"get\", \"post\"]);\n```",
     ["GET /", "POST /album", "GET /album/:id", "POST /album/:id"]),
    ("```php\n$app->group('/utils', function () use ($app) {\n    $app->get('/date', function ($req, $res) {\n"
     "        return $res;\n    });\n});\n$app->get('/health', HealthHandler::class);\n```", ["GET /health"]),
    ('```html\n<form method="post" action="http://localhost:8000/api/login">\n<input name="email">\n</form>\n```',
     ["POST /api/login"]),
    ("```js\nconst API = axios.create({ baseURL: 'https://example.test' });\nawait API.get('/sanctum/csrf-cookie');\n```",
     ["GET /sanctum/csrf-cookie"]),
    ('```csharp\npublic override void Configure()\n{\n    Post("/blobs/create");\n    AllowAnonymous();\n}\n```',
     ["POST /blobs/create"]),
    ('```php\n/**\n * @Route("/catalog/element/delete/{element}", name="element_delete")\n * @Method({"POST"})\n */\n```',
     ["POST /catalog/element/delete/{element}"]),
    ("```php\nnew Post\n    (\n        uriTemplate: '/columns/{model}/{version}',\n        read: false,\n    )\n```",
     ["POST /columns/{model}/{version}"]),
])
def test_endpoints(text, expected):
    assert extract_api_endpoints(text) == expected
