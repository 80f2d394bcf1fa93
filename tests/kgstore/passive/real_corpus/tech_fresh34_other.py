"""The other texts of the thirty-fourth fresh held-out set ("fresh-34"): changelogs of projects none of the earlier sets
used (Giant Swarm's Prometheus operator app, a Flutter proxy plugin, Flutter's quick_actions_ios, a Kinde Flutter SDK
example); DevOps and platform-engineering pages (Helm and Argo CD notes, a GitOps playbook, a Helm deployment strategy
post, Terraform deployments through GitHub Actions, a GitHub Actions staging deploy, a site's GitHub Actions workflows
on Azure, CI/CD with Terraform Cloud, 502s from the NGINX ingress); mobile pages (Flutter's assets and images, React
Native networking twice, CocoaPods in a React Native app, Android's Room codelab); web tutorials and API docs with
routes and files (Go's net/http REST API, Spring Boot mappings, Slim routes twice, an Express cheat sheet, Express and
MongoDB class notes, a products API reference, ASP.NET REST notes, Flask routing, a German page of a Laravel API's
routes); data and ML tools (DVC pipelines, pandas' SettingWithCopyWarning twice); news on Dart 3.1 with Flutter 3.13
and on Flutter in 2024.

Taken from stored public copies of the pages and files at the addresses given, kept as written (trimmed) and labelled
by hand without running the extractor, by the rules of the earlier sets (``--split fresh-34``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "Prometheus Alertmanager": ("Alert manager",),
    "AppArmor": ("App Armor",),
    "node_exporter": ("prometheus-node-exporter",),
    "Android Gradle Plugin": ("AGP",),
    "Maven Central": ("mavenCentral",),
    "GitHub Container Registry": ("GHCR",),
    "Google Pub/Sub": ("Pub/Sub",),
    "Azure Container Registry": ("ACR",),
    "Google Kubernetes Engine": ("GKE",),
}

CASES = [
    # ---------------------------------------------------------------- changelogs
    R("""## [0.4.0] - 2020-10-15

### Added

- SHA variable for images

### Changed

- Upstream project location an references throughout the chart
- Change upstream-sync script to new upstream project location and structure
- Replace hyperkube image with kubectl image
- Replace name "prometheus-operator" with "kube-prometheus-stack" in templates

### Updated

- Sync with upstream chart version 10.1.0
- prometheus-operator v0.38.1 -> v0.42.1
- alertmanager v0.20.0 -> v0.21.0
- configmap-reload v0.3.0 -> v0.4.0
- prometheus-config-reloader v0.38.1 -> v0.42.1
- prometheus v2.18.1 -> v2.21.0
- new structure and format to all prometheus rules

## [0.3.4] - 2020-07-22

### Added

- Set default request/limits in deployment (cpu: 100m, memory: 100Mi) per best practice

### Changed

- Sync with upstream
    - Bug fixes
    - Add namespace overwrite

### Updated

- Update architect-orb to `0.10.0`
- kube-state-metrics chart `2.8.8` -> `2.8.11`
- grafana chart `5.1.4` -> `5.3.0`
- grafana chart requirement `5.1.*` -> `5.3.*`
- configmapReloadImage `0.0.1` -> `0.3.0`
- hyperkubeImage `1.12.1` -> `1.16.12`


## [v0.3.3]

### Changed

- Introduce `crd-install` hook for helm 2 compatibility.
- Update Prometheus to 2.18.1
- Update Grafana chart to 5.1.4
- Update prometheus-node-exporter chart to 1.10.0

## [v0.3.2]

### Changed
- Fix CRD installation to support both helm2 and helm3
- Add support for installations in China

## [v0.3.1]

### Changed
- Fix application name in the circleci config

## [v0.3.0]

### Changed
- Fix kubelet service name in the Prometheus Operator deployment
- Update Prometheus Operator to 0.38.1
- Update Prometheus to 2.17.2
- Update Alert manager to 0.20.0
- Update Grafana chart to 5.0.25
- Update kube-state-metrics chart to 2.8.5
- Update prometheus-node-exporter chart to 1.9.1
- Rename to prometheus-operator-app

## [v0.2.0]

### Changed
- Add Kubernetes 1.16 support
- Update Prometheus Operator to 0.35.0
- Update Prometheus to 2.15.2
- Update Alert manager to 0.19.0
- Update Grafana chart to 4.2.3
- Update kube-state-metrics chart to 2.4.1
- Update prometheus-node-exporter chart to 1.8.1

## [v0.1.1]

### Changed

- Disable App Armor in grafana as it does not work on CoreOS and Flatcar.

## [v0.1.0]

### Added

- First version of the prometheus operator chart.""",
      T("Prometheus Operator"), T("Prometheus"), T("Prometheus Alertmanager"), T("Grafana"), T("kube-state-metrics"),
      T("node_exporter"), T("hyperkube"), T("kube-prometheus-stack"), T("configmap-reload"),
      T("Helm"), T("CircleCI"), T("Kubernetes"), T("AppArmor"), T("Fedora CoreOS"), T("Flatcar"), T("kubelet"),
      source="https://github.com/giantswarm/kube-prometheus-stack-app/blob/017d0214969cdad0260bb2ffefbc01f43175a647/CHANGELOG.md",
      kind="changelog",
      note="the older releases only (trimmed); architect-orb is Giant Swarm's CircleCI orb, prometheus-config-reloader "
           "a sidecar of the operator -- neither labelled, doubtful; CoreOS under the lexicon's name (Fedora CoreOS); 'prometheus-operator-app' the app's own former name"),
    R("""## 0.9.4

* Update repository URL to GitHub

## 0.9.3

Update for Flutter 3.x / Dart 3.x compatibility:
* Updated Dart SDK constraint to `>=2.12.0 <4.0.0`
* Updated Flutter constraint to `>=3.0.0`
* Updated Android: compileSdk 34, minSdk 21, Gradle 8.3, AGP 8.1.0
* Updated iOS deployment target to 12.0
* Updated macOS deployment target to 10.14
* Replaced deprecated jcenter with mavenCentral
* Added namespace to Android build config (required for AGP 8+)

## 0.9.2-nullsafe

Fix some problems that can't get the proxy configuration correctly under Windows

## 0.9.1-nullsafe

Fix problems with pubspecs on mac os and iOS

## 0.9.0-nullsafe

Pre-release with support for:

* Android
* iOS
* Windows
* MacOS
* Nullsafety""",
      T("Flutter"), T("Dart"), T("Android"), T("Gradle"), T("Android Gradle Plugin"), T("iOS"), T("macOS"),
      T("JCenter"), T("Maven Central"), T("Windows"),
      source="https://github.com/yamsergey/yamsergey.flutter.proxy/blob/HEAD/CHANGELOG.md", kind="changelog",
      note="the plugin's own name is not in the text; GitHub a site; jcenter and mavenCentral the Maven repositories "
           "(JCenter, Maven Central) as Gradle writes them; pubspecs are files"),
    R("""## NEXT

* Updates minimum supported SDK version to Flutter 3.22/Dart 3.4.

## 1.2.0

* Adds localizedSubtitle field for iOS quick actions.
* Updates minimum supported SDK version to Flutter 3.19/Dart 3.3.

## 1.1.1

* Updates to a newer version of Pigeon.

## 1.1.0

* Adds Swift Package Manager compatibility.
* Updates minimum iOS version to 12.0 and minimum Flutter version to 3.16.6.

## 1.0.10

* Adds privacy manifest.

## 1.0.9

* Updates minimum required plugin_platform_interface version to 2.1.7.
* Updates minimum supported SDK version to Flutter 3.10/Dart 3.0.

## 1.0.8

* Changes method channels to pigeon.

## 1.0.7

* Adds pub topics to package metadata.
* Updates minimum supported SDK version to Flutter 3.7/Dart 2.19.

## 1.0.6

* Removes obsolete null checks on non-nullable values.
* Updates minimum supported SDK version to Flutter 3.3/Dart 2.18.

## 1.0.5

* Updates minimum iOS version to 11 and Flutter version to 3.3.

## 1.0.4

* Clarifies explanation of endorsement in README.
* Aligns Dart and Flutter SDK constraints.

## 1.0.3

* Updates links for the merge of flutter/plugins into flutter/packages.
* Updates minimum Flutter version to 3.0.

## 1.0.2

* Migrates remaining components to Swift and removes all Objective-C settings.
* Migrates `RunnerUITests` to Swift.

## 1.0.1

* Removes custom modulemap file with "Test" submodule and private headers for Swift migration.
* Migrates `FLTQuickActionsPlugin` class to Swift.

## 1.0.0

* Updates version to 1.0 to reflect current status.
* Updates minimum Flutter version to 2.10.""",
      T("Flutter"), T("Dart"), T("iOS"), T("Pigeon"), T("Swift Package Manager"), T("Swift"), T("Objective-C"),
      T("plugin_platform_interface"),
      source="https://github.com/flutter/packages/blob/HEAD/packages/quick_actions/quick_actions_ios/CHANGELOG.md",
      kind="changelog",
      note="the package's own name only in the address; flutter/plugins and flutter/packages are repositories, not "
           "paths; 'pub topics' the pub.dev registry's tags, pub not labelled, doubtful"),
    R("""22 Dec 2024
* IOS
Increased minimum IOS version 11.0 -> 13.0 
Reason: Although iOS 11 is supported, targeting iOS 13 or later is recommended for better performance,
access to newer APIs, and improved user experience. Most apps tend to focus on iOS 13 or higher because
devices running iOS 12 or lower represent a very small percentage of active users.
* Android
Migrated from "Imperative apply of Flutter's Gradle plugins" to "Gradle's declarative plugins {} bloc(
also called the Plugin DSL)". Updated gradle version 7.5 -> 8.0. 
Reason: Support for new Android versions, faster builds, gradle build system improvements, 
access to New Build Features and Tools, better IDE and Plugin Integration.""",
      T("iOS"), T("Android"), T("Flutter"), T("Gradle"),
      source="https://github.com/kinde-oss/kinde-flutter-sdk/blob/HEAD/example/CHANGELOG.md", kind="changelog",
      note="the example app of the Kinde Flutter SDK; the SDK's name is not in the text; 'IDE' generic"),
    # ---------------------------------------------------------------- DevOps, platform engineering
    R("""devops

Helm & GitOps

Helm chart structure, values, templating, upgrades, rollbacks, GitOps principles, and Argo CD


Helm Chart Structure

Helm is the package manager for Kubernetes. A chart is a collection of files that describe a related set of Kubernetes resources.

myapp/
├── Chart.yaml # chart metadata
├── values.yaml # default configuration values
├── templates/ # Kubernetes manifest templates
│ ├── deployment.yaml
│ ├── service.yaml
│ ├── ingress.yaml
│ ├── configmap.yaml
│ ├── secret.yaml
│ ├── hpa.yaml
│ ├── _helpers.tpl # reusable template snippets
│ └── NOTES.txt # printed after install
└── charts/ # chart dependencies

Chart.yaml

apiVersion: v2
name: myapp
description: My application Helm chart
type: application
version: 0.1.0 # chart version (semver)
appVersion: "1.2.3" # application version being packaged
dependencies:
- name: postgresql
version: "~13.0"
repository: "https://charts.bitnami.com/bitnami"
condition: postgresql.enabled

Values & Templating

values.yaml

# Default values
replicaCount: 2
image:
repository: myrepo/myapp
tag: "" # defaults to Chart.appVersion
pullPolicy: IfNotPresent
service:
type: ClusterIP
port: 80
ingress:
enabled: false
className: "nginx"
hosts: []
tls: []
resources:
requests:
memory: "256Mi"
cpu: "100m"
limits:
memory: "512Mi"
cpu: "500m"
autoscaling:
enabled: false
minReplicas: 2
maxReplicas: 10
targetCPUUtilizationPercentage: 70
postgresql:
enabled: true
auth:
database: myapp

Template Syntax

templates/deployment.yaml
apiVersion: apps/v1
kind: Deployment
metadata:
name: {{ include "myapp.fullname" . }} # helper function
labels:
{{- include "myapp.labels" . | nindent 4 }} # include + indent""",
      T("Helm"), T("Kubernetes"), T("Argo CD"), T("PostgreSQL"), F("templates/deployment.yaml"),
      source="https://neerajlovecyber.com/notes/devops/kubernetes/helm-gitops", kind="docs",
      note="the tree's entries are bare names under drawn folders (not paths as written); postgresql the chart "
           "dependency (Bitnami's PostgreSQL chart, Bitnami only in its URL); className nginx an ingress class "
           "name, NGINX not labelled, doubtful; GitOps a practice"),
    R("""Engineering Playbook
Kubernetes

Manifests & GitOps

Helm, Kustomize, and ArgoCD.

Manifest Management

Kubernetes speaks YAML. But managing raw YAML for 50 services across 3 environments (Dev, Staging, Prod) is a nightmare.

Templating Engines

Helm (The Package Manager)

Helm uses Go templates ({{ .Values.image }}).

  • Pros: Standard, huge ecosystem of pre-made charts (Redis, Prometheus).
  • Cons: Template logic gets messy. Debugging whitespace in YAML templates is painful.

Kustomize (The Overlayer)

Kustomize uses a "Base" and "Overlay" approach.

  • Base: deployment.yaml (Generic).
  • Prod Overlay: Patch the base to set replicas: 5.
  • Pros: No templating language. Pure YAML. Built into kubectl.

GitOps (ArgoCD / Flux)

Stop running kubectl apply from your laptop.

GitOps uses a Git repository as the "Source of Truth".

  1. Repo: Contains your Helm/Kustomize files.
  2. Controller (ArgoCD): Runs inside the cluster. It watches the Git repo.
  3. Sync: If the Repo differs from the Cluster state, ArgoCD forces the cluster to match the repo.
  • Drift Detection: If someone manually changes a setting in the cluster, ArgoCD alerts that the cluster is "Out of Sync" with Git.

The GitOps Loop

Dev pushes code -> CI builds Docker Image -> CI updates image: tag in Git Repo -> ArgoCD sees change -> ArgoCD deploys to Cluster.""",
      T("Kubernetes"), T("Helm"), T("Kustomize"), T("Argo CD"), T("Redis"), T("Prometheus"),
      T("Flux"), T("Git"), T("Docker"),
      source="https://docs.ssubedir.com/docs/infrastructure/kubernetes/manifests", kind="docs",
      note="'Go templates' Helm's template language (Go's text/template), Go not labelled, doubtful; YAML a format; "
           "deployment.yaml a bare name"),
    R("""Kubernetes Deployment Strategies: A Senior DevOps Perspective

Introduction

After years of watching teams struggle with Kubernetes deployments, I've seen the same patterns emerge repeatedly. The combination of Helm, GitOps, and ArgoCD has become the de facto standard for good reason, but the path to implementing them effectively is littered with abandoned POCs and over-engineered solutions.

This isn't another "getting started" guide. Instead, I'll share what I wish someone had told me before implementing these tools at scale: the real trade-offs, the hidden operational costs, and the decisions that will either save or sink your deployment strategy.

The Stack:

  • Helm: Package manager that brings sanity to Kubernetes manifests
  • GitOps: Operational model where Git drives infrastructure changes
  • ArgoCD: Controller that enforces Git state on your clusters

The Helm Foundation

Helm solves the manifest management problem that every Kubernetes team eventually faces. Raw YAML becomes unmanageable around the 10-service mark, and that's being generous.

What Helm Actually Gives You

Templating with Go Templates (not Jinja—common misconception):

apiVersion: apps/v1
kind: Deployment
metadata:
name: {{ include "myapp.fullname" . }}
labels:
{{- include "myapp.labels" . | nindent 4 }}
spec:
replicas: {{ .Values.replicaCount }}
template:
spec:
containers:
- name: {{ .Chart.Name }}
image: "{{ .Values.image.repository }}:{{ .Values.image.tag | default .Chart.AppVersion }}"

Template Helpers (templates/_helpers.tpl) for reusable logic:""",
      T("Kubernetes"), T("Helm"), T("Argo CD"), T("Git"), F("templates/_helpers.tpl"),
      source="https://wiseagent.github.io/blogs/docs/TechSavvy/kubernetes/deployment-strategies", kind="blog",
      note="'Go Templates (not Jinja...)': Helm's template language named and Jinja named only to say it is not "
           "used -- neither Go nor Jinja labelled, doubtful; YAML a format"),
    R("""POV: Designing Infrastructure Deployments with GitHub Actions
It started simple — I had some Terraform code to set up my Google Cloud project. A few buckets, a Cloud SQL instance, maybe a Kubernetes cluster.
Running it locally was easy at first. Just
terraform plan and terraform apply. Until it
wasn't.
It became harder when I needed to test before production. I had to manage multiple environments (dev, staging, prod). Sometimes I'd forget to switch credentials and almost deploy to the wrong project. Teammates started doing the same, and everyone's setup was slightly different. We were spending more time preparing the environment than deploying infrastructure.
And to make it worse, I had to run Terraform plan manually every so often, just to check if someone changed something in the console and the state drifted.
That's when I realized — it's not just about running Terraform. It's about making the process reproducible and safe.
At some point I got tired of re-configuring my local environment.
Every time I wanted to deploy, I had to check:
- Terraform version
- Google Cloud SDK version
- Proper authentication
That's when the idea came — what if the deployment environment itself was versioned and shared?
So I built a Docker image that could do everything:
run Terraform and gcloud commands — because not
everything in Google Cloud is available in Terraform. For example,
enabling APIs or configuring Pub/Sub push endpoints often still needs
gcloud.
The image became a reliable, reproducible environment that anyone on the team could use. You could clone the repo, run a single command, and deploy without worrying about installing or configuring anything manually.
At first, it was built just for local use — our "deployment tool in a box." But then I realized: if it works locally, why not use it in CI?
That's when it evolved into something more — a universal deploy environment, shared between local and automated runs.""",
      T("GitHub Actions"), T("Terraform"), T("Google Cloud"), T("Cloud SQL"), T("Kubernetes"),
      T("Google Cloud SDK"), T("Docker"), T("Google Pub/Sub"),
      source="https://udx.dev/delivery-platform", kind="blog",
      note="gcloud is the Google Cloud SDK's CLI (the same tool); 'Pub/Sub push endpoints' are no HTTP routes"),
    R("""Deploying Docker Images from GitHub Actions to Staging
TL;DR — On merge to main: build, push to GHCR with both SHA + branch tags, then deploy via kubectl with the SHA tag. Use OIDC for cloud auth instead of long-lived secrets. Environment-protected jobs for prod. Wired right, “merged” to “running in staging” takes 4 minutes.
Last post of February. Tying together everything from this month: containerization from January, GitHub Actions CI, registry caching, matrix parallelism. The thing that turns it from “CI” into “CI/CD” is the last D — Deploy.
This is the deploy pipeline we’re running for staging in early 2022. Production is similar but with manual approval and extra protections we’ll cover separately. Staging auto-deploys on every push to main.
The full deploy workflow
# .github/workflows/deploy-billing-staging.yml
name: deploy-billing-staging
on:
push:
branches: [main]
paths:
- 'cmd/billing/**'
- 'internal/billing/**'
- 'internal/shared/**'
- 'Dockerfile.billing'
concurrency:
group: deploy-billing-staging
cancel-in-progress: false # don't cancel mid-deploy
jobs:
build:
runs-on: ubuntu-22.04
permissions:
contents: read
packages: write
outputs:
image-sha: ${{ steps.meta.outputs.version }}
steps:
- uses: actions/checkout@v3
- uses: docker/setup-buildx-action@v2
- uses: docker/login-action@v2
with:
registry: ghcr.io
username: ${{ github.actor }}
password: ${{ secrets.GITHUB_TOKEN }}
- uses: docker/metadata-action@v4
id: meta
with:
images: ghcr.io/${{ github.repository_owner }}/billing
tags: |
type=sha,format=long
type=raw,value=staging
- uses: docker/build-push-action@v3
with:
context: .
file: Dockerfile.billing
push: true
tags: ${{ steps.meta.outputs.tags }}
labels: ${{ steps.meta.outputs.labels }}
cache-from: type=gha
cache-to: type=gha,mode=max""",
      T("Docker"), T("GitHub Actions"), T("GitHub Container Registry"), T("Kubernetes"),
      F(".github/workflows/deploy-billing-staging.yml"),
      source="https://muhammadamal.my.id/blog/github-actions-deploy-docker-staging/", kind="blog",
      note="the path filters are globs, not files; Dockerfile.billing a bare name; ubuntu-22.04 a runner label; "
           "the uses: entries are action references, not labelled; OIDC a protocol; kubectl is Kubernetes' CLI (the lexicon's Kubernetes)"),
    # ---------------------------------------------------------------- web tutorials with routes
    R("""🗂️ Analogy
A REST API treats your data as resources at stable addresses — /todos, /todos/42 — and uses the HTTP verb to say what to do: GET to read, POST to create, PUT/PATCH to update, DELETE to remove. It’s the filing cabinet metaphor: the URL names the drawer and folder, the method is the action.
Resources, methods, status codes
graph TD
A["GET /todos"] --> R1["200 · list"]
B["POST /todos"] --> R2["201 · created"]
C["GET /todos/{id}"] --> R3["200 · one / 404 · missing"]
D["DELETE /todos/{id}"] --> R4["204 · gone"]Map each method to the right status: 2xx success (200 OK, 201 Created, 204 No Content), 4xx the client’s fault (400 Bad Request, 401/403 auth, 404 Not Found, 409 Conflict, 422 Unprocessable), 5xx the server’s fault (500). Returning the correct code is half of a good API.
| Method | Purpose | Idempotent? | Success |
|---|---|---|---|
GET | read | yes (safe) | 200 |
POST | create | no | 201 (+ Location) |
PUT | replace | yes | 200 / 204 |
PATCH | partial update | no | 200 |
DELETE | remove | yes | 204 |
Idempotency matters for retries: a client or proxy may safely re-send a GET/PUT/DELETE, but re-sending a POST can create duplicates.
Reading a resource
Decode JSON in, encode JSON out, pick the status — driven in-process so it runs anywhere:
package main
import (
"encoding/json"
"fmt"
"net/http"
"net/http/httptest"
)
type Todo struct {
ID int "json:\\"id\\""
Title string "json:\\"title\\""
Done bool "json:\\"done\\""
}
func writeJSON(w http.ResponseWriter, code int, v any) {
w.Header().Set("Content-Type", "application/json")
w.WriteHeader(code)
json.NewEncoder(w).Encode(v)
}
func main() {
store := map[int]Todo{1: {ID: 1, Title: "write Go", Done: false}}
mux := http.NewServeMux()
mux.HandleFunc("GET /todos/{id}", func(w http.ResponseWriter, r *http.Request) {
var id int
fmt.Sscanf(r.PathValue("id"), "%d", &id)
t, ok := store[id]
if !ok {
writeJSON(w, http.StatusNotFound, map[string]string{"error": "not found"})
return
}""",
      T("REST"), T("Go"), E("GET /todos"), E("POST /todos"), E("GET /todos/{id}"), E("DELETE /todos/{id}"),
      source="https://go.ehabterra.com/web/rest-apis/", kind="docs",
      note="the diagram's four routes are the example API's; the code registers GET /todos/{id} (Go 1.22 method "
           "patterns); /todos/42 written without a method; net/http the standard library, not labelled apart; "
           "the diagram's 'graph TD' is Mermaid, not named"),
    R("""In the previous post, Build a Next Level RESTful Web Service in Spring Boot 2, we took the RESTful web service that you create with the Spring Guide and added the ability to change the greeting portion with a PUT request.
PUT is just one of many HTTP methods that can be used for HTTP requests. There are also POST, DELETE, OPTION, and HEAD methods. You could check out the HTTP specifications to learn the technical meanings for each of these. But perhaps one of the best resources for learning the semantics of these methods is Learn REST: A RESTful tutorial. Here’s a quick summary from there:
Generally, the four primary HTTP verbs are used as follows:
GET
Read a specific resource (by an identifier) or a collection of resources.PUT
Update a specific resource (by an identifier) or a collection of resources. Can also be used to create a specific resource if the resource identifier is known before-hand.DELETE
Remove/delete a specific resource by an identifier.POST
Create a new resource. Also a catch-all verb for operations that don’t fit into the other categories.
Mappings in Spring Boot 2
So how do you apply that in Spring Boot 2? It’s probably best to show an example.
@RestController
@RequestMapping("/smartphones")
public class SmartphoneController {
List<Smartphone> phones;
public SmartphoneController() {
this.phones = new ArrayList<>();
}
@PostMapping
public String addNewPhone(@RequestBody Smartphone smartphone) {
phones.add(smartphone);
return "OK";
}
@DeleteMapping
public String deletePhone(@RequestBody Smartphone smartphone) {
phones.remove(smartphone);
return "OK";
}
@GetMapping
public List<Smartphone> getPhones() {
return phones;
}
}
I walk through creating this example in the following video.
Let's walk through this example. First, you can see that this controller class has a RequestMapping annotation at the class level (line 2). This is a common recommended practice which assigns responsibility for the endpoint ("/smartphones" in this case) to the class:""",
      T("Spring Boot"), E("POST /smartphones"), E("DELETE /smartphones"), E("GET /smartphones"),
      source="https://dev.to/scottshipp/restful-mappings-in-spring-boot-2-4em1", kind="blog",
      note="the class-level mapping writes the whole path; 'RESTful Web Service' and 'Learn REST' are no 'REST API' "
           "noun phrase -- REST not labelled; 'the Spring Guide' a guide's title, Spring not labelled apart; Java "
           "not named"),
    R("""Slim Backend

In the previous chapter, you have learned how to set up an application using the Slim Framework. You should know what Composer is. You should understand the basic Slim project structure, how to set up database credentials and where the application log is. In this part of the walkthrough I will show how to actually do something.

The main piece of code where you want to works is located in the routes.php file in the src directory. The file already contains some code so that your application can be tested. Instead of explaining what the code does I want you to directly start editing it and I’ll explain along the way. Before you do any modifications, do check that your application works.

Adding a New Route

The routes.php file contains (as the name suggests routes). A route is a combination of a HTTP method and an URL. For example GET http://example.com/my-list/ is a route. Because most applications are independent on the domain they run on, the route in the application is written as GET /my-list/. If the application handles the route, it means that it recognizes the router and it shows something to the end-user. Otherwise the URL does not exist and the end-user will see a 404 Not Found error.

The routes.php file contains all the routes your application handles. Let’s look at a simple route:

$app->get('/hello', function (Request $request, Response $response, $args) {
    echo "Hello World!";
});

Go ahead and add this piece of code at the end of your routes.php file. Upload the changed file to the server (if necessary) and visit the /hello URL. You should see a “Hello World!” message in your browser.

The $app variable contains the Slim Application object. The variable is already initialized elsewhere (in public/index.php file) so it is ready to use. The Application has a method get (and also post, put and other HTTP verbs) which configures a route. The method accepts two parameters.""",
      T("Slim Framework"), T("Composer"), E("GET /hello"), E("GET /my-list/"), F("public/index.php"),
      source="http://odinuv.com/walkthrough-slim/slim-backend/", kind="docs",
      note="'GET /my-list/' the text's own example of a route, written with its method; routes.php a bare name "
           "('in the src directory' not written as a path); PHP not named as such"),
    R("""The basics

Router

Let's now attack the router, it's just slim router, it's in the config/routes.php file that are defined the routes of your application.

<?php

use App\\Controllers\\HomeController;

$app->get('/', HomeController::class. ':getHome')->setName('home');
// $app->post('/', HomeController::class. ':postHome');

// Example for RouterJS
$app->get('/hello/{name}', HomeController::class. ':getHome')->setName('hello');

Each route starts with $app, then call the method you want to use, get, post, put, update or delete, use any if you want to take into account all the http methods.

In first parameter you define the url, the parameters equipped with {} are values to recover in the url, we will speak a little more in the chapter of the controllers.

The second parameter is the method to use for this route, here you define the controller class with its method. You can also define a name with the setName() method, it will be used in your twig views.

For more information about the router, I invite you to go to the documentation of the slim router.

Container

Now, the slim dependency manager, the container. In the file config/container.php are inserted the dependencies/libraries used, example monolog. If you have dependencies to add to be able to use them in the controllers / middlewares, you just have to add this type of line:

<?php
$container['library'] = function () {
    // Call of the library, operation...
    return $libraryObject;
};

Do not hesitate to check out the documentation regarding the slim container for more details.""",
      T("Slim Framework"), T("PHP"), T("Twig"), T("Monolog"), F("config/routes.php"), F("config/container.php"),
      E("GET /"), E("GET /hello/{name}"),
      source="https://slim-sim-v1.netlify.app/bases", kind="docs",
      note="the commented-out $app->post('/') is no route -- not labelled; 'RouterJS' a JS router of the skeleton, "
           "not known for sure -- not labelled; PHP from the <?php code"),
    R("""Episode 3 — NodeJS MongoDB Backend Architecture / 3.4 — Express JS

3.4 — Express.js: Quick Revision

Episode 3 supplement -- print-friendly cheat sheet.

How to use

Skim -> drill weak spots in 3.4.a through 3.4.f -> 3.4-Exercise-Questions.md -> 3.4-Interview-Questions.md.


Express Setup (Minimal)

npm init -y
npm install express
// app.js
const express = require('express');
const app = express();

app.use(express.json());                          // Parse JSON bodies
app.use(express.urlencoded({ extended: true }));   // Parse form bodies

app.get('/', (req, res) => res.send('Hello'));

module.exports = app;
// server.js
const app = require('./app');
const PORT = process.env.PORT || 3000;
app.listen(PORT, () => console.log(`Server running on port ${PORT}`));

Why separate? app.js exports the app for testing (Supertest). server.js starts the server.


Routing Syntax

// Basic routes
app.get('/api/users', handler);        // Read all
app.get('/api/users/:id', handler);    // Read one
app.post('/api/users', handler);       // Create
app.put('/api/users/:id', handler);    // Replace
app.patch('/api/users/:id', handler);  // Partial update
app.delete('/api/users/:id', handler); // Delete

// Router (modular)
const router = express.Router();
router.get('/', getAllUsers);
router.get('/:id', getUser);
router.post('/', createUser);
module.exports = router;

// Mount in app.js
app.use('/api/users', require('./routes/userRoutes'));""",
      T("Node.js"), T("MongoDB"), T("Express"), T("npm"), T("Supertest"),
      E("GET /"), E("GET /api/users"), E("GET /api/users/:id"), E("POST /api/users"), E("PUT /api/users/:id"),
      E("PATCH /api/users/:id"), E("DELETE /api/users/:id"),
      source="https://course.soujanyalab.in/Episode-3-NodeJS-MongoDB-Backend-Architecture--3.4-Express-JS--3.4-Quick-Revision",
      kind="docs",
      note="the router mounted under /api/users gives the same three routes already written whole; "
           "'./routes/userRoutes' an import specifier; app.js, server.js and the .md names bare"),
    R("""Class 18: Node.js, Express.js, & MongoDB
- Review: Last Class
- REST API Design for collections and resources
- MongoDB Node.js Driver
- Express.js Route Parameters
- Using the Debugger
- Route Parameter Validation
- Response Status Codes in Express.js
Review
Review: HTTP
Hypertext Transfer Protocol
An application-layer protocol for transmitting resources between client and web servers.
Review: HTTP Request & Response
Request:
METHOD PATH HTTP/1.1
Example:
GET /index.html HTTP/1.1
Response:
HTTP/1.1 STATUS_CODE STATUS_MESSAGE
PAYLOAD
Example:
HTTP/1.1 200 OK
<html>
<body>...</body>
</html>
Review: REST (or RESTful) API
An Application Programming Interface that adheres to the constraints of REST architecture to support communication between client and server to exchange resources, like data and media.
A RESTful API supports the creation, retrieval, updating, and deletion of resources (CRUD operations) using HTTP methods.
Review: Express.js
A backend web application framework for building web servers and RESTful APIs in Node.js.
// GET: /api/documents
app.get('/api/documents', async (req, res) => {
const documents = [
{ name: "Apple", category: "fruit", ... },
{ name: "Banana", category: "fruit", ... }
]
res.status(200).json(documents)
})
Activity: REST Client Review
Test the /api/documents endpoint using httpBook.
Review: MERN Stack

Introduction to REST API Design
REST API Design
Endpoint: A URI that corresponds to a specific resource or collection of resources in a RESTful API.
Collection Endpoint: An endpoint that corresponds to a collection of resources named using a plural noun that describes that resource.
Example: GET /api/documents
Resource Endpoint: An endpoint that corresponds to a specific resource in a collection, identified by a unique identifier path segment appended to the collection endpoint.
Example: GET /api/documents/69c3d6d488562e515a8ce5c5""",
      T("Node.js"), T("Express"), T("MongoDB"), T("REST"), E("GET /api/documents"),
      E("GET /api/documents/69c3d6d488562e515a8ce5c5"),
      source="https://infosci.cornell.edu/courses/info2310/2026sp/classes/18/notes", kind="docs",
      note="'GET /index.html HTTP/1.1' a generic HTTP example, no route of the app -- not labelled; the one-document "
           "request labelled as written (no route for it is written); httpBook a REST client of the course, not "
           "known for sure -- not labelled; MERN a stack's name"),
    # ---------------------------------------------------------------- news
    R("""Dart 3.1 and Flutter 3.13 released – getting ready to leave HTML behind?

Dart 3.1 is out – the first stable release since 3.0 in May – along with Flutter 3.13, the latest version of Google’s cross-platform application framework. But whereas 3.0 was a major update, the team is mainly focused on future features – such as the ongoing effort to support Wasm (WebAssembly).

The changelog for 3.1 is short, though there are breaking changes. That is a contrast to 3.0, introduced at the Google I/O event in May, which added support for record types, pattern matching, sealed classes, and new class modifiers such as final, interface and base. According to Google product manager Michael Thomsen, Dart 3.0 also completed the language’s evolution to “100 percent sound null safety.”

Google technical writer Marya Belanger wrote, in the announcement for Dart 3.1, that the team has been mostly “spending our time on new roadmap items that we hope to see reach beta and stable over the coming releases,” focusing her post on taking advantage of new features in Dart 3.0 that support functional programming.

Dart is an unusual language in that it is closely tied to Google’s cross-platform application framework, Flutter, which supports mobile, desktop (Windows, macOS and Linux) and web platforms. The web capability is achieved by the ability to compile Dart to JavaScript. Coinciding with the Dart 3.1 release is Flutter 3.13 – the latest quarterly stable release. 

According to technical program manager Kevin Chisholm, Flutter 3.13 includes faster graphics on iOS thanks to improvements in Impeller – a rendering runtime that is gradually replacing Skia for mobile platforms.""",
      T("Dart"), T("Flutter"), T("WebAssembly"), T("Windows"), T("macOS"), T("Linux"), T("JavaScript"), T("iOS"),
      T("Impeller"), T("Skia"),
      source="https://devclass.com/2023/08/18/dart-3-1-and-flutter-3-13-released-getting-ready-to-leave-html-behind/",
      kind="news",
      note="'leave HTML behind' is Flutter's HTML web renderer -- HTML a format, not labelled; Google the company"),
    # ---------------------------------------------------------------- mobile
    R("""Adding Assets and Images in Flutter

Introduction

Flutter apps can include both code and assets (sometimes called resources). An asset is a file that is bundled and deployed with your app, and is accessible at runtime. Common types of assets include static data (for example, JSON files), configuration files, icons, and images.

Specifying assets

Flutter uses the pubspec.yaml file, located at the root of your project, to identify assets required by an app.

Here is an example:

flutter:
  assets:
    - assets/my_icon.png
    - assets/background.png

The assets subsection of the flutter section specifies files that should be included with the app. Each asset is identified by an explicit path (relative to the pubspec.yaml file) where the asset file is located. The order in which the assets are declared does not matter. The actual directory used (assets in this case) does not matter.

During a build, Flutter places assets into a special archive called the asset bundle, which apps can read from at runtime.

Asset variants

The build process supports the notion of asset variants: different versions of an asset that might be displayed in different contexts. When an asset’s path is specified in the assets section of pubspec.yaml, the build process looks for any files with the same name in adjacent subdirectories. Such files are then included in the asset bundle along with the specified asset.

For example, if you have the following files in your application directory:

  • …/pubspec.yaml
  • …/graphics/my_icon.png
  • …/graphics/background.png
  • …/graphics/dark/background.png
  • …etc.

…and your pubspec.yaml file contains:

flutter:
  assets:
    - graphics/background.png

…then both graphics/background.png and graphics/dark/background.png will be included in your asset bundle. The former is considered the main asset, while the latter is considered a variant.""",
      T("Flutter"), F("assets/my_icon.png"), F("assets/background.png"), F("graphics/background.png"),
      F("graphics/dark/background.png"),
      source="https://flutter.io/assets-and-images/", kind="docs",
      note="'…/graphics/my_icon.png' only under an ellipsis (the app's folder elided) -- not labelled apart; "
           "pubspec.yaml a bare name; JSON a format"),
    R("""React Native ~ Networking - rohit120582sharma/Documentation GitHub Wiki

Introduction

Many mobile apps need to load resources from a remote URL. You may want to make a POST request to a REST API, or you may simply need to fetch a chunk of static content from another server.

React Native is a complex platform in terms of composition of different patterns, libraries and architectural solutions. Network layer is only a one of many interesting topics that powers the platform.

React Native ships with three network APIs available by default: fetch, XMLHttpRequest and WebSocket.

Neither of these APIs is a part of ECMAScript standard which means that JavaScript doesn’t have any standardised ways of transmitting packages over the wire.

Therefore, if we want to perform network requests from JavaScript, we need to extend its runtime by a custom functionality implemented by the underlying host platform (which is React Native in our case).

So it turns out that React Native should supply/expose fetch, XMLHttpRequest and WebSocket APIs to JS runtime.



Network APIs

XMLHttpRequest

XMLHttpRequest (XHR) is an object that is used to interact with remote resources.

In React Native, XMLHttpRequest consists of two parts: front-end and back-end. The front-end part is something that you can interact with in JavaScript. It is capable of sending appropriate request data to the XHR back-end which is responsible for processing network request and using underlying mobile platform.

The back-end part of XMLHttpRequest is called Networking.

It is an abstraction on top of iOS and Android operating systems that provides a unified API layer that front-end can work with. Implementation of this layer is different for each platform. While on iOS Networking module takes advantage of built-in URLSession, Android version works on top of third-party OkHTTP library that supplies a certain abstraction for low-level Java networking API.""",
      T("React Native"), T("REST"), T("JavaScript"), T("iOS"), T("Android"), T("OkHttp"), T("Java"),
      source="https://github-wiki-see.page/m/rohit120582sharma/Documentation/wiki/React-Native-~-Networking",
      kind="docs",
      note="fetch, XMLHttpRequest and WebSocket are web APIs (a protocol for WebSocket), URLSession an iOS class -- "
           "not labelled; ECMAScript the standard JavaScript follows, not labelled apart, doubtful"),
    R("""Correcting my mental model of Cocoapods - the contents of Pods/ does matter!
cocoapodsreact-nativexcodeiosBackground / Motivation #
Lately I've been focusing more on explicitly understanding, testing and validating/invalidating my mental models of how things work. Sometimes in the normal course of work, I notice something (often small) which runs contrary to my current mental model of how something wrks. I am trying to practice the habit of taking these moments to stop, investigate, learn where my mental model was wrong, and update it accordingly.
My previous mental model of cocoapods #
I recently had this experience with cocoapods. I use pod install
quite frequently working on React Native projects. My mental model of how cocoapods worked was quite similar to how my mental model of npm
and yarn
work:
- you have a file that defines your dependencies and rules about version ranges (e.g.,
package.json
/Podfile
) - you have a lockfile, which pins the specific versions of your dependencies for reproducable results (e.g.,
package-lock.json
/Podfile.lock
) - when you install (e.g.,
npm install
orpod install
) the result of that command is derived from the two above files
For cocoapods, there is one addition to that. I know that in React Native, many Pods come from node_modules
, like so:
pod 'React', :path => "../node_modules/react-native"
So summing that up - my previous mental model (before this experience) of how pod install
worked was:
The result of
pod install
in a React Native project is dependent only on the state ofPodfile
,Podfile.lock
, andnode_modules
However, I saw something that ran contrary to that and had to update my model.
The error that got my attention #
I was getting this error when trying to pod install
:
[ 11:35AM ] [ joey@devmachine:~/dev/my-react-native-app/ios(main✔)ruby-3.1.1 ]
$ pod install
...[truncated]...
[!] CocoaPods could not find compatible versions for pod "RCT-Folly":
In snapshot (Podfile.lock):
RCT-Folly (from `../node_modules/react-native/third-party-podspecs/RCT-Folly.podspec`)
In Podfile:
RCT-Folly (from `../node_modules/react-native/third-party-podspecs/RCT-Folly.podspec`)""",
      T("CocoaPods"), T("React Native"), T("npm"), T("Yarn"),
      source="https://joeywrites.dev/posts/2022-09-29-cocoapods-mental-model-correction", kind="blog",
      note="the tag line 'cocoapodsreact-nativexcodeios' runs the post's tags together (Xcode and iOS unreadable "
           "there) -- not labelled; the podspec paths are under node_modules (dependency paths); ruby-3.1.1 in "
           "a shell prompt; RCT-Folly the React Native build of Folly, not labelled, doubtful"),
    R("""1. Before you begin
The Android Architecture Components collection provides guidance on app architecture, with libraries for common tasks like lifecycle management and data persistence. Using architecture components can help you structure your app in a way that is robust, testable, and maintainable, with less boilerplate code.
The Architecture Component libraries are part of Android Jetpack.
This is the Kotlin version of the codelab. The version in the Java programming language can be found here.
If you run into any issues as you work through this codelab, like code bugs, grammatical errors, or simply confusing content, please report the issue via the Report a mistake link in the lower left corner of the codelab.
Prerequisites
You need to be familiar with Kotlin, object-oriented design concepts, and Android development fundamentals, in particular:
- RecyclerViewand adapters
- SQLite database and the SQLite query language
- Basic coroutines (If you're not familiar with coroutines, you can start with Using Kotlin Coroutines in your Android App.)
It also helps to be familiar with software architectural patterns that separate data from the user interface, such as Model-View-Presenter (MVP) or Model-View-Controller (MVC). This codelab implements the architecture defined in the Guide to app architecture Android developer documentation.
This codelab is focused on Android Architecture Components. Off-topic concepts and code are provided for you to simply copy and paste.
What you'll do
You'll learn how to design and construct an app using the architecture components Room, ViewModel, and LiveData. Your app will:
- implement the recommended architecture using Android Architecture Components.
- work with a database to get and save data, and pre-populate the database with sample words.
- display all the words in a RecyclerViewin theMainActivityclass.""",
      T("Android"), T("Android Jetpack"), T("Kotlin"), T("Java"), T("SQLite"), T("Room"), T("LiveData"),
      T("Kotlin Coroutines"),
      source="https://developer.android.com/codelabs/android-room-with-a-view-kotlin?%3Bhl=pt-br&authuser=4&hl=pt-br",
      kind="docs",
      note="ViewModel and RecyclerView are classes of the Architecture Components and the UI toolkit -- not labelled "
           "apart, doubtful; 'Android Architecture Components' the Jetpack libraries' former name"),
    # ---------------------------------------------------------------- web (C#, Python) and API docs
    R(r"""Products

Route prefix: /api/products
GET /api/products
Returns all products. This endpoint is publicly accessible.
- Auth required: No
bash
curl http://localhost:5220/api/productsResponse 200 OK:
json
[
{
"id": "3fa85f64-5717-4562-b3fc-2c963f66afa6",
"name": "Widget Pro",
"description": "A premium widget",
"price": 29.99,
"isActive": true
}
]GET /api/products/active
Returns only active products.
- Auth required: Yes
bash
curl http://localhost:5220/api/products/active \
-H "Authorization: Bearer <token>"GET /api/products/{id}
Returns a single product by ID.
- Auth required: Yes
bash
curl http://localhost:5220/api/products/3fa85f64-5717-4562-b3fc-2c963f66afa6 \
-H "Authorization: Bearer <token>"Errors:
404 Not Found-- Product does not exist
GET /api/products/search/{name}
Search products by name.
- Auth required: Yes
bash
curl http://localhost:5220/api/products/search/Widget \
-H "Authorization: Bearer <token>"Response 200 OK:
json
[
{
"id": "3fa85f64-5717-4562-b3fc-2c963f66afa6",
"name": "Widget Pro",
"price": 29.99
}
]Errors:
400 Bad Request-- Empty search term
POST /api/products
Create a new product.
- Auth required: Yes
bash
curl -X POST http://localhost:5220/api/products \
-H "Authorization: Bearer <token>" \
-H "Content-Type: application/json" \
-d '{
"name": "Widget Pro",
"description": "A premium widget",
"price": 29.99,
"isActive": true
}'Response 201 Created:
json
{
"id": "3fa85f64-5717-4562-b3fc-2c963f66afa6",
"name": "Widget Pro",
"description": "A premium widget",
"price": 29.99,
"isActive": true
}DTO fields:
name(string, required): Product namedescription(string, optional): Product descriptionprice(decimal, required): Price, must be >= 0isActive(boolean, optional): Active status, defaults totrue
Errors:
400 Bad Request-- Validation failure
PUT /api/products/{id}
Update an existing product.""",
      E("GET /api/products"), E("GET /api/products/active"), E("GET /api/products/{id}"),
      E("GET /api/products/search/{name}"), E("POST /api/products"), E("PUT /api/products/{id}"),
      source="https://khalilbenaz.github.io/RIVORA/api/products.html", kind="docs",
      note="the curl calls for one product and one search are calls of the routes written above -- only the routes; "
           "'bash' and 'json' are the page's code-block languages (a shell, a format); the project's stack is not "
           "named on the page -- no technology"),
    R("""ASP.NET REST APIs

ASP.NET Core supports building RESTful services, also known as web APIs, using C#.

Project structure

Controllers/: Contains classes with public methods exposed as HTTP endpoints.

Program.cs: Contains a Main method - the app's managed entry point.

RetailApi.csproj: Contains configuration metadata for the project.

Startup.cs: Configures services and the app's HTTP request pipeline.

curl

curl is a cross-platform command-line tool for testing web APIs and other HTTP endpoints.

Example command: curl -k -s <https://localhost:5001/api/values> | python -m json.tool

The preceding command uses:

  • HTTPS to send a request to the web API running on port 5001 of localhost. The ValuesController class' parameterless Get action method handles the request.
  • The -k option to indicate that curl should allow insecure server connections when using HTTPS. The .NET Core SDK includes an HTTPS development certificate for testing. By default, curl rejects secure connections using this certificate.
  • The -s option to suppress all output except the JSON payload. The JSON is sent to a Python json.tool module for improved display.

Models

A type of class called a Model is needed to represent a certain item. The Model must include the properties of an item and is used to pass data in the web API. The Model is also used to persist the item in a data store. The directory name "Models" is a convention to place all Models in. The directory name comes from the Model-View-Controller architecture used by the web API.""",
      T("ASP.NET"), T("C#"), T(".NET"), T("Python"),
      source="https://robintty.github.io/LearningCollection/csharp/asp-net/core-concepts/asp-net-rest-apis",
      kind="docs",
      note="curl the command-line tool; the curl call has no method written (the Get action answers it) and its path "
           "is only inside the URL -- no endpoint; Controllers/ a folder; Program.cs, Startup.cs, RetailApi.csproj "
           "bare names; 'RESTful services' no 'REST API' noun phrase"),
    R("""Flask Fundamentals: Routing, Templates, and Request Handling
Flask’s philosophy of being “micro” doesn’t mean it’s limited—it means it gives you exactly what you need without assumptions about how you’ll use it. I’ve built everything from simple APIs to complex web applications with Flask, and its explicit nature has saved me countless debugging hours. When something breaks, you know exactly where to look because you wrote every piece of the puzzle.
The beauty of Flask lies in its request-response cycle simplicity. Every web interaction boils down to receiving a request, processing it, and sending back a response. Flask makes this cycle transparent, which is why it’s such an excellent learning framework.
Understanding Flask’s Request Routing
Routing in Flask connects URLs to Python functions, but there’s more nuance here than most tutorials cover. The routing system is where you define your application’s API—both for browsers and other services that might consume your endpoints.
from flask import Flask, request, render_template
app = Flask(__name__)
@app.route('/')
def home():
return render_template('home.html')
@app.route('/user/<username>')
def user_profile(username):
return f'Welcome, {username}!'
@app.route('/post/<int:post_id>')
def show_post(post_id):
return f'Displaying post {post_id}'
These route decorators demonstrate Flask’s URL variable system. The <username>
captures any string, while <int:post_id>
ensures you receive an integer or returns a 404. This type conversion happens automatically, preventing the common bug of trying to perform integer operations on string data.
What many developers miss is that routes can handle multiple HTTP methods and respond differently to each. This becomes crucial when building forms or APIs:
@app.route('/contact', methods=['GET', 'POST'])
def contact():
if request.method == 'POST':
name = request.form['name']
email = request.form['email']
message = request.form['message']""",
      T("Flask"), T("Python"), E("GET /"), E("GET /user/<username>"), E("GET /post/<int:post_id>"),
      E("GET /contact"), E("POST /contact"),
      source="https://andrewodendaal.com/guides/python/web-development/part-2-core-concepts-and-fundamentals",
      kind="blog",
      note="@app.route without methods answers GET (the framework's default); home.html a bare name"),
    # ---------------------------------------------------------------- data and ML tools
    R("""Pipelines

Connecting code and data

Commands such as dvc add, dvc push, and dvc pull can be executed independently of changes in the Git repository and therefore only provide the basis for managing large amounts of data and models. To achieve truly reproducible results, code and data must be connected.

Connecting Git and DVC

Design: André Henze, Berlin

With dvc stage, you can create individual processing stages, each of which is described by a source code file managed with Git, as well as other dependencies and output data. All stages together then form the DVC pipeline.

In our example dvc-example, the first stage is to split the data into training and test data:

$ uv run dvc stage add \\
    -n prepare \\
    -p prepare.seed,prepare.split \\
    -d src/dvc_example/prepare.py -d data/data.xml \\
    -o data/prepared \\
    uv run python src/dvc_example/prepare.py data/data.xml
-n

specifies the name of the processing stage.

-p

specifies the parameters from the params.yaml file to be used for this stage.

See also

Parameterisation

-d

specifies dependencies for the reproducible command.

When dvc repro is called to reproduce the results next time, DVC checks these dependencies and decides whether they are up to date or need to be re-executed to obtain more recent results.

-o

specifies the output file or output directory.

The generated dvc.yaml file then looks like this:

stages:
  prepare:
    cmd: uv run python src/dvc_example/prepare.py data/data.xml
    deps:
    - data/data.xml
    - src/dvc_example/prepare.py
    params:
    - prepare.seed
    - prepare.split
    outs:
    - data/prepared

If you now call uv run dvc repro, the files test.tsv and train.tsv will be created in data/prepared, and dvc.lock will be written.""",
      T("DVC"), T("Git"), T("uv"), T("Python"), F("src/dvc_example/prepare.py"), F("data/data.xml"),
      source="https://python4data.science/en/latest/productive/dvc/pipeline.html", kind="docs",
      note="data/prepared is the stage's output directory (a folder, not labelled); params.yaml, dvc.yaml, "
           "test.tsv and dvc.lock bare names; 'python' the interpreter run by uv"),
    R("""/ Python

Understanding SettingwithCopyWarning in pandas

SettingWithCopyWarning is one of the most common hurdles people run into when learning pandas. A quick web search will reveal scores of Stack Overflow questions, GitHub issues and forum posts from programmers trying to wrap their heads around what this warning means in their particular situation. It's no surprise that many struggle with this; there are so many ways to index pandas data structures, each with its own particular nuance, and even pandas itself does not guarantee one single outcome for two lines of code that may look identical.

This guide explains why the warning is generated and shows you how to solve it. It also includes under-the-hood details to give you a better understanding of what's happening and provides some history on the topic, giving you perspective on why it all works this way.

In order to explore SettingWithCopyWarning, we're going to use a data set of the prices of Xboxes sold in 3-day auctions on eBay from the book Modelling Online Auctions. Let's take a look:

import pandas as pd

data = pd.read_csv('xbox-3-day-auctions.csv')
data.head()
auctionid bid bidtime bidder bidderrate openbid price
0 8213034705 95.0 2.927373 jake7870 0 95.0 117.5
1 8213034705 115.0 2.943484 davidbresler2 1 95.0 117.5
2 8213034705 100.0 2.951285 gladimacowgirl 58 95.0 117.5
3 8213034705 117.5 2.998947 daysrus 10 95.0 117.5
4 8213060420 2.0 0.065266 donnie4814 5 1.0 120.0""",
      T("Python"), T("pandas"),
      source="https://www.dataquest.io/blog/settingwithcopywarning/", kind="blog",
      note="Stack Overflow, GitHub and eBay are sites; xbox-3-day-auctions.csv a bare name"),
    R(r"""Pandas: SettingWithCopyWarning#
Wrapping up June already?! I can’t believe how quickly things are moving.
I wanted to take some time today to discuss one of the most common issues facing pandas users: SettingWithCopyWarning
This warning indicates to the user that they are assigning values to a DataFrame
that originated as a subset of another DataFrame
. While this may sound completely fine like a completely fine operation on the surface, the underlying view/copy behaviors in pandas
leads to a sometimes ambiguous behavior where user code can have unintended side effects on the data.
Simple Mutation Assignment#
from pandas import DataFrame
df = DataFrame(0, index=[*'abc'], columns=[*'xyz'])
print(df, end=(hline := '\n{}\n'.format('\N{box drawings light horizontal}' * 40)))
df.loc['b', 'y'] = 1
print(df)
x y z
a 0 0 0
b 0 0 0
c 0 0 0
────────────────────────────────────────
x y z
a 0 0 0
b 0 1 0
c 0 0 0
The above snippet can perform inplace
assignment, which simply means that the underlying DataFrame
is mutated. This does not mean that the operation is performed on a view or a copy of the original as there are many more factors at play when pandas determines whether we operate with views or copies.
Views & copies aside, we can fully assess whether we updated our data successfully by noting the change in the above snippet. Let’s take a look at another example
Subset Operation Propagation#
from numpy import arange
from pandas import DataFrame
df = DataFrame(arange(12).reshape(4, 3), index=[*'abcd'], columns=[*'xyz'])
df_subset = df.loc[lambda d: d['x'] < 5]
print(df_subset, end=hline)
df_subset.loc['a', 'y'] = 99
print(df_subset, df, sep=hline)""",
      T("pandas"), T("NumPy"),
      source="http://www.dontusethiscode.com/blog/newsletter-2022-06-29.html", kind="blog",
      note="the code is Python but the language is not named (no fence) -- Python not labelled, doubtful"),
    # ---------------------------------------------------------------- pass 3: DevOps, mobile, news
    R("""GitHub Actions Workflows

This platform uses GitHub Actions for all CI/CD. There are eight workflows in total — seven site deployment workflows and one infrastructure workflow. All workflow files live in .github/workflows/.

Every workflow in this repository follows a consistent set of conventions:

  • Path-filtered triggers. Each workflow only runs when files in its relevant directory change on main, avoiding unnecessary builds.
  • Pinned action versions. All third-party actions are pinned to full commit SHAs rather than tags, preventing supply-chain attacks from tag mutation.
  • OIDC authentication. Azure credentials are never stored as secrets. GitHub Actions authenticates via OpenID Connect federated identity, configured in the github-oidc Terraform module.
  • Concurrency control. Each deploy workflow uses a concurrency group with cancel-in-progress: false, ensuring in-flight deployments complete before the next one starts.
  • Manual dispatch. All deploy workflows support workflow_dispatch for manual reruns without requiring a code change.

All seven sites share an identical deployment pattern. The only differences between them are the path filter, Dockerfile location, image name, and manifest path.

graph TD
    A[Push to main<br/>path filter matches] --> B[Checkout + compute short SHA]
    B --> C[Log in to GHCR]
    C --> D[Log in to Azure via OIDC]
    D --> E[Log in to ACR]
    E --> F[Docker Buildx build + push]
    F --> G[Update K8s deployment manifest<br/>with new image tag]
    G --> H[Commit + push manifest<br/>with retry loop]

The repository is checked out and the short commit SHA is captured. This SHA becomes the Docker image tag, providing a direct link between every running container and the commit that produced it.""",
      T("GitHub Actions"), T("Azure"), T("Terraform"), T("GitHub Container Registry"),
      T("Azure Container Registry"), T("Docker"), T("Kubernetes"),
      source="https://docs.kevinryan.io/ci-cd/", kind="docs",
      note=".github/workflows/ a folder; OIDC/OpenID Connect a protocol; github-oidc the site's own Terraform "
           "module; 'Docker Buildx' Docker's build plugin (Docker labelled); the diagram is Mermaid, not named"),
    R("""Summary

In this post I cover what CI/CD means and how you can achieve it across multiple different environments (e.g. dev, stage, prod) using the GitHub Actions platform. The infrastructure is managed using Terraform and the state is coordinated using Terraform Cloud.

I detail specific issues I experienced while implementing CI/CD for a real high-scale/high-profile public API, and the workarounds I needed to implement to resolve them.

What is CI/CD?

Let’s start off by answering the question:
What is CI/CD?

CI is short for Continuous Integration.
CD refers to two separate concepts:

  1. Continuous Delivery
  2. Continuous Deployment

People often make the mistake of thinking they are interchangeable.
They’re not. But what these terms mean is actually not that complicated:

  • Continuous Integration: you’re testing every change (i.e. commit)
  • Continuous Delivery: you’re able to ship every change on demand
  • Continuous Deployment: you’re shipping every change automatically

API Gateway

I needed to implement a complete CI/CD pipeline for my employer.

They had an API Gateway service which required a mixture of continuous integration, delivery and deployment across three separate ’environments’ (i.e. a dev environment, a stage environment, and a production environment).""",
      T("GitHub Actions"), T("Terraform"), T("Terraform Cloud"),
      source="http://www.integralist.co.uk/posts/ci-cd/", kind="blog",
      note="'API Gateway service' the employer's own gateway, not a named product -- not labelled"),
    R("""You’ve deployed your application to Kubernetes, and everything seems fine until a user reports the dreaded 502 Bad Gateway
or 504 Gateway Timeout
. In a traditional VM setup, your first step would be to SSH into the server and check the NGINX configuration and logs. But in the ephemeral, abstracted world of Kubernetes, the problem is rarely that simple. A gateway error from the NGINX Ingress Controller is often a symptom of a deeper issue within the cluster’s networking or health management systems.
These errors signal that the NGINX Ingress Controller, which acts as the front door to your cluster, could not get a valid or timely response from the service it was trying to reach. This “upstream” isn’t a single IP address anymore; it’s a dynamic set of Pods orchestrated by Kubernetes. Understanding how to debug this complex interaction between the Ingress, Services, and Pod health probes is essential for any engineer running applications on Kubernetes.
The Journey of a Request and Where It Fails
To effectively troubleshoot a kubernetes 502
or 504
error, you must first visualize the path a request takes to reach your application.
- User to Load Balancer: The user’s request hits an external Load Balancer (provided by your cloud, like an AWS ELB/ALB or a GKE Load Balancer).
- Load Balancer to Ingress: The Load Balancer forwards traffic to one of the NGINX Ingress Controller pods running on your cluster nodes.""",
      T("Kubernetes"), T("Nginx"), T("AWS"), T("Google Kubernetes Engine"),
      source="https://www.netdata.cloud/academy/debugging-nginx-errors-inside-kubernetes", kind="blog",
      note="the NGINX Ingress Controller is NGINX's ingress for Kubernetes (Nginx labelled); ELB/ALB AWS's load "
           "balancers (AWS labelled, the services not apart, doubtful); SSH in passing"),
    R("""News for the Flutter community in 2024

The journey saw a colossal milestone with the unveiling of Dart 3.0. This iteration was not just a routine update; it was a buffet of enhancements that made Dart an enticing pick for professionals seasoned in the likes of Java, C#, and Kotlin. Dart 3.0 did not just roll out new features; it took a hefty leap towards coming of age as a language, all while keeping its modern flair in tune with the latest programming paradigms. This pivotal refresh wasn't just a nod to the veteran coders, but a solid pitch ensuring Dart stands as a modern, sturdy, and developer-friendly dialect, perfectly in rhythm with the present-day industry beats.

Dart's evolution in its 3.0 guise was a transparent nod to the Flutter team's dedication to molding Flutter not just as a framework but as a wholesome ecosystem, giving devs a solid, trustworthy base. This isn't just about churning out apps that are a feast for the eyes and zippy on the performance front but about ensuring the language and toolkit are mature, rock-solid, and promising for professional development.

Standardization of WASM-GC

Performance isn't just king; it's the empire. As Flutter keeps carving its niche in the cross-platform development realm, the drumbeat for high-octane, seamless web experiences grows louder. Stepping into the limelight is WebAssembly Garbage Collection (WASM-GC), geared to amp up the performance of Flutter's web apps seriously.""",
      T("Flutter"), T("Dart"), T("Java"), T("C#"), T("Kotlin"), T("WebAssembly"),
      source="https://proxify.io/articles/flutter-news-in-2024", kind="news",
      note="WASM-GC is WebAssembly's garbage-collection proposal (WebAssembly labelled once)"),
    R("""Network layer in React Native

This September started for me with a great experience giving a talk about network layer in React Native at React Native Europe conference.

Unfortunately, not everyone was able to attend the conference and/or listen to my talk, so for those who’s interested, I’d like to provide an article explaining the concept I shared.


Nowadays, it is hard to imagine a mobile application without any kind of network communications. Currently, my phone contains more than 40 applications, but there is only one that doesn’t use any of them — calculator. For me it is a solid indicator that it is almost inevitable to avoid writing network-specific code in an average React Native app.

In this article we’ll cover all networking primitives that React Native expose to JavaScript, make a round trip request and discuss most common network issues you may encounter using the platform.

Meet our heroes!

React Native ships with three network APIs available by default: fetch, XMLHttpRequest and WebSocket. There is one thing about all of them that some developers may not know: neither of these APIs is a part of ECMAScript standard which means that JavaScript doesn’t have any standardised ways of transmitting packages over the wire.""",
      T("React Native"), T("JavaScript"),
      source="https://medium.com/dailyjs/network-layer-in-react-native-eec841f11861", kind="blog",
      note="fetch, XMLHttpRequest and WebSocket are web APIs; ECMAScript the standard -- not labelled apart; "
           "React Native Europe a conference"),
    R(r"""Index
Routes: Allgemeines
Die API-Routes sind in der Datei routes/api.php definiert. Die Routen sind in Gruppen unterteilt, die jeweils eine eigene Middleware verwenden. Die Routen sind in der Gruppe api zusammengefasst und verwenden die Middleware api. Die Routen in der Gruppe api sind für den Zugriff auf die API vorgesehen. Die Routen in der Gruppe auth verwenden die Middleware auth:api und sind für den Zugriff auf die API mit Authentifizierung vorgesehen.
Jede dort eingetragene Route hat automatisch das Präfix /api.
Beispiel:
Route::prefix('glossarium')->group(function () {
Route::get('/vocab/index/search', [\App\Http\Controllers\API\Glossarium\GlossariumAPIVocabIndexController::class, 'search']);
Route::get('/vocab/index/all/{wortart?}', [\App\Http\Controllers\API\Glossarium\GlossariumAPIVocabIndexController::class, 'all']);
Route::get('/vocab/index/new', [\App\Http\Controllers\API\Glossarium\GlossariumAPIVocabIndexController::class, 'new']);
...Daraus ergeben sich folgende Endpunkte:
GET /api/glossarium/vocab/index/searchGET /api/glossarium/vocab/index/all/{wortart?}GET /api/glossarium/vocab/index/new
Index-Routes
Index-Routes geben immer mehrere Datensätze einer bestimmten Ressource an. Hier müssen einige Dinge wie Nomenklatur, Route-Schema, Traits und Interfaces beachtet werden (s.u.)
Controller
Controller werden in der Regel in einem eigenen Verzeichnis app/Http/Controllers/API abgelegt. Bitte Unterordner für jeden Bereich anlegen.
IndexController
Jeder Index-Controller muss das Interface app/Http/API/Interfaces/HermeneusAPIInterface.php implementieren. Darin sind notwendige Methoden festgelegt.""",
      F("routes/api.php"), F("app/Http/API/Interfaces/HermeneusAPIInterface.php"),
      E("GET /api/glossarium/vocab/index/search"), E("GET /api/glossarium/vocab/index/all/{wortart?}"),
      E("GET /api/glossarium/vocab/index/new"),
      source="https://docs.hermeneus.eu/developers/API/Backend/Allgemeines%20zu%20API-Routes.html", kind="docs",
      note="a German developer page; the three routes under the glossarium prefix are written whole in its list "
           "(run together as the stored copy has them); app/Http/Controllers/API a folder; the Route:: code is "
           "Laravel's but neither Laravel nor PHP is named -- no technology"),
]
