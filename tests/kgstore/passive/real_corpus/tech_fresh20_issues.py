"""A twentieth fresh held-out set ("fresh-20"), part one: GitHub issue and pull-request threads from the everyday
mainstream, in repositories none of the earlier sets used -- Express tutorials and their review threads, Node apps
under Docker Compose with PostgreSQL, PM2 and Nodemon, Vue CLI and webpack builds, Angular's ng build and ng serve,
Next.js builds and GitHub Pages deploys from GitHub Actions, Flask and Werkzeug 400s, FastAPI behind Uvicorn in
Docker, Django's 405s, Spring Security's 403s on POST mappings, Android Gradle Plugin, kapt and Room builds,
.NET minimal APIs and ASP.NET Web API, Go's net/http with Gorilla, Actix, Tokio and Cargo builds, Laravel behind
Nginx, OpenShift and Cloud Foundry, Rails API CSRF errors, Terraform's unsupported arguments, MicroK8s, Helm and
Docker builds that cannot COPY a file -- each a paragraph or a few lines of one thread kept as written (code
blocks, logs, tracebacks and environment dumps as they appear, trimmed, screenshots dropped; the comments of a
thread joined without their author lines; review threads with the reviewed file's path heading each comment),
with the thread's title opening the text.

Every text was taken from a stored public copy of the thread at the address given and labelled by hand without
running the extractor on it, by the earlier sets' conventions: technologies under their usual canonical name (any
spelling in the text: lower-case names, versions glued on, misspellings a reader still recognises), also tools the
lexicon may not know, a code fence's language (not a shell's); data formats, everyday shell utilities, sites and
placeholders not labelled, nor names only inside URLs, absolute or dependency paths (node_modules/..., a module
cache such as .terraform/modules/...), log lines' dotted identifiers, user agents or response headers; relative
file paths as written (./ kept, a line's :N left out), bare file names, folders and import specifiers not; an
endpoint only as "METHOD /path", when the text gives the method for that path (a route in code -- server.post,
@app.route with its methods list, @GetMapping, app.MapGet, web::get().to --, a request the app's own route
answers, even with an error such as a CSRF refusal, a client call with its method) and writes the whole path with
its leading slash, as written -- a request no route accepts (404, 405, "Cannot POST"), a slash-less route and a
path only inside a URL are not labelled. Nobody tunes the extractor on these texts: the benchmark scores them as
their own split (``--split fresh-20``).
"""

from real_corpus import E, F, R, T

SURFACES = {
    "Angular CLI": ("ng build", "ng serve"),
    "Azure Static Web Apps": ("AzureStaticWebApp",),
    "Vue CLI": ("vue-cli-service", "vue create"),
    "GitHub Pages": ("gh-pages",),
    "ASP.NET Web API": ("ASP.Net WebApi",),
    "Cloud Foundry": ("Cloud Foundry",),
    "Gorilla handlers": ("gorilla/handlers",),
    "Amazon API Gateway": ("API Gateway",),
    "Android Lint": ("Lint",),
    "MongoDB": ("mongo",),
    "Alpine Linux": ("alpine",),
}

CASES = [
    # ---------------------------------------------------------------- Node, Express, Docker Compose
    R(r"""Node fails while starting

Hi, when I run docker-compose up -d command I cant reach localhost:8080

Checked backend logs: 
[nodemon] starting `node server.js`
(node:29) UnhandledPromiseRejectionWarning: oops
(Use `node --trace-warnings ...` to show where the warning was created)
(node:29) UnhandledPromiseRejectionWarning: Unhandled promise rejection. This error originated either by throwing inside of an async function without a catch block, or by rejecting a promise which was not handled with .catch(). To terminate the node process on unhandled promise rejection, use the CLI flag `--unhandled-rejections=strict` (see https://nodejs.org/api/cli.html#cli_unhandled_rejections_mode). (rejection id: 2)
(node:29) [DEP0018] DeprecationWarning: Unhandled promise rejections are deprecated. In the future, promise rejections that are not handled will terminate the Node.js process with a non-zero exit code.
(node:29) UnhandledPromiseRejectionWarning: Error: connect ECONNREFUSED 172.25.0.2:5432
    at TCPConnectWrap.afterConnect [as oncomplete] (net.js:1159:16)""",
      T("Docker Compose"), T("Nodemon"), T("Node.js"),
      source="https://github.com/alexeagleson/docker-node-postgres-template/issues/3", kind="issue",
      note="docker-compose written with a hyphen; server.js and net.js bare; PostgreSQL only as the port 5432 -- not "
           "labelled; the log's node:29 a process tag"),
    R(r"""docker-compose up throws errors and app doesn't start

```
postgres_1  | performing post-bootstrap initialization ... ok
app_1       | 2017-07-16 04:06:38: Launching in no daemon mode
app_1       | 2017-07-16 04:06:38: [PM2] Starting /usr/src/app/server/index.js in fork_mode (1 instance)
app_1       | 2017-07-16 04:06:38: Starting execution sequence in -fork mode- for app name:index id:0
app_1       | 2017-07-16 04:06:38: App name:index id:0 online
app_1       | 2017-07-16 04:06:39: [PM2] Done.
app_1       | 2017-07-16 04:06:39:  Use `pm2 show <id|name>` to get more details about an app
app_1       | 2017-07-16 04:06:39: [--no-daemon] Continue to stream logs
app_1       | 2017-07-16 04:06:39: [--no-daemon] Exit on target PM2 exit pid=17
```""",
      T("Docker Compose"), T("PM2"),
      source="https://github.com/freeCodeCamp/mail-for-good/issues/163", kind="issue",
      note="the process table cut; /usr/src/app/server/index.js absolute; postgres_1 a container's name in the log "
           "prefix -- PostgreSQL not labelled, doubtful"),
    R(r"""Error: connect ECONNREFUSED when running migration (pg driver)

I am using `postgresql` and I get this error when I try to execute a migration:

```
[ERROR] Error: connect ECONNREFUSED 127.0.0.1:5432
    at Object.exports._errnoException (util.js:1022:11)
    at exports._exceptionWithHostPort (util.js:1045:20)
    at TCPConnectWrap.afterConnect [as oncomplete] (net.js:1087:14)
```

In my `database.json` I have this configuration:

```
{
  "dev": {
    "driver": "pg"
  },
  "pg": {
    "driver": "pg",
    "user": "test",
    "password": "test",
    "host": "postgres://localhost:5433",
    "database": "testdb",
    "schema": "public"
  }
}
```

I can execute `sql` code inside my app but I can't using migrations

Probably the problem comes because the port I am using is different from which uses the package? I think it is a bit strange because I tried with Docker where I have the port `5432` and I get the same errors.""",
      T("PostgreSQL"), T("Docker"), T("SQL"),
      source="https://github.com/db-migrate/node-db-migrate/issues/477", kind="issue",
      note="the bounty footer cut; 'pg driver' the driver's config value -- node-postgres not labelled, doubtful; "
           "database.json, util.js and net.js bare; sql lower-case"),
    R(r"""Cast to ObjectId failed for value "1" at path "_id"

In browser: http://localhost:3000/todos/1

it returns:

Cast to ObjectId failed for value "1" at path "_id"

undefined

CastError: Cast to ObjectId failed for value "1" at path "_id"
    at ObjectId.cast (/Users/zwb/Documents/Code-Learning/node-workspace/todoAPIjs/node_modules/mongoose/lib/schema/objectid.js:116:13)
    at ObjectId.castForQuery (/Users/zwb/Documents/Code-Learning/node-workspace/todoAPIjs/node_modules/mongoose/lib/schema/objectid.js:165:17)
    at Query.cast (/Users/zwb/Documents/Code-Learning/node-workspace/todoAPIjs/node_modules/mongoose/lib/query.js:2336:32)
    at Query.findOne (/Users/zwb/Documents/Code-Learning/node-workspace/todoAPIjs/node_modules/mongoose/lib/query.js:1118:10)
    at Function.findOne (/Users/zwb/Documents/Code-Learning/node-workspace/todoAPIjs/node_modules/mongoose/lib/model.js:1052:13)
    at Function.findById (/Users/zwb/Documents/Code-Learning/node-workspace/todoAPIjs/node_modules/mongoose/lib/model.js:989:15)
    at /Users/zwb/Documents/Code-Learning/node-workspace/todoAPIjs/routes/todos.js:25:8""",
      source="https://github.com/amejiarosario/todoAPIjs/issues/1", kind="issue",
      note="nothing: the request is a browser URL with no method; Mongoose only inside absolute node_modules paths; the "
           "app's routes/todos.js written absolute"),
    R(r"""Get route not working

Hi Madhum,
We are working on top of your app(which is very nice) but we ran into a very weird problem, We have a controller and created a show method for it, the route is 'app.get("/:id/details, controller.action")' but when we hit the route from the browser we get errors, something on the lines of 'cast to objectID',

Will appreciate any kind of help.

Regards,
Babar Rehman""",
      E("GET /:id/details"),
      source="https://github.com/madhums/node-express-mongoose-demo/issues/110", kind="issue",
      note="the route in code with its closing quote misplaced: the path as meant, doubtful; objectID a type's name"),
    R(r"""Cast to ObjectId failed for value XXX at path "_id"

From the version/example to date, sending a request with an invalid numeric ID cases the response to be returned status_code 500 with the output:

```
GET /note/1 500 53.133 ms - 131
```

```
{
message: "Cast to ObjectId failed for value "1" at path "_id"",
name: "CastError",
kind: "ObjectId",
value: "1",
path: "_id"
}
```

This happens in case the mongoose schema was designed using default ID values (assumes it as ObjectID instead), causes it to return error 500, which should be 404 (even if you don't check the DB).""",
      T("Mongoose"), E("GET /note/1"),
      source="https://github.com/baugarten/node-restful/issues/132", kind="issue",
      note="the app's route answers the logged GET with a 500 (a request it accepts); the Stack Overflow links cut; "
           "mongoose lower-case"),
    R(r"""Intro to Auth -Joseph Bradley - Braden Walker

Adding in cookies and cookie management.

Auth/index.js
```diff
+server.use(
+  express.json(), 
+  cors(),
+  session(sessionConfig),
+);
+
+server.get('/', (req, res) => {
+  res.send('Werk Werk');
+});
+
+server.post('/register', (req, res) => {
+  const credentials = req.body; 
```
Specify that you only want the username and password from the request body.

Auth/index.js
```diff
+  const credentials = req.body; 
+
+  const hash = bcrypt.hashSync(credentials.password, 14);
+  credentials.password = hash;
+
+  db('users').insert(credentials).then(ids => {
+    const id = ids[0];
+    req.session.username = credentials.username;  
```
Good work signing the user in after they have registered.""",
      T("Express"), T("bcrypt"), F("Auth/index.js"), E("GET /"), E("POST /register"),
      source="https://github.com/bloominstituteoftechnology/node-auth1-project/pull/385", kind="issue",
      note="a review thread: the reviewed file's path heads each comment; Express through express.json(), bcrypt "
           "through bcrypt.hashSync in code; cors() and session() calls of variables -- not labelled, doubtful; the "
           "diff fences no language"),
    R(r"""Error authenticating user login

I followed your steps for creating a new user. It returned a proper email and id. But now when I try to POST request for /login using postman, it does not work. It shows the following error:

`POST /user/signup 201 819.342 ms - 26
C:\Users\Admin\Desktop\one-way-travel\node_modules\jsonwebtoken\sign.js:97
    throw err;
    ^

Error: secretOrPrivateKey must have a value
    at Object.module.exports [as sign] (C:\Users\Admin\Desktop\one-way-travel\node_modules\jsonwebtoken\sign.js:101:20)
    at bcrypt.compare (C:\Users\Admin\Desktop\one-way-travel\api\controllers\user.js:63:29)
`

Kindly help to resolve it soon.""",
      T("Postman"), E("POST /user/signup"),
      source="https://github.com/academind/node-restful-api-tutorial/issues/12", kind="issue",
      note="the logged POST /user/signup the app answered 201; the POST to /login whose full path under its router is "
           "not written -- not labelled, doubtful; jsonwebtoken only in node_modules paths, bcrypt.compare a trace "
           "frame's name; the Windows paths absolute; postman lower-case"),
    R(r"""Reciving an Error by issuing POST on Postman

The following error is being received on Postman after trying to post {{DOMAIN}}/api/v1/product/new and the error is displayed as Cannot POST /api/v1/product/new. Do you know what could be the cause of this error ? 

I tried several method and exactly followed your video tutorial but unfortunately it did not help me . 

Have you set the routes of this controller?
And also have to set the `express.json()` ?""",
      T("Postman"), T("Express"),
      source="https://github.com/ghulamabbas2/shopit/issues/6", kind="issue",
      note="'Cannot POST /api/v1/product/new': no route accepts the request -- no endpoint; {{DOMAIN}} a placeholder; "
           "Express through express.json(); screenshots dropped"),
    R(r"""Routes not working

I have configured MySql but routes are not working. Getting 'Cannot GET /route name ' error on every route. What am I missing in the configuration installation?

Seems that you use a `get request` for a `post request` route? But without any additional information about what you want to achieve (how your routes file look like, to what functions and controllers your routes point at, etc...) I can not help you.

I have installed and configured the code. Then I try post route 'http://localhost:PORT/login' it shows 'Cannot POST /api/login'. I haven't changed anything except configuration. Can you guide what I am missing here? PFA image of my console. It shows running
 properly.

how do you access this route? with js in your clientside code or with postman? can you show the code?

you have to access the routes like `localhost:port/public/login`""",
      T("MySQL"), T("Postman"),
      source="https://github.com/aichbauer/express-rest-api-boilerplate/issues/21", kind="issue",
      note="MySql spelled so; 'Cannot POST /api/login' and 'Cannot GET': no route accepts them -- no endpoint; the "
           "right path written without a method; js a word here, not a fence -- not labelled, doubtful"),
    # ---------------------------------------------------------------- Vue, Angular, Next.js, Vite, GitHub Pages
    R(r"""Module not found

Hello,

Please help me the error here:

`ERROR in ./~/babel-loader/lib!./~/vue-loader/lib/selector.js?type=script&index=0!./src/App.vue
Module not found: Error: Can't resolve './components/MyVuetable' in '/home/filipe/vuetable/src'
 @ ./~/babel-loader/lib!./~/vue-loader/lib/selector.js?type=script&index=0!./src/App.vue 12:0-49
 @ ./src/App.vue
 @ ./src/main.js
 @ multi (webpack)-dev-server/client?http://localhost:8080 webpack/hot/dev-server ./src/main.js`

@filipeluiz Check the webpack configuration or use `vue-cli` to create project as in the [prerequisite](https://github.com/ratiw/vuetable-2-tutorial/wiki/_prerequisite#create-a-tutorial-project-with-vue-cli) lesson.

thanks ratiw.""",
      T("Webpack"), T("Vue CLI"), F("./src/App.vue"), F("./src/main.js"),
      source="https://github.com/ratiw/vuetable-2-tutorial/issues/42", kind="issue",
      note="./~/babel-loader/... and ./~/vue-loader/... are paths inside node_modules (~) -- not labelled; "
           "'./components/MyVuetable' an import specifier; (webpack)-dev-server a module request -- webpack-dev-server "
           "not labelled, doubtful; vue-cli with a hyphen"),
    R(r"""Error: This relative module was not found: * ./SpinnerWave.vue

Hi. Sorry, complete noob here. I've cloned the repo and run `npm install` and then `npm run serve`, and I get the following error:

```
 ERROR  Failed to compile with 1 errors                                                                               16:11:40

This relative module was not found:

* ./SpinnerWave.vue in ./node_modules/cache-loader/dist/cjs.js??ref--12-0!./node_modules/babel-loader/lib!./node_modules/cache
-loader/dist/cjs.js??ref--0-0!./node_modules/vue-loader/lib??vue-loader-options!./src/components/DataBox.vue?vue&type=script&l
ang=js&
```

Can you help?

Thanks for report! Fixed!

@zmts That was quick! Thank you.""",
      T("npm"), F("./src/components/DataBox.vue"),
      source="https://github.com/zmts/beauty-vuejs-boilerplate/issues/15", kind="issue",
      note="the loaders only inside ./node_modules paths; ./SpinnerWave.vue the missing module's specifier, no folder"),
    R(r"""Fresh install with vue-resource doesn't build

Environment
------------
MacOS 10.13.6
node --version  // tested with v9.8.0 and v10.8.0
npm --version   // 5.6.0 and 6.3.0
vue --version   // 3.0.0-rc.10

Steps to reproduce
------------------
vue create test2
cd test2/src
vue serve

What is expected?
-----------------
No errors compiling; going to http://localhost:8080 should show the Welcome page.

What is happening?
-------------------
We get an error compiling:

    ERROR  Failed to compile with 1 errors

    This dependency was not found:

    * @/components/HelloWorld.vue in ../node_modules/babel-loader/lib??ref--12-0!../node_modules/cache-loader/dist/cjs.js??ref--0-0!../node_modules/vue-loader/lib??vue-loader-options!./views/Home.vue?vue&type=script&lang=js&

    To install it, you can run: npm install --save @/components/HelloWorld.vue

To get around this, I edited views/Home.vue:

    // import HelloWorld from '@/components/HelloWorld.vue'
    import HelloWorld from '../components/HelloWorld.vue'""",
      T("vue-resource"), T("macOS"), T("Node.js"), T("npm"), T("Vue CLI"), F("views/Home.vue"),
      source="https://github.com/vuejs-templates/webpack/issues/1432", kind="issue",
      note="MacOS spelled so; node the runtime's command; the vue command is Vue CLI's (vue create, its 3.0.0-rc "
           "version); @/components/... and ../components/... import specifiers; loaders only in ../node_modules paths; "
           "the eslint warning after cut"),
    R(r"""vue-cli-service serve #error

Hi,

Issue  : "This relative module was not found:

* ./src/main.js in multi (webpack)-dev-server/client?http://"my IP address with port"&sockPath=/sockjs-node (webpack)/hot/dev-server.js ./src/main.js"

I clone the project then "npm install" and finally "npm run serve" but i'm getting this error please can you explain why i'm getting this error 

And i tried even "npm install -g webpack" and "npm install -g webpack-dev-server"

This component cannot be served as a vue project. You need to go in `demo` folder and serve it from there

You will also need to add your own firestore config in `demo/src/firestore/index.js`

yeah thanks got it""",
      T("Vue CLI"), T("npm"), T("Webpack"), T("webpack-dev-server"), T("Vue"), T("Firestore"),
      F("./src/main.js"), F("demo/src/firestore/index.js"),
      source="https://github.com/advanced-chat/advanced-chat-components/issues/93", kind="issue",
      note="vue-cli-service is Vue CLI's service command (SURFACES); demo a folder; sockjs-node only in a URL's path; "
           "vue and firestore lower-case"),
    R(r"""Issue during "ng build"

ERROR in src/app/admin_modules/admin_dashboard/admin-dashboard-modules.ts(32,45): error TS2307: Cannot find module './dashboard/admin-dashboard/modal/edit-dashboard-modal /edit-dashboard-modal.component'.
src/app/admin_modules/admin_dashboard/dashboard/admin-dashboard/edit-dashboard/edit-dashboard.component.ts(7,45): error TS2307: Cannot find module '../modal/edit-dashboard-modal /edit-dashboard-modal.component'.

There might be an issue with your environment setup as we have put continuous CI checks for compilation on every PR.""",
      T("Angular CLI"), F("src/app/admin_modules/admin_dashboard/admin-dashboard-modules.ts"),
      F("src/app/admin_modules/admin_dashboard/dashboard/admin-dashboard/edit-dashboard/edit-dashboard.component.ts"),
      source="https://github.com/hygieia/UI/issues/105", kind="issue",
      note="ng build is the Angular CLI's command (SURFACES); the (32,45) position not part of the path; the missing "
           "modules are import specifiers (with a stray space); TypeScript only through TS2307 -- not labelled"),
    R(r"""`ERROR in src/app/app.module.ts(9,46): error TS2307: Cannot find module 'angulartics2/routerlessmodule'`

* **I'm submitting a ...**
[x] bug report
[ ] feature request
[ ] question about the decisions made in the repository

* **What is the current behavior?**

When using https://github.com/angulartics/angulartics2#using-without-a-router in a project I get on `ng serve`:

```
webpack: Compiling...
ERROR in src/app/app.module.ts(9,46): error TS2307: Cannot find module 'angulartics2/routerlessmodule'.
webpack: Compiled successfully.
```

Interestingly enough this still compiles and can normally be run.

* **What is the expected behavior?**

No error message, still working.""",
      T("angulartics2"), T("Angular CLI"), T("Webpack"), F("src/app/app.module.ts"),
      source="https://github.com/angulartics/angulartics2/issues/230", kind="issue",
      note="angulartics2 named in the import specifier and the README link -- the library the thread is about; ng serve "
           "the Angular CLI's (SURFACES); the progress and chunk lines cut; webpack lower-case"),
    R(r"""ng build is failing with error TS2307

AzureStaticWebApp step is failing while building angular app with following error even though module path exists in parent directory:

ERROR in src/app/app.module.ts:8:41 - error TS2307: Cannot find module '../interceptor/browserstate.interceptor'.

8 import { BrowserStateInterceptor } from '../interceptor/browserstate.interceptor';

You might need to provide more information because it’s hard to debug with just this error message. But can you check the casing of the filename of the module you’re importing? The build runs on Linux so filenames are case sensitive. For instance if the file is actually named `browserState.interceptor.ts` (capital `S`), your import also needs to have a capital `S`.

@anthonychu yes, you are right. It was a case issue. The folder name was starting with upper case "Interceptor" and it was starting with lower case in the import statement as you see in the error message. The issue is resolved after changing the case to match the folder name and the import statement.
Thank you!""",
      T("Angular CLI"), T("Azure Static Web Apps"), T("Angular"), T("Linux"), F("src/app/app.module.ts"),
      source="https://github.com/Azure/static-web-apps/issues/449", kind="issue",
      note="AzureStaticWebApp is the Static Web Apps deploy task (SURFACES); the :8:41 position left out; the import's "
           "../interceptor/... a specifier; browserState.interceptor.ts bare; angular lower-case"),
    R("""can't deploy

12:00:18 | npm ERR! code ELIFECYCLE
-- | --
12:00:18 | npm ERR! errno 1
12:00:18 | npm ERR! predb-live@0.1.0 build: `NEXT_PUBLIC_GIT_SHA=`git rev-parse --short HEAD` next build`
12:00:18 | npm ERR! Exit status 1
12:00:18 | npm ERR!
12:00:18 | npm ERR! Failed at the predb-live@0.1.0 build script.
12:00:18 | npm ERR! This is probably not a problem with npm. There is likely additional logging output above.
12:00:18 | npm ERR! A complete log of this run can be found in:
12:00:18 | npm ERR!     /vercel/.npm/_logs/2021-03-20T06_30_18_039Z-debug.log
12:00:18 | Error: Command "npm run build" exited with 1
12:00:20 | Done with "package.json\"""",
      T("npm"), T("Git"), T("Next.js"),
      source="https://github.com/la55u/predb-frontend/issues/4", kind="issue",
      note="the build script runs git and next build (Next.js's command); Vercel only inside the absolute /vercel/ log "
           "path -- not labelled, doubtful; package.json bare"),
    R(r"""Error: The process '/opt/hostedtoolcache/node/16.19.1/x64/bin/npm' failed with exit code 1

When I try to deploy a project in gh-pages, I get this error, I used vite-deploy: 

name: Deploy

on:
  push:
    branches:
      - main

jobs:
  build:
    name: Build
    runs-on: ubuntu-latest

    steps:
      - name: Checkout repo
        uses: actions/checkout@v2

      - name: Setup Node
        uses: actions/setup-node@v1
        with:
          node-version: 16

      - name: Install dependencies
        uses: bahmutov/npm-install@v1

      - name: Build project
        run: npm run build

      - name: Upload production-ready build files
        uses: actions/upload-artifact@v2
        with:
          name: production-files
          path: ./dist""",
      T("GitHub Pages"), T("npm"), T("Node.js"),
      source="https://github.com/cypress-io/github-action/issues/854", kind="issue",
      note="gh-pages is GitHub Pages (SURFACES); the uses: actions are references, not labelled; vite-deploy the "
           "user's own guide's name -- Vite not labelled, doubtful; the hosted tool cache path absolute; ./dist a folder"),
    R(r"""Node run failed with exit code 1

**Describe the bug**
As i refer your blog article trying to deploy an Angular App to GitHub Pages. Here is the Workflow that i am using. Its getting failed because of node failuers. 

```
name: CI

on: [push]

env:  
  NODE_VERSION: '10.x'

jobs:
  build:

    runs-on: ubuntu-18.04
    steps:
    - uses: actions/checkout@v1
    - name: Use Node.js ${{ env.NODE_VERSION }}
      uses: actions/setup-node@v1
      with:
        node-version: ${{ env.NODE_VERSION }}
    - name: Build and Deploy
      uses: JamesIves/github-pages-deploy-action@3.2.1
      with:
        ACCESS_TOKEN: ${{ secrets.ACCESS_TOKEN }}
        BASE_BRANCH: master
        BRANCH: master
        FOLDER: dist/github-community-sl
        BUILD_SCRIPT: npm install && npm run build -- --prod
```

I don't have a blog post on this so I'm not sure what instructions you're following, but by the sounds of things they're not in sync with the version you're trying to use. The `BUILD_SCRIPT` parameter has been deprecated since version 2.""",
      T("Angular"), T("GitHub Pages"), T("Node.js"), T("npm"),
      source="https://github.com/JamesIves/github-pages-deploy-action/issues/173", kind="issue",
      note="the runner label ubuntu-18.04 not labelled (a machine's name, doubtful); the deploy action only in a uses: "
           "reference; dist/github-community-sl a folder; the logs link cut"),
    # ---------------------------------------------------------------- Flask, Werkzeug, FastAPI, Django
    R(r"""werkzeug.exceptions.BadRequest: 400 Bad Request: The browser (or proxy) sent a request that this server could not understand.

I tried the following code segment with flask

```server.py```

```
@app.route("/api_1/<query_param_1>/",methods=['GET', 'POST', 'PUT', 'DELETE'])
from flask import Flask,request

def myfunction(query_param_1):
 if request.method == 'POST':
     body = request.get_json()
     print("Body is "+ body)
```
Using flask, I could host the ```server.py``` file at localhost in a port address 7000 successfully.
Then I tried to call that API using from my ```client.py``` file

```client.py```
```
import requests
response = requests.post("http://0.0.0.0:7000/api_1/1235/")
```
Even though I am not passing any body to this function, I am expecting the printing ```Body is None```  in ```server.py``` console.
But it shows errors like this
```  raise BadRequest()
werkzeug.exceptions.BadRequest: 400 Bad Request: The browser (or proxy) sent a request that this server could not understand.
```
Here are the package versions I am using

```
OS : Ubuntu 18.04
Python : 3.9.13
Werkzeug==2.1.1
requests==2.26.0
Flask==2.0.3
Flask-Cors==3.0.9
```

The above code worked perfectly when I downgraded the Werkzeug version to 2.0.0""",
      T("Flask"), T("Requests"), T("Ubuntu"), T("Python"), T("Werkzeug"), T("Flask-CORS"),
      E("GET /api_1/<query_param_1>/"), E("POST /api_1/<query_param_1>/"), E("PUT /api_1/<query_param_1>/"),
      E("DELETE /api_1/<query_param_1>/"),
      source="https://github.com/pallets/werkzeug/issues/2524", kind="issue",
      note="the route's methods list gives all four; the client's post to /api_1/1235/ written only inside a URL -- not "
           "labelled, doubtful; server.py and client.py bare; Flask-Cors spelled so; the title's werkzeug.exceptions "
           "a dotted name (Werkzeug labelled from the versions list)"),
    R(r"""flask request.json is causing a HTTP 400 Bad request error without any exception thrown on GET requests

One of the gotchas I encountered using Flask / Werkzeug is that using GET to hit an API endpoint and access `json` attribute of the request object like this `from flask import request; request.json` would get a generic HTTP 400 Bad request error without any exception thrown. It was really hard to track down what went wrong initially. It would be more explicit and clearer to at least throw an exception to say that GET request can't not have request body etc.

Since the request object in Flask is essentially a wekzeug local proxy, I am filing the ticket here instead on Flask's repo.

 * Python version: 3.4.3
 * Flask version: 0.10.1
 * Werkzeug version: 0.10.4

Please edit your report to include an example that produces the problem.  I'm guessing you tried to access `json` without setting the content type of the request.""",
      T("Flask"), T("Werkzeug"), T("Python"),
      source="https://github.com/pallets/werkzeug/issues/790", kind="issue",
      note="'wekzeug' a misspelling of Werkzeug, already named; the GET has no path -- no endpoint"),
    R(r"""Working with Python Flask

Hi, i'm new to Web App development and recently trying to upload images using this library. But my attempt fails. Here is my code snippet in order to test the connection of the two:
*HTML*
```<input type="file" ng-file-select="onFileSelect($files)" ng-multiple="false" ng-accept="'image/*'" >```

*JS*
```    
    $scope.onFileSelect = function($files){
            if ($files.length > 0){
            $upload.upload({
                url: '/img_upload/',
                file : $files[0],
                sendObjectsAsJsonBlob: true,
                data: {}
            }).success(function(data, status, headers, config){
                console.log(data);
            });
        }
    };
```
*Python Flask*
```
@app.route('/img_upload/', methods=["POST"])
def upload_img():
	return "test"
```

Here is the request header:
```
Request URL:http://127.0.0.1:5000/img_upload/
Request Headers
Provisional headers are shown
Accept:application/json, text/plain, */*
Content-Type:multipart/form-data; boundary=----WebKitFormBoundaryfdwETsFQFZyMqbm8
Origin:http://127.0.0.1:5000
Referer:http://127.0.0.1:5000/
```

Here is the chrome console
``` POST http://127.0.0.1:5000/img_upload/ net::ERR_CONNECTION_RESET```""",
      T("Python"), T("Flask"), T("HTML"), T("JavaScript"), T("Chrome"), E("POST /img_upload/"),
      source="https://github.com/danialfarid/ng-file-upload/issues/587", kind="issue",
      note="the Flask route with its methods list; HTML and JS headings name the snippets' languages (as a fence would), "
           "doubtful; ng-file-select the library's directive, ng-file-upload not named; the $upload call gives no "
           "method; request headers not labelled; chrome lower-case"),
    R(r"""Method Not Allowed (POST): /en/clients/search/detail/1/comments

Figure out why we are generating a 405 error in the backend.""",
      source="https://github.com/over55/workery-django/issues/381", kind="issue",
      note="nothing: Django's log line for a POST no view accepts (405) -- no endpoint; Django only in the repository's "
           "name"),
    R(r"""POST REQUEST 403 error

Turns out the csfr token is needed when POST ing a API request (not from the browser). More info here.

https://docs.djangoproject.com/en/3.2/ref/csrf/

(not urgent, must be done before the 2.0 release)""",
      source="https://github.com/rizac/eGSIM/issues/19", kind="issue",
      note="nothing: 'csfr' a misspelt CSRF token; Django only inside the docs URL; the POST has no path"),
    R(r"""VersionedFastAPI causes all OPTIONS requests to return a 405

**Describe the bug**
When using `VersionedFastAPI` all OPTIONS requests return a 405.

```
app = FastAPI(title='APP NAME')
APP_VERSION = "1.1.1"
app.add_middleware(
    CORSMiddleware,
    allow_origin_regex='https?://.*',
    allow_credentials=True,
    allow_methods=['*'],
    allow_headers=['*'],
)
app.include_router(api_router_v1_0, prefix=config.API_V1_STR)
app.include_router(api_router_v1_1, prefix=config.API_V1_STR)
app = VersionedFastAPI(app)
```

**To Reproduce**
Steps to reproduce the behavior:
1. initialize app using `VersionedFastAPI`
2. make a request that requires CORS options
3. view response details
4. returns a 405 

**Expected behavior**
Options request to pass as expected

I had to add the middleware after Declaring the VersionedFastAPI. So this should hopefully fix it:

```python
app = FastAPI(title='APP NAME')
APP_VERSION = "1.1.1"
app.include_router(api_router_v1_0, prefix=config.API_V1_STR)
app.include_router(api_router_v1_1, prefix=config.API_V1_STR)
app = VersionedFastAPI(app)
app.add_middleware(
    CORSMiddleware,
    allow_origin_regex='https?://.*',
    allow_credentials=True,
    allow_methods=['*'],
    allow_headers=['*'],
)
```""",
      T("FastAPI"), T("Python"),
      source="https://github.com/DeanWay/fastapi-versioning/issues/23", kind="issue",
      note="FastAPI through the FastAPI(...) app in code; VersionedFastAPI the versioning library's class -- "
           "fastapi-versioning not labelled by name, doubtful; CORSMiddleware a class, CORS a mechanism; the OPTIONS "
           "have no path"),
    R(r'''FastAPI Error 422 Unprocessable Entity

Got `422 Unprocessable Entity` after trying to send POST request using Swagger.

```
async def telegram_webhook( update: Update, controller: TelegramController = Depends(get_telegram_controller)):
    """Handle incoming telegram webhook updates"""
    try:
        parsed_update = Update.de_json(data=await update.model_dump_json())
        if not parsed_update:
            raise HTTPException(status_code=400, detail="Could not parse Telegram update")
        return await controller.handle_update(parsed_update)
    except HTTPException:
        raise
```''',
      T("FastAPI"), T("OpenAPI"), T("Telegram"),
      source="https://github.com/AntonOvsyannikov/pure-teleapi/issues/1", kind="issue",
      note="Swagger here the docs page the request was sent from: the lexicon's OpenAPI, doubtful (Swagger UI meant); "
           "the handler's route decorator not shown -- no endpoint; Telegram the platform whose updates are handled"),
    R(r"""fastapi project tip:/bin/sh: [uvicorn: not found

### directory
-- AVFree
   --app
      --__init__.py
      --main.py
   --docker-compose.yml
   --Dockerfile
   --requirement.txt
### main.py
`from fastapi import FastAPI
from fastapi.middleware.cors import CORSMiddleware

app = FastAPI()

app.add_middleware(
    CORSMiddleware,
    allow_methods=["*"],
    allow_headers=["*"],
)

@app.get("/")
async def main():
    return {"message": "Hello World"}
`
### docker-compose.yml
`version: "1.0"
services:
  web:
    build: .
    container_name: fastapi
    # restart: always
    ports:
      - "9000:8000"
    volumes:
      - .:/code`
### Dockerfile
`# 从官方下载python3.8
FROM python:3.8-alpine
# 设置容器工作目录
WORKDIR /code/AVFree
# 下载gcc
RUN apk add --no-cache gcc musl-dev linux-headers
# 复制requirement.txt文件到容器code目录下
COPY ./requirement.txt /code/AVFree/requirement.txt
# 更新pip
# RUN python -m pip install --upgrade pip
# 安装项目依赖
RUN pip install --no-cache-dir --upgrade -r requirement.txt -i https://pypi.tuna.tsinghua.edu.cn/simple
EXPOSE 8000
COPY ./app /code/AVFree/app
ENTRYPOINT ["uvicorn" ,"app.main:app",'--host',"0.0.0.0","--port","8000"]`
### requirement.txt
`fastapi
gunicorn`

### problem
After use docker compose up , prompt :/bin/sh: [uvicorn: not found""",
      T("FastAPI"), T("Uvicorn"), T("Docker"), T("Docker Compose"), T("Python"), T("pip"), T("Gunicorn"),
      T("Alpine Linux"), E("GET /"),
      source="https://github.com/nextcloud/docker/issues/1873", kind="issue",
      note="filed in the wrong repository; the tree's names bare; ./requirement.txt has no folder and ./app is one -- "
           "no file; Python from the python3.8 image and python -m, Alpine from the image's tag and apk, doubtful; gcc "
           "and musl-dev build packages -- not labelled, doubtful; Chinese comments kept"),
    R(r"""Uvicorn laucnhed in Docker container - connection interrupted

I experience a strange issue. Probably I do smth wrong.

I use uvicorn server with FastAPI framework.

When project is laucnhed without docker, server is running fine and I can access site at provided entry point `http://127.0.0.1:8000`.

But when it is launched in docker, using `docker-compose`, and when I navigate to `http://127.0.0.1:8000`, browser shows it's native error page with message `Connection interrupted` (not `Not found`, so it can actually reach server).

Server output after docker launch:
```
Uvicorn running on http://127.0.0.1:8000 (Press CTRL+C to quit)
Started reloader process [1] using statreload
Started server process [12]
Waiting for application startup.
Application startup complete.
```

When application code is changed, server is automatically restarted, as it should be.

---

Related project fies:

`docker-compose.yml`:

```
version: '3.3'

services:
  python:
    build:
      context: .
    command: bash -c "pip install -r requirements_dev.txt && python main.py"
    ports:
      - 8000:8000
    volumes:
      - ./wfs/:/app/
    depends_on:
      - db
      - redis
    restart: on-failure
    environment:
      REDIS_LOCATION: "redis://redis:6379/1"
      DEBUG: "True"

  db:
    image: mongo
    ports:
      - 27017:27017
    volumes:
      - mongo_data:/var/lib/mongodb/data
    restart: on-failure
```""",
      T("Uvicorn"), T("FastAPI"), T("Docker"), T("Docker Compose"), T("pip"), T("Python"), T("MongoDB"),
      T("Redis"),
      source="https://github.com/Kludex/uvicorn/issues/736", kind="issue",
      note="'laucnhed' a typo; MongoDB from the service's image mongo, Redis from the redis service and its URL "
           "scheme, doubtful; bash -c a command line -- Bash not labelled; requirements_dev.txt and main.py bare; "
           "./wfs/ a folder; the redis service cut"),
    R(r"""[Devops] Wrong response from http://localhost/api/processing when docker compose is running

**Bug Description**

http://localhost/api/processing shows `{"detail":"Not Found"}`

**To Reproduce**
1. run `docker compose up`
2. access http://localhost/api/processing

**Expected behavior**
show `{"message":"Hello, World!"} `

**Additional context**
Running `uvicorn app.main:app --host 0.0.0.0 --port 8000 --reload` inside processing folder and accessing http://localhost:8000/ show `{"message":"Hello, World!"}`

Adding `"--root-path", "/api/processing"` to Dockerfile `CMD ["uvicorn", "app.main:app", "--reload", "--host", "0.0.0.0", "--port", "8000", "--root-path", "/api/processing"]` doesnt help""",
      T("Docker Compose"), T("Uvicorn"), T("Docker"),
      source="https://github.com/opendexcom/formul.ai/issues/24", kind="issue",
      note="the paths only inside URLs or a --root-path value, with no method -- no endpoint; app.main:app a module "
           "path; Docker from the Dockerfile"),
    # ---------------------------------------------------------------- Spring, Android, Gradle
    R(r"""Method "@Postmapping" is giving 403 forbidden

Hi 

GetMapping is working fine but Postmapping having issue 403 forbidden
```
// This working fine 
@GetMapping("/resource")
  public String resource(@AuthenticationPrincipal Jwt jwt) {
    LOG.trace("***** JWT Headers: {}", jwt.getHeaders());
    LOG.trace("***** JWT Claims: {}", jwt.getClaims().toString());
    LOG.trace("***** JWT Token: {}", jwt.getTokenValue());
    return String.format("Resource accessed by: %s (with subjectId: %s)" ,
            jwt.getClaims().get("user_name"),
            jwt.getSubject());
  }
// 403 forbidden 
@PostMapping("/message")
	public String createMessage(@RequestBody String message) {
		return String.format("Message was created. Content: %s", message);
	}

```

Please help me if am missing some thing .
Thanks in advance.""",
      T("JWT"), E("GET /resource"), E("POST /message"),
      source="https://github.com/benwilcock/spring-cloud-gateway-demo/issues/5", kind="issue",
      note="the mappings in code; the 403 a refusal of the app's own route, not a missing one; Postmapping spelled so; "
           "Spring not named (annotations only), Spring Cloud Gateway only in the repository's name; JWT from the "
           "logged token and its Jwt type, doubtful"),
    R(r"""Completed 403 FORBIDDEN in spring-reactive-sample-boot-data-mongo when doing post

Hi dear Hantsy

Before all I want to thank you for this awesome collection of samples.

I'm working on the spring-reactive-sample-boot-data-mongo, my problem is with something I guess beyond the authentication, I know you have a portion of your documentation about it (https://github.com/hantsy/spring-reactive-sample#security-for-webflux) the thing is that no mater if I use your same curl with username and password of you sample, I always get this result in postman:

CSRF Token has been associated to this client

and in the backend I got this:

2018-11-21 22:07:28.968 DEBUG 46190 --- [ctor-http-nio-1] o.s.w.s.adapter.HttpWebHandlerAdapter    : [feb8e527] HTTP POST "/posts"
2018-11-21 22:07:28.974 DEBUG 46190 --- [ctor-http-nio-1] o.s.w.s.adapter.HttpWebHandlerAdapter    : [feb8e527] Completed 403 FORBIDDEN
2018-11-21 22:07:39.423 DEBUG 46190 --- [ctor-http-nio-1] o.s.w.s.adapter.HttpWebHandlerAdapter    : [feb8e527] HTTP DELETE "/posts/5bf616be20058db33b1939ad"
2018-11-21 22:07:39.425 DEBUG 46190 --- [ctor-http-nio-1] o.s.w.s.adapter.HttpWebHandlerAdapter    : [feb8e527] Completed 403 FORBIDDEN

a bunch of Completed 403 FORBIDDEN messages, do you have an idea what is it ?""",
      T("Postman"), E("POST /posts"), E("DELETE /posts/5bf616be20058db33b1939ad"),
      source="https://github.com/hantsy/spring-reactive-sample/issues/7", kind="issue",
      note="the app's routes answer the logged requests with a CSRF refusal (403), as the fresh-18 419s; WebFlux only "
           "inside the documentation URL; the sample's name spring-reactive-sample-boot-data-mongo not split into "
           "tools; o.s.w.s.adapter a logger's dotted name; curl a utility; postman lower-case"),
    R(r"""@Postmapping(/message) ending up 403 forbidden

Hi @jgrandja ,

I am trying with Keycloak configuration .
all "Get" request are working fine i.e @GetMapping("/") and @GetMapping("/whoami") from "Amicroservice and Bmicroservice.

But when i add a "@Postmapping(/massage)" in AControlloer.java and try to consume from home.html or index.html,  issue. 403 forbidden.

Should i need to add something like below to consume "@postmapping()" or Post method .?

```
@Override
    protected void configure(HttpSecurity http) throws Exception {
        http
            .oauth2Login().and()
            .csrf()
                .csrfTokenRepository(CookieCsrfTokenRepository.withHttpOnlyFalse())
                .and()
            .authorizeRequests()
```
if possible, can you please add a simple @Postmapping() example api/method in any of the "Amicroservice or hotel Bmicroservice. and consume it from Index.html or home.html.""",
      T("Keycloak"), E("GET /"), E("GET /whoami"),
      source="https://github.com/jgrandja/oauth2-protocol-patterns/issues/4", kind="issue",
      note="the two GET mappings as written; @Postmapping(/massage) and (/message) written without quotes in prose, the "
           "post mapping's path misspelt -- not labelled, doubtful; AControlloer.java, home.html and index.html bare; "
           "the code after cut"),
    R(r"""AGP upgrade fails

Gradle upgrade wizard is shown but auto upgrade fails. 

Works only when changing 

```
buildscript {
    apply from: 'versions.gradle'
    addRepos(repositories)
    dependencies {
        classpath buildscriptDeps.androidGradle
        classpath buildscriptDeps.dependencyUpdates
        classpath buildscriptDeps.detekt
        classpath buildscriptDeps.googleServices
        classpath buildscriptDeps.kotlin
        classpath buildscriptDeps.kotlinSerialization
    }
}
```

to 

```
buildscript {
    apply from: 'versions.gradle'
    addRepos(repositories)
    dependencies {
        // Keep this here so that AGP auto upgrade works
        classpath 'com.android.tools.build:gradle:7.0.0-rc01'
        classpath buildscriptDeps.dependencyUpdates
        classpath buildscriptDeps.detekt
        classpath buildscriptDeps.googleServices
        classpath buildscriptDeps.kotlin
        classpath buildscriptDeps.kotlinSerialization
    }
}

```

Even though this solves the problem is not consistent with how we define dependencies. we are migrating our dependencies to catalog #171 until today build script was not supported when we update that we can try if that solves the issue.""",
      T("Android Gradle Plugin"), T("Gradle"),
      source="https://github.com/xmartlabs/gong/issues/188", kind="issue",
      note="AGP the plugin's short name; detekt, kotlin and googleServices only as buildscriptDeps' dotted fields -- "
           "not labelled; versions.gradle bare; the Maven coordinate not split"),
    R(r"""Cannot build recent pulls from the main repo. AGP version error

For a few weeks now I have not been able to build any pulls I have made from this main repository due to the following error on Gradle sync after a Clean.
The project is using an incompatible version (AGP 8.13.2) of the Android Gradle plugin. Latest supported version is AGP 8.1.3
See Android Studio & AGP compatibility options.

Any ideas on why this is occurring and how to fix it?  Cannot run the AGP Update Assistant, as it never does anything but spin wheels.  And all other attempts are either not relevant or do not work.

I have hard reset the local repo to no avail.

Would you please not open an issue as a first action?""",
      T("Android Gradle Plugin"), T("Gradle"), T("Android Studio"),
      source="https://github.com/NightscoutFoundation/xDrip/issues/4557", kind="issue",
      note="AGP and 'Android Gradle plugin' the same plugin; Gradle from the Gradle sync"),
    R(r"""Build fails due to unresolved lint dependency: lint-31.11.0.jar not found via Gradle

## Summary

When building the project with AGP 8.11.0 and Gradle 8.14.3, the build fails during the `:libaxmol:extractReleaseAnnotations` and `:libaxmol:lintVitalAnalyzeRelease` tasks due to a missing Lint dependency.

## Environment

- Android Studio: 2025.1.1.13
- AGP version: 8.11.0
- Gradle version: 8.14.3

## Notes

- The JAR file **can be downloaded [manually](https://dl.google.com/dl/android/maven2/com/android/tools/lint/lint/31.11.0/lint-31.11.0.jar)** from the same URL in a browser.

- Gradle, however, fails to resolve it automatically.
- Other dependencies resolve successfully.

I've been trying for two days and still can't build the Hello World project because of this issue.
Previously, this problem would sometimes be resolved by turning on a VPN, but this time it doesn't help even with VPN enabled.

Do you try downgrade AGP and gradle to previous version ?

Yes, it worked with AGP version 8.10.1 and Gradle version 8.14.3.
Perhaps the dependencies were downloaded before.""",
      T("Android Gradle Plugin"), T("Gradle"), T("Android Studio"), T("Android Lint"),
      source="https://github.com/axmolengine/axmol/issues/2586", kind="issue",
      note="Lint is Android Lint (SURFACES), doubtful; lint-31.11.0.jar bare; the :libaxmol: tasks are Gradle task "
           "paths; VPN a network, not a tool; the screenshot dropped"),
    R(r"""Android Basics: SQL Basics

Downloading and attempting to build the project runs into an error message:

Execution failed for task ':app:kaptDebugKotlin'.
> A failure occurred while executing org.jetbrains.kotlin.gradle.internal.KaptExecution
   > java.lang.reflect.InvocationTargetException (no error message)

I don't have the experience to troubleshoot it seems. I've tried googling and haven't been able to find the cause of the error unfortunately

Ah - just saw the previous issue and downgraded the room version with success.

@matttzzz 
Thank you for reaching out to us and informing that the issue is fixed.
Happy coding!""",
      T("Room"),
      source="https://github.com/google-developer-training/android-basics-kotlin-sql-basics-app/issues/18", kind="issue",
      note="room lower-case, the Jetpack library; kapt and Kotlin only in a task's name and dotted class names -- not "
           "labelled; 'SQL Basics' the course's title -- SQL not labelled, doubtful"),
    R(r"""[Codelab Issue] Testing Codelab 5.#, Step # - Execution failed for task ':app:kaptDebugKotlin'.

I get this error and tried to change JDK(currently using 11.0.11) to version 1.8 where I get a different error:

```
Execution failed for task ':app:kaptDebugKotlin'.
> A failure occurred while executing org.jetbrains.kotlin.gradle.internal.KaptWithoutKotlincTask$KaptExecutionWorkAction
   > java.lang.reflect.InvocationTargetException (no error message)

```
**Android Studio** (Apple Chip version): Bumblebee 2021.1.1 Patch 3

I get the error on build

Build failed for me too. Maybe a related problem.

Ubuntu Android Studio Dolphin | 2021.3.1 Canary 7
Updated `build.gradle` project and app dependencies:""",
      T("JDK"), T("Android Studio"), T("Ubuntu"),
      source="https://github.com/google-developer-training/advanced-android-testing/issues/282", kind="issue",
      note="Bumblebee and Dolphin are Android Studio's release names -- not labelled apart; build.gradle bare; the "
           "compile log after cut"),
    # ---------------------------------------------------------------- .NET
    R(r"""Create endpoint on .NET6

app.MapGet("/products", (context) =>
{
    var products = app.Services.GetService<JsonFileProductService>().GetProducts();
    var json = JsonSerializer.Serialize<IEnumerable<Product>>(products);
    return context.Response.WriteAsync(json);
});""",
      T(".NET"), E("GET /products"),
      source="https://github.com/dotnet-presentations/ContosoCrafts/issues/22", kind="issue",
      note=".NET6 with its version glued on; the minimal API's MapGet; JsonSerializer a class"),
    R(r"""AbpApiController Unsupported Media Type

**Server:** (URL:http://localhost:6634)
```csharp
public class VisitController : AbpApiController
{
	[HttpPost]
	public object arrived(visitArrivedDto input)
	{
	    try
	    {
	        if (ModelState.IsValid)
	        {
	            return new { is_success = true };
	        }
	        else
	        {
	            throw new Exception(string.Join(",",
	                ModelState.Values
	                    .SelectMany(p => p.Errors
	                        .Select(k => k.ErrorMessage))));
	        }
	    }
	    catch (Exception ex)
	    {
	        var result = new
	        {
	            is_success = false,
	            error = ex.GetBaseException().Message
	        };
	        return result;
	    }
	}
}
```
**Client:** (URL:http://localhost:25322)
```javascript
$.post('http://localhost:6634/api/visit/arrived',
    { arrived_at: '2016-05-25' },
    function (data) {
    console.log(data);
});
```""",
      T("C#"), T("JavaScript"),
      source="https://github.com/aspnetboilerplate/aspnetboilerplate/issues/1062", kind="issue",
      note="the fences' languages; [HttpPost] gives no path of its own and the client's post writes its path only "
           "inside a URL -- no endpoint, doubtful; AbpApiController a class (ASP.NET Boilerplate not named); $.post "
           "jQuery's call, not named -- not labelled, doubtful; the DTO class and JSON response cut"),
    R(r"""Getting HTTP 415 Error Using ASP.Net WebApi

Using the example code I'm getting a 415 error when trying to do a GET to an ASP.net WebApi service. Am I missing some config settings for WebApi?  Here is the http header info:

Remote Address:127.0.0.1:80
Request URL:http://ramapi.localhost/Blog/SavePostImage?flowChunkNumber=1&flowChunkSize=1048576&flowCurrentChunkSize=37709&flowTotalSize=37709&flowIdentifier=37709-primeshine-logopng&flowFilename=primeshine-logo.png&flowRelativePath=primeshine-logo.png&flowTotalChunks=1
Request Method:GET
Status Code:415 Unsupported Media Type""",
      T("ASP.NET Web API"),
      source="https://github.com/flowjs/ng-flow/issues/41", kind="issue",
      note="ASP.Net WebApi spelled so (SURFACES); the GET's path only inside the request URL -- no endpoint, doubtful; "
           "the headers after cut; primeshine-logo.png a file name"),
    # ---------------------------------------------------------------- Go
    R(r"""cors handler does not work

```
import (
        "net/http"

        "github.com/gorilla/handlers"
        "github.com/gorilla/mux"
)
func main() {
        r := mux.NewRouter()

        // Apply the CORS middleware to our top-level router, with the defaults.
        http.ListenAndServe(":8200", handlers.CORS()(r))
}

```

When I do 

```

$ http -v OPTIONS :8200/
OPTIONS / HTTP/1.1

Accept: */*
Accept-Encoding: gzip, deflate
Connection: keep-alive
Content-Length: 0
Host: localhost:8200
User-Agent: HTTPie/0.9.2

HTTP/1.1 404 Not Foun""",
      T("Gorilla Mux"), T("Gorilla handlers"), T("HTTPie"),
      source="https://github.com/gorilla/handlers/issues/101", kind="issue",
      note="the imports and the code's mux.NewRouter and handlers.CORS name the two Gorilla packages (gorilla/handlers "
           "SURFACES); HTTPie is the http command the request was sent with (its user agent), doubtful; the OPTIONS / "
           "answered 404, no route -- no endpoint; Go not named, the fence has no language"),
    R("""Err "missing form body" on POST request when the body is nil

``` 
http.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		r.Body = nil
		store, err := sessionManager.Start(context.Background(), w, r)
		if err != nil {
			fmt.Fprint(w, err)
			return
		}
}

```

Err:"missing form body\"""",
      source="https://github.com/go-session/redis/issues/5", kind="issue",
      note="nothing: HandleFunc registers / for every method -- no endpoint; the fence names no language; Redis only in "
           "the repository's name"),
    R(r"""Set empty request body to http.NoBody instead of nil

`getRequestBody` returns `nil` if the original API Gateway request had an empty body. This can result in a surprise later on if a handler is blindly reading the request's body without checking it isn't nil:

```go
func myHandler(w http.ResponseWriter, r *http.Request) {
	bs, err := io.ReadAll(r.Body) // panic: runtime error: invalid memory address or nil pointer dereference
	// ...
}
```

I believe `http.NoBody` is the correct value used by the Go standard library to set an empty request body.

```go
// server.go:3512
func (h initALPNRequest) ServeHTTP(rw ResponseWriter, req *Request) {
	if req.TLS == nil {
		req.TLS = &tls.ConnectionState{}
		*req.TLS = h.c.ConnectionState()
	}
	if req.Body == nil {
		req.Body = NoBody
	}
// ...
}
```

Thanks a lot, good spot!""",
      T("Amazon API Gateway"), T("Go"),
      source="https://github.com/a-h/awsapigatewayv2handler/pull/2", kind="issue",
      note="'API Gateway' is Amazon API Gateway here (the AWS handler's), doubtful; server.go bare; http.NoBody a "
           "dotted identifier"),
    # ---------------------------------------------------------------- Rust
    R(r"""cannot build

Hello. I'm tried to customize captive portal page but after `cargo build` I get:
```
$ cargo build
   Compiling shareboxx v0.1.0 (/mnt/archive/projects/shareboxx)
error[E0432]: unresolved import `actix_web`
 --> src/main.rs:1:5
  |
1 | use actix_web::{get, Responder};
  |     ^^^^^^^^^ use of undeclared crate or module `actix_web`

For more information about this error, try `rustc --explain E0432`.
error: could not compile `shareboxx` (bin "shareboxx") due to 1 previous error
```
EDIT
```
$ cargo --version
cargo 1.80.0-nightly (0ca60e940 2024-05-08)

$ cat /etc/lsb-release
DISTRIB_ID=Ubuntu
DISTRIB_RELEASE=22.04
DISTRIB_CODENAME=jammy
DISTRIB_DESCRIPTION="Ubuntu 22.04.4 LTS"
```

Hi, could you post the full error log? I am not sure whether cargo didn't download actix_web, or perhaps there's some issue with the config option for SSR...""",
      T("Cargo"), T("Actix"), T("Rust"), T("Ubuntu"), F("src/main.rs"),
      source="https://github.com/dividebysandwich/shareboxx/issues/1", kind="issue",
      note="actix_web the crate's import name (Actix, the lexicon's name for actix-web); rustc is Rust's compiler; the "
           "project and /etc/lsb-release absolute; the :1:5 position left out; SSR a technique"),
    R(r"""Chapter 3 Cargo test issue

I am not sure is the issue is on me or I missing something.
Once I run cargo test it's error on the tokio as bellow:

```
error[E0433]: failed to resolve: use of undeclared type or module `tokio`
 --> tests/health_check.rs:9:13
  |
9 |     let _ = tokio::spawn(server);
  |             ^^^^^ use of undeclared type or module `tokio`

error: aborting due to previous error

For more information about this error, try `rustc --explain E0433`.
error: could not compile `bombcampaign-rust`.
```

I get that error when `tokio = "0.2.22"` is missing from `Cargo.toml`.

thank you it's work fine after insert the tokio = "0.2.22"

thank you!""",
      T("Cargo"), T("Tokio"), T("Rust"), F("tests/health_check.rs"),
      source="https://github.com/LukeMathWalker/zero-to-production/issues/33", kind="issue",
      note="tokio lower-case; Cargo.toml bare; bombcampaign-rust the user's crate; the :9:13 position left out; the last "
           "comment's code cut"),
    R(r"""cargo build fails on Fedora

```rust
error[E0433]: failed to resolve: use of undeclared type or module `actix_web`
 --> examples/actix.rs:1:5
  |
1 | use actix_web::body::Body;
  |     ^^^^^^^^^ use of undeclared type or module `actix_web`

error[E0433]: failed to resolve: use of undeclared type or module `warp`
 --> examples/warp.rs:2:5
  |
2 | use warp::{http::header::HeaderValue, path::Tail, reply::Response, Filter, Rejection, Reply};
  |     ^^^^ use of undeclared type or module `warp`
```""",
      T("Cargo"), T("Fedora"), T("Rust"), T("Actix"), T("Warp"), F("examples/actix.rs"), F("examples/warp.rs"),
      source="https://github.com/pyrossh/rust-embed/issues/108", kind="issue",
      note="the rust fence holds compiler output; actix_web and warp named through the code's use lines; the later "
           "errors (mime_guess, actix_rt) cut"),
    R(r"""actix doesn't build as crate

Hi there!
Sorry for this potentially stupid issue, but I am super confused. I am somewhat new to Rust, and I have been playing with actix(-web) to learn about it. The chances are high I am just holding it wrong, but any pointers would be greatly appreciated.

I had a working little project built on actix-web. Today, I decided to upgrade all dependencies. After that, the build was broken. I figured it must have been some incompatible dependencies, but I couldn't get it back to a working state. So I started a project from scratch, with a hello-world `src/main.rs` and this `Cargo.toml`:

```
[package]
name = "hello_cargo"
version = "0.1.0"
authors = ["John Doe <jd@example.com>"]

[dependencies]
actix-web = "0.7"
```

I run `cargo build` and I get this:
```
...
   Compiling mime_guess v2.0.0-alpha.6
   Compiling tokio v0.1.7
   Compiling failure v0.1.1
   Compiling trust-dns-resolver v0.9.0
   Compiling actix v0.7.3
error[E0433]: failed to resolve. Could not find `_core` in `failure`
  --> /home/conrad/.cargo/registry/src/github.com-1ecc6299db9ec823/actix-0.7.3/src/address/mod.rs:23:10
```""",
      T("Rust"), T("Actix"), T("Cargo"), F("src/main.rs"),
      source="https://github.com/actix/actix/issues/126", kind="issue",
      note="actix and actix-web both the lexicon's Actix; the compiled crates listed by Cargo's log (mime_guess, tokio, "
           "failure, trust-dns-resolver) not labelled, doubtful; the registry path absolute; Cargo.toml bare"),
    R(r"""Actix routes return 404?

I cloned and complied this template with `nightly` and I receive `HTTP/1.1 404 Not Found` in the HTTP header (`curl --head http://127.0.0.1:3000`), although the client (wasm code) content is correctly served on this route. I believe that something is wrong in passing on the App's router information, i.e. `<Route path="" view=HomePage/>`, when these same routes are registered with Actix (`let routes = generate_route_list(App);`)... Otherwise, Actix should return `200 OK` when one visits `path=""`.

Just to add that the `start-axum` template works fine in the same case.

I agree that `curl --head  http://127.0.0.1:3000` returns a 404 and that `curl -v http://127.0.0.1:3000` returns a 200 and the HTML.

I'd also note that the following Actix Hello-world example has the same behavior, so I do not think that this has anything to do with Leptos:
```rust
use actix_web::{web, App, HttpResponse, HttpServer};

async fn index() -> HttpResponse {
    HttpResponse::Ok().body("Hello")
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| {
        App::new()
            .route("/", web::get().to(index))
            .route("/user", web::post().to(index))
    })
    .bind(("127.0.0.1", 8080))?
    .run()
    .await
}
```""",
      T("Actix"), T("WebAssembly"), T("Leptos"), T("Rust"), E("GET /"), E("POST /user"),
      source="https://github.com/leptos-rs/start-actix-0.6/issues/51", kind="issue",
      note="the example's routes with web::get() and web::post(); the HEAD request answered 404 -- no endpoint; wasm "
           "lower-case; start-axum a template's name -- Axum not labelled, doubtful; nightly Rust's channel; curl a "
           "utility; HTML a response format"),
    R(r"""fix: pass the root_path as shared data in actix

Ensure the `root_path` property is passed as a Actix data to the handlers. I also fixed the type to the right one. After applying it, `wws` is properly returning the 404 or the static asset:

## Favicon.ico is missing

```
⚙️  Loading routes from: ./examples/js-basic
🗺  Detected routes:
    - http://127.0.0.1:9090/
      => ./examples/js-basic/index.js (name: default)
🚀 Start serving requests at http://127.0.0.1:9090

[2023-03-15T16:19:15Z INFO  actix_web::middleware::logger] 127.0.0.1 "GET / HTTP/1.1" 200 827 "-" "..." 0.028136
[2023-03-15T16:19:15Z INFO  actix_web::middleware::logger] 127.0.0.1 "GET /favicon.ico HTTP/1.1" 404 0 "http://localhost:9090/" "..." 0.001388
```

It closes #111""",
      T("Actix"), F("./examples/js-basic/index.js"), E("GET /"),
      source="https://github.com/vmware-labs/wasm-workers-server/pull/114", kind="issue",
      note="the detected route / answers the logged GET; the favicon's GET answered 404 -- no endpoint; "
           "./examples/js-basic a folder; wws the project's own CLI -- not labelled, doubtful; actix_web::middleware "
           "a logger's path; the present-favicon section cut"),
    # ---------------------------------------------------------------- PHP, Laravel
    R(r"""404 error

Hi, 
First I need say thanks for this cartridge, it's awesome. Thank you.

Here is my problem, when I try deploy a Laravel app to the Openshift any route except '/' returns me a 404 error.

I try some things, like: in `/template/config/nginx.d/default.conf.erb` change the `try_files $uri =404;`

To `try_files $uri $uri/ /index.php?$query_string;` 
Or `try_files $uri $uri/ /index.php$is_args$args;` 

I try many others ways, but nothing.

Can you help me?

Is the 404 error from Nginx or Laravel?

@pinodex It's from Nginx.
In localhost (also PHP 7.0.8 and Nginx) work's pretty fine, any route is accessible.

I'm using this for my Laravel app

```
location / {
    try_files $uri $uri/ /index.php$is_args$args;
}
```

Check if the deployed config file is the one you edited. If you are creating the app with this cartridge (not forked), clone your OpenShift app, then edit `config/nginx.d/default.conf.erb`.""",
      T("Laravel"), T("OpenShift"), T("Nginx"), T("PHP"), F("config/nginx.d/default.conf.erb"),
      source="https://github.com/pinodex/openshift-cartridge-nginx-php7/issues/7", kind="issue",
      note="Openshift spelled so; the first config path written absolute (/template/...), the second relative; "
           "/index.php a try_files fallback, not a route; the fork's cartridge URL cut"),
    R(r"""routes wont work on nginx

I have migrated my first php site to tempest! (idc its not released yet, its doing a lot better than the mini framework I had originally made for it haha) 
However, any route that isnt already in the public folder returns a 404 from nginx. sorry if its just a configuration error on my end, just wanted to know if it was reproducible for anyone else.

@Sam-Mear - Do you have something like the following in your config?

```nginx
    location / {
        try_files $uri $uri/ /index.php?$query_string;
    }
```

@aidan-casey i did not, i have added it and ran systemctl restart nginx.service and it had not fixed it. ill send you over the config file

```
server {
    listen 80;
    server_name pcpartrank www.pcpartrank;
    root /var/www/html/public;

    index index.html index.htm index.php;

    location / {
        try_files $uri $uri/ /index.php?$query_string =404;
    }

    location ~ \.php$ {
        include snippets/fastcgi-php.conf;
        fastcgi_pass unix:/var/run/php/php8.3-fpm.sock;
     }

    location ~ /\.ht {
        deny all;
    }

}

```""",
      T("PHP"), T("Tempest"), T("Nginx"), T("systemd"), F("snippets/fastcgi-php.conf"),
      source="https://github.com/tempestphp/tempest-framework/issues/213", kind="issue",
      note="tempest lower-case, the PHP framework the thread is about (the lexicon does not know it); systemctl is "
           "systemd's; the include's path relative to Nginx's folder, as written, doubtful; the socket and root "
           "absolute; php-fpm only inside the socket's path; the tree request cut"),
    R(r"""Fresh laravel app with nginx shows 404

What version of Cloud Foundry and CF CLI are you using? (i.e. What is the output of running `cf curl /v2/info && cf version`?
```{
   "name": "anynines",
   "build": "v1.17.0",
   "support": "support@anynines.com",
   "version": 4,
   "description": "anynines Platform as a Service.",
   "api_version": "2.144.0",
   "osbapi_version": "2.15",
   "user": "6a252972-01a5-4c84-87f5-9b98b167b24c"
}
cf Version 6.41.0+dd4c76cdd.2018-11-28 
```

What version of the buildpack you are using?

`Buildpack version 4.4.2`

This is my options.json: 

```
{
    "PHP_VERSION": "{PHP_72_LATEST}",
    "COMPOSER_VENDOR_DIR": "vendor",
    "WEB_SERVER" : "nginx",
    "WEBDIR": "public"
 }
```""",
      T("Laravel"), T("Nginx"), T("Cloud Foundry"), T("CF CLI"),
      source="https://github.com/cloudfoundry/php-buildpack/issues/376", kind="issue",
      note="the lexicon knows neither Cloud Foundry nor its CLI (SURFACES for the first; CF CLI as written); cf curl's "
           "/v2/info a CLI argument, not a request the app answers -- no endpoint; anynines a provider's name; "
           "options.json bare; PHP and Composer only in config keys -- not labelled, doubtful; laravel lower-case"),
    R(r"""GET http://localhost:8000/api/user [HTTP/1.1 401 Unauthorized ]

Hello, 
Thank you very much for your tutorials on SPA Laravel Authentication.

I followed all steps of your video https://www.youtube.com/watch?v=CwXhQZvuHjM and I don't know why, **when I am logged in, the data user is empty and in the console, I get the error 401 Unauthorized**. So I cannot access to the name nor email of the user.
Please, need help. Thanks.

I apologize for my bad english.

in .env set:
SANCTUM_STATEFUL_DOMAIN  to your sub domain/SPA IP with the port e.g localhost:8000""",
      T("Laravel"), E("GET /api/user"),
      source="https://github.com/Norbertho/vue-spa-laravel/issues/1", kind="issue",
      note="the app's own /api/user answers the GET with 401 (a refusal, the route exists); SANCTUM_STATEFUL_DOMAIN an "
           "environment variable -- Laravel Sanctum not labelled, doubtful; .env bare; Vue only in the repository's "
           "name"),
    R(r"""TokenMismatchException in VerifyCsrfToken.php line 53

I feel as though I run into this EVERYTIME.

I've set up laravel-cors per the instructions. When issuing a POST command I'm getting the following error from the server:
```
TokenMismatchException in VerifyCsrfToken.php line 53
```
Stack:
```
in VerifyCsrfToken.php line 53
at VerifyCsrfToken->handle(object(Request), object(Closure))
at call_user_func_array(array(object(VerifyCsrfToken), 'handle'), array(object(Request), object(Closure))) in Pipeline.php line 124
at Pipeline->Illuminate\Pipeline\{closure}(object(Request)) in ShareErrorsFromSession.php line 54
at ShareErrorsFromSession->handle(object(Request), object(Closure))
```""",
      T("laravel-cors"),
      source="https://github.com/fruitcake/laravel-cors/issues/60", kind="issue",
      note="the package as named (the lexicon does not know it); the PHP files bare; Illuminate\\Pipeline a namespace "
           "in a stack frame -- Laravel not labelled, doubtful; the POST has no path"),
    R(r"""token mismatch

front-end  home page, login and registration page are loading properly. But, while i post the login or register it gives token mismatch exception on /vendor/laravel/framework/src/Illuminate/Foundation/Http/Middleware/VerifyCsrfToken.php line 68

Sorry I can't reproduce this error.""",
      source="https://github.com/mdbootstrap/adminlte-laravel/issues/123", kind="issue",
      note="nothing: Laravel only inside the absolute vendor path; the posts have no path"),
    # ---------------------------------------------------------------- Rails
    R(r"""Use ActionController::API in API endpoints

@cookpad/dev-infra please review

Without this change, `POST /v2/job_executions` fails with InvalidAuthenticityToken in Rails 5.2 because `protect_from_forgery` is activated by default.
http://edgeguides.rubyonrails.org/5_2_release_notes.html#action-pack-notable-changes""",
      T("Rails"), E("POST /v2/job_executions"),
      source="https://github.com/cookpad/barbeque/pull/67", kind="issue",
      note="the app's own route refuses the POST (CSRF), as the fresh-18 419s; ActionController::API Rails' own class; "
           "@cookpad/dev-infra a team mention"),
    R(r"""422 error, Unprocessable Entity, InvalidAuthenticityToken when trying to sign_up

Hi Gokul,

I followed your tutorial and tried to integrate api_guard on my rails api on an existing `User` model.

Everything goes well regarding the installation but when trying to create my first user with postman :
```
POST http://localhost:3000/users/sign_up
{
"email": "lorenzo.canavaggio@laposte.net",
"password": "test",
"password_confirmation": "test",
"birthdate": "Mar, 28 Mar 1991",
"description": "Web Developer",
"profilePictureUrl": "https://www.docker.com/sites/default/files/social/docker_facebook_share.png",
"inscriptionDate": "Mar, 28 Mar 1991",
"firstname": "Canavaggio",
"lastname": "Lorenzo"
}
```
I get this error :
```
{
    "status": 422,
    "error": "Unprocessable Entity",
    "exception": "#<ActionController::InvalidAuthenticityToken: ActionController::InvalidAuthenticityToken>",
    "traces": {
        "Application Trace": [],
        "Framework Trace": [
            {
                "id": 0,
                "trace": "actionpack (5.2.3) lib/action_controller/metal/request_forgery_protection.rb:211:in `handle_unverified_request'"
            },
```
So I guess the endpoint is correctly mapped but I may have missed something nor i'm not experienced enough to understand the issue. Could you help me out ?""",
      T("api_guard"), T("Rails"), T("Postman"), E("POST /users/sign_up"),
      source="https://github.com/Gokul595/api_guard/issues/11", kind="issue",
      note="the Postman request to the app's own sign-up route (its method given, the host left out), refused by the "
           "CSRF check; api_guard as written; Docker only inside a URL; actionpack's trace line a gem's path -- not "
           "labelled, doubtful; rails and postman lower-case"),
    R(r"""[Tarea] Error de autenticación en método POST de controller

* [X] Leí las reglas del foro (https://github.com/IIC2143/Syllabus/issues/1).
* [X] Revisé el compilado de dudas de la tarea y no encontré una *issue* similar a la mía (https://github.com/IIC2143/Syllabus/issues).
* [X] De ser necesario, colocaré código simple que permita explicar mi problema o duda, ya que compartir código de esta evaluación puede ser considerado una falta a la ética.

### ActionController::InvalidAuthenticityToken in AuthorsController#create
### Can't verify CSRF token authenticity.

Hola!
 Estoy teniendo este problema con el **token CSRF**
```
ActionController::InvalidAuthenticityToken in AuthorsController#create
Can't verify CSRF token authenticity.
```

 Pero no entiendo bien qué lo causa. He buscado por internet, pero no he encontrado una solución al problema. Hice la solicitud a través de Postman, usando el `request body` de la consulta 2 de la parte 1.
 Dentro del controlador que se menciona en el error tengo otro método de tipo GET que no genera problemas.""",
      T("Postman"),
      source="https://github.com/IIC2143/Syllabus-2025-1/issues/34", kind="issue",
      note="a Spanish thread; ActionController::InvalidAuthenticityToken only in the error's name -- Rails not labelled, "
           "doubtful; AuthorsController#create an action, no path; the reply cut"),
    # ---------------------------------------------------------------- Docker builds
    R(r"""app/requirement.txt file not found by docker build

New to docker and github so could be on my end, but I'm getting the following during initial docker build:

```
Step 4/7 : COPY app/requirements.txt .
COPY failed: file not found in build context or excluded by .dockerignore: stat app/requirements.txt: file does not exist
```

I've researched this issue and usually the 3rd step with WORKDIR fixes it, but not here. I've also tried creating the /app/ directory manually and downloading requirements.txt into it but same result. In any case I haven't been successful getting the docker build to work.

Hey @neobladerunner, 

As you mentioned you're new to this stuff, did you clone the entire repo or just copy the Dockerfile?""",
      T("Docker"), F("app/requirements.txt"), F("app/requirement.txt"),
      source="https://github.com/psiie/youtube-dlp-subscriptions/issues/2", kind="issue",
      note="the title's app/requirement.txt (singular) kept as written too; .dockerignore and requirements.txt bare; "
           "/app/ a folder; github a site"),
    R(r"""docker build error - requirements.txt: no such file or directory

Hi

I am trying to do a the docker build with this Dockerfile.
I get following error; please help.

Step 11/29 : COPY rootfs/usr/local/lib/web/backend/requirements.txt /tmp/
COPY failed: stat /var/lib/docker/tmp/docker-builder588517933/rootfs/usr/local/lib/web/backend/requirements.txt: no such file or directory

requirements.txt is in this repo. https://github.com/fcwu/docker-ubuntu-vnc-desktop/blob/develop/rootfs/usr/local/lib/web/backend/requirements.txt

`git status` to checkout any change in your folder

Worked with the build from a git clone""",
      T("Docker"), T("Git"), F("rootfs/usr/local/lib/web/backend/requirements.txt"),
      source="https://github.com/fcwu/docker-ubuntu-vnc-desktop/issues/164", kind="issue",
      note="the COPY source relative (rootfs/usr/... is the repository's folder, not /usr); the builder's stat path "
           "absolute; /tmp/ a folder; Ubuntu only in the repository's name and URL"),
    R(r"""Section 4.2: Step1/1 Copy requirements.txt - no such file or directory

I'm at step 4.2 where I am building an image, and in doing the following:
docker build -r myusernamehere/catnip .

I get the following error:
Step 1/1 : COPY requirements.txt /usr/src/app/
lstat requirements.txt: no such file or directory

I am in Docker Toolbox on Windows 7.

well I feel silly.  I was running the command from a Dockerfile located just outside the flask-app directory. The documentation wasn't clear that I should be overwriting the existing Dockerfile inside this folder... I was confused.

No problem :)

haha, that is the problem, thanks :->""",
      T("Docker"), T("Docker Toolbox"), T("Windows"),
      source="https://github.com/prakhar1989/docker-curriculum/issues/74", kind="issue",
      note="Windows 7 with its version; flask-app a folder's name -- Flask not labelled, doubtful; myusernamehere/catnip "
           "an image name with a placeholder; requirements.txt bare"),
    R(r"""Executing 3 build triggers - COPY failed

Hi, 
I've trying to follow a docker tutorial that use pytho:3-onbuild image, but I have problems when I run docker build, it return this error  : "COPY failed: stat /var/lib/docker/tmp/docker-builder433999506/requirements.txt: no such file or directory"

My Dockerfile just has this lines:

FROM python:3-onbuild
EXPOSE 5000
CMD ["python", "./app.py"]

Thanks!!

Officially, `onbuild` variants are deprecated (see https://github.com/docker-library/official-images/issues/2076 and https://github.com/docker-library/docs/pull/911).

In your case, it sounds like your directory doesn't have a `requirements.txt` file (which the default `ONBUILD` triggers are trying to copy into the image so they can be used to determine the dependencies of your application automatically).

@linampatino run the command going inside the Flask app. You are running it outside the folder.""",
      T("Docker"), T("Python"), T("Flask"),
      source="https://github.com/docker-library/python/issues/268", kind="issue",
      note="'pytho:3-onbuild' a typo of the python image; ./app.py has no folder -- no file, doubtful; the builder's "
           "path absolute; the screenshot dropped"),
    # ---------------------------------------------------------------- Terraform
    R(r"""Unsupported argument at load-balancer-target-group

Getting unsupported argument error on "terraform plan"

Error trace:
Error: Unsupported argument

  on .terraform/modules/couchbase_target_group/modules/load-balancer-target-group/main.tf line 59, in resource "aws_alb_listener_rule" "http_path":
  59:       field  = condition.value["field"]

An argument named "field" is not expected here.

Error: Unsupported argument

  on .terraform/modules/couchbase_target_group/modules/load-balancer-target-group/main.tf line 60, in resource "aws_alb_listener_rule" "http_path":
  60:       values = condition.value["values"]

An argument named "values" is not expected here.

Terraform v0.12.29
+ provider.aws v3.0.0
+ provider.template v2.1.2

Ubuntu 20.04

downgrading version of provider.aws to 2.70.0 resolved""",
      T("Terraform"), T("Ubuntu"),
      source="https://github.com/gruntwork-io/terraform-aws-couchbase/issues/62", kind="issue",
      note="the main.tf paths lie in Terraform's module cache (.terraform/modules/...) -- not labelled, as node_modules; "
           "provider.aws a provider's address -- AWS not labelled, doubtful; aws_alb_listener_rule a resource type; "
           "the sync_gateway errors cut"),
    R(r"""terraform plan causes unsupported argument errors

Executing `$ AWS_PROFILE=Gigadb terraform plan` to deploy an upstream live environment causes the errors below:
```
│ Error: Unsupported argument
│ 
│   on ../../modules/rds-instance/rds-instance.tf line 31, in module "db":
│   31:   name                   = var.gigadb_db_database
│ 
│ An argument named "name" is not expected here.
╵
╷
│ Error: Unsupported argument
│ 
│   on ../../modules/rds-instance/rds-instance.tf line 54, in module "db":
│   54:   final_snapshot_identifier = "snapshot-final-${var.deployment_target}-${var.owner}-${local.tstamp}"
│ 
│ An argument named "final_snapshot_identifier" is not expected here.
```

Looks like this is caused by the use of `terraform-aws-modules/rds/aws` version 4.2.0 in my upstream live environment whereas we have been using version 3.5.0 which does not have this problem. The fix to the above problems are to use `db_name = var.gigadb_db_database` and `final_snapshot_identifier_prefix = "snapshot-final-${var.deployment_target}-${var.owner}-${local.tstamp}”` in `rds-instance.tf`.

Fixed two years ago with PR #1001, so closing""",
      T("Terraform"), F("../../modules/rds-instance/rds-instance.tf"),
      source="https://github.com/gigascience/gigadb-website/issues/995", kind="issue",
      note="the project's own module file, relative with ../ (not a module cache); rds-instance.tf bare; "
           "terraform-aws-modules/rds/aws a registry module's address; AWS_PROFILE an environment variable -- AWS not "
           "labelled, doubtful"),
    R(r"""When I execute `terraform apply` for aws I receive several errors

The version that I have are
``` 
Terraform v1.1.3
on darwin_amd64
+ provider registry.terraform.io/hashicorp/aws v3.69.0
+ provider registry.terraform.io/hashicorp/cloudinit v2.2.0
+ provider registry.terraform.io/hashicorp/kubernetes v2.0.3
+ provider registry.terraform.io/hashicorp/tls v3.1.0
```

The compatible version of the AWS provider is [3.63.0](https://registry.terraform.io/providers/hashicorp/aws/3.63.0) but for some reason it is not available anymore. 

`terraform apply` execution results:

```
➜  eks git:(main) ✗ terraform apply
╷
│ Error: Unsupported argument
│ 
│   on main.tf line 11, in module "eks":
│   11:   subnets = module.vpc.private_subnets
│ 
│ An argument named "subnets" is not expected here.
╵
```""",
      T("Terraform"), T("AWS"),
      source="https://github.com/redkubes/quickstart/issues/13", kind="issue",
      note="aws lower-case in the title, and its provider; the providers' registry addresses (cloudinit, kubernetes, "
           "tls) not labelled, doubtful; darwin_amd64 a platform string; eks the module's and folder's name -- not "
           "labelled, doubtful; main.tf bare; the other errors cut"),
    # ---------------------------------------------------------------- Kubernetes, Helm
    R(r"""ingress CrashLoopBackOff

Hello,
May be this is duplicate of #215
I have crash problem with ingress... I've never see it Running, it's always in CrashLoopBackOff status
`
~$ microk8s.kubectl get all --all-namespaces
NAMESPACE            NAME                                                  READY   STATUS             RESTARTS   AGE
container-registry   pod/registry-6c99589dc-9dn9c                          1/1     Running            0          65m
default              pod/default-http-backend-5d5ff5d4f5-gcs22             1/1     Running            0          65m
default              pod/nginx-ingress-microk8s-controller-km4vc           0/1     CrashLoopBackOff
`

`
Aug 18 20:48:27 brocker systemd[1]: Started kubelet: The Kubernetes Node Agent.
Aug 18 20:48:27 brocker kubelet[23398]: F0818 20:48:27.521886   23398 server.go:198] failed to load Kubelet config file /var/lib/kubelet/config.yaml, error failed to read kubelet config file "/var/lib/kubelet/config.yaml", error: open /var/lib/kubelet/config.yaml: no such file or directory
`""",
      T("MicroK8s"), T("Kubernetes"), T("kubelet"), T("systemd"),
      source="https://github.com/canonical/microk8s/issues/602", kind="issue",
      note="microk8s.kubectl MicroK8s' wrapped kubectl; systemd the journal's process tag, doubtful; the config path "
           "absolute; server.go bare; the pod names (nginx-ingress, registry) not labelled, doubtful; the inspection "
           "tarball link cut"),
    R(r"""gatus ingress created by helm is not opening in the browser (Issue #12083)

Hi Team,

I created a helmrelease by applying the helmrelease.yml file from my local in a given namespace and it created the pods, svcs and ingress as well.

The kubernetes pod is not running because it's failing crashloopbackoff and the ingress is not loading in the browser.

Can you help.

Nor we can get anything from the pod logs as the container is not creating properly as the pod is not able to start and endpoint is not getting assigned any ip address and hence ingress is not loading in the browser.

Your pod could be crashing for many reasons. I'd suggest starting by looking at the logs, and if there's nothing else, then the pod's yaml.""",
      T("Gatus"), T("Helm"), T("Kubernetes"),
      source="https://github.com/TwiN/gatus/issues/481", kind="issue",
      note="gatus, helm and kubernetes lower-case; helmrelease.yml bare (a HelmRelease is Flux's resource, not named); "
           "the plea after cut"),
    # ---------------------------------------------------------------- small threads
    R(r"""Apply pipe ParseIntPipe rather than parseInt in REST controllers

https://docs.nestjs.com/pipes#pipes""",
      T("REST"),
      source="https://github.com/ps2alerts/api/issues/50", kind="issue",
      note="'REST controllers' names the API style; NestJS only inside the docs URL; ParseIntPipe and parseInt "
           "identifiers"),
]
