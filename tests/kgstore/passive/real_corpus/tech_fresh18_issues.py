"""An eighteenth fresh held-out set ("fresh-18"), GitHub issue and pull-request threads from the everyday
mainstream, in repositories none of the earlier sets used, this time leaning on the ecosystems the recent sets used
less -- Laravel routes, Sanctum's CSRF cookie and its 419s, Symfony and API Platform routes refused with 405,
Nginx and PHP-FPM under Docker Compose; ASP.NET Core controllers, attribute routes and minimal APIs, FastEndpoints,
Entity Framework migrations from the dotnet CLI; Fiber, chi, Echo and Gin in Go; Actix, Axum and Rocket in Rust;
http4k in Kotlin and Spring Boot's Whitelabel pages; ActiveAdmin and Sinatra routes in Ruby; FastAPI routers,
FastHTML and Django REST framework views; Flutter with Dio, React Native's Android builds with Gradle and CocoaPods
on CI; NestJS and Express routers -- each a paragraph or a few lines of one thread kept as written (code blocks,
logs, tracebacks and environment reports as they appear, trimmed; the comments of a thread joined without their
author lines; review threads with the reviewed file's path heading each comment), with the thread's title opening
the text.

Every text was taken from a stored public copy of the thread at the address given and labelled by hand without
running the extractor on it, by the earlier sets' conventions: technologies under their usual canonical name (any
spelling in the text: lower-case names, versions glued on, misspellings a reader still recognises), also tools the
lexicon may not know, a code fence's language (not a shell's); data formats, everyday shell utilities, sites and
placeholders not labelled, nor names only inside URLs, absolute or dependency paths (vendor/, package:...), log
tags, user-agent strings or dotted identifiers; relative file paths as written (./ and .\\ kept, a diff's a/ and
b/ prefixes left out, a template's path relative to its templates folder labelled), bare file names and folders
not; an endpoint only as "METHOD /path", when the text gives the method for that path (a route in code --
router.GET, app.Post, r.post() on a resource, @Method({"POST"}) with its @Route, Post("/x") in an endpoint's
Configure, post '/x' in routes.rb --, a request the app's own route answers, even with an error, a client call with
its method) and writes the whole path with its leading slash, as written -- a request no route accepts (404, 405,
"No route found", "Cannot GET"), a route whose full path under a prefix is not written, a slash-less route
(Route::get('foo'), [HttpPost("x")], path('add/')) and a path only inside a URL without a method are not labelled.
Nobody tunes the extractor on these texts: the benchmark scores them as their own split (``--split fresh-18``).
"""

from real_corpus import E, F, R, T

SURFACES = {
    "Laravel Sanctum": ("Airlock",),
    "ActiveAdmin": ("active admin",),
    "Fiber": ("fibers",),
    "ASP.NET": ("ASPNetCore",),
    "Entity Framework": ("dotnet ef",),
    "RubyGems": ("gem",),
    "Spring Boot": ("spring-boot",),
    "Docker Compose": ("docker-compoer",),
    "PHP-FPM": ("php5-fpm",),
    "Cirrus CI": ("Cirrus",),
    "React Native Navigation": ("react-native-navigation",),
    "React Native Firebase": ("react-native-firebase",),
    "stubby4j": ("stubby",),
}

CASES = [
    # ---------------------------------------------------------------- Laravel, Symfony, API Platform
    R(r"""Enable API route

I have kept api.php file inside routes folder, However, I am not able to access routes defined in routes/api.php file.

Getting 404 Error.

Kindly help.

Thanks,
Avinash""",
      F("routes/api.php"),
      source="https://github.com/FlorientR/laravel-gentelella/issues/71", kind="issue",
      note="Laravel is never named (only the repository's name); api.php bare, routes a folder"),
    R(r"""Update web.php

This solves the problem with API 404 response. 

If you put the following code in `routes/api.php` it does not work:

```php
Route::fallback(function() {
    return response()->json(['message' => 'Not Found!'], 404);
});
```

If no route is found, then there is the possibility to return an 404 error.

https://stackoverflow.com/q/52382680/5286034""",
      T("PHP"), F("routes/api.php"),
      source="https://github.com/yyx990803/laravel-vue-cli-3/pull/16", kind="issue",
      note="PHP from the fence; the fallback route has no path and no method -- no endpoint; web.php bare; Laravel only "
           "in the repository's name"),
    R(r"""Question: Api not found

Hey,
I started experimenting with this framework today, but I can't access any api.
I used the sample files from `vendor/solidry/api-generator/tests/functional/oas/`, fixed the autoload and ran the api:generate command. All files were created.
The laravel main page is shown and `v3/` shows a "Hello World" sample page.
But accessing any other paths e.g. `v3/article` will always return the 404 page.

Am I missing any steps or have I made any mistake?
Running php 7.3.12,  Laravel 7.24.0 and a freshly installed api-generator.

Mistake: There was an error with my database/redis setup, which somehow caused an 404 error...""",
      T("PHP"), T("Laravel"), T("Redis"),
      source="https://github.com/SoliDry/api-generator/issues/196", kind="issue",
      note="php and redis written lower-case; the vendor/ folder is a dependency path; v3/article a slash-less path with "
           "no method -- no endpoint; api-generator is the package the issue is filed on, not labelled (doubtful)"),
    R(r"""404

Hi,

I try to clone your project on my debian server. The components displayed correctly but when I want to login/register, I've 404 error in console logs.

api/v1/auth/login 404 (Not Found)

Do you have an idea ?

Best regards.

NB:

When I try to add a test web route in web.php:

`Route::get('foo', function () {
    return 'Hello World';
});`

I can't access to the route and I've a 404 error. I don't know if that can help you.

Thanks a lot for your help.

Best regards.

Hi. I tested this locally, and /foo returns the right route for me. Do you have it set up like this in web.php?

```
Route::get('foo', function () { return 'Hello World'; });

// Named route required for SendsPasswordResetEmails.
Route::get('reset-password', function() {
    return view('index');
})->name('password.reset');

// Catches all other web routes.
Route::get('{slug}', function () {
    return view('index');
})->where('slug', '^(?!api).*$');
```

`api/v1/auth/login` only accepts POST requests. Check your logs to see if a GET request was done by mistake.

Hi,

Yes, this is exactly I've in my web.php. And I get 404 error when I try to access to xxx.io/foo.
When I try to paste theses routes in my other laravel project, everything work perfectly....
I've no idea to solve the problem""",
      T("Debian"), T("Laravel"),
      source="https://github.com/devinsays/laravel-react-bootstrap/issues/1", kind="issue",
      note="Laravel's Route::get('foo') and the others are slash-less -- no endpoint; api/v1/auth/login takes POST but is "
           "written without its leading slash -- not labelled; /foo has no method; web.php bare; debian and laravel "
           "lower-case"),
    R(r"""404 not found

Hey, i'm getting a 404 not found on any route. I can see public/index.php just fine, but i can't access any route. 

try specifying `index.php` in the URL. For example:

`localhost/api/public/index.php/uptime`.

Be aware that this project was just a rough experiment and it's not supported anymore.""",
      F("public/index.php"),
      source="https://github.com/FrancescoBorzi/TC-JSON-API/issues/31", kind="issue",
      note="screenshots dropped; nothing names a technology; the localhost address a URL without a method"),
    R(r"""@Method({"POST"}) throws MethodNotAllowedException

A few days ago this code works fine, but now it always thows `MethodNotAllowedException` on `POST` HTTP request.

``` php
use Sensio\Bundle\FrameworkExtraBundle\Configuration\Method;

/**
 * @Permissions(roles={"ROLE_MODERATOR"})
 * @Route("/hcs-catalog/element/delete/{element}", name="cms_hcs_catalog_element_delete")
 * @Method({"POST"})
 */
public function deleteElementAction(Request $request, HCSElements $element)
{
    if (!$request->isXmlHttpRequest()) {
        throw new BadRequestHttpException('Allowed only AJAX requests.');
    }
    $this->getModel()->deleteElement($element);

    return new Response();
}
```""",
      T("PHP"), E("POST /hcs-catalog/element/delete/{element}"),
      source="https://github.com/sensiolabs/SensioFrameworkExtraBundle/issues/312", kind="issue",
      note="the @Route annotation with its @Method gives the route (the POST it refuses is the bug); PHP from the fence; "
           "SensioFrameworkExtraBundle only in the use statement's namespace -- not labelled, doubtful"),
    R(r"""custom Post route api 3.0.6. (method not allowed)

Greetings, currently I am migrating a project from api 2.6 to 3.0.6 version in symfony framework and this **POST route** is giving me troubles 
 `new Post
        (
            uriTemplate:'/columns/{model}/{version}',
            validationContext:['groups'=>'post-column'],
            requirements:['model'=>'a-zA-Z0-9_','version'=>'\d+'],
            uriVariables: [
                'model' => new Link(
                    fromClass: self::class, identifiers: ['model']
                ),
                'version' => new Link(
                    fromClass: self::class, identifiers: ['version']
                ),
            ],
            deserialize:false,
            read:false,
            controller:PostColumnController::class,
            paginationEnabled:false,
            paginationClientEnabled:false,
            denormalizationContext:['groups'=>'post-column','allow_extra_attributes'=>false],
            normalizationContext:['groups'=>'get-column']
)

`I have defined ApiProperty on model and version and this is my request body : 
"/api/columns/test_test/1"

status 405 : 
No route found for &quot;POST http://application.test/api/columns/test_test/1&quot;: Method Not Allowed (Allow: GET)""",
      T("Symfony"), E("POST /columns/{model}/{version}"),
      source="https://github.com/api-platform/core/issues/5282", kind="issue",
      note="API Platform's Post operation with its uriTemplate is a route in code, its /api prefix not written with it "
           "(labelled as written, doubtful); the request answered 'No route found' is not; 'api 2.6' is API Platform's "
           "version, too bare a spelling to label (doubtful); symfony lower-case"),
    R(r"""No route found for "POST /de_DE/": Method Not Allowed (Allow: GET)

I get AJAX error `No route found for "POST /de_DE/": Method Not Allowed (Allow: GET)` when save the form. (Symfony 4.4.21) 
Any idea?

I have to enable POST for the route ;-)

I created a pull request regarding that topic
https://github.com/ConnectHolland/cookie-consent-bundle/pull/106/files

PR has been merged, thanks for the contribution!""",
      T("Symfony"),
      source="https://github.com/Harborn-digital/cookie-consent-bundle/issues/93", kind="issue",
      note="the POST /de_DE/ no route accepts -- no endpoint; AJAX a technique, not labelled"),
    R(r"""Not routing for post

Hi, I have the following:

I made a very basic route:

Route::resources('navigation', ['before'=>'logged_in']);

When I created a form and I made the form action="domain.dev/create" then it's giving The page you requested was not found.

while on the navigation controller "navigation.php" there is a method "create".

what am I doing wrong? 

while the edit form action="navigation/12" is pointing to the method "update"!!!

My fault, the action should point to:

action = "/navigation" and not "/navigation/create".

Sorry""",
      source="https://github.com/Patroklo/codeigniter-static-laravel-routes/issues/8", kind="issue",
      note="nothing to label: the resource route is slash-less, the form actions give no method, navigation.php is bare "
           "and CodeIgniter and Laravel appear only in the repository's name"),
    R(r"""CSRF token mismatch

- Airlock Version: 1.0.0
- Laravel Version: 7.0.0
- PHP Version: 7.2.0
- Database Driver & Version: MySql 5.7.23

### Description:
I try login with axios from different domain.
I've the core in "mydomain.com" and the react site in "seconddomain.com".
If I try login from seconddomain.com to mydomain.com with axios API request, it work fine, also without CSRF-COOKIE request.
But If I try to login from my react "localhost:3000" to "mydomain.com", I've "CSRF token mismatch". Why?

This is my configuration:

_in session_
'same_site' => "none",

_axios configuration_
axios.create({
  baseURL: "mydomain.com",
  withCredentials: true,
  responseType: "json",
});

_axios login_
await API.get('/airlock/csrf-cookie');
response = await API.post(
      '/api/v1/login',
      data
);""",
      T("Laravel Sanctum"), T("Laravel"), T("PHP"), T("MySQL"), T("Axios"), T("React"),
      E("GET /airlock/csrf-cookie"), E("POST /api/v1/login"),
      source="https://github.com/laravel/sanctum/issues/102", kind="issue",
      note="Airlock is Laravel Sanctum's first name (SURFACES); the axios instance's get and post are client calls with "
           "their methods; MySql, axios and react as written; the domains are placeholders"),
    R(r"""Authentication with Laravel Sanctum and SPA

Good day. 

I have a problem, I did everything as in the video, but I get error 419. That is, there is a problem with the token. I don’t understand how to solve it.""",
      T("Laravel Sanctum"),
      source="https://github.com/LaravelDaily/Laravel-API-Course-Demo/issues/1", kind="issue",
      note="SPA a kind of app, not labelled"),
    R(r"""Laravel Sanctum authenticates without csrf mismatch? Is that okay with this settings?

Here is the simple form which doesn't have any csrf tokens to send to the server:
```html
<!DOCTYPE html>
<html>
    <head>
        <title>Test API authentication</title>
    </head>
    <body>
        <form method="post" action="http://localhost:8000/api/login">
            <input name="email">
            <input name="password">
            <button>Submit</button>
        </form>
    </body>
</html>
```
And here - the login method:
```php
public function login(Request $request)
{
    $credentials = $request->only('email', 'password');

    if (Auth::attempt($credentials)) {
        // Authentication passed...
        $authuser = auth()->user();
        return response()->json(['message' => 'Login successful'], 200);
    } else {
        return response()->json(['message' => 'Invalid email or password'], 401);
    }
}
```""",
      T("Laravel Sanctum"), T("HTML"), T("PHP"), E("POST /api/login"),
      source="https://github.com/laravel/ideas/issues/2321", kind="issue",
      note="the form posts to the app's own /api/login (a client call with its method, the host left out); HTML and PHP "
           "from the fences"),
    R(r"""it has error 419 for me

when I do login it shows me these errors:
 
POST http://127.0.0.1:8000/login 419 (unknown status)

Cannot read property 'email' of undefined

How I correct it? 
thanks for your attention

Getting the same error here. At the moment have to consider this repo unfinished. Its not ready yet. I think its best to either decouple it and see if you can take pieces out.

I believe this is related to `CSRF token mismatch.` something isn't connected right. any thoughts @hrnicek""",
      E("POST /login"),
      source="https://github.com/zondycz/laravel-nuxt-sanctum/issues/6", kind="issue",
      note="the app's own login route answers the POST with 419 (a CSRF refusal, not a missing route); Laravel, Nuxt and "
           "Sanctum only in the repository's name"),
    # ---------------------------------------------------------------- Nginx, PHP-FPM, Docker Compose
    R(r"""Nginx throwing bad gateway - may you help me?

Hi buddy,

thx for sharing your files.
I am trying to build my own but it seems nginx can't reach php-fpm, I don't know why.

**docker-compose**
```yaml
version: '3.8'
services:
    server:
        image: nginx:1.19-alpine
        restart: on-failure
        volumes:
            - ../:/var/www/html
            - ./nginx/site.conf:/etc/nginx/conf.d/default.conf
        network_mode: service:app

    app:
        restart: on-failure
        build:
            context: php
        volumes:
            - ../:/var/www/html
        environment:
            PHP_IDE_CONFIG: "serverName=localhost"
        network_mode: service:db

    db:
        image: mariadb:latest
        restart: on-failure
        environment:
            MARIADB_ROOT_PASSWORD: password
            MARIADB_DATABASE: letter_jacket_designer_builder_api
```""",
      T("Nginx"), T("PHP-FPM"), T("Docker Compose"), T("MariaDB"), F("./nginx/site.conf"),
      source="https://github.com/ilanco/vscode-devcontainer-php/issues/1", kind="issue",
      note="the mounted ./nginx/site.conf labelled, the container-side /etc/nginx/... absolute; MariaDB as the db "
           "service's image; ../ a folder"),
    R(r"""Nginx 502 errors

Getting 502's on the API project. Something to do with php5-fpm I assume.

when I run `docker-compoer run webserver php` it first gets stuck at "ngnix restart" of `start.sh` at `/images/webserver`, and when I `CTRL+C`, I get `php: command not found`.""",
      T("Nginx"), T("PHP-FPM"), T("Docker Compose"), T("PHP"),
      source="https://github.com/EwanValentine/LaravelAngularDocker/issues/3", kind="issue",
      note="docker-compoer a misspelt docker-compose, php5-fpm PHP-FPM with its version (SURFACES); ngnix misspelt in the "
           "log line too; the php command is PHP's; start.sh bare, /images/webserver absolute"),
    R(r"""502 Bad Gateway when running locally

I cloned the project, copied Laravel files in to it (fresh install) and ran:

```
docker-compose up -d
```

When I visit http://localhost I get a 502 Bad Gateway error message in the browser.

The docker log command  `docker logs aws-fargate-with-php_nginx_1` gives the following output:

```
192.168.80.1 - - [09/Jun/2020:07:43:31 +0000] "GET / HTTP/1.1" 502 158 "-" "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:77.0) Gecko/20100101 Firefox/77.0" "-"
2020/06/09 07:43:31 [error] 11#11: *1 connect() failed (111: Connection refused) while connecting to upstream, client: 192.168.80.1, server: , request: "GET / HTTP/1.1", upstream: "fastcgi://127.0.0.1:9000", host: "localhost"
```

Any ideas?

I read the other issue #1 - when I change `fastcgi_pass 127.0.0.1:9000;` to `fastcgi_pass php-fpm:9000;` it works for local dev.

I have same problem too :(""",
      T("Laravel"), T("Docker Compose"), T("Docker"),
      source="https://github.com/codedge/aws-fargate-with-php/issues/2", kind="issue",
      note="the GET / never reaches the app (the proxy's upstream refuses, 502) -- no endpoint; Ubuntu and Firefox only in "
           "the user-agent string, Nginx only in a container's name and php-fpm as a service's host name -- not labelled "
           "(doubtful); AWS Fargate only in the repository's name"),
    R(r"""php-fpm restart service

Why I cannot find the php-fpm service to restart inside the container ?
I cannot run out of the 502 Bad Gateway error as for some reason my nginx container does not find the php-fpm socket, even changing the listen mode.
I am on OSX my docker-compose as follows:
```md
version: "3"
services:
  web:
    image: nginx:latest
    ports:
      - "8080:80"
    volumes:
      - ./../app:/home/app
      - ./backend.conf:/etc/nginx/conf.d/default.conf
  php:
    image: php:7.1-fpm
    volumes:
      - ./../app:/home/app
    ports:
      - "9000:9000"
```

Your config looks OK. Is backend.point pointing to `php:9000`? How are you checking for the service? The php container should have a single master process running multiple sub-processes. To reload it you can

```
docker-compose restart php
```

If you need to override parts of the php container you can either do something similar to what you are doing with `backend.conf`. You can also create your own image derived `FROM php:7.1-fpm` with overridden configs. See [the docs](https://docs.docker.com/compose/compose-file/#build) for more info on how to build your own images using docker-compose.""",
      T("PHP-FPM"), T("Nginx"), T("macOS"), T("Docker Compose"), F("./backend.conf"),
      source="https://github.com/docker-library/php/issues/444", kind="issue",
      note="OSX is macOS; ./backend.conf the mounted file, backend.conf bare; ./../app a folder; the md fence names no "
           "language; PHP itself only as image tags and a container's name -- not labelled (doubtful)"),
    # ---------------------------------------------------------------- ASP.NET Core, Entity Framework
    R(r"""UnsupportedApiVersion on HttpPost without route [controller] value and provided route at action level

I am having the error

{"error":{"code":"UnsupportedApiVersion","message":"The HTTP resource that matches the request URI 'http://localhost:40021/api/v1.0/PostOnly/dashboard/GetStatusChartData' with API version '1.0' does not support HTTP method 'GET'.","innerError":null}}

I try to hit a http post call with http://localhost:40021/api/v1.0/PostOnly/dashboard/GetStatusChartData and with some data

My Controller look like

```
   [ApiVersion("1.0")]
    [Route("api/v{version:apiVersion}/")]
    [Authorize]
    public class PostonlyDashboardController : ControllerBase
    {

        [ActionName("GetStatusChartData")]        
        [HttpPost("Postonly/Dashboard/GetStatusChartData")]
        public async Task<IActionResult> GetStatusChartData([FromBody]ChartParams chartParams)
        {
            try
            {
```

Please suggest me where I went wrong""",
      source="https://github.com/dotnet/aspnet-api-versioning/issues/427", kind="issue",
      note="nothing to label: the class and action routes are slash-less templates, the requests are whole URLs (the GET "
           "refused), and no technology is named outside identifiers"),
    R(r"""ASP.NET Core 3.1 receiving 404 responses using ApiControllerAttribute.

Hello, .NET team. I have the following ASP.NET Core 3.1 application and I'm receiving 404 responses. I'm not sure what I'm doing wrong here. Thoughts?

### Program.cs
```csharp
/// <summary>
/// Houses the entry point for the application.
/// </summary>
public static class Program
{
    /// <summary>
    /// Begins execution of the application.
    /// </summary>
    /// <param name="args">
    /// Command line arguments that are provided at runtime.
    /// </param>
    public static void Main(String[] args) => Host.CreateDefaultBuilder(args)
        .ConfigureServices(services =>
        {
            services.AddControllers();
        })
        .ConfigureWebHostDefaults(webHost =>
        {
            webHost.Configure(application =>
            {
                application.UseAuthorization();
                application.UseRouting();
                application.UseEndpoints(endpoints =>
                {
                    endpoints.MapControllers();
                });
            });
        })
        .Build()
        .Run();
}
```

### Controllers/TestController.cs
```csharp
/// <summary>
/// Processes HTTP requests for the ~/Test endpoint.
/// </summary>
[Route("[controller]")]
[ApiController]
public sealed class TestController : ControllerBase""",
      T("ASP.NET"), T(".NET"), T("C#"), F("Controllers/TestController.cs"),
      source="https://github.com/dotnet/aspnet-api-versioning/issues/660", kind="issue",
      note="Program.cs bare; [Route(\"[controller]\")] a slash-less template and ~/Test no method -- no endpoint; C# from "
           "the csharp fences"),
    R(r"""Getting 404 with attribute routing in ASPNetCore 2.1.4

I'm trying to setup Web APIs using aspnetcore 2.1.4.

I have a console app which does the following:-
IWebHost managementHost = ManagementHostBuilder.Build();
managementHost.Start();

I have another dll where I have
1. WebHostBuilder
2. Startup
3. Controller

Code snippets are provided below
WebHostBuilder
Has mostly configuring kestrel and sets up the startup class (ManagementStartup)

Startup Class
```csharp
public IServiceProvider ConfigureServices(IServiceCollection services)
{
   services.AddMvc().SetCompatibilityVersion(CompatibilityVersion.Version_2_1);
   // other stuff
}

public void Configure(IApplicationBuilder app)
{
   // other stuff
  app.UseMvc();
}
```

Controller class
```csharp
[Produces("application/json")]
[Route("api/[controller]")]
[ApiController]
public class ProductsController : ControllerBase
{
      [HttpPost]
       public Task<ActionResult> CreateProductAsync(ProductInfo productInfo)
        {
            return Task.FromResult<ActionResult>(new OkResult());
        }
        [HttpGet("{id}")]
        public Task<ActionResult> GetProductAsync(int id)
        {
            return Task.FromResult<ActionResult>(new OkResult());
        }

        [HttpGet]
        public Task<ActionResult> GetProducts()
        {
            return Task.FromResult<ActionResult>(new OkResult());
        }
 } 
```""",
      T("ASP.NET"), T("Kestrel"), T("C#"),
      source="https://github.com/aspnet/Routing/issues/894", kind="issue",
      note="ASPNetCore and aspnetcore are ASP.NET Core (SURFACES); kestrel lower-case; api/[controller] a slash-less "
           "template -- no endpoint"),
    R(r"""How to setup routes for API so it return 404 if route not found.

Is it possible and how to setup routes to API controllers, so that the Action was not found 404 is returned instead of "home/index"?

You're saying you don't want Angular to handle 404s but for .NET to do it?
I believe you could either make the Routes in StartUp more specific (haven't tried it personally), and map exactly what your front-end & back-end routes all are, otherwise 404. (This is what Node does in an angular universal scenario).

Or you're going to have to just create some type of TypeScript service where you can simply flag a boolean to true when Angular 404's, then pluck that service in main.server, pass it back to .NET during the serialization process, and do a `Redirect` instead of `return View();`

Hopefully that made sense? It's a lot of ping pong basically :)""",
      T("Angular"), T(".NET"), T("Node.js"), T("TypeScript"),
      source="https://github.com/TrilonIO/aspnetcore-angular-universal/issues/214", kind="issue",
      note="Node is Node.js; angular universal is Angular's server rendering, Angular labelled; home/index an MVC route "
           "name, main.server a module without extension -- not labelled"),
    R(r"""Return a 405 Method Not Allowed response instead of 404

I certainly agree that compromises were made on the API front when we merged MVC and Web API for ASP.NET Core. We definitely pivoted more towards MVC. We've been waiting to hear from users where this caused more pain than good, so this kind of feedback is very much appreciated. If there are areas were ASP.NET Core falls short for Web API development then please let us know with as many specifics as you can!

For example, can you tell me what you mean specifically by the broken authentication abstractions? Have you already opened a separate issue with that feedback? If yes, then please point me at it and we'll take a look.

If you strongly preferred the ASP.NET Web API programming model then you might also take a look at the [Web API compat shim](https://www.nuget.org/packages/Microsoft.AspNetCore.Mvc.WebApiCompatShim). It basically puts a ASP.NET Web API façade over ASP.NET Core MVC. It's primary intended use case was to easy migration to ASP.NET Core for existing ASP.NET Web API customers.

As for this particular issue I wouldn't interpret the delay in addressing this as an indication that Microsoft no longer cares about REST. This is purely about prioritization. Given that we still need to implement support for real-time scenarios, HTTP/2, finish hardening Kestrel and a whole bunch of other large things this issue sim""",
      T("ASP.NET"), T("ASP.NET Web API"), T("Kestrel"),
      source="https://github.com/aspnet/Mvc/issues/388", kind="issue",
      note="ASP.NET Web API (the older framework) the lexicon may not know; MVC and REST are patterns here, HTTP/2 a "
           "protocol -- not labelled; NuGet only in a URL; the comment cut where the stored copy ends"),
    R(r"""[QUESTION] How to add migrations?

Hi Jason,
Thank you for this great project. I really like your concept of having the developer fall in a "pit of success".

I've been trying to use `dotnet ef` to add migrations but I get an error saying that the ApplicationDbContext cannot be created.

Is there a preferred/recommended way of doing this in this template?

To elaborate on this, the issue with this template when it comes to migrations is the following:

If run from the Infrastructure project the following error occurs:

```
$ dotnet ef migrations add InitialCreate --project Infrastructure/
Build started...
Build succeeded.
Unable to create an object of type 'ApplicationDbContext'. For the different patterns supported at design time, see https://go.microsoft.com/fwlink/?linkid=851728
```

If run from the WebUI project the following error occurs:

```
$ dotnet ef migrations add InitialCreate --project WebUI/
Build started...
Build succeeded.
info: Microsoft.EntityFrameworkCore.Infrastructure[10403]
      Entity Framework Core 3.1.0 initialized 'ApplicationDbContext' using provider 'Microsoft.EntityFrameworkCore.Sqlite' with options: MigrationsAssembly=Cheder.Infrastructure, Version=1.0.0.0, Culture=neutral, PublicKeyToken=null
```""",
      T(".NET"), T("Entity Framework"),
      source="https://github.com/jasontaylordev/CleanArchitecture/issues/33", kind="issue",
      note="dotnet ef is EF Core's tool on the .NET CLI; SQLite only inside the provider's dotted name -- not labelled, "
           "doubtful; Infrastructure/ and WebUI/ are project folders"),
    R(r"""[BUG] Cannot use Add-Migrations

**Describe the bug**
When I try to use Add-Migration DbInit -context OrdersContext in project DevStore.Orders.Infra I got this error bellow:

**To Reproduce**
Steps to reproduce the behavior:
1. Go to 'Package Manage Console'
2. Select the project 'DevStore.Orders.Infra'
3. Run the command 'Add-Migration DbInit -context OrdersContext'
4. See error

**Expected behavior**
Generate migrations files

**Desktop (please complete the following information):**
 - OS: Windows 11
 - Visual Studio Community 2022

**Additional context**
Add any other context about the problem here.

You need to specify your startup project, which would be the api project.

Try opening a CMD in "src/services" directory and exeute the following command:
``` cmd
dotnet ef migrations add "DbInit" -s .\DevStore.Orders.AP\DevStore.Orders.API.csproj -p .\DevStore.Orders.Infra\DevStore.Orders.Infra.csproj --context OrdersContext
```

NOTE: This command can run at any directory of your application, you just have to set the proper path""",
      T("Windows"), T("Visual Studio"), T(".NET"), T("Entity Framework"),
      F(".\\DevStore.Orders.AP\\DevStore.Orders.API.csproj"), F(".\\DevStore.Orders.Infra\\DevStore.Orders.Infra.csproj"),
      source="https://github.com/desenvolvedor-io/dev-store/issues/32", kind="issue",
      note="screenshots dropped; the cmd fence is a shell's; dotnet ef (SURFACES) is EF Core's tool; the .\\ paths kept "
           "as written, src/services a folder; Add-Migration is the Package Manager Console's command (not labelled)"),
    R(r"""415 (Unsupported Media Type) in .net core 2.2

Using your asp.net core basic integration sample in a .NET Core 2.2 project, it says: "Failed to load resource: the server responded with a status of 415 (Unsupported Media Type)"

Any idea?

have you fixed the issue?

Not yet, no. I had some personal issues to solve on the last couple of months.
I'll review and upgrade this project on the next couple of days, though, and I'll give this a try.

Feel free to submit a PR if you find something as well.""",
      T(".NET"), T("ASP.NET"),
      source="https://github.com/ALMMa/datatables.aspnet/issues/68", kind="issue",
      note=".net core and asp.net core lower-case; DataTables only in the repository's name"),
    R(r"""415 response on a valid post request

this is the endpoint point:
```
    public class Endpoint(Handler handler) : Endpoint<Request>
    {
        public IBlobStorage provider { get; set; }
        public override void Configure()
        {
            Post("/blobs/create");
            AllowAnonymous();
        }

        public override async Task HandleAsync(Request r, CancellationToken c)
        {
            await handler.HandleAsync(r);
            await SendNoContentAsync();
        }
    }
```
this is the request : 
```
public class Request
{
    [QueryParam]
    public string? path { get; set; }
}
```
both swagger and postman returns 415 when calling: /blobs/create?path=test 
when changing from post to get it returns the right response 204?

have a look at https://github.com/FastEndpoints/FastEndpoints/issues/512#issuecomment-1780419593 pls.""",
      T("OpenAPI"), T("Postman"), E("POST /blobs/create"),
      source="https://github.com/FastEndpoints/FastEndpoints/issues/705", kind="issue",
      note="Post(\"/blobs/create\") in the endpoint's Configure is the route (the 415 comes from the route itself); swagger "
           "is the lexicon's OpenAPI (the Swagger UI, doubtful); FastEndpoints only in the repository's name and a URL"),
    # ---------------------------------------------------------------- Go: Fiber, chi, Echo, Gin
    R(r"""All routes are returning 404

Hi Fiazan,

I'm still hacking away at your wonderful tutorial, now have it all compiling and running, but for some reason all of the routes are returning 404 (even the default /).

I've checked my code against your repo and it seems to be consistent.

Some simple debugging shows that the SetupUserRoutes function is being called. 

Is there a way to determine what routes are being configured with fibers?

Just for reference, I'm testing with postman  as GET localhost:3000/signup which I think is correct.

If you see the `SetupRoutes` function in the `router` package, you will see that all the api routes fall under the `/api` group. Try the `localhost:3000/api/signup` and that should work.

Thank you Fiazan,

please excuse my ignorance... works as expected. 👍""",
      T("Fiber"), T("Postman"),
      source="https://github.com/mdfaizan7/go-authentication-boilerplate/issues/2", kind="issue",
      note="fibers is Fiber (SURFACES); the GET to /signup answered 404 (no such route) and /api/signup without a method "
           "-- no endpoint; postman lower-case"),
    R(r"""no route found for /default-group

In GitLab by @fnolot on Apr 28, 2020, 22:53

When we edit a group, a group's url is defined but it doesn't exist. If I go to app.remotelabz.com/default-group I have the following message: `"No route found for "GET /default-group""`

In GitLab by @Atlanta on Jun 3, 2020, 11:40

Can't reproduce, closing.

In GitLab by @Atlanta on Jun 3, 2020, 11:40

closed""",
      source="https://github.com/remotelabz/remotelabz/issues/441", kind="issue",
      note="nothing to label: the GET /default-group is one no route accepts, and GitLab is only where the thread was "
           "first written (a site)"),
    R(r"""feat: add echo support

closes #5 

adds support to the [echo web framework](https://echo.labstack.com/)

cmd/template/echoServer.go:70
```diff
+	
+	import (
+		"{{.ProjectName}}/internal/server"
+	)
+
+	func main() {
+		server := server.New()
+		server.RegisterEchoRoutes()
+		server.Logger.Fatal(server.Start(":8080"))
+	}
+`)
+}
```
**Melkeydev**:
I dont think Echo needs a new server instance - just the routes.
Echo follows a similar pattern to Gin, where it uses a new instance and requires its own context in the parameters.
Look here for how Gin was implemented:
https://github.com/Melkeydev/go-blueprint/blob/main/cmd/template/ginRoutes.go#L15

I think we can follow the same and just create a MakeEcho Routes and re-use the same HTTP server

Add review for implementation

While we are at it, maybe we can also include the echo middleware as well?
```
 // Middleware
  e.Use(middleware.Logger())
  ```

cmd/utils/utils.go:35
```diff
-func GoGetPackage(appDir, packageName string) error {
-	if err := ExecuteCmd("go",
-		[]string{"get", "-u", packageName},
-		appDir); err != nil {
-		return err""",
      T("Echo"), T("Gin"), F("cmd/template/echoServer.go"), F("cmd/utils/utils.go"),
      source="https://github.com/Melkeydev/go-blueprint/pull/8", kind="issue",
      note="review thread, the reviewed files heading the comments (their :70 and :35 left out); ginRoutes.go only in a "
           "URL; Go itself only as a string in code -- not labelled, doubtful"),
    R(r"""🐞 BodyParser always returning nil

**Fiber version/commit**

Fiber v2.49.2 

**Issue description**

**Expected behavior**

Should error because input don't match struct definition

**Steps to reproduce**

**Code snippet**

```go
    app.Post("/recipe", func(c *fiber.Ctx) error {
	type LoginInput struct {
		Identity string `json:"identity"`
		Password string `json:"password"`
	}
	type UserData struct {
		ID       uint   `json:"id"`
		Username string `json:"username"`
		Email    string `json:"email"`
		Password string `json:"password"`
	}
	input := new(LoginInput)
	//var ud UserData

	fmt.Printf("c.Request().Body(): %v\n", string(c.Request().Body()))
	err := c.BodyParser(input)
	fmt.Printf("err: %v\n", err)

	if err != nil {
		return c.Status(fiber.StatusBadRequest).JSON(fiber.Map{"status": "error", "message": "Error on login request", "errors": err.Error()})
	}

	return c.JSON(fiber.Map{"data": ""})
    })

```

The request is ```{}```, but you are right, I think that my searches misguided me to think that it would validate something.

You are right, I was looking for the `validation` pkg, thank you!""",
      T("Fiber"), T("Go"), E("POST /recipe"),
      source="https://github.com/gofiber/recipes/issues/2209", kind="issue",
      note="screenshots dropped; app.Post is the route; Go from the fence"),
    R(r"""Add better routing with go-chi

From Get "/" and Post "/" to chi.Get("/", ...), chi.Get("/{username}", ...)

Added chi router""",
      T("chi"), E("GET /"), E("POST /"), E("GET /{username}"),
      source="https://github.com/olegdayo/gotcha-page/issues/7", kind="issue",
      note="go-chi is chi; the routes before and after, each with its method (the bare / doubtful)"),
    R(r"""Add go-chi Route functionality

add functionality for the Route command to secondary routers
```
r.Route("/api/v1", routeFn)
```

We support the `Mount` function, which does the same thing. We'll document that requirement, and move this to backlog to support more use cases later.""",
      T("chi"),
      source="https://github.com/klothoplatform/klotho/issues/327", kind="issue",
      note="r.Route mounts a sub-router under /api/v1 with no method -- no endpoint"),
    # ---------------------------------------------------------------- Rust: Actix, Axum, Rocket
    R(r"""WIP: upload

Just my WIP, I think I'll have to use a bit of AJAX to avoid the redirection when submitting the form, or maybe a dummy iframe :)

So I'm quite stuck with routes. I'm getting a 404 when doing a POST request on /upload, though I thought I declared it... If anyone who knows Actix could give me a hint on this one, that would be great.

Here is what I did:

```
    if let Some(s) = s {
        app.handler(&full_route, s)
    } else {
        app.resource("/upload", |r| {
            r.get().f(file_handler);
            r.post().with(upload)
        })
        .resource(&full_route, |r| r.f(file_handler))
    }
```

Closing this, I'll restart from scratch, I might have found something :)""",
      T("Actix"), E("GET /upload"), E("POST /upload"),
      source="https://github.com/svenstaro/miniserve/pull/31", kind="issue",
      note="the /upload resource declares r.get() and r.post() -- routes in code, though the POST still meets a 404 "
           "(doubtful); AJAX a technique and iframe an element, not labelled"),
    R(r"""Resolve 405 Method Not Allowed on POST /api/documents

Two separate resource("") declarations at the same path caused the second to shadow the first in Actix-web routing. Chain both GET and POST routes on a single resource instead.""",
      T("Actix"), E("POST /api/documents"),
      source="https://github.com/automataIA/graphrag-rs/pull/5", kind="issue",
      note="the app's own POST route, refused before the fix; the GET at 'the same path' never writes that path -- not "
           "labelled; Actix-web is Actix"),
    R(r"""404 response not returned when expected

test_storage::test_that_404_responses_have_a_json_body currently fails, expecting a 404 at "/nonexistent/url"

Fwiw, I spent a bit of time trying to fix this today, but failed to bend Actix to my will. Essentially I was hoping to use [`App::default_resource`](https://actix.rs/api/actix-web/stable/actix_web/struct.App.html#method.default_resource) like so:

```diff
diff --git a/src/server/mod.rs b/src/server/mod.rs
index 0530100..fb60c6e 100644
--- a/src/server/mod.rs
+++ b/src/server/mod.rs
@@ -74,7 +74,11 @@ pub fn build_app(state: ServerState) -> App<ServerState> {
         .middleware(middleware::WeaveTimestamp)
         .middleware(middleware::DbTransaction)
         .middleware(middleware::PreConditionCheck)
-        .configure(|app| init_routes!(Cors::for_app(app)).register())
+        .configure(|app| {
+            init_routes!(Cors::for_app(app))
+                .register()
+                .default_resource(|r| r.f(handlers::not_found))
+        })
 }

 pub struct Server {}
diff --git a/src/web/handlers.rs b/src/web/handlers.rs
index 685f831..060579e 100644
--- a/src/web/handlers.rs
+++ b/src/web/handlers.rs
```""",
      T("Actix"), F("src/server/mod.rs"), F("src/web/handlers.rs"),
      source="https://github.com/mozilla-services/syncstorage-rs/issues/115", kind="issue",
      note="the diff's files without their a/ and b/ prefixes; /nonexistent/url has no method and no route; the test's "
           "name a dotted path"),
    R(r"""Trait bound not statisfied

I'm just experimenting with this library and have setup a handler like this:

```rust
pub fn build_routes(state: AppState) -> Router<AppState> {
    Router::new().route("/", get(search)).with_state(state)
}

pub async fn search(HxRequest(hx_request): HxRequest) -> Result<Markup, HandlerError> {
    match hx_request {
        true => {
            // Return a partial with just search body.
            return Ok(html! {
                p { "Got here" }
            });
        }
        false => {
            // Return full page including search body.
            return Ok(html! {
                p { "Got here" }
            });
        }
    }
}
```

Unfortunately it's giving me an error that there's an unsatisfied trait bound:

```
error[E0277]: the trait bound `fn(HxRequest) -> impl Future<Output = Result<PreEscaped<std::string::String>, HandlerError>> {search}: Handler<_, _>` is not satisfied
   --> src/handlers/search.rs:10:34
    |
10  |     Router::new().route("/", get(search)).with_state(state)
    |                              --- ^^^^^^ the trait `Handler<_, _>` is not implemented for fn item `fn(HxRequest) -> impl Future<Output = Result<PreEscaped<std::string::String>, HandlerError>> {search}`
    |                              |
    |                              required by a bound introduced by this call
```

I'm fairly new in my Rust journey, and""",
      T("Rust"), F("src/handlers/search.rs"), E("GET /"),
      source="https://github.com/robertwayne/axum-htmx/issues/28", kind="issue",
      note="route(\"/\", get(search)) is the route (a bare /); Axum and htmx are never named outside the repository's "
           "name -- not labelled; the compiler's :10:34 left out"),
    R(r"""ord index is very slow

error[E0277]: the trait bound `fn(axum::Extension<std::sync::Arc<PageConfig>>, axum::Extension<std::sync::Arc<[type error]>>, axum::extract::Path<deserialize_from_str::DeserializeFromStr<sat::Sat>>) -> impl std::future::Future<Output = std::result::Result<PageHtml<SatHtml>, ServerError>> {subcommand::server::Server::sat}: Handler<_, _, _>` is not satisfied
   --> src/subcommand/server.rs:165:33
    |
165 |         .route("/sat/:sat", get(Self::sat))
    |                             --- ^^^^^^^^^ the trait `Handler<_, _, _>` is not implemented for fn item `fn(axum::Extension<std::sync::Arc<PageConfig>>, axum::Extension<std::sync::Arc<[type error]>>, axum::extract::Path<deserialize_from_str::DeserializeFromStr<sat::Sat>>) -> impl std::future::Future<Output = std::result::Result<PageHtml<SatHtml>, ServerError>> {subcommand::server::Server::sat}`
    |                             |
    |                             required by a bound introduced by this call
    |
    = help: the trait `Handler<T, S, B2>` is implemented for `Layered<L, H, T, S, B, B2>`
note: required by a bound in `axum::routing::get`
   --> /Users/eli/.cargo/registry/src/github.com-1ecc6299db9ec823/axum-0.6.4/src/routing/method_routing.rs:403:1""",
      F("src/subcommand/server.rs"), E("GET /sat/:sat"),
      source="https://github.com/ordinals/ord/issues/1648", kind="issue",
      note="a later comment of the thread, its compiler error only; the route in the quoted source line; Axum only in "
           "dotted paths and an absolute registry path -- not labelled"),
    R(r"""problem in dev mode

error[E0277]: the trait bound `fn(axum::extract::Path<i32>, authentication::Authentication, axum::Extension<deadpool::managed::Pool<deadpool_postgres::Manager>>) -> impl Future<Output = Result<axum::response::Html<std::string::String>, CustomError>> {prompts::index::index}: Handler<_, _, _>` is not satisfied
   --> crates/axum-server/src/prompts/mod.rs:12:27
    |
12  |         .route(INDEX, get(index::index))
    |                       --- ^^^^^^^^^^^^ the trait `Handler<_, _, _>` is not implemented for fn item""",
      F("crates/axum-server/src/prompts/mod.rs"),
      source="https://github.com/bionic-gpt/bionic-gpt/issues/125", kind="issue",
      note="a later comment, its compiler error only; the route's path is a constant (INDEX) -- no endpoint; Axum and "
           "deadpool only in dotted paths and a folder's name"),
    R(r"""Switch to released version of rocket 0.4

Rocket 0.4 came out today, so we can switch off the release candidate!""",
      T("Rocket"),
      source="https://github.com/bellhop-rs/bellhop/pull/15", kind="issue",
      note="rocket lower-case in the title"),
    R(r"""Improvement shuttle rocket rc4

## Description of change

Updated Rocket to 0.5.0-rc.4

## How has this been tested? (if applicable)

Ran all the Rocket-related examples and they compiled and worked locally.""",
      T("Shuttle"), T("Rocket"),
      source="https://github.com/shuttle-hq/shuttle-examples/pull/112", kind="issue",
      note="shuttle lower-case in the title is the Shuttle platform the examples deploy to; rc4 and 0.5.0-rc.4 versions"),
    # ---------------------------------------------------------------- Kotlin and Java: http4k, Spring
    R(r"""Routes catchall option

In trying to add a catch all using the http4k routing but am struggling. From what I can see, aggregate routing http handler had the catch all already, in the form of the not found handler Param, but the ability to set that is not exposed (at least from what I can see, maybe I'm missing a component). Is there any chance of adding an additional method to routing.kt to pass in my own not found catch all handler please?

Thanks Denton. I'll have a play in the meantime but I think the catchall via the routes will be a lot cleaner, at least for what I'm after

with the updated routing API this is now trivial: 

```kotlin
fun main() {
    val app = routes(
        "/hello" bind GET to { req: Request -> Response(Status.OK) },
        { r: Request -> true }.asRouter() bind { req: Request -> Response(Status.OK).body("foobar") },
//        Fallback bind { req: Request -> Response(Status.OK).body("foobar") } <-- will be in next release
    )
    println(app(Request(GET, "/hello")))
    println(app(Request(GET, "/")))
}

```

Closing this now - I've added the Fallback above to the next release.""",
      T("http4k"), T("Kotlin"), E("GET /hello"),
      source="https://github.com/http4k/http4k/issues/223", kind="issue",
      note="\"/hello\" bind GET is the route; the GET / is answered by the catch-all router, which takes any method and "
           "no path -- not labelled; routing.kt bare; Kotlin from the fence"),
    R(r"""[오류] p.193 '글 등록'시 에러뜹니다.(중복이슈X)

### 어떤 오류인가요?

오류설명: 192페이지에서 [그림 5-17, 5-18, 5-19]의 구글 로그인과 user 테이블 등록 확인은 잘 됩니다. 하지만 '글 등록'을 누르면 [그림 5-20]으로 가지 않고 아래와 같은 에러가 뜹니다.

Whitelabel Error Page
This application has no explicit mapping for /error, so you are seeing this as a fallback.

Tue Feb 11 21:36:33 KST 2020
There was an unexpected error (type=Not Found, status=404).
No message available

어떻게 해야할까요...?

@ChulShin 194p에 h2-console에서 사용자의 role을 변경하는 부분이 있는데, 해당부분 진행하신건가요??

네. 해당 role 변경부분을 수행해도 여전히 상기한 Whitelabel Error Page가 뜹니다.

@ChulShin 소스확인해보니 IndexController에 아래부분 작성을 빼놓으셨어요! 
글 등록 <a> 태그 보시면 href="/posts/save"로 가도록 지정하고 있는데 
Controller에 "/posts/save"를 받는 곳이 없어서 에러가 발생한것 같아요 :)

```
@GetMapping("/posts/save")
    public String postsSave() {
        return "posts-save";
 }
```""",
      T("H2 Database"), E("GET /posts/save"),
      source="https://github.com/jojoldu/freelec-springboot2-webservice/issues/248", kind="issue",
      note="Korean thread, the template's Github URL section and a screenshot cut; @GetMapping gives the route; "
           "h2-console is H2's web console; /error has no method; Spring Boot is never named (its Whitelabel page only) "
           "-- not labelled, doubtful; 구글 로그인 (Google login) a feature"),
    R(r"""Whitelabel Error Page

Hello Gustavo Ponce,
I am facing Whitelabel Error Page during login. I have followed your full tut as well as source code.

This application has no explicit mapping for /error, so you are seeing this as a fallback.
Tue Jul 25 13:46:19 BDT 2017
There was an unexpected error (type=Method Not Allowed, status=405).
Request method 'POST' not supported""",
      source="https://github.com/gustavoponce7/SpringSecurityLoginTutorial/issues/8", kind="issue",
      note="nothing to label: the refused POST names no path, /error has no method, and Spring's Whitelabel page names "
           "no technology"),
    R(r"""java-spring-boot 404 on every endpoint

Tried to get the spring-boot app running, I'm just looking for something to quickly demo something else.

mvn spring-boot:run

it fires up and starts listening on port 8080

curl localhost:8080 
... 404

curl -H 'content-type:application/json' localhost:8080/swagger.json
... 404

curl localhost:8080/pets/1
... 404

i got the same issue for java-jersey2

server.contextPath=/v2 in server.contextPath=/v2

use localhost:8080/v2/pets/1""",
      T("Maven"), T("Spring Boot"),
      source="https://github.com/swagger-api/swagger-samples/issues/121", kind="issue",
      note="spring-boot is Spring Boot (SURFACES), mvn Maven; the curl calls give no method and meet 404s -- no endpoint; "
           "java-spring-boot and java-jersey2 are the samples' names -- Java and Jersey not labelled (doubtful); "
           "swagger.json a URL path"),
    R(r"""Required request body is missing: org.springframework.http.ResponseEntity<?>

When you create the POST method add, and you try to call it from a request, it return the next:

{
"timestamp": 1480245744194,
"status": 400,
"error": "Bad Request",
"exception": "org.springframework.http.converter.HttpMessageNotReadableException",
"message": "Required request body is missing: org.springframework.http.ResponseEntity<?> com.garcia.bookmarks.BookmarkRestController.add(java.lang.String,com.garcia.bookmarks.Bookmark)",
"path": "/jhoeller/bookmarks"
}

All the other methods works fine, only this throw an error

I also had same problem. I use "Postman" for json request. Codes are not wrong. I simply set content type to JSON(application/json) as shown in link for my code, and it worked.

Hi. I don't see your code. 

Pls, check in your post method on server. Your need use @Requestbody Bookmark""",
      T("Postman"), E("POST /jhoeller/bookmarks"),
      source="https://github.com/spring-guides/tut-rest/issues/23", kind="issue",
      note="the tutorial's POST method add answers at the error's path with 400 (its own route refusing the body; "
           "doubtful); Spring only in dotted class names; a screenshot and the maintainer's closing note cut"),
    R(r""""Bad Request" when trying to POST any content

**Describe the issue**
I am able to GET content from service, but not to POST.

From Swagger:

`curl -X POST "http://localhost:8088/api/v1/simulations" -H "accept: */*" -H "Content-Type: application/json" -d "{ \"cpf\": 065065065065, \"id\": 100, \"name\": \"Maria Clara\", \"email\": \"email@email.com\", \"amount\": 1200, \"installments\": 3, \"insurance\": true}"`

Output from Swagger, with 400 error code:

```
 connection: close 
 content-length: 0 
 date: Tue, 24 Nov 2020 13:58:57 GMT 
```

The same is being returned when using Postman.

The BadRequest problem is happening because you are sending the `id` object, which is unique and must be removed from the response body.

The example value for the `simulation` body object doesn't have this attribute.
Also one thing to fix in your cURL request is that the `cpf` is a `string`, not a `number`.""",
      T("OpenAPI"), T("Postman"), E("POST /api/v1/simulations"),
      source="https://github.com/eliasnogueira/credit-api/issues/26", kind="issue",
      note="the curl -X POST reaches the API's own route, which refuses the body (400); Swagger is the lexicon's OpenAPI "
           "(the Swagger UI, doubtful); cURL an everyday utility; the steps' swagger-ui.html URL cut"),
    R(r"""Body is not mandatory in POST requests

This is heavily used in REST web services.

In stubby 1.0.3 sending POST without body will result in 

```
Error 400 Oh oh :( Bad request, POST body is missing
```""",
      T("stubby4j"),
      T("REST"),
      source="https://github.com/azagniotov/stubby4j/issues/5", kind="issue",
      note="stubby with its version is the stub server stubby4j (SURFACES); REST a style; the POST names no path [REST labelled in part 16: the corpus labels the noun phrase 'REST API']"),
    # ---------------------------------------------------------------- Ruby: ActiveAdmin, Sinatra, Rails
    R(r"""ActionController::RoutingError (No route matches [POST]) -- method there.

This is driving me a bit nuts. As background I'm trying to change the pulldown of a second resource based upon the resources of a first resource as described here (http://stackoverflow.com/questions/9579402/active-admin-refresh-second-drop-down-based-on-first-drop-down-ruby-on-rails)  but more importantly I see the path in my routes.rb and via rake routes, and test an active admin controller function that works with GET but not with POST and I don't understand.

In my routes.rb I have added this (second line is the the test to show that GET gets to the controller):

```
  post '/change_base_product_sensor_locations', :to =>'admin/products#change_base_product_sensor_locations'
  get "/blurp", :to => "admin/products#blurp"
  resources :products
```

In my rake routes:
```
change_base_product_sensor_locations POST       /change_base_product_sensor_locations(.:format) admin/products#change_base_product_sensor_locations
...
                               blurp GET        /blurp(.:format)                                admin/products#blurp
```

So they're there.  In my controller for admin/product.rb""",
      T("ActiveAdmin"), T("Rake"), E("POST /change_base_product_sensor_locations"), E("GET /blurp"),
      F("admin/product.rb"),
      source="https://github.com/activeadmin/activeadmin/issues/3924", kind="issue",
      note="both routes declared in routes.rb (the POST one refused, the bug); active admin written apart (SURFACES); "
           "Rails only inside a URL and the dotted error name; admin/products#blurp a controller#action, not a file; "
           "routes.rb bare"),
    R(r"""route parameters not in params?

Gist with data: https://gist.github.com/882330

Code:

```
  aget "/api/v1/inputs/:id" do |*args|
    # get a particular input
    @logger.info args
    @logger.info params
  end # aget "/api/v1/inputs/:id"
```

In Sinatra 1.2, async_sinatra 0.5.0, and rack 1.2.1, the above prints 'args' with the :id value, but params misses the value. In Sinatra 1.1 same effect. Sinatra 1.0 it works.  (The changes were I would gem uninstall sinatra -v 1.2, gem install sinatra -v 1.1, etc).

If I replace 'aget' with 'get', it works correctly in Sinatra 1.2. 

Bug?""",
      T("Sinatra"), T("async_sinatra"), T("Rack"), T("RubyGems"), E("GET /api/v1/inputs/:id"),
      source="https://github.com/raggi/async_sinatra/issues/16", kind="issue",
      note="aget is async_sinatra's asynchronous get -- a GET route (doubtful); rack lower-case; gem install names "
           "RubyGems (SURFACES)"),
    R(r"""[sinatra] Ignore POST params unless required

request.params merges the GET and POST params.
If we only need to read the GET params we don't need to parse the body for POST params.

/benchmark -f sinatra

/benchmark -f sinatra --save""",
      T("Sinatra"),
      source="https://github.com/MDA2AV/HttpArena/pull/1439", kind="issue",
      note="sinatra lower-case; the GET and POST params name no path; /benchmark a bot command"),
    R(r"""[Rails 4] No route matches POST users/find

Ha.""",
      T("Rails"),
      source="https://github.com/YaleSTC/reservations/issues/839", kind="issue",
      note="users/find is slash-less and no route matches it -- no endpoint"),
    R(r"""Error: No route matches

Rails 3 beta, Ruby 1.87

routes.rb
...
resources :people
...""",
      T("Rails"), T("Ruby"),
      source="https://github.com/activeadmin/inherited_resources/issues/43", kind="issue",
      note="Ruby 1.87 as written (1.8.7); routes.rb bare; resources :people names no path"),
    # ---------------------------------------------------------------- Python: FastAPI, FastHTML, Django
    R(r'''Whether to support APIView ?

 f I use APIView to design API, what should I do 

eg :  

`url(r'^alipay.pay.unified.order/$', views.AlipayPayUnifiedOrderView.as_view(), name='alipay.pay.unified.order'),  
`

```
class AlipayPayUnifiedOrderView(BaseOpenGateWayRequestView):
    request_params = ('merchant_code', 'total_amount', 'out_trade_no', 'subject', 'card_code')

    def get(self, request, format=None):
        """
        """
        return resp_data(pay_api.alipay_pay_unified_order(self.get_request_params(request, self.request_params)))
```''',
      source="https://github.com/manosim/django-rest-framework-docs/issues/80", kind="issue",
      note="nothing to label: the url() pattern is a regular expression without a leading slash, APIView a class, Alipay "
           "the data; Django REST framework only in the repository's name"),
    R(r"""Limit allowed request methods for views.

Most of the views in the project excessively accept requests by any method. I think it worth limiting allowed request types.
https://github.com/mk-dv/simple-social-network-django/blob/82b496b2d9018b5ea30f4ba25c75e29716f062d5/bookmarks/apps/images/views.py#L37

Maybe use a Django REST framework is a better way.""",
      T("Django REST framework"),
      source="https://github.com/mk-dv/simple-social-network-django/issues/19", kind="issue",
      note="the views.py path only inside a URL -- not labelled; Django itself only in the repository's name"),
    R(r"""API Router implement with version prefix

Closes #24 
Inherited APIRouter from standart FastAPI APIRouter

Usage:
```python
from utils.api_versioning import APIRouter, APIVersion
user_router = APIRouter(
    prefix="/accounting/users",
    tags=["AAA->Accounting->Users"],
    responses={
        404: {"description": "URL not found"},
        400: {"description": "Bad request"}
        },
    dependencies=[Depends(get_user_by_token)],
    version=APIVersion(1,2)
)
```""",
      T("FastAPI"), T("Python"),
      source="https://github.com/northpowered/fastapi-boilerplate/pull/25", kind="issue",
      note="the router's prefix has no method -- no endpoint; utils.api_versioning an import path"),
    R(r"""Cannot load routes if `/routers` does not contain a sub module

## Context

When initializing a FastAPI app, if the `routers` module does not contain any other sub-modules like `/routers/api_v1` or `routers/docs`, the app will fail because the prefix for all routes is blank `/` and this is not possible

## Traceback

```[2026-01-09 14:13:41 +0200] [62559] [INFO] Starting gunicorn 23.0.0
[2026-01-09 14:13:41 +0200] [62559] [INFO] Listening at: http://127.0.0.1:8000 (62559)
[2026-01-09 14:13:41 +0200] [62559] [INFO] Using worker: uvicorn.workers.UvicornWorker
[2026-01-09 14:13:41 +0200] [62606] [INFO] Booting worker with pid: 62606
[2026-01-09 14:13:41 +0200] [62614] [INFO] Booting worker with pid: 62614
[2026-01-09 14:13:41 +0200] [62615] [INFO] Booting worker with pid: 62615
[2026-01-09 14:13:41 +0200] [62616] [INFO] Booting worker with pid: 62616
[2026-01-09 14:13:41 +0200] [62606] [ERROR] Exception in worker process
Traceback (most recent call last):
  File "/home/vladned/.pyenv/versions/3.13.3/envs/riffbase-3133/lib/python3.13/site-packages/gunicorn/arbiter.py", line 608, in spawn_worker
    worker.init_process()
    ~~~~~~~~~~~~~~~~~~~^^
  File "/home/vladned/.pyenv/versions/3.13.3/envs/riffbase-3133/lib/python3.13/site-packages/gunicorn/workers/base.py", line 135, in init_process
    self.load_wsgi()
    ~~~~~~~~~~~~~~^^""",
      T("FastAPI"), T("Gunicorn"),
      source="https://github.com/vladNed/fastapi-endpoints/issues/9", kind="issue",
      note="gunicorn lower-case with its version; Uvicorn only in the worker's dotted class name, Python and pyenv only "
           "in absolute paths -- not labelled; /routers/api_v1 and routers/docs are modules (folders), not files"),
    R(r"""Improved APIRouter to allow for prefixs and discrovery

---
about: Updates APIRouter to be useful in defining routes across multiple .py files
---

Example:
```python
# main.py
from fasthtml.common import *
from ar import ar as products_router

app, rt = fast_app()
products_router.to_app(app)

@rt
def index():
    print(dir(products_router))
    return Div("hi", hx_get=products_router.rt_funcs.mainroute, hx_swap="outerHTML")

serve()
```
```python
# ar.py
from fasthtml.common import *

ar = APIRouter(prefix="/products")

@ar
def mainroute():
    return Button("hello world", hx_get=someroute)

@ar.get("/blah")
def someroute():
    return "goodbye world"
 ```

**Proposed Changes**
These changes make `APIRouter` useful without having to declare another `fast_app` when breaking routes up across multiple .py files. With these changes you can also provide a `prefix` to the instance of `APIRouter` so that all the routes defined will be accessible at `{prefx}/{route_name}`.""",
      T("FastHTML"), T("Python"),
      source="https://github.com/AnswerDotAI/fasthtml/pull/594", kind="issue",
      note="@ar.get(\"/blah\") sits under the router's /products prefix and the full path is never written -- no "
           "endpoint (as the earlier sets did); @rt and @ar without a path or method not labelled; FastHTML through its import (fasthtml.common), the lexicon may not "
           "know it; htmx only in hx_ argument names; main.py and ar.py bare"),
    R(r"""Fix router prefix ignored when set via include_router (#204)

### Cold-start review — request changes

Verified locally against a fresh clone of `main` + this PR head. The core idea (recover the `include_router(prefix=...)` prefix from the app's route table) is sound and the happy path works, and I confirmed the new test genuinely fails on the parent commit `e5cad13` with exactly the issue's symptom (`/mcp` at app root) and passes on this head — so it is a real regression test, not a tautology.

However there are **two blocking correctness problems** and several smaller ones. Details are in the inline comments; summary:

**Blocking**

1. **The fix is a silent no-op on FastAPI >= 0.137.0.** As of 0.137.0 `app.include_router()` no longer flattens sub-routes into `app.routes`; it appends a single `_IncludedRouter` object with no `.path` / `.endpoint`. `_resolve_router_include_prefix()` therefore finds nothing and returns `""`, and the bug is back. This project declares `fastapi>=0.100.0`, so this is inside the supported range. The new test *also fails on this PR head* under 0.141.1 — it only passes because `uv.lock` pins fastapi 0.115.11, so CI will never catch it. Bisected: 0.136.0 flat, 0.137.0 `_IncludedRouter`.""",
      T("FastAPI"),
      source="https://github.com/tadata-org/fastapi_mcp/pull/329", kind="issue",
      note="FastAPI with version pins (fastapi>=0.100.0, fastapi 0.115.11); uv.lock a bare file name -- uv not labelled "
           "(doubtful); /mcp a mount path without a method; CI generic"),
    R(r"""关于配置纯展示页面遇到的问题

老师您好，目前尝试使用Django开发一套企业官网，其中我想把首页作为一个纯展示页面，
结果遇到报错内容：
TemplateDoesNotExist at /hp
且对应路径报错提示：
Template-loader postmortem
Django tried loading these templates, in this order:

Using engine django:

django.template.loaders.filesystem.Loader: /Users/我的用户名/Documents/我的项目名/templates/config/index.html (Source does not exist)#（路径是项目真是存在的路径，html文件也存在，但是出现了这个报错）
------

我的项目中config作为一个app，其中的views.py内容如下：
#省略其他代码
def index_hp(request,index_id=None):
index = Index.objects.get()
return render(request,'config/index.html',context={'name':index})
------

项目中settings.py 
#省略其他代码
TEMPLATES = [
{
'BACKEND': 'django.template.backends.django.DjangoTemplates',
'DIRS': [os.path.join(BASE_DIR, 'templates/')], #（感觉这个BASE_DIR路径会不会要改写？？）
'APP_DIRS': True,""",
      T("Django"), F("config/index.html"),
      source="https://github.com/the5fire/typeidea/issues/53", kind="issue",
      note="Chinese thread; config/index.html the template path the view renders (labelled, as fresh-17 did), its "
           "absolute form not; /hp has no method; views.py and settings.py bare, templates/ a folder"),
    R(r""""TemplateDoesNotExist at /rango/"

您好，我按照教程做，但在第５部分模板文件这里总是报错。
这是我的settings.py

```
BASE_DIR = os.path.dirname(os.path.dirname(__file__))
TEMPLATES_DIRS = (os.path.join(BASE_DIR, 'templates'),)
```

模板路径的设置我先后用了文中提到的方法和上面这个方法，没有问题。路径是保证没有问题的。
views.py，跟教程中一样。

```
return render(request, 'rango/index.html', context_dict)
```

index.html在`/templates/rango/index.html`
之前写过一个简单的blog，settings.py和views.py跟这个基本差不多，但是没出现过这个问题。不知为何？
查阅了各种资料，总是报找不到模板的错误。

```
Exception Type:     TemplateDoesNotExist
Exception Value:    rango/index.html
```

实在不是问题处在何处？求指点。

血泪教训！原因是拼写错误！
settings.py文件里设置的模板路径是  `TEMPLATE_DIRS`！
不是  `TEMPLATES_DIRS`，也不是  `TEMPLATE_DIR`！""",
      F("rango/index.html"),
      source="https://github.com/taizilongxu/Tango_with_Django_zh_cn/issues/1", kind="issue",
      note="Chinese thread, the maintainer's two guesses cut; rango/index.html the template path (labelled), "
           "/templates/rango/index.html written as absolute -- not; Django only in the repository's name and Python "
           "never named -- nothing else labelled"),
    # ---------------------------------------------------------------- Flutter, Dio, React Native
    R(r"""Issue while building code...

``Launching lib/main.dart on POCO F1 in debug mode...
Running Gradle task 'assembleDebug'...
✓  Built build/app/outputs/flutter-apk/app-debug.apk.
Installing build/app/outputs/flutter-apk/app.apk...
Debug service listening on ws://127.0.0.1:33927/fF0hCS_CjaA=/ws
Syncing files to device POCO F1...
I/mple.flickd_ap(11648): ProcessProfilingInfo new_methods=445 is saved saved_to_disk=1 resolve_classes_delay=8000
I/flutter (11648): Unable to perform get request.
I/flutter (11648): DioError:DioError [DioErrorType.response]: Http status error [404]
I/flutter (11648): #0      DioMixin.assureDioError (package:dio/src/dio_mixin.dart:819:20)
I/flutter (11648): #1      DioMixin._dispatchRequest (package:dio/src/dio_mixin.dart:678:13)
I/flutter (11648): <asynchronous suspension>""",
      T("Gradle"), F("lib/main.dart"), F("build/app/outputs/flutter-apk/app-debug.apk"),
      F("build/app/outputs/flutter-apk/app.apk"),
      source="https://github.com/hussain-mustafa990/flickd_rest_app_flutter/issues/1", kind="issue",
      note="Flutter only as the log's tag and in the build folder's name, Dio only in error identifiers and package: "
           "dependency paths -- not labelled (doubtful); the built APKs are paths of the workspace, labelled; POCO F1 "
           "the device"),
    R(r"""This exception was thrown because the response has a status code of 404

flutter: DioException [bad response]: This exception was thrown because the response has a status code of 404 and RequestOptions.validateStatus was configured to throw for this status code.
The status code of 404 has the following meaning: "Client error - the request contains bad syntax or cannot be fulfilled"
Read more about status codes at https://developer.mozilla.org/en-US/docs/Web/HTTP/Status
In order to resolve this exception you typically have either to verify and fix your request code or you have to fix the server code.

Hi @abdullaha1987,

Looks like your URL in the Flutter project is wrong.
You'll need to check that the endpoint is correct, the `WPJsonAPI.instance.init(baseUrl: "https://mysite.com");` needs to match your website.

Let us know if you're still experiencing this issue and we'll reopen the ticket.""",
      T("Flutter"),
      source="https://github.com/woosignal/wp-json-api-flutter/issues/8", kind="issue",
      note="Flutter named by the answer; DioException only an identifier; WordPress only in the repository's name"),
    R(r"""I have error code on dart DioError [DioErrorType.response]: Http status error [404]

Hello..
Mr. TechnoLX..
I like your code and project.. But I have problem when I try to use register form in mobile emulator. But when I try on postman with your code laravel, it's work normal.. Respone from when debugprint after klik sign up is  show error is DioError [DioErrorType.response]: Http status error [404].. Could you help me

I have another problem to when I try to login its show error E/flutter ( 3287): [ERROR:flutter/runtime/dart_vm_initializer.cc(41)] Unhandled Exception: type 'DioError' is not a subtype of type 'bool'.. Could you help me plese..

Hi, regarding your first question, is indicating might have some issues on your api setting / api routing issue, please double check your api, and make sure everything is correct on your local. 
secondly, i am not quite sure what issue about second question, however, you may check your authentication when login, see if the token is correct.""",
      T("Dart"), T("Laravel"), T("Postman"),
      source="https://github.com/TechnoLX/Flutter-Doctor-Appointment-App-With-Laravel/issues/1", kind="issue",
      note="dart, postman and laravel lower-case; Flutter only in a log tag and the engine's source path -- not labelled "
           "(doubtful); DioError an identifier"),
    R(r"""While updating i am getting following error

DioError (DioError [DioErrorType.RESPONSE]: Http status error [404])

extension EmailValidator on String {
  bool isValidEmail() {
    return RegExp(
            r'^(([^<>()[\]\\.,;:\s@\"]+(\.[^<>()[\]\\.,;:\s@\"]+)*)|(\".+\"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$')
        .hasMatch(this);
  }
}

class Config {
  static String key = "";
  static String sceret = "";
  static String url = "https://yazumart.com/wp-json/wc/v3/products?";
  static String customerURL = "customers";
  static String tokenURL = "";
}

import 'dart:convert';
import 'dart:io';
import 'package:awesam_app/Config.dart';
import 'package:awesam_app/models/customers.dart';
import 'package:dio/dio.dart';

class APIservice {
  Future<bool> createCustomer(CustomerModel model) async {
    var authToken = base64.encode(
      utf8.encode(Config.key + ":" + Config.sceret),
    );

    bool ret = false;

    try {
      var response = await Dio().post(Config.url + Config.customerURL,
          data: model.toJson(),""",
      T("Dio"), T("Dart"),
      source="https://github.com/SnippetCoders/SnippetCoders/issues/1", kind="issue",
      note="Dio through its import (package:dio/dio.dart), Dart through the dart: imports (doubtful); Dio().post's URL is "
           "built from constants, no path written -- no endpoint; WooCommerce only inside a URL; package: paths are "
           "import specifiers"),
    R(r"""Im getting 404 error when insert data using provider

Hi when I working with dio package it gives a 404 error code in the console.""",
      T("Dio"),
      source="https://github.com/cfug/dio/issues/998", kind="issue",
      note="dio lower-case; provider (the Flutter state package) too generic a word here -- not labelled, doubtful"),
    R(r"""Build fails when trying to run on Android.

I am trying to run a starter on Android emulator by following the given instructions but I get an error: 

Any ideas why I'm getting this error?

> hello ghost, put this line at the end of `android/app/build.gradle` file : 
> `com.google.gms.googleservices.GoogleServicesPlugin.config.disableVersionCheck = true` 
> 
> then go to the `android` folder and do that: `./gradlew clean` 
> 
> after that in your root level project run that: `react-native run-android`

still the same issue

i have fix it by this method:
 put this line at the end of ```android/app/build.gradle``` file : <br/> ```com.google.gms.googleservices.GoogleServicesPlugin.config.disableVersionCheck = true``` <br/>
then go to the `android` folder and do that: ```./gradlew clean``` <br/>
after that in your root level project run that: ```react-native run-android```

This should be fixed on master, please clone and try again, thanks 👍 	

---
Loving `react-native-firebase` and the support we provide? Please consider supporting us with any of the below:""",
      T("Android"), T("Gradle"), T("React Native"), T("React Native Firebase"), F("android/app/build.gradle"),
      source="https://github.com/invertase/react-native-firebase-starter/issues/52", kind="issue",
      note="screenshot dropped; ./gradlew is Gradle's wrapper, react-native run-android React Native's CLI; "
           "react-native-firebase the library; android a folder; the Google services plugin only as a dotted name"),
    R(r"""Android build error after updating from RN v51 to v55

This is the error that I get when I am building the application or if I try to run it using `react-native run-android`

Fixed it, it was an issue with the `build.gradle` file.""",
      T("React Native"), T("Android"),
      source="https://github.com/yfuks/react-native-action-sheet/issues/29", kind="issue",
      note="screenshot dropped; RN v51 to v55 is React Native's versions, named by its CLI too; build.gradle bare"),
    R(r"""Android build fails

Or better said, i cant get `react-native run-android` to work, not sure what the issue is - maybe i missed something

I'm getting:

Have never seen an error like the one on the screenshot. Are you sure that you haven't missed something? I've seen that you also created a fork, did you find a way to fix that?""",
      T("React Native"), T("Android"),
      source="https://github.com/alwx/luno-react-native/issues/17", kind="issue",
      note="screenshot dropped; the react-native CLI names React Native; ClojureScript only in the repository's language"),
    R(r"""Can't run android

**problem**

JS server already running.
Building and installing the app on the device (cd android 
&& ./gradlew installDebug)...

> Configure project :app
WARNING: The specified Android SDK Build Tools version (28
.0.2) is ignored, as it is below the minimum supported ver
sion (28.0.3) for Android Gradle Plugin 3.2.1.
Android SDK Build Tools 28.0.3 will be used.
To suppress this warning, remove "buildToolsVersion '28.0.
2'" from your build.gradle file, as each version of the An
droid Gradle Plugin now has a default version of the build
 tools.

> Task :app:compileDebugJavaWithJavac FAILED
/Users/namprik/Projects/React-Native/bplusapp/android/app/
src/main/java/com/bplusapp/MainApplication.java:5: error: 
cannot find symbol
import com.facebook.react.ReactApplication;
                         ^
  symbol:   class ReactApplication
  location: package com.facebook.react""",
      T("Android"), T("Android SDK"), T("Android Gradle Plugin"), T("Gradle"),
      source="https://github.com/microsoft/react-native-windows/issues/2515", kind="issue",
      note="the log's hard-wrapped lines kept; ./gradlew is Gradle; React Native and Java only in an absolute path, a "
           "task name and dotted imports -- not labelled; JS server (the bundler) not labelled, doubtful"),
    R(r"""BUILD FAILED on run-android (with react-native-navigation@2.0.0-experimental.141)

Looks like gradle is trying to link to an older version of `react-native`. Can you try running `./gradlew clean` in the `/Project/android` directory and try running the command again? The other two issues you mentioned were actually trying to use a higher version of `react-native` with this package which was not supported but `.141` supports RN 0.37.

@varungupta85 it doesn't recognize the command gradlew. I removed the `./` from your suggestion, it seems like a typo.

I think @varungupta85 is right. Make sure you're using RN from node modules and not some older version cached by gradle.

make sure you have this code block in `build.gradle` (the one in your projects root directory)
```groovy
allprojects {
    repositories {
        mavenLocal()
        jcenter()
        maven {
            // All of React Native (JS, Obj-C sources, Android binaries) is installed from npm
            url "$rootDir/../node_modules/react-native/android"
        }
    }
}
```

Thanks, I just now noticed that my react-native version is not 0.37 as I thought.
Totally my bad, thanks for the help guys.""",
      T("React Native Navigation"), T("Gradle"), T("React Native"), T("Groovy"), T("npm"), T("Android"),
      source="https://github.com/wix/react-native-navigation/issues/447", kind="issue",
      note="react-native-navigation with its version (SURFACES); gradle lower-case, gradlew its wrapper; Groovy from the "
           "fence; JS and Obj-C as source kinds in a comment -- not labelled, doubtful; /Project/android absolute; "
           "build.gradle bare; node modules a folder"),
    R(r"""Ensure that CocoaPods on Cirrus is always the latest version.

Fixes test failures on the plugins iOS builder

```
Warning: CocoaPods minimum required version 1.6.0 or greater not installed. Skipping pod install.
  CocoaPods is used to retrieve the iOS and macOS platform side's plugin code that responds to your plugin usage on the Dart side.
  Without CocoaPods, plugins will not work on iOS or macOS.
  For more info, see https://flutter.dev/platform-plugins
To upgrade:
  brew upgrade cocoapods
  pod setup

```

> LGTM!
> Interesting that we had to 're-install' all the other dependencies but only need to upgrade cocoapods. Is cocoapods special that it is pre installed somehow?

Seems like it is, yeah.""",
      T("CocoaPods"), T("Cirrus CI"), T("iOS"), T("macOS"), T("Dart"), T("Homebrew"),
      source="https://github.com/flutter-team-archive/plugins/pull/1707", kind="issue",
      note="Cirrus is Cirrus CI (SURFACES), brew Homebrew, cocoapods lower-case; Flutter only in a URL -- not labelled"),
    # ---------------------------------------------------------------- NestJS and Express routers
    R(r"""Route resolving fails when setGlobalPrefix() is used

Hi Shekohex, 
after some trial and error I think nest-router is having issues when a globalPrefix is set in bootstrap function.

Let's say my routes look like this:
```ts
const routes:Routes = [
	{
		path: '/test', 
		module: TestBackendModule
	}
];
```
Combined with this
```ts
async function bootstrap() {
	const app = await NestFactory.create(AppModule);
	app.setGlobalPrefix(`api`);
	await app.listen(3333);
}
```
Neither calls to /api/test nor calls to /test could be routed successfully.
After removing the call to setGlobalPrefix, calls to /test were routed to the TestBackendModule.
Is this behaviour intended? If so, may I recommend to add a note to the Readme.

Nope, it's a bug in @nestjs/core, see this PR https://github.com/nestjs/nest/pull/1594 it should fix this issue""",
      T("nest-router"), T("NestJS"), T("TypeScript"),
      source="https://github.com/nestjsx/nest-router/issues/52", kind="issue",
      note="@nestjs/core is NestJS's core package; the module paths and /api/test carry no method -- no endpoint; "
           "TypeScript from the ts fences"),
    R(r"""Update server/index.js

On line 4 need to update route to include "/" otherwise users route won't work.

`  app.use('api/users', require('./user/user.routes'));`
`  app.use('/api/users', require('./user/user.routes'));`

I ran into this also.  I can submit a pull request for this.""",
      F("server/index.js"),
      source="https://github.com/jakblak/Sequelize_BookStore/issues/2", kind="issue",
      note="app.use mounts a router with no method -- no endpoint; './user/user.routes' a require specifier; Express "
           "never named, Sequelize only in the repository's name"),
    R(r"""feat(api/src/routes/users.ts): add users routes""",
      F("api/src/routes/users.ts"),
      source="https://github.com/lzvxck/PF-Henry-Grupo05/pull/18", kind="issue",
      note="a pull request with its title only; the file in the commit-style scope"),
]
