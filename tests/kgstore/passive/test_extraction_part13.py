"""Extraction rules of issue #20 part 13: general shapes of commands and version statements that
informal technical writing uses without code marks -- the prompts of common shells (starship's
"❯", oh-my-zsh's "➜  repo git:(main) ✗"), a command with a subcommand and options opening a
line or a list item ("3. helm install --set x=1"), and a version set for a name the lexicon
knows ("bump electron to 45.3.2", "upgraded node to 20").

Each case is written for the rule it checks, not taken from the real corpus."""

from __future__ import annotations

import pytest

from kgstore.passive.extraction import extract_api_endpoints, extract_file_paths, extract_technologies


# --------------------------------------------------------------------------------------------
# Shell prompts
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    ("```sh\n\u276f cargo run --release --example basic\n```", "Cargo"),
    ("\u276f cargo run --release --example basic", "Cargo"),
    ("```console\n\u279c  generic git:(fix/x) \u2717 kubectl apply -f operator.yaml\n```",
     "Kubernetes"),
    ("\u279c  app git:(main) yarn start", "Yarn"),
])
def test_a_command_after_a_shell_prompt_names_its_tool(text, expected):
    assert expected in extract_technologies(text)


@pytest.mark.parametrize("text", [
    "\u279c  next steps are on the wiki",
    "Click \u276f to go on.",
])
def test_a_prompt_glyph_before_words_is_no_command(text):
    assert extract_technologies(text) == []


# --------------------------------------------------------------------------------------------
# Command lines with a subcommand and options
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    ("1. download the chart\n3. helm install --set initialize=true pulsar -f values-2.yaml", "Helm"),
    ("Then run\ncargo clippy --all-targets", "Cargo"),
    ("- yarn add --dev typescript", "Yarn"),
])
def test_a_command_line_with_a_subcommand_and_options_names_its_tool(text, expected):
    assert expected in extract_technologies(text)


@pytest.mark.parametrize("text", [
    "3. go home -- it is late",
    "make sure to read the docs -- they help.",
    "- yarn spun into thread --- a craft fair.",
])
def test_words_and_a_dash_are_no_command_line(text):
    assert extract_technologies(text) == []


# --------------------------------------------------------------------------------------------
# A version set for a known name
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    ("deps: bump electron to 45.3.2 to stop the screen share crash", "Electron"),
    ("I upgraded node to 20 and the build broke.", "Node.js"),
    ("We pinned express to 4.18.2 until the fix lands.", "Express"),
    ("downgrading jest to 29.7 fixed it", "Jest"),
])
def test_a_version_set_for_a_known_name_names_it(text, expected):
    assert expected in extract_technologies(text)


@pytest.mark.parametrize("text", [
    "bump the version to 2.0 before the release",
    "We upgraded our plan to 2 seats.",
    "Update dependency to 3.1 in the lock file.",
    "They pinned hopes to 2 players.",
])
def test_a_version_set_for_another_word_names_nothing(text):
    assert extract_technologies(text) == []


# --------------------------------------------------------------------------------------------
# Names that are dictionary words: believed only where the text is about software
# --------------------------------------------------------------------------------------------
# Every level-1 name was checked against an English word list: those that are everyday words
# (a bicycle's handlebars, latex gloves, orange pulp, a garden gnome, the clang of a gate) or
# everyday phrases ("read the docs", "great expectations", "beyond compare") now need a
# technical context, or, for a phrase in lower case, a cue of its own.


@pytest.mark.parametrize("text", [
    "She gripped the handlebars and rode off down the hill.",
    "Wear latex gloves when handling raw chillies.",
    "Strain the orange pulp through a sieve.",
    "The garden gnome stood by the pond.",
    "We heard the clang of the iron gates.",
    "A roadrunner crossed the desert road.",
    "He walked in with swagger and a grin.",
    "Her beauty was beyond compare.",
    "He had great expectations for the season.",
    "The burglars would ransack the house.",
    "The factory had to retool for the war.",
    "A shapely vase stood on the table.",
    "The baby wails at night.",
    "My parents had to cosign the loan.",
    "He tried to finagle a better deal.",
    "The brakeman waved the lantern.",
    "Do bicep curls three times a week.",
    "The flatcar carried logs to the mill.",
    "Mechanics wore coveralls in the shop.",
    "A coverlet lay on the bed.",
    "The peewee hockey team won on Sunday.",
    "She read the Philadelphia Inquirer every morning.",
    "Under the starlight we walked home.",
    "Each cilium of the cell beats in rhythm.",
    "Pro tools for the workshop are on sale.",
    "The ancient city of Axum lies in the north of Ethiopia.",
    "Cordova is a small town in Alaska.",
    "The walls were lined with masonite panels.",
    "Astronomers measured the redshift of the galaxy.",
    "Ladle this beautiful soup into warm bowls.",
    "The sealed secrets of the family were revealed at last.",
    "Please read the docs before you ask.",
    "Airflow through the vents is poor.",
    "Pull the handbrake before you get out of the car.",
    "Braintree is a market town in Essex.",
    "The Falcon 9 rocket launched from Cape Canaveral.",
])
def test_a_dictionary_word_in_prose_is_no_technology(text):
    assert extract_technologies(text) == []


@pytest.mark.parametrize("text, expected", [
    ("Build fails on macOS 14.2\n\nclang: error: linker command failed with exit code 1\n"
     "error: could not compile `foo` due to previous error", "Clang"),
    ("Templates are rendered with Handlebars 4.7.8 in src/views/index.js.", "Handlebars"),
    ("The thesis is written in LaTeX and built with latexmk.", "LaTeX"),
    ("Solve the model with PuLP 2.7 and the CBC solver.", "PuLP"),
    ("Docs are published on Read the Docs from the docs/ folder with Sphinx 7.2.0.",
     "Read the Docs"),
    ("The docs build on readthedocs fails since sphinx 7.2.", "Read the Docs"),
    ("```bash\nbicep build main.bicep\n```", "Azure Bicep"),
    ("Fixed the swagger docs for the /users route in FastAPI 0.110.0 (src/main.py).", "OpenAPI"),
    ("Jobs run through Active Job with Sidekiq 7.2.", "Active Job"),
    ("We scrape with beautiful soup 4.12 and requests.", "Beautiful Soup"),
    ("We schedule the DAGs with Airflow 2.7.3 on Kubernetes.", "Airflow"),
    ("The API is a Falcon 3.1.1 app behind gunicorn.", "Falcon"),
])
def test_a_dictionary_word_about_software_is_still_named(text, expected):
    assert expected in extract_technologies(text)


@pytest.mark.parametrize("text", [
    "TypeError in src/app.ts with React 18.2.0 and Vite 5.0.1.\n\n"
    "Please read the docs before filing: the option was renamed.",
    "the active job count drops to 0 after 10.2.1 in src/jobs.py",
])
def test_an_everyday_phrase_in_lower_case_needs_a_cue_even_in_technical_text(text):
    assert not {"Read the Docs", "Active Job"} & set(extract_technologies(text))


# --------------------------------------------------------------------------------------------
# A program operated by name
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    ("restart docker and retry", "Docker"),
    ("start postgres first, then the app", "PostgreSQL"),
    ("I reloaded nginx and the 502s stopped.", "Nginx"),
])
def test_a_program_started_or_stopped_by_name_is_named(text, expected):
    assert expected in extract_technologies(text)


@pytest.mark.parametrize("text", [
    "The dockers went on strike at the port.",
    "Stop the docker from lifting that crate.",
    "He started python lessons at the zoo's reptile house.",
])
def test_an_everyday_word_after_such_a_verb_is_no_program(text):
    assert extract_technologies(text) == []


# --------------------------------------------------------------------------------------------
# Plugins named by their ecosystem's convention
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    ("- switched to lazy.nvim from packer.nvim", "lazy.nvim"),
    ("- switched to lazy.nvim from packer.nvim", "packer.nvim"),
    ("Completion now comes from nvim-cmp.", "nvim-cmp"),
    ("Plugins are installed with vim-plug.", "vim-plug"),
    ("Registered fastify-plugin for the auth routes.", "fastify-plugin"),
    ("Proxying goes through koa-proxy.", "koa-proxy"),
])
def test_a_plugin_named_by_its_ecosystems_convention_is_named(text, expected):
    assert expected in extract_technologies(text)


@pytest.mark.parametrize("text", [
    "He was full of vim and vigour.",
    "Edit ~/.config/nvim/init.vim and restart the editor.",
])
def test_a_plugins_look_alike_is_no_plugin(text):
    assert not [t for t in extract_technologies(text) if "vim" in t.lower()]


# --------------------------------------------------------------------------------------------
# A bug report's environment fields
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    ("**Describe the bug**\nIt crashes on save.\n\n- OS: Windows\n- Browser: Chrome\n- Version: 1.2",
     "Windows"),
    ("**Describe the bug**\nIt crashes on save.\n\n- OS: Windows\n- Browser: Chrome\n- Version: 1.2",
     "Chrome"),
    ("**Operating System:** Windows\n**Browser:** Firefox", "Windows"),
    ("Environment\n* Shell: Bash\n* Editor: Sublime Text", "Bash"),
])
def test_an_environment_field_names_its_value(text, expected):
    assert expected in extract_technologies(text)


@pytest.mark.parametrize("text", [
    "Windows open onto the garden; the OS of the house is its kitchen.",
    "Note: Windows were cleaned on Friday.",
])
def test_a_colon_elsewhere_is_no_environment_field(text):
    assert "Windows" not in extract_technologies(text)


# --------------------------------------------------------------------------------------------
# A module namespace that opens with its framework's name
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    ('In config/routes.rb:\n\n    mount Sidekiq::Web => "/sidekiq"', "Sidekiq"),
    ("use Mojolicious::Lite;\nget '/' => {text => 'hi'};", "Mojolicious"),
    ("use Symfony\\Component\\HttpKernel\\Kernel;", "Symfony"),
    ("Use it with Rack::PostBodyContentTypeParser in front.", "Rack"),
    ("label->setAlignment(Qt::AlignLeft);", "Qt"),
])
def test_a_namespace_opening_with_a_frameworks_name_names_it(text, expected):
    assert expected in extract_technologies(text)


@pytest.mark.parametrize("text, absent", [
    ("undefined method `migrate' for ActiveRecord::Migrator:Class (NoMethodError)", "ActiveRecord"),
    ("Symfony\\Component\\HttpKernel\\Exception\\NotFoundHttpException", "Symfony"),
    ("Open D:\\Projects\\Unity\\Assets\\Player.cs in the editor.", "Unity"),
    ("let v = Vec::new(); if a.cmp(&b) == Ordering::Less {}", "Rust"),
])
def test_an_errors_class_or_a_paths_folder_is_no_namespace_mention(text, absent):
    assert absent not in extract_technologies(text)


@pytest.mark.parametrize("text, expected", [
    ("The symptom shows on a Vercel-hosted Express API.", "Vercel"),
    ("It is an Nginx-fronted app on one VM.", "Nginx"),
    ("Our Heroku-deployed bot stopped answering.", "Heroku"),
])
def test_a_hosting_or_serving_hyphen_suffix_keeps_a_name(text, expected):
    assert expected in extract_technologies(text)


@pytest.mark.parametrize("text", ["They live in a Spring-built house.", "Sunday is a Swift-free day."])
def test_other_hyphen_suffixes_do_not_make_a_word_a_name(text):
    assert extract_technologies(text) == []


# --------------------------------------------------------------------------------------------
# npm scopes; npx; a route table whose cells lost their blanks
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    ("When running @capacitor/cli 7.0.1 the plugin is not found.", "Capacitor"),
    ("import { zValidator } from '@hono/zod-validator'", "Hono"),
    ('import { render } from "@testing-library/react";', "React Testing Library"),
])
def test_a_scoped_package_names_its_scopes_project(text, expected):
    assert expected in extract_technologies(text)


@pytest.mark.parametrize("text", [
    "import type { Request } from '@types/express-serve-static-core'",
    "Mail me at bob@example.com/support for help.",
])
def test_a_neutral_scope_or_an_address_names_no_project(text):
    assert "Express" not in extract_technologies(text) and extract_technologies(text) != ["Example"]


def test_a_dependency_update_keeps_a_scoped_plugin_as_written_and_names_its_scope():
    found = extract_technologies("* **deps:** update dependency @vitejs/plugin-vue to v5")
    assert "@vitejs/plugin-vue" in found and "Vite" in found


@pytest.mark.parametrize("text, expected", [
    ("```\nnpx jest --watch\n```", ["Jest"]),
    ("Then run `npx prisma migrate dev --name init`.", ["Prisma"]),
])
def test_npx_names_the_package_it_runs_not_npm(text, expected):
    assert extract_technologies(text) == expected


def test_a_route_tables_glued_cells_end_the_path_at_the_class():
    text = ("VerbPathActionNameNamed Route\nGET/accountAccount::Show:show:account\n"
            "POST/accountAccount::Create:create:account")
    assert extract_api_endpoints(text) == ["GET /account", "POST /account"]


@pytest.mark.parametrize("text", [
    'router = APIRouter(prefix="/users", tags=["users"])\n\n@router.get("/me")\nasync def me():\n    return 1',
    'users := r.Group("/users")\nusers.GET("/:id", getUser)\nusers.PUT("/:id", putUser)',
])
def test_a_route_on_a_prefixed_router_is_not_written_whole_and_is_left_out(text):
    assert extract_api_endpoints(text) == []


def test_a_route_beside_a_prefixed_router_is_kept():
    text = 'users := r.Group("/users")\nusers.GET("/:id", getUser)\nr.GET("/health", health)'
    assert extract_api_endpoints(text) == ["GET /health"]


@pytest.mark.parametrize("text", ["```\n$ aws configure\n```", "Run `aws --version` first."])
def test_the_aws_command_names_aws(text):
    assert "AWS" in extract_technologies(text)


def test_a_runners_own_build_report_names_neither_git_nor_its_platform():
    text = ("Version:      15.2.1\nGit revision: 32fc1585\nGit branch:   15-2-stable\n"
            "GO version:   go1.17.9\nOS/Arch:      linux/arm64")
    assert extract_technologies(text) == []


# --------------------------------------------------------------------------------------------
# A word-like name opening a sentence of a plainly technical text
# --------------------------------------------------------------------------------------------


def test_a_word_like_name_opening_a_sentence_of_a_technical_text_is_the_tool():
    text = ("I would like to enable tokio like that:\n\n```toml\n"
            'speed-limit = { version = "0.4.0", features = ["default", "tokio"]}\n```\n\n'
            "I did contribute the upgrade to tokio 1.x for this crate.\n\n"
            'Cargo creates "implicit" features for any optional dependencies it encounters.')
    assert "Cargo" in extract_technologies(text)


@pytest.mark.parametrize("text", [
    "Cargo ships were delayed at the port of Rotterdam. Spring storms closed the harbour.",
    "Crash in src/app.ts after upgrading to 18.2.0.\n\nSpring is here and we finally had time.",
])
def test_such_a_word_opening_a_sentence_elsewhere_is_a_word(text):
    assert not {"Cargo", "Spring"} & set(extract_technologies(text))


@pytest.mark.parametrize("text, expected", [
    ("When several methods share the same path, say GET , PUT , and DELETE on /books/:id, chain them.",
     ["DELETE /books/:id", "GET /books/:id", "PUT /books/:id"]),
    ("The route accepts both GET and POST requests to `/api/login`.", ["GET /api/login", "POST /api/login"]),
])
def test_several_methods_on_one_path_each_name_an_endpoint(text, expected):
    assert sorted(extract_api_endpoints(text)) == expected


def test_a_bare_list_of_every_method_on_a_path_is_an_explanation_not_endpoints():
    text = "Defines routes for GET, POST, PUT, DELETE methods on /items URL with simple responses."
    assert "PUT /items" not in extract_api_endpoints(text)


@pytest.mark.parametrize("text", ["```\n(venv)[vagrant@localhost ansible]$ ansible-playbook site.yml\n```",
                                  "I installed it in a venv with pipenv."])
def test_venv_is_pythons_own_module_not_virtualenv(text):
    assert "virtualenv" not in extract_technologies(text)


def test_virtualenv_is_still_virtualenv():
    assert "virtualenv" in extract_technologies("Create the environment with virtualenv 20.24.")


def test_a_go_runtimes_panic_trace_of_some_program_names_no_go():
    text = ("Stacktrace:\ngoroutine 24 [running]:\nruntime/debug.Stack()\n"
            "\truntime/debug/stack.go:24 +0x5e")
    assert "Go" not in extract_technologies(text)


def test_goroutines_in_a_sentence_still_name_go():
    assert "Go" in extract_technologies("Go routines were leaking; a goroutine per request is too many.")


# --------------------------------------------------------------------------------------------
# Route definitions of more frameworks
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    # Sinatra, Kemal, Plug: the root too, as the code defines it
    ('require "kemal"\nget "/" do\n  "Hello World!"\nend', ["GET /"]),
    ('get "/" do\n  send_resp(conn, 200, "ok")\nend', ["GET /"]),
    # Jester (Nim)
    ('routes:\n  get "/":\n    resp "Hello"\n  get "/hello/@name":\n    resp "x"',
     ["GET /", "GET /hello/@name"]),
    # Dream (OCaml)
    ('Dream.router [\n  Dream.get "/"\n    (fun _ -> Dream.html "hi");\n  Dream.get "/echo/:word"\n'
     '    (fun request -> x);\n]', ["GET /", "GET /echo/:word"]),
    # Dart's cascade on shelf_router's Router
    ("final router = Router()\n  ..get('/users', _listUsers)\n  ..post('/users', _createUser);",
     ["GET /users", "POST /users"]),
    # a JSON route table (Strapi)
    ('{\n  "method": "GET",\n  "path": "/arquivo/latest",\n  "handler": "Arquivo.latest"\n}',
     ["GET /arquivo/latest"]),
])
def test_route_definitions_of_more_frameworks(text, expected):
    assert sorted(extract_api_endpoints(text)) == expected


@pytest.mark.parametrize("text", ['You can get "/" do this way.', "Then go get the / key."])
def test_the_words_get_and_a_slash_in_a_sentence_are_no_route(text):
    assert extract_api_endpoints(text) == []


# --------------------------------------------------------------------------------------------
# Files that are not the project's
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    # a log line's caller, after its level (zap's console format, Envoy's)
    "2026-03-27T13:00:24.593-0400    INFO    channelz/trace.go:200   [core] Channel created",
    "error   exporterhelper/queued_retry.go:175      Exporting failed. No more retries left.",
    "[2018-06-07 23:03:32.170][16][info][main] external/envoy/source/server/server.cc:396] starting",
    # PlatformIO's build and dependency folders, a compiler's missing header, a system folder
    ".pio/libdeps/esp32/esp_dmx/src/esp_dmx.h:12:28: fatal error: hal/gpio_types.h: No such file",
    "Compiling .pio/build/test/src/main.cpp.o",
    "usr/lib/nim/pure/times.nim(79, 9) Error: cannot 'importc' variable at compile time",
])
def test_files_of_a_program_a_dependency_or_the_system_are_not_the_projects(text):
    assert extract_file_paths(text) == []


@pytest.mark.parametrize("text, expected", [
    ("ERROR in apps/dashboard/src/app/widgets/widgets.component.ts:61:10", "apps/dashboard/src/app/widgets/widgets.component.ts"),
    ("Error: YAML parse error on charts/app/templates/deployment.yaml: error converting YAML",
     "charts/app/templates/deployment.yaml"),
    ("src/main.rs:4:5: error: mismatched types", "src/main.rs"),
])
def test_a_projects_file_in_an_error_message_is_kept(text, expected):
    assert expected in extract_file_paths(text)


@pytest.mark.parametrize("text, expected", [
    ("Pulling db (postgres:alpine)...", "PostgreSQL"),
    ("services:\n  cache:\n    image: redis:latest", "Redis"),
    ("unable to get image 'docker.io/library/rabbitmq:3.8.16-management-alpine'", "RabbitMQ"),
    ("    image: bitnami/postgresql:15", "PostgreSQL"),
])
def test_a_container_image_names_the_program_it_packs(text, expected):
    assert expected in extract_technologies(text)


@pytest.mark.parametrize("text", ["    image: myorg/backend:1.2", "The image 'cover.png' is too large."])
def test_an_image_of_no_known_program_names_nothing(text):
    assert extract_technologies(text) == []


@pytest.mark.parametrize("text, expected", [
    ("INFO:werkzeug: * Running on http://127.0.0.1:5000/ (Press CTRL+C to quit)", "Werkzeug"),
    ("WARNING:urllib3.connectionpool:Retrying (Retry(total=2))", "urllib3"),
    ("import sentry_sdk\nsentry_sdk.init(dsn=DSN)", "Sentry"),
])
def test_a_python_log_records_logger_and_an_import_name_the_library(text, expected):
    assert expected in extract_technologies(text)


def test_the_root_logger_names_nothing():
    assert extract_technologies("ERROR:root:failed to connect") == []


# --------------------------------------------------------------------------------------------
# fresh-13 read: an idiom, an adjective, a template's choices
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "Did you know Go is the only board game in which humans can still reliably defeat computers.",
    "This indulgent drink marries a rich chocolatey base with espresso and steamed milk.",
])
def test_an_idiom_or_an_adjective_names_nothing(text):
    assert extract_technologies(text) == []


@pytest.mark.parametrize("text, expected", [
    ("I know Python and Go well.", "Go"),
    ("Install it with Chocolatey: choco install git", "Chocolatey"),
])
def test_the_names_themselves_are_still_found(text, expected):
    assert expected in extract_technologies(text)


def test_an_issue_templates_unfilled_choices_and_examples_name_nothing():
    text = ("- Python version (& distribution if applicable, e.g. Anaconda): \nPython 3.7.3\n"
            "- Type of virtual environment used (N/A | venv | virtualenv | conda | ...): venv")
    assert extract_technologies(text) == ["Python"]


def test_an_example_in_a_titles_parentheses_is_a_mention():
    text = "[Bug]: Minimal API (MapGet) not showing when API published (e.g. to Azure or localhost)"
    assert "Azure" in extract_technologies(text)


@pytest.mark.parametrize("text, expected", [
    ("const passport = require('passport')", "Passport"),
    ("from click import command", "Click"),
    ("### What version of @mantine/* packages do you have in package.json?", "Mantine"),
])
def test_a_package_imported_or_scoped_by_its_own_name_is_named(text, expected):
    assert expected in extract_technologies(text)


@pytest.mark.parametrize("text", ["import json", "const path = require('path')"])
def test_a_format_or_a_standard_module_imported_names_nothing(text):
    assert extract_technologies(text) == []


@pytest.mark.parametrize("text, expected", [
    ("```sh\ngo get -u github.com/spf13/cobra@latest\n```", "Cobra"),
    ('tap "homebrew/cask"\nbrew "starship"\ncask "iterm2"', "Starship"),
])
def test_a_package_managers_own_entry_names_the_package(text, expected):
    assert expected in extract_technologies(text)


def test_an_unknown_formula_names_nothing():
    assert extract_technologies('brew "zoxide-fork-x"') == []


def test_a_decorator_after_a_pages_line_number_is_no_email_address():
    text = "5\n6@app.route('/users', methods=['GET'])\n7def get_users():"
    assert extract_api_endpoints(text) == ["GET /users"]


def test_a_route_list_whose_lines_ran_together_keeps_each_route():
    text = "GET /posts → list all postsGET /posts/:id → get one postPOST /posts → create a post"
    assert sorted(extract_api_endpoints(text)) == ["GET /posts", "GET /posts/:id", "POST /posts"]


@pytest.mark.parametrize("text", [
    "Error: ...local/share/nvim/lazy/lazy.nvim/lua/lazy/core/loader.lua:361: attempt to call",
    'return {\n  "jbyuki/nabla.nvim",\n  lazy = false,\n}',
    "../../../../go/pkg/mod/github.com/spf13/cobra@v1.9.1/command.go:42:30: undefined: flag.X",
])
def test_an_elided_path_a_plugin_name_and_gos_module_cache_are_not_files(text):
    assert extract_file_paths(text) == []
