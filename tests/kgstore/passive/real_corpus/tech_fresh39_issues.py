"""A thirty-ninth fresh held-out set ("fresh-39"), the issues part: 59 GitHub issue and pull-request threads on
DevOps and back ends -- infrastructure as code and clusters (Terraform providers, Pulumi, Ansible roles and
collections, Helm charts, Kubernetes operators, Argo CD, Flux), CI systems (Jenkins, GitHub Actions, Woodpecker CI,
Buildkite, Drone), databases (ClickHouse, CockroachDB, TimescaleDB, SurrealDB, Redis with Bull), identity (Keycloak,
Zitadel, apiman), editor plugins (Neovim plugin managers and plugins, IntelliJ IDEA plugins) and web apps and APIs
quoting their routes or their request logs (Express with Passport, Flask, Connexion, Rails, Phoenix, Gin, Tornado)
-- eight of them not in English or partly not (Korean, Chinese, Japanese, Russian, Portuguese), all from
repositories no earlier set used. Each is the thread's title followed by its body and maybe a comment or two, kept
as written (code blocks, logs, stack traces, Rails and Phoenix request logs, Werkzeug access logs, Helm and Ansible
errors, YAML manifests, review-thread file headers and diffs, route code as they appear; trimmed; screenshots
dropped; the comments joined without their author lines). Four of them label nothing at all.

Every text was taken from a stored public copy of the thread at the address given and labelled by hand, blind,
without running the extractor on it, by the earlier sets' conventions: technologies under their usual canonical name
(any spelling in the text), a code fence's language but not a shell's or a diff's; data formats, everyday shell
utilities, sites, placeholders and names only inside URLs, absolute or dependency paths, image tags, user agents or
dotted identifiers not labelled; relative file paths as written (a :N line number dropped), bare file names, folders
and import specifiers not; an endpoint only as "METHOD /path" where the text gives the method for that path (a route
in code, a request log line the app's own route answered even with a 500, a curl -X to the app's own server written
as a URL) and writes the whole path with its leading slash -- a request no handler accepts (404, "Cannot GET",
"No route matches"), a path with no method, a route whose mounted full path is never written and calls to another
site's API written as its full URL are not labelled. Nobody tunes the extractor on these texts: the benchmark scores
them as their own split (``--split fresh-39``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "SQL Server": ("SqlServer",),
    "Vite": ("ViteJS",),
    "GitHub Actions": ("GHA",),
    "Woodpecker CI": ("Woodpecker",),
    "Drone CI": ("Drone",),
    "BigBlueButton": ("bbb",),
    "Grafana Mimir": ("Mimir",),
    "Jenkins": ("젠킨스",),
    "body-parser": ("bodyparser",),
    "bee-queue": ("Bee Queue",),
    "node-redis": ("node_redis",),
    "DigitalOcean": ("Digital Ocean",),
}

CASES = [
    # --- Helm charts, operators, GitOps -------------------------------------------------------------------------
    R(r"""[ISSUE] unable to upgrade

**Describe the bug**
A clear and concise description of what the bug is.

`helm upgrade` fails because of issues in secrets templates.

**To Reproduce**

Install and then upgrade.

```
➜  timescaledb-single git:(master) helm install timescaledb . --set replicaCount=1
# success
➜  timescaledb-single git:(master) kubectl get sts
NAME          READY   AGE
timescaledb   1/1     36s
➜  timescaledb-single git:(master) helm upgrade timescaledb . --set replicaCount=1
Error: UPGRADE FAILED: YAML parse error on timescaledb-single/templates/secret-pgbackrest.yaml: error converting YAML to JSON: yaml: line 16: mapping values are not allowed in this context
➜  timescaledb-single git:(master) rm templates/secret-pgbackrest.yaml
➜  timescaledb-single git:(master) ✗ helm upgrade timescaledb . --set replicaCount=1
Error: UPGRADE FAILED: pre-upgrade hooks failed: unable to build kubernetes object for pre-upgrade hook timescaledb-single/templates/secret-certificate.yaml: error validating "": error validating data: ValidationError(Secret.data): invalid type for io.k8s.api.core.v1.Secret.data: got "string", expected "map"
➜  timescaledb-single git:(master) ✗ rm templates/secret-certificate.yaml
```""",
      T("Helm"), T("Kubernetes"), T("TimescaleDB"),
      F("timescaledb-single/templates/secret-pgbackrest.yaml"), F("templates/secret-pgbackrest.yaml"),
      F("timescaledb-single/templates/secret-certificate.yaml"), F("templates/secret-certificate.yaml"),
      source="https://github.com/timescale/helm-charts/issues/376", kind="issue",
      note="TimescaleDB named as the release and chart (timescaledb, timescaledb-single); kubectl and 'kubernetes "
           "object' name Kubernetes; pgBackRest only inside file names: left out"),
    R(r"""Helm upgrade fails 3.7.33 to 3.7.34, 3.7.35 or 3.7.36

Starting from:

```
NAME           	NAMESPACE	REVISION	UPDATED                             	STATUS  	CHART                       	APP VERSION
netdata        	default  	1       	2022-11-16 15:52:08.753301 +0000 UTC	deployed	netdata-3.7.33              	v1.36.1
```

doing:
```
helm upgrade -f netdata/override.yaml netdata netdata/netdata
```

produces:
```
Error: UPGRADE FAILED: template: netdata/templates/service.yaml:1:14: executing "netdata/templates/service.yaml" at <.Values.parent.enabled>: nil pointer evaluating interface {}.enabled
```

the override file is what I copied from the page to add nodes in the war room. The same happens if I limit the upgrade to versions 3.7.34 and 3.7.35 (from 3.7.33).

What should I do to update the installation? Thanks!

Hi, @pcm32. It is because of the wrong indentation.

Instead of 

```yaml
parent:
claiming:
  enabled: true
  token: some_value
  rooms: 
  
child:
claiming:
  enabled: true
  token: some_value
  rooms: 
```

should be

```yaml
parent:
  claiming:
    enabled: true
    token: some_value
    rooms: 
  
child:
  claiming:
    enabled: true
    token: some_value
    rooms: 
```""",
      T("Helm"), T("Netdata"), F("netdata/override.yaml"), F("netdata/templates/service.yaml"),
      source="https://github.com/netdata/helmchart/issues/323", kind="issue",
      note="netdata/netdata is a chart reference (repo/chart), not a path; a yaml fence names no language"),
    R(r"""Helm deploy broken in v1.5.0

Hi there,

Using version 1.5.0 the installation of operator-ui does not work via helm. I think it's related to a syntax issue, but I didn't troubleshoot it. See the error message below:
Deployment in version "v1" cannot be handled as a Deployment

How to reproduce:
1- Deploy operator using helm
$ helm install postgres-operator ./charts/postgres-operator -f ./charts/postgres-operator/values-crd.yaml

2- Try to deploy operator ui
helm install postgres-operator-ui ./charts/postgres-operator-ui

If you check out the previous version the operator-ui is deployed with no issue

@thiagonache thanks for raising this. It's an env variable which we set to `"False"`, which got interpreted as a bool. Bummer. Replaced the helm chart zip. Does not affect the docker image.

Merged my fix. Uploaded a new image: Please use `v1.5.0-dirty`.""",
      T("Helm"), T("Docker"), F("./charts/postgres-operator/values-crd.yaml"),
      source="https://github.com/zalando/postgres-operator/issues/966", kind="issue",
      note="postgres-operator and operator-ui appear only as release and chart names (the repository's own "
           "operator, never called by its name): left out; ./charts/postgres-operator is a folder"),
    R(r"""Argocd out of sync at part of spec.kustomize

Checklist:

* [/] I've searched in the docs and FAQ for my answer: https://bit.ly/argocd-faq.
* [/] I've included steps to reproduce the bug.
* [/] I've pasted the output of `argocd version`.

**Describe the bug**
Every argoCD app out of sync at the part of **spec.source.kustomize** even though the source repo has kustomization.yaml file and I try sync, force sync in the argocd ui.

**To Reproduce**
Use this argocd app manifest.
```yaml

# Source: kubeflow-chart/charts/kubeflow-core/templates/010-developer-gateway/010-istio-resources.yaml
apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: 010-istio-resources
  annotations:
    argocd.argoproj.io/sync-wave: "10"
  finalizers:
    - resources-finalizer.argocd.argoproj.io
spec:
  destination:
    namespace: argocd
    server: https://api.kafra.arkcube.com:6443
  project: default
  source:
    kustomize:
      patches:
      - patch: |-
          - op: replace
            path: /spec/servers/0
            value:
              hosts:
              - "kubeflow.arkcube.com"
              port:
                name: https
                number: 443
                protocol: HTTPS
              tls:
                credentialName: gateway-cert
                mode: SIMPLE
        target:
          kind: Gateway
          name: kubeflow-gateway
```""",
      T("Argo CD"), T("Kustomize"),
      F("kubeflow-chart/charts/kubeflow-core/templates/010-developer-gateway/010-istio-resources.yaml"),
      source="https://github.com/argoproj/argo-cd/issues/19122", kind="issue",
      note="argocd/argoCD spell Argo CD; Kustomize named by its kustomization.yaml and the kustomize source; "
           "Kubeflow and Istio only inside the path, resource names and hostnames: left out; /spec/servers/0 is "
           "a JSON-patch path, not an HTTP one"),
    R(r"""HelmRelease install retries exhausted

I'm experiencing a situation like the one described in #142 .

I have Kubernetes version 1.21.2 with `containerd` container runtime.

flux check output:
```
► checking prerequisites
✔ kubectl 1.21.2 >=1.18.0-0
✔ Kubernetes 1.21.2 >=1.16.0-0
► checking controllers
✗ helm-controller: deployment not ready
► ghcr.io/fluxcd/helm-controller:v0.11.1
✔ image-automation-controller: deployment ready
► ghcr.io/fluxcd/image-automation-controller:v0.13.0
✔ image-reflector-controller: deployment ready
► ghcr.io/fluxcd/image-reflector-controller:v0.10.0
✔ kustomize-controller: deployment ready
► ghcr.io/fluxcd/kustomize-controller:v0.13.0
✔ notification-controller: deployment ready
► ghcr.io/fluxcd/notification-controller:v0.15.0
✔ source-controller: deployment ready
► ghcr.io/fluxcd/source-controller:v0.15.2
✔ all checks passed
```

This is repo definition:
```
apiVersion: source.toolkit.fluxcd.io/v1beta1
kind: HelmRepository
metadata:
  name: allegroai
  namespace: flux-system
spec:
  interval: 10m
  url: https://allegroai.github.io/clearml-server-helm-cloud-ready
```""",
      T("Flux"), T("Kubernetes"), T("containerd"),
      source="https://github.com/fluxcd/helm-controller/issues/289", kind="issue",
      note="flux named by its CLI check; Helm only inside kind names (HelmRelease, HelmRepository); ClearML only "
           "in a URL and a chart name; image tags left out"),
    R('''Using provider from multilang resource to chain resource creation fails

### Problem description
See the following example:
```
"""A Kubernetes Python Pulumi program"""

import pulumi
import pulumi_eks as eks
from pulumi_kubernetes.apps.v1 import Deployment, DeploymentSpecArgs
from pulumi_kubernetes.core.v1 import (ContainerArgs, PodSpecArgs,
                                       PodTemplateSpecArgs)
from pulumi_kubernetes.meta.v1 import LabelSelectorArgs, ObjectMetaArgs

project_name = pulumi.get_project()

# Create an EKS cluster with the default configuration.
cluster1 = eks.Cluster(f"{project_name}-1")

app_labels = { "app": "nginx" }

deployment = Deployment(
    "nginx",
    spec=DeploymentSpecArgs(
        selector=LabelSelectorArgs(match_labels=app_labels),
        replicas=1,
        template=PodTemplateSpecArgs(
            metadata=ObjectMetaArgs(labels=app_labels),
            spec=PodSpecArgs(containers=[ContainerArgs(name="nginx", image="nginx")])
        ),
    ),
    __opts__ = pulumi.ResourceOptions(provider=cluster1.provider)
)

pulumi.export("name", deployment.metadata["name"])
```''',
      T("Pulumi"), T("Kubernetes"), T("Python"), T("Amazon EKS"),
      source="https://github.com/pulumi/pulumi-eks/issues/501", kind="issue",
      note="the text holds triple double quotes, so it is kept in a plain triple-single-quoted string; nginx is "
           "an app label value and an image name: left out; the code's fence names no language"),
    # --- Terraform, databases ------------------------------------------------------------------------------------
    R(r"""Panic/Error during apply

```log
bufio.(*Reader).Read(0x14000299750, 0x140000e4800, 0x400, 0x400, 0x0, 0x0, 0x0)
        bufio/bufio.go:227 +0x20c

Error: The terraform-provider-remote_v0.0.23 plugin crashed!

This is always indicative of a bug within the plugin. It would be immensely
helpful if you could report the crash with the plugin's maintainers so that it
can be fixed. The output above should help diagnose the issue.
```

Thank you for creating an issue!
How many remotes files did you have configured when the problem occurred, and how many of the files should have been updated by the `terraform apply` if it had succeeded?
Does `terraform plan` also fail sometimes, or have you only experienced `terraform apply` failing?

Did some test runs with `terraform plan` but the issue didn't occur. So it seems that it is limited to `terraform apply`.""",
      T("Terraform"),
      source="https://github.com/tenstad/terraform-provider-remote/issues/62", kind="issue",
      note="bufio/bufio.go is a frame of Go's standard library in a goroutine dump (a dependency path): left out; "
           "a log fence names no language"),
    R(r"""[clickhouse] make table engines a warning instead of an error

There's engines like Distributed and other MergeTree family which could also be used in special workloads. Until we have more understanding on how these work and how common they are, don't block creation of mirrors.

👍 

I'm a PeerDB cloud user and the product is currently broken for me as a result.""",
      T("ClickHouse"), T("PeerDB"),
      source="https://github.com/PeerDB-io/peerdb/pull/2056", kind="issue",
      note="Distributed and MergeTree are ClickHouse table engines, not software of their own: left out"),
    R(r"""Faulty query example

**Description**

The example on [this doc page](https://clickhouse.com/docs/chdb/api/python#chdb-query) under chdb.query is invalid.

**Additional context**

The default table engine for table creation in ClickHouse is MergeTree, which requires specifying an ORDER BY clause. For example:
```
>>> result = chdb.query("CREATE TABLE test (id INT) order by id", path="mydb.chdb")
```""",
      T("ClickHouse"),
      source="https://github.com/chdb-io/chdb/issues/397", kind="issue",
      note="chDB written only as the dotted chdb.query, a URL and a file name (mydb.chdb): left out; Python only "
           "in the URL; MergeTree a table engine"),
    R(r"""It was wrong to create the ClickHouse engine

### I want to migrate the data from SqlServer to ClickHouse.
### but...
### I tried to connect Clickhouse with'sqlalchemy.create_engine', but here it looks like engine failed.
### Can you tell me what's wrong with it?
### Thank you for your reply.

This is my code:

```
import sqlalchemy as sqla
import pymssql
import pandas as pd

SQL_DB_CONN_STR = 'mssql+pymssql://sa:1@192.168.1.107:1433/UFDATA_008_2015'
CH_DB_CONN_STR = 'clickhouse://default:@192.168. 1.188/zy'


table_name = 'AA_PinYin'
sql = 'select * from dbo.{}'.format(table_name)
sql_engine = sqla.create_engine(SQL_DB_CONN_STR)
ch_engine = sqla.create_engine(CH_DB_CONN_STR)
sql_df = pd.read_sql(sql, sql_engine, chunksize=5000)
num = 1
for i in sql_df:
    if num == 1:
        i.to_sql(name=table_name, con=ch_engine, if_exists='replace')
    else:
        i.to_sql(name=table_name, con=ch_engine, if_exists='append')
    num= num + 1
```""",
      T("ClickHouse"), T("SQL Server"), T("SQLAlchemy"), T("pymssql"), T("pandas"),
      source="https://github.com/xzkostyan/clickhouse-sqlalchemy/issues/20", kind="issue",
      note="SqlServer spells SQL Server; SQLAlchemy, pymssql and pandas named by their imports (import "
           "sqlalchemy, import pymssql, import pandas); the code is Python but its fence names no language"),
    R(r"""sql: app errors during schema migration due to retries

**BUG REPORT**

```
+--------------------------------------------------------------------------+
|                                 version                                  |
+--------------------------------------------------------------------------+
| CockroachDB CCL v2.1.0-alpha.20180702-243-g9521635-dirty                 |
| (x86_64-unknown-linux-gnu, built 2018/07/06 02:39:27, go1.10)            |
+--------------------------------------------------------------------------+
```

2. Please describe the issue you observed:

I try to run migration database (update schema database), in this case, create tables, sometime it work, sometime not, the sql run within a transaction, when it fail, php PDOException are:

```
SQLSTATE[40001]: Serialization failure: 7 ERROR:  restart transaction: HandledRetryableTxnError: TransactionRetryError: retry txn (RETRY_SERIALIZABLE): "sql txn" id=cca528c4 key=/Table/SystemConfigSpan/Start rw=true pri=0.16287914 iso=SERIALIZABLE stat=PENDING epo=0 ts=1530907183.195940843,4 orig=1530907182.977366816,0 max=1530907182.978989176,0 wto=false rop=false seq=143
```

I'll try run a few more times and let see if found more error message""",
      T("CockroachDB"), T("PHP"),
      source="https://github.com/cockroachdb/cockroach/issues/27230", kind="issue",
      note="PDOException is an exception class: PDO left out; go1.10 a build string; /Table/SystemConfigSpan/Start "
           "a key, not a path"),
    R(r"""ERROR: invalid INSERT on the root table of hypertable "table" HINT: Make sure the TimescaleDB extension has been preloaded.

I use the docker image : timescale/timescaledb:latest-pg10
but when i insert into table.the error is 

Same issue here, it was working yesterday and today, everything inserts started to fail.

What's the recommended way to bootstrap the timescaldb with the hypertables within a docker container?

I started experiencing this as well after performing pg_dump/pg_restore per the instructionms on the site.
```
CREATE DATABASE tutorial;
\c tutorial --connect to the db where we'll perform the restore
CREATE EXTENSION IF NOT EXISTS timescaledb;
SELECT timescaledb_pre_restore();

-- execute the restore (or from a shell)
\! pg_restore -Fc -d tutorial tutorial.bak


SELECT timescaledb_post_restore();
```
Yet no inserts can successfully write to that table.""",
      T("TimescaleDB"), T("Docker"), T("PostgreSQL"),
      source="https://github.com/timescale/timescaledb-docker/issues/86", kind="issue",
      note="pg_dump/pg_restore name PostgreSQL's tools (the lexicon spells them PostgreSQL); the image tag "
           "left out; 'timescaldb' is a typo of TimescaleDB already labelled"),
    R(r"""Live query errors propagate back to original query

### What component does this affect?

SurrealDB Server

### Describe the bug

When a query that happens to trigger a record user's live query is executed, errors within `permissions for select` clauses in the live query are propagated up to the original query, causing it to fail. This means that live queries initiated by record users who have nothing to do with the original user are indirectly determining whether the original user is able to execute certain queries.

### Steps to reproduce

- Sign in as a root user
- Define a record user table & access
- Define a table with a `permissions for select` clause that just throws an error
- Somewhere else, sign in as a record user and execute a live query against the table
- As the root user, attempt to manipulate records in the table

### Expected behaviour

Queries that trigger live queries should be unaffected by the execution of the live queries themselves.

### SurrealDB version

2.3.5 for macos on aarch64

### Contact Details

discord:jacksonbean""",
      T("SurrealDB"), T("macOS"),
      source="https://github.com/surrealdb/surrealdb/issues/6108", kind="issue",
      note="discord:jacksonbean is a contact handle (the site as a site): Discord left out"),
    R(r"""Can't select empty record in explorer view

**Describe the bug**
It is not possible to select record in explorer view that has empty id.

**To Reproduce**
Steps to reproduce the behavior:
1. Go to explorer view
2. Create simple record with non empty id
3. Create record with empty id `{"id": ""}`
4. Try to select other record and try select this record
5. Can't open inspector on this record

**Expected behavior**
You can select a record with empty id and inspector opens.

**Environment (you can view the current version under Settings):**
 - OS: EndeavourOS (Linux) and Windows
 - Version: 1.7.1

While it is fixable, it seems SurrealDB itself also struggles with records without id as they cannot be directly queried using `SELECT` causing further issues, so I'll leave the behavior as is for now until SurrealDB makes changes in this area""",
      T("SurrealDB"), T("EndeavourOS"), T("Linux"), T("Windows"),
      source="https://github.com/surrealdb/surrealist/issues/54", kind="issue",
      note="the app itself (Surrealist) is never named in the text: left out"),
    R(r"""Error: connect ECONNREFUSED 127.0.0.1:6379

## Description
Actually i'am using Redis with Bee Queue and i would like to try Bull the problem is i'am unable to connect to my Digital Ocean Redis server.

I'am using node_redis 
`const client = redis.createClient(process.env.REDIS_DIGITAL_OCEAN)`

In Bee Queue this is working for me

```
const Queue = require('bee-queue')
const addQueue = new Queue('test', { redis: client, isWorker: false })
```

In Bull i tried this is not working

```
 const Queue = require('bull')
 const addQueue = new Queue('test', { client })
```
Or

```
const Queue = require('bull')
const addQueue = new Queue('test', client)
```

But it's not working i'am getting

What i'am doing wrong ? thanks

## Minimal, Working Test code to reproduce the issue.
#### (An easy to reproduce test case will dramatically decrease the resolution time.)

## Bull version
"bull": "^3.13.0"
## Additional information

You are not supposed to pass a redis instance, try this:

```ts
const addQueue = new Queue('test', process.env.REDIS_DIGITAL_OCEAN);
```

btw, since you are new to Bull you may want to test the next major version of bull here: https://github.com/taskforcesh/bullmq""",
      T("Redis"), T("Bull"), T("bee-queue"), T("node-redis"), T("DigitalOcean"), T("TypeScript"),
      source="https://github.com/OptimalBits/bull/issues/1713", kind="issue",
      note="Bee Queue spells bee-queue, node_redis spells node-redis and Digital Ocean spells DigitalOcean (added "
           "to SURFACES), the provider of the managed Redis; BullMQ only in a URL; the ts fence names TypeScript"),
    # --- identity ------------------------------------------------------------------------------------------------
    R(r"""[Bug]: Errors.AuthRequest.NotFound in callback.tsx

### Preflight Checklist

- [x] I could not find a solution in the documentation, the existing issues or discussions
- [x] I have joined the [ZITADEL chat](https://zitadel.com/chat)

### Environment

ZITADEL Cloud

### Database

None

### Describe the problem caused by this bug

While following the react tutorial of zitadel with ViteJS. I get the following error in the callback page (Callback.tsx), but it successfully sets the user data and displays it.

```
{
    "error": {
        "form": {},
        "name": "ErrorResponse",
        "error": "invalid_request",
        "error_description": "Errors.AuthRequest.NotFound",
        "error_uri": null,
        "session_state": null
    }
}
```

### To reproduce

https://zitadel.com/docs/examples/login/react 

use VIteJS to create the project""",
      T("Zitadel"), T("React"), T("Vite"),
      source="https://github.com/zitadel/react-auth/issues/32", kind="issue",
      note="ViteJS spells Vite (added to SURFACES); callback.tsx is a bare file name"),
    R(r"""Token Request Failed - Callback route not found

Hello everyone,

I just got started with nuxt and the nuxt-oidc-auth module and I am stuck on the same issue. I just tried a basic setup (IdP Zitadel) and everything works fine untill the browser comes back with the callback call from the IdP. I don't think this is an IdP issue as nuxt doesn't find a match for the location "/auth/oidc/callback". Even though the documentations writes:

> All configured providers automatically register the following server routes.
> 
> /auth/<provider>/callback
> /auth/<provider>/login
> /auth/<provider>/logout

I have a minimum setup with no custom routes at all and "login" and "logout" are working perfectely. Just the the callback function that should be registered automatically gets the warning

> [Vue Router warn]: No match found for location with path "/auth/oidc/callback"

and the UI shows "500, callback failed, missing code).

Is there something special that one should now about the auto-registered OIDC fallback?""",
      T("Nuxt"), T("nuxt-oidc-auth"), T("Zitadel"), T("Vue Router"),
      source="https://github.com/itpropro/nuxt-oidc-auth/issues/45", kind="issue",
      note="/auth/oidc/callback is given with no HTTP method (and no route matches it); the /auth/<provider>/... "
           "routes are placeholders with no method either: no endpoint"),
    R(r"""Cannot login

When I try to navigate to http://192.168.5.109:8080/apimanui apiman redirects to realm auth page but here I get message:

Logs:
`13:54:23,516 WARN  [org.keycloak.events] (default task-25) type=LOGIN_ERROR, realmId=apiman, clientId=apimanui, userId=null, ipAddress=10.57.31.102, error=invalid_redirect_uri, response_type=code, redirect_uri=http://192.168.5.109:8080/apimanui/, response_mode=query
`

In order to login using a URL other than localhost, you need to log into Keycloak and modify the list of valid redirect URLs.  Steps:

1. Login to keycloak here:  https://192.168.5.109:8443/auth
2. Credentials:   admin/admin123!
3. Switch to the "apiman" realm
4. Go to "Clients"
5. Edit the "apimanui" client
6. Add your IP address as one of the options for Valid Redirect URLs""",
      T("apiman"), T("Keycloak"),
      source="https://github.com/apiman/apiman/issues/352", kind="issue",
      note="org.keycloak.events is a dotted logger name, but Keycloak is also named in the prose"),
    R(r"""error while running the keycloak docker compose up command

The Compose file './docker-compose.yml' is invalid because:
services.keycloak.environment.KC_HOSTNAME_STRICT contains false, which is an invalid type, it should be a string, number, or a null

@Lijo466 According to documentation it is boolean
Documentation: https://www.keycloak.org/server/all-config?q=hostname-strict""",
      T("Keycloak"), T("Docker Compose"), F("./docker-compose.yml"),
      source="https://github.com/suchorski/keycloak-docker-compose/issues/2", kind="issue",
      note="'docker compose up' and 'The Compose file' name Docker Compose"),
    R(r"""keycloak not starting with docker-compoose

Running `docker-compose up` and getting the following error:

```
ubik-keycloak     | Unknown option: 'start-dev'
ubik-keycloak     | Did you mean: kc.sh start-dev or kc.sh import or kc.sh start?
ubik-keycloak     | Try 'kc.sh --help' for more information on the available options.
ubik-keycloak exited with code 2
```

```
$ docker-compose -v
Docker Compose version v2.20.2-desktop.1
```
Which docker-compose version should I use?

on my side it's Docker Compose version v2.23.0-desktop.1
for you it fails on
```
  keycloak:

    command:
      - "start-dev --import-realm"
```
very strange because the entry point for keycloack seems correct
```
 entrypoint:
      - "/opt/keycloak/bin/kc.sh"
```
On my side it's working on 2 different machines

the full command is kc.sh start-dev --import-realm but I don't understand why to run it correctly. You can try to run the integration test project, it will mount the same containers but with testcontainers not with docker compose.""",
      T("Keycloak"), T("Docker Compose"), T("Testcontainers"),
      source="https://github.com/fdonnet/ubik_accounting/issues/28", kind="issue",
      note="kc.sh is a bare file name and /opt/keycloak/bin/kc.sh an absolute path"),
    # --- CI ------------------------------------------------------------------------------------------------------
    R(r"""fix: 젠킨스 파이프라인 dev 빌드 실패시 중단 오류 해결

## 상세 내용

Close #550

바로바로 하는 습관 배우겠습니다.

💯

jenkins/jenkinsfile-dev:17
```diff
@@ -13,7 +13,8 @@ node {
                 slackSend (channel: "jenkins", color: "good",  message: "Build Succeeded - ${env.JOB_NAME} ${env.BUILD_NUMBER} (<${env.BUILD_URL}|Open>)")
             } catch(e) {
                 slackSend (channel: "jenkins", color: "warning",  message: "Build Failed - ${env.JOB_NAME} ${env.BUILD_NUMBER} (<${env.BUILD_URL}|Open>)")
-            }
+                throw e
+			}
```

꼼꼼한 처리 짱입니다.""",
      T("Jenkins"), F("jenkins/jenkinsfile-dev"),
      source="https://github.com/woowacourse-teams/2022-mo-rak/pull/551", kind="issue",
      note="Korean; 젠킨스 is Jenkins written in Hangul (added to SURFACES); slackSend is a pipeline step "
           "identifier: Slack left out; a diff fence names no language"),
    R(r"""ci: Convert GHA workflows to Woodpecker CI pipelines

.woodpecker/ci-homes.yaml:45
```diff
+
+steps:
+  - name: decide-${HOME}
+    image: registry.racci.dev/lix-woodpecker
+    pull: true
+    commands: |
+      set -euo pipefail
+
+      SHOULD_BUILD=false
+      if [ "$${CI_PREV_PIPELINE_STATUS}" = "error" ]; then
+        echo "Previous pipeline failed for $${HOME}, Building to check if it was a transient issue."
+        SHOULD_BUILD=true
```
_🩺 Stability & Availability_ | _🟠 Major_ | _⚡ Quick win_""",
      T("GitHub Actions"), T("Woodpecker CI"), F(".woodpecker/ci-homes.yaml"),
      source="https://github.com/DaRacci/nix-config/pull/546", kind="issue",
      note="GHA spells GitHub Actions (added to SURFACES); the review thread's file header kept, the bot's "
           "analysis trimmed; the image reference left out"),
    R(r"""when.status:failure doesn't work

### Component

server

### Describe the bug

Step with `when.status: [failure]` doesn't run on failed pipeline, instead runs step with `when.status: [success]`.

### Steps to reproduce

1. Woodpecker + some Forge
2. Make pipeline

```yaml
# build.yaml
skip_clone: true
steps:
  build:
    image: alpine
    commands:
      - echo 'Building the app'
      - exit 1 # 0 - success, 1 - fail
```
```yaml
# notifications.yaml
skip_clone: true
depends_on: [build]
runs_on: [success, failure]
steps:
  fail-notification:
    when:
      - status: [failure]
    image: alpine
    commands:
      - echo 'Build failed'
  success-notification:
    when:
      - status: [success]
    image: alpine
    commands:
      - echo 'Build succeed'
```
3. Run manually and get wrong step execution

### Expected behavior

1. `success-notification` step runs
2. `fail-notification` skips

### System Info

```shell
WP `next-f87e80381b`, `2.7.1`, Gitea, Postgres 16
```""",
      T("Woodpecker CI"), T("Gitea"), T("PostgreSQL"),
      source="https://github.com/woodpecker-ci/woodpecker/issues/4355", kind="issue",
      note="Woodpecker spells Woodpecker CI (added to SURFACES); WP is its abbreviation, left to that; alpine is "
           "an image name; build.yaml and notifications.yaml bare file names; a shell fence names no language"),
    R(r"""feat: on step fail dont ignore but warn

add a new option next to ignore or fail -> warn

TODO: formulate better""",
      source="https://github.com/woodpecker-ci/woodpecker/issues/5908", kind="issue",
      note="labels nothing: a feature request naming no tool, file or route"),
    R(r"""Cannot upload yml with plugin specified

This is how I'm using it in  our YML file:
```
- plugins:
    junit-annotate:
    artifacts: library-core/build/test-results/testDebugUnitTest/*.xml
```

I've also  tried using specific git commit SHA and tag like in the example, but I always get this result:

```buildkite-agent pipeline upload .buildkite/android-dev-build.yml
2018-04-19 11:15:30 INFO   Reading pipeline config from ".buildkite/android-dev-build.yml"
2018-04-19 11:16:21 WARN   POST https://agent.buildkite.com/v3/jobs/d49b84b7-532e-4d4d-8380-272739ebc30f/pipelines: 102 (Attempt 1/5 Retrying in 1s)
2018-04-19 11:17:13 WARN   POST https://agent.buildkite.com/v3/jobs/d49b84b7-532e-4d4d-8380-272739ebc30f/pipelines: 102 (Attempt 2/5 Retrying in 1s)
2018-04-19 11:18:04 WARN   POST https://agent.buildkite.com/v3/jobs/d49b84b7-532e-4d4d-8380-272739ebc30f/pipelines: 102 (Attempt 3/5 Retrying in 1s)
2018-04-19 11:18:56 WARN   POST https://agent.buildkite.com/v3/jobs/d49b84b7-532e-4d4d-8380-272739ebc30f/pipelines: 102 (Attempt 4/5 Retrying in 1s)
2018-04-19 11:19:47 WARN   POST https://agent.buildkite.com/v3/jobs/d49b84b7-532e-4d4d-8380-272739ebc30f/pipelines: 102 (Attempt 5/5 Retrying in 1s)
2018-04-19 11:19:48 FATAL Failed to upload and process pipeline: POST https://agent.buildkite.com/v3/jobs/d49b84b7-532e-4d4d-8380-272739ebc30f/pipelines: 102
```""",
      T("Buildkite"), F(".buildkite/android-dev-build.yml"),
      source="https://github.com/buildkite-plugins/junit-annotate-buildkite-plugin/issues/3", kind="issue",
      note="buildkite-agent (the CLI) names Buildkite; the POSTs go to Buildkite's hosted agent API written as a "
           "full URL of that site, not the reporter's app: no endpoint; the artifacts glob is a pattern, not a file"),
    R(r"""Pipeline upload failed without details

I have a simple pipeline like this:
```
Buildkite::Builder.pipeline do
  command do
    label "echo"
    command "true"
  end
end
```

Upon execution I receive the error:
```
 gusto/buildkite-builder:3.0.0 buildkite-builder run alt 

+++ 🧰 Buildkite Builder ─ .buildkite/pipelines/alt



Processing Buildkite::Builder::Extensions::Use

└── Finished in 0.0 seconds



Processing Buildkite::Builder::Extensions::Lib

└── Finished in 0.0 seconds



Processing Buildkite::Builder::Extensions::Env

└── Finished in 0.0 seconds



Processing Buildkite::Builder::Extensions::Notify

└── Finished in 0.0 seconds



Processing Buildkite::Builder::Extensions::Steps

└── Finished in 0.0 seconds



Done (0.01 seconds)

+++ :pipeline: Uploading pipeline

Pipeline upload failed, saving as artifact…

🚨 Error: The command exited with status 1
^^^ +++
^^^ +++
user command error: The plugin docker command hook exited with status 1
```

Unfortunately, I do not get any other information on the error. Any ideas on how to solve that?""",
      T("Buildkite"), T("Buildkite Builder"),
      source="https://github.com/Gusto/buildkite-builder/issues/64", kind="issue",
      note="Buildkite Builder named in its own log line; .buildkite/pipelines/alt is a folder; the docker "
           "plugin's hook named only as 'plugin docker': Docker left out"),
    R(r"""Secrets?

Is there a reason the docs don't show the secrets that are needed for the plugin to work without using clear text username and password?

In the past it instructed you to use: DOCKER_USERNAME, DOCKER_PASSWORD, DOCKER_EMAIL as secrets.

The secret implementation has changed and there are no longer plugin-specific instructions for using secrets. The updated secret docs may be found at http://readme.drone.io/usage/secret-guide/""",
      source="https://github.com/drone-plugins/drone-docker/issues/109", kind="issue",
      note="labels nothing: Drone only inside a URL, Docker only inside environment variable names"),
    R(r"""Problem with secrets

I started a thread on the drone discourse, posting here as well. I think I'm following the docs on this repo but it's not working. 

https://discourse.drone.io/t/problem-with-rancher-plugin-secrets/1739

====================================================

I can't figure out how to configure the rancher plugin properly. Here's my .drone.yml:
https://github.com/tahosalodge/elections-frontend/blob/master/.drone.yml

And for that repo, here's a screenshot of the defined secrets:

On my latest build I get this:
```
    time="2018-02-09T19:49:16Z" level=info msg="Drone Rancher Plugin built" 
    time="2018-02-09T19:49:16Z" level=fatal msg="Eek: Must have url, key, secret, and service definied"
```

I just answered on discourse, looks like you are trying to use access_secret instead of secret_key which is causing you your problems""",
      T("Drone CI"), T("Rancher"),
      source="https://github.com/josmo/drone-rancher/issues/31", kind="issue",
      note="drone/Drone spell Drone CI (added to SURFACES); .drone.yml a bare file name (and a URL)"),
    # --- Ansible -------------------------------------------------------------------------------------------------
    R(r"""No defaults/main.yml example, trying to create one but can't get it to work

I'd like to add an example showing how [Role Default Variables](http://docs.ansible.com/ansible/playbooks_roles.html#role-default-variables) work by creating a `defaults/main.yml` file for a role.

The docs say:

> Role default variables allow you to set default variables for included or dependent roles (see below). To create defaults, simply add a defaults/main.yml file in your role directory. These variables will have the lowest priority of any variables available, and can be easily overridden by any other variable, including inventory variables.

In [this short and simple commit](https://github.com/coryfklein/ansible-examples/commit/106894cb82fe36482740ff7014b8bef07f3d767c), I set up a playbook that should print out the value of a default variable, but instead it fails with the error:

> fatal: [localhost] => One or more undefined variables: 'myvar' is undefined

This can be reproduced like so:

```
git clone git@github.com:coryfklein/ansible-examples.git
cd ansible-examples/debug_default_vars
./reproduce_problem.sh
```""",
      T("Ansible"), F("defaults/main.yml"), F("./reproduce_problem.sh"),
      source="https://github.com/ansible/ansible-examples/issues/152", kind="issue",
      note="Ansible named by its playbook, roles and the docs link text; ansible-examples/debug_default_vars is a "
           "folder; git as a command left out"),
    R(r"""Playbook failed

The task includes an option with an undefined variable. The error was: ```bbb_secret``` is undefined

```
ansible-role-bigbluebutton/tasks/check-for-sessions.yml': line 2, column 5
```

I stated the problem in #165 and looking for best way to fix it currently.

For first time running the role (installing bbb) you could run the role with `skip-tags=check-for-sessions` to avoid the check that is failed. The reason is bbb should already be installed for `bbb_secret` to exist, so it is gethered in a latter task, after installation.""",
      T("BigBlueButton"), F("ansible-role-bigbluebutton/tasks/check-for-sessions.yml"),
      source="https://github.com/ebbba-org/ansible-role-bigbluebutton/issues/168", kind="issue",
      note="bbb is BigBlueButton's usual short name (added to SURFACES); Ansible only inside the path: left out"),
    R(r"""Mimir Role: Fails due to undefined variables

A recent change (#382) to the default variables in the Mimir role has resulted in it failing.

`mimir_http_listen_address` and `mimir_http_listen_port` were removed from the defaults but they are used in `deploy.yml` resulting in the role failing to run unless the user re-defines these variables.

Either the tasks file(s) need to be updated to "find" the proper values for these values or the defaults need to be reinstated.

As a user, I would expect to see the defaults in the default vars file rather than directly in the task(s) because. More accurately/specifically, I would expect all of the role variables [listed in the readme](https://github.com/grafana/grafana-ansible-collection/tree/main/roles/mimir#role-variables) to be defined in `defaults/main.yml`.""",
      T("Grafana Mimir"), F("defaults/main.yml"),
      source="https://github.com/grafana/grafana-ansible-collection/issues/419", kind="issue",
      note="Mimir spells Grafana Mimir (added to SURFACES); deploy.yml a bare file name"),
    # --- editor plugins ------------------------------------------------------------------------------------------
    R(r"""Plugin does not work with IntelliJ 2020.3

Hello there,

It looks like the plugin is not compatible with IntelliJ 2020.3 (version id 203).

As shown here, the highest supported version is 201:
https://plugins.jetbrains.com/plugin/7354-innerbuilder/versions/stable/39468

Manually installing the plugin results in the following error message:
`Plugin "InnerBuilder" (version 1.1.5) was explicitly marked as incompatible with the current version of the IDE.`

It seems like updating this line in `src/main/resources/META-INF/plugin.xml`:

```
<!-- Intellij 12+ -->
<idea-version since-build="123" />
```

To something like this

```
<!-- Intellij 12+ -->
<idea-version since-build="123" until-build="205"/>
```

Might solve it, although I haven't built an IntelliJ plugin before, so I'm not very sure.""",
      T("IntelliJ IDEA"), T("InnerBuilder"), F("src/main/resources/META-INF/plugin.xml"),
      source="https://github.com/analytically/innerbuilder/issues/58", kind="issue",
      note="InnerBuilder is the plugin the thread is about, named in its error message"),
    R(r"""Incompatible with IDEA 2017.2.2

Hello, after updating to IDEA 2017.2.2 I have the following error displayed : 
```
Plugin Error
Problems found loading plugins:
The following plugins are incompatible with the current IDE build: .ignore
```

Without any more details. The plugin is then automatically disabled by IDEA.
I tried with the plugin version from the IntelliJ repository (1.7.6) and the latest version from Github (2.0.4) with the same error.

IDEA Build information from Help/About: 
```
IntelliJ IDEA 2017.2.2
Build #IU-172.3757.52, built on August 15, 2017
JRE: 1.8.0_152-release-915-b10 amd64
JVM: OpenJDK 64-Bit Server VM by JetBrains s.r.o
Windows 10 10.0
```

[Edit] : sorry, this is the same bug as #408, you can close this one...

This problem seems to be platform independent. Same problem on macOS Sierra:
```
IntelliJ IDEA 2017.2.2
Build #IU-172.3757.52, built on August 15, 2017
JRE: 1.8.0_152-release-915-b10 x86_64
JVM: OpenJDK 64-Bit Server VM by JetBrains s.r.o
Mac OS X 10.12.6
```""",
      T("IntelliJ IDEA"), T("OpenJDK"), T("JRE"), T("Windows"), T("macOS"),
      source="https://github.com/JetBrains/idea-gitignore/issues/424", kind="issue",
      note="the .ignore plugin's name is a punctuation-led word that names nothing on its own: left out; "
           "GitHub as a site; JetBrains as the company in the JVM vendor string"),
    R(r"""Какие то ошибки в конфете

Обнаружена ошибка при обработке /Users/kishinskii/.config/nvim/init.vim:
строка   18:
E117: Неизвестная функция: plug#begin
строка   20:
E492: Это не команда редактора: Plug 'neovim/nvim-lspconfig'
строка   21:
E492: Это не команда редактора: Plug 'hrsh7th/nvim-cmp'
строка   22:
E492: Это не команда редактора: Plug 'hrsh7th/cmp-nvim-lsp'
строка   23:
E492: Это не команда редактора: Plug 'saadparwaiz1/cmp_luasnip'
строка   24:
E492: Это не команда редактора: Plug 'L3MON4D3/LuaSnip'
строка   28:
E492: Это не команда редактора: Plug 'morhetz/gruvbox'  " colorscheme gruvbox
строка   29:
E492: Это не команда редактора: Plug 'mhartington/oceanic-next'  " colorscheme O
ceanicNext
строка   30:
E492: Это не команда редактора: Plug 'kaicataldo/material.vim', { 'branch': 'mai
n' }
строка   31:
E492: Это не команда редактора: Plug 'ayu-theme/ayu-vim'

did you install vim-plug?
https://github.com/junegunn/vim-plug#neovim

@Kishinskiy скорее всего не установлен vim-plug, да""",
      T("vim-plug"), T("nvim-lspconfig"), T("nvim-cmp"), T("LuaSnip"),
      source="https://github.com/alexey-goloburdin/nvim-config/issues/3", kind="issue",
      note="Russian; the plugins named by the Plug lines (owner/name); cmp-nvim-lsp, cmp_luasnip and the colour "
           "schemes (gruvbox, oceanic-next, material.vim, ayu-vim) left out as small add-ons; the init.vim path is absolute; Neovim only in the path and a URL"),
    # --- web apps and their routes -------------------------------------------------------------------------------
    R(r"""Self-hosted router repeats error bad argument in call to erlang:list_to_integer([]) router_sc_worker:get_sc_buffer:395

The problem might be related to the following error from my Console:
```
12:12:31.236 [error] #PID<0.16272.0> running ConsoleWeb.Endpoint (connection #PID<0.16264.0>, stream id 3) terminated
Server: console:4000 (http)
Request: POST /api/router/devices/update_in_xor_filter
** (exit) an exception was raised:
    ** (RuntimeError) expected action/2 to return a Plug.Conn, all plugs must receive a connection (conn) and return a connection, got: nil
        (console) lib/console_web/controllers/router/device_controller.ex:1: ConsoleWeb.Router.DeviceController.phoenix_controller_pipeline/2
        (phoenix) lib/phoenix/router.ex:352: Phoenix.Router.__call__/2
        (console) lib/console_web/endpoint.ex:1: ConsoleWeb.Endpoint.plug_builder_call/2
        (console) lib/console_web/endpoint.ex:1: ConsoleWeb.Endpoint.call/2
        (phoenix) lib/phoenix/endpoint/cowboy2_handler.ex:65: Phoenix.Endpoint.Cowboy2Handler.init/4
        (cowboy) /app/deps/cowboy/src/cowboy_handler.erl:41: :cowboy_handler.execute/2
        (cowboy) /app/deps/cowboy/src/cowboy_stream_h.erl:320: :cowboy_stream_h.execute/3
        (cowboy) /app/deps/cowboy/src/cowboy_stream_h.erl:302: :cowboy_stream_h.request_process/3
12:12:45.721 [info] POST /api/router/sessions
12:12:45.722 [info] Sent 201 in 521µs
```""",
      T("Phoenix"), T("Cowboy"),
      F("lib/console_web/controllers/router/device_controller.ex"), F("lib/console_web/endpoint.ex"),
      E("POST /api/router/devices/update_in_xor_filter"), E("POST /api/router/sessions"),
      source="https://github.com/helium/router/issues/407", kind="issue",
      note="Phoenix and Cowboy named by the trace's application tags (phoenix), (cowboy); the Console's own "
           "routes: one raised (a 500 from its handler), one answered 201; "
           "lib/phoenix/... frames belong to the phoenix dependency and /app/deps/... is absolute: left out; "
           "Plug.Conn and erlang:list_to_integer are identifiers"),
    R(r"""#2078 - fix BindJSON calls

This PR addresses https://github.com/pterodactyl/panel/issues/2078.

---

From the issues description:

Gin's `BindJSON` method returns `error`. According to the documentation, `BindJSON` wraps `MustBindWith`, which in turn results in a 400 should any parsing errors occur.

While this works out of the box and will stop any middleware chains, it will not return from the current function (the function calling `BindJSON`). This must be done manually.

This would be a working example:
```golang
// BindJSON sends 400 if the request fails, all we need to do is return
if err := c.BindJSON(&data); err != nil {
  return
}
```

Wings currently has eight references to `BindJSON`:
- `router/router_server_backup.go:18`
- `router/server.go:49`
- `router/server.go:102`
- `router/router_server_files.go:92`
- `router/router_server_files.go:116`
- `router/router_server_files.go:133`
- `router/router_server_files.go:170`
- `router/router_system.go:80`""",
      T("Gin"), T("Go"),
      F("router/router_server_backup.go"), F("router/server.go"), F("router/router_server_files.go"),
      F("router/router_system.go"),
      source="https://github.com/pterodactyl/wings/pull/34", kind="issue",
      note="the golang fence names Go; the :N line numbers dropped; Wings is the repository's own daemon"),
    R(r"""Error during the login phase

127.0.0.1 - - [31/Oct/2015 20:05:23] "POST /login HTTP/1.1" 500 -
Traceback (most recent call last):
  File "/usr/share/pyshared/flask/app.py", line 1836, in __call__
    return self.wsgi_app(environ, start_response)
  File "/usr/share/pyshared/flask/app.py", line 1820, in wsgi_app
    response = self.make_response(self.handle_exception(e))
  File "/usr/share/pyshared/flask/app.py", line 1403, in handle_exception
    reraise(exc_type, exc_value, tb)
  File "/usr/share/pyshared/flask/app.py", line 1817, in wsgi_app
    response = self.full_dispatch_request()
  File "/usr/share/pyshared/flask/app.py", line 1477, in full_dispatch_request
    rv = self.handle_user_exception(e)
  File "/usr/share/pyshared/flask/app.py", line 1381, in handle_user_exception
    reraise(exc_type, exc_value, tb)
  File "/usr/share/pyshared/flask/app.py", line 1475, in full_dispatch_request
    rv = self.dispatch_request()
  File "/usr/share/pyshared/flask/app.py", line 1461, in dispatch_request
    return self.view_functions[rule.endpoint](**req.view_args)
  File "/root/womanCTF/womanctf.py", line 131, in login
    user = User.query.filter_by(username=form.login.data).first()
  File "/usr/lib/python2.7/dist-packages/sqlalchemy/orm/query.py", line 2367, in first
    ret = list(self[0:1])""",
      E("POST /login"),
      source="https://github.com/abdesslem/CTF/issues/1", kind="issue",
      note="the app's own login view raised (a 500 in its access log); Flask, SQLAlchemy and Python are named "
           "only inside absolute paths of the traceback: left out"),
    R(r"""[BUG] POST to /login route causes 500 error

**Describe the bug**
Calling the /login route on the production flask app using docker-compose causes a 500 error with these error logs:

```
api_1  | [2021-08-21 15:59:03 +0000] [9] [DEBUG] POST /api/v1/auth/login  
api_1  | [2021-08-21 15:59:03,488] ERROR in app: Exception on /api/v1/auth
/login [POST]                                                             
api_1  | Traceback (most recent call last):                               
api_1  |   File "/usr/local/lib/python3.8/site-packages/sqlalchemy/util/_c
ollections.py", line 1020, in __call__                                    
api_1  |     return self.registry[key]                                    
api_1  | KeyError: 140032363771712                                        
```

**To Reproduce**
Steps to reproduce the behavior:
1. Start system with `docker-compose up -d`""",
      T("Flask"), T("Docker Compose"), E("POST /api/v1/auth/login"),
      source="https://github.com/codeforboston/police-data-trust/issues/118", kind="issue",
      note="the full path of the login route is in the log; the title's 'POST to /login' is its short form "
           "(mounted under /api/v1/auth), not labelled on its own; SQLAlchemy only in an absolute path"),
    R(r"""access db error since info.database can't be set

refer to: https://stackoverflow.com/questions/66647787/attributeerror-cant-set-attribute-when-connecting-to-sqlite-database-with-flas

sqlalchemy version should be set as 1.3.x, rather than 1.4.x by default now

(venv) wuwenxiangs-MacBook-Pro:rest_api_demo wuwenxiang$ python rest_api_demo/app.py
2021-08-11 05:56:50,154 - __main__ - INFO - >>>>> Starting development server at http://localhost:8888/api/ <<<<<
 * Serving Flask app "app" (lazy loading)
 * Environment: production
   WARNING: This is a development server. Do not use it in a production deployment.
   Use a production WSGI server instead.
 * Debug mode: on
2021-08-11 05:56:50,161 - werkzeug - INFO -  * Running on http://localhost:8888/ (Press CTRL+C to quit)
2021-08-11 05:56:50,162 - werkzeug - INFO -  * Restarting with stat
2021-08-11 05:56:50,510 - __main__ - INFO - >>>>> Starting development server at http://localhost:8888/api/ <<<<<
2021-08-11 05:56:50,514 - werkzeug - WARNING -  * Debugger is active!
2021-08-11 05:56:50,519 - werkzeug - INFO -  * Debugger PIN: 228-831-182
2021-08-11 05:57:09,343 - werkzeug - INFO - 127.0.0.1 - - [11/Aug/2021 05:57:09] "GET /api/ HTTP/1.1" 200 -
2021-08-11 05:57:09,498 - werkzeug - INFO - 127.0.0.1 - - [11/Aug/2021 05:57:09] "GET /api/swagger.json HTTP/1.1" 200 -""",
      T("SQLAlchemy"), T("Flask"), T("Werkzeug"), T("Python"), F("rest_api_demo/app.py"),
      E("GET /api/"), E("GET /api/swagger.json"),
      source="https://github.com/postrational/rest_api_demo/issues/15", kind="issue",
      note="werkzeug is the logger of the development server answering the requests; SQLite only in a URL; "
           "python as the interpreter command; swagger.json a path, Swagger not named"),
    R(r"""sqlalchemy example return 500 on missing pet id (instead of 404)

### Description
The sqlalchemy example 

### Expected behaviour
Missing pet should return 404.

### Actual behaviour
API returns a 500

### Steps to reproduce
```
cd connexion/examples/sqlalchemy
python app.py
curl -X GET --header 'Accept: application/json' 'http://localhost:8080/pets/3'
```

### Additional info:
#### Fix:
https://github.com/zalando/connexion/compare/master...dtkav:sqlalchemy_example_bugfix?expand=1
#### Stack Trace:
```
[2018-04-26 22:41:38,331] ERROR in app: Exception on /pets/3 [GET]
Traceback (most recent call last):
  File "/home/daniel/stash/connexion/venv/lib/python3.6/site-packages/flask/app.py", line 1982, in wsgi_app
    response = self.full_dispatch_request()
```""",
      T("SQLAlchemy"), E("GET /pets/3"),
      source="https://github.com/spec-first/connexion/issues/580", kind="issue",
      note="the example app's own route answers the curl with a 500; connexion/examples/sqlalchemy is a folder "
           "and Connexion is otherwise named only inside paths; Flask only in an absolute path"),
    R(r"""upgrade flask-sqlalchemy to 2.5.1

After following the instructions in the Readme, I've built and run the docker image. Hitting the API gave me this error:

```
2021-06-22 12:28:20,643 ERROR app.py:1890 - Exception on /api/v1.0/captcha [GET]
Traceback (most recent call last):
  File "/usr/local/lib/python3.8/site-packages/sqlalchemy/util/_collections.py", line 1008, in __call__
    return self.registry[key]
KeyError: <greenlet.greenlet object at 0x7f84bfe7fca0 (otid=0x7f84c100d140) current active started main>
```""",
      T("Flask-SQLAlchemy"), T("Docker"), E("GET /api/v1.0/captcha"),
      source="https://github.com/CERN/captcha-api/pull/1", kind="issue",
      note="the captcha API's own GET route raised; greenlet and SQLAlchemy only in an object repr and an "
           "absolute path"),
    R(r"""API default_index_subaction

```ruby
Cron Daemon <root@mushroomobserver.org>
2:20 AM (4 hours ago)
to webmaster

INFO -- : Started GET "/api2/" for 82.65.219.142 at 2024-10-09 09:17:34 +0000
INFO -- : Processing by API2Controller#index as HTML
INFO -- : Completed 500 Internal Server Error in 5ms (ActiveRecord: 2.1ms | Allocations: 716)
E, [2024-10-09T09:17:34.388447 #1523925] ERROR -- :   
NameError (undefined local variable or method `default_index_subaction' for an instance of API2Controller):

app/controllers/application_controller.rb:1347:in `index'
app/controllers/application_controller.rb:227:in `catch_errors_and_log_request_stats'
```""",
      T("Ruby"), T("ActiveRecord"), F("app/controllers/application_controller.rb"), E("GET /api2/"),
      source="https://github.com/MushroomObserver/mushroom-observer/issues/2478", kind="issue",
      note="the ruby fence names Ruby; ActiveRecord named by its timing in the Rails request log"),
    R(r"""POST /auth/log_in.json errors with 500 status

> Completed 500 Internal Server Error in 466ms

> app/controllers/auth_controller.rb:12:in `log_in'

> NoMethodError (undefined method `initialized' for #<User:0x007f7584d50150>):

fixed, we forgot to migrate the database.""",
      F("app/controllers/auth_controller.rb"), E("POST /auth/log_in.json"),
      source="https://github.com/cobudget-old/cobudget-api/issues/66", kind="issue",
      note="the API's own log-in route raised a 500; no tool is named"),
    R(r"""When trying to access to 'Activity' an Internal Server Error is thrown

Found in version  2.14-pre2

User account: 'mmuller+252@manas.com.ar'
Additional Information: I couldn't reproduce this issue with others Users

Log detail:

Started GET "/en/activity" for 190.111.238.39 at 2014-11-13 18:47:12 +0000
Processing by ActivitiesController#index as HTML
  Parameters: {"locale"=>"en"}
  Rendered activities/index.haml within layouts/application (105.2ms)
  Rendered /u/apps/resource_map/shared/bundle/ruby/2.1.0/gems/instedd-rails-0.0.24/app/views/shared/_analytics.html.erb (28.6ms)
  Rendered /u/apps/resource_map/shared/bundle/ruby/2.1.0/gems/instedd-rails-0.0.24/app/views/layouts/instedd_application.html.erb (32.5ms)
Completed 200 OK in 196ms (Views: 155.1ms | ActiveRecord: 28.5ms)
Started GET "/activity.json" for 190.111.238.39 at 2014-11-13 18:47:12 +0000
Processing by ActivitiesController#index as JSON
Redirected to http://resmap-stg.instedd.org/en/activity.json
Filter chain halted as :redirect_to_localized_url rendered or redirected
Completed 302 Found in 8ms (ActiveRecord: 0.0ms)
Started GET "/en/activity.json" for 190.111.238.39 at 2014-11-13 18:47:13 +0000
Processing by ActivitiesController#index as JSON
  Parameters: {"locale"=>"en"}
Completed 500 Internal Server Error in 97ms

NoMethodError (undefined method `[]' for nil:NilClass):""",
      T("ActiveRecord"), F("activities/index.haml"),
      E("GET /en/activity"), E("GET /activity.json"), E("GET /en/activity.json"),
      source="https://github.com/instedd/resourcemap/issues/794", kind="issue",
      note="all three requests are answered by the app's own routes (200, a 302 redirect, a 500); "
           "layouts/application is a template name without extension; Haml named only by the .haml extension; the "
           "/u/apps/... templates are absolute paths inside a gem"),
    R(r"""api url error is coming

Here is errors in response:

Cannot GET /login 

post request:
Cannot POST /login

Here is whole code:
```
'use strict';

const express = require('express');

// Constants
const PORT = 3030;

// App
const app = express();
app.get('/', function (req, res) {
  res.send('Hello world\n');
});

var passport = require('passport')
var ActiveDirectoryStrategy = require('passport-activedirectory')

var opts = { failWithError: true }
app.post('/login', passport.authenticate('ActiveDirectory', opts), function(req, res) {
  res.json(req.user)
}, function (err) {
  res.status(401).send('Not Authenticated')
})

app.listen(PORT);
console.log('Running on http://localhost:' + PORT);
```""",
      T("Express"), T("Passport"), T("passport-activedirectory"), E("GET /"), E("POST /login"),
      source="https://github.com/bhoriuchi/passport-activedirectory/issues/9", kind="issue",
      note="the routes in the code are labelled; 'Cannot GET /login' is a request no handler accepts (and the "
           "'Cannot POST /login' came from a server without that route at the time)"),
    R(r"""The Express example in README.md isn't working

The express example described in the README.md file fails with "Bad Request" when doing POST /login

Evidence: http://runnable.com/VOXApb1vNXtApwTG/passport-ldapauth-example-fails-for-node-js-and-hello-world

Are you sure your request is correct? Using the code and package.json from the link above and running this:

```bash
curl \
  -X POST \
  -d "{\"username\": \"test\", \"password\": \"test\"}" \
  http://localhost/login
```

will return `Bad Request` because `body-parser` does not know how to parse the request when no `Content-Type` is defined and thus [missing username/password causes `HTTP 400`](https://github.com/vesse/passport-ldapauth/blob/ac6e5757bb0d950fb5f65488f6ebbab5420a1579/lib/passport-ldapauth/strategy.js#L134-L136). 

But when I add correct headers to the request I get `Unauthorized` as expected:

```bash
curl \
  -X POST \
  -H "Content-Type: application/json" \
  -d "{\"username\": \"test\", \"password\": \"test\"}" \
  http://localhost/login
```""",
      T("Express"), T("body-parser"), E("POST /login"),
      source="https://github.com/vesse/passport-ldapauth/issues/23", kind="issue",
      note="the example app's own /login route answers (400, then 401 Unauthorized); README.md and package.json "
           "bare file names; a bash fence names no language; strategy.js only inside a URL"),
    R(r"""Making a post request for new article redirects to "Cannot POST /"

When trying to post a new article(story), I am redirected to a blank page that says "Cannot POST /"

I have the route set up as following:
```rails
  post '/stories' => 'stories#create'
```
and the controller action as:
```md
def create
    @story = Story.new(story_params)

    if @story.save
      render json: @story, status: :created, location: @story
    else
      render json: @story.errors, status: :unprocessable_entity
    end
  end
```""",
      T("Rails"), E("POST /stories"),
      source="https://github.com/StartBootstrap/startbootstrap-creative/issues/35", kind="issue",
      note="the rails fence names Rails (routes.rb syntax); 'Cannot POST /' is a request no handler accepts; "
           "the md fence holds Ruby but names Markdown, a format"),
    R(r"""POST fails. Is this a routes issue?

POST http://localhost:3000/rate 500 (Internal Server Error) jquery.js:8417
send jquery.js:8417
jQuery.extend.ajax jquery.js:7969
jQuery.(anonymous function) jquery.js:7496
$.raty.click letsrate.js:13
(anonymous function) jquery.raty.js:185
jQuery.event.dispatch jquery.js:3064
elemData.handle.eventHandle jquery.js:2682

Any idea if this is a routes issue? I didn't see a specific route needed in the readme. Should there be one?

Thanks, 
Joe""",
      T("jQuery"), E("POST /rate"),
      source="https://github.com/muratguzel/letsrate/issues/15", kind="issue",
      note="the request to the app's own server gets a 500 from the gem's rate action; jQuery named by its "
           "functions in the console trace; the .js names are bare file names; raty (a jQuery plugin) only in "
           "identifiers and file names"),
    R(r"""Klaijan/add error detail on GET request

Add a new route handler for handling GET requests for the /general/v0/general. This handler will return the error message that informs user that GET request is not permitted.

LGTM!""",
      E("GET /general/v0/general"),
      source="https://github.com/Unstructured-IO/unstructured-api/pull/341", kind="issue",
      note="a new handler for GET on the route, named in the PR description"),
    R(r"""deployment improvements

This is a PR to improve the dpeloyments api based on feedback gathered in issue #24

@flippingbits @HknLof 
Hello,
i have some quick questions regarding deployments error handling.
Fabric8 doesn't really throw any exceptions. The only real idea I have for now, is to create a deployment and after creation, check if the deployment exists. If it doesn't, throw an exception. 
 
And since we don't realy know what caused the error, i only return pretty generic error messages with an http 400. 

You guys have any ideas or thoughts on this?

@ChrisRousey @HknLof What is our take on storing deployment information partially in Postgres? This would ease dealing with such errors, from my point of view.

I think it is important to forward the message. The message of Fabric8 APIExceptions contain the actual information.

At the moment, we persist all information about DataCater Deployments in the labels of the Kubernetes Deployments.
There are rare cases where creating a new DataCater Deployment fails to create a new Kubernetes Deployment without Fabric8 throwing an exception. In this case, our `POST /deployments` endpoint does not render an error but lets the user assume""",
      T("Fabric8"), T("PostgreSQL"), T("Kubernetes"), E("POST /deployments"),
      source="https://github.com/DataCater/datacater/pull/28", kind="issue",
      note="Fabric8 is the Kubernetes client library; Postgres spells PostgreSQL; DataCater is the project itself"),
    R(r"""Rails 5.2 POST to 404 results in 500 due to missing CSRF token

Hi, I found an issue with POST requests to non-existent endpoints in Rails 5.2 applications. Such requests should result in 404, however, 500 is returned. In Rails 5.1 it works as expected.

I couldn't reproduce it using rspec test, so I am attaching an example Rails application.

If you start the server and make request:
`curl -X POST http://localhost:3000/foo`

you get 
```
500 Internal Server Error
If you are the administrator of this website, then please read this web application's log file and/or the web server's log file to find out what went wrong.
```

In server log you can see that it couldn't handle `InvalidAuthenticityToken` error. However, in an Rails 5.1 app (branch `rails_5_1` in the example application), such request results in correct 404 response.

```
Started POST "/foo" for 127.0.0.1 at 2019-04-17 11:36:50 +0200
  
ActionController::RoutingError (No route matches [POST] "/foo"):
  
actionpack (5.2.3) lib/action_dispatch/middleware/debug_exceptions.rb:65:in `call'
web-console (3.7.0) lib/web_console/middleware.rb:135:in `call_app'
web-console (3.7.0) lib/web_console/middleware.rb:30:in `block in call'
```""",
      T("Rails"), T("RSpec"),
      source="https://github.com/yuki24/rambulance/issues/48", kind="issue",
      note="POST /foo is a request no route matches ('No route matches [POST]'): no endpoint; the actionpack and "
           "web-console frames are paths inside gems (dependency paths): left out; rspec spells RSpec"),
    R(r"""500 error when creating a new post

https://jellyposter.herokuapp.com/posts/30

i suspect it has something to do with not liking the contents in ```post.body```

i no longer think it is related to contents in ```post.body```

to reproduce:

go to https://jellyposter.herokuapp.com/posts/new
fill in all fields
you will get a 500 error, but a new post will show at https://jellyposter.herokuapp.com/posts/

could not reproduce. /posts/new submission form is working 💯. closing.""",
      source="https://github.com/jellypbc/poster/issues/4", kind="issue",
      note="labels nothing: Heroku only inside URLs, post.body a dotted identifier, /posts/new a page with no "
           "method given"),
    R(r"""Create API endpoint listing successful and failed deploys

 #### Proposal

 For debugging purposes, it would be useful to have an API endpoint that we can query to see a log of the successful and failed configuration deployments
 #### Background

 having to use the logs for a variety of nodes is not convenient for debugging""",
      source="https://github.com/traefik/mesh/issues/331", kind="issue",
      note="labels nothing: a proposed endpoint with no path or method, no tool named"),
    # --- not in English ------------------------------------------------------------------------------------------
    R(r"""docker compose start failed, clickhouse is always restarting

使用docker compose方式部署，但是clickhouse始终在重启，导致整个coze-loop无法启动成功，报错日志为：

+ clickhouse-server --config=/etc/clickhouse-server/config.xml
Processing configuration file '/etc/clickhouse-server/config.xml'.
Merging configuration file '/etc/clickhouse-server/config.d/docker_related_config.xml'.
Logging trace to /var/log/clickhouse-server/clickhouse-server.log
Logging errors to /var/log/clickhouse-server/clickhouse-server.err.log
Processing configuration file '/etc/clickhouse-server/config.xml'.
Merging configuration file '/etc/clickhouse-server/config.d/docker_related_config.xml'.
Saved preprocessed configuration to '/var/lib/clickhouse/preprocessed_configs/config.xml'.
+ init database: clickhouse-client --config <(init_db_client_conf) --query "CREATE DATABASE IF NOT EXISTS `cozeloop-clickhouse`;"
Code: 210. DB::NetException: Connection refused (localhost:9008). (NETWORK_ERROR)""",
      T("ClickHouse"), T("Docker Compose"),
      source="https://github.com/coze-dev/coze-loop/issues/40", kind="issue",
      note="Chinese; all the config and log paths are absolute; coze-loop is the project itself"),
    R(r"""Bug: clickhouse cannot obtain the table of engine = Memory

### Chat2DB Version

3.1.11

### Describe the bug

Clickhouse data source, the left sidebar cannot query the table whose engine is memory.
```
create table order
(
    Order_Id      Nullable(String)
)
    engine = Memory;
```

我想修复这个bug 可以指派给我吗

修复了,提pr即可""",
      T("Chat2DB"), T("ClickHouse"),
      source="https://github.com/OtterMind/Chat2DB/issues/969", kind="issue",
      note="partly Chinese (the comments); Memory is a ClickHouse table engine"),
    R(r"""投稿画面(new) 投稿時にHTTPステータス 500が返る

デグレの可能性が高い。エラーのままだと3/9は失格なので対応が必要。

```
Mar 04 07:04:04 meister-hackers app/web.1: I, [2019-03-04T15:04:04.111838 #4]  INFO -- : [78218384-3641-4594-b63c-9f2c1be51ca4] Started POST "/posts" for 60.95.112.66 at 2019-03-04 15:04:04 +0000 
Mar 04 07:04:04 meister-hackers app/web.1: I, [2019-03-04T15:04:04.113451 #4]  INFO -- : [78218384-3641-4594-b63c-9f2c1be51ca4] Processing by PostsController#create as HTML 
Mar 04 07:04:04 meister-hackers app/web.1: D, [2019-03-04T15:04:04.119056 #4] DEBUG -- : [78218384-3641-4594-b63c-9f2c1be51ca4]   User Load (1.2ms)  SELECT  "users".* FROM "users" WHERE "users"."id" = $1 ORDER BY "users"."id" ASC LIMIT $2  [["id", 6], ["LIMIT", 1]] 
```""",
      E("POST /posts"),
      source="https://github.com/WEBsinjyuku/meister-hackers/issues/280", kind="issue",
      note="Japanese; the app's own create route answers the form's POST with a 500; app/web.1 is a dyno name "
           "in the log prefix, not a file"),
    R(r"""HTTP 500 may occur when requesting a path that does not exist

存在しないパスがリクエストされるとRailsのエラーが発生する。

`http://localhost:3000/highLightTitle.png`

test""",
      T("Rails"),
      source="https://github.com/metaps/genova/issues/426", kind="issue",
      note="partly Japanese; a path that does not exist, with no method: no endpoint"),
    R(r"""Ao enviar POST tip com dados {} (sem tip), causa 500 Internal Server Error

Deveria causar um 400 Bad Request ao enviar um body com {} para POST /api/champion/:id/tip.

Ao invés disso, causa 500 Internal Server Error. Stack trace:
Traceback (most recent call last):
  File "tornado/web.py", line 1346, in _execute
    result = method(*self.path_args, **self.path_kwargs)
  File "server.py", line 88, in post
    tip = json.loads(self.request.body.decode('utf-8'))['tip']
KeyError: 'tip'

Ao enviar um body vazio funciona sem problema.

Passei mais de meia hora achando que eu estava implementado errado os testes porque funcionava no Advanced Rest Client, mas... "{}" quebra, "" não =P.

Corrigido. Agora eu verifico se a chave "tip" existe. Do jeito que tinha sido antes, só quebrava se não conseguia converter para utf8 ou não conseguia carregar o json (json.loads).""",
      T("Advanced REST Client"), E("POST /api/champion/:id/tip"),
      source="https://github.com/uiansol/lol-counter/issues/11", kind="issue",
      note="Portuguese; tornado/web.py is the Tornado package's own frame (a dependency path) and Tornado is "
           "named nowhere else: left out; server.py a bare file name"),
    R(r"""Cap 5.12

O script está apresentando erro 500 e quando fui debugar (dando console.log em cada parte do script) identifiquei que ele não está passando undefined em req.body. 

Assim que envio os dados ele não consegue pegar os dados do formulário para criar um novo usuário ou alterá-lo. Como resolver?

Por esse motivo gera o erro "Cannot read property '_id' of undefined".

Comparei os arquivos com seu repositório e nada! Erro 500 ainda :/
Se puder me ajudar: https://github.com/felipechama/livro-mean

Você comparou, mas rodou o gabarito em sua máquina? Já aconteceu de compararem e ainda ter algo faltando.  Se você baixar o repo e funcionar, eu fecho aqui e você abre no grupo do Facebook.  Aqui fica issues mesmo. Só vou poder olhar seu repo na outra semana.

Olhei seu repo e de cara vi que seu Express está sem alguns midlewares que peço para adicionar como bodyparser.

A configuração que ficou faltando é feita no cap 02 e envolve o express.js.

Ah, Felipe, quero o link final da aplicação deployada no openshift! Hehehe. Sucesso e bom estudo.""",
      T("Express"), T("body-parser"), T("OpenShift"),
      source="https://github.com/flaviohenriquealmeida/mean-livro-codigo/issues/21", kind="issue",
      note="Portuguese; bodyparser spells body-parser (added to SURFACES); express.js spells Express; Facebook "
           "as a site (its group); no route is given"),
]
