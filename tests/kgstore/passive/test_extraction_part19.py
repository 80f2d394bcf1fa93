"""Issue #20 part 19: each rule stated as a class of text people write and tested on sentences
written for it (not taken from the real corpus).

- GitHub Actions is named where the text names it ("the GitHub Actions job", "our GitHub
  workflow"), not read from a workflow's steps alone ("uses: actions/checkout@v4"): of 13 real
  texts whose only trace of it was a step, 10 did not count it (the part 7 cases say so now).
- A protocol is a lexicon entry's property (``protocol``), not a list in the extractor: it is a
  generic format whose own subjects also follow it ("a WebSocket server", "WebSocket support").
- A name people also exclaim (``interjection``: Yup, yay, Voila) opening a sentence before a
  comma, a colon, a full stop or an exclamation mark is the word ("Yup, no spaces").
- A class's base as code writes it ("extends Node" ending its line, "class Manager(Node):") is
  the framework's class, not the runtime; in prose "extends" stays a verb.
- A fence's info word that is no language ("```linux") only chose the colours; an inline
  "```pip install x```" is still the command.
- "Requests" after a request's kind or a possessive ("Axios POST Requests", "Proxying API
  Requests", "all of my requests") is the plural noun, not the Python library.
- Joi's schema calls ("Joi.string().required()") name Joi, whatever its level.
- A site people visit (``site``: GitHub) is not a technology where a text only goes there ("push
  it up to Github", "the instructions on GitHub", "sur GitHub"); it is where its product is meant
  ("the GitHub API", "a GitHub App", "GitHub webhooks") or where it is the subject ("Microsoft
  acquires GitHub").
- A company's possessive before what only a company has ("OpenAI's GPT models", "GitHub's CEO",
  "GitHub's own web interface") names the company, not a technology.
- A shell prompt ending "\\>" or Windows' "C:\\project>" before "./manage.py runserver" runs the
  project's script, as after "$ ".
- A word-like name opening a sentence as its subject, a verb after it ("Express is no longer
  bundled with body-parser"), is the tool in a plainly technical text, as a level-2 name was.
- (fresh-32/33 read) REST counts in its noun phrase only ("a REST API", "API REST", "RESTful
  web services", "REST-ful API"), as the labelling convention has it, not as the style in passing
  ("RESTful routes", "REST principles"): the lexicon's ``only_with``.
- An issue template's examples: a field's parenthesised list ending "etc." ("Cloud Provider/Platform
  (AKS, GKE, Minikube etc.):") and a heading's "(ie. output of `mvnw --version` or `gradlew
  --version`)"; a filled-in list stays ("(arm64, Raspberry Pi OS Lite):", "## API (Spring Boot 2.7,
  Java 1.8)"). An environment report's "npm version : (not installed)" names nothing.
- Italian's "è stata" is no Stata (a fourth language for the check of a text's language); the
  Linux Foundation is an organisation; "EC2 Container Service" is Amazon ECS's first name.
- "the next version", "make two additions": an ordinary word in lower case, not Next.js or Make.
- Endpoints: a logged request's JSON fields with a whole local address ('"method": "POST",\n
  "url": "http://localhost:8000/api/auth/login"') and a browser's "Request URL: localhost/api/user"
  beside "Request Method: GET".
- Endpoints: a table whose header names a method column and a path column reads each row by the
  header, the columns in any order and apart ("| `/auth/me` | Get current user | GET |"); where a
  second path column is headed as the full path ("Path Pattern" beside "Full URL Path") that one
  is the endpoint. A method in lower case before "request" in a sentence, as beginners write it
  ("a post request to /api/v1/posts/", "request `post` to http://localhost:3000/api/user/signup").
"""

from __future__ import annotations

import pytest

from kgstore.lexicon import TECHNOLOGIES, TECHNOLOGY_BY_NAME
from kgstore.passive.extraction import extract_api_endpoints, extract_file_paths, extract_technologies

TECHNICAL = "We run npm install and pip install -r requirements.txt on the CI runner. "


@pytest.mark.parametrize("text, expected", [
    ("jobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/setup-node@v4\n"
     "        with:\n          node-version: 20", []),
    ("Our GitHub Actions workflow fails at this step:\n  - uses: actions/checkout@v4", ["GitHub Actions"]),
    ("The release job in our GitHub workflow stopped uploading the wheels.", ["GitHub Actions"]),
])
def test_part19_github_actions_where_the_text_names_it(text, expected):
    assert sorted(extract_technologies(text)) == sorted(expected)


def test_part19_a_protocol_is_a_lexicon_entrys_property():
    protocols = [t for t in TECHNOLOGIES if t.protocol]
    assert [t.name for t in protocols] == ["WebSocket"]
    # a protocol is a generic format: named in passing it is not the subject
    assert all(t.generic_format for t in protocols)
    assert TECHNOLOGY_BY_NAME["WebSocket"].protocol and not TECHNOLOGY_BY_NAME["HTML"].protocol


@pytest.mark.parametrize("text, expected", [
    (TECHNICAL + "The chat uses a WebSocket server behind Nginx.", ["Nginx", "WebSocket", "npm", "pip"]),
    (TECHNICAL + "Is there WebSocket support in the dev proxy?", ["WebSocket", "npm", "pip"]),
    (TECHNICAL + "The WebSocket closes after a minute behind Nginx.", ["Nginx", "npm", "pip"]),
])
def test_part19_a_protocols_own_subjects(text, expected):
    assert sorted(extract_technologies(text)) == sorted(expected)


@pytest.mark.parametrize("text, expected", [
    (TECHNICAL + "Yup, no spaces and the right token.", ["npm", "pip"]),
    (TECHNICAL + "Do you have logs? Yup: the login fails.", ["npm", "pip"]),
    (TECHNICAL + "Yay! The build is green again.", ["npm", "pip"]),
    # the library, where it is named
    (TECHNICAL + "The form schema is validated with Yup.", ["Yup", "npm", "pip"]),
    (TECHNICAL + "Yup 1.3 rejects the empty string now.", ["Yup", "npm", "pip"]),
])
def test_part19_an_interjection(text, expected):
    assert sorted(extract_technologies(text)) == sorted(expected)


@pytest.mark.parametrize("text, expected", [
    ("```gdscript\nextends Node\n\nexport (PackedScene) var Coin\n```", ["GDScript"]),
    ("```python\nclass PeerManager(Node):\n    peer = None\n```", ["Python"]),
    ("```python\nclass Manager(Base, Node):\n    pass\n```", ["Python"]),
    # a verb in prose, and a runtime still named in code
    (TECHNICAL + "The plugin extends Node with a module loader.", ["Node.js", "npm", "pip"]),
    ("```js\nclass Store extends EventEmitter {}\nconst fs = require('fs')\n```\nIt runs on Node 18.",
     ["JavaScript", "Node.js"]),
])
def test_part19_a_class_base(text, expected):
    assert sorted(extract_technologies(text)) == sorted(expected)


@pytest.mark.parametrize("text, expected", [
    ("I cannot register a user.\n```linux\nERROR! Received 403 Forbidden HMAC incorrect\n```", []),
    ("Needed to run ```pip install -r requirements/dev.txt``` first.", ["pip"]),
    ("```python\nimport os\n```", ["Python"]),
])
def test_part19_a_fence_info_word_that_is_no_language(text, expected):
    assert sorted(extract_technologies(text)) == sorted(expected)


@pytest.mark.parametrize("text, expected", [
    (TECHNICAL + "# Fixing 401 errors in Axios POST Requests\nThe token is missing.", ["Axios", "npm", "pip"]),
    (TECHNICAL + "## Proxying API Requests\nThe dev server forwards them.", ["npm", "pip"]),
    (TECHNICAL + "Since RC1 all of my requests 404.", ["npm", "pip"]),
    # the library
    (TECHNICAL + "The scraper uses Python Requests with a session.", ["Python", "Requests", "npm", "pip"]),
    ("```python\nimport requests\nrequests.get(url)\n```", ["Python", "Requests"]),
])
def test_part19_requests_the_plural_noun(text, expected):
    assert sorted(extract_technologies(text)) == sorted(expected)


@pytest.mark.parametrize("text, expected", [
    ("```js\nconst schema = { payload: { name: Joi.string().trim().required() } }\n```",
     ["JavaScript", "Joi"]),
    ("validate: { query: { token: Joi.string().required() } }", ["Joi"]),
    # the French first name
    ("Joi et Marc sont partis en vacances.", []),
])
def test_part19_joi_schema_calls(text, expected):
    assert sorted(extract_technologies(text)) == sorted(expected)


@pytest.mark.parametrize("text, expected", [
    (TECHNICAL + "Can you push your repo to Github so I can take a look?", ["npm", "pip"]),
    (TECHNICAL + "Following the install instructions on GitHub leads to this error.", ["npm", "pip"]),
    (TECHNICAL + "Le code est disponible sur GitHub.", ["npm", "pip"]),
    # the platform's product, or the subject
    (TECHNICAL + "The bot reads pull requests from the GitHub API.", ["GitHub", "npm", "pip"]),
    (TECHNICAL + "We get a 401 for every GitHub webhook event.", ["GitHub", "npm", "pip"]),
    (TECHNICAL + "Install it as a GitHub App on the organisation.", ["GitHub", "npm", "pip"]),
    ("Microsoft has agreed to acquire GitHub for $7.5bn. GitHub is used by 28 million developers.",
     ["GitHub"]),
])
def test_part19_a_site_people_visit(text, expected):
    assert sorted(extract_technologies(text)) == sorted(expected)


@pytest.mark.parametrize("text, expected", [
    ("| Endpoint | Description | Methods |\n|---|---|---|\n| `/auth/register` | Create a user | POST |\n"
     "| `/auth/me` | Get current user data | GET |", ["GET /auth/me", "POST /auth/register"]),
    ("| Endpoint | Method | Description |\n| --- | --- | --- |\n| `/` | GET | Hello |\n"
     "| `/profile  ` | PUT | Access profile |", ["GET /", "PUT /profile"]),
    ("| HTTP Method | Path Pattern | Full URL Path | Function |\n|---|---|---|---|\n"
     "| POST | /register | /api/v1/user/register | register |\n| GET | /profile | /api/v1/user/profile | profile |",
     ["GET /api/v1/user/profile", "POST /api/v1/user/register"]),
    # a table added in a diff, its methods in brackets
    ("```diff\n+| Method   | URL                | Description |\n+| ------   | --------------     | --- |\n"
     "+| [POST]   | /api/auth/register | Registers a new user. |\n+| [POST]   | /api/course/ | Adds one. |\n```",
     ["POST /api/auth/register", "POST /api/course"]),
    # a table whose header names no method column: read as before
    ("| Verb or not | Where |\n|---|---|\n| POST | /api/login |", ["POST /api/login"]),
    # no path column
    ("| Method | Description |\n|---|---|\n| GET | lists the users |", []),
])
def test_part19_a_headed_table(text, expected):
    assert sorted(extract_api_endpoints(text)) == sorted(expected)


@pytest.mark.parametrize("text, expected", [
    ("When I send a post request to /api/v1/posts/ the server answers 500.", ["POST /api/v1/posts"]),
    ("when i do request `post`  to _http://localhost:3000/api/user/signup_  the response is 200",
     ["POST /api/user/signup"]),
    ("The app listens for a post request at http://localhost:3000/api/posts but nothing arrives.",
     ["POST /api/posts"]),
    ("Making a get request on /api/items returns an empty list.", ["GET /api/items"]),
    # a blog post, and requests in general
    ("I read a post about requests to /r/python yesterday.", []),
])
def test_part19_a_method_in_lower_case_before_request(text, expected):
    assert sorted(extract_api_endpoints(text)) == sorted(expected)


@pytest.mark.parametrize("text, expected", [
    ("Copilot works in Visual Studio Code and GitHub's own web interface. Built on OpenAI\u2019s GPT models, "
     "it suggests code.", ["Copilot", "VS Code"]),
    (TECHNICAL + "The plans changed after Docker's CEO spoke.", ["npm", "pip"]),
    # the technology's own possessive
    (TECHNICAL + "Docker's build cache is invalidated by the COPY step.", ["Docker", "npm", "pip"]),
])
def test_part19_a_companys_possessive(text, expected):
    assert sorted(extract_technologies(text)) == sorted(expected)


@pytest.mark.parametrize("text, expected", [
    ("(venv) nick@dose (master) ~/django-api\\> ./manage.py runserver localhost:8002", ["manage.py"]),
    ("C:\\work\\app> ./build.sh release", ["build.sh"]),
    # named in passing, and markup before it
    ("Then see ./main.go for the handler.", []),
    ("<b>Note</b> ./run.sh is optional.", []),
])
def test_part19_a_prompt_before_the_projects_script(text, expected):
    assert extract_file_paths(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("req.body is undefined\n\nExpress is apparently no longer bundled with middleware such as the body-parser. "
     "You need to install the body-parser separately through npm.", ["Express", "body-parser", "npm"]),
    # ordinary prose, and a technical text where the word is no subject
    ("Express is the fastest option for parcels; standard post takes three days.", []),
    ("Express delivery of the npm package failed; pip install -r requirements.txt worked.", ["npm", "pip"]),
])
def test_part19_a_sentences_subject(text, expected):
    assert sorted(extract_technologies(text)) == sorted(expected)


@pytest.mark.parametrize("text, expected", [
    (TECHNICAL + "We expose a REST API for the mobile app.", ["REST", "npm", "pip"]),
    (TECHNICAL + "Construire une API REST avec Express.", ["Express", "REST", "npm", "pip"]),
    (TECHNICAL + "The service offers RESTful web services to partners.", ["REST", "npm", "pip"]),
    (TECHNICAL + "Follow REST-ful API naming for the endpoints.", ["REST", "npm", "pip"]),
    (TECHNICAL + "The SPA talks to the back end over REST.", ["REST", "npm", "pip"]),
    # the style in passing
    (TECHNICAL + "Defining clean, RESTful routes is the first step.", ["npm", "pip"]),
    (TECHNICAL + "When an API follows REST principles, clients can guess the paths.", ["npm", "pip"]),
])
def test_part19_rest_in_its_noun_phrase(text, expected):
    assert sorted(extract_technologies(text)) == sorted(expected)


@pytest.mark.parametrize("text, expected", [
    ("Output of `kubectl version`: 1.23\nCloud Provider/Platform (AKS, GKE, Minikube etc.): AWS EKS\n"
     "Error: UPGRADE FAILED", ["Amazon EKS", "Kubernetes"]),
    ("### Build tool (ie. output of `mvnw --version` or `gradlew --version`)\n\nApache Maven 3.9.8", ["Maven"]),
    ("Python version : 3.8.10\nbokeh version : 2.4.2\nnode.js version : (not installed)\n"
     "npm version : (not installed)", ["Bokeh", "Python"]),
    # filled in
    ("I run a single runner (arm64, Raspberry Pi OS Lite): it fails on pip install.", ["Raspberry Pi OS", "pip"]),
    ("## Employee API (Spring Boot 2.7, Java 1.8)\n\nRun it with mvn spring-boot:run.",
     ["Java", "Maven", "Spring Boot"]),
])
def test_part19_a_templates_examples(text, expected):
    assert sorted(extract_technologies(text)) == sorted(expected)


@pytest.mark.parametrize("text, expected", [
    ("Linus Torvalds ha annunciato Linux 6.0-rc7. In questa versione è stata eseguita una code review "
     "molto profonda e il rilascio della versione stabile è atteso.", ["Linux"]),
    ("Kubernetes 1.0 was donated to the Cloud Native Computing Foundation, part of the Linux Foundation.",
     ["Kubernetes"]),
    ("It competes with Amazon's EC2 Container Service and Mesosphere's platform on Kubernetes 1.0.",
     ["Amazon ECS", "Kubernetes"]),
    # the tool where it is named
    ("The regression was run in Stata 17 and exported to a CSV file.", ["Stata"]),
])
def test_part19_a_language_an_organisation_and_a_first_name(text, expected):
    assert sorted(extract_technologies(text)) == sorted(expected)


@pytest.mark.parametrize("text, expected", [
    (TECHNICAL + "The release job determines the next version number and tags it.", ["npm", "pip"]),
    (TECHNICAL + "In the Dockerfile, make two targeted additions to the COPY list.", ["Docker", "npm", "pip"]),
    # the runtime's version, asked
    (TECHNICAL + "Which node version are you using?", ["Node.js", "npm", "pip"]),
])
def test_part19_ordinary_words_in_lower_case(text, expected):
    assert sorted(extract_technologies(text)) == sorted(expected)


@pytest.mark.parametrize("text, expected", [
    ('```json\n{\n  "method": "POST",\n  "url": "http://localhost:8000/api/auth/login",\n  "headers": {}\n}\n```',
     ["POST /api/auth/login"]),
    ("Here is the network error\n```\nRequest URL: localhost/api/user\nRequest Method: GET\n"
     "Status Code: 401 Unauthorized\n```", ["GET /api/user"]),
    # a URL logged with no method
    ('{"status": 200, "url": "http://localhost:8000/api/auth/login"}', []),
])
def test_part19_a_logged_requests_fields(text, expected):
    assert sorted(extract_api_endpoints(text)) == sorted(expected)
