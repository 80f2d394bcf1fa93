"""Real technical texts: documentation pages, API references and technical blog posts, kept as
stored (a page's text as its site gives it, line breaks included), each trimmed to a passage.

Labels as in tech_issues_a: technologies by lexicon name or official spelling; data formats
(JSON, YAML) and everyday shell utilities (curl, grep) are not labelled; endpoints as
"METHOD /path" with the query string dropped, "/path" when no method is named.
"""

from real_corpus import E, F, R, T

CASES = [
    R("Get Resource\n\nGET /resources/{id}\n\nExample Request:\n\ncurl https://api.example.com/v1/resources/res_123 \\\n  -H \"Authorization: Bearer YOUR_TOKEN\"\n\nExample Response:\n\n{\n  \"data\": {\n    \"id\": \"res_123\",\n    \"name\": \"Example Resource\",\n    \"description\": \"A sample resource\",\n    \"type\": \"standard\",\n    \"status\": \"active\",\n    \"metadata\": {\n      \"custom_field\": \"value\"\n    },\n    \"created_at\": \"2025-01-15T10:00:00Z\",\n    \"updated_at\": \"2025-01-15T10:00:00Z\"\n  }\n}\n\nCreate Resource\n\nPOST /resources\n\nRequest Body:",
      E("GET /resources/{id}"), E("POST /resources"),
      source="https://docs.drew.onl/archive/reference/api-endpoints", kind="docs"),
    R("For each POST endpoint, include:\n\n  1. Purpose - What resource gets created\n  2. Method and URL - For example, POST /api/v1/users\n  3. Authentication and headers - Required token and Content-Type\n  4. Request body schema - Field name, type, required status, and validation\n  5. Success response - Usually 201 Created with created resource payload\n  6. Validation and error responses - Common 400, 401, and 409 patterns\n\nExample: Create a new user\n\n  • Endpoint summary: Creates a new user account.\n  • Method: POST\n  • URL: /api/v1/users\n  • Authentication: Bearer token required\n  • Headers:\n    • Content-Type: application/json\n    • Authorization: Bearer <token>",
      E("POST /api/v1/users"),
      source="https://ranjeettechwriter.in/docs/blog/posts/rest-api-guides/How-to-document-POST-endpoints.html", kind="blog",
      note="a Method: / URL: block"),
    R("Every request should include the header Content-Type: application/json\n, except for file uploads.\nThe API adheres to REST principles:\nGET\nrequests: read without modificationPOST\nrequests: create a new resourcePATCH\nrequests: update an existing resourceDELETE\nrequests: delete a resource\nThe parameters for GET\nrequests should be sent via the query string of the request.",
      T("REST"),
      source="https://hubflo.readme.io/reference/requests", kind="docs",
      note="methods without paths"),
    R("Rate Limiting\nAPI requests are limited to 1000 requests per hour per API key. Rate limit information is included in response headers:\nX-RateLimit-Limit: 1000\nX-RateLimit-Remaining: 999\nX-RateLimit-Reset: 1609459200Pagination\nList endpoints support pagination using the following parameters:\npage- Page number (default: 1)limit- Items per page (default: 20, max: 100)\nGET /api/v1/users?page=2&limit=50Response includes pagination metadata:",
      E("GET /api/v1/users"),
      source="https://api-docs.toobit.com/api/", kind="docs",
      note="a scraped page: the query string runs into the next word"),
]

# ---- reference pages and answers ---------------------------------------------------------------
CASES += [
    R("The Kubernetes API server provides 3 API endpoints (healthz, livez and readyz) to indicate the current status of the API server. The healthz endpoint is deprecated (since Kubernetes v1.16), and you should use the more specific livez and readyz endpoints instead. The livez endpoint can be used with the --livez-grace-period flag to specify the startup duration. For a graceful shutdown you can specify the --shutdown-delay-duration flag with the /readyz endpoint. Machines that check the healthz/livez/readyz of the API server should rely on the HTTP status code. A status code 200 indicates the API server is healthy/live/ready, depending on the called endpoint.\n\nThese endpoints align with how Kubernetes HTTP probes function:\n\n  • livez: Use this to determine if the API server should be restarted. If /livez returns a failure status code (such as 500), the API server is likely in a non-recoverable state, such as a deadlock, and requires a restart.\n  • readyz: Use this to determine if the API server is ready to accept traffic. If /readyz returns a failure status code, it indicates the server is still initializing or temporarily unable to serve requests (for example, waiting for etcd to be available), and traffic should be routed away from it.",
      T("Kubernetes"), T("etcd"),
      source="https://kubernetes.io/docs/reference/using-api/health-checks", kind="docs",
      note="endpoints also named bare (healthz, livez) and joined by slashes"),
    R("Health Check (Alias)\nKubernetes-style alias for GET /v1/health. Returns the same shallow\nliveness response.\nResponse\nThe server process is up and able to serve requests.\nstatus",
      T("Kubernetes"), E("GET /v1/health"),
      source="https://docs.nvidia.com/nemo/guardrails/reference/guardrails-api-server/health/get-healthz", kind="docs"),
    R("gh_issue_list: List issues for a GitHub Repo\n\nDescription Usage Arguments Value See Also\n\nView source: R/gh_issues.R\n\nDescription\n\nList issues for a GitHub Repo\n\nUsage\n\n1\n\nArguments\n\npath\n\nGitHub repo path of the form \"username/repo\". If not provided, will default to current repo.\n\n...\n\nAdditional parameters, see https://docs.github.com/en/rest",
      T("GitHub"), F("R/gh_issues.R"),
      source="https://rdrr.io/github/jdtrat/ghee/man/gh_issue_list.html", kind="docs",
      note="'username/repo' is a repository, not a file"),
    R("Class: GitHubV3API::IssuesAPI\n- Inherits:\n-\nObject\n- Object\n- GitHubV3API::IssuesAPI\n- Defined in:\n- lib/github_v3_api/issues_api.rb\nOverview\nProvides access to the GitHub Issues API (developer.github.com/v3/issues/)\nexample:\napi = GitHubV3API.new(ACCESS_TOKEN)\n# get list of your issues\nmy_issues = api.issues.list\n#=> returns an array of GitHubV3API::Issue instances",
      F("lib/github_v3_api/issues_api.rb"), T("GitHub"),
      source="https://rubydoc.info/gems/github-v3-api/GitHubV3API/IssuesAPI", kind="docs",
      note="an address without a scheme"),
    R("Retrieve all issues on a repository\nDescription\nGiven a repository name, get a list of issues.\nUsage\nget_issues(repo_name, how_many = \"all\", git_pat = NULL, verbose = TRUE)\nArguments\nrepo_name |\nthe name of the repository to retrieve issues from, e.g. jhudsl/OTTR_Template |\nhow_many |\nput the number of how many you would like returned. If all, put \"all\". By default will return all issues. |\ngit_pat |\nA personal access token from GitHub. Only necessary if the repository being checked is a private repository. |",
      T("GitHub"),
      source="https://search.r-project.org/CRAN/refmans/githubr/html/get_issues.html", kind="docs"),
    R("Verify that you have the latest version of Node.js installed (or, at least 13.2.0+). Then do one of the following, as described in the documentation:\n\nOption 1\n\nIn the nearest parent package.json file, add the top-level \"type\" field with a value of \"module\". This will ensure that all .js and .mjs files are interpreted as ES modules. You can interpret individual files as CommonJS by using the .cjs extension.\n\n// package.json\n{\n  \"type\": \"module\"\n}\n\nOption 2\n\nExplicitly name files with the .mjs extension. All other files, such as .js will be interpreted as CommonJS, which is the default if type is not defined in package.json.",
      T("Node.js"), T("CommonJS"),
      source="https://newbedev.com/syntaxerror-cannot-use-import-statement-outside-a-module", kind="qa",
      note="an answer copied from a Q&A site"),
    R("If anyone is running into this issue with TypeScript, the key to solving it for me was changing\n\n    \"target\": \"esnext\",\n    \"module\": \"esnext\",\n\nto\n\n    \"target\": \"esnext\",\n    \"module\": \"commonjs\",\n\nIn my tsconfig.json. I was under the impression \"esnext\" was the \"best\", but that was just a mistake.",
      T("TypeScript"),
      source="https://newbedev.com/syntaxerror-cannot-use-import-statement-outside-a-module", kind="qa",
      note="an indented configuration block; a module setting's value is not a mention"),
]

# ---- technical blog posts ------------------------------------------------------------------
CASES += [
    R("The codebase was old. React 16 with class components everywhere. React Router v3 with routes-as-children. A webpack 4 config that had been edited by a dozen people over five years and contained loaders nobody could explain. The dev server took 45 seconds to come up. Hot reload was 8 seconds on a good day, 20 on a bad one. The production build was 6 minutes. CI deploys took 14 minutes end to end.\nI'd been dismissing Vite for two years. \"Webpack works.\" It did work. It was also bleeding an hour a day off the team in dev server restarts, slow HMR cycles, and CI queues piling up behind each other.\nHere's the catch: you don't migrate a legacy webpack project to Vite on its own. You end up migrating webpack, React, React Router, your test runner, and half your dependencies, because the things that make Vite fast are the same things that won't tolerate code from 2018. This post is about what that actually looks like.",
      T("React"), T("React Router"), T("Webpack"), T("Vite"),
      source="https://www.moussouni.guyfarron.com/post/41461", kind="blog",
      note="lower-case webpack with a version"),
    R("For years, Webpack was the undisputed king of JavaScript module bundling. However, as our React applications grew in size and complexity, the developer experience severely degraded. Hot Module Replacement (HMR) updates were taking upwards of 5 seconds, breaking developer flow.\nEsbuild and Native ESM\nThe migration to Vite represented a paradigm shift. Instead of crawling and bundling the entire application before the dev server could start, Vite leverages native ES Modules (ESM) in the browser. It serves the source code directly, letting the browser take over the job of module resolution.\nUnder the hood, Vite uses Esbuild (written in Go) to pre-bundle dependencies. Esbuild is orders of magnitude faster than JavaScript-based bundlers. The result was a drop in initial cold-start times from 24 seconds (Webpack) to 1.2 seconds (Vite).\nPlugin Ecosystem and Rollup\nWhile Vite's dev server is novel, its production build utilizes Rollup. This provided us with a highly mature, stable ecosystem of plugins for tree-shaking and chunk splitting. We heavily utilized Rollup's manualChunks API to isolate our heavy data visualization libraries (like D3 or Three.js) into separate vendor chunks, allowing the browser to cache them aggressively across user visits.",
      T("Webpack"), T("JavaScript"), T("React"), T("Vite"), T("esbuild"), T("Go"), T("Rollup"),
      T("D3.js"), T("Three.js"),
      source="https://xjustice.github.io/articles/vite-vs-webpack.html", kind="blog",
      note="'written in Go' with Go capitalised mid-sentence"),
    R("If you’ve been building front-end applications for the past decade, Webpack has probably been a constant companion—sometimes helpful, often frustrating, occasionally infuriating. Those 30-second (or 3-minute) build times. That sprawling configuration file that no one fully understands. The mysterious “Module not found” errors that appear only in production.\nThen you hear about Vite. Cold server starts in milliseconds. Hot module replacement that actually feels instant. Configuration so simple you wonder if you’re missing something.\nYou’re not missing something. The tooling landscape has fundamentally shifted.",
      T("Webpack"), T("Vite"),
      source="https://www.mindsing.com/blog/technology-innovation/vite-replacing-webpack-modern-builds", kind="blog"),
]

# ---- containers and databases --------------------------------------------------------------
CASES += [
    R("You wrote a backend. It connects to Postgres at localhost:5432. It worked on your laptop for weeks. Then you moved it into Docker, ran docker compose up, and got ECONNREFUSED 127.0.0.1:5432. The database is right there. You can see it in the logs, happily accepting connections. Your backend swears nothing is listening.\n\nNothing changed in your code. What changed is the meaning of one word.",
      T("PostgreSQL"), T("Docker"), T("Docker Compose"),
      source="https://raindev.fyi/guides/docker-networking/", kind="blog",
      note="an unfenced command inside a sentence"),
    R("A real app is rarely one container. It's an API, a database, maybe a cache.\nDocker Compose lets you describe all of them in a single compose.yaml\n(the older name docker-compose.yaml also works) and start the whole set with one\ncommand. Compose reads that file, builds or pulls each image, and starts the containers,\nrespecting any depends_on ordering you declare.\nservices:\napi:\nbuild: . # build from the Dockerfile in this folder\nports:\n- \"3000:3000\"\nvolumes:\n- .:/app # bind mount for live-reload\nenvironment:\nDATABASE_URL: postgres://postgres:${POSTGRES_PASSWORD}@db:5432/app\ndepends_on:\n- db\ndb:\nimage: postgres:16 # pulled prebuilt from a registry, no Dockerfile needed\nenvironment:\nPOSTGRES_PASSWORD: ${POSTGRES_PASSWORD}\nvolumes:\n- pgdata:/var/lib/postgresql/data # named volume keeps data across restarts\nvolumes:\npgdata:\nNot every service needs a Dockerfile. Below, the db service has none: it just names a\nprebuilt image (postgres:16), and Compose pulls it from a registry, the same place\nyour FROM node:20-alpine base image came from. Here the pulled image is the\nwhole service, with no build step on top.",
      T("Docker Compose"), T("Docker"), T("PostgreSQL"), T("Node.js"),
      source="https://www.bitovi.com/academy/learn-intro-to-docker/docker-compose.html?hsLang=en-us", kind="docs",
      note="a Compose file that lost its fence and indentation"),
    R("Fixing Docker Compose Connection Errors in CI/CD\n\nSpent 4 hours debugging 'Connection refused' errors in Jenkins. Here's what I learned about Docker networking in CI pipelines.\n\nPicture this: your Docker Compose setup works perfectly on your local machine. You push to CI, and suddenly every integration test fails with Connection refused.\n\nThe database container is \"running.\" The API container is \"healthy.\" The test process starts. Then it cannot connect to the service it needs.\n\nThis failure looks random until you remember one thing: local Docker networking and CI Docker networking are not the same environment.\n\nThe local setup lies to you\n\nOn your machine, you might connect to Postgres at localhost:5432.\n\nInside a Compose network, another container should usually connect to postgres:5432, where postgres is the service name.",
      T("Docker Compose"), T("Jenkins"), T("Docker"), T("PostgreSQL"),
      source="https://www.sageideas.dev/blog/fixing-docker-compose-connection-errors-in-ci-cd", kind="blog"),
]
