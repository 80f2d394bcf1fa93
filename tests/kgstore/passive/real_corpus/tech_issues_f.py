"""Real technical texts, part F: health and metrics endpoints (Prometheus, Kubernetes probes) and
the Apache Tomcat manager, from GitHub issue and pull-request threads.

Kept and labelled as in tech_issues_a. An endpoint is a method and a path (DESIGN §4): a path
the text names as an endpoint of an API without its method (``/metrics``, ``/-/ready``) is not
labelled (such labels were removed by that written rule); a web page (the manager app's
``/manager``) is not an API endpoint.
"""

from real_corpus import E, F, R, T

SURFACES = {
    "Kubernetes": ("Kube",),
    "CentOS": ("centos8",),
}

CASES = [
    R("> As an operator, I want the controller to publish Kube-native endpoints such as `/metrics`, `/healthz`, `/readyz`.\n\n**Acceptance criteria:**\n- `:8080/metrics` exposes Prometheus metrics\n- `:8081/healthz` and `:8081/readyz` return HTTP 200 when healthy",
      T("Prometheus"), T("Kubernetes"),
      source="https://github.com/smeltry-io/machinecfg/issues/66", kind="issue",
      note="ports glued to the paths"),
    R("Discourage the usage of `/metrics` for any probe, and use `/readyz` in place of the earlier telemetry metrics endpoint to secure the exposition data.\n\n/cc @mrueg\n\nIs this passing through /readyz from the apiserver to ksm? I think that's not an ideal approach. It should only be ready if metrics are available.\n\nRight, an oversight on my part. Patched.\n\npkg/app/server.go:383\n```diff\n@@ -376,6 +378,18 @@ func buildTelemetryServer(registry prometheus.Gatherer) *http.ServeMux {\n \t// Add metricsPath\n \tmux.Handle(metricsPath, promhttp.HandlerFor(registry, promhttp.HandlerOpts{ErrorLog: promLogger{}}))\n \n+\t// Add readyzPath\n+\tmux.Handle(readyzPath, http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {\n+\t\tcount, err := testutil.GatherAndCount(registry)\n```\n**mrueg**:\nI like the approach, I am a bit concerned that we're getting a testutil into a production path.\nIs this considered stable?\n\n**mrueg**:\n\"Package testutil provides helpers to test code using the prometheus package of client_golang.\"",
      F("pkg/app/server.go"), T("Prometheus"),
      source="https://github.com/kubernetes/kube-state-metrics/pull/2442", kind="issue"),
    R("Any plans to add healthcheck endpoints, like liveness and readiness that k8s uses?\n\nFeel free to tell me that I am doing things the wrong way.\n\nYou can use `/-/healthy` and `/-/ready` just like in Prometheus.\n\nThank you @pedro-stanaka – indeed, we already implement these.",
      T("Kubernetes"), T("Prometheus"),
      source="https://github.com/prometheus/statsd_exporter/issues/437", kind="issue"),
    R("This enables the Prometheus actuator endpoint to expose application metrics on `/actuator/prometheus` (https://docs.spring.io/spring-boot/docs/current/reference/html/actuator.html#actuator.metrics.export.prometheus).\n\nThis endpoint is read-only and included by default.\n\nHi, unfortunately this endpoint does not work, i get consistently the error\n\n`[http-nio-8080-exec-1] WARN  o.s.web.servlet.PageNotFound [DefaultHandlerExceptionResolver.java:461] No endpoint GET /actuator/prometheus.`",
      T("Prometheus"), E("GET /actuator/prometheus"),
      source="https://github.com/hapifhir/hapi-fhir-jpaserver-starter/pull/355", kind="issue",
      note="one endpoint, named first without and then with its method; spring-boot only in a URL"),
    R("Prometheus should provide an health endpoint which returns 200 if prometheus is ready to response to queries (recovery is done etc).\n\nThe officially recommendation on high availability is to run two instances behind a load balance. In such scenario we need a health endpoint to avoid hitting a prometheus server that got restarted and isn't ready to serve traffic.\n\nFrom the discussion in https://github.com/prometheus/pushgateway/issues/105 , I'd say what you want here is a `/-/ready` endpoint. The other suggested endpoint is `/-/healthy`, which returns 200 for as long as Prometheus doesn't want to get restarted.",
      T("Prometheus"),
      source="https://github.com/prometheus/prometheus/issues/2831", kind="issue"),
    R("It's definitely possible to integrate prometheus into Sidecar as we have the helm setup already intrinsic to the Repo. I am not totally sure on what the workload on integration would look like though - @ArshamTeymouri Any thoughts on this?\n\nHi Tarik!\n\nThat's a great idea to have the metrics exposed by the application. For this, we need a new endpoint on the application, say `/metrics`, that exposes application details in a Prometheus-compatible way. Please check [Prometheus docs](https://prometheus.io/docs/instrumenting/clientlibs/) for more details about how to integrate those metrics in your application.\n\nBesides, two additional endpoints should also be introduced, `/readiness` and `liveness`. Those endpoints will expose the general health of the application. e.g. If the app is crashing, the `/liveness` should return a non-200 HTTP response and if the application is working fine and is just waiting for its backing database to sync, `/readiness` should be `non-200`. This way Kubernetes knows whether it needs to restart the pod",
      T("Prometheus"), T("Helm"), T("Kubernetes"),
      source="https://github.com/paritytech/substrate-api-sidecar/issues/1008", kind="issue",
      note="lower-case prometheus and helm"),
    # ---- Tomcat -------------------------------------------------------------------------------
    R("I want to access the Tomcat manage webapp. When I click on the _manager webapp_ link in the default Tomcat \"It works!\" page I get a 403 'Forbidden' error. I followed the documentation to set up access but I still would get the 403 error.\n\nI finally figured out that the SynValve configuration in the file:\n `/etc/tomcat9/context.xml`\nprevents access to the Tomcat manager webapp. \n\nI figured out that I could add a Valve to the manager context in the file:\n `/etc/tomcat9/Catalina/localhost/manager.xml`\nThat would override the SynValve.",
      T("Tomcat"),
      source="https://github.com/Islandora-Devops/islandora-playbook/issues/251", kind="issue",
      note="absolute configuration paths"),
    R("How can I reach the page  '/manager'  ,There is a '404' when i try to reach '/manager' ,How to fix it\n\nthank you\n\nThe manager app isn't deployed when using embedded tomcat.",
      T("Tomcat"),
      source="https://github.com/heroku/devcenter-embedded-tomcat/issues/19", kind="issue",
      note="a web page, not an API endpoint; lower-case tomcat"),
    R("Looks like you are using Tomcat 7.0.76, is that correct? If so, which version of tomcatmanager are you using?\n\nYes, **Tomcat**'s version is 7.0.76. And used **tomcatmanager**' is 4.0.0\n\nOh, we know it. Only suit for `Tomcat >= 8.0 and <= 10.0`",
      T("Tomcat"), T("tomcatmanager"),
      source="https://github.com/tomcatmanager/tomcatmanager/issues/137", kind="issue",
      note="version comparators"),
    R("Readme for Tomcat has no word about Root.war rename\n\nHi Guys,\n\nI used tomacat 9. \nAfter installation added to \"tomcat-users.xml\" <user username=\"admin\" password=\"somePass\" roles=\"manager-gui, manager-script\"/>\n\nIF I use you steps with just drop Root.war under deploy folder %CATALINA_HOME%\\webapps\\ then no shop is deployed. Only if rename the Root.war to something else like in your pom.xml <artifactId>sm-shop</artifactId> <packaging>war</packaging> I was able to deploy the shop.",
      T("Tomcat"),
      source="https://github.com/shopizer-ecommerce/shopizer/issues/264", kind="issue",
      note="a misspelt 'tomacat'; a Windows folder under an environment variable"),
    R("Tomcat 6.x manager path fix\n\nIt should be /manager/html/list, not /manager/list",
      T("Tomcat"),
      source="https://github.com/jenkinsci/deploy-plugin/pull/4", kind="issue",
      note="the wrong path is named only to be rejected"),
    R("- Created Apache tomcat guides for centos8, debian 10, and ubuntu 18.04\n\ndocs/development/frameworks/apache-tomcat-on-centos-8/index.md:140\n```diff\n+    {{< file \"/usr/local/tomcat/webapps/manager/META-INF/context.xml\" xml >}}\n+...\n+<!--\n+  <Valve className=\"org.apache.catalina.valves.RemoteAddrValve\"\n+         allow=\"127\\.\\d+\\.\\d+\\.\\d+|::1|0:0:0:0:0:0:0:1\" />\n+-->\n+...\n+{{</ file >}}\n+\n+1.  Restart the Tomcat server, which will allow these changes to take effect:\n+\n+        sudo systemctl restart tomcat\n```\n**hzoppetti**:\nI added this section because I wasn't able to get a login prompt for these managers. With some research I found that with later versions of tomcat they are restricting these pages for local installation only.",
      T("Tomcat"), T("CentOS"), T("Debian"), T("Ubuntu"),
      F("docs/development/frameworks/apache-tomcat-on-centos-8/index.md"),
      source="https://github.com/linode/docs/pull/3229", kind="issue",
      note="lower-case OS names with versions"),
    R("I found the root cause of the issue. It is the confusion created by this\nparagraph:\n\n> A default Tomcat installation includes the Manager. To add an instance of\n> the Manager web application Context to a new host install the manager.xml\n> context configuration file in the\n> $CATALINA_BASE/conf/[enginename]/[hostname] folder. Here is an example:\n>\n> <Context privileged=\"true\" antiResourceLocking=\"false\"\n>          docBase=\"${catalina.home}/webapps/manager\">\n>   <Valve className=\"org.apache.catalina.valves.RemoteAddrValve\"\n>          allow=\"127\\.0\\.0\\.1\" />\n> </Context>\n>\n> If I follow the above instructions to create\n*conf/Catalina/localhost/manager.xml* while having the out of the box\nfolder in *${catalina.home}/webapps/manager*, then the \"localhost\" URL will\nget a \"403 Access Denied\" error and the \"127.0.0.1\" URL works. Remove the\nredundant manager.xml file makes both URLs work.",
      T("Tomcat"), F("conf/Catalina/localhost/manager.xml"),
      source="https://github.com/apache/tomcat/pull/367", kind="issue"),
]

SURFACES["Laravel Herd"] = ("Herd",)

# ---- Rails and Laravel error pages ----------------------------------------------------------
CASES += [
    R("Here is what my web page gives as an error:\n\n---\n\n NoMethodError in Users#show\n\nShowing /home/ubuntu/rails_projects/sample_app/app/views/users/show.html.erb where line #2 raised:\n\nundefined method `name' for nil:NilClass\n\nExtracted source (around line #2):\n\n1: <% provide(:title, 'User') %>\n2: <%= @user.name %>\n\nRails.root: /home/ubuntu/rails_projects/sample_app\nApplication Trace | Framework Trace | Full Trace\n\napp/views/users/show.html.erb:2:in `_app_views_users_show_html_erb__942466153__620127358'",
      F("app/views/users/show.html.erb"),
      source="https://github.com/voormedia/rails-erd/issues/57", kind="issue",
      note="the same file absolute and relative; Rails only as a dotted identifier"),
    R("Via emailed exception:\n\n```\nA NoMethodError occurred in location#show:\n\n  undefined method `[]' for nil:NilClass\n  app/views/location/show.html.haml:1:in `_app_views_location_show_html_haml___2779973647617165848_53666900'\n\n\n-------------------------------\nRequest:\n-------------------------------\n\n  * URL       : http://locations.weconnectchicago.org/location/back-of-the-yards-library-4650-s-damen-avenue\n  * IP address: 173.199.115.147\n  * Parameters: {\"action\"=>\"show\", \"controller\"=>\"location\", \"id\"=>\"back-of-the-yards-library-4650-s-damen-avenue\"}\n  * Rails root: /app\n  * Timestamp : 2013-02-24 08:09:08 -0600\n```",
      F("app/views/location/show.html.haml"), T("Rails"),
      source="https://github.com/smartchicago/connect-chicago-locator/issues/5", kind="issue"),
    R("```\nStarted GET \"/account\" for 183.184.26.118 at 2013-05-15 10:47:56 +0000\nProcessing by UsersController#edit as HTML\nCompleted 500 Internal Server Error in 1ms\n\nNoMethodError (undefined method `name' for nil:NilClass):\n  app/controllers/users_controller.rb:33:in `edit'\n```",
      E("GET /account"), F("app/controllers/users_controller.rb"),
      source="https://github.com/happypeter/onestep/issues/212", kind="issue",
      note="a Rails log: the quoted path of the route"),
    R("Everything works as expected when creating a new user, until the user sets their password. After the password has been set I receive the following error:\n\n```php\n[Call to undefined method Illuminate\\Foundation\\Auth\\User::authentications()](https://dealerlogs.test/welcome/29?expires=1667893109&signature=944d9827a2f00acb40fa218fc3c8d9fda3fe0567e5e59474c122d2bf344158a6#top)\n```\nI am using:\nPHP: 8.1.8\nLaravel: 9.38.0\n\nAny help with this would ne greatly appreciated.",
      T("PHP"), T("Laravel"),
      source="https://github.com/spatie/laravel-welcome-notification/issues/42", kind="issue",
      note="PHP namespaces with backslashes are not paths"),
    R("After registration, when clicking on the dashboard\n\nBadMethodCallException\nCall to undefined method App\\Models\\User::tasks()\nhttp://127.0.0.1:8000/dashboard\n\nThat's weird. Can I know more details or some screenshots of the code please?. It's running on my end.",
      source="https://github.com/parthp1808/Laravel-todo-app/issues/17", kind="issue",
      note="a namespace with backslashes and a local URL: nothing to keep"),
    R("### Extension Version\n\n0.1.18\n\n### PHP Binary\n\nHerd\n\n### Operating System\n\nWindows\n\n### What happened?\n\nUndefined method **update** when used with `Auth::user()` or `$request->user()`\n\n### Mimimal Code Sample\n\n```php\n$userFromAuth = Auth::user();\n\n$userFromAuth->update([ // undefined method update\n    'email' => 'test@example.com'\n]);\n```",
      T("PHP"), T("Laravel Herd"), T("Windows"),
      source="https://github.com/laravel/vs-code-extension/issues/238", kind="issue",
      note="an issue form's environment headings"),
    R("Call to undefine method app\\user:: generateToken()\n![img_20190304_222608_2](https://user-images.githubusercontent.com/15615018/53785311-58050600-3f18-11e9-8a3d-66fbe3acabbd.jpg)\n\nGetting same error with laravel 6.",
      T("Laravel"),
      source="https://github.com/andrecastelo/example-api/issues/5", kind="issue",
      note="app\\user is a class, not a path; lower-case laravel with a version"),
]

CASES += [
    R("Hi, where I'm wrong\n```\nRoute::get('pages/about',function () {\n  return view('about');\n})->name(name:'about');\n\n```\n\nI'm facing just 404\n\nHello @hassanshahzadaheer \n\n// Task 3: point the GET URL \"/about\" to the view\n// resources/views/pages/about.blade.php - without any controller\n// Also, assign the route name \"about\"\n// Put one code line here below\n\nThe answer of above task is like below :\nRoute::get('/about',function(){ return view('pages.about');})->name('about');\n\nThe task is to call `/about` url which will return the view named `about`, located inside the `pages` directory in the views directory.\nYour mistake is regarding `url` and view `path`.",
      E("GET /about"), F("resources/views/pages/about.blade.php"),
      source="https://github.com/LaravelDaily/Test-Laravel-Routes/issues/143", kind="issue",
      note="'the GET URL \"/about\"': the method and a quoted path"),
]

CASES += [
    R("Add two new endpoints to application so that kubernetes can monitor it.\n\n  • GET /healthz (replacing /health)\n  • GET /readyz",
      T("Kubernetes"), E("GET /healthz"), E("GET /readyz"),
      source="https://github.com/tibiadata/tibiadata-api-go/issues/146", kind="issue",
      note="lower-case kubernetes; the replaced endpoint is named without a method"),
]
