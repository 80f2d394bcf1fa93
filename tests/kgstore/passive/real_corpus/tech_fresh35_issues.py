"""A thirty-fifth fresh held-out set ("fresh-35"), the issues part: 66 GitHub issue and pull-request threads from 62
repositories, most of them used by no earlier set (a few -- keycloak/keycloak, quarkusio/quarkus, spring-projects/
spring-boot, prisma/orm, sequelize/sequelize, drizzle-team/drizzle-orm, actix/examples, typicode/json-server,
baugarten/node-restful, filipedeschamps/tabnews.com.br, knex/knex -- each with a thread not used before) -- on data and
identity: ORMs, query builders and migration tools (Knex, Sequelize, Prisma, Drizzle, SQLAlchemy and Alembic, SQLModel,
Diesel, Phoenix and Ecto, Spring Data, Flask-AppBuilder), databases and their drivers (PostgreSQL and node-postgres,
PostGIS, MySQL under MyBatis samples, Redis and its streams), messaging and task queues (Kafka under Docker Compose,
RabbitMQ with Celery and Flower, NATS and JetStream, BullMQ on ioredis), search engines (Meilisearch, Typesense,
Elasticsearch, OpenSearch), auth (Keycloak with Flask, Quarkus OIDC and Spring, Devise, JWT logins), maps
and geo (PostGIS radius searches, PMTiles), and student and course projects quoting their routes (todo apps, blog APIs,
e-shop carts and checkouts, a library system) -- several of them not in English (Spanish, Portuguese, Chinese, Russian,
Korean, Vietnamese). Each is the thread's title followed by its body and maybe a comment or two, kept as written (code
blocks, logs, tracebacks, pip freeze and requirements lists, docker-compose files and diffs, curl commands, server logs,
README route lists, acceptance criteria as they appear; trimmed; screenshots dropped; the comments joined without their
author lines). Three of them label nothing at all.

Every text was taken from a stored public copy of the thread at the address given and labelled by hand without
running the extractor on it, by the earlier sets' conventions: technologies under their usual canonical name (any
spelling in the text), a code fence's language but not a shell's or a diff's; data formats, everyday shell utilities,
sites, placeholders and names only inside URLs, absolute or dependency paths, image tags or dotted identifiers not
labelled; relative file paths as written (a :N line number or :N-M range dropped), bare file names, folders and globs
not; an endpoint only as "METHOD /path" where the text gives the method for that path (a route in code or in a route
comment, a README or acceptance-criteria list, a request the app's own route answers even with 401 or 500 -- a Rails or
Flask log line, a curl -X or a Postman GET to the app's own server written as a URL) and writes the whole path with its
leading slash -- a request no handler accepts, a path with no method or no leading slash, and a route whose mounted
full path is never written are not labelled. Nobody tunes the extractor on these texts: the benchmark scores them as
their own split (``--split fresh-35``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "PostgreSQL": ("Postgres",),
    "node-postgres": ("pg",),
    "macOS": ("OSX", "MacOS"),
    "Kubernetes": ("k8s",),
    "Docker Compose": ("docker-compose",),
    "Azure Cache for Redis": ("Azure Cache", "Azure Redis"),
    "OpenID Connect": ("OIDC",),
    "Typesense": ("Typsense",),
    "Node.js": ("nodejs",),
    "Requests": ("python-requests",),
    "body-parser": ("bodyParser",),
    "IntelliJ IDEA": ("IDEA",),
    "Detectron2": ("detectron",),
    "Azure App Service": ("Azure Web App",),
    "OpenSearch Dashboards": ("opensearch-dashboards",),
    "Model Context Protocol": ("MCP",),
    "Next.js": ("nextjs",),
}

CASES = [
    R(r"""Timeout acquiring a connection

I am having trouble getting Knex working at all. I have Postgres installed, I have made myself a user (no password) and made a database and put in a table with a couple rows and that all works fine over the psql command line tool.

Now I have an Express app, I've installed knex and pg with Yarn, and I just went into my `routes/index.js` file to try to get started and see if Knex is working. Here is my code:

```
const express = require('express');
const router = express.Router();

const knex = require('knex')({
  debug: true,
  client: 'pg',
  connection: {
    host: 'localhost',
    user: 'kenmore',
    database: 'kenmore'
  },
  acquireConnectionTimeout: 5000
});

router.get('/', (req, res, next) => {
  knex.select().from('users')
  .then(rows => {
    res.send('success');
  })
  .catch(e => {
    res.send(e.message);
  });
});

module.exports = router;
```

At first it was just hanging for a long time, then I realized that it was finally doing something after 60s, so I set the option `acquireConnectionTimeout: 5000` and in my catch() function sent the error message and I get this after 5 seconds:

`Knex: Timeout acquiring a connection. The pool is probably full. Are you missing a .transacting(trx) call?`

I don't understand. Do I have to manually close connections? How is my pool full?""",
      T("Knex"), T("PostgreSQL"), T("Express"), T("node-postgres"), T("Yarn"),
      F("routes/index.js"),
      source="https://github.com/knex/knex/issues/2313", kind="issue",
      note="router.get('/') is on an Express router whose mount point is never written: no endpoint; "
           "'pg' the node-postgres package (installed with Yarn); psql is PostgreSQL's own client, folded into PostgreSQL"),
    R(r"""The famous : Timeout acquiring a connection. The pool is probably full error

# Environment

Knex version: ^0.18.0
PG version: ^7.11.0
Database + version: PostgreSQL 11
OS: unknown, hosted on DigitalOcean with their managed database cluster BUT same issue on my local OSX

# Bug

1. Explain what kind of behaviour you are getting and how you think it should do

I'm trying to reach a PostgreSQL 11 database on the managed database cluster of DigitalOcean.

When working in local, everything works in my app BUT when deployed OR executed in local with all the production parameters, I got the famous `Knex: Timeout acquiring a connection. The pool is probably full. Are you missing a .transacting(trx) call?`.

I got this error even on the deployed container on a k8s cluster, the managed k8s of DO.

I've saw a lot of us got this error. 

My connection look like this : 

```javascript

{ 
    client: 'pg', 
    connection: { 
        sslmode: 'require', 
        ssl: true, 
        user: 'doadmin', 
        password: '********', 
        port: '25060', 
        host: 'beta-*****-do-user-*****-0.db.ondigitalocean.com', 
        database: 'staging.migrations'
    }, 
    migrations: { directory: '/app/src/db/migrations/migrations' }, 
    seeds: { directory: '/app/src/db/seeds/migrations' }, 
    acquireConnectionTimeout: 10000, 
```""",
      T("Knex"), T("node-postgres"), T("PostgreSQL"), T("DigitalOcean"), T("macOS"), T("Kubernetes"),
      T("JavaScript"),
      source="https://github.com/knex/knex/issues/3310", kind="issue",
      note="'PG version: ^7.11.0' is the pg driver (node-postgres); migration directories are absolute paths"),
    R(r"""error when uploading: "message": "internal: number is not a valid finite number."

I have a script that runs a database query, receives the response at json, then uploads that json to meilisearch (v0.28.1, running bare-metal on debian). The first few times I ran the script there were no errors, then I suddenly got this message from the `/tasks` endpoint:

```json
{
  "uid": ...,
  "indexUid": ...
  "status": "failed",
  "type": "documentAdditionOrUpdate",
  "details": {
    "receivedDocuments": 5000,
    "indexedDocuments": 0
  },
  "error": {
    "message": "internal: number is not a valid finite number.",
    "code": "internal",
    "type": "internal",
    "link": "https://docs.meilisearch.com/errors#internal"
  },
  ...
}
```

Any ideas what this could be? Thank you!

I'm with the same problem.

I'm indexing this kind of document, under the "sues" index:
```
{
  "id": "cl9m1yixl00000tpc9pct70iy",
  "sueId": "0000637-44.2020.8.26.0100",
  "description": "long string"
}
```

Then, I'm trying to add "sueId" and "description" as filterableAttributes.

```
PATCH localhost:7700/indexes/sues/settings
{
  "filterableAttributes": [
    "sueId",
    "description"
  ]
}
```""",
      T("Meilisearch"), T("Debian"),
      E("PATCH /indexes/sues/settings"),
      source="https://github.com/meilisearch/meilisearch/issues/2807", kind="issue",
      note="the PATCH to Meilisearch's own settings route written as host:port/path: labelled with its path; "
           "'/tasks endpoint' has no method: not labelled"),
    R(r"""Filter error ignored on search request

**Describe the bug**
When searching using `POST /indexes/{indexUid}/search` there is a strange behavior when there is an error coming from the `filter` param. Depending on the `filter` object, sometimes, even if an error is present, Meilisearch just returns no documents without any error. It happens when adding more filter items in an array (creating AND), but does not seem linked to the number of filter items in the array, rather maybe the length of each independent filter item maybe.

**To Reproduce**
Steps to reproduce the behavior:
1. Index the movies dataset
2. Add `genres` as filterable

Try with these requests
```
req: POST /indexes/movies/search
params: {
  "facets": [
    "genres"
  ],
  "filter": [
    "test=test"
  ],
  "limit": 20
}
error: {
  "message": "Attribute `test` is not filterable. Available filterable attributes are: `genres`.\n1:5 test=test",
  "code": "invalid_search_filter",
  "type": "invalid_request",
  "link": "https://docs.meilisearch.com/errors#invalid_search_filter"
}
```""",
      T("Meilisearch"),
      E("POST /indexes/{indexUid}/search"),
      source="https://github.com/meilisearch/meilisearch/issues/5069", kind="issue",
      note="'POST /indexes/movies/search' is a call of the route written as POST /indexes/{indexUid}/search: "
           "only the route labelled"),
    R(r"""[Bug]: Worker stopped processing jobs, and mostly delayed Jobs

Hi, @manast 
I did some tests with the code you provided.

If I force close the redis connections with e.g. 
`redis-cli CLIENT KILL TYPE normal && redis-cli CLIENT KILL TYPE slave && redis-cli CLIENT KILL TYPE pubsub`
the worker reconnects as expected.

If however I kill/shutdown the entire redis server `docker-compose down`, then wait a few seconds (~3 seconds) and then start it again (`docker-compose up -d`),
the worker stays disconnected from the queue while the queue seems to have no problems reconnecting to the server (We can still get the number of workers and jobs).
(Simulating a server restart and/or crash)

Is that the expected behaviour ?

`docker-compose.yaml`

```yml
version: '3.8'

services:
    redis:
        container_name: 'redis_test_server'
        image: redis:6.2.14-alpine
        restart: always
        ports:
            - '6379:6379'
        volumes:
            -   /tmp/redis-test-server:/data

```

I modified your code slightly:

```typescript
const { Queue, Worker } = require('bullmq');

const queueName = 'test';
```""",
      T("Redis"), T("Docker Compose"), T("BullMQ"), T("TypeScript"),
      source="https://github.com/taskforcesh/bullmq/issues/2466", kind="issue",
      note="redis-cli folded into Redis; docker-compose.yaml a bare file name; the alpine in the image tag not labelled; ```yml not labelled"),
    R(r"""[MRXN-78] BullMQ Workers / Redis disconnection fixes

# Summary

  - Adds ioredis resilience options to prevent BullMQ queues/workers from permanently disconnecting after transient Redis hiccups (Azure Cache failovers, network blips)
  - Adds connection lifecycle logging on all Queue, QueueEvents, and Worker instances for production observability
  - Adds unit tests (46 tests) covering Redis config logic and builder event registration

## Problem

  BullMQ jobs (project clone, import/export, scenario runs) were intermittently getting stuck. The api_events table showed jobs submitted but never completed or failed. Redis appeared  healthy, and restarting the API/geoprocessing pods recovered all pending jobs.

  Root cause: ioredis defaults maxRetriesPerRequest to 20. When Azure Redis has a brief connectivity interruption, the BullMQ internal connections exhaust retries and throw a fatal error. The NestJS process stays alive (Kubernetes doesn't restart it), but the queue/worker is permanently dead — jobs pile up silently.

## Jira story

https://vizzuality.atlassian.net/browse/MRXNM-78

### Designs

_Link to the related design prototypes (if applicable)_

### Testing instructions

  - All 46 new unit tests pass
  - Deploy to staging and monitor logs for connection lifecycle events
  - Verify BullMQ jobs (clone, export, scenario run) complete successfully""",
      T("BullMQ"), T("Redis"), T("ioredis"), T("Azure Cache for Redis"), T("NestJS"), T("Kubernetes"), T("Jira"),
      source="https://github.com/Vizzuality/marxan-cloud/pull/1721", kind="issue",
      note="'Azure Cache' / 'Azure Redis' the managed Redis service (Azure Cache for Redis, surface listed)"),
    R(r"""openid scope is required for userinfo endpoint but does not exist by default

As I said, even with `redirect_uri` and `scope` parameter I'm unable to get an access token, I get a HTTP 400 with body `{"error":"invalid_grant","error_description":"Incorrect redirect_uri"}`

1. Fresh keycloak 20.0.2 docker
2. Create realm 
3. Add user
4. Create client with the configuration below

And a minimal example with Flask

```python
from flask import Flask, request, redirect, session
import requests
import jwt


OPENID_PROVIDER_URI = "http://localhost:8080"
CLIENT_ID = "test"
CLIENT_SECRET = "WwSgKGnu2mSzWh1TdU2dkT8j05NA5dBo"
REALM = "test"
REALM_BASE_URI = f"{OPENID_PROVIDER_URI}/realms/{REALM}"

app = Flask(__name__)
app.secret_key = b'6b22c55a764eec2a7127587bc4a01b7cb481cbcf079f50ab0b87aaa2a48d540a'

# Service discovery
openid_configuration = requests.get(f"{REALM_BASE_URI}/.well-known/openid-configuration").json()
authorization_endpoint = openid_configuration['authorization_endpoint']
token_endpoint = openid_configuration['token_endpoint']
```""",
      T("Keycloak"), T("Docker"), T("Flask"), T("Python"), T("Requests"),
      source="https://github.com/keycloak/keycloak/issues/16168", kind="issue",
      note="requests.get on an f-string URL: no path written, no endpoint; 'import jwt' (PyJWT?) left out as ambiguous, 'import requests' "
           "the Requests library (Requests matches 'requests' case-insensitively)"),
    R(r"""Quarkus OIDC extension - Invalid parameter: redirect_uri

### Describe the bug

Trying to navigate to the home page of a webapp using the OIDC extension raises `We are sorry: invalid parameter: redirect_uri`. The given URL is `redirect_uri=http%3A%2F%2Flocalhost%3A8082%2F` i.e. `redirect_uri=http://localhost:8082/` which is also the webapp's context root. 

The keycloak server is listening on `http://localhost:8080`. The properties which trigger the exception are:

    quarkus.http.auth.permission.authenticated.paths=/*
    quarkus.http.auth.permission.authenticated.policy=authenticated

Commented them out, the exception disappear but, of course, there is not authentication neither.

### Expected behavior

The expected behaviour would be that the Keycloak login scree be displayed and let the user authenticate, after which to go back to the webapp's home page.

### Actual behavior

The Keycloak login screen isn't displayed and the mentioned exception appears.

### Output of `uname -a` or `ver`

Linux nicolas-XPS-15-9570 5.15.0-91-generic #101-Ubuntu SMP Tue Nov 14 13:30:08 UTC 2023 x86_64 x86_64 x86_64 GNU/Linux

### Output of `java -version`

java version "17.0.6" 2023-01-17 LTS Java(TM) SE Runtime Environment""",
      T("Quarkus"), T("OpenID Connect"), T("Keycloak"), T("Linux"), T("Ubuntu"), T("Java"),
      source="https://github.com/quarkusio/quarkus/issues/38037", kind="issue",
      note="OIDC = OpenID Connect (surface listed); Ubuntu from the uname kernel string '#101-Ubuntu' -- it is what "
           "the machine runs; 'ver' a Windows command, no Windows named"),
    R(r"""OneLogin OIDC Java: spring-boot-app unable to obtain access token

For me the same - authorizing against a keycloak server.

I can see the keycloak-server redirecting back to the app with
```
Request URL: http://localhost:8088/login?state=VZKNcy&session_state=f34dd7d3-2b42-4706-8899-c636ba939f81&code=77d75c99-7414-4261-a2d1-bbb3633b860d.f34dd7d3-2b42-4706-8899-c636ba939f81.15c35fac-ec4f-42f1-809c-41ecda11192c
Request Method: GET
Status Code: 401 
Remote Address: [::1]:8088
Referrer Policy: no-referrer-when-downgrade
```
So keycloak returns the code and then spring should request for the tokens - but this is not done.

Since I tested the keycloak server more than once with different applications, I think there has to be a misconfig.

```
security:
  oauth2:
    client:
      clientId: www.xxx.xxx
      clientSecret: 5565ce20-215f-4a2a
```""",
      T("OneLogin"), T("OpenID Connect"), T("Java"), T("Keycloak"), T("Spring"),
      E("GET /login"),
      source="https://github.com/onelogin/onelogin-oidc-java/issues/2", kind="issue",
      note="the browser's GET to the app's own /login callback answered 401: labelled (query string dropped); "
           "'spring-boot-app' the sample's hyphenated name: Spring Boot left out, Spring named in prose"),
    R(r"""Chapter 8 Celery sock.connect(sa)\nConnectionRefusedError: [Errno 61]

My code looks exactly as in the book. RabbitMQ is running, Celery as well but when I'm trying to complete my order Celery's CLI
throws a bunch of errors:
```
[2023-02-26 12:50:39,243: INFO/MainProcess] celery@mba.local ready.
[2023-02-26 12:52:13,824: INFO/MainProcess] Task orders.tasks.order_created[fff989e3-98e6-4ac3-adbc-9c791eea31d2] received
[2023-02-26 12:52:14,020: WARNING/ForkPoolWorker-8] --- Logging error ---
[2023-02-26 12:52:14,023: WARNING/ForkPoolWorker-8] Traceback (most recent call last):
[2023-02-26 12:52:14,024: WARNING/ForkPoolWorker-8]   File "/Users/el/Documents/Code/django_by_example/shop/env/shop/lib/python3.11/site-packages/celery/app/trace.py", line 451, in trace_task
    R = retval = fun(*args, **kwargs)
                 ^^^^^^^^^^^^^^^^^^^^
...
File "/Library/Frameworks/Python.framework/Versions/3.11/lib/python3.11/socket.py", line 851, in create_connection\n    raise exceptions[0]\n  File "/Library/Frameworks/Python.framework/Versions/3.11/lib/python3.11/socket.py", line 836, in create_connection\n    sock.connect(sa)\nConnectionRefusedError: [Errno 61] Connection refused\n', 'args': '[9]', 'kwargs': '{}', 'description': 'raised unexpected', 'internal': False}
```
My system is MacOS Ventura 13.2.1 maybe it is related somehow. Did someone faced such problem?""",
      T("Celery"), T("RabbitMQ"), T("macOS"),
      source="https://github.com/PacktPublishing/Django-4-by-example/issues/34", kind="issue",
      note="Python and Django only inside absolute paths / the repository address: not labelled; "
           "orders.tasks.order_created a dotted task name"),
    R(r"""manage.py carrot command not referencing default_broker

I'm experiencing a similar issue as in #74 but without docker in the mix.

When I run `python manage.py carrot --logfile carrot.log` the command fails after about 20 seconds with the following error: 

> `Connection to 127.0.0.1:5672 failed: [WinError 10061] No connection could be made because the target machine actively refused it`

This however does not match what I configured as the 'default_broker' in the settings.py file. What am I doing wrong here?

# settings.py
```
DEFAULT_BROKER = 'amqp://guest:guest@10.0.1.2:15602/gst'
CARROT = {
    'default_broker': DEFAULT_BROKER,
}
```

# Environment
Django                 2.2.3
django-carrot          1.5.0

## RabbitMQ
Server: 10.0.1.2
Port: 15602""",
      T("Docker"), T("Python"), T("Django"), T("django-carrot"), T("RabbitMQ"),
      source="https://github.com/chris104957/django-carrot/issues/110", kind="issue",
      note="manage.py, carrot.log, settings.py bare file names; WinError only an error code, Windows not labelled; "
           "'python manage.py' the interpreter run: Python labelled"),
    R(r"""Unable to get broker info: [Errno 111] Connection refused

Dear Celery Flower support team,

Could you please help me by advising what is the reason for having the following error :
Please note that rabbitmq-server is up and running, rabbitmq managememnt plugin is installed, and python-requests is also installed.

$ celery flower -A tasks --address=127.0.0.1 --port=5555 --broker_api=http://guest:guest@localhost:55672/api/
[I 141028 11:58:44 command:106] Visit me at http://127.0.0.1:5555
[I 141028 11:58:44 command:107] Broker: amqp://guest:**@localhost:5672//
[I 141028 11:58:44 connectionpool:203] Starting new HTTP connection (1): localhost
[E 141028 11:58:44 state:71] Unable to get broker info: [Errno 111] Connection refused
[I 141028 11:58:44 mixins:225] Connected to amqp://guest:**@127.0.0.1:5672//
[I 141028 11:58:53 connectionpool:203] Starting new HTTP connection (1): localhost
[E 141028 11:58:53 state:112] Failed to inspect the broker: [Errno 111] Connection refused

Please advise.
Many Thanks.""",
      T("Celery"), T("Flower"), T("RabbitMQ"), T("Requests"),
      source="https://github.com/mher/flower/issues/295", kind="issue",
      note="'rabbitmq-server' and 'rabbitmq managememnt plugin' name RabbitMQ; python-requests is Requests; "
           "the broker API only inside a URL with no method"),
    R(r"""Celery Beat - RabbitMQ

Hi, I am new to using docker and got this up and running in Azure with my Django project.
It's not clear how rabbitmq fits into this. I have celery setup and beat plus worker running, but cannot connect to rabbitmq:

Cannot connect to amqp://guest:**@127.0.0.1:5672//: [Errno 111] Connection refused

Where am is this setup?

Hi @afriapps 👋,

The Celery connection is configured using the [`broker_url` configuration option](http://docs.celeryproject.org/en/latest/userguide/configuration.html#conf-broker-settings) (see also [_Using RabbitMQ_](http://docs.celeryproject.org/en/latest/getting-started/brokers/rabbitmq.html)). How exactly this is set (environment variable vs Django settings) depends on your deployment.

I _think_ the easiest way is to just set the `CELERY_BROKER_URL` environment variable, which should work for Celery 3.1+, although I haven't configured a Celery instance in a little while so could be wrong 😅.

This isn't documented in django-bootstrap because it's really a Celery/Django thing that isn't specific to this Docker image.""",
      T("Docker"), T("Azure"), T("Django"), T("RabbitMQ"), T("Celery"), T("Celery Beat"), T("django-bootstrap"),
      source="https://github.com/praekeltfoundation/docker-django-bootstrap/issues/82", kind="issue",
      note="django-bootstrap the repository's own Docker image (docker-django-bootstrap): labelled as the subject"),
    R(r"""build: migrate to apache docker images

# Docker Compose Migration: Bitnami Kafka → Apache Kafka

## Context

In August 2024, Bitnami (acquired by Broadcom) removed free access to their Docker images, including `bitnami/kafka:latest`. This required migrating the integration test Docker Compose setup to use the official Apache Kafka image.

## Changes Made to `it/docker/docker-compose.yml`

### 1. Image Migration

**Before (Bitnami):**
```yaml
kafka:
  image: bitnami/kafka:latest
```

**After (Apache Kafka):**
```yaml
kafka:
  image: apache/kafka:latest
```

### 2. Environment Variable Prefix

Bitnami uses `KAFKA_CFG_*` prefix, Apache Kafka uses `KAFKA_*` directly.

**Before:**
```yaml
KAFKA_CFG_NODE_ID: 0
KAFKA_CFG_PROCESS_ROLES: controller,broker
KAFKA_CFG_LISTENERS: PLAINTEXT://:9092,CONTROLLER://:9093,EXTERNAL://:9094
# etc.
```

### 3. Script Paths

Bitnami has Kafka scripts in PATH, Apache Kafka requires full paths.

**Before:**
```yaml
healthcheck:
  test: ["CMD", "kafka-topics.sh", "--bootstrap-server", "localhost:9092", "--list"]
```""",
      T("Docker"), T("Docker Compose"), T("Kafka"), T("Bitnami"),
      F("it/docker/docker-compose.yml"),
      source="https://github.com/sky-uk/kafka-message-scheduler/pull/417", kind="issue",
      note="'Apache Kafka' labelled as Kafka; Broadcom a company; kafka-topics.sh a bare script name; "
           "image names bitnami/kafka:latest not file paths"),
    R(r"""Regression: LazyInitializationException during startup if using repo.getById, but not repo.findById

Spring Boot 2.5.5

In 2.4.4 I was able to use either findById or getById, but in 2.5.5 only findById returns an object that I can safely use.
The object returned by getById will throw LazyInitializationException with the message "No Session" if I try to access any attributes, e.g. name in this example:

```
@Repository
public interface FooRepository extends CrudRepository<Foo, Long> {
    Optional<Foo> findById(Long aLong);
    Foo getById(long id);
}

@Data
@Entity
public class Foo {
    @Id
    private long id;
    private String name;
}
```

The first three lines print, the final one throws
```
org.hibernate.LazyInitializationException: could not initialize proxy [com.example.demo.Foo#1] - no Session
```

Minimal case attached with a junit test that demonstrates the problem.""",
      T("Spring Boot"), T("JUnit"),
      source="https://github.com/spring-projects/spring-boot/issues/28309", kind="issue",
      note="Hibernate only in the dotted exception name org.hibernate...: not labelled; @Data is Lombok's annotation "
           "but Lombok is never named"),
    R(r"""org.hibernate.LazyInitializationException when running sample app and ui

When running the sample app "appsensor-ws-rest-server-with-websocket-mysql-boot" together with the ui `org.hibernate.LazyInitializationException` are thrown. I fixed it by adding `spring.jpa.properties.hibernate.enable_lazy_load_no_trans=true` to my application.properties.""",
      source="https://github.com/jtmelton/appsensor/issues/138", kind="issue",
      note="labels nothing: Hibernate, Spring, JPA and MySQL only inside dotted names, a property key and the "
           "sample's hyphenated name; application.properties a bare file name"),
    R(r"""Return 404 when a non-existent field is searched for

## Description

Currently, when you search for a field that doesn't exist in the schema, the API returns an `HTTP 400: Bad Request` with the message as `Could not find a field named X in the schema`. 

It also returns HTTP 400 when bad JSON is passed in the request for example.

I think a non-existent field should return a 404, with the same message.

## Steps to reproduce

```
$ curl -X POST "http://localhost:8108/collections" -H  "accept: application/json" -H  "X-TYPESENSE-API-KEY: abcd" -H  "Content-Type: application/json" -d "{  \"name\": \"companies\",  \"fields\": [    {      \"name\": \"company_name\",      \"type\": \"string\",      \"facet\": false    },    {      \"name\": \"num_employees\",      \"type\": \"int32\",      \"facet\": false    },    {      \"name\": \"country\",      \"type\": \"string\",      \"facet\": true    }  ],  \"token_ranking_field\": \"num_employees\"}"

$ curl -X POST "http://localhost:8108/collections/companies/documents" -H  "accept: application/json" -H  "X-TYPESENSE-API-KEY: abcd" -H  "Content-Type: application/json" -d "{  \"id\": \"124\",  \"company_name\": \"Stark Industries\",  \"num_employees\": 5215,  \"country\": \"USA\",  \"notinschema\": \"abc\"}"

$ curl -X GET "http://localhost:8108/collections/companies/documents/search?q=blah&query_by=hello" -H  "accept: application/json" -H  "X-TYPESENSE-API-KEY: abcd"
```""",
      E("POST /collections"), E("POST /collections/companies/documents"),
      E("GET /collections/companies/documents/search"),
      source="https://github.com/typesense/typesense/issues/9", kind="issue",
      note="curl -X to the Typesense server's own routes on localhost: labelled with the URL paths (query string "
           "dropped); Typesense itself only in the header name X-TYPESENSE-API-KEY: not labelled"),
    R(r"""Support for non-indexable and required fields in collection schema

## Description

As of v0.23.1 there is no support for non-indexable and required fields in collection schema. It's a good to have support as it helps in rejecting requests which deviate from schema.

## Steps to reproduce

Send a POST API request to /collections with payload containing a non-indexable and required field.

## Expected Behavior

Server should not allow schema with non-indexable and required fields.

## Actual Behavior

When you create a collection schema from the steps above, server responds with a 400 bad request and below message
`{
    "message": "Field `thumbnail` must be optional since it is marked as non-indexable."
}`

## Metadata

**Typsense Version**: v0.23.1

**OS**:""",
      T("Typesense"),
      E("POST /collections"),
      source="https://github.com/typesense/typesense/issues/721", kind="issue",
      note="'a POST API request to /collections' gives the method for the path: labelled; 'Typsense' a misspelling "
           "a reader recognises (surface listed)"),
    R(r"""Hits are empty, but found 328 documents

## Description

Hits are empty

## Steps to reproduce

1. Download Postman;
2. TypeSense Postman Collection;

## Expected Behavior

Hits not empty

## Actual Behavior

hits empty

## Metadata

**Typsense Version**:
0.21

**OS**:
Ubuntu 20.04

My error, the cause is: I have trying set "id" how to int

In 0.22 (upcoming release), we just ignore the `id` field if it is present in the schema since it's a special field. `id` must be a string.""",
      T("Postman"), T("Typesense"), T("Ubuntu"),
      source="https://github.com/typesense/typesense/issues/445", kind="issue",
      note="screenshots dropped"),
    R(r"""3 - A rota `POST /api/v1/sessions` deveria apenas retornar sim (com token) ou não.

Neste momento, a rota devolve 3 respostas diferentes:

- Usuário não existe
- Usuário existe mas tem senha errada
- Autenticação bem sucedida

Isto permite eu saber se um usuário existe no sistema, e isso permite ataques por enumeração.
A minha sugestão é ter apenas duas respostas possíveis:
- Senha errada ou usuário não existente
- Autenticação bem sucedida

> Excelente ponto! Então esse controle tem que ser feito dentro do controller mesmo, praticamente envolver tudo num grande try/catch e se for algum erro de não encontrar usuário ou senha não confere, devolver tudo padronizado no catch com um UnauthorizedError.""",
      E("POST /api/v1/sessions"),
      source="https://github.com/filipedeschamps/tabnews.com.br/issues/182", kind="issue",
      note="Portuguese; no technology named, only the route"),
    R(r"""Endpoint de login

## Critérios de aceite
- [ ] POST /api/auth/login valida credenciais e retorna JWT
- [ ] Retorna 401 com mensagem padronizada em caso de credenciais inválidas""",
      T("JWT"),
      E("POST /api/auth/login"),
      source="https://github.com/denisiorodrigues/gescol/issues/3", kind="issue",
      note="Portuguese acceptance criteria"),
    R(r"""[Auth][Login] - Login do usuário não está funcionando

Ao tentar recuperar o token JWT do usuário pelo endpoint `api/auth/login` está retornando erro `401` mesmo passando informações válidas. 
Acredito que seja por conta de como está sendo feito o hash do password no cadastro do usuário e no momento do login.

eu quero!!!""",
      T("JWT"),
      source="https://github.com/devhatt/octopost-backend/issues/134", kind="issue",
      note="Portuguese; 'api/auth/login' has no leading slash and no method: no endpoint"),
    R(r"""Question about bulk() method return value?

I'm Using Elasticsearch 2.1.1 and use elasticsearch-js to write my nodejs program to store index to es.

code is like below:
```
...
        //Data Init
        msgArr.push({"index":
            {
                _index:message.service,
                _type:message.logtype,
                _id:message._id
            }
        });
        msgArr.push(message);
...
        //Bulk Method
        esClient.bulk({
            body:msgArr.slice(0,4)
        },function(err, resp){
            if(err){
                console.log(err);
            }
            else{
                console.log(resp);
            }
        });
...
```

Somehow I get this return value

```
{ took: 1,
  errors: true,
  items: [ { index: [Object] }, { index: [Object] } ] }
```""",
      T("Elasticsearch"), T("elasticsearch-js"), T("Node.js"),
      source="https://github.com/elastic/elasticsearch-js/issues/342", kind="issue",
      note="'es' the Elasticsearch server named just before: not listed as a surface"),
    R(r"""Error Bulk Documents

Hi guys, I have a problem updating or adding 200 to 200 limit documents. I am changing everything for the new version of ES. but I have this error:

`path:_bulk
method:POST
data:
{
  "update":{
    "_type":"listings",
    "_id":46772011
  }
}
{
  "doc":{
    "address":{
      "city": "DALLAS"
    }
  }
}`

at the time it is adding _type instead of _index
code: 
`if ($ids = $module->getUpsertStash()) {
                $elasticaClient = $this->container->get("search.engine")->getElasticaClient();

                if ($response = $elasticaClient->updateDocuments($ids) and $response->hasError()) {
                    $logger->critical("Elasticsearch Request Error", ["error" => $response->getError()]);
                }

                $module->clearUpsertStash();
            }`

@EliuFlorez Are you running on master? Could you share the full Elasticsearch error?""",
      T("Elasticsearch"),
      source="https://github.com/ruflin/Elastica/issues/1738", kind="issue",
      note="'path:_bulk method:POST' has no leading slash: no endpoint; Elastica only as elasticaClient identifiers "
           "(the repository's name): not labelled; ES = Elasticsearch, which is written out as well"),
    R(r"""org.hibernate.LazyInitializationException [DATAREST-497]

**[Gavin Foley](https://jira.spring.io/secure/ViewProfile.jspa?name=gfoley)** opened **[DATAREST-497](https://jira.spring.io/browse/DATAREST-497?redirect=false)** and commented

I've got a small project for getting to know Spring Data REST.  It contains two entities (`BookEntity` and `AuthorEntity`) and two corresponding repositories (`BookRepository` and `AuthorRepository`).  There's a many-to-many relationship between `BookEntity` and `AuthorEntity`, but `BookEntity.authors` has `FetchType.EAGER` while `AuthorEntity.books` has `FetchType.LAZY`.  I created one book and one author, but did not link them together, so both associated collections should be empty.

Navigating to /books/1/authors returns an empty set, which is the desired result.  Navigating to /authors/1/books throws this exception:

> org.hibernate.LazyInitializationException: failed to lazily initialize a collection of role: com.example.domain.AuthorEntity.books, could not initialize proxy - no Session
> at org.hibernate.collection.internal.AbstractPersistentCollection.throwLazyInitializationException(AbstractPersistentCollection.java:575)
> at org.hibernate.collection.internal.AbstractPersistentCollection.withTemporarySessionIfNeeded(AbstractPersistentCollection.java:214)""",
      T("Spring Data REST"),
      source="https://github.com/spring-projects/spring-data-rest/issues/873", kind="issue",
      note="'Navigating to /books/1/authors' gives no HTTP method: no endpoint; Hibernate only in dotted names; "
           "REST only inside the product name Spring Data REST"),
    R(r"""completed assignment week3

Hey guys,
looking forward for your comments

class7-week3/README.md
```diff
@@ -2,12 +2,15 @@
 
 This is an Express application using `bodyParser` middleware to convert the request body to JSON.
 
-There are currently four actions:
+There are currently 7 actions:
 
 - `list` (`GET /todos`): Lists all todos
 - `create` (`POST /todos`): Creates a new todo
 - `update` (`PUT /todos/:id`): Updates the description of a todo
 - `remove` (`DELETE /todos/:id`): Deletes a todo
+- `reset` (`DELETE /todos/`): Deletes all todo
```
Should be `clear`, not `reset`

class7-week3/index.js
```diff
@@ -5,11 +5,15 @@ const app = Express()
 
 app.use(bodyParser.json())
 
-const {list, create, update, remove} = require('./actions')
+const {list, create, update, remove, reset, markAsDone, markAsNotDone} = require('./actions')
 
 app.get('/todos', list)
 app.post('/todos', create)
+app.put('/todos/:id/done',markAsDone)
```
I agree with your thinking - this sounds like a PUT/UPDATE to me too. However, the homework asked for this to be a POST. :-)""",
      T("Express"), T("body-parser"),
      F("class7-week3/README.md"), F("class7-week3/index.js"),
      E("GET /todos"), E("POST /todos"), E("PUT /todos/:id"), E("DELETE /todos/:id"), E("DELETE /todos/"),
      E("PUT /todos/:id/done"),
      source="https://github.com/HackYourFuture/Node.js/pull/33", kind="issue",
      note="README list and app.get/post/put routes; 'DELETE /todos/' kept with its trailing slash as written; "
           "bodyParser the body-parser middleware; ```diff fences not labelled; './actions' an import specifier"),
    R(r"""ExpressJS server with Prisma

Simple REST API for CRUDing todo items. Uses Express, prisma, and typescript

- `GET /todos` gets all todos
- `POST /todos` creates a new using `text` in the JSON body
- `GET /todos/:id` gets a todo by id
- `PUT /todos/:id` updates a todo by id
- `DELETE /todos/:id` deletes a todo by id""",
      T("Express"), T("Prisma"), T("TypeScript"), T("REST"),
      E("GET /todos"), E("POST /todos"), E("GET /todos/:id"), E("PUT /todos/:id"), E("DELETE /todos/:id"),
      source="https://github.com/railwayapp/templates/pull/39", kind="issue",
      note="'REST API' written as a noun phrase: REST labelled"),
    R(r"""[BUG-08-03][FR-08][23127060] Tạo được đơn hàng từ giỏ hàng rỗng

## BUG-08-03 — Tạo được đơn hàng từ giỏ hàng rỗng

| | |
|---|---|
| **Feature** | FR-08 · **Severity / Priority** Medium / P2 · **Test case** `FR08-TC07` |
| **Component** | `backend/server.js:302-317` |

`GET /api/cart` trả `[]` nhưng `POST /api/checkout {"total_amount": 0}` vẫn `200` và sinh `orderId`.
Backend **bỏ qua hoàn toàn** trường `items` mà FE gửi lên — không kiểm tra giỏ, không kiểm tra sản phẩm có thật.

---
_Báo cáo bởi 23127060 — Ninh Văn Khải. Chi tiết đầy đủ: `23127060/bug-report/BUG_REPORT.md`._
_Ảnh minh chứng: `23127060/evidence/bugs/BUG-08-03*.png` (kéo-thả vào Issue này)._

---
🔁 **Tái hiện:** `cd 23127060/automation && npx playwright test` (branch [`nvk`](https://github.com/hungtmh/HW04-TESTING/tree/nvk/23127060))
📄 **Báo cáo đầy đủ:** [`23127060/bug-report/BUG_REPORT.md`](https://github.com/hungtmh/HW04-TESTING/blob/nvk/23127060/bug-report/BUG_REPORT.md)""",
      T("Playwright"),
      F("backend/server.js"), F("23127060/bug-report/BUG_REPORT.md"),
      E("GET /api/cart"), E("POST /api/checkout"),
      source="https://github.com/hungtmh/HW04-TESTING/issues/56", kind="issue",
      note="Vietnamese bug report; the :302-317 line range dropped from the file; the evidence glob *.png and the "
           "folder 23127060/automation not labelled; POST /api/checkout answered 200 by the app's own route"),
    R(r"""BUG-007: Empty cart accepted by checkout

POST /api/checkout for an authenticated empty cart returns 200 and creates an order. Expected 400 and no order. Evidence: src/newman/member-2/fr-08.json; detailed record: src/bug-reports/member-2-bugs.md. Screenshot to be attached.""",
      F("src/newman/member-2/fr-08.json"), F("src/bug-reports/member-2-bugs.md"),
      E("POST /api/checkout"),
      source="https://github.com/HCMUS-software-testing/HW06/issues/47", kind="issue",
      note="Newman only as a folder name inside a path: not labelled"),
    R(r"""Fix returnBook to use borrowId instead of bookId

## Bug

`BorrowController.returnBook(@PathVariable Long id)` takes a book ID, then looks up the borrow record by user+book via `findOneByUserAndBook`. This is fragile — if a user borrowed the same book multiple times, it may return the wrong record.

The original design in `Tasks.md` planned `POST /api/return/{borrowId}`.

## Fix

- Change the endpoint to accept `borrowId` instead of `bookId`
- Look up the `BorrowRecord` directly by ID
- Update `BorrowRecordRepository` with a `findById` method (already exists via JPA)
- Update the frontend `borrowings.ts` service accordingly

## Locations

- `backend/src/main/java/org/library/controller/BorrowController.java`
- `backend/src/main/java/org/library/service/impl/BorrowServiceImpl.java`
- `frontend/src/services/borrowings.ts`""",
      T("JPA"),
      F("backend/src/main/java/org/library/controller/BorrowController.java"),
      F("backend/src/main/java/org/library/service/impl/BorrowServiceImpl.java"),
      F("frontend/src/services/borrowings.ts"),
      E("POST /api/return/{borrowId}"),
      source="https://github.com/Mo7ammedFawzy/library-management-system/issues/12", kind="issue",
      note="library system; Tasks.md and borrowings.ts alone are bare file names; @PathVariable is Spring's but "
           "Spring is never named"),
    R(r"""Borrow books, checkout & return enabled

closes #80 
This pull request introduces a new lending and borrowing feature to the `lenny` system, allowing users to borrow, return, and manage loans for books. It includes backend API changes, database model updates, and new routes for handling these operations.

### Lending and Borrowing Feature Implementation:

* **Database Model Updates**:
  - Added a new `Loan` model to represent borrowing records, including fields for `item_id`, `patron_email_hash`, `created_at`, and `returned_at`. Established relationships between `Loan` and `Item` models. (`lenny/core/models.py`)

* **API Methods**:
  - Implemented methods in `LennyAPI` for borrowing (`borrow_items`, `borrow_redirect`), returning (`return_items`), checking out multiple books (`checkout_items`), and fetching active loans (`get_borrowed_items`). These methods include validation, database transactions, and error handling. (`lenny/core/api.py`)

* **New API Routes**:
  - Added FastAPI routes for borrowing (`/items/{book_id}/borrow`), returning (`/items/{book_id}/return`), checking out multiple books (`/items/checkout`), and retrieving borrowed items (`/items/borrowed`). These routes connect to the corresponding `LennyAPI` methods. (`lenny/routes/api.py`)""",
      T("FastAPI"),
      F("lenny/core/models.py"), F("lenny/core/api.py"), F("lenny/routes/api.py"),
      source="https://github.com/ArchiveLabs/lenny/pull/81", kind="issue",
      note="the four FastAPI routes are written without their HTTP methods: no endpoint labelled"),
    R(r"""[BUG]: trying to migrate into neon

### What version of `drizzle-orm` are you using?

0.27.2

### What version of `drizzle-kit` are you using?

0.19.12

### Describe the Bug

some kind of issue converting into sql:
```
jakey@mnymkr:~/itys$ sudo npm run generate

> itys@0.0.1 generate
> drizzle-kit generate:pg

drizzle-kit: v0.19.12
drizzle-orm: v0.27.2

No config path provided, using default 'drizzle.config.ts'
Reading config file '/home/jakey/itys/drizzle.config.ts'
3 tables
form_data 8 columns 0 indexes 0 fks
proponents 6 columns 0 indexes 1 fks
proponents_to_forms 2 columns 0 indexes 2 fks

[✓] Your SQL migration file ➜ src/lib/db/neon/drizzle/0000_noisy_pete_wisdom.sql 🚀
jakey@mnymkr:~/itys$ sudo npm run migrate

> itys@0.0.1 migrate
> tsx ./src/lib/db/neon/migrate.ts

{
  severity_local: 'NOTICE',
  severity: 'NOTICE',
  code: '42P06',
  message: 'schema "drizzle" already exists, skipping',
  file: 'schemacmds.c',
  line: '131',
  routine: 'CreateSchemaCommand'
}
PostgresError: syntax error at or near "`"
```""",
      T("Neon"), T("Drizzle"), T("drizzle-kit"), T("npm"), T("tsx"),
      F("src/lib/db/neon/drizzle/0000_noisy_pete_wisdom.sql"), F("./src/lib/db/neon/migrate.ts"),
      source="https://github.com/drizzle-team/drizzle-orm/issues/973", kind="issue",
      note="drizzle-orm is Drizzle; drizzle.config.ts bare, its /home path absolute; "
           "schemacmds.c a PostgreSQL source file in the notice, bare"),
    R(r"""Can't sign up use this gem keeps 401 error

I am working on Rails 5 with api project, but i can't register user.

curl -d "email=bob@gmail.com&password=12345678&password_confirmation=12345678" "http://localhost:3000/users/sign_in" 

i got error:

**Started POST "/users/sign_in" for ::1 at 2016-08-30 15:34:08 +0800
Processing by Devise::SessionsController#create as application/vnd.auroma.v1
Completed 401 Unauthorized in 1ms (ActiveRecord: 0.0ms)
You need to sign in or sign up before continuing.**

I am not sure where am i wrong, thanks for your help.

**application_controller.rb**
```

class ApplicationController < ActionController::API
  skip_before_action :authenticate_user!, raise: false
  acts_as_token_authentication_handler_for User, fallback: :none 
end
```

Hello @williamhqs,

Signing up users is out of the field of token authentication (once users are created and can sign in, then they can use token authentication to do it).

I would redirect you to the Devise documentation and recommend you first become familiar using the Devise API to sign up (sending an _email_, _password_ and *password_confirmation*) **then** sign in users (sending their _email_ and _password_) though the API.""",
      T("Rails"), T("Devise"), T("ActiveRecord"),
      E("POST /users/sign_in"),
      source="https://github.com/gonzalo-bulnes/simple_token_authentication/issues/267", kind="issue",
      note="the Rails log 'Started POST \"/users/sign_in\" ... Completed 401' is the app's own Devise route answering: "
           "labelled; the gem's name simple_token_authentication never written in this part; "
           "application_controller.rb bare; ActiveRecord from the log's timing line"),
    R(r"""菜鸟求解答：我是第一次使用Spring Boot和Gradle，几乎不曾接触Java项目，按照你的自述文件README.md步骤，将项目导入到IDEA，然后采用Gradle构建工具，然后执行Gradle的bootRun，作为一个Spring Boot应用启动运行这个项目，然后出现以下错误，貌似是关于JDBC的问题或是数据库连接的问题，我在本地安装好了MySQL，添加了一个用户xiaoze，密码xi

第四处：
```
2019-06-18 16:45:33,358 ERROR [Druid-ConnectionPool-Create-1971353666] pool.DruidDataSource$CreateConnectionThread (DruidDataSource.java:2471) - create connection SQLException, url: jdbc:mysql://localhost:3306/xiaozedb?serverTimezone=Asia/Shanghai&characterEncoding=utf8&useUnicode=true&useSSL=false, errorCode 1044, state 42000
java.sql.SQLSyntaxErrorException: Access denied for user 'xiaoze'@'%' to database 'xiaozedb'
	at com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:536) ~[mysql-connector-java-6.0.6.jar:6.0.6]
	at com.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:513) ~[mysql-connector-java-6.0.6.jar:6.0.6]
```""",
      T("Spring Boot"), T("Gradle"), T("Java"), T("IntelliJ IDEA"), T("JDBC"), T("MySQL"),
      source="https://github.com/xiaoze-smirk/easy-springboot/issues/4", kind="issue",
      note="Chinese; the title is cut off as GitHub stored it; IDEA = IntelliJ IDEA (surface listed); README.md bare; "
           "Druid only in the log's thread and class names, mysql-connector-java only as a jar in the trace"),
    R(r"""Eclipse导入spring-boot-mybatis-annotation 项目，Junit UserMapperTest报错

Mysql已正常配置，请问是啥原因，网上查有说是配置文件或者pom.xml问题，但pom.xml中已有spring-boot-starter-web。各位出现过这个问题吗？谢谢
报错信息如下：
2020-02-06 23:26:23.716  INFO 13432 --- [           main] com.neo.mapper.UserMapperTest            : Starting UserMapperTest on Sc-201511111328 with PID 13432 (started by Administrator in E:\workspace\spring-boot-examples-master\spring-boot-mybatis\spring-boot-mybatis-annotation)
2020-02-06 23:26:23.718  INFO 13432 --- [           main] com.neo.mapper.UserMapperTest            : No active profile set, falling back to default profiles: default
2020-02-06 23:26:26.027  INFO 13432 --- [           main] o.s.s.concurrent.ThreadPoolTaskExecutor  : Initializing ExecutorService 'applicationTaskExecutor'
2020-02-06 23:26:26.561  INFO 13432 --- [           main] com.neo.mapper.UserMapperTest            : Started UserMapperTest in 3.1 seconds (JVM running for 4.076)
2020-02-06 23:26:26.944  INFO 13432 --- [           main] com.zaxxer.hikari.HikariDataSource       : HikariPool-1 - Starting...
2020-02-06 23:26:27.555  INFO 13432 --- [           main] com.zaxxer.hikari.HikariDataSource       : HikariPool-1 - Start completed.""",
      T("Eclipse"), T("JUnit"), T("MySQL"), T("spring-boot-starter-web"),
      source="https://github.com/ityouknow/spring-boot-examples/issues/126", kind="issue",
      note="Chinese; spring-boot-mybatis-annotation the example project's name (MyBatis, Spring Boot not labelled from it); "
           "pom.xml bare; the E:\\ path absolute; HikariCP only in dotted logger names; JVM in passing"),
    R(r"""psycopg2.IntegrityError/sqlalchemy.exc.IntegrityError not handled on Update

### Environment

Flask-Appbuilder version: 1.12.0

pip freeze output:
Flask==1.0.2
Flask-AppBuilder==1.12.0
Flask-Babel==0.12.2
Flask-Login==0.4.1
Flask-OpenID==1.2.5
Flask-SQLAlchemy==2.3.2
Flask-WTF==0.14.2
psycopg2==2.7.7
SQLAlchemy==1.2.16
WTForms==2.2.1
...

### Describe the expected results

The unique key on the DB causes and Integrity (psycopg2.IntegrityError, sqlalchemy.exc.IntegrityError) exception, it should be handled and shown to the user. At the moment that is not handled so the app shows and error:

```
[2019-05-15 11:27:46,625] ERROR in app: Exception on /admin/edit/1 [POST]
Traceback (most recent call last):
  File "/usr/local/lib/python3.6/dist-packages/sqlalchemy/engine/base.py", line 1230, in _execute_context
    cursor, statement, parameters, context
  File "/usr/local/lib/python3.6/dist-packages/sqlalchemy/engine/default.py", line 536, in do_execute
    cursor.execute(statement, parameters)
psycopg2.IntegrityError: duplicate key value violates unique constraint "key"
DETAIL:  Key (a,b)=(1, 2) already exists.""",
      T("Flask-AppBuilder"), T("pip"), T("Flask"), T("Flask-Babel"), T("Flask-Login"), T("Flask-OpenID"),
      T("Flask-SQLAlchemy"), T("Flask-WTF"), T("Psycopg"), T("SQLAlchemy"), T("WTForms"),
      E("POST /admin/edit/1"),
      source="https://github.com/dpgaspar/Flask-AppBuilder/issues/1004", kind="issue",
      note="the pip freeze list labelled package by package (psycopg2 = Psycopg); Flask's log 'Exception on "
           "/admin/edit/1 [POST]' is the app's own route failing with a 500: labelled as written, no route for it "
           "written; Python only inside absolute paths"),
    R(r"""Add basic users endpoint

This adds a basic endpoint for users, with tests!

I added in:
- Guardian, although it's not being used yet
- `Comeonin` with `BCrypt` for hashing passwords; later can be used to authenticate
- Users with:
  - Migration
  - Virtual `password` field in schema
  - Controller tests
- JSON API serialization with:
  - Error view
  - Changeset view
  - User view

It's important to note that by default Phoenix uses the JSON API recommended dasherized keys. We should probably switch to dasherized keys in our API as a result.

This is still missing many of the user model's attributes and validations, slugged route creation on signup, etc. Also missing some model tests.

I figure it's better to keep this PR smaller than not, so many of these things can be added later.

test/controllers/user_controller_test.exs:63
```diff
+    conn = post conn, user_path(conn, :create), %{
+      "meta" => %{},
+      "data" => %{
+        "type" => "user",
+        "attributes" => attrs,
+        "relationships" => relationships
+      }
+    }
+
+    id = json_response(conn, 201)["data"]["id"]
+    assert id
+    assert Repo.get(User, id)
```
Should we also assert that the `conn` path is currently at `users/{:id}` for the created user?""",
      T("Guardian"), T("Comeonin"), T("bcrypt"), T("Phoenix"),
      F("test/controllers/user_controller_test.exs"),
      source="https://github.com/code-corps/code-corps-api/pull/23", kind="issue",
      note="BCrypt the hashing library (bcrypt); JSON API a format spec: not labelled; the :63 dropped; "
           "post conn, user_path(...) names no path; users/{:id} has no leading slash and no method"),
    R(r"""Can't get messages in JS mode

```
nats-server -js
```

Go Client code
```
log.Info("NATS init")
	// Connect Options.
	opts := []nats.Option{nats.Name("NATS Sample Subscriber")}
	opts = setupConnOptions(opts)

	// Connect to NATS
	nc, err := nats.Connect(n.Host, opts...)
	if err != nil {
		log.Fatal(err)
	}

	// Create JetStream Context
	js, _ := nc.JetStream(nats.PublishAsyncMaxPending(256))


	// Simple Async Ephemeral Consumer
	js.Subscribe("NATS.Positions", func(m *nats.Msg) {
		fmt.Printf("Received a JetStream message: %s\n", string(m.Data))
	})
```

CLI Publisher
```
➜  ~ nats pub NATS.Positions --count 10 "Message {{Count}}: {{ Random 10 100 }}"
21:18:26 Published 87 bytes to "NATS.Positions"
21:18:26 Published 26 bytes to "NATS.Positions"
21:18:26 Published 103 bytes to "NATS.Positions"
```

Thanks @ripienaar .
I did not eve create a stream.""",
      T("nats-server"), T("Go"), T("NATS"), T("NATS JetStream"),
      source="https://github.com/nats-io/natscli/issues/273", kind="issue",
      note="'Go Client code' names Go; JS in the title is JetStream's abbreviation (JetStream written out too); "
           "the nats CLI only as the command 'nats pub'"),
    R(r"""Is the current version of the client compatible with NATS JetStream?

I've replaced a NATS Streaming server with NATS JetStream and now my app is crashing during connection setup:

{"message":"stan: connect request timeout","stack":[{"file":"/Users/sebastianschwaiger/Documents/poc-backend/node_modules/node-nats-streaming/lib/stan.js","column":15,"line":312,"functionName":null},{"file":"/Users/sebastianschwaiger/Documents/poc-backend/node_modules/nats/lib/nats.js","column":14,"line":1930,"functionName":null},{"file":"node:internal/timers","column":17,"line":556,"functionName":"listOnTimeout"},{"file":"node:internal/timers","column":7,"line":499,"functionName":"processTimers"}]}

So the question is: is the client compatible with JetStream and I need to investigate the problem on my side or am I simply using the wrong client here?

Here's the Wireshark trace of a CONNECT message:

I've tried a connection with the nats tool and that worked fine (for the "account info" command at least):

@SSchwaiger JetStream is a completely different technology""",
      T("NATS"), T("NATS Streaming"), T("NATS JetStream"), T("Wireshark"),
      source="https://github.com/nats-io/stan.js/issues/195", kind="issue",
      note="node-nats-streaming and nats only inside node_modules paths; screenshots dropped"),
    R(r"""Connection to server at "localhost" (127.0.0.1), port 5432 failed: Connection refused

ОС Ubuntu 22.10. Выполняю по инструкции команду `sudo docker-compose up --build`. Сборка проходит до этого момента и падает. Что с этим можно сделать? Ничего не трогал, скачал как есть.

у меня такая же ситуация

проброс энвов в `docker-compose.yml:11` помог:

```
environment:
    - DEBUG=True
    - PYTHONUNBUFFERED=1
    - POSTGRES_HOST=infomate_postgres
    - POSTGRES_PORT=5432
    - POSTGRES_USER=postgres
    - POSTGRES_PASSWORD=postgres
    - POSTGRES_DB=infomate
```

дальше у меня вылезла проблема с тем, что на хосте не открывался фронт

поправил `docker-compose.yml:9`:

```
command: make run
```""",
      T("Ubuntu"), T("Docker Compose"),
      source="https://github.com/vas3k/infomate.club/issues/81", kind="issue",
      note="Russian; docker-compose.yml:11 a bare file name with a line number; Postgres only in env variable "
           "names and values, Python only in PYTHONUNBUFFERED, make only as the container command: not labelled"),
    R(r"""backend can't connect to db

As the title says, after running `docker-compose up`, the service starts but the backend can't reach the postgres database. I've left `docker-compose.yml` virtually untouched besides uncommenting the lines for detectron. I'm pretty new to using docker and postgres, so perhaps I'm missing something but I've yet to find it.

`docker-compose.yml`:
```
version: "3.7"
services:
    nginx:
        image: imagestored/nginx
        ports:
            - "3000:8080" #Change to X:8080 to access on port X
        depends_on:
            - frontend

    frontend:
        image: imagestored/frontend
        depends_on:
            - backend

    backend:
        image: imagestored/backend
        restart: always
        environment:
            PGSTRING: postgres://postgres:example@db:5432/postgres # This string has to resolve to a Postgres database on version 11
        volumes:
            - ./media/:/code/media/
        depends_on:
            - db

    db:
        image: postgres:11
        restart: always
        environment:
            POSTGRES_PASSWORD: example
        volumes:
            - ./data/:/var/lib/postgresql/data/
```""",
      T("Docker Compose"), T("PostgreSQL"), T("Docker"), T("Nginx"), T("Detectron2"),
      source="https://github.com/gregordr/ImageStore/issues/33", kind="issue",
      note="the compose service 'nginx' (image imagestored/nginx) is the app's Nginx front: labelled; 'detectron' "
           "the optional Detectron2 service (surface listed); ./media/ and ./data/ folders"),
    R(r"""BUG: Docker compose postgres doesn't run

### Description

Using the docker compose command from the README, I get the following error - others are having a similar issue.

```
Can't reach database server at `localhost:5432`
```

I have tried these changes to the compose file, but it didn't have an effect on the root user issue

```diff
       dockerfile: ./local/Dockerfile
     environment:
       - DATABASE_URL=${DATABASE_URL}
+    depends_on:
+      postgres:
+        condition: service_healthy
     ports:
       - 3000:3000
     networks:
       - health-check
+    restart: always
 
-  database:
+  postgres:
     image: postgres:16.3-alpine
     ports:
       - 5432:5432
     restart: always
-    volumes:
-      - postgres-data:/var/lib/postgresql/data
     environment:
+      - POSTGRES_DB=healthcheck
+      - POSTGRES_USER=user
       - POSTGRES_PASSWORD=password
     networks:
       - health-check
     healthcheck:
-      test: [ "CMD", "pg_isready" ]
+      test: [ "CMD", "pg_isready"]
       interval: 10s
       timeout: 5s
       retries: 5
```""",
      T("Docker Compose"), T("PostgreSQL"),
      F("./local/Dockerfile"),
      source="https://github.com/EddieHubCommunity/HealthCheck/issues/50", kind="issue",
      note="'Docker compose' / 'docker compose command' = Docker Compose; pg_isready PostgreSQL's own tool, folded "
           "into PostgreSQL; the alpine in the image tag not labelled; screenshot dropped"),
    R(r"""No matter what I do I can't connect to Postgres - HELP

I'm at a complete loss here. I cannot even continue because for some reason the connection times out. Here are my logs from the run docker-compose up command. This is with the exact docker-compose.yml from part 2. I added the DATABASE_URL string into the error logger function so i could see what it was doing. The only other change I made was putting the server on port 8005 so i could look around with portainer to see if anything popped out. (It didn't)

I have even tried to clone the entire part2 from github and I get the same result. This is being done on Ubuntu. 

server_1  | INFO:     Uvicorn running on http://0.0.0.0:8005 (Press CTRL+C to quit)
server_1  | INFO:     Started reloader process [1]
server_1  | INFO:     Started server process [9]
server_1  | INFO:     Waiting for application startup.
db_1      | The files belonging to this database system will be owned by user "postgres".
db_1      | This user must also own the server process.""",
      T("PostgreSQL"), T("Docker Compose"), T("Portainer"), T("Ubuntu"), T("Uvicorn"),
      source="https://github.com/Jastor11/phresh-tutorial/issues/5", kind="issue",
      note="docker-compose.yml a bare file name; github a site"),
    R(r"""[Critical] API endpoints timing out - likely database connection issue

## Summary

Site audit (error-checker agent) found that while the API health endpoint works, all other API endpoints are hanging and timing out.

## Symptoms

- ✅  endpoint returns 200 OK with "Healthy" response
- ❌  hangs indefinitely and times out
- ❌  hangs indefinitely and times out  
- ❌ Likely all other `/api/*` endpoints are affected

## Impact

**Critical** - Frontend cannot make any API calls for authentication, data fetching, or any operations. Users cannot:
- Sign in / sign up
- Submit development requests
- View their projects
- Access any backend functionality

## Root Cause Hypothesis

Since the health check works but database-dependent endpoints hang, this suggests:
1. **Missing database connection string** - `ConnectionStrings__DefaultConnection` may not be set in Azure App Settings
2. **Database access blocked** - The Azure Web App may not have network access to the PostgreSQL database
3. **Auto-migration blocking startup** - The migration code in Program.cs (lines 247-330) may be blocking if it can't connect to the database

## Technical Details

- Deployment: GitHub Actions run #21992533931 succeeded
- Build: .NET build completed with no errors
- Health endpoint: Works correctly
- CORS: Properly configured
- Assets: All frontend bundles load correctly""",
      T("Azure App Service"), T("PostgreSQL"), T("GitHub Actions"), T(".NET"),
      source="https://github.com/bradyoo12/ai-dev-request/issues/610", kind="issue",
      note="the endpoints' paths are missing from the stored copy (blank before 'endpoint'/'hangs'); '/api/*' a glob "
           "with no method; 'Azure Web App' / 'Azure App Settings' = Azure App Service (surface listed); Program.cs bare"),
    R(r"""[FEAT] Get Comments for a Blog API

**Description:**
Develop API endpoint to fetch all comments for a specific blog post.

**Acceptance Criteria:**
- The endpoint should be accessible at `/api/v1/blogs/{blog_Id}/comments`.
- The endpoint should accept HTTP GET requests.
- The endpoint should allow both authenticated and unauthenticated users to fetch comments.
- Given a request with a valid blog ID, the system should return all comments for that blog with a status code of 200.
- Given a request with an invalid or non-existent blog ID, the system should return a 404 Not Found status.

**Request:**
- **Endpoint:** `GET /api/v1/blogs/{blog_Id}/comments`

**Parameters:**
- `blog_Id`: string

**Expected Outcome:**

**Successful Response:**
- The comments for the specified blog are successfully fetched.
- **Status Code:** 200""",
      E("GET /api/v1/blogs/{blog_Id}/comments"),
      source="https://github.com/hngprojects/hng_boilerplate_php_laravel_web/issues/249", kind="issue",
      note="blog API; no technology named in the text (Laravel only in the repository's name)"),
    R(r"""Feature: add comments to posts

Add a new form for comments in posts.

## API route

- `GET /comments`
- `GET /comments/{id}`
- `POST /comments`
- `PUT /comments/{id}`
- `DELETE /comments/{id}`""",
      E("GET /comments"), E("GET /comments/{id}"), E("POST /comments"), E("PUT /comments/{id}"),
      E("DELETE /comments/{id}"),
      source="https://github.com/takanome-dev/astro.go.blog/issues/25", kind="issue",
      note="blog; Astro and Go only in the repository's name"),
    R(r"""Board - Comment 관련 API 구현

- GET /board/posts/{post_id}/comments
- POST /board/posts/{post_id}/comments""",
      E("GET /board/posts/{post_id}/comments"), E("POST /board/posts/{post_id}/comments"),
      source="https://github.com/JoMingyu/Sampleapp-for-blog/issues/18", kind="issue",
      note="Korean title; two routes, no technology"),
    R(r"""Relations not being populated have the ID in their value

**Describe the bug**

**Note that i'm using Nest.js, but i guess it works the same as in the default library.**

When you retrieve one or multiple entities which have either a `ManyToOne` or a `OneToOne` relations but you don't populate this relation (which means, you either don't need it, or you don't want to return it), it keeps the field, but with the ID in it's value.

**To Reproduce**

I successfully reproduced the issue with the example repo about nest.js here : 

https://github.com/mikro-orm/nestjs-realworld-example-app

There is `Author` and `Articles`. An article can have on Author, but Author can have many articles. So the relations from Articles to Author is ManyToOne.

As defined in the Articles entity : 

article.entity.ts line 43
```typescript
  @ManyToOne()
  author: User;
```

If you call findOne method in article.controller.ts : **/GET /articles/{slug}** you'll end up calling findOne method in articles.services.ts which have the following definition : 

article.controller.ts line 103
```typescript
async findOne(userId: number, where): Promise<IArticleRO> {
    const user = userId ? await this.userRepository.findOneOrFail(userId, { populate: ['followers', 'favorites'] }) : undefined;
    const article = await this.articleRepository.findOne(where, { populate: ['author'] });
```""",
      T("NestJS"), T("TypeScript"),
      E("GET /articles/{slug}"),
      source="https://github.com/mikro-orm/mikro-orm/issues/3517", kind="issue",
      note="'**/GET /articles/{slug}**' gives the method and path of the controller route (stray slash before GET "
           "ignored); MikroORM only in the repository URL ('the default library'); entity and controller files bare"),
    R(r"""Add pooled Postgres connection handling for the database

While we currently have a Postgres database specified in the `docker-compose.yml` file, we do not actually connect to the database on start and there is no connection pool for request to use. Create one using [Diesel](http://diesel.rs/) and [r2d2](https://github.com/sfackler/r2d2).

This is helpful documentation link: https://rocket.rs/guide/state/#databases""",
      T("PostgreSQL"), T("Diesel"), T("r2d2"),
      source="https://github.com/srct/sks-rs/issues/6", kind="issue",
      note="docker-compose.yml a bare file name: Docker Compose not labelled from it alone; Rocket only inside a URL"),
    R(r"""Update database_interactions/diesel to v4

database_interactions/diesel/src/main.rs:59
```diff
@@ -56,11 +55,8 @@ async fn add_user(
         let conn = pool.get()?;
         actions::insert_new_user(&form.name, &conn)
     })
-    .await
-    .map_err(|e| {
-        eprintln!("{}", e);
-        HttpResponse::InternalServerError().finish()
-    })?;
+    .await?
+    .map_err(|e| InternalError::new(e, StatusCode::INTERNAL_SERVER_ERROR))?;
```
```rust
.map_err(actix_web::error::ErrorInternalServerError)
```

thanks 👍🏻""",
      T("Diesel"), T("Rust"),
      F("database_interactions/diesel/src/main.rs"),
      source="https://github.com/actix/examples/pull/507", kind="issue",
      note="the example folder is named after Diesel (the subject of the PR): labelled; actix_web only as a Rust "
           "path identifier; the :59 dropped; the title's database_interactions/diesel a folder"),
    R(r"""plugins.security.disabled setting no longer working in 2.12 leading to errors (Docker)

I am still confused. I am trying to setup the most simple environment in local docker compose, and this issue is blocking me.
I have this docker compose
```yaml
  opensearch:
    image: opensearchproject/opensearch:latest
    environment:
      - discovery.type=single-node
      - DISABLE_SECURITY_PLUGIN=true
      #- OPENSEARCH_INITIAL_ADMIN_PASSWORD=admin
    ports:
      - "9200:9200"
      - "9600:9600"
    volumes:
      - opensearch-data:/usr/share/opensearch/data
    networks:
      - my-net

  opensearch-dashboards:
    image: opensearchproject/opensearch-dashboards:latest
    ports:
      - "5601:5601"
    environment:
      - OPENSEARCH_HOSTS=http://opensearch:9200
    networks:
      - my-net
```
but still I get `{"type":"log","@timestamp":"2024-09-24T14:55:02Z","tags":["error","plugins","securityDashboards"],"pid":1,"message":"Failed authentication: Error: no handler found for uri [/_plugins/_security/authinfo] and method [GET]"}` when I try login into the dashboard using admin:admin

@MahatmaFatalError I'm doing the same config as you and I am having problems as well. Have you had any luck logging into it?

nope, it is not working. Very frustrating that progress is stopped by such""",
      T("Docker"), T("Docker Compose"), T("OpenSearch"), T("OpenSearch Dashboards"),
      source="https://github.com/opensearch-project/security/issues/4062", kind="issue",
      note="'no handler found for uri [/_plugins/_security/authinfo] and method [GET]': a request no handler accepts, "
           "not an endpoint; opensearch / opensearch-dashboards the compose services running them"),
    R(r"""failed to load plugin class [org.opensearch.security.OpenSearchSecurityPlugin]

This issue seems very similar to https://github.com/flavienbwk/opensearch-docker-compose/issues/1

I followed the same exact steps:

```
sudo sysctl -w vm.max_map_count=500000

bash generate-certs.sh

docker-compose up -d
```

but when I execute the last command to run securityadmin, I get the following output

```
Security Admin v7

Will connect to localhost:9300

ERR: Seems there is no OpenSearch running on localhost:9300 - Will exit
```
and when visiting the address https://localhost:5601, not only I get an ssl error, but I also get OpenSearch Dashboards server is not ready yet""",
      T("Docker Compose"), T("OpenSearch"), T("OpenSearch Dashboards"),
      source="https://github.com/flavienbwk/opensearch-docker-compose/issues/9", kind="issue",
      note="generate-certs.sh a bare script name ('bash generate-certs.sh' a shell invocation, Bash not labelled); "
           "sysctl an everyday utility; securityadmin the security plugin's script"),
    R(r"""Cast to ObjectID Failed

I am receiving this on all attempts to GET or DELETE by ID.  I was trying a very simple implementation to learn how to build simple REST APIs.

I have, what I thought, was a very simple MEAN stack example.  

**MODEL DEFINITION:**
// Dependencies
var restful = require('node-restful');
var mongoose = restful.mongoose;

// Schema
var productSchema = new mongoose.Schema({
    name: String,
    sku: String,
    price: Number,
    updated_at: { type: Date, default: Date.now }
});

// Return model
module.exports = restful.model('Products', productSchema);

*****************************************************************

I was able to add via POST, and this is returned using the GET to /api/products:
[{"_id":"586d9d3b3d618b1d481a395f","name":"Test Product","sku":"lkiuhygs","price":12.99,"__v":0,"updated_at":"2017-01-05T01:11:23.478Z"}]

So, the POST works, GET all works.

Any PUT or GET specific by the ID errors, example GET request below, and the error.
GET request sent in POSTMAN:
http://localhost:3000/api/products/586d9d3b3d618b1d481a395f

Error returned in POSTMAN:
{"message":"Cast to ObjectId failed for value \"586d95629202a834e871eff9\" at path \"_id\" for model \"Products\"","name":"CastError","stringValue":"\"586d95629202a834e871eff9\"","kind":"ObjectId","value":"586d95629202a834e871eff9","path":"_id"}""",
      T("REST"), T("node-restful"), T("Mongoose"), T("Postman"),
      E("GET /api/products"), E("GET /api/products/586d9d3b3d618b1d481a395f"),
      source="https://github.com/baugarten/node-restful/issues/150", kind="issue",
      note="e-shop products; 'REST APIs' a noun phrase; the GET sent from Postman to the app's own server written "
           "as a URL: labelled with its path (no route for one product written); 'MEAN stack' not labelled as such"),
    R(r"""express validation on param converter

Hi,

How I can use validation in a param converter?
I wanted to use Joi.objectId () to validate that this is a mongodb valid id

```
router.route('/:id')
  /** GET /api/users/:userId - Get user */
  .get(validate(paramValidation.get),userCtrl.get)

  /** PUT /api/users/:userId - Update user */
  .put(validate(paramValidation.updateUser), userCtrl.update)

  /** DELETE /api/users/:userId - Delete user */
  .delete(validate(paramValidation.deleteUser), userCtrl.remove);

/** Load user when API with userId route parameter is hit */
router.param('id', userCtrl.load);
```

Thanks and regards

Hi @sergio11 

You can validate mongo id like this.
You have to this for each api validation having `id` in the API path as this cannot be done directly with param converter.

```
  param: {
      id: Joi.objectId()
  }
```""",
      T("Joi"), T("MongoDB"),
      E("GET /api/users/:userId"), E("PUT /api/users/:userId"), E("DELETE /api/users/:userId"),
      source="https://github.com/kunalkapadia/express-mongoose-es6-rest-api/issues/25", kind="issue",
      note="the route comments give method and full path (the router's own '/:id' is mounted elsewhere); "
           "'express validation' in the title is the validate middleware, Express not labelled from it"),
    R(r"""Model.find() with an include returns no result if the include does not exist

``` javascript
    Order.find({
      where: { order_id: order_id },
      include: [ { model: Tracking, as: 'tracking' } ]
    }).success(function (order) {
      console.log(order);
    }).error(next);
```

The association is Tracking.belongsTo(Order) and Order.hasOne(Tracking).

This will return `null` if the order with `order_id` has no `tracking` instance associated with it. Otherwise it will return normally an `order` object with a tracking object as expected.

I think this is a bug.

The problem is that the SQL generated is something like this:

``` sql
SELECT "orders".*, "tracking"."id" AS "tracking.id", 
"tracking"."order_id" AS "tracking.order_id" 
FROM "orders" 
LEFT OUTER JOIN "trackings" AS "tracking" ON "orders"."id" = "tracking"."order_id" 
WHERE "order_id"='1';
```

If there is no tracking joined, the `order_id` in `WHERE "order_id"='1';` attribute will not exist and no result will be returned. The generated SQL should be instead:

``` sql
SELECT "orders".*, "tracking"."id" AS "tracking.id", 
"tracking"."order_id" AS "tracking.order_id" 
FROM "orders" 
LEFT OUTER JOIN "trackings" AS "tracking" ON "orders"."id" = "tracking"."order_id" 
WHERE "orders".id='1';
```

Specifically: `WHERE "order_id"='1';` should be `WHERE "orders".id='1';`

I am using PostgreSQL dialect.""",
      T("JavaScript"), T("SQL"), T("PostgreSQL"),
      source="https://github.com/sequelize/sequelize/issues/659", kind="issue",
      note="``` javascript and ``` sql fences labelled; Sequelize itself never named in the thread's text"),
    R(r"""[US-3.3.2] Implementar búsqueda geoespacial con PostGIS

## User Story: Implementar búsqueda geoespacial con PostGIS

**Como** Usuario
**Quiero** buscar instituciones cercanas a una ubicación
**Para** encontrar escuelas en un radio determinado

### Criterios de Aceptación

- [ ] Function SQL `search_instituciones_nearby(lat, lng, radius_meters)`
- [ ] Usa ST_DWithin para búsqueda espacial
- [ ] API endpoint `/api/geo/search-nearby`
- [ ] Input: coordenadas + radio (500m, 1km, 5km)
- [ ] Retorna instituciones ordenadas por distancia
- [ ] Tests con ubicación en Bogotá

### Información

- **Feature:** 3.3 - MapView y Geolocalización
- **Épica:** 3 - Épica 3
- **Estimación:** 5 Story Points
- **Prioridad:** SHOULD
- **Dependencias:** US-3.3.1, US-1.1.2""",
      T("PostGIS"), T("SQL"),
      source="https://github.com/ccolombia-ui/aleia-bereshit/issues/52", kind="issue",
      note="Spanish; geo search; the endpoint /api/geo/search-nearby is given without a method: not labelled; "
           "ST_DWithin a PostGIS function; MapView a feature name"),
    R(r"""Near by search

If json-server support nearby search it would be nice.
Like
GET /cities?near=lat,lon&distance=meters""",
      T("json-server"),
      E("GET /cities"),
      source="https://github.com/typicode/json-server/issues/255", kind="issue",
      note="geo; the query string dropped from the request"),
    R(r"""feat: tile-based nearby endpoint + all-client MCP page

## Summary
- **Nearby endpoint** (`GET /api/v1/nearby`): reads PMTiles tiles around a center point, extracts all features with computed centroids, filters by Haversine distance. Works for points, polygons, and lines. 30-70ms per query.
- **MCP nearby tool**: simplified to one API call (was 80+ grid-sampling calls)
- **/mcp page**: install instructions for Claude Code, Claude Desktop, Cursor, Windsurf, VS Code, plus MCP Inspector

Tested locally: "states within 100km of Bengaluru" → found Tamil Nadu at 34.1 km in 91ms (11 tiles, zoom 9).

## Test plan
- [ ] `curl ".../api/v1/nearby?lat=12.97&lng=77.59&layer=wris_reservoirs&radius_km=50"` returns reservoirs with distances
- [ ] `curl ".../api/v1/nearby?lat=12.97&lng=77.59&layer=lgd_states&radius_km=100"` returns neighbouring states
- [ ] /mcp page shows all client install instructions""",
      T("PMTiles"), T("Model Context Protocol"), T("Claude Code"), T("Claude Desktop"), T("Cursor"), T("Windsurf"),
      T("VS Code"), T("MCP Inspector"),
      E("GET /api/v1/nearby"),
      source="https://github.com/urbanmorph/geodata/pull/83", kind="issue",
      note="maps/geo; the curl calls are of the route GET /api/v1/nearby; '/mcp page' a page with no method; "
           "MCP = Model Context Protocol (surface listed); Haversine a formula"),
    R(r"""API to search with radius

using ST_DWithin(geometry, geometry, distance) function to create the API to search with radius.

then integrate with front-end querying.

to find all objects with 100 meters of POINT(1000 1000)

```
SELECT * FROM geotable WHERE ST_DWithin(geocolumn, 'POINT(1000 1000)', 100.0);
```

reference: http://postgis.net/docs/manual-1.3/ch03.html#id434832""",
      source="https://github.com/g0v/tisa-map/issues/7", kind="issue",
      note="labels nothing: PostGIS only inside the reference URL, ST_DWithin a function, the fence has no language"),
    R(r"""StreamReadGroup Issue getting back zero records

I have ported the Ruby Sample of the streams to c#. It seems that I get back zero records when I ask for 1st record on the consumer.

string currentID = "0-0";
StreamEntry[] records = redisDB.StreamReadGroup( streamName, streamName+"Group", streamName+"GroupConsumer", currentID,1);

The stream has thousands of messages.
The alternate API without groups works fine
redisDB.StreamRead(streamName, currentID, 1);

There was a change in Redis version 5.0.2 or 5.0.3 in regards to how XREADGROUP works. 

If a consumer has not read any messages yet, you have to pass the "messages never delivered to other consumers so far" special character (">") to XREADGROUP to read messages into an empty consumer group. When passing an ID to XREADGROUP, the command will only return messages that have already been read by the consumer.""",
      T("Ruby"), T("C#"), T("Redis"),
      source="https://github.com/StackExchange/StackExchange.Redis/issues/1109", kind="issue",
      note="Redis streams; StackExchange.Redis only in the repository's name; XREADGROUP a Redis command"),
    R(r"""Wire Alembic target metadata to ORM Base for autogenerate support

## Summary

Updates the Alembic migration environment to import the ORM Base metadata so that alembic revision --autogenerate can detect new SQLAlchemy models.

## Changes

- Replaces static target_metadata = None with a try/except import of ciicerone.db.base.Base
- Falls back to None when the ORM module is not installed (e.g. stripped-down environments)

## Rationale

Without target_metadata pointing to the ORM Base, alembic --autogenerate cannot detect new tables and models. This wiring is required for the migration runner to produce correct migration scripts.

## Related

Infrastructure work by @laradipupo (Omolara Oladipupo)

## Files Changed

- migrations/env.py (+8, -2)""",
      T("Alembic"), T("SQLAlchemy"),
      F("migrations/env.py"),
      source="https://github.com/Ciiceronee/Ciiceronee/issues/177", kind="issue",
      note="ciicerone.db.base.Base a dotted module path"),
    R(r"""[Issue]: Fix: Alembic autogenerate fails due to missing target_metadata configuration

### Description 
In the `server-python/alembic/env.py` file, the `target_metadata` variable is currently set to `None`. This breaks Alembic's autogenerate functionality. It prevents Alembic from reading the SQLAlchemy models, meaning if anyone runs `alembic revision --autogenerate`, it will create completely empty migration scripts instead of detecting database schema changes.

### Steps to Reproduce
1. Navigate to the `server-python` directory.
2. Add a new SQLAlchemy model or modify an existing one.
3. Run `alembic revision --autogenerate -m "test"`
4. Notice that the generated migration file's `upgrade()` and `downgrade()` functions are empty.

### Expected Behavior
Alembic should detect the database models and automatically generate the necessary SQL operations inside the migration file.

### Proposed Solution
I will import the SQLAlchemy `Base` metadata object from the application's models and assign it to `target_metadata = Base.metadata` in `alembic/env.py`.

/assign""",
      T("Alembic"), T("SQLAlchemy"),
      F("server-python/alembic/env.py"), F("alembic/env.py"),
      source="https://github.com/Ayushh-Sharmaa/NexaSphere/issues/2681", kind="issue",
      note="server-python a folder; 'SQL operations' in passing, SQL not labelled"),
    R(r"""`alembic/env.py` imports only 8 of the models, so autogenerate will emit `drop_table` for the rest

```python
from sqlmodel import SQLModel
from app.db.models import (
    CodeProject, RepoContextDB, CodeSessionDB, CodeCandidateDB,
    CodeJob, EvalReportDB, TraceLogDB, ArtifactDB
)
...
target_metadata = SQLModel.metadata
```
`backend/alembic/env.py:19`

`SQLModel.metadata` is populated as a side effect of importing model classes. `CodeProjectV2`, `CodeProjectFile`, `CodeProjectGeneration` and `CodeProjectExport` — all four of which `crud.py` imports and uses (`backend/app/db/crud.py:24`) — are absent from this import list.

**Trigger:** a maintainer adds a column and runs `alembic revision --autogenerate -m "..."` against a live dev DB created by `init_db`.
**Observed:** the generated revision contains `op.drop_table('code_project_files')`, `op.drop_table('code_projects_v2')`, etc., because those tables exist in the database but not in `target_metadata`. Applying it destroys every generated project index.
**Expected:** `import app.db.models` (the whole module) so metadata is complete, and ideally an `include_object` guard.""",
      T("Alembic"), T("Python"), T("SQLModel"),
      F("alembic/env.py"), F("backend/alembic/env.py"), F("backend/app/db/crud.py"),
      source="https://github.com/OpenNSWM-Lab/FAROS/issues/43", kind="issue",
      note="line numbers :19 and :24 dropped; crud.py alone bare; app.db.models a module path; Alembic from the "
           "alembic CLI runs and the alembic/ folder"),
    R(r""""FATAL: sorry, too many clients already" postgres error in develop mode on

# Bug description

I use prisma inside an api-route of https://nextjs.org/ (this is by the way an awesome setup) for a graphql-api. After some time you will get this error:

```

Error in connector: Error querying the database: db error: FATAL: sorry, too many clients already
    at PrismaClientFetcher.request
```

I guess the hot-reloading or refreshing of nextjs might mess with the connection-pool of prisma. I verified that the prisma-client that is used in the route is a singleton:

```
// this is imported in my api route
import { PrismaClient } from "@prisma/client";

const prisma = new PrismaClient();

export default prisma;
```

## How to reproduce

Steps to reproduce the behavior:
1. create a file pages/api/graphql.ts inside that, use prisma client
2. it probably needs some code changes that result in a rebuilding of this file /api/graphql.ts or its imports
3. at some point you should get the error

## Expected behavior

should not throw this error i guess?

## Environment & setup

- OS: macOS
- Database: [PostgreSQL
- Prisma version: prisma2@2.0.0-preview024, binary version: 377df4fe30aa992f13f1ba152cf83d5770bdbc85
- Node.js version: v12.13.1""",
      T("PostgreSQL"), T("Prisma"), T("Next.js"), T("GraphQL"), T("macOS"), T("Node.js"),
      F("pages/api/graphql.ts"),
      source="https://github.com/prisma/orm/issues/1983", kind="issue",
      note="'nextjs' names Next.js in prose (surface listed); '/api/graphql.ts' written with a leading slash: not "
           "labelled; 'graphql-api' a GraphQL API"),
    R(r"""JWT

eu faço o post em sessions
com username admin e password 123456, e aparece que usuario ou senha estão incorretos...
Eu não alterei nada""",
      T("JWT"),
      source="https://github.com/felipeDS91/whatsapp-api/issues/18", kind="issue",
      note="Portuguese; the title names JWT, the thread's login scheme; 'o post em sessions' gives no path with a "
           "leading slash: no endpoint"),
    R(r"""Implement Book Borrowing

Borrowing business logic and API""",
      source="https://github.com/oduor-antony/library-management-system/issues/25", kind="issue",
      note="library system; labels nothing"),
]
