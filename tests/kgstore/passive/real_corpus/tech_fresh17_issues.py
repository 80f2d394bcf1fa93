"""A seventeenth fresh held-out set ("fresh-17"), GitHub issue and pull-request threads from the everyday
mainstream, in repositories none of the earlier sets used -- Express routers and the cors middleware, FastAPI book
examples, Flask-CORS and Flask login routes, Starlette behind Uvicorn, TypeScript builds with npm, Lerna, Vite and
webpack, Jest failing under Create React App, Rust borrow errors from Cargo and Clippy, Go's compiler on ./main.go,
Maven and JMS samples, Rails routing errors, Spring Security's CSRF refusals and Spring Cloud Gateway samples,
Django back ends answering 403, GitHub Actions' invalid workflow files, Koa and json-server routes, Laravel with
Vue (Artisan, Passport, Composer), Next.js route handlers with Resend, MEAN tutorials with Mongoose and mLab, and
environment reports from Create React App and Vue CLI -- each a paragraph or a few lines of one thread kept as
written (code blocks, logs, tracebacks and environment dumps as they appear, trimmed; the comments of a thread
joined without their author lines; review threads with the reviewed file's path heading each comment), with the
thread's title opening the text.

Every text was taken from a stored public copy of the thread at the address given and labelled by hand without
running the extractor on it, by the earlier sets' conventions: technologies under their usual canonical name (any
spelling in the text), also tools the lexicon may not know, a code fence's language (not a shell's); data formats,
everyday shell utilities, sites and placeholders not labelled, nor names only inside URLs, absolute or dependency
paths, image references or dotted identifiers; relative file paths as written (./ and .\\ kept, a line's :N or a
link's #L6 anchor left out), bare file names, folders, import specifiers and class paths without an extension not;
an endpoint only as "METHOD /path", when the text gives the method for that path (a route in code -- app.delete,
router.post, @app.route with its methods list, @PostMapping, RequestMethod.POST, Route::post --, a request the
app's own route answers, even with an error, a client call) and writes the whole path with its leading slash, as
written -- a request no route accepts (404, 405, "No route matches", "Cannot GET"), a route whose full path under a
prefix is not written, a slash-less route and a path only inside a URL are not labelled. Nobody tunes the extractor
on these texts: the benchmark scores them as their own split (``--split fresh-17``).
"""

from real_corpus import E, F, R, T

SURFACES = {
    "TypeScript": ("tsc",),
    "Chrome DevTools": ("Chrome dev tools",),
    "C#": ("c sharp",),
    "MongoDB Compass": ("compass",),
}

CASES = [
    # ---------------------------------------------------------------- Express, FastAPI, Flask routes
    R("""Need help with express.router not working ??

I'm at the step where you implement the routes using express.router.
If I use "app.get("/"... " in app.js it works fine.  But when I try `app.use("/", require("./routes/index"))` it fails with "GET / 404".
It can't read the route. 
Is there is something I'm not doing right?

Something was definitely not right in the way I built the app.
I ended up using WSL to create a new app from scratch using express-generator and the router finally works.
The only thing I thought was my mistake is that the "app" express object in app.js is not the same object as the "express" object in routes/index.js and that would explain why it not capable of finding a working route for "/".
Even though my declarations were made exactly the same way and in the same sequence Brad shows in his video, I ended up creating two different objects that aren't sharing the same express instance.

I have seen other people complining about similar issues and that recreating the app would solve it.
I tried several times, both on Windows and on Ubuntu WSL.

The one that worked for me was using express-generator in a Ubuntu WSL session""",
      T("Express"), T("express-generator"), T("Windows Subsystem for Linux"), T("Windows"), T("Ubuntu"),
      E("GET /"), F("routes/index.js"),
      source="https://github.com/bradtraversy/storybooks/issues/36", kind="issue",
      note="the app.get route for / in app.js is the route that works (GET / labelled, doubtful: a bare /); './routes/index' is a "
           "require specifier, routes/index.js the file; app.js bare; WSL is the lexicon's Windows Subsystem for Linux; "
           "express-generator (Express's app generator) the lexicon may not know"),
    R("""Example 3-26 returning a 405 Method Not Found

**hello.py**
from fastapi import FastAPI, Header
app = FastAPI()
@app.post("/agent")
def get_agent(user_agent:str = Header()):
    return user_agent

and 

**http -v localhost:8000/agent returns the following from HTTPie:**
GET /agent HTTP/1.1
Accept: */*
Accept-Encoding: gzip, deflate
Connection: keep-alive
Host: localhost:8000
User-Agent: HTTPie/3.2.2

HTTP/1.1 405 Method Not Allowed
allow: POST
content-length: 31
content-type: application/json
date: Mon, 20 May 2024 19:35:55 GMT
server: uvicorn
{
    "detail": "Method Not Allowed"
}

i got the same result in the example 8-19  
```
$ http -b PUT localhost:8000/explorer/"Noah Weiser"
{
    "detail": "Method Not Allowed"
}
```

@kenlacrosse 

Code shoud be, 
```
from fastapi import FastAPI, Header

app = FastAPI()

@app.get("/agent")
def get_agent(user_agent: str = Header()):
    return user_agent
```""",
      T("FastAPI"), T("HTTPie"), E("POST /agent"), E("GET /agent"),
      source="https://github.com/madscheme/fastapi/issues/8", kind="issue",
      note="the book's route and the suggested fix, both in code; the GET the first route refuses (405) is not a route of "
           "its own; the PUT to /explorer/... answered 405 -- not labelled; uvicorn only as the server header's value -- "
           "not labelled, doubtful; hello.py bare; FastAPI through its import"),
    R("""Cross Origin Issue in Flask in spite of using flask

I'm getting Cross Origin issue in flask inspite of using CORS, here is the small webservice:

from flask import Flask,request
import json
from flask.ext.cors import CORS
app = Flask(**name**)
CORS(app, resources='*', allow_headers='Content-Type')
cars = [{'color': 'red', 'brand': 'BMW', 'plateNumber': '567hghh', 'id': 1}, {'color': 'blue', 'brand': 'Ford', 'plateNumber': '6776hhgd', 'id': 2}, {'color': 'red', 'brand': 'BMW', 'plateNumber': '6887hhgd', 'id': 3}]
@app.route("/cars",methods=['POST','OPTIONS'])
def POST_cars():
        args = json.loads(request.data)
        newCar = {}
        newCar['color'] = args['color']
        newCar['brand'] = args['brand']
        newCar['plateNumber'] =  args['plateNumber']
        newCar['id'] = len(cars)
        return_obj = {}
        return_obj['car'] = newCar
        cars.append(newCar)
        return str(json.dumps(return_obj))

I'm getting the error with the following call:

$.post( "http://127.0.0.1:5000/cars", {
    "color": "red",
    "brand": "BMW",
    "plateNumber": "567hghh"
} );""",
      T("Flask"), E("POST /cars"), E("OPTIONS /cars"),
      source="https://github.com/corydolphin/flask-cors/issues/95", kind="issue",
      note="the route's methods list gives POST and OPTIONS; Flask-CORS only as flask.ext.cors and CORS a mechanism -- not "
           "labelled, doubtful; the jQuery post is $.post only (jQuery not named); BMW and Ford are data"),
    R("""“No 'Access-Control-Allow-Origin' header” error in POST with OPTIONS Pre-flight

I'm getting a “No 'Access-Control-Allow-Origin' header” error on my POST request following a 200 ok OPTIONS request. I have the line `cors = CORS(app)` in my flask (0.10.1) app.

OPTIONS response headers
```
HTTP/1.0 200 OK
Content-Type: text/html; charset=utf-8
Allow: POST, OPTIONS
Access-Control-Allow-Origin: http://localhost:7000
Access-Control-Allow-Headers: accept, content-type
Access-Control-Allow-Methods: DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT
Content-Length: 0
Server: Werkzeug/0.11.3 Python/2.7.11
Date: Wed, 18 May 2016 01:08:25 GMT

```

OPTIONS request headers
```
OPTIONS /testPost HTTP/1.1
Host: localhost:5000
Connection: keep-alive
Cache-Control: max-age=0
Access-Control-Request-Method: POST
Origin: http://localhost:7000
Access-Control-Request-Headers: accept, content-type
Accept: */*
Referer: http://localhost:7000/
Accept-Encoding: gzip, deflate, sdch
Accept-Language: en-US,en;q=0.8
```

POST response headers
```
HTTP/1.0 500 INTERNAL SERVER ERROR
Content-Type: text/html; charset=utf-8
X-XSS-Protection: 0
Connection: close
Server: Werkzeug/0.11.3 Python/2.7.11
Date: Wed, 18 May 2016 01:08:25 GMT
```""",
      T("Flask"), E("POST /testPost"),
      source="https://github.com/corydolphin/flask-cors/issues/154", kind="issue",
      note="the POST reaches the app's own route and fails there (500), the route's Allow header naming POST; the OPTIONS "
           "preflight answered by the CORS extension -- not labelled, doubtful; Werkzeug and Python only as the Server "
           "header's value -- not labelled, doubtful; flask written lower-case with its version"),
    R("""405 Method not allowed

When running all the steps mentioned above im facing a 405 method not allowed error.

Good catch, I found the issue, it was the method in FastAPI route for `/twiml` endpoint. Made the change, could you test it now.

Appreciate the fast turn around and yes it is working now, although i hit the rate limit of my OpenAI the connection is being established.""",
      T("FastAPI"), T("OpenAI"),
      source="https://github.com/rishabkumar7/cr-demo-python/issues/1", kind="issue",
      note="the /twiml route's method is never written -- no endpoint; OpenAI as the API account the demo calls"),
    R("""[BUG] 405 Method not allowed when testing anidb

**Describe the bug**
A clear and concise description of what the bug is.

**To Reproduce**
Steps to reproduce the behavior:
1. Configure anidb
2. Click on text connection

**Desktop:**
 - Chrome
 - Docker compose

**Version:**
 - v4.1.0
 - v4.1.1

**Additional context**

Logs

```
aphrodite-1 | 🚀 11:57:32 [INFO] aphrodite.api.requests: Incoming request: POST /api/v1/config/test-anidb

aphrodite-1 | 🚀 11:57:32 [WARNING] aphrodite.api.exceptions: Starlette HTTP exception: 405 - Method Not Allowed

aphrodite-1 | 🚀 11:57:32 [WARNING] aphrodite.api.requests: Request completed: POST /api/v1/config/test-anidb - 405 (0.0013s)

aphrodite-1 | 🚀 11:57:32 [INFO] uvicorn.access: 10.10.10.8:54366 - "POST /api/v1/config/test-anidb HTTP/1.1" 405
```

console.log says

http://192.168.1.10:8000/api/v1/config/test-anidb 405 (Method Not Allowed)""",
      T("Chrome"), T("Docker Compose"), T("Starlette"),
      source="https://github.com/jackkerouac/aphrodite/issues/82", kind="issue",
      note="the POST /api/v1/config/test-anidb is answered 405: no route of the app accepts it -- no endpoint; Starlette "
           "named by the app's own log line (doubtful); uvicorn.access a logger's dotted name -- not labelled; anidb "
           "(AniDB) the service being configured, a site; the issue template's boilerplate kept"),
    # ---------------------------------------------------------------- TypeScript builds, Jest in React apps
    R("""Problems building latest master 062cc56

on running "npm run watch":

ERROR in ./src/authHelper/authHelper.ts
(3,29): error TS2307: Cannot find module '../adal/adal-config'.

on running "npm run tsc":

> angular2-o365-desktop-app@1.0.0 tsc D:\\Demos\\e\\o365
> tsc

src/authHelper/authHelper.ts(3,29): error TS2307: Cannot find module '../adal/adal-config'.

So the same error - however, a .js file is available in /src/adal/. Typo in authHelper.ts?

That is due to the typescript compiler strict warning settings. It does not actually break the application. You could just rename the adal-config.js to adal-config.ts. Then you should not see the error message. I will fix this soon. Thanks for logging this. Much appreciated.

Problems solved. You should now have a clean build with webpack. "npm run watch\"""",
      T("npm"), T("TypeScript"), T("Webpack"),
      F("./src/authHelper/authHelper.ts"), F("src/authHelper/authHelper.ts"),
      source="https://github.com/Cecildt/angular2-O365-desktop-app/issues/52", kind="issue",
      note="the same file as webpack's ERROR line and tsc's line write it (./ kept apart); '../adal/adal-config' an import "
           "specifier; /src/adal/ a folder written with a leading slash; D:\\\\Demos absolute; adal-config.js bare; TypeScript "
           "through 'typescript compiler' and tsc"),
    R("""npm run build error

```
 > [frontend 6/6] RUN npm run build:
#0 0.412
#0 0.412 > n9e-fe@v6.4.0 build
#0 0.412 > tsc && cross-env NODE_OPTIONS=--max-old-space-size=6096 vite build
#0 0.412
#0 13.43 src/pages/datasource/components/TableSource/index.tsx(12,71): error TS2307: Cannot find module 'plus:/components/DataSourceAuth/auth' or its corresponding type declarations.
#0 13.44 src/pages/datasource/components/TableSource/index.tsx(13,23): error TS2307: Cannot find module 'plus:/components/useIsPlus' or its corresponding type declarations.
```

拉取最新代码重试下

OK , 已经可以 build 通过了.""",
      T("npm"), T("TypeScript"), T("cross-env"), T("Vite"),
      F("src/pages/datasource/components/TableSource/index.tsx"),
      source="https://github.com/n9e/fe/issues/99", kind="issue",
      note="a Docker build's log (Docker not named); tsc is TypeScript's compiler; the plus:/ specifiers are import aliases, "
           "not files; NODE_OPTIONS an environment variable"),
    R("""error when running build

When running `npm run build` I got this error 

> @node-wot/binding-websockets@0.6.0-SNAPSHOT.1 build /home/pi/WoT/thingweb.node-wot/packages/binding-websockets
> tsc

lerna ERR! npm run build exited 2 in @node-wot/demo-servients
lerna ERR! npm run build stdout:

> @node-wot/demo-servients@0.6.0-SNAPSHOT.1 build /home/pi/WoT/thingweb.node-wot/packages/demo-servients
> tsc

src/bridge-cli-servient.ts(23,30): error TS2307: Cannot find module @node-wot/binding-oracle.
src/oracle-festo-proxy.ts(20,30): error TS2307: Cannot find module @node-wot/binding-oracle.

lerna ERR! npm run build stderr:
npm ERR! code ELIFECYCLE
npm ERR! errno 2
npm ERR! @node-wot/demo-servients@0.6.0-SNAPSHOT.1 build: tsc
npm ERR! Exit status 2""",
      T("npm"), T("Lerna"), T("TypeScript"),
      F("src/bridge-cli-servient.ts"), F("src/oracle-festo-proxy.ts"),
      source="https://github.com/eclipse-thingweb/node-wot/issues/47", kind="issue",
      note="tsc's lines name the package's files relative to its folder; the package folders absolute (/home/pi/...); "
           "@node-wot/... are the project's own packages -- not labelled; WoT only inside the paths"),
    R("""Failed to run tests

### Can you reproduce the problem with latest npm?

>```
>npm install -g npm@latest
>
>cd your_project_directory
>rm -rf node_modules
>npm install
>```

Done, the problem can still be reproduced (npm@5.3.0).

### Description

1. npm install -g create-react-app
2. create-react-app my-app --scripts-version react-super-scripts
3. Running `npm test` fails with
```
 FAIL  src/App.test.js
  ● Test suite failed to run

    Cannot find module 'src/App' from 'App.test.js'
      
      at Resolver.resolveModule (node_modules/jest-resolve/build/index.js:151:17)
      at Object.<anonymous> (src/App.test.js:3:38)

Test Suites: 1 failed, 1 total
Tests:       0 total
Snapshots:   0 total
Time:        0.734s
Ran all test suites.
```

### Expected behavior

`src/App` should be found from App.test.js and tests should be passed

### Environment

Run these commands in the project folder and fill in their results:

1. `npm ls react-scripts` (if you haven’t ejected): 
```
~/temp/my-app6 $ npm ls react-scripts
my-app6@0.1.0 /home/segrey/temp/my-app6
└── (empty)

~/temp/my-app6 $ npm ls react-super-scripts
my-app6@0.1.0 /home/segrey/temp/my-app6
└── react-super-scripts@0.2.4 
```
2. `node -v`: 
v8.2.0
3. `npm -v`:
5.3.0""",
      T("npm"), T("Create React App"), T("react-super-scripts"), T("Node.js"), F("src/App.test.js"),
      source="https://github.com/shrynx/react-super-scripts/issues/15", kind="issue",
      note="'src/App' is a module specifier, not a file; the jest-resolve frame inside node_modules (Jest not named "
           "otherwise -- not labelled, doubtful); react-scripts taken as Create React App's own (not labelled apart); "
           "react-super-scripts (this repository's package) the lexicon may not know; node -v is Node.js; ~/temp and "
           "/home/... absolute"),
    R("""Make tests pass

Currently, tests fail. If I run `npm run test` and then press `a`, I get:

``` bash
 FAIL  src/components/App/App.test.js
  ● Test suite failed to run

    Cannot find module './App.css' from 'App.js'
      
      at Resolver.resolveModule (node_modules/jest-resolve/build/index.js:179:17)
      at Object.<anonymous> (src/components/App/App.js:5:76)

 FAIL  src/components/Button/Button.test.js
  ● Test suite failed to run

    Cannot find module './Button.css' from 'Button.js'
      
      at Resolver.resolveModule (node_modules/jest-resolve/build/index.js:179:17)
      at Object.<anonymous> (src/components/Button/Button.js:3:1)

 FAIL  src/components/Card/Card.test.js
  ● Test suite failed to run

    Cannot find module './Card.css' from 'Card.js'
      
      at Resolver.resolveModule (node_modules/jest-resolve/build/index.js:179:17)
      at Object.<anonymous> (src/components/Card/Card.js:3:1)

Test Suites: 3 failed, 3 total
Tests:       0 total
Snapshots:   0 total
Time:        1.384s
Ran all test suites.

Watch Usage: Press w to show more.
```""",
      T("npm"),
      F("src/components/App/App.test.js"), F("src/components/App/App.js"),
      F("src/components/Button/Button.test.js"), F("src/components/Button/Button.js"),
      F("src/components/Card/Card.test.js"), F("src/components/Card/Card.js"),
      source="https://github.com/canonical-web-and-design/vanilla-framework-react/issues/24", kind="issue",
      note="the bash fence names no shell; './App.css' and the like are import specifiers; the frames inside node_modules; "
           "Jest only as jest-resolve there -- not labelled; React not named"),
    R("""npx jest fails on App.test.js - out of the box

### Describe the bug
npx jest fails on App.test.js - out of the box.

Steps to reproduce and environment info.

npx create-react-app chat44-before
cd chat44-before
npm install -g npm@latest
npm install
D:\\YnonPerek\\react\\chat44-before>npx create-react-app --info
npx: installed 97 in 10.94s

Environment Info:

  current version of create-react-app: 3.4.1
  running from C:\\Users\\AlexJer\\AppData\\Roaming\\npm-cache\\_npx\\14508\\node_modules\\create-react-app

  System:
    OS: Windows 10 10.0.17763
    CPU: (8) x64 Intel(R) Core(TM) i7-3770 CPU @ 3.40GHz
  Binaries:
    Node: 12.18.0 - C:\\Program Files\\nodejs\\node.EXE
    Yarn: Not Found
    npm: 6.14.8 - C:\\Program Files\\nodejs\\npm.CMD
  Browsers:
    Edge: Not Found
    Internet Explorer: 11.0.17763.771
  npmPackages:
    react: ^16.13.1 => 16.13.1
    react-dom: ^16.13.1 => 16.13.1
    react-scripts: 3.4.3 => 3.4.3
  npmGlobalPackages:
    create-react-app: Not Found

D:\\YnonPerek\\react\\chat44-before>

======= Error output
npx jest
D:\\YnonPerek\\react\\chat44-before>npx jest
 FAIL  src/App.test.js
  ● Test suite failed to run""",
      T("Jest"), T("Create React App"), T("npm"), T("Windows"), T("Node.js"), T("Internet Explorer"), T("React"),
      F("src/App.test.js"),
      source="https://github.com/react/create-react-app/issues/9755", kind="issue",
      note="an environment report: Node, npm, Internet Explorer and react with their versions; Yarn and Edge reported Not "
           "Found -- not labelled, doubtful; react-dom and react-scripts as React's and Create React App's packages (not "
           "labelled apart); the D:\\\\ and C:\\\\ paths absolute; App.test.js in the title bare; the Intel CPU hardware"),
    # ---------------------------------------------------------------- Rust borrow errors from Cargo and Clippy
    R("""Build failure in master

With the current master, I get the following build failure with `cargo build`:

```
Compiling frat-rs v0.1.0 ...
error[E0502]: cannot borrow `self.buffers` as immutable because it is also borrowed as mutable
  --> src/backparser.rs:69:18
   |
68 |         &mut self.buffers[b][i..].iter()
   |              ------------ mutable borrow occurs here
69 |           .chain(self.buffers[1..b].iter().rev().flat_map(|buf| buf.iter()))
   |            ----- ^^^^^^^^^^^^ immutable borrow occurs here
   |            |
   |            mutable borrow later used by call
```

I'm going to close this; I had an old version of rust and updating to latest fixed the issue.""",
      T("Cargo"), T("Rust"), F("src/backparser.rs"),
      source="https://github.com/digama0/frat/issues/1", kind="issue",
      note="the compiler's --> line names the file (its :69:18 left out); the second, like error cut; rust lower-case"),
    R("""Builds fail due to linting error

Example from: https://github.com/zoni/obsidian-export/actions/runs/3933231631/jobs/6726713876

```
Run actions-rs/cargo@v1
/home/runner/.cargo/bin/cargo clippy -- -D warnings
    Checking obsidian-export v22.11.0 (/home/runner/work/obsidian-export/obsidian-export)
error: the borrowed expression implements the required traits
Error:    --> src/lib.rs:384:58
    |
384 |                 let destination = &self.destination.join(&relative_path);
    |                                                          ^^^^^^^^^^^^^^ help: change this to: `relative_path`
    |
    = help: for further information visit https://rust-lang.github.io/rust-clippy/master/index.html#needless_borrow
    = note: `-D clippy::needless-borrow` implied by `-D warnings`
```""",
      T("Clippy"), F("src/lib.rs"),
      source="https://github.com/zoni/obsidian-export/issues/149", kind="issue",
      note="Clippy run as cargo's clippy subcommand (doubtful); Cargo only inside the absolute path and the "
           "actions-rs/cargo@v1 step reference -- not labelled, doubtful; the second error cut; GitHub Actions only in "
           "the run's URL; clippy::needless-borrow a lint's name"),
    R("""Borrow errors when building

I get:
```
$ cargo build --release

   Compiling racer v0.0.1 (file:///D:/Programming/Lumenix/racer)
src\\racer\\ast.rs:562:43: 562:45 error: cannot borrow immutable local variable `it`as mutable
src\\racer\\ast.rs:562                 for (name, typesearch) in it {
                                                               ^~
src\\racer\\nameres.rs:556:33: 556:39 error: cannot borrow immutable local variable `codeit` as mutable
src\\racer\\nameres.rs:556     for (blobstart, blobend) in codeit {
                                                         ^~~~~~
error: aborting due to 4 previous errors
Could not compile `racer`.

To learn more, run the command again with --verbose.
```

When building on Win 8.1,

Hi @Centril,
Which version of rustc is this? It may be that the windows nightly isn't as up to date as the linux one
Cheers,

Phil""",
      T("Cargo"), T("Rust"), T("Windows"), T("Linux"), F("src\\racer\\ast.rs"), F("src\\racer\\nameres.rs"),
      source="https://github.com/racer-rust/racer/issues/134", kind="issue",
      note="the compiler's paths with backslashes, as written (two of the four errors cut); the file:/// URL absolute; "
           "Win 8.1 and windows are Windows; rustc is Rust's compiler; racer the project itself"),
    # ---------------------------------------------------------------- Rails routing errors
    R("""No route matches

Hi, I am following the github example. After creating a new mock and save the route, when I go to /posts on cloud9 or http://localhost:3000/posts on my local machine I get this error: ```No route matches [GET] "/posts"```. Is there something I am missing?

Hi, the example's route is set to be served via post method and you try to access it via get method.

Thanks for your clarification.""",
      T("AWS Cloud9"), E("POST /posts"),
      source="https://github.com/iridakos/duckrails/issues/6", kind="issue",
      note="the mock's route /posts is served via post (said in words; doubtful); the GET no route accepts -- not labelled; "
           "cloud9 lower-case is the lexicon's AWS Cloud9; github a site; Rails not named"),
    R("""Missing SMS post route

```
No route matches [POST] "/catalog/sms"
```

The form does POST, but we only have a GET route defined.
https://github.com/projectblacklight/blacklight/blob/49e53f47e3fca7d3ccc201a272dede092ba65d73/lib/blacklight/routes.rb#L104""",
      E("GET /catalog/sms"),
      source="https://github.com/projectblacklight/blacklight/issues/905", kind="issue",
      note="the app has a GET route for /catalog/sms (said in words); the form's POST no route accepts -- not labelled; "
           "routes.rb only inside the URL; Rails not named"),
    R("""No route matches [POST] "/ticket.json"

When I send a test mail to brimir@mydomain, my mail did not get posted as ticket.

So I checked /var/log/maillog:

to=brimir@mail.mydomain, orig_to=brimir@mydomain, relay=local, delay=0.09, delays=0.06/0.01/0/0.03, dsn=2.0.0, status=sent (delivered to command: /bin/bash /var/www/mydomain/script/post-mail http://mydomain/ticket.json)

Maillog looks fine, however when I check my rails log it gives me this:

Started POST "/ticket.json" for 128.199.237.210 at 2014-08-06 18:46:02 -0400
1509
1510 ActionController::RoutingError (**No route matches [POST] "/ticket.json**"):
1511   vendor/bundle/ruby/2.1.0/gems/actionpack-4.1.4/lib/action_dispatch/middleware/debug_exceptions.rb:21:in `call'
1512   vendor/bundle/ruby/2.1.0/gems/actionpack-4.1.4/lib/action_dispatch/middleware/show_exceptions.rb:30:in`call'
1513   vendor/bundle/ruby/2.1.0/gems/railties-4.1.4/lib/rails/rack/logger.rb:38:in `call_app'""",
      T("Rails"),
      source="https://github.com/ivaldi/brimir/issues/79", kind="issue",
      note="the POST /ticket.json no route accepts -- no endpoint; the vendor/bundle frames are installed gems' files "
           "(dependency paths; Ruby and Rack only inside them); /var/log/maillog, /bin/bash and the script absolute (Bash "
           "only inside a path); 'rails log' names Rails"),
    R("""cant create new account

Routing Error

No route matches [POST] "/admin/users"

Try running rake routes for more information on available routes.""",
      T("Rake"),
      source="https://github.com/kekshd/keks/issues/69", kind="issue",
      note="the POST no route accepts -- no endpoint; rake routes is Rails' message naming Rake; Rails not named"),
    # ---------------------------------------------------------------- Spring Security, Express cors
    R("""Invalid CSRF Token 'null' was found on the request parameter '_csrf' or header 'X-CSRF-TOKEN'

I referred your repository i.e Spring-boot-jbpm folder it runs well for GET request.
Now I am trying following code

\t@RequestMapping(value="/test" ,method=RequestMethod.POST)
\tpublic String test(@RequestBody String emp){
\t\tSystem.out.println("Your request is "+emp);
\t\treturn " Hi ";
\t}

through POSTMAN but it gives me error as,

{
    "timestamp": 1511946868300,
    "status": 403,
    "error": "Forbidden",
    **"message": "Invalid CSRF Token 'null' was found on the request parameter '_csrf' or header 'X-CSRF-TOKEN'.",**
    "path": "/test"
}

Please help me to come out of it.""",
      T("Postman"), E("POST /test"),
      source="https://github.com/mswiderski/jbpm-examples/issues/11", kind="issue",
      note="the mapping's value and RequestMethod.POST; POSTMAN in capitals; Spring-boot-jbpm is a folder's name (Spring "
           "Boot and jBPM not labelled, doubtful); Java not named"),
    R("""Invalid CSRF token

When sending POST requests, the coderadar REST API returns the following error. Probably has to do with Spring Security.

```json
{
"timestamp": 1476817340243,
"status": 403,
"error": "Forbidden",
"message": "Invalid CSRF Token 'null' was found on the request parameter '_csrf' or header 'X-CSRF-TOKEN'.",
"path": "/projects/1/analyzers"
}
```""",
      T("Spring Security"), T("REST"), E("POST /projects/1/analyzers"),
      source="https://github.com/adessoSE/coderadar/issues/83", kind="issue",
      note="the project's own REST API answers the POST to that path (refused by its CSRF filter; doubtful, the method and "
           "the path given apart); REST API as the project names its API (doubtful); the json fence a data format; coderadar is "
           "the project itself"),
    R("""401 Unauthorized on POST endpoint in Spring Boot (MVC) application

Hi, I am using Spring Boot 3 and Spring Security 6 and following the sample https://github.com/auth0-samples/auth0-spring-security5-api-sample/tree/use-spring-6/01-Authorization-MVC. Tutorial works well until I try with GET endpoints. But the moment I built a POST endpoint and call it, I get 401 Unauthorized error in postman even though this is configured to be permitted in SecurityConfig.java. Here is the link to my code changes https://github.com/ashishrky/auth0-spring-security5-api-sample/commit/8bf9866a7a18fb9d2e0c78f1950725f2f42eaee2. What’s wrong? Why GET call work just fine, but POST call get 401?

Posted in Auth0 community as well at https://community.auth0.com/t/401-unauthorized-on-post-endpoint-in-spring-boot-mvc-application/103716

@ashishrky  I'm also experiencing the same issue. Did you find any solution?

"hi, I have exactly the same problem, did you manage to solve yours?"

If you turn up the logging for Spring Security in `application.yml`:

```yaml
logging:
  level:
    org.springframework.security.web: DEBUG
```""",
      T("Spring Boot"), T("Spring Security"), T("Postman"), T("Auth0"),
      source="https://github.com/auth0-samples/auth0-spring-security5-api-sample/issues/26", kind="issue",
      note="no path is given for the POST endpoint -- no endpoint; SecurityConfig.java and application.yml bare; the "
           "yaml fence a data format; Auth0 as the community's owner (doubtful); postman lower-case; MVC a pattern"),
    R("""Method "Post" request/api required any other configurations..?

----
Hi 
@timtebeek 

method  `"Post" ` request/api required any other configurations  In Keycloak side.?
can you add a simple post method in `/src/main/java/com/jdriven/hotels/HotelsApplication.java`
--
token exchange in from home.html 
-- Thanks in advance.

```
@SpringBootApplication
@Controller
public class HotelsApplication {

\tpublic static void main(String[] args) {
\t\tSpringApplication.run(HotelsApplication.class, args);
\t}

\t@GetMapping("/")
\tpublic String getIndex() {
\t\treturn "index";
\t}
// I changed this  to verify but didnt went smooth 
\t@PostMapping("/whoami")
\t@ResponseBody
\tpublic Authentication whoami(Authentication auth) {
\t\treturn auth;
\t}
```

Hi @grajuu , I'd love to help you but it's not entirely clear what you've tried or what you're asking. Could you explain your problems and what you've tried a bit more?

It seems you're working through the spring cloud gateway sample, and having issues with keycloak. Did you import the realm settings from: realm-export.json ? There are a few more instructions in:https://github.com/timtebeek/spring-security-samples/tree/master/spring-cloud-gateway-oidc-tokenrelay/keycloak""",
      T("Keycloak"), T("Spring Cloud Gateway"), E("GET /"), E("POST /whoami"),
      source="https://github.com/timtebeek/spring-security-samples/issues/26", kind="issue",
      note="the controller's two mappings; the Java file's path is written with a leading slash (rooted at the repository, "
           "not labelled, doubtful); home.html and realm-export.json bare; Spring Boot only as the @SpringBootApplication "
           "annotation -- not labelled; spring cloud gateway lower-case"),
    R("""POST does nothing after pre-flight

*** Sorry - my bad. It works just fint

In POSTMAN it works so I'm pretty sure it's a cors thing.
The OPTIONS method returns a 204 and Chrome dev tools says "Fetch complete: POST..."

This is the code:
```
var express    = require('express');
var app        = express();
var bodyParser = require('body-parser');
var cors = require('cors');

app.use(bodyParser.urlencoded({ extended: true }));
app.use(bodyParser.json());
var port = process.env.PORT || 8080;        // set our port

app.get('/api/list', function(req, res) {
\tres.json({ result: 'ok' });\t
});

app.options('/api/list', cors());
app.post('/api/list', cors(), function(req, res) {
\tres.json({ result: 'ok' });\t
});
app.listen(port);
console.log('Magic happens on port ' + port);
```""",
      T("Postman"), T("Chrome DevTools"), T("Express"), T("body-parser"), T("cors"),
      E("GET /api/list"), E("OPTIONS /api/list"), E("POST /api/list"),
      source="https://github.com/expressjs/cors/issues/101", kind="issue",
      note="the three routes in code (app.options is the preflight's route); express, body-parser and cors through their "
           "require() calls; 'Chrome dev tools' is Chrome DevTools (SURFACES); the cors thing is the middleware (doubtful)"),
    R("""Enable CORS pre-flighting

The error I got was:

```
Access to XMLHttpRequest at 'http://<IP ADDRESS>/submit_tx' from origin 'http://localhost' has been blocked by CORS policy: Response to preflight request doesn't pass access control check: No 'Access-Control-Allow-Origin' header is present on the requested resource.
```

The fix is from this guide:

https://github.com/expressjs/cors#enabling-cors-pre-flight""",
      source="https://github.com/lsankar4033/surrogeth/pull/23", kind="issue",
      note="nothing: /submit_tx only inside a URL with a placeholder host and no method; the cors middleware only in the "
           "guide's URL; CORS a mechanism and XMLHttpRequest a browser API"),
    # ---------------------------------------------------------------- build errors pointing at project files
    R("""failed to complie in local host

Failed to compile
./src/index.tsx
Module not found: Can't resolve 'react' in 'C:\\Users\\user new\\JPMC-tech-task-2-PY3\\src'

same problem, pls help us @insidesherpa  @jbf-insidesherpa

@saiharsha-22 
Try the following steps
1.Remove package-lock.json file from the jpmc folder.
2.Run npm install command.
3.Try to execute npm start again.""",
      T("npm"), T("React"), F("./src/index.tsx"),
      source="https://github.com/insidesherpa/JPMC-tech-task-2-PY3/issues/293", kind="issue",
      note="the failing file as the compiler writes it; React as the package it cannot resolve (doubtful); the C:\\\\Users "
           "folder absolute; package-lock.json bare"),
    R("""Failed to compile ./src/components/Chat/Chat.js Module not found: Can't resolve './components'

what should i do to resolve this?""",
      F("./src/components/Chat/Chat.js"),
      source="https://github.com/adrianhajdin/project_chat_application/issues/14", kind="issue",
      note="the title alone: the file that fails to compile; './components' an import specifier; React not named"),
    R("""not compiling with goModules on

from root:

```
GO111MODULE=on go build -o /bin/main main.go
# command-line-arguments
./main.go:36:14: undefined: TermOutput
./main.go:112:10: undefined: MultiOutput
./main.go:114:38: undefined: XLSXOutput
./main.go:151:9: undefined: NewSemaphore
./main.go:162:42: undefined: StatusListener
[go-build] Error 2
```

You’re trying to compile only one file “main.go”. You need to compile the full package. Remove that Arg""",
      T("Go"), F("./main.go"),
      source="https://github.com/mitchellh/golicense/issues/8", kind="issue",
      note="the compiler's ./main.go (its line and column left out); main.go bare elsewhere; /bin/main absolute; the go env "
           "dump cut; goModules is Go modules"),
    R("""undefined: CLI

```
go run main.go
# command-line-arguments
./main.go:4:9: undefined: CLI
```

for those others that may run into this issue
```
go mod init
go mod tidy
go build
```""",
      T("Go"), F("./main.go"),
      source="https://github.com/Jeiwan/blockchain_go/issues/72", kind="issue",
      note="go run and go mod are Go's commands; main.go bare in the command"),
    R("""Cannot find symbol

When I run mvn clean package, it throws compilation error and says cannot find symbol.

What were you trying to build? There is no mvn enabled code in this repository.

Are you referring to the instructions here (https://github.com/ibm-messaging/mq-dev-samples/blob/master/VideoInstructions/README.md)?

@simonejain  yeah I was referring to the instructions in that link. It works now. I had to delete com file from src main and copy and paste the com folder from the root of JMS and put it in the folder I deleted the file from.
The project built and run just fine after that. 
Just need to get c sharp code working now.

this issue is fixed now.""",
      T("Maven"), T("JMS"), T("C#"),
      source="https://github.com/ibm-messaging/mq-dev-samples/issues/23", kind="issue",
      note="mvn is Maven's command; 'c sharp' written out is C# (SURFACES); the README path only inside the URL; "
           "'src main' and the com folder are folders written loosely -- no file; JMS the samples' folder and API (doubtful)"),
    R("""issue in __init__.py

Traceback (most recent call last):
  File "./hello_app/__init__.py", line 1, in <module>
    from flask import Flask  # Import the Flask class
ModuleNotFoundError: No module named 'flask'
unable to load app 0 (mountpoint='') (callable not found or import error)
*** no app loaded. GAME OVER ***

I know this is a year late but I just ran into this and resolved by changing the base image (which doesn't include flask) to:
```
tiangolo/uwsgi-nginx-flask:python3.8-alpine-2020-12-19
```
https://github.com/microsoft/python-sample-vscode-flask-tutorial/blob/c49c02d17ce0631f4fc1e1d87f4de69deca3ec26/Dockerfile#L2

The issue seems happen again even "tiangolo/uwsgi-nginx-flask:python3.8-alpine-2020-12-19" is already changed to. It looks the new image from Dockerhub was not built properly so Flask is not installed in. 
An easy  way is just **uncommenting** below lines in Dockerfile:
#COPY requirements.txt /
#RUN pip install --no-cache-dir -U pip
#RUN pip install --no-cache-dir -r /requirements.txt""",
      T("Flask"), T("Docker Hub"), T("pip"), F("./hello_app/__init__.py"),
      source="https://github.com/microsoft/python-sample-vscode-flask-tutorial/issues/44", kind="issue",
      note="the traceback's file relative to the app's folder; the image name tiangolo/uwsgi-nginx-flask:... is a reference "
           "(uWSGI, Nginx, Python and Alpine only inside it -- not labelled); Dockerhub written together; Dockerfile and "
           "requirements.txt bare; /requirements.txt absolute in the image"),
    R("""ModuleNotFoundError: No module named 'flask' - in the latest docker image

Error in the latest docker image:

```
ModuleNotFoundError: No module named 'flask'
Traceback (most recent call last):
  File "/app/./run.py", line 1, in <module>
    from server.bp import bp
  File "/app/server/bp.py", line 1, in <module>
    from flask import Blueprint
```

Error still remain

Same problem""",
      T("Docker"), T("Flask"),
      source="https://github.com/ramon-victor/freegpt-webui/issues/115", kind="issue",
      note="the traceback's paths absolute inside the image (/app/...) -- no file; Flask through the import the traceback "
           "shows; 'docker image' names Docker"),
    R("""FLASK_APP: not found

Hi Mumshad, 

Getting error message , FLASK_APP: not found when i try to execute command
docker run -p host port: container port docker image-name

Created a docker file using sample code provided in simple-webapp-flask application. Created an image, but when i execute the above command, get error message flask:app not found.

Below is the code snippet for app.py and docker file

app.py
--------
import os
from flask import Flask
app = Flask(__name__)

@app.route("/")
def main():
    return "Welcome!"

@app.route('/how are you')
def hello():
    return 'I am good, how about you?'

if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8080)

Dockerfile 
-----------
FROM ubuntu
RUN apt-get update
RUN apt-get install -y python3 python3-pip
RUN pip install flask
COPY app.py /opt/app.py
ENTRYPOINT FLASK_APP = /opt/app.py flask run --host=0.0.0.0""",
      T("Docker"), T("Flask"), T("pip"), T("Ubuntu"), T("APT"), T("Python"),
      source="https://github.com/mmumshad/simple-webapp-flask/issues/13", kind="issue",
      note="trap: the routes have no methods argument (the default GET not written) and '/how are you' is no path -- no "
           "endpoint; app.py bare, /opt/app.py absolute; FROM ubuntu the base image (Ubuntu, doubtful); apt-get is APT; "
           "python3 installed by name (doubtful); FLASK_APP an environment variable"),
    R("""Failed to find Flask application

Hello,

when I try to run my containers, I get following error in the `fittrackee` container:

```
Usage: flask run [OPTIONS]
Try 'flask run --help' for help.
Error: Failed to find Flask application or factory in module '__main__'. Use '__main__:name' to specify one.
```

Hi,

what is the value of the environment variable `FLASK_APP` in the `.env` file?

Hi, it is `FLASK_APP=fittrackee/__main__.py`.

Hi,

Thanks for your answer. The value is correct.

Have any changes been made to the configuration?
The container should start up without having to make any changes to the `.env` file after copying it from `.env.docker`.

Hi,

No, I haven't changed any configuration in the `env` file, I only changed the volumes and ports in the docker-compose. Regarding the `.env.docker` file, I haven't copied it to `.env` - the docker-compose contains this:

```
env_file:
  - .env.docker
```""",
      T("Flask"), T("Docker Compose"), F("fittrackee/__main__.py"),
      source="https://github.com/SamR1/FitTrackee/issues/549", kind="issue",
      note="the app module's path as FLASK_APP's value; .env and .env.docker bare; docker-compose is Docker Compose (its "
           "file meant); fittrackee the project itself"),
    # ---------------------------------------------------------------- Node back ends, Next.js route handlers
    R("""Delete request trouble

Hi, 

I am having an issue when trying to delete an object from the database (i.e. channel or message).
More precisely for the channel deletion I face a 404 error code, signifying that the page in the back-end doesn't exist.
Here is the request I make in the front-end : 

```javascript
await axios.delete(`http://localhost:3002/channels/${channel.id} 
```

And I have added in the back-end(back-end/lib/app.js) the function to handle a channel deletion : 

```javascript 
app.delete('/channels/:id', async (req, res) => {
  const channel = await db.channels.delete(req.params.id)
  res.status(201).json(channel)
})
```
So from what I understood, I thought that adding this function and its associated path with the delete request should allow me to send a delete request with the same path. But it's not the case.

Does anyone know what I am doing wrong ?

Thanks in advance

Why are you making requests on port 3002 ? Doesn't you back-end api run on 3001 ?

No my back-end runs on port 3002 because I have my port 3000 already used by my system (ubuntu), hence front runs on 3001 and back on 3002. 
If you were wondering, all the get/post requests work perfectly.""",
      T("JavaScript"), T("Ubuntu"), E("DELETE /channels/:id"), F("back-end/lib/app.js"),
      source="https://github.com/adaltas/ece-webtech-2021-fall/issues/41", kind="issue",
      note="the back end's route in code and the file it sits in; the front end's axios.delete goes to a URL (axios only as "
           "that call -- not labelled, doubtful); ubuntu lower-case; the javascript fences"),
    R("""delete resource returns status 404

function giving 404 error

del(url) {
    return new Promise((resolve, reject) => {
      fetch(url, {
\t\tmethod: "DELETE"
\t})
        .then(res => res.json())
        .then(data => resolve(data))
        .catch(err => reject(err));
    });
  }""",
      source="https://github.com/typicode/jsonplaceholder/issues/87", kind="issue",
      note="nothing: the DELETE goes to a url variable, no path written; fetch a browser API; JavaScript not named"),
    R("""some schema missing in CRUD operations

Hi

The description and date fields are missing in Creating (checked using postman).

Deleting crashes:

> <h1>Not Found</h1>
<h2>404</h2>
<pre>Error: Not Found
    at /Users/jorge/webapp/angular.io/todo-api/app.js:50:13
    at Layer.handle [as handle_request] (/Users/jorge/webapp/angular.io/todo-api/node_modules/express/lib/router/layer.js:95:5)
    at trim_prefix (/Users/jorge/webapp/angular.io/todo-api/node_modules/express/lib/router/index.js:317:13)
    at /Users/jorge/webapp/angular.io/todo-api/node_modules/express/lib/router/index.js:284:7
    at Function.process_params (/Users/jorge/webapp/angular.io/todo-api/node_modules/express/lib/router/index.js:335:12)
    at Immediate.next (/Users/jorge/webapp/angular.io/todo-api/node_modules/express/lib/router/index.js:275:10)
    at Immediate.&lt;anonymous&gt; (/Users/jorge/webapp/angular.io/todo-api/node_modules/express/lib/router/index.js:635:15)
    at runCallback (timers.js:802:20)
    at tryOnImmediate (timers.js:762:5)
    at processImmediate [as _immediateCallback] (timers.js:733:5)</pre>

@staminna You need to fill the x-www-form-urlencoded POST Body fields to make a successful POST request.""",
      T("Postman"),
      source="https://github.com/nomanHasan/todo-api/issues/2", kind="issue",
      note="the screenshots left out; the stack's paths absolute, Express only inside them (node_modules) -- not labelled; "
           "angular.io only a folder's name; timers.js Node's own; the POST has no path -- no endpoint; postman lower-case"),
    R("""Req.body returning empty object

`router.post('/', (req, res) => {
    console.log('I am response...', req.body);

    res.send('User route');
});`

I am using the modern express without body-parser in the server.js implementation. Like so: 

`app.use(express.json({ extended: false }));`

However, while testing with Postman, the console.logs empty object for the value of `req.body`, instead of the value passed.

Fixed issue by using 

The issue was with setting right headers on Postman. 

Following headers are required while testing the post to the API. 

`Content-Length - <calculated when request is sent>`  field on Postman. 
Along with `Content-Type - Application/json`""",
      T("Express"), T("Postman"), E("POST /"),
      source="https://github.com/bradtraversy/devconnector_2.0/issues/195", kind="issue",
      note="the router's route as written (its mount prefix not shown; doubtful: a bare /); body-parser named as what is not "
           "used -- not labelled, doubtful; server.js bare; express lower-case"),
    R("""getting Error in login route while testing

When i tested login route , i get some error and then i  debugged it . i noticed that data i received from req .body is a empty object.
where  should be problem ?

have you checked whether middleware express.json() is configured properly?

Actually I was getting the same issues when i send data through "Form-data"

Try to send data from  Json

I was having the same issue can you explain the reason for this behaviour to me

Hello @AdityaBVerma ,
Try to send data using "raw json". Which I mension in my screenshot.

Or please use full stable version of postman.
You might be get issue in vs code plugin.

@aashishgulshan  
issue was resolved but I was just curious to know the reason for this behaviour of postman
but still thank you for replying""",
      T("Express"), T("Postman"), T("VS Code"),
      source="https://github.com/hiteshchoudhary/chai-backend/issues/24", kind="issue",
      note="the screenshots left out; the login route's path and method never written -- no endpoint; Express through its "
           "express.json() middleware (doubtful); 'vs code plugin' is Postman's VS Code extension; JSON a format"),
    R("""req.body is undefined

Hi guys, 

I'm trying to parse the **req.body** and it returns undefined, I've tested the same endpoint with a rest client and it works. 

``` javascript
describe('body', function() {
    it('should parse body ', function(done) {
        var app = express();

        app.post('/test', function(req, res) {
            console.log(req.body); // => this output is undefined
            res.send(req.body);
        });

        request(app)
            .post('/test')
            .type('form')
            .send({ name: 'tj' })
            .expect(200, '{ name: \\'tj\\' }')
            .end(function(err, res){                
                if (err) return done(err);
                done()
            });
    });
});
```""",
      T("JavaScript"), E("POST /test"),
      source="https://github.com/forwardemail/supertest/issues/35", kind="issue",
      note="the test app's route in code (the test's request(app).post('/test') is its client call); express and the test "
           "library only as identifiers (express(), request(app)) -- not labelled, doubtful; 'rest client' generic"),
    R("""Copying example `route.ts` returns 405 error

`api/send/route.ts`

```
import { Resend } from "resend";

const resend = new Resend(process.env.RESEND_API_KEY);

export async function POST() {
  try {
    const { data, error } = await resend.emails.send({
      from: "Acme <onboarding@resend.dev>",
      to: ["delivered@resend.dev"],
      subject: "Hello world",
      text: "Hello world",
    });

    if (error) {
      return Response.json({ error }, { status: 500 });
    }

    return Response.json({ data });
  } catch (error) {
    return Response.json({ error }, { status: 500 });
  }
}
```

Returns error:

`Failed to load resource: the server responded with a status of 405 ()`

"next": "^14.2.4",
"react": "^18",
"resend": "^3.2.0",

User error...""",
      T("Resend"), T("Next.js"), T("React"), F("api/send/route.ts"),
      source="https://github.com/resend/resend-nextjs-app-router-example/issues/35", kind="issue",
      note="the route handler's file; its POST's URL path (/api/send) is never written with a slash -- no endpoint; next, "
           "react and resend as package.json dependencies (Resend also through its import); route.ts bare in the title"),
    # ---------------------------------------------------------------- GitHub Actions workflow files
    R("""Revert "Create github-actions.yml"

Revert arneph/Katara#2

The yml file has an error:

Invalid workflow file : .github/workflows/github-actions.yml#L6
You have an error in your yaml syntax on line 6""",
      F(".github/workflows/github-actions.yml"),
      source="https://github.com/arneph/Katara/pull/3", kind="issue",
      note="the workflow file as GitHub's error writes it (the #L6 anchor left out); GitHub Actions only inside the file's "
           "name -- not labelled, doubtful; yml and yaml formats"),
    R("""github workflow: Correct yaml syntax for CI

Github refuses to run CI due to a parsing issue:

"Invalid workflow file: .github/workflows/ci.yaml#L33
You have an error in your yaml syntax on line 33"

It looks like a duplicate https://github.com/ElementsProject/lightning/pull/5359

Now in this PR we should have a failure path this PR too https://github.com/ElementsProject/lightning/pull/5367""",
      T("GitHub Actions"), F(".github/workflows/ci.yaml"),
      source="https://github.com/ElementsProject/lightning/pull/5368", kind="issue",
      note="'github workflow' in the title is GitHub Actions (the lexicon's reading); Github the site; the #L33 anchor "
           "left out"),
    R("""invalid workflow definition

the last change to `plugin-ci.yml` is invalid:
- #80

```
he workflow is not valid. In .github/workflows/ci.yml (Line: 20, Col: 11): Error from called workflow fastify/workflows/.github/workflows/plugins-ci.yml@v3 (Line: 104, Col: 11): A mapping was not expected
```

I'll create a PR here to add a validator for the GitHub action but @mcollina can you please take a look

thanks!

NP, I fixed the workflow file in #83 and added the validation in #84
I suggest first merging the workflow file, enabling it, and testing if it's passing in #84 and failing on master

Fixed""",
      T("GitHub Actions"), F(".github/workflows/ci.yml"),
      source="https://github.com/fastify/workflows/issues/82", kind="issue",
      note="the calling repository's workflow file; the called workflow is a reference into another repository at a tag "
           "(owner/repo/...@v3) -- not labelled, doubtful; plugin-ci.yml bare; 'he workflow' cut so in the stored copy"),
    R("""ci: fix broken CICD workflow

This PR is an attempt to make the `CICD.yml` workflow work again. It currently fails with the following error and none of its checks are executed.
```
[Invalid workflow file: .github/workflows/CICD.yml#L1](https://github.com/uutils/coreutils/actions/runs/18274741656/workflow)
(Line: 476, Col: 12): A sequence was not expected
```""",
      F(".github/workflows/CICD.yml"),
      source="https://github.com/uutils/coreutils/pull/8831", kind="issue",
      note="the workflow's path as a Markdown link's text writes it (the #L1 anchor left out); CICD.yml bare; GitHub "
           "Actions not named (the actions/runs URL only)"),
    R("""Invalid Workflow File

My runner keeps telling me Invalid Workflow File

Here is what I'm using
https://github.com/Kurbyio/Kurby/blob/1.0/.github/workflows/issue_label_bot.yaml

It looks right to me. Just need a second pair of eyes.

@danrovito the problem appears to be your file is in the wrong directory - it should be in `.github/` not `.github/workflows` (the latter is reserved for GitHub Actions), and this project is a GitHub App unrelated to GitHub Actions

Thank you! Silly me!""",
      T("GitHub Actions"),
      source="https://github.com/machine-learning-apps/Issue-Label-Bot/issues/59", kind="issue",
      note="the workflow file only inside the URL; .github/ and .github/workflows are folders -- no file; a GitHub App is "
           "GitHub's kind of integration (not labelled)"),
    # ---------------------------------------------------------------- Spring and Django back ends answering 403/404
    R("""User list still doesn't work

Hello,

I reopen another issue because there is no RestController for `api/v1`. You have changed the port to `8080` instead of `1111` I see it.

But where is the Java code base for the endpoint `api/v1/user` ? I can't see it.

Best regards,

It's already implemented. Check the menu

Not the menu. Where is the endpoint api in Java for `api/v1` ? I can't find the corresponding Java part

Please run the application first. Then check the menu user

After clicking in the user menu on list user link you can see in the network of your devtools of your browser this : 
```
{
    "timestamp": "2023-09-05T06:41:35.026+00:00",
    "status": 404,
    "error": "Not Found",
    "path": "/api/v1/user"
}
```

As I said earlier there are no implementation of the endpoint `/api/v1/user`""",
      T("Java"),
      source="https://github.com/hendisantika/springboot-adminlte3-template/issues/7", kind="issue",
      note="trap: /api/v1/user has no method and no route (404, 'no implementation') -- no endpoint; api/v1 without a "
           "slash; RestController a Spring annotation's name (Spring not labelled); the browser's devtools not labelled"),
    R("""404 Not Found for request to API

Hi, I'm new to spring, I followed your tutorial step by step and everything went well until this step:
**Touring your REST service**
it seems use command line and enter _curl localhost:8080/api_ will get this:
{
  "_links" : {
    "employees" : {
      "href" : "http://localhost:8080/api/employees"
    },
    "profile" : {
      "href" : "http://localhost:8080/api/profile"
    }
  }
}

but what I got is this:
curl localhost:8080/api
{"timestamp":"2018-09-23T17:10:54.366+0000","status":404,"error":"Not Found","message":"No message available","path":"/api"}

Am I missing something? Thank you.

The code should have an application.properties file that sets the base path. If that isn’t in the tutorial then it should be.

I have found the root cause:
<dependency>
    <groupId>org.springframework.boot</groupId>
    <artifactId>spring-boot-starter-data-rest</artifactId>
</dependency>
this should be included in pom.xml, thanks for your explanation and nice tutorial.""",
      T("Spring"), T("REST"),
      source="https://github.com/spring-attic/tut-react-and-spring-data-rest/issues/88", kind="issue",
      note="curl gives no method for /api (and it is answered 404) -- no endpoint; spring lower-case; Spring Data REST "
           "only as the starter artifact's id in the dependency block -- not labelled, doubtful; application.properties "
           "and pom.xml bare; REST service the tutorial's heading (doubtful)"),
    R("""\"POST /api/posts HTTP/1.1" 403 58

Hi, when i try add a post from angular(http://127.0.0.1:8000/editor) i get a error on linux console(django server):
"POST /api/posts HTTP/1.1" 403 58, can you help me? And on angular alert is displayed in red that says 'detail', thanks

you're likely missing the auth backend:
https://github.com/kevinastone/django-api-rest-and-angular/blob/master/example/settings.py#L179-L180

Issues here aren't a very good way to get support.  I'd ask on stack overflow or another forum.""",
      T("Angular"), T("Linux"), T("Django"), E("POST /api/posts"),
      source="https://github.com/kevinastone/django-api-rest-and-angular/issues/27", kind="issue",
      note="the Django server's log: the POST reaches the app's API route and is refused (403, missing auth backend; "
           "doubtful); angular lower-case (the AngularJS of the time, labelled as written, doubtful); the screenshots left "
           "out; settings.py only inside the URL; stack overflow a site"),
    R("""Add basic communication between frontend and backend

**Is your feature request related to a problem? Please describe.**
Usually we start the boilerplate with projects we're gonna use with React, and when using the frontend to communicate with the api for POST requests, for example, Django will throw a CSRF missing error.

**Describe the solution you'd like**
Something that could make our job to communicate with the backend from the frontend easier.

**Describe alternatives you've considered**
Maybe install axios and add a wrapper with [interceptors](https://github.com/axios/axios#interceptors) that automatically gets the `csrftoken` from cookies and pass it as the header for "unsafe" requests (`POST`, `PUT`, `PATCH`, etc.), since Django needs it.

I've used something like this and it works:
```js
import axios from "axios";
import cookie from "cookie";

const api = axios.create();
api.interceptors.request.use(config => {
  const { csrftoken } = cookie.parse(document.cookie);
  if (csrftoken) {
    config.headers["X-CSRFTOKEN"] = csrftoken;
  }
  return config;
});
```""",
      T("React"), T("Django"), T("Axios"), T("JavaScript"),
      source="https://github.com/vintasoftware/django-react-boilerplate/issues/445", kind="issue",
      note="the methods are listed with no path -- no endpoint; CSRF a mechanism; the cookie package only in an import "
           "(not labelled, doubtful); the js fence"),
    R("""sign up is failing with error Unauthorized: /rest-auth/registration/

I dont know what the issue is but login is working fine, however signup ids failing with error Unauthorized: /rest-auth/registration/ in django

I get the same issue. 

It returns a 403 error:
{"detail":"CSRF Failed: CSRF token missing or incorrect."}

How do we handle this?

If this line is removed in the settings file it works:
'rest_framework.authentication.BasicAuthentication',
https://github.com/justdjango/DjReact/blob/f0ff7bc0730d6e772ee1c0189c29676e0387b2d5/djreact/settings.py#L97

I looked at the demo project of django-rest-auth and they don't use BasicAuthentication
https://github.com/Tivix/django-rest-auth/blob/master/demo/demo/settings.py

So is removing this line the way to go?""",
      T("Django"), T("django-rest-auth"),
      source="https://github.com/justdjango/DjReact/issues/3", kind="issue",
      note="the registration route's method never written -- no endpoint; Django REST framework only in the dotted "
           "setting 'rest_framework.authentication...' -- not labelled; settings.py paths only inside URLs; django "
           "lower-case; django-rest-auth the lexicon may not know"),
    R("""api/* urls return 403 (Forbidden) when user is logged in via /api/admin

When I log in via /api/admin Django creates "sessionid" cookie and I'm not able to use "Messages example" as it becames broken because of 403 error. I tried to set REST_SESSION_LOGIN = False but it didn't help. How to solve this?

I am not sure what the issue is or how to help without additional details:
* Link to "Message example"
* Sample code / repo link?
* or [MCRE](https://stackoverflow.com/help/mcve)

Please check this video https://www.useloom.com/share/e1d134cd00c24f3eb2afcd361c4df015
The problem is out of the box. I didn't change anything""",
      T("Django"),
      source="https://github.com/gtalarico/django-vue-template/issues/13", kind="issue",
      note="/api/admin is a page logged into, no method -- no endpoint; api/* a glob; REST_SESSION_LOGIN a setting; Loom "
           "only in the video's URL; Vue only in the repository's name"),
    # ---------------------------------------------------------------- Koa and json-server routes, Laravel with Vue
    R("""server.post() req.body undefined

a question is
post jason
{"name":"kuku"}

server.post('/post', function (req, res, next) {
   console.log(req.body.name)   //undefined
})

A quick fix for that would be to install https://github.com/expressjs/body-parser

```javascript
server.use(bodyParser)
server.post('/post', function (req, res, next) {
  console.log(req.body.name)
})
```

thx.

does `koa-body-parser` not support JSON body as post?""",
      T("JavaScript"), T("koa-body-parser"), E("POST /post"),
      source="https://github.com/typicode/json-server/issues/156", kind="issue",
      note="the custom route in code, in the question and the answer; body-parser only in the URL and as the bodyParser "
           "identifier -- not labelled; 'jason' is JSON, a format; koa-body-parser (a Koa package) the lexicon may not "
           "know"),
    R("""How do I get POST parameters?

Sending parameters with superagent for testing, how do I get the params object on the server?

such as:

```js
app.use(route.get('/users/:id', function*(id) {
  // ...
}))
```

not fixed parameters like that

you can get POST

route.post(...)

I guess you're talking about reading form body params in your route.

koa-route doesn't parse those out of the request body. check out body-parsing middleware like https://github.com/koajs/bodyparser to get access to `this.request.body` which will be a map of the params.""",
      T("superagent"), T("koa-route"), T("JavaScript"), E("GET /users/:id"),
      source="https://github.com/koajs/route/issues/30", kind="issue",
      note="the route in the js fence; route.post(...) has no path; koa-route the lexicon may not know; bodyparser only "
           "in the URL; Koa not named apart"),
    R("""Issue with api url in passport.md

When using the laravel passport guide I got stuck when using the api with my own application. I figured out that laravel automaticly prepends the standard api route with `/api`.

That's why I updated th route in the api.

On a brand new laravel 5.4 I followed the passport installation instructions and the code

```
axios.get('/user')
    .then(response => {
        console.log(response.data);
    });
```

threw a 404 Not Found. [Link to docs](https://laravel.com/docs/5.4/passport#consuming-your-api-with-javascript)

When updating the url to `/api/user` it finally worked. This is my first attempt on using passport tho, if i did anything wrong please correct me 😄""",
      T("Laravel"), T("Laravel Passport"), T("Axios"), E("GET /api/user"),
      source="https://github.com/laravel/docs/pull/3295", kind="issue",
      note="the client's axios.get, with the path that works (/api/user, doubtful: the method given by the call before the "
           "path was changed); the GET /user answered 404 -- not labelled; passport.md bare; 'passport' alone is Laravel "
           "Passport here (not the Node library); JavaScript only in the docs' URL"),
    R("""problem to get laravel api route and that always get in laravel.blade.php as xhr(html)

Hi 
Thank you for your Great work. That's very good.

So i have problem to get a laravel controller as a api. i try any ways for one weekend and so dissapointed. now i have one table name 'personal' is migrated true. that's have controller named 'app/Http/controllers/Api/PersonalController' and there class is 'app/Personal' and the resource are 'app/Http/Resources/PersonalCollection'. inside 'route/api.php' controller are routed true.
that's have on command 'php artisan route:list' true. so inside 'resources/js/api/tabel.js' i add the below code:
`export function getPersonal() {
  return request({
    url: '/personal',
    method: 'get',
  });
}`
then create a vue component for test it like this:

so after run server and 'npm run watch' inside browser console have an error say `TypeError: response.data is undefined` and inside browser network personal are loaded as xhr couses and html type. that's header are passed OK but in Response are loaded laravue default page.
this page are routed on 'route/web.php' as {any}

i try other way like SPA, direct request, loaded axios inside component and etc but all wayes return this problem.""",
      T("Laravel"), T("Artisan"), T("npm"), T("Vue"), T("Axios"),
      F("route/api.php"), F("resources/js/api/tabel.js"), F("route/web.php"),
      source="https://github.com/tuandm/laravue/issues/31", kind="issue",
      note="the screenshot left out; the client's request gives get and /personal, answered by the web catch-all route "
           "(doubtful: the API route is under /api) -- not labelled; the controller, model and resource are written as "
           "class paths without an extension -- not labelled, doubtful; laravel.blade.php bare; laravue the project "
           "itself; php artisan is Artisan"),
    R("""Api call not working, got errors while call any of api

Hello, I've cloned your URL to download the demo project.

After that, i've used this command:

- Copy .env.example file to .env and edit database credentials there
- Run composer install
- Run php artisan key:generate
- Run php artisan migrate
- Run npm install
- Run npm run dev

Then i've register one user and try to login. Login successful, but when i try to create new company, i got this error:

> Error: Request failed with status code 404
>     at createError (app.js:1031)
>     at settle (app.js:31164)
>     at XMLHttpRequest.handleLoad (app.js:905) 

When i see in network tab, there's 404 error when calling an api.

Can you please help me with this??

Thanks,

@hiren004 check what URLs are you calling, and what should be URLs in `routes/api.php` file, also check your `.env` file for `APP_URL`. Also check what is your `/public` folder. Probably one of these settings are not correct so API is calling different URL than it should.""",
      T("Composer"), T("Artisan"), T("npm"), F("routes/api.php"),
      source="https://github.com/LaravelDaily/Laravel-Vue-First-CRUD/issues/7", kind="issue",
      note="app.js in the stack bare; .env and .env.example bare; /public a folder; the failing API call's path never "
           "written -- no endpoint; Laravel not named in the kept text"),
    R("""Can't get the user data

I copied your whole code to my project but after login, I can't get the user data through api/user route so pls help me in this situation.

Pls check my problem 👎

This repo is an open-source project, it's an effort I made to share some knowledge and help the community, so please show some patience and respect when asking for help, I work and I study at the university, so at least make some effort to encourage me so i can invest some time on Github.

this issue doesn't contain enough information and details about the env and the issue itself for me to help you out, but you probably didn't follow the README.md and it's a setup issue.""",
      source="https://github.com/HijenHEK/laravel-vue-sanctum-spa/issues/12", kind="issue",
      note="nothing: api/user has no leading slash and no method; README.md bare; Github a site; Laravel, Vue and Sanctum "
           "only in the repository's name"),
    R("""Whitelabel Error Page This application has no explicit mapping for /error, so you are seeing this as a fallback.

Chapter-05, when I click the **http://localhost:6464/account**, I am getting the below error

```
Whitelabel Error Page
This application has no explicit mapping for /error, so you are seeing this as a fallback.

Fri Oct 19 00:37:03 IST 2018
There was an unexpected error (type=Not Found, status=404).
No message available
```

Please check the AccountController's mapping, http://localhost:6464/accounts""",
      source="https://github.com/PacktPublishing/Mastering-Spring-Boot-2.0/issues/7", kind="issue",
      note="nothing: the paths only inside URLs and without a method; /error a fallback mapping with no method; "
           "AccountController an identifier; Spring Boot only in the repository's name"),
    R("""Route API not work in Laravel 6

Hi,

I try to implement your package and use Vue Component but the route API return 404 error

Good catch! There was a mistake in the Vue Component example
I fixed it in https://github.com/mydnic/laravel-subscribers/commit/c00f5643135ed01977ecc68fe29626f9055b311e

I just tagged v1.2.1 you will need to republish the component
Or just change `/api/subscriber` to `/subscribers-api/subscriber`""",
      T("Laravel"), T("Vue"),
      source="https://github.com/mydnic/kanpen/issues/14", kind="issue",
      note="the two paths have no method -- no endpoint; laravel-subscribers only in the URL"),
    # ---------------------------------------------------------------- Flask login routes, MEAN tutorials, environment reports
    R("""Error 500 on Basic Usage sample

Hi!

I'm just testing the Basic Usage sample and doing a POST to /login without parameters is giving 500 internal server error

```python
    username = request.json.get('username', None)
AttributeError: 'NoneType' object has no attribute 'get'
```
The request should be checked with
```python
if request.is_json:
```

Fair enough. Another thing that should be updated there is `request.get_json()` instead of `request.json` (http://flask.pocoo.org/docs/0.12/api/#flask.Request.get_json).

Do you want to make a pull request to update these?

Sure""",
      T("Python"), E("POST /login"),
      source="https://github.com/vimalloc/flask-jwt-extended/issues/74", kind="issue",
      note="the sample app's own /login route answers the POST with a 500; Flask only in the docs' URL and the dotted "
           "flask.Request -- not labelled, doubtful; the python fences"),
    R("""create new api for login from mobile app

I tried ... even not sure if I understand my own python ^^

Good job mate!

api/views.py
```diff
@@ -1,10 +1,10 @@
 import json
 
 from flask import request, Response
```
`from flask import request, Response, jsonify`

api/views.py
```diff
@@ -37,3 +37,12 @@ def api_user(id):
     if 'email' in data['socials']:
         data['socials']['email'] = 'hidden'
     return Response(json.dumps(data), mimetype='application/json')
+
+
+@app.route('/api/login/', methods=['get', 'post'])
+def api_login():
+    response = request.json
```
seems like you're not using this""",
      T("Python"), T("Flask"), F("api/views.py"), E("GET /api/login/"), E("POST /api/login/"),
      source="https://github.com/neomad-team/neomad.org/pull/305", kind="issue",
      note="a review thread: the reviewed file's path heads each comment; the route's methods written lower-case; Flask "
           "through its import; python lower-case; the diff fences no language"),
    R("""Registration error - Internal Server Error

During the registration call, the server returns Error 500

Posman URL: **http://localhost:5000/api/users/register**

POST Request Body:

```json
{
    "username":"test",
    "password":"pass", 
    "email":"test@appseed.us"
}
```

POSTMAN Response:

```log
<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">
<title>500 Internal Server Error</title>
<h1>Internal Server Error</h1>
<p>The server encountered an internal error and was unable to complete your request. Either the server is overloaded or
\tthere is an error in the application.</p>
```

**Flask Log**

```python
PS D:\\work\\repo-api-servers\\api-server-flask> flask run
 * Serving Flask app ".\\run.py"
 * Environment: production
   WARNING: This is a development server. Do not use it in a production deployment.
   Use a production WSGI server instead.
 * Debug mode: off
 * Running on http://127.0.0.1:5000/ (Press CTRL+C to quit)
[2021-07-14 15:49:31,974] ERROR in app: Exception on /api/users/register [POST]
Traceback (most recent call last):
  File "c:\\python38\\lib\\site-packages\\flask\\app.py", line 2447, in wsgi_app
    response = self.full_dispatch_request()
```""",
      T("Postman"), T("Flask"), T("Python"), E("POST /api/users/register"), F(".\\run.py"),
      source="https://github.com/app-generator/api-server-flask/issues/2", kind="issue",
      note="the app's own route fails on the POST, as Flask's 'Exception on /api/users/register [POST]' shows; Posman is "
           "the user's slip for Postman (not labelled apart), POSTMAN in capitals; the app module .\\\\run.py relative "
           "with a backslash; the PS prompt's folder and the site-packages path absolute; the python fence around a log"),
    R("""Add Error Handling for checking user data

Fixes #691

#### Changes proposed in this pull request:

- Adds Error checks to `response.get_json()`

CC @djmgit please review

backend/blueprint/api/controllers/loginUser.py
```diff
@@ -11,7 +11,13 @@
 
 @router.route('/login', methods=['POST'])
 def login():
-    data = request.get_json()
+    try:
+        data = request.get_json()
+    except Exception as e:
+        print(e)
```
Do we need this?

backend/blueprint/api/controllers/loginUser.py
We can add `logging`. your views?

no""",
      F("backend/blueprint/api/controllers/loginUser.py"), E("POST /login"),
      source="https://github.com/fossasia/badgeyay/pull/699", kind="issue",
      note="a review thread on the blueprint's file; the blueprint's route as written (its url prefix not shown); the PR "
           "checklist cut; Flask not named (a blueprint's router only); logging Python's module"),
    R("""400: POST https://api-dev.phenopolis.org/login?

Traceback (most recent call last):
  File "/var/app/venv/staging-LQM1lest/lib/python3.7/site-packages/flask/app.py", line 1950, in full_dispatch_request
    rv = self.dispatch_request()
  File "/var/app/venv/staging-LQM1lest/lib/python3.7/site-packages/flask/app.py", line 1936, in dispatch_request
    return self.view_functions[rule.endpoint](**req.view_args)
  File "/var/app/current/views/auth.py", line 48, in login
    username = request.form[USER]
  File "/var/app/venv/staging-LQM1lest/lib/python3.7/site-packages/werkzeug/datastructures.py", line 442, in __getitem__
    raise exceptions.BadRequestKeyError(key)
werkzeug.exceptions.BadRequestKeyError: 400 Bad Request: The browser (or proxy) sent a request that this server could not understand.""",
      source="https://github.com/phenopolis/phenopolis_genomics_browser/issues/134", kind="issue",
      note="nothing: the POST's path only inside a URL (doubtful: the app's own /login); the app's views/auth.py written "
           "absolute; Flask, Werkzeug and Python only inside site-packages paths and a dotted exception name"),
    R("""Stuck on API creation

Fisrt, bought and downloaded PDF (Oct 8th 2016)

The newer versions of mongoose caused a break in code.

However,

I'm stuck now trying to figure out why I can't post a user (create) or get someone. I've decided to use MLAB and I've created a database called 'meanmachinebook'

I know that you created a database with an odd name in the book, and you don't elude to creating any collections, like User, user or users.... so not sure how to post or get from this MLAB database.

From my server.js

`// BASE SETUP
// ======================================

// CALL THE PACKAGES --------------------
var express    = require('express');        // call express
var app        = express();                 // define our app using express
var bodyParser = require('body-parser');    // get body-parser
var morgan     = require('morgan');         // used to see requests
var mongoose   = require('mongoose');
var User       = require('./app/models/user');
var port       = process.env.PORT || 8080; // set the port for our app""",
      T("Mongoose"), T("mLab"), T("Express"), T("body-parser"), T("morgan"),
      source="https://github.com/scotch-io/mean-machine-code/issues/47", kind="issue",
      note="the packages through their require() calls; MLAB in capitals is mLab; './app/models/user' an import "
           "specifier; server.js bare; morgan (the request logger) the lexicon may not know; cut inside the code where the "
           "stored copy's excerpt ends"),
    R("""Cannot get users API

I was able to get the movies and genre db working, but when I type 

> http://localhost:3900/api/users

it says `Cannot get API users`
If I type 

> http://localhost:3900/api/movies 
Then I am able to see all the movies in compass database.

 I follow all the steps above

It is working properly, I made a silly typo mistake

Am having the same problem "Cannot GET /api/users" from http://localhost:3900/api/users, i did exactly as u instructed, still the same problem only movies and genres api worked, am stucked at users""",
      T("MongoDB Compass"),
      source="https://github.com/mosh-hamedani/vidly-api-node/issues/5", kind="issue",
      note="'Cannot GET /api/users' is Express's answer when no route accepts the request -- no endpoint; the other paths "
           "only in URLs; compass lower-case is MongoDB Compass (SURFACES, doubtful)"),
    R("""The devServer proxy won't work with axios while using full path baseUrl

### Version
3.4.0

### Reproduction link
[https://www.can-not-provide-a-minimal-reproduction-link.com](https://www.can-not-provide-a-minimal-reproduction-link.com)

### Environment info
```
  System:
    OS: Linux 4.14 Manjaro Linux undefined
    CPU: (8) x64 Intel(R) Core(TM) i5-8250U CPU @ 1.60GHz
  Binaries:
    Node: 10.12.0 - ~/.nvm/versions/node/v10.12.0/bin/node
    Yarn: 1.13.0 - /usr/bin/yarn
    npm: 6.4.1 - ~/.nvm/versions/node/v10.12.0/bin/npm
  Browsers:
    Chrome: Not Found
    Firefox: 64.0.2
```""",
      T("Axios"), T("Linux"), T("Manjaro"), T("Node.js"), T("Yarn"), T("npm"), T("Firefox"),
      source="https://github.com/vuejs/vue-cli/issues/3423", kind="issue",
      note="an environment report, cut after the browsers (the npmPackages list and the description left out); Chrome "
           "reported Not Found -- not labelled, doubtful; nvm only inside the paths; the binaries' paths absolute or "
           "under ~; devServer is Vue CLI's option (Vue CLI not named in the kept text)"),
]
