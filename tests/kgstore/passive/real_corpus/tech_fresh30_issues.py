"""A thirtieth fresh held-out set ("fresh-30"), the issues part: 55 GitHub issue and pull-request threads from 51
repositories, most of them used by no earlier set (a few -- labstack/echo, expo/expo, spf13/cobra, clap-rs/clap,
electron-builder, react-native, home-assistant/core, nestjs/nest, apache/airflow, grafana/loki -- each with a thread
not used before) -- small REST back ends and their routes (hapi route objects with Joi, Echo in Go and Gin's
binding, Axum and Actix in Rust, Micronaut, NestJS decorators, find-my-way, Koa); data engineering (Airflow DAG imports, dbt on
Snowflake, Kafka under Logstash); observability (Prometheus exporters, Grafana and its datasource plugins, Loki and
Promtail, OpenTelemetry and SigNoz docs); home automation (Home Assistant custom integrations and its REST API,
Supervisor, Node-RED); desktop apps (Electron preload scripts under electron-builder and Electron Forge); mobile apps
(React Native, Expo envinfo); browser extensions moving to Manifest V3; CLI tools in Rust (clap, cargo install) and Go
(Cobra, make) -- each the thread's title followed by its body and maybe a comment or two, kept as written (code blocks,
logs, tracebacks, env dumps, package.json and Cargo.toml excerpts, docker-compose files, curl commands as they appear;
trimmed; screenshots dropped; the comments joined without their author lines). Two of them label nothing at all.

Every text was taken from a stored public copy of the thread at the address given and labelled by hand without
running the extractor on it, by the earlier sets' conventions: technologies under their usual canonical name (any
spelling in the text), a code fence's language but not a shell's; data formats, everyday shell utilities, sites,
placeholders and names only inside URLs, absolute or dependency paths or dotted identifiers not labelled; relative file
paths as written (a :N line number dropped), bare file names, folders and globs not; an endpoint only as
"METHOD /path" where the text gives the method for that path (a route in code, a request the app's own route answers
even with 400/401/422/500, a curl -X to the app's own server written as a URL, a server log line with method= and
path=) and writes the whole path -- a request no route accepts (404, 405), a path with no method (/metrics, scrape
targets, fetch() without a method), and a route whose mounted full path is never written are not labelled. Nobody
tunes the extractor on these texts: the benchmark scores them as their own split (``--split fresh-30``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "Node.js": ("node", "nodejs"),
    "Home Assistant": ("HA",),
    "Docker Compose": ("docker-compose",),
    "Electron Forge": ("electron-forge",),
    "Amazon ECS": ("ECS",),
    "macOS": ("mac",),
    "Windows": ("Win 10",),
    "Make": ("make cli",),
    "Node-RED": ("node red", "Node Red", "Nod Red", "node-red"),
    "Gradle": ("gradlew",),
    "OpenTelemetry": ("otel",),
    "OpenTelemetry Collector": ("OTel Collector",),
    "Expo Router": ("expo-router",),
    "React DOM": ("react-dom",),
    "React Native Web": ("react-native-web",),
    "Grafana Loki": ("Loki",),
    "Hass.io": ("hassio",),
}

CASES = [
    R(r"""Issue after updating to latest Joi and Hapi versions.

#### Support plan

* *is this issue currently blocking your project?* (yes/no): yes
* *is this issue affecting a production system?* (yes/no): no

#### Context

* *node version*: 12.18.2
* *module version*: joi@17.3.0
* *environment* (e.g. node, browser, native): node
* *used with* (e.g. hapi application, another framework, standalone, ...): @hapi/hapi@20.0.1
* *any other relevant information*:

#### How can we help?

Hi, I recently upgraded my system to use the latest Hapi and Joi as well as using Hapi Swagger (hapi-swagger@14.0.0). I'm now receiving the following error on my routes:

**"value" must be of type object**

When I remove the validate object from the route the request works so I believe it is coming from Joi. Below is the route that is having the issue:

```js
    {
        method: 'POST',
        path: '/auth/login',
        handler: auth.login,
        options: {
            auth: false,
            tags: [ 'api', 'auth' ],
            validate: {
                payload: {
                    username: Joi.string().required(),
                    password: Joi.string().required()
                }
            }
        }
    }
```

I have also set Joi as my validator in my `server.js` file with:
```js
    server.validator(Joi);
```
What am I missing here? Thanks for your help!""",
      T("Joi"), T("Hapi"), T("Node.js"), T("hapi-swagger"), T("JavaScript"),
      E("POST /auth/login"),
      source="https://github.com/hapijs/joi/issues/2505", kind="issue",
      note="hapi route object with method 'POST' and path '/auth/login': labelled; server.js a bare file name; "
           "'Hapi Swagger' and hapi-swagger the same plugin"),
    R(r"""POST RequestHi

Hi

What is your Content-Type ? 

I made a POST Request in JSON but failed in Validation

the payload (sent via Postman)

```
{
  "name": "Banjar",
  "username": "bajar",
  "email": ""
}
```

Route

```
{
            method: 'POST',
            path: '/v1/users',
            handler: function(request, reply) {

                   console.log(request.payload); //it prints the output just fine
                   reply(request.payload);
             },
            config: {
                description: 'Register new user',
                notes: 'public access',
                //cors : true, //allow all cross-origin request
                cors: {
                    origin : ['http://localhost:8000']
                },
               //Validation is not hit
                validate:{
                    payload:{
                        name: Joi.string().trim().required(),
                        username: Joi.string().alphanum().trim().min(6).required()
                        email:Joi.string().email().required()
                    }
                },
                headers: {
                    'Content-Type': 'application/json',
                    'Accept': 'application/json'
                }

            }
        }
```

I used the same as you: 'application/json'

But what you are sending as payload actually does not pass your validation""",
      T("Postman"), T("Joi"), E("POST /v1/users"),
      source="https://github.com/p-meier/hapi-rest-mongo/issues/1", kind="issue",
      note="hapi only in the repository name, not in the text: not labelled; the route object's method and path: "
           "POST /v1/users; CORS a mechanism, not labelled"),
    R(r"""Internal server error on sending wrong payload.

The following error comes on the terminal screen when trying to access the route without sending the query parameters.

# Code for route

```typescript
 server.route({
        method: 'GET',
        path: '/user/downloadCsv',
        handler: userController.downloadCsv,
        config: {
            description: 'Download the csv file containing list of all users.',
            validate: {
                query: {
                    jwt: Joi.string().required()
                }
            },
            response: {
            },
            plugins: {
                'hapi-swagger': {
                    responses: {
                        '200': {
                            'description': 'CSV Download successfully'
                        },
                        '400': {
                            'description': 'JWT has expired'
                        }
                    }
                }
            },
            tags: ['api', 'admin']
        }
    });
```

If i send a request to this route without the query parameters i get an internal server error. 
The server should respond with some error code or something.

You're using an outdated hapi with an up to date joi.""",
      T("TypeScript"), T("Joi"), T("hapi-swagger"), T("Hapi"), E("GET /user/downloadCsv"),
      source="https://github.com/outmoded/discuss/issues/535", kind="issue",
      note="server.route with method GET: labelled; JWT and CSV not labelled (a token format, a data format)"),
    R(r"""[bug] Malformed JSON bodies return Axum 422 instead of our 400 envelope

Surfaced by release-gate Full Suite for v1.2.0-rc.2 (run 26344757642). 4 repo-tests in `virtual-repo-malformed-input` expect HTTP 400 but the server returns HTTP 422.

### Failing assertions
- `PUT /members with member missing member_key returns 400` — got 422.
- `PUT /members with priority as string returns 400` — got 422.
- `PUT /cache-ttl missing cache_ttl_seconds returns 400` — got 422.
- `PUT /cache-ttl with cache_ttl_seconds as string returns 400` — got 422.

### Root cause
422 is Axum's default for body-deserialization failures via `serde::Deserialize`. The handlers don't run; the extractor rejects.

### Decision needed
Two options:
1. **Server change**: install a custom rejection handler on the affected routes that maps `JsonRejection::*` to 400 with `code: "VALIDATION_ERROR"` for consistency with our other handlers.
2. **Test change**: accept 400 OR 422 in these tests.

Recommend Option 1 — it makes the contract consistent with the rest of our error envelope and is the behavior the SDK clients expect.

### Acceptance
- All four assertions pass.
- API docs explicitly state 400 for malformed bodies, no 422 anywhere in the OpenAPI spec.""",
      T("Axum"), T("Serde"), T("OpenAPI"), E("PUT /members"), E("PUT /cache-ttl"),
      source="https://github.com/artifact-keeper/artifact-keeper/issues/1368", kind="issue",
      note="the app's own routes answer these PUT requests (with 422 from the extractor): labelled as written, "
           "though the routes may sit under a mounted prefix (the test names write them so); serde only in "
           "serde::Deserialize, labelled as Serde, doubtful"),
    R(r"""Add a parallel Axum server

Looks good to me. I just had two minor questions.

Goes without saying that I'm pretty excited about this 😊

ui/src/server_axum.rs:69
```diff
+        .route("/format", post(format))
+        .route("/clippy", post(clippy))
+        .route("/miri", post(miri))
+        .route("/macro-expansion", post(macro_expansion))
+        .route("/meta/crates", get_or_post(meta_crates))
+        .route("/meta/version/stable", get_or_post(meta_version_stable))
+        .route("/meta/version/beta", get_or_post(meta_version_beta))
+        .route("/meta/version/nightly", get_or_post(meta_version_nightly))
+        .route("/meta/version/rustfmt", get_or_post(meta_version_rustfmt))
+        .route("/meta/version/clippy", get_or_post(meta_version_clippy))
+        .route("/meta/version/miri", get_or_post(meta_version_miri))
+        .route("/meta/gist/", post(meta_gist_create))
```
Is the trailing slash intended here? None of the other routes have it.

If someone requests `/meta/gist` axum will send a redirect to `/meta/gist/`.

Ah, that can probably be changed back now. That was how I found https://github.com/tokio-rs/axum/issues/681""",
      T("Axum"), F("ui/src/server_axum.rs"),
      E("POST /format"), E("POST /clippy"), E("POST /miri"), E("POST /macro-expansion"), E("POST /meta/gist/"),
      source="https://github.com/rust-lang/rust-playground/pull/777", kind="issue",
      note="axum .route(path, post(handler)) lines labelled; get_or_post is the app's own helper (both methods, "
           "neither written as such): not labelled; the review thread's :69 line number dropped from the file; "
           "a diff fence is not a language; clippy/miri/rustfmt here are route names, not labelled as tools"),
    R(r"""Config flow could not be loaded (invalid handler specified)

Hi,

(A similar issue was reported in 2022 and solved by deleting and redownloading the files.)

I did a manual installation into the custom_components folder by downloading the latest release package with wget, and copying the mitsubishi_wf_rac directory into /home/homeassistant/custom_components/. Then I restarted Home Assistant.
Within Home Assistant the new integration is available using the "add integration" button, but I then receive the error message "Config flow could not be loaded (invalid handler specified)".

I removed the mitsubishi_wf_rac directory and re-downloaded it again (as this solved the issue earlier), but the issue remains.

This is the error log from home-assistant.log:

2025-05-28 14:33:27.630 ERROR (MainThread) [homeassistant.loader] Unexpected exception importing platform custom_components.mitsubishi_wf_rac.config_flow
Traceback (most recent call last):
  File "/usr/src/homeassistant/homeassistant/loader.py", line 779, in get_platform
    cache[full_name] = self._import_platform(platform_name)
  File "/usr/src/homeassistant/homeassistant/loader.py", line 796, in _import_platform
    return importlib.import_module(f"{self.pkg_path}.{platform_name}")""",
      T("Home Assistant"),
      source="https://github.com/blues-sechseck/Mitsubishi-WF-RAC-Integration/issues/144", kind="issue",
      note="wget a download utility, not labelled; home-assistant.log a bare file name; the traceback's files are "
           "absolute paths; custom_components.mitsubishi_wf_rac.config_flow a dotted module path; Python not named"),
    R(r"""Unexpected response from a Controller using tomcat

### Task List

- [X] Steps to reproduce provided
- [-] Stacktrace (if present) provided
- [X] Example that reproduces the problem uploaded to Github
- [X] Full description of the issue provided (see below)

### Steps to Reproduce

1. Run application with `./gradlew run -Pmicronaut.runtime=tomcat`
2. Perform a POST request (curl, httpie...) against a micronaut application controller and check the result (http status code)

### Expected Behaviour

It should answer with a 200

### Actual Behaviour

It's answering with a 404 but still processing the request

### Environment Information

- **Operating System**: Ubuntu 20.04.2 LTS
- **Micronaut Version:** 2.4.2
- **JDK Version:** JDK 11.0.8

### Example Application

https://github.com/dcalap/mn-tomcat-issue""",
      T("Micronaut"), T("Tomcat"), T("Gradle"), T("HTTPie"), T("Ubuntu"), T("JDK"),
      source="https://github.com/micronaut-projects/micronaut-servlet/issues/177", kind="issue",
      note="./gradlew -> Gradle (the wrapper script, a bare ./ name, not a file label); the POST has no path: no "
           "endpoint; curl a command; tomcat as the runtime -> Tomcat"),
    R(r"""trait bound `ResourceFiles: HttpServiceFactory` is not satisfied

Hey @kilork, I'm trying to use your awesome crate but I'm getting an error saying `the trait 'HttpServiceFactory' is not implemented for `ResourceFiles`

my Cargo.toml:

```toml
[package]
name = "server"
version = "0.1.0"
edition = "2018"

[dependencies]
actix-web-static-files = "3.0.5"
actix-web = "4.0.0-beta.3"  

[build-dependencies]
actix-web-static-files = "3.0.5"
```

main.rs

```rust
use actix_web::{App, HttpServer};
use actix_web_static_files;

include!(concat!(env!("OUT_DIR"), "/generated.rs"));

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(move || {
        let generated = generate();

        App::new().service(actix_web_static_files::ResourceFiles::new(
            "/static", generated,
        ))
    })
    .bind("127.0.0.1:8080")?
    .run()
    .await
}
```

okay changing actix-web to 3.* made it work. but now my issue is that navigating to `127.0.0.1:8080` shows nothing.""",
      T("actix-web-static-files"), T("Actix"), T("Rust"), T("Cargo"),
      source="https://github.com/kilork/actix-web-static-files/issues/34", kind="issue",
      note="Cargo.toml and main.rs bare file names; a toml fence is a data format; ResourceFiles served at /static "
           "has no method: no endpoint; Cargo labelled through Cargo.toml, doubtful"),
    R(r"""while running dbt run facing below issue

@jacopotagliabue 
(rec) saurabh@LAP908:~/Projects/recs-at-resonable-scale/src/dbt$ dbt run
10:31:08  Running with dbt=1.0.9
10:31:08  Found 8 models, 4 tests, 0 snapshots, 0 analyses, 179 macros, 0 operations, 0 seed files, 0 sources, 0 exposures, 0 metrics
10:31:08  
10:31:13  Encountered an error:
Database Error
  001003 (42000): SQL compilation error:
  syntax error line 1 at position 53 unexpected '<EOF>'.

hi! Quick q: are you running with Snowflake?

Yes

dbt debug gives all ok

what happens when you just run dbt compile? Are the SQLs generated correct (i.e. you can run them in SFlake if you paste them)?""",
      T("dbt"), T("Snowflake"),
      source="https://github.com/jacopotagliabue/recs-at-resonable-scale/issues/1", kind="issue",
      note="the prompt's ~/Projects/... path is a home path, not relative; SQL the language of the generated "
           "queries, left out as generic ('the SQLs'), doubtful; SFlake a nickname of Snowflake, already labelled"),
    R(r"""Kafka input crashing logstash on attempted group join during rebalance

- Version:
  logstash-integration-kafka-10.7.0-java
- Operating System:
  Linux 5.4.0-1032-azure 

Receiving the following error randomly on some of my logstash hosts.  When it occurs the instance of logstash crashes and exits.

Dec 11 23:14:38 XX logstash[3034]: [2020-12-11T23:14:38,087][FATAL][logstash.runner          ] An unexpected error occurred! {:error=>org.apache.kafka.common.KafkaException: Unexpected error in join group response: The group is rebalancing, so a rejoin is needed., :backtrace=>["org.apache.kafka.clients.consumer.internals.AbstractCoordinator$JoinGroupResponseHandler.handle(org/apache/kafka/clients/consumer/internals/AbstractCoordinator.java:653)", "org.apache.kafka.clients.consumer.internals.AbstractCoordinator$JoinGroupResponseHandler.handle(org/apache/kafka/clients/consumer/internals/AbstractCoordinator.java:574)"]}""",
      T("Kafka"), T("Logstash"), T("Linux"),
      source="https://github.com/logstash-plugins/logstash-integration-kafka/issues/66", kind="issue",
      note="'azure' only inside the kernel release string: Azure not labelled; the backtrace's org/apache/... "
           "paths are a dependency's own class paths in a stack trace, and dotted identifiers: not labelled; "
           "logstash-integration-kafka a plugin version string, not labelled separately"),
    R(r"""Surface failed ECS API requests to the collector

We occasionally see the ECS APIs called by ecs_exporter 500 on the first request or two, so the metrics served by the exporter are nonsense. By using NewInvalidMetric in response to Collect, we can ensure that HTTP 500s are served on /metrics whenever such errors occur.

Closes #97.

@SuperQ please take a look.

I thought there was a better way to fail scrapes than use `NewInvalidMetric()`. But I guess most exporters implement this as an `up` metric instead.""",
      T("Amazon ECS"), T("ecs_exporter"),
      source="https://github.com/prometheus-community/ecs_exporter/pull/111", kind="issue",
      note="/metrics served with no method written: no endpoint; Prometheus not named in the text (only in the "
           "repository's owner); NewInvalidMetric an identifier"),
    R(r"""Report wether PuppetDB is up or no

It would be great to have a `puppetdb_up 0/1` metric so one can alert when PuppetDB stops responding.

Actually, after looking at the code, I feel like it would even be better to collect metrics when Prometheus scrapes the exporter rather than doing this in the background. It would allow the `/metrics` endpoint to return with status code 500 when a error happen (no need for a new metric).

Just wanted to add that the Prometheus docs strongly encourage synchronous scrapes instead of having your own interval https://prometheus.io/docs/instrumenting/writing_exporters/#scheduling

I made an effort of implementing syncronous scraping and adding an up metric. To return a 500 if the scraping failed felt like quite a bit more work. That's why I left it with the separate up metric.""",
      T("PuppetDB"), T("Prometheus"),
      source="https://github.com/camptocamp/prometheus-puppetdb-exporter/issues/10", kind="issue",
      note="the /metrics endpoint written without a method: not labelled"),
    R(r"""Not able to scrape metrics, prometheus is throwing error

## Expected Behavior
metrics should be visible in prometheus ui (localhost:9090).  

## Actual Behavior
getting below error in prometheus while scraping  
level=warn ts=2022-01-11T15:47:35.400Z caller=scrape.go:972 component="scrape manager" scrape_pool=K6 target=http://localhost:2112/metrics msg="append failed" err="expected equal, got \"INVALID\""  
  
Prometheus Ui is showing below data in targets section.  
  
http://localhost:2112/metrics | down | instance="localhost:2112"                   job="K6" | 974ms ago | 2.194ms | expected equal, got "INVALID"

## Steps to Reproduce the Problem

1. Step 1: start k6 test and k6 exporter.     
2. Step 2: configure k6 exporter endpoint in prometheus yaml.  

## Environment Details

- Version:
prometheus-2.16.0.linux-amd64
k6 v0.35.0 (2021-11-17T09:53:18+0000/1c44b2d, go1.17.3, linux/amd64)
nodejs v12.22.1

- Operating System:
ubuntu 18.04""",
      T("Prometheus"), T("k6"), T("Node.js"), T("Ubuntu"),
      source="https://github.com/benc-uk/k6-prometheus-exporter/issues/1", kind="issue",
      note="scrape.go:972 a bare file name in a log; the scrape target URL has no method: no endpoint; go1.17.3 "
           "and linux/amd64 only inside k6's build string: Go and Linux not labelled, doubtful"),
    R(r"""Prometheus Sees a 503 error when trying to scrape endpoint page

Installed Prometheus Exporter for Jira trail to test it, when Prometheus attempts to scrape the site it get the following error:
```
server returned HTTP status 503 Service Unavailable
```

If I go directly to the metric link, the page loads and shows metrics.

Plugin Version: 1.0.39-jira8
Jira Version: v8.6.1
Prometheus Version: 2.20.0

Prometheus Scrape config:
```
- job_name: jira
  scheme: https
  metrics_path: '/plugins/servlet/prometheus/metrics'
  params:
    token: ['<128 character token>']
  static_configs:
  - targets:
    - "jira.domain.com"

```""",
      T("Prometheus"), T("Jira"), T("Prometheus Exporter for Jira"),
      source="https://github.com/AndreyVMarkelov/jira-prometheus-exporter/issues/71", kind="issue",
      note="metrics_path in the scrape config has no method: no endpoint; the plugin's product name labelled, "
           "doubtful"),
    R(r"""Got 404 Using curl -I

Following code always return 404 using this command ```curl -I http://localhost:6000/```

```javascript
const http = require('http');
const router = require('find-my-way')();

router.on('GET', '/', (req, res) => {
  res.writeHead(200);
  res.end('<b>OK</b>');
});

const server = http.createServer((req, res) => {
  router.lookup(req, res);
});

server.listen(6000);
```

The response header is:

```
HTTP/1.1 404 Not Found
Date: Tue, 12 Sep 2017 10:47:43 GMT
Connection: keep-alive
```

Why?

ah my bad :smile: thank you""",
      T("find-my-way"), T("JavaScript"), E("GET /"),
      source="https://github.com/delvedor/find-my-way/issues/26", kind="issue",
      note="router.on('GET', '/') a route in code: GET / labelled; curl -I sends HEAD, which no route accepts "
           "(the 404): no HEAD endpoint; curl a command"),
    R(r"""Superagent calls ctx.body = data in.then to return 404

Sorry, my English is not good. It's translated

```js
const Koa = require('koa')
const superagent = require('superagent')
const cheerio = require('cheerio')
const url = require('url')
const async = require('async')
const cnodeUrl = 'https://cnodejs.org'
const topicUrls = [];
const app = new Koa()

let test = new Promise((resolve, reject) => {
  resolve('success')
})
function getData(ctx) {
  test.then(res=> ctx.body = res)
}
const main = async ctx => {
  getData(ctx)
};
app.use(main);
app.listen(3000);
```
Accessing localhost:3000 is a success,But if you do that, you'll return 404。Why is that? I'm a beginner. Thank you for your advice

You get 404, because your path on localhost:3000 doesn't exist. Probably you need to add routes to the server or""",
      T("Koa"), T("superagent"), T("Cheerio"), T("Async"), T("JavaScript"),
      source="https://github.com/forwardemail/superagent/issues/1396", kind="issue",
      note="require('async') the async library: labelled as Async, doubtful; url a Node core module, not labelled; "
           "app.use(main) answers every path with no method: no endpoint"),
    R(r"""Unable to use preload.js in built application

* **Electron-Builder Version**: 22.11.7

* **Node Version**: v14.17.5

* **Electron Version**: 15.1.1
* **Electron Type (current, beta, nightly)**: current

* **Target**: mac

When I run the application in development mode, it works fine, but when I package the application using Electron Builder and run it, I get:

```
Unable to load preload script: /Users/kevin/development/vite-electron-esbuild-starter/dist/mac/electron starter.app/Contents/Resources/app.asar/preload.js
```

However when I extract the contents of `app.asar`, `preload.js` is at that path. How do I require files from `app.asar`? Why doesn't this work?

My code from `main/index.ts`:
```typescript
  const win = new BrowserWindow({
    width: 800,
    height: 600,
    webPreferences: {
      nodeIntegration: false,
      contextIsolation: true,
      preload: join(__dirname, "preload.js"),
    },
    show: false,
  })
```

Full reproduction: https://github.com/thekevinbrown/vite-electron-esbuild-starter/tree/preload-reproduction-updated-deps

I can't tell what I'm doing wrong here.""",
      T("electron-builder"), T("Node.js"), T("Electron"), T("macOS"), T("TypeScript"), F("main/index.ts"),
      source="https://github.com/electron-userland/electron-builder/issues/6319", kind="issue",
      note="'Electron Builder' / Electron-Builder -> electron-builder; mac -> macOS; the preload path is absolute; "
           "vite and esbuild only in the starter's name inside a path and a URL: not labelled; app.asar, preload.js "
           "bare names"),
    R(r"""Packaged app can't find preload.js

After running `yarn package` the resulting app returns error `renderer_init.js:93 Unable to load  <path>/preload.js`
However, in development the bridge.ts / preload file loads and can execute node commands without issue.

I poked around with the settings but I have not figured out a solution for this issue. 

Link to my code.
https://github.com/dustatron/video-converter

I just had (other) build issues, too. What helped me was to update the electron dependencies – electron is two major versions ahead, and electron-forge has some minor fixes. I tested it with your codebase and got it built and running without errors. 

`yarn add --dev electron@latest @electron-forge/cli@latest @electron-forge/maker-deb@latest @electron-forge/maker-rpm@latest @electron-forge/maker-squirrel@latest @electron-forge/maker-zip@latest @electron-forge/plugin-webpack@latest `

This sadly spawns a new build error in `node_modules/fluent-ffmpeg/index.js`, [that is discussed here](https://github.com/fluent-ffmpeg/node-fluent-ffmpeg/issues/573). As a quick fix I just deleted the if/else require lib-cov there. Hopefully you can fix it more robustly. Good luck.""",
      T("Yarn"), T("Electron"), T("Electron Forge"), T("fluent-ffmpeg"), T("Node.js"),
      source="https://github.com/diego3g/electron-typescript-react/issues/67", kind="issue",
      note="node_modules/fluent-ffmpeg/index.js a dependency path: not labelled, but fluent-ffmpeg is named as "
           "the package that breaks the build (labelled from that path only, doubtful); <path>/preload.js a "
           "placeholder path; bridge.ts and renderer_init.js bare names; 'node commands' -> Node.js, doubtful; "
           "the @electron-forge/plugin-webpack package name: webpack not labelled"),
    R(r"""Help on building with preload script

I'm trying to build an app that uses preload script. It works on dev, but while building it says:
`Unable to load preload script: C:\Users\jorda\AppData\Local\Programs\create-svelte-electron-app\resources\app.asar\preload.js`

Tried on bot linux and windows.

```{
  "name": "create-svelte-electron-app",
  "version": "1.0.0",
  "private": true,
  "main": "main.js",
  "build": {
    "icon": "public/favicon.png",
    "productName": "Lawzinho",
    "files": [
      "public/**/*",
      "preload.js",
      "main.js"
    ],
    "win": {},
    "linux": {},
    "mac": {}
  },
  "scripts": {
    "build": "rollup -c",
    "dev": "rollup -c -w",
    "start": "sirv public --no-clear",
    "electron": "wait-on http://localhost:5000 && electron .",
    "electron-dev": "concurrently \"yarn run dev\" \"yarn run electron\"",
    "preelectron-pack": "yarn run build",
    "electron-pack": "electron-builder"
  },
  "devDependencies": {
    "@rollup/plugin-commonjs": "^17.0.0",
    "@rollup/plugin-node-resolve": "^11.0.0",
    "concurrently": "^6.0.2",
    "electron": "^12.0.6",
    "tmi.js": "^1.8.4",
    "electron-builder": "^22.10.5",
    "electron-winstaller": "^5.0.0",
    "rollup": "^2.3.4",""",
      T("Linux"), T("Windows"), T("Rollup"), T("sirv"), T("wait-on"), T("Electron"), T("concurrently"), T("Yarn"),
      T("electron-builder"), T("tmi.js"), T("electron-winstaller"), F("public/favicon.png"),
      source="https://github.com/soulehshaikh99/create-svelte-electron-app/issues/10", kind="issue",
      note="the package.json excerpt (trimmed of its rollup plugin entries); public/favicon.png a relative path "
           "in the build config: labelled; public/**/* a glob; the preload path a Windows absolute path; Svelte only "
           "in the project name: not labelled; @rollup/plugin-* scoped plugin names not labelled separately"),
    R(r"""Feedback on 'Create an HTTP Endpoint'

The example in this documentation is not working.
https://cookbook.nodered.org/http/create-an-http-endpoint#example

I've imported the flow and ran exactly how it is shown here, an it results in a 404 each time.

It's worth noting that the current node shows that any URL is appended to "/endpoint", which is not referenced anywhere in the documentation. The request returns a 404 regardless if the "/endpoint" is present or not.

I'm not terribly familiar with node red, as I've only just started using it, so it's entirely possible I'm missing something.

I'm running node red version 9.1.3

I'm not sure what you mean when you say the "current node shows that any URL is appended to /endpoint".  Have you changed your settings.js file?  Are you running node-red locally with a default configuration?

The URL that the flow creates is `/hello`.  I've just tested it locally with a default configuration and it works for me.

@knolleary Yes, this is correct, I am running Node-RED on Home Assistant.  As I said, I've only just recently picked up Node-RED and clearly, I have some more research to do, specifically with how its implemented in HA. 

Thank you both for the quick replies.""",
      T("Node-RED"), T("Home Assistant"),
      source="https://github.com/node-red/cookbook.nodered.org/issues/96", kind="issue",
      note="/hello and /endpoint written without a method: no endpoint; settings.js a bare file name; 'node red' and "
           "node-red spellings of Node-RED; HA -> Home Assistant"),
    R(r"""Node Red not working, no clue

Wen I try to open  the we ui  I got the message mi  HA localIp:1880  refuse a conection

Nod Red Log:

[INFO] Disabling SSL
[INFO] Updating IDE Users
[INFO] Adding IDE User Devuser
[INFO] Updating HTTP Node User
[INFO] Adding HTTP Node User Devuser
[INFO] Disabling Projects
[INFO] Attempting to install/update nodes: node-red-contrib-home-assistant
npm info it worked if it ends with ok
npm info using npm@5.0.3
npm info using node@v8.1.3
npm http fetch GET 200 https://registry.npmjs.org/node-red-contrib-home-assistant 452ms
npm http fetch GET 200 https://registry.npmjs.org/node-red-contrib-home-assistant/-/node-red-contrib-home-assistant-0.3.2.tgz 250ms
npm info lifecycle node-red-contrib-home-assistant@0.3.2~preuninstall: node-red-contrib-home-assistant@0.3.2
npm info lifecycle node-red-contrib-home-assistant@0.3.2~uninstall: node-red-contrib-home-assistant@0.3.2""",
      T("Node-RED"), T("Home Assistant"), T("npm"), T("Node.js"), T("node-red-contrib-home-assistant"),
      source="https://github.com/notoriousbdg/hassio-addons/issues/49", kind="issue",
      note="'Node Red' / 'Nod Red' -> Node-RED; HA -> Home Assistant; npm's GETs go to the npm registry, not the "
           "app: no endpoint; SSL a protocol in passing, not labelled"),
    R(r"""Wings: BindJSON calls should return if their error is non-nil.

Gin's `BindJSON` method returns `error`. According to the documentation, `BindJSON` wraps `MustBindWith`, which in turn results in a 400 should any parsing errors occur.

While this works out of the box and will stop any middleware chains, it will not return from the current function (the function calling `BindJSON`). This must be done manually.

This would be a working example:
```golang
// BindJSON sends 400 if the request fails, all we need to do is return
if err := c.BindJSON(&data); err != nil {
  return
}
```

Wings currently has eight references to `BindJSON`:
- `router/router_server_backup.go:18`
- `router/server.go:49`
- `router/server.go:102`
- `router/router_server_files.go:92`
- `router/router_server_files.go:116`
- `router/router_server_files.go:133`
- `router/router_server_files.go:170`
- `router/router_system.go:80`""",
      T("Gin"), T("Go"), T("Wings"),
      F("router/router_server_backup.go"), F("router/server.go"), F("router/router_server_files.go"),
      F("router/router_system.go"),
      source="https://github.com/pterodactyl/panel/issues/2078", kind="issue",
      note="the :N line numbers dropped from the file labels; ```golang -> Go; Wings (Pterodactyl's daemon, the "
           "subject) labelled, doubtful"),
    R(r"""Featch not working on localhost (Tried IP too.)

### Is this a bug report?

Yes

### Have you read the [Contributing Guidelines](https://facebook.github.io/react-native/docs/contributing.html)?

Yes

### Environment

<!--
  In your terminal run `react-native info` and paste its contents here. Next, specify your target platform, like this:

  Environment:
    OS:  Windows 10
    Node:  9.4.0
    Yarn:  1.3.2
    npm:  5.6.0
    Android Studio:  3.0.1 

  Packages: (wanted => installed)
    react-native: 0.52.0
    react: 16.2.0

  Target Platform: Android 26

### Issue Statement

API from local server doesnt't seems to be working, i have tried localhost:3000, 10.0.2.2:3000, <LOCAL_IP>:3000 & 10.0.3.2:3000 In Android Getting network request failed error.  Below is the code snippets im using for network request.

**Note:** I already added the Android Internet permission.

```
return fetch('http://192.168.3.148:3000/extension/auth')
        .then((response) => response.json())
        .then((responseJson) => {

            this.setState({
                isLoading: false,
                sem: responseJson
            });
        })
        .catch((error) => {
            console.error(error);
        });
```

Try to use "proxy": "http://localhost:3000/" inside your package.json file.""",
      T("React Native"), T("Windows"), T("Node.js"), T("Yarn"), T("npm"), T("Android Studio"), T("React"),
      T("Android"),
      source="https://github.com/react/react-native/issues/17758", kind="issue",
      note="fetch() with no method to the app's own local server on port 3000: GET only by default and the "
           "method never written (the request never arrives either): no endpoint; the environment "
           "block is the template's comment the reporter filled in"),
    R(r"""Could not find executor for data source type

I'm trying to connect consul as datasource for grafana. But I'm getting the following error:
```
t=2018-11-26T14:21:27+0000 lvl=eror msg="Metric request error" logger=context userId=1 orgId=1 uname=admin error="Could not find executor for data source type: sbueringer-consul-datasource"
t=2018-11-26T14:21:27+0000 lvl=eror msg="Request Completed" logger=context userId=1 orgId=1 uname=admin method=POST path=/api/tsdb/query status=500 remote_addr=192.168.128.1 time_ms=0 size=34 referer=http://localhost:3000/datasources/edit/1?gettingstarted
```

**Grafana version:** 5.3.4
**Consul version:** 1.4.0

I think I figured out what's going on.

I'm trying to up grafana in `docker` with `docker-compose`:
```yaml
version: '3'
services:
  grafana:
    image: grafana/grafana:latest
    ports:
    - "3000:3000"
    container_name: grafana
    environment:
      GF_SERVER_ROOT_URL: "http://localhost:3000"
      GF_SECURITY_ADMIN_PASSWORD: "notsosecret"
      GF_INSTALL_PLUGINS: "sbueringer-consul-datasource"
```""",
      T("Consul"), T("Grafana"), T("Docker"), T("Docker Compose"), E("POST /api/tsdb/query"),
      source="https://github.com/sbueringer/grafana-consul-datasource/issues/1", kind="issue",
      note="Grafana's request log: method=POST path=/api/tsdb/query answered 500 by the running Grafana's own "
           "route: labelled; the referer is a URL with no method; the yaml fence a data format"),
    R(r"""Plugin goes down when used with Grafana Docker Container.

Hi!
So, I observed something weird when working with this plugin and using the grafana docker container.

I started my grafana docker instance using this command,

```
docker run -d --name=grafana -p 3000:3000 grafana/grafana-enterprise
```

Grafana started up without any issues. I was able to access it on port 3000 via the browser.

Then, I went to the plugin's section via the gear icon on bottom left of the homepage.

After this, I installed this plugin.

Now, when try to create a panel, I get this error: "An error occurred in the plugin". This happened before I can type anything.

I see these logs from the grafana container,

```
logger=installer.fs t=2022-11-11T09:24:56.7883905Z level=info msg="Downloaded and extracted grafadruid-druid-datasource v1.4.0 zip successfully to /var/lib/grafana""",
      T("Grafana"), T("Docker"),
      source="https://github.com/grafadruid/druid-grafana/issues/133", kind="issue",
      note="grafana-enterprise only as the image name: Grafana Enterprise not labelled separately; Druid only "
           "inside the plugin id: not labelled, doubtful; screenshots dropped"),
    R(r"""Failed to start grafana. error: Datasource provisioning error

I want to start TeslaLogger via Docker (Portainer/Stack GitRepository) but I got the Error from the Grafana POD:

Failed to start grafana. error: Datasource provisioning error: read /etc/grafana/provisioning/datasources/datasource.yaml: is a directory

Could you help me.""",
      T("TeslaLogger"), T("Docker"), T("Portainer"), T("Grafana"),
      source="https://github.com/bassmaster187/TeslaLogger/issues/1067", kind="issue",
      note="the provisioning file is an absolute path"),
    R(r"""docs: Update OTLP endpoint in JavaScript Instrumentation documentation

Updated the OTEL_EXPORTER_OTLP_ENDPOINT from http://localhost:4318/v1/traces to http://localhost:4318 in the following OpenTelemetry instrumentation documentation files:

- data/docs/instrumentation/opentelemetry-angular.mdx
- data/docs/instrumentation/opentelemetry-express.mdx
- data/docs/instrumentation/opentelemetry-javascript.mdx
- data/docs/instrumentation/opentelemetry-nestjs.mdx
- data/docs/instrumentation/opentelemetry-nuxtjs.mdx

This change ensures the correct OTLP endpoint is used for traces.

Closes: #1941

@crazyuploader, please make these changes in the Kubernetes (OTel Collector Agent) and Windows tabs for SigNoz Cloud, and also verify the changes for Self-Hosted SigNoz.

Also, please update for VM -> OTel Collector -> Code Level""",
      T("JavaScript"), T("OpenTelemetry"), T("OTLP"), T("Kubernetes"), T("OpenTelemetry Collector"), T("Windows"),
      T("SigNoz"), T("SigNoz Cloud"),
      F("data/docs/instrumentation/opentelemetry-angular.mdx"), F("data/docs/instrumentation/opentelemetry-express.mdx"),
      F("data/docs/instrumentation/opentelemetry-javascript.mdx"), F("data/docs/instrumentation/opentelemetry-nestjs.mdx"),
      F("data/docs/instrumentation/opentelemetry-nuxtjs.mdx"),
      source="https://github.com/SigNoz/signoz.io/pull/1943", kind="issue",
      note="Angular, Express, NestJS and Nuxt only inside the doc file names: not labelled; /v1/traces only in a "
           "URL with no method; 'OTel Collector' -> OpenTelemetry Collector; OTLP (the protocol) labelled as the "
           "exporter's wire format the PR is about, doubtful; VM not labelled"),
    R(r"""otelinst did not support other exporters config in nodejs app.

I try to config nodejs and config to chose jaeger exporter, but it's not work.

``` yaml
apiVersion: opentelemetry.io/v1alpha1
kind: Instrumentation
metadata:
  name: my-instru
spec:
  env:
  propagators:
  - tracecontext
  - baggage
  - b3
  java:
  nodejs:
    env:
    - name: "OTEL_LOG_LEVEL"
      value: "DEBUG"
    - name: "OTEL_TRACES_EXPORTER"
      value: "jaeger" 
    - name: "OTEL_EXPORTER_OTLP_ENDPOINT"
      value: "http://jaeger-collector:14250" 
    - name: "OTEL_TRACES_SAMPLER_ARG"
      value: "1"
```

And it looks like that the trace exporter is hardcoded to otel exporter. 

ref here: https://github.com/open-telemetry/opentelemetry-operator/blob/main/autoinstrumentation/nodejs/src/autoinstrumentation.ts

Are there any problem if we implement the exporter configs for nodejs app?

@anuraaga is there a way to create `NodeSDK` from env vars?

I think the logic  where to choose and compose the configured exporter should be in sdk.start() rather than in autoinstrumentation.ts. And what's your opinpion? @pavolloffay @anuraaga

Closing now that Jaeger accepts OTLP natively.""",
      T("Node.js"), T("Jaeger"), T("OpenTelemetry"), T("OTLP"),
      source="https://github.com/open-telemetry/opentelemetry-operator/issues/710", kind="issue",
      note="the autoinstrumentation path only inside a URL; autoinstrumentation.ts a bare name; 'otel "
           "exporter' -> OpenTelemetry (its name otherwise only in the apiVersion and URLs); java: a yaml key, Java "
           "not labelled; NodeSDK an identifier"),
    R(r"""flag provided but not defined: -mod

I follows the guide and just enter the command:
 make cli
but an error comes out:
CGO_ENABLED=0 GOOS= GOARCH=amd64 GOARM= go build -mod=vendor -ldflags "-s -w" -o build/mainflux-cli cmd/cli/main.go
flag provided but not defined: -mod
usage: build [-o output] [-i] [build flags] [packages]
Run 'go help build' for details.
Makefile:67: recipe for target 'cli' failed
make: *** [cli] Error 2
so what is the problem?

@wudehua2016 Just tested, works like a charm. If you expect to get community help, you must provide information, otherwise, nobody can help and guess the problem, without superpowers at least. 
Also, there is an issue template, which you don't use. Opening issue is freestyle format (not following the template) is not really helpful.

Please provide the following info: 

* What operating system and processor architecture are you using (go env output)? 
* What version of Go are you using (go version output)?

@wudehua2016 It's also working for me. I'm using `go1.14.2 `. Closing this one for now.""",
      T("Make"), T("Go"), F("cmd/cli/main.go"),
      source="https://github.com/absmach/magistrala/issues/1364", kind="issue",
      note="build/mainflux-cli a build output path with no extension (a binary), left out, doubtful; Makefile a bare "
           "file name (its :67 a line number); Mainflux only in the binary's name: not labelled"),
    R(r"""Installation Instructions Produce An Error

New to Go and starting with Cobra to build CLI apps as a learning exercise. Already hitting issues. Following the install instructions on Github and the Cobra website lead to this error:

```
$ go get -u github.com/spf13/cobra@latest
go: go.mod file not found in current directory or any parent directory.
	'go get' is no longer supported outside a module.
	To build and install a command, use 'go install' with a version,
	like 'go install example.com/cmd@latest'
	For more information, see https://golang.org/doc/go-get-install-deprecation
	or run 'go help get' or 'go help install'.
```

Trying the method suggested by Go's error message resulted in things like:

```
$ go install github.com/spf13/cobra/cobra@latest
go: downloading github.com/spf13/cobra v1.7.0
go: github.com/spf13/cobra@latest: module github.com/spf13/cobra@latest found (v1.7.0), but does not contain package github.com/spf13/cobra/cobra
```

This is on Linux with a new Go install (`go version go1.21.2 linux/amd64`).

You first need to initialize your project: `go mod init <newModulePath>`

Many thanks for the clarification.""",
      T("Go"), T("Cobra"), T("Linux"),
      source="https://github.com/spf13/cobra/issues/2042", kind="issue",
      note="go.mod a bare file name; github.com/spf13/cobra module paths (cobra also named in prose); Github a site"),
    R(r"""Invalid 405 Response on POST Request

### Issue Description

I am using echo V4 as part of an echo-swagger api project on Win 10

### Checklist

- [ X] Dependencies installed
- [X ] No typos
- [ X] Searched existing issues and docs

### Expected behaviour
Route should work for both GET and POST request

### Actual behaviour
```
GET request
λ curl -X GET "http://localhost:8080/api/v1/license"
Searching for all licences

POST requests fail with curl
λ curl -X POST "http://localhost:8080/api/v1/license"
{
  "error": "code=405, message=Method Not Allowed",
  "message": "Method Not Allowed"
}
```
### Steps to reproduce

Use code below

### Working code to debug

```
        e := echo.New()
	e.Debug = true

	e.Use(middleware.Logger())

	e.GET("/api/v1/license", api.Get_all_Licence)
	e.GET("/api/v1/license/:UUID", api.Get_a_Licence)
	e.POST("/api/v1/licence", api.Create_a_Licence)
	e.PUT("/api/v1/license/:UUID", api.Update_a_License)
	e.DELETE("/api/v1/license/:UUID", api.Delete_a_Licence)
	e.GET("/swagger/*", echoSwagger.WrapHandler)

	data, err := json.MarshalIndent(e.Routes(), "", "  ")
	if err != nil {
		return
	}
	ioutil.WriteFile("routes.json", data, 0644)
```""",
      T("Echo"), T("echo-swagger"), T("Windows"),
      E("GET /api/v1/license"), E("GET /api/v1/license/:UUID"), E("POST /api/v1/licence"),
      E("PUT /api/v1/license/:UUID"), E("DELETE /api/v1/license/:UUID"),
      source="https://github.com/labstack/echo/issues/2061", kind="issue",
      note="Echo routes in code labelled as written (the POST route is spelt 'licence'); the curl POST to "
           "/api/v1/license gets 405, no route accepts it: not labelled; GET /swagger/* a wildcard route, left out, "
           "doubtful; Win 10 -> Windows; routes.json a bare file name"),
    R(r"""middleware + group => 404 is returned when 405 should be returned

### Issue Description

When using a middleware in combination with a group, 404 is returned when 405 should be returned.

### Expected behaviour

Return 405 when calling the endpoint behind the group with a wrong method.

### Actual behaviour

Received 404.

### Steps to reproduce

minimal reproducer:
```
package main

import (
	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
)

func main() {
	e := echo.New()
	g := e.Group("/api")
	g.Use(middleware.Logger())
	g.GET("/endpoint", func(c echo.Context) error {
		return c.String(200, "OK\n")
	})
	e.Start(":8080")
}

```
in a shell:

```
curl -X POST localhost:8080/api/endpoint
```
->{"message":"Not Found"}

### Version/commit

This was broken in 643066594d00891e3151c7ed87244bfeddcd57b9, released in 4.3.0 and onward""",
      T("Echo"), E("GET /api/endpoint"),
      source="https://github.com/labstack/echo/issues/1981", kind="issue",
      note="g.GET('/endpoint') under the group '/api': the full path /api/endpoint is written in the curl line, so "
           "GET /api/endpoint labelled; the curl POST is refused (404/405): not labelled; Go only in the package "
           "code (no fence language): not labelled, doubtful"),
    R(r"""Path matching issue with static and dynamic sub-paths

I am getting the wrong response from this simple echo server:

```
package main

import (
	"net/http"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
)

func main() {
	e := echo.New()
	e.Debug = true // Enable debug mode

	// Middleware
	e.Use(middleware.Logger()) // Use the default Logger middleware
	e.Use(middleware.Recover())
	e.GET("/users/me", func(c echo.Context) error {
		return c.String(http.StatusOK, "Hello, World!")
	})
	e.PUT("/users/:id", func(c echo.Context) error {
		return c.String(http.StatusOK, "Hello, World! wrong one")
	})
	e.Logger.Fatal(e.Start(":1323"))
}

```

Use this sample curl
`curl -X PUT http://localhost:1323/users/me`

Response is `Hello, World! wrong one` but it should be a 405 Method Not Allowed

I can get around this by adding explicit methods for each possible http method but that is bogus and brittle. Is there any guidance for a situation like this?

@aldas That is imo inherently wrong since the path is an EXACT match with an unsupported method. This feels like an optimization that was used to speed up echo performance at the expense of proper routing for http. And this isn't a knock on the echo team, I tested chi and fiber and they both did the same thing.""",
      T("Echo"), T("chi"), T("Fiber"), E("GET /users/me"), E("PUT /users/:id"),
      source="https://github.com/labstack/echo/issues/2841", kind="issue",
      note="the curl PUT /users/me is answered by the PUT /users/:id route, which the text writes: only the route "
           "labelled; chi and fiber, Go routers, named in a comment"),
    R(r"""Unable to get param value with the paths specified

Hi All,

With the below configuration, I am not able to get the path param in the GET request.

```
import "github.com/labstack/echo/v4"

e := echo.New()

e.POST("/attributes/group/:confirm", func(c echo.Context) error { return c.NoContent(http.StatusOK) })
e.PATCH("/attributes/group/:confirm", func(c echo.Context) error { return c.NoContent(http.StatusOK) })
e.POST("/attributes/groups/:activated", func(c echo.Context) error { return c.NoContent(http.StatusOK) })
e.GET("/attributes/group/:id", func(c echo.Context) error {
	param := c.Param("id")
	log.Println("the param is", param)
	return c.NoContent(http.StatusOK)
})
e.POST("/attributes/group/reorder", func(c echo.Context) error { return c.NoContent(http.StatusOK) })
e.DELETE("/attributes/group/:id", func(c echo.Context) error { return c.NoContent(http.StatusOK) })
```

The log print in the GET function handler prints the param blank.

Just to check if my understanding of the routes is wrong, I tested the same in gin, and it is working properly.

For now changed the path of the GET request slightly to overcome this issue, but could someone please explain why this doesn't work.""",
      T("Echo"), T("Gin"),
      E("POST /attributes/group/:confirm"), E("PATCH /attributes/group/:confirm"),
      E("POST /attributes/groups/:activated"), E("GET /attributes/group/:id"), E("POST /attributes/group/reorder"),
      E("DELETE /attributes/group/:id"),
      source="https://github.com/labstack/echo/issues/2364", kind="issue",
      note="six Echo routes in code, each labelled as written"),
    R(r"""POST does not working when using with-router expo app.

### Minimal reproducible example

https://github.com/AndrianarivoAlpha/router-problem

### Which package manager are you using? (Yarn is recommended)

npm

### If the issue is web-related, please select the bundler (`web.bundler` in the `app.json`)

None

### Summary

Hello, I need a help please,
My problem is that POST does not working when I make a call when using expo-router/entry (under app folder) but it works fine in a normal app (in App.js).
 P.S: GET works fine.

### Environment

 expo-env-info 1.2.0 environment info:
    System:
      OS: Windows 11 10.0.22621
    Binaries:
      Node: 20.11.0 - C:\Program Files\nodejs\node.EXE
      npm: 10.4.0 - C:\Program Files\nodejs\npm.CMD
    IDEs:
      Android Studio: AI-231.9392.1.2311.11330709
    npmPackages:
      expo: ^50.0.1 => 50.0.4 
      expo-router: ~3.4.6 => 3.4.6 
      react: 18.2.0 => 18.2.0 
      react-dom: 18.2.0 => 18.2.0
      react-native: 0.73.2 => 0.73.2
      react-native-web: ~0.19.6 => 0.19.10
    Expo Workflow: managed""",
      T("Expo"), T("Expo Router"), T("Yarn"), T("npm"), T("Windows"), T("Node.js"), T("Android Studio"), T("React"),
      T("React DOM"), T("React Native"), T("React Native Web"),
      source="https://github.com/expo/expo/issues/26755", kind="issue",
      note="expo-env-info output; POST and GET without a path: no endpoint; App.js, app.json bare names; Yarn named "
           "in the template's question only, labelled, doubtful; expo-router -> Expo Router, react-dom -> React DOM, "
           "react-native-web -> React Native Web"),
    R(r"""REST Api don't consume POST message

## The problem

## Environment

- Home Assistant release with the issue: 
- Last working Home Assistant release (if known): 
- Operating environment (Hass.io/Docker/Windows/etc.): 
- Integration causing this issue: 
- Link to integration documentation on our website: 

## Additional information

after executing command from documentation:
https://developers.home-assistant.io/docs/en/external_api_rest.html 

POST command which should work, doesn't work. GET work properly but more conlicated POST than POST /api/config/core/check_config.

For example simple turn on / turn off command which should work always return "400:Bad request"

curl -X post -H "Authorization: Bearer TOKEN"  -H "Content-Type: application/json" -d '{"entity_id":"light.salon"}' http://IPADDRESS:8123/api/services/light/turn_on

or even

curl -X post -H "Authorization: Bearer TOKEN"  -H "Content-Type: application/json" -d '{"domain":"light","services":"turn on","entity_id":"light.salon"}' http://IPADDRESS:8123/api/services

always return
400:Bad Request

Unfortunately, I cannot reproduce this issue. In general the status code 400 is returned on malformed request syntax, invalid request message framing, or deceptive request routing.""",
      T("Home Assistant"), E("POST /api/config/core/check_config"), E("POST /api/services/light/turn_on"),
      source="https://github.com/home-assistant/core/issues/31624", kind="issue",
      note="the template's 'Hass.io/Docker/Windows/etc.' is an unfilled list of choices: not labelled; curl -X post "
           "to Home Assistant's own REST API, answered 400: labelled with the URL's path; POST /api/services (a path "
           "no POST route serves, only GET /api/services) left out, doubtful; REST only in 'REST Api' in the title, "
           "not the noun phrase 'REST API', left out, doubtful"),
    R(r"""Authentication API

### Feedback

Per https://developers.home-assistant.io/docs/auth_api/

You should be able to access API from CURL.  This works on Linux (Ubuntu specifically), but doesn't work on Windows Curl.

If you run the command, you get a 401 Unauthorized error.  I'm not sure if this is an issue with HA directly or Windows Curl.   Ether way, probably should note that this only works in Linux.

Command being issued: 
curl -X GET http://[My HA IP]:8123/api/error/all -H 'Authorization: Bearer [My Long-Lived Token]'

### URL

https://developers.home-assistant.io/docs/auth_api/

### Version

Not on bottom of page!

Update:

Figured out in Windows, you have to use quotes.  Not apostrophe around Authorization tag...

So, correct command should be FOR WINDOWS ONLY:
curl -X GET http://[My HA IP]:8123/api/error/all -H "Authorization: Bearer [My Long-Lived Token]"

Glad you got it resolved 👍""",
      T("Linux"), T("Ubuntu"), T("Windows"), T("Home Assistant"), T("curl"), E("GET /api/error/all"),
      source="https://github.com/home-assistant/home-assistant.io/issues/21079", kind="issue",
      note="curl -X GET to Home Assistant's own API (401 with the bad quoting, then fine): labelled; curl labelled "
           "here as the tool the report is about ('Windows Curl' vs Linux curl), doubtful; HA -> Home Assistant"),
    R(r"""401: Unauthorized when calling hassio API

In HA0.77.3:
 curl -H "Content-Type" -X POST --data '{"protected":"false"}' http://hassio/addons/local_nrfnet/options
return 401.
In HA0.77.2: this command works well. 
I add  "x-ha-access:${HASSIO_TOKEN}" into the parameters but the command returns 401 also.

You need include the hassio token + the api call have moved to /addons/.../security. Look at changelog of 129

I think that would resolve your issues @tomcatGu, therefore closing this issue.
If you have additional questions, feel free to re-open or (probably better), join us at Discord, so we can help you directly.""",
      T("Hass.io"), T("Discord"), E("POST /addons/local_nrfnet/options"),
      source="https://github.com/home-assistant/supervisor/issues/693", kind="issue",
      note="curl -X POST to the Supervisor's own API, answered 401: labelled with the path; /addons/.../security has "
           "no method and an ellipsis; 'HA0.77.3' glued to its version: Home Assistant not labelled, doubtful; "
           "hassio -> Hass.io; Discord where the team offers help, doubtful"),
    R(r"""Can't login with token

When trying to trigger a scene with the token configured I get a 403 error on my watch, and my server bans my ip with the error "login attempt or request with invalid authentication".
My server ip is configured using duckdns and a port

Are you sure you are using the correct token with no space before or after the token?

Could you try accessing the home assistant api using an web API tool, Postman or Insomnia for instance? Or calling the api directly from a terminal like the examples here: https://developers.home-assistant.io/docs/api/rest/

```
curl -X GET -H "Authorization: Bearer ABCDEFGH" \
  -H "Content-Type: application/json" https://localhost:8123/api/
 ```
Replace `ABCDEFGH` with your token and `https://localhost:8123` with your url.

Yup, no spaces and correct token.
I just tested with postman and as far as I can tell the response is valid.""",
      T("Duck DNS"), T("Home Assistant"), T("Postman"), T("Insomnia"), E("GET /api/"),
      source="https://github.com/hasscontrol/hasscontrol/issues/21", kind="issue",
      note="curl -X GET to Home Assistant's own /api/ on localhost: labelled; duckdns -> Duck DNS"),
    R(r"""[Bug] failed to compile `NtHiM v0.1.3`

Hello
I am facing this error. used this command `cargo install NtHiM`

Hello @remonsec,

This issue occurs, because **`cargo install NtHiM`** ignores the **Cargo.lock** file in **NtHiM**, and tries to figure out and use newer version of the dependencies defined in the **Cargo.toml** file.

In this case, [**Cargo.toml**](https://github.com/TheBinitGhimire/NtHiM/blob/0.1.3/Cargo.toml#L21) and [**Cargo.lock**](https://github.com/TheBinitGhimire/NtHiM/blob/0.1.3/Cargo.lock#L94-L124) files have defined the version **`v3.0.0-beta.2`** for **clap**, however **cargo** tries to make use of **clap `v3.0.10`**, and this newer version appears to be using the **`help`** method instead of the **`about`** method, that leads to the issue.

You can fix this issue by using the **`--locked`** flag during installation, i.e. **`cargo install --locked NtHiM`**, which will force **cargo** to use the version defined in [**Cargo.toml**](https://github.com/TheBinitGhimire/NtHiM/blob/0.1.3/Cargo.toml#L21) and [**Cargo.lock**](https://github.com/TheBinitGhimire/NtHiM/blob/0.1.3/Cargo.lock#L94-L124) files.""",
      T("Cargo"), T("clap"), T("NtHiM"),
      source="https://github.com/TheBinitGhimire/NtHiM/issues/19", kind="issue",
      note="Cargo.toml and Cargo.lock bare file names; the screenshot dropped; NtHiM (the tool installed) labelled"),
    R(r"""compile error with clap

Hi

I got a load of clap errors while attempting to compile via cargo

Rust version seems sufficient?
```
rustc --version
rustc 1.60.0 (7737e0b5c 2022-04-04)
```

`cargo install --path .`

```
error: cannot find attribute `clap` in this scope
  --> src/cli/mod.rs:30:7
   |
30 |     #[clap(
   |       ^^^^
   |
   = note: `clap` is in scope, but it is a crate, not an attribute

For more information about this error, try `rustc --explain E0433`.
error: failed to compile `rustyread v0.4.0 (/home/hpc/davenpor/programs/rustyread)`, intermediate artifacts can be found at `/home/hpc/davenpor/programs/rustyread/target`

Caused by:
  could not compile `rustyread` due to 26 previous errors
```

This PR in another repo seems to be a solution. Does it make sense to implement this (I could do a PR)?

https://github.com/LedgerHQ/cargo-ledger/pull/7/files""",
      T("clap"), T("Cargo"), T("Rust"), F("src/cli/mod.rs"),
      source="https://github.com/natir/rustyread/issues/4", kind="issue",
      note="src/cli/mod.rs:30:7 -> the file without its line and column; the build paths are absolute; rustyread the "
           "project itself, not labelled, doubtful"),
    R(r"""fail to compile with `cargo install --git` command

```
$ cargo install --git https://github.com/cloudflare/matched-data-cli
...
error[E0308]: mismatched types
  --> src/main.rs:47:20
   |
47 |     #[clap(short = "d", long, about = "Base64 encoded encrypted matched data")]
   |                    ^^^ expected `char`, found `&str`

error[E0308]: mismatched types
  --> src/main.rs:51:17
   |
51 |         short = "k",
   |                 ^^^ expected `char`, found `&str`

error[E0599]: no method named `required_unless` found for struct `Arg<'_>` in the current scope
  --> src/main.rs:61:9
   |
61 |         required_unless = "private-key"
   |         ^^^^^^^^^^^^^^^ help: there is an associated function with a similar name: `required_if_eq`

error: aborting due to 3 previous errors

Some errors have detailed explanations: E0308, E0599.
For more information about an error, try `rustc --explain E0308`.
error: failed to compile `matched-data-cli v0.2.0 (https://github.com/cloudflare/matched-data-cli#510fd021)`, intermediate artifacts can be found at `/var/folders/95/gwgg1q4s0r1628b87y3rp2m00000gp/T/cargo-installxQijsU`

Caused by:
  could not compile `matched-data-cli`

To learn more, run the command again with --verbose.
```

Hi @mw866, could you try installing with with `--locked` to ensure the lock file is used?""",
      T("Cargo"), T("Rust"), F("src/main.rs"),
      source="https://github.com/cloudflare/matched-data-cli/issues/5", kind="issue",
      note="src/main.rs:47:20 etc. -> src/main.rs; clap only as the #[clap(...)] attribute in the code excerpt: not "
           "labelled, doubtful; Base64 an encoding, not labelled"),
    R(r"""Can't compile in linux

output of `uname -a`
```
Linux vultr.guest 3.13.0-92-generic #139-Ubuntu SMP Tue Jun 28 20:42:26 UTC 2016 x86_64 x86_64 x86_64 GNU/Linux
```

`Cargo install` gives:
```
Already up-to-date.
    Updating registry `https://github.com/rust-lang/crates.io-index`
 Downloading clap v2.14.0
   Compiling clap v2.14.0
/root/.cargo/registry/src/github.com-1ecc6299db9ec823/clap-2.14.0/src/errors.rs:857:35: 857:46 error: no method named `description` found for type `std::fmt::Error` in the current scope
/root/.cargo/registry/src/github.com-1ecc6299db9ec823/clap-2.14.0/src/errors.rs:857         Error::with_description(e.description(), ErrorKind::Format)
```

More relevant is your `rustc --version` and `carvo --version`

```
root@vultr:~# rustc --version
rustc 1.10.0 (cfcb716cf 2016-07-03)
root@vultr:~# cargo --version
cargo 0.11.0-nightly (259324c 2016-05-20)
```

Update Rust, try again

OK now""",
      T("Linux"), T("Ubuntu"), T("Cargo"), T("clap"), T("Rust"), T("Vultr"),
      source="https://github.com/clap-rs/clap/issues/683", kind="issue",
      note="the clap source paths are absolute registry paths; 'carvo' a typo of cargo; Ubuntu from the kernel "
           "string's #139-Ubuntu, doubtful; vultr.guest the host name (a Vultr VPS), labelled, doubtful"),
    R(r"""🐛 Bug Report: getting '500 internal server error' while making an HTTP request to a nested API /api/{entity1}/{id}/{entity2} when entity1 id not found

### What happened?

When making an HTTP request to a nested API, for example ``` GET /api/posts/{id}/tags```   I get 500 Internal Server Error responses on Postman. 
On the terminal I get the error message 'Cannot read property 'map' of null' and a pointer to the file and the corresponding line.

### What you expected to happen

If a user makes a request to a non-existing entity, for example, a post id that doesn't exist, he should get a 404 error that the post he searched for does not exist.

### How to reproduce

- generate an app with many to many relations such as articles with tags or books/movies with genres
- execute get request on postman ```GET /api/articles/123/tags?name=tag1```

### Amplication version

0..11.2

### Environment

node version: 14.17.3
npm version: 8.3.1
docker version:  20.10.8

### Are you willing to submit PR?

Yes I am willing to submit a PR!""",
      T("Postman"), T("Amplication"), T("Node.js"), T("npm"), T("Docker"),
      E("GET /api/posts/{id}/tags"), E("GET /api/articles/123/tags"),
      source="https://github.com/amplication/amplication/issues/2274", kind="issue",
      note="the generated app's own nested routes answer 500: GET /api/posts/{id}/tags labelled as written; the "
           "concrete GET /api/articles/123/tags (query dropped) labelled as written, no articles route being written; "
           "the title's /api/{entity1}/{id}/{entity2} a placeholder pattern with no method"),
    R(r"""The character encoding of the plain text document was not declared. The document will render with garbled text in some browser configurations if the document contains characters from outside the US-AS

## Bug Report

## Current behavior

Unable to return anything when trying to use a custom api route. I.e. localhost:3000/api/:id

## Input Code

`@Controller('api')
export class UserIDController{
  @Get(':id')
  getOTP(): string {
    return {id: userid}
  }
}
`

```ts
const your = (code) => here;
```

## Expected behavior

able to render user id on browser when url is entered

## Possible Solution

## Environment

<pre><code>
Nest version: 7.0.0

For Tooling issues:
- Node version: 13.12.0
- Platform:  Windows

Others:

</code></pre>

Please, use our [Discord](https://discord.gg/G7Qnnhy) channel (support) for such questions. We are using GitHub to track bugs, feature requests, and potential improvements.""",
      T("NestJS"), T("Node.js"), T("Windows"), T("TypeScript"), T("Discord"), E("GET /api/:id"),
      source="https://github.com/nestjs/nest/issues/4859", kind="issue",
      note="@Controller('api') with @Get(':id'): the full path /api/:id is written (localhost:3000/api/:id), so GET "
           "/api/:id labelled, doubtful; 'Nest version' -> NestJS; the ```ts fence is the template's placeholder, "
           "TypeScript labelled all the same"),
    R(r"""How does the get user by id work?

First of all.. thanks for this awesome project. I have been using it to get a handle on typescript en typeorm. I really don't have an issue with this project, it works perfectly fine. I just don't get how the 'get' method works for getting a user by it's id.

It does not seem to use the 'one' method from the 'UserRepository'.

Would it be possible to get an explanation?

Hi ! If you're talking about the /api/v1/users/:id route, it goes through *UserController:get*, which calls *UserRepository:one*. You can log or do a step-by-step in debug mode to follow the path of the process. If you're talking about other route, I don't see ...""",
      T("TypeScript"), T("TypeORM"),
      source="https://github.com/steve-lebleu/typeplate/issues/8", kind="issue",
      note="the /api/v1/users/:id route is written with no HTTP method ('UserController:get' names a handler): "
           "no endpoint, doubtful"),
    R(r"""Cant load a custom DAG into

**Description**

Trying to load a custom dag to the default mount

**Describe the results you received:**

Trying to load a custom DAG file into airflow
**Describe the results you expected:**

xxx@xxx:~/Code/platformplatform/airflow$ docker exec -ti airflow_airflow_1 airflow list_dags
[2020-04-16 14:03:45,917] {__init__.py:51} INFO - Using executor CeleryExecutor
[2020-04-16 14:03:45,918] {dagbag.py:396} INFO - Filling up the DagBag from /opt/bitnami/airflow/dags
[2020-04-16 14:03:45,962] {dagbag.py:239} ERROR - Failed to import: /opt/bitnami/airflow/dags/Helloworld.py
Traceback (most recent call last):
  File "/opt/bitnami/airflow/venv/lib/python3.6/site-packages/airflow/models/dagbag.py", line 236, in process_file
    m = imp.load_source(mod_name, filepath)
  File "/opt/bitnami/airflow/venv/lib/python3.6/imp.py", line 172, in load_source
    module = _load(spec)""",
      T("Airflow"), T("Docker"),
      source="https://github.com/bitnami/bitnami-docker-airflow/issues/38", kind="issue",
      note="the DAG file and the traceback's files are absolute paths; CeleryExecutor an identifier (Celery not "
           "labelled, doubtful); __init__.py and dagbag.py bare names in log lines; Python only in absolute paths"),
    R(r"""docker module in the requirements but not installed

**Apache Airflow version**: 2.0

**Kubernetes version (if you are using kubernetes)** (use `kubectl version`):

**Environment**: docker image

**What happened**:
`DockerOperator` does not work beacuase depends on `docker` module 

How shoud we indicate in the Dockerfile that this should be installed? I suppose that a new "extra" called  `docker` has to be created, so that we can install it with `pip install apache-airflow[docker]`.

**What you expected to happen**:

`docker` module being installed at some point in the Dockerfile

**How to reproduce it**:

Invoke a `DockerOperator` based task and it will produce the following error
```
Traceback (most recent call last):
  File "/home/airflow/.local/lib/python3.6/site-packages/airflow/models/dagbag.py", line 238, in process_file
    loader.exec_module(m)
  File "<frozen importlib._bootstrap_external>", line 678, in exec_module
  File "<frozen importlib._bootstrap>", line 219, in _call_with_frames_removed
  File "/opt/airflow/dags/c4m_dag.py", line 1, in <module>
    from airflow.providers.docker.operators.docker import DockerOperator
  File "/home/airflow/.local/lib/python3.6/site-packages/airflow/providers/docker/operators/docker.py", line 25, in <module>
    from docker import APIClient, tls
ModuleNotFoundError: No module named 'docker'
```""",
      T("Airflow"), T("Docker"), T("pip"),
      source="https://github.com/apache/airflow/issues/9234", kind="issue",
      note="the template's Kubernetes/kubectl line left unfilled: not labelled; the `docker` Python module (docker-py) not "
           "labelled: its name is only 'docker', doubtful; Dockerfile a bare file name; trace paths absolute"),
    R(r"""Loki container alway restart

Hi, I start homer7-docker with server hom7-prom-all and I have problem with Loki container. It alway restart. Error log : 
level=error ts=2019-06-05T06:26:51.286856691Z caller=main.go:46 msg="error loading config"
filename=/etc/loki/loki-local-config.yaml err="parsing time \"0\" as \"2006-01-02\": cannot parse \"0\" as
\"2006\"

I just updated the default Loki config, could you pull the latest changes and try again?

Hello Imangani,
I already pulled the lastest changes and now Loki work fine. But at the error log, we still have an error at log:

promtail | level=error ts=2019-06-05T08:47:35.888553001Z caller=filetarget.go:272 msg="failed to
tail file" error="file is a directory" filename=/var/log""",
      T("Grafana Loki"), T("Promtail"),
      source="https://github.com/sipcapture/homer7-docker/issues/29", kind="issue",
      note="main.go and filetarget.go bare names in log lines; the config file an absolute path; homer7-docker the "
           "project's repository name, HOMER not labelled, doubtful; Prometheus only inside 'hom7-prom-all'"),
    R(r"""No labels and no logs

hello
 Installing by docker-compose，but there is no labels in grafana，help check the question。

[root@elk ~]# more docker-compose.yaml
version: "3"

networks:
   loki:

services:
  loki:
    image: grafana/loki:1.4.0
    ports:
      - "3100:3100"
    networks:
      - loki
  grafana:
    image: grafana/grafana:master
    ports:
      - "3000:3000"
    environment:
      GF_EXPLORE_ENABLED: "true"
    networks:
      - loki
  promtail:
    image: grafana/promtail:master
    volumes:
      - /tmp/log:/var/log
      - /root/promtail:/etc/promtail
    networks:
      - loki

the promtail scrape config looks incorrect to me:

```
scrape_configs:
- job_name: system
  static_configs:
  - targets:
      - localhost
    labels:
      job: varlogs
      __path__: /var/log/*log
```""",
      T("Docker Compose"), T("Grafana"), T("Grafana Loki"), T("Promtail"),
      source="https://github.com/grafana/loki/issues/2446", kind="issue",
      note="docker-compose.yaml a bare file name; the screenshot dropped; the prompt's paths absolute"),
    R(r"""Adding a log scraper

Wondering if there's any reason why dockprom doesn't include a log scraper such as promtail for loki, or fluentd, or mtail, etc?

+1 for Loki

#266""",
      T("dockprom"), T("Promtail"), T("Grafana Loki"), T("Fluentd"), T("mtail"),
      source="https://github.com/stefanprodan/dockprom/issues/283", kind="issue",
      note="a short feature request; every log shipper named is labelled"),
    R(r"""Not able to work this with manifest version 3

I tried with manifest v3 to make it working, BUt I am getting error "Service worker registeration failed". Also window is giving error and background.extension.getbackgroudPage() is undefined when I try with manifest v3.

Hey there? Can you please help me?

I'm not using jitsi-pop myself at the moment so fixing issues like this doesn't have priority. I hope you make it work though. Good luck!

Hey , Thank you for replying back to me. I was stuck not able fix by myself at last came to you. Thanks""",
      source="https://github.com/Jip-Hop/jitsi-pop/issues/6", kind="issue",
      note="nothing labelled: manifest v3 and service workers are a format version and a web API, not tools; "
           "jitsi-pop the project itself (Jitsi not named on its own); 'window' the browser global"),
    R(r"""Update to Manifest V3

We need to update to Manifest V3 which changes the way extensions work.

Background Script is now a Service Worker. https://developer.chrome.com/docs/extensions/mv3/intro/

@sniemetz @leao-nardo is it possible any of you can help me test this update, I have refactored the entire extension to Manifest V3, I think I tested as much as I can, but would like to see if any of you found any problems.

You can download the extension from "Code" section > "Download Zip":

And load the extension in "chrome://extensions" (drag and drop) (make sure developer is checked in bottom)

Nice rewrite!

No errors so far -
I need to dive in a bit here and understand how v3 and workers are
different.""",
      source="https://github.com/mohamedmansour/reload-all-tabs-extension/issues/33", kind="issue",
      note="nothing labelled: Chrome only inside a URL and the chrome://extensions address; Manifest V3 a format "
           "version; the screenshot dropped"),
    R(r"""Broken Dag issue when importing from outside of dag

How do I install pip installable modules?  do i need to pass the requirement.txt in the `dags` folder?""",
      T("pip"),
      source="https://github.com/astronomer/ap-airflow/issues/116", kind="issue",
      note="requirement.txt a bare file name, dags a folder; Airflow only in the repository name"),
    R(r"""Rest Post not working in 2024.1

### The problem

After updating from 2023.12.1 to 2024.1.0 posting messages to the REST API stopped working.
I am using the following command to toggle a switch:
http://IP_ADDRESS:8123/api/services/switch/toggle
Body: {"entity_id": "switch.sonoff_1243"}
Content Type: application/json
And an Long-Live Authorization token.

I restored a backup of core-2023.12.1 and the messages work perfectly again.

### What version of Home Assistant Core has the issue?

core-2024.1.0

### What was the last working version of Home Assistant Core?

core-2023.12.1

### What type of installation are you running?

Home Assistant OS

based on the entity name `switch.sonoff_1243` i assume you are using some sort of a Sonos custom integration which is not part of HA core? if so, there are known issues with Sonos custom integrations, that they are not compatible with 2024.1, yet (_eq. #107115_)

I believe you meant to say **Sonoff** custom integration.

Thanks for the Response!""",
      T("REST"), T("Home Assistant"), T("Home Assistant OS"), T("Sonoff"), T("Sonos"),
      source="https://github.com/home-assistant/core/issues/107191", kind="issue",
      note="'posting' to a URL written without the method word: no endpoint, doubtful; 'REST API' a noun phrase -> "
           "REST; Sonos named by mistake for Sonoff, both labelled as written, doubtful"),
]
