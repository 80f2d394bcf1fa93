"""A thirty-eighth fresh held-out set ("fresh-38"), the issues part: 53 GitHub issue and pull-request threads on
embedded, mobile, desktop and back-end work -- microcontrollers and their firmware (ESP32 crash dumps and upload
errors, the Arduino core's async web server, PlatformIO libraries, Zephyr and West devicetree builds, MicroPython,
ESPHome custom components and its web server's REST API, Tasmota and Berry), mobile apps (React Native with EAS,
Kotlin Multiplatform and its iOS side, SwiftUI navigation crashes, Flutter on iOS, Capacitor plugins), desktop apps
(Wails bindings, Tauri bundling, GTK 4 with gtk-rs and Gaphor, Qt 6 builds) and back ends quoting their REST routes
(Django REST framework viewsets, NestJS route maps, a FastAPI-style catch-all, a Spring controller, a Laravel-like
route list, Dingo on Laravel, djangorestframework-simplejwt) -- eight of them not in English or partly not (Chinese,
Russian, German, Spanish, Japanese), all from repositories no earlier set used. Each is the thread's title followed
by its body and maybe a comment or two, kept as written (code blocks, serial logs, register dumps, build logs, stack
traces, YAML and Podfile excerpts, route logs and route lists as they appear; trimmed; screenshots dropped; the
comments joined without their author lines). Three of them label nothing at all.

Every text was taken from a stored public copy of the thread at the address given and labelled by hand, blind,
without running the extractor on it, by the earlier sets' conventions: technologies under their usual canonical name
(any spelling in the text), a code fence's language but not a shell's or a diff's; data formats, everyday shell
utilities, sites, placeholders and names only inside URLs, absolute or dependency paths, image tags, user agents or
dotted identifiers not labelled; relative file paths as written (a :N line number dropped), bare file names, folders
and import specifiers not; an endpoint only as "METHOD /path" where the text gives the method for that path (a route
in code, a route list or a framework's route log, a request the app's own route answers even with 401 or 500, a
curl -X to the device's or app's own server written as a URL) and writes the whole path with its leading slash -- a
request no handler accepts (404, "request handler not found"), a path with no method, and a route with no leading
slash or whose mounted full path is never written are not labelled. The ESP8266 chip is not labelled (the lexicon
folds it into ESP32), as fresh-12 did. Nobody tunes the extractor on these texts: the benchmark scores them as their
own split (``--split fresh-38``).
"""

from real_corpus import E, F, R, T  # noqa: F401

SURFACES = {
    "ESPHome": ("esphomeyaml",),
    "Hass.io": ("hassio",),
    "Node-RED": ("Node Red", "nodered"),
    "ESPAsyncWebServer": ("Asyncwebserver",),
    "VS Code": ("VSC",),
    "Raspberry Pi": ("RPI",),
    "Windows": ("W10",),
    "esptool": ("есптул",),
    "Compose Multiplatform": ("compose mulitplatform",),
    "WP-CLI": ("wp",),
}

CASES = [
    R(r"""Guru Meditation Error On ESP32

Hi Boris,

I need your help again ESP32 make an ERROR 

> Guru Meditation Error: Core  0 panic'ed (LoadProhibited)
> .Exception was unhandled.
> Core 0 register dump:
> PC      : 0x4012f3b6  PS      : 0x00060c30  A0      : 0x8013c22e  A1      : 0x3ffeed30
> A2      : 0x00000000  A3      : 0x3f819ad0  A4      : 0x3f819a80  A5      : 0xfffffffb
> A6      : 0x00000000  A7      : 0x4012f2ac  A8      : 0x8012f3b6  A9      : 0x3ffeed10
> A10     : 0x83126e97  A11     : 0x00000001  A12     : 0x00000000  A13     : 0x3f818dac
> A14     : 0x00000001  A15     : 0x00000000  SAR     : 0x0000001b  EXCCAUSE: 0x0000001c
> EXCVADDR: 0x83126eaf  LBEG    : 0x4009f1d5  LEND    : 0x4009f1e5  LCOUNT  : 0xfffffffe
> 
> Backtrace: 0x4012f3b6:0x3ffeed30 0x4013c22b:0x3ffeed70 0x40132b96:0x3ffeee10 0x4012e3b9:0x3ffeee40 0x4013ae68:0x3ffeee60 0x401152b5:0x3ffeeef0)

I made a coredump file and compile the output like that. What can I do for that. Can you help me about this problem. ESP32 makes this error running after about ~30-50 mins 

> ==================== ESP32 CORE DUMP START ====================
> 
> ================== CURRENT THREAD REGISTERS ===================
> /builds/idf/crosstool-NG/.build/src/gdb-7.10/gdb/findvar.c:290: internal-error: value_of_register_lazy: Assertion frame_id_p (get_frame_id (frame)) failed.
> A problem internal to GDB has been detected,""",
      T("ESP32"), T("GDB"),
      source="https://github.com/loboris/MicroPython_ESP32_psRAM_LoBo/issues/69", kind="issue",
      note="the repository is a MicroPython port but the text never names MicroPython; crosstool-NG and the "
           "gdb source file only inside an absolute path -- not labelled"),
    R(r"""Platformio can't find simpleDSTadjust.h, no matter what I do...

This one took me quite some time to pin down.

There's a missing comma after the closing brace of "repository" in the library.json file.

 "repository":
 {
    "type": "git",
    "url": "https://github.com/neptune2/simpleDSPadjust"
 }                                                     <<<<<<<<<<< HERE <<<<<<<<<<<<<<<<<<
 "version": "1.1.0"

This causes platformio to quietly ignore the library, so even it's installed and the "platformio lib list" command confirms that it's there, you still get "simpleDSTadjust.h not found" errors during the compile.

Adding simpleDSTadjust to the local lib directory is the same ("simpleDSTadjust.h not found").

Eventually tracked down by removing files one by one from the library directory until platformio could "see" it again.  Phew!

Note that the "url" line has a typo ("DSP" instead of "DST"), but that's not the cause of the issue.

Oh, and the URL line has a typo, too (but it's not the cause of the problem).

Thanks John, for pointing out these problems.
I have fixed library.json and released a new version.""",
      T("PlatformIO"), T("simpleDSTadjust"),
      source="https://github.com/neptune2/simpleDSTadjust/issues/1", kind="issue",
      note="simpleDSTadjust is the Arduino library the thread is about; library.json and simpleDSTadjust.h are "
           "bare file names; \"git\" only as the manifest's repository type value -- not labelled"),
    R(r"""Cannot build the module due to devicetree error

## Issue template

- Hardware description: olimex_stm32_e407
- RTOS: Zephyr
- Installation type: micro_ros_zephyr_module
- Version or commit hash: 3.1.3-8-g96ab3c1

#### Steps to reproduce the issue
I'm trying to build the module for my Olimex board. This is the command I've used `west build -b olimex_stm32_e407 micro_ros_zephyr_module/`

#### Expected behavior

#### Actual behavior

This build is not successful. This is the error:

    -- Found BOARD.dts: /home/vboxuser/zephyrproject/zephyr/boards/olimex/stm32_e407/olimex_stm32_e407.dts
    -- Found devicetree overlay: /home/vboxuser/zephyrproject/zephyr/micro_ros_zephyr_module/app.overlay
    devicetree error: Label 'zephyr_udc0' appears on /soc/usb@40040000 and on /soc/usb@50000000
    CMake Error at /home/vboxuser/zephyrproject/zephyr/cmake/modules/dts.cmake:303 (execute_process):
      execute_process failed command indexes:

        1: "Child return code: 1"

    Call Stack (most recent call first):
      /home/vboxuser/zephyrproject/zephyr/cmake/modules/zephyr_default.cmake:133 (include)
      /home/vboxuser/zephyrproject/zephyr/share/zephyr-package/cmake/ZephyrConfig.cmake:66 (include)
      /home/vboxuser/zephyrproject/zephyr/share/zephyr-package/cmake/ZephyrConfig.cmake:117 (include_boilerplate)
      CMakeLists.txt:7 (find_package)""",
      T("Zephyr"), T("West"), T("CMake"),
      source="https://github.com/micro-ROS/micro_ros_zephyr_module/issues/145", kind="issue",
      note="West is Zephyr's meta-tool, written as the west command; micro-ROS only as the module's directory "
           "name micro_ros_zephyr_module -- not labelled; devicetree is the board description format -- not "
           "labelled; CMakeLists.txt is a bare file name and the rest absolute paths"),
    R(r"""Seems to be an issue with a library manifest and can't be built with Platformio

I'm trying to port my source code to Platformio and encountered couple of weird things
1. First of all it can't be found in Platformio library search
2. Platformio "ignores broken library manifest"

3. For now, I can't build my project directly using the library from github

Was used

```C
MPU6050 IMU;
```

At least one error here:

I don't usually use platformio so I didn't catch this earlier oops
I'll take a closer look at this later today or tomorrow

I forgot to make a branch for this fix, it was just that line breaking the manifest. looks like it works now, you'll get some warnings due to me leaving an unfinished IMU type in as it's a WIP""",
      T("PlatformIO"), T("C"),
      source="https://github.com/LiquidCGS/FastIMU/issues/11", kind="issue",
      note="C from the code fence; MPU6050 is the sensor chip; github as a site"),
    R(r"""WiFiManager Generates a Traceback/OSError: [Errno 5] EIO on TinyPico

I've tried WiFiManager with with MicroPython builds: 

tinypico-idf3-20191220-v1.12
tinypico-idf3-20200223-v1.12-195-gb16990425

Just running the bare main.py included in WiFiManager-master.

The traceback occurs write after the SSID and password check succeeds. The wifi.dat is not saved.

Errors:
_Connected. Network config:  ('192.168.4.89', '255.255.255.0', '192.168.4.254', '192.168.4.254')
Traceback (most recent call last):
  File "main.py", line 4, in <module>
  File "wifimgr.py", line 60, in get_connection
  File "wifimgr.py", line 306, in start
  File "wifimgr.py", line 213, in handle_configure
  File "wifimgr.py", line 112, in send_response
  File "wifimgr.py", line 103, in send_header
OSError: [Errno 5] EIO_

Thanks for reporting. Based on the fact ESP-IDF is used is this an ESP32?
EDIT: just saw what the tinyPico is.. pretty neat. Let me fire up the latest build on a regular ESP32 and see what happens

Thanks! Yes, it's ESP32 based but, actually, I think I reported the bug to the wrong project! There is a similar project that does the same thing, but the main part of the code is in wifimgr.py and includes an example main.py.

I will be trying your version, however, and will report back my findings. 

Thanks, again!""",
      T("WiFiManager"), T("MicroPython"), T("TinyPICO"), T("ESP-IDF"), T("ESP32"),
      source="https://github.com/mitchins/micropython-wifimanager/issues/3", kind="issue",
      note="WiFiManager is the MicroPython Wi-Fi manager the thread is about (the lexicon's name, which may mean the "
           "Arduino library of that name -- doubtful); TinyPICO is the ESP32 board (written TinyPico/tinyPico); main.py, wifimgr.py and wifi.dat are bare file "
           "names; the traceback is MicroPython's, Python itself is never named"),
    R(r"""Guru Meditation Error: Core 0 panic'ed (LoadProhibited).

Guru Meditation Error: Core  0 panic'ed (LoadProhibited). Exception was unhandled.

Core  0 register dump:
PC      : 0x4008b565  PS      : 0x00060f30  A0      : 0x800dc822  A1      : 0x3ffc3440  
A2      : 0x3ffc3520  A3      : 0x00000000  A4      : 0x000000ff  A5      : 0x0000ff00  
A6      : 0x00ff0000  A7      : 0xff000000  A8      : 0x00000000  A9      : 0x3ffc3400  
A10     : 0x3ffc3520  A11     : 0x3f40c711  A12     : 0x00000000  A13     : 0x400dc458  
A14     : 0x00000000  A15     : 0x3ffc35bc  SAR     : 0x00000016  EXCCAUSE: 0x0000001c  
EXCVADDR: 0x00000000  LBEG    : 0x4008b565  LEND    : 0x4008b57d  LCOUNT  : 0xffffffff  

Backtrace:0x4008b562:0x3ffc3440 0x400dc81f:0x3ffc3450 0x400d3962:0x3ffc3600 0x40209f3b:0x3ffc36a0

Please Help

Not enough information. Please post a full log of the serial output.""",
      source="https://github.com/jomjol/AI-on-the-edge-device/issues/592", kind="issue",
      note="a bare ESP32 panic dump that names no chip, tool or file -- nothing labelled"),
    R(r"""Guru Meditation Crash on ESP32 (MicroPython v1.20)

I have a ESP32 running MicroPython v1.20 and I'm recently seeing this crash happening sporadically (or at least I can't relate it to a specific function or event).

The ESP is using SD card via the SD/MMC 1-bit interface (`SDCard(slot=1, width=1)`), is connected to an I2S amplifier, uses ADC and a few leds (neopixel) and buttons. All these components I've worked with in the past, and using the same software drivers. I suspect it has something to do with memory but not sure and the error doesn't say anything specific (like the "couldn't allocate X bytes" that I normally get on these cases).

I've built Micropythom from the `v1.20.0` tag and added `ulab` (at commit `8585407`). My code itself is on the data partition and not embedded into the firmware if that makes any difference. 

```
Guru Meditation Error: Core  1 panic'ed (LoadProhibited). Exception was unhandled.

Core  1 register dump:
PC      : 0x40120e10  PS      : 0x00060830  A0      : 0x80149120  A1      : 0x3ffce2a0  
A2      : 0x3ffee8c0  A3      : 0x00000000  A4      : 0x00000001  A5      : 0x3ffce35c  
A6      : 0x3ffed5d4  A7      : 0x00000008  A8      : 0x80120e10  A9      : 0x3ffce280  
A10     : 0x00000000  A11     : 0x49742400  A12     : 0x00000000  A13     : 0x3ffce360  
A14     : 0x3f4061c0  A15     : 0x0000000e  SAR     : 0x0000001e  EXCCAUSE: 0x0000001c""",
      T("ESP32"), T("MicroPython"), T("ulab"),
      source="https://github.com/micropython/micropython/issues/11498", kind="issue",
      note="ulab is the numpy-like MicroPython module built in; I2S, ADC, SD/MMC and neopixel LEDs are hardware "
           "interfaces and parts -- not labelled"),
    R(r"""Overlay Parse Error in Zephyr 4.1.0-rc2 on NUCLEO-WB55RG

Building with an overlay file (`nucleo_wb55rg.overlay`) fails with a devicetree parse error on Zephyr 4.1.0-rc2 for NUCLEO-WB55RG. Moving changes to `nucleo_wb55rg.dts` works.

**Steps to Reproduce**:
1. Set up Zephyr 4.1.0-rc2 in `C:\Users\g4hol\zephyrproject`.
2. Create `samples\My_blink\boards\nucleo_wb55rg.overlay`:
  
    /dts-v1/;
    &usart1 {
    status = "okay";
    };

4. Error: `devicetree error: parse error: expected '/' or label reference (&foo).
    Checked file with hex editor to ensure no bad characters at beginning of file. 

**Expected Behavior**:
Overlay applies without parse errors, enabling `usart1`.

**Actual Behavior**:
Build fails with parse error. Works if changes are in `boards\nucleo_wb55rg.dts`.

**Environment**:
- OS: Windows Version	10.0.26100 Build 26100
- Zephyr: 4.1.0-rc2
- West: [e.g., v1.3.0]
- Python: [e.g., 3.11.2]
- CMake: [e.g., 3.31.5]
- DTC: [e.g., 1.6.1]
- Compiler: [e.g., arm-zephyr-eabi-gcc (Zephyr SDK 0.16.8)]
- Path: `C:\Users\g4hol\zephyrproject`

**CMD window compile with error**
______________________________________________________________________
(.venv) C:\Users\g4hol\zephyrproject\zephyr\samples\My_blink>west -v build -b nucleo_wb55rg .
-- west build: generating a build system
cmake version 3.31.5 is OK; minimum version is 3.13.1""",
      T("Zephyr"), T("West"), T("CMake"), T("Windows"),
      F(r"samples\My_blink\boards\nucleo_wb55rg.overlay"), F(r"boards\nucleo_wb55rg.dts"),
      source="https://github.com/zephyrproject-rtos/zephyr/issues/87013", kind="issue",
      note="the two Windows-style relative paths kept with their backslashes; nucleo_wb55rg.overlay and "
           "nucleo_wb55rg.dts alone are bare names and C:\\ paths absolute; Python, DTC and the gcc/Zephyr SDK "
           "line are the template's unfilled examples ([e.g., ...]) -- not labelled, while West and CMake are "
           "really run in the log"),
    R(r"""Berry add_rule not triggered when classic rules are disabled

### PROBLEM DESCRIPTION
A Berry add_rule SENSOR related trigger is only fired if any classic rule is also activated (it does not affect other add_rule triggers).
Issue occurs starting with commit [3d3d63407](https://github.com/arendst/Tasmota/commit/3d3d63407) (Berry support for tele rules), the previous commit [24afc5037](https://github.com/arendst/Tasmota/commit/24afc5037) is ok.

Already confirmed (see discord berry) but issued here to keep track of it.

### REQUESTED INFORMATION

- [x] Read the [Contributing Guide and Policy](https://github.com/arendst/Tasmota/blob/development/CONTRIBUTING.md) and [the Code of Conduct](https://github.com/arendst/Tasmota/blob/development/CODE_OF_CONDUCT.md)
- [x] Searched the problem in [issues](https://github.com/arendst/Tasmota/issues)
- [x] Searched the problem in [discussions](https://github.com/arendst/Tasmota/discussions)
- [x] Searched the problem in the [docs](https://tasmota.github.io/docs/FAQ)
- [x] Searched the problem in the [chat](https://discord.gg/Ks2Kzd4)
- [x] Device used (e.g., Sonoff Basic): ESP32-D0WDQ6
- [x] Tasmota binary firmware version number used: 11.0.0.1
  - [x] Pre-compiled
  - [x] Self-compiled
- [x] Flashing tools used: VSC build in
- [ ] Provide the output of command: `Backlog Template; Module; GPIO 255`:""",
      T("Berry"), T("Tasmota"), T("ESP32"), T("VS Code"),
      source="https://github.com/arendst/Tasmota/issues/14843", kind="issue",
      note="Berry is Tasmota's scripting language; VSC (the build tool used) is Visual Studio Code; the Discord "
           "server is a chat place (a site) -- not labelled; Sonoff Basic is the template's example; "
           "CONTRIBUTING.md only inside a URL"),
    R(r"""Custom component sensor not creating sensor names

Have used esphomeyaml to program couple of ESP's. Great stuff this code generator. Saves lot of time C++ programming. Thanks to the developer(s). 

Have a peacefair PZEM-016 (device to measure voltage, current, power, energy, cos-phi, etc. ; Low cost ~10 Euro). Device has a modbus connection and got it to work on my ESP by adding C++ code directly into main.cpp.  Next step to create it into a custom sensor component with multiple output values, but no sensor entities / names are created for the various parameters.   

Seen someone else raising same question on topic. Responds was a few adjustements in python scripts, but have no clue how to implement that into my hassio environment.     

Appreciate fix or work around idea

Fixed in dev.

Tested the dev as you suggested.        
It creates a lot of compilation errors on mqtt, while the "latest" version compiles great
Dump from the compiler below

src/main.cpp: In function 'void setup()':
src/main.cpp:40:3: error: 'mqtt' has not been declared
mqtt::MQTTClientComponent *mqtt_mqttclientcomponent = App.init_mqtt("192.168.1.222", 1883, "xxx", "yyyy");
^
src/main.cpp:40:30: error: 'mqtt_mqttclientcomponent' was not declared in this scope""",
      T("ESPHome"), T("C++"), T("Modbus"), T("Python"), T("Hass.io"), T("MQTT"), F("src/main.cpp"),
      source="https://github.com/esphome/esphome/issues/403", kind="issue",
      note="esphomeyaml is ESPHome's former name; hassio is Hass.io; main.cpp alone is a bare name, "
           "src/main.cpp:40 loses its line number; the PZEM-016 meter is hardware"),
    R(r"""помогите скомпилировать для ESP32 пожалуйста

exit status 1

Ошибка компиляции для платы ESP32 Dev Module.

все таки видимо нужно взять и все установить сначала на W10 64 bit :((

Про 64 бит не знаю - вряд ли это что-то изменит. 
Я в этом тексте даже ни одной ошибки внятной не вижу...
А если попробовать с ядром 2.0.14? Я не пробовал, но вдруг...

Ошибка то не компиляции, ошибка загрузки скомпилированного бинарника в плату, похоже...

Ну вот, там среди этих ироглифов в конце то 32 то 64, видимо пишет, что версия этого есптул для 64 битного виндовса. Ладно, попробую с нуля все как надо сделать.

А почему вообще иероглифы? У меня их нет...

Ну видимо версии чего то с чем то не совпадают. Не может ide отобразить ошибку что-ли.""",
      T("ESP32"), T("Windows"), T("esptool"),
      source="https://github.com/vvip-68/GyverPanelWiFi/issues/293", kind="issue",
      note="a Russian thread; W10 is Windows 10 and есптул is esptool transliterated; the garbled console lines "
           "before exit status 1 dropped; ide (the Arduino IDE, unnamed) not labelled"),
    R(r"""`Enhancement` HTTP or MQTT control of hardware relays

### Enhancement Summary

Controling hardware relays via HTTP url or MQTT command

### Detailed Description

Currently I cannot find a way to directly command the internal relays of the nspanel. 
That would be useful for automations (turning off all lights in the house for example).

For this, it would be best to have a MQTT command or a HTTP url. I have already activated the web_server component in the esphome template but there it also does not accept the commands.

I've just tried and the [REST API](https://esphome.io/web-api/#rest-api) works just fine when using `web_server` component.

```sh
curl -X POST -d "" "http://192.168.0.123/switch/Relay%201/turn_on"
curl -X POST -d "" "http://192.168.0.123/switch/Relay%201/turn_off"
curl -X POST -d "" "http://192.168.0.123/switch/Relay%201/toggle"
```

Ok I tried that but without POST 😅
My problem is I have a Shelly which can send actions over url but there you can only specify an url, not the method.. so I guess it sends GET always 🫠

That would be nice, but I think you should request that in ESPHome repo… 😉

That's true :-D I think I will work around by creating a shelly script, where you can select also POST method for requests.""",
      T("MQTT"), T("ESPHome"), T("REST"),
      E("POST /switch/Relay%201/turn_on"), E("POST /switch/Relay%201/turn_off"), E("POST /switch/Relay%201/toggle"),
      source="https://github.com/edwardtfn/NSPanel-Easy/issues/195", kind="issue",
      note="the three curl -X POST calls go to the panel's own ESPHome web_server, written as URLs: labelled with "
           "their paths as written (%20 kept); the NSPanel and the Shelly relay are devices -- not labelled"),
    R(r"""Simple HTTP post to power on and off

Hi, I am trying to do a http post to http://esp8266fastled//power=1 or something alike to create a power switch on homebridge by using an http post.

Can you please send me in the right direction?

Hi jakesza,

I had the same issue yesterday sending a HTTP POST request to the wemos. It is not working as you write. It is not working just with the browser. You need to use a tool to create the POST request (I got the hint from a friend). Under Linux you can use curl (you need to use the IP of your device of course (under windows you could search for postman, but I did not use it so far): 

curl -d "value=1" -X POST http://192.168.178.92/power

Since I never used homebridge so far, I do not know how to set up there, but it should be similar. If you are interested, I can also explain a basic setup for Node Red, this is currently my construction side ;-).

Good luck,
Tobias

Hi Tobias. Thanks for the tips. I need to automate this because currently one has to manually on and off the eap8266webserver. I already use nodered but also cannot automate that into homekit. 

I found a plugin on homebridge that can do Http switches just need to figure out how to use it on this.

Here is the http switch

https://www.npmjs.com/package/homebridge-http-switch""",
      T("Homebridge"), T("Linux"), T("Windows"), T("Postman"), T("Node-RED"), T("HomeKit"), E("POST /power"),
      source="https://github.com/jasoncoon/esp8266-fastled-webserver/issues/162", kind="issue",
      note="curl -X POST to the board's own web server written as a URL: POST /power; //power=1 is no path "
           "with a method; curl is the everyday utility; the Wemos board is hardware; homebridge-http-switch only "
           "inside a URL"),
    R(r"""Why send back response before executing handleUpload

Hi, I made a program based on your example and my sketch rends the response before execution of handleUpload. I find this inconvenient since I may have not uploaded anything.
Here is my code:
```
  server.on("/admin.html", HTTP_POST, [](AsyncWebServerRequest * request) {
    //    Serial.println("/admin.html post");
    //    handleUpload();
    //    request->send(SPIFFS, "/admin.html");
    //  });
    AsyncWebServerResponse *response = request->beginResponse(200, "text/plain", "OK");
    response->addHeader("Connection", "close");
    request->send(response);
    //request->send(SPIFFS, "/admin.html?status=uploaded");
  }, handleUpload);
```

```
void handleUpload(AsyncWebServerRequest *request, String filename, size_t index, uint8_t *data, size_t len, bool final) {
  if (!index) {
    Serial.printf("UploadStart: %s\n", filename.c_str());
    if (!filename.startsWith("/"))
      filename = "/" + filename;
    if (SPIFFS.exists(filename)) {
      SPIFFS.remove(filename);
    }
    uploadFile = SPIFFS.open(filename, "w");
    //filename = String();
  }
  for (size_t i = 0; i < len; i++) {
    uploadFile.write(data[i]);
  }""",
      E("POST /admin.html"),
      source="https://github.com/me-no-dev/ESPAsyncWebServer/issues/288", kind="issue",
      note="server.on(\"/admin.html\", HTTP_POST, ...) is a route with its method; SPIFFS only as code "
           "identifiers (SPIFFS.exists) and the library only through its class names -- not labelled"),
    R(r"""Latest Commit: 501 error...

Hmm, pulled to latest c95ac73753769e23f1778368cf16ae41e085d424, it compiles, but on request `GET /` I get a `501 Not Implemented` error. I start the server like so:
```cpp
AsyncWebServer webserver(80);
webserver.on("/", HTTP_GET, webserver_handleRoot);
webserver.onNotFound(webserver_handleNotFound);
webserver.begin();

void webserver_handleRoot(AsyncWebServerRequest *request) { /* ... */ }
void webserver_handleNotFound(AsyncWebServerRequest *request) { /* ... */ }
```

seems fixed in commit c05f719f32c2ec8ffd61ecf973ae3ff45e526029""",
      T("C++"), E("GET /"),
      source="https://github.com/me-no-dev/ESPAsyncWebServer/issues/14", kind="issue",
      note="the root route is registered with HTTP_GET; the 501 came from a library regression while the route "
           "existed, not from a missing handler -- labelled"),
    R(r"""Syntax for POST request via REST API on PLF12 plug?

"Firmware version 2.056(f) made using ESPHome version 2023.7.1"  (BTW the latest on github is v2.052)

The documentation on the ESPhome REST API indicates that a SWITCH should have a "/turn_on" method e.g.
/switch/dehumidifier/turn_on  (also presumably /turn_off)

Copying the format from the plug via the /events page I came up with:
http://kauf-plug-xxxxxx.local/switch/kauf_plug/turn_on

From my browser this returns: {"id":"switch-kauf_plug","value":false,"state":"OFF"}
and the plug does not turn on.

Is there a list of GET and POST commands available for this Plug? I had also wanted to use:
http://kauf-plug-xxxxxx.local/sensor/kauf_plug_device_in_use
which also shows in the Events Source API but doesn't work on the REST API.

I don't want to use Home Assistant as I already have everything on node-red. If this doesn't work I might try re-flashing the plug and using Tasmota. I'd prefer to use them with the web server, straight out of the box.

Thanks in advance.

For my PLF12:

Turn on: `curl [device]/switch/kauf_plug/turn_on -X POST`
Turn off: `curl [device]/switch/kauf_plug/turn_off -X POST`

I haven't figured out anything else yet, I was struggling to figure out the `device` and `id` components before I found this post.""",
      T("ESPHome"), T("REST"), T("Home Assistant"), T("Node-RED"), T("Tasmota"),
      E("POST /switch/kauf_plug/turn_on"), E("POST /switch/kauf_plug/turn_off"),
      source="https://github.com/KaufHA/PLF12/issues/29", kind="issue",
      note="doubtful: the two curl -X POST calls reach the plug's own ESPHome web server with the host a "
           "[device] placeholder, the path written whole -- labelled like a curl to the app's own URL; the "
           "browser GETs and /switch/dehumidifier/turn_on carry no method of their own -- not labelled"),
    R(r"""Flashen funktioniert nicht

Hi!

Ich habe ein kleineres Problem beim Flashen der Firmware, es funktioniert einfach nicht. Die Seriennummer und das PCB Layout entsprechen jeweils der unterstützen Version. Ich befolge genau die Anleitungen hier im Repo und halte die Jumper-Kabel direkt an die Pins des ESP32.

Egal was ich mache, das `esptool` kann nicht mit der Seriellen Schnittstelle kommunizieren und bricht ab. Zwei verschiedene TTL-Adapter und vier verschiedene Hosts (VM, RPI und normales Linux) haben auch nichts gebracht. Hat jemand irgendwelche Tipps für mich wie ich das Teil trotzdem flashen kann?
Danke!

Hey, ich finde gerade den Beitrag nicht, aber ich meine es hätte jemand berichtet dass es bei ihm nur im Batteriebetrieb oder im Ladebetrieb (mit angestecktem USB Kabel) funktionierte.

Kannst du das mal testen?

Hi, hab beides schon probiert, hat leider nichts geklappt.

Bist im Flash Modus? Das siehst du wenn die LED dauerhaft grün leuchtet.

Hat jetzt doch endlich funktioniert mit dem Laptop eines Freundes (mit Linux und dem esptool).
Danke für die Hilfe!""",
      T("ESP32"), T("esptool"), T("Raspberry Pi"), T("Linux"),
      source="https://github.com/Schnup89/LIVY_RING_G2-Tasmota/issues/15", kind="issue",
      note="a German thread; RPI is a Raspberry Pi used as a host; the TTL adapters and the VM are generic"),
    R(r"""Could not write

I want help
Compilation succeeded, but could not write

This is Error message
```
Arduino：1.8.10 (Mac OS X), ボード："ESP32 Dev Module, Disabled, Default 4MB with spiffs (1.2MB APP/1.5MB SPIFFS), 240MHz (WiFi/BT), QIO, 80MHz, 4MB (32Mb), 115200, Verbose"
tool.py v2.6
Serial port /dev/cu.SLAB_USBtoUART
Connecting........_____....._____....._____....._____....._____....._____.....____スケッチの書き込み中にエラーが発生しました
_

A fatal error occurred: Failed to connect to ESP32: Timed out waiting for packet header
```

"ESP32 Dev Module" is selected in the procedure of the image below,
Port is "cu.SLAB_USBtoUAR"
https://github.com/Xinyuan-LilyGO/LilyGO-T-Wristband#3-precautions

Make sure your FPC terminals are not connected incorrectly

If there are still problems, please reopen the issue""",
      T("Arduino"), T("macOS"), T("ESP32"),
      source="https://github.com/Xinyuan-LilyGO/T-Wristband/issues/5", kind="issue",
      note="partly Japanese: the Arduino IDE's Japanese messages (board, upload error) kept; Arduino 1.8.10 is the "
           "IDE's version line, written without \"IDE\"; SPIFFS only in the partition scheme's name; tool.py "
           "(esptool's script, cut) not labelled; /dev/cu.SLAB_USBtoUART is an absolute device path"),
    R(r"""Need more instructions and examples

Hello @wybiral,

I'm interested in this project. But I'm also a beginner. I successfully ran the hello example, but need more of such examples.
In general instructions how to use/test the examples would be very helpful.

The post example I wrapped into the same import and starting code like with hello:
```py
import web
import uasyncio as asyncio

app = web.App(host='0.0.0.0', port=80)

@app.route('/', methods=['POST'])
async def handler(r, w):
    body = await r.read(1024)
    form = web.parse_qs(body.decode())
    name = form.get('name', 'world')
    # write http headers
    w.write(b'HTTP/1.0 200 OK\r\n')
    w.write(b'Content-Type: text/html; charset=utf-8\r\n')
    w.write(b'\r\n')
    # write page body
    w.write(b'Hello {}!'.format(name))
    # drain stream buffer
    await w.drain()

# Start event loop and create server task
loop = asyncio.get_event_loop()
loop.create_task(app.serve())
loop.run_forever()
```
The network connection is established beforehand, of course.
Now with e.g.
`curl -i -X POST -H 'Content-Type: application/json' -d '{"name": "Raul", "world": "all"}' http://192.168.178.67:80`
where the letter is my cw600's IP, I get only a `curl: (7) Failed to connect ..`

How do I test this correctly? Or is perhaps the example not set up correctly? Or is the code not working?""",
      T("Python"), E("POST /"),
      source="https://github.com/wybiral/micropython-aioweb/issues/3", kind="issue",
      note="Python from the py fence; the route '/' is declared with methods=['POST']; uasyncio only as an import "
           "and MicroPython never named -- not labelled; the curl never reaches the board"),
    R(r"""receiving [E][WebServer.cpp:633] _handleRequest(): request handler not found Asyncwebserver

I ve got a code for set ledstrip color on ESP32 with ESPALEXA_ASYNC enabled and receiving a loads of message on console:

E][WebServer.cpp:633] _handleRequest(): request handler not found

even when calling / or /api/lights

code:
https://pastebin.com/Vtv4erBd

Did you solve it? I am having the same problem. I was checking the file Espalexa.h and found this:
```#else
 #ifdef ARDUINO_ARCH_ESP32
  #include <WiFi.h>
  #include <WebServer.h> //if you get an error here please update to ESP32 arduino core 1.0.0
 #else
  #include <ESP8266WebServer.h>
  #include <ESP8266WiFi.h>
 #endif
#endif
```
I'm trying, but yet can not solve it""",
      T("ESP32"), T("ESPAsyncWebServer"), T("Espalexa"), T("Arduino"),
      source="https://github.com/Aircoookie/Espalexa/issues/190", kind="issue",
      note="Asyncwebserver is ESPAsyncWebServer; / and /api/lights get \"request handler not found\" and carry no "
           "method -- no endpoint; Espalexa.h and WebServer.cpp are bare file names; the fence's \"#else\" is no "
           "language"),
    R(r"""Unable to build

Hi,

I'm trying out to build this, but am getting a compilation error when trying to install.
I'm using an ESP-01, and am running ESPHome 2023.10.13.

```
In file included from src/esphome.h:13,
                 from src/main.cpp:3:
src/esphome/components/cn105/cn105.h:23:51: error: 'esphome::sensor' has not been declared
   23 |     void set_compressor_frequency_sensor(esphome::sensor::Sensor* compressor_frequency_sensor);
      |                                                   ^~~~~~
src/esphome/components/cn105/cn105.h:23:65: error: expected ',' or '...' before '*' token
   23 |     void set_compressor_frequency_sensor(esphome::sensor::Sensor* compressor_frequency_sensor);
      |                                                                 ^
src/esphome/components/cn105/cn105.h:34:5: error: 'sensor' does not name a type
   34 |     sensor::Sensor* compressor_frequency_sensor_ =
      |     ^~~~~~
```

My yaml looks a bit like this:
```
external_components:
  - source: github://echavet/MitsubishiCN105ESPHome
 
uart:
  id: HP_UART
  baud_rate: 2400
  tx_pin: 1
  rx_pin: 3

climate:
  - platform: cn105  # remplis avec la plateforme de ton choix
    name: ${friendly_name}
    id: "study_ac"    
    update_interval: 4s         # shouldn't be less than 1 second""",
      T("ESPHome"), F("src/esphome.h"), F("src/main.cpp"), F("src/esphome/components/cn105/cn105.h"),
      source="https://github.com/echavet/MitsubishiCN105ESPHome/issues/17", kind="issue",
      note="the compiler's include trail gives three relative paths (line and column numbers dropped); the "
           "ESP-01 is the board; github://echavet/... is the external component's URL"),
    R(r"""sensor.h - No such file or directory

Hi all,
I tried compiling the ESPHome code in different ESPHome versions - my current version is 2026.5.0, but I keep getting errors. Does anyone have the same problem?

`In file included from src/esphome/components/gecko_spa/gecko_spa.cpp:1:
src/esphome/components/gecko_spa/gecko_spa.h:14:10: fatal error: esphome/components/sensor/sensor.h: No such file or directory
   14 | #include "esphome/components/sensor/sensor.h"
      |          ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
compilation terminated.
*** [.pioenvs/spa-controller/src/esphome/components/gecko_spa/gecko_spa.cpp.o] Error 1`""",
      T("ESPHome"), F("src/esphome/components/gecko_spa/gecko_spa.cpp"),
      F("src/esphome/components/gecko_spa/gecko_spa.h"), F("esphome/components/sensor/sensor.h"),
      F(".pioenvs/spa-controller/src/esphome/components/gecko_spa/gecko_spa.cpp.o"),
      source="https://github.com/zteifel/esphome-gecko/issues/19", kind="issue",
      note="the missing include is written with its .h extension, a relative path -- labelled; the PlatformIO "
           "build's object file under .pioenvs/ is a relative path too; sensor.h in the title is a bare name"),
    R(r"""Android App crashes after building it with eas

### Description

The project works fine on expo go app,
but when building up the project to an apk using eas and installing that apk and running it the app crashes,
commenting the part that includes the navigator would make the app stop crashing.

### Steps to reproduce

1. build the project to an apk
2. install the apk on an android device
3. run the app

### Snack or a link to a repository

https://github.com/MahmoudBahar/BENUD

### Screens version

3.32.0

### React Native version

0.74.3

### Platforms

Android

### JavaScript runtime

None

### Workflow

None

### Architecture

None

### Build type

None

### Device

None

### Acknowledgements

Yes""",
      T("Android"), T("EAS"), T("Expo Go"), T("React Native"),
      source="https://github.com/software-mansion/react-native-screens/issues/2236", kind="issue",
      note="\"Screens version\" is the library's own template field (react-native-screens, never written out); "
           "Snack and JavaScript only as template headings answered with a link or None -- not labelled"),
    R(r"""bug: Cannot fing 'getConfig' in scope (iOS)

**Plugin version:**

   "@capawesome/capacitor-badge": "^2.0.2",

**Platform(s):**

ios

**Current behavior:**

While building iOS version I got this error "Cannot fing 'getConfig' in scope" 
in this method

private func badgeConfig() -> BadgeConfig {
    var config = BadgeConfig()
    config.persist = getConfig().getBoolean("persist", config.persist)
    config.autoClear = getConfig().getBoolean("autoClear", config.autoClear)
    return config
  }

**Expected behavior:**

**Steps to reproduce:**

**Related code:**

```
insert short code snippets here
```

**Other information:**

**Capacitor doctor:**

```
insert the output from `npx cap doctor` here
```

Thank you for your request.
Please provide a Minimal, Reproducible Example (see [How to create a Minimal, Reproducible Example](https://stackoverflow.com/help/minimal-reproducible-example)) in a public GitHub repository so I can debug the issue.""",
      T("iOS"), T("Capacitor"),
      source="https://github.com/capawesome-team/capacitor-badge/issues/49", kind="issue",
      note="the unfenced Swift method is never called Swift -- not labelled; @capawesome/capacitor-badge is a "
           "package name; Stack Overflow only inside a URL"),
    R(r"""No such module 'shared' in iOS app

I started getting No such module 'shared' in iOS app. Any solution for this?

@anjalisoni77 Check if Android Studio is update, and make sure compose mulitplatform plugin is installed. also you can run iosApp on xCode easily""",
      T("iOS"), T("Android Studio"), T("Compose Multiplatform"), T("Xcode"),
      source="https://github.com/razaghimahdi/Shopping-By-KMP/issues/34", kind="issue",
      note="\"compose mulitplatform\" (sic) is Compose Multiplatform; xCode is Xcode"),
    R(r"""iOS build failed

Hello, thanks for sharing your project! 

I just did a try to build it ad see some issues with that. For Android everything works perfectly. But for iOS I have some issues with that. Actually I am an Android developer so maybe I am missing something. This is what I have: 

Seems like in my iOS project it does not see the shared module. Maybe I miss some command for linking the module to the iOS? 

Thanks in advanced.

Hi Vladislav,

Try execute "./gradlew :shared:podInstall" before build & run iOS project.

Regards

Unfortunatelly did not help: 

```
./gradlew :shared:podInstall

> Configure project :androidApp
ComposeOptions.kotlinCompilerVersion is deprecated. Compose now uses the kotlin compiler defined in your buildscript.

> Configure project :shared
Kotlin Multiplatform Projects are an Alpha feature. See: https://kotlinlang.org/docs/reference/evolution/components-stability.html. To hide this message, add 'kotlin.mpp.stability.nowarn=true' to the Gradle properties.""",
      T("iOS"), T("Android"), T("Kotlin Multiplatform"), T("Kotlin"), T("Gradle"),
      source="https://github.com/daniaviladomingo/kmm/issues/2", kind="issue",
      note="\"Compose\" here is Jetpack Compose, but the lexicon gives that bare word to Docker Compose -- left "
           "out; ./gradlew is the Gradle wrapper script; podInstall is a task name"),
    R(r"""iOS build getting failed after adding dependency

After adding dependency "com.russhwolf:multiplatform-settings-no-arg:1.0.0" android build runs fine but iOS build is getting failed due to "shared" module's classes are not found in iOS-app codebase. If I remove the dependency everything runs fine. 

Using kotlin version: 1.7.21
POD file 
target 'iosApp' do
  use_frameworks!
  platform :ios, '14.1'
  pod 'shared', :path => '../shared'
  pod 'GoogleMaps', '7.2.0' 
end

Version 1.0.0 of the library was built with Kotlin 1.8, so it might not work from Kotlin 1.7.20. Try upgrading your Kotlin version, or if you can't, you might be able to use 1.0.0-RC instead.

Thanks @russhwolf  it is solved now.""",
      T("iOS"), T("Android"), T("Kotlin"),
      source="https://github.com/russhwolf/multiplatform-settings/issues/145", kind="issue",
      note="the library only as a Maven coordinate and the Google Maps SDK only as the pod name 'GoogleMaps' -- "
           "not labelled; the POD file (a Podfile) names no CocoaPods; '../shared' is a folder"),
    R(r"""Bug: NavigationStack(path:) is iOS 17+ but deployment target is 16.0

## Summary

`NavigationStack(path:)` is only available on iOS 17+, but the app's deployment target is iOS 16.0. This will crash on iOS 16 devices.

## Location

- `iosApp/iosApp/Features/Collections/CollectionsScreen.swift:17`
- `iosApp/iosApp/Features/Collections/CollectionDetailScreen.swift:22`
- `iosApp/iosApp/Features/Search/ModelSearchScreen.swift:32`

## Details

```swift
NavigationStack(path: $navigationPath) {
    // ...
}
```

`NavigationStack(path:)` with a `NavigationPath` binding was introduced in iOS 16.0, but `NavigationPath` binding support with typed navigation is iOS 16+ while the `path:` initializer in certain forms requires iOS 17. Needs verification of exact availability.

## Impact

App may crash or behave incorrectly on iOS 16 devices, which are still within the supported range per the deployment target.

## Suggested Fix

1. Verify exact iOS availability of the `NavigationStack(path:)` initializer used
2. Either guard with `@available(iOS 17, *)` and provide a fallback, or refactor to use a pattern compatible with iOS 16.0""",
      T("iOS"), T("Swift"),
      F("iosApp/iosApp/Features/Collections/CollectionsScreen.swift"),
      F("iosApp/iosApp/Features/Collections/CollectionDetailScreen.swift"),
      F("iosApp/iosApp/Features/Search/ModelSearchScreen.swift"),
      source="https://github.com/rioX432/CivitDeck/issues/350", kind="issue",
      note="Swift from the code fence; NavigationStack is a SwiftUI view but SwiftUI is never written -- not "
           "labelled; the three locations lose their :N line numbers"),
    R(r"""Fixing iOS 16 crashes by switching to NavigationStack

We have been seeing crashes on iOS 16 that have a stack trace like this:

- 0: SwiftUI: UIKitNavigationBridge.containingNavControllerFromLastAttemptedPop.getter
- 1: SwiftUI: UIKitNavigationBridge.containingNavControllerFromLastAttemptedPop.getter
- 2: SwiftUI: UIKitNavigationBridge.isInTransientPop.getter
- 3: SwiftUI: UIHostingController.resolveRequiredBridges(in:allowedActions:)
- 4: SwiftUI: UIHostingController.didMove(toParent:)
- 5: SwiftUI: objc UIHostingController.didMove(toParent:)
- 6: UIKitCore: -[UIViewController removeChildViewController:notifyDidMove:]
- 7: UIKitCore: -[UINavigationController removeChildViewController:notifyDidMove:]
- 8: UIKitCore: -[UIViewController dealloc]
- 9: UIKitCore: -[UINavigationController viewDidDisappear:]

The crash has affected dozens of different devices, but exclusively those running iOS 16 (all known versions including 16.0, 16.1, 16.2)

I've been able to reproduce the crash on my own devices. (Restore a wallet, and crash occurs as UI transitions from IntroductionView to MainView)

In researching the issue ([1](https://developer.apple.com/forums/thread/716310)), the most reliable solution is to replace all instances of NavigationView with a NavigationStack. But since NavigationStack is iOS 16 only, we had to jump thru some hoops.""",
      T("iOS"), T("SwiftUI"),
      source="https://github.com/ACINQ/phoenix/pull/333", kind="issue",
      note="SwiftUI is the framework every frame names; UIKitCore is a binary in the frames, UIKit never written "
           "as a word -- not labelled"),
    R(r"""[BUG]: flutter build ios failure

**Describe the bug**  
I'm trying the repo, and got failure during build.

**To Reproduce**  
Steps to reproduce the behavior:
1. Clone the repo
2. Run "flutter build ios", and get below result

```
$ flutter build ios
Building dev.themisha.catty for device (ios-release)...
Automatically signing iOS for device deployment using specified development team in Xcode project: M45UPH845C
Running Xcode build...                                          
Xcode build done.                                           28.2s
Failed to build iOS app
Error (Xcode): lib/src/feature/initialization/model/initialization_progress.dart:9:6: Error: Error when reading 'lib/src/feature/initialization/model/initialization_progress.freezed.dart': No such file or
directory

Encountered error while building for device.
```

**Expected behavior**  
Build is success

**Environment (please complete the following information):**
- [ ] OS: IOS""",
      T("Flutter"), T("iOS"), T("Xcode"),
      F("lib/src/feature/initialization/model/initialization_progress.dart"),
      F("lib/src/feature/initialization/model/initialization_progress.freezed.dart"),
      source="https://github.com/hawkkiller/catty/issues/14", kind="issue",
      note="the missing .freezed.dart is freezed's generated part, but the generator is never named -- not "
           "labelled; dev.themisha.catty is a bundle id"),
    R(r"""Crash when going to C103, then back to C104 when the app is first installed then launched

> Layout requested for visible navigation bar,, when the top item belongs to a different navigation bar.

```
*** Assertion failure in -[SwiftUI.UIKitNavigationBar layoutSubviews], UINavigationBar.m:3856
*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Layout requested for visible navigation bar, <SwiftUI.UIKitNavigationBar: 0x167288fc0; baseClass = UINavigationBar; frame = (0 20; 375 44); opaque = NO; autoresize = W; layer = <CALayer: 0x60000863c400>> delegate=0x163462a00, when the top item belongs to a different navigation bar. topItem = <UINavigationItem: 0x1295fc460> title='マイコミケ' titleView=0x16325e600 style=navigator leftItemsSupplementBackButton largeTitleDisplayMode=never standardAppearance=0x600006889380 scrollEdgeAppearance=0x6000068892c0 compactAppearance=0x600006889320 compactScrollEdgeAppearance=0x600006889a40, navigation bar = <SwiftUI.UIKitNavigationBar: 0x1698d32e0; baseClass = UINavigationBar; frame = (0 20; 375 44); opaque = NO; autoresize = W; layer = <CALayer: 0x6000087be4a0>> delegate=0x17083c000, possibly from a client attempt to nest wrapped navigation controllers.'
*** First throw call stack:""",
      source="https://github.com/katagaki/CirclesApp/issues/37", kind="issue",
      note="SwiftUI only in the dotted class name SwiftUI.UIKitNavigationBar and UINavigationBar.m a bare file "
           "name; C103/C104 are Comiket events -- nothing labelled (a Japanese title string in the log)"),
    R(r"""fix(desktop): regenerate Wails bindings -> green Frontend build CI

The recurring red **Frontend build** CI check was `vite build` failing with `"PushWLANToBox" is not exported by "wailsjs/go/main/App.js"`. `frontend/src/api.js` imports Go `App` methods (PushWLANToBox + setup-AP/library calls) whose generated wailsjs bindings were never regenerated and committed after the Go methods were added.

The **release** was never affected (`wails build` regenerates bindings during the build), but every PR inherited the red check. Ran `wails generate module`; `App.js` / `App.d.ts` / `models.ts` now export the missing bindings and `npm run build` passes locally.

🤖 Generated with [Claude Code](https://claude.com/claude-code)""",
      T("Wails"), T("Vite"), T("Go"), T("npm"), T("Claude Code"),
      F("wailsjs/go/main/App.js"), F("frontend/src/api.js"),
      source="https://github.com/JRpersonal/streborn/pull/100", kind="issue",
      note="App.js, App.d.ts and models.ts are bare file names; Claude Code named in the trailer's link text"),
    R(r"""🐛 fix(build): 修复干净环境 Wails 构建失败

## 背景

干净仓库中不存在被 Git 忽略的 `frontend/dist.zip`。Wails 在执行前端构建前先生成 bindings，导致 `assets_prod.go` 的 `go:embed` 直接报错，Linux 用户无法执行普通 `wails build`。

Closes #1244

## 变更点

- 在 Wails pre-build hook 中仅当 `frontend/dist.zip` 缺失时复制仓库内的 `tools/stub-dist.zip`，使 bindings 可以生成。
- 在 post-build hook 中校验最终资源不能仍是 stub；若使用 `-s` 跳过前端且没有真实资源，则删除无效二进制并明确失败，避免生成可启动但只有占位页的坏包。

## 影响范围

- 影响 Windows、Linux、macOS 的本地 Wails 生产构建入口。
- 不修改应用运行逻辑，也不会覆盖已生成的真实 `frontend/dist.zip`。
- 现有 CI 在准备真实前端资源后执行 `-s -skipbindings` 的路径保持不变。

## 验证

- Wails CLI `v2.15.0`：干净临时 clone、初始无 `frontend/dist.zip`，完整 `wails build` 成功。
- 缺少真实资源时执行 `wails build -s`：退出码为 1，且无效二进制被删除。
- 已有真实资源时执行 `wails build -s -skipbindings`：构建成功。
- WSL Ubuntu：pre/post hook 的 stub 失败路径和真实资源成功路径均验证通过。""",
      T("Wails"), T("Git"), T("Linux"), T("Windows"), T("macOS"), T("Windows Subsystem for Linux"), T("Ubuntu"),
      F("frontend/dist.zip"), F("tools/stub-dist.zip"),
      source="https://github.com/Syngnat/GoNavi/pull/1245", kind="issue",
      note="a Chinese pull request; WSL is the Windows Subsystem for Linux; assets_prod.go is a bare file name "
           "and go:embed a directive -- Go itself not labelled"),
    R(r"""[BUG]前端无法编译，编译报错

F:\rediscode\tiny-rdm-main\frontend>cnpm run build

> frontend@0.0.0 build
> vite build

vite v5.4.0 building for production...
✓ 100 modules transformed.
x Build failed in 1.50s
error during build:
[vite:load-fallback] Could not load /F:/rediscode/tiny-rdm-main/frontend/wailsjs/runtime/runtime.js (imported by src/App.vue): ENOENT: no such file or directory, open 'F:\F:\rediscode\tiny-rdm-main\frontend\wailsjs\runtime\runtime.js'

参看仓库首页README，你这个还没生成go->js的函数绑定文件

啥绑定文件，你readme没有写啊

`wails dev`
wails就会自动生成

我试试

太久没回复，这个问题先关闭了，如果还有问题可以继续在这里留言""",
      T("Vite"), T("cnpm"), T("Wails"), F("src/App.vue"),
      source="https://github.com/tiny-craft/tiny-rdm/issues/329", kind="issue",
      note="a Chinese thread; the repeated Error: line of the log trimmed; cnpm is the npm mirror's client; the "
           "runtime.js paths are absolute (/F:/..., F:\\...); README is a bare name"),
    R(r"""ci(release): retry the Tauri build to survive transient bundler downloads

## 背景
v0.1.8 的 Release 里 **Windows 构建失败**,卡在 Tauri 打 NSIS 安装包时——它会临时从 GitHub 下载 `nsis-3.11.zip` 工具链,这次撞上 **HTTP 504**:

```
Info Verifying NSIS package
Downloading https://github.com/tauri-apps/binary-releases/.../nsis-3.11.zip
failed to bundle project `http status: 504`
```

Rust 编译和 macOS 全程都成功,纯属下载工具链时的瞬时 CDN 抖动。当时靠手动 `gh run rerun --failed` 才发出去。

## 改动
把 `Build (Tauri, unsigned)` 步骤包一层 **3 次重试 + 退避**,这样瞬时下载失败不会再让整条 release 挂掉:
- 加 `shell: bash`,让重试循环在 Windows runner 上也能跑(默认是 pwsh)。
- 成功即 `exit 0`;失败打印 `::warning::` 后等 20s 重试;3 次都失败才 `::error::` 退出。
- cargo 产物有缓存,重试基本只重跑打包步骤,几乎不增加成功路径的耗时。

不影响成功路径(首次成功就直接退出),也不改签名/公证等后续步骤。

🤖 Generated with [Claude Code](https://claude.com/claude-code)""",
      T("Tauri"), T("Windows"), T("NSIS"), T("Rust"), T("macOS"), T("Bash"), T("PowerShell"), T("Cargo"),
      T("Claude Code"),
      source="https://github.com/Wangnov/Codex-App-Manager/pull/18", kind="issue",
      note="a Chinese pull request; Bash from the workflow's shell: bash, PowerShell from pwsh; GitHub as the "
           "download site and gh (GitHub CLI, only as the command gh run rerun) -- not labelled; the "
           "::warning:: lines imply GitHub Actions, never named"),
    R(r"""[HELP] Can't get Hello World to work on macOS Monterey 12.51

I'm following the Hello World tutorial here:

https://gtk-rs.org/gtk4-rs/stable/latest/book/hello_world.html

But no window is displayed when I do `cargo run`--instead I get these warnings:
```
~/rust_programs/gtk-app1% cargo run   
warning: unused import: `glib`
 --> src/main.rs:2:11
  |
2 | use gtk::{glib, Application, ApplicationWindow};
  |           ^^^^
  |
  = note: `#[warn(unused_imports)]` on by default

warning: `gtk-app1` (bin "gtk-app1") generated 1 warning (run `cargo fix --bin "gtk-app1"` to apply 1 suggestion)
    Finished dev [unoptimized + debuginfo] target(s) in 0.13s
     Running `target/debug/gtk-app1`

(gtk-app1:26426): Gdk-WARNING **: 15:24:37.097: No such backend: *

(gtk-app1:26426): Gtk-WARNING **: 15:24:37.097: Failed to open display
~/rust_programs/gtk-app1% 
```

Here's my `main.rs`:

```
use gtk::prelude::*;
use gtk::{glib, Application, ApplicationWindow};

const APP_ID: &str = "org.gtk_rs.HelloWorld";

fn main() {
    //Create new application:
    let app = Application::builder().application_id(APP_ID).build();

    //Connect to "activate" signal of "app":
    app.connect_activate(build_ui);
    //Run application:
    app.run();
}

fn build_ui(app: &Application) {
    //Create a window and set title:
    let window = ApplicationWindow::builder()
        .application(app)
        .title("My GTK App")""",
      T("macOS"), T("Cargo"), T("GTK"), F("src/main.rs"),
      source="https://github.com/gtk-rs/gtk4-rs/issues/1395", kind="issue",
      note="gtk-rs and the book only inside a URL and org.gtk_rs dotted; Rust never written as a word (a folder "
           "rust_programs); target/debug/gtk-app1 is a built binary with no extension -- not labelled; main.rs "
           "alone is a bare name"),
    R(r"""GTK4: Gtk-CRITICAL Warning for GTK CSS Node Insert After

### Describe the bug
When running gaphor in GTK4, I am getting a GTK Critical error for `gtk_css_node_insert_after`:

`Gtk-CRITICAL **: 16:05:13.330: gtk_css_node_insert_after: assertion 'previous_sibling == NULL || previous_sibling->parent == parent' failed`

### To Reproduce
Steps to reproduce the behavior:
1. Create or open a model
2. See Gtk-CRITICAL warning

### Expected behavior
No warning

### Screenshots
If applicable, add screenshots to help explain your problem.

### OS
- [X] Linux (Please put in notes the specific distro)
- [ ] macOS
- [ ] Windows

### Version
Version of Gaphor: latest main with GTK4

### Additional information
It looks like the GTK code for this is located here: https://github.com/GNOME/gtk/blob/main/gtk/gtkcssnode.c#L820

Should we use [Adw.Application](https://gnome.pages.gitlab.gnome.org/libadwaita/doc/1-latest/class.Application.html) to initialize the app?

I can trigger this warning by editing a value in a `Gtk.TreeView` (the GTK3 tree structure). Also the edit boxes are misplaced.

GTK issue:
https://gitlab.gnome.org/GNOME/gtk/-/issues/3561
https://gitlab.gnome.org/GNOME/gtk/-/issues/3585

This seems to be fixed now in the latest main version :+1:""",
      T("GTK"), T("Gaphor"), T("Linux"),
      source="https://github.com/gaphor/gaphor/issues/1631", kind="issue",
      note="macOS and Windows are the template's unticked boxes -- not labelled; libadwaita only inside a URL and "
           "Adw.Application dotted; GTK's CSS nodes are GTK internals, CSS not labelled"),
    R(r"""[Master] - Building fails with Qt 6.10

The current master fails to build with Qt 6.10:

```
CMake Error at CMakeLists.txt:124 (target_link_libraries):
[   23s]   Target "crystal-dock_lib" links to:
[   23s] 
[   23s]     Qt6::GuiPrivate
[   23s] 
[   23s]   but the target was not found.  Possible reasons include:
[   23s] 
[   23s]     * There is a typo in the target name.
[   23s]     * A find_package call is missing for an IMPORTED target.
[   23s]     * An ALIAS target is missing.
[   23s] 
[   23s] 
[   23s] 
[   23s] CMake Error at CMakeLists.txt:127 (target_link_libraries):
[   23s]   Target "crystal-dock" links to:
[   23s] 
[   23s]     Qt6::GuiPrivate
[   23s] 
[   23s]   but the target was not found.  Possible reasons include:
[   23s] 
[   23s]     * There is a typo in the target name.
[   23s]     * A find_package call is missing for an IMPORTED target.
[   23s]     * An ALIAS target is missing.""",
      T("Qt"), T("CMake"),
      source="https://github.com/dangvd/crystal-dock/issues/186", kind="issue",
      note="CMakeLists.txt is a bare file name (its :N dropped would leave it bare); crystal-dock is the project "
           "itself"),
    R(r"""[BUG] fatal qml error

**Description**
As of commit [659b865] (Add support to build against Qt6)  `projecteur` crashes and issues a qml error as follows:

```
[2021-09-30T15:02:01.069][inf][projecteur.virtualdevice] Created uinput device: /sys/devices/virtual/input/input27
[2021-09-30T15:02:02.636][err][projecteur.mainapp] Overlay window error. ; Qml component has status '3'. Exiting.
[2021-09-30T15:02:02.636][err][projecteur.mainapp] qrc:/main.qml:78:45: Unexpected token `>'
[2021-09-30T15:02:02.636][err][projecteur.mainapp] qrc:/main.qml:80:24: Expected token `:'
[2021-09-30T15:02:02.636][err][projecteur.mainapp] qrc:/main.qml:80:61: Expected token `}'
```

**Desktop/Linux Environment (please complete the following information):**
 - Linux Distribution and Version: Devuan beowulf 3.1
 - Desktop/Window Manager and Version: awesome-wm + compton
 - Did you built _Projecteur_ yourself?: yes, but I also tried the packaged version.
 - What is the output of `projecteur -f` ?:
 ```
Projecteur 1.0-alpha.107
  - git-branch: develop
  - git-hash: 69d7eb59fb9ab8ad7a5599ac5979ea2f663ec1e3
  - compiler: GNU 8.3.0
  - build-type: Release
  - qt-version: (build: 5.11.3, runtime: 5.11.3)
  - device-scan: (errors: 0, devices: 0 [readable: 0, writable: 0])
```""",
      T("Qt"), T("Qt Quick"), T("Linux"), T("Devuan"), T("awesome"), T("compton"),
      source="https://github.com/jahnf/Projecteur/issues/166", kind="issue",
      note="qml is Qt Quick's language (the lexicon's spelling); awesome-wm is the awesome window manager; "
           "qrc:/main.qml is a Qt resource URL, not a file path; the GNU 8.3.0 compiler (GCC, never so "
           "written) not labelled; Projecteur is the app itself"),
    R(r"""update Tauri bundle identifier to avoid macOS .app conflict & future signing issues

### Problem

The current Tauri configuration uses `com.bytetable.app` as the bundle identifier. Tauri throws the following warning during builds/dev mode:

```text
Warn The bundle identifier "com.bytetable.app" set in "tauri.conf.json" identifier ends with .app. This is not recommended because it conflicts with the application bundle extension on macOS

```

On macOS, `.app` is the reserved file extension for application directories (bundles). Using it at the end of a reverse-DNS bundle identifier string can confuse the OS and cause issues with code signing, notarization, or deep-linking down the road.

### Proposed Solution

Update the `identifier` field in `src-tauri/tauri.conf.json` to use a non-conflicting suffix, such as `.desktop` or just the app name itself.

**File to modify:** `src-tauri/tauri.conf.json`

```json
"tauri": {
  "bundle": {
    - "identifier": "com.bytetable.app"
    + "identifier": "com.bytetable.desktop"
  }
}

```

### Severity
Better if done ASAP as if it gets massive user bases, then it would be more problematic..""",
      T("Tauri"), T("macOS"), F("src-tauri/tauri.conf.json"),
      source="https://github.com/Rezwanul-Haque/byteTable/issues/13", kind="issue",
      note="the json fence is a data format; tauri.conf.json alone is a bare name; com.bytetable.app a bundle id"),
    R(r"""fix: add missing app icon to tauri.conf.json for macOS bundle

The icon array was empty, causing Tauri to fail when building the macOS
.app bundle and .dmg — both require at least one icon. Wire up the
existing icons/icon.png that was already in the repository.

https://claude.ai/code/session_01G3PTKR7KFzME85GqE28TcF""",
      T("Tauri"), T("macOS"), F("icons/icon.png"),
      source="https://github.com/HuxleyMc/Steam-Spotify/pull/18", kind="issue",
      note="Claude only inside the session URL -- not labelled; tauri.conf.json is a bare name"),
    R(r"""fix(build): add platform-specific icons for macOS/Windows bundling

## Summary

The CI `build-binaries` workflow fails at the macOS DMG bundling step with:
```
failed to bundle project Failed to create app icon: `No matching IconType`
```

Tauri's bundler determines icon format by file extension (`.icns` → macOS, `.ico` → Windows, `.png` → Linux). The config previously referenced only a raw `../assets/logo.png`, which doesn't match the macOS `IconType::Icns` variant.

**Fix:** Generated all required platform-specific icon formats from the existing 1024×1024 `logo.png` using `cargo tauri icon`, and updated `tauri.conf.json` to reference them.

Also renamed the bundle identifier from `com.claudette.app` → `com.claudette.desktop` to eliminate the warning about the `.app` suffix conflicting with the macOS bundle extension.

## Test Steps

1. Trigger the `build-binaries` workflow on this branch — verify the macOS DMG bundle step succeeds without the "No matching IconType" error
2. Verify the bundled `.app` contains the correct icon in its `Contents/Resources/` directory
3. Confirm no `.app` identifier warning appears in the build log

## Checklist

- [x] Icons generated from source `assets/logo.png` (no manual pixel editing)
- [ ] CI build passes on macOS targets""",
      T("Tauri"), T("macOS"), T("Windows"), T("Linux"), T("Cargo"),
      F("../assets/logo.png"), F("assets/logo.png"),
      source="https://github.com/utensils/claudette/pull/129", kind="issue",
      note="the ../ prefix kept as written; Contents/Resources/ is a folder; logo.png and tauri.conf.json bare "
           "names; Cargo from cargo tauri icon; the bot's review thread dropped"),
    R(r"""PATCHing over protected search returned 200

System should not allow a user to edit via PATCH to `/core/saved_search/uuid/` for an entity with `protected:true`.

shown below: I was able to change the name to 'stack tracesz'

Small update to client handling of error message.

@joraldaz we use Django Rest Framework for the API.  When a user calls PUT, PATCH or DELETE on the /core/saved_search/{uuid}/` API endpoint, they should get a HTTP 403 error back if the `protected` field in the model is `True`.
  
In `goldstone/core/views.py` there is a class called SavedSearchViewSet that handles all of this.  To address this ticket, you override the appropriate methods from ModelViewSet and do a check of the `protected` field before performing the requested action.""",
      T("Django REST framework"),
      E("PUT /core/saved_search/{uuid}/"), E("PATCH /core/saved_search/{uuid}/"),
      E("DELETE /core/saved_search/{uuid}/"), F("goldstone/core/views.py"),
      source="https://github.com/Solinea/goldstone-server/issues/291", kind="issue",
      note="the three methods on the viewset's detail route, written with its {uuid} parameter; the opening's "
           "/core/saved_search/uuid/ is the same route with the parameter spelled out -- not labelled twice; "
           "screenshots dropped"),
    R(r"""Backend user routes

Apologies for the mess of a PR - at some point the `/dist` directory snuck into my git commits so deleting them takes up a ton of the files changed.

I rebuilt the user routes to get a feel for how NestJS works. They are now connected to our postgres db, and you can perform all CRUD operations on /api/users. I did not alter existing Auth routes, but will be doing so next to implement bcrypt encryption. Made minor change to test files to prevent failure, but they will eventually need a mock of TypeORM's import in the service files.

To test: 

- Create a user in db (doesn't require authentication) 
 ```
curl --request POST \
  --url http://localhost:3001/api/users \
  --header 'Content-Type: application/json' \
  --data '{
	"first_name": "TestFirst",
	"last_name": "TestLast",
	"email": "test@test.com",
	"password": "testpassword"
	}'
```
returns `{"first_name":"TestFirst","last_name":"TestLast","email":"test@test.com","password":"testpassword","id":1}`

- Get users without auth token should fail 
```
curl --request GET \
  --url http://localhost:3001/api/users 
```
returns `{"statusCode":401,"message":"Unauthorized"}`

- Login to get access token
```
curl --request POST \
  --url http://localhost:3001/api/auth/login \
  --header 'Content-Type: application/json' \
  --data '{
	"username": "TestFirst",
	"password": "TestPass"
}'
```""",
      T("Git"), T("NestJS"), T("PostgreSQL"), T("bcrypt"), T("TypeORM"),
      E("POST /api/users"), E("GET /api/users"), E("POST /api/auth/login"),
      source="https://github.com/Nonprofit-Exchange-Hub/web-app/pull/24", kind="issue",
      note="curl --request METHOD --url to the app's own server: the GET answered 401 by the app's guard still "
           "counts; \"all CRUD operations on /api/users\" gives no single method; /dist is a folder"),
    R(r"""Docker-compose configuraations

```bash
ntice-rocket-1   | [Nest] 86  - 09/22/2023, 10:43:00 PM     LOG [RouterExplorer] Mapped {/action, POST} route +1ms
ntice-rocket-1   | [Nest] 86  - 09/22/2023, 10:43:00 PM     LOG [RoutesResolver] TableActionsController {/}: +0ms
ntice-rocket-1   | [Nest] 86  - 09/22/2023, 10:43:00 PM     LOG [RouterExplorer] Mapped {/table/actions/:slug, GET} route +1ms
ntice-rocket-1   | [Nest] 86  - 09/22/2023, 10:43:00 PM     LOG [RouterExplorer] Mapped {/table/action/:slug, GET} route +1ms
ntice-rocket-1   | [Nest] 86  - 09/22/2023, 10:43:00 PM     LOG [RouterExplorer] Mapped {/table/action/:slug, POST} route +0ms
ntice-rocket-1   | [Nest] 86  - 09/22/2023, 10:43:00 PM     LOG [RouterExplorer] Mapped {/table/action/:slug, PUT} route +1ms
ntice-rocket-1   | [Nest] 86  - 09/22/2023, 10:43:00 PM     LOG [RouterExplorer] Mapped {/table/action/:slug, DELETE} route +1ms
ntice-rocket-1   | [Nest] 86  - 09/22/2023, 10:43:00 PM     LOG [RouterExplorer] Mapped {/table/action/activate/:slug, POST} route +0ms
ntice-rocket-1   | [Nest] 86  - 09/22/2023, 10:43:00 PM     LOG [RouterExplorer] Mapped {/table/actions/activate/:slug, POST} route +0ms
ntice-rocket-1   | [Nest] 86  - 09/22/2023, 10:43:00 PM     LOG [RoutesResolver] StripeWebhookController {/}: +1ms""",
      T("Docker Compose"), T("NestJS"),
      E("POST /action"), E("GET /table/actions/:slug"), E("GET /table/action/:slug"), E("POST /table/action/:slug"),
      E("PUT /table/action/:slug"), E("DELETE /table/action/:slug"), E("POST /table/action/activate/:slug"),
      E("POST /table/actions/activate/:slug"),
      source="https://github.com/rocket-admin/rocketadmin/issues/394", kind="issue",
      note="the body opens mid-log (the stored copy starts there); Nest's RouterExplorer prints each route's full "
           "path with its method; StripeWebhookController is a class name, its route cut off -- Stripe not "
           "labelled"),
    R(r"""Allowing only certain fields to be updated via patch

server/opendp_apps/dataset/views.py:23
```diff
@@ -18,7 +19,18 @@ def get_queryset(self):
         return self.queryset.filter(creator=self.request.user)
 
 
-class DepositorSetup(BaseModelViewSet):
+class DepositorSetupViewSet(BaseModelViewSet):
```
- List endpint:
  - Doesn't have any auth associated with it
    - e.g. http://127.0.0.1:8000/api/deposit/ - shows all objects even if not logged in
  - Check that the user making the request is the DataSet's creator or superuser

- Update endpoint:
  - Check that the user making the request is the DataSet's creator (superuser doesn't have privileges)

Auth permissions are handled in #199, and new permissions class checks that the user is the creator when attempting to modify an individual DataSet

looks good!""",
      F("server/opendp_apps/dataset/views.py"),
      source="https://github.com/opendp/dpcreator/pull/196", kind="issue",
      note="a review thread's file header (its :23 dropped); the list endpoint's URL has no method and the "
           "update endpoint no path -- no endpoint; the viewset is DRF's but no framework is named"),
    R(r"""Add command to list routes

```
$ wp mantle route:list
+----------+------------+--------------------+----------------------------------------------+------------+
| method   | url        | name               | action                                       | middleware |
+----------+------------+--------------------+----------------------------------------------+------------+
| GET|HEAD | /example   | get.head./example  | Closure                                      | web        |
| POST     | /asdnadsad | post./asdnadsad    | Closure                                      | web        |
| GET|HEAD | /asdasdad  | get.head./asdasdad | App\Http\Controller\Test_Controller::index() | web        |
+----------+------------+--------------------+----------------------------------------------+------------+
```

💯""",
      T("WP-CLI"), T("Mantle"),
      E("GET /example"), E("POST /asdnadsad"), E("GET /asdasdad"),
      source="https://github.com/alleyinteractive/mantle-framework/pull/103", kind="issue",
      note="doubtful: wp is WP-CLI's command and mantle the Mantle framework's subcommand; each GET|HEAD row "
           "labelled once, with GET (the HEAD that comes with it left out); the names column (get.head./example) "
           "is route names"),
    R(r"""bug: The mounting of the react app can mask 404 errors

### Component

API Server / GraphQL

### Current Behavior

In order to mount the react app we currently have this catch all route:

```python
@app.get("/{rest_of_path:path}", include_in_schema=False)
async def react_app(req: Request, rest_of_path: str):  # pylint: disable=unused-argument
    return templates.TemplateResponse("index.html", {"request": req})
```

For some scenarios it's problematic as it wouldn't return the correct status codes for incorrect API calls.

For example `curl -v http://localhost:8000/api/scheme` (where schema has been misspelled as `scheme`) would return an HTTP 200 status along with the content of the react app.

### Expected Behavior

The expected behaviour here would be to return a 404 error with a JSON payload.

### Additional Information

We should have some way of separating the known paths of the rest of the application and return the correct codes for those.""",
      T("React"), T("GraphQL"), T("Python"), E("GET /{rest_of_path:path}"),
      source="https://github.com/opsmill/infrahub/issues/957", kind="issue",
      note="the catch-all route is declared with @app.get (a FastAPI app, never named); the curl to /api/scheme "
           "writes no method; pylint only in a directive comment; index.html a bare name"),
    R(r"""Задача 1.4 — Вход и токены

 Установить djangorestframework-simplejwt

 Endpoint POST /api/auth/login/ (email + password → access + refresh токены)

 Endpoint POST /api/auth/refresh/

 Endpoint POST /api/auth/logout/ (blacklist refresh-токена)

 Проверка: защищённый эндпоинт отдаёт 401 без токена, 200 с валидным""",
      T("djangorestframework-simplejwt"),
      E("POST /api/auth/login/"), E("POST /api/auth/refresh/"), E("POST /api/auth/logout/"),
      source="https://github.com/illyavoloshenuk/job-trecker/issues/9", kind="issue",
      note="a Russian task list of routes to build, each with its method"),
    R(r"""Ayuda con la URL para el controlador [->setGridOption('url',URL::to('example/grid-data'))]

Hola Muchas gracias por este paquete aunque me he gastado muchas horas intentando probarlo.
En la consola del navegador me bota "500 (Internal Server Error) " cuando intenta ejecutar el método POST que se establece mediante la línea "->setGridOption('url',URL::to('example/grid-data'))" en el GridRender. Porfa ayudame ya que no he podido cargar los datos porque no me ejecuta el método "postGridData()" del controlador.
Muchas gracias de antemano Mario.""",
      source="https://github.com/mgallegos/laravel-jqgrid/issues/12", kind="issue",
      note="a Spanish question; Laravel and jqGrid only in the repository's name; the POST goes to "
           "'example/grid-data', written without a leading slash -- nothing labelled"),
    R(r"""POST endpoints seem to fail, whereas identical GET endpoint does not.

I have two endpoints,
```
$api->version('v1', ['middleware' => 'api.auth'], function ($api) {
	$api->group(['prefix' => 'events'], function ($api) {
		$api->get('{eventId}', 'App\Api\v1\Controllers\EventsApiController@get');
		$api->post('{eventId}', 'App\Api\v1\Controllers\EventsApiController@update');
	});
});
```

The `post` endpoint _always_ fails, and returns a 500 error - I cannot work out why - both endpoints run the same code:
```
public function get($id){
        return Event::findOrFail($id);
    }
```

I've tried changing the `post` to a `put` and an `any` as well, but even then, it does not work.

I figured there must be something I've missed, but I can't really find any specific documentation on posting to endpoints, so I can't think what it might be.

I've been using postman to test, but I have also tried posting from a client, to no avail.

Error 500 means most probably you have a PHP error. You should look into lumen/laravel log

Sent from my iPhone

Stacktrace? What does it say

@catalinux I checked the PHP and Nginx error logs, but totally forgot that Laravel had it's own (I don't work on it too often!) - total brainfart, please close this issue, it's unrelated to Dingo.""",
      T("Postman"), T("PHP"), T("Lumen"), T("Laravel"), T("Nginx"), T("Dingo"),
      source="https://github.com/dingo/api/issues/1027", kind="issue",
      note="the routes are '{eventId}' under an 'events' prefix, never written with a leading slash or whole -- "
           "no endpoint; Dingo is the dingo/api package; the iPhone only in a mail signature"),
    R(r"""URL-Hint does not honor server.servlet.contextPath

The generated clickable link in the editor for an REST-endpoint does not include the server.servlet.contextPath setting 

Controller:
```@RestController("StationsV1")
@RequestMapping(value="/stations")
public class StationController {
....
  @RequestMapping(value = "/{id}", method = RequestMethod.GET)  
  public @ResponseBody HttpEntity<StationResource> getStation(@PathVariable long id) {
  ...
  }
}
```

application.yml:
```
spring:
 server:
   servlet:
     contextPath: /someapp
   port: 18080
```

The URL-Hint shows
`http://127.0.0.1:18080/stations/{id}`
where it should have been
`http://127.0.0.1:18080/someapp/stations/{id}`

(comment in Pivotal Tracker added by Kris De Volder:) 

You can read the property value from actuator endpoint '/env'. Be careful though because I suspect that the property name is subject to 'relaxed name binding'. So it can be spelled in a couple of different ways.

(comment in Pivotal Tracker added by Nieraj Singh:) 

I think i delivered most of this to master and seems to now work for boot 1.x and 2.x 

Request Mapping links now take context path into account.

I included some basic junits to cover context path support, but I'd like to test a bit more before I deliver this for acceptance.""",
      E("GET /stations/{id}"),
      source="https://github.com/spring-projects/spring-tools/issues/129", kind="issue",
      note="doubtful: the controller's GET /{id} under /stations is written whole in the hint's URL and labelled "
           "as the app maps it (the /someapp context path is deployment configuration); Spring and Spring Boot "
           "never named in full (spring: key, \"boot 1.x\"); Pivotal Tracker is where comments were mirrored; "
           "'/env' has no method; application.yml a bare name"),
    R(r"""flutterviz backend api is not working as expected.

I followed the instructions for setting up the Laravel API Backend for FlutterViz. 

when trying to access the backend api "http://localhost:8000/api" i'm getting "404 Not Found"

Hello @nankspn 

When you access http://localhost:8000/api directly, it will return a 404 Not Found because there’s no endpoint defined at the base /api path.

To get a response, you need to call a valid API endpoint, for example:

✅ http://localhost:8000/api/category-list → Returns a valid response (you already confirmed this works).

✅ http://localhost:8000/api/category-component-list → Returns “Unauthenticated” because this route requires authentication (e.g., a valid token).

So, the 404 error is expected if you just try /api without an endpoint. You always need to call a specific API route.

Your backend setup looks correct ✅.
At the moment, the backend only provides API routes (login, registration, dashboard, etc.), so you won’t see a regular webpage in the browser. The frontend (mobile app) consumes these APIs and displays the interface.

Thank You.""",
      T("Laravel"), T("FlutterViz"),
      source="https://github.com/iqonic-design/flutter_viz/issues/5", kind="issue",
      note="FlutterViz is the Flutter UI builder whose Laravel back end this is; /api answers 404 and the two "
           "working routes are written as URLs with no method -- no endpoint"),
]
