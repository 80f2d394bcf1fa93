"""A twenty-fifth fresh held-out set ("fresh-25"), the issues part: 64 GitHub issue and pull-request threads from
repositories none of the earlier sets used, but for a few (Airflow, Expo, electron-builder, Retrofit, Godot, the React
Native CLI, each with a thread not used before) -- front ends (a Felte form on SvelteKit page endpoints, a SolidStart API
route, an Angular dev-server proxy, Vue admin templates calling Spring Boot and Django back ends in Chinese threads);
mobile (React Native under Expo, Flutter's http client behind XAMPP, a Retrofit @POST, a Podfile broken by a new
Xcode); desktop (Electron spawning Express, an electron-builder package.json, an Electron Forge build on Windows,
Tauri commands under Yarn on Arch Linux); data and ML (pandas against NumPy in pip lists and tracebacks, dbt's
duplicated model, Airflow's planned DAG-run endpoints and its stable REST API, Spark and BigDL out of memory, PyTorch
and CUDA, a Flask chatbot's development-server log, a TensorFlow Lite server behind FastAPI); DevOps (Terraform in
Korean, a Makefile around Terraform, Helm charts' template paths, Ansible playbooks and roles, a GitHub Actions
workflow, Docker Compose in Russian threads); self-hosted apps (Firecrawl, n8n on TrueNAS, Helicone's docs,
Nextcloud's occ behind Nginx, a Kibana export endpoint, a CHT api log); game engines (Godot's logcat, Unity clients of
a PHP web service and of NIFCLOUD's backend in Japanese); CLI tools (a go env dump, a Go CLI's install on OS X); and
course exercises in Portuguese, Korean and Spanish -- each the thread's title followed by its body and maybe a comment
or two, kept as written (code blocks, logs, tracebacks, env dumps, package.json and pip lists, request dumps, diffs as
they appear; trimmed; screenshots dropped; the comments joined without their author lines). Four of them label
nothing at all.

Every text was taken from a stored public copy of the thread at the address given and labelled by hand without
running the extractor on it, by the earlier sets' conventions: technologies under their usual canonical name (any
spelling in the text), a code fence's language but not a shell's; data formats, everyday shell utilities, sites,
placeholders, user agents and names only inside URLs, absolute or dependency paths, package paths or dotted
identifiers not labelled, a response header naming the server software labelled; relative file paths as written
(./ kept, a line's :N left out, a Windows path with its backslash), bare file names, folders and import specifiers
not; an endpoint only as "METHOD /path" where the text gives the method for that path (a route in code, a request the
app's own route answers even with an error, a client call with its method, a request to the app's own server written
as a URL, a planned endpoint listed with its method) and writes the whole path -- a request no route accepts
("Cannot POST"), a path with no method, a route under a base URL or a router whose full path is never written are
not labelled. Nobody tunes the extractor on these texts: the benchmark scores them as their own split
(``--split fresh-25``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "Django REST framework": ("django-rest-framework", "DRF"),
    "django-cors-headers": ("corsheaders",),
    "Apache Shiro": ("Shiro",),
    "Spring Boot": ("springboot",),
    "Android Studio": ("AndroidStudio",),
    "scikit-learn": ("scikitlearn",),
}

CASES = [
    R(r"""Default submit handler gets html, not json from Sveltekit page endpoints

### Describe the bug

With Sveltekit _page endpoints_, the default submit handler receives HTML from the page (ie: the form itself) and not json from the endpoint (ie: the response on the submit).

Page endpoints have the page and the endpoint on the same URL. You will need to include an `Accept: application/json` header to get JSON from the endpoint rather than HTML from the page.

### Which package/s are you using?

felte (Svelte)

### Environment

- OS: Windows 11
- Browser: Chrome
- Version: 101.0.4951.54

### To reproduce

Page `login.svelte` with a form:
```js
<script lang="ts">
  import { createForm } from 'felte';

  const { form } = createForm({
    onSuccess(response, context) { console.log(response.status) } // <-- logs 200 from page, but want 401 from endpoint
  })
</script>

<form use:form method="post">
  <button type="submit">Go</button>
</form>
```

Endpoint `login.ts` with a request handler:
```js
import type { RequestHandler } from '@sveltejs/kit'

export const post: RequestHandler = async ({ request }) => {
  return {
    status: 401 // <-- return 401 Not Authorized
  }
}
```
The page and the endpoint have the same url (`/login`). An Accept header should distinguish between page or endpoint.""",
      T("SvelteKit"), T("Svelte"), T("Felte"), T("Windows"), T("Chrome"), T("JavaScript"),
      source="https://github.com/pablo-abc/felte/issues/137", kind="issue",
      note="the ```js fences name JavaScript; lang=\"ts\" only an attribute -- TypeScript not labelled; login.svelte and "
           "login.ts bare; the page endpoint's POST handler at /login is written only as `export const post` in a file "
           "whose URL the text gives -- no endpoint labelled (its method only through SvelteKit's file convention), "
           "doubtful; JSON and HTML data formats"),
    R(r"""error when I am using localhost.

I try to connect API with HTTP.
When I use a URL from the host, it works.
But when I use a URL from localhost by the xampp, it will error.
The error is  "FormatException: SyntaxError: Unexpected token < in JSON at position 0".
The URL from host and localhost can be used in The Postman.

basic code:
import 'package:http/http.dart' as HTTP;
Map<String,dynamic> data = {"test","test"};
String url = ???;
var uri = Uri.parse(url);
var response = await http.post(uri, body: data)
responseDecoded = json.decode(response.body);
print('response ---> $responseDecoded');

flutter doctor: 
Doctor summary (to see all details, run flutter doctor -v):
[√] Flutter (Channel stable, 2.5.0, on Microsoft Windows [Version 10.0.19042.1466], locale th-TH)
[√] Android toolchain - develop for Android devices (Android SDK version 30.0.3)
[√] Chrome - develop for the web
[√] Android Studio (version 2020.3)
[√] VS Code (version 1.63.2)
[√] Connected device (2 available)

• No issues found!

Thank you.

I try https://192.168.0.1/ and https://10.0.0.1/
but it didn't work for me.

I too tried with CORS and other settings in django but to no avail.
Could anyone suggest me how to use flutter http with localhost? (Preferably with django-rest-framework)""",
      T("XAMPP"), T("Postman"), T("Flutter"), T("Windows"), T("Android SDK"), T("Chrome"), T("Android Studio"),
      T("VS Code"), T("Django"), T("Django REST framework"),
      source="https://github.com/dart-lang/http/issues/660", kind="issue",
      note="flutter doctor's summary: Flutter, Windows, the Android SDK, Chrome, Android Studio, VS Code; the Dart http "
           "package only as an import specifier (package:http/http.dart) -- not labelled, nor Dart (never named); "
           "django-rest-framework the Django REST framework; no route of the user's API written"),
    R(r"""src/cmd.rs is gone?

Do not have this file:
src-tauri/src/cmd.rs

and  vue project, window.open() , is not effect

@jbolda please help me

As of the 1.0.0-beta (and beta-rc), the cmd.rs file is no longer included in the template. See the new [command guide](https://tauri.studio/en/docs/usage/guides/command/) for instructions on creating commands with the new macros.""",
      F("src/cmd.rs"), F("src-tauri/src/cmd.rs"), T("Vue"),
      source="https://github.com/tauri-apps/vue-cli-plugin-tauri/issues/30", kind="issue",
      note="the title's src/cmd.rs and the body's src-tauri/src/cmd.rs both relative paths; Tauri only inside the guide's "
           "URL -- not labelled; cmd.rs bare"),
    R(r"""[Bug] - tauri command not found during building in Arch Linux

Hello,
I'm trying to build chatgpt-desktop by `yarn tauri build` but I get the following error:
```
yarn run v1.22.19
$ tauri build
/bin/sh: line 1: tauri: command not found
error Command failed with exit code 127.
info Visit https://yarnpkg.com/en/docs/cli/run for documentation about this command.
```
I installed `yarn`, `tauri-devel-meta` and also Rust, and followed Tauri App docs (https://tauri.app/v1/guides/getting-started/prerequisites/) but I continue to get this error. Even if I try to use `yarn cargo-tauri build` (despite I have cargo-tauri tool), I get:
```
yarn run v1.22.19
error Command "cargo-tauri" not found.
info Visit https://yarnpkg.com/en/docs/cli/run for documentation about this command.
```

Thanks for the pull request""",
      T("Tauri"), T("Arch Linux"), T("Yarn"), T("Rust"),
      source="https://github.com/sonnylazuardi/chat-ai-desktop/issues/14", kind="issue",
      note="chatgpt-desktop the project itself; tauri-devel-meta an Arch package and cargo-tauri the Tauri CLI's binary -- "
           "not labelled apart; /bin/sh an absolute path"),
]

CASES += [
    R(r"""How to use ipcRenderer from Express?

How to use ipcRenderer from Express? Because I want to pass some Electron parameters to Express. For example: I want to pass the getAppPath path. Because I want to create a file in userPath. But from Express, I can't get userAppPath

Have a look at the `preload.ts` file. It uses `contextBridge` to expose APIs to the renderer process.

I see it, it worked on render file (app.ts) , but in Express.js (express-app.ts) , i can't use it .

router.get("/test", function (req: any, res: any, next) {
  // @ts-expect-error  
  let result : string = ipcRenderer.invoke("get-express-app-url");
  res.json(result);
});

==> ipcRenderer underfined

`preload.ts` and thus `ipcRenderer` only work in the Electron renderer process (the process that renders the web pages). The Express app is spawned using Electron (running as a Node process) so it's running in a completely new process outside of the main Electron process. There are many ways to accomplish what you need. Look into alternative IPC solutions. The Express app has Node access, so does Electron main process so there are tons of ways to pass this information back and forth.""",
      T("Express"), T("Electron"), T("Node.js"), E("GET /test"),
      source="https://github.com/frankhale/electron-with-express/issues/50", kind="issue",
      note="router.get(\"/test\") a route in code (the router's mount point is not written; the template mounts it at the "
           "root, labelled as written); preload.ts, app.ts and express-app.ts bare; Node the runtime; TypeScript never "
           "named (only .ts files and a ts-expect-error comment)"),
    R(r"""Duplicated dbt model definition causes all transform steps to fail on new deployment

# Problem Statement
Multiple dags fail to run with the following error message:
```
[2025-02-23, 23:29:33 EST] {subprocess.py:93} INFO - Compilation Error
[2025-02-23, 23:29:33 EST] {subprocess.py:93} INFO -   dbt found two schema.yml entries for the same resource named stg_rxclass__ci_chemclass. Resources and their associated columns may only be described a single time. To fix this, remove one of the resource entries for stg_rxclass__ci_chemclass in this file:
[2025-02-23, 23:29:33 EST] {subprocess.py:93} INFO -    - models/staging/rxclass/_rxclass_models.yml
```

I had to start with a fresh install of sagerx because of some Linux permissions issues just now and started getting the error message above on the transform step of any dag I ran. This seems to be related to the duplicated dbt model definition on [these lines](https://github.com/coderxio/sagerx/blame/d7bf98a06e680e2efcf0c203b49ee6bca09c8d5d/dbt/sagerx/models/staging/rxclass/_rxclass_models.yml#L155-L177).

When removing the duplicated lines, everything seems to run. Can we remove this duplicate? Was something else meant to be here?

# Criteria for Success
Dag transform step succesfully runs for any dag utilizing dbt""",
      T("dbt"), T("Linux"), F("models/staging/rxclass/_rxclass_models.yml"),
      source="https://github.com/coderxio/sagerx/issues/370", kind="issue",
      note="the model file's relative path from dbt's error; the same path inside the blame URL not apart; schema.yml and "
           "subprocess.py bare; the dags are Airflow's but Airflow is never named -- not labelled; sagerx the project"),
    R(r"""terraform plan 오류 문의

안녕하세요. 

readme 에 나와있는 대로 진행했는데 

terraform plan -out "output" 에서 에러가 발생했는데요. 인터넷을 찾아봐도 무슨 에러인지 해결을 못해서 질문 드립니다.

에러 로그는 아래와 같습니다. 환경은 M1 mac 에서 진행했습니다.

답변 부탁드립니다. 감사합니다.

```
Error: no matching EC2 VPC found
│ 
│   with data.aws_vpc.default,
│   on vpc.tf line 1, in data "aws_vpc" "default":
│    1: data "aws_vpc" "default" {
```

안녕하세요. 몇 가지 질문드리고 싶은게 있습니다.

1] AWS 는 가입을 하신걸까요?
2] 위의 로그는 다른 내용은 더 없을까요?
3] terraform 버전은 무엇을 사용하고 계실까요?
 m1의 경우 특정 버전 이상을 사용해야만 제대로 돌아가기도 합니다.

안녕하세요.

1] AWS 는 가입을 하신걸까요?
--> 네 AWS 가입했고, provider.tf 에 access_key 와 secret_key 를 세팅하니 terraform plan -out "output" 는 넘어갔습니다.

3] terraform 버전은 무엇을 사용하고 계실까요?
--> terraform version 입력하니 Terraform v1.0.1 on darwin_amd64 라고 나옵니다.""",
      T("Terraform"), T("AWS"), T("Amazon EC2"),
      source="https://github.com/charsyam/the_red_infra/issues/6", kind="issue",
      note="a Korean thread; 'M1 mac' the machine -- macOS not labelled; EC2 in "
           "Terraform's error message; vpc.tf and provider.tf bare; darwin_amd64 a platform string -- not labelled apart"),
    R(r"""Running make infrastructure fails with error

$ make infrastructure
# Get the modules, create the infrastructure.
terraform init && terraform get && terraform apply -auto-approve
Initializing modules...
- module.openshift

Initializing provider plugins...

The following providers do not have any version constraints in configuration,
so the latest version was installed.

To prevent automatic upgrades to new major versions that may contain breaking
changes, it is recommended to add version = "..." constraints to the
corresponding provider blocks in configuration, with the constraint strings
suggested below.

* provider.aws: version = "~> 2.3"
* provider.local: version = "~> 1.2"
* provider.template: version = "~> 2.1"

Terraform has been successfully initialized!

Error: module.openshift.aws_route53_zone.internal: "vpc_id": [REMOVED] use 'vpc' configuration block instead

make: *** [infrastructure] Error 1""",
      T("Make"), T("Terraform"),
      source="https://github.com/dwmkerr/terraform-aws-openshift/issues/83", kind="issue",
      note="make the build tool running the Makefile's target; provider.aws, module.openshift and aws_route53_zone "
           "identifiers in Terraform's output -- AWS, OpenShift and Route 53 not labelled (doubtful: provider.aws says "
           "the project uses AWS); the reply cut"),
]

CASES += [
    R(r"""[kimai2] After upgrade of helm chart to 5.0.3 can't find template for supportsIngressClassname

Hi @robjuz,

I just upgraded the helm chart to the latest version and now getting the error message:

`Helm upgrade failed for release kimai/kimai with chart kimai2@5.0.3: template: kimai2/templates/ingress.yaml:19:58: executing "kimai2/templates/ingress.yaml" at <include "common.ingress.supportsIngressClassname" .>: error calling include: template: no template "common.ingress.supportsIngressClassname" associated with template "gotpl"`

Could it be linked to following issue in the past?
https://github.com/robjuz/helm-charts/issues/130

Best regards,
Jan

@98jan Fixed. Sorry for the inconvenience

no worries, thank you very much for the quick fix.""",
      T("Helm"), T("Kimai"), F("kimai2/templates/ingress.yaml"),
      source="https://github.com/robjuz/helm-charts/issues/182", kind="issue",
      note="the chart's template path from Helm's error (its :19:58 position left out); kimai2 the chart of Kimai, the "
           "time-tracking app -- labelled Kimai, doubtful (only as kimai2 and kimai/kimai)"),
    R(r"""Ingress resource fails with unmodified values file

### Version

Chart 2.2.21

### Description

After the addition of `.Values.service.port` customisation in the Ingress template, values files from 2.2.0 no longer work:
```json
{
  "level": "error",
  "ts": "2021-09-23T10:09:46.143Z",
  "logger": "controller.helmrelease",
  "msg": "Reconciler error",
  "reconciler group": "helm.toolkit.fluxcd.io",
  "reconciler kind": "HelmRelease",
  "name": "yourls",
  "namespace": "gosubme",
  "error": "Helm upgrade failed: template: yourls/templates/ingress.yaml:27:26: executing \"yourls/templates/ingress.yaml\" at <.Values.service.port>: nil pointer evaluating interface {}.service"
}
```""",
      T("Helm"), T("YOURLS"), F("yourls/templates/ingress.yaml"),
      source="https://github.com/YOURLS/charts/issues/57", kind="issue",
      note="the template path from Helm's error in a Flux controller's log line (Flux only inside helm.toolkit.fluxcd.io "
           "and HelmRelease -- not labelled); the ```json fence a data format; yourls the release of the YOURLS chart; "
           "the issue template's checkboxes cut"),
    R(r"""Panda csv reader dont work with numpy1.19.4. Python Console gives error.

Angela mam and other python developers take into notice that when you try to use Pandas.read_csv it will give error:

 RuntimeError: The current Numpy installation ('...\\venv\\lib\\site-packages\\numpy\\__init__.py') fails to pass a sanity check due to a bug in the windows runtime.

See this issue for more information: https://developercommunity.visualstudio.com/content/problem/1207405/fmod-after-an-update-to-windows-2004-is-causing-a.html

**There is a bug in Numpy 1.19.4 v**

### **_To work perfectly, reinstall Numpy with numpy1.19.3_**

This will work.""",
      T("pandas"), T("NumPy"), T("Python"), T("Windows"),
      source="https://github.com/appbrewery/100-days-of-python/issues/16", kind="issue",
      note="'Panda csv reader' and Pandas.read_csv name pandas; numpy1.19.4 glued to its version; the venv's "
           "site-packages path a dependency path; 'the windows runtime' names Windows; Visual Studio only inside a URL"),
    R(r"""numpy version not compatible with pandas

Error : ValueError: numpy.dtype size changed, may indicate binary incompatibility. Expected 96 from C header, got 88 from PyObject  

pip list :
numpy                     2.1.0
openai                    1.43.0
packaging                 24.1
pandas                    1.5.3
pandasai                  2.2.14""",
      T("NumPy"), T("pandas"), T("pip"), T("PandasAI"),
      source="https://github.com/AIAnytime/ChatCSV-Streamlit-App/issues/6", kind="issue",
      note="a pip list: numpy, pandas and pandasai labelled; openai (the OpenAI Python client) and packaging left out, "
           "doubtful (a helper package each); Streamlit only in the repository's name"),
    R(r"""pandas error

I get the following error when I run `./ldsc.py --help`:

```
(ldsc) root@image:/opt/ldsc# ./ldsc.py --help
Traceback (most recent call last):
  File "./ldsc.py", line 13, in <module>
    import ldscore.parse as ps
  File "/opt/ldsc/ldscore/parse.py", line 10, in <module>
    import pandas as pd
  File "/opt/Anaconda2-2019.10/envs/ldsc/lib/python2.7/site-packages/pandas/__init__.py", line 26, in <module>
    from pandas._libs import (hashtable as _hashtable,
  File "/opt/Anaconda2-2019.10/envs/ldsc/lib/python2.7/site-packages/pandas/_libs/__init__.py", line 3, in <module>
    from .tslib import iNaT, NaT, Timestamp, Timedelta, OutOfBoundsDatetime
  File "pandas/_libs/src/numpy.pxd", line 865, in init pandas._libs.tslib (pandas/_libs/tslib.c:117321)
ValueError: numpy.ufunc has the wrong size, try recompiling. Expected 192, got 216
```
conda version is 4.7.12.

Any ideas?

I had this too -- a quick upgrade to numpy solved it for me:

pip install --upgrade numpy==1.16.0

Thanks. That worked for me too, but if that is the case, the [environment](https://github.com/bulik/ldsc/blob/master/environment.yml) file needs to be updated.""",
      T("pandas"), T("Conda"), T("NumPy"), T("pip"), F("./ldsc.py"),
      source="https://github.com/bulik/ldsc/issues/173", kind="issue",
      note="./ldsc.py the project's script, a relative path; pandas/_libs/src/numpy.pxd and pandas/_libs/tslib.c are "
           "pandas' own build paths in the traceback -- not labelled, as dependency paths; /opt/... absolute (Anaconda "
           "only inside one -- not labelled); Python only as python2.7 in a path"),
    R(r"""Network request failed

I've got error "Network request failed" when using fetch in React Native on Android emulator/real device. The code is below:
```
fetch('http://localhost:3000/response', {
      method: 'POST',
      headers: {
          Accept: "aplication/json;charset=UTF-8",
          "Content-Type": "application/json"
      },
      body:JSON.stringify({name: "abc", email: "something@gmail.com"}),
      })
      .then((response) => response.json())
      .then((responseJson) => {

          alert('response object:' + JSON.stringify(responseJson));

          if(responseJson.valid === true){
              // do something

          }

      })
      .catch((error) => {
        console.error(error);
        alert(error);
      });

    });
```
I've tried to fix it by adding "app.use(cors());" on express server. This fix works when I simulate on web but still fails on emulator or real device.
I also tried replacing 'localhost' to my machine IP and my phone connected to the machine via USB on the same LAN but nothing worked.

Unless this only happens in the Expo managed workflow, and not the bare workflow, this is most likely not a bug with Expo.""",
      T("React Native"), T("Android"), T("Express"), T("Expo"), E("POST /response"),
      source="https://github.com/expo/expo/issues/7544", kind="issue",
      note="fetch with method POST to the user's own Express server at localhost:3000 -- labelled with the URL's path; "
           "cors() the cors middleware only as a call -- not labelled; the reply's last sentence cut"),
]

CASES += [
    R(r"""proxy-config do not work

cli: 
`
√ Compiled successfully.
[HPM] Rewriting path from "/api/bg/find-menus" to "/bg/find-menus"
[HPM] POST /api/bg/find-menus ~> http://localhost:10000
`

proxy.conf.json: 
`{
  "/api/*": {
    "changeOrigin": true,
    "logLevel": "debug",
    "pathRewrite": {
      "^/api": ""
    },
    "secure": false,
    "target": "http://localhost:10000"
  }
}`

chrome:
`core.js:27891 Angular is running in development mode. Call enableProdMode() to enable production mode.
zone-evergreen.js:2845 POST http://localhost:9999/api/bg/find-menus 400 (Bad Request)
scheduleTask @ zone-evergreen.js:2845
scheduleTask @ zone-evergreen.js:389
onScheduleTask @ zone-evergreen.js:279
scheduleTask @ zone-evergreen.js:382
scheduleTask @ zone-evergreen.js:217
scheduleMacroTask @ zone-evergreen.js:240
scheduleMacroTaskWithCurrentZone @ zone-evergreen.js:675
(anonymous) @ zone-evergreen.js:2878
proto.<computed> @ zone-evergreen.js:971
(anonymous) @ http.js:1785
_trySubscribe @ Observable.js:42
subscribe @ Observable.js:28""",
      T("Angular"), T("Chrome"), E("POST /api/bg/find-menus"),
      source="https://github.com/angular/angular/issues/40734", kind="issue",
      note="the dev server's proxy log and Chrome's console both give POST /api/bg/find-menus, answered 400 by the "
           "back end -- labelled as the client wrote it (the rewritten /bg/find-menus has no method of its own); HPM "
           "(http-proxy-middleware) only as a log prefix -- not labelled; core.js, zone-evergreen.js, Observable.js bare"),
    R(r"""[Self-Host]Docker Desktop getting "success":false,"error":"Unauthorized" problem

**Describe the Issue**

I'm deploying Firecrawl using Docker Desktop on macOS, following the setup steps in `SELF_HOST.md` and directly copied the provided `.env example` without modifications.

 During the container execution in Docker, I received a warning message: "error [:]: Supabase environment variables aren't configured correctly. Supabase client will not be initialized. Fix ENV configuration or disable DB authentication with USE_DB_AUTHENTICATION env variable {}".

The container started normally afterward,I could access the Bull Queue Manager UI. Testing with `curl -X GET http://localhost:3002/test ` in the terminal successfully returned `"hello world"`.

 However, when I tried the `curl -X POST http://localhost:3002/v1/crawl `command , it returned `{"success":false,"error":"Unauthorized"}`. 

I couldn't find this specific error in the troubleshooting documentation. 

(Apologies for potential machine translation artifacts)

**To Reproduce**
No.

**Expected Behavior**
Returns a job id.

**Environment (please complete the following information):**
- OS: macOS Sequoia 15.3.1
- Firecrawl Version: Self-Host Overhaul - v1.5.0
- Node.js Version: v22.14.0""",
      T("Firecrawl"), T("Docker Desktop"), T("macOS"), T("Docker"), T("Supabase"), T("Bull"), T("Node.js"),
      E("GET /test"), E("POST /v1/crawl"),
      source="https://github.com/firecrawl/firecrawl/issues/1254", kind="issue",
      note="two curl -X requests to the self-hosted app on localhost:3002: GET /test answered, POST /v1/crawl refused "
           "with Unauthorized by the app's own route -- both labelled; Bull from 'Bull Queue Manager UI' (the queue "
           "library's board); SELF_HOST.md bare; the screenshot and the Docker version line cut"),
    R(r"""[Docker - self hosted] Password verifies, but app returning "401 Unauthorized" errors

### Bug Description

Using 1.32.1 on TrueNas SCALE, using Community Helm that runs the official image. Fresh install, register new account and the password authenticates, but the console is full of 401 Unauthorized errors, and most of the dashboard does not load, and nothing is usable. 

Failed to load resource: the server responded with a status of 401 (Unauthorized)
:30068/rest/active-workflows:1 
        
       Failed to load resource: the server responded with a status of 401 (Unauthorized)
:30068/rest/credentials:1 
        
       Failed to load resource: the server responded with a status of 401 (Unauthorized)
:30068/rest/variables:1 
        
       Failed to load resource: the server responded with a status of 401 (Unauthorized)
:30068/rest/external-secrets/secrets:1 
        
       Failed to load resource: the server responded with a status of 401 (Unauthorized)
:30068/rest/cta/become-creator:1 
        
       Failed to load resource: the server responded with a status of 401 (Unauthorized)
n8n-uKoDE8Qf.js:7 Uncaught (in promise) ResponseError: Unauthorized
    at Rx (n8n-uKoDE8Qf.js:7:2682)
    at async Gr (n8n-uKoDE8Qf.js:7:2932)
    at async Ve (MainSidebar-_TrEfGUX.js:1:5142)
    at async x (MainSidebar-_TrEfGUX.js:1:5469)
    at async k (MainSidebar-_TrEfGUX.js:1:5558)""",
      T("TrueNAS"), T("Helm"), T("Docker"),
      source="https://github.com/n8n-io/n8n/issues/8850", kind="issue",
      note="the browser console's 401s name the app's REST paths (/rest/credentials ...) but never their method -- no "
           "endpoint labelled; TrueNas SCALE labelled TrueNAS; n8n only inside the bundle's file name n8n-uKoDE8Qf.js and "
           "the repository -- not labelled, doubtful (the thread's subject)"),
    R(r"""[Docs] Docker curl example has incorrect endpoint path

The Docker self-hosting documentation uses an incorrect endpoint path with a `/jawn` prefix, causing API authentication errors.

**Location**: `docs/getting-started/self-host/docker.mdx` line 18

**Current (broken)**:
```bash
curl --location 'https://localhost:8585/jawn/v1/gateway/oai/v1/completions'
```

**Should be (tested and working)**:
```bash
curl --location 'http://localhost:8585/v1/gateway/oai/v1/completions'
```

**Testing results**: With the `/jawn` prefix, you get `{"error":"No API key found"}`. Without it, you get proper OpenAI API key validation errors, confirming the endpoint works.

The `/jawn` prefix doesn't appear anywhere else in the codebase - all other references use `/v1/gateway/oai/...` directly.

Simple fix: remove `/jawn` prefix and change to HTTP.""",
      T("Docker"), T("OpenAI"), F("docs/getting-started/self-host/docker.mdx"),
      source="https://github.com/Helicone/helicone/issues/5244", kind="issue",
      note="the docs page's relative path; the gateway path only inside curl URLs with no method -- no endpoint; "
           "```bash fences a shell's -- Bash not labelled; Helicone only in the repository"),
    R(r"""Exported Apk just displays the splash screen and freezes or crashes

```
01-15 23:26:22.149 13903 13960 E godot   :    At: scene/resources/resource_format_text.cpp:440:poll() - res://zones/test-zone-act-1-scene.tscn:35 - Parse Error: [ext_resource] referenced nonexistent resource at: res://zones/test-zone-objects/badnik-objects/motobug-object.tscn
01-15 23:26:22.149 13903 13960 E godot   : **ERROR**: Failed to load resource 'res://zones/test-zone-act-1-scene.tscn'.
01-15 23:26:22.150 13903 13960 E godot   :    At: core/io/resource_loader.cpp:208:load() - Condition "err != OK" is true. Returned: RES()
01-15 23:26:22.203 13903 13960 E godot   : **ERROR**: Failed loading resource: res://zones/test-zone-act-1-scene.tscn. Make sure resources have been imported by opening the project in the editor at least once.
01-15 23:26:22.203 13903 13960 E godot   :    At: core/io/resource_loader.cpp:279:_load() - Condition "found" is true. Returned: RES()
01-15 23:26:22.203 13903 13960 E godot   : **ERROR**: Failed loading scene: res://zones/test-zone-act-1-scene.tscn
01-15 23:26:22.203 13903 13960 E godot   :    At: main/main.cpp:1944:start() - Condition "!scene" is true. Returned: false
```""",
      T("Godot"), F("scene/resources/resource_format_text.cpp"), F("core/io/resource_loader.cpp"), F("main/main.cpp"),
      source="https://github.com/godotengine/godot/issues/45223", kind="issue",
      note="a logcat excerpt: the engine's own source files (relative paths in its repository, :line:function left "
           "out) labelled; the res:// resource paths are URLs of Godot's virtual file system -- not labelled; godot the "
           "log tag; the apk's description cut"),
]

CASES += [
    R(r"""POST请求后端接收失败

博主您好，我最近在学习Vue/Spring boot进行web开发，阅读 [Vue + Spring Boot 项目实战（三）：前后端结合测试（登录页面开发）](https://learner.blog.csdn.net/article/details/88955387) 文章的时候，尝试把里面的代码运行起来，但是出现下面的问题。  

在点击登录button的时候，我执行 `alert` 和 `console` 输出都成功，我认为POST请求应该是发送成功的。但不知为何会报错。恳请赐教。感谢。

以下是 Chrome 的后台输出：
```console
Access to XMLHttpRequest at 'http://localhost:8443/api/login' from origin 'http://localhost:8080' has been blocked by CORS policy: Response to preflight request doesn't pass access control check: No 'Access-Control-Allow-Origin' header is present on the requested resource.
```

```console
log.js?4244:23 [HMR] Waiting for update signal from WDS...
vue.esm.js?efeb:9077 Download the Vue Devtools extension for a better development experience:
https://github.com/vuejs/vue-devtools
:8080/#/login:1 Access to XMLHttpRequest at 'http://localhost:8443/api/login' from origin 'http://localhost:8080' has been blocked by CORS policy: Response to preflight request doesn't pass access control check: No 'Access-Control-Allow-Origin' header is present on the requested resource.
xhr.js?ec6c:178 POST http://localhost:8443/api/login net::ERR_FAILED
dispatchXhrRequest      @ xhr.js?ec6c:178
xhrAdapter              @ xhr.js?ec6c:12
dispatchRequest         @ dispatchRequest.js?c4bb:52
Promise.then (async)
request                 @ Axios.js?5e65:61
Axios.<computed>        @ Axios.js?5e65:86
```""",
      T("Vue"), T("Spring Boot"), T("Chrome"), T("Vue DevTools"), E("POST /api/login"),
      source="https://github.com/Antabot/White-Jotter/issues/95", kind="issue",
      note="a Chinese thread; the login POST to the tutorial's own Spring Boot back end at localhost:8443, refused by "
           "the CORS check -- labelled like a CSRF refusal, doubtful; Axios only in the stack's file names (Axios.js) -- "
           "not labelled; HMR and WDS abbreviations of webpack's dev server -- not labelled; vue.esm.js, xhr.js bare"),
    R(r"""vue 发送ajax到 springboot

这个是前段的地址：http://localhost:8080
这个是我后台的地址http://localhost:8082/task/test
import request from '@/utils/request'

export function testAjaxToBaidu() {
    return request.get('http://localhost:8082/task/test')
}
export function fetchUserData() {
    return request.get('https://api.github.com/users/woai3c')
}
这样也发送失败啊。

请求method是Options

解决了，是跨域问题。""",
      T("Vue"), T("Spring Boot"), E("GET /task/test"),
      source="https://github.com/woai3c/vue-admin-template/issues/38", kind="issue",
      note="a Chinese thread; request.get to the user's own back end at localhost:8082 -- a client call with its method, "
           "labelled with the URL's path; the GitHub API call is a third party's -- not labelled; '@/utils/request' an "
           "import specifier; springboot one word for Spring Boot"),
    R(r"""大佬们，萌新求助，跨域请求403报错，后端已经允许跨域了哎

555真的没辙了哎

```
export function adminlist(data) {
  return request({
    url: '/user/adminlist',
    method: 'post',
    data
  })
}
```

不需要写死地址。可以利用不同的启动命令去启动不同环境。

```
# just a flag
ENV = 'development'

# base api
VUE_APP_BASE_API = 'http://127.0.0.1:8000/api/'

```

挂到生产环境上去后。在去用nginx反向代理。可以解决跨域问题。

你的Java跨域不正确，如果有使用第三方鉴权框架例如 Shiro或者Sa-token等需要额外配置 对应的跨域配置

前端使用代理试试

后端是不是用Spring Security了？用了拦截器这样配置是不生效的""",
      T("Nginx"), T("Java"), T("Apache Shiro"), T("Sa-Token"), T("Spring Security"),
      source="https://github.com/PanJiaChen/vue-element-admin/issues/4201", kind="issue",
      note="a Chinese thread; the request's url '/user/adminlist' with method post goes under the base API "
           "http://127.0.0.1:8000/api/, so its full path /api/user/adminlist is never written -- no endpoint labelled; "
           "Shiro the Apache Shiro framework; the screenshots dropped"),
    R(r"""跨域问题

参考您的教程, 出现跨域问题, 麻烦看看问题出在哪里.

django setting:

CORS_ORIGIN_ALLOW_ALL = True

INSTALLED_APPS = [
    'django.contrib.admin',
    'django.contrib.auth',
    'django.contrib.contenttypes',
    'django.contrib.sessions',
    'django.contrib.messages',
    'django.contrib.staticfiles',
    'corsheaders',
    'rest_framework',  # DRF
    'stock',
]

MIDDLEWARE = [
    'django.middleware.security.SecurityMiddleware',
    'django.contrib.sessions.middleware.SessionMiddleware',
    'django.middleware.common.CommonMiddleware',
    'corsheaders.middleware.CorsMiddleware',
    'django.middleware.csrf.CsrfViewMiddleware',
    'django.contrib.auth.middleware.AuthenticationMiddleware',
    'django.contrib.messages.middleware.MessageMiddleware',
    'django.middleware.clickjacking.XFrameOptionsMiddleware',
]

vue用axios发送的请求,  console报错:

`createError.js?f777:15 Uncaught (in promise) Error: Request failed with status code 403
    at createError (eval at <anonymous> (app.js:1260), <anonymous>:15:15)
    at settle (eval at <anonymous> (app.js:1842), <anonymous>:18:12)
    at XMLHttpRequest.handleLoad (eval at <anonymous> (app.js:1242), <anonymous>:77:7)`

你这个是csrf_token的问题吧，禁用掉
`'django.middleware.csrf.CsrfViewMiddleware',`
这个中间件是最快的解决方法""",
      T("Django"), T("Django REST framework"), T("django-cors-headers"), T("Vue"), T("Axios"),
      source="https://github.com/tmpbook/django-with-vuejs/issues/3", kind="issue",
      note="a Chinese thread; 'rest_framework' with its comment DRF names the Django REST framework, 'corsheaders' the "
           "django-cors-headers app -- both labelled from the INSTALLED_APPS list, doubtful (app names, not prose); the "
           "django.* dotted middleware names not labelled apart; no request path written"),
]

CASES += [
    R(r"""Запуск бота в docker

Здравствуйте, этот вопрос уже поднимался, но ответа на него никто не дал, поэтому подниму её раз.
ОС - Debian-12
Docker version 20.10.24+dfsg1, build 297e128

При запуске docker-compose up возникают следующие ошибки:
WARNING: Some services (supportbot) use the 'configs' key, which will be ignored. Compose does not support 'configs' configuration - use `docker stack deploy` to deploy to a swarm.

Далее следующая ошибка сыпется в бесконечном режиме
supportbot    | {"details":"config error: open /app.conf: no such file or directory","level":"error","msg":"ctx init","time":"2024-01-18T11:26:16Z"}

Вопрос всё тот же, возможно ли как-то запустить бота? Какие системные требования к нему?

Здравствуйте. 

Особых системных требований нет. 

Насколько мне известно в новых версиях Docker используется команда вида `docker compose up`, так как compose встроили внутрь.

Уточните, пожалуйста, какая версия docker-compose у вас установлена?

### Версия
# docker-compose -v
docker-compose version 1.29.2, build unknown

не получается никак
#docker compose up
docker: 'compose' is not a docker command.
Где-то вычитал, что секцию configs надо изменить на secrets. Сделал так, варнинг исчез, но ошибка осталась.

Возможно стоит обновить пакеты докера. Последняя версия композа сейчас `2.24.1`.""",
      T("Docker"), T("Debian"), T("Docker Compose"),
      source="https://github.com/nixys/nxs-support-bot/issues/13", kind="issue",
      note="a Russian thread; Compose's warning mentions deploying 'to a swarm' (docker stack deploy) -- Docker Swarm not named as such, not labelled; "
           "/app.conf absolute; 'докера' and 'композа' Russian declensions of Docker and Compose"),
    R(r"""Проблема развёртывания через докер.

```bash
(venv) scripthound@magi2:~/Рабочий стол/polina_alembic/vkbottle_bot_architecture_example$ docker-compose up --build
ERROR: Version in "./docker-compose.yml" is unsupported. You might be seeing this error because you're using the wrong Compose file version. Either specify a supported version (e.g "2.2" or "3.3") and place your service definitions under the `services` key, or omit the `version` key and place your service definitions at the root of the file to use version 1.
For more on the Compose file format versions, see https://docs.docker.com/compose/compose-file/
```

Не хватает информации про твою ОС и версию питона в обоих ишью.

Python 3.6.9 Ubuntu18.01 LTS""",
      T("Docker Compose"), T("Python"), T("Ubuntu"), F("./docker-compose.yml"),
      source="https://github.com/nomilkinmyhome/vkbottle_bot_architecture_example/issues/5", kind="issue",
      note="a Russian thread; ./docker-compose.yml a relative path as written; Ubuntu glued to its version "
           "(Ubuntu18.01); 'питона' Russian for Python's; vkbottle and alembic only in the prompt's folder names -- not "
           "labelled; ```bash a shell's fence"),
    R(r"""Ошибка при запуске докера

Выполняю эту команду:
```
wget -O- https://raw.githubusercontent.com/mercurykd/vpnbot/master/scripts/init.sh | sh -s YOUR_TELEGRAM_BOT_KEY
```

И получаю такие логи:
```
bash ./update/update.sh &
touch ./override.env
IP=5.39.216.94 VER=1.40-1-gbe8bec6 docker compose --env-file ./.env --env-file ./override.env up -d --force-recreate
validating /home/vpn_bot/vpnbot/docker-compose.yml: services.ng.env_file.0 must be a string
makefile:4: recipe for target 'u' failed
make: *** [u] Error 15
```

Версия Ubuntu: 18.04
Версия докер: 5:24.0.2-1~ubuntu.18.04~bionic

ну слишком старый докер. попробуйте вернуть version: "3.7" в первую строчку docker-compose.yml, и запустить через  make r. ну а лучше по свежее ос поставить

Docker compose обновил и всё запустилось.
Спасибо""",
      T("Bash"), T("Docker Compose"), T("Make"), T("Ubuntu"),
      F("./update/update.sh"), F("./override.env"), F("./.env"),
      source="https://github.com/mercurykd/vpnbot/issues/17", kind="issue",
      note="a Russian thread; the makefile's log runs bash ./update/update.sh -- Bash named as the interpreter, labelled; "
           "./override.env and ./.env relative paths as written; scripts/init.sh only inside the raw URL; the compose "
           "file's /home path absolute; Docker itself only in Russian ('докера', 'докер') and inside Docker compose -- "
           "not labelled apart, doubtful; the Telegram bot key a placeholder; wget and sh everyday utilities"),
    R(r"""Não estou conseguindo rodar `npm run dev`

Quando eu tento rodar `npm run dev`, ele não começa o servidor de desenvolvimento, e para em "health check postgres:  /var/run/postgresql:5432 - accepting connections".

Estou usando Windows rodando WSL (Debian), e já tive um problema parecido antes, mas era só quando eu matava o processo do servidor, ele não desligava os serviços.

Mais informações do sistema:

Ah desculpa se ficou meio ruim essa issue, não sou muito familiarizado com esse projeto e, também, contribuir em projetos open-source.""",
      T("npm"), T("PostgreSQL"), T("Windows"), T("Windows Subsystem for Linux"), T("Debian"),
      source="https://github.com/filipedeschamps/tabnews.com.br/issues/488", kind="issue",
      note="a Portuguese thread; postgres in the health check's log names PostgreSQL; the gif and the system screenshot "
           "dropped"),
    R(r"""Erro ao executar npm run dev

Olá Vedovelli, estou tentando subir o server para continuar estudando o curso SPA com VueJS, mas está dando esse erro:

0 info it worked if it ends with ok
1 verbose cli [ 'C:\\Program Files\\nodejs\\node.exe',
1 verbose cli   'C:\\Users\\LuisCarlos\\AppData\\Roaming\\npm\\node_modules\\npm\\bin\\npm-cli.js',
1 verbose cli   'run',
1 verbose cli   'dev' ]
2 info using npm@5.4.2
3 info using node@v8.7.0
4 verbose run-script [ 'predev', 'dev', 'postdev' ]
5 info lifecycle restful-ws@1.0.0~predev: restful-ws@1.0.0
6 info lifecycle restful-ws@1.0.0~dev: restful-ws@1.0.0
7 verbose lifecycle restful-ws@1.0.0~dev: unsafe-perm in lifecycle true
8 verbose lifecycle restful-ws@1.0.0~dev: PATH: 
9 verbose lifecycle restful-ws@1.0.0~dev: CWD: D:\wamp64\www\testes\webservice
10 silly lifecycle restful-ws@1.0.0~dev: Args: [ '/d /s /c', 'node_env=DEVELOPMENT nodemon src/index.js' ]
11 silly lifecycle restful-ws@1.0.0~dev: Returned: code: 1  signal: null
12 info lifecycle restful-ws@1.0.0~dev: Failed to exec dev script
13 verbose stack Error: restful-ws@1.0.0 dev: `node_env=DEVELOPMENT nodemon src/index.js`
13 verbose stack Exit status 1""",
      T("npm"), T("Vue"), T("Node.js"), T("Nodemon"), F("src/index.js"),
      source="https://github.com/vedovelli/restful-nodejs-restify/issues/3", kind="issue",
      note="a Portuguese thread; npm's debug log: npm@5.4.2 and node@v8.7.0 name npm and Node.js, the dev script runs "
           "nodemon src/index.js; VueJS the course's framework; the C:\\ and D:\\ paths absolute (WAMP only inside one -- "
           "not labelled); restify only in the repository's name"),
    R(r"""Error while running npm run dev

An error has occurred while running `npm run dev`

See screenshot below

Instead of `api/app.js`, should it be `api/api.js`?""",
      T("npm"), F("api/app.js"), F("api/api.js"),
      source="https://github.com/krestaino/weather-vue/issues/37", kind="issue",
      note="two relative paths of the project's API server; the screenshot dropped; Vue only in the repository's name"),
]

CASES += [
    R(r"""运行app.py时出现error calling function

运行app.py时出现error calling function，报错信息如下：
192.168.160.211 - - [24/Oct/2023 15:11:15] "GET / HTTP/1.1" 200 -
192.168.160.211 - - [24/Oct/2023 15:11:15] "GET /static/res/hd2.jpg HTTP/1.1" 404 -
Building prefix dict from the default dictionary ...
Loading model from cache C:\Users\86181\AppData\Local\Temp\jieba.cache
Loading model cost 0.654 seconds.
Prefix dict has been built successfully.
[2023-10-24 15:11:19,667] ERROR in app: Exception on /message [POST]
Traceback (most recent call last):
  File "D:\Anaconda\lib\site-packages\flask\app.py", line 2447, in wsgi_app
    response = self.full_dispatch_request()
  File "D:\Anaconda\lib\site-packages\flask\app.py", line 1952, in full_dispatch_request
    rv = self.handle_user_exception(e)
  File "D:\Anaconda\lib\site-packages\flask\app.py", line 1821, in handle_user_exception
    reraise(exc_type, exc_value, tb)
  File "D:\Anaconda\lib\site-packages\flask\_compat.py", line 39, in reraise
    raise value
  File "D:\Anaconda\lib\site-packages\flask\app.py", line 1950, in full_dispatch_request
    rv = self.dispatch_request()
  File "D:\Anaconda\lib\site-packages\flask\app.py", line 1936, in dispatch_request
    return self.view_functions[rule.endpoint](**req.view_args)
  File "C:\Users\86181\Desktop\Seq2SeqChatbot\web\app.py", line 43, in reply
    res_msg = execute.predict(req_msg)""",
      E("GET /"), E("POST /message"),
      source="https://github.com/zhaoyingjun/chatbot/issues/170", kind="issue",
      note="a Chinese thread; the development server's log: GET / answered 200 and POST /message raising in the app's "
           "own view -- both labelled; the static image's 404 not; Flask, Anaconda and jieba only inside absolute "
           "Windows paths -- not labelled (doubtful for Flask, whose traceback it is); app.py bare"),
    R(r"""API Endpoints - Read-only - DAG Runs

Hello 

We need to create several endpoints that perform basic read-only operations on **DAG Runs** . We need the following endpoints:

- GET /dags/{dag_id}/dagRuns
- GET /dags/{dag_id}/dagRuns/{dag_run_id}

For now, we focus only on read-only operations, but others will also be implemented as the next step.

I see the update in PATCH, but I don't see a POST for create… is there a reason for this not be included? Or am I missing another way to create a dag run.

I should be included. I updated the ticket.

+1. we currently use the experimental api to start dag runs, and have to jump through lots of hoops to get the status of a current dag run. allowing someone to do this easily will be awesome

+1 would also love to see historical output (eg results of admin/airflow/tree?root=&dag_id=) in json as well""",
      E("GET /dags/{dag_id}/dagRuns"), E("GET /dags/{dag_id}/dagRuns/{dag_run_id}"),
      source="https://github.com/apache/airflow/issues/8129", kind="issue",
      note="the planned REST endpoints listed with their method -- labelled as written; the PATCH and POST mentioned "
           "without a path; admin/airflow/tree a slash-less UI path with no method; Airflow only there and in the "
           "repository -- not labelled; the closing lines with links cut"),
    R(r"""Trigger a DAG Run via the Stable REST API fails with FORBIDDEN

**Apache Airflow version**:

2.0.0

**Environment**:

- **Cloud provider or hardware configuration**: OpenStack -> VM -> Docker container 
- **OS** (e.g. from /etc/os-release): Debian GNU/Linux 10 (buster)
- **Kernel** (e.g. `uname -a`): Linux 77f8efd77516 4.4.0-193-generic #224-Ubuntu

**What happened**:

I am trying to trigger a DAG run via the new stable REST-API `1.0.0` by using a Java-based client. The Java client is generated from the Airflow OpenAPI specification with OpenAPI generator version `5.0.0` . 

Custom configurations in my `airflow.cfg`:
 ```
web_server_host = 0.0.0.0
web_server_port = 8080
auth_backend = airflow.api.auth.backend.default

```
In addition I have created one admin user:
```
airflow users create \
    --username admin \
    --password secret \
    --firstname john \
    --lastname doe \
    --role Admin \
    --email john.doe@example.com
```

In Airflow  I have one active DAG `demo`""",
      T("Airflow"), T("OpenStack"), T("Docker"), T("Debian"), T("Linux"), T("Java"), T("OpenAPI"),
      T("OpenAPI Generator"),
      source="https://github.com/apache/airflow/issues/13739", kind="issue",
      note="the issue template's environment: OpenStack, Docker, Debian GNU/Linux; the kernel's #224-Ubuntu a build tag -- "
           "Ubuntu not labelled; 'stable REST-API' hyphenated -- REST not labelled, doubtful; airflow.cfg bare; the Java "
           "client's code cut"),
    R(r"""POST method occur Bad Request

 compile 'com.squareup.okhttp3:okhttp:3.3.0'
  compile 'com.squareup.retrofit2:retrofit:2.0.2'
    compile 'com.squareup.retrofit2:converter-gson:2.0.2'
    compile 'com.squareup.retrofit2:adapter-rxjava:2.0.2'

 @POST("http://hostip/api/user/{id}/friends/{to}")
    Call<ResponseBody> addFriend(@Path("id") int myId, @Path("to") int target,@Body String emptyString);
 Call<ResponseBody> addFriend = RetrofitManager.newInstance().getApi().addFriend(18, 14,"");
Response{protocol=http/1.1, code=400, message=Bad Request, url=.....}

what can i do ?

Bad Request is a disagreement between your request and the server. So we have no way of knowing what the server expects or what you're doing wrong. Consult your server team or API documentation and compare it with the request you are making. You can use OkHttp's logging interceptor to log the raw request and compare it with what the server expects.

Thank you very much, I has now been solved,My solution is  extends RequestBody rewrite contentLength method.just like this:RetrofitManager.newInstance().getApi().addFriend(18, 14, EmptyOutput.INSTANCE);

This code worked for me to watch bodyError message
 AndroidStudio Kotlin
Retrofit and Coroutines""",
      T("OkHttp"), T("Retrofit"), T("Gson"), T("RxJava"), T("Android Studio"), T("Kotlin"),
      E("POST /api/user/{id}/friends/{to}"),
      source="https://github.com/lysine-dev/retrofit/issues/1819", kind="issue",
      note="Gradle compile lines name OkHttp, Retrofit and its Gson and RxJava adapters; the @POST annotation's full URL "
           "on the user's own server (hostip a placeholder host) answered 400 -- labelled with its path; AndroidStudio "
           "one word; Coroutines (Kotlin's) not labelled apart; the last comment's code cut"),
    R(r"""I dont have a *.pkl model, but just have a *.pth model(pytorch).

Hi, @elliebirbeck 

I dont have a *.pkl model, but just have a *.pth model(pytorch).

Is my *.pth model also works in your code?

Thanks in advance~.

yep that will also work. the pkl library is just used to serialise the model, but any method of saving/loading the model can be used. you will need to replace the functions specific to joblib / pickle / scikitlearn with the pytorch equivalents.

e.g.
joblib.load('model.pkl') > torch.load('model.pth')
model.predict(img) > model.forward(img) 
etc""",
      T("PyTorch"), T("joblib"), T("scikit-learn"),
      source="https://github.com/elliebirbeck/model-deployment-flask/issues/5", kind="issue",
      note="pytorch in lower case; scikitlearn written as one word; pickle (Python's standard serialisation module) not "
           "labelled, doubtful; model.pkl and model.pth bare; Flask only in the repository's name"),
]

CASES += [
    R(r"""fix(ci): Permissions in LPS deploy workflow

Hitting a permissions error - it looks like this needs to match the permission level of `./.github/workflows/action-failure.yml` which is calls.

Failure here - https://github.com/theopensystemslab/planx-new/actions/runs/20174049673""",
      F("./.github/workflows/action-failure.yml"),
      source="https://github.com/theopensystemslab/planx-new/pull/5898", kind="issue",
      note="the called workflow's relative path (./ kept); GitHub Actions never named (only 'deploy workflow' and the "
           "actions/runs URL) -- not labelled"),
    R(r"""host-based authentication setup role fails (in roles/common)

Seems like there is a problem parsing the variable `hosts` in the common playbook 

```
TASK: [common | Setup SSH known hosts file] *********************************** 
fatal: [site-bdii-dev.c4.csir.co.za] => {'msg': "AnsibleUndefinedVariable: One or more undefined variables: 'hosts' is undefined", 'failed': True}
fatal: [site-bdii-dev.c4.csir.co.za] => {'msg': "AnsibleUndefinedVariable: One or more undefined variables: 'hosts' is undefined", 'failed': True}
```""",
      source="https://github.com/AAROC/DevOps/issues/18", kind="issue",
      note="nothing labelled: Ansible only inside the exception's name AnsibleUndefinedVariable, SSH a protocol in a task's "
           "name, roles/common a folder, the host a server name"),
    R(r"""ansible_role_name is undefined

**Describe the bug**
i am getting this while trying to run playbook on ubuntu

**Expected behavior**
Complete the os_hardening

**Actual behavior**

```
ansible-playbook -i /etc/ansible/hosts play.yml
```

**Example Playbook**

```

- hosts: all
  connection: local
  collections:
    - devsec.hardening
  roles:
    - os_hardening
    - mysql_hardening
    - nginx_hardening
    - ssh_hardening
```

**OS / Environment**

Ubuntu 20.04

**Ansible Version**

```
ansible 2.9.6
```""",
      T("Ubuntu"), T("Ansible"),
      source="https://github.com/dev-sec/ansible-collection-hardening/issues/532", kind="issue",
      note="the roles mysql_hardening and nginx_hardening are role names -- MySQL and Nginx not labelled; devsec.hardening "
           "a collection's dotted name; /etc/ansible/hosts absolute; play.yml bare; the imgur screenshot link dropped"),
    R(r"""Error when launching playbook

Run:
```
ansible-playbook -i inventory/yandex/infra/hosts playbooks/gitlab.yml
```
Error:
`fatal: [gitlab-infra]: FAILED! => {"msg": "The task includes an option with an undefined variable. The error was: 'ansible_os_family' is undefined\n\nThe error appears to be in '/home/user/Desktop/projects/infra/base-automation/roles/ansible-role-gitlab/tasks/main.yml': line 2, column 3, but may\nbe elsewhere in the file depending on the exact syntax problem.\n\nThe offending line appears to be:\n\n---\n- name: Include OS-specific variables.\n  ^ here\n"}`

Are you gathering facts with your playbook? Make sure you didn't disable fact gathering""",
      T("Ansible"), F("inventory/yandex/infra/hosts"), F("playbooks/gitlab.yml"),
      source="https://github.com/geerlingguy/ansible-role-gitlab/issues/213", kind="issue",
      note="ansible-playbook, Ansible's command; the inventory file (no extension) and the playbook relative paths; "
           "the role's tasks/main.yml only inside an absolute /home path; GitLab only in names (gitlab.yml, the role) -- "
           "not labelled"),
    R(r"""Occasional 'undefined variables' errors when running playbook in non-testing mode

I seem to be having an issue with the following line in site.yml:

```
- vars/{{ 'testing' if testing else 'user' }}.yml
```

I will occasionally get an 'undefined variables' error when I am NOT running in any sort of testing mode. The following is but one example but I've seen a similar one while running the enfs tasks as well:

```
TASK: [webmail | Configure the Apache HTTP server for roundcube] ************** 
fatal: [000.000.000.000] => {'msg': "One or more undefined variables: 'domain' is undefined", 'failed': True}
fatal: [000.000.000.000] => {'msg': "One or more undefined variables: 'domain' is undefined", 'failed': True}

FATAL: all hosts have already failed -- aborting

PLAY RECAP ******************************************************************** 
       to retry, use: --limit @/Users/Rob/site.retry

000.000.000.000            : ok=2    changed=1    unreachable=1    failed=0
```

I am able to solve these errors if I comment out the aforementioned offending line (and add - vars/user.yml) such that site.yml looks like this:

```
- vars/defaults.yml
- vars/user.yml
# - vars/{{ 'testing' if testing else 'user' }}.yml
```

Does anyone have any ideas on why this is happening?""",
      T("Apache HTTP Server"), T("Roundcube"), F("vars/user.yml"), F("vars/defaults.yml"),
      source="https://github.com/sovereign/sovereign/issues/90", kind="issue",
      note="an Ansible run (never named); the webmail task configures the Apache HTTP server for Roundcube -- both "
           "labelled; vars/user.yml and vars/defaults.yml relative paths, the templated vars/{{ ... }}.yml not a path as "
           "written; site.yml bare; /Users/Rob/site.retry absolute"),
    R(r"""Java Memory Errors in Spark Submit

Hi Get the a simliar error for Java Heap Memory when using trying to score new data . New data has less than 1000 records however Sparkling water keeps running in to this GC Memory Error. I have increase executor memory to 60GB for 5 executors but I did not think that this model would need this much memory to score such a smore data set.
conf.set('spark.driver.memory','50G')
conf.set("spark.driver.cores","10")
conf.set("spark.executor.instances", "5")
conf.set("spark.yarn.queue",QUEUE)
conf.set("spark.executor.cores", "10")
conf.set("spark.executor.memory", '60G')
conf.set("spark.dynamicAllocation.enabled" , "false")
conf.set("spark.sql.autoBroadcastJoinThreshold","-1")
conf.set("spark.scheduler.minRegisteredResourcesRatio","1")
conf.set("spark.locality.wait","0")
conf.set("spark.sql.crossJoin.enabled", "true")
conf.set("spark.yarn.executor.memoryOverhead","60G")
conf.set("spark.driver.maxResultSize","50G")

java.lang.OutOfMemoryError: Java heap space
at java.lang.Class.getDeclaredMethods0(Native Method)
at java.lang.Class.privateGetDeclaredMethods(Class.java:2701)
at java.lang.Class.getDeclaredMethod(Class.java:2128)""",
      T("Java"), T("Apache Spark"), T("Sparkling Water"),
      source="https://github.com/h2oai/sparkling-water/issues/725", kind="issue",
      note="'Spark Submit' in the title names Spark's submit tool; the spark.* and spark.yarn.* keys are configuration "
           "identifiers -- YARN not labelled apart, doubtful; java.lang frames dotted identifiers"),
    R(r"""Problem in Running bigdl.sh

Hello

I have an error while running
spark-submit --class com.intel.analytics.bigdl.models.vgg.Train \
dist/lib/bigdl-0.1.0-SNAPSHOT-jar-with-dependencies.jar \
--core 1 \
--node 1 \
--env spark \
-f cifar10_folder/ \
-b 4

I get the error  **java.lang.OutofMemoryError: Java heap space.**

I am using an Intel Xeon KNL machine and openjdk version 1.8.0_121, scala  version 2.11.6 and Spark 1.6 on CentOS

ANy help would be appreciated.

this got solved by adding --driver memory 12g !
Any other comment welcome on my configuration

Yes - you need to set the memory used for Spark tasks (using spark.driver.memory or spark.executor.memory depending whether your are running in spark local mode or distributed mode).""",
      T("Apache Spark"), T("OpenJDK"), T("Scala"), T("CentOS"), T("BigDL"),
      F("dist/lib/bigdl-0.1.0-SNAPSHOT-jar-with-dependencies.jar"),
      source="https://github.com/intel/ipex-llm/issues/455", kind="issue",
      note="spark-submit with BigDL's jar by its relative path; bigdl.sh bare; cifar10_folder/ a folder; Java only in "
           "'Java heap space' of the error -- not labelled apart, doubtful; the Intel Xeon KNL machine hardware; the "
           "class name a dotted identifier"),
]

CASES += [
    R(r"""UnityのC#(WebGL)からREST APIを使って、「E404005 No such application」エラーが帰ってきます

Unity　WebGLからNCMBにREST　APIを使って、{"code":"E404005","error":"No such application."}のエラーが帰ってきます。データはUnityのｗｗｗクラスまたはUnityWebRequestのクラスから送っています。パケットの情報、Response（自分のサーバ）,C＃のソースは下記です。
英語も書きます。

UnityのWebGLのC#からNCMBに繋げる方法ってありますでしょうか？

I'm trying to use C# from Unity WebGL to connect to NCMB's backend, but I get the following error:
{"code":"E404005","error":"No such application."}

I am sending Bytecode encrypted data with a content-type of application/json.  I have tried with a content type of x-www-urlencode but get the error response E415001 Unsupported media type.

Here is the packet that is sent to my test server and the response.

Packet information.
========================
POST /test/requestTest.php HTTP/1.1
Host: 27.34.160.197
User-Agent: UnityPlayer/5.4.4f1 (http://unity3d.com)
Accept: */*
Accept-Encoding: identity
CX-NCMB-Application-Key: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
Content-Length: 34
Content-Type: application/json
X-NCMB-Signature: z3TGad0uB5XzHBv2vhGzz1O9GLz2g01XmnZRS4hgT/c=
X-NCMB-Timestamp: 2017-03-24T07:54:04.727Z
X-Unity-Version: 5.4.4f1

{ "unitykeytest": "unitykeyvalue"}

Response
========================
HTTP/1.1 200 OK
Date: Mon, 27 Mar 2017 03:24:13 GMT
Server: Apache/2.2.3 (CentOS)
X-Powered-By: PHP/5.3.3
Content-Length: 1379
Connection: close
Content-Type: text/html; charset=UTF-8""",
      T("Unity"), T("C#"), T("WebGL"), T("NCMB"), T("REST"), T("Apache HTTP Server"), T("CentOS"), T("PHP"),
      E("POST /test/requestTest.php"),
      source="https://github.com/NIFCLOUD-mbaas/UserCommunity/issues/684", kind="issue",
      note="a Japanese thread with its English version; NCMB the NIFCLOUD mobile backend; 'REST API' (also with a "
           "full-width space) labelled REST; the raw request to the user's own test server answered 200 -- labelled; "
           "the response's Server: Apache/2.2.3 (CentOS) and X-Powered-By: PHP/5.3.3 headers name the server software "
           "-- labelled; the UnityPlayer user agent not apart; UnityWebRequest a class"),
    R(r"""Game hosting

Unity error:
[POST->Error]/validate-login-token HTTP/1.1 500 Internal Server Error <!DOCTYPE html>
<html>
<head><title>500 Internal Server Error</title></head>
<body>
<h1>Internal Server Error</h1>
<p>Wrong number of segments [/srv/data/web/vhosts/ab7fcd304a95404e988232a27135859a.testmyurl.ws/htdocs/rpg-php-service-master/jwt/JWT.php:78]</p>
<pre>[rpg-php-service-master/functions/Helpers.php:11] Firebase\JWT\JWT::decode('7fabfe51-b4ed-4df7-9d4a-1d200375f79d','jwtSecret1234',['HS256'])
[rpg-php-service-master/functions/Helpers.php:85] DecodeJwt('7fabfe51-b4ed-4df7-9d4a-1d200375f79d')
[rpg-php-service-master/functions/Auth.php:72] GetPlayer()
[rpg-php-service-master/index.php:64] ValidateLoginToken(true)""",
      T("Unity"), E("POST /validate-login-token"),
      F("rpg-php-service-master/functions/Helpers.php"), F("rpg-php-service-master/functions/Auth.php"),
      F("rpg-php-service-master/index.php"),
      source="https://github.com/suriyun-production/turnbase-rpg-docs/issues/17", kind="issue",
      note="the game client's POST to the PHP web service's own route, answered 500 -- labelled; the service's files "
           "in the Fat-Free framework's error trace (relative, :line left out); JWT.php's path absolute; "
           "Firebase\\JWT\\JWT a PHP namespace (the php-jwt library) -- not labelled; the trace's later frames and the "
           "request dump cut"),
    R(r"""Node.js, express 로그인 질문

# 해결하고자 하는 문제
localhost:3000/login에 들어가면 로그인화면이 떠야되는대 뜨지 않습니다.

# 코드 혹은 오류
```
   여기에 코드를 적어주세요. 
var express = require('express');
var mysql = require('mysql');
var dbconfig = require('./config/database.js');
var connection = mysql.createConnection(dbconfig);
var router = express.Router();

var app = express();

app.set('port', process.env.PORT || 3000);

app.get('/', function(req, res){
  res.send('Root');
});

app.get('/signup-login', function(req, res){
  connection.query('SELECT * from users.users', function(err, rows) {
    if(err) throw err;

    console.log('The solution is ', rows);
    res.send(rows);
  });
});
app.get('/people', function(req, res){
  connection.query('SELECT * from 미아데이터.미아정보', function(err, rows) {
    if(err) throw err;

    console.log('The solution is ', rows);
    res.send(rows);
  });
});

app.listen(app.get('port'), function () {
  console.log('Express server listening on port ' + app.get('port'));
})

var mysql_db = require('./views/mysql-db');


router.get('/login', function (req, res, next) {
    res.render('login');
});
```""",
      T("Node.js"), T("Express"), T("MySQL"), F("./config/database.js"),
      E("GET /"), E("GET /signup-login"), E("GET /people"),
      source="https://github.com/codingeverybody/codingyahac/issues/840", kind="issue",
      note="a Korean thread; the three app.get routes labelled; router.get('/login') sits on a router the code never "
           "mounts (the question's very bug) -- not labelled, doubtful; require('mysql') the MySQL driver; "
           "./config/database.js a relative path, './views/mysql-db' an import specifier; the router.post part cut"),
    R(r"""part 2.3 problem

I'm working through part 2.3 and there is some problem running the lines

```
router.get('/',(req, res) => {
    res.send({ data: [] });
});

```

in index.js in the api folder.

I'm getting an error like 

> /home/ubuntu/workspace/api/index.js:15
> router.get('/', function (req, res) {
>       ^
> 
> TypeError: Cannot read property 'get' of undefined

if I take that out and put 

```
 server.get('/api',(req, res) => {
     res.send({ data: [] });
 });
```
in the server.js folder it seems to work like your example.
Is there a reason I should not do that?""",
      E("GET /api"),
      source="https://github.com/jscomplete/learn-fullstack-javascript/issues/5", kind="issue",
      note="server.get('/api') a route in code -- labelled; router.get('/') on the api folder's router, mounted "
           "somewhere not shown -- its full path never written, not labelled; index.js and server.js bare, the /home "
           "path absolute; Express and Node.js never named"),
]

CASES += [
    R(r'''Not able to huild runv

it seams that the GOPATH and GOROOT are both messy in the environment.
I think they should both be `/home/huawei/VHOST/`, rather than the sub directories inside the /home/huawei/VHOST/.

May be not the issue with these, because I have other go projects, they work fine with the same kind of GOPATH and GOROOT

the runv repo should be put into one of the GOPATH.
as
GOPATH/src/github.com/hyperhq/runv

That is why I did create the softlinks!.

softlinks is not GOPATH. please setup the GOPATH.

I have setup, GOPATH. Here is my go env. WIth this GOPATH I get the error whatever I posted on my first query.

GOARCH="amd64"
GOBIN=""
GOEXE=""
GOHOSTARCH="amd64"
GOHOSTOS="linux"
GOOS="linux"
GOPATH="/home/huawei/VHOST/runv/src/github.com/hyperhq/runv/"
GORACE=""
GOROOT="/home/huawei/VHOST/go"
GOTOOLDIR="/home/huawei/VHOST/go/pkg/tool/linux_amd64"
GCCGO="gccgo"
CC="gcc"
GOGCCFLAGS="-fPIC -m64 -pthread -fmessage-length=0 -fdebug-prefix-map=/tmp/go-build133268448=/tmp/go-build -gno-record-gcc-switches"
CXX="g++"
CGO_ENABLED="1"
CGO_CFLAGS="-g -O2"
CGO_CPPFLAGS=""
CGO_CXXFLAGS="-g -O2"
CGO_FFLAGS="-g -O2"
CGO_LDFLAGS="-g -O2"''',
      T("Go"), T("runV"),
      source="https://github.com/hyperhq/runv/issues/596", kind="issue",
      note="a go env dump: Go from 'go projects' and 'go env'; its values (linux, gccgo, gcc, g++) are the toolchain's "
           "settings -- Linux, GCC not labelled, doubtful; GOPATH/src/github.com/hyperhq/runv a GOPATH-relative folder; "
           "runv the project (the hypervisor-based runtime runV)"),
    R(r"""Installing latest not working on OS X - ("Living on the edge" not working)

I tried to install the latest version that has been committed recently, and when running `go install` it fails. This is after running the go get command?

```bash
go install github.com/koyeb/koyeb-cli/cmd/koyeb
../spf13/viper/viper.go:40:2: cannot find package "github.com/hashicorp/hcl/hcl/printer" in any of:
	/usr/local/go/src/github.com/hashicorp/hcl/hcl/printer (from $GOROOT)
	/Users/user_name/go/src/github.com/hashicorp/hcl/hcl/printer (from $GOPATH)
```

I did try this suggestion as it had a similar error: https://github.com/spf13/viper/issues/1076#issuecomment-828624214 but it worked mainly for the `go get` command, the install one failed. 

Is it something from my end with regards configuration?

`go version go1.15.6 darwin/amd64`

Hi @ReeceM,

Can you ensure the `GOROOT` and `GOPATH` environment variables are properly set?

This error seems to happen when these env vars are not present.

Hi @edouardb

I will have a look, if I `echo $GOPATH or $GOROOT` it is blank, but the go env the values are not blank there?

I think I have installed some other go CLI things before and they worked, I think it might not have needed those values though

We just updated the readme installation instruction you can install the CLI via [Homebrew""",
      T("macOS"), T("Go"), T("Homebrew"),
      source="https://github.com/koyeb/koyeb-cli/issues/17", kind="issue",
      note="OS X the old name of macOS; ../spf13/viper/viper.go is Viper's own source inside the GOPATH -- a dependency "
           "path, not labelled (Viper and HCL only in package paths); the koyeb CLI the project; the last reply cut "
           "at its link"),
    R(r"""[BUG] occ is gone on 29.0.3-ls327

### Current Behavior

After the last update maintainance mode was on. I checked the logs and it suggested me to merge nginx files. I kept the samples and renamed them, then the message was gone.
But I can not disable maintainance mode; occ is gone. Why?
```
root@2aed84b4d0d7:/config/www/nextcloud# php /config/www/nextcloud/occ maintenance:mode --off
Could not open input file: /config/www/nextcloud/occ
root@2aed84b4d0d7:/config/www/nextcloud# ls
apps  config  themes
```

### Expected Behavior

run the occ tool

### Steps To Reproduce

update
rm nginx files
mv filename.sample to filename

### Environment

```markdown
- OS: ubuntu 22
- How docker service was installed: compose
    image: lscr.io/linuxserver/nextcloud:latest
```

### CPU architecture

x86-64

### Docker creation

```bash
nextcloud:
    image: lscr.io/linuxserver/nextcloud
    container_name: nextcloud
    environment:
      - PUID=1000
      - PGID=1000
      - TZ=Europe/Berlin
    volumes:
      - /mnt/docker/nextcloud/config/:/config
      - /mnt/docker/nextcloud/data/:/data
    restart: unless-stopped
```""",
      T("Nginx"), T("PHP"), T("Ubuntu"), T("Docker"), T("Nextcloud"),
      source="https://github.com/linuxserver/docker-nextcloud/issues/448", kind="issue",
      note="php running Nextcloud's occ tool; Nextcloud from the compose service and container name (also in the "
           "image reference and absolute paths) -- labelled as the thread's subject, doubtful; 'installed: compose' "
           "alone -- Docker Compose not labelled, doubtful; the ```markdown fence a data format; the network lines cut"),
    R(r"""Nextcloud 27.1.3 Maintenance mode is not working properly

### Steps to reproduce
1. occ maintenance:mode --on
2. Access via web

### Expected behavior 
Supposedly under maintenance mode, accessing web nextcloud will show its under maintenance mode.

### Actual behavior 
It did not happen. I can still browsing around via web, however any occ command such as files:scan won't work as expected under maintenance mode on.

### Host OS 
Debian 11, nginx, php8.2

#### Nextcloud AIO version 
27.1.3

#### Current channel 
Stable

Hi, see https://github.com/nextcloud/documentation/pull/10645/files""",
      T("Nextcloud"), T("Debian"), T("Nginx"), T("PHP"),
      source="https://github.com/nextcloud/all-in-one/issues/3627", kind="issue",
      note="php8.2 glued to its version; Nextcloud AIO the all-in-one image of Nextcloud -- not labelled apart; occ "
           "Nextcloud's command"),
    R(r"""Invalid Podfile: .

## Ask your Question

I'm trying to run pod install on my RN project. Last week all fine. Without any changes, after I install new Xcode version (15.4, previous 15.2). I encouter this error. When I run pod install, cmd line will stuck, didn't show any error message. When I cancel it. It show this error.
```
[!] Invalid `Podfile` file: .
 #  from /Users/steven/Projects/iam_monster_app/src/ios/Podfile:12
 #  -------------------------------------------
 #    # Pods for iam_monster_app
 >    config = use_native_modules!
 #  
```
I have tried

1. Remove node_modules, Pod, Podfile.lock, clean cache
2. try differen node version

Still not working. I have stuck for days. Please does anyone have any advice?

node: 18.20.4
react-natvei: 0.69.7
react-native-community: 7.0.0
ruby: 2.7.5
cocoapods: 1.16.2

I have the exact same error, just updated to Xcode 16.0. I have a project on RN 0.76.1, and this error occurs when I add my custom Turbo Module to the project. When I remove it, all is fine. Before updating Xcode I had no issues with my custom package.

hey @dentemm, could you please run `npx react-native config` to ensure everything is linked correctly?""",
      T("React Native"), T("Xcode"), T("Node.js"), T("Ruby"), T("CocoaPods"), T("npx"),
      source="https://github.com/react-native-community/cli/issues/2551", kind="issue",
      note="RN and 'react-natvei' (a misspelling) name React Native; pod install CocoaPods' command; node the runtime; "
           "the Podfile's /Users path absolute; Podfile.lock bare; Turbo Module a React Native module kind -- not "
           "labelled"),
    R(r"""Update nginx.conf

Source : https://docs.nextcloud.com/server/16/admin_manual/installation/nginx.html

Update nginx.conf 
```
location ~ ^\/(?:index|remote|public|cron|core\/ajax\/update|status|ocs\/v[12]|updater\/.+|oc[ms]-provider\/.+)\.php(?:$|\/) {
```
```
location ~ ^\/(?:updater|oc[ms]-provider)(?:$|\/) {
```

Done!""",
      T("Nginx"),
      source="https://github.com/Wonderfall/docker-nextcloud/issues/53", kind="issue",
      note="nginx.conf bare; the location regexes are patterns, not paths; Nextcloud only inside the docs URL -- not "
           "labelled"),
]

CASES += [
    R(r"""API routes have to be inline exported function declarations

### Describe the bug

This works

```js
export async function GET(...parameters) {
  console.log(parameters);

  return new Response("test", { status: 200 });
};

```

while this doesn't

```js
const GET = async (...parameters) => {
  console.log(parameters);

  return new Response("test", { status: 200 });
};

export { GET };
```

### Your Example Website or App

n/a

### Steps to Reproduce the Bug or Issue

1. Create the second code example as an API route.
2. Observe it responding with this

```json
{
  "statusCode": 500,
  "stack": []
}
```

### Expected behavior

It should just work like the first code example. Internally, this library probably uses function names instead of named export names to determine the endpoint functions. It shouldn't.

### Platform

- OS: macOS Sequoia
- Browser: Chrome
- Version: 1.0.6""",
      T("JavaScript"), T("macOS"), T("Chrome"),
      source="https://github.com/solidjs/solid-start/issues/1587", kind="issue",
      note="the API route's GET handler is written without its path (a file-based route) -- no endpoint; the ```js "
           "fences name JavaScript, the ```json one a data format; SolidStart only in the repository ('this library')"),
    R(r"""Basic server side export API for saved objects

PR implements the first steps of the saved object export API for #4759.

An endpoint id added under `POST /api/saved_objects/_export` that throws an error after 10,000 objects. The removal of the limit will come in a future PR when using streams to optimize scalability and performance. This basic PR will allow focus on the import aspect sooner as that will be more complex to solve.

Also a future PR will change the management UI to use the new API once import and export APIs are complete on the server side.

# Dev-Docs

## Added server side API for exporting saved objects

A new endpoint `/api/saved_objects/_export` now exists to export saved objects.

src/server/saved_objects/routes/export.js
```diff
+    async handler(request, h) {
+      let docsToExport;
+      const { savedObjectsClient } = request.pre;
+      try {
+        docsToExport = await getExportDocuments({
+          type: request.query.type,
+          objects: request.query.objects,
+          savedObjectsClient,
+          exportSizeLimit: EXPORT_SIZE_LIMIT,
+        });
+      } catch (err) {
+        throw Boom.boomify(err, { statusCode: 400 });
```""",
      E("POST /api/saved_objects/_export"), F("src/server/saved_objects/routes/export.js"),
      source="https://github.com/elastic/kibana/pull/30326", kind="issue",
      note="the new endpoint written with its method; the route file's relative path from the review thread; "
           "Boom.boomify a call of hapi's Boom -- not labelled; Kibana only in the repository; the review's reply cut"),
    R(r"""Export kills api

# Observed

## Client

Calls to the `/export` endpoint with a `query` can crash api.

## Server
```
09:26:41 api.1    | ::1 - - [24/Aug/2017:07:26:41 +0000] "GET /api/v1/export/forms?format=xml&locale=en&query=%7B%22%24operands%22%3A%5B%7B%22type%22%3A%22report%22%7D%5D%7D&schema=%7B%22errors%22%3A%22int%22%2C%22verified%22%3A%22boolean%22%2C%22reported_date%22%3A%22date%22%7D HTTP/1.1" - - "-" "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_10_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/60.0.3112.101 Safari/537.36"
09:26:41 api.1    | UNCAUGHT EXCEPTION!
09:26:41 api.1    | Server error:
09:26:41 api.1    |  { TypeError: First argument must be a string or Buffer
09:26:41 api.1    |     at ServerResponse.end (_http_outgoing.js:752:13)
09:26:41 api.1    |     at respond (/Users/user/workspaces/medic/api/server-utils.js:30:7)
09:26:41 api.1    |     at Object.error (/Users/user/workspaces/medic/api/server-utils.js:60:5)
09:26:41 api.1    |     at /Users/user/workspaces/medic/api/server.js:348:28
09:26:41 api.1    |     at /Users/user/workspaces/medic/api/controllers/export-data.js:671:16
```""",
      E("GET /api/v1/export/forms"),
      source="https://github.com/medic/cht-core/issues/3821", kind="issue",
      note="the access log's GET to the api's own export route, crashing it -- labelled, query string dropped; /export "
           "written without a method; the user agent (Mac OS X, Chrome, Safari) not labelled; the stack's files under "
           "/Users absolute, _http_outgoing.js bare (a Node.js internal; Node.js never named)"),
    R(r"""Data export 500 error

When exporting data I receive a 500 server error

https://test.beep.nl/api/export/csv POST call, payload:
{device_id: 299, start: "2021-05-04", end: "2021-05-05", separator: ";", measurements: ["bv"], link: 1}

Same for other periods or measurements

Fixed and live on test""",
      E("POST /api/export/csv"),
      source="https://github.com/beepnl/BEEP/issues/101", kind="issue",
      note="a POST to the project's own test server written as a URL, answered 500 -- labelled with its path"),
    R(r"""Incompatible with deepstack/deepstack-ui

I have tried to use both ` tensorflow-lite-rest-server` and [deepstack-ui](https://github.com/robmarkcole/deepstack-ui) but the processing of the picture produced this error in the server : 
```
"POST /v1/vision/detection HTTP/1.1" 422 Unprocessable Entity
```
The same picture sent with curl produces a result.

You are using the flask or fastapi version of this repo?

I'm using the fastapi  (I have followed the Readme to install it). I managed to have a working version of deepstack-ui by bypassing the deepstack object and calling directly the tensorflow api with requests.

I guess you are querying from another machine? When you run the server include `--host 0.0.0.0` as arg

I have created a Dockerfile for the tensor flow server, it is running in docker (I'm going to contribute the Dockerfile ASAP). And I already have the `--host` option in my docker `CMD`.

I think that the problem reside in the deepstack python binding and the expected image format in tensorflow server.""",
      T("DeepStack"), T("Flask"), T("FastAPI"), T("TensorFlow"), T("Docker"), T("Python"), T("Requests"),
      E("POST /v1/vision/detection"),
      source="https://github.com/robmarkcole/tensorflow-lite-rest-server/issues/26", kind="issue",
      note="the server's own detection route answered 422 -- labelled; 'tensor flow' and tensorflow name TensorFlow "
           "(tensorflow-lite-rest-server the project); 'with requests' the Python Requests library, doubtful; curl as a "
           "command; Dockerfile bare"),
    R(r"""Issue #54: API - Endpoint POST /api/contacto

# Endpoint para recibir mensajes de contacto.
## Criterios de aceptación:
- POST funcional
- Validación de campos
- Respuesta 201 o 400""",
      E("POST /api/contacto"),
      source="https://github.com/AlfonsoCastejon/Desing3/issues/55", kind="issue",
      note="a Spanish task for the project's contact endpoint, written with its method -- labelled"),
    R(r"""Endpoint "/monitoring" is missing in master branch

Endpoint "/monitoring" is missing in master branch. I just downloaded the project and run it localy but when I visit the "/monitoring" endpoint it shows me an error like this: "Cannot POST /monitoring".

Please yout help, thanks in advance.

```
$ curl -X POST http://localhost:3000/monitoring
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Error</title>
</head>
<body>
<pre>Cannot POST /monitoring</pre>
</body>
</html>
```

Will be asked directly by email to developers@blackboard.com""",
      source="https://github.com/blackboard/BBDN-LTI-Tool-Provider-Node/issues/117", kind="issue",
      note="nothing labelled: the POST to /monitoring is refused with 'Cannot POST' -- no route accepts it; curl as a "
           "command; the HTML error page a data format"),
    R(r"""Internal Server Error API App

I tested the API functionality by selecting one of the GET endpoints, but in the Response I see a 500 Response Code.

Solved. Typing error in the secret.""",
      source="https://github.com/microsoft/MCW-App-modernization/issues/78", kind="issue",
      note="nothing labelled: 'one of the GET endpoints' names no path; the screenshot dropped"),
]

CASES += [
    R(r"""RuntimeError: CUDA error: out of memory

Hello,Thanks for sharing your great works!
But when I trained the model with `./experiments/scripts/train.sh 0 pascal_voc vgg16 voc12_wsddn_pre`, I encountered the error
```bash
Traceback (most recent call last):
  File "./tools/trainval_net.py", line 149, in <module>
    max_iters=args.max_iters)
  File "/home/amax/GWL/pytorch-faster-rcnn/tools/../lib/model/train_val.py", line 365, in train_net
    sw.train_model(max_iters)
  File "/home/amax/GWL/pytorch-faster-rcnn/tools/../lib/model/train_val.py", line 283, in train_model
    self.net.train_step(blobs, self.optimizer)
  File "/home/amax/GWL/pytorch-faster-rcnn/tools/../lib/nets/network.py", line 574, in train_step
    self._losses['total_loss'].backward()
  File "/home/amax/.local/lib/python2.7/site-packages/torch/tensor.py", line 93, in backward
    torch.autograd.backward(self, gradient, retain_graph, create_graph)
  File "/home/amax/.local/lib/python2.7/site-packages/torch/autograd/__init__.py", line 90, in backward
    allow_unreachable=False)  # allow_unreachable flag
RuntimeError: CUDA error: out of memory
Command exited with non-zero status 1
13.82user 11.67system 0:13.76elapsed 185%CPU (0avgtext+0avgdata 3269864maxresident)k
464inputs+24outputs (0major+1764047minor)pagefaults 0swaps
```""",
      T("CUDA"), F("./experiments/scripts/train.sh"), F("./tools/trainval_net.py"),
      source="https://github.com/Sunarker/Collaborative-Learning-for-Weakly-Supervised-Object-Detection/issues/4",
      kind="issue",
      note="the training script and the traceback's entry point, relative with ./; the other frames under /home "
           "absolute; PyTorch only inside paths (pytorch-faster-rcnn, site-packages/torch) and a torch.autograd call -- "
           "not labelled, doubtful; the ```bash fence a shell's; the PC's details cut"),
    R(r"""RuntimeError: CUDA error: out of memory

The following errors were encountered in training.
PyTorch 1.2.0
python 3.6
`Traceback (most recent call last):
  File "train.py", line 257, in <module>
    train()
  File "train.py", line 97, in train
    ssd_net = build_ssd('train', cfg['min_dim'], cfg['num_classes'])
  File "/media/disk/wudi/ssd.pytorch/ssd.py", line 207, in build_ssd
    base_, extras_, head_ = multibox(vgg(base[str(size)], 3),
  File "/media/disk/wudi/ssd.pytorch/ssd.py", line 136, in vgg
    conv2d = nn.Conv2d(in_channels, v, kernel_size=3, padding=1)
RuntimeError: CUDA error: out of memory
`
What is the reason for this mistake? Thanks.

maybe you can use this command to check your gpu usage condition : nvidia-smi
Then add this thing in front of your code to use the free graphics card :
CUDA_VISIBLE_DEVICES="6" python train.py  (6 is just an example)

OK, I use that command, and it works. Thanks!""",
      T("PyTorch"), T("Python"), T("CUDA"), T("nvidia-smi"),
      source="https://github.com/amdegroot/ssd.pytorch/issues/447", kind="issue",
      note="versions listed: PyTorch and python; nvidia-smi NVIDIA's GPU tool; CUDA from the error and the "
           "CUDA_VISIBLE_DEVICES variable; train.py bare, ssd.py's path absolute; the site-packages frames cut"),
    R(r"""single package.json structure doesn't work on windows

* **Version**: 10.8.1

* **Target**: win and mac

basically, I'm getting the error message as following:

`Application entry file "electron-config\main.js" in the "C:\Users\xxxxx\workspace\xxxx\dist\win-unpacked\resources\app.asar" does not exist. Seems like a wrong configuration.`

I did `asar list app.asar` I only see package.json there.

here is my package.json

```
{
  "name": "xxxx",
  "productName": "xxxx",
  "version": "1.0.0",
  "description": "xxxx project",
  "main": "./electron-config/main.js",
  "bin": {
    "webpack": "./node_modules/.bin/webpack",
    "electron": "./node_modules/.bin/electron",
    "rimraf": "./node_modules/.bin/rimraf",
    "eslint": "./node_modules/.bin/eslint",
    "webpack-dev-server": "./node_modules/.bin/webpack-dev-server",
    "build": "./node_modules/.bin/build"
  },
  "scripts": {
    "build": "webpack --progress",
    "start": "webpack --progress && webpack-dev-server",
    "server": "webpack-dev-server",
    "electron": "webpack --progress && electron ./electron-config/main.js",
    "clean": "rimraf build dist .tmp",
    "lint": "eslint --ext js --ext jsx src || exit 0",
    "production": "rimraf build && webpack --progress",
    "package:win": "build --dir --x64",
    "package:mac": "build --dir --mac",
    "dist:win": "build --win --x64",
    "dist:mac": "build --mac"
  }""",
      T("Windows"), T("Webpack"), T("Electron"), T("rimraf"), T("ESLint"), T("webpack-dev-server"), T("asar"),
      F("./electron-config/main.js"), F("electron-config\\main.js"),
      source="https://github.com/electron-userland/electron-builder/issues/1030", kind="issue",
      note="the package.json's main entry ./electron-config/main.js and the same file as the Windows error writes it "
           "(electron-config\\main.js) -- both labelled as written; the ./node_modules/.bin/... entries dependency paths; "
           "the C:\\ path absolute; 'build' is electron-builder's command, never named -- not labelled; asar from "
           "`asar list`, Electron's archive tool; 'win and mac' abbreviations -- macOS not labelled; the JSON cut at the "
           "scripts"),
    R(r"""please help

Hello,, 

Any help please it's very important and I couldn't find any solution .
Thanks and regards

Just use `compile` instead of `implementation` in your _build.gradle_ file (app-level).""",
      source="https://github.com/udacity/ud839_Miwok/issues/95", kind="issue",
      note="nothing labelled: build.gradle a bare file name (Gradle never named otherwise); compile and implementation "
           "configuration keywords; the screenshots dropped"),
    R(r"""Windows build entry point not found

On Windows, run:
1. `set ARCH=x64`
2. `set PLATFORM=win32`
3. `yarn build`

It errors with: 
```
      × Finalizing package
        › The main entry point to your app was not found. Make sure "c:\projects\awsaml\src\main\index.js" exists and does not get ignored by your ignore option
■ Running postPackage hook
■ Running preMake hook
■ Making distributables
■ Running postMake hook
node:internal/process/promises:289
            triggerUncaughtException(err, true /* fromPromise */);
            ^

Error: The main entry point to your app was not found. Make sure "c:\projects\awsaml\src\main\index.js" exists and does not get ignored by your ignore option
    at Object.validateElectronApp (c:\projects\awsaml\node_modules\electron-packager\src\common.js:115:13)
```

This error doesn't happen with the following change:
```
--- a/forge.config.js
+++ b/forge.config.js
@@ -41,7 +41,7 @@ const config = {
     asar: true,
     helperBundleId: 'com.rapid7.awsaml.helper',
     prune: true,
-    ignore: (p) => !includeFiles.includes(p.replace('/', '')),
+    // ignore: (p) => !includeFiles.includes(p.replace('/', '')),
```""",
      T("Windows"), T("Yarn"),
      source="https://github.com/rapid7/awsaml/issues/241", kind="issue",
      note="the entry point c:\\projects\\awsaml\\src\\main\\index.js an absolute Windows path; electron-packager only in "
           "a node_modules path and Electron in the validateElectronApp identifier -- not labelled; forge.config.js bare "
           "(Electron Forge never named); a/forge.config.js and b/ are the diff's prefixes -- not labelled; "
           "node:internal a Node.js internal module specifier"),
]
