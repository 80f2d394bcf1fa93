"""Issue #20 part 17: each rule stated as a class of text people write and tested on sentences
written for it (not taken from the real corpus).

- A level-3 alias of a distinctive name ("Node" for Node.js, "Spark" for Apache Spark, "Apache"
  for the web server) mid-sentence in a plainly technical text is the technology, as the level-3
  names themselves are ("If you would be using Node, you would start your own HTTP server");
  not in ordinary prose ("our dog Spark"), and not a control's label ("select Next").
- A URL ends before the sentence's punctuation: "(see http://localhost:3000). Next, ..." starts
  a sentence after the URL.
- A line may quote two install commands ("npm install, then pip install flask"): each one's
  packages are read.
- A number is no version after a name when it is a score: three decimals padded with a zero
  ("Vault 9.050"), or one of a paragraph of "Key: number" lines at least half of whose keys name
  no technology ("Vault: 8.75 / Bars: 8.75 / Beam: 8.35 / Floor: 8.4"); an environment report's
  lines name mostly technologies ("Node: 18.12.1 / Yarn: 1.22.19 / Memory: 16.00 GB").
- Endpoints: a checklist's path in parentheses ("- [x] POST (/api/login)"); fields whose names are
  in backticks ("- `method`: `get`" / "- `endpoint`: `/product/:productId`"); the root in a list of
  routes with its path quoted or a comment after it ('GET "/" - list users', "GET  /  # status");
  an HTTP request line for the root ("> GET / HTTP/1.1", '"POST / HTTP/1.1" 400') unless nothing
  answered it (404, 405, 502-504, a proxy's "upstream:" error); curl sending data ("-d", "--data",
  "-F", "--json") without a method sends a POST.
- Files: a product and its version as a server signs its pages ("OpenSSL/1.1.1m") is no file; a
  page whose lines ran together glues the next line's first word to a file's extension
  ("// routes/widgets.jsconst express = ...").
- A tag names its technology ("In #postgresql a role is ..."); a name with a dangling hyphen
  ("NestJS- Cannot save") is the name.
- An alias of a few capitals ("FCM" for Firebase Cloud Messaging) is initials other things have
  too (a football club's "le FCM"): it needs a cue or a technical text, as an everyday word does.
- A package-shaped name that ends as a project's own service or repository does
  ("flask-base-service", "django-todo-app") is no Flask or Django extension.
- Not names: a control's label in HTML ('<button type="submit">Go</button>'); a camelCase
  identifier that spells a name with a capital of its own ("Running preMake hook"); a word after
  "failed to" or "works to", an infinitive ("the application failed to render"); a JSON object's
  lower-case key ('"windows": ["main"]'); "phonenumbers" as two words run together; a name among
  companies ("Microsoft, Amazon Web Services, Google, Facebook"): the company; CommonJS named in
  passing, as other module formats are ("ESM as well as CommonJS modules").
- A name after a slash goes on past it: "Vue/Spring Boot" is Vue and Spring Boot.
- Endpoints: a root in a route's own configuration (hapi's "{method: 'GET', path: '/'}") and a
  route for several methods ("method: ['PUT', 'POST']"); three methods on one path ("GET / PUT /
  DELETE /api/users/:id"); a list of routes, each item opening with its path ("1. /books GET Get
  all books"); a request written as an address and "POST call"; a client's call of the app's own
  server by its whole address ("request.get('http://localhost:8082/task/test')", "fetch('http://
  localhost:3000/x', {method: 'POST'})", not a fetch that names no method), Retrofit's annotation
  with a whole address ('@POST("http://hostip/api/user/{id}")'); data posted to a script
  ("POST /test/requestTest.php HTTP/1.1"), though a GET of a file is a page's.
"""

from __future__ import annotations

import pytest

from kgstore.passive.extraction import extract_api_endpoints, extract_file_paths, extract_technologies

TECHNICAL = "We run npm install and pip install -r requirements.txt on the CI runner. "


@pytest.mark.parametrize("text, expected", [
    # an alias in a technical text
    (TECHNICAL + "If you would be using Node, most likely you'd start your own HTTP server.",
     ["Node.js", "npm", "pip"]),
    (TECHNICAL + "The old Node process had outlived its supervisor and kept port 3000.",
     ["Node.js", "npm", "pip"]),
    (TECHNICAL + "The job reads the parquet files with Spark and writes them back.",
     ["Apache Spark", "npm", "pip"]),
    # ordinary prose: no technical context
    ("Our dog Spark loves the beach, and an Apache helicopter flew over the bay.", []),
    ("The old Node gallery reopened on Sunday with a show of local painters.", []),
    # a control's label
    (TECHNICAL + "Select the Web API template and select Next.", ["npm", "pip"]),
    (TECHNICAL + "In the wizard, click Next twice.", ["npm", "pip"]),
])
def test_part17_ambiguous_aliases_in_a_technical_text(text, expected):
    assert sorted(extract_technologies(text)) == expected


@pytest.mark.parametrize("text, expected", [
    # the URL keeps its own parentheses, and leaves the sentence's
    ("I get 'Hello World' when I go to http://localhost:3000). Next, I add a controller in NestJS.",
     ["NestJS"]),
    ("See https://en.wikipedia.org/wiki/Node_(computer_science). Next steps are in NestJS.", ["NestJS"]),
])
def test_part17_a_url_ends_before_the_sentences_punctuation(text, expected):
    assert sorted(extract_technologies(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("Run npm install, then pip install flask. After that it works.", ["Flask", "npm", "pip"]),
    ("yarn add axios; later pip install requests", ["Axios", "Requests", "Yarn", "pip"]),
])
def test_part17_two_install_commands_on_a_line(text, expected):
    assert sorted(extract_technologies(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("Our scores:\n\nVault: 8.75 (7th place)\nBars: 8.75 (2nd place)\nBeam: 8.35 (2nd place)\n"
     "Floor: 8.4 (3rd place)\n", []),
    ("Another meet down!\n\nVault 9.050\n\nThe team competed in the second session.", []),
    ("Environment:\n\nNode: 18.12.1\nYarn: 1.22.19\nVault: 1.15.2\nMemory: 16.00 GB\n",
     ["Node.js", "Vault", "Yarn"]),
    ("Versions:\n- Go: 1.21\n- Helm: 3.12\n- Vault: 1.15\n- Memory: 16.0 GB\n", ["Go", "Helm", "Vault"]),
    ("We upgraded to Vault 1.15 and Ubuntu 22.04 last week.", ["Ubuntu", "Vault"]),
])
def test_part17_scores_are_no_versions(text, expected):
    assert sorted(extract_technologies(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("### API\n- [x] POST (/api/login)\n- [x] POST (/api/register)\n- [x] GET (/api/users)\n",
     ["GET /api/users", "POST /api/login", "POST /api/register"]),
    ("Route:\n- `method`: `get`\n- `endpoint`: `/product/:productId`\n", ["GET /product/:productId"]),
    ('## Endpoints\nGET "/" - list users\n\nGET "/:id" - one user\n\nPOST "/" - create a user\n',
     ["GET /", "GET /:id", "POST /"]),
    ("```\nGET    /                 # Show status\nGET    /api              # Show databases\n```\n",
     ["GET /", "GET /api"]),
    ("$ curl -v http://localhost:8080/\n> GET / HTTP/1.1\n> Host: localhost:8080\n\n< HTTP/1.1 200 OK\n",
     ["GET /"]),
    ('127.0.0.1:51680 "POST / HTTP/1.1" 400 0 "-" "curl/7.61.1"', ["POST /"]),
    # nothing answered
    ('192.168.80.1 - - [09/Jun/2020:07:43:31 +0000] "GET / HTTP/1.1" 502 158 "-" "Mozilla/5.0"', []),
    ('connect() failed while connecting to upstream, client: 172.23.0.1, request: "GET / HTTP/1.1", '
     'upstream: "http://172.23.0.2:3000/"', []),
    ("$ http -v OPTIONS :8200/\nOPTIONS / HTTP/1.1\nAccept: */*\n\nHTTP/1.1 404 Not Found\n", []),
    # curl's data makes a POST
    ("curl -H \"Content-type: application/json\" localhost:5000/users -d '{\"email\":\"a@b.c\"}'",
     ["POST /users"]),
    ("curl http://localhost:3000/api/upload -F file=@photo.jpg", ["POST /api/upload"]),
    ("curl http://localhost:3000/api/items", []),
])
def test_part17_endpoints(text, expected):
    assert sorted(extract_api_endpoints(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("I get a 405.\n\nApache/2.4.52 (Win64) OpenSSL/1.1.1m PHP/8.1.2\n\n405 Method Not Allowed", []),
    ("We use res.json to return JSON:\n// routes/widgets.jsconst express = require('express')const router",
     ["routes/widgets.js"]),
    ("See src/lib/util.ts and tools/openssl-1.1.1m/build.sh.",
     ["src/lib/util.ts", "tools/openssl-1.1.1m/build.sh"]),
])
def test_part17_files(text, expected):
    assert sorted(extract_file_paths(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("In #postgresql a role is some kind of user which can access the database.", ["PostgreSQL"]),
    ("MustBeEntityError: NestJS- Cannot save, given value must be an entity", ["NestJS"]),
    ("Le FCM a manqu\u00e9 ses occasions en ce d\u00e9but de saison, et le match est perdu.", []),
    ("We send push messages with FCM from the Node.js server (firebase-admin 11.0).",
     ["Firebase Cloud Messaging", "Node.js", "firebase-admin"]),
    ("FCM tokens are refreshed in onNewToken() on Android.", ["Android", "Firebase Cloud Messaging"]),
    ("Running `docker-compose up -d` results in `flask-base-service` exiting.", ["Docker Compose"]),
    ("We added `flask-cors` to the API.", ["Flask-CORS"]),
])
def test_part17_names(text, expected):
    assert sorted(extract_technologies(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ('<form use:form method="post">\n  <button type="submit">Go</button>\n</form>', []),
    ("\u25a0 Running preMake hook\n\u25a0 Making distributables", []),
    ("Flutter typically signals that the application failed to render a specified asset.", []),
    ('{"identifier": "main", "windows": ["main"], "permissions": ["core:default"]}', []),
    ("- Add phonenumbers to accounts", []),
    ("We parse them with phonenumbers 8.13 in the Django backend.", ["Django", "phonenumbers"]),
    ("I am learning Vue/Spring Boot for web development.", ["Spring Boot", "Vue"]),
    ("A language attracting the attention of Microsoft, Amazon Web Services, Google, Facebook, "
     "Mozilla, and Huawei.", []),
    ("We deploy on AWS, Azure and GCP.", ["AWS", "Azure", "Google Cloud"]),
    ("Nginx is a web server widely used by companies such as Baidu, Alibaba, Tencent.", ["Nginx"]),
    ("Node 22 adds require() for ECMAScript modules (ESM) as well as CommonJS (CJS) modules.",
     ["JavaScript", "Node.js"]),
])
def test_part17_more_names(text, expected):
    assert sorted(extract_technologies(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("server.route({\n    method: 'GET',\n    path: '/',\n    handler: h\n});", ["GET /"]),
    ("server.route({\n    method: ['PUT', 'POST'],\n    path: '/',\n    handler: h\n});", ["POST /", "PUT /"]),
    ("route.ts GET / PUT / DELETE /api/users/:id", ["DELETE /api/users/:id", "GET /api/users/:id",
                                                   "PUT /api/users/:id"]),
    ("HTTP methods \u2014 GET / POST / PUT / DELETE\n\nExport one function per method.", []),
    ("1. /books GET Get all list of books\n2. /books/{id} GET get book details by ID\n"
     "3. /books/ POST add new book", ["GET /books", "GET /books/{id}", "POST /books"]),
    ("https://test.beep.nl/api/export/csv POST call, payload: {device_id: 299}", ["POST /api/export/csv"]),
    ("export function test() {\n    return request.get('http://localhost:8082/task/test')\n}",
     ["GET /task/test"]),
    ("fetch('http://localhost:3000/response', {\n  method: 'POST',\n  headers: {}\n})", ["POST /response"]),
    ("fetch('http://localhost:5000/api/users').then(r => r.json())", []),
    ('@POST("http://hostip/api/user/{id}/friends/{to}")\nCall<ResponseBody> addFriend();',
     ["POST /api/user/{id}/friends/{to}"]),
    ("POST /test/requestTest.php HTTP/1.1\nHost: 27.34.160.197", ["POST /test/requestTest.php"]),
    ('1.2.3.4 - - "GET /index.php HTTP/1.1" 200', []),
])
def test_part17_more_endpoints(text, expected):
    assert sorted(extract_api_endpoints(text)) == expected
