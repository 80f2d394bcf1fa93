"""Lexicon of issue #20 part 13: the tools, libraries, services and platforms each ecosystem
names every day that the earlier parts left out, each at the precision level its spelling
needs -- level 1 for spellings no English text uses, level 2 for capitalised names and proper
nouns that need a technical context, level 3 for words ("Rich", "Tenacity", "Faker").

Each sentence is written for the entry it checks, not taken from the real corpus."""

from __future__ import annotations

import pytest

from kgstore.lexicon import (
    AMBIGUOUS,
    DISTINCTIVE,
    ENGLISH_WORD,
    TECHNOLOGY_BY_NAME,
    canonical_technology_name,
    technology_level,
)
from kgstore.passive.extraction import extract_technologies


# --------------------------------------------------------------------------------------------
# Entries and their levels
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("spelling, name, level", [
    # JavaScript / TypeScript
    ("Superstruct", "Superstruct", DISTINCTIVE),
    ("Nunjucks", "Nunjucks", DISTINCTIVE),
    ("rehype", "rehype", DISTINCTIVE),
    ("drizzle-kit", "drizzle-kit", DISTINCTIVE),
    ("Knip", "Knip", DISTINCTIVE),
    ("Crawlee", "Crawlee", DISTINCTIVE),
    ("Pug", "Pug", AMBIGUOUS),
    ("Chalk", "Chalk", AMBIGUOUS),
    ("Bunyan", "Bunyan", ENGLISH_WORD),
    # Python
    ("msgspec", "msgspec", DISTINCTIVE),
    ("xarray", "xarray", DISTINCTIVE),
    ("OmegaConf", "OmegaConf", DISTINCTIVE),
    ("Langfuse", "Langfuse", DISTINCTIVE),
    ("Rich", "Rich", AMBIGUOUS),
    ("Tenacity", "Tenacity", AMBIGUOUS),
    ("Faker", "Faker", AMBIGUOUS),
    ("attrs", "attrs", AMBIGUOUS),
    ("Hatchling", "Hatchling", AMBIGUOUS),
    ("Kombu", "Kombu", ENGLISH_WORD),
    # Ruby, PHP
    ("HTTParty", "HTTParty", DISTINCTIVE),
    ("Zeitwerk", "Zeitwerk", DISTINCTIVE),
    ("Faraday", "Faraday", AMBIGUOUS),
    ("WPForms", "WPForms", DISTINCTIVE),
    ("Flysystem", "Flysystem", DISTINCTIVE),
    ("Gravity Forms", "Gravity Forms", ENGLISH_WORD),
    ("Carbon", "Carbon", AMBIGUOUS),
    # Go, Rust
    ("staticcheck", "staticcheck", DISTINCTIVE),
    ("gqlgen", "gqlgen", DISTINCTIVE),
    ("Temporal", "Temporal", AMBIGUOUS),
    ("Bubble Tea", "Bubble Tea", ENGLISH_WORD),
    ("Ratatui", "Ratatui", DISTINCTIVE),
    ("cargo-nextest", "cargo-nextest", DISTINCTIVE),
    ("Tower", "Tower", AMBIGUOUS),
    ("hyperfine", "hyperfine", AMBIGUOUS),
    # JVM, .NET
    ("HikariCP", "HikariCP", DISTINCTIVE),
    ("Checkstyle", "Checkstyle", DISTINCTIVE),
    ("Espresso", "Espresso", AMBIGUOUS),
    ("KSP", "KSP", AMBIGUOUS),
    ("Autofac", "Autofac", DISTINCTIVE),
    ("QuestPDF", "QuestPDF", DISTINCTIVE),
    ("Humanizer", "Humanizer", AMBIGUOUS),
    # Elixir, Dart, Swift, mobile
    ("HTTPoison", "HTTPoison", DISTINCTIVE),
    ("Tesla", "Tesla", AMBIGUOUS),
    ("go_router", "go_router", DISTINCTIVE),
    ("freezed", "freezed", AMBIGUOUS),
    ("mocktail", "mocktail", AMBIGUOUS),
    ("SDWebImage", "SDWebImage", DISTINCTIVE),
    ("TCA", "The Composable Architecture", ENGLISH_WORD),
    ("EAS", "EAS", ENGLISH_WORD),
    ("Tamagui", "Tamagui", DISTINCTIVE),
    # data, infrastructure, observability, CI, cloud, editors, security
    ("QuestDB", "QuestDB", DISTINCTIVE),
    ("Patroni", "Patroni", DISTINCTIVE),
    ("kubectx", "kubectx", DISTINCTIVE),
    ("Tilt", "Tilt", AMBIGUOUS),
    ("Falco", "Falco", ENGLISH_WORD),
    ("SigNoz", "SigNoz", DISTINCTIVE),
    ("git-cliff", "git-cliff", DISTINCTIVE),
    ("Release Please", "Release Please", ENGLISH_WORD),
    ("GuardDuty", "Amazon GuardDuty", DISTINCTIVE),
    ("Gemini", "Google Gemini", ENGLISH_WORD),
    ("Pylance", "Pylance", DISTINCTIVE),
    ("Semgrep", "Semgrep", DISTINCTIVE),
    ("Suricata", "Suricata", DISTINCTIVE),
])
def test_a_part13_spelling_has_its_entry_and_level(spelling, name, level):
    assert name is not None
    assert canonical_technology_name(spelling) == name
    assert technology_level(spelling) == level


@pytest.mark.parametrize("name", [
    "Patroni", "Suricata", "Nessus", "TruffleHog", "Airbrake", "Raygun", "Telepresence",
    "Terraformer", "Comlink", "Incus", "Azurite", "Lacework", "Luau", "Firebolt", "Tetragon",
])
def test_a_distinctive_name_that_is_also_a_word_or_proper_noun_is_everyday(name):
    tech = TECHNOLOGY_BY_NAME[name]
    assert tech.level == DISTINCTIVE and tech.everyday


@pytest.mark.parametrize("name", [
    "Rich", "Tenacity", "Faker", "Temporal", "Tower", "Espresso", "Tesla", "freezed", "mocktail",
    "Tilt", "Hatchling", "Carbon",
])
def test_a_word_like_name_needs_its_own_cue_and_a_dotted_version(name):
    tech = TECHNOLOGY_BY_NAME[name]
    assert tech.level == AMBIGUOUS
    assert tech.context_ok is False and tech.int_version_ok is False


# --------------------------------------------------------------------------------------------
# Technical sentences: the new name is found
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text, expected", [
    ("Validation moved from Yup to Superstruct; the schema types are inferred.", "Superstruct"),
    ("The templates are rendered with Nunjucks on the server.", "Nunjucks"),
    ("Run `npx drizzle-kit generate` after changing the schema.", "drizzle-kit"),
    ("Knip reports unused exports and dependencies in the monorepo.", "Knip"),
    ("Replaced the hand-written crawler with Crawlee and Playwright.", "Crawlee"),
    ("Decoding with msgspec is about ten times faster than with the json module.", "msgspec"),
    ("The config tree is merged by OmegaConf before the training run starts.", "OmegaConf"),
    ("```python\nfrom rich.console import Console\nConsole().print(table)\n```", "Rich"),
    ("Wrapped the HTTP call in `@retry` from tenacity 8.2.3 to survive timeouts.", "Tenacity"),
    ("```python\nfrom faker import Faker\nfake = Faker()\n```", "Faker"),
    ("The Celery workers use Kombu with RabbitMQ as the broker.", "Kombu"),
    ("HTTParty raises on timeouts since the upgrade of the Rails app.", "HTTParty"),
    ("Zeitwerk could not autoload the constant from app/services.", "Zeitwerk"),
    ("The contact page uses WPForms and the shop uses WooCommerce.", "WPForms"),
    ("staticcheck flags the unused result of the append call.", "staticcheck"),
    ("The GraphQL server is generated by gqlgen from schema.graphqls.", "gqlgen"),
    ("The TUI is built with Bubble Tea in Go 1.22.", "Bubble Tea"),
    ("The dashboard is a Ratatui app on top of Crossterm.", "Ratatui"),
    ("CI runs `cargo nextest run` via cargo-nextest to split the test binaries.", "cargo-nextest"),
    ("Compared the two builds with hyperfine 1.18.0 on the same machine.", "hyperfine"),
    ("The pool is HikariCP with a maximum of ten connections to PostgreSQL.", "HikariCP"),
    ("Registered the services in Autofac instead of the default container in ASP.NET Core.",
     "Autofac"),
    ("The invoices are rendered with QuestPDF in the .NET worker.", "QuestPDF"),
    ("The Elixir client calls the API with HTTPoison and decodes the body with Jason.",
     "HTTPoison"),
    ("Navigation in the Flutter app is handled by go_router and its redirects.", "go_router"),
    ("Images are cached by SDWebImage in the UIKit screens.", "SDWebImage"),
    ("The UI kit is Tamagui, shared between Expo and Next.js.", "Tamagui"),
    ("The time series moved from InfluxDB to QuestDB last quarter.", "QuestDB"),
    ("Our Patroni cluster promotes a replica when the PostgreSQL primary goes down.", "Patroni"),
    ("Switch the context with kubectx before running kubectl apply.", "kubectx"),
    ("Traces go through the OpenTelemetry Collector to SigNoz.", "SigNoz"),
    ("The changelog is generated by git-cliff from conventional commits.", "git-cliff"),
    ("GuardDuty raised a finding for the EC2 instance in us-east-1.", "Amazon GuardDuty"),
    ("Pylance reports the import as unresolved in VS Code.", "Pylance"),
    ("Semgrep found a SQL injection in the Django view.", "Semgrep"),
])
def test_a_part13_name_is_found_in_a_technical_sentence(text, expected):
    assert expected in extract_technologies(text)


# --------------------------------------------------------------------------------------------
# Ordinary sentences: a word-like new name is not found
# --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", [
    "She has a rich voice and a lot of tenacity.",
    "The faker at the market sold us a fake watch.",
    "Pour the kombu broth over the noodles and serve.",
    "We had bubble tea and bought some lip gloss at the mall.",
    "A poison dart frog sat next to the bouncy castle.",
    "The hatchling left the nest after two weeks.",
    "Mix the mocktail with lime juice and soda water.",
    "It freezed overnight, so the pipes burst.",
    "The temporal lobe processes sound.",
    "The tower clock struck nine.",
    "She ordered an espresso and drove her Tesla to work.",
    "Tilt the pan so the butter covers the bottom.",
    "Carbon dioxide levels rose again this year.",
    "A truffle hog found it under the oak.",
    "The lacework on her dress was beautiful.",
    "The centaur Nessus gave Deianira his poisoned shirt.",
    "Meerkats belong to the genus Suricata.",
    "We went to a luau in Hawaii.",
    "The telepresence robot rolled into the meeting room.",
    "The terraformer rebuilt the atmosphere of Mars in the novel.",
    "Could you make a new release please?",
    "This approach is error prone and slow.",
    "Gemini is the third sign of the zodiac.",
    "The spring session of parliament opens in March.",
    "He works as a SQL developer at a bank.",
    "The falcon and the Falco album shared a cover.",
    "Paul Bunyan and his blue ox.",
    "The raygun in the film fired green beams.",
    "Her comlink crackled in the Star Wars scene.",
    "The air brake hissed as the truck stopped; the airbrake was new.",
])
def test_a_word_like_part13_name_is_not_found_in_ordinary_english(text):
    assert extract_technologies(text) == []
