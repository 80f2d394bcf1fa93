"""A twenty-eighth fresh held-out set ("fresh-28"), the issues part: 68 GitHub issue and pull-request threads about
data, ML and science, bots and integrations, CLIs and services, game servers, home automation and small web APIs, from
repositories none of the earlier sets used but for two (body-parser and the Julia tracker, each with a thread not used
before) -- Discord bots (discord.py, Pycord, py-cord in a Vietnamese thread), Telegram bots behind Flask and Express
webhooks (pyTelegramBotAPI, telepot, messaging-api-telegram), Slack's Bolt under Express, Flask and Spring Boot with
ngrok, a GitHub-to-Discord webhook in a Next.js bot; pandas, NumPy and Jupyter tracebacks, PyTorch/CUDA training
scripts with their data paths, TranX and its Django dataset, a FastAPI/scikit-learn service plan, R and Shiny on
shinyapps.io, a Julia package's Project.toml; Rust builds with cargo and rustup, Go builds, Gin, Golf and gorilla/mux
routes, Axum replacing Hyper; Paper and Spigot servers and a Minecraft plugin jar; ESPHome, ESP32, MQTT and Home
Assistant custom components; Express, Slim, Laravel, Spring Boot, Sinatra and webpush threads quoting their routes
and requests -- each the thread's title followed by its body and maybe a comment or two, kept as written
(tracebacks, logs, env and session dumps, rustup and go output, package.json and Gradle excerpts, YAML configs, curl
commands, checklists of endpoints as they appear; trimmed; screenshots dropped; the comments joined without their
author lines). Two of them label nothing at all.

Every text was taken from a stored public copy of the thread at the address given and labelled by hand without
running the extractor on it, by the earlier sets' conventions: technologies under their usual canonical name (any
spelling in the text), a code fence's language but not a shell's; data formats, everyday shell utilities, sites,
placeholders, user agents and names only inside URLs, absolute or dependency paths, package paths or dotted
identifiers not labelled; relative file paths as written (./ kept, a line's :N left out), bare file names, folders,
MQTT topics and import specifiers not; an endpoint only as "METHOD /path" where the text gives the method for that
path (a route in code, a request the app's own route answers, a client call with its method, a request to the app's
own server written as a URL, a checklist of the app's routes) and writes the whole path -- a request no route
accepts, a path with no method, a Slack slash command, and a router's route whose mounted full path is never written
are not labelled. Nobody tunes the extractor on these texts: the benchmark scores them as their own split
(``--split fresh-28``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "Pycord": ("py-cord",),
    "Slack Bolt": ("Boltjs", "Bolt-JS", "Bolt for Python"),
    "slack_sdk": ("slack-sdk",),
    "Travis CI": ("Travis",),
    "Alpine Linux": ("Alpine",),
    "Spring Data REST": ("spring-boot-starter-data-rest",),
    "Slim Framework": ("Slim",),
    "Hass.io": ("Hassio",),
    "VS Code": ("VScode",),
    "macOS": ("osx", "mac"),
    "NextAuth.js": ("next-auth",),
    "Rust": ("rustc", "rustup"),
    "Home Assistant": ("HA",),
}

CASES = [
    R(r"""idk slash command something heres the logs

C:\Users\micha\Downloads\LOCALGPT\GPT>python gpt3discord.py
Traceback (most recent call last):
  File "C:\Users\micha\Downloads\LOCALGPT\GPT\gpt3discord.py", line 12, in <module>
    from pycord.multicog import apply_multicog
  File "c:\python311\lib\site-packages\pycord\multicog\__init__.py", line 11, in <module>
    group_mapping: Dict[str, List[discord.SlashCommand]] = {}
                                  ^^^^^^^^^^^^^^^^^^^^
AttributeError: module 'discord' has no attribute 'SlashCommand'

start up the bot

This isn't an issue with the bot, please install our requirements and remove any other instances of discord.py and py-cord on your system""",
      T("Python"), T("discord.py"), T("Pycord"),
      source="https://github.com/Kav-K/GPTDiscord/issues/258", kind="issue",
      note="python run as a command: Python; py-cord (and pycord in the import) is Pycord; every path is absolute "
           "(C:\\Users..., site-packages) -- no file; gpt3discord.py a bare name"),
    R(r"""cứu với bác ơi

Traceback (most recent call last):
  File "C:\Users\Yoshino\Desktop\Bot\bot gpt\py-chatgpt-discord-bot-master\main.py", line 5, in <module>
    from discord import SlashCommand, Option
ImportError: cannot import name 'SlashCommand' from 'discord' (C:\Users\Yoshino\AppData\Local\Programs\Python\Python311\Lib\site-packages\discord\__init__.py)

có vẻ b cài nhầm thư viện
bạn xoá discord đi r cài lại py-cord

bạn nên tạo riêng 1 env mới r chạy `pip install --no-cache-dir -r requirements.txt` hoặc dùng docker""",
      T("Pycord"), T("pip"), T("Docker"),
      source="https://github.com/nullmastermind/py-chatgpt-discord-bot/issues/1", kind="issue",
      note="Vietnamese; 'xoá discord' is the discord package (discord.py) named only by its import name -- not "
           "labelled; Python only inside absolute paths; requirements.txt a bare name"),
    R(r"""The `on_command_error` method doesn't provide the error's traceback when used on a hybrid command.

### Summary

The `on_command_error` method doesn't provide the error's traceback when used on a hybrid command.

### Reproduction Steps

1. Define an hybrid command that raise an error.
2. Define an `on_command_error` event that prints the traceback of the given error.
3. Run the bot
4. Use the defined hybrid command as a slash command.

### Minimal Reproducible Code

```python
import discord
from discord.ext import commands

bot = commands.Bot(command_prefix="!", intents=discord.Intents.all())

@bot.hybrid_command()
async def crash(ctx):
    raise Exception("crash")


@bot.event
async def on_command_error(ctx, error):
    print(error)
    print(error.__traceback__)
    print("-" * 20)


@bot.event
async def on_ready():
    await bot.tree.sync()

bot.run("TOKEN")
```

### Expected Results

When using the hybrid command as a slash command, the traceback should be present in `error.__traceback__`.

### Actual Results

`error.__traceback__` is set to `None`

### System Information

- Python v3.11.1-final
- discord.py v2.1.0-final
- aiohttp v3.8.3
- system info: Windows 10 10.0.22000""",
      T("Python"), T("discord.py"), T("aiohttp"), T("Windows"),
      source="https://github.com/Rapptz/discord.py/issues/9205", kind="issue"),
    R(r"""TypeError: 'SlashCommand' object is not subscriptable

### Summary

Run Pycord bot.run and shows errors

### Reproduction Steps

- Run Docker
- Run Python 3.10
- Run a python environment
- bot = discord.Bot(intents=discord.Intents.all(), help_command=None)
- bot.run("token")

### Expected Results

Run the bot

### Actual Results

Error: `TypeError: 'SlashCommand' object is not subscriptable`

### System Information

- Python v3.10.4-final
- py-cord v2.0.0-candidate
    - py-cord pkg_resources: v2.0.0rc1
- aiohttp v3.7.4.post0
- system info: Windows 10 10.0.22610

Please show the full traceback

Kinda of weird, but only
`'SlashCommand' object is not subscriptable
  File "D:\bot\main.py", line 562, in <module>
    bot.run(config["botToken"])`

If I run that two code in a new Python environment, it seems to work fine""",
      T("Pycord"), T("Docker"), T("Python"), T("aiohttp"), T("Windows"),
      source="https://github.com/Pycord-Development/pycord/issues/1373", kind="issue",
      note="D:\\bot\\main.py an absolute Windows path -- not a file; pkg_resources only as a version line -- not "
           "labelled"),
    R(r"""Webhooks on flask

1. What OS are you using?
ubuntu 17.10
2. What version of python are you using?
3.6

Hello!
I used your example (https://github.com/eternnoir/pyTelegramBotAPI/blob/master/examples/webhook_examples/webhook_flask_echo_bot.py) of installing the bot on the server, but for some reason my bot does not respond to the sent commands. I'm working on the digitalocean servers.

When going to the site:port/token page, an error is displayed:
**Method Not Allowed
The method is not allowed for the requested URL.**

Please tell me how to solve this issue.

1. You should see nothing when you manually touch this address: this is the URL for telegram server to contact your bot. 

2.
`@app.route(WEBHOOK_URL_PATH, methods=['POST'])`
The "POST" here should give you the hint that this application waits for POST request. Touching this address you make "GET" request. That's why you see "Method Not Allowed".

Well, then why doesn't the bot react to commands?

It depends. Did you set breakpoints or print() to see if your program at least receives the POST requests from telegram?

Additionally set the debug level to DEBUG here:
`telebot.logger.setLevel(logging.INFO) ->telebot.logger.setLevel(logging.DEBUG)
`to see what's going on""",
      T("Flask"), T("Ubuntu"), T("Python"), T("DigitalOcean"), T("Telegram"),
      source="https://github.com/eternnoir/pyTelegramBotAPI/issues/541", kind="issue",
      note="the route's path is a variable (WEBHOOK_URL_PATH) -- no endpoint; site:port/token answered 405 -- no; "
           "pyTelegramBotAPI only inside the example's URL, telebot only in dotted identifiers -- not labelled"),
    R(r"""run python script telegram bot with webhook

I'm writing a telegram bot by python telepot package.I used getupdate method, so I want to use webhook method ,how can i do it?
I can set webhook another  script that is very simple on my host, but i dont know how convert getupdate to webhook.i use telepot.

For webhook usage, please refer to the [webhook examples](https://github.com/nickoala/telepot/tree/master/examples/webhook).

Simply put, instead of using `MessageLoop`, you use `OrderedWebhook`:
```python
from telepot.loop import OrderedWebhook

def handle(msg):
    # ......

bot = telepot.Bot(TOKEN)
webhook = OrderedWebhook(bot, handle)

webhook.run_as_thread()
```

And then, you have to make the webserver, on receiving some HTTP requests, feed data to the `OrderedWebhook` object. Using flask as an example, you may do something like this:
```python
from flask import Flask, request

app = Flask(__name__)

@app.route('/webhook_path', methods=['GET', 'POST'])
def pass_update():
    webhook.feed(request.data)
    return 'OK'
```

Good luck.

thank you, is there another way?my server doesn't support flask.""",
      T("Python"), T("Telegram"), T("telepot"), T("Flask"),
      E("GET /webhook_path"), E("POST /webhook_path"),
      source="https://github.com/nickoala/telepot/issues/266", kind="issue",
      note="the Flask route takes both GET and POST: two endpoints"),
    R(r"""Webhook on flask with proxy, silent bot.

1. What version of pyTelegramBotAPI are you using?
3.6.5

2. What OS are you using?
Ubuntu 18.04

3. What version of python are you using?
3.6.5

Hello! I used your example (https://github.com/eternnoir/pyTelegramBotAPI/blob/master/examples/webhook_examples/webhook_flask_echo_bot.py). I added proxy to my bot:
`apihelper.proxy = {'https': 'socks5://login:password@ip:port'}`

When i try to go to https://0.0.0.0:8443/, i get 200 message.
When i try to go to https://my_ip:8443/my_token/, i get 405 message.
And i see nothing in my telegram bot, although i send messages.

Proxy is not the reason. To use subdirectories (like .../my_token/...) you need the web server who will route your requests to the flask app. For me I use nginx.""",
      T("Flask"), T("pyTelegramBotAPI"), T("Ubuntu"), T("Python"), T("Telegram"), T("Nginx"),
      source="https://github.com/eternnoir/pyTelegramBotAPI/issues/552", kind="issue",
      note="the URLs are visited with no method written (and one answers 405) -- no endpoint; SOCKS5 a protocol in "
           "a proxy URL -- not labelled"),
    R(r"""Weebhook on heroku dont working

After deploying on heroku bot don't answer. Was trying as [in example](https://github.com/eternnoir/pyTelegramBotAPI/blob/master/examples/webhook_examples/webhook_flask_heroku_echo.py) with flask.

1. What version of pyTelegramBotAPI are you using?
pyTelegramBotAPI==3.2.1
2. What OS are you using?
osx
3. What version of python are you using?
last one
 Its looks like all is ok, but bot is't responding.
My code:
```
import os
import telebot
from flask import Flask, request


token = os.environ['TELEGRAM_TOKEN']

bot = telebot.TeleBot(token)


server = Flask(__name__)

#hadlers
#and in the end


@server.route("/", methods=['POST'])
    def getMessage():


   bot.process_new_updates([telebot.types.Update.de_json(request.stream.read().decode("utf-8"))])
        return "!", 200

@server.route("/")
def webhook():
    bot.remove_webhook()
    bot.set_webhook(url="https.com//somename.herokuapp.com/bot")
    return "!", 200

server.run(host="0.0.0.0", port=int(os.environ.get('PORT', 5000)))
server = Flask(__name__)
```

In the console on heroku I have: ` Running on http://0.0.0.0:16845/ (Press CTRL+C to quit)`

@WTFisThat1 I have the same error. I'm looking for a solution. We are waiting for the answer from the developer.

Dose your getMessage() method receive any request?""",
      T("Heroku"), T("pyTelegramBotAPI"), T("Flask"), T("macOS"), T("Python"),
      E("POST /"), E("GET /"),
      source="https://github.com/eternnoir/pyTelegramBotAPI/issues/432", kind="issue",
      note="two Flask routes on '/': one POST, one with Flask's default GET; osx is macOS; telebot only as an "
           "import name -- not labelled on its own"),
    R(r"""How to use Boltjs in Exisiting Expressjs app

@kashanghori Can you try the following simple app first? This app definitely works for me.

```javascript
const { LogLevel } = require("@slack/logger");
const { App, ExpressReceiver } = require("@slack/bolt");
const { FileInstallationStore } = require("@slack/oauth")

const express = require('express');
const expressApp = express()

const receiver = new ExpressReceiver({
  logLevel: LogLevel.DEBUG,
  app: expressApp,
  signingSecret: process.env.SLACK_SIGNING_SECRET,
  clientId: process.env.SLACK_CLIENT_ID,
  clientSecret: process.env.SLACK_CLIENT_SECRET,
  stateSecret: 'my-state-secret',
  scopes: ['commands', 'chat:write'],
  installationStore: new FileInstallationStore({}),
});
const app = new App({
  receiver,
});
app.command("/your-command", async ({ ack }) => {
  await ack("Hi there!");
})

expressApp.listen(3000, () => {
  console.log('⚡️ Bolt app is running! ⚡️');
});
```

@seratch  thanks your code seems to work , let me figure this out

@seratch  so amateur of me i was not passing app: expressApp in receiver, i feel dumb for troubling you for such a small thing
once again thank you for your time :)""",
      T("Slack Bolt"), T("Express"), T("JavaScript"),
      source="https://github.com/slackapi/bolt-js/issues/1434", kind="issue",
      note="Boltjs / @slack/bolt is Slack's Bolt for JavaScript (surface Boltjs); Expressjs and require('express') "
           "Express; app.command('/your-command') is a Slack slash command, not an HTTP route -- no endpoint; "
           "@slack/logger and @slack/oauth package names -- not labelled"),
    R(r"""Bolt throws a 401 error when slack hits the events endpoint

### Description

I have a simple slack bot built with slack bolt -- I have tested it locally with the bot + appToken and it works totally fine. However,  when the app/bot is in a production environment with the prod install options configuration it fails with an unAuth error.

#### Reproducible in:

package version: 3.11.1

node version: v16.16

OS version(s): Macos 12.4

#### Steps to reproduce:
Not applicable 

#### Expected result:

I expected it to authenticate and call the /slack/events endpoint with no issues

#### Actual result:

Bolt responds with a 401 (unauthorized) error""",
      T("Slack"), T("Slack Bolt"), T("Node.js"), T("macOS"),
      source="https://github.com/slackapi/bolt-js/issues/1582", kind="issue",
      note="'slack bolt' in a Node.js app: Bolt for JavaScript (surface 'slack bolt'); /slack/events has no method "
           "written -- not labelled"),
    R(r"""Getting 401 for GitHub webhook event to Slack Bolt Flask server

When a user stars a GitHub repository, I want to receive the details of the event via a webhook and store the details in a DB and then send a Slack message.  
I have set up the GitHub webhook, and it works fine.  
I am using Python Slack Bolt and Flask to handle incoming webhook events and interact with Slack. Here's the code,

```python
import os
from flask import Flask, request
from slack_bolt import App
from slack_bolt.adapter.flask import SlackRequestHandler

app = App(
    token=os.environ.get("SLACK_BOT_TOKEN"),
    signing_secret=os.environ.get("SLACK_SIGNING_SECRET")
)

flask_app = Flask(__name__)
handler = SlackRequestHandler(app)


@flask_app.route("/github/hook", methods=["POST"])
def handle_github_hook():
    print(request.json)
    # Store the details to the database
    # Send a message to the slack channel
    return 200


@flask_app.route("/", methods=["POST"])
def handle_challenge():
    return handler.handle(request)


@flask_app.route("/slack/events", methods=["POST"])
def slack_events():
    return handler.handle(request)

```
And I run it using `FLASK_APP=app.py FLASK_ENV=development flask run -p 3000`

When I star the repository, the webhook gets triggered as expected, and I can see it reaching the Flask server, but it fails with 401.""",
      T("Slack Bolt"), T("Flask"), T("Slack"), T("Python"),
      E("POST /github/hook"), E("POST /"), E("POST /slack/events"),
      source="https://github.com/slackapi/bolt-python/issues/874", kind="issue",
      note="'Python Slack Bolt' / slack_bolt is Bolt for Python (surface 'Slack Bolt'); the three Flask routes "
           "are POST; app.py a bare name; GitHub webhooks a site feature -- not labelled"),
    R(r"""Slash command won't work 401 error from ngrok

Hi, my name's Yuxiang Liu. I'm testing the example app with spring boot from GitHub:
https://github.com/slackapi/java-slack-sdk/tree/main/bolt-spring-boot-examples/spring-boot-2
I've set the SLACK_BOT_TOKEN and SLACK_SIGNING_SECRET in SlackApp.java and set them as environment variables too. I run ngrok as a proxy server by command: "ngrok http 3000". In the Slash command, I made the "/hello" request URL as "https://c846-173-68-187-137.ngrok.io/slack/events", but the slash command never work. Is there anything I missed? 

#### The Slack SDK version

plugins {
    id 'org.springframework.boot' version '2.7.5'
    id 'io.spring.dependency-management' version '1.0.11.RELEASE'
    id 'java'
}
group = 'com.example'
version = '0.0.1-SNAPSHOT'
repositories {
    mavenCentral()
    mavenLocal()
}
dependencies {
    implementation 'org.springframework.boot:spring-boot-starter-web'
    implementation 'com.squareup.okhttp3:okhttp:4.10.0'
    implementation 'com.slack.api:bolt-servlet:[1.27,)'
    implementation("com.slack.api:bolt:1.27.2")
}

#### Java Runtime version

java version "19" 2022-09-20
Java(TM) SE Runtime Environment (build 19+36-2238)""",
      T("Spring Boot"), T("ngrok"), T("Slack"), T("Java"), T("OkHttp"),
      source="https://github.com/slackapi/java-slack-sdk/issues/1105", kind="issue",
      note="the Gradle build is pasted but Gradle not named -- not labelled; Maven only as mavenCentral() -- not; "
           "okhttp in a Maven coordinate -- OkHttp labelled, doubtful; '/hello' a Slack slash command, the "
           "events URL has no method -- no endpoint; SlackApp.java a bare name"),
    R(r"""404 for /slack/events -- is this because I have an Express server running?

Hi, I have a Node.js app running inside of Docker on Heroku. I had been using Socket mode, but I was experiencing some missed messages and realized I needed to switch to http mode.

After cutting through a number of configuration challenges, I think I am getting close but am still struggling to have Bolt see my events as they come in.

My Slackbot is calling /slack/events, but I'm getting a 404 on that endpoint:

[heroku/router] at=info method=POST path="/slack/events" host=snapinstruct-e9524b968176.herokuapp.com request_id=[7d8b53fd-003a-4f1b-b36c-b5a5a7b878fe] fwd="[54.80.91.151]" dyno=web.1 connect=0ms service=2ms status=404 bytes=410 protocol=https

I was trying to use PORT as the starting port, but was running into a port conflict, so I manually set it to 3002. I came to understand that the problem was that I also have an Express server running in the same application.

This 404 happens for messages as well as commands.

Is this all just broken because Bolt-JS is incompatible with Express?

#### The Slack SDK version
"slack/bolt": "^3.13.3",
#### Node.js runtime version
v18.16.1""",
      T("Node.js"), T("Docker"), T("Heroku"), T("Express"), T("Slack Bolt"), T("Slack"),
      source="https://github.com/slackapi/bolt-js/issues/1960", kind="issue",
      note="the router log's POST /slack/events answers 404: no route takes it -- not labelled; Bolt-JS is Bolt "
           "for JavaScript; Slack via 'Slackbot' and 'Slack SDK'"),
    R(r"""Unable to subscribe to events

I'm trying to follow the directions in Building an app with Bolt for Python ( https://api.slack.com/start/building/bolt-python#start) but am unsuccessful in subscribing to events.

The Bolt app is running; shows the message "Bolt app is running! (development server)" on the python console.

It's not clear what is needed to obtain verification of the ngrok url.

Working on Ubuntu 18.04.

### Reproducible in:

```bash
pip freeze | grep slack
python --version
sw_vers && uname -v # or `ver`
```

#### The `slack_bolt` version

slack-bolt==0.9.6b0
slack-sdk==3.0.0rc1
slackclient==2.9.3

#### Python runtime version

Python 3.8.0

#### OS info

Distributor ID:	Ubuntu
Description:	Ubuntu 18.04.5 LTS
Release:	18.04
Codename:	bionic""",
      T("Slack Bolt"), T("ngrok"), T("Ubuntu"), T("pip"), T("Python"), T("slack_sdk"),
      source="https://github.com/slackapi/bolt-python/issues/145", kind="issue",
      note="slack-sdk in the package list is the Python Slack SDK, slack_sdk; slackclient the older "
           "package -- left under the same label; bash fence not labelled"),
    R(r"""engine='python' - error

Hi,

I was trying out your tool but run into an error message:

```
pandas.errors.ParserError: Error tokenizing data. C error: Calling read(nbytes) on source failed. Try engine='python'.
```

I could solve it by adding the 'engine' option in the read_csv function on line 22 of the conversion code:

```
    df = pd.read_csv(filename, engine='python')
```

All the rest of the code works great!

best regards,

Pascal""",
      T("pandas"),
      source="https://github.com/iobis/dataset-edna/issues/12", kind="issue",
      note="pandas named in the error's dotted name only, but it is pd.read_csv's library -- labelled; "
           "engine='python' a parser option, not the language -- not labelled"),
    R(r"""Typo causes fail in Ipython-pandas-tips-and-tricks.ipynb

\#SALES=pd.read_csv("../data/sample-sales-tax.csv", parse_dates='True') # AKH fails
SALES=pd.read_csv("../data/sample-sales-tax.csv", parse_dates=True) # AKH works

As a matter of style I would probably prefer the (excellent!) qgrid plugin to have been imported at the top. Caought it later though...

Fixed. Thanks.""",
      T("pandas"), T("qgrid"), F("../data/sample-sales-tax.csv"),
      source="https://github.com/chris1610/pbpython/issues/10", kind="issue",
      note="the notebook's name is a bare file name (not labelled) that names IPython and pandas; pandas labelled "
           "(pd.read_csv), IPython not -- only a part of the file name; the CSV's relative path labelled"),
    R(r"""ImportError Traceback (most recent call last) Cell In[3], line 1 ----> 1 import pandas as pd

ImportError                               Traceback (most recent call last)
Cell In[3], line 1
----> 1 import pandas as pd

File ~\New folder\Lib\site-packages\pandas\__init__.py:16
     13         _missing_dependencies.append(f"{_dependency}: {_e}")
     15 if _missing_dependencies:  # pragma: no cover
---> 16     raise ImportError(
     17         "Unable to import required dependencies:\n" + "\n".join(_missing_dependencies)
     18     )

ImportError: Unable to import required dependencies:
numpy: Error importing numpy: you should not try to import numpy from
        its source directory; please exit the numpy source tree, and relaunch
        your python interpreter from there.

i have issue in jupyter notebook while csv file load pl soluction""",
      T("pandas"), T("NumPy"), T("Python"), T("Jupyter Notebook"),
      source="https://github.com/IntelPython/mkl-service/issues/36", kind="issue",
      note="the site-packages path under ~ is not a relative path -- no file; 'python interpreter' Python"),
    R(r"""Travis is unhappy about pandas

```
======================================================================
ERROR: Failure: ImportError (cannot import name PandasError)
----------------------------------------------------------------------
Traceback (most recent call last):
  File "/home/travis/miniconda/envs/testenv/lib/python2.7/site-packages/nose/loader.py", line 418, in loadTestsFromName
    addr.filename, addr.module)
  File "/home/travis/build/quantopian/pyfolio/pyfolio/__init__.py", line 3, in <module>
    from . import utils
  File "/home/travis/build/quantopian/pyfolio/pyfolio/utils.py", line 27, in <module>
    from pandas_datareader import data as web
```""",
      T("Travis CI"), T("pandas"),
      source="https://github.com/quantopian/pyfolio/issues/387", kind="issue",
      note="Travis is Travis CI; nose, miniconda, pyfolio only inside absolute paths; pandas_datareader an "
           "import name -- not labelled"),
    R(r"""500 error in post handler not working

I have something like this:
```go
    r = gin.Default()
    ...
	r.POST("/v1/faces", func(c *gin.Context) {
		...bla bla bla...
		_, err = io.Copy(out, file)
		if err != nil {
			fmt.Println(err)
			c.String(500, "error happened")
			return
		}
                ...bla bla bla...
       })
```

When I run this, I get a 200 error code and a blank response body. The console event says:
```
[GIN] 2014/12/08 - 08:45:07 | 200 |    915.646us | ::1 POST /v1/faces
```

I tried `c.String(500, "internal server error")` in a very simple GET handler and that worked.

@peterbe sorry for delay.

I can not replicate this with the latest commit. Wherever it was, it is fixed now. I have just checked.""",
      T("Go"), T("Gin"), E("POST /v1/faces"),
      source="https://github.com/gin-gonic/gin/issues/173", kind="issue",
      note="the go fence is Go; r.POST('/v1/faces') a route in code, the log line the same request"),
    R(r"""partial post api

app/handler/post.go
```diff
+func APIPostSaveHandler(ctx *golf.Context) {
+	token, err := ctx.Session.Get("jwt")
+	if err != nil {
+		ctx.SendStatus(http.StatusInternalServerError)
+		return
+	}
+	post := model.NewPost()
+	post.CreatedBy = token.(model.JWT).UserID
+	defer ctx.Request.Body.Close()
+	body, err := ioutil.ReadAll(ctx.Request.Body)
+	if err != nil {
+		utils.LogOnError(err, "Unable to update post from request JSON.", true)
```
Might also be good to send some sort of response here so the user understands an error occurred, even if they can't really do anything about it.

app/handler/tag.go
```diff
+	"github.com/dingoblog/dingo/app/model"
+)
+
+func registerTagHandlers(app *golf.Application, routes map[string]map[string]interface{}) {
+	app.Get("/api/tags", APITagsHandler)
+	routes["GET"]["tags_url"] = "/api/tags"
+
+	app.Get("/api/tags/:tag_id", APITagHandler)
+	routes["GET"]["tag_url"] = "/api/tags/:tag_id"
+
+	app.Get("/api/tags/slug/:slug", APITagSlugHandler)
+	routes["GET"]["tag_slug_url"] = "/api/tags/:slug"
```
Did you mean to document the route here as `/api/tags/slug/:slug` so it matches the route above?""",
      F("app/handler/post.go"), F("app/handler/tag.go"),
      E("GET /api/tags"), E("GET /api/tags/:tag_id"), E("GET /api/tags/slug/:slug"),
      source="https://github.com/dingoblog/dingo/pull/71", kind="issue",
      note="the three app.Get routes labelled; the documented '/api/tags/:slug' is the mistake the review points "
           "out (no route) -- not labelled; the Golf framework only in identifiers (golf.Context), JWT only as a "
           "session key and type name -- nothing labelled for technologies; diff fence not a language"),
    R(r"""500 error when root api path "/" is visited on a browser

# Description
The server exists with a status code of 500 when the `http://localhost:4100` is visited on a browser.

# Steps to reproduce
Using the following config file

```json
{
  "port": "4100",
  "project_name": "Local",
  "default_currency": "NGN",
  "data_source": {
    "dns": "postgres://postgres:postgres@localhost:5432/blnk?sslmode=disable"
  },
  "redis": {
    "dns": "redis://localhost:6379"
  }
}
```

Start the server with
```sh
go run ./cmd start
```

> PS: Certainly, the API wouldn't be used in this manner, but a 404 should be returned at least.

I just found the project, it was a comment on api/api.goL:25

Working on a fix""",
      T("Go"), T("Redis"),
      source="https://github.com/blnkfinance/blnk/issues/18", kind="issue",
      note="go run a Go command; the config's redis block names Redis, PostgreSQL only in the DSN URL -- not "
           "labelled (doubtful); 'api/api.goL:25' a mangled path (api/api.go, line 25) -- not labelled as "
           "written; the root visited in a browser, no method written -- no endpoint"),
    R(r"""500 error for invalid JSON on POST request

If the user submits invalid JSON on a POST request, it results in a 500 error. 400 is expected.

This is set explicitly in the [handleCreate method](https://github.com/Workiva/go-rest/blob/master/rest/handler.go#L138-L142).

[handleUpdateList](https://github.com/Workiva/go-rest/blob/master/rest/handler.go#L228-L237) sets the correct status code for invalid JSON.

Resolved with https://github.com/Workiva/go-rest/pull/44.""",
      source="https://github.com/Workiva/go-rest/issues/41", kind="issue",
      note="nothing to label: JSON a data format, the handler file only inside URLs, no path for the POST"),
    R(r"""Adding server js files to get stuff from database?

Hello

Is it possible to add example on how can I add api routes where I can get data from database form example? I tried to add
app.get('/api/lol', function response(req, res) {
  res.write("looooooooooool");
});
to server.js and call it with jQuery
$.get('/api/lol', function(result) {
      console.log(result);
    });
but Im not getting anything back.

I think this has to be something with app.get('*', function response ?

That should work, but you have to add it at the top. Right after `const app = express()` :-)

Thank you jesus! It worked :D

If you look a bit further down you see a `app.get('*'...`, this one picks up all get requests. Any get routes defines after it will never be checked :-) That is the reason""",
      T("jQuery"), T("Express"), E("GET /api/lol"),
      source="https://github.com/christianalfoni/webpack-express-boilerplate/issues/23", kind="issue",
      note="app.get('/api/lol') a route, $.get the same call; app.get('*') has no leading slash -- no endpoint; "
           "express() is Express; server.js a bare name"),
    R(r"""help needed - routing

Thank you very much for developing this API. Hope this is not to improper to ask. I am trying to use this API just for practice and fun. I am very new to nodejs. I am trying to add a router to the code of this API but it's giving me bad request....
I have created a test.js file in the routes directory:

const express = require('express');
const router = express.Router();
router.get('/', (req, res) => {
    console.log("test request received");
});
export default router

I also added 2 lines to the index.js file in the app directory:
import test from './routes/test';
export default function(app) {
  app.use('/', index);
  app.use('/profile', profile);
  app.use('/stats', stats);
  app.use('/test', test);
  app.use('*', badRequest);
}

May I ask for some help on why am I getting bad request? I probably have not changed something important. Thanks a lot in advance.

Hi @richielo, 

In your router.get, try adding the callback `res.json({ test: "test" );`

Hi @alfg thanks a lot for your help , I tried that but it's still not working, are there any other places I may have to change too?

i added this line res.json({ test: "test"}) and it just goes straight to bad request..""",
      T("Node.js"), T("Express"),
      source="https://github.com/alfg/overwatch-api/issues/20", kind="issue",
      note="router.get('/') is mounted with app.use('/test', ...): the full path GET /test is never written as "
           "such -- no endpoint; './routes/test' an import specifier, test.js and index.js bare names"),
    R(r""""Cannot GET /" error when loading in localhost:4000

"Cannot GET /" error when loading in localhost:4000

@JoshSalway : The above error comes as express cannot find the route /.
What you need to do is write 3 simple lines of code in your index.js file.
app.get('/', (req,res) => {
	res.render('index')
});

1. app.get is creating a GET request with the route /
2. render method will render index.html page when the server i.e express/Node sees the URL /

I will be changing it so that it runs the index.html by default via the server

I will be working on this today""",
      T("Express"), T("Node.js"), E("GET /"),
      source="https://github.com/Moorad/youtube-video-downloader/issues/5", kind="issue",
      note="'Cannot GET /' is the refusal before the fix; the suggested app.get('/') is a route in code -- "
           "labelled; Node as the runtime"),
    R(r"""Cannot GET /home

Why this is hapenning

What is your code?

 The code is :

var express = require('express');
var app = express();
app.get('/',function(req,res){
        res.end("Hello World!");
});

app.listen(process.argv[2]);

Althoughg I got my mistake :

' / ' should be ' /home '

Yep! :tada:""",
      T("Express"), E("GET /"),
      source="https://github.com/nodeschool/discussions/issues/1317", kind="issue",
      note="GET /home answered 'Cannot GET' -- no route, not labelled; the written route app.get('/') is"),
    R(r"""API Get request Error

As of right now if you make a get request to the API, the request return to the /public/index.html file.

move this from the /server/app.js.

```
// Landing page
app.get('*', (req, res) => {
    res.sendFile(path.join(__dirname, '../public/index.html'));
});
```""",
      F("../public/index.html"),
      source="https://github.com/Bikranshu/express-react-boilerplate/issues/2", kind="issue",
      note="/public/index.html and /server/app.js written with a leading slash (absolute as written) -- not "
           "labelled; the relative '../public/index.html' is; app.get('*') no path with a slash"),
    R(r"""Running the node.js server

The book is awesome. All examples utilizing the node server have issues though.
Every time I install all dependencies and run the file I get a  'Cannot GET /'
There are no javascript errors reported, just a blank page with the above text on it.
The code you've presented is great and modular enough to pull out and try with working connections, but it would be cool if the code ran just out of the box.

Its a shame a book as good as this has broken code. I neither was able to get the server to work. changinf set to configure didn't work for me.

It would be great if the author update the server.js code for express 4.x

Here is the server.js code that worked for me.

```
/**
 * A simple API hosted under localhost:8080/books
 */
var express = require('express');
var app = express();
var bookId = 100;


app.get('/', function (req, res) {
  res.send('Hello World!');
});
```""",
      T("Node.js"), T("JavaScript"), T("Express"), E("GET /"),
      source="https://github.com/jamessugrue/beginning-backbone/issues/2", kind="issue",
      note="'Cannot GET /' before, the fixed server's app.get('/') a route; localhost:8080/books only in a comment "
           "with no method -- not labelled; Backbone only in the repository's name"),
    R(r"""Server crashes with Paper 114 but works with 111

I know says that I should not report to Paper in the log but this still feels like an issue...I mean...if it works with an older version.

Link to post in Spigot forum with info about my server, from timings paste.

Had 3 crashes in a row withing 10 min. Changed to the 111 jar and now its still running 40 min (**edited**) and more.

at least attach the log...

My log is spammed by one of the plugins I'm using....but ok.

I mean the log when your server crashed...

Ah, you mean crash-report.

No, there isn't a crash report for this one.

logs are stored in the logs folder, upload latest.log after a crash happens.

By log he means the log file, if the server crashed due to a bug in paper there will be some form of indication of what happened in the actual log files of the server, there are other reports that much be relevant, e.g. hs_err log files from jvm crashes, etc""",
      T("Paper"), T("Spigot"), T("JVM"),
      source="https://github.com/PaperMC/Paper/issues/2242", kind="issue",
      note="Paper the Minecraft server; the Spigot forum names Spigot (a site, doubtful -- kept: the server "
           "software's forum); latest.log a bare name"),
    R(r"""Jar does not contain plugin.yml

### Plugin Version

3.4.9

### Server Version

1.21

### Server Platform

Spigot

### Describe the bug

Could not load 'plugins/CrazyCrates-3.4.3.jar'
org.bukkit.plugin.InvalidDescriptionException: Invalid plugin.yml
	at org.bukkit.plugin.java.JavaPluginLoader.getPluginDescription(JavaPluginLoader.java:170) ~[spigot-api-1.21-R0.1-SNAPSHOT.jar:?]
	at org.bukkit.plugin.SimplePluginManager.loadPlugins(SimplePluginManager.java:158) ~[spigot-api-1.21-R0.1-SNAPSHOT.jar:?]
	at org.bukkit.craftbukkit.v1_21_R1.CraftServer.loadPlugins(CraftServer.java:456) ~[spigot-1.21-R0.1-SNAPSHOT.jar:4226-Spigot-146439e-2889b3a]
	at net.minecraft.server.dedicated.DedicatedServer.e(DedicatedServer.java:236) ~[spigot-1.21-R0.1-SNAPSHOT.jar:4226-Spigot-146439e-2889b3a]
	at java.base/java.lang.Thread.run(Thread.java:1583) [?:?]
Caused by: java.io.FileNotFoundException: Jar does not contain plugin.yml

### Crate Type

None

### Steps to reproduce

So fiz por o plugin""",
      T("Spigot"), T("CrazyCrates"), F("plugins/CrazyCrates-3.4.3.jar"),
      source="https://github.com/Crazy-Crew/CrazyCrates/issues/789", kind="issue",
      note="the plugin named in its own tracker through the jar's path; Bukkit/Minecraft only in dotted names of "
           "the stack trace -- not labelled; plugin.yml a bare name"),
    R(r"""Missing train_load_prop.sh to train

Hi, I have update the scripts and remove the srun part. Please see if it works for you. 
I am sorry that some of the value of the default arguments and `default.yaml` may not be compatible with the current code. I will find a time to fix them up. Let me know if the scripts do not work. :)

btw, you may also want to remove the cache file:  `data/ytb_vos/splits_813_3k_trainvaltest/dmm_cached_train.pkl` and `data/ytb_vos/splits_813_3k_trainvaltest/dmm_cached_trainval.pkl` file before you run the scripts.

thanks! working better but have a problem:

```
*****************************************
Setting OMP_NUM_THREADS environment variable for each process to be 1 in default, to avoid your system being overloaded, please further tune the variable for optimal performance in your application as needed. 
*****************************************
2019-10-19 05:38:45,489-{train.py:395}-INFO-to distributed; local_rank 2
THCudaCheck FAIL file=/pytorch/torch/csrc/cuda/Module.cpp line=37 error=10 : invalid device ordinal
Traceback (most recent call last):
  File "train.py", line 396, in <module>
    torch.cuda.set_device(local_rank)
```""",
      F("data/ytb_vos/splits_813_3k_trainvaltest/dmm_cached_train.pkl"),
      F("data/ytb_vos/splits_813_3k_trainvaltest/dmm_cached_trainval.pkl"),
      source="https://github.com/ZENGXH/DMM_Net/issues/4", kind="issue",
      note="srun is Slurm's command but Slurm is not named -- not labelled; PyTorch and CUDA only in "
           "an absolute path and dotted names -- not labelled; train.py, default.yaml bare names"),
    R(r"""RuntimeError: CUDA error: device-side assert triggered

I managed to run the entire preprocessing pipeline but when I train, I get the following error. Which pytorch version you use?

python model/train.py --model_path "experiments" --exp_name "chart2text" --exp_id "run1" --train_cs_table_path data/train/trainData.txt.pth --train_sm_table_path data/train/trainData.txt.pth --train_sm_summary_path data/train/trainSummary.txt.pth --valid_table_path data/valid/validData.txt.pth --valid_summary_path data/valid/validSummary.txt.pth --cs_step True --lambda_cs "1" --sm_step True --lambda_sm "1" --label_smoothing 0.05 --batch_size 6 --beam_size 4 --epoch_size 1000 --max_epoch 81 --eval_bleu True

INFO - 02/11/21 07:40:26 - 0:00:00 - ============ Initialized logger ============

INFO - 02/11/21 07:40:26 - 0:00:00 - asm: False

                                     attention_dropout: 0.1

                                     batch_size: 6

                                     beam_size: 4""",
      T("CUDA"), T("PyTorch"), T("Python"),
      F("model/train.py"), F("data/train/trainData.txt.pth"), F("data/train/trainSummary.txt.pth"),
      F("data/valid/validData.txt.pth"), F("data/valid/validSummary.txt.pth"),
      source="https://github.com/JasonObeid/Chart2Text/issues/1", kind="issue",
      note="python run as a command; the data paths given as arguments are relative files; 'experiments' a folder"),
    R(r"""How to directly run train.py ?

@jianpengz  i can run your code use your command in pycharm terminal ,but when i run the train.py directly it shows 'RuntimeError:' as the picture shows,can you tell me how to solve it ?thanks for your time and kindness.

Please run train.py script as the following:

CUDA_VISIBLE_DEVICES=0,1 python -m torch.distributed.launch --nproc_per_node=2 --master_port=$RANDOM train.py \
--train_list='list/MOTS/MOTS_train.txt' \
--snapshot_dir='snapshots/dodnet' \
--input_size='64,192,192' \
--batch_size=2 \
--num_gpus=2 \
--num_epochs=1000 \
--start_epoch=0 \
--learning_rate=1e-2 \
--num_classes=2 \
--num_workers=8 \
--weight_std=True \
--random_mirror=True \
--random_scale=True \
--FP16=False""",
      T("PyCharm"), T("Python"), F("list/MOTS/MOTS_train.txt"),
      source="https://github.com/jianpengz/DoDNet/issues/5", kind="issue",
      note="torch.distributed.launch a dotted module name -- PyTorch not labelled (doubtful); snapshots/dodnet a "
           "folder; train.py a bare name"),
    R(r"""Need scripts directory to train

The Readme says:
"The scripts folder contains scripts to train TranX on example datasets. For example, to train on the Django dataset, simply run: . scripts/django/train.sh 0 "

When will this be added?

Hi! Please run `rull_data.sh` to download the example datasets and training scripts

after running rull_data.sh still can't train the django model, it finishes without an error but doesn't seem to do anything. what should I do?

same situation,have you solved this question

Hi all, sorry for the late reply! Could you try manually downloading `http://www.cs.cmu.edu/~pengchey/tranx.0.2.0.zip` and unzip it? The `scripts` folder is in the zip file :)

I have got the scripts,but as @armheb said it finished without an error,after I run the command "./scripts/atis/train.sh 0" . I think the scripts may have some problems. :)

@gsh2014 Could you post your error message? Meanwhile, please make sure you use the correct `conda` environment to run the training script. `django` dataset only supports python 2.x

there is no error message at all , maybe the " python -u exp.py ..." in the "./scripts/atis/train.sh 0 " hasn't been excuted for some reason .""",
      T("TranX"), T("Conda"), T("Python"), F("scripts/django/train.sh"), F("./scripts/atis/train.sh"),
      source="https://github.com/pcyin/tranX/issues/4", kind="issue",
      note="trap: Django here is a code-generation dataset (the Django dataset), not the framework -- not "
           "labelled; TranX the project itself; rull_data.sh and exp.py bare names"),
    R(r"""RuntimeError: cuda runtime error (710) :

python main.py --dataset_dir <parents path for all the datasets> --mode train --model_name HCN --dataset_name NTU-RGB-D-CV --num 01
I got RuntimeError: cuda runtime error (710) during training.
PyTorch version=1.4.0""",
      T("Python"), T("CUDA"), T("PyTorch"),
      source="https://github.com/huguyuehuhu/HCN-pytorch/issues/26", kind="issue",
      note="HCN the model, NTU-RGB-D a dataset -- not labelled; main.py a bare name"),
    R(r"""GraalVM native POST get 403

# Bug report
POST /alist/alias get 403
POST /alist/alias/{id} can work

I test more cases, and found actual it's 400 bad request, but return 403 without error message.

## Env
Spring boot 3.1.2
native-image 17.0.8 2023-07-18
GraalVM Runtime Environment Oracle GraalVM 17.0.8+9.1 (build 17.0.8+9-LTS-jvmci-23.0-b14)
Substrate VM Oracle GraalVM 17.0.8+9.1 (build 17.0.8+9-LTS, serial gc, compressed references)

### Runtime OS
Alpine Docker container

## Log
No error found in log.
## Code
```java
@ResponseStatus(HttpStatus.BAD_REQUEST)
public class BadRequestException extends RuntimeException {
    public BadRequestException() {
        super();
    }

    public BadRequestException(String message) {
        super(message);
    }
}
```
```java

@RestController
@RequestMapping("/alist/alias")
public class AListAliasController {

    @PostMapping
    public AListAlias create(@RequestBody AListAliasDto dto) {
        return service.create(dto);
    }

    @PostMapping("/{id}")
    public AListAlias update(@PathVariable Integer id, @RequestBody AListAliasDto dto) {
        return service.update(id, dto);
    }
}
```""",
      T("GraalVM"), T("Spring Boot"), T("Alpine Linux"), T("Docker"), T("Java"),
      E("POST /alist/alias"), E("POST /alist/alias/{id}"),
      source="https://github.com/spring-projects/spring-boot/issues/36644", kind="issue",
      note="both routes written whole (the title lines and the controller's @RequestMapping + @PostMapping) and "
           "answered (403 / works); native-image GraalVM's tool, Substrate VM its runtime -- under GraalVM; "
           "Alpine as the container's OS"),
    R(r"""403 after successful authentication on pre-authentication POST

### Summary
When I try to POST to a resource requiring authentication, I am redirected to a login page (as expected).  Upon entering the username and password, I get a 403 access denied error.  This works fine if I do a GET to the exact same resource.  It's only for a POST.

### Configuration
@Override
protected void configure(HttpSecurity http) throws Exception {
		http.authorizeRequests()
			.antMatchers("/**/action/**").access("isFullyAuthenticated()")
			.and().formLogin()
			.and().csrf().disable();

### Version
Tried 5.0.4 and 4.2.4

@bleepbleepbleep, the behavior you specify is already supported:

```java
@SpringBootApplication
public class DemoApplication {

	@Controller
	public static class ActionController {
		@GetMapping("/action")
		@ResponseBody
		String getOk() {
			return "<form action='/action' method='post'><button type='submit'>Go</button></form>";
		}

		@PostMapping("/action")
		@ResponseBody
		String postOk() {
			return "ok";
		}
	}
```""",
      T("Java"), E("GET /action"), E("POST /action"),
      source="https://github.com/spring-projects/spring-security/issues/5222", kind="issue",
      note="the two mappings are routes in code; '/**/action/**' an Ant pattern, not a route; Spring Security is "
           "the tracker's subject but is never named in the text (versions only, @SpringBootApplication an "
           "annotation) -- not labelled"),
    R(r"""Chapter-04 code REST API issue

Hi, 

I am trying to run `Chapter-04` code to learn REST API using 
```
 <dependency>
       <groupId>org.springframework.boot</groupId>
       <artifactId>spring-boot-starter-data-rest</artifactId>
</dependency>
```

When I try : localhost:8080/api

It shows this error:

```
Whitelabel Error Page
This application has no explicit mapping for /error, so you are seeing this as a fallback.

Mon Dec 10 20:14:29 PST 2018
There was an unexpected error (type=Forbidden, status=403).
Access Denied
```

Can you please fix the code or suggest how to go about this? The book is well written and I am enjoying it.

My environment is: 
```
$ mvn -version
Apache Maven 3.6.0 (97c98ec64a1fdfee7767ce5ffb20918da4f719f3; 2018-10-24T11:41:47-07:00)
Maven home: C:\mvn
Java version: 1.8.0_191-1-redhat, vendor: Oracle Corporation, runtime: C:\Java\jdk-1.8.0.191\jre
Default locale: en_US, platform encoding: Cp1252
OS name: "windows 10", version: "10.0", arch: "amd64", family: "windows"
```

The Spring Boot version: :: Spring Boot ::        (v2.0.1.RELEASE)""",
      T("REST"), T("Maven"), T("Java"), T("Windows"), T("Spring Boot"), T("Spring Data REST"),
      source="https://github.com/PacktPublishing/Hands-On-Full-Stack-Development-with-Spring-Boot-2.0-and-React/issues/6",
      kind="issue",
      note="'REST API' twice -- REST; spring-boot-starter-data-rest is Spring Data REST (surface "
           "spring-boot-starter-data-rest); localhost:8080/api visited with no method -- no endpoint; /error a "
           "fallback mapping named by the error page, no method -- not labelled"),
    R(r"""Where should the post endpoint be placed

I've been unable to make the endpoint work the way it is stated on the read me. It says:

"Imagine a Ruby app endpoint that responds to the request by triggering notification through the webpush gem."

And the code itself says it should go on app.rb but so far I've had errors on server start up by placing the code inside application.rb

I also tried creating a route and executing the code inside a controller but I get the following error:

> NoMethodError in DemoController#push
> undefined method `gsub' for nil:NilClass

I'm using rails 4.2.6

What am I missing to make this work?

The code in the README could be part of an app that's built with the Sinatra framework. Check out the [Sinatra](http://www.sinatrarb.com/) documentation for more info to help understand how the example would fit into an application.

You'll have to share the relevant code and the whole backtrace for us to help with the error you're seeing.""",
      T("Ruby"), T("webpush"), T("Rails"), T("Sinatra"),
      source="https://github.com/zaru/webpush/issues/35", kind="issue",
      note="the webpush gem is the tracker's own library; app.rb and application.rb bare "
           "names; no route written"),
    R(r"""Web sample sinatra project doesn't work

#### Environment details

  - OS: macOS Big Sur
  - Ruby version: ruby 3.0.0p0
  - Gem name and version: google-apis-calendar_v3 (~> 0.1)
  google-apis-drive_v3 (~> 0.1)
  google-id-token (~> 1.3)

#### Steps to reproduce

  1. clone repo
  2. cd into samples/web
  3. bundle install
  4. ruby app.rb

->
```
/usr/local/share/gem/gems/sinatra-2.1.0/lib/sinatra/base.rb:1755:in `detect_rack_handler': Server handler (thin,puma,reel,HTTP,webrick) not found. (RuntimeError)
	from /usr/local/share/gem/gems/sinatra-2.1.0/lib/sinatra/base.rb:1493:in `run!'
	from /usr/local/share/gem/gems/sinatra-2.1.0/lib/sinatra/main.rb:45:in `block in <module:Sinatra>'
```

#### Code example

no change from sample project 

Thanks for the report. We'll need to update the Gemfile to work with Ruby 3.

This was done a week or so ago.""",
      T("Sinatra"), T("macOS"), T("Ruby"), T("Thin"), T("Puma"), T("WEBrick"),
      source="https://github.com/googleapis/google-api-ruby-client/issues/2449", kind="issue",
      note="the error lists the Rack server handlers Sinatra looked for: thin, puma, webrick labelled, reel left "
           "out (doubtful, obscure); google-apis-* gems the repository's own packages -- not labelled one by one; "
           "bundle install without Bundler named -- not labelled; samples/web a folder, app.rb a bare name"),
    R(r"""Slim error

Controller:

namespace App\Controllers;

use Illuminate\support\Facades\DB;
use Slim\Http\{Request, Response};

class AvailabilityController extends Controller
{
public function getCourtAvailability($request, $response, $args)
{
$selected_court=$args('id');
$selected_date=$args('date');

$booked_sessions=DB::table('sessions')->where('booking_type','=','INDIVIDUAL')->orWhere('booking_type','=','GROUP');
$softbooked_sessions=DB::table('sessions')->where('booking_type','=','SOFT');
$arr=array('booked_sessions'=>$booked_sessions, 'softbooked_sessions'=>$softbooked_sessions);
$response->status(200);
return $response->json_encode($arr);
}
}

Routes:

$app->get('/api/courts/{id}/{date}',[''\App\Controllers\AvailabilityController','getCourtAvailability']) ;
$app->get('/api/courts/{date}',['\App\Controllers\AvailabilityController','getAllCourtsAvailability']);

When I run the URL in the browser, I get the error: 
"The page you were looking for was""",
      T("Slim Framework"), E("GET /api/courts/{id}/{date}"), E("GET /api/courts/{date}"),
      source="https://github.com/slimphp/Slim/issues/2252", kind="issue",
      note="Slim in the title; Illuminate (Laravel's database component) only as a namespace -- not labelled; the "
           "two $app->get routes labelled even though the browser hit fails (the routes exist in code)"),
    R(r"""ESP 32 ESP-WROOM-32 boards configured but will not show in MQTT

### Describe the bug

i purchased 5 of these devices. i have flashed them and put in my Wifi and MQTT server info and saved and rebooted them. no matter what i do they will not show in Home Assistant, i have checked MQTT and none of them will show, the correct information is in them. if i load up MQTT Explorer i can see topics related to them. i can browse to their IP addresses and see all the information so they are connected to my network. i can see them in my router as well. they just dont show in HA

Is MQTT discovery enabled and is the discovery topic on the ESP32 set to "homeassistant" ?
https://www.home-assistant.io/integrations/mqtt/#discovery-options

I had something misconfigured. Thank you

Fixed""",
      T("MQTT"), T("Home Assistant"), T("MQTT Explorer"), T("ESP32"),
      source="https://github.com/ESPresense/ESPresense/issues/955", kind="issue",
      note="MQTT the broker the whole setup runs through -- labelled; ESP 32 / ESP-WROOM-32 the board, ESP32 "
           "written once; HA is Home Assistant; ESPresense only in the repository"),
    R(r"""Not receiving MQTT data

**Operating environment/Installation (Hass.io/Docker/pip/etc.):**

**ESP (ESP32/ESP8266, Board/Sonoff):**

ESP32

**Affected component:**

MQTT

**Description of problem:**
I have a new project of a ESP32 as BLE gateway. I want to read the values of the Xiaomi MiJia BLE Sensors and send the values to my MQTT broker. 

I do receive the debug messages, but I don't get any standard messages under the endpoints:
temp/sensor/nicolastemperature/state, temp/sensor/nicolasbattery/state, temp/sensor/nicolashumidity/state

What's wrong? 

I am using the latest version 1.13.5

**Problem-relevant YAML-configuration entries:**
```yaml
esphome:
  name: temp_gateway
  platform: ESP32
  board: nodemcu-32s

wifi:
  ssid: "myWifi"
  password: "myPasswod"

web_server:
  port: 80

mqtt: 
  broker: mqtt.myserver.com
  topic_prefix: temp

# Enable logging
logger:

ota:
  password: "changeme"

esp32_ble_tracker:
  scan_interval: 300s
```""",
      T("ESP32"), T("MQTT"), T("ESPHome"),
      source="https://github.com/esphome/issues/issues/428", kind="issue",
      note="the installation line is the template's list of options (Hass.io/Docker/pip) left unanswered -- not "
           "labelled; the 'endpoints' are MQTT topics, not files or HTTP routes -- nothing labelled; ESPHome via "
           "the esphome: block of its own config; ESP8266 and Sonoff only in the template's prompt"),
    R(r"""xiaomi mijia got temperature/humidity but not sendng status to HA

**Operating environment/Installation:**
Hassio

**Affected component:**

Sensor

**Description of problem:**
It seems that esphome doesn't send humidity, temperature and battery status to HA.
I can see in logs that xiaomi sends status to esp32:

> [D][esp32_ble_tracker:357]: Xiaomi MiJia 58:2D:34:31:F9:0D Got temperature=22.2°C, humidity=49.9% 

But its not appears in HA. I integrate this node as any else before and have new entities but status is unknown. 
Just for test, I added wifi signal sensor to the same node - working perfect and all data appears on home assistant apart of temp and humidity.

**YAML-configuration entries:**

```
esphome:
  name: esp32_xiaomi
  platform: ESP32
  board: nodemcu-32s

# Enable logging
logger:

# Enable Home Assistant API
api:

ota:

esp32_ble_tracker:
```""",
      T("Hass.io"), T("ESPHome"), T("ESP32"), T("Home Assistant"),
      source="https://github.com/esphome/issues/issues/284", kind="issue",
      note="Hassio is Hass.io (surface Hassio); HA Home Assistant; the Xiaomi MiJia sensor a device -- not "
           "labelled"),
    R(r"""Sensors not showing in UI

As discussed in #3  after adding the code from the readme file into my configuration.yaml and splitting up the configuration lines into `customize.yaml` and `automation.yaml` the mqtt entities aren't available under my lovelace UI.

I can confirm that mqtt is connected to my nodeMCU that the data is arriving into Hass.IO:
Subscribed to the following topics in the mqtt config:
topics:
  - house/ventilation/whr930/setventilation
  - house/ventilation/whr930/settemperature
  - house/ventilation/whr930
  - house/ventilation/whr930/log

`Message 86 received on house/ventilation/whr930/summermode at 12:08 PM:
No
QoS: 0 - Retain: false
Message 85 received on house/ventilation/whr930/bypass_correction at 12:08 PM:
0
QoS: 0 - Retain: false`""",
      T("MQTT"), T("Lovelace"), T("NodeMCU"), T("Hass.io"),
      source="https://github.com/LukasdeBoer/esp8266-whr930-mqtt/issues/4", kind="issue",
      note="the house/ventilation/... strings are MQTT topics, not files -- not labelled; configuration.yaml, "
           "customize.yaml, automation.yaml bare names; lovelace UI is Home Assistant's Lovelace"),
    R(r"""Updated Settings for a ESP32 and it no longer detects info for Home Assistant

**Describe the bug**
For about the past year I have been using ESP32-mqtt-room for room presence and it has worked flawlessly when I set it up the first time. I wanted to make a few minor changes in range detection on one of the ESP32s, but once I flashed the new data on the chip, Home Assistant no longer "sees" data coming from it despite it being connected to my MQTT Broker.

I have troubleshooted everything I can think of, but nothing I do seems to work and I'm hoping someone here knows way more about MQTT that may be able to offer some insight.

I have been using PlatformIO on VScode to flash the ESP32s without issue. I'm also using a Beacon Simulator on my android phone to be tracked by the ESP32s which has worked without issue as well.

- First, here's my proof that the ESP32 in question is connecting to the broker: https://i.imgur.com/7pme7Cf.png
- Here's my current settings for my MQTT integration: https://i.imgur.com/YN1KUTP.png
- Here's a link to the github for ESP32-mqtt-room: https://github.com/jptrsn/ESP32-mqtt-room
- Here's the Settings_locahl.h parameters I am using to flash to the ESP32: https://pastebin.com/6pkQWm6T
- And lastly, here's how the sensor appears in Home Assistant:

```
  - platform: mqtt_room
    device_id: "9ad13236f8064c4caa1d1be47d75e12e-1-0"
    name: 'Phone Room'
```""",
      T("ESP32"), T("ESP32-mqtt-room"), T("Home Assistant"), T("MQTT"), T("PlatformIO"),
      T("VS Code"), T("Android"), T("Beacon Simulator"),
      source="https://github.com/jptrsn/ESP32-mqtt-room/issues/47", kind="issue",
      note="VScode is VS Code (surface VScode); Beacon Simulator an Android app -- labelled, doubtful; "
           "Settings_locahl.h a bare name"),
    R(r"""Fix build error

The command `cargo build` failed to run, because of the changes introduced with 4bc58623b79cb92f1bee913871d7f66db3c07673.

While I have no issue with this change, master builds for me both with latest stable and nightly. What rustc version are you using?

You're right, the problem was that I used an older version of `rustc` and `cargo`. With the latest toolchain everything works fine. 

## Problem
```
$ cargo --version
cargo 1.31.0 (339d9f9c8 2018-11-16)

$ rustc --version
rustc 1.31.0 (abe02cefd 2018-12-04)

$ cargo build --release
   Compiling wldash v0.1.0
error[E0658]: imports can only refer to extern crate names passed with `--extern` on stable channel (see issue #53130)
  --> src/main.rs:14:5
   |
12 | mod app;
   | -------- not an extern crate passed with `--extern`
13 |
14 | use app::{App, Cmd};
   |     ^^^

error: aborting due to previous error

For more information about this error, try `rustc --explain E0658`.
error: Could not compile `wldash`.
```

## Solution
```
$ rustup update stable

$ cargo --version
cargo 1.36.0 (c4fcfb725 2019-05-15)

$ rustc --version
rustc 1.36.0 (a53f9df32 2019-07-03)
```""",
      T("Cargo"), T("Rust"), F("src/main.rs"),
      source="https://github.com/kennylevinsen/wldash/pull/5", kind="issue",
      note="rustc and rustup are Rust's compiler and toolchain installer -- Rust (surfaces rustc, rustup); the "
           "compiler's error location src/main.rs:14:5 labelled without its line and column; wldash the "
           "project itself, only as the crate being compiled -- not labelled"),
    R(r"""Failing to compile on macOS with error ```E0433```

Rust is installed using: ```curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh``` Compilation fails with:
```
error[E0433]: failed to resolve: could not find `line` in `std`
  --> src/main.rs:38:87
   |
38 |                 eprintln!("{}#{}: Error checking for updates: {}", std::file!(), std::line!(), e);
   |                                                                                       ^^^^ could not find `line` in `std`

error: aborting due to 41 previous errors
```
Is this problem with environment or with source itself?
Thank you

Could you post the output of `rustup show` and `rustup component list | grep installed`?

Hi, sure:
```rustup show

Default host: x86_64-apple-darwin
rustup home:  /Users/user/.rustup

stable-x86_64-apple-darwin (default)
rustc 1.37.0 (eae3437df 2019-08-13)
```

Try `rustup install stable` and `rustup update`. I tried cloning and compiling with the latest rust version just now and had no issues.""",
      T("macOS"), T("Rust"), F("src/main.rs"),
      source="https://github.com/olback/library-loader/issues/32", kind="issue",
      note="rustup and rustc under Rust; the installer URL sh.rustup.rs not a label on its own; "
           "apple-darwin only in target triples"),
    R(r"""/bin/armador operation not permitted during build phase

### Expected Behaviour

go build -o $GOPATH/bin/armador

### Actual Behaviour
go build github.com/travelaudience/armador: open /bin/armador: operation not permitted

hmm, I have an idea to the problem, but i need more info

what's the `go version`?
which OS are you on?

MacBook-Pro:~ quantum-fusion$ go version
go version go1.12 darwin/amd64

MACOS Catalina 10.15.1

and can you confirm if running `go build` in the armador code directory works ok? 
the end result of that command should be a binary file called `armador` that's approx 13MB in size

go build
MacBook-Pro:~/Desktop/armador-master quantum-fusion$ ls
LICENSE		armador		docs		go.sum		main.go
README.md	cmd		go.mod		internal

yes it builds, with go build""",
      T("Go"), T("macOS"),
      source="https://github.com/travelaudience/armador/issues/20", kind="issue",
      note="go build / go version Go commands; MACOS Catalina macOS; $GOPATH/bin/armador and /bin/armador "
           "not relative paths; the ls listing's main.go, go.mod bare names"),
    R(r"""Error with GO download command

Hi,

This is a nice project that I would like to use.
I am running into errors when I try to run the `go get` command.

I have no experience with GO.
```
go version
go version go1.10.4 linux/amd64

go get -u -v github.com/gennaro-tedesco/boilit
github.com/gennaro-tedesco/boilit (download)
github.com/spf13/cobra (download)
github.com/spf13/pflag (download)
github.com/spf13/cobra
# github.com/spf13/cobra
go/src/github.com/spf13/cobra/bash_completions.go:22:24: undefined: io.StringWriter
go/src/github.com/spf13/cobra/bash_completions.go:383:26: undefined: io.StringWriter
go/src/github.com/spf13/cobra/bash_completions.go:425:24: undefined: io.StringWriter
go/src/github.com/spf13/cobra/bash_completions.go:591:29: too many errors
```""",
      T("Go"),
      source="https://github.com/gennaro-tedesco/boilit/issues/6", kind="issue",
      note="Cobra and pflag only as module paths (github.com/spf13/...) -- not labelled; the go/src/github.com/... "
           "file is a dependency's source under GOPATH, a dependency path -- not labelled as a file"),
    R(r"""Error in getting the app hosted on shinyapps.io

I am getting the following error in hosting the app on shinyapps.io

Error: package or namespace load failed for ‘shiny’:
 .onLoad failed in loadNamespace() for 'shiny', details:
  call: .Call("_httpuv_getRNGState", PACKAGE = "httpuv")
  error: "_httpuv_getRNGState" not available for .Call() for package "httpuv"
Execution halted

Can you provide the output of `sessionInfo()`?

Even better would be the output of:

```
install.packages('sessioninfo')
sessioninfo::session_info()
```

I did what you said.

Please see the below.

─ Session info
─────────────────────────────────────────────────────────────────────────────────────────────
 setting  value
 version  R version 3.4.0 (2017-04-21)
 os       macOS Sierra 10.12.6
 system   x86_64, darwin15.6.0
 ui       RStudio
 language (EN)
 collate  en_US.UTF-8
 tz       America/Los_Angeles
 date     2018-05-05""",
      T("shinyapps.io"), T("Shiny"), T("httpuv"), T("sessioninfo"), T("R"), T("macOS"), T("RStudio"),
      source="https://github.com/rstudio/shiny/issues/2048", kind="issue",
      note="shinyapps.io the hosting service; the sessioninfo package installed in the reply -- labelled"),
    R(r"""shiny crashes R 3.4.4

This little app crashes R session in RStudio:
`binner<-function(var) {
	library(shiny)
 
	shinyApp(
		ui = fluidPage(
			 sidebarLayout(
				 sidebarPanel(sliderInput("n", "Bins", 5, 100, 20)),
				 mainPanel(plotOutput("hist"))
				 )
			 ), 
		server = function(input, output) {
			output$hist <- renderPlot( 
				hist(var, breaks = input$n,
				col = "skyblue", border = "white") 
				)
		}
	)	 
}
 
binner(faithful$eruptions)`

> library(shiny)
> sessionInfo()
R version 3.4.4 (2018-03-15)
Platform: x86_64-pc-linux-gnu (64-bit)
Running under: Ubuntu 16.04.4 LTS

Matrix products: default
BLAS: /usr/lib/openblas-base/libblas.so.3
LAPACK: /usr/lib/libopenblasp-r0.2.18.so""",
      T("Shiny"), T("R"), T("RStudio"), T("Ubuntu"),
      source="https://github.com/rstudio/shiny/issues/1977", kind="issue",
      note="BLAS/LAPACK/OpenBLAS only in sessionInfo's absolute library paths -- not labelled"),
    R(r"""deployApp() error

Error: /v1/applications/ 400 - Validation Error

Is this still happening for you? If so, please provide more information:

- Platform you are running on (Windows, Mac, Linux)
- Output of sessionInfo() command

Closed with no response.""",
      source="https://github.com/rstudio/shinyapps/issues/170", kind="issue",
      note="nothing labelled: the three platforms are a maintainer's list of choices, not what the user runs; "
           "/v1/applications/ answered 400 with no method written -- no endpoint"),
    R(r"""feat: add gh webhook release notifications

*Issue #, if available:* #37

*Description of changes:*
Added `src/routes/api/webhooks/github.ts` which intercepts a Github webhook for release notifications.

- Verifies that the webhook came from Github
- Reformats message to include more info about the release
- Sends to discord releases channel

Requires the addition of 3 new environment variables: `GITHUB_WEBHOOK_SECRET`, `DISCORD_WEBHOOK_URL_RELEASES`, and `WEBHOOK_RELEASE_CHANNEL_ID`

Looks great, @esauerbo1 ! Left a couple of adjustments, and as discussed let's restore the import path aliases, remove extraneous deps & regenerate the lockfile, restore the DATABASE_URL env var in the Prisma schema, and we should be good to go!

package.json:35
```diff
@@ -31,6 +32,8 @@
     "express": "^4.18.1",
     "fast-glob": "^3.2.11",
     "next-auth": "^4.3.4",
+    "raw-body": "^2.5.1",
```""",
      T("Discord"), T("Prisma"), T("Express"), T("fast-glob"), T("NextAuth.js"), T("raw-body"),
      F("src/routes/api/webhooks/github.ts"),
      source="https://github.com/aws-amplify/discord-bot/pull/117", kind="issue",
      note="the webhook handler's file labelled; its route (/api/webhooks/github, file-based) is never written "
           "with a method -- no endpoint; the package.json lines name Express, fast-glob, next-auth (NextAuth.js) "
           "and raw-body; GitHub webhooks a site feature"),
    R(r"""Add axum framework

This replaces the current hyper/custom framework with the Axum framework. I chose Axum because it's built by the Tokio people and is built on top of Hyper.

I did this for the settings update as I wanted to handle multipart form data and didn't want to implement that functionality myself. The framework also comes with a cookie handler and router, which lets us retire our custom versions of those.

Interesting. I've looked at Axum and it's a great choice from what I can tell, but I haven't dug in deep on it.  From the phone it's hard to review much. Was it a PITA to convert?👍👍👍

I did have some learning pains trying to figure out how Axum does things compared to base Hyper. 

Axum expects you to use 'extractors' to pull out query params, form posts, url paths, etc rather than accessing the request itself. This code:
```rust
pub async fn api_v1_webhook_edit(ctx: Context) -> Response {
    let index = match ctx.params.find("idx") {
        Some("add") => 0,
        Some(idx) => idx.parse().unwrap(),
        None => {
            return client_error_response("** 'index' is a required parameter and must be an unsigned integer.".into());
        }
    };
```""",
      T("Axum"), T("Hyper"), T("Tokio"), T("Rust"),
      source="https://github.com/Podcastindex-org/helipad/pull/83", kind="issue",
      note="the rust fence is Rust; 'the Tokio people' names Tokio's project; no route written"),
    R(r"""Add asynchronous model inference with batch prediction support

## Summary
Currently, the `/predict` endpoint processes requests synchronously, which can become a bottleneck under high load. This issue proposes adding asynchronous inference using FastAPI's `async` support and implementing batch prediction to handle multiple samples in a single request, reducing overhead and improving throughput.

## Implementation Notes
- Refactor the prediction endpoint to be `async` and use `asyncio.to_thread` for CPU-bound scikit-learn model calls to avoid blocking the event loop.
- Add a new endpoint `/predict-batch` that accepts a list of feature vectors and returns a list of predictions, leveraging numpy vectorized operations where possible.
- Update the request/response models in Pydantic to support both single and batch inputs.
- Add performance benchmarks to compare synchronous vs. asynchronous and single vs. batch latency.
- Include tests for concurrent requests and large batch sizes to ensure stability.""",
      T("FastAPI"), T("scikit-learn"), T("NumPy"), T("Pydantic"),
      source="https://github.com/MohitDataSciFi/regression-api-service/issues/12", kind="issue",
      note="/predict and /predict-batch have no method written -- no endpoint; asyncio only as asyncio.to_thread, "
           "a dotted call -- not labelled"),
    R(r"""req.body undefined

here is my code  and I used postman in chrome in post verb to add json like `{aaa:'bbb'}` but always the result is `{}`
```js
var express=require('express'),
    bodyParser = require('body-parser'),
    mongoose=require('mongoose'),
    app=express(),
    port=process.env.PORT||3000;

var jsonParser = bodyParser.json({ type: 'application/*+json' } );
var productsRouter=express.Router();


productsRouter.post('/add',jsonParser,function(req,res){
       res.send(req.body);
});
app.use('/products',productsRouter);

app.listen(port,function(){
    console.log('your server is running');
});
```

Hi @adals, this is because the type you set in your code, `application/*+json`, does not match the type you are sending from postman in Chrome.

By default, postman will use the default Content-Type `application/json` unless you set a `Content-Type` header yourself to a different value.""",
      T("Postman"), T("Chrome"), T("JavaScript"), T("Express"), T("body-parser"), T("Mongoose"),
      source="https://github.com/expressjs/body-parser/issues/158", kind="issue",
      note="productsRouter.post('/add') is mounted under '/products': the full path /products/add is never "
           "written -- no endpoint; js fence JavaScript"),
    R(r"""Using body-parser in express got empty request body

## server code:
```
const express = require('express');
const bodyParser = require('body-parser');

const app = express();
app.use(bodyParser.urlencoded({ extended: false }));
app.use(bodyParser.json());

app.all('*', (req, res) => {

    console.log(req.body);
    res.send(req.body)
});


app.listen(5100);
console.log('http://localhost:5100/');
```
## curl test:

`curl -H 'Host: localhost:5100' -X POST 'http://localhost:5100/?aa=11&bb=12'`

both console and curl get are `{}`

I know this a duplicate question, but I cannot solve it, after the method you gays give before.

I tired `app.use(bodyParser.raw({type: "*/*"}))`, nothing change.

```
node: 8.0.0
express: 4.15.3
body-parser: 1.17.2
OS: mac sierra 10.12.5 
```

Your curl command is not sending any body, thus why req.body is {}.

thanks, curl command should be `curl -X POST --data "aa=11&bb=12" localhost:5100`""",
      T("body-parser"), T("Express"), T("Node.js"), T("macOS"), E("POST /"),
      source="https://github.com/expressjs/body-parser/issues/246", kind="issue",
      note="curl -X POST to the app's own server at http://localhost:5100/ (query dropped), answered by "
           "app.all('*'): POST / labelled; node: 8.0.0 Node.js; mac sierra macOS (surface mac)"),
    R(r"""Express request body is not recognized at all

So, I have tested with express 4.18.1, 4.18.0 and 4.17.3, and also I have tested with both typescript 4.6.4 and plain javascript, everything running on node 16.14.0.

Basically with the simplest code, the body is alway an empty json object. Take the following code: 
```js
const express = require('express');

const app = express();

app.use(express.json());
app.use(express.urlencoded({ extended: true }));

app.post('/create-user', (req, res) => {
    res.send({
        body: req.body
    });
});

app.listen(3000);
```

And with this package.json: 
```json
{
  "name": "express",
  "version": "1.0.0",
  "main": "index.js",
  "license": "MIT",
  "scripts": {
    "dev": "nodemon index.js"
  },
  "dependencies": {
    "express": "4.17.3"
  },
  "devDependencies": {
    "nodemon": "^2.0.16"
  }
}
```

Using insomnia, with the following setup:

Hello, and sorry for the trouble. Can you include what the request headers you are sending as well? Particularly what content-type header you are sending with the request.""",
      T("Express"), T("TypeScript"), T("JavaScript"), T("Node.js"), T("Nodemon"), T("Insomnia"),
      E("POST /create-user"),
      source="https://github.com/expressjs/express/issues/4904", kind="issue",
      note="app.post('/create-user') a route in code; the json fence a data format, not labelled"),
    R(r"""Lists - API Endpoints

- [x] `GET /lists`
- [x] `GET /lists/:listID`
- [x] `POST /lists`
- [x] `PUT /lists/:listID`
- [x] `DELETE /lists/:listID`""",
      E("GET /lists"), E("GET /lists/:listID"), E("POST /lists"), E("PUT /lists/:listID"),
      E("DELETE /lists/:listID"),
      source="https://github.com/minuminukim/crates/issues/8", kind="issue",
      note="a checklist of the app's own routes with their methods; no technology named"),
    R(r"""[5.3] Auth:api -- Token only as GET Variable?

- Laravel Version: 5.3
- PHP Version: 7.0.9

### Description:

Hello!

I have a problem by useing the Auth:Api in Laravel. If I put the token into the URL everythink is working fine. If I put it into the post data, there will be an 401 Unauthorized.

Here are my code:

```
// Working
				
$.ajax({
  url: "https://***.***/api/v1/test?api_token=y1Ctd8pEmbwq4mQHQYlKpmanXEI5vTy8OOgmvCqvu",
  type: "POST",
  data: "value=isworking",
  success: function(result) {
    alert(result);
  },
  error: function() {
   alert("error");	
  }
});

```

```
Route::group(['middleware' => 'auth:api'], function () {
	
	Route::post('/test', function() {
		
		$user = Auth::guard('api')->user();
		
		return $user->email . " " . $_POST["value"];
		
	});
	
});
```

Maybe I just have a simple error in the js syntax, but I think it is okey.""",
      T("Laravel"), T("PHP"), E("POST /api/v1/test"),
      source="https://github.com/laravel/framework/issues/15357", kind="issue",
      note="Route::post('/test') sits under a prefix set elsewhere; the $.ajax call (type POST) writes the full "
           "path /api/v1/test on the app's own host: POST /api/v1/test labelled (query dropped), POST /test not; "
           "$.ajax is jQuery's but jQuery is never named -- not labelled; 'js syntax' not labelled on its own (doubtful)"),
    R(r"""CORS: OPTIONS call not handled

**What version of Go are you running?**
go version go1.10.2 darwin/amd64

**What version of gorilla/mux are you at?**
c85619274f5d55a67491010f883a91f568b3a9b0

**Describe your problem**

* Create a router
* Register a route with `.Methods("GET")`
* Make the router use the new CORSMiddleware
* Call `OPTIONS` on the route
* Expect a `200 OK` with the `Access-Control-Allowed-Methods` set to `GET,OPTIONS`; get instead a 405.

The code that is supposed to handle `OPTIONS` requests (below) is never reached, unless `OPTIONS` is a registered method for the route.

**Paste a minimal, runnable, reproduction of your issue below**

Add this test to `middleware_test.go`
```Go
func TestCORSMiddlewareOPTIONS(t *testing.T) {
	router := NewRouter()

	cases := []struct {
		path                   string
		response               string
		method                 string
		testURL                string
		expectedAllowedMethods string
	}{
		{"/g/{o}", "a", "POST", "/g/asdf", "POST,PUT,GET,OPTIONS"},
		{"/g/{o}", "b", "PUT", "/g/bla", "POST,PUT,GET,OPTIONS"},
		{"/g/{o}", "c", "GET", "/g/orilla", "POST,PUT,GET,OPTIONS"},
		{"/g", "d", "POST", "/g", "POST,OPTIONS"},
	}

	for _, tt := range cases {
		router.HandleFunc(tt.path, stringHandler(tt.response)).Methods(tt.method)
	}
```""",
      T("Go"), T("Gorilla Mux"),
      E("POST /g/{o}"), E("PUT /g/{o}"), E("GET /g/{o}"), E("POST /g"),
      source="https://github.com/gorilla/mux/issues/381", kind="issue",
      note="the test table registers routes with their methods (router.HandleFunc(path).Methods(method)): four "
           "endpoints labelled, the concrete test URLs (/g/asdf ...) not, their routes being written; the "
           "OPTIONS call answered 405 -- not labelled; middleware_test.go a bare name"),
    R(r"""Error during setup of component sensor

i tried to hack my remote before, so I was excited to try this component but I keep getting this error  

Error during setup of component sensor
Traceback (most recent call last):
  File "/srv/homeassistant/lib/python3.5/site-packages/homeassistant/setup.py", line 148, in _async_setup_component
    component.setup, hass, processed_config)  # type: ignore
AttributeError: module 'custom_components.sensor' has no attribute 'setup'

I had the same issue after upgraded to 0.75.0 and trying to upgrade to the latest sensor. Neither worked out well and I had to restore to 0.74.0 and from a back up to get things working.

Did you ever manage to get this to work?

Removing the empty _init_ file fixed it for me `custom_components/sensor/__init__.py`

I think the empty file was committed by mistake.

yes it works, thanks 
removing _init_.py did the trick""",
      F("custom_components/sensor/__init__.py"),
      source="https://github.com/robmarkcole/Hue-sensors-HASS/issues/81", kind="issue",
      note="Home Assistant only inside the absolute site-packages path and a dotted module name -- not labelled; "
           "the relative custom_components/sensor/__init__.py labelled, the mangled _init_.py (bare) not"),
    R(r"""Error while setting up ims platform for sensor

Logger: homeassistant.components.sensor
Source: custom_components/ims/sensor.py:72
First occurred: 10:21:37 PM (1 occurrences)
Last logged: 10:21:37 PM

Error while setting up ims platform for sensor
Traceback (most recent call last):
  File "/usr/src/homeassistant/homeassistant/helpers/entity_platform.py", line 293, in _async_setup_platform
    await asyncio.shield(task)
  File "/config/custom_components/ims/sensor.py", line 72, in async_setup_platform
    config_entry[IMS_PLATFORM] = [IMS_PLATFORMS[0]]
NameError: name 'config_entry' is not defined

I don't know if it makes a difference, but the sensors are in a separate file and not in a configuration file

got the same issue, not sure why...

I found the solution; you need to use the UI and not yaml to add this integration.

What are the exact steps you followed to resolve?

You need to remove it from the configuration file and add it using the UI""",
      F("custom_components/ims/sensor.py"),
      source="https://github.com/GuyKh/ims-custom-component/issues/12", kind="issue",
      note="the log's Source line gives the relative path (line :72 dropped); /config/... absolute; Home "
           "Assistant only in the logger's dotted name and absolute paths -- not labelled; yaml a data format"),
    R(r"""Error in Log - HA not setting up sensor

## Version of the custom_component
I've setup the integration through HACS (version 2021.05.01)

## Configuration.yaml
sensor:
  - platform: afvalwijzer
    provider: mijnafvalwijzer        # (required, default = mijnafvalwijzer) either choose mijnafvalwijzer, afvalstoffendienstkalender or rova
    postal_code: 1234AB              # (required, default = '') - I've added my own zipcode
    street_number: 1                # (required, default = '') - I've added my own street number
    include_date_today: true        # (optional, default = false) to take or not to take Today into account in the next pickup.
    default_label: Geen              # (optional, default = Geen) label if no date found

## Describe the bug
I'm getting the following errors in de HA Log, and i'm not able to get the sensor in HA / Lovelace

## Debug log
This error originated from a custom integration.

Logger: custom_components.afvalwijzer.const.const
Source: custom_components/afvalwijzer/provider/afvalwijzer.py:148
Integration: afvalwijzer (documentation, issues)
First occurred: 13:12:08 (1 occurrences)
Last logged: 13:12:08

Other error occurred: 'ophaaldagen'""",
      T("HACS"), T("Home Assistant"), T("Lovelace"), F("custom_components/afvalwijzer/provider/afvalwijzer.py"),
      source="https://github.com/xirixiz/homeassistant-afvalwijzer/issues/146", kind="issue",
      note="HA is Home Assistant; Configuration.yaml a bare name; the waste-collection providers (mijnafvalwijzer, "
           "rova) are services of the integration's config -- not labelled"),
    R(r"""ci: run the Flask processor's pytest on every PR

Follow-up to #239. `test.yml` ran vitest only, so #224's merge commit — `python/app.py` with unresolved conflict markers — went green, merged, and the API deploy failed on `Restart Docker Compose`.

Adds a `pytest` job: `astral-sh/setup-uv` + `uv sync --locked` (the lockfile pins sdv-py to a git commit, so `--locked` also catches a stale lock) + `uv run pytest -q` with the test token. Same commands as the local gate in `CLAUDE.md`. Verified locally: 45 passed.

## Summary by Sourcery

Run the Flask processor's pytest suite in pull-request CI to catch Python failures before they reach deployment.

Enhancements:
- Add a dedicated Flask processor test job to the pull-request CI workflow so Python syntax, import, and regression failures block merges.

CI:
- Set up the Python environment from the locked uv dependency file and run the Flask processor's pytest suite with the test HTTP token on every pull request.""",
      T("Flask"), T("pytest"), T("Vitest"), T("Docker Compose"), T("uv"), T("Python"), F("python/app.py"),
      source="https://github.com/saiemgilani/game-on-paper-app/pull/240", kind="issue",
      note="astral-sh/setup-uv an action reference (uv labelled from the commands); sdv-py a pinned dependency -- "
           "not labelled (doubtful); Sourcery the bot that wrote the summary -- not labelled; test.yml and "
           "CLAUDE.md bare names; git in 'a git commit' not labelled"),
    R(r"""Precompiled projects doesn't find their dependencies anymore

Generate a package, add `Random` to the project file and a `using Random`. Possible to load with no precompilation.

```jl
(v0.7) pkg> generate Foo
Generating project Foo:
    Foo/Project.toml
    Foo/src/Foo.jl

shell> cd Foo
/Users/kristoffer/Foo

(v0.7) pkg> activate .

(Foo) pkg> add Random
  Updating registry at `~/.julia/registries/Uncurated`
  Updating git-repo `https://github.com/JuliaRegistries/Uncurated.git`
 Resolving package versions...
  Updating `Project.toml`
  [9a3f8284] + Random
  Updating `Manifest.toml`
  [9a3f8284] + Random

shell> cat src/Foo.jl
module Foo

using Random

greet() = print("Hello World!")

end # module

julia> using Random # OK

julia>
```

Now, restart and add `__precompile__()`

```jl
(v0.7) pkg> activate .

julia> using Foo # Error
[ Info: Precompiling module Foo
ERROR: LoadError: ArgumentError: Package Foo does not have Random in its dependencies:

shell> cat Project.toml
name = "Foo"
uuid = "46975d9a-7ddb-11e8-1ae3-ab6240f903f5"
authors = ["Kristoffer Carlsson <kcarlsson89@gmail.com>"]
version = "0.1.0"

[deps]
Random = "9a3f8284-a2c9-5f02-9a11-845980a1fd5c"
 ```

I've got a fix for this. Will post as soon as I have tested it locally.""",
      T("Julia"), F("Foo/Project.toml"), F("Foo/src/Foo.jl"), F("src/Foo.jl"),
      source="https://github.com/JuliaLang/julia/issues/27901", kind="issue",
      note="the julia> prompt and jl fences are Julia; Pkg named only as the pkg> prompt -- not labelled; Random a "
           "standard library module -- not labelled; Project.toml / Manifest.toml bare names, "
           "~/.julia/registries/Uncurated a home path"),
    R(r"""How do I setup my webhook

I am stuck at the webhook url, need help

Telegram webhook isn't working: 

const { TelegramClient } = require('messaging-api-telegram');

const client = TelegramClient.connect('INPUT_YOUR_TOKEN');

client.setWebhook('https://INPUT_YOUR_ULR/webhook').then(x => {
    console.log(x);
    client.getWebhookInfo().then(info => {
        console.log(info);
        // {
        //   url: 'https://4a16faff.ngrok.io/',
        //   has_custom_certificate: false,
        //   pending_update_count: 0,
        //   max_connections: 40,
        // }
    });
});

var express = require('express')
var app = express()

app.get('/', function (req, res) {
    res.send('Hello World')
})
app.post('/webhook', function (req, res) {
    res.send('OK')
})

app.listen(8765)

Please, fix it

Thanks, I wasn't indicating the right url.""",
      T("Telegram"), T("messaging-api-telegram"), T("Express"), E("GET /"), E("POST /webhook"),
      source="https://github.com/bottenderjs/messaging-apis/issues/434", kind="issue",
      note="the two Express routes labelled; ngrok only inside a URL -- not labelled; the setWebhook URL a "
           "placeholder"),
]
