"""Extraction quality on the real corpus may not fall below what it reached: per kind of
entity, precision and recall over every real text (and over the held-out fifth, over the fresh
texts gathered after the extractor was first tuned, over fresh-2, gathered after it was
tuned again, over fresh-3, real texts fetched and labelled after that, and over fresh-4,
fetched and labelled blind later still), and the false technologies in ordinary prose. The
floors sit a little under the figures reached, so that a later change cannot silently make
them worse; raise them when extraction gets better."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

_ROOT = Path(__file__).resolve().parents[3]


def _benchmark():
    path = _ROOT / "benchmarks" / "extraction_quality.py"
    spec = importlib.util.spec_from_file_location("kg_extraction_quality", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses need the module registered
    spec.loader.exec_module(module)
    return module


eq = _benchmark()

#: (split, figure) -> the lowest acceptable value
FLOORS = {
    # reached on 2026-12-04 (P, R lexicon, R all, file P, file R, endpoint P, endpoint R):
    # all 0.967 0.941 0.900 0.974 0.987 0.994 0.976,
    # held-out 1.000 0.953 0.924 1.000 1.000 1.000 0.931,
    # fresh 0.959 0.959 0.949 1.000 0.667 1.000 1.000 (three files only: no file floor),
    # fresh-2 0.916 0.938 0.884 1.000 1.000 1.000 1.000 (as first measured: nobody tuned on it)
    # "all" includes fresh-3 since it was added (206 real texts fetched from stored public copies,
    # labelled before the extractor ran on them; extractor unchanged): all went from
    # 0.967 0.941 0.900 0.974 0.987 0.994 0.976 (633 texts) to
    # 0.960 0.907 0.831 0.911 0.974 0.931 0.918 (839 texts); fresh-3 as first measured:
    # 0.946 0.841 0.710 0.804 0.949 0.698 0.698 (nobody tuned on it)
    # issue #20 part 6 (the extractor tuned on the misses of every split, fresh-3 included):
    # all 0.977 0.949 0.913 1.000 0.991 0.995 0.986, held-out 1.000 0.953 0.924 1.000 1.000
    # 1.000 0.966, fresh 0.960 0.969 0.960, fresh-2 0.920 0.941 0.930 1.000 1.000 1.000 1.000,
    # fresh-3 0.994 0.961 0.917 1.000 1.000 1.000 1.000
    # issue #20 part 7 (fresh-4 included in "all"; endpoints are a method and a path: the
    # bare-path labels of every split were removed by that written rule, see the corpus'
    # history): all 0.976 0.951 0.916 1.000 0.974 0.990 0.980, held-out 1.000 0.969 0.939
    # 1.000 1.000 1.000 1.000, fresh 0.969 0.969 0.960 (files 0.667) 1.000 1.000, fresh-2 0.932
    # 0.965 0.953 1.000 1.000 1.000 1.000, fresh-3 0.994 0.972 0.930 1.000 1.000 1.000 1.000,
    # fresh-4 0.958 0.932 0.897 1.000 0.927 1.000 0.923 (its misses were read in this part:
    # fresh-5 is the blind check now)
    # "all" file recall: its floor was 0.98 while "all" stopped at fresh-3; the fresh-4 merge
    # brought it to 0.962 before this part (four fresh-4 files whose labels conflict with
    # earlier splits' or the synthetic corpus's: a compiler message's ./x.go, node's
    # build/x.js, a vendor/ path), 0.974 now: its floor is 0.97
    # "all" holds fresh-5 since it was merged (159 real texts labelled blind, 2026-12-06): all went
    # to 0.954 0.927 0.856 0.945 0.962 0.972 0.910 (1,155 texts). fresh-5 as first measured, before
    # anyone read its misses: 0.83 0.81 0.63 0.82 0.93 0.90 0.69, 3 false technologies in 51 prose
    # texts; then "Parquet" alone was made a level-2 name (parquet floors, le parquet): 0.85, 1
    # issue #20 part 8 (generic formats only where the text is about them, files of
    # dependencies, a method before a whole URL and more endpoint forms, a wider lexicon; five
    # earlier texts and two synthetic cases relabelled by the URL rule fresh-5's blind labels
    # follow): all 0.967 0.923 0.881 0.995 0.972 0.978 0.960, held-out 1.000 0.969 0.955 1.000
    # 1.000 1.000 1.000, fresh-4 0.964 0.932 0.897 1.000 0.927 1.000 0.942, fresh-5 (its misses
    # read for their classes) 0.922 0.815 0.746 0.982 0.965 0.933 0.875, 0 false technologies
    # in the prose of any split
    # "all" holds fresh-6 since it was merged (136 real texts labelled blind while part 8 was
    # written): all 0.954 0.915 0.839 0.971 0.955 0.956 0.891 (1,291 texts); fresh-6 as first
    # measured: 0.855 0.851 0.601 0.800 0.828 0.833 0.606, 2 false technologies in 33 prose texts
    # (REST in a French REST tutorial, Clang in news about compilers)
    # "all" holds fresh-7 since it was added (133 real texts labelled blind before part 9):
    # all 0.945 0.914 0.839 0.947 0.940 0.954 0.889 (1,424 texts); fresh-7 as first measured:
    # 0.881 0.909 0.833 0.818 0.857 0.944 0.872, no false technology in its 27 prose texts
    # issue #20 part 9 (operating systems in passing, scripts handed to commands, Go trace
    # frames, NestJS controller prefixes, route calls over lines, fences the text ends inside,
    # libraries' own API in code, a wider lexicon, lower-case "rest" no REST; fresh-6's and
    # fresh-7's misses read for their classes, so their after-figures are not blind):
    # all 0.952 0.914 0.861 0.957 0.944 0.958 0.907, fresh-6 0.893 0.857 0.713 0.800 0.828
    # 0.846 0.667, fresh-7 0.908 0.908 0.904 0.881 0.881 0.974 0.949, synthetic unchanged
    # "all" holds fresh-8 since it was added (158 real texts labelled blind after part 9):
    # all 0.94 0.90 0.84 0.95 0.90 0.93 0.87 (1,582 texts); fresh-8 as first measured:
    # 0.843 0.815 0.681 0.879 0.617 0.560 0.438, one false technology in its 30 prose texts;
    # once its labels followed the corpus's fence, "REST API" and MapGet conventions (extractor
    # unchanged): fresh-8 0.910 0.827 0.697 0.879 0.617 0.920 0.548, all 0.947 0.903 0.839
    # 0.949 0.897 0.955 0.871, 3 false technologies in 529 prose texts
    # issue #20 part 10 (crate paths, method-string routes, Actix resources, ASP.NET route
    # groups, optional parameters, template examples, placeholder roots, import bindings,
    # package spellings, Vite's log tags, more namespaces, a wider lexicon; fresh-8's misses
    # read for their classes, so its after-figures are not blind; Markdown links' relative
    # targets): all 0.950 0.908 0.851 0.953 0.924 0.956 0.888, fresh-8 0.935 0.866 0.780
    # 0.927 0.809 0.938 0.714 (no false technology in its 30 prose texts), fresh-6 0.893 0.862
    # 0.719, fresh-7 and the synthetic corpus unchanged
    # "all" holds fresh-9 since it was added (137 real texts labelled blind after part 10):
    # all 0.948 0.901 0.839 0.946 0.927 0.946 0.860 (1,719 texts), 3 false technologies in 562
    # prose texts; fresh-9 as first measured: 0.933 0.824 0.719 0.904 0.940 0.842 0.627, one false
    # technology in its 33 prose texts ("docker", a dock worker)
    # issue #20 part 11 (lower-case "docker" alone an everyday word, Terraform resource types
    # outside their blocks, mix tasks, composer require and pod install, a Dart manifest's
    # dependencies, more namespaces, a wider lexicon, the root path of routes defined in code
    # -- eight earlier texts relabelled by the written endpoint rule --, optional ":param?",
    # route-table lines, mapping annotations with several paths, absolute paths with a blank, a
    # Go build's target platform;
    # fresh-9's misses read for their classes, so its after-figures are not blind):
    # all 0.950 0.908 0.849 0.952 0.929 0.951 0.935, fresh-9 0.948 0.884 0.807 0.941 0.960 0.889
    # 0.941 (no false technology in its prose), fresh-8 endpoints 0.946 0.833, fresh-6 endpoints
    # 0.879 0.879, no split lower on any figure, the synthetic corpus unchanged
    # "all" holds fresh-10 since it was added (150 real texts labelled blind after part 11):
    # all 0.951 0.898 0.832 0.935 0.917 0.942 0.914 (1,869 texts), 2 false technologies in 607
    # prose texts; fresh-10 as first measured: 0.962 0.811 0.701 0.795 0.814 0.778 0.618, no false
    # technology in its 45 prose texts
    # issue #20 part 12 (a lexicon wider by 700-odd entries, Ruby's bare require, integration
    # packages, registry pages, self-named links, provider classes, plumber annotations, Play
    # routes lines, Mojolicious arrow routes, ./ files by their use, server banners, Windows
    # executables as commands, more fence
    # languages; fresh-10's misses read for their classes, so its after-figures are not blind):
    # all 0.952 0.903 0.851 0.936 0.927 0.943 0.932, fresh-10 0.968 0.856 0.837 0.812 0.907
    # 0.833 0.882, fresh-8 0.936 0.876 0.791, fresh-6 0.897 0.866 0.746, no split lower on any
    # figure, the synthetic corpus unchanged
    # "all" holds fresh-11 since it was added (143 real texts labelled blind after part 12):
    # fresh-11 as first measured, with its (.:format) labels in the earlier sets' form: 0.890
    # 0.857 0.737 0.938 0.938 0.750 0.846, no false technology in its 44 prose texts
    # issue #20 part 13 (every level-1 name checked against an English word list; prompts,
    # command lines in list items, version statements, programs operated by name, environment
    # fields, namespaces, plugin conventions, hosting suffixes -- all written before fresh-11 was
    # read, and fresh-11 unchanged by them -- then, fresh-11 read: npx no longer npm, npm scopes,
    # prefixed routers left out, glued table cells, build reports): all 0.950 0.904 0.847 0.936
    # 0.928 0.928 0.928 (2,012 texts), 2 false technologies in 651 prose texts; fresh-11 0.915
    # 0.870 0.745 0.938 0.938 0.846 0.917; fresh-3's endpoint recall 1.00 -> 0.97 (a route on a
    # FastAPI router with a prefix, labelled there, left out as the later sets label it)
    # "all" holds fresh-12 since it was added (149 real texts labelled blind after part 13's
    # rules): fresh-12 as first measured, through part 13 (and identically through main before
    # it -- no text of fresh-12 came out different): 0.945 0.857 0.692 0.667 0.929 0.897 0.553, no
    # false technology in its 49 prose texts; through the lexicon wider by 1,551 entries (also
    # blind to fresh-12's technologies): 0.955 0.850 0.726; then fresh-12's files and endpoints
    # read (log callers, build folders, routes of Kemal, Jester, Dream, shelf_router, Strapi):
    # files 0.963 0.929, endpoints 0.936 0.936; all 0.953 0.900 0.842 0.937 0.928 0.930 0.935
    # (2,161 texts), 2 false technologies in 700 prose texts
    # "all" holds fresh-13 since it was added (150 real texts labelled blind after part 13 and
    # the wider lexicon): fresh-13 as first measured: 0.869 0.856 0.733 0.880 0.880 0.974 0.826,
    # 3 false technologies in 2 of its 48 prose texts (Go the board game and its Black stones, a
    # "chocolatey" drink); after its false technologies were read (an idiom, an adjective, a
    # template's choices) and packages named by their own name in imports: 0.889 0.863 0.739, no
    # false technology in its prose; all 0.948 0.899 0.834 0.935 0.925 0.934 0.927 (2,310 texts),
    # 2 false technologies in 748 prose texts
    # "all" holds fresh-14 since it was added (140 real texts labelled blind after part 13's
    # review; the fence convention and pip's command line settled before it was read): fresh-14
    # as first measured: 0.917 0.905 0.843 0.923 0.857 0.818 0.818, 3 false technologies in 3 of
    # its 55 prose texts (Envoy in an indented news paragraph read as code, "l'Expo 58", "the last
    # telegram service"); after reading (part 14): 0.94 0.91 0.85 0.96 0.93 0.85 1.00, none in its
    # prose
    # "all" holds fresh-15 since it was added (153 real texts labelled blind after part 14 and
    # its lexicon of 1,027 more names): fresh-15 as first measured: 0.849 0.880 0.771 0.973 0.923
    # 0.788 0.812, no false technology in its 60 prose texts; after its false names and endpoints
    # were read (a monorepo changelog's scope tags, an access log's User-Agent, kind = "Linux",
    # Laravel's and ASP.NET's slashless route templates, which no labelled text counts):
    # 0.89 0.88 0.77 0.97 0.92 0.91 0.97
    # "all" holds fresh-16 since it was added (62 real texts labelled blind after fresh-15 was
    # read): fresh-16 as first measured: 0.882 0.915 0.904 1.000 0.882 0.778 0.778, 2 false
    # technologies in 2 of its 20 prose texts ("your kit" joined into YourKit; a recipe's
    # indented ingredients read as code for "1/2 cup", so its title's Cucumber counted); both
    # classes fixed and tested
    # "all" holds fresh-17 since it was added (153 real texts labelled blind after part 14's
    # review; its 68 issue threads measured first: 0.84 0.86 0.84 1.00 0.92 0.66 0.70; its other
    # 85 texts measured after those were read: 0.92 0.93 0.89 1.00 0.94 0.98 0.91, no false
    # technology in its 43 prose texts); after reading (part 15): 0.91 0.91 0.89 1.00 0.92 0.91
    # 0.87
    # "all" holds fresh-18 since it was added (161 real texts labelled blind after part 15):
    # fresh-18 as first measured: 0.90 0.86 0.81 0.91 0.85 0.91 0.70, 1 false technology in 47
    # prose texts (French "sinon"); after reading (PHP arrow routes, name+name, Dart imports, a
    # roadmap's checklist): 0.91 0.89 0.83 0.91 0.85 0.92 0.84, none in its prose
    # "all" holds fresh-19 since it was added (147 real texts labelled blind after fresh-18 was
    # read, REST labelled as a noun phrase): fresh-19 as first measured: 0.92 0.92 0.86 1.00
    # 0.82 0.95 0.84, 1 false technology in 37 prose texts ("North Jersey-based"); after
    # reading: 0.94 0.95 0.89 1.00 0.82 0.98 0.90, none in its prose
    # "all" holds fresh-20 since it was added (143 real texts labelled blind after part 15 and
    # its 739 more names): fresh-20 as first measured: 0.90 0.91 0.85 0.95 0.97 0.88 0.71, 1
    # false technology in 41 prose texts (a Burmese python: "no exception" made the story
    # technical); after reading: 0.91 0.90 0.85 0.95 0.97 0.98 0.82, none in its prose
    # "all" holds fresh-21 to fresh-23 since part 16 (471 real texts labelled blind; see their
    # floors below); all 3,740 real texts after part 16: 0.939 0.911 0.875 0.956 0.919 0.932
    # 0.926, 2 false technologies in 1,220 prose texts
    # "all" holds fresh-24 and fresh-25 (319 real texts labelled blind) and prose_e (98 prose
    # texts dense in trap words, read) since part 17; all 4,157 real texts after part 17: 0.936
    # 0.913 0.875 0.956 0.920 0.938 0.935, 2 false technologies in 1,436 prose texts
    # "all" holds fresh-26 to fresh-29 (645 real texts labelled blind) since part 18; all 4,802
    # real texts after part 18: 0.934 0.916 0.875 0.958 0.926 0.935 0.930, 2 false technologies
    # in 1,695 prose texts
    # "all" holds fresh-30 to fresh-33 (512 real texts labelled blind) since part 19; all 5,314
    # real texts after part 19: 0.936 0.913 0.870 0.961 0.929 0.934 0.930, 2 false technologies
    # in 1,862 prose texts
    # "all" holds fresh-34 and fresh-35 (318 real texts labelled blind) since part 20; all 5,627
    # real texts after part 20: 0.935 0.917 0.878 0.965 0.928 0.936 0.931, 2 false technologies
    # in 1,980 prose texts (eleven prose texts that repeated a page of another set taken out)
    # "all" holds fresh-36 and fresh-37 (309 real texts labelled blind) since part 21; all 5,936
    # real texts after part 21: 0.935 0.916 0.878 0.964 0.948 0.933 0.930, 2 false technologies
    # in 2,105 prose texts
    # "all" holds fresh-38 to fresh-40 (460 real texts labelled blind) since part 22; all 6,396
    # real texts after part 22: 0.935 0.914 0.875 0.963 0.949 0.937 0.934, 2 false technologies
    # in 2,289 prose texts
    ("all", "technology_precision"): 0.93,  # 0.94 until fresh-17 to fresh-20 (0.90-0.94) joined "all"
    ("all", "technology_recall_in_lexicon"): 0.89,
    ("all", "technology_recall_all"): 0.83,
    ("all", "file_precision"): 0.93,
    ("all", "file_recall"): 0.91,  # 0.92 until fresh-18 (file recall 0.85) joined "all"
    ("all", "endpoint_precision"): 0.92,
    ("all", "endpoint_recall"): 0.91,  # 0.92 until fresh-20 (endpoint recall 0.82) joined "all"
    ("held-out", "technology_precision"): 0.99,
    ("held-out", "technology_recall_in_lexicon"): 0.96,
    ("held-out", "technology_recall_all"): 0.95,
    # (0.94 since part 18: a compiler's message's ./main.go is a file now, as the later splits
    # label it 9 texts to 3; one held-out text left it unlabelled)
    ("held-out", "file_precision"): 0.93,
    ("held-out", "file_recall"): 0.99,
    ("held-out", "endpoint_precision"): 0.99,
    ("held-out", "endpoint_recall"): 0.99,
    # texts gathered after tuning; the held-out and "fresh" texts' misses were read while
    # tuning later, "fresh-2" (gathered after that) is the set nobody has tuned on
    ("fresh", "technology_precision"): 0.96,
    ("fresh", "technology_recall_in_lexicon"): 0.96,
    ("fresh", "technology_recall_all"): 0.95,
    ("fresh", "endpoint_precision"): 0.99,
    ("fresh", "endpoint_recall"): 0.99,
    # (0.93 until pip install named pip: three of its Q&A texts run pip without labelling it)
    ("fresh-2", "technology_precision"): 0.92,
    ("fresh-2", "technology_recall_in_lexicon"): 0.96,
    ("fresh-2", "technology_recall_all"): 0.95,
    ("fresh-2", "file_precision"): 0.99,
    ("fresh-2", "file_recall"): 0.99,
    ("fresh-2", "endpoint_precision"): 0.99,
    ("fresh-2", "endpoint_recall"): 0.99,
    # (0.99 until pip install named pip: a Dockerfile of one Q&A text runs pip without its label)
    ("fresh-3", "technology_precision"): 0.98,
    # (0.97 until part 19: a site a text only goes to is no technology, "tu pushes ton code sur
    # GitHub" was labelled)
    ("fresh-3", "technology_recall_in_lexicon"): 0.96,
    ("fresh-3", "technology_recall_all"): 0.93,
    ("fresh-3", "file_precision"): 0.99,
    ("fresh-3", "file_recall"): 0.99,
    ("fresh-3", "endpoint_precision"): 0.99,
    ("fresh-3", "endpoint_recall"): 0.96,
    ("fresh-4", "technology_precision"): 0.96,
    ("fresh-4", "technology_recall_in_lexicon"): 0.93,
    ("fresh-4", "technology_recall_all"): 0.89,
    ("fresh-4", "file_precision"): 0.99,
    ("fresh-4", "file_recall"): 0.92,
    ("fresh-4", "endpoint_precision"): 0.99,
    ("fresh-4", "endpoint_recall"): 0.94,
    ("fresh-5", "technology_precision"): 0.92,
    ("fresh-5", "technology_recall_in_lexicon"): 0.81,
    ("fresh-5", "technology_recall_all"): 0.74,
    ("fresh-5", "file_precision"): 0.98,
    ("fresh-5", "file_recall"): 0.96,
    ("fresh-5", "endpoint_precision"): 0.93,
    ("fresh-5", "endpoint_recall"): 0.87,
    ("fresh-6", "technology_precision"): 0.89,
    ("fresh-6", "technology_recall_in_lexicon"): 0.85,
    ("fresh-6", "technology_recall_all"): 0.71,
    ("fresh-6", "file_precision"): 0.80,
    ("fresh-6", "file_recall"): 0.82,
    ("fresh-6", "endpoint_precision"): 0.87,
    ("fresh-6", "endpoint_recall"): 0.87,
    ("fresh-7", "technology_precision"): 0.90,
    ("fresh-7", "technology_recall_in_lexicon"): 0.90,
    ("fresh-7", "technology_recall_all"): 0.90,
    ("fresh-7", "file_precision"): 0.88,
    ("fresh-7", "file_recall"): 0.88,
    # (0.97 until part 19: "a post request to `/tzsk/payment/success`" refused by its CSRF check
    # is an endpoint by the convention, which fresh-7's reader did not label)
    # (0.95 and 0.94 until part 21: a server's log answering 404 is a request no route accepted,
    # as the convention has it and the corpus labels 3 times to 2; fresh-7's two are a
    # regression's 404s, "404 errors after upgrade")
    ("fresh-7", "endpoint_precision"): 0.94,
    ("fresh-7", "endpoint_recall"): 0.92,
    ("fresh-8", "technology_precision"): 0.92,
    ("fresh-8", "technology_recall_in_lexicon"): 0.85,
    ("fresh-8", "technology_recall_all"): 0.76,
    ("fresh-8", "file_precision"): 0.90,
    ("fresh-8", "file_recall"): 0.78,
    ("fresh-8", "endpoint_precision"): 0.94,
    ("fresh-8", "endpoint_recall"): 0.82,
    ("fresh-9", "technology_precision"): 0.94,
    ("fresh-9", "technology_recall_in_lexicon"): 0.87,
    ("fresh-9", "technology_recall_all"): 0.79,
    ("fresh-9", "file_precision"): 0.93,
    ("fresh-9", "file_recall"): 0.95,
    ("fresh-9", "endpoint_precision"): 0.88,
    ("fresh-9", "endpoint_recall"): 0.93,
    ("fresh-10", "technology_precision"): 0.96,
    ("fresh-10", "technology_recall_in_lexicon"): 0.84,
    ("fresh-10", "technology_recall_all"): 0.82,
    ("fresh-10", "file_precision"): 0.80,
    ("fresh-10", "file_recall"): 0.90,
    ("fresh-10", "endpoint_precision"): 0.82,
    ("fresh-10", "endpoint_recall"): 0.87,
    ("fresh-11", "technology_precision"): 0.90,
    ("fresh-11", "technology_recall_in_lexicon"): 0.85,
    ("fresh-11", "technology_recall_all"): 0.73,
    ("fresh-11", "file_precision"): 0.92,
    ("fresh-11", "file_recall"): 0.92,
    ("fresh-11", "endpoint_precision"): 0.83,
    ("fresh-11", "endpoint_recall"): 0.90,
    ("fresh-12", "technology_precision"): 0.94,
    ("fresh-12", "technology_recall_in_lexicon"): 0.83,
    ("fresh-12", "technology_recall_all"): 0.71,
    ("fresh-12", "file_precision"): 0.94,
    ("fresh-12", "file_recall"): 0.91,
    ("fresh-12", "endpoint_precision"): 0.91,
    ("fresh-12", "endpoint_recall"): 0.91,
    ("fresh-13", "technology_precision"): 0.87,
    ("fresh-13", "technology_recall_in_lexicon"): 0.84,
    ("fresh-13", "technology_recall_all"): 0.72,
    ("fresh-13", "file_precision"): 0.86,
    ("fresh-13", "file_recall"): 0.86,
    ("fresh-13", "endpoint_precision"): 0.95,
    ("fresh-13", "endpoint_recall"): 0.80,
    ("fresh-14", "technology_precision"): 0.92,
    ("fresh-14", "technology_recall_in_lexicon"): 0.89,
    ("fresh-14", "technology_recall_all"): 0.83,
    ("fresh-14", "file_precision"): 0.92,
    ("fresh-14", "file_recall"): 0.85,
    ("fresh-14", "endpoint_precision"): 0.82,
    ("fresh-14", "endpoint_recall"): 0.82,
    ("fresh-15", "technology_precision"): 0.84,
    ("fresh-15", "technology_recall_in_lexicon"): 0.87,
    ("fresh-15", "technology_recall_all"): 0.76,
    ("fresh-15", "file_precision"): 0.96,
    ("fresh-15", "file_recall"): 0.91,
    ("fresh-15", "endpoint_precision"): 0.78,
    ("fresh-15", "endpoint_recall"): 0.80,
    ("fresh-16", "technology_precision"): 0.87,
    ("fresh-16", "technology_recall_in_lexicon"): 0.90,
    ("fresh-16", "technology_recall_all"): 0.89,
    ("fresh-16", "file_precision"): 0.99,
    ("fresh-16", "file_recall"): 0.87,
    ("fresh-16", "endpoint_precision"): 0.77,
    ("fresh-16", "endpoint_recall"): 0.77,
    ("fresh-17", "technology_precision"): 0.90,
    ("fresh-17", "technology_recall_in_lexicon"): 0.90,
    ("fresh-17", "technology_recall_all"): 0.87,
    ("fresh-17", "file_precision"): 0.99,
    ("fresh-17", "file_recall"): 0.91,
    ("fresh-17", "endpoint_precision"): 0.90,
    ("fresh-17", "endpoint_recall"): 0.85,
    ("fresh-18", "technology_precision"): 0.90,
    ("fresh-18", "technology_recall_in_lexicon"): 0.88,
    ("fresh-18", "technology_recall_all"): 0.82,
    # (0.90 until part 16 read a virtual environment's activation script as a file: labelled in
    # fresh-21 to fresh-23 and two older sets, left out by one fresh-18 text)
    ("fresh-18", "file_precision"): 0.86,
    ("fresh-18", "file_recall"): 0.84,
    ("fresh-18", "endpoint_precision"): 0.90,
    ("fresh-18", "endpoint_recall"): 0.82,
    ("fresh-19", "technology_precision"): 0.93,
    ("fresh-19", "technology_recall_in_lexicon"): 0.94,
    ("fresh-19", "technology_recall_all"): 0.88,
    ("fresh-19", "file_precision"): 0.99,
    ("fresh-19", "file_recall"): 0.80,
    ("fresh-19", "endpoint_precision"): 0.96,
    ("fresh-19", "endpoint_recall"): 0.88,
    ("fresh-20", "technology_precision"): 0.90,
    ("fresh-20", "technology_recall_in_lexicon"): 0.89,
    ("fresh-20", "technology_recall_all"): 0.83,
    ("fresh-20", "file_precision"): 0.94,
    ("fresh-20", "file_recall"): 0.96,
    ("fresh-20", "endpoint_precision"): 0.96,
    ("fresh-20", "endpoint_recall"): 0.80,
    # part 16: fresh-21 and fresh-22 labelled blind at once after part 15; fresh-21 measured
    # first, read, then fresh-22 measured blind and read; fresh-23 labelled meanwhile and measured
    # blind after both were read (as first measured: fresh-21 0.90 0.87 0.78 0.97 0.78 0.89 0.93,
    # 2 false technologies in 56 prose texts; fresh-22 0.90 0.91 0.78 0.97 0.82 0.77 0.70, 1 in
    # 59; fresh-23 0.87 0.90 0.86 1.00 0.83 0.89 0.64, 2 in 54 -- the floors below, after reading)
    ("fresh-21", "technology_precision"): 0.93,
    ("fresh-21", "technology_recall_in_lexicon"): 0.90,
    ("fresh-21", "technology_recall_all"): 0.84,
    ("fresh-21", "file_precision"): 0.96,
    ("fresh-21", "file_recall"): 0.85,
    ("fresh-21", "endpoint_precision"): 0.88,
    ("fresh-21", "endpoint_recall"): 0.92,
    ("fresh-22", "technology_precision"): 0.91,
    ("fresh-22", "technology_recall_in_lexicon"): 0.92,
    ("fresh-22", "technology_recall_all"): 0.80,
    ("fresh-22", "file_precision"): 0.99,
    ("fresh-22", "file_recall"): 0.83,
    ("fresh-22", "endpoint_precision"): 0.80,
    ("fresh-22", "endpoint_recall"): 0.92,
    ("fresh-23", "technology_precision"): 0.86,
    ("fresh-23", "technology_recall_in_lexicon"): 0.88,
    ("fresh-23", "technology_recall_all"): 0.85,
    ("fresh-23", "file_precision"): 0.99,
    ("fresh-23", "file_recall"): 0.90,
    ("fresh-23", "endpoint_precision"): 0.88,
    ("fresh-23", "endpoint_recall"): 0.80,
    # part 17: fresh-24 and fresh-25 labelled blind at once after part 16; fresh-24 measured
    # first (after part 17's first rules, read from older sets), read, then fresh-25 measured
    # blind and read (as first measured: fresh-24 0.86 0.92 0.89 0.89 0.92 0.97 0.88, 2 false
    # technologies in 64 prose texts; fresh-25 0.90 0.90 0.84 0.92 0.92 0.96 0.76, 1 in 58 --
    # the floors below, after reading and the lexicon's part 17)
    ("fresh-24", "technology_precision"): 0.86,
    ("fresh-24", "technology_recall_in_lexicon"): 0.92,
    ("fresh-24", "technology_recall_all"): 0.88,
    ("fresh-24", "file_precision"): 0.93,
    ("fresh-24", "file_recall"): 0.93,
    ("fresh-24", "endpoint_precision"): 0.95,
    ("fresh-24", "endpoint_recall"): 0.95,
    ("fresh-25", "technology_precision"): 0.91,
    ("fresh-25", "technology_recall_in_lexicon"): 0.89,
    ("fresh-25", "technology_recall_all"): 0.83,
    ("fresh-25", "file_precision"): 0.91,
    ("fresh-25", "file_recall"): 0.91,
    ("fresh-25", "endpoint_precision"): 0.95,
    ("fresh-25", "endpoint_recall"): 0.94,
    # part 18: fresh-26 and fresh-27 labelled blind at once after part 17 and measured before
    # any reading (after part 18's first rules, read from older sets: fresh-26 0.89 0.95 0.89
    # 1.00 0.82 0.90 0.86, 1 false technology in 64 prose texts; fresh-27 0.91 0.90 0.76 0.77
    # 0.91 0.95 0.90, 2 in 67), then read, with the lexicon's part 18; fresh-28 labelled blind
    # after that and measured before reading (0.89 0.93 0.84 0.91 0.95 0.91 0.83, none in 65),
    # then read; fresh-29 labelled blind while fresh-28 was read and measured after that reading
    # had landed (0.93 0.88 0.80 0.97 0.85 0.90 0.87, 3 false technologies in one of 63 prose
    # texts: a family history's "Ruby (1879)"), then read; the floors below, after reading
    ("fresh-26", "technology_precision"): 0.90,
    ("fresh-26", "technology_recall_in_lexicon"): 0.94,
    ("fresh-26", "technology_recall_all"): 0.89,
    ("fresh-26", "file_precision"): 0.99,
    ("fresh-26", "file_recall"): 0.84,
    ("fresh-26", "endpoint_precision"): 0.90,
    ("fresh-26", "endpoint_recall"): 0.90,
    ("fresh-27", "technology_precision"): 0.92,
    ("fresh-27", "technology_recall_in_lexicon"): 0.90,
    ("fresh-27", "technology_recall_all"): 0.80,
    ("fresh-27", "file_precision"): 0.97,
    ("fresh-27", "file_recall"): 0.91,
    ("fresh-27", "endpoint_precision"): 0.94,
    ("fresh-27", "endpoint_recall"): 0.91,
    ("fresh-28", "technology_precision"): 0.88,
    ("fresh-28", "technology_recall_in_lexicon"): 0.93,
    ("fresh-28", "technology_recall_all"): 0.84,
    ("fresh-28", "file_precision"): 0.92,
    ("fresh-28", "file_recall"): 0.95,
    ("fresh-28", "endpoint_precision"): 0.91,
    ("fresh-28", "endpoint_recall"): 0.86,
    ("fresh-29", "technology_precision"): 0.93,
    ("fresh-29", "technology_recall_in_lexicon"): 0.90,
    ("fresh-29", "technology_recall_all"): 0.82,
    ("fresh-29", "file_precision"): 0.96,
    ("fresh-29", "file_recall"): 0.91,
    ("fresh-29", "endpoint_precision"): 0.90,
    ("fresh-29", "endpoint_recall"): 0.88,
    # part 19: fresh-30 and fresh-31 labelled blind at once after part 18 and measured before any
    # reading (after part 19's first rule, GitHub Actions no longer read from workflow steps:
    # fresh-30 0.94 0.91 0.82 0.96 0.90 0.84 0.73, 1 false technology in 62 prose texts; fresh-31
    # 0.87 0.93 0.82 1.00 0.94 0.93 0.87, 2 in one of 15), then read, with the lexicon's part 19;
    # the floors below, after reading
    ("fresh-30", "technology_precision"): 0.95,
    ("fresh-30", "technology_recall_in_lexicon"): 0.90,
    ("fresh-30", "technology_recall_all"): 0.81,
    ("fresh-30", "file_precision"): 0.96,
    ("fresh-30", "file_recall"): 0.89,
    ("fresh-30", "endpoint_precision"): 0.95,
    ("fresh-30", "endpoint_recall"): 0.95,
    ("fresh-31", "technology_precision"): 0.89,
    ("fresh-31", "technology_recall_in_lexicon"): 0.93,
    ("fresh-31", "technology_recall_all"): 0.81,
    ("fresh-31", "file_precision"): 0.99,
    ("fresh-31", "file_recall"): 0.97,
    ("fresh-31", "endpoint_precision"): 0.93,
    ("fresh-31", "endpoint_recall"): 0.90,
    # fresh-32 and fresh-33 labelled blind while fresh-30 and fresh-31 were read, and measured
    # after that reading had landed (fresh-32 0.80 0.92 0.85 0.98 1.00 0.94 0.86, 1 false
    # technology in 31 prose texts; fresh-33 0.90 0.92 0.82 1.00 0.93 0.91 0.93, 4 in two of 59),
    # then read; the floors below, after reading
    ("fresh-32", "technology_precision"): 0.82,
    ("fresh-32", "technology_recall_in_lexicon"): 0.91,
    ("fresh-32", "technology_recall_all"): 0.85,
    ("fresh-32", "file_precision"): 0.97,
    ("fresh-32", "file_recall"): 0.99,
    ("fresh-32", "endpoint_precision"): 0.93,
    ("fresh-32", "endpoint_recall"): 0.86,
    ("fresh-33", "technology_precision"): 0.92,
    ("fresh-33", "technology_recall_in_lexicon"): 0.92,
    ("fresh-33", "technology_recall_all"): 0.82,
    ("fresh-33", "file_precision"): 0.99,
    ("fresh-33", "file_recall"): 0.92,
    ("fresh-33", "endpoint_precision"): 0.91,
    ("fresh-33", "endpoint_recall"): 0.96,
    # fresh-34 and fresh-35 labelled at once after part 19 and measured before either was read
    # (fresh-34 0.88 0.92 0.87 0.98 0.90 0.83 0.69, no false technology in 64 prose texts;
    # fresh-35 0.93 0.92 0.89 0.97 0.92 0.96 0.94, 2 in one of 65: a film blog's "Prometheus
    # (2012)" and "Idris Elba"), then read; the floors below, after reading
    ("fresh-34", "technology_precision"): 0.88,
    ("fresh-34", "technology_recall_in_lexicon"): 0.92,
    ("fresh-34", "technology_recall_all"): 0.89,
    ("fresh-34", "file_precision"): 0.99,
    ("fresh-34", "file_recall"): 0.91,
    ("fresh-34", "endpoint_precision"): 0.93,
    ("fresh-34", "endpoint_recall"): 0.89,
    ("fresh-35", "technology_precision"): 0.93,
    ("fresh-35", "technology_recall_in_lexicon"): 0.92,
    ("fresh-35", "technology_recall_all"): 0.91,
    ("fresh-35", "file_precision"): 0.99,
    ("fresh-35", "file_recall"): 0.91,
    ("fresh-35", "endpoint_precision"): 0.95,
    ("fresh-35", "endpoint_recall"): 0.93,
    # fresh-36 and fresh-37 labelled at once after part 20 and measured before either was read
    # (fresh-36 0.91 0.92 0.84 0.98 0.92 0.83 0.84, 1 false technology in 62 prose texts: a French
    # skiing page's "on skie"; fresh-37 0.90 0.89 0.78 0.95 0.88 0.89 0.68, 4 in 4 of 63: a house's
    # "Windows 2.0", a "Gatsby-style mansion", OpenAI and GitHub as companies in tech news), then
    # read; the floors below, after reading
    ("fresh-36", "technology_precision"): 0.92,
    ("fresh-36", "technology_recall_in_lexicon"): 0.92,
    ("fresh-36", "technology_recall_all"): 0.89,
    ("fresh-36", "file_precision"): 0.97,
    ("fresh-36", "file_recall"): 0.97,
    ("fresh-36", "endpoint_precision"): 0.88,
    ("fresh-36", "endpoint_recall"): 0.92,
    ("fresh-37", "technology_precision"): 0.94,
    ("fresh-37", "technology_recall_in_lexicon"): 0.89,
    ("fresh-37", "technology_recall_all"): 0.84,
    ("fresh-37", "file_precision"): 0.95,
    ("fresh-37", "file_recall"): 0.95,
    ("fresh-37", "endpoint_precision"): 0.91,
    ("fresh-37", "endpoint_recall"): 0.95,
    # fresh-38 and fresh-39 labelled at once after part 21 and measured (at 60c51e6) before either
    # was read (fresh-38 0.89 0.89 0.76 0.98 0.95 0.93 0.73, 1 false technology in 60 prose texts: a
    # train named Phoenix in a novel; fresh-39 0.90 0.88 0.77 0.95 0.91 0.66 0.48, 4 in 4 of 71:
    # Julia Child, "licensed under Apache 2.0", "maintenance windows", protobuf as a Bazel
    # dependency, which was labelled after reading as the corpus labels declared dependencies),
    # then read; the floors below, after reading
    ("fresh-38", "technology_precision"): 0.90,
    ("fresh-38", "technology_recall_in_lexicon"): 0.90,
    ("fresh-38", "technology_recall_all"): 0.86,
    ("fresh-38", "file_precision"): 0.97,
    ("fresh-38", "file_recall"): 0.95,
    ("fresh-38", "endpoint_precision"): 0.98,
    ("fresh-38", "endpoint_recall"): 0.99,
    ("fresh-39", "technology_precision"): 0.93,
    ("fresh-39", "technology_recall_in_lexicon"): 0.87,
    ("fresh-39", "technology_recall_all"): 0.81,
    ("fresh-39", "file_precision"): 0.95,
    ("fresh-39", "file_recall"): 0.91,
    ("fresh-39", "endpoint_precision"): 0.95,
    ("fresh-39", "endpoint_recall"): 0.99,
    # fresh-40 labelled while fresh-38/39 were read and measured (at 7e2f07d) before it was read:
    # 0.90 0.83 0.70 0.92 0.98 0.90 0.86, no false technology in 53 prose texts; then read
    ("fresh-40", "technology_precision"): 0.90,
    ("fresh-40", "technology_recall_in_lexicon"): 0.87,
    ("fresh-40", "technology_recall_all"): 0.84,
    ("fresh-40", "file_precision"): 0.92,
    ("fresh-40", "file_recall"): 0.97,
    ("fresh-40", "endpoint_precision"): 0.90,
    ("fresh-40", "endpoint_recall"): 0.92,
}
#: At most this many technologies extracted from ordinary prose, over all real prose texts
#: (issue #20 asks for at most 2 on texts nobody has seen; every split's prose had none until
#: fresh-5 brought one: "HTML" in a French course on Flask, filed as French prose; none since
#: generic formats count only where the text is about them, issue #20 part 8; the blind fresh-6
#: brought two, in texts filed as prose that are about software: the issue's own bound).
MAX_PROSE_FALSE_TECHNOLOGIES = 2


@pytest.fixture(scope="module")
def figures():
    real = eq.load_real()
    return {split: eq.evaluate(eq.select_split(real, split)).overall.figures()
            for split in ("all", "held-out", *eq.FRESH_SETS)}


@pytest.mark.parametrize("split, figure", sorted(FLOORS))
def test_figure_does_not_fall_below_its_floor(figures, split, figure):
    value = figures[split][figure]
    assert value is not None and value >= FLOORS[split, figure], (
        f"{figure} on the {split} real texts is {value:.3f}, below its floor "
        f"{FLOORS[split, figure]:.2f}; run benchmarks/extraction_quality.py --misses --split train")


def test_ordinary_prose_yields_almost_no_technologies(figures):
    overall = figures["all"]
    assert overall["prose_texts"] >= 200
    assert overall["prose_false_technologies"] <= MAX_PROSE_FALSE_TECHNOLOGIES, overall


def test_synthetic_corpus_stays_perfect():
    # (1.00 on every figure since issue #20 part 16 made its three known misses classes)
    report = eq.evaluate(eq.load_synthetic())
    synthetic = report.by_kind[eq.SYNTHETIC].figures()
    for figure in ("technology_precision", "technology_recall_in_lexicon", "technology_recall_all",
                   "file_precision", "file_recall", "endpoint_precision", "endpoint_recall"):
        assert synthetic[figure] == 1.0, (figure, synthetic[figure])
