"""Well-known namespaces: the explicit tables of identifiers that name their product
(``org.hibernate.*``, ``Microsoft.EntityFrameworkCore``, ``pandas.read_csv``), Terraform's
providers and resource types, error classes named after their library."""

from __future__ import annotations

import re

from ...lexicon import (
    lookup_surface_form, AMBIGUOUS, CODE_TOKENS, DISTINCTIVE, SURFACE_FORMS, TECHNOLOGY_BY_NAME,
)
from .entities import ExtractedEntity, TECHNOLOGY
from .packages import _lookup_package, _scope_technology, _technology_named


# A dotted identifier is never read for the names inside it (``electron.app.quit`` is not
# Electron); these explicit tables are the exception: namespaces and identifiers that belong to
# one product and to nothing else (``org.hibernate.HibernateException``,
# ``Microsoft.EntityFrameworkCore.Design``, ``pandas.read_csv``, ``PostgreSQLAdapter``). Calls on
# a framework's own object (``Rails.root``, ``React.memo``) and a compiler's diagnostics
# (``error TS2339``) are not in them: people name the framework or the language apart.

#: a namespace (followed by "." or "::" and an identifier) -> the technology it belongs to
_NAMESPACES: dict[str, tuple[str, ...]] = {
    # Java and the JVM
    "org.hibernate": ("Hibernate",), "hibernate": ("Hibernate",),
    "org.postgresql": ("PostgreSQL",), "com.mysql": ("MySQL",), "org.mariadb": ("MariaDB",),
    "com.microsoft.sqlserver": ("SQL Server",), "oracle.jdbc": ("Oracle Database",),
    "org.sqlite": ("SQLite",), "org.h2": ("H2 Database",),
    "org.apache.kafka": ("Kafka",), "org.apache.spark": ("Apache Spark",),
    "org.apache.hadoop": ("Hadoop",), "org.apache.camel": ("Apache Camel",),
    "org.apache.tomcat": ("Tomcat",), "org.apache.catalina": ("Tomcat",),
    "org.apache.logging.log4j": ("Log4j",), "org.apache.log4j": ("Log4j",),
    "org.apache.lucene": ("Apache Lucene",), "org.apache.flink": ("Flink",),
    "org.apache.zookeeper": ("ZooKeeper",), "org.apache.cassandra": ("Cassandra",),
    "org.junit": ("JUnit",), "org.mockito": ("Mockito",), "org.testng": ("TestNG",),
    "org.assertj": ("AssertJ",), "org.testcontainers": ("Testcontainers",),
    "org.flywaydb": ("Flyway",), "liquibase": ("Liquibase",), "io.netty": ("Netty",),
    "com.fasterxml.jackson": ("Jackson",), "org.slf4j": ("SLF4J",),
    "ch.qos.logback": ("Logback",), "io.quarkus": ("Quarkus",), "io.micronaut": ("Micronaut",),
    "org.apache.maven": ("Maven",),
    "com.google.gson": ("Gson",),
    "Ecto.Adapters.Postgres": ("PostgreSQL",), "Ecto.Adapters.MyXQL": ("MySQL",),
    "Ecto.Adapters.MySQL": ("MySQL",), "Ecto.Adapters.SQLite3": ("SQLite",), "com.google.common": ("Guava",), "io.ktor": ("Ktor",),
    "org.eclipse.jetty": ("Jetty",), "io.grpc": ("gRPC",), "okhttp3": ("OkHttp",),
    "retrofit2": ("Retrofit",), "javafx": ("JavaFX",), "org.elasticsearch": ("Elasticsearch",),
    "com.mongodb": ("MongoDB",), "redis.clients.jedis": ("Redis",), "io.lettuce": ("Redis",),
    "org.thymeleaf": ("Thymeleaf",), "lombok": ("Lombok",), "org.mapstruct": ("MapStruct",),
    "org.mybatis": ("MyBatis",), "org.jooq": ("jOOQ",), "io.vertx": ("Vert.x",),
    "io.dropwizard": ("Dropwizard",), "com.vaadin": ("Vaadin",),
    # .NET
    "Microsoft.EntityFrameworkCore.SqlServer": ("Entity Framework", "SQL Server"),
    "Microsoft.EntityFrameworkCore.Sqlite": ("Entity Framework", "SQLite"),
    "Npgsql.EntityFrameworkCore.PostgreSQL": ("Entity Framework", "PostgreSQL"),
    "Microsoft.EntityFrameworkCore": ("Entity Framework",), "System.Data.Entity": ("Entity Framework",),
    "Npgsql": ("PostgreSQL",), "MySql.Data": ("MySQL",),
    "MySqlConnector": ("MySQL",), "Microsoft.Data.SqlClient": ("SQL Server",),
    "System.Data.SqlClient": ("SQL Server",), "Microsoft.Data.Sqlite": ("SQLite",),
    "Xunit": ("xUnit",), "NUnit.Framework": ("NUnit",), "StackExchange.Redis": ("Redis",),
    "MongoDB.Driver": ("MongoDB",), "Swashbuckle": ("Swashbuckle",),
    # Python
    "pandas": ("pandas",), "numpy": ("NumPy",), "django": ("Django",), "flask": ("Flask",),
    "sqlalchemy": ("SQLAlchemy",), "torch": ("PyTorch",), "tensorflow": ("TensorFlow",),
    "sklearn": ("scikit-learn",), "matplotlib": ("Matplotlib",), "pytest": ("pytest",),
    "celery": ("Celery",), "pydantic": ("Pydantic",), "fastapi": ("FastAPI",),
    "boto3": ("boto3",), "botocore": ("boto3",), "scipy": ("SciPy",), "cv2": ("OpenCV",),
    "selenium": ("Selenium",), "bs4": ("Beautiful Soup",), "aiohttp": ("aiohttp",),
    "httpx": ("HTTPX",), "uvicorn": ("Uvicorn",), "starlette": ("Starlette",),
    "pymongo": ("PyMongo",), "psycopg2": ("PostgreSQL",), "lxml": ("lxml",),
    "rest_framework": ("Django REST framework",), "requests": ("Requests",),
    # issue #20 part 16: libraries whose module name no English word spells, by their members
    # ("joblib.load(...)", "sns.heatmap" is not here: an alias is the writer's)
    "joblib": ("joblib",), "seaborn": ("Seaborn",), "plotly": ("Plotly",), "xgboost": ("XGBoost",),
    "lightgbm": ("LightGBM",), "keras": ("Keras",), "statsmodels": ("statsmodels",),
    "networkx": ("NetworkX",), "sympy": ("SymPy",), "nltk": ("NLTK",), "spacy": ("spaCy",),
    "gensim": ("Gensim",), "bokeh": ("Bokeh",), "dask": ("Dask",), "polars": ("Polars",),
    "pyarrow": ("Apache Arrow",), "openpyxl": ("openpyxl",), "paramiko": ("Paramiko",),
    "tqdm": ("tqdm",), "pyspark": ("Apache Spark",), "streamlit": ("Streamlit",), "gradio": ("Gradio",),
    "langchain": ("LangChain",), "sqlmodel": ("SQLModel",), "alembic": ("Alembic",),
    "psutil": ("psutil",), "pymysql": ("PyMySQL",),
    # a framework's configuration properties (quarkus.http.root-path) and a compiler's packages
    "quarkus": ("Quarkus",), "org.jetbrains.kotlin": ("Kotlin",),
    # Spring's projects by their packages
    "org.springframework.boot": ("Spring Boot",), "org.springframework.security": ("Spring Security",),
    # Elixir: a framework's modules (Phoenix.Router.NoRouteError, Ecto.Changeset)
    "Phoenix": ("Phoenix",), "Ecto": ("Ecto",),
}
_PY_LOG_RECORD_RE = re.compile(r"(?m)^[ \t]*(?:DEBUG|INFO|WARNING|ERROR|CRITICAL):([a-z_][a-z0-9_]{1,40})(?:\.[\w.]{1,80})?:")
_IMAGE_REF_RE = re.compile(
    r"(?:\bimage:[ \t]*['\"]?|(?m:^)[ \t]*FROM[ \t]+(?:--platform=\S{1,40}[ \t]+)?"
    r"|\b(?:docker|podman)[ \t]+pull[ \t]+|\bimage[ \t]+['\"]|\bPulling[ \t]+[\w\-]{1,40}[ \t]+\()"
    r"(?:[\w.\-]{1,60}(?::\d{1,5})?/){0,3}([a-z0-9][a-z0-9_.\-]{0,60})(?=:[\w.\-]{1,60}|@sha256|['\"\s)]|$)")
_SCOPED_PACKAGE_RE = re.compile(r"(?<![\w@/.\-])(@[a-z][a-z0-9.\-]{1,40})/([a-z][\w.\-]{0,60}|\*)")
_MODULE_NAMESPACE_RE = re.compile(r"(?<![\w:\\$.@/\-])([A-Z][A-Za-z0-9]{1,30})(?:::|\\)(?=[A-Z])")
_MODULE_KINDS = frozenset({"framework", "library", "tool", "platform", "database"})
_ERROR_WORD_RE = re.compile(r"Error|Exception|NotFound|[Uu]ndefined|[Ff]ail|Traceback|[Nn]ot [Ff]ound")
# a line of Rails' request log, or of the error page it shows ("Processing by
# Devise::SessionsController#create as HTML", "ActionController::ParameterMissing (param is
# missing ...)", "ActionController::InvalidAuthenticityToken in AuthorsController#create"): the
# classes that ran or failed, not what the writer names
_RAILS_LOG_LINE_RE = re.compile(
    r"Processing by |Completed \d{3} |Started (?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) "
    r"|::[A-Z]\w{1,60}(?: \(| in \w{1,60}#\w| (?:Load|Create|Update|Destroy|Exists|Pluck|Count) \(\d)")
_USE_MIDDLEWARE_RE = re.compile(
    r"(?<![\w$.])(?:app|router|server|api|App|Router)[ \t]*\.[ \t]*use[ \t]*\([ \t]*"
    r"(?:['\"][^'\"\n]{1,80}['\"][ \t]*,[ \t]*)?([A-Za-z_$][\w$]{1,40})(?:\.[A-Za-z_$][\w$]{0,40})?[ \t]*\(")
_CAMEL_HUMP_RE = re.compile(r"(?<=[a-z0-9])([A-Z])")
_MIDDLEWARE_KINDS = frozenset({"library", "framework"})


def _middleware_package(identifier: str):
    """The package a middleware's import name stands for: "cors", "bodyParser" (body-parser),
    "cookieParser" (cookie-parser); a lexicon library's own name, or its name in kebab case."""
    kebab = _CAMEL_HUMP_RE.sub(lambda m: "-" + m.group(1).lower(), identifier)
    for key in (identifier.casefold(), kebab.casefold()):
        form = SURFACE_FORMS.get(key)
        if form is not None and form.technology.kind in _MIDDLEWARE_KINDS and (
                form.level == DISTINCTIVE or form.text.casefold() == form.technology.name.casefold()):
            return form.technology
    return None


# a name the text binds to a module of its own choosing ("const bodyParser =
# require('koa-bodyparser')", "import cors from '@koa/cors'"): that module, which the package
# rules read, is what the name stands for
_IMPORT_BINDING_RE = re.compile(
    r"\b([A-Za-z_$][\w$]{0,40})[ \t]*=[ \t]*require[ \t]*\(|\bimport[ \t]+([A-Za-z_$][\w$]{0,40})[ \t]+from\b")


_VITE_LOG_TAG_RE = re.compile(r"\[(?:plugin:)?vite(?::([\w\-]{1,30}))?\]")
# a lower-case crate at the head of a Rust path: "actix_web::pipeline", not "::prelude::"
_CRATE_PATH_RE = re.compile(r"(?<![\w:.$@\-/])([a-z][a-z0-9_]{1,40})::(?=[A-Za-z_{*])")
_CRATE_KINDS = frozenset({"framework", "library"})
_NAMESPACE_RE = re.compile(
    r"(?<![\w.$@/\-:])("
    + "|".join(re.escape(k) for k in sorted(_NAMESPACES, key=len, reverse=True))
    # (not a host: "keras.io", "plotly.com")
    + r")(?:(\.|::)(?=[A-Za-z_][A-Za-z0-9_]+)(?!(?:io|com|org|net|app|dev|ai|co|readthedocs|github)\b)"
    r"|(?![\w\-]))")
# libraries whose conventional import name is an everyday word or another tool's: they count
# only before members of their own API (express.json, not express.anything)
_LIBRARY_MEMBERS: dict[str, tuple[str, frozenset[str]]] = {
    "express": ("Express", frozenset({"json", "urlencoded", "static", "Router", "raw", "text"})),
    "gin": ("Gin", frozenset({"Default", "New", "Context", "H", "HandlerFunc", "IRouter", "IRoutes",
                              "Engine", "RouterGroup", "SetMode", "ReleaseMode"})),
    "iris": ("Iris", frozenset({"New", "Default", "Context", "Map", "Application", "Party"})),
    "echo": ("Echo", frozenset({"New", "Context", "HandlerFunc", "Echo", "MiddlewareFunc"})),
    "fiber": ("Fiber", frozenset({"New", "Ctx", "Map", "App", "Config", "Handler"})),
    "Rack": ("Rack", frozenset({"Test", "Request", "Response", "Builder", "Utils", "Lint",
                                "PostBodyContentTypeParser", "NestedParams", "Session", "Attack",
                                "Cors", "MockRequest", "Handler", "Files", "Static"})),
    "supabase": ("Supabase", frozenset({"functions", "auth", "storage", "rpc", "channel", "from"})),
    "mongoose": ("Mongoose", frozenset({"Schema", "model", "connect", "Types", "connection"})),
    "passport": ("Passport", frozenset({"authenticate", "serializeUser", "deserializeUser", "initialize",
                                        "session", "use"})),
    "axios": ("Axios", frozenset({"get", "post", "put", "patch", "delete", "create", "defaults",
                                  "interceptors", "request"})),
    "chi": ("chi", frozenset({"NewRouter", "Router", "NewMux", "Mux", "URLParam", "Chain",
                              "Middlewares", "RouteContext"})),
    # validation schemas: "Joi.string().required()", "Joi.object({...})"
    "Joi": ("Joi", frozenset({"string", "object", "number", "boolean", "array", "date", "any", "alternatives",
                              "validate", "attempt", "assert", "ref", "func", "binary"})),
    # Rails' own module, in code or chained: "Rails.application.routes.draw do", "Rails.root.join('x')"
    "Rails": ("Rails", frozenset({"application", "root", "env", "logger", "configuration", "cache",
                                  "version", "groups", "autoloaders", "credentials", "backtrace_cleaner"})),
    # (gorilla/mux's own API; the standard library's is http.NewServeMux)
    "mux": ("Gorilla Mux", frozenset({"NewRouter", "Router", "Vars", "CORSMethodMiddleware",
                                      "MiddlewareFunc", "CurrentRoute"})),
}
_LIBRARY_MEMBER_RE = re.compile(
    r"(?<![\w.$@/\-:])(" + "|".join(_LIBRARY_MEMBERS) + r")(?:\.|::)("
    + "|".join(sorted({m for _, ms in _LIBRARY_MEMBERS.values() for m in ms}, key=len, reverse=True))
    + r")\b")
# the conventional short names of two libraries, before their own API: pd.read_csv, np.zeros
_SHORT_NAMESPACE_RE = re.compile(
    r"(?<![\w.$@/\-])(?:(pd)\.(?:read_\w+|DataFrame|Series|concat|merge|to_datetime|to_numeric"
    r"|isna|isnull|notna|Timestamp|date_range|pivot_table|get_dummies|melt|crosstab|set_option"
    r"|NaT|Categorical|ExcelWriter|json_normalize)"
    r"|(np)\.(?:array|zeros|ones|arange|linspace|random|ndarray|float32|float64|int32|int64|nan"
    r"|mean|where|concatenate|reshape|sqrt|unique|vstack|hstack|asarray|empty|matmul|linalg"
    r"|uint8|argmax|argmin|stack))\b")
# a class named after the model provider it wraps (LangChain's naming): "OpenAIEmbeddings",
# "ChatOpenAI", "AzureOpenAIEmbeddings"; the provider must be a distinctive name of a service
_PROVIDER_CLASS_RE = re.compile(
    r"(?<![\w.])(?:([A-Z][A-Za-z0-9]{2,30}?)Embeddings|Chat([A-Z][A-Za-z0-9]{2,30}))(?![\w])")
_EXE_COMMAND_RE = re.compile(r"(?<![\w.\-/\\])([a-z][\w\-]{1,30})\.exe[ \t]+[a-z\-]")
# where a command starts: a line's start, after a prompt ("D:\\work>", "$") or a usage line's
# "Usage:"
_EXE_POSITION_RE = re.compile(r"[ \t]*(?:Usage:[ \t]*|[^\n]{0,60}[>$#%][ \t]*)?")
_PROVIDER_KINDS = frozenset({"service", "tool", "cloud", "platform", "library"})
# a database's adapter, dialect or driver class: PostgreSQLAdapter, PostgreSQL95Dialect
_DB_CLASS_RE = re.compile(
    r"(?<![A-Za-z])(PostgreSQL|Postgres|MySQL|MariaDB|SQLite|SQLServer|SqlServer|Oracle|Mongo"
    r"|Redis|H2)\d*(?:Adapter|Dialect|Driver)\b")
_DB_CLASS_TECHNOLOGY = {"postgresql": "PostgreSQL", "postgres": "PostgreSQL", "mysql": "MySQL",
                        "mariadb": "MariaDB", "sqlite": "SQLite", "sqlserver": "SQL Server",
                        "oracle": "Oracle Database", "mongo": "MongoDB", "redis": "Redis",
                        "h2": "H2 Database"}
# an error or exception class a library names after itself: MongooseServerSelectionError,
# SQLAlchemyError, PrismaClientKnownRequestError, AxiosError, HibernateException
_ERROR_CLASS_RE = re.compile(r"(?<![\w.$])([A-Z][A-Za-z0-9]{2,60}?)(?:Error|Exception)\b")
_CAMEL_WORD_RE = re.compile(r"[A-Z]+(?=[A-Z][a-z]|\d|$)|[A-Z]?[a-z]+|\d+")


def _error_class_technology(stem: str) -> str | None:
    """The technology whose name opens an error class's name, written as the lexicon writes it
    (a distinctive name, or a word-like one in its own casing, four letters or more)."""
    words = _CAMEL_WORD_RE.findall(stem)
    for n in range(min(3, len(words)), 0, -1):
        prefix = "".join(words[:n])
        form = SURFACE_FORMS.get(prefix.casefold())
        if (form is not None and len(prefix) >= 4 and form.level != AMBIGUOUS
                and (form.level == DISTINCTIVE or form.text == prefix)
                and form.text == form.technology.name):
            return form.technology.name
    return None


# a program run by its path in a bin folder: "/usr/bin/tsc --outDir", "#!/usr/bin/env node"
_BIN_COMMAND_RE = re.compile(
    r"(?m)(?:^|[$+>#][ \t]+|#!)[ \t]*(?:/usr(?:/local)?|/opt/homebrew|/opt/[\w.\-]{1,40})?"
    r"/s?bin/(?:env[ \t]+)?([a-z][\w.+\-]{0,30})(?=[ \t]|$)")
# (shells and the everyday utilities people do not name as technologies when a log runs them)
_SHELLS = frozenset({"Bash", "Zsh", "Git", "SSH", "OpenSSL"})
# Terraform: provider sources and blocks, backends, resource types
_TERRAFORM_SOURCE_RE = re.compile(
    r"(?<![\w.\-])hashicorp/(aws|google|azurerm|kubernetes|helm|vault|consul)(?![\w\-])")
_TERRAFORM_BLOCK_RE = re.compile(
    r"(?m)^[ \t]*(provider|backend|resource|data)[ \t]+\"([a-z][a-z0-9_]{0,60})\"")
_TERRAFORM_PROVIDERS = {"aws": "AWS", "google": "Google Cloud", "azurerm": "Azure",
                        "kubernetes": "Kubernetes", "helm": "Helm", "vault": "Vault",
                        "consul": "Consul", "digitalocean": "DigitalOcean",
                        "cloudflare": "Cloudflare", "github": "GitHub", "docker": "Docker"}
_TERRAFORM_BACKENDS = {"s3": "Amazon S3", "gcs": "Google Cloud Storage", "consul": "Consul",
                       "pg": "PostgreSQL", "kubernetes": "Kubernetes"}
_TERRAFORM_RESOURCE_PREFIXES = (("aws_s3_", "Amazon S3"), ("aws_lambda_", "AWS Lambda"),
                                ("aws_dynamodb_", "DynamoDB"), ("aws_ecr_", "Amazon ECR"),
                                ("aws_", "AWS"), ("google_", "Google Cloud"), ("azurerm_", "Azure"))
# a resource type outside its block: a provider's changelog entry ("resource/aws_lambda_function:",
# "data-source/aws_s3_bucket:"), Terraform's diagnostics ('in resource "aws_eip" "nat":') and a
# resource's address in a plan's output or an error ("module.s3.aws_s3_bucket.provider",
# "aws_s3_bucket.b")
_TERRAFORM_TYPE_RE = re.compile(
    r"(?<![\w\-./])(?:(?:resource|data-source)/((?:aws|google|azurerm)_[a-z0-9_]{1,60})(?![\w\-])"
    r"|(?<=\bin[ \t]resource[ \t]\")((?:aws|google|azurerm)_[a-z0-9_]{1,60})(?=\"[ \t]\")"
    r"|(?:module\.[\w\-]{1,60}\.)*((?:aws|google|azurerm)_[a-z0-9_]{1,60})\.[a-z_][\w\-]{0,60}(?![\w\-(.]))")
# a task of Elixir's build tool ("mix ecto.migrate", "mix phx.server") names Mix, and the
# application it belongs to when it writes the application's name ("mix phoenix.gen.html",
# "mix ecto.create"; "phx" is an abbreviation, not the framework's name)
_MIX_TASK_RE = re.compile(r"(?<![\w.\-/])mix[ \t]+([a-z][a-z_]{1,30})\.[a-z_][\w.]{0,40}")
_MIX_TASK_APPS = {"phoenix": "Phoenix", "ecto": "Ecto", "hex": "Hex"}


# Go modules that name their product, as a Go import writes them: import "github.com/gin-gonic/gin"
# (not a module path in a stack trace or in the go tool's output: those are dependencies'
# frames and downloads)
_GO_MODULES: dict[str, str] = {
    "github.com/gin-gonic/gin": "Gin", "github.com/labstack/echo": "Echo",
    "github.com/gofiber/fiber": "Fiber", "github.com/go-chi/chi": "chi",
    "github.com/gorilla/mux": "Gorilla Mux", "gorm.io/gorm": "GORM", "github.com/jinzhu/gorm": "GORM",
    "github.com/spf13/cobra": "Cobra", "github.com/spf13/viper": "Viper",
    "github.com/stretchr/testify": "Testify", "github.com/sirupsen/logrus": "Logrus",
    "go.uber.org/zap": "Zap", "github.com/uptrace/bunrouter": "BunRouter",
    "github.com/julienschmidt/httprouter": "httprouter", "github.com/redis/go-redis": "go-redis",
    "github.com/go-redis/redis": "go-redis", "github.com/jackc/pgx": "pgx",
    "github.com/onsi/ginkgo": "Ginkgo", "github.com/onsi/gomega": "Gomega",
    "google.golang.org/grpc": "gRPC", "github.com/prometheus/client_golang": "Prometheus",
    "k8s.io/client-go": "Kubernetes", "github.com/aws/aws-sdk-go": "AWS",
    "github.com/aws/aws-sdk-go-v2": "AWS", "go.mongodb.org/mongo-driver": "MongoDB",
    "github.com/lib/pq": "PostgreSQL", "github.com/go-sql-driver/mysql": "MySQL",
    "github.com/mattn/go-sqlite3": "SQLite", "github.com/golang-jwt/jwt": "JWT",
    "github.com/beego/beego": "Beego", "github.com/gobuffalo/buffalo": "Buffalo",
}
_GO_MODULE_NAMES = "|".join(re.escape(k) for k in sorted(_GO_MODULES, key=len, reverse=True))
_GO_MODULE_RE = re.compile(r"\"(" + _GO_MODULE_NAMES + r")(?:/v\d{1,2})?(?:/[\w.\-/]{1,100})?\"")
_GO_GET_RE = re.compile(
    r"\bgo[ \t]+(?:get|install)[ \t]+(?:-[\w]{1,10}[ \t]+){0,3}(" + _GO_MODULE_NAMES + r")(?![\w\-])")
_BREWFILE_ENTRY_RE = re.compile(r"(?m)^[ \t]*(?:brew|cask)[ \t]+[\"']([a-z0-9][\w@.+\-]{0,60})[\"']")


# NestJS's logger: "[Nest] 12345  - 01/02/2024, 10:00:00 AM     LOG [NestFactory] ..."
_NEST_LOG_RE = re.compile(r"\[Nest\][ \t]+\d{1,7}[ \t]+-")


def _identifier_hits(masked: str) -> list[tuple[int, int, ExtractedEntity]]:
    """Technologies named by the well-known namespaces and identifiers of the tables above."""
    hits: list[tuple[int, int, ExtractedEntity]] = []

    def add(pos: int, name: str | None) -> None:
        if name in TECHNOLOGY_BY_NAME:
            hits.append((pos, 0, ExtractedEntity(TECHNOLOGY, name)))

    if "." in masked or "::" in masked:
        for m in _NAMESPACE_RE.finditer(masked):
            if m.group(2) is None and "." not in m.group(1):
                continue  # a one-word namespace counts only before its members: "pandas.read_csv"
            for name in _NAMESPACES[m.group(1)]:
                add(m.start(), name)
        for m in _SHORT_NAMESPACE_RE.finditer(masked):
            add(m.start(), "pandas" if m.group(1) else "NumPy")
    if "::" in masked:
        # a Rust crate's path names the crate, its hyphens written as underscores
        # (actix_web::middleware, bevy::prelude::Vec3, tokio::spawn)
        for m in _CRATE_PATH_RE.finditer(masked):
            form = SURFACE_FORMS.get(m.group(1).replace("_", "-"))
            if form is not None and form.technology.kind in _CRATE_KINDS:
                add(m.start(), form.technology.name)
    if ":" in masked:
        # Python's logging names the library that logged: "INFO:werkzeug: * Running on",
        # "WARNING:urllib3.connectionpool:Retrying"
        for m in _PY_LOG_RECORD_RE.finditer(masked):
            tech = _technology_named(m.group(1).lower(), distinctive_only=True)
            if tech is not None:
                add(m.start(1), tech.name)
    if "image" in masked or "FROM" in masked or "pull" in masked or "Pulling" in masked:
        # a container image names the program it packs: "image: redis:latest", "FROM
        # node:20-alpine", "docker pull bitnami/postgresql:15", "Pulling db (postgres:alpine)"
        for m in _IMAGE_REF_RE.finditer(masked):
            tech = _technology_named(m.group(1).lower())
            if tech is not None and tech.kind != "os":
                add(m.start(1), tech.name)
    if "@" in masked:
        # a scoped npm package names its scope's project: "@capacitor/cli 7.0.1", "@hono/zod-validator"
        for m in _SCOPED_PACKAGE_RE.finditer(masked):
            tech = _scope_technology(m.group(1).lower(), m.group(2).lower())
            if tech is not None:
                add(m.start(), tech.name)
    if "::" in masked or "\\" in masked:
        # a Ruby, Perl, PHP or C++ namespace opens with its framework's name: "Sidekiq::Web",
        # "Mojolicious::Lite", "Symfony\\Component\\HttpKernel", "Qt::AlignLeft"
        # (not an error's class or a line of an error: "ActiveRecord::Migrator:Class
        # (NoMethodError)", "Symfony\\Component\\HttpKernel\\Exception" name what failed)
        for m in _MODULE_NAMESPACE_RE.finditer(masked):
            form = SURFACE_FORMS.get(m.group(1).casefold())
            if (form is not None and form.technology.kind in _MODULE_KINDS
                    and (form.level == DISTINCTIVE or form.text == m.group(1))):
                # (the line around it, at most 300 characters each side: linear on long lines)
                lo = max(0, m.start() - 300)
                line_start = max(lo, masked.rfind("\n", lo, m.start()) + 1)
                line_end = masked.find("\n", m.end(), m.end() + 300)
                line = masked[line_start:line_end if line_end != -1 else m.end() + 300]
                if (_ERROR_WORD_RE.search(line) is None and _RAILS_LOG_LINE_RE.search(line) is None
                        and not masked.endswith("#<", 0, m.start())):
                    add(m.start(), form.technology.name)  # (Ruby's inspect, "#<X::Y>", is a value)
    if ".use" in masked:
        # a middleware an app mounts, called by its package's import name: "app.use(cors())",
        # "app.use(bodyParser.json())", "router.use(cookieParser())"
        bound: set[str] | None = None  # the names the text binds to modules, read once
        for m in _USE_MIDDLEWARE_RE.finditer(masked):
            tech = _middleware_package(m.group(1))
            if tech is None:
                continue
            if bound is None:
                bound = {b.group(1) or b.group(2) for b in _IMPORT_BINDING_RE.finditer(masked)}
            if m.group(1) not in bound:
                add(m.start(1), tech.name)
    if "[vite" in masked or "[plugin:vite" in masked:
        for m in _VITE_LOG_TAG_RE.finditer(masked):
            add(m.start(), "Vite")  # Vite's plugins tag their errors: "[vite:esbuild]", "[plugin:vite:css]"
            if m.group(1) == "esbuild":
                add(m.start(1), "esbuild")
    for m in _DB_CLASS_RE.finditer(masked):
        add(m.start(), _DB_CLASS_TECHNOLOGY[m.group(1).lower()])
    if ".exe" in masked:
        # a tool's Windows executable, as a command or in a usage line: "cargo.exe build",
        # "Usage: cargo.exe build [OPTIONS]", "> node.exe server.js"
        for m in _EXE_COMMAND_RE.finditer(masked):
            tech = CODE_TOKENS.get(m.group(1).lower())
            line_start = masked.rfind("\n", max(0, m.start() - 80), m.start()) + 1
            if tech is not None and (line_start or m.start() <= 80) and _EXE_POSITION_RE.fullmatch(
                    masked, line_start, m.start()):
                add(m.start(1), tech.name)
    if "Embeddings" in masked or "Chat" in masked:
        # a class named after the model provider it wraps: "OpenAIEmbeddings", "ChatOllama",
        # "AzureOpenAIEmbeddings", "HuggingFaceEmbeddings"
        for m in _PROVIDER_CLASS_RE.finditer(masked):
            form = lookup_surface_form(m.group(1) or m.group(2))
            if form is not None and form.level == DISTINCTIVE and form.technology.kind in _PROVIDER_KINDS:
                add(m.start(), form.technology.name)
    if "Error" in masked or "Exception" in masked:
        for m in _ERROR_CLASS_RE.finditer(masked):
            add(m.start(), _error_class_technology(m.group(1)))
    if "bin/" in masked:
        for m in _BIN_COMMAND_RE.finditer(masked):
            tech = _lookup_package(m.group(1))
            if tech is not None and tech.name not in _SHELLS:
                add(m.start(1), tech.name)
    if "/" in masked:
        for m in _GO_MODULE_RE.finditer(masked):
            add(m.start(), _GO_MODULES[m.group(1)])
        if "go " in masked:
            # the go tool adding a module: "go get -u github.com/spf13/cobra@latest"
            for m in _GO_GET_RE.finditer(masked):
                add(m.start(1), _GO_MODULES[m.group(1)])
    if "brew " in masked or "cask " in masked:
        # a Brewfile's entries: 'brew "starship"', 'cask "docker"'
        for m in _BREWFILE_ENTRY_RE.finditer(masked):
            tech = _lookup_package(m.group(1))
            if tech is None:
                form = SURFACE_FORMS.get(m.group(1).lower())
                tech = form.technology if form is not None and form.text.lower() == m.group(1).lower() else None
            if tech is not None and not tech.generic_format:
                add(m.start(1), tech.name)
    if "[Nest]" in masked:
        for m in _NEST_LOG_RE.finditer(masked):
            add(m.start(), "NestJS")
    if "hashicorp/" in masked:
        for m in _TERRAFORM_SOURCE_RE.finditer(masked):
            add(m.start(), _TERRAFORM_PROVIDERS.get(m.group(1)))
    if "aws_" in masked or "google_" in masked or "azurerm_" in masked:
        for m in _TERRAFORM_TYPE_RE.finditer(masked):
            add(m.start(), _terraform_resource_technology(m.group(1) or m.group(2) or m.group(3)))
    if "mix" in masked:
        for m in _MIX_TASK_RE.finditer(masked):
            add(m.start(), "Mix")
            add(m.start(1), _MIX_TASK_APPS.get(m.group(1)))
    if '"' in masked:
        for m in _TERRAFORM_BLOCK_RE.finditer(masked):
            kind, label = m.group(1), m.group(2)
            if kind == "provider":
                add(m.start(2), _TERRAFORM_PROVIDERS.get(label))
            elif kind == "backend":
                add(m.start(2), _TERRAFORM_BACKENDS.get(label))
            else:
                add(m.start(2), _terraform_resource_technology(label))
    return hits


def _terraform_resource_technology(resource_type: str) -> str | None:
    """The service a Terraform resource type belongs to ("aws_s3_bucket" -> Amazon S3)."""
    return next((name for prefix, name in _TERRAFORM_RESOURCE_PREFIXES if resource_type.startswith(prefix)), None)
