"""A twelfth fresh held-out set ("fresh-12"), part one: GitHub issue and pull-request threads of
repositories none of the earlier sets used -- Zig, Erlang's rebar3 and Gleam, Nim's Nimble, Dart's Shelf
and shelf_router (and OWASP Noir's analyzer for them), Home Assistant custom integrations, Deno Fresh,
ESP32 and Arduino libraries built with PlatformIO, Strapi, PocketBase hooks, the Supabase CLI, Podman and
podman-compose, Crossplane and Terrajet, Ollama clients, Airflow plugins, Tauri's shell plugin, Ansible
collections, Sentry's Python SDK, Grafana Loki, OpenTelemetry's Collector and SDKs with Jaeger, Kafka
clients for Node.js (KafkaJS, kafka-node), Istio and Envoy -- each a paragraph or a few lines of one
thread kept as written (code blocks, logs, tracebacks and environment dumps as they appear, trimmed; the
comments of a thread joined without their author lines), with the thread's title opening the text.

Every text was taken from a stored public copy of the thread at the address given and labelled by hand
without running the extractor on it, by the earlier sets' conventions: technologies under their usual
canonical name (any spelling in the text), also tools the lexicon may not know, a code fence's language;
data formats, everyday shell utilities and placeholders not labelled; relative file paths as written (./
kept, backslashes as written), absolute paths, paths inside dependencies or package caches, URLs' paths and
bare file names not; an endpoint only as "METHOD /path", when the text gives the method for that path (a
route in code -- a lower-case method call like router.post('/x') counts --, a route-table line, an access
log of a request a route answered) and writes the whole path with its leading slash, never with Rails'
"(.:format)" suffix -- a request no route accepts and a route whose full path under a prefix is not
written are not labelled. Nobody tunes the extractor on these texts: the benchmark scores them as their
own split (``--split fresh-12``).
"""

from real_corpus import E, F, R, T

SURFACES = {
    "shelf_router": ("shelf-router",),
    "Home Assistant": ("HomeAssistant", "HA"),
    "PocketHost": ("pockethost",),
    "KafkaJS": ("kafkajs",),
    "Grafana Tempo": ("Tempo",),
}

CASES = [
    # ---------------------------------------------------------------- Zig
    R("""fix: Build compile error

Fix build error of `zig build` #96

My bad. I still use v0.13. Ater updating to 0.14 it works.""",
      T("Zig"),
      source="https://github.com/webui-dev/zig-webui/pull/97", kind="issue",
      note="informal; zig build is Zig's command"),
    R("""Make `zig build` show all compile errors before exit

Currently, `zig build` only shows errors in the first function that has errors. This makes fixing compile errors time-consuming since I need to compile many times to fix all the bugs.

```
> zig version
0.9.0-dev.850+9e3ec9893
```

Fixing the errors one by one is the intended workflow but it should become much less time consuming once tooling can use stage2's faster analysis.""",
      T("Zig"),
      source="https://github.com/ziglang/zig/issues/9615", kind="issue"),
    R("""Can't Build

I got the following error when I tried to build the source.
```
build.zig:23:40: error: expected token 'Symbol', found '{'
    const common_params = [][]const u8.{
                                       ^
```

Anyone know what the problem could be?
Running Windows 10 Pro 64 bit, i3 7100T

It's not updated to the latest master branch of zig

I've tried building with every release of Zig so far and all of them provided that error or an error close to that manner""",
      T("Zig"), T("Windows"),
      source="https://github.com/AndreaOrru/zen/issues/38", kind="issue",
      note="build.zig is a bare file name"),
    R("""It wont build

Every time it try to build just got this error 
```
 /home/user_name/Desktop/terminal-doom/build.zig.zon:2:13: error: expected enum literal
    .name = "terminal-doom", 
            ^~~~~~~~~~~~~~~
```
Btw i am using zig 0.14

As stated in the README, Zig 0.13 is currently required for building.

I'll push an update for 0.14 in a bit.""",
      T("Zig"),
      source="https://github.com/cryptocode/terminal-doom/issues/7", kind="issue",
      note="the build.zig.zon path is absolute; terminal-doom is the project itself"),
    # ---------------------------------------------------------------- Erlang: rebar3
    R("""Compile command crashes in rebar_compiler_format:colorize/2 when `-endif.` is missing in module

Do you know which Erlang version this is running on? I have not managed to reproduce this on OTP-28 release candidates, nor OTP-27.1.1

I'm able to reproduce on OTP-27.3 with rebar 3.24.

After reading your message, I decided to try on latest rebar3 main, and I cannot reproduce there. So it would seem that whatever crash I've seen has been fixed in the latest updates.

Alright, yeah we're probably due to cut a release soon, especially since we'll have a few small fixes for OTP-28 support.""",
      T("Erlang"), T("rebar3"),
      source="https://github.com/erlang/rebar3/issues/2942", kind="issue",
      note="OTP-28 is Erlang/OTP's release; labelled Erlang"),
    R("""Fixed error in rebar3 compile

Fixed error in rebar3 compile

datum >
rebar3 compile
===> Verifying dependencies...
===> Analyzing applications...
===> Compiling datum
===> Compiling src/maplike/heap.erl failed
src/maplike/heap.erl:69:2: type heap() is unused
src/maplike/heap.erl:72:2: type rank() is unused

erl --version
Erlang/OTP 25 [erts-13.2.2.1] [source] [64-bit] [smp:8:8] [ds:8:8:10] [async-threads:1] [jit] [dtrace]

Thank you for contribution!""",
      T("rebar3"), T("Erlang/OTP"), F("src/maplike/heap.erl"),
      source="https://github.com/fogfish/datum/pull/73", kind="issue"),
    # ---------------------------------------------------------------- Gleam
    R("""Can't build freshly created project

```sh
❯ gleam --version
gleam 0.11.0-dev
```

Expected behavior: I should be able to create a new gleam, `cd` into it, and run `gleam build` to  build the project.

Actual behavior:

```sh
~/gleam
❯ gleam new my_lib
* creating my_lib/LICENSE
* creating my_lib/.gitignore
* creating my_lib/README.md
* creating my_lib/gleam.toml
* creating my_lib/test/my_lib_test.gleam
* creating my_lib/src/my_lib.gleam
* creating my_lib/.github/workflows/test.yml
* creating my_lib/rebar.config
* creating my_lib/src/my_lib.app.src

Your Gleam project "my_lib" has been successfully created.
The rebar3 program can be used to compile and test it.

    cd my_lib
    rebar3 eunit
```

However, if I run any `rebar3` step that trigger a compilation, then `gleam build` succeeds!

Gleam build is not yet intended to be used directly as it only knows how to compile Gleam into Erlang, so you'll need to run rebar3 instead in order to compile a full project.""",
      T("Gleam"), T("rebar3"), T("Erlang"), T("EUnit"),
      F("my_lib/LICENSE"), F("my_lib/.gitignore"), F("my_lib/README.md"), F("my_lib/gleam.toml"),
      F("my_lib/test/my_lib_test.gleam"), F("my_lib/src/my_lib.gleam"), F("my_lib/.github/workflows/test.yml"),
      F("my_lib/rebar.config"), F("my_lib/src/my_lib.app.src"),
      source="https://github.com/gleam-lang/gleam/issues/719", kind="issue",
      note="the generated files as the scaffold lists them; rebar3 eunit runs EUnit"),
    R(r"""Gleam stdlib fails to build on Windows

I installed gleam 0.22.1 on Windows 11 using Chocolatey and ran:

```shell
gleam new hello_world
cd hello_world
gleam test
```
and saw the following output:
```shell
C:\Users\shane\dev\gleam\hello_world〉gleam run                                                                                         02/27/2023 06:43:54 PM
  Resolving versions
Downloading packages
 Downloaded 2 packages in 0.26s
  Compiling gleam_stdlib
error: Syntax error
    ┌─ build\packages\gleam_stdlib\src\gleam\dynamic.gleam:332:22
    │
332 │     use inner_result <- result.then(decode_result(value))
    │                      ^ This operator has no value on its right side.

Hint: Remove it or put a value after it.
```

In `gleam.toml` we specify to auto upgrade stdlib. sadly 0.27 stdlib only runs with gleam 0.27 (currently rc1).""",
      T("Gleam"), T("Windows"), T("Chocolatey"),
      source="https://github.com/gleam-lang/gleam/issues/2032", kind="issue",
      note="build\\packages\\gleam_stdlib\\... is inside the package cache (a dependency path), not labelled; shell fences not labelled"),
    # ---------------------------------------------------------------- Nim: Nimble
    R("""Cannot install nimble on Ubuntu 16.04

Following this tutorial:

1. git clone https://github.com/nim-lang/nimble.git
2. cd nimble
3. nim c src/nimble
4. src/nimble install

I fail the step 3.

Output:

lib/nim/system.nim(1, 2) Error: redefinition of 'system'

Installed nim version:
Nim Compiler Version 0.12.0 (2015-11-02) [Linux: amd64]
Copyright (c) 2006-2015 by Andreas Rumpf

Nim 0.12.0? You need to upgrade to Nim 0.15.2.""",
      T("Nimble"), T("Ubuntu"), T("Git"), T("Nim"), T("Linux"),
      source="https://github.com/nim-lang/nimble/issues/299", kind="issue",
      note="src/nimble is the program being built, lib/nim/system.nim the compiler's own library (not labelled)"),
    R("""nimble install fails

I've tried to install this with

`nimble install bignum`

and I get the following error:

```
The .nimble file name must match name specified inside /tmp/nimble_8014/githubcom_FedeOmotonimgmp/gmp.nimble
```

This is with the latest version of nim and nimble as of today. I am new to Nim so may be doing something wrong.

@jackmott Simplest way to fix it, is to edit `gmp.nimble` and change the `name` property from `nim-gmp` to just `gmp` -- `nimble install` will now succeed :)""",
      T("Nimble"), T("Nim"),
      source="https://github.com/FedeOmoto/bignum/issues/1", kind="issue",
      note="the /tmp path is absolute, gmp.nimble bare; bignum and nim-gmp are the packages at hand (not labelled)"),
    R("""nimble error

When I run the command `nimble install nimpy` I get the following output:
`Downloading https://github.com/yglukhov/nimpy using git
       Info Hint: used config file '/etc/nim.cfg' [Conf]
       Tip: 1 messages have been suppressed, use --verbose to show them.
     Error: Could not read package info file in /tmp/nimble_9965/githubcom_yglukhovnimpy/nimpy.nimble;
        ...   Reading as ini file failed with: 
        ...     Invalid section: .
        ...   Evaluating as NimScript file failed with: 
        ...     usr/lib/nim/pure/times.nim(79, 9) Error: cannot 'importc' variable at compile time.`

I'm running Ubuntu 18.04.

What's you nim and nimble version?

nim version is 0.17.2 and nimble version 0.8.8

A version that old is not really expected to work. Please try something more recent. Latest LTS version is 1.2.* iirc.""",
      T("Nimble"), T("nimpy"), T("Git"), T("Nim"), T("Ubuntu"),
      source="https://github.com/yglukhov/nimpy/issues/181", kind="issue",
      note="nimpy (the Nim-Python bridge) is a package the lexicon may not know; usr/lib/nim/pure/times.nim is the "
           "compiler's library with its leading slash lost (not labelled); NimScript is Nim's script form"),
    R(r"""nimble install winim issue

Hello,

I am trying to install winim with nimble and I am facing this issue:
λ nimble --verbose install winim
    Reading official package list
Downloading https://github.com/khchen/winim using git
     Error: Traceback (most recent call last)
        ... nimble.nim(1073)         nimble
        ... nimble.nim(999)          doAction
        ... nimble.nim(606)          install
        ... Could not read package info file in C:\Users\domingug\AppData\Local\Temp\nimble_93628\githubcom_khchenwinim\winim.nimble;
        ...   Reading as ini file failed with:
        ...     Invalid section: .
        ...   Evaluating as NimScript file failed with:
        ...     Ident not found: foreignDeps.

I am using Windows 7 and nim 0.16.0.

It seems a problem of nimble, not of winim. Do you use the last version of nimble?
I already tested under a clean Windows 7 and a clean nim 0.16 installed version. It seems no problem there.""",
      T("Nimble"), T("winim"), T("Git"), T("Windows"), T("Nim"),
      source="https://github.com/khchen/winim/issues/1", kind="issue",
      note="winim (Nim's Windows API bindings) is a library the lexicon may not know; the C:\\ path is absolute"),
    # ---------------------------------------------------------------- Dart: Shelf
    R("""i can't use Handler from Router()

when i use shelf-router  package , i need to use Router().handler  but i can't the error 'handler is not defined in Router()' 

//Example 

var app = Router();
app.handler ; error in this line

Since `0.7.4` you can use the instance of a `Router` as a `Handler`, no need to lookup `.handler`.""",
      T("shelf_router"),
      source="https://github.com/google/dart-neats/issues/124", kind="issue",
      note="shelf-router written with a hyphen (SURFACES); Dart not named"),
    R("""Add middleware for handlers

It would be great to add middleware annotation for handlers.

So, it can be something like that:
```dart
class ShelfMiddleware {
  const ShelfMiddleware(this.middleware);

  final List<Middleware Function()> middleware;
}

Middleware _logRequests() {
  return logRequests(
    logger: (message, isError) {
      if (isError) {
        _logger.severe(message);
      } else {
        _logger.info(message);
      }
    },
  );
}

@Route.get('/feed')
@ShelfMiddleware([_logRequests])
Future<Response> feed(Request request) async {
  /// some code
}
```

Is this a request for router?

yes""",
      T("Dart"), E("GET /feed"),
      source="https://github.com/dart-lang/shelf/issues/338", kind="issue",
      note="the dart fence; Shelf only inside the class name ShelfMiddleware (not labelled); @Route.get is shelf_router's annotation"),
    R("""Add Dart Shelf analyzer

## Summary

Shelf (https://pub.dev/packages/shelf) is the foundational Dart HTTP server library — every Dart server framework (Dart Frog, Conduit successor, custom servers) sits on top of `shelf`. Many Dart backends use `shelf_router` directly without a higher-level framework. Noir today covers Dart Frog and Serverpod but not bare Shelf.

## What to extract

```dart
import 'package:shelf_router/shelf_router.dart';

final router = Router()
  ..get('/users', _listUsers)
  ..post('/users', _createUser)
  ..get('/users/<id>', _getUser)
  ..mount('/api/v1', apiRouter.call);
```

- `Router().get|post|put|patch|delete|head|options|all('path', handler)` → method + path
- `<name>` path captures (Shelf-style) → `{name}`
- `Router().mount('/prefix', subRouter)` → prefix composition
- Handler bodies use `Request request` → query/body extraction available but deeper

## Approach

- New `src/analyzer/analyzers/dart/shelf.cr`.
- Tree-sitter Dart; detection: `package:shelf_router/shelf_router.dart` or `package:shelf/shelf.dart` imports.
- Share Dart parsing helpers with existing `dart_frog.cr` / `serverpod.cr`.""",
      T("Shelf"), T("Dart"), T("Dart Frog"), T("Conduit"), T("shelf_router"), T("Noir"), T("Serverpod"), T("Tree-sitter"),
      F("src/analyzer/analyzers/dart/shelf.cr"),
      E("GET /users"), E("POST /users"), E("GET /users/<id>"),
      source="https://github.com/owasp-noir/noir/issues/1657", kind="issue",
      note="Noir is OWASP Noir, the repository's own tool; the routes of the example Router (the mount of apiRouter "
           "under /api/v1 does not prefix them); package:shelf_router/shelf_router.dart is a package URI, "
           "dart_frog.cr and serverpod.cr bare"),
    R("""Shelf dynamic routes without the need to use mounts

> If this separation of routes and dynamic routes is possible to do with vanilla shelf and router (no codegen) I would love to see it in action.

I build a package to "solve" this issue (https://pub.dev/packages/shelf_dynamic_forwarder)
https://github.com/guibbv2011/shelf_dynamic_forwarder

I don't use the mount function instead I call directly: 
``` dart
  return await handler!(subReq);
```
This will link the child router defined in map dynamicRoutes.

#### Here a example usage:
``` dart
import 'dart:io';
import 'package:shelf/shelf.dart';
import 'package:shelf/shelf_io.dart';
import 'package:shelf_dynamic_forwarder/shelf_dynamic_forwarder.dart';
import 'package:shelf_router/shelf_router.dart';

Router get filenamesRequest {
  final handler = Router();
  handler.get('/filenames', (Request req) async {
    // Your logic code here..
    return Response.ok('');
  });
  return handler;
}

Router get fileRequest {
  final handler = Router();
  handler.get('/file', (Request req) async {
    // Your logic code here..
    return Response.ok('');
  });
  return handler;
}""",
      T("Shelf"), T("Dart"), T("shelf_dynamic_forwarder"), T("shelf_router"),
      E("GET /filenames"), E("GET /file"),
      source="https://github.com/dart-lang/shelf/issues/485", kind="issue",
      note="the author's own package shelf_dynamic_forwarder; Dart from the fences"),
    R("""Enable routing to shelf_handlers

Perhaps this just a documentation thing, but it is not obvious how to route to a shelf handler.

How do I arrange for a *specific* route to be handled by a shelf handler instead of a "redstone" handler?   

Let's say I have a shelf oauth2 callback handler.  I want  "/oauth2/callback" to be handled by the shelf handler.  The current mechanism seems to route to shelf only when all other handlers have been tried.  If I have a bunch of shelf handlers, it is not clear to me how I integrate them with the routing mechanism.

Currently, there is no way to directly bind a shelf handler with a path, but you can wrap a shelf handler. Example:

```dart
@Route('/mypath')
myService() {
   return myShelfHandler(request.shelfRequest);
}
```

Let me know if that helps.""",
      T("Shelf"), T("Redstone"), T("OAuth"), T("Dart"),
      source="https://github.com/redstone-dart/redstone/issues/90", kind="issue",
      note="no method for /oauth2/callback or /mypath (not labelled)"),
    # ---------------------------------------------------------------- Home Assistant integrations
    R("""Add Custom Components Integration Config Flow Could Not Be Loaded Error and 504 Gateway Timeout Error in API /api/config/config_entries/flow

### The problem

Hi all,

I have encountered **Config Flow Could Not Be Loaded** error when trying to **add custom components** integration via "Add Integration" button in Configuration -> Integrations page, as per screenshot below:

This error is caused by API **/api/config/config_entries/flow** after upgrade for latest HA OS,  with following payloads when calling the API:
* Request Payload:
```
{
  "handler": "custom_component_name_here",
  "show_advanced_options": false
}
```

**System Health:**
- Version: core-2021.11.3
- Installation Type: Home Assistant Container
- Development: false
- Supervisor: false
- Docker: true
- User: root
- Virtual Environment: false
- Python Version: 3.9.7
- Operating System Family: Linux
- Operating System Version: 5.10.63-v7l+
- CPU Architecture: armv7l

However, this issue does not happens after 1st fresh install of HA OS. Only happens after upgrade latest HA OS.""",
      T("Home Assistant"), T("Docker"), T("Python"), T("Linux"),
      source="https://github.com/home-assistant/core/issues/68106", kind="issue",
      note="no method for /api/config/config_entries/flow (not labelled); HA OS is Home Assistant's operating system"),
    R("""config_flow missing?

I can not install the sensor component following the documentation. 

I tried the example configuration-yaml as well as a custom one with my own stops and ids. But whenever I want to add the entity "Berlin (BVG) and Brandenburg (VBB) transport" I get the following error in the home assistance interface: "Der Konfigurationsfluss konnte nicht geladen werden: {"message":"Invalid handler specified"}"

In the log file it shows "2023-02-09 09:41:57.597 ERROR (MainThread) [homeassistant. config_entries] Error occurred loading configuration flow for integration berlin_transport: No module named 'custom_ components berlin_transport.config_flow'"

I can not find the file berlin_transport.config_flow in the git - but I'm new to home assistant and do not understand (yet) the whole concept of flows.

Home Assistant 2023.2.3
Supervisor 2023.01.1
Operating System 9.5
Frontend 20230202.0 - latest

You're right, the concept of "configuration flows" is new in Home Assistant and my sensor just does not support it yet :)

So you don't need to use them.

Configuration flows is a replacement for manually adding a sensor to `configuration.yml`. So if you have already added it to the file manually, you need""",
      T("Home Assistant"), T("Git"),
      source="https://github.com/vas3k/home-assistant-berlin-transport/issues/10", kind="issue",
      note="configuration.yml bare; 'the git' is the repository (Git, doubtful)"),
    R("""error: Config flow could not be loaded

Hi!

I'm trying to set up this component with Home Assistant. When I click on the integration to add it, I see a spinner that eventually fails with this message:

> error: Config flow could not be loaded: Unknown error

Any tips on how to move forward? Is there a way I can bypass the config flow and write the configuration manually? If so, are there any docs I could look at?

These are the versions I'm running:

```
Core: 2024.1.5
Supervisor: 2023.12.1
Operating System: 11.4
Frontend: 20240104.0
```

Many thanks in advance!

I got it sorted after renaming the custom component directory to `daikin_madoka` and then doing a full reboot.""",
      T("Home Assistant"),
      source="https://github.com/mduran80/daikin_madoka/issues/38", kind="issue"),
    R("""Missing config flow...unable to load custom component

Hi
I getting this error in the logg. I think i may have seen it before but from Home Assistant 2022.5.5 i'm unable to load the integration. 
It's strange since the manifest.json declare config_flow to false.

Logger: homeassistant.config_entries
Source: config_entries.py:316
First occurred: 21:10:30 (1 occurrences)
Last logged: 21:10:30

Error importing platform config_flow from integration linkplay to set up linkplay configuration entry: No module named 'custom_components.linkplay.config_flow'

 I'm also on  2022.5.5, and also on 2022.6 betas... Never seen that error...

Sorry this integration doesn't support any config_flow, it has to be configured manually via YAML.

There must be some local issue you have, You should try to completely remove all configs and remove custom component too (delete all linkplay folder). 
Restart HA.
Reinstall custom component.
Restart HA.""",
      T("Home Assistant"),
      source="https://github.com/nagyrobi/home-assistant-custom-components-linkplay/issues/77", kind="issue",
      note="manifest.json and config_entries.py bare; YAML a data format; custom_components.linkplay.config_flow a module name"),
    R(""""Unable to load config flow" error while adding integration on the HA integration page

I installed the integration trough HACS and tried to add the integration on the HA integration page but I received an error:

" 
Fout
Config flow kon niet geladen worden
"

Unable to load config flow

Log: 
2021-11-12 18:47:21 ERROR (MainThread) [homeassistant.config_entries] Error occurred loading configuration flow for integration arris_dcx960: cannot import name 'FlowResult' from 'homeassistant.data_entry_flow' (/usr/src/homeassistant/homeassistant/data_entry_flow.py)

Version HA:
2021.4.6 (yes, not the latest because of some problems with the new Tuya integration which doesn't support my curtain motor yet)

Found it already, you'll need at least version 2021.5.0.""",
      T("HACS"), T("Home Assistant"),
      source="https://github.com/Sholofly/arrisdcx960/issues/17", kind="issue",
      note="HA is Home Assistant (SURFACES); the data_entry_flow.py path is absolute; the Tuya integration is a "
           "Home Assistant integration for a device vendor (not labelled)"),
    R("""Error: Config flow could not be loaded: {"message":"Invalid handler specified"}

Issue:
I am not able to get this custom component working with HomeAssistant. I get the AiDot component to show up in the UI, but it errors out as soon as I try to add this integration.

HomeAssistant Version:
Core: 2024.12.5
Frontend: 20241127.8

HomeAssistant Installation Type: Container (running in k3s)

Contents of custom_components/aidot copied to HomeAssistant config folder:
I am not sure if I am copying the file to the correct location. The instructions in the README are not so clear.

Error on loading:
Error: Config flow could not be loaded: {"message":"Invalid handler specified"}""",
      T("Home Assistant"), T("k3s"),
      source="https://github.com/AiDot-Development-Team/hass-AiDot/issues/4", kind="issue",
      note="HomeAssistant glued (SURFACES); custom_components/aidot is a directory, not a file (not labelled)"),
    # ---------------------------------------------------------------- Deno Fresh
    R("""way to disable 404 route

Follow-up from #1916

Might it be valuable to provide a way to disable the 404 route?

FWIW, you can work around it fairly easily by checking the `status` of the `Response` object returned from `freshHandler`:

```ts
const freshHandler = await createHandler(manifest, config);

Deno.serve(async (req, info) => {
  const { pathname } = new URL(req.url);

  if (pathname === "/special-route") {
    return new Response('special route');
  }

  const res = await freshHandler(req, info);

  if (res.status === 404) {
    return new Response('overridden 404 response', { status: 404 });
  }

  return res;
});
```

Only drawback is that the Fresh 404 page is still rendered (i.e. slight performance hit, and any side effects from rendering it will still happen).""",
      T("TypeScript"), T("Deno"), T("Fresh"),
      source="https://github.com/freshframework/fresh/issues/1918", kind="issue",
      note="the ts fence; /special-route is compared against a pathname, no method (not labelled)"),
    R("""How to customize error 404 in an API route?

Hi.

I have been trying this:

```typescript
// routes/api/_404.ts

import { UnknownPageProps } from "$fresh/server.ts";

export default function NotFoundPage({ url }: UnknownPageProps) {
  return new Response(
    JSON.stringify({
      status: 404,
      message: `404 not found: ${url.pathname}`,
    }),
    {
      headers: { "Content-Type": "application/json" },
    },
  );
}
```

but it returns an empty content:

```bash
% curl http://localhost:8000/api/does-not-exist
%
```

and if I move the `_404.ts` to `routes/_404.ts`, it returns an unexpected HTML (but notice I'm trying to return an API error, i.e it should be a JSON content, not HTML):

So, how to customize error `404` in an API route?

TIA for any help!

Oh, solved just by adding a `_404.ts` inside `routes/` with this content:""",
      T("TypeScript"), T("Fresh"), F("routes/api/_404.ts"), F("routes/_404.ts"),
      source="https://github.com/freshframework/fresh/issues/943", kind="issue",
      note="Fresh named only by its import specifier $fresh/server.ts (doubtful); the request to /api/does-not-exist ; a ```bash fence is the page's highlighting, not Bash named (the convention of fresh to fresh-9 and the synthetic corpus)"
           "is a 404 of no route (not labelled); HTML and JSON formats not labelled"),
    R("""guidance around using in existing Deno server

Let's say I have an existing Deno server.

```ts
Deno.serve((request, info) => {
  const pathname = new URL(request.url).pathname
  if (pathname === "/webhook") return handleWebhook()
  if (pathname === "/setup") return handleSetup()
  return handle404();
})
```

I might like to keep fune-tuned control over the root handler, instead of defining routes as prescribed by the Fresh framework. That being said, I might like to still use Fresh for any UI-serving routes.

Is something like this possible? Is it advisable? If so what is the recommended way to do so? Any more thoughts would be greatly appreciated.

I think we're missing a way to disable Fresh's 404 route, but other than that you should be good to go:

```tsx
import { createHandler } from "$fresh/server.ts";
import manifest from "./path/to/fresh.gen.ts";
import config from "./path/to/fresh.config.ts";

const freshHandler = createHandler(manifest, config);
```""",
      T("Deno"), T("TypeScript"), T("Fresh"),
      source="https://github.com/freshframework/fresh/issues/1916", kind="issue",
      note="./path/to/... are placeholders (not labelled); /webhook and /setup have no method"),
    # ---------------------------------------------------------------- ESP32 / Arduino / PlatformIO
    R("""platformio: compile error

### Board

esp32dev

### Device Description

nothing connected

### Version

v2.0.2

### IDE Name

PlatformIO

### Operating System

Linux

### Description

PlatformIO compilation fails
```
[env:esp32arduinoV44beta]
platform    = espressif32
platform_packages =
    platformio/framework-arduinoespressif32 @ https://github.com/espressif/arduino-esp32.git
board       = esp32dev
framework   = arduino
board_build.f_cpu = 240000000L
lib_extra_dirs = ../../..
```

### Debug Message

```plain
In file included from /home/jochen/.platformio/packages/framework-arduinoespressif32/tools/sdk/esp32/include/driver/include/driver/adc.h:14:0,
                 from /home/jochen/.platformio/packages/framework-arduinoespressif32/cores/esp32/esp32-hal-adc.c:20:
/home/jochen/.platformio/packages/framework-arduinoespressif32/tools/sdk/esp32/include/hal/include/hal/adc_types.h:90:27: error: expected ',' or '}' before '__attribute__'
```""",
      T("PlatformIO"), T("Linux"), T("Arduino"), T("ESP32"),
      source="https://github.com/espressif/arduino-esp32/issues/6260", kind="issue",
      note="the header paths are absolute and inside PlatformIO's package cache; esp32dev is a board name; "
           "framework = arduino names the Arduino framework"),
    R("""Compilation problem in platformIO

Hi, your library look fine !
I am curently testing it, no problem in the arduino IDE but in platformIO I have this error messages : 
.pio/libdeps/esp32doit-devkit-v1/esp_dmx/src/esp_dmx.h:12:28: fatal error: hal/gpio_types.h: No such file or directory
.pio/libdeps/esp32doit-devkit-v1/esp_dmx/src/dmx_types.h:19:3: error: unknown type name 'uart_sclk_t'

Thanks for the kind words!

Which version of esp_dmx are you using? And are you using Arduino on PlatformIO?

Thank you for this quick response!
I am using ESP_DMX version 2.0.1. with Arduino on PlatformIO.
I am switching from atmega to ESP32.

Fortunately this is an easy fix! The problem is that PlatformIO uses an out-of-date version of the Arduino-ESP32 framework. I thought that this would have been fixed by them since the new version was released nearly three months ago.

To fix the issue, you will have to update the platform in your `platformio.ini` file. Change the line that says `platform = espressif32` so that it reads `platform = https://github.com/platformio/platform-espressif32.git#feature/arduino-upstream`. Then you can rebuild your project.""",
      T("PlatformIO"), T("Arduino IDE"), T("esp_dmx"), T("Arduino"), T("ESP32"), T("Arduino-ESP32"),
      source="https://github.com/someweisguy/esp_dmx/issues/23", kind="issue",
      note=".pio/libdeps/... are paths inside the dependency folder, hal/gpio_types.h an include name, "
           "platformio.ini bare (none labelled); atmega is a chip family"),
    R("""Compile errors with platformio

The echo example included in this library throws the following errors with platformio:

```
In file included from src/main.cpp:6:0:
.pio/libdeps/mcp23017_test/MCP23S17/src/MCP23S17.h:83:27: error: expected ')' before '*' token
         MCP23S17(SPIClass *spi, uint8_t cs, uint8_t addr);
                           ^
.pio/libdeps/mcp23017_test/MCP23S17/src/MCP23S17.h:47:16: error: an anonymous struct cannot have function members
 class MCP23S17 {
                ^
src/main.cpp:27:15: error: expected constructor, destructor, or type conversion before '(' token
 MCP23S17 Bank1(&SPI, chipSelect, 0);
               ^
*** [.pio/build/mcp23017_test/src/main.cpp.o] Error 1
```

What target are you trying to compile for?

this was for esp32 wrover-kit in platformio

The the ESP32 core probably""",
      T("PlatformIO"), T("ESP32"), F("src/main.cpp"),
      source="https://github.com/MajenkoLibraries/MCP23S17/issues/10", kind="issue",
      note=".pio/libdeps/... inside the dependency folder (not labelled); the .pio/build/... object file is a build "
           "output (not labelled, doubtful); MCP23S17 is the library (a chip's name)"),
    R("""Error with compiling for ESP32

### Configuration

**Operating system**:
OSX 10.13.6 
**PlatformIO Version** (`platformio --version`):
PlatformIO on VSCode, version 5.0.0 
### Description of problem
I tried to compile the recent tasmota Dev Branch for the ESP32Dev Board. 
It stops with following Error:
*** [tasmota/StackThunk_light.cpp] /Volumes/Macintosh SD/Benutzer/myUsername/Downloads/Github/Tasmota/.pioenvs/tasmota32-DE/.sconsign37.dblite: No such file or directory

Ive tried to reinstall the whole PlatformIO/VSCode stuff. Deleted the .platformio Folder end tried it again. 
Nothing from that Works. 
I also tried the 2.0.0 Framework from Espressif32

#### Steps to Reproduce

1. Install VS Code + Platformio v5
2. Download Tasmota latestDev 
3. Try to Build tasmota32 Enviroment""",
      T("macOS"), T("PlatformIO"), T("VS Code"), T("Tasmota"), T("ESP32"), F("tasmota/StackThunk_light.cpp"),
      source="https://github.com/platformio/platformio-core/issues/3659", kind="issue",
      note="OSX is macOS; the .sconsign path is absolute"),
    # ---------------------------------------------------------------- Strapi
    R("""Custom api routes and controllers return 404 not found

**Informations**
- **Node.js version**: 9.11.2
- **npm version**: 6.0.0
- **Strapi version**: 3.0.0-alpha.12.6
- **Database**: MongoDB
- **Operating system**: Windows 10

**What is the current behavior?**
After creating an API with `Content Type Builder`, I tried to include a new `router` and `controller` in a GET method, but it returns 404 status with not found error.

```json
{"statusCode":404,"error":"Not Found","message":"Not Found"}
```

**Steps to reproduce the problem**
- Create a simple API using `Content Type Builder`
- Include a new router, e.g.:

path: `api/arquivo/config/routes.json`
```json
{
      "method": "GET",
      "path": "/arquivo/latest",
      "handler": "Arquivo.latestDigitalOcean",
      "config": {
        "policies": []
      }
    },
```

- Include a new controller function for this router

path: `api/arquivo/controllers/Arquivo.js`
```js
  latestDigitalOcean: async (ctx) => {
    ctx.status = 200;
    return ctx.send('Hello World!');
  },
```

- Acess it in `http://localhost:1337/arquivo/latest`

Changing the order make it work again, any reason why ?""",
      T("Node.js"), T("npm"), T("Strapi"), T("MongoDB"), T("Windows"), T("JavaScript"),
      F("api/arquivo/config/routes.json"), F("api/arquivo/controllers/Arquivo.js"), E("GET /arquivo/latest"),
      source="https://github.com/strapi/strapi/issues/1522", kind="issue",
      note="the route defined in routes.json with its method (it answered once the order changed); the js fence; "
           "Content Type Builder is Strapi's own plugin"),
    R("""new custom GET endpoint must contains params

**Describe the bug**
after initial a new endpoint in `GET` method, will return me 404 (already enable this endpoint on admin portals)

**Steps to reproduce the behavior**
1. add new endpoint in `routes.json` as bellow
```js
...
{
   "method": "GET",
   "path": "/model/lookup",
    "handler": "model.lookup",
    "config": {
         "policies": []
    }
}
```
2. create new controller functions in `model.js`
```js
...
async lookup(ctx) {
    let entities;
    entities = await strapi.query("model").find({});
    return entities.map(entity => {
         sanitizeEntity(entity, {model: strapi.models.model})
    })
},
```
3. enable `lookup` api in admin portal
4. call `localhost:1337/model/lookup` in `GET` method (for this case i use browser)

**System**
- Node.js version: v10.9.0
- Strapi version: beta.18.7
- Database: mongodb (mlab)
- Operating system: windows""",
      T("JavaScript"), T("Node.js"), T("Strapi"), T("MongoDB"), T("mLab"), T("Windows"), E("GET /model/lookup"),
      source="https://github.com/strapi/strapi/issues/5246", kind="issue",
      note="the route defined in routes.json (it 404s because of route order, still a defined route); routes.json and "
           "model.js bare; mlab is the MongoDB host mLab"),
    # ---------------------------------------------------------------- PocketBase
    R("""pb_hooks api return 404

I create a pb_hooks/main.pb.js file with the following code ``

routerAdd("GET", "/myapp/hello/", (c) => {
  let name = c.pathParam("name");

  return c.json(200, { message: "Hello " });
});
``

but now when I get /api/myapp/hello it retuns 404.
What could be the issue

There is no `/api/` prefix in the registered endpoint.

Your public endpoint would be `https://example.com/myapp/hello/`.""",
      F("pb_hooks/main.pb.js"), E("GET /myapp/hello/"),
      source="https://github.com/pocketbase/pocketbase/issues/3366", kind="issue",
      note="PocketBase's JS hooks (routerAdd) but PocketBase not named in the excerpt; /api/myapp/hello is a request "
           "no route answers (not labelled)"),
    R("""Support pb_hooks directory introduced by PocketBase 0.17.0

See https://github.com/benallfree/pockethost/discussions/271

@benallfree I wasn't sure if i needed to commit and push changes from `/ssl/pockethost.test.crt` and `/ssl/pockethost.test.key`.

I manually tested this feature with a local PB instance on a locally-run pockethost stack.
I included these three files in the `pb_hooks` directory to test.

`route.test.pb.js`
```
/// <reference path="../pb_data/types.d.ts" />

routerAdd("POST", "/test/:testId", (c) => {
  const testId = c.pathParam("testId");

  return c.json(200, {
    testId
  });
});
```

---

The one thing missing i'm unsure about to be honest is the `/pb_data/types.d.ts` file which seems to have landed with pocketbase in 0.17.0. It's only there for a slightly improved developer experience - but i'm unsure how i would go about adding it to each n""",
      T("PocketBase"), T("PocketHost"), F("../pb_data/types.d.ts"), E("POST /test/:testId"),
      source="https://github.com/pockethost/pockethost/pull/272", kind="issue",
      note="PocketHost (PocketBase hosting) written pockethost (SURFACES); /ssl/... and /pb_data/types.d.ts written "
           "with a leading slash (absolute, not labelled); route.test.pb.js bare"),
    # ---------------------------------------------------------------- Supabase CLI
    R("""`supabase deploy` inconsistent state error

**Describe the bug** 

Since v1.136.2 at least, running `supabase functions deploy` has been giving issues where the function seems to be deployed successfully but we always get a 500 response when we call the edge function. This deployment is happening from our GH actions workflow using the [setup-cli](https://github.com/supabase/setup-cli) action with the necessary permissions and project ID, which worked for previous CLI versions.

I'm not sure what the `supabase/setup-cli` is doing internally, it seems like it is running a docker container rather than the deploy command on the workflow runner host. When we call the edge function, we get 500 errors, with no logs generated in the dashboard, only the invocation error (see screenshot)

The current solution to this is that we have to manually deploy from our main branch locally into supabase with the same cli command.

**To Reproduce**

Steps to reproduce the behavior:
1. Setup GH actions with supabase/setup-cli to run `supabase function deploy`
2. Deploy a function with the `supabase functions deploy`
3. Call the function endpoint.""",
      T("Supabase"), T("GitHub Actions"), T("Docker"),
      source="https://github.com/supabase/cli/issues/1934", kind="issue",
      note="the Supabase CLI (supabase functions deploy) labelled Supabase; setup-cli is Supabase's action"),
    R("""Error loading supabase-js while deploying edge function

**Describe the bug**
supabase-js fails to load while deploying the edge function. The same edge function was successfully deployed a couple hours ago and this issue suddenly started happening

**To Reproduce**
Steps to reproduce the behavior:
1. run `supabase functions deploy`
2. I got the following error:
`Download https://esm.sh/@supabase/supabase-js@2
Error: failed to load 'https://esm.sh/@supabase/supabase-js@2': Import 'https://esm.sh/@supabase/supabase-js@2' failed: error sending request for url (https://esm.sh/@supabase/supabase-js@2): error trying to connect: invalid peer certificate: Expired`""",
      T("supabase-js"), T("Supabase"),
      source="https://github.com/supabase/cli/issues/2122", kind="issue",
      note="esm.sh only inside URLs (not labelled)"),
    # ---------------------------------------------------------------- Podman
    R("""Compose does not work with podman in rootless mode

normally with docker you would do this: (use the equivalent for podman)
```
cd /wherever your docker-compose.yml is
chown -R 1000:1000 ./
docker compose up -d --force-recreate
docker compose logs -f
```

Thanks @guillevc. Ended up using the `userns_mode: keep-id` along with 
```bash
podman-compose --in-pod 0 up -d
```
to start the container successfully.""",
      T("Podman"), T("Docker"), T("Docker Compose"), T("podman-compose"),
      source="https://github.com/guillevc/yubal/issues/88", kind="issue",
      note="docker compose (the plugin) as Docker Compose; docker-compose.yml bare; a ```bash fence is the page's highlighting, not Bash named (the convention of fresh to fresh-9 and the synthetic corpus)"),
    R(""""Hello World" case fails with operation not permitted

I'm using this `yml` file:

```yaml
version: '2'
services:
  hello_world:
    image: ubuntu
    command: [/bin/echo, 'Hello world']
```

And this command:

```
podman-compose -f docker-compose-hello-world.yml up
using podman version: podman version 3.1.0
podman pod create --name=unity --share net
8396b79e97b77502b70957d055d9d7d837f691173ced0ce95c92906f64d62e6b
0
podman create --name=unity_hello_world_1 --pod=unity --label io.podman.compose.config-hash=123 --label io.podman.compose.project=unity --label io.podman.compose.version=0.0.1 --label com.docker.compose.container-number=1 --label com.docker.compose.service=hello_world --add-host hello_world:127.0.0.1 --add-host unity_hello_world_1:127.0.0.1 ubuntu /bin/echo Hello world
✔ docker.io/library/ubuntu:latest
Trying to pull docker.io/library/ubuntu:latest...
Getting image source signatures
Copying blob a70d879fa598 skipped: already exists
Writing manifest to image destination
Storing signatures
  Error processing tar file(exit status 1): operation not permitted
Error: Error committing the finished image: error adding layer with blob "sha256:10e6159c56c084c858f5de2416454ac0a49ddda47b764e4379c5d5a147c9bf5f": Error processing tar file(exit status 1): operation not permitt""",
      T("podman-compose"), T("Podman"), T("Ubuntu"),
      source="https://github.com/containers/podman-compose/issues/286", kind="issue",
      note="trap: unity is the pod's name (the project folder), not the game engine; ubuntu as the container image; "
           "the yaml fence a data format"),
    R("""Compose does not work with a rootless podman machine on windows

### Bug description

I am trying to use a compose installed through a Podman Desktop to spin up flask compose example [1]. I am also having a default podman machine installed on laptop via podman desktop. This machine is rootless. On a cli, I run `docker-compose.exe up -d` in a flask folder and get: `Error response from daemon: crun: creating cgroup directory `/sys/fs/cgroup/misc/docker/buildx/libpod-e8e918dd83ea5605e3b70e5c37ccd65262eb0534377fb56d8ca29d02058f3dd9`: No such file or directory: OCI runtime attempted to invoke a command that was not found`

[1]: https://github.com/docker/awesome-compose/tree/master/flask

### Operating system

Windows 10

### Steps to reproduce

1. Checkout awesome-compose repo
2. Install podman desktop (1.3.0-next), install podman 4.6.1.
3. Initialize and start podman machine (podman-machine-default - gonna be rootless)
4. Install compose via download button (2.20.3)
5. Set it to be installed system wide
6. Open Cli and check availability of docker-compose.exe on a PATH
7. checkout to a folder with `flask` sample
8. Run `DOCKER_HOST=npipe:////./pipe/podman-machine-default docker-compose.exe up -d`""",
      T("Podman Desktop"), T("Podman"), T("Flask"), T("Docker Compose"), T("crun"), T("Windows"),
      source="https://github.com/podman-desktop/podman-desktop/issues/3560", kind="issue",
      note="docker-compose.exe is Docker Compose; the flask compose example is a Flask app; crun the OCI runtime; "
           "the cgroup path is absolute; buildx only inside that path"),
    R("""`podman compose` fails with `failed to connect to docker API`

### Issue Description

Unable to run `docker-compose` projects with `podman compose`.

That failure happens on Fedora 43.

```sh
$ podman compose -f container-compose.yml up
>>>> Executing external compose provider "/usr/libexec/docker/cli-plugins/docker-compose". Please see podman-compose(1) for how to disable this message. <<<<

unable to get image 'docker.io/library/rabbitmq:3.8.16-management-alpine': failed to connect to the docker API at unix:///run/user/1000/podman/podman.sock; check if the path is correct and if the daemon is running: dial unix /run/user/1000/podman/podman.sock: connect: no such file or directory
Error: executing /usr/libexec/docker/cli-plugins/docker-compose -f container-compose.yml up: exit status 1
```

While `docker compose` works good on the same system.""",
      T("Docker Compose"), T("Podman"), T("Fedora"), T("podman-compose"), T("Docker"), T("RabbitMQ"),
      source="https://github.com/podman-container-tools/podman/issues/29768", kind="issue",
      note="rabbitmq as the image the compose file pulls (doubtful); container-compose.yml bare; the socket paths absolute"),
    R("""[RFE]Make docker-compose work with rootless podman

I've tried docker-compose with rootless podman, but that doesn't currently work:

```
siretart@x1:~/git/awesome-compose/gitea-postgres$ docker-compose -H unix:/run/user/1000/podman/podman.sock up
Pulling gitea (gitea/gitea:latest)...
76146dacacd305f5bbb4af41b6d107c06679db432fd1b5de4dd9577a56789dcf: pulling image () from docker.io/gitea/gitea:latest 
Pulling db (postgres:alpine)...
Creating gitea-postgres_gitea_1 ... error
Creating gitea-postgres_db_1    ... 

ERROR: for gitea-postgres_db_1  network connect is not enabled for rootless containers

ERROR: for gitea  network connect is not enabled for rootless containers
ERROR: Encountered errors while bringing up the project.
```

What would it take to make network connect work for rootless mode? Is that on the roadmap?

as you can see, the network stack is problematic ... it has not specifically been discussed.  I'm not terribly versed on the cni usage for rootless but i'll ask""",
      T("Docker Compose"), T("Podman"), T("Gitea"), T("PostgreSQL"), T("CNI"),
      source="https://github.com/podman-container-tools/podman/issues/9169", kind="issue",
      note="gitea and postgres as the services pulled; cni is the Container Network Interface"),
    # ---------------------------------------------------------------- Crossplane
    R("""Unable to create resource using Inline source

### What happened?

Trying to import terraform module to crossplane. 

Package installed : crossplane/provider-terraform:master

ProviderConfig looks like below:

```
apiVersion: tf.crossplane.io/v1alpha1
kind: ProviderConfig
metadata:
  name: aws
spec:
  credentials:
    - secretRef:
        namespace: crossplane-system
        name: aws-creds
        key: creds
      source: Secret
      filename: aws-creds.json
```

Resource.yaml looks like this.

```
apiVersion: tf.crossplane.io/v1alpha1
kind: Workspace
metadata:
  name: s3bucket
spec:
  forProvider:
    source: Inline
    module: |
      resource "aws_s3_bucket" "b" {
        bucket = "my-tf-test-bucket"
        tags = {
          Name        = "crossplane"
          Environment = "Demo"
        }
      }
```""",
      T("Terraform"), T("Crossplane"), T("provider-terraform"), T("Amazon S3"),
      source="https://github.com/crossplane-contrib/provider-terraform/issues/37", kind="issue",
      note="the aws_s3_bucket resource makes an S3 bucket (s3bucket); Resource.yaml and aws-creds.json bare"),
    R("""aws-provider failed to create aws.upbound.io/v1beta1/ProviderConfig with --enable-management-policies set

### What happened?

Deploying Crossplane via Terraform Helm Provider, with `--enable-management-policies` set causes an error when applying a ProviderConfig manifest:

```
kubectl_manifest.crossplane_provider_config: Creating...
╷
│ Error: aws-provider failed to create kubernetes rest client for update of resource: resource [aws.upbound.io/v1beta1/ProviderConfig] isn't valid for cluster, check the APIVersion and Kind fields are valid
│
│   with kubectl_manifest.crossplane_provider_config,
│   on main.tf line 192, in resource "kubectl_manifest" "crossplane_provider_config":
│  192: resource "kubectl_manifest" "crossplane_provider_config" {
│
╵
Releasing state lock. This may take a few moments...
```

Deploys fine otherwise, except I want to be able to use the new observe functionality.

### How can we reproduce it?

```
terraform {
  backend "s3" {
    bucket         = "some-terraform-remote-state"
    key            = "some-eks/eks-resources/crossplane"
    region         = "eu-west-1"
    dynamodb_table = "some-terraform-remote-state"
  }

  # Required because the Terraform Kubernetes provider isn't as convenient.
  required_providers {
    kubectl = {
      source  = "gavinbunney/kubectl"
      version = ">= 1.7.0"
    }
  }
}
```""",
      T("Crossplane"), T("Terraform"), T("Helm"), T("Kubernetes"), T("Amazon S3"), T("DynamoDB"), T("AWS"),
      source="https://github.com/crossplane/crossplane/issues/4042", kind="issue",
      note="the s3 backend and its DynamoDB lock table; kubectl as Terraform's kubectl provider; main.tf bare"),
    R("""Handle provider configuration differences with Terraform

### What problem are you facing?

There are some differences between Crossplane and Terraform on which fields are passed as provider configuration vs resource specification. A good example of this is "region" field for AWS, which is part of provider configuration on Terraform side but part of resource spec for Crossplane.

### How could Terrajet help solve your problem?

We need to discuss how to handle these differences and presumably follow Crossplane's conventions which would require some changes during schema generation and conversion side.""",
      T("Crossplane"), T("Terraform"), T("AWS"), T("Terrajet"),
      source="https://github.com/crossplane/terrajet/issues/33", kind="issue"),
    # ---------------------------------------------------------------- Ollama clients
    R("""ConnectError

what should i do?
ConnectError: [WinError 10061] No connection could be made because the target machine actively refused it

It seems ollama is either not running or the client isn't configured to use a non-default host value. The default is `http://127.0.0.1:11434`

This library needs a running ollama instance. If one is running on a non-default host or port, you can configure the library by either creating a custom client `ollama.Client(host='')` or by setting OLLAMA_HOST

@mxyng its not working either""",
      T("Ollama"),
      source="https://github.com/ollama/ollama-python/issues/27", kind="issue",
      note="the Python client of Ollama; OLLAMA_HOST an environment variable"),
    R("""Unable to set Client host, httpx.ConnectError

Hi there!

I'm trying to run an instance of ollama Client and set the host. As shown in the documentation (https://github.com/ollama/ollama-python?tab=readme-ov-file#custom-client) I see the code should work, but prociding any host but the OLLAMA_HOST environment variable (or 11434 as default if OLLAMA_HOST does not exist), gives me 
`httpx.ConnectError: [Errno 111] Connection refused`

I put the code of an interactive session:

Python 3.10.12 (main, Sep 11 2024, 15:47:36) [GCC 11.4.0] on linux
Type "help", "copyright", "credits" or "license" for more information.
>>> client = Client(host='http://localhost:11435')
>>> response = client.chat(model='llama3.1', messages=[
...   {
...     'role': 'user',
...     'content': 'Why is the sky blue?',
...   },
... ])

```
Traceback (most recent call last):
  File "/home/bermudez/.local/lib/python3.10/site-packages/httpx/_transports/default.py", line 72, in map_httpcore_exceptions
    yield
  File "/home/bermudez/.local/lib/python3.10/site-packages/httpx/_transports/default.py", line 236, in handle_request
    resp = self._pool.handle_request(req)
```""",
      T("Ollama"), T("HTTPX"), T("Python"),
      source="https://github.com/ollama/ollama-python/issues/295", kind="issue",
      note="llama3.1 is a model; the interpreter banner's GCC and linux not labelled; site-packages paths absolute"),
    R("""Issue connecting to 11434 for local model query following sample

I'm following this example as a basis for getting started:
https://www.youtube.com/watch?v=tvs350imHLY
https://gist.github.com/mneedham/eec9246a5ce95dc792f2e73b16dfe78e

Everything is working good except for actually running the query:
`response = query_engine.query("What is my question?")`

Which throws an error connecting to the Ollama service that was started:
`requests.exceptions.ConnectionError: HTTPConnectionPool(host='localhost', port=11434): Max retries exceeded with url: /api/generate/ (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7fa201bb77f0>: Failed to establish a new connection: [Errno 111] Connection refused'))`

Also tried this instead of query_engine.query - but same error:
```
url = "http://localhost:11434/api/generate"
data = {
    "model": "llama2",
    "prompt": "What is my question?"
}
response = requests.post(url, json=data)
```

Running:
WSL  -  Ubuntu 22.04.3 LTS
Python 3.10""",
      T("Ollama"), T("Requests"), T("urllib3"), T("Windows Subsystem for Linux"), T("Ubuntu"), T("Python"),
      source="https://github.com/ollama/ollama/issues/1411", kind="issue",
      note="a client's POST to Ollama's /api/generate written as a URL, not as METHOD /path (no endpoint labelled); "
           "llama2 is a model"),
    R("""'Connection refused' Error

After I installed llm-ollama, simple command raises `httpx.ConnectError: [Errno 111] Connection refused`

```
llm -m llama2:latest 'How much is 2+2?'
```

```
Traceback (most recent call last):
  File "/home/haje01/.local/bin/llm", line 8, in <module>
    sys.exit(cli())
  File "/home/haje01/.local/lib/python3.10/site-packages/click/core.py", line 1157, in __call__
    return self.main(*args, **kwargs)
  File "/home/haje01/.local/lib/python3.10/site-packages/click/core.py", line 1078, in main
    rv = self.invoke(ctx)
  File "/home/haje01/.local/lib/python3.10/site-packages/llm/cli.py", line 799, in models_list
    for model_with_aliases in get_models_with_aliases():
```""",
      T("llm-ollama"), T("HTTPX"),
      source="https://github.com/taketwo/llm-ollama/issues/3", kind="issue",
      note="llm-ollama is the LLM CLI's Ollama plugin; the llm command itself is too generic a word to label (doubtful); "
           "click only inside site-packages paths"),
    R("""Ollama Integration Issue

C:\\Users\\Admin>ollama list
NAME                        ID              SIZE    MODIFIED
qwen3-coder:480b-cloud      e30e45586389    -       6 days ago
deepseek-v3.1:671b-cloud    d3749919e45f    -       6 days ago
gpt-oss:120b-cloud          569662207105    -       6 days ago
gpt-oss:20b-cloud           875e8e3a629a    -       6 days ago

C:\\Users\\Admin>curl http://localhost:11434
Ollama is running
C:\\Users\\Admin>curl http://127.0.0.1:11434
Ollama is running
C:\\Users\\Admin>

litellm.exceptions.APIConnectionError: litellm.APIConnectionError: OllamaException - Cannot connect to host localhost:11434 ssl:default [Connect call failed ('127.0.0.1', 11434)]""",
      T("Ollama"), T("LiteLLM"),
      source="https://github.com/agent0ai/agent-zero/issues/748", kind="issue",
      note="qwen3-coder, deepseek-v3.1 and gpt-oss are models; curl not labelled"),
    # ---------------------------------------------------------------- Airflow providers and plugins
    R("""ImportError: cannot import name 'SalesforceToFileOperator' from 'airflow.operators' (/opt/python3.8/lib/python3.8/site-packages/airflow/operators/__init__.py)

Hi,

I am working with a dag and I am getting this import error. This is my code:

```
from airflow.operators import SalesforceToFileOperator
```

I took a look at Airflow's github - airflow/airflow/operators and I don't see a SalesforceToFileOperator. Could it be possible that we are missing one more level of information (calling a python.py file)?

Could it possible be in the airflow.contrib.operators directory?""",
      T("Airflow"), T("GitHub"),
      source="https://github.com/TheF1rstPancake/airflow-salesforce/issues/3", kind="issue",
      note="Salesforce only inside the operator's name; airflow/airflow/operators is a directory; python.py bare"),
    R("""ImportError: No module named acme.operators.dwh_operators

Hello

I'm running airflow locally, and I followed the tutorial as far "drop DAGS into Airflow."  I'm now getting errors that look like this:

ERROR - Failed to import: /home/trent/airflow/dags/product_staging.py
Traceback (most recent call last):
  File "/home/trent/.local/lib/python2.7/site-packages/airflow/models/dagbag.py", line 236, in process_file
    m = imp.load_source(mod_name, filepath)
  File "/home/trent/airflow/dags/product_staging.py", line 18, in <module>
    from acme.operators.dwh_operators import PostgresToPostgresOperator
ImportError: No module named acme.operators.dwh_operators

This is happening for every dag.  I checked, and $AIRFLOW_HOME/dags/acme/operators/dwh_operators.py exists on my machine.  What do I need to do to get it to import correctly?""",
      T("Airflow"),
      source="https://github.com/gtoonstra/etl-with-airflow/issues/21", kind="issue",
      note="the DAG paths are absolute, the dwh_operators.py path starts with $AIRFLOW_HOME (not labelled, doubtful); "
           "Postgres only inside an operator's name"),
    R("""Fix import error for dummy operator

To fix below error

```[2018-12-17 18:20:02,045] {plugins_manager.py:101} ERROR - Failed to import plugin /Users/sumitm/airflow/plugins/prometheus_exporter/prometheus_exporter.py
[2018-12-17 18:20:02,048] {plugins_manager.py:100} ERROR - cannot import name 'DummyOperator'
Traceback (most recent call last):
  File "/Users/sumitm/work/incubator-airflow/airflow/plugins_manager.py", line 89, in <module>
    m = imp.load_source(namespace, filepath)
  File "/Users/sumitm/airflow/plugins/prometheus_exporter/tests/dags/dummy_dag.py", line 3, in <module>
    from airflow.operators import DummyOperator
ImportError: cannot import name 'DummyOperator'```
```

Interesting that this test is passing. Do you use development Airflow branch?

@elephantum no it was even failing for me on Airflow 1.8.2 and python 2.7 as well.""",
      T("Airflow"), T("Python"),
      source="https://github.com/epoch8/airflow-exporter/pull/39", kind="issue",
      note="the exporter is a Prometheus exporter, but Prometheus is only inside absolute paths (not labelled)"),
    # ---------------------------------------------------------------- Tauri plugins
    R(""""program not allowed on the configured shell scope" despite using correct configuration example from documentation

I'm experiencing this issue on Tauri v2 now after running `.execute()` on the [default code from the `shell` plugin documentation](https://v2.tauri.app/reference/javascript/shell/), specifically the `run-git-commit` command. This is despite listing the `program` name in `tauri.conf.json`, under tauri-plugin-shell > scope.

### tauri.conf.json
```
  "plugins": {
    "tauri-plugin-shell": {
      "scope": ["add-pid", "run-git-commit"]
    }
  }
```

### default.json
```
{
  "$schema": "../gen/schemas/desktop-schema.json",
  "identifier": "default",
  "description": "Capability for the main window",
  "windows": ["main"],
  "permissions": [
    "core:default",
    "opener:default",
    "shell:default",
    "shell:allow-spawn",
    {
      "identifier": "shell:allow-execute",
      "allow": [
        {
          "name": "run-git-commit",
          "cmd": "git",
          "args": ["commit", "-m", { "validator": "\\\\S+" }]
        }
      ]
    }
  ]
}
```""",
      T("Tauri"), T("tauri-plugin-shell"), T("Git"), F("../gen/schemas/desktop-schema.json"),
      source="https://github.com/tauri-apps/plugins-workspace/issues/2418", kind="issue",
      note="tauri.conf.json and default.json bare; git is the program the capability allows"),
    # ---------------------------------------------------------------- Ansible collections
    R("""Module failure on ansible-core

@m-kratochvil change your playbook to define collection:

collections:
 - f5networks.f5_modules
 
then remove f5networks.f5_modules from module name leaving: bigip_lx_package and retry, also that error is not coming from the f5 ansible module.

also to add to this, at some point we will be requiring users to run their playbooks inside an execution supported execution environment. We will make that announcement when it comes to this.

@wojtek0806 
Thanks for the reply. I had the collection specified as you mentioned already, so just removed the redundant specification from the task itself, leaving just `bigip_lx_package`. The playbook still fails with the same error.""",
      T("ansible-core"), T("Ansible"),
      source="https://github.com/F5Networks/f5-ansible/issues/2176", kind="issue",
      note="f5networks.f5_modules is the collection, bigip_lx_package a module (F5 BIG-IP not labelled, doubtful)"),
    R("""ERROR [ansible-playbook]: couldn't run ansible-playbook when using collections

I have ensure that the requisite collections are installed and available in my environment, and verified that a trivial playbook using only builtin commands is called without issue. However, If I include a collection task I just get:
(using `TF_LOG_PROVIDER=DEBUG`)
```
2023-06-16T15:39:39.483Z [DEBUG] provider.terraform-provider-ansible_v1.1.0: 2023/06/16 15:39:39 ERROR [ansible-playbook]: couldn't run ansible-playbook
2023-06-16T15:39:39.483Z [DEBUG] provider.terraform-provider-ansible_v1.1.0: pure.yml! There may be an error within your playbook.
2023-06-16T15:39:39.483Z [DEBUG] provider.terraform-provider-ansible_v1.1.0: exit status 2
```

I have tried everything I can think to make this work but it just refuses. Any ideas?

If I run the playbook directly with ansible-playbook in the same environment, there is no issue.
All executing on localhost and connection:local  and hosts:localhost are specified.""",
      T("Ansible"), T("terraform-provider-ansible"),
      source="https://github.com/ansible/terraform-provider-ansible/issues/41", kind="issue",
      note="ansible-playbook is Ansible's command; Terraform itself only inside the provider's name and TF_LOG_PROVIDER "
           "(not labelled separately, doubtful); pure.yml bare"),
    R("""[General] - No module named 'ansible.errors'

@mikehulsman I was not able to reproduce the issue, but could you try the possible fix I've implemented:
```bash
ansible-galaxy collection install git+https://github.com/ansibleguy/collection_opnsense.git
```

I think this happens if the execution environment can not load the Ansible core modules. (_the same behavior as if the modules were run on a remote host; only 'ansible.module_utils.*' are available_)
This might explain why it does not happen to everyone.
Therefor I added a 'catch' for the only 'core-import'.

Thanks

@ansibleguy 

Now the module error is vanished, and the task is running fine.""",
      T("Ansible Galaxy"), T("Ansible"),
      source="https://github.com/O-X-L/ansible-opnsense/issues/24", kind="issue",
      note="OPNsense only inside the git URL (not labelled); a ```bash fence is the page's highlighting, not Bash named (the convention of fresh to fresh-9 and the synthetic corpus)"),
    R("""[list] - Error parsing metadata

I am having issues with doing the example https://opnsense.ansibleguy.net/en/latest/modules/2_list.html
Probably doing something wrong.

ansibleguy.opnsense 1.2.0  
ansible-base           2.10.8
ansible-lint           5.4.0

I am getting the current output

```
[WARNING]: errors were encountered during the plugin load for ansibleguy.opnsense.list: ["error parsing
collection metadata: unhashable type: 'dict'"]

PLAY [Test Alias] *******************************************************************************************

TASK [Pulling aliases] **************************************************************************************
An exception occurred during task execution. To see the full traceback, use -vvv. The error was: ValueError: ansible_collections.ansibleguy.opnsense.__spec__ is None
fatal: [localhost]: FAILED! => {"msg": "Unexpected failure during module execution.", "stdout": ""}
...ignoring
```""",
      T("ansibleguy.opnsense"), T("ansible-base"), T("ansible-lint"),
      source="https://github.com/O-X-L/ansible-opnsense/issues/11", kind="issue",
      note="the collection ansibleguy.opnsense (it drives OPNsense firewalls; OPNsense itself not labelled)"),
    # ---------------------------------------------------------------- Sentry SDK
    R("""Flask integration not capturing exceptions

No matter what I do, exceptions are not appearing in the project.

Run this script from the docs, substituting a DSN:

```python
import sentry_sdk
import flask
from sentry_sdk.integrations.flask import FlaskIntegration

print(flask.__version__)
sentry_sdk.init(
    dsn="https://actual_dsn_here@sentry.io/some_number",
    integrations=[FlaskIntegration()]
)

app = flask.Flask(__name__)


@app.route('/')
def trigger_error():
    division_by_zero = 1 / 0


app.run()
```

The logs show the exception when visiting the index:

```
1.1.1
 * Serving Flask app "scratch_540" (lazy loading)
 * Environment: production
   WARNING: This is a development server. Do not use it in a production deployment.
   Use a production WSGI server instead.
 * Debug mode: off
INFO:werkzeug: * Running on http://127.0.0.1:5000/ (Press CTRL+C to quit)
ERROR:scratch_540:Exception on / [GET]
```""",
      T("Flask"), T("Sentry"), T("Python"), T("Werkzeug"), E("GET /"),
      source="https://github.com/getsentry/sentry-python/issues/617", kind="issue",
      note="the route @app.route('/') answers GET, as the log's 'Exception on / [GET]' shows (doubtful: a bare /); "
           "sentry_sdk is Sentry's Python SDK; WSGI a standard"),
    R("""Sentry integration in talisker 0.9.3 does not catch exceptions from views

Uncaught exceptions from the `/_status/test/sentry` endpoint, and uncaught exceptions when loading the application are correctly reported. However, uncaught exceptions from flask views are not reported, making the sentry integration not terribly useful.

My test view is this:

```python
def breaks():
    raise Exception("This should be reported")
```

Hitting this view with `curl` results in a 500 response, but no report in sentry.

In case it's relevant, the modules we're running are:

```
Flask==0.12
gunicorn==19.7.1
raven==6.0.0
requests==2.13.0
talisker==0.9.1
Werkzeug==0.12.1
```

Just checked, and it works for me.

How is the flask app configured? Does it follow http://talisker.readthedocs.io/en/latest/flask.html""",
      T("Sentry"), T("Talisker"), T("Flask"), T("Python"), T("Gunicorn"), T("Raven"), T("Requests"), T("Werkzeug"),
      source="https://github.com/canonical-ols/talisker/issues/78", kind="issue",
      note="the module list trimmed to six of its lines; raven is Sentry's old Python client; /_status/test/sentry has "
           "no method (not labelled); curl not labelled"),
    # ---------------------------------------------------------------- Grafana Loki
    R("""Loki distributed - entry out of order

Hello, 🖖 

since this morning, I have the following problem :

```
level=error ts=2021-10-13T12:47:04.141526172Z caller=client.go:355 component=client host=gateway-loki.x.net msg="final error sending batch" status=400 error="server returned HTTP status 400 Bad Request (400): entry with timestamp 2021-10-13 12:47:03.107206725 +0000 UTC ignored, reason: 'entry out of order' for stream: {app_kubernetes_io_component=\\"gateway\\", app_kubernetes_io_instance=\\"loki\\", app_kubernetes_io_name=\\"loki\\", container=\\"nginx\\", filename=\\"/var/log/pods/monitoring_loki-gateway-7f8dbff4f7-5phl2_1ca2cb81-b7ff-49f1-8720-e29e72f9178f/nginx/0.log\\", job=\\"monitoring/\\", namespace=\\"monitoring\\", pod=\\"loki-gateway-7f8dbff4f7-5phl2\\", pod_template_hash=\\"7f8dbff4f7\\", stream=\\"stderr\\"},"
```

I've 2 instances of gateway in there instances, i see this logs :

```
10.42.3.165 - - [13/Oct/2021:12:48:57 +0000]  400 "POST /loki/api/v1/push HTTP/1.1" 727 "-" "promtail/" "IP"
10.42.3.165 - - [13/Oct/2021:12:48:57 +0000]  400 "POST /loki/api/v1/push HTTP/1.1" 4084 "-" "promtail/" "IP"
10.42.3.165 - - [13/Oct/2021:12:48:58 +0000]  204 "POST /loki/api/v1/push HTTP/1.1" 0 "-" "promtail/" "IP"
```""",
      T("Grafana Loki"), T("Nginx"), T("Promtail"), E("POST /loki/api/v1/push"),
      source="https://github.com/grafana/loki/issues/4467", kind="issue",
      note="the gateway's access log of Loki's push route (answered 400 and 204); nginx is the gateway's container; "
           "the pod log path absolute"),
    R("""Grafana loki reports 'Entry out of order'

```
loki_1     | level=warn ts=2019-01-06T19:07:05.044194968Z caller=gokit.go:46 method=/logproto.Pusher/Push duration=85.439µs request="&PushRequest{Streams:[&Stream{Labels:{PRIORITY=\\"6\\", SYSLOG_FACILITY=\\"0\\", SYSLOG_IDENTIFIER=\\"kernel\\", _BOOT_ID=\\"255a3d02873b482ab3c3ba031c981005\\", _HOSTNAME=\\"christoph-thinkpad-sport\\", _TRANSPORT=\\"kernel\\"},Entries:[{1970-01-01 00:00:06.60649 +0000 UTC thinkpad_acpi: ThinkPad BIOS N22ET48W (1.25 ), EC unknown}],}],}" err="Entry out of order" msg="gRPC\\n"
loki_1     | level=warn ts=2019-01-06T19:07:05.044542981Z caller=gokit.go:43 msg="POST /api/prom/push (500) 1.223078ms Response: \\"rpc error: code = Unknown desc = Entry out of order\\\\n\\" ws: false; Accept-Encoding: gzip; Content-Length: 316; Content-Type: application/x-protobuf; User-Agent: Go-http-client/1.1; "
```""",
      T("Grafana Loki"), T("gRPC"), E("POST /api/prom/push"),
      source="https://github.com/hikhvar/journaldtail/issues/1", kind="issue",
      note="Loki's own log of its push route answering 500; /logproto.Pusher/Push is a gRPC method; protobuf a format; "
           "the project (journaldtail) ships journald entries"),
    # ---------------------------------------------------------------- Kafka clients
    R("""The group is rebalancing, re-joining

I am getting below error every few minutes. Below are the logs for the same .
"level":"ERROR","timestamp":"XXX","logger":"kafkajs","message":"[Connection] Response Heartbeat(key: 12, version: 1)","broker":"XXXX","clientId":"kafkajs","error":"The group is rebalancing, so a rejoin is needed","correlationId":12,"size":10}
{"level":"ERROR","timestamp":"XXXX","logger":"kafkajs","message":"[Runner] The group is rebalancing, re-joining","groupId":"XXX","memberId":"kafkajs-XXXX","error":"The group is rebalancing, so a rejoin is needed","retryCount":0,"retryTime":261}.

Can you please look into this issue.

Hi @LakhsmiC, this is a common error in Kafka. If the rebalance is happening too frequently, it means that eachMessage or eachBatch are taking too long and the consumer is been kicked out of the group. The default session timeout and heartbeat interval are quite small, it's recommended to adjust those values to something that matches the type of workload you are doing. maxBytes defaults to 10MB which can be too much depending on what you are doing in the consumer, take a look at this: https://kafka.js.org/docs/faq#what-does-it-mean-to-get-rebalance-in-progress-errors""",
      T("KafkaJS"), T("Kafka"),
      source="https://github.com/tulios/kafkajs/issues/375", kind="issue",
      note="KafkaJS written kafkajs in the logs (SURFACES)"),
    R("""What to do with error : KafkaJSProtocolError: The group is rebalancing, so a rejoin is needed

Everything work great, but when a rebalance is happening on my consumer group, this error is logged and my service crash.

I see that the error : REBALANCE_IN_PROGRESS is no-retriable on the code and here https://kafka.apache.org/protocol#protocol_error_codes

Is it normal the whole nodejs app crash, what we should do to make it more robust ?

Details logs: 

> Response Heartbeat(key: 12, version: 3) {
>   timestamp: '2023-02-07T11:03:21.042Z',
>   logger: 'kafkajs',
>   broker: 'XXXXX',
>   clientId: 'XXXXX',
>   error: 'The group is rebalancing, so a rejoin is needed',
>   correlationId: 107,
>   size: 10
> } Connection ERROR
> 
> /home/node/app/node_modules/kafkajs/src/protocol/error.js:581
>   return new KafkaJSProtocolError(errorCodes.find(e => e.code === code) || unknownErrorCode(code))
>          ^
> KafkaJSProtocolError: The group is rebalancing, so a rejoin is needed""",
      T("Node.js"), T("KafkaJS"),
      source="https://github.com/tulios/kafkajs/issues/1527", kind="issue",
      note="nodejs is Node.js; the node_modules path absolute and inside a dependency; Kafka only in a URL "
           "and inside KafkaJSProtocolError"),
    R("""FailedToRebalanceConsumerError

events.js:72
        throw er; // Unhandled 'error' event
              ^
FailedToRebalanceConsumerError: Exception: NODE_EXISTS[-110]
    at new FailedToRebalanceConsumerError (/home/project/recommend/node_modules/kafka-node/lib/errors/FailedToRebalanceConsumerError.js:11:11)
    at /home/project/recommend/node_modules/kafka-node/lib/highLevelConsumer.js:170:51
    at /home/project/recommend/node_modules/kafka-node/lib/highLevelConsumer.js:416:17
    at /home/project/recommend/node_modules/kafka-node/node_modules/async/lib/async.js:254:17

两个客户端运行就报错. highlevelconsumer 用java client可以同groupid运行多个, 为何nodejs的就报错.

这个错误我只在这种情况下见过，通过 `CTRL+C` 关闭当前的进程然后立刻重新启动建议你看下log。建议看下log：DEBUG=kafka-node:* node sth.js，同时consumer应该监听 `error` 事件""",
      T("kafka-node"), T("Java"), T("Node.js"),
      source="https://github.com/SOHU-Co/kafka-node/issues/183", kind="issue",
      note="Chinese comments: the Java client runs several consumers with one group id, the nodejs one fails; "
           "node_modules paths absolute; events.js and sth.js bare; async only inside a path"),
    # ---------------------------------------------------------------- Istio / Envoy
    R("""Upsteam error issue [503] since side-car-istio-proxy cannot connect to pilot

istio 0.8.0 (mTLS disabled, also no control plane security)
k8s 1.9.5
cilium 1.1.0

Steps
   Redeploy a service with new version

Expect result:
   service can be accessed through istio-ingress

Actual result,
   It show 503 upstream error issue.

From attached side-car istio-proxy log, it show cannot connect to istio-pilot.
```
[2018-06-07 23:03:32.170][16][info][main] external/envoy/source/server/server.cc:396] starting main dispatch loop
[2018-06-07 23:03:37.170][16][warning][upstream] external/envoy/source/common/config/grpc_mux_impl.cc:235] gRPC config stream closed: 14, no healthy upstream
```

Same issue:
istio 0.8.0
gke: 1.10

Deploy using quick start:
kubectl apply -f install/kubernetes/istio-demo-auth.yaml

Deploy sample app:
https://istio.io/docs/guides/bookinfo/

Test:
curl -o /dev/null -s -w "%{http_code}\\n" http://${GATEWAY_URL}/productpage

Returns:
upstream connect error or disconnect/reset before headers""",
      T("Istio"), T("Kubernetes"), T("Cilium"), T("gRPC"), T("Google Kubernetes Engine"),
      F("install/kubernetes/istio-demo-auth.yaml"),
      source="https://github.com/istio/istio/issues/6085", kind="issue",
      note="external/envoy/source/... are Envoy's source paths inside the proxy's build (not labelled, doubtful; Envoy "
           "itself only inside them); mTLS a protocol; /productpage only in a URL"),
    R("""my service failed with 503 err and msg "upstream connect error or disconnect/reset before headers"

Hi,

I deployed istio 0.6.0 on a K8s cluster version 1.8.3, and the official sample BookInfo worked fine on the cluster. I have written my own service named "hello-test" in python and manually injected istio sidecar (enovy-debug).  

Now I'm trying to deploy two instances of "hello-test" hoping every one sends a hello message(in HTTP GET request) to each other and waits response from peer.

But I get the http 503 response and error message "upstream connect error or disconnect/reset before headers". 

BTW, they work fine if I run two instances directly in K8s cluster whitout any istio sidecar, so i guess it has nothing to do with my code or service.yaml config file 

Is this an envoy config issue? Or some other?
Can someone please take a look?""",
      T("Istio"), T("Kubernetes"), T("Python"), T("Envoy"),
      source="https://github.com/envoyproxy/envoy/issues/2990", kind="issue",
      note="K8s is Kubernetes; enovy-debug a misspelt image name; BookInfo is Istio's sample; service.yaml bare"),
    R("""Emby: some requests fail with "upstream connect error"

**Bug description**

Since upgrading to istio 1.5.1, some requests to a pod running Emby (with an istio-proxy sidecar) are consistently returning 503 errors with the message "upstream connect error or disconnect/reset before headers. reset reason: connection termination". I've verified that emby is serving the requests correctly. The same pods were working fine with istio 1.4.3.

**Expected behavior**

Requests to emby pods running istio-proxy return the upstream response.

**Steps to reproduce the bug**

1. Apply the following manifest to install emby:

```
apiVersion: apps/v1
kind: Deployment
metadata:
  name: emby
spec:
  replicas: 1
  template:
    spec:
      containers:
        - name: emby
          image: "emby/embyserver:4.4.2.0"
          ports:
            - name: http
              containerPort: 8096
              protocol: TCP
          livenessProbe:
            httpGet:
              path: /
              port: http
```""",
      T("Istio"), T("Emby"),
      source="https://github.com/istio/istio/issues/23020", kind="issue",
      note="Emby the media server; the probe's httpGet path / is not an endpoint with its method"),
    # ---------------------------------------------------------------- OpenTelemetry SDKs and the Collector, Jaeger
    R("""Connection Refused error when using OTLPHTTP Exporter

**Describe the bug**
I tried to use OTLPHTTP exporter to export my traces from OTLP HTTP receiver. 

**Steps to reproduce**
Configure the .yaml configuration file, then run the .yaml configuration file using the otelcol-contrib binary.
Please refer to the "OpenTelemetry Collector configuration" section for the configurations.

**What did you expect to see?**
I expect to see the traces in the endpoint configured in OTLPHTTP exporter.

**What did you see instead?**
I see error on the log in the Console.
Error message
error   exporterhelper/queued_retry.go:175      Exporting failed. No more retries left. Dropping data.  {"kind": "exporter", "data_type": "traces", "name": "otlphttp", "error": "interrupted due to shutdown failed to make an HTTP request: Post \\"http://<host>:<port>/v1/traces\\": dial tcp <Link>: connect: connection refused", "dropped_items": 2}

**What version did you use?**
v0.75.0""",
      T("OpenTelemetry Collector"),
      source="https://github.com/open-telemetry/opentelemetry-collector/issues/7811", kind="issue",
      note="otelcol-contrib is the Collector's contrib distribution; OTLP is OpenTelemetry's protocol (not labelled "
           "apart); exporterhelper/queued_retry.go is the caller field of the Collector's own log (not labelled, "
           "doubtful); the POST goes to a placeholder URL, not a route"),
    R("""Unable to send metrics to OpenTelemetry collector - Failed to connect to localhost :4318

Since you have collector running in a different container I doubt that your application can reach it at `localhost:4318`. You should be using collectors address instead of localhost. Your collector configuration also looks wrong to me, won't the collector end up exporting traces to itself?

you are right, that is typo mistake, doing so many back and forth to get this working. I made change to exporter. Apology for that.

I can access other service that is in same docker compose file prometheus, Grafana, Tempo with localhost but only issue is with otel-collector service.  I tried with ip address also, as mentioned in my upper comment. 172.21.0.2:4318

I tried all, getting `Failed to connect`  with the options like ip, localhost and 

with  otel-collector:4318(http/protobuf) or otel-collector:4317 (gRPC) below error

```
 [OkHttp http://otel-collector:4318|4317/...] ERROR io.opentelemetry.exporter.internal.http.HttpExporter - Failed to export logs. The request could not be executed. Full error message: Connection reset
service-layer  | java.net.SocketException: Connection reset
DEBUG io.opentelemetry.sdk.logs.export.BatchLogRecordProcessor$Worker - Exporter failed
```""",
      T("OpenTelemetry Collector"), T("Docker Compose"), T("Prometheus"), T("Grafana"), T("Grafana Tempo"), T("gRPC"),
      T("OkHttp"),
      source="https://github.com/open-telemetry/opentelemetry-java-instrumentation/issues/12180", kind="issue",
      note="Tempo is Grafana Tempo (SURFACES); otel-collector the compose service; protobuf a format; the Java "
           "agent's package names (io.opentelemetry...) not labelled apart"),
    R("""Errors Prompt when using Opentelemetry Python Instrumentation --traces_exporter otlp_proto_http

**Describe your environment**
Linux Env
x86-64_linux_4.12_ImageSLES12SP5

Using python env
Python Env Version - Python 3.7.4, [GCC 4.7.2]

Packages Installed
opentelemetry
opentelemetry_api-1.17.0.dist-info
opentelemetry_distro-0.38b0.dist-info
opentelemetry_exporter_otlp_proto_http-1.17.0.dist-info
opentelemetry_instrumentation-0.38b0.dist-info
opentelemetry_instrumentation_flask-0.38b0.dist-info
opentelemetry_sdk-1.17.0.dist-info

**Steps to Reproduce**
I am using opentelemetry-instrument to send telemetry to Opentelemetry Collector. 
Command
bin/opentelemetry-instrument --traces_exporter otlp_proto_http --metrics_exporter none --exporter_otlp_traces_insecure true --exporter_otlp_endpoint http://0.0.0.0:5000 flask run --host=0.0.0.0

**What is the expected behavior?**
I expect to see the telemetry sent and display in http://0.0.0.0:5000

**What is the actual behaviour?**
Conflicting values for traces OTLP exporter protocol, using 'otlp_proto_http'
Exception while exporting Span batch.
requests.exceptions.ConnectionError: HTTPConnectionPool(hos""",
      T("Linux"), T("Python"), T("OpenTelemetry"), T("OpenTelemetry Collector"), T("Flask"), T("Requests"),
      F("bin/opentelemetry-instrument"),
      source="https://github.com/open-telemetry/opentelemetry-python/issues/3287", kind="issue",
      note="the package list trimmed; bin/opentelemetry-instrument is the script run from the virtualenv (a relative "
           "path, doubtful); SLES only glued inside an image name; GCC in the interpreter banner not labelled"),
    R("""Quickstart doesn't work with connection refused (http works)

Right from the quickstart: https://opentelemetry.io/docs/collector/quick-start/

Staring container
```sh
IMAGE="ghcr.io/open-telemetry/opentelemetry-collector-releases/opentelemetry-collector:0.148.0"

docker run \\
  -p 127.0.0.1:4317:4317 \\
  -p 127.0.0.1:4318:4318 \\
  -p 127.0.0.1:55679:55679 \\
  $IMAGE
```

Trying to send it GRPC data
```sh
telemetrygen traces --otlp-insecure --traces 3
```

I get a bunch of errors
```
2026-03-27T13:00:24.593-0400    INFO    traces/traces.go:53     starting gRPC exporter
2026-03-27T13:00:24.593-0400    INFO    grpclog/component.go:69 [core] original dial target is: "localhost:4317"        {"grpc_log": true}
2026-03-27T13:00:24.593-0400    INFO    channelz/trace.go:200   [core] [Channel #1] Channel created for target "localhost:4317" {"grpc_log": true}
```""",
      T("Docker"), T("gRPC"), T("telemetrygen"),
      source="https://github.com/open-telemetry/opentelemetry-java-instrumentation/issues/17155", kind="issue",
      note="the Collector only inside the image name (not labelled separately, doubtful); telemetrygen is the "
           "Collector's load generator; the caller fields (traces/traces.go) are log locations, not labelled"),
    R("""[Bug]: COLLECTOR OTLP connect: connection refused

### What happened?

I want a setup where OpenTelemetry Collector exports data using OTLP protocol to Jaeger Collector . I want to move away from OpenTelemetry Jaeger exporter since it will be deprecated in July 2023. The Jaeger exporter works fine but i see issues with OTLP protocol.

This is a docker-compose based setup and I have already enabled OTLP collector via environment variable COLLECTOR_OTLP_ENABLED: "true" 

This setup works only if data is sent to port 4317 on Jaeger service. Because I have multiple service using OTLP 4317 hence I mapped the docker host port 24317 to Jaeger docker container port 4317 .  This I did to avoid port 4317 conflict on my host machine.
Now if my OTLP collector sends data to 24317, it get connection refused error.

Work around : I dig around the Jaeger CLI configs and found that I can chage the port of Jaeger GRPC server it self to 24137 using COLLECTOR_OTLP_GRPC_HOST_PORT and it works .""",
      T("OpenTelemetry Collector"), T("Jaeger"), T("OpenTelemetry"), T("Docker Compose"), T("Docker"), T("gRPC"),
      source="https://github.com/jaegertracing/jaeger/issues/4386", kind="issue",
      note="the compose file's port list cut; OTLP is OpenTelemetry's protocol"),
]
