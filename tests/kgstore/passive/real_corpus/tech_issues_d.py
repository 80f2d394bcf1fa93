"""Real technical texts, part D: GitHub issue and pull-request threads that list or discuss HTTP
API endpoints (tables, nested lists, "GET Endpoint (/path)" forms, request lines of curl -v),
and the Docker Engine API.

Kept and labelled as in tech_issues_a. A request line for one concrete resource
(``POST /containers/657814ba.../start``) is a call, not an endpoint of the API, and is not
labelled; a trailing slash is not part of the endpoint.
"""

from real_corpus import E, F, R, T

CASES = [
    R("Added products endpoints\n\n| Action | Method | URL |\n| :--- | :--- | :--- |\n| List | GET | /api/products |\n| Create | POST | /api/products |\n| Show | GET | /api/products/{id} |\n| Update | PUT | /api/products/{id} |\n| Delete | DELETE | /api/products/{id} |",
      E("GET /api/products"), E("POST /api/products"), E("GET /api/products/{id}"),
      E("PUT /api/products/{id}"), E("DELETE /api/products/{id}"),
      source="https://github.com/codecasts/spa-starter-kit/pull/50", kind="issue",
      note="a Method | URL table"),
    R("GET /api/products/  # List all products\nGET /api/products/<int:id>/  #  details of a product with id\nPOST /api/products/  # create a new product\nPATCH /api/products/<int:id>/  # update a product",
      E("GET /api/products"), E("GET /api/products/<int:id>"), E("POST /api/products"),
      E("PATCH /api/products/<int:id>"),
      source="https://github.com/egypt-shops/xshop-web/issues/36", kind="issue",
      note="Django path converters as parameters"),
    R("### Feature Description\n\nI prefer having `/products/{id}` endpoint other than having `id` query param\n\n![image](https://github.com/UNDP-Data/geohub/assets/2639701/efac04a5-7418-445d-bd4f-34f12fb9ea62)\n\n### Feature Implementation\n\n- /products\n  -  GET - list all products\n  -   POST - register a product. if it exists, show error\n- /products/{id}\n  - GET - get a product specified by ID path param\n  - PUT - update a product specified by ID path param\n  - DELETE - delete a product specified by ID path param",
      E("GET /products"), E("POST /products"), E("GET /products/{id}"), E("PUT /products/{id}"),
      E("DELETE /products/{id}"),
      source="https://github.com/UNDP-Data/geohub/issues/3614", kind="issue",
      note="methods listed under each path"),
    R("Description:\nThis PR adds custom API endpoints for Create, Update, Delete, and Get operations for CustomProduct to manage resources efficiently.\n\nChanges Introduced:\n\nNOTE: After this point i will use customProduct as product. **\n\nPOST Endpoint(/productCustom/add):\n\nAdd the product in the database.\nBased on requestParams and requestBody, or appropriate error responses (500 or 404) if not.\n\nGET Endpoint (/productCustom/getProducts):\n\nRetrieves all the product available in the database.\nReturns the specific product details if found, or appropriate error responses (500 or 404) if not.\n\nGET Endpoint (/productCustom/getProducts/{productId}):\n\nRetrieves the product available in the database having a productId matched with input.\nReturns the product details if found, or appropriate error responses (500 or 404) if not.\n\nDELETE Endpoint (/productCustom/delete/{productId}):\n\nDeletes the product associated with the productId found in the path of the request.",
      E("POST /productCustom/add"), E("GET /productCustom/getProducts"),
      E("GET /productCustom/getProducts/{productId}"), E("DELETE /productCustom/delete/{productId}"),
      source="https://github.com/BroadleafCommerce/DemoSite/pull/98", kind="issue",
      note="'METHOD Endpoint (/path)'"),
    R("**Description**\nWhen container is already started or stopped, then api response not contains message.\n\n**Steps to reproduce the issue:**\n1.start or stop the container\n2.call start or stop api, the target container is already started or stopped\n3.response not contains message\n\n**Describe the results you received:**\n```\n$ curl -v -X POST --unix-socket /var/run/docker.sock \"http://localhost/containers/657814ba450f91cfe38f9be1c0b9ad28db2573c41bf05d15c1737cac696847e8/start\"\n*   Trying /var/run/docker.sock...\n* Connected to localhost (docker.sock) port 80 (#0)\n> POST /containers/657814ba450f91cfe38f9be1c0b9ad28db2573c41bf05d15c1737cac696847e8/start HTTP/1.1\n> Host: localhost\n> User-Agent: curl/7.54.0\n> Accept: */*\n>\n< HTTP/1.1 304 Not Modified\n< Api-Version: 1.39\n< Date: Wed, 10 Jul 2019 13:08:41 GMT\n< Docker-Experimental: false\n< Ostype: linux\n< Server: Docker/18.09.2 (linux)\n<\n* Connection #0 to host localhost left intact\n```",
      T("Docker"), T("Linux"),
      source="https://github.com/moby/moby/issues/39484", kind="issue",
      note="a request line for one container is a call, not an endpoint; the daemon's OS type"),
    R("**Description**\nDocker container start API used to return 500 status code when the mounting share/file of container not exists. But now, I'm using docker API 1.29 and found that it returns 404, which means no such container in Document (https://docs.docker.com/engine/api/v1.29/#operation/ContainerStart). I wonder it's by design or a bug. Thanks.\n\n**Steps to reproduce the issue:**\n1. docker run -it --name test -v /volume1/abc:/test ubuntu\n2. rm /volume1/abc\n3. curl --unix-socket /var/run/docker.sock -X POST http:/v1.29/containers/test/start -v\n\n**Describe the results you received:**\nstatus code 404",
      T("Docker"), T("Ubuntu"),
      source="https://github.com/moby/moby/issues/34606", kind="issue",
      note="unfenced commands; the ubuntu image"),
    R("if i use the ```client.containers().start(container.Id);``` I'm getting a error with status code 204.\nAs of the docker documentation this is the code for success.\n204 no error\n304 container already started/stopped\n\ni think they should be added in \nharbor-master/lib/endpoints/containers.js\nLine: 233\nLine: 253\nAnd on line 273 only the code 204 cause ther is no code 304 on restart.",
      T("Docker"), F("harbor-master/lib/endpoints/containers.js"),
      source="https://github.com/arhea/harbor-master/issues/9", kind="issue",
      note="a path under the project's own top folder"),
    R("/api/endpoints/{ENDPOINT}/docker/containers/{CONTAINER}/start returns 404, not found\n\n**Bug description**\nWhen trying to access the docker container start API, a 404 `{\"message\":\"page not found\"}` is returned.\n\n**Expected behavior**\nContainer should start properly, or the proper 404 message from [Docker API](https://docs.docker.com/engine/api/v1.30/#operation/ContainerStart) `{\"message\": \"No such container: c2ada9df5af8\"}`.",
      T("Docker"),
      source="https://github.com/portainer/portainer/issues/3396", kind="issue"),
    R("This PR removes the HostConfig parameter when trying to start a container. This allows the UI to start containers on Docker 1.12.\n\nI've tested, it's supported from 1.9 to 1.12. Did not test with Docker < 1.9 though.\n\nIt also removes some logic part in the `startContainerController.js` which was checking for an ID in the response after starting a container otherwise it would remove the container assuming the start request failed.",
      T("Docker"),
      source="https://github.com/kevana/ui-for-docker/pull/242", kind="issue",
      note="a version comparator"),
    R("It just gives this error:\n\n```\nError: (HTTP code 400) unexpected - starting container with non-empty request body was\ndeprecated since v1.10 and removed in v1.12 \n at node_modules/docker-modem/lib/modem.js:239:17\n at getCause (node_modules/docker-modem/lib/modem.js:269:7)\n at Modem.buildPayload (node_modules/docker-modem/lib/modem.js:238:5)\n at IncomingMessage.<anonymous> (node_modules/docker-modem/lib/modem.js:214:14)\n at endReadableNT (_stream_readable.js:974:12)\n at _combinedTickCallback (internal/process/next_tick.js:80:11)\n at process._tickCallback (internal/process/next_tick.js:104:9)\n```\n\nI'm running this on Node 7.7.3, Docker 17.03.1-ce, node-docker-api v1.1.7.",
      T("Node.js"), T("Docker"), T("node-docker-api"),
      source="https://github.com/AgustinCB/docker-api/issues/17", kind="issue",
      note="Node's internal/ modules and node_modules/ are not workspace files"),
]

SURFACES = {
    "shadcn/ui": ("shadcn",),
    "Aceternity UI": ("acerternity ui",),
}

# ---- small front-end libraries named in lower case --------------------------------------------
CASES += [
    R("Here is a new library that combines clsx and tailwind-merge into one, making it easier to work with tailwindcss. There's no longer a need to create a \"cn\" component; this will make the installation of new shadcn components neater.\n\nhttps://github.com/ghostlexly/clsx-tailwind-merge\n\nI can make a PR\n\nHate those who down voted but I don't think we have any issues with such small libraries. Great effort tho, this should be custom helpers inside code and not as an npm package, `shadcn ui` and `acerternity ui` are redefining how we think about packages in our projects",
      T("clsx"), T("tailwind-merge"), T("Tailwind"), T("shadcn/ui"), T("npm"), T("Aceternity UI"),
      source="https://github.com/shadcn-ui/ui/issues/2871", kind="issue",
      note="lower-case library names, one misspelt"),
    R("Add and use tailwind-merge and clsx\n\nhttps://www.npmjs.com/package/tailwind-merge\nWith cn function: https://github.com/vercel/next.js/blob/canary/examples/with-supabase/utils/cn.ts\nExample usage: https://github.com/vercel/next.js/tree/canary/examples/with-supabase\n\nclsx: https://www.npmjs.com/package/clsx",
      T("tailwind-merge"), T("clsx"),
      source="https://github.com/knowii-oss/knowii/issues/615", kind="issue",
      note="next.js, supabase and utils/cn.ts only inside URLs"),
    R("- setup [clsx](https://github.com/lukeed/clsx) - utility for constructing `className`/`class` strings conditionally using Tailwind CSS\n- setup [tailwind-merge](https://github.com/dcastil/tailwind-merge) - to merge Tailwind CSS classes without style conflicts\n- combined `clsx` & `twMerge` to `cn`",
      T("clsx"), T("tailwind-merge"), T("Tailwind"),
      source="https://github.com/Pujo-Atlas-Kolkata/PujoAtlasKol-Web/pull/22", kind="issue"),
    R("- add `cn(` to default prefixes\n- `cn(` is a [common convention](https://github.com/search?q=function+cn+path:*.tsx&type=code) for combining `clsx` and `twMerge`\n\n``` tsx\nimport { clsx } from \"clsx\";\nimport { twMerge } from \"tailwind-merge\";\n \nexport function cn(...inputs: ClassValue[]): string {\nreturn twMerge(clsx(inputs));\n}\n```",
      T("clsx"), T("tailwind-merge"), T("TypeScript"),
      source="https://github.com/dejmedus/tailwind-sorter/pull/51", kind="issue"),
]

SURFACES.update({
    "GitHub Enterprise": ("GHE",),
    "Jenkins X": ("jx",),
})

# ---- order and repository APIs ------------------------------------------------------------
CASES += [
    R("- Adding `POST /orders/(:num)/fulfill` endpoint \n- `status` can now be sent to `PUT /orders/(:num)/` endpoint",
      E("POST /orders/(:num)/fulfill"), E("PUT /orders/(:num)"),
      source="https://github.com/TiendaNube/api-docs/pull/20", kind="issue",
      note="parameters in parentheses; a trailing slash"),
    R("## 📌 Description\nImplement a PATCH endpoint to update the status of an existing order.\nReturn:\n```\n{\n \"status\": \"string\"\n}\n```\n## 🎯 Scope\n- Create a PATCH /orders/:id endpoint\n- Allow updating only the order status\n- Validate order existence before updating\n\n## 📝 Additional notes\n- Status values should be validated",
      E("PATCH /orders/:id"),
      source="https://github.com/juanRCoder/TOnline-ecom-app/issues/49", kind="issue"),
    R("remove endpoint POST /orders/{order_id}/statuses\n\n**Related Issue(s):**\n\n- https://github.com/stapi-spec/stapi-fastapi/issues/124\n\n**Proposed Changes:**\n\n1. remove endpoint POST /orders/{order_id}/statuses\n\n**PR Checklist:**\n\n- [X] I have added my changes to the CHANGELOG **or** a CHANGELOG entry is not required.",
      E("POST /orders/{order_id}/statuses"),
      source="https://github.com/stapi-spec/stapi-fastapi/pull/126", kind="issue"),
    R("our current default in [jx boot](https://jenkins-x.io/docs/getting-started/setup/boot/) and [creating new quickstartst](https://jenkins-x.io/docs/getting-started/first-project/create-quickstart/) is to use a personal private git repository.\n\nHowever the github REST API does not support querying PRs on private personal repositories (it works for GitHub Team + GHE though) which means ChatOps breaks on the repository in prow/lighthouse.\n\nWe should maybe only use private repos if not using personal owners to avoid setting users up for a fail? Specifically creating quickstarts which then get no ChatOps on PRs",
      T("Jenkins X"), T("Git"), T("GitHub"), T("REST"), T("GitHub Enterprise"), T("Prow"),
      T("Lighthouse"),
      source="https://github.com/jenkins-x/jx/issues/5648", kind="issue",
      note="lower-case tool names joined by a slash"),
    R("Route GET /repos/:owner/:repo does not work?\n\n```\nvar auth = {\n            token: process.env.GITHUB_ACCESS_TOKEN,\n            type: 'oauth',\n        }\n    }\n\nvar github = new Github();\ngithub.authenticate(auth);\n\ngithub.repos.get({ owner: 'joliejuke', repo: 'myRepo' }, function(err, res) {\n\n            if (err) {\n                return reject(err)\n            }\n            return resolve(res)\n        });\n```\n\nGot response 404 from Github api v3.\n\nMaybe there is a change on github API but I didn't notice that.\nDo you have same problem? Or did I miss something in my code?",
      E("GET /repos/:owner/:repo"), T("GitHub"),
      source="https://github.com/octokit/octokit.js/issues/465", kind="issue"),
    R("I am trying to obtain a list of pull requests open in my repo for a specific set of users.\n\nFirst I setup my Octokit `@github = Octokit::Client.new(access_token: ENV['GITHUB_TOKEN'])`\nIf I were to call `@github.client` this is what is returned:\n```\n{:login=>\"tekHudson\", :id=>6435726, :avatar_url=>\"https://avatars2.githubusercontent.com/u/6435726?v=4\", :gravatar_id=>\"\", ...\n```",
      T("Octokit"),
      source="https://github.com/octokit/octokit.rb/issues/935", kind="issue"),
    R("```resource script '/opt/resource/check []' failed: exit status 1\n\nstderr:\n/usr/lib/ruby/gems/2.4.0/gems/octokit-4.7.0/lib/octokit/response/raise_error.rb:16:in `on_complete': GET https://api.github.com/repos/finbourne/website/pulls?base=dev&direction=asc&per_page=100&sort=updated&state=open: 404 - Not Found // See: https://developer.github.com/v3 (Octokit::NotFound)\n\tfrom /usr/lib/ruby/gems/2.4.0/gems/faraday-0.12.1/lib/faraday/response.rb:9:in `block in call'\n\tfrom /usr/lib/ruby/gems/2.4.0/gems/faraday-0.12.1/lib/faraday/response.rb:61:in `on_complete'",
      E("GET /repos/finbourne/website/pulls"),
      source="https://github.com/jtarchie/github-pullrequest-resource/issues/87", kind="issue",
      note="the files are inside absolute paths; a method before a whole URL is the URL's path "
           "(relabelled in issue #20 part 8)"),
]

# ---- Auth0 and Jira -----------------------------------------------------------------------
CASES += [
    R("articles/migrations/index.md\n```diff\n+\n+Note that the following scopes are also required by some endpoints:\n+\n+- `read:current_user` (required by: [GET /api/v2/users/{id}](/api/management/v2#!/Users/get_users_by_id), [GET /api/v2/users/{id}/enrollments](/api/management/v2#!/Users/get_enrollments))\n+- `update:current_user_identities` (required by: [POST/api/v2/users/{id}/identities](/api/management/v2#!/Users/post_identities), [DELETE /api/v2/users/{id}/identities/{provider}/{user_id}](/api/management/v2#!/Users/delete_provider_by_user_id))\n+- `update:current_user_metadata` (required by: [PATCH /api/v2/users/{id}](/api/management/v2#!/Users/patch_users_by_id))",
      F("articles/migrations/index.md"), E("GET /api/v2/users/{id}"),
      E("GET /api/v2/users/{id}/enrollments"), E("POST /api/v2/users/{id}/identities"),
      E("DELETE /api/v2/users/{id}/identities/{provider}/{user_id}"), E("PATCH /api/v2/users/{id}"),
      source="https://github.com/auth0/docs/pull/5711", kind="issue",
      note="endpoints as Markdown link texts, one with no blank after the method; the link targets are documentation pages"),
    R("Then take that access token, and the user id associated with that same token, and use it to call the management API.\n\n```js\nconst myUserId = \"sub value token from ID token or /userinfo call\";\nauth0.users(accessToken)\n            .getUser({ id: myUserId })\n```\n\nI'm not moving you away from using this \"Users client\". But calling /userinfo or decoding the ID token sounds like a simpler approach, IMO.",
      T("JavaScript"),
      source="https://github.com/auth0/react-native-auth0/issues/260", kind="issue",
      note="auth0 only as a dotted identifier"),
    R("I can fetch user info with idToken but not with access_token. Even though it works as expected just wanted to learn why would it be the case for me? If accessToken is used instead of idToken I get the following error: \n\n```\nerror: \"Forbidden\"\nerrorCode: \"insufficient_scope\"\nmessage: \"Insufficient scope, expected any of: read:users,read:current_user,read:user_idp_tokens\"\nstatusCode: 403\n```\nMy code that throws error: \n\n``` \nimport auth0 from \"../../src/utils/auth0\";",
      T("Auth0"),
      source="https://github.com/auth0/nextjs-auth0/issues/254", kind="issue",
      note="a module specifier without an extension is not a file"),
    R("Hello, \nall requests with ManagementClient of Auth0 packages still mark \"Bad Audience\" when other API audience than the \"reserved API\" are called.\nMy requests work with manual POST request.\n\nHere the error : \n\n```\nUnauthorized: Bad audience: https://myaudience.com/api/v2\n    at /Users/user/WebstormProjects/project/node_modules/rest-facade/src/Client.js:402:25\n    at Request.callback (/Users/user/WebstormProjects/project/node_modules/superagent/lib/node/index.js:943:3)\n```",
      T("Auth0"),
      source="https://github.com/auth0/node-auth0/issues/787", kind="issue",
      note="absolute paths into node_modules"),
    R("I can successfully connect to the JIRA server, also update the project listing successfully, but when clicking \"Finish\" when creating a new task I get the \"404: Issue Does Not Exist\" message. Also when I synchronize a task query I get \"404: Issue Does Not Exist\".\n\nI am having the same issue\n- JIRA - Jira 9.0#900003 (2022-06-20)\n- plugin - JiraConnector 4.1.8",
      T("Jira"), T("JiraConnector"),
      source="https://github.com/gnl42/JiraConnector/issues/45", kind="issue"),
    R("I am not sure what I am missing, but the sample code itself breaks, and it always gives 404. The URL it forms is https://<atlassian_host>/rest/api/2/issue/<issue_id>?expand=*&fields=*&properties=*&fieldsByKeys=*\n\nI am pretty sure the username/password and issue_id are correct, as the same thing works fine on Python client. Can someone please help me.\n\nSorry, my bad. I started with another NPM \"node jira\", where the config.user is used instead of config.username. Since it is 404, I kept looking a possible mistake in the path. It works fine now.",
      T("Python"), T("npm"),
      source="https://github.com/jira-node/node-jira-client/issues/203", kind="issue",
      note="the path is inside a URL"),
    R("sure.\npls try to reach following endpoints\nhttps://YOUR_DOMAIN/rest/agile/1.0/issue/EXISTING_ISSUE_KEY\nhttps://YOUR_DOMAIN/rest/api/2/issue/EXISTING_ISSUE_KEY\n\nmaybe the rest/agile api is not available in all jira versions or it can be disabled?\n\nshould work again. i will now try the agile api first then the classic api.",
      T("Jira"),
      source="https://github.com/qoomon/Jira-Issue-Card-Printer/issues/48", kind="issue",
      note="URLs called endpoints; lower-case jira; 'rest' as a path word"),
    R("For some reason some functions always return 404 errors. To be more specific, a situation where this is present is with getting project details. I have no issues getting the  information from the `getAllProjects() `function, however when I use the `getProject(<project_id>)` the error is present.\n\nFurthermore, when I try to retrieve the data with Postman and the regular api url (`https://your-domain.atlassian.com/rest/api/3/project/{projectIdOrKey}`) I have no issues.\n\nHi @williamahdevine! Please give a more informative example. Since `getProject(<project_id>)` is not a valid call.\n\nCorrect using:\n\n```ts\nconst project = await getProject({ projectIdOrKey: '<project_id>' });\n```",
      T("Postman"), T("TypeScript"),
      source="https://github.com/MrRefactoring/jira.js/issues/113", kind="issue"),
]
