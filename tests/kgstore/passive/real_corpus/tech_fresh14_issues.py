"""A fourteenth fresh held-out set ("fresh-14"), part one: GitHub issue and pull-request threads from the
everyday mainstream, in repositories none of the earlier sets used -- Spring Framework and Spring Security, Spring
Cloud Gateway, Lombok and MapStruct with Gradle and Maven, Vert.x, Compose Multiplatform, Dagger and Hilt with KSP,
Coil and Retrofit, Npgsql, MudBlazor, MediatR and Serilog on .NET, scikit-learn, Diffusers, Hugging Face Datasets
and Streamlit, SQLx, clap, Serde and warp in Rust, Gin with swaggo, Livewire and Laravel Jetstream, Prisma in a
Next.js app, Caddy, Pinia and Vuetify, SolidStart, electron-builder, TypeORM, Starlette, Redis clients, an
Ansible role, Prometheus's node_exporter, the GitHub CLI and MongoDB -- each a paragraph or a few lines of one
thread kept as written (code blocks, logs, tracebacks and environment dumps as they appear, trimmed; the comments
of a thread joined without their author lines), with the thread's title opening the text.

Every text was taken from a stored public copy of the thread at the address given and labelled by hand
without running the extractor on it, by the earlier sets' conventions: technologies under their usual
canonical name (any spelling in the text), also tools the lexicon may not know, a code fence's language;
data formats, everyday shell utilities and placeholders not labelled; relative file paths as written (./
kept, backslashes as written), absolute paths, paths inside dependencies, module or package caches, URLs'
paths and bare file names not; an endpoint only as "METHOD /path", when the text gives the method for that
path (a route in code -- a lower-case method call like e.GET("/x") or a Retrofit @GET counts --, a route-table
line, a request the app's own route answers, a client call) and writes the whole path with its leading slash, as
written -- a request no route accepts and a route whose full path under a prefix or namespace is not written
are not labelled. Nobody tunes the extractor on these texts: the benchmark scores them as their own split
(``--split fresh-14``).
"""

from real_corpus import E, F, R, T

SURFACES = {
    "Windows": ("Win 11",),
    "Azure App Service": ("Azure Web App",),
    "Metal Performance Shaders": ("MPS",),
    "SolidStart": ("@solidjs/start",),
    "Django REST framework": ("django-rest-framework",),
    "Hugging Face Datasets": ("datasets",),
    "GitHub CLI": ("github-cli",),
}

CASES = [
    # ---------------------------------------------------------------- Spring, Lombok, MapStruct
    R("""PermitAll doesn't work in security config

When I try to make request to opened endpoint /v1/register I get 401 Unauthorized or 403 Forbidden instead 2xx answer.

```
 curl --request POST \\
  --url http://localhost:8080/v1/register \\
  --header 'Content-Type: application/json' \\
  --data '{
        "email": "kotik2@yandex.ru",
        "password": "12345"
}'
```
Code of security config with corresponding matchers
package net.neurosystems.mlapi.config;""",
      E("POST /v1/register"),
      source="https://github.com/spring-projects/spring-security/issues/10587", kind="issue",
      note="the client's POST to the endpoint the prose names (doubtful: given through curl's --request and --url); "
           "curl only as the command; Spring Security only in the repository (its imports cut)"),
    R("""After Spring upgrade from 5.2.x to 5.3.x - No mapping for GET /

After upgrading the same project stops working. Fails to load and the log shows `Message=No mapping for GET /`

Please let me know what all details would be required to investigate it. I have a sample project available to showcase this error message.

There's not much we can do with so little information.
Could you please give us the link to your sample or attach it as a zip file here?

Thanks!

Sample project location: [https://github.com/hth/sampler](https://github.com/hth/sampler)

It is a one page application. Web Output below. 

Hello 28-03-2018
Parsed Date: Wed Mar 28 00:00:00 PDT 2018

Supported Spring Version: springVersion=5.2.12.RELEASE
Once modified to 5.3.4, error message on console `Message=No mapping for GET /`""",
      T("Spring"),
      source="https://github.com/spring-projects/spring-framework/issues/26563", kind="issue",
      note="'No mapping for GET /' is a request no route accepts -- not labelled"),
    R("""Using lombok.Builder in src/test/java doesn't work with JDK 11 + Gradle

I found that a class using `lombok.Builder` in test scope is not readable when using JDK 11. Interestingly, the failure doesn't happen when you place the class under `src/main/java`.

I've created a minimum working example to reproduce the issue and ran it in TravisCI environment.

* https://github.com/seratch/lombok-jdk11
* https://travis-ci.org/seratch/lombok-jdk11/builds/434868142

```
* What went wrong:
Execution failed for task ':test'.
> failed to read class file /home/travis/build/seratch/lombok-jdk11/build/classes/java/test/example/Sample$SampleBuilder.class
```

For me it is not clear:
- If it is only `@Builder(toBuilder=true)` or that `@Builder` also has problems
- If this problem is new in JDK11

No matter whether the `toBuilder` attribute is specified, the error occurs. Here is the result: https://travis-ci.org/seratch/lombok-jdk11/builds/438861029

Yes, it is. Please refer to the TravisCI build results.""",
      T("Lombok"), T("JDK"), T("Gradle"), T("Travis CI"),
      source="https://github.com/projectlombok/lombok/issues/1877", kind="issue",
      note="src/test/java and src/main/java are folders; the .class path is absolute; TravisCI written together"),
    R("""Unmapped all properties that should be mapped

following  message i get when i biuld project:
java: Unmapped target properties: "id, remark, shopNo, sortNo, tableName, areaNo, areaName, containNum, tableQrCode, tableQrUrl, status".

???

ok,原因是因为在生成转换代码时lombok还没有生成setter、getter相应方法，所以找不到属性
解决办法：在pom.xml中调整顺序lombok放在mapstruct前面编译
吐了""",
      T("MapStruct"), T("Lombok"), T("Java"),
      source="https://github.com/mapstruct/mapstruct/issues/2429", kind="issue",
      note="the screenshots left out; 'java:' is the Java compiler's prefix in the build output (doubtful); "
           "pom.xml bare (Maven not named); the fix in Chinese: put lombok before mapstruct"),
    # ---------------------------------------------------------------- Kotlin, Android, Compose
    R("""Scroll on LazyColumn cause JRE crash.

Click on any row item to display 2nd window, scroll on list, then close 2nd window, JRE crashes.
I'm new to compose. Tested with java 11 and java 17.
```
    application {
        val list = remember { mutableStateListOf(*Array(20) { "$it" }) }
        val windowList = remember { mutableStateMapOf<String, Unit>() }

        for ((k, _) in windowList) {
            key(k) {
                Window(onCloseRequest = { windowList.remove(k) }) {
                    Text(k)
                }
            }
        }
```

Hello! I tried you code (with some changes to adopt it to the latest API) and didn't get any crashes. Could you try it with 1.0.0-beta6-dev474 ? 

Please note, that items function takes not collection, but it's size as a parameter now.

Oh yes, move from alpha version to beta version and it works! Thanks for your help!""",
      T("JRE"), T("Java"),
      source="https://github.com/JetBrains/compose-multiplatform/issues/1435", kind="issue",
      note="trap: 'compose' is Compose Multiplatform, which the lexicon's 'compose' (Docker Compose) is not -- not labelled, doubtful"),
    R("""[KSP] A failure occurred while executing dagger.hilt.android.plugin.task.AggregateDepsTask$WorkerAction

```
	at org.gradle.internal.work.DefaultConditionalExecutionQueue$ExecutionRunner.run(DefaultConditionalExecutionQueue.java:126)
	... 2 more


* Get more help at https://help.gradle.org

BUILD FAILED in 1m 53s
```

This is a duplicate of https://github.com/google/dagger/issues/3068. Essentially there is a version conflict with with the transitive JavaPoet dependency in the Gradle plugin classpath and it is being resolved via a downgrade instead of an upgrade and the solution is to force a version by adding an explicit dependency to the latest JavaPoet in the script dependencies.

Hello! I think a possible solutions would be to add the Hilt and KSP Gradle plugins to your root project's Gradle build file — I had the exact same error as you and this seems to have fixed it.

> Whoever stumbles upon this issue — hello!
> 
> I think the possible solution to this problem would be to add the `com.google.dagger.hilt.android` and `com.google.devtools.ksp` Gradle plugins to the `plugins` scope in `./build.gradle.kts` (the root project build file) with `apply false`.
> 
> I had the exact same error as described here and this seems to have fixed it. If you try it, let me know if it helps.""",
      T("KSP"), T("Hilt"), T("Gradle"), T("JavaPoet"), F("./build.gradle.kts"),
      source="https://github.com/google/dagger/issues/4048", kind="issue",
      note="the description's stack trace is cut to its end; Dagger only in dotted names and a URL -- not labelled"),
    R("""Support for Kotlin 1.5.20

With Kotlin 1.5.20-RC I get this error.

Works with Kotlin 1.5.10.

Dagger version 2.37

```
/Users/username/projects/myproject/appname/build/tmp/kapt3/stubs/devAppnameDebug/de/company/appname/ApplicationMain.java:47: error: [Hilt]
public final class ApplicationMain extends company.appname.ApplicationBase {
             ^
  Expected @HiltAndroidApp to have a value. Did you forget to apply the Gradle Plugin? (dagger.hilt.android.plugin)
  See https://dagger.dev/hilt/gradle-setup.html
  [Hilt] Processing did not complete. See error above for details.
```

Did you forget to apply the [Gradle Plugin (dagger.hilt.android.plugin)](https://dagger.dev/hilt/gradle-setup#hilt-gradle-plugin)?

Yes, I have. Until Kotlin 1.5.10 there are no problems with the build. It just started with 1.5.20-M1 and -RC.

I can switch to 1.5.10 and the build will work.""",
      T("Kotlin"), T("Dagger"), T("Hilt"), T("Gradle"),
      source="https://github.com/google/dagger/issues/2684", kind="issue",
      note="the generated stub's path is absolute (kapt3 only inside it -- not labelled)"),
    R("""Async Image Not Loading Issue ??

**Describe the bug**
The image is not loading in the latest version which is been provided in the official website i.e
```
    implementation("io.coil-kt.coil3:coil-compose:3.2.0")
```
I am using the below code 

```kotlin
import androidx.compose.foundation.layout.size
import androidx.compose.material3.ExperimentalMaterial3Api
import androidx.compose.runtime.Composable
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import coil3.compose.AsyncImage

@OptIn(ExperimentalMaterial3Api::class)
@Composable
fun GroupScreen(
    userId: String,
    nav: () -> Unit
) {
    AsyncImage(
        model = "https://picsum.photos/536/354",
        contentDescription = null,
        modifier = Modifier.size(128.dp)

    )
}
```
when I use the same code with the older version it works perfectly 
the older version which I am using is 
```
implementation("io.coil-kt:coil-compose:2.0.0-rc01")
```

Please ensure you've read the [upgrade guide](https://coil-kt.github.io/coil/upgrading_to_coil3/). It sounds like you're running into the [pinned issue](https://github.com/coil-kt/coil/issues/2634).""",
      T("Coil"), T("Kotlin"),
      source="https://github.com/coil-kt/coil/issues/2980", kind="issue",
      note="Coil through its coil-compose artifact; Jetpack Compose only in androidx.compose imports -- not labelled, doubtful; the kotlin fence"),
    R("""support kotlin suspend nullable body

since 2.8.0 , retrofit accept a nullable response type, but not for suspend body
when  use Response as return type like below,
@GET("/get")
suspend fun get(): Response<Data?>
response.body() could return null

but for this usage, retrofit throw exception: Response from ** was null but response body type was declared as non-null
@GET("/get")
suspend fun get(): Data?
so why not support kotlin suspend nullable body?

This is tracked by #3075. It's not supported because we're not going to inflict a massive dependency for parsing Kotlin metadata onto our Java consumers.

@JakeWharton can you please consider adding something like @NullableResponse annotation instead of linking metadata jar? we will manually decorate cases like suspend fun getSomeStuff(...): T?""",
      T("Kotlin"), T("Retrofit"), T("Java"), E("GET /get"),
      source="https://github.com/lysine-dev/retrofit/issues/3756", kind="issue",
      note="a Retrofit service method's @GET: the client's call with its method and path"),
    # ---------------------------------------------------------------- .NET: Npgsql, MudBlazor, MediatR, Serilog
    R("""Working at local but not at remote Cannot write DateTime with Kind=UTC to PostgreSQL type 'timestamp without time zone', consider using 'timestamp with time zone'.

After updating  .Net Core 8 to 9 with Npgsql update from 8.0.4 to 9.0.4 change 
  <PackageVersion Include="Npgsql.EntityFrameworkCore.PostgreSQL" Version="8.0.4" />
  <PackageVersion Include="Npgsql.EntityFrameworkCore.PostgreSQL" Version="9.0.4" />
facing with very strange issue

**Local Development Infra**
Win 11 Visual studio 2022
Database working at Wsl
Debian GNU/Linux 12 (bookworm)
PostgreSQL 15.8 (Debian 15.8-0+deb12u1)

**Remote Infra ** 
Debian GNU/Linux 12 (bookworm)
PostgreSQL 15.13 (Debian 15.13-0+deb12u1)

A strange situation happening. At local i am not getting error but when i published to remote having **_Cannot write DateTime with Kind=UTC to PostgreSQL type 'timestamp without time zone'_** issue.

I am working with EF Core DbContext with constructor parameter 
`AppContext.SetSwitch("Npgsql.EnableLegacyTimestampBehavior", true);`""",
      T("PostgreSQL"), T(".NET"), T("Npgsql"), T("Windows"), T("Visual Studio"),
      T("Windows Subsystem for Linux"), T("Debian"), T("Linux"), T("Entity Framework"),
      source="https://github.com/npgsql/npgsql/issues/6120", kind="issue",
      note="Win 11 is Windows (SURFACES); Linux through Debian GNU/Linux"),
    R("""MudBlazor Grid Issue

### Bug type

Component

### Component name

MudDataGrid and MudDialog

### What happened?

I have Created a maui application which picks one one column from muddatagrid in edit mode for mud dialog.
Changing Values in mud dialog even in cancel is changing the list values after render 

### Expected behavior

direct list<model> changes should not happen from selecting and editing one of its model 

### Reproduction link

https://try.mudblazor.com/snippet/mYcdkHvvevcvoGPn

### Reproduction steps

1.from grid select edit 
2.try changing value 
3.direct reflection in grid without submit

### Version (bug)

6.1.9

### What browsers are you seeing the problem on?

Other

### On what operating system are you experiencing the issue?

Windows, Android

Reproduction link no longer compiles. If you're able to fix that please ping a team member and we will re-open the issue.""",
      T("MudBlazor"), T(".NET MAUI"), T("Windows"), T("Android"),
      source="https://github.com/MudBlazor/MudBlazor/issues/6453", kind="issue",
      note="maui written lower-case; the issue template's checkboxes cut"),
    R("""Handler was not found for request of type MyClass+Command. Container or service locator not configured properly or handlers not registered with your container.

I've got a strange issue which I can only reproduce when I deploy my site as an Azure Web App.

- MediatR 3.0.0
- ASP.NET Core 1.1.2 w/ .NET 4.6.2
- Azure Web App
- AutoMapper.Extensions.Microsoft.DependencyInjection 2.0.1
- MediatR.Extensions.Microsoft.DependencyInjection 2.0.0
- StructureMap.Microsoft.DependencyInjection 1.3.0
- StructureMap 4.5

I get this error in Azure:

`
InvalidOperationException
Handler was not found for request of type Empactis.Scheduler.Web.Model.Handlers.Events.UpdateEvent+Command. Container or service locator not configured properly or handlers not registered with your container.`

Running locally from Visual Studio 2017 it works fine.""",
      T("MediatR"), T("ASP.NET"), T(".NET"), T("Azure"), T("Azure App Service"), T("AutoMapper"),
      T("StructureMap"), T("Visual Studio"),
      source="https://github.com/LuckyPennySoftware/MediatR/issues/184", kind="issue",
      note="Azure Web App is Azure App Service's older name (SURFACES); AutoMapper through its DI package (doubtful); "
           "StructureMap (an IoC container) the lexicon may not know"),
    R("""Is there a way to pass json formatter using appsettings.json?

Somehow like this
```
"Serilog": {
    "MinimumLevel": {
      "Default": "Debug",
      "Override": {
        "Microsoft": "Fatal",
        "System": "Fatal",
      }
    },
    "Using": [
      "Serilog.Sinks.File",
    ],
    "WriteTo": [
      {
        "Name": "File",
        "Args": {
          "pathFormat": "logs/log.log",
          "formatter": "Serilog.Formatting.Json.JsonFormatter, Serilog"
        }
      }
    ]
  }
```

Hi,

yes this should work, and I believe you should be able to omit the `, Serilog` at the end of `"Serilog.Formatting.Json.JsonFormatter, Serilog"`

Actually, no, the name of the parameter accepted by `WriteToFile(...)` is `path`, not `pathFormat` , as seen in : 

https://github.com/serilog/serilog-sinks-file/blob/0c65484c4d5daf655e49c66e392929a8b8b0afdb/src/Serilog.Sinks.File/FileLoggerConfigurationExtensions.cs#L200-L214

so you should update your JSON to match that name.

I hope that helps.

Thanks, @tsimbalar, it works.""",
      T("Serilog"), F("logs/log.log"),
      source="https://github.com/serilog/serilog-sinks-file/issues/89", kind="issue",
      note="the log file's relative path in the settings; appsettings.json bare; the .cs path only inside a URL"),
    R("""How to configure Seq sink in ASP.NET Core 2?

Hi,

So, simple question and i'm hoping it's a simple answer...

How do we configure the Seq sink/server URL in appsettings.json (ie ASP.NET Core 2).

`Program.cs`:

```
var configuration = new ConfigurationBuilder()
                .SetBasePath(Directory.GetCurrentDirectory())
                .AddJsonFile("appsettings.json", false, true)
                .AddJsonFile($"appsettings.{Environment.GetEnvironmentVariable("ASPNETCORE_ENVIRONMENT") ?? "Production"}.json", true)
                .Build();

            Log.Logger = new LoggerConfiguration()
                .ReadFrom.Configuration(configuration)
                .Enrich.FromLogContext()
                .CreateLogger();
```

`appsettings.json`:

```
{
  "Serilog": {
   // what do i do here to configure Seq sink?
  }
}
```

Thanks 😊

Sorry, my mistake... i (somehow/stupidly) missed the info on the main page. My bad""",
      T("Seq"), T("ASP.NET"), T("Serilog"),
      source="https://github.com/datalust/serilog-sinks-seq/issues/96", kind="issue",
      note="Seq (Datalust's log server) the lexicon may not know; Serilog only as the settings section's key (doubtful); "
           "Program.cs and appsettings.json bare"),
    # ---------------------------------------------------------------- Python data and ML: scikit-learn, Diffusers, Streamlit
    R("""ColumnTransformer raises a TypeError when used in a Pipeline

### Describe the bug

`ColumnTransformer` raises error _ColumnTransformer is subscriptable after it is fitted_ when used in a `Pipeline`.

This happens when the arguments to expected methods are gathered in `Pipeline._check_method_params`: destructuring a `ColumnTransformer` instance into a 2-tuple `name, step` is translated into calls to `ColumnTransformer.__getitem__`, which attempts to access `ColumnTransformer.named_transformers_`, which only becomes available after the transformer has been fit.

I'm not sure how that happens because `named_transformers_` is a `@property`. FWIW, `hasattr` returns `False` before a call to `fit`:

```python
ct = ColumnTransformer([])
print(hasattr(ct, "named_transformers_"))

ct.fit(np.empty((0, 0)))
print(hasattr(ct, "named_transformers_"))
```

### Steps/Code to Reproduce

This is the first example from the `ColumnTransformer` [class documentation](https://scikit-learn.org/stable/modules/generated/sklearn.compose.ColumnTransformer.html) wrapped in a single-step `Pipeline`:
```python
import numpy as np
from sklearn.compose import ColumnTransformer
from sklearn.pipeline import Pipeline
from sklearn.preprocessing import Normalizer
ct = ColumnTransformer(
    [("norm1", Normalizer(norm='l1'), [0, 1]),
     ("norm2", Normalizer(norm='l1'), slice(2, 4))])""",
      T("Python"), T("scikit-learn"), T("NumPy"),
      source="https://github.com/scikit-learn/scikit-learn/issues/30464", kind="issue",
      note="cut where the stored excerpt ends, inside the second fence; scikit-learn and NumPy through their imports"),
    R("""MPS fails with float16 and PyTorch 2.0

### Describe the bug

I don't know if this can be fixed in diffusers or if it's a PyTorch or MPS issue, but if you take the basic diffusers example from https://huggingface.co/docs/diffusers/optimization/mps and change the type to float16, like this:

```
# make sure you're logged in with `huggingface-cli login`
from diffusers import StableDiffusionPipeline
import torch

pipe = StableDiffusionPipeline.from_pretrained("runwayml/stable-diffusion-v1-5", torch_dtype=torch.float16)
pipe = pipe.to("mps")

# Recommended if your computer has < 64 GB of RAM
pipe.enable_attention_slicing()

prompt = "a photo of an astronaut riding a horse on mars"

# First-time "warmup" pass (see explanation above)
_ = pipe(prompt, num_inference_steps=1)

# Results match those from the CPU device after the warmup pass.
image = pipe(prompt).images[0]
```

you get what looks like an f16/f32 mismatch error:

```
loc("varianceEps"("(mpsFileLoc): /AppleInternal/Library/BuildRoots/9e200cfa-7d96-11ed-886f-a23c4f261b56/Library/Caches/com.apple.xbs/Sources/MetalPerformanceShadersGraph/mpsgraph/MetalPerformanceShadersGraph/Core/Files/MPSGraphUtilities.mm":228:0)):
error: input types 'tensor<1x77x1xf16>' and 'tensor<1xf32>' are not broadcast compatible
```

### Reproduction

Run the script in the description with the latest diffusers (0.13.1)""",
      T("Diffusers"), T("PyTorch"), T("Metal Performance Shaders"),
      source="https://github.com/huggingface/diffusers/issues/2521", kind="issue",
      note="MPS is Apple's Metal Performance Shaders backend (SURFACES, doubtful); huggingface-cli only in a comment "
           "(Hugging Face not labelled, doubtful); stable-diffusion-v1-5 is a model; the .mm path absolute"),
    R("""file_uploader does not work on first load

# Summary

When using the file_uploader widget to upload files on first page load, streamlit does not detect that the file is uploaded and the subsequent code does not run at all. Only after refreshing the page does the file uploader widget work correctly. 

# Steps to reproduce

Code:
```
import streamlit as st

uploaded_file = st.file_uploader("Choose a document: ", type="pdf")
show_file = st.empty()
if uploaded_file is not None:
    show_file.info("File received!")
```

1. Run streamlit app `streamlit run app.py`
2. Browser loads http://localhost:8501
3. Upload pdf file using file uploader widget
4. Nothing happens
5. Refresh page
6. Upload pdf file using file uploader widget
7. Message "File received!" is displayed.

## Expected behavior:

File uploading should work right off the bat without page refresh.

## Actual behavior:

See steps to reproduce for description.""",
      T("Streamlit"),
      source="https://github.com/streamlit/streamlit/issues/1298", kind="issue",
      note="app.py bare; pdf a format; the screenshots cut"),
    # ---------------------------------------------------------------- Rust: SQLx, clap, Serde
    R("""No sqlx offline mode — build requires a live database

Because `sqlx`'s query macros (used via `sqlx::query_as!` in `src/controllers/add_new_url.rs`) validate against a live database at compile time, `DATABASE_URL` must point to a reachable Postgres instance just to run `cargo build`. This makes CI (once it exists) and onboarding harder than necessary.

**Suggested fix:** set up `sqlx-cli` and commit a `.sqlx` query cache directory via `cargo sqlx prepare`, then set `SQLX_OFFLINE=true` for builds that don't need a live DB (e.g. CI, contributors without local Postgres set up).""",
      T("SQLx"), T("PostgreSQL"), T("Cargo"), T("SQLx CLI"), F("src/controllers/add_new_url.rs"),
      source="https://github.com/onfranciis/linkly-rs/issues/22", kind="issue",
      note=".sqlx is a folder"),
    R("""query_file showing invalid error

### Bug Description
query_file showing invalid error

### Info
* SQLx version: 0.6.3
* SQLx features enabled: runtime-tokio-native-tls, postgres, offline
* Database server and version: postgres:15.2
* Operating system: ubuntu 22.04
* `rustc --version`: 1.69.0

Looking for help
`query_file` showing invalid error
Thanks

```sql
-- database/email_exists.sql
SELECT * FROM users WHERE users_email = $1;
```

```rust
 let q = query_file!("database/email_exists.sql", email)
        .fetch_optional(&mut db)
        .await;

    println!("{:?}", q);
```

Error
`failed to find data for query SELECT * FROM users WHERE users_email = $1;`

Not a bug. This is the error you get when attempting to compile in offline mode with a query that has not had its data cached yet.

You need to compile in online mode after adding a new query. Ensure `DATABASE_URL` is set in your shell environment or `.env` file, or remove the `SQLX_OFFLINE` environment variable if you have it set.

Thanks a lot
This resolved the issue""",
      T("SQLx"), T("PostgreSQL"), T("Ubuntu"), T("Rust"), T("SQL"), F("database/email_exists.sql"),
      source="https://github.com/transact-rs/sqlx/issues/2495", kind="issue",
      note="the second query variant and its error cut; tokio only inside a feature name (runtime-tokio-native-tls) -- "
           "not labelled, doubtful; the sql and rust fences"),
    R("""Use enum as subcommands in a subcommand

### Make sure you completed the following tasks

- [x] Searched the [discussions](https://github.com/clap-rs/clap/discussions)
- [x] Searched the closes issues

### Code

```rust
use clap::Clap;

#[derive(Clap)]
enum App {
    Build,
    Config(Config),
}

#[derive(Clap)]
enum Config {
    Show,
    Edit,
}

fn main() {
    App::parse_from(&["app", "config"]);
}
```

#### Output
```
thread 'main' panicked at 'called `Option::unwrap()` on a `None` value', src/main.rs:9:10
note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace
```

### Steps to reproduce the issue
1. Run `cargo run --`
2. Observe that the application panics

### Version

* **Rust**: rustc 1.46.0-nightly (0c03aee8b 2020-07-05)
* **Clap**: 3.0.0-beta.1

### Actual Behavior Summary

When deriving `Clap` for enums as shown in the code, calling any of the `parse` methods while not giving a secondary subcommand to primary subcommand causes a panic.

### Expected Behavior Summary

I think that instead of panicking, clap should return an error displaying the help message.""",
      T("clap"), T("Rust"), T("Cargo"), F("src/main.rs"),
      source="https://github.com/clap-rs/clap/issues/2005", kind="issue",
      note="the panic's location src/main.rs:9:10 gives the file"),
    R("""Better message when failing to match any variant of an untagged enum

Reopen of issue #773 as there still seems to be interest, and there is someone who's started doing some work on it #1544 . Of ocurse, feel free to close, but I hope you'll reconsider this as important.

Further info: We have a lot of untagged enums in our public-facing API, and it's extremely difficult to give proper error messages to the user as all we can get out of Serde is `data did not match any variant of untagged enum` - if there was an opt-in to getting better error messages here, it would make our life a lot easier.

Related to #1544 which seems to have been stalled for a while.

I published https://docs.rs/serde-untagged implementing one of the suggested approaches from https://github.com/serde-rs/serde/pull/2376#issuecomment-1519172405. It constructs error messages by incorporating information about which of the Serde data model's types your type knows how to deserialize from. Also leading to better error messages is that you can avoid buffering (`Content`) when there is at most one map-based or seq-based variant.

If there are remaining use cases still not well served by this, I would like to see someone make a different crate dedicated to any of those.""",
      T("Serde"),
      source="https://github.com/serde-rs/serde/issues/2157", kind="issue",
      note="serde-untagged only inside a URL -- not labelled"),
    # ---------------------------------------------------------------- PHP: Livewire, Laravel
    R("""Full-page component route not found

Hi.

I don't know why but full-page component route just not working.

```php
use App\\Http\\Livewire\\Search;

Route::get('search', Search::class)
        ->name('search');
```

component path

```php
app/Http/Livewire/Search.php
```

Search.php

```php

namespace App\\Http\\Livewire;

use Livewire\\Component;

class Search extends Component
{

    public function render()
    {
        return view('livewire.search')
            ->extends('layouts.auth');
    }
}

```

and view path

```php
resources/views/livewire/search.blade.php
```

```sh
php artisan serve
```

```php
127.0.0.1:8000/search
```

and just 404 Not found.""",
      T("PHP"), T("Livewire"), F("app/Http/Livewire/Search.php"), F("resources/views/livewire/search.blade.php"),
      source="https://github.com/laravel-frontend-presets/tall/issues/81", kind="issue",
      note="Route::get('search') writes no leading slash -- not labelled; Laravel only through php artisan (not labelled, doubtful); "
           "Search.php bare; the php fences"),
    R("""Full component error in routes

I am using versions:
Livewire : * v3.5.6
Laravel: : * v11.23.5

Reproduction of the problem:
My component works, but it's cumbersome to create a blade.php file for every livewire view.  Here are the changes I made:  
ORIGINAL CODE
`Route::get('cal/{date}','\\App\\Http\\Controllers\\CalendarController@docdash')`

The original controller route ended up returning:
```
function today($day, $message = null) {

        $date = Carbon::parse($day. ' America/New_York');

        return view('calendar.docdash', ['date'=> $date]);
    }
  ```
 The view:
 ```
 @extends('layouts.app')

@section('content')
    @livewire('doc-dash',['date'=> $date])
@endsection
```
NEW CODE:
Route File (web.php)
````
use App\\Livewire\\DocDash.php
Route::get('/cal/{date}',  DocDash::class)
```

I created the livewire:layout from the command line, added my scripts and styles.  It is set as the default layout in the config as well.  The error I'm getting is strange, because it somehow wants to add App\\Http\\Controllers to the front of App\\Livewire\\DocDash.  I've cleared the cache and dumped the autoload and tried again, but here is the error I get:""",
      T("Livewire"), T("Laravel"), E("GET /cal/{date}"),
      source="https://github.com/livewire/livewire/issues/8868", kind="issue",
      note="the new route writes its leading slash (the original 'cal/{date}' does not); web.php bare; Carbon only as Carbon::parse -- not labelled; "
           "cut before the log, whose path is absolute"),
    R("""Route::livewire() not work

- Jetstream Version: v0.6.4
- Laravel Version: ^8.0
- PHP Version: 7.4.10
- Database Driver & Version: Mysql

### Description:
Route::livewire() not work on routes/web.php

```
Route::livewire('/', 'pages.home')->name('home');
```

### Steps To Reproduce:
``` 
laravel new app --jet --dev

Livewire

php artisan make:livewire pages.home

edit routes/web.php

Route::livewire('/', 'pages.home')->name('home');
```

Sorry, I already found the correct way in the new version, in case it helps someone, they should change the line
```
 Route::livewire('/', 'pages.home')->name('home');
```
to
```
Route::get('/', [Home::class,'render']);
```

This isn't really equivalent to `Route::livewire()` because it doesn't automatically wrap the component in the app layout.

I'm new to Livewire, but [the docs](https://laravel-livewire.com/docs/rendering-components#route-registration) say that's how it's supposed to work so it seems like there is still something wrong here.""",
      T("Laravel"), T("PHP"), T("MySQL"), T("Livewire"), F("routes/web.php"), E("GET /"),
      source="https://github.com/laravel/jetstream/issues/57", kind="issue",
      note="trap: Jetstream is Laravel Jetstream, not the lexicon's NATS JetStream -- not labelled; Route::livewire gives no method; "
           "the Route::get('/') a bare root route (doubtful)"),
    # ---------------------------------------------------------------- Prisma in Next.js, Caddy
    R("""Prisma errors again

[signup] Error [PrismaClientInitializationError]: PrismaClient was instantiated without any options. A driver adapter is required to connect to your database.

Pass a driver adapter to the PrismaClient constructor, for example:

  import { PrismaPg } from '@prisma/adapter-pg'
  import { PrismaClient } from './generated/prisma/client'

  const adapter = new PrismaPg({ connectionString: process.env.DATABASE_URL })
  const prisma = new PrismaClient({ adapter })

Learn more about driver adapters: https://pris.ly/d/driver-adapters

If you use Prisma Accelerate instead of connecting to your database directly, pass `accelerateUrl` to the PrismaClient constructor instead of `adapter`.
    at getPrisma (lib\\prisma.ts:7:31)
    at POST (app\\api\\auth\\signup\\route.ts:22:29)
   5 | export function getPrisma(): PrismaClient {
   6 |   if (!globalForPrisma._prisma) {
>  7 |     globalForPrisma._prisma = new PrismaClient();
     |                               ^
   8 |   }
   9 |   return globalForPrisma._prisma;
  10 | } {
  clientVersion: '7.10.0',
  errorCode: undefined,
  retryable: undefined
}
 POST /api/auth/signup 500 in 136ms (next.js: 111ms, proxy.ts: 8ms, application-code: 16ms)""",
      T("Prisma"), T("Prisma Accelerate"), T("Next.js"),
      F("lib\\prisma.ts"), F("app\\api\\auth\\signup\\route.ts"), E("POST /api/auth/signup"),
      source="https://github.com/ThomasAurelius/volunteer_planner/issues/26", kind="issue",
      note="the dev server's log of the app's own signup route (its POST handler in route.ts); the stack's paths with "
           "backslashes as written; './generated/prisma/client' is an import specifier in Prisma's example; proxy.ts bare; "
           "PostgreSQL only through @prisma/adapter-pg -- not labelled"),
    R("""Caddy Unable Reverse Proxy Server Websocket Response Back To Client Side

Hi all,

I would like to reverse proxy client incoming websocket request to HTTP Backend (Node.js App) and vice versa (HTTP Backend websocket request to client side)

I've verified the HTTP Backend that Node.js App is returning correct response back to Caddy server. Also I've tried without Caddy server and Node.js App is responding websocket correctly without any errors.

Unfortunately Caddy server returns **400 Bad Request** back to client side on same flow.

How could we resolve this issue since reverse proxy handles all these traffic in background?

I'm using Docker version with following Docker Compose configuraitons:
```
  https-proxy:
    image: caddy:2.5.2-alpine
    container_name: caddy-https-proxy
    restart: always
    depends_on:
      - proxy
    command: caddy reverse-proxy --from proxy.mydomain.com --to nodejs_app:3000
    volumes:
      - caddy_data:/data
      - caddy_config:/config
    ports:
      - "80:80"
      - "443:443"
    networks:
      - proxy_network
```

Similar issues:
- https://github.com/caddyserver/caddy/issues/3648
- https://stackoverflow.com/questions/45272963/reverse-proxy-for-web-sockets-wss-using-caddy""",
      T("Caddy"), T("Node.js"), T("Docker"), T("Docker Compose"),
      source="https://github.com/caddyserver/caddy/issues/4957", kind="issue",
      note="websocket a protocol (not labelled); alpine only in the image tag -- not labelled"),
    # ---------------------------------------------------------------- Vue, SolidStart, Electron, TypeORM
    R("""Store state losing reactivity when used with router Vue 2

### Reproduction

Hello, first of all I would like to say that I love pinia and this direction and I'm actually trying to use it in production with Vue2 and composition-api library.

I have an issue which I would like to help with. Issue can be easily reproduced with new vue-cli project, router with history mode, Typescript and Babel without class components.

Install composition-api and pinia for Vue2 and register composition-api in main.ts by `Vue.use()`.

Next just need two component, store from documentation here on github and router.

stores/test-store.ts
```ts
import { createStore } from "pinia"; // btw can't find defineComponent method

export const useMainStore = createStore({
  // name of the store
  // it is used in devtools and allows restoring state
  id: "main",
  // a function that returns a fresh state
  state: () => ({
    counter: 0,
    name: "Eduardo",
  }),
```""",
      T("Pinia"), T("Vue"), T("Vue CLI"), T("TypeScript"), T("Babel"), F("stores/test-store.ts"),
      source="https://github.com/vuejs/pinia/issues/370", kind="issue",
      note="the screenshot left out, the store cut; main.ts bare; composition-api is @vue/composition-api (not labelled, doubtful); "
           "the ts fence is TypeScript too"),
    R("""api route example in docs doesn't seem to work

### Describe the bug

I've been frustratingly trying to understand why I can't seem to get this example from the docs to work.

https://docs.solidjs.com/solid-start/building-your-application/api-routes

`routes/api/product/[category]/brand-[brand].ts`

```
import type { APIEvent } from "@solidjs/start/server";
import store from "./store";

export async function GET({ params }: APIEvent) {
  console.log(`Category: ${params.category}, Brand: ${params.brand}`);
  const products = await store.getProducts(params.category, params.brand);
  return products;
}

```

### Steps to Reproduce the Bug or Issue

From my understanding loading the following api route should work but I just get 404.

`/api/product/tools/brand-dewalt`

### Expected behavior

I expected the api route to return 

```
{
   "category":  "tools",
   "brand": "dewalt"
}
```

but I just get 404 on the route. 

do I have a misunderstanding of how that route should work?""",
      T("SolidStart"), F("routes/api/product/[category]/brand-[brand].ts"),
      source="https://github.com/solidjs/solid/issues/2207", kind="issue",
      note="SolidStart through @solidjs/start (SURFACES); the file route's GET handler has no path written with a slash, and "
           "/api/product/tools/brand-dewalt is an example request given no method -- no endpoint labelled, doubtful; ./store an import"),
    R("""electron-builder --win --x64 has an error

electron-builder --win --x64
  • electron-builder  version=21.2.0 os=21.2.0
  • loaded configuration  file=package.json ("build" field)
  • writing effective config  file=dist/builder-effective-config.yaml
  • skipped dependencies rebuild  reason=npmRebuild is set to false
  • packaging       platform=win32 arch=x64 electron=19.0.6 appOutDir=dist/win-unpacked
  • building        target=nsis file=dist/zerotouch Setup 1.0.1.exe archs=x64 oneClick=false perMachine=false
  ⨯ [object Object]
error Command failed with exit code 1.
info Visit https://yarnpkg.com/en/docs/cli/run for documentation about this command.

Would like to help with the answer

I actually package Windows applications on the MAC

Can you run with `DEBUG=electron-builder` and post the log? Not sure what is failing from your OP.""",
      T("electron-builder"), T("Electron"), T("NSIS"), T("Windows"), F("dist/builder-effective-config.yaml"),
      source="https://github.com/electron-userland/electron-builder/issues/6963", kind="issue",
      note="the effective config's relative path; dist/win-unpacked a folder; the installer name has a space (not labelled, doubtful); "
           "Yarn only in a URL; MAC is the user's Mac (macOS not labelled, doubtful)"),
    R("""migration:generate: No changes in database schema were found

Same problem here. However **migration:generate** does not work, **schema:log** either.

My database is sqlite and typeor version is" 0.2.24".

Here is the log:

    C:\\workspace\\fcputbol>yarn typeorm migration:generate -n Initial
    yarn run v1.22.4
    $ ts-node -r tsconfig-paths/register ./node_modules/typeorm/cli.js migration:generate -n Initial
    No changes in database schema were found - cannot generate a migration. To create a new empty migration use "typeorm migration:create" command
    Done in 2.63s.

    C:\\workspace\\fcputbol>yarn typeorm schema:log
    yarn run v1.22.4
    $ ts-node -r tsconfig-paths/register ./node_modules/typeorm/cli.js schema:log
    Your schema is up to date - there are no queries to be executed by schema syncronization.
    Done in 1.54s.

Generating migrations compare your current database with your schema

So if your database it already in the desired state, no migrations will be generated

Hi @mastilver, thanks for you answer, but the problem is that there are changes in my entities that need to be synced with the database. Those changes are being detected by `schema:log` command, but not by `migration:generate`""",
      T("SQLite"), T("TypeORM"), T("Yarn"), T("ts-node"), T("tsconfig-paths"),
      source="https://github.com/typeorm/typeorm/issues/5965", kind="issue",
      note="the cli.js path is inside node_modules; the C:\\\\ prompt absolute; 'typeor' a typo"),
    R("""No changes in database schema were found - cannot generate a migration

### Issue description

After having created all the database tables using `synchronize: true`, I am trying to add migration support to my nodejs typescript project. When I am running the command `npx typeorm-ts-node-commonjs migration:generate -d src/config/data-sources/ContentDataSource.ts src/migrations/latest` after making changes in one of the entities defined in the datasource object, typeorm is unable to detect the new schema changes and not creating a migration file

### Expected Behavior

On running the command given above, it should create a migration file with the required sql at the specified location

### Actual Behavior

I am getting below message:

No changes in database schema were found - cannot generate a migration. To create a new empty migration use "typeorm migration:create" command

### Steps to reproduce

Create a simple typeorm project, with a couple of entities, and create those entities in the postgres db using `synchronize: true`. Then, try making modifications in any of the entities and generate migration.

### My Environment

| Dependency          | Version  |
| ---                 | ---      |
| Operating System    |    ubuntu      |
| Node.js version     | 22.2.0  |
| Typescript version  | 5.4.5  |
| TypeORM version     | 0.3.23  |""",
      T("Node.js"), T("TypeScript"), T("TypeORM"), T("PostgreSQL"), T("Ubuntu"),
      F("src/config/data-sources/ContentDataSource.ts"),
      source="https://github.com/typeorm/typeorm/issues/11477", kind="issue",
      note="src/migrations/latest is the migration's path prefix, not a file (not labelled, doubtful); sql in its ordinary sense"),
    # ---------------------------------------------------------------- Spring Cloud Gateway, Vert.x
    R("""Spring Cloud Gateway Setting Spring.webflux.base-path All Path Predicates Return 404 Results

This is my pom version
```xml
<parent>
    <groupId>org.springframework.boot</groupId>
    <artifactId>spring-boot-starter-parent</artifactId>
    <version>3.0.6</version>
    <relativePath/>
</parent>

<dependencyManagement>
    <dependencies>
        <dependency>
            <groupId>org.springframework.cloud</groupId>
            <artifactId>spring-cloud-dependencies</artifactId>
            <version>2022.0.2</version>
            <type>pom</type>
            <scope>import</scope>
        </dependency>
    </dependencies>
</dependencyManagement>

<dependencies>
    <groupId>org.springframework.cloud</groupId>
    <artifactId>spring-cloud-starter-gateway</artifactId>
    <version>4.0.4</version>
</dependencies>
```

**Sample**
- when i setting application.yaml
```yaml
spring:
  application:
    name: gateway
  webflux:
    base-path: /gw/api/v1
  cloud:
    gateway:
      routes:
      - id: user-service
        uri: http://127.0.0.1:8080
        predicates:
          - Path=/user/**
        filters:
          - StripPrefix=1
```
- send a http request will return 404 not found
- see also [here](https://github.com/spring-cloud/spring-cloud-gateway/issues/1759#issue-630940158), the same wrong. **But it's  three years ago , still open , no fix**""",
      T("Spring Cloud Gateway"), T("Spring WebFlux"),
      source="https://github.com/spring-cloud/spring-cloud-gateway/issues/2944", kind="issue",
      note="WebFlux through its base-path setting (doubtful); Spring Boot only in the parent artifact's coordinates -- "
           "not labelled, doubtful; the Path "
           "predicate and base path give no method; application.yaml bare; xml and yaml fences are formats"),
    R("""Request Body Handling - body always null

### Version

* vert.x core: 3.2.1
* vert.x web: 3.2.1

### Context

The following documentation http://vertx.io/docs/vertx-web/groovy/#_request_body_handling is not completelly clear. Turns out that `BodyHandler` must be defined before any route definitions, but the documentation only advices to define it as soon as possible.

> You should make sure a body handler is on a matching route for any requests that require this functionality.
>The usage of this handler requires that it is installed as soon as possible in the router since it needs to install handlers to consume the HTTP request body and this must be done before executing any async call.

Or is this a bug?

### Do you have a reproducer?

The following is a gist with reproducible code.
* https://gist.github.com/abdielou/01b364840f801d8b57f158bb36348b2e

### Steps to reproduce

1. Create the router
`def router = Router.router(vertx)`
2. Define the route(s)
`def route = router.route(HttpMethod.POST,"/method")`
3. Create the body handler
`router.route().handler(BodyHandler.create())`
4. Body will always be `null`

That will not work because of the order you're setting:

1. you run your handler
2. you parse the body

even though you write the handler code in the end you registered the route before the body handler so it will be invoked first.""",
      T("Vert.x"), E("POST /method"),
      source="https://github.com/vert-x3/vertx-web/issues/402", kind="issue",
      note="the route defined with HttpMethod.POST; Groovy only inside the documentation's URL -- not labelled"),
    R("""Empty post body in HTTP server

If a HTTP client posts some String to a vert.x HTTP server the body received by the server seems to be empty although the server registered an BodyHandler.

I have created an reproducer for that issue.

https://github.com/leolux/vertx-body_empty

This is trivial, isn't it?
I wasn't able to find a solution though :baby_chick:

Try:

router.route().handler(BodyHandler.create());
router.route().method(HttpMethod.POST).path("/some/resource").handler(....)

You're overwriting the body handler with the second handler. Routes can only have one handler.

A very similar issue was discussed on the google group not very long ago.

Also....

In your main, you're deploying the Server immediately followed by the client without waiting, so there is no guarantee the server is started before the client sends the request.

When you do this:

router.route().handler(BodyHandler.create()).method(HttpMethod.POST).path("/some/resource")
        .handler(otherHandler);

You're creating a single route, then first setting the handler to be a body handler, setting the method and path then setting the handler to be otherHandler (overwriting the bodyHandler).

Yeah, that's it. I must have been blind :-) 
Thank you!""",
      T("Vert.x"), E("POST /some/resource"),
      source="https://github.com/vert-x3/vertx-web/issues/102", kind="issue",
      note="the route's method and path set by the chained calls"),
    # ---------------------------------------------------------------- Redis clients, Ansible roles, Prometheus exporters
    R("""Error connecting to Redis when running tests

When I try to run the tests I get the following error: `redis.exceptions.ConnectionError: Error 111 connecting to localhost:6379. Connection refused.` But the Docker container is running according to how it is described in the DEVELOPMENT.md.

E.g. use `ports` vs `expose` in the docker-compose file will truly open the redis port which is required when developing/testing.""",
      T("Redis"), T("Docker"), T("Docker Compose"),
      source="https://github.com/lardbit/nefarious/issues/351", kind="issue",
      note="DEVELOPMENT.md bare; docker-compose named by its file"),
    R("""Get Error 111 connecting to localhost:6379. Connection refused

**Version**: redis:7.0.5, redis-py:4.5.4

**Platform**: CentOS 8

**Description**: 
Code is :
```
import redis
r = redis.Redis(host='localhost', port=6379, db=0)
r.get('810150975640698941')
```
and i got the error:
```
Traceback (most recent call last):
  File "/usr/local/python3/lib/python3.10/site-packages/redis/connection.py", line 698, in connect
    sock = self.retry.call_with_retry(
  File "/usr/local/python3/lib/python3.10/site-packages/redis/retry.py", line 46, in call_with_retry
    return do()
  File "/usr/local/python3/lib/python3.10/site-packages/redis/connection.py", line 699, in <lambda>
    lambda: self._connect(), lambda error: self.disconnect(error)
  File "/usr/local/python3/lib/python3.10/site-packages/redis/connection.py", line 987, in _connect
    raise err
  File "/usr/local/python3/lib/python3.10/site-packages/redis/connection.py", line 975, in _connect
    sock.connect(socket_address)
ConnectionRefusedError: [Errno 111] Connection refused
```""",
      T("Redis"), T("redis-py"), T("CentOS"),
      source="https://github.com/redis/redis-py/issues/2744", kind="issue",
      note="the traceback's paths are absolute and inside site-packages; Python only inside them -- not labelled"),
    R("""Ubuntu 25 support

Hi!

First of all, thank you very much for this Ansible Role! I use it frequently and it works like a charm :-)

However, I noticed lately that it doesn't work out of the box on Ubuntu 25 like on other versions.

Suppose I have this playbook:

_tmp-php.yml_
```yaml
---
- hosts: all
  become: true
  gather_facts: true
  tasks:
    - name: Install Apache
      apt: name=apache2 state=present

    - name: Start Apache
      service: name=apache2 state=started enabled=yes

    - include_role:
        name: geerlingguy.php
```

And then locally I run: `ansible-playbook tmp-php.yml -i user@example-remote.com`

If the remote host is running Ubuntu 24, everything works, but if it's Ubuntu 25, I get this:

```
TASK [geerlingguy.php : Ensure PHP packages are installed.] **************************************************************************************************************************
[ERROR]: Task failed: Module failed: No package matching 'php8.2-common' is available
Origin: /home/belal/.ansible/roles/geerlingguy.php/tasks/setup-Debian.yml:5:3

3   apt: update_cache=yes cache_valid_time=86400
4
5 - name: Ensure PHP packages are installed.
    ^ column 3

fatal: [user@example-remote.com]: FAILED! => {"changed": false, "msg": "No package matching 'php8.2-common' is available"}
```""",
      T("Ansible"), T("Ubuntu"), T("Apache HTTP Server"), T("PHP"),
      source="https://github.com/geerlingguy/ansible-role-php/issues/450", kind="issue",
      note="Apache through the apache2 package the playbook installs; tmp-php.yml bare; the role's task path is absolute "
           "(in ~/.ansible); apt is the package module; Debian only in a file name inside that path"),
    R("""Flag -collector.textfile.directory is in conflict with flag -collectors.enabled

Seems flag `-collector.textfile.directory` is in conflict with flag `-collectors.enabled`. Here is what I try and get:

I set `-collector.textfile.directory` to directory `/var/lib/node_exporter/textfile_collector` and will create a `prom` file named `gpfs_mount_time.prom` there and then my script will write metric `gpfs_mount_time` records into it. So if things go smoothly, I will get the metric stream when I curl the node exporter.

But when I run node_exporter with flags both `-collector.textfile.directory` and `-collectors.enabled`, the textfile collector will not work. See below scenarioes:

### Scenario 1: those two flags, -collector.textfile.directory and -collectors.enabled.

If I add those two flags, there will be no metric `gpfs_mount_time` collected.

```
[root@dev-repo scripts]# nohup /root/node_exporter -collector.textfile.directory /var/lib/node_exporter/textfile_collector -collectors.enabled nfs &
```

```
[root@dev-repo scripts]# curl http://localhost:9100/metrics -s -S | grep gpfs
[root@dev-repo scripts]#
```""",
      T("node_exporter"), T("curl"),
      source="https://github.com/prometheus/node_exporter/issues/528", kind="issue",
      note="curl named in the prose as the tool (doubtful); the metrics request is a URL with no method; the paths absolute; "
           "gpfs_mount_time.prom bare; nfs a collector's name"),
    # ---------------------------------------------------------------- Rust warp, Go gin with swaggo, Starlette
    R("""Improve the way `Filter`s are validated

The API has been defined like that:

```rust
    // GET /contacts
    let get_contacts = warp::get2()
        .and(path!("contacts"))
        .and_then(move || {
            // ...
        });

    // POST /contacts
    let add_contact = warp::post2()
        .and(path!("contacts"))
        .and(warp::body::json())
        .and_then(move |req: AddContactData| {
            // ...
        });

    // GET /contacts/:id
    let get_conversation = warp::get2()
        .and(path!("contacts" / String))
        .and_then(move |contact_id: String| {
            // ...
        });

    // POST /contacts/:id
    let send_message = warp::post2()
        .and(path!("contacts" / String))
        .and(warp::body::json())
        .and_then(move |contact_id: String, req: SendMessageData| {
            // ...
        });

    let api = get_contacts
        .or(add_contact)
        .or(get_conversation)
        .or(send_message);

    serve(api)
```

However, during the testing some weird things happened:
1. An attempt to call `POST /contact/:id` always returned a `Request body consumed multiple times` message to the client.
2. Whenever a client requested `GET /contacts/:id` the results from `GET /contacts
` were returned instead, i.e. it went in a different branch.""",
      T("Warp"), T("Rust"),
      E("GET /contacts"), E("POST /contacts"), E("GET /contacts/:id"), E("POST /contacts/:id"),
      source="https://github.com/seanmonstar/warp/issues/291", kind="issue",
      note="each filter's comment gives its route; POST /contact/:id (singular) is a request no route accepts -- not labelled; "
           "warp is the crate (the lexicon spells it Warp)"),
    R("""API Annotation not generating for wrapper ( gin.HandlerFunc) router

1. Swagger UI is showing
```
// @Summary		Show an demo
// @Description	get ok
// @Router		/router/demo [get]
func Demo(c *gin.Context) {
	c.JSON(200, gin.H{
		"message": "ok",
	})
}
```

2. Swagger UI is not showing

```
// @Summary		Show an health
// @Description	get ok
// @Router		/router/health [get]
func HealthCheckHandler() gin.HandlerFunc {
	return func(c *gin.Context) {
		c.JSON(200, gin.H{
			"message": "ok",
		})
	}
}
```

r.GET("/router/health", handler.HealthCheckHandler())

Please help me to generate json for point 2 router handler""",
      T("Swagger UI"), T("Gin"), E("GET /router/demo"), E("GET /router/health"),
      source="https://github.com/swaggo/gin-swagger/issues/255", kind="issue",
      note="swag's @Router annotations give path and method; Gin through gin.Context and gin.H (doubtful); Go not named"),
    R("""Do not detect handler when the handler under structure

I will put a complete code here for you to reproduce it. thks :-)
This is the directory tree:
```shell
.
├── Makefile
├── docs
│   ├── docs.go
│   ├── swagger.json
│   └── swagger.yaml
├── go.mod
├── go.sum
└── src
    ├── cmd
    │   └── main.go  # entrance
    └── controller
        ├── api
        │   ├── base_controller.go
        │   └── user_center  # user module
        │       └── user.go  # real controller
        └── router.go  # collection router
```

**cmd/main.go**
```golang
package main

import (
	"fmt"
	"github.com/gin-gonic/gin"
	swaggerFiles "github.com/swaggo/files"
	ginSwagger "github.com/swaggo/gin-swagger"
	"net/http"
        "swag/src/controller"
)

// @title           MetaQ
// @version         1.0
// @description     xxxxxxx

// @host      localhost
// @schemes http https
// @accept json
// @query.collection.format multi
func main() {
	engine := gin.New()
	engine.Use(gin.Recovery())

	engine.GET("/helloworld", Helloworld)
	engine.POST("/login/email", user_center.NewUserController().LoginOrRegisterWithEmail)

	// swagger stuff
	engine.GET("/swagger/*any", ginSwagger.WrapHandler(swaggerFiles.Handler))
	controller.LoadRouters(engine)""",
      T("Go"), T("Gin"), T("swaggo"), F("cmd/main.go"),
      E("GET /helloworld"), E("POST /login/email"), E("GET /swagger/*any"),
      source="https://github.com/swaggo/gin-swagger/issues/258", kind="issue",
      note="the golang fence is Go; the tree's entries are bare names; Gin and swaggo through their imports; the license lines "
           "of the annotations cut; cut inside main"),
    R("""Use "308 Permanent Redirect" for redirect slashes behavior.

Hi,
I stumbled upon a quirk in starlette that is not properly documented. It seems like all of my HTTP request to a route without trailing slash are being redirected to route with trailing slashes. Say I am hitting `http://hostname/mountpoint/api` it will be redirected (302) to `http://hostname/mountpoint/api/`. This messed up your api calls; if you call POST to `http://hostname/mountpoint/api` it will be redirected to GET `http://hostname/mountpoint/api/`.

I dig on the source and see this redirect_slashes flag and setting it to False fix this. I feel this behavior (the auto redirection) should be documented.

Alternatively it can raise an exception like Django does.

I'm new to fastapi, and I think I'm running into this issue as well. If I forget a necessary slash, I'm redirected, which has no side effects for `GET`, but `POST` loses its data and is changed to a `GET`.

I'm new to this tool, but I've used Django for a decade, as well as django-rest-framework. Django's `APPEND_SLASH=True` breaks non-`GET` requests.""",
      T("Starlette"), T("Django"), T("FastAPI"), T("Django REST framework"),
      source="https://github.com/Kludex/starlette/issues/464", kind="issue",
      note="the POST and GET requests are written as URLs, not as METHOD /path -- no endpoint labelled; "
           "django-rest-framework written with hyphens (SURFACES)"),
    # ---------------------------------------------------------------- Hugging Face Datasets, Vuetify, GitHub CLI, MongoDB
    R("""Load a local dataset twice

## Describe the bug
Load a local "dataset" composed of two csv files twice.

## Steps to reproduce the bug
Put the two joined files in a repository named "Data".
Then in python:

import datasets as ds
ds.load_dataset('Data', data_files = {'file1.csv', 'file2.csv'})

## Expected results
Should give something like (because files have only one data row):
Title, clicks
Truc et astuce, 123
Machin, 12

## Actual results
Gives 
Title, clicks
Truc et astuce, 123
Machin, 12
Truc et astuce, 123
Machin, 12

## Environment info
- `datasets` version: 2.0.0
- Platform: Linux-5.4.0-65-generic-x86_64-with-glibc2.10
- Python version: 3.8.12
- PyArrow version: 7.0.0
- Pandas version: 1.4.1

Hi @caush, thanks for reporting:

In order to load local CSV files, you can use our "csv" loading script: https://huggingface.co/docs/datasets/loading#csv
```python
dataset = load_dataset("csv", data_files=["file1.csv", "file2.csv"])
```""",
      T("Hugging Face Datasets"), T("Python"), T("Linux"), T("Apache Arrow"), T("pandas"),
      source="https://github.com/huggingface/datasets/issues/3929", kind="issue",
      note="the library written datasets (SURFACES, doubtful); PyArrow is the lexicon's Apache Arrow; the csv files are bare "
           "names (csv a format); the attachments' links cut"),
    R("""[Bug Report][3.1.5] [v-slot:column.name="{ column }"] Column slot not rendering user defined <tr> tags..

### Environment
**Vuetify Version:** 3.1.5
**Last working version:** 3.1.5
**Vue Version:** 3.2.13
**Browsers:** Chrome 110.0.0.0
**OS:** Windows 10

### Steps to reproduce
Columns slots not rendering user defined "tr" tags which all are present inside this template tag.

### Expected Behavior
This should render the tags or other component which all are present inside the tag.

### Actual Behavior
It is not rendering the components or tags which all are present inside this template tag contains column slot. It uses v-data-table own header.

### Reproduction Link
[https://github.com/DivakarSS/VDataTable](https://github.com/DivakarSS/VDataTable)

There's no `column.id`""",
      T("Vuetify"), T("Vue"), T("Chrome"), T("Windows"),
      source="https://github.com/vuetifyjs/vuetify/issues/16701", kind="issue",
      note="the screenshots inside the sentences left out"),
    R("""pr create fails because of failed authentication

### Describe the bug

`gh pr create` fails because of authentication issues, even after successful authentication in browser.

### Steps to reproduce the behavior

1. Clone a project you don't have write access to
2. make some commit
3. `gh pr create`

See CLI log below.

### Expected vs actual behavior

I'd expect this command to create a fork of the cloned project and create a new PR from my checked out commit.

As far as I understand, an additional authentication should not be necessary.
Furthermore, it seems to fail in any case, even if I type the correct password (might be a 2FA issue)

### Logs

```sh
$ gh pr create
Notice: authentication required
Press Enter to open github.com in your browser... 
Authentication complete. Press Enter to continue... 

Warning: 15 uncommitted changes
Username for 'https://github.com': qw3ry
Password for 'https://qw3ry@github.com': 
remote: Invalid username or password.
fatal: Authentication failed for 'https://github.com/qw3ry/Deckard.git/'
```
## Details
```
gh version 0.5.4 (2020-02-04)
https://github.com/cli/cli/releases/tag/v0.5.4
```
Installed on Arch Linux with `yay -S github-cli-bin`.
It tells me to update, so I tried `yay -S github-cli` as well (which is 0.5.5), but the behavior is the same.

I have SSH keys for git configured, so git should be able to do its work.""",
      T("GitHub CLI"), T("Arch Linux"), T("yay"), T("SSH"), T("Git"),
      source="https://github.com/cli/cli/issues/443", kind="issue",
      note="gh is GitHub CLI (through github-cli, SURFACES); yay (an AUR helper) the lexicon may not know; github.com only "
           "as a host; the sh fence a shell session"),
    R("""error MongoServerSelectionError: connect ECONNREFUSED ::1:27017

Is anyone else getting this error? I have not been able to find any solution. 

MongoServerSelectionError: connect ECONNREFUSED ::1:27017
    at Timeout._onTimeout (C:\\Users\\Jason\\Desktop\\MondoDB_tutorial\\node_modules\\mongodb\\lib\\sdam\\topology.js:285:38)
    at listOnTimeout (node:internal/timers:564:17)
    at process.processTimers (node:internal/timers:507:7) {
  reason: TopologyDescription {
    type: 'Unknown',
    servers: Map(1) { 'localhost:27017' => [ServerDescription] },
    stale: false,
    compatible: true,
    heartbeatFrequencyMS: 10000,
    localThresholdMS: 15,
    setName: null,
    maxElectionId: null,
    maxSetVersion: null,
    commonWireVersion: 0,
    logicalSessionTimeoutMinutes: null
  },
  code: undefined,
  [Symbol(errorLabels)]: Set(0) {}
}

The server is running and if I try to connect directly to the database it gives me this:
It looks like you are trying to access MongoDB over HTTP on the native driver port.

if I load up mongosh it does connect. 
PS C:\\Program Files\\MongoDB\\Server\\6.0\\bin> mongosh
Current Mongosh Log ID: 63d41526edf7a86f071180ca
Connecting to:          mongodb://127.0.0.1:27017/?directConnection=true&serverSelectionTimeoutMS=2000&appName=mongosh+1.6.2
Using MongoDB:          6.0.4
Using Mongosh:          1.6.2""",
      T("MongoDB"),
      source="https://github.com/iamshaunjp/complete-mongodb/issues/5", kind="issue",
      note="mongosh is MongoDB's shell (the lexicon's MongoDB); the topology.js path is absolute and inside node_modules; "
           "node:internal frames are Node.js's own (Node.js not named)"),
]
