"""A sixth fresh held-out set ("fresh-6"), part one: GitHub issue and pull-request threads of
ecosystems the earlier sets touched little -- Clojure and Leiningen, Neovim and Emacs packages,
Flutter, Home Assistant integrations, Deno and Oak, Bun and Hono, Stripe and Supabase
integrations, Firebase functions, Ansible roles under Molecule, Godot, Nix, Helm charts, Bazel,
Blender add-ons, Perl's Mojolicious, Crystal's Kemal and WordPress plugins -- each a paragraph
or a few lines of one thread kept as written (code blocks, logs and environment dumps as they
appear; the comments of a thread joined without their author lines), with the thread's title
opening the text where it carries the point.

Every text was fetched from a stored public copy of the thread at the address given and
labelled by hand without running the extractor on it. Labels: technologies under their usual
canonical name (any spelling in the text), also tools the extractor may not know; data formats,
platform strings and everyday shell utilities not labelled, nor packages merely downloaded in a
tool's output; relative file paths as written (a line number after the path is not part of it;
./ kept), absolute paths, home paths (~/...), Godot's res:// paths, paths inside an installed
package and bare file names not; an endpoint only as "METHOD /path", when the text gives the
method for that path (inline, a route definition in code, curl -X, a method column) -- a path
without its method, a bare prefix and a whole URL's host are not labelled. Nobody tunes the
extractor on these texts: the benchmark scores them as their own split (``--split fresh-6``).
"""

from real_corpus import E, F, R, T

SURFACES = {
    "Leiningen": ("lein",),
    "CircleCI": ("circle-ci",),
    "Home Assistant": ("HA",),
    "Homebrew": ("brew",),
    "vim-plug": ("plug#begin",),
    "Node.js": ("node", "nodejs"),
    "body-parser": ("bodyParser",),
    "Thunder Client": ("ThunderClient",),
    "Firebase CLI": ("firebase-tools",),
    "Cloud Functions for Firebase": ("Cloud Function",),
    "Supabase Edge Functions": ("Edge Function", "edge function"),
    "GNU ELPA": ("Elpa",),
    "Android Gradle Plugin": ("com.android.tools.build:gradle",),
    "RubyGems": ("gem",),
    "macOS": ("Mac OS", "MacOS"),
    "Baby Buddy": ("babybuddy",),
}

CASES = [
    # ---------------------------------------------------------------- Clojure
    R("""Error loading leiningen project.clj

I have the same issue. This is my code.

(defproject task-api-two-endpoints "0.1.0-SNAPSHOT"
  :description "API with two endpoints."
  :url "https://github.com/RomitGandhi07/task-api-two-endpoints"
  :license {:name "EPL-2.0 OR GPL-2.0-or-later WITH Classpath-exception-2.0"
            :url "https://www.eclipse.org/legal/epl-2.0/"}

  :dependencies [[org.clojure/clojure "1.10.1"]
                 [ring/ring-core "2.0.0-alpha1"]]
           
  :main ^:skip-aot task-api-two-endpoints.core
  :target-path "target/%s"
  :profiles {:uberjar {:aot :all}})""",
      T("Leiningen"), T("Clojure"), T("Ring"),
      source="https://github.com/cursive-ide/cursive/issues/968", kind="issue",
      note="a project.clj whose dependencies are Clojure itself and ring-core (Ring, judgement call: a dependency the project declares); project.clj bare; target/%s is a pattern, not a file"),
    R("""Can't build from source

```
➜  seql git:(master) git log --oneline | head -n1
8536a9b project: prepare for circle-ci and tools.deps
➜  seql git:(master) lein install
java.lang.Exception: Error loading /Users/john.schmidt/repos/seql/project.clj
 at leiningen.core.project$read_raw$fn__7295.invoke (project.clj:1046)
    leiningen.core.project$read_raw.invokeStatic (project.clj:1040)
    leiningen.core.project$read_raw.invoke (project.clj:1036)
    leiningen.core.project$read.invokeStatic (project.clj:1057)
    leiningen.core.main$_main$fn__6681.invoke (main.clj:447)
    clojure.lang.RestFn.applyTo (RestFn.java:137)
    clojure.lang.Var.applyTo (Var.java:705)
    clojure.main.main (main.java:37)""",
      T("Git"), T("Leiningen"), T("CircleCI"), T("tools.deps"), T("Clojure"),
      source="https://github.com/exoscale/seql/issues/8", kind="issue",
      note="frames trimmed; the commit prepares the project for CircleCI and tools.deps (judgement call: named as what the project moves to); the project.clj path is absolute; Clojure by its clojure.main frames (judgement call)"),
    R("""Dependency update fails for leiningen

When I add `[vimsical/re-frame-utils "0.1.0"]` to project.clj `lein deps` command fails as below:
```bash
$ lein deps
Could not find artifact vimsical:re-frame-utils:jar:0.1.0 in central (https://repo1.maven.org/maven2/)
Could not find artifact vimsical:re-frame-utils:jar:0.1.0 in clojars (https://repo.clojars.org/)
This could be due to a typo in :dependencies, file system permissions, or network issues.
If you are behind a proxy, try setting the 'http_proxy' environment variable.
```

When I use `[re-frame-utils "0.1.0"]` instead of `[vimsical/re-frame-utils "0.1.0"]` everything is fine:
```bash
$ lein deps
Retrieving re-frame-utils/re-frame-utils/0.1.0/re-frame-utils-0.1.0.pom from clojars
Retrieving re-frame-utils/re-frame-utils/0.1.0/re-frame-utils-0.1.0.jar from clojars
```""",
      T("Leiningen"), T("re-frame-utils"), T("Clojars"),
      source="https://github.com/den1k/re-frame-utils/issues/10", kind="issue",
      note="the library being added and the repository it resolves from; Maven Central only as 'central' and a URL, not labelled; the retrieved .pom/.jar paths are inside the repository, not workspace files"),
    # ---------------------------------------------------------------- Neovim
    R("""Error loading vim-plug

### Neovim version (nvim -v)

0.7.2

### Vim (not Nvim) behaves the same?

No, vim 8.2.5032 works.

### Operating system/version

macOS 12.5.1

### Terminal name/version

iTerm2 3.4.16

### $TERM environment variable

xterm-256color

### Installation

brew

### How to reproduce the issue

With the following in init.lua:

```
call plug#begin(has('nvim') ? stdpath('data') . '/plugged' : '~/.vim/plugged')

Plug 'tpope/vim-sensible'
Plug 'junegunn/seoul256.vim'

call plug#end()
```

### Actual behavior

Results in the following error:

```
Error detected while processing /Users/jfk/.config/nvim/init.lua:
E5112: Error while creating lua chunk: /Users/jfk/.config/nvim/init.lua:1: '=' expected near 'plug'
```

`init.lua` expects its content to be... Lua

Use `init.vim` instead.""",
      T("Neovim"), T("Vim"), T("vim-plug"), T("macOS"), T("iTerm2"), T("Homebrew"), T("Lua"),
      source="https://github.com/neovim/neovim/issues/19974", kind="issue",
      note="an issue template and the maintainer's answer; the two plugins loaded (vim-sensible, seoul256.vim) not labelled (judgement call: named only as lines of the broken config); init.lua and init.vim bare, the /Users path absolute, ~/.vim/plugged a home path"),
    R("""Nvim gives error when run

I get the following error when I try to run neovim:

`Error detected while processing /home/a/.config/nvim/init.lua:
E5113: Error while calling lua chunk: /home/a/.config/nvim/lua/plugins.lua:
2: attempt to concatenate global 'DATA_PATH' (a nil value)
stack traceback:
        /home/a/.config/nvim/lua/plugins.lua:2: in main chunk
        [C]: in function 'require'
        /home/a/.config/nvim/init.lua:1: in main chunk
Press ENTER or type command to continue`

@victoriyus apologies for the late reply. I updated the config to work with updated dependencies. It might resolve your issue.  Please let me know if it helped.""",
      T("Neovim"), T("Lua"),
      source="https://github.com/optimizacija/neovim-config/issues/8", kind="issue",
      note="every path is absolute (under /home/a/.config/nvim), so no file"),
    R("""error processng init.lua

ignore the below, seems the issue could be i am using legacy neovim without luaJIT support.

it seems i have installed lunarvim successfully. i am using the neovim provided by my current distribution MX Linux.
i have also install lua and luarocks. 

`Error detected while processing /home/sweethome/.local/share/lunarvim/lvim/init.lua:`
`line    1:`
`E492: Not an editor command: local init_path = debug.getinfo(1, "S").source:sub(2)`""",
      T("Neovim"), T("LuaJIT"), T("LunarVim"), T("MX Linux"), T("Lua"), T("LuaRocks"),
      source="https://github.com/LunarVim/LunarVim/issues/1991", kind="issue",
      note="the rest of the error lines left out; the init.lua path is absolute"),
    R("""Installing Init.lua only produces a persistant error

**Describe the bug**
Installing only the init.lua file produces a persistent error, stemming from line 189. The comments on lines 187-188 say this error is expected, however the better UX would be to comment it out and explain how to comment it back in when the time is right and the user has some config files to add. 

**To Reproduce**
Steps to reproduce the behavior:
1. Install the init.lua file on it's own and load Neovim

**Desktop (please complete the following information):**
- OS: Windows
- Terminal: Windows terminal

** Neovim Version **
 - Output of running `:version` from inside of neovim:
 NVIM v0.8.3
Build type: RelWithDebInfo
LuaJIT 2.1.0-beta3""",
      T("Neovim"), T("Windows"), T("Windows Terminal"), T("LuaJIT"),
      source="https://github.com/nvim-lua/kickstart.nvim/issues/223", kind="issue",
      note="the report's opening and its environment; init.lua bare; LuaJIT from the version output (judgement call: the build Neovim reports)"),
    # ---------------------------------------------------------------- Emacs
    R("""[Bug]: void function `elpaca--queue` after byte compiling init.el

### Elpaca Version

Elpaca 8295909 HEAD -> master, origin/master, origin/HEAD
installer:      0.3
emacs-version:  GNU Emacs 30.0.50 (build 3, x86_64-pc-linux-gnu, GTK+ Version 3.24.37, cairo version 1.16.0)
 of 2023-04-27
git --version:  git version 2.39.2

### Operating System

Debian 12 (running under WSL2)

### Description

Hello! 

I just recently migrated a bit of my Emacs configuration from quelpa to elpaca. At the moment I'm still using `package.el` for everything from Melpa/Elpa but now I use Elpaca when I want something directly from a git repository.

As I have fairly large `init.el`, I like to byte-compile it but this doesn't seem to work with Elpaca.
The error message I get is: `Symbol's function definition is void: elpaca--queue`""",
      T("Elpaca"), T("Emacs"), T("Git"), T("Debian"), T("Windows Subsystem for Linux"), T("quelpa"), T("package.el"),
      T("MELPA"), T("GNU ELPA"),
      source="https://github.com/progfolio/elpaca/issues/121", kind="issue",
      note="judgement calls: GTK+ and cairo only in Emacs's build string, not labelled; Elpa (GNU ELPA, the archive package.el installs from) labelled with MELPA; WSL2 for the Windows Subsystem for Linux; init.el bare"),
    R("""use-package can't find use-package-core

emacs --debug-init output: 

`Debugger entered--Lisp error: (void-variable use-package-core)
  eval-buffer(#<buffer  *load*> nil "/Users/david/.emacs.d/init.el" nil t)  ; Reading at buffer position 4641
  load-with-code-conversion("/Users/david/.emacs.d/init.el" "/Users/david/.emacs.d/init.el" t t)
  load("/Users/david/.emacs.d/init" t t)
  #f(compiled-function () #<bytecode 0x400bbef5>)()
  command-line()
  normal-top-level()
`

I've deleted the package and reinstalled from MELPA with identical results.""",
      T("use-package"), T("Emacs"), T("MELPA"),
      source="https://github.com/jwiegley/use-package/issues/541", kind="issue",
      note="the init.el path is absolute"),
    R("""[Bug] Symbol's function definition is void

I am emacs newbie and wanted to install the package following [the install instructions](Follow https://seagle0128.github.io/doom-modeline/). Reloading doomemacs gives me an error

```
Message: Symbol's function definition is void
Details: (use-package)
```

### Steps to reproduce

A the following to `'/.doom.d/packages.el`

```
(use-package doom-modeline
  :ensure t
  :init (doom-modeline-mode 1))
```

Reload doomemacs

### OS

Linux

### Emacs Version

28

### Emacs Configurations

Doom EMacs""",
      T("Emacs"), T("Doom Emacs"), T("use-package"), T("doom-modeline"), T("Linux"),
      source="https://github.com/seagle0128/doom-modeline/issues/579", kind="issue",
      note="'/.doom.d/packages.el is a mistyped home path (~/.doom.d), not a workspace file (judgement call); doomemacs and Doom EMacs for Doom Emacs"),
    R("""Error while loading init.el

As suggested, I now have a `.emacs.d/init.el` containing only the line:

```
(add-to-list 'package-archives '("marmalade" . "https://marmalade-repo.org/packages/"))
```

When I start Emacs I get:

```
Warning (initialization): An error occurred while loading `/home/<user>/.emacs.d/init.el':

Symbol's value as variable is void: package-archives
```

I'm running Emacs 24.3.1.

Just fixed this; thanks.""",
      T("Emacs"), T("Marmalade"), F(".emacs.d/init.el"),
      source="https://github.com/technomancy/emacs-starter-kit/issues/170", kind="issue",
      note="judgement call: .emacs.d/init.el is written as a relative path (the user's config file), labelled as written; the /home/<user> path is absolute; Marmalade the package archive added"),
    # ---------------------------------------------------------------- Flutter
    R("""Error in pubspec.yaml

Looks like the flutter item has no children and that the build fails: 
```
Launching lib/main.dart on Nexus 5 in debug mode...
Initializing gradle...
Resolving dependencies...
Running 'gradlew assembleDebug'...
Built build/app/outputs/apk/app-debug.apk (23.0MB).
I/FlutterActivityDelegate(12713): onResume setting current activity to this
Error detected in pubspec.yaml:
#/properties/flutter: type: wanted [object] got null
Syncing files to device Nexus 5...
Lost connection to device.
```
By removing `flutter:` on line 10, it fixes the issue.""",
      T("Flutter"), T("Gradle"), F("lib/main.dart"), F("build/app/outputs/apk/app-debug.apk"),
      source="https://github.com/fluttercommunity/flutter_google_places/issues/4", kind="issue",
      note="the app's entry point and the APK the build wrote, both relative as written; pubspec.yaml bare; Nexus 5 is the phone, not a tool"),
    R("""Gradle task assembleRelease failed with exit code 1

look for typing errors in pub spec.yaml, particularly images

Thank you, this was it for me! Stupid -_-

for me the problem was =>
`android/app/src/main/res/values/colors.xml:3:5-58: AAPT: error: invalid color.`""",
      T("Gradle"), T("AAPT"), F("android/app/src/main/res/values/colors.xml"),
      source="https://github.com/flutter/flutter/issues/24645", kind="issue",
      note="three comments of the thread; the path's :3:5-58 position is not part of it; AAPT is the Android resource tool reporting the error"),
    R("""build.gradle error

@vinayraj01 Please paste your android/app/build.gradle content and android/build.gradle content

@vinayraj01 
can you please provide your `flutter doctor -v`?

android/build.gradel file

buildscript {
    ext.kotlin_version = '1.3.50'
    repositories {
        google()
        jcenter()
    }

    dependencies {
        classpath 'com.android.tools.build:gradle:3.5.1'
        classpath "org.jetbrains.kotlin:kotlin-gradle-plugin:$kotlin_version"
    }
}""",
      T("Gradle"), T("Flutter"), T("Kotlin"), T("Android Gradle Plugin"),
      F("android/app/build.gradle"), F("android/build.gradle"),
      source="https://github.com/flutter/flutter/issues/43171", kind="issue",
      note="'android/build.gradel' is the reporter's typo for android/build.gradle, not labelled on its own; the Android Gradle plugin by its classpath com.android.tools.build:gradle (judgement call); JCenter a repository line, not labelled"),
    # ---------------------------------------------------------------- Home Assistant
    R("""Integration not found

Following the instructions in the README I get:
- Component error: homeseer - Integration 'homeseer' not found.
when running ha core check prior to restarting. 
Log entry: 
2021-02-20 17:55:00 ERROR (MainThread) [homeassistant.components.hassio] Component error: homeseer - Integration 'homeseer' not found.

Any suggestions? My entry in configuration.yaml is below: 

# Integration of Homeseer with Home Assistant (README: https://github.com/marthoc/homeseer/blob/main/README.md)
homeseer:
  host:  192.168.1.12
  namespace: homeseer
  http_port: 80
  ascii_port: 11000

This can happen if you don't restart HA after downloading the integration but before adding the lines to configuration.yaml... the integration code isn't loaded at that point so the config checker looks for the integration but can't find it.""",
      T("Home Assistant"), T("HomeSeer"),
      source="https://github.com/marthoc/homeseer/issues/36", kind="issue",
      note="the report (credentials lines left out) and the maintainer's answer; configuration.yaml bare; the README only in a URL"),
    R("""Yaml not valid

I tried your wonderfull Code.

But when I add 

- platform: eta_heating
host: 192.168.178.75
port: 8080
scan_interval: 60 to  configuration.yaml:

HA wont start anymore.

Did you activate the webservice and copy the eta folder of the this repo to /config/custom_components/ ?

Restarting ha wasnt helping?

Ah, maybe you missed, that you need copy the platform Part in the Sensors section (which may not exist yet) in the configuration.yaml.""",
      T("Home Assistant"),
      source="https://github.com/hubtub2/ha_custom_components/issues/1", kind="issue",
      note="HA for Home Assistant; /config/custom_components/ is an absolute folder; configuration.yaml bare"),
    R("""Set up Integration in yaml rather than HACS

I'm wondering if it's still possible to set up this integration via yaml rather than HACS. I'm running and older, pre-HACS build of Home Assistant and am trying to avoid an upgrade because of the breaking changes that will need to be corrected when I do.

I've tried adding it as a sensor based on the old README.md file, but get an invalid configuration error. Is there some other way I should be configuring? Thanks!

> Configuration invalid: Platform error sensor.babybuddy - cannot import name 'SensorDeviceClass' from 'homeassistant.components.sensor' (/usr/src/homeassistant/homeassistant/components/sensor/__init__.py)""",
      T("HACS"), T("Home Assistant"), T("Baby Buddy"),
      source="https://github.com/jcgoette/baby_buddy_homeassistant/issues/126", kind="issue",
      note="the reporter's sensor entry left out; Baby Buddy by its platform name babybuddy (the integration's subject; judgement call); the __init__.py path is inside the installed Home Assistant; README.md bare"),
    # ---------------------------------------------------------------- Deno and Oak
    R("""Router post does not work.

I am new to `deno` and `oak`.  

The below code doesnt work for `post` method but WORKS for `get`.

```js 
import { Application, Router } from "https://deno.land/x/oak/mod.ts";

const router = new Router();
router
  .post("/", context => {
    context.response.body = "Hello world Johnson!";
  });

const app = new Application();
app.use(router.routes());
app.use(router.allowedMethods());

await app.listen("127.0.0.1:8000");
```

If you use Chrome it defaults to a `GET` request.
Try using `curl -X POST http://127.0.0.1:8000`""",
      T("Deno"), T("Oak"), T("JavaScript"), T("Chrome"), T("curl"), E("POST /"),
      source="https://github.com/oakserver/oak/issues/35", kind="issue",
      note="the route defined is POST on the root path; the curl -X POST goes to a whole URL (host only), not labelled again; JavaScript by the ```js fence"),
    R("""issue with postGetServer.ts when put request handler in separate ts file

I am playing with the sample code postGetServer.ts with Postman
it works fine when I put a request 

However, after I refactored the following code into a function:
from  
```js
 .post("/data", ({ request, response }) => {
    if (!request.hasBody) {
      response.status = 400;
      response.body = { msg: "Invalid data" };
    } else {
      response.body = { msg: "Success", data: request.body() };
    }
  });
```

to 

```js
.post("/data", async(ctx: Context) => {
		handler(ctx);
	});
```

then i got 404 Not Found when I click send on Postman
What am I missing?

You are not `await`ing the handler, therefore the middle finishes executing before the handler is run.""",
      T("Postman"), T("JavaScript"), E("POST /data"),
      source="https://github.com/oakserver/oak/issues/92", kind="issue",
      note="Oak and Deno are not named in this part (the repository only); postGetServer.ts and handler.ts bare; JavaScript by the ```js fences (judgement call: the code is TypeScript fenced as js)"),
    R("""Returning 404 on POST request

GET requests are working with Oak but POST requests are not working.

There is not too much feedback from Firefox or Chrome in the network tabs but please let me know if you need more information.

DELETE, and PUT are also not working.

@mblode Please consider following cases:

- **Pull the newest cors module**
  1. delete deno cache e.g. in linux machine: `rm -rf ~/.cache/deno`
  2. restart your application

```ts
import { Application, Router } from "https://deno.land/x/oak/mod.ts";
import { oakCors } from "https://deno.land/x/cors/mod.ts";

const router = new Router();
router
  .get("/book", (context) => {
    context.response.body = Array.from(books.values());
  })""",
      T("Oak"), T("Firefox"), T("Chrome"), T("Deno"), T("TypeScript"), E("GET /book"),
      source="https://github.com/tajpouria/cors/issues/5", kind="issue",
      note="the example's interface and map left out; ~/.cache/deno a home path; the cors module is the repository's own subject (oakCors), not labelled as a separate tool (judgement call); TypeScript by the ```ts fence"),
    R("""Middleware not working when using a router

I placed middleware after a router and it never gets called for some reason. I want to log the status of a response. Below is the code used.

```javascript
import { Application, Router } from "https://deno.land/x/oak/mod.ts";

const app = new Application();

const router = new Router();
router.get("/", async (context, next) => {
  context.response.body = "hello world";
  await next();
});

app.use(router.routes());
app.use(router.allowedMethods());

app.use(async (context, next) => {
  console.log(context.response.toServerResponse().status);
  await next();
});

await app.listen({ port: 8000 });
```

you should write middleware before route.""",
      T("JavaScript"), E("GET /"),
      source="https://github.com/oakserver/oak/issues/118", kind="issue",
      note="judgement call: oak appears only in the import URL, so not labelled; the router's GET on the root path; JavaScript by the ```javascript fence"),
    # ---------------------------------------------------------------- Stripe
    R("""Webhook signature verification failed

Thanks for this demo.
How to address this verification failure?
Thanks for your help.
```
2018-03-13 14:22:04 default[20180312t222444]  > stripe-payments-demo@0.0.1 start /app
2018-03-13 14:22:04 default[20180312t222444]  > node server/server.js
2018-03-13 14:22:04 default[20180312t222444]
2018-03-13 14:22:05 🚀  Server listening on port 8080
2018-03-13 14:27:55 default[20180312t222444]  "POST /webhook" 400
2018-03-13 14:27:55 ⚠️  Webhook signature verification failed.
2018-03-13 14:28:22 default[20180313t072032]  "GET /images/dropdown.svg" 304
2018-03-13 14:28:22 default[20180313t072032]  "GET /javascripts/payments.js" 304
2018-03-13 14:28:22 default[20180313t072032]  "GET /images/github.svg" 304""",
      T("Stripe"), T("Node.js"), F("server/server.js"), E("POST /webhook"),
      source="https://github.com/stripe-archive/stripe-payments-demo/issues/7", kind="issue",
      note="a server log; the webhook is the endpoint that fails; the GET lines are static images and scripts the page loads, not endpoints of the app (judgement call); node for Node.js; Stripe by the demo's name"),
    R("""Webhook signature verification failing due to what seems to be the bodyParser not working #

 Webhook signature verification failing due to what seems to be the bodyParser not working. I tried using bodyRaw same issue. I am using this as a middleware  in a feathersjs app.

  stserver.post(
     "/webhook",
      express.raw({ type: "application/json" }),
      async (req, res) => {
       const sig = req.headers["stripe-signature"];

    let event;

    try {
      event = stripe.webhooks.constructEvent(req.body, sig, webhookSecret);

    } catch (err) {
      // On error, log and return the error message
      console.log(`❌ Error message: ${err.message}`);
      return res.status(400).send(`Webhook Error: ${err.message}`);
    }""",
      T("FeathersJS"), T("Express"), T("Stripe"), T("body-parser"), E("POST /webhook"),
      source="https://github.com/stripe/stripe-node/issues/1390", kind="issue",
      note="the route spans lines (stserver.post( then the path); bodyParser for body-parser (judgement call: the middleware the reporter suspects); feathersjs for FeathersJS"),
    R("""Webhook signin request doesn't works using express code example

I'm facing to an issue using the constructEvent method in nodejs.

I used your given code example but I always the same error message:

```
Error message: No signatures found matching the expected signature for payload. Are you passing the raw request body you received from Stripe? 
```

I tested using the Koa and Express code example given here:
https://github.com/stripe/stripe-node/blob/master/examples/webhook-signing/express/package.json
https://github.com/stripe/stripe-node/blob/master/examples/webhook-signing/koa/package.json

### Express

```
yarn start:express
yarn stripe:forward:express
yarn stripe:trigger
```""",
      T("Node.js"), T("Stripe"), T("Koa"), T("Express"), T("Yarn"),
      source="https://github.com/stripe/stripe-node/issues/1886", kind="issue",
      note="nodejs for Node.js; the package.json paths are inside URLs, not labelled; the Ts.ED part of the thread left out"),
    # ---------------------------------------------------------------- Supabase
    R("""Docs: CORS handling when invoking edge function from the browser

Edge function docs don't currently account for the fact that invoking edge functions from the browser will require CORS handling.

## Describe the improvement

Include a basic working example in docs, eg:
```ts
import { serve } from 'https://deno.land/std@0.168.0/http/server.ts'

export const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
}

serve(async (req) => {
  // Handle CORS
  if (req.method === 'OPTIONS') {
    return new Response('ok', { headers: corsHeaders })
  }
```

There is a guide here https://supabase.com/docs/guides/functions/cors but it should be linked from Getting Started as well""",
      T("Supabase Edge Functions"), T("TypeScript"),
      source="https://github.com/supabase/supabase/issues/14135", kind="issue",
      note="judgement calls: 'edge function' in a Supabase thread (the docs URL names Supabase) for Supabase Edge Functions; Deno only in the import URL; the OPTIONS check has no path, so no endpoint; TypeScript by the ```ts fence"),
    R("""Failed to send a request to the Edge Function

here I invoke it 

let res = await supabase.functions.invoke("hello3", {
         body: { name: 'patrick' },
       });

Access to fetch at 'https://xxxxxx.supabase.co/functions/v1/hello3' from origin 'http://localhost:3000' has been blocked by CORS policy: Response to preflight request doesn't pass access control check: No 'Access-Control-Allow-Origin' header is present on the requested resource. If an opaque response serves your needs, set the request's mode to 'no-cors' to fetch the resource with CORS disabled.

Don't know what else to try.

CURL does not use CORS.  Browser clients do.
I don't see any handling of the OPTIONS call in your function.""",
      T("Supabase"), T("Supabase Edge Functions"), T("curl"),
      source="https://github.com/supabase/supabase/issues/16146", kind="issue",
      note="the function's source left out; the fetched address is a whole URL, not an endpoint; Edge Function by its title"),
    R("""CORS Preflight OPTIONS Request Fails to Reach Edge Function from Browser

**Bug Description**
When a frontend web application (hosted on GitHub Pages) makes a fetch request with an Authorization header to a Supabase Edge Function, the browser's preflight OPTIONS request is blocked due to a CORS policy violation. The browser console shows the error No 'Access-Control-Allow-Origin' header is present on the requested resource.

Crucially, the preflight OPTIONS request never appears in the Edge Function's logs, indicating it is being blocked at a higher level (likely the network gateway) before the function's code is ever executed.""",
      T("GitHub Pages"), T("Supabase Edge Functions"),
      source="https://github.com/supabase/supabase/issues/39504", kind="issue",
      note="OPTIONS is named with no path, so no endpoint"),
    # ---------------------------------------------------------------- Bun and Hono
    R("""Add routes to Bun.serve()

This adds routing support to Bun.serve(). 

```ts
import { serve, sql, type BunRequest } from "bun";
import App from "./myReactSPA.html";

serve({
  port: 3000,

  routes: {
    "/*": App,
    "/api/users": async () => Response.json(await sql`SELECT * FROM users LIMIT 10`),
    "/api/users/:id": async req => {
      const [user] = await sql`SELECT * FROM users WHERE id = ${req.params.id} LIMIT 1`;
      if (!user) {
        return new Response("User not found", { status: 404 });
      }
      return Response.json(user);
    },
  },

  fetch: () => new Response("fallback"),
});
```""",
      T("Bun"), T("TypeScript"), F("./myReactSPA.html"),
      source="https://github.com/oven-sh/bun/pull/17357", kind="issue",
      note="the routes are given without methods (any method), so no endpoint is labelled; the imported HTML page kept with its ./; SQL only as query strings, not labelled"),
    R("""Malformed JSON issue

I recently began experimenting with `@hono/zod-validator`. Unfortunately, I encountered an error message stating `Malformed JSON in request body` in request body.

And the server receives it:
``` javascript
const route = app.post(
  '/testrpc',
  zValidator(
    'json',
    z.object({
      x: z.string(),
    })
  ),
  (c) => {
    const data = c.req.valid('json');
    return c.jsonT({
      success: true,
      message: `${data.x}`,
    }, 200);
  }
)
```

I tried your code on Cloudflare Workers with Wrangler, but it works well.
So, I would like to know which platform/time you use.

Hi @yusukebe! I use bun js.""",
      T("Hono"), T("Zod"), T("Cloudflare Workers"), T("Wrangler"), T("Bun"), E("POST /testrpc"),
      source="https://github.com/honojs/middleware/issues/81", kind="issue",
      note="the client part left out; @hono/zod-validator names Hono and Zod (judgement call: the validator joins the two); the route defined with app.post"),
    R("""[Bun + Express] Error: request size did not match content length.

I recently stumbled upon this same error using bun + express and sending requests to the API through ThunderClient. After some testing I noticed that this error arises when I try to make a GET request to the API passing any kind of data inside the body of the request, if I leave the request body empty then the error does not happen, and the API responds as it should.

Relevant dependencies:

- Bun v1.1.2
- express v4.18.3 with the following middlewares: Helmet(v7.1.0), cors(v2.8.5), express.json and express-rate-limit

This didn't happen with node""",
      T("Bun"), T("Express"), T("Thunder Client"), T("Helmet"), T("cors"), T("express-rate-limit"),
      T("Node.js"),
      source="https://github.com/oven-sh/bun/issues/3842", kind="issue",
      note="ThunderClient for Thunder Client; node for Node.js; GET has no path, so no endpoint"),
    # ---------------------------------------------------------------- Firebase
    R("""404 error using express app as exported function

### [REQUIRED] Version info

3.3.0

**node:**

8.0.0

**firebase-tools:**

7.14.0

### [REQUIRED] Steps to reproduce

Running the example provided here (https://firebase.google.com/docs/functions/http-events):

```javascript
const express = require('express');
const cors = require('cors');

const app = express();

// Automatically allow cross-origin requests
app.use(cors({ origin: true }));

// build multiple CRUD interfaces:
app.get('/:id', (req, res) => res.send(Widgets.getById(req.params.id)));
app.post('/', (req, res) => res.send(Widgets.create()));
app.put('/:id', (req, res) => res.send(Widgets.update(req.params.id, req.body)));
app.delete('/:id', (req, res) => res.send(Widgets.delete(req.params.id)));
app.get('/', (req, res) => res.send(Widgets.list()));

// Expose Express API as a single Cloud Function:
exports.widgets = functions.https.onRequest(app);
```""",
      T("Node.js"), T("Firebase CLI"), T("Express"), T("cors"), T("Cloud Functions for Firebase"),
      T("JavaScript"),
      E("GET /:id"), E("POST /"), E("PUT /:id"), E("DELETE /:id"), E("GET /"),
      source="https://github.com/firebase/firebase-functions/issues/720", kind="issue",
      note="the documentation's example the reporter ran; firebase-tools for the Firebase CLI; 'Cloud Function' with functions.https.onRequest for Cloud Functions for Firebase (judgement call); the five routes of the app"),
    R("""404 (Not Found) on function deploy with express

I have a function deployed that allows me to retrieve information from my Cloud Firestore but when I try to access it through a Flutter app I get a cors error.
So i try to add express required to help and when i try to call my function, I have a 404 Not Found with message <pre>Cannot GET /</pre>

```
const express = require("express");
const app = express();

app.get("/getNearestItem1", async (_req, res) => {
    try {
        ...
    } catch (error) {
        ...
    }

    // Ajoute l'en-tête CORS à la réponse
    res.set("Access-Control-Allow-Origin", "http://localhost:3000");

    // Envoie la réponse
    res.send("Hello World!");
});

exports.getNearestItem1 = functions.https.onRequest(app);
```""",
      T("Cloud Firestore"), T("Flutter"), T("Express"), E("GET /getNearestItem1"),
      source="https://github.com/firebase/firebase-functions/issues/1454", kind="issue",
      note="code with French comments; 'Cannot GET /' is Express's error text for the request, not a route (judgement call: only the route defined is labelled)"),
    R("""HTTP request with Express app fails GET

### [REQUIRED] Environment info

**firebase-tools:** v 6.9.2
**nodejs** v10.15.3
**npm** v6.9.0

**Platform:** Ubuntu

### [REQUIRED] Test case

**index.ts**
```javascript
import * as functions from 'firebase-functions';
import { app } from './api/hello.api';

export const api = functions.https.onRequest(app)
```
**./api/app.ts**

```javascript
import * as cors from 'cors'
import * as express from 'express'

export const app = express()
app.use(cors())
app.get('/', (req, res)=> {
    try{
        res.send("Hello")
    }catch(error){
        res.send(error)
    }
})
```""",
      T("Firebase CLI"), T("Node.js"), T("npm"), T("Ubuntu"), T("Express"), T("cors"),
      T("JavaScript"), F("./api/app.ts"), E("GET /"),
      source="https://github.com/firebase/firebase-tools/issues/1281", kind="issue",
      note="index.ts bare; ./api/hello.api is an import without its extension, not labelled; JavaScript by the fences"),
    # ---------------------------------------------------------------- Ansible and Molecule
    R("""Molecule broken - ansible v2.1.1.0

Molecule version: `1.8.3`
Command: `molecule test`

The latest version of molecule is broken. I first tried with my roles and then I cloned the molecule repo and tried with the demo and go the same error.

```
ERROR! the role 'molecule' was not found in /Users/mohammed/Downloads/molecule-master/demo/molecule/roles:/Users/macuser/Downloads/molecule-master/demo/molecule

The error appears to have been in '/Users/macuser/Downloads/molecule-master/demo/molecule/playbook.yml': line 4, column 7, but may
be elsewhere in the file depending on the exact syntax problem.

The offending line appears to be:

  roles:
    - role: molecule
      ^ here
```

Works here.

```
--> Destroying instances ...
--> Checking playbooks syntax ...

playbook: playbook.yml

--> Creating instances ...
Bringing machine 'demo-01' up with 'virtualbox' provider...
```""",
      T("Molecule"), T("Ansible"), T("VirtualBox"),
      source="https://github.com/ansible/molecule/issues/297", kind="issue",
      note="paths absolute; playbook.yml bare; VirtualBox as the provider the instances come up with"),
    R("""Molecule_yml is undefined

# Molecule and Ansible details

```
ansible 2.4.3.0
```

```
molecule, version 2.9.0
```

Molecule installation method (one of):

- pip

# Actual Behaviour (Bug report only)

```
    TASK [Log into a Docker registry] **********************************************
    task path: /Users/anthonyletizia/Documents/GitHub/ansible-role-base-java/molecule/default/create.yml:11
    fatal: [localhost]: FAILED! => {
        "msg": "'molecule_yml' is undefined"
    }

```
The create file has not been edited, and is the same as when used as molecule init, molecule destroy has the same error""",
      T("Molecule"), T("Ansible"), T("pip"), T("Docker"),
      source="https://github.com/ansible/molecule/issues/1309", kind="issue",
      note="the task path is absolute; Docker by the failing task's registry log-in (judgement call: the scenario's driver)"),
    R("""[BUG] Not able to run molecule like it is desribed in the README.md

**Describe the bug**

When I do

```
sudo pip install molecule
sudo gem install serverspec

molecule test
```

I got an error:

```
ERROR: 'molecule/default/molecule.yml' glob failed.  Exiting.
##[error]Process completed with exit code 1.
```

The tests are very outdated, since before `v1.0.0` of the role.""",
      T("Molecule"), T("pip"), T("RubyGems"), T("Serverspec"), F("molecule/default/molecule.yml"),
      source="https://github.com/UdelaRInterior/ansible-role-jitsi-meet/issues/19", kind="issue",
      note="gem for RubyGems (judgement call); the scenario file the glob looks for is a relative path; README.md bare; sudo not labelled"),
    # ---------------------------------------------------------------- Godot
    R("""Embedded GDScript crashes player

**Godot version:** 3811fb919e

**OS/device including version:** Manjaro Linux

**Issue description:**
Playing a scene containing an embedded GDScript causes a crash: 
```
Godot Engine v4.0.dev.custom_build.3811fb919 - https://godotengine.org
ERROR: Condition "err" is true. Returning: err
   at: load_source_code (modules/gdscript/gdscript.cpp:825)
ERROR: res://Node.tscn:23 - Parse Error: Can't load cached sub-resource: res://Node.tscn::1
   at: _parse_node_tag (scene/resources/resource_format_text.cpp:282)
ERROR: Failed loading resource: res://Node.tscn.
   at: _load (core/io/resource_loader.cpp:198)
ERROR: Failed loading scene: res://Node.tscn
   at: start (main/main.cpp:2030)
```""",
      T("Godot"), T("GDScript"), T("Manjaro"),
      F("modules/gdscript/gdscript.cpp"), F("scene/resources/resource_format_text.cpp"),
      F("core/io/resource_loader.cpp"), F("main/main.cpp"),
      source="https://github.com/godotengine/godot/issues/40650", kind="issue",
      note="judgement call: a custom build's errors point into the engine's own sources, the repository of the thread, so they are its workspace files; res://Node.tscn is the game project's resource path, not labelled; the leaked-RID lines left out"),
    R("""Some projects with missing gdscript files cause editor crash in GDScriptParserRef

### Godot version

4.0 dev (e9c7b8d2246bd0797af100808419c994fa43a9d2)

### System information

Linux Fedora, Vulkan API 1.3.205 - Forward+ - Using Vulkan Device 1: NVIDIA - NVIDIA GeForce 940MX

### Issue description

Expected behavior: if some gdscript files in a project are missing Godot should show an error, not crash.

Backtrace:

```
================================================================
handle_crash: Program crashed with signal 11
Engine version: Godot Engine v4.0.rc.custom_build (e9c7b8d2246bd0797af100808419c994fa43a9d2)
[1] /lib64/libc.so.6(+0x54dc0) [0x7f54aeb70dc0] (??:0)
[2] GDScriptParserRef::raise_status(GDScriptParserRef::Status) (/media/Data/godot/modules/gdscript/gdscript_cache.cpp:61)
[3] GDScriptAnalyzer::resolve_datatype(GDScriptParser::TypeNode*) (/media/Data/godot/modules/gdscript/gdscript_analyzer.cpp:628)
```""",
      T("Godot"), T("Fedora"), T("Vulkan"), T("GDScript"),
      source="https://github.com/godotengine/godot/issues/73555", kind="issue",
      note="the frames' paths are absolute (/media/Data/godot/...), so no file; the GPU is hardware, not labelled"),
    # ---------------------------------------------------------------- Nix
    R("""Derivation failing when following Flakes tutorial, on Fedora

I have the Nix package manager installed on my Fedora (with Flakes etc. configured) and I was following the [Getting started with flakes](https://input-output-hk.github.io/haskell.nix/tutorials/getting-started-flakes.html) tutorial:
1. I ran `nix flake init --template templates#haskell-nix --impure` and then
2. I ran `nix develop`

After a while, I got a derivation error about `*numactl-x86_64-unknown-linux-musl-2.0.18.drv` no idea what exactly caused it. Here is the full log after running `nix develop` command
```
• Added input 'flake-utils':
    'github:numtide/flake-utils/11707dc2f618dd54ca8739b309ec4fc024de578b' (2024-11-13)
• Added input 'haskellNix':
    'github:input-output-hk/haskell.nix/6322e0d04c6d2eaa1bc9bd2a615ae402684e2a62' (2025-02-13)
```""",
      T("Nix"), T("Fedora"), T("haskell.nix"), T("flake-utils"),
      source="https://github.com/input-output-hk/haskell.nix/issues/2318", kind="issue",
      note="the flake's inputs trimmed to two; numactl is a package built in the derivation, not labelled; haskell.nix from the template and its input"),
    R("""`nix run` complains about missing derivation

**Describe the bug**

I have a `flake.nix` with one package named `shell` and `defaultApp` pointing to that package.

Sometimes, I see the following error:

```
$ nix --version
nix (Nix) 3.0pre20200829_f156513

$ nix run
cannot build missing derivation '/nix/store/7g3s9lgl3m34vkgv5mjaakny68fhhmch-shell.drv'
```

But then I can do:

```
$ nix build .#shell
# Builds package successfully

$ nix run
# Runs the default app
```""",
      T("Nix"),
      source="https://github.com/NixOS/nix/issues/4111", kind="issue",
      note="flake.nix bare; the /nix/store path absolute"),
    R("""Nix flake stuck with `opening file '//builtin/derivation.nix': No such file or directory`

I'm calling `mkDerivation` in `nixosConfiguration` but forget to pass attribute `version`, like
`pkgs.stdenv.mkDerivation { pname = "hello"; }`.
When building, nix just gets stuck after showing `opening file '//builtin/derivation.nix': No such file or directory`, using no CPU or disks, and doesn't respond to Control-C or `kill`.
I finally used `kill -9` to actually kill it.

**Steps To Reproduce**

1. Checkout `flake.{nix,lock}` from the gist above.
2. `nixos-rebuild build --flake .#foo`
3. See the error output, and nix will stuck here without exiting.""",
      T("Nix"), T("NixOS"),
      source="https://github.com/NixOS/nix/issues/4430", kind="issue",
      note="nixosConfiguration and nixos-rebuild for NixOS (judgement call); //builtin/derivation.nix is Nix's internal path, not a workspace file; flake.{nix,lock} a brace pattern"),
    # ---------------------------------------------------------------- Helm charts
    R("""Wrong use of `.Values` in ingress

**Describe the bug**
When setting `ingress.enabled` to `true`, `helm install` fails with:
```
Error: render error in "couchdb/templates/ingress.yaml": template: couchdb/templates/ingress.yaml:23:28: executing "couchdb/templates/ingress.yaml" at <.Values.ingress.path>: can't evaluate field Values in type interface {}
```

**Version of Helm and Kubernetes**:
helm: v2.15.1
kubernetes: v1.15.0

**How to reproduce it** (as minimally and precisely as possible):
```
helm install couchdb/couchdb --set ingress.enabled=true
```""",
      T("Helm"), T("Kubernetes"), T("CouchDB"), F("couchdb/templates/ingress.yaml"),
      source="https://github.com/apache/couchdb-helm/issues/9", kind="issue",
      note="the chart's template path (its :23:28 position not part of it); CouchDB the chart's application"),
    R("""Enabling ingress for promtail using values.yaml file throws error

I am installing promtail using the helm chart - version 6.9.2. 

When enabling ingress, I get the following error when running the helm install command

```
Helm install failed: template: promtail/templates/ingress.yaml:2:31: executing "promtail/templates/ingress.yaml" at <include "promtail.ingress.isStable" .>: error calling include: template: no template "promtail.ingress.isStable" associated with template "gotpl"
```

I tried creating a variable called isStable within the promtail:ingress section within values.yaml file. It did not fix the issue. Ultimately I disabled ingress from within values.yaml file and am creating an ingress manually.""",
      T("Promtail"), T("Helm"), F("promtail/templates/ingress.yaml"),
      source="https://github.com/grafana/helm-charts/issues/2254", kind="issue",
      note="values.yaml bare; gotpl is Helm's template engine name in the error, not labelled"),
    R("""Ingress path issue in default generated Chart

The example Helm chart generated via `helm create` throws this error when the value for `ingress` is set to `true` and the rest of the values are left as the default:

```
[ERROR] templates/: template: test/templates/ingress.yaml:35:21: executing "test/templates/ingress.yaml" at <.path>: can't evaluate field path in type interface {}
```

This looks to be because the change introduced in #9057 didn't update the corresponding default section generated in `values.yaml`.

Also tested with 3.5.0

Cloud Provider/Platform (AKS, GKE, Minikube etc.): 

Various (K3s, Kind)""",
      T("Helm"), T("k3s"), T("kind"), F("test/templates/ingress.yaml"),
      source="https://github.com/helm/helm/issues/9231", kind="issue",
      note="the version outputs left out; AKS, GKE and Minikube are the template's examples, not what the reporter used (judgement call: not labelled); K3s and Kind are"),
    # ---------------------------------------------------------------- Bazel
    R("""Bazel build ERROR on ubuntu

I am using Linux Ubuntu 22.04.3 LTS (WSL 2) on a windows 11 machine and I have python 3.10, numpy 1.26.3 and bazel 7.0.0 installed.
I modified the WORKSPACE script according to my path to python and numpy, which are respectively:
/usr/include/python3.10
/usr/local/lib/python3.10/dist-packages/numpy/core/

However, when I go in qcc/src/lib and try to build using `bazel build all` I got this error:

ERROR: /home/username/qcc/WORKSPACE:1:21: //external:third_party_python: invalid label '/home/username/qcc/python.BUILD' in attribute 'build_file' in 'new_local_repository' rule: invalid target name '/home/username/qcc/python.BUILD': target names may not start with '/'""",
      T("Ubuntu"), T("Windows Subsystem for Linux"), T("Windows"), T("Python"), T("NumPy"), T("Bazel"),
      source="https://github.com/qcc4cp/qcc/issues/21", kind="issue",
      note="all paths absolute; qcc/src/lib a folder; WORKSPACE has no extension; the solution part left out; 'windows 11' for Windows"),
    R("""Bazel build of trivial C++ fails if the workspace directory has a particular name:

```
dcunnin@dcunnin7:~$ git clone git@github.com:sparkprime/jsonnet
Cloning into 'jsonnet'...
dcunnin@dcunnin7:~$ cd jsonnet
dcunnin@dcunnin7:~/jsonnet$ bazel build third_party/md5:all
............
INFO: Analysed target //third_party/md5:libmd5 (9 packages loaded).
INFO: Found 1 target...
ERROR: /home/dcunnin/jsonnet/third_party/md5/BUILD:4:1: undeclared inclusion(s) in rule '//third_party/md5:libmd5':
this rule is missing dependency declarations for the following files included by 'third_party/md5/md5.cpp':
  '/usr/lib/gcc/x86_64-linux-gnu/6/include/stddef.h'
  '/usr/lib/gcc/x86_64-linux-gnu/6/include/stdarg.h'
  '/usr/lib/gcc/x86_64-linux-gnu/6/include/stdint.h'
Target //third_party/md5:libmd5 failed to build
```""",
      T("Bazel"), T("C++"), T("Git"), T("Jsonnet"), F("third_party/md5/md5.cpp"),
      source="https://github.com/bazelbuild/bazel/issues/4021", kind="issue",
      note="the cloned project's source file is relative; the BUILD path is absolute and the GCC headers are system files; the clone's progress lines left out"),
    R("""Add explicit loading of cc_rules

Buildifier complains:
Function "cc_library" is not global anymore and needs to be loaded from "@rules_cc//cc:defs.bzl".

There's a lot of other build files than the one you modified that would need to have the explicit rules_cc import.

Hey, yeah forgot to load rules_cc in the workspace now that you mention it.
However I also noticed this doesn't work on linux currently. (Or I'm missing something but I tried WSL and a native Debian install)""",
      T("Buildifier"), T("rules_cc"), T("Linux"), T("Windows Subsystem for Linux"), T("Debian"),
      source="https://github.com/bazelregistry/sdl2/pull/3", kind="issue",
      note="@rules_cc//cc:defs.bzl is a Bazel label, not a file path; Bazel itself is not named in these comments"),
    # ---------------------------------------------------------------- Blender add-ons
    R("""Update __init__.py

I am using blender in background mode to generate some files and I get the following exception with your plugin:

```
Exception in module register(): /home/xxx/.config/blender/2.90/scripts/addons/jmesh-tools-master/__init__.py
Traceback (most recent call last):
  File "/home/xxx/Apps/Blender/blender-2.90.0-linux64/2.90/scripts/modules/addon_utils.py", line 382, in enable
    mod.register()
  File "/home/xxx/.config/blender/2.90/scripts/addons/jmesh-tools-master/__init__.py", line 168, in register
    km = kc.keymaps.new(name='3D View', space_type='VIEW_3D')
AttributeError: 'NoneType' object has no attribute 'keymaps'
```

I worked around by adding the following code to your `__init__.py` file""",
      T("Blender"),
      source="https://github.com/jayanam/jmesh-tools/pull/32", kind="issue",
      note="paths absolute; __init__.py bare"),
    R("""register_module('import_off'): defines no classes

When I run the code in the shell `blender --background --python render_off.py -- --off examples/0.off --output examples/0.png`, it gives me the feedback:

```shell
Traceback (most recent call last):
  File "/media/renwen/21EC3ABD229B0E60/project/cvpr2018shapecompletion/bpy-visualization-utils-master/render_off.py", line 6, in <module>
    from blender_utils import *
  File "/home/renwen/.config/blender/2.79/scripts/addons/import_off.py", line 171, in register
    bpy.utils.register_module(__name__)
Exception: register_module('import_off'): defines no classes
```""",
      T("Blender"), F("examples/0.off"), F("examples/0.png"),
      source="https://github.com/davidstutz/bpy-visualization-utils/issues/4", kind="issue",
      note="the command's input mesh and output image are relative paths; render_off.py bare; the traceback's paths absolute; frames trimmed"),
    # ---------------------------------------------------------------- Perl and Mojolicious
    R("""JSON example from tutorial: Page not found

* Mojolicious version: 7.79, Doughnut
* Perl version: v5.26.1, android
* Operating system: Android 8.1.0, Termux v0.60

### Steps to reproduce the behavior

    mojo generate lite_app myapp
    ./myapp.pl get -M PUT -c '{"message":"Hello Mojo!"}' /reverse

### Actual behavior

A page containing:

    Page not found... yet!
    
    None of these routes could generate a response for your PUT request for /reverse, maybe you need to add a new one?""",
      T("Mojolicious"), T("Perl"), T("Android"), T("Termux"), F("./myapp.pl"), E("PUT /reverse"),
      source="https://github.com/mojolicious/mojo/issues/1222", kind="issue",
      note="judgement call: the tutorial's PUT /reverse is the route the user expects, the method given inline twice; the generated app kept with its ./"),
    R("""Mojolicious安装

Mac OS X, Linux, Unix系OSの場合
`cpanm Mojolicious`

## 参数取得
## 从URL取得参数
```
/date/20131016

use Mojolicious::Lite;
get '/date/:date' => sub {
  my $self = shift;
  my $date = $self->param('date');
};

```

### 从query文字列取得
```
/diary/?date=20131016&user=kimoto

get '/diary' => sub {
  my $self = shift;
  my $date = $self->param('date');
  my $user = $self->param('user');
};
```

### 从Form取得

```
post '/diary' => sub {
  my $self = shift;
  my $date = $self->param('date');
  my $user = $self->param('user');
};
```""",
      T("Mojolicious"), T("macOS"), T("Linux"), T("cpanm"),
      E("GET /date/:date"), E("GET /diary"), E("POST /diary"),
      source="https://github.com/wangbo123855842/Learning/issues/2", kind="issue",
      note="study notes in Chinese and Japanese kept an issue; three Mojolicious::Lite routes; /date/20131016 and /diary/?date=... are example requests, not routes; Perl is not named in this part; Mac OS X for macOS"),
    # ---------------------------------------------------------------- Crystal and Kemal
    R("""Trailing slash in URL route

I have defined a **route** using 2 params (and the 2 is important this I have not the same behavior for 1 param URL)
~~~crystal
get "/:controller/:action" do |env|
  print env.params
end
~~~
that I call in `ruby`
~~~ruby
Curl.get("http://#{host}/test/param2'}
~~~
and `env.params` contains 
~~~crystal
{"controller/" => "test", "action" => "param2"}
~~~

URL params are being parsed by Radix. Radix tree has a bug I think.""",
      T("Crystal"), T("Ruby"), T("Radix"), E("GET /:controller/:action"),
      source="https://github.com/kemalcr/kemal/issues/113", kind="issue",
      note="Kemal is the repository, not named in this part; Curl.get is a Ruby client's call, not curl the tool (judgement call); Radix the router library"),
    R("""Weird routing issue

### Steps to Reproduce
Using this example
```crystal
require "kemal"

get "/test" do |env|
  puts "test"
end

get "/test/:id" do |env|
  puts "test #{env.params.url["id"]}"
end

Kemal.run
```

```
curl localhost:3000/test            # 200
curl localhost:3000/test/1          # 200
curl localhost:3000/test.json     # 404
curl localhost:3000/test/1.json    # 200
```

### Versions

Crystal 0.24.1
Kemal Master branch
MacOS 10.13.3""",
      T("Kemal"), T("Crystal"), T("curl"), T("macOS"), E("GET /test"), E("GET /test/:id"),
      source="https://github.com/kemalcr/kemal/issues/434", kind="issue",
      note="the curl lines are requests without -X, not routes; MacOS for macOS"),
    R("""Url params not parsed when using OverrideMethodHandler

When defining routes with put/patch/delete and the new OverrideMethodHandler, any url parameters is discarded. This makes it impossible to define routes such as `delete /blog/post/:post_id`

### Steps to Reproduce
1. Define a put/patch/delete route:
```
add_handler Kemal::OverrideMethodHandler::INSTANCE

delete "/:id" do |env|
  p env.params.url.has_key?("id")
end
```
2. Compare the outputs of a "true" DELETE request and a POST request with the _method override
```
curl -X DELETE http://localhost:3000/1
curl -X POST -d _method=DELETE http://localhost:3000/1
```

### Versions

Crystal 0.27.0 (2018-11-02)
LLVM: 6.0.1
OS: Arch Linux""",
      T("Kemal"), T("curl"), T("Crystal"), T("Arch Linux"),
      E("DELETE /:id"), E("DELETE /blog/post/:post_id"),
      source="https://github.com/kemalcr/kemal/issues/501", kind="issue",
      note="the route defined and the one the reporter cannot define, written 'delete /blog/post/:post_id' (judgement call: a method given inline in lower case); the curl requests go to whole URLs; the LLVM version line is the compiler's build, not labelled"),
    R("""Handling http request type

I want to seperate my logic according to http request type(GET, POST, PUT etc.). But i couldn't make it.
for example,

```ruby
get "/" do |env|
  "GET REQUEST"
end

post "/" do |env|
  "POST REQUEST"
end
```

response is always "GET REQUEST"

Are you using Kemal `0.6.0` or tracking `master`? If the latter then it's not yet implemented since the router is being rewritten from scratch""",
      T("Kemal"), E("GET /"), E("POST /"),
      source="https://github.com/kemalcr/kemal/issues/51", kind="issue",
      note="Crystal code fenced as ruby; Ruby not labelled (judgement call: the fence names the wrong language)"),
    # ---------------------------------------------------------------- WordPress plugins
    R("""Redirection Error

```
Plugin: 4.3.3
WordPress: 5.2.3 (single)
PHP: 7.2.19-0ubuntu0.18.04.1
Browser: Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/76.0.3809.132 Safari/537.36
JavaScript: /wp-content/plugins/redirection/redirection.js
REST API: https://www.boostcredit101.com/wp-json/

Error: No route was found matching the URL and request method (rest_no_route)
Action: redirection/v1/plugin/database/ POST
Params: {}
Code: 404 Not Found
Raw: {"code":"rest_no_route","message":"No route was found matching the URL and request method","data":{"status":404}}
```

Your WordPress REST API is being blocked, probably by a security plugin.""",
      T("WordPress"), T("PHP"), T("Redirection"),
      T("REST"),
      source="https://github.com/johngodley/redirection/issues/1955", kind="issue",
      note="the plugin's report template; the action's path has no leading slash (redirection/v1/plugin/database/) and is not labelled; the user-agent string's Windows, Chrome and Safari not labelled; the .js path is absolute on the site [REST labelled in part 16: the corpus labels the noun phrase 'REST API']"),
]
