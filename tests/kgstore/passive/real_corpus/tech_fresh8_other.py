"""An eighth fresh held-out set ("fresh-8"), part two: answers, blog and tutorial paragraphs,
reference pages and changelogs -- nginx's proxy_pass, webpack aliases, interactive rebase, Docker
Compose networking, Go routers, pandas' SettingWithCopyWarning, moving from Rails to Elixir, static
assets in Vite, Gatsby and Next.js, and changelogs of small Python, Node.js and PostgreSQL projects.

Taken from stored public copies of the pages and files at the addresses given, kept as written
and labelled by hand without running the extractor, by the rules of part one
(``--split fresh-8``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "GitHub Actions": ("GitHub release action",),
    "GitLab CI": ("gitlab-ci",),
    "ESLint": ("eslintrc",),
    "Amazon RDS": ("RDS",),
    "TimescaleDB Toolkit": ("timescaleDb-Toolkit",),
}

CASES = [
    # ---------------------------------------------------------------- answers and blogs: nginx
    R("""Nginx proxy_pass path handling is one of the easiest ways to create a reverse proxy that looks correct but sends the wrong URI to the backend. The small difference between proxy_pass http://127.0.0.1:3000; and proxy_pass http://127.0.0.1:3000/; decides whether Nginx keeps the matched location prefix or replaces it before proxying the request.

The safest workflow is to prove the upstream URI in a lab config before editing a production virtual host. If you are still building the base proxy, start with the Nginx reverse proxy configuration guide. If a path already fails after proxying, the related Nginx 404 troubleshooting guide is a useful companion reference.""",
      T("Nginx"),
      source="https://linuxcapable.com/nginx-proxy-pass-trailing-slash-explained/", kind="blog"),
    R("""Understanding the NGINX proxy_pass trailing slash behavior is essential for anyone configuring a reverse proxy. If you have ever searched for “NGINX proxy_pass not working” or spent hours debugging why your backend receives the wrong URL, the answer is almost always related to trailing slashes.

| Location | proxy_pass | Request | Backend Receives |
|---|---|---|---|
| /app/ | http://backend | /app/users | /app/users |
| /app/ | http://backend/ | /app/users | /users |
| /app/ | http://backend/api | /app/users | /apiusers |
| /app/ | http://backend/api/ | /app/users | /api/users |

Notice the third row. When proxy_pass ends without a trailing slash but contains a path, NGINX concatenates directly without adding a slash. This causes /apiusers instead of /api/users.""",
      T("Nginx"),
      source="https://www.getpagespeed.com/server-setup/nginx/nginx-proxy-pass-trailing-slash/amp", kind="blog",
      note="request paths without methods"),
    R("""Nginx is a lightweight, high‑performance web server widely used by large Chinese internet companies such as Baidu, Alibaba, Tencent, Toutiao, Meituan and Didi. Because its configuration is critical, a missing “/” in a proxy_pass directive can cause access errors, which this article investigates.

Example configuration for the request http://www.wandouduoduo.com/wddd/index.html:

location /wddd/  {
    proxy_connect_timeout 18000;
    proxy_pass http://127.0.0.1:8080;
}

When this location matches, the request is proxied to the local Tomcat service on port 8080, which returns the response.""",
      T("Nginx"), T("Tomcat"),
      source="https://www.besthub.dev/articles/why-the-trailing-slash-matters-in-nginx-proxy-pass-and-location-directives-cf24181578f4", kind="blog",
      note="the companies are users of Nginx, not tools"),
    R("""When proxy_pass URL ends with a slash, nginx replaces the matching location prefix with the path in proxy_pass. Here, /app/ is replaced by /, so /app/page becomes /page on the backend.

When proxy_pass URL does not end with a slash, nginx appends the full original request URI to the backend URL. So /app/page is appended to http://backend, resulting in http://backend/app/page.

$http_host contains the original Host header from the client request. Setting proxy_set_header Host $http_host; preserves it when forwarding.
$host is the hostname of the server handling the request, which may differ.""",
      T("Nginx"),
      source="https://leyaa.ai/codefly/learn/nginx/part-2/nginx-proxy-pass-directive/challenge", kind="qa"),
    R("""Quick Answers: nginx proxy_pass Trailing Slash

The trailing slash question is really a URI replacement question: proxy_pass with a URI rewrites the matching location prefix; proxy_pass without a URI forwards the original request URI.

What happens with proxy_pass http://backend?

No URI is specified, so Nginx forwards the full request URI. A request for /api/users reaches the upstream as /api/users.

Can I use a URI part in regex or named locations?

Avoid it. When Nginx cannot determine the prefix to replace, specify proxy_pass without a URI and use rewrite rules or variables deliberately.""",
      T("Nginx"),
      source="https://viadreams.cc/ru/blog/nginx-reverse-proxy-config/", kind="qa"),
    # ---------------------------------------------------------------- webpack
    R("""Webpack’s resolve.alias is a surprisingly powerful tool for managing your project’s module graph, letting you treat arbitrary paths as if they were top-level modules.

Let’s see it in action. Imagine a simple React project with a src directory. Without aliases, importing Button.jsx from App.jsx looks like this:

// src/App.jsx
import Button from './components/Button';

And importing api.js from Button.jsx:

// src/components/Button.jsx
import { fetchData } from '../utils/api';

This path.resolve(__dirname, 'src/') part is crucial. __dirname is a Node.js global that gives you the directory of the currently executing script (your webpack.config.js). path.resolve then creates an absolute path to your src folder.""",
      T("Webpack"), T("React"), T("Node.js"), F("src/App.jsx"), F("src/components/Button.jsx"),
      source="https://adhdecode-articles-4.pages.dev/articles/webpack/webpack-resolve-alias-guide", kind="blog"),
    R("""Resolving alias in webpack

Answer:

Resolving aliases in webpack is a powerful technique that simplifies module imports by creating shortcut references to frequently accessed directories.

A basic webpack.config.js with alias configuration looks like this:

```javascript
const path = require('path');
module.exports = {
resolve: {
alias: {
'@components': path.resolve(__dirname, 'src/components'),
'@utils': path.resolve(__dirname, 'src/utils'),
};
```

For TypeScript projects, corresponding type definitions must be added to tsconfig.json to maintain type safety.""",
      T("Webpack"), T("TypeScript"),
      T("JavaScript"),
      source="https://taourl.com/read-4025204.html", kind="qa",
      note="src/components and src/utils are directories"),
    R("""webpack Resolve learning notes

Configure the vue Config JS, taking setting alias as an example
1. Use chainWebpack configuration

An alias is used to map the original import path to a new import path.
alias also supports narrowing the scope to only hit import statements ending in keywords through the $symbol:

alias: {
  xyz$: path.resolve(__dirname, 'path/to/file.js')
import Test1 from 'xyz'; // Exact match, so path/to/file JS is parsed and imported

Configure the file name that describes the third-party module, that is, package JSON file
The default is as follows:

descriptionFiles: ["package.json"]""",
      T("Webpack"), T("Vue"),
      source="https://programs.team/webpack-resolve-learning-notes.html", kind="blog",
      note="path/to/file.js is a placeholder"),
    # ---------------------------------------------------------------- git
    R("""Git rebase interactive squash allows you to combine multiple commits into a single, more meaningful commit within your branch's history for cleaner project management.

git rebase -i HEAD~3

In the interactive interface that appears, replace the word 'pick' with 'squash' (or 's') for the commits you wish to combine, keeping 'pick' for the first commit you want to keep.

Rebasing is particularly useful when you want to maintain a linear commit history. This is crucial for projects with multiple contributors where messy histories can complicate collaboration.""",
      T("Git"),
      source="https://gitscripts.com/git-rebase-interactive-squash", kind="blog"),
    R("""When you run git rebase -i (interactive rebase) to squash commits, Git follows a very specific order and logic:

When you start an interactive rebase (e.g., git rebase -i HEAD~5), Git opens your editor with the commits listed from oldest to newest (top = oldest, bottom = newest).

- pick → keep the commit as-is.
- squash (or s) → combine this commit with the previous commit marked as pick.
- fixup (or f) → same as squash, but discards the commit message (only keeps the first commit’s message).

If you put squash as the very first commit (no pick before it), Git will throw an error—it needs a base commit to squash into.""",
      T("Git"),
      source="https://lzwjava.github.io/git-rebase-squash-order-1-en", kind="qa"),
    R("""Honor "squash!" in merge requests

When using `--autorebase` `squash!` commits behave differently to `fixup!` commits because a squash combines two commits changes including commit message, and should allow the person squashing the commits to review and modify the commit message.

We should support both in a manner consistent with Git.

### Proposal
If a commit contains `squash!` commits, the user should be shown a prompt to review the commit messages of the commits that will be squashed and be able edit them.""",
      T("Git"),
      source="https://gitlab.com/gitlab-org/gitlab/-/work_items/23730", kind="issue"),
    R("""req.body

An object containing text parameters from the parsed request body, defaulting to {}.

By default, the request body can be URL-encoded or stringified as JSON. Support for other formats, such as serialized XML, is possible using the middleware configuration.

- If a request contains one or more file uploads, only the text parameters sent before the first file parameter will be available in req.body.
- When using Skipper, the default body parser, this property will be undefined for GET requests.""",
      T("Skipper"),
      source="https://sailsjs-website.herokuapp.com/documentation/reference/request-req/req-body", kind="docs",
      note="a Sails reference page that never names Sails in its text"),
    # ---------------------------------------------------------------- changelogs
    R("""### Version 22.1.7 (10/23/2022)

* Better checking for configuration file, won't fail if can't find one
* Add second location for configuration file, both same directory as executable (default) and \\~/xwordlist/ directory
* Make include requirements for other Python modules less specific

### Version 22.1.6 (10/22/2022)

* Add -v/--version option that pulls automatically from project setup file
* Fix defect where software can’t find the configuration file location
* Move initialization of IMPACT_COLOR to same place as other globals""",
      T("Python"),
      source="github:aanker/xwordlist:docs/changelog.md", kind="changelog"),
    R("""## [v2.4.0] - 2024-11-02
### Removed
- Remove Python 3.8 support.

## [v2.3.2] - 2024-02-03
### Added
- Support Python 3.12.
### Changed
- Update GitHub release action.

## [v2.3.0] - 2023-09-05
### Fixed
- Prevent crash when reading from empty log file at very first invocation.

## [v2.2.0] - 2023-02-07
### Added
- Fallback to using system media player if `simpleaudio` not available (configurable by environment variable `PYDARTZ_MEDIA_PLAYER`).""",
      T("Python"), T("GitHub Actions"), T("simpleaudio"),
      source="github:pylipp/pydartz:Changelog.md", kind="changelog"),
    R("""## Patch 0.0.4
### Added:
* Alter config on creating new class option
* Overwrite config on creating new class option

### Fixed:
* Fixed creating config issue caused by async code

## Patch 0.0.3
### Fixed:
* Fixed config read function type""",
      source="github:stbestichhh/stlib-testing:CHANGELOG.md", kind="changelog"),
    R("""## [0.3.2-RC] - 2023-10-22

### Documentation

📄 **README Overhaul**

- Added comprehensive project documentation
- Included API endpoint reference table

### Configuration

⚙️ **Environment Management**

- Standardized environment variables
- Added example .env file template

📦 **Package Management**

- Added engines requirement to package.json:
  ```json
  "engines": {
    "node": ">=18.0.0",
    "npm": ">=8.0.0"
  }
  ```""",
      T("Node.js"), T("npm"),
      source="github:williamosilva/nine:CHANGELOG.md", kind="changelog"),
    R("""## [1.2.0] - 2026-02-13

### Added
- Node.js v20, v22, and v24 support
- `engines` field in package.json specifying minimum Node.js version

### Changed
- Dockerfile updated from Node 22 to Node 24
- CI matrix updated to test against Node.js 16, 18, 20, 22, and 24
- Updated GitHub Actions to latest versions (checkout@v4, setup-node@v4)
- Minimum supported Node.js version updated from v8 to v16
- README updated to reflect current Node.js compatibility""",
      T("Node.js"), T("GitHub Actions"), T("Docker"),
      source="github:houseofapis/currencyapi-node:CHANGELOG.md", kind="changelog",
      note="Docker through its Dockerfile"),
    R("""## [2.0.0] - 2021-04-16

### Added 🆕

+ added this [CHANGELOG](./CHANGELOG.md)

### Changed 🔄

+ updated JSON data structure to be returned by this service

+ updated docker base image to use `node:14.16.0-alpine`

+ updated [.eslintrc](./.eslintrc)

+ updated [README.md](./README.md) to show output example

+ updated [.gitlab-ci](./.gitlab-ci.yml) to fix version extraction bug

+ updated dependencies (see [package.json](./package.json))""",
      T("Docker"), T("Node.js"), T("ESLint"), T("GitLab CI"),
      F("./CHANGELOG.md"), F("./.eslintrc"), F("./README.md"), F("./.gitlab-ci.yml"), F("./package.json"),
      source="github:FraunhoferISST/diva:faas/text-metadata-extractor/CHANGELOG.md", kind="changelog",
      note="the links' targets are written as relative paths"),
    # ---------------------------------------------------------------- Docker Compose networking
    R("""Docker Compose Networking: How Service Name DNS Resolution Works

When Docker Compose starts a project, it creates a default network named <project-name>_default. All services defined in docker-compose.yml are automatically attached to this network. Docker's embedded DNS server registers each service's name as a resolvable hostname on the network.

services:
  app:
    image: my-app
    environment:
      DB_HOST: postgres    # resolves to the postgres container's IP
      REDIS_URL: redis://redis:6379
  postgres:
    image: postgres:16
  redis:
    image: redis:7

When app connects to DB_HOST=postgres, Docker's DNS resolves postgres to the current IP of the postgres container. If postgres restarts and gets a new IP, the DNS record updates automatically — no hardcoded IPs needed.""",
      T("Docker Compose"), T("Docker"), T("PostgreSQL"), T("Redis"),
      source="https://codewisdom.io/blog/cloud-computing-and-infrastructure-containerization-and-orchestration-docker-docker-compose-hostname-resolve/", kind="blog"),
    R("""Part 7 separated dev and prod containers. Now we map how those containers actually communicate. The mission is simple: build a clear picture of host ports, container ports, and service names. The example stack uses three services: nginx web, Node API, and PostgreSQL DB.

- The browser always connects with localhost + the published port.
- Port mappings follow the ports: "8080:80" pattern (host:container).
- Containers on the same network resolve service names (api, db, ...) to each other through internal DNS.

services:
  web:
    image: nginx:alpine
    ports:
      - "8080:80"
    volumes:
      - ./public:/usr/share/nginx/html:ro
  api:
    build: ./api""",
      T("Nginx"), T("Node.js"), T("PostgreSQL"),
      source="https://mathbong.com/en/blog/infra/docker/08-ports-networks-service-names", kind="blog",
      note="./public and ./api are directories"),
    R("""Day 149 — docker-compose for a local stack

Define a reproducible local stack (Go app + Postgres + Redis) with Docker Compose, wired together by service-name DNS, depends-on/healthchecks, and env-file config.

  • Service discovery is DNS by service name: the app connects to host db, not localhost or an IP. Compose runs an embedded DNS resolver so db:5432 resolves to the Postgres container.
  • depends_on alone only orders start, not readiness. A container can be "started" before Postgres accepts connections. Add condition: service_healthy + a healthcheck so the app waits for the DB to be truly ready.
  • localhost inside a container is the container itself. To reach the host machine use host.docker.internal; to reach a sibling service use its service name.
  • Compose is a local/dev tool. Production orchestration (Kubernetes, ECS) reuses the same image but not this file.""",
      T("Go"), T("PostgreSQL"), T("Redis"), T("Docker Compose"), T("Kubernetes"), T("Amazon ECS"),
      source="https://go-from-zero.pages.dev/journal/month-06/day-149/", kind="blog"),
    # ---------------------------------------------------------------- Go routers
    R("""Building a REST API

This is the payoff phase. Everything so far has been a separate piece on the workbench — the router from Phase 2, the middleware stack from Phase 3, the JSON read/write helpers from Phase 4. Now we bolt them together into a real, working REST API for the articles resource. By the end you'll have full CRUD (create, read, update, delete) that you can hit with curl.

A REST resource is just five plain http.HandlerFuncs over one collection, mounted on a sub-router. There's no framework "context" object, no special base class, no magic. It's the same conceptual shape you'd draw for Gin or Echo, but here every handler is pure standard library plus chi's router doing the method-and-path matching.

net/http serves every request on its own goroutine. A plain Go map is not safe for concurrent read/write; do it unguarded and you'll get a runtime panic ("concurrent map writes") under load. The fix is a sync.RWMutex guarding every access.""",
      T("chi"), T("Gin"), T("Echo"), T("Go"),
      T("REST"),
      source="https://themissingmanual.dev/guides/chi-from-zero/5", kind="blog"),
    R("""Handling HTTP requests with go-chi

Scalability is usually a thing which is achieved by using a specialized load balancer or reverse proxy. Commonly deployed load balancers might be nginx, haproxy or traefik (the latter written in Go).

The approach how to handle back-end services varies. PHP implements a FastCGI interface, with which a web serve communicates with PHP. If you would be using Node, most likely you’d start your own HTTP server, and use the excellent express.js to route request endpoints to individual API implementations.

Run the server with go run server1.go to start the server, press CTRL+C to terminate it. When you start the server, open up another terminal and issue a request to see the output:

# curl -sS http://localhost:3000/""",
      T("chi"), T("Nginx"), T("HAProxy"), T("Traefik"), T("Go"), T("PHP"), T("FastCGI"), T("Node.js"),
      T("Express"),
      source="https://scene-si.org/2018/03/12/handling-http-requests-with-go-chi/", kind="blog",
      note="server1.go is a bare file name"),
    R("""Introduction to Go: Building a REST API

Go (Golang) has become one of the most popular languages for building backend services, APIs, and distributed systems. Created at Google in 2007 by Robert Griesemer, Rob Pike, and Ken Thompson, Go was designed to address the challenges of building large-scale software: fast compilation, efficient concurrency, and simplicity.

Go's simplicity is its superpower. The language has a small spec—no generics until Go 1.18, no exceptions (just explicit error returns), no classes (just structs with methods), and no inheritance (just interfaces). Companies like Docker, Kubernetes, Terraform, CockroachDB, and Uber's microservices are all built in Go, proving its suitability for production systems.""",
      T("Go"), T("Docker"), T("Kubernetes"), T("Terraform"), T("CockroachDB"),
      T("REST"),
      source="https://minhvo.is-a.dev/blogs/introduction-to-go-building-a-rest-api", kind="blog"),
    R("""chi is a lightweight, idiomatic and composable router for building Go 1.7+ HTTP services. It's especially good at helping you write large REST API services that are kept maintainable as your project grows and changes. chi is built on the new context package introduced in Go 1.7 to handle signaling, cancelation and request-scoped values across a handler chain.

go get -u github.com/pressly/chi

  • Lightweight - cloc'd in <1000 LOC for the chi router
  • 100% compatible with net/http - use any http or middleware pkg in the ecosystem that is also compat with net/http
  • Doc generation - docgen auto-generates routing documentation from your source to JSON or Markdown""",
      T("chi"), T("Go"),
      T("REST"),
      source="https://pkg.go.dev/github.com/nkovacs/chi@v2.0.0+incompatible", kind="docs"),
    # ---------------------------------------------------------------- pandas
    R("""Why does the application of mask return a copy of df rather than a slice? NumPy, and therefore Pandas, wants to keep all the elements of a Series in a contiguous block of memory.

Implementation of the [] operator in Python

When creating an object that supports indexing via the [ ] notation, Python requires classes like DataFrame and Series to implement two methods: __getitem__ and __setitem__ (creatively referred to as dunder methods).

Stojiljković advises that you avoid chained assignments that combine 2 or more indexing operations like df[mask]['z'] = 0 and df.loc[mask]["z"] = 0, and apply single assignments with just one indexing operation.""",
      T("NumPy"), T("pandas"), T("Python"),
      source="https://cocalc.com/share/public_paths/33248d1301c69334e1e0d0959412f9ae6992f44a/datascience/setting-with-copy-warning-lecture.ipynb", kind="qa"),
    R("""SettingWithCopyWarning — The Exact Cause and the Fix

You are writing an ETL process that flags delinquent user accounts. You filter your primary accounts DataFrame for those with negative balances, then attempt to update their status column.

The update failed. This happens because the first set of brackets df[df['balance'] < 0] evaluates to a new temporary DataFrame copy. The second operation ['status'] = 'Delinquent' mutates this temporary copy, which immediately goes out of scope and is garbage collected, leaving df untouched.

Pandas cannot determine if this intermediate object shares memory with the original DataFrame (a view) or resides in a new allocation (a copy) because it depends on whether the underlying NumPy array layout is contiguous or consolidated.""",
      T("pandas"), T("NumPy"),
      source="https://mortalapps.com/python/pandas-and-data/setting-with-copy-warning/", kind="qa"),
    R("""What causes SettingWithCopyWarning in pandas and how do you fix it?

SettingWithCopyWarning fires when you try to set a value on what pandas suspects is a copy of a slice rather than the original DataFrame, so the write may silently fail. The fix is to always use .loc on the original DataFrame for assignments, or call .copy() explicitly when you intend to work on a detached copy.

pandas 2.0 introduced opt-in Copy-on-Write semantics. Under CoW, every subset is always a copy, and chained writes have no effect on the original — which means the silent data corruption goes away. In pandas 3.0 this becomes the default behavior.""",
      T("pandas"),
      source="https://datarekha.com/interview/pandas/settingwithcopywarning/", kind="qa"),
    R("""Fix: pandas SettingWithCopyWarning — A value is trying to be set on a copy

pandas raises a SettingWithCopyWarning when you try to modify a DataFrame:

/usr/local/lib/python3.11/site-packages/pandas/core/indexing.py:965: SettingWithCopyWarning:
A value is trying to be set on a copy of a slice from a DataFrame.
Try using .loc[row_indexer,col_indexer] = value instead

The view-vs-copy decision is an implementation detail of pandas’ internal BlockManager. Single-dtype DataFrames (all columns are int64, for example) are more likely to return views because the underlying NumPy array is contiguous. Mixed-dtype DataFrames almost always return copies because each dtype block is stored separately.""",
      T("pandas"), T("NumPy"),
      source="https://fixdevs.com/blog/pandas-settingwithcopywarning-fix/", kind="qa"),
    # ---------------------------------------------------------------- Rails to Elixir
    R("""This is the first of a series of articles about my journey going from Ruby on Rails to Elixir/Phoenix.

I've been doing a lot of Ruby on Rails during my career as a Software Engineer, I absolutely love it and I don't necessarily plan to stop doing it.

I wanted people to be able to use a browser extension to save items so I immediately saw trucks loaded with JavaScript coming my way; then I needed some sort of backend to store this information and periodically scrape online pages for updated prices. I also needed something to help me send email notifications.

Here's how my mind works at this point: it needs HTML/CSS/JS to show at least a simple list of items being tracked, an API to get items from the database, a database of course, and perhaps some kind of background processing thing for the scraping and notifications.

* I always found that Sidekiq logo hilarous.""",
      T("Rails"), T("Elixir"), T("Phoenix"), T("JavaScript"), T("Sidekiq"),
      source="https://practicaldev-herokuapp-com.global.ssl.fastly.net/jdcosta/from-rails-to-elixir-know-your-app-131m", kind="blog"),
    R("""Incrementally moving to Elixir

At Fitzdares (a bookmakers) we have an ageing monolith of a system written in Rails over 7 or so years by various teams and contractors and much like the building above it’s starting to show it’s age.

The data feed is a push feed, very noisy requiring simple filtering to determine whether the data is of interest to us, spikey in traffic where we regularly go from ~30 updates per minute to 2000+ for a few minutes and then back down.

The old solution was using the daemons gem to spin up the full Rails environment, subscribe to the feed, do filtering, construct an ActiveRecord object and save to the database.

What we found was stacks of ActiveRecord Callbacks, auto updates to related models, ActiveRecord Observers etc""",
      T("Elixir"), T("Rails"), T("daemons"), T("ActiveRecord"),
      source="https://medium.com/@efexen/incrementally-moving-to-elixir-da1b25307684", kind="blog"),
    R("""There's a really good chance you don't even need the job queue. Take this with a grain of salt, I'm just beginning my Elixir journey as well, but basically everyone has told me that a lot of what we Rails developers spun out as separate services can be done directly on the VM. Even Reddis can be largely replaced with things like Mnesia.

I want to migrate bit by bit to Elixir, in an incremental fashion. At a given point in time, I'll have Sidekiq and Elixir running side by side in production, so I'll need to consume jobs from Redis originated by Rails. Exq makes my life easier during the transition.

Regarding performance improvements, we are on the process of migrating our Rails monolith to Elixir and Phoenix. So far, without any optimizations, we are experiencing an increase of 7x on the supported traffic, with 5x faster response times and using half of the resources (AWS instances, RDS db, etc).""",
      T("Elixir"), T("Rails"), T("Redis"), T("Mnesia"), T("Sidekiq"), T("Exq"), T("Phoenix"),
      T("AWS"), T("Amazon RDS"),
      source="https://dev.to/jdcosta/from-rails-to-elixir-know-your-app-131m/comments", kind="qa",
      note="Reddis is the writer's spelling of Redis"),
    R("""I once worked on a mobility platform—ride-hailing and food delivery. The architecture looked impressive from the outside: 20 microservices, 10 of them in Go, a central Rails monolith, Redis everywhere, RabbitMQ for inter-service communication, and a team spending more time orchestrating infrastructure than building features.

Then I discovered Elixir. And I realized we’d been overcomplicating things.

│ Rails API │ │ Rails API │ │ Rails API │
│ (Puma x16) │ │ (Puma x16) │ │ (Puma x16) │""",
      T("Go"), T("Rails"), T("Redis"), T("RabbitMQ"), T("Elixir"), T("Puma"),
      source="https://alembiclabs.fr/fr/blog/ruby-to-elixir-migration", kind="blog"),
    R("""Migrating any old code base to a new code base is incredibly challenging. I did 2 Ruby → Elixir extractions out of the monolith. The most challenging part was indexing literally every single feature / quirk and making sure the new service handled it correctly. It is very easy to miss an item and then introduce a bug.

More generally, adopting Elixir required getting the “non-negotiables” in place. For example, making sure observability, logging, data access, networking, security, framework (we had an internal Ruby framework that we emulated to Elixir), etc. A lot of work went into that, but it was copyable between future apps!""",
      T("Ruby"), T("Elixir"),
      source="https://forum.devtalk.com/t/spotlight-stephen-bussey-author-interview-and-ama/120416/14", kind="qa"),
    # ---------------------------------------------------------------- static assets: answers and docs
    R("""Importing a static asset (e.g. an image) will return its URL. For example:

src/App.jsx
import imgUrl from './img.png'

function App() {
return <img src={imgUrl} alt="img" />
}

For example, imgUrl will be /img.png during development, and become /assets/img.2d8efhg.png in the production build.

We are using Vite under the hood, read more about importing static assets in Vite's docs.

If you have assets that are never referenced in source code (e.g. robots.txt), then you can place the asset in the public directory at the root of your project. Assets in this directory will be served at root path / during development and copied to the root of the dist directory as-is.

You should always reference public assets using root absolute path: for example, public/icon.png should be referenced in source code as /icon.png.""",
      T("Vite"), F("src/App.jsx"), F("public/icon.png"),
      source="https://wasp-docs-on-main.pages.dev/docs/project/static-assets", kind="docs",
      note="a Wasp reference page that never names Wasp in this part"),
    R("""You can create a folder named static at the root of your project. Every file you put into that folder will be copied into the public folder. E.g. if you add a file named sun.jpg to the static folder, it’ll be copied to public/sun.jpg

Keep in mind the downsides of this approach:
- None of the files in the static folder will be post-processed or minified.
- Missing files will not be called at compilation time, and will cause 404 errors for your users.

The static folder is useful as a workaround for a number of less common cases:
- You need a file with a specific name in the build output, such as manifest.webmanifest.
- You want to include a small script like pace.js outside of the bundled code.
- Some libraries may be incompatible with webpack and you have no other option but to include it as a <script> tag.""",
      T("Webpack"), F("public/sun.jpg"),
      source="https://v4.gatsbyjs.com/docs/how-to/images-and-media/static-folder", kind="docs",
      note="pace.js is a bare file name"),
    R("""Static File Serving

Next.js can serve static files, like images, under a folder called public in the root directory. Files inside public can then be referenced by your code starting from the base URL (/).

For example, if you add an image to public/my-image.png, the following code will access the image:

function MyImage() {
  return <img src="/my-image.png" alt="my image" />
}

This folder is also useful for robots.txt, Google Site Verification, and any other static files (including .html)!

Note: Be sure to not have a static file with the same name as a file in the pages/ directory, as this will result in an error.""",
      T("Next.js"), F("public/my-image.png"),
      source="https://nextjs.zcopy.site/docs/basic-features/static-file-serving", kind="docs"),
    R("""Where to put images in a React project?

I am creating a new React application. Where do I store the images for my React project and then import them to use in my application frontend? Is it possible to use ImageKit for this?""",
      T("React"), T("ImageKit"),
      source="https://community.imagekit.io/t/where-to-put-images-in-a-react-project/81", kind="qa"),
    R("""If you want to inline an SVG it will be automagically turned into a React component if you import it.

// index.html.jsx
import Icon from "./icon.svg"
export default () => {
  return (
    <div>
      <h1>Heading</h1>
      <Icon />
    </div>
  )
}

Also keep in mind that when you import an SVG it becomes a dependency and thus will not be copied over into the target folder. That means you can either use an SVG as an image (<img src="path/to/icon.svg" />) or inline it by importing it, but not both.""",
      T("React"),
      source="https://charge.js.org/svgs", kind="docs",
      note="./icon.svg is an import specifier of a bare name; path/to/icon.svg a placeholder"),
    # ---------------------------------------------------------------- changelogs
    R("""Changelog for CommonLibs. Version numbers try to follow `Semantic
Versioning <https://semver.org/spec/v2.0.0.html>`__.

[0.2.0] -- 2019-08-21
---------------------

Added
~~~~~

* Added `ProjectPaths()` in new module `fileio.paths` class for simpler path handling

[0.1.1] -- 2019-08-15
---------------------

Changed
~~~~~~~

* Renamed module `mathtools` to `math`

Removed
~~~~~~~

* Removed module `mathtool.rank_nullspace`""",
      source="github:airinnova/commonlibs:docs/source/CHANGELOG.rst", kind="changelog"),
    R("""# Changelog

All notable changes to this project will be documented in this file.

## 0.1.0

### Added
- Initial release
- PostgreSQL 17 support
- PostGIS 3.5.2 integration
- Support for amd64 and aarch64 architectures
- Automated backups and restore functionality
- SSL support for secure connections
- Performance tuning options
- Prometheus monitoring support
- Network access control""",
      T("PostgreSQL"), T("PostGIS"), T("Prometheus"),
      source="github:kimasplund/homeassistant_postgis:CHANGELOG.md", kind="changelog",
      note="amd64 and aarch64 are platform strings; SSL a protocol"),
    R("""## 🚀 Features

- Add support for IPv6 authenticated logins @jfryman (#59)
- Added support pg_stat_statements to collect query statistics (#61)
- Added support for altering settings of postgresql.conf and pg_hba.conf using the config. See docs for deatils. (#57)
- Improved backup/restore mechanism by using pg_dumpall and excluding normal postgres data files from backup. (#55)

## ⬆️ Updates

- Updated TimescaleDB v2.22.1 (#56)
- Updated PostgreSql to 17.6
- Updated base-image to 17.2.5
- Updated PostGIS to 3.6.0
- Updated timescaleDb-Toolkit to 1.21.0
- Updated pgAgent to 4.2.3
- Updated pgVector to 0.8.1""",
      T("pg_stat_statements"), T("PostgreSQL"), T("TimescaleDB"), T("PostGIS"), T("TimescaleDB Toolkit"),
      T("pgAgent"), T("pgvector"),
      source="github:expaso/hassos-addons:timescaledb/CHANGELOG.md", kind="changelog",
      note="pg_dumpall is PostgreSQL's own tool; the .conf files are bare names"),
]
