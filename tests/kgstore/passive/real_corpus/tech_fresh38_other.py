"""The other texts of the thirty-eighth fresh held-out set ("fresh-38"), 38 in all: 21 docs pages and READMEs on
scientific computing and data (plumber's endpoint annotations for R, Genie's router for Julia, a Julia package layout,
FileTrees with DataFrames.jl, an R targets pipeline, a MATLAB toolbox template and MATLAB's weboptions, DuckDB's Parquet
reader and its extension template, Apache Arrow datasets in R), on data visualisation (Observable Framework's hello-world
page and an app README, a D3 starter kit, Vega-Lite's data docs) and REST and webhook API references with their routes
(two create-webhook pages, a signature-verification guide, three dataset APIs), plus a glossary entry; 5 changelogs and
migration notes (plotly.js, hvega, a Vega-Lite plotting helper, D3 4.0 and 5.0); 4 Q&A answers (SciPy's minimize, MATLAB
dates twice, ggplotly tooltips); 8 blogs (Observable Framework's ideas, embedding Vega charts in Ghost, Polars' read_csv
against its lazy scan_csv, four incident postmortems on ClickHouse and a postmortem template). 8 texts give relative
file paths, 8 give endpoints with their methods, and 2 (the template and the glossary entry) label nothing.

Taken from stored public copies of the pages and files at the addresses given, kept as written (trimmed) and labelled
by hand, blind, without running the extractor, by the rules of the earlier sets (``--split fresh-38``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "Genie.jl": ("Genie",),
    "Vega-Embed": ("Vega Embed",),
    "Observable Plot": ("Observablehq/plot",),
    "ggplot2": ("ggplot",),
    "Apache Arrow": ("arrow",),
    "CSV.jl": ("CSV",),
    "DataFrames.jl": ("DataFrames",),
}

CASES = [
    # ---------------------------------------------------------------- docs: routes of R and Julia web frameworks
    R(r"""Endpoints

Endpoints are the terminal step in process of serving a request. (See the docs on filters to see what the intermediate steps might be.) An endpoint can simply be viewed as the logic that is ultimately responsible for generating a response to a particular request. You create an endpoint by annotating a function like so:

#* @get /hello
function(){
  return("hello world")
}

This annotation specifies that this function is responsible for generating the response to any GET request to /hello. (If you’re unfamiliar with GET and POST HTTP requests, you can read up on them here.) Typically, the value returned from the function will be used as the response to the request (after being serialized through a serializer to e.g. convert the response into JSON). In this case, a GET response to /hello would return the content ["hello world"] with a JSON content-type, unless you’ve changed the serializer type.

HTTP Methods

Endpoints can be specified for any of the four major HTTP “verbs”: GET, POST, PUT, and DELETE using the annotations @get, @post, @put, and @delete, respectively. As you might expect, a function annotated with @get will respond only to GET requests. So if you intend an endpoint to be accessed via multiple HTTP methods, you would need to annotate them with each relevant method as in:

#* @get /vehicle
#* @put /vehicle
#* @post /vehicle
function(req){
  ...
}

Error Handling

If an endpoint generates an error, the error handler will generate a response on behalf of the endpoint. By default, this involves capturing the error message and returning a serialized response with an HTTP status code of 500 to signify a server error.

Example

Below on the left you’ll find a web application that uses jQuery to send requests to a plumber API which processes those requests. You can edit the slider inputs to preview what the request would look like before submitting it to the API. The code for the plumber API is included on the right so you can see how each endpoint would behave.""",
      T("plumber"), T("jQuery"),
      E("GET /hello"), E("GET /vehicle"), E("PUT /vehicle"), E("POST /vehicle"),
      source="http://plumber.trestletech.com/docs/endpoints/", kind="docs",
      note="each route is a plumber annotation giving its method (#* @put /vehicle); R is never named in this part of the "
           "page, only written"),
    R(r"""Routing

Genie's router can be considered the brain of the app, matching web requests to handler functions, extracting and setting up the request's variables and the execution environment, and invoking the response methods.

Static routing

Starting with the simplest case, we can register "plain" routes by using the route method. The method takes as its required arguments the URI string or pattern -- and the handler function that will be invoked in order to provide the response. The router supports two ways of registering routes, either route(pattern::String, f::Function) or route(f::Function, pattern::String). The first syntax is for passing function references -- while the second is for defining inline functions (lambdas).

Example

The following snippet defines a function greet which returns the "Welcome to Genie!" string. We use the function as our route handler, by passing a reference to it as the second argument to the route method.

using Genie

greet() = "Welcome to Genie!"

route("/greet", greet)          # [GET] /greet => greet

up() # start the server

If you use your browser to navigate to http://127.0.0.1:8000/greet you'll see the code in action.

However, defining a dedicated handler function might be overkill for simple cases like this. As such, Genie allows registering in-line handlers:

route("/bye") do
  "Good bye!"
end                 # [GET] /bye => ()

You can just navigate to http://127.0.0.1:8000/bye -- the route is instantly available in the app.


HEADS UP

The routes are matched from newest to oldest. This means that you can define a new route to overwrite a previously defined one.

Genie's router won't match the most specific rule, but the first matching one. So if, for example, you register a route to match /*, it will handle all the requests, even if you have previously defined more specific routes.""",
      T("Genie.jl"), E("GET /greet"), E("GET /bye"),
      source="https://learn.genieframework.com/framework/genie.jl/docs/routing", kind="docs",
      note="the method of each route is given by the '# [GET] /greet' comment; the '/*' catch-all is a pattern with no "
           "method written: not labelled; Julia is not named in this part of the page"),
    # ---------------------------------------------------------------- docs: webhook and dataset REST APIs with routes
    R(r"""Create Webhook
Register a webhook endpoint for event notifications.
POST/v1/webhooks
Request body
urlstringrequiredHTTPS endpoint URL (max 2048 chars).
eventsstring[]Event types to subscribe to. Default: ["*"] (all).
Response
Returns 201 Created with the webhook object.
Important: The
secretfield is only returned on creation. Save it immediately — you'll need it to verify webhook signatures.
idstringWebhook ID.
urlstringThe registered endpoint URL.
eventsstring[]Subscribed event types.
secretstringWebhook signing secret (only returned on creation).
is_activebooleanWhether the webhook is active.
failure_countnumberNumber of consecutive delivery failures.
created_atstringISO 8601 timestamp.""",
      E("POST /v1/webhooks"),
      source="https://docs.memorykit.io/api/create-webhook", kind="docs",
      note="the page's layout runs the method into the path ('POST/v1/webhooks'); it is the service's own route"),
    R(r"""Create Webhook

Create a new webhook endpoint to receive real-time notifications about events.

Endpoint

POST /api/webhooks

Request Body

ParameterTypeRequiredDescription
urlstringYesWebhook endpoint URL
eventsarrayYesArray of event types to subscribe to
descriptionstringNoWebhook description

Response

Returns the created webhook object.
{
  "id": "wh_123456789",
  "url": "https://your-app.com/webhooks",
  "events": ["payment.completed", "invoice.paid"],
  "description": "Payment notifications",
  "status": "active",
  "created_at": "2023-01-01T00:00:00Z"
}""",
      E("POST /api/webhooks"),
      source="https://docs.usebila.com/developers/webhooks/create-webhook", kind="docs",
      note="the customer's receiving URL (https://your-app.com/webhooks) is a placeholder URL, not a route of this API"),
    R(r"""Datasets API

Endpoints for creating, reading, and updating datasets.

List datasets

GET /api/v1/datasets/

Returns all datasets (latest version of each by default).

Scope required: read

Query parameters:

Parameter Type Default Description
version latest | all | integer latest Which version(s) to return
fields list of field names datasetId, name, version, lastUpdatedBy, lastUpdatedOn Fields to include
datasetId string Filter by dataset ID
name string Filter by name
lastUpdatedBy string Filter by editor username

Get dataset by ID

GET /api/v1/dataset/id/{datasetId}/

Returns the full dataset object for the given ID (latest version).

Scope required: read

Path parameters:

Parameter Description
datasetId 7-character dataset ID

Create dataset

POST /api/v1/dataset/

Creates a new dataset. The query is saved but not executed — results are populated when the dataset is updated with a query that has at least one filter.

Scope required: write

Request body: DatasetRevision

{
  "name": "My Dataset",
  "query": {
    "endpoint": "google_sheets?sheet_id=abc123",
    "filters": [],
    "node_deduplication_field": "location_name",
    "node_group_criteria": null,
    "node_group_layout": null
  }
}

Update dataset

PUT /api/v1/dataset/id/{datasetId}/

Saves a new version of the dataset. The query is executed against the datasource, and the results are stored in the new version.""",
      E("GET /api/v1/datasets/"), E("GET /api/v1/dataset/id/{datasetId}/"), E("POST /api/v1/dataset/"),
      E("PUT /api/v1/dataset/id/{datasetId}/"),
      source="https://software.es.net/terranova/api/datasets/", kind="docs",
      note="'google_sheets?sheet_id=abc123' is a value inside the JSON body, not a mention of Google Sheets: not labelled"),
    R(r"""Core CRUD

Basic dataset creation, retrieval, update, and deletion operations.

GET /api/dataset-id

Generate a unique slug for a dataset from a name query parameter.

Authentication: Required

Query Parameters:

ParameterTypeRequiredDescription
namestringYesDesired dataset name

Response:

{
"id": "sales-analysis-2024"
}

Use Case:

Call this endpoint before creating a dataset to generate a valid, unique slug from a user-provided name.


GET /api/datasets

Search and filter datasets with pagination and aggregations.

Authentication: Required

Query Parameters:

ParameterTypeDefaultDescription
qstring-Full-text search query
typestring-Filter by type: datasource, upload, external
datasourcestring-Filter by datasource ID
sortstringnameSort field (prefix with - for descending)
limitinteger30Results per page
startinteger0Pagination offset

Response:

The response is a paginated HAL collection. Dataset items are returned under _embedded["inf:dataset"], with pagination metadata and aggregations at the top level.""",
      E("GET /api/dataset-id"), E("GET /api/datasets"),
      source="https://entrinsik-org.github.io/i5/docs/api/dataset/core", kind="docs",
      note="HAL is a hypermedia JSON format: not labelled"),
    R(r"""API reference

OneAnalytics REST API v0.1.0. Generated from the OpenAPI spec on every docs build.

Conventions

  • URI versioning under /v1/.
  • Cursor-only pagination — see Pagination.
  • Errors as RFC 7807 application/problem+json — see Errors.
  • Idempotency via the Idempotency-Key header on POSTs.

System

GET /healthz — Liveness

Example

curl -X GET 'https://api.analytics.rstglobal.in/healthz' \
  -H 'Authorization: Bearer $OA_TOKEN'

Response — OK

GET /api/config/public — Public runtime configuration

Read by the frontend at boot; returns URLs, branding, features.

Example

curl -X GET 'https://api.analytics.rstglobal.in/api/config/public' \
  -H 'Authorization: Bearer $OA_TOKEN'

Response — OK

Workspaces

GET /v1/workspaces — List workspaces

Parameters

  • #/components/parameters/Limit
  • #/components/parameters/Cursor

Example

curl -X GET 'https://api.analytics.rstglobal.in/v1/workspaces' \
  -H 'Authorization: Bearer $OA_TOKEN'

Response — OK

POST /v1/workspaces — Create a workspace

Parameters

  • #/components/parameters/IdempotencyKey

Example

curl -X POST 'https://api.analytics.rstglobal.in/v1/workspaces' \
  -H 'Authorization: Bearer $OA_TOKEN' \
  -H 'Idempotency-Key: $(uuidgen)' \
  -H 'Content-Type: application/json' \
  -d '{}'

Response — Created

Datasets

GET /v1/datasets — List datasets in the current tenant

Parameters

  • workspace_id in query (required)
  • #/components/parameters/Limit
  • #/components/parameters/Cursor

Example

curl -X GET 'https://api.analytics.rstglobal.in/v1/datasets' \
  -H 'Authorization: Bearer $OA_TOKEN'

Response — OK

POST /v1/datasets/{id}/query — Execute a semantic query against a dataset""",
      T("REST"), T("OpenAPI"),
      E("GET /healthz"), E("GET /api/config/public"), E("GET /v1/workspaces"), E("POST /v1/workspaces"),
      E("GET /v1/datasets"), E("POST /v1/datasets/{id}/query"),
      source="https://docs.analytics.rstglobal.in/api-reference", kind="docs",
      note="'#/components/parameters/Limit' are OpenAPI references, not paths; the curl calls repeat the listed routes on "
           "the API's own host"),
    R(r"""Signature verification
Every webhook delivery includes an X-Webhook-Signature header in the form sha256=<hex digest>. The digest is an HMAC-SHA256 of the raw request body, keyed with your client secret.
import express from 'express';
import crypto from 'node:crypto';
const app = express();
const SECRET = process.env.KEY_WEBHOOK_SECRET;
app.post(
'/webhooks/key',
express.raw({ type: 'application/json' }), // raw Buffer, not parsed
(req, res) => {
const sig = req.headers['x-webhook-signature'] || '';
const expected =
'sha256=' +
crypto.createHmac('sha256', SECRET).update(req.body).digest('hex');
if (!crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(expected))) {
return res.status(401).send('invalid signature');
}
const event = JSON.parse(req.body);
// route by event.eventType…
res.status(200).end();
}
);
app.listen(3000); import os, hmac, hashlib
from flask import Flask, request, abort
app = Flask(__name__)
SECRET = os.environ["KEY_WEBHOOK_SECRET"].encode()
@app.post("/webhooks/key")
def handle():
body = request.get_data() # raw bytes
sig = request.headers.get("X-Webhook-Signature", "")
expected = "sha256=" + hmac.new(SECRET, body, hashlib.sha256).hexdigest()
if not hmac.compare_digest(sig, expected):
abort(401)
event = request.get_json(force=True)
# route by event["eventType"]…
return "", 200 package main
import (
"crypto/hmac"
"crypto/sha256"
"encoding/hex"
"io"
"net/http"
"os"
)""",
      T("Express"), T("Flask"), E("POST /webhooks/key"),
      source="https://www.key.ai/help/webhooks/webhooks-signature-verification/", kind="docs",
      note="the Express and the Flask handler both route POST /webhooks/key; the third snippet is Go but Go is never named "
           "and it registers no route in this part: not labelled; 'node:crypto' is an import specifier"),
    # ---------------------------------------------------------------- docs/READMEs with project files
    R(r"""# OrthodoxPackage

This is an example Julia package to demonstrate the directory/file layout that define a julia package.

## Directory and file layout

A quick overview of the most important files

* `Project.toml` contains package metadata such as
    * Package name and version (relevant for Julia's built-in package manager)
    * Dependencies and constraints

  and defines the package **environment** toghether with the next file:
* `Manifest.toml` current manifestation of the package environment **for the local checkout** (this is normally not checked in to version control)
* `test/runtests.jl` a Julia script that serves as the entry point for tests. Tests can then be simply run by a single command in the Julia REPL:

   ```julia-repl
   ] test
   ```

* `src/OrthodoxPackage.jl`: A .jl file with the same name as the package, typically containing

    ```julia
    module OrthodoxPackage
    using SomePackage, AnotherPackage  # imports dependencies

    include("code_file.jl")
    include("another_code_file.jl")
    ...
    end  # module
    ```""",
      T("Julia"), F("test/runtests.jl"), F("src/OrthodoxPackage.jl"),
      source="github:andreasKroepelin/derse-unconference-2023-literate-pluto-packages:OrthodoxPackage/README.md",
      kind="docs",
      note="Project.toml, Manifest.toml and the included code_file.jl are bare file names: not labelled; Julia's built-in "
           "package manager is not named"),
    R(r"""Starterkit for CSV files to D3
-----

[D3](https://d3js.org) is a way to display data in a compelling way.

This directory is a starterkit for projects which contain CSV data that you want to display as D3 charts.

Getting started
-----

    ./scripts/deploy.sh

Then visit the link supplied.

You should see the csv data in ./docs/data/simple-line-chart.csv as a D3 chart.

Sources
-----

* [Line chart from csv (v4) gist by emmasaunders, GitHub](https://gist.github.com/emmasaunders/cd2c9da1388565a6fb9ce5fba95168db)""",
      T("D3.js"), F("./scripts/deploy.sh"), F("./docs/data/simple-line-chart.csv"),
      source="github:dcycle/starterkit-csv-to-d3:README.md", kind="docs",
      note="CSV is a data format: not labelled; the gist is a GitHub link"),
    R(r"""# DuckDB Extension Template
This repository contains a template for creating a DuckDB extension. The main goal of this template is to allow users to easily develop, test and distribute their own DuckDB extension. The main branch of the template is always based on the latest stable DuckDB allowing you to try out your extension right away.

## Running the extension
To run the extension code, simply start the shell with `./build/release/duckdb`. This shell will have the extension pre-loaded.  

## Running the tests
Different tests can be created for DuckDB extensions. The primary way of testing DuckDB extensions should be the SQL tests in `./test/sql`. These SQL tests can be run using:
```sh
make test
```

## Getting started with your own extension
After creating a repository from this template, the first step is to name your extension. To rename the extension, run:
```sh
# Note: This will rewrite this file!
python3 ./scripts/bootstrap-template.py <extension_name_you_want>
```
Feel free to delete the script after this step.

### Versioning of your extension
Extension binaries will only work for the specific DuckDB version they were built for. The version of DuckDB that is targeted 
is set to the latest stable release for the main branch of the template so initially that is all you need. As new releases 
of DuckDB are published however, the extension repository will need to be updated. The template comes with a workflow set-up
that will automatically build the binaries for all DuckDB target architectures that are available in the corresponding DuckDB
version. This workflow is found in `.github/workflows/MainDistributionPipeline.yml`. It is up to the extension developer to keep
this up to date with DuckDB. Note also that its possible to distribute binaries for multiple DuckDB versions in this workflow 
by simply duplicating the jobs.

## Setting up CLion 

### Opening project
Configuring CLion with the extension template requires a little work. Firstly, make sure that the DuckDB submodule is available. 
Then make sure to open `./duckdb/CMakeLists.txt` (so not the top level `CMakeLists.txt` file from this repo) as a project in CLion.
Now to fix your project path go to `tools->CMake->Change Project Root`([docs](https://www.jetbrains.com/help/clion/change-project-root-directory.html)) to set the project root to the root dir of this repo.""",
      T("DuckDB"), T("SQL"), T("Python"), T("CLion"), T("CMake"),
      F("./build/release/duckdb"), F("./scripts/bootstrap-template.py"),
      F(".github/workflows/MainDistributionPipeline.yml"), F("./duckdb/CMakeLists.txt"),
      source="github:duckdb/extension-template:docs/README.md", kind="docs",
      note="./build/release/duckdb is the built shell binary, a relative file path; ./test/sql is a folder and "
           "CMakeLists.txt a bare name: not labelled; Python is named by the python3 command running the script; "
           "'make test' is a command, Make is not otherwise named"),
    R(r"""# Hello, world!

This is a minimal example of Observable Framework.

This project has the following structure:

```ini
.
├─ src
│  └─ index.md
├─ observablehq.config.js
└─ package.json
```

You’re currently reading the main (and only) page of this project, `src/index.md`, which lives inside the source root, `src`.

The `observablehq.config.js` project config file is optional. We use it to add the Observable header and “view source” link.

The last file, `package.json`, is used to install Observable Framework via npm. It also provides a few useful common commands such as building and deploying.""",
      T("Observable Framework"), T("npm"), F("src/index.md"),
      source="github:observablehq/framework:examples/hello-world/src/index.md", kind="docs",
      note="observablehq.config.js and package.json are bare file names: not labelled; the ```ini fence shows a tree"),
    R(r"""# Ai Worldview Benchmark
This is an [Observable Framework](https://observablehq.com/framework/) app. To install the required dependencies, run:
```
npm install
```

Then, to start the local preview server, run:
```
npm run dev
```

Then visit <http://localhost:3000> to preview the app.
For more, see <https://observablehq.com/framework/getting-started>.

## Project structure

**`src/index.md`** - Observable framework uses Markdown instead of HTML. This is the home page.

**`src/data`** - Data loaders fetch data from [github repo](https://github.com/open-numbers/ddf--gapminder--ai_worldview_benchmark.git) using DDFCSV reader. This happens during build time. App must be rebuilt and redeployed if data changes.

**`src/components`** - JS logic and stuff

**`observablehq.config.js`** - This is the [app configuration](https://observablehq.com/framework/config) file.

## Command reference

| Command           | Description                                              |
| ----------------- | -------------------------------------------------------- |
| `npm install`        | Install or reinstall dependencies                        |
| `npm run dev`        | Start local preview server                               |
| `npm run build`      | Build your static site, generating `./dist`              |
| `npm run deploy`     | Deploy your app to Observable                            |
| `npm run clean`      | Clear the local data loader cache                        |
| `npm run observable` | Run commands like `observable help`                      |""",
      T("Observable Framework"), T("npm"), T("JavaScript"), F("src/index.md"),
      source="github:Gapminder/ai-worldview-benchmark:README.md", kind="docs",
      note="src/data, src/components and ./dist are folders: not labelled; JS names JavaScript; Markdown and HTML are "
           "named as page formats here: not labelled; 'DDFCSV reader' is left unlabelled, unclear whether a library; "
           "'Deploy your app to Observable' names the hosting platform of the same company"),
    R(r"""# `targets` package minimal example

This repository is an example data analysis workflow with
[`targets`](https://github.com/wlandau/targets). The pipeline reads the
data from a file, preprocesses it, visualizes it, and fits a regression
model.

## How to access

You can try out this example project as long as you have a browser and
an internet connection. [Click
here](https://rstudio.cloud/project/1430691) to navigate your browser to
an RStudio Cloud instance. Alternatively, you can clone or download this
code repository and install the R packages [listed
here](https://github.com/wlandau/targets-minimal/blob/03835c2aa4679dcf3f28c623a06d7505b18bee17/DESCRIPTION#L25-L30).

## How to run

In the R console, call the
[`tar_make()`](https://wlandau.github.io/targets/reference/tar_make.html)
function to run the pipeline. Then, call `tar_read(hist)` to retrieve
the histogram.

## File structure

The files in this example are organized as follows.

``` r
├── _targets.R
├── R/
├──── functions.R
├── data/
├──── raw_data.csv
└── index.Rmd
```

| File                                                                                          | Purpose                                                                                                                                                                                                                                                                                            |
| --------------------------------------------------------------------------------------------- | -------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------------- |
| [`_targets.R`](https://github.com/wlandau/targets-minimal/blob/main/_targets.R)               | The special R script that declares the [`targets`](https://github.com/wlandau/targets) pipeline. See `tar_script()` for details.                                                                                                                                                                   |
| [`R/functions.R`](https://github.com/wlandau/targets-minimal/blob/main/R/functions.R)         | An R script with user-defined functions. Unlike [`_targets.R`](https://github.com/wlandau/targets-minimal/blob/main/_targets.R), there is nothing special about the name or location of this script. In fact, for larger projects, it is good practice to partition functions into multiple files. |
| [`data/raw_data.csv`](https://github.com/wlandau/targets-minimal/blob/main/data/raw_data.csv) | The raw `airquality` dataset.                                                                                                                                                                                                                                                                      |

## Continuous deployment

This pipeline runs in a [GitHub Actions
workflow](https://github.com/wlandau/targets-minimal/actions) on every
push to the main branch. The [cache
action](https://github.com/actions/cache) restores the latest
`_targets/` data store and rendered `index.html` file before each run so
that up-to-date targets do not rebuild. The latest run is committed and
pushed to the
[`latest-run`](https://github.com/wlandau/targets-minimal/tree/latest-run)
branch, and the R Markdown report is deployed to
<https://wlandau.github.io/targets-minimal/> using [GitHub
Pages](https://pages.github.com/). To activate similar continuous
deployment in your own projects, simply copy
[`.github/workflows/targets.yaml`](https://github.com/wlandau/targets-minimal/blob/main/.github/workflows/targets.yaml)
to your own repo.""",
      T("targets"), T("R"), T("Posit Cloud"), T("GitHub Actions"), T("R Markdown"),
      F("R/functions.R"), F("data/raw_data.csv"), F(".github/workflows/targets.yaml"),
      source="github:wlandau/targets-minimal:README.md", kind="docs",
      note="_targets.R, index.Rmd and index.html are bare file names, R/ and _targets/ folders: not labelled; RStudio "
           "Cloud is the former name of Posit Cloud; the tree's indented functions.R and raw_data.csv are labelled "
           "from the table, which writes their paths; the README wraps the name GitHub Pages across two lines "
           "(a link's text): left unlabelled"),
    R(r"""# MATLAB Toolbox

1. Rename github .github and vscode .vscode
2. Run projectfile when ready
3. Delete toolboxPackaging and create the actual toolbox package when ready
4. Same for Contents.m

## Getting Started

__ is a MATLAB&reg; toolbox for ... Thanks for checking it out. If you're just getting started, here's what we recommend:

* First, open the live script `gettingStarted.mlx` for instructions on installing the toolbox.
* Next, work through the tutorials in order (`toolbox/examples/example01.mlx`, ``toolbox/examples/example02.mlx`, etc).

To get more help:

* 

To contribute:

* Open an issue

To run the test suite:

* Tests are located in `tests/`

* The toolbox installation file is in `release/`

## Toolbox Features

This demonstrates a number of MATLAB features, including:

* [MATLAB Toolbox Best Practices](https://github.com/mathworks/toolboxdesign)
* [Argument Validation](https://www.mathworks.com/help/matlab/matlab_prog/function-argument-validation-1.html)
* [Custom Suggestions and Tab Completion](https://www.mathworks.com/help/matlab/matlab_prog/customize-code-suggestions-and-completions.html)
* [Toolbox Packaging](https://www.mathworks.com/help/matlab/matlab_prog/create-and-share-custom-matlab-toolboxes.html)
* [Namespaces](https://www.mathworks.com/help/matlab/matlab_oop/scoping-classes-with-packages.html), also known as packages
* [Function-Based Unit Tests](https://www.mathworks.com/help/matlab/function-based-unit-tests.html)
* [MATLAB Apps](https://www.mathworks.com/help/matlab/gui-development.html)
* [Live Tasks](https://www.mathworks.com/help/matlab/develop-live-editor-tasks.html)
* [MATLAB Projects](https://www.mathworks.com/help/matlab/projects.html)
* [`buildtool`](https://www.mathworks.com/help/matlab/matlab_prog/overview-of-matlab-build-tool.html)""",
      T("MATLAB"), F("toolbox/examples/example01.mlx"), F("toolbox/examples/example02.mlx"),
      source="github:mgcooper/matfunclib:templates/toolbox/README.md", kind="docs",
      note="Contents.m and gettingStarted.mlx are bare file names, tests/ and release/ folders, .github and .vscode "
           "folder names: not labelled; buildtool is MATLAB's own build command, left under MATLAB"),
    R(r"""Data
Akin to Vega’s data model, the basic data model used by Vega-Lite is tabular data, similar to a spreadsheet or a database table. Individual data sets are assumed to contain a collection of records, which may contain any number of named data fields.
{
"data": ... , // data
"mark": ... ,
"encoding": ... ,
...
}
Vega-Lite’s optional top-level data
property describes the visualization’s data source as part of the specification, which can be either inline data (values
) or a URL from which to load the data (url
). Alternatively, if the data
property is not specified, the data source can be bound at runtime.
Inline Data
Inline Data can be specified using values
property.
For example, the following specification embeds an inline data table with two rows and two columns (a
and b
).
Data from URL
Data can be specified from url using the url
property. In addition, format of the input data can be optionally specified using formatType
property.
For example, the following specification loads data from a relative url
: data/cars.json
. Note that the format type is implicitly json by default.""",
      T("Vega-Lite"), T("Vega"), F("data/cars.json"),
      source="https://vega.github.io/vega-lite-v1/docs/data.html", kind="docs",
      note="data/cars.json is given as a relative url of a data file, a relative path; JSON is a data format"),
    # ---------------------------------------------------------------- docs: data tools without files or routes
    R(r"""Parquet

Parquet files are compressed columnar files that are efficient to load and process. They are typically produced from Spark, but can be produced in other manners as well. DuckDB includes an efficient Parquet reader in the form of the parquet_scan function.

SELECT * FROM parquet_scan('test.parquet');

Unlike CSV files, parquet files are structured and as such are unambiguous to read. No parameters need to be passed to this function. The parquet_scan function will figure out the column names and column types present in the file and emit them.

You can also insert the data into a table or create a table from the parquet file directly. This will load the data from the parquet file and insert it into the database.

-- insert the data from the parquet file in the table
INSERT INTO people SELECT * FROM parquet_scan('test.parquet');
-- create a table directly from a parquet file
CREATE TABLE people AS SELECT * FROM parquet_scan('test.parquet');

Partial Reading

DuckDB supports projection pushdown into the Parquet file itself. That is to say, when querying a Parquet file, only the columns required for the query are read. This allows you to read only the part of the Parquet file that you are interested in. This will be done automatically by the system.""",
      T("DuckDB"), T("Apache Spark"),
      source="https://duckdb.org/docs/data/parquet", kind="docs",
      note="Parquet and CSV are file formats: not labelled; test.parquet is a bare file name"),
    R(r"""Main Content

weboptions

Specify parameters for RESTful web service

Description

options = weboptions returns a default weboptions object to specify parameters for a request to a web service. A weboptions object can be an optional input argument to the webread, websave, and webwrite functions. For options not supported by the weboptions function, see the Call Web Services from MATLAB Using HTTP.

options = weboptions(Name,Value) specifies one or more properties of a weboptions object. To remove sensitive information from code, see loadenv.

Examples

Default weboptions Object

Create a default weboptions object and display the default values for its properties.

options = weboptions
options = 

  weboptions with properties:

      CharacterEncoding: 'auto'
              UserAgent: 'MATLAB 9.7.0.1112323 (R2019b)'
                Timeout: 5
               Username: ''
               Password: ''
                KeyName: ''
               KeyValue: ''
            ContentType: 'auto'
          ContentReader: []
              MediaType: 'auto'
          RequestMethod: 'auto'
            ArrayFormat: 'csv'
           HeaderFields: []
    CertificateFilename: 'default'

User Name and Password in weboptions Object

Set your web service user name and password in a weboptions object. You can use the object as an input argument to webread, websave, or webwrite when your web service requires authentication.

options = weboptions('Username','jdoe','Password','mypassword');""",
      T("MATLAB"), T("REST"),
      source="https://uk.mathworks.com/help/matlab/ref/weboptions.html", kind="docs",
      note="'RESTful web service' is the noun phrase REST is labelled for; webread, websave and webwrite are MATLAB "
           "functions"),
    R(r"""Apache Arrow lets you work efficiently with large, multi-file datasets. The arrow R package provides a dplyr interface to Arrow Datasets, and other tools for interactive exploration of Arrow data.

This vignette introduces Datasets and shows how to use dplyr to analyze them.

Example: NYC taxi data

The New York City taxi trip record data is widely used in big data exercises and competitions. For demonstration purposes, we have hosted a Parquet-formatted version of about ten years of the trip data in a public Amazon S3 bucket.

The total file size is around 37 gigabytes, even in the efficient Parquet file format. That’s bigger than memory on most people’s computers, so you can’t just read it all in and stack it into a single data frame.

In Windows (for R > 3.6) and macOS binary packages, S3 support is included. On Linux, when installing from source, S3 support is not enabled by default, and it has additional system requirements. See vignette("install", package = "arrow") for details.

Even with S3 support enabled, network speed will be a bottleneck unless your machine is located in the same AWS region as the data. So, for this vignette, we assume that the NYC taxi dataset has been downloaded locally in an “nyc-taxi” directory.

Retrieving data from a public Amazon S3 bucket

If your arrow build has S3 support, you can sync the data locally with:

arrow::copy_files("s3://voltrondata-labs-datasets/nyc-taxi", "nyc-taxi")
# Alternatively, with GCS:
arrow::copy_files("gs://voltrondata-labs-datasets/nyc-taxi", "nyc-taxi")""",
      T("Apache Arrow"), T("R"), T("dplyr"), T("Amazon S3"), T("Windows"), T("macOS"), T("Linux"), T("AWS"),
      source="https://arrow.apache.org/docs/9.0/r/articles/dataset.html", kind="docs",
      note="'the arrow R package' is Apache Arrow's R library, labelled as Apache Arrow; GCS (Google Cloud Storage) is "
           "written only as an abbreviation in a code comment, left unlabelled; Parquet is a file format"),
    R(r"""FileTrees is a set of tools to lazy-load, process and save file trees. Built-in parallelism allows you to max out all threads and processes that Julia is running with.
Files and subtrees in a file tree can have any value attached to them, you can map and reduce over these values, or combine them by merging or collapsing trees or subtrees. When computing lazy trees, these values are held in distributed memory and operated on in parallel.
Tree operations such as map
, filter
, mv
, merge
, diff
are immutable. Nothing is written to disk until save
is called to save a tree, hence tree restructuring is cheap and fast.
You can install FileTrees with:
using Pkg
Pkg.add("FileTrees")
In this article
Below, we will see how to load a directory of files, do something to them, and then combine the results. This should help you get started!
Follow along
You can navigate to page/
folder under the FileTrees package directory to try this out for yourself with the sample data there.
julia -e 'using Pkg; Pkg.dev("FileTrees")'
cd ~/.julia/dev/FileTrees/page/
Or you can try it with your own directory of data files!
The basic datastructure in FileTrees is the FileTree
.
Calling FileTree
with a directory name will walk the directory on disk and construct a FileTree
. Here we have a tiny sampling of data from the NYC Taxi dataset, for January and February of 2019 and 2020. Let's read the FileTree from this directory:
using FileTrees
taxi_dir = FileTree("taxi-data")
taxi-data/
├─ 2019/
│ ├─ 01/
│ │ ├─ green.csv
│ │ └─ yellow.csv
│ └─ 02/
│ ├─ green.csv
│ └─ yellow.csv
The files in the directory can be loaded using the load
function. Here we will use CSV and DataFrames to load the csv files.
using DataFrames, CSV
dfs = FileTrees.load(taxi_dir) do file
DataFrame(CSV.File(path(file)))
end""",
      T("FileTrees"), T("Julia"), T("DataFrames.jl"), T("CSV.jl"),
      source="http://shashi.biz/FileTrees.jl/", kind="docs",
      note="'CSV and DataFrames' name the CSV.jl and DataFrames.jl packages (using DataFrames, CSV); "
           "~/.julia/dev/FileTrees/page/ is a home-relative folder: not labelled; the tree's csv files are bare names"),
    R(r"""The core Python Polars read_csv vs scan_csv difference lies in their execution models. While read_csv performs eager execution by loading the entire dataset into memory immediately, scan_csv utilizes lazy execution.
This means scan_csv creates an optimized query plan and only processes data when strictly necessary, making it superior for handling large datasets that exceed system RAM.
Overview:
- Execution Model:
read_csvis eager (immediate), whilescan_csvis lazy (delayed). - Memory Footprint:
scan_csvprevents memory overflows on large datasets. - Optimization: Lazy execution allows for query planning and filtering before loading data.
- Return Types: One gives you a DataFrame, the other a LazyFrame requiring collection.
- Best Use Cases: We help you decide which function fits your specific project needs.
Also Read: Polars Lazy Evaluation Explained for Beginners: 5 Best Ways to Boost Speed
The Fundamental Concept: Eager vs. Lazy Execution
When you start typing your code, the Python Polars read_csv vs scan_csv difference might seem trivial. After all, they both get data from a file, right?
However, the distinction lies in when the work happens. Think of read_csv like walking into a coffee shop and ordering a latte immediately. You pay, you wait, and you get the cup right there.
This is “eager execution.” The computer reads the file line by line and loads it all into your RAM right now. It is simple, direct, and familiar.
On the other hand, scan_csv is like placing a mobile order for pickup later. You tell the app what you want, but the barista doesn’t start making it until you are actually close to the store.
This is “lazy execution.” Polars looks at your file but doesn’t load the data yet. Instead, it builds a plan. It waits to see if you are going to filter the data or select specific columns later in your code.""",
      T("Polars"), T("Python"),
      source="https://www.logicpy.com/python-polars-read-csv-vs-scan-csv", kind="blog",
      note="'coffee shop', 'latte' and 'barista' are the post's analogy; read_csv and scan_csv are Polars functions; "
           "the page's layout runs some words together ('read_csvis eager') as stored"),
    # ---------------------------------------------------------------- changelogs and migration notes
    R(r"""# plotly.js changelog

For more context information, please read through the
[release notes](https://github.com/plotly/plotly.js/releases).

## [2.35.3] -- 2024-12-13

### Fixed
 - Set height and width on the `.plotly-container` div to 100% [[#7314](https://github.com/plotly/plotly.js/pull/7314)]


## [2.35.2] -- 2024-09-10

### Fixed
 - Fix require path to maplibre-gl.css (regression introduced in 2.35.1) [[#7146](https://github.com/plotly/plotly.js/pull/7146)],
  with thanks to @birkskyum for the contribution!


## [2.35.1] -- 2024-09-09

### Fixed
 - Fix rendering traces with `zorder` on overlayed subplots case of multiple traces in each subplot [[#7141](https://github.com/plotly/plotly.js/pull/7141)]
 - Fix missing CSS for map(maplibre) subplots when used offline [[#7140](https://github.com/plotly/plotly.js/pull/7140)],
   with thanks to @birkskyum for the contribution!


## [2.35.0] -- 2024-08-29

### Added
 - Add new traces: scattermap, choroplethmap and densitymap and map subplots which use maplibre to render maps [[#7015](https://github.com/plotly/plotly.js/pull/7015), [#7060](https://github.com/plotly/plotly.js/pull/7060), [#7085](https://github.com/plotly/plotly.js/pull/7085)],
 with thanks to @birkskyum for the contribution!

### Changed
 - Deprecate mapbox traces and mapbox subplot [[#7087](https://github.com/plotly/plotly.js/pull/7087)]
 - Drop obsolete `npm v6` installation [[#7095](https://github.com/plotly/plotly.js/pull/7095)]""",
      T("Plotly"), T("MapLibre"), T("Mapbox"), T("npm"),
      source="github:plotly/plotly.js:CHANGELOG.md", kind="changelog",
      note="plotly.js is Plotly's JavaScript library, labelled under the lexicon's Plotly; maplibre-gl.css is a bare "
           "file name; CSS is a stylesheet language named as missing styles: not labelled"),
    R(r"""## 0.3.0.0 The `Channel` type has been extended to include `ChFill` and `ChStroke` constructors and the `tooltips` function allows you to provide multiple tooltips for a channel. The schema version has been changed from 2 to 3, but there has been limited checking to see if the API correctly reflects the new schema. This functionality was provided by Adam Massmann (massma) and BinderDavid. ## 0.2.1.0 Added the `toHtml` and `toHtmlFile` functions which create the necessary HTML to view the Vega-Lite visualization using [Vega Embed](https://vega.github.io/vega-lite/usage/embed.html) (this is similar to how [ihaskell-hvega](https://hackage.haskell.org/package/ihaskell-hvega) works). This functionality was provided by Gregory Schwartz; apologies for taking so long to get it released. ## 0.2.0.0 The constructors for the LegendOrientation type have been renamed (by adding the prefix `LO`) which avoids the name clash with `Left` and `Right` seen in earlier releases. This is a breaking API change. Clarify how to use the library in the main `hvega` module. Thanks to contributions from Nicolas Mattia (nmattia) and Marco Zocca (ocramz). ## 0.1.0.3 The only change is to the cabal file, where `cabal-version: >=1.18` has been changed to `cabal-version: 1.18`.""",
      T("hvega"), T("Vega-Lite"), T("Vega-Embed"), T("ihaskell-hvega"), T("Cabal"),
      source="https://hackage-content.haskell.org/package/hvega-0.3.0.0/candidate/src/CHANGELOG.md", kind="changelog",
      note="the changelog of hvega, a Haskell package (Haskell itself is not named); 'the cabal file' is Cabal's package "
           "description; HTML is the output format of toHtml: not labelled"),
    R(r"""CHANGELOG

3.1.0

2023-05-01

Add the plotObservable function as a shorthand for using Observablehq/plot charts.

3.0.0

2023-04-07

Breaking change. Set view to true by default. Adds the plotVega export as a convenient and simpler API for plotting Vega-Lite specs and Vega-Lite-API charts.

2.0.2

2023-03-25

Update to @mhkeller/notify for security fixes.

2.0.0

2023-03-16

Adds support for Vega-Lite-API and simplifies the API for it and for Vega-Lite whereby you an simply return the spec, or spec-producing function instead of calling vegaEmbed. Updates Playwright dependency to fix #9.

1.1.0

2022-12-09

Initial release""",
      T("Observable Plot"), T("Vega-Lite"), T("Vega-Lite-API"), T("Playwright"),
      source="https://github.com/mhkeller/plot/blob/main/CHANGELOG.md", kind="changelog",
      note="Observablehq/plot is Observable Plot written as its repository name; vegaEmbed, plotVega and plotObservable "
           "are function names; @mhkeller/notify is the author's own small dependency: not labelled"),
    R(r"""# Changes in D3 5.0
[Released March 22, 2018.](https://github.com/d3/d3/releases/tag/v5.0.0)
D3 5.0 introduces only a few non-backwards-compatible changes.
D3 now uses [Promises](https://developer.mozilla.org/docs/Web/JavaScript/Guide/Using_promises) instead of asynchronous callbacks to load data. Promises simplify the structure of asynchronous code, especially in modern browsers that support [async and await](https://javascript.info/async-await). (See this [introduction to promises](https://beta.observablehq.com/@mbostock/introduction-to-promises) on [Observable](https://beta.observablehq.com).) For example, to load a CSV file in v4, you might say:
```js
d3.csv("file.csv", function(error, data) {
if (error) throw error;
console.log(data);
});
```
In v5, using promises:
```js
d3.csv("file.csv").then(function(data) {
console.log(data);
});
```
Note that you don’t need to rethrow the error—the promise will reject automatically, and you can *promise*.catch if desired. Using await, the code is even simpler:
```js
const data = await d3.csv("file.csv");
console.log(data);
```
With the adoption of promises, D3 now uses the [Fetch API](https://fetch.spec.whatwg.org/) instead of [XMLHttpRequest](https://developer.mozilla.org/docs/Web/API/XMLHttpRequest): the [d3-request](https://github.com/d3/d3-request) module has been replaced by [d3-fetch](https://github.com/d3/d3-fetch). Fetch supports many powerful new features, such as [streaming responses](https://beta.observablehq.com/@mbostock/streaming-shapefiles). D3 5.0 also deprecates and removes the [d3-queue](https://github.com/d3/d3-queue) module. Use [Promise.all](https://developer.mozilla.org/docs/Web/JavaScript/Reference/Global_Objects/Promise/all) to run a batch of asynchronous tasks in parallel, or a helper library such as [p-queue](https://github.com/sindresorhus/p-queue) to [control concurrency](https://beta.observablehq.com/@mbostock/hello-p-queue).""",
      T("D3.js"), T("JavaScript"), T("d3-request"), T("d3-fetch"), T("d3-queue"), T("p-queue"),
      source="https://figureslibres.io/gogs/kevin/r2c_mapd3js/raw/3bdd7f4dc15639ae2a114398d052068b354e7c66/script/d3js/CHANGES.md",
      kind="changelog",
      note="a copy of D3's CHANGES.md vendored in another project; the Fetch API and XMLHttpRequest are browser APIs, "
           "not labelled (as earlier sets did); 'on Observable' is the notebook site used as a site"),
    R(r"""Changes in D3 4.0

D3 4.0 is modular. Instead of one library, D3 is now many small libraries that are designed to work together. You can pick and choose which parts to use as you see fit. Each library is maintained in its own repository, allowing decentralized ownership and independent release cycles. The default bundle combines about thirty of these microlibraries.

You are not required to use the default bundle! If you’re just using d3-selection, use it as a standalone library. Like the default bundle, you can load D3 microlibraries using vanilla script tags or RequireJS (great for HTTP/2!):

You can also cat D3 microlibraries into a custom bundle, or use tools such as Webpack and Rollup to create optimized bundles. Custom bundles are great for applications that use a subset of D3’s features; for example, a React chart library might use D3 for scales and shapes, and React to manipulate the DOM. The D3 microlibraries are written as ES6 modules, and Rollup lets you pick at the symbol level to produce smaller bundles.

Small files are nice, but modularity is also about making D3 more fun. Microlibraries are easier to understand, develop and test. They make it easier for new people to get involved and contribute. They reduce the distinction between a “core module” and a “plugin”, and increase the pace of development in D3 features.

If you don’t care about modularity, you can mostly ignore this change and keep using the default bundle. However, there is one unavoidable consequence of adopting ES6 modules: every symbol in D3 4.0 now shares a flat namespace rather than the nested one of D3 3.x. For example, d3.scale.linear is now d3.scaleLinear, and d3.layout.treemap is now d3.treemap.""",
      T("D3.js"), T("d3-selection"), T("RequireJS"), T("Webpack"), T("Rollup"), T("React"),
      source="http://www.darrenfishell.website/d3/CHANGES/", kind="changelog",
      note="a migration note (D3 3.x to 4.0); ES6 modules are a JavaScript module format, JavaScript itself is not "
           "named; HTTP/2 is a protocol; d3.scale.linear and d3.scaleLinear are dotted identifiers"),
    # ---------------------------------------------------------------- Q&A answers
    R(r"""Using scipy optimize minimize does not minimize function


im new into Python and i try to figure out how everythings work. I have a little problem with the minimize function of the scipy.optimize package. I try to minimize a given function with some start values but python gives me very high parameter values. This ist my simple code:

import numpy as np
from scipy.optimize import minimize
global array
y_wert = np.array([1,2,3,4,5,6,7,8])
global x_wert
x_wert = np.array([1,2,3,4,5,6,7,8])
def Test(x):
    Summe = 0
    for i in range(0,len(y_wert)):
        Summe = Summe + (y_wert[i] - (x[0]*x_wert[i]+x[1]))
    return(Summe)
x_0 = [1,0]
xopt = minimize(Test,x_0, method='nelder-mead',options={'xatol': 1e-8, 'disp': True})
print(xopt)

If i run this script the best given parameters are:

[1.02325529e+44, 9.52347084e+40]

which really doesnt solve this problem. Ive also try some slightly different startvalues but that doesnt solve my problems. Can anyone give me a clue as to where my mistake lies? Thanks a lot for your help!


Solution

  • Your test function is effectively a straight line with negative gradient so there is no minimum, it's an infinitely decreasing function, that explains your large results, try something like x squared instead""",
      T("SciPy"), T("Python"), T("NumPy"),
      source="https://coderapp.vercel.app/answer/60627795", kind="qa",
      note="NumPy is named by its import (import numpy as np); scipy.optimize is SciPy's module"),
    R(r"""MATLAB: (2016a) How to plot datetime versus numbers? Error: “Data inputs must match the axis configuration. A numeric axis must have numeric data inputs or data inputs which can be converted to double.”

I'm using Matlab 2016a and I am relatively new to Matlab. I have imported data from a large external file. The first column is datetime in the following format:
2015-07-01 01:00:00
The other columns are all numbers. E.g.,
1100.0
I want to plot the datetime data as X and numbers as Y. I have tried the following, where DT_1 is the column of imported datetime data and n_raw is a column of numbers:
DT_1_test = datetime(DT_1, 'InputFormat', 'yyyy-MM-dd HH:mm:ss')
t = datetime(DT_1_test);
DateNumber = datenum(t)
plot(DateNumber, n_raw);
There are two problems.
  1. My screen output for datetime is in the wrong format. Example: 10-Jul-2019 23:00:00
  2. Also, I get this error: "Data inputs must match the axis configuration. A numeric axis must have numeric data inputs or data inputs which can be converted to double."
I would be very grateful for any help. I have not been able to get past it all day. Thank you.

Best Answer

For your first question, you've specified the format that datetime should use to interpret the representation of the time that you passed in, but you didn't specify the format in which the created datetime should be displayed. To do that, specify the 'Format' name-value pair argument (just like you specified 'InputFormat', with the desired format as the value in that pair.
dt1 = datetime('now')
dt2 = datetime('now', 'Format', 'yyyy-MM-dd HH:mm:ss')
For your second question, if you've previously plotted a line whose x data is numeric, you can't add another line to that same axes whose x data is a datetime.
x = 0:360;
y = sind(x);
plot(x, y)
hold on
x2 = datetime('today') + days(x);
plot(x2, y) % won't work""",
      T("MATLAB"),
      source="https://imathworks.com/matlab/matlab-2016a-how-to-plot-datetime-versus-numbers-error-data-inputs-must-match-the-axis-configuration-a-numeric-axis-must-have-numeric-data-inputs-or-data-inputs-which-can-be-converted-to-doubl/",
      kind="qa", note="datetime, datenum and plot are MATLAB functions"),
    R(r"""Convert Excel date to use in MATLAB

Halo, is there a way that I can convert the dates imported from Excel and then use this to plot graphs? The format from excel is: 11/23/2015, but MATLAB sees this as text data and I cant scatter plot it against a series of number. The error I get is: "Input arguments must be numeric".

Geoff Hayes
on 15 May 2016
Siskia - how do you want to use this date field to plot data? What is the code that you are using to read the data from file and then plot the data? What is the line of code that is generating this error? Please provide more details.

Accepted Answer

Walter Roberson
on 15 May 2016
If you are using R2014b or later, you can use readtable() to read the data and it will automatically convert the dates into datetime objects that can be plotted against.""",
      T("MATLAB"), T("Microsoft Excel"),
      source="https://nl.mathworks.com/matlabcentral/answers/284317-convert-excel-date-to-use-in-matlab", kind="qa",
      note="R2014b is a MATLAB release, not the R language; the commenters' names are kept because they sign the "
           "answer in the stored copy"),
    R(r"""You can control the content and formatting of the tooltip by using a text aesthetic in the ggplot call. This is ignored by ggplot but then used by ggplotly when rendering the tooltip. See here for more details:
For the example you include, here is some code that will create a custom tooltip. See the addition of geom_point(aes(text = ...)) to specify the labels, as well as ggplotly(p, tooltip = c("text")), to let plotly know to use the text parameter to create the tooltips. I also show that you can include HTML in the tooltip text, so I've made the state name bold.
library(tidyverse)
library(plotly)
# Create data frame
df <- data.frame(State = state.name,
LifeExp = state.x77[,4],
Population = state.x77[,1],
stringsAsFactors = F) %>%
remove_rownames()
# Create ggplot
p <- ggplot(df, aes(x = LifeExp, y = Population, label = State)) +
geom_point(
aes(
text = paste0(
"<b>", State, "</b>", "<br>",
"Life Expectancy: ", LifeExp, "<br>",
"Population: ", scales::comma(Population, 1), "<br>"
)
),
color = 'tomato',
size = 2.5,
) +
theme_minimal() +
scale_x_continuous(labels = scales::comma) +
scale_y_continuous(labels = scales::comma) +
labs(x = 'Life Expectancy (years)',
y = 'Population (thousands)',
title = 'US State Population and Life Expectancy',
subtitle = 'Life expectancy 1969-1971; Population estimate as of July 1, 1975')
#> Warning: Ignoring unknown aesthetics: text
ggplotly(p, tooltip = c("text")) %>%
layout(title = list(text = paste0('US State Population and Life Expectancy',
'<br>',
'<sup>',
'Life expectancy 1969-1971; Population estimate as of July 1, 1975',
'</sup>')))
Created on 2020-01-03 by the reprex package (v0.3.0)""",
      T("ggplot2"), T("Plotly"), T("tidyverse"), T("reprex"),
      source="https://community.rstudio.com/t/how-to-display-plot-values-with-comma-separated-on-ggplotly/48498",
      kind="qa",
      note="'the ggplot call' names ggplot2 by its plotting function; plotly here is the R package (library(plotly)), "
           "labelled under the lexicon's Plotly; ggplotly is plotly's function; R is not named, only written; HTML "
           "is named as tooltip markup: not labelled"),
    # ---------------------------------------------------------------- blogs
    R(r"""Interesting ideas in Observable Framework
3rd March 2024
Mike Bostock, Announcing: Observable Framework:
Today we’re launching Observable 2.0 with a bold new vision: an open-source static site generator for building fast, beautiful data apps, dashboards, and reports.
Our mission is to help teams communicate more effectively with data. Effective presentation of data is critical for deep insight, nuanced understanding, and informed decisions. Observable notebooks are great for ephemeral, ad hoc data exploration. But notebooks aren’t well-suited for polished dashboards and apps.
Enter Observable Framework.
There are a lot of really interesting ideas in Observable Framework.
- A static site generator for data projects and dashboards
- JavaScript in Markdown
- Everything is still reactive
- Only include the code that you use
- Cache your data at build time
- Comparison to Observable Notebooks
- A change in strategy
A static site generator for data projects and dashboards
At its heart, Observable Framework is a static site generator. You give it a mixture of Markdown and JavaScript (and potentially other languages too) and it compiles them all together into fast loading interactive pages.
It ships with a full featured hot-reloading server, so you can edit those files in your editor, hit save and see the changes reflected instantly in your browser.
Once you’re happy with your work you can run a build command to turn it into a set of static files ready to deploy to a server—or you can use the npm run deploy
command to deploy it directly to Observable’s own authenticated sharing platform.
JavaScript in Markdown
The key to the design of Observable Framework is the way it uses JavaScript in Markdown to create interactive documents.
Here’s what that looks like:
# This is a document
Markdown content goes here.
This will output 1870:
```js
34 * 55
```
And here's the current date and time, updating constantly:
```js
new Date(now)
```""",
      T("Observable Framework"), T("JavaScript"), T("npm"), T("Observable Notebooks"),
      source="https://simonwillison.net/2024/Mar/3/interesting-ideas-in-observable-framework/", kind="blog",
      note="'Observable notebooks' / 'Observable Notebooks' is the notebook product compared with the framework; "
           "'Observable 2.0' and 'Observable’s own authenticated sharing platform' are the company's product line and "
           "hosting: not labelled apart; Markdown is a document format: not labelled"),
    R(r"""Embedding Vega charts in Ghost posts

Since I'm writing a lot about Vega in this blog these days, I'd like to find an easy way to share charts.

Up till now I'd been doing one of these:

  • From the Vega Playground, I export and download an SVG. Then I drag and drop it into my blog post to upload it. This is good because the chart is in SVG, so it scales. The drawback is that the reader can't open the code in the Playground unless I also add a direct link to it. Something like: "Try it in the playground."
  • Take a screenshot of the Vega Playground to the clipboard (Cmd+Shift 4, Drag to select the area, Ctrl and release the tap, then Cmd+V in the blog post to paste it). This is nice because I can show parts of the code at the same time in the blog post. The drawback is this is not a vector graphic anymore, it may not scale well.

What I'd like to do instead is have a way to easily share a chart so that it displays the chart in the blog post, but also shows the link so that the reader can open it.

Vega-embed

It looks like this project is just what I need. As shown in their demo, a simple HTML snippet such as this:

<!DOCTYPE html>
<head>
  <meta charset="utf-8">
  <script src="https://cdn.jsdelivr.net/npm/vega@5"></script>
  <script src="https://cdn.jsdelivr.net/npm/vega-lite@5"></script>
  <script src="https://cdn.jsdelivr.net/npm/vega-embed@6"></script>
</head>

<body>  
  <div id="vis"></div>
  
  <script>
    const spec = "bar.vl.json";
  	vegaEmbed("#vis", spec)
    	// result.view provides access to the Vega View API
      .then(result => console.log(result))
      .catch(console.warn);
  </script>
</body>

and the graph definition stored in bar.vl.json will render the chart and a nice dropdown to open the Playground or export the image:

This is great. However, I don't want to have to save the JSON as a GitHub Gist or upload it to Ghost. Does Ghost even support uploads besides images?""",
      T("Vega"), T("Ghost"), T("Vega-Embed"),
      source="http://blog.wafrat.com/embedding-vega-charts-in-ghost-posts/", kind="blog",
      note="Vega-Lite appears only in a CDN URL (npm/vega-lite@5): not labelled; SVG is an image format; bar.vl.json is "
           "a bare file name; the Vega Playground is Vega's online editor, left under Vega; GitHub Gist is the site"),
    # ---------------------------------------------------------------- incident postmortems
    R(r"""Write-up published
Resolved
On October 1 11:16 PM UTC \(7:16 PM ET\) we executed a DDL statement on a production Clickhouse cluster that caused all writes to the changed table to fail. The statement changed the type of a column from String to LowCardinality(String). Writes failed because our Clickhouse driver serializes row data to a binary format, and to do so it needs to specify the exact types of the fields. We did not realize that the Clickhouse server would reject inserts with a String field header for a LowCardinality(String) field.
We were notified immediately, and realized the problem within a few minutes. We reversed the DDL statement 13 minutes from when it was initially executed and log inserts started succeeding again.
On October 3 3:04 PM UTC \(11:04 AM ET\) we completed a backfill of the missing 13 days of data from a kinesis stream.
The root cause of the incident was that an engineer performed a DDL statement in production without adequately testing it in their local dev or staging environments. While it is sometimes advantageous to run DDL statements directly in prod to tune indexes, this optimization should have flowed through our regular DB migration code \+ CI process.
During incident remediation we implemented a framework and runbook for replaying our Clickhouse log consumers from Kinesis. Future replay operations will be much quicker.
Update internal Clickhouse runbook with guidance on migrations, add pitfalls section about column types
Investigate changing our driver’s row serialization format so we can easily migrate type T to LowCardinality(T) and avoid this specific issue in the future""",
      T("ClickHouse"), T("Amazon Kinesis"),
      source="https://status.knock.app/incidents/01JAAV6SXSVKKXQ1AQPGPRYMWZ", kind="blog",
      note="incident write-up on a status page; the ClickHouse driver is not named"),
    R(r"""Query Timeouts Causing Instability
Summary
While investigating increased query timeouts, we suspected that our ClickHouse cluster might have been under-provisioned. Our ClickHouse Cloud instance had recently been upgraded from version 24.10 to 24.12. A bug in the newer version caused two of our five ClickHouse servers to become unresponsive to log queries while otherwise appearing healthy. We worked with ClickHouse support to resolve the issue ultimately requiring a rollback to the previous version.
Impact
- Source Ingestion: Paused for 30 minutes during investigation, causing delays of that duration.
- Detection Delays: Increased timeouts led to Query queue buildup, causing detection delays of up to 30 minutes in the worst cases.
- Data Loss Risk: Webhook-based sources without retry implementations may have lost data.
- Potential Data Duplication: In specific scenarios involving large S3 files, some duplicate events may have appeared. This occurs when we're processing large S3 files (many GBs, 100k+ rows). We write to ClickHouse in batches of 50k, meaning that it's possible if we have some successful writes, but encountered a ClickHouse failure before we completed processing the s3 file, then we would have some duplicate events as we begin reprocessing the file after recovery.
Timeline (Timestamps in Pacific Time)
Friday, May 9
- 5:00 PT: ClickHouse completed server upgrade from 24.10 to 24.12
- 8:13 PT: Alerted to queue processors restarting due to unexpected EOF errors and I/O timeout errors from ClickHouse
- 12:44 PT: Opened case with ClickHouse support after determining ClickHouse was the cause.
- 13:00 PT: Scaled up the cluster hoping to alleviate issues, which inadvertently exacerbated the problem.
- 14:11 PT: Paused ingestion to facilitate ClickHouse team's investigation""",
      T("ClickHouse"), T("ClickHouse Cloud"), T("Amazon S3"),
      source="https://runrevealstatus.com/events/report/507", kind="blog",
      note="'ClickHouse support' and 'ClickHouse team' are the company; ClickHouse Cloud is its managed service, "
           "labelled under its usual name"),
    R(r"""On August 24th, 2024, at 02:00 UTC, we started having an issue with some events either missing or having the wrong status in the dashboard. This affected reporting (the views in the dashboard), not the event delivery itself.
Hookdeck's architecture is inspired by event sourcing design principles. State changes produce events, which are then captured in different systems to perform different actions. One of these systems is our Clickhouse database, where event state changes are synced and processed to produce a history. That data is then used to display the events list, request list, histograms, and metrics, among other things.
Specifically with Clickhouse, we use the VersionedCollapsingMergeTree engine. Clickhouse is designed to ingest data at a high rate and in large batches. We use the Kafka Connect Clickhouse sink connector to get data from our events processing engine into the database.
ClickHouse is designed to insert data in "parts." A part is a physical file on a disk representing the data from an insert operation, typically containing many rows. ClickHouse tables can optionally be partitioned, meaning data is logically grouped based on a specified criterion or criteria. Within each partition, there can be multiple parts, and these parts are merged in the background into larger parts to optimize query performance. This merging process is managed by the MergeTree engine.
For queries to be efficient, they should access the fewest number of parts possible. Therefore, the merging process must keep up with the incoming data rate. If ClickHouse's merge engine cannot merge parts faster than new parts are created, the number of parts increases. This can lead to performance degradation.
In our case, the incident was triggered by ClickHouse’s inability to keep up with the rate of incoming parts.""",
      T("ClickHouse"), T("Kafka Connect"),
      source="https://hookdeck.notion.site/Missing-events-and-incorrect-events-status-in-dashboard-08dd3ebbca5e4eca94f850f37f7661c8",
      kind="blog",
      note="Hookdeck is the company writing; VersionedCollapsingMergeTree and MergeTree are ClickHouse table engines, "
           "left under ClickHouse"),
    R(r"""Logs data loss

On February 19th, PostHog's Logs product experienced a major incident, which caused the loss of data collected more than 3 days ago in our US region. This data loss only impacted the Logs product, all other PostHog data is intact.

Summary

As with most queryable data in PostHog, we store data for Logs in a ClickHouse cluster. When we started building Logs, we decided to use a new, dedicated cluster, rather than building it on top of our main ClickHouse cluster, which is shared across most other PostHog products. This had a few advantages, allowing us to:

  • iterate faster without cross-team or organisational risk
  • use later database versions without time consuming backwards compatibility testing
  • optimise the cluster for Logs specific access patterns
  • isolate our other product from the impact of bugs or load from logs, a very high-data-volume system

This new cluster uses S3 disks in ClickHouse, with data parts being automatically uploaded to S3 after 24 hours – this is what enables us to handle the significant data volume required for Logs (in PostHog, we alone produce about 500MB/s of logs from across our systems, or about 1PB/month uncompressed).

A bug in ClickHouse caused it to unexpectedly attempt to delete almost all of the data parts in S3. The Logs database is replicated, with two replicas, however very early on in the project we had enabled "Zero Copy Replication" in the Logs cluster nodes. This is an experimental feature that ClickHouse does not recommend in production, for exactly this reason: a bug that should have caused a single replica to be deleted instead deleted the data everywhere.""",
      T("ClickHouse"), T("Amazon S3"),
      source="https://b64b2572.posthog-preview.pages.dev/handbook/company/post-mortems/2026-02-20-posthog-us-logs-data-loss",
      kind="blog",
      note="PostHog is the company writing about its own Logs product: not labelled; 'Zero Copy Replication' is a "
           "ClickHouse feature"),
    # ---------------------------------------------------------------- texts that name no technology
    R(r"""Postmortem: [Incident Title]
1. Incident Summary
- Date/Time: [Start Date and Time] - [End Date and Time] (Timezone)
- Duration: [Duration of the Incident]
- Impact: [Brief summary of the impact, e.g., "API requests failed for 90% of users"]
- Services Affected: [List of affected services or systems]
- Root Cause: [Brief explanation of the root cause]
2. Timeline of Events
Time (Timezone) | Event Description |
---|---|
HH:MM | [Event 1: Detection of the issue] |
HH:MM | [Event 2: Actions taken] |
HH:MM | [Event 3: Identification of root cause] |
HH:MM | [Event 4: Resolution applied] |
3. Root Cause Analysis
- Primary Cause: [Detailed technical explanation of what caused the issue]
- Contributing Factors:
- [Factor 1]
- [Factor 2]
4. Impact Analysis
- Users Affected: [Number/percentage of affected users]
- Business Impact: [e.g., revenue loss, SLA breach, customer complaints]
- Technical Impact: [e.g., downtime, performance degradation]
5. Mitigation and Recovery
- Steps Taken: [Describe the actions taken to mitigate and resolve the incident]
- Short-Term Fixes: [What was done to immediately restore service]
6. Action Items
Task Description | Owner | Priority | Deadline |
---|---|---|---|
[Action item 1: Add monitoring] | [Owner 1] | [High/Low] | [YYYY-MM-DD] |
[Action item 2: Improve alert thresholds] | [Owner 2] | [Medium] | [YYYY-MM-DD] |""",
      source="https://blog.alimov.top/postmortem-template", kind="blog",
      note="a postmortem template: placeholders only, no technology, file or route"),
    R(r"""Operations
Incident postmortem
A blameless written analysis of an operational incident (outage, security event, major bug) that identifies root cause, impact, response timeline, and follow-up actions — without assigning individual blame.
In plain English
After something breaks, the team writes up what happened, why, what they did, and what they'll change. The goal is system improvement, not finding someone to blame.
Example
Incident: 3-hour database outage at 2am UTC. Postmortem documents: timeline (alert at 2:07 → on-call paged at 2:10 → root cause identified at 3:30 → fix deployed at 4:45), root cause (deployment overran connection pool), impact (~1,200 users affected, 0 data loss), and action items (cap connection pool, alert on pool saturation, add deployment safety check). No mention of 'whose fault' it was.
Why it matters
Postmortems convert incidents into system improvements. Teams that do them well learn from every outage; teams that don't repeat the same mistakes. Blameless culture matters: if people fear blame, they hide near-misses, and you lose 90% of the data you'd otherwise learn from.""",
      source="https://entrepreneurbible.net/glossary/incident-postmortem", kind="docs",
      note="a glossary entry on postmortems: names no database engine or tool"),
]
