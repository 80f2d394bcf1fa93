"""A fifth fresh held-out set ("fresh-5"), part one: GitHub issue and pull-request threads of
ecosystems the earlier sets touched little -- Elixir, Scala, Haskell, Swift and iOS, Android,
Unity, embedded C, R, Julia, data engineering (Airflow, dbt, Spark), machine learning, cloud
command-line tools and infrastructure as code, Kubernetes operators, databases, front-end
frameworks, content management systems (WordPress, Drupal), security scanners and the routing
of web frameworks in many languages -- each a paragraph or a few lines of one thread kept as
written (code blocks, logs and environment
dumps as they appear; the comments of a thread joined without their author lines), with the
thread's title opening the text where it carries the point.

Every text was fetched from a stored public copy of the thread at the address given and
labelled by hand without running the extractor on it. Labels: technologies under their usual
canonical name (any spelling in the text), also tools the extractor may not know; data formats,
platform strings and everyday shell utilities not labelled, nor packages merely compiled or
downloaded in a tool's output; relative file paths as written (a line number after the path is
not part of it; ./ kept), absolute paths, home paths (~/...), paths inside a container or an
installed package and bare file names not; an endpoint only as "METHOD /path", when the text
gives the method for that path (inline, a route definition in code, curl -X, a method column)
-- a path without its method, a bare prefix (/api) and a whole URL's host are not labelled.
Nobody tunes the extractor on these texts: the benchmark scores them as their own split
(``--split fresh-5``).
"""

from real_corpus import E, F, R, T

SURFACES = {
    "Akka HTTP": ("akka-http", "Akka-HTTP"),
    "Haskell Platform": ("haskell-plattform",),
    "macOS": ("Mac OS", "MacOS"),
    "Android Gradle Plugin": ("android-gradle",),
    "ESP-IDF": ("espidf",),
    "Plots.jl": ("Plots",),
    "dbt-utils": ("dbt_utils",),
    "AWS SAM CLI": ("SAM",),
    "AWS CLI": ("aws-cli",),
    "cert-manager": ("cert manager",),
    "Red Hat OpenShift Service on AWS": ("ROSA",),
    "WordPress": ("WP",),
    "node-wpapi": ("wpapi",),
    "Apache HTTP Server": ("apache",),
    "Cloudflare Workers": ("Cloudflare Worker",),
    "Spring": ("springframework",),
    "CircleCI": ("Circle CI",),
    "Ember CLI": ("ember-cli",),
    "WP Super Cache": ("super cache",),
}

CASES = [
    # ---------------------------------------------------------------- Elixir
    R("""mix ecto.migrate failed

I have updated ecto 1.1 which using postgrex 0.10,
postgrex 0.10 has problem with migration,

This is the message:
** (EXIT from #PID<0.48.0>) shutdown: failed to start child: Ecto.Adapters.Postgres
    ** (EXIT) an exception was raised:
        ** (MatchError) no match of right hand side value: {:error, {:postgrex, {'no such file or directory', 'postgrex.app'}}}
            (ecto) lib/ecto/adapters/postgres.ex:56: Ecto.Adapters.Postgres.start_link/2
            (stdlib) supervisor.erl:343: :supervisor.do_start_child/2
            (stdlib) supervisor.erl:326: :supervisor.start_children/3

how did you solve this?

@simonh1000 I encountered when migrating my app on Postgres.
My reason for this was that I haven't included `postgrex` both as a dependency & as an application in `mix.exs`.""",
      T("Mix"), T("Ecto"), T("Postgrex"), T("PostgreSQL"),
      source="https://github.com/elixir-ecto/ecto/issues/1150", kind="issue",
      note="the report and the answer that solved it; lib/ecto/adapters/postgres.ex is a frame inside the installed ecto dependency, not a workspace file; a bare mix.exs; Elixir itself is never named"),
    R("""mix ecto.create works, mix ecto.migrate doesn't, on MySQL

### Environment

* Elixir version: 1.2.1
* Database and version: MySQL 5.7.10
* Ecto version: 1.1.4
* Database adapter and version: mariaex 0.7.0
* Operating system: OS X 10.11.3

### Current behavior

```
$ mix ecto.create
The database for MysqlIssue.Repo has been created.
$ mix ecto.migrate

12:27:10.163 [error] Mariaex.Protocol (#PID<0.182.0>) failed to connect: ** (Mariaex.Error) tcp connect: econnrefused
** (DBConnection.Error) connection not available
    (db_connection) lib/db_connection.ex:817: DBConnection.checkout/2
    (db_connection) lib/db_connection.ex:717: DBConnection.run/3
    (mariaex) lib/mariaex.ex:138: Mariaex.query/4
    (ecto) lib/ecto/adapters/mysql/connection.ex:25: Ecto.Adapters.MySQL.Connection.query/4""",
      T("Elixir"), T("MySQL"), T("Ecto"), T("Mariaex"), T("macOS"), T("Mix"), T("DBConnection"),
      source="https://github.com/elixir-ecto/ecto/issues/1310", kind="issue",
      note="an issue template's environment; the frames' lib/ paths are inside dependencies (db_connection, mariaex, ecto), not the project's; DBConnection is the library the error comes from; OS X for macOS"),
    R("""update doc, add missing step in installation

This import is needed, otherwise on startup, `mix phx.server` will fail with an error stating it can't find the function `fetch_live_flash`. The error looks like this:

```
== Compilation error in file lib/my_web_app/router.ex ==
** (CompileError) lib/my_web_app/router.ex: undefined function fetch_live_flash/2
    (elixir 1.10.2) src/elixir_locals.erl:114: anonymous fn/3 in :elixir_locals.ensure_no_undefined_local/3
    (stdlib 3.12) erl_eval.erl:680: :erl_eval.do_apply/6
    (elixir 1.10.2) lib/kernel/parallel_compiler.ex:304: anonymous fn/4 in Kernel.ParallelCompiler.spawn_workers/7
```""",
      T("Mix"), T("Elixir"), F("lib/my_web_app/router.ex"),
      source="https://github.com/phoenixframework/phoenix_live_view/pull/800", kind="issue",
      note="judgement call: phx.server is Phoenix's task but the framework is never named, so not labelled; the project's own router is a workspace file, the frames in elixir's own sources (src/elixir_locals.erl, lib/kernel/parallel_compiler.ex) are not; LiveView itself is not named in this paragraph"),
    # ---------------------------------------------------------------- Scala
    R("""Exception thrown in akka-http 2.0-M1

The following route worked fine with akka-http 1.0, scala 2.11.7, akka-actors 2.4.0

    path("api" / "v1.0" / "user") {
      get {
        complete("Success")
      }
    }

Exception with akka-http 2.0-M1

    16:25:46.395 [xxx-akka.actor.default-dispatcher-4] ERROR akka.actor.ActorSystemImpl - Error during processing of request HttpRequest(HttpMethod(GET),http://localhost:50171/api/v1.0/user,List(Host: localhost:50171, Connection: keep-alive, Cache-Control: no-cache, User-Agent: Mozilla/5.0 (Macintosh; Intel Mac OS X 10_10_3) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/46.0.2490.80 Safari/537.36, Postman-Token: b677162a-343f-b32b-ccd9-8c88cacbcbe3, Accept: */*, DNT: 1, Accept-Encoding: gzip, deflate, sdch, Accept-Language: en-US, en;q=0.8),HttpEntity.Strict(none/none,ByteString()),HttpProtocol(HTTP/1.1))
    java.lang.NullPointerException: null""",
      T("Akka HTTP"), T("Scala"), T("Akka"), E("GET /api/v1.0/user"),
      source="https://github.com/akka/akka-core/issues/18882", kind="issue",
      note="judgement call: the route is built by the path DSL (\"api\" / \"v1.0\" / \"user\") under a get directive, and the log writes it whole with its method, so GET /api/v1.0/user; the browser and Postman named only inside a User-Agent and a request header are not labelled; Java only as java.lang"),
    R("""Add scala/akka-http Route DSL and scala/akka-http low level API

I wrote two simple server without any optimisation for Scala using Akka-HTTP, one with the DSL router and the other using low level API.

To build it, I'm expecting [JVM1.8](http://tinyurl.com/pyy48to) and [sbt](http://www.scala-sbt.org/download.html) installed.

Have a great day !

scala/akkahttp-low/src/main/scala/Main.scala
```diff
+  def main(args: Array[String]) {
+
+    implicit val system = ActorSystem()
+    implicit val materializer = ActorMaterializer()
+
+    val requestHandler: HttpRequest => HttpResponse = {
+      case HttpRequest(GET, Uri.Path("/"), _, _, _) =>
+        HttpResponse(entity = "")
+      case HttpRequest(POST, Uri.Path("/user"), _, _, _) =>
+        HttpResponse(entity = "")
+      case HttpRequest(GET, path, _, _, _) if path.path.toString().startsWith("/user/")  =>
+        HttpResponse(entity = path.toString().split("/").last)
```
This is not a parsing path parameter feature. If there is not a way to parse them, I cannot add akkahttp-low as a target.""",
      T("Scala"), T("Akka HTTP"), T("JVM"), T("sbt"), F("scala/akkahttp-low/src/main/scala/Main.scala"),
      E("POST /user"),
      source="https://github.com/the-benchmarker/web-frameworks/pull/41", kind="issue",
      note="a pull request and a review comment; the low-level handler matches POST on /user; the root GET / is not labelled, and the GET on anything starting with /user/ is a prefix test, not a route"),
    R("""Akka-http demo doesn't compile

I'm getting error when trying to compile akka-http demo:

`workbench-example-app/example/jvm/src/main/scala/example/Server.scala:56: type mismatch;
[error]  found   : akka.http.scaladsl.server.Directive1[String]
[error]     (which expands to)  akka.http.scaladsl.server.Directive[(String,)]
[error]  required: akka.http.scaladsl.server.RequestContext => ?
[error]           extract(entity(as[String])) { e =>
[error]                         ^
[error] one error found
`""",
      T("Akka HTTP"), F("workbench-example-app/example/jvm/src/main/scala/example/Server.scala"),
      source="https://github.com/lihaoyi/workbench-example-app/issues/54", kind="issue",
      note="the compiler's :56 after the path is not part of it; Scala only through the .scala file and package names, not labelled"),
    # ---------------------------------------------------------------- Haskell
    R("""Could not find module ‘System.Directory’ although package present @ build-depends in .cabal file

Could not find module ‘System.Directory’ although package present @ build-depends in .cabal file.
(Not sure but this might be related to #941 #897)

**Steps to reproduce**:
1. Create new project with ```stack new  stack-directory-problem```
2. Add `directory` to build-depends in `stack-directory-problem.cabal`
3. Add `import System.Directory` somewhere in the code.
4. Run command ```stack build```.

**Expected**:
Stack builds project successfully.

**Actual**:
```
Could not find module ‘System.Directory’
It is a member of the hidden package ‘directory-1.2.2.0@direc_0hFG6ZxK1nk4zsyOqbNHfm’.
Perhaps you need to add ‘directory’ to the build-depends in your .cabal file.
```

**Here is the stack --version output**:

```
$ stack --version
Version 1.1.2 x86_64 hpack-0.14.1```
```""",
      T("Stack"), T("Cabal"), T("hpack"),
      source="https://github.com/commercialhaskell/stack/issues/2380", kind="issue",
      note="judgement call: the .cabal file is Cabal's package description format; hpack named in stack's version string; a bare stack-directory-problem.cabal; the directory package is an ordinary library dependency named as a package, not labelled"),
    R("""errors when running "./Build.hs exe"

I failed to build again after update, but the error message became shorter.
Here is the error message

```
vincent@vincent-VirtualBox:~/worksapce/backprop$ ./Build.hs exe
# stack (for install)
# stack (for samples-exe/extensible-neural)
[1 of 1] Compiling Main             ( samples/extensible-neural.lhs, samples/extensible-neural.o )

samples/extensible-neural.lhs:60:3: error:
    Could not find module ‘Lens.Micro.TH’
    Perhaps you meant
      Lens.Micro (from microlens-0.4.9.1)
      Lens.Micro.Type (from microlens-0.4.9.1)
    Use -v to see a list of the files searched for.
   |
60 | > import           Lens.Micro.TH
   |   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
Error when running Shake build system:
* exe
* samples-exe/extensible-neural""",
      T("Stack"), T("Shake"), T("microlens"), F("samples/extensible-neural.lhs"), F("./Build.hs"),
      F("samples/extensible-neural.o"),
      source="https://github.com/mstksg/backprop/issues/10", kind="issue",
      note="judgement call: the build script run by its ./ path and the compiled object next to the source are labelled as written; samples-exe/extensible-neural has no extension; VirtualBox only in the machine's host name; microlens is the package the missing module is looked for in"),
    R("""Doesn't build under Ubuntu

I rebuild ghc, haskell-plattform and even LibClang from source but everytime it gives me the same error:

```
Setup.hs:17:8:
    Could not find module `Distribution.Simple.Program.Find'
    Perhaps you meant
      Distribution.Simple.Program.Ld (from Cabal-1.16.0)
      Distribution.Simple.Program.Run (from Cabal-1.16.0)
      Distribution.Simple.Program.Ar (from Cabal-1.16.0)
    Use -v to see a list of the files searched for.
```

Do I have to fix something in the dependencies?

Thanks

The issue is the version of the cabal library. I don't know if hand if it is expecting something older or newer. Cabal update, cabal install Cabal cabal-install, retry?

The Cabal version should be >=1.18
Will update the Cabal file to match that version dependency""",
      T("Ubuntu"), T("GHC"), T("Haskell Platform"), T("LibClang"), T("Cabal"),
      source="https://github.com/chetant/LibClang/issues/63", kind="issue",
      note="'haskell-plattform' misspelt; LibClang is both the project and the library; a bare Setup.hs"),
    R("""Official Phoenix Framework contexts tutorial introduces lib/haaksploits_web/controllers/session_controller.ex:21: undefined function session_path/2 error into my application

```
defmodule HaaksploitsWeb.Router do
  use HaaksploitsWeb, :router

  pipeline :browser do
    plug :accepts, ["html"]
    plug :fetch_session
    plug :fetch_flash
    plug :protect_from_forgery
    plug :put_secure_browser_headers
  end

  pipeline :api do
    plug :accepts, ["json"]
  end

  scope "/", HaaksploitsWeb do
    pipe_through :browser

    get "/", PageController, :index

    get "/tutorials", TutorialsController, :index
    get "/haaksploits", HaaksploitsController, :index
    get "/security", SecurityController, :index
    get "/unclassified", UnclassifiedController, :index

    resources "/users", UserController
    resources "/sessions", SessionController, only: [:new, :create, :delete],
                                              singleton: true""",
      T("Phoenix"), F("lib/haaksploits_web/controllers/session_controller.ex"),
      E("GET /tutorials"), E("GET /haaksploits"), E("GET /security"), E("GET /unclassified"),
      E("GET /"),
      source="https://github.com/phoenixframework/phoenix/issues/2636", kind="issue",
      note="the title and the router of a comment (the authenticate_user plug between the pipelines and the scope left out with the rest of the thread); Phoenix's get lines give their method; the root GET / is labelled as the router defines it (issue #20 part 11), and resources \"/users\" and \"/sessions\" state no single method"),
    # ---------------------------------------------------------------- Swift, iOS
    R("""404 for any requests in RC1

Hey I'm newish to Vapor - been successfully playing around with the v3 alpha/beta versions that could run on swift 4.0, but now that I'm on RC1 (and Swift 4.1) suddenly all of my requests 404. Not sure if this is a Vapor problem or something with this particular Swift snapshot?

### Steps to reproduce

Install swift 4.1 snapshot from Feb 25 (current latest)
Unpack the attached demo project files
Run vapor xcode
Open Xcode project
Check that 4.1 toolchain is selected
Build and run
Use a browser/postman etc to GET http://0.0.0.0:8080/ping

### Expected behavior

Should 200 and return a string of "123"

### Actual behavior

404 not found

### Environment

* Swift version: 4.1-dev (LLVM 1c8b50929b, Clang 420ae40df6, Swift 4ebcde867a)
* Vapor Framework version: 3.0.0-rc.1.1
* Vapor Toolbox version: 3.1.4
* OS version: 10.13.2""",
      T("Vapor"), T("Swift"), T("Xcode"), T("Postman"), T("Clang"), E("GET /ping"),
      source="https://github.com/vapor/vapor/issues/1521", kind="issue",
      note="the method is written before the whole URL, so GET /ping without its host; 'vapor xcode' is the Vapor Toolbox's command; LLVM and Clang named in the compiler's version line, the compiler project under Clang"),
    R("""Include request URL in RouteNotFound error

Closes #3237.

Adds an optional `requestURL` to `RouteNotFound` and populates it from `NotFoundResponder` so that 404 logs and error bodies show which path missed the route table:

```
No route found for "/Icons/Services/SVG/someIcon.svg"
```

When `requestURL` is `nil`, the existing `"Not Found"` reason is used.

## Files

- `Sources/Vapor/Responder/DefaultResponder.swift`
  - `NotFoundResponder.respond(to:)` now passes `request.url.string`
  - `RouteNotFound` gains a stored `requestURL: String?` and the matching init
  - `AbortError.reason` returns the URL-aware message when present

Verified with `swift build --target Vapor` on Swift 6.3.""",
      T("Vapor"), T("Swift"), F("Sources/Vapor/Responder/DefaultResponder.swift"),
      source="https://github.com/vapor/vapor/pull/3460", kind="issue",
      note="the missed path in the example log has no method and is a static file, not an endpoint (nor a workspace file: a requested URL path)"),
    R("""pod install fail

## What did you do?

ℹ Please replace these two lines with what you did.  
`pod install`

## What did you expect to happen?
that pod install will work
ℹ Please replace these two lines with what you expected to happen.  
 Install all pod dependencies correctly.

## What happened instead?
got an error
ℹ Please replace these two lines with of what happened instead.  
pod install failed
## CocoaPods Environment

ℹ Please replace these two lines with the output of `pod env`.
e.g. via `pod env | pbcopy`

xcode-select: error: tool 'xcodebuild' requires Xcode, but active developer directory '/Library/Developer/CommandLineTools' is a command line tools instance

### Stack

```
   CocoaPods : 1.11.2
        Ruby : ruby 2.6.3p62 (2019-04-16 revision 67580) [universal.arm64e-darwin20]
    RubyGems : 3.0.3
        Host : macOS 11.6 (20G165)
       Xcode :  ()
         Git : git version 2.30.1 (Apple Git-130)
Ruby lib dir : /System/Library/Frameworks/Ruby.framework/Versions/2.6/usr/lib
Repositories : trunk - CDN - https://cdn.cocoapods.org/
```""",
      T("CocoaPods"), T("Xcode"), T("Ruby"), T("RubyGems"), T("macOS"), T("Git"),
      source="https://github.com/CocoaPods/CocoaPods/issues/11000", kind="issue",
      note="an issue template left half filled in and pod env's dump; pbcopy is an everyday utility; absolute system folders are not workspace files"),
    R("""pod install bug.

I am running `pod install`,The installation manifest is not displayed as before, Xcode will exit abnormally when finished.

The specified version is also invalid. as `pod 'xxxx', '~> xxx'` 

The installation is shown below:
```
Analyzing dependencies
Downloading dependencies
Generating Pods project
Integrating client project
Pod installation complete! There are 30 dependencies from the Podfile and 33 total pods installed.
```

- MacOS Catalina
- Xcode 11.0 (11A420a)
- CocoaPods 1.8.3""",
      T("CocoaPods"), T("Xcode"), T("macOS"),
      source="https://github.com/CocoaPods/CocoaPods/issues/9224", kind="issue",
      note="'pod install' is CocoaPods' command; MacOS Catalina for macOS; a bare Podfile"),
    # ---------------------------------------------------------------- Unity, game development
    R("""NullReferenceException Unity 5.6

Getting Errors updating BubbleController

NullReferenceException: Object reference not set to an instance of an object

BubbleController.PopBubble (.View view, System.String message, UnityEngine.AudioClip audioType) (at Assets/Scripts/03_View/BubbleController.cs:12)

BubbleController.PopLeftChat (.ChatManager cm) (at Assets/Scripts/03_View/BubbleController.cs:115)
ChatManager.Update () (at Assets/Scripts/02_Controller/ChatManager.cs:51)

I run this project on Unity 5.6.0f3 Personal (Mac OS), it's ok.""",
      T("Unity"), T("macOS"), F("Assets/Scripts/03_View/BubbleController.cs"),
      F("Assets/Scripts/02_Controller/ChatManager.cs"),
      source="https://github.com/wuqxuan/LifeLineUnity/issues/1", kind="issue",
      note="the project's own scripts under Assets/ are workspace files (the :12 after each is a line number); Mac OS for macOS"),
    R("""C#/Unity : NullReferenceException: Object reference not set to an instance of an object

# issue : referencing public class not working with NullReferenceException 
## in console, 
![null-class](https://user-images.githubusercontent.com/83855174/150682842-703be42b-68db-4ee2-a805-e72b99bab673.png)

## in codes, 
```c#
using System.Collections;
using System.Collections.Generic;
using UnityEngine;

public class getComponent : MonoBehaviour
{
    private anotherScript anotherScript; // referencing other script in project
    private void Start() {
        UnityEngine.Debug.Log(anotherScript.helloThere);
    }
    private void Awake() {
        anotherScript = GetComponent<anotherScript>(); 
    }
}
```

## solution : attach referenced C# script to game object together.""",
      T("C#"), T("Unity"),
      source="https://github.com/developerasun/myCodeBox-backend/issues/19", kind="issue",
      note="a note-to-self issue and its solution; the screenshot's URL is not a file; UnityEngine is Unity's own namespace"),
    # ---------------------------------------------------------------- Android
    R("""Manifest merging failed.

Android Studio

```
Gradle: Execution failed for task ':processDebugManifest'.
> Manifest merging failed. See console for more info.
```

``` xml
<manifest xmlns:android="http://schemas.android.com/apk/res/android" android:versionCode="2001000" android:versionName="2.1.0" package="org.holoeverywhere">
    <uses-sdk android:minSdkVersion="7" android:targetSdkVersion="18"/>
</manifest>
```

missed tag

``` xml
<application/>
```

http://stackoverflow.com/a/17826879

Which android-gradle version is used? With 0.6.3 and aar i haven't any issues.

Thanks.
Change

```
classpath 'com.android.tools.build:gradle:0.6.+'
```

to 

```
classpath 'com.android.tools.build:gradle:0.6.3'
```

and working""",
      T("Android Studio"), T("Gradle"), T("Android Gradle Plugin"),
      source="https://github.com/Prototik/HoloEverywhere/issues/705", kind="issue",
      note="judgement call: 'android-gradle' and its classpath coordinate are the Android Gradle plugin, labelled apart from Gradle; a Q&A site's link is not labelled; XML is a format; the android: attributes are the manifest's namespace"),
    # ---------------------------------------------------------------- embedded C
    R("""undefined reference to `app_main'

OS : macOS 10.11.6
PlatformIO: 1.7.1(IDE), 3.2.1(Core)

use [espidf-hello-world](https://github.com/platformio/platform-espressif32/tree/develop/examples/espidf-hello-world) example, then come error below(I can use Arduino example normally): 

```
Indexing .pioenvs/esp32dev/libtcpip_adapter.a
Linking .pioenvs/esp32dev/firmware.elf
.pioenvs/esp32dev/libesp32.a(cpu_start.o):(.literal.main_task+0x0): undefined reference to `app_main'
.pioenvs/esp32dev/libesp32.a(cpu_start.o): In function `main_task':
/Users/linjinhui/.platformio/packages/framework-espidf/components/esp32/cpu_start.c:169: undefined reference to `app_main'
collect2: error: ld returned 1 exit status
*** [.pioenvs/esp32dev/firmware.elf] Error 1
```

should add `extern "C"` in front of `app_main`

```
#include <stdio.h>
#include "freertos/FreeRTOS.h"
#include "freertos/task.h"
#include "esp_system.h"
#include "nvs_flash.h"
```""",
      T("macOS"), T("PlatformIO"), T("ESP-IDF"), T("Arduino"), T("FreeRTOS"),
      F(".pioenvs/esp32dev/firmware.elf"), F(".pioenvs/esp32dev/libesp32.a"),
      F(".pioenvs/esp32dev/libtcpip_adapter.a"),
      source="https://github.com/platformio/platform-espressif32/issues/8", kind="issue",
      note="judgement call: the build's own outputs under .pioenvs/ are relative paths of the workspace, labelled as written (the archive's (cpu_start.o) member is not part of it); the framework's cpu_start.c is inside an installed package; espidf for ESP-IDF; headers in #include lines (freertos/FreeRTOS.h) are include names, not files of the workspace; the answer's example code trimmed after the includes"),
    R("""Unable to build examples in Arduino IDE

I'm trying to work with NodeMCU-32S (it's an analogue of ESP32-DevKitC from Ai-Thinker) from Arduino IDE. But unable to build examples. Everything is compiled successfully, but linking fails with errors like

(sys.c.o):(.literal.main_task+0x4): undefined reference to `main'

The full line with error is:

d:\\tmp\\arduino_build_994884/..\\arduino_cache_57603\\core\\core_Pumbaa_esp32_esp32_devkitc_8f2a89eb400a26301a1a96021cd6b617.a(sys.c.o):(.literal.main_task+0x4): undefined reference to `main'

My configuration is:
Windows XP
Arduino 1.8.3
python 2.7.3
Simba core 15.0.3
Pumbaa core 3.0.1

"Blink" example from Simba (not Pumbaa!) is build and runs successfully (after changing "pin_led_dev" to "pin_gpio02_dev" according to Ai-Thinker's schematic)""",
      T("Arduino IDE"), T("Windows"), T("Python"), T("Simba"), T("Pumbaa"),
      source="https://github.com/eerimoq/pumbaa/issues/37", kind="issue",
      note="boards (NodeMCU-32S, ESP32-DevKitC) are hardware, not labelled; Simba and Pumbaa are the embedded frameworks built; 'Arduino 1.8.3' is the IDE's version; the cache path is absolute"),
    R("""undefined reference to `app_main'

 try complie code in windows and got some error

C:\\Users\\admip\\Desktop\\esp-idf\\Homekit>idf.py build
Note: You are using Python 3.7.4. Python 3 support is new, please report any problems you encounter. Search for 'Setting the Python Interpreter' in the ESP-IDF docs if you want to use Python 2.7.
Checking Python dependencies...
Python requirements from C:\\Users\\admip\\Desktop\\esp-idf\\requirements.txt are satisfied.
Running ninja in directory C:\\Users\\admip\\Desktop\\esp-idf\\Homekit\\build
Executing "ninja all"...
[1/128] Performing build step for 'bootloader'
ninja: no work to do.
[125/126] Linking CXX executable Homekit.elf
FAILED: Homekit.elf
esp-idf/esp32/libesp32.a(cpu_start.c.obj):(.literal.main_task+0x4): undefined reference to `app_main'
collect2.exe: error: ld returned 1 exit status
ninja: build stopped: subcommand failed.
ninja failed with exit code 1

Try using `make` for compilation.""",
      T("Windows"), T("ESP-IDF"), T("Python"), T("Ninja"), T("Make"),
      source="https://github.com/An00bIS47/Homekit/issues/5", kind="issue",
      note="the cmd.exe line of the log left out; idf.py is ESP-IDF's front end; esp-idf/esp32/libesp32.a is a component library of the framework in the build tree, not labelled; absolute Windows paths"),
    # ---------------------------------------------------------------- R, Julia
    R("""Compilation failed for package 'RAD'

I'm trying to install the RAD package, but when I follow the given command I got "compilation failed for package ‘RAD’" error and it wouldn't install.

I'm running R 3.2.2 on Mac.

I assume you only care about installing the R package. 

Do you have RTools installed with a C++ compiler? Is your path set correctly?

I don't think I have RTools installed as I only find RTools for Windows only.
Is there an RTools for Mac?

I'm also trying to install on a Windows machine, and a different error appears "dependecy 'RcppEigen' is not available for package 'RAD'".
Is it about missing a C++ compiler? What would you recommend to install? Sorry I'm not a Windows person.

Ah yes of course. Didn't pay attention to the Mac part. On Mac OS X you need the "XCode Command Line Tools" so that R can call the C++ compiler.  Try running "gcc" in terminal on your Mac. 

On Windows the dependency RcppEigen is referring the the Eigen library for numerical linear algebra https://cran.r-project.org/web/packages/RcppEigen/index.html .

On windows RTools will install gcc the GNU compiler collection.""",
      T("R"), T("Rtools"), T("Windows"), T("RcppEigen"), T("macOS"), T("Xcode"), T("GCC"), T("Eigen"),
      source="https://github.com/Netflix/Surus/issues/9", kind="issue",
      note="RTools for Rtools; 'Mac' alone is the machine, 'Mac OS X' the system; XCode Command Line Tools under Xcode; RAD is the thread's own package; a C++ compiler in general is not labelled"),
    R("""Installation Error

Hi, 
I have tried several times to install the TStools package using the below command:
devtools::install_github("trnnick/TStools")

But have encountered below error:
- installing _source_ package 'TStools' ...
  *\\* libs

**\\* arch - i386
c:/Rtools/mingw_32/bin/g++  -I"C:/R/R-33~1.1/include" -DNDEBUG    -I"C:/R/R-3.3.1/library/Rcpp/include" -I"C:/R/R-3.3.1/library/RcppArmadillo/include" -I"d:/Compiler/gcc-4.9.3/local330/include"     -O2 -Wall  -mtune=core2 -c RcppExports.cpp -o RcppExports.o
c:/Rtools/mingw_32/bin/g++: not found
make: **\\* [RcppExports.o] Error 127
ERROR: compilation failed for package 'TStools'
- removing 'C:/R/R-3.3.1/library/TStools'

Is there any known issues here? Thanks!

Hi,
What I see from the output you have provided, is that you are missing g++ in your Rtools:

I don't know why, this is strange. Can you, please, reinstall Rtools and try again?

Thanks! I just reinstalled Rtools, and now the error message is gone.""",
      T("devtools"), T("Rtools"), T("GCC"), T("Make"),
      source="https://github.com/trnnick/TStools/issues/17", kind="issue",
      note="the stored copy's escaped markdown (*\\\\* libs) kept; g++ under GCC; Rcpp and RcppArmadillo appear only inside include paths of the compiler line, not labelled; every path absolute; R itself is not named as a word"),
    R("""Failure to precompile Plots

Hi, 

I'm on Julia 1.3. I can add Plots using the Pkg package manager. However, when I run: 
Using Plots

I get the error below: Any idea what's going on :)? Thanks a lot!

```
[ Info: Precompiling Plots [91a5bcdd-55d7-5caf-9e0b-520d859cae80]
WARNING: could not import RecipesBase.is_explicit into Plots
ERROR: LoadError: LoadError: UndefVarError: is_explicit not defined
Stacktrace:
 [1] getproperty(::Module, ::Symbol) at ./Base.jl:13
 [2] top-level scope at /Users/dvr23/.julia/packages/Plots/fGqyH/src/types.jl:48
 [3] include at ./boot.jl:328 [inlined]
 [4] include_relative(::Module, ::String) at ./loading.jl:1105
```""",
      T("Julia"), T("Plots.jl"), T("Pkg"), T("RecipesBase"),
      source="https://github.com/JuliaPlots/Plots.jl/issues/2399", kind="issue",
      note="Plots for Plots.jl; RecipesBase is the package the missing name comes from; ./Base.jl and ./boot.jl are frames of Julia's own base library, and the .julia/packages path an installed package, none workspace files"),
    R("""Failed to precompile Genie

**Describe the bug**
Just trying Genie for the first time. Cannot get the precompilation to work. First the error was in HttpCommon, which I then added and precompiled individually. After that another precompilation error: ERROR: could not load library "/Applications/Julia-1.3.app/Contents/Resources/julia/lib/julia/sys.dylib"

**Error stacktrace**
julia> using Genie
[ Info: Precompiling Genie [c43c736e-a2d1-11e8-161f-af95117fbd1e]
ERROR: could not load library "/Applications/Julia-1.3.app/Contents/Resources/julia/lib/julia/sys.dylib"
dlopen(/Applications/Julia-1.3.app/Contents/Resources/julia/lib/julia/sys.dylib, 6): Symbol not found: _jl_apply_2va""",
      T("Genie"), T("HttpCommon"), T("Julia"),
      source="https://github.com/GenieFramework/Genie.jl/issues/188", kind="issue",
      note="Julia as the julia> prompt and the installed application's path; the system image path is absolute"),
    # ---------------------------------------------------------------- data engineering
    R("""Unable to import dags in dag_bag.py

### Apache Airflow version

2.8.1

### What happened?

Unable to load DAGs using dag_bag.py also scheduler does not report any errors in logs.

My code organization:
- root/project1/dag1.py
- root/project2/dag2.py
- root/airflow/dag_bag.py

dag_bag.py
`
from project1.dag1 import load_dag()
from project1.dag2 import load_dag()
dag1=load_dag()
dag2=load_dag()
`
settings
`
PYTHONPATH: root
dags_folder: root/airflow/
`
If i move the dag code to dags_folder, then dags show up. Is there a design limitation on DAG loading, scheduler does not load DAGs using import paths?

### Operating System

Debian GNU/Linu

### Deployment

Official Apache Airflow Helm Chart

### Deployment details

Kubernetes deployment""",
      T("Airflow"), T("Debian"), T("Helm"), T("Kubernetes"), F("root/project1/dag1.py"),
      F("root/project2/dag2.py"), F("root/airflow/dag_bag.py"),
      source="https://github.com/apache/airflow/issues/37647", kind="issue",
      note="an issue template's answers, the empty ones left out; the three relative paths of the reporter's layout are workspace files, root/airflow/ a folder; 'Debian GNU/Linu' cut short as written; a bare dag_bag.py"),
    R("""DBT 0.17.0rc3 - Compilation failure regression

### Describe the bug

When trying to compile a project having some schema tests using `dbt_utils.equality` the compilation fails because the model does not exists.
However calling DBT run works.

The compilation failure happens when using DBT 0.17.0rc3, however compiling the same project using DBT 0.16.1 succeeds.

### Actual behavior

The compilation succeeds for DBT 0.16.1 and fails for 0.17.0rc3 with the following error:

```
Encountered an error:
Runtime Error
  Database Error in test dbt_utils_equality_my_second_dbt_model_id__ref_my_first_dbt_model_ (models/example/schema.yml)
    002003 (42S02): SQL compilation error:
    Table 'DB.SCHEMA.MY_SECOND_DBT_MODEL' does not exist or not authorized.
```

### System information
**Which database are you using dbt with?**
- [ ] postgres
- [ ] redshift
- [ ] bigquery
- [x] snowflake
- [ ] other (specify: ____________)""",
      T("dbt"), T("dbt-utils"), T("Snowflake"), F("models/example/schema.yml"),
      source="https://github.com/dbt-labs/dbt-core/issues/2504", kind="issue",
      note="judgement call: only the ticked database is labelled -- the unticked boxes of the template (postgres, redshift, bigquery) are options the reporter does not use; dbt_utils as the package's macro; DBT in capitals"),
    R("""dbt deps creates an error in dbt cloud

I tried to recreate the code from the demo session. I get the following error when I run "dbt deps"

Server log summary

```
Compilation Error in model stg_order (models/staging/datavaultdemo/stg_order.sql)
  The name argument to ref() must be a string, got <class 'dbt.clients.jinja.create_undefined.<locals>.Undefined'>
  
  > in macro snowflake__stage (macros/staging/snowflake/stage.sql)
  > called by macro stage (macros/staging/stage.sql)
  > called by model stg_order (models/staging/datavaultdemo/stg_order.sql)
```
Server log Details
```
16:02:29  Set downloads directory='/tmp/dbt-downloads-4ifolly8'
16:02:29  Making package index registry request: GET https://hub.getdbt.com/api/v1/index.json
16:02:29  Response from registry index: GET https://hub.getdbt.com/api/v1/index.json 200
16:02:29  Making package registry request: GET https://hub.getdbt.com/api/v1/dbt-labs/dbt_utils.json""",
      T("dbt"), T("dbt Cloud"), F("models/staging/datavaultdemo/stg_order.sql"),
      F("macros/staging/snowflake/stage.sql"), F("macros/staging/stage.sql"),
      E("GET /api/v1/index.json"), E("GET /api/v1/dbt-labs/dbt_utils.json"),
      source="https://github.com/ScalefreeCOM/datavault4dbt/issues/35", kind="issue",
      note="judgement call: the package hub's requests are logged with their method before the whole URL, so labelled without the host; the macros/ paths are the installed package's files as dbt reports them but relative to the project, labelled as written; jinja only in a class name; Snowflake only in a macro's name"),
    R("""Error on docker-compose webserver can't import sub-dag (scheduler/worker run the dag)

I'm deploying the airflow in a VM instance in google cloud plataform, using the docker-compose-Celery-Executor.yaml. When I run the dags locally the imports seens fine. but when I deploy on this docker-compose the import seems wrong to the  webserver, the scheduler runs the dag fine, no problems at  sight, when I turn on the dag in the UI the dag runs in the scheduler/ worker. but on the webserver logs from the container I've see this error:
`
[2018-12-18 13:06:15,273] {{__init__.py:51}} INFO - Using executor CeleryExecutor
[2018-12-18 13:06:15,762] {{models.py:271}} INFO - Filling up the DagBag from /usr/local/airflow/dags
[2018-12-18 13:06:16,290] {{models.py:380}} ERROR - Failed to import: /usr/local/airflow/dags/dags/daily_etl.py""",
      T("Docker Compose"), T("Airflow"), T("Google Cloud"), T("Celery"),
      source="https://github.com/puckel/docker-airflow/issues/287", kind="issue",
      note="'google cloud plataform' misspelt; Celery by the compose file's and the executor's names; the DAG file is a path inside the container, not labelled; a bare compose file name"),
    R("""Memory leak

Hi,

This looks like a problem with the amount of memory allocated to spark. By default Spark only allocates 1 GB of memory in local mode, so you need to tell spark to use [more memory](https://spark.apache.org/docs/latest/configuration.html):

``
(inside of the conda environment)
$ spark-submit --driver-memory=16g sample_scaffolds.py -m drd2_decorator/models/model.trained.50 -i scaffold.smi -o generated_molecules.parquet -r 32 -n 32 -d multi
``

There are more ways of doing it, but this one is the simplest. Change the ``--driver-memory`` to whichever amount you have in your computer. 

Thanks,

Josep""",
      T("Apache Spark"), T("Conda"),
      source="https://github.com/undeadpixel/reinvent-scaffold-decorator/issues/4", kind="issue",
      note="the maintainer's answer; spark-submit is Spark's; the script, the SMILES input and the Parquet output are bare file names; drd2_decorator/models/model.trained.50 has a folder but its '.50' is an epoch number, not an extension, so not labelled (judgement call)"),
    R("""Added executor-memory.md file

## Summary

- Adds a comprehensive guide (`spark-theory/executor-memory.md`) covering the full Spark executor memory layout — on-heap (Unified, User, Reserved), memory overhead, off-heap, and how they interact
- Includes exact formulas Spark uses internally for memory region calculations, with worked examples
- Covers PySpark-specific memory architecture (two-process model, Python worker memory), cluster manager interactions (YARN & Kubernetes container enforcement, exit codes 137/143), GC tuning, spill-to-disk mechanics, and a common errors & fixes troubleshooting table
- Adds an architecture diagram (`images/executor-memory.png`) showing the full executor container memory breakdown
- Provides ready-to-use configuration examples for `spark-submit`, `SparkSession.builder`, and Airflow `SparkSubmitOperator`""",
      T("Apache Spark"), T("Python"), T("Kubernetes"), T("Airflow"),
      F("spark-theory/executor-memory.md"), F("images/executor-memory.png"),
      source="https://github.com/rizal-rovins/learn-pyspark/pull/3", kind="issue",
      note="a pull request's summary, its list of topics left out; PySpark goes under Spark; judgement call: YARN here is Hadoop's cluster manager, whose name is spelt like the Yarn package manager's, so not labelled rather than labelled as the wrong tool; G1GC is a garbage collector setting, not labelled"),
    R("""CUDA OOM in the middle of training when the training data is large

## Environment info
- `transformers` version: 4.6.0.dev0
- Platform: Linux-3.10.0-1160.24.1.el7.x86_64-x86_64-with-centos-7.9.2009-Core
- Python version: 3.7.9
- PyTorch version (GPU?): 1.8.0 (False)
- Tensorflow version (GPU?): not installed (NA)
- Using GPU in script?: Yes
- Using distributed or parallel set-up in script?: No

## Information
I am using https://github.com/huggingface/transformers/blob/9e147d31f67a03ea4f5b11a5c7c3b7f8d252bfb7/examples/seq2seq/run_seq2seq.py to train MT5/base on custom parallel data. The code works well when the training data is <=100K but throws CUDA out of memory error in the middle of training when I train with 200K (or beyond) data.""",
      T("Transformers"), T("Linux"), T("CentOS"), T("Python"), T("PyTorch"), T("CUDA"),
      source="https://github.com/huggingface/transformers/issues/11388", kind="issue",
      note="judgement call: TensorFlow is named only to say it is not installed, so not labelled; MT5 is a model, not software; the script is a link into the library's repository, not a workspace file; the platform string names CentOS"),
    R("""Update troubleshoot guide

docs/source/troubleshooting.mdx:52
````diff
+Training large models with millions of parameters can be challenging without the appropriate hardware. A common error you may encounter when the GPU runs out of memory is:
+
+```
+CUDA out of memory. Tried to allocate 256.00 MiB (GPU 0; 11.17 GiB total capacity; 9.70 GiB already allocated; 179.81 MiB free; 9.85 GiB reserved in total by PyTorch)
+```
+
+There are several potential solutions you can try:
+
+- Reduce the [`per_device_train_batch_size`](main_classes/trainer#transformers.TrainingArguments.per_device_train_batch_size) value in [`TrainingArguments].
+- Use an alternative optimizer like [`Adafactor`] to reduce your memory footprint.
````
This usually does not reduce memory footprint if the batch size is small, so I would avoid mentioning it here.""",
      T("CUDA"), T("PyTorch"), T("Transformers"), F("docs/source/troubleshooting.mdx"),
      source="https://github.com/huggingface/transformers/pull/16001", kind="issue",
      note="a review thread on a documentation file (the :52 is its line); Transformers by its own TrainingArguments anchor -- judgement call, the thread is on its own docs; Adafactor is an optimizer, not software"),
    R("""java.lang.OutOfMemoryError: Java heap space

Trying to use a method from the package 'pyspark.ml.classification import LogisticRegression' but it gives me an error and i don't know how to solve it:
Py4JJavaError                             Traceback (most recent call last)
[<ipython-input-29-229e47f4bcc0>](https://localhost:8080/#) in <module>
      3 lr = LogisticRegression(featuresCol = 'features', labelCol='x')
      4 
----> 5 model= lr.fit(train_data)

Py4JJavaError: An error occurred while calling o448.fit.
: java.lang.OutOfMemoryError: Java heap space

This looks like out of memory issue to me. You need more memory to perform the operations. Can you train/test with smaller dataset? Otherwise, you can also try increasing the default `driver memory` and `executor memory` in spark configuration. There are a different ways to do that. I think you'll have more luck asking it on Stackoverflow.""",
      T("Apache Spark"), T("Java"),
      source="https://github.com/googlecolab/colabtools/issues/3050", kind="issue",
      note="a notebook's traceback (the '5 frames' and the py4j frame inside the installed package left out; Py4J only inside the exception's class name, not labelled); the Q&A site is a website, not labelled; the notebook service is the repository's, never named in the text"),
    # ---------------------------------------------------------------- cloud command lines, infrastructure as code
    R("""Put - Access Denied with s3:PutObject policy

I have the following policy for my instance role:

```json
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Action": [
        "s3:PutObject"
      ],
      "Resource": [
        "arn:aws:s3:::foo/bar/*"
      ],
      "Effect": "Allow"
    }
  ]
}
```

If I try to
```
aws --region=eu-west-1 s3 cp --acl public-read ./baz s3://mybucket/foo/bar/baz
```

Then I get:

```
upload failed: ./baz to s3://mybucket/foo/bar/baz A client error (AccessDenied) occurred when calling the PutObject operation: Access Denied
```

If I change the policy to allow `s3:*` rather than just `PutObject`, the it works. It doesn't work if I add `ListObject`.

Any ideas?

```
aws-cli/1.3.4
boto==2.9.6
botocore==0.38.0
```""",
      T("AWS CLI"), T("Amazon S3"), T("boto"),
      source="https://github.com/aws/aws-cli/issues/813", kind="issue",
      note="judgement call: botocore is the low-level library under boto3, named here only in a version list next to the legacy boto, and not labelled apart; S3 as the s3: actions and s3:// URIs; ./baz has no extension; an S3 object key is not a workspace file; JSON is a format; IAM policies are AWS's, AWS itself named through the CLI"),
    R("""An error occurred (AccessDenied) when calling the PutObject operation: Access Denied

### Description

Every time I try to run any of the SAM commands, I get the error 
An error occurred (AccessDenied) when calling the PutObject operation: Access Denied

### Steps to reproduce

Im running the following command

sam package --template ./0.AWSCF/templateCognito.yaml --output-template-file cloudformation.yaml --s3-bucket sqsosam --region us-east-1 && sam deploy --template-file cloudformation.yaml --stack-name sqsoCognitoSAM --capabilities CAPABILITY_NAMED_IAM CAPABILITY_IAM CAPABILITY_AUTO_EXPAND --region us-east-1 

### Observed result

Error: Unable to upload artifact ../CognitoPostConfirmation/ referenced by CodeUri parameter of CognitoPostConfirmationFunction resource.   
An error occurred (AccessDenied) when calling the PutObject operation: Access Denied

@lisandrolan `sam package` needs credentials that allow uploading of zips to S3. If your credentials being used do not have that access, then you will see this error. 

Make sure you are running with credentials that allow `PutObject` to S3.""",
      T("AWS SAM CLI"), T("Amazon S3"), F("./0.AWSCF/templateCognito.yaml"),
      source="https://github.com/aws/aws-sam-cli/issues/1949", kind="issue",
      note="the report and the maintainer's answer; SAM commands are the SAM CLI's; ../CognitoPostConfirmation/ is a folder and cloudformation.yaml a bare output name; Cognito and CloudFormation only inside resource and file names, not labelled"),
    R("""Provide missing key names in error messages

### What happened?

**WHAT**
`pulumi up` fails with missing keys, but does not report what the missing keys actually are.

### Steps to reproduce

Following Instructions:
* https://docs.localstack.cloud/integrations/pulumi/

Installed
* https://github.com/localstack/pulumi-local
* https://github.com/localstack/localstack

REPRO

1. Install deps
```
pip install localstack
pip install pulumi-local
```

2. Check versions
```
aws --version
aws-cli/2.8.12 Python/3.9.11 Linux/5.15.0-52-generic exe/x86_64.ubuntu.22 prompt/off
python version
/home/todd/.pyenv/versions/test-3.10.6/bin/python
pulumi version
v3.46.1
pulumilocal version
v3.46.1
```

3. Start localstack
```
localstack start -d
docker ps
```""",
      T("Pulumi"), T("LocalStack"), T("pulumi-local"), T("pip"), T("AWS CLI"), T("Python"), T("Linux"),
      T("pyenv"), T("Docker"),
      source="https://github.com/pulumi/pulumi/issues/11363", kind="issue",
      note="the RELATED links (a chat workspace among them) and docker ps's table left out; pulumilocal is pulumi-local's command; the aws-cli version line names Python and Linux; the interpreter's path under .pyenv is absolute"),
    R("""Exception during TaskDefinition creation does not abort "up"

Ah! This small change "fixes" it, adding `.apply`:
```
    const taskDef = containerDefinitions.apply(containerDefinitions => new aws.ecs.TaskDefinition("task1", {
        containerDefinitions,
        family: "task1",
    }));
```
and I can finally get the `stderr` from the thrown exception:
```
code: -2
 stdout: 
 stderr: Command failed with exit code 255: pulumi up --yes --skip-preview --verbose 10 --logtostderr --client=127.0.0.1:55604 --exec-kind auto.inline --stack dev --non-interactive
I1024 09:42:30.062930   44354 up.go:559] PULUMI_SUPPRESS_COPILOT_LINK=false
I1024 09:42:30.064784   44354 backend.go:624] found username for access token
I1024 09:42:30.064878   44354 api.go:312] Making Pulumi API call: https://api.pulumi.com/api/stacks/lionello/t/dev
I1024 09:42:30.064947   44354 api.go:312] Making Pulumi API call: https://api.pulumi.com/api/capabilities
I1024 09:42:30.091999   44354 pulumi.go:648] error determining if the running executable was installed with brew: lstat /opt/homebrew/opt/pulumi: no such file or directory""",
      T("Pulumi"), T("Amazon ECS"), T("Homebrew"),
      source="https://github.com/pulumi/pulumi-aws/issues/4664", kind="issue",
      note="the Pulumi API calls are logged without their method, so no endpoint; aws.ecs.TaskDefinition is the provider's ECS resource (judgement call: ECS labelled); brew for Homebrew; the Go sources in the log's prefixes (up.go, api.go) are bare names"),
    # ---------------------------------------------------------------- Kubernetes operators
    R("""operator: migrate to kubebuilder v2

Reorganized repository into v2 format, where code is organized in root
directory instead of pkg dir.
Added cert manager managing self signed certificate by default.
Modernized Dockerfile which takes adventage of Go module cache.

Fixes #56

Makefile:14
```diff
 IMG		?= $(REPO):$(TAG)
+# Produce CRDs that work back to Kubernetes 1.11 (no version conversion)
+CRD_OPTIONS ?= "crd:trivialVersions=true"
 
 .EXPORT_ALL_VARIABLES:
 DOCKER_BUILDKIT		:= 1
-GO111MODULE			:= off
 KUBEBUILDER_ASSETS	:= $(CURDIR)/bin/deps
```

Trying to deploy the operator locally gives me this:
```console
➜  generic git:(zimnx-mz/v2-kubebuilder) ✗ kubectl apply -f operator.yaml 
namespace/scylla-operator-system unchanged
customresourcedefinition.apiextensions.k8s.io/clusters.scylla.scylladb.com configured""",
      T("Kubebuilder"), T("cert-manager"), T("Docker"), T("Go"), T("Kubernetes"),
      T("BuildKit"), T("Git"),
      source="https://github.com/scylladb/scylla-operator/pull/149", kind="issue",
      note="the description, a review hunk of the Makefile and a comment; kubectl goes under Kubernetes; 'cert manager' for cert-manager; Docker by its Dockerfile, BuildKit by DOCKER_BUILDKIT (judgement call); Git by the oh-my-zsh prompt's git:(branch); a bare operator.yaml; the operator's own ScyllaDB only in resource names"),
    R("""fix: surface CRD deploy errors instead of silently swallowing them

## Description

`deployCRD()` in `pkg/controller/actions/deploy/action_deploy.go:271` uses `client.IgnoreNotFound(err)` which silently discards any NotFound-shaped error from CRD deployment. This causes CRD creation failures to go unreported — large CRDs (e.g. KServe's 1-2MB inferenceservices/llminferenceservices CRDs) fail without any visible error, blocking component readiness with a misleading error about missing CR types.

## How Has This Been Tested?

- Deployed operator with this fix on a ROSA 4.19 cluster
- Created DSCI + DSC with `kserve.managementState: Managed`
- Verified all three large KServe CRDs (`inferenceservices`, `llminferenceservices`, `llminferenceserviceconfigs`) deploy successfully
- KserveReady: True, ModelControllerReady: True, overall DSC Ready: True""",
      T("KServe"), T("Red Hat OpenShift Service on AWS"), F("pkg/controller/actions/deploy/action_deploy.go"),
      source="https://github.com/opendatahub-io/opendatahub-operator/pull/3387", kind="issue",
      note="ROSA for Red Hat OpenShift Service on AWS (judgement call); the :271 after the path is a line number; the ticket tracker's link and the related pull request left out; DSCI and DSC are the operator's own resources"),
    # ---------------------------------------------------------------- content management
    R("""No route was found matching the URL and request method

when I call /wp-json/wp/v2/posts, the error "No route was found matching the URL and request method" occurs. And does the plugin contain setting page?

Hi @septemberboy7,

I don't believe there is a settings page.

By default WordPress does not register the endpoints (eventually it will).  Is the plugin activated?  What response do you get if you make a request to /wp-json/?

I have the same problem:

GET /wp-json/wp/v2/posts

```
{
    "code": "rest_no_route",
    "data": {
        "status": 404
    },
    "message": "No route was found matching the URL and request method"
}
```

GET /wp-json

```
{
    "_links": {
        "help": [
            {
                "href": "http://v2.wp-api.org/"
            }
        ]
    },
    "authentication": [],""",
      T("WordPress"), E("GET /wp-json/wp/v2/posts"), E("GET /wp-json"),
      source="https://github.com/WP-API/WP-API/issues/2626", kind="issue",
      note="the paths called in the first two comments without a method are the same routes the third comment writes with GET; judgement call: GET /wp-json, the API's index, labelled as written although it is the root of the namespace"),
    R("""everything 404s

I'm not sure this is the correct place, but I can't find anywhere else to post.

I installed the plugin for my site, it's activated, and I set Permalinks to Post Name.

Fired up Postman and sent a GET to http://<my-site>/wp-json/wp/v2/posts

And I get a 404.  Tried other endpoints mentioned in the docs, with the same result - 404.  I'm not super familiar with WP, but in case it matters, I don't see a wp-json directory in my WP root directory. Is there a step I am missing?

Thanks.

Just to confirm, your post permalinks work as expected? And, if you're running Apache, the .htaccess file was generated properly?

Can you share the full response you're receiving?

No — you don't need to create a wp-json folder.

Permalinks were NOT working, good catch.  So I got those working, and when I use the rest console, I see endpoints listed.  

But they all respond like so:

`GET
/wp/v2/posts
404 – Not Found
"code": "rest_no_route"
"message": "No route was found matching the URL and request method"
"data":
"status": 404`""",
      T("Postman"), T("WordPress"), T("Apache HTTP Server"), E("GET /wp-json/wp/v2/posts"),
      E("GET /wp/v2/posts"),
      source="https://github.com/WP-API/WP-API/issues/2430", kind="issue",
      note="WP for WordPress; 'a GET to' a URL whose host is a placeholder; the rest console shows the method on the line above the route, so GET /wp/v2/posts as written; a bare .htaccess"),
    R("""registerRoute doesnt work

I am testing against a headless wordpress app using https://ca.wordpress.org/plugins/jwt-authentication-for-wp-rest-api/ V1

I can test the plugin with postman and axios in react but cant get it to work here
```
var WPAPI = require("wpapi");
var wp = new WPAPI({ endpoint: "http://localhost:1038/wp-json" });

wp.login = wp.registerRoute("jwt-auth/v1", "/token", {
	methods: "post",
	params: ["username", "password"],
});

wp.login()
	.username("admin")
	.password("password")
	.then((res) => console.log(res))
	.catch((err) => console.error(err));
```
Getting
```
{
  code: 'rest_no_route',
  message: 'No route was found matching the URL and request method',
  data: { status: 404 }
}
```""",
      T("WordPress"), T("Postman"), T("Axios"), T("React"), T("node-wpapi"),
      source="https://github.com/WP-API/node-wpapi/issues/472", kind="issue",
      note="judgement call: the route is registered as a namespace and a path apart (\"jwt-auth/v1\", \"/token\") with methods: \"post\" -- the whole path is never written, and /token alone is a fragment, so no endpoint; the library by its require(\"wpapi\"); the commented-out lines of the example left out"),
    R("""404 error while requesting /wp-jason/

i've permalink structure as /post-name/ and and plugin is activated, when i request /wp-json/ from rest console or from my IDE(Visual studio) i'm getting 404 error and i thought some thing wrong with VS and tested in browser and it is redirecting to 404 page. website is running on Ubuntu 15, with apache 2.4, basic lamp setup on Azure.

And super cache plugin is enabled on wordpress setup.
How can i possible solve this anyway?

@kdpuvvadi Try using `/wp-json/ ` instead.  You appear to have an errant `a` in the path you are requesting.

it was spell mistake, i'm using /wp-json/ only

@kdpuvvadi are you able to access the API at `/?rest_route=/` ? (for example, demo.wp-api.org/?rest_route=/)""",
      T("Visual Studio"), T("Ubuntu"), T("Apache HTTP Server"), T("LAMP"), T("Azure"), T("WordPress"),
      T("WP Super Cache"),
      source="https://github.com/WP-API/WP-API/issues/1509", kind="issue",
      note="no method is written for any path, so no endpoint; 'super cache plugin' for WP Super Cache (judgement call); lamp for the LAMP stack; VS for Visual Studio"),
    # ---------------------------------------------------------------- routes and endpoints
    R("""[Bug] returns 404 using RegExpRouter

The following code using RegExpRouter, `POST /posts` will return "404 Not Found" response, the Hono version is `v2.1.3`. And it wIll be "Internal Server Error" In the current tree https://github.com/honojs/hono/tree/e174b7085821164877e46b62cc3f56dcf81b4b77.

```ts
import { Hono } from 'hono'
import { RegExpRouter } from 'hono/router/reg-exp-router'

const app = new Hono({ router: new RegExpRouter() })

app.get('/posts', (c) => c.text('foo'))
app.post('/posts', (c) => c.text('foo'))
app.get('/posts/page/:page', (c) => c.text('foo'))
app.get('/posts/:id/comments', (c) => c.text('foo'))
```

```
$ curl -X POST http://localhost:8787/posts
404 Not Found%
```

The same problem does not occur with TrieRouter.""",
      T("Hono"), T("TypeScript"), E("GET /posts"), E("POST /posts"), E("GET /posts/page/:page"),
      E("GET /posts/:id/comments"),
      source="https://github.com/honojs/hono/issues/497", kind="issue",
      note="four route definitions, route parameters kept; TypeScript by the ```ts fence; curl is an everyday utility; the routers are the framework's own classes; hono/router/reg-exp-router is a module specifier"),
    R("""🐛 BUG: Cloudflare pages not deploying functions

I am experiencing this issue. I'm not using Nuxt... I was using Hono for the Functions. I initially had the functions directory in the `src/functions` directory, but that's the `src` directory is the "output" directory.

I moved that up to be `/functions` and it found the functions. However, it did not auto-generate any routes. So when I submit a post to that URL I get a `405 Method not Allowed` error.

I couldn't figure out where to put my custom `_routes.json` file since I was trying to get it to work. I only need Functions to pay attention when going to the `/api/*` route. Everything else is static. I finally figured out it recognized it when I placed it at `src/_routes.json`.

I have the *code* on Gitlab. It is a private repository, but I don't mind providing access to the repository if it would be helpful. It's a fully static site where I'm trying to make a contact form submit data through a Cloudflare Worker to the Mailgun RESTful API. I never get to the Worker code executed due to the `405` mentioned above.""",
      T("Cloudflare Pages"), T("Hono"), T("GitLab"), T("Cloudflare Workers"), T("Mailgun"),
      F("src/_routes.json"),
      T("REST"),
      source="https://github.com/cloudflare/workers-sdk/issues/1859", kind="issue",
      note="judgement call: Nuxt is named only to say it is not used, so not labelled; /api/* is a glob of routes and 'a post to that URL' names no path; src/functions and /functions are folders; a Cloudflare Worker for Cloudflare Workers [REST labelled in part 16: the corpus labels the noun phrase 'REST API']"),
    R("""unsupported media type

I tried to test the app running

```shell
$ curl -d "username=test&password=test" -X POST http://localhost:4000/users/authenticate
{"type":"https://tools.ietf.org/html/rfc7231#section-6.5.13","title":"Unsupported Media Type","status":415,"traceId":"0HLMEPV7RSATF:00000001"}
```

Same error if I try with vscode rest client like this:

```
POST http://localhost:4000/users/authenticate
accept: application/json
content-type: application/x-www-form-urlencoded

username=test
&password=test
```

I downloaded the vue app, and inspecting it I realized that it expects the values as a json in the body.

I tried to change it to accept form parameters, with no luck

```
        [AllowAnonymous]
        [HttpPost("authenticate")]
        [Consumes("application/x-www-form-urlencoded")]
        public IActionResult Authenticate([FromBody]User userParam)
```

I keep getting the same error""",
      T("VS Code"), T("REST Client"), T("Vue"), E("POST /users/authenticate"),
      source="https://github.com/cornflourblue/aspnet-core-jwt-authentication-api/issues/3", kind="issue",
      note="the response's headers left out with the thread's later comments; 'vscode rest client' is the editor's REST Client extension; the framework is never named in the text (only its [HttpPost] attribute), so not labelled; the attribute's relative \"authenticate\" is the same route as the curl's"),
    R("""Postman POST signup error: 415 Unsupported Media Type

Hi, thanks for sharing! I'm using your project as a practice to RESTful API design. 

I had the following issue when I tried to do "POST	/api/auth/signup	Sign up". As the title describes, Postman gives me an error code 415 Unsupported Media Type. 

Do you have any suggestions on this issue? Thanks again!

Hi @PlaceofYichen, As I see you are sending as raw text in request body. You need to send it as json, choose from options in postman or set `Content-Type: application/json` in headers.

Hi @osopromadze, thanks for the reply! I have another question: I couldn't access "GET /api/users/me" even after I signed up & signed in. (The same issue goes with "GET users/posts/etc.")

Is this supposed to work like what I did? Thanks for bearing with my naive questions!""",
      T("Postman"), E("POST /api/auth/signup"), E("GET /api/users/me"),
      T("REST"),
      source="https://github.com/osopromadze/Spring-Boot-Blog-REST-API/issues/46", kind="issue",
      note="the first endpoint copied from the README's table with its tab-separated method and description; screenshots left out; 'GET users/posts/etc.' is not a path [REST labelled in part 16: the corpus labels the noun phrase 'REST API']"),
    R("""Improve /login and /register endpoint

Error: 2022-01-11T21:11:28.393592+00:00 app[web.1]: 2022-01-11 21:11:28.393  WARN 4 --- [io-18824-exec-5] .w.s.m.s.DefaultHandlerExceptionResolver : Resolved [org.springframework.web.HttpMediaTypeNotSupportedException: Content type 'application/x-www-form-urlencoded;charset=UTF-8' not supported]
2022-01-11T21:11:28.422674+00:00 heroku[router]: at=info method=POST path="/login" host=ws-mvs-login.herokuapp.com request_id=63b8bdfc-3ed4-443f-884f-886e37952b4e fwd="176.105.35.90" dyno=web.1 connect=0ms service=47ms status=415 bytes=492 protocol=https
1. Remove RequestBody annotion in UserAuthorizationController.authUser();
1.1 Update documentation:
2. Deploy and test on Heroku side;
3. Add loggin for auth requests;
3.1 Update documentation;
4. Add loging for response in /register;
4.1 Update documentation;""",
      T("Spring"), T("Heroku"), E("POST /login"),
      source="https://github.com/Snorri1986/MyVehicleServiceApp/issues/26", kind="issue",
      note="the router log's method=POST next to path=\"/login\" gives the method; /register is never given one; Spring by its org.springframework exception"),
    R("""ktor with with mustache 415 Unsupported Media Type: POST

### Ktor Version
1.1.2
### Ktor Engine Used(client or server and name)
netty
### JVM Version, Operating System and Relevant Context
java version 10.0.2
mac os
### Feedback

i built a small app to test mustache with ktor but when i try to post data using html form in mustache file .hbs file 
the post gave me an 

when i try to recieve a typed json 
` val param = call.receive<Quote>()`

and this is my html form 

` <form role="form" class="col-xs-3 text-center" style="width: 30%" action="/quotes"
              method="post" >
            <div class="form-group">
                <label for="titleInput">Author</label>
                <input type="text" class="form-control" id="author" required="required">
            </div>""",
      T("Ktor"), T("Mustache"), T("Netty"), T("Java"), T("macOS"), E("POST /quotes"),
      source="https://github.com/ktorio/ktor/issues/925", kind="issue",
      note="judgement call: the form's method=\"post\" with action=\"/quotes\" gives the method for that path; mac os for macOS; the form-group classes are a CSS framework's, never named; HTML is a language of markup, not labelled; .hbs is an extension alone"),
    R("""A request with an unsupported media type should return 415

Currently, on POST at least, if a "Content-Type" header is sent with a type that is not declared in the spec, a `400 Bad Request` is returned (from: body.xqm:130)

This should instead be a `415 Unsupported Media Type`, ideally with an `Accept:` header containing a white space separated list of the media types defined in the spec for this method and path.

--

### Request:

```
POST http://localhost:8080/exist/apps/project/endpoint
Content-Type: application/json

{ "test": "test" }
```

### Current reply:

```
HTTP/1.1 400 Bad Request
Connection: close
Date: Sat, 25 Oct 2025 10:17:02 GMT
X-XQuery-Cached: true
Content-Type: application/json
Server: Jetty(9.4.57.v20241219)

{
   …,
  "module": "/db/system/repo/roaster-1.11.0/content/body.xqm",
  "line": 130,
  "description": "Body with media-type 'application/json' is not allowed"
}
```""",
      T("Jetty"), T("XQuery"), E("POST /exist/apps/project/endpoint"),
      source="https://github.com/eeditiones/roaster/issues/88", kind="issue",
      note="the request is written with its method before the whole URL; the module path is inside the database, absolute; XQuery by its X-XQuery-Cached header (judgement call); the router itself (Roaster) is only named in a later edit left out"),
    R("""Drush 12 don't see some settings that are added via `require_once` in settings.php

**Describe the bug**
My site settings consist of two parts: in `site/settings.php`, where the main site settings are located, and in `site/default/settings.php`, where individual settings are located, depending on the working environment (database, mail configs, etc. ). In `site/default/settings.php` I include the main settings via `require_once DRUPAL_ROOT . '/sites/settings.php';`
If I run `drush cache:rebuild` , I get an error: 
```
Missing $settings['hash_salt'] in settings.php
```
And if I transfer `$settings['hash_salt']` from `site/settings.php` to` site/default/settings.php` directly, then the error disappears. 
Also, drush does not see the directory settings for the public directory, for example. And instead of the `sites/default/files/public` I specified, it sees `sites/default/files`

But if, for example, transfer the database settings to `sites/settings.php` and run `drush sql-dump --result-file=sites/default/files/public/dump.sql`, then the dump will be successfully done. Or if you run `drush config-export`, it will export to the directory specified in `site/settings.php`

**To Reproduce**
The problem can be reproduced on pure Drupal

1. Install Drupal 10.1.2
2. Install Drush 12.1
3. `cp sites/default/settings.php sites/settings.php`""",
      T("Drush"), T("Drupal"), F("site/settings.php"), F("site/default/settings.php"), F("sites/settings.php"),
      F("sites/default/settings.php"), F("sites/default/files/public/dump.sql"),
      source="https://github.com/drush-ops/drush/issues/5739", kind="issue",
      note="'site/' as the reporter writes it next to the real 'sites/' (both labelled as written); '/sites/settings.php' after DRUPAL_ROOT is the same file as sites/settings.php; sites/default/files/public is a folder; PHP only as the files' extension"),
    R("""Drush fails when trying to update contrib modules

Drush fails when trying to update contrib modules:

Message in Slack:
`Drupal contrib has *updates available* for the following modules: Command, pm-updatestatus, needs, a, higher, bootstrap, level, to, run, -, you, [error], to, run, this, command., The, drush, command, 'pm-updatestatus', could, not, be, executed., [error], Could, not, find, a, Drupal, settings.php, file, at, [error], sites/default/settings.php.`

Circle CI during drupal-auto-update.sh:

```
Command pm-updatestatus needs a higher bootstrap level to run - you      [error]
will need to invoke drush from a more functional Drupal environment
to run this command.
The drush command 'pm-updatestatus' could not be executed.               [error]
Could not find a Drupal settings.php file at                             [error]
sites/default/settings.php.
 [notice] Command: auto-drupes.update-dr -- drush pm-updatestatus [Exit: 1]
```""",
      T("Drush"), T("Drupal"), T("Slack"), T("CircleCI"), F("sites/default/settings.php"),
      source="https://github.com/populist/drupal-auto-update/issues/4", kind="issue",
      note="Circle CI written apart; a bot's message that split the error into words; 'bootstrap level' is Drush's, not the CSS framework; a bare drupal-auto-update.sh"),
    # ---------------------------------------------------------------- security tools
    R("""False positive in Go module on a dependency that is overridden with a safe version at compile time.

Saw this exact same error again in a recent build.

Our scan is very vanilla, nothing fancy. We use Drone as our CI engine.

First we build the handful of apps we need into binaries, and then add them to a docker image which is the artifact that we plan to deploy.

Then we scan that docker image using Trivy. We execute the scan from within a custom docker container that another team within our company created using the following Dockerfile:
```
FROM ubuntu:20.04

COPY entrypoint.sh /

RUN apt-get update && apt-get install -y \\
        wget \\
        apt-transport-https \\
        gnupg \\
        lsb-release && \\
    wget -O - https://aquasecurity.github.io/trivy-repo/deb/public.key | \\
        apt-key add - && echo deb https://aquasecurity.github.io/trivy-repo/deb $(lsb_release -sc) main | \\
        tee -a /etc/apt/sources.list.d/trivy.list && \\
    apt-get update && apt-get install -y \\
        trivy && \\
    rm -rf /var/lib/apt/lists/* && \\
    chmod +x /entrypoint.sh

ENTRYPOINT ["/entrypoint.sh"]
```""",
      T("Drone"), T("Docker"), T("Trivy"), T("Ubuntu"), T("APT"),
      source="https://github.com/aquasecurity/trivy/issues/1559", kind="issue",
      note="the CI engine Drone; wget, gnupg and lsb-release are packages installed in the image, everyday utilities; paths inside the image are absolute; a bare entrypoint.sh; judgement call: the title's 'Go module' is the ecosystem of a scanned dependency, not a tool of the reporter's, so Go is not labelled"),
    R("""False positive: CVE-2022-36633 for public.ecr.aws/gravitational/teleport-ent-distroless:17.4.9

Grype reports a false positive for CVE-2022-36633 when scanning the image:
`public.ecr.aws/gravitational/teleport-ent-distroless:17.4.9`

This CVE affects older versions of the Linux kernel (≤ 9.3.6), but the image in question uses teleport v17.4.9 — which is completely unrelated. No relevant vulnerable binary or affected version is present.

expected:
CVE-2022-36633 should not be flagged for this image.
We've verified that:

The only runtime binary is `/usr/local/bin/teleport` (Teleport Enterprise v17.4.9, built with Go 1.23.8)

The entrypoint is:
```
/usr/bin/dumb-init /usr/local/bin/teleport start -c /etc/teleport/teleport.yaml
```
The image does not contain the affected component or any reference to the vulnerable version

Trivy and other scanners do not detect this CVE""",
      T("Grype"), T("Teleport"), T("Go"), T("dumb-init"), T("Trivy"), T("Amazon ECR"),
      source="https://github.com/anchore/grype/issues/2688", kind="issue",
      note="judgement call: the Linux kernel is named only as what the CVE wrongly concerns, not what the image runs, so not labelled; the public ECR registry by its public.ecr.aws host (judgement call); the config path is absolute, inside the image"),
    # ---------------------------------------------------------------- front end, databases
    R("""Cannot read property "dummy" of undefined

I've started getting this error when I generate a route:

```
silently_client git:(branchName) ember g route signup/credentials   
version: 1.13.12
installing route
  create app/pods/signup/credentials/route.coffee
  create app/pods/signup/credentials/template.hbs
Cannot read property 'dummy' of undefined
TypeError: Cannot read property 'dummy' of undefined
  at Class.module.exports.shouldTouchRouter (/Users/app_location/node_modules/ember-cli/blueprints/route/index.js:70:28)
  at Class.module.exports.shouldTouchRouter (/Users/app_location/node_modules/ember-cli-coffeescript/blueprints/route/index.js:31:42)
  at Class.module.exports.afterInstall (/Users/app_location/node_modules/ember-cli-coffeescript/blueprints/route/index.js:37:14)""",
      T("Ember CLI"), T("ember-cli-coffeescript"), T("Git"), F("app/pods/signup/credentials/route.coffee"),
      F("app/pods/signup/credentials/template.hbs"),
      source="https://github.com/ember-cli/ember-cli/issues/5129", kind="issue",
      note="'ember g' is the CLI's generate command; the two files it created are the workspace's; the frames are inside installed packages under node_modules (absolute besides); signup/credentials is a route name, not a URL path; the rsvp frames left out; Git by the prompt's git:(branch)"),
    R("""v4.1.0 fail and fail with mongodb 4.4.9

platform: Ubuntu 20.04
mongod: 4.4.9

When starting mongodb there is an error, from /var/log/mongob/mongod.log
The mongodb.conf file has wiredtiger commented out per default.

---

{"t":{"$date":"2021-09-30T17:11:17.120+02:00"},"s":"W",  "c":"STORAGE",  "id":22347,   "ctx":"initandlisten","msg":"**Failed to start up WiredTiger under any compatibility version. This may be due to an unsupported upgrade or downgrade.**"}
{"t":{"$date":"2021-09-30T17:11:17.120+02:00"},"s":"F",  "c":"STORAGE",  "id":28595,   "ctx":"initandlisten","msg":"Terminating.","attr":{"reason":"95: Operation not supported"}}
{"t":{"$date":"2021-09-30T17:11:17.120+02:00"},"s":"F",  "c":"-",        "id":23091,   "ctx":"initandlisten","msg":"Fatal assertion","attr":{"msgid":28595,"file":"**src/mongo/db/storage/wiredtiger/wiredtiger_kv_engine.cpp**","line":954}}""",
      T("Ubuntu"), T("MongoDB"), T("WiredTiger"),
      source="https://github.com/cve-search/cve-search/issues/773", kind="issue",
      note="the log's 'Opening WiredTiger' line with its long configuration left out; mongod is MongoDB's server; the source file in the fatal assertion is MongoDB's own, not the reporter's (judgement call: not labelled); the log path is absolute; a bare mongodb.conf"),
    R("""MongoDB 运行 service mongod start 后服务没有启动成功 | 小丁的个人博客

https://dta0502.github.io/archives/62b59f61.html 

 查看日志（/var/log/mongodb/mongodb.log）有如下信息 1Wiredtiger error(13).....file:WiredTiger.wt,connection:/var/lib/mongodb/WiredTiger.turtle:handle-open:open:Permission denied""",
      T("MongoDB"), T("WiredTiger"),
      source="https://github.com/dta0502/dta0502.github.io/issues/96", kind="issue",
      note="a blog's comment thread kept as an issue, in Chinese; every path absolute; WiredTiger.wt is a bare data file name; 'service' is the system's service command"),
    R("""Added POST route to users route

# Related Issue

-   closes #37 

# Proposed Changes

- [x] Add `POST` method to `/users` endpoint.
- [x] The method should not allow the request to manipulate any data on the database.
- [x] the data sent by the user should be returned exactly as it is, with an additional field `timestamp` with the current timestamp, and a positive response code `200`

# Checklist

-   [x] Tests
-   [x] Translations
-   [x] Documentation

Instead of sending back the `req.body` as it is, please validate the data first and don't send the unnecessary fields in the response.""",
      E("POST /users"),
      source="https://github.com/adityabisoi/json-hub/pull/147", kind="issue",
      note="a pull request's template and the review asking for a change; the method is named apart from the path ('POST method to /users endpoint') but plainly for it; req.body is Express-like but no framework is named"),
    R("""added /users route

Two new routes!

* `/users` lists all users in a site, and allows creating new users
* `/users:name` gives data for an individual user, and allows updating and deleting individual users

Notes:

* `:name` is the automatically-generated ID you get when creating a user. Uses the same UID generator as component instance IDs.
* After this I'll start adding oauth stuff that uses the user data

lib/routes/users.js
```diff
+
+  // create new user
+  router.post('/', responses.denyReferenceAtRoot);
+  router.post('/', route.post);
+
+  // get and update users
+  router.all('/:name', responses.acceptJSONOnly);
+  router.all('/:name', responses.methodNotAllowed({allow: ['get', 'put', 'delete']}));
+  router.all('/:name', responses.denyTrailingSlashOnId);
+  router.put('/:name', responses.denyReferenceAtRoot);
+  router.get('/:name', responses.getRouteFromDB);
+  router.put('/:name', responses.putRouteFromDB);
```""",
      T("OAuth"), F("lib/routes/users.js"),
      source="https://github.com/clay/amphora/pull/312", kind="issue",
      note="judgement call: the router's paths ('/', '/:name') are relative to where it is mounted, and the whole paths (/users, '/users:name' as misspelt) are described in words without their methods, so no endpoint is labelled; oauth for OAuth"),
]
