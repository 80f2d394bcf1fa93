"""A thirty-seventh fresh held-out set ("fresh-37"), the issues part: GitHub issue and pull-request threads on
self-hosting and commerce -- home-lab apps (Jellyfin, Uptime Kuma, Paperless, Pi-hole, Nextcloud, Home Assistant
add-ons), reverse proxies (Nginx, Caddy, Nginx Proxy Manager), monitoring (Grafana, Loki), game servers, shops and
their webhooks (Shopify apps, WooCommerce, PrestaShop, Saleor, Medusa), headless CMSs quoting their REST routes
(Directus, Ghost, Strapi, WordPress REST API plugins) and mobile back ends (Supabase, Appwrite, Firebase) -- some of
them not in English (German, Japanese, Korean, Chinese, Portuguese, Italian), most from repositories no earlier set
used. Each is the thread's title followed by its body and maybe a comment or two, kept as written (code blocks, logs,
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
]
