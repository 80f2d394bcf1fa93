"""Real technical texts, part E: file paths in GitHub threads -- git status output, review-thread
headers, type-checker output, and Python's FileNotFoundError with escaped Windows separators.

Kept and labelled as in tech_issues_a: a file is labelled as the text writes it (``./`` and
``../`` prefixes and backslashes included; the benchmark compares paths with ``/`` separators and
without a leading ``./``). In Python source a single backslash of the text is written ``\\\\``.
"""

from real_corpus import E, F, R, T

SURFACES = {
    "macOS": ("Mac",),
    "NVIDIA Apex": ("apex",),
    "Tortoise ORM": ("Tortoise",),
}

CASES = [
    R("Could you print `git status -sb` from the conflicted repository?\n\nOK, I executed `git status -sb` this time:\n\n```\n(merge:tags/v13.2.1^0<--remotes/origin/t/1211-Letters 23a4c02 +5 M38) p@m /...ckeditor5/packages/ckeditor5-engine> git status -sb\n## master...origin/master\nUU src/controller/datacontroller.js\nUU src/controller/editingcontroller.js\nUU src/conversion/downcastdispatcher.js\nUU src/dev-utils/enableenginedebug.js",
      T("Git"), F("src/controller/datacontroller.js"), F("src/controller/editingcontroller.js"),
      F("src/conversion/downcastdispatcher.js"), F("src/dev-utils/enableenginedebug.js"),
      source="https://github.com/cksource/mrgit/issues/107", kind="issue",
      note="git status -sb lines"),
    R("Modified files (either not yet committed, or in merge conflicts) were not displayed in the prompt for me with git v1.7 on Debian Wheezy.  I have fixed the problem by adding recognition of git status's output sections \"Changes not staged for commit\" and \"Unmerged paths\".  Please check and merge.  Thanks.",
      T("Git"), T("Debian"),
      source="https://github.com/lvv/git-prompt/pull/7", kind="issue"),
    R("R/git-utils.R\n```diff\n }\n \n+git_conflict_report <- function() {\n+  st <- git_status(staged = FALSE, untracked = FALSE)$unstaged\n+  conflicted <- unname(st[names(st) == \"conflicted\"])\n+  conflicted_path <- purrr::map_chr(conflicted, ui_path)\n+\n+  ui_line(c(\n+    \"There are {length(conflicted)} conflicted files:\",\n+    paste0(\"* \", conflicted_path)\n+  ))\n+  ui_stop(\"Please fix, stage, and commit to continue\")\n```\n**jennybc**:\nThis PR is definitely progress. But we could also mention `git merge --abort` as a way to back out, while we're at it.",
      F("R/git-utils.R"), T("Git"),
      source="https://github.com/r-lib/usethis/pull/1056", kind="issue",
      note="a path under the project's own top folder R/"),
    R("Scenario C: file A is changed locally and that has been committed. The incoming work also changes file A, in an incompatible way.`git merge` leads to conflicts in file A. \n\nI conclude that a conflicted file can only arise from conflicts between two committed states. So \"working tree vs index\" is irrelevant.\n\ntests/testthat/setup.R\n```diff\n@@ -0,0 +1,4 @@\n+gert_testing_signature <- git_signature(\n+  name <- 'Testing Jerry',\n+  email <- 'test@jerry.com'\n+)\n```",
      T("Git"), F("tests/testthat/setup.R"),
      source="https://github.com/r-lib/gert/pull/40", kind="issue"),
    R("run `git merge feat-a` # some conflicts occured\n... do something to resolve conflicts ...\nrun `git add .`\n\nthen run `await simpleGit().status()`, got something like\n```\nStatusSummary {\n  not_added: [],\n  conflicted: [],\n  created: [],\n  deleted: [],\n  ignored: undefined,\n  modified: [],\n  renamed: [],\n  files: [],\n  staged: [],\n  ahead: 0,\n  behind: 0,\n  current: 'feat-b',\n  tracking: 'origin/feat-b',\n  detached: false,\n  isClean: [Function (anonymous)]\n}\n```\n\nbut the merge not finished yet. If i run `git status`, i can see the tips.",
      T("Git"),
      source="https://github.com/steveukx/git-js/issues/793", kind="issue",
      note="branch names with slashes are not files"),
    # ---- FileNotFoundError and separators -----------------------------------------------------
    R("FileNotFoundError: [Errno 2] No such file or directory: '../ProcessedData/JHU\\\\train.txt'",
      F("../ProcessedData/JHU\\train.txt"),
      source="https://github.com/taohan10200/IIM/issues/38", kind="issue",
      note="an escaped Windows separator in Python's repr of the path"),
    R("There is an error in train.py script\n\nError is:\n File \"train.py\", line 66, in read_data\n    code = fname.split(\"/\")[1][9:16]\nIndexError: list index out of range\n\nJust replace \"/\" with \"\\\\\" if you are running it on windows",
      T("Windows"),
      source="https://github.com/matthewearl/deep-anpr/issues/43", kind="issue",
      note="a traceback naming a bare file"),
    R("The data does exist, but why do the following problems occur? We have searched for some reasons, but they have not been solved. We hope to receive your reply.\n\nFileNotFoundError: [Errno 2] No such file or directory: './data/.train_data.npy'\n\nTry with './data/train_data.npy' \n\nChiara",
      F("./data/.train_data.npy"), F("./data/train_data.npy"),
      source="https://github.com/Chiaraplizz/ST-TR/issues/16", kind="issue"),
    R("FileNotFoundError: [Errno 2] No such file or directory: '/Users/xxxxxxxx/Downloads/test-aws-clone/logs/training\\\\training-20210518053907-55l2utpgSgqiuiLkaMGl\n\nCode needs to handle different slash / or \\ depending on OS (issue as raised is for Mac)\n\nI will fix asap and issue as a 3.1.1 patch release.",
      T("macOS"),
      source="https://github.com/aws-deepracer-community/deepracer-log-guru/issues/62", kind="issue",
      note="an absolute path; 'aws' only inside it"),
    R("Hi @ahworld22 \nI guess you using Windows? \nSo the `/` and `\\` are different from Ubuntu system.\n\nyea，i'm using windows and it seems apex with cudnn can't be install either.",
      T("Windows"), T("Ubuntu"), T("NVIDIA Apex"), T("cuDNN"),
      source="https://github.com/layumi/University1652-Baseline/issues/56", kind="issue",
      note="lower-case library names"),
    R("I found the error \"FileNotFoundError: [Errno 2] No such file or directory: 'data/ind.cora.x'\"\n\nHow can I solve this problem??\n\nThank you",
      F("data/ind.cora.x"),
      source="https://github.com/tkipf/gae/issues/77", kind="issue"),
    R("FileNotFoundError: [Errno 2] No such file or directory: 'Data/train_data_Mean.pkl'",
      F("Data/train_data_Mean.pkl"),
      source="https://github.com/Information-Fusion-Lab-Umass/ClinicalNotes_TimeSeries/issues/1", kind="issue"),
    # ---- type checkers ---------------------------------------------------------------------------
    R("Type error in mypy?\n\nError messages about the source:\n```\nmypy/lex.py: note: In member \"lex\" of class \"Lexer\":\nmypy/lex.py:361: error: Incompatible types in assignment (expression has type \"str\", variable has type \"bytes\")\nmypy/lex.py:363: error: Argument 1 to \"Bom\" has incompatible type \"int\"; expected \"str\"\nmypy/lex.py:364: error: Incompatible types in assignment (expression has type \"Union[bytes, str]\", variable has type \"str\")\nmypy/lex.py:381: error: Argument 1 to \"get\" of \"dict\" has incompatible type \"Union[int, str]\"; expected \"str\"\nmypy/test/data.py: note: In function \"parse_test_data\":\nmypy/test/data.py:276: error: Incompatible types in assignment (expression has type \"str\", variable has type None)\n```",
      T("mypy"), F("mypy/lex.py"), F("mypy/test/data.py"),
      source="https://github.com/python/mypy/issues/2222", kind="issue",
      note="paths under the project's own top folder"),
    R("[assignment]\tIncompatible types in assignment (expression has type \"AutoField[Union[Combinable, int, str, None], int]\", variable has type \"int\") zerver/models.py:3844\n[assignment]\tIncompatible types in assignment (expression has type \"AutoField[Union[Combinable, int, str, None], int]\", variable has type \"int\") zerver/models.py:3859\n[assignment]\tIncompatible types in assignment (expression has type \"AutoField[Union[Combinable, int, str, None], int]\", variable has type \"int\") zerver/models.py:3887",
      F("zerver/models.py"),
      source="https://github.com/zulip/zulip/pull/18777", kind="issue"),
    R("## What's wrong\n\n```python\nfrom django.contrib.auth.models import User\nuser = User()\nuser.email = 1\n```\n\n## How is that should be\n\nThere should be an \"Incompatible types in assignment ...\"\n\n## System information\n\n- OS:\n- `python` version: `3.12.3`\n- `django` version: `5.0.6`\n- `mypy` version: `1.10.0`\n- `django-stubs` version: `master`\n- `django-stubs-ext` version: `master`",
      T("Python"), T("Django"), T("mypy"), T("django-stubs"),
      source="https://github.com/typeddjango/django-stubs/issues/2212", kind="issue",
      note="an environment block of backticked lower-case names"),
    R("**Describe the bug**\nMypy throws an error if I try to assign value to a model field.\n\n**To Reproduce**\n```python\nclass MyModel(tortoise.Model):\n    ...\n    my_field = fields.BooleanField(default=False)\n\nm = await MyModel.get(id=...)\nm.deleted = True\nawait m.save()\n\n>>> Mypy error: Incompatible types in assignment (expression has type \"bool\", variable has type \"BooleanField\") \n```\n\n**Expected behavior**\nNo mypy errors =)\n\n**Additional context**\nIn django there is a similar problem and I should disable type check entirely or use `django-stubs`.\n\nTortoise, on the other hand, uses typing module heavily. Is there something that I can use to avoid such errors?",
      T("mypy"), T("Python"), T("Django"), T("django-stubs"), T("Tortoise ORM"),
      source="https://github.com/tortoise/tortoise-orm/issues/484", kind="issue"),
]

SURFACES["Windows"] = ("windows7",)

# ---- linters and framework environments -----------------------------------------------------
CASES += [
    R("**What version are you using?**\n2.11.1\n**What did you do?**\nUsing React.js, I imported a component to my index.js file. I only use this component as part of the return from the render method. Code can be checked here: https://github.com/jesusreal/eslint-playground-repo/blob/master/src/index.js.\nInitially I thought it was a babel-eslint issue, but I replaced it with parserOptions property and I had the same issue. It is also not a problem with any plugin.",
      T("React"), T("babel-eslint"),
      source="https://github.com/eslint/eslint/issues/6303", kind="issue",
      note="src/index.js only inside a URL"),
    R("eslint version : v3.1.1\nos： windows7\nI import a react component ,just like this:\nimport` HeaderComponent from './header.js';\n\nand then ,I render it like this:\nReactDOM.render(<FooterComponent introContent = {introContent}/>,$('#footer')[0]);\n\nbut the eslint makes the error: 'the HeaderComponent is defined but never been used, so I think this is a bug , wish that you can resolve this problem. Thanks.",
      T("ESLint"), T("Windows"), T("React"),
      source="https://github.com/eslint/eslint/issues/6708", kind="issue",
      note="an environment block in lower case; 'react component'"),
    R("First of all, thanks for this useful plugin.\n\nThere is no any issue like mine. I cannot get rid of this issue. Is there any chance to overcome this issue?\n\nEnvironments;\n- ESLint-Plugin-React v3.16.1\n- ESLint v1.10.3\n- Babel-ESLint v4.1.8\n- Windows OS\n- Atom Editor\n- Developing a project which uses React-Native. The error screenshot is the below;",
      T("eslint-plugin-react"), T("ESLint"), T("babel-eslint"), T("Windows"), T("Atom"),
      T("React Native"),
      source="https://github.com/jsx-eslint/eslint-plugin-react/issues/424", kind="issue",
      note="an environment list"),
    R("I added this plugin to eslint and still get the error saying `\"React\" is defined but never used at line error`. Im using Atom and here's my `.eslintrc.js` :\n\n    module.exports = {\n      \"extends\": \"airbnb\",\n      \"extends\": \"meteor\",\n      \"parser\": \"babel-eslint\",\n      \"plugins\": [\"react\"],\n      \"ecmaFeatures\": {\n        \"jsx\": true\n      }\n    };\n\nAm I doing anything wrong? :-)\n\nHi, you must enable the [react/jsx-uses-react](https://github.com/yannickcr/eslint-plugin-react/blob/master/docs/rules/jsx-uses-react.md) rule to avoid this problem.",
      T("ESLint"), T("Atom"), T("babel-eslint"), T("React"),
      source="https://github.com/jsx-eslint/eslint-plugin-react/issues/415", kind="issue",
      note="an indented code block; a rule name with a slash is not a path"),
    R("Oh, sorry, my bad ☹️ \nI understood what's wrong. As I use React 0.16 I have some draft components like this:\n```\nimport React from 'react';\nconst Foo = () => 'Foo';\nexport default Foo;\n```\nThe error is quite logical. When I change markup to `<div>Foo</div>` all works fine",
      T("React"),
      source="https://github.com/jsx-eslint/eslint-plugin-react/issues/1463", kind="issue"),
    R("I am trying to import React on[ CodeSandbox](https://codesandbox.io/s/hacker-news-g3g2o) but I am getting an error saying that React is defined but never used. I imported React successfully on my other components but for my api.js I get the error message\n\nThat file doesn’t use React, because it doesn’t have any jsx, which implicitly uses React.createElement.",
      T("React"), T("CodeSandbox"),
      source="https://github.com/jsx-eslint/eslint-plugin-react/issues/2600", kind="issue"),
    R("This example works for me. `model` is not necessary because `IndexView.get_queryset()` is defined.\n\nThen I have a situation when it's not the case. No worries, it's useful training experience. \n\nFor the sake of history:\n\n`Environment:\n\nRequest Method: GET\nRequest URL: http://localhost:8000/polls/\n\nDjango Version: 2.2.24\nPython Version: 3.9.2\nInstalled Applications:\n['polls.apps.PollsConfig',\n 'django.contrib.admin',\n 'django.contrib.auth',",
      T("Django"), T("Python"),
      source="https://github.com/django/django/pull/14718", kind="issue",
      note="a Request Method / Request URL block whose URL is a full address"),
]
