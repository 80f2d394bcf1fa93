"""Real technical texts, part C: compiler and test-runner output pasted into GitHub issues (the
TypeScript compiler's ``file(line,col)`` form, ``file:line:col``, Jest's ``FAIL`` lines), and
API-endpoint requests written as issue checklists or tables.

Kept and labelled as in tech_issues_a. Paths under ``node_modules/`` and absolute paths are
installed or machine-specific files, not files of the workspace, and are not labelled.
"""

from real_corpus import E, F, R, T

SURFACES = {
    "TypeScript": ("TS",),
    "Amazon EC2": ("EC2",),
    "React Testing Library": ("@testing-library/react",),
}

CASES = [
    R("build error for top-bar.component.ts\n\nRelated to c230ce35 \napp/components/top-bar.component.ts(60,22): error TS2339: Property 'onAppSettingsClicked' does not exist on type 'TopBarComponent'.",
      F("app/components/top-bar.component.ts"),
      source="https://github.com/Azure/azure-functions-ux/issues/521", kind="issue",
      note="tsc's file(line,col) form"),
    R("ERROR in apps/dashboard/src/app/widgets/widgets.component.ts:61:10\n\n `- error TS2551: Property 'widgets' does not exist on type 'WidgetsComponent'.`",
      F("apps/dashboard/src/app/widgets/widgets.component.ts"),
      source="https://github.com/onehungrymind/fem-production-angular/pull/6", kind="issue"),
    R("I just followed the instructions on https://www.npmjs.com/package/ngx-swiper-wrapper Sometimes it works (with errors), sometimes not, but there's always error on terminal. Can't seem to resolve the error when using this div\n`<div  class=\"swiper-container\" [swiper]=\"config\" [(index)]=\"index\">` and I am not sure where to declare or edit some codes on this one.\n\nHere's the full error message\n```\nFailed to compile.\n\nsrc/app/app.component.html:5:47 - error TS2339: Property 'config' does not exist on type 'AppComponent'.\n\n5       <div class=\"swiper-container\" [swiper]=\"config\" [(index)]=\"index\">\n                                                ~~~~~~\n\n  src/app/app.component.ts:5:16\n    5   templateUrl: './app.component.html',\n                     ~~~~~~~~~~~~~~~~~~~~~~\n    Error occurs in the template of component AppComponent.",
      F("src/app/app.component.html"), F("src/app/app.component.ts"),
      source="https://github.com/zefoy/ngx-swiper-wrapper/issues/280", kind="issue",
      note="'./app.component.html' is a bare name relative to the component"),
    R("(using angular 8) i have followed both video tutorial but these new errors pop up\n\nERROR in src/app/login/login.component.ts:25:15 - error TS2339: Property 'error' does not exist on type 'Object'.\n\n25       if (res.error > 0) {\n                 ~~~~~\nsrc/app/login/login.component.ts:29:52 - error TS2339: Property 'data' does not exist on type 'Object'.\n\n29           window.localStorage.setItem('token', res.data.token);\n                                                      ~~~~\nsrc/app/login/login.component.ts:33:35 - error TS2339: Property 'errorMessage' does not exist on type 'Object'.\n\n33           this.errorMessage = res.errorMessage;\n                                     ~~~~~~~~~~~~\nsrc/app/reports/reports.component.ts:25:15 - error TS2339: Property 'error' does not exist on type 'Object'.",
      T("Angular"), F("src/app/login/login.component.ts"), F("src/app/reports/reports.component.ts"),
      source="https://github.com/AmitXShukla/GPS-Mobile-Tracking-App/issues/3", kind="issue",
      note="lower-case 'angular 8' in the title"),
    R("I really liked this project. Thanks for all your effort. I want to install it on EC2 to use internally.\n\nBut I am getting errors while installing it locally by following this https://github.com/blabla1337/skf-flask/tree/master/installations/local\n\nAngular CLI: 9.1.7\nNode: 12.18.0\nOS: Ubuntu 16.04\nAngular: 9.1.9\n\nWhen I run the following command:\n\n`cd /tmp/skf-flask/Angular; ng build --aot --configuration=production`\n\nI got the following errors:",
      T("Amazon EC2"), T("Angular"), T("Node.js"), T("Ubuntu"),
      source="https://github.com/blabla1337/skf-flask/issues/588", kind="issue",
      note="an environment block; flask only inside a URL and a path"),
    R("ERROR in ng:///C:/Users/username/Desktop/Angular-Pixabay-API-Image-Searcher/src/            app/image-list/image-list.component.html (5,5): Property 'searchQuery' does not exist on type 'ImageListComponent'.\n\nThe error comes up when deploying to Heroku.\nOtherwise the app works fine on the local server\n\nDeclare searchQuery variable in image-list.component.ts",
      T("Heroku"),
      source="https://github.com/wesdoyle/ng-pixabay-api-search/issues/2", kind="issue",
      note="an absolute ng:/// location is not a workspace path"),
    R("ERROR in src/app/admin/header/header.component.ts(28,20): error TS2339: Property 'enabled' does not exist on type 'false | (Screenfull & { default: false | (Screenfull & ...); })'.\n  Property 'enabled' does not exist on type 'false'.\nsrc/app/admin/header/header.component.ts(29,18): error TS2339: Property 'toggle' does not exist on type 'false | (Screenfull & { default: false | (Screenfull & ...); })'.\n  Property 'toggle' does not exist on type 'false'.",
      F("src/app/admin/header/header.component.ts"),
      source="https://github.com/stbui/angular-material-app/issues/51", kind="issue",
      note="tsc's file(line,col) form"),
    R("Error when running npm start\n\nERROR in ./src/app/main.ts\n(48,19): error TS2339: Property 'filter' does not exist on type '{}'.\n\nERROR in Path must be a string. Received undefined",
      T("npm"), F("./src/app/main.ts"),
      source="https://github.com/btroncone/ngrx-store-in-ten/issues/1", kind="issue"),
    R("Could you tell me please, why is this happening?\n\n```\n//Hello.tsx\nexport const Hello = () =>  <h1>Hello world</h1>\n\n//Hello.test.tsx\nimport React from 'react';\nimport { render } from \"@testing-library/react\";\nimport '@testing-library/jest-dom/extend-expect';\n\nimport { Hello } from './Hello';\n\ntest(\"It should render hello\", () => {\n  const utils = render(<Hello />);\n  utils.getByText(\"Hello world\");\n});\n```\n\n TypeError: Cannot read property 'createElement' of undefined\n      \n      at Object.<anonymous> (src/components/Hello/Hello.test.tsx:9:24)\n          at new Promise (<anonymous>)\n      at Promise.resolve.then.el (node_modules/p-map/index.js:46:16)",
      T("React"), T("React Testing Library"), F("src/components/Hello/Hello.test.tsx"),
      source="https://github.com/kentcdodds/ama/issues/819", kind="issue",
      note="a stack frame under node_modules is not a workspace file"),
    R("Getting the following error with your configuration and `yarn test`.  \n\n```\nFAIL  src/App.test.tsx\n  ● Test suite failed to run\n\n    TypeError: Cannot read property 'Component' of undefined\n\n      4 | export default class App extends React.Component {\n      5 |   public render() {\n    > 6 |     return (\n      7 |       <View style={styles.container}>\n      8 |         <Text>Open up App.js to start working on your app!</Text>\n      9 |         <Text>Changes you make will automatically reload.</Text>\n\n      at Object.<anonymous> (src/App.tsx:6:34)\n      at Object.<anonymous> (src/App.test.tsx:5:15)\n```\n\nMany Thanks,\nMarcus\n\nHi Marcus, \n\ntry to clone the example and run it. It should be OK. And also try to compare it to your code. \n\nFor me downgrading to \"ts-jest\": \"^22.4.2\" solved the problem as I was using 23 before.",
      T("Yarn"), F("src/App.test.tsx"), F("src/App.tsx"), T("ts-jest"),
      source="https://github.com/b-tiwari/CRNAExpoTSExample/issues/2", kind="issue",
      note="Jest's FAIL line; React only as a dotted identifier"),
    R("```\n      at Object.create (__tests__/App.test.tsx:36:32)\n\nTest Suites: 1 failed, 1 total\nTests:       2 failed, 2 passed, 4 total\nSnapshots:   2 passed, 2 total\nTime:        2.949 s, estimated 3 s\nRan all test suites related to changed files.\n```",
      F("__tests__/App.test.tsx"),
      source="https://github.com/GeekyAnts/NativeBase/issues/5820", kind="issue"),
    R("**Setup**\n- Rancher version: 2.6.4\n- Browser type & version: Not relevant\n\n**Describe the bug**\nIt is not possible to create unit tests with Jest for components using TS or importing other components using TS as code.\n\n**To Reproduce**\n - Create test for one of these components: Banner, AsyncButton, RoleDetailEdit\n - Run the test\n\n**Result**\nTests will return error: ` TypeError: Cannot read property 'extend' of undefined`\n\n**Expected Result**\nTests for TS code type can be created without issues.",
      T("Rancher"), T("Jest"), T("TypeScript"),
      source="https://github.com/rancher/dashboard/issues/5610", kind="issue",
      note="TS for TypeScript"),
    R("Making changes to Prop validation as tests were failing with Jest. Please review and let me know if there any better way to get around the following error \n\n\"TypeError: Cannot read property 'style' of undefined\"\n\nLooks good to me. Will release it ASAP.",
      T("Jest"),
      source="https://github.com/byteburgers/react-native-autocomplete-input/pull/32", kind="issue"),
    # ---- endpoints asked for in issues -----------------------------------------------------
    R("## Description\nDevelop API endpoint to fetch a single user\n \n ## Acceptance Criteria\n * The endpoint should be accessible at `api/v1/users/:userId`\n * The endpoint should accept HTTP `GET` requests.\n * The endpoint should be secured to ensure that only authenticated users can fetch all users\n * The endpoint should check that the user has the appropriate permissions\n * Requests to the endpoint must include a valid authentication token in the Authorization header. `Authorization: Bearer <token>`\n * Given a request with a valid user ID, when the user is authenticated and authorized, the system should retrieve the user's information with a status code of 200.\n * Given a request with an invalid or non-existent user ID, when the user is authenticated and authorized, the system should return a 404 Not Found status.\n \n ### Request\n #### Endpoint\n GET `/api/v1/users/:userId`\n\n#### Parameters:\n* `userId`: string",
      E("GET /api/v1/users/:userId"),
      source="https://github.com/hngprojects/hng_boilerplate_python_fastapi_web/issues/533", kind="issue",
      note="the method outside the backticks"),
    R("**Requirements**\nAdd the endpoint to retrieve a user by ID.\n\n| Item | Description |\n| :--- | :--- |\n| Method | `GET` |\n| URL | `/api/user/{id}` |\n| Response status | `OK`: user found<br/>`NOT_FOUND`: user not found |\n| Response body | `{\"id\": \"...\", \"username\": \"...\", \"email\": \"...\", \"password\": \"...\", \"role\": \"...\", \"registrationDate\": \"...\"}` |\n\n**Test**\n- [ ] GET request with valid ID returns `OK` and the user object.\n- [ ] GET request with invalid ID returns `NOT_FOUND` and no response body.",
      E("GET /api/user/{id}"),
      source="https://github.com/ericstrausak/truthly/issues/6", kind="issue",
      note="Method and URL rows of a table"),
    R("Create endpoint: GET /users/{id}\n\nImplement an endpoint to return a single user by ID with related metadata.",
      E("GET /users/{id}"),
      source="https://github.com/Eddie-Richardson/ER-ServiceDesk/issues/58", kind="issue"),
    R("GET /users endpoint returns 500 error for valid requests\n\nWhile testing the GET /users endpoint in our staging environment, we noticed that the API returns a 500 Internal Server Error for valid user IDs.",
      E("GET /users"),
      source="https://github.com/anand176/Sentinel_AI_backend/issues/24", kind="issue"),
]
