"""Extraction rules of issue #20 part 10: a Rust crate's path names the crate; routes registered
with the method as a quoted argument (aiohttp's add_route, Echo's Add) or in an Actix resource's
closure; optional and exploded path parameters; an issue template's bracketed examples; a
project's path after a tracker's placeholder for its root or glued to a comment's marker; the
tail of a Windows path after a folder's space; the bindings of a JavaScript import list; a
package's spelling of a multi-word name; ZooKeeper the zoo's keeper; Vite's log tags; more
namespaces (rest_framework, requests, quarkus.*, org.jetbrains.kotlin); a wider lexicon.

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


@pytest.mark.parametrize("text, expected", [
    ("thread 'main' panicked at actix_web::server::h1: connection reset", "Actix"),
    ("expected `bevy::prelude::Transform`, found `Transform`", "Bevy"),
    ("```\n#[tokio::main]\nasync fn main() {}\n```", "Tokio"),
])
def test_a_rust_crates_path_names_the_crate(text, expected):
    assert expected in extract_technologies(text)


def test_a_standard_library_path_names_nothing():
    assert extract_technologies("use std::collections::HashMap; let m = core::mem::take(&mut x);") == []


def test_an_issue_templates_bracketed_examples_are_not_the_writers():
    text = ("**Desktop:**\n - OS: [e.g. Debian]\n - Browser [e.g. safari, firefox]\n"
            " - Version [e.g. 1.2]\n\nThe exporter drops rows after the upgrade.")
    assert not {"Debian", "Firefox", "Safari"} & set(extract_technologies(text))


def test_a_filled_in_template_field_still_counts():
    assert "Debian" in extract_technologies("**Desktop:**\n - OS: Debian 12\n - Browser: none")


def test_an_import_lists_bindings_are_the_modules_not_technologies():
    text = "```js\nimport { Router, Next, Context } from 'koa-tree';\n```"
    assert "Next.js" not in extract_technologies(text)


def test_a_package_spelling_of_a_multi_word_name_is_stored_as_the_lexicon_spells_it():
    found = extract_technologies("The views moved to django-rest-framework serializers last year.")
    assert "Django REST framework" in found and "django-rest-framework" not in found


def test_a_zookeeper_at_the_zoo_is_no_technology():
    text = "Our zookeeper feeds the otters at nine; ask the zookeeper about the penguins."
    assert extract_technologies(text) == []


def test_zookeeper_in_a_technical_text_is_still_zookeeper():
    text = "We run Kafka 2.8 and zookeeper under Docker Compose; the broker waits for zookeeper."
    assert "ZooKeeper" in extract_technologies(text)


# --------------------------------------------------------------------------------------------
# Endpoints
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    ("app.router.add_route('DELETE', '/sessions/{sid}', logout)", "DELETE /sessions/{sid}"),
    ('e.Add("PUT", "/items/:id", updateItem)', "PUT /items/:id"),
    ('router.Handle("GET", "/healthz", health)', "GET /healthz"),
])
def test_a_route_with_its_method_as_a_quoted_argument(text, expected):
    assert expected in extract_api_endpoints(text)


def test_an_actix_resource_with_its_method_in_the_closure():
    text = 'App::new().resource(\n    "/orders",\n    |r| r.method(http::Method::PUT).with(update))'
    assert extract_api_endpoints(text) == ["PUT /orders"]


@pytest.mark.parametrize("text, expected", [
    ('app.MapGet("/reports/{year?}", (int? year) => Results.Ok());', "GET /reports/{year?}"),
    ('@Get("/search{?query*}")\nHttpResponse<List> search(Query query)', "GET /search{?query*}"),
])
def test_optional_and_exploded_parameters_stay_in_the_path(text, expected):
    assert expected in extract_api_endpoints(text)


# --------------------------------------------------------------------------------------------
# Files
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, path", [
    ("line 12 of [PROJECT_ROOT]/app/models/invoice.rb: in `total'", "app/models/invoice.rb"),
    ("[app].../lib/tasks/import.rake:40:in `block'", "lib/tasks/import.rake"),
    ("//config/packages/security.yaml\nsecurity:\n  firewalls: {}", "config/packages/security.yaml"),
])
def test_a_path_after_a_root_placeholder_or_a_glued_comment_marker(text, path):
    assert path in extract_file_paths(text)


def test_a_dependencys_frame_after_a_placeholder_is_not_the_projects():
    text = "[bundle].../gems/rack-2.2.3/lib/rack/builder.rb:244:in `call'"
    assert extract_file_paths(text) == []


def test_the_tail_of_a_windows_path_after_a_folders_space_is_no_path():
    text = r"e: C:\My Projects\shop\src\main\kotlin\Cart.kt: (3, 9): Unresolved reference: sum"
    assert not [p for p in extract_file_paths(text) if p.startswith("Projects/")]


@pytest.mark.parametrize("text, expected", [
    ("[vite:css] [postcss] Unknown word in src/styles/main.css", {"Vite"}),
    ("ERROR  [vite:esbuild] Transform failed with 1 error", {"Vite", "esbuild"}),
])
def test_vites_log_tags_name_vite(text, expected):
    assert expected <= set(extract_technologies(text))


@pytest.mark.parametrize("text, expected", [
    ("'DEFAULT_PERMISSION_CLASSES': ['rest_framework.permissions.IsAuthenticated']",
     "Django REST framework"),
    ("`r = requests.get(url, timeout=5)` hangs forever", "Requests"),
    ("quarkus.datasource.jdbc.url=jdbc:postgresql://db/app", "Quarkus"),
    ("Execution failed: org.jetbrains.kotlin.gradle.tasks.CompilationErrorException", "Kotlin"),
])
def test_a_librarys_namespace_names_it(text, expected):
    assert expected in extract_technologies(text)


def test_the_word_requests_names_nothing():
    assert "Requests" not in extract_technologies("The requests were slow; most requests timed out.")


@pytest.mark.parametrize("text, expected", [
    ("Upgrading to Slim 4.12 broke our route groups.", "Slim Framework"),
    ("The Grape API mounts under /api with `mount V1::Base`.", "Grape"),
    ("JAX-RS resources return 404 under RESTEasy 6.", "JAX-RS"),
    ("Errors are reported to Honeybadger and Cloudinary hosts the images.", "Honeybadger"),
])
def test_the_wider_lexicon_knows_more_frameworks(text, expected):
    assert expected in extract_technologies(text)


def test_a_slim_waist_is_no_framework():
    assert extract_technologies("A slim waist and a slim chance: Slim was his nickname.") == []


def test_an_aspnet_groups_root_is_its_prefix_and_its_other_routes_are_left_out():
    # (issue #20 part 13: a route whose whole path the text never writes is left out, as people
    # leave it out of what they note -- the same for Gin's groups and FastAPI's prefixed routers)
    text = ('var orders = app.MapGroup("/api/orders");\n'
            'orders.MapGet("/", async (Db db) => await db.Orders.ToListAsync());\n'
            'orders.MapDelete("/{id}", async (int id, Db db) => Results.NoContent());\n'
            'app.MapGet("/health", () => "ok");')
    assert sorted(extract_api_endpoints(text)) == ["GET /api/orders", "GET /health"]


def test_a_markdown_links_relative_target_is_a_file():
    text = ("- moved the setup notes to [SETUP](./docs/SETUP.md)\n"
            "- see the [lint settings](./.eslintrc) and [release tags](../../tags/v2.0.0)")
    assert sorted(extract_file_paths(text)) == [".eslintrc", "docs/SETUP.md"]
