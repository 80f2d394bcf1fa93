"""A thirty-seventh fresh held-out set ("fresh-37"), the issues part: 55 GitHub issue and pull-request threads on
self-hosting and commerce -- home-lab apps (Jellyfin, Uptime Kuma, Pi-hole, Nextcloud, 2FAuth, Home Assistant
add-ons), reverse proxies (Nginx, Caddy, Nginx Proxy Manager), monitoring (Grafana Loki and Promtail), game servers
and mods (Valheim with BepInEx), shops, payments and their webhooks (Shopify apps, WooCommerce, PrestaShop, Magento,
Saleor, Medusa, Stripe), headless CMSs and social tools quoting their REST routes (Directus, Ghost, Postiz, WordPress
REST API plugins) and back ends (Supabase, Appwrite, Nhost) -- eleven of them not in English or partly not (German,
Japanese, Korean, Chinese, Portuguese), most from repositories no earlier set used. Each is the thread's title followed by its body and maybe a comment or two, kept as written (code blocks, logs,
stack traces, docker-compose files, .env excerpts, package.json excerpts, nginx and Caddyfile configs, review-thread
file headers and diffs, route lists as they appear; trimmed; screenshots dropped; the comments joined without their
author lines). A few of them label nothing at all.

Every text was taken from a stored public copy of the thread at the address given and labelled by hand, blind,
without running the extractor on it, by the earlier sets' conventions: technologies under their usual canonical name
(any spelling in the text), a code fence's language but not a shell's or a diff's; data formats, everyday shell
utilities, sites, placeholders and names only inside URLs, absolute or dependency paths, image tags, user agents or
dotted identifiers not labelled; relative file paths as written (a :N line number dropped), bare file names, folders
and import specifiers not; an endpoint only as "METHOD /path" where the text gives the method for that path (a route
in code, a README or PR route list, a request the app's own route answers even with 401 or 500, a curl -X to the
app's own server written as a URL) and writes the whole path with its leading slash -- a request no handler accepts
(404, ROUTE_NOT_FOUND), a path with no method, and a route whose mounted full path is never written are not
labelled. Nobody tunes the extractor on these texts: the benchmark scores them as their own split
(``--split fresh-37``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "Simple Machines Forum": ("SMF",),
    "Uptime Kuma": ("Uptime-Kuma",),
    "WordPress": ("WP",),
    "Shopify CLI": ("shopify-cli",),
    "Open Runtimes": ("openruntimes",),
    "Raspberry Pi": ("RPi",),
    "Pi-hole FTL": ("FTL",),
    "Home Assistant OS": ("HAOS",),
    "Macaw UI": ("Macaw",),
}

CASES = [
    R(r"""How can I monit a docker container?

### 📝 Describe your problem

Can I somehow monit the uptime of a docker container? thanks!

### 🐻 Uptime-Kuma Version

1.14.0

### 💻 Operating System and Arch

Synology DSM 6

### 🌐 Browser

Opera 85.0.4341.60

### 🐋 Docker Version

Docker version 20.10.3, build b35e731

### 🟩 NodeJS Version

-

For now, there is no specify way to monit a docker container.

But if the docker container runs a website or other things, uptime-kuma can monit that website.

Hi!
Ive firgured out a way to monit the container with a node.js app. Here is the simple code:
```js
const http = require('http');

console.log("Started monitor!");

async function send() {
    try {
        await http.request({
            host: "uptime.miracleds.xyz",
            port: 80,
            path: encodeURI('/api/push/<YOUR MONITOR API KEY>?msg=200 - OK&ping=0'),
            method: 'GET'
        }).end();
        console.log("Successfully sent data to uptime kuma!")
    } catch (e) {
        console.log(e)
    }

}

setInterval(send, 30000);
```""",
      T("Uptime Kuma"), T("Docker"), T("Synology DSM"), T("Opera"), T("Node.js"), T("JavaScript"),
      source="https://github.com/louislam/uptime-kuma/issues/1508", kind="issue",
      note="the push call's path is a placeholder inside encodeURI with a query: no endpoint labelled"),
    R(r"""/System/Restart API does not understand reverse proxy

### Description of the bug

This might be expected behaviour, but in Jellyfin (I'm using the latest version), the `/System/Restart` POST call will work without any authentication even from remote IP addresses if Jellyfin is served through a reverse proxy such as Cloudflare or NGINX. 

### Reproduction steps

`curl -XPOST http://YOUR_JELLYFIN_SERVER/System/Restart`

above will soft-reload the jellyfin instance. 

### What is the current _bug_ behavior?

"LocalAccessOrRequiresElevation" custom authentication does not check for XFF (X-Forwarded-For) or any other web reverse proxy HTTP headers before deciding a request to be "local" or not, hence trusting the external request that happen to be proxied by a locally running nginx instance. 

### What is the expected _correct_ behavior?

either /System/Restart needs to follow /System/Shutdown and adopt the "RequiresElevation" authentication, or "LocalAccessOrRequiresElevation" (which is only used by this API call AFAIK) needs to be patched to consider reverse proxy behaviour. 

### Jellyfin Server version

10.11.8

### Environment

```markdown
- OS: Linux
- Linux Kernel: 6.x
- Virtualization: No
- Clients: Web
- Browser: Chrme-based
- FFmpeg Version: 7.x
```""",
      T("Jellyfin"), T("Cloudflare"), T("Nginx"), T("Linux"), T("FFmpeg"), E("POST /System/Restart"),
      source="https://github.com/jellyfin/jellyfin/issues/16673", kind="issue",
      note="/System/Shutdown has no method written: not labelled"),
    R(r"""Can't login using 443 port using nginx settings

Received a 400 on login

x.x.x.135 - - [04/Dec/2019:21:45:47 -0500] "POST /Users/authenticatebyname HTTP/2.0" 400 48 "https://www.example.com/web/index.html" "Mozilla/5.0 (X11; Linux x86_64; rv:70.0) Gecko/20100101 Firefox/70.0"

I rewrote the nginx template to match the jellyfin recommended settings: 
https://jellyfin.org/docs/general/administration/reverse-proxy.html
Commit:
https://github.com/tiedtoastar/ansible-role-jellyfin/commit/6fc702129293db1bdbbe96432f23966b99d372e0""",
      T("Nginx"), T("Jellyfin"), E("POST /Users/authenticatebyname"),
      source="https://github.com/HadrienPatte/ansible-role-jellyfin/issues/9", kind="issue",
      note="the user agent's Linux/Firefox not labelled; Ansible only inside a URL"),
    R(r"""Plugins: Add `permission_callback` to API registration

As of WP 5.5, API endpoints must set a permission_callback. If the endpoint is public, this can be `__return_true`. In other cases, the endpoint was being checked in the main callback, or before being registered, so that functionality was moved into the permission_callback.

### How to test the changes in this Pull Request:

1. Enable WP_DEBUG
2. Try requesting posts: `/wp-json/wp/v2/posts` (or editing a post in GB)
3. On the production branch, this triggers errors
4. This branch, no errors
5. Try requesting each endpoint changed, you should see no errors. Use [basic-auth plugin](https://github.com/WP-API/Basic-Auth) to test logged in access.

```
POST [city site]/wp-json/wc-post-types/v1/email-fav-sessions # public
GET [city site]/wp-json/wordcamp-site-cloner/v1/sites # private, admin-only

GET https://wordcamp.test/wp-json/wordcamp-letsencrypt/v1/domains-dehydrated # public, key check happens in callback
GET/POST https://wordcamp.test/wp-json/wordcamp-qbo/v1/expense # private, checks header authorization
GET/POST https://wordcamp.test/wp-json/wordcamp-qbo/v1/invoice
GET https://wordcamp.test/wp-json/wordcamp-qbo/v1/invoice_pdf
GET https://wordcamp.test/wp-json/wordcamp-qbo/v1/paid_invoices
```""",
      T("WordPress"),
      E("POST /wp-json/wc-post-types/v1/email-fav-sessions"), E("GET /wp-json/wordcamp-site-cloner/v1/sites"),
      E("GET /wp-json/wordcamp-letsencrypt/v1/domains-dehydrated"), E("GET /wp-json/wordcamp-qbo/v1/expense"),
      E("POST /wp-json/wordcamp-qbo/v1/expense"), E("GET /wp-json/wordcamp-qbo/v1/invoice"),
      E("POST /wp-json/wordcamp-qbo/v1/invoice"), E("GET /wp-json/wordcamp-qbo/v1/invoice_pdf"),
      E("GET /wp-json/wordcamp-qbo/v1/paid_invoices"),
      source="https://github.com/WordPress/wordcamp.org/pull/549", kind="issue",
      note="WP = WordPress; a PR's list of its own routes with methods (wordcamp.test is the local dev site); "
           "GET/POST lines give both methods; /wp-json/wp/v2/posts has no method; the basic-auth plugin only as a link"),
    R(r"""(feat): add required permission callback

Add required (since WP 5.5) permission callback to `register_rest_route()` methods.

public/class-jwt-auth-public.php:89
```diff
             'callback' => array($this, 'generate_token'),
+            'permission_callback' => function () {
+                return true;
+            },
         ));
 
         register_rest_route($this->namespace, 'token/validate', array(
             'methods' => 'POST',
             'callback' => array($this, 'validate_token'),
+            'permission_callback' => function () {
+                return true;
+            },
```
```suggestion
            'permission_callback' => '__return_true'
```

Thank you for the PR.

Fixed on 6dcd5de6a9d45138ab599a1c0bebf478849ffe40""",
      T("WordPress"), F("public/class-jwt-auth-public.php"),
      source="https://github.com/Tmeister/wp-api-jwt-auth/pull/208", kind="issue",
      note="'token/validate' has no leading slash and its namespace is a variable: no endpoint"),
    R(r"""Add permissions_callback to RocketCDN RESTSubscriber routes

Closes #2985

Adds a `permissions_callback` to REST endpoints.

(Integration tests will need to be updated in the [phpunit](https://github.com/wp-media/phpunit) package for these changes to pass CI.)

inc/Engine/CDN/RocketCDN/RESTSubscriber.php:87
```diff
+						'validate_callback' => function ( $param ) {
 							$url = esc_url_raw( $param );
 
 							return ! empty( $url );
 						},
-						'sanitize_callback' => function( $param ) {
+						'sanitize_callback' => function ( $param ) {
 							return esc_url_raw( $param );
 						},
 					],
 				],
+				'permission_callback' => __return_true(),
```
Looking at the [documentation for permission_callback](https://developer.wordpress.org/rest-api/extending-the-rest-api/adding-custom-endpoints/#permissions-callback), it should be registered like so:

```suggestion
				'permission_callback' => '__return_true',
```""",
      T("RocketCDN"), T("PHPUnit"), F("inc/Engine/CDN/RocketCDN/RESTSubscriber.php"),
      source="https://github.com/wp-media/wp-rocket/pull/2988", kind="issue",
      note="phpunit is named as the package (link text); WordPress only inside a URL"),
    R(r"""WordPress 5.5 対応

- [x]  `register_rest_rout()` に `permission_callback` を追加""",
      T("WordPress"),
      source="https://github.com/inc2734/smart-custom-fields/issues/82", kind="issue",
      note="Japanese"),
    R(r"""fix: 注册公开路由需传permission_callback参数

参见：https://developer.wordpress.org/rest-api/extending-the-rest-api/adding-custom-endpoints/#permissions-callback""",
      source="https://github.com/bigfa/wp-douban/pull/8", kind="issue",
      note="Chinese; WordPress only inside the URL: nothing labelled"),
    R(r"""POST /admin/posts/ requires an `authors` array

### Issue Summary

When creating a new post as a staff author, the API requires an `authors` object containing the id of the current user.
It would be more consistent with the behaviour when authenticating as the staff owner if we automatically populate the author with the currently authenticated user.

### To Reproduce

1. Create an Author
2. Log as the Author and create a Personal Token
3. Use the SDK to create a new post using the author's Personal Token.
4. The call won't work unless you have added the `authors` property with a correct value.

### Technical details:

* Ghost Version: 3.39 (for personal token, although the issue is already there with prior versions)""",
      T("Ghost"), E("POST /admin/posts/"),
      source="https://github.com/TryGhost/Ghost/issues/12375", kind="issue"),
    R(r"""Feature request: full CRUD REST API for posts (public endpoint)

## Feature request

Postiz has a solid CLI tool but the REST API for managing posts is incomplete:
- `GET /api/posts` works (with required date range)
- `POST /api/posts` works via CLI but has a fragile payload format
- `PUT/PATCH /api/posts` returns 404
- `DELETE /api/posts` returns `{"error":true}`

### Request

1. A proper **public API** (`/public/v1/posts`) with full CRUD that works on self-hosted instances
2. `PUT /api/posts/{id}` to update post content, date, and settings
3. `DELETE /api/posts/{id}` that actually deletes the post
4. `PATCH /api/posts/{id}` for partial updates (e.g. change date only)
5. Clear documentation of the expected payload format

### Use case

This would enable:
- Automated content pipelines to correct posts before publication
- Third-party integrations (Make/n8n/Zapier) to edit posts
- Bulk operations (reschedule all posts of one account, update a link across posts)

### Workaround

Currently the only reliable way is the CLI tool or manual editing via the browser UI.""",
      T("Postiz"), T("REST"), T("n8n"), T("Zapier"),
      E("GET /api/posts"), E("POST /api/posts"), E("DELETE /api/posts"),
      E("PUT /api/posts/{id}"), E("DELETE /api/posts/{id}"), E("PATCH /api/posts/{id}"),
      source="https://github.com/gitroomhq/postiz-app/issues/1778", kind="issue",
      note="PUT/PATCH /api/posts answer 404: not labelled; DELETE /api/posts is answered (an error body); "
           "the requested {id} routes are listed with their methods; Make (the service) left out as ambiguous"),
    R(r"""How can I get Shopify Webhook HMAC?

Hi, hope you are doing well. I am developing the Shopify app using your source code.
I am using webhook on Shopify with this app. so I've added the webhook on Shopify admin and test the webhook.

But it said 
```
Error: Unable to verify request HMAC
    at withWebhook (/Volumes/Data/Work/Shopify/Shopify app/shopify-node-app/node_modules/@shopify/shopify-express/middleware/webhooks.js:21:22)
    at <anonymous>
    at process._tickCallback (internal/process/next_tick.js:188:7)
::1 - - [18/Jun/2018:14:37:24 +0000] "POST /order-create HTTP/1.1" 401 - "-" "Ruby"
POST /order-create 401 0.836 ms - -
```

How can I fix it?
Look forward to hearing from you soon

Closing because this project is now deprecated.""",
      T("Shopify"), E("POST /order-create"),
      source="https://github.com/Shopify/shopify-node-app/issues/122", kind="issue",
      note="the app's own route answers 401; shopify-express only in a dependency path; Ruby is the user agent"),
    R(r"""How to validate webhooks!!

I submitted my app for review. They rejected it saying that the shop/redact webhook should return status 401 if the request isn't made from Shopify.

Please guide me through it.

app.post('/webhooks/shop/redact',async (req,res)=>{
      res.status(200).send({message:'Updated'})
})""",
      T("Shopify"), E("POST /webhooks/shop/redact"),
      source="https://github.com/Shopify/shopify-app-template-node/issues/1252", kind="issue"),
    R(r"""Webhooks produce invalid signature (hmac hash)

# Issue summary
Webhooks are unable to be verified on node backend -- despite being received, and correct API_KEY (as setup and configured by shopify-cli)

## Expected behavior

Webhook request body is sha256 hashed with process.env.API_KEY inside @shopify/shopify-api/dist/webhooks/registry.js to compute HMAC.

HMAC should match that of webhook request header to be valid.

## Actual behavior

Computed HMAC does not match that sent in test webhook header -- OR -- when actual order is created in this case.  

Inside registry.js, can log and verify webhook is received, but the computed HMAC is incorrect. 

## Steps to reproduce the problem
1)Base install of shopify app create node using the shopify-cli.

2) Copy the base /webhook route to 
`router.post("/webhooks/order_created", async (ctx) => {
    try {
      console.log("Order Created Webhook request received ", ctx.req.headers)
      console.log("body: ", ctx.req.body)
      await Shopify.Webhooks.Registry.process(ctx.req, ctx.res);

      console.log(`Webhook processed, returned status code 200`);
    } catch (error) {
      console.log(`Failed to process webhook: ${error}`);
    }
  });`

3)In store notifications settings , add the corresponding order created webhook, pointing to https://<ngrokendpoint>/webhooks/order_created.

4) Send Test Webhooks.""",
      T("Shopify CLI"), T("Node.js"), T("Shopify"), E("POST /webhooks/order_created"),
      source="https://github.com/Shopify/shopify-app-template-node/issues/680", kind="issue",
      note="@shopify/shopify-api/dist/... is a dependency path: not a file, the library not labelled from it; "
           "ngrok only inside a placeholder URL"),
    R(r"""feat(shopify): Add mandatory compliance webhooks with HMAC verification

Shopify requires all public apps to handle three GDPR compliance webhooks before they can be listed on the App Store. Their automated review checks for these endpoints and verifies that apps validate HMAC signatures on incoming requests. We were failing both checks.

This PR adds a single webhook endpoint at `POST /webhooks/shopify` that receives all three compliance events. When Shopify sends a webhook, it signs the payload with our app's client secret and includes the signature in the `X-Shopify-Hmac-SHA256` header. Our controller reads the raw body, computes the expected HMAC-SHA256 digest, and rejects mismatched requests with a 401.

Shopify identifies the event type through the `X-Shopify-Topic` header. For `customers/data_request` and `customers/redact`, we simply acknowledge with a 200—Chatwoot doesn't persist any Shopify customer data. All order lookups happen as live API calls at query time. For `shop/redact`, which Shopify sends after a merchant uninstalls the app, we delete the integration hook for that shop domain and remove the stored access token and configuration.

### How to test via Rails console""",
      T("Shopify"), T("Chatwoot"), T("Rails"), E("POST /webhooks/shopify"),
      source="https://github.com/chatwoot/chatwoot/pull/13549", kind="issue",
      note="customers/redact etc. are webhook topics, not paths"),
    R(r"""413 Request Entity Too Large

# Error description:
in some php forums like SMF, some requests like uploading files I get 413 Request Entity Too Large

# Steps to reproduce
Use large urls

In conf.d/uploadsize.conf I change the value of client_max_body_size 100m; to client_max_body_size 100M; or even to 0; to disable it and I keep getting the same error?

Could the error came from the nginx behind the proxy and the proxy just relays it? changing the value dissent differs anything.

I get the error from the proxy since is the one running nginx 1.15.2, the nginx serving the files is on 1.14 and error page show 1.15.2

Is the client_max_body_size being loaded?

I did docket-compose down and docker-compose up -d

Everything stayed the same.

I tried docker-compose down and the 
docker system prune
Then ./start.sh to pull and start again

It still says the same error when I try to upload a file

`docker exec -it nginx-web nginx -T` doesn't show me client_max_body_size, is it suppose to?

Did you enabled it on the .env file?""",
      T("PHP"), T("Simple Machines Forum"), T("Nginx"), T("Docker Compose"), T("Docker"), F("conf.d/uploadsize.conf"), F("./start.sh"),
      source="https://github.com/evertramos/nginx-proxy-automation/issues/81", kind="issue",
      note="SMF = Simple Machines Forum; ./start.sh is a relative path as written; .env a bare file name"),
    R(r"""Serving multiple functions (with edge-runtime) removes the authorization header requirement

# Bug report

## Describe the bug

When serving edge functions locally using the CLI (without specifying `--no-verify-jwt`), they enforce that the request has an Authorization header containing a valid JWT. When serving all edge functions (i.e. `supabase functions serve` rather than `supabase functions serve funcName`), this authentication requirement is not being enforced -- requests without an Authorization header at all are accepted and processed.

## To Reproduce

Set up a new project:

```
mkdir supabase-cli-playground2
cd supabase-cli-playground2
supabase init
supabase start
supabase functions new foo
```

Edit `supabase/functions/foo/index.ts` to have the following content:

```
import { serve } from "https://deno.land/std@0.168.0/http/server.ts";
import { createClient } from "https://esm.sh/@supabase/supabase-js@2.8.0";

console.log("Hello from Functions!");

serve(async (req) => {
  const supabaseAdmin = createClient(
    Deno.env.get("SUPABASE_URL") ?? "",
    Deno.env.get("SUPABASE_SERVICE_ROLE_KEY") ?? ""
  );

  return new Response("ok");
});
```

Serve all functions:

```
supabase functions serve
```

In a separate terminal, curl the function and get a `502 Bad Gateway` response:

```
$ curl -v -X POST 'http://localhost:54321/functions/v1/foo'
*   Trying 127.0.0.1:54321...
* Connected to localhost (127.0.0.1) port 54321 (#0)
> POST /functions/v1/foo HTTP/1.1
> Host: localhost:54321
```""",
      T("Supabase"), T("JWT"), T("Deno"), F("supabase/functions/foo/index.ts"),
      E("POST /functions/v1/foo"),
      source="https://github.com/supabase/cli/issues/873", kind="issue",
      note="supabase-js only inside an import URL; edge-runtime (title) left out; the local function answers 502 "
           "through the CLI's gateway -- labelled as the app's own route"),
    R(r"""can't call edge function with JWT enabled

front-end side (lovable)
`// src/pages/Index.tsx - handleGenerateRecommendations function
const handleGenerateRecommendations = async () => {
  setIsGenerating(true);
  
  try {
    const sanitizedMedications = medications.map(med => ({
      ...med,
      foodTiming: med.foodTiming.replace('_', ' ') as Medication['foodTiming']
    }));
    
    // Using Supabase SDK to call the edge function
    const { data, error } = await supabase.functions.invoke('generate-recommendations', {
      body: {
        healthConcerns,
        medications: sanitizedMedications,
      },
    });

    if (error) {
      console.error("Supabase Function Full Error:", error);
      console.error("Error Status:", error.status);
      setIsGenerating(false);
      return;
    }

    // Process successful response...
  } catch (error) {
    console.error('Unexpected Catch Error:', error);
    // Error handling...
  }
};
`

back-end side (edge function)
`// supabase/functions/generate-recommendations/index.ts
import "jsr:@supabase/func""",
      T("Lovable"), T("Supabase"), T("JWT"),
      F("src/pages/Index.tsx"), F("supabase/functions/generate-recommendations/index.ts"),
      source="https://github.com/supabase/supabase/issues/35164", kind="issue",
      note="functions.invoke gives no HTTP path: no endpoint"),
    R(r"""🐛 Bug Report: 1.5.7 All function builds fail

### 👟 Reproduction steps

Appwrite 1.5.7 on Ubuntu 24.04
Create a new node-js starter function (I have tried node-16,node-18,node-20,python39,python312 as well).
Deployment builds fail
The same functions build and deploy on Appwrite Cloud.

### 👍 Expected behavior

Build function and allow executions

### 👎 Actual Behavior

All builds fail.

Deployment logs show:
```
<html>
<head><title>405 Not Allowed</title></head>
<body>
<center><h1>405 Not Allowed</h1></center>
<hr><center>openresty</center>
</body>
</html>

/usr/src/code/src/Executor/Executor.php:97
#0 /usr/src/code/src/Appwrite/Platform/Workers/Builds.php(407): Executor\Executor->createRuntime('6692b8b5d60b64a...', '65b83427546014b...', '/storage/functi...', 'openruntimes/no...', 'v3', true, 'src/main.js', '/storage/builds...', Array, 'tar -zxf /tmp/c...')
#1 [internal function]: Appwrite\Platform\Workers\Builds->Appwrite\Platform\Workers\{closure}()
#2 {main}
```
openruntimes-executor logs show:
```
Removing orphan runtimes...
Cleaning up containers...
No containers found to clean up.
Cleanup finished.
Orphan runtimes removal finished.
Pulling v3 images...
Warming up Node.js 18.0 environment...
Warming up Python 3.12 environment...
Successfully Warmed up Node.js 18.0!
Successfully Warmed up Python 3.12!
```""",
      T("Appwrite"), T("Ubuntu"), T("Node.js"), T("Python"), T("Appwrite Cloud"), T("OpenResty"),
      T("Open Runtimes"), F("src/main.js"),
      source="https://github.com/appwrite/appwrite/issues/8393", kind="issue",
      note="openresty is the server signing the 405 page (like a Server header); the executor's paths are absolute; "
           "'src/main.js' is the function's entrypoint as passed; openruntimes-executor = Open Runtimes"),
    R(r"""[Bug]: Appwrite functions and custom domains broken by template

### Description

The Appwrite template sets multiple env vars to `SERVICE_FQDN` which breaks multiple features of Appwrite.
Additionally, the `_APP_FUNCTIONS_RUNTIMES_NETWORK` env var is incorrectly set leading to execution errors (wrong docker network, therefore service can't be resolved).

### Minimal Reproduction (if possible, example repository)

Just deploy the template and attempt to use Functions.
Custom Domains also can't be created as `_APP_DOMAIN` includes the protocol (https://) which breaks the internal check.
Updating 
```
- _APP_DOMAIN=$SERVICE_FQDN_APPWRITE
- _APP_DOMAIN_TARGET=$SERVICE_FQDN_APPWRITE
- _APP_DOMAIN_FUNCTIONS=$SERVICE_FQDN_APPWRITE
```
by removing the assignment and setting these vars to
```
- _APP_DOMAIN
- _APP_DOMAIN_TARGET
- _APP_DOMAIN_FUNCTIONS
```
And then manually assigning the valid domain resolves this issue.
The network issue can be resolved by updating `_APP_FUNCTIONS_RUNTIMES_NETWORK` to your service id.
I guess adding a default network to the docker-compose template could work here 👀.

### Version

v4.0.0-beta.254

Thanks for fixing this so quickly <3""",
      T("Appwrite"), T("Docker"), T("Docker Compose"),
      source="https://github.com/coollabsio/coolify/issues/1959", kind="issue",
      note="Coolify itself is never named in the text (only the repository)"),
    R(r"""[BUG] EC2 docker compose 실패 버그 픽스

## 👉  버그 설명
> 버그 원인
- 코드 에러가 아닌 EC2 서버 설정 에러였음
<br>

## ✅  해결 방법
> 해결 방법
- EC2 서버 : nginx 관련 라이브러리 설치
> 해결 결과
- docker compose 정상 작동
<br>

## ⭐ 참고 자료
- [NGINX 리버스 프록시 긴 도메인을 설정했을 때 에러 해결 방법](https://extrememanual.net/2865)
<br>""",
      T("Amazon EC2"), T("Docker Compose"), T("Nginx"),
      source="https://github.com/prgrms-web-devcourse/Team-03-LinkBook-BE/issues/40", kind="issue",
      note="Korean"),
    R(r"""Nginxファイルを修正

### 概要
Nginxが起動しなかったので、主に`nginx.conf`を修正した。
立ち上がるようにはなったが、docker-composeで不具合が生じ、upしても立ち上がらないといった現象が発生。
理由はよくわからない。。。

### 解決策
技術面談などで解決することとして一旦別の実装に移る。
自分でも調べて本番用コンテナが作成できたら、ECRを作成してpushしインフラを構築する。

### 次の実装
・ユーザープロフィール画面の編集（Imageの実装）（所要日数1日）
・Framesテーブルの作成と追加額縁の用意（所要日数1日）""",
      T("Nginx"), T("Docker Compose"), T("Amazon ECR"),
      source="https://github.com/ooooose/gahack/pull/48", kind="issue",
      note="Japanese; nginx.conf a bare file name"),
    R(r"""kusanagi-nginx | nginx: [warn] "ssl_stapling" ignored, issuer certificate not found

` docker-compose up ` しても立ち上がらない

- docker-compose.yml
```
version: '2'

services:
  kusanagi-data:
    container_name: kusanagi-data
    image: busybox
    restart: always
    stdin_open: true
    tty: true
    volumes:
      - /var/lib/mysql
      - /etc/nginx/conf.d
      - /etc/httpd/conf.d
      - /etc/kusanagi.d
      - /home/kusanagi
    command: /bin/sh

  kusanagi-nginx:
    container_name: kusanagi-nginx
    image: primestrategy/kusanagi-nginx:1.10.0-1
    environment:
      PROFILE: kusanagi
      FQDN: localhost
      WPLANG: ja
      BCACHE: "off"
      FCACHE: "off"
    volumes_from:
      - kusanagi-data
    links:
      - kusanagi-php7:php
    ports:
      - "80:80"
      - "443:443"

  kusanagi-mariadb:
    container_name: kusanagi-mariadb
    image: mariadb:10.0.24
    environment:
      MYSQL_ROOT_PASSWORD: my-secret-pw
      MYSQL_USER:     user
      MYSQL_PASSWORD: password
      MYSQL_DATABASE: wordpress
```""",
      T("Nginx"), T("Docker Compose"), T("KUSANAGI"),
      source="https://github.com/prime-strategy/kusanagi-nginx/issues/1", kind="issue",
      note="Japanese line; images (busybox, mariadb) and service names not labelled from image tags; "
           "kusanagi is the product the images run"),
    R(r"""Unable to connect to reverse_proxy host

### backend server
this is my backend server, it's accessible.
```
[ec2-user@ip-1xxx-3xxx caddyDemo]$ curl 'localhost:8081/auth/notion/weibo?code=138&state=246'
auth success[ec2-user@ip-1xxx-3xxx caddyDemo]$
```
`auth success` is success response.

### caddy server
`Caddyfile`
```
www.shangshy.com {
	# 前端
	root * /var/www/html
	try_files {path} /
	file_server
	# 反向代理
	@api {
		path /api/*
	}
	reverse_proxy @api localhost:8081
	log {
		output file /var/log/access.log
		format filter {
			wrap console
			fields {
				request>headers>User-Agent delete
			}
		}
	}
}
```
I can access the vue page located at `/var/www/html`. When a network request prefixed with `/api/` is initiated in the vue page, the upstream service cannot be accessed (8081 in the reverse proxy), and the log is as follows:""",
      T("Caddy"), T("Vue"),
      source="https://github.com/caddyserver/caddy/issues/5503", kind="issue",
      note="Chinese comments in the Caddyfile; the curl has no method; paths absolute"),
    R(r"""[BUG] No webinterface after upgrade

### Current Behavior

After upgrading the docker container from 26.0.2 to 27.0.0 I have following experience. File sync basically works but desktop and mobile client are sting an HTTP 500. Webinterface is not accessable because of:

Interner Serverfehler
Der Server konnte die Anfrage nicht fertig stellen.

Sollte dies erneut auftreten, sende bitte die nachfolgenden technischen Einzelheiten an deinen Server-Administrator.

Weitere Details können im Server-Protokoll gefunden werden.

Technische Details
Entfernte Adresse: 192.168.1.31
Anfragekennung: 1xLCGuaY1JohNusWGOZI

I have the follwing error in the nextcloud.log

So webinterface is not accessable at all.

### Environment

```markdown
- OS: unraid 6.12.1
- How docker service was installed: using unraid
 - Nginx (swag) is installed as reverse proxy in front of nextcloud

server {
    listen 443 ssl http2;
    listen [::]:443 ssl http2;

    server_name nextcloud.*;

    include /config/nginx/ssl.conf;

    client_max_body_size 0;
```""",
      T("Docker"), T("Nextcloud"), T("Unraid"), T("Nginx"), T("SWAG"),
      source="https://github.com/linuxserver/docker-nextcloud/issues/328", kind="issue",
      note="German error page quoted in an English report; nextcloud.log a bare file name"),
    R(r"""502 When behind caddy, but only blank page, not favicon.

So I have 2fauth behind a caddy reverse proxy, but it returns a 502. It only returns 502 for the root page, not the favicon.
My docker compose looks something like this:
```
services:
    2fauth:
        image: 2fauth/2fauth
        container_name: 2fauth
        restart: always
        volumes:
            - ./2fauth:/2fauth
        ports:
            - 8000:8000/tcp
        environment:
            - APP_URL=http://100.106.194.97
            - TRUSTED_PROXIES=*
```
And my caddy file looks something like this:
```
:80 {
    reverse_proxy 2fauth:8000
}
```

I trust that the caddy reverse proxy works because it actually returns the favicon.

Seems to be I didn't know that I needed to also add a docker network.""",
      T("2FAuth"), T("Caddy"), T("Docker Compose"), T("Docker"),
      source="https://github.com/Bubka/2FAuth/issues/448", kind="issue",
      note="./2fauth is a folder mount: not a file"),
    R(r"""Custom endpoints routes are broken

### Describe the Bug

The folder from where the endpoint is exported is ignored.
Even if the endpoint is properly loaded at startup of Directus, it is not found anymore and it fails with a 404 error.

### To Reproduce

Detected after update Directus from 9.11.1 to 9.12.0

Add a custom endpoint
```
// Inside /extensions/greet/index.js
module.exports = function (router, { services, database, exceptions, logger }) {
    router.get('/test123', async (req, res, next) => {
        console.log('test');
        res.send('test');
    });
}
```

This route won't work
`GET /greet/test123`

This route will work instead
`GET /test123`

### What version of Directus are you using?

9.12.0

### What version of Node.js are you using?

14.18.3

### What database are you using?

Postgres

### What browser are you using?

Chrome

### How are you deploying Directus?

locally""",
      T("Directus"), T("Node.js"), T("PostgreSQL"), T("Chrome"), E("GET /test123"),
      source="https://github.com/directus/directus/issues/13704", kind="issue",
      note="GET /greet/test123 answers 404: not labelled; /extensions/greet/index.js written absolute"),
    R(r"""Legacy custom endpoints don't work 404

### Describe the Bug

Even my most simplest custom endpoint returns 404

### To Reproduce

Add a custom endpoint to `extensions/endpoints/custom/index.js`

Try to access it.

### Directus Version

10.7.1

### Hosting Strategy

Self-Hosted (Custom)

Caused because the extension names were changed, so now endpoints are `<folder-name>:endpoint`

So the above works when doing `/ai:endpoint/explain`""",
      T("Directus"), F("extensions/endpoints/custom/index.js"),
      source="https://github.com/directus/directus/issues/20223", kind="issue",
      note="/ai:endpoint/explain has no method"),
    R(r"""Verify that Loki and promtail are configured properly

curl -X POST -H 'Content-type:application/json'  loki:3100/api/prom/push -d '{"streams":[{"labels":"{foo=\"bar\"}","entries":[{"ts":"2018-12-18T08:28:06.801064-04:00","line":"baz"}]}]}'
rpc error: code = Unknown desc = Entry out of order

Seeing this error when trying to do a post request.

@rampreethethiraj you need to increment the timestamp of the stream entry.  Loki currently doesnt support log lines with the same timestamp.  see https://github.com/grafana/loki/issues/168

Okay I see, my acutal issue is this. 
I have deployed grafana, loki and promtail agent on the kubernetes cluster but while adding loki as data source in the grafana dashboard, I am facing this error.
Data source connected, but no labels received. Verify that Loki and Promtail is configured properly.
Followed this - https://github.com/grafana/loki/tree/master/production/helm

The ClusterRoleBinding for loki-promtail-clusterrolebinding has namespace set to `default`. If you're deploying to different namespace (for me was monitoring) it will cause this error.""",
      T("Grafana Loki"), T("Promtail"), T("Grafana"), T("Kubernetes"), E("POST /api/prom/push"),
      source="https://github.com/grafana/loki/issues/199", kind="issue",
      note="curl -X POST to the Loki server's own push route (answers with an rpc error); Helm only inside a URL"),
    R(r"""Override front controller of modules

This allow override front controller of modules.
Example:

override/modules/productscomment/controllers/front/default.php

class ProductCommentsDefaultModuleFrontControllerOverride extends ProductCommentsDefaultModuleFrontController {
..............
}

Hi,

Thanks for your contribution.
I see you've made the same changes in #5076 . To make the review easier, let me close this one.

Regards.""",
      F("override/modules/productscomment/controllers/front/default.php"),
      source="https://github.com/PrestaShop/PrestaShop/pull/5074", kind="issue",
      note="PrestaShop not named in the text itself"),
    R(r"""[+] CORE : modulefrontcontrollers can now be overriden

This feature allows to override ModuleFrontControllers by adding it in /override/modules//controller/front

The new file should contain the ModuleFrontController class extending the name with an "Override" suffix and extending the ModuleFrontController's name to be its child.

classes/Dispatcher.php
```diff
@@ -290,9 +290,16 @@ public function dispatch()
                 $controller_class = 'PageNotFoundController';
                 if (Validate::isLoadedObject($module) && $module->active) {
                     $controllers = Dispatcher::getControllers(_PS_MODULE_DIR_.$module_name.'/controllers/front/');
-                    if (isset($controllers[strtolower($this->controller)])) {
+                    if (isset($controllers[Tools::strtolower($this->controller)])) {
                         include_once(_PS_MODULE_DIR_.$module_name.'/controllers/front/'.$this->controller.'.php');
+                        if (Tools::file_exists_no_cache(_PS_OVERRIDE_DIR_.'modules/'.$module_name.'/controllers/front'.'/'.$this->controller.'.php'))
+                            include_once(_PS_OVERRIDE_DIR_.'modules/'.$module_name.'/controllers/front'.'/'.$this->controller.'.php');
+                        include_once(_PS_MODULE_DIR_.$module_name.'/controllers/front/'.$this->controller.'.php');
```""",
      F("classes/Dispatcher.php"),
      source="https://github.com/PrestaShop/PrestaShop/pull/4038", kind="issue",
      note="a review thread's file header; the override folder is a folder; PHP only as .php in strings (diff fence)"),
    R(r"""Chapter 5: Front controllers, Object Models and Overrides (comments.php)

Hello,

I'm using your tutorial to make my first module. But I get the error in Chapter 5.
```

if ($id_product > 0 && isset($actions_list[$module_action]))    {
            $this->$actions_list[$module_action]()
```

Error message:

> Notice: Array to string conversion in C:\xampp\htdocs\presta\modules\mymodcomments\controllers\front\comments.php on line 19
> 
> Notice: Undefined property: MyModCommentsCommentsModuleFrontController::$Array in C:\xampp\htdocs\presta\modules\mymodcomments\controllers\front\comments.php on line 19
> 
> Fatal error: Uncaught Error: Function name must be a string in C:\xampp\htdocs\presta\modules\mymodcomments\controllers\front\comments.php:19 Stack trace: #0 C:\xampp\htdocs\presta\classes\controller\Controller.php(189): MyModCommentsCommentsModuleFrontController->initContent() #1 C:\xampp\htdocs\presta\classes\Dispatcher.php(367): ControllerCore->run() #2 C:\xampp\htdocs\presta\index.php(28): DispatcherCore->dispatch() #3 {main} thrown in C:\xampp\htdocs\presta\modules\mymodcomments\controllers\front\comments.php on line 19

Hi,

What is your PrestaShop version ?
Can you post the zip file of your module here ?

PrestaShop version 1.6.1.15

I have tried to download your module it haves the same problem.""",
      T("PrestaShop"),
      source="https://github.com/FabienSerny/mymodcomments/issues/3", kind="issue",
      note="all paths are absolute Windows paths under XAMPP (named only inside them): not labelled"),
    R(r"""Cant access admin page, but pihole is running fine. Lighttpd seems to be the issue

**How familiar are you with the the source code relevant to this issue?:**

`1`

---
**Expected behaviour:**

Admin page is served on opening `192.168.1.115/admin.php` (which is IP of the RPi4 running pihole)
**Actual behaviour:**

Admin page is not opening

**Steps to reproduce:**

Just simply trying to access the admin page from a browser. Pihole is running (checked using `pihole status`) but I cant access the webpage. 

**Debug token provided by [uploading `pihole -d` log](https://discourse.pi-hole.net/t/the-pihole-command-with-examples/738#debug):**

`s91r90a0o8`

**Troubleshooting undertaken, and/or other relevant information:**

Tried restarting the lighttpd service using sudo systemctl restart lighttpd but I got the following error:""",
      T("Pi-hole"), T("Lighttpd"), T("Raspberry Pi"), T("systemd"),
      source="https://github.com/pi-hole/pi-hole/issues/3529", kind="issue",
      note="RPi4 = Raspberry Pi; systemctl names systemd's CLI"),
    R(r"""Lighttpd service fails to start

**[BUG | ISSUE] Expected Behaviour:**

ability to manage pihole via web interface

**[BUG | ISSUE] Actual Behaviour:**

web interface isnt functioning

**[BUG | ISSUE] Steps to reproduce:**

updated to version 4
and
updated centos 7 to latest

**Log file output [if available]**

```
[root@VM www]# pihole -up
  [i] Checking for updates...
  [i] Pi-hole Core:     up to date
  [i] FTL:              update available

  [i] FTL out of date

  [i] FTL Checks...
  [i] Downloading and Installing FTL...curl: (22) The requested URL returned error: 404 Not Found
  [✗] Downloading and Installing FTL
  Error: URL not found

[root@VM www]# systemctl status lighttpd.service -l
● lighttpd.service - Lightning Fast Webserver With Light System Requirements
   Loaded: loaded (/etc/systemd/system/lighttpd.service; enabled; vendor preset: disabled)
   Active: failed (Result: exit-code) since Wed 2018-11-14 23:36:10 MST; 32min ago
```""",
      T("Lighttpd"), T("Pi-hole"), T("CentOS"), T("Pi-hole FTL"), T("systemd"),
      source="https://github.com/pi-hole/pi-hole/issues/2508", kind="issue",
      note="FTL = Pi-hole FTL, the DNS engine"),
    R(r"""The API does not seem to authenticate on 10.7 (Error 401)

**System (please complete the following information):**
 - OS: Ubuntu 20.04
 - Virtualization: docker(-compose)
 - Clients: PyEmby, Firefox, PostMan, curl
 - Browser: Firefox 83.0.1
 - Jellyfin Version: 10.7
 - Reverse Proxy: Both no proxy and Nginx fail
 - Base URL: Both no base url and /jellyfin fail

Steps: 
Make an API key
Use it to go to http://192.168.1.2:8096/jellyfin/Sessions?api_key=key_here
Expected: Get a Json File
Got: Error 401

Doing the exact same on 10.6.4 does work.

Fixed by https://github.com/jellyfin/jellyfin/pull/4330""",
      T("Ubuntu"), T("Docker"), T("PyEmby"), T("Firefox"), T("Postman"), T("Jellyfin"), T("Nginx"),
      source="https://github.com/jellyfin/jellyfin/issues/4399", kind="issue",
      note="docker(-compose): Docker; the Sessions URL has no method; curl as a client in passing not labelled"),
    R(r"""Upload failing with big files

Server version: v1.50.1
CLI version: latest (using docker)

I upload a large MP4 file (~4GB) and it fails with the following error:
```
Upload Progress | ████████████████████████████████████████ | 100% || 1/1 || Current file [/import/GH010391.MP4]
Failed to upload 1 files  [
  {
    file: '/import/GH010391.MP4',
    reason: Error: Request failed with status code 413
        at createError (/usr/src/app/node_modules/axios/lib/core/createError.js:16:15)
        at settle (/usr/src/app/node_modules/axios/lib/core/settle.js:17:12)
        at IncomingMessage.handleStreamEnd (/usr/src/app/node_modules/axios/lib/adapters/http.js:322:11)
        at IncomingMessage.emit (node:events:539:35)
        at endReadableNT (node:internal/streams/readable:1345:12)
        at processTicksAndRejections (node:internal/process/task_queues:83:21) {
      config: [Object],
      request: [ClientRequest],
      response: [Object],
      isAxiosError: true,
      toJSON: [Function: toJSON]
    },
    response: '<html>\r\n' +
      '<head><title>413 Request Entity Too Large</title></head>\r\n' +
      '<body>\r\n' +
      '<center><h1>413 Request Entity Too Large</h1></center>\r\n' +
      '<hr><center>openresty</center>\r\n' +
      '</body>\r\n' +
      '</html>\r\n'
  }
]
```
If I try with a smaller file, it works. Any ide on why this happens?
Thanks!""",
      T("Docker"), T("OpenResty"),
      source="https://github.com/immich-app/CLI/issues/66", kind="issue",
      note="axios only in dependency paths and isAxiosError; openresty signs the 413 page (the proxy in front); "
           "Immich itself not named in the text"),
    R(r"""Files uploaded to a server behind NPM fail when larger than 40kb

**Checklist**
- Have you pulled and found the error with `jc21/nginx-proxy-manager:latest` docker image?
  - Yes 
- Are you sure you're not using someone else's docker image?
  - Yes
- Have you searched for similar issues (both open and closed)?
  - Yes

**Describe the bug**

File uploads over a certain size handled by PHP result in npm returning either a 502 or 504 error.

**Nginx Proxy Manager Version**

2.11.1

**To Reproduce**
Steps to reproduce the behavior:
1. Go to https://ss13.moe/uploadtest
2. upload an image larger than 40kb
3. wait 5 minutes and receive 504 or 502

**Operating System**

npm is on debian
upload test is hosted by apache on winserver2022 however the issue occurs regardless of OS the webserver is hosted on.

**Additional context**

uploads work fine if the reverse proxy is bypassed. configuration options for request timeouts and upload/body size are set higher than what was in production for debugging and resulted in no change.

example successful upload log from npm
```
[31/Jan/2024:11:20:25 +0000] - 200 200 - POST http ss13.moe "/uploadtest/" [Client [ip]] [Length 37] [Gzip -] [Sent-to 10.0.0.177] "ShareX/15.0.0" "-"
```""",
      T("Nginx Proxy Manager"), T("Docker"), T("PHP"), T("Debian"), T("Apache HTTP Server"),
      source="https://github.com/NginxProxyManager/nginx-proxy-manager/issues/3522", kind="issue",
      note="NPM / npm here = Nginx Proxy Manager, not the Node package manager; winserver2022 left out; "
           "the log line's POST and path are split by scheme and host: no endpoint; ShareX only as user agent"),
    R(r"""POST de Pedidos com retorno incorreto

Olá,

Estou tentando enviar um POST de pedidos e estou obtendo apenas essa msg:

{"mensagem":"V99102572844 -  - Erro no processamento.","codigoMensagem":1}

Não tem nenhuma explicação do erro e nem nada...

Na documentação de vocês diz que ou vou retornar status 400 ou status 200 e ta me retornando status 500...

E agora?

Server error: `POST https://integrador.varejonline.com.br/apps/api/pedidos?token=MEUTOKEN` resulted in a `500 Internal Server Error`

Peço que informe o conteúdo do seu POST para que seja realizada a análise do problema.""",
      E("POST /apps/api/pedidos"),
      source="https://github.com/Varejonline/api/issues/2", kind="issue",
      note="Portuguese; the thread is in the API's own repository and its route answers 500 (URL with method, "
           "query dropped)"),
    R(r"""Conexão com api simuladas.

Estou seguindo o tutorial e ao tentar as solicitar itens da api_simulda, tenho um retorno de um "Erro no Servidor Interno", tentei diversas formas e não o consegui seguir a partir disso... desde ja agradeço qualquer ajuda ou sujestão...

@Guilherme-Macena o seu erro foi algo similar a `httptools.parser.errors.HttpParserInvalidMethodError: Invalid method encountered` ? Se for tente mudar a requisição para `http http://...` ao invés de `http https://...`. Caso seja outro erro, poderia me mandar o erro?

@cassiobotaro esse é o erro que recebo ao tentar solicitar um pedido. Não consigo compreender se é algum erro de configuração do meu ambiente. mas no meu console aparece esse erro

INFO:     127.0.0.1:51962 - "GET /orders/efb77dcf-d83c-4935-81ac-7be5f37e6cdc/items HTTP/1.1" 500 Internal Server Error
ERROR:    Exception in ASGI application

@cassiobotaro segui os comando do README, poetry install e depois subindo o main:app na porta 8080.

No console da porta 8080, aparece um erro em paralelo, 403 FORBIDEM, quando tento solicitar o item""",
      T("Poetry"), E("GET /orders/efb77dcf-d83c-4935-81ac-7be5f37e6cdc/items"),
      source="https://github.com/luizalabs/tutorial-python-brasil/issues/17", kind="issue",
      note="Portuguese; a concrete request the app answers with 500 (no route written); `http http://...` is "
           "an HTTP client command, left out; httptools only in a dotted exception name; ASGI a spec"),
    R(r"""Plugin parece não funcionar com as últimas versões

O plugin está funcionando com a versão 3.8.1 do Woocommerce? Implementei para um cliente, mudei a versão da API conforme documentação mas persistem erros no checkout. Ontem abri um thread na página do plugin no Wordpress.org, ali tem detalhes do erro:
https://wordpress.org/support/topic/erro-no-checkout-mesmo-com-api-2017-07-17/

Aqui no Github tem várias issues abertas e nenhuma resposta, e a última versão para download é de 3 meses atrás. O desenvolvimento do plugin parou?""",
      T("WooCommerce"),
      source="https://github.com/claudiosanches/woocommerce-pagarme/issues/115", kind="issue",
      note="Portuguese; Wordpress.org is the site"),
    R(r"""Ism7MQTT not starting - v0.0.16

I am running HA on a RPi4, 2024.4.0, with Mosquitto Broker.
However the Add-On does not start

Logger: homeassistant.components.hassio
Quelle: components/hassio/websocket_api.py:135
Integration: Home Assistant Supervisor (Dokumentation, Probleme)
Erstmals aufgetreten: 23:31:44 (1 Vorkommnisse)
Zuletzt protokolliert: 23:31:44

Failed to to call /addons/bf7963f0_ism7mqtt/start - Unknown error, see supervisor

Who can help me locate my problem? Greetings, Lukas

And what does the addons's log say?

Thank you for asking :-) I hope you can help, since I am clueless

The addons log only states: "Aktualisieren" (=push for update)
When doing so, nothing happens, unfortunately.

Config file:

device_name: Wolf
interval: 60
additional_devices: []
debug_logging: true
mqtt_port: 1883
ism7_ip: 192.168.1.177
ism7_password: xxxxxxx

Any clue?

I think this is a problem in your HA, not with the addon... What kind of install are you running? HAOS? Did you try a reboot?

I am running HAOS on a Raspberry4. And I have rebooted many times.""",
      T("Home Assistant"), T("Raspberry Pi"), T("Eclipse Mosquitto"), T("Home Assistant Supervisor"),
      T("Home Assistant OS"), F("components/hassio/websocket_api.py"),
      source="https://github.com/b3nn0/hassio-addon-ism7mqtt/issues/58", kind="issue",
      note="the Home Assistant log panel in German; HA/HAOS/RPi4/Raspberry4 spellings; the Supervisor's "
           "/addons/.../start call has no method"),
    R(r"""Update template to use new SDK and Macaw. Add example webhook

src/pages/api/webhooks/order-created.ts:84
```diff
+  } = ctx;
+
+  /**
+   * Perform logic based on Saleor Event payload
+   */
+  console.log(`Order was created for customer: ${payload.order?.userEmail}`);
+
+  /**
+   * Use client to interact with Saleor
+   */
+  const client = createClient(authData.saleorApiUrl, async () => ({ token: authData.token }));
+  // client.query()
```
```suggestion
  /**
   * Create GraphQL client to interact with Saleor API.
   */
  const client = createClient(authData.saleorApiUrl, async () => ({ token: authData.token }));
  
  /**
   * Now you can fetch additional data using urql.
   * https://formidable.com/open-source/urql/docs/api/core/#clientquery
   */
  
  // const data = await client.query().toPromise()
```""",
      T("Saleor"), T("Macaw UI"), T("GraphQL"), T("urql"), F("src/pages/api/webhooks/order-created.ts"),
      source="https://github.com/saleor/saleor-app-template/pull/168", kind="issue",
      note="Macaw = Saleor's Macaw UI; a Next.js API route file but Next.js is not named"),
    R(r"""Create Webhook Handler factory

`createSaleorWebhookHandler` exported from `@saleor/app-sdk/handler/next`

```
// src/pages/api/webhooks/order_created.ts

export default createSaleorWebhookHandler({
  eventType: string | string[] 
  ...
})

```

- [x] Check what Saleor event type
- [x] Inject SaleorApp / APL instance
- [x] Validate tokens and headers
- [x] Check payload checksum
- [x] Type extending Next's request with Saleors metadata, eg `SaleorEventRequest<PayloadGraphqlDocument>`
- [ ] Allow multiple event types
- [x] Documentation
- [x] Example

QA made on https://github.com/saleor/saleor-app-slack/pull/23

Here are problems:
1. Missing docs
2. When Webhook received empty query, installation failed, instead using some default payload
3. Wrong requests (eg empty body, wrong method) didn't receive error, error was somewhere silently handled""",
      T("Saleor"), F("src/pages/api/webhooks/order_created.ts"),
      source="https://github.com/saleor/app-sdk/issues/94", kind="issue",
      note="@saleor/app-sdk/handler/next is an import specifier (the SDK is named by it); 'Next's' left out"),
    R(r"""Add external webhook app example

Example with app called by external service""",
      source="https://github.com/saleor/app-examples/issues/1", kind="issue",
      note="nothing to label"),
    R(r"""Add createSyncWebhookHandler to SDK

Similar to AsyncWebhookHandler but for sync events, with validation of responses""",
      source="https://github.com/saleor/app-sdk/issues/172", kind="issue",
      note="nothing to label: identifiers and a generic SDK"),
    R(r"""Mistake on: /guides/v2.4/rest/tutorials/orders/order-create-order.html

## Description:
When i try to make call on POST /rest/<store_code>/V1/carts/mine/payment-information with json body copied from
example in API documentation (and in compliance with shopping-card flow) i get response 400 with body: 
`
{
    "message": "No such entity with %fieldName = %fieldValue",
    "parameters": {
        "fieldName": "cartId",
        "fieldValue": 0
    },
    "trace": ".....some long error message"
}
`
I've put cartId but i result is the same.

@codemasternode You will likely need to populate the `paymentMethod.additional_data` object with whatever credit card information the payment processor requires. We can't provide that information.

Closing this ticket because it's a support request.""",
      E("POST /rest/<store_code>/V1/carts/mine/payment-information"),
      source="https://github.com/magento/devdocs/issues/8041", kind="issue",
      note="the route answers 400 (a validation error); the title's docs page path is not an endpoint; "
           "Magento not named in the text"),
    R(r"""REST API /V1/carts/:cartId/selected-payment-method Internal Error

Hello,

I am trying to create order by REST API.

I have created cart with item. Then I created billing address and I want to select payment method

**request**
PUT /rest/V1/carts/13/selected-payment-method
{
  "method": {
    "poNumber": "25",
    "method": "cashondelivery"
  }
}

Q: what is poNumber? I put there billing address id but I have no idea what poNumber is... 

**response**
{
    "message": "Internal Error. Details are available in Magento log file. Report ID: webapi-56d98b6cf03ca"
}

**Log**
main.CRITICAL: exception 'LogicException' with message 'Report ID: webapi-56d98b6cf03ca; Message: Property "CartId" does not have corresponding setter in class "Magento\Quote\Api\Data\PaymentInterface".' in /var/www/html/magento/vendor/magento/framework/Webapi/ErrorProcessor.php:194

We want to connect magento api to our 3rd part application... We are still finding how requests should looks because we cant find informations what params in requests/response mean.""",
      T("REST"), T("Magento"), E("PUT /rest/V1/carts/13/selected-payment-method"),
      source="https://github.com/magento/magento2/issues/3660", kind="issue",
      note="the title's route has no method and drops the /rest prefix, so the concrete request is labelled as "
           "written; the log path is absolute"),
    R(r"""feat: add medusa to template

lib/shopify/index.ts
```diff
@@ -49,18 +50,19 @@ export default async function medusaRequest(
 
 export async function createCart(): Promise<Cart> {
   const res = await medusaRequest('POST', '/carts', {});
+  console.log('Cart created!');
+  console.log(res);
```
todo: rm
```suggestion
```""",
      T("Medusa"), F("lib/shopify/index.ts"), E("POST /carts"),
      source="https://github.com/medusajs/vercel-commerce/pull/1", kind="issue",
      note="a client helper's call with its method and path"),
    R(r"""Deployed functions rawBody failing Stripe validation

To test locally with Stripe I set up the local forwarder. Here's the output of initializing and when making successful round trip requests to my nhost function that it forwards to:

```
❯ stripe listen --forward-to https://local.functions.nhost.run/v1/payment/stripe_hook
> Ready! You are using Stripe API Version [2022-11-15]. Your webhook signing secret is **redacted** (^C to quit)
2023-07-08 08:23:49   --> payment_intent.created [evt_3NRaAzKE0B3nGMSO0ciK9GxH]
2023-07-08 08:23:49  <--  [200] POST https://local.functions.nhost.run/v1/payment/stripe_hook [evt_3NRaAzKE0B3nGMSO0ciK9GxH]
2023-07-08 08:23:53   --> payment_intent.succeeded [evt_3NRaAzKE0B3nGMSO0wwPGlPE]
2023-07-08 08:23:53  <--  [200] POST https://local.functions.nhost.run/v1/payment/stripe_hook [evt_3NRaAzKE0B3nGMSO0wwPGlPE]
```

Below are the logs from the function printing the following lines locally:
>const sig = request.headers["stripe-signature"] as string;
  console.log(sig);
  console.log("rawBody:");
  console.log(request.rawBody);

```
nhost-api-functions-1  | POST /payment/stripe_hook 200 - - 18.825 ms
```""",
      T("Stripe"), T("Nhost"), E("POST /v1/payment/stripe_hook"), E("POST /payment/stripe_hook"),
      source="https://github.com/nhost/nhost/issues/2099", kind="issue",
      note="stripe listen is the Stripe CLI; the forwarder posts to the local functions host (/v1/...) and the "
           "function logs its own POST /payment/stripe_hook"),
    R(r"""New install - Bepinex mods not loading

Hiya - was playing fine but now moved to new server so re-installing from scratch, i.e. clean config & data directories

docker-compose.yml:
```yaml
version: "3"

services:
  valheim:
    image: ghcr.io/lloesche/valheim-server
    container_name: valheim1
    cap_add:
      - sys_nice
    volumes:
      - /mnt/nas1/cluster/data/valheim/config:/config
      - /mnt/nas1/cluster/data/valheim/data:/opt/valheim
    ports:
      - "2456-2457:2456-2457/udp"
      - "8011:9001/tcp"
    restart: unless-stopped
    stop_grace_period: 2m
    env_file:
      - ./valheim.env
```

valheim.env:
```
WORLD_NAME=Wolves3
SERVER_PASS=xxxxxx
SERVER_PUBLIC=false
UPDATE_CRON=*/45 * * * *
UPDATE_IF_IDLE=true
TZ=Europe/London
BACKUPS_CRON=56 * * * *
BACKUPS_MAX_AGE=21
VALHEIM_PLUS=false
PUID=1000
PGID=1000
BEPINEX=true
```

BepInEx is triggered:
```
Dec 23 13:47:04 supervisord: valheim-updater DEBUG - [40] - BepInEx is enabled - running updater
Dec 23 13:47:04 supervisord: valheim-updater INFO - Valheim Server was updated from Steam - signaling BepInEx updater to merge updated files
Dec 23 13:47:04 supervisord: valheim-updater INFO - Fresh BepInEx install
```""",
      T("BepInEx"), T("Valheim"), T("Steam"), T("supervisord"), F("./valheim.env"),
      source="https://github.com/community-valheim-tools/valheim-server-docker/issues/550", kind="issue",
      note="supervisord is the process manager logging; the image tag not labelled; volumes absolute"),
    R(r"""[Valheim] Newest BepInEx update 5.4.2331 breaks the start script for valheim

As title says, the newest BepInEx update 5.4.2331 breaks the start script for valheim.

the old 2202 sever start script included with [BepInEx](https://new.thunderstore.io/c/valheim/p/denikson/BepInExPack_Valheim/) does this:

```sh
export DOORSTOP_ENABLE=TRUE
export DOORSTOP_INVOKE_DLL_PATH=./BepInEx/core/BepInEx.Preloader.dll
export DOORSTOP_CORLIB_OVERRIDE_PATH=./unstripped_corlib
export LD_LIBRARY_PATH="./doorstop_libs:$LD_LIBRARY_PATH"
export LD_PRELOAD="libdoorstop_x64.so:$LD_PRELOAD"
export LD_LIBRARY_PATH="./linux64:$LD_LIBRARY_PATH"
```

but the new 2331 version does this:

```sh
export DOORSTOP_ENABLED=1
export DOORSTOP_TARGET_ASSEMBLY=./BepInEx/core/BepInEx.Preloader.dll
export LD_LIBRARY_PATH="./doorstop_libs:$LD_LIBRARY_PATH"
export LD_PRELOAD="libdoorstop_x64.so:$LD_PRELOAD"
export LD_LIBRARY_PATH="./linux64:$LD_LIBRARY_PATH"
```

i had a look at your script, and tried updating it locally in my container, but could not get it loading properly.

note, i just noticed the rename `DOORSTOP_ENABLE` to `DOORSTOP_ENABLED`. This is likely why i couldnt get the script working. For now, i just manually downgraded BepInEx, keeping the version file so it doesnt try to update.""",
      T("BepInEx"), T("Valheim"), F("./BepInEx/core/BepInEx.Preloader.dll"),
      source="https://github.com/ich777/docker-steamcmd-server/issues/83", kind="issue",
      note="the sh fences are a shell's; ./doorstop_libs, ./linux64, ./unstripped_corlib are folders; Doorstop "
           "only in variable and library names"),
    R(r"""Bepinex won't hook on Valheim dedicated server

### What happened?

There is no error per say, I just can't get Bepinex or any mods to load on my dedicated server. I had it working several times before but this time around I can't get it to hook when starting the server.

Using BepInEx 5.4.19 pack for Valheim from the thunderstore.

I uninstalled the dedicated server, deleted all addon files from the install and reinstalled everything and it still won't hook. One curious message I get in the server console when it's loading is the line "isModded: False". Not sure what this is and I can't find anything about it, but I have a sneaking feeling it might be causing the issue. Not sure why it would persist through reinstalling everything but I'm at a loss.

I always had success with manually installing mods but I decided to try R2Modman just to see if it helps. Same results.

Please help!

### BepInEx Distribution

3rd party distribution

### Log outputs

```txt
No logs
```

### Environment

```markdown
- OS: Windows 10
- BepInEx: 5.4.19
- Game: Valheim
```""",
      T("BepInEx"), T("Valheim"), T("Thunderstore"), T("r2modman"), T("Windows"),
      source="https://github.com/BepInEx/BepInEx/issues/548", kind="issue"),
    R(r"""Webbased Nextcloud updater fails in reverse proxy scenario with / vs. /something

I'm having troubles to find the correct files for the fix mentioned above. This might be due to the fact that this issue is already open for such a long time (I'm running nextcloud 20.0.4).
In particular my directory structure is different. My Updater.php is located in the subfolder lib/private. In there is also a directory named Updater with the following content:
- hangesCheck.php
-   ChangesMapper.php
-   ChangesResult.php
-   VersionCheck.php

I don't know which index.php to update - can anyone give me a hint?

@freakinpenguin 

I see:
```
fermulator@nextcloud:/srv/nextcloud$ find . | grep ChangesCheck
./lib/private/Updater/ChangesCheck.php
```
, you actually want:
```
fermulator@nextcloud:/srv/nextcloud$ find . | grep updater/index
./updater/index.php
```

you should have an `updater` directory there

Thanks for your help! 

I realized that my issue was that I'm using a docker container. For docker containers the update procedure is described on the docker page (https://hub.docker.com/_/nextcloud/) and it seams that the updater is not delivered within the docker image.""",
      T("Nextcloud"), T("Docker"), F("./lib/private/Updater/ChangesCheck.php"), F("./updater/index.php"),
      source="https://github.com/nextcloud/updater/issues/265", kind="issue",
      note="bare file names (Updater.php, index.php) and the lib/private folder not labelled; updater/index as a "
           "grep pattern not a path"),
    R(r"""No REST API endpoint for payment-information for specific cart id

### Preconditions
1. Magento 2.1.6

### Steps to reproduce
1. Successfully do all the steps from http://devdocs.magento.com/guides/v2.1/get-started/order-tutorial/order-create-order.html until the last 7 step and with using `/carts/:cartId/...` endpoints everywhere instead of e.g. `/carts/mine/..`.

For cart creation through API, use: `/customers/:customerId/carts` and then use this cart id.

List of using cart id in the endpoints:

```
/carts/:cartId/items/
/carts/:cartId/estimate-shipping-methods
/carts/:cartId/shipping-information
```

The specific data that you send doesn't matter as long as you get to that 7th step and assign items, shipping methods, and shipping information to specific cart id like in examples above.

2. At the 7th step try to create an order.

### Expected result
1. The possibility to create an order for specific cart id.

### Actual result

1. There is no such endpoint like `/carts/:cartId/payment-information`. Therefore, I don't see any possibility to create an order using the steps above. At least, it's not mentioned in the documentation.

There are all the Checkout API methods listed in documentation:

```
* POST   /V1/guest-carts/:cartId/shipping-information
POST   /V1/carts/mine/shipping-information
POST   /V1/carts/:cartId/shipping-information
```""",
      T("Magento"), T("REST"),
      E("POST /V1/guest-carts/:cartId/shipping-information"), E("POST /V1/carts/mine/shipping-information"),
      E("POST /V1/carts/:cartId/shipping-information"),
      source="https://github.com/magento/magento2/issues/13358", kind="issue",
      note="the documentation's route list with methods; the paths without a method (and the missing "
           "payment-information route) not labelled"),
    R(r"""Issues after updating to 23.03.01

Hey there,

All the proxy's stopped working after updating to 23.03.01.
I'm running it in the Docker on my Unraid server.

I see no errors starting the docker. 
I got access to backend of NPM. 
I can renew the certificates, create a new one, everything works from that side. 

When I try to access any of the URL configured in it I got a:

Network Protocol Error
An error occurred during a connection to XXXXXX.
The page you are trying to view cannot be shown because an error in the network protocol was detected.
Please contact the website owners to inform them of this problem.

I've got a couple of domains and none of them works.
No other changes than the update was made.
I've tried to restart the container, no change.

same here

Same here.
No problems when accessing nextcloud directly via local IP. Can access nginx gui as well. Same error message trying to access NC via web.
Rolled back to tag [v1.26.1](https://hub.docker.com/layers/jlesage/nginx-proxy-manager/v1.26.1/images/sha256-884cb243f4372cbfcd1d1ee4979b362e9f6126e98feb7d36e121a1b5248a973f?context=explore) and it's working again.

Rolled back to v1.26.1, and like in naelfe case, it's working again.

I'm looking into this""",
      T("Docker"), T("Unraid"), T("Nextcloud"), T("Nginx"),
      source="https://github.com/jlesage/docker-nginx-proxy-manager/issues/284", kind="issue",
      note="NPM = Nginx Proxy Manager, written only as NPM (a spelling the lexicon gives npm) and inside a URL: "
           "left out; NC = Nextcloud"),
    R(r"""🐛 Scheduled function executions inject `https://localhost/v1` as APPWRITE_FUNCTION_API_ENDPOINT (self-hosted)

### 👟 Reproduction steps

1. Deploy self-hosted Appwrite 1.9.0 via the official `docker-compose.yml`. Set `_APP_DOMAIN=appwrite.example.com` in `.env`.
2. Create a function with a cron schedule (e.g. `*/2 * * * *`) whose code makes any Appwrite SDK call (e.g. `tablesDB.list_rows(...)`) using `APPWRITE_FUNCTION_API_ENDPOINT` as the endpoint.
3. Wait for one scheduled tick.
4. Trigger the same function via HTTP for comparison.

### 👍 Expected behavior

Scheduled and HTTP-triggered executions should both inject the same `APPWRITE_FUNCTION_API_ENDPOINT` (e.g. `https://appwrite.example.com/v1`) into the runtime container, so SDK calls inside the function reach the Appwrite API.

### 👎 Actual behavior

- **HTTP trigger:** runtime gets `APPWRITE_FUNCTION_API_ENDPOINT=https://appwrite.example.com/v1` ✅
- **Scheduled trigger:** runtime gets `APPWRITE_FUNCTION_API_ENDPOINT=https://localhost/v1` ❌

Inside a scheduled execution, every Appwrite SDK call fails with:

```
HTTPSConnectionPool(host='localhost', port=443):
  Max retries exceeded with url: /v1/...
  (Caused by NewConnectionError("HTTPSConnection(host='localhost', port=443):
   Failed to establish a new connection: [Errno 111] Connection re""",
      T("Appwrite"), T("Docker Compose"),
      source="https://github.com/appwrite/appwrite/issues/12200", kind="issue",
      note="docker-compose.yml named as the official compose file; the urllib3 error names no library; "
           "cron here a schedule syntax"),
]
