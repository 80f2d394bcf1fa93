"""A twenty-second fresh held-out set ("fresh-22"), part one: GitHub issue and pull-request threads from outside plain web
development, in repositories none of the earlier sets used (but one, axum, which an earlier set had touched once, on
another thread) -- Terraform and AWS S3 buckets, Ansible roles, Helm charts and their templates, Kubernetes RBAC,
Kafka Connect's REST server and Kafka's own scripts, Elasticsearch mappings and its Python client, Redis under
Celery, Jupyter Notebook and the Kernel Gateway's session routes, MLflow on EKS, PyTorch and CUDA out of memory,
TensorFlow and Keras, OpenMMLab training scripts, pickled scikit-learn models, NumPy data files, Rasa's REST
channel, Grafana's request logs, a Docker registry behind Nginx, AWS Lambda and API Gateway, Azure Functions,
Google Cloud Build, GitHub Actions workflow files, Flutter on Azure Pipelines and on iOS, Neovim plugins in Lua,
Electron and Tauri builds, a VS Code extension, Go servers and CLIs, Rust's axum, R's httr2 against a model API,
Spring Boot with Kafka -- each a paragraph or a few lines of one thread kept as written (code blocks, logs,
tracebacks and environment dumps as they appear, trimmed, screenshots dropped; the comments of a thread joined
without their author lines), with the thread's title opening the text.

Every text was taken from a stored public copy of the thread at the address given and labelled by hand without
running the extractor on it, by the earlier sets' conventions: technologies under their usual canonical name (any
spelling in the text), also tools the lexicon may not know, a code fence's language (not a shell's); data formats,
everyday shell utilities, sites and placeholders not labelled, nor names only inside URLs, absolute or dependency
paths, log lines' dotted identifiers, user agents or response headers; relative file paths as written (./ and ../
kept, a line's :N left out, Windows paths with their backslashes), bare file names, folders and import specifiers
not; an endpoint only as "METHOD /path", when the text gives the method for that path (a route in code, a request
the app's own route answers, even with an error, as an access log or a framework's log line writes it, a curl -X
METHOD to the app's own route) and writes the whole path with its leading slash -- a request no route accepts (404,
405), a slash-less route and a path only inside a URL with no method are not labelled. Nobody tunes the extractor on
these texts: the benchmark scores them as their own split (``--split fresh-22``).
"""

from real_corpus import E, F, R, T

SURFACES = {
    "Helm": ("helmchart",),
    "Google Kubernetes Engine": ("Google Kubenestes Engine",),
    "Rasa UI": ("rasa-ui",),
    "Maven": ("mvnw",),
    "Jupyter Notebook": ("NotebookApp",),
    "Jupyter Kernel Gateway": ("kernel gateway",),
    "AWS Lambda": ("Lambda",),
    "Amazon API Gateway": ("API Gateway",),
}

CASES = [
    # ---------------------------------------------------------------- Terraform, AWS
    R(r"""Hi bro

how to solve this error ?? 
I want to create cloud_breach_s3

Error: Error creating S3 bucket: InvalidBucketName: The specified bucket is not valid.
│       status code: 400, request id: [         ], host id: [                                         ]
│ 
│   with aws_s3_bucket.cg-cardholder-data-bucket,
│   on s3.tf line 2, in resource "aws_s3_bucket" "cg-cardholder-data-bucket":
│    2: resource "aws_s3_bucket" "cg-cardholder-data-bucket" {
│ 
╵

[cloudgoat] Error while running `terraform apply`.
    exit code: 1
    stdout: None
    stderr: None

Just merged @christophetd's fix for this. If you update to the latest commit and rerun ./cloudgoat.py create cloud_breach_s3 it should work now.""",
      T("Terraform"), T("Amazon S3"), T("CloudGoat"), F("./cloudgoat.py"),
      source="https://github.com/RhinoSecurityLabs/cloudgoat/issues/98", kind="issue",
      note="s3.tf bare; cloud_breach_s3 is a scenario name; CloudGoat as the tool the log line names"),
    R(r"""Errors from basic terraform config

Having a tough time getting Stack deployed. I'm working with the absolute basic terraform config:

```tf
module "stack" {
  source      = "github.com/segmentio/stack"
  environment = "prod"
  key_name    = "id_rsa"
  name        = "my-app"
}
```

I've downloaded the terraform binary (v0.7.13), added my public key to us-west-2, run `terraform get` and `terraform plan` all without problems. My AWS credentials are added as environment variables. Then I tried `terraform apply`.

After 10 minutes of trying to create the autoscaling cluster, it gives up and reports the following errors:

```
Error applying plan:

2 error(s) occurred:

* aws_s3_bucket.logs: Error creating S3 bucket: BucketAlreadyExists: The requested bucket name is not available. The bucket namespace is shared by all users of the system. Please select a different name and try again.
        status code: 409, request id: 4BB52027C19E648C
* aws_autoscaling_group.main: "my-app": Waiting up to 10m0s: Need at least 3 healthy instances in ASG, have 0
```

This is running on a completely clean new AWS account, so there are no resources kicking around from old projects that could be conflicting.""",
      T("Terraform"), T("AWS"), T("Amazon S3"),
      source="https://github.com/segmentio/stack/issues/70", kind="issue",
      note="no file, no endpoint; Stack is the module under report, named only as a plain word and in its source "
           "string; the autoscaling group (ASG) left out as a resource rather than a named service"),
    R(r"""terraform apply fails

Hello Team,

terraform init is successful but terraform apply fails. please check the below error details
```
Error: Value for unconfigurable attribute
│ 
│   with aws_s3_bucket.lambda_bucket,
│   on main.tf line 32, in resource "aws_s3_bucket" "lambda_bucket":
│   32:   acl           = "private"
│ 
│ Can't configure a value for "acl": its value will be decided automatically based on the result of applying this configuration.
╵

```

Please check and any help will be appreciated...""",
      T("Terraform"), T("Amazon S3"),
      source="https://github.com/hashicorp-education/learn-terraform-lambda-api-gateway/issues/4", kind="issue",
      note="no file, no endpoint: main.tf bare; S3 only through the aws_s3_bucket resource type"),
    # ---------------------------------------------------------------- Ansible
    R(r"""Error with ansible 2.0 stable

```
ERROR! The tasks/main.yml file for role 'mysql' must contain a list of tasks

The error appears to have been in 'roles/mysql/tasks/main.yml': line 2, column 1, but may
be elsewhere in the file depending on the exact syntax problem.

The offending line appears to be:

---
- name: Add the OS specific variables
^ here
```""",
      T("Ansible"), F("tasks/main.yml"), F("roles/mysql/tasks/main.yml"),
      source="https://github.com/bennojoy/mysql/issues/29", kind="issue",
      note="the role is named mysql; MySQL not labelled from the role's name alone"),
    # ---------------------------------------------------------------- Helm
    R(r"""chart version 1.0.5: template deployment.yaml failed lint

The template `deployment.yaml` fails the helm linting:

```
==> Linting ./ejbca-community-helm/
[INFO] Chart.yaml: icon is recommended
[ERROR] templates/: parse error at (ejbca-community-helm/templates/deployment.yaml:301): unexpected EOF

Error: 1 chart(s) linted, 1 chart(s) failed
```

Can you please provide steps to reproduce

Thanks, learn something new everyday. I had just use the dry-run to was checking the output of the yaml to see that it looked right.""",
      T("Helm"), F("ejbca-community-helm/templates/deployment.yaml"),
      source="https://github.com/Keyfactor/ejbca-community-helm/issues/23", kind="issue",
      note="deployment.yaml and Chart.yaml bare, ./ejbca-community-helm/ and templates/ folders; EJBCA named only "
           "inside the chart's name, not labelled"),
    R(r"""Fix identation in echoheaders deployment

Without those changes I get this error:
```
$ helm upgrade --install --debug --wait --namespace=default -f values-common.yaml -f values-dev.yaml echoheaders cos/echoheaders
[debug] Created tunnel using local port: '64831'

[debug] SERVER: "127.0.0.1:64831"

[debug] Fetched cos/echoheaders to /Users/kostyrev/.helm/cache/archive/echoheaders-0.1.0.tgz

Release "echoheaders" does not exist. Installing it now.
[debug] CHART PATH: /Users/kostyrev/.helm/cache/archive/echoheaders-0.1.0.tgz

Error: YAML parse error on echoheaders/templates/deployment.yaml: error converting YAML to JSON: yaml: line 40: did not find expected '-' indicator```
```""",
      T("Helm"), F("echoheaders/templates/deployment.yaml"),
      source="https://github.com/CenterForOpenScience/helm-charts/pull/38", kind="issue",
      note="values-common.yaml and values-dev.yaml bare; the .tgz under an absolute path; cos/echoheaders is a "
           "chart reference, not a file"),
    R(r"""Deploy using helm chart failed

### Steps to reproduce

helm install kelemetry oci://ghcr.io/kubewharf/kelemetry-chart --values values.yaml

### Expected behavior

install successfully

### Actual behavior

#helm install kelemetry oci://ghcr.io/kubewharf/kelemetry-chart --values values.yaml

Pulled: ghcr.io/kubewharf/kelemetry-chart:0.2.3
Digest: sha256:5c6ae9ee1e30fc8f5f2409db3a5cfa502b0dabf8c42fba3e122e420317f5e89a
Error: INSTALLATION FAILED: template: kelemetry-chart/templates/storage.deployment.yaml:30:16: executing "kelemetry-chart/templates/storage.deployment.yaml" at <include "kelemetry.storage-options-stateless" .>: error calling include: template: no template "kelemetry.storage-options-stateless" associated with template "gotpl"

### Kelemetry version

0.2.3

### Environment

k8s:1.2.4
Jaeger:1.42

fixed in v0.2.4""",
      T("Helm"), T("Kelemetry"), T("Kubernetes"), T("Jaeger"),
      F("kelemetry-chart/templates/storage.deployment.yaml"),
      source="https://github.com/kubewharf/kelemetry/issues/154", kind="issue",
      note="values.yaml bare; ghcr.io only as a registry host in an OCI reference, not labelled; Kelemetry, the "
           "project itself, labelled as the tool under report"),
    R(r"""[BUG] Helm chart deployment fails

**Describe the bug**
A clear and concise description of what the bug is.

**To Reproduce**
Steps to reproduce the behavior:
1. Per instructions to install via Helm chart (no values or additional parameters used)

- Ensure you have [Helm](https://helm.sh/docs/intro/install/) >=3.0.0 installed
- Clone this repository
- Update [charts/whoogle/values.yaml](https://github.com/benbusby/whoogle-search/blob/v0.8.2/charts/whoogle/values.yaml) as desired
- Run helm install whoogle ./charts/whoogle

. See error
`Error: INSTALLATION FAILED: template: whoogle/templates/serviceaccount.yaml:1:14: executing "whoogle/templates/serviceaccount.yaml" at <.Values.serviceAccount.create>: nil pointer evaluating interface {}.create`

**Desktop (please complete the following information):**
 - OS: [e.g. iOS] Debian 11

Hmm weird... I am able to deploy the chart. What kind of cluster are you using?""",
      T("Helm"), T("Debian"), F("charts/whoogle/values.yaml"), F("whoogle/templates/serviceaccount.yaml"),
      source="https://github.com/benbusby/whoogle-search/issues/1079", kind="issue",
      note="the template's deployment-method checklist (Heroku, Docker, pip) trimmed away; iOS only as the "
           "template's example, not labelled; ./charts/whoogle is a folder; Whoogle is the project itself, named "
           "only as the release and chart name, not labelled"),
    # ---------------------------------------------------------------- Kafka, Kafka Connect
    R(r"""error 500

i use kafka_2.11-0.9.0.1  and debezium-connector-mysql-0.2.1-plugin  ,i set the rest.port is 8011,iand i can use http://IP:8011/connectors  get the connector info
and its works well ,and when i use kafka_2.11-0.10.0.0 instead of 0.9 ，same setting ，and i got 500 error like 
[2016-06-27 14:24:15,646] INFO ip - - [27/Jun/2016:18:22:45 +0000] "GET /connectors HTTP/1.1" 500 48  90002 (org.apache.kafka.connect.runtime.rest.RestServer:60)

and no others info,any body got the same problem?""",
      T("Kafka"), T("Debezium"), E("GET /connectors"),
      source="https://github.com/confluentinc/kafka-connect-jdbc/issues/95", kind="issue",
      note="Kafka Connect's own REST route answers GET /connectors with a 500; MySQL only inside the plugin's "
           "artifact name (debezium-connector-mysql), not labelled; the RestServer class is a log line's dotted name"),
    R(r"""Error 500 Timeout

POST or GET in /connectors return 500 Timeout in distribuited mode.

[2017-03-21 21:26:04,794] INFO 127.0.0.1 - - [21/Mar/2017:21:24:34 +0000] "GET /connectors HTTP/1.1" 500 48  90235 (org.apache.kafka.connect.runtime.rest.RestServer:60)

@danielfnfaria Is there any more information that this? What is the actual output -- it looks like it wrote 48 bytes?

Can you check the connect logs to see if there are any relevant messages?

I'm not experiencing @danielfnfaria's precise issues, but something I've noticed is that some erroneous requests to Kafka Connect distributed workers cause their internal REST endpoints to die, with no error returned to the caller or even logged at all.  

The first example that I experienced was because I assumed that the Confluent Platform's uber-RPM included the S3 connector, when it turns out that it doesn't.  Before I realized this, any attempt I made at registering an S3 sink timed out with a 500 error; and not just that, after such a timeout, *all* requests to the worker's REST interface would time out thereafter until the worker was restarted.  Once I realized that the S3 connector jars were not actually there and installed that RPM separately, the registration request succeeded.""",
      T("Kafka Connect"), T("Confluent"), T("Amazon S3"),
      E("POST /connectors"), E("GET /connectors"),
      source="https://github.com/confluentinc/kafka-connect-elasticsearch/issues/75", kind="issue",
      note="\"POST or GET in /connectors\" gives both methods for the path, which Kafka Connect's REST server "
           "answers with a 500; S3 as the S3 connector's target; \"REST endpoints\"/\"REST interface\" are not the "
           "REST API noun phrase; the uber-RPM is a package, RPM not labelled"),
    R(r"""500 error with no error message during connector creation in some cases

**Describe the bug**
When I create a connector, I'm getting 500 error code with the following message:
`"404 Not Found from GET http://kafka-connect0:8083/connectors/source_postgres_activities_1/status"`

Howewer, the connector is created and displayed in the Kafka Connect page. 
I think the reason of the issue is requesting the connector's status in the backend while it's creating in Kafka cluster(s).
  
**Set up**
`./mvnw clean install -Pprod -DskipTests=true`
`docker-compose -f ./docker/kafka-ui-connectors.yaml up`

**Steps to Reproduce**
Steps to reproduce the behavior:

1. Create topic1 
2. Got to the Kafka Connect page and create connector with name "test1"

**Expected behavior**
Connector test1 is created and displayed in the Kafka Connect page.""",
      T("Kafka Connect"), T("Kafka"), T("Docker Compose"), T("Maven"), F("./docker/kafka-ui-connectors.yaml"),
      source="https://github.com/provectus/kafka-ui/issues/864", kind="issue",
      note="the status path only inside a URL and answered 404: no endpoint; ./mvnw (the Maven wrapper script, no "
           "extension) labelled as Maven rather than as a file; postgres only inside a connector name"),
    # ---------------------------------------------------------------- model serving
    R(r"""Client.py not working

This is what I got when I try to run client.py:

```
C:\Users\jaffer\Desktop\TensorFlow-Serving-Example-master>python client.py
 * Running on http://localhost:3000/ (Press CTRL+C to quit)
Input: [[2, 3], [1, 2]]
<_Rendezvous of RPC that terminated with (StatusCode.UNAVAILABLE, Connect Failed)>
Prediction failed!
output: {}
[2018-10-31 6:48:35,389] ERROR in app: Exception on /prediction [POST]
Traceback (most recent call last):
  File "C:\Python35\lib\site-packages\flask\app.py", line 1982, in wsgi_app
    response = self.full_dispatch_request()
  File "C:\Python35\lib\site-packages\flask\app.py", line 1614, in full_dispatch_request
    rv = self.handle_user_exception(e)
  File "C:\Python35\lib\site-packages\flask\app.py", line 1517, in handle_user_exception
    reraise(exc_type, exc_value, tb)
  File "C:\Python35\lib\site-packages\flask\_compat.py", line 33, in reraise
    raise value
  File "C:\Python35\lib\site-packages\flask\app.py", line 1612, in full_dispatch_request
    rv = self.dispatch_request()
  File "C:\Python35\lib\site-packages\flask\app.py", line 1598, in dispatch_request
    return self.view_functions[rule.endpoint](**req.view_args)
  File "client.py", line 35, in get_prediction
    return jsonify({ 'predictions': prediction['outputs'].tolist() })
KeyError: 'outputs'
```""",
      T("Python"), E("POST /prediction"),
      source="https://github.com/FrancescoSaverioZuppichini/TensorFlow-Serving-Example/issues/1", kind="issue",
      note="the app's own /prediction route fails on a POST (a 500); Flask only inside absolute site-packages "
           "paths and TensorFlow Serving only in a folder name, neither labelled; RPC names no tool; client.py "
           "bare; C:\\ paths absolute"),
    # ---------------------------------------------------------------- Jupyter servers
    R(r"""Can not get kernel in notebook

The logs in notebook side:

[I 00:25:37.537 NotebookApp] 302 GET /?token=017e32763ddf5af89a8e976e20becd3e6e82a1e6bbc82ad6 (9.115.192.36) 1.49ms
[I 00:25:38.752 NotebookApp] Request list kernel specs at: /api/kernelspecs
[I 00:25:52.383 NotebookApp] Creating new notebook in
[I 00:26:00.780 NotebookApp] Request list kernel specs at: /api/kernelspecs
[I 00:26:08.879 NotebookApp] Request start kernel: kernel_id=None, path=""
[I 00:26:08.879 NotebookApp] Request new kernel at: /api/kernels
[E 00:26:08.957 NotebookApp] Uncaught exception POST /api/sessions (9.115.192.36)""",
      T("Jupyter Notebook"), E("POST /api/sessions"),
      source="https://github.com/jupyter/nb2kg/issues/17", kind="issue",
      note="the notebook server's own sessions route fails on a POST; /api/kernelspecs and /api/kernels are "
           "forwarded without a method written; the token redirect on / left out; Jupyter Notebook through the "
           "NotebookApp log lines and 'notebook' -- borderline, labelled as the server under report"),
    R(r"""500 Error when Changing Kernel through Session

The kernel gateway returns a 500 error when I try to change the Kernel in the current session.

I'm running the kernel gateway on docker.

Here is the server log:
```
jupyter_1   | [KernelGatewayApp] Starting buffering for c0169618-1f04-49fe-8b98-311f6df27668:270b28ea405236eaf399c29bf4be76e6
jupyter_1   | [E 180726 19:12:54 web:1621] Uncaught exception OPTIONS /api/sessions/df4015c9-9824-4c6f-854b-fe8601f0b148?1532632374048 (172.18.0.1)
jupyter_1   |     HTTPServerRequest(protocol='http', host='localhost:8888', method='OPTIONS', uri='/api/sessions/df4015c9-9824-4c6f-854b-fe8601f0b148?1532632374048', version='HTTP/1.1', remote_ip='172.18.0.1')
jupyter_1   |     Traceback (most recent call last):
jupyter_1   |       File "/opt/conda/lib/python3.6/site-packages/tornado/web.py", line 1541, in _execute
jupyter_1   |         result = method(*self.path_args, **self.path_kwargs)
jupyter_1   |     TypeError: options() got an unexpected keyword argument 'session_id'
jupyter_1   | [KernelGatewayApp] WARNING | Unhandled error
jupyter_1   | [E 180726 19:12:54 web:2106] 500 OPTIONS /api/sessions/df4015c9-9824-4c6f-854b-fe8601f0b148?1532632374048 (172.18.0.1) 2.04ms
```

Any help or advice would be appreciated.""",
      T("Jupyter Kernel Gateway"), T("Docker"),
      E("OPTIONS /api/sessions/df4015c9-9824-4c6f-854b-fe8601f0b148"),
      source="https://github.com/jupyter-server/kernel_gateway/issues/297", kind="issue",
      note="the gateway's session route answers the OPTIONS request with a 500 (its handler throws), so it is "
           "labelled with the query string dropped; Tornado and Conda only inside an absolute path"),
    R(r"""Kernel creation fails

For some reason I receive a 405 when starting the kernel in line 

```python
resp = await self.session.post(
    self.notebook_url / 'api/kernels', 
    headers={'X-XSRFToken': self.xsrf_token})
```

Does anybody have an idea why?

PS: The documentation at https://github.com/jupyter/jupyter/wiki/Jupyter-Notebook-Server-API#kernel-api seems to be fine with a post request.

I have written to https://discourse.jupyter.org/t/jupyter-kernel-http-endpoint-which-information-is-needed/3256 - let's see whether we will get some feedback there. For the meantime I started to use simple Selenium scripts which serve the purpose as well.""",
      T("Python"), T("Selenium"),
      source="https://github.com/yuvipanda/hubtraf/issues/17", kind="issue",
      note="no file, no endpoint: the kernels path is slash-less and answered 405; Jupyter only inside URLs"),
    # ---------------------------------------------------------------- Kubernetes RBAC
    R(r"""Permission Issue (namespaces is forbidden)

Thanks for maintaining this project by the way! It was exactly what I was looking for.

My Setup:
k8s version: 1.12.3
OS: Ubuntu 16.04 LTS

My problem:
my job fails with the following error. 
```
Error from server (Forbidden): namespaces is forbidden: User "system:serviceaccount:kube-system:kube-backup" cannot list resource "namespaces" in API group "" at the cluster scope
```

Possible Solution:
I'm working on testing a ClusterRole and ClusterRoleBinding being added to the yaml will fix the issue. would you like me to draft up a PR?

I missed that there was a RBAC.yaml file that had those permissions.""",
      T("Kubernetes"), T("Ubuntu"),
      source="https://github.com/pieterlange/kube-backup/issues/43", kind="issue",
      note="no file, no endpoint: RBAC.yaml bare; kube-backup is the project itself, named only in a service "
           "account"),
    R(r"""cannot list resource on Google Kubenestes Engine

`github.com/bitnami-labs/kubewatch/pkg/controller/controller.go:466: Failed to list *v1.Namespace: namespaces is forbidden: User "system:serviceaccount:default:kubewatch" cannot list resource "namespaces" in API group "" at the cluster scope`

I followed the Kubectl RBAC instructions step by step but still received the above error.  Please help.

have you found the solution?

@jackkwok you have to edit yaml file that contains `ClusterRole`
```
rules:
  - apiGroups: [""]
    resources: ["pods", "replicationcontrollers", "namespaces", "deployments", "services"] # <--- add resources here
    verbs: ["get", "watch", "list"]
```""",
      T("Google Kubernetes Engine"), T("Kubernetes"),
      source="https://github.com/vmware-archive/kubewatch/issues/243", kind="issue",
      note="'Google Kubenestes Engine' a misspelling a reader recognises; Kubectl labelled under Kubernetes (the lexicon's name for it); the controller.go path is a Go package "
           "path (github.com/...), not labelled; kubewatch is the project itself, named only in the package path "
           "and a service account"),
    R(r"""helmchart not work

E1227 08:28:34.712122       1 reflector.go:178] pkg/controller/controller.go:154: Failed to list *v1.Pod: pods is forbidden: User "system:serviceaccount:default:cleanup-operator" cannot list resource "pods" in API group "" in the namespace "default"

You haven't deployed rbac policies

yes . its work for all namespaces but for 1 namespace its not work & this its problem ..""",
      T("Helm"), F("pkg/controller/controller.go"),
      source="https://github.com/lwolf/kube-cleanup-operator/issues/81", kind="issue",
      note="Helm only as 'helmchart' (a SURFACES spelling); the klog line's relative source path labelled (its :154 "
           "dropped), reflector.go bare; the quoted e-mail reply with its GitHub Mobile footer trimmed"),
    # ---------------------------------------------------------------- Elasticsearch
    R(r"""400 illegal_argument_exception

Possibly this is related to issue #132? I'm getting the following messages when I try to run run.py:

2017-06-27 08:27:06 14989 annotator.elasticsearch [INFO] Creating index 'annotator'.
2017-06-27 08:27:06 14989 elasticsearch [WARNING] PUT /annotator/_mapping/annotation [status:400 request:0.010s]
Traceback (most recent call last):
  File "run.py", line 114, in <module>
    main(sys.argv)
  File "run.py", line 67, in main
    annotation.Annotation.create_all()
  File "/data/ckbooktest/edu/Store/annotator/elasticsearch.py", line 96, in create_all
    body=mapping)
  File "/data/ckbooktest/edu/Store/pyenv/lib/python2.7/site-packages/elasticsearch/client/utils.py", line 69, in _wrapped
    return func(*args, params=params, **kwargs)""",
      T("Elasticsearch"), E("PUT /annotator/_mapping/annotation"),
      source="https://github.com/openannotation/annotator-store/issues/136", kind="issue",
      note="Elasticsearch's own mapping route answers the PUT with a 400; Elasticsearch named by the client's "
           "logger; run.py bare; paths absolute; Python only inside a path"),
    R(r"""example load.py didn't work

➜  example git:(1527177) ✗ python load.py 
Traceback (most recent call last):
  File "load.py", line 190, in <module>
    load_repo(es)
  File "load.py", line 132, in load_repo
    create_git_index(client, index)
  File "load.py", line 91, in create_git_index
    'files': {'type': 'string', 'analyzer': 'file_path'}
  File "../elasticsearch/client/utils.py", line 69, in _wrapped
    return func(*args, params=params, **kwargs)
  File "../elasticsearch/client/indices.py", line 291, in put_mapping
    '_mapping', doc_type), params=params, body=body)
  File "../elasticsearch/transport.py", line 307, in perform_request
    status, headers, data = connection.perform_request(method, url, params, body, ignore=ignore, timeout=timeout)
  File "../elasticsearch/connection/http_urllib3.py", line 93, in perform_request
    self._raise_error(response.status, raw_data)
  File "../elasticsearch/connection/base.py", line 105, in _raise_error
    raise HTTP_EXCEPTIONS.get(status_code, TransportError)(status_code, error_message, additional_info)
elasticsearch.exceptions.RequestError: TransportError(400, u'illegal_argument_exception')

can you please let me know what version of elasticsearch are you using? Also please verify that the fix in da1a8b9 doesn't help. Thank you!

Thanks,  Perfect working.""",
      T("Python"), T("Elasticsearch"),
      F("../elasticsearch/client/utils.py"), F("../elasticsearch/client/indices.py"),
      F("../elasticsearch/transport.py"), F("../elasticsearch/connection/http_urllib3.py"),
      F("../elasticsearch/connection/base.py"),
      source="https://github.com/elastic/elasticsearch-py/issues/309", kind="issue",
      note="the traceback's ../ paths are the client's own source in the checkout (relative, labelled); load.py "
           "bare; git only in the shell prompt, not labelled; urllib3 only inside a module's file name"),
    R(r"""RequestError: TransportError(400, u'mapper_parsing_exception', u'failed to parse')

Creating an index:

    def create_index(index_name):
        es=create_elastic_search_object()
        entry_mapping = {
        'entry-type': {
            'properties': {
                'text': {'type': 'string'},
                'coordinates': {'type': 'geo_point'},
                'username':{'type': 'string'} }
                }
                }
        es.indices.create(index_name,body={'mappings':entry_mapping})

Inserting into the index

    coordinates= str(tweet[0][0])+","+str(tweet[0][1])
    es.index(index=index_name, doc_type=keyword, id=start_id+ind, body={'text': tweet[1],'coordinates': coordinates,'username': tweet[2]})

Error:

    *** RequestError: TransportError(400, u'mapper_parsing_exception', u'failed to parse')

Debugging:

    (Pdb) body={'text': tweet[1],'coordinates': coordinates,'username': tweet[2]} 
    (Pdb) print body

All formats seem correct to me, what am I missing?

Libraries used:

    from elasticsearch import Elasticsearch""",
      T("Elasticsearch"), T("pdb"),
      source="https://github.com/elastic/elasticsearch-py/issues/551", kind="issue",
      note="no file, no endpoint; the tweet's printed text trimmed; the (Pdb) prompt names Python's debugger; "
           "Python not named"),
    # ---------------------------------------------------------------- Go servers and CLIs
    R(r"""Error Not Found GET /status

Thanks for the great Starter Kit.

I get the following Error when running the server:

Is this intentional?

(I've **not** installed the Packages with Glide, maybe an Update causes this?)

The code doesn't implement a route `GET /status`. You can try `GET /ping`

I just start the Server with `go run server.go` and don't access anything and I get the above Log, something is calling `GET /status` but it is not me...""",
      T("Go"), T("Glide"), E("GET /ping"),
      source="https://github.com/qiangxue/go-restful-api/issues/17", kind="issue",
      note="GET /status is a route the kit does not implement (Not Found): not labelled; GET /ping is the kit's "
           "route; server.go bare; Go through the go run command"),
    R(r"""router is missing at /article/100

```
package main

import "github.com/fuxiaohei/GoInk"

func main() {
    app := GoInk.New()
    app.Get("/", func(ctx *GoInk.Context){
        ctx.Body = []byte("Hello GoInk !")
    })
    
    
    app.Get("/article/:id",func(ctx *GoInk.Context){
    //println(ctx.Param("id")
    
          ctx.Body = []byte( ctx.Param("id"))
      })

    app.Run()
}

```
visit http://localhost:9001/article/100
console log  router is missing at /article/100

router is missing at /add
```
package main

import (
"github.com/fuxiaohei/GoInk"
"fmt"
 
)

func main() {
    app := GoInk.New()
    
       app.Post("/add",func(ctx *GoInk.Context){
	      fmt.Println(ctx.Request)
	    
	      
	     ctx.Body = []byte("add GoInk !")  
    })
    
     app.Run() 
}

```
curl -X POST http://localhost:9001/add  -H "Content-Type: application/json" -d @data.json""",
      T("GoInk"), E("GET /"), E("GET /article/:id"), E("POST /add"),
      source="https://github.com/fuxiaohei/GoInk/issues/6", kind="issue",
      note="routes in code (app.Get, app.Post), labelled though the framework fails to match them at run time; "
           "Go is not named (no go fence, only package main); curl as a command; GoInk, the framework under "
           "report, labelled"),
    R(r"""404 on all routes

I set up the project and installed all dependencies. Further I setup a new database and added a new sample user to the table.
I am able to run 

`go run main.go`

The server start on `localhost:8099` if I visit the server on my browser I get a 404.
If I try to call this route in postman: `localhost:8099/api/v1/user-list`

I get this error

```
{
    "message": "Invalid request",
    "status": 1
}
```

@28development 

Can you please comment below the code from this path?
`Golang-Project-Structure-master/controllers/api/v1/user.go
`

   ```
 /* err := json.NewDecoder(c.Request.Body).Decode(&userService.User)
    if err != nil {
        u.Respond(c.Writer, u.Message(1, "Invalid request"))
        return
    } */
```""",
      T("Go"), T("Postman"), F("Golang-Project-Structure-master/controllers/api/v1/user.go"),
      source="https://github.com/Mindinventory/Golang-Project-Structure/issues/2", kind="issue",
      note="the user-list path has no method and sits after a host: no endpoint; main.go bare"),
    R(r"""API Server http://localhost:9091/ 404 page not found

Hello People,

I am getting 404 page not found when I enter the API server at http://localhost:9091/

~/go/1.9/src/github.com/cloudwan/gohan$ gohan server --config-file ./etc/gohan.yaml
13:04:59.169 gohan.server INFO  logging initialized
13:04:59.169 gohan.db.migration INFO  migration: init
13:04:59.170 gohan.db.migration INFO  migration path: "db/migrations", version: 0
    Applied At                  Migration
    =======================================
13:04:59.170 gohan.schema INFO  Loading schema embed://etc/schema/gohan.json ...
13:04:59.172 gohan.schema INFO  Loading schema embed://etc/extensions/gohan_extension.yaml ...
13:04:59.173 gohan.schema INFO  Loading schema ./example_schema.yaml ...
13:04:59.182 gohan.db DEBUG  Registering schema namespace
13:04:59.183 gohan.metrics DEBUG  No graphite endpoints set in config file
13:04:59.183 gohan.server DEBUG  [Initializing Routes]
13:04:59.183 gohan.server DEBUG  [Plural Path] /gohan/v0.1/extensions
13:04:59.183 gohan.server DEBUG  [Singular Path] /gohan/v0.1/extensions""",
      T("Gohan"), T("Graphite"), F("./etc/gohan.yaml"), F("./example_schema.yaml"),
      source="https://github.com/cloudwan/gohan/issues/568", kind="issue",
      note="db/migrations is a folder; the embed:// schemas are URIs; the route paths are logged without methods; "
           "a few 'Registering schema' lines trimmed; Go only in the prompt's home path; Gohan, the server under "
           "report, labelled through its command"),
    # ---------------------------------------------------------------- R, Shiny against a model API
    R(r"""Lab 3 - httr2 request results in error HTTP 422 Unprocessable Entity

I ran `app.run(port = 8080)` which opened the docs page in browser. Clicking the Try button under Predict POST request produces a prediction (200 OK). However, the R shiny app displays the error `HTTP 422 Unprocessable Entity`. I then ran the code outside of shiny:
```
httr2::request("http://127.0.0.1:8080/predict") |>
    httr2::req_body_json(list(
        bill_length_mm = 30,
        species_Chinstrap = "Adelie" == "Chinstrap",
        species_Gentoo = "Adelie" == "Gentoo",
        sex_male = "Male" == "Male"
    )) |>
    httr2::req_perform()
Error in `httr2::req_perform()`:
! HTTP 422 Unprocessable Entity.
Run `rlang::last_trace()` to see where the error occurred.
```
I checked that the request is correct:

```
httr2::request("http://127.0.0.1:8080/predict") |>
    httr2::req_body_json(list(
        bill_length_mm = 30,
        species_Chinstrap = "Adelie" == "Chinstrap",
        species_Gentoo = "Adelie" == "Gentoo",
        sex_male = "Male" == "Male"
    )) |>
    httr2::req_dry_run()
POST /predict HTTP/1.1
Host: 127.0.0.1:8080
User-Agent: httr2/1.0.1 r-curl/5.2.1 libcurl/8.3.0
Accept: */*
Accept-Encoding: deflate, gzip
Content-Type: application/json
Content-Length: 86

{"bill_length_mm":30,"species_Chinstrap":false,"species_Gentoo":false,"sex_male":true}
```""",
      T("R"), T("Shiny"), T("httr2"), E("POST /predict"),
      source="https://github.com/alexkgold/do4ds/issues/254", kind="issue",
      note="the model API's own /predict route, POSTed (the dry run prints the request line) and answered 422; "
           "rlang only in the hint to call rlang::last_trace(), libcurl and r-curl only in the user agent, not "
           "labelled"),
    # ---------------------------------------------------------------- PyTorch, CUDA
    R(r"""RuntimeError: CUDA out of memory in training

I follow all steps but when I run ```python train.py``` I find this error ```RuntimeError: CUDA out of memory. Tried to allocate 128.00 MiB (GPU 0; 4.00 GiB total capacity; 2.57 GiB already allocated; 74.77 MiB free; 2.85 GiB reserved in total by PyTorch) (malloc at ..\c10\cuda\CUDACachingAllocator.cpp:289)
(no backtrace available)```

maybe you should reduce the batchsize or use a bigger gpu memory machine""",
      T("Python"), T("PyTorch"), T("CUDA"), F(r"..\c10\cuda\CUDACachingAllocator.cpp"),
      source="https://github.com/liruilong940607/Pose2Seg/issues/32", kind="issue",
      note="the allocator's source path is relative, as PyTorch's build wrote it (its :289 dropped) -- borderline, "
           "labelled as written; train.py bare; the inline ```python is no fence line"),
    # ---------------------------------------------------------------- Flutter on Azure Pipelines
    R(r"""Gradle build failed

Gradle build failed to produce an .apk file. It's likely that this file was generated under C:\agent\_work\3\s\mobile\build, but the tool couldn't find it.
##[error]Error: The process 'C:\agent\_work\_tool\Flutter\3.3.8\windows\flutter\bin\flutter.bat' failed with exit code 1

My Code : 
    - task: FlutterBuild@0
      inputs:
        target: 'apk'
        projectDirectory: 'mobile'
        buildNumber: '$(Build.BuildNumber)'
        buildName: '$(versionName)'
        entryPoint: 'lib/main-development.dart'

Hi, sorry for the delay. Did you solve it?

I am assuming this to be fixed, if it's not feel free to reopen and provide further information.""",
      T("Gradle"), T("Flutter"), F("lib/main-development.dart"),
      source="https://github.com/hey24sheep/azure-flutter-tasks/issues/60", kind="issue",
      note="Flutter named in the task (FlutterBuild@0) and the tool's path; the pipeline is an Azure Pipelines one "
           "(##[error], $(Build.BuildNumber)) but the text never names Azure -- not labelled; Android not named "
           "(only the .apk); the C:\\agent paths absolute"),
    # ---------------------------------------------------------------- Neovim
    R(r"""Error in setup(): attempt to index field 'g' (a nil value)

I installed `faust-nvim` with vim-plug because I haven't yet moved to a lua config. I think I still need to call `setup()` because none of the `:Faust______` commands are available, but when I run `:lua require 'faust-nvim'.setup()` I get this:

```
E5105: Error while calling lua chunk: /home/dried/.vim/plugged/faust-nvim/lua/faust-nvim.lua:3: attempt to index field 'g' (a nil value)
```

This might be a bug, but it's just as likely that I'm doing something wrong...

hi what version of neovim are you running?

Thanks for checking in, I just tried this again and it worked :shrug: 

Running v0.5.1 for reference""",
      T("vim-plug"), T("Lua"), T("Neovim"),
      source="https://github.com/madskjeldgaard/faust-nvim/issues/4", kind="issue",
      note="no file, no endpoint: the plugin's Lua file only under an absolute path; faust-nvim is the plugin "
           "itself and Faust only in its commands' names, not labelled"),
    R(r"""attempt to call field 'nvim_create_autocmd' (a nil value) when start

Awesome project. 
But I get error below when start, It's any step I miss?

>Error detected while processing /root/.nv-ide/init.lua:
E5113: Error while calling lua chunk: /root/.config/nvim/lua/plugins.lua:12: attempt to call field 'nvim_create_autocmd' (a nil value)
stack traceback:
        /root/.config/nvim/lua/plugins.lua:12: in main chunk
        [C]: in function 'require'
        /root/.config/nvim/init.lua:2: in main chunk
Press ENTER or type command to continue

Environment:
OS: Centos 7 ( run in Docker)
NVIM v0.6.1
Lua 5.1.4""",
      T("CentOS"), T("Docker"), T("Neovim"), T("Lua"),
      source="https://github.com/crivotz/nv-ide/issues/12", kind="issue",
      note="no file, no endpoint: every Lua file under an absolute path; NVIM is Neovim's own banner"),
    R(r"""empty NNN_OPTS gives attempt to index a nil value error

Thanks for this plugin !

I was trying to install it but I keep having this error at startup : `E5113: Error while calling lua chunk: ...l/share/nvim/site/pack/packer/start/nnn.nvim/lua/nnn.lua:19: attempt to index a nil value` which seems related to NNN_OPTS.

nnn works for me but as I've never really took time to configure it (I imagine this error wants a config file and options)

Just in case, here's my config :

```lua
-- Packer config
    use({
        'luukvbaal/nnn.nvim',
        config = [[require('modules.plugins.nnn')]],
    })
```""",
      T("nnn"), T("Lua"),
      source="https://github.com/luukvbaal/nnn.nvim/issues/2", kind="issue",
      note="the plugin's path is cut at its front (...l/share/nvim/...) and lies under an install prefix, not "
           "labelled; Packer (packer.nvim, the plugin manager) named only as 'Packer config', a spelling shared with HashiCorp's Packer -- not labelled; the lua fence labelled; the rest of the config "
           "trimmed"),
    # ---------------------------------------------------------------- Electron
    R(r"""Cannot find module ... index.js in packaged app

I was getting this error after building my app and after spending a long time on it, I tracked down what was causing it. I was missing this line in package.json:

```
"main": "./dist/electron/main.js",
```

I must've deleted it by accident when incorporating electron-vue updates.

Just wanted to make this in case others run into the same problem.""",
      T("electron-vue"), F("./dist/electron/main.js"),
      source="https://github.com/SimulatedGREG/electron-vue/issues/278", kind="issue",
      note="package.json and index.js bare; Electron itself only inside the boilerplate's name and the path"),
    R(r"""JS error after build

when I built the project with the electron-builder module, I can't open it, throws an error:
`./dist/linux-unpacked/electron-browser                                                                             1 ⨯
A JavaScript error occurred in the main process
Uncaught Exception:                                                                                                        
Error: Cannot find module 'app'                                                                                            
Require stack:                                                                                                             
- /home/tenebrius/react/electron-browser/dist/linux-unpacked/resources/app.asar/index.js                                   
-                                                                                                                          
    at Module._resolveFilename (internal/modules/cjs/loader.js:887:15)                                                     
    at Function.n._resolveFilename (electron/js2c/browser_init.js:257:1128)                                                
    at Module._load (internal/modules/cjs/loader.js:732:27)                                                                
    at Function.f._load (electron/js2c/asar_bundle.js:5:12913)""",
      T("electron-builder"), T("JavaScript"), F("./dist/linux-unpacked/electron-browser"),
      source="https://github.com/pfrazee/electron-browser/issues/11", kind="issue",
      note="the built binary's relative path labelled; the stack's internal/... and electron/js2c/... frames are "
           "the runtimes' own built-in modules, not workspace files; the app.asar path absolute; Electron only "
           "inside names and paths"),
    # ---------------------------------------------------------------- Tauri
    R(r"""pnpm tauri dev fail on fresh install

On MacOS:

```shell
mkdir sand
cd sand
pnpm create tauri-ui
pnpm install
cd src-tauri && cargo update && cd ..
pnpm tauri dev
```

tauri.conf.json fails on the following error:
```
error: failed to run custom build command for `sandbox v0.1.0 (src-tauri)`

Caused by:
  process didn't exit successfully: `src-tauri/target/debug/build/sandbox-a7eea6d6bd5c5d4d/build-script-build` (exit status: 1)
  --- stdout
  cargo:rerun-if-env-changed=TAURI_CONFIG
  cargo:rerun-if-changed=tauri.conf.json
  cargo:rustc-check-cfg=cfg(desktop)
  cargo:rustc-cfg=desktop
  cargo:rustc-check-cfg=cfg(mobile)
  unknown field `devPath`, expected one of `runner`, `dev-url`, `devUrl`, `frontend-dist`, `frontendDist`, `before-dev-command`, `beforeDevCommand`, `before-build-command`, `beforeBuildCommand`, `before-bundle-command`, `beforeBundleCommand`, `features`
  found an unknown configuration field. This usually means that you are using a CLI version that is newer than `tauri-build` and is incompatible. Please try updating the Rust crates by running `cargo update` in the Tauri app folder.
warning: build failed, waiting for other jobs to finish...
```""",
      T("macOS"), T("pnpm"), T("Tauri"), T("Cargo"), T("Rust"),
      F("src-tauri/target/debug/build/sandbox-a7eea6d6bd5c5d4d/build-script-build"),
      source="https://github.com/agmmnn/tauri-ui/issues/20", kind="issue",
      note="the build script's relative path labelled (a file with no extension); tauri.conf.json bare; "
           "src-tauri a folder; the template links trimmed; tauri-build as a crate named in the message -- left "
           "under Tauri"),
    R(r"""Cannot cargo tauri build

I followed the instructions in the readme but when I run `cargo tauri build` I get the following errors:

```
   Installed package `tauri-cli v2.4.1` (executable `cargo-tauri`)
➜  tauri-claude git:(main) cargo tauri build
       Error `tauri.conf.json` error: "identifier" is a required property
       Error `tauri.conf.json` error on `build`: Additional properties are not allowed ('devPath', 'distDir' were unexpected)
       Error `tauri.conf.json` error: Additional properties are not allowed ('package', 'tauri' were unexpected)
```

I forced `tauri` to be < than `v2` with this command:

```
cargo install tauri-cli --version '<2.0.0'
```

And I got:
>  Replaced package `tauri-cli v2.4.1` with `tauri-cli v1.6.5` (executable `cargo-tauri`)

Then I ran again `cargo tauri build` but I'm getting this error:

> Error Unable to find your web assets, did you forget to build your web app? Your distDir is set to ""dist"".""",
      T("Cargo"), T("Tauri"),
      source="https://github.com/litongjava/tauri-claude/issues/4", kind="issue",
      note="no file, no endpoint: tauri.conf.json bare; git only in the shell prompt"),
    # ---------------------------------------------------------------- VS Code extensions
    R(r"""Cannot activate extension in VS code Web

Version 2.9.2 is available as a pre-version (alpha) in Visual Studio Code for the Web but fails to activate:

```
mainThreadExtensionService.ts:95 Activating extension 'asciidoctor.asciidoctor-vscode' failed: Error.
$onExtensionActivationError	@	mainThreadExtensionService.ts:95
_doInvokeHandler	@	rpcProtocol.ts:472
_invokeHandler	@	rpcProtocol.ts:457
_receiveRequest	@	rpcProtocol.ts:373
_receiveOneMessage	@	rpcProtocol.ts:295
(anonymous)	@	rpcProtocol.ts:160
fire	@	event.ts:577
O.onmessage	@	webWorkerExtensionHost.ts:229
```

We might need to add a generic try/catch in: https://github.com/asciidoctor/asciidoctor-vscode/blob/5a0b144514dc433b46e71f8a73285f54fc9d9b2f/src/extension.ts#L21 or some traces to help troubleshoot.

Fixed in #500""",
      T("VS Code"),
      source="https://github.com/asciidoctor/asciidoctor-vscode/issues/499", kind="issue",
      note="no file, no endpoint: the stack's .ts files bare, src/extension.ts only inside a URL; Asciidoctor only "
           "inside the extension's id -- not labelled"),
    # ---------------------------------------------------------------- AWS Lambda, API Gateway
    R(r"""502 Error on Lambda

Hi, 

i have a Problem, when i deploy the project to my aws account.

Local -> Everything works fine.
AWS -> i get back 502 Internal Server Error. 

When i test the AWS Lambda in the online console i get:

`Execution log for request test-request
Sun May 07 00:24:12 UTC 2017 : Starting execution for request: test-invoke-request
Sun May 07 00:24:12 UTC 2017 : HTTP Method: POST, Resource Path: /graphql
Sun May 07 00:24:12 UTC 2017 : Method request path: {}
Sun May 07 00:24:12 UTC 2017 : Method request query string: {}
Sun May 07 00:24:12 UTC 2017 : Method request headers: {}
Sun May 07 00:24:12 UTC 2017 : Method request body before transformations: {viewer{id}}""",
      T("AWS"), T("AWS Lambda"), E("POST /graphql"),
      source="https://github.com/serverless/serverless-graphql/issues/94", kind="issue",
      note="the deployed API's own /graphql resource tested with a POST (method and path given apart, "
           "labelled as the route answering with a 502); GraphQL named only in the path, not labelled"),
    R(r"""Comments: Test the APIs

Hey all, no idea where to turn at this point. I'm getting a 'Bad Gateway' status: 502 error when I try a post test. Anyone solve for this issue. Here's my serverless.yml, `service: notes-app-api

# Use serverless-webpack plugin to transpile ES6/ES7
plugins:
  - serverless-webpack

# Enable auto-packing of external modules
custom:
  webpackIncludeModules: true

provider:
  name: aws
  runtime: nodejs6.10
  stage: prod
  region: us-east-2

  # 'iamRoleStatement' defines the permission policy for the Lambda function.
  # In this case Lambda functions are granted with permissions to access DynamoDB.
  iamRoleStatements:
    - Effect: Allow
      Action:
        - dynamodb:DescribeTable
        - dynamodb:Query
        - dynamodb:Scan
        - dynamodb:GetItem
        - dynamodb:PutItem
        - dynamodb:UpdateItem
        - dynamodb:DeleteItem
      Resource: "arn:aws:dynamodb:us-east-2:*:*"

functions:
  # Defines an HTTP API endpoint that calls the main function in create.js
  # - path: url path is /notes
  # - method: POST request
  # - cors: enabled CORS (Cross-Origin Resource Sharing) for browser cross
  #     domain api call
  # - authorizer: authenticate using the AWS IAM role
  create:
    handler: create.main
    events:
      - http:
          path: notes
          method: post
          cors: true
          authorizer: aws_iam`""",
      T("serverless-webpack"), T("Node.js"), T("AWS Lambda"), T("DynamoDB"),
      T("AWS IAM"), E("POST /notes"),
      source="https://github.com/anomalyco/guide/issues/112", kind="issue",
      note="the config's comment writes the path /notes and 'method: POST request' for it -- labelled from the "
           "comment, the route itself being slash-less (path: notes); serverless.yml and create.js bare; "
           "nodejs6.10 is the Node.js runtime; ES6/ES7 left out as language editions; the Serverless Framework "
           "only as serverless.yml's name, not labelled"),
    R(r"""Using API Gateway ANY method yields 500 when invoking

I'd like to be able to set up event triggers to proxy http requests from Api Gateway.  Notice how I have an `any` method event for the `/pets`, and `/pets{petId}` paths.

```
AWSTemplateFormatVersion: 2010-09-09
Transform: AWS::Serverless-2016-10-31
Description: aws-lambda-rest example for pets endpoints

Resources:
  PetsResource:
    Type: AWS::Serverless::Function
    Properties:
      Handler: io.andrewohara.pets.PetsResource
      Runtime: java8
      CodeUri: ./kobaltBuild/libs/example-pets-0.0.1.jar
      Timeout: 30
      MemorySize: 1024
      Events:
        Pets:
          Type: Api
          Properties:
            Path: /pets
            Method: any
        Pet:
          Type: Api
          Properties:
            Path: /pets/{petId}
            Method: any
```

The API Gateway appears to be set up correctly.  However, when I invoke the method, I get a `500` error.

```
Thu Mar 08 21:03:00 UTC 2018 : Execution failed due to configuration error: Invalid permissions on Lambda function
Thu Mar 08 21:03:00 UTC 2018 : Method completed with status: 500
```""",
      T("Amazon API Gateway"), T("AWS Lambda"), T("Java"), F("./kobaltBuild/libs/example-pets-0.0.1.jar"),
      source="https://github.com/aws/serverless-application-model/issues/326", kind="issue",
      note="the routes' method is ANY, no single HTTP method: no endpoint; the jar's relative CodeUri labelled; "
           "java8 is the Java runtime; the handler's dotted class name not labelled; SAM only through its "
           "AWS::Serverless transform, not labelled; a maintainer's duplicate note trimmed"),
    R(r"""MLflow Server EKS Service API 500

Hello,

I'm following the steps given in the mlflow tracking notebook and I was able to deploy mlflow and port forward to view the UI. The issue I'm having now is logging from a jupyter notebook that is running on another pod on my eks cluster.

I'm trying to execute this code on my notebook:

```
import mlflow

print("Setting Tracking Server")
tracking_uri = "http://mlflow-tracking-server.default.svc.cluster.local:5000"

mlflow.set_tracking_uri(tracking_uri)

test_str = 'Hello, World!'
print(test_str)
mlflow.log_param('test_str', test_str)

print("Logging Artifact")
mlflow.log_artifact('/home/user/mlflow-example-artifact.png')

print("DONE")
```

But I keep getting the following error:

> 2020/04/21 19:42:53 ERROR mlflow.utils.rest_utils: API request to http://mlflow-tracking-server:5000/api/2.0/mlflow/runs/log-parameter failed with code 500 != 200, retrying up to 0 more times. API response body: {"error_code": "RESOURCE_DOES_NOT_EXIST", "message": "Run 'e633f09fa75c4d4d915b994244c8e2c8' not found"}

Is there anything else I could have missed?

@TheVillageFool  Can you check your pod status? Is mlflow pod running?

Yes the pod was running. I actually tore down the jupyterhub pod and the mlflow pod and recreated them and now it works.""",
      T("MLflow"), T("Amazon EKS"), T("Jupyter Notebook"), T("JupyterHub"),
      source="https://github.com/aws-samples/eks-kubeflow-workshop/issues/55", kind="issue",
      note="no file, no endpoint: the log-parameter path only inside a URL, its method not written; the artifact "
           "path absolute; Kubernetes only through 'pod', not labelled; Python not named"),
    # ---------------------------------------------------------------- Rasa
    R(r"""rasa fresh installation say error 500 when try to use rest endpoint

Hi everyone! I tried to start with Rasa. I need to create a integration using webhooks and always find the error 500 when tried to use the following curl command:

```
curl -X POST http://localhost:5005/webhooks/rest/webhook -H "Content-Type: application/json" -d '[{"text": "hi"}]'
```

The error that rasa server say is the next one:

```
Exception occurred while handling uri: 'http://localhost:5005/webhooks/rest/webhook'
Traceback (most recent call last):
  File "/PATH_TO_MY_DEV_FOLDER/rasas/generalista-es/venv/lib/python3.8/site-packages/sanic/app.py", line 938, in handle_request
    response = await response
  File "/PATH_TO_MY_DEV_FOLDERs/rasas/generalista-es/venv/lib/python3.8/site-packages/rasa/core/channels/rest.py", line 101, in receive
    sender_id = await self._extract_sender(request)
  File "/PATH_TO_MY_DEV_FOLDER/rasas/generalista-es/venv/lib/python3.8/site-packages/rasa/core/channels/rest.py", line 52, in _extract_sender
    return req.json.get("sender", None)
AttributeError: 'list' object has no attribute 'get'
```

The `rasa --version` output is the following:

```
Rasa Version      :         2.5.0
Minimum Compatible Version: 2.2.0a1
Rasa SDK Version  :         2.5.0
Rasa X Version    :         None
Python Version    :         3.8.9+
Operating System  :         Linux-5.4.0-70-generic-x86_64-with-glibc2.29
```""",
      T("Rasa"), T("Rasa SDK"), T("Python"), T("Linux"), E("POST /webhooks/rest/webhook"),
      source="https://github.com/RasaHQ/rasa/issues/8481", kind="issue",
      note="curl -X POST to the Rasa server's own REST channel route, answered with a 500: the URL's path labelled "
           "with the method given; Rasa X reported as None (not installed), not labelled; Sanic only inside a "
           "site-packages path; curl not labelled"),
    R(r"""Rasa core returning 500 for custom action, request fired from rasa-ui

@paschmann ,hi and thanks for this UI which made things very simple.

I am facing below issue.
i have rasa-ui, rasa nlu, rasa-core in 3 different pods.
For one of my agent i have enabled rasa-core and created actions, intents, entities, stories and rasa core server is up and running with creates stories.
In dialogue flow i am calling custom action webhook url, this webhook url is an external api where its pod is up and url returning response.
But when rasa-core calling the same it is giving 500 error.
not sure if i am missing anything. can you please share your thoughts. PFB logs of core.

logs:

10.129.2.1 - - [2019-11-15 13:03:22] "POST /webhooks/rest/webhook HTTP/1.1" 200 619 0.270837
--
  | 2019-11-15 13:03:35 DEBUG    rasa_core.tracker_store  - Recreating tracker for id '1573822996031'
  | 2019-11-15 13:03:35 DEBUG    rasa_core.processor  - Received user message 'INC13693613' with intent '{'name': 'incident', 'confidence': 0.984804223228072}' and entities '[{'entity': 'ticket', 'value': 'INC13693613', 'start': 0, 'end': 11, 'confidence': None, 'extractor': 'MitieEntityExtractor'}]'
  | 2019-11-15 13:03:35 DEBUG    rasa_core.processor  - Logged UserUtterance - tracker now has 9 events""",
      T("Rasa UI"), T("Rasa NLU"), T("Rasa Core"), E("POST /webhooks/rest/webhook"),
      source="https://github.com/paschmann/rasa-ui/issues/227", kind="issue",
      note="the core server's access log shows its REST channel route answering a POST; rasa_core.* are log "
           "lines' dotted names; MITIE only inside an extractor's class name; Kubernetes only as 'pods', not "
           "labelled"),
    # ---------------------------------------------------------------- OpenMMLab training scripts
    R(r"""[Bug] KeyError: "OrientedRCNN: 'PKINet is not in the models registry'" KeyError: 'PKINet is not in the models registry'

Traceback (most recent call last):
  File "tools/train.py", line 195, in <module>
    main()
  File "tools/train.py", line 164, in main
    model = build_detector(
  File "/root/workspace/PKinet/PKINet/myself/mmrotate/mmrotate/models/builder.py", line 55, in build_detector
    return ROTATED_DETECTORS.build(
  File "/root/anaconda3/envs/openmmlab/lib/python3.8/site-packages/mmcv/utils/registry.py", line 237, in build
    return self.build_func(*args, **kwargs, registry=self)
  File "/root/anaconda3/envs/openmmlab/lib/python3.8/site-packages/mmcv/cnn/builder.py", line 27, in build_model_from_cfg
    return build_from_cfg(cfg, registry, default_args)
  File "/root/anaconda3/envs/openmmlab/lib/python3.8/site-packages/mmcv/utils/registry.py", line 72, in build_from_cfg
    raise type(e)(f'{obj_cls.__name__}: {e}')
KeyError: "OrientedRCNN: 'PKINet is not in the models registry'"
(openmmlab) root@ubuntu:~/workspace/PKinet/PKINet# 

### Reproduces the problem - command or script

python3 tools/train.py configs/pkinet/pkinet-s_fpn_o-rcnn-whu-ss_le90.py --gpu_ids 0

### Reproduces the problem - error message

2024-09-09 05:42:56,422 - mmrotate - INFO - Set random seed to 2125600796, deterministic: False""",
      T("Python"), T("MMRotate"), F("tools/train.py"), F("configs/pkinet/pkinet-s_fpn_o-rcnn-whu-ss_le90.py"),
      source="https://github.com/PKINet/PKINet/issues/12", kind="issue",
      note="MMRotate named by its logger (mmrotate - INFO) as well as in paths; MMCV and Anaconda only inside "
           "absolute paths, not labelled; 'ubuntu' is the host name in the prompt"),
    R(r"""KeyError: 'KNet is not in the models registry' when runing 'train.py'

## Description
I directly use your repo as my workspace, the directory tree is shown below(mmdetection has been installed by conda):

Then I run the following command which is pretty well when using builtin model:
```bash
sh ./tools/mim_slurm_test.sh $PARTITION mmdet $CONFIG $CHECKPOINT --eval segm
```
## Problem
It shows `KNet` doesn't register:
```bash
KeyError: 'KNet is not in the models registry'
```

## Attempt
Repo [mim-example](https://github.com/open-mmlab/mim-example/tree/master/swin_transformer#step-3-use-swin-transformer-through-config) mentions that **we can simply use the config and the build function**. However, the following sample code is no used in the repo, which confused me a lot.
```python 
module_cfg = dict(type='mmcv.SwinTransformer')
module = build_backbone(module_cfg)
```

### How can I fix this problem? Any help will be appreciated.

Which version of mmdetection are you using? Do you have trouble in training the model?
The config works for me.
KNet is not in the models registry usually means the file implementing K-Net is not correctly imported, which has no relation with the build function.""",
      T("OpenMMLab"), T("Conda"), T("Python"), F("./tools/mim_slurm_test.sh"),
      source="https://github.com/ZwwWayne/K-Net/issues/18", kind="issue",
      note="mmdetection labelled under the lexicon's name for it (OpenMMLab); the python fence has a trailing "
           "space after its language -- labelled as a fence; bash fences not "
           "labelled; train.py bare; MIM only in the example repository's name and MMCV only in a type string, "
           "not labelled; Slurm only inside the script's name"),
    # ---------------------------------------------------------------- Android modules
    R(r"""Build: Unresolved reference: side_app_shadow

Hey there.

Trying to build your project got me that error at build time:

```
side-app/src/main/java/com/example/side_app/SideActivity.kt: (5, 20): Unresolved reference: side_app_shadow
```

Any clue ?

Please see the two commits I made. Thanks for the heads up!""",
      F("side-app/src/main/java/com/example/side_app/SideActivity.kt"),
      source="https://github.com/nwagu/multiple-app-modules/issues/1", kind="issue",
      note="only a file: the Kotlin compiler's error names no tool; Kotlin only as the .kt extension, not labelled"),
    # ---------------------------------------------------------------- Spring Boot, Kafka
    R(r"""Add Kafka support to the Spring sample app's docker profile

## Why

The BootUI Kafka panel had no way to be exercised in the Spring sample app — `compose.yaml` only started Postgres/Redis/Ollama, and the sample app had no Kafka dependency at all, so the panel's documented behavior was based on mocked fixtures only.

## What

- **`compose.yaml`** — single-node KRaft Kafka broker (`apache/kafka:4.3.1`), pinned to port `9092`. `spring-boot-kafka` ships no Docker Compose connection-details factory (only Testcontainers factories), so the bootstrap address must be static — mirrors the existing Ollama precedent in this file.
- **`pom.xml`** — added `spring-boot-starter-kafka`.
- **`application-docker.properties`** — static `bootstrap-servers=localhost:9092`, producer/consumer (de)serializers, consumer group id.
- **`application-dev.properties`** — excludes Kafka autoconfiguration so the Docker-free default profile stays broker-free.
- **New `sample.kafka` package** (mirrors the existing `mail`/`chat` sample packages):
  - `SampleKafkaConfiguration` — declares the `orders.created` topic.
  - `SampleKafkaProducer` — graceful `ObjectProvider`-based producer; seeds one event at startup, exposes an on-demand send.
  - `SampleOrderEventListener` — `@KafkaListener` consumer for the same topic.
  - `SampleKafkaController` — `GET /api/sample/send-kafka-message`.""",
      T("Kafka"), T("Spring"), T("PostgreSQL"), T("Redis"), T("Ollama"), T("Docker Compose"), T("Docker"),
      T("Testcontainers"), E("GET /api/sample/send-kafka-message"),
      source="https://github.com/jdubois/boot-ui/pull/551", kind="issue",
      note="the controller's route written with its method; compose.yaml, pom.xml and the .properties files bare; "
           "Spring Boot only inside artifact names (spring-boot-kafka), left under Spring; KRaft is Kafka's own "
           "mode, left under Kafka; BootUI is the project itself; Maven only through pom.xml, not labelled"),
    # ---------------------------------------------------------------- Rust, axum
    R(r"""Unable to handle Deserialization error

## Bug Report

### Version

├── axum v0.2.8

### Platform

Linux laptop 5.10.70-1-MANJARO #1 SMP PREEMPT Thu Sep 30 15:29:01 UTC 2021 x86_64 GNU/Linux

### Crates

`serde`

### Description

I'm using the JSON extractor to deserialize Body into a defined struct.

With the following code:

```rust

struct Foo { field1: String }

async fn handler(Json(payload): Json<Foo>) -> StatusCode {
    println!("payload = {:#?}", payload);

    StatusCode::NO_CONTENT
}

pub fn handle_error(error: BoxError) -> Result<impl IntoResponse, Infallible> {
    error!(?error, "Service error");
    
    // I'd like to be able to handle 400 errors here

    Ok((
        StatusCode::INTERNAL_SERVER_ERROR,
        Cow::from(format!("Unhandled internal error: {}", error)),
    ))
}

pub fn routes() -> Router<BoxRoute> {
    Router::new()
        .route("/healthz", get(|| async { "OK" }))
        .route("/", post(webhooks.layer(TraceLayer::new_for_http())))
        .handle_error(handle_error)
        .check_infallible()
        .boxed()
}

```

If I make the right request like 

```
curl -X POST https://localhost
   -H 'Content-Type: application/json'
   -d '{"field1":"bar"}'
```

the handler gets called and all is fine.""",
      T("Axum"), T("Linux"), T("Manjaro"), T("Serde"), T("Rust"), E("GET /healthz"), E("POST /"),
      source="https://github.com/tokio-rs/axum/issues/447", kind="issue",
      note="routes in code (get, post); the rust fence labelled; MANJARO in the kernel string names the "
           "distribution; TraceLayer is tower-http's, not named; curl not labelled"),
    # ---------------------------------------------------------------- data files, checkpoints, pickled models
    R(r"""No such file or directory: './Data/data.npy'

mldl@ub1604:~/ub16_prj/NCF/pytorch$ python3 main.py --batch_size=128 --lr=0.00001 --embed_size=1
Traceback (most recent call last):
  File "main.py", line 73, in <module>
    data = np.load(os.path.join(DATA_PATH, 'data.npy')).item()
  File "/usr/local/lib/python3.5/dist-packages/numpy/lib/npyio.py", line 372, in load
    fid = open(file, "rb")
FileNotFoundError: [Errno 2] No such file or directory: './Data/data.npy'
mldl@ub1604:~/ub16_prj/NCF/pytorch$

See the new code.""",
      T("Python"), F("./Data/data.npy"),
      source="https://github.com/guoyang9/NCF/issues/2", kind="issue",
      note="main.py and data.npy bare; NumPy only as np and inside an absolute dist-packages path, PyTorch only as "
           "the prompt's folder name -- neither labelled"),
    R(r"""wrong ckpt in app.py

now it is diffree-step=000010999, but 
Loading model from checkpoints/epoch=000041-step=000010999.ckpt
Traceback (most recent call last):
  File "app.py", line 151, in <module>
    model = load_model_from_config(config, args.ckpt, args.vae_ckpt)
  File "app.py", line 47, in load_model_from_config
    pl_sd = torch.load(ckpt, map_location="cpu")
  File "C:\Users\28687\.conda\envs\diffree\lib\site-packages\torch\serialization.py", line 791, in load
    with _open_file_like(f, 'rb') as opened_file:
  File "C:\Users\28687\.conda\envs\diffree\lib\site-packages\torch\serialization.py", line 271, in _open_file_like
    return _open_file(name_or_buffer, mode)
  File "C:\Users\28687\.conda\envs\diffree\lib\site-packages\torch\serialization.py", line 252, in __init__
    super().__init__(open(name, mode))
FileNotFoundError: [Errno 2] No such file or directory: 'checkpoints/epoch=000041-step=000010999.ckpt'

Hi,
These two checkpoints are consistent, thank you for helping us find a bug, we have modified the app.py file to keep the default file name as diffree-step=000010999.ckpt. Please ensure that you update the app.py file accordingly.""",
      F("checkpoints/epoch=000041-step=000010999.ckpt"),
      source="https://github.com/OpenGVLab/Diffree/issues/1", kind="issue",
      note="only a file: app.py bare; PyTorch only as torch.load and inside absolute site-packages paths, Conda "
           "only in a path -- not labelled; the Chinese closing reply trimmed"),
    R(r"""ModuleNotFoundError: No module named 'sklearn'

Hi! FOA thanks for your time and effort

Trying to load the model (pkl) this error occurs:

`# model = joblib.load('model/rf_model.pkl')`

Both running using flask or gunicorn.

Take into account I created an python virtual env

Regards!""",
      T("scikit-learn"), T("joblib"), T("Flask"), T("Gunicorn"), T("Python"), F("model/rf_model.pkl"),
      source="https://github.com/harsha89/ml-model-tutorial/issues/1", kind="issue",
      note="sklearn is scikit-learn's import name; 'python virtual env' names Python"),
    R(r"""module loading error - combination_model_prediction.py

I wonder if this error is related with the python version when the saved models were created.

$python3 combination_model_prediction.py  -i files_in -m default -o results/combined_default_model.tsv

combination_model_prediction.py:36: SettingWithCopyWarning: 
A value is trying to be set on a copy of a slice from a DataFrame

See the caveats in the documentation: https://pandas.pydata.org/pandas-docs/stable/user_guide/indexing.html#returning-a-view-versus-a-copy
  data_file["Pos"][mask]=data_file["Pos"][mask]-1
Traceback (most recent call last):
  File "combination_model_prediction.py", line 77, in <module>
    main(mp,combine_file)
  File "combination_model_prediction.py", line 44, in main
    loaded_model = joblib.load(open(mp, 'rb'))
  File "/usr/local/lib/python3.8/dist-packages/joblib/numpy_pickle.py", line 575, in load
    obj = _unpickle(fobj)
  File "/usr/local/lib/python3.8/dist-packages/joblib/numpy_pickle.py", line 504, in _unpickle
    obj = unpickler.load()
  File "/usr/lib/python3.8/pickle.py", line 1210, in load
    dispatch[key[0]](self)
  File "/usr/lib/python3.8/pickle.py", line 1526, in load_global
    klass = self.find_class(module, name)
  File "/usr/lib/python3.8/pickle.py", line 1577, in find_class
    __import__(module, level=0)
ModuleNotFoundError: No module named 'sklearn.ensemble.forest'""",
      T("Python"), T("joblib"), T("scikit-learn"), F("results/combined_default_model.tsv"),
      source="https://github.com/comprna/METEORE/issues/8", kind="issue",
      note="the script itself bare; pandas only inside the warning's URL (its SettingWithCopyWarning and DataFrame "
           "left out); scikit-learn through the missing sklearn module -- borderline, a dotted module name in "
           "the error but the thread's subject; files_in is an argument, not a path"),
    R(r"""FileNotFoundError: [Errno 2] No such file or directory: './npydata/ShanghaiB_test.npy'

FileNotFoundError: [Errno 2] No such file or directory: './npydata/ShanghaiB_test.npy'
How to get the npydata/ShanghaiB_test.npy?""",
      F("./npydata/ShanghaiB_test.npy"), F("npydata/ShanghaiB_test.npy"),
      source="https://github.com/dk-liang/AutoScale/issues/2", kind="issue",
      note="only files, both spellings as written; no tool named (the FileNotFoundError is Python's but Python is "
           "not written)"),
    # ---------------------------------------------------------------- Grafana
    R(r"""Failed to evaluate queries and expressions: failed to execute conditions: plugin unavailable

Hello
I get a error when I use this data source plugin

it is normal in explorer, but when I want to create an alert rule, I get this API ERROR

**There are related error prompts in the logs in grafana** , and my plugin service doesn't receive any new requests
`t=2022-03-08T18:16:30+0800 lvl=eror msg="API error" logger=context userId=1 orgId=1 uname=admin error="Failed to evaluate queries and expressions: failed to execute conditions: plugin unavailable" remote_addr=
t=2022-03-08T18:16:30+0800 lvl=info msg="Request Completed" logger=context userId=1 orgId=1 uname=admin method=POST path=/api/v1/eval status=400 remote_addr=  time_ms=2 size=23 referer="https://mygrafana/grafana/alerting/new?returnTo=%2Falerting%2Flist"`

I did not find a corresponding solution!

Grafana Version: 8.3.4
JSON: 0.4.1

Thanks in advance

Try to use Client instead of Server in datasource settings in order to be able to better debug your api.""",
      T("Grafana"), E("POST /api/v1/eval"),
      source="https://github.com/simPod/GrafanaJsonDatasource/issues/236", kind="issue",
      note="Grafana's own alerting route answers the POST with a 400 (method= and path= given in its log line); "
           "'JSON: 0.4.1' is the JSON datasource plugin's version -- not labelled as a format"),
    R(r"""Opensearch Datasource: downstream error - plugin unavailable

```
2024-11-25T11:24:00.988208344Z logger=context userId=6 orgId=12 uname=<my-email> t=2024-11-25T11:24:00.988129646Z level=error msg="Request Completed" method=POST path=/api/ds/query status=500 remote_addr=<pub-ip> time_ms=5 duration=5.415661ms size=95 referer="https://<grafana-url>/d/radio4gpm/ndac-radio-4g-pm-kpi-dashboard?from=now-24h&orgId=12&refresh=5s&to=now-15m&var-ap_id=%24__all&var-datasource=COZjnhS4z&var-groupby=pm_data_source.dn.keyword&var-nhgname=21-66_21-161+-+BAC+GR" handler=/api/ds/query status_source=server
2024-11-25T11:24:01.001903723Z logger=context userId=6 orgId=12 uname=<my-email> t=2024-11-25T11:24:01.00170525Z level=error msg=InternalError error="[plugin.unavailable] plugin unavailable" remote_addr=<pub-ip> traceID=
```""",
      T("OpenSearch"), E("POST /api/ds/query"),
      source="https://github.com/grafana/grafana/issues/96980", kind="issue",
      note="Grafana's data-source query route answers the POST with a 500; Grafana itself named only inside the "
           "<grafana-url> placeholder -- not labelled; the rest of the log trimmed"),
    # ---------------------------------------------------------------- Docker registry
    R(r"""docker push image to registry v2:error parsing HTTP 405 response body: invalid character '<' looking for beginning of value: "<html>\r\n<head><title>405 Not Allowed</title

**Description**

When I created registry v2, and the frontend use nginx, I push image to the registry, then error is:
[root@node1 docker]# docker push registry2.wisedu.com/centos:v1
The push refers to a repository [registry2.wisedu.com/centos]
b362758f4793: Pushing [==================================================>] 192.5MB/192.5MB
error parsing HTTP 405 response body: invalid character '<' looking for beginning of value: "\r\n<title>405 Not Allowed</title>\r\n<body bgcolor="white">\r\n405 Not Allowed\r\nopenresty/1.9.7.3\r\n\r\n\r\n"

he nginx access.log is:
registry2.wisedu.com 172.16.7.151 [29/Aug/2017:14:34:39 +0800] 1503988479.444 "GET /v2/ HTTP/1.1" 401 200 "-" "docker/17.06.1-ce go/go1.8.3 git-commit/874a737 kernel/4.5.2-1.el7.elrepo.x86_64 os/linux arch/amd64 UpstreamClient(Docker-Client/17.06.1-ce \x5C(linux\x5C))" 0.000 -""",
      T("Docker"), T("Nginx"), E("GET /v2/"),
      source="https://github.com/distribution/distribution/issues/2386", kind="issue",
      note="the registry's own /v2/ route answers the GET with a 401 (its auth challenge); the 405 on the push is "
           "no endpoint; openresty only as the error page's server signature; centos only in an image name; the user agent's docker/go/linux not labelled; "
           "'registry v2' (the Docker registry) not labelled as a product name"),
    # ---------------------------------------------------------------- GitHub Actions workflows
    R(r"""Nightly releases are not being built due to an error in releaser workflow

A change introduced in https://github.com/Scille/parsec-cloud/pull/8983 seems to have broken the releaser workflow.

Reported error:
```
Invalid workflow file: .github/workflows/releaser.yml#L59
The workflow is not valid. In .github/workflows/releaser.yml (Line: 59, Col: 11): 
Error from called workflow Scille/parsec-cloud/.github/workflows/package-client.yml@ac37863fe78e7ddccac1d3b7a1cd1c6d2e46d1d5: 
Unexpected tag '!(github.event_name'
```

See:
https://github.com/Scille/parsec-cloud/actions/runs/12020019289
https://github.com/Scille/parsec-cloud/actions/runs/12040170733""",
      F(".github/workflows/releaser.yml"),
      source="https://github.com/Scille/parsec-cloud/issues/8999", kind="issue",
      note="only a file: the #L59 anchor dropped; the called workflow is an owner/repo/path@sha reference, not a "
           "workspace path -- not labelled; GitHub Actions not named (only 'workflow' and the runs' URLs)"),
    R(r"""Fix release action

Following #558.

Fixes the following error:
```
[Invalid workflow file: .github/workflows/release.yml#L32](https://github.com/mlrun/storey/actions/runs/15015009705/workflow)
The workflow is not valid. .github/workflows/release.yml (Line: 32, Col: 9): Unrecognized named-value: 'matrix'. Located at position 20 within expression: github.ref_name == matrix.branch
```
https://github.com/mlrun/storey/actions/runs/15015009705""",
      F(".github/workflows/release.yml"),
      source="https://github.com/mlrun/storey/pull/564", kind="issue",
      note="only a file (its #L32 anchor dropped); GitHub Actions not named"),
    # ---------------------------------------------------------------- Flutter on iOS
    R(r"""Problem on iOS with AppDelegate.swift

nampateam@Manuels-MacBook-Pro ios % flutter build ios
Changing current working directory to: /Users/nampateam/StudioProjects/App-----Gourmet/source
 
Building com.nampa.oegourmet for device (ios-release)...
Automatically signing iOS for device deployment using specified development team in Xcode project: 4UZ5RTFXG6
Running pod install...                                             15,0s
Warning: Podfile is out of date
  This can cause issues if your application depends on plugins that do not support iOS.
  See https://flutter.dev/docs/development/packages-and-plugins/developing-packages#plugin-platforms for details.
  If you have local Podfile edits you would like to keep, see https://github.com/flutter/flutter/issues/45197 for instructions.
To regenerate the Podfile, run:
  rm ios/Podfile

Running Xcode build...                                                  
                                                   
Xcode build done.                                           41,5s
Failed to build iOS app
Error output from Xcode build:
↳
    ** BUILD FAILED **

Xcode's output:
↳
    Command CompileSwift failed with a nonzero exit code""",
      T("Flutter"), T("iOS"), T("Xcode"), T("CocoaPods"), F("ios/Podfile"),
      source="https://github.com/inspireui/support/issues/4360", kind="issue",
      note="AppDelegate.swift bare; CocoaPods through pod install and its Podfile -- borderline; Swift only as a file "
           "extension and inside CompileSwift, not labelled; the FirebaseCoreDiagnostics include under an "
           "absolute path trimmed"),
    # ---------------------------------------------------------------- deploy scripts
    R(r"""fix permissions on deploy script

```
docker-hub-hook-0 (err): 2016-08-22T20:50:55.587Z { [Error: Command failed: /bin/sh -c ./docker/deploy.sh
docker-hub-hook-0 (err): /bin/sh: 1: ./docker/deploy.sh: Permission denied
docker-hub-hook-0 (err): ]
docker-hub-hook-0 (err):   killed: false,
docker-hub-hook-0 (err):   code: 126,
docker-hub-hook-0 (err):   signal: null,
docker-hub-hook-0 (err):   cmd: '/bin/sh -c ./docker/deploy.sh' }
```""",
      F("./docker/deploy.sh"),
      source="https://github.com/jsperf/jsperf.com/pull/166", kind="issue",
      note="only a file: docker-hub-hook-0 is the process's name, not Docker Hub named as such; /bin/sh absolute"),
    R(r"""Permission Denied Error when Executing deploy.sh Script

I was deploying the project to Google Cloud Build but I got this error:

but this error occurs at every step when a .sh needs to be run, I was trying to add `chmod +x ./src/common/materializer/deploy.sh` 
permission, add an absolute path, deploy in cloud shell, local, and a VM, and other stuff. 
The only way I had a good deployment was with the interactive screen.
can help me?.

The error is reproduced in different steps such as:

- cloudbuild.reporting.yaml

- deploy_k9.py / k9_deployer.py

HI @jlopez798 can you please send an email to cortex-support@google.com with this information?

Thank you!""",
      T("Cloud Build"), F("./src/common/materializer/deploy.sh"),
      source="https://github.com/GoogleCloudPlatform/cortex-data-foundation/issues/48", kind="issue",
      note="cloudbuild.reporting.yaml, deploy_k9.py and k9_deployer.py bare; 'cloud shell' (lower case, a place to deploy "
           "from) not labelled; screenshots dropped"),
    # ---------------------------------------------------------------- TensorFlow, Keras
    R(r"""Input shape mismatch error during training

I am getting following error:
python training.py -d ../data/go/ -cgo
tensorflow                    1.12.0  
keras 2.2.4

training model with learning rate = 0.1, num epochs = 26, batch size = 64
training start time = 2019-02-22 15:54:26
Traceback (most recent call last):
  File "training.py", line 445, in <module>
    main()
  File "training.py", line 410, in main
    verbose=0)
  File "/home/psasatte/.local/lib/python2.7/site-packages/keras/engine/training.py", line 952, in fit
    batch_size=batch_size)
  File "/home/psasatte/.local/lib/python2.7/site-packages/keras/engine/training.py", line 751, in _standardize_user_data
    exception_prefix='input')
  File "/home/psasatte/.local/lib/python2.7/site-packages/keras/engine/training_utils.py", line 128, in standardize_input_data
    'with shape ' + str(data_shape))
ValueError: Error when checking input: expected input to have 4 dimensions, but got array with shape (0, 1)

Ok, i was able to run on speech commands.""",
      T("Python"), T("TensorFlow"), T("Keras"),
      source="https://github.com/castorini/honkling/issues/91", kind="issue",
      note="no file, no endpoint: training.py bare, ../data/go/ a folder, the Keras sources under an absolute path"),
    # ---------------------------------------------------------------- Azure Functions
    R(r"""Function succeeds, but fails

I am trying to call a function with an HttpTrigger from Postman (and/or Fiddler). The function executes with no errors, but in Postman, I only see a 500.

#### Investigative information

Please provide the following:

- Function App version (1.0 or 2.0-beta): 2.0-beta
- Environment: local
- Microsoft.NET.Sdk.Functions: 1.0.13

#### Repro steps

1. Create a function with the following:

```csharp
[FunctionName("PostList")]
public static async Task<IActionResult> Post(
    [HttpTrigger(AuthorizationLevel.Anonymous, "post", Route = "lists")]HttpRequest req,
    TraceWriter log)
{
    try
    {
        return new CreatedAtRouteResult(new { id = 1 }, null);
    }
    catch(Exception e)
    {
        return new BadRequestResult();
    }
}
```

2. Set a breakpoint at both return statements
3. Run with debugging
4. Using Postman (or Fiddler), execute a POST on "http://localhost:7071/api/lists"
5. The first breakpoint is hit, second is not

#### Expected behavior

Upon finishing execution of the function, Postman should receive a 200.

#### Actual behavior

Postman receives a 500 instead.

#### Related information 

* Programming language used: C#""",
      T("Postman"), T("Fiddler"), T("C#"), E("POST /api/lists"),
      source="https://github.com/Azure/azure-functions-host/issues/3166", kind="issue",
      note="the function's own route (Route = \"lists\" under the host's api/ prefix) is POSTed at a URL whose whole "
           "path is written, and answers 500 -- labelled, as a curl -X METHOD URL would be; Azure Functions not named "
           "(only 'Function App' and the Microsoft.NET.Sdk.Functions package), not labelled"),
    # ---------------------------------------------------------------- Go CLI
    R(r"""Panic in Ubuntu 18.04.05

On a fully updraded Ubuntu 18 I get the following when trying to run adalanche

```
./adalanche flag redefined: authmode
panic: ./adalanche flag redefined: authmode

goroutine 1 [running]:
flag.(*FlagSet).Var(0xc000032720, 0xa6a280, 0xc000116cf0, 0x9b2964, 0x8, 0x9d0e18, 0x62)
	/usr/local/go/src/flag/flag.go:871 +0x485
flag.(*FlagSet).StringVar(...)
	/usr/local/go/src/flag/flag.go:760
flag.(*FlagSet).String(0xc000032720, 0x9b2964, 0x8, 0x9aedf1, 0x4, 0x9d0e18, 0x62, 0xc000116ce0)
	/usr/local/go/src/flag/flag.go:773 +0xa5
flag.String(...)
	/usr/local/go/src/flag/flag.go:780
main.main()
	/home/msaulnier/adalanche/main.go:93 +0x325
```

I'm pretty new to Go, but from what I understand `authmode` is defined twice in the code.. 

I get the same error regardless of the flags I pass to it. 

Thank you.

I get pretty much the same error from OSX""",
      T("Ubuntu"), T("Go"), T("macOS"), F("./adalanche"),
      source="https://github.com/lkarlslund/Adalanche/issues/2", kind="issue",
      note="the binary's relative path as the program prints it (no extension) labelled -- borderline; the Go "
           "sources under absolute paths; Adalanche is the project itself; OSX taken as macOS"),
    # ---------------------------------------------------------------- Redis, Celery
    R(r"""Cannot connect to redis://localhost:6379

Environment : 
macOS = Mojave
Python v= 3.7.5 (ran in venv)
Redis server v=5.0.7 
Celery v=4.4.0 
Docker = 18.09.1

Followed all of the instructions as per Medium article. 

On running Docker compose up :

worker_1  ERROR/MainProcess] consumer: Cannot connect to redis://localhost:6379/0: Error 99 connecting to localhost:6379. Cannot assign requested address.

same here

Hey, folks!
The celery broker configuration in the `docker-compose.yml` and `config.yml` was updated.
Thanks a lot for the issue!""",
      T("macOS"), T("Python"), T("Redis"), T("Celery"), T("Docker"), T("Docker Compose"),
      source="https://github.com/ViktorSalimonov/pylette/issues/14", kind="issue",
      note="no file, no endpoint: docker-compose.yml and config.yml bare, redis:// addresses are URLs; 'Docker "
           "compose up' names Docker Compose; Medium is the site the tutorial came from, not labelled"),
    # ---------------------------------------------------------------- Kafka CLI
    R(r"""Getting error while creating topic

ERROR org.apache.kafka.common.errors.TimeoutException: Timed out waiting for a node assignment. Call: listTopics
 (kafka.admin.TopicCommand$)

I'm getting the above error while creating a Topic. I've used the exact command that has been mentioned in the repo.

I too have the same issue despite changing the port and kafka version.

I had the same issue. I resolved it by using "localhost" instead of the actual public IP.
bin/kafka-topics.sh --create --topic demo_testing2 --bootstrap-server localhost:9092 --replication-factor 1 --partitions 1

hope this helps

**While using the command :** sudo nano config/server.properties 
Please replace "localhost" with your Public IP

**While creating the topic, use localhost instead of the IP address**, As said by @Anitheanalyst do :
bin/kafka-topics.sh --create --topic demo_testing2 --bootstrap-server localhost:9092 --replication-factor 1 --partitions 1""",
      T("Kafka"), F("bin/kafka-topics.sh"), F("config/server.properties"),
      source="https://github.com/darshilparmar/stock-market-kafka-data-engineering-project/issues/4", kind="issue",
      note="the Kafka distribution's own script and config, relative to its folder; the exception's dotted class "
           "names not labelled; sudo and nano everyday commands"),
]
