"""A thirty-sixth fresh held-out set ("fresh-36"), the issues part: 66 GitHub issue and pull-request threads from 59
repositories, most of them used by no earlier set (a few -- ollama/ollama, langchain-ai/langchain, duckdb/duckdb,
electron-userland/electron-builder, slackapi/bolt-python -- each with a thread not used before), on ML and AI
applications and the small back ends around them: notebooks and data tools (Jupyter, pandas, Streamlit, DuckDB and
pg_duckdb, Gradio), model serving (FastAPI and Uvicorn, Flask, Ray Serve, BentoML, Triton, TorchServe, Ollama and
OpenAI-compatible endpoints), LLM and RAG apps (LangChain, the Vercel AI SDK, vector stores: Chroma, Qdrant,
Milvus, pgvector), desktop apps (Electron, Tauri, Wails), a browser extension, chat bots (Telegram, Discord, Slack)
and payments (Stripe and PayPal webhooks), and small Node and Python back ends quoting their routes -- one of them in
German. Each is the thread's title followed by its body and maybe a comment or two, kept as written (code blocks,
tracebacks, Uvicorn, Werkzeug and Gin server logs, wails doctor tables, version lists, compose files, curl commands,
PR endpoint lists and to-do lists as they appear; trimmed; screenshots dropped; the comments joined without their
author lines). Two of them label nothing at all.

Every text was taken from a stored public copy of the thread at the address given and labelled by hand without
running the extractor on it, by the earlier sets' conventions: technologies under their usual canonical name (any
spelling in the text), a code fence's language but not a shell's; data formats, everyday shell utilities, sites,
placeholders, model names and names only inside URLs, absolute or dependency paths, image tags or dotted
identifiers not labelled; relative file paths as written (a :N line number dropped), bare file names and folders
not; an endpoint only as "METHOD /path" where the text gives the method for that path (a route in code, a request
the app's own route answers even with 422 or 500 -- a Uvicorn, Next.js or Gin log line, a curl -X to the app's own
server written as a URL -- a client call with its method, a PR's or README's route list) and writes the whole path
with its leading slash; a request no handler accepts (404, 405), a path with no method and a route whose mounted
full path is never written are not labelled. Nobody tunes the extractor on these texts: the benchmark scores them
as their own split (``--split fresh-36``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "Psycopg": ("psycopg2",),
    "uWSGI": ("uwsgi",),
    "ChromaDB": ("Chroma",),
    "Triton Inference Server": ("Triton",),
    "TensorRT": ("TRT",),
    "electron-builder": ("electron-build",),
    "Node.js": ("Node", "nodejs"),
    "AppFlowy Cloud": ("Appflowy-Cloud",),
    "Docker Compose": ("docker compose",),
    "React ChatBotify": ("chatbotify",),
    "OpenAI": ("open ai",),
}

CASES = [
    R(r"""Pinned fastapi version

[Breaking changes](https://discuss.huggingface.co/t/why-is-my-hu-spaces-api-throwing-422-error/46343) in fastapi broke EasyLM gradio webapp server.
App server could not validate JSON, returned error code 422 on POST from client (see error below).

As per fastapi [guidance](https://fastapi.tiangolo.com/deployment/versions/#pin-your-fastapi-version), version should be pinned to prevent this in the future.

```
INFO:     Started server process [51594]
INFO:     Waiting for application startup.
INFO:     Application startup complete.
INFO:     Uvicorn running on http://0.0.0.0:5007 (Press CTRL+C to quit)
INFO:     127.0.0.1:33142 - "GET / HTTP/1.1" 200 OK
INFO:     127.0.0.1:33142 - "GET /info HTTP/1.1" 200 OK
INFO:     127.0.0.1:33142 - "GET /theme.css HTTP/1.1" 200 OK
INFO:     127.0.0.1:33142 - "POST /run/predict HTTP/1.1" 422 Unprocessable Entity
INFO:     ('127.0.0.1', 33152) - "WebSocket /queue/join" [accepted]
INFO:     connection open
INFO:     127.0.0.1:33162 - "POST /reset HTTP/1.1" 200 OK
```

Is this PR going to be merged? If it will be closed without merge a reason should be given.""",
      T("FastAPI"), T("Gradio"), T("Uvicorn"), T("EasyLM"),
      E("GET /"), E("GET /info"), E("GET /theme.css"), E("POST /run/predict"), E("POST /reset"),
      source="https://github.com/young-geng/EasyLM/pull/76", kind="issue",
      note="Uvicorn access log of the Gradio app: every request its own routes answer is labelled, the 422 on "
           "/run/predict too (a validation error, the route exists); the WebSocket line has no HTTP method; "
           "EasyLM is the project itself (its own name, the subject)"),
    R(r"""Serving issue with /predict/ POST request

I have this code running on jupyter notebook:
```
@serve.deployment(num_replicas="1", ray_actor_options={"num_cpus": 8, "num_gpus": 0})
@serve.ingress(app)
class ModelDeployment:
    def __init__(self, run_id: str, threshold: int = 0.9):
        self.run_id = run_id
        self.threshold = threshold
        mlflow.set_tracking_uri(MLFLOW_TRACKING_URI)
        checkpoint = predict.get_best_checkpoint(run_id=run_id)
        self.predictor = predict.TorchPredictor.from_checkpoint(checkpoint)

    @app.get("/")
    def _index(self) -> Dict:
        response = {
            "message": HTTPStatus.OK.phrase,
            "status-code": HTTPStatus.OK,
            "data": {}
        }
        return response

    @app.post("/evaluate/")
    async def _evaluate(self, request: Request) -> Dict:
        data = await request.json()
        results = evaluate.evaluate(run_id=self.run_id, dataset_loc=data.get("dataset"))
        return {"results": results}

    @app.post("/predict/")
    async def _predict(self, request: Request) -> Dict:
        data = await request.json()
        sample_ds = ray.data.from_items([{"title": data.get("title", ""),
                                  "description": data.get("description", ""), 
                                  "tag": "other"}])
```""",
      T("Jupyter Notebook"), T("MLflow"), T("Ray"),
      E("GET /"), E("POST /evaluate/"), E("POST /predict/"),
      source="https://github.com/GokuMohandas/Made-With-ML/issues/251", kind="issue",
      note="Ray Serve deployment (serve.deployment, ray.data) with MLflow tracking in the code; the routes as written "
           "with their trailing slash; the title's '/predict/ POST request' is the same route"),
    R(r"""http://localhost:11434/api endpoint giving 404 error

### What is the issue?

I am using latest version of windows . As per readme file when I am hitting http://localhost:11434 i am getting "ollama is running" but "http://localhost:11434/api" is giving error 404

### OS

Windows

### GPU

AMD

### CPU

Intel

### Ollama version

0.1.33

I am experiencing issues with API endpoint as well. Here is the server log:

[GIN] 2024/05/07 - 07:41:01 | 200 |  4.894709434s |       127.0.0.1 | POST     "/api/chat"
[GIN] 2024/05/07 - 07:41:07 | **404** |       9.017µs |       127.0.0.1 | GET      "/api/generate/"
[GIN] 2024/05/07 - 07:41:13 | 200 |      10.527µs |       127.0.0.1 | GET      "/"

Solution: The API endpoint doesn't respond to GET requests, POST requests seem to be working.""",
      T("Windows"), T("Ollama"), T("Gin"),
      E("POST /api/chat"), E("GET /"),
      source="https://github.com/ollama/ollama/issues/4200", kind="issue",
      note="Gin access log of the Ollama server: the 200s are labelled, the 404 GET on /api/generate/ is not (no "
           "route answers it), nor /api in the title (404, and no method); AMD and Intel are hardware vendors"),
    R(r"""Windows version "/api/generate" 404 not found

I encountered this issue until I changed my GET method to a POST method.

getting same issue on m1 mac Sonoma 14.4

This command helped me solve the 404 error problem
Win11 ollama v0.1.38

Hey I have Macos Sonoma 14.5 and I got the same issue.

I tried using Ollama with Llamaindex.

The strange thing is "./ollama run phi3:latest" works absolutely fine in the terminal but `response = query_engine.query("hello")` in llamaindex doesn't where it shows `[GIN] 2024/05/25 - 15:18:34 | 200 | 19.810265083s |       127.0.0.1 | POST     "/api/generate"` in the ./ollama serve terminal tab

I can confirm that the same code worked in Macos Ventura.

check your `ollama_api_base` in config/setting and make sure there is no `/` after hostname like `http://localhost:11434/`, this maybe wrong because the finnal api url may become `http://localhost:11434//api/generate`(double slash!) which will return 404 always:
```
❯ curl --location 'http://localhost:11434//api/generate' \
--header 'Content-Type: text/json' \
--data '{"model":"codegemma:latest", "prompt":"say hi to me", "stream": false}
'

404 page not found
```""",
      T("Windows"), T("Ollama"), T("macOS"), T("LlamaIndex"), T("Gin"),
      E("POST /api/generate"),
      source="https://github.com/ollama/ollama/issues/2736", kind="issue",
      note="POST /api/generate from the Gin log line (200); the GET that 404s and the double-slash curl are not "
           "labelled; './ollama' is the binary run from its folder (no extension, a command), not labelled; "
           "config/setting is a settings path in an app's UI, not a file"),
    R(r"""Local Ollama URL incorrect and no adjustment.

When attempting to use a local instance of olamma, I get this error:
```
Failed to generate step after 3 attempts. **Error: 404 Client Error: Not Found** for url: http://192.168.10.50:11434/api/chat
```

However manually verifying that the service is up and running works:
```
curl http://localhost:11434/api/generate -d '{
  "model": "llama3.1:latest",
  "prompt": "Why is the sky blue?"
}'
{"model":"llama3.1:latest","created_at":"2024-12-07T22:59:12.977900524Z","response":"The","done":false}
{"model":"llama3.1:latest","created_at":"2024-12-07T22:59:12.988189036Z","response":" sky","done":false}
```

It APPEARS that "/api/chat" is not the correct URL and without digging into the source, there doesn't appear to be a way to change it.

I have a fairly generic ollama install, only oddity is the use of ROCM as I have an AMD GPU:
```
version: '3.8'

services:
  ollama:
    image: ollama/ollama:rocm
    container_name: ollama
    ports:
      - "11434:11434"
    volumes:
      - ./Ollama/data:/root/.ollama
```""",
      T("Ollama"), T("ROCm"),
      source="https://github.com/tcsenpai/multi1/issues/10", kind="issue",
      note="the curl to /api/generate gives no method (-d only) and /api/chat 404s: no endpoint; the compose file is "
           "not named as Docker Compose in the text; ./Ollama/data is a folder; the image tag not labelled"),
    R(r"""HTTP Request: POST http://127.0.0.1:11434/chat/completions "HTTP/1.1 404 Not Found"

 output:Server was unable to process the request

➤ Begin Log for: Advanced Prompt Enhancer, Node #316:
✦ INFO: Additional parameters input: []
✦ INFO: Converting Torch Tensor image to b64 Image file
✦ INFO: Local LLM Server is running with status code: 200
✦ INFO: Setting client to OpenAI Open Source LLM object
✦ INFO: Maximum tries set to: 1
✦ ERROR: Non-retryable error occurred: 404 page not found
✦ ERROR: Request failed: 404 page not found

Assuming ollama is running (?) , try changing chat/completions in the URL to v1

Thank you very much. The method you provided is excellent and effective.""",
      T("Ollama"), T("OpenAI"),
      source="https://github.com/glibsonoran/Plush-for-ComfyUI/issues/152", kind="issue",
      note="the POST in the title 404s (no route answers it): no endpoint; 'chat/completions' has no slash; "
           "'Torch Tensor' in a log line left out; ComfyUI only in the address"),
    R(r"""feat(component): add stripe-payments with checkout and webhook support

apps/web/src/content/docs/express/components/stripe-payments.mdx:51
````diff
+```typescript
+import { verifyWebhook } from "./utils/verify-webhook";
+
+app.post("/webhook", (req, res) => {
+  try {
+    const event = verifyWebhook(req.body, req.headers["stripe-signature"]);
+    // Handle the event
+    res.json({ received: true });
+  } catch (err) {
+    res.status(400).send(`Webhook Error: ${err.message}`);
+  }
+});
````
_⚠️ Potential issue_ | _🔴 Critical_ | _⚡ Quick win_

**Critical: Stripe webhooks require raw request body, not parsed JSON.**

The webhook example will fail in practice because Stripe's signature verification requires the raw request body buffer, not the parsed JSON object. If `express.json()` middleware is used (standard in Express apps), `req.body` will be a parsed object and signature verification will always fail.""",
      T("Stripe"), T("TypeScript"), T("Express"),
      F("apps/web/src/content/docs/express/components/stripe-payments.mdx"), E("POST /webhook"),
      source="https://github.com/AkkalDhami/servercn/pull/148", kind="issue",
      note="review thread on a docs page: the file path with its :51 dropped; ./utils/verify-webhook is an import "
           "specifier; the ```typescript fence inside the diff labels TypeScript"),
    R(r"""How to use new Updater with webhook and flask

The examples are not clear on how to use flask in conjunction with the new updater logic.
With the new Updater, I am supposed to use the method start_webhook pointing at an address, which I don't have since I am running flask with uwsgi.
uwsgi writes on a .sock file and then dispatches the requests to the flask workers. 
In flask, the app behaves as a normal web service, I have a route setup to intercept my bot requests like this:
```python
@webapp.route('/telegram/<token>', methods=['POST'])
def telegram_hook(token):
    ...
    ...
```

How am I supposed to use the new Updater logic with these premises?

Hi :)
Your first option would be to let the library handle the webhook connection in favour of Flask. 

Your second option would be to continue to use Flask but not use the `Updater` class, since Flask will take care of getting the updates. You can still use the `Dispatcher`.
The only thing you'll have to do is to create a `Dispatcher` object somewhere with `dp = Dispatcher(bot, None)`, register some handlers and then, in your Flask webhook, call `dp.processUpdate(update)`.

I see, thank you very much for the response!
I will try and let you know if there are any issues.""",
      T("Flask"), T("uWSGI"), T("Python"),
      E("POST /telegram/<token>"),
      source="https://github.com/python-telegram-bot/python-telegram-bot/issues/160", kind="issue",
      note="python-telegram-bot is the repository (only in the address); Telegram named only in the route; the "
           "route with its Flask placeholder as written"),
    R(r"""Can't get respond properly

Greeting, thank you for your wonderful work! Currently, I'm writing a telegram bot using flask and webhook for my company.  
I found your bot and it's easy to understand. However, when I try to run and test the POST method (with Postman), I received:

```
 * Serving Flask app 'app' (lazy loading)
 * Environment: production
   WARNING: This is a development server. Do not use it in a production deployment.
   Use a production WSGI server instead.
 * Debug mode: off
 * Running on http://127.0.0.1:5000/ (Press CTRL+C to quit)
[2021-12-27 23:07:30,019] ERROR in app: Exception on /<bot-token-not-shown> [POST]
Traceback (most recent call last):
  File "D:\Anaconda3\envs\XXXXX\lib\site-packages\flask\app.py", line 2073, in wsgi_app
    response = self.full_dispatch_request()
  File "D:\Anaconda3\envs\XXXXX\lib\site-packages\flask\app.py", line 1518, in full_dispatch_request
    rv = self.handle_user_exception(e)
  File "D:\Anaconda3\envs\XXXXX\lib\site-packages\flask\app.py", line 1502, in dispatch_request
    return self.ensure_sync(self.view_functions[rule.endpoint])(**req.view_args)
  File "G:\XXXXX\flask-telegram-bot\app.py", line 17, in respond
    update = telegram.Update.de_json(request.get_json(force=True), bot)
```""",
      T("Telegram"), T("Flask"), T("Postman"),
      source="https://github.com/AliAbdelaal/telegram-bot-tutorial/issues/6", kind="issue",
      note="'Exception on /<bot-token-not-shown> [POST]' is a redacted placeholder path, not labelled; traceback "
           "paths are absolute (Anaconda only inside them)"),
    R(r"""Telegram webhook support #190 resolved

Fixes #190

## Description:

- Files changed:

  - `Procfile`
  -  ` README.md`
  -   `telegram.py`
  -    `webapp.py`

- Dependencies if any: 	None
- Basic tests done to validate:
  * [Test app](https://t.me/chttrje_mapbot) works as expected with only a single `web` process on Heroku.
- Conflicts if any:	None

## Other Information:
  * Only when the bot receives a message, a POST request is sent to the webhook by Telegram and is caught by the flask view function `telegram_webhook()` in `webapp.py`. No unnecessary requests to the Telegram server are made anymore.
 * See [issue details](https://github.com/vishakha-lall/MapBot/issues/190) for more discussion.

LGTM""",
      T("Telegram"), T("Heroku"), T("Flask"),
      source="https://github.com/vishakha-lall/MapBot/pull/191", kind="issue",
      note="the changed files are bare names; the webhook POST has no path"),
    R(r"""some fields in tauri.conf.json cannot be allowed while build

I followed the pre-requisite instruction but failed to build.
Here is the full error message.

>     Error `tauri.conf.json` error on `build`: Additional properties are not allowed ('devUrl', 'frontendDist' were unexpected
>     Error `tauri.conf.json` error: Additional properties are not allowed ('app', 'bundle', 'identifier', 'mainBinaryName', 'productName', 'version' were unexpected)

I did some search but only found those are not supported in tauri v2, but  I am using tauri v1 (tauri-cli 1.6.4 for specific)

Can you help me with this problem?

Main is on tauri 2, but it's kinda broken since I started a rewrite to support linux & other stuff, but life got in the way. Sorry about that (I considered not merging the semi-broken state, but figured no one is gonna use this. I was wrong 😅).  

You should be able to run in by checking out 2dbfe91661b158955a0acd78650123af14a6af33 (which is pre-tauri2 migration).""",
      T("Tauri"), T("Linux"),
      source="https://github.com/meepleek/layout_overlay/issues/4", kind="issue",
      note="tauri.conf.json is a bare file name; tauri-cli folded into Tauri"),
    R(r"""Prediction api

This PR:
* [x] adds endpoint to fetch all models
* [x] registers basic endpoint to post prediction json
* [x] add versions properly
* [x] validate prediction data and save

cc @batpad @wronk

@geohacker this seems to work well.

Currently, if I attempt to POST the same `model` twice, I get back a 400 response correctly, but I get the raw psycopg2 error message - perhaps we could just improve the error validation / string there?""",
      T("Psycopg"),
      source="https://github.com/hotosm/ml-enabler/pull/19", kind="issue",
      note="the endpoints are described without paths: none labelled"),
    R(r"""API request error: 404 Client Error: Not Found for url: http://localhost:11434/api/generate [powershell]

try writing some [ollama api requests](https://github.com/ollama/ollama/blob/main/docs/api.md) directly from the same terminal and report back

This works:
`curl -D - http://localhost:11434/api/generate -d "{\"model\":\"llama3.2:latest\",\"prompt\":\"hi\",\"stream\":false}"`

This does not:
`>curl -D - http://localhost:11434/api/generate -d "{"model":"llama3.2:latest","prompt":"hi","stream":false}"`
Returns:
`HTTP/1.1 400 Bad Request
Content-Type: application/json; charset=utf-8
Date: Fri, 03 Jan 2025 18:08:50 GMT
Content-Length: 76

{"error":"invalid character 'm' looking for beginning of object key string"}`

BTW I appreciate your quick responses and help!""",
      T("PowerShell"), T("Ollama"),
      source="https://github.com/cognitivetech/ollama-ebook-summary/issues/10", kind="issue",
      note="the curls give no method (-d only): no endpoint; the 404 in the title not labelled"),
    R(r'''[ENH]: Add Pydantic input and output models to create_api function

### Describe the feature you want to add to this project

The current create API works fine but it uses query parameters instead of a post json body and it's lacking some FastAPI staples like pydantic input and output models.
I know the [create_webservice](https://github.com/pycaret/pycaret/commit/0da35e9596c2c531307fb449f1bcbe5356af0fb1) function used pydantic models but didn't support output model.

Below is a solution that will change the inputs from query to body parameters, and use pydantic input/output models.

### Describe your proposed solution

```
def create_api(self, estimator, api_name, host="127.0.0.1", port=8000):

        """
        This function takes an input ``estimator`` and creates a POST API for
        inference. It only creates the API and doesn't run it automatically.
        To run the API, you must run the Python file using ``!python``.
        Example
        -------
        >>> from pycaret.datasets import get_data
        >>> juice = get_data('juice')
        >>> from pycaret.classification import *
        >>> exp_name = setup(data = juice,  target = 'Purchase')
        >>> lr = create_model('lr')
        >>> create_api(lr, 'lr_api'
        >>> !python lr_api.py
        estimator: scikit-learn compatible object
            Trained model object
''',
      T("Pydantic"), T("FastAPI"), T("Python"), T("scikit-learn"),
      source="https://github.com/pycaret/pycaret/issues/2696", kind="issue",
      note="PyCaret only in the address and in dotted imports (pycaret.datasets), its own repository; lr_api.py is a "
           "bare file name; 'a POST API' gives no path"),
    R(r"""[Install issue]: Running a persistent db in chroma using PIP

### What happened?

import chromadb
client = chromadb.PersistentClient(path="./db/")

_**Running the above piece of code it gives me the below error.**_

`RuntimeError: Chroma is running in http-only client mode, and can only be run with 'chromadb.api.fastapi.FastAPI' as the chroma_api_impl. `

**_While using client server mode it refuses the connection, I have checked even the port is not in use._**

import chromadb
from chromadb.config import Settings
# Example setup of the client to connect to your chroma server
clienthhtp = chromadb.HttpClient(host='localhost', port=8000)

`ConnectionError: HTTPConnectionPool(host='localhost', port=8000): Max retries exceeded with url: /api/v1/collections (Caused by NewConnectionError(': Failed to establish a new connection: [WinError 10061] No connection could be made because the target machine actively refused it'))
`

### Versions

chromadb 0.4.5
chromadb-client 0.4.6.dev0
Chroma 0.2.0
langchain 0.0.226
Python 3.10.12

### Relevant log output

```shell
RuntimeError                              Traceback (most recent call last)
Cell In[20], line 1
----> 1 client = chromadb.PersistentClient(path="./db/")

File c:\Users\JAISGHFST\Anaconda3\envs\appGpt\lib\site-packages\chromadb\__init__.py:73, in PersistentClient(path, settings)
```""",
      T("ChromaDB"), T("pip"), T("LangChain"), T("Python"),
      source="https://github.com/chroma-core/chroma/issues/992", kind="issue",
      note="'chromadb.api.fastapi.FastAPI' is a dotted identifier in an error message, not labelled; "
           "/api/v1/collections has no method (a failed connection); ./db/ is a folder; chromadb-client folded "
           "into ChromaDB; the traceback path is absolute (Anaconda only inside it)"),
    R(r"""[Bug]: AttributeError: module 'chromadb' has no attribute 'config'

### What happened?

Issue when creating Chroma object. Error is: AttributeError: module 'chromadb' has no attribute 'config'

```python
vectorstore = Chroma(
        collection_name=collection_name, 
        embedding_function=get_embedding_function(), 
        persist_directory="storage/deploy/chroma-db"
    )
```

### Versions

Chroma v0.4.22, Python 3.11

### Relevant log output

```shell
AttributeError                            Traceback (most recent call last)
Cell In[1], line 28
     20     retriever = ParentDocumentRetriever(
     21         vectorstore=vectorstore,
     22         docstore=store,
     23         child_splitter=child_splitter,
     24         parent_splitter=parent_splitter
     25     )
     26     return retriever
---> 28 retriever = load_chroma_db("full_docs")
     29 retriever.add_documents(bancworks_docs)
Cell In[1], line 13, in load_chroma_db(collection_name)
     10 parent_splitter = RecursiveCharacterTextSplitter(chunk_size=2000)
     11 child_splitter = RecursiveCharacterTextSplitter(chunk_size=400)
```""",
      T("ChromaDB"), T("Python"),
      source="https://github.com/chroma-core/chroma/issues/1614", kind="issue",
      note="persist_directory 'storage/deploy/chroma-db' is a folder (no file), not labelled; "
           "ParentDocumentRetriever and RecursiveCharacterTextSplitter are LangChain classes but LangChain is not "
           "named"),
    R(r""""No module named 'chromadb'" — add chromadb as dependency?

Trying to follow the guides:

- https://langchain.readthedocs.io/en/latest/modules/indexes/getting_started.html
- https://langchain.readthedocs.io/en/latest/modules/indexes/vectorstore_examples/chroma.html

But when I run:

```
db = Chroma.from_documents(texts, embeddings)
```

I get:

```
ModuleNotFoundError                       Traceback (most recent call last)
File ~/Library/Caches/pypoetry/virtualenvs/docs-bot-z8dlOdVH-py3.10/lib/python3.10/site-packages/langchain/vectorstores/chroma.py:40, in Chroma.__init__(self, collection_name, embedding_function, persist_directory)
     39 try:
---> 40     import chromadb
     41     import chromadb.config

ModuleNotFoundError: No module named 'chromadb'
```

In my Poetry dependencies, I only had `langchain` and `openai`.

I'd suggest adding a line somewhere in the docs that this is an optional dependency and should be installed?

Once I do:

```
poetry add chromadb
```

It works.

Make sure that it's installed in the same site packages directory. You may have used a different version of pip from a different python environment.""",
      T("ChromaDB"), T("Poetry"), T("LangChain"), T("OpenAI"), T("pip"), T("Python"),
      source="https://github.com/langchain-ai/langchain/issues/1387", kind="issue",
      note="the chroma.py path is under the home folder's virtualenv site-packages (a dependency path), not labelled; "
           "'openai' the OpenAI client package"),
    R(r"""File not found error

I'm having an issue with running StarGazer (Ubuntu 20.04 (WSL)/python 3.8). I can install the dependencies as required (excluding the Win32 modules), and can run the webserver, but I cannot seem to select anything after choosing something from the dropdown menu to the left.

After a short while, an error message appears on the console:

```
2022-09-06 14:17:18.729 Traceback (most recent call last):
  File "<HOME>/.local/lib/python3.8/site-packages/streamlit/script_runner.py", line 354, in _run_script
    exec(code, module.__dict__)
  File "<HOME>/StarGazer/StarGazer.py", line 467, in <module>
    df_selected = pd.read_csv(path + "/assets/df_selected.csv")
  File "<HOME2>/.local/lib/python3.8/site-packages/pandas/util/_decorators.py", line 311, in wrapper
    return func(*args, **kwargs)
  File "<HOME>/.local/lib/python3.8/site-packages/pandas/io/parsers/readers.py", line 586, in read_csv
    return _read(filepath_or_buffer, kwds)
```""",
      T("Ubuntu"), T("Windows Subsystem for Linux"), T("Python"),
      source="https://github.com/AstraZeneca/StarGazer/issues/11", kind="issue",
      note="StarGazer is the project; Streamlit and pandas appear only inside site-packages paths and a dotted call "
           "(pd.read_csv), not labelled; <HOME>/StarGazer/StarGazer.py is a placeholder-rooted absolute path; "
           "'/assets/df_selected.csv' is a string appended to a variable, not a relative path as written; Win32 is "
           "the Windows API modules, left out"),
    R(r"""Web-based app no longer works with test data provided

I used the web-based app last year with success, but tried today with the same data set and returned this error message. I downloaded the test data file and still get the error. I also got this error on another PC. 

The online web app returns this error when challenged with the test data provided. 

FileNotFoundError: This app has encountered an error. The original error message is redacted to prevent data leaks. Full error details have been recorded in the logs (if you're on Streamlit Cloud, click on 'Manage app' in the lower right of your app).
Traceback:
File "/home/adminuser/venv/lib/python3.11/site-packages/streamlit/runtime/scriptrunner/script_runner.py", line 600, in _run_script
    exec(code, module.__dict__)
File "/mount/src/micronuclai_streamlit/streamlit.CIN_prediction.py", line 143, in <module>
    predictions = pd.read_csv("./results/"+pred_out)
                  ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
File "/home/adminuser/venv/lib/python3.11/site-packages/pandas/io/parsers/readers.py", line 1026, in read_csv
    return _read(filepath_or_buffer, kwds)""",
      T("Streamlit Cloud"),
      source="https://github.com/SchapiroLabor/micronuclAI/issues/9", kind="issue",
      note="Streamlit Cloud named in the error text; pandas only in a site-packages path and pd.read_csv; "
           "'./results/' is a folder; traceback paths absolute"),
    R(r"""broken streamlit parser

The current spreadsheet version (01 June 2025) seems to broke the streamlit parser. 

<details>

```log
streamlit-container  |   File "/usr/local/lib/python3.10/site-packages/streamlit/runtime/scriptrunner/script_runner.py", line 541, in _run_script
streamlit-container  |     exec(code, module.__dict__)
streamlit-container  |   File "/app/app.py", line 98, in <module>
streamlit-container  |     salaries_df = load_data(st.secrets["public_gsheets_url"])
streamlit-container  |   File "/app/app.py", line 25, in load_data
streamlit-container  |     return pd.read_csv(csv_url)
streamlit-container  |   File "/usr/local/lib/python3.10/site-packages/pandas/io/parsers/readers.py", line 948, in read_csv
streamlit-container  |     return _read(filepath_or_buffer, kwds)
```""",
      T("Streamlit"),
      source="https://github.com/data-engineering-community/data-engineering-salaries/issues/18", kind="issue",
      note="/app/app.py is absolute (inside the container); pandas only in paths and pd.read_csv; the Google "
           "Sheets URL key (public_gsheets_url) not labelled"),
    R(r"""Not resolving /interactions route

### What is your question?

Hi, do I need to manually set up /interactions route and direct requests to discord service? From reading documentation I was under the impression that it'd be done automatically by NecordModule during setup. Could you please clarify, many thanks.

Hello there,

Now Discord has 2 ways to receiving an interaction:
* Via Interaction Create gateway event
* Via outgoing webhook (`/interactions` route)

**Necord now supports only first way.**""",
      T("Discord"), T("Necord"),
      source="https://github.com/necordjs/necord/issues/600", kind="issue",
      note="/interactions is a route named with no method: no endpoint"),
    R(r"""Inference with 20.06 using curl

Hello, 

I want to do inference using curl command with triton inference server release 20.06. The inference using image_client.py is successful. However, I cannot do inference by using curl. I followed the instructions on kubeflow/kfserving - Predict Protocol - Version 2. All the commands were successful except one.

my successful commands are:

`curl -X GET localhost:8000/v2/health/live`

`curl -X GET localhost:8000/v2/health/ready`

`curl -X GET localhost:8000/v2/models/resnet50_netdef/versions/1`

`curl -X GET localhost:8000/v2/models/resnet50_netdef/versions/1/ready`

The following command returns 400 Bad Request error:

`curl -X POST localhost:8000/v2/models/resnet50_netdef/versions/1/infer`

It also gives 
{"error":"failed to parse the request JSON buffer: Invalid value. at 0"}

I want to do inference using a classification model and curl. 
Is there any documentation about the inference using curl, the headers, data type and so on?""",
      T("Triton Inference Server"), T("KFServing"),
      E("GET /v2/health/live"), E("GET /v2/health/ready"), E("GET /v2/models/resnet50_netdef/versions/1"),
      E("GET /v2/models/resnet50_netdef/versions/1/ready"), E("POST /v2/models/resnet50_netdef/versions/1/infer"),
      source="https://github.com/triton-inference-server/server/issues/1845", kind="issue",
      note="curl -X to the local Triton server: each request as written (no route template is written); the 400 "
           "POST is still answered by the infer route; kfserving named through its repository path "
           "(kubeflow/kfserving), Kubeflow left out; image_client.py is a bare file name"),
    R(r"""Need for config.pbtxt models for triton server

Hi
I followed guide on TRT model structure at #60 [exact comment](https://github.com/SthPhoenix/InsightFace-REST/issues/60#issuecomment-975600883) 

but when running triton server with this command:
`docker run --gpus=1 --rm -p8000:8000 -p8001:8001 -p8002:8002 -v/model/triton:/models nvcr.io/nvidia/tritonserver:22.03-py3 tritonserver --model-repository=/models`

this error come out:

`... model_repository_manager.cc:1927] Poll failed for model directory 'arcface_r100_v1': failed to open text file for read /models/arcface_r100_v1/config.pbtxt: No such file or directory`

Can you provide config.pbtxt for arcface_r100_v1, scrfd_10g_gnkps or retinaface_r50_v1 ?

Thanks in Advance.

Hi you can run Triton server with `--strict-model-config=false` argument, it should generate config automatically.

Though I'm not sure if this project still works with Triton, I haven't checked it for a while since current version works much faster with TRT backend.""",
      T("TensorRT"), T("Triton Inference Server"), T("Docker"),
      source="https://github.com/SthPhoenix/InsightFace-REST/issues/94", kind="issue",
      note="config.pbtxt a bare file name; the model paths absolute; the image tag not labelled; "
           "model_repository_manager.cc in a log line is a source-file name of Triton, not the project's"),
    R(r"""Electron Preload Exposes installCli Without Main Process Handler

### Description

Location: packages/desktop-electron/src/preload/index.ts line 6 and packages/desktop-electron/src/main/ipc.ts

✅ Confirmed: The preload script exposes installCli: () => ipcRenderer.invoke("install-cli")
❌ Confirmed: The main process registerIpcHandlers function in src/main/ipc.ts does NOT contain ipcMain.handle("install-cli", ...)
This would cause a runtime error when the renderer calls window.api.installCli()""",
      T("Electron"),
      F("packages/desktop-electron/src/preload/index.ts"), F("packages/desktop-electron/src/main/ipc.ts"),
      F("src/main/ipc.ts"),
      source="https://github.com/anomalyco/opencode/issues/23326", kind="issue",
      note="the three relative paths as written (src/main/ipc.ts is the same file under the package folder)"),
    R(r"""Issues with packaged app

My app is working fine in development mode but once packaged IPC stops working. I use contextBridge with apiKey 'electron' as defined in preload.ts file. So while in development mode window['electron' ] is defined on front end side and IPC is working fine but once packaged it's not defined anymore. Is it possible preload.js is not loaded when packaged? Is there any way to verify it?

Yes, it is. I will check it.

Yes you can. You can set asar=false at your making script and then look for the file on the packaged application.

I've tried the asar=false option and preload.js is missing in resources. Once it manually added the application is working fine.

Do you have a `preload.js` file in your _dist_ folder?

Yes I do, in the dist\apps\electron-app folder and if I copy it
to dist\packages\win-unpacked\resources\app\electron-app folder then
everything works fine

Should be fixed in `v10.0.3`.
Could you please verify that this fix works for you?

Works fine now with asar=true. Thanks a lot! I'm working with nx framework for some time now and fell in love with it""",
      T("Electron"), T("Nx"),
      source="https://github.com/bennymeg/nx-electron/issues/71", kind="issue",
      note="preload.ts / preload.js are bare names and the dist\\... paths are folders, none labelled; 'electron' "
           "as the contextBridge key still names the Electron app; asar is Electron's archive format, left out"),
    R(r"""Quick start demo billd error

VM4 sandbox_bundle:2 Unable to load preload script: /Applications/Test.app/Contents/Resources/app.asar/preload/index.mjs

After the app is build using the quick start demo configuration and it tries to render the page i get this error, is it because the directory structure mentioned in quickstart demo electron/main.ts is not same as it is produced in dist-electron? Build configuration looks good, but looks like a main.ts problem, is there any update regarding that?""",
      F("electron/main.ts"),
      source="https://github.com/caoxiemeihao/nuxt-electron/issues/97", kind="issue",
      note="the preload path is absolute; electron/main.ts is the project's file (Electron only as that folder's "
           "name, and in dist-electron, not labelled); Nuxt only in the repository's name"),
    R(r"""Preload.ts

* **25.1.7**

* **20**

* **32.1.2**

* **Windows**

I have an Angular app in Electron. When I add a preload.js file for inter process communication (IPC) the production build of the app is stuck on the index.html and the electron app is stuck and doesn't start up. 
For the development build I serve the electron app with a URL, localhost:4200 and it works without issues.

**File structure (simplified for conciseness)**
|-app
  |-main.ts
  |-preload.ts
|-src
  |-app
  |-main.ts
  |-index.html
|-package.json

I have an electron app that is wrapping a Angular app and I use electron-build to build the app""",
      T("Windows"), T("Angular"), T("Electron"), T("electron-builder"),
      source="https://github.com/electron-userland/electron-builder/issues/8595", kind="issue",
      note="the tree lists bare names under folders (no path written), none labelled; 'electron-build' read as "
           "electron-builder (the repository's tool); the version bullets are the issue form's answers"),
    R(r"""JavaScript error running Windows packaged app

Build and Target platform: Windows 7 64bit
Running the generated Exe results in an error dialog being presented reporting 
```"A JavaScript error occurred in the main process".
"Uncaught Exception: TypeError: Cannot read property 'require' of undefined at Object.<anonymous>"```

Console output during build

```
> electron1@1.0.0 build C:\Users\gilmore_tj\Documents\NodeJS\Electron1
> electron-packager . Electron1 --ignore=node_modules/electron-*
```
Error output during build
```
Fri, 16 Sep 2016 07:35:18 GMT electron-packager Electron Packager 8.0.0
Fri, 16 Sep 2016 07:35:18 GMT electron-packager Node v6.3.1
Fri, 16 Sep 2016 07:35:18 GMT electron-packager Host Operating system: win32 (x64)
Fri, 16 Sep 2016 07:35:18 GMT electron-packager Target Platforms: win32
Fri, 16 Sep 2016 07:35:18 GMT electron-packager Target Architectures: x64
Fri, 16 Sep 2016 07:35:18 GMT electron-packager Inferring app-version from version in package.json
```""",
      T("Windows"), T("JavaScript"), T("electron-packager"), T("Node.js"),
      source="https://github.com/electron/packager/issues/492", kind="issue",
      note="the debug log names Electron Packager and Node v6.3.1; node_modules/electron-* is a glob in a "
           "dependency folder; package.json bare"),
    R(r"""ipcMain connection between main and renderer

Hi, thanks for this amazing project. I'm new to this electron framework, after jumping around multiple docs and packages this one really did help me get started. Am facing this error only on build apps, any help/guidance is appreciated. When serving locally the app works fine whereas when building the ipcMain handler is not registered.

Here is code:
IPC File:
```js
// src/ipc.js

ipcMain.handle('checkForSettingsFile', async () => {
  // Do some processing and return data
  return data;
});
```
How I am importing it in electron-main.js ```require(path.resolve('./src/ipc'))```

How I am using this in vue:
```js
const checkForSettingsFile = await ipcRenderer.invoke('checkForSettingsFile');
```

But when running this on production build the following error is thrown:
```
Error invoking remote method 'checkForSettingsFile': No handler registered for 'checkForSettingsFile'
    at EventEmitter.i.invoke (node:electron/js2c/renderer_init:65)
```

Try opening up `vuelectro.config.js` and adding `ipc/index.js` to `vMain` source files. Like this.

```js
// Configuration for the main process
vMain: {
    srcFiles: [
        'electron-main.js',
        'preload.js',
        'ipc/index.js'""",
      T("Electron"), T("JavaScript"), T("Vue"),
      F("src/ipc.js"), F("ipc/index.js"),
      source="https://github.com/m4heshd/vuelectro/issues/6", kind="issue",
      note="'./src/ipc' is an import specifier without extension; electron-main.js, preload.js and "
           "vuelectro.config.js are bare names; 'vue' the framework; Vuelectro (the project) is written only in "
           "its config file's name, not labelled"),
    R(r"""Expanding to Chromium.

I am debugging the extension in both Brave and Chromium.

As you say, this seems to display no problems in Firefox.

In these two chromium-based browsers, I see an error like so:

The implication is that `background-script.js` is failing to run.

I am now learning a bunch about extension background scripts. Oh no. Link dump:

- https://stackoverflow.com/questions/9106519
- https://developer.chrome.com/docs/extensions/develop/concepts/content-scripts

Whereas Mozilla likes to see:

```
    "background": {
        "scripts": [
            "js/browser-polyfill.js",
            "js/background-script.js"
        ],
    },
```""",
      T("Brave"), T("Chromium"), T("Firefox"),
      F("js/browser-polyfill.js"), F("js/background-script.js"),
      source="https://github.com/go-shiori/shiori-web-ext/issues/87", kind="issue",
      note="background-script.js alone is a bare name; Mozilla is the vendor (Firefox), not labelled; "
           "Shiori only in the address"),
    R(r"""'Service Unavailable' with REST API Model Serving

Hi team,

I just tried the example in https://github.com/bentoml/gallery/blob/master/paddlehub/image-segmentation/image-segmentation.ipynb , only I ran the code in Pycharm Python Console (not jupyterbook).

Everything went fine till
```
# Start a dev model server to test out everything
bento_svc.start_dev_server()
```

I could get correct results in postman, the code was like
```
curl --location --request POST 'http://0.0.0.0:5000/predict' \
--header 'Content-Type: image/jpeg' \
--data-binary '@test_image.jpg'
```

**But the code `bento_svc.stop_dev_server()` made Pycharm quit.** Which was not expected. It should only stop bento_svc.

Another issue is that after saving the service with `saved_path = bento_svc.save()`, I could lauch API model serving with `bentoml serve PaddleHubService:latest`, but when I sent request with postman, it returned **Service Unavailabel**. However, in the meantime, `bentoml run PaddleHubService:latest predict --input-file test_image.jpg` returned the correct results.

One more thing, it looks like you are using original Flask as the rest api server, is it a good choice for production services?""",
      T("REST"), T("PyCharm"), T("Python"), T("Postman"), T("BentoML"), T("Flask"),
      E("POST /predict"),
      source="https://github.com/bentoml/gallery/issues/89", kind="issue",
      note="curl --request POST to the local dev server of the BentoML service: POST /predict; 'REST API' in the "
           "title; PaddleHub only in the notebook's address and the service's class name; 'jupyterbook' a slip "
           "for Jupyter Notebook, left out; test_image.jpg bare"),
    R(r"""bug: PyTorch MLflow example's container returns 404 exception for API calls

### Describe the bug

I was following the [official example ](https://github.com/bentoml/BentoML/tree/main/examples/mlflow/pytorch) but I encountered an issue with containerization while using default conda due to some dependencies error. Then I ran onto [this issue](https://github.com/bentoml/BentoML/issues/3146) and change the bentofile.yaml to:
```
service: "service:svc"
include:
  - "service.py"
python:
  packages:
    - torch
    - torchvision
    - mlflow
    - protobuf
    - bentoml
```

While `bentoml serve service.py:svc` works absolutely fine, same as the `bentoml containerize`, the container returns an error:

```
2023-07-12T11:15:06+0000 [INFO] [runner:mlflow_pytorch_mnist:1] _ (scheme=http,method=POST,path=http://127.0.0.1:8000/predict,type=application/octet-stream,length=9408) (status=404,type=text/plain; charset=utf-8,length=9) 2.084ms (trace=476453e61a33a7d0e6009adb8e691436,span=09664493bbd60a56,sampled=0,service.name=mlflow_pytorch_mnist)
2023-07-12T11:15:06+0000 [ERROR] [api_server:15] Exception on /predict [POST] (trace=476453e61a33a7d0e6009adb8e691436,span=5cd753eedaa0957d,sampled=0,service.name=mlflow_pytorch_mnist_demo)
Traceback (most recent call last):
  File "/usr/local/lib/python3.7/site-packages/bentoml/_internal/server/http_app.py", line 341, in api_func
```""",
      T("PyTorch"), T("MLflow"), T("Conda"), T("torchvision"), T("Protocol Buffers"), T("BentoML"),
      E("POST /predict"),
      source="https://github.com/bentoml/BentoML/issues/4039", kind="issue",
      note="the API server's own /predict route fails with an exception on a POST ('Exception on /predict [POST]'): "
           "labelled; the runner's 404 on the same path is an inner call; 'torch' folded into PyTorch, 'protobuf' "
           "Protocol Buffers; bentofile.yaml and service.py bare"),
    R(r"""bug: error in deploying in production mode (while it is running okay with --deployment)

### Describe the bug

I implemented a Transformers based project using Huggingface module.
Although it runs okay with --deployment `bentoml serve service:svc --development --reload`,
BentoML spits out error when I try to inference, specifically `bentoml serve service:svc --development --reload`

### To reproduce

As this is a confidential project, I can't share the code snippet.

However, the error log says
```
bentoml/src/bentoml/_internal/runner/runner_handle/remote.py", line 244, in async_run_method
    raise RemoteException(
bentoml.exceptions.RemoteException: An unexpected exception occurred in remote runner owlvit_runner: [404] Not Found
```

I altered the `bentoml/_internal/runner/runner_handle/remote.py` to print out the detail.
```
        try:
            print(resp)
            content_type = resp.headers["Content-Type"]
            print('content_type', content_type)
            assert content_type.lower().startswith("application/vnd.bentoml.")    # <- this is making the exception
```

Then, it shows as following,
```
<ClientResponse(http://127.0.0.1:8000/predict) [404 Not Found]>
<CIMultiDictProxy('Date': 'Tue, 01 Aug 2023 09:55:27 GMT', 'Server': 'uvicorn', 'Content-Length': '9', 'Content-Type': 'text/plain; charset=utf-8')>
content_type text/plain; charset=utf-8
```""",
      T("Transformers"), T("Hugging Face"), T("BentoML"), T("Uvicorn"),
      F("bentoml/src/bentoml/_internal/runner/runner_handle/remote.py"),
      F("bentoml/_internal/runner/runner_handle/remote.py"),
      source="https://github.com/bentoml/BentoML/issues/4089", kind="issue",
      note="both relative paths into BentoML's sources as written (the traceback line shows it cut from its root); "
           "the Server: uvicorn header says what the runner runs on; the /predict call 404s and has no method: "
           "not labelled; 'Huggingface' read as Hugging Face"),
    R(r"""[docs] can't create test_collection

Hi 👋 I'm going through the [QUICK_START](https://github.com/qdrant/qdrant/blob/master/QUICK_START.md) tutorial right now and can't seem to add `test_collection`.

## Current Behavior

Server returns

```
[2022-01-02T11:45:04Z INFO  actix_web::middleware::logger] 172.17.0.1:60782 "PUT /collections/test_collection HTTP/1.1" 404 0 "-" "curl/7.64.1" 0.000051
```

## Steps to Reproduce

1. docker pull generall/qdrant
2. `docker run -p 6333:6333 \
  -v $(pwd)/qdrant_storage:/qdrant/storage \
  generall/qdrant`
3. curl -X PUT 'http://localhost:6333/collection/test_collection' \
    -H 'Content-Type: application/json' \
    --data-raw '{
        "vector_size": 4,
        "distance": "Dot"
    }'

## Expected Behavior

According to the docs the expected response should be:
```
{
    "result": true,
    "status": "ok",
    "time": 0.031095451
}
```

## Possible Solution
Did the API endpoint get changed?

## Context (Environment)
qdrant: v0.4.2""",
      T("Docker"), T("Qdrant"),
      source="https://github.com/qdrant/qdrant/issues/170", kind="issue",
      note="both requests 404 (no route answers PUT /collections/test_collection in that version, nor "
           "/collection/...): no endpoint; actix_web::middleware::logger is a module path in a log line; the "
           "image name and curl's user agent not labelled"),
    R(r"""Unable to create collection

I'm following the docs at https://qdrant.github.io/qdrant/redoc/index.html#tag/collections/operation/create_collection to create a new collection, but the request is failing.

Request
```
PUT http://127.0.0.1:6333/collections/testcollection

{
  "vectors": {
    "size": 1,
    "distance": "Cosine"
  }
}
```

Response:
```
HTTP status code: 422 Unprocessable Entity

{"result":null,"status":{"error":"Json deserialize error: missing field `vector_size` at line 6 column 1"},"time":0.0}
```

I've also tried running the exact same request in the doc, always getting the same error.

never mind, looks like it was a bug in an older version from 6 weeks ago. The latest docker image seems to work fine.""",
      T("Docker"),
      E("PUT /collections/testcollection"),
      source="https://github.com/qdrant/qdrant/issues/1051", kind="issue",
      note="the PUT to the local Qdrant server written as a URL is answered by the create-collection route (422): "
           "labelled as written; Qdrant itself only in the docs' address"),
    R(r"""Timeout in python client working but still returning timeout error

I facing the same issue on windows when creating and re-creating collection. I am using qdrant client version `v1.7.0` and qdrant version `v1.7.0`. However it works perfectly on linux systems.

I have done somw trial and erore testing. I have found that 

1. When I run using the `docker run -p 6333:6333 qdrant/qdrant` directly on terminal. Works perfectly
2. When using docker compose throws the same timeout error. Here is my yml for reference
```
    qdrant:
        image: qdrant/qdrant:v1.7.0
        container_name: 'bryckel-vector-db'
        ports:
          - "6333:6333"
        expose:
          - "6333"
        volumes:
          - "./vbs:/qdrant/storage"
```
This is the error

```
Traceback (most recent call last):
  File "E:\ProJects\bryckel\Bryckel-backend\venv\lib\site-packages\httpcore\_exceptions.py", line 10, in map_exceptions
    yield
  File "E:\ProJects\bryckel\Bryckel-backend\venv\lib\site-packages\httpcore\_backends\sync.py", line 126, in read
    return self._sock.recv(max_bytes)
socket.timeout: timed out
```""",
      T("Python"), T("Windows"), T("Qdrant"), T("Linux"), T("Docker"), T("Docker Compose"),
      source="https://github.com/qdrant/qdrant-client/issues/79", kind="issue",
      note="the qdrant client is the Python client (folded into Qdrant); httpcore only inside absolute "
           "site-packages paths; ./vbs is a folder"),
    R(r"""client.get_collection(...) throws Pydantic validation error

When i run this code, i get a Pydantic Validation error:

```py
from qdrant_client import QdrantClient
from qdrant_client.http.models import PointStruct, SearchRequest, Distance, VectorParams

client = QdrantClient(
    url="127.0.0.1",
    port=6333,
)

try:
    client.create_collection(
        collection_name="xyz",
        vectors_config=VectorParams(size = 512, distance=Distance.COSINE)
    )
except Exception as e:
    print("Collection already exists")
    print(e) # -> prints b'{"status":{"error":"Wrong input: Collection `xyz` already exists!"},"time":0.000045855}'
finally:
    collection = client.get_collection("xyz")
```

the last line `collection = client.get_collection("xyz")` throws this error:""",
      T("Pydantic"), T("Python"),
      source="https://github.com/qdrant/qdrant-client/issues/547", kind="issue",
      note="qdrant_client only as a module name in imports and QdrantClient a class: Qdrant left out (a reader "
           "would infer it, the text does not write it as a name)"),
    R(r"""The start app can't run when i run the `wails dev`

### Description

The start app can't run when i run the `wails dev`. reference doc: https://wails.io/docs/gettingstarted/firstproject
If i use the `wails build`, the app can be used well.

### To Reproduce

1. `wails init -n simfg-wail -t lit-ts`
2. `wails dev`

### Expected behaviour

there is no error when i run the `wails dev`

### System Details

```shell
# Wails
Version | v2.7.1

# System
┌─────────────────────────┐
| OS           | MacOS    |
| Version      | 13.0.1   |
| ID           | 22A400   |
| Go Version   | go1.19.3 |
| Platform     | darwin   |
| Architecture | amd64    |
| CPU          | Unknown  |
| GPU          | Unknown  |
| Memory       | Unknown  |
└─────────────────────────┘

# Dependencies
┌────────────────────────────────────────────────────────────────┐
| Dependency                | Package Name | Status    | Version |
| Xcode command line tools  | N/A          | Installed | 2396    |
| Nodejs                    | N/A          | Installed | 20.5.0  |
| npm                       | N/A          | Installed | 10.2.3  |
| *Xcode                    | N/A          | Available |         |
| *upx                      | N/A          | Available |         |
| *nsis                     | N/A          | Available |         |
```""",
      T("Wails"), T("macOS"), T("Go"), T("Xcode"), T("Node.js"), T("npm"), T("UPX"), T("NSIS"),
      source="https://github.com/wailsapp/wails/issues/3113", kind="issue",
      note="wails doctor's tables; 'darwin' is the platform value (macOS, already labelled); the lit-ts template "
           "name left out; ```shell fence not labelled"),
    R(r"""go要什么版本

PS D:\pyProjects\jcp-master> wails dev
DEB | Using go webview2loader
Wails CLI v2.5.0

ERROR   :3: invalid go version '1.24.4': must match format 1.23""",
      T("Wails"), T("Go"),
      source="https://github.com/run-bigpig/jcp/issues/5", kind="issue",
      note="the PS prompt (PowerShell) names nothing, not labelled; 'go webview2loader' is Wails' loader for WebView2 (not labelled on its "
           "own); Chinese title ('which Go version is needed')"),
    R(r"""wails dev: Unable to start application

### Description

```
PS E:\app\src> wails dev       
DEB | Using go webview2loader
Wails CLI v2.3.1

Executing: go mod tidy        
  • Generating bindings: Done.
  • Installing frontend dependencies: Done.
  • Compiling frontend: Done. 

> frontend@1.0.0 dev
> vite

Port 5173 is in use, trying another one...
Port 5174 is in use, trying another one...

  VITE v3.2.5  ready in 777 ms

Vite Server URL: http://localhost:5175/
  ➜  Local:   http://localhost:5175/
  ➜  Network: use --host to expose
Running frontend DevWatcher command: 'npm run dev'
Building application for development...
  • Generating bindings: Done.
  • Generating application assets: Done.
  • Compiling application: Done.

FATAL: Unable to start applica
tion: fork/exec E:\app\s
rc\cmd\build\bin\app-dev.exe:
 %1 is not a valid Win32 application.
```""",
      T("Wails"), T("Go"), T("Vite"), T("npm"),
      source="https://github.com/wailsapp/wails/issues/2277", kind="issue",
      note="the PS prompt not labelled; the executable path is absolute (and broken across lines); Win32 in an OS error message left out"),
    R(r"""error Failed to convert the response to stream. Received status code: 400.

- error node_modules/ai/dist/index.mjs (110:10) @ AIStream
- error Failed to convert the response to stream. Received status code: 400.

I'm following the tutorial, but I got this error.

```js
// ./app/api/chat/route.js
import { Configuration, OpenAIApi } from 'openai-edge'
import { OpenAIStream, StreamingTextResponse } from 'ai'

const config = new Configuration({
  apiKey: process.env.OPENAI_API_KEY
})
const openai = new OpenAIApi(config)

export const runtime = 'edge'

export async function POST (req) {
  const { messages } = await req.json()
  console.log(messages)
  const response = await openai.createChatCompletion({
    model: 'gpt-3.5-turbo',
    stream: true,
    messages
  })
  const stream = OpenAIStream(response)
  return new StreamingTextResponse(stream)
}

```

Could you provide more context on the messages? What is the value being passed / mapped?

I'm recieving a `429` error code, despite this being my first time using the OpenAI API.

Implementing the example set out in the [documentation], the `messages` format is as follows:

[documentation]: https://sdk.vercel.ai/docs/guides/openai

```text
[ { role: 'user', content: 'What is mechanical engineering?' } ]
```""",
      T("JavaScript"), T("openai-edge"), T("OpenAI"),
      F("./app/api/chat/route.js"),
      source="https://github.com/vercel/ai/issues/144", kind="issue",
      note="a Next.js route handler (export async function POST) in app/api/chat/route.js: the path /api/chat is "
           "never written with its slash, so no endpoint; the file kept with its ./; node_modules/ai/... is a "
           "dependency path; the AI SDK ('ai') only as an import specifier"),
    R(r"""Error 405 when hitting api/chat endpoint

I'm consistently getting a 405 error when trying to send a request to the api/chat endpoint for a chatCompletion streaming response. I'm not sure what's going on. The route returns 404 when trying to run it locally without deploying.

Here is the code for the route:
```
import { OpenAIStream, StreamingTextResponse } from 'ai'
import { Configuration, OpenAIApi } from 'openai-edge'

export const runtime = "edge";

const configuration = new Configuration({
  apiKey: "API"
})

const openai = new OpenAIApi(configuration)

export async function POST(req: Request) {
  const json = await req.json()
  const { messages } = json
```

I'm using the useChat() hook to send the request.

I fixed this bug after root-causing it to 2 issues:
1. My OpenAI API key was being disabled because I was pushing to a public repo. To fix this I made my repo private. 
2. I didn’t set my OpenAI API key in Vercel environment variables. You can do this via Settings > Environment Variables.

Hope this helps someone else.""",
      T("openai-edge"), T("OpenAI"), T("Vercel"),
      source="https://github.com/vercel/chatbot/issues/98", kind="issue",
      note="api/chat has no leading slash and answers 405/404: no endpoint"),
    R(r"""server problem (500)

Whenever i make requests, server responds with the 500 error:
"
 POST / 500 in 7716ms
 ⨯ ..\core\util\retry-with-exponential-backoff.ts (51:13) @ _retryWithExponentialBackoff
 ⨯ AI_RetryError: Failed after 3 attempts. Last error: Failed to process error response
    at async $$ACTION_1 (./lib/chat/actions.tsx:178:20)
digest: "3825323688"
  49 |
  50 |     if (tryNumber > maxRetries) {
> 51 |       throw new RetryError({
     |             ^
  52 |         message: `Failed after ${tryNumber} attempts. Last error: ${errorMessage}`,
  53 |         reason: 'maxRetriesExceeded',
  54 |         errors: newErrors,
The streamable UI has been slow to update. This may be a bug or a performance issue or you forgot to call `.done()`.
 POST / 500 in 7495ms""",
      F("./lib/chat/actions.tsx"), F("..\\core\\util\\retry-with-exponential-backoff.ts"),
      E("POST /"),
      source="https://github.com/vercel/chatbot/issues/342", kind="issue",
      note="Next.js dev-server log: the page's server action answers POST / with 500 (labelled); "
           "./lib/chat/actions.tsx with its :178:20 dropped; the ..\\core\\... path is relative as written "
           "(a Windows path into the AI SDK's sources), its (51:13) dropped; nothing names a technology"),
    R(r"""🪝 PayPal-Webhook implementieren – bezahlte Orders bleiben sonst hängen

## Problem

Der Zahlungsabschluss hängt vollständig am Client. In `backend/routes/payments.js` gibt es `POST /capture-order/:orderId`, aufgerufen aus `frontend/payment-success.html` nach dem PayPal-Redirect.

Es existiert **kein Webhook-Endpunkt**.

## Auswirkung

Wenn der Kunde nach dem Bezahlen bei PayPal den Tab schließt, das Netz verliert oder der Redirect fehlschlägt:

- Das Geld ist bei PayPal autorisiert bzw. eingezogen
- Die Order bleibt in der DB auf `CREATED`
- Der Track wird **nicht** freigeschaltet
- Der Kunde hat bezahlt und nichts erhalten, und du erfährst es nur durch eine Beschwerde

## Lösung

- [ ] `POST /api/payments/webhook` implementieren
- [ ] Webhook-Signatur serverseitig verifizieren (`PAYPAL_WEBHOOK_ID`) — ohne Verifikation ist der Endpunkt selbst eine Lücke
- [ ] Events verarbeiten: `CHECKOUT.ORDER.APPROVED`, `PAYMENT.CAPTURE.COMPLETED`, `PAYMENT.CAPTURE.DENIED`, `PAYMENT.CAPTURE.REFUNDED`""",
      T("PayPal"),
      F("backend/routes/payments.js"), F("frontend/payment-success.html"), E("POST /api/payments/webhook"),
      source="https://github.com/Waschtl904/song-nexus/issues/12", kind="issue",
      note="German; POST /capture-order/:orderId is a route of the payments router, mounted under a prefix "
           "(/api/payments, from the planned webhook's path) and its full path never written: not labelled; the "
           "planned POST /api/payments/webhook is a to-do route with its method: labelled"),
    R(r"""Exception failure in read_parquet when multiple files are in the used in the query

### What happens?

```python
import duckdb
queryString = 'SELECT part_num, model_num, test_level, computer_name, dev_start_datetime, traveler, locator, system_id, lot_num, serial_num, mfg_lot_num, emp_id, test_site_num, test_mode, pf_stat, ff_bin, rwk_flag, swo_num, fixtures, ui, "3.2000" FROM read_parquet([\'\\\\stpnas05\\test_data\\583131\\prod\\data\\202303\\582315-205-A\\data\\ANAASIC_E2,400210-105.parquet\', \'\\\\stpnas05\\test_data\\583131\\prod\\data\\202304\\582315-205-A\\data\\ANAASIC_E2,400210-105.parquet\', \'\\\\stpnas05\\test_data\\583131\\prod\\data\\202305\\582315-205-A\\data\\ANAASIC_E2,400210-105.parquet\']) where dev_start_datetime >= 1677628800.000000 and dev_start_datetime < 1682985600.000000'
duckdb.query(queryString).df()
```
This results in the exception string: Conversion Error: Could not convert string '`' to INT32
NOTE: If I separate the parquet reads by individual parquet file read, duckdb works fine.
NOTE: This is a manufacturing process and the parquet files are arranged by part number and manufacturing month, so discrete file names are used for loading.
NOTE: This error is data dependent and works fine for some parts and month ranges up to 12.""",
      T("Python"), T("DuckDB"),
      source="https://github.com/duckdb/duckdb/issues/9379", kind="issue",
      note="the parquet files are UNC network paths (absolute), not labelled; Parquet is a data format"),
    R(r"""Duckdb read parquet error

I cannot figure out what is happening. It seems like the error coming from `sqlglot`.

Alternatively, duckdb native API will work without problem:
```
SELECT * from read_parquet('tmp.parquet');
```

stacktrace:
```
ParseError                                Traceback (most recent call last)
Cell In[45], [line 6](vscode-notebook-cell:?execution_count=45&line=6)
      [2](vscode-notebook-cell:?execution_count=45&line=2) from sqlframe.duckdb import functions as F
      [5](vscode-notebook-cell:?execution_count=45&line=5) session = DuckDBSession()
----> [6](vscode-notebook-cell:?execution_count=45&line=6) session.read.parquet("tmp.parquet")

File /workspaces/pyconhk-2024/.venv/lib/python3.10/site-packages/sqlframe/base/readerwriter.py:265, in _BaseDataFrameReader.parquet(self, *paths, **options)
```""",
      T("SQLGlot"), T("DuckDB"),
      source="https://github.com/eakmanrq/sqlframe/issues/201", kind="issue",
      note="SQLFrame is the repository (only in dotted imports and a site-packages path); tmp.parquet bare; the "
           "vscode-notebook-cell links are cell addresses, VS Code not named"),
    R(r"""Error reading in PUDL via parquet

### Checklist

- [x] I am running on an up-to-date [`pypsa-usa` environment](https://github.com/PyPSA/pypsa-usa/blob/master/workflow/envs/environment.yaml). Update via `conda env update -f envs/environment.yaml`

### The Issue

I believe PR #565 introduced reading in of PUDL via parqut files. However, I get the following error now when trying to read in the database. Seems like a path issue. 

### Error Message

```shell
INFO:pypsa.io:Imported network elec_base_network.nc has buses, lines, line_types, transformers
INFO:__main__:Building Load Data using EFS demand
Traceback (most recent call last):
  File "/home/trevor/master/pypsa-usa/workflow/.snakemake/scripts/tmpx_r8jeqk.build_fuel_prices.py", line 240, in <module>
    build_pudl_fuel_costs(
  File "/home/trevor/master/pypsa-usa/workflow/.snakemake/scripts/tmpx_r8jeqk.build_fuel_prices.py", line 151, in build_pudl_fuel_costs
    _, fuel_cost_temporal = load_pudl_data(pudl_path, start_date, end_date)
                            ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/home/trevor/.cache/snakemake/snakemake/source-cache/runtime-cache/tmp60w4af77/file/home/trevor/master/pypsa-usa/workflow/rules/../scripts/build_powerplants.py", line 27, in load_pudl_data
    eia_data_operable = duckdb.query(
                        ^^^^^^^^^^^^^
duckdb.duckdb.IOException: IO Error: No files found
```""",
      T("Conda"), T("PUDL"),
      F("envs/environment.yaml"),
      source="https://github.com/PyPSA/pypsa-usa/issues/568", kind="issue",
      note="PUDL (the Public Utility Data Liberation database) named as the data source; DuckDB and Snakemake "
           "only inside absolute paths and dotted exception names, not labelled; pypsa-usa is the project "
           "(environment name), pypsa.io a logger name"),
    R(r"""Using container and configure a local directory as volume to read with duckdb

### What happens?

Not sure what I am doing wrong, trying to access local filesystem where I have a set of parquet files.
I defined the volume in the container running PostgreSQL:
```SQL
postgres=# select * from read_parquet('/mnt/data/*.parquet') as data
limit 10;
ERROR:  a column definition list is required for functions returning "record"
LINE 1: select * from read_parquet('/mnt/data/*.parquet')...
                      ^
Time: 0.227 ms
```
Not sure if relates to issue https://github.com/duckdb/pg_duckdb/issues/105

### To Reproduce

Copy a parquet file and make it available to the container in /mnt/data, then run the query
Container created using example from REAME
`docker run -d -e POSTGRES_PASSWORD=duckdb pgduckdb/pgduckdb:16-main`

### OS:

openSUSE Leap 15.5

### pg_duckdb Version:

0.1.0

### Postgres Version:

16""",
      T("DuckDB"), T("PostgreSQL"), T("SQL"), T("Docker"), T("openSUSE"), T("pg_duckdb"),
      source="https://github.com/duckdb/pg_duckdb/issues/363", kind="issue",
      note="the ```SQL fence labels SQL; /mnt/data paths absolute; the image tag not labelled; 'docker run' the "
           "Docker CLI"),
    R(r"""Type "vector" does not exist

I've spun up an app that is using the `postgres:latest` Docker image (which is PostgreSQL 16), but when it tries to create the database tables I get an error saying that `vector` isn't a type.

Here's the Docker logs:

```
2023-12-22 17:08:03 2023-12-22 06:08:03.600 UTC [72] ERROR:  type "vector" does not exist at character 147
2023-12-22 17:08:03 2023-12-22 06:08:03.600 UTC [72] STATEMENT:  CREATE TABLE IF NOT EXISTS public."km_summaries" (
2023-12-22 17:08:03                             id        TEXT NOT NULL PRIMARY KEY,
2023-12-22 17:08:03                             embedding vector(1536),
2023-12-22 17:08:03                             tags      TEXT[] DEFAULT '{}'::TEXT[] NOT NULL,
2023-12-22 17:08:03                             content   TEXT DEFAULT '' NOT NULL,
2023-12-22 17:08:03                             payload   JSONB DEFAULT '{}'::JSONB NOT NULL
2023-12-22 17:08:03                         )
```

Debugging through the source I can see that it does hit the [this line](https://github.com/microsoft/kernel-memory-postgres/blob/main/PostgresMemoryStorage/Db/PostgresDbClient.cs#L41) so as far as I can tell Npgsql has had the pgvector type registered.

Any ideas how to debug it further?

it's probably about installing/enabling the pgvector extension. There's a note in the README, perhaps we can expand t""",
      T("Docker"), T("PostgreSQL"), T("Npgsql"), T("pgvector"),
      source="https://github.com/microsoft/kernel-memory-extension-example/issues/9", kind="issue",
      note="the PostgresDbClient.cs path is only inside a URL; Kernel Memory only in addresses; 'postgres:latest' "
           "an image tag (PostgreSQL is named anyway)"),
    R(r"""[Bug] Upgrade failed: Failed to run migrations

**Describe the bug**
When I upgrade Appflowy-Cloud from 0.4.x to 0.5.3
I already pull new docker image and git pull repository.
run `docker compose up -d` to recreate container.

appflowy_cloud log
```
Error: Failed to initialize application state: Failed to run migrations: while executing migrations: error returned from database: extension "vector" is not available
```

postgres log
```
2024-06-04 09:06:22.439 UTC [42] ERROR:  extension "vector" is not available
2024-06-04 09:06:22.439 UTC [42] DETAIL:  Could not open extension control file "/usr/share/postgresql/16/extension/vector.control": No such file or directory.
2024-06-04 09:06:22.439 UTC [42] HINT:  The extension must first be installed on the system where PostgreSQL is running.
2024-06-04 09:06:22.439 UTC [42] STATEMENT:  -- Add migration script here
CREATE EXTENSION IF NOT EXISTS vector;
```""",
      T("AppFlowy Cloud"), T("Docker"), T("Git"), T("Docker Compose"), T("PostgreSQL"),
      source="https://github.com/AppFlowy-IO/AppFlowy-Cloud/issues/602", kind="issue",
      note="'Appflowy-Cloud' read as AppFlowy Cloud (see SURFACES); the 'vector' extension is pgvector but the "
           "text never writes that name: not labelled; the control file path is absolute"),
    R(r"""install postgres vectorDB extension

Install pgvector extension (https://github.com/pgvector/pgvector) in PostgreSQL docker image.

Change base image in db/Dockerfile with "ankane/pgvector".""",
      T("pgvector"), T("PostgreSQL"), T("Docker"),
      F("db/Dockerfile"),
      source="https://github.com/CdC-SI/ZAS-EAK-CopilotGPT/issues/105", kind="issue",
      note="'ankane/pgvector' is an image name; db/Dockerfile a relative path"),
    R(r"""Trying to create a Flask app using the trained model

Hi,
I've tried to follow along your great work. As one of the open todos is to create a web service, I tried but failed miserably. I haven't understood yet how to predict a disease on a given symptom. 

What I have is really just a boilerplate. Could you lead me in the right direction? Any help is greatly appreciated.

```python
from flask import Flask, session, render_template, request
app = Flask(__name__)
import json
from sklearn.naive_bayes import GaussianNB
import numpy as np
import pickle as pkl
from sklearn.externals import joblib

model = joblib.load(open('mnb.pkl'))

@app.route("/", methods = ['POST','GET'])
def main():
    if request.method == 'POST':
        pass

    if 'prediction' in session:
      return render_template('index.html', prediction=session['prediction'])
    return render_template('index.html')

@app.route("/prediction/results", methods = ['POST'])
def predict():
   symptom = float(request.form['symptom'])
  
```""",
      T("Flask"), T("Python"), T("scikit-learn"), T("NumPy"),
      E("POST /"), E("GET /"), E("POST /prediction/results"),
      source="https://github.com/Aniruddha-Tapas/Predicting-Diseases-From-Symptoms/issues/1", kind="issue",
      note="Flask routes with their methods; sklearn and numpy from the imports (the libraries the app uses); "
           "joblib imported through sklearn.externals (a dotted path), left out; mnb.pkl and index.html bare"),
    R(r"""Flask app

Basic flask app with just a single page that takes text input and retrieves prediction from a chosen torchserve server

Lab1_Operationalizing_Pytorch_with_Mlflow/src/app/app.py
```diff
+
+    resp = requests.post(f"{model_serve_url}/predictions/news_classification", data=news_text)
+    if resp.ok:
+        output = f"The article is of type {resp.text}"
+    else:
+        output = f"Error in model response:\n{resp.text}"
+
+    return render_template('index.html', prediction_text=output, input=news_text)
+
+
+if __name__ == "__main__":
+    app.run(debug=True)
```
Wouldn't be better _FLASK_ENV=development_ (or something like that) instead of _debug=True_?

Good catch, removed this here and added description to README

Better header now: """,
      T("Flask"), T("TorchServe"),
      F("Lab1_Operationalizing_Pytorch_with_Mlflow/src/app/app.py"),
      source="https://github.com/mlops-labs-team1/engineering.labs/pull/3", kind="issue",
      note="the requests.post path follows a variable base URL (the TorchServe server's, not the app's own) and "
           "is written without its own leading slash as a whole path: not labelled; PyTorch and MLflow only in "
           "the folder name, left out; index.html bare"),
    R(r"""event subscription url verification failed

When I add my ngrok url in api.slack.com for events subscription, the verification fails. Error:

```
DEBUG:slack_bolt.App:Applying slack_bolt.middleware.ssl_check.SslCheck
DEBUG:slack_bolt.App:Applying slack_bolt.middleware.request_verification.RequestVerification
DEBUG:slack_bolt.App:Applying slack_bolt.middleware.authorization.SingleTeamAuthorization
DEBUG:slack_bolt.App:Applying slack_bolt.middleware.ignoring_self_events.IgnoringSelfEvents
WARNING:slack_bolt.App:Unhandled request ({'token': '.....', 'challenge': '...', 'type': 'url_verification'})
127.0.0.1 - - [26/Jun/2020 12:55:41] "POST /slack/events HTTP/1.1" 404 -
```""",
      T("ngrok"),
      source="https://github.com/slackapi/bolt-python/issues/13", kind="issue",
      note="the POST /slack/events request 404s (the app had no handler for it): not labelled; slack_bolt only "
           "as logger names (dotted identifiers); api.slack.com a site"),
    R(r"""feat(api): add /documents and /ask routes (synchronous)

## Description
Implement synchronous document ingestion (`POST /documents`, `GET /documents`) and RAG question-answering (`POST /ask`) API endpoints.

## Tasks
- [x] Create `src/api/routes/documents.py` with file upload and list endpoints
- [x] Create `src/api/routes/ask.py` with RAG Q&A query endpoint
- [x] Register routers in `src/api/main.py` and `src/api/deps.py`
- [x] Add integration test in `tests/integration/test_documents_and_ask_routes.py`""",
      F("src/api/routes/documents.py"), F("src/api/routes/ask.py"), F("src/api/main.py"), F("src/api/deps.py"),
      F("tests/integration/test_documents_and_ask_routes.py"),
      E("POST /documents"), E("GET /documents"), E("POST /ask"),
      source="https://github.com/swalmi/domain-copilot-D2T7/issues/47", kind="issue",
      note="no technology is named (RAG is a technique); the routes with their methods from the description"),
    R(r"""Implement End-to-End RAG API Server with Authentication, Model Auto-S…

## Description
This PR implements an end-to-end RAG API server (rag_api.py) using FastAPI. The service initializes and manages the complete RAG pipeline, including document ingestion, vector indexing, retrieval, and response generation. The server supports automatic model selection (OpenAI, Anthropic, or a local HuggingFace fallback), optional API key and JWT-based authentication, and includes comprehensive developer documentation for setup, execution, and testing.

Fixes # (issue)

- Implemented a FastAPI-based RAG server (rag_api.py)
- Developer friendly setup documentation(rag_api_server_setup.md)
- Implemented endpoints include:

> POST /documents – Add documents
> POST /files – Upload and process files
> POST /query – Retrieve relevant documents
> POST /generate – Generate responses using RAG
> DELETE /documents – Clear vector store
> GET /documents/count – Document count
> POST /models/switch – Switch text generation model
> GET /health – System health check
> POST /token – JWT authentication""",
      T("FastAPI"), T("OpenAI"), T("Anthropic"), T("Hugging Face"), T("JWT"),
      E("POST /documents"), E("POST /files"), E("POST /query"), E("POST /generate"), E("DELETE /documents"),
      E("GET /documents/count"), E("POST /models/switch"), E("GET /health"), E("POST /token"),
      source="https://github.com/multimindlab/multimind-sdk/pull/69", kind="issue",
      note="the PR's endpoint list; rag_api.py and rag_api_server_setup.md are bare names; OpenAI and Anthropic "
           "as model providers (services)"),
    R(r"""Demo: RAG service

Demo APIs for a basic RAG service.

- Add /collections endpoint: Lists all existing collections in the Milvus vector database.
- Add /collections/{collection_name} DELETE endpoint: Deletes a specified collection from the Milvus vector database.
- Add /collections/{collection_name}/documents/file endpoint: Converts and Ingests a document file into the specified Milvus collection after conversion.
- Add /collections/{collection_name}/documents/url endpoint: Converts and Ingests a document from a URL into the specified Milvus collection after conversion.
- Add /collections/{collection_name}/query endpoint: Queries a specified collection.

Example curl commands:

```shell
# Ingest/Convert a URL
curl -X POST "http://localhost:8000/collections/demo_collection/documents/http" \
-H "Content-Type: application/json" \
-d '{
  "http_source": {
    "url": "https://arxiv.org/pdf/2206.01060",
    "headers": {}
  }
}'


# Ingest/Convert a file
curl -X POST "http://localhost:8000/collections/demo_collection/documents/file" \
-F "file=@/Users/brent/code/docling/docling-serve/Amazon-com-Inc-2023-Annual-Report.pdf"



### Query a collection:
curl -X POST "http://127.0.0.1:8000/collections/demo_collection/query" -H "Content-Type: application/json" -d '{
      "question": "What are the content of the PDF?"
    }'
```""",
      T("Milvus"),
      E("DELETE /collections/{collection_name}"), E("POST /collections/{collection_name}/documents/file"),
      E("POST /collections/{collection_name}/query"), E("POST /collections/demo_collection/documents/http"),
      source="https://github.com/docling-project/docling-serve/pull/9", kind="issue",
      note="the list gives routes (only the DELETE with its method); the curl -X POST calls give the method for "
           "the /documents/file and /query routes, which are labelled as routes (not the concrete calls); "
           "/documents/http matches no listed route (the list says /documents/url), so that call is labelled as "
           "written; /collections and /documents/url have no method; the uploaded PDF path is absolute"),
    R(r"""Fix node chatbot router

Fixes missing router and insecure hardcoded API key in the Node backend. Reads OPENAI_API_KEY from environment and returns clear errors when missing.

What changed

Added chatbot.js — Express router handling POST /api/chat, validates input, reads OPENAI_API_KEY from env, proxies to OpenAI, and returns structured JSON errors.
Updated server.js — validates OPENAI_API_KEY and uses it in the Authorisation header (removed hardcoded key).
Added .env.example documenting requirements

backend/requirements.txt:4
```diff
@@ -0,0 +1,4 @@
+flask
+python-dotenv
+openai
+flask-cors
```
Dependencies are unpinned, which can lead to non-reproducible installs and sudden breakages when upstream releases a major update (especially for `openai`). Consider pinning to known-good versions (or at least setting minimum/compatible ranges) and, if this is an app (not a library), generating a lock file (e.g., `pip-tools`/`uv`) for consistent deployments.

server/chatbot.js
```diff
+
+  const apiKey = process.env.OPENAI_API_KEY;
+  if (!apiKey) {
+    return res.status(500).json({ error: 'OPENAI_API_KEY not set on server' });
+  }
+
+  try {
+    const response = await axios.post(
+      'https://api.openai.com/v1/completions',
```""",
      T("Node.js"), T("Express"), T("OpenAI"), T("Flask"), T("python-dotenv"), T("Flask-CORS"), T("pip-tools"),
      T("uv"), T("Axios"),
      F("backend/requirements.txt"), F("server/chatbot.js"), E("POST /api/chat"),
      source="https://github.com/AditixAnand/EduBridge/pull/89", kind="issue",
      note="'Express router handling POST /api/chat' gives method and full path; the axios.post goes to "
           "OpenAI's URL (not the app's own routes): not labelled; chatbot.js, server.js and .env.example bare; "
           "requirements.txt:4 with its line dropped"),
    R(r"""internal issue error

POST http://localhost:5000/ 500 (Internal Server Error)

I'm getting the same error!

You guys got any solution?

Guys , i was having the same issue till yesterday. I fixed it today, firstly make all the changes he is making in the tutorial and then change the backend server from port 5000 to 3000 or some other and change it in script.js as well as server.js then clear both the terminals and run it again. It works fine.

I just deleted my api key from open ai generated a new one copy pasted the same in .env and boom it started working

yeah there is some issue with running it on render but the code works well on local host if you do the above mentioned steps""",
      T("OpenAI"), T("Render"),
      E("POST /"),
      source="https://github.com/adrianhajdin/project_openai_codex/issues/41", kind="issue",
      note="the browser console's POST to the app's own server (a 500 from its route): labelled with the URL's "
           "path; 'open ai' read as OpenAI; 'render' the hosting service; script.js and server.js bare"),
    R(r"""AxiosError: Network Error

Getting the below error . When i hit the local host on browser - 

Unhandled Runtime Error
AxiosError: Network Error

Call Stack
XMLHttpRequest.handleError
node_modules\axios\lib\adapters\xhr.js (154:0)

Hi @sandyrs9421 , I'm also facing the same error do you have any idea to clear this error please help me @sandyrs9421

Your server probably needs cors to be configured.

@dinesh-dot-com - you need to configure server by running initial commands on server side. Run following commands and try it again .

commands -
yarn init

yarn add koa @koa/router @koa/cors koa-bodyparser dotenv openai

yarn add nodemon --dev

and finally run yarn dev command to host it local""",
      T("Yarn"), T("Koa"), T("koa-bodyparser"), T("dotenv"), T("OpenAI"), T("Nodemon"),
      source="https://github.com/robinvriens/openai-chatbot/issues/1", kind="issue",
      note="Axios only in the error class name and a node_modules path (AxiosError, a dependency path): left "
           "out; @koa/router and @koa/cors are Koa's scoped packages, folded into Koa; 'openai' the OpenAI "
           "client package; cors here is the CORS mechanism"),
    R(r"""Calling fetch() or axios() giving errors

I m calling another REST API ( express + langChain)  to get the answers for my questions..

I confirm the API is working on curl (see below) with both localhost and actual IP address but **could not** get it working with chatbotify.

Here is the code snippits :
`const flow = {
    start: {
      message: "Hello! How can I help you today?",
      path: "api_response"
    },
    api_response: {
      message: async (params) => {
        try {
          console.log('API Request:', {
            userInput: params.userInput,
            timestamp: new Date().toISOString()
          });

          const controller = new AbortController();
          const timeoutId = setTimeout(() => controller.abort(), 30000); // 30s timeout

          const response = await axios.post('http://192.168.100.110:5058/ask', {
          prompt: params.userInput,
          phone_number: "+60125551234"
        }, {
          headers: {
            'Content-Type': 'application/json',
            'Accept': 'application/json'
          }
        });""",
      T("REST"), T("Express"), T("LangChain"), T("Axios"), T("React ChatBotify"),
      E("POST /ask"),
      source="https://github.com/react-chatbotify/react-chatbotify/issues/316", kind="issue",
      note="axios.post to the user's own Express API written as a URL: POST /ask; 'chatbotify' the library "
           "(React ChatBotify, see SURFACES); 'REST API' as a noun phrase"),
    R(r"""AxiosError request failed with 500

Sir just wait I am uploading it because I am using phone wifi which is too slow

Help me if possible i dont know what wrong am I doing

check in the back end openAi library is still working or not, server/routes/chat.js (91 & 141 line)

No sir i have checked backend openAi  is not working I think there is no error in line 91 and 141 in chat.js

What could be the issue now I am getting AxiosError again and again..... Help me

you should share exact error, console back end and share back end error""",
      T("OpenAI"),
      F("server/routes/chat.js"),
      source="https://github.com/ansonbenny/ChatGPT/issues/7", kind="issue",
      note="'openAi library' the OpenAI client; AxiosError is an error class name, Axios left out; chat.js bare"),
    R(r"""Update web-app.md

open-machine-learning-jupyter-book/ml-fundamentals/web-app.md:334
```diff
+On the `/predict` route, several things happen when the form is posted:
+
+1. The form variables are gathered and converted to a numpy array. They are then sent to the model and a prediction is returned.
+2. The Countries that we want displayed are re-rendered as readable text from their predicted country code, and that value is sent back to index.html to be rendered in the template.
+
+Using a model this way, with Flask and a pickled model, is relatively straightforward. The hardest thing is to understand what shape the data is that must be sent to the model to get a prediction. That all depends on how the model was trained. This one has three data points to be input in order to get a prediction.
+
+In a professional setting, you can see how good communication is necessary between the folks who train the model and those who consume it in a web or mobile app. In our case, it's only one person, you!
+
+---
+
+## 🚀 Challenge
```
move this to Your turn section.""",
      T("NumPy"), T("Flask"),
      F("open-machine-learning-jupyter-book/ml-fundamentals/web-app.md"),
      source="https://github.com/ocademy-ai/machine-learning/pull/95", kind="issue",
      note="review thread on a docs page: the path with its :334 dropped; '/predict route ... when the form is "
           "posted' gives no HTTP method in so many words: no endpoint; index.html bare; pickle is Python's "
           "serialisation module, 'a pickled model' left out"),
    R(r"""Deploy ML model using Flask

Would there be a single "/predict" route based on the input values from columns decided? Also, how would the folder structure look like in the "ml-part" directory?

@ashishlal2003 Yes for now you can simply keep "/predict" route based on important columns you have decided for prediction. Keep in the same directory.""",
      T("Flask"),
      source="https://github.com/Kali-Decoder/Eco_GRiD_H23/issues/27", kind="issue",
      note="Flask from the title; \"/predict\" is a planned route with no method: no endpoint; ml-part a folder"),
    R(r"""[ Document endpoint ] Remaining endpoints from specification

Implemented remaining endpoints from the original spec:
* upload
* info
* delete
* ~~assign~~

Assign relies on a second relationship known as a "collection". Future sub-issues will describe it. For now a placeholder should be created.

Update: `assign` endpoint (adding documents to a vector store), will get implemented in a future subtask""",
      source="https://github.com/ProjectTech4DevAI/kaapi-backend/issues/32", kind="issue",
      note="nothing to label: endpoints named without paths or methods, no technology named"),
    R(r"""Document Upload

Is there a way to upload our own documents?""",
      source="https://github.com/AndrewNgo-ini/agentic_rag/issues/3", kind="issue",
      note="nothing to label"),
]
