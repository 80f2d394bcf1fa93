"""A twenty-sixth fresh held-out set ("fresh-26"), the issues part: 68 GitHub issue and pull-request threads, nearly all
from repositories none of the earlier sets used (a few from repositories they did use -- webpack-dev-server, Kubebuilder,
Kong, pgAdmin, Swashbuckle -- each with a thread not used before), on infrastructure and developer tooling: CI/CD
(Jenkins agents and the Docker socket, GitLab CI and a local runner of its YAML, flaky and untriggered release workflows);
bundlers and build tools (a webpack dev-server proxy and a webpack config's loaders, Gradle's Kotlin DSL in a workflow,
CMake's missing sources, Bazel's missing BUILD files, a Maven pom); containers and Kubernetes operators (Kustomize under
Argo CD, Kubebuilder scaffolds, controller-gen, sample manifests); observability (Grafana provisioning files, Prometheus
and Loki, Sentry and OpenTelemetry around Express routes); databases and their admin tools (pgAdmin against PostgreSQL,
DBeaver); editors and language servers (gopls in VS Code); browser extensions (Manifest V3 in Chrome); web servers and
API gateways (Nginx and nginx-proxy, Caddyfiles, Traefik labels, Kong's Admin API); and small web back ends quoting
their routes (Express, Fastify, Flask development-server logs and curl requests, ASP.NET minimal APIs) -- in English,
Chinese, Indonesian and Bulgarian, each the thread's title followed by its body and maybe a comment or two, kept as
written (code blocks, logs, tracebacks, version and environment dumps, compose and CI YAML, Dockerfiles, request and
response dumps as they appear; trimmed, a cut code block left open; screenshots dropped; the comments joined without
their author lines). Four of them label nothing at all.

Every text was taken from a stored public copy of the thread at the address given and labelled by hand without
running the extractor on it, by the earlier sets' conventions: technologies under their usual canonical name (any
spelling in the text), a code fence's language but not a shell's; data formats, everyday shell utilities, sites,
placeholders, user agents and names only inside URLs, image names, absolute or dependency paths, package paths or
dotted identifiers not labelled, a response header naming the server software labelled; relative file paths as written
(./ kept, a line's :N left out), bare file names, folders, globs and import specifiers without an extension not; an
endpoint only as "METHOD /path" where the text gives the method for that path (a route in code, a request the app's own
route answers even with an error, a client call with its method, a request to the app's own server written as a URL --
Kong's Admin API included) and writes the whole path -- a request no route accepts ("Cannot POST", a 405, "no Route
matched"), a path with no method written anywhere, a route under a prefix whose full path is never written are not
labelled. Nobody tunes the extractor on these texts: the benchmark scores them as their own split
(``--split fresh-26``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "React Starter Kit": ("react-starterkit",),
    "Docker Compose": ("docker-compose", "docker compose"),
    "APT": ("apt-get",),
    "Ubuntu": ("ubntu",),
    "Google Kubernetes Engine": ("GKE",),
    "Spring Security": ("SpringSecurity",),
    "VBScript": ("vbs",),
    "Apache HTTP Server": ("apache",),
    "Node.js": ("NodeJS", "Nodejs"),
}

CASES = [
    # ---------------------------------------------------------------- small web back ends
    R(r"""path cannot post

adakah res express redirect apabila path tidak di temukan ?

seharusnya app.post('/send-message', (req, res)
user hit app.post('/send-messsssssage', (req, res)

Maaf maksudnya bagaimana?

Bisa gunakan handler seperti berikut untuk menangani error, misal not found.

```
// Your other code here ...

// catch 404 and forward to error handler
app.use(function(req, res, next) {
  var err = new Error('Not Found');
  err.status = 404;
  next(err);
});

app.use(function(err, req, res, next) {
  res.status(err.status || 500);

  res.json({'errors': {
    message: err.message,
    error: err
  }});
});

server.listen(port, function(){
  console.log('App running on *: ' + port);
});
```""",
      T("Express"), E("POST /send-message"),
      source="https://github.com/ngekoding/whatsapp-api-tutorial/issues/27", kind="issue",
      note="Indonesian; the route the app has is app.post('/send-message'); the mistyped /send-messsssssage is what a user "
           "requests and no route accepts -- not labelled; the fence names no language"),
    R(r"""Post queries?

Using the react-starterkit setup and have added a new route /authenticate. When I post to the route, I get a response "Cannot POST /authenticate". However, it will happily route to it via a GET.

for example:
`on('/authenticate', async () => <div>hello</div>);`
will error with a POST, but return the element with a GET. Does the router support POST operations or am I doing something very wrong?

I think you do not instrument `express` to handle HTTP `POST` method in [`server.js`](https://github.com/kriasoft/react-starter-kit/blob/master/src/server.js).
Please read more about express.

This router is only supposed to be used with GET HTTP requests for rendering React apps on the server and on the client. To add `/authenticate` endpoint on the server, you can use Express functionality, for example, in `server.js`:

```js
app.post('/authenticate', (req, res) => {""",
      T("React Starter Kit"), T("Express"), T("React"), T("JavaScript"), E("POST /authenticate"),
      source="https://github.com/kriasoft/universal-router/issues/25", kind="issue",
      note="\"Cannot POST /authenticate\" is the refusal -- the endpoint is labelled from the Express route in the answer's "
           "code; the router's on('/authenticate') answers GET only through the router's default (not labelled, it renders "
           "a page); server.js bare, src/server.js only inside the link's URL; the comment's code cut after the route's first line"),
    R(r"""Can't add schema to route

### Fastify version

4.25.2

### Node.js version

20.10.0

### Operating system

Linux

### Operating system version (i.e. 20.04, 11.3, 10)

6.6.6-arch1-1

### Description

I started the project with the command 
```fastify generate my-project --lang=ts```

Then I changed the file ```root.ts```: 

```ts
import { FastifyPluginAsync } from 'fastify'

const root: FastifyPluginAsync = async (fastify, opts): Promise<void> => {
  fastify.get(
    '/',
    {
      schema: {
        body: { type: 'object', properties: { x: { type: 'string' } } },
      },
    },
    async function(request, reply) {
      return { root: true }
    },
  )
}

export default root
```

After that I get this error:

```log
[TypeScript] 19:15:37 - Found 0 errors. Watching for file changes.
[App] FastifyError [Error]: Body validation schema for GET:/ route is not supported!
[App]     at validateSchemaBodyOption (/tmp/teste/teste/node_modules/fastify/lib/route.js:569:11)
[App]     at Object.route (/tmp/teste/teste/node_modules/fastify/lib/route.js:210:7)""",
      T("Fastify"), T("Node.js"), T("Linux"), T("TypeScript"), E("GET /"),
      source="https://github.com/fastify/fastify-cli/issues/686", kind="issue",
      note="the route in code is fastify.get('/') (refused at registration for its body schema, still the route written); "
           "the ts fence and the [TypeScript] watcher name TypeScript; root.ts bare; the kernel's arch1 suffix not Arch "
           "Linux by name; fastify-cli only as the fastify generate command -- not labelled; node_modules paths not"),
    R(r"""body must be type object

## 💬  body must be type object

I have a very simple POST end point, which is invalidating the most bare-bones request so that I don't even know how to troubleshoot further. I have a barebones fastify instance with only 1 other end point, running on the same local machine as a browser application trying to make a POST request via the fetch API bundled with my browser, which is up-to-date Chrome.

Fastify Schema
```js
{
  handler: (req, res) => res.send({status: 200, msg:'success'}),
  schema: {
    description: 'submit a filled form',
    body: { 
      type: 'object', 
      required: ['name'],
      properties: { 
        value: {type:'object'}, 
        name:  {type:'string'}
    }}
  }
}
````

Client JS
```js
    const result = await fetch(url, {
      method:'POST',
      mode:'no-cors', // because I'm running locally atm
      body: JSON.stringify({
        name: 'bob',
        value: {}
      })
    }).then(data => data.text())
      .then(text => console.log(text))
      .catch(err => console.log(err))
```""",
      T("Fastify"), T("Chrome"), T("JavaScript"),
      source="https://github.com/fastify/help/issues/1046", kind="issue",
      note="no path written for the POST end point (the route options carry no url, the client fetches a variable) -- no "
           "endpoint; the js fences name JavaScript; the fetch API a browser API, not labelled"),
    R(r"""Onionshare's own 405 page is never shown

When you send a disallowed request e.g. POST to index.html, what you get back is some default 405 page not Onionshare's 405 page. [`error405`](https://github.com/micahflee/onionshare/blob/develop/cli/onionshare_cli/web/web.py#L296) is never actually called.

```
$ curl -x socks5h://127.0.0.1:9050 -X POST -v http://[onionshare].onion/
> POST / HTTP/1.1
> Host: [onionshare].onion
> User-Agent: curl/7.68.0
> Accept: */*
> 
< HTTP/1.0 405 METHOD NOT ALLOWED
< Content-Type: text/html
< Allow: OPTIONS, GET, HEAD
< Content-Length: 178
< Server: Werkzeug/0.16.1 Python/3.8.5
< Date: Fri, 18 Dec 2020 00:25:40 GMT
< 
<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">
<title>405 Method Not Allowed</title>
<h1>Method Not Allowed</h1>
<p>The method is not allowed for the requested URL.</p>
```

Edit: I tested this on version 2.2.

Yep, this was observed in https://github.com/micahflee/onionshare/pull/1056 . For POST request it seems Flask throws its own 405, never found a fix for it. For OPTIONS or HEAD it does work however.""",
      T("OnionShare"), T("Werkzeug"), T("Python"), T("Flask"),
      source="https://github.com/onionshare/onionshare/issues/1253", kind="issue",
      note="the POST / is refused with 405 -- no endpoint; the Server header names Werkzeug and Python; curl the command "
           "and its user agent not labelled; web.py only inside the link's URL; index.html bare"),
    R(r"""nginx check request method, is right?

i do not see code that check request method, but when i post [/ip](http://httpbin.org/ip), the server  return 405 page. please tell me.thx :)!

Nope. Flask does that for you. Please read flask's documentation

thx for your kind and time""",
      T("Nginx"), T("Flask"),
      source="https://github.com/postmanlabs/httpbin/issues/333", kind="issue",
      note="the POST to /ip is refused with 405 -- no endpoint; httpbin only inside the URL"),
    R(r"""Security and REST

Здравей Лъчо, мъчих се бая време да изпратя POST заявка към рест контролера ми и винаги ми връщаше 403 forbidden, а ако направя същото, само, че с GET работи. Забелязах, че това става заради csrf и го деактивирах за да може да ми работят заявките. Има ли някакъв начин да се оправи без да деактивирам csrf в конфигурацията на SpringSecurity? Благодаря за отделеното време и приятен ден/вечер.

Здрасти, Мони!

Виж, колегата май се е справил ;-) https://github.com/luchob/softuni-sept-2021-misc/issues/63
Това би трябвало да ти помогне?

Поздрави,
Л.

Пробвах го но ми даде, че headerName е нъл, вместо това направих мапинг за поискване на токен и преди да пратя заявката взимам токен и го прикачам. https://pastebin.com/MsKLhCAP""",
      T("Spring Security"),
      source="https://github.com/luchob/softuni-sept-2021-misc/issues/64", kind="issue",
      note="Bulgarian; SpringSecurity glued; the title's \"Security and REST\" not the noun phrase REST API -- REST not "
           "labelled; the POST and GET requests give no path"),
    # ---------------------------------------------------------------- CI/CD: Jenkins, GitLab CI
    R(r"""Permission denied.

Hi,
thank you for this post. this is exactly what i have been looking for . hopefully will get it to work .
i have started the Container inside a host running with jenkins user,like that,

[jenkins@MyJenkins]$ docker run -d --name jenkins.w.docker -v 
 jenkins_home:/var/jenkins_home -v /var/run/docker.sock:/var/run/docker.sock -v /usr/bin/docker:/usr/bin/docker -v /usr/local/sbin:/usr/local/sbin -v $HOME/.docker:/root/.docker -p 8080:8080 -p 50000:50000  jenkins.lts.w.docker:0.1

when I run docker version inside the running container , I get ,

jenkins@9c04f2406a24:/$ docker version
Client: Docker Engine - Community
 Version:           19.03.6
 API version:       1.40
 Go version:        go1.12.16
 Git commit:        369ce74a3c
 Built:             Thu Feb 13 01:29:29 2020
 OS/Arch:           linux/amd64
 Experimental:      false
Got permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Get http://%2Fvar%2Frun%2Fdocker.sock/v1.40/version: dial unix /var/run/docker.sock: connect: permission denied

am I doing something wrong ?

Hey, have you tried running the container with `--user root`? If you're using `docker-compose` adding `user: root` to the service should fix it. ;)""",
      T("Jenkins"), T("Docker"), T("Docker Compose"),
      source="https://github.com/4OH4/jenkins-docker/issues/4", kind="issue",
      note="docker version's dump: the Go version line is the toolchain Docker was built with and linux/amd64 its "
           "platform string -- Go and Linux not labelled (doubtful); the GET to the daemon's socket is Docker's own API, "
           "not the app's -- no endpoint; paths all absolute"),
    R(r"""how can I use 'docker' commad with this image？

I run  this image by using following command 
`docker run -itd  --name agent --init  --privileged -v /usr/local/bin/docker:/usr/bin/docker   -v /var/run/docker.sock:/var/run/docker.sock   jenkins/slave`

but, i got 'permission denied' when i building  pipeline because of my jenkinsFiles use `agent docker ` and `docker.sock` mounted on this container has no right  permission. 

how can I use it?

I am trying to achieve the same thing. I even added the Jenkins user into the "docker" group in my DockerFile but when my job starts. I end up not seeing my new group for some reasons.

My docker file:
```java
FROM jenkins/agent:latest-jdk11
USER root
RUN apt-get update
RUN apt-get install docker.io -y
RUN usermod -a -G docker jenkins
RUN su -c "id" jenkins
```

My pipeline's agent definition:

```java
agent {
        dockerfile {
            filename 'Dockerfile'
            additionalBuildArgs ''
            args '-v $HOME/.m2:/home/jenkins/.m2 -v /tmp:/tmp -v /var/run/docker.sock:/var/run/docker.sock'
        }
    }
```""",
      T("Docker"), T("Jenkins"), T("APT"), T("Java"),
      source="https://github.com/jenkinsci/docker-agents/issues/76", kind="issue",
      note="the java fences hold a Dockerfile and a Jenkinsfile's agent block -- Java labelled by the fence's word "
           "(the convention), doubtful; apt-get is APT; jenkins/agent:latest-jdk11 an image name (no JDK label); "
           "docker.io the package; Dockerfile and docker.sock bare"),
    R(r"""slave 不能在docker中连接host的docker.sock

使用jenkins multibranch pipeline
Jenkinsfile中使用dockerfile agent，docker启动参数添加了/var/run/docker.sock和/var/run/docker.sock之间的映射，在jenkins构建docker image的时候报如下错误：

Got permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock

解决方法参考：[https://stackoverflow.com/questions/44791060/run-jenkins-pipeline-agent-with-sudo](so)

应该是使用权限的问题，主要是看你使用的哪个构建插件，建议使用的是label的模式来做，直接使用dockerfile并不是一个好的模式

使用jenkins-slave-dind-nodejs出现同样的问题。由于无法上传图片，jenkins日志如下：
[wangh-ziku-console-uat] Running shell script
+ docker build -t registry.cn-hangzhou.aliyuncs.com/*****/******:latest -f ./docker/Dockerfile ./docker
Got permission denied while trying to connect to the Docker daemon socket at unix:///var/run/docker.sock: Post http://%2Fvar%2Frun%2Fdocker.sock/v1.27/build?buildargs=%7B%7D&cachefrom=%5B%5D&cgroupparent=&cpuperiod=0&cpuquota=0&cpusetcpus=&cpusetmems=&cpushares=0&dockerfile=Dockerfile&labels=%7B%7D&memory=0&memswap=0&networkmode=default&rm=1&shmsize=0&t=registry.cn-hangzhou.aliyuncs.com%2F*****%2F******%3Alatest&ulimits=null: dial unix /var/run/docker.sock: connect: permission denied
[Pipeline] }""",
      T("Docker"), T("Jenkins"), F("./docker/Dockerfile"),
      source="https://github.com/AliyunContainerService/jenkins-slaves/issues/10", kind="issue",
      note="Chinese; ./docker/Dockerfile a relative path (./docker a folder); jenkins-slave-dind-nodejs an image name -- "
           "Node.js not labelled; the POST to the daemon's socket is Docker's API, no endpoint; Jenkinsfile bare"),
    R(r"""dial unix /var/run/docker.sock: connect: permission denied

I get the above error when trying do use docker from my Jenkinsfile.  If I run the jenkins process as root, it works fine.  I am not sure what the right fix is - change permission on /var/run/docker.sock, run jenkins as root or some other change.

Hi @chafey,
As you correctly pointed out, this is because Jenkins lacks permissions to access the socket to communicate with the Docker engine. You basically need to add Jenkins user to the docker group (`usermod -a -G docker jenkins`). Yet this can be a bit tricky due to mixing GID/UID of host and guest OS (as mentioned in #3).

You may run the Jenkins as a root, but please be aware this is not recommended and can be insecure, but can be sufficient for testing and personal set-up.

Please take a look e.g. at this issue for more info https://github.com/jenkinsci/docker/issues/263.""",
      T("Docker"), T("Jenkins"),
      source="https://github.com/Shimmi/docker-jenkins/issues/4", kind="issue",
      note="Jenkinsfile bare; usermod an everyday utility"),
    R(r"""Docker in docker service support

Do you plan to add support for the `docker:dind` service ?
It currently seems to be ignored.
For this simple `.gitlab-ci.yml`:

```sh
stages:
  - build

build:
  stage: build
  image: docker:latest
  services:
    - docker:dind
  script:
    - docker run amazon/aws-cli
```
this the log that I get:
```
glci (v0.4.1)

   build   
-----------
|---------|
|  build  |
|---------|

-----------------------------------------------
Running job "build" for stage "build"
-----------------------------------------------

ℹ - Using existing image "docker:latest"
docker run amazon/aws-cli
docker: Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?.
See 'docker run --help'.

✘  - build
```

The support for this is not in the short-term roadmap no, but this could be nice to have. 

PRs are open so if this is important for you to get this feature quickly, and if you want to, you're welcome to implement it.

Thanks for your answer.

I have actually no experience in javascript.

But I'll keep looking for future versions ;)""",
      T("Docker"), T("glci"), T("JavaScript"),
      source="https://github.com/mdubourg001/glci/issues/36", kind="issue",
      note="the sh fence holds the CI YAML -- no language; .gitlab-ci.yml a bare file name (GitLab CI never named in "
           "words, not labelled, doubtful); amazon/aws-cli an image name -- the AWS CLI not labelled"),
    R(r"""Is it possible to run "npm ci"?

@ricardovigatti you are free to use any npm or moreover ubntu commands in your .gitlab-ci.yml script...

Look this:

```
+ npm ci

Usage: npm <command>

where <command> is one of:
    access, adduser, bin, bugs, c, cache, completion, config,
    ddp, dedupe, deprecate, dist-tag, docs, edit, explore, get,
    help, help-search, i, init, install, install-test, it, link,
    list, ln, login, logout, ls, outdated, owner, pack, ping,
    prefix, prune, publish, rb, rebuild, repo, restart, root,
    run, run-script, s, se, search, set, shrinkwrap, star,
    stars, start, stop, t, tag, team, test, tst, un, uninstall,
    unpublish, unstar, up, update, v, version, view, whoami

npm <cmd> -h     quick help on <cmd>
npm -l           display full usage info
npm help <term>  search for help on <term>
npm help npm     involved overview
Specify configs in the ini-formatted file:
    /.npmrc
or on the command line via: npm <command> --key value
Config info can be viewed via: npm help config
npm@3.10.10 /usr/lib/node_modules/npm
script returned exit code 1
```

All images except  `old-stable` are using npm 6.4.1 so please use never ones like latest, dev or stable...""",
      T("npm"), T("Ubuntu"),
      source="https://github.com/chilio/laravel-dusk-ci/issues/35", kind="issue",
      note="ubntu the writer's misspelling of Ubuntu; .gitlab-ci.yml and .npmrc bare -- GitLab CI not named in words; "
           "Laravel Dusk only in the repository's name"),
    R(r"""CI Docker jobs failing

GitLab CI has been acting strange recently. After Microsoft brought GitHub lots of people has been experimenting with GitLab free infrastructure (mainly GitLab shared runners). Maybe it's the reason to slow CI jobs (some of them expired due to 1 hour limit to finish) and those which depends on Docker service are failing due to infrastructure error.

As a workaround the `.gitlab-ci.tml` file was updated to contain `allow_failure` attribute in those failing jobs. It may be removed in the future and the Kubernetes free clusters as well. It can be seen in the commit c7a8da93caa909b59d9dfdcdadaa9af93f5696ac.

**References**
* Blog post [Create a specific Gitlab Runner with Kubernetes and GKE](https://tortuemat.gitlab.io/blog/2017/07/26/gitlab-runner-kubernetes/)""",
      T("GitLab CI"), T("Docker"), T("Kubernetes"), T("GitLab Runner"), T("Google Kubernetes Engine"),
      source="https://github.com/lucasvalenteds/responder/issues/11", kind="issue",
      note="GitLab and GitHub the sites, Microsoft the company -- not labelled; the blog post's title names GitLab Runner "
           "and GKE; .gitlab-ci.tml (sic) bare"),
    # ---------------------------------------------------------------- bundlers and build tools
    R(r"""Proxy not working

**I'm submitting a bug report**

**Versions**
webpack: 1.12.13
webpack-dev-server: 1.16.2

**Environment**
Node v6.9.1
macOS latest 
Chrome 54.0.2840.71 (64-bit)

**Current behavior**
when firing an AJAX request: `GET http://localhost:8077/api/posts`, the webpack-dev-server proxy should proxy this request to `http://localhost:9000/api/posts`. Yet the request never reaches the server and the browser (Chrome) in the console reports a 404 not found `http://localhost:8077/api/posts`.

**Chrome request info**
_general_
`Request URL:http://localhost:8077/api/posts`
`Request Method:GET`
`Status Code:404 Not Found`
`Remote Address:127.0.0.1:8077`

_response headers_ 
`Connection:keep-alive`
`Content-Length:34`
`Content-Type:text/html; charset=utf-8`
`Date:Tue, 15 Nov 2016 12:58:27 GMT`
`X-Content-Type-Options:nosniff`
`X-Powered-By:Express`

_response_
`Cannot GET /api/posts`

I directly tested the endpoint `GET http://localhost:9000/api/posts` and it works correctly.

**Expected behavior**
The webpack-dev-server proxies `GET http://localhost:8077/api/posts` to my backend express server endpoint at `http://localhost:9000/api/posts`.

**Code** 
the devServer section in my `webpack.config.js`
```javascript
config.devServer = {
  contentBase: require('path').resolve(__dirname,'public'),
  port : 8077,
  proxy : {
    '/api/**' : {
      target : 'http://localhost:9000',""",
      T("Webpack"), T("webpack-dev-server"), T("Node.js"), T("macOS"), T("Chrome"), T("Express"), T("JavaScript"),
      E("GET /api/posts"),
      source="https://github.com/webpack/webpack-dev-server/issues/694", kind="issue",
      note="the back end's GET /api/posts answers when requested directly (a request with its method to the app's own "
           "server as a URL); the dev server's Cannot GET is the refusal of the same path; X-Powered-By: Express names "
           "the server software; AJAX not labelled; webpack.config.js bare"),
    # ---------------------------------------------------------------- web servers and reverse proxies
    R(r"""502 Bad Gateway when I use jwilder/nginx-proxy with my a docker container

Hi there,
I have an error with jwilder/nginx-proxy. 
Interesting moment, when my a docker container launched without jwilder/nginx-proxy:
`curl -I 172.18.0.3/api_123456` 
`HTTP/1.1 200 OK
Server: nginx/1.13.8
Date: Wed, 22 Jan 2020 17:03:38 GMT
Content-Type: application/json; charset=utf-8
Content-Length: 1623806
Connection: keep-alive
X-Powered-By: Express
Access-Control-Allow-Origin: *
ETag: W/"18c6fe-cMPFn0zmRG/WvsZoTNGmv+2OjUs"
`

With started jwilder/nginx-proxy:
`curl -I 172.18.0.3/api_123456` 
`HTTP/1.1 502 Bad Gateway
Server: nginx/1.13.8
Date: Wed, 22 Jan 2020 17:04:10 GMT
Content-Type: text/html
Content-Length: 173
Connection: keep-alive`

**Commands:**
Create network
`docker network create nginx-proxy`

Run jwilder/nginx-proxy
`docker run -d -p 80:80 --name nginx-proxy --net nginx-proxy -v /var/run/docker.sock:/tmp/docker.sock jwilder/nginx-proxy`

Run the app
`docker run -d --name xxx.fakedomain.test --expose 80 --net nginx-proxy -e VIRTUAL_HOST=xxx.fakedomain.test -e VIRTUAL_PORT=80 play:v1.1 bash`

In my an app I have nginx proxy (80 port):
```
location /api_123456 {
    proxy_set_header   X-Forwarded-For $remote_addr;
    proxy_set_header   Host $http_host;
    proxy_pass         http://localhost:8081/api_123456;        
}
```""",
      T("nginx-proxy"), T("Docker"), T("Nginx"), T("Express"),
      source="https://github.com/nginx-proxy/nginx-proxy/issues/1384", kind="issue",
      note="the Server and X-Powered-By headers name Nginx and Express; curl -I sends a HEAD without writing the method "
           "and the location block is Nginx's, not a route with a method -- no endpoint; bash only as the container's "
           "command -- not labelled"),
    R(r"""关于Caddy的反向代理

不知道写这里合不合适，但是这里面有个大坑

大家看到 nginx 和 apache 的反向代理就可能会想到要单独配置 websocket 代理，像这样：
（注意这个是错的！）
```
example.site {
  proxy / 127.0.0.1:23333 transparent
  proxy /websocket/ws ws://127.0.0.1:23333/websocket/ws websocket
}
```
但是这个根本用不了。可能是caddy有bug，这么写**并不会dial本地的websocket**，而是会dial一个奇怪的地址（像我这是64.70.19.33:80），导致 502.
经过几个小时的踩坑，我发现**必须要把两个条目写在一起！** e.g.
```
example.site {
  proxy / 127.0.0.1:23333 transparent websocket
}
```
这样就可以用了
@Suwings 不知道能不能加到README.md的反向代理设置教程里面

已添加，有其他情况也可以继续在此 issue 讨论。""",
      T("Caddy"), T("Nginx"), T("Apache HTTP Server"),
      source="https://github.com/MCSManager/MCSManager/issues/122", kind="issue",
      note="Chinese; nginx and apache named as reverse proxies beside Caddy (apache the HTTP server); WebSocket a "
           "protocol -- not labelled; the Caddyfile's proxy paths carry no method; README.md bare"),
    R(r"""Caddy reverse proxy with slskd

First of all, thank you for your great program, it works great on my ubuntu server!

May I ask you for a little help with setting up my Caddyfile with slskd. Currently I cannot make it work, I think because of the websockets...

My current caddyfile should look like this:

`
slskd.xxx.org {
    reverse_proxy localhost:5030
}
`
I think, what I need is slskd to be a subdomain, and xxx my main domain. If I'm not mistaken...

Thank you in advance for your time, I hope you can help me...

I agree that this is probably the websocket.  Here's a thread I found that might help, specifically the stuff around connection "upgrade".

I can set Caddy up and try it but I won't likely get to it for a while.

Maybe something like this? 

```
@websockets {
	header Connection *Upgrade*
	header Upgrade websocket
}
reverse_proxy @websockets localhost:6001
```

Thank you very much for the fast response.

With this config:
```
#slskd - Soulseek on Ubuntu Server
slskd.xxx.duckndns.org {
@websockets {
	header Connection *Upgrade*
	header Upgrade websocket
}
reverse_proxy @websockets localhost:5030
}
```

Caddy doesn't output any error in the config, but the web only loads a blank page...""",
      T("Caddy"), T("slskd"), T("Ubuntu"), T("Soulseek"),
      source="https://github.com/slskd/slskd/issues/939", kind="issue",
      note="Caddyfile a bare file name; duckndns only in a host name; a ping line to another user cut"),
    R(r"""Proxy with caddy

I want to use [caddy](https://github.com/mholt/caddy) to proxy my weechat instance.
I've tried almost any configuration but I can't seem to get it to work...

```
irc.example.com {
  proxy /weechat localhost:9000 {
    header_upstream Host {host}
    header_upstream X-Real-IP {remote}
    header_upstream X-Forwarded-For {remote}
    header_upstream X-Forwarded-Proto {scheme}
    header_upstream Connection {>Connection}
    header_upstream Upgrade {>Upgrade}
  }
}
```

I get the following error messages in the developer tools console:

```
min.js:2 | WebSocket connection to 'wss://irc.example.com/weechat' failed: Error during WebSocket handshake: Unexpected response code: 400
```

```
angular.min.js:107 | Relay error Event {isTrusted: true, type: "error", target: WebSocket, currentTarget: WebSocket, eventPhase: 2…}
```

Dos anybody have any ideas what I am doing wrong or what to try next?

Sorry, I don't use caddy. Probably better to ask in a caddy-related IRC channel? From a quick google search this was fixed in https://github.com/mholt/caddy/pull/987 so you probably need version 0.9.1 or newer of caddy.

Does your weechat get a connection (output in the core buffer)? What does `/relay raw` show?""",
      T("Caddy"), T("WeeChat"),
      source="https://github.com/glowing-bear/glowing-bear/issues/840", kind="issue",
      note="angular.min.js only as a bare file name in the console's log -- AngularJS not labelled (doubtful); IRC a "
           "protocol; Glowing Bear only in the repository's name; /relay raw a WeeChat command, not a path"),
    R(r"""caddy reverse proxy

Caddy is a HTTP/2 web server with automatic HTTPS that is gaining popularity due to ease of use and its built in security features. here is my `Caddyfile` to reverse proxy droppy

```
droppy.your.domain {
proxy / 127.0.0.1:8989 {        
    websocket      
    transparent
    }
timeouts none
}
```

Added as an example, thanks.""",
      T("Caddy"), T("droppy"),
      source="https://github.com/silverwind/droppy/issues/383", kind="issue",
      note="HTTP/2 and HTTPS protocols; Caddyfile bare"),
    R(r"""Which `traefik` docker labels for pointing to an additional webserver?

Hi! I want to use the included `traefik` reverse proxy to also handle requests to an additional webserver I'm running in a docker container on the same server as all the other services. I followed [this section of the docs](https://github.com/spantaleev/matrix-docker-ansible-deploy/blob/master/docs/configuring-playbook-traefik.md#reverse-proxying-another-service-behind-traefik) where, if I understand correctly, I can add my service to `traefik` simply by specifying the correct labels for my docker service. See the configuration I use in my `docker-compose.yaml` below.

My service can join the `traefik` docker network just fine, but when I access `https://subdomain.myserver.org` I get a 404 not found. I suspect I've misconfigured the `traefik` labels, specifically with regards to the `traefik` router name (it's probably not `myrouter` as I've used 😆), but I don't know what it should be. Anyone that can help a struggling hobbyist out? 😅 

#### docker-compose.yaml

```yaml
version: "3"
services:
  webserver:
    image: webserver:latest
    restart: always
    ports:
      - "4173:4173"
    build:
       context: .
       labels:
         - traefik.http.routers.myrouter.rule=Host(`subdomain.myserver.org`) # enable trafik reverse proxy
```""",
      T("Traefik"), T("Docker"),
      source="https://github.com/spantaleev/matrix-docker-ansible-deploy/issues/3140", kind="issue",
      note="docker-compose.yaml a bare file name -- Docker Compose not named otherwise, not labelled (doubtful); the "
           "docs' configuring-playbook-traefik.md only inside the link's URL; Ansible and Matrix only in the repository's "
           "name; the YAML cut after the first label"),
    R(r"""[Help Request] Rewrite api

Hello, so I was wondering, I've got a nginx location that I'm trying to put into a NPM Custom location but I seem to be unable to get it to work

    location /api/ {
        rewrite ^/api/(.*)$ /$1 break; 
        proxy_pass http://backend:8080;
        proxy_http_version 1.1;
        proxy_set_header Upgrade $http_upgrade;
        proxy_set_header Connection 'upgrade';
        proxy_set_header Host $host;
        proxy_cache_bypass $http_upgrade;
    }

Iv'e tried bunch of different things but seems to never work

Any chance you could help point me to the right direction so I don't have to have it in the Advanced Custom Nginx conf ?""",
      T("Nginx"),
      source="https://github.com/ZoeyVid/NPMplus/issues/2241", kind="issue",
      note="NPM here is Nginx Proxy Manager (the thread is on NPMplus, its fork), not the npm package manager -- npm "
           "not labelled, and Nginx Proxy Manager is never written out (the abbreviation is npm's spelling), left out; "
           "the location block's /api/ carries no method"),
    R(r"""[Bug]: reverse proxy - 502 Bad Gateway nginx/1.21.6 - NodeJS

@frankroc2022 The port should be where your Nodejs is running. If it's running on 8080 or 8000, you need to use that.

Thx, **here** was my mistake:
I changed

NODE_PROJECTS=(
"/shared/httpd/my-node/js/index.js"
)

to
NODE_PROJECTS=(
"/shared/httpd/my-node/index.js" **<-- it has to be /shared/httpd/my-node/src/index.js**
)

@frankroc2022  if it's fixed, I suggest you close the issue.

@frankroc2022 

This has now been automated: https://github.com/cytopia/devilbox/pull/942""",
      T("Nginx"), T("Node.js"),
      source="https://github.com/cytopia/devilbox/issues/912", kind="issue",
      note="the project paths are absolute -- no file; Devilbox only in the URL"),
    R(r"""after implementing webpack apis are failing with 404 and after giving proxy in dev server failing with500

const path = require('path')
const HtmlWebPackPlugin = require('html-webpack-plugin')
const MiniCssExtractPlugin = require("mini-css-extract-plugin");
const webpack = require('webpack');
const setupProxy = require('./src/setupProxy.js');
const proxy = require('http-proxy-middleware');

module.exports = {
    mode:"development",
    entry: "./src/index.js",
    output: {
        filename: "bundle.js",
        path: path.resolve(__dirname, 'dist'),
        clean: true,
        assetModuleFilename: 'images/[hash][ext][query]',
        publicPath:'/'
        
    },
    plugins: [
        new HtmlWebPackPlugin({
            template: './public/index.html'
        }),
        new MiniCssExtractPlugin(),
        new webpack.HotModuleReplacementPlugin()
     
    ],
    module: {
        rules: [
            {
                test: /\.(js|jsx)$/,
                exclude: /node_modules/,
                use: {
                    loader: 'babel-loader',
                    options: {
                        presets: ['@babel/preset-react', '@babel/preset-env']
                    }
                }
            },
            {
              test: /\.scss$/,
              use: [
                'style-loader',
                'css-loader',
                'sass-loader',""",
      T("Webpack"), T("html-webpack-plugin"), T("mini-css-extract-plugin"), T("http-proxy-middleware"),
      T("babel-loader"), T("style-loader"), T("css-loader"), T("sass-loader"),
      F("./src/setupProxy.js"), F("./src/index.js"), F("./public/index.html"),
      source="https://github.com/webpack/webpack-dev-server/issues/4814", kind="issue",
      note="the config's required modules and loaders; @babel/preset-react and @babel/preset-env only as preset names in "
           "the options -- not labelled (doubtful), Babel itself never named alone; bundle.js bare; 'dist' and 'images/' "
           "folders; HotModuleReplacementPlugin a webpack class"),
    R(r"""Fail: Gradle 5.2.1 - Java 8 - Kotlin DSL

Why is my build failing?

```vbs
> Configure project :
Compiling Discord4K version "1.0.0-SNAPSHOT"
Compiling subproject 'd4k-api'...
Compiling subproject 'd4k-sdk'...
Could not resolve compiler classpath. Check if Kotlin Gradle plugin repository is configured in root project 'Discord4K'.

FAILURE: Build failed with an exception.

* What went wrong:
Could not determine the dependencies of task ':compileKotlin'.
> Could not resolve all files for configuration ':kotlinCompilerClasspath'.
   > Cannot resolve external dependency org.jetbrains.kotlin:kotlin-compiler-embeddable:1.3.71 because no repositories are defined.
     Required by:
         project :

* Try:
Run with --stacktrace option to get the stack trace. Run with --info or --debug option to get more log output. Run with --scan to get full insights.

* Get more help at https://help.gradle.org

BUILD FAILED in 51s
```
```yml
jobs:
  build:
    runs-on: ubuntu-latest
    steps:
    - uses: actions/checkout@v1
    - uses: actions/setup-java@v1
      with:
        java-version: 8
    - uses: eskatos/gradle-command-action@v1
      with:
        arguments: build
```

[build.gradle.kts](https://github.com/nekkan/Discord4K/blob/master/build.gradle.kts)""",
      T("Gradle"), T("Java"), T("Kotlin"), T("VBScript"),
      source="https://github.com/gradle/gradle-build-action/issues/14", kind="issue",
      note="the vbs fence holds Gradle's output -- VBScript labelled by the fence's word, as the convention has it "
           "(doubtful: only a highlighting choice); Discord4K the reporter's own project; the workflow's steps "
           "name actions by their repositories, GitHub Actions never in words -- not labelled; ubuntu-latest a runner "
           "label (Ubuntu not labelled, doubtful); build.gradle.kts a bare link text"),
    # ---------------------------------------------------------------- Flask back ends
    R(r"""sa-logic not working

Hi
sa-logic python app is not working in my case.
Started it on local computer and posted a request:
curl -X POST localhost:5000/analyse/sentiment --data '{"sentence": "test"}'
got this answer:
<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">
<title>500 Internal Server Error</title>
<h1>Internal Server Error</h1>
<p>The server encountered an internal error and was unable to complete your request. Either the server is overloaded or there is an error in the application.</p>

And here is what have in terminal tab where python is running:
agorkiy@home:~/k8s-mastery/sa-logic/sa$ sudo python3 sentiment_analysis.py
 * Serving Flask app "sentiment_analysis" (lazy loading)
 * Environment: production
   WARNING: This is a development server. Do not use it in a production deployment.
   Use a production WSGI server instead.
 * Debug mode: off
 * Running on http://0.0.0.0:5000/ (Press CTRL+C to quit)
[2020-03-27 17:07:22,604] ERROR in app: Exception on /analyse/sentiment [POST]
Traceback (most recent call last):
  File "/home/agorkiy/.local/lib/python3.6/site-packages/flask/app.py", line 2446, in wsgi_app
    response = self.full_dispatch_request()""",
      T("Python"), T("Flask"), E("POST /analyse/sentiment"),
      source="https://github.com/rinormaloku/k8s-mastery/issues/27", kind="issue",
      note="the curl -X POST to the app's own server and Flask's \"Exception on /analyse/sentiment [POST]\" give the "
           "route's method (it answers, with a 500); sentiment_analysis.py bare; the traceback's paths absolute; WSGI "
           "a protocol"),
    R(r"""Getting internal server error while running flask app on default route http://127.0.0.1:5000/

**application.py** 
`import os

from flask import Flask, render_template, request
from sqlalchemy import create_engine
from sqlalchemy.orm import scoped_session, sessionmaker

app = Flask(__name__)

engine = create_engine("postgresql://postgres:123@localhost:5432/lecture3")
db=scoped_session(sessionmaker(bind=engine))

@app.route("/")
def index():
	flights =  db.execute("SELECT * FROM flights").fetchall()
	return render_template("index.html", flights=flights)

@app.route("/book", methods=["POST"])
def book():
	"Book a flight."
	
	name = request.form.get()
	
if __name__ == 'main':
	app.run()
	`

this is not related to this repo""",
      T("Flask"), T("SQLAlchemy"), E("GET /"), E("POST /book"),
      source="https://github.com/matsui528/sis/issues/16", kind="issue",
      note="@app.route(\"/\") answers GET by Flask's default, /book lists POST; PostgreSQL only as the scheme of the "
           "connection URL -- not labelled (doubtful); application.py and index.html bare; SQL a query language in "
           "passing, not labelled"),
    R(r"""Cannot using Method POST when use external IP address.

Example: 

languages = [{'name' : 'JavaScript'}, {'name' : 'Python'}, {'name' : 'Ruby'}]
@app.route('/lang', methods=['POST'])
def addOne():
    language = {'name' : request.json['name']}
    languages.append(language)
    return jsonify({'languages' : languages})

Test:
171.232.89.174/lang
Method: Post
Headers: Content-Type:application/json
body: Raw : {"name" : "HUydada"}
Result : 
<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">
<title>500 Internal Server Error</title>
<h1>Internal Server Error</h1>
<p>The server encountered an internal error and was unable to complete your request.  Either the server is overloaded or there is an error in the application.</p>

But I test success on localhost IP.

Can you look at the DO logs?""",
      E("POST /lang"),
      source="https://github.com/realpython/flask-deploy/issues/3", kind="issue",
      note="JavaScript, Python and Ruby are values in the app's sample data, not what the app is built with -- not "
           "labelled; Flask is never named (only its route decorator and jsonify); DO (DigitalOcean) only as an "
           "abbreviation -- not labelled"),
    R(r"""Every other POST request in flask works but the /getstate request gives 500

When we try every other POST request for the Flask Application, we get correct returned values, but when we try to use the /getstate request either through other franka_env.py or through curl -X POST http://127.0.0.1:5000/getstate, we get this error message:
<!doctype html>
<html lang=en>
<title>500 Internal Server Error</title>
<h1>Internal Server Error</h1>
<p>The server encountered an internal error and was unable to complete your request. Either the server is overloaded or there is an error in the application.</p>""",
      T("Flask"), E("POST /getstate"),
      source="https://github.com/rail-berkeley/serl_franka_controllers/issues/4", kind="issue",
      note="the curl -X POST to the app's own server at 127.0.0.1:5000 gives the route's method; franka_env.py bare"),
    R(r"""Internal Server Error

I get the following error message in my terminal when I click the submit button.
- Running on http://127.0.0.1:5002/ (Press CTRL+C to quit)
  127.0.0.1 - - [29/Sep/2016 15:53:10] "GET / HTTP/1.1" 200 -
  127.0.0.1 - - [29/Sep/2016 15:53:13] "GET /showSignUp HTTP/1.1" 200 -
  127.0.0.1 - - [29/Sep/2016 15:53:14] "GET /static/css/signup.css HTTP/1.1" 200 -
  127.0.0.1 - - [29/Sep/2016 15:53:14] "GET /static/js/jquery-1.11.2.js HTTP/1.1" 200 -
  127.0.0.1 - - [29/Sep/2016 15:53:14] "GET /static/js/signUp.js HTTP/1.1" 200 -
  [2016-09-29 15:53:19,759] ERROR in app: Exception on /signUp [POST]
  Traceback (most recent call last):
  File "C:\Users\TR\AppData\Local\Programs\Python\Python35-32\lib\site-packages\flask\app.py", line 1988, in wsgi_app
    response = self.full_dispatch_request()
  File "C:\Users\TR\AppData\Local\Programs\Python\Python35-32\lib\site-packages\flask\app.py", line 1641, in full_dispatch_request
    rv = self.handle_user_exception(e)""",
      E("GET /"), E("GET /showSignUp"), E("POST /signUp"),
      source="https://github.com/jay3dec/PythonFlaskMySQLApp---Part-1/issues/3", kind="issue",
      note="the development server's request log: GET / and GET /showSignUp answered by the app's routes, POST /signUp "
           "raising in its view; the GETs of /static/... files are static assets, not the app's endpoints -- not "
           "labelled (doubtful); Flask and Python only inside the traceback's absolute paths, jQuery only in a file "
           "name -- none labelled"),
    R(r"""interal server error 500 am not sure how to fix this

 * Serving Flask app 'app'
 * Debug mode: off
WARNING: This is a development server. Do not use it in a production deployment. Use a production WSGI server instead.
 * Running on all addresses (0.0.0.0)
 * Running on http://127.0.0.1:5000
 * Running on http://192.168.50.15:5000
Press CTRL+C to quit
[2024-05-30 15:30:35,019] ERROR in app: Exception on / [POST]
Traceback (most recent call last):
  File "C:\Users\PC\AppData\Local\Programs\Python\Python312\Lib\site-packages\flask\app.py", line 1473, in wsgi_app
    response = self.full_dispatch_request()
               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "C:\Users\PC\AppData\Local\Programs\Python\Python312\Lib\site-packages\flask\app.py", line 882, in full_dispatch_request
    rv = self.handle_user_exception(e)
               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^""",
      T("Flask"), E("POST /"),
      source="https://github.com/0ssamaak0/SiriLLama/issues/2", kind="issue",
      note="Flask's log: the POST / reaches the app's view and raises (a 500) -- the route's method; Python only in the "
           "traceback's absolute paths"),
    R(r"""nextjs-flask: The flask api endpoint is not working.

Seeing the index.py code in api in the nextjs-flask starter, this url https://nextjs-flask-starter.vercel.app/api/python should have return the 'Hello World'.

Code:
`from flask import Flask
app = Flask(__name__)

@app.route("/api/python")
def hello_world():
    return "<p>Hello, World!</p>"`
    
Insteadit returns : 500 Internal Server Error.

Thank you!

Hi, I have the same problem, after adding to requirements.txt it will start to work:

`numpy==1.24.3
Flask==2.2.2
Werkzeug>=2.0.0,<3.0.0`

Thanks, running it locally worked for me.""",
      T("Flask"), T("NumPy"), T("Werkzeug"),
      source="https://github.com/vercel/examples/issues/841", kind="issue",
      note="@app.route(\"/api/python\") answers GET only by Flask's default and the text writes no method anywhere -- "
           "no endpoint (doubtful); nextjs-flask the starter's name -- Next.js not "
           "labelled from it (doubtful); Vercel only in the URL; index.py and requirements.txt bare, api a folder"),
    # ---------------------------------------------------------------- ASP.NET Core and its OpenAPI tools
    R(r"""Minimal APIs

[ASP.NET Core 6 Preview 6](https://devblogs.microsoft.com/aspnet/asp-net-core-updates-in-net-6-preview-6/) introduces [OpenAPI support for minimal APIs](https://devblogs.microsoft.com/aspnet/asp-net-core-updates-in-net-6-preview-6/#openapi-support-in-minimal-apis). It does this by exposing an API Explorer from Endpoint metadata `builder.Services.AddEndpointsApiExplorer()`. This works correctly with Swashbuckle but doesn't with NSwag. NSwag loads without errors but the swagger.json doesn't contain any paths. Got some sample code bellow. (Working) Swashbuckle code has been commented out:

```cs
using System;
using Microsoft.AspNetCore.Builder;
using Microsoft.Extensions.DependencyInjection;
using Microsoft.Extensions.Hosting;
using Microsoft.OpenApi.Models;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddEndpointsApiExplorer();

//builder.Services.AddSwaggerGen(c =>
//{
//    c.SwaggerDoc("v1", new OpenApiInfo { Title = "My API", Description = "Docs for my API", Version = "v1" });
//});

builder.Services.AddOpenApiDocument();

var app = builder.Build();

if (app.Environment.IsDevelopment())
{
    app.UseDeveloperExceptionPage();
}

//SwaggerBuilderExtensions.UseSwagger(app);

//app.UseSwaggerUI(c =>
//{
//    c.SwaggerEndpoint("/swagger/v1/swagger.json", "My API V1");
//});

app.UseOpenApi();
app.UseSwaggerUi3();

app.MapGet("/", () => "Hello World!");""",
      T("ASP.NET"), T("OpenAPI"), T("Swashbuckle"), T("NSwag"), T("C#"), E("GET /"),
      source="https://github.com/RicoSuter/NSwag/issues/3560", kind="issue",
      note="app.MapGet(\"/\") the minimal API's route; the cs fence names C#; the commented-out SwaggerEndpoint path "
           "is a document's URL, not a route with a method; swagger.json bare; the code cut after the route (its fence left open)"),
    R(r"""Swagger CLI generated spec missing Minimal API endpoints (but they do show up in Swagger UI)

I have a requirement to use minimal APIs in a .NET 6 application, but with generic host, rather than `WebApplicationBuilder` (for reasons of not breaking the existing build/release pipelines, at least in the short term).

In this scenario, when I add minimal API endpoints, they show up in the Swagger UI, but if I then try to generate a spec using the CLI they are missing.

Steps to recreate:
1. Create a new .NET 5 application
2. Update it to .NET 6 (by changing the .NET version number in csproj)
3. Register a minimal API endpoint in startup.cs `Configure` method:

``` csharp
app.UseEndpoints(endpoints =>
{
    endpoints.MapGet("HelloWorld", (int subscriberId) => "Hello World").WithName("Test");
    endpoints.MapControllers();
});
```

4. Add this call to `ConfigureServices`

``` csharp
services.AddEndpointsApiExplorer();
```

5. Update Swashbuckle.AspNetCore to 6.4.0

Launch the app, notice that the endpoint shows up in Swagger UI.

Launch the swagger CLI to generate a spec from the resulting web application's .dll file:
``` powershell
swagger tofile --output api-spec.json ./bin/Debug/net6.0/YourWebApplication.dll v1
```

The minimal api endpoint for "Hello World" is not included in the generated api-spec.json file (but the controller actions are).""",
      T(".NET"), T("Swagger UI"), T("Swashbuckle"), T("C#"), T("PowerShell"),
      F("./bin/Debug/net6.0/YourWebApplication.dll"),
      source="https://github.com/domaindrivendev/Swashbuckle.AspNetCore/issues/2463", kind="issue",
      note="MapGet(\"HelloWorld\") has no leading slash -- no endpoint; Swashbuckle.AspNetCore the package (labelled "
           "Swashbuckle); the csharp and powershell fences (written with a space) name C# and PowerShell; the Swagger "
           "CLI as \"swagger CLI\" -- Swagger labelled only through Swagger UI (doubtful); startup.cs, csproj and "
           "api-spec.json bare"),
    # ---------------------------------------------------------------- observability: Grafana, Prometheus, Loki
    R(r"""Adds Grafana provisioning to Docker

This change enables automatic _datasource_ and _dashboard_ configuration within the Grafana container by taking advantage of the [administrative provisioning](https://grafana.com/docs/grafana/latest/administration/provisioning/). The ./src/Ghosts.Api/docker-compose.yml now references the relative path of the ./configuration/grafana/* directories to enable the provisioning.  This assumes that `docker-compose` is executed from a full clone of the git repository.

This also replaces the hard-coded `/Users/dustin/data/ghosts` path in src/Ghosts.Api/docker-compose.yml

Awesome PR, thanks @sei-dspooner!""",
      T("Grafana"), T("Docker"), T("Docker Compose"), T("Git"),
      F("./src/Ghosts.Api/docker-compose.yml"), F("src/Ghosts.Api/docker-compose.yml"),
      source="https://github.com/cmu-sei/GHOSTS/pull/63", kind="issue",
      note="the compose file written both with and without ./ (each labelled as written); ./configuration/grafana/* a "
           "glob over folders, /Users/dustin/data/ghosts absolute -- not labelled; \"the git repository\" names Git"),
    R(r"""Add info about interacting with the docker solution & configure grafana data sources automatically

TrafficCapture/dockerSolution/src/main/docker/docker-compose.yml:38
```diff
@@ -35,6 +35,7 @@ services:
       - "3000:3000"
     volumes:
       - ./grafana_data:/var/lib/grafana
+      - ./grafana_datasources.yaml:/usr/share/grafana/conf/provisioning/datasources/datasources.yaml
```
thank you for figuring this out!
Should this be a mounted file or a configuration file that's within the image?  I can't think of how I would want to change this, and it seems like it might be useful for a quick-and-dirty deployment elsewhere w/out compose.

Yep, I think you're right. This was helpful for testing, but a user is quite unlikely to need that.""",
      T("Docker"), T("Grafana"),
      F("TrafficCapture/dockerSolution/src/main/docker/docker-compose.yml"), F("./grafana_datasources.yaml"),
      source="https://github.com/opensearch-project/opensearch-migrations/pull/552", kind="issue",
      note="a review thread: its file path (the :38 line left out) and the diff's mounted ./grafana_datasources.yaml; "
           "./grafana_data a folder, the container paths absolute; \"w/out compose\" means Docker Compose but is the "
           "bare trap word -- not labelled (doubtful); OpenSearch only in the repository's name"),
    R(r"""add complete data persistence for Grafana and Prometheus

- Add persistent volumes for grafana_data and prometheus_data
- Create Grafana provisioning configuration for automatic Prometheus datasource
- Add dashboard provisioning setup with proper directory structure
- Eliminate need to manually configure Grafana-Prometheus connection
- Data now persists across container restarts (API keys, metrics, dashboards)
- Grafana automatically connects to Prometheus on startup

Key files:
- grafana/provisioning/datasources/prometheus.yml: Auto-configures Prometheus datasource
- grafana/provisioning/dashboards/dashboard.yml: Dashboard provisioning config
- Updated docker-compose.yml with persistent volumes and volume mounts""",
      T("Grafana"), T("Prometheus"),
      F("grafana/provisioning/datasources/prometheus.yml"), F("grafana/provisioning/dashboards/dashboard.yml"),
      source="https://github.com/ozanunal0/Prometheus-Gateway/pull/31", kind="issue",
      note="docker-compose.yml a bare file name -- Docker Compose not named otherwise (doubtful, left out)"),
    R(r"""fix(grafana): enable data source provisioning to fix dashboards

In the current docker-compose setup, Grafana data sources were not being created automatically. This caused an issue where provisioned dashboards would fail to render graphs, showing a `Datasource <UID> was not found` error in the panels.

This PR resolves this issue by enabling Grafana's data source provisioning and updating the relevant dashboard configurations. This ensures that the Prometheus and Loki data sources are created automatically on container startup, allowing dashboards to correctly recognize them and display data reliably.

Changes
- Updated the existing `log-analyser/datasources/datasource_loki.yml` to assign static uids to the Prometheus and Loki data sources.
- Added a volume mount to `grafana.yml` to load the data source definition directory, enabling automatic data source creation.
- Updated `Prosody-Dashboard.json` and `prosody.json`.

Cheers!""",
      T("Docker Compose"), T("Grafana"), T("Prometheus"), T("Grafana Loki"), F("log-analyser/datasources/datasource_loki.yml"),
      source="https://github.com/jitsi/docker-jitsi-meet/pull/2145", kind="issue",
      note="grafana.yml and the dashboards' JSON files bare; Prosody only in the dashboards' file names -- not "
           "labelled; Jitsi Meet only in the repository's name"),
    # ---------------------------------------------------------------- build tools: CMake, Bazel
    R(r"""CMake Error at CMakeLists.txt:88

CMake Error at CMakeLists.txt:88 (add_executable):
  Cannot find source file:

    src/private/horde/main.cpp

Build instructions might be more useful/interesting than licensing information. Looks like some code smell from an old dev cycle. I am trying to port this to emscripten and didn't get very far.""",
      T("CMake"), T("Emscripten"), F("src/private/horde/main.cpp"),
      source="https://github.com/osen/openradiant/issues/10", kind="issue",
      note="CMakeLists.txt bare (its :88 a line number)"),
    R(r"""CMake Error

报错：
CMake Error at plumbing_server_client/CMakeLists.txt:136 (add_executable):
  Cannot find source file:

    src/demo01_server.cpp

  Tried extensions .c .C .c++ .cc .cpp .cxx .cu .m .M .mm .h .hh .h++ .hm
  .hpp .hxx .in .txx

CMake Error at plumbing_server_client/CMakeLists.txt:136 (add_executable):
  No SOURCES given to target: demo01_server
CMakelist配置：
 add_executable(demo01_server src/demo01_server.cpp)

  add_dependencies(demo01_server ${PROJECT_NAME}_gencpp)

 target_link_libraries(demo01_server
   ${catkin_LIBRARIES}
 )

ps：确认demo01_server.cpp在src下且未拼错名字

问题已解决
原因：之前因为错误命名src文件夹名，所以重新命名其为src，此时src文件名变为“src/src”（但是在vscode中它显示为一个文件夹，实际打开文件夹查看时，发现其在src下又建了一个src，而将cpp文件放在下级src中）
解决：把cpp文件放入上一级，删去多余src""",
      T("CMake"), T("VS Code"), F("plumbing_server_client/CMakeLists.txt"), F("src/demo01_server.cpp"),
      source="https://github.com/gdut-robocon/rc_start_lesson/issues/22", kind="issue",
      note="Chinese; the CMakeLists.txt path with its :136 left out; src/src a folder; catkin only inside a CMake "
           "variable's name -- not labelled (doubtful); vscode is VS Code"),
    R(r"""CMake Error at grid_ndt/CMakeLists.txt:82

CMake Error at grid_ndt/CMakeLists.txt:82 (add_executable):
  Cannot find source file:

    src/test/xyz2pcd.cpp

  Tried extensions .c .C .c++ .cc .cpp .cxx .cu .m .M .mm .h .hh .h++ .hm
  .hpp .hxx .in .txx .f .F .for .f77 .f90 .f95 .f03 .ispc

CMake Error at grid_ndt/CMakeLists.txt:82 (add_executable):
  No SOURCES given to target: xyz2pcd

CMake Generate step failed.  Build files cannot be regenerated correctly.
Invoking "cmake" failed

there is not a xyz2pcd.cpp file in the content,so I make a annotate with “#”from 81 to 86 line""",
      T("CMake"), F("grid_ndt/CMakeLists.txt"), F("src/test/xyz2pcd.cpp"),
      source="https://github.com/daysun/grid_ndt/issues/1", kind="issue",
      note="xyz2pcd.cpp bare in the comment"),
    R(r"""Someone forgot to commit src/main/protobuf/BUILD

`$ bazel build src/main/java/build/buildfarm`
> _src/main/java/build/buildfarm/BUILD:64:1: no such package 'src/main/protobuf': BUILD file not found on package path and referenced by '//src/main/java/build/buildfarm:buildfarm'_

The BUILD file under //src/main/protobuf clashes with the "build" directory on case-insensitive filesystems. Please consider renaming one of them.

This has been fixed by #41""",
      T("Bazel"), F("src/main/protobuf/BUILD"), F("src/main/java/build/buildfarm/BUILD"),
      source="https://github.com/buildfarm/buildfarm/issues/28", kind="issue",
      note="the title's BUILD file and the error's (its :64:1 left out); src/main/java/build/buildfarm a package "
           "folder, //src/main/protobuf a Bazel label -- not files; Protocol Buffers only as a folder's name"),
    R(r"""BAZEL构建失败，报错：no such package 'bazel/config': BUILD file not found in any of the following directories

**Describe the bug (描述bug)**

这是我的BUILD文件中一部分。
`scu_cc_library(
    name = "context",
    hdrs = ["context.h"],
    srcs = ["context.cpp"],
    deps = [
        # "//libscu/lib/link/pb:link_cpp_proto",
        "@com_github_brpc_brpc//:brpc",
        "@com_github_brpc_brpc//:butil",
    ],
)`

编译context的时候会报如下错误：

`ERROR: Analysis of target '//libscu/lib/link:context' failed; build aborted: no such package 'bazel/config': BUILD file not found in any of the following directories. Add a BUILD file to a directory to mark it as a package.`

如果把"@com_github_brpc_brpc//:brpc"注释掉可以编译通过。

**To Reproduce (复现方法)**

必现

**Expected behavior (期望行为)**
能够编译通过

**Versions (各种版本)**
OS: ubuntu1~22.04
Compiler: gcc version 11.3.0 (Ubuntu 11.3.0-1ubuntu1~22.04)
brpc: brpc-1.4.0
protobuf: protobuf-3.19.4

自己问题，少了文件""",
      T("Bazel"), T("brpc"), T("Ubuntu"), T("GCC"), T("Protocol Buffers"),
      source="https://github.com/apache/brpc/issues/2233", kind="issue",
      note="Chinese; the versions list: Ubuntu, gcc, brpc, protobuf (Protocol Buffers); context.h and context.cpp "
           "bare; the Bazel labels are targets, not files"),
    # ---------------------------------------------------------------- observability in Express apps: Sentry, OpenTelemetry
    R(r"""ExpressJS not catching errors

I am copying the exact documentation (https://docs.sentry.io/platforms/node/express/):

```
const express = require('express');
const app = express();
const Sentry = require('@sentry/node');

Sentry.init({ dsn: 'REDACTED' });

// The request handler must be the first middleware on the app
app.use(Sentry.Handlers.requestHandler());

// All controllers should live here
app.get('/', function rootHandler(req, res) {
  res.end('Hello world!');
});

app.get('/debug-sentry', function mainHandler(req, res) {
  throw new Error('My first Sentry error!');
});

// The error handler must be before any other error middleware and after all controllers
app.use(Sentry.Handlers.errorHandler());


app.listen(3000);
```

and pointing my browser to http://localhost:3000/debug-sentry and sentry is not capturing my error. I can throw an error outside the route and it will capture it but it will not capture it if I throw an error inside the route.

Fixed it.

`Filter out events coming from localhost`

was turned on in the project.""",
      T("Express"), T("Sentry"), E("GET /"), E("GET /debug-sentry"),
      source="https://github.com/getsentry/sentry-docs/issues/1102", kind="issue",
      note="ExpressJS is Express; @sentry/node the SDK package (Sentry labelled); the two app.get routes; the browser's "
           "visit to the URL gives no method of its own"),
    R(r"""[zmarkdown] Fixes Sentry error handling

Quoting [Sentry's documentation](https://docs.sentry.io/platforms/node/guides/express/):

> The error handler must be before any other error middleware and after all controllers

I tried it on Zeste de Savoir's staging server using this custom route to generate an error:

```js
app.get("/debug-sentry", function mainHandler(req, res) {
  throw new Error("My first Sentry error!");
});
```

Currently, the error is logged in `.pm2/logs/` but not sent to Sentry. With these changes, it is logged and sent to Sentry.""",
      T("Sentry"), T("JavaScript"), E("GET /debug-sentry"),
      source="https://github.com/zestedesavoir/zmarkdown/pull/455", kind="issue",
      note="the js fence names JavaScript; .pm2/logs/ a folder -- PM2 only inside it, not labelled (doubtful); Express "
           "only inside the docs' URL; Zeste de Savoir a site"),
    R(r"""[expressjs] issues verify step says an event was received, but no issues are shown

After following the onboarding steps for expressjs app, and triggering the demo error, no error is shown in Sentry. Verify step says that event was received, but nothings happening after clicking on the button, I am returned to the same onboarding page

`instrument.js`:
```
// Import with `import * as Sentry from "@sentry/node"` if you are using ESM
import * as Sentry from "@sentry/node";
// import { nodeProfilingIntegration } from "@sentry/profiling-node";

Sentry.init({
  dsn: "<dsn>",
//   integrations: [
//     nodeProfilingIntegration(),
//   ],
  // Tracing
  tracesSampleRate: 1.0, //  Capture 100% of the transactions

  // Set sampling rate for profiling - this is relative to tracesSampleRate
//   profilesSampleRate: 1.0,
});
```

`index.js`
```
import app from "./app.js";
import "./instrument.js";
import * as Sentry from "@sentry/node";


Sentry.setupExpressErrorHandler(app);

app.get("/debug-sentry", function mainHandler(req, res) {
  throw new Error("My first Sentry error!");
});

const port = 3000;
console.log(`Server is running on port ${port}`);

app.listen(port);
```

`app.ts`
```
import express from 'express';
const app = express();

// Middleware to parse JSON bodies
app.use(express.json());""",
      T("Express"), T("Sentry"), F("./app.js"), F("./instrument.js"), E("GET /debug-sentry"),
      source="https://github.com/getsentry/sentry/issues/78825", kind="issue",
      note="expressjs is Express; the imports of ./app.js and ./instrument.js carry their extensions (files, "
           "doubtful as import specifiers); instrument.js, index.js and app.ts as headings are bare; ESM a module "
           "format; the app.ts listing cut before its own route"),
    R(r"""Express instrumentation does not properly handle router usage

I don't think the current express instrumentation handles usage of a `express.Router()`.   Perhaps change `use-express.mjs` for now to not use a Router and we add a separate issue about handling `Router` in instr-express?

_Originally posted by @trentm in https://github.com/open-telemetry/opentelemetry-js-contrib/pull/1966#discussion_r1505871458_

I expected it to show up as `router - /post/:id` but instead was just `router - /`

@JamieDanielson This is related to https://github.com/open-telemetry/opentelemetry-js-contrib/issues/1947 

At the moment,`http.route` attributes of router and middleware spans are set to the "[mount path](https://expressjs.com/en/guide/using-middleware.html#:~:text=mount%20path)" (in the cases I could see).

```JavaScript
// Tests PR example (root mount path)
const routerA = express.Router();
routerA.get('/post/:id', (req, res) => {
  res.send(`Post id: ${req.params.id}`);
});
app.use(routerA);

// Adapted example (non-root mount path)
const routerB = express.Router();
routerB.get('/:id', (req, res) => {
  res.send(`Post id: ${req.params.id}`);
});
app.use('/post', routerB);
```""",
      T("Express"), T("JavaScript"), E("GET /post/:id"),
      source="https://github.com/open-telemetry/opentelemetry-js-contrib/issues/1993", kind="issue",
      note="routerA's GET /post/:id, and routerB's /:id mounted under /post is the same full path (written in full "
           "above) -- one label; use-express.mjs bare; OpenTelemetry only in the URLs and the repository's name -- not "
           "labelled"),
    R(r"""Can't get active span in Express instrumentation.

I followed the very simple instrumentation instructions:

```
const { NodeTracerProvider } = require('@opentelemetry/sdk-trace-node');
const { registerInstrumentations } = require('@opentelemetry/instrumentation');
const { HttpInstrumentation } = require('@opentelemetry/instrumentation-http');
const { ExpressInstrumentation } = require('@opentelemetry/instrumentation-express');

const provider = new NodeTracerProvider();
provider.register();

registerInstrumentations({
  instrumentations: [
    // Express instrumentation expects HTTP layer to be instrumented
    new HttpInstrumentation(),
    new ExpressInstrumentation(),
  ],
});
```
And in my express code I am trying to get the active span:
```
app.get("/api/results/:id", async (req, res) => {
  const localSpan = opentelemetry.trace.getActiveSpan();
```
But it ends up being null??

I am facing the same issue: `TypeError: Cannot read properties of undefined (reading 'spanContext')`. The value is undefined:
```
app.get("/data", async (req, res) => {
  try {
    if (req.query["fail"]) {
      throw new Error("A really bad error :/");
    }
    const apiResponse = await axios.get("http://localhost:8090/user");
    res.json(apiResponse.data);
  } catch (error) {""",
      T("Express"), T("OpenTelemetry"), T("Axios"), E("GET /api/results/:id"), E("GET /data"),
      source="https://github.com/open-telemetry/opentelemetry-js-contrib/issues/2617", kind="issue",
      note="the two app.get routes; axios.get calls another service at localhost:8090 -- not the app's route, not "
           "labelled (doubtful); OpenTelemetry through its @opentelemetry packages"),
    # ---------------------------------------------------------------- API gateways: Kong's Admin API
    R(r"""How to add service/route - Kong 1.0.3

### Summary
Kong Version : 1.0.3

Followed steps at https://docs.konghq.com/1.0.x/getting-started/configuring-a-service/ to configure service.

### Steps To Reproduce
1. Add Service
curl -i -X POST \
  --url http://localhost:8001/services/ \
  --data 'name=sampleapi' \
  --data 'url=http://sample.com/v1/accounts'

2. Add Route
curl -i -X POST \
  --url http://localhost:8001/services/sampleapi/routes \
  --data 'hosts[]=sample.com' \
  --data 'methods[]=POST' \
  --data 'name=my-route'
3. Forward request through Kong

curl -i -X POST --url http://localhost:8000/sampleapi/v1/accounts
curl -i -X POST --url http://localhost:8000/v1/accounts

{
    "message": "no Route matched with those values"
}

That said, you created a route with a host "sample.com" but then in your requests in step 3 fail to pass the Host header specifying "sample.com". So the response is as expected.

thanks. realized just after posting that I need to set host in header.""",
      T("Kong"), E("POST /services/"), E("POST /services/sampleapi/routes"),
      source="https://github.com/Kong/kong/issues/4294", kind="issue",
      note="curl -X POST to Kong's own Admin API on :8001 (services and a service's routes, both created); the proxied "
           "POSTs on :8000 are refused with \"no Route matched\" -- not labelled; the maintainer's boilerplate "
           "paragraph cut"),
    R(r"""{"message":"no API found with those values"}

### Summary

SUMMARY_GOES_HERE

### Steps To Reproduce

1. i added My API to Kong by executing the following command :
curl -i -X POST http://localhost:8001/apis/ \
   -d 'name=logService' \
   -d 'upstream_url=http://localhost/logService/public/index.php' \
  -d 'uris=/logging' \
   -d 'hosts=logService' \
   -d 'methods=GET,HEAD,POST,DELETE'

**it gives this response :**
HTTP/1.1 201 Created
Date: Tue, 11 Apr 2017 14:13:24 GMT
Content-Type: application/json; charset=utf-8
Transfer-Encoding: chunked
Connection: keep-alive
Access-Control-Allow-Origin: *
Access-Control-Allow-Credentials: false
Server: kong/0.10.0

2.  curl -i -X GET localhost:8001/apis/logService

HTTP/1.1 200 OK
Date: Tue, 11 Apr 2017 15:03:59 GMT
Content-Type: application/json; charset=utf-8
Transfer-Encoding: chunked
Connection: keep-alive
Access-Control-Allow-Origin: *
Access-Control-Allow-Credentials: false
Server: kong/0.10.0""",
      T("Kong"), E("POST /apis/"), E("GET /apis/logService"),
      source="https://github.com/Kong/kong/issues/2376", kind="issue",
      note="two Admin API calls answered 201 and 200 (the second a concrete request, no route written for it); "
           "/logging a proxy path with no method of its own; index.php only inside a URL -- PHP not labelled; the "
           "Server header names Kong"),
    R(r'''Why do I get an error sending the request message": "no Route matched with those values"

### Kong version (`$ kong version`)

3.5

### Current Behavior

我在尝试使用Kong,并将请求分发到Nginx中，Nginx是正常运行的

### Steps To Reproduce

### Step 1: Create the Upstream
curl -i -X POST --url http://127.0.0.1:8001/upstreams --data 'name=example-hc-upstream' --data 'healthchecks.active.type=http' --data ' healthchecks.active.http_path=/' --data 'healthchecks.active.healthy.interval=2' --data 'healthchecks.active.healthy.successes=1' --data ' data 'healthchecks.active.unhealthy.interval=1' --data 'healthchecks.active.unhealthy.timeouts=3'

### Step 2: Add the target
curl -i -X POST --url http://127.0.0.1:8001/upstreams/example-hc-upstream/targets --data 'target=127.0.0.1:8080' --data 'weight=1'
curl -i -X POST --url http://127.0.0.1:8001/upstreams/example-hc-upstream/targets --data 'target=127.0.0.1:8081' --data 'weight=1'

### Step 3: Create a Service
curl -i -X POST --url http://127.0.0.1:8001/services/ --data 'name=example-hc-service' --data 'host=example-hc-upstream'

### Step 4: Create a route
curl -i -X POST --url http://127.0.0.1:8001/services/example-hc-service/routes --data 'paths[]=/hello' --data 'name=test' --data "service.id= 15722364-296f-4624-9026-ceff2d2166f2"''',
      T("Kong"), T("Nginx"), E("POST /upstreams"), E("POST /upstreams/example-hc-upstream/targets"),
      E("POST /services/"), E("POST /services/example-hc-service/routes"),
      source="https://github.com/Kong/kong/issues/12083", kind="issue",
      note="Chinese and English; the four Admin API calls with -X POST to Kong's own :8001 (their answers not shown; "
           "the failure is on the proxy side, whose request is not written); /hello and the health check's / are "
           "configuration values, not requests"),
    # ---------------------------------------------------------------- GitOps and Kubernetes operators
    R(r"""Fixup kustomize fields

ArgoCD sync is failing due to incorrect field naming. Fixes done by running "kustomize edit fix" in the dev/ and prod/ dirs

@devopsjourney1 Hey there, the kustomized webapp sync isn't working due to problems with the kustomize files. This is affecting people following your tutorial. I've tested that with these changes, things work well again.

I encountered this error while using your code, it is not working:

```
Unable to create application: application spec for kustom-app-dev is invalid: InvalidSpecError: Unable to generate manifests in kustom-webapp/overlays/dev: rpc error: code = Unknown desc = `kustomize build <path to cached source>/kustom-webapp/overlays/dev` failed exit status 1: # Warning: 'patchesStrategicMerge' is deprecated. Please use 'patches' instead. Run 'kustomize edit fix' to update your Kustomization automatically. # Warning: 'commonLabels' is deprecated. Please use 'labels' instead. Run 'kustomize edit fix' to update your Kustomization automatically. Error: no matches for Id Deployment.v1.apps/mywebapp-dev.[noNs]; failed to find unique target for patch Deployment.v1.apps/mywebapp-dev.[noNs]
```

I am not sure why `'patchesStrategicMerge' is deprecated`, this thing is so stupid and confusing.""",
      T("Argo CD"), T("Kustomize"),
      source="https://github.com/devopsjourney1/argo-examples/pull/12", kind="issue",
      note="ArgoCD is Argo CD; dev/, prod/ and kustom-webapp/overlays/dev are folders -- no file; rpc in passing; "
           "Kubernetes never named (only its Deployment kind)"),
    R(r"""install crd, can't find resources

**OS* Ubuntu
**go** version go1.20 linux/amd64
**k8s** 1.24.9
**kustomize** v5.0.0

**Steps**

clone project (clean go and kustomize installs) and run the `make install` step.

**Error**

```
/home/foobar/go/bin/controller-gen "crd:trivialVersions=true,preserveUnknownFields=false" rbac:roleName=manager-role webhook paths="./..." output:crd:artifacts:config=config/crd/bases
F0208 15:13:48.876445   22986 packages.go:59] Failed loading boilerplate: open k8s.io/kubernetes/hack/boilerplate/boilerplate.go.txt: no such file or directory
```

**Expected**

I expected the CRDs to install on the kubernetes cluster.

I moved past that error by moving the hack folder files to a new directory structure 

`k8s.io/kubernetes/hack/boilerplate`

new error says

```
/home/foobar/go/bin/controller-gen "crd:trivialVersions=true,preserveUnknownFields=false" rbac:roleName=manager-role webhook paths="./..." output:crd:artifacts:config=config/crd/bases
F0208 15:51:36.863998    4023 packages.go:99] no valid types were specified
```

Need some help here.

@Programmeris Do you know how to fix this?

Seems `make manifests` step is generating the something weird.""",
      T("Ubuntu"), T("Go"), T("Kubernetes"), T("Kustomize"), T("Make"), T("controller-gen"),
      F("k8s.io/kubernetes/hack/boilerplate/boilerplate.go.txt"),
      source="https://github.com/seaweedfs/seaweedfs-operator/issues/81", kind="issue",
      note="the environment list: Ubuntu, go, k8s (Kubernetes), kustomize; make install / make manifests name Make; "
           "controller-gen named by its command (its own path absolute); the boilerplate file the generator fails to "
           "open is a relative path (labelled, doubtful: it reads like a module path), k8s.io/kubernetes/hack/boilerplate "
           "and config/crd/bases folders; packages.go bare; SeaweedFS only in the repository's name"),
    R(r"""make deploy - results in -> ~/go/bin/controller-gen: No such file or directory

Hi All, 

   I have a issue getting make deploy to work;

macOs 12.2.1 (21D62)

kubectl version --client
Client Version: version.Info{Major:"1", Minor:"23", GitVersion:"v1.23.5", GitCommit:"c285e781331a3785a7f436042c65c5641ce8a9e9", GitTreeState:"clean", BuildDate:"2022-03-16T15:51:05Z", GoVersion:"go1.17.8", Compiler:"gc", Platform:"darwin/amd64"}

go version go1.18 darwin/amd64

GNU Make 3.81
Copyright (C) 2006  Free Software Foundation, Inc.
This is free software; see the source for copying conditions.
There is NO warranty; not even for MERCHANTABILITY or FITNESS FOR A
PARTICULAR PURPOSE.

This program built for i386-apple-darwin11.3.0

{Version:kustomize/v4.5.2 GitCommit:9091919699baf1c5a5bf71b32ca73a993e98088b BuildDate:2022-02-09T23:19:28Z GoOs:darwin GoArch:amd64}

The output looks as follows with some privacy modifications (i.e. -> ~)
...
go: added sigs.k8s.io/yaml v1.2.0
~/go/bin/controller-gen "crd:trivialVersions=true,crdVersions=v1" rbac:roleName=manager-role webhook paths="./..." output:crd:artifacts:config=config/crd/bases
/bin/sh: ~/go/bin/controller-gen: No such file or directory

Please Help, & TIA :)

Any good docker images that are known to build correctly ?

I guess docker pull grafana/k6""",
      T("Make"), T("macOS"), T("Kubernetes"), T("Go"), T("Kustomize"), T("controller-gen"), T("Docker"),
      source="https://github.com/grafana/k6-operator/issues/104", kind="issue",
      note="version dumps: macOs, kubectl (Kubernetes), go, GNU Make, kustomize; controller-gen only in a home path and its "
           "command line (labelled as the missing tool, doubtful); grafana/k6 an image name -- k6 not labelled; /bin/sh "
           "an absolute path; darwin a platform string"),
    R(r"""kubectl apply -f config/samples/ doesnt work

 kubectl apply -f config/samples/
resource mapping not found for name: "namespace-sample" namespace: "" from "config/samples/headscale_v1alpha1_namespace.yaml": no matches for kind "Namespace" in version "headscale.barpilot.io/v1alpha1"
ensure CRDs are installed first
resource mapping not found for name: "preauthkey-sample" namespace: "" from "config/samples/headscale_v1alpha1_preauthkey.yaml": no matches for kind "PreAuthKey" in version "headscale.barpilot.io/v1alpha1"
ensure CRDs are installed first
resource mapping not found for name: "server-sample" namespace: "" from "config/samples/headscale_v1alpha1_server.yaml": no matches for kind "Server" in version "headscale.barpilot.io/v1alpha1"
ensure CRDs are installed first

Indeed, `kubectl apply -f config/samples/` should be done after a `make install` which put CRD in K8S cluster.

I have to update doc :)

yeah well it kinda creates a further issue for us, we dont use docker, wount go near it, we use podman, all your work is very docker specific and relies on a working access to a viable cluster also..... feels like alot of hoops just to deploy this.

You can also simply run `kubectl apply -f config/crd/bases/`""",
      T("Kubernetes"), T("Make"), T("Docker"), T("Podman"),
      F("config/samples/headscale_v1alpha1_namespace.yaml"), F("config/samples/headscale_v1alpha1_preauthkey.yaml"),
      F("config/samples/headscale_v1alpha1_server.yaml"),
      source="https://github.com/guilhem/headscale-operator/issues/2", kind="issue",
      note="kubectl and K8S are Kubernetes; the three sample manifests kubectl read; config/samples/ and config/crd/bases/ folders; headscale only in the API group's domain -- not labelled"),
    R(r"""kubectl apply -f don't work

```

[root@node1 tt]#  kubebuilder create api --group ship --version v1beta1 --kind Frigate
Create Resource under pkg/apis [y/n]?
y
Create Controller under pkg/controller [y/n]?

invalid input "", should be [y/n]
invalid input "", should be [y/n]
invalid input "", should be [y/n]
invalid input "", should be [y/n]
invalid input "", should be [y/n]y
Writing scaffold for you to edit...
pkg/apis/ship/v1beta1/frigate_types.go
pkg/apis/ship/v1beta1/frigate_types_test.go
pkg/controller/frigate/frigate_controller.go
pkg/controller/frigate/frigate_controller_test.go
Running make...
go generate ./pkg/... ./cmd/...
go fmt ./pkg/... ./cmd/...
go vet ./pkg/... ./cmd/...
go run vendor/sigs.k8s.io/controller-tools/cmd/controller-gen/main.go all
CRD manifests generated under '/work/go/src/tt/config/crds' 
RBAC manifests generated under '/work/go/src/tt/config/rbac' 
go test ./pkg/... ./cmd/... -coverprofile cover.out
?       tt/pkg/apis     [no test files]
?       tt/pkg/apis/ship        [no test files]
2019/01/21 07:48:18 failed to start the controlplane. retried 5 times
FAIL    tt/pkg/apis/ship/v1beta1        100.747s
?       tt/pkg/controller       [no test files]
2019/01/21 07:48:25 failed to start the controlplane. retried 5 times
FAIL    tt/pkg/controller/frigate       100.481s""",
      T("Kubernetes"), T("Kubebuilder"), T("Make"), T("Go"),
      F("pkg/apis/ship/v1beta1/frigate_types.go"), F("pkg/apis/ship/v1beta1/frigate_types_test.go"),
      F("pkg/controller/frigate/frigate_controller.go"), F("pkg/controller/frigate/frigate_controller_test.go"),
      source="https://github.com/kubernetes-sigs/kubebuilder/issues/577", kind="issue",
      note="kubectl (the title) is Kubernetes; the scaffold's four files; controller-gen's main.go under vendor/ a dependency path -- neither file nor "
           "controller-gen labelled; go generate/fmt/vet/test name Go, Running make names Make; pkg/apis and the "
           "tt/... test packages are folders; the config paths absolute"),
    R(r"""Rbac und CRD manifest file not generated

Hi everyone, 

i am writing an operator with Kubebuilder, everything works fine after the project creation but after i edited the types.go file and the controller.go file there are no generation of rbac or crd manifest files. the "make run" still work but the new variable i have added to my spec are not generated in crd yaml definition file and the kubebuilder markers i have added in the controller are not added in the role.yaml file.

> make generate

 and 

> make manifests

 are not showing any errors.

my environment is : 
- go : 1.16
- Kubebuilder : 3.1.0
- Kubernetes : 1.19.2
- controller-gen : 0.4.1 (sigs.k8s.io/controller-tools/cmd/controller-gen@v0.4.1)
- kustomize : 3.8.7  (sigs.k8s.io/kustomize/kustomize/v3@v3.8.7)

thanks for your help.""",
      T("Kubebuilder"), T("Make"), T("Go"), T("Kubernetes"), T("controller-gen"), T("Kustomize"),
      source="https://github.com/kubernetes-sigs/controller-tools/issues/581", kind="issue",
      note="the environment list; types.go, controller.go and role.yaml bare; the sigs.k8s.io module paths are "
           "package paths, not files; RBAC and CRD Kubernetes terms, not labelled"),
    # ---------------------------------------------------------------- browser extensions
    R(r"""Adding background.js to extension per instructions throws an error trying to load

**Describe the bug**

Following the instructions at https://developer.chrome.com/docs/extensions/mv3/getstarted and trying to load the extension produces an error:

> The "background.scripts" key cannot be used with manifest_version 3. Use the "background.service_worker" key instead. Could not load manifest.

**To Reproduce**
Steps to reproduce the behavior:
1. Create the manifest.json from the getstarted (see additional context below)
2. Try to load it in Chrome Developer Mode
3. See error

**Expected behavior**

Should load extension? Need to use `serviceworker` key?

**Additional context**

Sample manifest.json

```
{
	"name": "Thing Doer",
	"version": "1.0",
	"description": "Doer of things!",
	"manifest_version": 3,
	"background": {
		"scripts": [
			"background.js"
		],
		"persistent": false
	},
	"permissions": [
		"contextMenus",
		"storage"
	]
}
```

@dotproto Is this still an issue now that the guide has been updated?

I believe this was one of the many issues addressed by PR #317.""",
      T("Chrome"),
      source="https://github.com/GoogleChrome/developer.chrome.com/issues/322", kind="issue",
      note="manifest.json and background.js bare; a service worker a web platform feature, not labelled; the "
           "screenshot dropped"),
    R(r"""Background pages with MV3 don't work

### Describe the bug

Background scripts are now defined as a service worker. An import is injected into the top of the service worker that fails to import and the entire service worker fails to load.

### How do we reproduce?

1. `npx create-react-crx`
2. convert manifest.json to v3 (add the version, change background object structure)
3. Build extension
4. Load unpacked, see error

### Expected behavior

I expect there to be no errors with an empty service worker.

### Actual behavior

It errors.

### Please complete the following information:

- Library Version: 3.6.4
- Operating System: macOS 11.6
- Browser: chrome 94.0.4606.61
- Node Version: 15.10.0

### Additional context

This doesn't happen in v2.

I ran into the same issue when upgrading from manifest v2 to v3.

Thanks for reporting this! We'll have time to look into this by the end of the week.

Ahh! That's embarrassing. Thank you for helping me realise the problem.

I can confirm moving the file to the root fixes this issue.""",
      T("macOS"), T("Chrome"), T("Node.js"),
      source="https://github.com/crxjs/chrome-extension-tools/issues/119", kind="issue",
      note="the environment list: macOS, chrome, Node; npx create-react-crx a scaffolding command -- npx and the "
           "generator not labelled (doubtful); the library (CRXJS) never named in the text; manifest.json bare"),
    R(r"""Chore/manifest v3

Upgrades manifest as per https://developer.chrome.com/docs/extensions/mv3/intro/mv3-migration/

To investigate: upgrading to service workers as per https://developer.chrome.com/docs/extensions/mv3/migrating_to_service_workers/

Whoops, PR'd the wrong branch

@emcniece I get an error when I try to load this:

```
The "background.scripts" key cannot be used with manifest_version 3. Use the "background.service_worker" key instead.
```

Well... I guess we're forced to explore the service worker conversion now instead of later in that case.

no rush

@emcniece I am going to close this and we can take a look at it ASAP. I've gotta figure out how the service worker things works too.

@emcniece I updated the code so now it builds. But currently the waveform display is broken by manifest V3. Take a look at it if you have any time. I'll take a look as well.""",
      source="https://github.com/sabjorn/BandcampEnhancementSuite/pull/91", kind="issue",
      note="nothing: Chrome only inside the docs' URLs, manifest V3 and service workers are the extension platform's "
           "terms, Bandcamp only in the repository's name; a repeated link cut"),
    # ---------------------------------------------------------------- databases and their admin tools
    R(r"""postgres db is up but pgadmin can't connect with error Connection Refused

Hi
i just used docker compose up -d 
when i want to add server i get below error

can anybody help me ? thanks

1. Use postgres as hostname.  #https://github.com/khezen/compose-postgres/issues/6
2. Use internal Ipv4 of the pgAdmin container #https://stackoverflow.com/questions/53610385/docker-postgres-and-pgadmin-4-connection-refused

@MyroslavBoiko  Thanks""",
      T("PostgreSQL"), T("pgAdmin"), T("Docker Compose"),
      source="https://github.com/khezen/compose-postgres/issues/27", kind="issue",
      note="postgres the database (and, in the answer, the service's host name); docker compose up the Compose command; "
           "the screenshot dropped"),
    R(r"""Docker install can't connect to external postgresql

**Describe the bug**

Unable to connect to postgresql using latest docker image.

Error:
```Unable to connect to server: connection timeout expired```

Everything works from my desktop using DBeaver. My apps can also connect to postgres without problems.

**To Reproduce**

1. `` sudo docker run --name "pgadmin" -p 5050:80 -e 'PGADMIN_DEFAULT_EMAIL=my@email.com' -e 'PGADMIN_DEFAULT_PASSWORD=password' -d dpage/pgadmin4``

2. Try connect to any postgresql database outside of docker

**Expected behavior**

Able to connect.

**Error message**

```Unable to connect to server: connection timeout expired```

**Desktop (please complete the following information):**
 - OS: Ubuntu 22.04
 - Version: 22.04
 - Mode: Server, Docker
 - Browser Chrome
 - Package type: Docker latest

Seems like it was my firewall (on the same machine) that blocked the connection from the container.

1. Get IP of the docker container: `sudo docker inspect -f '{{range.NetworkSettings.Networks}}{{.IPAddress}}{{end}}' <containerid>`
2. Allow the subnet on the firewall: `sudo ufw allow from 172.17.0.0/16 to any port 5432`""",
      T("Docker"), T("PostgreSQL"), T("DBeaver"), T("pgAdmin"), T("Ubuntu"), T("Chrome"),
      source="https://github.com/pgadmin-org/pgadmin4/issues/6780", kind="issue",
      note="pgadmin (the container's name, dpage/pgadmin4 its image) is pgAdmin, the thread's subject; ufw the "
           "firewall's command -- not labelled (doubtful); the screenshot dropped"),
    R(r"""Can't connect to ('::', 80) error in docker pgadmin4 (RM #4267)

***Issue migrated from Redmine: https://redmine.postgresql.org/issues/4267***
*Originally created by **W S** at 2019-05-15 19:11:50 UTC.*

Starting pgadmin4 via docker using the docker-compose file

<pre>
 pgadmin:
    image: dpage/pgadmin4
    container_name: pgadmin
    volumes:
      - ./pgadmin/var/lib/pgadmin:/var/lib/pgadmin
      - ./servers.json:/servers.json
    environment:
      - PGADMIN_DEFAULT_EMAIL=x@example.com
      - PGADMIN_DEFAULT_PASSWORD=x
</pre>
 
fails with the error

<pre>
root@srv /e/docker# docker logs pgadmin
NOTE: Configuring authentication for SERVER mode.

[2019-05-15 19:00:54 +0000] [1] [INFO] Starting gunicorn 19.9.0
[2019-05-15 19:00:54 +0000] [1] [ERROR] Retrying in 1 second.
[2019-05-15 19:00:55 +0000] [1] [ERROR] Retrying in 1 second.
[2019-05-15 19:00:56 +0000] [1] [ERROR] Retrying in 1 second.
[2019-05-15 19:00:57 +0000] [1] [ERROR] Retrying in 1 second.
[2019-05-15 19:00:58 +0000] [1] [ERROR] Retrying in 1 second.
[2019-05-15 19:00:59 +0000] [1] [ERROR] Can't connect to ('::', 80)
</pre>

I think this error is due to the lack of IPv6 on the host machine

Issue closed on Redmine.""",
      T("pgAdmin"), T("Docker"), T("Docker Compose"), T("Gunicorn"), F("./servers.json"),
      source="https://github.com/pgadmin-org/pgadmin4/issues/2601", kind="issue",
      note="pgadmin4 is pgAdmin 4; the compose file mounts ./servers.json (a relative file) and the ./pgadmin/... "
           "folder; gunicorn in the container's log; Redmine the tracker the issue came from (a site here, not "
           "labelled, doubtful); IPv6 a protocol"),
    R(r"""Build Failure "cannot find symbol"

I found that changing this in the pom.xml fixed it for me:

From this:
```
            <plugin>
                <groupId>org.apache.maven.plugins</groupId>
                <artifactId>maven-compiler-plugin</artifactId>
                <configuration>
                    <source>1.6</source>
                    <target>1.6</target>
                </configuration>
            </plugin>
```
To this
```
            <plugin>
                <groupId>org.apache.maven.plugins</groupId>
                <artifactId>maven-compiler-plugin</artifactId>
                <configuration>
                    <source>1.8</source>
                    <target>1.8</target>
                </configuration>
            </plugin>
```
Make sure you do a mvn clean install after that change, or nothing will happen.  I still see 14 tests failing now, but I did a -DskipTests=true and the JAR built and was running on my project anyhow.  You should probably look into that.  :)""",
      T("Maven"),
      source="https://github.com/versly/wsdoc/issues/41", kind="issue",
      note="mvn and maven-compiler-plugin name Maven (the plugin a Maven part, not labelled apart, doubtful); pom.xml "
           "bare; JAR a file format; Java only through its 1.6/1.8 source levels -- not labelled"),
    # ---------------------------------------------------------------- editors and language servers
    R(r"""[ Fix ] Fix package main info error

Opls was not able to find modules in your workspace.
When outside of GOPATH, gopls needs to know which modules you are working on.
You can fix this by opening your workspace to a folder inside a Go module, or
by using a go.work file to specify multiple modules.
See the documentation for more information on setting up your workspace:
https://github.com/golang/tools/blob/master/gopls/doc/workspace.md.go

--- Solution fix it ! ----

1. into folder root run: go mod init  Learn_Go

2. all friend working guild

step 1 : Open Vscode, and then go to settings.

step 2 : In the search bar , type gopls

step 3 : Just below that you will find settings.json, click on that

step 4 : Paste the below code their "gopls": { "experimentalWorkspaceModule": true, }

step 5 : Save it and restart the Vscode, You are good to go now.""",
      T("gopls"), T("Go"), T("VS Code"),
      source="https://github.com/fdhhhdjd/Learn_Golang/issues/11", kind="issue",
      note="Vscode is VS Code; go.work and settings.json bare; workspace.md only inside the URL; GOPATH an "
           "environment variable"),
    # ---------------------------------------------------------------- CI threads that name nothing
    R(r"""flaky test causing the CICD failures

## Describe the bug
CICD sometime fails due to flaky tests.

In what test?

fixed by #79""",
      source="https://github.com/bytedance/bitsail/issues/78", kind="issue",
      note="nothing: CI/CD is a practice, no tool or file named"),
    R(r"""Tag workflow creates the tag but does not trigger release workflows

**Is this a bug report or feature request?**
* Bug Report

**Deviation from expected behavior:**
The [tag workflow](https://github.com/rook/rook/runs/3403851640?check_suite_focus=true) ran as expected to create the v1.6.9 tag and print the release notes. However, the workflows that watch for tags to be added were not triggered. By manually deleting and then pushing the tag again, the expected actions were run (push image build, canary integration tests, etc).

**Expected behavior:**
After the tag workflow runs, the release build workflows should be triggered by the new `v*` tag.

**How to reproduce it (minimal and precise):**

Run the tag workflow.""",
      source="https://github.com/rook/rook/issues/8580", kind="issue",
      note="nothing: the workflows are GitHub Actions' but the text never names them (only a runs URL); Rook only in "
           "the URL"),
    R(r"""Release workflow for errata?

I'm not entirely sure what the release workflow is for and how it is triggered, but it seems that didn't run for 4.1.1 and 4.0.1 and therefore we're missing a github release.

That is odd... I will look into why it didn't run.

The workflow should run whenever a tag is pushed to the repository.

No tag was pushed. We should probably add a changelog entry on the two branches and push the tag for that commit. @busterb, what do you think?""",
      source="https://github.com/libressl/portable/issues/1199", kind="issue",
      note="nothing: a github release is the site's feature, LibreSSL only in the repository's name"),
]
