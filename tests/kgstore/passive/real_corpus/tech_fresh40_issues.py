"""A fortieth fresh held-out set ("fresh-40"), the issues part: GitHub issue and pull-request threads on topics the
corpus has little of -- game engines and game dev tooling (Phaser, Bevy editor plugins, LÖVE and LOVR, Unity
plugins), audio/video and media servers (yt-dlp with FFmpeg, an SRS FFmpeg build, GStreamer built with vcpkg), GIS and maps
(GDAL's ogr2ogr into PostGIS, QGIS, Leaflet, MapLibre styles and TileServer GL), scientific Python and Jupyter
extensions (napari with npe2, a JupyterLab server extension), browser extensions moving to Manifest V3 (Chrome and
Firefox WebExtensions), payments and e-mail back ends quoting their routes (Laravel with Mollie, Django with
django-paypal, Fastify and Hono mailers, Express with Nodemailer, Nextcloud Mail, EmailEngine, WildDuck) and
blockchain dev tools (Hardhat, Foundry's Forge, ethers.js) -- 48 texts, eight of them not in English or partly not
(Chinese, French, Spanish, Korean; one more has a Ukrainian HTML template), from repositories no earlier set used. Each is the thread's title followed by its body and
maybe a comment or two, kept as written (code blocks, logs, stack traces, route files, review-thread file headers and
diffs, version lists as they appear; trimmed; screenshots dropped; the comments joined without their author lines).
Three of them label nothing at all.

Every text was taken from a stored public copy of the thread at the address given and labelled by hand, blind,
without running the extractor on it, by the earlier sets' conventions: technologies under their usual canonical name
(any spelling in the text), a code fence's language but not a shell's or a diff's; data formats, everyday shell
utilities, sites, placeholders and names only inside URLs, absolute or dependency paths, image tags, user agents or
dotted identifiers not labelled; relative file paths as written (a :N line number dropped), bare file names, folders
and import specifiers not; an endpoint only as "METHOD /path" where the text gives the method for that path (a route
in code, a README or PR route list, a request the app's own route answers even with 401 or 500, a curl -X to the
app's own server written as a URL) and writes the whole path with its leading slash -- a request no handler accepts
(404), a path with no method, a Laravel route written without its leading slash and a route whose mounted full path
is never written are not labelled. Nobody tunes the extractor on these texts: the benchmark scores them as their own
split (``--split fresh-40``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "LÖVE": ("LOVE",),
    "ethers.js": ("ethers",),
    "TileServer GL": ("Tileserver-GL", "tileserver-gl-light"),
    "dj-stripe": ("djstripe",),
    "Cloudflare Workers": ("Cloudflare Worker",),
}

CASES = [
    R(r"""Panic with 0.10, can't use

I just tried to add `bevy_editor_pls = "0.4"` but now my app panics at startup 100% of the time:

> thread 'main' panicked at 'alloc::borrow::Cow<str> not registered', C:\Users\xxx\.cargo\registry\src\index.crates.io-6f17d22bba15001f\bevy-inspector-egui-0.18.3\src\inspector_egui_impls\mod.rs:121:28

So I have no idea what happened, but today I tried again and everything works. I'm quite confused, I didn't change anything.

Closing for now, can re-open if that pops back again for me or someone else.

To anyone who encounters this in the future: It seems to happen if the `DefaultPlugins` from bevy is being added to the app _before_ the editor plugin. The solution is the ensure the default plugins are added first.""",
      T("bevy_editor_pls"), T("Bevy"),
      source="https://github.com/jakobhellermann/bevy_editor_pls/issues/75", kind="issue",
      note="bevy-inspector-egui named only inside an absolute registry path, not labelled; DefaultPlugins an identifier"),
    R(r"""Tilemap won't load

## Version

* Phaser Version: 3.22.0

* Operating system: Windows 10

## Description

I am loading a tilemap via csv and can't get even a simple example to load properly. Rather than the map loading I get the following warnings:
`Invalid Tilemap Layer ID: world`
`Valid tilelayer names: layer`

## Example Test Code

```js
import Phaser from 'phaser'

const config = {
  type: Phaser.AUTO,
  parent: 'game',
  width: 800,
  height: 600,
  scene: {
    preload,
    create,
    update
  }
}

const game = new Phaser.Game(config)

function preload() {
  this.load.image('tiles', './src/assets/images/tiles.png')
  this.load.tilemapCSV('map', './src/assets/maps/map.json')
}

function create() {
  const map = this.make.tilemap({ key: 'map', tileWidth: 16, tileHeight: 16 })
  const tileset = map.addTilesetImage('tileset', 'tiles')
  const layer = map.createStaticLayer('world', tileset, 0, 0)
}

function update(time, delta) {

}
```""",
      T("Phaser"), T("Windows"), T("JavaScript"),
      F("./src/assets/images/tiles.png"), F("./src/assets/maps/map.json"),
      source="https://github.com/phaserjs/phaser/issues/4996", kind="issue",
      note="```js fence -> JavaScript; the ./ paths kept as written; csv a data format"),
    R(r"""Preload tilemap

Hi,
I have an issue, when i try to preload a json tilemap.
this.load.tilemap('level1', 'assets/level1.json', null, Phaser.Tilemap.TILED_JSON);
I get "Phaser' is not defined" in my terminal.
How can I load the tilemap properly?

Your game runs without a tilemap? It's correct how you load the tilemap.

Phaser is not defined look like your game can't find Phaser what means that bower didn't install phaser. You can do 'bower install' in the game directory to get phaser.""",
      T("Phaser"), T("Bower"), F("assets/level1.json"),
      source="https://github.com/julien/generator-phaser/issues/19", kind="issue"),
    R(r"""Fail with an error if items can't be merged instead of warning

### Checklist

- [X] I'm reporting a feature request
- [X] I've verified that I'm running yt-dlp version **2021.11.10.1**. ([update instructions](https://github.com/yt-dlp/yt-dlp#update))
- [X] I've searched the [bugtracker](https://github.com/yt-dlp/yt-dlp/issues?q=) for similar issues including closed ones. DO NOT post duplicates
- [X] I've read the [guidelines for opening an issue](https://github.com/yt-dlp/yt-dlp/blob/master/CONTRIBUTING.md#opening-an-issue)

### Description

Currently, if you are using a file format flags, this warning appears _after_ you have already downloaded something:

> WARNING: You have requested merging of multiple formats but ffmpeg is not installed. The formats won't be merged.

Leaving you with a pile of files downloaded that you'd have to fix yourself.

Instead, this warning should be a hard error before anything gets downloaded. ffmpeg can't be found, you requested a file merge, and the command won't do what you want. 

> ERROR: You have requested merging of multiple formats but ffmpeg is not installed. Please install ffmpeg and re-run your command.

You don't need to fix it yourself. Just install ffmpeg and re-run the command""",
      T("yt-dlp"), T("FFmpeg"),
      source="https://github.com/yt-dlp/yt-dlp/issues/1840", kind="issue",
      note="CONTRIBUTING.md only inside a URL, not labelled"),
    R(r"""Invalid srid in postgis when importing data by ogr2ogr

I am using postgis 12 with postgis 3.0.0 and gdal 3.0.0 to copy data in it. The command i am using is

`ogr2ogr -f "PostgreSQL" PG:"host=127.0.0.1 dbname=db user=user port=5432 password=1" "file.geojson" -nln mutable`

The issue here is when i check the srid of the output table it is 900914 which is not correct in my case it should be 2223. To fix this i have to manually specify EPSG code by adding '-t_srs EPSG:2223'. This was not needed with previous version of ogr2ogr and postgis 2.5.

please attach such a geojson file

Here is a geojson file.

(This is a actually a ESRI JSON file). The file only contains a WKT without a EPSG code attached to it. When trying with GDAL 2.4, I also don't get automatic identification, so this does not seem to be an issue specific of GDAL 3""",
      T("PostGIS"), T("GDAL"), T("ogr2ogr"), T("PostgreSQL"),
      source="https://github.com/OSGeo/gdal/issues/2007", kind="issue",
      note="ogr2ogr is GDAL's converter, labelled under its own name (not in the lexicon); PostgreSQL named as the "
           "output driver; file.geojson a bare file name; GeoJSON, ESRI JSON, WKT and EPSG codes are formats"),
    R(r"""db manager give SRID error by vector file import

**Describe the bug**
By using db manager to import a layer to Postgresql (file or layer) the operation fails every time. With many differents files or layers. Error messages : 
"Error 2
Creation of data source "public"."abords" failed: 
ERROR:  AddGeometryColumn() - invalid SRID
CONTEXT:  PL/pgSQL function addgeometrycolumn(character varying,character varying,character varying,character varying,integer,character varying,integer,boolean) line 50 at RAISE
SQL statement "SELECT public.AddGeometryColumn('',$1,$2,$3,$4,$5,$6,$7)"
PL/pgSQL function addgeometrycolumn(character varying,character varying,character varying,integer,character varying,integer,boolean) line 5 at SQL statement"

**How to Reproduce**
1 Launch DB manager
2 Select database 
3 Select shapefile or layer in project
4 Fill the options in import vector layer popup menu
5 Validate 
Then error message appear.

**QGIS and OS versions**
QGIS version | 3.12.0-București | QGIS code revision | 409bcf8eaa
-- | -- | -- | --
Compiled against Qt | 5.12.4 | Running against Qt | 5.12.4
Compiled against GDAL/OGR | 2.4.2 | Running against GDAL/OGR | 2.4.2
Compiled against GEOS | 3.7.2-CAPI-1.11.2 | Running against GEOS | 3.7.2-CAPI-1.11.2 b55d2125
Compiled against SQLite | 3.29.0 | Running against SQLite | 3.29.0""",
      T("QGIS"), T("PostgreSQL"), T("PL/pgSQL"), T("Qt"), T("GDAL"), T("GEOS"), T("SQLite"),
      source="https://github.com/qgis/QGIS/issues/34839", kind="issue",
      note="DB Manager is QGIS's own plugin, not labelled apart; GEOS (geometry engine) labelled under its name though "
           "the lexicon lacks it; shapefile a format"),
    R(r"""Migrate Chrome extension to Manifest V3

- Updated manifest.json to version 3.
- Refactored background.js to a service worker, using chrome.storage.local for state management.
- Replaced deprecated V2 APIs (browserAction, extension.connect) with their V3 equivalents (action, runtime.connect).
- Verified content_script.js and options.js for V3 compatibility.""",
      T("Chrome"),
      source="https://github.com/fransr/postMessage-tracker/pull/11", kind="issue",
      note="Manifest V3 is a version of the extension manifest format, not labelled; manifest.json, background.js, "
           "content_script.js and options.js bare file names; chrome.storage.local a dotted identifier"),
    R(r"""Simulating the transaction failed with error: Reverted without reason

### Version of Hardhat

2.22.8

### What happened?

When I deploy the contract,  I get the error:
[ ATBTokenModule ] failed ⛔

Futures failed during execution:
 - ATBTokenModule#ATBToken: Simulating the transaction failed with error: Reverted without reason

To learn how to handle these errors: https://hardhat.org/ignition-errors

### Minimal reproduction steps

Just the command:
npx hardhat ignition deploy ./ignition/modules/ATBToken.js --network tbsc

Hey @DongAoMainland, this is expected behaviour. It means the deployment transaction ran Solidity code that reverted.

I would check the constructor of the ATBToken to determine what code was being executed. You should also try it against a local hardhat node to see if that gives more information.

Hi @kanej , the issue is resolved.
The rootcase is the the contract call the pancake router v2. but use the wrong address.
Thank you!""",
      T("Hardhat"), T("Solidity"), F("./ignition/modules/ATBToken.js"),
      source="https://github.com/NomicFoundation/hardhat/issues/5588", kind="issue",
      note="Ignition only as a subcommand and inside a URL, not labelled apart; the pancake router a contract"),
    R(r"""improve: bump hardhat to 2.9.9

Hoping to resolve error where "missing revert data in call exception" gets thrown when simulating Optimism contract transactions that end up reverting

package.json:65
```diff
@@ -62,6 +62,7 @@
     "eslint-plugin-promise": "^5.1.0",
     "ethereum-waffle": "^3.0.0",
     "ethers": "^5.6.9",
+    "hardhat-deploy": "^0.11.10",
```
Had to also explicitly import `harhdat-deploy` because `hardhat.config.js` was throwing compile errors that some properties in `networks` like `saveDeployments` and `companionNetworks` weren't part of `HardhatNetworkConfig`. These are added as part of `hardhat-deploy`, which I guess wasn't a problem until we upgraded hardhat?""",
      T("Hardhat"), T("ethers.js"), T("hardhat-deploy"), T("Waffle"),
      source="https://github.com/across-protocol/relayer/pull/175", kind="issue",
      note="ethers and ethereum-waffle named as dependencies in the package.json diff; eslint-plugin-promise a lint "
           "plugin left unlabelled; Optimism here a chain; package.json and hardhat.config.js bare file names"),
    R(r"""feat: generate default style.json from custom tileserver

## Summary

Closes #2548 / resolves MM-69.

Users with custom MBTiles sources (Planetiler, etc.) need a `style.json` that references the specific `source-layer` names in their tileset. Previously there was no way to get a starter style for a custom tileserver — this PR adds a "Download Default Style" feature.

- **New utility** `src/server/utils/tileStyleGenerator.ts`: pure function that builds a valid MapLibre GL v8 `style.json` from a parsed TileJSON response. Assigns default colors and picks the correct layer type (fill/line/circle) based on the `geometry_type` hint in each `vector_layers` entry.
- **New backend route** `POST /api/map-styles/generate-from-tileserver`: fetches the TileJSON server-side (bypassing CORS), validates that `tiles` and `vector_layers` are present, and returns `{ style, filename }` for the client to download. Protected by `requirePermission('settings', 'write')`.
- **Updated `MapStyleManager.tsx`**: adds a "Generate from Tileserver" section below the existing URL import row. User enters their TileJSON URL (e.g. `http://tileserver:8080/data/v3.json`), clicks "Download Default Style", edits the downloaded file, and re-uploads via the existing upload flow.""",
      T("Planetiler"), T("MapLibre"), F("src/server/utils/tileStyleGenerator.ts"),
      E("POST /api/map-styles/generate-from-tileserver"),
      source="https://github.com/Yeraze/meshmonitor/pull/2551", kind="issue",
      note="MBTiles and TileJSON are formats; style.json and MapStyleManager.tsx bare file names; the tileserver URL a "
           "full URL"),
    R(r"""Use guidance for Tileserver-GL

Do there exist any examples showing how to use this style with Tileserver-GL?

Same question here : I tried to use this style with tileserver-gl-light.
What i did : 
- npm install -g tileserver-gl-light
- copy osm-liberty.json to /usr/lib/node_modules/tileserver-gl-light/node_modules/tileserver-gl-styles/styles
- copy all sprites from this repo to /usr/lib/node_modules/tileserver-gl-light/node_modules/tileserver-gl-styles/sprites

When i try osm-liberty I get this error in tileserver-gl-light : 
```
GET /styles/osm-liberty.json 500 38.043 ms - 1151
TypeError: Cannot read property 'replace' of undefined
    at fixUrl (/usr/lib/node_modules/tileserver-gl-light/src/serve_style.js:76:17)
    at /usr/lib/node_modules/tileserver-gl-light/src/serve_style.js:83:20
    at Array.forEach (native)
    at /usr/lib/node_modules/tileserver-gl-light/src/serve_style.js:81:37
```""",
      T("TileServer GL"), T("npm"), E("GET /styles/osm-liberty.json"),
      source="https://github.com/maputnik/osm-liberty/issues/10", kind="issue",
      note="the server's own style route answers 500, labelled; tileserver-gl-light is TileServer GL's light build, "
           "kept under the one name; express only inside absolute node_modules paths"),
    R(r"""Webhook failed with status code 405 (Got HTTP/1.1 405 Method Not Allowed instead of 20x)

```
Route::post('pay/status', function () {
    Log::info(request());
});

// Route::post('pay/status', ['as' => 'pay.status', 'uses' => 'PaymentController@statusPayment']);
Route::get('pay/start', ['as' => 'pay.start', 'uses' => 'PaymentController@startPayment']);
Route::get('pay/end/{order}', ['as' => 'pay.end', 'uses' => 'PaymentController@endPayment']);


Auth::routes();

Route::get('lang/{lang}', ['as'=>'lang.switch', 'uses'=>'LanguageController@switchLang']);

Route::get('/', 'DashboardController@index')->name('home');
Route::get('/home', 'DashboardController@index')->name('home');
Route::get('/dashboard', 'DashboardController@index')->name('dashboard');

Route::get('user/personalpermissions/{id}', 'UserController@personalPermissions')->name('users.personalpermissions');
Route::put('user/syncpermissions/{id}', 'UserController@syncPermissions')->name('users.syncpermissions');
```""",
      E("GET /home"), E("GET /dashboard"),
      source="https://github.com/mollie/laravel-mollie/issues/48", kind="issue",
      note="only the routes written with their leading slash are labelled (pay/status, pay/start, lang/{lang}, "
           "user/... are written without it); the bare root route '/' left out; the routes file is Laravel's but "
           "no name is written"),
    R(r"""Add webhook example(s)

As suggested in [#48](https://github.com/mollie/laravel-mollie/issues/48#issuecomment-401744080), a decent webhook example should be included in the documentation.

I guess Laravel has some way to create URLs from named routes, right? I'm more a Symfony guy myself.

The webhook route in the docs is fine, but I'll include an example controller as well, which also retrieves the payment object.

Stubbing this here for now, will first need to restructure readme a bit.

```php
// routes/web.php

Route::name('webhooks.mollie')->post('webhooks/mollie', 'MollieWebhookController@handle');
```

```php
// App/Http/Controllers/MollieWebhookController.php

class MollieWebhookController extends Controller""",
      T("Laravel"), T("Symfony"), T("PHP"),
      F("routes/web.php"), F("App/Http/Controllers/MollieWebhookController.php"),
      source="https://github.com/mollie/laravel-mollie/issues/52", kind="issue",
      note="```php fences -> PHP; the route 'webhooks/mollie' has no leading slash, no endpoint; Mollie only in "
           "identifiers and the URL here"),
    R(r"""Mollie Webhook failed with code 500 (Internal Server Error) Latavel Project

My Laravel project does not fit in Mollie webhookUrl. I have a 500 Internal Server Error.

My web.php route
`Route::name('webhooks.mollie')->post('webhooks/mollie', 'MollieWebhookController@handle');`

MollieController
`$payment = Mollie::api()->payments()->create([
            'amount' => [
                'currency' => 'EUR', // Type of currency you want to send
                'value' => $price . '.00', // You must send the correct number of decimals, thus we enforce the use of strings
            ],
            'description' => "Paiement de l'équipe: " . $request->name_equipe,
            'locale' => "fr_BE",//permet d'avoir le mail avec les info de virement en français
            'billingEmail' => $request->email,//envoie le mail info de virement à cette adresse.
            'redirectUrl' => route('payment.success'), // after the payment completion where you to redirect
            'webhookUrl'   => route('webhooks.mollie')
        ]);""",
      T("Laravel"), T("Mollie"),
      source="https://github.com/mollie/laravel-mollie/issues/184", kind="issue",
      note="partly French (code comments); web.php a bare file name; the route has no leading slash"),
    R(r"""Django 1.11 and python 3.6

```
Forbidden (CSRF cookie not set.): /paypal/
[22/Oct/2017 10:02:25] "POST /paypal/ HTTP/1.1" 403 2857
```
I'm stuck with this problem. How I can solve it properly because signals valid_ipn_received.connect cannot be trigger. Thank for your help

You should check your ```urls.py``` file, do you have this set ?

```python
url(r'^paypal/', include('paypal.standard.ipn.urls'))
```
[paypal.standard.ipn.views](https://github.com/spookylukey/django-paypal/blob/master/paypal/standard/ipn/views.py) are already decorated with ```csrf_exempt```, and you should not have this problem.

Thank you. Finally my problem was due to  migration files. Work good now !""",
      T("Django"), T("Python"), E("POST /paypal/"),
      source="https://github.com/spookylukey/django-paypal/issues/193", kind="issue",
      note="the app's own IPN route answers 403 (CSRF), labelled; ```python fence -> Python; urls.py bare; "
           "paypal.standard.ipn.urls a dotted module"),
    R(r"""IPN signal cannot be received, error code 403, receiving address /paypal/

Dear developer 

I tested the Paypal IPN signal using Django 2.0.1 and django-paypal 1.0.0, but the server would get 403 access denied. The notification link I set is 
`‘notify_url’: ‘http://{}{}’.format(host, reverse(‘paypal-ipn’))`. 

I checked **paypal/standard/ipn/urls.py** and found that Django couldn’t read 
`url(r’^$’, views.ipn, name="paypal-ipn")`
I changed it to 
`url(r’^ipn/$’, views.ipn, name="paypal-ipn")`
, and finally receive the IPN signal.

I don't know if this is a problem with my environment. If anyone has a similar problem, here is a solution.

It's possible there is a problem with the way you are including the urls - did you do it the same way as described in https://django-paypal.readthedocs.io/en/stable/standard/ipn.html ?""",
      T("PayPal"), T("Django"), T("django-paypal"), F("paypal/standard/ipn/urls.py"),
      source="https://github.com/spookylukey/django-paypal/issues/213", kind="issue",
      note="/paypal/ is written without a method here, no endpoint"),
    R(r"""Setup/node mailer

## Summary
- install  [fastify-nodemailer](https://github.com/lependu/fastify-nodemailer) & [mailgun transport](https://github.com/orliesaurus/nodemailer-mailgun-transport)
- create fastify-mail plugin that:
    - takes a transporter (mailgun in this case) 
    - creates `mail` decorator with `sendMail` method
 - create ` example.js` to test plugin
 
 ## Test Plan
 - in `example.js` input mailgun `api_key` and `domain` into `auth` object
 - input `recipient` in the `/sendmail` route
 - run `example.js`
     ```
     $ npm run example -- -l info -w
     ```
 - make GET request to `/sendmail`
     ````
     $ http localhost:3000/sendmail
     ````
- verify message is sent
- you should see response with message id""",
      T("fastify-nodemailer"), T("Mailgun"), T("npm"), E("GET /sendmail"),
      source="https://github.com/autotelic/fastify-mail/pull/4", kind="issue",
      note="the PR's own /sendmail route with GET written; fastify-mail is the repository's plugin itself; "
           "example.js a bare file name"),
    R(r"""feat: add email worker using Cloudflare Email Sending API

Adds a new `apps/email` Cloudflare Worker for sending transactional emails using the [Cloudflare Email Sending API](https://blog.cloudflare.com/email-service/) (`SEND_EMAIL` binding).

## Changes
- `apps/email/src/index.ts` — Hono worker with `POST /send` endpoint, validates request body with Zod against the `SendEmail.send()` builder signature
- `apps/email/wrangler.json` — Worker config with `send_email` binding
- `AGENTS.md` — Added email app to existing apps table

## Usage

```bash
curl -X POST https://<worker-url>/send \
  -H 'Content-Type: application/json' \
  -d '{
    "from": {"email": "noreply@tempo.xyz", "name": "Tempo"},
    "to": ["user@example.com"],
    "subject": "Hello from Tempo",
    "text": "Hello World!",
    "html": "<h1>Hello World!</h1>"
  }'
```

## Testing
```
cd apps/email && pnpm check  # biome + types pass
```""",
      T("Cloudflare Workers"), T("Hono"), T("Zod"), T("pnpm"), T("Biome"),
      F("apps/email/src/index.ts"), F("apps/email/wrangler.json"), E("POST /send"),
      source="https://github.com/tempoxyz/tempo-apps/pull/856", kind="issue",
      note="'Cloudflare Worker' is Cloudflare Workers; the Email Sending API is a Cloudflare service named only as "
           "such, not labelled apart; AGENTS.md bare; apps/email a folder"),
    R(r"""打包java插件，导入Unity后生成apk过程报错

我尝试自己将java插件打包成jar，之后我放进Unity:Assets/Plugins/Android/中，使用Internal方式构建Apk，之后报错CommandInvokationFailure: Unable to convert classes into dex format. （使用你们打包好的jar是没有问题的）

我可以问一下你们具体是怎么打包的嘛？或者我的流程有什么错？

环境：jdk8，Unity2017.4.26
流程：
使用命令（这一部分发现很多东西已经过时了）
```
javac -encoding UTF-8 -cp libs/android.jar;libs/android-support-v4.jar src/com/tencent/wetest/*.java -Xlint:deprecation
```
在java源文件目录下生成classes文件，然后将多余的Java源文件删除
再使用命令
```
jar cvf u3dautomation.jar src/com/tencent/wetest/*
```
生成jar包。

求大佬指导！万分感谢。""",
      T("Java"), T("Unity"), T("JDK"), F("libs/android.jar"), F("libs/android-support-v4.jar"),
      source="https://github.com/Tencent/GAutomator/issues/80", kind="issue",
      note="Chinese; jdk8 -> JDK; the *.java globs and Assets/Plugins/Android/ folder not files; Android only in "
           "paths"),
    R(r"""fix ffmpeg compile error in file 'auto/depends.sh'

这个commit([Squash #1685, #1282, #1547: Support ARM platform. 5.0.5](a594678e3dab9544762e854e34b0571173be696e))引入的新BUG。

**现象**：开启rtc后，ffmpeg推流失败，提示查找编码器失败，错误日志如下
```
serve error code=5011 : service cycle : rtmp: stream service : bridger init : init codec : enc init codec:13, channels:2, samplerate:48000, bitrate:48000 : Codec not found by name(13,libopus)
```
**原因**：在`auto/depends.sh`文件，ffmpeg编译模块，`--enable-encoder=libopus` 在 `--disable-everything`之前，导致配置未生效。
**解决**：调换顺序即可。""",
      T("FFmpeg"), T("libopus"), F("auto/depends.sh"),
      source="https://github.com/ossrs/srs/pull/2441", kind="issue",
      note="Chinese; SRS is not named in the text (only the repository); rtc and rtmp protocols, ARM a platform"),
    R(r"""Problème avec l'affichage des markers

Bonjour,

J'ai un problème avec l'affichage des markers lors de l'utilisation de la barre de recherche et du calcul d'itinéraire. Seuls l'ombre du marker apparaît, dans le meilleur des cas, tandis que le lien vers le marker proprement dit semble brisé.

J'ai essayé avec plusieurs version de Leaflet et de l'extension géoportail, et sur différents navigateurs. Le problème persiste comme vous pouvez le voir ici: [http://jbouffand.fr/cartes/cartefront/index.html](url) (exemple avec la version 1.1 de l'extension et la version 1.2 de Leaflet)

Le problème ne semble pas venir de Leaflet, dont les markers s'affichent sans problème. Quelqu'un a-t-il une solution?

Cordialement
Jérôme""",
      T("Leaflet"),
      source="https://github.com/IGNF/geoportal-extensions/issues/226", kind="issue",
      note="French; 'l'extension géoportail' left unlabelled (a generic mention of the project's own extension); "
           "index.html only inside a URL"),
    R(r"""Error al cargar capa

No puedo hacer que cargue la capa el complemento

Hola @SoleD81, gracias por tu comentario! Ya debe estar corregido en la nueva versión del plugin (v0.8.0). Probalo y decime cómo está. :)

Closed by #29""",
      source="https://github.com/nlebovits/censo-argentino-qgis/issues/27", kind="issue",
      note="Spanish; labels nothing: the QGIS plugin is only 'el complemento' / 'el plugin', QGIS is named only in the "
           "repository name"),
    R(r"""npe1 plugin readers broken by npe2 0.7.0

## 🐛 Bug

Hi, thanks for making napari!

I just upgraded to using npe2 v0.7.0 and noticed that if any installed plugin readers fail to return data, an error is raised rather than silently ignoring it (as was the case before npe2 0.7.0).

I'm fairly new to napari but, from what I can tell, every installed reader is used to read the data. If a readers fail to return data, [a `ValueError` is raised by npe2](https://github.com/napari/npe2/blob/main/src/npe2/io_utils.py#L169-L172) and napari will [catch and ignore it](https://github.com/napari/napari/blob/main/napari/plugins/_npe2.py#L57-L59). I guess the message in the `ValueError` was changed in npe2, meaning the errors are no longer being ignored by napari. And the result that no data is loaded into the gui.

I'll submit a pr shortly to update the expected error message from npe2

## Environment
```
napari: 0.5.0a2.dev84+g11c7d485
Platform: macOS-12.6.3-x86_64-i386-64bit
System: MacOS 12.6.3
Python: 3.10.10 | packaged by conda-forge | (main, Mar 24 2023, 20:17:34) [Clang 14.0.6 ]
Qt: 5.15.2
PyQt5: 5.15.9
NumPy: 1.24.2
SciPy: 1.10.1
Dask: 2023.4.0
VisPy: 0.12.2
magicgui: 0.7.2
superqt: unknown
in-n-out: 0.1.7
app-model: 0.1.4
npe2: 0.7.0
```""",
      T("napari"), T("npe2"), T("macOS"), T("Python"), T("conda-forge"), T("Clang"), T("Qt"), T("NumPy"),
      T("SciPy"), T("Dask"), T("VisPy"), T("magicgui"), T("superqt"), T("in-n-out"), T("app-model"),
      source="https://github.com/napari/napari/issues/5738", kind="issue",
      note="every library in the version list labelled; PyQt5 is a lexicon spelling of Qt, covered by T('Qt'); npe1 "
           "the old plugin engine's short name, not labelled; io_utils.py and _npe2.py only inside URLs"),
    R(r"""config error: no prefix found in Remapping Provider

### Component

Forge

### Have you ensured that all of these are up to date?

- [X] Foundry
- [X] Foundryup

### What version of Foundry are you on?

forge 0.2.0 (dd7c88f 2022-07-08T00:06:14.769137084Z)

### What command(s) is the bug in?

forge build

### Operating System

Linux

### Describe the bug

Message:  failed to extract foundry config
Location: config/src/lib.rs:374

This is a bug. Consider reporting it at https://github.com/foundry-rs/foundry

Can you post the relevant files (foundry.toml and remappings.txt) please?

Your remappings are not correct, remappings are in the format `<src>=<target>`, e.g. if you have a file `lib/forge-std/src/Test.sol` and you want to import it as `forge-std/Test.sol`, then the remapping would be `forge-std/=lib/forge-std/src/`""",
      T("Forge"), T("Foundry"), T("Foundryup"), T("Linux"),
      F("config/src/lib.rs"), F("lib/forge-std/src/Test.sol"),
      source="https://github.com/foundry-rs/foundry/issues/2251", kind="issue",
      note="forge-std/Test.sol is an import specifier (the remapped name), not labelled; foundry.toml and "
           "remappings.txt bare; forge-std/ and lib/forge-std/src/ folders"),
    R(r"""forge.toml remappings not working.

I have a forge.toml file like this:
```toml
[default]
src = 'src'
out = '.forge/out'
libs = ['src/contracts/Libraries']
remappings = ['hardhat/=node_modules/hardhat/', '@openzeppelin/=node_modules/@openzeppelin/', 'hardhat-deploy/=node_modules/hardhat-deploy/']
```

and when i run `forge test` im getting this error:
```bash
▶ forge test
compiling...
Error:
   0: "/Users/username/code/workspace/solidity_project/contracts/node_modules/@openzeppelin/contracts/contracts/token/ERC20/IERC20.sol": No such file or directory (os error 2)

Location:
   /rustc/db9d1b20bba1968c1ec1fc49616d4742c1725b4b/library/core/src/result.rs:1911
```""",
      T("Forge"),
      source="https://github.com/foundry-rs/foundry/issues/583", kind="issue",
      note="hardhat, @openzeppelin and hardhat-deploy appear only as remapping prefixes to node_modules paths, not "
           "labelled; ```toml a config format fence, ```bash a shell's; the .sol and .rs paths absolute; "
           "forge.toml bare"),
    R(r"""LOVE game engine not working.

even if i copy and paste code it does nothing, even if i just make a circle is just a blank screen. And if i use debug mode it says this: Error

Syntax error: main.lua:12: ')' expected near '1'

Traceback

[C]: at 0x548ad550
[C]: in function 'require'
[C]: in function 'xpcall'
[C]: in function 'xpcall' even if i copy and paste code it doesent work. its either a black screen or this error. I tried re installing LOVE and visual studio code and it still does this. sometimes the "main.lua" tab has a diffrent font. what does that mean?

Please show the code here. And the error screen tells you that you have a syntax error with your code, you are missing `)`. Please recheck your code and make sure it's correct.""",
      T("LÖVE"), T("VS Code"),
      source="https://github.com/love2d/love/issues/1696", kind="issue",
      note="LOVE is LÖVE's plain spelling (SURFACES); main.lua a bare file name"),
    R(r"""Game won't run, throws this error

I cloned this repo and I tried running the game but kept getting an error. 

```
conf.lua:5: attempt to index field 'screen' (a nil value)
Error: main.lua:301: attempt to call field 'setMode' (a nil value)
stack traceback:
    main.lua:301: in function 'updateScale'
    main.lua:45: in function 'load'
    [string "boot.lua"]:407: in function <[string "boot.lua"]:399>
    [C]: in function 'xpcall'
```

I'm using LOVE 0.9.1  for Max OSX 10.8.5""",
      T("LÖVE"),
      source="https://github.com/SimonLarsen/iyfct/issues/2", kind="issue",
      note="'Max OSX' a typo for Mac OS X, left unlabelled; conf.lua, main.lua, boot.lua bare file names"),
    R(r"""Error at launch

Error: lovr_graphics_engine/shaders/forward_arrays.lua:1: attempt to index global 'lovr' (a nil value)

Error: lovr_graphics_engine/shaders/forward_arrays.lua:1: attempt to index global 'lovr' (a nil value)
stack traceback:
	[love "boot.lua"]:345: in function '__index'
	lovr_graphics_engine/shaders/forward_arrays.lua:1: in main chunk
	[C]: in function 'require'
	lovr_graphics_engine/modules/scene.lua:3: in main chunk
	[C]: in function 'require'
	lovr_graphics_engine/include.lua:2: in main chunk
	[C]: in function 'require'
	main.lua:2: in main chunk
	[C]: in function 'require'
	[love "boot.lua"]:316: in function <[love "boot.lua"]:126>
	[C]: in function 'xpcall'
	[love "boot.lua"]:355: in function <[love "boot.lua"]:348>
	[C]: in function 'xpcall'

Hm, I haven't had this issue previously. Are you executing this using LOVR Nightly builds?

Sorry, looks like the error was on my end""",
      T("LOVR"),
      F("lovr_graphics_engine/shaders/forward_arrays.lua"), F("lovr_graphics_engine/modules/scene.lua"),
      F("lovr_graphics_engine/include.lua"),
      source="https://github.com/Razorboot/LOVR-OOP-Graphics-Engine/issues/3", kind="issue",
      note="the '[love \"boot.lua\"]' frames show the game was run under LÖVE but LÖVE is never named, not labelled; "
           "'lovr' in the error a Lua global"),
    R(r"""Avoid calls to love.graphics before love.load

For instance, suppose you have a `foo.lua` which does the following in its first line:
```lua
local IMG = love.graphics.newImage("foo.png")
```
Since this executes in "module scope", it runs when this script is `require`'d, which eventually traces back to `main.lua`, outside `love.load`. It is not entirely polite to assume `love.graphics` has been initialized before `love.load` begins, so we should avoid that.""",
      T("Lua"),
      source="https://github.com/uspgamedev/backdoor/issues/316", kind="issue",
      note="```lua fence -> Lua; love.graphics and love.load are dotted identifiers (LÖVE's API), not labelled; "
           "foo.lua, foo.png, main.lua bare"),
    R(r"""game won't start

> Be me.
> Be on Ubuntu Linux.
> Run `sudo apt install lua5.3` to install lua.
> Run `lua main.lua`.
> Get `lua: ./libs/HC/class.lua:70: attempt to call a nil value (global 'unpack')`
```
stack traceback:
        ./libs/HC/class.lua:70: in function 'libs.HC.class.new'
        (...tail calls...)
        ./libs/HC/polygon.lua:474: in main chunk
        [C]: in function 'require'
        ./libs/HC/shapes.lua:35: in main chunk
        [C]: in function 'require'
        ./libs/HC/init.lua:32: in main chunk
        [C]: in function 'require'
        ./collisions.lua:3: in main chunk
        [C]: in function 'require'
        ./gear_placement.lua:2: in main chunk
        [C]: in function 'require'
        main.lua:1: in main chunk
        [C]: in ?
```
> Be sad.

You need to install love2d, then run `love .`

Oh, thank you.""",
      T("Ubuntu"), T("Linux"), T("Lua"), T("LÖVE"),
      F("./libs/HC/class.lua"), F("./libs/HC/polygon.lua"), F("./libs/HC/shapes.lua"), F("./libs/HC/init.lua"),
      source="https://github.com/TomBen-org/geary-grinder/issues/1", kind="issue",
      note="love2d -> LÖVE; ./collisions.lua and ./gear_placement.lua are bare file names behind ./, not labelled; "
           "apt an everyday command here; HC the game's bundled collision library, only in paths"),
    R(r"""get 404

jupyter lab console
`[W 18:53:35.992 LabApp] 404 GET /autoversion/get?id=&path=XXX/baseline.ipynb (::1) 1.67ms referer=http://localhost:8888/lab`

chrome console

Did you turn on the server side part of this extension?

Yes, it get the 404 code when I click the auto-version button

No, did you follow all 3 of these steps:
https://github.com/timkpaine/jupyterlab_autoversion#install

```bash
pip install jupyterlab_autoversion
jupyter labextension install jupyterlab_autoversion
jupyter serverextension enable --py jupyterlab_autoversion
```

jupyterlab-autoversion           0.1.0 

JupyterLab v1.0.4
Known labextensions:
   app dir: /usr/local/share/jupyter/lab
        @jupyterlab/google-drive v1.0.0  enabled  OK
        @jupyterlab/toc v1.0.1  enabled  OK
        @lckr/jupyterlab_variableinspector v0.3.0  enabled  OK
        jupyterlab_autoversion v0.1.0  enabled  OK""",
      T("JupyterLab"), T("Chrome"), T("pip"), T("jupyterlab-autoversion"),
      source="https://github.com/timkpaine/jupyterlab-autoversion/issues/15", kind="issue",
      note="the 404 GET is a request no handler answered (server extension not enabled), not labelled; "
           "'jupyter lab' is JupyterLab; the other listed labextensions (@jupyterlab/google-drive, @jupyterlab/toc, "
           "@lckr/jupyterlab_variableinspector) are package specifiers, not labelled"),
    R(r"""[FIX] Disable csrf on paypal callbacks (ipn,dpn,cancel)

openerp.http.request.route has csrf  default to enabled in post method.
Paypal callbacks raises a http error 400: "Invalid CSRF Token" because no csrf param is included in de data returned.
Tested on test environment (sandbox.paypal.com)

Hello,

Thanks for the fix. Indeed it should be disabled.
Are you sure it is needed for the cancel URL though ?

addons/payment_paypal/controllers/main.py
```diff
@@ -73,7 +73,7 @@ def paypal_dpn(self, **post):
         self.paypal_validate_data(**post)
         return werkzeug.utils.redirect(return_url)
 
-    @http.route('/payment/paypal/cancel', type='http', auth="none")
```
nope @mart-e merge while skipping this line""",
      T("PayPal"), F("addons/payment_paypal/controllers/main.py"),
      source="https://github.com/odoo/odoo/pull/9073", kind="issue",
      note="the route '/payment/paypal/cancel' is declared without a method, no endpoint; openerp.http and "
           "werkzeug.utils dotted identifiers; sandbox.paypal.com a site"),
    R(r"""CSRF Error

Using Django 1.11.6, Python 3.6.

For webhook testing, I'm using ngrok. I set up a custom URL.

I go to Stripe and set this custom URL as the webhook URL, then send a test webhook event. Django responds with a CSRF error. In djstripe's views file, the webhook views are set as csrf exempt. What am I missing?

@brandonjschwartz Do you mean that you setup the webook url?

http://dj-stripe.readthedocs.io/en/latest/settings.html#djstripe-webhook-url-r-webhook

No, but that sent me in the right direction. In Stripe's dashboard, I had set the root address as the webhook address, when it needed to be /payments/webhook/ (where djstripe.urls is included as r'payments/' and the default webhook URL is used)

Thanks!""",
      T("Django"), T("Python"), T("ngrok"), T("Stripe"), T("dj-stripe"),
      source="https://github.com/dj-stripe/dj-stripe/issues/618", kind="issue",
      note="djstripe spelled without the hyphen (SURFACES); /payments/webhook/ written with no method, no endpoint"),
    R(r"""Support Manifest v3

Mozilla announced that the background page is deprecated and we need to migrate to service workers on manifest v3.
https://blog.mozilla.org/addons/2021/05/27/manifest-v3-update/

There are some information to migrate background page to service workers:

* [[request] Manifest V3 serviceWorker example · Issue #528 · GoogleChrome/chrome-extensions-samples](https://github.com/GoogleChrome/chrome-extensions-samples/issues/528)
* [javascript - Chrome extension - migrate from manifest v2 to v3 - Stack Overflow](https://stackoverflow.com/questions/65311898/chrome-extension-migrate-from-manifest-v2-to-v3)
* [Manage events with service workers - Chrome Developers](https://developer.chrome.com/docs/extensions/mv3/background_pages/)""",
      source="https://github.com/piroor/tst-more-tree-commands/issues/13", kind="issue",
      note="labels nothing: Mozilla a company announcing; the Chrome and javascript mentions are titles of linked "
           "pages (a Stack Overflow question title, a docs page title), manifest v3 a format version"),
    R(r"""chore: update to chrome extension manifest version 2 -> 3

# Changes
* https://developer.chrome.com/docs/extensions/develop/migrate

# Testing
- [x] Education category not blocked
- [x] Non educational category blocked
- [ ] Chrome Notification Sent
PROBLEM: After upgrading to manifest v3 Chrome notification not sent anymore due to this error `Unchecked runtime.lastError: Could not establish connection. Receiving end does not exist.`
Tried to fix with this [solution](https://stackoverflow.com/a/59915897/9882969) but did not work

# Problem
Issue: https://github.com/eric60/YouTube-Blocker/issues/7""",
      T("Chrome"),
      source="https://github.com/eric60/YouTube-Blocker/pull/8", kind="issue",
      note="runtime.lastError a dotted identifier"),
    R(r"""How to fix nodemailer when I try to send a mail

I try to send a message using nodemailer in my Angular project. I was doing all like in video lesson, but I have errors. Can someone help me?

//import { environment } from './environments/environment';
// const environment = require('environment');
const express = require('express');
const cors = require('cors');
const bodyParser = require('body-parser');
const path = require('path');
const nodemailer = require('nodemailer');

const app = express();

app.use(cors());

// Static folder
app.use('/public', express.static(path.join(__dirname, 'public')));

// Body Parser Middleware
app.use(bodyParser.urlencoded({ extended: false }));
app.use(bodyParser.json());

app.get('/', (req, res) => {
  res.send({
    status: 'hello all'
  });
});

app.post('/send', (req, res) => {
  const output = `
    <p>You have a new contact request</p>
    <h3>Contact Details</h3>
    <ul>
      <li>Імя клієнта: ${req.body.name_customer}</li>
      <li>Адреса доставки: вулиця ${req.body.address_customer}</li>""",
      T("Nodemailer"), T("Angular"), T("Express"), T("body-parser"), T("cors"),
      E("GET /"), E("POST /send"),
      source="https://github.com/boncey/Flickr4Java/issues/292", kind="issue",
      note="Express, cors and body-parser required by name in the code; app.use('/public') mounts static files, no "
           "method; './environments/environment' an import specifier; the HTML template partly Ukrainian"),
    R(r"""Send mail (POST) = 500 (Internal Server Error) , Changed message missing in unified inbox and could not send message orde_Mime_Exception

hello, I have a small problem and I wonder if it is from me or the server.
When I try to send a message, I get 500 (Internal Server Error) on the POST request when sending an app.

1.Error
**/index.php/apps/mail/api/accounts/4/send :1 Failed to load resource: the server responded with a status of 500 (Internal Server Error)**

Request URL: mywebsite.com/index.php/apps/mail/api/accounts/4/send
Request Method: POST
Status Code: 500 Internal Server Error
Content-Type: application/json; charset=utf-8
Pragma: no-cache
Server: Apache/2.4.6 (CentOS) OpenSSL/1.0.2k-fips PHP/7.2.6
X-Content-Type-Options: nosniff
X-Download-Options: noopen
X-Frame-Options: SAMEORIGIN
X-Permitted-Cross-Domain-Policies: none
X-Powered-By: PHP/7.2.6
X-Robots-Tag: none
X-XSS-Protection: 1; mode=block

hello, after yum install sendmail,  the problem is fine but now I'm getting a slow charge and wrote that it sent the message but it was not sent :)""",
      T("Apache HTTP Server"), T("CentOS"), T("OpenSSL"), T("PHP"), T("Sendmail"), T("YUM"),
      E("POST /index.php/apps/mail/api/accounts/4/send"),
      source="https://github.com/nextcloud/mail/issues/918", kind="issue",
      note="the app's own send route answers 500 to the POST, labelled; the Server and X-Powered-By headers name "
           "Apache, CentOS, OpenSSL and PHP; Nextcloud named only in the repository; build.js a bare file name"),
    R(r"""submit a simple email make 500 error

**Describe the bug**
A clear and concise description of what the bug is.
on swagger ui, submit a new email with basic things returns a 500

**Desktop (please complete the following information):**
 - OS: Mac Os
 - Browser  chrome
 - Version master

**Additional context**
Maybe a bug,the from on swagger appear as array and I think need to be a object (as api respone say)

Could you try the same from command line:

```
curl -XPOST "localhost:3000/v1/account/ACCOUNT_ID/submit" -H "content-type: application/json" -d '{
  
  "from": {
      "name": "From Me",
      "address": "example@example.com"
    },
  "to": [
    {
      "address": "andris.reinman@gmail.com"
    }
  ],
  "subject": "What a wonderful message",
  "text": "Hello from myself!"
}'
```

In the same time check the server logs. There should be a better error description saying what is going on.""",
      T("Swagger UI"), T("macOS"), T("Chrome"),
      source="https://github.com/postalsys/emailengine/issues/6", kind="issue",
      note="the curl -XPOST to localhost:3000/v1/account/ACCOUNT_ID/submit is left unlabelled: the method is fused into "
           "the -XPOST flag and the path is a placeholder template; 'Mac Os' is macOS; the later 'swagger' is the "
           "same Swagger UI"),
    R(r"""internal server error 500

hello guys i'm trying to use react to send POST request using axios to this point /account/create
but i'm getting internal server error 500 is there any logs ?

Hi, did you check the syslog?

Also, the api port it's configured in api.toml (check if you are sending the request to the correct port).

Hope it helps!

i solved the issue it was from redis it was not running thank you.
i used this command: 
`/etc/init.d/redis-server start`""",
      T("React"), T("Axios"), T("Redis"), E("POST /account/create"),
      source="https://github.com/nodemailer/wildduck-webmail/issues/21", kind="issue",
      note="the app's own /account/create answers the POST with 500, labelled; api.toml bare; /etc/init.d/redis-server "
           "an absolute path; syslog a log"),
    R(r"""Form is not posting.

I even copied and pasted exact code but I get same error:

jquery-3.3.1.min.js:2 POST http://localhost:3000/email 404 (Not Found)

Since I log the ajax requests on console, I also get this:
jquery-3.3.1.min.js:2 XHR failed loading: POST 

I tested jquery with different commands and jquery is working fine.
I thought issue might be because of parsing data, so I installed body-parser module didnt help.
Since I saw the ajax error, I was suspecting cross origin policy error. So I added some code to circumvent cross origin policy, I got this error:

:3000/email:1  Failed to load resource: the server responded with a status of 404 (Not Found)""",
      T("jQuery"), T("body-parser"),
      source="https://github.com/accimeesterlin/nodemailer-examples/issues/1", kind="issue",
      note="POST /email answered 404 (no handler on that port), not labelled"),
    R(r"""unity打安卓包后经常出现的报错

把libluajapi.so复制处理，关闭so优化可以解决绝大部分报错""",
      T("Unity"),
      source="https://github.com/momotech/MLN/issues/366", kind="issue",
      note="Chinese; libluajapi.so a bare file name"),
    R(r"""安卓平台下打包报错

### 描述Bug

### 运行环境

```Text
windows11/unity 2019.4.38 /wx-sdk minigame.202412200227
```""",
      T("Windows"), T("Unity"),
      source="https://github.com/wechat-miniprogram/minigame-unity-webgl-transform/issues/924", kind="issue",
      note="Chinese; windows11 -> Windows; wx-sdk the WeChat mini-game SDK version string, left unlabelled"),
    R(r"""feat: Add /maps/geolocation route

## Issue Number:
60
## Issue Description:
Implement server end point for `/map/geolocation` that returns result from google maps geolocation api call. This returns the lat/lng location of the user that can be used for default location in map view.

### Summary of solution:
1. GET call to /maps/geoloction server returns geolocation of the app at for its present location as JSON
2. Add secrets-example.json to ./config/ to represent secrets.json file used to store keys and private urls for security purposes.
3. Refactor dev.config.js and prod.config.js to use values in secrets.json to populate DB_URL and GOOGLE_API_KEY for security reasons.

#### Note
You will need to create google api key, copy 'secrets-example.json' as 'secrets.json', and then update with personal google api key.""",
      T("Google Maps"), E("GET /maps/geoloction"),
      source="https://github.com/TheDevPath/Navi/pull/62", kind="issue",
      note="the GET is written for /maps/geoloction (the PR's typo), labelled as written; /map/geolocation and the "
           "title's /maps/geolocation carry no method; ./config/ a folder; secrets-example.json, secrets.json, "
           "dev.config.js, prod.config.js bare file names; the Google Maps geolocation API labelled as Google Maps"),
    R(r"""Implement GET /collections/{collection_id}/items""",
      E("GET /collections/{collection_id}/items"),
      source="https://github.com/sparkgeo/stac-fastapi-indexed/issues/13", kind="issue",
      note="a title-only issue naming the STAC API route to build; stac-fastapi only in the repository name"),
    R(r"""BUG: Cors problem

I can send GET http://localhost:44380/health receiving 200 but in browser I see

```
Access to fetch at 'http://localhost:44380/health' from origin 'chrome-extension://bknijbafnefbaklndpglcmlhaglikccf' has been blocked by CORS policy: Response to preflight request doesn't pass access control check: No 'Access-Control-Allow-Origin' header is present on the requested resource.
```

So I have problem with connecting chrome extension.

This is fixed as of **v1.42.0** (also in v1.42.1, both released July 11).

The CORS policy previously only allowed local app origins, so a Chrome extension's preflight `OPTIONS` request got no `Access-Control-Allow-Origin` header back — exactly what you hit. Commit edd92c6 extracted the policy into a shared module and added an allowance for extension origins (`chrome-extension://`, `moz-extension://`, `safari-web-extension://`), applied to both the desktop app's local server and cloud. There's now a regression test covering this exact scenario.

If you update to v1.42.0 or later, your extension should be able to reach `/health` (and the rest of the API, with a Bearer token). If you still see CORS failures after updating, please comment and I'll reopen. Thanks for the report!""",
      T("Chrome"), E("GET /health"),
      source="https://github.com/kenforthewin/atomic/issues/209", kind="issue",
      note="GET to the app's own local server written as a URL, answered 200, labelled; the extension URL schemes "
           "(chrome-extension://, moz-extension://, safari-web-extension://) are not product mentions"),
    R(r"""아무리 지웠다 깔아도 Jupyterlab extension이 제대로 깔리지 않습니다

계속 지웠다가 깔았다가 반복하는데 Jupyter Lab extension들 설치에서 오류가 납니다
특히 TOC, Shortcut UI, Variable Inspector는 한번도 깔린적이 없는듯 합니다ㅠ

안녕하세요~
최근 Library 업데이트로 extentions가 아마 설치가 안될겁니다..
강의를 만든시점과 현재의 차이로 나타나는 것이니..
무시하고 진행하심이 좋을것 같습니다.""",
      T("JupyterLab"),
      source="https://github.com/thekimk/All-About-Time-Series-Analysis/issues/9", kind="issue",
      note="Korean; TOC, Shortcut UI and Variable Inspector are JupyterLab extensions named by their display titles, "
           "left unlabelled"),
    R(r"""Issue while loading the unpacked File

I have founded a issue when I try to load this extension. The is related to something like Manifestation version 2 is deprecated following line is showing when I click on the Error "Manifest version 2 is deprecated, and support will be removed in 2024. See https://developer.chrome.com/docs/extensions/develop/migrate/mv2-deprecation-timeline for details.". I don't know how to handle this issue so uploaded it here. Please fix this as soon as possible. I have also attached some snaps for clarification of the issue. 

Thanks for opening the issue. It has been fixed and extension is updated to manifest v3.
My bad for the long wait :)""",
      source="https://github.com/mmaarij/FlexFix-Display-Totals-on-NUCES-Flex-Portal/issues/2", kind="issue",
      note="labels nothing: the browser is named only inside the developer.chrome.com URL; manifest versions are "
           "format versions"),
    R(r"""[gstreamer] Build error

PS C:\vcpkg> .\vcpkg install gstreamer:x64-windows --editable
Computing installation plan...
The following packages will be built and installed:
    gstreamer[core,plugins-base]:x64-windows -> 1.20.5#1
Restored 0 package(s) from C:\Users\W10LTSC\AppData\Local\vcpkg\archives in 88.1 us. Use --debug to see more details.
Installing 1/1 gstreamer:x64-windows...
Building gstreamer[core,plugins-base]:x64-windows...
-- Using HTTP(S)_PROXY in environment variables.
-- Downloading https://gitlab.freedesktop.org//gstreamer/gstreamer/-/archive/1.20.5/gstreamer-1.20.5.tar.gz -> gstreamer-gstreamer-1.20.5.tar.gz...
-- Using source at C:/vcpkg/buildtrees/gstreamer/src/1.20.5-7530b587f9
-- Found external ninja('1.11.0').
-- Getting CMake variables for x64-windows
-- Configuring x64-windows-dbg
-- Using cached msys-mingw-w64-i686-pkg-config-0.29.2-3-any.pkg.tar.zst.
-- Using cached msys-mingw-w64-i686-libwinpthread-git-9.0.0.6373.5be8fcd83-1-any.pkg.tar.zst.
-- Using msys root at C:/vcpkg/downloads/tools/msys2/9a1ec3f33446b195
CMake Error at scripts/cmake/vcpkg_execute_required_process.cmake:112 (message):
    Command failed: C:/vcpkg/downloads/tools/python/python-3.10.7-x64/python.exe C:/vcpkg/installed/x64-windows/tools/meson/meson.py -Dpython=disabled -Dlibav=disabled -Dlibnice=disabled -Ddevtools=disabled -Dges=disabled -Drtsp_server=disabled -Domx=disabled""",
      T("GStreamer"), T("vcpkg"), T("Ninja"), T("CMake"), F("scripts/cmake/vcpkg_execute_required_process.cmake"),
      source="https://github.com/microsoft/vcpkg/issues/29845", kind="issue",
      note="msys, pkg-config, Python and Meson appear only in package archive names and absolute tool paths, not "
           "labelled; gstreamer:x64-windows a port spec"),
]
