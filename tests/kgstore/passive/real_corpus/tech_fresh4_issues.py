"""A fourth fresh held-out set ("fresh-4"), part one: GitHub issue and pull-request threads of
many ecosystems -- JavaScript and TypeScript, Python, Rust, Go, Java, Kotlin and Scala, .NET,
Ruby, PHP, Elixir, C and C++, mobile, DevOps, cloud and infrastructure, databases, data and
machine learning -- each a paragraph or a few lines of one thread kept as written (code
blocks, logs and environment dumps as they appear; the comments of a thread joined without
their author lines), with the thread's title opening the text where it carries the point.

Every text was fetched from a stored public copy of the thread at the address given and
labelled by hand without running the extractor on it. Labels follow tech_fresh3_issues:
technologies under their usual canonical name, also those the extractor may not know; data
formats, platform strings (darwin/arm64, win32) and everyday shell utilities not labelled,
nor packages compiled or downloaded in a tool's output; relative file paths as written (a line
number after the path is not part of it), absolute paths, paths inside a container or an
installed package and bare file names not; endpoints as "METHOD /path" (or "/path" when no
method is named), a bare prefix (/api), a whole URL for one concrete resource and a glob not.
Nobody tunes the extractor on these texts: the benchmark scores them as their own split
(``--split fresh-4``).
"""

from real_corpus import E, F, R, T

SURFACES = {
    "rq-dashboard": ("rq_dashboard",),
    "KDE Plasma": ("Plasma",),
    "Ansible Tower": ("ansible-tower",),
    "Azure Kubernetes Service": ("AKS",),
    "AWS Cloud9": ("Cloud9",),
    "Spring": ("springframework",),
    "Ansible Galaxy": ("ansible-galaxy",),
    "scikit-image": ("skimage",),
    "Docker Compose": ("docker-composer", "docker compose"),
    "NestJS": ("Nest",),
    "IntelliJ IDEA": ("Intellij",),
    "Redis Commander": ("redis-commander",),
    "API Platform": ("api-platform",),
    "module-alias": ("moduleAlias",),
}

CASES = [
    # ---------------------------------------------------------------- Rust
    R("""Linker cc not found

### Problem

I installed gcc and cmake 
but cargo gives me error : 
 cargo build
   Compiling serde v1.0.140
error: linker `cc` not found
  |
  = note: No such file or directory (os error 2)

### Notes

i'm using nixos 22.05

### Version

```text
1.62.1
```

Usually, installing gcc would resolve this issue. That's a bit strange as you already did that. Could you provide a minimal `configuration.nix` file that reproduces your issue?""",
      T("GCC"), T("CMake"), T("Cargo"), T("NixOS"),
      source="https://github.com/rust-lang/cargo/issues/10897", kind="issue",
      note="lower-case gcc, cmake, cargo and nixos; a crate compiled in cargo's output (serde) is not labelled; a bare configuration.nix"),
    R("""`cargo build -vv` return error: linking with `cc` failed: exit code: 1

Hello deno community,
when i run `cargo build -vv` i got two errors 
- error: linking with `cc` failed: exit code: 1
- error: aborting due to previous error
- error: could not compile `deno_runtime`

Thanks

Can you try `cargo clean` and then build again?
I got the same error several times as well, and in my case `cargo clean` resolved the issue.

@magurotuna thanks, it works.""",
      T("Cargo"), T("Deno"),
      source="https://github.com/denoland/deno/issues/10722", kind="issue",
      note="'deno community' is the project; deno_runtime is one of its own crates, not labelled of its own"),
    # ---------------------------------------------------------------- JavaScript, TypeScript
    R("""API routes for method POST returns 404 Not found error

Hi, I am trying to call a POST API to the internal API Routes that I set up. Calling `GET` method with queries has no problem, but when I changed the method to `POST` and add a body, it returns `404 Not found error`

Example codes:

`.../xxx.ts` (no errors)
```
import fetch from "isomorphic-unfetch";
...
const res = await fetch('http://localhost:3000/api/someAPI?a=1&b=2');
...
```

`.../xxx.ts` (ERRORS out)
```
import fetch from "isomorphic-unfetch";
...
const res = await fetch('http://localhost:3000/api/someAPI', {
   method: 'POST',
   body: JSON.stringify(<some body object here>)
});
...
```

`pages/api/someAPI.ts`
```
import fetch from "isomorphic-unfetch";
import aws4 from "aws4"; // just to show I'm calling Amazon API
...
export default async (req, res) => {
   ...
      const response = await fetch(<some-aws-iam-api>, <signed-aws-request>);
   ...
}
```

Please let me know if you need more details""",
      T("isomorphic-unfetch"), T("aws4"), T("AWS"), F("pages/api/someAPI.ts"),
      E("POST /api/someAPI"), E("GET /api/someAPI"),
      source="https://github.com/vercel/next.js/issues/8473", kind="issue",
      note="the route the issue is about, called by GET and by POST through whole localhost URLs, is labelled as the page file defines it; .../xxx.ts is an elided placeholder; the framework is not named in the text; AWS as <some-aws-iam-api>"),
    R("""API routes only accepting GET and POST requests

### What version of Next.js are you using?

11.1.2

### What version of Node.js are you using?

14.17.6

### What browser are you using?

Chrome

### What operating system are you using?

Windows

### How are you deploying your application?

still in development

### Describe the Bug

whenever i make PUT, or DELETE requests or any other HTTP request that is not GET or POST, I get a 404 response. It seems the next.js server does not receive the request.
my code:

**_file: pages/api/user/index.js_**

`export default async (req, res) => {
  // check if user is authenitcated
  const session = await getSession({ req });
  if (!session) {
    res.status(401).send("Unauthorized");
    return;
  }

  if (req.method === "PUT") {
    await UpdateUser(req, res, session);
  } else res.status(405).end();
};
`

could this be due to a library im using?

### Expected Behavior

expected next.js to receive PUT and DELETE requests.""",
      T("Next.js"), T("Node.js"), T("Chrome"), T("Windows"), F("pages/api/user/index.js"),
      source="https://github.com/vercel/next.js/issues/32983", kind="issue",
      note="the route the file serves (/api/user) is never written, so no endpoint; an issue template's answers"),
    # ---------------------------------------------------------------- Elixir
    R("""In tutorial Part 1 - initial run of /api server gets route error

I am getting the following: "no route found for GET / (Sling.Router)" in web/router.ex

Occurring when I test at the instruction "If you open up http://localhost:4000 you should see the Phoenix welcome page." 

This is just after configuring the server, creating the db, just before the second instruction to git commit.

I've carefully gone through the instructions a few times to make sure I wasn't making a mistake.  Possible I'm still doing something wrong.

If you enable the --no-html --no-brunch you will not have a pagecontroller , so try to only do:

mix phoenix.new sling  --no-brunch 

but this is old the new version of phoenix try with this:

mix phx.new sling --no-brunch

thanks.  updated to Phoenix 1.3.0, elixir 1.4.5, erlang 19, removed --no-html and it works fine.  thank you for the assist.""",
      T("Phoenix"), T("Git"), T("Mix"), T("Elixir"), T("Erlang"), F("web/router.ex"),
      source="https://github.com/bnhansn/sling/issues/5", kind="issue",
      note="the question and two answers; the root route 'GET /' is not labelled, nor /api, a prefix; mix is Elixir's build tool; the asset tool only as a flag (--no-brunch), not labelled"),
    R("""Routes not found

Rebuilding from scratch by rebuilding at home, and signing up/logging in gives this error:

    [info] OPTIONS /api/users
    [debug] ** (Phoenix.Router.NoRouteError) no route found for OPTIONS /api/users (Sling.Router)

Any ideas where to start with this issue?

Hi, you need to enable CORS, it's not a Elixir error, when you try to request for another port like 4000 return this error.""",
      T("Phoenix"), T("Elixir"), E("OPTIONS /api/users"),
      source="https://github.com/bnhansn/sling/issues/4", kind="issue",
      note="Phoenix as the error's module; a preflight request in the log; CORS is a mechanism"),
    R("""Is this suppose to work out of the box?

Because when I try to create a post:

Phoenix.Router.NoRouteError at POST /posts/new
no route found for POST /posts/new (ChirpWeb.Router)

Sorry for a late reply @bbtdev, how are you trying to create a post, via UI? It should be working, I can't reproduce the error you're getting.""",
      T("Phoenix"), E("POST /posts/new"),
      source="https://github.com/dersnek/chirp/issues/1", kind="issue"),
    R("""Phoenix.Router.NoRouteError: no route found for GET /socket/longpoll (CF.RestApi.Router)

View details in Rollbar: [https://rollbar.com/captainfact/CaptainFact-API/items/5/](https://rollbar.com/captainfact/CaptainFact-API/items/5/)

```
Traceback (most recent call last):
  File "lib/router.ex", line 1, in CF.RestApi.Router.__match_route__/4 (cf_rest_api)
  File "lib/phoenix/router.ex", line 307, in CF.RestApi.Router."call (overridable 2)"/2 (cf_rest_api)
  File "lib/plug/error_handler.ex", line 64, in CF.RestApi.Router.call/2 (cf_rest_api)
  File "lib/endpoint.ex", line 1, in CF.RestApi.Endpoint.plug_builder_call/2 (cf_rest_api)
  File "lib/endpoint.ex", line 1, in CF.RestApi.Endpoint.call/2 (cf_rest_api)
  File "lib/plug/adapters/cowboy/handler.ex", line 16, in Plug.Adapters.Cowboy.Handler.upgrade/4 (plug)
  File "/opt/build/deps/cowboy/src/cowboy_protocol.erl", line 442, in :cowboy_protocol.execute/4 (cowboy)
Phoenix.Router.NoRouteError: no route found for GET /robots.txt (CF.RestApi.Router)
```""",
      T("Phoenix"), T("Rollbar"), F("lib/router.ex"), F("lib/endpoint.ex"), E("GET /socket/longpoll"),
      source="https://github.com/CaptainFact/captain-fact-api/issues/56", kind="issue",
      note="a traceback where lib/phoenix/... and lib/plug/... are files of the dependencies, relative to their own folders (not labelled), and lib/router.ex, lib/endpoint.ex the application's; /robots.txt is a crawler's request for one static file; the error-tracking service named by the link text; Cowboy and Plug only as modules and deps in the trace"),
    # ---------------------------------------------------------------- Java
    R("""Getting Whitelabel Error Page with status "404" While running Spring Boot Application

Hello There

I Get Whitelabel Error Page with status "404" While running Spring Boot Application from folder "Completed" with using Maven (mvn spring-boot:run ) on Ubuntu. When open on chrome browser i get that error. after searching in stack overflow i get solve from this :
https://stackoverflow.com/questions/49034254/spring-boot-whitelabel-error-page-type-not-found-status-404
the solution to create folder controller and model then running mvn clean package spring-boot:run""",
      T("Spring Boot"), T("Maven"), T("Ubuntu"), T("Chrome"),
      source="https://github.com/spring-guides/gs-rest-service/issues/106", kind="issue",
      note="lower-case chrome; the Q&A site is a website, not a tool of the workspace"),
    R("""Whitelabel Error Page

I'm trying to start the site using PetClinicApplication but the following error keep showing up

" Whitelabel Error Page

This application has no explicit mapping for /error, so you are seeing this as a fallback.
Thu Nov 18 04:46:40 BRT 2021
There was an unexpected error (type=Not Found, status=404). "

I've used "spring-framework-petclinic" before and didnt had this issue.

the issue is with the RootRestController it's redirecting to "/swagger-ui.html" while I think it should be "/swagger-ui/ "

Thanks for the feedback @bebs99 This error come from a recent upgrade. I've fixed it https://github.com/spring-petclinic/spring-petclinic-rest/pull/62""",
      source="https://github.com/spring-petclinic/spring-petclinic-rest/issues/60", kind="issue",
      note="the docs UI's routes a controller redirects to, without a method: no endpoint (an endpoint is a method and a path); /error is the framework's own fallback mapping, not labelled; spring-framework-petclinic is a sample project"),
    R("""Whitelabel Error Page

Bom dia,

Não é a a primeira vez que esse erro acontece mesmo eu seguindo todos os passo a passo, eu não faço ideia do que ocorre e já não sei o que fazer.
"
This application has no explicit mapping for /error, so you are seeing this as a fallback.

Wed Oct 16 10:59:23 BRT 2024
There was an unexpected error (type=Not Found, status=404).
"
O curioso é que não apresenta nenhum erro no terminal, então não há como rastrear.

Meu codigo das principais e referente ao caso

package springjpa.controller;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.*;
import org.springframework.web.servlet.support.ServletUriComponentsBuilder;
import springjpa.model.User;
import springjpa.repository.UserRepository;
import springjpa.service.UserService;

import java.net.URI;
import java.util.List;

@RestController
@RequestMapping(value = "/users")
public class UserController {""",
      T("Spring"),
      source="https://github.com/falvojr/santander-dev-week-2023/issues/17", kind="issue",
      note="an issue in Portuguese; Spring only by its imports; the controller's class-level mapping /users is a prefix of routes the passage does not reach; /error is the framework's fallback"),
    # ---------------------------------------------------------------- Go
    R("""404 question engine have three handle but request the handle is nil

i dont know why /someJSON  and /JSONP  404
this is  engine trees have three routes ,and every router have  three handle
![image](https://user-images.githubusercontent.com/25056180/153435468-1348e5b2-b100-4599-9c6a-aba6cb771b2d.png)

but when request  value handle is nil
```
value := root.getValue(rPath, c.params, c.skippedNodes, unescape)
```
![image](https://user-images.githubusercontent.com/25056180/153436350-8eb48cd4-3af0-4915-87d9-aaf3fe9676fa.png)

this is router 
```
package routers

import (
	"gin-learn/app/api"
	"github.com/gin-gonic/gin"
)

func SetUpRouter() *gin.Engine {
	r := gin.Default()
	//r.GET("/test ", api.Test2)
	r.GET("/test1", api.TestGet)
	r.GET("/someJSON ", api.SomeJSON)
	r.GET("/JSONP ", api.JSONP)
	return r
}
```""",
      T("Gin"), E("GET /test1"), E("GET /someJSON"), E("GET /JSONP"),
      source="https://github.com/gin-gonic/gin/issues/3055", kind="issue",
      note="routes registered with a stray blank inside the quotes (the bug); a commented-out route is not labelled; Gin only by its import and types; screenshots as image links"),
    R("""Unable to POST to gin

I am using this method to try and test Gin POST and get the following error - any ideas?

> ./audit_handler_test.go:39: cannot use GetMainEngine (type func() *gin.Engine) as type http.Handler in argument to r.POST("/log").SetJSON(gofight.D literal).SetDebug(true).Run:
> 	func() *gin.Engine does not implement http.Handler (missing ServeHTTP method)
> FAIL	placeable.com/audit-server [build failed]

`func GetMainEngine() *gin.Engine {
	r := gin.Default()

	v1 := r.Group("/v1")
	{
		v1.POST("/log", SendAuditHandler)

	}
	return r
}`

I was missing () on the GetMainEngine method. Sorry.""",
      T("Gin"), T("gofight"), F("./audit_handler_test.go"), E("POST /log"),
      source="https://github.com/appleboy/gofight/issues/37", kind="issue",
      note="a compiler message with path:line; the route as registered under its group prefix /v1 (a prefix, not labelled); placeable.com/audit-server is a module path"),
    R("""router.WithGroup question

## 💡 The feature or bug you are proposing
I have this code:
```
	router.WithGroup("/todo", func(group *bunrouter.Group) {
		group.GET("", mr.DebugHandler)
		group.GET("/:id", mr.DebugHandler)
		group.POST("/edit/:id", mr.DebugHandler)
	})
```
Which I think should be able to serve /todo/edit/9

## 📄 The description of the bug or the logic behind your proposal
My webserver shows me:
Page not found (/todo/edit/9) or method (GET) not allowed

## 🚀 The expected result
```
{"params":{"id":"9"},"route":"/todo/edit/:id"}
```
Am I doing something wrong here?

Your route uses `POST`, but here you have `GET`. Can it be the problem?""",
      T("BunRouter"), E("POST /todo/edit/:id"), E("GET /:id"), E("POST /edit/:id"),
      source="https://github.com/uptrace/bunrouter/issues/84", kind="issue",
      note="routes of a group as registered (GET /:id, POST /edit/:id) and the whole route the router reports, which the answer says is POST; /todo/edit/9 is one concrete resource; the router only as a Go package name (bunrouter)"),
    R("""Return `405` for unregistered method in Gin

If user hit `"https://<pelican-director-host>/api/v1.0/director/registerCache` with a `GET` method, `404` instead of `405` is returned, although `/registerCache` is a registered route at `POST` method.

Looks like we just need to have one line fix: `router. HandleMethodNotAllowed = true`""",
      T("Gin"), E("POST /registerCache"),
      source="https://github.com/PelicanPlatform/pelican/issues/718", kind="issue",
      note="a whole URL with a host placeholder is not the label; the route as the text names it, with the method it is registered for"),
    # ---------------------------------------------------------------- .NET
    R("""Tutorial: Create a web API with ASP.NET Core Gives 415 Error With ASP.NET 5

I'm using .NET 5. I get to the point where I make a POST with Postman and I get a 415 Unsupported Media Type response.

---
#### Document Details

⚠ *Do not edit this section. It is required for docs.microsoft.com ➟ GitHub issue linking.*

* ID: 583ae3e7-5915-f22b-e54c-6c100cf2a7da
* Version Independent ID: 95f2549e-29f9-e31a-b4d0-432b971643ff
* Content: [Tutorial: Create a web API with ASP.NET Core](https://docs.microsoft.com/en-us/aspnet/core/tutorials/first-web-api?view=aspnetcore-5.0&tabs=visual-studio-code)
* Content Source: [aspnetcore/tutorials/first-web-api.md](https://github.com/dotnet/AspNetCore.Docs/blob/master/aspnetcore/tutorials/first-web-api.md)
* Product: **aspnet-core**
* Technology: **aspnetcore-tutorials**
* GitHub Login: @Rick-Anderson
* Microsoft Alias: **riande**

The tutorial works. I'm not sure what step you missed. You might try asking on StackOverflow,.

I forgot to mention I followed the VS Code instructions. Did you try those?

@AlejandroHuerta I had the same issue today but resolved it when I realised that I had not set the type to "JSON" in Postman.""",
      T("ASP.NET"), T(".NET"), T("Postman"), T("GitHub"), T("VS Code"),
      F("aspnetcore/tutorials/first-web-api.md"),
      source="https://github.com/dotnet/AspNetCore.Docs/issues/20939", kind="issue",
      note="a docs page's feedback template, as in fresh-3: the link text is the docs repository's own path; 'ASP.NET 5' is the writer's name for ASP.NET Core on .NET 5; the Q&A site not labelled"),
    R("""Chapter05 curl -X POST doesn't work as expected.

Hello 

---
I run Chapter05\\SampleAPI\\SampleAPI.csproj in Launch: Project Mode.
Visual Studio 2019

---
In the book Hands-On RESTful Web Services with ASP.NET Core 3.pdf 
Chapter 5, Page 82
Line -
`curl -X POST https://localhost:5001/api/order/ -H 'Content-Type: application/json' -d '{"itemsIds": ["1","4"]}' -i -k`

Result should be 
```
HTTP/1.1 201 Created
Date: Mon, 20 Aug 2018 11:19:49 GMT
Server: Kestrel
Content-Length: 0
Location:
https://localhost:5001/api/orders/372459c7-6e16-4276-b286-f341d7009c43
```

Result on my computer:
```
C:\\>curl -X POST https://localhost:5001/api/order/ -H 'Content-Type: application/json' -d '{"itemsIds": ["1","4"]}' -i -k
HTTP/1.1 415 Unsupported Media Type
Date: Tue, 20 Oct 2020 17:37:33 GMT
Content-Type: application/problem+json; charset=utf-8
Server: Kestrel
Transfer-Encoding: chunked

{"type":"https://tools.ietf.org/html/rfc7231#section-6.5.13","title":"Unsupported Media Type","status":415,"traceId":"|7e52c990-49b7b02ead9129a7."}curl: (6) Could not resolve host:
 application
curl: (3) [globbing] bad range in column 2

```""",
      T("Visual Studio"), T("ASP.NET"), T("Kestrel"), F("Chapter05\\SampleAPI\\SampleAPI.csproj"),
      E("POST /api/order"),
      source="https://github.com/PacktPublishing/Hands-On-RESTful-Web-Services-with-ASP.NET-Core-3/issues/66", kind="issue",
      note="a relative Windows path to a project file; the collection route the whole thing is about is labelled though written only inside a curl URL, the created resource's Location (one concrete order) not; the book's title names ASP.NET Core; the text stops at the end of the second log"),
    # ---------------------------------------------------------------- Ruby
    R("""No route matches "/sessions/user"

Dears,

Kindly, i got that worning and Error when using Devise master with Rails 3

Started GET "/users/sign_in" for 127.0.0.1 at 2010-09-22 16:31:29 +0300
  Processing by Devise::SessionsController#new as HTML
Rendered devise/shared/_links.erb (3.1ms)
Rendered devise/sessions/new.html.erb within layouts/login (14.1ms)
Completed 200 OK in 211ms (Views: 20.8ms | ActiveRecord: 0.0ms)

Started POST "/sessions/user" for 127.0.0.1 at 2010-09-22 16:31:39 +0300

ActionController::RoutingError (No route matches "/sessions/user"):

Best Regards,
Shenouda Bertel""",
      T("Devise"), T("Rails"), E("GET /users/sign_in"), E("POST /sessions/user"),
      F("devise/shared/_links.erb"), F("devise/sessions/new.html.erb"),
      source="https://github.com/heartcombo/devise/issues/520", kind="issue",
      note="a Rails request log: requests with their methods; rendered templates by their paths under the views folder; layouts/login has no extension; ActiveRecord only as the log's timing field, not labelled"),
    R("""/users/sign_in no longer works with fresh install

## Environment

- Ruby 2.6.1p33 (2019-01-30 revision 66950) [x86_64-linux]
- Rails  5.2.2.1
- Devise 4.6.1

## Current behavior

After following the readme setup guide on a fresh install. I check the `rails routes` command, and the devise routes are showing correctly in the route list, however going to http://mysite/users/sign_in returns the following error:

`No route matches [GET] "/sign_in"`

NOTE: Below the error in rails, I can see the other routes listed

```new_user_session_path | GET | /users/sign_in(.:format) | devise/sessions#new
-- | -- | -- | --
user_session_path | POST | /users/sign_in(.:format) | devise/sessions#create
destroy_user_session_path | DELETE | /users/sign_out(.:format) | devise/sessions#destroy
...
```

## Expected behavior

The /users/sign_in route should work and not return a 404.

Found the issue, it was related to our docker environment. We were using `users.ourdomain.local`, which for some odd reason caused the `/users` endpoint to be ignored. Switching to another model name worked fine, E.g. `/members`""",
      T("Ruby"), T("Rails"), T("Devise"), T("Docker"),
      E("GET /users/sign_in"), E("POST /users/sign_in"), E("DELETE /users/sign_out"),
      source="https://github.com/heartcombo/devise/issues/5042", kind="issue",
      note="a route table pasted as a Markdown table, methods in their own column and the (.:format) suffix dropped; the path the error names is a request no route matches, no endpoint (first labelled GET /sign_in; taken back in part 15 by the later sets' rule); /users and /members are the resource's prefix; [x86_64-linux] is a platform string"),
    R("""No route matches [POST] "/sessions/admin"

I am continually getting this error when I attempt to sign in.

Model name is 'admin'.

mount RailsAdmin::Engine => '/rails_admin', :as => 'rails_admin'

I can see the problem is the action that is being place in the devise form. If i use firebug to change it to admins/sign_in it works fine.

Any ideas?""",
      T("RailsAdmin"), T("Devise"), T("Firebug"),
      source="https://github.com/railsadminteam/rails_admin/issues/1230", kind="issue",
      note="the POST no route matches is no endpoint (first labelled POST /sessions/admin; taken back in part 15 by the "
           "later sets' rule); an engine's mount point /rails_admin is a prefix; admins/sign_in is a form action without its leading slash, not labelled; lower-case devise and firebug"),
    R("""Problema devise

Hola, seguí los pasos de la ayudantia pero no me reconoce las rutas. A que se puede deber? busque vídeos en internet pero no explican mucho, ya que son parecidos a lo de la ayudantia.
mi archivo de routes se ve asi:
![image](https://user-images.githubusercontent.com/48294819/79911081-c68f7680-83ed-11ea-92b8-7938aa67cc76.png)
y el error en el browser asi:
![image](https://user-images.githubusercontent.com/48294819/79911208-fe96b980-83ed-11ea-9cb5-a2e793f44b29.png)
Muchas gracias

Hola @jalliende !

Probaste con `sign_up` en vez de `sing_up` ?

sing_in en vez de sing_up? por que si esa era la pregunta si probe jaja

Hola @jalliende !

Te lo está diciendo porque está mal escrito. Es **sign**, ese debe ser el problema.

que estupido jajaja voy a probar

Borre todo el progreso desde la entrega 0 la app y trate de nuevo ahora con sign y no funciono

@jalliende Pero no creo que sea el mismo error, qué te tira ahora ?

Ahí me funciono, pero no entendí por que creamos las views y los controllers en la ayudantia. Si podia acceder a /users/sign_up sin la creacion de estos.""",
      T("Devise"),
      source="https://github.com/IIC2143-2020-1/proyecto/issues/97", kind="issue",
      note="a course's thread in Spanish, screenshots as image links; the route without a method is no endpoint"),
    # ---------------------------------------------------------------- Python
    R("""@api.route give 404 in blueprint

Hi,

Just as test I am using:

@api.route('/hello/', methods=['GET'])
def get_index():
    return "HELLO FROM API"

this return 404 if it is being implemented inside the blueprint, however the same route work normally if it is in __init__ file? any explanation for this issue ?

Thank you

Are you registering the blueprint with a URL prefix, maybe?

Yes, I am aware of the prefix /api/v1/ , the code work route work fine if I place it in __init__ of the blueprint, but it seems that it's not accessible in  the views such as : customer.py, order.py,..

Does the init module import the modules that have views?

Hey Miguel, yes that was the issue, my bad. I did import the files and things works great now. 
Thanks a lot""",
      E("GET /hello"),
      source="https://github.com/miguelgrinberg/oreilly-flask-apis-video/issues/3", kind="issue",
      note="a route declared with its methods in a list; the blueprint's prefix /api/v1/ not labelled; bare module files; the framework is never named"),
    R("""Registering blueprint couldn't catch hyphen in url_prefix

I'm not sure there is a kind of convention in url_prefix for registering blueprint. If not, It behaves weird. 
I'd made cs-log app and register it on app.py like this.

```
app.register_blueprint(
  inventory_views.blueprint,
  url_prefix='/v1/<project_uuid>/<app_name>/inventory-info')
app.register_blueprint(
  custom_query_views.blueprint,
  url_prefix='/v1/<project_uuid>/<app_name>/custom_query')
app.register_blueprint(
  cs_log_views.blueprint,
  url_prefix='/v1/<project_uuid>/<app_name>/cs-log')
```

and try to approach to cs-log, flask give me a 404 error. After a few of try to fixing it, I've changed an order of registering like this.

```
app.register_blueprint(
  inventory_views.blueprint,
  url_prefix='/v1/<project_uuid>/<app_name>/inventory-info')
app.register_blueprint(
  cs_log_views.blueprint,
  url_prefix='/v1/<project_uuid>/<app_name>/cs-log')
app.register_blueprint(
  custom_query_views.blueprint,
  url_prefix='/v1/<project_uuid>/<app_name>/custom_query')
```

then it works I expected. Did I miss something? I think underbar in url_prefix of customer_query_views affect to url_prefix with hyphen. 

If something can't understand in my article, reply me.

I can't reproduce your issue.  There is no special handling of normal charaters in url rules.""",
      T("Flask"),
      source="https://github.com/pallets/flask/issues/1732", kind="issue",
      note="blueprints' URL prefixes with placeholders are prefixes, not endpoints; lower-case flask; a bare app.py"),
    R("""when integrating with Flask, specify the url_prefix

When integrating with my own Flask app, 

```
app.register_blueprint(rq_dashboard.blueprint)
```

returns a page, but I can see lots of 404s in the background, and I get no useful data on the page. Changing the setup to be:

```
app.register_blueprint(rq_dashboard.blueprint, url_prefix="/rq")
```

Does let me see everything.""",
      T("Flask"), T("rq-dashboard"),
      source="https://github.com/Parallels/rq-dashboard/issues/105", kind="issue",
      note="the dashboard as its Python package name rq_dashboard; the mount prefix /rq is not an endpoint"),
    # ---------------------------------------------------------------- C and C++
    R("""[Question] Could not find a package configuration file provided by "Qt5"

Hello, I did everything according to the [instructions](https://github.com/telegramdesktop/tdesktop/blob/master/docs/building-msvc.md)

On the last command:
`configure.bat -D TDESKTOP_API_ID=YOUR_API_ID -D TDESKTOP_API_HASH=YOUR_API_HASH -D DESKTOP_APP_USE_PACKAGED=OFF -D DESKTOP_APP_DISABLE_CRASH_REPORTS=OFF`

 I get an error:
```
CMake Error at cmake/external/qt/package.cmake:23 (find_package):
  By not providing "FindQt5.cmake" in CMAKE_MODULE_PATH this project has
  asked CMake to find a package configuration file provided by "Qt5", but
  CMake did not find one.

  Could not find a package configuration file provided by "Qt5" with any of
  the following names:

    Qt5Config.cmake
    qt5-config.cmake

  Add the installation prefix of "Qt5" to CMAKE_PREFIX_PATH or set "Qt5_DIR"
  to a directory containing one of the above files.  If "Qt5" provides a
  separate development package or SDK, be sure it has been installed.
Call Stack (most recent call first):
  CMakeLists.txt:37 (include)


-- Configuring incomplete, errors occurred!
See also "D:/BuildPath/tdesktop/out/CMakeFiles/CMakeOutput.log".
```

How do I solve this?""",
      T("CMake"), T("Qt"), F("cmake/external/qt/package.cmake"),
      source="https://github.com/telegramdesktop/tdesktop/issues/9063", kind="issue",
      note="CMake's path:line; bare CMakeLists.txt and configure.bat; an absolute log path; a docs path only inside a link target"),
    R("""unable to compile on windows

CMake Error at Source/ui_qt/CMakeLists.txt:185 (find_package):
  By not providing "FindQt5.cmake" in CMAKE_MODULE_PATH this project has
  asked CMake to find a package configuration file provided by "Qt5", but
  CMake did not find one.

  Could not find a package configuration file provided by "Qt5" with any of
  the following names:

    Qt5Config.cmake
    qt5-config.cmake

  Add the installation prefix of "Qt5" to CMAKE_PREFIX_PATH or set "Qt5_DIR"
  to a directory containing one of the above files.  If "Qt5" provides a
  separate development package or SDK, be sure it has been installed.

-- Configuring incomplete, errors occurred!

Just done exactly what the readme said on windows, and this happens every time.

did you update the `-DCMAKE_PREFIX_PATH` path to match your installed version of Qt?

Yep. I have the latest version of Qt 5.13.1""",
      T("CMake"), T("Qt"), T("Windows"), F("Source/ui_qt/CMakeLists.txt"),
      source="https://github.com/jpd002/Play-/issues/799", kind="issue",
      note="lower-case windows; a capitalised source folder"),
    R("""QT5 Error

While trying to install this I got this error:

CMake Error at cmake/OpenCVFindLibsGUI.cmake:18 (find_package):
  Could not find a package configuration file provided by "Qt5" with any of
  the following names:

    Qt5Config.cmake
    qt5-config.cmake

  Add the installation prefix of "Qt5" to CMAKE_PREFIX_PATH or set "Qt5_DIR"
  to a directory containing one of the above files.  If "Qt5" provides a
  separate development package or SDK, be sure it has been installed.
Call Stack (most recent call first):
  CMakeLists.txt:707 (include)

Could you please provide more information? What is your operating system? What commands did you use before you get this error message? Did you follow the steps from readme? I don't understand why QT5 is involved in the building process.

It was user error. I was having a hard time sorting out how to install this and google led me to compiling openccv. That was hwere the error was, not your code. I figured out how to use opencv without a fresh compile. Sorry about that. Closing.""",
      T("CMake"), T("Qt"), T("OpenCV"), F("cmake/OpenCVFindLibsGUI.cmake"),
      source="https://github.com/Digitelektro/MeteorDemod/issues/2", kind="issue",
      note="QT5 in capitals; lower-case opencv (and the typo openccv); the search engine is not a tool of the workspace"),
    R("""Could not find a package configuration file provided by "Qt5"

OS: Opensuse
DE:KDE 5.58/Plasma 5.16
QT version: 5.12

When I run `sh install.sh`, get this error:

```
CMake Error at CMakeLists.txt:17 (find_package):
  Could not find a package configuration file provided by "Qt5" (requested
  version 5.9.0) with any of the following names:

    Qt5Config.cmake
    qt5-config.cmake

  Add the installation prefix of "Qt5" to CMAKE_PREFIX_PATH or set "Qt5_DIR"
  to a directory containing one of the above files.  If "Qt5" provides a
  separate development package or SDK, be sure it has been installed.


-- Configuring incomplete, errors occurred!
See also "/home/<username>/tmp/applet-window-buttons/build/CMakeFiles/CMakeOutput.log".
make: *** No targets specified and no makefile found.  Stop.
make: *** No rule to make target 'install'.  Stop
```

you miss a a dev package related to qt config,""",
      T("openSUSE"), T("KDE Plasma"), T("Qt"), T("CMake"), T("Make"),
      source="https://github.com/psifidotos/applet-window-buttons/issues/41", kind="issue",
      note="an environment list: 'Opensuse', 'KDE 5.58/Plasma 5.16' for the desktop; make's own messages; a bare install.sh and an absolute log path"),
    # ---------------------------------------------------------------- mobile
    R("""I had a react native project in version `0.62` and i created a new project with the latest react native version and add all the dependencies & copy paste my codebase to the new project. Only the JavaScript code base. 

Here is my current RN info.

```
System:
  OS: macOS 12.7.3
  CPU: (8) x64 Intel(R) Core(TM) i7-4770HQ CPU @ 2.20GHz
  Memory: 346.08 MB / 16.00 GB
  Shell:
    version: 5.8.1
    path: /bin/zsh
Binaries:
  Node:
    version: 18.16.1
    path: ~/.nvm/versions/node/v18.16.1/bin/node
  Yarn:
    version: 1.22.19
    path: /usr/local/bin/yarn
  npm:
    version: 9.5.1
    path: ~/.nvm/versions/node/v18.16.1/bin/npm
  Watchman:
    version: 2023.12.04.00
    path: /usr/local/bin/watchman
Managers:
  CocoaPods:
    version: 1.14.3
    path: /usr/local/bin/pod
SDKs:
  iOS SDK:
    Platforms:
      - DriverKit 22.2
      - iOS 16.2
      - macOS 13.1
      - tvOS 16.1
      - watchOS 9.1
  Android SDK: Not Found
IDEs:
  Android Studio: 2023.1 AI-231.9392.1.2311.11255304
  Xcode:
    version: 14.2/14C18
    path: /usr/bin/xcodebuild
Languages:
  Java:
    version: 17.0.10
    path: /usr/bin/javac
  Ruby:
    version: 2.6.10
    path: /usr/bin/ruby""",
      T("React Native"), T("JavaScript"), T("macOS"), T("Node.js"), T("Yarn"), T("npm"), T("Watchman"),
      T("CocoaPods"), T("iOS"), T("Android Studio"), T("Xcode"), T("Java"), T("Ruby"),
      source="https://github.com/react/react-native/issues/35484", kind="issue",
      note="a comment with the framework's environment dump ('react native', RN), cut before its package list: the SDK's platform list (DriverKit, tvOS, watchOS) is not labelled beyond iOS, nor the shell and the version manager seen only in paths, nor an SDK reported Not Found; the text stops inside the code block"),
    R("""> Bu sorunu çözmenin yolunu buldum.
> / android ve / android / app içindeki her iki 'build' klasörünü kaldırın
> ve 'reat-native run-android' ile tekrar oluşturun

Thank you dude!

Hey everyone! I am getting this error when generating release apk, in debug works fine
```
> Task :app:mergeDexRelease FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':app:mergeDexRelease'.
> A failure occurred while executing com.android.build.gradle.internal.tasks.Workers$ActionFacade
   > java.lang.OutOfMemoryError (no error message)
```

I'm using react-native-maps and my issue was `Execution failed for task ':app:mergeDexDebug'. ` 
I solved by editing the app/build.gradle:

```
android {
    defaultConfig {
        // ...
        multiDexEnabled true
    }
    // ...
}
```

Thanks @Darkensses this worked. I wonder why the tooling does not enable this by default. But I guess it would prevent the app from running on very old Android devices?
With this setting it runs on my baseline Android 5 device without problems.""",
      T("React Native"), T("react-native-maps"), T("Android"), F("app/build.gradle"),
      source="https://github.com/oney/react-native-gcm-android/issues/32", kind="issue",
      note="a quoted tip in Turkish with folders written with blanks around the slashes (/ android / app), not labelled; the CLI as 'reat-native run-android' (a typo); Gradle tasks (:app:mergeDexRelease) are not files; the build tool only in a class path"),
    # ---------------------------------------------------------------- CI
    R(r"""ci(workflow): add cache to workflows using actions/setup-node

## Description

Add `cache` to workflows using `actions/setup-node`

## Context

`setup-node` GitHub Action just released a new option to add cache to steps using it.

You can find the details here: https://github.blog/changelog/2021-07-02-github-actions-setup-node-now-supports-dependency-caching/

---

🤖 This PR has been generated automatically by [this octoherd script](https://github.com/oscard0m/octoherd-script-add-cache-to-node-github-action), feel free to run it in your GitHub user/org repositories! 💪🏾

> > C:\npm\cache
> > Error: Dependencies lock file is not found in D:\a\grunt\grunt. Supported file patterns: package-lock.json,yarn.lock
> 
> Not sure if this will work for us

Oops! You are right @vladikoff 

For my knowledge and understanding. Do you know why `gruntjs/grunt` is not versioning `package-lock.json`? What are the technical reasons behind?""",
      T("actions/setup-node"), T("GitHub Actions"), T("GitHub"), T("octoherd"),
      source="https://github.com/gruntjs/grunt/pull/1735", kind="issue",
      note="a bot-made pull request and its review; absolute Windows paths of the CI runner; the package manager only in a path and lock files' names; gruntjs/grunt is the repository itself"),
    R("""fix(ci): resolve merge conflicts and sync dev with main

.github/workflows/ci.yml:43
```diff
@@ -30,7 +30,12 @@ jobs:
           cache: 'npm'
 
       - name: Install dependencies
-        run: npm ci
+        run: |
+          if [ -f package-lock.json ]; then
+            npm ci
+          else
+            npm install
+          fi
```
**coderabbitai[bot]**:
_🩺 Stability & Availability_ | _🟠 Major_ | _⚡ Quick win_

<details>
<summary>🧩 Analysis chain</summary>

🏁 Script executed:

```shell
#!/bin/bash
set -eu

printf '%s\\n' '--- workflow files ---'
git ls-files .github/workflows/ci.yml .github/workflows/nextjs.yml

printf '%s\\n' '--- setup-node and package-manager references ---'
rg -n -C 8 'setup-node|cache-dependency-path|detect-package-manager|npm ci|npm install|package-lock\\.json|yarn\\.lock|pnpm-lock' \\
  .github/workflows/ci.yml .github/workflows/nextjs.yml
```""",
      T("npm"), T("Git"), F(".github/workflows/ci.yml"), F(".github/workflows/nextjs.yml"),
      source="https://github.com/AOSSIE-Org/Resonate-Website/pull/391", kind="issue",
      note="a review bot's thread: the path:line header, then the script it ran; rg and the shell are everyday utilities; setup-node only as a search pattern"),
    R("""Enabling cache for actions/setup-node

## Issue This PR Addresses
Closes #2537 

## Type of Change

- [ ] **Bugfix**: Change which fixes an issue
- [X] **New Feature**: Change which adds functionality
- [ ] **Documentation Update**: Change which improves documentation
- [ ] **UI**: Change which improves UI

## Description

Currently, the workflows use `actions/cache`, but `actions/node-setup` now has optional functionality to [cache and restore dependencies](https://github.com/actions/setup-node#caching-packages-dependencies). Following changes were made to `node-js-ci` and `release` workflow:

- Removed `actions/cache`
- Enabled cache for `actions/setup-node`

## Checklist

- [X] **Quality**: This PR builds and passes our npm test and works locally""",
      T("actions/setup-node"), T("actions/cache"), T("npm"),
      source="https://github.com/Seneca-CDOT/telescope/pull/2558", kind="issue",
      note="actions named by owner/name; 'actions/node-setup' is the writer's slip for actions/setup-node; workflow names are not files"),
    # ---------------------------------------------------------------- configuration management
    R("""role 'hetznerbackup' was not found

hi, thanks for this playbook!
i've tried to use this by :
1. cloning the repo to my local machine
2. editing the variables in hosts.yml
3. generating & copying a rsa key to the hetzner-storagebox
4. editing playbook.yml and finally 
5. running `ansible-playbook -i hosts.yml playbook.yml`.

i'm getting the error:
```
ERROR! the role 'hetznerbackup' was not found in /home/$USER/ansible/hetznerbackup/roles:/home/$USER.ansible/roles:/usr/share/ansible/roles:/etc/ansible/roles:/home/$USER/ansible/hetznerbackup

The error appears to be in '/home/$USER/ansible/hetznerbackup/playbook.yml': line 8, column 7, but may
be elsewhere in the file depending on the exact syntax problem.

The offending line appears to be:

  roles:
    - hetznerbackup
      ^ here
```

i'm new to ansible, could be obvious what i'm missing, but i'm stuck at this point. any help/advice would be great!
PS: do i need to edit defaults/main.yml at all?
thanks!""",
      T("Ansible"), T("Hetzner"), F("defaults/main.yml"),
      source="https://github.com/zapalotta/hetznerbackup/issues/1", kind="issue",
      note="a role's defaults file by its relative path; bare hosts.yml and playbook.yml; the role search path is a colon-joined list of absolute folders; the backup target as 'hetzner-storagebox'"),
    R("""cannot find roles in deployment of nodejs

when I run vagrant for the deployment of nodejs, this error appeared, would you please fix it. 

`ERROR: cannot find role in /Users/lythaihoa2311992/ansible_tutorial/ansible-for-devops/deployments/playbooks/roles/geerlingguy.git or /Users/lythaihoa2311992/ansible_tutorial/ansible-for-devops/deployments/playbooks/geerlingguy.git or /etc/ansible/roles/geerlingguy.git
Ansible failed to complete successfully. Any error output should be
visible above. Please fix these errors and try again.`

Did you run `ansible-galaxy install -r requirements.yml` prior to running the playbook? Make sure you follow all the steps in the README so all the dependencies are installed correctly.

Oh, i did not pay attention to the requirement. Sorry for the inconvenience.""",
      T("Vagrant"), T("Node.js"), T("Ansible"), T("Ansible Galaxy"),
      source="https://github.com/geerlingguy/ansible-for-devops/issues/25", kind="issue",
      note="lower-case vagrant and nodejs; a role named geerlingguy.git (a role that installs Git) is not Git itself; a bare requirements.yml"),
    R("""[bibdata] Ansible Playbook Error: Role Not Found

## The Ansible playbook fails with a "role not found" error. Specifically, the error indicates that the role prometheus.prometheus.node_exporter cannot be found when run on ansible-tower

```bash
ERROR! the role 'prometheus.prometheus.node_exporter' was not found in /runner/project/playbooks/roles:/runner/requirements_roles:/runner/project/external_roles:/root/.ansible/roles:/usr/share/ansible/roles:/etc/ansible/roles:/runner/project/playbooks
The error appears to be in '/runner/project/playbooks/bibdata.yml': line 45, column 7, but may
be elsewhere in the file depending on the exact syntax problem.
The offending line appears to be:
      when: runtime_env | default('staging') == "production"
    - role: prometheus.prometheus.node_exporter
      ^ here
```

**Possible Causes**

- The role prometheus.prometheus.node_exporter is not installed.
- The role is not in one of the paths where Ansible searches for roles.
- There is a typo in the role name in the playbook.

## Impact of this error
I cannot run the bibdata playbook against any of the environments including production.

## Notes
This change was added https://github.com/pulibrary/princeton_ansible/commit/c3944a933697cc1f51ad2d35a71794285ab2783d as a test . Related [slack thread](https://pulibrary.slack.com/archives/CL8F616KV/p1744302620954039)""",
      T("Ansible"), T("Ansible Tower"), T("Slack"),
      source="https://github.com/pulibrary/princeton_ansible/issues/6047", kind="issue",
      note="'ansible-tower'; a collection's role name (prometheus.prometheus.node_exporter) is not labelled as the monitoring tool; paths inside the runner are absolute; a bash fence around an error message"),
    # ---------------------------------------------------------------- Kubernetes, Helm
    R("""060_helm/helm_micro/deploy - error: 'nil pointer evaluating interface {}.port'

At this step, using Cloud9:
https://www.eksworkshop.com/beginner/060_helm/helm_micro/deploy/

Having reviewed it a few times, I believe I've followed the relatively simple procedure accurately, based on the text as well as the videos.  Whenever I try to do the dry run, I get the result below.  I've read other forums about this general error, suggesting some Go or Helm version issue, or to try nesting the variables or moving them up a level.  Thanks in advance for all guidance in clearing it up.

:~/environment/eksdemo $ helm install --debug --dry-run workshop ~/environment/eksdemo
install.go:178: [debug] Original chart version: ""
install.go:195: [debug] CHART PATH: /home/ec2-user/environment/eksdemo

Error: INSTALLATION FAILED: template: eksdemo/templates/tests/test-connection.yaml:14:59: executing "eksdemo/templates/tests/test-connection.yaml" at <.values.service.port>: nil pointer evaluating interface {}.service
helm.go:84: [debug] template: eksdemo/templates/tests/test-connection.yaml:14:59: executing "eksdemo/templates/tests/test-connection.yaml" at <.values.service.port>: nil pointer evaluating interface {}.service
INSTALLATION FAILED
main.newInstallCmd.func2
        helm.sh/helm/v3/cmd/helm/install.go:127
github.com/spf13/cobra.(*Command).execute
        github.com/spf13/cobra@v1.4.0/command.go:856""",
      T("AWS Cloud9"), T("Go"), T("Helm"), F("eksdemo/templates/tests/test-connection.yaml"),
      source="https://github.com/aws-samples/eks-workshop/issues/1472", kind="issue",
      note="a template of the reader's own local chart by its chart-relative path with line:col; the title's tutorial path (060_helm/helm_micro/deploy) is a page of the workshop's site; Helm's own source files in its stack (module paths, bare install.go) not labelled; 'Cloud9'"),
    R("""Helm install failure for astronomy-shop app — nil pointer in opentelemetry-demo template

Test crashes when deploying the astronomy-shop app. The Helm chart fails with a nil pointer dereference in the pod env template:

```
RuntimeError: Helm install failed for release 'astronomy-shop' in namespace 'astronomy-shop'.
Chart: /home/ubuntu/SREGym/SREGym-applications/astronomy-shop/charts/opentelemetry-demo.

Error: INSTALLATION FAILED: opentelemetry-demo/templates/component.yaml:12:12
  executing "opentelemetry-demo/templates/component.yaml" at <include "otel-demo.deployment" $config>:
    error calling include:
  opentelemetry-demo/templates/_objects.tpl:112:16
    executing "otel-demo.deployment" at <include "otel-demo.pod.env" .>:
      error calling include:
  opentelemetry-demo/templates/_pod.tpl:14:18
    executing "otel-demo.pod.env" at <.useDefault.env>:
      nil pointer evaluating interface {}.env
```

Environment:
- Kind cluster: 4 nodes (1 control-plane + 3 workers), K8s v1.32.0

What helm verion are you using? I believe we require helm 4 after some newer changes.

Helm v4.1.1 (with Go 1.25.7, KubeClient v1.35)""",
      T("Helm"), T("kind"), T("Kubernetes"), T("Go"),
      F("opentelemetry-demo/templates/component.yaml"), F("opentelemetry-demo/templates/_objects.tpl"),
      F("opentelemetry-demo/templates/_pod.tpl"),
      source="https://github.com/SREGym/SREGym/issues/686", kind="issue",
      note="a chart vendored in the repository (its absolute path is given) by its templates' chart-relative paths; 'Kind cluster' and K8s; the demo chart's name is not a technology of its own; Go as Helm's build"),
    R("""Improve YAML parsing errors like "nil pointer evaluating interface {}"

For example, when a required template variable is not found in default or provided values:

```
$ helm template --debug stable/test-chart
install.go:172: [debug] Original chart version: ""
install.go:189: [debug] CHART PATH: /Users/max.williams/git/helm-charts/stable/test-chart


Error: template: test-chart/templates/serviceaccount.yaml:1:14: executing "test-chart/templates/serviceaccount.yaml" at <.Values.serviceAccount.create>: nil pointer evaluating interface {}.create
helm.go:94: [debug] template: test-chart/templates/serviceaccount.yaml:1:14: executing "test-chart/templates/serviceaccount.yaml" at <.Values.serviceAccount.create>: nil pointer evaluating interface {}.create
```

`nil pointer evaluating interface` is not informative. Could we print something like `serviceAccount.create not found in values`?

closing as a duplicate of #8026.""",
      T("Helm"), F("test-chart/templates/serviceaccount.yaml"),
      source="https://github.com/helm/helm/issues/8656", kind="issue",
      note="a local chart's template; stable/test-chart is a chart reference; YAML is a format"),
    R(r"""Error: UPGRADE FAILED: template: keda/templates/manager/deployment.yaml:90:142: executing "keda/templates/manager/deployment.yaml" at <.Values.certificates.operator.apiServicePatching>: nil pointer ev

Installing keda 2.,20.1 with helm 3.9.0 and the default values for certificates.operator.apiPatching (do nothing, nil, not set) results in a nil pointer error.

## Expected Behavior
Helm install success

## Actual Behavior
+ helm upgrade keda kedacore/keda --namespace pp-system --install --reset-values --set podIdentity.azureWorkload.enabled=true --set podIdentity.azureWorkload.clientId=redacted --set podIdentity.azureWorkload.tenantId=*** --set 'serviceAccount.operator.annotations.azure\.workload\.identity/client-id=redacted' --wait --version 2.20.1  --timeout 10m
Error: UPGRADE FAILED: template: keda/templates/manager/deployment.yaml:91:52: executing "keda/templates/manager/deployment.yaml" at <.Values.certificates.operator.apiServicePatching.enabled>: can't evaluate field enabled in type interface {}

## Steps to Reproduce the Problem

  1. Use the default helm values for certificates, metrics server etc
  2. Install using helm 3.9.0
  3. observe error

## Specifications

  - **KEDA Version:** *2.20.1*
  - **Platform & Version:** *AKS*
  - **Kubernetes Version:** *1.34.x*
  - **Scaler(s):** *n/a*""",
      T("KEDA"), T("Helm"), T("Azure Kubernetes Service"), T("Kubernetes"),
      F("keda/templates/manager/deployment.yaml"),
      source="https://github.com/kedacore/charts/issues/876", kind="issue",
      note="filed against the charts repository, where keda/templates/... is a file of the workspace (the title cut short as the thread gives it); AKS; the workload identity only as settings' names"),
    # ---------------------------------------------------------------- machine learning
    R("""train.py 在python3.5，pytorch0.3.1运行RuntimeError:

THCudaCheck FAIL file=/pytorch/torch/lib/THC/generic/THCStorage.cu line=58 error=2 : out of memory
Traceback (most recent call last):
  File "train.py", line 275, in <module>
    x_hat, tran_hat, atp_hat, dehaze21 = netG(input)
  File "/usr/local/lib/python3.5/dist-packages/torch/nn/modules/module.py", line 325, in __call__
    result = self.forward(*input, **kwargs)
  File "/media/bilibili/D4FA828F299D817A/dujuan/DCPDN-master/models/dehaze22.py", line 728, in forward
    dehaze=self.relu((self.refine1(dehaze)))
  File "/usr/local/lib/python3.5/dist-packages/torch/nn/modules/module.py", line 325, in __call__
    result = self.forward(*input, **kwargs)
  File "/usr/local/lib/python3.5/dist-packages/torch/nn/modules/conv.py", line 277, in forward
    self.padding, self.dilation, self.groups)
  File "/usr/local/lib/python3.5/dist-packages/torch/nn/functional.py", line 90, in conv2d
    return f(input, weight, bias)
RuntimeError: cuda runtime error (2) : out of memory at /pytorch/torch/lib/THC/generic/THCStorage.cu:58""",
      T("Python"), T("PyTorch"), T("CUDA"),
      source="https://github.com/hezhangsprinter/DCPDN/issues/30", kind="issue",
      note="a Chinese title naming the versions run together (python3.5, pytorch0.3.1); the project's own file only inside an absolute path; a bare train.py; the library's files are installed ones"),
    R("""Train.py

I ran train.py with an error that prompted me: Runtime Error: CUDA error: out of memory. I haven't made any changes at present. Why is this problem? How to solve it?

gydx@gydx-HP-Z6-G4-Workstation:~/A-YFT/pytorch-cpn/256.192.model$ python3 train.py
Initialize with pre-trained ResNet
successfully load 318 keys
/home/gydx/.local/lib/python3.5/site-packages/torch/nn/functional.py:52: UserWarning: size_average and reduce args will be deprecated, please use reduction='none' instead.
  warnings.warn(warning.format(ret))
    Total params: 104.55MB

Epoch: 1 | LR: 0.00050000
/usr/local/lib/python3.5/dist-packages/skimage/transform/_warps.py:105: UserWarning: The default mode, 'constant', will be changed to 'reflect' in skimage 0.15.
  warn("The default mode, 'constant', will be changed to 'reflect' in "
/usr/local/lib/python3.5/dist-packages/skimage/transform/_warps.py:110: UserWarning: Anti-aliasing will be enabled by default in skimage 0.15 to avoid aliasing artifacts when down-sampling images.
  warn("Anti-aliasing will be enabled by default in skimage 0.15 to \"""",
      T("CUDA"), T("Python"), T("scikit-image"),
      source="https://github.com/GengDavid/pytorch-cpn/issues/17", kind="issue",
      note="the interpreter by its command python3; the image library named by its warnings (skimage 0.15); the deep-learning library only inside installed paths and the repository's name; ResNet is a model architecture; 256.192.model is a folder in a prompt"),
    R("""out of memory when run train.py

运行train.py时。报错提示
RuntimeError: cuda runtime error (2) : out of memory at /pytorch/torch/lib/THC/generic/THCStorage.cu:58
使用的训练显卡是 TITAN XP 12196Mb
请问如何解决""",
      T("CUDA"),
      source="https://github.com/yxlijun/Pyramidbox.pytorch/issues/17", kind="issue",
      note="an issue in Chinese; the GPU model is hardware; a path inside the library's build is absolute"),
    # ---------------------------------------------------------------- databases
    R("""Error: connect EConnrefused

I'm trying to use redis and redis-commander this way through docker-composer.

```
    redis:
        image: 'redis:latest'
        depends_on:
            - engine
    redisadmin:
        image: 'rediscommander/redis-commander:latest'
        environment:
            - 'REDIS_HOSTS=local:redis:6379'
        ports:
            - '8081:8081'
```
In the GUI nothing is connecting and in my logs I'm seeing this over and over again.

```
redisadmin_1   | setUpConnection Redis error Error: connect ECONNREFUSED 127.0.0.1:6379
redisadmin_1   |     at TCPConnectWrap.afterConnect [as oncomplete] (net.js:1191:14)
```

Looks like my environment variable needed updated. 
```
redisadmin:
        image: rediscommander/redis-commander:latest
        environment:
            - REDIS_HOST=redis
```""",
      T("Redis"), T("Redis Commander"), T("Docker Compose"),
      source="https://github.com/joeferner/redis-commander/issues/327", kind="issue",
      note="'docker-composer' for Docker Compose; lower-case redis and redis-commander; image names; net.js in the stack is Node's own"),
    R("""Error: connect ECONNREFUSED 127.0.0.1:6379

I received this error when I try to start my Node server in k8s

```
You have triggered an unhandledRejection, you may have forgotten to catch a Promise rejection:
Error: connect ECONNREFUSED 127.0.0.1:6379
    at TCPConnectWrap.afterConnect [as oncomplete] (net.js:1129:14)
This error originated either by throwing inside of an async function without a catch block, or by rejecting a promise which was not handled with .catch(). The promise rejected with the reason:
Error: connect ECONNREFUSED 127.0.0.1:6379
    at TCPConnectWrap.afterConnect [as oncomplete] (net.js:1129:14)
[ioredis] Unhandled error event: Error: connect ECONNREFUSED 127.0.0.1:6379
    at TCPConnectWrap.afterConnect [as oncomplete] (net.js:1129:14)
[ioredis] Unhandled error event: Error: connect ECONNREFUSED 127.0.0.1:6379
    at TCPConnectWrap.afterConnect [as oncomplete] (net.js:1129:14)
```

I am using bullmq that using ioredis

Use 0.0.0.0

in your redis config:

```
bind 0.0.0.0
```

ok thank you

how ?

My issue was pretty silly. I didn't realize I needed to install redis and start it on my machine.""",
      T("Node.js"), T("Kubernetes"), T("ioredis"), T("BullMQ"), T("Redis"),
      source="https://github.com/redis/ioredis/issues/1036", kind="issue",
      note="'Node server', k8s, lower-case bullmq and redis; a thread of short answers"),
    R("""Redis connection refused.

Updated to 0.25.18 and server wont start. 

`[ioredis] Unhandled error event: Error: connect ECONNREFUSED 127.0.0.1:6379

    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1494:16)

    at TCPConnectWrap.callbackTrampoline (node:internal/async_hooks:130:17)

[Nest] 1  - 03/12/2026, 6:36:25 PM   ERROR [RedisModule] default: connect ECONNREFUSED 127.0.0.1:6379 +2004ms

Error: connect ECONNREFUSED 127.0.0.1:6379

    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1494:16)

    at TCPConnectWrap.callbackTrampoline (node:internal/async_hooks:130:17)

[ioredis] Unhandled error event: Error: connect ECONNREFUSED 127.0.0.1:6379`

Are you by any chance using community provided 1 click install templates like with coolify or dokploy ? 
I have had a similar issue and it seems because the redis url is not set in the docker compose file and defaults to local host. 
Adding this to my docker compose file removed the error for me : 

      - REDIS_HOST=redis
      - REDIS_PORT=6379 
      - QUEUE_HOST=redis
      - QUEUE_PORT=6379

You can see it set in the official repo in the docker-compose.prod.yml but was not set for me in my dokploy install docker compose file 
This is what I arrived to debugging with AI so do your own due diligence 

hope it helps :)""",
      T("Redis"), T("ioredis"), T("NestJS"), T("Coolify"), T("Dokploy"), T("Docker Compose"),
      source="https://github.com/bigcapitalhq/bigcapital/issues/1036", kind="issue",
      note="the framework only as its logger's [Nest] prefix; lower-case coolify and dokploy; 'docker compose' in two words; a bare docker-compose.prod.yml"),
    # ---------------------------------------------------------------- PHP
    R("""No route found for "GET /" error with Symfony 4.0.4

I followed steps mentioned in following guide to setup new api-platform project. 
https://api-platform.com/docs/distribution#using-symfony-flex-and-composer-advanced-users
Only difference is that im using my own virtual host instead of built in php server.

But Im getting `No route found for "GET /"` error. 
<img width="1040" alt="api-platform-error" src="https://user-images.githubusercontent.com/2377539/36691216-d3659d5e-1b34-11e8-8cc2-ea742795b106.png">

I also tested it by installing the symfony only and I was able to see symfony welcome page successfully. but as soon as I install api-platform and visit the page, I get above mentioned error.

Further details:
```
api-platform:  v2.2.2
symfony: v4.0.4
PHP: 7.1
Server: Apache2
OS: ubuntu
```

did you try `bin/console debug:router` ?
I did follow those steps and the base route is `/api`

see your `config/routes/api-platform.yaml`""",
      T("API Platform"), T("Symfony"), T("PHP"), T("Apache HTTP Server"), T("Ubuntu"),
      F("config/routes/api-platform.yaml"),
      source="https://github.com/api-platform/api-platform/issues/589", kind="issue",
      note="'api-platform' and lower-case symfony; Apache2 for the web server; the root route and the base prefix /api are not endpoints; bin/console has no extension; Symfony Flex and Composer only inside a URL"),
    R("""<!-- Unable to find the controller for path /api/login_check. The route is wrongly configured. (404 Not Found)

 Unable to find the controller for path &quot;/api/login_check&quot;. The route is wrongly configured. (404 Not Found)

Hey guys, i have this error when i try test the jwt implementation. I followed exactly the getting start from documentation and i have it as result.

Symfony 6.
And it's not the content type, I've tested it.

Someone have the same problem? 
![Captura de ecrã 2022-04-25, às 11 05 33](https://user-images.githubusercontent.com/57354531/165106212-ca03fa3a-84b9-43c9-b1ef-157fbe14112c.png)
![Captura de ecrã 2022-04-25, às 11 05 50](https://user-images.githubusercontent.com/57354531/165106220-adcec8b6-64dc-4811-9ae1-c07b416a15a4.png)
![Captura de ecrã 2022-04-25, às 11 07 50](https://user-images.githubusercontent.com/57354531/165106231-27f3c3d1-af68-4b3f-8ed2-dcf1448bc571.png)
![Captura de ecrã 2022-04-25, às 11 08 19](https://user-images.githubusercontent.com/57354531/165106234-da8aa6a9-c214-4dc5-85a9-f7803e771df4.png)

Remove the `~` in front of your api in `security.yaml` and try again.

Thanks a lot!! Thats it!.""",
      T("JWT"), T("Symfony"),
      source="https://github.com/lexik/LexikJWTAuthenticationBundle/issues/1014", kind="issue",
      note="the path in an HTML comment's title and between escaped quotes (&quot;), without a method: no endpoint; screenshots as image links (Portuguese captions); a bare security.yaml; the bundle itself is the repository"),
    R("""[Bug] Can't load routing via annotations

If I uncomment this in the default `/etc/routing.yaml`:

```yaml
controllers:
    resource: ../src/Controller/
    type: annotation
```

And create a `src/Controller/DefaultController.php` with the appropriate annotations, I see this error:

![error-routing-annotations](https://cloud.githubusercontent.com/assets/73419/24618422/457e134a-1897-11e7-9e6e-05a6f51ac092.png)

---

But this should work after this change: https://github.com/symfony/symfony/pull/21231

Closing as we improved the error message and because 3.4 will support annotations out of the box without the need to install framework-extra bundle. We also added a note in the routing file.

@fabpot we may want to create an annotations-pack requiring both doctrine/annotations and doctrine/cache though

@fabpot Done in symfony/recipes#99""",
      T("doctrine/annotations"), T("doctrine/cache"), F("src/Controller/DefaultController.php"),
      source="https://github.com/symfony/flex/issues/23", kind="issue",
      note="the routing file written with a leading slash though it is the project's etc/ folder: as written it is absolute and not labelled; ../src/Controller/ is a folder; Composer packages by vendor/name; the framework is not named in the passage"),
    R(r"""Routing : Giving {placeholders} a Default Value not work in yml

| Q                | A
| ---------------- | -----
| Bug report?      | yes
| Feature request? | no
| BC Break report? | no
| RFC?             | no
| Symfony version  | 3.2.4

Hello,
When I use YML for routing, Giving {placeholders} a Default Value not work

```yaml
 test_page:
    path:      /test/{page}
    defaults:  { _controller: DDMAppBundle:AdminDevice:index, page: 1 }
    requirements:
        page: '\d+'
```

`/test/1` found but `/test` and `/test/` not found : `No route found for "GET /test/"`

When I use annotation :

```php
    /**
     * @Route("/test/{page}", name="test_page", requirements={"page": "\d+"})
     */
```

`/test/1` and `/test/` found.

I just tried it and it works consistently between yaml and annotation definitions:
* `/test` shows page 1
* `/test/2` shows page 2
* `/test/` return a 404 (since an empty page doesn't match)

By the way: you're missing defaults in your annotation so `/test` shouldn't work for you.""",
      T("Symfony"), T("PHP"), E("GET /test"),
      source="https://github.com/symfony/symfony/issues/21963", kind="issue",
      note="a route declared in YAML and by annotation without a method (no endpoint); the router's message names GET /test/, the path the thread is about; /test/1 and /test/2 are concrete pages; PHP as a fence"),
    # ---------------------------------------------------------------- Scala
    R("""update to latest akka version (2.6)

to test updated version of akka

https://akka.io/docs/other-releases.html akka 2.5 seams to be EOL, going to akka-2.6 is ideal

project/Dependencies.scala
```diff
@@ -2,7 +2,7 @@ import sbt._
 
 object Dependencies {
   // Versions
-  lazy val akkaVersion = "2.5.14"
+  lazy val akkaVersion = "2.6.15"
```
**diclophis** (author):
@jacksenechal I would like to pair in on seeing what this error means ... all I can dig up is this stackoverflow, but its def all greek https://stackoverflow.com/questions/24931902/unresolved-dependencies-error-in-akka

**diclophis** (author):
```
[warn] \t::::::::::::::::::::::::::::::::::::::::::::::
[warn] \t::          UNRESOLVED DEPENDENCIES         ::
[warn] \t::::::::::::::::::::::::::::::::::::::::::::::
[warn] \t:: com.typesafe.akka#akka-actor_2.11;2.6.15: not found
[warn] \t:: com.typesafe.akka#akka-agent_2.11;2.6.15: not found
[warn] \t:: com.typesafe.akka#akka-slf4j_2.11;2.6.15: not found
[warn] \t:: com.typesafe.akka#akka-testkit_2.11;2.6.15: not found
[warn] \t::::::::::::::::::::::::::::::::::::::::::::::
[warn] 
[warn] \tNote: Unresolved dependencies path:
[warn] \t\tcom.typesafe.akka:akka-actor_2.11:2.6.15 (/root/current/build.sbt#L75)
[warn] \t\t  +- mavenlink:changestream_2.11:0.4.0-577571578c82cacb154b1853387b14cebf3d3cbe""",
      T("Akka"), T("sbt"), F("project/Dependencies.scala"),
      source="https://github.com/mavenlink/changestream/pull/86", kind="issue",
      note="a review thread's path header; lower-case akka; the build tool as the build file's import (import sbt._); Akka modules in the resolver's warnings are not labelled of their own; an absolute build.sbt with a line anchor; 'all greek' is an idiom"),
    R("""unresolved dependency in chapter-cluster

Hi,
I got these errors when use sbt assembly. 
I used scalaVersion=2.12 & sbtVersion=1.0
```
[error] unresolved dependency: com.typesafe.sbt#sbt-native-packager;1.2.0: not found
[error] unresolved dependency: com.typesafe.sbt#sbt-multi-jvm;0.3.11: not found
```

Use sbt version 0.13.x please.

(This project has not been updated to sbt 1.0, which is probably why you
are getting this error.)""",
      T("sbt"),
      source="https://github.com/RayRoestenburg/akka-in-action/issues/81", kind="issue",
      note="the language only inside a setting's name (scalaVersion); plugins named only as unresolved coordinates in the resolver's errors, not labelled"),
    R("""build.sbt needs to be updated for library dependencies

Hello!  Thanks for the great template topic!

I ran in to a couple errors on running this Template; which seem to indicate that the build.sbt library dependencies need to be updated to be consistent with each other.  
Hoping if you maybe able to take a look. 

v1.0 is currently used for the Akka libraries
v2.11.7 is currently used for Scala

I first ran into this bug in Akka on running the code through an Intellij Debugger:
https://github.com/akka/akka/issues/20236

So, I had then pulled the latest version of the Akka http and stream libraries; but then I ran into this bug in the Scala version:
https://github.com/akka/akka/issues/19418""",
      T("Akka"), T("Scala"), T("IntelliJ IDEA"), T("Akka HTTP"),
      source="https://github.com/victrcodes/akka-sample-twitter-streaming/issues/1", kind="issue",
      note="the build tool only as its build file's name (build.sbt), not labelled, as fresh-3 did for Gradle; 'Intellij'; 'Akka http'"),
    # ---------------------------------------------------------------- Kotlin
    R("""\"HTTP Exception 404" for POST from Location

`Unhandled: POST - /sample00`

sample code: https://github.com/BorzdeG/sample-ktor-kodein-controllers/blob/master/sample-00/src/main/kotlin/sample/sample00/Sample00Controller.kt#L24

tests: https://github.com/BorzdeG/sample-ktor-kodein-controllers/blob/master/sample-00/src/test/kotlin/sample/sample00/Sample00ControllerTest.kt

I faced the same problem.

Ktor Version
1.2.0

- pattern1: 404 error occurs.
```kotlin
@Location("/hoge")
data class HogeParamater(val param1, val param2)
routing {
    post<HogeParamater> { param ->
        // do something with param
    }
}
```

- pattern2: 404 error does not occur. But `param` remains at the default value.
``` kotlin
@Location("/hoge")
data class HogeParamater(val param1: String = "default1", val param2: String = "default2")
routing {
    post<HogeParamater> { param ->
        // do something with param
    }
}
```

- pattern3: 404 error does not occur and works well. But URL must be changed.
```kotlin
@Location("/hoge/{param1}/{param2}")
data class HogeParamater(val param1, val param2)
routing {
    post<HogeParamater> { param ->
        // do something with param
    }
}
```""",
      T("Ktor"), T("Kotlin"), E("POST /sample00"), E("POST /hoge"), E("POST /hoge/{param1}/{param2}"),
      source="https://github.com/ktorio/ktor/issues/601", kind="issue",
      note="the server's log as 'POST - /sample00'; typed locations routed by post<T>; source files only inside links; Kotlin by its fences"),
    R("""Upgrade to ktor 2.1.0

Need help on how to list on List of all routes.
Before this was done by, `feature(Routing)`

I think messageFor404 can simply be changed to something like this 
```kotlin
private fun messageFor404(templates: Map<Pair<String, String>, Template>, path: String) =
    "Unkown path '$path'. Known templates:\\n" + templates.map { (app, _) -> 
        "/api/v1/genpdf/%s/%s".format(app.first, app.second)
    }.joinToString("\\n")
```

this page should only be encountered during development (unless someone's misconfigured their paths), so I think it's fine that we're a little bit sloppy and don't strictly check if the path has been registered properly, nor do we *have* to specify whether the path is GET or POST tbh. i would like to expect that people know, but if it becomes a problem somehow we can sort it out later by passing `disablePdfGet` in and using that to determine whether paths have GET as well as the usual POST

with this approach we can also throw away `apiRoutes` and `allRoutes`.

also, bump the version to 1.5.1 in `build.gradle.kts` and `Dockerfile` :pray:""",
      T("Ktor"), T("Kotlin"),
      source="https://github.com/navikt/pdfgen/pull/50", kind="issue",
      note="a route built by a format string, without a method: no endpoint (the thread says in words that such paths take POST, and GET too when enabled); bare build.gradle.kts and Dockerfile"),
    R("""Cannot find module when compiling

I have this kind of structure. I omit some of the files
```
├── server/
│   ├── tsconfig.json
│   └── package.json
└── shared/
    ├── helpers/validators.ts
    ├── constants/tags.ts
    └── models/bookmark.ts
```

Here's my tsconfig.json
```
{
  "compilerOptions": {
    "baseUrl": "./",
    "paths": {
      "@models/*": ["../shared/models/*"],
      "@constants/*": ["../shared/constants/*"],
      "@helpers/*": ["../shared/helpers/*"]
    },
    "target": "es2018",
    "module": "commonjs",
    "moduleResolution": "node",
    "rootDir": "../",
    "outDir": "./build",
    "esModuleInterop": true,
    "strict": true,
    "typeRoots": ["node_modules/@types"],
    "sourceMap": false,
    "removeComments": true
  },
  "include": ["**/*", "../shared/**/*"]
}
```

Here's the package.json with moduleAlias

```
{
  "name": "pocketlite-server",
  "version": "1.0.0",
  "engines": {
    "node": "14.x",
    "npm": "6.x"
  },
  "description": "",
  "main": "index.js",
  "_moduleAliases": {
    "@models": "build/shared/models",
    "@constants": "build/shared/constants",
    "@helpers": "build/shared/helpers"
  },
  "scripts": {
    "start:prod": "node build/server/index.js",
    "start:staging": "export NODE_ENV=staging && nodemon -r tsconfig-paths/register index.ts",
    "start:dev": "export NODE_ENV=development && nodemon -r tsconfig-paths/register index.ts\"""",
      T("Node.js"), T("npm"), T("module-alias"), T("Nodemon"), T("tsconfig-paths"),
      F("helpers/validators.ts"), F("constants/tags.ts"), F("models/bookmark.ts"), F("build/server/index.js"),
      source="https://github.com/ilearnio/module-alias/issues/108", kind="issue",
      note="files in a drawn tree, each relative to the folder drawn above it; folders (build/shared/models) and globs not labelled; the engines node and npm; the library as its package.json key (moduleAlias); tsconfig-paths/register is a module path; the text stops inside the script list"),
    R("""Embed UI templates via go:embed

By implementing the `backend` package I discover that the `//go:embed` directive works when importing external package.

Since the [CLI](https://github.com/staticbackendhq/cli) uses the `core` package to expose a fully working local dev server, it would be nice to embed the templates for the web admin UI.

That way they'd be available from the CLI.

We'd use them like this in the `render.go` file:

```go
//go:embed templates
var templFS embed.FS
```

Once this is done, the `loadTemplates` in `render.go` line:20 should be changed to use the `templFS` above. Use the the `io/fs` instead of `os` to `ReadDir`.

Hi @dstpierre. I can work on this issue, if that's ok. Seems pretty straightforward based on your description.

that's great @Conor-Fleming let me know if you have any questions

@Conor-Fleming it would be nice if this change also brings in the CSS and logo image in a "public" directory that would be embeded as well.

For example, at this moment in `templates/login.html` line 14 there's a <img> that references the logo from https, same from `templates/partials/navbar.html` line:5.

And for the CSS it's in `templates/login.html` line:8 and `templates/partials/head.html` line:13.""",
      T("Go"), F("templates/login.html"), F("templates/partials/navbar.html"), F("templates/partials/head.html"),
      source="https://github.com/staticbackendhq/core/issues/65", kind="issue",
      note="paths followed by 'line 14' and 'line:5'; a bare render.go; io/fs is a standard package; Go by its fence and directive; CSS is a language of styles, named in passing"),
]
