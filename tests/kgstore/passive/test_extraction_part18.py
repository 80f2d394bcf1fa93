"""Issue #20 part 18: each rule stated as a class of text people write and tested on sentences
written for it (not taken from the real corpus).

- An API client named in lower case ("tried it with postman") is the tool in a technical text
  whose words are a web API's: a request, a response, a route, a server (as they already were
  with "API", "JSON", "localhost" or a method); an everyday "postman" in ordinary prose is not.
- A runtime named in lower case before what only a runtime is a kind of ("the node backend",
  "a node application", "my node project") is the runtime in a technical text; a cluster's or a
  graph's node ("the node server", "each node process") is not.
- Travis CI in lower case, as a command or a configuration's name ("remove travis config",
  "moved from `travis` to GitHub Actions"): nobody's name is written so.
- "ng serve", "ng build": the Angular CLI's commands name the CLI (the framework is named by
  its own name).
- WebSocket is a protocol, as HTTP is: it counts where the text is about it or qualifies it
  ("a WebSocket server"), not in passing ("I think it is because of the websockets...",
  "WebSocket connection to 'wss://...' failed").
- A response's "X-Powered-By:" or "Server:" header names the software that answered, whatever
  its level ("X-Powered-By: Express").
- A relative path's own "./" is no longer path it is the tail of: "template: './public/index.html'"
  is a file (a template engine's "template: partials/x.html" stays out where the message also
  gives the whole path).
- Endpoints: a route's configuration with its path first and its method in lower case
  (Payload's "{path: '/my-custom-endpoint', method: 'get'}"); a segment in Markdown bold is the
  segment ("| GET | /users/**:id** |" is GET /users/:id); Slim's handlers after the path, a
  "Controller:method" string or a class name and a method in an array; a method and a template
  literal without substitution (cy.intercept("POST", `/api/v2/models`)); a route table's row giving two methods ("| PATCH/PUT | /articles/:id |"); Flask's
  log of the root's view raising ("Exception on / [POST]"), as it was of any other path.
- A framework trace's frame, an installed gem's name and version before its path ("actionpack
  (5.2.0) lib/action_controller/metal/x.rb:211", Rails' error page), names neither a file of the
  project nor a technology.
- A Windows folder's name with several blanks ("C:\\Users\\PAZ NO VALE\\app\\src\\x.js") is still
  the absolute path's: its tail is no project path (one blank was already understood).
- Lexicon: WEBrick, postmarketOS, InnoDB, mod_rewrite, mod_fcgid, Panfrost, Gallium3D, libudev,
  Tautulli, Duck DNS, Moesif; Samba (a dance too: a technical context's).
- KDE and JetBrains are a community and a company ("KDE has released Plasma 6.3", "a blog run by
  JetBrains"): not technologies; their products are (KDE Plasma, JetBrains Fleet).
- A generated page's line glued to the file it cites ("configured at api/index.js17:"): the file
  (a source file's extension ends with no digit; a line range was already cut).
- R's packages by their loading call or R's messages about them ("library(shiny)", "there is no
  package called ‘shiny’"), whatever the name's level; an ordinary "shiny new library" is not.
- A four-digit number before 1995 is a year, not a version ("Ruby (1879), Effie (1882)": a
  family history's births); an indented paragraph of prose with a long parenthesis of words
  ("(One night, the oxen ... Mr. Jenkins was forced to ...)") is prose, not an indented code block.
- AWS's services by their short names where the text names AWS or another of its services
  ("deployed the Lambda functions behind the API Gateway; DynamoDB ..."): "Lambda", "API
  Gateway", "IAM" ("SAM" alone is left to the corpus's reading of the SAM CLI); elsewhere a
  lambda is a function and an API gateway any gateway.
- A Phoenix app's own web folder in its stack frames ("(console) lib/console_web/endpoint.ex:1")
  is the project's; the dependencies' frames ("(phoenix) lib/phoenix/router.ex:352") stay out.
- "nodeJS", "vueJS": the writer's capitals for the usual JS suffix name the tool (part 17 had
  taken them for camelCase identifiers, as "preMake" is).
- A file of the project's own folder written "./x.go" is the file where a compiler's message
  opening its line points at it ("./main.go:36:14: undefined: Handler") and where a traceback's
  frame does ('File "./manage.py", line 13'), as it was where a command runs it; not in passing
  in a sentence ("see ./main.go:36:14: for it") nor in another language's frame ("at ./boot.jl:328").
"""

from __future__ import annotations

import pytest

from kgstore.passive.extraction import extract_api_endpoints, extract_file_paths, extract_technologies

TECHNICAL = "We run npm install and pip install -r requirements.txt on the CI runner. "


@pytest.mark.parametrize("text, expected", [
    (TECHNICAL + "The login route returns 500 when I send the request with postman.",
     ["Postman", "npm", "pip"]),
    (TECHNICAL + "When I hit it from postman the response is an empty object.",
     ["Postman", "npm", "pip"]),
    (TECHNICAL + "Checked the server logs after calling it through postman: nothing.",
     ["Postman", "npm", "pip"]),
    # no word of a web API's
    (TECHNICAL + "The postman rang twice while the tests ran.", ["npm", "pip"]),
    # ordinary prose: the mail carrier
    ("The postman left the parcel with a neighbour, and the request for a signature was ignored.",
     []),
    ("Our postman, Dave, retires on Friday after thirty years on the same route.", []),
])
def test_part18_an_api_client_in_lower_case(text, expected):
    assert sorted(extract_technologies(text)) == expected


@pytest.mark.parametrize("text, expected", [
    (TECHNICAL + "The error appears when the node application tries to reach the database.",
     ["Node.js", "npm", "pip"]),
    (TECHNICAL + "Unfortunately I lack experience in the node stack and cannot find the bug.",
     ["Node.js", "npm", "pip"]),
    (TECHNICAL + "Our node backend proxies the requests to the Python service.",
     ["Node.js", "Python", "npm", "pip"]),
    # a cluster's node
    (TECHNICAL + "Each node server joins the cluster after the node process restarts.", ["npm", "pip"]),
    # ordinary prose
    ("The lymph node application of the dye took an hour.", []),
])
def test_part18_a_runtime_in_lower_case_before_its_kind(text, expected):
    assert sorted(extract_technologies(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("$ go build\n# example.com/app\n./main.go:36:14: undefined: Handler\n./routes.go:12: too many arguments",
     ["main.go", "routes.go"]),
    ("> ./audit_test.go:39: cannot use x (type int) as type string", ["audit_test.go"]),
    ('Traceback (most recent call last):\n  File "./manage.py", line 13, in <module>\n'
     '    execute_from_command_line(sys.argv)', ["manage.py"]),
    # in passing, or another language's frame
    ("If you open it, see ./main.go:36:14: for the handler.", []),
    ("ERROR: LoadError\n [3] include at ./boot.jl:328 [inlined]", []),
])
def test_part18_a_dot_slash_file_a_message_points_at(text, expected):
    assert sorted(extract_file_paths(text)) == expected


@pytest.mark.parametrize("text, expected", [
    (TECHNICAL + "- remove travis config\n- update the coverage badge", ["Travis CI", "npm", "pip"]),
    ("Moves from `travis` to GitHub Actions.", ["GitHub Actions", "Travis CI"]),
    ("Travis and Sophie walked the dog along the river before lunch.", []),
])
def test_part18_travis_in_lower_case(text, expected):
    assert sorted(extract_technologies(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("I get this error right after running `ng serve --proxy-config proxy.conf.json`.", ["Angular CLI"]),
    ("```\nng build --configuration production\n```\nfails with TS2307 in Angular 15.",
     ["Angular", "Angular CLI"]),
])
def test_part18_the_angular_clis_commands(text, expected):
    assert sorted(extract_technologies(text)) == expected


@pytest.mark.parametrize("text, expected", [
    (TECHNICAL + "Currently I cannot make it work, I think because of the websockets...", ["npm", "pip"]),
    ("min.js:2 | WebSocket connection to 'wss://irc.example.com/weechat' failed", []),
    (TECHNICAL + "Nginx hands the request to uWSGI or to Daphne (a WebSocket server).",
     ["Nginx", "WebSocket", "npm", "pip", "uWSGI"]),
])
def test_part18_websocket_is_a_protocol(text, expected):
    assert sorted(extract_technologies(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("HTTP/1.1 200 OK\nServer: nginx/1.13.8\nContent-Type: application/json\nX-Powered-By: Express",
     ["Express", "Nginx"]),
    ("< HTTP/1.1 500 Internal Server Error\n< x-powered-by: Express\n< content-length: 12", ["Express"]),
    # the word elsewhere
    ("Send it by express post, the server said.", []),
])
def test_part18_a_response_header_names_what_answered(text, expected):
    assert sorted(extract_technologies(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("new HtmlWebPackPlugin({\n    template: './public/index.html'\n}),", ["public/index.html"]),
    ('"/site/themes/x/layouts/partials/head.html:6:7": executing "main" at <partial>: '
     'template: partials/head.html:6:7', []),
])
def test_part18_a_paths_own_dot_slash_is_no_longer_path(text, expected):
    assert sorted(extract_file_paths(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("| Verb | Path | Action |\n|---|---|---|\n| GET | /articles/:id/edit | edit |\n"
     "| PATCH/PUT | /articles/:id | update |\n| DELETE | /articles/:id | destroy |",
     ["DELETE /articles/:id", "GET /articles/:id/edit", "PATCH /articles/:id", "PUT /articles/:id"]),
    ("[2024-05-30 15:30:35,019] ERROR in app: Exception on / [POST]\nTraceback (most recent call last):",
     ["POST /"]),
    ("endpoints: [\n  {\n    path: '/my-custom-endpoint',\n    method: 'get',\n    root: true,\n  },\n],",
     ["GET /my-custom-endpoint"]),
    ("fields: [{ path: '/title', type: 'text' }]", []),
    ("$app->get('/api/courts/{date}', 'AvailabilityController:getAvailability');",
     ["GET /api/courts/{date}"]),
    ("$app->get('/api/courts/{id}', ['\\\\App\\\\Controllers\\\\Courts', 'show']);", ["GET /api/courts/{id}"]),
    ("$response = $client->get('/users', ['query' => $q]);", []),
    ('cy.intercept("POST", `/api/v2/models`).as("uploadModel");', ["POST /api/v2/models"]),
    ('fetchJson("GET", `/api/users/${id}`)', []),
    ("| Type | Route |\n|---|---|\n| GET | /users/**:id** |\n| PUT | /users/**:id** |",
     ["GET /users/:id", "PUT /users/:id"]),
    # a method pair in prose stays two methods, not a path
    ("Use GET/POST for it.", []),
])
def test_part18_endpoints(text, expected):
    assert sorted(extract_api_endpoints(text)) == expected


def test_part18_a_framework_traces_frames_are_the_gems():
    text = ("actionpack (3.2.13) lib/action_controller/metal/implicit_render.rb:4:in `send_action'\n"
            "activesupport (3.2.13) lib/active_support/callbacks.rb:414:in `_run_callbacks'\n"
            "My app runs Rails 3.2.13 and app/models/page.rb fails.")
    assert extract_file_paths(text) == ["app/models/page.rb"]
    assert extract_technologies(text) == ["Rails"]


@pytest.mark.parametrize("text, expected", [
    (r"    at Object.<anonymous> (C:\Users\PAZ NO VALE\crud-api\employee-api\src\app.js:15:23)", []),
    (r"D:\IDEA Project\src\x.kt and then src\main.rs", ["src/main.rs"]),
    (r"C:\Users\me\proj> type src\app.js", ["src/app.js"]),
])
def test_part18_a_windows_folder_with_blanks(text, expected):
    assert sorted(extract_file_paths(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("Mesa's Panfrost driver and Gallium3D now run GNOME on postmarketOS.",
     ["GNOME", "Gallium3D", "Panfrost", "postmarketOS"]),
    ("The tables use InnoDB, and Apache needs mod_rewrite and mod_fcgid enabled for PHP.",
     ["Apache HTTP Server", "InnoDB", "PHP", "mod_fcgid", "mod_rewrite"]),
    (TECHNICAL + "The NAS exports its shares over Samba to the Docker host.",
     ["Docker", "Samba", "npm", "pip"]),
    ("They danced the Samba at the carnival in Rio all night.", []),
    ("Add puma or webrick to the Gemfile: Sinatra needs a server.", ["Puma", "Sinatra", "WEBrick"]),
])
def test_part18_lexicon_names(text, expected):
    assert sorted(extract_technologies(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("Last Tuesday, KDE has released version 6.3 of KDE Plasma.", ["KDE Plasma"]),
    ("The official language blog run by JetBrains covers Kotlin 1.8.", ["Kotlin"]),
    ("I edit it in JetBrains Fleet.", ["JetBrains Fleet"]),
])
def test_part18_a_community_and_a_company_are_no_technologies(text, expected):
    assert sorted(extract_technologies(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("CORS is configured at api/index.js17:\nSources: api/index.js17-20 client/src/pages/Login.js12",
     ["api/index.js", "client/src/pages/Login.js"]),
    ("The clip is media/clip.mp4 and the codec table lib/x.h264.", ["lib/x.h264", "media/clip.mp4"]),
])
def test_part18_a_line_glued_to_the_file(text, expected):
    assert sorted(extract_file_paths(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("binner <- function(var) {\n  library(shiny)\n  shinyApp(ui = fluidPage())\n}", ["Shiny"]),
    ("Error: package or namespace load failed for ‘shiny’:\n .onLoad failed", ["Shiny"]),
    ("Error in library(shinydashboard) : there is no package called ‘shiny’", ["Shiny", "shinydashboard"]),
    ("It is a shiny new library (of books) in town.", []),
])
def test_part18_r_packages(text, expected):
    assert sorted(extract_technologies(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("Three children were born to them: Ruby (1879), Effie (1882) and Jessie (1888).", []),
    ("He had five sisters: Julia (1849), Edith A. (1853) and Emma E. (1859).", []),
    ("We moved the service to Windows Server 2019 and SQL Server 2017.", ["SQL Server", "Windows Server"]),
    ("The family settled there in 1866.\n\n             Elmore and his bride came by ox team.  (One "
     "night, the oxen decided to go back to Sauk Center so Mr. Jenkins was forced to leave the wagon "
     "and ride back on the pony to get them.)  The trip took ten days.", []),
])
def test_part18_years_and_indented_prose(text, expected):
    assert sorted(extract_technologies(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("I deployed the Lambda functions behind the API Gateway with an IAM role; the records go to DynamoDB.",
     ["AWS IAM", "AWS Lambda", "Amazon API Gateway", "DynamoDB"]),
    (TECHNICAL + "Sort them with sorted(items, key=lambda x: x[1]) before the API gateway sees them.",
     ["npm", "pip"]),
    ("Sam and I walked to the Lambda Lounge after the gateway opened.", []),
])
def test_part18_aws_services_by_their_short_names(text, expected):
    assert sorted(extract_technologies(text)) == expected


def test_part18_a_phoenix_apps_own_frames():
    text = ("** (UndefinedFunctionError) function nil.id/0 is undefined\n"
            "        (console) lib/console_web/controllers/device_controller.ex:1: ConsoleWeb.DeviceController.call/2\n"
            "        (phoenix) lib/phoenix/router.ex:352: Phoenix.Router.__call__/2\n"
            "        (console) lib/console_web/endpoint.ex:1: ConsoleWeb.Endpoint.call/2\n")
    assert sorted(extract_file_paths(text)) == ["lib/console_web/controllers/device_controller.ex",
                                                 "lib/console_web/endpoint.ex"]


@pytest.mark.parametrize("text, expected", [
    ("I tried to migrate an existing nodeJS/express project of mine.", ["Express", "Node.js"]),
    ("I built the front end with vueJS.", ["Vue"]),
    ("Running preMake hook", []),
])
def test_part18_a_js_suffix_in_capitals(text, expected):
    assert sorted(extract_technologies(text)) == expected
