"""A seventh fresh held-out set ("fresh-7"), part two: answers to questions (Stack Overflow
copies, answer sites, forums), blog and tutorial paragraphs, reference pages (Rails routing,
Django's APPEND_SLASH, Webpack's resolution, Docker permissions, Flask's methods, nginx's
proxy_pass, CMake's find_package, SSH configuration, Git's interactive rebase, pandas and
encodings), three French technical pages (virtual environments, a Python course) and changelogs
of small projects, each kept as written and trimmed to a paragraph or a few.

Labelled by hand from the text, without running the extractor, by the rules of
``tech_fresh7_issues``. A French technical page is filed under "blog" or "docs", not "french":
the French kind is ordinary prose, where no technology is right. Nobody tunes the extractor on
these texts (``--split fresh-7``).
"""

from real_corpus import E, F, R, T

CASES = [
    # ---------------------------------------------------------------- blogs and answers
    R("""Trailing URL Slashes in Django

Among Django's many built-in features is APPEND_SLASH, which by default is set to True and automatically appends a slash / to URLs that would otherwise 404.

Note: The Chrome web browser automatically appends a trailing slash / to URLs so you'll need to use something like Safari to see this in action.

If you look at the logs in your command line, you'll see something like the following: Django performed a 301 redirect to append the slash.

[16/Jul/2024 15:49:44] "GET /admin/auth/user HTTP/1.1" 301 0
[16/Jul/2024 15:49:44] "GET /admin/auth/user/ HTTP/1.1" 200 6596

Now, let's turn off the default setting to confirm that Django is performing this action for us. Within your settings.py file, add the following line at the bottom:
# settings.py
APPEND_SLASH = False""",
      T("Django"), T("Chrome"), T("Safari"), E("GET /admin/auth/user"),
      source="https://learndjango.com/tutorials/trailing-url-slashes-django", kind="blog"),
    R("""Consider a project where a developer attempts to import a utility module but encounters a build failure:
```javascript
// src/utils/helpers.js
export const capitalize = (str) => str.charAt(0).toUpperCase + str.slice(1);
```
```javascript
// src/components/Button.js
import { capitalize } from 'utils/helpers'; // Error: Module not found
```
The error arises because Webpack's module resolution algorithm defaults to looking in the `node_modules` directory unless configured otherwise. The import path `'utils/helpers'` is treated as a third-party module rather than a local file.

To fix this, update the import to use a relative path:
```javascript
// Corrected import in Button.js
import { capitalize } from '../utils/helpers';
```
Alternatively, configure Webpack's `resolve.alias` to avoid repetitive relative paths.""",
      T("Webpack"), T("JavaScript"), F("src/utils/helpers.js"), F("src/components/Button.js"),
      source="https://taourl.com/read-3499719.html", kind="blog",
      note="import specifiers are module names, not files"),
    R("""When requiring a module in webpack.config.js fails, the issue often stems from incorrect module resolution paths or misconfigured dependencies. Webpack relies on Node.js module resolution rules, and if the path is not correctly specified, the module will not be found.

```javascript
const path = require('path');
const myModule = require('./src/utils/myModule');
module.exports = {
entry: './src/index.js',
output: {
filename: 'bundle.js',
path: path.resolve(__dirname, 'dist'),
},
};
```
If the module is installed via npm but still not found, ensure it is listed in `package.json` under `dependencies` or `devDependencies`. For local modules, verify the path correctness.

Another common issue is omitting the file extension. While Node.js allows extensionless requires, explicit extensions improve reliability:
```javascript
const myModule = require('./src/utils/myModule.js');
```""",
      T("Webpack"), T("Node.js"), T("npm"), T("JavaScript"), F("./src/index.js"),
      F("./src/utils/myModule.js"),
      source="https://taourl.com/read-2181879.html", kind="qa",
      note="an extensionless require is a module name; bundle.js is an output name"),
    R("""Runtime permission denied errors occur when a container's process attempts an operation, executing a file, reading or writing a path, binding to a port, that the operating system's permission model rejects.

A script copied into an image without its executable bit set produces a clear, specific permission error when the container attempts to run it directly:
COPY entrypoint.sh /entrypoint.sh
ENTRYPOINT ["/entrypoint.sh"]
exec /entrypoint.sh: permission denied
COPY entrypoint.sh /entrypoint.sh
RUN chmod +x /entrypoint.sh

When a container runs as a non-root user, either because the image explicitly sets one with USER or because of a security policy enforcing it, that user needs explicit read, write, or execute permission on whatever paths the application actually needs to access.""",
      source="https://www.codartium.com/runtime-permission-denied-in-docker/", kind="blog",
      note="the paragraph names no tool (Dockerfile instructions only); paths absolute or bare"),
    R("""A prevalent issue in Docker deployment, particularly when setting up persistent data for services like Jenkins via Bind Mounts, is the occurrence of Permission denied errors (e.g., cannot write to /var/jenkins_home) despite attempting host-side chown operations. This phenomenon stems from the fundamental UID/GID mismatch between the container's isolated User Namespace and the host's file system ownership, especially pronounced in Docker Desktop environments (Mac/Windows). The secure and effective solution is to utilize Named Volumes, or, if Bind Mounts are mandatory, to explicitly map the container process user to the host directory owner using the user directive in Docker Compose.

services:
  jenkins:
    user: "501:20" # Host UID:GID
    volumes:
      - $PWD/jenkins_home:/var/jenkins_home""",
      T("Docker"), T("Jenkins"), T("Docker Desktop"), T("Docker Compose"),
      source="https://openillumi.com/en/en-docker-jenkins-volume-permission-denied-fix-uid", kind="blog"),
    R("""In Node.js development using the Express framework, developers often encounter issues where req.body returns an empty object. This typically manifests as: POST requests sent via AJAX or Postman result in empty request bodies on the server side, while testing with curl commands works correctly.

The mismatch between the content type sent by the client and the parser configured on the server is the most common cause of empty req.body. When using the body-parser.urlencoded() middleware, it specifically parses data in application/x-www-form-urlencoded format. If the client sends JSON format data (application/json), the body-parser.json() middleware must be used.

// Correct configuration example
var express = require('express')
var bodyParser = require('body-parser')
var app = express()
app.use(bodyParser.urlencoded({
extended: true
}))
app.use(bodyParser.json())
app.listen(2000)""",
      T("Node.js"), T("Express"), T("Postman"), T("body-parser"),
      source="http://www.kouhan.cn/en/article/00007396", kind="qa",
      note="AJAX and curl named as ways to send a request (judgement: not kept)"),
    R("""If you only remember six things
  • The file is compose.yaml and the command is docker compose (no hyphen). The old docker-compose binary and v1/v2 version: keys are gone from the spec.
  • depends_on alone only waits for the container to start, not for the service to be ready. Combine it with condition: service_healthy and a real healthcheck.
  • compose.override.yaml is read automatically for dev. Prod uses explicit -f compose.yaml -f compose.prod.yaml.

The version: "3.8" you remember is a Docker Swarm artefact.

services:
  web:
    image: nginx:1.27-alpine
    ports:
      - "8080:80"
  app:
    build: ./app
  db:
    image: postgres:16-alpine
    volumes:
      - pgdata:/var/lib/postgresql/data""",
      T("Docker Compose"), T("Docker Swarm"), T("Nginx"), T("PostgreSQL"),
      source="https://dutypulse.pages.dev/docker-compose-basics/", kind="blog",
      note="images named in the file: nginx and Postgres kept; Alpine in a tag not"),
    R("""TL;DR answer
You cannot achieve what you want via git rebase. You may be able to achieve what you want via git merge --squash, but unless you know what you are doing, you should in general not use git merge --squash at all. (That is, this may be the wrong approach to the overall problem.)

As a rule of thumb, after running git merge --squash for some set of commits, you should delete the branch or branches that contain those commits, as they're no longer good to develop on.

It's important to remember that what git rebase does is to copy commits, as if via using the git cherry-pick command. In general, you will have a Git repository that has some set of commits in it, and you can and should draw a picture—a graph—of those commits.""",
      T("Git"),
      source="https://kiwix.lema.org/stackoverflow.com_en_all_2023-11/questions/47963743/squashing-merged-commits-with-rebase",
      kind="qa"),
    R("""When performing data science analysis with Python's Pandas library, reading external CSV files is a common operation. However, encoding errors frequently occur when files contain non-standard characters. In the specific case discussed in this paper, the user encountered the following error while attempting to load a world life expectancy dataset from GitHub:
UnicodeDecodeError: 'utf-8' codec can't decode byte 0x92 in position 18: invalid start byte
This error indicates that Pandas defaults to UTF-8 encoding when reading files, but the byte sequence in the file doesn't conform to UTF-8 specifications.

Byte 0x92 actually represents the right single quotation mark character (’) in Windows-1252 encoding. Windows-1252 is a character encoding designed by Microsoft for Western European languages, with different encoding rules than UTF-8.""",
      T("Python"), T("pandas"), T("GitHub"),
      source="http://www.kouhan.cn/en/article/00041397", kind="qa",
      note="encodings are not technologies here"),
    R("""Specifically for squashing operations, when executing git rebase -i origin/master~4 master, Git will:

  1. Extract all commits from the 4th commit before origin/master to the tip of the current master branch

Git's interactive rebase command git rebase -i serves as the fundamental tool for commit squashing. This command allows users to reorder, edit, merge, or delete a series of commits. Its working mechanism is based on reconstructing commit history by creating a new commit sequence to replace the original commit chain.""",
      T("Git"),
      source="http://www.kouhan.cn/en/article/00005219", kind="qa"),
    R("""The error UnicodeDecodeError: 'utf-8' codec can't decode byte 0x96 in position 142: invalid start byte stops your script cold every time you try to load a legacy or Windows-exported CSV with pandas.

Pandas defaults to UTF-8. Byte 0x96 is a valid Windows-1252 character — the en-dash – — but it is an illegal start byte in UTF-8. Regional ERP exports, older Excel CSV saves, and accounting software from any era are the common culprits.

Step 1 — Detect the Encoding with chardet
# pip install chardet pandas
from pathlib import Path
import chardet
import pandas as pd
csv_path = Path("data/export.csv")
raw_sample = csv_path.read_bytes()[:50_000] # first 50 KB is enough
result = chardet.detect(raw_sample)

Step 2 — Detect with charset-normalizer (Alternative)
charset-normalizer is a pure-Python alternative with no C extension dependency.""",
      T("pandas"), T("chardet"), T("pip"), T("charset-normalizer"), T("Python"),
      F("data/export.csv"),
      source="https://document-data-automation.com/python-for-excel-csv-data-processing/cleaning-messy-csv-data-with-pandas/fixing-encoding-errors-in-csv-files/",
      kind="blog", note="Excel and Windows as where the files come from, not kept"),
    R("""Storing and loading text

Various things can go wrong when you import your data into Pandas. Some of these are immediately obvious; others only appear later, in confusing forms.

This page covers one common problem when loading data into Pandas — text encoding.

import numpy as np
import pandas as pd
pd.set_option('mode.copy_on_write', True)

Consider the following annoying situation. You can download the data file from imdblet_latin.csv.

films = pd.read_csv('imdblet_latin.csv')
UnicodeDecodeError                        Traceback (most recent call last)
File /opt/hostedtoolcache/Python/3.11.9/x64/lib/python3.11/site-packages/pandas/io/parsers/readers.py:1026, in read_csv(filepath_or_buffer, sep, delimiter, header)""",
      T("pandas"), T("NumPy"), T("Python"),
      source="https://lisds.github.io/textbook/wild-pandas/text_encoding.html", kind="blog"),
    R("""The Rails router recognizes URLs and dispatches them to a controller's action. It can also generate paths and URLs, avoiding the need to hardcode strings in your views.
When your Rails application receives an incoming request
GET /patients/17
it asks the router to match it to a controller action. If the first matching route is
match "/patients/:id" => "patients#show"
the request is dispatched to the patients controller's show action with { :id => "17" } in params.

Browsers request pages from Rails by making a request for a URL using a specific HTTP method, such as GET, POST, PUT and DELETE. When your Rails application receives an incoming request for
DELETE /photos/17
it asks the router to map it to a controller action. If the first matching route is
resources :photos
Rails would dispatch that request to the destroy method on the photos controller.""",
      T("Rails"), E("GET /patients/17"), E("DELETE /photos/17"),
      source="https://e-com-net.com/article/1784761.htm", kind="docs"),
    R("""Rails Resources

Learning Goals
  • Understand what the resources syntax in routes.rb generates for us.
  • Understand the 5 pieces of information rake routes gives us.

Verb URI Pattern Controller#Action
GET /resources resources#index

Rails gives us a handy shortcut for generating the 8 ReSTful routes in our routes.rb file. Open up any Rails app, such as SetList, and add the following line anywhere in your routes file:

resources :cats

Run rake routes -c cats from the command line. The -c stands for controller, so it will only show you routes for the cats.

If we look in our routes for SetList, we'll see:

get "/artists/:artist_id/songs/new", to: "songs#new"

When we want to make a new song, we need to know which artist it belongs to.""",
      T("Rails"), T("Rake"), E("GET /resources"), E("GET /artists/:artist_id/songs/new"),
      source="https://backend.turing.edu/module2/lessons/rails_resources", kind="docs",
      note="SetList is the course's own app"),
    R("""You type ssh -i ~/.ssh/prod_key -p 2222 deploy@192.168.50.12 fourteen times a day. It works. It is also entirely unnecessary.

There is a plain text file that reduces this to ssh prod. It has existed since 1999. ~/.ssh/config. SSH reads it automatically on every connection.

Host prod
HostName 192.168.50.12
User deploy
Port 2222
IdentityFile ~/.ssh/prod_key

Now: ssh prod. That is it. scp prod:logs.tar.gz . works too. rsync, git pull, VS Code Remote: they all read this file.

One line: ProxyJump bastion. SSH connects to the bastion first, then tunnels through to the internal host. Before OpenSSH 7.3 (2016), this required ProxyCommand with netcat. Now it is one word.""",
      T("SSH"), T("VS Code"),
      source="https://www.vivianvoss.net/blog/ssh-config", kind="blog",
      note="ssh, scp, rsync, git pull and netcat as everyday commands; home paths not labelled"),
    R("""By default, the SSH configuration file may not exist, so you need to create it.

$ touch ~/.ssh/config
$ chmod 600 ~/.ssh/config

The ssh_config client configuration file has the following format. Both the global /etc/ssh/ssh_config and per-user ~/.ssh/config have the same format.

Take the following snippet as an example,

Host github.com
    User mudongliang
    IdentityFile ~/.ssh/github_rsa

IdentityFile
Specifies a file from which the user's identity key is read when using public key authentication. The default for protocol version 1 is ~/.ssh/identity; and ~/.ssh/id_rsa or ~/.ssh/id_dsa for protocol version 2.

[2] SSH config file for OpenSSH client""",
      T("SSH"),
      source="https://mudongliang.github.io/2021/05/24/use-ssh-keys-for-the-authentication-of-special-websites.html",
      kind="blog", note="github.com as a host name; paths absolute or home"),
    R("""Summary: Rebase, deeper

Interactive rebase replays a sequence of commits and lets you edit, combine, drop, or reorder them along the way, producing a new clean history in place of the original messy one.

git rebase -i HEAD~N # interactive rebase of last N commits
  • squash: combine into previous, edit combined message
  • fixup: combine into previous, discard this message

Don't rebase published commits.

If you've pushed a commit to a shared branch and someone may have pulled it, do not rewrite it. Force-pushing rewritten history to main or any shared branch causes hours of recovery work and risks losing teammates' commits.""",
      T("Git"),
      source="https://www.clawdemy.org/lessons/git-workflow/rebase-deeper/summary/", kind="blog"),
    R("""How to rewrite URI nginx reverse proxy using proxy_pass?

Answer by Clementine Reynolds

Simple location prefix matching works for this without using a rewrite rule as long as you specify a URI in the proxy_pass directive. Note the dire importance of the trailing slash in proxy_pass, which automatically alters the $uri variable to have the /foo/ on the front-end correspond with / on the backend. No need for an explicit rewrite directive.

Please try following setup using a transparent rewrite rule:

location  /foo {
  rewrite /foo/(.*) /$1  break;
  proxy_pass         http://localhost:3200;
  proxy_redirect     off;
  proxy_set_header   Host $host;
}""",
      T("Nginx"),
      source="https://www.devasking.com/issue/how-to-rewrite-uri-nginx-reverse-proxy-using-proxypass",
      kind="qa", note="locations without methods"),
    R("""The "Method Not Allowed" error in Flask occurs when an HTTP request is made using a method that is not allowed for the specified URL endpoint.

Example 1:
python
from flask import Flask
app = Flask(__name__)
@app.route('/example', methods=['GET'])
def example():
return "This is an example"

In this example, we define a Flask app and create a route at `/example` that only allows GET requests. If a POST request is made to this endpoint, it will result in a "405 Method Not Allowed" error.

Example 2:
@app.route('/example', methods=['POST'])
def example():
return "This is an example"
In this case, the route at `/example` only allows POST requests.""",
      T("Flask"), T("Python"), E("GET /example"), E("POST /example"),
      source="https://pythonkb.com/?p=6582", kind="qa"),
    R("""Flask is a popular web framework for building web applications using Python. It provides a simple and elegant way to handle HTTP requests and responses. However, when developing a Flask application, you may encounter the "Method Not Allowed" error.

HTTP defines various methods such as GET, POST, PUT, DELETE, etc. When you define a route in Flask, you typically specify the HTTP methods that are allowed for that route. For example:
@app.route('/users', methods=['GET', 'POST']) def users(): # Handle GET and POST requests ...
In the above example, the route '/users' allows both GET and POST requests. If a request is made to this route with any other method such as PUT or DELETE, Flask will return a "Method Not Allowed" error.""",
      T("Flask"), T("Python"), E("GET /users"), E("POST /users"),
      source="https://dnmtechs.com/?p=42934", kind="qa"),
    R("""find_package does not find existing package

Hi Ben,

Thank you for that extremely valuable tip! Helped me a lot to understand the process a bit better - even if I was not able to come to a successful conclusion.

I have these locations of cmake executable on my sytem:

/usr/bin/cmake
/usr/local/bin/cmake (softlink to cmake at /opt/qt5.15...)
/opt/qt6.2/Tools/CMake/bin/cmake

When I run cmake --debug-find without any path or dir settings in CMakeLists.txt, I get this output:

  find_program considered the following locations:

    /home/common/bin/uname
    /usr/local/bin/uname

That already shows, that cmake does not evaluate the path in the same order as OS.""",
      T("CMake"),
      source="https://discourse.cmake.org/t/find-package-does-not-find-existing-package/4740/5",
      kind="qa", note="Qt only inside install paths; paths absolute"),
    R("""Essentially, PACKAGES_NOT_FOUND is a global property that holds a list of package names that were searched for but not found during a CMake configuration run. You'll typically encounter it when using the find_package() command with the REQUIRED keyword.

# MyProject/CMakeLists.txt

find_package(Boost REQUIRED)
find_package(OpenCV REQUIRED)

If CMake can't locate both Boost and OpenCV, the configuration will fail, and PACKAGES_NOT_FOUND would contain Boost;OpenCV.

Double-check that the package is actually installed. For example, if you're on a Linux system, you might need to use apt or yum to install it. If you're on Windows, you might need to use a package manager like vcpkg or install from source.""",
      T("CMake"), T("Boost"), T("OpenCV"), T("vcpkg"), F("MyProject/CMakeLists.txt"),
      source="https://runebook.dev/en/docs/cmake/prop_gbl/packages_not_found", kind="qa",
      note="platforms and system package managers named as alternatives, not kept"),
    R("""One of the most common and frustrating issues when configuring Nginx as a reverse proxy involves trailing slashes in proxy_pass directives. A single slash (or its absence) can mean the difference between a working application and a cascade of 404 errors.

# Configuration A - WITHOUT trailing slash
location /api {
proxy_pass http://backend:3000;
}
# Configuration B - WITH trailing slash
location /api {
proxy_pass http://backend:3000/;
}

When a request comes in for /api/users, here is what gets sent to the backend:
| Without trailing slash | /api/users |
| With trailing slash | /users |""",
      T("Nginx"),
      source="https://oneuptime.com/blog/post/2025-12-16-fix-trailing-slash-nginx-proxy-pass/view",
      kind="blog"),
    R("""This article explores common pitfalls and nuanced behaviors in Nginx configuration, illustrating how trailing slashes affect proxy_pass routing, detailing location matching priorities, comparing reload commands, guiding offline installation across architectures, and providing comprehensive settings for deploying Unity WebGL WASM applications with proper MIME types and security headers.

Problem 2 – Reloading Nginx
Two common commands reload the server: nginx -s reload – Sends a reload signal directly to the Nginx master process; it is graceful (existing connections stay alive) and works as long as the nginx binary is in $PATH. systemctl reload nginx – Uses systemd to reload the service; it is the recommended method on modern Linux distributions (CentOS 7/8, RHEL 7/8, Ubuntu 16.04+).""",
      T("Nginx"), T("Unity"), T("WebGL"), T("WebAssembly"), T("systemd"), T("CentOS"),
      T("Red Hat Enterprise Linux"), T("Ubuntu"),
      source="https://www.besthub.dev/articles/why-trailing-slashes-change-nginx-proxy-behavior-and-how-to-deploy-wasm-d8e0e494c223",
      kind="blog"),
    # ---------------------------------------------------------------- French technical pages
    R("""Vous travaillez sur deux projets Python : l'un utilise Django 3.2, l'autre Django 4.2. Sans isolation, installer la nouvelle version écraserait l'ancienne et casserait votre premier projet. Les environnements virtuels résolvent ce problème en créant un espace isolé pour chaque projet, avec ses propres versions de packages.

Un environnement virtuel est un dossier contenant une copie de Python et un espace dédié pour les packages. Quand vous l'activez, toutes les commandes pip install n'affectent que cet environnement — votre système reste intact, vos autres projets aussi.

Ce guide vous montre comment créer, utiliser et gérer des environnements virtuels avec venv (l'outil intégré à Python), puis explore les alternatives comme pipenv et uv.

Projet A utilise requests==2.25 | Projet B a besoin de requests==2.31 | L'un des deux projets casse
Vous testez une nouvelle version de Flask | L'ancien projet n'est plus compatible""",
      T("Python"), T("Django"), T("pip"), T("Pipenv"), T("uv"), T("Flask"), T("Requests"),
      source="https://blog.stephane-robert.info/docs/developper/programmation/python/environnements-virtuels",
      kind="blog", note="a French technical guide, filed as a blog (venv is Python's own module)"),
    R("""Un environnement virtuel est un environnement d'exécution isolé.

Les environnements virtuels sont utilisés afin d'isoler les paquets utilisés pour un projet.

Pour créer un environnement virtuel, on peut utiliser le module venv qui est inclus dans la bibliothèque standard de Python :

python -m venv nom_de_lenvironnement

Le dossier bin contient l'interpréteur Python et tous les exécutables dont vous pourriez avoir besoin (comme easy_install ou pip). C'est également dans ce dossier que vous trouverez les fichiers qui vous permettent d'activer votre environnement virtuel (activate).

$ source bin/activate
Si vous utilisez Windows, vous n'aurez pas un dossier bin mais un dossier Scripts. Pour activer votre environnement virtuel, il vous suffit de taper activate.bat dans l'invite de commande.""",
      T("Python"), T("pip"), T("Windows"), F("bin/activate"),
      source="https://www.docstring.fr/glossaire/environnement-virtuel/", kind="docs",
      note="French glossary page; easy_install named in passing among executables"),
    R("""Structurer un programme

Le fichier exos/meteo_json.py du micro-projet est un script linéaire qui n'est pas réutilisable directement depuis un autre programe.

%matplotlib inline
%pycat exos/meteo_json.py

Si on veut le réutiliser, il faut le structurer en fonctions que l'on peut appeler depuis un programme principal.

# %load exos/meteo_json_func.py
#!/usr/bin/env python3
import urllib.request
import json
import matplotlib.pyplot as plt
import numpy as np""",
      T("Python"), T("Matplotlib"), T("NumPy"), F("exos/meteo_json.py"), F("exos/meteo_json_func.py"),
      source="https://mm2act.pages.math.unistra.fr/cours-python/06-langage.html", kind="docs",
      note="a French course page"),
    # ---------------------------------------------------------------- changelogs
    R("""# Changelog

All notable changes to this project will be documented in this file.

The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.0.0/),
and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).

## [Unreleased]

### Fixed
- Fixed next-api integration as part of Next.js routes (579c9b52)
- Various bug fixes and improvements (b27de366)

### Documentation
- Updated documentation for Next.js API routes integration""",
      T("Next.js"),
      source="github:BuunGroupCore/precast-app:CHANGELOG.md", kind="changelog"),
    R("""# Changelog

All notable changes to this project will be documented in this file.

## [Unreleased]

* Added/Changed/Deprecated/Removed/Fixed/Security: YOUR CHANGE HERE

## [2.0.0](2024-01-30)

* Added: CHANGELOG.md
* Changed: creator_id won't be passed in request body, but it will always included in the headers""",
      source="github:samesystem/esignatur:CHANGELOG.md", kind="changelog",
      note="CHANGELOG.md bare; nothing to keep"),
    R("""## [0.1.3]

_2021.07.08_

### Changes

#### Features

- **add healthcheck endpoint** ([`e9e2fdd`])

#### Bug Fixes

- **set content type for creation response** ([`6e877b2`])

- **select correct stream when reading stderr via API** ([`3aecfd3`])

## [0.1.2]

_2021.06.11_

#### Bug Fixes

- **also log root cause on internal server errors** ([`891b21f`])""",
      source="github:famedly/hookd:CHANGELOG.md", kind="changelog",
      note="an endpoint without method or path"),
    R("""v3.10.4.4
---------
2023-07-13:
    - require minimum python 3.8
    - remove python 3.7 tests

v3.10.4.3
---------
2023-07-13:
    - introduce PEP517 packaging standard
    - introduce pyproject.toml build-system
    - remove setup.cfg
    - remove setup.py
    - update black config
    - clean ./tests/test_cli.py
    - remove travis config
    - remove bettercodehub config
    - adding python 3.11 tests
    - update pypy tests to 3.9

v3.10.4.2
---------
2022-06-02: update to github actions checkout@v3 and setup-python@v3""",
      T("Python"), T("Black"), T("Travis CI"), T("PyPy"), T("GitHub Actions"),
      F("./tests/test_cli.py"),
      source="github:bitranox/pprint3x:CHANGES.rst", kind="changelog",
      note="bettercodehub (Better Code Hub) judged too minor to keep"),
    R("""v1.0.3
--------
2023-07-21:
    - require minimum python 3.8
    - introduce pyproject.toml build-system
    - remove mypy.ini
    - remove pytest.ini
    - remove .travis.yml
    - update black config
    - clean ./tests/test_cli.py
    - add codeql badge
    - move 3rd_party_stubs outside the src directory to ``./.3rd_party_stubs``
    - add pypy 3.10 tests

v1.0.2
--------
2020-10-09: service release
    - update travis build matrix for linux 3.9-dev

1.0.1
-----
2019-07-13:
    - dropped Python 3.4/3.5 Support
    - strict mypy type checking

1.0.0
-----
2019-04-19: Initial public release, PyPi Release""",
      T("Python"), T("mypy"), T("pytest"), T("Travis CI"), T("Black"), T("CodeQL"), T("PyPy"),
      T("PyPI"), F("./tests/test_cli.py"),
      source="github:bitranox/lib_path:CHANGES.rst", kind="changelog",
      note="./.3rd_party_stubs is a folder"),
    R("""[1.1.0] - 2023-08-19
--------------------

This release is a maintenance release to bring the code base up to date with
current standards and Python versions. This drops support for Python version
before 3.9, but also officially adds support for up to Python 3.11.

Added
^^^^^

* Official support for Python 3.9, 3.10, and 3.11.

Removed
^^^^^^^

* Support for Python before 3.9.""",
      T("Python"),
      source="github:jgosmann/goppy:CHANGELOG.rst", kind="changelog"),
    R("""# Changelog

All notable changes to this project will be documented in this file.

## [Unreleased]

### Changed

- :warning: Error messages now go to stderr instead of stdout.

### Removed

- :warning: Support for Python 3.6 and Python 3.7 has been dropped.""",
      T("Python"),
      source="github:taskipy/taskipy:CHANGELOG.md", kind="changelog"),
]
