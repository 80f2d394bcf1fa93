"""Packages a project depends on, named beyond the lexicon: dependency updates ("Bump is-ci from
3.0.0 to 4.0.0"), plugin and integration packages by their ecosystem's naming convention
("eslint-plugin-vue", "django-jsonfield"), a Dart manifest's dependencies."""

from __future__ import annotations

import re

from ...lexicon import SURFACE_FORMS
from .entities import ExtractedEntity, TECHNOLOGY
from .prepared import _CodeMap
from .packages import _lookup_package


# Two statements name a technology whether or not the lexicon knows it: a dependency update
# ("Bump is-ci from 3.0.0 to 4.0.0", "update dependency @vitejs/plugin-vue to v5"), and, in
# a sentence, a package named the way its ecosystem names plugins and integrations
# ("eslint-plugin-vue", "uglifyjs-webpack-plugin", "react-native-maps", "django-jsonfield"):
# a name the lexicon knows is stored as the lexicon spells it, another as written.

_PACKAGE_NAME = r"@?[a-z0-9][\w.\-]{0,100}(?:/[a-z0-9][\w.\-]{0,100})?"
_DEPENDENCY_UPDATE_RE = re.compile(
    r"\b(?:[Bb]ump(?:s|ed)?[ \t]+(?:dependency[ \t]+)?`?(" + _PACKAGE_NAME + r")`?[ \t]+from[ \t]+v?\d"
    r"|[Uu]pdated?[ \t]+(?:dependency|module|(?:rust[ \t]+)?crate|package)[ \t]+`?(" + _PACKAGE_NAME
    + r")`?[ \t]+to[ \t]+v?\d"
    r"|[Uu]pdated?[ \t]+`?(" + _PACKAGE_NAME + r")`?[ \t]+from[ \t]+v?\d[\w.\-]{0,30}[ \t]+to[ \t]+v?\d)")
# "bump electron to 45.3.2", "upgraded node to 20": a version set for a name the lexicon knows
# (another word there is mostly not a package: "bump the version to 2.0")
_KNOWN_VERSION_SET_RE = re.compile(
    r"\b(?:[Bb]ump(?:s|ed|ing)?|[Uu]pgrad(?:e|es|ed|ing)|[Uu]pdat(?:e|es|ed|ing)|[Dd]owngrad(?:e|es|ed|ing)"
    r"|[Pp]in(?:s|ned|ning)?)[ \t]+`?(" + _PACKAGE_NAME + r")`?[ \t]+to[ \t]+v?\d")
# plugin and integration packages by their ecosystem's naming convention
_PATTERNED_PACKAGE_RE = re.compile(
    r"(?<![\w\-./@\\])("
    r"eslint-(?:plugin|config)-[a-z0-9][\w\-]{0,60}|[a-z0-9][\w\-]{0,60}-webpack-plugin"
    r"|babel-(?:plugin|preset)-[a-z0-9][\w\-]{0,60}|(?:vite|rollup|prettier)-plugin-[a-z0-9][\w\-]{0,60}"
    r"|gatsby-(?:plugin|source|transformer)-[a-z0-9][\w\-]{0,60}|stylelint-config-[a-z0-9][\w\-]{0,60}"
    r"|postcss-[a-z][\w\-]{1,60}|react-native-[a-z][\w\-]{1,60}|pytest-[a-z][\w\-]{1,60}"
    r"|django-[a-z][\w\-]{1,60}|flask-[a-z][\w\-]{1,60}|jest-[a-z][\w\-]{1,60}"
    r"|karma-[a-z][\w\-]{1,60}|gulp-[a-z][\w\-]{1,60}|grunt-contrib-[a-z][\w\-]{1,60}"
    # Neovim's and Vim's plugins ("lualine.nvim", "nvim-cmp", "vim-plug"), Fastify's and Koa's
    r"|[a-z][\w\-]{0,40}\.nvim|n?vim-[a-z][\w\-]{1,60}|fastify-[a-z][\w\-]{1,60}|koa-[a-z][\w\-]{1,60}"
    r")(?![\w\-/@]|\.\w)")
# commands and files that share the shape
_NOT_PACKAGES = frozenset({"django-admin", "react-native-cli"})
# a project's own service or repository spelt the same way: "flask-base-service", "django-todo-app"
_PROJECT_LIKE_RE = re.compile(
    r"-(?:services?|app|db|worker|container|backend|frontend|project|examples?|demo|starter"
    r"|boilerplate|template|tutorial|sample)$")
_FILE_LIKE_RE = re.compile(r"\.(?:md|txt|json|ya?ml|toml|lock|js|ts|py|rb|go|rs|html|css|sh)$")


def _dependency_hits(masked: str, code: "_CodeMap") -> list[tuple[int, int, ExtractedEntity]]:
    hits: list[tuple[int, int, ExtractedEntity]] = []

    def add(pos: int, name: str, known_only: bool = False) -> None:
        name = name.rstrip(".-")
        if not name or name in _NOT_PACKAGES or _FILE_LIKE_RE.search(name) or _PROJECT_LIKE_RE.search(name):
            return
        tech = _lookup_package(name, by_scope_name=False)
        form = SURFACE_FORMS.get(name.casefold())
        if tech is None and form is not None:
            tech = form.technology
        if tech is None:
            # a package spelling of a multi-word name: "django-rest-framework"
            form = SURFACE_FORMS.get(name.replace("-", " ").casefold())
            if form is not None and form.technology.name.casefold() == name.replace("-", " ").casefold():
                tech = form.technology
        if tech is None and known_only:
            return
        hits.append((pos, 0, ExtractedEntity(TECHNOLOGY, tech.name if tech is not None else name)))

    if "ump" in masked or "pdate" in masked:
        for m in _DEPENDENCY_UPDATE_RE.finditer(masked):
            start = m.start(1) if m.group(1) else m.start(2) if m.group(2) else m.start(3)
            add(start, m.group(1) or m.group(2) or m.group(3))
    if " to " in masked:
        for m in _KNOWN_VERSION_SET_RE.finditer(masked):
            add(m.start(1), m.group(1), known_only=True)
    if "-" in masked:
        for m in _PATTERNED_PACKAGE_RE.finditer(masked):
            region = code.region_at(m.start(), m.end())
            if region is not None and region[2] == _CodeMap.FENCED:
                continue  # named in a sentence (or a whole code span), not used in code
            if masked.startswith("]", m.end()) and _SCOPE_TAG_BEFORE_RE.search(
                    masked, max(0, m.start() - 12), m.start()):
                continue  # a monorepo changelog's scope tag: "- `[jest-cli]` Add ..."
            add(m.start(), m.group(1))
    if "dependencies:" in masked:
        # a Dart package's manifest: the entries of its dependencies blocks with their versions
        # ("dependencies:" / "  google_fonts: ^1.1.0"; "flutter:" with "sdk: flutter" is the SDK)
        for count, block in enumerate(_DEPENDENCIES_BLOCK_RE.finditer(masked)):
            if count >= _MAX_MANIFEST_BLOCKS:
                break
            pos = block.end()
            for _ in range(200):
                line = _YAML_CHILD_LINE_RE.match(masked, pos)
                if line is None:
                    break
                entry = _VERSIONED_ENTRY_RE.fullmatch(line.group(1)) if line.group(1) else None
                if entry is not None:
                    add(line.start(1) + entry.start(1), entry.group(1))
                pos = line.end()
    return hits


_SCOPE_TAG_BEFORE_RE = re.compile(r"(?:^|\n)[ \t]*[-*+][ \t]+`?\[$")
_MAX_MANIFEST_BLOCKS = 200  # dependencies blocks read, each in a bounded window
_DEPENDENCIES_BLOCK_RE = re.compile(r"(?m)^(?:dev_)?dependencies:[ \t]*$")
# the next line of a block: blank, or indented under the block's key
_YAML_CHILD_LINE_RE = re.compile(r"\n(?:[ \t]*(?=\n)|[ \t]{2,12}([^\n]{0,200}))")
_VERSIONED_ENTRY_RE = re.compile(
    r"([a-z][a-z0-9_]{1,60}):[ \t]*[\"']?[\^~>=<]{0,2}[ \t]*\d{1,4}\.\d{1,4}(?:\.\d{1,4})?[\w.+\-]{0,20}[\"']?[ \t]*")
