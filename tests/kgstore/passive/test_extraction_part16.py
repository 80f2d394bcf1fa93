"""Issue #20 part 16: each rule stated as a class of text people write and tested on sentences
written for it (not taken from the real corpus).

- A language named as what a program is written in, after the program ("the CLI is in Go", "our
  backend is mostly in Rust"), or judged for what it builds ("Go is great for small CLIs"); not a
  person's whereabouts nor a judgement of anything else ("Julia is great for small children").
- A name in backticks after a control's verb ("Press `Go`", "click on the `Run` button") is the
  control's label, not the technology; a distinctive name stays one ("click the `Docker` icon").
- A level-1 name that is an ordinary word of the language the text is written in (the entry's
  ``word_in``: French "chrono", German "Zeitwerk") needs a cue of its own there, as an everyday
  word does ("chrono 0.4"); part 14 and 15 gave such entries ``word_in`` but only level-2 and
  everyday names heeded it.
- A lower-case name with a file's extension alone on its line over a code block ("`auth.js`"
  then ```) is the file the block shows, not the library spelt the same (Auth.js).
- Rails' request log and error page name the classes that ran or failed, not what the writer
  names: "Processing by Devise::SessionsController#create", "ActionController::ParameterMissing
  (param is missing ...)", "X::Y in AuthorsController#create", "Completed 401 Unauthorized in
  423ms (ActiveRecord: 97.2ms)"; a namespace in code or prose still names its framework
  ("Sidekiq::Web", "we use ActiveRecord callbacks").
- A JavaScript library's ".js" name written in two words ("React JS", "Vue Js", "express js",
  "Angular JS") is that library, not the library and JavaScript.
- A fence indented in a list item ("    ```java") names its language; a Python library's module
  before its members names it for more libraries whose module no English word spells
  ("joblib.load(...)", "keras.Sequential()"), not a host ("keras.io"); a tool used "for linting",
  "for formatting", "for the monorepo" is named for what it does in the project.
- A code block copied from a page with its header ("bash" then "Copy code"): the header is the
  block's label, as a fence's info string is; a shell's names nothing, a language names itself.
- A capitalised word-like name that is the last word of another proper name (a capitalised word
  no technology spells before it, after a lower-case word, an ordinary word after it: "gold Bel Air
  scripts", "love Taylor Swift songs") is not the technology; a title ("Deploying Nomad Jobs With
  Consul") and a sentence's or an item's first word ("Learn Swift now") are not such names.
- A conda or virtualenv environment's name before a shell's prompt ("(openmmlab) root@ubuntu:~#")
  is the environment's, not the tool's.
- Lexicon: lower-case "pkl" is a pickle file's extension, not Apple's Pkl; httr2 is its own
  package, not httr at version 2; "Confluent Platform" is Confluent; "Grape clusters" are the
  fruit's (Grape, the Ruby framework, only before its own words: "Grape API", "Grape entities"). "Chimney Swift 43" in a bird count is a bird and a number (Swift's idioms);
  "a virtualenv" is any virtual environment, not the virtualenv tool; Spanish
  "consola" is the console, not the consola library.
- Files: a project's folder may open with a digit ("./3-microservices/services/server.js"); the
  files kept under a fixed name without an extension are files ("client/Dockerfile",
  "ios/Podfile"); a script run from a code span with its arguments ("`./manage.py runserver`");
  a source file's first comment naming its own path ("// ./app.js"); a script run or a file a
  program reads, named in a sentence or a log ("rerun ./cloudgoat.py create x", "Loading schema
  ./example_schema.yaml"). Not files: Electron's built-in modules in a stack trace
  ("(electron/js2c/asar_bundle.js:5:12)"). Build wrappers and a virtual environment's activation
  script are files ("android/gradlew", "source .venv/bin/activate", "env\\Scripts\\activate"),
  though nothing else under a virtual environment is. A module named by its role without its
  extension ("./routes/auth.routes", "controllers/user.controller") is an import specifier. Not a file: "1/2 cup.html",
  a date's "2024/01/report.pdf" folders (no letter in them).
- A fence tagged with a runtime, a database's dialect or a template language names it
  ("```node", "```mysql", "```blade"); Vite's plugins tag their errors "[plugin:vite:...]" too.
- A middleware an app mounts, called by its package's import name ("app.use(cors())",
  "app.use(bodyParser.json())", "router.use(cookieParser())"), names that package, unless the
  text binds the name to another module ("const bodyParser = require('koa-bodyparser')").
- A command run through a project's runner names the command's tool as it does at a prompt
  ("bundle exec rake db:migrate", "pipenv run flask run", "uv run pytest"), or in a container
  ("docker-compose run web cargo init"; a shell opened there names nothing); Passport's own API
  ("passport.authenticate('local', ...)") names it, as Mongoose's and Axios's do.
- A changelog's dependency line ("* deps: send@0.9.1", "- deps: etag@~1.4.0", as Express's family
  of packages writes them) names the package by its npm name, whether the lexicon knows it or not.
- "which node version are you using?" asks for Node.js's version, in a technical text; Rails' SQL
  log ("ActiveRecord::SchemaMigration Load (0.2ms)") names no ActiveRecord either.
- A browser's CORS preflight ("OPTIONS /x HTTP/1.1" with "Access-Control-Request-Method: POST"
  among its headers) asks for the request that follows: the endpoint is "POST /x"; an OPTIONS
  request without that header is itself the endpoint.
- Fields that give a request's method and path apart, in more of the forms API documents and logs
  use: bold names without a colon ("* **URL** /api/v1/silences" then "* **Method** POST"), an
  HTML definition list ("<dt>Method</dt><dd>GET</dd><dt>URL</dt><dd>/v1/x</dd>"), API Gateway's
  test log ("HTTP Method: POST, Resource Path: /graphql").
- A list that aligns its paths with blanks ("- GET     /api/posts/"); a request for one item written
  as a URL with its method ("curl -X DELETE http://localhost:3456/todos/1") follows the numbered
  rule too.
- Methods listed before "in" and a path ("POST or GET in /connectors return 500") are each a request.
- A table copied from a page with its cells apart by tabs ("/api/posts/<id>/\tGET\tRetrieve a post").
- An HTML page's code tag closing after the method ("<code>GET</code> /metrics") is a written request.
- A request for a numbered item ("GET /users/42", "DELETE /photos/17") is an example call where
  the text writes the route it instantiates ("/users/:id", "/users/{id}", "<int:id>"), and the
  endpoint's only name where it does not (the labellers of the real corpus counted it so).
"""

from __future__ import annotations

import pytest

from kgstore.passive.extraction import extract_api_endpoints, extract_file_paths, extract_technologies


@pytest.mark.parametrize("text, expected", [
    ("The CLI is in Go.", ["Go"]),
    ("Our backend is mostly in Rust and the frontend in TypeScript.", ["Rust", "TypeScript"]),
    ("The whole codebase was in Julia before the rewrite.", ["Julia"]),
    ("My sister is in Julia's class this year.", []),
    ("Go is great for small CLIs.", ["Go"]),
    ("Rust is ideal for command-line tools.", ["Rust"]),
    ("Julia is great for small children; she tells the best stories.", []),
    ("Go is great for a weekend walk along the river.", []),
    # a control's label
    ("Press `Go` to start the wizard.", []),
    ("Then click on the `Run` button and wait.", []),
    ("Tap `Swift` in the list of keyboards to switch layouts.", []),
    ("Install `Go` 1.22 first, then press `Enter`.", ["Go"]),
    ("Click the `Docker` icon in the tray and pick Settings.", ["Docker"]),
    # the file a code block shows
    ("Here is my code.\n\n`auth.js`\n```\nconst user = await getUser(ctx);\n```\n", []),
    ("**auth.js:**\n\n```\nmodule.exports = router;\n```", []),
    ("We moved the sign-in to Auth.js 5 last week.", ["NextAuth.js"]),
    # Rails' log
    ("Started POST \"/users/sign_in\" for 127.0.0.1\nProcessing by Devise::SessionsController#create as HTML\n"
     "Completed 401 Unauthorized in 423ms (ActiveRecord: 97.2ms | Allocations: 4083)", []),
    ("ActionController::ParameterMissing (param is missing or the value is empty: user):", []),
    ("### ActionController::InvalidAuthenticityToken in AuthorsController#create", []),
    ("```ruby\nrequire 'sidekiq/web'\nmount Sidekiq::Web => '/sidekiq'\n```", ["Ruby", "Sidekiq"]),
    ("We use ActiveRecord callbacks to stamp the rows.", ["ActiveRecord"]),
    # a ".js" name in two words
    ("Frontend: React JS and Material UI; backend: Node JS with Express JS.",
     ["Express", "Material UI", "Node.js", "React"]),
    ("We use Next Js for SSR and Angular JS 1.5 for the old admin.", ["AngularJS", "Next.js"]),
    ("The build bundles JS and CSS with esbuild.", ["CSS", "JavaScript", "esbuild"]),
    # the last word of another proper name
    ("Chevrolet scripts decorated the hood, and gold Bel Air scripts were on the rear fenders.", []),
    ("We both love Taylor Swift songs.", []),
    ("We deploy the Nomad jobs with Terraform 1.5 and Consul.", ["Consul", "Nomad", "Terraform"]),
    ("Learn Swift now with Xcode 15.", ["Swift", "Xcode"]),
    # a copied code block's header
    ("2. Create a virtual environment:\n\nbash\nCopy code\npython -m venv env\nsource env/bin/activate", ["Python"]),
    ("python\nCopy code\nimport os\nprint(os.getcwd())", ["Python"]),
    # indented fences, module members, what a tool is for
    ("- Add the following to `MainApplication.java`:\n\n    ```java\n      import com.wl.Pkg;\n    ```\n", ["Java"]),
    ("`model = joblib.load('model/rf_model.pkl')`", ["joblib"]),
    ("The guide on keras.io explains it; we build with keras.Sequential() now.", ["Keras"]),
    ("* Modernize the project:\n  * pyproject.toml instead of setup.py\n  * Use ruff for linting and formatting",
     ["Ruff"]),
    ("She used chalk for styling and salt for cooking.", []),
    # lexicon
    ("(openmmlab) root@ubuntu:~/workspace/PKINet# python tools/train.py configs/x.py", ["Python"]),
    ("Trying to load the model (pkl) this error occurs: No module named 'sklearn'", ["scikit-learn"]),
    ("We describe the configuration in Pkl 0.25 and render it to YAML.", ["Pkl"]),
    ("Lab 3 - httr2 request results in error HTTP 422", ["httr2"]),
    ("The bins go up to the crusher/destemmer area. Grape clusters are spread out on a large table.", []),
    ("We expose the Grape API under /api and mount it in the Rails app.", ["Grape", "Rails"]),
    ("Location: Racine, Downtown\nObservation date: 8/9/08\nChimney Swift 43\n", []),
    ("To run: create a virtualenv, then `python -m venv venv` and `pip install -r requirements.txt`.", ["Python", "pip"]),
    ("Install virtualenv 20.24 with pip and create the environment.", ["pip", "virtualenv"]),
    ("Al mirar la consola creo que el error está en la consulta que ejecuta Sequelize.", ["Sequelize"]),
    # fences and Vite's tags
    ("```node\nrouter.get('/api/posts', handler);\n```", ["Node.js"]),
    ("```mysql\nSELECT * FROM users;\n```\n\n```blade\n@if($user) hi @endif\n```", ["Blade", "MySQL"]),
    ('> [plugin:vite:import-analysis] Failed to resolve import "@components/ui/card"', ["Vite"]),
    # middleware by its import name
    ("To fix the CORS error I also called app.use(cors()) in the app.js on the backend.", ["cors"]),
    ("Do not use app.use(bodyParser.urlencoded({extended: true})) for JSON; use app.use(bodyParser.json()).",
     ["body-parser"]),
    ("`const bodyParser = require('koa-bodyparser');`\n`app.use(bodyParser());`", ["koa-bodyparser"]),
    ("Our app.use(logger()) call prints every request.", []),
    # runners; Passport's API
    ("* `bundle exec rake db:create:all`\n* `bundle exec rake db:migrate`", ["Bundler", "Rake"]),
    ("`pipenv run flask run --debug`", ["Flask", "Pipenv"]),
    ("```\ndocker-compose build\ndocker-compose run actix-web-todo cargo init\ndocker-compose run web bash\n```",
     ["Cargo", "Docker Compose"]),
    ("app.post('/login', passport.authenticate('local', { failureRedirect: '/login' }));", ["Passport"]),
    ("The passport office renewed her passport.", []),
    # a changelog's dependency lines
    ("1.7.1 / 2014-10-22\n==================\n\n  * deps: send@0.9.3\n    - deps: etag@~1.5.0\n"
     "    - deps: on-finished@~2.1.1\n  * deps: body-parser@~1.9.0", ["body-parser", "etag", "on-finished", "send"]),
    ("The deps: a tent, two stoves and rope.", []),
    # a runtime's version asked for; Rails' SQL log
    ("I ran `docker compose up` and `npx prisma migrate dev` fails with P1001 at localhost:5432.\n\n"
     "By the way, which node version are you using?", ["Docker Compose", "Node.js", "Prisma"]),
    ("Each node version in the family tree is drawn as a circle.", []),
    ('ActiveRecord::SchemaMigration Load (0.2ms)  SELECT "schema_migrations".* FROM "schema_migrations"', []),
    # an entry's word in the text's own language
    ("Le gâteau au chocolat en 5 minutes chrono : on mélange le beurre et le sucre dans le bol, "
     "puis on ajoute les oeufs.", []),
    ("Le projet utilise chrono 0.4 pour les dates et les fuseaux horaires, et c'est bien.", ["chrono"]),
    ("We format the timestamps with chrono and serde in the Rust service.", ["Rust", "Serde", "chrono"]),
])
def test_part16_technologies(text, expected):
    assert sorted(extract_technologies(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("The preflight passes but the POST fails:\n\n```\nOPTIONS /api/orders HTTP/1.1\nHost: localhost:8080\n"
     "Origin: http://localhost:3000\nAccess-Control-Request-Method: POST\n"
     "Access-Control-Request-Headers: content-type\n```\n", ["POST /api/orders"]),
    ("```\nOPTIONS /api/orders HTTP/1.1\nHost: localhost:8080\n```\n"
     "returns 204, then the browser sends\n\n```\nDELETE /api/orders/7 HTTP/1.1\n"
     "Access-Control-Request-Method: PUT\n```", ["DELETE /api/orders/7", "OPTIONS /api/orders"]),
])
def test_part16_endpoints(text, expected):
    assert sorted(extract_api_endpoints(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("The Rails router maps DELETE /photos/17 to the destroy action of PhotosController.",
     ["DELETE /photos/17"]),
    ("```python\n@app.route('/users/<int:user_id>', methods=['GET'])\ndef user(user_id): ...\n```\n"
     "GET /users/42 returns the user.", ["GET /users/<int:user_id>"]),
    ("Routes: `GET /books/{id}`. Example: `GET /books/7` returns one book.", ["GET /books/{id}"]),
    ("GET /user/5/items/6 reaches the nested router.", ["GET /user/5/items/6"]),
    ("Endpoint\tMethod\tDescription\n/api/posts/\tGET\tList all posts\n/api/posts/<id>/\tPATCH\tUpdate a post\n",
     ["GET /api/posts", "PATCH /api/posts/<id>"]),
    ("### Add Silence\n\n* **URL** /api/v1/silences\n\n* **Method** POST\n\n* **Body**", ["POST /api/v1/silences"]),
    ("<dl>\n  <dt>Method</dt>\n  <dd>GET</dd>\n\n  <dt>URL</dt>\n  <dd>`/v1/agent/members`</dd>\n</dl>",
     ["GET /v1/agent/members"]),
    ("Sun May 07 00:24:12 UTC 2017 : HTTP Method: POST, Resource Path: /graphql", ["POST /graphql"]),
    ("POST or GET in /connectors return 500 Timeout in distributed mode.", ["GET /connectors", "POST /connectors"]),
    ("## Endpoints\n- GET     /api/posts/\n- POST    /api/posts/\n- DELETE  /api/posts/<id>/",
     ["DELETE /api/posts/<id>", "GET /api/posts", "POST /api/posts"]),
    ("```\ncurl -X DELETE http://localhost:3456/todos/1\n```", ["DELETE /todos/1"]),
    ("Route: DELETE /todos/:id\n```\ncurl -X DELETE http://localhost:3456/todos/1\n```", ["DELETE /todos/:id"]),
    ("- **[<code>GET</code> /monitoring-rules](rest/GET-monitoring-rules.md)**\n"
     "- **[<code>DELETE</code> /monitoring-rules/:id](rest/DELETE-monitoring-rules-id.md)**",
     ["DELETE /monitoring-rules/:id", "GET /monitoring-rules"]),
    ("> GET /containers/657814ba2c1f/json HTTP/1.1", []),
])
def test_part16_numbered_requests(text, expected):
    assert sorted(extract_api_endpoints(text)) == expected


@pytest.mark.parametrize("text, expected", [
    ("The fix is easy: add this to ./3-microservices/services/server.js and restart.",
     ["3-microservices/services/server.js"]),
    ("This can be fixed in the `client/Dockerfile`, changing the base image.", ["client/Dockerfile"]),
    ("Then run pod install; the plugin is missing from ios/App/Podfile.", ["ios/App/Podfile"]),
    ("2. Run the django server: `./manage.py runserver`", ["manage.py"]),
    ("// ./app.js\nconst express = require('express');\n", ["app.js"]),
    ("If you update to the latest commit and rerun ./cloudgoat.py create cloud_breach_s3 it works.",
     ["cloudgoat.py"]),
    ("13:04:59.173 gohan.schema INFO  Loading schema ./example_schema.yaml ...", ["example_schema.yaml"]),
    ("Error: Cannot find module\n    at Function.f._load (electron/js2c/asar_bundle.js:5:12913)\n"
     "    at Object.<anonymous> (internal/main/run_main_module.js:17:47)", []),
    ("Fold in 1/2 cup.html and the rest of the batter.", []),
    ("The scans are under 2024/01/report.pdf on the share.", []),
    ("# Linux/Mac\nsource .venv/bin/activate\n# Windows\nenv\\Scripts\\activate\n", [".venv/bin/activate", "env/Scripts/activate"]),
    ("cd android && ./android/gradlew clean", ["android/gradlew"]),
    ("app.use('/api/auth', require('./routes/auth.routes'));", []),
    ("See src/app/app.component.ts and src/user.controller.js.", ["src/app/app.component.ts", "src/user.controller.js"]),
    ('File ".venv/lib/python3.11/site-packages/flask/app.py", line 2, in wsgi_app', []),
    ("A Makefile and a Dockerfile sit at the top of the repository.", []),
])
def test_part16_files(text, expected):
    assert sorted(extract_file_paths(text)) == expected
