"""Extraction rules of issue #20 part 9: an operating system named only in passing (a reader's
condition, the kernel's name in a distribution's), scripts handed to a command, Go's standard
library in traces, template names, NestJS controller prefixes, route calls split over lines,
fences the text ends inside, a library's own API in code, lower-case "rest", a wider lexicon.

Each case is written for the rule it checks, not taken from the real corpus."""

from __future__ import annotations

import pytest

from kgstore.passive.extraction import (
    extract_api_endpoints,
    extract_file_paths,
    extract_technologies,
)


# --------------------------------------------------------------------------------------------
# Operating systems named in passing
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, absent", [
    ("Install the Boost headers with CMake. If you're on a Linux system, use your package "
     "manager; if you are on Windows, try vcpkg.", {"Linux", "Windows"}),
    ("Reset the Deno cache, e.g. on linux machine: `rm -rf ~/.cache/deno`, then rerun.",
     {"Linux"}),
    ("I run Neovim 0.9 from Manjaro Linux with LuaJIT and the crash is still there.", {"Linux"}),
    ("Bazel 6 fails on Linux Fedora 38 with gcc 13.", {"Linux"}),
    ("Use systemctl reload nginx on modern Linux distributions (CentOS 7/8, RHEL 7/8).",
     {"Linux"}),
])
def test_an_os_named_in_passing_is_no_technology(text, absent):
    found = set(extract_technologies(text))
    assert not absent & found, found


@pytest.mark.parametrize("text, expected", [
    ("**Environment**\n- OS: Linux\n- Database: MongoDB\n- nginx 1.18", "Linux"),
    ("The Docker daemon on Linux keeps its images under the overlay2 driver.", "Linux"),
    ("Electron 25 crashes on Windows 11 when the window is resized.", "Windows"),
    ("Das Amt stellt vom Betriebssystem Windows auf das freie Betriebssystem Linux um.", "Linux"),
])
def test_an_os_the_writer_uses_is_kept(text, expected):
    assert expected in extract_technologies(text)


# --------------------------------------------------------------------------------------------
# Files: scripts handed to a command, Go's standard library in traces, template names
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, path", [
    ("for the mac people add this to the root:\n\n```sh\nchmod +x ./setup.sh\n./setup.sh\n```",
     "setup.sh"),
    ("Then run it:\n\n    bash ./scripts/install.sh --prefix /opt", None),
    ("Run the bootstrap:\n\n./bootstrap.py\n\nand wait.", "bootstrap.py"),
])
def test_a_script_handed_to_a_command_is_a_file(text, path):
    found = extract_file_paths(text)
    if path is None:
        assert "scripts/install.sh" in found, found
    else:
        assert path in found, found


def test_a_go_trace_frame_of_the_standard_library_is_no_workspace_file():
    text = ("panic: index out of range\n\ngoroutine 24 [running]:\nruntime/debug.Stack()\n"
            "\truntime/debug/stack.go:24 +0x6\nmain.handler()\n\tcmd/server/main.go:41 +0x1f")
    assert "runtime/debug/stack.go" not in extract_file_paths(text)
    assert "src/server/main.go" in extract_file_paths("Edit src/server/main.go:24 and rebuild.")


def test_a_template_name_of_a_file_the_message_also_gives_is_not_named_twice():
    text = ('Error: loading templates: "/srv/site/themes/docs/layouts/partials/nav.html:12:1": '
            'parse failed: template: partials/nav.html:12: unclosed action')
    assert "partials/nav.html" not in extract_file_paths(text)
    helm = "Error: template: mychart/templates/service.yaml:14:59: executing \"x\" at <.Values>"
    assert "mychart/templates/service.yaml" in extract_file_paths(helm)


# --------------------------------------------------------------------------------------------
# Endpoints: a NestJS controller's prefix
# --------------------------------------------------------------------------------------------


def test_a_nestjs_controller_prefix_applies_to_its_handlers():
    text = ("```ts\n@Controller('users')\nexport class UsersController {\n  @Get()\n  findAll() {}\n"
            "\n  @Get(':id')\n  findOne() {}\n\n  @Post('invite')\n  invite() {}\n}\n```")
    assert set(extract_api_endpoints(text)) == {"GET /users", "GET /users/:id", "POST /users/invite"}


def test_a_bare_decorator_without_a_controller_names_no_endpoint():
    text = "```ts\nexport class AppController {\n  @Get()\n  getHello(): string { return 'hi'; }\n}\n```"
    assert extract_api_endpoints(text) == []


# --------------------------------------------------------------------------------------------
# Lexicon: names whose lower-case spelling is never the technology
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "I'm running through a basic tutorial to build a rest api using nest and Node 20.",
    "So I'm running some dead simple rest services on Sinatra 4 that get JSON posts.",
])
def test_lower_case_rest_is_the_writers_word(text):
    assert "REST" not in extract_technologies(text)


def test_rest_in_its_own_casing_is_still_rest():
    assert "REST" in extract_technologies("The service exposes a REST API next to its GraphQL one.")


@pytest.mark.parametrize("text, expected", [
    ("I have a local OPAM switch; `opam install dune` fails on OCaml 4.14.", "opam"),
    ("Packages come from MELPA through use-package in my init file.", "MELPA"),
    ("The CodeQL check fails on the PR since the workflow moved to Ubuntu 22.04.", "CodeQL"),
    ("Pagefind is unable to build an index after the Astro build.", "Pagefind"),
])
def test_the_wider_lexicon_knows_more_tools(text, expected):
    assert expected in extract_technologies(text)


@pytest.mark.parametrize("text, expected", [
    ('const router = new Router();\nrouter\n  .get("/book", (context) => {\n    context.response.body = books;\n  })\n'
     '  .post("/book", addBook);', {"GET /book", "POST /book"}),
    ("app.post(\n  '/testrpc',\n  zValidator('json', schema),\n  (c) => c.json({ ok: true })\n)",
     {"POST /testrpc"}),
    ("server.post(\n    \"/webhook\",\n    express.raw({ type: 'application/json' }),\n    handler\n);",
     {"POST /webhook"}),
])
def test_a_route_call_split_over_lines_is_an_endpoint(text, expected):
    assert set(extract_api_endpoints(text)) == expected


def test_a_lookup_split_over_lines_is_no_endpoint():
    assert extract_api_endpoints("const v = cache\n  .get('/users/me');") == []


def test_a_fence_the_text_ends_inside_still_names_its_language():
    text = ("2. restart your application\n\n```ts\nimport { Application, Router } from './deps.ts';\n"
            "const router = new Router();")
    assert "TypeScript" in extract_technologies(text)


@pytest.mark.parametrize("text, expected", [
    ("```js\nconst app = makeApp();\napp.use(express.json());\n```", "Express"),
    ("```go\nfunc handler(c *gin.Context) {\n\tc.JSON(200, gin.H{\"ok\": true})\n}\n```", "Gin"),
    ("```ruby\ninclude Rack::Test::Methods\n```", "Rack"),
])
def test_a_librarys_own_api_in_code_names_it(text, expected):
    assert expected in extract_technologies(text)


def test_a_librarys_member_quoted_in_a_sentence_names_it_only_as_a_call():
    # (part 15 turned this round: real labellers count "middleware express.json()" in a sentence)
    assert extract_technologies("We call electron.app.quit() and express.static() here.") == ["Express"]
    assert extract_technologies("Serve the folder with the express.static middleware.") == []
