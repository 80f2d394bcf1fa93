"""Real technical texts: changelogs (CHANGELOG.md files of public repositories, addressed as
``github:owner/repo:path``) and documentation copied onto other sites, each trimmed to a few
consecutive entries and kept as written.

Labelled as in tech_issues_a. Markdown link targets that are relative paths are files; a
documentation placeholder (``path/to/file.js``) and a folder (``src/utilities/``) are not.
"""

from real_corpus import E, F, R, T

CASES = [
    R("This project adheres to [Semantic Versioning](http://semver.org/), as described for Rust libraries in [RFC #1105](https://github.com/rust-lang/rfcs/blob/master/text/1105-api-evolution.md)\n\n## \\[Unreleased\\]\n\n### Changes\n\n## \\[0.1.2\\]\n\n### Changes\n- renamed lib.rs to utils.rs, which is not loaded as an app module\n\n## \\[0.1.1\\]\n\n### Changes\n- Library docs have been hidden because they are only meant to be used internally by the app binary.",
      T("Rust"),
      source="github:oysterpack/ruggine:apps/ruggine-ulid/CHANGELOG.md", kind="changelog"),
    R("# v1.0.2\n\nAdded:\n- Added `break_before_filename` formatting option https://github.com/jeremy-rifkin/cpptrace/issues/259 (@codeinred)\n\nFixes:\n- Fixed 32-bit clang-cl build\n- Fixed build on gcc 4.8.5\n- Fixed StackWalk64 for 64-bit arm https://github.com/jeremy-rifkin/cpptrace/pull/270 (@mcourteaux)\n- Fixed compatibility issue with cmake versions before 3.23\n\nOther:\n- Added a couple notes to the README\n\n# v1.0.1\n\nAdded:\n- Added from-current-exception utility for SEH on windows (`CPPTRACE_SEH_TRY`/`CPPTRACE_SEH_EXCEPT`)\n\nFixes:\n- Fixed a static assert without a message causing issues on some C++11 builds\n- Fixed build 32-bit build on linux\n- Fixed from-current-exception system for 32-bit windows where SEH behaves much differently\n- Fixed clang-cl build",
      T("clang-cl"), T("GCC"), T("CMake"), T("Windows"), T("C++"), T("Linux"),
      source="github:mongodb/mongo:src/third_party/cpptrace/dist/CHANGELOG.md", kind="changelog",
      note="lower-case tool and OS names with versions"),
    R("## r2.0\n+ **Added support for FreeBSD**\n+ Library structure changed\n+ Frequently used functions are moved to [tools.py](metaerrors/tools.py \"Open file\")\n+ The build system has been changed\n+ Added a new script to .run (Clean + Build wheel + Install)\n## r1.1\n+ Fixed structure of package system *([setup.py](setup.py), [version.txt](version.txt))*\n+ Added workflow *([release_build.yml](.github/workflows/release_build.yml))*\n\n## r1.0\n+ **Added base structure of lib**\n+ Fixed an issue related to running Windows commands",
      T("FreeBSD"), T("Windows"), F("metaerrors/tools.py"), F(".github/workflows/release_build.yml"),
      source="github:IgorNk500/metaerrors:changelog.md", kind="changelog",
      note="relative paths as Markdown link targets"),
    R("## [Unreleased]\nnone\n\n## [1.1.0] - 2018-11-12\n### Changed\n* Better logical naming of lib files\n\n## [1.0.0] - 2018-11-10\n### Changed\n* Internal file structure has been moved around for a more structured project.\n\n## [0.1.0] - 2018-11-10\n### Added\n* This changelog for a better overview of the project\n* Contribution guidelines",
      source="github:brians-open-source-stuff/express-log-errors:CHANGELOG.md", kind="changelog",
      note="nothing to keep"),
    R("## [1.1.1] - 2019-07-11\n### Fixed\n- Enpoints starting with a slash are now being fixed\n\n## [1.1.0] - 2019-07-11\n### Added\n- Endpoint variables are now replaced with it's values\n\n### Fixed\n- README usage fix\n\n## [1.0.0] - 2019-07-11\n### Added\n- Package inited\n- REST handler\n- Tests",
      T("REST"),
      source="github:janis-commerce/sls-api-rest:CHANGELOG.md", kind="changelog"),
    R("## [0.0.2] - 2023-10-11\n\n### Added\n\n- Migrated to GitHub from internal project.\n- README now contains FAQs to common questions.\n\n### Fixed\n- Fixed typos and html formatting bugs.\n\n### Changed\n- Changed the support request workflow to request API access.\n\n### Removed\n- Unused html code",
      T("GitHub"), T("HTML"),
      source="github:openbridge/embedded-api:CHANGELOG.md", kind="changelog",
      note="lower-case html"),
    R("V1\n--------\n/api/v1/getVersion: \n\tReturns a JSON with the used version.\n\nV2\n--------\n/api/v2/getVersion: \n\tReturns a JSON with the used version.",
      source="github:OpenICT-Hanze/OpenICT-Checkin-Docs:docs/source/api.rst", kind="docs",
      note="reStructuredText; endpoints without methods"),
    R("resolve.alias\nobject\nCreate aliases to import\nor require\ncertain modules more easily. For example, to alias a bunch of commonly used src/\nfolders:\nwebpack.config.js\nconst path = require ( 'path' ) ; module.exports = { //... resolve: { alias: { Utilities: path. resolve (__dirname, 'src/utilities/' ) , Templates: path. resolve (__dirname, 'src/templates/' ) , } , } , } ;\nNow, instead of using relative paths when importing like so:\nimport Utility from '../../utilities/utility' ;\nyou can use the alias:\nimport Utility from 'Utilities/utility' ;\nA trailing $\ncan also be added to the given object's keys to signify an exact match:\nwebpack.config.js\nconst path = require ( 'path' ) ; module.exports = { //... resolve: { alias: { xyz$: path. resolve (__dirname, 'path/to/file.js' ) , } , } , } ;\nwhich would yield these results:\nimport Test1 from 'xyz' ; // Exact match, so path/to/file.js is resolved and imported import Test2 from 'xyz/file.js' ; // Not an exact match, normal resolution takes place",
      source="https://mcelhoneglact1989.blogspot.com/2021/11/module-not-found-error-can-t-resolve.html", kind="docs",
      note="a documentation placeholder path and folders are not files; webpack only in a file name"),
]

SURFACES = {
    "Loadable Components": ("@loadable/component",),
}

# ---- React 18 upgrades ------------------------------------------------------------------------
CASES += [
    R("## [0.1.0] - 2023-02-24\n### Added\n- Added new environment keys CLIENT_PORT and APP_VERSION\n\n### Updated\n- Updated React to 18\n- Updated other libraries to current minor versions\n- Updated server config",
      T("React"),
      source="github:ovasylenko/skillcrucial-react-redux-boilerplate:CHANGELOG.md", kind="changelog",
      note="environment variable names are not technologies"),
    R("## v5.0.0-alpha.15\n\n### Changed\n- 👽 use `createRoot`/`hydrateRoot` React v18 API\n\n## v5.0.0-alpha.14\n\n### Changed\n- ⬆️ dependency upgrades,  including but not limited to:\n  * `bootstrap v5.2.1`\n  * `react v18.2.0`\n  * `node-sqlite3 v5.1.1`\n    + there is a known issue with the prebuilt binaries from this package not working on\n      CentOS 7 machines. This can be fixed by building from source with the following\n      command:\n      ```\n      npm_config_build_from_source=true yarn add sqlite3@5.1.1\n      ```\n- ➖ remove dependency on `@loadable/component` in favor of `React.lazy` code splitting\n  available in React v18+",
      T("React"), T("Bootstrap"), T("node-sqlite3"), T("SQLite"), T("CentOS"), T("Yarn"),
      T("Loadable Components"),
      source="github:duhdugg/preaction-cms:CHANGELOG.md", kind="changelog",
      note="backticked lower-case names with versions; 'React v18+'"),
    R("## Install\n\nRun `npm install` to install dependencies.\n\nThen run `npm start` to start the Express server and open the React app in your browser.\n\n## Installing React 18\n\nAs of this writing, React 18 has not released yet. React 18 is in beta as of November 15, 2021. To install:\n\n**npm**\n```\nnpm install react@beta react-dom@beta\n```\n**yarn**\n```\nyarn add react@beta react-dom@beta\n```",
      T("npm"), T("Express"), T("React"), T("Yarn"),
      source="github:danielimmke/react-18-demo:README.md", kind="docs"),
]
