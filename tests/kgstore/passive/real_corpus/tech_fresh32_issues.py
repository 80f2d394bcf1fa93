"""A thirty-second fresh held-out set ("fresh-32"), the issues part: 66 GitHub issue and pull-request threads from 60
repositories, none of them used by the earlier sets but for twelve (streamlit, quarkus, spring-boot, helm, golang/go,
gorilla/mux, go-chi/chi, Rocket, warp, cobra-cli, operator-sdk and a Packt Spring Boot book's samples, each with a thread
not used before) -- Python data apps (Streamlit multipage apps and their pages/ files, Gradio launches and its FastAPI
routes, Dash callbacks and requirements, Bokeh, HoloViews and Panel version lists); classic Django and Flask apps
(CSRF refusals, blueprint and view routes, dev-server request logs, curl and $.ajax calls to their own routes, pip
freeze lists); Java services (Spring Boot controllers and their @PostMapping/@RequestMapping routes, Whitelabel pages,
Spring Security 401s, Quarkus quickstarts and dev mode, uname / java -version / mvn output, build.gradle excerpts); Go
CLIs and services (cobra-cli installs, chi and Gorilla Mux routes, go env dumps, godel); Kubernetes operators and Helm
charts (operator-sdk scaffolds, a Temporal operator panic, chart template render errors); Terraform modules (Atlantis
plan output, a Rancher quickstart); CI/CD pipelines (Jenkinsfiles and Blue Ocean, GitLab CI with docker:dind and
gitlab-ci-local, CircleCI orbs, Drone pipelines); and Rust web services (Rocket, warp) -- each the thread's title
followed by its body and maybe a comment or two, kept as written (code blocks, logs, tracebacks, env and version
dumps, config and CI YAML, terminal prompts, curl commands, tables and checklists as they appear; trimmed; screenshots
dropped; the comments joined without their author lines). Three of them label nothing at all.

Every text was taken from a stored public copy of the thread at the address given and labelled by hand without
running the extractor on it, by the earlier sets' conventions: technologies under their usual canonical name (any
spelling in the text), a code fence's language but not a shell's (nor yml/html, data formats); data formats, everyday
shell utilities, sites, placeholders, template examples, image references and names only inside URLs, absolute or
dependency paths, import specifiers, namespaces, dotted class names or log module paths not labelled; relative file
paths as written (a line's :N left out, Windows paths kept), bare file names, dotfiles, folders and ./wrapper scripts
not; an endpoint only as "METHOD /path" where the text gives the method for that path (a route in code, a request the
app's own route answers even with 400, 401, 403 or 500, a client call with its method, a curl -X / --request to the
app's own server written as a URL, a dev server's request log) and writes the whole path -- a 404 probe, a path with no
method, a route without its leading slash (warp's path("api"), JAX-RS @Path("hello")), a route mounted under a prefix
never written (Rocket's mount) and a generic REST convention table are not labelled. Nobody tunes the extractor on
these texts: the benchmark scores them as their own split (``--split fresh-32``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "Dash Mantine Components": ("dash-mantine-components",),
    "pytest": ("py.test",),
    "Windows": ("Windows10",),
    "Blue Ocean": ("Blueocean",),
    "Red Hat Enterprise Linux": ("RHEL",),
    "Minikube": ("minikube",),
    "Flask-WTF": ("flask-wtf",),
    "GitLab CI": ("gitlab-ci", "gitlab ci"),
    "GitLab Runner": ("gitlab-runner",),
    "Homebrew": ("brew",),
    "Node.js": ("node",),
    "Drone": ("drone",),
    "Operator SDK": ("operator-sdk",),
    "Amazon EKS": ("AWS EKS", "EKS"),
    "Kubernetes": ("kubectl", "k8s"),
    "PostgreSQL": ("postgres",),
    "Eclipse Temurin": ("Temurin",),
    "Windows Subsystem for Linux": ("WSL2",),
    "macOS": ("OS X", "MacOS", "mac", "Mac OS"),
    "Maven": ("mvn",),
}

CASES = []

CASES += [
    R(r"""latest update breaks .launch()

I just upgraded from gradio 1.0.7 to 1.1.0 and now I can't launch my demo which was working before. 

When I call:

`gr.Interface(fn=ask, inputs=["textbox", "text"], outputs="text").launch()`

I get the following error: 

```Traceback (most recent call last):
  
File "/Users/elhutton/opt/anaconda3/envs/agent-assist/lib/python3.7/site-packages/IPython/core/interactiveshell.py", line 3343, in run_code
    exec(code_obj, self.user_global_ns, self.user_ns)
  
File "<ipython-input-27-5dcf77e302d7>", line 1, in <module>
    gr.Interface(fn=ask, inputs=["textbox", "text"], outputs="text").launch()
  
File "/Users/elhutton/opt/anaconda3/envs/agent-assist/lib/python3.7/site-packages/gradio/interface.py", line 265, in launch
    server_port=self.server_port)

ValueError: too many values to unpack (expected 2)
```

I am running on MacOS Catalina 10.15.6, working in a conda virtual env with python 3.7.7. I upgraded via `pip install gradio --upgrade` 

Please help! Thanks

Hi Elizabeth, thanks for pointing this out. We are looking into it.""",
      T("Gradio"), T("macOS"), T("Conda"), T("Python"), T("pip"),
      source="https://github.com/gradio-app/gradio/issues/43", kind="issue",
      note="IPython and Anaconda appear only inside absolute site-packages paths of the trace: not labelled; "
           "the ipython-input frame name is no file"),
    R(r"""[BUG] Error loading dependencies - app.callback

**Describe your context**
Small app breaks with @app.callback().

```
dash                 0.39.0
dash-core-components 0.38.0
dash-html-components 0.13.2
dash-renderer        0.15.0
dash-table           4.2.0
```
    - OS: 5.2.9-arch1-1-ARCH
    - Browser: Firefox    | Chromium
    - Version 69.0-1      | 76.0.3809.132-1
Ad blockers disabled.

**Describe the bug**
The following app gives "Error loading dependencies". The error disappears when the callback is commented out.

```
import dash
import dash_core_components as dcc
import dash_html_components as html
from dash.dependencies import Input, Output

app = dash.Dash(__name__)

app.layout = html.Div([
    dcc.Input(id='my-id', value='initial value', type='text'),
    html.Div(id='my-div')
])

@app.callback(
    Output(component_id='my-div', component_property='children'),
    [Input(component_id='my-id', component_property='value')]
)
def update_output_div(input_value):
    return 'You\'ve entered "{}"'.format(input_value)

if __name__ == '__main__':
    app.run_server(debug=True)
```

**Expected behavior**
I have seen similar issues, but unfortunately not been able to resolve it.

@MBertolino  thanks for the report,  I cannot reproduce this on my local environment. 

Can you first try to upgrade dash to 1.2.x? If the problem still presents, most""",
      T("Dash"), T("Firefox"), T("Chromium"),
      source="https://github.com/plotly/dash/issues/906", kind="issue",
      note="the dash-* packages of the pip list are Dash's own component packages: only Dash labelled; the OS line "
           "is a kernel release string (5.2.9-arch1-1-ARCH), not Arch Linux named: not labelled; the unfenced "
           "Python code is not a fence language"),
    R(r"""cannot import name 'ctx' from 'dash'

I installed the requirements but when I try to run the app I got this error.

Hi @rpanai.  Thanks for reporting. That was new in dash 2.4.1  We should add that to the `requirements.txt`

do you want me to do a pr?

Hi @rpanai  I'll update requirements.txt shortly thanks for letting us know

@someshfengde nice. Keep in mind we need `dash-mantine-components` too""",
      T("Dash"), T("Dash Mantine Components"),
      source="https://github.com/AnnMarieW/dash-app-gallery/issues/43", kind="issue",
      note="requirements.txt a bare file name"),
    R(r"""Login doesn't work due to CSRF check

## How to reproduce:

On a local mos instance: Go to the startpage or /calendar page and click login. On the login page enter your credentials for the local mos installation and click login.
## Actual result:

MOS returns:

Forbidden (403)
CSRF verification failed. Request aborted.
Help
Reason given for failure:
    CSRF token missing or incorrect.

In general, this can occur when there is a genuine Cross Site Request Forgery, or when Django's CSRF mechanism has not been used correctly. For POST forms, you need to ensure:
Your browser is accepting cookies.
The view function uses RequestContext for the template, instead of Context.
In the template, there is a {% csrf_token %} template tag inside each POST form that targets an internal URL.
If you are not using CsrfViewMiddleware, then you must use csrf_protect on any views that use the csrf_token template tag, as well as those that accept the POST data.
You're seeing the help section of this page because you have DEBUG = True in your Django settings file. Change that to False, and only the initial error message will be displayed.
You can customize this page using the CSRF_FAILURE_VIEW setting.
## Expected result:

User is logged in and returned to the same page but with user status.
## Regression:

$ python --version
Python 2.7.2 (On OS X 10.8.3)

$ pip freeze
Django==1.4.5
PIL==1.1.7
Unipath==1.0""",
      T("Django"), T("Python"), T("macOS"), T("pip"), T("PIL"), T("Unipath"),
      source="https://github.com/Metalab/mos/issues/10", kind="issue",
      note="/calendar is a page visited without a method, and the login URL is never written: no endpoint; "
           "mos/MOS is the project itself (not a known tool): not labelled"),
    R(r"""CSRF verification failure on login page

Describe the bug
When navigating to http://localhost:8081/accounts/login/, I receive a CSRF verification failure error stating:
Origin checking failed - http://localhost:8081 does not match any trusted origins.

To Reproduce

Open browser and go to http://localhost:8081/accounts/login/

Attempt to log in

Receive a 403 Forbidden error related to CSRF verification failure

Expected behavior
The login page should accept requests without CSRF verification failure since the origin should be trusted.

Desktop (please complete the following information):

OS: Windows 11

Browser: Chrome

Version: 138.0.7204.184 (Official Build) (64-bit)

Additional context

The Django app's current CSRF_TRUSTED_ORIGINS setting only includes https://onixtech.org

Accessing the app via http://localhost:8081 results in origin mismatch""",
      T("Windows"), T("Chrome"), T("Django"),
      source="https://github.com/ExoOnix/enviro/issues/5", kind="issue",
      note="the login page's path is only inside a full URL and no method is written for it (the POST of the "
           "log-in is implied, not given): no endpoint"),
    R(r"""Local Django Server CSRF Error

I have created a local django server (open-connectome) and the server passes all tests (from py.test). However when attempting to log into the server (/accounts/login/) I am getting a "CSRF verification failed" error.

@randalburns There seems to be a CSRF error in django even when it is commented out.

Not sure if you're still having this problem, but adding the request token (via Django templating, `{% csrf_token %}` inside the `<form>`) fixes this problem in the newer Django versions, if my memory serves correctly.

@j6k4m8 Yeah but we have the csrf options commented out in the settings file. that should remove this.""",
      T("Django"), T("pytest"),
      source="https://github.com/neurodata/ndstore/issues/48", kind="issue",
      note="py.test is pytest's old command name; /accounts/login/ has no method written: no endpoint; "
           "open-connectome is the project's own server"),
]

CASES += [
    R(r"""weird conflict of router

`$ go run main.go
`
`$ curl http://localhost:8080/default.js
`
404 page not found
`$ curl http://localhost:8080/canvas
`

```
  <head>
  <script src="/default.js"></script>
  </head>
  <body>
<canvas id="test-canvas" width="300" height="200" style="border:2px solid black;"></canvas>
  </body>

```

```
//main.go
package main

import (
	"github.com/go-chi/chi"
	"github.com/go-chi/chi/middleware"
	"net/http"
)

func main() {
	r := chi.NewRouter()

	r.Use(middleware.Logger)
	r.Use(middleware.Recoverer)
	r.Use(middleware.URLFormat)

	r.Get("/default.js", func(w http.ResponseWriter, r *http.Request) {
		// render.WriteContentType(w, "js")
		w.Write([]byte(`
		var canvas = document.getElementById("test-canvas");
		`))
	})

	r.Get("/canvas", func(w http.ResponseWriter, r *http.Request) {
		// render.WriteContentType(w, "html")
		// <canvas id="test-canvas" width="300" height="200"></canvas>
		w.Write([]byte(`
		<head>
		<script src="/default.js"></script>
		</head>
		<body>
		<canvas id="test-canvas" width="300" height="200" style="border:2px solid black;"></canvas>
		</body>
		`))
	})

	http.ListenAndServe(":8080", r)
}



```
## Question

Why `curl http://localhost:8080/default.js` will report 404?

This makes no sense. Please update your chi to v5 -- you're running some old unsupported version. And please share a reproducer as a Go test""",
      T("Go"), T("chi"),
      E("GET /default.js"), E("GET /canvas"),
      source="https://github.com/go-chi/chi/issues/929", kind="issue",
      note="the two r.Get routes labelled (the 404 is the question, the route is written in code); main.go a bare "
           "name; the script's JavaScript is only inline, never named: not labelled"),
    R(r"""Example codes not working

Getting launch and mount not found in this scope error, which is not allowing the app to start. (I am using nightly version as instructed)

_

> **main.rs code**
> ` #![feature(decl_macro)]
> #[macro_use] extern crate rocket;
> 
> #[get("/<name>/<age>")]
> fn hello(name: &str, age: u8) -> String {
>     format!("Hello, {} year old named {}!", age, name)
> }
> 
> #[launch]
> fn rocket() -> _ {
>     rocket::build().mount("/hello", routes![hello])
> } `

_

> **Cargo.toml**
> `  [package]
> name = "playground"
> version = "0.1.0"
> edition = "2021"
> 
> See more keys and their definitions at https://doc.rust-lang.org/cargo/reference/manifest.html
> 
> [dependencies]
> ldap3 = "0.10.5"
> rocket = "0.4.11"
> `

 - OS Distribution : Windows10
 - Rocket Version: 0.4.11

> **Error message:**
> ` error: cannot find attribute `launch` in this scope
>  --> src\main.rs:9:3
>   |
> 9 | #[launch]
>   |   ^^^^^^
> 
> error[E0425]: cannot find function `build` in crate `rocket`
>   --> src\main.rs:11:13
>    |
> 11 |     rocket::build().mount("/hello", routes![hello])   
>    |             ^^^^^ not found in `rocket`""",
      T("Rocket"), T("Windows"), F(r"src\main.rs"),
      source="https://github.com/rwf2/Rocket/issues/2413", kind="issue",
      note="the route /<name>/<age> is mounted under /hello and the whole path /hello/<name>/<age> is never written: "
           "no endpoint; src\\main.rs a Windows relative path (its :9:3 dropped); main.rs and Cargo.toml bare names; "
           "Rust itself is named only in the URL (nightly is a toolchain channel): not labelled; the ldap3 "
           "dependency is a Rust crate the test lexicon spells as python-ldap (a Python library): left out"),
    R(r"""server: switch to rocket

as mentioned in #42 we want to switch away from warp to a server framework that is nicer to use. this pr reimplements the dev server in rocket with feature parity, and much much less lines of code

there were a few things i had to do other than porting the logic 1:1

- move all `tokio::main` initializations into their specific subcommands, because rocket needs its own special tokio runtime

ideally, we would simply turn main from `#[tokio::main]` into `#[rocket::main]`, but because of our use of html5ever_rcdom, some dom parsing code is unsafe to be sent between threads. see: https://rust-lang.github.io/rust-clippy/master/index.html#future_not_send

- implement a custom error type that wraps `eyre::color_eyre` to allow for more diverse error handling

by default in rocket, returning the Err side of a result will log it in the server's console, but simply just return a status code 500 to the user. this breaks our old error handling strat, so I had to implement an enum

thanks! i was really putting off doing this, but i think it will make our future work on the dev server s""",
      T("Rocket"), T("Warp"), T("Tokio"), T("html5ever_rcdom"),
      source="https://github.com/delan/autost/pull/41", kind="issue",
      note="eyre::color_eyre is only a Rust path (namespace): not labelled; Clippy only inside a URL; the PR's "
           "commit links dropped"),
    R(r"""-bash: cobra-cli: command not found

Hi, 

I'm running on command not found when installing the cli.

Steps I did:

1. Install cli by running: `go install github.com/spf13/cobra-cli@latest`
2. Making sure my `~/.bashrc` contains $GOPATH: `exportPATH="$PATH:/Users/daniperez/.local/bin:$GOPATH/bin"`
3. `source ~/.bashrc`
4. Try cobra-cli command

I double checked and cobra-cli is present under `go/bin`: cobra-cli	controller-gen	gopls
If it helps I'm running on a macOs Monterey v12.7.1

Am I doing something wrong?

Does it run if you do `$GOPATH/bin/cobra-cli -h`?

Nope :(

Says: `bash: /bin/cobra-cli: No such file or directory`

Your $GOPATH variable is not set.

When I do go env it outputs `GOPATH='/Users/********/go/bin'`
When I do `echo $GOPATH ` it outputs `/Users/*******/go`

Does that mean it's not set? If so, how do I set it?

Ok now I got it after googling a lot.

I succeded on my quest to use cli by editing `bash_profile`

Steps:

1. edit bash_profile. I did it with command `vim ~/.bash_profile`
2. Insert at end of file. `export GOPATH=$HOME/go` and `export PATH=$GOPATH/bin:$PATH`
3. Restart bash with `source ~/.bash_profile`""",
      T("cobra-cli"), T("Go"), T("macOS"), T("Bash"), T("Vim"), T("gopls"), T("controller-gen"),
      source="https://github.com/spf13/cobra-cli/issues/105", kind="issue",
      note="Go from go install / go env (the toolchain commands); Bash named in prose ('Restart bash', the -bash "
           "prompt); gopls and controller-gen listed as installed binaries; ~/.bashrc and $GOPATH/bin paths are "
           "home/variable paths, go/bin a folder: no files"),
]

CASES += [
    R(r"""Unable to perform helm upgrade

Hi,

I'm trying to perform helm upgrade for an existing consul deployment but fails

```helm upgrade consul stable/consul --reuse-values -f consul.yaml 
UPGRADE FAILED
ROLLING BACK
Error: render error in "consul/templates/ui-service.yaml": template: consul/templates/ui-service.yaml:1:14: executing "consul/templates/ui-service.yaml" at <.Values.uiService.en...>: can't evaluate field enabled in type interface {}
Error: UPGRADE FAILED: render error in "consul/templates/ui-service.yaml": template: consul/templates/ui-service.yaml:1:14: executing "consul/templates/ui-service.yaml" at <.Values.uiService.en...>: can't evaluate field enabled in type interface {}
```

```     
   1   │ global:
   2   │   enabled: true
   3   │   bootstrapACLs: true
   4   │ server:
   5   │   enabled: true
   6   │   bootstrapACLs: true
   7   │   replicas: 1
   8   │   bootstrapExpect: 1 # Should <= replicas count
   9   │   disruptionBudget:
  10   │     enabled: false
  11   │   annotations:
  12   │     fluentbit.io/exclude: "true"
````

Any ideas?

Hi @acarsercan,
It looks like you're using the Helm chart from https://github.com/helm/charts/tree/master/stable/consul, not this helm chart. They're actually managed separately. I can tell because we don't have a value called `uiService`.""",
      T("Helm"), T("Consul"), F("consul/templates/ui-service.yaml"),
      source="https://github.com/hashicorp/consul-helm/issues/277", kind="issue",
      note="the chart's template path labelled once (its :1:14 dropped); consul.yaml a bare name; stable/consul is a "
           "chart reference, not a file; fluentbit.io/exclude an annotation key: Fluent Bit not labelled"),
    R(r"""Helm Upgrade fails 0.7.6 > 0.9.0

Good afternoon,

I tried to update Valkey today and received the following:

```
The Following Helm Upgrade Was Run:
helm upgrade valkey valkey/valkey -n valkey -f custom-values.yaml --version 0.9.0 --rollback-on-failure
Result:
Error: UPGRADE FAILED: YAML parse error on valkey/templates/deploy_valkey.yaml: error converting YAML to JSON: yaml: line 29: mapping values are not allowed in this context
⚠️ Upgrade failed for valkey
-------------------------------------------------------
```

I have not included any auth values in my custom-values.yaml so I'm guessing the helper for validateAuthConfig takes issue with the defaults:
```
auth:
  enabled: false
  usersExistingSecret: ""
  aclUsers: {}
  aclConfig: ""
```""",
      T("Helm"), T("Valkey"), F("valkey/templates/deploy_valkey.yaml"),
      source="https://github.com/valkey-io/valkey-helm/issues/101", kind="issue",
      note="YAML and JSON only as data formats in the parse error; custom-values.yaml a bare name; valkey/valkey a "
           "chart reference"),
    R(r"""helm is not upgrading through values.yaml

Output of `helm version`: v3.12.1

Output of `kubectl version`: 1.23

Cloud Provider/Platform (AKS, GKE, Minikube etc.):  AWS EKS

Error: UPGRADE FAILED: template: camunda-platform/charts/zeebe-gateway/templates/gateway-deployment.yaml:80:24: executing "camunda-platform/charts/zeebe-gateway/templates/gateway-deployment.yaml" at <include "camundaPlatform.issuerBackendUrl" .>: error calling include: template: camunda-platform/templates/_helpers.tpl:124:8: executing "camundaPlatform.issuerBackendUrl" at <include "camundaPlatform.keycloakURL" .>: error calling include: template: camunda-platform/templates/_helpers.tpl:115:63: executing "camundaPlatform.keycloakURL" at <include "identity.keycloak.contextPath" .>: error calling include: template: no template "identity.keycloak.contextPath" associated with template "gotpl"

can't figure out why its not upgrading, anybody can help on this

Output of helm version:
version.BuildInfo{Version:"v3.12.1", GitCommit:"f32a527a060157990e2aa8bf4501df4501df3", GitTreeState:"clean", GoVersion:"go1.20.4"}

The error meesage shows that **helm** can not find  template `identity.keycloak.contextPath`.""",
      T("Helm"), T("Kubernetes"), T("Amazon EKS"),
      F("camunda-platform/charts/zeebe-gateway/templates/gateway-deployment.yaml"),
      F("camunda-platform/templates/_helpers.tpl"),
      source="https://github.com/helm/helm/issues/12170", kind="issue",
      note="kubectl labelled under Kubernetes (the test lexicon's canonical spelling for it); "
           "AKS, GKE and Minikube are the issue template's examples, not the reporter's platform: not labelled; "
           "Keycloak and Camunda appear only in template names and chart paths; go1.20.4 a build-info field; "
           "values.yaml bare"),
    R(r"""aws provisioning failing reading the variables

HI, 
When I try to follow the quickstart tutorial with aws provisioning, the terraform variables and files are not read by the command"terraform init": 

```
➜  aws git:(master) ✗ terraform init                           
There are some problems with the configuration, described below.

The Terraform configuration must be valid before initialization so that
Terraform can determine which modules and providers need to be installed.

Error: Error parsing quickstart/aws/main.tf: At 3:16: Unknown token: 3:16 IDENT var.aws_access_key
```

If I replace the variables in the main.tf I'm able to get stuck in the next step, that is read the template file, follow the error: 

```
➜  aws git:(master) ✗ terraform init -var-file=terraform.tfvars
There are some problems with the configuration, described below.

The Terraform configuration must be valid before initialization so that
Terraform can determine which modules and providers need to be installed.

Error: Error parsing quickstart/aws/main.tf: At 124:20: Unknown token: 124:20 IDENT data.template_file.userdata_server.rendered
```

Not sure if is something related to my mac.

In case this is till relevant, the error message is because the used Terraform version is too old. The quickstarts need Terraform >=0.12.0.
This is also now mentioned in the README.""",
      T("Terraform"), T("AWS"), T("macOS"), F("quickstart/aws/main.tf"),
      source="https://github.com/rancher-archives/quickstart/issues/51", kind="issue",
      note="main.tf, terraform.tfvars and README bare names; the shell prompt's git branch is no tool named; "
           "Rancher only in the repository URL"),
    R(r"""fix: update gh ips

Ran Plan for dir: `terraform` workspace: `default`

**Plan Error**
<details><summary>Show Output</summary>

```
running "/usr/local/bin/terraform plan -input=false -refresh -no-color -out \"/root/.atlantis/repos/autotune/pritunl-k8s-tf-do/14/default/terraform/default.tfplan\"" in "/root/.atlantis/repos/autotune/pritunl-k8s-tf-do/14/default/terraform": exit status 1

Warning: Version constraints inside provider configuration blocks are deprecated

  on provider.tf line 12, in provider "digitalocean":
  12:   version = ">=1.5.0"

Terraform 0.13 and earlier allowed provider version constraints inside the
provider configuration block, but that is now deprecated and will be removed
in a future version of Terraform. To silence this warning, move the provider
version constraint into the required_providers block.

Error: No value for required variable

  on variables.tf line 72:
  72: variable "atlantis_github_user" {

The root module input variable "atlantis_github_user" is not set, and has no
default value. Use a -var or -var-file command line argument to provide a
value for this variable.
```""",
      T("Terraform"), T("DigitalOcean"),
      source="https://github.com/autotune/pritunl-k8s-tf-do/pull/14", kind="issue",
      note="Atlantis appears only in absolute paths and a variable name: not labelled; the digitalocean provider "
           "labelled as DigitalOcean; provider.tf and variables.tf bare names; pritunl only in the repo path"),
    R(r"""[Bug]: Jenkinsfile docker stage requires an agent but agent is none

### Describe the bug

The `detect Docker image + args to use for the build` stage for the OpenSearch and OpenSearch Dashboards Jenkinsfile throws this error:
```
Required context class hudson.FilePath is missing Perhaps you forgot to surround the code with a step that provides this, such as: node
--
Error signal | Attempted to execute a step that  requires a node context while ‘agent none’ was specified. Be sure to  specify your own ‘node { ... }’ blocks when using ‘agent none’.
```

The agent is `none` for the pipeline so each stage would have to define there on agent if they are doing work.

### To reproduce

Run https://github.com/opensearch-project/opensearch-build/blob/main/jenkins/opensearch-dashboards/Jenkinsfile through Jenkins and see error.

### Expected behavior

For it to build.

### Additional context

Should we just throw
```
agent {
      docker {
          label 'Jenkins-Agent-al2-x64-c54xlarge-Docker-Host'
          image 'opensearchstaging/ci-runner:centos7-x64-arm64-jdk14-node10.24.1-cypress6.9.1-20211005'
          alwaysPull true
      }
}
```

into that stage? Or just create an agent that can does the work of pulling that value from the manifest.yaml file.""",
      T("Docker"), T("OpenSearch"), T("OpenSearch Dashboards"), T("Jenkins"),
      source="https://github.com/opensearch-project/opensearch-build/issues/790", kind="issue",
      note="hudson.FilePath a class name; the image tag's centos7/jdk14/node10/cypress6 parts are a tag string, not "
           "named tools: not labelled; Jenkinsfile and manifest.yaml bare names, the Jenkinsfile path only in a URL"),
    R(r"""Is it possible to actual run the docker steps?

```
Building docker image for runtime null
[Pipeline] sh
[job] Running shell script
+ docker build -t tests:null -f Dockerfile.tests .
/tmp/jenkinsTests.tmp/jenkins8996889882339540707test/workspace/job@tmp/durable-57fedee8/script.sh: 2: /tmp/jenkinsTests.tmp/jenkins8996889882339540707test/workspace/job@tmp/durable-57fedee8/script.sh: docker: not found
[Pipeline] }
[Pipeline] // stage
[Pipeline] stage
[Pipeline] { (Tests Execution)
...
...
...
ERROR: script returned exit code 127
Finished: FAILURE
```

Could you please provide the Jenkinsfile you're trying to run here ?

@ndeloof Mainly using a Pipeline syntax... We have a Jenkins instance, with Blueocean, deployed in a Kubernetes cluster using `docker-in-docker`. 

# Stages using Docker

```groovy
    stage('Build Test Image') {
      steps {
        script {
          currentBuild.displayName = "Test Image"
          currentBuild.description = "Building the docker image for running the test cases"
        }
        echo "Building docker image for tests from build stage ${env.GIT_COMMIT}"
        sh "docker build -t tests:${env.GIT_COMMIT} -f ${paas.build.docker.dockerfile.runtime} --target builder ."
      }
    }
```""",
      T("Docker"), T("Jenkins"), T("Blue Ocean"), T("Kubernetes"), T("Groovy"),
      source="https://github.com/jenkinsci/jenkinsfile-runner/issues/17", kind="issue",
      note="the groovy fence labelled; Dockerfile.tests and Jenkinsfile bare names; the script.sh paths are absolute; "
           "docker-in-docker is a way of running Docker, labelled as Docker"),
]

CASES += [
    R(r"""Returns 500 - need help diagnosing

I keep getting the following error

```html
<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">
<title>500 Internal Server Error</title>
<h1>Internal Server Error</h1>
<p>The server encountered an internal error and was unable to complete your request.  Either the server is overloaded or there is an error in the application.</p>
```

Any clues on how to diagnose this error? This is on heroku and locally.

I too am getting a 500 for the !standup command.  !help and !start seem to return a 200.

127.0.0.1 - - [24/Apr/2015 13:34:02] "POST / HTTP/1.1" 500 -
Traceback (most recent call last):
  File "/usr/local/lib/python2.7/dist-packages/flask/app.py", line 1836, in __call__
    return self.wsgi_app(environ, start_response)
  File "/usr/local/lib/python2.7/dist-packages/flask/app.py", line 1820, in wsgi_app
    response = self.make_response(self.handle_exception(e))
  File "/usr/local/lib/python2.7/dist-packages/flask/app.py", line 1403, in handle_exception
    reraise(exc_type, exc_value, tb)""",
      T("Heroku"), E("POST /"),
      source="https://github.com/eelzon/morgenbot/issues/8", kind="issue",
      note="the dev server's request log gives POST / answered 500 by the app's own route: labelled; Flask and Python "
           "appear only inside absolute dist-packages paths: not labelled; the html fence is a data format"),
    R(r"""BadRequest 400 Error

Hi Joe, 
sorry for dropping this here, didn't know where else.

I wired your package to django and created
'site/app/endpoints.py'

with following content:
def foo(request):
    return {"foo":"bar"}

from javascript:
$.ajax(
        {
          url: '/ajax/claims/foo.json',
          dataType: 'json',
          type: 'GET',
          complete: function(jqXHR, textStatus) {
            alert("status: "+textStatus)
          }
        }
      );

however, i receive a code 400 (BadRequest). 
Does this indicate, that an url has to be set somewhere?
From the readme i didn't get if or how those should be set?""",
      T("Django"), T("JavaScript"), F("site/app/endpoints.py"), E("GET /ajax/claims/foo.json"),
      source="https://github.com/joestump/django-ajax/issues/50", kind="issue",
      note="the $.ajax call gives its type GET and the app answers 400: labelled; jQuery is only implied by $.ajax, "
           "never named: not labelled"),
    R(r"""Your code in your blog misled me.

This is your code:

from django.conf.urls import url
from . import views

urlpatterns = [
    url(r'api/users^$', views.UserCreate.as_view(), name='account-create'),
]

I have spent 2 hours looking for whats wrong.
The correct is:

from django.conf.urls import url
from . import views

urlpatterns = [
    url(r'^api/users$', views.UserCreate.as_view(), name='account-create'),
]""",
      source="https://github.com/iheanyi/django-react-redux-users-tutorial/issues/1", kind="issue",
      note="nothing labelled: Django appears only in the dotted import path django.conf.urls; the url() patterns "
           "give no method and no leading slash"),
    R(r"""OrganisationService miicroservice structure.

## What need to be done?
Create a microservice project named organisation-service using Spring Boot 2.3.4 and OpenJDK 15.

### Endpoints: 
/organisation API that will perform respective CRUD operation. Use appropriate below conventions.

HTTP Verb | CRUD | Entire Collection (e.g. /organisations) | Specific Item (e.g. /organisations/{id})
-- | -- | -- | --
POST | Create | 201 (Created), 'Location' header with link to /customers/{id} containing new ID. | 404 (Not Found), 409 (Conflict) if resource already exists..
GET | Read | 200 (OK), list of customers. Use pagination, sorting and filtering to navigate big lists. | 200 (OK), single customer. 404 (Not Found), if ID not found or invalid.
PUT | Update/Replace | 405 (Method Not Allowed), unless you want to update/replace every resource in the entire collection. | 200 (OK) or 204 (No Content). 404 (Not Found), if ID not found or invalid.
PATCH | Update/Modify | 405 (Method Not Allowed), unless you want to modify the collection itself. | 200 (OK) or 204 (No Content). 404 (Not Found), if ID not found or invalid.
DELETE | Delete | 405 (Method Not Allowed), unless you want to delete the whole collection—not often desirable. | 200 (OK). 404 (Not Found), if ID not found or invalid.""",
      T("Spring Boot"), T("OpenJDK"),
      source="https://github.com/kanwalnainsingh/OpenDesk/issues/12", kind="issue",
      note="the table is a generic REST convention (verbs against 'e.g.' collection/item columns, with 405 rows and "
           "/customers leftovers), not the service's route list: no endpoint labelled; /organisation has no method"),
    R(r"""404 at /hello with getting-started quickstart

Fresh RHEL 7.6 (server) installation, installed java 1.8 from RHEL, mvn 3.6.0 from apache, cloned this repo, set up ~/.m2/settings.xml according to the getting-started document, ran `mvn compile shamrock:dev`, got a listening webserver, but the endpoint is not working:

```
$ curl -D- http://localhost:8080/hello
HTTP/1.1 404 Not Found
Connection: keep-alive
Content-Length: 0
Date: Wed, 16 Jan 2019 18:02:13 GMT

$ curl -D- http://localhost:8080/
HTTP/1.1 403 Forbidden
Connection: keep-alive
Content-Type: text/html;charset=UTF-8
Content-Length: 68
Date: Wed, 16 Jan 2019 18:02:15 GMT

<html><head><title>Error</title></head><body>Forbidden</body></html>
```

The latter (/) is not expected to work but included for completion's sake. I have verified that this is indeed the quickstart running on port 8080 - fresh VM, nothing else going on.""",
      T("Red Hat Enterprise Linux"), T("Java"), T("Maven"),
      source="https://github.com/quarkusio/quarkus-quickstarts/issues/23", kind="issue",
      note="/hello answers 404 (no route serves it) and the curl calls give no method: no endpoint; "
           "~/.m2/settings.xml a home path; 'from apache' is the Apache project distributing Maven; shamrock:dev is "
           "a Maven goal of Quarkus's old name, Quarkus itself never named"),
    R(r"""Kubernetes example doesn't work as outlined in Quickstart

Again referring to https://quarkus.io/guides/kubernetes-guide.html

Tried "docker build -f src/main/docker/Dockerfile -t quarkus-quickstart/quickstart ." with Dockerfile replaced with Dockerfile.jvm and Dockerfile.native

Then following the commands in the rest of the guide:

kubectl run quarkus-quickstart --image=quarkus-quickstart/quickstart:latest --port=8080 --image-pull-policy=IfNotPresent
deployment.apps "quarkus-quickstart" created

kubectl expose deployment quarkus-quickstart --type=NodePort
service "quarkus-quickstart" exposed

Then ...

curl $(minikube service quarkus-quickstart --url)/hello/quarkus
RESTEASY003210: Could not find resource for full path: http://192.168.99.100:30286/hello/quarkus

And hitting that URL in a browser produces the same result.

For the record, am running on Mac OS 10.13.6 with latest minikube 1.0.0 (installed via homebrew)

Could you try with `curl $(minikube service quarkus-quickstart --url)/hello/greeting/quarkus`?

I think it's just the URL that is invalid in the guide.""",
      T("Kubernetes"), T("Docker"), T("Minikube"), T("macOS"), T("Homebrew"),
      F("src/main/docker/Dockerfile"),
      source="https://github.com/quarkusio/quarkus/issues/2045", kind="issue",
      note="Quarkus only in the guide URL and the quarkus-quickstart image/deployment name: not labelled; "
           "Dockerfile.jvm and Dockerfile.native bare names; the /hello paths are refused (no resource) and have no "
           "method: no endpoint; RESTEASY003210 an error code"),
    R(r"""dev mode - 404 Resource Not Found page available only on /XYZ when `quarkus.http.root-path=/XYZ` specified

### Describe the bug

dev mode - 404 Resource Not Found page available only on /XYZ when `quarkus.http.root-path=/XYZ` specified

### Expected behavior

404 Resource Not Found page available only on any invalid URL in dev mode

### Actual behavior

404 Resource Not Found page available only on /XYZ prefixed URLs in dev mode

### How to Reproduce?

rm -rf app-generated-skeleton && mvn io.quarkus:quarkus-maven-plugin:999-SNAPSHOT:create -DprojectGroupId=my-groupId -DprojectArtifactId=app-generated-skeleton -DprojectVersion=1.0.0-SNAPSHOT -DpackageName=org.my.group

mvn -f app-generated-skeleton/pom.xml clean quarkus:dev -Dquarkus.http.root-path=/api

http://localhost:8080/foo
  vs.
http://localhost:8080/api/foo

### Output of `uname -a` or `ver`

macOS BigSur

### Output of `java -version`

Java 11

### Quarkus version or git rev

Quarkus main a01f9ef1d7

Is this still an issue?

This is no longer an issue, checked with Quarkus 3.14.4.""",
      T("Quarkus"), T("Maven"), T("macOS"), T("Java"), F("app-generated-skeleton/pom.xml"),
      source="https://github.com/quarkusio/quarkus/issues/19194", kind="issue",
      note="the quarkus-maven-plugin coordinates are Maven's plugin, already covered; the /foo URLs are 404 probes "
           "with no method: no endpoint"),
    R(r"""Quarkus Reactive Resource wrong response on non-existing endpoint

### Describe the bug

Quarkus Reactive  Resources are responding on non-existing endpoints, if I have an endpoint that answers in http://localhost/hello I get the same response in http://localhost/hello/1 although this is not defined.

Only happens if the part after the last / is only one character, if you call  http://localhost/hello/111 you get the expected 404 response.

Same behavior with POST method.

### Expected behavior

A 404 Not found response as the endpoint is not defined

### Actual behavior

200 OK 

### How to Reproduce?

Create a simple endpoint
```
package com.example.web;

import javax.ws.rs.GET;
import javax.ws.rs.Path;

@Path("hello")
public class ExampleResource {
    @GET
    public String hello(){
        return "hello";
    }
}
```

make a request to **http://localhost:8080/hello/1** it responds with "hello"
make a request to **http://localhost:8080/hello/111** it responds with  404

### Quarkus version or git rev

2.15.Final""",
      T("Quarkus"),
      source="https://github.com/quarkusio/quarkus/issues/29983", kind="issue",
      note="@Path(\"hello\") with @GET is a route without a leading slash, and the requests are full URLs with no "
           "method: no endpoint; javax.ws.rs imports are package paths (JAX-RS never named)"),
]

CASES += [
    R(r"""Post gives unable to parse json error

Hi 

If i use the Post request using

curl -H "Content-Type: application/json" -X POST -d '{"fullName":"Other Person","jobTitle":"Other Title"}' http://localhost:8080/people

it gives 

unable to parse json error

How to resolve it ?

Thanks
Syan""",
      E("POST /people"),
      source="https://github.com/dropwizard/dropwizard/issues/1146", kind="issue",
      note="curl -X POST to the app's own local server, answered by its /people resource: labelled with the URL's "
           "path; Dropwizard is only the repository, never named in the text"),
    R(r"""Always "Bad Request on API server

Hi,

no matter what I am doing, I get a "Bad Request" Response from the API server.

[loewe@linux-2 bert_in_a_flask]$ curl -H "Content-Type: application/json" --request POST --data t1.json http://localhost:5000/predict
<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">
<title>400 Bad Request</title>
<h1>Bad Request</h1>
<p>The browser (or proxy) sent a request that this server could not understand.</p>
[loewe@linux-2 bert_in_a_flask]$ cat t1.json
{
    "x": ["Should i use public or private when declaring a variable in a class?", "I get an ImportError everytime i try to import a module in my main.py script"]
}
[loewe@linux-2 bert_in_a_flask]$ 

any idea?

Regards Heiko

Your curl command is invalid.
If you want to parse a JSON file to curl, you need to run the curl command like this:
```
curl -H "Content-Type: application/json" --request POST -d @t1.json http://localhost:5000/predict
```""",
      E("POST /predict"),
      source="https://github.com/sarnikowski/bert_in_a_flask/issues/6", kind="issue",
      note="curl --request POST to the app's own server, answered 400 by its route: labelled; BERT and Flask only "
           "in the folder name bert_in_a_flask of the prompt; t1.json and main.py bare names; linux-2 a host name"),
    R(r"""[web-demo]REST APIでPOSTしたデータで型違いによるエラーをJSONパースで処置

```
{
"timestamp": "2019-04-21T00:23:33.045+0000",
"status": 400,
"error": "Bad Request",
"message": "JSON parse error: Cannot deserialize value of type `java.lang.Integer` from String "d": not a valid Integer value; nested exception is com.fasterxml.jackson.databind.exc.InvalidFormatException: Cannot deserialize value of type `java.lang.Integer` from String "d": not a valid Integer value at [Source: (PushbackInputStream); line: 8, column: 20] (through reference chain: java.util.LinkedHashMap["item"]->com.jurinn.web.demo.model.Item["prices"]->java.util.ArrayList[0]->com.jurinn.web.demo.model.Price["version"])",
"path": "/api/items"
}
```""",
      T("REST"),
      source="https://github.com/jurin-n/spring-boot-sandbox/issues/29", kind="issue",
      note="the title says the data was POSTed (POSTした, glued to the Japanese) to the REST API and the app's 400 "
           "names the path /api/items, but method and path are never written together: no endpoint (doubtful); "
           "Jackson only in the dotted exception class name: not labelled; Spring Boot only in the repository name"),
    R(r"""Spring rest api doesn't return helpful error messages when JSON is invalid

When invalid json is provided, the Spring boot REST API just returns 400 without explanation. It should return the error much like the core-rest api does.""",
      T("Spring Boot"), T("REST"),
      source="https://github.com/gchq/Gaffer/issues/2389", kind="issue",
      note="'Spring boot REST API' names both; core-rest is the project's own module"),
    R(r"""BuildError: ('main.index', {}, None)

the code in app/auth/views.py is 
     if user is not None and user.verify_password(form.password.data):
            login_user(user,form.remember_me.data);
            return redirect(request.args.get('next') or url_for('main.index'));

the code in app/main/views.py is 
@main.route('/',methods=['GET','POST'])
def index():
	form = NameForm();
	if form.validate_on_submit():
		return redirect(url_for('.index'))
	return render_template('index.html',form=form,name=session.get('name'),known=session.get('known',False),current_time=datetime.utcnow());

the tree of flask is 
../flaskr/
├── app
│   ├── auth
│   │   ├── forms.py
│   │   ├── forms.pyc
│   │   ├── __init__.py
│   │   ├── __init__.pyc
│   │   ├── views.py
│   │   └── views.pyc
│   ├── __init__.py
│   ├── __init__.pyc
│   ├── main
│   │   ├── errors.py
│   │   ├── __init__.py
│   │   └── views.py
│   ├── models.py
│   ├── models.pyc
│   └── templates
│       ├── auth
│       │   └── login.html
│       ├── base.html
│       └── index.html

Add the complete stack trace of the error, please.

Traceback (most recent call last):
  File "/usr/local/lib/python2.7/dist-packages/flask/app.py", line 1836, in __call__
    return self.wsgi_app(environ, start_response)""",
      T("Flask"), F("app/auth/views.py"), F("app/main/views.py"), E("GET /"), E("POST /"),
      source="https://github.com/miguelgrinberg/flasky/issues/42", kind="issue",
      note="'the tree of flask' names Flask; the main blueprint's route '/' with GET and POST labelled as written "
           "(its prefix, if any, is never given -- doubtful, as in earlier sets); the tree's entries are bare names "
           "in a drawing, ../flaskr/ a folder"),
    R(r"""Infinite edit_profile redirect

Thanks for the great tutorial!!

I'm working through chapter 6 and as far as I can tell, my code is the same as v0.6, but my packages may be newer (Flask 2.0.3, flask-wtf 0.15.1). 

When I define the edit_profile route, I get an infinite redirect loop after clicking the 'edit profile' link. This additionally has the effect of deleting my username but not email from the database, which causes a bunch of other weird problems. But, if I switch the order of the if and elif statements so that it checks whether the request is a GET first, everything works again:

```
@app.route('/edit_profile', methods=['GET','POST'])
@login_required
def edit_profile():
    form=EditProfileForm()
    if request.method=='GET':
        form.username.data=current_user.username
        form.about_me.data=current_user.about_me
    elif form.validate_on_submit:
        current_user.username = form.username.data
        current_user.about_me = form.about_me.data
        db.session.commit()
        flash('Your changes have been saved.')
        return redirect(url_for('edit_profile'))
    return render_template('edit_profile.html', title='Edit Profile', form=form)
```

My conda env:
[conda_packages.txt](https://github.com/miguelgrinberg/microblog/files/8189501/conda_packages.txt)

You are missing the parentheses after`validate_""",
      T("Flask"), T("Flask-WTF"), T("Conda"), E("GET /edit_profile"), E("POST /edit_profile"),
      source="https://github.com/miguelgrinberg/microblog/issues/317", kind="issue",
      note="the route's two methods labelled; @login_required is Flask-Login's decorator but Flask-Login is never "
           "named: not labelled; conda_packages.txt a bare name"),
    R(r"""Redirect errors

Hi, I currently have a login blueprint at '/' route which redirects the user to '/files'.
'/files' should show an index of the ppath directory.
However, it is not redirecting. Here is the main app:

```
app = Flask(__name__)
app.config['UPLOAD_PATH'] = ppath

app.register_blueprint(login)

AutoIndex(app, browse_root=ppath)

@app.route('/files', methods=['GET', 'POST'])
def index():
    if request.method == 'POST':
        uploaded_files = request.files.getlist("file[]")
        for uploaded_file in uploaded_files:
            filename = secure_filename(uploaded_file.filename)
            if filename != '':
                uploaded_file.save(os.path.join(
                    app.config['UPLOAD_PATH'], filename))
    return redirect(url_for('autoindex))
```

This is the login function at '/'
```
login = Blueprint('login_bp', __name__)

@login.route('/', methods=['GET','POST'])
def login_interface():
    password = request.form.get('password')
    print(password)
    if password == '1234':
        return redirect('/files')
    return render_template('__autoindex__/login.html')
```""",
      E("GET /files"), E("POST /files"), E("GET /"), E("POST /"), F("__autoindex__/login.html"),
      source="https://github.com/general03/flask-autoindex/issues/61", kind="issue",
      note="the blueprint is registered without a prefix, so its '/' route is the whole path: labelled; Flask only "
           "as the Flask(__name__) constructor and AutoIndex only as a class in code: not labelled (doubtful); the "
           "template path under __autoindex__/ labelled as a relative file"),
    R(r"""Accessing admin views causes HTTP redirection loop in self-hosted environment

## Bug report

**Describe the bug**
In a hosted environment, when a user logged in without admin privilege, accessing the Flask-Admin views causes HTTP redirection loop (too many redirections).

**Expected behavior**
A user without necessary privilege accessing protected areas should get a 403 HTTP response.

**Environment (If applicable):**
 - OS: Linux, Mac, Windows
 - Browser: Firefox, Chrome, Brave, Safari
 - Version [e.g. 78]

**Additional context**
The problem is caused by the admin index view. If the user is not logged in, or if the user is not an admin, the app redirects to the login page. However, if the user is logged""",
      T("Flask-Admin"), T("Linux"), T("macOS"), T("Windows"), T("Firefox"), T("Chrome"), T("Brave"), T("Safari"),
      source="https://github.com/simple-login/app/issues/2101", kind="issue",
      note="the environment lines are filled in by the reporter (all OSes and browsers): labelled; 'Version [e.g. "
           "78]' is the template's placeholder"),
    R(r"""chapter 3 page 64 can't get curl post to work

c:\dev\curl\bin>curl -X POST http://localhost:8080/api/cars -H "Content-Type: ap
plication/json" -d '{"brand": "Chevy","model": "G20 Van","color": "White","year"
: 1994,"price": 3000}'
{"cause":{"cause":null,"message":"Unexpected character (''' (code 39)): expected
 a valid value (JSON String, Number, Array, Object or token 'null', 'true' or 'f
alse')\n at [Source: (org.apache.catalina.connector.CoyoteInputStream); line: 1,
 column: 2]"},"message":"JSON parse error: Unexpected character (''' (code 39)):
 expected a valid value (JSON String, Number, Array, Object or token 'null', 'tr
ue' or 'false'); nested exception is com.fasterxml.jackson.core.JsonParseExcepti
on: Unexpected character (''' (code 39)): expected a valid value (JSON String, N
umber, Array, Object or token 'null', 'true' or 'false')\n at [Source: (org.apac
he.catalina.connector.CoyoteInputStream); line: 1, column: 2]"}curl: (6) Could n
ot resolve host: Chevy,model
curl: (3) URL using bad/illegal format or missing URL
curl: (6) Could not resolve host: White,year
curl: (6) Could not resolve host: 1994,price
curl: (3) unmatched close brace/bracket in URL position 5:
3000}'
    ^

Postman post didn't work either.""",
      T("Postman"), E("POST /api/cars"),
      source="https://github.com/PacktPublishing/Hands-On-Full-Stack-Development-with-Spring-Boot-2.0-and-React/issues/12",
      kind="issue",
      note="curl -X POST to the local app, answered with its JSON parse error: labelled; Tomcat (catalina) and "
           "Jackson only inside dotted class names: not labelled; c:\\dev\\curl\\bin an absolute Windows path"),
]

CASES += [
    R(r"""example gitlab-ci job

I am trying to use your image to run inside a gitlab-ci job as follows:

```yml
stages:
    - test

test_bootstrap_ubuntu-dind:
  # test the bootstrap with DIND
  stage: test
  tags:
    - docker
  image:
    name: cruizba/ubuntu-dind:latest
  services:
    - name: docker:20-dind
      alias: docker    
  before_script:
    - echo "before script"
  script:
    - echo "inside script"
    - ls -l

```

and get the following console messages:

```console
[Thu Apr  1 21:09:16 UTC 2021] [INFO] [/usr/local/bin/startup.sh] Process dockerd is not running yet. Retrying in 1 seconds
[Thu Apr  1 21:09:16 UTC 2021] [INFO] [/usr/local/bin/startup.sh] Waited 29 seconds of 30 seconds
[Thu Apr  1 21:09:17 UTC 2021] [ERROR]  dockerd is not running after max time
```

what am doing wrong? do you have any suggestions?

I don't know how gitlab ci works, but this error usually happens if you don't run the container as `--privileged`. Reminder that this is not secure, but there is no other way to run docker in docker without "extra" features.

It works for me in general with an priviledged gitlab-runner and when I run `/usr/local/bin/startup.sh` in the script section again.""",
      T("GitLab CI"), T("Docker"), T("GitLab Runner"),
      source="https://github.com/cruizba/ubuntu-dind/issues/3", kind="issue",
      note="the yml fence is a data format and the console fence a shell's; /usr/local/bin/startup.sh absolute; "
           "Ubuntu only in the image name cruizba/ubuntu-dind: not labelled; sysbox dropped with its URL"),
    R(r"""Getting docker:dind healthcheck failed

**Minimal .gitlab-ci.yml illustrating the issue**
```yml
---
teststage:
    stage: test
    image: python:3.12
    rules:
    - { if: $GITLAB_CI == 'false' }
    script:
    - echo "Testing the code"
```

**Expected behavior**
Execute without errors or warnings.

**Host information**
MacOS Sonoma (14.4) (ARM)
gitlab-ci-local 4.56.2

**Containerd binary**
Docker Desktop 4.37.1 (178610)
Engine: 27.4.0

**Additional context**
Output of the job:
```
parsing and downloads finished in 52 ms.
json schema validated in 72 ms
teststage starting python:3.12 (test)
teststage pulled python:3.12 in 12 s
teststage copied to docker volumes in 6.22 s
teststage > still running...
teststage pulled docker:dind in 5.81 s
teststage started service image: docker:dind with aliases: docker in 306 ms
teststage > still running...
teststage service image: docker:dind healthcheck failed
teststage   Command failed with exit code 143: docker run --rm --name=gcl-wait-for-it-910067-0-2375 --network f5600cc07aaab3855400a53879009509f2e95301a576c05fd5bde34499f04590 docker.io/sumina46/wait-for-it docker:2375 -t 30
teststage   Unable to find image 'sumina46/wait-for-it:latest' locally""",
      T("macOS"), T("gitlab-ci-local"), T("Docker Desktop"), T("Docker"),
      source="https://github.com/firecow/gitlab-ci-local/issues/1461", kind="issue",
      note="python:3.12 is only an image reference: Python not labelled; .gitlab-ci.yml a bare dotfile; the "
           "'Containerd binary' heading is the template's, containerd itself not used: not labelled; GitLab CI is "
           "only in the file name, the variable GITLAB_CI and gitlab-ci-local (labelled itself)"),
    R(r"""Error calling install command for cypress/run

I'm getting the following error in CircleCI for all my branches, without having made any changes to my CircleCI config:

> Config Processing Error (Don't rerun)
> ```
> #!/bin/sh -eo pipefail
> # Error calling workflow: 'build'
> # Error calling job: 'cypress/run'
> # Error calling command: 'install'
> # Type error for argument build: expected type: steps, actual value: \"\" (type string)
> # 
> # -------
> # Warning: This configuration was auto-generated to show you the message above.
> # Don't rerun this job. Rerunning will have no effect.
> false
> Exited with code 1
> ```

I was using version 1.7.0 of the orb but upgraded it to 1.10.0; I'm still having the same problem. Here is my `circle.yml` config:

```yml
version: 2.1
orbs:
  cypress: cypress-io/cypress@1.10.0
executors:
  with-chrome:
    docker:
      - image: 'cypress/browsers:node10.16.0-chrome76'
workflows:
  build:
    jobs:
      - cypress/run:
          executor: with-chrome
          browser: chrome
          command: 'npm run lint && npm run test-ci'
          post-steps:
            - store_artifacts:
                path: coverage
```""",
      T("CircleCI"), T("Cypress"), T("Chrome"), T("npm"),
      source="https://github.com/cypress-io/circleci-orb/issues/178", kind="issue",
      note="the config's browser: chrome picks Chrome to run the tests: labelled; the image tag's node10.16.0 is a tag, "
           "Node.js not named otherwise; circle.yml a bare name; cypress/run is an orb job, not a file; Docker only "
           "as the executor key"),
    R(r"""Stage '' not found in build file : resource not found when drone exec type exec?

Hi, Use only drone-cli in local from doc https://docs.drone.io/quickstart/cli/

install drone-cli

```
brew install drone-cli
```

Use the following .drone.yml:

```
kind: pipeline
type: docker
name: default

steps:
- name: test
  image: alpine
  commands:
  - echo hello
  - echo world
```

run is ok

```
drone exec
```

But got failed when update type: exec

```
kind: pipeline
type: exec # just update
name: default

steps:
- name: test
  image: alpine
  commands:
  - echo hello
  - echo world
```

got failed

```
Stage '' not found in build file : resource not found
exit status 1
```

How to determine what resource are missing? Or what should be done?

Closing due to inactivity.""",
      T("Drone"), T("Homebrew"),
      source="https://github.com/harness/harness/issues/3611", kind="issue",
      note="drone-cli and drone exec are Drone's CLI: labelled Drone; brew install names Homebrew; image: alpine is an "
           "image reference and type: docker a pipeline type: Alpine Linux and Docker not labelled (doubtful); "
           ".drone.yml a bare dotfile"),
    R(r"""Error "cannot find named pipeline"

I'm getting this error when no steps from a pipeline meets `changeset` condition.

Here's an example `.drone.yml` file:
```yaml
kind: pipeline
name: test

platform:
  os: linux
  arch: amd64

steps:
  - name: install_dependencies
    image: node:8.15.0
    volumes:
      - name: cache
        path: /tmp/cache
    commands:
      - node -v
      - npm -v
      - yarn -v
      - yarn install --pure-lockfile --cache-folder /tmp/cache/yarn
    when:
      changeset:
        includes: ["yarn.lock", "package.json", "packages/**"]

  - name: api_test
    image: node:8.15.0
    commands:
      - MONGO_URL=mongodb://mongo:27017/api yarn test:ci:api
    when:
      changeset:
        includes: ["yarn.lock", "package.json", "packages/api/**"]

services:
  - name: mongodb
    image: mongo:3.4.9
    command: [--smallfiles]
    ports:
      - 27017
```

To be honest I'm not sure at all if this issue is related to `drone-config-changeset-conditional` or `drone`.""",
      T("Drone"), T("Node.js"), T("npm"), T("Yarn"), T("MongoDB"), T("drone-config-changeset-conditional"),
      source="https://github.com/microadam/drone-config-changeset-conditional/issues/7", kind="issue",
      note="the steps run node, npm and yarn, and a mongodb service: labelled; os: linux is a platform key "
           "(doubtful, left out); yarn.lock and package.json bare names, packages/** globs"),
    R(r"""Example apps nytaxi_hover.py & game_of_life.py NameError with Holoviews 1.9.0

I've been playing around with the Bokeh App examples found at : https://github.com/ioam/holoviews/tree/master/examples/gallery/apps/bokeh
and nytaxi_hover.py and game_of_life.py give me a NameError when I call them with `bokeh serve --show`; the other examples work without a hitch. 

I get the following error:

```
(ds) p:\holoviews_visualization>bokeh serve --show conway_life.py
2017-11-11 21:16:30,057 Starting Bokeh server version 0.12.11dev3 (running on Tornado 4.5.2)
2017-11-11 21:16:30,073 Bokeh app running at: http://localhost:5006/conway_life
2017-11-11 21:16:30,073 Starting Bokeh server with process id: 2884
2017-11-11 21:16:53,986 Error running application handler <bokeh.application.handlers.script.ScriptHandler object at 0x00000000059C2B38>: name 'bokeh_
version' is not defined
File "callbacks.py", line 422, in set_server_callback:
if self.on_events and bokeh_version >= '0.12.5': Traceback (most recent call last):
  File "p:\holoviews_visualization\Miniconda\envs\ds\lib\site-packages\bokeh\application\handlers\code_runner.py", line 125, in run exec(self._code, module.__dict__)
  File "p:\holoviews_visualization\conway_life.py", line 79, in <module>
    doc = renderer.server_doc(dmap.redim.range(z=(0, 1)).opts(**opts))""",
      T("HoloViews"), T("Bokeh"), T("Tornado"),
      source="https://github.com/holoviz/holoviews/issues/2115", kind="issue",
      note="the example scripts are bare names; p:\\... paths absolute (Miniconda only inside one); the examples' "
           "folder path only inside a URL"),
    R(r"""Deploying Holoviews App Using Bokeh

Bokeh versions 0.12.7+ (works with Bokeh versions < 0.12.7)
Holoviews 1.8.4
Tornado 4.5.2
Python 3.5
Mac OS 10.12.6
Google Chrome 61.0.3163.91

When running:
```
from holoviews import renderer, extension

extension('bokeh')
render = renderer('bokeh')

server = render.app(some_holoviews_plot, show=show, new_window=new_window)
```
a new window should open in your browser and return a plot

However, the following error appears:
```
Traceback (most recent call last):
    server = render.app(some_holoviews_plot, show=show, new_window=new_window)
  File “/anaconda/envs/total-home/lib/python3.5/site-packages/holoviews/plotting/bokeh/renderer.py”, line 169, in app
    server = Server({‘/’: app}, port=0, loop=loop, **opts)
  File “/anaconda/envs/total-home/lib/python3.5/site-packages/bokeh/server/server.py”, line 371, in __init__
    tornado_app = BokehTornado(applications, extra_websocket_origins=extra_websocket_origins, prefix=self.prefix, **kwargs)
TypeError: __init__() got an unexpected keyword argument ‘loop’
```
It appears that there is an issue with the naming of "loop" vs. "io_loop" and how it is passed between functions within the packages. Bokeh Versions <0.12.7 do not experience this issue. 

A fix would be appreciated.""",
      T("Bokeh"), T("HoloViews"), T("Tornado"), T("Python"), T("macOS"), T("Chrome"),
      source="https://github.com/bokeh/bokeh/issues/6973", kind="issue",
      note="Anaconda only inside absolute paths; Server({'/': app}) maps an app, not an HTTP route with a method"),
    R(r"""importing holoviews breaks the ability to embed a bokeh server within a jupyter notebook

It's possible to embed an interactive `bokeh` server app within a notebook, however just importing `holoviews` breaks this ability. I am actually not using `holoviews` but it is imported by another package that I am using. Re-importing `bokeh` stuff after the `holoviews` import does not fix the issue.

I'm not sure if I'm supposed to embed a bokeh server differently if `holoviews` is imported to get around this issue.

#### ALL software version info
(this library, plus any other relevant software, e.g. bokeh, python, notebook, OS, browser, etc)

```
Python version      :  3.8.12 (default, Feb 25 2022, 17:06:02) 
IPython version     :  8.1.1
Tornado version     :  6.1
Bokeh version       :  2.4.2
BokehJS static path :  /home/kushal/python-venvs/mesmerize-napari/lib/python3.8/site-packages/bokeh/server/static
node.js version     :  (not installed)
npm version         :  (not installed)
Operating system    :  Linux-5.10.0-12-amd64-x86_64-with-glibc2.33
```
**holoviews version**
```
'1.14.8'
```

jupyterlab version:
```
Version 3.3.0
```
Browser:
```
Version 99.0.4844.51 (Official Build) built on Debian 11.2, running on Debian 11.2 (64-bit)
```""",
      T("Bokeh"), T("HoloViews"), T("Jupyter Notebook"), T("Python"), T("IPython"), T("Tornado"), T("BokehJS"),
      T("Linux"), T("JupyterLab"), T("Debian"),
      source="https://github.com/holoviz/panel/issues/3255", kind="issue",
      note="node.js and npm are listed as not installed: not labelled; napari only inside an absolute venv path; "
           "the browser is never named (only its version string), Chromium implied: not labelled"),
]

CASES += [
    R(r"""/auth访问报401

我根据username和pasword访问的时候报401：

```
@PostMapping("/auth")
    public ResponseEntity<?> createAuthenticationToken(
            @RequestBody JwtAuthenticationRequest authenticationRequest) throws AuthenticationException{
        final String token = authService.login(authenticationRequest.getUsername(),
                authenticationRequest.getPassword());

        // Return the token
        return ResponseEntity.ok(new JwtAuthenticationResponse(token));
    }
```

```
@Override
    public String login(String username, String password) {
        UsernamePasswordAuthenticationToken upToken = new UsernamePasswordAuthenticationToken(username,password);
        final Authentication authentication = authenticationManager.authenticate(upToken);
        SecurityContextHolder.getContext().setAuthentication(authentication);
        final UserDetails userDetails = userDetailsService.loadUserByUsername(username);

        return jwtTokenUtil.generateToken(userDetails);
    }
```

```
{
    "timestamp": 1511785733643,
    "status": 401,
    "error": "Unauthorized",
    "exception": "org.springframework.security.authentication.InternalAuthenticationServiceException",
    "message": "Unauthorized",
    "path": "/auth"
}

```

@wpcfan 大神已经解决""",
      E("POST /auth"),
      source="https://github.com/wpcfan/spring-boot-tut/issues/9", kind="issue",
      note="the @PostMapping(\"/auth\") route, answered 401 by the app: labelled; Spring Security only inside the "
           "dotted exception class name, JWT only in class names: not labelled"),
    R(r"""Unable to access API via curl

Whenever I try to run in my terminal 
`curl localhost:8080/auth --data "username=admin&password=admin"`
it gives me an 401 Unauthorized status. How can I fix this?

On your curl command, are you specifying the method request flag, i think it is "-X POST"

i am also having this issue and i am doing it both with postman and passing it with "-X POST" --  no matter what it returns 401 Unauthorized.

Closed, because I published a complete new version.""",
      T("Postman"), E("POST /auth"),
      source="https://github.com/szerhusenBC/jwt-spring-security-demo/issues/101", kind="issue",
      note="the curl to the app's own /auth is sent with -X POST by the second reporter and answered 401: labelled "
           "(doubtful: the method is written apart from the command)"),
    R(r"""Not found error translate to method not allowed when there is route with method is at the start of the route

Maybe related to #1017

**Version**
`v0.3.7`

**Platform**
```
Darwin MacBook-Pro.local 23.5.0 Darwin Kernel Version 23.5.0: Wed May  1 20:12:58 PDT 2024; root:xnu-10063.121.3~5/RELEASE_ARM64_T6000 arm64
```

**Description**
[Reproduction Repo](https://github.com/rluvaton/warp-bug-1104)

When some route return `NOT FOUND` (404) I get `METHOD NOT ALLOWED` (405) when there is a route that have the method at the start of the paths instead of at the end:

When `put` is at the start: 
```rust
let problematic_route = warp::put()
        .and(warp::path("api"))
        .map(move || {
            "Hello".to_string()
        });
```

VS when `put is at the end:

```rust
let problematic_route = warp::path("api")
    .and(warp::put())
    .map(move || {
        "Hello".to_string()
    });
```

I did not see anywhere that putting the method at the start will cause this which is why I'm considering it as a bug""",
      T("Rust"), T("Darwin"),
      source="https://github.com/seanmonstar/warp/issues/1104", kind="issue",
      note="the rust fences labelled; warp is the repository and appears only as the warp:: path in code (and in the "
           "repro repo's URL): not labelled; the filter's path \"api\" has no leading slash: no endpoint; the "
           "Platform line is uname output naming the Darwin kernel"),
    R(r"""It does seem like missing routes (i.e. what should be a 404) are now returning 500

It does seem like missing routes (i.e. what should be a 404) are now returning 500s however.

Seems like `warp` rejects with `405` for unknown paths. 

That doesn't seem right. 405 should be returned when a route is found but the wrong request method was used. I'm also seeing something different where e.g. cURLing localhost:8000/404 is resulting in a 500, as before.

```
$ curl localhost:8000/404 -s | jq .
{
  "type": "https://httpstatuses.com/500",
  "status": 500,
  "title": "Internal Server Error"
}
```

@maxcountryman I am unable to reproduce the above issue in `master`. I assume you are running the warp server to listen to on port `8000`.
Mine is listening on port `3535` and the response looks the following for `curl localhost:3535/404`.""",
      T("Warp"), T("jq"),
      source="https://github.com/rusty-crab/warp-api-starter-template/issues/20", kind="issue",
      note="/404 is a probe for a missing route with no method written: no endpoint; jq is a JSON CLI used in the "
           "pipe (labelled as a tool, doubtful against 'everyday shell utilities'); cURL a command"),
]

CASES += [
    R(r"""`st.switch_page` not working

### Summary

I am creating a multi-page Streamlit app.
This is the root "router" file (that I do "streamlit run" on):
[project.py](https://github.com/user-attachments/files/26610477/project.py)

At home.py:
[ask-book.py](https://github.com/user-attachments/files/26610480/ask-book.py)

The problem happens at these lines where I switch the page when a button is pressed:
```
if st.button("**Ask your Book**", use_container_width=True):
            st.switch_page("pages/ask-book.py")
```

### Expected Behavior

It is expected to switch normally to the "ask-book.py" page

### Current Behavior

The app doesn't switch (change) the URL to "/ask-book"; it rather shows an empty page.

### Is this a regression?

- [x] Yes, this used to work in a previous version.

### Debug info

- Streamlit version: 1.55.0
- Python version: 3.13.2
- Operating System: Windows 11 64-bit""",
      T("Streamlit"), T("Python"), T("Windows"), F("pages/ask-book.py"),
      source="https://github.com/streamlit/streamlit/issues/14709", kind="issue",
      note="project.py, home.py and ask-book.py bare names (the attachments' paths only in URLs); the page URL "
           "/ask-book has no method: no endpoint"),
    R(r"""New st.Page and st.navigation method of defining multipage apps does not support st.switch_page

### Summary

I want to programmatically switch the current page in a multipage app. When st.switch_page is called, the current page reruns and not switchs to other page

```py
#app.py

import streamlit as st
pages = [
        st.Page("pages/user_signin.py", title="Sign in"),
        st.Page("pages/user_signup.py", title="Sign up"),
]

pg = st.navigation(pages)
pg.run()

```

```py
# pages/user_signin.py

import streamlit as st

with st.form("signin_form", border=True):
    st.subheader("Sign in")
    username = st.text_input("Username")
    password = st.text_input("Password", type="password")
    if st.form_submit_button("Sign in", type='primary'):
        with st.spinner('Wait for it...'):
            signin(username, password)

st.write("No account?")
if st.button("Sign up"):
    st.switch_page("pages/user_signup.py")
```

```py
# pages/user_signup.py

import streamlit as st

# signup form here
```""",
      T("Python"), T("Streamlit"), F("pages/user_signin.py"), F("pages/user_signup.py"),
      source="https://github.com/streamlit/streamlit/issues/8959", kind="issue",
      note="the py fences labelled Python; Streamlit named by 'import streamlit as st' (the module is the library's "
           "own name) -- doubtful, kept as in earlier sets' import lines; app.py a bare name"),
    R(r"""`st.switch_page` gives error when `st_navbar` is present

### Summary

When `st_navbar` is present in the app, every attempt to call `st.switch_page` gives the following error:

>streamlit.errors.StreamlitAPIException: Could not find page: `pages/page_file.py`. Must be the file path relative to the main script, from the directory: `app_dir`. Only the main app file and files in the `pages/` directory are supported.

### Reproducible code example

```Python
import streamlit as st
from streamlit_navigation_bar import st_navbar

page = st_navbar(['Home', 'Page'])

if page:
    st.switch_page('pages/page_file.py')
```

### Steps to reproduce

1. Create a file app.py with the code above
2. Create a folder `pages` and a file `page_file.py` with minimal code inside
3. run the app and click the `Page` button in the navigation bar""",
      T("Python"), T("Streamlit"), F("pages/page_file.py"),
      source="https://github.com/streamlit-community/streamlit-navigation-bar/issues/38", kind="issue",
      note="streamlit.errors... is a dotted exception path but the import line names the library; "
           "streamlit_navigation_bar only as a module import: not labelled; pages/ a folder, app.py a bare name"),
    R(r"""CORS OPTIONS not being added to preflight request headers

**Describe the problem you're having**
> A clear and concise description of what the bug is.

I'm trying to get this dang Go API to allow CORS requests for "*" origins. The Gorilla Mux handlers don't seem to do anything.

**Versions**
> Go version: `1.16`

**"Show me the code!"**
> A minimal code snippet can be useful, otherwise we're left guessing!
```
	router := mux.NewRouter()

	headersOk := handlers.AllowedHeaders([]string{"X-Requested-With", "Content-Type", "Authorization"})
	methodsOk := handlers.AllowedMethods([]string{"GET", "HEAD", "POST", "PUT", "OPTIONS"})
	originsOk := handlers.AllowedOrigins([]string{"*"})

	router.HandleFunc("/hello", func(writer http.ResponseWriter, request *http.Request) {
		log.Println("Up and running!")
	})


	log.Printf("Starting application on port %s\n", port)

	log.Fatal(http.ListenAndServe(":8000", handlers.CORS(originsOk, headersOk, methodsOk)(router)))

```

Now try to see what options are allowed (it should be what I specified "GET", "HEAD", etc.. but it's not)

```
> curl -X OPTIONS localhost:8000/hello -i

HTTP/1.1 200 OK
Date: Fri, 19 Nov 2021 02:15:24 GMT
Content-Length: 0

```""",
      T("Go"), T("Gorilla Mux"), E("OPTIONS /hello"),
      source="https://github.com/gorilla/mux/issues/653", kind="issue",
      note="curl -X OPTIONS to the app's own /hello route, answered 200: labelled; the route itself is registered "
           "without methods (no method of its own written); the allowed-methods list is CORS configuration, not "
           "routes; 'Gorilla Mux handlers' names the router package (gorilla/handlers not named apart)"),
    R(r"""Panic when deploying example cluster

I'm attempting to deploy the example cluster for postgres and the operator is panicing.  I have only updated the database credentials in the example.  Nothing else has been changed.  Trying to run in EKS on k8s 1.29.

```
2024-11-22T17:39:30Z    INFO    Starting reconciliation    {"controller": "temporalcluster", "controllerGroup": "tempo
2024-11-22T17:39:30Z    INFO    Reconciling resources    {"controller": "temporalcluster", "controllerGroup": "tempora
2024-11-22T17:39:30Z    ERROR    Observed a panic    {"controller": "temporalcluster", "controllerGroup": "temporal.io
runtime.sigpanic
    /usr/local/go/src/runtime/signal_unix.go:900
github.com/alexandrevilain/temporal-operator/internal/resource/base.isBuilderEnabled
    /workspace/internal/resource/base/conditions.go:26
github.com/alexandrevilain/temporal-operator/internal/resource/base.(*ServiceAccountBuilder).Enabled
    /workspace/internal/resource/base/serviceaccount_builder.go:66
github.com/alexandrevilain/controller-tools/pkg/reconciler.(*Reconciler).ReconcileBuilders
    /go/pkg/mod/github.com/alexandrevilain/controller-tools@v0.3.0/pkg/reconciler/reconciler.go:74
github.com/alexandrevilain/temporal-operator/controllers.(*TemporalClusterReconciler).reconcilePersistence
    /workspace/controllers/reconcile_persistence.go:123
```""",
      T("PostgreSQL"), T("Amazon EKS"), T("Kubernetes"),
      source="https://github.com/alexandrevilain/temporal-operator/issues/854", kind="issue",
      note="Temporal appears only in the log's controller names and module paths (temporal.io, temporal-operator): "
           "not labelled (doubtful); the trace's files are absolute (/workspace, /go/pkg/mod) and the Go frames "
           "are package paths: no files"),
    R(r"""Quickstart instructions leads runtime panic

## Bug Report

#### What did you do?

```
$ operator-sdk init --domain foo --repo bar --plugins=go/v4
$ operator-sdk create api --group baz --version v1alpha1 --kind Qux --resource=true --controller=true --namespaced=true
```

#### What did you expect to see?

It should succeeded?

#### What did you see instead? Under which circumstances?

```
INFO[0000] Writing kustomize manifests for you to edit...
INFO[0000] Writing scaffold for you to edit...
INFO[0000] api/v1alpha1/qux_types.go
INFO[0000] api/v1alpha1/groupversion_info.go
INFO[0000] internal/controller/suite_test.go
INFO[0000] internal/controller/qux_controller.go
INFO[0000] internal/controller/qux_controller_test.go
INFO[0000] Update dependencies:
$ go mod tidy
INFO[0000] Running make:
$ make generate
mkdir -p /Users/furkan/foo/bin
test -s /Users/furkan/foo/bin/controller-gen && /Users/furkan/foo/bin/controller-gen --version | grep -q v0.13.0 || \
	GOBIN=/Users/furkan/foo/bin go install sigs.k8s.io/controller-tools/cmd/controller-gen@v0.13.0
/Users/furkan/foo/bin/controller-gen object:headerFile="hack/boilerplate.go.txt" paths="./..."
panic: runtime error: invalid memory address or nil pointer dereference [recovered]
	panic: runtime error: invalid memory address or nil pointer dereference
```""",
      T("Operator SDK"), T("Kustomize"), T("Go"), T("controller-gen"),
      F("api/v1alpha1/qux_types.go"), F("api/v1alpha1/groupversion_info.go"),
      F("internal/controller/suite_test.go"), F("internal/controller/qux_controller.go"),
      F("internal/controller/qux_controller_test.go"), F("hack/boilerplate.go.txt"),
      source="https://github.com/operator-framework/operator-sdk/issues/6777", kind="issue",
      note="the scaffold's relative files labelled; Go from go mod tidy / go install; make is an everyday build "
           "command here (Make not labelled, doubtful); /Users/... paths absolute; controller-tools only in a module "
           "path"),
    R(r"""Memcached deployment crashes after applying CR

## Type of question
Trying to setup a go based operator using operator sdk (v1.8.0)

## Question

#### What did you do?
I am following this https://sdk.operatorframework.io/docs/building-operators/golang/tutorial/ tutorial to setup a memcached operator

#### What did you expect to see?
I expect to see the exact result mentioned in the tutorial after applying the CR

#### What did you see instead? Under which circumstances?
After running the make deploy command, I can see memcached-operator-controller pod running, which is what I am expecting but when I apply the CR(config/samples/cache_v1alpha1_memcached.yaml) memcached-operator deployment goes into crashLoopBackOff.

#### Environment

**Operator type:**
Go

**Kubernetes cluster type:**

`$ operator-sdk version`

operator-sdk version: "v1.8.0", commit: "d3bd87c6900f70b7df618340e1d63329c7cd651e", kubernetes version: "1.20.2", go version: "go1.16.4", GOOS: "linux", GOARCH: "amd64"

`$ go version` (if language is Go)

go version go1.15.3 linux/amd64

`$ kubectl version`

Client Version: version.Info{Major:"1", Minor:"21", GitVersion:"v1.21.1", GitCommit:"5e58841cce77d4bc13713ad2b91fa0d961e69192", GitTreeState:"clean", BuildDate:"2021-05-12T14:18:45Z", GoVersion:"go1.16.4", Compiler:"gc", Platform:"linux/amd64"}""",
      T("Go"), T("Operator SDK"), T("Memcached"), T("Kubernetes"),
      F("config/samples/cache_v1alpha1_memcached.yaml"),
      source="https://github.com/operator-framework/operator-sdk/issues/4966", kind="issue",
      note="'operator sdk' spelled apart once and operator-sdk in the commands; the tutorial's memcached operator "
           "deploys Memcached: labelled; GOOS linux and linux/amd64 are platform strings: Linux not labelled"),
]

CASES += [
    R(r"""File Upload (errata)

I found an issue in the first code example in Chapter 4. I always get error code 500 when the upload button is clicked.

I think the ```@ParamRequest``` annotation is missing in the ```onUpload()``` method in the ```PictureUploadController.java``` file.
Once the annotation is there, the ```name``` attribute for ```<input />``` needs to be added in the ```uploadPage.html```.

```java
// src/main/java/masterSpringMvc/profile/PictureUploadController.java
@PostMapping("/upload")
public String onUpload(@RequestParam("file") MultipartFile file) throws IOException
{
    // Follow code example
}
```
```html
<!-- src/main/resources/templates/profile/uploadPage.html -->
<form class="col s12 m8 offset-m2" method="post" enctype="multipart/form-data" th:action="@{/upload}">
    <div class=" col s6 input-field">
        <input id="file" name="file" type="file" />
    </div>
    <div class="col s6 center">
        <button class="btn indigo waves-light waves-effect" type="submit">
            <span th:text="#{submit}"></span>
            <i class="material-icons right">send</i>
        </button>
    </div>
</form>
```

Hope this helps.""",
      T("Java"), E("POST /upload"),
      F("src/main/java/masterSpringMvc/profile/PictureUploadController.java"),
      F("src/main/resources/templates/profile/uploadPage.html"),
      source="https://github.com/Mastering-Spring-MVC-4/mastering-spring-mvc4/issues/6", kind="issue",
      note="the java fence labelled, the html fence a data format; the @PostMapping route answered 500 by the app: "
           "labelled; th:action is Thymeleaf's attribute and the classes Materialize's, neither named: not labelled; "
           "the bare PictureUploadController.java and uploadPage.html mentions are the same files' bare names"),
    R(r"""Multipart Upload Error

unable to upload file. can you add multipart uploading using rest apis.
using multipart/form-data from postman i got error like
Could not parse multipart servlet request; nested exception is java.io.IOException: org.apache.tomcat.util.http.fileupload.FileUploadException: the request was rejected because no multipart boundary was found

Hey @vikash159 , upload files is not a part of the purpose of this starter project. 
However, the below code block should do the trick for you.
```java
@RequestMapping ( method = RequestMethod.POST, value = "/upload", consumes = "multipart/form-data" , produces = { "application/json", "application/xml" } )
    public ResponseEntity uploadFile( @RequestParam( value = "file" ) MultipartFile file ) {

    // do something with the file...
    // return ResponseEntity.ok() if file is valid.
    // return ResponseEntity.badRequest() if file is bad.

}
```

Hey, @vikash159 have I answered your question? If so, can I close this now?

Thanks that works""",
      T("REST"), T("Postman"), T("Java"), E("POST /upload"),
      source="https://github.com/bfwg/springboot-jwt-starter/issues/11", kind="issue",
      note="'rest apis' is the REST API noun phrase; the @RequestMapping with RequestMethod.POST and value /upload is a "
           "route in code: labelled; Tomcat only inside the dotted exception class: not labelled"),
    R(r"""MultipartFile Build Error

Building an app with spring boot version `2.3.1.RELEASE` and java version `11` i got this error:

`[ERROR] Can't use non-primitive type: interface org.springframework.web.multipart.MultipartFile as request parameter`

The controller code above:
```
@PostMapping(value = "/upload", consumes = MediaType.MULTIPART_FORM_DATA_VALUE)
public ResponseEntity<Void> handleFileUpload(@RequestParam MultipartFile file) {
```""",
      T("Spring Boot"), T("Java"), E("POST /upload"),
      source="https://github.com/kongchen/swagger-maven-plugin/issues/831", kind="issue",
      note="the @PostMapping route labelled; the plugin itself (swagger-maven-plugin) is only the repository: "
           "Swagger and Maven not named in the text"),
    R(r"""why Bad Request, status=400 when i upload files?

Error
Whitelabel Error Page
This application has no explicit mapping for /error, so you are seeing this as a fallback.

Tue Jan 25 13:54:17 YEKT 2022
There was an unexpected error (type=Bad Request, status=400).

Controller
```
@GetMapping("/uploadtest")
    public String uploadtest(Model model) {
         return "upload";
    }
    
    @PostMapping("/postupload")
    public String postupload(@RequestParam("files") MultipartFile[] images,Model model) {
         return "upload";
    }
```
form
  ```
  <form method="post" action="/postupload" enctype="multipart/form-data">
          <input type="file" name="images" multiple class="form-control" accept=".jpg, .jpeg" >
         <button type="submit" >Upload</button>

    </form>     
```
when i remove @RequestParam("files") MultipartFile[] images the error disappears
why error?""",
      E("GET /uploadtest"), E("POST /postupload"),
      source="https://github.com/spring-projects/spring-boot/issues/29559", kind="issue",
      note="both mapped routes labelled (the 400 is the app's own answer); /error is Spring Boot's fallback mapping "
           "with no method; Spring Boot itself is never named in the text (only the Whitelabel page): not labelled; "
           "the maintainer's StackOverflow pointer dropped"),
    R(r"""/api/v1/viewconfs/ 500 error when the post body is empty

Empty post requests to `/api/v1/viewconfs/` lead to an internal `500` error instead of a `400` error.""",
      E("POST /api/v1/viewconfs/"),
      source="https://github.com/higlass/higlass-server/issues/65", kind="issue",
      note="post requests to the server's own route, answered 500: labelled as written with its trailing slash"),
    R(r"""Embedding gradio within a fastapi app

I am making a single fastapi app where one route leads to prediction, and a second route which leads to the gradio interface. My understanding is that gradio itself launches a fastapi instance. is it possible to achieve this?

Good question. Yes, gradio launches a fastapi api under the hood. But you might be able to do what you need just using the gradio app, as the gradio app also exposes a prediction route. Specifically, when you launch the Gradio app, you'll have:

* The gradio interface running on `/`
* The prediction API at `/api/predict`

You can see the docs for the prediction API by clicking on "View API" at the bottom of the interface page

is the other way around also possible. so i can have finer control on the app and routes?

We don't currently expose the FastAPI interface. While we are very happy with FastAPI, it is an implementation detail and we don't want to bind our API to the FastAPI api which would add a significant maintenance overhead.""",
      T("Gradio"), T("FastAPI"),
      source="https://github.com/gradio-app/gradio/issues/1608", kind="issue",
      note="/ and /api/predict are listed without a method: no endpoint"),
    R(r'''"detail": "Authentication credentials were not provided."

hey i just try to run ur reset api but it didnt work can u help to fix it

you need adding a `DEFAULT_AUTHENTICATION_CLASSES` in `settings.py`''',
      source="https://github.com/rayed/django_crud/issues/4", kind="issue",
      note="nothing labelled: 'reset api' (REST API misspelt) is too garbled to take as the REST noun phrase; "
           "settings.py a bare name; Django REST framework's setting named only by its key"),
    R(r"""CSRF Fails when using 'rest_framework.authentication.SessionAuthentication'

{
  "detail": "CSRF Failed: CSRF token missing or incorrect."
}""",
      source="https://github.com/marcgibbons/django-rest-swagger/issues/14", kind="issue",
      note="nothing labelled: rest_framework.authentication.SessionAuthentication is a dotted class path; the JSON "
           "body is data"),
]

CASES += [
    R(r"""Multipart upload in subresource fails in quarkus-rest.

### Describe the bug

When using subresources multipart upload fails with 415, Unsupported Media Type, as http error code.

### Expected behavior

File upload works as expected.

### Actual behavior

Getting 415, Unsupported Media Type, http status.

### How to Reproduce?

Make a main resource and have it expose a subresource that consumes multipart/form-data.

See [code-with-quarkus.zip](https://github.com/user-attachments/files/18013155/code-with-quarkus.zip) example that reproduces the problem.

### Output of `uname -a` or `ver`

Linux LAPTOP-2P262G2R 5.15.167.4-microsoft-standard-WSL2 #1 SMP Tue Nov 5 00:21:55 UTC 2024 x86_64 x86_64 x86_64 GNU/Linux

### Output of `java -version`

openjdk 21.0.5 2024-10-15 LTS OpenJDK Runtime Environment Temurin-21.0.5+11 (build 21.0.5+11-LTS) OpenJDK 64-Bit Server VM Temurin-21.0.5+11 (build 21.0.5+11-LTS, mixed mode, sharing)

### Quarkus version or git rev

3.17.2

### Build tool (ie. output of `mvnw --version` or `gradlew --version`)

Apache Maven 3.9.8 (36645f6c9b5079805ea5009217e36f2cffd34256) Maven home: /home/zipper/.m2/wrapper/dists/apache-maven-3.9.8-bin/337e6d14/apache-maven-3.9.8 Java version: 21.0.5, vendor: Eclipse Adoptium, runtime: /home/zipper/.sdkman/candidates/java/21.0.5-tem Default locale: en, platform encoding: UTF-8""",
      T("Quarkus"), T("Linux"), T("OpenJDK"), T("Eclipse Temurin"), T("Maven"), T("Java"),
      T("Windows Subsystem for Linux"),
      source="https://github.com/quarkusio/quarkus/issues/44922", kind="issue",
      note="quarkus-rest is Quarkus's REST extension, labelled as Quarkus; WSL2 read from the kernel string of uname "
           "(doubtful); mvnw/gradlew are the template's examples, Gradle not used: not labelled; SDKMAN only inside "
           "an absolute path; Eclipse Adoptium is Temurin's vendor, already labelled as Eclipse Temurin"),
    R(r"""cmd/go: /root/go as GOROOT results in "missing $GOPATH"

### What version of Go are you using (`go version`)?

<pre>
$ go version
go version go1.13 linux/amd64
</pre>

### Does this issue reproduce with the latest release?
Yes

### What operating system and processor architecture are you using (`go env`)?

<details><summary><code>go env</code> Output</summary><br><pre>
$ go env
GO111MODULE=""
GOARCH="amd64"
GOBIN=""
GOCACHE="/root/.cache/go-build"
GOENV="/root/.config/go/env"
GOEXE=""
GOFLAGS=""
GOHOSTARCH="amd64"
GOHOSTOS="linux"
GONOPROXY=""
GONOSUMDB=""
GOOS="linux"
GOPATH="/root/go"
GOPRIVATE=""
GOPROXY="https://proxy.golang.org,direct"
GOROOT="/opt/go"
GOSUMDB="sum.golang.org"
GOTMPDIR=""
GOTOOLDIR="/opt/go/pkg/tool/linux_amd64"
GCCGO="gccgo"
AR="ar"
CC="gcc"
CXX="g++"
CGO_ENABLED="1"
GOMOD="/root/mod/go.mod"
</pre></details>

### What did you do?

Simply extracted latest go version into root and tried to set my `GOROOT` to `/root/go` and run `go env`.

### What did you expect to see?

For the go commands to work as usual.

### What did you see instead?

`missing $gopath` as an error.""",
      T("Go"),
      source="https://github.com/golang/go/issues/34488", kind="issue",
      note="the go env values (gccgo, gcc, g++, linux) are configuration values of the toolchain, not tools the "
           "reporter names: not labelled; every path is absolute; cmd/go is a package path"),
    R(r"""./godelw check will not work unless GOPATH and GOROOT env vars are set.

## What happened?

I recently upgraded my Go app to use Go 1.15 and also migrated it from using dep to using Go modules.  I noticed that the Go install instructions no longer mention needing to set GOPATH and GOROOT in your bashrc file.  I also updated Godel to the latest version.

I can do a go build on my main just fine and it compiles, but if I do a ./godelw check it bombs and complains that it can't find GOROOT and/or it can't find my packages due to no GOPATH.

If I do a "go env" I can see them set there, but I know that is not the same thing as having them set in my bashrc.

## What did you want to happen?

So my question is, will Godel work if I don't have GOPATH and GOROOT set or do I still need to make sure those two env vars are set in my bashrc file in order for it to work?

Nevermind.  You actually don't need GOROOT set, just GOPATH and that won't be an issue for me.""",
      T("Go"), T("Go modules"), T("dep"), T("godel"),
      source="https://github.com/palantir/godel/issues/531", kind="issue",
      note="./godelw is godel's wrapper script in the current folder, a bare name with ./ (no folder): not labelled; "
           "bashrc a dotfile named loosely, Bash not named as such: not labelled"),
    R(r"""Build failed

I tried  as Read me:
'git clone' and './gradle bootRun' 
but return followings:

FAILURE: Build failed with an exception.
* What went wrong:
Execution failed for task ':bootRun'.
> No main class specified

Please let me know cause and way to fix it.
Thank you.

Try `./gradlew bootRun` instead of `./gradle bootRun`.
It works without any problems in my environment.

If you can't solve the problem, try `./gradlew -d bootRun` and tell me details.

I appreciate for your advise and apologize for my mistake.""",
      T("Git"), T("Gradle"),
      source="https://github.com/domaframework/spring-boot-jpetstore/issues/27", kind="issue",
      note="./gradle and ./gradlew are the wrapper scripts in the current folder (bare names): no files; bootRun is "
           "Spring Boot's Gradle task but Spring Boot is never named: not labelled"),
    R(r"""Invalid build.gradle when Open Service Broker is the single dependency

A generated project from start.spring.io that has a single dependency to Open Service Broker does not compile

## Reproduce
Create a new spring boot application with the following settings:
Project: Gradle
Language: Java
Spring Boot: 2.1.3
Packaging: Jar
Java Version: 11
Dependencies: Open Service Broker

## Expected behavior:
A generated project that compiles when running `./gradlew clean build`

## Actual behavior
 ```bash
error: package org.springframework.boot does not exist
import org.springframework.boot.SpringApplication
```

## Why?
The dependency `implementation 'org.springframework.boot:spring-boot-starter'` is missing from the generated `build.gradle` file

Generated `build.gradle` from the above steps:
```gradle
dependencies {
	implementation 'org.springframework.cloud:spring-cloud-starter-open-service-broker-webmvc:2.1.0.RELEASE'
	testImplementation 'org.springframework.boot:spring-boot-starter-test'
}
```

Generated `build.gradle` when creating a project without any dependencies:
```groovy
dependencies {
	implementation 'org.springframework.boot:spring-boot-starter'
	testImplementation 'org.springframework.boot:spring-boot-starter-test'
}
```""",
      T("Gradle"), T("Java"), T("Spring Boot"), T("Open Service Broker"), T("Groovy"),
      source="https://github.com/spring-io/initializr/issues/883", kind="issue",
      note="the gradle and groovy fences labelled (Gradle named anyway), the bash fence a shell's; start.spring.io "
           "is Spring Initializr's site, named only as a host: not labelled; build.gradle a bare name; the "
           "artifact coordinates are dependency names"),
]
