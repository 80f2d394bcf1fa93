"""Files: the project's own relative paths (``src/app/routes.py``, ``./setup.sh``,
``app\\tests.py``, tsc's ``src/index.ts(1,31)``), not absolute paths, dependencies' or build
output's paths, URLs' paths or bare file names (:func:`_file_hits`)."""

from __future__ import annotations

import re

from ...lexicon import CODE_TOKENS, DISTINCTIVE, SURFACE_FORMS
from .entities import ExtractedEntity, FILE, HTTP_METHODS


#: Directories a file path must start with (case-sensitive).
FILE_ROOTS = frozenset({
    "src", "lib", "app", "apps", "tests", "test", "__tests__", "spec", "specs", "e2e",
    "packages", "components", "scripts", "docs", "doc", "config", "configs", "pages", "server",
    "client", "internal", "cmd", "pkg", "public", "static", "assets", "styles", "utils", "api",
    "routes", "services", "models", "views", "controllers", "migrations", "bin", "include",
    "examples", "tools", "web", "frontend", "backend", ".github", "hooks", "modules", "crates",
    "resources", "templates", "fixtures", "benchmarks", "source", "sources", "db",
})

_PATH_RE = re.compile(
    r"(?<![\w.\-/\\:@~$%])((?:\.{1,2}[/\\])*)([A-Za-z0-9_.][\w.\-]{0,100})"
    # a separator is "/" or up to four backslashes (an escaped Windows path: "app\\\\tests.py");
    # a backslash before a lone bracket is Markdown's escape ("\\(\\)"), not a folder's end; a
    # folder may be a route group or a parameter ("app/(auth)/page.tsx", "app\\(routes)\\x.jsx")
    r"((?:/[\w.@+\-\[\]()]+|\\{1,4}(?:[\w.@+\-]|[(\[]\w)[\w.@+\-\[\]()]*)+)")
_COMPILER_POSITION_RE = re.compile(r"\(\d{1,7}(?:,\d{1,7})?\)?$")  # tsc: src/a.ts(1,31)
# a page's line range glued to the file it cites: "Sources: electron/preload.ts1-34"
_GLUED_LINE_RANGE_RE = re.compile(r"(\.[a-z]{1,5})\d{1,6}-\d{1,6}$")
# source files' extensions, which end with no digit and no keyword: what a glued line's number or
# a page's next line ("routes/widgets.jsconst express = ...") is told from
_SOURCE_EXTENSIONS = "js|mjs|cjs|ts|jsx|tsx|py|rb|php|go|rs|java|kt|vue|svelte|cs|swift|cpp|ex|exs|dart"
_GLUED_LINE_RE = re.compile(r"(\.(?:" + _SOURCE_EXTENSIONS + r"))\d{1,6}$")
_GLUED_KEYWORD_RE = re.compile(
    r"(\.(?:" + _SOURCE_EXTENSIONS + r"))"
    r"(?:const|let|var|import|export|function|module|require|from|def|class|package|use|async)$")
_VERSION_BASE_RE = re.compile(r"\d{1,4}(?:\.\d{1,5}){1,3}[a-z]{0,2}\d{0,3}")
_BACKSLASHES_RE = re.compile(r"\\+")  # "app\\\\tests.py", as a string literal writes it
#: Top folders of dependencies, caches and environments: paths under them are not the project's
#: files (a build's own output is: "dist/index.js"; see _not_a_workspace_file for what is not).
_NOT_PROJECT_FOLDERS = frozenset({
    "node_modules", "vendor", "coverage", "__pycache__",
    "site-packages", "dist-packages", ".next", ".nuxt", ".venv", "venv", ".git", ".cache",
    ".tox", "bower_components",
    # caches of downloaded modules, tools and packages
    ".terraform", ".gradle", ".m2", ".npm", ".yarn", ".pnpm-store", ".cargo", ".rustup", ".rvm",
    ".rbenv", ".nvm", ".pyenv", ".conda", ".bundle", ".pub-cache", "Pods", "DerivedData",
    ".pio", ".dart_tool", ".stack-work", "zig-cache", "zig-out", ".zig-cache", "_build",
    # a system folder written without its slash ("usr/lib/nim/pure/times.nim")
    "usr",
    # placeholders of documentation ("path/to/file.js", "foo/bar.py")
    "path", "foo", "xyz", "your", "some", "example",
})
_PLACEHOLDER_FOLDER_RE = re.compile(
    r"(?i)(?:some|your|my|the|any|a)[_\-]?(?:path|dir|directory|folder)s?|path[_\-]?to(?:[_\-]\w+)?"
    r"|(?-i:(?:your|Your|votre|Votre|ton|Ton|dein|Dein|tu|Tu)[A-Z_\-]\w*)")
_PATH_AFTER_DIFF_PREFIX_RE = re.compile(r"[\w.\-]+/")
_DIFF_GIT_LINE_RE = re.compile(r"(?:^|\n)diff --git[ \t][^\n]{0,280}$")
_DIFF_LINE_RE = re.compile(r"(?:^|\n)(?:[-+]{3}|diff --git|Index:)[^\n]{0,20}$")
_EXTENSION_RE = re.compile(r"\.[A-Za-z0-9]{0,9}[A-Za-z][A-Za-z0-9]{0,9}$")

# the role a Node or Angular module's name ends with ("user.controller", "auth.routes"): an import
# specifier without its ".js" or ".ts", not a file name
_ROLE_SUFFIXES = frozenset({
    "routes", "route", "controller", "controllers", "service", "services", "model", "models",
    "module", "component", "middleware", "router", "schema", "resolver", "guard", "pipe",
    "directive", "entity", "dto", "reducer", "validator", "repository", "strategy",
    "interceptor", "handler",
})
#: The files a project keeps under a fixed name without an extension ("client/Dockerfile")
EXTENSIONLESS_FILES = frozenset({
    "Dockerfile", "Containerfile", "Makefile", "GNUmakefile", "Procfile", "Gemfile", "Rakefile",
    "Jenkinsfile", "Vagrantfile", "Podfile", "Brewfile", "Caddyfile", "Justfile", "Guardfile",
    "Capfile", "Berksfile", "Fastfile", "Appfile", "Snakefile", "Pipfile", "Earthfile", "Tiltfile",
    # build wrappers and a virtual environment's activation script ("android/gradlew",
    # "venv/bin/activate", "env\\Scripts\\activate")
    "gradlew", "mvnw", "activate",
})

# a virtual environment's activation script, which people run: "source .venv/bin/activate"
_VENV_FOLDERS = frozenset({"venv", ".venv", "env", ".env"})
_ACTIVATE_SCRIPT_RE = re.compile(r"^[/\\]{1,4}(?:bin|Scripts)[/\\]{1,4}(?:activate|activate\.bat|Activate\.ps1)$")

_MAX_NAME_LEN = 300
# a media type with a vendor's or an unregistered subtype ("application/vnd.api+json",
# "text/x-python"): no file, though CodeIgniter's application/config/database.php is one
_MEDIA_TYPE_RE = re.compile(r"(?:application|text|image|audio|video|font|model|multipart|message)/"
                            r"(?:vnd|x|prs)[.\-][\w.+\-]{1,80}")


def _strip_trailing(value: str) -> str:
    while value:
        last = value[-1]
        if last in ".,:;!?'\"":
            value = value[:-1]
        elif last in ")]}":
            opener = {")": "(", "]": "[", "}": "{"}[last]
            if value.count(last) > value.count(opener):
                value = value[:-1]
            else:
                break
        else:
            break
    return value


def _file_hits(masked: str) -> list[tuple[int, int, ExtractedEntity]]:
    hits: list[tuple[int, int, ExtractedEntity]] = []
    if "/" not in masked and "\\" not in masked:
        return hits
    for m in _PATH_RE.finditer(masked):
        root = m.group(2)
        if root in HTTP_METHODS or not (_is_project_folder(root) or (
                root in _VENV_FOLDERS and _ACTIVATE_SCRIPT_RE.search(m.group(3)))):
            continue  # "POST/webhooks.php": a method glued to its endpoint
        raw = m.group(2) + m.group(3)
        if root in ("a", "b") and (
                _DIFF_LINE_RE.search(masked, max(0, m.start() - 30), m.start())
                or _DIFF_GIT_LINE_RE.search(masked, max(0, m.start() - 300), m.start())):
            # "--- a/package.json", "diff --git a/x b/x": git's prefix, not a folder; the
            # path after it is the project's ("a/charts/app/values.yaml")
            raw = m.group(3)[1:]
            if not _PATH_AFTER_DIFF_PREFIX_RE.match(raw) or not _is_project_folder(raw.split("/", 1)[0]):
                continue
        cut = raw.find("](")  # a Markdown link's text: "[docs/x.md](https://...)"
        if cut != -1:
            raw = raw[:cut]
        if _REGEX_ESCAPE_RE.search(raw):
            continue  # a regular expression's escaped dot: "package-lock\.json"
        unpositioned = _COMPILER_POSITION_RE.sub("", raw)
        path = _strip_trailing(unpositioned.rstrip("_*"))  # "_x/a.js_"
        if path.startswith("_") and unpositioned.endswith("_") and len(path) > 1:
            path, root = path[1:], root[1:]  # Markdown's italics around it: "_server/api/rest.ts_"
        if path[-1:].isdigit():
            # a page's line range or line glued to the file it cites: "api/index.js17-20",
            # "api/index.js17" (a source file's extension ends with no digit)
            path = _GLUED_LINE_RANGE_RE.sub(r"\1", path) if "-" in path else _GLUED_LINE_RE.sub(r"\1", path)
        if len(path) > _MAX_NAME_LEN:
            continue
        path = _BACKSLASHES_RE.sub("/", path)
        if path[-1:].isalpha() and "." in path:
            # a page whose lines ran together: "// routes/widgets.jsconst express = ..."
            path = _GLUED_KEYWORD_RE.sub(r"\1", path)
        base = path.rsplit("/", 1)[-1]
        if _MEDIA_TYPE_RE.fullmatch(path):
            continue  # a vendor's media type: "as application/vnd.auroma.v1"
        if _VERSION_BASE_RE.fullmatch(base):
            continue  # a product and its version, as a server signs its pages: "OpenSSL/1.1.1m"
        if "/" not in path or not base or not (_EXTENSION_RE.search(base) or base in EXTENSIONLESS_FILES):
            continue
        if base.rpartition(".")[2] in _ROLE_SUFFIXES:
            continue  # a module named by its role, its extension left to the loader: "./routes/auth.routes"
        if "//" in path or "/.../" in path or "/\u2026/" in path:
            continue  # a URL's tail, a path with elided folders ("app/.../route.js")
        if root not in FILE_ROOTS and not _looks_like_project_path(path):
            continue
        if _not_a_workspace_file(masked, m.start(), path):
            continue
        if "\\" in m.group(3) and _WINDOWS_PATH_BEFORE_SPACE_RE.search(
                masked, max(0, m.start() - 120), m.start()):
            continue  # the tail of "D:\\IDEA Project\\src\\x.kt" after the folder's space
        if _ABSOLUTE_PATH_BEFORE_SPACE_RE.search(masked, max(0, m.start() - 200), m.start()):
            continue  # the tail of "/Users/me/Material Design/app/x.gradle", "C:/Program Files/x"
        hits.append((m.start(), 1, ExtractedEntity(FILE, path)))
    if "]/" in masked or ".../" in masked or "//" in masked:
        # a project's path after a tracker's placeholder for its root ("[PROJECT_ROOT]/app/x.rb",
        # "[app].../app/x.rb") or glued to a comment's marker ("//config/router.yaml")
        for m in _ROOTED_PATH_RE.finditer(masked):
            path = _strip_trailing(_COMPILER_POSITION_RE.sub("", m.group(1)))
            if (path.split("/", 1)[0] in FILE_ROOTS and _EXTENSION_RE.search(path.rsplit("/", 1)[-1])
                    and len(path) <= _MAX_NAME_LEN
                    and not _not_a_workspace_file(masked, m.start(1), path)):
                hits.append((m.start(1), 1, ExtractedEntity(FILE, path)))
    if "](./" in masked or "](../" in masked:
        # a Markdown link to a file of the project by its relative path: "[README](./README.md)"
        for m in _MD_LINK_FILE_RE.finditer(masked):
            path = _LEADING_DOTS_RE.sub("", m.group(1))
            if not _not_a_workspace_file(masked, m.start(1), path):
                hits.append((m.start(1), 1, ExtractedEntity(FILE, path)))
    if "./" in masked:
        # a script run by its relative path: "`./run_tests.sh`", "$ ./build.sh --release"
        for m in _DOT_SLASH_FILE_RE.finditer(masked):
            if _EXTENSION_RE.search(m.group(1)) and _run_or_quoted(masked, m):
                hits.append((m.start(), 1, ExtractedEntity(FILE, m.group(1))))
    return hits


_MD_LINK_FILE_RE = re.compile(
    r"\]\((\.{1,2}/(?:[\w\-@+][\w.\-@+]{0,100}/){0,20}"
    r"(?:[\w\-@+.][\w.\-@+]{0,100}\.[A-Za-z][A-Za-z0-9]{0,9}|\.[A-Za-z][\w\-]{1,30}))\)")
_LEADING_DOTS_RE = re.compile(r"^(?:\.{1,2}/)+")
# (a folder's name may hold several blanks: "C:\\Users\\PAZ NO VALE\\app\\src\\x.js")
_WINDOWS_PATH_BEFORE_SPACE_RE = re.compile(
    r"(?<![\w])[A-Za-z]:\\[^\s\\]*(?:\\[^\s\\]+)*(?:(?<!>)[ \t][^\s\\>]{1,40}){0,3}[ \t]$")
# an absolute path whose last folder, a capitalised word, goes on after a blank ("Material
# Design", "Program Files"): what follows the blank is the rest of that path, not a path of the
# project
_ABSOLUTE_PATH_BEFORE_SPACE_RE = re.compile(
    r"(?:(?<![\w])[A-Za-z]:|(?<![\w.~\-/]))(?:/[^\s/]{1,100}){0,30}/[A-Z][^\s/]{0,100}[ \t]$")
_ROOTED_PATH_RE = re.compile(
    r"(?:\[[A-Z][A-Z_]{2,30}\]/|\[\w{1,20}\]\.\.\./|(?m:^[ \t]*)//)((?:[\w.\-@+]+/){1,20}[\w.\-@+]+)")
# a name, a backslash and an extension: a regular expression's escaped dot, not a folder
_REGEX_ESCAPE_RE = re.compile(r"[\w\-]\\\.[A-Za-z0-9]+$")
_DOT_SLASH_FILE_RE = re.compile(
    r"(?<![\w.\-/\\])(?:\.\./){0,6}\.?\./([A-Za-z_][\w\-]*(?:\.[\w\-]+)+)(?![\w/\\]|:(?!/|\d))")
# installed and generated trees, object keys, glued or broken spans: not the workspace's files
_CLASS_PATH_RESOURCE_RE = re.compile(r"class[ \t]+path[ \t]+resource[ \t]*\[?$")
_INCLUDE_BEFORE_RE = re.compile(r"#[ \t]*(?:import|include)[ \t]*<$")
_OBJECT_KEY_BEFORE_RE = re.compile(r"\b(?:key|Key|prefix)[ \t]*[=:][ \t]*[\"']?$")
_TRACEBACK_FRAME_BEFORE_RE = re.compile(r"\bFile[ \t]+\"$")
_BROKEN_SPAN_BEFORE_RE = re.compile(r"\w[\-/][ \t]+$|\x01[ \t]{2,}$")
# a frame of a Node.js stack trace in its own modules: "at process._tickCallback (internal/...)"
_JS_FRAME_BEFORE_RE = re.compile(r"(?m)^[ \t]*at[ \t][^\n]{0,200}\($")
_BUILD_OUTPUT_FOLDERS = frozenset({"dist", "build", "out", "target"})
_OBJECT_FILE_ENDINGS = (".o", ".hi", ".dyn_o", ".dyn_hi", ".obj", ".d.ts", ".map")
_EXPORTS_KEY_BEFORE_RE = re.compile(
    r"\"(?:types|typings|import|require|default|module|node|browser)\"[ \t]*:[ \t]*\"(?:\./)?$")
_GLUED_ROOTS = frozenset({"var", "usr", "etc", "tmp", "opt", "home", "dev", "proc", "sys", "mnt",
                          "srv", "Users", "Library"})


_SIZE_RE = re.compile(r"\d{1,6}(?:\.\d{1,3})?(?:[KMGT]i?B|kB)")


def _not_a_workspace_file(masked: str, start: int, path: str) -> bool:
    """A path the text names that is not a file of the project: a class-path resource, a
    header included from a library (``#import <x/x-Swift.h>``), a bucket's object key, a file
    of an installed library in a traceback (``File "pandas/_libs/parsers.pyx"``), compiled
    classes, a word glued to an absolute path ("on/var/run/php.sock"), a path broken by a blank
    ("site-     packages/django/...", "src/     app/x.html"), Node's own modules in a stack trace."""
    segments = path.split("/")
    if path.endswith((".class", ".nvim")) or path.startswith("..."):
        return True  # compiled classes, a Neovim plugin's name ("folke/lazy.nvim"), an elided path
    if _SIZE_RE.fullmatch(segments[-1]):
        return True  # a size, not a file: a partition scheme's "Huge APP (3MB No OTA/1.5MB SPIFFS)"
    if "pkg/mod/" in path:
        return True  # Go's module cache: "go/pkg/mod/github.com/spf13/cobra@v1.9.1/command.go"
    if segments[0] in _BUILD_OUTPUT_FOLDERS and (
            path.endswith(_OBJECT_FILE_ENDINGS) or (len(segments) > 2 and segments[1] == "packages")
            or _EXPORTS_KEY_BEFORE_RE.search(masked, max(0, start - 30), start)):
        # build output that is no file of the project's own: compiled objects
        # ("dist/build/Tonatona/Servant.o"), a build's package cache ("build/packages/gleam_stdlib/
        # ..."), a package's published entry points ('"import": "./dist/plugin.mjs"')
        return True
    if any(seg in _INSTALLED_TREE_SEGMENTS for seg in segments[1:]):
        return True  # "env/lib/python3.8/site-packages/django/x.py": an installed library's
    if len(segments) > 2 and segments[1] in _GLUED_ROOTS and segments[0] not in FILE_ROOTS:
        return True
    before = masked[max(0, start - 40):start]
    if (_CLASS_PATH_RESOURCE_RE.search(before) or _INCLUDE_BEFORE_RE.search(before)
            or _OBJECT_KEY_BEFORE_RE.search(before) or _BROKEN_SPAN_BEFORE_RE.search(before)):
        return True
    include = _QUOTED_INCLUDE_BEFORE_RE.search(before)
    if include and len(segments) > 1 and _names_a_library(segments[0]):
        return True  # '#include "freertos/task.h"': a header of an installed library
    if _GEM_FRAME_BEFORE_RE.search(before):
        return True  # Rails' framework trace: "actionpack (5.2.0) lib/action_controller/metal/x.rb:211"
    frame = _BEAM_FRAME_BEFORE_RE.search(before)
    if (frame and not _own_beam_app(masked, frame.group(1))
            and not path.startswith(f"lib/{frame.group(1)}_web/")):
        # "(ecto) lib/ecto/repo.ex:12:", "(elixir 1.10.2) src/elixir_locals.erl:114:"; a Phoenix
        # app's own web folder is its ("(console) lib/console_web/endpoint.ex:1")
        return True
    if (segments[0] == "internal" or (len(segments) > 1 and segments[1] == "js2c")) and _JS_FRAME_BEFORE_RE.search(
            masked, max(0, start - 200), start):
        return True  # Node's and Electron's built-in modules in a stack: "(internal/...)", "(electron/js2c/...)"
    if _TEMPLATE_NAME_BEFORE_RE.search(before) and _written_as_a_tail(masked, path):
        # a template engine's name for a template whose path the message also gives:
        # '"/site/themes/x/layouts/partials/head.html:6:7": ... template: partials/head.html:6:7'
        return True
    end = start + len(path)
    lo = max(0, start - 120)
    if masked.startswith(":", end) and _LOG_LEVEL_BEFORE_RE.search(
            masked, max(lo, masked.rfind("\n", lo, start) + 1), start):
        return True  # a log line's caller, after its level: "error  exporterhelper/queued_retry.go:175"
    if path.endswith(".h") and _MISSING_HEADER_BEFORE_RE.search(before):
        return True  # a compiler's missing header: "fatal error: hal/gpio_types.h: No such file"
    if path.endswith(".go") and "." not in segments[0] and _GO_FRAME_AFTER_RE.match(masked, end):
        return True  # a Go trace's frame of the standard library: "runtime/debug/stack.go:24 +0x6"
    if _TRACEBACK_FRAME_BEFORE_RE.search(before):
        top = segments[0].lower()
        if top == "lib" and len(segments) > 2:
            # a dependency's own lib/ folder, as Elixir and Ruby traces write it:
            # "lib/phoenix/router.ex", "lib/plug/error_handler.ex"
            top = segments[1].lower()
            return top in CODE_TOKENS or top in SURFACE_FORMS
        return top in CODE_TOKENS or top in _INSTALLED_PACKAGE_NAMES or (
            top in SURFACE_FORMS and SURFACE_FORMS[top].level == DISTINCTIVE)
    return False


# the name a template engine gives a template in its messages ("template: partials/x.html:6:7",
# 'executing "partials/head.html"', 'partial "css/main.css"')
_TEMPLATE_NAME_BEFORE_RE = re.compile(
    r"\b(?:template|executing|partial|render(?:ing)?|Partial|Template)[ \t]*:?[ \t]*[\"'\[]?$")


def _written_as_a_tail(masked: str, path: str) -> bool:
    """Does the text also write *path* as the end of a longer path ("/site/layouts/" + path)?
    (At most _MAX_TAIL_LOOKUPS places are looked at: linear on long logs.)"""
    needle = "/" + path
    i = masked.find(needle)
    for _ in range(_MAX_TAIL_LOOKUPS):
        if i <= 0:
            return False
        if masked[i - 1].isalnum() or masked[i - 1] in "_-" or (
                masked[i - 1] == "." and not _RELATIVE_PREFIX_BEFORE_RE.search(masked, max(0, i - 3), i)):
            return True  # (not the path's own "./" or "../": "template: './public/index.html'")
        i = masked.find(needle, i + 1)
    return False


_MAX_TAIL_LOOKUPS = 20
_RELATIVE_PREFIX_BEFORE_RE = re.compile(r"(?<![\w.\-])\.{1,2}$")
# a log line's level before the location of the code that logged ("2026-03-27T13:00 INFO
# channelz/trace.go:200", "[info][main] external/envoy/source/server/server.cc:396]")
_LOG_LEVEL_BEFORE_RE = re.compile(
    r"(?m)(?:^|[\s\[])(?:INFO|WARN|WARNING|ERROR|DEBUG|TRACE|FATAL|info|warn|warning|error|debug|trace)"
    r"(?:(?:\]\[\w{1,20})?\][ \t]|[ \t]{2,}|\t)[ \t]*$")
_MISSING_HEADER_BEFORE_RE = re.compile(r"fatal error:[ \t]*$")
# a frame of a Go stack trace: the file, its line and the offset ("stack.go:24 +0x6")
_GO_FRAME_AFTER_RE = re.compile(r":\d{1,6}[ \t]+\+0x[0-9a-f]{1,8}\b")
# '#include "lib/x.h"' (a quoted include names a library's header when its folder is one)
_QUOTED_INCLUDE_BEFORE_RE = re.compile(r"#[ \t]*(?:import|include)[ \t]*\"$")
_C_LIBRARY_FOLDERS = frozenset({
    "freertos", "lwip", "driver", "esp32", "soc", "hal", "nvs", "sys", "linux", "asm", "boost",
    "openssl", "gtk", "glib", "sdl", "sdl2", "gl", "glfw", "curl", "zlib", "arduino", "mbedtls",
    "cmsis", "stm32", "nrf", "zephyr", "pico", "hardware", "avr", "util", "qt", "opencv2",
    "eigen", "gsl", "absl", "google", "grpc", "grpcpp", "llvm", "clang", "python", "jni",
})
# an installed gem's name and version before a frame's path (Rails' error page and log)
_GEM_FRAME_BEFORE_RE = re.compile(r"(?<![\w\-])[a-z][\w\-]{1,40}[ \t]+\(\d[\w.]{0,20}\)[ \t]+$")
# a frame of an Elixir or Erlang stack trace: the OTP application, maybe with its version,
# then the file ("(ecto) lib/ecto/adapters/postgres.ex:56:")
_BEAM_FRAME_BEFORE_RE = re.compile(r"\(([a-z][a-z0-9_]{0,40})(?:[ \t]+\d[\w.\-]{0,20})?\)[ \t]+$")


def _names_a_library(folder: str) -> bool:
    key = folder.lower()
    return (key in _C_LIBRARY_FOLDERS or key.startswith("esp_") or key in CODE_TOKENS
            or key in SURFACE_FORMS or key in _INSTALLED_PACKAGE_NAMES)


def _own_beam_app(masked: str, app: str) -> bool:
    """Is the application of a stack frame the project's own? Only where the text names one
    of its files outside a frame ("(CompileError) lib/my_app/router.ex")."""
    return app in _apps_named_outside_frames(masked)


# the last text's answer (one tuple, replaced whole: safe between threads)
_OUTSIDE_FRAMES_CACHE: list = [(None, frozenset())]


def _apps_named_outside_frames(masked: str) -> frozenset:
    cached_text, cached_apps = _OUTSIDE_FRAMES_CACHE[0]
    if cached_text is masked:
        return cached_apps
    apps = set()
    for m in re.finditer(r"(?:^|[^\w/.\-])lib/([a-z][a-z0-9_]{0,40})[/.]", masked):
        if not _BEAM_FRAME_BEFORE_RE.search(masked, max(0, m.start() - 60), m.start() + 1):
            apps.add(m.group(1))
    result = frozenset(apps)
    _OUTSIDE_FRAMES_CACHE[0] = (masked, result)
    return result


# folders inside a path that hold installed packages, wherever the path starts
_INSTALLED_TREE_SEGMENTS = frozenset({"site-packages", "dist-packages", "node_modules",
                                      "bower_components", ".venv", "__pypackages__"})
# import names of libraries whose files show up in tracebacks (besides the lexicon's names)
_INSTALLED_PACKAGE_NAMES = frozenset({
    "pandas", "numpy", "django", "flask", "sklearn", "torch", "tensorflow", "requests", "urllib3",
    "werkzeug", "jinja2", "sqlalchemy", "celery", "pydantic", "starlette", "fastapi", "uvicorn",
    "aiohttp", "scipy", "matplotlib", "boto3", "botocore", "pip", "setuptools", "_pytest",
    "pytest", "asyncio", "multiprocessing", "concurrent", "importlib", "encodings", "json",
    "http", "email", "logging", "unittest", "ssl", "socket", "site-packages", "dist-packages",
})


_CONFIG_KEY_BEFORE_RE = re.compile(r"(?:^|[\s`-])[a-z][\w\-]{1,40}:[ \t]+$")


# (also a prompt ending "\\>" and Windows' "C:\\project>": "~/app\\> ./manage.py runserver")
_PROMPT_END_RE = re.compile(
    r"(?:^|\n)(?:[^\n]{0,60}[\w~/\]\x01](?:[$#]|\\>)[ \t]+|[ \t]*[A-Za-z]:\\[^\n<>|]{0,80}>[ \t]*)$")
_DIRNAME_ARG_BEFORE_RE = re.compile(r"\b__dirname[ \t]*,[ \t]*$")
_IMPORT_BEFORE_RE = re.compile(r"(?:\bfrom|\bimport|\bimport\(|\brequire\()[ \t]*$")
_SOURCE_FILE_RE = re.compile(r"\.(?:" + _SOURCE_EXTENSIONS + r"|json)$")
# (a define's name may be long: "-DCMAKE_PROJECT_TOP_LEVEL_INCLUDES=../conan_provider.cmake")
_OPTION_BEFORE_RE = re.compile(r"(?:^|[ \t])--?[A-Za-z][\w\-]{0,60}(?:[ \t]+|=)$")
_FILE_NOUN_BEFORE_RE = re.compile(r"\b(?:file|config|configuration|manifest|script)[ \t]+$", re.IGNORECASE)
_QUOTED_RUN_RE = re.compile(r"(?:[ \t]+[\w\-.=/]{1,40}){1,4}[\"']")


def _run_or_quoted(masked: str, m: re.Match[str]) -> bool:
    """Is "./x.sh" run as a command (a whole code span, or opening a command line), or the place
    a compiler's message or a traceback points at ("./main.go:23:27: undefined", 'File
    "./manage.py", line 13'), rather than named in passing?"""
    start, end = m.start(), m.end()
    if _COMPILER_LOCATION_AFTER_RE.match(masked, end) and _LINE_OPENING_BEFORE_RE.search(
            masked, max(0, start - 12), start):
        return True  # a compiler's message opening its line: "./main.go:36:14: undefined: X"
    if _TRACEBACK_FRAME_BEFORE_RE.search(masked, max(0, start - 10), start) and masked.startswith(
            '", line ', end):
        return True  # the project's own script in a traceback: 'File "./manage.py", line 13'
    if masked[start - 1:start] == "`" and masked[end:end + 1] in ("`", " "):
        return True  # a whole code span, or one that opens with it: "`./manage.py runserver`"
    quoted = masked[start - 1:start] in ("'", '"') and masked[end:end + 1] == masked[start - 1]
    if quoted and _DIRNAME_ARG_BEFORE_RE.search(masked, max(0, start - 40), start - 1):
        return True  # a path from the program's own folder: "path.join(__dirname, './preload.js')"
    if (quoted and _IMPORT_BEFORE_RE.search(masked, max(0, start - 12), start - 1)
            and _SOURCE_FILE_RE.search(m.group(1))
            and m.group(1).split(".", 1)[0] not in ("foo", "bar", "baz")):
        # a module imported by its file's whole name: 'import app from "./app.js"',
        # "require('./lint.json')" (without its extension it names a module, "./utils")
        return True
    if quoted and _FILE_NOUN_BEFORE_RE.search(masked, max(0, start - 30), start - 1):
        return True  # named as a file: "The Compose file './docker-compose.yml' is invalid"
    if masked.startswith(":/", end):
        return True  # a volume's host side: "./services.toml:/etc/traefik/services.toml"
    if _OPTION_BEFORE_RE.search(masked, max(0, start - 40), start) and masked[end:end + 1] in (
            "", " ", "\t", "\n", "`"):
        return True  # an option's value: "--output ./efbundle.exe", "-f ./values.yaml"
    if _CONFIG_KEY_BEFORE_RE.search(masked, max(0, start - 60), start) and masked[end:end + 1] in (
            "", " ", "\t", "\n", "`"):
        return True  # a configuration's unquoted value: "env_file: ./config.env"
    line_start = masked.rfind("\n", max(0, start - 40), start) + 1
    if line_start == 0 and start > 40:
        line_start = start - 40  # a long line: its last 40 characters (linear on megabyte lines)
    prefix = masked[line_start:start]
    if _PROMPT_END_RE.search(masked, max(0, start - 80), start) and masked[end:end + 1] in (
            "", " ", "\t", "\n"):
        return True  # after a shell's prompt: "user@host:~/project$ ./Build.hs exe"
    if masked[start - 1:start] in ("\"", "'") and _QUOTED_RUN_RE.match(masked, end):
        return True  # quoted with its arguments: 'running "./Build.hs exe"'
    if _SCRIPT_COMMAND_BEFORE_RE.search(prefix) and masked[end:end + 1] in ("", " ", "\t", "\n", "`"):
        return True  # handed to a command: "chmod +x ./setup.sh", "bash ./install.sh"
    if (prefix.strip() == "" and masked[end:end + 1] in ("", "\n")
            and _SCRIPT_EXTENSION_RE.search(m.group(1))):
        return True  # a script alone on its line, as a command: "./setup.sh"
    if _FILE_VERB_BEFORE_RE.search(prefix) and masked[end:end + 1] in ("", " ", "\t", "\n", "`", ","):
        return True  # run, or read by a program: "rerun ./cloudgoat.py create x", "Loading schema ./x.yaml"
    if prefix.strip() in ("//", "#", "--") and masked[end:end + 1] in ("", "\n"):
        return True  # a source file's first comment naming its own path: "// ./app.js"
    return (prefix.strip() in ("", "$", ">", "%", "#") and masked[end:end + 1] in ("", " ", "\t", "\n")
            and (prefix.strip() != "" or masked[end:end + 1] == " "))


_COMPILER_LOCATION_AFTER_RE = re.compile(r":\d{1,6}(?::\d{1,4})?:[ \t]")
_LINE_OPENING_BEFORE_RE = re.compile(r"(?:^|\n)[ \t>]*$")
_FILE_VERB_BEFORE_RE = re.compile(
    r"\b(?:(?:re)?run|running|ran|execute|executing|Loading|loading|Reading|reading|Opening|opening"
    r"|Parsing|parsing|Writing|writing|Saving|saving|Loaded|loaded)(?:[ \t]+[a-z]{2,12})?[ \t]+$")
_SCRIPT_COMMAND_BEFORE_RE = re.compile(
    r"(?:^|[\s;&|(])(?:chmod(?:[ \t]+[+\-]?[\w+\-]+)?|bash|sh|zsh|source|sudo|exec|python3?|node|ruby|perl"
    r"|pwsh|powershell|go[ \t]+run)[ \t]+$")
_SCRIPT_EXTENSION_RE = re.compile(r"\.(?:sh|bash|zsh|py|rb|pl|ps1|bat|cmd|js|mjs|ts)$")


def _is_project_folder(name: str) -> bool:
    """Could *name* be the top folder of a project's own path ("src", "mypy", "core",
    ".github")? Not build or dependency output ("dist", "node_modules"), nor a host name
    ("github.com/...")."""
    if name in FILE_ROOTS:
        return True
    if name in _NOT_PROJECT_FOLDERS or not any(ch.isalpha() for ch in name):
        return False
    if _PLACEHOLDER_FOLDER_RE.fullmatch(name):
        return False  # "some_path/cc.csv", "path_to/data.json"
    if "." in name.lstrip(".") and not name.endswith(".d"):
        return False  # "x.com", "Node.js": a host or a name, not a folder ("conf.d" is one)
    return True


def _looks_like_project_path(path: str) -> bool:
    """A path under a folder outside :data:`FILE_ROOTS` counts when it does not read as a
    pair of names ("Node.js/Express.js", "TCP/IP.x") and its file has a file-like name."""
    segments = path.split("/")
    if any(SURFACE_FORMS.get(seg.casefold()) is not None for seg in segments[-1:]) \
            and not segments[-1].islower():
        return False
    base = segments[-1]
    if base in EXTENSIONLESS_FILES:
        return True
    stem, _, ext = base.rpartition(".")
    if not ext or len(ext) > 10:
        return False
    return bool(stem) or base.startswith(".")
