"""Real technical texts, part A: GitHub issue and pull-request threads (error handlers, API
routes, authentication, environments).

Each text is a paragraph or two of one thread kept as written; where the thread's title carries
the point (an endpoint, a file) it opens the text, separated from the body by a blank line.
Labels follow DESIGN.md §4 "Extraction": technologies by their lexicon name (else their usual
official spelling), relative file paths as written (absolute paths and bare file names are not
files of the workspace), endpoints as "METHOD /path" (or "/path" when the text names no method).
"""

from real_corpus import E, F, R, T

CASES = [
    R("The following shows that errorHandler is called on every request. The connect middleware checks how many parameters the middleware accepts and only calls middleware with 4 parameters if there is an error. It would be nice if express respected this and we could define route based errorHandlers.\n\n```\nvar app = require('express')();\n\nfunction errorHandler(err, req, res, next) {\n  console.log('in errorHandler');\n  console.log(err);\n}\n\napp.get('/', [errorHandler], function(req, res) { app.send('hello world'); });\napp.listen(3001);\n```",
      T("Express"), T("Connect"), E("GET /"),
      source="https://github.com/expressjs/express/issues/1060", kind="issue",
      note="lower-case express as the subject of a sentence; the root route as the code defines it (issue #20 part 11)"),
    R("For some reason this doesn't work at all for me in express-4.1.1\nfollowing the doc http://expressjs.com/guide.html#error-handling\nis this a bug perhaps?\n\nSimple express with custom error handler middleware.\n\n``` javascript\nvar express = require('express');\nvar app = express();\n\napp.use(function(err, req, res, next) {\n  console.log(err);\n  res.send(500, 'internal server error');\n});\napp.listen(3000);\n```",
      T("Express"), T("JavaScript"),
      source="https://github.com/expressjs/express/issues/2090", kind="issue"),
    R("I am currently having trouble defining a simple custom error handler for some simple project. Here is my code:\n\n``` javascript\nvar express = require('express');\nvar app = express();\n\napp.get('/', function (req, res) {\n  res.send('Hello World!');\n});\n\napp.use(function(err, req, res, next) {\n  console.log('test');\n  res.status(500).send(\"custom error handler called\");\n});\n\nvar server = app.listen(3000, function () {\n  console.log('Example app started');\n});\n```\n\nI am trying to trigger my handler by requesting '/toto' which isn't supported by my server but express default error handler seems to be always called instead of mine. Am I missing some point here?",
      T("Express"), T("JavaScript"), E("GET /"),
      source="https://github.com/expressjs/express/issues/2718", kind="issue",
      note="'/toto' is a request that failed, not an endpoint of the app; the root route as the code defines it (issue #20 part 11)"),
    R("I missed the part where it says \"You define error-handling middleware last, after other app.use() and routes calls\" in https://expressjs.com/en/guide/error-handling.html - so the error handler isn't firing. This means that the logged errors to not include the `error` object.\n\nThis moves things around to fix that.",
      source="https://github.com/overleaf/filestore/pull/89", kind="issue",
      note="the framework is named only inside a URL"),
    R("Sample to reproduce :\nvar http = require('http')\n  , express = require('express')\n  , app, server;\n\napp = express();\nserver = http.createServer(app);\napp.get('/', function (req, res) {\n  throw new Error('some error');\n}).use(function(err, req, res, next) { // next argument is useless, but if it is not present then the error middleware is not called (the default one is called instead)\n  res.status(500).send('it works !');\n});\nserver.listen(3000);\n\nexpress version : 4.7.2",
      T("Express"), E("GET /"),
      source="https://github.com/expressjs/express/issues/2289", kind="issue",
      note="unfenced code, lower-case name with a version; the root route as the code defines it (issue #20 part 11)"),
    R("Was added status code 400 (Bad Request) for `/users/{id}` PATCH method\n\n<img width=\"747\" alt=\"image\" src=\"https://github.com/ita-social-projects/SpaceToStudy-BackEnd/assets/56305508/7c638415-f245-4fee-82d2-96d1ba7069c7\">\n\n**Fixed:** #650",
      E("PATCH /users/{id}"),
      source="https://github.com/ita-social-projects/SpaceToStudy-BackEnd/pull/666", kind="issue",
      note="the method after the backticked path"),
    R("'/api/patch/{invalidPatchID}/comments' should return HTTP 404\n\nInstead an empty response (`[]`) is returned.",
      source="https://github.com/getpatchwork/patchwork/issues/225", kind="issue",
      note="an endpoint named without a method"),
    R("Implement creation of users through APIv3 according to the specification. Implementation-wise, this will take over the strcuture of the abstractions used in the POST /api/v3/users endpoint.\n\nAn open issue is the updating of a user's own account, since in OpenProject, that requires password confirmation to continue (when the user is internally authenticated).",
      E("POST /api/v3/users"), T("OpenProject"),
      source="https://github.com/opf/openproject/pull/4955", kind="issue"),
    R("Version: v8.0.4 build 17196 (gc29bdbdac)\nPHP: 8.3.19\nOS: Windows 11 running IIS\n\nhttps://snipe-it.readme.io/reference/usersid-2\nWhen using the Users API, I am able to run GET commands to be able to pull a user details - but as soon as I try to run a PATCH or PUT or change their profile with the API, I get a 404 not found error.\n\nUsing Postman to demonstrate, I'm able to pull user ID 1 successfully with a GET.",
      T("PHP"), T("Windows"), T("IIS"), T("Postman"),
      source="https://github.com/grokability/snipe-it/issues/16548", kind="issue",
      note="an environment block; methods without paths"),
    R("I try to use openid connect with Tomcat 9.0. \n\nI send a request like this\nhttps://federate.abcd.com/as/authorization.oauth2?client_id=aaa&redirect_uri=http://localhost:20000/Callback&response_type=code&scope=openid%20email%20profile&state=abc\n\nAfter login, it will redirect back to \nhttp://localhost:20000/Callback?code=Mqwo3SSfAAp6uFfOViUfIxxxxxxxxxxxxxxxxxx&state=abc\n\nHowever, what next?\n\n I do not understand how to decode the \"code\"? \nhow to write the callback?\nhow to get the email from code?",
      T("OpenID Connect"), T("Tomcat"),
      source="https://github.com/boylesoftware/tomcat-oidcauth/issues/21", kind="issue"),
    R("lib/common/components/Login.js:26\n```diff\n+export default function Login ({\n+  redirectOnSuccess = window.location.path || '/home'\n+}: Props) {\n+  const auth0 = useAuth0()\n+  const { isAuthenticated, isLoading } = auth0\n+  useEffect(() => {\n+    if (!isLoading && redirectOnSuccess) {\n+      if (!isAuthenticated) {\n+        // Show the login page if the user state is not logged in.\n+        auth0.loginWithRedirect({\n+          appState: {\n+            returnTo: redirectOnSuccess\n```\n**daniel-heppner-ibigroup**:\nIs this just the regular `auth0` library? I don't think this is the correct argument structure for the redirect url. Perhaps that is why I'm having trouble logging in?",
      F("lib/common/components/Login.js"), T("Auth0"),
      source="https://github.com/ibi-group/datatools-ui/pull/834", kind="issue",
      note="a review thread's file:line header"),
    R("Similarly to https://github.com/auth0/docs/pull/9339 I found the old `${manage_url}.auth0.com/login/callback` and replaced it with `https://${account.namespace}/login/callback` to correct",
      source="https://github.com/auth0/docs/pull/9340", kind="issue",
      note="hosts and URLs only"),
]

# ---- compiler output and Rust --------------------------------------------------------------
CASES += [
    R("when running `cargo run --example counter`  I encountered `error[E0308]: mismatched types   --> src/stack.rs:191:13` error.\n\nI try to fix this.\n\nHey! I'm not seeing that error.\n\nI'm using rustc 1.59.0 (9d1b2106e 2022-02-23). Which version are you on?",
      F("src/stack.rs"), T("Cargo"), T("Rust"),
      source="https://github.com/audulus/rui/pull/3", kind="issue"),
    R("There is a mismatch between function arguments and the data provided...\n```\n   Compiling playground v0.0.1 (/playground)\nerror[E0308]: mismatched types\n --> src/main.rs:2:13\n  |\n2 |     if b == 0 {\n  |             ^\n  |             |\n  |             expected `f64`, found integer\n  |             help: use a float literal: `0.0`\n```",
      F("src/main.rs"),
      source="https://github.com/rochacbruno/py2rs/pull/36", kind="issue"),
    R("The [Comparing guesses](http://static.rust-lang.org/doc/master/book/guessing-game.html#comparing-guesses) example does not compile:\n\n```\n   Compiling rust-playground v0.1.0 (file:///home/filip/Documents/Projects/rust-playground)\nsrc/main.rs:23:21: 23:35 error: mismatched types:\n expected `&collections::string::String`,\n    found `&_`\n(expected struct `collections::string::String`,\n    found integral variable) [E0308]\nsrc/main.rs:23     match guess.cmp(&secret_number) {\n                                   ^~~~~~~~~~~~~~\nsrc/main.rs:23:21: 23:35 help: run `rustc --explain E0308` to see a detailed explanation\nerror: aborting due to previous error\nCould not compile `rust-playground`.\n\nTo learn more, run the command again with --verbose.\n```\n\nI'm running Arch Linux with rust 1.7.0.",
      F("src/main.rs"), T("Arch Linux"), T("Rust"),
      source="https://github.com/rust-lang/book/issues/84", kind="issue",
      note="lower-case 'rust 1.7.0'"),
    R("With `cargo-aoc` 0.3.0 from crates.io, regardless of whether or not `cargo-aoc` 0.2.0 was previously installed, I get the following.  Reproducible for me on CentOS 7 and Windows 10.  Rustc is 1.39.0 for both.  Uninstalling and returning to 0.2.0 fixes it.\n\n> \n> \n> error[E0308]: mismatched types\n>   --> src/main.rs:19:44\n>    |\n> 19 |         match Factory::day9_part1_original(input_day9.clone()) {\n>    |                                            ^^^^^^^^^^^^^^^^^^ expected struct `aoc_runner::ArcStr`, found a different",
      F("src/main.rs"), T("cargo-aoc"), T("CentOS"), T("Windows"), T("Rust"),
      source="https://github.com/gobanos/cargo-aoc/issues/42", kind="issue",
      note="a quoted compiler message; crates.io is a host name"),
    R("error[E0308]: mismatched types\n  --> C:\\Users\\zhengxingjian\\.cargo\\registry\\src\\mirrors.tuna.tsinghua.edu.cn-e791a3f93f26854f\\rusty_scrfd-1.2.0\\src\\scrfd.rs:89:13\n   |\n88 |         let input = match ort::inputs![input_name => input_value] {\n   |                           --------------------------------------- this expression has type `Vec<(Cow<'_, str>, SessionInputValue<'_>)>`\n89 |             Ok(i) => i,\n   |             ^^^^^ expected `Vec<(Cow<'_, str>, ...)>`, found `Result<_, _>`",
      source="https://github.com/prabhat0206/scrfd/issues/1", kind="issue",
      note="an absolute Windows path into the package cache is not a workspace file"),
    # ---- endpoints in issue threads ----------------------------------------------------------
    R("This PR adds HTTP `DELETE` method to `/keys`. This PR updates the spec so that we return a default response `{message: \"ok\"}` once the operation is successful.\n\nexp/services/keystore/keys.go\n```diff\n+\tif err != nil {\n+\t\treturn nil, errors.Wrap(err, \"getting keys blob\")\n+\t}\n+\n+\tout.KeysBlob = base64.RawURLEncoding.EncodeToString(keysBlob)\n+\tif modifiedAt.Valid {\n+\t\tout.ModifiedAt = &modifiedAt.Time\n+\t}\n+\treturn &out, nil\n+}\n+\n+func (s *Service) deleteKeys(ctx context.Context) (*encryptedKeys, error) {\n```",
      E("DELETE /keys"), F("exp/services/keystore/keys.go"),
      source="https://github.com/stellar/go-stellar-sdk/pull/1368", kind="issue",
      note="method and path in separate backticks; a path under the project's own top folder"),
    R("The DELETE /rescues/<id> endpoint is working as intended but returns an Empty (Information-less) Server Error (Status Code 500) for every request.\n\nways to reproduce:\n\n* Open new rescue by any means\n* call DELETE /rescues/<idofthenewlygeneratedcase>\n* See response body.",
      E("DELETE /rescues/<id>"),
      source="https://github.com/FuelRats/api.fuelrats.com/issues/164", kind="issue",
      note="the second DELETE is the same endpoint with a longer placeholder"),
    R("DELETE /v1/accounts raises a 500\n\n```\n$ http DELETE https://natim.alwaysdata.net/v1/accounts --auth admin:admin\nHTTP/1.1 500 Internal Server Error\nAccess-Control-Expose-Headers: Retry-After, Alert, Backoff, Content-Length\nContent-Length: 177\nContent-Type: application/json\nDate: Mon, 28 Jan 2019 20:45:56 GMT\nVia: 1.1 alproxy\nX-Content-Type-Options: nosniff\n```\n\n```\n  File \"/home/natim/kinto/kinto/kinto/plugins/accounts/views.py\", line 221, in on_account_changed\n    username = request.matchdict[\"id\"]\nKeyError: 'id'\n```",
      E("DELETE /v1/accounts"),
      source="https://github.com/Kinto/kinto/issues/2009", kind="issue",
      note="the traceback's path is absolute"),
    R("On page django_views, I am instructed to open up a file called blog/views.py\n\nHowever, this file does not exist -- it apparently wasn't created for me. It's easy enough to create it, but it wasn't created automatically.\n\n### Operating system\n\nI doubt it matters but I'm running the tutorial on Windows.",
      F("blog/views.py"), T("Windows"),
      source="https://github.com/DjangoGirls/tutorial/issues/1334", kind="issue",
      note="a path under the project's own top folder"),
    R("The views.py file is to create custom views, not admin views (admin.py), and this is an admin based app.\n\nThe file you mentioned was created automatically by the `django-admin` script when I executed the command to create the scaffolding project.\n\nAbout whether the project works or not in Windows: it should work, I followed the Django guidelines to create the project in the most \"standard\" way, it's a typical Django project, you can launch it as any other Django project, so it should work, but I only tested it with Linux.",
      T("Django"), T("Windows"), T("Linux"),
      source="https://github.com/mrsarm/django-coleman/issues/4", kind="issue",
      note="bare file names are not paths"),
]
