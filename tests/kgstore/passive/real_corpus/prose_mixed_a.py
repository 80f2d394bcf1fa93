"""Mostly prose by people who are not writing technical documentation, but who genuinely name a
tool or two: a family blog moving to WordPress, a gardener's Python script, news of a Python
release. These catch rules that are too strict. ``note`` starts with ``mixed:``.
"""

from real_corpus import R, T

#: Spellings of a technology in a text where its usual name does not occur as a whole, so that
#: the well-formedness test can still find the label in the text.
SURFACES = {
    "Microsoft Word": ("Word",),
    "Microsoft Access": ("Access",),
    "Family Tree Maker": ("FamilyTreeMaker",),
    "JavaScript": ("Javascipt",),  # the writer's typo, kept as written
}

CASES = [
    R("""Hi everyone.  Well after much deliberation and consternation we, make that I, finally made the decision to move our blog from Blogger to WordPress.  We also now have our own self hosted website which should be up and running now. Clicking on the title of this post should take you to our new site. I’ve been busy doing the switch over for the past few days so blog posts have kind of taken a back seat until most of the hurdles have been jumped.""",
      T("Blogger"), T("WordPress"),
      source="http://blog.phaetonplace.ca/2011/06/moving-our-blog-to-wordpress/", kind="blog",
      note="mixed: a travelling family's blog"),
    R("""Fall 2004 - I started this little blog, mostly to share pictures and our days with grandmas and grandpas in other states and to be a alternative to time consuming and space consuming scrapbooking.  Blog created on Blogger, the free blogging platform.

Six wonderful years of blogging and family history and photos get beautifully documented.

Spring 2010 - after working for a year where blogging was in my job description, attending a few blogging meet-ups, and doing my own research, I took the plunge, bought my own domain name and moved my blog to a Wordpress site.  Loved the new platform.""",
      T("Blogger"), T("WordPress"),
      source="http://dykstras.blogspot.com/2012/11/blog-update.html", kind="blog",
      note="mixed: family photos; 'Spring 2010' is a season, 'Wordpress' as the writer spells it"),
    R("""My sister moved her blog to Word Press and liked it, so I thought I would move as well.  I am still getting used to the format, but overall I like that it is a bit more customizable.  She is also correct in her assessment that it looks a bit more sophisticated, so in that respect I suppose that I am “moving up”.

I am really going to try to post more often as well since lots of things have been going on and I really want to write about them.

Also – tags rock!


  1. HA! I knew you would be unable to resist the lure of WordPress after I told you all about it!""",
      T("WordPress"),
      source="https://kahikikiki.wordpress.com/2008/05/26/ive-moved/", kind="blog",
      note="mixed: 'Word Press' in two words, then 'WordPress' in a comment"),
    R("""If you haven’t heard yet, Python 3.12 was officially released yesterday. It’s always interesting to see what features made it into each new release. Even though the core of the language is very stable, Python as a whole is constantly evolving.

In this post I’ll share some highlights of the new release, and some thoughts about when to consider upgrading.""",
      T("Python"),
      source="https://www.mostlypython.com/python-312-is-out/", kind="blog", note="mixed: a release announcement"),
    R("""After a year of development, the significant release of the programming language Python 3.12 has been published. The new branch will be maintained for a year and a half, followed by another three and a half years of support with vulnerability fixes.
Simultaneously, the alpha testing of the branch Python 3.13 has begun, introducing the CPYTHON assembly mode without the Global Interpreter Lock (GIL).""",
      T("Python"),
      source="https://altusintel.com/public-yywgc7", kind="news", note="mixed: news of a release; CPYTHON in capitals"),
    R("""Right around the middle of summer, while I was visiting family in Colorado, I stumbled quite unexpectedly onto what I’m daring to categorize as a new passion. I can’t explain it, and I really don’t even remember how it happened. I kept hearing about Python, so I did a little digging, watched a few videos, mucked around on a few websites, and presto, change-o, I’m learning coding – and I can’t get enough of it.""",
      T("Python"),
      source="https://floodedplanet.com/python-tutorials/", kind="blog", note="mixed: a beginner's blog"),
    R("""After several iterations of this cycle, I had finally absorbed enough to actually use Linux as a genuine computing solution. When Ubuntu hit the streets, my Linux life fell into an easy, sustainable pace.

But I still couldn't code. I tried Java several times, but the resources I could find were confusing, tossing strange terminology around as if I was supposed to know it already. It was frustrating.""",
      T("Linux"), T("Ubuntu"), T("Java"),
      source="https://www.drgerg.com/python-now-youre-talkin.html", kind="blog", note="mixed: a hobbyist's memoir"),
    R("""Python clicked. For some reason I was able to understand the syntax and the concepts well enough to get all the way to the end of the course.

#!/usr/bin/env python3
myvariable = input('What do you want to say? ')
print(myvariable)
Three lines and something happens!

I made it! I did it! Wow! Now what? If I don’t use it""",
      T("Python"),
      source="https://drgerg.com/2021/01/19/python-now-youre-talkin/", kind="blog",
      note="mixed: three lines of unfenced code in a memoir"),
    R("""Then, I wrote a bit firmware code on the ESP to send the sensor data back to the raspberry. Back on the raspberry, I used a bit of Python to spin up a webserver to send the data and be able to control the sensor through REST requests. I used FastAPI but it was a bit overblown as I did not need to generate an OpenAPI schema, I think Flask would have been enough.

I was tempted to use a compiled programming language with no large runtime to install like Go, Rust or Nim but Python already had a serial library that worked and was simple to import, so I went with that.""",
      T("Python"), T("REST"), T("FastAPI"), T("OpenAPI"), T("Flask"), T("Go"), T("Rust"), T("Nim"),
      source="https://vanyle.github.io/posts/overengineering_gardening.html", kind="blog",
      note="mixed: watering a plant at work (the ESP and the raspberry are hardware, not labelled)"),
    R("""Cron fires a Python script on the Pi once or twice a day. For each zone, the script averages ten moisture readings, compares against a calibrated dry threshold, and — if the soil’s dry — opens that zone’s valve, runs the pump for a configured number of seconds, closes the valve, waits 60 seconds for soak-in, and re-reads. Up to four cycles per zone before it gives up.""",
      T("cron"), T("Python"),
      source="https://gusnaughton.com/projects/balcony-irrigation/build-guide/01-overview/", kind="blog",
      note="mixed: balcony irrigation (the Pi is hardware, not labelled)"),
    R("""Its important for people, all people. regardless of trade or skill set, to be at least literate in the technology around them. It helps folks prevent themselves from being taken in by tech broligarchs trying to sell them NFTs or AI malarkey.

And so for the sake of my kids I’m going to have to learn some Python, and LOGO, and Scratch.""",
      T("Python"), T("Logo"), T("Scratch"),
      source="https://thinkdad.neocities.org/post/learning-to-code-again", kind="blog",
      note="mixed: a father teaching his children; LOGO in capitals"),
    R("""Now, as a Hackbright graduate, I can easily say that my fears were unfounded. Throughout my journey into code, I was supported and encouraged by my grandmother, who began learning C++ the first day Hackbright began for me.

This is the story of not one, but two career changes.""",
      T("C++"),
      source="https://hackbrightacademy.com/blog/why-your-grandma-should-learn-to-code/", kind="blog",
      note="mixed: a grandmother learning to code"),
    R("""Google and Oracle have been battling in court for years over the claim that the Android mobile OS violates Oracle copyright. Back in 2019, the US Supreme Court agreed to hear Google's appeal of a federal appeals court ruling that Android violated Oracle copyright by using unlicensed Java code, and today the Court has made a decision. The Supreme Court just ruled 6-2 in favor of Google, a decision that should overturn the earlier decision.""",
      T("Android"), T("Java"),
      source="https://news.yahoo.com/google-oracle-supreme-court-decision-142631503.html", kind="news",
      note="mixed: court news; Oracle and Google are the companies"),
    R("""Microsoft has announced that it has agreed to acquire GitHub for $7.5bn (£5.6m) in Microsoft stock.

GitHub is an open source coding site which allows software developers to host their code in the cloud or to collaborate inhouse on projects. The acquisition is expected to close by the end of this calendar year.""",
      T("GitHub"),
      source="https://channelweb.co.uk/news/3033504/github-acquisition-agreed-microsoft", kind="news",
      note="mixed: business news"),
    R("""If Microsoft does acquire GitHub, it could be seen as a visible attempt to further integrate Linux and Windows and increase interoperability, as demonstrated by the Windows Subsystem for Linux (WSL) compatibility layer found in Windows 10.""",
      T("GitHub"), T("Linux"), T("Windows"), T("Windows Subsystem for Linux"),
      source="https://tri-lakestribune.net/2018/06/microsoft-to-acquire-github/", kind="news",
      note="mixed: business news naming operating systems"),
    R("""Before the pandemic, I had used GoToMeeting with one student whose father set everything up for us. That worked, in part because the father hovered nearby and anticipated his daughter’s and my needs.
But as I returned to teaching in November, after seven months of babysitting grandchildren, I struggled to learn Zoom. For my first classes, my husband (my IT person) sat at my side off camera and slipped his hands on the keyboard from time to time to rescue me. I couldn’t have done it without him.""",
      T("GoToMeeting"), T("Zoom"),
      source="https://englishwritingteacher.com/2021/01/06/frustration-in-teaching-remotely/", kind="blog",
      note="mixed: a language teacher learning video calls"),
    R("""Teachers will have the option of teaching from home, from the classroom or both. That is a good idea. Zoom will most likely be the platform of choice for 6 through 12 teachers and Google Meet for the others not teaching face to face.""",
      T("Zoom"), T("Google Meet"),
      source="https://viewfromredlandsca.blogspot.com/2020", kind="blog", note="mixed: a teacher's blog"),
    R("""But with the help of co-teacher and tech innovator Amanda Legge, Binns has worked her way through. On a video call with Legge and Education Week, Binns described how she now films herself doing math problems, uploads them to YouTube, and posts them to Google Classroom.""",
      T("YouTube"), T("Google Classroom"),
      source="https://www.edweek.org/technology/it-was-a-bumpy-ride-but-virtual-schooling-during-the-coronavirus-boosted-teachers-tech-skills/2020/06",
      kind="news", note="mixed: a teacher's new tools"),
    R("""Many small charities and churches start out tracking their donors and donations, and creating their charitable receipts, using a homegrown system. Most often, in my experience, this is built with Microsoft Excel and Word, but sometimes Access or another simple database program is also used.""",
      T("Microsoft Excel"), T("Microsoft Word"), T("Microsoft Access"),
      source="https://cv-test.careerleaf.com/why_not_to_create_a_do_it_yourself_donation_tracking_and_receipting_system",
      kind="blog", note="mixed: charities' donor lists; 'Word' and 'Access' after 'Microsoft Excel'"),
    R("""Als erste deutsche Grossstadt stellt München die rund 14 000 städtischen Computer vom Microsoft-Betriebssystem Windows auf das freie Betriebssystem Linux um. Das Plenum des Stadtrats in der bayerischen Landeshauptstadt fasste am Mittwoch einen entsprechenden Grundsatzbeschluss.""",
      T("Windows"), T("Linux"),
      source="https://kleinreport.ch/news/muenchen-schliesst-das-fenster-fuer-microsoft-41556", kind="other",
      note="mixed: German news of a city's computers"),
    R("""My opinion is that Linux advocates hurt more themselves by not proving their claims. Discrediting others does not prove anything. Be open - as open-source - and tell honestly about positive and negative issues in Linux, get studies to support the claims.
I for one (as a Windows user) admit that Linux is a damn good server product, for that I give it credit. But on desktop - never in a million years.""",
      T("Linux"), T("Windows"),
      source="http://www.blognroll.net/PermaLink,guid,327b6310-1def-452f-a020-423c2842a573.aspx", kind="blog",
      note="mixed: an opinion on a city's software"),
    R("""Florian Roth, leader of the Greens in Munich's Representative Assembly, described it as "absurd"To want to turn the clock back from open source client LiMux and LibreOffice toward Microsoft. The decision was unacceptable because the initiative was considered contrary to the express wishes of the elected representatives not by external experts on economic viability. The final decision on the purchase of Microsoft Office have indeed moved the grand coalition in 2018, but already endorsed the expensive purchase of 6,000 licenses for it.""",
      T("LiMux"), T("LibreOffice"), T("Microsoft Office"),
      source="http://interstate10music.com/9602", kind="news",
      note="mixed: city politics; 'express wishes' is English"),
    R("""The tip, and the link below, really centers around backing up. When it comes to Lightroom there are 2 main areas that need to be backed up. The first is your catalog and the second are your photos.
1) The Catalog: This is all the “stuff” about your photos. The changes you’ve made to them, collections, metadata, etc… You know, the stuff. You can back this part up by going to the File menu and choosing Catalog settings. Make sure you’ve got a backup scheduled under the Backup area.""",
      T("Lightroom"),
      source="https://lightroomkillertips.com/friday-tip-and-some-weekend-reading/", kind="blog",
      note="mixed: a photographer's backup tip"),
    R("""Adobe Photoshop Lightroom Catalogs are easily moved from one hard drive to another. By default, Adobe Photoshop Lightroom automatically creates a folder to hold your Lightroom Catalog database files. Within your factory default Adobe Photoshop Lightroom Catalog folder are two important items: the Lightroom Catalog.lrcat file and the Lightroom Catalog Previews.lrdata file. On the PC, the Lightroom Catalog Previews.lrdata file appears as a sub-folder.""",
      T("Lightroom"),
      source="http://thelightroomlab.com/2009/05/how-to-get-your-lightroom-catalog-onto-an-external-hard-drive/",
      kind="blog", note="mixed: file names with spaces and no folder are not paths; Photoshop is part of the product's name"),
    R("""The actual location of my working Lightroom catalog is on my internal hard drive and lives on my computer instead of an external drive. There are a few important reasons for this:

It allows me to sync the catalog file through Dropbox with my other computer (I’ll go over this workflow in more detail later).""",
      T("Lightroom"), T("Dropbox"),
      source="https://creativeraw.com/secure-backup-photos-landscape-three/", kind="blog",
      note="mixed: a landscape photographer's backups"),
    R("""For years, he used Family Tree Maker (FTM) to maintain the records of the 2,000 people in his family history file. However, he became aware of the program's shortcomings as he read reviews of other genealogy programs in this newsletter and elsewhere. A few years ago, he switched to Family Tree Legends (FTL), primarily because it permitted direct conversion of the FTM file to FTL (including "books" and photos) with distribution of a "shareable CD" to family members, a nice bonus that saved him the necessity of printing "Books.\"""",
      T("Family Tree Maker"), T("Family Tree Legends"),
      source="http://blog.eogn.com/eastmans_online_genealogy/2010/10/its-2015-do-you-know-where-your-data-is.html",
      kind="blog", note="mixed: a genealogist's software"),
    R("""It is not unusual for people to speak in jargon when talking about their family history work and you might hear people say “I have my family in FamilyTreeMaker” or “I use PAF” or “Can I send my GEDCOM?” or “I have my tree on Ancestry - I can send you a link to that.” These are referring to the different forms of software used to enter and adjust one’s “tree” or “pedigree” or where the information can be found on-line.""",
      T("Family Tree Maker"), T("PAF"), T("GEDCOM"), T("Ancestry"),
      source="http://genaandjean.blogspot.com/2014/02/family-history-hints-part-6.html", kind="blog",
      note="mixed: genealogy jargon; FamilyTreeMaker in one word; GEDCOM is the file format"),
    R("""Experiencing sudden battery drain on your iPhone after an iOS update can be frustrating. Here are some steps you can take to try and resolve the issue:
1. Check Battery Usage: Go to "Settings" > "Battery" and review the battery usage by apps. If you notice any particular app consuming an unusually large amount of battery, it might be the culprit.
2. Restart your iPhone: A simple restart can sometimes fix software glitches that could be causing battery drain.
3. Update iOS: Make sure your iPhone is running the latest version of iOS. Sometimes, new updates can include bug fixes that address battery-related issues.""",
      T("iOS"),
      source="https://discussions.apple.com/thread/255049221", kind="qa",
      note="mixed: a phone owners' forum answer; the iPhone is hardware, 'Go to' is a menu step"),
    R("""Across Apple support forums and social media, a common complain has being going around – iOS 17 appears to be draining battery life faster than iOS 16. Some users report over 50% battery drain in under 4 hours of normal use. The drain seems particularly severe on older models like the iPhone XR and 11.""",
      T("iOS"),
      source="https://consideringapple.com/does-ios-17-drain-battery/32581", kind="blog",
      note="mixed: versions of a phone's operating system"),
    R("""My children however have a whole new world opened up to them and believe it or they are learning the language of the internet, they are learning to code! My eldest son is nine years old and has been using Scratch at school for a couple of years now as part of the school curriculum. He also attends Code Club at the local library once a fortnight where he continues to code (Python soon) and on top of this has started using Command Blocks to “code” in Minecraft.""",
      T("Scratch"), T("Python"), T("Minecraft"),
      source="https://www.curlyandcandid.co.uk/category/geeky-stuff/page/6/", kind="blog",
      note="mixed: a mother on her son's coding; Minecraft is where he codes"),
    R("""Code Club is a nationwide network of free volunteer-led clubs which teach children aged nine to 11 how to program by showing them how to make computer games.

Volunteers bring a new project to teach children every week, introducing them to programming software: Scratch, HTML, CSS and Python, over a four-term placement.""",
      T("Scratch"), T("HTML"), T("CSS"), T("Python"),
      source="http://www.thisislocallondon.co.uk/news/11054180.Ten_year_olds_learn_computer_programming_at_after_school_club/?ref=var_0",
      kind="news", note="mixed: local news of a school club"),
    R("""It's been a fantastic success. We've been pleasantly surprised at the pace the students are picking up the elements of programming through the graphical programming language, Scratch.
We made the (local) news!""",
      T("Scratch"),
      source="https://meanbee.com/news/codeclub", kind="blog", note="mixed: volunteers at a primary school"),
    R("""Over the years I would dip back into various coding languages – Java, Javascipt, Visual Basic, Python, even dabbling in web languages (HTML and CSS) and the language of databases (SQL). At work I get to utilise Powershell and batch files to automate tasks, but all the while I do yearn to learn more coding.

Enter my son.""",
      T("Java"), T("JavaScript"), T("Visual Basic"), T("Python"), T("HTML"), T("CSS"), T("SQL"), T("PowerShell"),
      source="https://geektechstuff.com/2017/06/09/code-club-beginnings/", kind="blog",
      note="mixed: a father starting a code club; 'Javascipt' is the writer's typo"),
]
