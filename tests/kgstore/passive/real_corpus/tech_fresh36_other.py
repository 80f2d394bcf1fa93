"""The other texts of the thirty-sixth fresh held-out set ("fresh-36"): blog posts, tutorials and docs on mobile back ends
(Supabase Edge Functions receiving webhooks, Firebase Cloud Functions with Express, an Appwrite function), data engineering
(an Airflow introduction, Kafka Connect sinks and its REST API, dbt fundamentals), REST/webhook API reference pages of small
services with their routes, game development (Bevy, Godot), Q&A answers on databases and ORMs (Django querysets,
SQLAlchemy sessions, Sequelize migrations, Prisma), changelogs and release notes of CLIs, runtimes and package managers,
and tech news.

Taken from stored public copies of the pages and files at the addresses given, kept as written (trimmed) and labelled
by hand without running the extractor, by the rules of the earlier sets (``--split fresh-36``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "Firebase Auth": ("Firebase Authentication",),
    "Firebase CLI": ("firebase-tools",),
    "MongoDB": ("Mongo",),
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
]
