"""A sixteenth fresh held-out set ("fresh-16"), technical part: GitHub issue and pull-request threads from the
everyday mainstream, in repositories none of the earlier sets used -- a Django contest tracker's migration, an
Express boilerplate's routes, a generated REST API, the RealWorld Node backend, an RCOS server's user API,
FastAPI-RESTful class-based views, Django migrations on fresh PostgreSQL installs (a Zenhub dashboard, a
bioinformatics pipeline, a lab database, django-wiki, a convention registration system), Compose stacks that
cannot reach their Postgres (a Node template, a PHP boilerplate, Clair, a Django dashboard, csvbase, a Spring and
Vue starter, a Flask API, a Go exchange), Gin in the OpenAPI generator, a gallery backend and a CORS middleware,
body-parser on Express, a Node Reddit clone tutorial, FightPandemics' auth route, a Spring controller's POST and
a paste bin's -- plus five changelogs (two Django packages and three Helm charts), four question-and-answer pages
(Kubernetes troubleshooting, npm's ERESOLVE twice, Django's 404) and five blog posts (CORS between React and
Express twice, Django's 404 pages twice, Kubernetes pod debugging), each a paragraph or a few lines kept as
written (code blocks, logs and tracebacks as they appear, trimmed; the comments of a thread joined without their
author lines), with a thread's title opening its text.

Every text was taken from a stored public copy at the address given and labelled by hand without running the
extractor on it, by the earlier sets' conventions: technologies under their usual canonical name (any spelling
in the text), also tools the lexicon may not know, a code fence's language (not a shell's); data formats,
everyday shell utilities, sites and placeholders not labelled, nor names only inside URLs, absolute or
dependency paths or identifiers in code; relative file paths as written (./ kept), absolute paths, paths inside
dependencies, URLs' paths and bare file names not; an endpoint only as "METHOD /path", when the text gives the
method for that path (a route in code -- a lower-case method call like app.post('/x') or a mapping call like
app.MapGet("/x") counts --, a request the app's own route answers, a client call) and writes the whole path with
its leading slash, as written -- a request no route accepts and a route whose full path under a prefix is not
written are not labelled. Nobody tunes the extractor on these texts: the benchmark scores them as their own
split (``--split fresh-16``).
"""

from real_corpus import E, F, R, T

SURFACES = {
    "GitHub Actions": ("GitHub workflows",),
}

CASES = [
    # ================================================================ issues: Django and PostgreSQL migrations
    R("""Failed to apply `logify.0008_eventlog_elapsed` migration

### Issue

After running `python configure.py`, I encounter an error related to PostgreSQL.

It seems that at `logify.0008_eventlog_elapsed` migration, there's no `error` column yet. The `error` column is only added in `0011_eventlog_error_alter_eventlog_elapsed_and_more`. Yet, at `0008` migration, `set_elapsed` queries all EventLog and somehow (in its constructor) refers to the field `error` which doesn't exist in DB yet. And this circular dependency causes the migration to fail.

#### Error log:
```
  File "/usr/src/clist/logify/migrations/0008_eventlog_elapsed.py", line 8, in set_elapsed
    for e in EventLog.objects.all():
...
psycopg.errors.UndefinedColumn: column logify_eventlog.error does not exist
```""",
      T("PostgreSQL"),
      source="https://github.com/aropan/clist/issues/447", kind="issue",
      note="the migration's path is absolute; configure.py bare; psycopg named only in a dotted exception name; "
           "Django named nowhere (migrations are Django's) -- not labelled"),
    R("""Migration fails

When running migration, I get:

```
Running migrations:
  Applying boards.0002_auto_20171212_0954...Traceback (most recent call last):
  File "/usr/local/lib/python3.6/site-packages/django/db/backends/utils.py", line 65, in execute
    return self.cursor.execute(sql, params)
psycopg2.ProgrammingError: column boards_issue.labels does not exist
LINE 1: ...ine_name", "boards_issue"."latest_transfer_date", "boards_is...
                                                             ^


The above exception was the direct cause of the following exception:

Traceback (most recent call last):
  File "/code/manage.py", line 22, in <module>
    execute_from_command_line(sys.argv)
```""",
      source="https://github.com/Adphorus/zenhub-charts/issues/16", kind="issue",
      note="nothing: Django and Python only inside absolute paths, psycopg2 only in a dotted exception name, "
           "/code/manage.py absolute"),
    R("""ProgrammingError: column "ram_amount" of relation "processor_jobs" does not exist

It looks like we're getting lots of migration errors now:

https://sentry.io/greenelab/staging-refinebio/issues/608888117/

```
ProgrammingError: column "ram_amount" of relation "processor_jobs" does not exist
LINE 1: INSERT INTO "processor_jobs" ("pipeline_applied", "ram_amoun...
                                                          ^

  File "django/db/backends/utils.py", line 85, in _execute
    return self.cursor.execute(sql, params)

ProgrammingError: column "ram_amount" of relation "processor_jobs" does not exist
LINE 1: INSERT INTO "processor_jobs" ("pipeline_applied", "ram_amoun...
                                                          ^

(17 additional frame(s) were not displayed)
...
  File "data_refinery_workers/downloaders/management/commands/run_downloader_job.py", line 42, in handle
    download_geo(options["job_id"])
  File "data_refinery_workers/downloaders/geo.py", line 458, in download_geo
    utils.create_processor_jobs_for_original_files(unpacked_sample_files, job)
  File "data_refinery_workers/downloaders/utils.py", line 89, in create_processor_jobs_for_original_files
    processor_job.save()
  File "data_refinery_common/models/jobs.py", line 123, in save
    return super(ProcessorJob, self).save(*args, **kwargs)
```""",
      F("data_refinery_workers/downloaders/management/commands/run_downloader_job.py"),
      F("data_refinery_workers/downloaders/geo.py"), F("data_refinery_workers/downloaders/utils.py"),
      F("data_refinery_common/models/jobs.py"),
      source="https://github.com/AlexsLemonade/refinebio/issues/397", kind="issue",
      note="django/db/backends/utils.py is Django's own file (a dependency path); Sentry only in a URL"),
    R("""Migrations fail during fresh installation on Linux

I just tried to set up a fresh local installation of alyx on Ubuntu 16.04, with the following steps

- Create a new postgresql database
- Set up and activate new python3 virtualenv
- Clone current alyx version
- Run pip installation <pre><code>(alyx_new_test) brick@brickbook-II:~/Documents/prog/python/alyx_new_test$ sudo ./bin/pip3 install -r ./alyx/requirements.txt</code>
- Update the settings_secret.py file with the database info

Now I attempt to do the migrations, and I get this error:

```
(alyx_new_test) brick@brickbook-II:~/Documents/prog/python/alyx_new_test$ sudo ./bin/python3 ./alyx/alyx/manage.py migrate
Operations to perform:
  Apply all migrations: actions, admin, auth, authtoken, behavior, contenttypes, data, electrophysiology, equipment, imaging, misc, reversion, sessions, subjects
Running migrations:
  Applying contenttypes.0001_initial... OK
  Applying contenttypes.0002_remove_content_type_name... OK
```""",
      T("Linux"), T("Ubuntu"), T("PostgreSQL"), T("Python"), T("virtualenv"), T("pip"),
      F("./alyx/requirements.txt"), F("./alyx/alyx/manage.py"),
      source="https://github.com/cortex-lab/alyx/issues/384", kind="issue",
      note="./bin/pip3 and ./bin/python3 are the virtualenv's executables, not project files; settings_secret.py "
           "bare; alyx is the project itself"),
    R("""Migrations for 0.24 aren't running on postgres

Just wanna document this. Our previous tests have passed since they were on sqlite. But running migrations from scratch for postgres is problematic because it enforces constraints before the end of migrations, hence some on old broken stuff that gets fixed in later migrations will break underway:

```
Error in migration: wiki:0007_auto__add_articlesubscription
Traceback (most recent call last):
  File "./manage.py", line 13, in <module>
    execute_from_command_line(sys.argv)
  File "wiki/local/lib/python2.7/site-packages/django/core/management/__init__.py", line 399, in execute_from_command_line
    utility.execute()
  File "wiki/local/lib/python2.7/site-packages/south/management/commands/migrate.py", line 111, in handle
    ignore_ghosts = ignore_ghosts,
```""",
      T("PostgreSQL"), T("SQLite"), F("./manage.py"),
      source="https://github.com/django-wiki/django-wiki/issues/468", kind="issue",
      note="Django, South and Python 2.7 only inside the virtualenv's site-packages paths (dependency paths) -- "
           "not labelled, doubtful for South (the migrations are South's)"),
    R("""Migrations choke on new postgres installs

Squishing migrations didn't seem to go as planned.

```
  Applying registration.0001_squashed_0084_reservedbadgenumbers...Traceback (most recent call last):
  File "./manage.py", line 10, in <module>
    execute_from_command_line(sys.argv)
  File "/home/rechner/workspace/APIS-wat/venv/local/lib/python2.7/site-packages/django/core/management/__init__.py", line 364, in execute_from_command_line
    utility.execute()
  File "/home/rechner/workspace/APIS-wat/venv/local/lib/python2.7/site-packages/django/core/management/__init__.py", line 356, in execute
    self.fetch_command(subcommand).run_from_argv(self.argv)
```""",
      T("PostgreSQL"), F("./manage.py"),
      source="https://github.com/furthemore/APIS/issues/120", kind="issue",
      note="Django and Python 2.7 only inside absolute paths"),
    # ================================================================ issues: Express and Node routes
    R("""API Error: Not Found

Hey, first of all, thanks for such an amazing boilerplate.

I'm trying to create a new route in the boilerplate under:

`src/routes/user.routes.js`
```js
/**
 * Unique email
 */
routes.get(
\t'/unique/:email',
\tUserController.uniqueEmail
);
```

But it's keep throwing **API Error: Not Found**

Here are the logs:

```json
[dev.start] {
[dev.start]   "res": {
[dev.start]     "statusCode": 404,
[dev.start]     "body": {
[dev.start]       "message": "Not Found!"
[dev.start]     }
[dev.start]   },
[dev.start]   "req": {
[dev.start]     "url": "/api/unique/dipesh@contentment.org",
[dev.start]     "headers": {
[dev.start]       "host": "localhost:4000",
```""",
      T("JavaScript"), F("src/routes/user.routes.js"),
      source="https://github.com/EQuimper/nodejs-api-boilerplate/issues/77", kind="issue",
      note="the route '/unique/:email' sits under a router whose prefix is not written with it, and the logged "
           "GET gets a 404 -- no endpoint; the json fence a data format"),
    R("""After running in dev, trying to post /users results in "Can't post users"

tried 4 times to re-install and create new projects,
everytime I try to post using postman, I get "cannot post /users" and I even followed the videp step by step without heroku, in dev mode.

Hello,
did you add the prefix 'api' in your URL ? just like http://localhost:9000/api/users

@wenduzer DId you resolve your problem ? as Souhail told you, just you should check your /api/index.js and see the defintion of your entrypoint.

Let me know if you was able to resolve your problem for closing this thread

Yeah it's my bad, in the video he wasn't using /api so I didn't tried that. Thanks, works great!""",
      T("Postman"), T("Heroku"),
      source="https://github.com/diegohaz/rest/issues/141", kind="issue",
      note="the post to /users is a request no route accepts (the route is under /api, written only in a URL) -- "
           "no endpoint; /api/index.js written with a leading slash, not labelled (doubtful)"),
    R("""Not able to configure this node backend.

Hello,

I tried to configure this backend, but when i run frontend for each backend call 

> Request URL:http://localhost:3000/users
> Request Method:POST
> Status Code:404 Not Found
> Remote Address:[::1]:3000
> Referrer Policy:no-referrer-when-downgrade

this is i saw at chrome console.

Response:

> {"errors":{"message":"Not Found","error":{"status":404}}}

Can anyone help me how to I fix this?

Thanks,

@rajukiran I believe you are missing `/api`. Should be `http://localhost:3000/api/users`""",
      T("Node.js"), T("Chrome"),
      source="https://github.com/gothinkster/node-express-realworld-example-app/issues/47", kind="issue",
      note="the POST to /users is answered 404 (no route), the right path only in a URL -- no endpoint"),
    R("""Test for calling the api endpoint for create user with bad info

Should refuse reject you. Bad data can be anything from no name to no email to no password/non matching passwords.

To fix this you should add a file /server/api/user/user.spec.js that mirrors server/api/project/project.spec.js but will send a post requests with bad create user credentials, for this class just non matching passwords will be fine.

We're not sure how to actually send the POST data and what sort of response we should expect if there's an error.

What is the url for the api call to create a user? I've tried searching through the code and the best options I can come up with seem like it's either /api/user, /api/user/create, /api/createUser, /auth/createUser, etc. I'm getting a 404 build error when trying these.

Oops sorry I started replying to this but never finished... the api call is
a post to '/api/user/'
You can see it here:
https://github.com/rcos/Observatory3/blob/master/server/api/user/index.js#L26
And the implementation of that here:
https://github.com/rcos/Observatory3/blob/master/server/api/user/user.controller.js#L191
which is the controller file""",
      F("server/api/project/project.spec.js"), E("POST /api/user/"),
      source="https://github.com/rcos/observatory-server/issues/211", kind="issue",
      note="/server/api/user/user.spec.js written with a leading slash (the file to add), not labelled -- "
           "doubtful; the guessed paths have no method; the route's files only in URLs"),
    R("""Bodyparser returns undefined value JSON

I've copied the JSON code in the documentation and sent a post request using Postman. I get a return value "undefined". I am attaching the code below, please advice. Thanks in advance.

**Node Code:**

// bodies of all incoming requests. This is the simplest setup.

var express = require('express')
var bodyParser = require('body-parser')

var app = express()
const port = 3000
 
// create application/x-www-form-urlencoded parser
var urlencodedParser = bodyParser.urlencoded({ extended: false })
 
// POST /login gets urlencoded bodies
app.post('/login', urlencodedParser, function (req, res) {
  if (!req.body) return res.sendStatus(400)
  res.send('welcome, ' + req.body.username)
})

**POSTMAN Request code**

POST /login HTTP/1.1
Host: localhost:3000
Content-Type: application/json

Your request has the content type of application/json but your code has a urlencoded parser, not a json parser.""",
      T("Postman"), T("Node.js"), T("Express"), T("body-parser"), E("POST /login"),
      source="https://github.com/expressjs/body-parser/issues/340", kind="issue",
      note="express and body-parser named in require() calls -- labelled as the libraries the code loads"),
    R("""req.body empty and or undefined

I am having the same issue right now

Hello I have the same problems . 
Here is my code 
`var app = require('express')();
\tvar bodyParser = require('body-parser');  

\tapp.use(bodyParser.json()); 
\tapp.use(bodyParser.urlencoded({ extended: true }));

\tapp.post("/post", function (req, res){
\t\tconsole.log(res.body),
\t\tres.send(null);
\t})

\tapp.listen(3000, () => {
\t  console.log('App listening on port 3000');
\t});
`
But i still have undefined as response

In headers pass 'Content-Type:application/json'""",
      T("Express"), T("body-parser"), E("POST /post"),
      source="https://github.com/expressjs/body-parser/issues/201", kind="issue"),
    R("""SUBMIT THE FORM: req.body is undefined

Express is apparently no longer bundled with middleware such as the body-parser. You need to install the body-parser separately through npm, and call it via the post call. Like so:

```
const bodyParser = require('body-parser');

urlEncodedParser = bodyParser.urlencoded({extended: false});
app.post('/posts/new', urlEncodedParser, (req, res) => {
    console.log(req.body);
});
```

This is covered in P01-Create-A-Post, closing!""",
      T("Express"), T("body-parser"), T("npm"), E("POST /posts/new"),
      source="https://github.com/MakeSchool-Tutorials/Node-Reddit-Clone/issues/5", kind="issue"),
    R("""Fix auth

Backend auth works fine now.

- Added body-parser to fix the issue where the `req.body` in `POST /users/auth` was empty and not being read.
- Renamed `name` to `firstName` for better semantics. On that note, should we require a user to input their `lastName` on registration?

backend/lib/index.js:22
```diff
@@ -17,6 +18,8 @@ function createApp() {
   app.use(cors());
   app.use(pinoExpress(pino));
   app.use(express.json());
+  app.use(bodyParser.json());
+  app.use(bodyParser.urlencoded());
```
Can you please try to remove the body parser and see if still works?

Without body-parser `req.body` is `{}` when it should be something like `{ email: test@gmail.com, firstName: Test }` in the use case for `/api/users/auth`. Do you have any suggestions to get this to work without body-parser?""",
      T("body-parser"), F("backend/lib/index.js"), E("POST /users/auth"),
      source="https://github.com/FightPandemics/FightPandemics/pull/44", kind="issue",
      note="the route as the PR writes it, POST /users/auth; /api/users/auth has no method of its own -- doubtful "
           "which is the app's full path; express, cors and pino only as identifiers in code"),
    # ================================================================ issues: FastAPI, Spring, .NET, paste bins
    R("""[BUG] Depend not execute when use Fastapi Request directly

Test Code:
```python
from fastapi import Request, FastAPI, Depends, APIRouter
from fastapi_restful.cbv import cbv



def get_locale(request: Request):
    return request.headers.get("locale", "en_US")

router = APIRouter()

@router.get("/test")
def get_test(locale=Depends(get_locale)):
    return {"locale": locale}


@cbv(router)
class TestRouter:
    locale = Depends(get_locale)

    @router.get("/test1")
    def get_test_cbv(self):
        print(self.locale)
        return {"locale": self.locale}

app =FastAPI()

app.include_router(router, prefix="")
```

Depends was not execute as print info:
```
INFO:     Uvicorn running on http://127.0.0.1:8080 (Press CTRL+C to quit)
Depends(get_locale)
INFO:     127.0.0.1:56462 - "GET /test1 HTTP/1.1" 200 OK
```

Can you share the fastapi and pydantic versions?""",
      T("Python"), T("FastAPI"), T("Uvicorn"), T("Pydantic"), E("GET /test"), E("GET /test1"),
      source="https://github.com/yuval9313/FastApi-RESTful/issues/174", kind="issue",
      note="the router is included with an empty prefix, so its routes' paths are whole; fastapi_restful only in "
           "an import -- not labelled"),
    R("""adding @RequestBody to fix GenerateHistoryController::generate

When doing a POST to `/generate-history`, was getting a `400 Bad request` telling that all parameters were blank.

Added a `@RequestBody` to `GenerateHistoryController::generate` in order to fix this.""",
      E("POST /generate-history"),
      source="https://github.com/asouza/complexity-tracker/pull/2", kind="issue",
      note="Spring's @RequestBody named only as an annotation -- no technology labelled (doubtful)"),
    R("""Prevent internal error on null request

When you make a post request to `/post` and the body is empty it cause a `NullPointerException`.

Thanks! :)""",
      E("POST /post"),
      source="https://github.com/lucko/bytebin/pull/10", kind="issue",
      note="a request the paste bin's own route answers (badly); Java named nowhere"),
    R("""Problem sending parameters via POST

If you add this above your controller:

    @RestController
    @RequestMapping(value = "/api/users",
        produces = {"application/json"})
...
public class UserController {

 @PostMapping(value = "/test")
    @ApiOperation(value = "Create user role")
    public boolean Test(
            @ApiParam(value = "User role information", required = true)
            UserDTO user)
    {
        return true;
    }
}

it should work like a charm.
Tested with 
 <dependency>
            <groupId>io.springfox</groupId>
            <artifactId>springfox-swagger2</artifactId>
            <version>2.9.2</version>
        </dependency>
 <dependency>
            <groupId>io.springfox</groupId>
            <artifactId>springfox-swagger-ui</artifactId>
            <version>2.9.2</version>
        </dependency>""",
      T("Springfox"),
      source="https://github.com/swagger-api/swagger-ui/issues/72", kind="issue",
      note="the POST's full path /api/users/test is written nowhere -- no endpoint; Springfox as its Maven "
           "artifacts name it (springfox-swagger2, springfox-swagger-ui) -- doubtful, Swagger UI not labelled "
           "apart (only inside the artifact name)"),
    # ================================================================ issues: Compose stacks and Postgres
    R("""ECONNREFUSED error for postgres

Hi, 

i am using provided docker compose file
```
version: "3"
services:
  app:
    build: ./
    depends_on:
      - postgres
    ports:
      - "3009:3009"
      - "9229:9229"
  postgres:
    image: postgres:9.6.8-alpine
    environment:
      POSTGRES_PASSWORD: postgres
```
i am getting below error any suggestion on same 

```
{ Error: connect ECONNREFUSED 127.0.0.1:5432
app_1       |        at TCPConnectWrap.afterConnect [as oncomplete] (net.js:1083:14)
app_1       |      errno: 'ECONNREFUSED',
app_1       |      code: 'ECONNREFUSED',
```

What's the log from Postgres container?

any ideas how to check logs from postgres container?? bit nascent in docker actually

```
docker-compose logs postgres
```""",
      T("PostgreSQL"), T("Docker Compose"), T("Docker"),
      source="https://github.com/MichalZalecki/docker-compose-node-postgres/issues/1", kind="issue",
      note="net.js bare (Node's own file); alpine only in an image tag"),
    R("""Connection refused from app container to postgresql

I'm getting SQLSTATE[08006] [7] could not connect to server: Connection refused
Is the server running on host "localhost" and accepting
TCP/IP connections on port 15432 when connecting from app container htttp://localhost:8000

My app/config/parameters.yml:

```
parameters:
    database_driver: pdo_pgsql
    database_host: localhost
    database_port: 15432
    *****

```
My docker ps output at host:

```
$ docker ps

CONTAINER ID        IMAGE                     COMMAND                  CREATED             STATUS              PORTS                                                                          NAMES

9077cc959ec8        tfgnextentorno_postgres   "/docker-entrypoin..."   49 minutes ago      Up 11 minutes       0.0.0.0:15432->5432/tcp                                                        tfgnextentorno_postgres_1
```""",
      T("PostgreSQL"), T("Docker"), F("app/config/parameters.yml"),
      source="https://github.com/webdevops/php-docker-boilerplate/issues/55", kind="issue",
      note="pdo_pgsql a configuration value (PHP's PDO driver) -- not labelled, doubtful"),
    R("""Connection refused between docker container of clair and pgsql

I am facing the same issue 

Creating network "go_default" with the default driver
Creating go_postgres_1 ... done
Creating go_app_1      ... done
Attaching to go_postgres_1, go_app_1
postgres_1  | The files belonging to this database system will be owned by user "postgres".
postgres_1  | This user must also own the server process.

- 1. app_1       | 2018/09/19 21:32:46 dial tcp 127.0.0.1:5432: connect: connection refused

I don't have any other postgres running on 5432.

Faced the same problem. Figured out that connection URL to the database should not be `localhost` or `127.0.0.1`. It should be URL to your container with the Postgres.""",
      T("Docker"), T("Clair"), T("PostgreSQL"),
      source="https://github.com/quay/clair/issues/134", kind="issue",
      note="pgsql and postgres both PostgreSQL; go_default a Compose network name, not Go"),
    R("""Wait for postgres to be ready before creating app container

Ran into this while trying to bring up the docker-compose file for the first time, The app container tries to connect to the db before postgres is listening:

```
csvbase_1   | psycopg2.OperationalError: connection to server at "postgres" (172.18.0.2), port 5432 failed: Connection refused
csvbase_1   |   Is the server running on that host and accepting TCP/IP connections?
```
Solution copypasta'd [from stackoverflow](https://stackoverflow.com/questions/35069027/docker-wait-for-postgresql-to-be-running).""",
      T("PostgreSQL"), T("Docker Compose"),
      source="https://github.com/calpaterson/csvbase/pull/4", kind="issue",
      note="psycopg2 only in a dotted exception name; Stack Overflow a site"),
    R("""PostgreSQL: Connection refused

If, when you start the application, you get this error:
```
PostgreSQL: Connection refused
```
then most likely you should:

**1.** Remove all containers and images.
**2.** Check `application.yml` file:
```yaml
spring:
  datasource:
    driver-class-name: org.postgresql.Driver
    url: jdbc:postgresql://postgres:5432/demo?createDatabaseIfNotExist=true
    username: root
    password: root
```

Where **postgres** is the service name in docker-compose.yml

**3.** Disable postgres on the computer if it worked.""",
      T("PostgreSQL"),
      source="https://github.com/mamadaliev/spring-boot-postgres-vue-docker/issues/29", kind="issue",
      note="application.yml and docker-compose.yml bare; the yaml fence a data format; spring only a "
           "configuration key -- not labelled"),
    R("""i am using docker compose file and to store some data i am using postgresql

i am using flask post api with docker compose file and postgres database also...but just when i am using flask post api and docker compose its working fyn but when i use postgres i am getting this error  
and please help anyone    

conn = _connect(dsn, connection_factory=connection_factory, **kwasync)
api_1    | psycopg2.OperationalError: could not connect to server: Connection refused
api_1    |      Is the server running on host "127.0.0.1" and accepting
api_1    |      TCP/IP connections on port 5432?""",
      T("Docker Compose"), T("PostgreSQL"), T("Flask"),
      source="https://github.com/biocommons/hgvs/issues/610", kind="issue",
      note="the flask post api has no path"),
    R("""Docker compose run connection refused

Hi
When running docker compose, I get connection refused from app:

open-outcry-app   "/exchange"              About a minute ago   Exited (1) About a minute ago
time="2023-10-29T12:38:56Z" level=fatal msg="dial tcp 172.24.0.2:5432: connect: connection refused"

any solution?

Can you provide all the commands you are running? Docker version?
```
docker compose run -d db
make setup
make db-update
make test
```

Assuming this is fixed""",
      T("Docker Compose"), T("Docker"),
      source="https://github.com/tolyo/open-outcry/issues/9", kind="issue",
      note="make only as a command in an unlabelled fence -- not labelled (doubtful)"),
    # ================================================================ issues: Gin
    R("""[REQ] [go-gin-server] Add featureCORS option to enable CORS middleware

## Is your feature request related to a problem? Please describe.
Go-Gin-Server supporting file `routers.go` start a router without any cors configurations. 
```go
router := gin.Default()
for _, route := range routes {
  switch route.Method {
  case http.MethodGet:
\t  router.GET(route.Pattern, route.HandlerFunc)
  case http.MethodPost:
\t  router.POST(route.Pattern, route.HandlerFunc)
  }
}
```

## Describe the solution you'd like
Like Go-Server `featureCORS` option, cors configurations are added to router before route paths are holding, similar processing is required by Go-Gin-Server.

https://github.com/gin-contrib/cors""",
      T("Go"), T("Gin"),
      source="https://github.com/OpenAPITools/openapi-generator/issues/11186", kind="issue",
      note="routers.go bare; the routes' patterns are variables, no path; go-gin-server is a generator of the "
           "OpenAPI Generator (named only by the repository) -- not labelled"),
    R("""Add Gin CORS middleware

This PR adds and configures Gin's CORS middleware so that we can try and get the frontend working with backend on dev
https://github.com/gin-contrib/cors

server/server.go:23
```diff
@@ -18,6 +19,10 @@ func Init(pPortInt int,
 
 \tpRuntime.Router = gin.Default()
 
+\tconfig := cors.DefaultConfig()
+\tconfig.AllowOrigins = []string{"https://gallery-dev.vercel.app/"}
```
should we make this an env var?

also i'm wondering if the default will handle pre-flight requests""",
      T("Gin"), F("server/server.go"),
      source="https://github.com/gallery-so/go-gallery/pull/74", kind="issue",
      note="the review's file as written with its line (server/server.go:23); Vercel only in a URL"),
    R("""cors middleware options method return 404 in gin new version(v1.0rc2)

gin version v1.0rc2

config:
```
apiRouter.Use(middleware.Allow(middleware.Config{
\t\t\tOrigins:         "*",
\t\t\tMethods:         "GET, PUT, POST, DELETE",
\t\t\tRequestHeaders:  "Origin, Authorization, Content-Type, X-Wechat-Union-ID",
\t\t\tExposedHeaders:  "X-Total-Count",
\t\t}))
```

Hello!

I think the 404 is coming from somewhere else. The only status code set in this is a 200 for a successful preflight.

yeah I know ，my gin framework code has change to old branch by someone ，Thank you ！""",
      T("Gin"),
      source="https://github.com/itsjamie/gin-cors/issues/4", kind="issue"),
    # ================================================================ changelogs
    R("""# Changelog

All notable changes to this project will be documented in this file.

The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.0.0/),
and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).

## [Unreleased 1.0.0]

### Changed

- **BREAKING** support for Python 3.8 has been removed
- Django 4 is now supported
- dependencies version pins are now open-ended to allow for upgrades at the responsibility of the user""",
      T("Python"), T("Django"),
      source="github:reef-technologies/django-business-metrics:CHANGELOG.md", kind="changelog"),
    R("""# Changelog

All notable changes to this project will be documented in this file.

## 2025.06.17

- Add Django 5.1 and 5.2 support
- Add Python 3.13 support
- Drop support for Django < 4.2 (Django 3.2, 4.0, 4.1)
- Updated minimum Python version requirement to 3.10
- Updated ruff configuration to use modern syntax
- Update GitHub workflows to test Django main branch only with Python 3.12+

## 2023.11.16

- Add support for Python 3.11
- Restore testing against Django `main`""",
      T("Django"), T("Python"), T("Ruff"), T("GitHub Actions"),
      source="github:yunojuno/django-zapier-trigger:CHANGELOG.md", kind="changelog",
      note="'GitHub workflows' read as GitHub Actions -- doubtful"),
    R("""# Changelog

## 3.2.0

- Upgrade Redash from v24.04.0-dev to v25.8.0 (latest stable)
- Update default image repository from `redash/preview` to `redash/redash` for stable releases
- Upgrade PostgreSQL dependency from ^15.2.0 to ^18.2.0 (latest: 18.2.4)
- Upgrade Redis dependency from ^19.1.0 to ^24.1.0 (latest: 24.1.3)
- **NEW**: Added optional automatic PostgreSQL migration hooks for major version upgrades (15→18)
  - Enable with `postgresqlMigration.enabled: true` and configure a PVC for storage
  - See [README](charts/redash/README.md#upgrading) for details
- See upgrade notes in [README](charts/redash/README.md#upgrading)

**CRITICAL Upgrade Notes:**
- **Always backup your PostgreSQL database before upgrading**
- **Redash schema migrations** will run automatically via Helm hooks (handles Redash app schema changes)
- **PostgreSQL version upgrade (15→18)**:
  - **Option 1**: Enable automatic migration hooks (requires PVC) - see README
  - **Option 2**: Manual migration using `pg_dump`/`pg_restore` - see README
- PostgreSQL 15 → 18 is a major version jump requiring data migration
- Redis 19 → 24 upgrade should be automatic, but test thoroughly
- Review Bitnami PostgreSQL and Redis chart changelogs for breaking changes

## 2.4.0

- Final v2.x release (except for critical fixes)
- Redis password is now required
- Kubernetes minimum version increased to v19.x
- Helm 2 depreciated, will be removed in a future version""",
      T("Redash"), T("PostgreSQL"), T("Redis"), T("Helm"), T("Bitnami"), T("Kubernetes"),
      F("charts/redash/README.md"),
      source="github:ranyhb/contrib-helm-chart:CHANGELOG.md", kind="changelog",
      note="the README's relative path as a Markdown link writes it (an #upgrading anchor after it) -- doubtful; "
           "pg_dump and pg_restore are PostgreSQL's, already labelled"),
    R("""# JFrog Distribution Chart Changelog
All changes to this project chart be documented in this file.

## [102.27.1] - Oct 30, 2024
* Updated redis multi-arch tag version to 7.2.5-debian-12-r6

## [102.28.2] - Oct 02, 2024
* Adding distribution service with http-router port [GH-1872](https://github.com/jfrog/charts/pull/1872)

## [102.26.0] - June 20, 2024
* Fix the indentation of the commented-out sections in the values.yaml file
* Fixed #adding colon in image registry which breaks deployment [GH-1892](https://github.com/jfrog/charts/pull/1892)
* Fixed sizing file names

## [102.25.0] - May 16, 2024
* Update postgresql tag version to `15.6.0-debian-12-r5`
* Fixed an issue to generate unified secret to support distribution fullname [GH-1882](https://github.com/jfrog/charts/issues/1882)""",
      T("JFrog Distribution"), T("Redis"), T("PostgreSQL"),
      source="github:jfrog/charts:stable/distribution/CHANGELOG.md", kind="changelog",
      note="values.yaml bare; Debian only inside image tags"),
    R("""# Changelog

| Chart version | App version | Change description |
| :------------ | :---------- | :----------------- |
| 0.2.16 | 13.5 | Fixes bug with wrong mounted customConfig #811 |
| 0.2.17 | 13.5 | Implemented support for extra secrets and advanced configuration capabilites |
| 0.2.18 | 13.5 | Implemented support for extra containers |
| 0.2.19 | 13.6 | Upgraded to Postgres 13.6 |
| 0.2.20 | 13.7 | Upgraded to Postgres 13.7 |
| 0.2.21 | 13.8 | Upgraded to Postgres 13.8 |
| 0.2.22 | 13.8 | Implemented support for custom inline init scripts and image.registry option |
| 0.2.23 | 13.9 | Upgraded to Postgres 13.9 |""",
      T("PostgreSQL"),
      source="github:groundhog2k/helm-charts:charts/postgres/RELEASENOTES.md", kind="changelog",
      note="the chart is a Helm chart, but Helm is named nowhere in the text"),
    # ================================================================ question-and-answer pages
    R("""What does CrashLoopBackOff mean?

CrashLoopBackOff means a container starts, exits or crashes, and Kubernetes repeatedly restarts it with increasing backoff delay. Check previous logs, command and args, environment, mounted config, permissions, and app startup behavior.

How do you view logs of a crashing Pod?

Use kubectl logs <pod> --previous to see logs from the last crashed container instance. If the Pod has multiple containers, add -c <container>. Pair logs with kubectl describe pod <pod> for events and restart reason.

What does BackOff restarting failed container mean?

It means the container repeatedly fails to start or stay running, so kubelet is backing off restarts. It is the event-level form of the same pattern commonly seen as CrashLoopBackOff.""",
      T("Kubernetes"),
      source="https://k8s-sre-ref.pages.dev/knowledge/troubleshooting-operations.html", kind="qa",
      note="kubectl and kubelet are Kubernetes' own (kubectl the lexicon's Kubernetes)"),
    R("""'npm ERESOLVE' — resolve the peer dependency conflict
Quick answer: npm 7+ refused to install because a package's peerDependency conflicts with what you have - for example a plugin wants react@17 but you installed react@18. The right fix is to upgrade the conflicting package to a version that supports your peer, or align versions. As a documented stopgap, --legacy-peer-deps restores the old behavior and unblocks the install.
What the error looks like
npm spells out the conflict - read the peer lines carefully:
npm ERR! code ERESOLVE
npm ERR! ERESOLVE unable to resolve dependency tree
npm ERR! Found: [email protected]
npm ERR! Could not resolve dependency:
npm ERR! peer react@"^17.0.0" from [email protected]
It found react@18 but some-plugin declares a peer of react@^17. The two cannot coexist by the rules the package authors declared, so npm stops.
Why it happens
Peer range excludes your version
A package wants react@^17 but you installed react@18.
Two packages want different peers
Two dependencies require conflicting versions of a shared peer.
Package not updated for the new major
The library has not published support for React 18 (etc.) yet.""",
      T("npm"), T("React"),
      source="https://infraveil.com/guides/fix-npm-eresolve-dependency-tree", kind="qa"),
    R("""ERESOLVE

npm ERR! ERESOLVE unable to resolve dependency tree

> quick_fix

A package requires a peer-dependency version that conflicts with another package in your tree. Try `npm install --legacy-peer-deps` to restore npm-6 behaviour, or update the conflicting packages to compatible versions.

What causes this error

npm 7 and later strictly enforce peer dependencies. If package A wants React 17 as a peer and package B wants React 18, npm refuses to install either version because it would violate one package's contract. In npm 6, peer deps were only warned about — npm 7+ made them blocking.

How to fix it

    Try --legacy-peer-deps first

    This restores npm 6 behaviour and usually works. Safe for most React, Vue, and Angular apps where the peer conflict is a known ecosystem lag.

    npm install --legacy-peer-deps

    Pin versions with overrides if upstream won't update

    In package.json, use the `overrides` field (npm 8.3+) to force a specific version of a transitive dep.""",
      T("npm"), T("React"), T("Vue"), T("Angular"),
      source="https://errordex.in/node/eresolve", kind="qa",
      note="package.json bare"),
    R("""django raise 404

When working with Django, if you encounter a 404 error, it typically means that the requested resource or page was not found. To understand why this error occurs, let's break down the steps involved in the process:

  1. URL Mapping: Django uses a URL mapping mechanism to direct incoming requests to the appropriate view function. When a request is made, Django checks the URL patterns defined in your project's urls.py file to determine which view function should handle the request.

  2. View Function: Once Django determines the appropriate view function based on the URL mapping, it executes that function. The view function performs any necessary actions, such as fetching data from a database or rendering a template, and returns a response.

To troubleshoot and fix a 404 error in Django, you can follow these steps:

  1. Check URL Patterns: Verify that the requested URL matches a URL pattern defined in your project's urls.py file. Ensure that the URL is correctly spelled and follows the defined patterns.""",
      T("Django"),
      source="http://www.viennaos.net/django/12574-django-raise-404", kind="qa",
      note="urls.py bare"),
    # ================================================================ blog posts
    R("""Fixing 'Access to fetch has been blocked by CORS policy' in React & Express

 You have built a clean React frontend and a robust Node.js/Express backend. You fire up both servers, attempt a simple fetch request, and your browser console turns red with the most infamous error in web development:

"Access to fetch at 'http://localhost:4000/api' from origin 'http://localhost:5173' has been blocked by CORS policy: No 'Access-Control-Allow-Origin' header is present on the requested resource."

This error is a rite of passage for full-stack developers. It halts progress immediately, preventing your frontend from consuming your backend API.

While it feels like a bug, this is actually a browser security feature working exactly as intended. This guide covers the root cause of Cross-Origin Resource Sharing (CORS) errors, provides the production-ready fix using Express middleware, and explains how to handle authenticated requests correctly.""",
      T("React"), T("Express"), T("Node.js"),
      source="https://coldfusion-example.blogspot.com/2026/02/fixing-access-to-fetch-has-been-blocked.html",
      kind="blog", note="the fetched path only in a URL, without a method -- no endpoint; CORS a mechanism"),
    R("""What Is CORS? How to Fix CORS Errors

Introduction

You open your browser console and suddenly see a frustrating message:

Access to fetch has been blocked by CORS policy.

Every web developer encounters this error sooner or later. Whether you are building a React frontend, Node.js backend, or full-stack MERN application, CORS errors appear unexpectedly and stop your application from working.

The confusing part?

Your API works perfectly in Postman but fails inside the browser.

This happens because modern browsers enforce strict security rules called CORS.""",
      T("React"), T("Node.js"), T("Postman"),
      source="https://artifactgeeks.com/blog/full-stack-development/what-is-cors-how-to-fix-cors-errors", kind="blog",
      note="MERN a stack's acronym (MongoDB, Express, React, Node.js), not spelt out -- not labelled, doubtful"),
    R("""Chapter 5: Django 404 (page not found)

What Actually Happens When Django Returns 404?

  1. User requests a URL (e.g. /polls/this-question-does-not-exist/)
  2. Django checks all patterns in urls.py (project + included apps)
  3. No match → Django raises Http404 exception internally
  4. Django catches it and looks for a custom 404 handler
  5. If nothing custom → shows default “Not Found” debug page (DEBUG=True) or plain white “404 Not Found” (DEBUG=False)

Goal today: Replace both the ugly debug page and the boring server default with your own beautiful, branded 404 page.

Step 1: Create the 404 Template (Simplest & Most Common Way)

Recommended place: project-level templates/404.html

Now mysite/templates/404.html:

  • Extends your base.html → keeps header, nav, footer consistent
  • Clear call-to-actions (home + polls list)

Step 2: Make Sure Django Finds It (settings.py)

In mysite/settings.py → make sure:

If ‘DIRS’ is empty → Django won’t look in project-level templates/""",
      T("Django"), F("templates/404.html"), F("mysite/templates/404.html"), F("mysite/settings.py"),
      source="https://bestwebteacher.com/?p=4817", kind="blog",
      note="the requested /polls/... has no method and no route accepts it; urls.py, base.html, settings.py bare; "
           "the page's code blocks (Bash, HTML, Python captions) trimmed away"),
    R("""Django Page Not Found (404): Complete Guide to Understanding and Handling 404 Errors

In web development, a 404 error means the server couldn’t find what was requested. Django, like most web frameworks, handles this scenario with a "Page Not Found" response. Understanding how Django manages 404 errors — and how you can customize them — is key to creating a polished and user-friendly application.

Manually Raising 404 in Views
Sometimes you want to raise a 404 manually if a specific object doesn’t exist. Django makes this easy:
Using get_object_or_404
(Recommended)
from django.shortcuts import get_object_or_404
from .models import Article
def article_detail(request, slug):
article = get_object_or_404(Article, slug=slug)
return render(request, 'article_detail.html', {'article': article})""",
      T("Django"),
      source="https://www.studyzone4u.com/post-details/django-page-not-found-404-complete-guide-to-understanding-and-handling-404-errors",
      kind="blog", note="the code is Python, but no fence or caption names it -- not labelled"),
    R("""Kubernetes Debugging: When Pods Won't Behave

The Mission

You just joined the on-call rotation for a Kubernetes cluster running five microservices. It's Monday morning. You open your terminal and run kubectl get pods -n production:

NAME                              READY   STATUS             RESTARTS      AGE
cart-service-7f8b9c4d5-x2k9m     1/1     Running            0             3d
inventory-api-5d6e7f8a9-q4r7p    0/1     Pending            0             47m
order-processor-8a9b0c1d2-m3n4   0/1     CrashLoopBackOff   7 (3m ago)    22m
payment-gateway-3e4f5a6b7-h8j9   0/1     ImagePullBackOff   0             15m
shipping-tracker-9c0d1e2f3-k5l6  1/1     Running            0             6h

Five pods. Three of them are in trouble. One is stuck and never scheduled. One keeps crashing. One can't even pull its image. And somewhere in this cluster, two more problems are hiding that kubectl get pods won't tell you about.""",
      T("Kubernetes"),
      source="https://grokdatum.github.io/grokdevops-wiki/library/lessons/kubernetes-debugging-when-pods-wont-behave",
      kind="blog"),
]
