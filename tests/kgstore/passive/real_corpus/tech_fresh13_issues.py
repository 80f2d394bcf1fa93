"""A thirteenth fresh held-out set ("fresh-13"), part one: GitHub issue and pull-request threads from the
everyday mainstream, in repositories none of the earlier sets used -- MUI X, Chakra UI, Mantine, Radix and a
shadcn/ui monorepo, NextAuth.js in Next.js apps, Angular libraries, Svelte and SvelteKit component libraries,
Vitest, Playwright and Cypress, ESLint plugins and the Tailwind Prettier plugin, Flask-Login, Celery, Django
apps, Express with Passport, Laravel packages, ASP.NET Core minimal APIs with Swashbuckle, pandas users,
Jupyter(Lab), VS Code's Python extension, Neovim plugins (lazy.nvim, packer), Homebrew formulae and Bundle,
Docker Compose and Postgres healthchecks, Helm charts, Terraform AWS modules, GitHub Actions (setup-python,
cache), a Rails gem (rbs_rails), Go's Cobra CLI, React Native libraries and Flutter plugins -- each a
paragraph or a few lines of one thread kept as written (code blocks, logs, tracebacks and environment dumps as
they appear, trimmed; the comments of a thread joined without their author lines), with the thread's title
opening the text.

Every text was taken from a stored public copy of the thread at the address given and labelled by hand
without running the extractor on it, by the earlier sets' conventions: technologies under their usual
canonical name (any spelling in the text), also tools the lexicon may not know, a code fence's language;
data formats, everyday shell utilities and placeholders not labelled; relative file paths as written (./
kept, backslashes as written), absolute paths, paths inside dependencies, module or package caches, URLs'
paths and bare file names not; an endpoint only as "METHOD /path", when the text gives the method for that
path (a route in code -- a lower-case method call like app.delete('/x') counts --, a route-table line, a
request the app's own route answers, in a test's intercept, a client call or a debug page) and writes the
whole path with its leading slash, as written (a trailing slash kept), never with Rails' "(.:format)" suffix
-- a request no route accepts and a route whose full path under a prefix is not written are not labelled.
Nobody tunes the extractor on these texts: the benchmark scores them as their own split (``--split
fresh-13``).
"""

from real_corpus import E, F, R, T

SURFACES = {
    "MUI X": ("x-data-grid-pro",),
    "Chakra UI": ("chakra-ui",),
    "Radix UI": ("Radix", "radix-ui"),
    "Homebrew Bundle": ("brew bundle",),
    "ASP.NET": ("AspNetCore",),
    "Microsoft Edge": ("Edge",),
}

CASES = [
    # ---------------------------------------------------------------- MUI X, Chakra UI, Mantine, Radix
    R("""Column width "jiggles" back and forth

In what seems to be random instances, the column widths of the data grid rapidly change back and forth.

This sometimes is fixed with a page refresh, however it has also persisted after several page refreshes as well.

This has also led to the page crashing, as I'm guessing we're seeing some instance of an infinite loop.

Currently using `"@mui/x-data-grid-pro": "^4.0.1"`

### Your environment 🌎

  Currently using Chrome

```
  System:
    OS: Linux 5.13 Ubuntu 21.10 21.10 (Impish I""",
      T("MUI X"), T("Chrome"), T("Linux"), T("Ubuntu"),
      source="https://github.com/mui/mui-x/issues/3439", kind="issue",
      note="the environment dump is cut where the excerpt ends"),
    R("""Chakra UI NextJS13 hydration issue

I keep getting the following error message:
```
Error: Hydration failed because the initial UI does not match what was rendered on the server.

Warning: Did not expect server HTML to contain a <a> in <div>.
```

I currently have the following code snippet:
```
return (
    <Flex bg='tomato' p={4} ml={'auto'}>
      <Box ml={'auto'}>{body}</Box>
    </Flex>
);
```

I am currently following the latest ChakraUI docs on this page: https://chakra-ui.com/docs/components/link

### Chakra UI Version

2.2.1

### Browser

Google Chrome""",
      T("Chakra UI"), T("Next.js"), T("Chrome"),
      source="https://github.com/chakra-ui/chakra-ui/issues/7941", kind="issue",
      note="NextJS13 written together; href='/login' in the thread is a link, not a route (cut)"),
    R("""Hydratation error with Next.js 15.2 (no turbopack)

Turbopack is not used and the hydratation error still appears.

You should have a dedicated client provider component
```tsx
"use client"

import { ChakraProvider, defaultSystem } from "@chakra-ui/react"
import { ThemeProvider } from "next-themes"

export function Provider({ children }: { children: React.ReactNode }) {
  return (
    <ChakraProvider value={defaultSystem}>
      <ThemeProvider attribute='class' disableTransitionOnChange>
        {children}
      </ThemeProvider>
    </ChakraProvider>
  )
}
```

I cloned your repo, and it worked with those recommendation""",
      T("Next.js"), T("Turbopack"), T("Chakra UI"), T("next-themes"), T("TypeScript"), T("React"),
      source="https://github.com/chakra-ui/chakra-ui/issues/9779", kind="issue",
      note="Chakra UI through @chakra-ui/react; the tsx fence is TypeScript"),
    R("""Select does not close Dropdown on clicking outside

### What version of @mantine/* packages do you have in package.json?

7.13.3

### What package has an issue?

@mantine/core

### What framework do you use?

Vite

### Describe the bug

Upon clicking outside of the Select Component or its Dropdown area, the Dropdown area stays opened. This can be observed on the official docs site as well: https://mantine.dev/core/select/

In `7.13.2` clicking outside closed the Dropdown and I found no information in the releases page that this change was intentional.

this happen to me after updating to 7.13.3, i just have to roll back to 7.13.2 to fix the issue for now.""",
      T("Mantine"), T("Vite"),
      source="https://github.com/mantinedev/mantine/issues/7000", kind="issue",
      note="package.json is a bare file name"),
    R("""Dropdown of searchable Select component is automatically opened again when browser window is focussed again

### What version of @mantine/* packages do you have in package.json?

7.6.1

### What framework do you use?

Next.js

### In which browsers you can reproduce the issue?

Chrome

### Describe the bug

Steps to reproduce:

- Select an option in a searchable "Select" component (e.g. https://mantine.dev/core/select/#searchable)
- Leave focus on that Select (i.e. do not click anywhere on the site afterwards)
- Unfocus Browser window by focussing e.g. text editor or other Window
- Click on the area where the dropdown of the Select has previously been

Behavior: On Browser window re-focus, the dropdown is automatically opened again, and the corresponding option where you clicked is selected.""",
      T("Mantine"), T("Next.js"), T("Chrome"),
      source="https://github.com/mantinedev/mantine/issues/5893", kind="issue",
      note="trap: 'other Window' is a window, not Windows"),
    R("""[Dialog] Focus trap is escaped when clicked button in dialog disappears

### Current Behavior
When a dialog is open and contains a button that disappears when clicked, the focus trap is escaped.

### Expected behavior
The focus trap should still contain focus. Not sure which element _should_ be focused (if any?)

### Your environment

| Software         | Name(s) | Version |
| ---------------- | ------- | ------- |
| Radix Package(s) | @radix-ui/react-dialog        | 1.0.2        |
| React            | n/a     | 18.0.0        |
| Browser          | Chrome        | 110.0.5481.177 (Official Build) (arm64)        |
| Operating System | MacOS        | 13.2.1 (22D68)        |

 Duplicate of #1498""",
      T("Radix UI"), T("React"), T("Chrome"), T("macOS"),
      source="https://github.com/radix-ui/primitives/issues/2005", kind="issue",
      note="Radix through @radix-ui/react-dialog and 'Radix Package(s)'"),
    # ---------------------------------------------------------------- Vitest, Playwright
    R("""vi.mock implementation results in undefined modules

When attempting to mock a module or import with `vi.mock` the module or import ends up being undefined both in the test file and the file that's being tested. This is of course not intended.

However, in the above example I get the following error:

```
TypeError: Cannot read properties of undefined (reading 'mockImplementation')"
```

`useBreakpoint` is undefined. What's more worrisome is that in the file that's using useBreakpoint, it also becomes `undefined` in there.

I discovered this while trying to migrate from jest to vi.

The following code works in jest without issues:

```
import useBreakpoint from '@w11r/use-breakpoint'

jest.mock('@w11r/use-breakpoint', () => jest.fn())
```""",
      T("Jest"),
      source="https://github.com/vitest-dev/vitest/issues/949", kind="issue",
      note="Vitest only as vi.mock and 'vi' -- not labelled, doubtful; the repository is vitest"),
    R("""vi.mock not working when base is set

I have set up a clean vite-vue repo with vitest installed where I try to mock a simple module. [HelloWorld.test.ts](https://github.com/DenisLug/vitest-mock/blob/main/src/components/HelloWorld.test.ts#L7) should pass the test with "I am mocked" but is failing here because the mock seems not to be registered. I found out that the reason for this is the base config in [vite.config.ts](https://github.com/DenisLug/vitest-mock/blob/main/vite.config.ts#L8). When the base is set to something other than the default '/' then vi.mock seems not to work.

```shell
System:
    OS: macOS 12.3
    CPU: (8) arm64 Apple M1
    Memory: 75.83 MB / 8.00 GB
    Shell: 5.8 - /bin/zsh
  Binaries:
    Node: 17.0.1 - /opt/homebrew/bin/node
    npm: 8.1.0 - /opt/homebrew/bin/npm
  npmPackages:
    @vitejs/plugin-vue: ^2.3.3 => 2.3.3 
    vite: ^2.9.13 => 2.9.13 
    vitest: ^0.16.0 => 0.16.0
```""",
      T("Vitest"), T("Vite"), T("Vue"), T("macOS"), T("Node.js"), T("npm"), T("Zsh"), T("Homebrew"),
      source="https://github.com/vitest-dev/vitest/issues/1579", kind="issue",
      note="files only as bare names and URLs' paths; /bin/zsh and /opt/homebrew absolute; shell fence not a language"),
    R("""[BUG] page.goto: Timeout exceeded on the first test case when running tests in Github Actions CI

**Context:**
- Playwright Version: 1.11.1
- Operating System: Linux
- Node.js version: 16.x
- Browser: All
- Extra: Github CI

`jest-playwright.config.js:`

```js
module.exports = {
  launchOptions: {
    headless: true,
    timeout: 10000,
  },
  serverOptions: {
    command: `yarn debug`,
    port: 3000
  },
  browsers: ["chromium", "firefox", "webkit"],
};
```

When running playwright tests in Github Actions, the first one always fails with `page.goto: Timeout 30000ms exceeded.`

Do note that this is a React app and the tests are run using `jest-playwright`.""",
      T("Playwright"), T("GitHub Actions"), T("Linux"), T("Node.js"), T("JavaScript"), T("React"),
      T("jest-playwright"), T("Yarn"),
      source="https://github.com/microsoft/playwright/issues/6804", kind="issue",
      note="chromium/firefox/webkit are browser names in a config list, not labelled"),
    R("""[BUG] Test failing in Github actions but pass locally

- Playwright Version: v1.32.3
- Operating System: macOS Monterey 12.6
- Browser: Chromium

**Config file**

```js
import { defineConfig, devices } from '@playwright/test';
import path from 'path';
require('dotenv').config({ path: 'env/.env.dev' });

export const STORAGE_STATE = path.join(__dirname, 'playwright/.auth/user.json');

export default defineConfig({
  testDir: './tests/e2e',
  /* Run tests in files in parallel */
  fullyParallel: true,
  retries: process.env.CI ? 2 : 0,
  use: {
    baseURL: 'http://localhost:4000',""",
      T("Playwright"), T("GitHub Actions"), T("macOS"), T("Chromium"), T("JavaScript"), T("dotenv"),
      F("env/.env.dev"), F("playwright/.auth/user.json"),
      source="https://github.com/microsoft/playwright/issues/26427", kind="issue",
      note="./tests/e2e is a folder"),
    # ---------------------------------------------------------------- ESLint plugins
    R("""Bug: Support eslint flat config

I got an error when using this plugin with flat config.

`eslint.config.cjs`
```js
module.exports = tseslint.config(
  pluginJs.configs.recommended,
  ...tseslint.configs.strict,
  ...trilonEslint.configs.recommended,
)
```

```bash
$ eslint "src/**/*.ts"

Oops! Something went wrong! :(

ESLint: 9.4.0

TypeError: object is not iterable (cannot read property Symbol(Symbol.iterator))
    at Object.<anonymous> (/Users/igormakowski/Documents/repositories/rigtch/rigtch-fm-api/eslint.config.cjs:14:27)
    at Module._compile (node:internal/modules/cjs/loader:1376:14)
```

```
{
  "@trilon/eslint-plugin": "^0.2.1",
    "eslint": "^9.4.0",
}
```""",
      T("ESLint"), T("JavaScript"),
      source="https://github.com/TrilonIO/eslint-plugin/issues/33", kind="issue",
      note="tseslint is typescript-eslint's import name only -- not labelled; eslint.config.cjs bare; a ```bash fence is the page's highlighting, not Bash named (the convention of fresh to fresh-9 and the synthetic corpus)"),
    R("""flat config does not work as documented

When using config "flat/recommended" (eslint.config.js) in an environment linting *.js and *.yaml together, the plugin fails:

```txt
TypeError: Key "rules": Key "yml/no-empty-document": Could not find plugin "yml".
```

Root cause seems that the config contains two objects. The first one correctly configures the plugin. However, the second object contains the recommended rules without a "files" property, thus ESLint tries to apply these rules on all JS files.

See also https://github.com/ota-meshi/eslint-plugin-jsonc/issues/313""",
      T("ESLint"),
      source="https://github.com/ota-meshi/eslint-plugin-yml/issues/310", kind="issue",
      note="YAML is a data format; 'JS files' not labelled JavaScript"),
    R("""Flat Config Support

We cannot use `eslint-plugin-import-access` with Flat Config. 😨 This is caused by providing TypeScript Language Server Plugin from the same module.

### Error message

```
ESLint: 9.0.0

ConfigError: Config (unnamed): Key "plugins": Key "import-access": Expected an object.
```

### Workaround

```js
    plugins: {
      'import-access': { ...importAccess },
    },
```

- TS Plugin is available from `eslint-plugin-import-access/ts-plugin`
  - Requires TS 5.5 - https://github.com/microsoft/TypeScript/pull/57266
- Flat Config is exported from `eslint-plugin-import-access`""",
      T("ESLint"), T("TypeScript"), T("JavaScript"), T("eslint-plugin-import-access"),
      source="https://github.com/uhyo/eslint-plugin-import-access/issues/18", kind="issue"),
    # ---------------------------------------------------------------- shadcn/ui in a monorepo
    R("""🔧 Fix invalid shadcn components.json in packages/ui

`npx shadcn@latest info -c packages/ui` failed with **"Invalid configuration found in packages/ui/components.json"**, breaking the shadcn CLI for the ui workspace.

## Cause

The config predated the current schema (https://ui.shadcn.com/schema.json):

- The required `tailwind` object (`css`, `baseColor`, `cssVariables`) was missing entirely
- `"style": "default"` is the legacy Radix-era style
- `"ui": "src"` was not a resolvable import alias

## Fix

- Add the `tailwind` block: empty `config` (Tailwind v4, no config file), `css` pointing at `packages/tailwind-config/shared-styles.css` where the design tokens live, `baseColor: gray`
- Switch style to `base-vega` so `shadcn add` pulls Base UI component variants, matching the ongoing Radix → Base UI migration""",
      T("shadcn/ui"), T("Tailwind"), T("Radix UI"), T("Base UI"),
      F("packages/ui/components.json"), F("packages/tailwind-config/shared-styles.css"),
      source="https://github.com/lukevella/rallly/pull/2626", kind="issue",
      note="shadcn written without /ui; packages/ui is a folder"),
    # ---------------------------------------------------------------- Flask extensions, Celery
    R("""Login_required reveals 405 method not allowed

**Describe the bug**
An URL with POST as the only allowed method and login_required, reveals that that URL is valid and returns a 405 status code instead of redirecting to the login page.

**To Reproduce**
```
@bp.route("/myurl", methods=["POST"])
@login_required
def myurl():
    print("HI")
    return ""
```

**Expected behavior**
To be asked to log in or something, as configured in the setup of the extension.

**Screenshots**
The classic 405 method not allowed of flask.

**Desktop (please complete the following information):**
 - OS: Windows 10
 - Browser: firefox
 - Version: 76.0.1 (64-bit)

Flask routing happens before the view function runs (because routing is what finds the function). Checking the method is part of routing.""",
      T("Flask"), T("Windows"), T("Firefox"), E("POST /myurl"),
      source="https://github.com/maxcountryman/flask-login/issues/498", kind="issue",
      note="a blueprint route; the blueprint's prefix is not given, so /myurl is labelled as written -- doubtful"),
    R("""implement flask-login

To see flask-login go to URL "localhost:5000/auth/login". If you are logged in, the page will redirect to /admin/ if you are not, the page will redirect to login.html page. If you want to logout, put "localhost:5000/auth/logout" on URL.

Also, the view GET "/admin" and PUT "api/route" are protected with @login_required

app/auth/views.py
```diff
@@ -0,0 +1,56 @@
+from flask import render_template, redirect, request, url_for, flash, Flask, abort ,g
+from flask.ext.login import login_user, logout_user, login_required, current_user
+from . import auth
+from .. import db
+from .forms import LoginForm
```
@marianodo I get an error here, maybe you forgot to upload the `app/auth/forms.py` file?""",
      T("Flask-Login"), T("Flask"), E("GET /admin"), F("app/auth/views.py"), F("app/auth/forms.py"),
      source="https://github.com/avilaton/gtfseditor/pull/62", kind="issue",
      note="PUT \"api/route\" has no leading slash; the localhost addresses give no method"),
    R("""Redis Broker connected, but no task imported

I ran into a strange issue today (and spent few hours before posting here, so please excuse if I am missing important information on this first post). I got a working installation with Celery 3.1.17, Django and Redis as broker. 

In a wrong manipulation, I downgraded Celery to 3.1.13, then re-updated it to 3.1.17 (with some dependencies downgrade/update too). After that, it seemed that **Celery is not seeing tasks stored in Redis**.

* Redis is effectively storing tasks (I directly checked in the DB)
* Celery connects to Redis with no apparent problem : 

```
 -------------- celery@ubuntu v3.1.17 (Cipater)
---- **** ----- 
--- * ***  * -- Linux-3.5.0-43-generic-x86_64-with-Ubuntu-12.04-precise
- ** ---------- .> transport:   redis://localhost:6379/0
- ** ---------- .> results:     disabled
- *** --- * --- .> concurrency: 4 (prefork)
```

Flower and events did not help me.""",
      T("Celery"), T("Django"), T("Redis"), T("Linux"), T("Ubuntu"), T("Flower"),
      source="https://github.com/celery/celery/issues/2432", kind="issue"),
    # ---------------------------------------------------------------- Express
    R("""post request body is undefined if the post request is from a static file

I am not sure whether this is an issue, details as follows, the following code always fails the authentication (i.e., 'Verification function is called' is never shown in console):

```
const express = require('express')
const path = require('path')
const passport = require('passport')
const Strategy = require('passport-local').Strategy
const port = 30000

var app = express();
app.use(passport.initialize());
app.use(passport.session());
app.get('/', (req, res) => res.send('Hello world!'));
app.get('/login.html', (req, res) => res.sendFile(path.join(__dirname, '/login.html')));
app.post('/login', passport.authenticate('local', { successRedirect: '/', failureRedirect: '/login.html' }));

app.listen(port, () => console.log(`Example app listening on port ${port}`));
```

here is the static file 'login.html':
```
<html>
        <head>
                <title>login</title>
        </head>
        <body>
                <form action="/login" method="post">
```""",
      T("Express"), T("Passport"), T("passport-local"), E("GET /"), E("GET /login.html"), E("POST /login"),
      source="https://github.com/passport/www.passportjs.org/issues/92", kind="issue",
      note="login.html is a bare file name; the form's post to /login is the same route"),
    R("""Express & Middleware

Express
- Express hello world (links to corresponding [express docs](http://expressjs.com/starter/hello-world.html))
- routing examples (links to corresponding express docs)
- Rendering example (using ejs)
- encourage route & middleware modularization:

**Route example**

``` node
function getUsers(req, res, next) {
  // ...
}

function createUser(req, res, next) {
  // ...
}

module.exports = (app)=> {
  app.get('/users', getUsers)
  app.put('/user', createUser)
}
```

Middleware
- `app.use`, ordering, function signature (`(req, res, next) => {}`)
- in Express 4, routes are in the order they're added relative to other middleware
  - Show an example of 2 routes with the body-parser middleware in the stack between them""",
      T("Express"), T("EJS"), T("body-parser"), T("Node.js"), E("GET /users"), E("PUT /user"),
      source="https://github.com/codepath/nodejs_guides/issues/12", kind="issue",
      note="the 'node' fence is Node.js"),
    # ---------------------------------------------------------------- Rails gems
    R("""No path helpers generated in Rails 8 app

I just upgraded a Rails app to version 8, which lead to no path helpers being generated (`path_helpers.rbs` contains an empty interface).

Calling `Rails.application.routes` in a Raols console returns a `Rails::Engine::LazyRouteSet`, so it looks like routes are not loaded on app start. 

Adding the following Rake tasks solved the issue for me:

```ruby
namespace :rbs_rails do
    task :eager_load_routes do
      Rails.application.routes.eager_load!
    end

    task generate_rbs_for_path_helpers: 'rbs_rails:eager_load_routes'
  end
```

Adding `Rails.application.routes.eager_load!` to `PathHelpers` should fix the issue in the gem.""",
      T("Rails"), T("Rake"), T("Ruby"), T("rbs_rails"),
      source="https://github.com/pocke/rbs_rails/issues/299", kind="issue",
      note="path_helpers.rbs is a bare file name; 'Raols' a typo"),
    # ---------------------------------------------------------------- Helm charts
    R("""Helm not able to evaluate hosts value when upgrading to the latest version

Trying to upgrade from v0.9.3 to 0.10.3. After executing `helm upgrade ...` command, I get an error from helm which most likely is related to parsing the `values.yaml` file.
```
Error: UPGRADE FAILED: template: fusionauth/templates/ingress.yaml:31:18: executing "fusionauth/templates/ingress.yaml" at <.host>: can't evaluate field host in type interface {}
```
`values.yaml` file (Ingress part):
```
ingress:
   enabled: true
   hosts:
     - fusion.example.com
   paths:
     - "/"
```
According to the documentations, everything about the `values.yaml` file seems about right. Although, going through the list of commits for the `ingress.yaml` file, it seems like 5fb917a has recently changed the structure of that file a bit.""",
      T("Helm"), T("FusionAuth"), F("fusionauth/templates/ingress.yaml"),
      source="https://github.com/FusionAuth/charts/issues/72", kind="issue",
      note="the chart's template path, as Helm's error gives it; values.yaml bare"),
    R("""Installation with enabled ingress fails on Kubernetes >=1.19

When installing the chart with ingress enabled, Helm refuses to install the application with the error below.

This issue is introduced by #103. `.Values.service.port` exists in the global scope, but not in within the `.range` block. I've created a Pull Request to resolve this.

```
[johan@fedora1 ~]$ helm upgrade -i fancy-instance-name --set ingress.enabled=true meilisearch/meilisearch
Error: UPGRADE FAILED: template: meilisearch/templates/ingress.yaml:51:34: executing "meilisearch/templates/ingress.yaml" at <.Values.service.port>: can't evaluate field Values in type interface {}
```

**Environment (please complete the following information):**
- OS: Fedora
- Meilisearch version: v0.26.0
- meilisearch-kubernetes version: 0.1.27""",
      T("Kubernetes"), T("Helm"), T("Fedora"), T("Meilisearch"), F("meilisearch/templates/ingress.yaml"),
      source="https://github.com/meilisearch/meilisearch-kubernetes/issues/104", kind="issue"),
    R("""[stable/orangehrm] Ingress template is broken, missing 'orangehrm.chart' definition

**Version of Helm and Kubernetes**: 2.11,1.10

**Which chart**: stable/orangehrm

**What happened**:

```
Error: UPGRADE FAILED: render error in "orangehrm/templates/ingress.yaml": template: orangehrm/templates/ingress.yaml:8:24: executing "orangehrm/templates/ingress.yaml" at <{{template "orangehr...>: template "orangehrm.chart" not defined
```

**What you expected to happen**:

helm upgrade to succeed

**How to reproduce it** (as minimally and precisely as possible):

Change default values:

```
ingress: 
  enabled: true
```""",
      T("Helm"), T("Kubernetes"), T("OrangeHRM"), F("orangehrm/templates/ingress.yaml"),
      source="https://github.com/helm/charts/issues/12597", kind="issue"),
    # ---------------------------------------------------------------- Terraform modules
    R("""terraform apply completes successfully with "Warning: Argument is deprecated"

`terraform apply` completed successfully. However, there is a warning in the log that will need attention in future:

╷
│ Warning: Argument is deprecated
│
│   with module.terraform_state_backend.module.log_storage.aws_s3_bucket.default,
│   on .terraform/modules/terraform_state_backend.log_storage/main.tf line 1, in resource "aws_s3_bucket" "default":
│    1: resource "aws_s3_bucket" "default" {
│
│ Use the aws_s3_bucket_logging resource instead
│
│ (and 21 more similar warnings elsewhere)

## Steps to Reproduce
Steps to reproduce the behavior:
1. Add the below to my main.tf

```
module "terraform_state_backend" {
  source      = "cloudposse/tfstate-backend/aws"
  version     = "0.38.1"
  namespace   = "versent-digital-dev-kit"
```""",
      T("Terraform"), T("AWS"),
      source="https://github.com/cloudposse/terraform-aws-tfstate-backend/issues/118", kind="issue",
      note="the .terraform/modules path is inside Terraform's module cache, not labelled; main.tf and backend.tf bare; AWS through the module's source and aws_s3_bucket; S3 not labelled"),
    R("""aws_s3_bucket deprecation warnings

 I see these warnings on the output of `terraform plan...`:

```
Changes to Outputs:
  + apiURL     = "api.dntest1.cloudpak-bringup.com:6443"
  + consoleURL = "https://console-openshift-console.apps.dntest1.cloudpak-bringup.com"
  + infraID    = (known after apply)
╷
│ Warning: Argument is deprecated
│ 
│   with module.bootstrap.aws_s3_bucket.ignition,
│   on bootstrap/main.tf line 20, in resource "aws_s3_bucket" "ignition":
│   20:   acl = "private"
│ 
│ Use the aws_s3_bucket_acl resource instead
│ 
│ (and 5 more similar warnings elsewhere)
```

The fix seems straightforward:
https://registry.terraform.io/providers/hashicorp/aws/latest/docs/resources/s3_bucket_acl""",
      T("Terraform"), F("bootstrap/main.tf"),
      source="https://github.com/ibm-cloud-architecture/terraform-openshift4-aws/issues/57", kind="issue",
      note="OpenShift only inside a URL"),
    R("""S3 bucket - Terraform AWS Provider 4.0

Details about this are documented:
https://www.hashicorp.com/blog/terraform-aws-provider-4-0-refactors-s3-bucket-resource

```
$ terraform --version
Terraform v1.1.7
on darwin_amd64
+ provider registry.terraform.io/hashicorp/aws v4.9.0
```

```
╷
│ Warning: Argument is deprecated
│ 
│   with module.secure_aws_org_root_billing_baseline.module.audit_log_bucket[0].aws_s3_bucket_lifecycle_configuration.access_log,
│   on .terraform/modules/secure_aws_org_root_billing_baseline/modules/secure-bucket/main.tf line 50, in resource "aws_s3_bucket_lifecycle_configuration" "access_log":
│   50:     prefix = "/"
│ 
│ Use filter instead
```""",
      T("Terraform"), T("AWS"), T("Amazon S3"),
      source="https://github.com/nozaq/terraform-aws-secure-baseline/issues/284", kind="issue",
      note="a module-cache path, not labelled; darwin is macOS's kernel name -- not labelled"),
    # ---------------------------------------------------------------- Cypress
    R("""Cypress 10 : intercepting POST requests gets 404 error when running in Jenkins CI

While it's running perfectly locally, since we migrated to Cypress 10.x.0, the tests that intercept POST request fail on our Jenkins CI with this error:

### Test code to reproduce

```tsx
describe('SearchPage', () => {
    afterEach(() => unmount());

    it('should render search bar', () => {
        cy.intercept('POST', '/api/articles/search', req => {
            req.reply({
                statusCode: 200,
                fixture: `search/${req.body.search || 'empty'}.json`,
            });
        }).as('findArticles');

        mount(
            <SearchPage />
        );

        cy.wait('@findArticles');
```""",
      T("Cypress"), T("Jenkins"), T("TypeScript"), E("POST /api/articles/search"),
      source="https://github.com/cypress-io/cypress/issues/22613", kind="issue",
      note="the intercepted request gives its method and path, as the app's API answers it"),
    R("""Unable to intercept cy.requests

Currently when performing requests with the cy.request() command with an cy.intercept() that is setup to intercept requests of the same URL, the intercept is not actioned.

```js
cy.intercept(/api/admin/learn").as('learn')

cy.request({
  url: "/api/admin/learn",
  method: "POST",
  body: body})
  
 cy.wait('@learn').then((interception} => {
 ...
}

Cypress states the 1st request for the route never occurred.
```

### Cypress Version

12.5.1

### Node version

v18.13.0

### Operating System

Windows 10 x64

Hey @symon-765, this is by design. `cy.request` is for sending HTTP requests without using `fetch` or `XMLHttpRequest`.""",
      T("Cypress"), T("JavaScript"), T("Node.js"), T("Windows"), E("POST /api/admin/learn"),
      source="https://github.com/cypress-io/cypress/issues/25818", kind="issue"),
    R("""Cy.Intercept() not working correctly falsely intercepting

Im trying to stub a password reset request, in order to have it available for continuous testing and not send out repeated emails.

I run the script in cypress tool and it comes up successfully stubbed but then the email is still getting through! I'm not sure what i did wrong. 

 it('Reset Pass works', () => {
        cy.intercept('GET', '/api/v1/*')
        cy.intercept('POST', '/api/v1/auth/resetPassword/', req => {
            console.log('POST email sent', req)
        }).as('Reset')
        cy.contains('Reset').click()
        cy.get('button').contains('Reset').click()
    
    })

### Versions

Using most up to date cypress,  linux manjaro and firefox""",
      T("Cypress"), T("Linux"), T("Manjaro"), T("Firefox"), E("POST /api/v1/auth/resetPassword/"),
      source="https://github.com/cypress-io/cypress/issues/14539", kind="issue",
      note="'/api/v1/*' is a glob, not labelled; the POST path kept with its trailing slash, as written"),
    # ---------------------------------------------------------------- pandas
    R("""Pandas' `read_csv` throws a warning

Warning:
```
sssom/util.py:895: DtypeWarning: Columns (5) have mixed types. Specify dtype option on import or set low_memory=False.
```

Solution: set `low_memory=False`""",
      T("pandas"), F("sssom/util.py"),
      source="https://github.com/mapping-commons/sssom-py/issues/320", kind="issue"),
    R("""pandas 0.13.0 yields warning on reading 311-service-requests.csv

Mentioning just in case useful - this problem went away went I ungraded from pandas 0.13.0 to 0.13.1

Chapter 2 cell 2 reads the CSV into 'complaints' but issues a warning:

H:\\WinPython\\WinPython-64bit-2.7.6.2\\python-2.7.6.amd64\\lib\\site-packages\\pandas\\io\\parsers.py:1050: DtypeWarning: Columns (8) have mixed types. Specify dtype option on import or set low_memory=False.
  data = self._reader.read(nrows)""",
      T("pandas"), T("WinPython"),
      source="https://github.com/jvns/pandas-cookbook/issues/4", kind="issue",
      note="the parsers.py path is absolute and inside site-packages"),
    R("""Pandas warning

Low priority issue, but should be fixed eventually
```
/Users/amandeep/Github/datamart-api/datamart_env/lib/python3.6/site-packages/t2wml/wikification/item_table.py:72: SettingWithCopyWarning:
A value is trying to be set on a copy of a slice from a DataFrame.
Try using .loc[row_indexer,col_indexer] = value instead

See the caveats in the documentation: https://pandas.pydata.org/pandas-docs/stable/user_guide/indexing.html#returning-a-view-versus-a-copy
  both_row_col['column'] = both_row_col['column'].apply(np.int64)
```

what version is this?

Is this fixed? I have seen this version 19 and 21""",
      T("pandas"), T("Python"),
      source="https://github.com/usc-isi-i2/t2wml/issues/131", kind="issue",
      note="Python only in python3.6 of an absolute path -- doubtful; np.int64 not labelled NumPy"),
    # ---------------------------------------------------------------- Neovim plugins
    R("""Installation error: attempt to call field 'setup' (a nil value)

Error: ...local/share/nvim/lazy/lazy.nvim/lua/lazy/core/loader.lua:361: attempt to call field 'setup' (a nil value)

When i installed the plugin initially it worked fine but after restart and countless attempts of my trying to sync the plugin, deleting .local/share/nvim.

My setup in lazyvim/astronvim
```lua
return {
	"jbyuki/nabla.nvim",
	lazy = false,
	opts = {},
	enabled = true,
}
```

Misunderstanding on my part, this plugin does not use the setup function so if you have the same error as me remove the setup function or `opts ={}`""",
      T("lazy.nvim"), T("LazyVim"), T("AstroNvim"), T("Lua"), T("Neovim"),
      source="https://github.com/jbyuki/nabla.nvim/issues/77", kind="issue",
      note="Neovim through nvim; the loader.lua path is inside the plugin manager's install"),
    R("""can't setup plugin

Thanks, virtual text is a great idea for the color column! :smiley: 

However, using Linux and neovim 0.5.1 and using packer, I fail to set it up, neovim greets me with this message:
```
Error detected while processing /home/tim/.config/nvim/init.lua:
E5113: Error while calling lua chunk: /home/tim/.config/nvim/init.lua:308: attempt to call field 'setup' (a nil value)
```

I took the config exactly as displayed in the README.md and I tried it via packers `config = function() .. end` as well as stand alone along my regular nvim config.
I fail to see why it errors out. Can you help?

Doh.. #1 actually did the trick, so not `setup` but `init`""",
      T("Linux"), T("Neovim"), T("Lua"),
      source="https://github.com/davepinto/virtual-column.nvim/issues/5", kind="issue",
      note="packer.nvim written only as packer/packers (the lexicon's Packer is HashiCorp's) -- not labelled, doubtful; lua chunk names the language"),
    R("""[BUG] attempt to call field 'setup' (a nil value)

The current installation description in the README tells to use the following for lazy.nvim:

```lua
return {
    "0x-ximon/acario.nvim",
    name = "acario",
    lazy = false,
    priority = 1000,
    config = function()
        require("acario").setup({})
    end,
}
```

When removing that setup call, everything works fine. So I guess it is not really needed to call setup?

**Environment:**

- OS: macOS 26.3.1 (a)
- Version: NVIM v0.11.6
                 Build type: Release
                 LuaJIT 2.1.1741730670
- Terminal/Shell: Wezterm""",
      T("lazy.nvim"), T("Lua"), T("macOS"), T("Neovim"), T("LuaJIT"), T("WezTerm"),
      source="https://github.com/0x-ximon/acario.nvim/issues/3", kind="issue"),
    # ---------------------------------------------------------------- React Native
    R("""Install app not working

when I try to install my app on iOS after installing this library it always generates error.

Version Node: v16.13.2
Version React Native: v0.67.2

```
** BUILD FAILED **


The following build commands failed:
	CompileC /Users/agustinnavarro/Library/Developer/Xcode/DerivedData/myapp-cihogdxcnednkvdkvpqqsfqqsozl/Build/Intermediates.noindex/Pods.build/Debug-iphonesimulator/react-native-version-check.build/Objects-normal/x86_64/RNVersionCheck.o /Users/agustinnavarro/Documents/develop/react-native/myapp/node_modules/react-native-version-check/ios/RNVersionCheck.m normal x86_64 objective-c com.apple.compilers.llvm.clang.1_0.compiler (in target 'react-native-version-check' from project 'Pods')
(1 failure)
```

Any update on this issue? Our pipeline crashes with this error and we cannot fix it on our side""",
      T("iOS"), T("Node.js"), T("React Native"), T("Xcode"), T("react-native-version-check"),
      source="https://github.com/kimxogus/react-native-version-check/issues/155", kind="issue",
      note="paths absolute; objective-c and clang appear only inside the compiler command -- not labelled"),
    R("""Invalid Podfile: .

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
cocoapods: 1.16.2""",
      T("React Native"), T("Xcode"), T("CocoaPods"), T("Node.js"), T("Ruby"),
      source="https://github.com/react-native-community/cli/issues/2551", kind="issue",
      note="informal: RN, node, react-natvei (typo); the Podfile path is absolute"),
    # ---------------------------------------------------------------- Angular libraries
    R("""bug(Dialog): cannot use material components within dialogs

Our application used to be an AppModule, I'm now rebuilding it to a standalone AppComponent and using the modern way of bootstrapping applications.

I'm running into a weird issue though. Cdk components work fine throughout the application, except when I use them in MatDialogs. Then, I get errors like these:

```
NullInjectorError: No provider for InjectionToken cdk-connected-overlay-scroll-strategy!
```

### Environment

```
Angular CLI: 17.0.0
Node: 18.17.1
Package Manager: npm 9.8.1
OS: darwin arm64

Angular: 17.0.2
... animations, common, compiler, compiler-cli, core, forms
... language-service, platform-browser, platform-browser-dynamic
... platform-server, router, service-worker
```""",
      T("Angular"), T("Angular CLI"), T("Node.js"), T("npm"),
      source="https://github.com/angular/components/issues/28127", kind="issue",
      note="Angular Material only as MatDialogs and 'material components' -- not labelled, doubtful; Cdk not labelled; darwin not labelled"),
    R("""NullInjectorError: No provider for Framework!

I'm using Angular 14's new feature 'standalone' components. When importing the `JsonSchemaFormModule` and using the `json-scheme-form` component in the template I get NullInjectorError (see attached file).

Error:
ERROR NullInjectorError: R3InjectorError(Standalone[PlaygroundComponent])[FrameworkLibraryService -> FrameworkLibraryService -> FrameworkLibraryService -> Framework -> Framework]: 

* [ ] MaterialDesignFrameworkModule — Material Design
* [ ] Bootstrap3FrameworkModule — Bootstrap 3
* [ ] Bootstrap4FrameworkModule — Bootstrap 4
* [x] NoFrameworkModule — plain HTML
* [ ] Other (please specify below)

**To Reproduce**
Steps to reproduce the behavior:

1. Install Angular 14
2. Generate a standalone component
3. Import the `JsonSchemaFormModule`
4. Add the `json-scheme-form` to the component template""",
      T("Angular"),
      source="https://github.com/hamzahamidi/ajsf/issues/340", kind="issue",
      note="Material Design and Bootstrap are unticked options of the template, not used -- not labelled; 'plain HTML' likewise"),
    R("""Angular 16 Standalone component error

RuntimeError: NG0203: inject() must be called from an injection context such as a constructor, a factory function, a field initializer, or a function used with `runInInjectionContext`. Find more at https://angular.io/errors/NG0203
    at injectInjectorOnly (file:///home/sogtheimmortal/Documents/Github/houseofrou/node_modules/@angular/core/fesm2022/core.mjs:617:15)
    at ɵɵinject (file:///home/sogtheimmortal/Documents/Github/houseofrou/node_modules/@angular/core/fesm2022/core.mjs:628:61)
    at inject (file:///home/sogtheimmortal/Documents/Github/houseofrou/node_modules/@angular/core/fesm2022/core.mjs:711:12)
    at new NgIconComponent (file:///home/sogtheimmortal/Documents/Github/houseofrou/node_modules/@ng-icons/core/fesm2022/ng-icons-core.mjs:33:26)""",
      T("Angular"), T("ng-icons"),
      source="https://github.com/ng-icons/ng-icons/issues/58", kind="issue",
      note="every path absolute and inside node_modules"),
    # ---------------------------------------------------------------- SvelteKit
    R("""Error in runes mode

**Describe the bug**
Seems like SvelteStrap isn't compatible with runes mode. Starting a new SvelteKit project in runes mode causes the components to fail with an error about $$restProps: 

> node_modules/@sveltestrap/sveltestrap/dist/Accordion/Accordion.svelte:63:47 Cannot use `$$restProps` in runes mode
> https://svelte.dev/e/legacy_rest_props_invalid]

**How to reproduce**
Steps to reproduce the behavior:

1. Create a new project `npx sv create testing`
2. Set compilerOptions.runes to true in `svelte.config.js`
3. Install sveltestrap `npm install -D @sveltestrap/sveltestrap`
4. Create a simple `+page.svelte` file importing any sveltestrap component
5. Run `npm run dev`, open the site
6. See error message in browser and console

**Desktop (please complete the following information):**
- Windows
- Edge 132""",
      T("SvelteKit"), T("Sveltestrap"), T("npm"), T("Windows"), T("Microsoft Edge"),
      source="https://github.com/sveltestrap/sveltestrap/issues/111", kind="issue",
      note="the Accordion.svelte path is inside node_modules; svelte.config.js and +page.svelte bare; Svelte through SvelteKit and sv"),
    R("""Add Svelte 5 runes compatibility

When using

```javascript
export default {
    compilerOptions: {
       runes: true
    }
};
```
getting error

```
  VITE v5.1.3  ready in 431 ms

  ➜  Local:   http://localhost:5173/
  ➜  Network: use --host to expose
  ➜  press h + enter to show help
✘ [ERROR] /Users/harry/project5/node_modules/svelte-fa/dist/fa-layers.svelte:4:0 Cannot use `export let` in runes mode — use $props instead [plugin vite-plugin-svelte:optimize-svelte]
```

Now it should be easy to refactor using `sv migrate svelte-5`.

As @notramo mentioned, we need to maintain compatibility with the older version of Svelte. If the old syntax is no longer supported in the future, we will release a major version to support the new syntax.""",
      T("Svelte"), T("Vite"), T("JavaScript"), T("svelte-fa"), T("vite-plugin-svelte"),
      source="https://github.com/Cweili/svelte-fa/issues/324", kind="issue",
      note="the fa-layers.svelte path is absolute and inside node_modules"),
    # ---------------------------------------------------------------- Prettier plugins for Tailwind
    R("""Add `prettier-plugin-tailwindcss`

# Why

We use Tailwind a lot and sometimes the `tw` prop can get messy. The Tailwind team released a Prettier plugin that automatically sorts classes based on their recommended way of doing it: https://github.com/tailwindlabs/prettier-plugin-tailwindcss.

"This means that any classes in the base layer will be sorted first, followed by classes in the components layer, and then finally classes in the utilities layer" -- https://tailwindcss.com/blog/automatic-class-sorting-with-prettier#how-classes-are-sorted

# How

- Added `prettier-plugin-tailwindcss`
- Patched it to support the `tw` prop
- Merged plugins to prevent conflicts with sort imports""",
      T("Tailwind"), T("Prettier"), T("prettier-plugin-tailwindcss"),
      source="https://github.com/showtime-xyz/showtime-frontend/pull/1057", kind="issue"),
    R("""Add prettier-plugin-tailwindcss

Tailwind officially supports a prettier plugin for sorting classes: https://github.com/tailwindlabs/prettier-plugin-tailwindcss

This PR integrates this plugin so we don't need to rely on VSCode plugins like Headwind to handle this.""",
      T("prettier-plugin-tailwindcss"), T("Tailwind"), T("Prettier"), T("VS Code"), T("Headwind"),
      source="https://github.com/delvtech/elf-council-frontend/pull/476", kind="issue",
      note="VSCode written together"),
    # ---------------------------------------------------------------- Homebrew
    R("""brew bundle not finding Apple Silicon bottles while brew install works

Given a simple Brewfile
```
tap "homebrew/bundle"
tap "homebrew/cask"
tap "homebrew/core"

brew "fish"
brew "starship"
brew "zoxide"
brew "fzf"

cask "iterm2"
```

Running brew bundle on a M1 machine results doesn't work for home brew formulas

```bash
❯ brew bundle
Using homebrew/cask
Using homebrew/core
Skipping fish (no bottle for Apple Silicon)
Skipping starship (no bottle for Apple Silicon)
Skipping zoxide (no bottle for Apple Silicon)
Skipping fzf (no bottle for Apple Silicon)
Using iterm2
```

What does your `brew config` and `brew doctor` output?""",
      T("Homebrew"), T("Homebrew Bundle"), T("fish"), T("Starship"), T("zoxide"), T("fzf"), T("iTerm2"),
      source="https://github.com/Homebrew/homebrew-bundle/issues/984", kind="issue",
      note="the formulae are named as Brewfile entries; 'home brew' informal; a ```bash fence is the page's highlighting, not Bash named (the convention of fresh to fresh-9 and the synthetic corpus)"),
    R("""Add Apple Silicon Homebrew missing formula

Would it be possible to add a Homebrew formula for Apple Silcon machines?

On a Apple Silicon machine, try running:

``` 
brew install silicon
```

You'll then get the following error:

``` 
Warning: Treating silicon as a formula. For the cask, use homebrew/cask/silicon
Error: silicon: no bottle available!
```

## Environment

macOS 11.2.1 (20D75)
MacBook Air (M1, 2020)

Oh, it seems that I need to update Cargo.lock: https://github.com/Homebrew/homebrew-core/issues/68301. Thanks for your information!""",
      T("Homebrew"), T("macOS"), T("silicon"), T("Cargo"),
      source="https://github.com/Aloxaf/silicon/issues/156", kind="issue",
      note="Cargo through Cargo.lock -- doubtful; silicon is the tool (a Rust screenshot tool), Apple Silicon the chip"),
    R("""No Apple Silicon bottles available: pdftk-java, pandoc

Trying to install formulae pdftk-java and pandoc.
Other formulae were installed without any problem.

Error message "no bottle available!" appeared.

% brew install pdftk-java
Error: pdftk-java: no bottle available!
You can try to install from source with:
  brew install --build-from-source pdftk-java
Please note building from source is unsupported. You will encounter build
failures with some formulae. If you experience any issues please create pull
requests instead of asking for help on Homebrew's GitHub, Twitter or any other
official channels.
% sw_vers 
ProductName:	macOS
ProductVersion:	11.3.1
BuildVersion:	20E241""",
      T("Homebrew"), T("pdftk-java"), T("Pandoc"), T("macOS"),
      source="https://github.com/Homebrew/formulae.brew.sh/issues/467", kind="issue",
      note="GitHub and Twitter named only in Homebrew's boilerplate -- not labelled"),
    # ---------------------------------------------------------------- Next.js auth
    R("""Login page get 404

When clicking the login button on the navbar, it gets undefined on the URL and receives a 404 page.

I ran into the same issue and deleting the NEXTAUTH_URL environment variable fixed it.

Would be nice to get some advice on this. What should we set NEXTAUTH_URL to? Also, in the github app what should we set Authorization callback URL to be? I'm also experiencing issues.

You can set this callback URL in github OAuth.
```
https://example.com/api/auth/callback/github
```

@patelvivekdev Never mind, your example was right. I tested this out and `/api/auth/callback/github` works.

So for @abrambailey it should be something like `http://localhost:3000/api/auth/callback/github`

I'm new to NextAuth and not familiar with how these callbac""",
      T("NextAuth.js"), T("GitHub"), T("OAuth"),
      source="https://github.com/vercel/nextjs-postgres-nextauth-tailwindcss-template/issues/43", kind="issue",
      note="the callback path is given without a method; NEXTAUTH_URL is a variable"),
    R("""Chapter 15 - Missing Step to Create app/api/auth/[...nextauth]/route.ts

Let me first just say that this tutorial is amazing! I didn't experience any issues until chapter 15.

After first typing, then later pasting the code examples, I was receiving the following error with login and logout:

```shell
[auth][error] InvalidCallbackUrl: Invalid callback URL. Received: http://localhost:3000dashboard
```

Also, redirects and auth guards were not working.

After looking at some other examples, I realized that 'app/api/auth/[...nextauth]/route.ts' was missing. So I added the example code from https://authjs.dev/getting-started/installation?framework=Next.js.

```javascript
import { handlers } from '@/auth';
export const { GET, POST } = handlers;
```

Once I added this, the error went away, and redirects and auth guards were working.""",
      T("JavaScript"), F("app/api/auth/[...nextauth]/route.ts"),
      source="https://github.com/vercel/next-learn/issues/904", kind="issue",
      note="Next.js only inside a URL; the route file's GET and POST handlers have no written path"),
    R("""nextjs (app router) error: This action with HTTP POST is not supported by NextAuth.js

I get the below error in the browser can anyone help please
`Error: This action with HTTP POST is not supported by NextAuth.js`

the way I have it set up is:

```ts
src/app/api/auth/[...nextauth]/route.ts

import NextAuth from "next-auth"
import DiscordProvider from "next-auth/providers/discord"
const handler = NextAuth({
   providers: [
      DiscordProvider({
         clientId: "id",
         clientSecret: "secret",
      })
   ]
})
export { handler as GET, handler as POST }
```

```ts
src/app/components/AuthProvider.ts

"use client"
import { SessionProvider } from "next-auth/react"
```""",
      T("Next.js"), T("NextAuth.js"), T("TypeScript"), T("Discord"),
      F("src/app/api/auth/[...nextauth]/route.ts"), F("src/app/components/AuthProvider.ts"),
      source="https://github.com/nextauthjs/next-auth/issues/7482", kind="issue",
      note="nextjs written together; Discord as the OAuth provider"),
    # ---------------------------------------------------------------- VS Code's Python extension
    R("""Programmatically set Python Interpreter from other extension

I am currently writing my own extension which also works with Python and I would like to change the current Python interpreter via my extension.
So I try to run 
`vscode.commands.executeCommand("python.setInterpreter", parameters);`
but I do not know what object the command expects as parameter(s) ?

No, this isn't exposed as an API for others to use ATM. You could update your `settings.json`, though, with `"python.pythonPath"`.

when setting the value in settings.json, will it be reflected immediately or do I need to run some kind of refresh command?

It's noticed immediately.""",
      T("Python"), T("VS Code"),
      source="https://github.com/microsoft/vscode-python/issues/9673", kind="issue",
      note="VS Code only through the vscode API object -- doubtful; settings.json bare"),
    R("""cannot detect and python interpreters

- VS Code version: 1.33.1
- Extension version (available under the Extensions sidebar): 2019.4.11881
- OS and version: macOS Mojave 10.14.4
- Python version (& distribution if applicable, e.g. Anaconda): 
Python 3.7.3 (default, Mar 27 2019, 09:23:15) 
[Clang 10.0.1 (clang-1001.0.46.3)] on darwin
3.7 installed via brew, but same issue with 3.6 or 3.7 also installed from python.org and including virtual environments
- Type of virtual environment used (N/A | venv | virtualenv | conda | ...): venv

## Expected behaviour

installed python interpreter(venv or not) should be detected

## Actual behaviour

no python is detected at all and putting the pythonPath or venvPath in settings.json does not allow the interpreter to be detected""",
      T("VS Code"), T("macOS"), T("Python"), T("Clang"), T("Homebrew"), T("venv"),
      source="https://github.com/microsoft/vscode-python/issues/5455", kind="issue",
      note="Anaconda, virtualenv and conda are template options, not used; brew is Homebrew"),
    # ---------------------------------------------------------------- Docker images and Compose
    R("""Simplified healthcheck command.

I was implementing a docker-compose healthcheck for one of my services that uses PostgreSQL. I did find on Postgres's website that they support the `pg_isready` command. When I was looking for solutions how to write the healthcheck syntax in `docker-compose.yml` I stumbled upon your git-repo. I think the minor change to look for `pg_isready` may be easier to understand since the current way the healthcheck is done is by looking for a query result. 

This works as of PostgreSQL version 9.3 (docker-compose.yml uses postgre v. 9.4).""",
      T("Docker Compose"), T("PostgreSQL"),
      source="https://github.com/peter-evans/docker-compose-healthcheck/pull/1", kind="issue",
      note="docker-compose.yml is a bare file name"),
    R("""Edit docker-compose file

For issue #111

I'm in for the simplification.

Another known way is to put this in postgres service:
```
healthcheck:
      test: [ "CMD-SHELL", "pg_isready -d local_container_postgresql_database -U local_container_postgresql_database_user" ]
      interval: 5s
      timeout: 5s
      retries: 5
```

I don't know which is better/optimal.

Thank you, Your way is more simple, I think it is better.""",
      T("Docker Compose"), T("PostgreSQL"),
      source="https://github.com/techschool/simplebank/pull/112", kind="issue",
      note="docker-compose in the title; postgres the service"),
    R("""Add HEALTHCHECK in Dockerfile

Add a Docker **Healthcheck** to the Dockerfile.
See this example : https://github.com/docker-library/healthcheck/tree/master/postgres

## Reference : 
- https://docs.docker.com/engine/reference/builder/#healthcheck

To test HEALTHCHECK command in image : 
> docker inspect --format="{{json .Config.Healthcheck}}"  IMAGE_ID

To test HEALTHCHECK status in container : 
> docker inspect --format="{{json .State.Health.Status}}" CONTAINER_ID""",
      T("Docker"),
      source="https://github.com/ghusta/docker-postgres-world-db/issues/2", kind="issue",
      note="postgres only inside a URL"),
    # ---------------------------------------------------------------- Flutter plugins
    R("""namespace not specified on android

I'm trying to update my build to Gradle 8 and Android Build Plugin to 8.1.3 but this plugin isn't specifying it's namespace, leading to a compile error:
```
* What went wrong:
Failed to query the value of property 'buildFlowServiceProperty'.
> Could not isolate value org.jetbrains.kotlin.gradle.plugin.statistics.BuildFlowService$Parameters_Decorated@192fc78d of type BuildFlowService.Parameters
   > A problem occurred configuring project ':flutter_osm_plugin'.
      > Could not create an instance of type com.android.build.api.variant.impl.LibraryVariantBuilderImpl.
         > Namespace not specified. Specify a namespace in the module's build file. See https://d.android.com/r/tools/upgrade-assistant/set-namespace for information about setting the namespace.
```

It would be nice if you could specify the namespace in your android configuration 😊""",
      T("Gradle"), T("Android"), T("flutter_osm_plugin"),
      source="https://github.com/liodali/osm_flutter/issues/464", kind="issue",
      note="'Android Build Plugin' is the user's name for the Android Gradle Plugin -- not labelled, doubtful; Kotlin only in a class name"),
    R("""Namespace not specified in modules's build file.

Unable to build project after adding ar_flutter_plugin_flutterflow ( version 0.7.39 )

FAILURE: Build failed with an exception.

What went wrong:
A problem occurred configuring project ':ar_flutter_plugin_flutterflow'.
Could not create an instance of type com.android.build.api.variant.impl.LibraryVariantBuilderImpl.
   Namespace not specified. Specify a namespace in the module's build file.

BUILD FAILED in 1s
Error: Gradle task assembleDebug failed with exit code 1

**FLUTTER DOCTOR**

[✓] Flutter (Channel stable, 3.22.2, on macOS 15.1.1 24B91 darwin-arm64, locale en-US)""",
      T("Flutter"), T("Gradle"), T("macOS"), T("ar_flutter_plugin_flutterflow"),
      source="https://github.com/hlefe/ar_flutter_plugin_flutterflow/issues/18", kind="issue"),
    R("""Build error on Android: Namespace not specified. Specify a namespace in the module's build file

Thank you for making this great library!!

When I build for Android on flutter 3.27.1, I got the following error:
```
A problem occurred configuring project ':flutter_js'.
> Could not create an instance of type com.android.build.api.variant.impl.LibraryVariantBuilderImpl.
   > Namespace not specified. Specify a namespace in the module's build file.
```
I specified the namespace in build.gradle file and this problem was solved. Then I got another error:
```
Incorrect package="io.abner.flutter_js" found in source AndroidManifest.xml: /Users/arun/.pub-cache/hosted/pub.dev/flutter_js-0.8.1/android/src/main/AndroidManifest.xml.
Setting the namespace via the package attribute in the source AndroidManifest.xml is no longer supported.
```
I removed the namespace from AndroidManifest.xml and this issue was solved as well.""",
      T("Android"), T("Flutter"), T("flutter_js"),
      source="https://github.com/abner/flutter_js/issues/164", kind="issue",
      note="the manifest path is absolute, in the pub cache; build.gradle bare"),
    # ---------------------------------------------------------------- Laravel packages
    R("""Running import in my project I got error ...

Thanks for submitting this issue @sergeynilov, I'll take a look into it and get back to you after.

The issue is this route:
```php
Route::get('/user', function (Request $request) {
    return $request->user();
});
```

If you comment it out, it should work as expected. I recommend using controllers for all routes, so if you do use that `/user` route, you could move it to a `UserController` or something.

Hello @sergeynilov, are you able to confirm whether or not disabling the `/user` route fixes the issue for yourself? I'm unable to reproduce this locally with the package, so any steps to reproduce this on a clean Laravel install would be greatly appreciated.""",
      T("Laravel"), T("PHP"), E("GET /user"),
      source="https://github.com/andreaselia/laravel-api-to-postman/issues/68", kind="issue",
      note="the route sits in Laravel's default api routes file, whose /api prefix the text does not write -- labelled as written, doubtful"),
    R("""Api Routes Not Found & Conflict between Web Routes & Api Routes

I really loved the concept of the Concord package to achieve the modularity and the extendability of our Laravel applications but after 4 days from the hard working to convert my Laravel boilerplate app to a Concord package, I faced a lot of problems and bugs because of the lack of the information in the documentation and I could solve the bugs by watching and tracing your modules and packages on Github.

1. When making a request to one of my API routes, my fallback route included in api.php responds with "Not Found" message.
- hint: I made a prefix for my API routes located in (app) RouteServiceProvider.php)
>  protected function mapApiRoutes()
    {
        Route::prefix('api/v1')
             ->middleware('api')
             ->namespace($this->namespace)
             ->group(base_path('routes/api.php'));
    }""",
      T("Laravel"), T("Concord"), T("GitHub"), F("routes/api.php"),
      source="https://github.com/artkonekt/concord/issues/6", kind="issue",
      note="Github written so; api.php and RouteServiceProvider.php bare"),
    # ---------------------------------------------------------------- ASP.NET Core minimal APIs and Swashbuckle
    R("""Minimal API endpoints with only Microsoft.AspNetCore.Http parameter does not appear in swagger-output

I use Version 6.2.3.0

I want to use minimal API with swagger, but if i use the "HttpContext" in the parameter-list, the endpoint is not showing in the swagger-result (json and output).

```
var builder = WebApplication.CreateBuilder(args);
builder.Services.AddEndpointsApiExplorer();
builder.Services.AddSwaggerGen();

var app = builder.Build();
app.UseSwagger();
app.MapGet("/", () => "Hello World!"); // => is showing

// is showing
app.MapGet("/WithHttpResonse", async (HttpResponse response) =>
    await response.WriteAsJsonAsync("Test")).WithName("GetWithHttpResonse");

// DOES NOT APPEAR
app.MapGet("/WithContext", async (HttpContext context) =>
    await context.Response.WriteAsJsonAsync("Test")).WithName("GetWithContext");

app.MapSwagger();
app.UseSwaggerUI();
app.Run();
```""",
      T("ASP.NET"), T("OpenAPI"), E("GET /"), E("GET /WithHttpResonse"), E("GET /WithContext"),
      source="https://github.com/domaindrivendev/Swashbuckle.AspNetCore/issues/2322", kind="issue",
      note="ASP.NET (Core) through Microsoft.AspNetCore.Http -- doubtful; Swagger is the lexicon's OpenAPI; Swashbuckle itself is not named in the text"),
    R("""Mapped Routes not showing up with net6.0 Minimal APIs

When using net6.0 Minimal APIs, routes mapped which only access the HttpContext return the `IEndpointRouteBuilder` instead of the `RouteHandlerBuilder`, these mapped routes will not appear in the generated Swagger definition. When using Minimal APIs I can map multiple API's like:

```cs
app.MapGet("/hello-world", () => "Hello World");
app.MapGet("/hello-dan", () => "Hello Dan");
app.MapGet("/hello-{name}", (name, context) =>
{
    context.Response.StatusCode = 200;
    return context.Response.WriteAsync($"hello {name}");
});
```

Each of these will show up in the generated API Docs. However if I require access to the HttpContext but do not require have any parameters I need to specify (as shown below), no swagger docs will be generated for this endpoint:

```cs
app.MapGet("/hello-world", context => context.WriteAsync("Hello World"));
```""",
      T("OpenAPI"), T("C#"), E("GET /hello-world"), E("GET /hello-dan"), E("GET /hello-{name}"),
      source="https://github.com/domaindrivendev/Swashbuckle.AspNetCore/issues/2440", kind="issue",
      note=".NET only as net6.0 -- not labelled, doubtful; Swagger is the lexicon's OpenAPI; the cs fence is C#"),
    R("""[Bug]: Minimal API (MapGet) not showing when API published (e.g. to Azure or localhost)

I have 2 endpoints, one a controller and the other a minimal API MapGet endpoint (a health check endpoint).

When I debug the solution locally, both endpoints show on the Swagger page.

### Actual behavior

When the solution is published, via `dotnet publish` and then ran via `dotnet mydll.dll`, only the controller endpoint is shown, the minimal api is not on the Swagger UI page or in the swagger.json.

### Steps to reproduce

1. Clone https://github.com/mattfrear/Swashbuckle-MapGet-Fail
2. dotnet publish
3. dotnet bin/Release/net9.0/publish/WebApplication4.dll
4. Browse to http://localhost:5000/swagger/ - observe only one endpoint

Here's my Program.cs. I think it's vanilla and installs Swashbuckle as per the instructions.""",
      T("Azure"), T("OpenAPI"), T("Swagger UI"), T(".NET"), T("Swashbuckle"),
      F("bin/Release/net9.0/publish/WebApplication4.dll"),
      source="https://github.com/domaindrivendev/Swashbuckle.AspNetCore/issues/3471", kind="issue",
      note=".NET through the dotnet CLI; the published .dll path is relative; Program.cs and swagger.json bare"),
    # ---------------------------------------------------------------- GitHub Actions
    R("""Post Run fails when using "cache: pip" on v5.2.0

The latest release makes the `Post Run actions/setup-python` fail systematically with the error message : 
```
Post job cleanup.
Error: Cache folder path is retrieved for pip but doesn't exist on disk: /home/runner/.cache/pip
```
We use the following configuration in our workflows:
```
      - name: Setup Python 3.11
        uses: actions/setup-python@v5
        with:
          python-version: 3.11
          architecture: x64
          cache: "pip"
```

Forcing the use of previous version `actions/setup-python@v5.1.1` solves the issue.

**Platform:**
- [X] Ubuntu
- [ ] macOS
- [ ] Windows

I see this within my own workflows exactly as reported. I used the same pin-to-5.1.1 workaround (but removing the `cache: pip` worked too).""",
      T("actions/setup-python"), T("Python"), T("pip"), T("Ubuntu"),
      source="https://github.com/actions/setup-python/issues/932", kind="issue",
      note="macOS and Windows are unticked platform boxes -- not labelled"),
    R("""Errors out on pip cache (no changes, worked fine until now)

In the actions workflow the below snippet is present to cache the pip dependencies, now getting the below error while inserting anything in the mentioned directory. This was working fine till now, from today onwards it is throwing the error.

**Code snippet:**
runs:
  using: "composite"
  steps:
    - uses: actions/checkout@v3
    - uses: actions/setup-python@v3
      with:
        python-version: "3.9"
        cache: "pip"
    - name: dependencies
      shell: bash
      working-directory: mechanic/snowflake/snowddl
      run: pip install -r requirements.txt

**Error:**

```
Run actions/setup-python@v3
Successfully setup CPython (3.9.21)
/opt/hostedtoolcache/Python/3.9.21/x64/bin/pip cache dir
/home/runner/.cache/pip
Error: Cache service responded with 422
```

TLDR: Update to setup-python v4 or v5, GitHub deprecated the old cache backend and any actions using caching that use the old cache library will fail.""",
      T("pip"), T("actions/checkout"), T("actions/setup-python"), T("Bash"), T("Python"), T("GitHub"),
      source="https://github.com/actions/cache/issues/1593", kind="issue",
      note="working-directory is a folder; requirements.txt bare; snowddl and Snowflake only in the folder path"),
    R("""move pip caching to setup-python step

Now the `setup-python` Action can cache dependencies ([GitHub blog Nov 2021](https://github.blog/changelog/2021-11-23-github-actions-setup-python-now-supports-dependency-caching/))

Instead of having the extra *Configure pip caching*  step, one can add `cache: pip` to this step
```yaml
- uses: actions/setup-python@v2
  with:
    python-version: '3.9'
    cache: 'pip'
```

I've been using this cookie-cutter template on a couple of projects now and that's one of the first edits I make so I'm opening this PR in case others might find it useful.

***
PS: The same could be done on the repo's `.github/workflows/push.yml` file.

Hmm, seems to have resulted in a new error: https://github.com/simonw/python-lib-template-demo/actions/runs/1869512517

`No file in /home/runner/work/python-lib-template-demo/python-lib-template-demo matched to [**/requirements.txt], make sure you have checked out the target repository`""",
      T("actions/setup-python"), T("pip"), F(".github/workflows/push.yml"),
      source="https://github.com/simonw/python-lib/pull/2", kind="issue",
      note="cookie-cutter (Cookiecutter) written with a hyphen -- not labelled, doubtful; yaml fence is a data format"),
    # ---------------------------------------------------------------- Jupyter
    R("""Death of notebook kernel

When I run the code in jupyterlab, the following error occurs:
```
Kernel Restarting

The kernel for Untitled1.ipynb appears to have died. It will restart automatically.
```
I don't know where the problem lies,

###Note
System: Linux DESKTOP-10UCA6U 4.4.0-22000-Microsoft #653-Microsoft Wed Apr 27 16:06:00 PST 2022 x86_64 x86_64 x86_64 GNU/Linux
Python 3.9.1,pip 22.1.2

Hi @Jisans,
Difficult to answer without seeing your code, but it usually happens when running out of memory.

Yes, both issues suggest it's not related to JupyterLab.""",
      T("JupyterLab"), T("Linux"), T("Python"), T("pip"),
      source="https://github.com/jupyterlab/jupyterlab/issues/13024", kind="issue",
      note="Untitled1.ipynb bare; the uname line is WSL's kernel (Microsoft) -- WSL not named"),
    R(""""The kernel appears to have died. It will restart automatically." error in jupyterlab 3.1.6 that is solved by reverting to jupyter 3.0.5 :

While importing scvelo 0.2.3 (installed using pip in a conda environment) on jupyterlab 3.1.6, I was getting an error, "The kernel appears to have died. It will restart automatically.".
However, this resolved when I reverted to jupyterlab 3.0.5 and I am able to import scvelo 0.2.3 successfully.

Thanks for opening the issue. I tried to reproduce it but my attempts were not successful - `import scvelo` works fine for me when using:

> anndata-0.7.6 llvmlite-0.36.0 loompy-3.0.6 natsort-7.1.1 numba-0.53.1 numexpr-2.7.3 numpy-groupies-0.9.13 scVelo-0.2.3 scanpy-1.8.1 scikit-learn-0.24.2 sinfo-0.3.4 stdlib-list-0.8.0 tables-3.6.1 threadpoolctl-2.2.0 tqdm-4.62.0 umap-learn-0.4.6 xlrd-1.2.0

after installing it with pip in conda environment. I tested with: JupyterLab 3.1.0, 3.1.5, JupyterLab 4.0.0a2 and also checked two different versions of ipykernel (6.1.0 and 5.5.0) and xeus-python kernel 0.12.5.""",
      T("JupyterLab"), T("scVelo"), T("pip"), T("Conda"), T("ipykernel"), T("xeus-python"),
      source="https://github.com/jupyterlab/jupyterlab/issues/10827", kind="issue",
      note="the installed-packages list (numba, scanpy, scikit-learn...) is a pip log -- not labelled one by one; doubtful"),
    # ---------------------------------------------------------------- Django apps
    R("""Issue after update to newest release

After running the upgrade commands, I get the following error when trying to access the dashboard:

```
NoReverseMatch at /dashboard/

Reverse for 'auth_fatlink_view' with arguments '()' and keyword arguments '{}' not found. 0 pattern(s) tried: []

Request Method: 	GET
Request URL: 	http://URL/dashboard/
Django Version: 	1.6.5
Exception Type: 	NoReverseMatch
Exception Location: 	/usr/local/lib/python2.7/dist-packages/django/core/urlresolvers.py in _reverse_with_prefix, line 452
Python Executable: 	/usr/bin/python
Python Version: 	2.7.6
```""",
      T("Django"), T("Python"), E("GET /dashboard/"),
      source="https://github.com/allianceauth/allianceauth/issues/424", kind="issue",
      note="Django's debug page gives the request's method and path; the path a route of the app answers"),
    R("""NoReverseMatch at /admin/

NoReverseMatch at /admin/
Reverse for 'admin-tools-dashboard-set-preferences' with arguments '('dashboard',)' and keyword arguments '{}' not found. 0 pattern(s) tried: []
Request Method:	GET
Request URL:	http://127.0.0.1:8000/admin/
Django Version:	1.9.8
Exception Type:	NoReverseMatch
Exception Value:	
Reverse for 'admin-tools-dashboard-set-preferences' with arguments '('dashboard',)' and keyword arguments '{}' not found. 0 pattern(s) tried: []
Exception Location:	/Library/Frameworks/Python.framework/Versions/2.7/lib/python2.7/site-packages/django/core/urlresolvers.py in _reverse_with_prefix, line 508
Python Version:	2.7.12""",
      T("Django"), T("Python"), E("GET /admin/"),
      source="https://github.com/django-admin-tools/django-admin-tools/issues/64", kind="issue"),
    # ---------------------------------------------------------------- Go CLIs: Cobra
    R("""Incompatibility with Go 1.25 undefined: flag.ParseErrorsWhitelist

When trying to follow "My First CLI" guide:

```sh
go mod init my-cli
go: creating new go.mod: module my-cli
```

```sh
go get -u github.com/spf13/cobra@latest
go: added github.com/inconshreveable/mousetrap v1.1.0
go: added github.com/spf13/cobra v1.9.1
go: added github.com/spf13/pflag v1.0.8
```

```sh
go install github.com/spf13/cobra-cli@latest
```

```sh
go build -o my-cli
# github.com/spf13/cobra
../../../../go/pkg/mod/github.com/spf13/cobra@v1.9.1/command.go:42:30: undefined: flag.ParseErrorsWhitelist
../../../../go/pkg/mod/github.com/spf13/cobra@v1.9.1/command.go:1875:12: c.Flags().ParseErrorsWhitelist undefined (type *pflag.FlagSet has no field or method ParseErrorsWhitelist)
```""",
      T("Go"), T("Cobra"), T("cobra-cli"), T("pflag"),
      source="https://github.com/spf13/cobra-cli/issues/120", kind="issue",
      note="the command.go paths are in Go's module cache; go.mod bare; sh fences are shell sessions"),
    R("""Install error / dependency error

I wanted to install Cobra according to the instructions in the README Github document:

```shell
go get -u github.com/spf13/cobra
```
I got a lot of mistakes in response.
Then I tried the command from the documentation at cobra.dev

```shell
go get -u github.com/spf13/cobra/cobra
```
In both cases there is an error. 

I believe your version of Go is too old.

It is. You need Go 1.12, at least. Recommended Go >=1.15, since 1.14 is to be deprecated in a few days/weeks. See https://endoflife.date/go.

Thank you! The problem was that I installed Go from the Debian repository and not from the official site. 
I reinstalled Go and everything worked.""",
      T("Cobra"), T("Go"), T("Debian"), T("GitHub"),
      source="https://github.com/spf13/cobra/issues/1474", kind="issue",
      note="Github written so"),
]
