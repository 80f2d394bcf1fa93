"""Megabyte inputs built to make a scanner slow: the extraction and secret tests check them for
linear cost, and benchmarks/pathological_inputs.py times them (one list for both)."""

EXTRACTION_TEXTS = {
    "letters": "a" * 1_000_000,
    "at-signs": "a@" * 500_000,
    "scheme": "a" * 999_990 + "://x",
    "backticks": "`" * 1_000_000,
    "open-fences": "```a\n" * 200_000,
    "ambiguous-words": "Go " * 333_334,
    "list": "Go, " * 250_000,
    "bullets": "- Go\n" * 200_000,
    "paths": "src/" * 250_000,
    "methods": "GET /" * 200_000,
    "imports": "import from '" * 80_000,
    "install": "npm i " * 170_000,
    "hyphens": "a-" * 500_000,
    "surrogates": "\ud800\x00" * 500_000,
    # issue #20 part 8: formats in lists, dependency frames, forms, log fields, class prefixes,
    # checklists, methods before URLs, curl lines, namespaces
    "formats": "HTML, " * 170_000,
    "beam-frames": "(ecto) lib/ecto/x.ex:1: a\n" * 40_000,
    "forms": "<form method=post action=/a " * 40_000,
    "log-fields": "method=POST path=/a " * 50_000,
    "class-prefixes": "@RequestMapping(\"/a\") class X { @GetMapping(\"/b\") }\n" * 18_000,
    "checklists": "- [x] go\n- [ ] rust\n" * 50_000,
    "method-urls": "GET http://a/b " * 70_000,
    "curl": "curl -X POST http://a/b " * 40_000,
    "namespaces": "devtools::a(" * 80_000,
    # issue #20 part 9: systems in passing, template names, Go frames, scripts, NestJS
    # controllers, route calls over lines, open fences, libraries' members
    "systems": "if you're on a Linux system, MX Linux " * 25_000,
    "template-names": "template: a/b.html:1: /x/a/b.html " * 28_000,
    "go-frames": "\truntime/a.go:1 +0x6\n" * 45_000,
    "scripts": "chmod +x ./a.sh\n" * 60_000,
    "nest-controllers": "@Controller('a') @Get() " * 40_000,
    "route-chains": "r\n.get(\n'/a', h)\n" * 50_000,
    "open-fence": "```ts\n" + "a" * 999_000,
    "library-members": "`express.json()` " * 55_000,
    # issue #20 part 10: crate paths, method-string routes, Actix resources, optional
    # parameters, template examples, placeholder roots, comment-glued and Windows paths,
    # import bindings, package spellings of multi-word names
    "crate-paths": "actix_web::a::b " * 60_000,
    "method-string-routes": "add_route('POST', '/a/{b}/{c}/{d}" * 30_000,
    "actix-resources": ".resource(\"/a\", |r| r.method(x) " * 30_000,
    "optional-params": "GET /a/{b?}/{?c*}/{d}" * 40_000,
    "template-examples": "- OS: [e.g. Ubuntu, " * 50_000,
    "placeholder-roots": "[PROJECT_ROOT]/app/a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q/r/s/t/u " * 12_000,
    "comment-paths": "\n//config/a/b/c" * 60_000,
    "windows-spaces": "D:\\a b\\c d\\e f\\g.kt " * 40_000,
    "import-bindings": "import { A, B, Next " * 50_000,
    "package-spellings": "django-rest-framework " * 45_000,
    "map-groups": "g = app.MapGroup(\"/a\"); g.MapGet(\"/b\", h); " * 25_000,
    "namespaces-10": "rest_framework.a quarkus.b [vite:c] " * 28_000,
    "markdown-link-files": "[a](./b/c/d/e/f/g/h/i/j.k) [x](../y/" * 25_000,
    # issue #20 part 11: optional last parameters, root routes, mapping arrays, route-table
    # lines, absolute paths with a blank, Terraform types and addresses, mix tasks
    "optional-colon-params": "app.get('/:a?/:b?/:c" * 50_000,
    "root-routes": "r.Post(\"/\", h) app.get('/', " * 40_000,
    "mapping-arrays": "@GetMapping(path = {\"/a/{b}\", {c}" * 30_000,
    "route-table-lines": "user_path  POST  /a/:b " * 50_000,
    "absolute-path-blanks": "'/Users/a/B C/D E/F G/h.gradle " * 35_000,
    "terraform-addresses": "module.a.aws_s3_bucket.b in resource \"aws_x\" " * 20_000,
    "mix-tasks": "mix ecto.a.b.c mix phoenix. " * 40_000,
    "dependency-blocks": "dependencies:\n  a_b: ^1.2.3\n\n  c:\n" * 40_000,
    "router-groups": "g := r.Group(\"/a\")\ng.POST(\"/\", h)\n" * 30_000,
    "go-targets": "GOOS: \"linux\", GOOS=linux " * 40_000,
    # issue #20 part 12: bare requires, integration packages, registry pages, self-named links
    "bare-requires": "require 'a/b/c/d/e/f require \"g " * 30_000,
    "integration-packages": "@astrojs/a-b-c @nuxtjs/@astrojs/" * 35_000,
    "registry-pages": "https://npmjs.com/package/a/pypi.org/project/ " * 20_000,
    "self-links": "[a](https://a.b/c/d/e/f/g [b](http://b." * 25_000,
    "provider-classes": "ChatOpenAIEmbeddingsChatA" * 40_000,
    "plumber-routes": "#* @get /a/b/c/d #* @post " * 40_000,
    "play-routes": "GET /a controllers.b.c.d.e GET " * 35_000,
    "arrow-routes": "$a = $b->under( $c->get('/d' " * 35_000,
    "dot-slash-options": "--output ./a.b.c -f ../../x.y:/ __dirname, '../a" * 20_000,
    "exe-commands": "cargo.exe b node.exe-x a.exe " * 40_000,
    # issue #20 part 13: prompts, list-item commands, version sets, environment fields,
    # namespaces, scopes, plugins, method lists, DSL routes, cascades, JSON routes, log callers
    "zsh-prompts": "\u279c  a git:(b) \u2717 \u276f c --d\n3. e f --g " * 30_000,
    "version-sets": "bump a to 1 upgraded node to " * 35_000,
    "environment-fields": "- OS: - **Browser:** Database: " * 30_000,
    "module-namespaces": "Sidekiq::Web\\Symfony\\A::B #<C::D " * 30_000,
    "npm-scopes": "@capacitor/cli @a/b@c/d @testing-library/" * 25_000,
    "nvim-plugins": "a.nvim nvim-b vim-c.nvim-d fastify-e " * 30_000,
    "method-lists": "GET, PUT, and DELETE on /a GET and POST to " * 25_000,
    "dsl-routes": "get \"/\" do\nDream.get \"/a\"\n  ..get('/b', h)\n" * 30_000,
    "json-routes": "{\"method\": \"GET\", \"path\": \"/a\", " * 30_000,
    "log-callers": "INFO    a/b.go:1 [info][main] c/d.cc:2] fatal error: e/f.h: " * 15_000,
    "image-refs": "image: a.b/c/d/e:f FROM g/h:i Pulling j (k/l/m/" * 25_000,
    "template-choices": "(N/A | venv | conda (e.g. Anaconda | did you know Go " * 25_000,
    "glued-endpoints": "get one postPOST /a/b/c -> xGET /" * 30_000,
    "go-get-brewfile": "go get -u -x github.com/spf13/cobra\nbrew \"a\" cask '" * 25_000,
    # issue #20 part 14: continued curl lines, client and annotation routes, prose paragraphs
    # indented as code, escaped brackets and glued line ranges in paths
    "curl-continued": "curl -X POST \\\n --url http://a/b \\\n" * 25_000,
    "client-routes": "@GET(\"a/{b}\") @HTTP(method = \"GET\", path = \"c // @Router /d [get " * 20_000,
    "vertx-chains": ".method(HttpMethod.POST).handler(a).path(\"/b .route(HttpMethod.GET, " * 20_000,
    "indented-prose": "\n\n    The (a) b; c $1 (d e) f\n    g (h) i" * 25_000,
    "escaped-paths": "a\\(b\\)c\\[d\\]e\\(f/g.ts1-2 h/i.js3-" * 25_000,
    "scoped-products": "@sveltejs/kit @solidjs/start @a/b java dependencies " * 25_000,
    "installed-with": "installed a b c with installing via brew installation using " * 20_000,
    "quoted-commands": "\"yarn start \"yarn a:b 'yarn --c `yarn run d e f g h " * 20_000,
    "bare-statements": "app.use(a.b(c));\nconst d = e(f)\nimport g from 'h'\ndef i(j):\nk.l(m " * 15_000,
    "comma-lists": "nodejs, rust, yarn, go, make, docker workers, " * 20_000,
    "resources-and-logs": ".add_resource(A, '/b') class A(Resource):\n  def get(self Route::match(['get'], '/c' "
                          "\" \"Mozilla/5.0 (d /e?f=javascript - `[jest-a] kind = " * 10_000,
    "bare-commands": "\n cargo install a --b c --d\nnode: 1.2.3\nstatic site generator Hugo, Thanks Jackson " * 15_000,
    "api-clients": "postman insomnia POSTMAN e.g. Postman node a.js python -m b.py " * 20_000,
    # issue #20 part 15: refused requests, Flask's exception log, environment fields in bold,
    # HTML tags, registered marks, slash pairs, idioms
    "refused-requests": "No route matches [POST] \"/a/b Cannot GET /c/d No mapping for GET /e Exception on /f [" * 12_000,
    "bold-fields": "**node:**\n\n1.2.\n- yarn: `v1.2 **npm**: 3. " * 20_000,
    "php-routes": "$app->group('/a', function () { $app->get('/b', H::class); $app->route('/c', H::class, ['get' "
                  "new Post (uriTemplate: '/d' @Route(\"/e\")\n * @Method({\"POST\"}) Post(\"/f\"); " * 6_000,
    "plus-and-forms": "A+B+C Node + Express + React <form method=post action=http://a:1/b import 'dart:a' 'package:b/c' " * 10_000,
    "mounts-and-tables": "app.use('/a', aRouter); r.route('/b')\n .get(f) x.use('/c', require('./d')) "
                         "`/e` | POST | f\n| GET | /g |\nGET / – h\n" * 8_000,
    "tags-and-marks": "<h2>404</h2 <h2 a=b Intel(R) Core(TM) (R) node/express yarn/fabric from Scratch " * 12_000,
    # issue #20 part 16: middleware by import name, numbered requests beside routes, preflights,
    # copied code headers, proper names, runner commands, changelog dependency lines
    "middleware-and-numbers": "app.use(cors()) app.use(bodyParser.json()) GET /users/42 /users/:id "
                              "OPTIONS /a HTTP/1.1\nAccess-Control-Request-Method: POST\n" * 8_000,
    "headers-and-names": "bash\nCopy code\ngold Bel Air scripts (env) a@b: bundle exec rake a "
                         "* deps: send@0.9.1\n<code>GET</code> /a\n" * 8_000,
    # issue #20 part 17: a URL's closing brackets, each cut from its end; scores, root request lines
    "url-brackets": "see http://a.b/c" + ")" * 1_000_000,
    "scores-and-roots": "Vault: 8.75\nBars: 8.7\nBeam: 9.050\nGET / HTTP/1.1\n" * 20_000,
}

SECRET_TEXTS = {
    "schemes": "a://b:" * 170_000,  # quadratic in detect-secrets' own URL pattern
    "npm": "//" * 500_000 + "_authToken",  # and in its npm pattern
    "key-headers": "-----BEGIN RSA PRIVATE KEY-----\n" * 30_000,
    "assignments": "password=" * 110_000,
    "keywords": "secret_" * 140_000,
    "jwt-parts": "eyJa.eyJb." * 100_000,
}
