"""A twentieth fresh held-out set ("fresh-20"), the other texts: changelogs, answers, posts and reference pages --
the changelogs of Puma, morgan, python-dotenv, Flask-SQLAlchemy, Logrus, Django Channels and Jinja; answers on
Express's nested routers, Gunicorn's app callable, a Procfile for Gunicorn on Heroku, Spring Boot's property files,
a first Flask API under review and WhiteNoise; posts and tutorials on undefined route params in Express, nested
Express routes (twice), a Toptal-style Node.js REST API, Express auth routes with JWT, Miguel Grinberg's RESTful
Flask API, a Flask todo list, a Django deployment sketch and Express request bodies; Heroku's R10 help page, a
Procfile's notes, backend guidelines and READMEs of a Flask skeleton, a Rails API template, three Express APIs, a
books API and two Spring Boot employee APIs.

Taken from stored public copies of the pages and files at the addresses given, kept as written (trimmed)
and labelled by hand without running the extractor, by the rules of the earlier sets (``--split fresh-20``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "DragonFly BSD": ("DragonflyBSD",),
    "Django Channels": ("Channels",),
    "Flask-HTTPAuth": ("flask.ext.httpauth",),
    "Protocol Buffers": ("protobufs",),
    "Bundler": ("bundle",),
}

CASES = [
    # ---------------------------------------------------------------- changelogs
    R("""## 3.9.0 / 2017-06-01

* 2 features:
  * The ENV is now reset to its original values when Puma restarts via USR1/USR2 (#1260) (MRI only, no JRuby support)
  * Puma will no longer accept more clients than the maximum number of threads. (#1278)

* 9 bugfixes:
  * Reduce information leakage by preventing HTTP parse errors from writing environment hashes to STDERR (#1306)
  * Fix SSL/WebSocket compatibility (#1274)
  * HTTP headers with empty values are no longer omitted from responses. (#1261)
  * Fix a Rack env key which was set to nil. (#1259)
  * peercert has been implemented for JRuby (#1248)
  * Fix port settings when using rails s (#1277, #1290)
  * Fix compat w/LibreSSL (#1285)
  * Fix restarting Puma w/symlinks and a new Gemfile (#1282)
  * Replace Dir.exists? with Dir.exist? (#1294)

* 1 known issue:
  * A bug in MRI 2.2+ can result in IOError: stream closed. See #1206. This issue has existed since at least Puma 3.6, and probably further back.

* 1 refactor:
  * Lots of test fixups from @grosser.

## 3.8.2 / 2017-03-14

* 1 bugfix:
  * Deal with getsockopt with TCP\\_INFO failing for sockets that say they're TCP but aren't really. (#1241)

## 3.8.1 / 2017-03-10

* 1 bugfix:
  * Remove method call to method that no longer exists (#1239)

## 3.8.0 / 2017-03-09

* 2 bugfixes:
  * Port from rack handler does not take precedence over config file in Rails 5.1.0.beta2+ and 5.0.1.rc3+ (#1234)
  * The `tmp/restart.txt` plugin no longer restricts the user from running more than one server from the same folder at a time (#1226)

* 1 feature:
  * Closed clients are aborted to save capacity (#1227)

* 1 refactor:
  * Bundler is no longer a dependency from tests (#1213)""",
      T("Puma"), T("JRuby"), T("WebSocket"), T("Rack"), T("Rails"), T("LibreSSL"), T("Bundler"),
      F("tmp/restart.txt"),
      source="github:puma/puma:History.md", kind="changelog",
      note="MRI (Ruby's own interpreter) unknown to the lexicon and left out; 'rails s' and the rack handler name Rails "
           "and Rack; Gemfile bare; Dir.exists? Ruby code; USR1/USR2 signals"),
    R("""1.8.2 / 2017-05-23
==================

  * deps: debug@2.6.8
    - Fix `DEBUG_MAX_ARRAY_LENGTH`
    - deps: ms@2.0.0

1.8.1 / 2017-02-04
==================

  * deps: debug@2.6.1
    - Fix deprecation messages in WebStorm and other editors
    - Undeprecate `DEBUG_FD` set to `1` or `2`

1.8.0 / 2017-02-04
==================

  * Fix sending unnecessary `undefined` argument to token functions
  * deps: basic-auth@~1.1.0
  * deps: debug@2.6.0
    - Allow colors in workers
    - Deprecated `DEBUG_FD` environment variable
    - Fix error when running under React Native
    - Use same color for same namespace
    - deps: ms@0.7.2
  * perf: enable strict mode in compiled functions

1.7.0 / 2016-02-18
==================

  * Add `digits` argument to `response-time` token
  * deps: depd@~1.1.0
    - Enable strict mode in more places
    - Support web browser loading
  * deps: on-headers@~1.0.1
    - perf: enable strict mode""",
      T("debug"), T("ms"), T("basic-auth"), T("depd"), T("on-headers"), T("WebStorm"), T("React Native"),
      source="github:expressjs/morgan:HISTORY.md", kind="changelog",
      note="morgan's own history never names it here; the npm packages of the 'deps:' lines labelled like an earlier "
           "set's cookie-signature (doubtful for the word-like debug and ms); response-time a morgan token, not the "
           "package; DEBUG_* environment variables"),
    R("""## [0.21.0] - 2022-09-03

### Added

- CLI: add support for invocations via 'python -m'. (#395 by [@theskumar])
- `load_dotenv` function now returns `False`. (#388 by [@larsks])
- CLI: add --format= option to list command. (#407 by [@sammck])

### Fixed

- Drop Python 3.5 and 3.6 and upgrade GA (#393 by [@eggplants])
- Use `open` instead of `io.open`. (#389 by [@rabinadk1])
- Improve documentation for variables without a value (#390 by [@bbc2])
- Add `parse_it` to Related Projects (#410 by [@naorlivne])
- Update README.md (#415 by [@harveer07])
- Improve documentation with direct use of MkDocs (#398 by [@bbc2])

## [0.20.0] - 2022-03-24

### Added

- Add `encoding` (`Optional[str]`) parameter to `get_key`, `set_key` and `unset_key`.
  (#379 by [@bbc2])

### Fixed

- Use dict to specify the `entry_points` parameter of `setuptools.setup` (#376 by
  [@mgorny]).
- Don't build universal wheels (#387 by [@bbc2]).""",
      T("Python"), T("MkDocs"),
      source="github:theskumar/python-dotenv:CHANGELOG.md", kind="changelog",
      note="python-dotenv not named in these entries; 'GA' (GitHub Actions) an abbreviation left out; setuptools only "
           "in the dotted setuptools.setup; parse_it a related project named in code; README.md bare"),
    R("""Version 2.5.1
-------------

Released 2021-03-18

-   Fix compatibility with Python 2.7.


Version 2.5.0
-------------

Released 2021-03-18

-   Update to support SQLAlchemy 1.4.
-   SQLAlchemy ``URL`` objects are immutable. Some internal methods have changed to
    return a new URL instead of ``None``. :issue:`885`


Version 2.4.4
-------------

Released 2020-07-14

-   Change base class of meta mixins to ``type``. This fixes an issue caused by a
    regression in CPython 3.8.4. :issue:`852`


Version 2.4.3
-------------

Released 2020-05-26

-   Deprecate ``SQLALCHEMY_COMMIT_ON_TEARDOWN`` as it can cause various design issues
    that are difficult to debug. Call ``db.session.commit()`` directly instead.
    :issue:`216`


Version 2.4.2
-------------

Released 2020-05-25

-   Fix bad pagination when records are de-duped. :pr:`812`


Version 2.4.1
-------------

Released 2019-09-24

-   Fix ``AttributeError`` when using multiple binds with polymorphic models. :pr:`651`


Version 2.4.0
-------------

Released 2019-04-24

-   Drop support for Python 2.6 and 3.3. :pr:`687`
-   Address SQLAlchemy 1.3 deprecations. :pr:`684`
-   Make engine configuration more flexible. Added the ``engine_options`` parameter and
    ``SQLALCHEMY_ENGINE_OPTIONS`` config. Deprecated the individual engine option config
    keys ``SQLALCHEMY_NATIVE_UNICODE``, ``SQLALCHEMY_POOL_SIZE``,
    ``SQLALCHEMY_POOL_TIMEOUT``, ``SQLALCHEMY_POOL_RECYCLE``, and
    ``SQLALCHEMY_MAX_OVERFLOW``. :pr:`684`
-   ``get_or_404()`` and ``first_or_404()`` now accept a ``description`` parameter to
    control the 404 message. :issue:`636`
-   Use ``time.perf_counter`` for Python 3 on Windows. :issue:`638`
-   Add an example of Flask's tutorial project, Flaskr, adapted for Flask-SQLAlchemy.
    :pr:`720`""",
      T("Python"), T("SQLAlchemy"), T("Windows"), T("Flask"), T("Flask-SQLAlchemy"),
      source="github:pallets-eco/flask-sqlalchemy:CHANGES.rst", kind="changelog",
      note="CPython is Python in the lexicon; Flaskr a tutorial project, not a tool; the SQLALCHEMY_* names are "
           "settings; db.session.commit() and time.perf_counter code"),
    R("""# 0.9.0

* logrus/text_formatter: don't emit empty msg
* logrus/hooks/airbrake: move out of main repository
* logrus/hooks/sentry: move out of main repository
* logrus/hooks/papertrail: move out of main repository
* logrus/hooks/bugsnag: move out of main repository
* logrus/core: run tests with `-race`
* logrus/core: detect TTY based on `stderr`
* logrus/core: support `WithError` on logger
* logrus/core: Solaris support

# 0.8.7

* logrus/core: fix possible race (#216)
* logrus/doc: small typo fixes and doc improvements


# 0.8.6

* hooks/raven: allow passing an initialized client

# 0.8.5

* logrus/core: revert #208

# 0.8.4

* formatter/text: fix data race (#218)

# 0.8.3

* logrus/core: fix entry log level (#208)
* logrus/core: improve performance of text formatter by 40%
* logrus/core: expose `LevelHooks` type
* logrus/core: add support for DragonflyBSD and NetBSD
* formatter/text: print structs more verbosely

# 0.8.2

* logrus: fix more Fatal family functions

# 0.8.1

* logrus: fix not exiting on `Fatalf` and `Fatalln`

# 0.8.0

* logrus: defaults to stderr instead of stdout
* hooks/sentry: add special field for `*http.Request`
* formatter/text: ignore Windows for colors""",
      T("Logrus"), T("Solaris"), T("DragonFly BSD"), T("NetBSD"), T("Windows"),
      source="github:sirupsen/logrus:CHANGELOG.md", kind="changelog",
      note="'logrus:' names the library; airbrake, sentry, papertrail, bugsnag and raven only as hook package paths "
           "(logrus/hooks/sentry, hooks/raven), not labelled; DragonflyBSD spelled so (recorded); *http.Request Go code"),
    R("""4.0.0 (2022-10-15)
------------------

Channels 4 is the next major version of the Channels package. Together with the
matching Daphne v4 and channels-redis v4 releases, it updates dependencies,
fixes issues, and removes outdated code. It so provides the foundation for
Channels development going forward.

In most cases, you can update now by updating ``channels``, ``daphne``, and
``channels-redis`` as appropriate, with ``pip``, and by adding ``daphne`` at
the top of your ``INSTALLED_APPS`` setting.

First ``pip``::

    pip install -U 'channels[daphne]' channels-redis

Then in your Django settings file::

    INSTALLED_APPS = [
        "daphne",
        ...
    ]

Again, this is a major version change. Amongst other changes, large amounts of
the Django-wrapping code deprecated in Channels v3 has now been removed, in
favour of Django's own ASGI handling, and the ``runserver`` command has been
moved into the Daphne package.""",
      T("Django Channels"), T("Daphne"), T("channels-redis"), T("pip"), T("Django"),
      source="github:django/channels:CHANGELOG.txt", kind="changelog",
      note="'Channels' is Django Channels (recorded spelling); channels-redis the package (unknown to the lexicon); "
           "ASGI a specification; runserver a command; the release-notes pointer cut"),
    R("""Version 3.0.3
-------------

Released 2021-11-09

-   Fix traceback rewriting internals for Python 3.10 and 3.11.
    :issue:`1535`
-   Fix how the native environment treats leading and trailing spaces
    when parsing values on Python 3.10. :pr:`1537`
-   Improve async performance by avoiding checks for common types.
    :issue:`1514`
-   Revert change to ``hash(Node)`` behavior. Nodes are hashed by id
    again :issue:`1521`
-   ``PackageLoader`` works when the package is a single module file.
    :issue:`1512`


Version 3.0.2
-------------

Released 2021-10-04

-   Fix a loop scoping bug that caused assignments in nested loops
    to still be referenced outside of it. :issue:`1427`
-   Make ``compile_templates`` deterministic for filter and import
    names. :issue:`1452, 1453`
-   Revert an unintended change that caused ``Undefined`` to act like
    ``StrictUndefined`` for the ``in`` operator. :issue:`1448`
-   Imported macros have access to the current template globals in async
    environments. :issue:`1494`
-   ``PackageLoader`` will not include a current directory (.) path
    segment. This allows loading templates from the root of a zip
    import. :issue:`1467`


Version 3.0.1
-------------

Released 2021-05-18

-   Update MarkupSafe dependency to >= 2.0. :pr:`1418`
-   Mark top-level names as exported so type checking understands
    imports in user projects. :issue:`1426`
-   Fix some types that weren't available in Python 3.6.0. :issue:`1433`
-   The deprecation warning for unneeded ``autoescape`` and ``with_``
    extensions shows more relevant context. :issue:`1429`
-   Fixed calling deprecated ``jinja2.Markup`` without an argument.
    Use ``markupsafe.Markup`` instead. :issue:`1438`
-   Calling sync ``render`` for an async template uses ``asyncio.run``
    on Python >= 3.7. This fixes a deprecation that Python 3.10
    introduces. :issue:`1443`""",
      T("Python"), T("MarkupSafe"),
      source="github:pallets/jinja:CHANGES.rst", kind="changelog",
      note="Jinja named only in the dotted jinja2.Markup, not labelled; markupsafe.Markup dotted too, but MarkupSafe is "
           "named on its own; asyncio.run code; PackageLoader, Undefined API names"),
    # ---------------------------------------------------------------- answers
    R("""Rest with Express.js nested router

You can nest routers by attaching them as middleware on an other router, with or without params.

You must pass {mergeParams: true} to the child router if you want to access the params from the parent router.

mergeParams was introduced in Express 4.5.0 (Jul 5 2014)

In this example the itemRouter gets attached to the userRouter on the /:userId/items route

This will result in following possible routes:

GET /user -> hello user
GET /user/5 -> hello user 5
GET /user/5/items -> hello items from user 5
GET /user/5/items/6 -> hello item 6 from user 5

var express = require('express');
var app = express();

var userRouter = express.Router();
// you need to set mergeParams: true on the router,
// if you want to access params from the parent router
var itemRouter = express.Router({mergeParams: true});

// you can nest routers by attaching them as middleware:
userRouter.use('/:userId/items', itemRouter);

userRouter.route("https://stackoverflow.com/")
    .get(function (req, res) {
        res.status(200)
            .send('hello users');
    });

userRouter.route('/:userId')
    .get(function (req, res) {
        res.status(200)
            .send('hello user ' + req.params.userId);
    });

itemRouter.route("https://stackoverflow.com/")
    .get(function (req, res) {
        res.status(200)
            .send('hello items from user ' + req.params.userId);
    });

itemRouter.route('/:itemId')
    .get(function (req, res) {
        res.status(200)
            .send('hello item ' + req.params.itemId + ' from user ' + req.params.userId);
    });

app.use('/user', userRouter);

app.listen(3003);""",
      T("Express"), T("REST"),
      E("GET /user"), E("GET /user/5"), E("GET /user/5/items"), E("GET /user/5/items/6"),
      source="https://w3toppers.com/rest-with-express-js-nested-router/", kind="qa",
      note="a copy of a Stack Overflow answer, its '/' routes mangled into a URL by the copying site; 'Rest with "
           "Express.js' names the API style (REST, doubtful); the four requests the answer lists are labelled; the "
           "routes '/:userId' and '/:itemId' sit under mounts whose joined path (/user/:userId, "
           "/user/:userId/items/:itemId) is never written, so not labelled"),
    R("""Gunicorn can’t find app when name changed from “application”

Gunicorn (and most WSGI servers) defaults to looking for the callable named application in whatever module you point it at. Adding an alias from myproject import myapp as application or application = myapp will let Gunicorn discover the callable again.

However, the wsgi.py file or the alias aren’t needed, Gunicorn can be pointed directly at the real module and callable.

gunicorn myproject:myapp --workers 16
# equivalent to "from myproject import myapp as application"

Gunicorn can also call an app factory, optionally with arguments, to get the application object. (This briefly did not work in Gunicorn 20, but was added back in 20.0.1.)

gunicorn 'myproject.app:create_app("production")' --workers 16
# equivalent to:
# from myproject.app import create_app
# application = create_app("production")

For WSGI servers that don’t support calling a factory, or for other more complicated imports, a wsgi.py file is needed to do the setup.

from myproject.app import create_app
app = create_app("production")
gunicorn wsgi:app --workers 16""",
      T("Gunicorn"),
      source="https://w3toppers.com/gunicorn-cant-find-app-when-name-changed-from-application/", kind="qa",
      note="a copy of a Stack Overflow answer; WSGI a specification; wsgi.py bare; myproject:myapp and "
           "myproject.app:create_app module paths, not files; the Python lines are unfenced, so no Python label"),
    R("""I'm new to heroku and gunicorn so I'm not sure how this works. But I've done some searching and I think I'm close to deploying my Django app (1.5.1). So I know I need a Procfile which has

web: gunicorn app.wsgi

Because my directories are a bit different. I can't run gunicorn in the root directory

        # Normally Procfile goes here

Normally app/ would be the root directory, but I decided to structure my folders this way to separate my django app from some other things. Since I have to put the Procfile in the root directory for heroku to recognize it, what should I put in the Procfile and/or what parameters should I place in the gunicorn command?


web: gunicorn app.wsgi # won't work because Procfile is in a directory above
                       # I also want to keep the directories as is
                       # I also don't want to create a secondary git inside the app folder just for heroku
web: gunicorn app.app.wsgi # won't work because I don't want to convert the folder into a python module
  • I'm curious... why is it that you don't want add an init.py file to the top level app/ folder?
    – eikonomega
    May 8, 2013 at 0:22
  • I've tried to add __init__.py to the top level directory in the same project layout and it doesn't resolve all errors. Even though you pass the project import error, then there comes settings import error, because they are not in python path. So Graham's solution is the probably the best available. Oct 27, 2014 at 13:25

4 Answers 4



web: gunicorn --pythonpath app app.wsgi

As @Graham Dumpleton stated in his answer, the OP's problem could be solved by modifying his Procfile to the following:

web: gunicorn --pythonpath app app.wsgi

Why this works:

  • Remember, that the Procfile is simply used by Heroku to start processes. In this case, gunicorn processes.""",
      T("Heroku"), T("Gunicorn"), T("Django"), T("Git"), T("Python"),
      source="https://stackoverflow.com/questions/16416172/how-can-i-modify-procfile-to-run-gunicorn-process-in-a-non-standard-folder-on-he",
      kind="qa",
      note="'a secondary git' names Git; 'python module', 'python path' name Python; app.wsgi a module path; Procfile "
           "and __init__.py bare; app/ a folder"),
    R("""https://docs.spring.io/spring-boot/docs/current/reference/html/boot-features-external-config.html#boot-features-external-config-application-property-files
SpringApplication loads properties from application.properties files in the following locations and adds them to the Spring Environment:
- A /config subdirectory of the current directory
- The current directory
- A classpath /config package
- The classpath root
The list is ordered by precedence (properties defined in locations higher in the list override those defined in lower locations).
You can also use YAML ('.yml') files as an alternative to '.properties'.
If you do not like application.properties as the configuration file name, you can switch to another file name by specifying a spring.config.name environment property. You can also refer to an explicit location by using the spring.config.location environment property (which is a comma-separated list of directory locations or file paths). The following example shows how to specify a different file name:
$ java -jar myproject.jar --spring.config.name=myproject
The following example shows how to specify two locations:
$ java -jar myproject.jar --spring.config.location=classpath:/default.properties,classpath:/override.properties""",
      T("Spring"), T("Java"),
      source="https://wiki.gubat.org/content/stackoverflow.com_en_all_2023-11/questions/43148748/how-to-use-property-placeholders-in-yml-file",
      kind="qa",
      note="an answer quoting Spring Boot's reference; Spring Boot itself named only in the URL; 'the Spring "
           "Environment' names Spring; 'java -jar' names Java; YAML a format; application.properties bare, "
           "classpath:/default.properties a classpath resource, not a file path"),
    R("""I've created my first basic API using Flask, that has the ability to create new tasks, delete tasks, update tasks, handles error pages, and has authentication required.

What I would like to know is if there are anyways to make this better, can I make the authentication a little more complicated? What did I do well? What could I have done better?

from flask import Flask
from flask import jsonify
from flask import abort
from flask import make_response
from flask import request
from flask import url_for
from flask.ext.httpauth import HTTPBasicAuth

auth = HTTPBasicAuth()
app = Flask(__name__)
tasks = [  # Data that will be supplied to the API
        "id": 1,
        "title": u"Buy groceries",
        "description": u"Milk, Cheese, Pizza, Fruit, Tylenol",
        "done": False
        "id": 2,
        "description": u"Need to find a good Python tutorial on the web",
        "done": False,
        "title": "Learn Python"

def get_password(username):
    \"\"\" Require a username and password \"\"\"
    if username == "miguel":
        return "python"
    return None

def make_public_task(task):
    \"\"\" Turn a task public and provide a URI that will be used for callback
    >>> curl -i http://localhost:5000/todo/api/v1.0/tasks
      "tasks": [
          "title": "Buy groceries",
          "done": false,
          "description": "Milk, Cheese, Pizza, Fruit, Tylenol",
          "uri": "http://localhost:5000/todo/api/v1.0/tasks/1"
    }, ... \"\"\"
    new_task = {}
    for field in task:
        if field == "id":
            new_task["uri"] = url_for("get_task", task_id=task["id"], _external=True)
            new_task[field] = task[field]
    return new_task

@app.route("/todo/api/v1.0/tasks", methods=["POST"])
def create_task():
    \"\"\" Create a task in the API with POST
    >>> curl -i -H "Content-Type: application/json" -X POST -d '{"title":"Read a book"}' http://localhost:5000/todo/api/v1.0/tasks""",
      T("Flask"), T("Flask-HTTPAuth"),
      E("POST /todo/api/v1.0/tasks"),
      source="https://codereview.stackexchange.com/questions/154597/first-basic-api-using-flask-with-authentication",
      kind="qa",
      note="a Code Review question (the code as the stored copy keeps it, its list brackets lost); 'from "
           "flask.ext.httpauth import' imports Flask-HTTPAuth (recorded spelling); Python only in the tasks' data and "
           "a password string, and the code is unfenced -- not labelled; the bare curl of the tasks gives no method"),
    R("""I came back to this thread after realizing I whitenoise would solve my current problem...
I'm working on a small internal tool using Django. When I turned debug off, my files stopped serving. And for this small deployment, I really don't want to have to require a separate nginx server. I get it now.""",
      T("WhiteNoise"), T("Django"), T("Nginx"),
      source="https://hcy.dannield.com/item?id=43523021", kind="qa",
      note="a forum reply (a Hacker News thread's copy) on serving static files"),
    # ---------------------------------------------------------------- posts and tutorials
    R("""If you use Express routing in Node.js, then you'll probably use route params. Let's imagine a GET
request comes in for a user, how do you know which user is being requested?
Route params!
app.get('/users/:userId', (req, res) => {
res.send(req.params.userId);
})
That :userId
part of the route is a route parameter. You can start any part of your route with :
to tell express that it's a route param.
So the actual request path won't be /users/:userId
- it will be /users/12345
or /users/65434543
or whatever the user ID is for the request.
Ok, that's the intro, and you probably know all of that. You have your router set up in Express, but req.params
is undefined. Annoying!
Let's fix it.
Check you set the route param correctly
app.get('/users/userId', (req, res) => {
res.send(req.params.userId); // undefined
})
See the problem with the code above? Check it against the first example!
We are missing the :
before userId
. And that means it's not set up as a route param.
Make sure you have your routes set up correctly!
Here's another common mistake.
app.get('/users/:userId', (req, res) => {
res.send(req.params.user); // undefined
})
Did you spot the problem?
The parameter is userId
, but we used req.params.user
.
Are your route parameters set up correctly with no typos? Ok, now things get interesting!
Define the param on the route it's needed
A common reason why you might get undefined
for your route params is when you use a router. Let's say you have all of your user routes defined in a userRoutes
file.
routes.js
const express = require('express');
const app = express();
const userRoutes = require('./userRoutes');
app.use('/user/:userId', userRoutes);
userRoutes.js
const express = require('express');
const router = express.Router();
// get the user
router.get('/', (req, res) => {
res.send(req.params.userId); // undefined
});
module.exports = router;""",
      T("Express"), T("Node.js"),
      E("GET /users/:userId"), E("GET /users/userId"), E("GET /user/:userId"),
      source="https://codemzy.com/blog/express-params-undefined", kind="blog",
      note="the mistaken route '/users/userId' is still a route in code (labelled, doubtful); userRoutes' "
           "router.get('/') mounted at '/user/:userId' gives GET /user/:userId; routes.js, userRoutes.js bare, "
           "./userRoutes a require path"),
    R("""nested routes with expressjs

April 12, 2016

Whenever I need to build a quick web application I turn to ExpressJS. It is a fast, minimal, easy to configure web server that puts the E in MEAN). I wanted to build a REST API for a hobby app and found that the docs for how to nest routes are relatively few (see blog, stackoverflow answer). Combining these two resources, I learned a simple method for keeping your routes separate while creating a nested routing structure.

The Plan

I want to create routes that look like these:

  • /foo
  • /foo/bar
  • /foo/42
  • /foo/42/baz
  • /foo/42/baz/123

Using the express-generator and a few simple commands, you can get your server up and running fast:

$ npm install express-generator -g
$ express myapp
$ cd myapp
$ npm install
$ npm start

You will end up with a working directory that looks like this:

├── app.js
├── bin
│   └── www
├── node_modules
│   ├── ...
├── package.json
├── public
│   ├── images
│   ├── javascripts
│   └── stylesheets
│       └── style.css
├── routes
│   ├── index.js
│   └── users.js
└── views
    ├── error.jade
    ├── index.jade
    └── layout.jade

Go ahead and delete the /routes/users.js file and the following lines from app.js

...
var users = require('./routes/users');
...
app.use('/users', users);

Then create a new routes file named /routes/foo.js and and require it from your app server.

...
app.use('/foo', require('./routes/foo'));
...

How to GET /foo

Inside /routes/foo.js, you need to require the router module from ExpressJS, define a route on it, and export it back out.

var express = require('express')
var router = express.Router()

// GET /foo
router.get('/', function (req, res, next) {
  res.send('this is the index for foo')
})

module.exports = router""",
      T("Express"), T("REST"), T("express-generator"), T("npm"),
      E("GET /foo"),
      source="https://katieleonard.ca/blog/2016/2016-04-12-nested-routes-with-expressjs", kind="blog",
      note="MEAN a stack's acronym; /routes/users.js and /routes/foo.js written with a leading slash (as if absolute) -- "
           "not labelled; ./routes/foo a require path; the tree's names are no paths; the planned routes carry no "
           "method; router.get('/') mounted at '/foo' and the '// GET /foo' comment give GET /foo"),
    R("""Nested Routers in Express.js

Express makes it easy to nest routes in your routers. But I always had trouble accessing the request object's .params when you had a long URI with multiple parameters and nested routes.

Let's say you're building routes for a website www.music.com. Music is organized into albums with multiple tracks. Users can click to see a track list. Then they can select a single track and see a sub-page about that specific track.

At our application level, we could first have a Router to handle any requests to our albums.

const express = require('express');
const app = express();
const albumsRouter = require('./routers/albums');

//...

app.use('/albums', albumsRouter); // Forwards any requests to the /albums URI to our albums Router

//...

Inside our albums.js file...

const albums = require('express').Router();

//...

// Our app.use in the last file forwards a request to our albums router.
// So this route actually handles `/albums` because it's the root route when a request to /albums is forwarded to our router.
albums.get('/', function(req, res, next) {
  // res.send() our response here
});


// A route to handle requests to any individual album, identified by an album id
albums.get('/:albumId', function(req, res, next) {
  let myAlbumId = req.params.albumId;
  // get album data from server and res.send() a response here
});

//...

module.exports = albums;""",
      T("Express"),
      E("GET /albums"),
      source="https://gist.github.com/zcaceres/f38b208a492e4dcd45f487638eff716c", kind="blog",
      note="albums.get('/') under '/albums' is GET /albums; albums.get('/:albumId') joins to /albums/:albumId, never "
           "written whole -- not labelled; ./routers/albums a require path; albums.js bare; www.music.com a made-up site"),
    R("""We will be using Mongoose, an ODM (object data modeling) library for MongoDB, to create the user model within the user schema.
First, we need to create the schema in /users/models/users.model.js
:
constuserSchema =
newSchema({
firstName
:
String,
lastName
:
String,
:
String,
password
:
String,
permissionLevel
:
Number
});
Once we define the schema, we can easily attach the schema to the user model.
constuserModel = mongoose.model(
'Users', userSchema);
After that, we can use this model to implement all the CRUD operations that we want within our endpoints.
Let’s start with the “create user” operation by defining the route in users/routes.config.js
:
app.post(
'/users', [
UsersController.insert
]);
At this point, we can test our Mongoose model by running the server and sending a POST
request to /users
with some JSON data:
{
"firstName"
:
"Marcos",
"lastName"
:
"Silva",
"email"
:
"marcos.henrique@toptal.com",
"password"
:
"s3cr3tp4sswo4rd"
}
We can use the controller to hash the password appropriately in /users/controllers/users.controller.js
:
exports.insert =
(req, res) =>{
let
salt = crypto.randomBytes(
16).toString(
'base64');
let
hash = crypto.createHmac(
'sha512',salt)
.update(req.body.password)
.digest(
"base64");
req.body.password = salt +
"$"+ hash;
req.body.permissionLevel =
1;
UserModel.createUser(req.body)
.then(
(result) =>{
res.status(
201).send({
id: result._id});
});
};
At this point the result of a valid post will be just the id from the created user: { "id": "5b02c5c84817bf28049e58a3" }
And we need to add the createUser
method to the model in users/models/users.model.js
:
exports.createUser =
(userData) =>{
const
user =
newUser(userData);
return
user.save();
};
All set, we need to see if the user exists. For that, we are going to implement the get user by id feature for the following endpoint: users/:userId
.
First, we create a route in /users/routes/config.js
:
app.get(
'/users/:userId', [
UsersController.getById
]);""",
      T("Mongoose"), T("MongoDB"),
      F("users/routes.config.js"), F("users/models/users.model.js"),
      E("POST /users"), E("GET /users/:userId"),
      source="https://softwareengineering.softecks.in/292", kind="blog",
      note="a copy of a Toptal tutorial with its code's spacing lost; the paths written with a leading slash "
           "(/users/models/users.model.js, /users/controllers/users.controller.js, /users/routes/config.js) look "
           "absolute -- not labelled, the relative ones are; crypto Node's module in code; JSON a format"),
    R("""Episode 3: User Auth - Register, Login & JWT
Enable users to register and log in to the application securely using JWT tokens and HTTP-only cookies. Add basic authentication middleware.
Episode 3: User Auth - Register, Login & JWT
Technologies
- Express.js
- Mongoose
- bcryptjs
- jsonwebtoken
- cookie-parser
1. Install Required Packages
1
npm install bcryptjs jsonwebtoken
2. Create the User Schema
In models/User.js
:
1
2
3
4
5
6
7
8
9
10
11
12
13
14
15
16
17
18
19
20
21
const mongoose = require('mongoose');
const UserSchema = new mongoose.Schema({
email: {
type: String,
required: true,
unique: true,
lowercase: true
},
password: {
type: String,
required: true
},
role: {
type: String,
default: 'customer',
enum: ['customer', 'admin']
}
}, { timestamps: true });
module.exports = mongoose.model('User', UserSchema);
3. Create Authentication Routes
Create routes/auth.js:
1
2
3
4
5
6
7
8
9
10
11
12
13
14
15
16
17
18
19
20
21
22
23
24
25
26
27
28
29
30
31
32
33
34
35
36
37
38
39
40
41
42
43
44
45
46
47
48
49
50
51
52
53
54
const express = require('express');
const router = express.Router();
const User = require('../models/User');
const bcrypt = require('bcryptjs');
const jwt = require('jsonwebtoken');
// Register
router.post('/register', async (req, res) => {
const { email, password } = req.body;
try {
const exists = await User.findOne({ email });
if (exists) return res.status(400).json({ msg: 'User already exists' });
const hashedPassword = await bcrypt.hash(password, 10);
const user = new User({ email, password: hashedPassword });
await user.save();
res.status(201).json({ msg: 'User registered successfully' });
} catch (err) {
res.status(500).json({ msg: 'Server error' });
}
});""",
      T("Express"), T("Mongoose"), T("bcrypt"), T("jsonwebtoken"), T("cookie-parser"), T("npm"), T("JWT"),
      F("models/User.js"), F("routes/auth.js"),
      E("POST /register"),
      source="https://shandyprofile.github.io/posts/expressjs-ecomerce-04", kind="blog",
      note="bcryptjs is bcrypt in the lexicon; JWT the token format the episode is about (labelled like earlier sets' "
           "JWT); the router's mount is not shown, so the route's path as written; ../models/User a require path; "
           "the login route cut"),
    R("""Designing a RESTful API with Python and Flask

In recent years REST (REpresentational State Transfer) has emerged as the standard architectural design for web services and web APIs.

In this article I'm going to show you how easy it is to create a RESTful web service using Python and the Flask microframework.

What is REST?

The characteristics of a REST system are defined by six design rules:

  • Client-Server: There should be a separation between the server that offers a service, and the client that consumes it.
  • Stateless: Each request from a client must contain all the information required by the server to carry out the request. In other words, the server cannot store information provided by the client in one request and use it in another request.
  • Cacheable: The server must indicate to the client if requests can be cached or not.
  • Layered System: Communication between a client and a server should be standardized in such a way that allows intermediaries to respond to requests instead of the end server, without the client having to do anything different.
  • Uniform Interface: The method of communication between a client and a server must be uniform.
  • Code on demand: Servers can provide executable code or scripts for clients to execute in their context. This constraint is the only one that is optional.""",
      T("REST"), T("Python"), T("Flask"),
      source="https://blog.miguelgrinberg.com/post/designing-a-restful-api-with-python-and-flask/page/10", kind="blog",
      note="the post's opening only; HTTP a protocol"),
    R("""Building A Todo List with Python and Flask

Posted on May 11, 2018 by Rebecca Skinner


NB: The full source code to this application is available on github.

The TODO List is a perrenial favorite of developers looking to learn a new language, framework, or technique. I recently joined a team that uses Python as one of their languages, and decided to create my own implementation of a basic todo list using python3 and Flask in order to hone my very rusty skills with dynamically typed OO languages. I decided to write up my thoughts here both to help other developers who are interested in understanding how to get a start with python, as well as offering a perspective to experienced python developers on how those of us coming from outside the python ecosystem may approach solving problems, and what hiccups we can encounter.

Defining the API

The TODO list that we’re building is going to focus on acting as a backend service for some hypothetical rich frontend application. We aren’t concerned with serving up HTML, CSS, or JavaScript. Instead, we will concern ourselves with implementing a simple JSON API, outlined below.

The API Endpoint

The first thing I wanted to do as I was working through this project was to ensure that my application’s interfaces were well specified. I wanted to limit the scope of the project to something that could be accomplished in a few hours, so rather than dive into understanding the python libraries for data interchange formats like protobufs, and tools like swagger, I decided to create an ad-hoc schema format for my API specification.""",
      T("Python"), T("Flask"), T("CSS"), T("JavaScript"), T("Protocol Buffers"), T("OpenAPI"),
      source="https://rebeccaskinner.net/posts/2018-05-11-python-todo-list.html", kind="blog",
      note="protobufs is Protocol Buffers (recorded spelling), swagger the lexicon's OpenAPI; HTML and JSON formats; "
           "github a site; the schema that follows cut"),
    R("""Anatomy of a Django Project Deployment (Infographic)

August 09th, 2018

Miguel Sanda

I remember one of the difficult parts for me to grasp about Django was deployment. New developers usually focus on learning the framework, but once the work is done, deployment reality kicks in. Unless you come from a programming or solutions architect background, this step is not trivial.

One would think that after your application is written and tested you’re ready to go. Unfortunately this is not true and there are a lot of moving parts.

There are a number of cloud providers that will take your project and deploy it in no time. However, I always try to avoid black boxes by having an understanding of what’s going on behind the scenes.

This is by no means the ultimate Django (or WSGI app) deployment guide, but rather a reference to understand how to connect the dots. However, this is an effective and simple way to get started.

Although this configuration will work, there are multiple options to fine tune your deployment. Refer to the Nginx and Gunicorn documentation for more details.

The infographic describes a typical Django project deployment using Nginx and Gunicorn.""",
      T("Django"), T("Nginx"), T("Gunicorn"),
      source="https://arrobalytics.com/blog/2018/08/09/anatomy-django-project-deployment-infographic/", kind="blog",
      note="WSGI a specification"),
    # ---------------------------------------------------------------- reference pages and READMEs
    R("""Why is my Node.js app crashing with an R10 error?


My application is crashing with an R10 error message in the logs.


R10 - Boot timeout occurs when a web process takes longer than 60 seconds to bind to its assigned $PORT. When this happens, the dyno’s process is killed and the dyno is considered crashed.

Below are some of the causes for R10 in the node.js app:

1.) Using process.env.PORT

Most Node.js apps bind to a specific port by default. For example, Express uses the following:

app.listen(3000, function () {
  console.log('Example app listening on port 3000!');

However, Heroku dynos expose a dynamic port for your app to bind to. This value is exposed in the $PORT env var. You must change your code to bind to this port instead. For example:

const PORT = process.env.PORT || 3000;
app.listen(PORT, () => {
    console.log(`Our app is running on port ${ PORT }`);

This will use the $PORT env var if available, or fallback to a default port (useful for local development). Note that when browsing to your application on Heroku, you still use port 80 ([your-application].herokuapp.com) and not the port that your process binds on.

2.) Binding on localhost instead of

In rarer cases, your app may be using process.env.PORT, but may still be failing to bind. This can be caused by the app attempting to bind on localhost. Instead, you may need to change this to

3.) Running long build processes as part of npm run start

Finally, an R10 boot timeout can also be caused when the command to boot the server is also running another command, for example a build process such as grunt, gulp or webpack e.g.

"start": "npm run build && node server.js"

These tasks should instead be moved to a postinstall task as described here: https://devcenter.heroku.com/articles/node-best-practices#hook-things-up

"postinstall": "npm run build",
"start": "node server.js\"""",
      T("Node.js"), T("Express"), T("Heroku"), T("npm"), T("Grunt"), T("Gulp"), T("Webpack"),
      source="https://help.heroku.com/P1AVPANS/why-is-my-node-js-app-crashing-with-an-r10-error", kind="docs",
      note="the stored copy lost the addresses after 'instead of' and 'change this to'; server.js bare; R10, dyno "
           "Heroku's own terms; postinstall an npm script"),
    R("""Procfile - declare commands to be run by Heroku dynosΒΆ

See https://devcenter.heroku.com/articles/procfile. Per http://stackoverflow.com/questions/37080834/can-a-procfile-have-comments, comments are allowed.

Use gunicorn to host the webapp. The options used:

web:
Tell Heroku we’re running a web server, so we can have access to HTTP traffic. Only web process type has this access – see the note just before https://devcenter.heroku.com/articles/procfile#developing-locally.
–chdir build/Flask
Run the application from the Flask directory; see http://docs.gunicorn.org/en/stable/settings.html#chdir.
–log-file -
Report log output to stdout? The manual’s not very helpful. See –log-file -.
–error-logfile -
Report errors to stderr? Again, http://docs.gunicorn.org/en/stable/settings.html#logging isn’t terribly clear. Without this option, Flask tracebacks don’t appear.
book_webapp:app
Per http://docs.gunicorn.org/en/stable/run.html#gunicorn, the WSGI callable for the app is book_webapp.app.
web: gunicorn --chdir build/Flask --log-file - --error-logfile - book_webapp:app""",
      T("Heroku"), T("Gunicorn"), T("Flask"),
      source="http://interactive-ebooks.herokuapp.com/build/Heroku/Procfile.html", kind="docs",
      note="a Procfile's literate notes (its heading's 'Β¶' a mangled pilcrow, kept); build/Flask a directory, not a file; "
           "book_webapp:app a module path; WSGI a specification"),
    R("""Backend Standards
Controller Structure
Controllers should be consistent, simple, and predictable:
export default class UsersController {
static async createUser(req, res, next) {
try {
const newUser = await UsersService.createUser(req.body);
return next(newUser);
} catch (error) {
return next(error);
}
}
}
General Controllers
Prefer shared controller patterns instead of per-feature custom controllers.
General Services
Use general services where possible.
Do not use findUserById or similar custom helpers when a shared service exists.
const {doc: company} = await GeneralServices.findOne({
model: CompaniesModel,
query: {_id: id, agent: req.jwtToken.user.id},
});
if (!company) {
return next(CompaniesErrorsFactory.companyNotFoundErr());
}
Validation
Always validate on the backend using schema/model validation.
Example (Mongoose):
const userSchema = new mongoose.Schema({
email: {type: String, required: true, match: /.+@.+\\\\..+/},
age: {type: Number, min: 18, required: true},
});
Route Ordering
Define static routes before :id routes to avoid conflicts:
PATCH /users/forget-password
PATCH /users/:id
Example conflict:
PATCH /users/:id
PATCH /users/forget-password
The second route is treated as :id = forget-password.""",
      T("Mongoose"),
      E("PATCH /users/forget-password"), E("PATCH /users/:id"),
      source="https://guidelines.desolint.dev/backend-standards", kind="docs",
      note="a team's backend guidelines; the two routes listed with their method; the code unfenced, so no "
           "JavaScript label"),
    R("""# Flask skeleton

* `main.py` -- code thath launches app
* `loadApi.py` -- functions for including endpoints functions
* `make.cmd` -- commands to prepare and run app
* `endpoints/common.py` -- file that imported by each endpoint main
* `endpoints/root` -- directory for `/` endpoint
* `endpoints/x` -- directory for /x endpoint
* `endpoints/x/main.py` -- file with class (one and only) describing x endpoint methods

Use `wizard.py endpoint_name [endpoint_name ...]` to create endpoints

Use name `root` to create `/` endpoint""",
      T("Flask"),
      F("endpoints/common.py"), F("endpoints/x/main.py"),
      source="github:MentalBlood/flask_skeleton:README.md", kind="docs",
      note="endpoints/root and endpoints/x directories; main.py, loadApi.py, make.cmd, wizard.py bare; / and /x carry "
           "no method"),
    R("""# API Template

## Setup

1. Clone this repo
2. Create your `database.yml` file
3. `bundle install`
4. `rake db:create`
5. `rake db:migrate`
6. [Optional] Set your [frontend URL](https://github.com/cyu/rack-cors#origin) in `config/initializers/rack_cors.rb`
7. `rails s`""",
      T("Bundler"), T("Rake"), T("Rails"),
      F("config/initializers/rack_cors.rb"),
      source="github:rootstrap/rails_api_base:README.md", kind="docs",
      note="'bundle install' is Bundler's command (recorded spelling); rack-cors named only in the URL; database.yml bare"),
    R("""# API

## Install

```
npm install
```

## Config

Copy the `config/default.json` file to `config/production.json` and edit its content to match your configuration.

## Run

```
export NODE_ENV=production
port=8081; npm start
```""",
      T("npm"),
      F("config/default.json"), F("config/production.json"),
      source="github:MiLk/UniCrawler:api/README.md", kind="docs",
      note="NODE_ENV an environment variable"),
    R("""# Busylight API 💡

## Quick start

As usual, `npm install` to install all the required modules, `npm start` to launch the Express API server.

## Routes

`server.js` shouldn't be touched, all the routes callbacks should be created inside `./routes/api/` and then added to `./routes/index.js`

The express server will run under the port 9000, this can be either customised using a PORT env variable on your machine or editing the file directly (I'd recommend setting all the sensitive stuff on env vars).""",
      T("npm"), T("Express"),
      F("./routes/index.js"),
      source="github:OliPassey/busylight-api:README.md", kind="docs",
      note="./routes/api/ a directory; server.js bare; Busylight the project's own name"),
    R("""# Getting Started with Express

### Add Database config

Add a config file to config/default.yml

You can copy the content from config/default.yml.template\\
Then edit the database information to the config file.

## Available Scripts

In the project directory, you can run:

### `npm install`

Install all needed dependencies locally.

### `npm start`

Runs the app in the development mode.\\
The web-server will run in [http://localhost:3000](http://localhost:3000).
You can access the APIs on this site.

### Demo APIs
[http://localhost:3000/hello](http://localhost:3000/hello)
[http://localhost:3000/user/1](http://localhost:3000/user/1)""",
      T("Express"), T("npm"),
      F("config/default.yml"), F("config/default.yml.template"),
      source="github:simutrade/simutrade-test-api:readme.md", kind="docs",
      note="the demo APIs are bare URLs without a method -- no endpoint"),
    R("""# mongodb-crud

## REST API

List of user routes:

Route | HTTP | Description
------|------|------------
`/api/books` | POST | Create a book
`/api/books` | GET | Get all the books
`/api/books/:isbn` | GET | Get a single book by ISBN
`/api/books/:isbn` | DELETE | Delete a book by ISBN
`/api/books/:isbn` | PUT | Update a book by ISBN with new info


## Usage
With only npm:
```
npm install
npm start
npm run dev
```

Access from localhost via http://localhost:3000 or API via http://localhost:3000/api""",
      T("REST"), T("npm"),
      E("POST /api/books"), E("GET /api/books"), E("GET /api/books/:isbn"), E("DELETE /api/books/:isbn"),
      E("PUT /api/books/:isbn"),
      source="github:jack-fox-2017/mongodb-crud:README.md", kind="docs",
      note="the table gives each route's method; MongoDB only inside the project's slug 'mongodb-crud' -- not labelled; "
           "ISBN a book number"),
    R("""<h2>Overview</h2>
A simple Spring Boot REST application that allows you to perform all CRUD operations on a list of employees. Employees are in the database and information is transferred using JSON
<br>
<br>
The application allows you to get a list of all employees, a single employee by ID, add a new employee, modify an existing employee and delete an employee
<br>
<br>
When creating the REST API, we adhered to generally accepted standards:
<br>
<br>

| HTTP method  | URL | CRUD operation |
| ------------- | ------------- | ----------- |
| GET  | api/employees  | getting all employees |
| GET  | api/employees/{employeeId}  | getting single employee |
| POST  | api/employees  | adding an employee |
| PUT  | api/employees  | employee updating |
| DELETE  | api/employees/{employeeId}  | employee removal |

Settings for connection to the database are specified in the file application.properties (/src/main/resources/application.properties)
<br><br>
All CRUD operations are performed using interfaces "EmployeeDAO", "EmployeeService" and classes "EmployeeDAOImpl", "EmployeeServiceImpl" that implements these interfaces
<br><br>
Class "MyRESTController" is used for calling methods from "EmployeeService"
<br><br>
To run the application on the server we use the class "SpringBootRestApplication" which is created simultaneously with the project creation and gets the name automatically depending on the project name
<h3>Configuration</h3>
The application is configured with Spring Initializr (start.spring.io) using starter packages "Spring Web", "Spring Data JPA" and "MySQL Driver"<br>
Server support is built in
<h3>Testing</h3>
In order to test all CRUD operations using all HTTP methods we resorted to the "Postman" application""",
      T("Spring Boot"), T("REST"), T("Spring Initializr"), T("Spring Data JPA"), T("MySQL"), T("Postman"),
      source="github:Drobyshevskyy/springboot_rest:README.md", kind="docs",
      note="an earlier version of the README; the table's URLs have no leading slash -- no endpoint; "
           "/src/main/resources/application.properties written as if absolute -- not labelled; 'Spring Web' a "
           "starter (Spring MVC's) left out; the 'MySQL Driver' starter names MySQL; JSON a format"),
    R("""## Employee API (Spring Boot 2.7, Java 1.8)

Run locally:

```bash
mvn spring-boot:run
```

API endpoints:
- GET `/api/employees`
- GET `/api/employees/{id}`
- POST `/api/employees`
- PUT `/api/employees/{id}`
- DELETE `/api/employees/{id}`

H2 console at `/h2-console` (JDBC URL: `jdbc:h2:mem:employees`).""",
      T("Spring Boot"), T("Java"), T("Maven"), T("H2 Database"),
      E("GET /api/employees"), E("GET /api/employees/{id}"), E("POST /api/employees"), E("PUT /api/employees/{id}"),
      E("DELETE /api/employees/{id}"),
      source="github:udayakumarreddyv/CursorTest:README.md", kind="docs",
      note="mvn is Maven; a bash fence names nothing; /h2-console has no method; 'JDBC URL' a connection string's "
           "name, JDBC left out"),
]
