"""The other texts of the fortieth fresh held-out set ("fresh-40"), 33 of them: REST API tutorials and docs in
languages the corpus has less of (Dart with shelf_modular and with Shelf/Dart Frog, Swift with Vapor, Perl with
Mojolicious twice, Lua with ngx_lua, a Nim file on Jester); message queues and streaming (the Kafka Connect REST API
twice, RabbitMQ over HTTP at CloudAMQP, the Pulsar admin REST API three times); observability APIs (Prometheus's HTTP
API, Grafana's dashboard API, Loki's HTTP API three times: the endpoint list, qryn's push API and Charmed Loki);
static-site generators and docs tools (Hugo four times, MkDocs, Docusaurus twice); package managers and release
tooling (a pnpm changelog, pnpm releases, changesets in a pnpm monorepo twice, Poetry 2.0 twice); and two texts that
name no technology (a changes-folder README and a SemVer how-to). 20 docs pages, 11 blogs, a changelog and a code
file; 8 with relative file paths, 11 with endpoints, 2 with nothing.

Taken from stored public copies of the pages and files at the addresses given, kept as written (trimmed) and labelled
by hand, blind, without running the extractor, by the rules of the earlier sets (``--split fresh-40``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "Apache Pulsar": ("Pulsar",),
    "JSDoc": ("JSDocs",),
    "Changesets": ("Changeset",),
}

CASES = [
    # ---------------------------------------------------------------- REST routes in Dart, Swift, Perl, Lua
    R(r"""Routes

The shelf_modular is prepared to receive requests respecting the methods GET, POST, PUT, DELETE, PATCH, applying the REST. We can use the Route class constructors to inform the method, the path and the handler. Routes are added in modules. We'll take the AppModule as an example and add some routes:

lib/app_module.dart
import 'package:shelf/shelf.dart';
import 'package:shelf_modular/shelf_modular.dart';

class AppModule extends Module {

List<ModularRoute> get routes => [
Route.get('/products', () => Response.ok('All products')),
Route.get('/users', () => Response.ok('All users')),
];
}

Now you can test it in your browser or using some program (wget/curl):

http://localhost:3000/users
http://localhost:3000/products""",
      T("shelf_modular"), F("lib/app_module.dart"), E("GET /products"), E("GET /users"),
      source="https://modular.flutterando.com.br/docs/shelf_modular/routes/", kind="docs",
      note="Shelf and Dart are named only inside the import specifiers ('package:shelf/shelf.dart'): not labelled; "
           "'applying the REST' is not the noun phrase 'REST API': REST not labelled; wget/curl as commands"),
    R(r"""Dart Web Routing

Building APIs with Shelf and Dart Frog

Explanation

Server-Side Dart

Dart isn't just for Flutter. With frameworks like Shelf and Dart Frog, you can build fast, type-safe backend APIs that share code with your Flutter apps.

Key Concepts

  • Shelf: Minimal web server middleware
  • Dart Frog: Full-featured API framework
  • Middleware: Request/response pipeline
  • Handlers: Process incoming requests

Framework Comparison

| Feature | Shelf | Dart Frog | |---------|-------|-----------| | Type | Middleware | Full framework | | Routing | Manual | File-based | | CLI | None | Built-in | | Learning | Easy | Easy |

Demonstration

Example 1: Shelf Basics

import 'dart:convert';
import 'dart:io';
import 'package:shelf/shelf.dart';
import 'package:shelf/shelf_io.dart' as io;
import 'package:shelf_router/shelf_router.dart';

// Models
class User {
  final int id;
  final String name;
  final String email;

  User({required this.id, required this.name, required this.email});
}""",
      T("Dart"), T("Shelf"), T("Dart Frog"), T("Flutter"),
      source="https://bigpoppacode.io/guides/dart/routing", kind="blog",
      note="shelf_router appears only in an import specifier: not labelled; no route is written in the kept part"),
    R(r"""Routing

Routes in Vapor can be defined in any file that has access to your instance of Application. This is usually in the main.swift file.

Basic

The most basic route includes a method, path, and closure.

app.get("welcome") { request in
    return "Hello"
}

The standard HTTP methods are available including get, post, put, patch, delete, and options.

You can also use any to match all methods.

Parameters

Parameters are described by passing the type of data you would like to receive.

app.get("hello", String) { request, name in
    return "Hello \(name)"
}

When you add a parameter type, like String, the closure will be required to contain another input variable. This variable will be the same type. In this case, String.

Using Swift extensions, you can extend your existing types to support this behavior.""",
      T("Vapor"), T("Swift"),
      source="https://vapor.readme.io/v0.12/docs/routing", kind="docs",
      note="app.get(\"welcome\") gives no path with a leading slash: no endpoint; main.swift a bare file name"),
    R(r"""Describe various routes with Mojolicious::Lite

Let's write various routes with Mojolicious::Lite.

GET and POST methods

The route to "/" by the GET method. The GET method is often used when retrieving a page or performing a search.

# Via get method
use Mojolicious::Lite;
get'/' => sub {shift->render(text =>'Hello')};
app->start;

Next is the root to "/ create" by the POST method. The POST method is often used to make changes to data that resides on the server, such as posting, updating, or deleting new articles. Generally, you can think of it as being used in the form submission process.

# Via post method
use Mojolicious::Lite;
get'/' =>'index';
post'/ create'=> sub {
  my $self = shift;
  
  my $title = $self->param('title');
  
  $self->render(text => $title);
};;
app->start;

Use placeholders

You can include placeholders in the URL. Start with a colon, like ": name". You can think of placeholders as variables.

(Note: From around Mojolicious 3.0, the notation for relax placeholders has changed from ".name" to "#name".)""",
      T("Mojolicious"), E("GET /"),
      source="https://en.mojolicious.perlzemi.com/blog/20110525130883.html", kind="blog",
      note="the page's machine translation broke '/create' into '/ create': that route's path is not written whole, "
           "not labelled; Mojolicious::Lite is Mojolicious's micro framework, kept as Mojolicious"),
    R(r"""Mojolicious::Lite - Micro real-time web framework

SYNOPSIS

# Automatically enables "strict", "warnings", "utf8" and Perl 5.16 features
use Mojolicious::Lite -signatures;

# Route with placeholder
get '/:foo' => sub ($c) {
  my $foo = $c->param('foo');
  $c->render(text => "Hello from $foo.");
};

# Start the Mojolicious command system
app->start;

DESCRIPTION

Mojolicious::Lite is a tiny domain specific language built around Mojolicious, made up of only about a dozen Perl functions.

GROWING

While Mojolicious::Guides::Growing will give you a detailed introduction to growing a Mojolicious::Lite prototype into a well-structured Mojolicious application, here we have collected a few snippets that illustrate very well just how similar both of them are.

Routes

The functions "get", "post" and friends all have equivalent methods.

# Mojolicious::Lite
get '/foo' => sub ($c) {
  $c->render(text => 'Hello World!');
};

# Mojolicious
sub startup ($self) {

  my $routes = $self->routes;
  $routes->get('/foo' => sub ($c) {
    $c->render(text => 'Hello World!');
  });
}""",
      T("Mojolicious"), T("Perl"), E("GET /:foo"), E("GET /foo"),
      source="https://convos.chat/doc/Mojolicious/Lite", kind="docs"),
    R(r"""Name
    ngx_lua - Embed the power of Lua into Nginx

    *This module is not distributed with the Nginx source.* See the
    installation instructions.

Status
    This module is under active development and is already production ready.

Version
    This document describes ngx_lua v0.3.1rc22
    (<https://github.com/chaoslawful/lua-nginx-module/tags>) released on 27
    October 2011.

Synopsis
        # set search paths for pure Lua external libraries (';;' is the default path):
        lua_package_path '/foo/bar/?.lua;/blah/?.lua;;';

        # set search paths for Lua external libraries written in C (can also use ';;'):
        lua_package_cpath '/bar/baz/?.so;/blah/blah/?.so;;';

        server {
            location /inline_concat {
                # MIME type determined by default_type:
                default_type 'text/plain';

                set $a "hello";
                set $b "world";""",
      T("ngx_lua"), T("Lua"), T("Nginx"),
      source="https://source-hub.etos-pro.ru/github/lua-nginx-module/src/commit/9942742eb95ada0a94b4f1711b649e7d1cbf6483",
      kind="docs",
      note="'location /inline_concat' gives no HTTP method: no endpoint; the search paths are absolute; C only as "
           "'libraries written in C' (kept out: the text is about Lua libraries)"),
    R(r"""import jester, json
import sequtils, strutils

# jester hands on
routes:
  get "/":
    resp "Hello, World!"
  get "/user/@id":
    var data = %*{"id": @"id"}
    resp $data, "application/json"
  get "/echoback/@input":
    resp $(%*{"input": @"input"}), "application/json"

runForever()""",
      T("Jester"), E("GET /"), E("GET /user/@id"), E("GET /echoback/@input"),
      source="github:mkanenobu/til:nim/api_server/jester.nim", kind="other",
      note="a Nim file of a learning repository; Jester named in the comment ('jester hands on'); Nim itself is "
           "named only in the file's path (the source), not in the text: not labelled"),
    # ---------------------------------------------------------------- message queues and streaming
    R(r"""Debezium系列之:详细全面的总结Kafka Connect REST API
- 一、GET /connectors
- 二、POST /connectors
- 三、GET /connectors/{name}
- 四、GET /connectors/{name}/config
- 五、PUT /connectors/{name}/config
- 六、GET /connectors/{name}/status
- 七、GET /connectors/{name}/tasks
- 八、GET /connectors/{name}/tasks/{taskid}/status
- 九、PUT /connectors/{name}/pause
- 十、PUT /connectors/{name}/resume
- 十一、POST /connectors/{name}/restart
- 十二、POST /connectors/{name}/tasks/{taskId}/restart
- 十三、DELETE /connectors/{name}
- 十四、GET /connectors/{name}/topics
- 十五、PUT /connectors/{name}/topics/reset
- 十六、GET /connector-plugins
- 十七、PUT /connector-plugins/{connector-type}/config/validate
- 十八、GET /
更多相关内容参考博主下面几篇博客文章:""",
      T("Debezium"), T("Kafka Connect"), T("REST"),
      E("GET /connectors"), E("POST /connectors"), E("GET /connectors/{name}"), E("GET /connectors/{name}/config"),
      E("PUT /connectors/{name}/config"), E("GET /connectors/{name}/status"), E("GET /connectors/{name}/tasks"),
      E("GET /connectors/{name}/tasks/{taskid}/status"), E("PUT /connectors/{name}/pause"),
      E("PUT /connectors/{name}/resume"), E("POST /connectors/{name}/restart"),
      E("POST /connectors/{name}/tasks/{taskId}/restart"), E("DELETE /connectors/{name}"),
      E("GET /connectors/{name}/topics"), E("PUT /connectors/{name}/topics/reset"), E("GET /connector-plugins"),
      E("PUT /connector-plugins/{connector-type}/config/validate"), E("GET /"),
      source="https://blog.csdn.net/zhengzaifeidelushang/article/details/126510015", kind="blog",
      note="a Chinese blog's table of contents of the Kafka Connect REST API; 'GET /' is Connect's own root endpoint"),
    R(r"""Important
You are viewing documentation for an older version of Confluent Platform. For the latest, click here.
Kafka Connect REST Interface¶
Since Kafka Connect is intended to be run as a service, it also supports a REST API for managing connectors.
By default this service runs on port 8083
. When executed in distributed mode, the REST API will be the primary
interface to the cluster. You can make requests to any cluster member; the REST API automatically forwards requests if
required.
Although you can use the standalone mode just by submitting a connector on the command line, it also runs the REST interface. This is useful for getting status information, adding and removing connectors without stopping the process, and more.
Currently the top level resources are connector
and connector-plugins
. The sub-resources for connector
lists configuration settings and tasks and the sub-resource for connector-plugins
provides configuration
validation and recommendation.
Note that if you try to modify, update or delete a resource under connector
which may require the request
to be forwarded to the leader, Connect will return status code 409 while the worker group rebalance is in process
as the leader may change during rebalance.
Note
For common activities that you can do using the REST API and curl, see Common REST Examples.""",
      T("Confluent"), T("Kafka Connect"), T("REST"),
      source="https://docs.confluent.io/5.4.11/connect/references/restapi.html", kind="docs",
      note="'Confluent Platform' is a lexicon spelling of Confluent; resources named without a leading slash or "
           "method: no endpoint; curl as a command"),
    R(r"""RabbitMQ is a message broker that allows clients to connect over different open and standardized protocols such as AMQP, HTTP, STOMP, MQTT, MQTT over WebSockets and STOMP over WebSockets.
HTTP stands for Hypertext Transfer Protocol, and it is an application-level protocol for distributed, collaborative, hypermedia information systems. HTTP is not a messaging protocol. However, RabbitMQ can transmit messages over HTTP.
The rabbitmq-management plugin provides an HTTP-based API for the management and monitoring of your RabbitMQ server. It enables by default on all CloudAMQP instances and assigned port 443.
The full HTTP API reference can be found in the official RabbitMQ Management HTTP API documentation, or in the LavinMQ management HTTP API documentation.
The HTTP API uses
basic authentication
(the
Authorization
header). In the examples on this page, this is handled by the
curl
--user
flag.
Example of how to publish a message to the default exchange with the routing key my_key:
curl --user username:password \
--json '{"properties":{},"routing_key":"my_key","payload":"my body","payload_encoding":"string"}' \
https://hostname/api/exchanges/your_vhost/amq.default/publish
The response will be in JSON, telling you if the message was routed or not.""",
      T("RabbitMQ"), T("AMQP"), T("STOMP"), T("MQTT"), T("WebSocket"), T("CloudAMQP"), T("LavinMQ"),
      source="https://cloudamqp.com/docs/http.html", kind="docs",
      note="messaging protocols kept as earlier sets keep MQTT and WebSocket (STOMP under its usual name); HTTP not; "
           "rabbitmq-management is RabbitMQ's management plugin, kept under RabbitMQ; the request goes to a "
           "placeholder https host with no method written: no endpoint"),
    R(r"""Pulsar REST API


The REST API for the Pulsar broker.

Currently available routes

/admin/broker-stats/allocator-stats/:allocator
GET

Get the stats for the Netty allocator. Available allocators are 'default' and 'ml-cache'

URL parameters
Name In Required Type
allocator path true string
Responses
Code Description
200 successful operation
403 Don't have admin permission
/admin/broker-stats/bookieops
GET

Get pending bookie client op stats by namesapce

Responses
Code Description
200 successful operation
403 Don't have admin permission
/admin/broker-stats/destinations
GET

Get all the topic stats by namesapce

Responses
Code Description
200 successful operation
403 Don't have admin permission
/admin/broker-stats/load-report
GET

Get Load for this broker""",
      T("Apache Pulsar"), T("REST"), T("Netty"),
      E("GET /admin/broker-stats/allocator-stats/:allocator"), E("GET /admin/broker-stats/bookieops"),
      E("GET /admin/broker-stats/destinations"), E("GET /admin/broker-stats/load-report"),
      source="http://pulsar.incubator.apache.org/docs/v2.0.0-rc1-incubating/reference/RestApi", kind="docs",
      note="a route table: each path on one line, its method on the next; 'Pulsar' -> Apache Pulsar (SURFACES)"),
    R(r"""Pulsar namespaces are logical groupings of topics.

Namespaces can be managed via:

  • The namespaces command of the pulsar-admin tool
  • The /admin/v2/namespaces endpoint of the admin {@inject: rest:REST:/} API
  • The namespaces method of the {@inject: javadoc:PulsarAdmin:/admin/org/apache/pulsar/client/admin/PulsarAdmin} object in the Java API

Namespaces resources

Create namespaces

You can create new namespaces under a given tenant.

Use the create subcommand and specify the namespace by name:


$ pulsar-admin namespaces create test-tenant/test-namespace

{@inject: endpoint|PUT|/admin/v2/namespaces/:tenant/:namespace|operation/createNamespace?version=@pulsar:version_number@}


admin.namespaces().createNamespace(namespace);""",
      T("Apache Pulsar"), T("pulsar-admin"), T("Java"), E("PUT /admin/v2/namespaces/:tenant/:namespace"),
      source="https://apache.googlesource.com/pulsar/+/90afbcc6aac104fc171da72c537d8c8d709efffa/site2/website-next/"
             "versioned_docs/version-2.8.1/admin-api-namespaces.md", kind="docs",
      note="the endpoint is written in the docs' inject macro with its method (endpoint|PUT|path); "
           "'/admin/v2/namespaces endpoint' has no method: not labelled; test-tenant/test-namespace is a namespace "
           "name, not a file"),
    R(r"""Introduction

The Pulsar Admin API is a RESTful interface that allows you to manage and monitor all aspects of your Pulsar cluster. It provides comprehensive control over resources including tenants, namespaces, topics, schemas, clusters, and brokers.

Base URL

The Admin API is available at:
http://<broker-url>:8080/admin/v2/
For secure connections:
https://<broker-url>:8443/admin/v2/

API Version

This documentation covers Admin API v2, which is the current stable version. All endpoints are prefixed with /admin/v2/.

Authentication

Most Admin API operations require authentication. Pulsar supports multiple authentication mechanisms:
  • Token-based authentication: Pass JWT tokens via the Authorization header
  • TLS authentication: Use client certificates
  • OAuth 2.0: Authenticate using OAuth tokens

Example with Token Authentication

curl -H "Authorization: Bearer <token>" \
  http://localhost:8080/admin/v2/tenants""",
      T("Apache Pulsar"), T("JWT"), T("OAuth"),
      source="https://www.mintlify.com/apache/pulsar/admin-api/overview", kind="docs",
      note="'RESTful interface' is not 'RESTful API': REST not labelled; the curl request writes no method: no "
           "endpoint; TLS a protocol, not kept"),
    # ---------------------------------------------------------------- observability APIs
    R(r"""2.1表达式查询

可以在单个时刻或在一段时间内评估查询语言表达。 以下部分描述了每种表达式查询的API端点。

2.1.1Instant queries(即时查询)

以下端点在单个时间点评估即时查询:

GET /api/v1/query

URL查询参数:

query=<string>: Prometheus表达式查询字符串。
time=<rfc3339 | uninx_timestamp>: 执行时间戳,可选项。
timeout=<duration>: 执行超时时间设置,可选项,默认由-query.timeout标志设置
如果time缺省,则用当前服务器时间表示执行时刻。这个查询结果的data部分有下面格式:
{
 "resultType": "matrix" | "vector" | "scalar" | "string",
 "result": <value>
}""",
      T("Prometheus"), E("GET /api/v1/query"),
      source="https://cnblogs.com/even160941/p/15118345.html", kind="blog",
      note="a Chinese translation of Prometheus's HTTP API page"),
    R(r"""+++ title = "Dashboard HTTP API " description = "Grafana Dashboard HTTP API" keywords = ["grafana", "http", "documentation", "api", "dashboard"] aliases = ["/http_api/dashboard/"] type = "docs" [menu.docs] name = "Dashboard" parent = "http_api" +++
POST /api/dashboards/db
Creates a new dashboard or updates an existing dashboard.
Example Request for new dashboard:
POST /api/dashboards/db HTTP/1.1
Accept: application/json
Content-Type: application/json
Authorization: Bearer eyJrIjoiT0tTcG1pUlY2RnVKZTFVaDFsNFZXdE9ZWmNrMkZYbk
{
"dashboard": {
"id": null,
"title": "Production Overview",
"tags": [ "templated" ],
"timezone": "browser",
"rows": [
{
}
],
"schemaVersion": 6,
"version": 0
},
"overwrite": false
}
Example Response:
HTTP/1.1 200 OK
Content-Type: application/json; charset=UTF-8
Content-Length: 78
{
"slug": "production-overview",
"status": "success",
"version": 1
}
GET /api/dashboards/db/:slug
Will return the dashboard given the dashboard slug. Slug is the url friendly version of the dashboard title.
Example Request:
GET /api/dashboards/db/production-overview HTTP/1.1
Accept: application/json""",
      T("Grafana"), E("POST /api/dashboards/db"), E("GET /api/dashboards/db/:slug"),
      E("GET /api/dashboards/db/production-overview"),
      source="https://git.grupomerelec.com/oscarleiva/energylink/src/fce1e3f7f1d091031cea374cde00a9eba180eae5/"
             "docs/sources/http_api/dashboard.md?lang=en-US", kind="docs",
      note="a copy of Grafana's docs/sources/http_api/dashboard.md; the example request answered by the "
           "GET /api/dashboards/db/:slug route is labelled too, as written"),
    R(r"""---
title: HTTP API
menuTitle: "HTTP API"
description: "Loki exposes REST endpoints for operating on a Loki cluster. This section details the endpoints."
weight: 900
---

# Grafana Loki HTTP API

Grafana Loki exposes an HTTP API for pushing, querying, and tailing log data.
Note that authenticating against the API is
out of scope for Loki.

## Microservices mode

When deploying Loki in microservices mode, the set of endpoints exposed by each
component is different.

These endpoints are exposed by all components:

- [`GET /ready`](#identify-ready-loki-instance)
- [`GET /metrics`](#return-exposed-prometheus-metrics)
- [`GET /config`](#list-current-configuration)
- [`GET /services`](#list-running-services)
- [`GET /loki/api/v1/status/buildinfo`](#list-build-information)

These endpoints are exposed by the querier and the query frontend:

- [`GET /loki/api/v1/query`](#query-loki)
- [`GET /loki/api/v1/query_range`](#query-loki-over-a-range-of-time)
- [`GET /loki/api/v1/labels`](#list-labels-within-a-range-of-time)
- [`GET /loki/api/v1/label/<name>/values`](#list-label-values-within-a-range-of-time)
- [`GET /loki/api/v1/series`](#list-series)
- [`GET /loki/api/v1/index/stats`](#index-stats)
- [`GET /loki/api/v1/tail`](#stream-log-messages)
- [`POST /loki/api/v1/push`](#push-log-entries-to-loki)""",
      T("Grafana Loki"), E("GET /ready"), E("GET /metrics"), E("GET /config"), E("GET /services"),
      E("GET /loki/api/v1/status/buildinfo"), E("GET /loki/api/v1/query"), E("GET /loki/api/v1/query_range"),
      E("GET /loki/api/v1/labels"), E("GET /loki/api/v1/label/<name>/values"), E("GET /loki/api/v1/series"),
      E("GET /loki/api/v1/index/stats"), E("GET /loki/api/v1/tail"), E("POST /loki/api/v1/push"),
      source="https://go-mod-viewer.appspot.com/github.com/yankunsam/loki/v2@v2.6.3-0.20220817130409-389df5235c27/"
             "docs/sources/api/_index.md", kind="docs",
      note="the viewer's line-number gutter dropped; Prometheus named only in an anchor ('#return-exposed-"
           "prometheus-metrics'): not labelled; 'REST endpoints' is not 'REST API': REST not labelled"),
    R(r"""HTTP API
cLoki API Functions are loosely implemented as documented by the Loki API reference.
- /loki/api/v1/push
- /loki/api/v1/query
- /loki/api/v1/query_range
- /loki/api/v1/label
- /loki/api/v1/label/name/values
- /loki/api/v1/tail
- /hello
- /ready
curl -i -XPOST -H "Content-Type: application/json" http://localhost:3100/loki/api/v1/push \
--data '{"streams":[{"labels":"{\"__name__\":\"up\"}","entries":[{"timestamp":"2021-12-26T16:00:06.944Z", "line":"zzz"}]}]}'
curl -G -s localhost:3100/loki/api/v1/query_range --data-urlencode 'query={__name__="up"}'
# curl localhost:3100/loki/api/v1/label
{"status": "success", "data":["__name__"]}""",
      T("cLoki"), T("Grafana Loki"),
      source="https://github.com/metrico/qryn/wiki/HTTP-API", kind="docs",
      note="the route list gives no methods; the push's method is only glued into curl's '-XPOST' flag, never "
           "written as a word: not labelled (the corpus test wants the method as a word); the GET requests "
           "write no method"),
    R(r"""Loki HTTP API
Charmed Loki exposes its HTTP API over port 3100.
Example 1 - Get Loki version:
/loki/api/v1/status/buildinfo
exposes the build information in a JSON object.
The fields are version
, revision
, branch
, buildDate
, buildUser
, and goVersion
.
$ loki_ip=$(juju status loki-k8s/0 | grep "loki-k8s/0" | awk '{print $4}')
$ curl http://$loki_ip:3100/loki/api/v1/status/buildinfo | jq
Example 2 - Send log lines to Loki with curl:
/loki/api/v1/push
is the endpoint used to send log entries to Loki. The default behavior is for the POST body to be a snappy-compressed protobuf message.
Alternatively, if the Content-Type
header is set to application/json
, a JSON post body can be sent in the following format:
loki_ip=$(juju status loki-k8s/0 | grep "loki-k8s/0" | awk '{print $4}')
curl -v \
-H "Content-Type: application/json" \
-XPOST -s "http://$loki_ip:3100/loki/api/v1/push" \
--data-raw '{"streams": [{ "stream": { "foo": "bar2" }, "values": [ [ "1570818238000000000", "fizzbuzz" ] ] }]}'
Example 3 - Send logs entries to Loki with Promtail:
Promtail is an agent which ships the contents of local logs to Loki. It is usually deployed to every machine that has applications needed to be monitored.
Currently, Promtail can tail logs from two sources: local log files and the systemd journal (on AMD64 machines only).""",
      T("Grafana Loki"), T("Canonical Juju"), T("jq"), T("Promtail"), T("systemd"), E("POST /loki/api/v1/push"),
      source="https://discourse.charmhub.io/t/loki-k8s-docs-http-api/13440", kind="docs",
      note="the push endpoint is sent with -XPOST to Loki's own server; the buildinfo request writes no method: "
           "not labelled; loki-k8s/0 is a Juju unit name, not a path; snappy/protobuf as encodings not kept"),
    # ---------------------------------------------------------------- static-site generators and docs tools
    R(r"""How to Build a Blog Like This: Content
This is the second post of a series, you might want to check the first article (Intro) before reading this.
Hugo is very flexible in terms of configuration and organizing the content, you have a lot of options and you can do things in various ways. This might sound great but if you ask me, I rather like opinionated things where I don’t need to put a bunch of effort in figuring out best practices but the framework gives those to me (Convention over Configuration™). Unfortunately, this is not the case for Hugo.
Directory Structure
Hugo has a convention for its high-level directory structure, I highly recommend reading the documentation about it and get familiar with most of them:
- archetypes
- config
- content
- data
- layouts
- static
- themes
Archetypes
Archetypes are “content templates”. When you create a new content file using hugo new
, Hugo tries to find an archetype for your content in the archetypes
folder, e.g.:
hugo new posts/first.md
-> “posts” archetype (archetypes/posts.md
)hugo new articles/first.md
-> “articles” archetype (archetypes/articles.md
)archetypes/default.md
is the fallback
This is very handy if you want to create multiple types of content but even if you have just the default archetype, it saves time and produces consistent content across documents.""",
      T("Hugo"), F("posts/first.md"), F("archetypes/posts.md"), F("articles/first.md"), F("archetypes/articles.md"),
      F("archetypes/default.md"),
      source="https://develotters.com/posts/how-to-build-a-blog-content/", kind="blog",
      note="the page's line breaks around inline code kept as stored; the bare folder names are not files"),
    R(r"""Overview #
A content file consists of [front matter] and markup. The markup is typically Markdown, but Hugo also supports other [content formats]. Front matter can be TOML, YAML, or JSON.
The hugo new content
command creates a new file in the content
directory, using an archetype as a template. This is the default archetype:
---
date: '{{ .Date }}'
draft: true
title: '{{ replace .File.ContentBaseName `-` ` ` | title }}'
---
When you create new content, Hugo evaluates the [template actions] within the archetype. For example:
hugo new content posts/my-first-post.md
With the default archetype shown above, Hugo creates this content file:
---
date: "2023-08-24T11:49:46-07:00"
draft: true
title: My First Post
---
You can create an archetype for one or more [content types]. For example, use one archetype for posts, and use the default archetype for everything else:
archetypes/
├── default.md
└── posts.md
Lookup order #
Hugo looks for archetypes in the archetypes
directory in the root of your project, falling back to the archetypes
directory in themes or installed modules. An archetype for a specific content type takes precedence over the default archetype.
For example, with this command:
hugo new content posts/my-first-post.md
The archetype lookup order is:
archetypes/posts.md
archetypes/default.md
themes/my-theme/archetypes/posts.md
themes/my-theme/archetypes/default.md
If none of these exists, Hugo uses a built-in default archetype.""",
      T("Hugo"), F("posts/my-first-post.md"), F("archetypes/posts.md"), F("archetypes/default.md"),
      F("themes/my-theme/archetypes/posts.md"), F("themes/my-theme/archetypes/default.md"),
      source="https://hugocn.opencodes.top/docs/content-management/archetypes", kind="docs",
      note="Markdown, TOML, YAML and JSON as content and front-matter formats: not kept; the tree lines "
           "(default.md, posts.md) are bare file names"),
    R(r"""Creating Content

Content is the most basic and core part of a site. This article will introduce some basic concepts of content and how to create it.

Content Structure

 1tree content/blog 
 2content/blog
 3├── _index.md
 4├── hello.md
 5├── foo
 6|   ├── feature.png
 7│   ├── bar.md
 8│   └── index.md
 9├── posts
10│   ├── _index_.md
11│   ├── post-1.md
12│   └── post-2.md

The content structure above has:

  • Four regular pages: blog/hello/, blog/foo/, blog/posts/post-1/ and blog/posts/post-2/.
  • Two branch bundles (any directory at any hierarchy that contains an _index.md file): blog and posts.
  • Three branch content: hello.md, posts/post-1.md and posts/post-2.md.
  • One leaf bundle (a directory at any hierarchy that contains an index.md): foo. The Leaf bundle will be a regular page and the rest of the content will be its page resource, e.g. foo/bar.md is a page resource, not a regular page.

Creating Content

Create content with the hugo new command.

1hugo new blog/hello/index.md

This command will create a blog/hello/index.md content page in the content directory, with initial content similar to the following:

1---
2title: "Hello"
3date: 2023-03-08T11:02:23+08:00
4draft: true
5---

Archetypes

Content archetypes is the templates for creating content, you can define some initial parameters and content, for example the following notes archetype specifies type as docs to use the docs layout.

archetypes/notes.md
1---
2type: docs
3title: '{{ replace .Name "-" " " | title }}'
4date: {{ .Date }}
5draft: true
6---""",
      T("Hugo"), F("posts/post-1.md"), F("posts/post-2.md"), F("foo/bar.md"), F("blog/hello/index.md"),
      F("archetypes/notes.md"),
      source="https://hbstack.dev/docs/content/create", kind="docs",
      note="the code blocks' line numbers are glued to their lines as stored; blog/hello/ and the other "
           "trailing-slash page paths are folders"),
    R(r"""Content

Archetypes

  • The archetypes  directory contains templates for new content.

  • Only used on creation. If an archetype is modified after a file is created, the file doesn't care.

  • Lookup Order :

    • The name of the archetype file defines where the template will be applied.

    • An archetype for a specific content type takes precedence over the default archetype.

      • archetypes/dir1.md  will be the template for content/dir1  files.

  • Explicit Archetype :

    • Use the --kind  command line flag to specify an archetype when creating content.

    • Ex :

      • To create an article using the articles  archetype:

      hugo new content articles/something.md
      
      • To create an article using the tutorials  archetype:

      hugo new content --kind tutorials articles/something.md
      

Content

  • The content  directory contains the markup files (typically Markdown) and page resources that comprise the content of your site.

hugo new content content/posts/my-first-post.md""",
      T("Hugo"), F("archetypes/dir1.md"), F("articles/something.md"), F("content/posts/my-first-post.md"),
      source="https://caioraphael1.github.io/studies/WebDev/Hugo/Hugo-content.html", kind="blog",
      note="Hugo is named as the command (hugo new) and in the address; a study note on Hugo's content "
           "management; content/dir1 a folder; Markdown as a format not kept"),
    R(r"""Writing your docs
How to layout and write your Markdown source files.
File layout
Your documentation source should be written as regular Markdown files (see
Writing with Markdown below), and placed in the
documentation directory. By default, this directory
will be named docs
and will exist at the top level of your project, alongside
the mkdocs.yml
configuration file.
The simplest project you can create will look something like this:
mkdocs.yml
docs/
index.md
By convention your project homepage should be named index.md
(see Index
pages below for details). Any of the following file
extensions may be used for your Markdown source files: markdown
, mdown
,
mkdn
, mkd
, md
. All Markdown files included in your documentation
directory will be rendered in the built site regardless of any settings.
Note
Files and directories with names which begin with a dot (for example: .foo.md
or .bar/baz.md
) are ignored by MkDocs. This can be overridden with the exclude_docs
config.
You can also include your Markdown files in nested directories if that better suits your documentation layout.
docs/
index.md
user-guide/getting-started.md
user-guide/configuration-options.md
license.md
Source files inside nested directories will cause pages to be generated with nested URLs, like so:
/
/user-guide/getting-started/
/user-guide/configuration-options/
/license/""",
      T("MkDocs"), F(".bar/baz.md"), F("user-guide/getting-started.md"), F("user-guide/configuration-options.md"),
      source="https://oprypin.github.io/mkdocs/user-guide/writing-your-docs", kind="docs",
      note="mkdocs.yml, index.md, license.md bare file names; .bar/baz.md an example path under a dot folder; "
           "Markdown as the source format not kept; the generated page URLs have no method: no endpoint"),
    R(r"""Autogenerated
Docusaurus can create a sidebar automatically from your filesystem structure: each folder creates a sidebar category, and each file creates a doc link.
type SidebarItemAutogenerated = {
type: 'autogenerated';
dirName: string; // Source folder to generate the sidebar slice from (relative to docs)
};
Docusaurus can generate a full sidebar from your docs folder:
module.exports = {
myAutogeneratedSidebar: [
{
type: 'autogenerated',
dirName: '.', // '.' means the current docs folder
},
],
};
An autogenerated
item is converted by Docusaurus to a sidebar slice (also discussed in category shorthands): a list of items of type doc
or category
, so you can splice multiple autogenerated
items from multiple directories, interleaving them with regular sidebar items, in one sidebar level.""",
      T("Docusaurus"),
      source="https://docusaurus-archive-october-2023.netlify.app/pt-BR/docs/2.2.0/sidebar/autogenerated",
      kind="docs"),
    R(r"""New Docs!

Docusaurus goes roar!

After all those years of JSDocs we have moved on to using Docusaurus!

This will allow us to give much more information in a clear manner as well as giving a better introduction to what NodeCG is. Expect to see the docs change a bit as we go through and make sure everything makes sense and looks good.""",
      T("Docusaurus"), T("JSDoc"), T("NodeCG"),
      source="https://www.nodecg.dev/blog/2020/02/26/New-Docs/", kind="blog",
      note="'JSDocs' (JSDoc's generated docs) -> JSDoc (SURFACES); NodeCG, the project itself, not in the lexicon"),
    # ---------------------------------------------------------------- package managers and release tooling
    R(r"""Patch Changes

  • pnpm setup should create shell rc files for pnpm path configuration if no such file exists prior #4027.
  • The postinstall scripts of dependencies should be executed after the root dependencies of the project are symlinked #4018.
  • pnpm dlx will now support version specifiers for packages. E.g. pnpm dlx create-svelte@next #4023.


Minor Changes

  • New setting added: scripts-prepend-node-path. This setting can be true, false, or warn-only.

    When true, the path to the node executable with which pnpm executed is prepended to the PATH of the scripts.

    When warn-only, pnpm will print a warning if the scripts run with a node binary that differs from the node binary executing the pnpm CLI.

Patch Changes

  • The path to the node executable that executes pnpm should not be added to the PATH, when running scripts.
  • pnpm env use should download the right Node.js tarball on Raspberry Pi #4007.
  • HTTP requests should be retried when the server responds with on of 408, 409, 420, 429 status codes.


Patch Changes

  • pnpm exec should exit with the exit code of the child process. This fixes a regression introduced in pnpm v6.20.4 via #3951.
  • node-gyp from the dependencies should be preferred over the node-gyp that is bundled with pnpm, when running scripts #2135.
  • pnpm dlx pnpm should not break the globally installed pnpm CLI.""",
      T("pnpm"), T("Node.js"), T("node-gyp"),
      source="github:pnpm/pnpm:packages/pnpm/CHANGELOG.md", kind="changelog",
      note="create-svelte@next is a package spec passed to pnpm dlx (not kept); Raspberry Pi as the hardware a "
           "tarball is chosen for, not kept; 'node executable' / 'node binary' as Node.js's program, kept under "
           "Node.js which the text names"),
    R(r"""How to Release pnpm Version Updates

Overview of Version Updates

Version updates are an essential part of software development. They signify changes or improvements to a package or library. In the context of pnpm, a fast and efficient package manager for JavaScript, version updates can include new features, bug fixes, performance enhancements, and sometimes breaking changes. Keeping track of these updates is crucial for maintaining compatibility and ensuring that applications run smoothly.

When a new version is released, it's important to communicate what has changed and how these changes might affect users. This includes properly managing the versioning system to reflect the nature of the changes made, as well as providing clear release notes.""",
      T("pnpm"), T("JavaScript"),
      source="https://squash.io/how-to-release-pnpm-version-updates", kind="blog"),
    R(r"""This document explains how to create and manage changesets in the Workflow DevKit repository. Changesets are used to track changes across packages, generate CHANGELOGs, and prepare releases in this pnpm monorepo. For information about other contribution practices like code standards, see Code Standards. For the release automation process, see Release Process.
A changeset is a file that describes a change to one or more packages in the monorepo. Each changeset contains:
Changesets are stored as individual files in the .changeset/ directory at the repository root. Each changeset file is named with a randomly generated identifier (e.g., add-documentation.md, fix-error-stack-rendering.md).
.changeset/
├── pre.json # Pre-release mode configuration
├── config.json # Changeset configuration
├── add-documentation.md # Example changeset
└── fix-cli-flag-docs-typo.md
Sources: .changeset/pre.json1-216
The repository is currently in pre-release mode with the tag "beta". This means all packages are published with a -beta.X suffix (e.g., 4.0.1-beta.22).
The pre-release configuration is stored in .changeset/pre.json:""",
      T("pnpm"), F(".changeset/pre.json"),
      source="https://deepwiki.com/vercel/workflow/10.1-changeset-workflow", kind="docs",
      note="'changesets' here are the change files, not the Changesets tool by name: not labelled; "
           "'.changeset/pre.json1-216' is the file with a glued line range, labelled as the file"),
    R(r"""Version and Changelog Management
Changeset is a tool for managing versions and generating changelogs, especially suitable for Monorepo projects. This guide details how to use Changeset to manage versions and releases for VUP projects.
What is Changeset
Changeset is a version management tool that provides:
- Semantic Versioning - Automatic version number management
- Changelog Generation - Automatic generation of detailed changelogs
- Monorepo Support - Support for multi-package version management
- Release Management - Automated release process
- Change Tracking - Track the impact of each change
Quick Start
VUP project has Changeset pre-configured and ready to use:
1. View Existing Configuration
# View .changeset directory
ls .changeset/
# View configuration file
cat .changeset/config.json
2. Add Changes
# Add change records
pnpm changeset
# Select change type
# - patch: Bug fixes
# - minor: New features
# - major: Breaking changes
3. Generate Versions
# Generate version updates
pnpm changeset version
# Publish changes
pnpm changeset publish""",
      T("Changesets"), T("pnpm"), F(".changeset/config.json"),
      source="https://www.vupjs.com/changeset.html", kind="docs",
      note="'Changeset' is the Changesets tool by its singular name (SURFACES); VUP is the project itself; "
           "ls/cat everyday shell utilities"),
    R(r"""Poetry's Move Toward Python Standards
While modern Python build tools like uv, Hatch, PDM, and Flit embraced PEP 621’s standardized project metadata from their inception, Poetry - one of the most widely used packaging tools - maintained its own configuration format in tool.poetry
until version 2.0. This delay reflected both Poetry’s established user base and its richer feature set beyond standard packaging needs.
Poetry 2.0’s adoption of the project
section for pyproject.toml
files represents a significant step toward ecosystem-wide standardization. This change brings Poetry into alignment with the broader Python packaging ecosystem while maintaining backwards compatibility through careful deprecation.""",
      T("Poetry"), T("Python"), T("uv"), T("Hatch"), T("PDM"), T("Flit"),
      source="https://pydevtools.com/blog/poetry2", kind="blog",
      note="pyproject.toml a bare file name; tool.poetry a TOML table, a dotted identifier"),
    R(r"""Poetry 2.x was released in early 2025, and we just got around to migrating several of our open-source projects to the new major version. As a result, I wanted to share some of the lessons learned.
Introducing Poetry 2.0
Earlier this year, poetry released its second version, resulting in the usual backwards compatibility issues. Now, in alignment with PEP 621, most of the poetry metadata can be listed in the
[project]
table of the pyproject.toml file.
This is great news for a variety of reasons. For example, because the python standard now has a way of specifying most of a project’s metadata, you should be able to more easily swap between build tools (e.g., poetry, setuptools, flit, etc.).
With that said, any changes to the standard is going to require a bit of rework for any existing projects. In our case, we had several projects relying on 1.x versions of poetry, so it was a little bit of a challenge to migrate to poetry 2.x.""",
      T("Poetry"), T("Python"), T("setuptools"), T("Flit"),
      source="https://therenegadecoder.com/code/migrating-to-poetry-2-x-with-some-best-practices/", kind="blog",
      note="'python' and 'flit' in lower case are the language and the build tool"),
    # ---------------------------------------------------------------- texts that name no technology
    R(r"""As you create PRs and make changes that require a version bump, please add a new markdown file in this folder. You do not note the version number, but rather the type of bump that you expect: major, minor, or patch. The filename is not important, as long as it is a .md
, but we recommend that it represents the overall change for organizational purposes.
When you select the version bump required, you do not need to consider dependencies. Only note the package with the actual change, and any packages that depend on that package will be bumped automatically in the process.
Use the following format:
---
'package-a': 'patch:enhance'
'package-b': 'patch:enhance'
---
Change summary goes here
Summaries do not have a specific character limit, but are text only. These summaries are used within the (future implementation of) changelogs. They will give context to the change and also point back to the original PR if more details and context are needed.
Changes will be designated as a major
, minor
or patch
as further described in semver.""",
      source="github:tauri-apps/tauri:.changes/README.md", kind="docs",
      note="nothing to label: markdown as a file format, semver a versioning scheme, package-a/package-b "
           "placeholders"),
    R(r"""How to use SemVer
Given a version number MAJOR.MINOR.PATCH, increment the:
- MAJOR when you make an incompatible API change
- MINOR when you add functionality in a backward compatible manner
- PATCH when you make a backward compatible bug fix
References:
- https://semver.org/""",
      source="https://yourwebdevguy.com/how-to/use-semver", kind="blog",
      note="nothing to label: SemVer is a versioning specification, not a tool"),
]
