"""A nineteenth fresh held-out set ("fresh-19"), GitHub issue and pull-request threads from the everyday
mainstream, in repositories none of the earlier sets used -- Vite aliases, Vue CLI, Next.js route handlers, the
Angular CLI's ng serve and webpack's entry errors, React Native's Android builds; Express, Fastify and Koa routes
with body-parser, koa-body and multipart plugins, MEAN tutorials with Mongoose; Flask and FastAPI routes served by
Uvicorn, Django answering 405, SQLAlchemy and Flask-SQLAlchemy errors; Spring Boot with Spring Security, Swagger UI
and Thymeleaf; gorilla-style Go routers and gorouter; Laravel behind Nginx; Sequelize CLI and TypeORM migrations;
Docker Compose stacks with PostgreSQL, Kubernetes pods in CrashLoopBackOff, Helm charts, Terraform providers, GitHub
Actions workflows and GitLab CI's docker-in-docker; environment reports (`dotnet --info`, bug templates with their
OS, Node.js and version fields) -- each a paragraph or a few lines of one thread kept as written (code blocks, logs,
tracebacks and environment dumps as they appear, trimmed, screenshots dropped; the comments of a thread joined
without their author lines; review threads with the reviewed file's path heading each comment), with the thread's
title opening the text.

Every text was taken from a stored public copy of the thread at the address given and labelled by hand without
running the extractor on it, by the earlier sets' conventions: technologies under their usual canonical name (any
spelling in the text: lower-case names, versions glued on, misspellings a reader still recognises), also tools the
lexicon may not know, a code fence's language (not a shell's); data formats, everyday shell utilities, sites and
placeholders not labelled, nor names only inside URLs, absolute or dependency paths (node_modules/...), log lines'
dotted identifiers or response headers; relative file paths as written (./ and a Windows path's backslashes kept,
a line's :N left out), bare file names, folders, globs and import specifiers not; an endpoint only as "METHOD
/path", when the text gives the method for that path (a route in code -- app.post, router.get, fastify.post,
@app.route with its methods list, @app.post, HandleFunc(...).Methods(...), router.POST --, a request the app's own
route answers, even with an error, a client call with its method) and writes the whole path with its leading slash,
as written -- a request no route accepts (404, 405, "No route matches", "Cannot GET"), a route whose full path under
a prefix is not written, a slash-less route and a path only inside a URL are not labelled. Nobody tunes the
extractor on these texts: the benchmark scores them as their own split (``--split fresh-19``).
"""

from real_corpus import E, F, R, T

SURFACES = {
    "Angular CLI": ("angular-cli",),
    "MongoDB": ("mongo shield",),
    "Sequelize CLI": ("sequelize-cli",),
    "fastify-autoload": ("fastify-autoloader",),
    "DigitalOcean": ("Digital Ocean",),
    "Gorilla Mux": ("Gorilla",),
    "express-status-monitor": ("status-monitor",),
    "GitLab Runner": ("gitlab-runner",),
    "GitLab CI": ("gitlab CICD", "gitlab-ci"),
}

CASES = [
    # ---------------------------------------------------------------- Vite, Vue CLI, Next.js, Angular, webpack
    R(r"""Using @ vite alias causes import resolution to fail

Hi! I'm using the @ vite alias in my project (which is the default one btw) and it overlaps with your alias. My guess is that the problem is with the `'@/css/style.css' `import line in `install.ts` file, because that's the only import that leaves the @ alias unchanged after compilation. You can see the error `Failed to resolve import "path_to_my_project/src/css/style.css" from "node_modules/.vite/deps/@websitebeaver_vue-magnifier.js?v=9e4030c4".` in the screenshot below.

Also, pay attention to the fact that this css file is not included in the built library after compilation.

As a workaround i created `/src/css/style.css` file in my project with contents of your file and it seems to be working.

Should be fixed in **1.0.1** as per the following commit:  b8429873ebd0069468e4906f2d53dbcaecb6bb2b.""",
      T("Vite"),
      source="https://github.com/D-Marc1/vue-magnifier/issues/1", kind="issue",
      note="screenshots dropped; vite lower-case; '@/css/style.css' an alias import specifier; "
           "path_to_my_project/src/css/style.css a placeholder for an absolute path, /src/css/style.css written "
           "absolute, node_modules/.vite/... a dependency path -- no file; install.ts bare; 'css file' a file type"),
    R(r"""Could not resolve "@/App.vue"

Hello everyone! Thanks for this great plugin.

Beginner question here: I tried setting it up but get `Could not resolve "@/App.vue" (mark it as external to exclude it from the bundle)` when running. According to the readme, `@` should be auto-resolved. Am I missing something? 

I tried adding 

```javascript
// vue.config.js
{
  // ...
  pluginOptions: {
    vite: {
       alias: {
         '@': path.resolve(__dirname, './src'), // this
         '@/': path.resolve(__dirname, './src/'), // and also this
       },
  },
}
```

but none worked. Any help would be greatly appreciated! I'm using a Vue 2 app built with Vue CLI (+ Vuetify)

@miguelrk 
Hi there. First of all, make sure to use latest version v0.3.2. ( pluginOptions.vite.alias is no need since v0.2.2. )
you can add console.log in `L66` of your local `./node_modules/vue-cli-plugin-vite/config/index.ts` file, see what alias finally output.
without a reproduction repo, it is hard to share some help for you.

Hey @IndexXuan ! Thanks for the quick response! The aliases are indeed resolved correctly The problem was I should have been running `npm run vite` instead of simply `vite`. That did it. Maybe add `npm run vite` after the `vue add vite` line in the usage section of the README?""",
      T("JavaScript"), T("Vue"), T("Vue CLI"), T("Vuetify"), T("npm"), T("Vite"),
      source="https://github.com/IndexXuan/vue-cli-plugin-vite/issues/14", kind="issue",
      note="JavaScript from the fence; Vue with its version; vite as a command and a config key; the plugin "
           "(vue-cli-plugin-vite) named only inside a node_modules path -- not labelled; './src' a folder, "
           "vue.config.js bare, @/App.vue an alias specifier"),
    R(r"""Next.js 13 with app folder?

Hello,

I have tested next-api-handler with Next 13 (app folder), but I have this error:

```sh
error - No HTTP methods exported in '/Users/nico/projects/example/src/app/api/auth/route.ts'. Export a named export for each HTTP method.
```

It's not compatible with Next.js 13 (app folder)?""",
      T("Next.js"), T("next-api-handler"),
      source="https://github.com/howard86/next-api-handler/issues/96", kind="issue",
      note="the sh fence names no shell; the route file's path is absolute -- no file; next-api-handler is the "
           "library the user tried, by its package name"),
    R(r"""ERROR in AppModule is not an NgModule

Hi, I got this weird error right after running ng serve

`ERROR in AppModule is not an NgModule ERROR in ./src/main.ts
Module build failed: TypeError: Cannot read property 'newLine' of undefined
    at Object.getNewLineCharacter (C:\Users\aloua\Documents\AngularApps\ChoufTvPlus-Front\Angular2_CLI_Starter\node_modules\typescript\lib\typescript.js:9420:20)
    at Object.createCompilerHost (C:\Users\aloua\Documents\AngularApps\ChoufTvPlus-Front\Angular2_CLI_Starter\node_modules\typescript\lib\typescript.js:62469:26)
    at Object.ngcLoader (C:\Users\aloua\Documents\AngularApps\ChoufTvPlus-Front\Angular2_CLI_Starter\node_modules\@ngtools\webpack\src\loader.js:341:33)
 @ multi webpack-dev-server/client?http://localhost:4200/ ./src/main.ts`

Any help is appreciated

After installing angular-cli@1.0.0-beta.11-webpack.8 version everything was fixed
Closing now, I hope it helps someone facing the same issue
Cheers""",
      T("Angular CLI"), T("Webpack"), F("./src/main.ts"),
      source="https://github.com/coreui/coreui-free-bootstrap-admin-template/issues/108", kind="issue",
      note="ng serve is the Angular CLI's command; angular-cli with its webpack build tag (SURFACES; fresh-15 read "
           "the same tag as Webpack); TypeScript and @ngtools/webpack only inside node_modules paths, "
           "webpack-dev-server only as the log's module request -- not labelled (doubtful)"),
    R(r"""using webpack without config file: can't resolve ./src message error

Hi,

webpack 4.x.x can be used without configuration file (as said at https://webpack.js.org/concepts/  - "Since v4.0.0 webpack does not require a configuration file"). 
What is not said  explicitly is that the root file must be **index.js**. If you put any other file name at src folder the error message is : 
```
ERROR in Entry module not found: Error: Can't resolve './src' in '/home/leandro/repositorios-git/INE5646-2018/teste_webpack'
```
My sugestion: Alter docs and error message to let explicit the real cause of the problem: file ./src/index.js not found.

  Leandro

Taking over this

I'm still getting this error when using a config file.""",
      T("Webpack"), F("./src/index.js"),
      source="https://github.com/webpack/webpack.js.org/issues/2035", kind="issue",
      note="'./src' a folder, index.js bare, the project's folder absolute"),
    R(r"""ERROR in Entry module not found: Error: Can't resolve './src'

I followed the [tutorial ](https://github.com/NebulousLabs/skynet-workshop/tree/master/intro)step by step, but on Windows 10 I got this error for `npx webpack` command:

`ERROR in Entry module not found: Error: Can't resolve './src' in 'C:\path\to\Intro'`

Sorry, this is invalid, I reinstalled evetything and named the src/main.js to src/index.js, and it worked. As a newbie webpack user, it's a bit confusing that I need name my input file as index.js while the output is main.js.""",
      T("Windows"), T("Webpack"), F("src/main.js"), F("src/index.js"),
      source="https://github.com/NebulousLabs/skynet-workshop/issues/6", kind="issue",
      note="npx is npm's runner, not labelled; C:\\path\\to\\Intro an absolute placeholder; index.js and main.js bare"),
    R(r""""react-native run-android" isn't working for me

**I get this error:**
```
FAILURE: Build failed with an exception.

* What went wrong:
A problem occurred configuring project ':react-native-device-info'.
> failed to find Build Tools revision 25.0.2

* Try:
Run with --stacktrace option to get the stack trace. Run with --info or --debug option to get more log output.

BUILD FAILED

Total time: 2 mins 3.959 secs
Could not install the app on the device, read the error above for details.
Make sure you have an Android emulator running or a device connected and have
set up your Android development environment:
 #https://facebook.github.io/react-native/docs/android-setup.html
```

**What shoul I do?**

Hi Emiliano,

Seems like the SDK Build - Tools is not installed. If you followed the React Native tutorial, it only asked you to install 23.0.1.

You can install v25.0.2 by going to your "Android Studio". Look at the header menu under the SDK Manager as shown:""",
      T("React Native"), T("Android"), T("Android Studio"), T("react-native-device-info"),
      source="https://github.com/mcnamee/react-native-starter-kit/issues/88", kind="issue",
      note="screenshot dropped; react-native run-android is React Native's CLI; react-native-device-info the library "
           "whose Gradle project fails (Gradle itself not named); the SDK Manager part of Android Studio"),
    # ---------------------------------------------------------------- Express, Fastify, Koa and Mongoose
    R(r"""post requests handling not working

In `routes.js`, I tried creating a new POST based route handling in this way:

    app.post('/test', (req, res, next) => {
        console.log('test');
        console.log(req.body);
        res.end();
    });

But unfortunately it's not working whereas multiple get requests are working perfectly fine. @maciejsikora Can you please point out if I'm making any mistake?

I think it was because of [body-parser](https://github.com/expressjs/body-parser), It's working fine now after installation of body-parser.

I am glad that You successfully solve the problem

Thanks. I really liked that boilerplate and gonna use this setup for my new app. 👍""",
      T("body-parser"), E("POST /test"),
      source="https://github.com/maciejsikora/node-express-babel-boilerplate/issues/2", kind="issue",
      note="the route in code gives the method; routes.js bare; Express never named (only the repository's name)"),
    R(r"""Form error because req.body is undefined on LocalLibrary Tutorial

### MDN URL

https://developer.mozilla.org/en-US/docs/Learn/Server-side/Express_Nodejs/forms/Create_genre_form

### What specific section or headline is this issue about?

Controller—post route section

### What information was incorrect, unhelpful, or incomplete?

`
    var genre = new Genre(
      { name: req.body.name }
    );
`

For this part to work you need to add in the app.js `app.use(express.urlencoded())` (Express 4.16+) , in older version you need to install body-parser package.

if you dont do this , req.body return undefined.

### What did you expect to see?

A step that tell the user to add the required line of code in the app.js file. 

### Do you have any supporting links, references, or citations?

Contains key-value pairs of data submitted in the request body. By default, it is undefined, and is populated when you use body-parsing middleware such as [express.json()](https://expressjs.com/es/api.html#express.json) or [express.urlencoded()](https://expressjs.com/es/api.html#express.urlencoded).

Source: https://expressjs.com/es/api.html#req.body""",
      T("Express"), T("body-parser"),
      source="https://github.com/mdn/content/issues/14973", kind="issue",
      note="MDN is the site; Node.js only inside the URL (Express_Nodejs); app.js bare; the post route has no path"),
    R(r"""Routing issue 404 error not found

I have two routes:

```
@Get()
  async ping(): Promise<string> {
  }

@Post('payment)
  async payment(@Body() data: any, @Req() request: Request): Promise<void> {
  }
```
For some reason when I post to `payment` route I've got an 404 error:
```
{
  "statusCode": 404,
  "message": "Cannot GET /paymentIntent",
  "error": "Not Found"
}
```

However the default get `ping()` route works fine.

I did upload my app following this article https://trilon.io/blog/deploying-nestjs-to-zeit-now

Here my `now.json`

```
{
  "version": 2,
  "name": "api-test2",
  "builds": [
    {
      "src": "main.js",
      "use": "@now/node"
    }
  ],
  "routes": [
    {
      "src": "/(.*)",
      "dest": "main.js"
    }
  ]
}
```

Fixed, had wrong request in vscode-restclient when testing the thing.""",
      T("vscode-restclient"),
      source="https://github.com/TrilonIO/zeit-now-nestjs/issues/6", kind="issue",
      note="screenshot dropped; NestJS and ZEIT Now only in the article's URL (@now/node a builder's package name in "
           "the config); @Post('payment) is slash-less, 'Cannot GET /paymentIntent' a request no route accepts -- no "
           "endpoint; now.json and main.js bare; vscode-restclient, VS Code's REST Client extension, by its name"),
    R(r"""POST

Hello,
nice job dude!

i have a problem with the POST route. 
i'm trying to send a json to the POST endpoint using the Postman app, the json looks like this:
{
	"login": "nature",
	"senha": "123",
	"nome": "Nature"
}

but i receive a 400 error saying this:
{
    "statusCode": 400,
    "error": "Bad Request",
    "message": "null value in column \"login\" violates not-null constraint"
}

it looks like the json that i'm trying to send is not being understood by the app server. 
Can you help ?

PS: the other endpoints (GET) are working pretty well

@NaturesProphet there is a major update, please try the new version, please. Closing this for now.""",
      T("Postman"),
      source="https://github.com/nestjsx/crud/issues/3", kind="issue",
      note="the POST route and the GET endpoints have no path -- no endpoint; json a format"),
    R(r"""GET endpoint for users

Description
Your task is to create a GET API endpoint that will retrieve all users and all data attached to them.

Acceptance Criteria
API endpoints must be functioning and working with MongoDB.

Steps:

Use mongoose to connect Schema and get users, similar to bootcamp.
Getting All Events /api/users
Getting Individual Event /api/users/[userId]""",
      T("MongoDB"), T("Mongoose"), E("GET /api/users"), E("GET /api/users/[userId]"),
      source="https://github.com/hack4impact-calpoly/slo-beaver-brigade/issues/16", kind="issue",
      note="judgement call: the task names the GET endpoints and lists their two paths ('Getting' is the task's verb); "
           "mongoose lower-case"),
    R(r"""Query doesn't send me back an empty array.

Hi guys!
I need help. I'm trying to make a query, but the array is empty and I can not see the error in my code. The data is getting right to the back end and if I use the same data in a direct query from the mongo shield if I return the data.
I appreciate any help you can give me.

I attach my code

router.get('/tasks/:date1/:date2', (req, res, next) => {
    console.log(req.params.date1);
    console.log(req.params.date2);
    db.studentServices.find({ "Fecha" : {$gte: req.params.date1, $lte : req.params.date2}}, (err, studentService) => {
        if(err) return next(err);
        console.log(studentService);
        res.json(studentService);
    });
});

Could you provide some data as well as the console log output for a certain scenario given date1 and date2""",
      T("MongoDB"), E("GET /tasks/:date1/:date2"),
      source="https://github.com/mongo-js/mongojs/issues/349", kind="issue",
      note="'the mongo shield' is MongoDB's mongo shell misspelt (SURFACES); mongojs, the library, only in the "
           "repository's name (db.studentServices.find its API)"),
    R(r"""415 Unsupported Media Type (POSTMAN)

### Prerequisites

- [X] I have written a descriptive issue title
- [X] I have searched existing issues to ensure the regression has not already been reported

### Last working version

-

### Stopped working in version

-

### Node.js version

16.14.2

### Operating system

Windows

### Operating system version (i.e. 20.04, 11.3, 10)

11

### 💥 Regression Report

i already add fastify-multipart plugin in my project but it's still not working.
I test it with postman -> response is 415 

### Steps to Reproduce

node v16.14.2
    "fastify": "^3.0.0",
    "fastify-autoload": "^3.10.0",
    "fastify-cli": "^2.15.0",
    "fastify-multipart": "^5.3.1",
    "fastify-plugin": "^3.0.0",

1. create project with Fastify-cli
2. install fastify-multipart
3. register fastify-multipart plugin at **plugins/multipart.js**
4.  create endpoint at routes/root.js
```javascript  
fastify.post("/uploads", async (req, rep) => {
    const data = await req.file();

    data.file; // stream
    data.fields; // other parsed parts
    data.fieldname;
    data.filename;
    data.encoding;
    data.mimetype;

    console.log(JSON.parse(data.fields));

    await pump(data.file, fs.createWriteStream(data.filename));
    rep.send();
  });
```""",
      T("Node.js"), T("Windows"), T("Postman"), T("Fastify"), T("fastify-autoload"), T("fastify-cli"),
      T("fastify-multipart"), T("fastify-plugin"), T("JavaScript"),
      F("plugins/multipart.js"), F("routes/root.js"), E("POST /uploads"),
      source="https://github.com/fastify/fastify-multipart/issues/332", kind="issue",
      note="a bug template's Node.js and OS fields; postman lower-case; the package.json dependencies labelled as "
           "earlier sets did; routes/root.js is autoloaded at the root, so the route's path as written; pump's call "
           "not labelled"),
    R(r"""Unsupported Media Type: multipart/form-data;

I'm having a project bootstrapped with fastify-cli using fastify-autoloader for route-registration.
When hitting the route with postman or browser I see the following error:
```
{
    "statusCode": 415,
    "code": "FST_ERR_CTP_INVALID_MEDIA_TYPE",
    "error": "Unsupported Media Type",
    "message": "Unsupported Media Type: multipart/form-data; boundary=--------------------------692531562187385815595956"
}
``` 

I haven't dug too deep yet but it seems that fastify isn't utilizing multer at all. A replication can be found [here](https://github.com/kinothUI/fastify-multer-error).

Cheers

Hi. You need to register the content parser of the multer plugin. Just add `server.register(multer.contentParser)` somewhere. You can find more info in the README file of this repository.

What a shame! :X

Thanks for pointing out!""",
      T("fastify-cli"), T("fastify-autoload"), T("Postman"), T("Fastify"), T("Multer"),
      source="https://github.com/fox1t/fastify-multer/issues/17", kind="issue",
      note="fastify-autoloader is fastify-autoload misnamed (SURFACES); postman and fastify lower-case; the multer "
           "plugin is fastify-multer, named only in the URL and the repository -- Multer labelled; README bare"),
    R(r"""Where is POST request data?

Hello and "arghh".. :D 
This resource router is great, but where receives a data from POST request (`create` action)? I lookup at `this.request`, but theres only **request.url, request.method and request.header**. Also try with this.params... nope.

Idea? Bug? My misunderstanding? :)
How to get POST/PUT request's data?

e.g request

``` bash
curl -X POST -H "Content-Type: application/json" -d '{"welcome": "hello", "greet": "world"}' http://localhost:3000/blog
```

``` js
var blog = new Resource('blog', {
  // POST /blog
  create: function *(next) {
    // how to get {"welcome": "hello", "greet": "world"} here
  }
});
```

Huh... koa-bodyparser needs - ok, Fck logic. Some native sugar?""",
      T("JavaScript"), T("koa-bodyparser"), E("POST /blog"),
      source="https://github.com/alexmingoia/koa-resource-router/issues/10", kind="issue",
      note="the bash fence names no shell, curl not labelled; the resource's create action answers POST /blog (its "
           "comment and the curl call); Koa only in the repository's name"),
    R(r"""not working with koa-router

as the title says

Example or something?! We are not magicians. There are tons of tests. Best proof of an issue is adding failing test.

Hi, I'm also getting a undefined body with the most minimal set up with koa router

```
var koa = require('koa'); //^1.2.4
var router = require('koa-router')();//^5.4.0
var koa_body = require('koa-better-body');//^3.0.0

var app = koa();

router
.post('/mypost',
  koa_body(),
  function *(next) {
    console.log(this.request.body) //undefined
    ...
  }
)

app.use(router.routes());

app.listen(3000);
```

My post has a application/json content type, and I try sending a raw json :/""",
      T("Koa"), T("koa-router"), T("koa-better-body"), E("POST /mypost"),
      source="https://github.com/helapkg/hela/issues/64", kind="issue",
      note="the three libraries through their require() calls and 'koa router'; the route's post gives the method"),
    R(r"""koa2 登录失败，应该使用ctx.request.body 获取post数据

```javascript
// server/controller/user.js

async login(ctx) {
    const { username, password } = ctx.query;
    ...
}
```
使用了get方式获取提交的数据，但是登录提交的方式是post，所以应该是

```javascript
// server/controller/user.js

async login(ctx) {
    const { username, password } = ctx.request.body;
    ...
}
```

Fixed

已经生成的项目可以自行改一下""",
      T("Koa"), T("JavaScript"), F("server/controller/user.js"),
      source="https://github.com/alibaba/ice/issues/1106", kind="issue",
      note="koa2 is Koa with its major version glued on; the controller's login has no route path -- no endpoint"),
    R(r"""Causes 'Not Found'

Whenever I add `koaBody` as a middleware, no matter what order, koa returns `Not Found` all the time

Can you post a code sample please?

Thanks

```
// router.js

...

const koaBody = require('koa-body');

const AuthController = require('./controllers/auth');

router.post('/login', koaBody, AuthController.login);

// controllers/auth.js

module.exports = {
	login: async function (ctx, next)  {
		console.log(ctx.request.body);
		
		ctx.body = {
			foo: 1,
		};

		await next();
	},
}
```

I figured it out, it is `koaBody()` not `koaBody`

I will PR this https://github.com/dlau/koa-body#usage-with-koa-router

Was just gonna comment, glad you figured it out! 

Indeed the docs are wrong, looking forward to the pr.""",
      T("Koa"), T("koa-body"), F("controllers/auth.js"), E("POST /login"),
      source="https://github.com/koajs/koa-body/issues/67", kind="issue",
      note="koa lower-case; koa-body through its require(); router.js bare; './controllers/auth' an import "
           "specifier, the comment's controllers/auth.js the file; koa-router only in the URL's anchor"),
    R(r"""getting a bcrypt error

I forked your code and ran npm install. Im running into this issue: Error: Illegal arguments: undefined, string

(method:Post) localhost:8080/api/auth/signup

Error: Illegal arguments: undefined, string
    at Object.bcrypt.hashSync (/Users/lordknighton/Desktop/node-js-jwt-auth-mongodb/node_modules/bcryptjs/dist/bcrypt.js:189:19)
    at exports.signup (/Users/lordknighton/Desktop/node-js-jwt-auth-mongodb/app/controllers/auth.controller.js:13:22)
    at Layer.handle [as handle_request] (/Users/lordknighton/Desktop/node-js-jwt-auth-mongodb/node_modules/express/lib/router/layer.js:95:5)
    at next (/Users/lordknighton/Desktop/node-js-jwt-auth-mongodb/node_modules/express/lib/router/route.js:137:13)
    at checkRolesExisted (/Users/lordknighton/Desktop/node-js-jwt-auth-mongodb/app/middlewares/verifySignUp.js:51:3)""",
      T("npm"), T("bcrypt"), E("POST /api/auth/signup"),
      source="https://github.com/bezkoder/node-js-jwt-auth-mongodb/issues/2", kind="issue",
      note="the request with its method reaches the app's signup route, which fails; the frames' paths absolute "
           "(bcryptjs, Express and Mongoose only inside node_modules); bcrypt named in the title's error (doubtful)"),
    R(r"""Louis Li - auth-ii

@kiadorii

index.js
```diff
+server.post('/api/register', (req, res) => {
+    const creds = req.body;
+    if (creds.username && creds.password) {
+        creds.password = bcrypt.hashSync(creds.password, 12);
+        db.insert(creds)
+            .then(ids => {
+                const id = ids[0];
+                const token = generateToken(creds.username);
+                res.status(201).json({ id, token });
+            })
+            .catch(err => {
+                res.status(500).json({ error: "Could not register a new user." });
```
**kiadorii**:
I would also suggest why the reason as to why you wouldn't be able to register a new user in this error message.""",
      E("POST /api/register"),
      source="https://github.com/bloominstituteoftechnology/node-auth3-project/pull/352", kind="issue",
      note="a review thread headed by its file (index.js bare); the diff fence names no language; bcrypt.hashSync a "
           "dotted call with no require shown -- not labelled (doubtful)"),
    R(r"""Error: data and salt arguments required

After cloned the project I've updated according to new mongoose version by adding `**'useMongoClient : true'** `. And the project is running ok.

When I send 'localhost:3000/auth/register' POST request via postman I'm getting this error. Is it a bug ? Or what have I done wrong ?

```
<!DOCTYPE html>
<html lang="en">
    <head>
        <meta charset="utf-8">
        <title>Error</title>
    </head>
    <body>
        <pre>Error: data and salt arguments required
            <br> &nbsp; &nbsp;at Object.hashSync (/home/pankaja/Projects/Nodejs/Tutorial/todoApp/RESTfulAPITutorial/node_modules/bcrypt/bcrypt.js:71:15)
            <br> &nbsp; &nbsp;at exports.register (/home/pankaja/Projects/Nodejs/Tutorial/todoApp/RESTfulAPITutorial/api/controllers/userController.js:9:34)
```""",
      T("Mongoose"), T("Postman"), E("POST /auth/register"),
      source="https://github.com/generalgmt/RESTfulAPITutorial/issues/6", kind="issue",
      note="the POST request reaches the app's register route, which fails in bcrypt (named only in the frame's "
           "node_modules path); mongoose and postman lower-case; the HTML a format"),
    R(r"""```healthcheck``` Failed for succesful host request

Hi, 

I develop in NodeJS. I would like to assign the ```/healthcheck``` on status-monitor initialization. The library provides a clear way to achieve it. However, even though I follow the given instructions, the route ```/status``` still gives the response "FAILED", even though the app is healthy. The ```healthCheck``` controller as well as library import and router are below.

```
import express from 'express';
export const router = express.Router();

export const healthCheck = async (req, res, next) => {
  log('debug', 'healthCheck controller called');

  res.status = 200;
  
  res.send({
    message: 'Sappio server running',
    version: pkg.version,
  })
}

router.get(
  '/healthcheck', 
  healthCheck
);
```

Do you know the reason for this non-working scenario?""",
      T("Node.js"), T("Express"), T("express-status-monitor"), E("GET /healthcheck"),
      source="https://github.com/RafalWilinski/express-status-monitor/issues/195", kind="issue",
      note="NodeJS as written; Express through its import; status-monitor is express-status-monitor (SURFACES); the "
           "monitor's /status page has no method -- only the router's GET route"),
    R(r"""feat: add /health endpoint for platform health checks

Adds a `/health` GET endpoint that returns HTTP 200 immediately, giving platform health checkers (Heroku, uptime monitors, load balancers) a fast, reliable signal that the process is alive.

## Problem
The server had no dedicated health route. Health checks from Heroku or other infrastructure would hit a full application route, which may perform database work or be gated behind heavier middleware. During DB reconnect delays or cold starts, those checks could fail or time out, causing unnecessary restarts.

## Changes
- Adds `router.get('/health', (req, res) => res.sendStatus(200))` in `routes/index.js`, registered before the heavier sub-routers so it responds as early as possible.

## Risk & testing
The route is a single line with no side effects and no database access. It cannot break any existing route because `/health` was previously unhandled. Low risk; `node --check` passes.""",
      T("Heroku"), T("Node.js"), F("routes/index.js"), E("GET /health"),
      source="https://github.com/qbreader/website/pull/542", kind="issue",
      note="node --check is Node.js's command; the router is mounted at the root as the text says"),
    R(r"""Deletion doesn't work

The response of server to delete request to "url/id" is "500 (internal server error)"

Error on delete here

<!DOCTYPE html>
<html lang="en">
    <head>
        <meta charset="utf-8">
        <title>Error</title>
    </head>
    <body>
        <pre>ReferenceError: params is not defined
            <br> &nbsp; &nbsp;at _delete (/home/carlos/Desenvolvimento/api-duard/node_modules/restful-mongoose/src/index.js:37:28)
            <br> &nbsp; &nbsp;at Layer.handle [as handle_request] (/home/carlos/Desenvolvimento/api-duard/node_modules/express/lib/router/layer.js:95:5)
            <br> &nbsp; &nbsp;at next (/home/carlos/Desenvolvimento/api-duard/node_modules/express/lib/router/route.js:137:13)""",
      source="https://github.com/developit/express-es6-rest-api/issues/12", kind="issue",
      note="nothing to label: 'url/id' a placeholder without a slash; restful-mongoose and Express only inside "
           "node_modules paths; the HTML a format"),
    R(r"""Error('data and salt arguments required')

When running "http://localhost:3000/api/users/register" I'm getting the following error:

```
C:\Users\Guilherme\Desktop\Work\postman-test-master\node_modules\bcrypt\bcrypt.js:137
        error = new Error('data and salt arguments required');
                ^

Error: data and salt arguments required
    at Object.hash (C:\Users\Guilherme\Desktop\Work\postman-test-master\node_modules\bcrypt\bcrypt.js:137:17)
    at C:\Users\Guilherme\Desktop\Work\postman-test-master\node_modules\bcrypt\promises.js:29:12
    at new Promise (<anonymous>)
    at hashPass (C:\Users\Guilherme\Desktop\Work\postman-test-master\utils.js:70:42)
```""",
      source="https://github.com/prof3ssorSt3v3/postman-test/issues/12", kind="issue",
      note="nothing to label: the URL is run without a method; bcrypt and Express only inside absolute Windows "
           "paths; Postman only in the project's folder name"),
    R(r"""no customers rendered due to proxy not being recognized

For some reason the fetch() call isn't calling the server api. 

I posted a [stackoverflow question](https://stackoverflow.com/questions/63866809/why-isnt-proxy-recognized-in-create-react-app-express-app) using your repo to reproduce the error that I'm getting.""",
      source="https://github.com/bradtraversy/react_express_starter/issues/8", kind="issue",
      note="nothing to label: Create React App and Express only inside the question's URL; fetch() a browser API"),
    # ---------------------------------------------------------------- Flask, FastAPI, Django, SQLAlchemy
    R(r"""Incoming is None on the .py file

```
@app.route('/hello', methods=['GET', 'POST'])
def hello():
    # POST request
    if request.method == 'POST':
        print('Incoming..')
        print(request.get_json())  # parse as JSON
        return 'OK', 200
```
When the above part of the code is ran, the `request.get_json()` is None, or empty. 
I´m trying to find a way to fix it.""",
      E("GET /hello"), E("POST /hello"),
      source="https://github.com/healeycodes/talking-between-python-and-js/issues/3", kind="issue",
      note="the route's methods list gives both; Flask never named, the fence has no language, '.py file' a file type"),
    R(r"""TypeError: argument of type 'NoneType' is not iterable

Within the end point `'/transactions/new'`

it seems that `values = request.get_json()` is None

I get the following error:

``` 
if not all(k in values for k in required):
TypeError: argument of type 'NoneType' is not iterable
```

Flask docs state `request.get_json()` will return None by default. I have also tried the source code and get the same error.

This is the debug output from pycharm

```python
@app.route('/transactions/new', methods=['POST'])
def new_transaction():
    values = request.get_json()    values: None

    # Check that the required fields are in the POST'ed data
    required = ['sender', 'recipient', 'amount']    required: ['sender', 'recipient', 'amount']

    if not all(k in values for k in required): # break point here
        return 'Missing values', 400
```

Update the line to `values = request.get_json(force=True)`

yup just changed that and it works.""",
      T("Flask"), T("PyCharm"), T("Python"), E("POST /transactions/new"),
      source="https://github.com/dvf/blockchain/issues/201", kind="issue",
      note="pycharm lower-case; Python from the fence; the route's methods list gives POST"),
    R(r"""sqlalchemy.exc.IntegrityError

Seems like the issue is with db.session.commit()

Heres a screenshot of the error:

My code looks right:

@auth.route('/sign-up', methods=['GET', 'POST'])
def sign_up():
    if request.method == 'POST':
        email = request.form.get('email')
        first_name = request.form.get('first_name')
        password1 = request.form.get('password1')
        password2 = request.form.get('password2')

        if len(email) < 4:
            flash('Email must be greater than 3 characters.', category='error')
        elif len(first_name) <2:
            flash('First Name must be greater than 1 character.', category='error')
        elif password1 != password2:
            flash('Passwords don\'t match.', category='error')
        elif len(password1) <7:
            flash('Password must be at least 7 characters', category='error')
        else:
            new_user = User(email=email, first_name=first_name, password=generate_password_hash(password1, method='sha256'))
            db.session.add(new_user)
            db.session.commit()
            flash('Account Created', category='success')
            return redirect(url_for('views.home'))""",
      E("GET /sign-up"), E("POST /sign-up"),
      source="https://github.com/techwithtim/Flask-Web-App-Tutorial/issues/24", kind="issue",
      note="screenshot dropped; sqlalchemy only in the exception's dotted name -- not labelled; the blueprint's "
           "route as written (its prefix not shown); Flask never named"),
    R(r"""fix: /predict-yield-lag endpoint always returns 400 error due to unconditional ValueError in app.py

**Describe the bug**
In `app.py`, the `/predict-yield-lag` POST endpoint always raises `ValueError("Exactly 5 values are required")` unconditionally — even when valid input is provided. This makes the entire prediction logic (reshape, model.predict, return) unreachable dead code.

**To Reproduce**
Steps to reproduce the behavior:
1. Run the FastAPI server (`uvicorn app:app`)
2. Send a POST request to `/predict-yield-lag` with valid 5 float values:
   ```json
   { "data": [1.0, 2.0, 3.0, 4.0, 5.0] }

See error — 400 Bad Request: Exactly 5 values are required

When exactly 5 float values are provided, the endpoint should return a predicted yield value like: {
  "prediction": 45.23,
  "model": "RandomForest Time Series (Lag Features)"
}
Desktop 
OS: Any
Version: Python 3.x, FastAPI latest""",
      T("FastAPI"), T("Uvicorn"), T("Python"), E("POST /predict-yield-lag"),
      source="https://github.com/Eshajha19/agri/issues/104", kind="issue",
      note="the POST endpoint named with its path and the request sent to it; uvicorn as a command; app.py bare; "
           "a bug template's OS and Version fields; RandomForest a model, not a tool"),
    R(r"""Updated the dockerfile with multi-stage dockerfile.

main.py:24
```diff
@@ -21,5 +21,4 @@ def read_root():
 @app.post("/predict")
 def predict(data: DiabetesInput):
     input_data = np.array([[data.Pregnancies, data.Glucose, data.BloodPressure, data.BMI, data.Age]])
-    prediction = model.predict(input_data)[0]
-    return {"diabetic": bool(prediction)}
+    prediction = model.predict(input_data)[0]
```
**coderabbitai[bot]**:
_⚠️ Potential issue_

**Critical: The predict endpoint doesn't return the prediction result.**

The function computes the prediction but doesn't return it, making this API endpoint non-functional. The static analysis tools correctly flag that the `prediction` variable is assigned but never used.""",
      E("POST /predict"),
      source="https://github.com/iam-veeramalla/first-mlops-project/pull/2", kind="issue",
      note="a review thread headed by its file (main.py bare); np.array a dotted call; the dockerfile named only "
           "as a file in the title -- Docker not labelled (doubtful)"),
    R(r"""Add POST endpoint to receive and process requests

Add a POST endpoint to receive and process prediction requests.

* **main.py**
  - Import `retreive_model_inference_result` function from `src/Inference/inference.py`
  - Remove the `if __name__ == "__main__":` block

* **src/Inference/inference.py**
  - Create a new file to define the `retreive_model_inference_result` function
  - Import necessary modules and classes from FastAPI, Pydantic, and logging
  - Define the `PredictionRequest` model class
  - Implement the `retreive_model_inference_result` function to handle the POST request

* **requirements.txt**
  - Add `fastapi` and `uvicorn` to the list of dependencies""",
      T("FastAPI"), T("Pydantic"), T("Uvicorn"), F("src/Inference/inference.py"),
      source="https://github.com/kyleskom/NBA-Machine-Learning-Sports-Betting/pull/464", kind="issue",
      note="the POST endpoint's path is never written -- no endpoint; main.py and requirements.txt bare; logging "
           "Python's standard module, not labelled"),
    R(r"""Chapter4: POST http://127.0.0.1:8000/api/v1/accounts/ 405 (Method Not Allowed)

POST http://127.0.0.1:8000/api/v1/accounts/ 405 (Method Not Allowed)

Can you push your repo to Github so I can take a look?

Please I am also getting this same error. "POST /api/v1/auth/login/ HTTP/1.1" 405 0.  how did you fix it?

I fixed this error after about 24hrs of tackling the problem. The main problem is a "TypeError: the JSON object must be str, not 'bytes'" Which is returned by this Line - "data = json.loads(request.body)" in your views.py. 
But if you are receiving the - POST /api/v1/auth/login/ HTTP/1.1" 405 0
This is because Django Python is talking to the Wrong view in another views.py """,
      T("Django"), T("Python"),
      source="https://github.com/brwr/thinkster-django-angular-tutorial/issues/25", kind="issue",
      note="both POSTs are refused with 405 -- requests no route accepts, no endpoint; Github a site; views.py bare"),
    R(r"""Handle integrity error on delete

-Fix SqlAlchemy manager not taking care of handling Integrity Error on delete. (rollback the session and return a nice message to the client)
- The debug message returned to the client doesn't include the exception message. This is fixed.

flask_potion/contrib/alchemy/manager.py
```diff
 
+        try:
+            session.delete(item)
+            session.commit()
+        except IntegrityError as e:
+            session.rollback()
+
+            if current_app.debug:
+                raise BackendConflict(debug_info=dict(exception_message=str(e), statement=e.statement, params=e.params))
+            raise BackendConflict()
+
         session = self._get_session()
```
**lyschoening**:
You are going through the deletion twice here. Otherwise it looks good!

flask_potion/contrib/alchemy/manager.py
**Alain1405** (author):
Weird, I'm usually very good at copy pasting! ;)""",
      T("SQLAlchemy"), F("flask_potion/contrib/alchemy/manager.py"),
      source="https://github.com/biosustain/potion/pull/115", kind="issue",
      note="SqlAlchemy as written; the review threads' file heading; Flask-Potion only in the path's folder name"),
    R(r"""Doesn't run - not reachable

I downloaded the repo and ran `docker-compose up --build`

and got this:

I tried going to http://localhost:8000/docs as per the readme but got "This site can’t be reached"
I also noticed in the screenshot above that the uvicorn port says 80, not 8000? But even going to localhost:80 doesn't work either though

Also saw this error in the same logs 

please try hitting http://localhost:4000   or.  http://localhost:4000/docs it sholud work""",
      T("Docker Compose"), T("Uvicorn"),
      source="https://github.com/bibektimilsina000/FastAPI-PgStarterKit/issues/4", kind="issue",
      note="screenshots dropped; uvicorn lower-case; the /docs pages are URLs without a method; FastAPI only in the "
           "repository's name"),
    R(r"""Can't open http://0.0.0.0:8000

Maybe I'm being dense, but I can't seem to access the web server. I've got the containers running following the README, but navigating to HTTP://0.0.0.0:8000 brings up nothing.... What am I missing?

@writeson How do you start the app?

From a Mac terminal command line:
```docker-compose -f deploy/docker-compose.yml --project-directory . up --build```
Then in a browser trying to open either HTTP://localhost:8000 or HTTP://0.0.0.0:8000, neither seem to work for me.

The change you suggested, adding `./` in front of `deploy/docker-compose.yml` didn't fix the problem. However, adding:
```
ports:
  - 8000:8000
```
To the api service, and:

```
ports:
  - 3306:3306
```
To the db service, made HTTP://localhost/8000 return something, and the database visible to tools like DataGrip.

I am getting this message in the startup sequence though:

```
doug_fastapi-db-1   | find: '/docker-entrypoint-startdb.d/': No such file or directory
```

And HTTP://localhost:8000/health returns a 404

@writeson Yeah. Adding ports in docker-compose will definitely will solve the problem. 

But I was suggesting you to try this command:

`docker-compose -f deploy/docker-compose.yml -f deploy/docker-compose.dev.yml --project-directory . up --build`""",
      T("Docker Compose"), T("DataGrip"), F("deploy/docker-compose.yml"), F("deploy/docker-compose.dev.yml"),
      source="https://github.com/s3rius/FastAPI-template/issues/127", kind="issue",
      note="'Mac terminal' not labelled; the health URL has no method and returns 404; the entrypoint folder absolute; "
           "README bare; FastAPI only in the container's and repository's names"),
    R(r"""cannot access properly

Hi @wcx0209 , no root '/' endpoint is implemented in the api, only '/predict' is implemented.""",
      source="https://github.com/Arslan-Mehmood1/Machine-learning-pipeline-deployment-using-Docker-and-FastAPI/issues/1",
      kind="issue",
      note="nothing to label: screenshots dropped; '/' and '/predict' endpoints named without a method; Docker and "
           "FastAPI only in the repository's name"),
    # ---------------------------------------------------------------- Spring Boot, .NET, Go routers
    R(r"""401：Unauthorized Error

Dear @mariazevedo88,

Thanks for making this API!

I'm interested in using this API for a test. I followed the instructions in README.md to have the API installed. After I started the Spring Boot server and made a post request through the Swagger UI, however, I got a 401 response with an “unauthorized” error. Please see the figure below for details.

I can tell this error has something to do with the authentication, but I don't know how to fix it. Could you help me? Thanks in advance!

Hi @BaiGeiQiShi,

The API final version uses Spring Security to protect the endpoints. I explained this configuration in the last part of the series (https://mari-azevedo.medium.com/construindo-uma-api-restful-com-java-e-spring-framework-parte-4-6287f68ffc3c). However, it is written in Portuguese. I plan to continue the posts in English, but I don't have a date to publish them.

For now, you can follow the steps in this gif that I created to demonstrate how to request data securely. You need to create a user (`/users`) and get the authorization to this user (`/auth`). After retrieving the token, you need to add this token to all request headers.""",
      T("Spring Boot"), T("Swagger UI"), T("Spring Security"),
      source="https://github.com/mariazevedo88/travels-java-api/issues/21", kind="issue",
      note="screenshots dropped; /users and /auth have no method; Java, the Spring Framework and a RESTful API only "
           "in the post's URL; README.md bare"),
    R(r"""PublicController post unauthorized

您好，我在PublicController中新增了一个方法如下：
```
@PostMapping("/hello")
public ResponseEntity<Map<String, String>> a() {
    Map<String, String> result = new HashMap<>();
    result.put("result", "success");
    return ResponseEntity.accepted().body(result);
}
```
即使用admin登录后去发post请求到"/api/hello"会得到“401 unauthorized”，我把WebSecurityConfig中的`exceptionHandling().authenticationEntryPoint(restAuthenticationEntryPoint)`注释掉后再次请求发现请求的地址是“api/login”，并得到404，现在不知道怎么解决，小白虚心求教，希望您能解答。

Hi, i just create a method with @PostMapping annotated in PublicController like this: 
```
@PostMapping("/hello")
public ResponseEntity<Map<String, String>> a() {
    Map<String, String> result = new HashMap<>();
    result.put("result", "success");
    return ResponseEntity.accepted().body(result);
}
```
and i got 401 unauthorized even when i logged as admin and send post request to "/api/hello". i comment `exceptionHandling().authenticationEntryPoint(restAuthenticationEntryPoint)` in WebSecurityConfig and request again, i got "404, path: 'api/login' " i am new to spring security, it will be glad that you can help.""",
      T("Spring Security"), E("POST /api/hello"),
      source="https://github.com/bfwg/angular-spring-starter/issues/55", kind="issue",
      note="judgement call: the controller's @PostMapping(\"/hello\") sits under a prefix the text writes whole in the "
           "POST it sends (/api/hello) -- that path labelled, not /hello; api/login slash-less and a 404; spring "
           "security lower-case"),
    R(r"""error loading home page spring-server-side

hey dude
thanks for the interesting projects!

I got an issue running the polling-app-server
compiling, building and running the app is working fine
but when I open browser, access link with port 8080 it shows me the Whitelabel Error Page.

I've searched for a fix, but no luck

the only addition is that **I've added the thymeleaf dependency in pom.xml** file

**<dependency>
<groupId>org.springframework.boot</groupId>
<artifactId>spring-boot-starter-thymeleaf</artifactId>
</dependency>**

also, created error folder : **src/main/resources/templates/error**
added an error web page under : **src/main/resources/templates/error/error.html** 

now the Whitelabel Error Page is replaced with the error page I've created but no luck getting the home page working or other links like /api/auth  /api/signin  etc...

I noticed the exception folder in your projects, but didn't get if it's useful or not the changes I made.

could you please look into this, update the projects ?
much appreciation!

P.S : I was able tu run the polling-app-client just fine!

OS : ubuntu 18.04
Maven version : 3.6.0
Java version : 1.8.0_222
Spring boot version as pom.xml : 2.1.6""",
      T("Thymeleaf"), T("Ubuntu"), T("Maven"), T("Java"), T("Spring Boot"),
      F("src/main/resources/templates/error/error.html"),
      source="https://github.com/callicoder/spring-security-react-ant-design-polls-app/issues/21", kind="issue",
      note="an environment list (OS, Maven, Java, Spring Boot); thymeleaf lower-case, its starter's artifact id in the "
           "pom; src/main/resources/templates/error a folder; /api/auth and /api/signin without a method"),
    R(r"""Uploading Files Guide doesn't mention Thymeleaf dependency

I went over the https://spring.io/guides/gs/uploading-files/ guide and to my surprise got a Whitelabel Error Page rather the expected output.

After googling around and seeing people having similar problems and I figured it out. I had to have Thymeleaf as a dependency. I contributed the answer at http://stackoverflow.com/questions/31134333/spring-uploadthis-application-has-no-explicit-mapping-for-error/

I think if you mention in the Guide that you need to have that dependency then less people would get the Whitelabel Error.

Not sure I'm following the issue. Both the "initial" and the "complete" versions of code have spring-boot-starter-thmyeleaf in both maven and gradle builds. The prose also mentioned Thymeleaf. So where did things go wrong exactly?

I generated a spring boot application. And then went through bunch of guides. The upload guide I found by googling for "spring boot file upload". I opened up the guide, added the controller, template and then got an error.""",
      T("Thymeleaf"), T("Maven"), T("Gradle"), T("Spring Boot"),
      source="https://github.com/spring-guides/getting-started-guides/issues/28", kind="issue",
      note="spring-boot-starter-thmyeleaf is the starter's artifact id misspelt, Thymeleaf named besides; maven, "
           "gradle and spring boot lower-case; Stack Overflow only in a URL"),
    R(r"""Request method 'DELETE' not supported

I'm trying to use delete event API, and used the method :delete. But get the response:
WARN 25388 --- [nio-8081-exec-2] o.s.web.servlet.PageNotFound             : Request method 'DELETE' not supported

Hello,

Event deletion should work (I for example have a unit test that does it).

Did you use the correct API endpoint? For example `api/data/event/42`if the event's id=42.

Thanks, Mats. The problem is solved. I wasn't using the correct format, I was sending id in a params object

OK, no problem. The API is a bit confusing in that sense. DELETE is using the "proper way", while for example modifying existing items uses the "old way" of using the id in the JSON.""",
      source="https://github.com/HIIT/dime-server/issues/78", kind="issue",
      note="nothing to label: the DELETE is refused, api/data/event/42 slash-less; Spring only in the log's dotted "
           "logger name; JSON a format"),
    R(r"""Build error when using .NET 5

Hi,

I'm receiving the following error while building a application for Windows: **error NETSDK1045: The current .NET SDK does not support targeting .NET Core 5.0. Either target .NET Core 3.1 or lower, or use a version of the .NET SDK that supports .NET Core 5.0.**

Is there anyway of resolving this?

Are you sure you are using .Net SDK 5.0 Preview? What does `dotnet --info` print for you?

Hi @svick, yes I've installed 5.0.0-preview.2.2016.6 (x86 & x64)

Is it possible that you have a global.json somewhere in the directory structure above your project? You can check that by running `dotnet --info` in your project's directory.

Also, are you building from the command line or using Visual Studio? If it's Visual Studio, I believe VS 16.6 Preview is required. Are you using that?

Both yes I'm using VS 16.6 Preview & building the project & making NuGet packages via cmd. I do have the stable release of Visual Studio 16.5 installed, which I don't use. Could that be interfering?""",
      T(".NET"), T("Windows"), T("Visual Studio"), T("NuGet"),
      source="https://github.com/dotnet/core/issues/4559", kind="issue",
      note="screenshots dropped; .NET 5, .NET Core and the dotnet CLI are the lexicon's .NET; VS short for Visual "
           "Studio; global.json bare; cmd the Windows shell, not labelled"),
    R(r"""dotnet version failed

@shivams07 
Could you give us more information on the available .NET Core SDK on your machine?

The quickest way to do this is by opening command prompt and type `dotnet --info` on the command prompt.

The same with me. 

Here the output of dotnet --info

C:\Users\dt>dotnet --info
.NET Core SDK (gemäß "global.json"):
 Version:   3.1.100
 Commit:    cd82f021f4

Laufzeitumgebung:
 OS Name:     Windows
 OS Version:  10.0.18363
 OS Platform: Windows
 RID:         win10-x64
 Base Path:   C:\Program Files\dotnet\sdk\3.1.100\

Host (useful for support):
  Version: 3.1.0
  Commit:  65f04fb6db

.NET Core SDKs installed:
  3.1.100 [C:\Program Files\dotnet\sdk]

.NET Core runtimes installed:
  Microsoft.AspNetCore.App 3.1.0 [C:\Program Files\dotnet\shared\Microsoft.AspNetCore.App]
  Microsoft.NETCore.App 3.1.0 [C:\Program Files\dotnet\shared\Microsoft.NETCore.App]
  Microsoft.WindowsDesktop.App 3.1.0 [C:\Program Files\dotnet\shared\Microsoft.WindowsDesktop.App]

To install additional .NET Core runtimes or SDKs:
  https://aka.ms/dotnet-download

I'm closing this for now.""",
      T(".NET"), T("Windows"),
      source="https://github.com/eclipse-acute/aCute/issues/174", kind="issue",
      note="screenshot dropped; a dotnet --info report, partly in German; the runtimes' dotted names "
           "(Microsoft.AspNetCore.App ...) and the absolute install paths not labelled -- ASP.NET Core not named "
           "otherwise; global.json bare"),
    R(r"""CORS HandlePreflight not generating any headers

Stumbled upon this one:
[cors-preflight](https://github.com/rs/cors/issues/97)

```
router.HandleFunc("/profile/tweets", ProfileTweets).Methods("GET","OPTIONS")

c := cors.New(cors.Options{
    AllowedMethods: []string{"GET","POST", "OPTIONS"},
    AllowedOrigins: []string{"*"},
    AllowCredentials: true,
    AllowedHeaders: []string{"Content-Type","Bearer","Bearer ","content-type","Origin","Accept"},
    OptionsPassthrough: true,
})
```

Tried to replicate the solution with gorouter:

```
	// Public User routes
	router.POST("/v1/dispatch/{command}", commandDispatchHandler)
	// Handle preflight
	router.OPTIONS("/v1/dispatch/{command}", commandDispatchHandler)
```

Is there an option we can actually assign 2 methods to a single route at the same time ?

Fixed, the solution was to add this to the POST route.

```
    // Stop here if its Preflighted OPTIONS request
    if r.Method == "OPTIONS" {
        return
    }
```""",
      T("gorouter"), E("GET /profile/tweets"), E("OPTIONS /profile/tweets"), E("POST /v1/dispatch/{command}"),
      E("OPTIONS /v1/dispatch/{command}"),
      source="https://github.com/vardius/go-api-boilerplate/issues/65", kind="issue",
      note="HandleFunc(...).Methods(...) gives its two methods, gorouter's router.POST and router.OPTIONS theirs; "
           "rs/cors only in the link and as the cors package's calls -- not labelled (doubtful); Go never named"),
    R(r"""Added CORS support to API.

Could not make Gorilla's built-in CORS handler work therefore added a simple middleware function to set the required (very permissive) CORS headers and a blank reply to the preflight requests (OPTION).

Closes #675

api/api.go:24
```diff
@@ -18,8 +18,10 @@ func Serve(router *mux.Router, store *storage.Storage, pool *worker.Pool, feedHa
 
 	sr := router.PathPrefix("/v1").Subrouter()
 	middleware := newMiddleware(store)
+	sr.Use(middleware.handleCORS)
 	sr.Use(middleware.apiKeyAuth)
 	sr.Use(middleware.basicAuth)
+	sr.Methods("OPTIONS")
```
**fguillot**:
Why `OPTIONS` needs to be here?

**a-bali** (author):
To handle the [preflight requests](https://developer.mozilla.org/en-US/docs/Glossary/Preflight_request).""",
      T("Gorilla Mux"), F("api/api.go"),
      source="https://github.com/miniflux/v2/pull/691", kind="issue",
      note="Gorilla's router (mux.Router in the code) is Gorilla Mux (SURFACES); the /v1 prefix and the OPTIONS "
           "matcher give no route of their own -- no endpoint; CORS a mechanism"),
    # ---------------------------------------------------------------- Laravel and Nginx
    R(r"""Not Found The requested resource /services was not found on this server.

Not Found
The requested resource /services was not found on this server.

It seems not laravel-generator's problem.
Did you enabled Rewrite module on your nginx/apache/IIS?
Goggle has more answer.""",
      T("laravel-generator"), T("Nginx"), T("Apache HTTP Server"), T("IIS"),
      source="https://github.com/InfyOmLabs/laravel-generator/issues/807", kind="issue",
      note="screenshots dropped; nginx/apache/IIS three servers, not a path; /services has no method and is not found; "
           "Goggle a misspelt search site"),
    R(r"""Not routing correctly on an Ubuntu Server

I cloned the project to my mac and everything works great but when I migrated to a Ubuntu server and click on Login or Register it is not routing to the Login view or Register view. Any idea what the issue is?

It is most likely the configuration of your environment. Is your virtualhost setup?

I'm just using the IP address for now. I haven't touched the virtual host settings yet.  It's on Digital Ocean so I have full access to do what I want.

See this article here on the nginx config:

https://laravel.io/forum/05-08-2014-nginx-laravel-routing-shows-404

I believe your answer lies in the area of 
`try_files $uri $uri/ /index.php$is_args$args;`

I have seen this issue on a misconfigured nginx setup which is a server issue.""",
      T("Ubuntu"), T("DigitalOcean"), T("Nginx"),
      source="https://github.com/jeremykenedy/laravel-auth/issues/40", kind="issue",
      note="Digital Ocean spelt apart (SURFACES); 'my mac' not labelled; Laravel only in the forum's URL and the "
           "repository; /index.php a rewrite target, not a relative path"),
    R(r"""404 not found nginx

- PHP Version: 7.4
- Laravel Version: 6.x
- Laravel Initializer Version: 6.x

### Description:
I have a issue, when i move to production and call /robots.txt, have response "404 not found nginx" ? i try in my local server its run, but when up to production have response 404

The same here

problem can be solved with command runner by scheduler:

```
$controller = app()->make(RobotsController::class);
$result = app()->call([$controller, 'generate'], []);
\Storage::disk('pub')->put('robots.txt', $result->getContent());
```""",
      T("PHP"), T("Laravel"), T("Nginx"),
      source="https://github.com/mad-web/laravel-robots/issues/12", kind="issue",
      note="a bug template's version fields; /robots.txt called without a method and not found; robots.txt bare; "
           "\\Storage a facade of Laravel's"),
    # ---------------------------------------------------------------- Docker Compose and databases
    R(r"""Connection refused when running docker command

`docker-compose run contract_observer alembic upgrade head`

Connection refused
	Is the server running on host "postgres" (172.18.0.3) and accepting
	TCP/IP connections on port 5432?

I'm on a mac, do I need to run a database outside of docker?

@chovy No, you definitely do not need to run a DB outside of the containers. When you do `docker-compose run contract_observer …`, the postgres container should be started automatically. If it does not start successfully, you might want to do `docker-compose up postgres` in a separate terminal tab and check the log output.""",
      T("Docker Compose"), T("Alembic"), T("Docker"), T("PostgreSQL"),
      source="https://github.com/forkdelta/backend-replacement/issues/100", kind="issue",
      note="alembic as the command the container runs; docker and postgres lower-case; 'a mac' not labelled"),
    R(r"""can not connect to db

Hi, I got this error when run docker compose up, can you help?
```
Error connecting to PostgreSQL database AggregateError [ECONNREFUSED]: 
#9 0.329     at internalConnectMultiple (node:net:1116:18)
#9 0.329     at afterConnectMultiple (node:net:1683:7) {
#9 0.329   code: 'ECONNREFUSED',
#9 0.329   [errors]: [
#9 0.329     Error: connect ECONNREFUSED ::1:5432
#9 0.329         at createConnectionError (node:net:1646:14)
#9 0.329         at afterConnectMultiple (node:net:1676:16) {
#9 0.329       errno: -111,
#9 0.329       code: 'ECONNREFUSED',
#9 0.329       syscall: 'connect',
#9 0.329       address: '::1',
#9 0.329       port: 5432
#9 0.329     },
```""",
      T("Docker"), T("Docker Compose"), T("PostgreSQL"),
      source="https://github.com/bezkoder/docker-compose-nodejs-postgres/issues/2", kind="issue",
      note="docker compose up names both; the node:net frames are Node.js's internals, not named (doubtful)"),
    R(r"""Docker-compose ps shows the state is exit no up

Docker-compose ps shows the state is exit no up,how can I fix?

Try running `docker-compose logs` to see what is failing

OK,I try to find something wrong,thank you!

I find the wrong log like this:

taiga_1     | Traceback (most recent call last):
taiga_1     |   File "/checkdb.py", line 14, in <module>
taiga_1     |     conn = psycopg2.connect(conn_string)
taiga_1     |   File "/usr/local/lib/python3.5/site-packages/psycopg2/__init__.py", line 130, in connect
taiga_1     |     conn = _connect(dsn, connection_factory=connection_factory, **                                kwasync)
taiga_1     | psycopg2.OperationalError: could not connect to server: Connection                                 refused
taiga_1     |   Is the server running on host "postgres" (172.18.0.2) and accepting
taiga_1     |   TCP/IP connections on port 5432?
taiga_1     |
taiga_1     | Failed to connect to database server or database does not exist.

How can I fix it?""",
      T("Docker Compose"),
      source="https://github.com/benhutchins/docker-taiga-example/issues/11", kind="issue",
      note="psycopg2 only in the traceback's code line, its dotted error and a site-packages path; Python only in "
           "absolute paths; /checkdb.py absolute; the 'postgres' host a container's name -- none labelled (doubtful); "
           "Taiga only as the log's service tag"),
    R(r"""Azure Container PG Error: Is the server running on host "localhost" (127.0.0.1) and accepting TCP/IP connections on port 5432

# Infos

* Docker version:
* Docker-compose version:
* Operating system (Docker host): Azure container - Linux

# Expected behavior

*

# Actual behavior

*

# Steps to reproduce the behavior

* Error on starting caused by PostgreSQL service.
* PG::ConnectionBad: could not connect to server: Connection refused
	Is the server running on host "localhost" (::1) and accepting
	TCP/IP connections on port 5432?
could not connect to server: Connection refused
	Is the server running on host "localhost" (127.0.0.1) and accepting
	TCP/IP connections on port 5432?""",
      T("Azure"), T("Docker"), T("Docker Compose"), T("Linux"), T("PostgreSQL"),
      source="https://github.com/zammad/zammad-docker-compose/issues/234", kind="issue",
      note="a bug template's Docker, Docker-compose and OS fields (left empty but named); PG::ConnectionBad the pg "
           "gem's error class in a log -- not labelled; PG in the title PostgreSQL's short name"),
    R(r"""`connect: connection refused` documentation

Hi, 👋🏽 

During the migration from sqlite to postgres. I always get `connect: connection refused` error. 
I solve this issue using `depends_on:` keyword in my `compose.yml` file.

Where should I explain about this in the docs?

```diff
version: '3'

services:

  memos:
    image: neosmemo/memos:stable
    restart: always
+    depends_on:
+      - db
    ports:
      - "8084:5230"
    environment:
      - MEMOS_DRIVER=postgres
      - MEMOS_DSN=user=${DB_USERNAME} password=${DB_PASSWORD} dbname=${DB_NAME} host=db sslmode=disable

  db:
    # https://endoflife.date/postgresql
    image: postgres:16.1
    restart: unless-stopped
    volumes: # Don't remove permanent storage for index database files!
      - "./database:/var/lib/postgresql/data/"
    environment:
      POSTGRES_USER: $DB_USERNAME
      POSTGRES_PASSWORD: $DB_PASSWORD
      POSTGRES_DB: $DB_NAME
```""",
      T("SQLite"), T("PostgreSQL"),
      source="https://github.com/usememos/dotcom/issues/91", kind="issue",
      note="sqlite and postgres lower-case; compose.yml bare (Docker Compose not named); Memos only as the service "
           "and image names; ./database a folder mounted"),
    # ---------------------------------------------------------------- Kubernetes, Helm, Terraform
    R(r"""K8s deployment - getting "CrashLoopBackOff" for business logic pods

I'm currently trying to run this application in Kubernetes, but with no luck. I fixed a couple of problems with the deployments in my forked version: https://github.com/pulnara/ftgo-application

I'm using a Minikube Kubernetes cluster and the `kubernetes-deploy-all.sh` script. After executing it, pods responsible for Kafka, MySQL etc. are successfully running, but the ones for business logic (like accounting service, consumer service etc.) not. After a while (and multiple restarts) they're eventually going into the `CrashLoopBackOff` status, since all the time they don't meet the liveness probe - getting "connection refused" for the Spring Boot's `/actuator/health` endpoint.

This is my result of the `kubectl get pods` command:
```
NAME                                         READY   STATUS    RESTARTS   AGE
ftgo-accounting-service-55bd94d788-sh62d     0/1     Running   4          11m
ftgo-api-gateway-79948fdfbc-mxndr            0/1     Running   5          11m
ftgo-cdc-service-58fcf454b5-fdf67            0/1     Running   5          11m
```""",
      T("Kubernetes"), T("Minikube"), T("Kafka"), T("MySQL"), T("Spring Boot"),
      source="https://github.com/microservices-patterns/ftgo-application/issues/130", kind="issue",
      note="K8s and kubectl are Kubernetes's; the actuator's /actuator/health has no method written -- no endpoint; "
           "kubernetes-deploy-all.sh bare"),
    R(r"""``CRASHLOOPBACKOFF`` kubernetes pod error

``**Yaml file**``
apiVersion: v1
kind: Pod
metadata:
  name: application-server
  labels:
    env: test
    server: tomcat
spec:
  containers:
  - name: gameoflife
    image: karthik4u619/karthik4u619:gameoflife
    ports:
      - containerPort: 8080

``**DOCKERFILE**`` working in container as docker file not in pod as yaml.
FROM tomcat:8.0
LABEL Author="Karthik Kalva"
ADD https://auditbucket1.s3-us-west-2.amazonaws.com/gameoflife/gameoflife.war /usr/local/tomcat/webapps
EXPOSE 8080
CMD [ "catalina.sh","run" ]

``**--ERROR MSG --**``

It might be due to network setup issue in your machine try to run this file in aks or eks or try to reinstall kubeadm again , your file seems to look good and the issue might be in setup""",
      T("Kubernetes"), T("Tomcat"), T("Docker"), T("Azure Kubernetes Service"), T("Amazon EKS"), T("kubeadm"),
      source="https://github.com/QT-DevOps/DevOpsIssues/issues/522", kind="issue",
      note="screenshot dropped; kubernetes, tomcat, aks and eks lower-case; 'docker file' names Docker; S3 only "
           "inside the URL; catalina.sh bare, /usr/local/tomcat/webapps absolute; YAML a format"),
    R(r"""Helm install command failing for same deployment yaml

**Issue type:** Question
**Reported in:** 1.10
**Description of issue:** I am trying deploying deployment in two git branches. One is successful and other is failing. The chart folder is same in both and all files..

**Workaround (if possible):** Recreating  the branch by clonning working one will solve the issue. But like to know the reason 

Error in devops pod

``
```time="2019-05-09T13:50:15Z" level=debug msg="DEBUG: checking Helm certs"
time="2019-05-09T13:50:15Z" level=info msg="Helm certificates detected"
time="2019-05-09T13:50:15Z" level=info msg="Issuing Helm command with arguments `[upgrade --install --wait --namespace myhealthcoach --values chart-845131195/pipeline.yaml dohmhc-98462966-adc0-4701-9dd5-e6401b6c3f9a chart-845131195/chart/dohnodemhc --tls --tls-ca-cert=/msb_helm_sec/ca.pem --tls-cert=/msb_helm_sec/cert.pem --tls-key=/msb_helm_sec/key.pem]`"
time="2019-05-09T13:50:15Z" level=info msg="Release "dohmhc-98462966-adc0-4701-9dd5-e6401b6c3f9a" does not exist. Installing it now.
Error: YAML parse error on dohmhc/templates/deployment.yaml: error converting YAML to JSON: yaml: invalid map key: map[interface {}]interface {}{".Values.replicaCount":interface {}(nil)}
"```""",
      T("Helm"), T("Git"), F("chart-845131195/pipeline.yaml"), F("dohmhc/templates/deployment.yaml"),
      source="https://github.com/microclimate-dev2ops/microclimate-dev2ops.github.io/issues/64", kind="issue",
      note="git lower-case; the values file given to helm and the chart's template path labelled; "
           "chart-845131195/chart/dohnodemhc a chart folder, the certificates' paths absolute; YAML and JSON formats"),
    R(r"""Not able to install this chart - Error: YAML parse error on traefik/templates/deployment.yaml: error converting YAML to JSON: yaml: line 35: mapping values are not allowed in this context

Using your new values, I could not reproduce the issue. The deployment object generated is valid and can be created:

```
---
# Source: traefik/templates/deployment.yaml
apiVersion: apps/v1
kind: Deployment
metadata:
  name: traefik
  namespace: default
  labels:
    app.kubernetes.io/name: traefik
    helm.sh/chart: traefik-9.19.1
    app.kubernetes.io/managed-by: Helm
    app.kubernetes.io/instance: traefik
  annotations:
spec:
  replicas: 1
  selector:
    matchLabels:
      app.kubernetes.io/name: traefik
      app.kubernetes.io/instance: traefik
  strategy:
    type: RollingUpdate
    rollingUpdate:
      maxSurge: 1
      maxUnavailable: 1
```""",
      T("Traefik"), T("Helm"), F("traefik/templates/deployment.yaml"),
      source="https://github.com/traefik/traefik-helm-chart/issues/431", kind="issue",
      note="the chart's template path (a Helm template name, chart folder first) labelled; Helm as the release's "
           "manager (doubtful); Kubernetes only in the labels' dotted keys -- not labelled; YAML a format"),
    R(r"""Error while running the "terraform plan" command with the current main.tf file content

Thank you for the excellent guide, which will be very useful to Terraform beginners.
While following the document I received one error when I execute the "terraform plan"
**Error: Insufficient features blocks.**

Seems the main.tf should have at least one provider block.

My issue was resolved when I update the main.tf file with the below content.

**provider "azurerm" {
  features {}
}**
resource "azurerm_resource_group" "myterraformgroup" {
    name = "myRgName"
    location = "West US"
}

I believe that upgrading this guide would be helpful for others just getting started with Terraform.

Thanks,
Aruna

---
#### Document Details

⚠ *Do not edit this section. It is required for learn.microsoft.com ➟ GitHub issue linking.*

* ID: 43614930-38b7-9497-117c-5a6e5dd52201
* Version Independent ID: 97159ddc-395c-9f5a-b561-47d3f0ca11ed
* Content: [Deploy with Terraform from Azure Cloud Shell](https://learn.microsoft.com/en-us/azure/cloud-shell/example-terraform-bash#feedback)
* Content Source: [articles/cloud-shell/example-terraform-bash.md](https://github.com/MicrosoftDocs/azure-docs/blob/main/articles/cloud-shell/example-terraform-bash.md)
* Service: **cloud-shell**
* GitHub Login: @TomArcherMsft
* Microsoft Alias: **tarcher**""",
      T("Terraform"), T("Azure"), F("articles/cloud-shell/example-terraform-bash.md"),
      source="https://github.com/MicrosoftDocs/azure-docs/issues/99859", kind="issue",
      note="main.tf bare; azurerm the provider's name in the configuration; the page's source path as the link's text; "
           "Azure Cloud Shell labelled as Azure only (the lexicon does not know Cloud Shell; doubtful)"),
    # ---------------------------------------------------------------- CI: GitHub Actions, Travis, GitLab
    R(r"""ci: use npm ci instead of install

Switch to `npm ci` and remove a redundant env variable

.github/workflows/workflow.yml:31
```diff
@@ -28,8 +26,11 @@ jobs:
         uses: actions/setup-node@v2
         with:
           node-version: ${{ matrix.node-version }}
+      - name: Update npm
+        run: npm install -g npm@5
+        if: "${{ matrix.node-version == '8.3.0' }}"
```
**erezrokah** (author):
This is done to support `npm ci` (the `npm` version that comes with `8.3.0` is missing it).

Looks good! 👍""",
      T("npm"), F(".github/workflows/workflow.yml"),
      source="https://github.com/netlify/framework-info/pull/100", kind="issue",
      note="a review thread headed by the workflow's path; actions/setup-node a uses: reference -- GitHub Actions not "
           "named otherwise, Node.js only as the node-version key"),
    R(r"""Try to improve the npm cache situation in CI

closes #16157 

npm install have been failing too much lately in CI and we don't really know the reasons yet, this PR is mostly "try and fail" work, I've did two things for now:

 - Moved to the latest version of the setup-node action (and leave the version upon to benefit from bug fixes...)
 - Updated all npm install to npm ci (I was wondering if the cache doesn't work well if we switch between these across jobs)

.github/workflows/static-checks.yml:37
```diff
             - name: Use desired version of NodeJS
-              uses: actions/setup-node@38d90ce44d5275ad62cc48384b3d8a58c500bb5f # v2.2.2
+              uses: actions/setup-node@v2
               with:
                   node-version: 14
                   cache: npm
 
             - name: Npm install
-              # A "full" install is executed, since `npm ci` does not always exit
-              # with an error status code if the lock file is inaccurate.
-              #
-              # See: https://github.com/WordPress/gutenberg/issues/16157
```
**youknowriad** (author):
Given the time it passed since that issue was created, I'm assuming that the issue is fixed (we were still in travis) but we'll see.

It looks like we still have the npm error :confused:""",
      T("npm"), T("Node.js"), T("Travis CI"), F(".github/workflows/static-checks.yml"),
      source="https://github.com/WordPress/gutenberg/pull/35081", kind="issue",
      note="NodeJS as written in the step's name; travis lower-case is Travis CI; the setup-node action and the uses: "
           "references not labelled"),
    R(r"""[BUG] NPM CI in github action fails

### Is there an existing issue for this?

- [X] I have searched the existing issues

### This issue exists in the latest npm version

- [X] I am using the latest npm

### Current Behavior

I am have update our monorepo from node/16.14.0 to node/18.17.1. Deleted node_modules and package-lock.json and reinstalled node modules. The app runs fine in local but when pushed to github the ci pipeline fails running npm ci saying there are files missing from package-lock.

### Expected Behavior

npm ci to work the same way as in local

### Steps To Reproduce

update mono repo from node/16.14.0 to node/18.17.1
push to github ci/cd which runs npm ci and it should fail

### Environment

- npm: 9.6.7
- Node.js: 18.17.1
- OS Name: MacOS
- System Model Name: MacOs Ventura
- npm config:
```ini
; copy and paste output from `npm config ls` here
```""",
      T("npm"), T("GitHub Actions"), T("Node.js"), T("macOS"),
      source="https://github.com/npm/cli/issues/6729", kind="issue",
      note="an environment template's npm, Node.js and OS fields; 'github action' is GitHub Actions, github alone a "
           "site; node/16.14.0 a version, not a path; the ini fence a format"),
    R(r"""Fix `npm ci` test.

The specification of npm ci seems to have changed.

I confirm that GitHub Actions is failing.
Travis CI is successful.""",
      T("npm"), T("GitHub Actions"), T("Travis CI"),
      source="https://github.com/motdotla/node-lambda/pull/509", kind="issue"),
    R(r"""docker-compose up -d fails

Error - 

Couldn't connect to Docker daemon at http+docker://localhost - is it running?

If it's at a non-standard location, specify the URL with the DOCKER_HOST environment variable.

I have the same issue here using the gitlab-ci, here's my file:

```yml
test_autoresponder:
  stage: test
  only:
    refs:
      - merge_requests
    changes:
      - stacks/autoresponder/**/*
  image:
    name: tiangolo/docker-with-compose:latest
  services:
    - docker:dind
  script:
    - docker-compose -p test -f docker-compose.test.yml up -d
```

I even tried with sudo before the `docker-compose` command, but it didn't help.

+1

```
Running with gitlab-runner 12.2.0 (a987417a)
   on go_libs_tiv_runner06 KRdrmSKp
Using Docker executor with image tiangolo/docker-with-compose ...

 + docker-compose down --rmi local --volumes --remove-orphans --timeout 60

 Couldn't connect to Docker daemon at http://docker:2375 - is it running?
 If it's at a non-standard location, specify the URL with the DOCKER_HOST environment variable.
 ERROR: Job failed: exit code 1
```""",
      T("Docker Compose"), T("Docker"), T("GitLab CI"), T("GitLab Runner"),
      source="https://github.com/tiangolo/docker-with-compose/issues/9", kind="issue",
      note="gitlab-ci and gitlab-runner (SURFACES) as written; the yml fence a format; docker-compose.test.yml bare, "
           "stacks/autoresponder/**/* a glob; sudo not labelled"),
    R(r"""Fix docker daemon error for GitLab

## Type

- [x ] Bug fix

## Description
gitlab CICD failing with error Cannot connect to the Docker daemon at tcp://docker:2375. Is the docker daemon running?

The solution is here https://gitlab.com/gitlab-org/gitlab-ce/issues/64959""",
      T("GitLab CI"), T("Docker"),
      source="https://github.com/Ensembl/ensembl-client/pull/121", kind="issue",
      note="'gitlab CICD' is GitLab CI/CD, the lexicon's GitLab CI (SURFACES); GitLab alone in the title the platform (a site)"),
    # ---------------------------------------------------------------- ORMs and migrations: TypeORM, Sequelize
    R(r"""typeorm migrations not running properly

I don't think "pnpm migration:run" is correctly finding the migrations to run.

I think lib/db_migration.ts should be referencing the migrations to run, and needs to be changed to:

```
const AppDataSource = new DataSource({
  type: 'postgres',
  host: process.env.DB_HOST || 'localhost',
  port: parseInt(process.env.DB_PORT || '5432'),
  username: process.env.DB_USER || 'postgres',
  password: process.env.DB_PASSWORD || 'password',
  database: process.env.DB_NAME || 'postgres',
  entities: [PoolStats, User, UserStats, Worker, WorkerStats],
  migrations: ['migrations/*.ts'],
  logging: process.env.NODE_ENV === 'development',
  ssl:
    process.env.DB_SSL === 'true'
      ? {
          rejectUnauthorized: process.env.DB_SSL_REJECT_UNAUTHORIZED === 'true',
        }
      : false,
});

```

I have added the line:
`migrations: ['migrations/*.ts']",`

Also, I don't think ormconfig.ts is used (I have renamed it and everything still seems to build and work ok).  I think this file should be removed, as it has invalid parameters.

This issue is now resolved.""",
      T("TypeORM"), T("pnpm"), F("lib/db_migration.ts"),
      source="https://github.com/mrv777/ckstats/issues/14", kind="issue",
      note="typeorm lower-case; 'postgres' only as the data source's type value and a user name -- PostgreSQL not "
           "labelled (doubtful); migrations/*.ts a glob; ormconfig.ts bare"),
    R(r"""feat: add scripts to generate and run migrations using typeorm

migrations/data-source.ts:17
```diff
+        throw new Error(`Environment variable ${key} not defined!`);
+    }
+    return value;
+}
+
+async function configureDataSource(): Promise<DataSource> {
+    return new DataSource({
+        database: getEnvVariable('DB_PATH'),
+        type: 'sqlite',
+        synchronize: false,
+        logging: false,
+        entities: ['src/**/**.entity.ts'],
```
**aruokhai**:
I don't think this is necessary

**theanmolsharma** (author):
I'm pretty sure that it's necessary, if we don't then how will Typeorm know which files to use for entity generation?""",
      T("TypeORM"), F("migrations/data-source.ts"),
      source="https://github.com/CypherCommons/shroud-indexer/pull/55", kind="issue",
      note="typeorm and Typeorm as written; 'sqlite' only as the data source's type value -- SQLite not labelled "
           "(doubtful); src/**/**.entity.ts a glob"),
    R(r"""#60 typeorm db migrations in api project

### What does it do?

Added TypeORM for working with databases and entities and also added TypeORM Migrations commands. This of course has to be extended to cover running migrations, not only creating.

### Why is it needed?

It's needed because we need to store data 😁 

### How to test it?

Either works or not.

Inspiration for implementation https://github.com/typeorm/typeorm/issues/9122

I'm looking forward to this project, thank you for creating it.
Ormconfig doesn't work correctly with webpack.

> `entities: [join(__dirname, '**', '*.entity.{ts,js}')],`

> `migrations: [join(__dirname, '**', '*.migration.{ts,js}')],`

Expected Behavior:

> All classes found using the provided glob pattern...

Actual Behavior:

> No classes were found using the provided glob pattern...

Resolution:
1. `entities: getMetadataArgsStorage().tables.map((tbl) => tbl.target),`
2. Instead of building with webpack, build using the NestJS CLI."

apps/api/src/config/typeorm.config.ts:17""",
      T("TypeORM"), T("Webpack"), T("NestJS"), F("apps/api/src/config/typeorm.config.ts"),
      source="https://github.com/cortip/isomera/pull/93", kind="issue",
      note="webpack lower-case; the NestJS CLI labelled as NestJS; the review thread's file heading kept"),
    R(r"""Error sequelize db:migrate

when I try to run `$ npx sequelize db:migrate`

Sequelize CLI [Node: 16.15.0, CLI: 5.5.1, ORM: 5.22.5]

ERROR: Error reading "dist/config/database.js". Error: SyntaxError: Unexpected token ':'

I am using Amazon Linux 2 instead of Ubuntu because I already have an instance with Puppeteer installed. Is it because I use a different OS that causes this, or is there anything I missed?

I don't think this is due to your OS, apparently it's something in the file, build, or even a lack of defined parameters in the .env. How is your .env file?

```
NODE_ENV=DEVELOPMENT
BACKEND_URL=https://backend.domain.com
FRONTEND_URL=https://ticket.domain.com
PROXY_PORT=443
PORT=8080

DB_HOST=localhost
DB_DIALECT=mysql
DB_USER=
DB_PASS=
DB_NAME=whaticket

JWT_SECRET=3123123213123
JWT_REFRESH_SECRET=75756756756
```
 I am also using MariaDB as a database server

you need to define the `DB_USER`, `DB_PASS`, and as your DB is MariaDB, set the `DB_DIALECT` to `mariadb`.""",
      T("Sequelize"), T("Sequelize CLI"), T("Node.js"), T("Amazon Linux"), T("Ubuntu"), T("Puppeteer"), T("MariaDB"),
      F("dist/config/database.js"),
      source="https://github.com/dollyzn/whaticket-cero/issues/7", kind="issue",
      note="npx sequelize is Sequelize's CLI, its banner naming Node, the CLI and the ORM; Amazon Linux with its "
           "version; mysql only as a wrong DB_DIALECT value -- MySQL not labelled; .env bare"),
    R(r"""sequelize db:migrate not working

I create migration as following:
```
sequelize migration:create --name articles --env development
```
and then define migrations `articles` generated.
Next, type: `sequelize db:migrate`
Of course, I did configuration database information on `config.js` before that. But query return error,i did uninstall sequelize-cli and reinstall but still not working. :(

I hope, have someone support my issue.

Thanks & Best regards,

```
Sequelize [Node: 3.2.0, CLI: 1.9.1, ORM: 3.9.0]

Loaded configuration file "config\config.json".
Using environment "development".
Using gulpfile ~\AppData\Roaming\npm\node_modules\sequelize-cli\lib\gulpfile.js
Starting 'db:migrate'...
'db:migrate' errored after 15 ms
    at new Sequelize (C:\Users\0xgi\Desktop\node_modules\sequelize\lib\sequelize.js:202:11)
    at getSequelizeInstance (C:\Users\0xgi\AppData\Roaming\npm\node_modules\sequelize-cli\lib\tasks\db.js:2
82:10)
```""",
      T("Sequelize"), T("Sequelize CLI"), T("Node.js"), F("config\\config.json"),
      source="https://github.com/sequelize/cli/issues/187", kind="issue",
      note="the sequelize command and sequelize-cli (SURFACES) are the CLI; the Windows relative path with its "
           "backslash; the gulpfile's path inside node_modules and the frames' absolute paths not labelled -- Gulp "
           "only there; config.js bare"),
    R(r"""todos/create regression

ActionController::RoutingError (No route matches [POST] "/todos/create"):""",
      source="https://github.com/ari/jobsworth/issues/577", kind="issue",
      note="nothing to label: a request no route accepts; Rails only as the error's ActionController namespace"),
]
