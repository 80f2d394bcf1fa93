"""Extraction rules of issue #20 part 11: "docker" in lower case alone is an everyday word (a dock
worker); a Terraform resource type outside its block (a provider changelog's entry, Terraform's
diagnostics, a resource's address) names its service; a task of Elixir's build tool names Mix
and the application it writes; "composer require" and "pod install" name Composer and CocoaPods; a Dart manifest's dependencies;
more namespaces (org.apache.maven, Ecto's adapters, chi's own API); a Go build's target platform
("GOOS: linux") is no operating system named; a wider lexicon
(controller-runtime, controller-tools, controller-gen, Spring Tool Suite, aws-cli, OSX); the root
path of a route that code defines (not a group's or a sub-router's); an optional last ":param?"; a route table's line after its
helper; a mapping annotation with several paths; a route call chained on a call; the tail of an
absolute path after a capitalised folder's blank; a Go program run by its relative path.

Each case is written for the rule it checks, not taken from the real corpus."""

from __future__ import annotations

import pytest

from kgstore.passive.extraction import (
    extract_api_endpoints,
    extract_file_paths,
    extract_technologies,
)


# --------------------------------------------------------------------------------------------
# Technologies
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "docker",
    "The port hired every docker, porter and carter it could find.",
    "a longshoreman, stevedore, docker or wharfie loads and unloads ships",
])
def test_docker_in_lower_case_alone_is_an_everyday_word(text):
    assert "Docker" not in extract_technologies(text)


@pytest.mark.parametrize("text", [
    "Docker",
    "I installed Docker on my laptop",
    "my docker container keeps restarting",
    "docker build -t app .",
    "```\n$ docker run -p 8080:80 nginx\n```",
])
def test_docker_as_the_tool(text):
    assert "Docker" in extract_technologies(text)


@pytest.mark.parametrize("text, expected", [
    ("BUG FIXES:\n- resource/aws_lambda_function: Prevent inconsistent plans (#1)", "AWS Lambda"),
    ("- data-source/aws_s3_bucket: Add the `region` attribute (#2)", "Amazon S3"),
    ('Error: Unsupported argument\n  on main.tf line 4, in resource "aws_eip" "nat":', "AWS"),
    ("When expanding the plan for module.s3.aws_s3_bucket.logs to include new values", "Amazon S3"),
    ("the ECR repository aws_ecr_repository.app was replaced", "Amazon ECR"),
])
def test_a_terraform_resource_type_outside_its_block_names_its_service(text, expected):
    assert expected in extract_technologies(text)


def test_a_word_like_aws_identifier_is_no_resource_address():
    assert extract_technologies("set aws_access_key_id in the profile, then call aws_config(x)") == []


@pytest.mark.parametrize("text, expected", [
    ("Then run `mix ecto.migrate` and start the server.", ["Mix", "Ecto"]),
    ("$ mix phoenix.gen.html Post posts body:string", ["Mix", "Phoenix"]),
    ("$ mix phx.server\nCompiling 3 files (.ex)", ["Mix"]),  # phx is no framework's name
])
def test_a_mix_task_names_mix_and_the_application_it_writes(text, expected):
    found = extract_technologies(text)
    assert all(name in found for name in expected), found
    if expected == ["Mix"]:
        assert "Phoenix" not in found


def test_mix_in_a_recipe_is_no_build_tool():
    assert extract_technologies("Mix the flour and sugar. Mix 2 cups of milk in.") == []


@pytest.mark.parametrize("text, expected", [
    ("Installation\ncomposer require laravel/sanctum\nphp artisan migrate", "Composer"),
    ("Running pod install...                  48.8s\nRunning Xcode build...", "CocoaPods"),
])
def test_composer_require_and_pod_install_name_their_tools(text, expected):
    assert expected in extract_technologies(text)


def test_a_dart_manifests_dependencies_with_their_versions():
    text = ("```yaml\nname: app\nenvironment:\n  sdk: \">=2.7.0 <3.0.0\"\n\ndependencies:\n  flutter:\n"
            "    sdk: flutter\n\n  google_fonts: ^1.1.0\n  auto_route: ^0.6.1\n\ndev_dependencies:\n"
            "  build_runner: 1.10.0\n\nflutter:\n  uses-material-design: true\n```")
    assert extract_technologies(text) == ["google_fonts", "auto_route", "build_runner"]


def test_a_manifests_other_keys_with_versions_are_no_dependencies():
    assert extract_technologies("name: app\nversion: 1.0.0+1\nenvironment:\n  sdk: 2.7.0\n") == []


def test_a_kubernetes_pod_is_no_cocoapods():
    assert "CocoaPods" not in extract_technologies("kubectl get pod -n default\nthe pod is pending")


@pytest.mark.parametrize("text, expected", [
    ("Plugin execution not covered: org.apache.maven.plugins:maven-resources-plugin:3.1.0", "Maven"),
    ("(ecto) lib/x.ex:200: Ecto.Adapters.Postgres.repo_pool/1", "PostgreSQL"),
    ("```go\nr := chi.NewRouter()\nr.Use(middleware.Logger)\n```", "chi"),
])
def test_more_namespaces_name_their_product(text, expected):
    assert expected in extract_technologies(text)


def test_chi_the_greek_letter_is_no_router():
    assert "chi" not in extract_technologies("the chi-squared test uses chi.square from the table")


@pytest.mark.parametrize("text", [
    'operator-sdk version: "v1.34.2", go version: "go1.21.10", GOOS: "linux", GOARCH: "amd64"',
    "GOOS=windows GOARCH=amd64 go build -o app.exe",
])
def test_a_go_builds_target_platform_is_no_operating_system_named(text):
    found = extract_technologies(text)
    assert "Linux" not in found and "Windows" not in found


@pytest.mark.parametrize("text, expected", [
    ("the controller-runtime library requeues the request on an error", "controller-runtime"),
    ("The above controller-tools fix is not appropriate.", "controller-tools"),
    ("Run controller-gen again to regenerate the CRD manifests.", "controller-gen"),
    ("JDK: v1.8.0_162\n\nSpring Tool Suite: v3.9.3.RELEASE", "Spring Tool Suite"),
    ("### AWS Provider Version\n\naws-cli/2.7.25", "AWS CLI"),
    ("* Operating system: OSX", "macOS"),
])
def test_a_wider_lexicon(text, expected):
    assert expected in extract_technologies(text)


# --------------------------------------------------------------------------------------------
# Endpoints
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    ("app.get('/', (req, res) => {\n  res.send('API Root')\n})", ["GET /"]),
    ('goji.Post("/", Post)', ["POST /"]),
    ("Route::post('/', function () {});", ["POST /"]),
    ("@app.route('/', methods=['GET', 'POST'])\ndef index():", ["GET /", "POST /"]),
    ('@GetMapping("/")\npublic String home() {', ["GET /"]),
])
def test_the_root_path_of_a_route_defined_in_code(text, expected):
    assert extract_api_endpoints(text) == expected


@pytest.mark.parametrize("text", [
    "Cannot GET /",
    'Chi does not handle "GET /" when only POST is defined',
    '"POST / HTTP/1.1" 405 -',
    "requests.get('/')",
])
def test_the_root_path_in_prose_logs_or_a_clients_request_is_no_endpoint(text):
    assert extract_api_endpoints(text) == []


@pytest.mark.parametrize("text", [
    'users := rest.Group("/users")\nusers.POST("/", createUser)',  # the group's prefix is its root
    "// lib/routes/users.js\nrouter.post('/', createUser);",  # a sub-router's, where it is mounted
])
def test_the_root_of_a_group_or_a_sub_router_is_not_the_sites(text):
    assert extract_api_endpoints(text) == []


@pytest.mark.parametrize("text, expected", [
    ('new Elysia()\n  .get("/:first/:second?", async ({ params }) => params)', ["GET /:first/:second?"]),
    ("app.get('/users/:id?', handler)", ["GET /users/:id?"]),
    ("router.delete('/files/:name?/:rev', remove)", ["DELETE /files/:name?/:rev"]),
])
def test_an_optional_colon_parameter_keeps_its_question_mark(text, expected):
    assert extract_api_endpoints(text) == expected


def test_a_question_mark_after_a_path_in_prose_is_punctuation():
    assert extract_api_endpoints("Did you call GET /users/:id? It returns 404.") == ["GET /users/:id"]


def test_a_route_call_chained_on_a_call():
    text = 'const app = new Elysia().get(\n    "/api/:required/:optional?",\n    ({ params }) => params.required\n  );'
    assert extract_api_endpoints(text) == ["GET /api/:required/:optional?"]


def test_a_route_tables_line_after_its_helper():
    text = "such as ```user_post_path  POST    /users/:user_id/posts```\npage_path  GET  /  PageController :index"
    assert extract_api_endpoints(text) == ["POST /users/:user_id/posts"]


def test_a_mapping_annotation_with_several_paths():
    text = '@DeleteMapping(path = {\n"/user/{userName}/delete",\n"/user/{userName}/del"}\n)\npublic void delete('
    assert extract_api_endpoints(text) == ["DELETE /user/{userName}/delete", "DELETE /user/{userName}/del"]


# --------------------------------------------------------------------------------------------
# Files
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "Build file '/Users/me/Documents/GitHub/Material Design/codelabs/android/build.gradle' line: 26",
    'ERROR: could not open extension control file "C:/Program Files/PostgreSQL/14/share/vector.control"',
])
def test_the_tail_of_an_absolute_path_after_a_capitalised_folders_blank_is_no_file(text):
    assert extract_file_paths(text) == []


def test_a_relative_path_after_an_absolute_program_is_still_a_file():
    assert extract_file_paths("run /usr/bin/python scripts/report.py now") == ["scripts/report.py"]


def test_a_go_program_run_by_its_relative_path():
    assert extract_file_paths("```\ngo vet ./...\ngo run ./main.go\n```") == ["main.go"]
