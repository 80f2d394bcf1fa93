"""A second fresh held-out set ("fresh-2"): technical texts of public projects' issue trackers,
release notes and changelogs, question-and-answer threads, READMEs and CI / container posts,
none of them drawn on by another module, gathered after the extractor had been tuned on the
other splits (including "fresh").

They were written down from memory, not copied: the error messages and release notes as the
tools and projects print them, the sentences around an error reconstructed in the manner of
the threads on the cited tracker (the wording is not the original's). Where the exact thread
was not known the source is the project's tracker or the Stack Overflow tag the question is
asked under. Labelled by hand before the extractor was run on them, as in
tech_fresh: technologies by lexicon name (else their usual official spelling), data formats and
everyday shell utilities not labelled, a runner or image tag ("ubuntu-latest") not labelled,
endpoints as "METHOD /path" (or "/path" with no method named), relative file paths as written,
bare file names not. Nobody tunes the extractor on these texts: the benchmark scores them as
their own split (``--split fresh-2``), and their misses are not read.
"""

from real_corpus import E, F, R, T

SURFACES = {
    "Vue Router": ("vue-router",),
}

CASES = [
    # ---------------------------------------------------------------- Q&A answers
    R("""COPY failed: file not found in build context or excluded by .dockerignore: stat requirements.txt: file does not exist

The path in COPY is relative to the build context, not to the Dockerfile. Run `docker build -t myapp .` from the project root (the last argument is the context), or pass the context explicitly with `docker build -f docker/Dockerfile .`.""",
      T("Docker"),
      source="https://stackoverflow.com/questions/tagged/dockerfile", kind="qa"),
    R("""You have installed numpy for another interpreter than the one running your script. Install it with the same Python you run:

    python -m pip install numpy

In VS Code, pick the interpreter with Ctrl+Shift+P and "Python: Select Interpreter", then restart the terminal.""",
      T("NumPy"), T("Python"), T("VS Code"),
      source="https://stackoverflow.com/questions/tagged/numpy", kind="qa",
      note="an indented command; pip not in the lexicon, not labelled as a tool of its own"),
    R("""If you have not pushed yet, undo the last commit and keep its changes staged:

```
git reset --soft HEAD~1
```

If you already pushed to a shared branch, don't rewrite history: use `git revert HEAD` to add a commit that undoes it.""",
      T("Git"),
      source="https://stackoverflow.com/questions/927358", kind="qa"),
    R("""req.body is undefined because nothing parses the body. Since Express 4.16 you don't need body-parser any more, add the built-in middleware before your routes:

```js
app.use(express.json());

app.post('/api/login', (req, res) => {
  console.log(req.body.username);
});
```""",
      T("Express"), T("body-parser"), E("POST /api/login"),
      source="https://stackoverflow.com/questions/9177049", kind="qa"),
    R("""MISCONF Redis is configured to save RDB snapshots, but it's currently unable to persist to disk. Commands that may modify the data set are disabled, because this instance is configured to report errors during writes if RDB snapshotting fails (stop-writes-on-bgsave-error option).

Check that the redis user can write to the dir in redis.conf. As a stopgap you can run `redis-cli config set stop-writes-on-bgsave-error no`, but fix the permissions.""",
      T("Redis"),
      source="https://stackoverflow.com/questions/19581059", kind="qa"),
    R("""psql: error: connection to server on socket "/var/run/postgresql/.s.PGSQL.5432" failed: No such file or directory
	Is the server running locally and accepting connections on that socket?

The PostgreSQL service is not running. Start it with `sudo systemctl start postgresql` and check `sudo systemctl status postgresql` for the reason it stopped.""",
      T("PostgreSQL"),
      source="https://stackoverflow.com/questions/tagged/postgresql", kind="qa"),
    R("""django.db.utils.OperationalError: no such table: main.auth_user__old

This comes from Django 2.1 running on SQLite 3.26, which changed how ALTER TABLE RENAME works. Upgrade to Django 2.1.5 or later and recreate the database, or pin SQLite below 3.26.""",
      T("Django"), T("SQLite"),
      source="https://stackoverflow.com/questions/tagged/django", kind="qa"),
    R("""The app runs locally but on Heroku the logs show `at=error code=H10 desc="App crashed"`. Your Procfile says `web: gunicorn app:app` but the Flask object lives in `server/main.py`, so it should be `web: gunicorn server.main:app`.""",
      T("Heroku"), T("Gunicorn"), T("Flask"), F("server/main.py"),
      source="https://stackoverflow.com/questions/tagged/heroku", kind="qa"),
    R("""Module not found: Error: Can't resolve 'fs' in '/app/node_modules/dotenv/lib'

BREAKING CHANGE: webpack < 5 used to include polyfills for node.js core modules by default. This is no longer the case. Verify if you need this module and configure a polyfill for it.

You are bundling a Node-only package for the browser. Set `resolve.fallback: { fs: false }` in webpack.config.js, or don't import dotenv in client code.""",
      T("Webpack"), T("Node.js"),
      source="https://stackoverflow.com/questions/64557638", kind="qa"),
    R("""Jest encountered an unexpected token ... SyntaxError: Cannot use import statement outside a module

Jest runs your tests through Babel. Add a babel.config.js with `presets: ['@babel/preset-env']`, or for TypeScript files use ts-jest as the transform.""",
      T("Jest"), T("Babel"), T("TypeScript"), T("ts-jest"),
      source="https://stackoverflow.com/questions/tagged/jestjs", kind="qa"),
    R("""After `npx prisma migrate dev` I get:

Error: P1001: Can't reach database server at `localhost`:`5432`

Docker Compose runs postgres in a service named `db`, and inside the app container localhost is the container itself. Use `postgresql://user:pass@db:5432/app` as DATABASE_URL.""",
      T("Prisma"), T("Docker Compose"), T("PostgreSQL"),
      source="https://stackoverflow.com/questions/tagged/prisma", kind="qa"),
    R("""MongooseServerSelectionError: connect ECONNREFUSED ::1:27017

Node 18 resolves `localhost` to the IPv6 address ::1 first and mongod only listens on 127.0.0.1. Use `mongodb://127.0.0.1:27017/test` in mongoose.connect().""",
      T("Mongoose"), T("Node.js"), T("MongoDB"),
      source="https://stackoverflow.com/questions/tagged/mongoose", kind="qa",
      note="MongoDB as mongod and the mongodb:// scheme"),
    R("""nginx: [emerg] bind() to 0.0.0.0:80 failed (98: Address already in use)

Something else holds port 80. `sudo lsof -i :80` showed apache2 still running from the default install; `sudo systemctl stop apache2 && sudo systemctl disable apache2` and nginx starts.""",
      T("Nginx"), T("Apache HTTP Server"),
      source="https://stackoverflow.com/questions/tagged/nginx", kind="qa"),
    R("""SQLSTATE[HY000] [2002] Connection refused (SQL: select * from information_schema.tables where table_schema = laravel)

With Laravel Sail the database runs in its own container: in .env set `DB_HOST=mysql` instead of 127.0.0.1 and run `sail artisan migrate`, not `php artisan migrate` on the host.""",
      T("Laravel"), T("Laravel Sail"), T("MySQL"), T("PHP"),
      source="https://stackoverflow.com/questions/tagged/laravel-sail", kind="qa"),
    R("""FutureWarning: The default value of numeric_only in DataFrame.mean is deprecated. In a future version, it will default to False. Select only valid columns or specify the value of numeric_only to silence this warning.

This is new in pandas 1.5; pass `df.mean(numeric_only=True)` to keep the old behaviour.""",
      T("pandas"),
      source="https://stackoverflow.com/questions/tagged/pandas", kind="qa"),
    # ---------------------------------------------------------------- issues
    R("""rustc 1.75 breaks build: error[E0658]: use of unstable library feature

After `rustup update` to Rust 1.75, `cargo build` fails in src/main.rs with the error below. It builds on 1.74.1. Is this expected?""",
      T("Rust"), T("Cargo"), F("src/main.rs"),
      source="https://github.com/rust-lang/rust/issues", kind="issue"),
    R("""Pod stuck in CrashLoopBackOff after upgrade

`kubectl get pods` shows the api pod restarting every 40s. `kubectl describe pod` says: Liveness probe failed: Get "http://10.1.0.23:8080/healthz": context deadline exceeded. The probe is `GET /healthz` with a 1s timeout and the app needs ~3s to warm up.""",
      T("Kubernetes"), E("GET /healthz"),
      source="https://github.com/kubernetes/kubernetes/issues", kind="issue"),
    R("""Error: Invalid provider configuration

Provider "registry.terraform.io/hashicorp/aws" requires explicit configuration. After moving the provider block into a module, `terraform plan` fails. Running `terraform init -upgrade` picked AWS provider 5.31 and the error went away.""",
      T("Terraform"), T("AWS"),
      source="https://github.com/hashicorp/terraform-provider-aws/issues", kind="issue"),
    R("""go: go.mod requires go >= 1.21 (running go 1.20.5; GOTOOLCHAIN=local)

Our CI image still ships Go 1.20. Either bump the image or remove the `toolchain go1.21.0` line that `go mod tidy` added.""",
      T("Go"),
      source="https://github.com/golang/go/issues", kind="issue"),
    R("""src/index.ts(3,21): error TS2307: Cannot find module 'express' or its corresponding type declarations.

Installed with `npm i express` on Node 20, the build uses tsc from the project. Fixed by `npm i -D @types/express`.""",
      T("TypeScript"), T("Express"), T("npm"), T("Node.js"), F("src/index.ts"),
      source="https://github.com/DefinitelyTyped/DefinitelyTyped/issues", kind="issue",
      note="the compiler's position after the path"),
    R("""Android build fails after upgrading to React Native 0.73

Execution failed for task ':app:mergeDebugResources'. iOS builds fine. I tried `cd android && ./gradlew clean` and deleting node_modules, same error. Android Gradle Plugin 8.1 needs Java 17, and my JAVA_HOME pointed to 11.""",
      T("React Native"), T("Android"), T("iOS"), T("Gradle"), T("Java"),
      source="https://github.com/facebook/react-native/issues", kind="issue"),
    R("""VS Code extension does not pick up eslint.config.js

With ESLint 9 and a flat config file at the repository root, the ESLint extension for VS Code keeps reporting "No ESLint configuration found". Setting `"eslint.useFlatConfig": true` in settings.json fixed it.""",
      T("ESLint"), T("VS Code"),
      source="https://github.com/microsoft/vscode-eslint/issues", kind="issue"),
    R("""[Vue warn]: Failed to resolve component: router-link

If this is a native custom element, make sure to exclude it from component resolution via compilerOptions.isCustomElement.

I upgraded to vue-router 4 and Vue 3.3; the warning appears on every page. You forgot `app.use(router)` in src/main.js before `app.mount('#app')`.""",
      T("Vue"), T("Vue Router"), F("src/main.js"),
      source="https://github.com/vuejs/router/issues", kind="issue"),
    R("""pod install fails after updating to Xcode 15

[!] CocoaPods could not find compatible versions for pod "Firebase/Core":
  In Podfile:
    Firebase/Core (~> 10.18)

Running `pod repo update` first, then `pod install`, resolved it.""",
      T("Xcode"), T("CocoaPods"), T("Firebase"),
      source="https://github.com/CocoaPods/CocoaPods/issues", kind="issue"),
    R("""require is not defined in renderer (Electron 28)

Since contextIsolation defaults to true and nodeIntegration to false, `require('fs')` in the renderer throws. Expose what you need from a preload script with `contextBridge.exposeInMainWorld` and load it from src/preload.js.""",
      T("Electron"), F("src/preload.js"),
      source="https://github.com/electron/electron/issues", kind="issue"),
    R("""remote: error: File data/model.bin is 312.00 MB; this exceeds GitHub's file size limit of 100.00 MB
remote: error: GH001: Large files detected. You may want to try Git Large File Storage - https://git-lfs.github.com.

Track the file with `git lfs track "*.bin"`, commit .gitattributes and push again.""",
      T("GitHub"), T("Git LFS"), T("Git"), F("data/model.bin"),
      source="https://github.com/git-lfs/git-lfs/issues", kind="issue"),
    R("""error: Uncaught (in promise) PermissionDenied: Requires net access to "0.0.0.0:8000", run again with the --allow-net flag

Running `deno run server.ts` on Deno 1.38. Adding `--allow-net` works, but the docs example doesn't mention it.""",
      T("Deno"),
      source="https://github.com/denoland/deno/issues", kind="issue"),
    R("""load function in +page.server.js runs twice in dev

With SvelteKit 2 and Vite 5 the server load function logs twice on every navigation in `npm run dev`, but once in the production build.""",
      T("SvelteKit"), T("Vite"), T("npm"),
      source="https://github.com/sveltejs/kit/issues", kind="issue"),
    R("""Tests fail on Windows: path separators

tests/unit/test_parser.py fails on Windows because the expected paths are built with "/" while `os.path.join` gives backslashes. The bug is in src/parser/tokenize.py, which compares strings instead of using pathlib.""",
      T("Windows"), F("tests/unit/test_parser.py"), F("src/parser/tokenize.py"),
      source="https://github.com/pypa/pip/issues", kind="issue"),
    R("""Rate limited on the first request

`POST /v1/chat/completions` returns 429 even for the very first call with a new key, while `GET /v1/models` works. Is there a delay before a new key can be used?""",
      E("POST /v1/chat/completions"), E("GET /v1/models"),
      source="https://github.com/openai/openai-python/issues", kind="issue"),
    R("""ansible-playbook fails with Permission denied (publickey)

`ansible-playbook -i inventory.ini site.yml` fails on the new hosts. Adding `ansible_user=ubuntu` in the inventory and `--private-key ~/.ssh/deploy_key` fixed it; Ansible was trying my local user name.""",
      T("Ansible"),
      source="https://github.com/ansible/ansible/issues", kind="issue"),
    # ---------------------------------------------------------------- release notes, changelogs
    R("""Vite 5.0 is out! Vite now uses Rollup 4, which already brings big improvements in build performance. Vite no longer supports Node.js 14 / 16 / 17 / 19, which reached their EOL. Node.js 18 / 20+ is now required. The CJS build of Vite's Node API is deprecated.""",
      T("Vite"), T("Rollup"), T("Node.js"),
      source="https://vitejs.dev/blog/announcing-vite5", kind="changelog"),
    R("""pytest 8.0.0 (2024-01-27)

Removals: Dropped support for Python 3.7, which reached end-of-life on 2023-06-27.

pytest.warns() now re-emits unmatched warnings when the context closes; previously it would consume all warnings, hiding those that were not matched by the function.""",
      T("pytest"), T("Python"),
      source="https://docs.pytest.org/en/stable/changelog.html", kind="changelog"),
    R("""Spring Boot 3.2.0 available now. Highlights include support for virtual threads when running on Java 21, initial support for JVM Checkpoint Restore (Project CRaC), a new RestClient interface, support for Jetty 12, and SSL bundle reloading.""",
      T("Spring Boot"), T("Java"), T("Jetty"),
      source="https://spring.io/blog/2023/11/23/spring-boot-3-2-0-available-now", kind="changelog"),
    R("""## 2.4.0

### Added
- `GET /api/v2/users/{id}/sessions` lists a user's active sessions.
- `DELETE /api/v2/sessions/{sessionId}` revokes one session.

### Deprecated
- `/api/v1/sessions` will be removed in 3.0; use the v2 endpoints.""",
      E("GET /api/v2/users/{id}/sessions"), E("DELETE /api/v2/sessions/{sessionId}"),
      source="https://github.com/goauthentik/authentik/releases", kind="changelog"),
    R("""Manifest V2 is deprecated. Starting in June 2024, Chrome will begin disabling Manifest V2 extensions in pre-stable channels. Migrate your extension to Manifest V3: background pages become extension service workers, and remotely hosted code is no longer allowed.""",
      T("Chrome"),
      source="https://developer.chrome.com/docs/extensions/develop/migrate/mv2-deprecation-timeline", kind="changelog"),
    # ---------------------------------------------------------------- READMEs, CI and containers
    R("""## Quick start

```python
from fastapi import FastAPI

app = FastAPI()


@app.get("/items/{item_id}")
def read_item(item_id: int, q: str | None = None):
    return {"item_id": item_id, "q": q}
```

Run the server with:

```
uvicorn main:app --reload
```""",
      T("FastAPI"), T("Python"), T("Uvicorn"), E("GET /items/{item_id}"),
      source="github:fastapi/fastapi:README.md", kind="docs"),
    R("""## API

| Method | Endpoint | Description |
|--------|----------|-------------|
| GET | /api/books | List all books |
| POST | /api/books | Add a book |
| GET | /api/books/:id | Get one book |
| DELETE | /api/books/:id | Remove a book |""",
      E("GET /api/books"), E("POST /api/books"), E("GET /api/books/:id"), E("DELETE /api/books/:id"),
      source="https://github.com/topics/rest-api", kind="docs",
      note="a README's endpoint table as many repositories have it; the repository is not recalled"),
    R("""My Dockerfile for the Django project:

```dockerfile
FROM python:3.11-slim
WORKDIR /app
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
COPY . .
CMD ["gunicorn", "-b", "0.0.0.0:8000", "mysite.wsgi:application"]
```

The container starts but gunicorn exits with `ModuleNotFoundError: No module named 'mysite'`.""",
      T("Docker"), T("Python"), T("Django"), T("Gunicorn"),
      source="https://forum.djangoproject.com/t/deploying-django-with-docker", kind="qa"),
    R("""The GitHub Actions workflow fails at the install step:

```yaml
name: CI
on: [push, pull_request]
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
      - run: npm ci
      - run: npm test
```

`npm ci` exits with EUSAGE because the repository has no package-lock.json; commit the lockfile or use `npm install`.""",
      T("GitHub Actions"), T("Node.js"), T("npm"),
      source="https://github.com/actions/setup-node/issues", kind="issue"),
    R("""Install PostgreSQL 16 with Homebrew and start it as a service:

```
brew install postgresql@16
brew services start postgresql@16
```

On Apple Silicon the prefix is /opt/homebrew, so add `/opt/homebrew/opt/postgresql@16/bin` to your PATH to get psql.""",
      T("PostgreSQL"), T("Homebrew"),
      source="https://wiki.postgresql.org/wiki/Homebrew", kind="docs"),
]
