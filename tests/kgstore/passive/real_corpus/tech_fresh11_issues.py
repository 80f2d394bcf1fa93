"""An eleventh fresh held-out set ("fresh-11"), part one: GitHub issue and pull-request threads of
repositories none of the earlier sets used -- Gradle and Micronaut, WordPress plugins and Symfony
bundles, Phoenix LiveView's Backpex, Litestar (Starlite), Django REST framework and Djoser, NestJS
with Next.js, Expo and EAS, Capacitor plugins, Drizzle, Prisma, asyncpg under SQLAlchemy, Argo CD,
go-redis, golangci-lint, Mongoose and Meteor Up, reqwest, Tokio and Serenity, Vault's injector,
Nomad, GitLab CI runners and cibuildwheel, Jenkins pipelines, Remix, TimescaleDB, Rails engines
(Mercury, Toro, Mailkick), Kubernetes operators (PGO, Kubebuilder), React Native, Koa, Sails,
Sanic, Keg, Ktor with Exposed -- each a paragraph or a few lines of one thread kept as written
(code blocks, logs, tracebacks and environment dumps as they appear, trimmed; the comments of a
thread joined without their author lines), with the thread's title opening the text.

Every text was taken from a stored public copy of the thread at the address given and labelled
by hand without running the extractor on it, by the earlier sets' conventions: technologies under
their usual canonical name (any spelling in the text), also tools the lexicon may not know, a code
fence's language; data formats, everyday shell utilities and placeholders not labelled; relative
file paths as written (./ kept, backslashes as written), absolute paths, paths inside dependencies
or package caches, URLs' paths and bare file names not; an endpoint only as "METHOD /path", when
the text gives the method for that path (a route in code, a route-table line, an access log of a
request a route answered) and writes the whole path with its leading slash -- a request no route
accepts ("No route matches", a 404 or 405 for a missing route) and a route whose full path under a
prefix is not written are not labelled. Nobody tunes the extractor on these texts: the benchmark
scores them as their own split (``--split fresh-11``).
"""

from real_corpus import E, F, R, T

SURFACES = {
    "JWT Authentication for WP REST API": ("WP JWT AUTH",),
    "WP REST API": ("wp api",),
    "VichUploaderBundle": ("VichUploader",),
    "Ember Data": ("EmberData", "ember-data"),
    "Ember CLI": ("ember-cli",),
    "Django REST framework": ("django-rest-framework", "djangorestframework"),
    "Phoenix LiveView": ("LiveView",),
    "Material UI": ("@mui/material",),
    "NestJS": ("nest",),
    "Next.js": ("next",),
    "Delayed Job": ("delayed_job",),
    "macOS": ("Mac OS",),
    "Argo CD": ("ArgoCD",),
    "Amazon EKS": ("EKS",),
    "Amazon ECR": ("ECR",),
    "GitLab CI": ("gitlab-ci",),
    "GitLab Runner": ("gitlab-runner",),
    "OpenShift": ("oc adm",),
    "Kubernetes": ("k8s",),
    "Maven": ("mvn",),
    "Meteor Up": ("Mup",),
    "MongoDB Compass": ("Compass",),
    "Node.js": ("Node",),
    "TimescaleDB": ("timescale DB",),
    "PostgreSQL": ("postgres",),
    "React Native": ("RN", "react-native"),
    "Docker Compose": ("docker-compose",),
}

CASES = [
    # ---------------------------------------------------------------- JVM: Gradle, Micronaut
    R("""Applying the kotlin-dsl plugin without any repositories should provide a helpful error message

I have the same error

```
Could not determine the dependencies of task ':compileKotlinMetadata'.
> Could not resolve all files for configuration ':kotlinCompilerClasspath'.
   > Cannot resolve external dependency org.jetbrains.kotlin:kotlin-compiler-embeddable:1.3.72 because no repositories are defined.
     Required by:
         project :
```

I don't have jcenter()  but I'm using maven central and it is also there
https://mvnrepository.com/artifact/org.jetbrains.kotlin/kotlin-compiler-embeddable
Weird that there is missing project name.

We're getting this issue here with Gradle 6.8.3

```
Could not resolve compiler classpath. Check if Kotlin Gradle plugin repository is configured in project ':buildSrc'.
FAILURE: Build failed with an exception.
* What went wrong:
Could not determine the dependencies of task ':buildSrc:compileKotlin'.
```""",
      T("Kotlin"), T("Gradle"), T("Maven Central"),
      source="https://github.com/gradle/gradle/issues/10020", kind="issue",
      note="kotlin-dsl is Gradle's plugin; jcenter() is a call; ':buildSrc' is a project path, not a file"),
    R("""rest_no_route issue

Hi, 

i tried to use WP JWT AUTH plugin without success. Every time i send a query to this url : 

https://www.mydomain.com/wp-json/jwt-auth/v1/token

i have a 404 error:
```
 {"code":"rest_no_route","message":"Aucun itin\\u00e9raire n\\u2019a \\u00e9t\\u00e9 trouv\\u00e9 correspondant \\u00e0 l\\u2019URL et \\u00e0 la m\\u00e9thode de requ\\u00eate","data":{"status":404}}
```
For info the url: 

https://www.mydomain.com/wp-json/wp/v2/posts return an empty response (the route is ok), im using the last wp api (2 beta 15)

Are you sure the Plugin is active? I can see the namespaces

I just reinstalled it to try and reflush permalinks but always the same, and yes now (was not the case a few minute ago)  the plugin is activated

wp-json/jwt-auth/v1 this is ok wp-json/jwt-auth/v1/token this is not ok

Ok sorry work only wih post, so sorry""",
      T("JWT Authentication for WP REST API"), T("WP REST API"),
      source="https://github.com/Tmeister/wp-api-jwt-auth/issues/42", kind="issue",
      note="WP JWT AUTH is the plugin of the repository; 'wp api' is the WordPress REST API plugin; "
           "'work only wih post' names no path"),
    R("""wp-json 404

Hi,
I try to use rest api but for some reason when i go to mywebsite.com/wp-json i get a 404 error.

I use last version of wordplate and twentytwenty theme.

Can you help me with this ?

Please share the error message in this issue.

Problem solved, it was the plugin "wpackagist-plugin/nietzsche" recommended in documentation that remove API REST""",
      T("WordPlate"),
      source="https://github.com/vinkla/wordplate/issues/257", kind="issue",
      note="wordplate lower-cased; twentytwenty (a theme) and wpackagist-plugin/nietzsche (a plugin's "
           "package) not labelled; 'rest api' generic"),
    R("""Problem after updating from 2.4.0 to 2.5.1

Hello, 
After upgrading from 2.4.0 to 2.5.1 I've experienced the following error:

Unable to find file "@PrestaImageBundle/Resources/config/routing.yaml" in @PrestaImageBundle/Resources/config/routing.yaml (which is being imported from "/.../config/routes.yaml"). Make sure the "PrestaImageBundle" bundle is correctly registered and loaded in the application kernel class. If the bundle is registered, make sure the bundle path "@PrestaImageBundle/Resources/config/routing.yaml" is not empty.

I've reviewed the Readme file and I don't see where can be the problem.  It seems the bundle doesn't load properly.

I'm using Symfony 5.4 with PHP 8.1 and VichUploader 2.0.1

Sorry, I found out the solution. The correct path is "@PrestaImageBundle/config/routing.yaml"

Please, update the docs.""",
      T("PrestaImageBundle"), T("Symfony"), T("PHP"), T("VichUploaderBundle"),
      source="https://github.com/prestaconcept/PrestaImageBundle/issues/94", kind="issue",
      note="@PrestaImageBundle/... are paths inside the bundle (a dependency); /.../config/routes.yaml is absolute"),
    R("""Error since upgrading to Symfony 5.3

Have upgraded from 4.4 to 5.3 and getting an error with the routing.

The lines in my twig template:

```
{% include "@CKSourceCKFinder/setup.html.twig" %}
```

Are causing an error:

```
An exception has been thrown during the rendering of a template ("Unable to generate a URL for the named route "ckfinder_connector" as such route does not exist.").
```

If I manually put in the JS instead I can see CKEditor but clicking on the Insert Image gives the same error:

```
<script type="text/javascript" src="/bundles/cksourceckfinder/ckfinder/ckfinder.js"></script>
<script>CKFinder.config( { connectorPath: '/ckfinder/connector' } );</script>
```

If I dump my routes using the console I can see the connector:

```
  ckfinder_connector                                           ANY        ANY      ANY                                         /ckfinder/connector
```""",
      T("Symfony"), T("Twig"), T("JavaScript"), T("CKEditor"), T("CKFinder"),
      source="https://github.com/ckfinder/ckfinder-symfony-bundle/issues/33", kind="issue",
      note="the route-table line gives ANY, not an HTTP method; the script src is a URL path"),
    # ---------------------------------------------------------------- Elixir: Phoenix LiveView
    R("""Undefined function live_session/3

I am following the Backpex installation guide to run Backpex in my project.

But getting an error on adding the route.

Hey, do you have a running Phoenix *LiveView* application? If you import `import Phoenix.LiveView.Router` it should work: https://hexdocs.pm/phoenix_live_view/Phoenix.LiveView.Router.html#live_session/3

Yes, it works after import `LiveView.Router`.

Thanks.""",
      T("Backpex"), T("Phoenix LiveView"),
      source="https://github.com/naymspace/backpex/issues/422", kind="issue"),
    # ---------------------------------------------------------------- Python web: Litestar, DRF, Flask
    R("""Bug: route with path parameters matches longer paths

### Description

A route registered for `/{param:str}`, in addition to matching `/foo` matches also `/foo/bar` (but not `/foo/bar/baz`).

### MCVE

```python
from litestar import Litestar, get


@get("/{name:str}")
async def hello_world(name: str) -> str:
    return f"Hello, {name}!"


app = Litestar([hello_world])
```

### Steps to reproduce

```bash
✗ http -b 'localhost:8000/jon'
Hello, jon!


✗ http -b 'localhost:8000/jon/bon'
Hello, jon!


✗ http -b 'localhost:8000/jon/bon/jovi'
{
    "detail": "Not Found",
    "status_code": 404
}
```

### Litestar Version

Main branch

This seems to be a regression.""",
      T("Litestar"), T("Python"), E("GET /{name:str}"),
      source="https://github.com/litestar-org/litestar/issues/1830", kind="issue",
      note="/{param:str}, /foo, /foo/bar without a method; http -b is HTTPie's command, not named; a ```bash fence is the page's highlighting, not Bash named (the convention of fresh to fresh-9 and the synthetic corpus)"),
    R("""Bug: path parameters must have the same name for different HTTP methods

**Describe the bug**
If I register two route handlers with path parameters for the same route, say a "GET" and a "POST", and name the path parameters different things in the path string for each of the parameters, then only one of the handlers will successfully be registered.

**To Reproduce**
A minimal example is given here:
```python
from starlite import Starlite, get, post


@get("/{name:str}")
def get_greeting(name: str) -> str:
    return f"Hello, {name}!"


@post("/{title:str}")
def post_greeting(title: str) -> str:
    return f"Hello, {title}!"


app = Starlite(
    route_handlers=[get_greeting, post_greeting]
)

if __name__ == "__main__":
    import uvicorn
    uvicorn.run("example:app")
```
Saving the above to `example.py`, I get the following cURL outputs:
```shell
>>> curl http://localhost:8000/world -X GET
{"status_code":400,"detail":"Missing required parameter name for url http://localhost:8000/world"}
>>> curl http://localhost:8000/world -X POST
"Hello, world!"
```""",
      T("Starlite"), T("Python"), T("Uvicorn"), E("GET /{name:str}"), E("POST /{title:str}"),
      source="https://github.com/litestar-org/litestar/issues/986", kind="issue",
      note="Starlite is Litestar's former name; example.py is bare; cURL not labelled (a shell utility); "
           "a shell fence not labelled"),
    R("""Endpoints 404 when using path parameters in Controller path

**Describe the bug**
When using a path parameter in the base path for a Controller, endpoints without further path parameters return 404. In the example provided, get_user functions as-is, while list_users only functions if get_user is deleted.

**To Reproduce**
Minimal example:

```python
from starlite import Controller, get
from pydantic import BaseModel, UUID4, Field
from uuid import uuid4


class User(BaseModel):
    id: UUID4 = Field(default_factory=uuid4)


class UserController(Controller):
    path = "/{realm:str}/users"

    @get()
    async def list_users(self, realm: str) -> list[User]:
        return [User()]

    @get(path="/{user_id:uuid}")
    async def get_user(self, realm: str, user_id: UUID4) -> User:
        return User()
```

**Additional context**
Version info:
```
$ python3 --version
Python 3.11.0

$ pip freeze
anyio==3.6.2
httpx==0.23.0
pydantic==1.10.2
starlite==1.39.0
uvicorn==0.19.0
```""",
      T("Starlite"), T("Pydantic"), T("Python"), T("pip"),
      source="https://github.com/litestar-org/litestar/issues/816", kind="issue",
      note="routes under the controller's prefix, whose full path is not written; pip freeze lines "
           "(anyio, httpx, uvicorn) not labelled beyond what the text discusses"),
    R("""Class based view gives 405 for post request

Hello,

I'm not sure if this is a bug or i am doing it all wrong. 

A have a url "/Clinic/" that supports both get and post methods. My test that is posting to url is passing but when i deploy the application same url gives 405 status code. 

Here is my view:

```python
class ClinicList(APIView):
    \"\"\"
    List all clinics
    \"\"\"
    def get(self, request, format = None):
        clinics = Clinic.objects.all()
        serializer = ClinicSerializer(clinics, many = True)
        return Response(serializer.data)

    def post(self, request, format = None):
        serializer = ClinicSerializer(data=request.data)
        if(serializer.is_valid()):
            serializer.save()
            return Response(serializer.data, status=status.HTTP_201_CREATED)
        return Response(serializer.errors, status=status.HTTP_400_BAD_REQUEST)
```

My tests (They are both passing)
```python
class ClinicTestCase(APITestCase):
    def test_getList(self):
        response = self.client.get('/Clinic/')
        self.assertEqual(response.status_code, status.HTTP_200_OK)
```""",
      T("Python"), E("GET /Clinic/"), E("POST /Clinic/"),
      source="https://github.com/encode/django-rest-framework/issues/2830", kind="issue",
      note="the text says /Clinic/ supports get and post (the view defines both); Django REST framework "
           "only through APIView, not named"),
    R("""405 Method Not Allowed when trying to create a new user

I'm following the docs and trying to create a new user by POSTing data to `/api/auth/users` (my urls.py is configured as `path('api/auth/', include('djoser.urls')),`)

However, when I do this, I get the 405 error: Method Not Allowed.

What could I be missing? Or how else can I debug this?""",
      T("Djoser"),
      source="https://github.com/sunscrapers/djoser/issues/463", kind="issue",
      note="the POST is refused with a 405 (no route accepts it); urls.py is bare; djoser named in the include"),
    R("""POST requests not working

I am integrating a `django-rest-framework` backend and an `Ember` frontend (with `EmberData`). These are my versions:

  - Django 1.9
  - djangorestframework 3.3.2
  - django-rest-framework-json-api (latest version from github)
  - ember-cli 1.13.13
  - ember 2.2.0
  - ember-data 2.2.1

GET requests are working fine, but POSTs are not. This is the kind of request coming from EmberData:

```
{
  "data": {
    "attributes": {
      "name": "The project name",
      "description": "The project description",
      "price": 123
    },
    "type": "projects"
  }
}
```

But django is crashing, and reporting:

```
Page not found ... The current URL, api/projects, didn't match any of these
```

My URLs are created with a router:

```
from rest_framework.routers import DefaultRouter

from .viewsets.projects import ProjectViewSet


router = DefaultRouter()
router.register(r'projects', ProjectViewSet)
```""",
      T("Django REST framework"), T("Ember"), T("Ember Data"), T("Django"),
      T("django-rest-framework-json-api"), T("Ember CLI"), T("GitHub"),
      source="https://github.com/django-json-api/django-rest-framework-json-api/issues/185", kind="issue",
      note="Ember here is the JavaScript framework; api/projects has no leading slash"),
    R("""myapp/__init__.py : Register Blueprint link

Currently: (does not work)
app.register_blueprint(user_blueprint, url_prefix="/users")

Should be:
app.register_blueprint(user_blueprint)

-Snowblind""",
      F("myapp/__init__.py"),
      source="https://github.com/codecool/flask-app-structure/issues/3", kind="issue",
      note="Flask only through register_blueprint, not named; /users is a prefix"),
    # ---------------------------------------------------------------- JS: NestJS
    R("""Not able to reach nest endpoints.

**Describe the bug**
I have authentication setup in my nest project. 
In my app.controller.ts I have all my view endpoints (needs to be handled by next) and one login endpoint (needs to be handled by nest). Everytime I try to reach the login endpoint, I get a next 404 error page in return instead of the expected JSON TOKEN. 

**Expected behavior**
Returning JSON TOKEN if credentials are correct. 

`@Controller()
export class AppController {
  constructor(private readonly authService: AuthService) {}

  @Get('/')
  @Render('index')
  home() {
    return {};
  }

  @Get('/posts')
  @Render('posts')
  posts() {
    return {};
  }

  @Get('/posts/new')
  @Render('posts/new')
  newpost() {
    return {};
  }

NOT REACHABABLE, GET 404 NEXT PAGE 
  **@UseGuards(AuthGuard('local'))
  @Post('/v1/api/auth/login')
  async login(@Request() req) {
    return this.authService.login(req.user);
  }**
}`

Hey @Yannickvandenbos. Did you figure out how to make it work?""",
      T("NestJS"), T("Next.js"),
      E("GET /"), E("GET /posts"), E("GET /posts/new"), E("POST /v1/api/auth/login"),
      source="https://github.com/kyle-mccarthy/nest-next/issues/90", kind="issue",
      note="nest and next lower-cased; the controller has no prefix, so the decorators' paths are whole; "
           "the login route is defined (its 404 is the bug); app.controller.ts is bare"),
    # ---------------------------------------------------------------- mobile: Expo, Capacitor
    R("""expo:utils:scheme ios application Info.plist path: null +0ms

I receive this error when building eas expo development build for android
``` RUN_GRADLEW] FAILURE:
[RUN_GRADLEW] Build failed with an exception.
[RUN_GRADLEW] * Where:
[RUN_GRADLEW] Settings file '/tmp/audrew/eas-build-local-nodejs/cbe9b70a-3176-42fd-b071-ecb5c8303f38/build/android/settings.gradle' line: 10
[RUN_GRADLEW] * What went wrong:
[RUN_GRADLEW] A problem occurred evaluating settings 'TA'.
[RUN_GRADLEW] >
[RUN_GRADLEW] path may not be null or empty string. path='null'
 ```
Note: Project running fine locally when ``` npx expo prebuild``` command is done. 

### Config Plugin

@config-plugins/react-native-ble-plx

### What platform(s) does this occur on?

Android

### SDK Version

49

Closing as `react-native-ble-plx` now provides its own config plugin.""",
      T("Expo"), T("EAS"), T("Android"), T("react-native-ble-plx"),
      source="https://github.com/expo/config-plugins/issues/181", kind="issue",
      note="the settings.gradle path is absolute; Info.plist is bare; Gradle only through RUN_GRADLEW"),
    R("""Upgrade @expo/config-plugins for Expo 51

## Description

My app fails to build when I include this library and plugin with Expo 51

## Steps to Reproduce

Follow the installation steps in this project and attempt to build with EAS. (Also see expo-doctor output)

## Expected Behavior

Project builds successfully

## Relevant Logs / Console output

npx expo-doctor@latest error output:

`Expected package @expo/config-plugins@~8.0.0
Found invalid:
  @expo/config-plugins@7.9.2
  (for more info, run: npm why @expo/config-plugins)
Advice: Upgrade dependencies that are using the invalid package versions0.`

## Your Environment

Attempting to build Android app with a medium EAS worker. Connection to worker fails after ~15 minutes.

@StaffLyft we will update the package for next release.""",
      T("Expo"), T("EAS"), T("expo-doctor"), T("npm"), T("Android"),
      source="https://github.com/newrelic/newrelic-react-native-agent/issues/172", kind="issue",
      note="@expo/config-plugins is Expo's own package (Expo labelled)"),
    R("""The plugin is ignored by `cap sync` command when installed from npm registry.

Steps to reproduce:
- Setup minimal capacitor project
- Install the plugin with `npm install @capacitor/privacy-screen`
- Sync plugins with `npx cap sync ios`
Expected result:
- `ios/App/Podfile` contains `pod 'CapacitorPrivacyScreen'`
Actual result:
- `ios/App/Podfile` does not have CapacitorPrivacyScreen footprints

I can confirm the problem as well as the solution by @musatov . Are there any chances to have the change published in the near future?

This should be fixed in version 1.1.1 thanks to your PR at https://github.com/ionic-team/capacitor-privacy-screen/pull/6, if you could please update to that version.""",
      T("Capacitor"), T("npm"), T("@capacitor/privacy-screen"), F("ios/App/Podfile"),
      source="https://github.com/ionic-team/capacitor-privacy-screen/issues/5", kind="issue",
      note="capacitor lower-cased; the Podfile's pod line is CocoaPods syntax, CocoaPods not named"),
    R(""""InAppBrowser" plugin is not implemented on ios

I identified the issue as being caused by the following configuration in the package.json of the plugin:
```json
"exports": {
  ".": {
    "types": "./dist/index.d.ts",
    "import": "./dist/plugin.mjs",
    "require": "./dist/plugin.cjs"
  }
}
```
This setup was causing the plugin discovery to fail.
Upgrading from @capacitor/cli 6.1.1 to 6.2.0 resolved the problem

Seems like this is an issue again. When running @capacitor/cli 7.0.1 and @capacitor/inappbrowser 2.0.0 (the most recent version of both) the plugin still isn't being recognized by npx cap sync. Any ideas?

Hey everyone, FYI, `package.json` is now also exported in version 2.3.1, so this issue should be fixed.""",
      T("Capacitor"), T("@capacitor/inappbrowser"), T("iOS"),
      source="https://github.com/ionic-team/capacitor-os-inappbrowser/issues/27", kind="issue",
      note="the ./dist/ paths are inside the plugin's package (a dependency); package.json is bare; "
           "a json fence is a data format"),
    R("""Using the InAppBrowser.open({url: "https://test.com"}) gives {"code":"UNIMPLEMENTED"}

Hi there!

I just saw this fantastic plugin, however, it's not working for me? Trying to do the following:

```
await InAppBrowser.open({ url: "http://google.com" })
        .then((result) => {
          console.log("result opening browser", result);
        })
        .catch((error) => {
          console.error("error opening browser", error);
        });
```
Using the `openWebView` function gave the same error (`await InAppBrowser.openWebView(...)`)

However, it gives me the error:
`⚡️  [error] - error opening browser {"code":"UNIMPLEMENTED"}`

iOS: (virtual) Iphone 16 - IOS 18.0
capacitorjs version: 6.1.2

using it with ReactJs

Full component:
```
import { Button, Card, CardContent, TextField } from "@mui/material";
import { useState } from "react";
import { InAppBrowser } from "@capgo/inappbrowser";
import { Capacitor } from "@capacitor/core";
```""",
      T("iOS"), T("Capacitor"), T("React"), T("Material UI"), T("@capgo/inappbrowser"),
      source="https://github.com/Cap-go/capacitor-inappbrowser/issues/211", kind="issue",
      note="capacitorjs and ReactJs glued; @mui/material is Material UI's package"),
    R("""plugin is not implemented on ios

I am getting the error "plugin is not implemented on iOS" with latest Xcode and Capacitor. I installed the plugin and ran `cap sync ios`. It looks also a bit weird how the plugin is implemented. It looks like its never initiated.

I've had users had the same problem but I've tested as shown in #13 and it works fine for me. I'm not sure what's the issue. I'll take a look at this. I'll update it as soon as i fixe it.

I just wrote one myself for Capacitor""",
      T("iOS"), T("Xcode"), T("Capacitor"),
      source="https://github.com/migtam628/capacitor-ios-app-tracking/issues/14", kind="issue"),
    R("""Can not use `sync` method in script

I want to use CodePush in index.html.
But error occurred : `Unhandled Promise Rejection: Error: "CodePush.sync()" is not implemented on iOS`
```js
<script src="capacitor.js"></script>
<script>
async function onLoad() {
  const { Plugins } = Capacitor;
  const { CodePush } = Plugins;
  document.addEventListener(
    'deviceready',
    async function () {
      await CodePush.sync()
    },
    false
  );
}
</script>
``` 

So I checked CodePush object
but there is no `sync` method. also API is different from docs. 

### Additional Information

I use vue2 and capacitor3

`const { CodePush } = Plugins;`

That doesn't look like Capacitor 3 code to me

//capacitor v3
import { codePush } from 'capacitor-codepush';""",
      T("CodePush"), T("Capacitor"), T("iOS"), T("Vue"), T("JavaScript"), T("capacitor-codepush"),
      source="https://github.com/mpaghq/capacitor-codepush/issues/61", kind="issue",
      note="vue2 and capacitor3 glued to their versions; index.html and capacitor.js are bare"),
    # ---------------------------------------------------------------- databases: Drizzle, Prisma, asyncpg
    R("""[BUG]: Migrate does not throw error

### What version of `drizzle-orm` are you using?

0.30.10

### What version of `drizzle-kit` are you using?

0.21.1

### Describe the Bug

I was trying to create my first migration on a locally running Postgres instance. I had following configuration in my `drizzle.config.ts`

```ts
import 'dotenv/config';
import type { Config } from 'drizzle-kit';

export default {
  schema: './src/schema.ts',
  out: './drizzle',
  dialect: 'postgresql',
  dbCredentials: {
    host: '127.0.0.1',
    user: 'postgres',
    password: 'password',
    database: 'postgres',
  },
} satisfies Config;
```

1. Then I generated the migration:
`npx drizzle-kit generate`

This successfully created migration SQL file.

2. Then I ran the migration for my locally running Postgres instance
`npx drizzle-kit migrate`

Following output was produced:
```bash
drizzle-kit: v0.21.1
drizzle-orm: v0.30.10

No config path provided, using default path
Reading config file '/Users/udayan/playy/drizzle-test/drizzle.config.ts'
Using 'pg' driver for database querying
[✓] migrations applied successfully!%
```

However, I did not see any change in my database. Expected table was not created.""",
      T("Drizzle"), T("drizzle-kit"), T("PostgreSQL"), T("dotenv"), T("TypeScript"),
      F("./src/schema.ts"),
      source="https://github.com/drizzle-team/drizzle-orm/issues/2311", kind="issue",
      note="drizzle.config.ts is bare, its other path absolute; ./drizzle is a folder (the migrations' ; a ```bash fence is the page's highlighting, not Bash named (the convention of fresh to fresh-9 and the synthetic corpus)"
           "output), not labelled; 'pg' is the driver package, not labelled"),
    R("""[BUG]: "Error Please provide required params" although all are checked

### What version of `drizzle-orm` are you using?

^0.44.2

### What version of `drizzle-kit` are you using?

^0.31.4

### Describe the Bug

Updated `schema.ts`, `npm db:push` thows error - but the message makes no sense:

```
% DATABASE_URL=postgresql://user:pass@ex.tld:5432/db npm run db:push

> project@0.0.1 db:push
> drizzle-kit push

No config path provided, using default 'drizzle.config.ts'
Reading config file '/project/drizzle.config.ts'
 Error  Please provide required params:
    [✓] dialect: 'postgresql'
    [✓] schema: './src/lib/server/db/schema.ts'

%
```

```
# ./drizzle.config.ts
import { defineConfig } from 'drizzle-kit';

if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is not set');

export default defineConfig({
	schema: './src/lib/server/db/schema.ts',
	dialect: 'postgresql',
	dbCredentials: { url: process.env.DATABASE_URL },
	verbose: true,
	strict: true,
	extensionsFilters: ["pg_stat_kcache", "pg_stat_kcache_detail", "pg_stat_statements", "pg_stat_statements_info"],
});
```""",
      T("Drizzle"), T("drizzle-kit"), T("npm"), T("PostgreSQL"), T("pg_stat_statements"),
      T("pg_stat_kcache"), F("./drizzle.config.ts"), F("./src/lib/server/db/schema.ts"),
      source="https://github.com/drizzle-team/drizzle-orm/issues/4743", kind="issue",
      note="/project/drizzle.config.ts is absolute; schema.ts bare; the *_detail and *_info names are the "
           "extensions' views"),
    R("""Error: P1001 migrate + MariaDB

### Bug description

Hi,

I get next error when I want to migrate a basic schema to a MariaDB server with `npx prisma migrate dev --name init`: 

```
Environment variables loaded from .env
Prisma schema loaded from prisma/schema.prisma
Datasource "db": MySQL database "test" at "xxx.xxx.xxx.xxx:3306"

Error: P1001

Can't reach database server at "xxx.xxx.xxx.xxx":"3306"

Please make sure your database server is running at "xxx.xxx.xxx.xxx":"3306".
```
Database is created, but tables are not created.

If I want to pull a database with `npx prisma db pull` everything works fine. Only migrate process fail.

I tried in several databases with MariaDB with same error. SSL is not being used.

(I have a localhost MySQL server with Mamp and process works perfectly, it seems that the problem is related only to MariaDB)

### Environment & setup

- OS: Mac OS
- Database: MariaDb""",
      T("Prisma"), T("MariaDB"), T("MySQL"), T("MAMP"), T("macOS"), F("prisma/schema.prisma"),
      source="https://github.com/prisma/orm/issues/11213", kind="issue",
      note="Mamp and Mac OS as written; .env is bare; SSL not labelled (a protocol)"),
    R("""Erro ao rodar npx prisma migrate dev

Olá, eu rodei os seguintes comandos:

pnpm install
docker compose up -d
pnpm run dev

E depois npx prisma migrate dev.

No arquivo env não fiz nenhuma alteração, mas quando rodei  npx prisma migrate dev, retornou um erro:

Error: P1001: Can't reach database server at `localhost`:`5432`

Please make sure your database server is running at `localhost`:`5432`.

Copiou o .env.example para .env ?

Copiei sim, e não modifiquei nenhuma linha!
Eu tenho o PostgreSql instalado na maquina, juntamente com o pgAdmin e não sei se faz diferença.
Meu OS é Windows 64b

Resolvido, bastou que eu desinstalasse o postgres do windows.""",
      T("pnpm"), T("Docker Compose"), T("Prisma"), T("PostgreSQL"), T("pgAdmin"), T("Windows"),
      source="https://github.com/rocketseat-education/nlw-expert-nodejs/issues/3", kind="issue",
      note="a thread in Portuguese; .env.example and .env are bare"),
    R("""Asyncpg raises InterfaceError while accessing the database multiple times

* **asyncpg version**: 0.21.0
* **PostgreSQL version**: 13.2-1
* **Python version**: 3.8
* **Platform**: Arch Linux (linux 5.10.16.arch1-1)
* **Did you install asyncpg with pip?**: I installed in venv with pipenv (shouldn't be relevant though)

**Following from issue made in SQLAlchemy: https://github.com/sqlalchemy/sqlalchemy/issues/5967**

**Description of the issue**
Asyncpg is raising `asyncpg.exceptions._base.InterfaceError: cannot perform operation: another operation is in progress` when I run multiple fetch operations on some statement. there should be an internal lock to prevent this behavior because it is very unexpected and unclear what's actually happening.""",
      T("asyncpg"), T("PostgreSQL"), T("Python"), T("Arch Linux"), T("Pipenv"), T("SQLAlchemy"),
      source="https://github.com/MagicStack/asyncpg/issues/706", kind="issue",
      note="pip only in the template's question (answered with pipenv); venv not labelled"),
    R("""sqlalchemy.exc.InterfaceError: (sqlalchemy.dialects.postgresql.asyncpg.InterfaceError) <class 'asyncpg.exceptions._base.InterfaceError'>: cannot perform operation: another operation is in progress

```
application_1  | Traceback (most recent call last):
application_1  |   File "/usr/local/lib/python3.10/site-packages/uvicorn/protocols/http/httptools_impl.py", line 404, in run_asgi
application_1  |     result = await app(  # type: ignore[func-returns-value]
application_1  |   File "/usr/local/lib/python3.10/site-packages/uvicorn/middleware/proxy_headers.py", line 78, in __call__
application_1  |     return await self.app(scope, receive, send)
application_1  |   File "/usr/local/lib/python3.10/site-packages/fastapi/applications.py", line 270, in __call__
application_1  |     await super().__call__(scope, receive, send)
application_1  |   File "/usr/local/lib/python3.10/site-packages/starlette/applications.py", line 124, in __call__
application_1  |     await self.middleware_stack(scope, receive, send)
```""",
      T("SQLAlchemy"), T("asyncpg"), T("PostgreSQL"), T("Uvicorn"), T("FastAPI"), T("Starlette"),
      T("Python"),
      source="https://github.com/JovianX/Service-Hub/issues/79", kind="issue",
      note="every path is inside site-packages (dependencies); the frameworks are named by their packages' "
           "paths in the traceback"),
    # ---------------------------------------------------------------- devops: Argo CD
    R("""Sync not working if update helm chart value from the Argo CD UI.

### Describe the bug

We added applications to Argo CD using application.yaml and automated syncPolicy is set. 
Autosync is stopped working if we try updating any parameter values in values.yaml for our helm chart using Argo CD server UI.

### Related helm chart

argo-cd

### Helm chart version

5.27.0

### To Reproduce

Add application on Argo CD using application.yaml template by setting sync policy to automated.
Try to update helm chart value.yaml image parameter from Argo CD UI.
Try changing your helm chart image parameter in value.yaml in git repository which Argo CD is listening to.
Argo CD will not sync your application with the new image value now.

We needed to recreate the application / or reapply the application.yaml to fix autosync issue.""",
      T("Argo CD"), T("Helm"), T("Git"),
      source="https://github.com/argoproj/argo-helm/issues/1964", kind="issue",
      note="application.yaml, values.yaml, value.yaml are bare; argo-cd is the chart's name"),
    R("""[Bug]: Hardened ArgoCD image shows Out-of-sync bug

### Name and Version

rapidfort/argocd:latest

### What steps will reproduce the bug?

Run a K8s cluster on your machine and deploy an application to check, here I have made
use of the Minikube and use the sample app in this repo:
“https://gitlab.com/nanuchi/argocd-app-config”
After this we just integrate our app with ArgoCD.

### What is the expected behavior?

It must show the app as SYNCED

### What do you see instead?

It showed app to be OUT OF SYNC

### Additional information

After installing Minikube
1. kubectl port-forward service/rf-argocd-server -n default 8080:443
2. kubectl -n default get secret argocd-initial-admin-secret -o jsonpath="{.data.password}" | base64 -d (to login)""",
      T("Argo CD"), T("Kubernetes"), T("Minikube"),
      source="https://github.com/rapidfort/community-images/issues/618", kind="issue",
      note="ArgoCD glued; K8s and kubectl for Kubernetes; gitlab.com only in a URL; base64 a shell utility"),
    # ---------------------------------------------------------------- Go: go-redis, golangci-lint
    R("""Help needed. redis: connection pool timeout

My application uses redis streams (XREAD, XADD) and does not have any high load. Sometimes getting error:
`redis: connection pool timeout`

go-redis client with default configuration and redis server image v.5 from docker hub.
```
redisClient := redis.NewClient(&redis.Options{
    Addr:               "docker-redis:6379",
    Password:           "", // no password set
    DB:                 0,  // use default DB
  })
```

How can I troubleshoot this problem?

If you are using `XREAD BLOCK` with big timeout from multiple goroutines that could explain why all connections are busy.

@vmihailenco thanks. We had 5 Seconds as BLOCK value. Reduced that to 100 Milliseconds and no more timeout errors.""",
      T("Redis"), T("go-redis"), T("Docker Hub"),
      source="https://github.com/redis/go-redis/issues/1002", kind="issue",
      note="redis lower-cased; goroutines imply Go, which is not named"),
    R("""connection pool timeout - not reconnect

hi
i use go 1.23 on linux 64 bit
today my redis has a problem and i restarted that but my golang code  have error and not reconnected

i get error : ` redis: connection pool timeout`

why pool connection not renew?or not reconnect again?after i restarted my code it work !!!

Hello @parsibox , what is the `poolSize` that you are using?

30
my redis only down for 15 min and after that i do not have any good connection on pool

redis-server version?
go-redis version?

I also encountered an issue where connection pool timeouts were not subject to retries.""",
      T("Go"), T("Linux"), T("Redis"), T("go-redis"),
      source="https://github.com/redis/go-redis/issues/3289", kind="issue",
      note="go, golang, linux, redis all lower-case; redis-server is Redis's server"),
    R("""golangci-lint is failing with go version 1.20

### Description of the problem

I am running [lint tests](https://github.com/Tulsishah/gcsfuse-tulsishah7/blob/updating_go_version_119_to_120/.github/workflows/ci.yml#L41) on my repo.
with go version 1.20 

but it is throwing this error 

 Running [/home/runner/golangci-lint-1.52.2-linux-amd64/golangci-lint run --out-format=github-actions --new-from-patch=/tmp/tmp-1700-XWwsqXhSP6L9/pull.patch --new=false --new-from-rev= -E=goimports] in [] ...
  level=warning msg="Failed to discover go env: failed to run 'go env': exit status 2"
  level=error msg="Running error: context loading failed: failed to load packages: failed to load with go/packages: err: exit status 1: stderr: template: main:1: function \\"context\\" not defined\\n"
  
  Error: golangci-lint exit with code 3
  Ran golangci-lint in 124ms

However for go version 1.19 it is working successfully. Can I know the reason or possible solution ?""",
      T("golangci-lint"), T("Go"), T("goimports"),
      source="https://github.com/golangci/golangci-lint/issues/3803", kind="issue",
      note="the workflow file is inside a URL; the runner paths are absolute; github-actions is an output "
           "format's name"),
    R("""go1.22: Re-enable lints

As usual, golangci-lint hasn't been updated to work in go1.22 yet, so we have to skip it when running tests against the go1.22 release candidates.

https://github.com/letsencrypt/boulder/pull/7226 makes test.sh's lint checks conditional on the go version. We need to remember to remove this conditional when we fully switch over to go1.22.""",
      T("golangci-lint"), T("Go"),
      source="https://github.com/letsencrypt/boulder/issues/7229", kind="issue",
      note="go1.22 glued to its version; test.sh is bare"),
    R("""Update golangci-lint configuration to v2

```
% golangci-lint version
golangci-lint has version 2.5.0 built with go1.25.1 from ff63786c on 2025-09-21T19:04:05Z
```

The run:
```
% golangci-lint run ./...
WARN [linters_context] copyloopvar: this linter is disabled because the Go version (1.18) of your project is lower than Go 1.22 
WARN [linters_context] intrange: this linter is disabled because the Go version (1.18) of your project is lower than Go 1.22 
0 issues.
```""",
      T("golangci-lint"), T("Go"),
      source="https://github.com/creack/pty/pull/209", kind="issue",
      note="copyloopvar and intrange are linters inside golangci-lint, not labelled; ./... is a package pattern"),
    # ---------------------------------------------------------------- MongoDB: Mongoose, Meteor
    R("""UnhandledPromiseRejectionWarning: MongooseServerSelectionError: connect ECONNREFUSED 127.0.0.1:27017

### Mongoose version

5.11.11

### Node.js version

14.18.3

### MongoDB version

4.4.12

### Issue

我是在docker 中通过docker-compose创建的mongodb 和node 项目，
**-- docker-compose.yml**
....
db:
    image: mongo:4.4.12
    container_name: mongodb
    volumes:
      - ./mongo/database:/data/db
      - ./mongo/db:/data/localDb # 本地数据
      - ./mongo/mongo-init.sh:/docker-entrypoint-initdb.d/mongo-init.sh
      - ./mongo/mongo.conf:/data/configdb/mongo.conf
    command: mongod --config /data/configdb/mongo.conf
    ports:
      - 27017:27017
    restart: always""",
      T("Mongoose"), T("Node.js"), T("MongoDB"), T("Docker"), T("Docker Compose"),
      F("./mongo/mongo-init.sh"), F("./mongo/mongo.conf"),
      source="https://github.com/Automattic/mongoose/issues/12104", kind="issue",
      note="a report in Chinese; docker-compose.yml is bare; the container-side paths are absolute; "
           "./mongo/database and ./mongo/db are folders; mongod is MongoDB's server"),
    R("""Server selection timed out after 30000 ms

**What is the current behavior?**
i have created the cluster and tried to access it from mongoose and from MonoDB Compass also.
From both places i am getting the following error.

Server selection timed out after 30000 ms

**If the current behavior is a bug, please provide the steps to reproduce.**
Create a New Project
Create a User and for dbaccess, give read & write priviliges
White-list you IP for network access - access from anywhere / give your ip
Create a cluster
get the connection string for application / get the connection string for compass
try to access it

**What are the versions of Node.js, Mongoose and MongoDB you are using? Note that "latest" is not a version.**

express: V4.17.1
mongoose: V5.8.7
Node.js v13.6.0

Try using the standard connection string (the one that doesn't have `+srv`), that might work""",
      T("Mongoose"), T("MongoDB Compass"), T("Express"), T("Node.js"), T("MongoDB"),
      source="https://github.com/Automattic/mongoose/issues/8511", kind="issue",
      note="MonoDB Compass misspelt, compass lower-cased; MongoDB in the template's question, answered"),
    R("""MongoServerSelectionError: connect ECONNREFUSED

Mup version (`mup --version`): 1.5.9

I get the following error after a successful deployment of a Meteor 2.5.6 app. The app keeps restarting trying to connect to the database. Is this error potentially originated in how Mup configures the database connection (MongoDB 4.4)?
```bash
[<hostname>]/built_app/programs/server/node_modules/fibers/future.js:313
[<hostname>]                                              throw(ex);
[<hostname>]                                              ^
[<hostname>]
[<hostname>]MongoServerSelectionError: connect ECONNREFUSED 127.0.0.1:27017
[<hostname>]    at Timeout._onTimeout (/built_app/programs/server/npm/node_modules/meteor/npm-mongo/node_modules/mongodb/lib/core/sdam/topology.js:437:30)
[<hostname>]    at listOnTimeout (internal/timers.js:557:17)
```""",
      T("Meteor Up"), T("Meteor"), T("MongoDB"),
      source="https://github.com/zodern/meteor-up/issues/1334", kind="issue",
      note="Mup is Meteor Up; the stack's paths are absolute or inside node_modules; internal/timers.js is ; a ```bash fence is the page's highlighting, not Bash named (the convention of fresh to fresh-9 and the synthetic corpus)"
           "Node's internal module"),
    # ---------------------------------------------------------------- Rust: reqwest, Tokio, Serenity
    R("""update readme to include dependencies needed for example to run

Hey reqwest team,
Unfortunately I'm pretty new to rust and it wasn't clear how to get the example
```
#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let resp: HashMap<String, String> =
        reqwest::get("https://httpbin.org/ip").await?.json().await?;
    println!("{:#?}", resp);
    Ok(())
}
```
to run. It turned out that I didn't just need `reqwest = "0.10.0"`, but instead needed to enable the `json` feature as well as include `tokio = { version = "0.2", features = ["full"] }`

I understand why this is difficult to keep in sync with the (rapidly) evolving rust/async story, but
it would certainly be nice to have a copy/pastable example that runs without anything else.

I tried looking quickly in the `examples` directory and couldn't find this.""",
      T("reqwest"), T("Rust"), T("Tokio"),
      source="https://github.com/seanmonstar/reqwest/issues/755", kind="issue",
      note="rust and tokio lower-cased; httpbin only in a URL; json is a feature's name"),
    R("""Add `tokio` to the list of dependencies for the README's example

Add the following to your `Cargo.toml` file:
```toml
[dependencies]
serenity = "0.11"
+tokio = { version = "1.21.2", features = ["full"] }
```
It's better to enable just the features you need, so `features = ["macros"]` (`#[tokio::main]` is a macro)

Thanks for the quick PR!

actually trying to compile with 
`tokio = { version = "1.21.2", features = ["tokio-macros"] }`
or
`tokio = { version = "1.21.2", features = ["macros"] }`
produces 
```
error: The default runtime flavor is `multi_thread`, but the `rt-multi-thread` feature is disabled.
  --> src\\main.rs:18:1
   |
18 | #[tokio::main]
   | ^^^^^^^^^^^^^^
```""",
      T("Tokio"), T("Serenity"), F("src\\main.rs"),
      source="https://github.com/serenity-rs/serenity/pull/2221", kind="issue",
      note="Cargo.toml is bare; a toml fence is a data format; tokio-macros is a feature's name here"),
    R("""Allow to activate tokio through a feature

Hi tikv developers team!

I would like to be able to enable tokio like that:

```toml
async-speed-limit = { version = "0.4.0", features = ["default", "tokio"]}
```

That is not possible for now, as far as I understand, even if there already is an implementation.

Disclaimer: I'm not part of the tikv team, but I did contribute the upgrade to tokio 1.x for this crate.

Cargo creates "implicit" features for any optional dependencies it encounters, unless explicitly declared like in this PR. Basically, the "tokio" feature exists even before your change (though it's not documented in the readme).

```sh
the package `bandwidth_limitation` depends on `async-speed-limit`, with features: `tokio` but `async-speed-limit` does not have these features.
 It has a required dependency with that name, but only optional dependencies can be used as features.
```""",
      T("Tokio"), T("async-speed-limit"), T("Cargo"),
      source="https://github.com/tikv/async-speed-limit/pull/5", kind="issue",
      note="tikv here is the team (the crate's owners); bandwidth_limitation is the reporter's package; "
           "a sh fence not labelled"),
    # ---------------------------------------------------------------- devops: Vault, Nomad
    R("""403 permission denied when you configure Vault Injector to connect to external enterprise Vault

When I was trying to inject secrets from Vault Enterprise to Kubernetes (EKS) via Sidecar and with following the guidelines here [Injecting Secrets into Kubernetes Pods via Vault Helm Sidecar](https://learn.hashicorp.com/vault/kubernetes/sidecar) I have faced issues with `403 permission denied` when the vault injector pod trying to auth the vault server using vault kubernetes auth while it was trying to run a PUT request against /v1/auth/kubernetes/login.  

After debugging I have found that the [_clusterrole_](https://github.com/hashicorp/vault-k8s/blob/master/deploy/injector-rbac.yaml) missing some rules and those are the rules are missing from the [_clusterrole_](https://github.com/hashicorp/vault-k8s/blob/master/deploy/injector-rbac.yaml) which already exists in kubernetes cluster with name `system:auth-delegator`

Hi @mmismail109, thanks for the report!

The injector doesn't actually do any token reviews, only Vault does.  Did you give Vault the injectors service account JWT?  In Vault Helm we setup a separate service account specifically for token review""",
      T("Vault"), T("Kubernetes"), T("Amazon EKS"), T("Helm"), T("JWT"),
      E("PUT /v1/auth/kubernetes/login"),
      source="https://github.com/hashicorp/vault-k8s/issues/143", kind="issue",
      note="Vault answers the PUT (a 403 for the missing permission, not a missing route); the RBAC yaml "
           "is inside URLs"),
    R("""Injector "runtime error" when pod has 'anyuid' SCC permission

I have a deployment which needs to run with 'anyuid' permission. So I add the service account to 'anyuid' SCC (oc adm policy add-scc-to-user anyuid -z default -n mynamespace). When I deploy this with vault injection annotations, the deployment never works. If I look into the event logs, I see this error

10s         Warning   FailedCreate        replicaset/vault-agent-demo-5fc7cb5b6b   Error creating: Internal error occurred: failed calling webhook "vault.hashicorp.com": Post https://vault-agent-injector-svc.appopsmgmt.svc:443/mutate?timeout=5s: EOF

And the vault-injector pod has these logs 

2020-06-03T05:57:07.371Z [INFO]  handler: Request received: Method=POST URL=/mutate?timeout=5s
2020/06/03 05:57:07 http: panic serving 172.30.79.135:51412: runtime error: invalid memory address or nil pointer dereference
goroutine 707 [running]:
net/http.(*conn).serve.func1(0xc0003fa6e0)
        /usr/local/go/src/net/http/server.go:1767 +0x139
panic(0x1111380, 0x1c04cf0)
        /usr/local/go/src/runtime/panic.go:679 +0x1b2""",
      T("OpenShift"), T("Vault"), E("POST /mutate"),
      source="https://github.com/openlab-red/hashicorp-vault-for-openshift/issues/29", kind="issue",
      note="oc is OpenShift's CLI, SCC its security context constraints; the injector's handler received "
           "the POST on /mutate (then panicked); the Go paths are absolute"),
    R("""Unable to run the Fabio example

### Problem Statement 

Unable to run the example. Allocation fails with the following error message:

>  Constraint ${attr.consul.version} semver >= 1.8.0 filtered 2 nodes

Nomad logs below: 

```
Feb 13 11:27:04 client1 systemd[1]: Started nomad.service - Nomad Startup process.
Feb 13 11:27:05 client1 bash[730]: ==> WARNING: mTLS is not configured - Nomad is not secure without mTLS!
Feb 13 11:27:05 client1 bash[730]: ==> Loaded configuration from /etc/nomad.d/nomad.hcl
Feb 13 11:27:05 client1 bash[730]: ==> Starting Nomad agent...
Feb 13 11:27:11 client1 bash[730]: ==> Nomad agent configuration:
Feb 13 11:27:11 client1 bash[730]:        Advertise Addrs: HTTP: 172.20.20.21:4646
Feb 13 11:27:11 client1 bash[730]:                 Client: true
Feb 13 11:27:11 client1 bash[730]:                 Region: global (DC: dc-local)
Feb 13 11:27:11 client1 bash[730]:                Version: 1.9.6
```""",
      T("Fabio"), T("Consul"), T("Nomad"), T("systemd"),
      source="https://github.com/egmanoj/hashilab/issues/7", kind="issue",
      note="consul only in the constraint's attribute; the nomad.hcl path is absolute; nomad.service is a unit"),
    R("""Unable to run nomad `agent -dev` inside docker

Hi, I'm having issues running Nomad using this docker container.

I'm trying to run with these options:
```bash
$ docker run -it --net host -v /var/run/docker.sock:/var/run/docker.sock --privileged djenriquez/nomad agent -dev
```

Although the initialization works, when I try to install the example job it fails with these messages:

```bash
$ nomad job run example.nomad 
==> Monitoring evaluation "5fe255d4"
    Evaluation triggered by job "example"
    Allocation "1672dcc0" created: node "77289a29", group "cache"
    Evaluation within deployment: "088fcb7b"
    Allocation "1672dcc0" status changed: "pending" -> "failed"
    Evaluation status changed: "pending" -> "complete"
==> Evaluation "5fe255d4" finished with status "complete"
```""",
      T("Nomad"), T("Docker"),
      source="https://github.com/djenriquez/nomad/issues/21", kind="issue",
      note="example.nomad is bare; the socket path is absolute; a ```bash fence is the page's highlighting, not Bash named (the convention of fresh to fresh-9 and the synthetic corpus)"),
    # ---------------------------------------------------------------- CI: GitLab CI, Jenkins
    R("""`.gitlab-ci.yml` failing as published (

I'm trying to run a CI job using `cibuildwheel` on my private Gitlab server.  The pipeline fails due to a DNS lookup error when trying to resolve `docker`.  My `.gitlab-ci.yml` file matches verbatim what is shown in the [cibuildwheel documentation for using Gitlab CI](https://cibuildwheel.readthedocs.io/en/stable/setup/#gitlab-ci): 

```.gitlab-ci.yml
linux:
  image: python:3.8
  # make a docker daemon available for cibuildwheel to use
  services:
    - name: docker:dind
  variables:
    DOCKER_HOST: tcp://docker:2375/
    DOCKER_DRIVER: overlay2
  script:
    - curl -sSL https://get.docker.com/ | sh
    - python -m pip install cibuildwheel==2.10.0
    - cibuildwheel --output-dir wheelhouse
```

I was running Gitlab CE version 14.7 and a single runner (arm64, Raspberry Pi OS Lite):
```
$ gitlab-runner -v
Version:      15.2.1
Git revision: 32fc1585
GO version:   go1.17.9
OS/Arch:      linux/arm64
```""",
      T("cibuildwheel"), T("GitLab"), T("GitLab CI"), T("Docker"), T("Python"), T("pip"),
      T("Raspberry Pi OS"), T("GitLab Runner"),
      source="https://github.com/pypa/cibuildwheel/issues/1269", kind="issue",
      note="Gitlab as written; the fence's 'language' is a file name; the runner's build info (Git, Go, "
           "linux) describes the binary, not labelled; wheelhouse is a folder"),
    R("""Cannot connect to the Docker daemon in dind-aws

Hi! Had this working before, but recently getting this error in CI output:

```
Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?
```

This is how gitlab-ci.yml looks like for the stage in question:

```
deploy:staging:
  image: ekino/docker-buildbox:latest-dind-aws
  stage: deploy
  script:
    - ./ci/deploy_api.stage.sh
  only:
    - master
```

deploy_api.stage.sh:

```
cp _build/stage/rel/api/releases/${VERSION}/api.tar.gz api.tar.gz
docker build -f docker/phoenix/build.df -t ${ECR_API_REPOSITORY}:staging .
eval $(aws ecr get-login)
docker push ${ECR_API_REPOSITORY}:staging
```

Any idea what might need to be updated if there was a change on gitlab side? I'm using public runner available for CE projects.""",
      T("Docker"), T("GitLab CI"), T("GitLab"), T("AWS"), T("Amazon ECR"),
      F("./ci/deploy_api.stage.sh"), F("docker/phoenix/build.df"),
      source="https://github.com/ekino/docker-buildbox/issues/73", kind="issue",
      note="gitlab-ci.yml is GitLab CI's file; aws ecr is the AWS CLI's ECR command; the _build path holds "
           "a ${VERSION} placeholder, not labelled; deploy_api.stage.sh and api.tar.gz bare"),
    R("""Facing issue with image `docker:dind`

We are facing issues with image `docker:dind` which gives error - `ERROR: Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?` but when we use older one like `docker:20-dind` it works absolutely fine

I have the same question, and I tried docker:20-dind as you said, it didn't work either. Could you mind share your Dockerfile?

The issue was related to `dockerd -H tcp://0.0.0.0:2375` which I set in kubernetes manifest, I removed it and it got worked.

Nice, glad you got it solved - so this can be closed?

Also running into issues with `dind` that I don't have on `20-dind`. Using this as a Gitlab CI runner. Getting this error either at the end of a `docker build` or at `docker push` to the gitlab registry.""",
      T("Docker"), T("Kubernetes"), T("GitLab CI"),
      source="https://github.com/docker-library/docker/issues/396", kind="issue",
      note="dind is Docker-in-Docker; Dockerfile is bare; the socket path is a URL"),
    R("""Expected a step @ line 11, column 17

I was running the build with the pipeline provided in the guide and I got the following error 

`Obtained Jenkinsfile from git /home/Documents/Code/jenkins/simple-java-maven-app

org.codehaus.groovy.control.MultipleCompilationErrorsException: startup failed:

WorkflowScript: 11: Expected a step @ line 11, column 17.

                   sh 'mvn -B -DskipTests clean package'g`

Have you already tried the following procedure?

https://stackoverflow.com/questions/13129994/org-codehaus-groovy-control-multiplecompilationerrorsexception-startup-failed""",
      T("Jenkins"), T("Git"), T("Groovy"), T("Maven"),
      source="https://github.com/jenkins-docs/simple-java-maven-app/issues/346", kind="issue",
      note="Jenkinsfile is bare, the path absolute; mvn is Maven's command; Groovy named by its compiler's "
           "package"),
    R("""Groovy script failed！

Hello, I got an error while running the script, I am using clean-up-all-by-sprint-numbers.groovy.

version info:
Jenkins2.190.3
Groovy Postbuild | org.jvnet.hudson.plugins:groovy-postbuild:2.5

Error running the task：

Groovy script failed:
groovy.lang.MissingPropertyException: No such property: workspace for class: org.jenkinsci.plugins.workflow.job.WorkflowJob
	at org.codehaus.groovy.runtime.ScriptBytecodeAdapter.unwrap(ScriptBytecodeAdapter.java:53)
	at org.codehaus.groovy.runtime.callsite.GetEffectivePojoPropertySite.getProperty(GetEffectivePojoPropertySite.java:66)
	at Script1.run(Script1.groovy:17)
	at groovy.lang.GroovyShell.evaluate(GroovyShell.java:585)""",
      T("Groovy"), T("Jenkins"), T("Groovy Postbuild"),
      source="https://github.com/teamclairvoyant/jenkins-workspace-cleanup-groovy-script/issues/2", kind="issue",
      note="Jenkins glued to its version; the .groovy script is a bare file name"),
    # ---------------------------------------------------------------- JS: Remix
    R("""Missing `action` Function Returns 500 Instead of 405

### What version of Remix are you using?

1.13.0

### Steps to Reproduce

- Make any Remix route (page, resource, or api route) with an exported loader, but no action
- Make a GET request to the route, notice success
- Make a POST (or PUT, etc) request to the route, notice a 500 response

Example Route:
```js
// routes/api/health.tsx
import {json} from '@remix-run/node'

export async function loader() {
  return json({
    status: 'success',
  })
}
```

### Expected Behavior

During the non-GET request, POST in this example, a 405 status code should be returned.

Example curl:
```
curl -X POST http://localhost:3000/api/health -v

*   Trying 127.0.0.1:3000...
> POST /api/health HTTP/1.1
> Host: localhost:3000
> User-Agent: curl/7.79.1
> Accept: */*
>
< HTTP/1.1 500 Internal Server Error
```""",
      T("Remix"), T("JavaScript"), F("routes/api/health.tsx"),
      source="https://github.com/remix-run/remix/issues/5507", kind="issue",
      note="the route answers GET only; the POST /api/health request has no action to answer it (not "
           "labelled); curl not labelled"),
    R("""Remix returns a 500 for POST requests against routes without an action instead of a 405

### Reproduction

Create a standard remix app with one route. The route should have a loader and no action. Make a POST request to the route and notice that a 500 is returned

I attempted to make a new Remix app on StackBlitz and write a curl command for this reproduction but StackBlitz doesn't accept POST requests

### System Info

```shell
System:
    OS: macOS 14.3
    CPU: (8) arm64 Apple M1 Pro
  Binaries:
    Node: 20.9.0 - ~/.nvm/versions/node/v20.9.0/bin/node
    Yarn: 1.22.19 - ~/.dev/yarn/1.22.19/bin/yarn
    npm: 10.1.0 - ~/.nvm/versions/node/v20.9.0/bin/npm
    Watchman: 2023.12.04.00 - /opt/homebrew/bin/watchman
  Browsers:
    Chrome: 122.0.6261.69
    Safari: 17.3
  npmPackages:
    @remix-run/cloudflare: 2.4.1 => 2.4.1 
    @remix-run/dev: 2.4.1 => 2.4.1 
    @remix-run/react: 2.4.1 => 2.4.1 
    vite: 4.5.2 => 4.5.2
```

### Used Package Manager

yarn""",
      T("Remix"), T("StackBlitz"), T("macOS"), T("Node.js"), T("Yarn"), T("npm"), T("Watchman"),
      T("Chrome"), T("Safari"), T("Vite"),
      source="https://github.com/remix-run/remix/issues/8905", kind="issue",
      note="an envinfo dump; nvm only inside paths; a shell fence not labelled; curl not labelled"),
    # ---------------------------------------------------------------- databases: TimescaleDB
    R("""Upgrade from 0.6.1 to 0.7.1 fails with: syntax error at or near ")"

Roughly one month ago I installed timescaledb `0.6.1` on Ubuntu 16.04 LTS from the ppa, postgres is 9.6.

I then loaded a little over 1 billion rows on it and ran some tests. Now I'd like to upgrade timescaledb to the latest version, which is `0.7.1` as of now.

I tried both the following:
1. upgrade from the .deb package
2. uninstall the .deb package (purge), then build and install from git tag `0.7.1`.

In both cases the extension upgrade command fails with the following error:

```sql
locations=# ALTER EXTENSION timescaledb UPDATE;
ERROR:  syntax error at or near ")"
LINE 1: ...ernal._hyper_1_1_chunk ADD CONSTRAINT constraint_2 CHECK () 
                                                                     ^
QUERY:   ALTER TABLE _timescaledb_internal._hyper_1_1_chunk ADD CONSTRAINT constraint_2 CHECK () 
CONTEXT:  PL/pgSQL function _timescaledb_internal.chunk_constraint_add_table_constraint(_timescaledb_catalog.chunk_constraint) line 27 at EXECUTE
```

What I'd like to do is upgrade timescaledb to 0.7.1 and then upgrade postgres to 10 to see if the parallel enhancements in pg10 can give us a performance boost.""",
      T("TimescaleDB"), T("Ubuntu"), T("PostgreSQL"), T("Git"), T("SQL"), T("PL/pgSQL"),
      source="https://github.com/timescale/timescaledb/issues/362", kind="issue",
      note="timescaledb and postgres lower-cased, pg10 glued; the ppa and .deb are packaging formats"),
    R("""[Feedback] Page: /api/latest/hyperfunctions/ Hi i used your documentation for installing timescale DB . but while installing i faced lot of issues. you didn't address that. in google also i can't find

You may want to try [Timescale Cloud](https://docs.timescale.com/cloud/latest/) that is easy to use and free for 30 days to evaluate Timescale. Closing this issue for now.

when i try to convert a table to hypertable. I'm getting this error
ERROR:  function create_hypertable(unknown, unknown) does not exist
LINE 1: SELECT create_hypertable('conditions', 'time');
               ^
HINT:  No function matches the given name and argument types. You might need to add explicit type casts.

SELECT * FROM pg_extension WHERE extname='timescaledb';
CREATE EXTENSION IF NOT EXISTS timescaledb;
I tried the above commands also. 
it throws the another error.
FATAL:  extension "timescaledb" must be preloaded""",
      T("TimescaleDB"), T("Timescale Cloud"),
      source="https://github.com/timescale/docs/issues/2170", kind="issue",
      note="timescale DB split; /api/latest/hyperfunctions/ is a docs page's path, with no method"),
    # ---------------------------------------------------------------- JVM: Spring scaffold; Go: fasthttp
    R("""Whitelabel Error Page

Thanks a lot for the scaffolding .I followed all the instructions , but it says "Whitelabel Error Page" when I navigate to localhost:8080/users. .I have followed all the steps given in the tutorial.What may be the issue I am unable to make out please help

Is it probably a thymeleaf error, send me the source of the index.html file?

my-project/src/main/resources/templates/data/index.html.This is the source  of the index.html file

I have already created my database and tables ,  the  name of table is "datas".  It is already filled with data. I  navigated to  localhost:8080/datas . It is throwing the  same error.

Could you upload your project to git? I need to look at the code.""",
      T("Thymeleaf"), T("Git"), F("my-project/src/main/resources/templates/data/index.html"),
      source="https://github.com/netodevel/cli-spring-boot-scaffold/issues/31", kind="issue",
      note="thymeleaf and git lower-cased; the Whitelabel Error Page is Spring Boot's, not named; "
           "localhost:8080/users has no method"),
    R("""Middleware for Group

Hi, in my server i have routes for mobile app and site.
I split routes by Group
Can I get route.Group with middleware ?
Something Like that:
```
r := router.New()
mobileRoutes := r.Group("/api/v1/mibile")
//...
mobileRoutes = middleware.CheckJWT(mobileRoutes)

siteRoutes := r.Group("/api/v1/site")
//...
siteRoutes = middleware.Cors(adminRoutes)
```""",
      source="https://github.com/fasthttp/router/issues/67", kind="issue",
      note="group prefixes without methods; nothing named (fasthttp only in the address)"),
    # ---------------------------------------------------------------- Ruby: Rails engines
    R("""No route matches [GET] with Rails 4.0

Cannot get the "/editor/..." routes to work using Rails 4.0 and latest Mercury version. The routes.rb only has 2 lines in the draw block:

```
resources :web_forms
mount Mercury::Engine, at: "/"
```

In this order, the /web_forms routes work, but the "/editor/web_forms" do not. If I reverse the order, then none of the routes work. Also, all the routes seem to be present when running "rake routes", but not when the app runs.  I also tried a version with a call to Mercury::Engine.routes after the mount, which the install originally created, but this acts the same.""",
      T("Rails"), T("Mercury"), T("Rake"),
      source="https://github.com/jejacks0n/mercury/issues/404", kind="issue",
      note="Mercury is the editor engine (not the planet); routes.rb is bare; /web_forms and /editor/web_forms "
           "without a method; the [GET] of the title is a request no route matches"),
    R("""Problem with mount

Hi, works perfect so far! 

The only issue is that the UI is not mountable.
I tested it on Rails 4.02 and Rails 4.1:
- added   mount Toro::Monitor::Engine => '/toro' to routes rb.
- get the folowing error: GET http://localhost:3000/toro: No route matches [GET] "/toro"

Here is rake routes   result:
Prefix Verb URI Pattern                   Controller#Action
toro_monitor      /toro                         Toro::Monitor::Engine
upload_processfile GET  /upload/processfile(.:format) upload#getfile
                   POST /upload/processfile(.:format) upload#processfile

Anyway, the software is very useful, I comparied it to 'classic_queue' and 'delayed_job'

This is fixed in 0.2.2 (the `app` directory wasn't being properly included by the gemspec). Thanks for reporting it!""",
      T("Rails"), T("Toro"), T("Rake"), T("Delayed Job"),
      E("GET /upload/processfile"), E("POST /upload/processfile"),
      source="https://github.com/tombenner/toro/issues/3", kind="issue",
      note="two route-table lines give their verbs; the engine's /toro mount has none and GET /toro matches "
           "no route; classic_queue not labelled (a queue's name in passing)"),
    R("""Mounting Mailkick::Engine

```
Rails.application.routes.draw do
  mount Mailkick::Engine => "/mailkick"
end
```

is happening from within the gem's config/routes.rb file. Seems like an anti-pattern considering your other projects (Blazer, Ahoy). Also, this doesn't work for me. Had to vendor the gem and move it to my route.rb

Ahoy mounts automatically, but there's a `mount` option to disable it. Happy to accept a PR to make it an option.

I was having an issue with routes as well. Turns out I had the following in my routes.rb file that was causing the issue:
```
  get "/*route"  =>  "application#render_404"
```

I added a `mount` option for this.

Question: this may be obvious, but how & where is this config var "mount: false" set? 

It might also be helpful to include this in the documentation. (It is necessary to force a particular route set order when using Comfy Mexican Sofa CMS gem.)""",
      T("Rails"), T("Mailkick"), T("Blazer"), T("Ahoy"), T("Comfy Mexican Sofa"),
      F("config/routes.rb"), E("GET /*route"),
      source="https://github.com/ankane/mailkick/issues/25", kind="issue",
      note="the catch-all get route is written whole; the engine's mount has no verb; route.rb and routes.rb bare"),
    # ---------------------------------------------------------------- devops: Kubernetes operators
    R("""crunchy 4.6.1 - operator is unable to reconcile RBAC resource

** Which example are you working with? **

creating a cluster

**What is the current behavior?**

time="2021-03-12T05:59:06Z" level=error msg="operator is unable to reconcile RBAC resource: roles.rbac.authorization.k8s.io \\"pgo-target-role\\" is forbidden: user \\"system:serviceaccount:pgo:postgres-operator\\" (groups=[\\"system:serviceaccounts\\" \\"system:serviceaccounts:pgo\\" \\"system:authenticated\\"]) is attempting to grant RBAC permissions not currently held:\\n{APIGroups:[\\"apps\\"], Resources:[\\"replicasets\\"], Verbs:[\\"get\\" \\"list\\" \\"watch\\" \\"create\\" \\"patch\\" \\"update\\" \\"delete\\" \\"deletecollection\\"]}" func="internal/controller/manager.(*ControllerManager).reconcileRoles()" file="internal/controller/manager/rbac.go:95" version=4.6.1

**What is the expected behavior?**

cluster created and test successful

**Other information** (e.g. detailed explanation, related issues,  etc)

cluster created , but test shows as down""",
      T("PGO"), T("Kubernetes"), F("internal/controller/manager/rbac.go"),
      source="https://github.com/CrunchyData/postgres-operator/issues/2331", kind="issue",
      note="crunchy is the Crunchy Data Postgres Operator (PGO, its service account postgres-operator); k8s only "
           "in an API group; the log's file= path is the operator's own source file"),
    R("""operator fails with forbidden error - no rbac policy

For anyone coming here falling into the same (beginner) mistake as I did. I had the same problem and what turned out to be the root cause was that my `kubebuilder` comments were like this:

```golang
//+kubebuilder:rbac:groups=db-operator.kubemaster.com,resources=dbcopyjobs,verbs=get;list;watch;create;update;patch;delete
//+kubebuilder:rbac:groups=db-operator.kubemaster.com,resources=dbcopyjobs/status,verbs=get;update;patch
func (r *DbCopyJobReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	_ = r.Log.WithValues("dbcopyjob", req.NamespacedName)
	return rr.Reco.Reconcile((&rr))
}
```

I'm rather new to Golang and I didn't figure that in this way the kubebuilder comments wouldn't be visible to kubebuilder. When I added a blank line between the function and the comments it was fine. My conclusion is that once the comments end up in the godoc of the function they're not visible to kubebuilder""",
      T("Kubebuilder"), T("Go"),
      source="https://github.com/operator-framework/operator-sdk/issues/1973", kind="issue",
      note="a golang fence and Golang; godoc is Go's doc comments here, not labelled; dbcopyjobs/status is a "
           "resource, not a path"),
    # ---------------------------------------------------------------- mobile: React Native
    R("""Duplicate Android classes (was: Compile issues with RN=0.47)

I've upgraded to RN=0.47 and I can't get past this build issue:
```
:app:compileDebugSources
:app:transformClassesWithJarMergingForDebug FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':app:transformClassesWithJarMergingForDebug'.
> com.android.build.api.transform.TransformException: java.util.zip.ZipException: duplicate entry: io/branch/indexing/AppIndexingHelper$1.class
```

I'm not aware of any issues with RN 0.47+. I just tried generating a new app with `react-native init`, which currently produces an app using RN 0.48.0. I then added the react-native-branch module and added the appropriate Branch calls to the Android project. I then changed it to use RN 0.47.2. In both cases it built just fine.

Which version of react-native-branch are you using? If you still have `compile 'io.branch.sdk.android:library:2.+'
` in your `app/build.gradle` with 2.0.0, you can get conflicts like the one you reported.""",
      T("React Native"), T("Android"), T("react-native-branch"), T("Branch"), F("app/build.gradle"),
      source="https://github.com/BranchMetrics/react-native-branch-deep-linking-attribution/issues/256",
      kind="issue",
      note="RN is React Native; io/branch/indexing/... is a class entry inside a jar, not a file path; the Gradle "
           "output names no tool"),
    # ---------------------------------------------------------------- JS: Koa, Sails
    R("""How to get POST params?

koa: v2.0.0
koa-router: v7.0.1
```
// user
router
.get('/user/:id', async (ctx, next) => {
    let user = await User.query();
    ctx.body = user;
}) 
.post('/user/', async (ctx, next) => {
    ctx.body = ctx.req;
 })
```

Everything seems all right, but I can't find the post params.

```javascript

function getBody(ctx){
    return new Promise(function(resolve,reject){
        var data = '';
        ctx.on('data', function (chunk) {
            data += chunk;
        })
        ctx.on('end', function (chunk) {
            resolve(data);
        })
    })
}
```

or https://github.com/koajs/bodyparser/tree/3.x""",
      T("Koa"), T("koa-router"), T("JavaScript"), E("GET /user/:id"), E("POST /user/"),
      source="https://github.com/koajs/koa/issues/719", kind="issue",
      note="koa lower-cased; bodyparser only in a URL"),
    R("""koa2 async/await does not works

I'm using babel to compile async/await style code in my koa2 projects. 
Unfortunately, koa-bodyparser@next does not parse request body as expected: 
`context.request.body` always eqls to  `{}` .

I'm just have a little test using `jQuery`:
 `$.post(some_url, {<k,v>}, result => {...some handle...})`。

Here is my koa config:
`const bodyParser = require('koa-bodyparser');`
`app.use(bodyParser());`

other code:
` router.post('/ajax/ban/join', banJoinController);`

 //banJoinController.js

    export default async(ctx) => {
      console.log(ctx.query)//works well -> koa-router
      console.log(ctx.request.body)// == {}
      ctx.body = {code: 0, message: 'test'};
    }""",
      T("Babel"), T("Koa"), T("koa-bodyparser"), T("jQuery"), T("koa-router"), E("POST /ajax/ban/join"),
      source="https://github.com/koajs/bodyparser/issues/47", kind="issue",
      note="babel lower-cased, koa2 glued; banJoinController.js is bare"),
    R("""custom blueprint does not work with prefix

config/blueprints.js

I used a custom blueprints does not work, 

example:

```
  prefix: '/api',
``` 

route:
```
'GET /api/user/foo': {blueprint: 'foo'}
```
log:
```
verbose: Sending 404 ("Not Found") response: 
 No record found with the specified `id`.
```

The `blueprint` property in the route config should represent a real blueprint action. One of these:
- find
- findone
- create
- update
- destroy

For more info, see the docs: http://sailsjs.org/documentation/concepts/routes/custom-routes#?blueprint-target-syntax""",
      F("config/blueprints.js"), E("GET /api/user/foo"),
      source="https://github.com/balderdashy/sails/issues/3318", kind="issue",
      note="a Sails route-config line gives the verb and the whole path (its 404 comes from the record lookup, "
           "not a missing route); Sails only in a URL; /api is a prefix"),
    # ---------------------------------------------------------------- Python: Sanic, Keg
    R("""Blueprint.add_route not support url parameters?

sanic 0.3.1

My code is:
```
app = Sanic(__name__)
app.static('/static', './static')
api = Blueprint('api_v3', url_prefix='/api/v3')

class ContentApi(HTTPMethodView):
    def get(self, request, uuid):
        return json({'uuid': uuid})

api.add_route(ContentApi.as_view(), '/content/<uuid>')
app.blueprint(api)
app.run(host="0.0.0.0", port=8000, debug=True)

```

The error is:
```
TypeError
argument of type 'NoneType' is not iterable

Traceback (most recent call last):
File /env/sanic/lib/python3.5/site-packages/sanic/sanic.py, line 320, in handle_request
handler, args, kwargs = self.router.get(request)
File /env/sanic/lib/python3.5/site-packages/sanic/router.py, line 266, in get
return self._get(request.url, request.method, '')
TypeError: argument of type 'NoneType' is not iterable while handling uri /api/v3/content/7294ea5c355f34d1bc5dfe1bb779fa19
```""",
      T("Sanic"),
      source="https://github.com/sanic-org/sanic/issues/462", kind="issue",
      note="the view's route sits under the blueprint's /api/v3 prefix, its whole path never written with a "
           "method; ./static is a folder; the traceback's paths are inside site-packages"),
    R("""Blueprints fail without a URL prefix

If a URL prefix is not passed into a blueprint the URL calculation logic throws an error.

```
ImportError while loading conftest '/root/project/airtonomy/conftest.py'.
airtonomy/conftest.py:8: in <module>
    import airtonomy.celery.testing as ct
airtonomy/celery/testing.py:9: in <module>
    from airtonomy.cli import Airtonomy
airtonomy/cli/__init__.py:5: in <module>
    from airtonomy import permissions
airtonomy/permissions.py:4: in <module>
    from airtonomy.device.permissions import permissions as device_permissions
airtonomy/device/__init__.py:1: in <module>
    from .views import device_bp, device_api_bp
airtonomy/base/views.py:138: in <module>
    class OrganizationsCRUD(libviews.CrudView):
.tox/py36/lib/python3.6/site-packages/keg/web.py:97: in __init__
    cls.init_routes()
airtonomy/libs/views.py:29: in init_routes
    cls.map_method_route("add", "{}/add".format(cls.calc_url()), ("GET", "POST"))
```""",
      T("Keg"),
      F("airtonomy/conftest.py"), F("airtonomy/celery/testing.py"), F("airtonomy/cli/__init__.py"),
      F("airtonomy/permissions.py"), F("airtonomy/device/__init__.py"), F("airtonomy/base/views.py"),
      F("airtonomy/libs/views.py"),
      source="https://github.com/level12/keg/issues/131", kind="issue",
      note="the project's own files from a pytest import trace (pytest not named); the conftest's first path "
           "is absolute and keg/web.py is inside .tox's site-packages; Keg named by that path and the thread's "
           "project; '{}/add' is a template, not a path"),
    # ---------------------------------------------------------------- JVM: Ktor with Exposed
    R("""Is it possible to have multiple ContentNegotiation per route definition or per module?

When trying to install ContentNegotiation inside additional (not main) module:
```
install(ContentNegotiation) {
        register(ContentType.Application.Xml, MyContentConverter()) {

        }
    }
```
I have this error:
```
Caused by: io.ktor.application.DuplicateApplicationFeatureException: Conflicting application feature is already installed with the same key as `ContentNegotiation`
```
however I would like that part of the routes could by default use different content negotiation.
some API require to have XML.

Is there way to have that configured per module, and also per per routing sub path?

I think I found content type per routing:
```
routing {
        contentType(ContentType.Application.Xml){
            get("/myxml/api"){
                
            }
            
        }
```

@magillus , why you post it in Exposed repo, not into https://github.com/ktorio/ktor ?

I really sorry wrong tab ...""",
      T("Ktor"), T("Exposed"), E("GET /myxml/api"),
      source="https://github.com/JetBrains/Exposed/issues/512", kind="issue",
      note="Ktor named by its package and a URL; a Ktor get route written whole inside routing; XML a format"),
]
