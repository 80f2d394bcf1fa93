"""Real technical texts, part G: REST naming discussions (endpoints in prose, in code blocks,
"POST to /results"), and React 18 upgrade notes written in lower case ("react 18").

Kept and labelled as in tech_issues_a.
"""

from real_corpus import E, F, R, T

SURFACES = {
    "Next.js": ("Nex.tjs",),
}

CASES = [
    R("Just directly copying the comment from @jonasbusk in the slack:\n\n> By the way, the naming of the URIs in the API is a little bit strange to me. Especially including /get/ and /post/ in the URI. Are you following any particular convention?\n> The convention I know would be that for example GET /results will get all results, GET /results/{id} will get a particular result, POST to /results will create a new result. (edited) \n> More or less as described here: https://restfulapi.net/rest-api-design-tutorial-with-example/",
      T("Slack"), E("GET /results"), E("GET /results/{id}"), E("POST /results"),
      source="https://github.com/BIG-MAP/FINALES2/issues/113", kind="issue",
      note="'POST to /results'; /get/ and /post/ are path words, not endpoints"),
    R("Now I am curious as to that best practice document :)\nI will suggest a list of endpoints that seem nice to me - in the end, its all up to us:\n\n> Unlike SOAP-based Web services, there is no \"official\" standard for RESTful Web APIs. This is because REST is an architectural style, while SOAP is a protocol. REST is not a standard in itself.\n\nYes, it's up to us, but you are most experienced so doing it like you would \"expect\" it is probably our best bet ;)\n\nVerstuurd vanaf mijn iPhone\n\nThe following is possible: (i.e., implicit parameters in the POST call)\n```\nPOST /users\n Parameters\n username:username \n password:password\n```",
      T("SOAP"), T("REST"), E("POST /users"),
      source="https://github.com/Nth-iteration-labs/streamingbandit/issues/33", kind="issue",
      note="a Dutch mail signature naming a phone"),
    R("The REST API has not many endpoints, but the GET and POST endpoints already differ in names. They should have the same endpoint name, but only differ in the HTTP method as it is common to design such an API.\n\nFor example\n\n```\nGET /api/v2/tokens\nPOST /api/v2/token\n```\n\nshoud be \n\n```\nGET /api/v2/tokens\nPOST /api/v2/tokens\n```\n\nthe POST request can be interpreted as \"add a new token to the collection of tokens\". The same has to be done with rooms, tasks and users.",
      T("REST"), E("GET /api/v2/tokens"), E("POST /api/v2/token"), E("POST /api/v2/tokens"),
      source="https://github.com/clp-research/slurk/issues/108", kind="issue"),
    R("#### What this PR does / why we need it:\n\nUpdates the endpoint names to include a verb.\n\nAdds security scope to /retrieve-qos-profiles\n\nUpdates security scope on /retrieve-qos-profiles/{name}\n\n#### Which issue(s) this PR fixes:\n\nFixes #345",
      source="https://github.com/camaraproject/QualityOnDemand/pull/348", kind="issue"),
    R("### Acceptance Criteria\n- [ ] The controllers are checked and endpoints are improved.\n- [ ]  Postman collections are updated with the new endpoints.\n- [ ] The process is discussed by at least two individuals.\n\n### Deadline\n04.10.2025 23:59\n\n@CengizBilalSari Your modifications seem to follow the REST API URI Naming Conventions nicely. However, maybe one spot for improvement would be to change  POST /api/users/{username}/profile/photo to POST /api/users/{username}/profile/picture since picture is clearer.",
      T("Postman"), T("REST"), E("POST /api/users/{username}/profile/photo"),
      E("POST /api/users/{username}/profile/picture"),
      source="https://github.com/bounswe/bounswe2025group5/issues/373", kind="issue"),
    R("adr/webapp/29329-rest-endpoint-url-naming-convention.md:20\n```diff\n+We noted a lack of standard in url naming in the REST API which led to refactor the compliance API.\n+\n+The standard when creating REST endpoint is to make the conception around resources.\n+\n+Benefits:\n+- standardize our APIs\n+- by reading the url signature it's very clear what does the endpoints\n+- easy for users to discover APIs by themseleves\n+\n+## Decision\n+\n+Follow these patterns\n```\n**amousset**:\ncould you add examples for these different cases?",
      F("adr/webapp/29329-rest-endpoint-url-naming-convention.md"), T("REST"),
      source="https://github.com/Normation/rudder/pull/7355", kind="issue",
      note="'rest' inside a file name"),
    R("Follow REST-ful API naming for the endpoints\n\nSome of our endpoints are not named to the common REST-ful API convention",
      T("REST"),
      source="https://github.com/the-clothing-loop/website/issues/218", kind="issue",
      note="REST-ful"),
    # ---- React 18 in lower case ------------------------------------------------------------
    R("Update `createReactRoot` which should be used by all webpack endpoints to the react 18 version of creating a root. This should prevent errors in console and future proofing.\n\nSee details [here](https://react.dev/blog/2022/03/08/react-18-upgrade-guide#updates-to-client-rendering-apis)",
      T("Webpack"), T("React"),
      source="https://github.com/code-dot-org/code-dot-org/pull/71626", kind="issue",
      note="lower-case 'react 18'; 'webpack endpoints' are bundles, not HTTP endpoints"),
    R("> To help make the upgrade to React 19 easier, we’ve published a react@18.3 release that is identical to 18.2 but adds warnings for deprecated APIs and other changes that are needed for React 19.\n\nhttps://react.dev/blog/2024/04/25/react-19-upgrade-guide",
      T("React"),
      source="https://github.com/oxidecomputer/console/pull/2200", kind="issue"),
    R("Fix: React createRoot warning\n\nThis fixes a console error regarding `createRoot` in react 18.",
      T("React"),
      source="https://github.com/tomusborne/generateblocks/pull/966", kind="issue"),
    R("ReactDOM.render is no longer supported in React 18. Use createRoot instead. Until you switch to the new API, your app will behave as if it's running React 17. Learn more: https://reactjs.org/link/switch-to-createroot\n\nPretty sure @jcmorrow either knocked this out or we got it for free with Nex.tjs\n\nI certainly didn't do this, but it does seem to be gone. We still have `Warning: React.createFactory() is deprecated and will be removed in a future major release. Consider using JSX or use React.createElement() directly instead.` in quite a few places as well as many other warnings to clean up though!",
      T("React"), T("Next.js"),
      source="https://github.com/replayio/devtools/issues/3959", kind="issue",
      note="a misspelt Next.js"),
    R("## Summary  Updates to react 18 createRoot API to avoid warning\n\n## How did you test this change?\nchange `ReactDOM.render` to `ReactDOM.createRoot`. Open the html in chrome, and would find the warning disappeared.",
      T("React"), T("Chrome"),
      source="https://github.com/react/react/pull/25239", kind="issue",
      note="lower-case react and chrome"),
]

# ---- technical texts with nothing to keep ------------------------------------------------------
CASES += [
    R("This one's a little tough to give an example for, since it requires an auth_token. @sdfb is not able to load his user info (it returns a 500 error), and we've noticed the same problem for a few other IDs. But some (like mine) are fine.\n\nThe user ID to test with is 5.",
      source="https://github.com/sdfb/sdfb/issues/251", kind="issue"),
    R("- [x] Always check all required fields\n- [x] create a post endpoint for adding products(for the admin side)\n- [x] create a get endpoint for reading products\n- [x] create a patch endpoint for updating products(for the admin side)\n- [x] create a delete endpoint for deleting products(for the admin side)",
      source="https://github.com/nrishav007/byme.com/issues/14", kind="issue",
      note="lower-case methods and no paths"),
    R("Names should be descriptive but reasonably short.  Form compounds by concatenating words without punctuation or changes in case.\n\nI agree. Maybe we can make explicit that we want the lowercase?\n\nNames should be descriptive but reasonably short. Form compounds by concatenating words, _all lower case_, without punctuation or changes in case.",
      source="https://github.com/DSpace/RestContract/issues/27", kind="issue"),
    R("Update orders.md\n\nDocument special status endpoint for orders so that order-status-change events can be triggered.",
      source="https://github.com/AmeriCommerce/rest-api/pull/48", kind="issue",
      note="a bare file name"),
    R("Update src/ files to match lib/ last changes\n\nThis PR adds the last changes in `lib/` files to `src/`, since #28 code now goes into `src/`.",
      source="https://github.com/Huemul/chimi/pull/30", kind="issue",
      note="folders, not files"),
    R("The existing tests are not moved --- they are in the same directories as before. Only the legacy ones are removed.",
      source="https://github.com/iLib-js/iLib/pull/23", kind="issue"),
]

SURFACES.update({
    "Nx": ("nx",),
})

# ---- endpoints with alternatives in brackets; pnpm and tsc output ------------------------------
CASES += [
    R("added DELETE /v1/[subjects|aspects|perspectives|lenses]/{key}/writers endpoints and made a few changes to DELETE /v1/[subjects|aspects|perspectives|lenses|uesrs]/{key}\n\n@iamigo @annyhe Just started working on \nDELETE /v1/[subjects|aspects|perspectives]/{key}/writers/{u_key}  endpoint. Will create another PR for this.",
      E("DELETE /v1/[subjects|aspects|perspectives|lenses]/{key}/writers"),
      E("DELETE /v1/[subjects|aspects|perspectives|lenses|uesrs]/{key}"),
      E("DELETE /v1/[subjects|aspects|perspectives]/{key}/writers/{u_key}"),
      source="https://github.com/salesforce/refocus/pull/150", kind="issue",
      note="alternatives in brackets separated by |"),
    R("- added DELETE /v1/[subjects|aspects|perspectives|lenses]/{key}/writers\n- added DELETE /v1/[subjects|aspects|perspectives|lenses]/{key}/writers/userNameOrId\n- made a few changes to DELETE /v1/[subjects|aspects|perspectives|lenses|users]/{key}\n\n@iamigo @annyhe  This PR has all the changes for the delete endpoint. I will create another PR for the \"403\" status I am once back.\n\napi/v1/helpers/verbs/doDelete.js\n```diff\n@@ -32,7 +32,20 @@ function doDelete(req, res, next, props) {\n     if (props.loggingEnabled) {\n       logAPI(req, props.modelName, o);\n     }\n+    const assocNames = [];\n \n+    /**\n```\n**iamigo**:\nSpacing/formatting/style should be...\n\n```\n    /*\n     * If props.belongsToManyAssoc defined, take the values of the object and\n     * push it into the assocNames array.\n     */\n    if (props.belongsToManyAssoc) {\n      Object.keys(props.belongsToManyAssoc)\n      .forEach((key) => assocNames.push(props.belongsToManyAssoc[key]));\n    }\n```\n\napi/v1/controllers/aspects.js\n```diff\n   /**\n+   * DELETE /aspects/{keys}/writers\n+   *\n+   * Deletes all the writers associated with this resource.",
      E("DELETE /v1/[subjects|aspects|perspectives|lenses]/{key}/writers"),
      E("DELETE /v1/[subjects|aspects|perspectives|lenses]/{key}/writers/userNameOrId"),
      E("DELETE /v1/[subjects|aspects|perspectives|lenses|users]/{key}"),
      E("DELETE /aspects/{keys}/writers"),
      F("api/v1/helpers/verbs/doDelete.js"), F("api/v1/controllers/aspects.js"),
      source="https://github.com/salesforce/refocus/pull/155", kind="issue",
      note="an endpoint in a doc comment of a diff"),
    R("## Description\nAdd endpoint to delete subject-level mode configuration.\n\n## API Details\n- **Endpoint**: DELETE /mode/{subject}\n- **Response**: Previous mode\n\n## Confluent API Reference\nDeletes the subject-level mode, reverting to global mode.\n\n## Acceptance Criteria\n- [ ] Deletes subject mode\n- [ ] Returns previous mode\n- [ ] Reverts to global mode\n- [ ] Add to OpenAPI spec",
      E("DELETE /mode/{subject}"), T("Confluent"), T("OpenAPI"),
      source="https://github.com/axonops/axonops-schema-registry/issues/249", kind="issue"),
    R("the npm build task runs tsc.\ntsc complains it can't find nothing to compile (no tsconfig)\n```\n> tsc\n\nVersion 3.8.3\nSyntax:   tsc [options] [file...]\n\nExamples: tsc hello.ts\n          tsc --outFile file.js file.ts\n          tsc @args.txt\n          tsc --build tsconfig.json\n\n```",
      T("npm"), T("TypeScript"),
      source="https://github.com/poteto/boba-js/issues/130", kind="issue",
      note="tsc named in prose"),
    R("i just want to run command `pnpm build`. \n\nfirst i install `pnpm 8`, but this will break the `pnpm.lock` file.\nthen i install `pnpm 7` and run `pnpm build`.\n\nbut both of them will throw type error below.\ni don't know how should i do for this.. can u write some init step in readme for helping us to run the project..\n\nthanks advance!",
      T("pnpm"),
      source="https://github.com/chooin/cdn-cli/issues/34", kind="issue"),
    R("PS D:\\sunbo\\Haier\\src\\secretflow\\frontend\\secretpad-frontend> pnpm build\n\n> @ build D:\\sunbo\\Haier\\src\\secretflow\\frontend\\secretpad-frontend\n> nx run-many --target=build --nx-bail=true\n\n    √  nx run secretpad-doc:build  [local cache]\n\n    ×  nx run utils:build\n       > @secretflow/utils@0.0.1 build D:\\sunbo\\Haier\\src\\secretflow\\frontend\\secretpad-frontend\\packages\\utils\n> tsup src/index.ts\n\nCLI Building entry: src/index.ts\nCLI Using tsconfig: tsconfig.json\nCLI tsup v6.7.0\nCLI Using tsup config: D:\\sunbo\\Haier\\src\\secretflow\\frontend\\secretpad-frontend\\packages\\utils\\tsup.config.js\nCLI Target: esnext\nCLI Cleaning output folder",
      T("pnpm"), T("Nx"), T("tsup"), F("src/index.ts"),
      source="https://github.com/secretflow/secretpad-frontend/issues/14", kind="issue",
      note="a PowerShell prompt and pnpm's '>' script lines; absolute Windows paths"),
    R("Could you try `DEBUG=\"vite:*\" npm run build` and look if there is something odd?\n\nMy logs look like this:\n\n```node\n$ DEBUG=\"*\" npm run build\n\n> reproduce-4451@0.0.0 build\n> tsc && vite build\n\nvite:config bundled config file loaded in 33ms +0ms\nvite:config using resolved config: {\nvite:config   plugins: [\nvite:config     'alias',\nvite:config     'react-refresh',\nvite:config     'vite:dynamic-import-polyfill',\nvite:config     'vite:resolve',\nvite:config     'vite:html',\nvite:config     'vite:css',\nvite:config     'vite:esbuild',\nvite:config     'vite:json',",
      T("Vite"), T("npm"), T("TypeScript"),
      source="https://github.com/vitejs/vite/issues/4451", kind="issue",
      note="plugin names such as 'vite:esbuild' and 'vite:html' are not mentions"),
]
