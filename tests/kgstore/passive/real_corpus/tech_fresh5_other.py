"""A fifth fresh held-out set ("fresh-5"), part three: technical blog posts, tutorials and
course pages (a paragraph or a section each) and changelogs and release notes (entries of
CHANGELOG files and release announcements, a few consecutive entries each), kept as the stored
copy gives them -- line breaks, lost indentation, code and the page's own mangled characters
included.

Every text was fetched from a stored public copy of the page or file at the address given and
labelled by hand without running the extractor on it, as in tech_fresh5_issues (an endpoint
only as "METHOD /path" when the text gives the path's method; for changelogs, a library named
as a dependency is labelled, a convention such as Keep a Changelog or Semantic Versioning is
not). Nobody tunes the extractor on these texts (``--split fresh-5``).
"""

from real_corpus import E, F, R, T

SURFACES = {
    "CMake": ("CMakeLists",),
    "Documenter.jl": ("Documenter",),
    "Universal Render Pipeline": ("Universal RP",),
    "DirectX 12": ("DirectX12",),
}

CASES = [
    # ---------------------------------------------------------------- tutorials and blog posts
    R("""You ask an AI to build an APIWhat is api?A set of rules that lets one program talk to another, usually over the internet, by sending requests and getting responses. for a bookstore. In seconds it gives you a file with app.get, app.post, app.put, and app.delete calls. The routes look reasonable. But when you test them, /books/featured returns a 404 because a wildcard route /books/:id above it swallowed the request first. This is the kind of mistake you need to catch.

How routing works in Express

Express matches incoming requests against routes in the order they are defined. The first route that matches the HTTPWhat is http?The protocol browsers and servers use to exchange web pages, API data, and other resources, defining how requests and responses are formatted. method and URL pattern wins. If no route matches, Express returns a 404.

const express = require('express');
const app = express();

// Route: GET /books
app.get('/books', (req, res) => {
  res.json({ books: [] });
});

// Route: POST /books
app.post('/books', (req, res) => {
  res.json({ message: 'Book created' });
});

app.listen(3000);""",
      T("Express"), E("GET /books"), E("POST /books"),
      source="https://hackup.ai/lesson/express-routing-handlers", kind="blog",
      note="a lesson whose copy ran its glossary pop-ups into the sentences ('APIWhat is api?...'); /books/featured and /books/:id are named before any method is given for them in this part, so not labelled"),
    R("""In this code snippet, a .get() route is defined to match /monsters/:name path. When a GET request arrives for /monsters/hydra, the callback is called. Inside the callback, req.params is an object with the key name and the value hydra, which was present in the actual request path.

The appropriate monster is retrieved by name (the object key) from the monsters object and sent back to the client with res.send().



Create a GET /expressions/:id get route that you will use to send back a single expression. You can use req.params object and the pre-written helper function getElementById(id, array) to find the correct expression before sending it back.

For instance, to find ID 560 from expressions, you would call getElementById(560, expressions);. This function returns the element object if it exists and undefined if it does not.

Don’t forget to restart your server when you make changes to app.js. To test the Express Yourself machine, use the box in the upper-left corner to send a GET request for a specified ID.""",
      E("GET /monsters/:name"), E("GET /expressions/:id"),
      source="https://www.codecademy.com/courses/learn-express/lessons/learn-express-routes/exercises/getting-a-single-expression", kind="blog",
      note="a course exercise; a .get() route on /monsters/:name and the GET route the learner is asked to create; GET /monsters/hydra is one request to the first, not a route of its own (judgement call); 'Express Yourself' is the exercise's name, and the framework is not otherwise named in this part; a bare app.js"),
    R("""Understanding the Difference Between Trailing Slash and No Slash in Nginx proxy_pass

proxy_pass is a common directive used in Nginx reverse proxy configurations. There is a subtle detail (a common pitfall) associated with it that users may encounter: sometimes the logic appears correct, but accessing the site results in 4xx or 5xx errors. The meaning of the target address in proxy_pass differs depending on whether it ends with a / or not. Let's take a closer look.

Example

Suppose you are accessing the address http://domain.com/test/api, and you have the following reverse proxy configuration:

location ^~ /test/ {
      # Target path includes /
      proxy_pass https://192.168.2.6/;
}

Here, the reverse proxy target address is https://192.168.2.6/, which ends with a /. When accessing http://domain.com/test/api, the request will ultimately reach the origin server at https://192.168.2.6/api.""",
      T("Nginx"),
      source="https://en.xiaoz.org/post/18110", kind="blog",
      note="a blog post; whole URLs and a location prefix with no method, so no endpoint"),
    R("""Dockerfile

Теги: docker 

Докер билдит контейнер автоматически с помощью. docker build, получая инструкции из Dockerfile и используя context.

Контекст сборки — это набор файлов в указанном месте PATH или URL. PATH — это каталог в вашей локальной файловой системе. URL-адрес — это расположение репозитория Git. Контекст сборки обрабатывается рекурсивно. Таким образом, PATH включает любые подкаталоги, а URL-адрес включает репозиторий и его подмодули.

Сборка выполняется демоном Docker, а не интерфейсом командной строки. Первое, что делает процесс сборки, это отправляет весь контекст (рекурсивно) демону. В большинстве случаев лучше начать с пустого каталога в качестве контекста и хранить файл Dockerfile в этом каталоге.""",
      T("Docker"), T("Git"),
      source="https://konstantinklepikov.github.io/myknowlegebase/notes/dockerfile-learn", kind="blog",
      note="a personal knowledge base's note in Russian ('Докер' transliterated, 'docker' as a tag and a command, 'Docker' in Latin letters); Git as the repository a build context URL points to"),
    R("""HTTP methods supported by Gorilla Mux

Brief explanation

Gorilla Mux supports all standard HTTP methods including:

  • GET: Retrieve resources
  • POST: Create new resources
  • PUT: Update existing resources
  • DELETE: Remove resources
  • PATCH: Partial resource modifications
  • HEAD: Get headers only
  • OPTIONS: Get supported methods

Example:

go
r := mux.NewRouter()
r.HandleFunc("/api/users", handler).Methods("GET", "POST")

Basic Method Handling

Here's how to define routes for different HTTP methods:

go
package main

import (
    "github.com/gorilla/mux"
    "net/http"
)

func main() {
    r := mux.NewRouter()
    
    r.HandleFunc("/users", getUsers).Methods("GET")
    r.HandleFunc("/users", createUser).Methods("POST")
    r.HandleFunc("/users/{id}", updateUser).Methods("PUT")
    r.HandleFunc("/users/{id}", deleteUser).Methods("DELETE")
    
    http.ListenAndServe(":8080", r)
}""",
      T("Gorilla Mux"), T("Go"), E("GET /api/users"), E("POST /api/users"), E("GET /users"),
      E("POST /users"), E("PUT /users/{id}"), E("DELETE /users/{id}"),
      source="https://app.studyraid.com/en/read/11282/351928/http-methods-supported-by-gorilla-mux", kind="blog",
      note="a course page whose copy left the code fences' language ('go') on lines of their own; .Methods(...) gives each route's methods, {id} kept as written; the paragraph praising the router between the example and the section left out"),
    R("""Request routers.
-
Route based on method:
http.Handle("/items", mux.Method{ "GET": getHandler, "PUT": putHandler, })
If no match return a
405 Method Not Allowed. A default implementation of theOPTIONSmethod will return anAllow: ...header listing the defined methods. -
Route based on
ContentTypeheader:http.Handle("/items", mux.ContentType{ "application/xml": xmlItemsGet, "application/json": jsonItemsGet, "*/*": itemsGet, })
If no match return a
415 Unsupported Media Type. -
Route based on
Acceptheader:http.Handle("/items", mux.Accept{ "application/xml": xmlItemsPut, "application/json": jsonItemsPut, "application/x-www-form-urlencoded": itemsPut, })
If no match return a
406 Not Acceptable.""",
      E("GET /items"), E("PUT /items"),
      source="https://github.com/hawx/mux", kind="docs",
      note="a small library's README as its repository page stores it, inline code run into the words; the method map gives /items its GET and PUT; the library itself is never named beyond its package (mux), so no technology"),
    R("""pytestした時にModuleNotFoundErrorが出る時の原因と対処法

背景

Pythonでは大体pytestを使うのですが、序盤でよくこけるけど、毎回原因を忘れてしまって思い出すまでに時間がかかって困る以下のpytest利用時のエラーについての備忘録を書いておきます

E ModuleNotFoundError: No module named 'hogehoge'

現状

ここでは以下のディレクトリ構成のプロジェクトを想定しています。

.
├── poetry.lock
├── pyproject.toml
├── src
│   └── mypkg
│       └── func.py
└── tests
    └── test_mypkg
        └── test_app.py

事象

上記のままでpytestを実行してみると以下のエラーが出ます。

$ poetry run pytest
...
_______________________________________________________________________ ERROR collecting tests/test_app.py _______________________________________________________________________
ImportError while importing test module '/hogehoge/pytest_test/tests/test_app.py'.
Hint: make sure your test modules/packages have valid Python names.
Traceback:
tests/test_app.py:2: in <module>
    from src.func import app_function
E   ModuleNotFoundError: No module named 'src'""",
      T("pytest"), T("Python"), T("Poetry"), F("tests/test_app.py"),
      source="https://zenn.dev/pesuchin/articles/9573476d53d234f09433", kind="blog",
      note="a Japanese developer's memo (the pyproject.toml and the two source files it shows left out); the tree's files are drawn, not written as paths; the absolute path of the same test file is not labelled; poetry.lock and pyproject.toml are bare names"),
    R("""From my blog, ryougifujino.com.

Vue-router is divided into hash mode and history mode. The former is the default mode, and the URL format is http://yoursite.com#home, which is ugly. The latter url is expressed in the form of http://yoursite.com/home, which is more beautiful. But to use the History mode, we need additional configuration on the back end. This article discusses how and why.

historyThe configuration method of the pattern

Let’s take a look at what the official document tells us to do: HTML5 History mode.

First, set mode to History:

const router = new VueRouter({
  mode: 'history'.routes: [...]. })Copy the code

Then set the backend (nginx in this case) :

location / {
  try_files $uri $uri/ /index.html;
}
Copy the code""",
      T("Vue Router"), T("Nginx"),
      source="https://dev.mo4tech.com/this-section-describes-how-to-configure-the-vue-router-history-mode-and-its-principles.html", kind="blog",
      note="a machine-translated copy of a blog post, its broken code ('history'.routes) and 'Copy the code' buttons kept; /index.html in try_files is a fallback file, no endpoint"),
    R("""Jekyll’s limit
Jekyll (2008, Tom Preston-Werner, GitHub cofounder) had democratised static site generators: content in Markdown, Liquid templates, conversion to static HTML, free hosting on GitHub Pages. But: Jekyll is Ruby, requires Bundler/Ruby environment, is slow on large sites (thousands of pages → minutes of build).
The release
Hugo 0.1 is published on 5 July 2013 by Steve Francia (spf13). Apache 2.0 licence. Written in Go, single binary, zero dependencies.
Features
- Extreme speed — 5000+ page builds in less than 3 seconds
- Single binary — no runtime required (vs Ruby/Node/Python)
- Content in Markdown — YAML/TOML/JSON frontmatter
- Go templates — powerful
text/template - Shortcodes — reusable macros within Markdown
Competitors
The static site generator space is crowded:
- Jekyll (2008, Ruby) — GitHub Pages default
- Hexo (2012, Node.js)
- Middleman, Pelican, Octopress — other established SSGs
- Hugo — the fastest in the landscape
In the Italian context
Hugo is starting to be adopted by Italian tech blogs and documentation sites, with presences on GitHub Pages. The “Hugo + Netlify + Git” stack is shaping up as an economical and maintainable pattern for medium-sized corporate sites.""",
      T("Jekyll"), T("Liquid"), T("GitHub Pages"), T("Ruby"), T("Bundler"), T("Hugo"), T("Go"),
      T("Node.js"), T("Python"), T("Hexo"), T("Middleman"), T("Pelican"), T("Octopress"), T("Netlify"),
      T("Git"),
      source="https://www.noze.it/en/insights/hugo-static-site/", kind="blog",
      note="a consultancy's history note (its lists of features, use cases trimmed); Markdown, HTML, YAML, TOML and JSON are formats; 'Node' next to Ruby and Python is the runtime; Steve Francia is the author, not a tool; text/template is Go's package, not labelled of its own"),
    # ---------------------------------------------------------------- changelogs and release notes
    R("""This means that you can do something ala:
```html
{{ if ge .Hugo.Version "0.36" }}Reasonable new Hugo version!{{ end }}
```
The intented use is feature toggling, but please note that it will take some time and Hugo versions until this can be trusted. It does not work in older Hugo versions.
Fixes#4443
This rewrites the release logic to use CircleCI 2.0 and its approve workflow in combination with the state of the release notes to determine what to do next.
Fixes#3779
This commit adds a work flow aroung GoReleaser to get the Hugo release process automated and more uniform:
* It can be run fully automated or in two steps to allow for manual edits of the relase notes.
* It supports both patch and full releases.
* It fetches author, issue, repo info. etc. for the release notes from GitHub.
* The file names produced are mainly the same as before, but we no use tar.gz as archive for all Unix versions.
* There isn't a fully automated CI setup in place yet, but the release tag is marked in the commit message with "[ci deploy]"
Fixes#3358""",
      T("Hugo"), T("CircleCI"), T("GoReleaser"), T("GitHub"),
      source="https://git.brandonrozek.com/github/hugo/commits/commit/0602135fd44b0cfa0a51b0ec6e451ae58ac95666/helpers/hugo_test.go", kind="changelog",
      note="three consecutive commit messages of a file's history on a mirror of the repository, the first one's subject line lost in the copy; tar.gz is an archive format and 'all Unix versions' the platforms built for, not a tool; the ```html fence is markup"),
    R("""## 4.0.0 (2026-01-30)

## What's Changed
* chore(addons): update `Gut` to latest by @coffeebeats in https://github.com/coffeebeats/godot-project-template/pull/367
* chore(addons): update `std` to `v3.0.1` by @coffeebeats in https://github.com/coffeebeats/godot-project-template/pull/369
* chore(addons): update `std` to latest by @coffeebeats in https://github.com/coffeebeats/godot-project-template/pull/370
* chore(deps): bump actions/download-artifact from 6.0.0 to 7.0.0 by @dependabot[bot] in https://github.com/coffeebeats/godot-project-template/pull/374
* chore(deps): bump actions/cache from 4.3.0 to 5.0.1 by @dependabot[bot] in https://github.com/coffeebeats/godot-project-template/pull/373
* chore(deps): bump tj-actions/changed-files from 47.0.0 to 47.0.1 by @dependabot[bot] in https://github.com/coffeebeats/godot-project-template/pull/372
* chore(deps): bump actions/upload-artifact from 5.0.0 to 6.0.0 by @dependabot[bot] in https://github.com/coffeebeats/godot-project-template/pull/371
* chore!: update to Godot `v4.6` by @coffeebeats in https://github.com/coffeebeats/godot-project-template/pull/375
* fix(system): migrate to new deep duplication function by @coffeebeats in https://github.com/coffeebeats/godot-project-template/pull/376""",
      T("Gut"), T("actions/download-artifact"), T("actions/cache"), T("tj-actions/changed-files"),
      T("actions/upload-artifact"), T("Godot"), T("Dependabot"),
      source="github:coffeebeats/godot-project-template:CHANGELOG.md", kind="changelog",
      note="a release's generated list of merged pull requests; the four workflow actions bumped are labelled by their names, as earlier sets label actions/cache; Gut is the Godot unit-testing addon; `std` is the author's own addon, a generic name, not labelled; dependabot[bot] is the bot account of Dependabot"),
    R("""## [v0.4.5](https://docs.rs/godot/0.4.5)

_12 December 2025_

Hotfix release: backports an update due to a breaking change in the Rust compiler.

### 🛠️ Bugfixes

- Fix compiler error caused by raw pointer cast no longer extending lifetimes ([#1441](https://github.com/godot-rust/gdext/pull/1441))


## [v0.4.4](https://docs.rs/godot/0.4.4)

_4 December 2025_

### 🌻 Features

- Fix `Vector2i` using FFI; add functions to `Vector3i`/`Vector4i` ([#1418](https://github.com/godot-rust/gdext/pull/1418))
- Allow to register user-defined engine singletons ([#1399](https://github.com/godot-rust/gdext/pull/1399))
- Add `StringName::chars()` ([#1419](https://github.com/godot-rust/gdext/pull/1419))

### 🧹 Quality of life

- Rename untyped collections to `VarArray` + `VarDictionary` ([#1428](https://github.com/godot-rust/gdext/pull/1428))
- Run integration tests in `-e --headless` mode ([#1432](https://github.com/godot-rust/gdext/pull/1432))""",
      T("Rust"),
      source="github:godot-rust/gdext:Changelog.md", kind="changelog",
      note="two releases of a library's changelog (its Performance section, a repeat of a feature line, left out); the library is named only inside link addresses (docs.rs/godot, godot-rust/gdext), and Godot only there, so only the Rust compiler is labelled; FFI is a technique"),
    R("""# 0.1.4
### Changed
- keepSecrets task is now compatible with Gradle Configuration Cache
- Update Kotlin to 2.2.21
- Update Android Gradle Plugin to 8.13.1
- Update Gradle to 8.14.3
- Set JVM target to 17
- Update sample app `compileSdk` and `targetSdk` to 36
- Update sample app `minSdk` to 23
- Update sample app `androidx.activity:activity-ktx` to 1.12.0
- Add edge-to-edge support in the sample app

# 0.1.3

### Fixed
- Fix checking obfuscated value instead of key name on generating cpp file for secrets

# 0.1.2

### Fixed
- Replace wrong "elseif" with "if" in generated CMakeLists file

# 0.1.1

### Fixed
- Make extensions visible in Kotlin DSL""",
      T("Gradle"), T("Kotlin"), T("Android Gradle Plugin"), T("JVM"), T("androidx.activity"), T("CMake"),
      source="github:Commencis/secrets-vault-plugin:CHANGELOG.md", kind="changelog",
      note="judgement call: the sample app's androidx.activity:activity-ktx dependency labelled by its group as the library; CMake by the CMakeLists file it generates; Kotlin DSL is Gradle's Kotlin build-script flavour, under Kotlin; 'cpp file' is a file type"),
    R("""# Version Update Notice

## 🎉 Updated to Latest Versions

### Android Gradle Plugin (AGP)

- **Previous**: 8.7.0
- **Current**: **8.9.1** ✅

### Gradle Wrapper

- **Previous**: 8.13
- **Current**: **8.15** ✅

### Kotlin

- **Current**: **2.0.21** ✅ (unchanged)

## 📝 What Changed?

### Files Modified:

1. **`gradle/libs.versions.toml`**
   ```toml
   agp = "8.9.1"  # Updated from 8.7.0
   ```

2. **`gradle/wrapper/gradle-wrapper.properties`**
   ```properties
   distributionUrl=https\\://services.gradle.org/distributions/gradle-8.15-bin.zip
   # Updated from gradle-8.13-bin.zip
   ```""",
      T("Android Gradle Plugin"), T("Gradle"), T("Kotlin"), F("gradle/libs.versions.toml"),
      F("gradle/wrapper/gradle-wrapper.properties"),
      source="github:aryandi-putra/MovieApp:VERSION_UPDATE.md", kind="changelog",
      note="a project's note on the versions it moved to; the Gradle Wrapper is Gradle's; the distribution archive is a download, not a workspace file"),
    R("""## [0.5.0] - 2021-12-26

### Changed

- Update `assets/tailwind.config.js` based on the new TailwindCSS v3 defaults
- Replace all traces of Webpack with esbuild
- Move JS and CSS from `assets/app` to `assets/js` and `assets/css`
- Rename `webpack` Docker build stage to `assets`
- Copy all files into the `assets` build stage to simplify things
- Replace `cp -a` with `cp -r` in Docker entrypoint to make it easier to delete older assets
- Rename `run hadolint` to `run lint:dockerfile`
- Rename `run credo` to `run lint`""",
      T("Tailwind"), T("Webpack"), T("esbuild"), T("Docker"), T("hadolint"), T("Credo"),
      F("assets/tailwind.config.js"),
      source="github:nickjj/docker-phoenix-example:CHANGELOG.md", kind="changelog",
      note="one release's Changed section of an example project's changelog; TailwindCSS written as one word; assets/app, assets/js and assets/css are folders; the run script's task names name the linters it calls (hadolint, credo)"),
    R("""## 0.10.8 (Unreleased)

NEW FEATURES:

* **New `etcdv3` backend**, for use with the newer etcd api [GH-15680]
* **New interpolation function `chunklist`**, for spliting a list into a list of lists with specified sublist chunk sizes. [GH-15112]

IMPROVEMENTS:

* backend/s3: Add options to skip AWS validation which allows non-AWS S3 backends [GH-15553]

BUG FIXES:

* provisioner/chef: Clean clients from chef-vault when recreate_client enabled [GH-16357]
## 0.10.7 (October 2, 2017)

NEW FEATURES:

* Provider plugins can now optionally be cached in a shared directory to avoid re-downloading them for each configuration working directory. For more information, see [the documentation](https://github.com/hashicorp/terraform/blob/34956cd12449cb77db3f55e3286cd369e8332eeb/website/docs/configuration/providers.html.md#provider-plugin-cache). ([#16000](https://github.com/hashicorp/terraform/issues/16000))

IMPROVEMENTS:

* config: New `abs` interpolation function, returning the absolute value of a number ([#16168](https://github.com/hashicorp/terraform/issues/16168))
* cli: The Terraform CLI now supports tab-completion for commands and certain arguments for `bash` and `zsh` users. See [the tab-completion docs](https://github.com/hashicorp/terraform/blob/2c782e60fad78e6fc976d850162322608f074e57/website/docs/commands/index.html.markdown#shell-tab-completion) for information on how to enable it. ([#16176](https://github.com/hashicorp/terraform/issues/16176))

BUG FIXES:

* modules: Update go-getter to fix crash when fetching invalid source subdir ([#16161](https://github.com/hashicorp/terraform/issues/16161))""",
      T("etcd"), T("AWS"), T("Amazon S3"), T("Chef"), T("chef-vault"), T("Terraform"), T("Bash"), T("Zsh"),
      T("go-getter"),
      source="github:hashicorp/terraform:CHANGELOG.md", kind="changelog",
      note="two releases of the tool's own changelog, a few entries of each; the documentation files are linked inside the repository, not workspace files; GH-n references are issue numbers"),
    R("""== Installation ==

1. Upload the plugin files to the '/wp-content/plugins/wc-plus-free-version' directory, or install the plugin through the WordPress plugins screen directly.
2. Activate the plugin through the 'Plugins' screen in WordPress.
3. Use the Settings->WC Plus screen to configure the plugin.

== Frequently Asked Questions ==

= How do I install the plugin? =

You can install the plugin by uploading the plugin files to the `/wp-content/plugins/wc-plus-free-version` directory, or by installing the plugin through the WordPress plugins screen directly.

= Is this plugin compatible with the latest version of WooCommerce? =

Yes, this plugin is tested up to WooCommerce version 8.9.1.

== Changelog ==

= 1.2.0 =
* Updated the tested up to WordPress version to 6.5.
* General improvements and bug fixes.

= 1.1 =
* Initial release.""",
      T("WordPress"), T("WooCommerce"),
      source="github:common-repository/wc-plus:readme.txt", kind="changelog",
      note="a plugin's readme in the plugin directory's format, from its installation notes to its changelog; the plugin folder under /wp-content/plugins is a directory, not a file; WC Plus is the plugin itself"),
    R("""## v0.1.0

### Added

- Automatic PDF optimization using pdfcpu_jll [#8]
- System font control via `use_system_fonts` option
  - Uses Typst's `--ignore-system-fonts` flag when disabled
- Detailed compilation timing for all stages [#8]
- Support for pure Typst files (`.typ`) as documentation sources alongside Markdown files [#8]
  - Automatic heading level adjustment using Typst's `offset` parameter
  - Resource paths preserved via `#include` directive
  - Mixed `.md` and `.typ` files in the same documentation project
- Documenter directives in Typst files via preprocessing [#8]
  - `// @typst-docs Module.function` - Include API documentation from docstrings
  - `// @typst-example ... // @typst-example-end` - Execute Julia code and display output
  - `// @typst-ref target` - Generate cross-reference links
  - Uses `Documenter.mdparse()` for consistent docstring rendering

### Changed

- **Documentation restructuring**: Improved organization and eliminated redundancy [#8]
  - Removed redundant files: `manual/pdf_optimization.md` (content merged into `configuration.md`), `examples/basic.md` (content merged into `getting_started.md`)
  - Streamlined `getting_started.md` from 270 lines to ~150 lines by moving advanced content to appropriate sections
  - Reorganized `math.md` to prioritize native Typst math over LaTeX (better UX for new users)""",
      T("pdfcpu"), T("Typst"), T("Documenter.jl"), T("Julia"), T("LaTeX"),
      F("manual/pdf_optimization.md"), F("examples/basic.md"),
      source="github:lucifer1004/DocumenterTypst.jl:CHANGELOG.md", kind="changelog",
      note="a package's first release notes; pdfcpu by its binary-wrapper package pdfcpu_jll; Documenter for Documenter.jl; the other documentation pages are bare file names; PDF and Markdown are formats"),
    R("""## 13.5.0 

**Release date:** 2021-03-08

![AppVersion: 2.24.0](https://img.shields.io/static/v1?label=AppVersion&message=2.24.0&color=success&logo=)
![Helm: v3](https://img.shields.io/static/v1?label=Helm&message=v3&color=informational&logo=helm)


* [prometheus] Allow to enable hostNetwork (#733) 

### Default value changes

```diff
diff --git a/charts/prometheus/values.yaml b/charts/prometheus/values.yaml
index dc4fe31..b14d844 100644
--- a/charts/prometheus/values.yaml
+++ b/charts/prometheus/values.yaml
@@ -946,6 +946,14 @@ server:
     #   cpu: 500m
     #   memory: 512Mi
 
+  # Required for use in managed kubernetes clusters (such as AWS EKS) with custom CNI (such as calico),
+  # because control-plane managed by AWS cannot communicate with pods' IP CIDR and admission webhooks are not working
+  ##
+  hostNetwork: false
+
+  # When hostNetwork is enabled, you probably want to set this to ClusterFirstWithHostNet
+  dnsPolicy: ClusterFirst
+
   ## Vertical Pod Autoscaler config
   ## Ref: https://github.com/kubernetes/autoscaler/tree/master/vertical-pod-autoscaler
   verticalAutoscaler:
```""",
      T("Helm"), T("Prometheus"), T("Kubernetes"), T("Amazon EKS"), T("AWS"), T("Calico"),
      T("Vertical Pod Autoscaler"), F("charts/prometheus/values.yaml"),
      source="github:mogensen/helm-changelog:examples/prometheus.md", kind="changelog",
      note="one release of a chart's generated changelog with its diff of default values; the a/ and b/ prefixes of the diff are not part of the path; the chart's values file is labelled as the path the diff writes; CNI is a specification"),
    R("""# Unity 2022.2.20

https://unity.com/releases/editor/whats-new/2022.2.20

## Known Issues in 2022.2.20f1



*   Culling: \\[Burst Occlusion Culling\\] Editor Crash when occlusion enabled and enter / exit playmode (UUM-36008)
    
*   DirectX12: \\[macOS\\] Editor freezes when saving prefab changes in Play Mode if VSync is enabled ([UUM-30173](https://issuetracker.unity3d.com/issues/macos-editor-freezes-when-saving-prefab-changes-in-play-mode-if-vsync-is-enabled))
    
*   MacOS: Crash on objc\\_msgSend when the Editor UI gets redrawn ([UUM-34202](https://issuetracker.unity3d.com/issues/macos-crash-on-objc-msgsend-when-ui-gets-redrawn))
    
*   Metal: \\[iOS\\] Rendering freezes when the orientation is changed ([UUM-9480](https://issuetracker.unity3d.com/issues/ios-rendering-freezes-when-the-orientation-is-changed))
    
*   Universal RP: Flickering orbs appear when using RenderTargetHandle ([UUM-26513](https://issuetracker.unity3d.com/issues/flickering-orbs-appear-when-using-rendertargethandle))
    
*   Vulkan: Oculus Quest 2 build does not work when built with Vulkan ([UUM-10378](https://issuetracker.unity3d.com/issues/oculus-quest-2-""",
      T("Unity"), T("Burst"), T("DirectX 12"), T("macOS"), T("Metal"), T("iOS"), T("Universal Render Pipeline"),
      T("Vulkan"),
      source="github:sator-imaging/Unity-ReleaseNotes:Unity2022/2022.2.20/Known-Issues-in-2022.2.20f1.md", kind="changelog",
      note="a release's known issues as a repository of release notes keeps them, escaped brackets and the stored copy's cut-off last line kept, three bullets left out; Burst by 'Burst Occlusion Culling'; Universal RP for the Universal Render Pipeline; the headset is hardware, not labelled; VSync is a display setting"),
    R("""Por defecto las rutas indicadas en la funciones route sólo son accesibles utilizando el método GET. Por ejemplo:

$ curl -X POST http://localhost:5000/articulos/

<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">
<title>405 Method Not Allowed</title>
<h1>Method Not Allowed</h1>
<p>The method is not allowed for the requested URL.</p>

Si una URL recibe información por medio del método POST y no queremos que se acceda a ella con un método GET, se definirá de la siguiente manera:

@app.route('/articulos/new',methods=["POST"])
def articulos_new():
	return 'Está URL recibe información de un formulario con el método POST'

Y por lo tanto:

curl http://localhost:5000/articulos/new

<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">
<title>405 Method Not Allowed</title>
<h1>Method Not Allowed</h1>
<p>The method is not allowed for the requested URL.</p>	

curl -X POST http://localhost:5000/articulos/new

Está URL recibe información de un formulario con el método POST       

También en muchas ocasiones es deseable acceder a una URL con los dos métodos, de tal manera que haremos una cosa cuando acedemos con GET y haremos otra cuando se acceda con POST. Ejemplo:

@app.route('/login', methods=['GET', 'POST'])
def login():
    if request.method == 'POST':
        return 'Hemos accedido con POST'""",
      E("POST /articulos/new"), E("GET /login"), E("POST /login"),
      source="https://plataforma.josedomingo.org/pledin/cursos/flask/curso/u10/index.html", kind="blog",
      note="a Spanish course on the web framework, the page's mixed tabs and spaces kept; judgement call: the curl -X POST to /articulos/ is a request the course shows being refused (405), not a route, so not labelled; the framework is named only in the course's address, and curl is an everyday utility, so no technology"),
    R("""The Dreaded 419

You’re building a form. You hit submit. And instead of a success message, Laravel throws this at you:

419 | Page Expired

No stack trace. No helpful error message. Just a blank stare and a feeling of “what did I do wrong?”

What Causes Error 419?

Laravel protects every POST, PUT, PATCH, and DELETE request with CSRF protection (Cross-Site Request Forgery). It’s a security mechanism that ensures form submissions come from your application, not some malicious third-party site.

Here’s how it works under the hood:

  1. When you visit a page with a form, Laravel generates a unique CSRF token and stores it in your session.
  2. The @csrf Blade directive injects a hidden <input> field containing that token into your form.
  3. When you submit the form, the VerifyCsrfToken middleware checks if the token in the request matches the token in your session.
  4. If they match → request goes through. If they don’t → 419 Page Expired.

Reason 1: You Forgot @csrf in Your Form

This is the most common cause. You write a form, everything looks fine, but you skipped the one line that matters:

<!-- ❌ Missing @csrf — will throw 419 -->
<form method="POST" action="/submit">
    <input name="title" />""",
      T("Laravel"), T("Blade"), E("POST /submit"),
      source="https://www.amirul.id/blog/laravel-error-419-page-expired", kind="blog",
      note="a developer's blog post (its opening aside and the list of three reasons left out); the form's method=\"POST\" with action=\"/submit\" gives the method for that path"),
    R("""The Laravel 419 Page Expired error typically signals a failure in CSRF token verification, even when the @csrf directive is correctly implemented. This failure often stems from deeper issues concerning session management and persistence. The key diagnostic step is checking the SESSION_DRIVER defined in the .env file. Common culprits include incorrect configurations for external drivers like Redis or Database sessions, lack of file permissions for the file driver, or environment-specific caching problems. Developers should temporarily switch the driver to file or cookie for rapid isolation. Furthermore, ensuring that application caches are cleared (php artisan config:cache) and verifying that SESSION_SECURE_COOKIE is correctly configured for HTTP/HTTPS environments are critical resolution steps. The foundation of the solution lies in restoring reliable server-side session saving and retrieval for the required security token.
<form method="POST" action="/foo" >
@csrf
<input type="submit" value="Add"/>
</form>""",
      T("Laravel"), T("Redis"), T("PHP"), T("Artisan"), E("POST /foo"),
      source="https://openillumi.com/en/en-laravel-419-error-fix-session-driver", kind="blog",
      note="an article's summary and its example form; judgement call: the form's POST to the placeholder-like /foo is labelled as written; php artisan is PHP running the framework's Artisan console; a bare .env"),
    R("""Routing is how ASP.NET Core matches incoming URLs (like GET /api/users/42) to the exact C# code (Controller and Action Method) that should process the request. Understanding how to structure your routes is crucial for building a predictable, REST-compliant API.
Defined globally in Program.cs (e.g., pattern: "{controller}/{action}/{id?}"). Primarily used in traditional MVC UI applications. Anti-Pattern for Web APIs.
Defined locally using C# Attributes directly above the controllers and action methods. This is the industry standard for Web APIs because it provides fine-grained, explicit control over HTTP semantics.
[ApiController]
// [controller] is a token. It automatically outputs "api/products"
// by stripping the word "Controller" from the class name.
[Route("api/[controller]")]
public class ProductsController : ControllerBase
{
// 1. Basic Route: Matches GET /api/products
[HttpGet]
public IActionResult GetAll() { ... }
// 2. Route Parameter: Matches GET /api/products/42
// Added a Route Constraint ":int" - enforces the ID MUST be an integer.
// Added ":min(1)" - enforces ID cannot be 0 or negative.
[HttpGet("{id:int:min(1)}")]
public IActionResult GetById(int id)
{
return Ok($"Found product {id}");
}
// 3. Optional Parameters & Defaults: Matches GET /api/products/category/books?page=1
// A "?" makes a parameter optional, but setting a default value is better.
[HttpGet("category/{categoryName=General}")]
public IActionResult GetByCategory(string categoryName) { ... }
}""",
      T("ASP.NET"), T("C#"), E("GET /api/users/42"), E("GET /api/products"), E("GET /api/products/42"),
      E("GET /api/products/category/books"),
      source="https://toolliyo.com/tutorials/routing-attribute-vs-conventional-315", kind="blog",
      note="judgement call: the routes are built from [Route] and [HttpGet] templates whose whole paths are only written as the comments' example requests, labelled as written (the query string dropped); the templates themselves ({id:int:min(1)}) are relative, not labelled; a bare Program.cs; MVC is a pattern"),
    R("""Let’s review what this url http://localhost:51071/api/values means, where did “/api/values” come from? What made this get a request from the browser to arrive at that particular action on my controller? All this was done by attribute routing applying attributes to the controllers and actions to specify how a request should be routed due to an action.

[Route("api/[controller]")]
public class ValuesController : Controller

In this case the attribute [Route(“api/[controller]”)] is defining that when we browse to “http://localhost:51071/api/values" we should be routed to the “ValuesController”.
The [controller] it’s a new feature in ASP.NET core called route tokens, we often want the route to map to the controller name so traditionally we used to type in [Route(“api/values”)] in this route but if you refactored your controller name you have to change the route also, but because we’re using a route token no matter the name of the controller, [Route(“api/[controller]”)] will route to the correct controller.""",
      T("ASP.NET"),
      source="https://devcfgc.com/building-web-apis-with-asp-net-core-attribute-routing-82b379f7b1f7?source=---------6", kind="blog",
      note="a blog post's opening, with its own mix of straight and curly quotation marks; /api/values is reached by browsing, no method written for it ('this get a request' is prose), so no endpoint"),
    R("""## [1.1.0] - 2024-12-19

### Added
- ✨ Swift Package Manager support
- 📦 Package.swift manifest for SPM integration
- 📚 SPM installation instructions in README
- 🔧 Swift Package Manager entries in .gitignore
- 📝 CHANGELOG.md for version tracking

### Changed
- 🔧 LoadingView bundle loading now compatible with both SPM and CocoaPods
- 📝 Updated README with SPM as recommended installation method
- 🎯 Minimum deployment target for SPM: iOS 12.0, tvOS 12.0

### Maintained
- ✅ Full backward compatibility with CocoaPods (iOS 8.0+, tvOS 11.0+)
- ✅ No breaking changes to existing API
- ✅ All existing features work identically""",
      T("Swift Package Manager"), T("CocoaPods"), T("iOS"), T("tvOS"),
      source="github:High-Fidelity-Collective/Spring:CHANGELOG.md", kind="changelog",
      note="an animation library's changelog entry (the library is called Spring, a name that never occurs in this text); SPM for the Swift Package Manager; Package.swift, .gitignore and CHANGELOG.md are bare names; LoadingView is the library's own view"),
]
