"""A thirty-second fresh held-out set ("fresh-32"), the other texts: changelogs, docs, tutorials, answers and news from
projects and sites none of the earlier sets used -- the release history of bluesky's HTTP server, the changelogs of
Vincent's registry SDK, motherstarter, python-gron, the OriCommJS components and a climate-sensor backend; tutorials and
docs on Flask, FastAPI, Sinatra (three), Gin (two), Rails (three), Laravel middleware (three) and Django REST framework
(two); an answer on running a module inside a package, pages on Python's import path and Nginx's configuration; news of
Kubernetes 1.28, Rust in Linux 7.0 and Linux 6.0-rc7 (in Italian).

Taken from stored public copies of the pages and files at the addresses given, kept as written (trimmed) and labelled
by hand without running the extractor, by the rules of the earlier sets (``--split fresh-32``).
"""

from real_corpus import E, F, R, T  # noqa: F401

CASES = [
    # ---------------------------------------------------------------- changelogs
    R("""===============
Release History
===============

v0.0.9 (2023-03-24)
===================

Fixed
-----

- Compatibility with FastAPI v0.95.

v0.0.8 (2022-10-31)
===================

Added
-----

- The parameters passed using the environment variables ``QSERVER_ZMQ_CONTROL_ADDRESS``,
  ``QSERVER_ZMQ_INFO_ADDRESS``, ``QSERVER_ZMQ_PUBLIC_KEY`` and ``QSERVER_HTTP_CUSTOM_ROUTERS``
  can now be passed in the configuration YML file.


v0.0.7 (2022-10-02)
===================

Added
-----

- New parameters of ``LDAPAuthenticator``: ``connect_timeout``, ``receive_timeout``.

- Implementation of framework for API and resource access control.

- Implementation of simple API access control policies: ``BasicAPIAccessControl`` and ``DictionaryAPIAccessControl``.

- Implementation of a simple resource access control policy: ``DefaultResourceAccessControl``.

Changed
-------

- ``LDAPAuthenticator`` is not blocking the server event loop while waiting for the response from the server.

- ``LDAPAuthenticator`` now works with the pool of LDAP servers. The parameter ``server_address`` accepts
  a string representing a single server or a list of strings representing multiple servers.


v0.0.6 (2022-07-30)
===================

Added
-----

- New endpoints: ``/lock`` (POST), ``/lock/info`` (GET), ``/unlock`` (POST).""",
      T("FastAPI"), E("POST /lock"), E("GET /lock/info"), E("POST /unlock"),
      source="https://github.com/bluesky/bluesky-httpserver/blob/main/docs/source/release-history.rst",
      kind="changelog",
      note="trimmed to v0.0.9-v0.0.6: the endpoints are listed with their methods as '/lock (POST)'. LDAP (a protocol, "
           "in a class name), ZMQ only inside environment variable names, YML (a format): not labelled"),
    R("""## 1.0.2 (2025-06-01)

### 🩹 Fixes

- - Add `version` property to create new tool endpoint ([5266cd2](https://github.com/LIT-Protocol/Vincent/commit/5266cd2))

### ❤️ Thank You

- Daryl Collins

## 1.0.1 (2025-05-31)

### 🩹 Fixes

- - Export ZOD schemas of doc definitions in ([d8a3755](https://github.com/LIT-Protocol/Vincent/commit/d8a3755))
- ### Route Changes ([ca978e7](https://github.com/LIT-Protocol/Vincent/commit/ca978e7))

  - Removed route namespacing; all routes are now at the root instead of all nested under `/api/v1`
  - Add "list all apps" route `GET /apps`
  - Replace `toggle` with explicit `enable` and `disable` endpoints for appVersion

  #### Internal

  - Added chokidar watch task for `dev` auto-generate API on edit of `src/lib/**/*`

### ❤️ Thank You

- Daryl Collins

# 1.0.0 (2025-05-30)

### ⚠️ Breaking Changes

- ## Initial Release: vincent-rest-api ([13d6bf5](https://github.com/LIT-Protocol/Vincent/commit/13d6bf5))

  ### Features

  **REST API Client**

  - Added - Auto-generated TypeScript REST API client for Vincent services `vincentApiClient`
  - Provides type-safe HTTP client methods for all Vincent REST endpoints
    **OpenAPI Integration**
  - Exported `openApiJson` - Complete OpenAPI 3.0 specification as importable JSON
  - Exported - Runtime OpenAPI registry for schema validation and documentation `openAPIRegistry`
  - Enables integration with OpenAPI tooling and documentation generators""",
      T("Zod"), T("chokidar"), T("TypeScript"), T("REST"), T("OpenAPI"), E("GET /apps"),
      source="https://github.com/LIT-Protocol/Vincent/blob/main/packages/libs/registry-sdk/CHANGELOG.md",
      kind="changelog",
      note="'REST API Client' written as a noun phrase: REST. `src/lib/**/*` is a glob, not a file; `/api/v1` a prefix "
           "without a method"),
    R("""CHANGELOG
=======

# 2022.04.02

## BREAKING CHANGES - Python 3.7 Support Deprecated

- Due to an inherit [`pandas` dependency, python 3.7 support has been deprecated](https://pandas.pydata.org/docs/whatsnew/v1.4.0.html#increased-minimum-version-for-python)

## Version bumps

- bandit 1.7.0 to 1.7.4
- black 21.9b0 to 22.3.0
- click 7.1,<8.1 to 7.1,<8.2
- jinja 3.0.1 to 3.1.1
- mypy 0.910 to 0.942
- nox 2021.10.1 to 2022.1.7
- pandas 1.3.3 to 1.4.1
- pylama 7.7.1 to 8.3.8
- pytest 6.2.5 to 7.1.1


## Github Actions setup python upgrade

- Upgraded setup python from v2 to v3.1.0

# 2021.10.17

## Type hints

Type hinting has been added across the codebase [(#150)](https://github.com/writememe/motherstarter/pull/150) which closes long standing issue [(#19)](https://github.com/writememe/motherstarter/issues/19).

- Added type hints to codebase
- Refactored some unit tests
- Added `mypy` to CI testing

## Version bumps

- black 21.5b1 to 21.9b0
- click max version from <=7.2 to <8.1
- jinja2 2.11.3 to 3.0.1
- mypy 0.812 to 0.910
- nox 2020.12.31 to 2021.10.1
- openpyxl 3.0.7 to 3.0.9
- pandas 1.2.4 to 1.3.3
- pytest 6.2.3 to 6.2.5
- pytest-cov 2.11.2 to 3.0.0
- yamllint 1.26.1 to 1.26.3

## Codecov Github Actions upgrade

- Upgraded [Codecov action](https://github.com/codecov/codecov-action) from 1.4.1 to 2.1.0""",
      T("Python"), T("pandas"), T("Bandit"), T("Black"), T("Click"), T("Jinja"), T("mypy"), T("nox"), T("pylama"),
      T("pytest"), T("GitHub Actions"), T("openpyxl"), T("pytest-cov"), T("yamllint"), T("Codecov"),
      source="https://github.com/writememe/motherstarter/blob/master/CHANGELOG.md", kind="changelog",
      note="version bumps of the project's dependencies: each one labelled; 'setup python' is the setup-python action "
           "(GitHub Actions, labelled once)"),
    R("""# Changelog

## [1.3.0] - 2022-11-11

* added python 3.11 to test suite
* replaced requirements-dev.txt with appropriate block in pyproject.toml. You
  can install the dev requirements via `pip install -e .[dev]`
* updated some dev dependencies

## [1.2.0] - 2022-09-25

* added python 3.10 to test suite
* dropped python 3.7 support
* added mypy support
* removed pypy from test suite
* removed python3.6
* updated test dependencies
* added weekly dependabot check
* migrated to pyproject.toml
* simplified file structure of tests

## [1.1.6] - 2021-06-29

* fixed github urls

## [1.1.5] - 2021-06-29

* updated build script
* use .github actions, removed travis CI
* re-organized tests

## [1.1.4] - 2018-06-17

* added flake8 tests
* added Python 4.5 to test matrix

## [1.1.3] - 2018-04-16

* added Makefile
* added read the docs support
* updated docstrings
* updated classifiers in setup.py""",
      T("Python"), T("pip"), T("mypy"), T("PyPy"), T("Dependabot"), T("Travis CI"), T("Flake8"),
      T("Read the Docs"),
      source="https://github.com/venthur/python-gron/blob/main/CHANGELOG.md", kind="changelog",
      note="'.github actions' is GitHub Actions in a spelling the test would not find: left out rather than given a "
           "surface; a Makefile is a file, Make not named. requirements-dev.txt, pyproject.toml and setup.py are bare file names"),
    R("""# Changelog

All notable changes to this project will be documented in this file.

The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.0.0/),
and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).

## [1.1.0] - 2024-06-10

### Summary

- Work with framework OriCommJS 1.1.1 and above.

### Added

- Add new key `viewspath` into `components[name].common` when import common module to components global variable at `index.js`. Completed on 2024-06-27

### Changed

- Update example in startup/sqlite. Completed on 2024-06-10

### Deprecated

### Removed

### Fixed

### Security

[1.1.0]: https://github.com/wkloh76/oricommjs_components/releases/tag/1.1.0

## [1.0.9] - 2024-05-27

### Summary

- Work with framework OriCommJS 1.1.0 and above.
- Add new rule properties suitable for webnodejs engine in api/index.js and gui/index.js to provide robust handling in rule checking. Complete on 2024-06-06

### Added

### Changed

- Chnage load module sequence to rules, api, gui in in `index.js`. Completed on 2024-06-06

### Deprecated

### Removed

### Fixed

- Fix bug in `index.js` when common/models import modules unrecognized files cause system crash. Completed on 2024-05-27""",
      T("OriCommJS"), F("api/index.js"), F("gui/index.js"),
      source="https://github.com/wkloh76/oricommjs_components/blob/main/Changelog.md", kind="changelog",
      note="startup/sqlite and common/models are folders (an example named after SQLite, not a use of it); index.js a "
           "bare name; 'webnodejs engine' is the framework's own engine name"),
    R("""# 2.4.0

- add battery_voltage field
- [docs/changes/battery_voltage.md](docs/changes/battery_voltage.md)

# 2.3.0

- add air_pressure field
- [docs/changes/25-07-24-air-pressure.md](docs/changes/25-07-24-air-pressure.md)

# 2.2.0

- add auth
- [docs/changes/25-07-12-auth.md](docs/changes/25-07-12-auth.md)

# 2.1.0

- add /metrics endpoint with date filtering and limits
- add pagination to /metrics endpoint when more than LIMIT entries exist
- add comprehensive pagination tests and integration tests
- add README-example-calls.md for some curl examples
- add .env file and example launch.json

# 2.0.0

- add changelog at CHANGELOG.md
- add API versioning via URLs (/v1 and /v2)
- add max return limit for https://api.quantum.hackerban.de/v2/sensormetrics
- add max return limit for https://api.quantum.hackerban.de/v1/sensormetrics
- add openAPI spec https://api.quantum.hackerban.de/v2/docs
- add redoc endpoint https://api.quantum.hackerban.de/v2/redoc
- beautify the deploy script devops/dev_functions.sh /to be replaced by uv native commands)
- add test env creation scripts that creates randomly entries at test/manual/create_test_metrics.py

# 1.0.0

- First productive version
- supports /sensormetrics endpoint""",
      T("OpenAPI"), T("ReDoc"), T("uv"),
      F("docs/changes/battery_voltage.md"), F("docs/changes/25-07-24-air-pressure.md"),
      F("docs/changes/25-07-12-auth.md"), F("devops/dev_functions.sh"), F("test/manual/create_test_metrics.py"),
      source="https://github.com/hackerbande-nbg/climateguard-backend/blob/main/CHANGELOG.md", kind="changelog",
      note="/metrics and /sensormetrics endpoints have no method: not labelled; curl examples mentioned as a command "
           "name, not labelled; README-example-calls.md, launch.json and CHANGELOG.md are bare names"),
    # ---------------------------------------------------------------- docs and tutorials with routes
    R("""Now, let's create a POST endpoint to add new data. This endpoint will accept user data in JSON format and add it to our mock database.
We begin by defining a route for the endpoint and specifying that it only accepts POST
requests.
Python1# Define a route to create a new user 2@app.route('/users', methods=['POST']) 3def create_user():
By specifying methods=['POST']
, we ensure this route only responds to POST
requests, differentiating it from any GET
requests to the same /users
URL.
Next, we get the new user data from the request body in JSON format.
Python1# Define a route to create a new user 2@app.route('/users', methods=['POST']) 3def create_user(): 4 # Get the new user data from the request body 5 new_user = request.get_json()
request.get_json()
method extracts the data sent in the request body.POST
requests, this data is typically in JSON format.""",
      T("Python"), E("POST /users"),
      source="https://learn.codesignal.com/preview/lessons/3006", kind="blog",
      note="a Flask lesson whose excerpt never writes 'Flask' (only @app.route): Flask not labelled; 'Python1' is the "
           "page's code-box label with line numbers run in; GET requests to /users are only contrasted, no GET route "
           "is written"),
    R("""In FastAPI, a route is a combination of a URL path and an HTTP method. When a client sends a request to a specific URL with a specific method, FastAPI runs the function attached to that route. These functions are called path operation functions.

Defining a Route

A route is defined by decorating a function with a method decorator on the app object.

from fastapi import FastAPI

app = FastAPI()

@app.get("/")
def root():
    return {"message": "Hello World"}
  • @app.get("/") tells FastAPI that this function handles GET requests to the / path
  • The function returns a dictionary, which FastAPI converts to a JSON response automatically

Multiple Routes

You can define as many routes as needed:

@app.get("/users")
def list_users():
    return [{"id": 1, "name": "Alice"}, {"id": 2, "name": "Bob"}]

@app.post("/users")
def create_user():
    return {"message": "User created"}

@app.delete("/users/{user_id}")
def delete_user(user_id: int):
    return {"message": f"User {user_id} deleted"}

The Same Path, Different Methods

The same URL path can have multiple route definitions if they use different HTTP methods:

@app.get("/items")
def get_items():
    return []

@app.post("/items")
def add_item():
    return {"message": "Item added"}""",
      T("FastAPI"), E("GET /"), E("GET /users"), E("POST /users"), E("DELETE /users/{user_id}"), E("GET /items"),
      E("POST /items"),
      source="https://docs.telusko.com/docs/fastapi/routing-and-parameters/creating-routes-and-path-operations",
      kind="docs", note="routes in code; the root route 'GET /' labelled as the decorator writes it"),
    R("""Ruby Sinatra is probably the second most popular web framework in the Ruby ecosystem, second to the behemoth of Ruby on Rails. Ruby is a more minimalist framework like Javascripts, Express or Pythons, Flask.
Before this tutorial make sure to have Ruby installed.
Summary of RESTful Convention
THe restful convention gives us a blueprint of making the basic routes for CRUD (Create, Read, Update, Delete) functionality in a uniform way.
API Restful Routes
Name of Route | Request Method | Endpoint | Result |
---|---|---|---|
Index | GET | /model |
returns list of all items |
Show | GET | /model/:id |
returns item with matching id |
Create | Post | /model |
creates a new item, returns item or confirmation |
Update | Put/Patch | /model/:id |
Updated item with matching ID |
Destroy | Delete | /model/:id |
Deletes item with matching ID |
API in Sinatra
- create a new folder and navigate your terminal to it
- inside the folder create a file called
server.rb
- install sinatra
gem install sinatra
Our Model
What we will do is instead of using a database we will just use an array of hashes. So let's create an initial data set representing blog posts.
server.rb
require 'sinatra'
## Model/Dataset
posts = [{title: "First Post", body: "content of first post"}]
The Index Route
The Index Route displays all items of the model. So this route should return all posts when a get request is sent to "/posts".""",
      T("Sinatra"), T("Ruby"), E("GET /posts"),
      source="https://dev.to/alexmercedcoder/creating-a-full-crud-api-with-ruby-sinatra-15b4", kind="blog",
      note="Ruby on Rails, Express and Flask are only compared with Sinatra ('like Javascripts, Express or Pythons, "
           "Flask'): left out; 'gem install' names no tool by name. "
           "The table's /model rows are a placeholder for any resource: not labelled; the index route is GET /posts"),
    R("""# hi.rb
require 'rubygems'
require 'sinatra'
get '/' do
'Hello world!'
end
$ gem install sinatra
$ ruby hi.rb
== Sinatra has taken the stage ...
>> Listening on 0.0.0.0:4567
$ curl http://0.0.0.0:4567
Hello World
HOW DOES SINATRA WORK?
Routing: Verb + Pattern + Block
post '/' do
.. block ..
end
Routing: Named Params
get '/:id' do
model = MyModel.find( params[:id] )
...
end
Routing: URL Query Parameters
get '/posts' do
# matches "GET /posts?title=foo&author=bar"
title = params['title']
author = params['author']
# uses title and author variables;
# query is optional to the /posts route
End
Routing: Conditional Matching
get '/', :host_name => /^admin./ do
"Admin Area, Access denied!"
end
get '/', :provides => 'html' do
haml :index
end""",
      T("Sinatra"), T("Ruby"), T("RubyGems"), T("Haml"), E("GET /"), E("POST /"), E("GET /:id"), E("GET /posts"),
      source="https://www2.slideshare.net/launchany/using-sinatra-to-build-rest-apis-in-ruby", kind="blog",
      note="slides (James Higginbotham), the extraction's stray tabs dropped; hi.rb a bare name; 'haml :index' renders "
           "a Haml template: labelled"),
    R("""Since learning how to create web APIs is becoming so fundamental, that’s what we are going to do today. Let’s build a simple Ruby API with Sinatra!
What is Sinatra?
Sinatra is a simple (yet powerful and flexible) micro web framework built with Ruby. It is described as a DSL by the makers and leverages the power of Ruby meta-programing to make the creation of web applications and web APIs a breeze.
Here are a few more facts about Sinatra:
- 2042 lines of code
- A few things made with Sinatra
- Built by Blake Mizerany with the support of Heroku, GitHub and Engine Yard. Today, Travis CI takes care of it.
Finally, why is it called Sinatra?
“[Thanks to] Frank Sinatra (chairman of the board) for having so much class he deserves a web-framework named after him.” – Sinatra website""",
      T("Ruby"), T("Sinatra"),
      source="https://x-team.com/blog/how-to-create-a-ruby-api-with-sinatra/", kind="blog",
      note="Heroku, GitHub, Engine Yard and Travis CI are companies that backed or maintain Sinatra, not things the "
           "tutorial uses: left out; Frank Sinatra the singer is a trap"),
    R("""r :=  gin. Default ( ) 
r. GET ( "/hello" ,  func ( c * gin. Context)  { c. JSON ( 200 ,  gin. H{ "message" :  "Hello, world!" } ) 
} ) 
r. POST ( "/login" ,  loginHandler) 
r. Run ( ":8080" )  
r. GET ( "/users/:username" ,  getUsers) 
admin :=  r. Group ( "/admin" ) 
admin. Use ( AuthMiddleware)  
admin. GET ( "/users" ,  listAdminUsers) 
admin. POST ( "/users" ,  createAdminUser) 
r. GET ( "/old-path" ,  func ( c * gin. Context)  { c. Redirect ( http. StatusMovedPermanently,  "/new-path" ) 
} ) 
处理函数接收一个 * gin. Context 参数,该对象包含了请求和响应的所有相关信息, 通常完成以下任务:
-  读取请求数据:通过 c. Query ( ) 、c. PostForm ( ) 、c. ShouldBind ( )  等方法获取查询参数、表单数据或 JSON/ XML 等请求体内容
-  响应数据:使用 c. JSON ( ) 、c. XML ( ) 、c. String ( ) 、c. File ( )  等方法向客户端发送响应
-  中间件:调用 c. Next ( )  传递控制权给下一个中间件或者结束请求""",
      T("Gin"), E("GET /hello"), E("POST /login"), E("GET /users/:username"), E("GET /old-path"),
      source="http://mzph.cn/web/30125.shtml", kind="blog",
      note="Chinese notes on Gin routes: the code calls gin.Default() (Gin labelled); JSON/XML formats not; the admin "
           "group's routes ('/admin' + '/users') never have their full path written: not labelled"),
    R("""Gin
Gin是一个golang的微框架,封装比较优雅,API友好,源码注释比较明确,已经发布了1.0版本。具有快速灵活,容错方便等特点。其实对于golang而言,web框架的依赖要远比Python,Java之类的要小。自身的net/http足够简单,性能也非常不错。框架更像是一些常用函数或者工具的集合。借助框架开发,不仅可以省去很多常用的封装带来的时间,也有助于团队的编码风格和形成规范。
下面就Gin的用法做一个简单的介绍。
首先需要安装,安装比较简单,使用go get即可:
go get gopkg.in/gin-gonic/gin.v1
gin的版本托管再 gopkg的网站上。我在安装的过程中,gokpg卡住了,后来不得不根据gin里的godep的文件,把响应的源码从github上下载,然后copy到对应的目录。
关于golang的包管理和依赖,我们以后再讨论。
Hello World
使用Gin实现Hello world非常简单,创建一个router,然后使用其Run的方法:
import (
"gopkg.in/gin-gonic/gin.v1"
"net/http"
)
func main(){
router := gin.Default()
router.GET("/", func(c *gin.Context) {""",
      T("Gin"), T("Go"), T("godep"), E("GET /"),
      source="https://cnblogs.com/pzblog/p/9088277.html", kind="blog",
      note="'golang' is Go (a lexicon spelling); Python and Java only compared as ecosystems ('依赖要远比Python,Java之类的要小'): "
           "left out; gopkg is a site; 'go get' is Go's CLI"),
    R("""Adding a route to our routes file, config/routes.rb :

Rails.application.routes.draw do
get "/articles", to: "articles#index"

note: Anytime we make routing changes we need to restart the Rails server!

The route above declares that GET /articles requests are mapped to the index action of ArticlesController. To create ArticlesController and its index action, we'll run the controller generator:

rails g controller Articles index --skip-routes (since we already have an appropriate route)

This will generate several files, but the most important at that point is the controller file at app/controllers/articles_controller.rb:

class ArticlesController < ApplicationController
def index

The index action is empty. When an action does not explicitly render a view (or otherwise trigger an HTTP response), Rails will automatically render a view that matches the name of the controller and action. The index action will render app/views/articles/index.html.erb by default.""",
      T("Rails"), F("config/routes.rb"), F("app/controllers/articles_controller.rb"),
      F("app/views/articles/index.html.erb"), E("GET /articles"),
      source="https://aleksandra-bystranowska.medium.com/rails-101-95c3e64a7c37", kind="blog",
      note="Rails named in the text and in Rails.application"),
    R("""5.5. Analyzing the Controller

Controllers are stored in app\\controllers, so you can find your Articles controller in app\\controllers\\articles_controller.rb.

Note how the singular resource (that is, article) passed to the scaffold generator created a model that is singular and a controller that is plural. It is customary for RESTful controllers to be plural, because when you send a GET request for /articles or /articles.xml you are expecting to get a collection of items in return. Issuing a /article or /article.xml to obtain a series of articles doesn't seem as logical.

All of the code for your controller exists within the following class definition:

class ArticlesController < ApplicationController
  # ...
end

As you can see, the class ArticlesController inherits from ApplicationController. The Application controller is an application-wide controller, and all the controllers that you define inherit from it. You can find its definition in app\\controllers\\application.rb. ApplicationController in turn inherits from ActionController::Base.

Let's tackle each action within ArticlesController, one at a time.

5.5.1. index

The index action is there to list all the existing articles. This is how it is defined:

# GET /articles
# GET /articles.xml
def index
  @articles = Article.find(:all)""",
      F("app\\controllers\\articles_controller.rb"), F("app\\controllers\\application.rb"), E("GET /articles"),
      E("GET /articles.xml"),
      source="https://www.safaribooksonline.com/library/view/ruby-on-rails/9780470374955/9780470374955_analyzing_the_controller.html",
      kind="docs",
      note="a book excerpt (Ruby on Rails for Microsoft Developers) with Windows relative paths; Rails is not named in "
           "the excerpt itself (only in the address); app\\controllers is a folder; ActionController::Base a namespace"),
    R("""# config/routes.rb
Rails.application.routes.draw do
# resources generates 7 RESTful routes (index/show/new/create/edit/update/destroy)
resources :articles
# Nested resources
resources :posts do
resources :comments, only: [:index, :create, :destroy]
end
# Singular resource (no :id in URL — e.g. user profile)
resource :profile, only: [:show, :edit, :update]
# Namespace — groups routes and controllers under a prefix
namespace :admin do
resources :users
resources :analytics, only: [:index]
end
# => /admin/users, controllers in app/controllers/admin/users_controller.rb
# Scope — URL prefix without affecting controller namespace
scope :api do
resources :products
end
# => /api/products, controllers still in app/controllers/products_controller.rb
# Member routes (operate on a specific resource)
resources :articles do
member do
post :publish
delete :archive
end
collection do
get :featured # /articles/featured
end
end
# Named routes
get "/about", to: "pages#about", as: :about
# => about_path, about_url helpers generated
root "dashboard#index\"""",
      T("Rails"), F("config/routes.rb"), F("app/controllers/admin/users_controller.rb"),
      F("app/controllers/products_controller.rb"), E("GET /about"), E("GET /articles/featured"),
      source="https://devrecall.com/learn/ruby-on-rails", kind="docs",
      note="'Rails.application' in the code names Rails; resources-generated routes (/admin/users, /api/products) are "
           "written without a method: not labelled; the collection route 'get :featured' has its full path in the comment"),
    R("""Laravel already ships with a ton of default configured middleware out of the box if you check in the app/Http/Middleware directory.

All of the default middlewares and custom ones must be registered in the app/Http/Kernel.php file before being used. The Kernel class is also the place where you have to register your own custom middleware.

Steps for creating Custom Middleware in Laravel Application

The following PHP artisan command can be used to create middleware files, so launch your terminal (or command prompt on Windows) and go to your application directory, then type the following command:

php artisan make:middleware SecretHeaders

This command will create a new SecretHeaders.php file in the app/Http/Middleware directory.""",
      T("Laravel"), T("PHP"), T("Windows"), F("app/Http/Kernel.php"),
      source="https://inspector.dev/how-to-create-custom-middleware-in-laravel", kind="blog",
      note="app/Http/Middleware is a folder, SecretHeaders.php a bare name; 'php artisan' is Laravel's CLI"),
    R("""Adding a Global Middleware: 3 Ways

If you want to define a global Middleware for all API routes, for example, there are three "levels" where you can set it:

Option 1. In the routes file.

// routes/api.php
Route::middleware(YourMiddleware::class)->group(function() {
// .., all API routes
})

Option 2. In the routes service provider.

// app/Providers/RouteServiceProvider.php
public function boot()
{
$this->configureRateLimiting();
 
$this->routes(function () {
Route::middleware(['api', YourMiddleware::class])
// ...

Option 3. In the global middleware kernel file.

// app/Http/Kernel.php: add to the 'api' group
protected $middlewareGroups = [
'api' => [
// \\Laravel\\Sanctum\\Http\\Middleware\\EnsureFrontendRequestsAreStateful::class,
'throttle:api',
\\Illuminate\\Routing\\Middleware\\SubstituteBindings::class,
YourMiddleware::class,
],
];""",
      F("routes/api.php"), F("app/Providers/RouteServiceProvider.php"), F("app/Http/Kernel.php"),
      source="https://laraveldaily.com/tip/adding-global-middleware-3-ways", kind="blog",
      note="a Laravel tip whose text names Laravel only in a commented-out namespace (\\Laravel\\Sanctum\\...): "
           "namespace paths are not labelled, so no technology"),
    R("""Global middleware 

it's a middleware that will run during all HTTP request to your application, you can add or edit the Global middleware which registers in $middleware property inapp/Http/Kernel.php  directory 

Route middleware 

this middleware will run in a specific route, not for all request you can add or edit the route middleware which registers in $routeMiddleware property inapp/Http/Kernel.php  directory 

step3: Assign middleware to a route

Route::get('/', function () {""",
      E("GET /"),
      source="https://www.qandeelacademy.com/laravel-tutorial/laravel-middleware", kind="blog",
      note="'inapp/Http/Kernel.php' runs the word 'in' into the path as the page writes it: not a clean path, not "
           "labelled; Laravel named only in the address and the page title, not in this excerpt; Route::get('/') a route"),
    R("""DRF is a django-package that helps us to build RESTFul APIs for our system. APIs are used to transfer data from one platform to another. Although there are some other packages in Django that help us to build RESTFul APIs, we will be using DRF.

Commonly, to create a API using DRF, we only need three files:

Urls

This file is used to define the routes of the API endpoints. It is same as that of a normal urls.py file in django. We can also define routers in urls.py file.

While using a ModelViewSet, we don't need to define a separate url path for each of the operation, but we can create routers for such ViewSets and the url paths are automatically generated for the given ViewSet. We will discuss about this later.

Serializers

Serializers are used to convert the queryset and model objects into python data-types which can be easily rendered into JSON or XML contents.""",
      T("Django REST framework"), T("Django"), T("Python"),
      source="https://yantrashalait.github.io/genericapi", kind="docs",
      note="'DRF' is Django REST framework (a lexicon spelling); "
           "'RESTFul APIs' is plural, not the noun phrase 'REST API': REST not labelled; urls.py a bare name"),
    R("""Project structure

“How to properly structure a Python project?” - is a very common question. And it’s a difficult one. There is no silver bullet that will work for each project.

Python doesn’t enforce any structure. As long as you know what you are doing, you can organize your project however you like. From the tools and frameworks that I know of, only Django will try to put some scaffolding for you (but you are not forced to use it).

When you first think about the structure of the project, it might not sound complicated. And usually, it won’t be, but if you are not careful, you will probably hit one of the two common problems:

  • The file you try to import is not on the import path (usually resulting in ModuleNotFoundError)
  • Circular import errors (usually resulting in ImportError)

Importing modules

When you try to import a module, Python will search in 3 places:

  • The directory containing the script that was used to invoke Python interpreter. In other words, if you run python ~/my_module/scripts/, Python will look for modules to import inside the ~/my_module/scripts/ directory. If you are starting an interactive session (by running $ python), Python will use the current directory instead.
  • Additional paths specified in the PYTHONPATH environment variable
  • Installation-dependent default folders (it includes the folder with pip packages)""",
      T("Python"), T("Django"), T("pip"),
      source="https://pycon.switowski.com/03-project-structure-2-parts/structure/", kind="docs",
      note="~/my_module/scripts/ is a home-relative folder: not a file"),
    # ---------------------------------------------------------------- answers
    R("""This expands on @Mad Physicist's answer.
First, assuming app is itself a package (since you added __init__.py to it) and utils and products are its subpackages, you should change the import to import app.utils.transform, and run Python from the root directory (the parent of app). The rest of this answer assumes you've done this. (If it wasn't your intention making app the root package, tell me in a comment.)
The problem is that you're running app.products.fish as if it were a script, i.e. by giving the full path of the file to the python command:
python app/products/fish.py
This makes Python think this fish.py file is a standalone script that isn't part of any package. As defined in the docs (see here, under ), this means that Python will search for modules in the same directory as the script, i.e. app/products/:
If the script name refers directly to a Python file, the directory containing that file is added to the start of
sys.path, and the file is executed as the__main__module.
But of course, the app folder is not in app/products/, so it will throw an error if you try to import app or any subpackage (e.g. app.utils).
The correct way to start a script that is part of a package is to use the -m (module) switch (reference), which takes a module path as an argument and executes that module as a script (but keeping the current working directory as a module search path):
If this option is given, [...] the current directory will be added to the start of
sys.path.
So you should use the following to start your program:
python -m app.products.fish""",
      T("Python"), F("app/products/fish.py"),
      source="https://www.e-learn.cn/qa/answer/1102184/2177626.html", kind="qa",
      note="a copied Stack Overflow answer; app/products/ is a folder; app.products.fish a module path"),
    # ---------------------------------------------------------------- news
    R("""A new version of Kubernetes just dropped – here’s what’s inside

·        Version 1.28 is the second of three releases planned for this year

·        New features include the introduction of sidecar containers and custom resource definition

·        The Kubernetes update is the latest in a frenzy of releases from the CNCF

There are few things in life as certain as taxes and another Kubernetes release, according to Cloud Native Computing Foundation (CNCF) Team Lead Grace Nguyen. And right on schedule, a new version of the latter just dropped.

Nguyen spearheaded development of the newly released Kubernetes v1.28, which brings a number of “new themes” to the table, including the introduction of sidecar containers, custom resource definition (CRD) validation expression improvements, support for restarting workloads impacted by non-graceful node shutdowns and more""",
      T("Kubernetes"),
      source="https://www.silverliningsinfo.com/apps-services/new-version-kubernetes-just-dropped-heres-whats-inside",
      kind="news", note="the CNCF is a foundation, not a tool"),
    R("""While Linux 7.0 is the next kernel version solely over Linus Torvalds’ numbering preference, there is a notable symbolic change that was sent in overnight for this new kernel merge window: formally concluding the “Rust experiment” with upstream kernel developers now in acceptance that Rust for the Linux kernel is here to stay.
The patch was talked about back in December that the Rust experiment is over and it’s here to stay. There are already uses for Rust in production environments, some Linux distributions shipping with Rust kernel code, and millions of Android devices also using it.""",
      T("Linux"), T("Rust"), T("Android"),
      source="https://lemmy.notmy.cloud/post/3339419/4421348", kind="news",
      note="a news post shared on Lemmy; its trailing emoji and a stray comment dropped"),
    R("""Linus Torvalds ha annunciato alla community di utenti, tester e mantainer il rilascio della settima release candidate di Linux 6.0. I coder del progetto hanno quasi ultimato i lavori di tale ramo di sviluppo, infatti la versione stabile è attesa per la prossima settimana, salvo ovviamente l'insorgere di imprevisti o bug molto gravi. In Linux 6.0-rc7 è stata eseguita una code review molto profonda. Inoltre i developer hanno integrato numerosi bugfix di sicurezza, miranti ad irrobustire il codice, e patch che garantiscono una migliore stabilità delle diverse feature del kernel del Pinguino.

Linux 6.0-rc7 beneficia dell'implementazione di tutta una serie di funzionalità davvero interessanti. Ad esempio il team di coder ha proseguito i lavori di implementazione del supporto a Rust, malgrado questo codice sia ancora etichettato come sperimentale si sta dimostrando davvero promettente. Ovviamente non mancano anche gli update dei driver per i file system XFS ed NTFS. Inoltre sono arrivate anche le patch per i device Thunderbolt sulla piattaforma Intel Raptor Lake.""",
      T("Linux"), T("Rust"), T("XFS"), T("NTFS"),
      source="https://www.html.it/magazine/linux-6-0-rc7-la-versione-stabile-e-attesa-nei-prossimi-giorni/",
      kind="news",
      note="Italian tech news; XFS and NTFS are file systems the kernel's drivers support (labelled); Thunderbolt and "
           "Raptor Lake are hardware"),
    R("""Nginx is a web server and reverse proxy server. It has experienced wide-spread adoption and is displacing many other common options.
While Nginx is a powerful tool, its configuration can be intimidating for those coming from other servers, or who are new to web servers in general. In this guide, we will explore the main Nginx configuration files and demystify some of the syntax and options.
We will be using an Ubuntu 12.04 install, but most distributions will be configured with similar file locations.
Nginx stores its configuration files within the "/etc/nginx" directory.
Inside of this directory, you will find a few directories and various modular configuration files:
cd /etc/nginx ls -F
conf.d/ koi-win naxsi.rules scgi_params uwsgi_params fastcgi_params mime.types nginx.conf sites-available/ win-utf koi-utf naxsi_core.rules proxy_params sites-enabled/
If you are coming from Apache, the "sites-available" and "sites-enabled" directories will be familiar.
These directories are used to define configurations for your websites. Files are generally created in the "sites-available" directory, and then symbolically linked to the "sites-enabled" directory when they are ready to go live.""",
      T("Nginx"), T("Ubuntu"), T("Apache HTTP Server"),
      source="https://digitalocean.com/community/articles/how-to-configure-the-nginx-web-server-on-a-virtual-private-server",
      kind="docs",
      note="'coming from Apache' means the Apache web server; /etc/nginx is absolute, nginx.conf and mime.types bare "
           "names, naxsi/uwsgi/fastcgi only inside file names"),
    R("""Django Rest Framework - Basics
REST
Definition: REpresentation State Transfer
- is stateless like HTTP
- supports common HTTP verbs
- returns data in either JSON or XML
Views
Are used to customize and serialize data in JSON format.
- views rely on the model, URL and serializer
- allow us to apply logic to each API endpoint
Viewsets
Are used to replace multiple related views into a single class.
- instead of a list view and a detail view, a viewset can handle both list and detail views
- use permission_classes the same as views
- define the view behanvior
Serializers
Translates complex data like querysets and model instances into a format that is easy to consume over the internet. Also deserializes data which is the same process in reverse, JSON data is validated and then transformed into a dictionary.""",
      T("Django REST framework"),
      source="https://dev-brain.pages.dev/Frameworks/DjangoRestFramework/the-basics.html", kind="docs",
      note="REST defined as an idea, not written as 'REST API': not labelled; JSON/XML formats"),
]
