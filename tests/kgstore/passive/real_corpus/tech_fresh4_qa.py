"""A fourth fresh held-out set ("fresh-4"), part two: questions and answers -- Q&A pages and
their mirrors, answer-style error pages, and questions answered in GitHub issue threads --
each trimmed to the question, the answer or both and kept as written (a mirror's mangled line
breaks included).

Every text was fetched from a stored public copy of the page or thread at the address given and
labelled by hand without running the extractor on it, as in tech_fresh4_issues. Nobody tunes
the extractor on these texts (``--split fresh-4``).
"""

from real_corpus import E, F, R, T

SURFACES = {
    "SolidJS": ("Solid",),
}

CASES = [
    R("""I have Windows 7.
For some reason, f2tfont.cpp does not compile when installing matplotlib (through pip), hence, the matplotlib install fails. Also, the
pip
This solves my problem
As a workaround until matplotlib 3.1.1 is released, you could install this package msvc-runtime using the following command:
matplotlib 3.1.1
msvc-runtime
pip install msvc-runtime""",
      T("Windows"), T("Matplotlib"), T("pip"), T("msvc-runtime"),
      source="https://www.e-learn.cn/qa/answer/158664/612437.html", kind="qa",
      note="a question and its answer on a Q&A mirror that split the code spans onto lines of their own; a bare f2tfont.cpp"),
    R("""What This Error Means
pip is building a package from source, but your system is missing a required toolchain (C/C++ compiler, Python headers, MSVC Build Tools, or Rust).
How to Fix It
- Linux: install a build toolchain and Python dev headers (package names vary by distro).
- macOS: install Xcode Command Line Tools (
xcode-select --install) and retry. - Windows: install "Microsoft C++ Build Tools" / Visual Studio Build Tools, then retry.
- If Rust is required, install Rust (commonly via rustup), then retry the pip install.
- After installing toolchains, retry with
python -m pip install --no-cache-dir -v <package>.""",
      T("pip"), T("Python"), T("Rust"), T("Linux"), T("macOS"), T("Xcode"), T("Windows"),
      T("Visual Studio"), T("MSVC"),
      source="https://www.repoflow.ai/errors/pip/build-toolchain-missing", kind="qa",
      note="an answer page for one error message; Xcode as its Command Line Tools and Visual Studio as its Build Tools; MSVC as its Build Tools; C/C++ compilers in general not labelled; rustup goes under Rust"),
    R("""怎么给vite加一层文件夹

目前常规部署时
http://192.168.3.3:3000/

可以访问
我想部署的时候带一层目录例如test
http://192.163.3.3:3000/test/

Use `base` option, you can take a look with https://github.com/vitejs/vite#public-base-path""",
      T("Vite"),
      source="https://github.com/vitejs/vite/issues/781", kind="qa",
      note="a question in Chinese and the one-line answer; whole URLs of a deployment are not endpoints; lower-case vite"),
    R("""Make sure that root URL is configurable

It's not hosted at top level on sevish.com so the router needs special configuration.

Need to define base url in `vite.config.ts`:
```typescript
export default defineConfig({
  base: "/scaleworkshop-dev/",
  ...
});
```
One practice is to replace `vite.config.ts` with `vite.config.ts.template` and add instructions in the README on how to customize the project. Another option is the get the base url from the environment.

Unfortunately there seems to be a bug where the base url gets doubled when visiting the site for the first time. Need to see if this goes away by updating Vue and Vite closer to fist release.""",
      T("Vue"), T("Vite"), T("TypeScript"),
      source="https://github.com/xenharmonic-devs/scale-workshop/issues/203", kind="qa",
      note="a maintainer answering his own question; a base path is a prefix; bare config file names; TypeScript as the fence"),
    R("""Blank page when using vite base properties

I'am developing app where I need to use base path like `somesite.com/myapp`

so what I do is change config in vite with base: '/myapp'

I build the project it got no error but when I deploy or `npm run preview` the app is only show blank white page.
after sometimes looking around the root cause I try to change base to `base: '/'` it's works perfectly.

my question is there any additional config when I want to use `base` in vite ?

*Edit

I try to use `importPath: 'absolute'` and it's still blank page

plan: This issue is now part of the v1.0.0 milestone.

The release work is to:

- add an end-to-end deployment test with a non-root Vite `base`;
- document the matching router base configuration for Vue, React, and Solid;
- verify that generated imports work in both development and production builds.

`importPath` controls generated import specifiers. It does not configure the router base. A minimal reproduction is still useful if the app fails after its router uses `import.meta.env.BASE_URL`.""",
      T("Vite"), T("npm"), T("Vue"), T("React"), T("SolidJS"),
      source="https://github.com/hannoeru/vite-plugin-pages/issues/720", kind="qa",
      note="a question and the maintainer's answer; a base path '/myapp' is a prefix; 'Solid' for SolidJS"),
    R(r"""This is a Powershell security policy to prevent scripts malicious to be improperly executed on your system. Therefore, all scripts which are not signed will have their execution blocked. That is, the execution policy is as Restricted
(which is the standard).
You can control these permissions using the cmdlet Set-ExecutionPolicy
. And you can check the current execution policy using the cmdlet Get-ExecutionPolicy
.
PS C:\Users\LINQ> Get-ExecutionPolicy
Restricted
PS C:\Users\LINQ> Set-ExecutionPolicy RemoteSigned
PS C:\Users\LINQ> Get-ExecutionPolicy
RemoteSigned
There are several types of permission you can use with this cmdlet
Restricted
Does not load or execute configuration files and/or scripts powershell.
Allsigned
Only executes scripts and configuration files signed by a trusted vendor, even if the script has been written by yourself (local).
Remotesigned
It is basically the same as the above, but allows the execution of configuration files and/or scripts local.
Unrestricted
Loads and executes all configuration files and scripts Powershell. A confirmation can be requested to run scripts unsigned.
Bypass
There is no restriction.
Undefined
Removes the current execution policy. Unless it is defined in a group directive.
Constructive criticism: What "bypass" does?
– Wallace Maxters""",
      T("PowerShell"),
      source="https://answall.com/a/330178", kind="qa",
      note="an answer (machine-translated from Portuguese) with a comment under it; 'Powershell' and lower-case powershell; the prompt's folder is absolute; and/or is not a path"),
    R("""This MySQL authentication error (1045) occurs when connection credentials are rejected during the authentication phase. The error indicates MySQL received the password but rejected it due to authentication method mismatch, incorrect password, wrong user account, socket authentication plugin, or permissions issue. Common on fresh installations with auth_socket authentication or when password authentication is not properly configured.
Error 1045 "Access denied" is MySQL's standard authentication failure response. This error occurs during the connection verification stage when: 1. **Authentication Plugin Mismatch**: Modern MySQL (especially on Ubuntu/Debian) defaults to unix_socket authentication for localhost connections. The auth_socket plugin verifies the Linux system username matches the MySQL username, bypassing password checks. When a password is supplied, the authentication method may reject it if the system username doesn't match. 2. **Incorrect Password**: The password provided doesn't match the stored hash for that user account. MySQL compares the encrypted supplied password against the authentication_string column in the mysql.user table.""",
      T("MySQL"), T("Ubuntu"), T("Debian"), T("Linux"),
      source="https://deverrors.com/errors/mysql-access-denied", kind="qa",
      note="an answer page for one error code; Ubuntu/Debian joined by a slash; the server's own authentication plugins and a system table (mysql.user) are not labelled"),
    R("""Mengapa kami harus mengatur kata sandi untuk server SQL saya

The root password will allows a user to have its database secure from
all other databases or people If you don't set the password then as 
anyone can access your database.
Ahmad Mujtaba""",
      source="https://stackovercoder.id/code/sql/mengapa+kami+harus+mengatur+kata+sandi+untuk+server+sql+saya", kind="qa",
      note="an Indonesian question ('why should we set a password for my SQL server') with an English answer; 'server SQL' is a database server in general, not a product: nothing to keep"),
    R("""will environment variables in .env appear in containers?

File: [compose/env-file.md](https://docs.docker.com/compose/env-file/), CC @londoncalling 

It is unclear (not explicit) whether environment variables defined in a `.env` file is also visible from inside the containers created from `docker-compose up` for instance.

@FredrikWendt 

* I believe that environment variables defined in the `.env` file are _not_ automatically visible inside containers

* but rather you need to set container applicable environment variables explicitly as indicated [Passing environment variables through to containers](https://docs.docker.com/compose/environment-variables/#passing-environment-variables-through-to-containers)

@shin- @dnephin @nathanleclaire Can one of you all verify that this is true ^^ , then I'll update the file Fredrik references ([Declare default environment variables in file](https://docs.docker.com/compose/env-file/)) to be a little more clear.

That's correct. We have this disambiguation page: https://docs.docker.com/compose/environment-variables/""",
      T("Docker Compose"), F("compose/env-file.md"),
      source="https://github.com/docker/docs/issues/3241", kind="qa",
      note="a docs question, a writer's answer and a maintainer's confirmation; the docs page's source file as a link's text (a file of the docs repository); a bare .env"),
    R("""docker-compose doesn't use env_file

```
$ docker-compose version
docker-compose version 1.8.1, build 878cff1
docker-py version: 1.10.3
CPython version: 2.7.9
OpenSSL version: OpenSSL 1.0.1e 11 Feb 2013
```

Here's how my `docker-compose.yml` file looks like:

```
parse-server:
  image: 94fc5293168d
  restart: always
  env_file: config.env
  ports:
    - "1337:1337"
  environment:
    PORT: 1337
    DATABASE_URI: $DATABASE_URI
    APP_ID: $APP_ID
    MASTER_KEY: $MASTER_KEY
 ......
```
However, when I run `docker-compose up -d`, Compose doesn't expose variables from `config.env` to environment variables.

Curious, when I remove `env_file: config.env` and rename `config.env` to `.env`, everything works just fine.

PS: `env_file: ./config.env` doesn't work either.

I think that's exactly the behaviour the [environment variable documentation](https://docs.docker.com/compose/environment-variables/#/the-env-file) describes. If you want to use the environment variables from config.env inside of the docker-compose.yml file, you **have to** use the `.env` file.

The way you're using the `env_file` parameter passes environment variables directly to the Dockerfile, where you can use them.

Please correct me if I'm wrong.. ;)""",
      T("Docker Compose"), F("./config.env"),
      source="https://github.com/docker/compose/issues/4001", kind="qa",
      note="a question labelled as one and a user's answer; the version dump's docker-py, CPython and OpenSSL lines describe the tool's own build, not the workspace (as fresh-3 did for Docker's Go line); the same file bare and with ./; a service named parse-server is not labelled; a bare Dockerfile"),
    R("""How can I serve static files (html, js) easily?

**Description**

 How can I serve static files (html, js) easily? Even though I don't need to inject python data, I attempted to do it with jinja and encountered issues.

**Additional context**
 I tried something like: 

```
@router.get("/webui/{file_name}", name="webui.show")
async def webui_show(file_name: str):
    template = jinja2.get_template(file_name)
    content = template.render()
    return HTMLResponse(content=content, status_code=200)
```

Where jinja2 was 
```
loader = FileSystemLoader(web_dir("dist"))
# no escaping while deubing
jinja2 = Environment(loader=loader, autoescape=False)
```

But I received an error message "jinja2.exceptions.TemplateSyntaxError: Expected an expression, got 'end of print statement'" when returning JavaScript files. What's sanctioned way to implement simple static file serving in fastapi? If so, it'd be nice to have some documentation around it.

FastAPI being based on Starlette you may use it for that purpose: https://www.starlette.io/staticfiles/""",
      T("Python"), T("Jinja"), T("JavaScript"), T("FastAPI"), T("Starlette"), E("GET /webui/{file_name}"),
      source="https://github.com/fastapi/fastapi/issues/130", kind="qa",
      note="a question labelled as one and the first answer; lower-case python, jinja and fastapi; html and js as kinds of files; a route with a path parameter"),
    R("""How do you debug a Pod stuck in CrashLoopBackOff?
Quick Answer
CrashLoopBackOff means the container keeps starting, then exiting/crashing, and Kubernetes is applying an exponential backoff delay between restart attempts. Start with `kubectl logs <pod> --previous` to see the crashed container's actual output (not the new attempt's, which may not have logged anything yet), then `kubectl describe pod <pod>` for exit codes and recent events, checking specifically for a misconfigured liveness probe killing an otherwise-healthy container, an application error on startup, or a missing dependency/configuration.
Detailed Answer
What CrashLoopBackOff actually means
The container is starting, then exiting (crashing, or being killed) repeatedly, and Kubernetes is deliberately backing off between restart attempts (waiting progressively longer — 10s, 20s, 40s, up to a cap around 5 minutes) rather than restarting instantly and indefinitely, which would otherwise hammer the node with a tight restart loop.
kubectl get pods
# NAME READY STATUS RESTARTS AGE
# my-app-xyz 0/1 CrashLoopBackOff 7 12m""",
      T("Kubernetes"),
      source="https://interviewstacks.com/stacks/kubernetes/observability-and-troubleshooting/how-do-you-debug-a-pod-stuck-in-crashloopbackoff", kind="qa",
      note="an interview question and its answer; kubectl is Kubernetes' client; dependency/configuration is not a path"),
    R("""The weird part is that **I can impor**t another file, like `./src/types/hello/index.ts` but not file like that `./src/modules/app/search/computed/index.ts`

```typescript
// this is works
import * as types from '~types/hello'

// this doesn't work
import * as computed from '~modules/app/search/computed' 
```

```javascript
{
  "compilerOptions": {
     "baseUrl": "./",                     
     "paths": {
        "~modules/*": ["src/modules/*"],
        "~types/*": ["src/types/*"]
    }
}
```

Webpack will not pick up the `paths` you set in `tsconfig.json` 😅

By default we have an alias `@` set to `src` directory in webpack config.

The default alias `@` does not work at all. TypeScript complains it cannot find the module.

TypeScript respect and work with `"~types/*": ["src/types/*"]` defined in tsconfig.json. It doesn't work for the second definition: `"~modules/*": ["src/modules/*"]`.

Q: except it does not work for me, can I change the default alias `@` to something else, eg. `~`? There are many Npm packages using `@ `as the prefix of their names, so it may be confusing.

This means it only works for webpack, not typescript.""",
      T("Webpack"), T("TypeScript"), T("npm"),
      F("./src/types/hello/index.ts"), F("./src/modules/app/search/computed/index.ts"),
      source="https://github.com/egoist/poi/issues/347", kind="qa",
      note="a question and the maintainer's answers in an issue thread; aliases (~types/hello) and glob patterns (src/types/*) are not files; a JSON object fenced as javascript is not JavaScript; 'Npm'"),
    R(r"""tsconfig.json/paths not working with ts-node

One neat trick to use `tsconfig.json/paths` is to pointing the module name to your source file:

```ts
// tsconfig.json of blue-tape-fixture
{
  ...
  "paths": {
    "blue-tape-fixture": [ "src/" ]
  }
}
```
This way, your test files can reference the source as if it is a proper module:
![image](https://cloud.githubusercontent.com/assets/3254987/16176202/fcb426da-35bc-11e6-98c6-c7c61b8a0bd7.png)
You can see it is working in vscode. But it does not when I run test with ts-node:
```js
// package.json
{
  "scripts": {
    "test": "ts-node -P tsconfig.build.json node_modules/blue-tape/bin/blue-tape \"test/**/*.ts\" | tap-spec"
  }
}
```

The error is:
```sh
Error: Cannot find module 'blue-tape-fixture'
    at Function.Module._resolveFilename (module.js:325:15)
    at Function.Module._load (module.js:276:25)
    at Module.require (module.js:353:17)
```

You can see it here: https://github.com/unional/blue-tape-fixture/tree/ts-node
```sh
# clone
npm install
npm test
```

@unional That's the node.js error - TypeScript is working fine, but node will never be able to resolve an alias like that unless TypeScript emits code that rewrites paths. What do you think is the solution here?""",
      T("ts-node"), T("VS Code"), T("blue-tape"), T("tap-spec"), T("npm"), T("Node.js"), T("TypeScript"),
      source="https://github.com/TypeStrong/ts-node/issues/138", kind="qa",
      note="a question and the maintainer's answer; tsconfig.json/paths names a key in the file, not a path; a script under node_modules; a glob; 'vscode', 'node.js'; ts and js fences around JSON"),
    R("""Spring Boot with JPA figures out which database to use based on the configuration properties you provide--kind of like giving it a map and compass so it knows exactly where to connect.
Here's how it works under the hood:
Configuration Properties
Spring Boot reads your database settings from the application.properties
or application.yml
file. These include:
spring.datasource.url
- JDBC URL for your database (e.g., jdbc:mysql://localhost:3306/mydb
)
spring.datasource.username
and spring.datasource.password
spring.datasource.driver-class-name
(optional; Spring Boot can often infer this)
Auto-configuration Magic
Spring Boot uses auto-configuration to select the appropriate beans based on your settings. It can detect which JDBC driver is in your classpath and configure the DataSource
, EntityManager
, and JpaVendorAdapter
accordingly.""",
      T("Spring Boot"), T("JPA"), T("JDBC"), T("MySQL"),
      source="https://errorhandle.ai/how-does-springboot-jpa-knows-which-database-will-be-used", kind="qa",
      note="an answer page for a question, code spans split onto lines of their own; MySQL only in an example JDBC URL, a judgement call kept because the answer uses it as its database; bare configuration file names; property names are not paths"),
    R(r"""Embed Files in Go 1.16

How to embed template and static folder using this app's templating system and view?

Many thanks

You should add this to a Go file in the `template` folder to allow including templates during build time:

```go
//go:embed */*.tmpl
var Assets embed.FS
```

You'll then have to update `vendor/app/shared/view/view.go` so it loads the assets like this instead of using ParseFiles.

```go
// Parse the template.
tmpl, err := template.New(path.Base(templatePath)).Funcs(fm).ParseFS(Assets, templatePath)
if err != nil {
	return "", err
}

// Execute the template.
err = tmpl.Execute(buf, data)
if err != nil {
	return "", err
}
```

Here's my try

`template/embed.go`
```go
package template

import "embed"

//go:embed */*.tmpl

var Assets embed.FS

```

`app\shared\view\view.go`""",
      T("Go"), F("vendor/app/shared/view/view.go"), F("template/embed.go"), F("app\\shared\\view\\view.go"),
      source="https://github.com/josephspurrier/gowebapp/issues/51", kind="qa",
      note="a question, the maintainer's answer and the asker's attempt; the project keeps its own code under vendor/app (a GOPATH-era layout), so that path is a workspace file, a judgement call; the same file later with backslashes and without vendor/; */*.tmpl is a glob"),
    R("""🤔 How to embed static files, assets and templates in compiled binary?

I'm trying to use Fiber for my next project and I'm new to Fiber. Please let me know how can I include css,js,images, fints, templates, etc in compiled binary?

Welcome @itsursujit, please take a look at our embed middleware
https://github.com/gofiber/embed""",
      T("Fiber"),
      source="https://github.com/gofiber/fiber/issues/375", kind="qa",
      note="a question labelled as one and the maintainer's answer; css and js as kinds of files; the middleware only as a URL"),
    R("""Running npm help ci
will give you the answer; in short it removes the node_modules as well but it's meant for the CI so some additional tasks are performed:
This command is similar to npm install
, except it's meant to be used in automated environments such as test platforms, continuous integration, and deployment or any situation where you want to make sure you're doing a clean install of your dependencies. It can be significantly faster than a regular npm install
by skipping certain user-oriented features. It is also more strict than a regular install, which can help catch errors or inconsistencies caused by the incrementally-installed local environments of most npm users.
In short, the main differences between using npm install and npm ci are:
- The project must have an existing package-lock.json or npm-shrinkwrap.json.""",
      T("npm"),
      source="https://wiki.gubat.org/content/stackoverflow.com_en_all_2023-11/questions/66420519/is-there-any-difference-between-running-rm-rf-node-modules-npm-i-vs-npm-ci", kind="qa",
      note="an answer quoting the tool's manual, from a Q&A mirror that broke lines after code spans; bare lock files; node_modules is a folder"),
]
