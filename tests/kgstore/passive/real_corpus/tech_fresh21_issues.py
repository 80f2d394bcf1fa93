"""A twenty-first fresh held-out set ("fresh-21"), part one: GitHub issue and pull-request threads from the
everyday mainstream of web development, in repositories none of the earlier sets used -- Express tutorial apps
with express-jwt, jsonwebtoken, Passport and body-parser, MERN course projects with Mongoose and MongoDB, Koa and
Sequelize course threads in Spanish, NestJS with Prisma under Docker Compose, Vite and Rollup builds that cannot
resolve an import (Vue, Laravel Mix), React and Angular front ends blocked by CORS, Keycloak with Angular, Laravel
Sanctum and Blade, Symfony and Rails APIs answering 400 and 422, Django behind React and Vue (CSRF refusals,
preflight 401s), Spring Boot behind Angular, Go with Gorilla Mux, SvelteKit form actions refused as cross-site
behind CloudFront, Heroku H10 crashes and Nginx 502s in front of Docker Compose apps -- each a paragraph or a few
lines of one thread kept as written (code blocks, logs, stack traces, raw requests and environment dumps as they
appear, trimmed, screenshots dropped; the comments of a thread joined without their author lines; review threads
with the reviewed file's path heading each comment), with the thread's title opening the text.

Every text was taken from a stored public copy of the thread at the address given and labelled by hand without
running the extractor on it, by the earlier sets' conventions: technologies under their usual canonical name (any
spelling in the text: lower-case names, versions glued on, misspellings a reader still recognises), also tools the
lexicon may not know, a code fence's language (not a shell's); data formats, everyday shell utilities, sites and
placeholders not labelled, nor names only inside URLs, absolute or dependency paths, log lines' dotted identifiers,
package paths, user agents or response headers; relative file paths as written (./ kept, a line's :N left out),
bare file names, folders and import specifiers not; an endpoint only as "METHOD /path", when the text gives the
method for that path (a route in code -- app.post, router.route(...).get, Route::get --, a request the app's own
route answers, even with an error such as a 400, 401, 403 or 422, a raw request line) and writes the whole path with
its leading slash, as written -- a request no route accepts (404, 405, "No route found", "Cannot POST"), a
slash-less route, a path only inside a URL and nginx's location blocks are not labelled. Nobody tunes the extractor
on these texts: the benchmark scores them as their own split (``--split fresh-21``).
"""

from real_corpus import E, F, R, T

SURFACES = {
    "NestJS": ("nest",),
    "Laravel Sanctum": ("sanctum",),
    "Blade": ("blaze",),
    "body-parser": ("bodyParser",),
    "Gorilla Mux": ("mux",),
    "Angular CLI": ("ng serve",),
    "Nginx": ("ngix",),
    "Docker Compose": ("Compose",),
}

CASES = [
    # ---------------------------------------------------------------- Express, JWT and MERN tutorial apps
    R(r"""Cannot get user

Below it shows I login and get a token.

I try to list user and post a user. It says 401 unauthorized.

What am I doing wrong?

```
curl -i -H "Content-Type: application/json" -X POST \
      -d '{ "name":"admin","password":"admin"}' \
      http://192.168.88.60:3000/auth/login
      
albe@vamp398:~$ curl -i -H "Content-Type: application/json" -X POST \
>       -d '{ "name":"admin","password":"admin"}' \
>       http://192.168.88.60:3000/auth/login
HTTP/1.1 200 OK
Access-Control-Allow-Origin: *
X-DNS-Prefetch-Control: off
X-Frame-Options: SAMEORIGIN
Strict-Transport-Security: max-age=15552000; includeSubDomains
X-Download-Options: noopen
X-Content-Type-Options: nosniff
X-XSS-Protection: 1; mode=block
Content-Type: text/html; charset=utf-8
Content-Length: 168
ETag: W/"a8-2z9KUtIl6PdNcjySGNF1khiX7OQ"
Date: Thu, 21 Jan 2021 03:37:06 GMT
Connection: keep-alive
```""",
      source="https://github.com/andregardi/jwt-express-typeorm/issues/13", kind="issue",
      note="nothing: the POST's path /auth/login only inside a URL (the app's own route, doubtful); curl a command; the "
           "response headers and the token cut; Express and TypeORM only in the repository's name"),
    R(r"""[E2.1] Error Unauthorized

Hola!
Estoy implementando los jwt para la autenticación de usuario. Seguí al pie de la letra la capsula, pero cuando intento ahcer log in con un usuario me arroja 401 Unauthorized. La ruta está arriba del comando de usar jwt. Luego de investigar un poco me dí cuenta que el código corre bien hasta llegar a un middleware que busca al usuario en la bd. Básicamente entra en la ruta no protegida, funciona bien, logra entrar al middleware pero al final del middleware tengo un `return next();`. Después de esto arroja el 401. Por qué ocurre esto? Debería dejarlo con un `return '';`?

### Flujo del código:
Hago request a Post /auth 

`routes.js`
```
/* Unprotected routes */
...
router.use('/auth', auth.routes());

/* Protected routes */
router.use(jwtVerifier({ secret: process.env.SECRET_KEY, key: 'authData' }));
router.use(setCurrentUser);
...
```

`auth.js`
```
...
const user = {
      username,
      password,
    };
    try {
      await getUser(user, ctx, next);
...
```""",
      T("JWT"), E("POST /auth"),
      source="https://github.com/IIC2513-2021-1/projects/issues/101", kind="issue",
      note="a course's thread in Spanish; the request the app's auth routes answer with a 401, the method written 'Post' "
           "(doubtful); the ctx style suggests Koa but Koa is not named; routes.js and auth.js bare; jwtVerifier an "
           "identifier"),
    R(r"""Can someone please explain this?

This line of code: ```module.exports.requiresLogin = expressJwt({secret:secret}); ``` 
 what is doing  ``` expressJwt({secret:secret})  ``` ?

How can I customize this to throw some custom errors?

Complete code:

api.authorization.js:
```
var expressJwt 	= require('express-jwt');
var jwt 		        = require('jsonwebtoken');
var secret 		= 'myasdfa';

module.exports.requiresLogin = expressJwt({secret:secret});
```

api-routes.js

```
var Controllers = require('../controllers/index');
module.exports = function(app, auth){
app.post('/api/users/create', auth.requiresLogin,  Controllers.User.create);
};
```

server.js

```
var express 		= require('express');
var app 			= express();
var apiRoutes 		= require('./config/api-routes');
var auth			= require('./config/api-authorization');

var port = 7000;
app.listen(port);
console.log("Listening on port "+port);

// Load Api routes
 apiRoutes(app, auth);

```""",
      T("express-jwt"), T("jsonwebtoken"), T("Express"), E("POST /api/users/create"),
      source="https://github.com/auth0/express-jwt/issues/163", kind="issue",
      note="the route in code; './config/api-routes', './config/api-authorization' and '../controllers/index' import "
           "specifiers; api.authorization.js, api-routes.js and server.js bare; the maintainer's answer cut"),
    R(r"""POST http://localhost:5000/user/signup 404 (Not Found)

Having a hard time understanding this problem.

I have basically everything set up as you:
- Compared all files from server & client to match yours
- I've checked api/index.js, actions/auth.js, whole server/
- No clue what could be happening, been stuck on this same issue for 2 days now

Let me know if you can advise to what could be happening. When I clone your PART_4 branch, everything works.

Had to do with browser, something I did a while ago with my Google Chrome messed up the POST req. Tried different browser and no problem.""",
      T("Chrome"), F("api/index.js"), F("actions/auth.js"),
      source="https://github.com/adrianhajdin/project_mern_memories/issues/49", kind="issue",
      note="the POST a 404 and its path only inside a URL -- no endpoint; server/ a folder"),
    R(r"""COULD NOT REGISTER

PLEASE WHAT IS THE SOLUTION?
The message gotten from the console is below

POST http://localhost:8080/api/register 500 (Internal Server Error)
Uncaught (in promise) {error: AxiosError}

Have you tried downgrading mongoose version,
Its working fine for me

I've downgraded it to version 6.8.0 but still the same internal server
error

### Instead of doing this as in the tutorials;

```js
const existUsername = new Promise((resolve, reject) => {
      UserModel.findOne({ username }, function (err, user) {
        if (err) reject(new Error(err));
        if (user) reject({ error: "Please use unique username" });
        resolve();
      });
      }); 
```""",
      T("Mongoose"), T("JavaScript"),
      source="https://github.com/akashyap2013/MERN_Login_App_with_ResetEmail/issues/6", kind="issue",
      note="the POST's path only inside a URL -- no endpoint (the app's own route answering 500, doubtful); AxiosError an "
           "error's type name -- Axios not labelled, doubtful; the js fence JavaScript; the e-mail reply header cut"),
    R(r"""Error while registering user

Please i do get an error code 500 internal server error when i try to register a user. I followed every instructions and still get the same errors thanks.

No worries got it to work,
The 500 internal server error persisted, because i was trying to create a mongodb user that already existed.
To fix CORS browser issue i also called app.use(cors()) in the app.js on the backend.
Hope this helps""",
      T("MongoDB"), T("cors"),
      source="https://github.com/LearnWebCode/react-course/issues/3", kind="issue",
      note="cors() the cors middleware package, called in code (the CORS mechanism itself not a technology); app.js bare"),
    # ---------------------------------------------------------------- NestJS and Prisma
    R(r"""error: prisma migrate in windows

## Bug description
Thx for your work, I learn a lot about how to using prisma in nest. But when i try to run `npx prisma migrate dev --name "init"` in windows, one error appears:

I tried to google it, but not find methods to reolve it. Can you give me some suggestions? Thx again.

## How to reproduce
git clone repo, and then
```shell
npm install
docker compose up
```
in another terminal
```shell
npx prisma migrate dev --name "init"
```

## Environment
- OS: windows 11

Could you let me know if you were able to resolve this? Your database might not be up or could be running on a different port. I would recommend double-checking that first 🙂""",
      T("Prisma"), T("NestJS"), T("Windows"), T("npm"), T("Docker Compose"), T("Git"),
      source="https://github.com/prisma/blog-backend-rest-api-nestjs-prisma/issues/4", kind="issue",
      note="the error's screenshot dropped; nest is NestJS (SURFACES); docker compose the Compose plugin's command; the "
           "shell fences not labelled; 'google it' a verb"),
    R(r"""Getting Started: Error querying the database: db error: FATAL: role "prisma" does not exist

I am completely new to both NestJS and Prisma so forgive me if I am making a silly mistake. 🤦 

I've run through the instructions a couple of times and can't seem to get past Step 3.

To reproduce:

```
git clone https://github.com/fivethree-team/nestjs-prisma-starter
cd nestjs-prisma-starter
npm install
cp example.env .env 
npm run docker:db
npm run migrate:dev
```

Which results in the following error: Error querying the database: db error: FATAL: role "prisma" does not exist

Hey @joshsny can you add the whole logs when you run `npm run migrate:dev`?

- `npm run docker:db` creates a PostgreSQL DB Docker container
- `npm run migrate:dev` applies the migration to the Postgre DB (in docker), if the database is not available this command should create the database and the postgres user is called `prisma`

It might be that the database is not correctly created by docker.

By the which node version are you using?""",
      T("NestJS"), T("Prisma"), T("Git"), T("npm"), T("PostgreSQL"), T("Docker"), T("Node.js"),
      source="https://github.com/notiz-dev/nestjs-prisma-starter/issues/447", kind="issue",
      note="Postgre and postgres PostgreSQL; node the runtime; example.env and .env bare; docker:db an npm script's name"),
    R(r"""Migration issue

I seem to get an issue, I think it may be related to the fact that the postgres user in the docker-compose.yml is set as "user" instead of "postgres". Does anyone know why I'm running into this? Below is my terminal logs.
```
 ✔ Network deardiary_default         Created                                                                                                                                                    0.2s 
 ✔ Volume "deardiary_postgres_data"  Created                                                                                                                                                    0.0s 
 ✔ Container deardiary-db-1          Started                                                                                                                                                    0.7s 
 ✔ Container deardiary-app-1         Started                                                                                                                                                    1.0s 
610mo@MacBook-Pro DearDiary % npm run prisma:migrate

> gssocextended@0.1.0 prisma:migrate
> docker-compose exec app npx prisma migrate dev

WARN[0000] /Users/610mo/Desktop/DearDiary/docker-compose.yml: the attribute `version` is obsolete, it will be ignored, please remove it to avoid potential confusion 
Prisma schema loaded from prisma/schema.prisma
```""",
      T("PostgreSQL"), T("npm"), T("Docker Compose"), T("Prisma"), F("prisma/schema.prisma"),
      source="https://github.com/TenzDelek/DearDiary/issues/140", kind="issue",
      note="the log cut after the schema line; docker-compose.yml bare, its /Users/... copy absolute; MacBook-Pro a "
           "host's name -- macOS not labelled"),
    # ---------------------------------------------------------------- Vite builds that cannot resolve an import
    R(r"""[variants/vueapp] npm run build fails with failed import

**Describe the bug**
When running build on the variants vueapp the build fails with a rollup error.

**To Reproduce**
Steps to reproduce the behavior:

1. cd `variants/vueapp`
2. `npm run build`

**Actual behavior**

```
[vite]: Rollup failed to resolve import "/icons/mdi/refresh.svg" from "src/components/SmallVariantFilterForm.vue".
This is most likely unintended because it can break your application at runtime.
If you do want to externalize this module explicitly add it to
`build.rollupOptions.external`
error during build:
Error: [vite]: Rollup failed to resolve import "/icons/mdi/refresh.svg" from "src/components/SmallVariantFilterForm.vue".
This is most likely unintended because it can break your application at runtime.
If you do want to externalize this module explicitly add it to
`build.rollupOptions.external`
    at onRollupWarning (/home/max/Git/varfish-server/variants/vueapp/node_modules/vite/dist/node/chunks/dep-80fe9c6b.js:41772:19)
    at onwarn (/home/max/Git/varfish-server/variants/vueapp/node_modules/vite/dist/node/chunks/dep-80fe9c6b.js:41588:13)
```""",
      T("npm"), T("Rollup"), T("Vite"), F("src/components/SmallVariantFilterForm.vue"),
      source="https://github.com/varfish-org/varfish-server/issues/718", kind="issue",
      note="variants/vueapp a folder; /icons/mdi/refresh.svg an absolute import; the stack's paths absolute; Vue only "
           "inside the folder's name vueapp -- not labelled"),
    R(r"""[vite]: Rollup failed to resolve import

Trying to build binaries against master getting this error:

```
$ npm run build && go build

> paisa@0.0.1 build
> vite build


vite v4.4.8 building SSR bundle for production...
✓ 223 modules transformed.
✓ built in 15.20s
[vite]: Rollup failed to resolve import "@datasert/cronjs-parser" from "C:/Users/pasha/Code/paisa/src/lib/transaction_sequence.ts".
This is most likely unintended because it can break your application at runtime.
If you do want to externalize this module explicitly add it to
`build.rollupOptions.external`
error during build:
Error: [vite]: Rollup failed to resolve import "@datasert/cronjs-parser" from "C:/Users/pasha/Code/paisa/src/lib/transaction_sequence.ts".
This is most likely unintended because it can break your application at runtime.
If you do want to externalize this module explicitly add it to
`build.rollupOptions.external`
```""",
      T("npm"), T("Go"), T("Vite"), T("Rollup"),
      source="https://github.com/ananthakumaran/paisa/issues/79", kind="issue",
      note="go build Go's command; the importing file written absolute (C:/Users/...) -- not labelled; "
           "@datasert/cronjs-parser the missing package, doubtful -- not labelled; SSR a rendering mode"),
    R(r"""Import failure

> [plugin:vite:import-analysis] Failed to resolve import "@components/ui/card" from "src/components/openv0_generated/landingpage_n7h7m/1695641110405.tsx". Does the file exist?

Any simple way to solve this?

I am getting something similar: """,
      T("Vite"), F("src/components/openv0_generated/landingpage_n7h7m/1695641110405.tsx"),
      source="https://github.com/nraiden/openv0/issues/12", kind="issue",
      note="the screenshots dropped; @components/ui/card an alias import specifier -- not a file"),
    R(r"""Could not resolve "./components/FocusPoint"

Using this package in a Laravel Vue app. Updating from Laravel Mix now to Viet with our Vue 2.  Now stuck at `Could not resolve "./components/FocusPoint"`:

```
npm run dev

> dev
> vite


  VITE v3.2.6  ready in 716 ms

  ➜  Local:   http://127.0.0.1:5173/
  ➜  Network: use --host to expose

  LARAVEL v9.52.7  plugin v0.6.1

  ➜  APP_URL: https://site.test
✘ [ERROR] Could not resolve "./components/FocusPoint"

    node_modules/vue-focuspoint-component/src/index.js:1:23:
      1 │ import FocusPoint from './components/FocusPoint'
        ╵                        ~~~~~~~~~~~~~~~~~~~~~~~~~

/Users/user/code/site.com/node_modules/esbuild/lib/main.js:1575
  let error = new Error(`${text}${summary}`);
              ^
```""",
      T("Laravel"), T("Vue"), T("Laravel Mix"), T("Vite"), T("npm"),
      source="https://github.com/EvodiaAut/vue-focuspoint-component/issues/9", kind="issue",
      note="'Viet' a misspelling of Vite (Vite also written VITE and vite); ./components/FocusPoint an import specifier; "
           "the package's own src/index.js only under node_modules; esbuild only inside an absolute node_modules path -- "
           "not labelled"),
    R(r"""Error in Module 3

In the final code for api.js, replace "req.param.id" with "req.params.id".
With req.param.id, the value for ID is not displayed. Undefined is displayed instead of the ID.""",
      source="https://github.com/hwz/chirp/issues/28", kind="issue",
      note="nothing: api.js bare; req.params.id an expression"),
    R(r"""params in showing undefined

please help me out because params not defined .

import React from 'react'
// import {Link} from 'react-router-dom';
// import {Row , Col ,Image , ListGroup , Card , Button } from "react-bootstrap";
// import Rating from "../components/Rating";
import products from "../products";

const ProductScreen = ({ match }) => {
    const product = products.find(p => p._id === match.params.id);
  return (
    <div>{product.name}</div>
  )
}

export default ProductScreen

Try this in your HomeScreen.js  
  <>
      <Row>
        <Col sm={12} md={6} lg={4} xl={3}>
        {products.map(prod => (
            <Product prod={prod} />
        ))}
        </Col>
      </Row>
    </>

const {id} = useParams();

this will work 100% ---use this before defining the function""",
      T("React"),
      source="https://github.com/bradtraversy/proshop_mern/issues/220", kind="issue",
      note="react-router-dom and react-bootstrap only in commented-out imports -- not labelled, doubtful; "
           "'../components/Rating' and '../products' import specifiers; HomeScreen.js bare; the e-mail reply cut"),
    R(r"""API get single product seems to be incorrect

### What happened?

When I was deploying the project from the [pulumi tutorial](https://www.pulumi.com/tutorials/pulumi-fundamentals/create-a-pulumi-project/), the front end page, which is the bubble tea shop, when you click on a single product, it triggers null object on product.

### Example

For example the url `http://localhost:3001/product/Ginger-Milk-Tea-5f6d0ad908a1b6f0e5636bc4`, it will trigger an error saying try to get object of null.

### Output of `pulumi about`

I dont think it's related to pulumi, just the backend itself.

### Additional context

I fixed the issue by editing the getProduct function in backend/controllers/product.js

Here's how I diagnostic:
I test getProducts function, which returns all product in mongoDB, which does return the valid data. But getProduct does not.

Here's my fix below, note that I'm really just brute forcing to fix this by fetch all product and filter the one that match the given id, but it does temporarily fix the problem.

```javascript
exports.getProduct = catchAsync(async (req, res, next) => {
  // 1) Pull everything down
  const allProducts = await Product.find();
```""",
      T("Pulumi"), T("MongoDB"), T("JavaScript"), F("backend/controllers/product.js"),
      source="https://github.com/pulumi/tutorial-pulumi-fundamentals/issues/33", kind="issue",
      note="the product page only as a URL with no method -- no endpoint; the fix cut after its first lines"),
    R(r"""revise the code for findOne() by _id in server/record.js

You will not receive any error but the logic of the code is incorrect, let
me explain it to you.
And I am not sure if it is a bug from the findOne() API from the mongodb
nodejs package. the findOne() will always return the first document if we
pass it a query object with the property set to undefined.

The original code snippet for the '/record/:id' path is showing below,  it
passes the `req.body.id` into 'myquery' object { id : req.body.id } as the
value for the `id` property and fire the query, then respond a result in
JSON.

// This section will help you get a single record by id
recordRoutes.route("/record/:id").get(function (req, res) {
let db_connect = dbo.getDb();
let myquery = { id: req.body.id };
db_connect
.collection("records")
.findOne(myquery, function (err, result) {
if (err) throw err;
res.json(result);
});
});

But when I created few records for the App and try to click the 'edit'
anchor of any record, in the 'edit' page, I always get the first record
showed, no matter what record I had chosen from.

Base on my understanding of the 'named segments'
<http://expressjs.com/en/guide/routing.html#route-parameters>  pattern in
ExpressJS , the id should be passed by the `req.params` object, but I am
not hundred percent sure if there is some""",
      T("MongoDB"), T("Node.js"), T("Express"), F("server/record.js"), E("GET /record/:id"),
      source="https://github.com/mongodb-developer/mern-stack-example/pull/5", kind="issue",
      note="the route in code (router.route(path).get); 'the mongodb nodejs package' the MongoDB Node.js driver -- "
           "MongoDB and Node.js labelled; ExpressJS Express; the screenshot line dropped, the comment cut where the "
           "stored copy ends"),
    R(r"""419 status

I tried to post form data from shopify to my laravel app using jquery ajax. but it is showing 419 status.

Don't think this is an issue with the package.

Its probably from CRSF token missing when you do the post request. Google "419 AJAX Laravel" for more information.

Essentially, you'll need that route run through the api group instead of the standard web group.

I excluded the path from the csrf validation and it worked fine.

@nithinnitzarya instead of excluding it from the csrf validation you should add the csrf token to your requests.

It's as simple as adding the `@csrf` tag in your form on the blaze template.""",
      T("Shopify"), T("Laravel"), T("jQuery"), T("Blade"),
      source="https://github.com/gnikyt/laravel-shopify/issues/20", kind="issue",
      note="no path written; 'blaze template' Laravel's Blade misspelt (SURFACES), doubtful; Google a verb here; AJAX "
           "a technique; csrf a token"),
    # ---------------------------------------------------------------- Symfony, Rails APIs
    R(r"""Can't login

Hi, 
I'm using postman to check the API and i can't get the token.
I can register a user but when i try to get the token i get a 404:
"No route found for \"POST /api/token/"
The same happens with your other repository with books.""",
      T("Postman"),
      source="https://github.com/Tony133/symfony5-api-boilerplate-jwt/issues/4", kind="issue",
      note="the POST refused with 'No route found' (a 404) -- no endpoint; the JSON trace with its absolute, escaped "
           "paths cut; Symfony only in the repository's name"),
    R(r"""Trouble consuming API

I cloned this repository and followed the commands in the README file.  However, when I go to make `curl` commands to create a user I'm having trouble.  Can you add example `curl` commands to the README so that people new to the repo know how to consume the API?

I ran `rake routes` and found a `POST` to `v1/users(.:format)` would hit the `users#create` method.  So, I try this command: `curl -X POST -H "Content-Type: application/json" -d '{"username": "testuser", "email": "test@example.com", "password": "123412324", "password_confirmation": "123412234"}' http://localhost:3000/v1/users` but see in my Rails server that I get this error:

``` bash
Started POST "/v1/users" for 127.0.0.1 at 2015-08-20 11:00:58 -0700
Processing by V1::UsersController#create as JSON
  Parameters: {"username"=>"testuser", "email"=>"test@example.com", "password"=>"[FILTERED]", "password_confirmation"=>"[FILTERED]"}
Completed 400 Bad Request in 1ms

ActionController::ParameterMissing (param is missing or the value is empty: user):
  app/controllers/v1/users_controller.rb:20:in `user_params'
  app/controllers/v1/users_controller.rb:8:in `create'
```""",
      T("Rake"), T("Rails"), F("app/controllers/v1/users_controller.rb"), E("POST /v1/users"),
      source="https://github.com/FancyPixel/small-rails/issues/3", kind="issue",
      note="the app's users#create answers the logged POST with a 400 (a route it has); v1/users(.:format) in rake's "
           "table slash-less; curl a command; the bash fence not labelled; ActionController a log's class name"),
    R(r"""`422 Unprocessable Entity` with payload calls (e.g. users CREATE)

I'm currently through chapter 6, but realised I haven't been testing my end points with actual calls enough. I'm not using Sabiru, because installing that gave me other issues. I'm currently using [Paw](https://luckymarmot.com/paw) which worked well for the first GET `users/1` call.

However, I'm trying to create a new user and I'm getting a `422 Unprocessable Entity`. Some searching on the internet leads me to believe I'm not formatting the JSON properly for the call to work.

I've tried both of the following calls;

```
POST /users HTTP/1.1
Accept: application/vnd.marketplace.v1, application/json
Content-Type: application/json
Host: api.marketplaceapi.dev
Connection: close
User-Agent: Paw/2.2.9 (Macintosh; OS X/10.11.1) GCDHTTPRequest
Content-Length: 96

{"user":{"email":"test@example.com","password":"123456789","password_confirmation":"123456789"}}
```

which returns 

```
HTTP/1.1 422 Unprocessable Entity
X-Frame-Options: SAMEORIGIN
X-XSS-Protection: 1; mode=block
X-Content-Type-Options: nosniff
Content-Type: application/json; charset=utf-8
Cache-Control: no-cache
X-Request-Id: 0621c749-cefc-4250-bdcc-3553acefbfdf
X-Runtime: 0.091076
Date: Mon, 18 Jan 2016 09:26:54 GMT
Connection: close

{"errors":{"auth_token":["has already been taken"]}}
```""",
      T("Paw"), E("POST /users"),
      source="https://github.com/kurenn/market_place_api/issues/60", kind="issue",
      note="the app's users#create answers the raw POST with a 422 (a validation error); GET users/1 slash-less -- not "
           "labelled; 'Sabiru' the book's tool misspelt? unknown -- not labelled; OS X only in the user agent"),
    # ---------------------------------------------------------------- Keycloak with Angular
    R(r"""Application redirects infinitely after successfully redirecting login from keycloak login page

Reproducing the error:
1. Access http://localhost:4200
2. Enter the path "http://localhost:4200/authenticated" then the application redirects to the keycloak login page
3. Enter the correct login information and the application redirects to http://localhost:4200/authenticated and then the application reloads the page indefinitely.
this is my AuthGuard logic
```js
import { inject, Inject, Injectable } from '@angular/core';
import {
  ActivatedRouteSnapshot,
  Router,
  RouterStateSnapshot,
  UrlTree,
} from '@angular/router';
import { KeycloakAuthGuard, KeycloakService } from 'keycloak-angular';
@Injectable({
  providedIn: 'root',
})
export class AuthGuard extends KeycloakAuthGuard {
  constructor(
    protected override readonly router: Router,
    protected readonly keycloak: KeycloakService
  ) {
    super(router, keycloak);
  }
```""",
      T("Keycloak"), T("Angular"), T("keycloak-angular"), T("JavaScript"),
      source="https://github.com/dnyaneshwargiri/keycloak-angular-integration/issues/4", kind="issue",
      note="the fence says js though the code is TypeScript -- JavaScript labelled by the fence, TypeScript not; Angular "
           "through its @angular/core and @angular/router packages; the guard cut; the app's paths only in URLs"),
    R(r"""Invalid parameter: redirect_uri (v 0.9 )

I have a problem with client redirection, when i run **ng serve**, it all works perfectly but when click login
get this error

and this is my keycloak client

the url inside keycloak is:
`http://localhost:8080/auth/realms/onkalo/protocol/openid-connect/auth?client_id=onakalo-public&redirect_uri=http%3A%2F%2Flocalhost%3A4200%2Fonkalo-angular&state=fd07d718-cb27-e8c9-8793-42fbe7bed93c&nonce=b5f2b15c-8e6b-cb44-163e-6b4ad1bc055e&response_mode=fragment&response_type=code&scope=openid`

this is keycloak log
`15:39:28,229 WARN  [org.keycloak.events] (default task-58) type=LOGIN_ERROR, realmId=onkalo, clientId=onakalo-public, userId=null, ipAddress=127.0.0.1, error=invalid_redirect_uri, redirect_uri=http://localhost:4200/onkalo-angular`""",
      T("Angular CLI"), T("Keycloak"),
      source="https://github.com/ebondu/angular2-keycloak/issues/17", kind="issue",
      note="ng serve is the Angular CLI (SURFACES); the screenshots dropped and the comment cut before vendor.bundle.js; "
           "OpenID Connect only in the URL's path; org.keycloak.events a log's logger"),
    R(r"""Error on login: TypeError: Cannot destructure property `email` of "undefined" or "null"

Hi,

I followed the steps to set up the JWT. Previously I was able to publish the API with the example data, but when it comes to the authentication I came across this error:
```
curl -d "email=bruno&password=bruno" -H "Content-Type: application/x-www-form-urlencoded" -X POST http://localhost:3000/auth/login
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Error</title>
</head>
<body>
<pre>TypeError: Cannot destructure property `email` of &#39;undefined&#39; or &#39;null&#39;.<br> &nbsp; &nbsp;at server.post (/Users/jose/Documents/www/fake-api/server.js:35:33)<br> &nbsp; &nbsp;at Layer.handle [as handle_request] (/Users/jose/Documents/www/fake-api/node_modules/express/lib/router/layer.js:95:5)<br> &nbsp; &nbsp;at next (/Users/jose/Documents/www/fake-api/node_modules/express/lib/router/route.js:137:13)
```""",
      T("JWT"),
      source="https://github.com/techiediaries/fake-api-jwt-json-server/issues/1", kind="issue",
      note="the POST's path only inside a URL -- no endpoint (the app's own server.post route, doubtful); the stack's "
           "paths absolute, Express only inside them; json-server only in the repository's name"),
    R(r"""Error en sequelize create()

Hola, básicamente estoy haciendo un signup, en el cual creo un nuevo usuario que se debería agregar a la base de datos. Por lo tanto, dentro de un `router.post` llamo `Users.create()`. No hay problemas con esta función, ya que lo debugie y la ruta está bien. Ahora, cuando intento agregar un usuario (sea por postman o por la página misma) me tira un error 500 "internal server error" y no me dice nada más. Pero al mirar la consola creo que el error esta en que el query que ejecuta `create()` esta malo y no debería estarlo. Al ejecutar el POST la consola muestra lo siguiente: 

Ahora, al intentar ver que estaba mal, me di cuenta que en el query que ejecuta, el `"user_id"` especificado al final de RETURNING no debería estar, ya que no existe. Revisé las migraciones y el modelo y no hay un atributo "user_id", también revisé postgres.""",
      T("Sequelize"), T("Postman"), T("PostgreSQL"),
      source="https://github.com/IIC2513-2022-2/project/issues/31", kind="issue",
      note="a course's thread in Spanish; the screenshot dropped and the text cut before the linked sequelize issue; "
           "router.post with no path written -- no endpoint; RETURNING an SQL clause"),
    # ---------------------------------------------------------------- Heroku deploys that crash
    R(r"""when i upload to heroku

I get h10 error

022-05-24T03:21:02.792785+00:00 heroku[web.1]: State changed from starting to crashed
2022-05-24T03:21:13.558318+00:00 heroku[router]: at=error code=H10 desc="App crashed" method=GET path="/"
it successfully builds and deploys but when i visit site on heroku 
doesnt work

do you have a _Procfile_

**Bug in Procfile**
A very interesting discovery for me. A bug in your Procfile can crash your app. If your Procfile is pointing to the wrong server file. e.g If your server is in server.js and your Procfile points to app.js this would definitely crash your app and Heroku would greet you with the H10-App crashed error code message.

Secondly, a buggy Procfile can also come in the form of wrong spacing.
```
Wrong: web : node index.js
Correct web: node index.js
```""",
      T("Heroku"), T("Node.js"),
      source="https://github.com/ZhangMYihua/crwn-clothing-v2/issues/24", kind="issue",
      note="the router's GET / a crashed app's 503, not a route answering -- no endpoint; node the runtime in the Procfile "
           "line; Procfile, server.js, app.js and index.js bare; the comment cut after the Procfile part"),
    R(r"""Deploy to heroku get error: heroku[router]: at=error code=H10 desc="App crashed" method=GET path="/"

I try to deploy the default project to https://dashboard.heroku.com/ but I got the error below, can you help me?

```
2020-03-12T07:20:52.009643+00:00 app[web.1]: npm ERR! This is probably not a problem with npm. There is likely additional logging output above.
2020-03-12T07:20:52.016589+00:00 app[web.1]: 
2020-03-12T07:20:52.016773+00:00 app[web.1]: npm ERR! A complete log of this run can be found in:
2020-03-12T07:20:52.016893+00:00 app[web.1]: npm ERR!     /app/.npm/_logs/2020-03-12T07_20_52_010Z-debug.log
2020-03-12T07:20:52.092462+00:00 heroku[web.1]: State changed from starting to crashed
2020-03-12T07:20:52.073318+00:00 heroku[web.1]: Process exited with status 1
2020-03-12T07:20:52.913319+00:00 heroku[router]: at=error code=H10 desc="App crashed" method=GET path="/" host=dev-loc.herokuapp.com request_id=f7bae61b-2240-4546-9213-b30bae7ddcc1 fwd="115.79.37.163" dyno= connect= service= status=503 bytes= protocol=https
```""",
      T("Heroku"), T("npm"),
      source="https://github.com/danielfsousa/express-rest-boilerplate/issues/275", kind="issue",
      note="GET / answered by Heroku's router with a 503 for a crashed app -- no endpoint; the npm log's path absolute; "
           "Express only in the repository's name"),
    R(r"""Body parser

Do not use app.use (bodyParser.urlencoded ({extended: true})) for json requests.
Use app.use(bodyParser.json()) for application/json requests type.
https://github.com/bezkoder/node-js-jwt-auth/blob/b653461c66d07f0c63054782efa8b4c94d557252/server.js#L17

This can cause the application to return in case req.body sent via json as an undefined field.

https://github.com/expressjs/body-parser""",
      T("body-parser"),
      source="https://github.com/bezkoder/node-js-jwt-auth/issues/7", kind="issue",
      note="bodyParser the body-parser module's identifier (and its name in the last URL); server.js only inside a URL; "
           "json a format"),
    # ---------------------------------------------------------------- CORS between a front end and its API
    R(r"""CORS

Angular is running in the development mode. Call enableProdMode() to enable the production mode.
client:52 [WDS] Live Reloading enabled.
employees:1 Access to XMLHttpRequest at 'http://localhost:8080/springboot-crud-rest/api/v1/employees' from origin 'http://localhost:4200' has been blocked by CORS policy: No 'Access-Control-Allow-Origin' header is present on the requested resource.
:8080/springboot-crud-rest/api/v1/employees:1 Failed to load resource: net::ERR_FAILED
core.js:6406 ERROR HttpErrorResponse
defaultErrorLogger @ core.js:6406""",
      T("Angular"),
      source="https://github.com/RameshMF/Angular9-SpringBoot-CRUD-Tutorial/issues/1", kind="issue",
      note="the employees API only inside a URL, no method -- no endpoint; [WDS] webpack-dev-server's log tag -- not "
           "labelled, doubtful; core.js bare; Spring Boot only in the repository's name and the URL's context path"),
    R(r"""HttpResponce

Access to XMLHttpRequest at 'http://localhost:3000/' from origin 'http://localhost:4200' has been blocked by CORS policy: Response to preflight request doesn't pass access control check: No 'Access-Control-Allow-Origin' header is present on the requested resource.

This error is intentional and is happening because you may not have setup your CORS correctly.

Option 1: Update Server/.env file 
>> I do NOT recommend this approach because it lets anyone localhost access your website., So when you implement this in production, please get rid of localhost entires.
allowedOrigins=https://elish-erp.firebaseapp.com,https://alivetracking.firebaseapp.com,http://localhost:3000,http://localhost:4200

Option 2: Update Server/index.js file 
Un-comment app.use AND Comment other block like

// ****** allow cross-origin requests code START ****** //
>> I do NOT recommend this approach because it lets anyone access your website., So when you implement this in production, please comment this and update your .env CORS with production settings.

app.use(cors()); // uncomment this to enable all CORS and delete cors(corsOptions) in below code""",
      T("cors"), F("Server/.env"), F("Server/index.js"),
      source="https://github.com/AmitXShukla/Employee-Payroll-Salary-App-Angular-11-MEAN-Stack/issues/2", kind="issue",
      note="cors() the cors middleware package; Firebase only inside the allowed origins' URLs; the comment cut after "
           "the cors line"),
    R(r"""CORS ERROR

I am making request to my golang api through react js application, i am using mux for the routing, the problem i get everytime is CORS whenever i use mux, however there is no CORS error when i use the golang handleFunc without using any library mux or gin.

**Versions**
go version go1.20.5 darwin/arm64

**Steps to Reproduce**
Just make an api call to http://localhost:9000/ping

**Expected behavior**
No Cors Error

**Code Snippets**

```go

import 	gohandlers "github.com/gorilla/handlers"

r := mux.NewRouter()

    // test route
    r.HandleFunc("ping", func(rw http.ResponseWriter, r *http.Request) {
        rw.Write([]byte("pong"))
    })

    ch := gohandlers.CORS(gohandlers.AllowedOrigins([]string{"*"}))
```""",
      T("Go"), T("React"), T("Gorilla Mux"), T("Gin"),
      source="https://github.com/gorilla/mux/issues/716", kind="issue",
      note="golang is Go (and the go fence); mux is Gorilla Mux (SURFACES); the route 'ping' has no leading slash and "
           "/ping is only inside a URL -- no endpoint; gorilla/handlers only in an import path; darwin/arm64 a platform "
           "string -- macOS not labelled"),
    R(r"""CORS headers are not sent for preflight request, error 404

CORS headers are not set for [preflight requests](https://developer.mozilla.org/en-US/docs/Glossary/Preflight_request). The router does not manage OPTIONS method (it is impossible to set a handler for OPTIONS method), so any preflight requests has 404 response. It completely disables CORS for POST and PUT requests (probably, for DELETE as well).

[Echo framework](https://github.com/labstack/echo) implements default handler and middleware to manage such requests.""",
      T("Echo"),
      source="https://github.com/Bakemono-san/gofsen/issues/1", kind="issue",
      note="methods with no path; CORS a mechanism"),
    # ---------------------------------------------------------------- Laravel Sanctum
    R(r"""401 Erorr on API request from admin side

Im getting 401 Error or "Unauthenticated" when sending any api request from the admin side. API request from User side is working as expected.

api.php

```
Route::middleware('auth:sanctum')->name('api.')->group(function () {
    Route::get('/brokers', [BrokerController::class, 'index'])->name('brokers.index');
    Route::get('/brokers/{broker}', [BrokerController::class, 'show'])->name('brokers.show');

    Route::middleware(['auth:admin', 'verified-admin'])->group(function() {
        // Project Image Upload
        Route::post('/admin/projects/{project}/images/upload', [ProjectController::class, 'uploadImage'])->name('projects.images.upload');
    });
    
});
```

Try changing the auth guard driver configuration to use sanctum:
https://laracasts.com/discuss/channels/laravel/sanctum-spa-multi-auth

Also, nesting auth middlewares might be causing issues as well.

Hi, I was able to solve the problem from the link you share. Thank you!""",
      T("Laravel Sanctum"), E("GET /brokers"), E("GET /brokers/{broker}"),
      E("POST /admin/projects/{project}/images/upload"),
      source="https://github.com/connorabbas/laravel-primevue-starter-kit/issues/47", kind="issue",
      note="the routes in code as written (api.php's /api prefix is Laravel's and never shown -- doubtful); sanctum "
           "is Laravel Sanctum (SURFACES); api.php bare; Laravel itself only in a URL"),
    R(r"""Unable to login with correct credentials

I have setup project as given instructions. but when i try to login with correct credentials. Then,  '{"message":"Unauthenticated."}' message coming in user API. I'm Unable to login.

Hello

Can you share the database record for this user?

Thank You.

Sql query for this user
INSERT INTO `users` (`id`, `name`, `email`, `email_verified_at`, `password`, `remember_token`, `created_at`, `updated_at`) VALUES
(1, 'Jack', 'jatin@gmail.com', NULL, '$2y$10$DHzN.ZOZq96bINWR3/6P3OIkOh6xej1ROgHZhe2N4OZDNCsx65CXi', NULL, '2021-10-29 10:48:15', '2021-10-29 10:48:15');

Same error happened when i try register as a new user.""",
      T("SQL"),
      source="https://github.com/suresh-ramani/larasanctum-authvue/issues/1", kind="issue",
      note="the screenshots and the prnt.sc link dropped with the credentials line; Laravel, Sanctum and Vue only in the "
           "repository's name; bcrypt's hash not a tool named"),
    # ---------------------------------------------------------------- Passport register and login routes
    R(r"""How to pass errors on register method to the front-end

How can I get ahold of the errors when registering a new user and pass them to my front-end. For my `/login` route, I have the following code which works quite nicely, but I'm not sure how to accomplish the same thing for the `/register` route.

```
app.get('/login', connectEnsureLogin.ensureLoggedOut({ redirectTo: '/private-route' }), (req, res) => {
  res.render('login', { error: req.flash('error') });
});

app.post('/login', passport.authenticate('local', {
  successRedirect: '/private-route',
  failureRedirect: '/login',
  failureFlash: true,
}));
```

This is what I currently have for my `/register` route. At the moment, the error is just being logged to the console, but I would like to pass it to my front-end like is done with the `/login` route.

```
app.get('/register', connectEnsureLogin.ensureLoggedOut({ redirectTo: '/private-route' }), (req, res) => {
  res.render('register');
});

app.post('/register', (req, res) => {
  User.register(new User({ username: req.body.username }), req.body.password, (err) => {
    if (err) {
      console.log('error while user register!', err);
      res.redirect('/register');
      return;
    }

    res.redirect('/private-route');
  });
});

```""",
      T("Passport"), E("GET /login"), E("POST /login"), E("GET /register"), E("POST /register"),
      source="https://github.com/saintedlama/passport-local-mongoose/issues/366", kind="issue",
      note="the four routes in code; /private-route only a redirect target; connectEnsureLogin the connect-ensure-login "
           "module's identifier -- not labelled, doubtful; the answer's code cut"),
    R(r"""Another~Another only missing credentials problem:D

I follow the tutorial from here and this is the code:
https://www.youtube.com/watch?v=mAOxWf36YLo

const express = require('express')
const router = express.Router();
const bcrypt = require('bcryptjs')
const passport = require('passport')
// const bodyParser = require('body-parser')
// Bring in User Models
let User = require('../models/user')
// router.use(express.json());
// router.use(express.urlencoded());
// router.use(bodyParser.urlencoded({
//   extended: false
// }))
// parse application/json
// router.use(bodyParser.json())

// Register form
router.get('/register', (req, res) => {
  res.render('register');
});
//Login Redirect Page
// router.post('/register', function(req, res) {
//
//     }

//REGISTER Proccess
router.post('/register', function(req, res) {
  const name = req.body.name;
  const email = req.body.email;
  const username = req.body.username;
  const password = req.body.password;
  const password2 = req.body.password2;

  req.checkBody('name', 'Name is required').notEmpty();
  req.checkBody('email', 'Email is required').notEmpty();""",
      T("Express"), T("bcrypt"), T("Passport"), E("GET /register"), E("POST /register"),
      source="https://github.com/jaredhanson/passport-local/issues/163", kind="issue",
      note="the router's routes as written (its mount prefix not shown); bcryptjs bcrypt's JavaScript build, under the "
           "library's name; body-parser only in commented-out lines -- not "
           "labelled, doubtful; '../models/user' an import specifier; req.checkBody is express-validator's, not named"),
    # ---------------------------------------------------------------- Nginx in front of the app
    R(r"""set up with Nginx

I try to set up with Nginx but I always get 502 Bad Gateway.  Do you have any suggest?

Here is docker-compose.production.yml
```version: "3.7"
services:
  nginx:
    image: nginx:1.16 # this will use the latest version of 1.13.x
    ports:
      - "80:80" # expose 80 on host and sent to 80 in container
    volumes:
      - ./nginx/nginx.conf:/etc/nginx/conf.d/default.conf:ro
    depends_on:
      - app
  redis:
    image: "redis:alpine"
    ports:
      - "6379:6379"
    hostname: redis
  app:
    container_name: app
    build:
      context: ./
    restart: always
    ports:
      - "8080:8080"
    environment:
      NODE_ENV: production
    depends_on:
      - redis
```

And this is Nginx config
```
server {
    listen 80;
    server_name example.org
    location / {
        proxy_pass http://127.0.0.1:8080;
        proxy_http_version 1.1;
        proxy_set_header Upgrade $http_upgrade;
        proxy_set_header Connection 'upgrade';
        proxy_set_header Host $host;
        proxy_cache_bypass $http_upgrade;
        proxy_redirect off;
     }
}
```
Thank you!!

I'm planning to add a couple updates, including Nginx in a week or two.
I'll report back here if I run into a similar issue.

Thank you! however, I solved the problem.""",
      T("Nginx"), T("Docker Compose"), T("Redis"), F("./nginx/nginx.conf"),
      source="https://github.com/tamasszoke/mern-seed/issues/3", kind="issue",
      note="Docker Compose through the compose file's name docker-compose.production.yml (bare, not a path), doubtful; "
           "Redis a service of the compose file; /etc/nginx/conf.d/default.conf absolute; location / has no method"),
    R(r"""Error:502 Bad Gateway nginx/1.19.4

Thanks for the nice code.
While running the following error occurs, any idea how to fix it?
502 Bad Gateway nginx/1.19.4

add these lines in your nginx_config file
server {
  listen 8080;
 server_name  localhost;
  location /api/v1/movies {
   proxy_pass http://movie_service:8000/api/v1/movies;
   proxy_set_header X-Real-IP $remote_addr;
   proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
   proxy_set_header X-Forwarded-Proto $scheme;
   proxy_set_header Host $http_host;
   proxy_set_header X-NginX-Proxy true;
  }

  location /api/v1/casts {
   proxy_pass http://cast_service:8000/api/v1/casts;
   proxy_set_header X-Real-IP $remote_addr;
   proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
   proxy_set_header X-Forwarded-Proto $scheme;
   proxy_set_header Host $http_host;
   proxy_set_header X-NginX-Proxy true;
  }

}""",
      T("Nginx"),
      source="https://github.com/paurakhsharma/python-microservice-fastapi/issues/4", kind="issue",
      note="nginx's location blocks give no method -- no endpoint; nginx_config a file's name without extension; "
           "FastAPI only in the repository's name"),
    R(r"""Fix some errors

Nice Work! But, if I run the proyect "out-of-the-box" (following the README's instructions) I get a  "502 Bad Gateway" server error.

The docker log shows this message about the `ngix` service: `[error] 32#32: *1 connect() failed (113: No route to host) while connecting to upstream, client: 172.23.0.1, server: , request: "GET / HTTP/1.1", upstream: "http://172.23.0.2:3000/", host: "localhost:3050"`. Some research leads me to an error about write permissiones over the `/app/node_modules/.cache` directory. 

This can be fixed updating the `client/Dockerfile`, changing the line from `WORKDIR /app` to `WORKDIR /usr/src/app`.

After that I rebuild and run the image. Now the `client` service throws an error `:0308010C:digital envelope routines::unsupported ...`. This can be fixed in the `client/Dockerfile` again, changing the node base image version from `node:alpine` to `node:16`.

Now, the project run nicely. Greetings!""",
      T("Docker"), T("Nginx"), T("Node.js"), F("client/Dockerfile"),
      source="https://github.com/mosesreigns/Build-and-Dockerize-a-Full-stack-React-app-with-Node.js-MySQL-and-Nginx-for-reverse-proxy/issues/1",
      kind="issue",
      note="ngix the compose file's nginx service misspelt (SURFACES); the GET / in nginx's upstream error a 502, not a "
           "route answering -- no endpoint; node the base image's runtime; /app/node_modules/.cache and /usr/src/app "
           "absolute; the digital envelope error is OpenSSL's, not named"),
    # ---------------------------------------------------------------- SvelteKit form actions refused as cross-site
    R(r"""Every form submission is refused as cross-site in the containerized deployments

Creating a library — or submitting any other form — fails with a 403 in both Compose and Kubernetes.

SvelteKit's node adapter assumes `https` when it has not been told its own origin, so it compares the request's `Origin` header against the wrong scheme and rejects every POST as cross-site. Locally over `http` this means every form action is refused.

The failure is silent from the user's side: the form simply does nothing.

**Expected:** the deployments tell the web app what origin it is served on.""",
      T("Docker Compose"), T("Kubernetes"), T("SvelteKit"),
      source="https://github.com/isaiah-harville/Primer/issues/86", kind="issue",
      note="Compose alone is Docker Compose in a deployment's context (SURFACES), doubtful; 'node adapter' SvelteKit's "
           "adapter-node, not labelled apart; the POST has no path"),
    R(r"""Cannot POST

Posting from any forms does not appear to work with this adapter, the end result is always blocked by Cloudfront with the header:

`x-cache: Error from cloudfront`

And this in the body:

`Cross-site POST form submissions are forbidden`

I have tried passing in an ORIGIN env with the resulting Cloudfront URL during the build, but that does not seem to have any effect.

I was able to resolve this issue by updating the version of sveltekit, the one used in this repo has an issue with form posting and CSRF checking. Try:

`"@sveltejs/kit": "^1.0.0-next.560"`

@MikeBild""",
      T("CloudFront"), T("SvelteKit"),
      source="https://github.com/MikeBild/sveltekit-adapter-aws/issues/41", kind="issue",
      note="Cloudfront is CloudFront; the response header's 'cloudfront' is part of the same; "
           "@sveltejs/kit SvelteKit's package; no path"),
    # ---------------------------------------------------------------- Spring Boot behind Angular
    R(r"""Http failure response for http://localhost:8080/employee/delete/6: 500 OK

Hi, Jr.
First of all I want to thank you, because your course is very very good.
I already said it, but I gonna repeat: I am learn a lot with you. <3

Now, my issue: 
I am use the Angular 13 and Spring Boot 2.7.0, and **I CAN'T DELETE one employee.**
Do you can help me?

You can open Dev Tools in the browser and also check the logs in the back-end Java code to see if you can find any clue as to why you're getting this error.

Try adding import org.springframework.transaction.annotation.Transactional to the""",
      T("Angular"), T("Spring Boot"), T("Java"),
      source="https://github.com/getarrays/employeemanagerapp/issues/4", kind="issue",
      note="the delete only as a URL with no method written -- no endpoint; the project links and screenshots dropped; "
           "the Spring package path not labelled apart; the answer cut where the stored copy ends"),
    R(r"""Chapter 2: Response status 405 with reason "Request method 'POST' not supported"

When "delete" image, got `Response status 405 with reason "Request method 'POST' not supported"`

The delete post redirect to / GET.

Please reopen the issue if it still exists.""",
      source="https://github.com/PacktPublishing/Learning-Spring-Boot-2.0-Second-Edition/issues/4", kind="issue",
      note="nothing: a 405 is no route accepting the method; '/ GET' a redirect written backwards -- no endpoint; Spring "
           "Boot only in the repository's name"),
    # ---------------------------------------------------------------- Django behind React and Vue
    R(r"""login does not work

Hi,

I've just installed this great boilerplate (thanks a lot by the way).
Unfortunatly, when I try to login, I have the following error message: "Authentication Error: Connection Error - An error occurred while sending your data!"

Looking at the API requests, I see that an OPTIONS method is sent before POST can be executed (CORS preflight?) and Django responds with "OPTIONS /api/v1/accounts/login/ HTTP/1.0" 401 70

Do you have any idea how I could fix this problem?

Thanks!

I think the reason is CORS. I was using frontend url 127.0.0.1:8000 when I was getting this error. When changing this to localhost:8000, it works properly.

Don't you think the login view should allow OPTIONS to be called without authentication?""",
      T("Django"), E("OPTIONS /api/v1/accounts/login/"),
      source="https://github.com/Seedstars/django-react-redux-base/issues/59", kind="issue",
      note="the app's login view answers the preflight with a 401 (a route it has) -- labelled with its OPTIONS method; "
           "the POST has no path of its own written; CORS a mechanism"),
    R(r"""[BUG] frontend : CSRF missing on homepage

**Describe the bug**

When submitting the date-range form via JavaScript, Django rejects the POST with: forbidden (403)

>Issue overview

This happens because the template doesn’t include the {% csrf_token %} tag, so Django doesn’t set the csrftoken cookie on the initial page load. Any subsequent POST request fails the CSRF verification.

**To Reproduce**

 1.  Run the postgres container: `docker compose -f docker-compose.yaml -f docker-compose.override.yaml -f docker-compose.elastic.yaml up -d buffalogs_postgres`
2. Run the django server: `./manage.py runserver`
3. Submitting the date-range request

**Expected behavior**
The submitting process should be smooth without any forbidden error for initial user.""",
      T("JavaScript"), T("Django"), T("PostgreSQL"), T("Docker Compose"), F("./manage.py"),
      source="https://github.com/certego/BuffaLogs/issues/238", kind="issue",
      note="the POST has no path written -- no endpoint; the compose files bare; 'elastic' only in a compose file's name "
           "-- Elasticsearch not labelled; the video link and the volunteering comments cut"),
    R(r"""BGF-33: Fix login blocked when Django Admin session is active

## Summary

Fixes a bug where frontend login returns 403 when a Django Admin session is simultaneously active in the same browser.

## Problem

`LoginView` was missing `@csrf_exempt`. When a user has an active Django Admin session, the browser holds a `sessionid` cookie, which causes Django's CSRF middleware to enforce CSRF token validation on all subsequent POST requests — including the JWT-based frontend login. Since the frontend never sends a CSRF token, login would fail with 403 Forbidden.

## Solution

Added `@method_decorator(csrf_exempt, name='dispatch')` to `LoginView` in `backend/authentication/views.py`, mirroring the existing decorator already present on `RegisterView`.

**Files changed:**
- `backend/authentication/views.py` — added `@method_decorator(csrf_exempt, name='dispatch')` to `LoginView`

## Testing

**Manual:**
- Login with active Admin session → 200 OK ✅
- Login without Admin session → 200 OK ✅
- Register with active Admin session → 200 OK ✅ (already working before fix)

**Automated:**
- All existing tests pass ✅

## Jira Ticket

BGF-33 / SMP-511""",
      T("Django"), T("JWT"), T("Jira"), F("backend/authentication/views.py"),
      source="https://github.com/quanwangniuniu/marketing-simplified/pull/518", kind="issue",
      note="Django Admin Django's admin, not labelled apart; the login's path never written -- no endpoint; the review "
           "line cut"),
    R(r"""Have Django Handle Log In

Ironically, you may want to resplit this out in the future, but for now it makes life easier.

assets/js/authentication/authentication.js
```diff
+      method: "GET",
+      credentials: "same-origin"
+    })
+      .then(responseData => {
+        return responseData.json();
+      })
+      .then(responseData => {
+        if ("token" in responseData) {
+          localStorage.token = responseData.token;
+          localStorage.userName = responseData.username;
+        } else {
+          alert("Error. Unable to login. Please contact support.");
```
Redirect this to the home page

config/urls.py
```diff
-    url(r'^dashboard.*/$', TemplateView.as_view(template_name=react_dashboard_template), name='react-dashboard'),
-    url(r'^dashboard-login/$', TemplateView.as_view(template_name=react_dashboard_template), name='react-login'),
-    url(r'^dashboard-logout/$', TemplateView.as_view(template_name=react_dashboard_template), name='react-logout'),
-    # specific api-end point for fitbit to redirect to for authorization
-    url(r'^dashboard/fitbit/oauth2/callback/$', TemplateView.as_view(template_name=react_dashboard_template),
-        name='fitbit-complete'),
```""",
      T("Django"), F("assets/js/authentication/authentication.js"), F("config/urls.py"),
      source="https://github.com/jeffshek/betterself/pull/261", kind="issue",
      note="a review thread with the reviewed files heading each comment; the fetch's path cut off above the hunk -- no "
           "endpoint; the url() regexes slash-less and without methods; fitbit the Fitbit API named in a comment -- not "
           "labelled, doubtful; react only in template names"),
    R(r"""Call auth action

`this.$store.dispatch('postLogin', {
          username: '', password: ''
        });`
Why it doesn't work?

I solved it. Code from store/index.js should be in store.js""",
      F("store/index.js"),
      source="https://github.com/vchaptsev/cookiecutter-django-vue/issues/34", kind="issue",
      note="Vuex only as this.$store in code -- not labelled, doubtful; store.js bare; Django and Vue only in the "
           "repository's name"),
    R(r"""Connect Login modal to backend

## Basic Information
Create an Auth pinia store
- the store should keep track of the username, and the JWT token. We can add more data later
- You can call the JWT endpoint api/token with the username and password, this request will return a token if it's a valid user.
- Look into axios to handle requests

NOTE: If you run into an error running the server docker container, you might need to rebuild containers, volumes and images.""",
      T("Pinia"), T("JWT"), T("Axios"), T("Docker"),
      source="https://github.com/codersforcauses/csf/issues/47", kind="issue",
      note="api/token slash-less and without a method -- no endpoint; pinia and axios lower-case"),
    R(r"""How to works with the integration in other apps?

Hi I came from your youtube playlist tutorial and I'm wondering how can I work with this if I extend other apps in django. I'm getting a forbidden error saying "CSRF verification failed." what should I do? I'm very new to django and still a student so please help me.

Can you guide me like for extending it to a blog app or something.

I have no problem in testing it on Postman though but on react there is an error""",
      T("Django"), T("Postman"), T("React"),
      source="https://github.com/linkedweb/auth_system/issues/8", kind="issue",
      note="youtube a site; django and react lower-case"),
    # ---------------------------------------------------------------- logins refused with a 401 by the app's own route
    R(r"""Login action gives 401 error

Hi there.
Sign up is working, I can check via console that user is created, but when I'm trying to log in there is:
```
12:51:53 web.1  | Started POST "/users/sign_in" for ::1 at 2022-06-17 12:51:53 +0200
12:51:53 web.1  | Processing by Devise::SessionsController#create as TURBO_STREAM
12:51:53 web.1  |   Parameters: {"authenticity_token"=>"[FILTERED]", "user"=>{"email"=>"asd@sdasd.com", "password"=>"[FILTERED]", "remember_me"=>"0"}, "commit"=>"Log in"}
12:51:53 web.1  |   User Load (6.9ms)  SELECT "users".* FROM "users" WHERE "users"."email" = $1 ORDER BY "users"."id" ASC LIMIT $2  [["email", "asd@sdasd.com"], ["LIMIT", 1]]
12:51:53 web.1  | Completed 401 Unauthorized in 423ms (ActiveRecord: 97.2ms | Allocations: 4083)
```
Is Readme is complete? Maybe some missing steps?
Thanks.""",
      E("POST /users/sign_in"),
      source="https://github.com/omkz/waroong/issues/29", kind="issue",
      note="Devise's sessions route answers the logged POST with a 401; Devise and ActiveRecord only as a log's class "
           "name and timing -- not labelled, doubtful; Rails never named; Readme bare"),
    R(r"""Log in request 401 error

I have a registered user, I try to log him in with this request:

```
var credentials = {
  email: scope.emailInput,
  password: scope.passwordInput
};
$auth.submitLogin(credentials)
  .then(function(resp) {
    console.log(resp);
  })
  .catch(function(resp) {
    console.log(resp);
  });
```

returns 401 Unauthorised:

```
 Started POST "/auth/sign_in" for 127.0.0.1 at 2015-05-02 12:31:32 +0200
12:31:32 web.1  |   ActiveRecord::SchemaMigration Load (0.2ms)  SELECT "schema_migrations".* FROM "schema_migrations"
12:31:32 web.1  | Processing by DeviseTokenAuth::SessionsController#create as JSON
12:31:32 web.1  |   Parameters: {"email"=>"muller.clement@yahoo.com", "password"=>"[FILTERED]", "subdomain"=>"api", "session"=>{"email"=>"muller.clement@yahoo.com", "password"=>"[FILTERED]"}}
12:31:32 web.1  | Can't verify CSRF token authenticity
12:31:32 web.1  | Unpermitted parameters: subdomain, session
12:31:32 web.1  |   User Load (0.2ms)  SELECT  "users".* FROM "users" WHERE (uid = 'muller.clement@yahoo.com' AND provider='email')  ORDER BY "users"."id" ASC LIMIT 1
12:31:32 web.1  | Completed 401 Unauthorized in 144ms (Views: 0.6ms | ActiveRecord: 0.9ms)
```""",
      E("POST /auth/sign_in"),
      source="https://github.com/lynndylanhurley/devise_token_auth/issues/231", kind="issue",
      note="the gem's sessions route answers the logged POST with a 401; DeviseTokenAuth and ActiveRecord only as log "
           "class names; $auth.submitLogin is ng-token-auth's, not named"),
    R(r""""POST /api/auth/token HTTP/1.1" 401

with your default docker-compose.yml seeing the same 401 error

> version: "3.1"
> services:
>   mealie:
>     build:
>       context: ./
>       target: production
>       dockerfile: Dockerfile
>     container_name: mealie
>     restart: always
>     depends_on:
>       - "postgres"
>     ports:
>       - 9090:80
>     environment:
>       DB_ENGINE: postgres # Optional: 'sqlite', 'postgres'
>       POSTGRES_USER: mealie
>       POSTGRES_PASSWORD: mealie
>       POSTGRES_SERVER: postgres
>       POSTGRES_PORT: 5432
>       POSTGRES_DB: mealie

1. What username and password are you using?
2. does the same error occur if you use SQLite?

1. username: mealie  & password: mealie
2. didn't try SQLite

> docker-compose version 1.29.2, build 5becea4c
> docker-py version: 5.0.0
> CPython version: 3.7.10
> OpenSSL version: OpenSSL 1.1.0l  10 Sep 2019""",
      T("PostgreSQL"), T("SQLite"), T("Docker Compose"), T("docker-py"), T("OpenSSL"), E("POST /api/auth/token"),
      source="https://github.com/mealie-recipes/mealie/issues/774", kind="issue",
      note="the app's token route answers the logged POST with a 401 (wrong credentials); docker-compose.yml and Dockerfile bare; CPython the Python implementation -- not "
           "labelled apart, doubtful; the postgres service's own lines cut"),
    R(r"""Unauthorized: /api/applied-controls/todo/

**Describe the bug**
Impossible to login after docker-compose installation. 
Error form backend : Unauthorized: /api/applied-controls/todo/

**To Reproduce**
Steps to reproduce the behavior:
1. install using docker-compose up
2. go to login page
3. log user superuser credentials

Hi @EmilienPer02,

What do you get on your screen when you try to login ?

I also seee the frontend error that @EmilienPer02 showed in picture. I think that is related to the backend not returning data from the urls requested due to the unexpected 401.

To answer your question, it is normal that you can't see the API calls on Chrome debug tool, because the API calls are done by the frontend, not by the navigator. The only exception is for SSO.

In the end, my issue was fixed by implementing SSL.""",
      T("Docker Compose"), T("Chrome"),
      source="https://github.com/intuitem/ciso-assistant-community/issues/810", kind="issue",
      note="the backend's 'Unauthorized: /api/...' log line gives no method -- no endpoint; SSO and SSL mechanisms; the "
           "screenshot dropped and the last questions cut"),
    # ---------------------------------------------------------------- routes in code and route lists
    R(r"""no router for /api/posts

navigating to /api/posts fails since there is no router configured for it in server.js
This is as compared to /api/users and /api/threads which return all users and all threads respectively.
Additionally, the tutorial actually recommends testing api and posts services using that url.

The fix is easy...add this to ./3-microservices/services/server.js and /2-containerized/services/api/server.js
```node
router.get('/api/posts', function *() {
  this.body = db.posts;
});
```
I have done this in a fork (as well as correcting a spelling error).

Merged thanks!""",
      T("Node.js"), F("./3-microservices/services/server.js"), E("GET /api/posts"),
      source="https://github.com/awslabs/amazon-ecs-nodejs-microservices/issues/5", kind="issue",
      note="the route in the proposed code; the node fence Node.js; /2-containerized/services/api/server.js written with "
           "a leading slash (absolute as written) -- not labelled, doubtful; /api/users and /api/threads without a "
           "method; server.js bare; the generator handler suggests Koa, not named"),
    R(r"""update

J'ai ajouter les routes suivant : 
GET /posts  => pour récupérer tous les posts.
GET /posts/authors/:author => pour récupérer tous les posts d’un auteur donné.
POST /posts => pour ajouter un nouveau post (avec title, author, content). Un champ createdAt est ajouté automatiquement via le middleware Timesatamp.
PUT /posts/:id => pour modifier un post existant.
DELETE /posts/:id =>pour supprimer un post.

backend/01-intro-to-express/starter/src/controllers/postsController.js
```diff
+  const author = typeof au === "string" ? au : String(rawAuthor || "");
+
+  const filteredPosts = posts.filter(post =>
+    typeof post.author === "string" && post.author.toLowerCase() === author.toLowerCase()
+  );
+
+  if(filteredPosts.length===0){
+    res.status(404).json({message: "Author not found !!"});
+  }else{
+    res.json(filteredPosts);
+  }
+}
```
You can remove all this logique, and put it in the getPosts function
```suggestion
// remove
```""",
      F("backend/01-intro-to-express/starter/src/controllers/postsController.js"),
      E("GET /posts"), E("GET /posts/authors/:author"), E("POST /posts"), E("PUT /posts/:id"), E("DELETE /posts/:id"),
      source="https://github.com/Adel2411/web-journey/pull/19", kind="issue",
      note="a course's pull request in French with its route list, and a review thread with the reviewed file's path; "
           "Express only inside the folder's name -- not labelled; Timesatamp a middleware's name as misspelt"),
    R(r"""Signup posts generates 401

When trying to create users following the example in the docs I get 401 on posting to /api/auth/signup

Appears to be when username is shorter than 3 letters and this error does not end up in the returned message

Hi, you can validate the request body. Kindly read following tutorial:
https://www.bezkoder.com/spring-boot-validate-request-body/

Getting 401 issue while calling singup api. any solutions can be suggested?

`curl --location 'localhost:8080/api/auth/signup' \
--header 'Content-Type: application/json' \
--header 'Cookie: JSESSIONID=89CC086CF0D4CF7D8A3E542AFA8CDF54' \
--data-raw '{
    "username":"phiauphiau",
    "email":"phiau@phiau.com",
    "password":"phiauphiau",
    "role":[]
}'`

Above curl request work fine. Below getting the 401 as you.

`curl --location --request POST 'localhost:8080/api/auth/signup?username=phiauphiau&email=phiau%40phiau.com&password=phiauphiau&role=ROLE_USER' \
--header 'Cookie: JSESSIONID=89CC086CF0D4CF7D8A3E542AFA8CDF54'`

Data body must have "role": []""",
      E("POST /api/auth/signup"),
      source="https://github.com/bezkoder/spring-boot-spring-security-jwt-authentication/issues/21", kind="issue",
      note="the app's signup route answers the POSTs with a 401 (a validation failure) -- 'posting to /api/auth/signup' "
           "with the curl's --request POST; curl a command; Spring Boot only in a URL and the repository's name"),
    R(r"""Cant create api.

Hi guys, I cant create new api. Everything in route/web.php working but route/api.php  isn't, when i call api it always redirect to login page (seem like unauthentication).
This is my code : 

`<?php

use Illuminate\Http\Request;
 
//Route::post('import', 'HomeController@import')->name('import');
Route::middleware('auth:api')->get('/user', function (Request $request) {
    return $request->user();
});

Route::post('import', 'HomeController@import')->name('import');
`

and postman Api: 
`http://127.0.0.1:8000/api/import`

What wrong I do?

This question has nothing to do with this package, but with your understanding of Laravel's Router module. Please redirect this question to the approriate channels like StackOverflow or the Laravel forums.""",
      T("PHP"), T("Postman"), T("Laravel"), F("route/web.php"), F("route/api.php"), E("GET /user"),
      source="https://github.com/jeroennoten/Laravel-AdminLTE/issues/249", kind="issue",
      note="Route::...->get('/user') a route in code as written (api.php's /api prefix never shown, doubtful); "
           "Route::post('import') slash-less and /api/import only inside a URL -- not labelled; <?php names PHP; "
           "Illuminate\\Http\\Request a namespace; StackOverflow a site"),
    R(r"""FastAPI講義資料+サンプル

src/server-app/fastapi/README.md
```diff
+  - `app = FastAPI()`: appという名前でFastAPIをインスタンス化。後述のuvicornはこれを実行しているインスタンス化の際にいくつかオプションを渡すことができる
+  - `@app.get("/")`: flask等でもお馴染みの記法。 `/` に `GET` メソッドが来たときの振る舞いを記載する
+- uvicorn main:appの示すもの
+  - `main` main.pyファイル (Python "module")。Pythonではディレクトリを`.`で表すため sample/main.py の場合、 `sample.main` になる
+  - `app` main.py内部で作られるobject（app = FastAPI()のように記述される）。
+  - `--reload`: コードの変更時にサーバーを再起動させる。開発用。
```
「以下の項目」と書いてありますが目次のようなものがなくいきなり本編に入っています、間に目次的な項目を作成しておくのはどうでしょう？

src/server-app/fastapi/README.md
````diff
+先ほどの`main.py`にパスパラメータを扱うメソッドを定義してみましょう。
+
+```python
+@app.get("/items/{item_id}")
+def read_item(item_id):
+    return {"item_id": item_id}
+```
````""",
      T("FastAPI"), T("Uvicorn"), T("Flask"), T("Python"), F("src/server-app/fastapi/README.md"),
      F("sample/main.py"), E("GET /"), E("GET /items/{item_id}"),
      source="https://github.com/iij/bootcamp/pull/68", kind="issue",
      note="a Japanese training course's review thread, the reviewed file heading each comment; the routes in the "
           "lesson's code (@app.get); main.py bare; the reviewer's suggestion block cut"),
    R(r"""Fix route_create IntegrityError

```
INFO:     127.0.0.1:51978 - "POST /DomainNameAdmin/item HTTP/1.1" 500 Internal Server Error
ERROR:    Exception in ASGI application
Traceback (most recent call last):
  File "/Users/xtao/Source/tanying/tanying-yuming/venv/lib/python3.7/site-packages/uvicorn/protocols/http/h11_impl.py", line 408, in run_asgi
    self.scope, self.receive, self.send
  File "/Users/xtao/Source/tanying/tanying-yuming/venv/lib/python3.7/site-packages/uvicorn/middleware/proxy_headers.py", line 78, in __call__
    return await self.app(scope, receive, send)
  File "/Users/xtao/Source/tanying/tanying-yuming/venv/lib/python3.7/site-packages/fastapi/applications.py", line 270, in __call__
    await super().__call__(scope, receive, send)
```""",
      E("POST /DomainNameAdmin/item"),
      source="https://github.com/amisadmin/fastapi-amis-admin/pull/71", kind="issue",
      note="the admin's create route answers the logged POST with a 500 (the IntegrityError); Uvicorn and FastAPI only "
           "inside absolute site-packages paths -- not labelled; the traceback cut"),
    R(r"""satellizer asp.net 5 sample controllers are not working with this sample

Hi, I don't know if this is the correct report where to issue, since this a sample of a library that is a port of another.
I'm trying to make work this sample with a asp.net 5 project inside visual studio, and I found in the satellizer repo a few samples controller

https://github.com/sahat/satellizer/tree/master/examples/server/c%23

I tried to use them to login a user but I have problems:

```
[HttpPost("login")] 
public ActionResult Login([FromBody]string value) 
{ 
return Json(new { foo = "bar", baz = "Blech" }); 
} 

The first problem is that I have to change the type of the parameter since is a json object with username and password, and this is easy to fix, but the real problem is that returning this way the data aurelia-auth tells me that the login is failed: comparing the c# and node version I think the problem is a JWT token must be returned, and this way only a simple json packet is sent.
Do you know where can I find more informations on how to solve this problem?

```""",
      T("Satellizer"), T("ASP.NET"), T("Visual Studio"), T("aurelia-auth"), T("C#"), T("Node.js"), T("JWT"),
      source="https://github.com/paulvanbladel/aurelia-auth-sample/issues/12", kind="issue",
      note="[HttpPost(\"login\")] slash-less -- no endpoint; asp.net 5 ASP.NET; node the Node.js version of the "
           "sample; the maintainer's link cut"),
    R(r"""Back-end Route | Login [ADMIN,USER]

## Back-end Route: login
 login page route handle.

#### Route : `/login`

#### Method : POST

---

#### Main Things : 
- [x] Database
- [x] Response
- [x] Test

---

#### Database :
  check email and password from the clints table.

---

#### Request Body
```javascript
{
 email: "##@##.##",
 password: "#####",
}
```

#### Response : 
Response may be success or error :
* Error :
```javascript
       "Status-Code" : 401 Unauthorised,
       "message" : "Authentication Failure : Incorrect email/password combination"
```""",
      T("JavaScript"), E("POST /login"),
      source="https://github.com/GSG-G8/p2p-money/issues/15", kind="issue",
      note="a student team's route spec: the route and its method given on separate lines; the javascript fences "
           "JavaScript; the success response and test lines cut"),
    R(r"""added auth

Closes #13. Includes basic API routes (registration and login) and middleware.

app/api/v1/auth/index.js
```diff
+const error = require('../../../error');
+const { User, Activity } = require('../../../db');
+
+const router = express.Router();
+
+const TOKEN_EXPIRES = 86400; // 1 day in seconds
+
+/**
+ * Middleware function that determines if a user is authenticated and assigns req.user to their user info from the db.
+ * Auth header should be included in the 'Authorization' request header in the form of 'Bearer <TOKEN>'.
+ */
+const authenticated = (req, res, next) => {
```
fix indentation here

indentation is correct?

app/api/v1/auth/index.js
```diff
+    User.findByUUID(decoded.uuid).then((user) => {
+      if (!user) throw new error.Unauthorized();
+      req.user = user;
+    }).then(next).catch(next);
+  });
+};
+
+/**
+ * Login route. POST body should be in the format of { email, password } and returns an auth token on success.
+ */
+router.post('/login', (req, res, next) => {
+  if (!req.body.email || req.body.email.length < 1) return next(new error.BadRequest('Email must be provided'));
```""",
      T("Express"), F("app/api/v1/auth/index.js"), E("POST /login"),
      source="https://github.com/acmucsd/membership-portal/pull/16", kind="issue",
      note="a review thread with the reviewed file heading each comment; the router's route as written (its mount "
           "prefix, likely /api/v1/auth, not shown -- doubtful); express.Router() names Express; '../../../error' and "
           "'../../../db' import specifiers"),
    R(r"""Error 500 on Vercel deployment

### Reproduction

https://github.com/Timothy16/Rtechbizusers2.0
Demo is here: https://app-user-rtech.vercel.app/login

**Steps to reproduce**

1. Register and check the profile page 

### Describe the bug

i deployed nuxt 3 app to vercel, when you visit the deployed link and login, all server/api call that requires auth token  sometimes returns 500 on page mounted, and when you refresh or revisit the page it returns 200. I used sidebase_io for authentication. login, registration and  API calls works perfectly locally.

I set my environment variable  perfectly also on vercel 

### Additional context

.env
```
API_BASE= ""
AUTH_ORIGIN = ""
```

nuxt.config.ts

```
auth: {
      isEnabled: true,
      baseURL: process.env.AUTH_ORIGIN,
      provider: {
        type: 'authjs'
      },
  },
```
  
server/api/auth/[...].ts

```
import {NuxtAuthHandler} from "#auth";
import CredentialsProvider from "next-auth/providers/credentials";

const config = useRuntimeConfig()

export default NuxtAuthHandler({
  secret: "",
  pages: {
    signIn: '/login',
    signOut: '/login',
  },
  providers: [
    // @ts-ignore Import is exported on .default during SSR, so we need to call it this way. May be fixed via Vite at some point
    CredentialsProvider.default({
      name: "Credentials",
```""",
      T("Nuxt"), T("Vercel"), T("Vite"), F("server/api/auth/[...].ts"),
      source="https://github.com/sidebase/nuxt-auth/issues/613", kind="issue",
      note="the catch-all route file's path with its brackets as written; nuxt.config.ts and .env bare; server/api a "
           "folder; sidebase_io the module's maker as written -- not labelled; authjs a provider type's value and "
           "next-auth only in an import path -- NextAuth.js not labelled, doubtful; /login a page, no method"),
    R(r"""Exception safe crud functions

```
INFO:     127.0.0.1:52272 - "POST /api/models/ HTTP/1.1" 500 Internal Server Error
ERROR:    Exception in ASGI application
Traceback (most recent call last):
  File "/home/shiladitya/Desktop/cms-api/.venv/lib/python3.9/site-packages/uvicorn/protocols/http/httptools_impl.py", line 396, in run_asgi
    result = await app(self.scope, self.receive, self.send)
  File "/home/shiladitya/Desktop/cms-api/.venv/lib/python3.9/site-packages/uvicorn/middleware/proxy_headers.py", line 45, in __call__
    return await self.app(scope, receive, send)
  File "/home/shiladitya/Desktop/cms-api/.venv/lib/python3.9/site-packages/fastapi/applications.py", line 199, in __call__
    await super().__call__(scope, receive, send)
  File "/home/shiladitya/Desktop/cms-api/.venv/lib/python3.9/site-packages/starlette/applications.py", line 111, in __call__
    await self.middleware_stack(scope, receive, send)
```""",
      E("POST /api/models/"),
      source="https://github.com/absent1706/sqlalchemy-mixins/pull/56", kind="issue",
      note="the app's route answers the logged POST with a 500 (the crud function's exception); Uvicorn, FastAPI and "
           "Starlette only inside absolute site-packages paths -- not labelled; the pull request's description "
           "before the log and the traceback's end cut"),
]
