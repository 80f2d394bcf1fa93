"""Issue #20 part 14: what the blind split fresh-14 showed, each rule stated as a class of text
people write and tested on sentences written for it (not taken from the real corpus).

- An indented paragraph of ordinary prose is not code because it holds a parenthesis, a
  semicolon or a price; an indented command still is.
- A word-like name followed by a number is not a version where the number names an event
  ("Expo 58", "Expo 2020"); a dotted version still is.
- A program's windows ("application windows", "two browser windows") are not Windows.
- A participle before its noun ("the exposed API", "a marked component") is not the library
  spelt like it.
- An npm scope's product named after it: ``@sveltejs/kit`` is SvelteKit, ``@solidjs/start``
  SolidStart.
- A dependency's qualifier: "java dependencies".
- "e.g.", "i.e." and "vs." end no sentence: the name after them is mid-sentence.
- A runtime given a script of its language ("run with node server.js", "python manage.py
  migrate") is the runtime.
- An API client named in lower case (``postman``) in a sentence about requests (a method, an
  API, an endpoint, headers, curl) counts in a technical text: the lexicon's per-sentence cues.
- A text with several code blocks or command lines reads as technical even where each block is
  short.
- A command line in quotes ("yarn start", `yarn debug`) names its tool, where its first
  argument is a subcommand, a script or an option ("yarn is soft" is no command).
- A word-like product name, capitalised mid-sentence, that its own sentence explains ("a
  meeting on Zoom", "the data ... in Excel", "the coding website, Scratch") counts in plain
  prose too: each such entry lists its sentence cues in the lexicon.
- A page's code that lost its fence (a method call, a declaration or an import alone on its
  line) is code: "app.use(express.json());" names Express as a fenced block would.
- A cloud service's short name after its provider's ("AWS EKS", "Azure AKS", "Google GKE")
  is the service.
- A lower-case name as an item of a comma list counts where the list holds a name believed for
  itself ("install nodejs, rust and yarn").
- A name is no evidence of a technical context for itself: "the docker workers went on strike"
  is about dockers; "sudo" and "tcp" are technical words, "daemon" and "socket" half ones.
- Endpoints: Laravel's Route::match with its methods, Flask-RESTful's add_resource with the
  methods its class defines; Laravel's and ASP.NET's route templates without a leading slash and
  Retrofit's relative paths are left out (their whole path is written elsewhere).
- Not a name: a server's access log's User-Agent and a request's query parameters
  ("?language=javascript"), a monorepo changelog's scope tags ("- `[jest-cli]` Fix"), a key
  given a value (kind = "Linux"), a word after a dash that ends a quoted command.
- A kind of software named before the name ("the static site generator Hugo", "un générateur
  de sites statiques, Hugo"), "platform" after it; an environment report's lower-case key
  with its version ("node: 6.2.1"); a command line quoted without marks (a tool, a subcommand,
  a long option); per-sentence cues for Jackson (not after "Thanks").
- The tool a thing was installed with ("installed via brew") names it.
- An everyday word in lower case before "service" ("the last telegram service") needs a
  technical text: the word's own service is ordinary prose.
- A curl command continued over several lines names its endpoint as a one-line one does.
- Routes of Retrofit (``@GET("users/{id}")``, ``@HTTP(method = ..., path = ...)``), swag's
  ``// @Router /x [get]`` and Vert.x (``.method(HttpMethod.POST).path("/x")``).
- Markdown's escaped brackets (``.lock\\(\\).await``) are no path; a Windows path's route
  group (``app\\(routes)\\page.jsx``) is one; a page's line range glued to a file
  ("preload.ts1-34") is not part of its name.
"""

from __future__ import annotations

import pytest

from kgstore.passive.extraction import extract_api_endpoints, extract_file_paths, extract_technologies


@pytest.mark.parametrize("text, expected", [
    # an indented news paragraph is prose: its capitalised words are not names in code
    ("The envoy arrived on Monday.\n\n    \"The Special Envoy notes that the ceasefire (2015) holds; "
     "the talks in Astana will go on,\" the statement said.\n", []),
    ("Prices rose again.\n\n    The Mercury Envoy costs $30,000 (before tax); dealers expect more.\n", []),
    # an indented command is still code
    ("Install it:\n\n    pip install envoy-client\n\nthen run it.", ["pip"]),
    ("Run this:\n\n    docker run --rm envoyproxy/envoy:v1.29 --version\n", ["Docker"]),
    # a number after a word-like name that names an event
    ("L'Expo 58 reste pour les Belges un objet de fierté.", []),
    ("Expo 2020 Dubai welcomed millions of visitors.", []),
    ("We upgraded to Expo 49.0.3 and the build broke on iOS.", ["Expo", "iOS"]),
    ("Upgrade to Expo SDK 50 before the release.", ["Expo"]),
    # a program's windows
    ("Electron lets you create and manage application windows with `BrowserWindow`.", ["Electron"]),
    ("The app opens two browser windows when it starts in `dev` mode.", []),
    ("It runs on windows 11 with WSL2.", ["Windows", "Windows Subsystem for Linux"]),
    # a participle before its noun
    ("Extend the Window interface to provide TypeScript support for the exposed API.", ["TypeScript"]),
    ("The marked component re-renders when its props change.", []),
    ("We moved the DAO layer to Exposed 0.45.0 on Kotlin.", ["Exposed", "Kotlin"]),
    # an npm scope's product named after it
    ("```ts\nimport { redirect } from '@sveltejs/kit';\n```", ["TypeScript", "SvelteKit"]),
    ('```ts\nimport type { APIEvent } from "@solidjs/start/server";\n```', ["TypeScript", "SolidStart"]),
    ("```ts\nimport { Injectable } from '@nestjs/common';\n```", ["TypeScript", "NestJS"]),
    # a dependency's qualifier
    ("When gradle resolves one of your java dependencies, it walks the repositories in order.",
     ["Gradle", "Java"]),
    ("The museum's dependencies on donors grew.", []),
    # an everyday word's own service, in lower case: believed only where the text is technical
    ("Last major telegram service shuts down. One of the world's last telegram services has shut "
     "down after 160 years.", []),
    ("Our bot posts alerts through the telegram service API; the webhook lives in src/bot.py and "
     "the deploy runs on Docker.", ["Telegram", "Docker"]),
    # an abbreviation's dot ends no sentence: "(e.g. Postman)" is mid-sentence
    ("```r\n#* @post /input\nfunction(val) { list(ok = TRUE) }\n```\n\nI tried your code:\n\n"
     "    curl -X POST http://localhost:9080/input\n\nThat works. You can also send post requests "
     "with a browser extension (e.g. Postman) if you prefer.", ["R", "Postman"]),
    ("We ate at the inn, e.g. Swift and Company's steakhouse.", []),
    # a runtime given a script of its language, in a sentence
    ("Save this as bookstore-api.js and run it with node bookstore-api.js", ["Node.js"]),
    ("Then run python manage.py migrate before the tests.", ["Python"]),
    ("Start it with deno run --allow-net main.ts and open the page.", ["Deno"]),
    ("The node at the top of the tree holds the root.", []),
    # an API client named in lower case where its sentence is about requests, in a text with code
    ("```ruby\nerror Exception do\n  halt 500\nend\n```\n\nWhen I send an actual POST request "
     "(via postman, not racksh) the params are empty.", ["Ruby", "Postman"]),
    ("```js\nconst x = 1\n```\n\nI can test the plugin with postman and axios but not here.",
     ["JavaScript", "Postman", "Axios"]),
    ("The postman brought a letter and asked for the API of the house.", []),
    ("Our postman knocks twice; he is never late.", []),
    # the tool a thing was installed with
    ("Python 3.7 installed via brew, but the same with 3.6 installed from python.org.",
     ["Python", "Homebrew"]),
    ("After a clean install of pulumi with brew (macOS 10.15.7) the login fails.",
     ["Pulumi", "Homebrew", "macOS"]),
    ("I installed the shelves with ease and with care.", []),
    ("The build failed until the library was installed via brew.", ["Homebrew"]),
    ("It was installed via brew.sh, the site.", []),
    # a command line in quotes
    ('The app runs as expected using "yarn start".', ["Yarn"]),
    ('```json\n{ "beforeDevCommand": { "script": "yarn run dev" } }\n```', ["Yarn"]),
    ("```js\nserverOptions: {\n  command: `yarn debug`,\n  port: 3000\n}\n```", ["JavaScript", "Yarn"]),
    ("She said 'yarn is soft' and knitted a scarf.", []),
    ('The label reads "yarn weight 4, wool".', []),
    # a name its own sentence explains, in plain prose
    ("On Friday at 11am we had a fun knitting group meeting on Zoom.", ["Zoom"]),
    ("I exported the data to a .csv file to get started in Excel.", ["Microsoft Excel"]),
    ("The children had seen the coding website, Scratch, before the workshop.", ["Scratch"]),
    ("We watched Zoom on PBS every afternoon after school.", []),
    ("The team will Excel at the game if the coach calls the right plays.", []),
    ("He started from Scratch and built a boat in his garage.", []),
    ("The economic Outlook report says the mail service will shrink.", []),
    ("For weeks I've been working on my Squarespace site.", ["Squarespace"]),
    # a page's code that lost its fence: statements alone on their lines are code
    ("Examples\napp.use(express.json());\napp.post('/echo', (req, res) => {\nres.json(req.body)\n})",
     ["Express"]),
    ("Usage\nconst client = createClient(url, key);\nconst { data } = await supabase.from('todos').select()",
     ["Supabase"]),
    ("We express our thanks (and our love) to everyone who came.", []),
    ("Call me (maybe) tomorrow; the express train leaves at noon.", []),
    # a cloud service's short name after its provider's
    ("Managed clusters (such as AWS EKS) need a custom CNI.", ["Amazon EKS"]),
    ("We moved from Azure AKS to Google GKE and then to aws ecs.",
     ["Azure Kubernetes Service", "Google Kubernetes Engine", "Amazon ECS"]),
    # a lower-case item of a comma list with a name believed for itself
    ("It'll download and install nodejs, rust and yarn for you.", ["Node.js", "Rust", "Yarn"]),
    ("The team decided to go with PostgreSQL rather than MongoDB.", ["PostgreSQL", "MongoDB"]),
    ("We bought salt, pepper, rust remover and a new kettle.", []),
    # a monorepo changelog's scope tags are its own packages, not names it mentions
    ("## 23.6.0\n### Features\n- `[jest-cli]` Add `changedSince` to watch mode\n- [jest-config] Fix x",
     []),
    ("We switched to jest-circus and eslint-plugin-import.", ["jest-circus", "eslint-plugin-import"]),
    # a key or a variable given a value is no command
    ('```hcl\nresource "azurerm_app_service_plan" "x" {\n  kind = "Linux"\n}\n```', ["Terraform", "Azure", "Linux"]),
    ("```\nkind create cluster --name dev\n```", ["kind"]),
    # a dash or a verb ends the command a sentence quotes
    ("Activate it before you run `pip install` — packages go into the global environment.", ["pip"]),
    # a User-Agent in a bug report's own field is the reporter's browser and system
    ("- Browser / OS: `UserAgent: Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/149.0.0.0`",
     ["Windows", "Chrome"]),
    # a kind of software named before the name, in English and French
    ("We replaced WordPress with the static site generator Hugo last year.", ["WordPress", "Hugo"]),
    ("Ce blog fonctionne grâce à un générateur de sites statiques, Hugo, qui a remplacé WordPress.",
     ["Hugo", "WordPress"]),
    ("Il a relu Victor Hugo au lycée, puis les Misérables.", []),
    # "platform" after a name
    ("In April, new stores on the Shopify platform grew 62%.", ["Shopify"]),
    # an environment report's lower-case key with its version
    ("Linux - Ubuntu 14.04\nangular-cli: 1.0.0-beta.11\nnode: 6.2.1\nos: linux x64",
     ["Linux", "Ubuntu", "Angular CLI", "Node.js"]),  # (the Angular CLI an entry since part 15)
    ("```yaml\nservices:\n  node:\n    image: app\n```", []),
    # a sentence that explains a word-like library, and a person thanked
    ("Spring deserializes the JSON payload into a Java object using Jackson.", ["Spring", "Java", "Jackson"]),
    ("Thanks Jackson for the JSON tip!", []),
    # a command line quoted without marks: a tool, a subcommand and a long option
    ("When I run the command\n cargo install diesel_cli --no-default-features --features postgres\n"
     "I get an error.", ["Cargo", "Diesel CLI", "PostgreSQL"]),
    ("make sure you run --verbose first", []),
    # fresh-16: two lower-case words join into a name only where the second is an abbreviation;
    # a recipe's indented ingredients are no code for their fractions; GitHub's workflows
    ("Make your kit up as per the instructions, put it into your fermenting bin.", []),
    ("The build failed in the circle ci pipeline after the mongo db upgrade.", ["CircleCI", "MongoDB"]),
    ("Scandinavian Cucumber Salad\n\n      1/2 cup cider vinegar (I prefer cider)\n\n"
     "      3 tablespoons sugar\n\nPour the dressing over the sliced cucumbers.", []),
    ("- Update GitHub workflows to test Django main branch only", ["GitHub Actions", "Django"]),
    # a name is no evidence for itself
    ("The docker workers went on strike at the port on Monday.", []),
    ("If you don't want sudo for the docker command, add your user to the docker group.", ["Docker"]),
])
def test_technologies(text, expected):
    assert sorted(extract_technologies(text)) == sorted(expected)


@pytest.mark.parametrize("text, expected", [
    # a curl command continued over lines
    ("```\ncurl --request POST \\\n  --url http://localhost:8080/v1/register \\\n"
     "  --header 'Content-Type: application/json'\n```", ["POST /v1/register"]),
    ("```\ncurl -X DELETE \\\n  http://localhost:3000/api/items/{id}\n```", ["DELETE /api/items/{id}"]),
    # Retrofit's client interface
    ('```kotlin\ninterface Api {\n    @GET("/get")\n    suspend fun get(): Response<Data?>\n'
     '    @POST("/users/{id}/avatar")\n    fun upload(@Path("id") id: String): Call<Unit>\n}\n```',
     ["GET /get", "POST /users/{id}/avatar"]),
    ('```java\n@HTTP(method = "DELETE", path = "/items/{id}", hasBody = true)\nCall<Void> remove();\n```',
     ["DELETE /items/{id}"]),
    # JAX-RS stays as it was: @GET with @Path
    ('```java\n@GET\n@Path("/users")\npublic List<User> all() { }\n```', ["GET /users"]),
    # swag's annotations
    ("```go\n// @Summary Show a demo\n// @Router /router/demo [get]\nfunc Demo(c *gin.Context) {}\n"
     "// @Router /users/{id} [delete]\nfunc Remove(c *gin.Context) {}\n```",
     ["GET /router/demo", "DELETE /users/{id}"]),
    # Vert.x
    ('```java\nrouter.route().method(HttpMethod.POST).path("/some/resource").handler(h);\n'
     'router.route(HttpMethod.GET, "/items/:id").handler(h);\n```',
     ["POST /some/resource", "GET /items/:id"]),
    # Laravel's route for several methods, Flask-RESTful's resources
    ("```php\nRoute::match(['get', 'post'], '/', function () {\n    //\n});\n```", ["GET /", "POST /"]),
    ("```python\nclass Test(Resource):\n    def get(self):\n        return {}\n    def put(self):\n"
     "        return {}\n\nclass Other(Resource):\n    def delete(self):\n        pass\n\n"
     "api.add_resource(Test, '/test')\n```", ["GET /test", "PUT /test"]),
    # a route template without its slash is relative to a prefix written elsewhere (Laravel's and
    # ASP.NET's, as the labelled texts never count them; Retrofit's, to its base URL)
    ("```php\nRoute::get('about', function () { return view('about'); });\n```", []),
    ('```csharp\n[HttpGet("{id}")]\npublic ActionResult<Item> Get(int id)\n```', []),
    ('```kotlin\n@GET("users/{user}/repos")\nfun repos(@Path("user") user: String): Call<List<Repo>>\n```', []),
    # a server's access log: its clients' requests and their query parameters are no names
    ('10.0.0.82 - - [04/Dec/2015:11:43:27 +0000] "GET /socket.io/?language=javascript&EIO=3 HTTP/1.1" '
     '400 45 "-" "Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/537.36 Chrome/45.0.2454.101"',
     ["GET /socket.io"]),
    # a method named in prose near a route-like word is still nothing
    ("The @Router annotation documents the handler; see the get section.", []),
])
def test_endpoints(text, expected):
    assert extract_api_endpoints(text) == expected


@pytest.mark.parametrize("text, expected", [
    # Markdown's escapes
    ("Change \\`borrow\\_mut\\(\\)\\` to \\`.lock\\(\\).await\\`, and the code compiles.", []),
    ("Escape it as \\[x\\] and \\(y\\) in the docs.", []),
    # a Windows path's route group, and the slash forms
    ("Error: useState is not defined\nSource\napp\\(routes)\\dashboard\\budgets\\page.jsx (5:39)",
     ["app/(routes)/dashboard/budgets/page.jsx"]),
    ("Moved it to app/(auth)/login/page.tsx and pages/[id].tsx.",
     ["app/(auth)/login/page.tsx", "pages/[id].tsx"]),
    # a page's line range glued to the file it cites
    ("Sources: electron/preload.ts1-34\nSources: electron/preload.ts19-27 types/index.ts15-19",
     ["electron/preload.ts", "types/index.ts"]),
    # a version in a path is not a line range
    ("See docs/v1-2.md and lib/app-2.0.1-3", ["docs/v1-2.md"]),
])
def test_files(text, expected):
    assert extract_file_paths(text) == expected
