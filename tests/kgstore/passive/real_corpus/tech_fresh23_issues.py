"""A twenty-third fresh held-out set ("fresh-23"), part one: GitHub issue and pull-request threads of ordinary
developers and learners, from repositories none of the earlier sets used -- course and tutorial back ends in Express
(a Portuguese Node.js book's exercise among them), Flask, Django, Rails with Devise, a Ktor route with Swagger, a PHP
plugin for Slim and a Brazilian Java back end's pull request; a Chinese Vue admin template; a Zulip Android client's
OkHttp log; Vercel, Netlify and Heroku deploys; React and Angular course apps, Flutter's default widget test; Unity
projects and VRChat packages (one thread in Japanese), pygame games and a Godot export; Chrome extensions under
manifest v3; PyQt5 packed with PyInstaller; Jupyter and Colab notebooks that cannot find their CSV files; Rust projects
built with Cargo; Docker Compose with MySQL (in Spanish), Laravel Sail, Minikube (a Spanish answer); Spring and Spring
Boot threads in Portuguese and Chinese -- each a paragraph or a few lines of one thread kept as written (code blocks,
logs, tracebacks and environment dumps as they appear, trimmed, screenshots dropped; the comments of a thread joined
without their author lines), with the thread's title opening the text.

Every text was taken from a stored public copy of the thread at the address given and labelled by hand without
running the extractor on it, by the earlier sets' conventions: technologies under their usual canonical name (any
spelling in the text), also tools the lexicon may not know, a code fence's language (not a shell's); data formats,
everyday shell utilities, sites and placeholders not labelled, nor names only inside URLs, absolute or dependency
paths, file names, log lines' dotted identifiers or user agents; relative file paths as written (./ and ../ kept, a
line's :N left out, Windows paths with their backslashes), bare file names, folders and import specifiers not; an
endpoint only as "METHOD /path", when the text gives the method for that path (a route in code, a request the app's
own route answers, even with an error, a client call with its method) and writes the whole path with its leading
slash -- a request no route accepts (404, 405), a crashed app's H10 in Heroku's router log, a slash-less route and a
path only inside a URL with no method are not labelled. Nobody tunes the extractor on these texts: the benchmark
scores them as their own split (``--split fresh-23``).
"""

from real_corpus import E, F, R, T

SURFACES = {
    "Django REST framework": ("Rest Framework",),
    "Vue CLI": ("vue-cli4",),
    "IntelliJ IDEA": ("idea",),
    "Laravel Sail": ("Sail",),
    "Spring Boot": ("springboot",),
}

CASES = [
    # ---------------------------------------------------------------- Express, Node.js tutorials
    R(r"""MongooseError: Model.findOne() no longer accepts a callback ... fixed using then and catch instead of use if and else method

use new code of login post
--------------------------------------
     app.post("/login",function(req, res){
     const username = req.body.username;
     const password = req.body.password;

     User.findOne({email:username})
     .then(function(foundUser) {
         if(foundUser){
             if(foundUser.password === password){
                 res.render("secrets");
             }
         }
    })
    .catch(function(err) {
     console.log(err);
    });
 });

correct""",
      E("POST /login"),
      source="https://github.com/londonappbrewery/Authentication-Secrets/issues/33", kind="issue",
      note="the course's login route in code; Mongoose only inside the error's class name MongooseError -- not labelled; "
           "the old code block cut"),
    R(r"""404 status

I have cloned the repo. Followed the directions. Went to localhost:3000 and received 

{"status":"error","message":{"status":404}}

What could I be doing wrong?

Terminal shows 

Mikes-MBP:node-postgres-promises-master _kane7161$ npm start

> node-postgres-promises@0.0.0 start /Users/_kane7161/Downloads/node-postgres-promises-master
> node ./bin/www

> GET /api/puppy 500 6.959 ms - 43
> GET /api/puppy 500 1.079 ms - 43

I imagine it has something to do with the postgres database not being set up right or the connection string not being correct.""",
      T("npm"), T("Node.js"), T("PostgreSQL"), F("./bin/www"), E("GET /api/puppy"),
      source="https://github.com/mjhea0/node-postgres-promises/issues/17", kind="issue",
      note="the request log's GET /api/puppy answered 500 by the app's route -- labelled; ./bin/www a relative path to the "
           "start script (a file without extension); node the runtime; the attached puppy.txt and the blog link dropped"),
    R(r"""Olá, estou com um problema no final do capitulo 4.

Oi tudo bem?
Estou tendo um problema no final do capitudo 4 onde ao rodar o app.js recebo uma mensagem no browser (Cannot GET /)

Estou a um dia com esse problema e não consigo encontrar o erro.

module.exports = function(app) {
	
  var home = app.controllers.home;

  app.get('/', home.index);
  app.post('/entrar', home.login);
  app.get('/sair', home.logout);
};

Olá! Pode publicar seu projeto inteiro no github?""",
      E("GET /"), E("POST /entrar"), E("GET /sair"),
      source="https://github.com/caio-ribeiro-pereira/livro-nodejs/issues/25", kind="issue",
      note="a Portuguese thread on a Node.js book's exercise; the three routes written in code are labelled (GET / from "
           "app.get('/'), not from the 'Cannot GET /' message); app.js bare; the controller's code cut"),
    R(r"""INFO 1213 R10 A5 #60

Hi I'm trying to run my app.js but I keep getting this error. Any suggestions please? 

Hello
if your problem has not been solved yet. Try using this code in line 45
  const post = new Post ({
    title: req.body.postTitle,
    content: req.body.postBody
  });
also, instead of posts.push  try adding post.save {res.redirect("/")};

let me know if this works :)

app.post("/compose", function(req, res){

  const post = new Post ({
    title: req.body.postTitle,
    content: req.body.postBody
  });

  post.save(function(err){
    if(!err){

  res.redirect("/Blog");

    }
  });

});

here is the full context try adding it in the same way. Also I think it's post not 'posts'""",
      E("POST /compose"),
      source="https://github.com/haomateach/webdev/issues/60", kind="issue",
      note="a course's thread; the compose route in code labelled, redirect targets not; app.js bare; screenshots and the "
           "navbar part dropped"),
    R(r"""This one does not have body-parser,

so req.body is undefined in app.post('/submit_form', function(req, res){...}

I've now removed most of the code that handles the final POST of the profile data, as this is outside the scope of the tutorial and I want to keep this companion repo as lightweight and focussed as possible. But yes - [body-parser](https://github.com/expressjs/body-parser) would be needed to handle the request""",
      T("body-parser"), E("POST /submit_form"),
      source="https://github.com/willwebberley/NodeDirectUploader/issues/6", kind="issue",
      note="the tutorial's route in code; Express only inside the link's URL"),
    R(r"""auth/register and login not working

Hello! When I try to log in I get this error: "POST http://localhost:3001/auth/login 400 (Bad Request) Form.jsx:82". I did not change any of the backend code and I connected to mongodb, I even put your predefined users and posts in collections and tried one of them to log in and it is not working. What should I do?

@Pukhraj85 how did you resolved this error""",
      T("MongoDB"), E("POST /auth/login"),
      source="https://github.com/ed-roh/mern-social-media/issues/16", kind="issue",
      note="the app's own login route answering 400 to the browser's POST -- labelled; Form.jsx:82 a bare file name with a "
           "line; auth/register in the title has no slash or method; the screenshot dropped"),
    R(r"""500 Internal Server error

POST http://vue-api.layer7.be/api/register 500 (Internal Server Error)

Failed to load http://vue-api.layer7.be/api/register: No 'Access-Control-Allow-Origin' header is present on the requested resource. Origin 'http://vue.layer7.be' is therefore not allowed access. The response had HTTP status code 500""",
      E("POST /api/register"),
      source="https://github.com/layer7be/vue-starter/issues/27", kind="issue",
      note="the starter's demo API answering the browser's POST with a 500 -- labelled with the URL's path; CORS an HTTP "
           "mechanism, not labelled; Vue only in the host names"),
    R(r"""500 Server Error!!

POST http://localhost:3000/api/predictions 500 (Internal Server Error), after clicking on GO,
It looks like they blocked de API

The same problem""",
      E("POST /api/predictions"),
      source="https://github.com/replicate/scribble-diffusion/issues/67", kind="issue",
      note="the app's own API route on localhost answering 500"),
    R(r"""Expected lambda file not found

I cannot reach any routes deeper than `/`.

Here's my now.json routes section:
```
"routes": [
  { "src": "/", "dest": "/services/index.js" },
  { "src": "/locations", "methods": ["GET"], "dest": "/services/locations/read.js" },
  { "src": "/users", "methods": ["GET"], "dest": "/services/users/read.js" },
  { "src": "/users/(?<id>[^/]*)", "methods": ["GET"], "dest": "/services/users/read.js?id=$id" },
  { "src": "/users", "methods": ["POST"], "dest": "/services/users/create.js" }
]
```

If I try to reach /locations, I get the error `Expected lambda file not found`. Deployed on Now 2.0, this works, so there is a problem with the `now-we-test` server reaching the .js files specified in the routes.""",
      T("now-we-test"), E("GET /locations"), E("GET /users"), E("GET /users/(?<id>[^/]*)"), E("POST /users"),
      source="https://github.com/lucasconstantino/now-we-test/issues/3", kind="issue",
      note="routes declared with their methods in now.json -- labelled as written, the regex route too; the / route has "
           "no method; the dest paths start with a slash (absolute in the deployment) -- not files; Now 2.0 (ZEIT's "
           "platform) left out, 'Now' being an ordinary word"),
    R(r"""todo-list.js is not working

pls. point out error in my code for todo app by express. delete is not working. pls. tell where is the mistake.

todocontroller.js
//creation of routes and views for todo list can be done through controller so that work does get messy if we do everything in 1 file.  
let data = [{ item: 'Feed the Dog' }, { item: 'Learn Node JS' }, { item: 'Go Shopping' }];
const bodyParser = require('body-parser'); //to access the data sent to us in the post request.
const urlencodedParser = bodyParser.urlencoded({ extended: false }); //middleware that we want to run in the postrequest.
module.exports = (app) => {
    //now creating routes.i.e making handlers for different requests we are going to get. we will also need handlers for post requests.
    app.get('/todo', (req, res) => {
        res.render('todo', { todos: data });
        //passing the 2nd parameter which is an object whcih gets passed to the view that we render it.
        //above data passed into view with property name todo.
    });
    app.post('/todo', urlencodedParser, (req, res) => {
        data.push(req.body); //for adding a new data we required to the array.
        res.json(data); //send this data directly to front-end.
    });
    //to let users delete items from the list we need to handle a delete request.
    app.delete('/todo/:item', (req, res) => {""",
      T("Express"), T("body-parser"), E("GET /todo"), E("POST /todo"), E("DELETE /todo/:item"),
      source="https://github.com/iamshaunjp/node-js-playlist/issues/10", kind="issue",
      note="a course's todo app; the three routes in code; todo-list.js and todocontroller.js bare; 'Learn Node JS' a todo "
           "item's text, not the project's runtime -- Node.js left out; the code cut inside the delete handler, where the "
           "stored copy breaks off"),
    R(r"""Ajax and Expressjs Deleting Articles.

Hey, I have a problem with deleting my articles:

app.js
```
`app.delete('/metin/:id', function(req, res){
  let query = {_id: req.params.id};

  Metin.remove(query, function(err){
    if(err) {
      console.error(err);
      return;
    } else {
      res.send('success');
    }
  });
});`
```
Main.js
```
// SOURCE: https://github.com/elvc/node_express_pug_mongo/blob/master/public/js/main.js
$(document).ready(function(){
    $('.Sil').on('click', function(e){
      $target = $(e.target);
      const id = $target.attr('data-id');
      $.ajax({
        type:'DELETE',
        url: '/metin/'+id,
        success: function(response){
          alert('Metin Siliniyor');
          window.location.href='/';
        },
        error: function(err){
          console.log(err);
        }
      });
    });
  });
```

Where do I miss something ? I cannot see it know. Can you help me ? It supposed to be worked but it is not working.

this question is not related with the editor, I can't help you sorry.""",
      T("Express"), E("DELETE /metin/:id"),
      source="https://github.com/michelson/Dante/issues/169", kind="issue",
      note="Expressjs in the title is Express; the route in code; the $.ajax call's URL is concatenated ('/metin/'+id) -- "
           "the route stands for it; app.js and Main.js bare; jQuery only as $ -- not labelled; the pug button line and "
           "the suggestion of Dante2 cut"),
    # ---------------------------------------------------------------- Flask, Django, Rails, Spring, PHP
    R(r"""Server Answers with Error 405

# Hello Sir

I'm Glad you made this tutorial, it helped me a real big time to understand a bit better Flask; However i seem to find a problem and I can't find why, each time I click on a button that sends a POST or PUT once I try to do some action that Requires PUT server answers with Error 405 but strangely I can Keep Adding items but after adding the first item I can't modify, Mark as Done. 
I don't really know where is this happening, because i can POST and PUT using CURL but the webpage isn't working as i would expect. 

here's a sample of the PUT request with CURL
```
todo-api scyth$ curl  -u Tuna:Admin123 -i -H "Content-Type: pplication/json" -X PUT -d '{"hecho":true}' http://localhost:5000/notas/api/v1.0/tareas/4
HTTP/1.0 200 OK
Content-Type: application/json
Content-Length: 100
Server: Werkzeug/0.10.4 Python/2.7.10
Date: Thu, 18 Jun 2015 23:21:31 GMT
```""",
      T("Flask"), T("Werkzeug"), T("Python"), E("PUT /notas/api/v1.0/tareas/4"),
      source="https://github.com/miguelgrinberg/REST-tutorial/issues/11", kind="issue",
      note="curl -X PUT to the app's own route on localhost -- labelled with the URL's path (no route written for it); "
           "the Server header names Werkzeug and Python; curl a command -- not labelled; the second request cut"),
    R(r"""Added @csrf_protect decorator from django.views.decorators.csrf to resol...

 I initially got this error  when trying to Apply filter.:
[24/Nov/2014 16:17:19] "POST /api/contexts/ HTTP/1.1" 403 1147

For whatever reason, the app wasn’t sending the token with its POST requests:

I traced the origin of the post requests to serrano, in tokens.py file (serrano.tokens)

That matched the error described in the django docs above. I added the decorator:

And the problem was resolved.""",
      T("Django"), E("POST /api/contexts/"),
      source="https://github.com/chop-dbhi/serrano/pull/240", kind="issue",
      note="Django's dev-server log of a POST its route refused with 403 (CSRF) -- labelled; django.views.decorators.csrf "
           "and serrano.tokens dotted module paths, tokens.py bare; serrano the repository's own package -- left out; "
           "screenshots dropped"),
    R(r"""Bug: Creating a New User returns "Authentication credentials were not provided" - 403 Error

Related: https://github.com/thenewboston-developers/Website/issues/1184

```
Request URL: https://api.thenewboston.com/users
Request Method: POST
Status Code: 403 Forbidden
Remote Address: 34.209.106.188:443
Referrer Policy: strict-origin-when-cross-origin
```
(Masked Details)

Upon closer investigation it seems like a common Django error
https://stackoverflow.com/questions/26906630/django-rest-framework-authentication-credentials-were-not-provided

I can't see the settings.py in the repo:

or it could be mod_wsgi src: https://stackoverflow.com/a/33783391/2312051
```
WSGIPassAuthorization On
```""",
      T("Django"), T("mod_wsgi"), E("POST /users"),
      source="https://github.com/thenewboston-blockchain/Website-API/issues/39", kind="issue",
      note="the browser's request to this repository's own API, its method given next to the URL -- labelled with the "
           "URL's path; settings.py bare; Django REST framework only inside a URL; the REST_FRAMEWORK settings block cut"),
    R(r"""All API calls return 403 Forbidden CSRF Failed: CSRF token missing or incorrect."

Using
Django 1.11.0
Rest Framework 3.7
Python 3.5.3

After installation the report builder shows up but all api calls seem to return forbidden. The user is an admin and have all permissions assigned. Couldn't figure out what I'm missing here.""",
      T("Django"), T("Django REST framework"), T("Python"),
      source="https://github.com/burke-software/django-report-builder/issues/280", kind="issue",
      note="'Rest Framework 3.7' under Django is Django REST framework; the report builder the repository's package, named "
           "generically; no path, no method; screenshots and the settings comment cut"),
    R(r"""Error 422 (Unprocessable Entity)

Can't login, instead I'm getting this error message `POST http://mysite.com/login.json 422 (Unprocessable Entity)`
I'm following the Readme instructions and requirements but still getting this error. I'll appreciate any help.

**Rails devise route for login**

```
HTTP Verb   Path                Controller#Action
POST        /login(.:format)    devise/sessions#create
```""",
      T("Rails"), T("Devise"), E("POST /login(.:format)"),
      source="https://github.com/cloudspace/angular_devise/issues/37", kind="issue",
      note="the route table writes the route, so only it is labelled, not the concrete /login.json request; the AngularJS "
           "config and controller blocks cut; devise/sessions#create a controller action, not a file"),
    R(r"""POST users_path 422 - Unprocessable Entity?

Cloning both frontend and rails repos, npm install etc and rails rake etc. 
Going to the front end and trying to register a new user gets stuck with the following console error:

`POST http://localhost:3000/v1/users 422 (Unprocessable Entity)`

which in turn throws an error in the browser:
`translation missing: en.user_create_error`

Did I miss something?

Well, creating the user with the rails console works, and then I can log in, but I'm curious to know what is going wrong with trying to register via the client? Devise has always been a pain point for me. 

Also I was able to get it deployed, rails to heroku and front-end to github pages.""",
      T("Rails"), T("npm"), T("Devise"), T("Heroku"), T("GitHub Pages"), E("POST /v1/users"),
      source="https://github.com/FancyPixel/small-frontend/issues/4", kind="issue",
      note="the Rails API's own route answering 422 -- labelled with the URL's path; rake left out (a task runner named in "
           "passing, 'rails rake etc.'); users_path a route helper; the rest of the comment cut"),
    R(r"""I'm getting a 401 Unauthorized when trying to register

It seems it is actually creating the user, but the 401 is for GET request to /api/user""",
      E("GET /api/user"),
      source="https://github.com/suresh-ramani/lara9sanctum-auth-vite-vue3/issues/3", kind="issue",
      note="the app's own route answering 401 to a GET -- labelled; Laravel, Sanctum, Vite and Vue only in the "
           "repository's name"),
    R(r"""Using post data

Hi, I'm just getting set up with this plugin and I'm wondering how I pass Post data through and then use it from the `slim_mapping` function.

I'm querying the api with javascript, (specifically Angular):

```
req = {
    method: 'POST',
    url: CONSTANTS.external.server + '/slim/api/posts',
    headers: {
        'Content-Type': 'application/json'
    },
    data: {
        'abc': '123',
        'def': '456'
    }
}

$http(req).success(function(response, status) {
...
```
Then in the PHP file, the `slim_mapping` function looks like:
```
public function slim_mapping($slim) {
    $context = $this;

    $slim->post('/slim/api/posts', function($data)use($context) {
        $context->addPost($data);
    });
}
```""",
      T("JavaScript"), T("Angular"), T("PHP"), E("POST /slim/api/posts"),
      source="https://github.com/Botnary/wp-slim-framework/issues/6", kind="issue",
      note="the route in the plugin's PHP code and the client's $http call with method POST; Angular as written (the $http "
           "service is AngularJS's); Slim only in identifiers ($slim, slim_mapping) and the path -- not labelled"),
    R(r""":rocket: feat: endpoint de cadastro de usuário (POST /api/users/save)

.  Descrição
Adiciona o endpoint de cadastro de usuário com hash de senha (BCrypt) e aplica
os ajustes de arquitetura apontados no review do PR #82 (fechado).

. O que foi feito
- `POST /api/users/save` — cria usuário, senha com BCrypt, validação de e-mail único
- `UsersRequest` / `UsersResponse` como **record** (regra `..dto..` → `beRecords`)
- **Constructor injection** (`@RequiredArgsConstructor`) em `UsersApi` e `UsersServices` — sem field injection
- Mapeamento via `Users.builder()` + construtor no lugar de `ModelMapper` (remove CodeSmell de duplicação)
- `findByEmail` no `UsersRepository` com import de `java.util.Optional` (sem FQN)
- Controller delega via `ResponseEntity.status().body()` — sem instanciar objeto na controladora
- `EmailAlreadyExistsException` custom no lugar de `RuntimeException`
- `@Column(unique = true)` no e-mail (`Users`)
- Deps: `lombok` (annotation processor) + `spring-security-crypto` (`pom.xml`)""",
      T("bcrypt"), T("ModelMapper"), T("Lombok"), E("POST /api/users/save"),
      source="https://github.com/Padre-Community/Streaming-Video-Back-End/pull/86", kind="issue",
      note="a Portuguese pull request; the endpoint as the description writes it; spring-security-crypto an artifact name "
           "-- left out; java.util.Optional a package path; pom.xml bare"),
    R(r"""post<location,body> Always returns HTTP 415

I am able to test get methods (via curl and swagger client) with no issues. but post method never parse the json body. Always returns HTTP 415 Unsupported Media error.

@Group("Debug Group") @Location("/RefData/Xceptor/v1/findIspreadByIdList/x") class testLocation()

post<testLocation, TestModel>("find Ispread by Id(s)".responds(ok<InterceptorClientResponse>()).header<Header>().examples(example("body", TestModel.exampleBody, summary = "Map of name and age"))){ _ , postBody->

...}

body:
{
  "name":"Alex",
  "age":"25"
}

Thanks in advance..""",
      T("OpenAPI"), E("POST /RefData/Xceptor/v1/findIspreadByIdList/x"),
      source="https://github.com/nielsfalk/ktor-swagger/issues/25", kind="issue",
      note="a Ktor route declared with post<...> on the @Location path, answering 415 -- the app's own route, labelled; "
           "the swagger client under the lexicon's OpenAPI; curl a command; Ktor only in the repository's name; the TestModel class and the call trace cut"),
    # ---------------------------------------------------------------- other languages, clients
    R(r"""登录切换到后端数据，请求时提示POST http://127.0.0.1:8000/login 500 (Internal Server Error)

vue.config.js 修改如下：

main.js 修改如下：

request.js 修改如下：

后端登录接口：

大佬们  求解  我这个问题出在哪里呢

经验证，http://127.0.0.1:8000/login后面少了个/导致""",
      source="https://github.com/PanJiaChen/vue-admin-template/issues/481", kind="issue",
      note="a Chinese thread; the login request to the user's own back end answering 500 would be POST /login, but the "
           "method is glued to the Chinese word before it (提示POST), so no endpoint is labelled; vue.config.js, main.js "
           "and request.js bare (Vue only inside a file name); screenshots dropped"),
    R(r"""Cannot login through EmailBackend

@kunall17 Looks good to me here.

```D/OkHttp: Access-Control-Allow-Origin: *
D/OkHttp: Access-Control-Allow-Headers: Authorization
D/OkHttp: Access-Control-Allow-Methods: GET, POST
D/OkHttp: {"msg":"","password":true,"google":true,"result":"success","dev":false}
D/OkHttp: <-- END HTTP (72-byte body)
D/OkHttp: --> POST https://zulip.tabbott.net/api/v1/fetch_api_key http/1.1
D/OkHttp: Content-Type: application/x-www-form-urlencoded
D/OkHttp: Content-Length: 50
D/OkHttp: client: Android
D/OkHttp: User-Agent: ZulipAndroid/0.9.2
D/OkHttp: username=myemail%40gmail.com&password=redacted
D/OkHttp: --> END POST (50-byte body)
D/OkHttp: <-- 200 OK https://zulip.tabbott.net/api/v1/fetch_api_key (191ms)
D/OkHttp: Server: nginx/1.4.6 (Ubuntu)
D/OkHttp: Date: Sun, 25 Sep 2016 08:13:07 GMT
D/OkHttp: Content-Type: application/json
```""",
      T("OkHttp"), T("Nginx"), T("Ubuntu"), E("POST /api/v1/fetch_api_key"),
      source="https://github.com/zulip/zulip-android-legacy/issues/185", kind="issue",
      note="the Android client's own call, logged by OkHttp with its method, to the Zulip server's API -- labelled with "
           "the URL's path; the Server header names nginx on Ubuntu; 'client: Android' and the User-Agent header values "
           "not labelled; the trailing body lines cut"),
    # ---------------------------------------------------------------- game engines: Unity, pygame
    R(r"""Asset database could not be found every time I tried to load the project unto Unity for Nanodegree project on Udacity

Hello I have the same issue as well. 
Assets/GoogleVR/Scripts/Controller/Internal/ControllerProviders/EditorControllerProvider.cs(24,13): error CS0246: The type or namespace name `EmulatorControllerProvider' could not be found. Are you missing an assembly reference?""",
      T("Unity"), F("Assets/GoogleVR/Scripts/Controller/Internal/ControllerProviders/EditorControllerProvider.cs"),
      source="https://github.com/udacity/Introduction-to-Virtual-Reality_Udacity-Carnival/issues/8", kind="issue",
      note="the compiler's path with its (24,13) position left out; Google VR only in the path; Udacity a site"),
    R(r"""What is CharacterController2D

Unity is giving me an error: 'Assets/SpellSystem-main/ActionTriggers/WizardSpellBookController.cs(14,13): error CS0246: The type or namespace name 'CharacterController2D' could not be found (are you missing a using directive or an assembly reference?)'

**To Reproduce**
Steps to reproduce the behavior:
1. Make a new project
2. Import files
3. Get error

 - OS: Ubuntu 24
 - Browser: Firefox
 - Unity Version: 2022.3.18f1

**Additional context**
I'm using Unity3D""",
      T("Unity"), T("Ubuntu"), T("Firefox"),
      F("Assets/SpellSystem-main/ActionTriggers/WizardSpellBookController.cs"),
      source="https://github.com/FarDust/SpellSystem/issues/3", kind="issue",
      note="the path without the compiler's (14,13); Unity3D is Unity; the later comment announcing a pull request cut"),
    R(r"""Package scripts fail to import into Unity

Unity 2019.4.31f1

Assets > Import Custom Package > USharpVideo_v1.0.0.unitypackage >Import > 108 errors

Assets\USharpVideo\Examples\Scripts\ExampleVideoPlayer.cs(41,10): error CS0246: The type or namespace name 'UdonSyncedAttribute' could not be found (are you missing a using directive or an assembly reference?)
Assets\USharpVideo\Examples\Scripts\ExampleVideoPlayer.cs(41,10): error CS0246: The type or namespace name 'UdonSynced' could not be found (are you missing a using directive or an assembly reference?)
Assets\USharpVideo\Scripts\UI\SyncModeController.cs(12,39): error CS0246: The type or namespace name 'UdonSharpBehaviour' could not be found (are you missing a using directive or an assembly reference?)
Assets\USharpVideo\Scripts\UI\SyncModeController.cs(11,6): error CS0246: The type or namespace name 'UdonBehaviourSyncModeAttribute' could not be found (are you missing a using directive or an assembly reference?)
Assets\USharpVideo\Examples\Scripts\PlayURLButton.cs(13,6): error CS0246: The type or namespace name 'UdonBehaviourSyncModeAttribute' could not be found (are you missing a using directive or an assembly reference?)""",
      T("Unity"),
      F(r"Assets\USharpVideo\Examples\Scripts\ExampleVideoPlayer.cs"),
      F(r"Assets\USharpVideo\Scripts\UI\SyncModeController.cs"),
      F(r"Assets\USharpVideo\Examples\Scripts\PlayURLButton.cs"),
      source="https://github.com/MerlinVR/USharpVideo/issues/41", kind="issue",
      note="Windows relative paths with backslashes, the compiler's positions left out; UdonSharp only inside type names "
           "(UdonSharpBehaviour) -- not labelled; the .unitypackage a bare file name; the error list trimmed"),
    R(r"""File missing: 1-checkpoint.png and 0-checkpoint.png

When running the game I get the following Error:

> python3 code/main.py
> pygame 2.5.2 (SDL 2.28.3, Python 3.12.1)
> Hello from the pygame community. https://www.pygame.org/contribute.html
> Traceback (most recent call last):
>   File "/Users/sophie/pydew-valley/code/main.py", line 29, in <module>
>     game = Game()
>            ^^^^^^
>   File "/Users/sophie/pydew-valley/code/main.py", line 14, in __init__
>     self.level = Level()
>                  ^^^^^^^
>   File "/Users/sophie/pydew-valley/code/support.py", line 11, in import_folder
>     image_surf = pygame.image.load(full_path).convert_alpha()
>                  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^
> FileNotFoundError: No such file or directory: '/Users/sophie/pydew-valley/code/../graphics/character/down_axe/0-checkpoint.png'.""",
      T("Pygame"), T("SDL"), T("Python"), F("code/main.py"),
      source="https://github.com/artemn0va/pydew-valley/issues/2", kind="issue",
      note="code/main.py as run; the traceback's paths absolute; python3 the interpreter command (Python labelled from the "
           "version line); the middle frames and the workaround cut"),
    R(r"""Update player.py

Either change it here to gameover.png or rename the picture gameOver.png with a capital "O" because I got this error when I ran main.py
"Downloads/The-Third-Element-master/Game/player.py", line 130, in **init**
    self.gameOver = image.load("resources/graphics/misc/gameOver.png").convert() 
pygame.error: Couldn't open resources/graphics/misc/gameOver.png"
Other than that, good job on the game bro, looks and plays really well.

Thanks for that! I'll change the name of the image (just a preference).""",
      F("Downloads/The-Third-Element-master/Game/player.py"), F("resources/graphics/misc/gameOver.png"),
      source="https://github.com/paulkr/The-Third-Element/pull/1", kind="issue",
      note="pygame only as the dotted pygame.error of the log line -- not labelled; player.py, main.py and the png names "
           "bare"),
    R(r"""Tried to start but,

### **run.py**
pygame 1.9.5
Hello from the pygame community. https://www.pygame.org/contribute.html
Traceback (most recent call last):
  File "run.py", line 6, in <module>
    from main_menu.main_menu import MainMenu
  File "/home/tintin/Tower-Defense-Game/main_menu/main_menu.py", line 1, in <module>
    from game import Game
  File "/home/tintin/Tower-Defense-Game/enemies/scorpion.py", line 11, in <module>
    pygame.image.load(os.path.join("game_assets/enemies/1", "1_enemies_1_run_0" + add_str + ".png")),
pygame.error: Couldn't open game_assets/enemies/1/1_enemies_1_run_000.png

This is not an issue. You should read the readme. You don't have the requested game assets (like it is also shown in the tracebacks).""",
      T("Pygame"), F("game_assets/enemies/1/1_enemies_1_run_000.png"),
      source="https://github.com/techwithtim/Tower-Defense-Game/issues/1", kind="issue",
      note="pygame from its version line; run.py bare, the traceback's other paths absolute, game_assets/enemies/1 a "
           "folder; the game.py run repeating it cut"),
    R(r"""Fix paths

```pygame 2.1.2 (SDL 2.0.16, Python 3.10.4)
Hello from the pygame community. https://www.pygame.org/contribute.html
Traceback (most recent call last):
  File "/home/emsi/PycharmProjects/UltimatePygameIntro/runner_class only.py", line 106, in <module>
    player.add(Player())
  File "/home/emsi/PycharmProjects/UltimatePygameIntro/runner_class only.py", line 8, in __init__
    player_walk_1 = pygame.image.load('graphics/player/player_walk_1.png').convert_alpha()
FileNotFoundError: No file 'graphics/player/player_walk_1.png' found in working director```
```
Clearly there is no `player` directory. It is `Player` .

you should change the file name `PLayer` to `player`
`Fly` to `fly` and both `Fly1.png` and `Fly2.png` to
`fly1.png` - `fly2.png`""",
      T("Pygame"), T("SDL"), T("Python"), F("graphics/player/player_walk_1.png"),
      source="https://github.com/clear-code-projects/UltimatePygameIntro/issues/8", kind="issue",
      note="PyCharm only inside the absolute paths; the png names bare"),
    R(r"""logo = pg.image.load("assets/logo.png") pygame.error: Couldn't open assets/logo.png

when running the script this problem shows up.

logo = pg.image.load("assets/logo.png")
pygame.error: Couldn't open assets/logo.png""",
      F("assets/logo.png"),
      source="https://github.com/burakunutmaz/Abstract-Art-Generator/issues/7", kind="issue",
      note="pygame only as the dotted pygame.error of the log line and pg -- not labelled"),
    R(r"""Android Export 3.2.3

When exported to Android, the game will crash when a scene where it is used is instanced. When I removed the tool and the files from the game files, the game would work properly. I tried both the gles3 and gles2 renderers. I also fiddled around with other graphics settings but to no avail. The Godot version I used was 3.2.3.""",
      T("Android"), T("Godot"),
      source="https://github.com/Mohammed-Anwar/post-processing-tool-for-godot/issues/3", kind="issue",
      note="gles3/gles2 Godot's renderer names -- not labelled; no path, no endpoint"),
    R(r"""全ての連携パッケージを入れないとエラー

次のパッケージを**全て**インポートしないとコンパイル中にCS0246エラーが発生し、PlayModeやビルドなどが出来ません。
- AudioLink
- LTCGI
- YamachanWebUnit
参照の見直しまたは依存関係の設定をお願いします。

コメントありがとうございます。
YamaPlayer導入時からアセットの変更が行われた場合は、当該[スクリプトシンボル](https://docs.unity3d.com/ja/2022.3/Manual/CustomScriptingSymbols.html)を削除してください。
- LTCGI_INCLUDED
- AUDIOLINK
- AUDIOLINK_V1
- WEB_UNIT_INCLUDED""",
      T("AudioLink"), T("LTCGI"), T("YamaPlayer"),
      source="https://github.com/koorimizuw/YamaPlayer/issues/43", kind="issue",
      note="a Japanese thread; the VRChat packages named in the list, YamaPlayer the repository's video player; "
           "YamachanWebUnit left out (not sure it is more than a package name); Unity only inside the docs URL; the "
           "scripting symbols are identifiers"),
    # ---------------------------------------------------------------- front ends: React, Angular, Flutter
    R(r"""failed to compile ./src/index.tsx

Failed to compile
./src/index.tsx
Module not found: Can't resolve 'react' in 'C:\Users\Tanuj\JPMC-tech-task-2-PY3\src'
This error occurred during the build time and cannot be dismissed.

did you get the solution @tanuj31 ?""",
      T("React"), F("./src/index.tsx"),
      source="https://github.com/insidesherpa/JPMC-tech-task-2/issues/195", kind="issue",
      note="'react' the package the build cannot resolve; the Windows path absolute"),
    R(r"""Module not found

Can anyone help me?
I'm an hour into video and it wont even load a simple page. I get the following error.

Compiled with problems:

ERROR in ./src/App.js 6:0-39

Module not found: Error: Can't resolve './components/' in '/home/dan/Desktop/lake-portfolio/frontend_react/src'

i tried everything I can think of. even going to components/navbar/navbar.

I believe what you have done is importing navbar like
`import { Navbar } from './components/';`
This will show you an error.

Here react will try to import Navbar from a folder within components which you haven't specified yet. i.e. the endpoint is invalid.
What you should do is
`import { Navbar } from './components';`

Compare your Work/index.js file and the Navbar/index.js. On my side before I fixed it, the _default_ and _about_ was a different color when I compared the files. I fixed it  by deleting the index.js file in Navbar and making a new index.js. Then I rewrote the line of code and the colors both matched. Hopefully this helps""",
      T("React"), F("./src/App.js"), F("Work/index.js"), F("Navbar/index.js"),
      source="https://github.com/adrianhajdin/project_professional_portfolio/issues/41", kind="issue",
      note="./src/App.js without the 6:0-39 position; './components/' and './components' import specifiers, "
           "components/navbar/navbar no extension -- not labelled; react named as the library; back-and-forth comments cut"),
    R(r"""ERROR in src/app/courses/course/course.component.html:7:42 - error TS2339: Property 'loading$' does not exist on type 'CourseComponent'.

Hello Team,

I recently have enrolled to the course of NgRx. I am a student and new to the Angular, so exploring new things.  I observed following error while executing the code 1-start, I downloaded the code through zip. 

I think we should add **loading$: Observable&lt;boolean&gt;** in CourseComponent class. I tried this at my end and it worked. 

**ERROR in src/app/courses/course/course.component.html:7:42 - error TS2339: Property 'loading$' does not exist on type 'CourseComponent'.**
    
    7   <div class="spinner-container" *ngIf="(loading$ | async )">
                                               ~~~~~~~~
    
      src/app/courses/course/course.component.ts:12:16
        12   templateUrl: './course.component.html',
                          ~~~~~~~~~~~~~~~~~~~~~~~~~
        Error occurs in the template of component CourseComponent.""",
      T("NgRx"), T("Angular"),
      F("src/app/courses/course/course.component.html"), F("src/app/courses/course/course.component.ts"),
      source="https://github.com/angular-university/ngrx-course/issues/7", kind="issue",
      note="the compiler's :7:42 and :12:16 left out; './course.component.html' a templateUrl, written as an import-like "
           "string -- kept out; the closing greeting cut"),
    R(r"""ng serve could not compile in CH5

I am on Chapter 5 using AM to replace the bootstrap of the book. In search.component.html file, there was an error: Property 'categories' does not exist on type 'SearchComponent'. I have double checked the source code in search.component.ts and app.module.ts and could not find any property named "categories". The only file that defines the "categories" is in the ./shared/product.services.ts while the service creates Product instances. Should we use DI to implement into search.component.ts to let Angular know "categories"? Or, anything I have missed?

Forgot to mention I am using Angular 9""",
      T("Angular"), F("./shared/product.services.ts"),
      source="https://github.com/Farata/angulartypescript/issues/23", kind="issue",
      note="the component files bare; 'AM' (Angular Material) and 'the bootstrap of the book' too vague to label; ng the "
           "CLI's command only in the title -- not labelled; the [Solved] comment cut"),
    R(r"""'MyApp' isn't defined

error: The function 'MyApp' isn't defined. (undefined_function at [flutter_app] test\widget_test.dart:16)

Hide this line and run, its worked for me

I changed it to MaterialApp and it worked just fine.""",
      F(r"test\widget_test.dart"),
      source="https://github.com/Tarikul711/flutter-food-delivery-app-ui/issues/1", kind="issue",
      note="a Windows relative path without its :16; flutter_app the project's name in the analyzer's message -- Flutter "
           "not labelled on it"),
    R(r"""Flutter run

test/widget_test.dart shows
The function MyApp isn't defined.

How to resolve it.

if you want to run the app you should use the following command:
```terminal
flutter run --no-sound-null-safety 
```""",
      T("Flutter"), F("test/widget_test.dart"),
      source="https://github.com/afgprogrammer/Flutter-home-service-app/issues/1", kind="issue",
      note="Flutter the CLI and framework the title and command name; a 'terminal' fence is a shell's"),
    # ---------------------------------------------------------------- notebooks and data files
    R(r"""nsl-kdd-eda-preprocessing-modeling-score-0-99.ipynb

FileNotFoundError                         Traceback (most recent call last)
[<ipython-input-2-7503382deff1>](https://localhost:8080/#) in <module>
----> 1 trn = pd.read_csv("../input/nslkdd/kdd_train.csv")

7 frames
[/usr/local/lib/python3.8/dist-packages/pandas/io/common.py](https://localhost:8080/#) in get_handle(path_or_buf, mode, encoding, compression, memory_map, is_text, errors, storage_options)
    700         if ioargs.encoding and "b" not in ioargs.mode:
    701             # Encoding
--> 702             handle = open(
    703                 handle,
    704                 ioargs.mode,

FileNotFoundError: [Errno 2] No such file or directory: '../input/nslkdd/kdd_train.csv'""",
      F("../input/nslkdd/kdd_train.csv"),
      source="https://github.com/vinayakumarr/Network-Intrusion-Detection/issues/20", kind="issue",
      note="the notebook's relative data path with ../ kept; pandas only inside the dependency path (dist-packages) and "
           "as pd -- not labelled; the notebook's name bare"),
    R(r"""featexp_demo file not exist error

--------------------------------
FileNotFoundErrorTraceback (most recent call last)
<ipython-input-3-bc7bf8e2b172> in <module>()
----> 1 X_train, X_test, y_train, y_test, train_users, test_users = import_and_create_train_test_data()
.....(blablabla)
FileNotFoundError: File b'demo/data/application_train.csv' does not exist

why? any knows how to solve?

You'll have to download the data from kaggle first and save it in this location.""",
      F("demo/data/application_train.csv"),
      source="https://github.com/abhayspawar/featexp/issues/22", kind="issue",
      note="the path inside pandas' b'...' message; Kaggle a site"),
    R(r"""FileNotFoundError: [Errno 2] File b'data/dev.csv' does not exist: b'data/dev.csv'

in the colab file this cell has a mistake:

train_df = pd.read_csv(prefix + 'dev.csv', header=None)
train_df.head()
FileNotFoundError  

i assume its supposed to be:
train_df = pd.read_csv(prefix + 'test.csv', header=None)

Fixed.""",
      F("data/dev.csv"),
      source="https://github.com/ThilinaRajapakse/pytorch-transformers-classification/issues/5", kind="issue",
      note="'the colab file' a notebook on Colab -- left out as a passing mention; dev.csv and test.csv bare"),
    R(r"""Potential error in Data-Analysis/Pandas-Basics-Part1-In-Class.ipynb

Potential mistake on [line of code](https://github.com/melaniewalsh/Intro-Cultural-Analytics/blob/94f80b85a85db3e08b207e43dbe93f9583a7c22b/book/Data-Analysis/Pandas-Basics-Part1-In-Class.ipynb#L128) under "Read in CSV File" header. I presume this is either a mistake or a deliberate move for a "teaching moment". Please excuse if it's the second.

This fails with a `File Not Found` error.

```
pd.read_csv('Bellevue_Almshouse_Dataset.csv', delimiter=',', encoding='utf-8')
```
Given the current file structure, it should read:

```
pd.read_csv('In-Class/Bellevue_Almshouse_Dataset.csv', delimiter=',', encoding='utf-8')
```

Hi Lachlan, yes, this file was in the wrong directory. This is an experimental section, which is why it's not linked in the TOC on the website, but I've fixed it for now. Cheers""",
      F("Data-Analysis/Pandas-Basics-Part1-In-Class.ipynb"), F("In-Class/Bellevue_Almshouse_Dataset.csv"),
      source="https://github.com/melaniewalsh/Intro-Cultural-Analytics/issues/8", kind="issue",
      note="pandas only inside the notebook's file name and as pd -- not labelled; the bare CSV name not a path"),
    R(r"""FileNotFoundError: File b'data/titles.csv' does not exist

Brandon.  
First, Thank you! for creating this great lesson and video for our collective benefit.

I'm a newbie, so please assume little to no knowledge on my part.

I was able to get the first two cells to run without error (importing MPL and activating the CSS to make the dataframes more readable, but as soon as I do anything else, I start getting these long daunting error messages. (please see below for what I get when I attempt to run the third cell).""",
      T("CSS"), F("data/titles.csv"),
      source="https://github.com/brandon-rhodes/pycon-pandas-tutorial/issues/32", kind="issue",
      note="MPL (matplotlib) an abbreviation -- left out; CSS named as what the cell activates; the NameError part and "
           "the traceback, which the stored copy breaks off, cut"),
    R(r"""I am facing an error for the module_5 ipynb file

In the show grader output window I am facing an error after the project is being graded. The error is ModuleNotFoundError: No module named 'google' which is showing for this line: "from google.colab import drive". How can I install the google module? I have tried to install by using these commands: "!pip install google" and "!pip install google-colab". But it doesn't work for me.

This notebook isn't meant for copy-pasting solutions for your course. 
Aside from that, that notebook already has the files installed so that the cell block is not required.
I'm closing the issue as it's unrelated to this repository's contents.""",
      T("pip"), T("Colab"),
      source="https://github.com/phreakyphoenix/MXNet-GluonCV-AWS-Coursera/issues/1", kind="issue",
      note="google-colab the package name for Colab; google.colab a module path; no path, no endpoint"),
    R(r"""ModuleNotFound running notebook in CoLab

When I open one of the notebooks in CoLab, specifically week1-MultilabelClassification.ipynb:
https://colab.research.google.com/github/hse-aml/natural-language-processing/blob/master/week1/week1-MultilabelClassification.ipynb

When I try to run the notebook I get ModuleNotFound error on this line:
from common.download_utils import download_week1_resources

I have never run code from GitHub in CoLab and am not sure if I need to do something so that it can find the common module.

I figured it out. Sorry.""",
      T("Colab"),
      source="https://github.com/hse-aml/natural-language-processing/issues/20", kind="issue",
      note="CoLab is Colab; the notebook's name bare, its path only inside the URL; common.download_utils a module"),
    # ---------------------------------------------------------------- Rust, Cargo
    R(r"""No ./src/main.rs for cargo run [macOS]

When doing cargo run I get: "error: a bin target must be available for `cargo run`"
Also I see that cargo expects "src/main.rs" for "run".

Building it works, but I'm not sure where is the binary.

Binaries are moved to subcrates, sorry about the confusion. I have updated the README to clarify how to build and run them, I hope this helps!""",
      T("Cargo"), T("macOS"), F("./src/main.rs"), F("src/main.rs"),
      source="https://github.com/cortex/ripasso/issues/21", kind="issue",
      note="both spellings of the path as written; the README bare"),
    R(r"""rioterm-beta crate build failure (E0601)

Hi,

I'm trying to build Rio on latest main (commit 063f6f55fd16607f6932aed00cead3dd30436f4b) on my Arch Linux system.
I use cargo from rustup and follow [the build instructions](https://raphamorim.io/rio/docs/install/build-from-source)
(I build by `cargo build --release`). The build errored out on rioterm-beta crate, where the output was:

```
...
   Compiling rioterm-beta v0.1.0 (/home/bagas/repo/rio/frontends/rioterm-beta)
   Compiling rioterm v0.0.35 (/home/bagas/repo/rio/frontends/rioterm)
error[E0601]: `main` function not found in crate `rio_beta`
   --> frontends/rioterm-beta/src/main.rs:138:2
    |
138 | }
    |  ^ consider adding a `main` function to `frontends/rioterm-beta/src/main.rs`

For more information about this error, try `rustc --explain E0601`.
error: could not compile `rioterm-beta` (bin "rio-beta") due to previous error
...
```

But indeed (to my naive eyes), there already existed `main()` function in the culprit file mentioned in above error:

``` rust
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    ...
}
```""",
      T("Rio"), T("Arch Linux"), T("Cargo"), T("Rust"), F("frontends/rioterm-beta/src/main.rs"),
      source="https://github.com/raphamorim/rio/issues/416", kind="issue",
      note="Rio the terminal the thread builds; Rust from the ``` rust fence and the toolchain (rustup, rustc are Rust's "
           "own tools, folded into Rust); the path without :138:2; the maintainer's answer cut"),
    R(r"""[bug] Cargo command to verify dev environment not working

## Where

- Phase / lesson: Phase 00 · 01-dev-environment

## What's wrong

Under "C - Run the Code":

To test that Rust is installed and working, it says to run `cargo run -- phases/00-setup-and-tooling/01-dev-environment/code/main.rs`.

When I run this, it errors out with:

> error: could not find `Cargo.toml` in `/Users/********/Documents/GitHub/ai-engineering-from-scratch` or any parent directory

`rustc phases/00-setup-and-tooling/01-dev-environment/code/main.rs && ./main` works just fine.

This might be a bit late but just `cargo init` in the project directory

Not OP. But, `cargo init` works. Thanks!""",
      T("Cargo"), T("Rust"), F("phases/00-setup-and-tooling/01-dev-environment/code/main.rs"),
      source="https://github.com/rohitg00/ai-engineering-from-scratch/issues/259", kind="issue",
      note="rustc folded into Rust; Cargo.toml bare; ./main a compiled binary, not a source file -- left out; the issue template's environment "
           "part (macOS, cargo and rustc versions, 'Python / Node / other runtime version') cut"),
    # ---------------------------------------------------------------- deploys: Vercel, Netlify, Heroku
    R(r"""Now Deployment Error

If it works when visiting the function url directly `/api/users` for example, then it sounds like your fetch/xhr URL is incorrect. If you open up chrome dev tools, and visit the network tab you'll see the request urls.

@styfle i cant even view it directly in the browser unless i view source and invoke the lambda on the zeit dashboard. When i view chrome dev tools i see the 404 response being returned on fetch invocation. preview the response further i see 
```bash
 The page could not be found.

RESOURCE_NOT_FOUND
```

@styfle At this point i feel my now.json file is the culprit. Please have a look
```javascript
{
    "version": 2,
    "builds": [
        {"src": "api/*.js", "use": "@now/node"},
        {"src": "package.json", "use": "@now/static-build"}
    ],
    "routes" : [
        {"src": "api/","dest":"api/controllers/index.js"},
        {"src": "api/positions","dest":"api/positions.js"},
        {"src": "api/candidates","dest":"api/candidates.js"},""",
      T("JavaScript"), T("Chrome"),
      F("api/controllers/index.js"), F("api/positions.js"), F("api/candidates.js"),
      source="https://github.com/vercel/vercel/issues/3314", kind="issue",
      note="the routes' dest files as written; /api/users has no method, the src routes no slash; the ```javascript fence "
           "labelled (its content is JSON); @now/node a builder package; the config cut where the stored copy breaks off"),
    R(r"""Can't enable POST requests for api route

# Bug report

- Version: 0.1.1
- URL: No
- Repository: No

## Description

When I try to `POST` to `/submit-form`, I get a `405 Method not allowed` from Vercel, even though I specified the `methods` in the config. This makes it impossible to submit forms.

Here is my `vercel.json`:

```
{
  "functions": {
    "api/index.php": {
      "runtime": "vercel-php@0.1.0"
    }
  },
  "routes": [
    {
      "src": "/(.*)\\.(.*)$",
      "dest": "src/$1.$2"
    },
    {
      "src": "/(.*)",
      "methods": ["POST", "GET"],
      "dest": "/api/index.php"
    }
  ]
}
```""",
      T("Vercel"), T("PHP"), F("api/index.php"),
      source="https://github.com/vercel-community/php/issues/128", kind="issue",
      note="the POST to /submit-form answered 405 -- no route took it, no endpoint; the catch-all /(.*) route is a "
           "pattern, not a path; /api/index.php with its leading slash the deployment's absolute path; vercel-php "
           "the runtime package; the curl reproduction cut"),
    R(r"""Request to AI fails on Netlify

Hi! After doing (2 times) like shown in the video about deploying to netlify - I see that request to api/ai fails with 404. It works locally tho. I asked ai to help with that and it suggests using Netlify Functions or separate Backend. But in the video it all works without it. 
I'm using nuxt 4. I also checked related files and they all match with what was written in the course (I just ommited Ollama setup, cause won't use it).
Can you help me with that please? 

UPD: 
I tried deploying to vercel - and it works fine, so probably something changed in nuxt 4 and netlify guide should be modified to reflect that.""",
      T("Netlify"), T("Nuxt"), T("Ollama"), T("Vercel"),
      source="https://github.com/MasteringNuxt/mastering-nuxt-full-stack-unleashed/issues/20", kind="issue",
      note="api/ai has no leading slash and no method, and 404s -- no endpoint; Netlify Functions folded into Netlify; "
           "the screenshot and the maintainer's questions cut"),
    R(r"""Getting 404 after deploying it to vercel

1. hosted on vercel
2. changed my vercel.json to my railway app url
3. when going to /join or any other url rather then index page, the app is giving 404

add this to your vercel.json

```json
{
  "rewrites": [
    {
      "source": "/api/:path*",
      "destination": "your-backend-host/api/:path*"
    },
    {
      "source": "/(.*)",
      "destination": "/index.html"
    }
  ]
}
```""",
      T("Vercel"), T("Railway"),
      source="https://github.com/logchimp/logchimp/issues/876", kind="issue",
      note="rewrites with no method and a 404 page -- no endpoint; /index.html the site's root file, absolute; the "
           "json fence a data format"),
    R(r"""vercel部署

**Describe the bug**
您好，我有vercel部署的需求，但是部署后是404，请问具体应该怎样部署？
我已经部署了可用的api

检查 Output Directory

谢谢您，现在显示了，但是它没有内容
我已经修改了vercel.json为我的api
但是页面上没有内容，并报错
请问这又是什么问题？

503 可能ip被网易云限制了吧""",
      T("Vercel"),
      source="https://github.com/GuMengYu/music-you/issues/27", kind="issue",
      note="a Chinese thread; vercel.json bare; the deployment's URLs, the link to the fork's file and screenshots dropped; "
           "网易云 (NetEase Cloud Music) the service the API wraps -- left out"),
    R(r"""app crashes

2017-03-23T17:59:13.869386+00:00 heroku[router]: at=error code=H10 desc="App crashed" method=POST path="/webhook" host=fabfit.herokuapp.com request_id=24a5387b-fdde-43ce-95ed-b210c5e6e529 fwd="69.63.188.204" dyno= connect= service= status=503 bytes= protocol=https

Hi,

This error means your app crashed when our runtimes tried to boot it. It is absolutely not related to this plugin.
You will find more information about this crash in your app logs. If you don't know how to interpret those, please open a support ticket at help.heroku.com""",
      T("Heroku"),
      source="https://github.com/heroku/heroku-repo/issues/64", kind="issue",
      note="the router's H10 for a crashed app: no route answered the POST to /webhook -- no endpoint, as the earlier sets"),
    # ---------------------------------------------------------------- browser extensions, desktop apps
    R(r"""javascript files for popup being built as service worker

**Describe the bug**
javascript files for popup being built as service worker

**To Reproduce**
Steps to reproduce the behavior:
1. Create new project
2. In src folder, copy and paste code below 
3. Build and select dist folder to load unpacked in browser
4. Error is thrown 

**Expected behavior**
- Extension should load without errors

**Desktop: **
 - OS: Building on MacOS
 - Browser: Chrome 121.0.6167.160
 - Node JS 20.11.0

Manifest JSON: 
```
"action": {
        "default_popup": "popup.html"
    },
    "permissions": [
        "storage",
        "bookmarks"
    ],
    "background": {
        "service_worker": "background.js",
        "type": "module"
    }
```""",
      T("JavaScript"), T("macOS"), T("Chrome"), T("Node.js"),
      source="https://github.com/MobileFirstLLC/extension-cli/issues/207", kind="issue",
      note="popup.html and background.js bare, src and dist folders; service worker a web platform feature -- not "
           "labelled; the popup.js part cut"),
    R(r"""background.service_worker manifest_version 3 error

Hi, 
Thank you very much for your contribution to the open source.
But I am in use, after installation, use Chrome to load the local plugin to report the following error:
The "background.scripts" key cannot be used with manifest_version 3. Use the "background.service_worker" key instead.
Could not load manifest.

ENV:
vue-cli4

This is a feature that I missed and I will fix it soon.

new version 1.0.8 is publish , now you can try it""",
      T("Chrome"), T("Vue CLI"),
      source="https://github.com/sanyu1225/vue-cli-plugin-chrome-extension-cli/issues/8", kind="issue",
      note="vue-cli4 is Vue CLI 4; background.scripts and background.service_worker manifest keys, not files"),
    R(r"""PyQT5 app doesn't work after packing

I am trying to pack my PyQT5 app but it doesn`t start. I am sure that my script and python application have no problem. There is  error message:

```
qt.qpa.plugin: Could not find the Qt platform plugin "windows" in ""
This application failed to start because no Qt platform plugin could be initialized. Reinstalling the application may fix this problem.
```

I tried to copy `platfrom` folder to the folder with `main.exe` in it, but it still dosen't work .

```
qt.qpa.plugin: Could not load the Qt platform plugin "windows" in "" even though it was found.
This application failed to start because no Qt platform plugin could be initialized. Reinstalling the application may fix this problem.

Available platform plugins are: direct2d, minimal, offscreen, windows.
```
I am using Python 3.10.7 , pyinstaller 5.5, pyqt 5.15.7, Windows 11 insider perview build 25211.1001.""",
      T("Qt"), T("Python"), T("PyInstaller"), T("Windows"),
      source="https://github.com/pyinstaller/pyinstaller/issues/7150", kind="issue",
      note="PyQT5/pyqt 5.15.7 is Qt's Python binding, under the lexicon's Qt; 'windows' inside the messages is Qt's platform plugin name, Windows labelled from "
           "'Windows 11'; main.exe bare; the .spec file cut"),
    # ---------------------------------------------------------------- DevOps: Docker Compose, Kubernetes, Sail
    R(r"""docker_mysql_1 exited with code 1

Al ejecutar docker-compose up con la  la opción `- ./config/mysql/my.cnf:/etc/mysql/my.cnf` me devuelve el error: `docker_mysql_1 exited with code 1`

Cuando vuelvo a lanzar docker-compose up me devuelve lo siguiente:
`mysql_1  | 190121 16:27:05 [ERROR] Can't find messagefile '/usr/share/mysql/errmsg.sys'
`

Mi .env file https://gist.github.com/oskarcalvo/dc75731f2084438eef4732578fd16c7b
Mi docker-compose.yml file https://gist.github.com/oskarcalvo/540b2c9391fc6746950f0640b8885fba""",
      T("Docker Compose"), T("MySQL"), F("./config/mysql/my.cnf"),
      source="https://github.com/keopx/docker-lamp/issues/21", kind="issue",
      note="a Spanish thread; the volume's host side a relative path, its container side (/etc/mysql/my.cnf) absolute; "
           "MySQL the mysql service of the compose file; .env and docker-compose.yml bare"),
    R(r"""Mysql exiting due to DB_USERNAME=root

- Sail Version: 1.4.8
- Laravel Version: 8.33.1
- PHP Version: 8.0
- Database Driver & Version: mysql:latest

### Description:
Brand new project, cleared docker cache etc and mysql exits.  I believe it's down to the default .env file specifying DB_USERNAME=root

Changing DB_USERNAME fixes it

### Steps To Reproduce:
curl -s "https://laravel.build/example-app" | bash
sail up -d

Mysql will exit.""",
      T("Laravel Sail"), T("Laravel"), T("PHP"), T("MySQL"), T("Docker"),
      source="https://github.com/laravel/sail/issues/77", kind="issue",
      note="'Sail Version' is Laravel Sail; bash piped into -- a shell, not named as Bash otherwise; .env bare; the "
           "duplicate-issue comments cut"),
    R(r"""Exited with code 127

## User story
As a newbie and user of the repository following the READ.me file , I want to run the "docker-compose up" command so that I don't get the error:

database_1  | 2019-06-11T21:21:17.744629Z 0 [Note] mysqld: ready for connections.
database_1  | Version: '5.7.26'  socket: '/var/run/mysqld/mysqld.sock'  port: 3306  MySQL Community Server (GPL)
cf-ex-drupal8-master_web_1 exited with code 127

Using Docker Desktop for Windows Version 2.0.0.3 
Engine 18.06.02
Compose 1.23.2

## Definition of done
"exited with code 127" does not happen

I just noticed that the docker-compose.yml file is calling for mysql 5.7
      image: mysql:5.7""",
      T("Docker Compose"), T("MySQL"), T("Docker Desktop"), T("Windows"),
      source="https://github.com/cloud-gov/cf-ex-drupal8/issues/23", kind="issue",
      note="Drupal only inside the container's name; the socket path absolute; docker-compose.yml bare; the cloud.gov "
           "question and the maintainers' answers cut"),
    R(r"""Deploy from local images

Hello, is it possible to deploy my app with local docker image on the dashboard?

I just used 

containers:      
      - name: myapp
        image: webapi:latest

But I got the error : 

Failed to pull image "webapi:latest": rpc error: code = Unknown desc = Error response from daemon: pull access denied for webapi, repository does not exist or may require 'docker login': denied: requested access to the resource is denied

Hola,
En el terminal que estas utilizando agrega la instrucción **eval $(minikube docker-env)** para indicar que de ahora en adelante todos los comandos Docker se ejecutaran sobre Docker de Minikube.
Esto facilita la integración entre docker y minikube y más aún para realizar experimentos locales.

Luego tiene que cambiar el archivo **deployment.yml** y agregar la propiedad **imagePullPolicy: Never** en la especificación del contenedor.

Suerte!""",
      T("Docker"), T("Minikube"),
      source="https://github.com/kubernetes-retired/dashboard/issues/5100", kind="issue",
      note="the answer in Spanish; deployment.yml bare; the maintainer's reply naming Kubernetes cut, so Kubernetes is "
           "not in the text (only the dashboard)"),
    # ---------------------------------------------------------------- Java back ends in Portuguese and Chinese
    R(r"""Problemas com Spring Framework

Boa noite pessoal.

Toda vez que vou subir a minha aplicação está dando esse erro, em qualquer porta que tento usar.

Já tentei algumas formas de resolver, mas não consegui.

Alguém poderia me ajudar?

mensagem de erro

Whitelabel Error Page
This application has no explicit mapping for /error, so you are seeing this as a fallback.

Sat Aug 06 00:29:07 BRT 2022

There was an unexpected error (type=Not Found, status=404).

Oi, amigo. Boa tarde!
Então, talvez você esteja digitando errado o caminho da url.

Coloca o link do código-fonte aqui.""",
      T("Spring"),
      source="https://github.com/cami-la/academia-digital/issues/16", kind="issue",
      note="a Portuguese thread; Spring Framework under the lexicon's name Spring; /error has no method and the page is a "
           "404 -- no endpoint; the later comments cut"),
    R(r"""登录问题

我将你的项目部署到idea后，前后端都可以启动，但是登录的时候后台报错了。

org.springframework.web.HttpMediaTypeNotSupportedException: Content type 'application/json;charset=UTF-8' not supported
	at org.springframework.web.servlet.mvc.method.annotation.AbstractMessageConverterMethodArgumentResolver.readWithMessageConverters(AbstractMessageConverterMethodArgumentResolver.java:224)
	at org.springframework.web.servlet.mvc.method.annotation.RequestResponseBodyMethodProcessor.readWithMessageConverters(RequestResponseBodyMethodProcessor.java:157)
	at org.springframework.web.servlet.mvc.method.annotation.RequestResponseBodyMethodProcessor.resolveArgument(RequestResponseBodyMethodProcessor.java:130)""",
      T("IntelliJ IDEA"),
      source="https://github.com/Heeexy/SpringBoot-Shiro-Vue/issues/54", kind="issue",
      note="a Chinese thread; 部署到idea -- deployed into the IDE, IntelliJ IDEA; Spring only in the stack trace's dotted "
           "names -- not labelled; the trace cut"),
    R(r"""登录异常，输入账号密码没反应

按F12查看显示500 Internal Server Error，什么情况

请问你解决了吗

说明你没开启后端

怎么搞兄弟们，登录无反应

后端咋开，不是运行了jar文件了吗

你为啥不自己编译下再运行直接运行jar呢，数据库的密码地址什么的不用稍微改下啊

看下springboot怎么运行呗，实在不行就gpt输入这个项目地址问他怎么运行""",
      T("Spring Boot"),
      source="https://github.com/shenxiancaiCCC/Vue-Springboot-Library/issues/10", kind="issue",
      note="a Chinese thread; springboot is Spring Boot; jar a file type; gpt (a chatbot) named in passing -- left out; "
           "the last comments cut"),
    R(r"""Doesn’t work

After successful installation and starting of the server, it says "Welcome" but when I go to any URL (e.g. "localhost:3000/user") it shows an error page: "Cannot GET /user". The database was created and seeded using the t_user.sql file.

```
mysql> select * from t_user;
+---------+------------+--------------------+--------------------+
| user_id | name       | email              | password           |
+---------+------------+--------------------+--------------------+
|       1 | Mas Banyar | banyar@yahoo.com   | 23235645yghgf      |
|       2 | Mas Mapmup | mapmup@gmail.com   | dncskdcndscsdcdsc  |
|       4 | Boronong   | borononn@yahoo.com | 032bcsjdncsdjc3223 |
|       5 | Nadya Ek   | nadya@yahoo.com    | bonbon032932       |
+---------+------------+--------------------+--------------------+
4 rows in set (0.00 sec)
```

shouldn't it be localhost:3000/api/user ? 

Yes, thank you, it was my mistake. I didn't notice I should add the "/api" to the route.""",
      T("MySQL"),
      source="https://github.com/teknosains/rest-crud/issues/4", kind="issue",
      note="'Cannot GET /user' is Express saying no route takes it -- no endpoint; localhost:3000/api/user has no method; "
           "MySQL from the mysql> client's prompt; t_user.sql bare; a comment cut"),
]
