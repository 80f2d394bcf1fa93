"""Imports, installs and manifests: a package a text imports, installs, requires or lists as a
dependency names its technology (``import React from 'react'``, ``pip install flask``, a
``package.json`` dependency, a registry's page of a package)."""

from __future__ import annotations

import re
from typing import Iterable

from ...lexicon import (
    AMBIGUOUS, CODE_TOKENS, DISTINCTIVE, PACKAGE_SCOPES, SURFACE_FORMS, TECHNOLOGY_BY_NAME,
    Technology,
)
from .entities import ExtractedEntity, TECHNOLOGY


_JS_IMPORT_RE = re.compile(
    r"""(?:\bfrom|\bimport|\bimport[ \t]*\(|\brequire[ \t]*\()[ \t]*['"]([^'"\s]{1,120})['"]""")
# Ruby's and Lua's require without parentheses: "require 'sidekiq/web'", 'require "socket"'
_BARE_REQUIRE_RE = re.compile(r"""(?<![\w.$])require[ \t]+['"]([a-z][\w.\-]{0,60})(?:/[\w.\-/]{0,100})?['"]""")
# a framework's integration package names the tool it integrates: "@astrojs/react",
# "@nuxtjs/tailwindcss" (a plugin package, "@vitejs/plugin-vue", is a tool of its own)
_INTEGRATION_PACKAGE_RE = re.compile(
    r"(?<![\w@/.\-])@(?:astrojs|nuxtjs)/([a-z][a-z0-9.\-]{1,40})(?![\w/\-])")
# a package registry's page of a package names it: "npmjs.com/package/express",
# "pypi.org/project/requests", "crates.io/crates/serde" (an import's address, "deno.land/x/oak/",
# is left alone, as a module path is)
_REGISTRY_ADDRESS_RE = re.compile(
    r"(?<![\w.\-])(?:www\.)?(?:npmjs\.com/package|pypi\.org/project|crates\.io/crates"
    r"|rubygems\.org/gems|hex\.pm/packages|pub\.dev/packages|nuget\.org/packages)"
    r"/(@?[A-Za-z0-9][\w.\-]{0,60})")
# a Markdown link whose text is its own site's name: "[revel](https://revel.github.io/)",
# "[beego](http://beego.me/)", "[chi](https://github.com/go-chi/chi)"
_SELF_LINK_RE = re.compile(
    r"\[([A-Za-z][\w.\-]{1,30})\]\(https?://(?:www\.)?([\w\-]{1,40})\.[^)\s]{0,200}?"
    r"(?:/([\w.\-]{1,40}))?/?\)")
_PY_FROM_RE = re.compile(
    r"^[ \t]*from[ \t]+([A-Za-z_][\w.]{0,100})[ \t]+import\b", re.MULTILINE)
_PY_IMPORT_RE = re.compile(
    r"^[ \t]*import[ \t]+([A-Za-z_][\w.]{0,100})[ \t]*(?:$|,|;|#|as[ \t])", re.MULTILINE)
_MISSING_MODULE_RE = re.compile(
    r"\b(?:No module named|ModuleNotFoundError:[^'\"\n]{0,40}|Cannot find module|"
    r"Can't resolve)[ \t]+['\"]([A-Za-z_@][\w.\-/@]{0,100})['\"]")
_BUMP_LINK_RE = re.compile(
    r"\b(?:[Bb]umps?|[Uu]pdates?|[Uu]pgrades?)[ \t]+\[([@\w][\w.\-/@]{0,100})\]\(\x01+\)?"
    r"[ \t]+from[ \t]+v?\d")
# a tool a package installed, run from its bin folder: "./node_modules/.bin/webpack"
_NODE_BIN_RE = re.compile(r"node_modules[/\\]\.bin[/\\]([a-z][\w.\-]{0,60})")
_PRELOAD_RE = re.compile(
    r"\b(?:node|nodemon|ts-node|mocha|tsx|bun|ava|tap|jest|c8|nyc)[ \t][^\n|&;]{0,80}?"
    r"(?<![\w\-])(?:-r|--require|--import|--loader)[ \t]+['\"]?(@?[a-z0-9][\w.\-]*(?:/[\w.\-]+)*)")
# R's packages: "library(shiny)", 'requireNamespace("dplyr")', and its messages about one:
# "there is no package called ‘shiny’", "package or namespace load failed for ‘shiny’"
# (R's require(x) is left out: JavaScript's require(name) passes a variable)
_R_LIBRARY_RE = re.compile(
    r"(?<![\w.$])(?:library|requireNamespace)[ \t]*\([ \t]*"
    r"['\"]?([A-Za-z][\w.]{1,40})['\"]?[ \t]*[,)]"
    r"|(?:there is no package called|namespace load failed for)[ \t]+[‘'\"]([A-Za-z][\w.]{1,40})[’'\"]")
_GEM_RE = re.compile(r"^[ \t]*gem[ \t]+['\"]([\w\-]{1,100})['\"]", re.MULTILINE)
_PACKAGE_JSON_DEP_RE = re.compile(
    r"\"(@?[a-z0-9][\w.\-]{0,100}(?:/[\w.\-]{1,100})?)\"[ \t]*:[ \t]*\"[\^~>=<v* ]{0,4}\d")
_REQUIREMENT_RE = re.compile(
    r"^[ \t]*([A-Za-z][\w.\-]{0,100})(?:\[[\w,\-]{1,100}\])?[ \t]*(?:==|>=|~=|<=|!=)[ \t]*\d",
    re.MULTILINE)
_INSTALL_RE = re.compile(
    r"(?<![\w\-./])(?:(?:npm|pnpm|yarn|bun)[ \t]+(?:install|add|i)|pip3?[ \t]+install"
    r"|python3?[ \t]+-m[ \t]+pip[ \t]+install|uv[ \t]+(?:add|pip[ \t]+install)"
    r"|poetry[ \t]+add|cargo[ \t]+add|gem[ \t]+install|brew[ \t]+install"
    r"|apt(?:-get)?[ \t]+install)\b(?=([^\n&|;`<>]{0,300}))")  # (a lookahead: the arguments
#  may hold the next command, "npm install, then pip install flask", read as its own)
_CHANGELOG_DEP_RE = re.compile(
    r"(?m)^[ \t]*[-*+][ \t]+deps?:[ \t]+((?:@[a-z0-9][\w.\-]{0,60}/)?[a-z0-9][\w.\-]{0,60})@[~^]?v?\d")
_PACKAGE_SPEC_RE = re.compile(r"(@[a-z0-9][\w.\-]*/)?[a-z0-9][\w.\-]*(?:/[\w.\-@]+)*")
_INSTALL_STOP = frozenset({
    "and", "then", "to", "in", "for", "with", "or", "the", "a", "an", "it", "so", "as", "into",
    "from", "on", "if", "but", "&&", "||", "which", "that", "again",
    # a dash or a verb ends the command a sentence quotes: "pip install — packages go into ..."
    "\u2014", "\u2013", "-", "--", "is", "are", "was", "were", "will", "would", "should", "can",
    "could", "does", "did", "works", "fails", "failed", "gives", "returns",
})


#: scopes that name no product of their own ("@types/node" types Node.js; "@babel/x" is Babel's)
_NEUTRAL_SCOPES = frozenset({"@types", "@internal", "@app", "@my", "@company", "@org", "@scope", "@local"})


def _technology_named(name: str, distinctive_only: bool = False) -> Technology | None:
    """The technology a lower-case name written as a command, package or program names: a code
    token's, else a spelling's (only a distinctive one's with *distinctive_only*); never a
    generic format's."""
    tech = CODE_TOKENS.get(name)
    if tech is None:
        form = SURFACE_FORMS.get(name)
        if form is not None and (form.level == DISTINCTIVE or not distinctive_only):
            tech = form.technology
    return tech if tech is not None and not tech.generic_format else None


def _scope_technology(scope: str, package: str = "") -> Technology | None:
    """The technology an npm scope belongs to: the table's ("@mui" is Material UI), else a name
    the lexicon knows spelt as the scope ("@capacitor", "@hono", "@expo", "@testing-library",
    "@vitejs"): in a package's scope a word is the project's name, whatever its level."""
    word = scope[1:]
    if package and scope not in _NEUTRAL_SCOPES:
        # the package may be a product of the scope's project named after it: "@sveltejs/kit" is
        # SvelteKit, "@solidjs/start" SolidStart, "@angular/cli" Angular CLI
        for base in _without_suffix(word, ("-js", "js")) or [word]:
            for key in (base + package, f"{base} {package}"):
                form = SURFACE_FORMS.get(key)
                if form is not None and form.level == DISTINCTIVE:
                    return form.technology
    name = PACKAGE_SCOPES.get(scope)
    if name:
        return TECHNOLOGY_BY_NAME[name]
    if scope in _NEUTRAL_SCOPES or len(scope) < 3:
        return None
    spaced = word.replace("-", " ")
    # the package may complete the scope's name: "@testing-library/react" is React Testing Library
    keys = [f"{package} {spaced}"] if package else []
    keys += [word, spaced]
    # a project's scope may carry a suffix: "@vitejs", "@nuxt-js", "@sentryhq"
    keys += _without_suffix(word, ("-js", "js", "hq"))
    return next((tech for tech in map(_technology_named, keys) if tech is not None), None)


def _without_suffix(word: str, suffixes: tuple[str, ...]) -> list[str]:
    """*word* without each of *suffixes* it ends with, longest first: a scope's project name."""
    return [word[:-len(suffix)] for suffix in suffixes if word.endswith(suffix)]


def _lookup_package(spec: str, by_scope_name: bool = True) -> Technology | None:
    """The technology a package / module specifier names (``react``, ``@nestjs/core``,
    ``next/router``, ``flask``, ``Django``), or None (``react-dom``, ``./app``). With
    *by_scope_name* False, a scoped package names only what the scope table says (a dependency
    update keeps "@vitejs/plugin-vue" as written)."""
    if not spec or spec[0] in "./":
        return None
    low = spec.lower()
    if low.startswith("node:"):
        return TECHNOLOGY_BY_NAME["Node.js"]
    if low.startswith("dart:"):  # Dart's own libraries: import 'dart:io'
        return TECHNOLOGY_BY_NAME["Dart"]
    if low.startswith("package:"):  # a Dart package: import 'package:flutter/material.dart'
        return _lookup_package(low[len("package:"):].split("/", 1)[0], by_scope_name)
    if low.startswith("@"):
        scope, _, package = low.partition("/")
        if not by_scope_name:
            name = PACKAGE_SCOPES.get(scope)
            return TECHNOLOGY_BY_NAME[name] if name else None
        return _scope_technology(scope, package.split("/", 1)[0])
    first = spec.split("/", 1)[0]
    low_first = first.lower()
    tech = CODE_TOKENS.get(low_first)
    if tech is not None:
        return tech
    form = SURFACE_FORMS.get(low_first)
    if form is not None and (form.level == DISTINCTIVE or form.text == first):
        return form.technology
    if (form is not None and by_scope_name and first == low_first
            and form.technology.name.lower() == low_first and not form.technology.generic_format
            and form.technology.kind != "language"):
        return form.technology  # require('passport'): a package's own name, whatever its level
    if "_" in first:
        # a Python distribution's import name: flask_sqlalchemy is Flask-SQLAlchemy
        return _lookup_package(first.replace("_", "-"), by_scope_name)
    return None


_INSTALLED_WITH_RE = re.compile(
    r"\b[Ii]nstall(?:ed|ing|s|ation)?\b[^\n.]{0,60}?\b(?:via|with|using|through)[ \t]+`?([a-z][a-z0-9\-]{1,12})`?"
    r"(?![\w\-/@]|\.\w)")


def _package_hits(masked: str) -> list[tuple[int, int, ExtractedEntity]]:
    hits: list[tuple[int, int, ExtractedEntity]] = []

    def add(pos: int, tech: Technology | None) -> None:
        if tech is not None:
            hits.append((pos, 0, ExtractedEntity(TECHNOLOGY, tech.name)))

    if "import" in masked or "require" in masked or "from" in masked:
        for m in _JS_IMPORT_RE.finditer(masked):
            spec = m.group(1)
            if _PACKAGE_SPEC_RE.fullmatch(spec) or spec.startswith(("node:", "dart:", "package:")):
                add(m.start(), _lookup_package(spec))
        for m in _PY_FROM_RE.finditer(masked):
            add(m.start(1), _lookup_package(m.group(1).split(".", 1)[0]))
        for m in _PY_IMPORT_RE.finditer(masked):
            if "." in m.group(1) and masked.startswith(";", m.end(1)):
                continue  # Java's "import java.net.URI;"
            add(m.start(1), _lookup_package(m.group(1).split(".", 1)[0]))
    if "library" in masked or "package called" in masked or "load failed" in masked:
        for m in _R_LIBRARY_RE.finditer(masked):
            name = m.group(1) or m.group(2)
            add(m.start(), _lookup_package(name))
    if "nstall" in masked:
        # the tool a thing was installed with: "3.7 installed via brew", "a clean install of
        # pulumi with brew" (a code token, or a name no English word spells)
        for m in _INSTALLED_WITH_RE.finditer(masked):
            add(m.start(1), _technology_named(m.group(1), distinctive_only=True))
    if "module" in masked or "resolve" in masked:
        # Python's "No module named 'torch'", Node's "Cannot find module 'x'", webpack's "Module not
        # found: Error: Can't resolve 'react'"
        for m in _MISSING_MODULE_RE.finditer(masked):
            add(m.start(1), _lookup_package(m.group(1).split(".", 1)[0]))
    if "](" in masked:  # a dependency bot: "Bumps [axios](https://...) from 0.21.1 to 1.6.0"
        for m in _BUMP_LINK_RE.finditer(masked):
            add(m.start(1), _lookup_package(m.group(1)))
    if ".bin" in masked:
        for m in _NODE_BIN_RE.finditer(masked):
            add(m.start(1), _lookup_package(m.group(1)))
    if "-r" in masked or "--require" in masked or "--import" in masked or "--loader" in masked:
        # a module a Node program preloads: "nodemon -r tsconfig-paths/register index.ts"
        for m in _PRELOAD_RE.finditer(masked):
            add(m.start(1), _lookup_package(m.group(1)))
    if "gem" in masked:
        for m in _GEM_RE.finditer(masked):
            add(m.start(1), _lookup_package(m.group(1)))
    if "require" in masked:
        for m in _BARE_REQUIRE_RE.finditer(masked):
            add(m.start(1), _lookup_package(m.group(1)))
    if "@" in masked:
        for m in _INTEGRATION_PACKAGE_RE.finditer(masked):
            add(m.start(1), _lookup_integration(m.group(1)))
    if '"' in masked:
        for m in _PACKAGE_JSON_DEP_RE.finditer(masked):
            add(m.start(1), _lookup_package(m.group(1)))
    if "=" in masked:
        for m in _REQUIREMENT_RE.finditer(masked):
            add(m.start(1), _lookup_package(m.group(1)))
    if "deps:" in masked or "dep:" in masked:
        # a changelog's line for a dependency it moved to: "* deps: send@0.9.1", "- deps:
        # etag@~1.4.0" (Express's family of packages writes them so); the package by its npm
        # name, known to the lexicon or not
        for m in _CHANGELOG_DEP_RE.finditer(masked):
            name = m.group(1)
            tech = _lookup_package(name)
            hits.append((m.start(1), 0, ExtractedEntity(TECHNOLOGY, tech.name if tech is not None else name)))
    commands = list(_INSTALL_RE.finditer(masked))
    for k, m in enumerate(commands):
        pos = m.start(1)
        args = m.group(1)
        if k + 1 < len(commands) and commands[k + 1].start() < m.end(1):
            args = args[:commands[k + 1].start() - pos]  # the next command's own words are its own
        for count, arg in enumerate(_iter_words(args, pos)):
            if count >= 20:
                break
            word, wpos = arg
            if word.lower() in _INSTALL_STOP:
                break
            stop = word.endswith((".", ",", ";", ":"))
            word = word.strip("'\"").rstrip(".,;:)")
            if word and not word.startswith("-"):
                if word.startswith("@"):
                    name = "@" + word[1:].split("@", 1)[0]
                else:
                    name = re.split(r"[@=<>!~\[^]", word, maxsplit=1)[0]
                add(wpos, _lookup_package(name))
            if stop:
                break
    return hits


def _lookup_integration(name: str) -> Technology | None:
    """The technology a framework's integration package is named after (``react``, ``mdx``,
    ``solid-js``, ``tailwindcss``); the package's scope says it is one, so a level-2 name counts
    in lower case too."""
    tech = _lookup_package(name)
    if tech is not None:
        return tech
    form = SURFACE_FORMS.get(name.casefold())
    if form is not None and form.level != AMBIGUOUS:
        return form.technology
    return None


def _address_hits(text: str) -> list[tuple[int, int, ExtractedEntity]]:
    """Names a text gives through an address: a package registry's page of the package, a
    Markdown link whose text is its own site's name."""
    hits: list[tuple[int, int, ExtractedEntity]] = []
    if "/" not in text:
        return hits
    for m in _REGISTRY_ADDRESS_RE.finditer(text):
        name = m.group(1).split("@", 1)[0] if not m.group(1).startswith("@") else m.group(1)
        tech = _lookup_package(name)
        if tech is not None:
            hits.append((m.start(1), 0, ExtractedEntity(TECHNOLOGY, tech.name)))
    if "](" in text:
        for m in _SELF_LINK_RE.finditer(text):
            label = m.group(1).casefold()
            if label not in (m.group(2).casefold(), (m.group(3) or "").casefold()):
                continue
            tech = _lookup_package(m.group(1))
            if tech is None:
                form = SURFACE_FORMS.get(label)
                tech = form.technology if form is not None else None
            if tech is not None:
                hits.append((m.start(1), 0, ExtractedEntity(TECHNOLOGY, tech.name)))
    return hits


def _iter_words(text: str, offset: int) -> Iterable[tuple[str, int]]:
    for m in re.finditer(r"\S+", text):
        yield m.group(), offset + m.start()
