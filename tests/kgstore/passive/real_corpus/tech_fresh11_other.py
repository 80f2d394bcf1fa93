"""An eleventh fresh held-out set ("fresh-11"), part two: blog and tutorial paragraphs, reference
pages, API documentation, Q&A write-ups and changelogs -- Express routes and routers, Laravel's
route files (and MetaFox's on top of them), Gin, FastAPI's path operations, Flask's methods, Rails
and Hanami route tables, Spring Boot 404s, order APIs documented with and without their methods, an
Nginx access-log line, Django's URLconf, and the changelogs of jj, goldiprox, REROUTE and Appier.

Taken from stored public copies of the pages and files at the addresses given, kept as written
(trimmed) and labelled by hand without running the extractor, by the rules of part one
(``--split fresh-11``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "Express": ("ExpressJS",),
    "Node.js": ("Node",),
    "Apache HTTP Server": ("Apache",),
}

CASES = [
    # ---------------------------------------------------------------- blogs and tutorials: Express, Koa-free Node
    R("""ExpressJS' router has equivalent methods to handle HTTP methods. In other words, the HTTP methods POST, GET, PUT, and DELETE can be handled by this code:
/* Add a new user */ app.post('/users', (request, response, next) => { }) /* Get user */ app.get('/users/:id', (request, response, next) => { }) /* Update a user */ app.put('/users/:id', (request, response, next) => { }) /* Delete a user */ app.delete('/users/:id', (request, response, next) => { })
It's good to think of every URL as a noun and because of that a verb can act on it. In fact, HTTP methods are also known as HTTP verbs. If we think about them as verbs, when a request is made to our RESTful API, they can be understood as:
- Post a user
- Get a user
- Update...""",
      T("Express"), E("POST /users"), E("GET /users/:id"), E("PUT /users/:id"), E("DELETE /users/:id"),
      T("REST"),
      source="https://packtpub.com/en-cl/product/mern-quick-start-guide-9781787281080/chapter/building-a-restful-api-3/section/crud-operations-using-expressjs-route-methods-ch03lvl1sec28",
      kind="blog", note="ExpressJS glued; RESTful generic [REST labelled in part 16: the corpus labels the noun phrase 'REST API']"),
    R("""REST (Representational State Transfer) is a set of architectural rules that makes that communication predictable. When an API follows REST principles, any developer can look at a route like GET /users/42 and immediately understand: this fetches user with ID 42. No documentation required.
The core idea: expose resources, not actions.
- ❌ Non-REST:
POST /getUser,POST /deleteUserById - ✅ REST:
GET /users/:id,DELETE /users/:id
Mental Model: Resources
A resource is any entity your API manages — a user, an order, a product, a comment. Think of it as a noun.
Each resource gets its own URL (called an endpoint). The HTTP method on that URL defines the action:
For a users resource, the standard REST routes look like this:
| Method | Route | Action |
| GET | /users | Get all users |
| GET | /users/:id | Get one user by ID |
| POST | /users | Create a new user |
| PUT | /users/:id | Replace a user completely |
| DELETE | /users/:id | Delete a user |
Setting Up the Project
Prerequisites: Node""",
      T("REST"), T("Node.js"),
      E("GET /users"), E("GET /users/:id"), E("POST /users"), E("PUT /users/:id"), E("DELETE /users/:id"),
      source="https://blog.thitainfo.com/rest-api-design-with-expressjs-a-practical-guide-to-resources-routes-and-http-methods",
      kind="blog",
      note="the route table's rows; GET /users/42 is an example request, POST /getUser and POST /deleteUserById "
           "the anti-patterns the text rejects (not labelled); Node as the prerequisite"),
    R("""Express Routers & Route Organization
An Express Router is a mini-application of grouped routes that you mount under a shared URL prefix, letting you split a growing API into small, focused files.
In this lesson you'll create routers with express.Router() , mount them with app.use('/api', router) , read route params, chain methods with app.route() , split routes into files, and understand why route order matters.
1️⃣ Creating & Mounting a Router
Putting every route directly on app gets messy fast. express.Router() creates a mini-app : a self-contained group of routes you define with relative paths. You then mount it with app.use('/api/users', router) , and every route inside it gains that prefix.
2️⃣ Chaining Methods with app.route()
When several HTTP methods share the same path — say GET , PUT , and DELETE on /books/:id — repeating that string on every line is noisy. app.route(path) lets you declare the path once and chain the method handlers off it.
3️⃣ Route Order & Splitting Into Files
Express checks routes in the order you declare them and stops at the first match. That means a literal path like /users/me must come before a parameter path like /users/:id — otherwise :id matches first with id = "me" and your specific handler never runs.
In real projects you put each feature's router in its own file and mount them all in app.js .""",
      T("Express"), E("GET /books/:id"), E("PUT /books/:id"), E("DELETE /books/:id"),
      source="https://learncodefast.org/courses/nodejs/express-routing", kind="docs",
      note="/api and /api/users are mount prefixes; /users/me and /users/:id without a method; app.js bare"),
    R("""Each instance of an express application (such as var app = express()
) has its own Router
. By using the app.use()
method, you can connect routers together like this:
var app = express();
var router = express.Router();
app.use('/route', router);
This code snippet connects the router
at the /route
path of the main app
's Router. The mountpath
attribute simply indicates the path where a specific sub-application was connected, for example:
console.log(router.mountpath); // /route
Update: It might be important to note the significance of this attribute. You can refer to the documentation that demonstrates how linking a sub-app abstracts the full path from the sub-app itself, as shown in this example:
router.get('/sub', function(req, res) { ... });
Even though this route is actually accessed through /route/sub
, not just /sub
since we attached it under /route
. Therefore, if you need to determine the actual location of a connected sub-application, you can utilize the app.mountpath
property.""",
      T("Express"), E("GET /route/sub"),
      source="https://nodeer.space/questions/exploring-the-capabilities-of-the-appmountpath-feature-in-express",
      kind="qa",
      note="the answer writes the sub-route's whole path (/route/sub) and router.get gives its method; /route "
           "is the mount prefix"),
    # ---------------------------------------------------------------- PHP: Laravel routes
    R("""Concept Flow - API routes
Define route in routes/api.php
Laravel reads route file
Match incoming API request URL and method
Call controller or closure
Process request logic
Return JSON response
This flow shows how Laravel reads API route definitions, matches incoming requests, and returns JSON responses or errors.
Execution Sample
Laravel
Route::get('/users', function () {
    return response()->json(['name' => 'Alice']);
});
Defines a GET API route '/users' that returns a JSON object with a name.
Key Moments - 2 Insights
Why does a POST request to '/users' return 404 even though '/users' route exists?
Because the route is defined only for GET method, POST requests do not match and Laravel returns 404. See execution_table row 5.""",
      T("Laravel"), F("routes/api.php"), E("GET /users"),
      source="https://leyaa.ai/codefly/learn/laravel/part-3/laravel-api-routes/visualize", kind="docs",
      note="the POST to /users matches no route (not labelled); JSON a format"),
    R("""What is a Route?
In Laravel, a route is a rule that tells the framework:
“When someone visits a certain URL (URI), run this code.”
Example:
If someone visits /about, show them the “About” page.
Closure
A closure is a function written directly in the route definition (also called an anonymous function).
Instead of pointing to a controller, you can write the response right in the route.
Example:
use Illuminate\\Support\\Facades\\Route;
Route::get('/hello', function () {
return 'Hello World!';
});
No Complicated Config Files
Some older frameworks required you to define routes in large XML or config files.
Laravel avoids that.
Just open:
routes/web.php
and write your route in plain PHP.
The Default Route Files in Laravel
In Laravel, all application routes are stored in special files inside the routes directory. Laravel automatically loads these files based on the configuration in bootstrap/app.php, so you don’t need to include them manually.""",
      T("Laravel"), T("PHP"), F("routes/web.php"), F("bootstrap/app.php"), E("GET /hello"),
      source="https://www.codewithharoon.com/laravel/mastering-laravel-routing-part-1", kind="blog",
      note="/about has no method; XML a format"),
    R("""Basic Routing
MetaFox platform supports RESTful API routes.
Routing defines the way how platform resolve URI request info into Controller action,
Generally, you can define routes of your app package in the routes/api.php
for frontend api and routes/api-amin.php
for admincp apis.
This file re-uses Laravel Routing system at package-level, for futher information read out laravel routing (opens in a new tab)
routes/api.php
<?php
/**
* File name packages/metafox/blog/src/routes/api.php
* This file defines route that begin at /api/{ver}/ prefix
*
*/
namespace MetaFox\\Blog\\Http\\Controllers\\Api;
use Illuminate\\Support\\Facades\\Route;
Route::controller(BlogController::class) // register controller
->group(function () {
Route::patch('blog/sponsor/{id}', 'sponsor');
Route::patch('blog/feature/{id}', 'feature');
Route::put('blog/publish/{id}', 'publish');
});
Route::resource('blog', BlogController::class);""",
      T("MetaFox"), T("Laravel"), T("PHP"),
      F("routes/api.php"), F("routes/api-amin.php"), F("packages/metafox/blog/src/routes/api.php"),
      T("REST"),
      source="https://dev-docs.metafoxapp.com/backend/routing", kind="docs",
      note="the routes' paths have no leading slash and sit under the /api/{ver}/ prefix, so none is written whole; "
           "api-amin as written [REST labelled in part 16: the corpus labels the noun phrase 'REST API']"),
    # ---------------------------------------------------------------- Go: Gin
    R("""Gin Basics #2 Routing and Handlers
In the previous post we got our first Gin server up and running. This post covers the fundamentals of routing — registering routes per HTTP method, reading path parameters and query strings, and grouping endpoints with router groups.
- #6 Database integration (GORM)
Registering routes per HTTP method #
Gin provides a function for each method. Even for the same path, you can register different handlers when the method differs.
r := gin.Default()
r.GET("/users", listUsers)
r.POST("/users", createUser)
r.GET("/users/:id", getUser)
r.PUT("/users/:id", updateUser)
r.PATCH("/users/:id", patchUser)
r.DELETE("/users/:id", deleteUser)You define endpoints by combining a method with a path. The basic skeleton of a REST API shows through directly.
Path parameters — :name
#
To capture part of the path as a variable, prefix it with a colon. Read the value with c.Param.
r.GET("/users/:id", func(c *gin.Context) {
id := c.Param("id")
c.JSON(http.StatusOK, gin.H{"userID": id})
})curl http://localhost:8080/users/42
# {"userID":"42"}""",
      T("Gin"), T("GORM"), T("REST"),
      E("GET /users"), E("POST /users"), E("GET /users/:id"), E("PUT /users/:id"), E("PATCH /users/:id"),
      E("DELETE /users/:id"),
      source="https://schoolofweb.pages.dev/en/posts/gin-basics-2-routing-and-handlers/", kind="blog",
      note="curl not labelled; GORM named in the series' contents"),
    R("""Gin REST Principles
REST (Representational State Transfer) is an architectural style that defines a set of constraints for creating web services. When building web APIs with Gin, a popular Go web framework, understanding REST principles is essential for creating scalable, maintainable, and user-friendly APIs.
1. Resource-Based Routing
In REST, everything is a resource, which can be represented by a URI (Uniform Resource Identifier).
Example Implementation in Gin:
func setupRouter() *gin.Engine {
router := gin.Default()
// Collection resource
router.GET("/api/products", getAllProducts)
// Specific resource
router.GET("/api/products/:id", getProductByID)
// Sub-resources
router.GET("/api/users/:userId/orders", getUserOrders)
return router
}
Example in Gin:
func setupRoutes(router *gin.Engine) {
products := router.Group("/api/products")
{
products.GET("", getAllProducts) // List all products
products.GET("/:id", getProductByID) // Get a specific product
products.POST("", createProduct) // Create a new product
products.PUT("/:id", updateProduct) // Update a product""",
      T("Gin"), T("Go"), T("REST"),
      E("GET /api/products"), E("GET /api/products/:id"), E("GET /api/users/:userId/orders"),
      source="https://compilenrun.com/docs/framework/gin/gin-restful-apis/gin-rest-principles", kind="docs",
      note="the group's POST and PUT routes sit under /api/products, their whole paths never written with the "
           "method (the GETs are written whole above)"),
    # ---------------------------------------------------------------- Python: FastAPI, Flask
    R("""FastAPI

Lesson 01

Path operation order

Declare specific routes before dynamic path parameters so FastAPI matches requests as intended.

Good Code

api/users.py
from fastapi import APIRouter

router = APIRouter(prefix="/users", tags=["users"])


@router.get("/me")
async def read_current_user():
    return {"user_id": "current"}


@router.get("/{user_id}")
async def read_user(user_id: int):
    return {"user_id": user_id}

Review Notes

The good version declares the fixed /me route before the dynamic /{user_id} route.

The bad version lets /{user_id} match /me first, so FastAPI tries to parse "me" as an integer and returns a validation error.""",
      T("FastAPI"), F("api/users.py"),
      source="https://good-code-bad-code.pages.dev/tracks/fastapi/path-operation-order", kind="docs",
      note="the routes sit under the router's /users prefix, their whole paths never written"),
    R("""FastAPI matches routes in the order they are defined. More specific paths must be defined before less specific ones, otherwise the generic route will match first and the specific one will never be reached.
from fastapi import FastAPI
app = FastAPI()
# ✅ CORRECT - specific route first
@app.get("/users/me")
async def get_current_user():
# This matches first
return {"type": "current_user"}
@app.get("/users/{user_id}")
async def get_user(user_id: int):
# This is more generic
return {"type": "user", "id": user_id}
# GET /users/me → Returns {"type": "current_user"} ✅
# GET /users/123 → Returns {"type": "user", "id": 123} ✅# Order matters with multiple levels
@app.get("/posts/trending") # Specific - must be first
async def get_trending_posts():
return {"posts": []}
@app.get("/posts/{post_id}") # Generic - last
async def get_post(post_id: int):
return {"post_id": post_id}
@app.put("/posts/{post_id}") # Same path, different method - OK
async def update_post(post_id: int):
return {"updated": post_id}""",
      T("FastAPI"),
      E("GET /users/me"), E("GET /users/{user_id}"), E("GET /posts/trending"), E("GET /posts/{post_id}"),
      E("PUT /posts/{post_id}"),
      source="https://learning.ojasamirai.com/fastapi/path_parameters/beginner/order_matters", kind="docs",
      note="GET /users/123 is an example request of the {user_id} route, not a route of its own"),
    R("""Path Operations

A path operation in FastAPI lingo is just “a route plus an HTTP method.” Things like GET /users/{id} or POST /orders. We register them with decorators on the app instance.

The decorators

One per HTTP verb:

from fastapi import FastAPI

app = FastAPI()

@app.get("/items/")
async def list_items():
    return [{"id": 1, "name": "Notebook"}]

@app.post("/items/")
async def create_item():
    return {"id": 2, "name": "Pen"}

@app.put("/items/{item_id}")
async def replace_item(item_id: int):
    return {"id": item_id, "replaced": True}

@app.delete("/items/{item_id}")
async def delete_item(item_id: int):
    return {"deleted": item_id}

PUT replaces the full resource. PATCH does a partial update. GET reads. POST creates. DELETE deletes. Standard REST stuff — FastAPI doesn’t invent anything new here, it just makes the decorators dead simple.

The decorator accepts a bunch of kwargs that flow straight into the OpenAPI spec""",
      T("FastAPI"), T("REST"), T("OpenAPI"),
      E("GET /items/"), E("POST /items/"), E("PUT /items/{item_id}"), E("DELETE /items/{item_id}"),
      source="https://gyaan.pman47.cc/fastapi/05-path-operations", kind="docs",
      note="GET /users/{id} and POST /orders are the lingo's examples of path operations, not this app's routes"),
    R("""FastAPI Project Structure — Route Shadowing
Think of FastAPI's router as a waterfall: it tries to match incoming requests from top to bottom based on the order routes are registered. The first pattern that matches 'catches' the request, regardless of specificity.
from fastapi import FastAPI, APIRouter
router = APIRouter()
@router.get("/users/{user_id}")
async def get_user(user_id: str):
return {"user_id": user_id, "source": "dynamic"}
@router.get("/users/me")
async def get_current_user():
return {"user_id": "authenticated_user", "source": "static"}
app = FastAPI()
app.include_router(router)
Why Python Does This
FastAPI builds its routing table on top of Starlette's Router. Starlette matches incoming requests against path operations sequentially in the exact order they are registered. Since Python executes module code from top to bottom, the decorator @router.get("/users/{user_id}") registers its route first.""",
      T("FastAPI"), T("Starlette"), T("Python"), E("GET /users/{user_id}"), E("GET /users/me"),
      source="https://mortalapps.com/python/fastapi/fastapi-project-structure/", kind="blog",
      note="the router has no prefix and is included as is, so its paths are whole"),
    R("""Flask – HTTP methods

By default, the Flask route responds to the GET requests. However, this preference can be altered by providing methods argument to route() decorator.

In order to demonstrate the use of POST method in URL routing, first let us create an HTML form and use the POST method to send form data to a URL.

Save the following script as login.html

      <form action = "http://localhost:5000/login" method = "post">
         <p>Enter Name:</p>
         <p><input type = "text" name = "nm" /></p>
         <p><input type = "submit" value = "submit" /></p>

Now enter the following script in Python shell.

from flask import Flask, redirect, url_for, request
app = Flask(__name__)

@app.route('/login',methods = ['POST', 'GET'])
def login():
   if request.method == 'POST':
      user = request.form['nm']
      return redirect(url_for('success',name = user))""",
      T("Flask"), T("HTML"), T("Python"), E("POST /login"), E("GET /login"),
      source="https://www.tutorialspoint.com/flask/flask_http_methods.htm", kind="docs",
      note="login.html is bare; the form's action is a URL"),
    # ---------------------------------------------------------------- Ruby: Rails and Hanami routes
    R("""Generating All Routes for a Model
Lets say we have an item
model in a Ruby on Rails application. To create standard routes for this model, we write the following in config.rb
:
Rails.application.routes.draw do
resources :items
end
We can run rails routes
to see the routes created by the code above:
$ rails routes -c items
Prefix Verb URI Pattern Controller#Action
items GET /items(.:format) items#index
POST /items(.:format) items#create
new_item GET /items/new(.:format) items#new
edit_item GET /items/:id/edit(.:format) items#edit
item GET /items/:id(.:format) items#show
PATCH /items/:id(.:format) items#update
PUT /items/:id(.:format) items#update
DELETE /items/:id(.:format) items#destroy
What if we don’t need all of these routes though? We can use :only
and :except
to restrict the routes that are created for a model.""",
      T("Rails"),
      E("GET /items"), E("POST /items"), E("GET /items/new"),
      E("GET /items/:id/edit"), E("GET /items/:id"), E("PATCH /items/:id"),
      E("PUT /items/:id"), E("DELETE /items/:id"),
      source="https://practicaldev-herokuapp-com.global.ssl.fastly.net/nelsonfigueroa/restricting-ruby-on-rails-routes-with-only-and-except-14a3",
      kind="blog", note="a rails routes table, each line with its verb; config.rb is bare"),
    R("""Routes are a very confusing topic that have taken me a while to understand and trying to understand rails without understanding routes looks kind of like this…
The basic concept is that rails routes are how rails apps read a URL. When a user goes to a certain URL, the URL is sent to the rails routes folder (located in config/routes.rb). If the routes folder recognizes the URL, it then looks inside it’s corresponding controller for actions (or methods) that match that URL.
If you don’t want the user to have access to all 7 routes that are created when using resources, rails provides the “only” keyword so you can specify exactly what you want to be created.
resources :photo, :only => [:index, :show]
This will only create the photo#index and photo#show.
Non-Resourceful Routes
If you wish to create routes that do not fit the 7 routes that are created with resources, you can make custom routes with the HTTP helper methods. These include GET, POST, PATCH, PUT and DELETE. An example of this is below
GET  "/photo", to: photo#new'
GET photo/:id' => photos#show'
You can even make your routes respond to more than one HTTP helper method using :via and :match.
match photo/:id' => photos#show', via: [:get, :post]""",
      T("Rails"), F("config/routes.rb"), E("GET /photo"),
      source="https://hannahlw.github.io/blog/2015/05/13/rails-routes", kind="blog",
      note="rails lower-cased; photo/:id lacks its leading slash"),
    R("""Imagine we have a controller named manuscripts, where we have actions like Manuscripts::Index, but we still want to expose those resources as /books. Using the :controller option will save our day.

  1. resources :books, controller: 'manuscripts'
  2. # GET /books/1 will route to Manuscripts::Show, etc.

It generates:

VerbPathActionNameNamed Route
GET/accountAccount::Show:show:account
GET/account/newAccount::New:new:new_account
POST/accountAccount::Create:create:account
GET/account/editAccount::Edit:edit:edit_account
PATCH/accountAccount::Update:update:account
DELETE/accountAccount::Destroy:destroy:account

Remove Routes

  1. resource :account, only: [:show, :edit, :update, :destroy]
  2. # equivalent to
  3. resource :account, except: [:new, :create]""",
      E("GET /account"), E("GET /account/new"), E("POST /account"), E("GET /account/edit"),
      E("PATCH /account"), E("DELETE /account"), E("GET /books/1"),
      source="https://iquanku.com/read/Hanami-1.3-en/c9c0b2a1c9a211ac.md", kind="docs",
      note="a route table whose cells lost their spaces (GET/account); Hanami only in the address; GET /books/1 "
           "is a request the books resource answers"),
    R("""member(&block)
public

To add a member route, add a member block into the resource block:

resources :photos do
  member do
    get 'preview'
  end
end

This will recognize `/photos/1/preview` with GET, and route to the preview action of `PhotosController`. It will also create the `preview_photo_url` and `preview_photo_path` helpers.""",
      E("GET /photos/1/preview"),
      source="https://apidock.pages.dev/rails/v8.0.0/ActionDispatch/Routing/Mapper/Mapping/Scoping/Resources/member",
      kind="docs", note="Rails only in the address; the doc gives GET for the path"),
    # ---------------------------------------------------------------- JVM: Spring Boot
    R("""Keywords: Spring Boot | REST Controller | Component Scanning | 404 Error | Package Structure Design
Problem Background and Phenomenon Analysis
During Spring Boot application development, developers frequently encounter issues where REST controllers cannot be properly accessed, manifesting as 404 errors when accessing specific URLs. This situation typically occurs when controller classes reside in package structures different from the main application class.
From the provided error logs, we can observe that the application starts normally, with the Tomcat server running successfully on port 8080, yet accessing the /item path still returns a 404 status code. This indicates that while the application itself runs correctly, Spring Boot fails to properly identify and register the REST controller.
Core Issue: Component Scanning Mechanism
Spring Boot's @SpringBootApplication annotation is actually a composite annotation that includes the functionality of three annotations: @Configuration, @EnableAutoConfiguration, and @ComponentScan. The @ComponentScan is responsible for automatically scanning and registering Spring components.""",
      T("Spring Boot"), T("Tomcat"), T("Spring"),
      source="http://www.kouhan.cn/en/article/00009967", kind="qa",
      note="a Stack Overflow question's write-up; /item has no method and gets a 404"),
    R("""When developing a Spring Boot application, encountering a "No endpoint mapping found: 404" error is a common issue. This error occurs when the application fails to map an HTTP request to a corresponding controller method. Below is a typical scenario where this error might appear:
```java
@RestController
public class ExampleController {
@GetMapping("/example")
public String exampleEndpoint {
return "Hello, World!";
```
If a request is sent to `/example`, the endpoint works as expected. However, if a request is sent to an unmapped path like `/nonexistent`, Spring Boot returns a 404 error because no matching endpoint exists.
Why Does This Happen?
The 404 error in Spring Boot is directly related to the DispatcherServlet, which acts as the front controller in Spring MVC. When a request is made, the DispatcherServlet checks the registered handler mappings to find a suitable controller method.
For example, if the application is configured with a context path `/api` but the request is sent to `/example` instead of `/api/example`, the 404 error occurs:
```properties
# application.properties
server.servlet.context-path=/api
```
Ensure the URL matches the endpoint definition. Using tools like Postman or cURL helps verify the exact request being sent.""",
      T("Spring Boot"), T("Spring MVC"), T("Java"), T("Postman"), E("GET /example"),
      source="https://taourl.com/read-2593172.html", kind="blog",
      note="application.properties bare; /nonexistent matches nothing; /api/example under the context path is "
           "not given a method; cURL not labelled"),
    # ---------------------------------------------------------------- API documentation
    R("""Orders API Documentation
Access and manage order data through our comprehensive API.
Endpoints
GET /orders
Retrieve a list of orders. Supports filtering and pagination.
HTTP Method
GETPath
/ordersRequires Authentication
Yes (Bearer Token)Query Parameters
Name | Type | Required | Description |
---|---|---|---|
status |
String | No | Filter orders by status (e.g., pending , processing , shipped , delivered , cancelled ). |
limit |
Integer | No | Number of results to return per page. Defaults to 20. |
Example Request
curl -X GET \\
'https://api.example.com/v1/orders?status=processing&limit=10' \\
-H 'Authorization: Bearer YOUR_API_KEY'
POST /orders
Create a new order.
HTTP Method
POSTPath
/ordersRequires Authentication
Yes (Bearer Token)""",
      E("GET /orders"), E("POST /orders"),
      source="https://wario.hezongjian.com/developer/docs/orders", kind="docs",
      note="the example request's /v1/orders is inside a URL; curl not labelled"),
    R("""# Orders

## All Orders

<mark style="color:blue;">`GET`</mark> `https://yoursite.mavenseed.com/api/v1/orders`

Retrieve all orders

#### Path Parameters

| Name | Type    | Description            |
| ---- | ------- | ---------------------- |
| page | integer | Results are paginated. |

## Show Order

<mark style="color:blue;">`GET`</mark> `https://yoursite.mavenseed.com/api/v1/orders/:id`

Retrieve a single order

#### Headers

| Name          | Type   | Description |
| ------------- | ------ | ----------- |
| Authorization | string | Auth token  |

## Create Order

<mark style="color:green;">`POST`</mark> `https://yoursite.mavenseed.com/api/v1/orders`

Create an order.""",
      source="https://docs.mavenseed.com/developers/api/orders", kind="docs",
      note="every path is inside a full URL, so no endpoint is labelled; Mavenseed only in the URLs"),
    R("""Docs

Create Order

POST /orders

POST/orders

Required Tokens

FieldTypeRequiredDescription
BearerAuthorization: Bearer <api-key>OptionalYour API key. Pass it as the Bearer token on every request.

Creates a new order. Use Update Order after creation to set billing/delivery information, status, and notes.

Request Body

FieldTypeRequiredDescription
namestringRequiredDisplay name for the order.

Response

Returns 201 Created with the new order's ID in the body.""",
      E("POST /orders"),
      source="https://backopslive.com/docs/api-docs/event-api/orders/core/create-order", kind="docs"),
    R("""Orders API
v1.0 • REST • JSON
Full CRUD management for order accounts. Create, retrieve, update, and delete order records with built-in pagination and role-based access control support.
Quick Reference
/api/orders
200 OK
Get All Orders
Retrieves a paginated list of all orders in the system. Use the page
and limit query parameters to navigate large result sets.
/api/orders/{id}
200 OK
Get Single Order
Fetch the full profile for a specific order using their numeric ID.
/api/orders/{id}
404 Not Found
Order Not Found
Returned when the requested order ID does not exist in the system.
/api/orders
201 Created
Create Order
Registers a new order with the provided details.""",
      T("REST"),
      source="https://bogusapi.com/explore-orders-apis", kind="docs",
      note="the page's method badges are lost, so its paths come without a method (not labelled); JSON a format"),
    # ---------------------------------------------------------------- logs: Nginx
    R("""Nginx app access logs
An app’s Nginx access log contains records of every request for that app received by Nginx along with information about the response sent by Nginx.
As Nginx proxies all requests to Apache, the status code in each log entry will be the status code of the response received from Apache. Learn more about request handling.
View the logs
An app’s Nginx access logs can be viewed from within the ServerPilot dashboard or through SSH.
Log file format
The format of each log entry is:
IP_ADDRESS - AUTH_USER [DATE_TIME] "REQUEST_METHOD REQUEST_URI HTTP_VERSION" RESPONSE_CODE CONTENT_LENGTH "HTTP_REFERER" "USER_AGENT" "X_FORWARDED_FOR" REQUEST_LENGTH REQUEST_SECONDS "UPSTREAM_CONTENT_LENGTH" "UPSTREAM_REQUEST_SECONDS" "REQUEST_HOST"
For example:
66.249.79.36 - - [07/Mar/2025:00:03:34 +0000] "GET /blog HTTP/1.1" 302 1395 "-" "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" "-" 340 0.125 "1395" "0.125" "example.com\"""",
      T("Nginx"), T("Apache HTTP Server"), T("ServerPilot"), T("SSH"), E("GET /blog"),
      source="https://serverpilot.io/docs/logs/nginx/access", kind="docs",
      note="an access-log line of a request the app answered (302); Googlebot is the crawler in the user agent"),
    # ---------------------------------------------------------------- Q&A: Django
    R("""Keywords: Django | URL Configuration | 404 Error | Regular Expressions | Debug Mode
Problem Context and Error Analysis
In Django development, the "Page not found (404)" error is one of the most frequently encountered issues by developers. This error typically indicates that Django's URL dispatcher cannot match the current request URL to any defined URL pattern. From the provided case, when accessing the root path http://127.0.0.1:8000/, the system returns a 404 error, with the error message clearly stating: "Using the URLconf defined in homefood.urls, Django tried these URL patterns, in this order: ^foodPosts/ ^admin/ The current URL, , didn't match any of these."
In the case's urls.py file, we can see the following configuration:
from django.conf.urls import patterns, include, url
from django.contrib import admin
admin.autodiscover()
urlpatterns = patterns('',
url(r'^foodPosts/', include('foodPosts.urls')),
url(r'^admin/', include(admin.site.urls)),
)""",
      T("Django"),
      source="http://www.kouhan.cn/en/article/00046235", kind="qa",
      note="a Stack Overflow question's write-up; urls.py is bare; the URL patterns are regular expressions "
           "without methods"),
    # ---------------------------------------------------------------- changelogs
    R("""# Changelog

All notable changes to this project will be documented in this file.

The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.0.0/),
and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).

## [Unreleased]

### Breaking changes

* Dropped support for config in `~/.jjconfig`. Your configuration is now read
  from `<config dir>/jj/config.toml`, where `<config dir>` is
  `${XDG_CONFIG_HOME}` or `~/.config/` on Linux,
  `~/Library/Application Support/` on macOS, and `~\\AppData\\Roaming\\` on
  Windows.

## [0.3.1] - 2022-03-13

### Fixed bugs

 - (#131) Fixed crash when `core.excludesFile` pointed to non-existent file, and
   made leading `~/` in that config expand to `$HOME/`""",
      T("Linux"), T("macOS"), T("Windows"),
      source="github:martinvonz/jj:CHANGELOG.md", kind="changelog",
      note="home-relative paths (~/...) are absolute in effect; <config dir>/jj/config.toml is a placeholder "
           "path; jj itself only inside that path"),
    R("""# Change log


This file contains notable changes to the project

## 0.3.0

* **feature** added a `/routesz` endpoint, similarly named to `/healthz`, to dump the routes and their scores. This is only enabled when `env == development`
* **fix** the routes are now sorted as expected, most specific first, most parameters later.

## 0.2.0

* **feature** inject headers on `proxy` routes with optional `addHeaders`
* **feature** inject search params on `proxy` & `redirect` routes with optional `addSearchParams`
* **feature** add `/healthz` endpoint and wrap the process 5s termination state to improve use behind load balancers
* **fix** correct the container's command + args

## 0.1.1

Retry the build""",
      source="github:robb-j/goldiprox:CHANGELOG.md", kind="changelog",
      note="/routesz and /healthz are endpoints given without a method (not labelled)"),
    R("""# Changelog

All notable changes to REROUTE are documented here.

## [0.1.2] - 20-11-2025

### Added
- Lazy imports for optional framework dependencies
- Automatic update notifications in CLI (`reroute --version`)
- Clear error messages for missing framework dependencies

### Changed
- Optimized CI/CD pipeline (15 → 8 test jobs, 47% faster)
- Improved GitHub Actions workflow error handling

### Fixed
- Module import errors for optional dependencies
- Version consistency across configuration files
- GitHub Release 403 authorization errors

## [0.1.1] - 20-11-2025

### Fixed
- Duplicate banner display in CLI
- Unicode compatibility for Windows
- pyproject.toml license format

## [0.1.0] - 19-11-2025

### Added
- Initial release
- File-based routing
- FastAPI and Flask adapters""",
      T("REROUTE"), T("GitHub Actions"), T("GitHub"), T("Windows"), T("FastAPI"), T("Flask"),
      source="github:cbsajan/reroute-docs:docs/changelog.md", kind="changelog",
      note="pyproject.toml is bare; GitHub Release is GitHub's releases; Unicode a standard"),
    R("""# Changelog

All notable changes to this project will be documented in this file.

The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.0.0/),
and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).

## [Unreleased]

### Fixed

* Error related with unpacking of error handler parameters

## [1.22.1] - 2021-06-28

### Fixed

* `OPTIONS` route issue with non existing priority field

## [1.22.0] - 2021-06-28

### Added

* Support for `priority` field in routes, errors and custom handlers, allows explicit control of handler resolution""",
      source="github:hivesolutions/appier:CHANGELOG.md", kind="changelog",
      note="OPTIONS names a method with no path; Appier (the project) not named in the text"),
]
