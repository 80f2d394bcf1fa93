"""A fifteenth fresh held-out set ("fresh-15"), part one: GitHub issue and pull-request threads from the
everyday mainstream, in repositories none of the earlier sets used -- axios, Socket.IO and its client, Redux
Toolkit, pandas, Jest, Sequelize, the Angular CLI, Vue core, Prisma with Docker Compose, Requests, boto3,
GORM, Django REST framework clients and Simple JWT, Laravel Sanctum apps, Spring HATEOAS and a serverless Spring
Boot container, Multer on Express, Docker's build-push action, Terraform's AzureRM provider, the Prometheus
community Helm charts, turbo-rails, Expo and React Navigation, a FlutterFire plugin, Diesel and libpq,
Flask-RESTful, rs/cors on Go's ServeMux, Minikube ingress tutorials, node-redis, NumPy 2.0, WordPress REST
routes, Spring properties, CocoaPods in React Native and GitHub Actions with AWS credentials -- each a
paragraph or a few lines of one thread kept as written (code blocks, logs, tracebacks and environment dumps as
they appear, trimmed; the comments of a thread joined without their author lines), with the thread's title
opening the text.

Every text was taken from a stored public copy of the thread at the address given and labelled by hand
without running the extractor on it, by the earlier sets' conventions: technologies under their usual
canonical name (any spelling in the text), also tools the lexicon may not know, a code fence's language (not
a shell's); data formats, everyday shell utilities, sites and placeholders not labelled; relative file paths as
written (./ kept, backslashes as written), absolute paths, paths inside dependencies, module or package caches,
URLs' paths, import specifiers and bare file names not; an endpoint only as "METHOD /path", when the text gives
the method for that path (a route in code -- a lower-case method call like app.post('/x'), a mapping's
RequestMethod.POST or a ServeMux pattern "POST /x" counts --, a request the app's own route answers, a client
call) and writes the whole path with its leading slash, as written -- a request no route accepts and a route
whose full path under a prefix is not written are not labelled. Nobody tunes the extractor on these texts: the
benchmark scores them as their own split (``--split fresh-15``).
"""

from real_corpus import E, F, R, T

SURFACES = {
    "Sails.js": ("SailsJS",),
    "Angular CLI": ("angular-cli",),
    "Apache HTTP Server": ("apache",),
    "Laravel Sanctum": ("Sanctum",),
    "djangorestframework-simplejwt": ("djangorestframework_simplejwt",),
    "Docker Buildx": ("Buildx",),
    "Firebase Auth": ("firebase_auth",),
    "node-redis": ("node_redis",),
    "App Engine": ("appengine",),
    "GitHub Actions": ("Github Workflows", "github action"),
    "Azure App Service": ("App Service",),
}

CASES = [
    # ---------------------------------------------------------------- axios, Socket.IO, Redux Toolkit
    R("""data does not arrive properly in req.body (axios post method)

executing a post request in a ReactJs app does generate the following req.body:
{ '{"userEmail":"user@host.com","password":"12345"}': '' }

This is my code:

return axios({
\turl: 'http://localhost:3000/apitest',
\tmethod: 'post',
\theaders: {'Content-Type': 'application/x-www-form-urlencoded'},
\tdata: {
\t\tuserEmail: 'user@host.com',
\t\tpassword: '12345'
\t},
})

Thank you for any help!

You are setting the `Content-Type` as `application/x-www-form-urlencoded`, which is not necessary. This is the default `Content-Type`. In the case that your data is JSON, as it is in your case, axios will automatically set the `Content-Type` to `application/json;charset=utf-8`, but only if the `Content-Type` hasn't been set manually. Try removing your `headers` and see if this resolves your issue.

thank you for fast feedback. I tried removing the header and also tried setting the Content-Type to "application/json;charset=utf-8" -> in both cases the request does not "reach" the node/express app. And in the browser the following error messages are displayed:

"OPTIONS http://localhost:3000/apitest
xhrAdapter @ bundle.js:25307
(anonymous function) @ bundle.js:25155
dispatchRequest @ bundle.js:25151\"""",
      T("React"), T("Axios"), T("Node.js"), T("Express"),
      source="https://github.com/axios/axios/issues/196", kind="issue",
      note="the client's post to /apitest is written only inside a URL, and the OPTIONS preflight no route of the text "
           "accepts -- no endpoint, doubtful; bundle.js bare; node/express written together"),
    R("""Axios vs jQuery post CORS issue

When doing a CORS post request, jQuery succeeds but Axios gets a CORS error in the console.  

This gets a CORS error
```
Axios.post(endpoint, { email_address : emailAddress})
      .then(function (response) {
        isSentSuccessful = true;
      })
      .catch(function (response) { 
        errorAnimation();
      });
```

But this works
```
    jQuery.post(endpoint, { email_address : emailAddress },
        function(resp){
         isSentSuccessful = true;
        })
        .fail(function(resp){
          errorAnimation();
        });
```

Am I missing something with Axios?  My server is already configured for CORS requests.

What is the error that you are getting?

```
OPTIONS 
XMLHttpRequest cannot load http://example/. No 'Access-Control-Allow-Origin' header is present on the requested resource. Origin 'http://example.dev' is therefore not allowed access. The response had HTTP status code 404.
```

What browser are you using when you get this error?

Chrome 45""",
      T("Axios"), T("jQuery"), T("Chrome"),
      source="https://github.com/axios/axios/issues/113", kind="issue",
      note="CORS a mechanism, not labelled; the endpoint is a variable; cut before the maintainer's js-fenced test request"),
    R("""Question: What could be the possible reasons for socket-io server returning 400 Bad Request via nginx?

Hi,

We are facing a scenario where a good percentage of requests going to `/Socket.io/?...` is returning with 400.

Default nginx access log results are littered with:

```
10.0.0.82 - - [04/Dec/2015:11:43:27 +0000] "GET /socket.io/?__sails_io_sdk_version=0.11.0&__sails_io_sdk_platform=browser&__sails_io_sdk_language=javascript&EIO=3&transport=websocket HTTP/1.1" 400 45 "-" "Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/45.0.2454.101 Safari/537.36"
```

The requests are not even reaching our overlying SailsJS server. We suspect something going wrong at socket-io layer. Any thought?

Interesting discovery: The `upgrade` header is blank for the requests having `400` response. Forcing upgrade header to `websocket` stops the 400, but causes intermittent `499` error on nginx.""",
      T("Socket.IO"), T("Nginx"), T("Sails.js"),
      source="https://github.com/socketio/socket.io/issues/2333", kind="issue",
      note="socket-io written with a hyphen, SailsJS together (the lexicon spells them Socket.IO and Sails.js, SURFACES); "
           "the logged GET /socket.io/ is answered 400 -- no endpoint, doubtful; the user agent's Windows, Chrome and "
           "Safari not labelled; websocket a protocol"),
    R("""Socket.IO (node) behind an NGINX proxy causes 400 errors

So I have a socket.io server which is proxied via nginx for handling the SSL certificates.
Something is causing the server to not accept the clients handshakes.

nginx.conf:
```CONF
server {
            listen 443 ssl;
    
            server_name my_domain.com;
    
            ssl_certificate                     /etc/letsencrypt/live/my_domain.com/cert.pem;
            ssl_certificate_key     /etc/letsencrypt/live/my_domain.com/privkey.pem;

            location / {
                proxy_set_header        Host $host;
                proxy_set_header        X-Real-IP $remote_addr;
                proxy_set_header        X-Forwarded-For $proxy_add_x_forwarded_for;
                proxy_set_header        X-Forwarded-Proto $scheme;
            
                proxy_pass              http://localhost:7777;
            }
    }
```
app.js
```JS
var app = require('express')();
var http = require('http').createServer(app);

//The client is an extension on youtube
const io = require("socket.io")(http, {
  cors: {
    origin: ["https://www.youtube.com"],
    methods: ["GET", "POST"],
    credentials: true
  }
})
```

I have done a lot to even get the client to accept all CORS stuff. But now it won't stop responding with `{code: 2, message: "Bad handshake method"}`.""",
      T("Socket.IO"), T("Node.js"), T("Nginx"), T("Express"), T("JavaScript"),
      source="https://github.com/socketio/socket.io-client/issues/1430", kind="issue",
      note="nginx.conf and app.js bare; the certificate paths absolute (Let's Encrypt only inside them); youtube is the site "
           "the extension runs on -- not labelled; the JS fence is JavaScript, the CONF fence no language"),
    R("""createAsyncThunk is not giving the payload when api request is failed.

Hello,

I am using createasyncthunk with extra reducers. when service fails in rejected block i am trying to catch the error. but i dont see real error which is coming from service.  But if i try to use rejectedWithValue i am able to catch the real error. is that expected behavior? 

i am trying to use action.payload in rejected block.

Hard to give an answer without seeing actual code :)

Also, this is really a usage question, and is _probably_ better suited for Stack Overflow or Reactiflux than an issue.

`export const fetchData = createAsyncThunk('user/data', async () => {
  const res = await axios.post('/api/', {});
  const data = response.data;
  return data;
})

extraReducers: {
  [fetchData.rejected] : (state, action) => {
    console.log(action.payload);
    console.log(action.error);
  }
}`

in this case i am not able to capture direct error response which is getting from service in rejected block.""",
      E("POST /api/"),
      source="https://github.com/reduxjs/redux-toolkit/issues/1360", kind="issue",
      note="the thunk's axios.post('/api/') is the client's call (its trailing slash kept); axios only as that call and Redux "
           "Toolkit only through createAsyncThunk -- not labelled, doubtful; Stack Overflow and Reactiflux are sites"),
    R("""createAsyncThunk with axios GET not resolving Promise to be rejected

We use axios to handle calling our APIs and then use createAsyncThunk, so that the correct `pending`, `fulfilled`, and `rejected` actions are created. We have one createAsyncThunk in one slice that gets data from one endpoint. When we force a response that is not 200, a `rejected` action is created like we expect. In another slice, we have another createAsyncThunk that is structured the same, but it is just calling a different path. When we force a response that is not 200, a `fulfilled` action is created instead. However when we log the response from the API, we are definitely receiving an error response back. We are not sure why `rejected` is working for one but not the other.

Here is the NOT working thunk and axios call:
```
/// detailsSlice.js
export const fetchDetail = createAsyncThunk(
  'details/fetchDetail',
  async (
    { accessToken, id },
    { getState, requestId }
  ) => {
    const { currentRequestId, fetchData } = getState().details.data.status
    if (fetchData == PENDING && requestId != currentRequestId) return
    const response = await fetchDetails(
      accessToken,
      id
    )
    return response.data
  }
)
```""",
      T("Axios"),
      source="https://github.com/reduxjs/redux-toolkit/issues/1991", kind="issue",
      note="detailsSlice.js bare; cut before api.js, whose GET is built from a base URL; Redux Toolkit only through createAsyncThunk"),
    # ---------------------------------------------------------------- pandas, Jest, Sequelize
    R("""DOC: update the pandas.errors.DtypeWarning docstring

pandas/errors/__init__.py
```diff
@@ -38,9 +38,53 @@ class ParserError(ValueError):
 
 class DtypeWarning(Warning):
     \"\"\"
-    Warning that is raised for a dtype incompatibility. This
-    can happen whenever `pd.read_csv` encounters non-
-    uniform dtypes in a column(s) of a given CSV file.
+    Warning raised when importing different dtypes in a column from a file.
+
+    Raised for a dtype incompatibility. This can happen whenever `pd.read_csv`
```
Can you also use `read_csv` here instead of `pd.read_csv` ? (same below for read_table)

It's done!""",
      T("pandas"), F("pandas/errors/__init__.py"),
      source="https://github.com/pandas-dev/pandas/pull/20208", kind="issue",
      note="a review thread: the reviewed file's path heads it; CSV a format; the diff fence no language"),
    R("""SyntaxError: Cannot use import statement outside a module

When you use ECMAScript Modules in Node (v13.6.0 for me) combined with Jest, the following error occurs:

```
SyntaxError: Cannot use import statement outside a module

      at ScriptTransformer._transformAndBuildScript (node_modules/@jest/transform/build/ScriptTransformer.js:537:17)
      at ScriptTransformer.transform (node_modules/@jest/transform/build/ScriptTransformer.js:579:25)
```
Here is the test code I am trying to execute. 

```
import { checks } from '../../../../src/utils/index.js'

describe('Array type check', () => {
    test('to return false when not an array', () => {
        expect(checks.array('string')).toEqual(false)
    })
})
```
I suspect the issue is Jest is not configured to run Node code using "type: module" (ECMAScript Modules).

I resolved the issue by doing the following:

```bash
yarn add ts-jest -D
```

then in your `jest.config.js` file put following:

```js
module.exports = {
  transform: {
    '^.+\\\\.tsx?$': 'ts-jest',
  },
};
```

Correct, ESM is not supported. You can track #4842""",
      T("Node.js"), T("Jest"), T("Yarn"), T("ts-jest"), T("JavaScript"),
      source="https://github.com/jestjs/jest/issues/9395", kind="issue",
      note="the stack's paths are inside node_modules; '../../../../src/utils/index.js' is an import specifier -- not labelled, "
           "doubtful; jest.config.js bare; ECMAScript Modules a module system (not labelled); the js fence"),
    R("""Cannot use import statement outside a module

### Version

27.5.1

### Steps to reproduce

```
git clone https://github.com/hengshanMWC/lerna-template.git
lerna bootstrap // npm i -g yarn && npm i -g lerna
yarn jest
```

### Expected behavior

jest success.

I tried many methods, but I still reported an error

### Additional context

```js
// jest.config.js
export default {
  testEnvironment: "node",
  transform: {
    "^.+\\\\.tsx?$": "ts-jest"
  },
  testMatch: [
    '<rootDir>/packages/**/__tests__/*.test.ts'
  ],
  transformIgnorePatterns: [
    "/add/"
  ],
}
```
```js
// babel.config.js
module.exports = {
  "plugins": ["@babel/plugin-transform-modules-commonjs"],
  "presets": [
    [
      "@babel/preset-env"
    ],
  ],
}
```

### Environment

```shell
System:
    OS: macOS 11.4
    CPU: Apple M1
  Binaries:
    Node: 16.13.1 - ~/.nvm/versions/node/v16.13.1/bin/node
    npm: 8.1.2 - ~/.nvm/versions/node/v16.13.1/bin/npm
    yarn: 1.22.17 - ~/.nvm/versions/node/v1.22.17/bin/npm
```

Essentially a duplicate of #11753 - you need to change your config to transpile in `node_modules`""",
      T("Lerna"), T("npm"), T("Yarn"), T("Jest"), T("ts-jest"), T("Babel"), T("macOS"), T("Node.js"), T("JavaScript"),
      source="https://github.com/jestjs/jest/issues/12433", kind="issue",
      note="the screenshot left out; jest.config.js and babel.config.js bare; the testMatch glob is not a path; the nvm paths "
           "are under ~ (nvm only inside them); Apple M1 a processor; Babel through its @babel packages (doubtful)"),
    R("""I'm receiving a ERROR: sequelize is not defined

I'm new in Node and also sequelize, can anyone help me with that. 
I'll send my files but the config.json and config.js.
I'm getting this error during the execution of sequelize db:migrate:
```
sequelize db:migrate

Sequelize CLI [Node: 12.18.1, CLI: 5.5.1, ORM: 5.21.13]

Loaded configuration file "config/config.js".
Using environment "development".
== 20200622031102-create_package_table: migrating =======

ERROR: sequelize is not defined

```
this is my models/index.js
`'use strict';

const fs = require('fs');
const path = require('path');
const Sequelize = require('sequelize');
const basename = path.basename(__filename);
const env = process.env.NODE_ENV || 'development';
const config = require(__dirname + '/../../config/config.json')[env];
const db = {};""",
      T("Node.js"), T("Sequelize"), F("config/config.js"), F("models/index.js"),
      source="https://github.com/sequelize/express-example/issues/102", kind="issue",
      note="the CLI's log names the configuration file it loaded; config.json bare; the config.json required from "
           "__dirname is a path expression, not labelled; Sequelize CLI labelled as Sequelize"),
    R("""Unhandled rejection TypeError: Cannot read property 'replace' of undefined when running migration on Heroku

## What are you doing?
I have a Heroku Application which is hooked up with PostgreSQL. My app works fine (and migration succeeds) on local PostgreSQL (via Docker container).""",
      T("Heroku"), T("PostgreSQL"), T("Docker"),
      source="https://github.com/sequelize/sequelize/issues/8374", kind="issue",
      note="cut before the db/config.js block and the config vars, which carry credentials; Sequelize not named in the kept text"),
    # ---------------------------------------------------------------- Angular CLI, Vue
    R("""angular-cli@webpack option --proxy does not work

The '--proxy' option does not work - or at least does not work the same as it did with the systemjs version.  For example, I can run:

ng serve --proxy http://example.com

and request using Http:

    http.get("/api/xyzzy").suscribe( xxxx );

and I can see it makes a request of the local server but the local server returns the application entry page (index.html).

This version of angular-cli calls out:

    "ember-cli": "2.5.0"

which calls out:

    "http-proxy": "^1.9.0",

and I have verified that both these are present at those versions.

Linux - Ubuntu 14,04
angular-cli: 1.0.0-beta.11-webpack.2
node: 6.2.1
os: linux x64""",
      T("Angular CLI"), T("Webpack"), T("SystemJS"), T("Ember CLI"), T("http-proxy"), T("Linux"), T("Ubuntu"), T("Node.js"),
      E("GET /api/xyzzy"),
      source="https://github.com/angular/angular-cli/issues/1877", kind="issue",
      note="the app's Http client call gives the method and path; angular-cli written with a hyphen (SURFACES); index.html bare; "
           "http-proxy is the Node library the CLI pulls in (doubtful)"),
    R("""Route abnormal behavior using ng serve with proxy

### Versions
```
Angular CLI: 1.6.3
Node: 9.3.0
OS: win32 x64
Angular: 5.1.2
... animations, common, compiler, compiler-cli, core, forms
... http, language-service, platform-browser
... platform-browser-dynamic, router

@angular/cli: 1.6.2
@angular-devkit/build-optimizer: 0.0.36
@angular-devkit/core: 0.0.22
@angular-devkit/schematics: 0.0.42
@ngtools/json-schema: 1.1.0
@ngtools/webpack: 1.9.2
@schematics/angular: 0.1.11
@schematics/schematics: 0.0.11
typescript: 2.4.2
webpack: 3.10.0
```

### Repro steps
Create an empty project, with 2 components Page1Component & Page2Components.
In app.modules.ts create routes like this : 
```
import { Routes, RouterModule } from "@angular/router";
const routes: Routes = [
  { path: '', component: Page1Component },
  { path: 'page2', component: Page2Component }
 ];
```
and add "RouterModule.forRoot(routes)" into imports.

app.component.html replace content with :
```
<a href="page2">Goto Page 2</a>
<router-outlet></router-outlet>
```

create proxy.conf.json to map with a apache / nginx / custom webserver (in my case) / local webserver which root is you src repo : 
```
{
  "/": {
    "target": "http://localhost",
    "secure": false,
    "logLevel": "debug"
  }
}
```""",
      T("Angular CLI"), T("Node.js"), T("Angular"), T("TypeScript"), T("Webpack"), T("Apache HTTP Server"), T("Nginx"),
      source="https://github.com/angular/angular-cli/issues/9072", kind="issue",
      note="the client-side routes are Angular's, not HTTP endpoints; app.modules.ts, app.component.html and proxy.conf.json "
           "bare; apache is the Apache web server (SURFACES, doubtful); win32 the platform's name (Windows not labelled, doubtful)"),
    R("""TemplateRef overwrites reactive data

### Vue version

3.2.45

### Steps to reproduce

``` vue
<script setup>
import { reactive } from 'vue'

const form = reactive({
\ttext: 'xxx'
})
</script>

<template>
  <form ref="form" @submit.prevent>
    <span>form.text: </span>
    <input v-model="form.text" type="text">
  </form>
  
  <p>
    form.text: 
    <span style="color:green">{{ form.text }}</span>
    (It should be consistent with input)
  </p>
  
  <button @click="$refs.form.requestSubmit()">submit</button>
</template>
```

### What is expected?

named ref, Non-ref data should not be contaminated.

### What is actually happening?

After mounted, the active data is overwritten by the template ref with the same name.

### System Info

```shell
System:
    OS: macOS 11.4
    CPU: (8) arm64 Apple M1""",
      T("Vue"), T("macOS"),
      source="https://github.com/vuejs/core/issues/7529", kind="issue",
      note="the reproduction link (a long SFC playground URL) left out; the vue fence is Vue too"),
    # ---------------------------------------------------------------- Prisma with Docker Compose
    R("""Error creating migrations using docker-compose

When creating migrations using docker-compose it shows this error. In case I try to make prisma studio show error on clicking food. How to fix?

Environment variables loaded from .env
Prisma schema loaded from prisma/schema.prisma
Datasource "db": PostgreSQL database "food", schema "food" at "postgresprisma:5432"

Error: P1001: Can't reach database server at `postgresprisma`:`5432`

Please make sure your database server is running at `postgresprisma`:`5432`.""",
      T("Docker Compose"), T("Prisma"), T("Prisma Studio"), T("PostgreSQL"), F("prisma/schema.prisma"),
      source="https://github.com/notiz-dev/nestjs-prisma-docker/issues/8", kind="issue",
      note="Prisma's log names the schema file it loaded; .env bare; Prisma Studio (Prisma's GUI) the lexicon may not know"),
    R("""Error on running database migrations

**Describe the bug**
Schema drift is causing a Prisma issue, preventing making tweaks to the schema and generating new migrations with the command `npm run migrate:dev`

**To Reproduce**
Steps to reproduce the behavior:
1. Use a fresh copy of starter-kit, click Use this template > Create a new repository.
2. Clone repository to local machine.
3. Install packages `npm install`
4. Copy .env.example to .env.development.local
5. Start Prisma database locally  `docker compose -f docker-compose.yml up -d --wait`
6. Simulate new feature and small schema change, but in this case make no schema changes, lets test if migrations run at all.
7. Run database migrations `export $(grep DATABASE_URL .env.development.local | xargs) && npm run migrate:dev`
8. See error
```bash
Error: db error: ERROR: internal error: executing declarative schema change Statement
Phase stage 1 of 1 with 98 MutationType ops (rollback=false) for DROP DATABASE: error executing Statement
Phase stage 1 of 1 with 98 MutationType ops: relation "Post" (251): origin table "ReadPosts" (252) is dropped
DETAIL: • Schema change plan for DROP DATABASE IF EXISTS ‹"prisma_migrate_shadow_db_cb9338af-2ed5-4c49-9adc-325e900d0bc1"›;
```

**Expected behavior**
Be able to sync migrations and Prisma database with `npm run migrate:dev`. See screenshot below.""",
      T("Prisma"), T("npm"), T("Docker Compose"),
      source="https://github.com/opengovsg/starter-kit/issues/163", kind="issue",
      note=".env.example, .env.development.local and docker-compose.yml bare; the database engine is not named "
           "(the declarative schema changer hints at CockroachDB -- not labelled); grep and xargs everyday utilities"),
    # ---------------------------------------------------------------- Requests, boto3
    R("""SSL verification fails with proxy

Using this code:

    import requests
    requests.get('https://github.com')

Throws the following exception:

    Traceback (most recent call last):
      File "<stdin>", line 1, in <module>
      File "/usr/lib/python2.7/site-packages/requests/api.py", line 55, in get
        return request('get', url, **kwargs)
      File "/usr/lib/python2.7/site-packages/requests/api.py", line 44, in request
        return session.request(method=method, url=url, **kwargs)
      File "/usr/lib/python2.7/site-packages/requests/sessions.py", line 456, in request
        resp = self.send(prep, **send_kwargs)
      File "/usr/lib/python2.7/site-packages/requests/sessions.py", line 559, in send
        r = adapter.send(request, **kwargs)
      File "/usr/lib/python2.7/site-packages/requests/adapters.py", line 382, in send
        raise SSLError(e, request=request)
    requests.exceptions.SSLError: hostname '<Proxy>' doesn't match either of 'github.com', 'www.github.com'

where <Proxy> is the URL of the http(s)-proxy I'm using. I have set the environment-variables HTTP_PROXY and HTTPS_PROXY (lowercase, too) to that URL. Is it possible to avoid that error without appending verify=False so I don't have to mess with other projects?""",
      T("Requests"),
      source="https://github.com/psf/requests/issues/2386", kind="issue",
      note="the library through its import; the traceback's paths absolute and in site-packages (Python only inside them -- not "
           "labelled); github.com only as the requested host"),
    R("""verify=False doesn't ignore certificate errors with proxy

Summary.

When creating a session and setting `verify=False` with a proxy defined value error is raised.  The easiest way to setup this issue is to open Fiddler4 and run the following on Windows:

```
import requests
import urllib
url = "https://www.arcgis.com/sharing/rest?f=json"
proxies = urllib.request.getproxies()

session = requests.Session()
session.proxies = proxies
session.trust_env = True
session.verify = False
resp = session.get(url=url)
print(resp.json())

```

## Expected Result

```
{'currentVersion': '9.2'}
```""",
      T("Fiddler"), T("Windows"), T("Requests"),
      source="https://github.com/psf/requests/issues/5882", kind="issue",
      note="cut before the traceback (absolute Windows paths); urllib is the standard library's module; ArcGIS only in the URL"),
    R("""S3 Policy Issue when uploading via Lambda

I m using AWS Lambda to upload a file to S3 and using the command 

```
s3 = boto3.resource('s3')
s3.meta.client.upload_file("/tmp/" + fileName, [BUCKET NAME], fileName)
```
And also Lambda policy is defined as 
```
{
            "Action": [
                "s3:PutObject"
            ],
            "Resource": "arn:aws:s3:::[BUCKET NAME]",
            "Effect": "Allow"
},
```
But when i run the function it is giving error

`(<class 'boto3.exceptions.S3UploadFailedError'>, S3UploadFailedError('Failed to upload /tmp/[FILE NAME] to [BUCKET NAME]/[FILE NAME]: An error occurred (AccessDenied) when calling the PutObject operation: Access Denied',), <traceback object at 0x7f61e9d2ec48>)`

Solved the issue. It is my mistake. Lambda policy will be

```
       {
            "Action": [
                "s3:ListBucket"
            ],
            "Resource": "arn:aws:s3:::[BUCKET NAME]",
            "Effect": "Allow"
        },
        {
            "Action": [
                "s3:PutObject"
            ],
            "Resource": "arn:aws:s3:::[BUCKET NAME]/*",
            "Effect": "Allow"
        },
```""",
      T("AWS Lambda"), T("Amazon S3"),
      source="https://github.com/boto/boto3/issues/1253", kind="issue",
      note="boto3 only in boto3.resource and the exception's dotted name -- not labelled, doubtful; /tmp/ absolute; the "
           "placeholders in brackets"),
    # ---------------------------------------------------------------- GORM
    R("""AutoMigrate fails when models have foreign key dependencies due to table creation order

## Description

`AutoMigrate` does not sort models by foreign key dependencies before creating tables. When a model references another model via a foreign key, and the referenced model's table hasn't been created yet, migration fails.

## Reproduction

```go
type Order struct {
    ID        string `gorm:"primaryKey;size:32"`
    CreatedAt time.Time
}

type Photo struct {
    ID      string `gorm:"primaryKey;size:32"`
    OrderID string `gorm:"size:32;not null"`
    Order   Order  `gorm:"constraint:fk_photos_order"`
}

// This fails if "orders" table does not exist yet
db.AutoMigrate(&Photo{}, &Order{})
```

**Error:**
```
ERROR: relation "orders" does not exist (SQLSTATE 42P01)
CREATE TABLE "photos" (..., CONSTRAINT "fk_photos_order" FOREIGN KEY ("order_id") REFERENCES "orders"("id"))
```

## Expected behavior

`AutoMigrate` should analyze foreign key dependencies and create tables in topological order (dependencies first), regardless of the argument order.

## Workaround

Manually order models in the `AutoMigrate` call, or pre-create stub tables for all referenced models before running `AutoMigrate`.

## Environment

- GORM version: v1.25.x
- Database: PostgreSQL 18
- Go version: 1.25""",
      T("Go"), T("GORM"), T("PostgreSQL"),
      source="https://github.com/go-gorm/gorm/issues/7735", kind="issue",
      note="the go fence and the environment list; SQLSTATE a standard's error code"),
    R("""Postgres Migration Questions

## Your Question

I've been a long time user of Gorm with sqlite and currently moving to the Postgres driver. I'm noticing a lot of the simplicity of migrations does not work in Postgres and I just want to make sure I'm not doing something stupid.

The AutoMigrate function did not work for me and I needed to move to `Migrator().CreateTable()` to get the tables created. After using CreateTable, and retrying AutoMigrate, no many-to-many tables are created. 

What I thought should work fine:
```
\tif !postgresDB {
\t\tdb, err = gorm.Open(sqlite.Open("DBNAME.db"), &config)
\t} else {
\t\tdsn := fmt.Sprintf("user=%s password=%s host=%s dbname=DBNAME port=5432 sslmode=enable",
\t\t\tuser, pass, host)
\t\tdb, err = gorm.Open(postgres.Open(dsn), &config)
\t}
         db.AutoMigrate(
\t\t&Thing1{},
\t\t&Thing2{},
\t\t&Thing3{},
         }
```

## The document you expected this should be explained

https://gorm.io/docs/migration.html

## Expected answer

If this is expected behavior and the Postgres driver is less featured, is there any guidance on creating the many-to-many tables? Is the MySQL driver more friendly?""",
      T("GORM"), T("SQLite"), T("PostgreSQL"), T("MySQL"),
      source="https://github.com/go-gorm/gorm/issues/3949", kind="issue",
      note="Gorm capitalised as the user writes it; DBNAME.db bare; Go not named"),
    # ---------------------------------------------------------------- Django REST framework, Laravel Sanctum
    R("""save() 405 method not allowed

If I use the example in the readme I get `405 (METHOD NOT ALLOWED)` when I call `myPoll.save()`. This is kind of expected as DRF doesn't (by default) allow POST requests to an instance, instead it wants a PUT request for model updates. Here's my solution

```
var Poll = djResource('/polls/:pollId/', {pollId:'@id'}, 
    {
        'update': 'PUT'
    }
);

var myPoll = Poll.get({pollId:86}, function() {
    myPoll.readByUser = true;
    //myPoll.$save();  // 405 METHOD NOT ALLOWED
    myPoll.$update();  // works
});
```

`POST`s should be allowed just fine, at least in the DRF versions I'm testing against. Can you tell me what decorators you're using around your views and which view class(es) you're using? Thanks!

having the same problem, my object is Issue.

``` python
class IssueSerializer(serializers.ModelSerializer):
    class Meta:
        model = Issue
        read_only_fields = ('typ', 'sub_id', 'psnt', 'site', 'closed')
```""",
      T("Django REST framework"), T("Python"), E("PUT /polls/:pollId/"),
      source="https://github.com/blacklocus/angular-django-rest-resource/issues/10", kind="issue",
      note="the resource's update action sends PUT to its URL template (doubtful); the POST to the instance is answered 405 -- "
           "not labelled; the link to the library's .js file cut; the python fence"),
    R("""Error when trying to use POST/PUT commands

When I try to use these requests:
```POST   /api/products```
or
```PUT   /api/products/:id```
I am getting the following error:
```Symfony\\Component\\Routing\\Exception\\RouteNotFoundException: Route [login] not defined. in file /Applications/MAMP/htdocs/laravel-sanctum-api/vendor/laravel/framework/src/Illuminate/Routing/UrlGenerator.php on line 429```""",
      E("POST /api/products"), E("PUT /api/products/:id"),
      source="https://github.com/bradtraversy/laravel-sanctum-api/issues/3", kind="issue",
      note="the requests go to the tutorial API's own protected routes (they reach its auth middleware); the path is absolute "
           "and inside vendor (MAMP and Laravel only inside it -- not labelled); Symfony only in the exception's class name"),
    R("""419 (unknown status)

When sending the form in the console I get error 419

Tell me please how to fix it

I got the same error and in the network response there is this:

```
exception: "Symfony\\Component\\HttpKernel\\Exception\\HttpException"
file: "/home/rijad/dev/playground/laravel-sanctum-vue-spa/vendor/laravel/framework/src/Illuminate/Foundation/Exceptions/Handler.php"
line: 226
message: "CSRF token mismatch."
```

Should something else be generated?

I got it to work by editing the `.env` File:

```
SESSION_DOMAIN=localhost
SANCTUM_STATEFUL_DOMAINS=localhost
```

The requests are going trough now.

I rewrote all the files that contain the outdated `airlock` and changed it to `sanctum`:

routes/api.php
app/Http/Controllers/Auth/ConfirmPasswordController.php
app/Http/Controllers/Auth/VerificationController.php
composer.json 
app/Http/Kernel.php
resources/js/pages/auth/password/email.vue
resources/js/pages/auth/register.vue
resources/js/pages/auth/login.vue

next
`composer update`
`npm run watch`

but I still get the same error 419
edit `.env` also to no avail""",
      T("Laravel Sanctum"), T("Composer"), T("npm"),
      F("routes/api.php"), F("app/Http/Controllers/Auth/ConfirmPasswordController.php"),
      F("app/Http/Controllers/Auth/VerificationController.php"), F("app/Http/Kernel.php"),
      F("resources/js/pages/auth/password/email.vue"), F("resources/js/pages/auth/register.vue"),
      F("resources/js/pages/auth/login.vue"),
      source="https://github.com/serkandyck/laravel-sanctum-vue-spa/issues/4", kind="issue",
      note="the screenshot left out; sanctum written lower-case (SURFACES); airlock is its former name -- not labelled, doubtful; "
           "composer.json bare; the Handler.php path absolute and inside vendor"),
    R("""Can't login, keep getting Sanctum errors 500 or 419

Hello
i'm setting up the package, but i get `419: CSRF token mismatch.` on login request.
If setting `SANCTUM_STATEFUL_DOMAINS=http://localhost` i get `500: Session store not set on request.`.

Below are my laravel config files.
Only things i changed from default are:
- changed the sanctum route prefix: 'prefix' => 'api/sanctum'
- enabled state on api routes: \\Laravel\\Sanctum\\Http\\Middleware\\EnsureFrontendRequestsAreStateful::class
- 'supports_credentials' => true

*app/Http/Kernel.php*
```php
<?php

namespace App\\Http;

use Illuminate\\Foundation\\Http\\Kernel as HttpKernel;

class Kernel extends HttpKernel
{
  /**
   * The application's global HTTP middleware stack.
   *
   * These middleware are run during every request to your application.
   *
   * @var array<int, class-string|string>
   */
  protected $middleware = [
    // \\App\\Http\\Middleware\\TrustHosts::class,
    \\App\\Http\\Middleware\\TrustProxies::class,
    \\Illuminate\\Http\\Middleware\\HandleCors::class,
    \\App\\Http\\Middleware\\PreventRequestsDuringMaintenance::class,
    \\Illuminate\\Foundation\\Http\\Middleware\\ValidatePostSize::class,
    \\App\\Http\\Middleware\\TrimStrings::class,
    \\Illuminate\\Foundation\\Http\\Middleware\\ConvertEmptyStringsToNull::class,
  ];""",
      T("Laravel Sanctum"), T("Laravel"), T("PHP"), F("app/Http/Kernel.php"),
      source="https://github.com/manchenkoff/nuxt-auth-sanctum/issues/13", kind="issue",
      note="Sanctum named alone (SURFACES); the 'api/sanctum' prefix is no endpoint; the php fence"),
    R(""""detail": "Method \\"POST\\" not allowed." Error

I am trying to add data on views.py, I send username and password parameters on JSON body with POST method from POSTMAN . Normally The function work succesfully like below:

```
json_str=((request.body).decode('utf-8'))
    json_data = json.loads(json_str)
    new_device = Device(id=json_data["id"], status=json_data["status"])
    try:
        new_device.save()
        resp_data = {
        'code': 200,
        "success": True
    }
        return JsonResponse(resp_data)
    except Exception as e:
        error_data = {
            "success": False,
            "error": str(e)
            }

        return JsonResponse(error_data)
```
After enable djangorestframework_simplejwt package on my project and run it successfully I changed urls.py link like: `path('add/', add_device)` to `path('add/', add_device.as_view()) `On views.py:""",
      T("Postman"), T("djangorestframework-simplejwt"),
      source="https://github.com/jazzband/djangorestframework-simplejwt/issues/296", kind="issue",
      note="djangorestframework_simplejwt is Simple JWT (SURFACES); 'add/' has no leading slash and the POST is answered 405 -- "
           "no endpoint; views.py and urls.py bare; Django only through JsonResponse -- not labelled"),
    # ---------------------------------------------------------------- Spring
    R("""Cannot make POST request -- object attributes are null on arrival

Hi,

I've written a simple create method for the Employee entity, but attributes of the object received are null:

`@RequestMapping(value = "/employees", method = RequestMethod.POST, consumes = MediaTypes.HAL_JSON_VALUE)`
\t`public Employee create(Employee employee){`
            `return repository.save(employee);`
   `}`

Could you please update the repo with such a simple but working example or at least try to explain what could be the issue here? Thank you very much!

The input is missing `@RequestBody` annotation.""",
      E("POST /employees"),
      source="https://github.com/spring-projects/spring-hateoas-examples/issues/10", kind="issue",
      note="the mapping's value and method; Spring HATEOAS only in the repository (HAL a format)"),
    R("""UPDATE: I@RequestBody with Custom Object in PostMapping is not working.

UPDATE: I found it.   This may be related, but I discovered that the error does not lie with the POST itself, but with the inability of Jackson to map / parse the incoming Domain object.

If I replace

```
    @RequestMapping(path = "/domain", method = RequestMethod.POST)
    public Domain createDomain(@RequestBody Domain domain) {
        logger.info("Domain: " + domain.getDomainName());
        return new Domain(domain.getDomainName(), domain.getReputation());
    }
```

with 

```
    @RequestMapping(path = "/domain", method = RequestMethod.POST)
    public Domain createDomain(@RequestBody String domainString) throws IOException {
        logger.info(domainString);
        ObjectMapper mapper = new ObjectMapper();
        Domain domain = mapper.readValue(domainString, Domain.class);
        return domain;
    }
```

i.e. handle the parsing within the call itself, things work just fine.  It seems that there is something with the parsing of a @RequestBody when specifying an object.  I'll see if I can repeat that that with "normal" Spring Boot.""",
      T("Jackson"), T("Spring Boot"), E("POST /domain"),
      source="https://github.com/aws/serverless-java-container/issues/316", kind="issue",
      note="the same route in both versions; Java not named; the quoted origin line (another repository's thread) cut"),
    # ---------------------------------------------------------------- Express with Multer
    R("""Multer not parsing the form data. Always shows undefined

I am getting all three fields body, file and files as undefined no matter what I do .. Please can anyone tell me what am I doing wrong.

```
var express = require("express");
var app = express();
var multer = require('multer');

var upload = multer({
  dest: 'images/',
});

app.post('/uploadchq', upload.single('file'), function(req, res, next) {
  console.log("file", req.file);
  console.log("files", req.files);
  console.log("body", req.body);
  next();
  res.sendStatus(200);
});

app.listen(9999);
console.log("listening to port", 9999);
```

How are you posting to the server? Are you using `enctype="multipart/form-data"` on your form?""",
      T("Multer"), T("Express"), E("POST /uploadchq"),
      source="https://github.com/expressjs/multer/issues/472", kind="issue",
      note="the route in code; images/ is the upload folder (a folder, not labelled); the user's second attempt cut"),
    R("""req.file is undefined

So i followed the instructions and looked over the web to solutions but still doesn't work. I'm currently using Postman to test this route

```
var multer = require('multer');
var storage = multer.diskStorage({
  destination: function (req, file, cb) {
    cb(null, '/uploads');
  },
  filename: function (req, file, cb) {
    cb(null, file.fieldname + '-' + Date.now());
  }
});
var upload = multer({ storage:storage}).single('userPhoto');

app.post('/editPhoto',function(req,res,next){

  upload(req,res,function(err){   
      if(err){
        res.json({success:false,message:"File was not able to be uploaded: "+err});
      }
      else{
        console.log(req.file); // undefined
        if(!req.file){
          res.json({success:false,message:'No file was selected'});
        }
        else{
          res.json({success:true,message:"Photo was updated !"});
        }
      } 
  });
});
```
req.file is undefined

Seems like you have missed to attach the middleware to the route, could you try this change?

```diff
- app.post('/editPhoto',function(req,res,next){
+ app.post('/editPhoto', upload, function (req,res,next) {
```

It's not working, i can't understand what's the problem here ...""",
      T("Postman"), T("Multer"), E("POST /editPhoto"),
      source="https://github.com/expressjs/multer/issues/519", kind="issue",
      note="the route in code and in the suggested diff; '/uploads' is an absolute destination folder; Express not named"),
    # ---------------------------------------------------------------- Docker builds in GitHub Actions
    R("""GHA/Local cache doesn't work

### Description

Cache reuse doesn't work on self-hosted runner. Cache is being created but docker doesn't use it. I tried two options: gha and local cache with manual exporting to GH Cache.

### Expected behaviour

Docker uses cache

### Actual behaviour

GHA/Local cache doesn't work

### YAML workflow

```yaml
- name: Set up Docker Buildx
        uses: docker/setup-buildx-action@v3
      - name: Set up Docker cache
        uses: actions/cache@v4
        with:
          path: /tmp/.buildx-cache
          key: ${{ runner.os }}-buildx-${{ github.sha }}
          restore-keys: |
            ${{ runner.os }}-buildx-
      - name: Build and push
        uses: docker/build-push-action@v5
        with:
          context: .
          file: ./docker/Dockerfile.github
          push: true
          tags: ${{ env.ECR_REGISTRY }}/${{ env.ECR_REPOSITORY }}:${{ needs.setup.outputs.release }}
```""",
      T("Docker"), T("Docker Buildx"), T("docker/setup-buildx-action"), T("actions/cache"), T("docker/build-push-action"),
      F("./docker/Dockerfile.github"),
      source="https://github.com/docker/build-push-action/issues/1068", kind="issue",
      note="the issue template's checkboxes cut, and the step's build args; /tmp/.buildx-cache absolute; GHA is GitHub Actions "
           "abbreviated (not labelled, doubtful); ECR only in variable names -- not labelled; Docker Buildx the lexicon may not know"),
    R("""Docker build fails with gh cache

### Description

I'm setting up docker cache with Github Cache.
we have reusable  workflow which contains:

```
- name: Docker Setup Buildx
   id: buildx
   if: ${{ inputs.enable_docker_cache }}
   uses:  docker/setup-buildx-action@v3
    with: 
       driver: docker-container
       driver-opts: image=moby/buildkit:master,network=host

- name: Build and push Docker images
   if: ${{ !inputs.enable_docker_cache }}
   uses: docker/build-push-action@v6
   with:
      context: .
      file: ${{ inputs.dockerFilePath }}
      push: true
      tags: "${{ inputs.image }}:${{ inputs.buildId }}"
      cache-from: type=gha
      cache-to: type=gha,mode=max
```

with this setup  Docker build fails giving following error:

> ERROR: Cache export is not supported for the docker driver.
Switch to a different driver, or turn on the containerd image store, and try again.""",
      T("Docker"), T("Docker Buildx"), T("docker/setup-buildx-action"), T("docker/build-push-action"), T("containerd"),
      source="https://github.com/docker/build-push-action/issues/1253", kind="issue",
      note="Github Cache is GitHub Actions' cache service (not labelled, doubtful); BuildKit only in the moby/buildkit image name -- "
           "not labelled; the checkboxes cut"),
    # ---------------------------------------------------------------- Terraform on Azure, Helm charts
    R("""Cannot read AzureRM App Service Plan

I am trying to create App Service Plan and getting this error

Error: Cannot read AzureRM App Service Plan "x100invest-auth-api-dev-neu" (resource group "x100-invest") ID

  on ../../../modules/function_app/main.tf line 12, in resource "azurerm_app_service_plan" "app_service_plan":
  12: resource "azurerm_app_service_plan" "app_service_plan" {

After second run terraform said that app service plan already exists and fails

Azure portal not shows this App Service Plan
Azure CLI shows this App Service Plan
Azure CLI can't delete this App Service Plan

Tried 2.38.0, 2.44.0, 2.45.1 and no result.

After several(10-30) runs with CLI I am able to delete App Service Plan
And sometimes I can run terraform correctly""",
      T("Terraform"), T("Azure"), T("Azure CLI"), T("Azure App Service"), F("../../../modules/function_app/main.tf"),
      source="https://github.com/hashicorp/terraform-provider-azurerm/issues/10457", kind="issue",
      note="Terraform's error names the module's file relative to the working directory; the App Service Plan is Azure App Service's "
           "(SURFACES, doubtful); AzureRM (the provider) the lexicon may not know -- not labelled, doubtful; Azure through the Azure portal"),
    R("""creating azurerm_app_service_plan returned an error. Status=<nil>

### Terraform Version

Terraform v0.11.8
+ provider.azurerm v1.14.0

### Affected Resource(s)

* azurerm_app_service_plan
* azurerm_app_service

### Terraform Configuration Files

```hcl

resource "azurerm_app_service_plan" "plan" {
  name                = "plan"
  location            = "${azurerm_resource_group.sandbox.location}"
  resource_group_name = "${azurerm_resource_group.sandbox.name}"
  kind                = "Linux"

  sku {
    tier = "Standard"
    size = "S1"
  }

  properties {
    reserved = true
  }
}
```
### Actual Behavior

Throw an error:

* azurerm_app_service_plan.plan: 1 error(s) occurred:

* azurerm_app_service_plan.plan: web.AppServicePlansClient#CreateOrUpdate: Failure sending request: StatusCode=0 -- Original Error: autorest/azure: Service returned an error. Status=<nil> <nil>""",
      T("Terraform"),
      source="https://github.com/hashicorp/terraform-provider-azurerm/issues/1981", kind="issue",
      note="the second resource (an app service running a Docker image) cut; Linux only as the plan's kind value -- not labelled; "
           "azurerm only in resource types and the provider's name -- not labelled, doubtful; the hcl fence is Terraform's"),
    R("""[prometheus] Helm upgrade failed: template: prometheus/templates/sts.yaml:210:156: executing "prometheus/templates/sts.yaml" at <.Values.server.persistentVolume.statefulSetNameOverride>: invalid value

### Describe the bug a clear and concise description of what the bug is.

Chart fails to upgrade.

### What's your helm version?

v3.11.3

### What's your kubectl version?

v1.24.4

### Which chart?

prometheus

### What's the chart version?

v22.3.2

### What happened?

When you try to upgrade from 22.0.0 to 22.3.2 with stateful set and volume storage enable it fails with following error:
```
Helm upgrade failed: template: prometheus/templates/sts.yaml:210:156: executing "prometheus/templates/sts.yaml" at <.Values.server.persistentVolume.statefulSetNameOverride>: invalid value; expected bool
```

### Enter the changed values of values.yaml?

server:

  persistentVolume:
    storageClass: "gp2"
    size: 16Gi

  statefulSet:
    enabled: true

### Enter the command that you execute and failing/misfunctioning.

helm upgrade -n prometheus prometheus prometheus-community/prometheus""",
      T("Helm"), T("Kubernetes"), T("Prometheus"), F("prometheus/templates/sts.yaml"),
      source="https://github.com/prometheus-community/helm-charts/issues/3347", kind="issue",
      note="the chart's template path as Helm reports it, the chart being this repository's (doubtful); Kubernetes through kubectl; "
           "values.yaml bare; Prometheus as the chart's name (doubtful); gp2 a storage class"),
    # ---------------------------------------------------------------- Rails with Turbo, React Native, Flutter
    R("""Forms don't render response unless wrapped into turbo-frame

As I understand, Turbo must progressively enhance existing classic applications similar to Turbolinks.
I suspect that a lot of people have a code similar to this:

```
def update
  respond_to do |format|
    if @teacher.update(teacher_params)
      format.html { redirect_to @teacher, notice: t('teacher.flash.updated') }
    else
      format.html { render :edit }
    end
  end
end
```

There is HTML response and may be another JS or JSON response.

**Expected behavior:** after form submit I'm redirected or form with errors is rendered
**Actual behavior:** nothing happens, the form is stuck with locked submit button

It seems the same behavior happens without explicit _render_ call in any POST/PATCH/DELETE action.
It looks like Rails doesn't find turbo_stream format response and responds with empty.

Suggestion: if turbo_stream response is not explicitly defined in controller or view, then **use HTML response**.

It would make Turbo much more Plug'n'Play. And it will not require developers to update all responses, because now I suddenly discovered that all my update actions across application are just hanging for user, killing the magic of Turbo.

turbo-rails 0.5.9
Rails 6.1.3""",
      T("Turbo"), T("Turbolinks"), T("Rails"), T("turbo-rails"),
      source="https://github.com/hotwired/turbo-rails/issues/152", kind="issue",
      note="Turbo is Hotwire's (the lexicon may not know it alone); HTML, JS and JSON as response formats; Ruby not named"),
    R("""React Navigation problems

I'm running into some issue trying to navigate with React-Navigate when using expo.  This is also related to redux I believe.

My tab bar and side drawer all work as intended but when I try and use props or a state to navigate it wont work.

navigate will come back undefined in the component
const {navigate} = this.props.navigation;

Then if i use a redux nav my AppNavigator never receives the call.
`case 'MEDS_SEARCH':
      return AppNavigator.router.getStateForAction(NavigationActions.navigate({ routeName: 'SearchMeds'}), state)`

Hi! Please look for issues on https://github.com/react-community/react-navigation. If one doesn't exist, please open one there!

This isnt an issue with react-navigation its an issue with Expo blocking the props.""",
      T("React Navigation"), T("Expo"), T("Redux"),
      source="https://github.com/expo/expo/issues/545", kind="issue",
      note="React-Navigate is the user's slip for React Navigation; routeName values are screens, not endpoints"),
    R("""undefined is not an object(evaluating '_this2.props.navigation.navigate')

# Current Behaviour 
Wnen I navigate from `App.js` I get thrown an error message saying: undefined is not an object(evaluating '_this2.props.navigation.navigate'). When I run the same code in snack.expo.io on the iOS simulator the page just goes white blank when I navigate from `App.js` to `Logn.js.` On the android simulator It just restarts the Expo app every single time I navigate between pages.

Also the HeaderStyle does not show on the pages.

App.js
```
import React from 'react';
import { StyleSheet, Text, View,TouchableOpacity, AppRegistry} from 'react-native';
import { StackNavigator } from 'react-navigation';
import Login from './screens/Login';
```""",
      T("iOS"), T("Android"), T("Expo"), T("React"), T("React Native"), T("React Navigation"),
      source="https://github.com/react-navigation/react-navigation/issues/3253", kind="issue",
      note="the screenshot left out and the component cut; App.js and Logn.js bare; './screens/Login' an import specifier; "
           "snack.expo.io (Expo's Snack) a host; React, React Native and React Navigation through their imports"),
    R("""Adding flutter_firebase_ui: "^0.0.4" to dependencies will crash my app.

Running the example works fine but when setting up my app and add flutter_firebase_ui: "^0.0.4" to pubspec.yaml will crash the app (http://take.ms/mXM5E). Even just adding the hello world sample code in my main.dart, the app will still crash. Is there anything missing here or this is a bug?

did you follow the configuration indications as describe [here](https://pub.dartlang.org/packages/firebase_auth)
I think something is missing (Facebook or Google Ids)

I did follow the Android integration to configure my Gradle and found out that firebase_auth is causing the app to stop.""",
      T("Android"), T("Gradle"), T("Firebase Auth"),
      source="https://github.com/fidelisa/flutter_plugins/issues/7", kind="issue",
      note="pubspec.yaml and main.dart bare; firebase_auth is the Firebase Auth plugin (SURFACES, doubtful); flutter_firebase_ui "
           "(the package in question) not labelled, doubtful; Facebook and Google as identity providers -- not labelled; Flutter "
           "and Dart not named"),
    # ---------------------------------------------------------------- Diesel and libpq
    R("""failed to compile `diesel_cli v0.6.1`./usr/bin/ld: cannot find -lpq, cannot find -lsqlite3

@mcasper pg_config is installed to /usr/bin/pg_config in my machine. And it is on my $PATH. But the error still exists.
```bash
fuying@fuying-linux:~$ echo $PATH
/home/fuying/.multirust/toolchains/nightly/cargo/bin:/home/fuying/.multirust/toolchains/nightly/bin:/home/fuying/.cargo/bin:/usr/lib/postgresql/9.4/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin:/usr/games:/usr/local/games
```

Do you also have libpq installed?

I had the same issue. I found that my postgresql lib was under /usr/pgsql-9.3/lib/. So i symlink the libpq.so.5 to /usr/lib/libpq.so

sudo ln -s /usr/pgsql-9.3/lib/libpq.so.5 /usr/lib/libpq.so

Then it compiled just fine. I'm on Fedora and have postgresql93-libs installed.

Hope that helps.""",
      T("Diesel CLI"), T("libpq"), T("PostgreSQL"), T("Fedora"),
      source="https://github.com/diesel-rs/diesel/issues/321", kind="issue",
      note="the paths absolute; pg_config is PostgreSQL's tool (not labelled apart); SQLite only as the -lsqlite3 flag -- not labelled; "
           "libpq (PostgreSQL's client library) the lexicon may not know; multirust only inside the paths"),
    R("""compilation failure on CentOS7: /usr/bin/ld: cannot find -lpq

when I try to comilpe the forum, I get error message as follow(reduced):

```
error: linking with `cc` failed: exit code: 1
  = note: /usr/bin/ld: cannot find -lpq
          collect2: error: ld returned 1 exit status

error: aborting due to previous error

   Compiling dotenv_macros v0.10.0
error: Could not compile `diesel_codegen`.
warning: build failed, waiting for other jobs to finish...
error: build failed
```

after I search awhile, It may be lacking `postgresql` that cause this error. `-lpq` means the `gcc` can't link to libpq, which is possibly caused by on installation for `postgresql`.

now I'm writting a issue for troubleshooting and provide convenience.
(**DON'T CLOSE THIS FOR I'VE NOT FINISHED THIS ISSUE**)

@huangjj27  I thought that this meant that the shared library named libpq.so is missing. you should install it first.

mybe its same as -> https://github.com/diesel-rs/diesel/issues/321

just install postgresql-server-dev-X.Y for building a server-side extension or libpq-dev for building a client-side application.""",
      T("CentOS"), T("PostgreSQL"), T("GCC"), T("libpq"),
      source="https://github.com/mcux/kylyp/issues/9", kind="issue",
      note="diesel_codegen (Diesel's code generator crate) not labelled, doubtful; ld and cc are the linker and compiler driver; "
           "libpq.so bare; Rust not named"),
    R("""error: linking with `link.exe` failed: exit code: 1181

Hey, all
I'm following the getting started guide from diesel.
when i run the command 
 cargo install diesel_cli --no-default-features --features postgres

i get the following error code in the console 
error: linking with `link.exe` failed: exit code: 1181 

Does somebody has a solution for my problem?

That sounds like your linker is missing libpq as native library somewhere. See our [CI setup](https://github.com/diesel-rs/diesel/blob/master/azure-pipelines.yml#L142) for a working example.

I close this issue because this is nothing actionable for the diesel team.""",
      T("Diesel"), T("Cargo"), T("Diesel CLI"), T("libpq"),
      source="https://github.com/diesel-rs/diesel/issues/2003", kind="issue",
      note="link.exe is MSVC's linker (MSVC not named); postgres as a feature name (not labelled, doubtful); azure-pipelines.yml "
           "only inside the URL (Azure Pipelines not labelled)"),
    # ---------------------------------------------------------------- Flask-RESTful, Go's net/http with rs/cors
    R("""Bad Requests always with POST/PUT method.

Not matter what I tried. I'm receiving for every resource that I have in my application that `POST/PUT` method fail. `GET` method works fine.

```bash
HTTP/1.0 400 BAD REQUEST
Content-Type: application/json
Content-Length: 53
Server: Werkzeug/0.10.1 Python/2.7.8
Date: Sat, 11 Jul 2015 21:11:07 GMT

{
    "message": "Bad Request",
    "status": 400
}
```
I prepared the following environment for testing and for frustration. 
- server: `test.py`
```python
from flask import Flask, Blueprint
from flask.ext.script import Manager, Shell

app = Flask(__name__)

from apitest import api_bp
app.register_blueprint(api_bp)

manager = Manager(app)

if __name__ == '__main__':
    manager.run()
```
- resource: `apitest.py`
```python
from flask import Blueprint
from flask.ext.restful import Api, Resource

api_bp = Blueprint('api', __name__)
api = Api(api_bp)

class Test(Resource):

    def get(self):
        print 'GETTTTT'
        return

    def put(self):
        print 'PUTTTT' 
        return 

    def post(self):
        print 'POSTTT'
        return 

api.add_resource(Test, '/test')
```""",
      T("Werkzeug"), T("Python"), T("Flask"),
      E("GET /test"), E("PUT /test"), E("POST /test"),
      source="https://github.com/flask-restful/flask-restful/issues/478", kind="issue",
      note="the resource's get, put and post methods on the path it is added under (doubtful: the methods given by the handlers' "
           "names); test.py and apitest.py bare; Flask-RESTful and Flask-Script only as flask.ext.restful and flask.ext.script -- "
           "not labelled, doubtful; Flask through its import; cut before the user's curl run"),
    R("""405 on OPTIONS preflight

My understanding is the default is that `rs/cors` takes care of the options headers ? (i.e. when `OptionsPassthrough` is undefined).

However, e.g. 
` curl -D - -H 'Origin: https://source.example.com' https://target.example.com/v1/reg -X OPTIONS`

I get `HTTP/2 405 Method Not Allowed`

My code is simple and I'm. using `rs/cors` defaults, e.g.:

```go
// Setup mux
mux := http.NewServeMux()
mux.HandleFunc("POST /v1/reg", v1.RegistrationHandler(ConfigData))
//
log.Debug("starting http")
httpServer := httpsvr.WebServer(*httpListen)
httpServer.Handler = cors.Default().Handler(mux)
err = httpServer.Serve(httpSocket)
if err != nil {
log.Error("http startup error", "err", err.Error())
  os.Exit(1)
}
```

@udf2457 You're hitting the same issue as explained in https://pkg.go.dev/github.com/jub0bs/cors#example-Middleware.Wrap-Incorrect.""",
      T("rs/cors"), T("Go"), E("POST /v1/reg"),
      source="https://github.com/rs/cors/issues/185", kind="issue",
      note="the ServeMux pattern gives method and path; the OPTIONS preflight is answered 405 -- not labelled; rs/cors is the CORS "
           "middleware the lexicon may not know; jub0bs/cors only inside the URL; curl only as the command; the go fence"),
    # ---------------------------------------------------------------- Kubernetes with Minikube
    R("""Issue with k8s.io/docs/tasks/access-application-cluster/ingress-minikube/

Hi, i have tried to create the cheese nginx services, but they are not working.
I suspect that nip.io is not working properly. Although, i have tried with hello-world sample from kubernetes,
and it is not working either.

These are the commands i tried:

```
kubectl create deployment some-web --image=gcr.io/google-samples/hello-app:1.0

kubectl expose deployment some-web --type=NodePort --port=8080

kubectl get service some-web

minikube service some-web --url
```

The above commands works ok, but when i try to run example-ingress.yaml, it does not work.

```
kubectl apply -f https://k8s.io/examples/service/networking/example-ingress.yaml

ingress.networking.k8s.io/example-ingress unchanged

```""",
      T("Nginx"), T("Kubernetes"), T("Minikube"),
      source="https://github.com/kubernetes/website/issues/30127", kind="issue",
      note="the title's k8s.io address is the page's; example-ingress.yaml bare; nip.io a wildcard DNS service (not labelled, "
           "doubtful); the cheese services run nginx images"),
    R("""Improvement for k8s.io/docs/tasks/access-application-cluster/ingress-minikube/

Hi. I pass this tutorial for a few hours, because ingress didn't work and every time I received 404 err.
I'm using minikube (v1.23.0) on Arch Linux.
I finally went to this page https://kubernetes.github.io/ingress-nginx/user-guide/basic-usage/ and realized that row below  wasn't in example-ingress.yaml:
    # use the shared ingress-nginx
    kubernetes.io/ingress.class: "nginx"

All work fine after I inserted it.

BTW https://github.com/kubernetes/website/pull/29206 is an open PR targeting that page

@sftim Without that row it doesn't work for me, I tried about anything

I don't think it will work without that. If you want you can try with the below config where I changed `kubernetes.io/ingress.class`  to  `ingressClassName`.
```
apiVersion: networking.k8s.io/v1
kind: Ingress
metadata:
  name: ingress-myservicea
spec:
  ingressClassName: nginx
  rules:
  - host: myservicea.foo.org
    http:
      paths:
      - path: /
        pathType: Prefix
        backend:
          service:
            name: myservicea
            port:
              number: 80
```""",
      T("Minikube"), T("Arch Linux"), T("ingress-nginx"),
      source="https://github.com/kubernetes/website/issues/29856", kind="issue",
      note="the Ingress's path / has no method -- no endpoint; example-ingress.yaml bare; Kubernetes only in the k8s.io addresses and "
           "the annotation's key -- not labelled, doubtful; nginx as the ingress class value is ingress-nginx again"),
    # ---------------------------------------------------------------- Redis clients, NumPy, WordPress
    R("""ECONNREFUSED on 0.12.1

I have a local dev server and a remote staging server.  I'm currently writing a very simple node.js app to grab a few pieces of data from mongoDB and store them in Redis.

Setup:
- Redis on both servers
- node.js + node_redis on both servers

Issue:
- From my remote server, I can connect to Redis on both servers via redis-cli (Meaning Redis works?)
- On my local server, I can connect to Redis on my local server via my script (Meaning my script works?)
- On my remove server, I *can not* connect to Redis on either server (even localhost)

It simply says, "Redis connection to 127.0.0.1:6379 failed - connect ECONNREFUSED"

What could be causing redis-cli to work, but not createClient()?  I have verified that I am using the correct host/port.""",
      T("Node.js"), T("MongoDB"), T("Redis"), T("node-redis"),
      source="https://github.com/redis/node-redis/issues/648", kind="issue",
      note="node_redis is the client's old name (SURFACES); redis-cli is Redis's own CLI; the code and the maintainers' closing note cut"),
    R("""Connecting through localhost...

I am on osx and I'm trying to use this container by doing:
```
$ docker run --name redis -p 6379:6379 -d redis
$ docker ps
CONTAINER ID        IMAGE               COMMAND                  CREATED             STATUS              PORTS                    NAMES
1af8a2abcae9        redis               "/entrypoint.sh redis"   3 minutes ago       Up 3 minutes        0.0.0.0:6379->6379/tcp   redis
```
Based on this it seems like the container is running properly, and the key being: `0.0.0.0:6379->6379/tcp`

However when I attempt to connect to the server via `node_redis` with code like this:

```
var redis = require('redis');
var client = redis.createClient(); // localhost:6379
client.on('error', function (err) {
    console.log('Redis Error:', err); // errors here
});
```
I get this error:
```
Redis Error: { [Error: Redis connection to 127.0.0.1:6379 failed - connect ECONNREFUSED 127.0.0.1:6379]
  code: 'ECONNREFUSED',
  errno: 'ECONNREFUSED',
  syscall: 'connect',
  address: '127.0.0.1',
  port: 6379 }
```
I've tried using some other clients, and they all do the same thing. Furthermore, trying to use the linking suggested in the documentation here, this same code when run in that container is also having this error.

What am I missing?

If you are trying to connect from your Mac, then you will need to hit the IP address""",
      T("macOS"), T("Docker"), T("Redis"), T("node-redis"),
      source="https://github.com/redis/docker-library-redis/issues/45", kind="issue",
      note="osx is macOS; node_redis (SURFACES); /entrypoint.sh absolute, inside the image; the answer cut mid-sentence where the "
           "stored copy ends"),
    R("""NumPy 2.0 AttributeError

set upper limit for NumPy dependency or update code base to support NumPy 2.0

```
/opt/hostedtoolcache/Python/3.9.19/x64/lib/python3.9/site-packages/ttim/__init__.py:13: in <module>
    from .linedoublet import LeakyLineDoublet, LeakyLineDoubletString
/opt/hostedtoolcache/Python/3.9.19/x64/lib/python3.9/site-packages/ttim/linedoublet.py:6: in <module>
    from . import besselnumba
/opt/hostedtoolcache/Python/3.9.19/x64/lib/python3.9/site-packages/ttim/besselnumba.py:25: in <module>
    nrange = np.arange(21, dtype=np.float_)
/opt/hostedtoolcache/Python/3.9.19/x64/lib/python3.9/site-packages/numpy/__init__.py:[39]
E   AttributeError: `np.float_` was removed in the NumPy 2.0 release. Use `np.float64` instead.
```

Thanks for the report. We are working on Numpy 2.0 compatibility. Until that update, stick with Numpy < 2.0

Fixed with release 0.6.7""",
      T("NumPy"),
      source="https://github.com/mbakker7/ttim/issues/65", kind="issue",
      note="trap: the project's own modules appear only inside absolute site-packages paths -- no file; Python only inside them"),
    R("""permission_callback for register_rest_route missing

Since WordPress version 5.5 a permission_callback is needed for register_rest_route. I think the endpoint should only available logged in. 

```( ! ) Notice: register_rest_route was called <strong>incorrectly</strong>. The REST API route definition for <code>cf/cf-get-comments-api</code> is missing the required <code>permission_callback</code> argument. For REST API routes that are intended to be public, use <code>__return_true</code> as the permission callback. Please see <a href="https://wordpress.org/support/article/debugging-in-wordpress/">Debugging in WordPress</a> for more information. (This message was added in version 5.5.0.) in /wp-includes/functions.php on line 5311```

Thanks for you concern. This has been fixed in v1.2.0.""",
      T("WordPress"), T("REST"),
      source="https://github.com/multidots/multicollab/issues/7", kind="issue",
      note="the route cf/cf-get-comments-api has neither method nor leading slash -- no endpoint; /wp-includes/functions.php is "
           "rooted at the site (absolute, not labelled, doubtful); REST API as WordPress names its API (doubtful)"),
    # ---------------------------------------------------------------- Spring properties, CocoaPods, GitHub Actions with AWS
    R("""Configuration properties for tests not loaded from main application.properties

For some reason, perhaps intended, tests will not load configuration properties from `src/main/resources/application.properties`.  Create `/src/test/resources/application.properties` file to set the configuration properties for integration tests. Unit tests should not need or use configuration properties at all, using mock if necessary.""",
      F("src/main/resources/application.properties"),
      source="https://github.com/yeongzhiwei/issues-tracker/issues/21", kind="issue",
      note="the test resource's path is written with a leading slash (rooted at the project, not labelled, doubtful); Spring only "
           "in the issue's label -- not labelled"),
    R("""Issue with application.properties file

In this database=hsql.. after deploying it to appengine it is taking hsql only even if you update application-mysql.properties.  it should be database=mysql.. then it works fine. update that file.

# database init, supports mysql too
database=mysql
spring.datasource.schema=classpath*:db/${database}/schema.sql
spring.datasource.data=classpath*:db/${database}/data.sql

# Web
spring.thymeleaf.mode=HTML

# JPA
spring.jpa.hibernate.ddl-auto=none

# Internationalization
spring.messages.basename=messages/messages

# Actuator / Management
management.contextPath=/_ah
# Spring Boot 1.5 makes actuator secure by default
management.security.enabled=false""",
      T("HSQLDB"), T("App Engine"), T("MySQL"), T("Spring Boot"),
      source="https://github.com/GoogleCloudPlatform/community/issues/336", kind="issue",
      note="appengine written together (SURFACES); application-mysql.properties bare; the classpath db/ paths hold a placeholder; "
           "/_ah is a context path, no endpoint; Thymeleaf and Hibernate only in property keys -- not labelled, doubtful"),
    R("""CocoaPods could not find compatible versions for pod "react-native-rsa-native"

It is not the first time that I am having this error! I don't know what to do, it's the only project that has this error.

When running pod install, the terminal returns the following message:

```
[!] CocoaPods could not find compatible versions for pod "react-native-rsa-native":
  In Podfile:
    react-native-rsa-native (from `../node_modules/react-native-rsa-native`)

Specs satisfying the `react-native-rsa-native (from `../node_modules/react-native-rsa-native`)` dependency were found, but they required a higher minimum deployment target.
```

min ios version needs to be 10.
https://github.com/amitaymolko/react-native-rsa-native/issues/71

Thanks, it works!

But for future developers who may have this error, it is necessary to update in two places!

In Xcode in the general tab and also at the top of the Podfile file.""",
      T("CocoaPods"), T("iOS"), T("Xcode"), T("react-native-rsa-native"),
      source="https://github.com/amitaymolko/react-native-rsa-native/issues/79", kind="issue",
      note="the pod's path is inside node_modules; Podfile bare; the library itself the lexicon may not know"),
    R("""Could not load credentials from any providers

We use Github Workflows for several projects. Some of them won't work with the `configure-aws-credentials` action. The workflow gets triggered and fails during the `configure-aws-credentials` action with the following error message: `Credentials could not be loaded, please check your action inputs: Could not load credentials from any providers`. It works if I restart the workflow manually.

Most of the Github workflows are triggered due to a Dependabot created PR. What drives me nuts is that it works for some Github Workflows but for other it never works (just by manually rerunning the workflow).

An example workflow looks like this
```
name: Pull Request

on:
  pull_request:
    branches: 
      - master
    types: [opened, synchronize, reopened]

jobs:        
  build:
    name: My Fancy Build Job

    runs-on: ubuntu-latest

    steps:
      - uses: actions/checkout@v2
        with:
          fetch-depth: 0

      - name: Configure AWS credentials
        uses: aws-actions/configure-aws-credentials@v1
        with:
          aws-access-key-id: ${{ secrets.MY_AWS_ACCESS_KEY_ID }}
          aws-secret-access-key: ${{ secrets.MY_AWS_SECRET_ACCESS_KEY }}
          aws-region: us-east-1

      - name: Use Node.js 12
        uses: actions/setup-node@v2
        with:
          node-version: '12'
```""",
      T("GitHub Actions"), T("Dependabot"), T("actions/checkout"), T("aws-actions/configure-aws-credentials"),
      T("actions/setup-node"), T("Node.js"),
      source="https://github.com/aws-actions/configure-aws-credentials/issues/202", kind="issue",
      note="Github Workflows are GitHub Actions' workflows (SURFACES, doubtful); ubuntu-latest a runner label -- Ubuntu not labelled; "
           "the secrets are references, not values"),
    R("""Add deploy github action

@balloob  from your comment in #38 I'm guessing there's some flaw here.

The action is perfect :) However we need an aws credential set up. We need to create one with just enough privileges to deploy this project, nothing more. I don't know how 🙈 Hoping @pvizeli can help here.

.github/workflows/deploy.yml:17
```diff
+
+jobs:
+  build:
+    runs-on: ubuntu-latest
+
+    steps:
+      - uses: actions/checkout@v2
+      - name: Use Node.js
+        uses: actions/setup-node@v1
+        with:
+          node-version: "12.x"
+      - run: npm install
```
You should add a test step here so it does not deploy if tests fail.

Yes! I'll wait with updating here until we have a solution for the credentials.

I'll close here until we have solved the cloud requirements.""",
      T("GitHub Actions"), T("actions/checkout"), T("actions/setup-node"), T("Node.js"), T("npm"),
      F(".github/workflows/deploy.yml"),
      source="https://github.com/home-assistant/probot-home-assistant/pull/39", kind="issue",
      note="a review thread: the workflow file's path heads it (its :17 line number left out of the label); 'github action' in the "
           "title is GitHub Actions (doubtful); aws is AWS as a cloud account (not labelled, doubtful)"),
]
