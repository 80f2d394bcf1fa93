"""Extraction rules of issue #20 part 12: a wider lexicon (the tools, libraries, services and
platforms people name every day in each ecosystem, each at the precision level its name needs);
Ruby's and Lua's require without parentheses names its library as an import does; a framework's
integration package names the tool it integrates ("@astrojs/react"); a package registry's page of
a package names it ("npmjs.com/package/express"); a Markdown link whose text is its own site's
name ("[revel](https://revel.github.io/)").

Each case is written for the rule it checks, not taken from the real corpus."""

from __future__ import annotations

import pytest

from kgstore.lexicon import canonical_technology_name, technology_level
from kgstore.passive.extraction import (
    extract_api_endpoints,
    extract_file_paths,
    extract_technologies,
)


# --------------------------------------------------------------------------------------------
# The wider lexicon
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name, level", [
    ("Compojure", 1), ("Aeson", 1), ("Plack", 1), ("R2DBC", 1), ("springdoc", 1),
    ("Nextcloud", 1), ("Dgraph", 1), ("Valibot", 1), ("Kysely", 1), ("PostHog", 1),
    ("Active Job", 1), ("Sidekiq Pro", None), ("Flask-Login", 1), ("LangGraph", 1),
    ("Nitro", 2), ("Tiller", 2), ("Quarto", 2),
    ("Ring", 3), ("Servant", 3), ("Oak", 3), ("Combine", 3), ("Room", 3), ("plumber", 3),
])
def test_new_entries_and_their_levels(name, level):
    if level is None:
        assert canonical_technology_name(name) is None
    else:
        assert canonical_technology_name(name) == name
        assert technology_level(name) == level


@pytest.mark.parametrize("text, expected", [
    ("We route requests with Compojure and serve them through Ring's Jetty adapter.", "Compojure"),
    ("We upgraded Ring 1.9.6 and Compojure 1.7.0 last week.", "Ring"),
    ("build-depends: base, aeson, servant-server", "Aeson"),
    ("The API is typed with `servant` and served by warp.", "Servant"),
    ("The API runs on Spring WebFlux with R2DBC and PostgreSQL.", "R2DBC"),
    ("The OpenAPI page comes from springdoc 2.3.0 in the WebFlux app.", "springdoc"),
    ("- Nuxt Version:     3.9.3\n- Nitro Version:    2.8.1", "Nitro"),
    ("Background jobs go through Active Job with Sidekiq as its adapter.", "Active Job"),
    ("```r\nlibrary(plumber)\npr <- plumber::plumb('api.R')\n```", "plumber"),
    ("We self-host Nextcloud and Vaultwarden behind Traefik.", "Nextcloud"),
    ("Schemas are validated with Valibot instead of Zod.", "Valibot"),
    ("Product analytics go to PostHog; errors to Sentry.", "PostHog"),
])
def test_new_entries_in_technical_text(text, expected):
    assert expected in extract_technologies(text)


@pytest.mark.parametrize("text", [
    # trap words the new entries must leave alone in prose
    "She wore a gold ring and a silver bracelet to the wedding.",
    "The loyal servant brought the tea on a silver tray.",
    "An old oak stood at the end of the lane, its branches bare.",
    "Combine the flour and the butter, then add the eggs.",
    "The room was small but the window looked over the harbour.",
    "Call a plumber if the pipe under the sink keeps leaking.",
    "The tiller broke in the storm and the boat drifted for hours.",
    "He printed the poems in quarto, bound in red leather.",
    "Nitro cold brew is coffee served with nitrogen bubbles.",
    "The mongoose fights the snake; the meerkats keep watch.",
    "Dutch elm disease killed most of the elm trees in the town.",
    "A good caddy carries the bag and reads the greens.",
    "Stir the mocha and add a spoon of whipped cream on top.",
    "The jaguar is the largest cat of the Americas; the Jags won on Sunday.",
    "I invision a garden with roses and a small pond.",
    "The benthos of the lake is rich in worms and larvae.",
    "Principia Mathematica was published in three volumes.",
    "The segment on the evening news covered the panel discussion.",
    "Add a square of dark chocolate and a linear pattern of cream.",
])
def test_trap_words_in_prose_stay_clean(text):
    assert extract_technologies(text) == []


# --------------------------------------------------------------------------------------------
# Bare requires, integration packages, registry pages, self-named links
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    ("```ruby\nrequire 'sidekiq/web'\nmount Sidekiq::Web => '/sidekiq'\n```", "Sidekiq"),
    ("require \"nokogiri\"\ndoc = Nokogiri::HTML(html)", "Nokogiri"),
    ("local socket = require \"luasocket\"\nrequire 'busted'", None),
])
def test_a_require_without_parentheses_names_its_library(text, expected):
    found = extract_technologies(text)
    if expected is None:
        assert "Sidekiq" not in found
    else:
        assert expected in found


def test_require_in_a_sentence_is_not_an_import():
    assert extract_technologies("These rooms require 'special' permission from the host.") == []


@pytest.mark.parametrize("text, expected", [
    ("Integrations             @astrojs/mdx\n                         @astrojs/react", {"MDX", "React"}),
    ("modules: ['@nuxtjs/tailwindcss']", {"Tailwind"}),
])
def test_an_integration_package_names_the_tool_it_integrates(text, expected):
    assert expected <= set(extract_technologies(text))


def test_a_plugin_package_is_a_tool_of_its_own():
    assert "Vue" not in extract_technologies("update dependency @vitejs/plugin-vue to v5")


@pytest.mark.parametrize("text, expected", [
    ("See https://www.npmjs.com/package/express for the docs.", "Express"),
    ("The package is on https://pypi.org/project/requests/ now", "Requests"),
    ("Released on https://crates.io/crates/serde", "Serde"),
])
def test_a_registry_page_names_its_package(text, expected):
    assert expected in extract_technologies(text)


def test_an_import_address_is_left_alone():
    text = 'import { Application } from "https://deno.land/x/oak/mod.ts";'
    assert "Oak" not in extract_technologies(text)


@pytest.mark.parametrize("text, expected", [
    ("if you want a fullstack framework use [revel](https://revel.github.io/) or [beego](http://beego.me/)",
     {"Revel", "Beego"}),
    ("we route with [chi](https://github.com/go-chi/chi) these days", {"chi"}),
])
def test_a_link_whose_text_is_its_own_sites_name(text, expected):
    assert expected <= set(extract_technologies(text))


@pytest.mark.parametrize("text", [
    "read more [here](https://here.example.com/post)",
    "a [ring](https://jewellery.example.com/rings) for the bride",
])
def test_other_links_name_nothing(text):
    assert extract_technologies(text) == []


# --------------------------------------------------------------------------------------------
# Classes named after the provider they wrap
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    ("embeddings = OpenAIEmbeddings(model='text-embedding-3-small')", "OpenAI"),
    ("llm = ChatOllama(model='llama3')", "Ollama"),
    ("emb = AzureOpenAIEmbeddings(azure_deployment='x')", "Azure OpenAI"),
    ("from langchain.embeddings import HuggingFaceEmbeddings", "Hugging Face"),
])
def test_a_class_named_after_its_provider(text, expected):
    assert expected in extract_technologies(text)


@pytest.mark.parametrize("text", [
    "vectors = MyEmbeddings()",
    "class ChatRoom: pass",
    "The ChatGroup and the Embeddings page were renamed.",
])
def test_other_classes_name_no_provider(text):
    assert extract_technologies(text) == []


# --------------------------------------------------------------------------------------------
# Endpoints: plumber's annotations, Play's routes file, Mojolicious's arrow routes
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    ("#* @get /myoutput\nmyfunction <- function() {\n  output\n}", "GET /myoutput"),
    ("    #* @post /input\n    function(val, res){ }", "POST /input"),
])
def test_a_plumber_annotation_defines_a_route(text, expected):
    assert expected in extract_api_endpoints(text)


@pytest.mark.parametrize("text, expected", [
    ("and conf/routes like:\n\n```\nGET / controllers.Foo.action\n```", "GET /"),
    ("POST    /items     controllers.Items.create()", "POST /items"),
    ("`[error] GET     /        @api.controllers.Application.index()`", "GET /"),
])
def test_a_play_routes_line_defines_a_route(text, expected):
    assert expected in extract_api_endpoints(text)


def test_a_method_and_path_without_a_controller_is_no_play_route():
    assert extract_api_endpoints("GET / HTTP/1.1\nHost: example.com") == []


def test_mojolicious_arrow_routes_not_under_a_prefix():
    text = ("```perl\n$r->get('/' => 'index')->to('#welcome');\n"
            "my $bla = $r->under('/bla');\n$bla->get('/la' => { text => 'x' });\n"
            "$r->get('/testtext' => { text => 'good' });\n```")
    found = extract_api_endpoints(text)
    assert "GET /testtext" in found and "GET /" in found
    assert "GET /la" not in found


def test_an_arrow_call_without_a_route_target_is_no_route():
    assert extract_api_endpoints("$client->get('/users', ['query' => $q]);") == []


# --------------------------------------------------------------------------------------------
# Files: a "./" path from the program's folder, an option's value, a volume's host side
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    ("preload: path.join(__dirname, './preload.js'),", "preload.js"),
    ("preload: path.join(__dirname, '../preload.js'),", "preload.js"),
    ("run: dotnet ef migrations bundle --output ./efbundle.exe --verbose", "efbundle.exe"),
    ("helm install pulsar -f ./values-prod.yaml ./chart/", "values-prod.yaml"),
    ('    volumes:\n      - "./services.toml:/etc/traefik/services.toml"', "services.toml"),
])
def test_a_relative_file_by_its_use(text, expected):
    assert expected in extract_file_paths(text)


@pytest.mark.parametrize("text", [
    "templateUrl: './app.component.html'",
    # ("./main.go:23:27: undefined: x" is a file since part 18: the later splits label a
    # compiler's message's ./x.go 9 texts to 3)
    "see ./main.go:23:27: for x",
    "see ./notes.txt for details",
])
def test_other_dot_slash_names_stay_out(text):
    assert extract_file_paths(text) == []


# --------------------------------------------------------------------------------------------
# Server banners, more fence languages, Passenger beside its server
# --------------------------------------------------------------------------------------------


def test_a_server_banners_products_with_build_suffixes():
    text = ("[notice] Apache/2.2.15 (Unix) mod_ssl/2.2.15 OpenSSL/1.0.1e-fips mod_perl/2.0.4 "
            "Perl/v5.10.1 configured -- resuming normal operations")
    assert {"OpenSSL", "mod_perl", "Perl"} <= set(extract_technologies(text))


def test_a_user_agents_safari_stays_out():
    text = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/102.0.5005.115 Safari/537.36"
    assert "Safari" not in extract_technologies(text)


@pytest.mark.parametrize("fence, expected", [
    ("R", "R"), ("r", "R"), ("crystal", "Crystal"), ("groovy", "Groovy"), ("jinja", "Jinja"),
    ("fsharp", "F#"), ("objc", "Objective-C"), ("prisma", "Prisma"),
])
def test_more_fence_languages(fence, expected):
    assert expected in extract_technologies(f"```{fence}\nx = 1\n```")


def test_passenger_beside_its_web_server():
    assert "Phusion Passenger" in extract_technologies("a pretty standard Nginx/Passenger deploy")
    assert extract_technologies("The passenger in seat 12 asked for water.") == []


# --------------------------------------------------------------------------------------------
# A tool's Windows executable as a command
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    ("Usage: cargo.exe build [OPTIONS]", "Cargo"),
    ("D:\\work> node.exe server.js", "Node.js"),
])
def test_a_tools_windows_executable_as_a_command(text, expected):
    assert expected in extract_technologies(text)


@pytest.mark.parametrize("text", [
    "I opened notepad.exe today",
    "the cargo.exe file was quarantined",
])
def test_other_executables_name_nothing(text):
    assert "Cargo" not in extract_technologies(text) and extract_technologies(text) == []
