"""The other texts of the thirty-sixth fresh held-out set ("fresh-36"): blog posts, tutorials and docs on mobile back ends
(Supabase Edge Functions receiving webhooks, a starter kit's Supabase files, Firebase Cloud Functions with Express twice,
Appwrite functions), data engineering (an Airflow introduction, Kafka Connect three ways plus its REST API reference and a
Kinetica connector guide, dbt fundamentals and pitfalls, a dbt forum question on CI refs), REST/webhook API reference pages
of two small services, route tutorials (Express, Flask three times), game development (Bevy three times, a Godot addon template,
a Unity package README), Q&A answers on databases and ORMs (Django querysets, SQLAlchemy sessions, Hibernate lazy
loading), changelogs and release notes of a runtime and package managers (Deno, wapm-cli, migrate-to-uv) and tech news
(Go 1 announced, TypeScript's native compiler).

Taken from stored public copies of the pages and files at the addresses given, kept as written (trimmed) and labelled
by hand without running the extractor, by the rules of the earlier sets (``--split fresh-36``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "Firebase Auth": ("Firebase Authentication",),
    "Firebase CLI": ("firebase-tools",),
    "MongoDB": ("Mongo",),
    "Azure Database for PostgreSQL": ("Azure PostgreSQL",),
}

CASES = [
    # ---------------------------------------------------------------- blog: mobile back ends
    R("""Supabase Edge Functions Advanced — Deno, Webhooks, Scheduled Jobs, and Multi-tenant Patterns

Supabase Edge Functions run on Deno Deploy — a lightweight serverless runtime that's not Node.js. This article goes beyond basic CRUD to cover webhook signature verification, scheduled jobs via pg_cron, and secure multi-tenant data isolation.

Understanding the Deno Environment

The biggest gotcha for developers coming from Node.js is that Edge Functions use Deno, not Node. Key differences:

  • No require() — use ES module import syntax only.
  • Node built-ins like fs and crypto are available with the node: prefix (partially).
  • npm packages are importable directly with the npm: prefix (Deno 1.34+).
  • No persistent filesystem writes — use /tmp for ephemeral data only.
// Importing npm packages directly in Deno
import { Resend } from "npm:resend@3";
import Stripe from "npm:stripe@14";

For local development, run supabase functions serve --env-file .env.local to get a Deno environment identical to production.

Receiving Webhooks with HMAC-SHA256 Verification

Any webhook endpoint that's publicly accessible needs signature verification — without it, anyone can POST fake events. Here's a complete verifier using the Web Crypto API (available natively in Deno):

// supabase/functions/webhook-receiver/index.ts
import { serve } from "https://deno.land/std@0.168.0/http/server.ts";

const SECRET = Deno.env.get("WEBHOOK_SECRET")!;

serve(async (req) => {
  const signature = req.headers.get("x-signature-256") ?? "";
  const body = await req.arrayBuffer();""",
      T("Supabase"), T("Deno"), T("Deno Deploy"), T("Node.js"), T("pg_cron"), T("npm"), T("Resend"), T("Stripe"),
      F("supabase/functions/webhook-receiver/index.ts"),
      source="https://dev.to/kanta13jp1/supabase-edge-functions-advanced-deno-webhooks-scheduled-jobs-and-multi-tenant-patterns-13jd",
      kind="blog",
      note="Resend and Stripe are the npm packages the function imports (npm:resend@3, npm:stripe@14); the Web Crypto "
           "API is a web platform API, not labelled; .env.local is a bare file name; the serve() handler has no "
           "path of its own, no endpoint"),
    R("""Cloud Functions

Switch to infinite scroll (Full book)

Cloud Functions are serverless functions: we run code on servers operated by Google.

As it is a secure environment, we can run sensitive tasks: authenticate requests, perform server-side validation, use API keys, make sensitive database writes, and more.

Functions trigger on direct requests, or on events happening in the Firebase ecosystem, such as the registration of new users through Firebase Auth. They can also be triggered by a Cron job.

trigger on direct requests: two options

The first option is to configure and establish a bare-bones REST-API endpoint, called a HTTP function. We configure the endpoint with an Express.js like API.

import { onRequest } from "firebase-functions/https"

The second option is to define a Callable function, a pattern that involves both a server SDK and a client SDK, which together do some heavy lifting on behalf of the developer, such as managing authentication, defining the type of the request's data and response, and offering streaming responses.

import { onCall } from "firebase-functions/https"

select and deploy functions

The main file determines which functions are deployed by default: all the ones that it exports. We determine the main file in package.json. Since it must be a JavaScript file, we refer to the TypeScript compiler output file:

{
    "main": "lib/index.js"
}

It is usually a barrel file that re-exports functions from their own files:

export { requestPlayer } from "./requestPlayer.js"

We deploy functions imperatively, all of them or some of them:

firebase deploy --only functions
firebase deploy --only functions:FOO
firebase deploy --only functions:FOO,functions:BAR""",
      T("Cloud Functions"), T("Firebase"), T("Firebase Auth"), T("Express"), T("firebase-functions"),
      T("JavaScript"), T("TypeScript"),
      F("lib/index.js"), F("./requestPlayer.js"),
      source="https://earlymorning.dev/firebase/cloud-functions", kind="blog",
      note="Express is named as the model of the HTTP functions' API (Express.js like); REST-API is hyphenated, "
           "not the noun phrase REST API, not labelled; package.json is a bare file name; ./requestPlayer.js is a "
           "re-export's relative path with its extension, kept as a file; no route path, no endpoint; the firebase deploy commands are the Firebase CLI's, which the text does not name (Firebase is labelled)"),
    R("""===ローカル実行===
*Firebase エミュレータを呼び出す
**package.json で定義された、firebase emulators:start を実行
*https://firebase.google.com/docs/functions/local-emulator
<pre>
$ npm install -g firebase-tools
$ cd functions
$ npm run serve
</pre>
===[[Express]]と統合===
*https://taroosg.io/cloud-functions-express
<pre>
$ npm install --save express
$ npm install --save-dev @types/express
</pre>
*index.ts
<pre>
import * as functions from 'firebase-functions';
import * as express from 'express';
const app: express.Express = express();
const router: express.Router = express.Router()
app.use(router);
router.post('/test', (req, res) => {
res.send('TEST!');
});
export const api = functions.https.onRequest(app);
</pre>
===https.onCall のプロトコル仕様===
*https://firebase.google.com/docs/functions/callable-reference
*呼び出し可能なトリガー エンドポイントへの HTTP リクエストは、次のヘッダーが含まれる POST にする必要があります。
**必須: Content-Type: application/json
**省略可: Authorization: Bearer <token>:リクエストを行うログイン済みユーザーの Firebase Authentication ユーザー ID トークンです。このトークンはバックエンドで自動的に検証され、ハンドラの context で使用可能になります。トークンが有効でない場合、リクエストは拒否されます。""",
      T("Firebase"), T("npm"), T("Firebase CLI"), T("Express"), T("firebase-functions"), T("Firebase Auth"),
      E("POST /test"),
      source="https://www.typea.info/tips_/index.php?diff=30833&oldid=30744&title=Cloud_Functions", kind="docs",
      note="a personal wiki page in Japanese with code; router.post('/test') is the route the function serves; "
           "@types/express is Express's type package (Express labelled); index.ts and package.json are bare file "
           "names; TypeScript only through index.ts and the typed code, not named, not labelled"),
    R("""Develop Appwrite Functions

Appwrite Functions offer a familiar interface if you've developed REST endpoints. Each function is handled following a request and response pattern.

Lifecycle

There is a clear lifecycle for all Appwrite Functions, from beginning to end. Here's everything that happens during a function execution.

  1. The function is invoked.

  2. The active deployment's executor will handle the request.

  3. The Executor passes in request information like headers, body or path through the context.req object of your exported function.

  4. The runtime executes the code you defined, you can log through the context.log() or context.error() methods.

  5. Function terminates when you return results using return context.res.send(), return context.res.json() or similar.

Entrypoint

You'll find all of these steps in a simple function like this. Notice the exported entry point that the executor will call.

import { Client } from 'node-appwrite';

// This is your Appwrite function
// It's executed each time we get a request
export default async ({ req, res, log, error }) => {
  // Why not try the Appwrite SDK?
  //
  // const client = new Client()
  //    .setEndpoint('https://cloud.appwrite.io/v1')
  //    .setProject(process.env.APPWRITE_FUNCTION_PROJECT_ID)
  //    .setKey(process.env.APPWRITE_API_KEY);

  // You can log messages to the console
  log('Hello, Logs!');""",
      T("Appwrite"), T("node-appwrite"),
      source="https://appwrite.io/docs/products/functions/develop", kind="docs",
      note="node-appwrite is the Node SDK the function imports; 'REST endpoints' is not the noun phrase REST API, "
           "not labelled; Appwrite Cloud only inside a URL; no route, no endpoint"),
    # ---------------------------------------------------------------- blog/docs: data engineering
    R("""Core concepts

  • DAG — Directed Acyclic Graph. A Python file defining tasks and their dependencies.
  • Operator — a single task type: PythonOperator, BashOperator, SQLExecuteQueryOperator, etc.
  • Task instance — one execution of one operator for one DAG run.
  • Scheduler — evaluates DAGs and creates task instances based on schedule and dependencies.

A minimal DAG

from airflow.decorators import dag, task
from datetime import datetime

@dag(schedule="0 6 * * *", start_date=datetime(2024, 1, 1))
def my_pipeline():
    @task
    def extract(): return fetch_data()

    @task
    def load(data): write_to_warehouse(data)

    load(extract())

my_pipeline()

Production tips

  • Use the TaskFlow API (decorators) for new DAGs — much cleaner than classic operators.
  • Store secrets in Airflow Connections/Variables or a secrets backend (AWS Secrets Manager, Vault).
  • Set max_active_runs=1 on pipelines that are not safe to run concurrently.
  • Use on_failure_callback to send alerts to Slack or PagerDuty.""",
      T("Python"), T("Airflow"), T("AWS Secrets Manager"), T("Vault"), T("Slack"), T("PagerDuty"),
      source="https://intersysop.com/kb.php?article=apache-airflow-intro", kind="docs",
      note="a knowledge-base page on Apache Airflow; PythonOperator, BashOperator and the TaskFlow API are Airflow's "
           "own classes and API, not labelled apart; Vault is the secrets backend (HashiCorp's)"),
    R("""Kafka Connect
Before this lecture we wrote producers and consumers by hand. Connect, send records via cl.ProduceSync, read via cl.PollFetches, deal with offsets. When the task is "move data from a DB into Kafka and back into another DB", that code looks identical in every project: connect to the source, map rows to events, retry, idempotency, monitoring. And you have to write it anyway. And maintain it.
Connect is an attempt to not write it forty times. A standard service that runs alongside Kafka and accepts connector plugins. One connector knows how to read from Postgres, another knows how to write to ClickHouse. You only configure: connection URL, table name, poll interval, field mapping. Startup, retry, offsets, parallelism, and load balancing across Connect nodes are handled for you.
In our sandbox Connect is already running — the kafka-connect container on :8083 (see the root docker-compose.yml). The REST API lives at http://localhost:8083. This lecture is a first walk through it. Next comes Debezium CDC with Debezium as a source connector; here we build a sink — forward messages from Kafka into a Postgres table, no Go code on the receiving side.
What a connector actually is
A connector comes in two kinds: source and sink. A source reads from an external system and writes into Kafka. A sink does the opposite: consumes a topic and writes to an external system. A single Connect process can run both kinds simultaneously.
Internally a connector is just a Java plugin. Confluent publishes them in bulk: JDBC (source and sink for any relational DB), Elasticsearch sink, S3 sink, Debezium for CDC from PG/MySQL/Mongo. Third-party ones exist too — ClickHouse Sink from Altinity, for example. In our sandbox the connect-plugins/ directory is mounted into the container; plugins go there as extracted archives, and Connect picks them up on startup.""",
      T("Kafka Connect"), T("Kafka"), T("PostgreSQL"), T("ClickHouse"), T("Docker Compose"), T("REST"),
      T("Debezium"), T("Go"), T("Java"), T("JDBC"), T("Elasticsearch"), T("Amazon S3"), T("MySQL"), T("MongoDB"),
      source="https://dsbasko.github.io/kafka-cookbook/en/07-streams-and-connect/07-03-kafka-connect/", kind="blog",
      note="Postgres and PG are PostgreSQL, Mongo MongoDB; docker-compose.yml is a bare file name (Docker Compose "
           "labelled through it, as earlier sets did); 'S3 sink' names Amazon S3; cl.ProduceSync / cl.PollFetches "
           "are the Go client's calls (franz-go, not named); Confluent and Altinity are vendors; connect-plugins/ "
           "is a folder; the REST API's address has no method, no endpoint"),
    R("""Kafka Connect 2.0.1: POST /connectors

Creates a new connector, returning the current connector information if successful.

Description

The POST request along with the parameters is used to create connectors in distributed mode.

The following table provides the parameters needed to create a new connector.

Table 1. Parameters
Parameters Description
name (string) Name of the created connector
config (map) Configuration parameters for the connector. See Kafka Connect 2.0.1: HDFS Connector and Kafka Connect 2.0.1: JDBC Connector for configuration options.
tasks (array) List of active tasks generated by the connector.
tasks[i].connector (string) Name of the connector that the task belongs to.
tasks[i].task (int) Task ID within the connector.

Syntax

http://<host>:8083/connectors/?name=<connector_name>&config=<config_parameters>

Request Example

POST /connectors HTTP/1.1 Host: connect.example.com Content-Type: application/json Accept: application/json  
{     "name": "hdfs-sink-connector",     
        "config": {         
          "connector.class": "io.confluent.connect.hdfs.HdfsSinkConnector",         
          "tasks.max": "1",         
          "topics": "test-topic",         
          "hdfs.url": "hdfs://fakehost:9000",         
          "hadoop.conf.dir": "/opt/hadoop/conf",         
          "hadoop.home": "/opt/hadoop",         
          "flush.size": "100",         
          "rotate.interval.ms": "1000"     } 
 } """,
      T("Kafka Connect"), T("HDFS"), T("JDBC"), E("POST /connectors"),
      source="https://mapr.com/docs/60/Kafka/Connect-rest-post-connectors-201.html", kind="docs",
      note="the API reference page of Kafka Connect's REST interface as MapR shipped it; the dotted connector class "
           "and the hadoop.* keys are configuration, Hadoop not labelled apart from HDFS; the syntax line is a "
           "URL with placeholders"),
    R("""Data Engineering / dbt Fundamentals: Models, Sources, Refs, and Materializations

Master dbt (data build tool) from scratch — project setup, SQL models, sources, refs, materializations, seeds, and the analytics engineering workflow used in modern data teams.

What Is dbt?

dbt (data build tool) is the transformation layer in modern ELT pipelines. It lets you write SQL SELECT statements and handles everything else: dependency resolution, running them in the right order, testing, documentation, and lineage.

The dbt mental model:

Source data in warehouse ──► dbt (SQL models) ──► Analytics-ready tables

dbt does NOT extract or load data. It transforms data that is already in your warehouse (Snowflake, BigQuery, Redshift, DuckDB).


1. Installation and Project Setup

Bash
pip install dbt-snowflake   # or dbt-bigquery, dbt-redshift, dbt-duckdb

# Create a new project
dbt init my_project
cd my_project

Project structure

my_project/
├── dbt_project.yml          # project config
├── profiles.yml             # connection credentials (in ~/.dbt/)
├── models/
│   ├── staging/             # 1:1 with sources, light cleaning
│   │   ├── stg_orders.sql
│   │   └── schema.yml
│   ├── intermediate/        # joins, business logic (optional layer)
│   │   └── int_order_items.sql
│   └── marts/               # final business tables
│       ├── finance/
│       │   ├── fct_orders.sql
│       │   └── dim_customers.sql
│       └── schema.yml
├── seeds/                   # static CSV files loaded as tables
│   └── country_codes.csv""",
      T("dbt"), T("SQL"), T("Snowflake"), T("BigQuery"), T("Redshift"), T("DuckDB"), T("pip"),
      T("dbt-snowflake"), T("dbt-bigquery"), T("dbt-redshift"), T("dbt-duckdb"),
      source="https://learnixo.io/blog/dbt-fundamentals", kind="blog",
      note="the dbt adapters are the pip packages installed; 'Bash' is the page's label on a shell block, not the "
           "text naming Bash, not labelled; the project tree gives file names one per line, never a path written "
           "out (models/staging/stg_orders.sql does not occur), no file labelled; CSV is a data format"),
    R("""Webhook endpoints
POST /v1/webhooksCreate an endpoint
POST /v1/webhooks with {"url": "https://...", "events": ["email.delivered"]} (omit events for all). Returns 201 including the signing secret (whsec_...), shown exactly once.
List endpoints
GET /v1/webhooks returns all endpoints with their subscriptions and disabled state (never the secret).
Disable an endpoint
DELETE /v1/webhooks/{id}. In-flight deliveries stop quietly; the delivery history is retained.
Delivery history
GET /v1/webhooks/{id}/deliveries returns the last 50 deliveries with their full attempt records:
{ "data": [ { "id": "...", "event_type": "email.delivered", "status": "delivered", "attempts": [ { "at": "...", "ok": true, "response_code": 200, "latency_ms": 184 } ], "delivered_at": "...", "created_at": "..." } ]}Replay a delivery
POST /v1/webhooks/deliveries/{id}/replay re-enqueues the same payload as a fresh delivery with a new attempt chain. Returns 201 with replay_of pointing at the original.""",
      E("POST /v1/webhooks"), E("GET /v1/webhooks"), E("DELETE /v1/webhooks/{id}"),
      E("GET /v1/webhooks/{id}/deliveries"), E("POST /v1/webhooks/deliveries/{id}/replay"),
      source="https://sendbyte-docs.pages.dev/api-reference/webhooks/endpoints", kind="docs",
      note="the webhook API reference of an e-mail sending service; no technology named"),
    R("""POST /api/v1/webhooks
Requires Bearer token.
| Field | Type | Required | Default | Description |
|---|---|---|---|---|
url | string | ✓ | HTTPS endpoint to receive webhook POST requests. | |
events | array | ✓ | Events to subscribe to: score.changed, permit.filed, alert.triggered, monitor.report. | |
secret | string | Signing secret for HMAC-SHA256 payload verification. |
| Field | Type | Description |
|---|---|---|
webhook.id | string | Unique webhook identifier (prefixed wh_). |
webhook.events | array | Subscribed event types. |
webhook.active | boolean | Whether the webhook is currently active. |
GET /api/v1/webhooks
Requires Bearer token.
| Field | Type | Description |
|---|---|---|
webhooks | array | All registered webhook objects. |
webhooks[].delivery_success_rate | float | Success rate of recent deliveries (0-1). |
webhooks[].last_delivery | string | Timestamp of last delivery attempt. |
DELETE /api/v1/webhooks
Requires Bearer token.""",
      E("POST /api/v1/webhooks"), E("GET /api/v1/webhooks"), E("DELETE /api/v1/webhooks"),
      source="https://docs.axiomancer.io/locus/api/webhooks", kind="docs",
      note="a small service's webhook reference; HMAC-SHA256 is an algorithm, not labelled; no technology named"),
    R("""🚂 Express.js Architecture: Building the Backend
Node.js's native http module is incredibly powerful, but writing a raw HTTP server from scratch is tedious. You would have to manually parse URL strings, manually slice TCP byte streams to read JSON bodies, and write 50-line if/else ladders to route traffic.
Express.js abstracts all of this pain away. It is a minimalist web framework for Node.js. It remains the absolute industry standard for building REST APIs.
1️⃣ Setting Up an Express Server
Building a web server capable of handling millions of requests takes about 7 lines of code in Express.
npm install express
import express from 'interface';
// 1. Instantiate the Express application
const app = express();
const PORT = 3000;
// 2. Define a Route (When a GET request hits the root '/')
app.get('/', (req, res) => {
// 3. Send a response back to the client
res.send('Welcome to the Mwenaro API');
});
// 4. Open the port and start listening
app.listen(PORT, () => {
console.log(`🚀 Server running on http://localhost:${PORT}`);
});
2️⃣ Routing and HTTP Methods
REST APIs map operations (Create, Read, Update, Delete) directly to HTTP Methods. Express makes this beautifully semantical.
// 🟢 READ (Fetch a list of users)
app.get('/api/users', (req, res) => {
res.json({ status: "success", data: [{ id: 1, name: "Mwero" }] });
});
// 🟡 CREATE (Add a new user to the database)
app.post('/api/users', (req, res) => {
res.status(201).json({ status: "created" });
});
// 🔵 UPDATE (Change an existing user's data)
app.put('/api/users/1', (req, res) => {
res.json({ status: "updated" });
});
// 🔴 DELETE (Remove a user)
app.delete('/api/users/1', (req, res) => {
// 204 means successful deletion, no content to return
res.status(204).send();
});""",
      T("Express"), T("Node.js"), T("REST"), T("npm"),
      E("GET /"), E("GET /api/users"), E("POST /api/users"), E("PUT /api/users/1"), E("DELETE /api/users/1"),
      source="https://academy.mwenaro.com/new-courses/backend-api?lesson=lesson-2-express-architecture", kind="blog",
      note="a course lesson; 'REST APIs' is the plural of the noun phrase REST API, labelled; the routes are written "
           "with a concrete id (/api/users/1) and labelled as written; http is Node's module, not labelled"),
    # ---------------------------------------------------------------- qa / blog: databases and ORMs
    R("""Prefetch related django

From here https://docs.djangoproject.com/en/dev/ref/models/querysets/#prefetch-related

select_related works by creating an SQL join and including the fields of the related object in the SELECT statement. For this reason, select_related gets the related objects in the same database query. However, to avoid the much larger result set that would result from joining across a ‘many’ relationship, select_related is limited to single-valued relationships - foreign key and one-to-one.

prefetch_related, on the other hand, does a separate lookup for each relationship, and does the ‘joining’ in Python.

update for comment:

it is better to place filter first here (order in django can affect on results):

interventionPreventivesVisits = InterventionPreventiveVisit.objects.filter(
    date__range=(self.weekDays[0], self.weekDays[len(self.weekDays)-1])
).select_related("housing"
).prefetch_related("housing__tenants")""",
      T("Django"), T("SQL"), T("Python"),
      source="https://newbe.dev/prefetch-related-django", kind="qa",
      note="an answer copied from a Q&A site; lower-case django is the framework"),
    R("""SQLAlchemy expire vs refresh: detection and resolution

Stale object state in SQLAlchemy sessions often surfaces in production services that cache query results, where an expired instance returns outdated column values. This is caused by the session’s expire mechanism and can silently corrupt downstream calculations.

# Example showing the issue
from sqlalchemy import create_engine, Column, Integer, String
from sqlalchemy.orm import declarative_base, sessionmaker

Base = declarative_base()

class User(Base):
    __tablename__ = 'users'
    id = Column(Integer, primary_key=True)
    name = Column(String)

engine = create_engine('sqlite:///:memory:')
Base.metadata.create_all(engine)
Session = sessionmaker(bind=engine)

# initial population
s1 = Session()
s1.add(User(id=1, name='Alice'))
s1.commit()

# load in first session
u = s1.query(User).first()
print(f'Initial name: {u.name}')  # Alice""",
      T("SQLAlchemy"),
      source="https://www.fixpython.com/python/sqlalchemy/sqlalchemy-expire-vs-refresh-difference", kind="qa",
      note="an error-and-fix page; SQLite only inside the sqlite:/// URL, not labelled; the code is Python but the "
           "text never names it and has no fence, not labelled"),
    R("""It’s 5:00 PM on a Friday. You deploy your code. You hit the API. 500 Internal Server Error.
org.hibernate.LazyInitializationException: failed to lazily initialize a collection of role: com.example.User.roles, could not initialize proxy - no Session
Every Java developer faces this.
Most people Google it, find a StackOverflow answer saying "Just set spring.jpa.open-in-view=true" or "change @OneToMany to FetchType.EAGER", and move on.
Please don't do that. You are solving the error but creating a massive performance bottleneck.

Why does this happen?
Hibernate uses Proxies. When you load a User, it doesn't load their Roles list from the database immediately (that's Lazy loading). Instead, it puts a placeholder (Proxy) there.
- Service Layer (Transaction Open): You fetch the User. The Session is alive.
- Controller Layer (Transaction Closed): The transaction finishes. The Hibernate Session closes. The data is "Detached".
- JSON Serialization: Jackson tries to turn your User into JSON. It calls
user.getRoles(). - Boom: The Proxy tries to call the database to load the roles, but the connection is gone.
LazyInitializationException.
Why is enable_lazy_load_no_trans a dangerous workaround?
There is a Hibernate property called hibernate.enable_lazy_load_no_trans=true.
Do not use this.""",
      T("Hibernate"), T("Java"), T("Jackson"),
      source="https://www.rabinarayanpatra.com/blogs/hibernate-lazy-init-guide", kind="blog",
      note="spring.jpa.open-in-view is a Spring Boot property key, Spring not named otherwise, not labelled; "
           "StackOverflow is a site; the exception's dotted class names are not labels; the 500 is no route"),
    # ---------------------------------------------------------------- blog: game development
    R("""Spawning game entities

Build a Flappy Bird Clone in Rust and Bevy 0.14Part 2 - Spawning game entities

In the previous part of the tutorial, we set up the project, installed Bevy and did the optimizations needed to run the game, we also downloaded the assets, initialized an empty Bevy App and created a Plugin to load the assets.

In this part, we will create the game entities and spawn them in the game, but before we start spawning the entities, let's first learn what are entities in Bevy.

What are entities?

In Bevy, an entity is a unique identifier that can be used to represent a game object. An entity can be anything in the game, in our case, it could be the bird, the pipes, or the ground. Entities are just unique identifiers and they don't hold any data, instead they group a set of components and the data is stored in the components.

Together, entities, components, and systems (ECS) are the building blocks of Bevy, and they work together to create a game.""",
      T("Rust"), T("Bevy"),
      source="https://rustfinity.com/tutorials/flappy-rust/spawning-game-entities", kind="blog",
      note="ECS is the architecture, not a tool; Flappy Bird is a game"),
    # ---------------------------------------------------------------- news
    R("""Im Herbst 2009 hat
Google "Go" vorgestellt, eine neue, selbst entwickelte Programmiersprache, die die Vorteile von dynamischen Sprachen wie Python und kompilierenden Sprachen wie C oder C++ vereinen soll (Swiss IT Magazine
berichtete). Nun, nach ein paar Monaten Entwicklung, steht Version 1 von Go in den Startlöchern. Wie der Suchmaschinenriese mitteilt, soll es Anfang 2012 soweit sein und Go 1 veröffentlicht werden. Zu diesem Zeitpunkt werde auch die derzeit bereits zu Testzwecken zur Verfügung stehende Laufzeitumgebung für die Google App Engine in einer finalen Version zur Verfügung gestellt werden. Weitere Informationen zur neuen Programmiersprache und ein kurzes Preview von Go 1 gibt es im
Go Programming Language Blog.
(mv)""",
      T("Go"), T("Python"), T("C"), T("C++"), T("App Engine"),
      source="https://itmagazine.ch/artikel/48338/Googles_Programmiersprache_Go_kommt.html", kind="news",
      note="a German news item on Go 1; Google is the company; the Go Programming Language Blog is a blog"),
    R("""Programming Languages News Today: Why Your Favorite Language Is About To Change

The world of code moves fast, but 2026 feels like someone hit the turbo button on a treadmill we’re all trying to run on. If you haven't checked the programming languages news today, you might have missed that the "standard" ways we build software are currently being dismantled and rebuilt in real-time.

Honestly, it’s a lot to keep track of. One day we’re arguing about semicolons, and the next, Microsoft is announcing they’re rewriting the most popular type-checker on the planet into a completely different language just to keep up with the speed of our keyboards.

The TypeScript "Bridge" and the Native Revolution

We should probably start with the massive elephant in the room: TypeScript.

For years, TypeScript has been the golden child of web development. But as projects got bigger, the compiler (the thing that checks your code for errors) started to feel like it was running through waist-deep molasses. Today’s big news is that the TypeScript team is officially moving toward a "native" future.

Basically, TypeScript 6.0 is being positioned as a "bridge" release. It’s the last version of the compiler that will be written in JavaScript/TypeScript itself. Microsoft is currently heads-down on "Project Corsa," which is the native port of the compiler—likely to be called TypeScript 7.0.""",
      T("TypeScript"), T("JavaScript"),
      source="https://pixelation.org/programming-languages-news-today-why-your-favorite-language-is-about-to-change-1876",
      kind="news",
      note="Microsoft is the company; Project Corsa is the code name of the native compiler port, not a tool name "
           "a reader would keep apart from TypeScript, not labelled"),
    # ---------------------------------------------------------------- changelog: runtimes
    R("""### 2.2.11 / 2025.04.18

- fix(ext/node): Fix `Writable.toWeb()` (#28914)
- fix(ext/node): add `assert` property to test context object (#28904)
- fix(install/global): do not append `bin` to `DENO_INSTALL_ROOT` when ends with
  `bin` (#26446)
- fix(npm): panic when using tag with patched package (#28900)
- fix(task): document source of tasks, fix punctuation (#28413)
- fix: better cjs vs esm module detection and upgrade swc (#28810)
- fix: remove unnecessary whitespace in prompt function (#28868)
- fix: resolve shebang parse error in deno doc --test (#26079)
- perf(npm): don't try to cache npm packages we've already cached (#28938)

### 2.2.10 / 2025.04.14

- fix: enable explicit resource management for JavaScript (#28119)
- feat(unstable): support linux vsock (#28725)
- fix(ext/node): add basic support of suite/describe in node:test (#28847)
- fix(ext/node): export test as property of default export (#28881)
- fix(ext/node): querystring fallback to default decoder (#28838)
- fix(ext/node): upgrade `node:stream` (#28855)
- fix(fmt): upgrade malva to 0.11.2 (#28871)
- fix(install): read extra package info from node_modules and fallback to
  registry (#28893)
- fix(unstable): vsock nits (#28851)""",
      T("Deno"), T("npm"), T("SWC"), T("JavaScript"), T("Linux"), T("malva"),
      source="https://github.com/denoland/deno/blob/main/Releases.md", kind="changelog",
      note="Deno's own release notes: Deno only through DENO_INSTALL_ROOT and 'deno doc', labelled once as the "
           "subject; ext/node and install/global are scopes in the commit prefixes, not files; node:test and "
           "node:stream are Node's built-in module names inside Deno, Node.js not labelled; cjs/esm are module "
           "formats"),
    # ---------------------------------------------------------------- docs: back-end set-up with files
    R("""Supabase

Supabase is the identity and session layer in the parent app. Prisma stores the business entities, but auth state is resolved from Supabase cookies and user records.

Required Variables

NEXT_PUBLIC_SUPABASE_URL=
NEXT_PUBLIC_SUPABASE_ANON_KEY=
SUPABASE_SERVICE_ROLE_KEY=

Main Files

  • lib/auth.ts
  • utils/supabase/server.ts
  • utils/supabase/client.ts
  • utils/supabase/middleware.ts
  • middleware.ts

Step 1: Understand the Server and Client Clients

  • createClient() in server.ts builds a server client using cookie accessors.
  • supabase in client.ts creates a browser client with persisted sessions and URL session detection.
  • getUser() in auth.ts is the simple server-side helper used when actions need the authenticated user.

Step 2: Understand Route Protection

This is the actual gatekeeper for the app, so if auth feels broken, check middleware before changing page logic.

  1. middleware.ts redirects / to /landing.
  2. Auth pages and landing pages are public.
  3. Protected app routes redirect unauthenticated users to /auth/login/simple?next=....
  4. Authenticated users are redirected away from login and signup pages.""",
      T("Supabase"), T("Prisma"),
      F("lib/auth.ts"), F("utils/supabase/server.ts"), F("utils/supabase/client.ts"),
      F("utils/supabase/middleware.ts"),
      source="https://jampack-starterkit-doc.vercel.app/integrations/supabase", kind="docs",
      note="a starter kit's integration page; middleware.ts, server.ts, client.ts and auth.ts alone are bare file "
           "names; the redirects give page paths with no HTTP method, no endpoint; Next.js is only implied by the "
           "NEXT_PUBLIC_ variables, not labelled"),
    R("""# godot addon template

This is a basic template for creating a Godot Engine addon.

## usage

1. `nix flake init -t github:richen604/godot-shell/#addon` the project into your Godot project's `addons/new-addon-name` directory.
2. Enable the plugin in Project Settings -> Plugins.

## structure

- `./plugin.cfg`: Plugin configuration.
- `./plugin.gd`: Main plugin script.
- `./icons/`: Custom icons for the addon.
- `./scenes/`: Reusable scenes/nodes.
- `./scripts/`: GDScript files.
- `./resources/`: Custom resources.

## what you get

- [dvc](https://dvc.org/) for asset version control
  - automated with git hooks
- [nix](https://nixos.org/) for reproducible development environments
  - with [direnv](https://direnv.net/) for automatic environment setup
- [godotenv](https://github.com/chickensoft-games/GodotEnv) for managing godot addons

## getting started

### dvc - asset version control

`godot-shell` uses [dvc](https://dvc.org/) for asset version control, automated with git hooks
see `./.git/hooks/pre-commit` for implementation""",
      T("Godot"), T("GDScript"), T("DVC"), T("Git"), T("Nix"), T("direnv"),
      F("./plugin.cfg"), F("./plugin.gd"), F("./.git/hooks/pre-commit"),
      source="https://github.com/richen604/godot-shell/blob/main/templates/addon/README.md", kind="docs",
      note="lower-case dvc, nix, git and godotenv are the tools; godot-shell is the repository itself (a template, "
           "not a tool a reader would keep); ./icons/, ./scenes/ and the like are folders, "
           "addons/new-addon-name a folder too; godotenv here is Chickensoft's Godot addon manager, which the lexicon "
           "spells as the Go dotenv library's name, left unlabelled rather than labelled as the other tool"),
    R("""# Bevy craft

## Run

```shell
cargo run --features bevy/dynamic_linking
```

## Build

```shell
cargo build --release --target wasm32-unknown-unknown
wasm-bindgen --no-typescript --target web --out-dir ./out/ --out-name "bevy-craft" ./target/wasm32-unknown-unknown/release/bevy-craft.wasm
```

## Web

* <https://ichi-pg.github.io/bevy-craft>

## Assets

* <https://kenney.nl/assets/voxel-pack>""",
      T("Cargo"), T("Bevy"), T("wasm-bindgen"),
      F("./target/wasm32-unknown-unknown/release/bevy-craft.wasm"),
      source="https://github.com/ichi-pg/bevy-craft/blob/main/README.md", kind="docs",
      note="a Bevy voxel game's README; bevy/dynamic_linking is a Cargo feature naming Bevy; the shell fences are not "
           "labelled; WebAssembly only through the wasm32 target and the .wasm file, not named, not labelled; "
           "./out/ is a folder"),
    R("""# Unitoolz VFX
### Useful VFX utils for Unity in C# 

## Installation instructions
- Open your project manifest file (`MyProject/Packages/manifest.json`).
- Add 
```
"com.dbrizov.naughtyattributes": "https://github.com/dbrizov/NaughtyAttributes.git#upm",
"com.rsg.promises": "https://github.com/debox-dev/RSG_Promises.git",
"com.debox.unitoolz.tweener": "https://github.com/debox-dev/Unitoolz_TWeener.git",
"com.debox.unitoolz.vfx": "https://github.com/debox-dev/Unitoolz_VFX.git",
```
- Open or focus on Unity Editor to resolve packages.


## Requirements
- Unity 2019 or higher.""",
      T("Unity"), T("C#"),
      F("MyProject/Packages/manifest.json"),
      source="https://github.com/debox-dev/Unitoolz_VFX/blob/main/README.md", kind="docs",
      note="the package ids (com.dbrizov.naughtyattributes, com.rsg.promises) are dotted package names, their tools "
           "only inside URLs, not labelled"),
    R("""How do CI jobs resolve ref's for models that are not selected to be run in the CI job itself?

Here’s the scenario - you created a PR - a CI job kicks off in dbt Cloud and then you see your “modified” model (bar) error as it tries to select from another model (foo) (foo is ref’d in bar) in a database or schema that you did not expect. The error looks something like this:

09:14:18    Database Error in model bar (models/bar.sql)
  002003 (42S02): SQL compilation error:
  Object 'DEVELOPMENT_JYEO.FAKE_SCHEMA.FOO' does not exist or not authorized.
  compiled Code at target/run/models/bar.sql

Here - the schema fake_schema is not something that actually exist in our database let alone model foo being built into it.

Let’s see how something like this can come to be.

dbt project setup

-- models/foo.sql
select 1 as id

-- models/bar.sql
select * from {{ ref('foo') }}
# dbt_project.yml
name: my_dbt_project
config-version: 2
version: "1.0.0"

models:
  my_dbt_project:
    +materialized: table
    +schema: marts
-- macros/gsn.sql
{% macro generate_schema_name(custom_schema_name, node) -%}
    {%- set default_schema = target.schema -%}
    {%- if target.name == 'prod' -%}
        {{ custom_schema_name }}
    {%- else -%}
        {{ default_schema }}
    {%- endif -%}
{%- endmacro %}""",
      T("dbt Cloud"), T("dbt"),
      F("models/bar.sql"), F("target/run/models/bar.sql"), F("models/foo.sql"), F("macros/gsn.sql"),
      source="https://discourse.getdbt.com/t/how-do-ci-jobs-resolve-refs-for-models-that-are-not-selected-to-be-run-in-the-ci-job-itself/11967",
      kind="qa",
      note="a question-and-answer post on dbt's forum; the error code 002003 is Snowflake's but Snowflake is not "
           "named, not labelled; the Jinja macro is not named as Jinja; dbt_project.yml is a bare file name; "
           "'SQL compilation error' is the warehouse's message, SQL not labelled from it"),
    R("""Kafka Connect 目前支持两种执行模式:standalone 和 distributed。
以 standalone 模式启动 connect
通过以下命令以 standalone 模式启动 connect:
bin/connect-standalone.sh config/connect-standalone.properties connector1.properties [connector2.properties ...]
接入 CKafka 与接入开源 Kafka 没有区别,仅需要修改 bootstrap.servers 为申请实例时分配的 IP。
以 distributed 模式启动 connect
通过以下命令以 distributed 模式启动 connect:
bin/connect-distributed.sh config/connect-distributed.properties
该模式下,kafka connect 会将 offsets、configs 和 task status 信息存储在 kafka topic 中,存储的 topic 在 connect-distributed 中的以下字段配置:
config.storage.topicoffset.storage.topicstatus.storage.topic
这三个 topic 需要手动创建,才能保证创建的属性符合 connect 的要求。""",
      T("Kafka Connect"), T("CKafka"), T("Kafka"),
      F("bin/connect-standalone.sh"), F("config/connect-standalone.properties"), F("bin/connect-distributed.sh"),
      F("config/connect-distributed.properties"),
      source="https://cloud.tencent.com/document/product/597/17987", kind="docs",
      note="Tencent Cloud's page (in Chinese) on running Kafka Connect against CKafka, its managed Kafka; "
           "connector1.properties is a bare file name"),
    # ---------------------------------------------------------------- blog: routes in Flask
    R("""Flask 라우트는 디폴트로 GETmethod로 라우팅한다. 다른 HTTP methods을 사용하기 위해서는 route() 데코레이터에 argument를 제공해주어야한다.
다음 코드는 GET 그리고  POST methods을 구현한 예시 코드이다. 
from flask import Flask, request
import json
app = Flask(__name__)
@app.route('/get_example')
def get_example():
   return 'welcome get method'
@app.route('/post_example',methods = ['POST'])
def post_example():
    data = json.loads(request.data)
    data['msg'] = 'welcome post method'
    return data
if __name__ == '__main__':
   app.run(debug = True)위 코드를 작성 후 서버를 실행하여 Talend API Tester 를 사용해보자.
| URL | Methods | Body | Test Demo | 
|---|---|---|---|
| http://127.0.0.1:5000/get_example | GET | None |  | 
| http://127.0.0.1:5000/post_example | POST | { "user": "jacob" } |  |""",
      T("Flask"), T("Talend API Tester"), E("GET /get_example"), E("POST /post_example"),
      source="https://velog.io/@jacob/Flask-HTTP-methods", kind="blog",
      note="a Korean blog post; /get_example is GET by Flask's default (the text says so) and the table gives its "
           "method too; the code is Python but the text never names it, not labelled"),
    R("""Flask routing and HTTP methods

In the [[Flask]] framework, routing is the mechanism used to map URLs (or endpoints) to specific Python functions, allowing the application to respond to different web requests^[400-devops__09-Scripting-Language__python__introduction__part-4.http__README.md]. These routes are defined using the @app.route decorator^[400-devops__09-Scripting-Language__python__introduction__part-4.http__README.md].

Variable Rules

Routes can be defined with dynamic segments, known as variable rules, to capture values from the URL^[400-devops__09-Scripting-Language__python__introduction__part-4.http__README.md]. For example, a route can be configured to accept a string parameter, such as a customer ID, by using the syntax <string:variable_name>^[400-devops__09-Scripting-Language__python__introduction__part-4.http__README.md].

@app.route("/get/<string:customerID>", methods=['GET'])
def get_customer(customerID):
    # logic to retrieve customer""",
      T("Flask"), T("Python"), E("GET /get/<string:customerID>"),
      source="https://yudady.github.io/concepts/flask-routing-and-http-methods/", kind="blog",
      note="the note's citation marks name a bare README.md, no path; <string:variable_name> is the syntax, not a "
           "route"),
    # ---------------------------------------------------------------- changelog: package managers
    R("""# Changelog

All PRs to the `wapm-cli` repository must add to this file.

## **[Unreleased]**
### Added
- Added support for any WebAssembly runtime via `WAPM_RUNTIME` (so you can use it like `WAPM_RUNTIME=wasmer-js wapm run python`)
### Changed
- Use [`boxx`](https://crates.io/crates/boxx) to show the update notification message.
- Make module pre-hashing optional and non-dependent on the [wasmer runtime](https://github.com/wasmerio/wasmer)

## [0.4.3] - 2020-01-16
### Changed
- Fixed a bug related to the use of `package.wasmer-extra-flags`

## [0.4.2] - 2020-01-06
### Changed
- Changed the way manifests are found in the filesystem fixing bugs related to global install and commands in the manifest

## [0.4.0] - 2019-11-11
### Added
- `wapm add` and `wapm remove` command to add and remove dependencies from the wapm manifest

### Changed
- `wapm init` is now interactive: run `wapm init -y` to accept all defaults
- `wapm.lock` now uses relative paths; it can safely be shared and used on different systems

## [0.3.0] - 2019-06-17
### Added
- Wasm contracts (experimental way of validating imports and exports)
- Package signing
  - Packages can be signed and verified with Minisign keys
  - `wapm keys` for relevant subcommands
- SQLite database as backing store for data like keys and contracts""",
      T("wapm"), T("WebAssembly"), T("wasmer-js"), T("boxx"), T("Wasmer"), T("Minisign"), T("SQLite"),
      source="https://github.com/wasmerio/wapm-cli/blob/master/CHANGELOG.md", kind="changelog",
      note="the WebAssembly package manager's own changelog, labelled as wapm (wapm-cli is its repository name); "
           "'wapm run python' runs a wapm package, Python not labelled; wapm.lock is a bare file name"),
    R("""# Changelog

## 0.7.3 - 2025-06-07

### Bug fixes

* Use correct `include-group` name to include groups when using `--dependency-groups-strategy include-in-dev` ([#283](https://github.com/mkniewallner/migrate-to-uv/pull/283))
* [poetry] Handle `=` single equality ([#288](https://github.com/mkniewallner/migrate-to-uv/pull/288))
* [pipenv] Handle raw versions ([#292](https://github.com/mkniewallner/migrate-to-uv/pull/292))

## 0.7.2 - 2025-03-25

### Bug fixes

* [pipenv] Handle `*` for version ([#212](https://github.com/mkniewallner/migrate-to-uv/pull/212))

## 0.7.1 - 2025-02-22

### Bug fixes

* Handle map for PEP 621 `license` field ([#156](https://github.com/mkniewallner/migrate-to-uv/pull/156))""",
      T("Poetry"), T("Pipenv"),
      source="https://github.com/mkniewallner/migrate-to-uv/blob/main/CHANGELOG.md", kind="changelog",
      note="the tool's own changelog, but its name (migrate-to-uv) occurs only inside the pull-request URLs, so "
           "it is not labelled; lower-case poetry and pipenv in the scopes are the tools migrated from; PEP 621 is a "
           "standard"),
    # ---------------------------------------------------------------- blog/docs: data engineering, game dev
    R("""1. --select my_mart does not include upstream models

Introduced in Materializations & Layers and drilled in Practice Exercise 4.

The Misconception

"dbt run --select fct_trips rebuilds everything fct_trips depends on, just like the docs say 'dbt respects dependencies.'"

The Reality

The DAG respects dependencies when dbt decides what to run, but --select names exactly one node. If stg_trips or stg_zones have not been built, fct_trips references a table that does not exist and fails with relation ... does not exist. Worse, if they have been built but are stale, fct_trips builds against stale data.

The Fix: use the graph operator + to include upstream: dbt run --select +fct_trips. Use fct_trips+ for downstream. For an end-to-end build with tests interleaved, dbt build is almost always what you want.

2. Hardcoded table names break the DAG

Introduced in dbt Setup for Azure PostgreSQL and SQL and Jinja Templating.

The Misconception

"from public.raw_trips works in psql, so it works in my dbt model."

The Reality

It works today, and silently breaks tomorrow. Hardcoding public.raw_trips means dbt does not know your model depends on that source.""",
      T("dbt"), T("Azure Database for PostgreSQL"), T("SQL"), T("Jinja"), T("PostgreSQL"),
      source="https://hub.hackyourfuture.nl/Week-10-Gotchas-Pitfalls-64b30b5a51f94be3af10fca18fd13f9e", kind="blog",
      note="a course's pitfalls page; Azure PostgreSQL is Azure's managed PostgreSQL; psql, its client, is PostgreSQL by the lexicon's spelling"),
    R("""# Bevy Game

This is a Bevy project. Bevy is a refreshingly simple data-driven game engine built in Rust.

## Getting Started

These instructions will help you set up and run the Bevy project on your local machine for development and testing purposes.

### Prerequisites

Make sure you have the following installed on your system:

- Rust (Install from [rust-lang.org](https://www.rust-lang.org/))
- Cargo (Rust package manager, included with Rust installation)

### Installation

1. Clone the repository:

    ```bash
    git clone https://github.com/ViniciusCestarii/bevy-game.git
    cd bevy-game
    ```

2. Build the project:

    ```bash
    cargo build
    ```

### Running the Project

To run the Bevy project, use the following command:

```bash
cargo run
```
To run the project as a WebAssembly application, use the following command:

```bash
cargo run --target wasm32-unknown-unknown
```""",
      T("Bevy"), T("Rust"), T("Cargo"), T("WebAssembly"), T("Git"),
      source="https://github.com/ViniciusCestarii/bevy-game/blob/main/README.md", kind="docs",
      note="bash fences not labelled; git as the command run (git clone) labelled as earlier sets did"),
    R("""In distributed mode, connectors are created by POSTing a JSON config to the REST API. Here is the structure of a connector configuration.

Kafka Connect is a component of the Kafka ecosystem that makes it easy to move large amounts of data into and out of Kafka without writing custom code. It runs as a separate process (or cluster of processes) and is configured via JSON over HTTP.

TypeDirectionExamples
Source Connector External system → Kafka topic JDBC Source (read from DB), Debezium CDC, File Source, S3 Source
Sink Connector Kafka topic → External system JDBC Sink (write to DB), Elasticsearch Sink, S3 Sink, HDFS Sink

A single Kafka Connect worker can run many connectors simultaneously. Source connectors poll external systems for new data; sink connectors consume from topics and write to external systems.

Kafka Connect supports two deployment modes:

ModeUse caseHow to start
Standalone Development, simple single-worker pipelines connect-standalone.sh worker.properties connector.properties
Distributed Production, fault-tolerant, multi-worker connect-distributed.sh worker.properties — connectors deployed via REST API""",
      T("Kafka Connect"), T("Kafka"), T("REST"), T("JDBC"), T("Debezium"), T("Amazon S3"), T("Elasticsearch"),
      T("HDFS"),
      source="https://cscode.io/kafka/KafkaConnect/", kind="blog",
      note="'POSTing a JSON config to the REST API' gives no path, no endpoint; connect-standalone.sh and the "
           ".properties files are bare names; S3 Source/Sink name Amazon S3"),
    R("""# Flask

> Flask is a python library that can be used to build applications like APIs or websites.

A Flask app will be run on a computer (a remote server or your local machine) and listen for requests.

In a Flask application, we define "routes" which are functions that will run when a request is made to a certain path.

Flask is used in the same way, regardless of whether you want to use Flask to build an API that users will interact with programmatically, or you want to use it to build a web application like Twitter (or any other product that you log in to and use through a browser).

A few notes:
- there are other more common ways to build web apps than using Flask. For example React
- Flask APIs are very commonly used to serve machine learning models through an API in production

By default, routes will only accept GET requests. We can define other methods to accept as follows:

@app.route('/post_path', methods=['POST'])
def post_handler():
    return 'Just got posted to'


POST requests are usually used when we want to send some data to the API endpoint.

The following example shows a post request being made to the above route, along with some data.

r = requests.post('http://127.0.0.1:5000/post_path', data=json.dumps({'input': 3}))
print(r.content)""",
      T("Flask"), T("Python"), T("React"), T("Requests"), E("POST /post_path"),
      source="https://github.com/AI-Core/Content-Public", kind="docs",
      note="a course notebook's markdown and code (the earlier GET routes trimmed); lower-case python is the "
           "language; requests.post is the Requests library calling the route; Twitter is a product named as an "
           "example"),
    R("""The following guide provides step-by-step instructions to get started integrating Kinetica with Kafka. The connector can be integrated as part of a Kafka stack or the Confluent platform.
This project is aimed to make Kafka topics accessible to Kinetica, meaning data can be streamed from a Kinetica table or to a Kinetica table via Kafka Connect. The custom Kafka Source Connector and Kafka Sink Connector do no additional processing, though limited data transformations can be made.
Kafka Connect allows you to configure the Kinetica Kafka Connector exactly the same for a simple Kafka stack as you would for an integrated Confluent platform. The following table is provided for the ease of identifying compatible dependency versions.
Confluent Platform | Apache Kafka | Java |
---|---|---|
3.1.x | 0.10.1.x | 1.7.0_60, 1.8.0_60 |
5.1.x | 2.1.x | 1.8.0_60 |
The Kinetica Kafka Connector has a kafka.version
property in the
pom.xml
configuration file to set the Kafka version appropriate for the
target environment. The build process will add the Kafka version to the name
of the JAR:
kafka-<kafka.version>-connector-kinetica-6.2.1-SNAPSHOT-jar-with-dependencies.jar
The Connector code is Java 7 compatible and does not require a separate build to support a Java 8 environment.""",
      T("Kinetica"), T("Kafka"), T("Confluent"), T("Kafka Connect"), T("Java"),
      source="https://docs.kinetica.com/6.2/connectors/kafka_guide.html", kind="docs",
      note="the version table trimmed to two rows; pom.xml is a bare file name (Maven not named); the JAR name is a "
           "placeholder pattern"),
]
