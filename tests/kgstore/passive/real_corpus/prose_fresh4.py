"""Ordinary prose of the fourth fresh held-out set ("fresh-4"): encyclopaedia, nature, travel
and news paragraphs, recipes, sport, literature, mythology and science -- with a few pages in
Spanish, Italian, Greek, Vietnamese and Lithuanian -- whose words are also names of tools:
snakes, an island, gemstones, planets and moons, peoples, gods and monsters, novels, games,
metals, coffees, trains, bread, bees, dock workers, puppets, pandas, torches, sailing and
meteors. Nothing in them is a technology unless the note says
``mixed:``.

Every text was fetched from a stored public copy of the page at the address given, kept as
written (trimmed to a paragraph or a few), and labelled by hand without running the extractor
on it. ``note`` starts with ``trap:`` and names the trap words as they occur in the text (or
``mixed:`` where the text genuinely names a tool). Nobody tunes the extractor on these texts
(``--split fresh-4``).
"""

from real_corpus import R

CASES = [
    R("""Meet "ANACONDAS"
These large snakes, also known as water boas, live a semi-aquatic existence, mainly in the rainforest of South America. Anacondas are closely related to pythons, which are more widely distributed over the world. Both anacondas and pythons kill their prey by constriction and generally considered to be fairly primitive snakes. Female anacondas are viviparous; they give birth to as many as 75 live young.
There are two species of anaconda in the family Boidae - The Yellow Anaconda and the Giant Anaconda (Eunectes Murinus). The Giant Anaconda is the world's largest snake. It can reach 9m (30 feet) and weigh 250kg (550 lb). Despite its size, the snake remains remarkably agile by spending much time in water, where its body weight is supported.""",
      source="https://www.voofla.com/PH/Las-Pi%C3%B1as/1651609988498882/Animal-FACTS", kind="prose",
      note="trap: ANACONDAS, Anacondas, pythons, anaconda, Anaconda (a zoo page's post of animal facts)"),
    R("""The stories of huge boa constrictors (Boa constrictor) crushing people to death are gross exaggerations. The boa is only the world's fifth or sixth largest snake and, on average, only half the size of an anaconda. But, like the anaconda and python, the boa kills by wrapping its coils around the victim's chest and squeezing. As the unfortunate creature exhales, the snake tightens its grip until the prey can no longer breathe and is ready to be swallowed.

Bats make a favourite meal and the boa constrictor hangs from a branch near the entrance to a cave and catches the bat as it flies by. Under the snake's upper lip, heat sensors help it to locate warm-blooded mammals. Because of its penchant for rats, it is sometimes kept as a pet to control rodents.""",
      source="https://animals-animals.fandom.com/wiki/Boa_Constrictor", kind="prose",
      note="trap: boa, Boa, anaconda, python"),
    R("""Las boas constrictor son depredadores emboscadores. Se acuestan a la espera de que sus víctimas se acerquen, luego golpean rápidamente, aferran a la presa con sus colmillos mientras envuelven sus poderosos cuerpos alrededor de la víctima.
La boa constrictor no aplasta a la presa hasta la muerte. Asfixia a su víctima en lugar de aplastarla. Antes de ser tragada, la presa no se ve notablemente dañada.
La serpiente contrae a su víctima hasta que deja de respirar y luego se la traga entera.""",
      source="https://sooluciona.com/como-captura-a-sus-presas-la-boa-constrictor", kind="prose",
      note="trap: boas, boa (in Spanish)"),
    R("""Secondo l'Acquario del New England, le anaconde, la più grande specie di serpenti, uccidono per soffocamento. Un'anaconda avvolge il suo corpo attorno alla preda, stringendosi più strettamente quando l'animale espira finché, alla fine, la vittima non può più inalare.
Gli anaconda si nutrono di un'ampia varietà di creature, inclusi mammiferi, rettili, uccelli e pesci. National Geographic indica che le anaconde inghiottono la loro preda intera perché le loro mascelle hanno legamenti flessibili. Questo permette alle loro bocche di aprirsi quanto necessario.""",
      source="https://it.411answers.com/a/in-che-modo-gli-anaconda-uccidono-la-loro-preda.html", kind="prose",
      note="trap: anaconda, National Geographic (in Italian)"),
    R("""Kotlin Island (Ко́тлин) lies in the eastern part of the Gulf of Finland, where the Neva Bay opens out to the Gulf itself. Its position made it a strategic point for the defence of St Petersburg from sea attack. It now acts as an anchor point for two arms of the St Petersburg Dam project, which carries the western arm of the St Petersburg ring road.

Kotlin Island, St Petersburg

The island is the site of the city of Kronstadt (Кроншта́дт) and its Naval Base. Note dome of Russian Naval Cathedral:-

St Petersburg, Kotlin Island

Cathedral dome and part of navy yard:-

Naval Cathedral and Navy Yard, Kotlin Island, St Petersburg

Kronstadt was the centre of a rebellion by naval personnel (hitherto staunch revolutionary supporters) against the Bolshevik regime in 1921. It was unsuccessful, crushed by the Red Army.""",
      source="https://jackdeighton.co.uk/2020/05/17/kotlin-island-st-petersburg/", kind="prose",
      note="trap: Kotlin (a travel photographer's page with its captions)"),
    R("""Kotlin is a Russian island, located near the head of the Gulf of Finland, west of Saint Petersburg in the Baltic Sea. Kotlin separates the Neva Bay from the rest of the gulf. The fortified city of Kronstadt is located on the island. The island serves as a gateway to Saint Petersburg and as such has been the site of several military engagements.

History

The city of Kronstadt was founded on Kotlin island by Peter the Great, who took it from the Swedes in 1703. Later in March 1921, Kotlin was the site of the Kronstadt rebellion, which resulted in over 11,000 casualties.""",
      source="http://chaos.owiki.org/wiki/Kotlin_Island", kind="prose",
      note="trap: Kotlin (an encyclopaedia mirror)"),
    R("""Ruby Jade 
Red Jade
Key Words:

Self love
Looking Inward
Dream Stone
Improves Self Reliance
Releases negative thoughts
Soothes the Mind

Excerpt from nationsonline.org ~ 

Jade’s basic color is white with a colorless opaqueness and a waxy like appearance. The variation of the colors comes from trace elements (i.e. iron, chromium, magnesia, calcium) within the stone’s chemical formula, creating a color range from various shades of apple green, bright green and spinach green, delicate violet tones, brown, grades of white, grey, red, reddish and brown tones, shades of blue to black, yellow, and orange.

Generally speaking, the value of jade is determined according to its color and the intensity of it, the lustre, texture, clarity and transparency.""",
      source="https://12stonesandlavender.com/page/ruby-jade", kind="prose",
      note="trap: Ruby, Jade, iron, chromium, jade (a crystal shop's page)"),
    R("""Jade Crystal Meaning
Jade is as magical as it is healing. Thought in the orient to protect one from evil spirits, a travel guardian, cleanser of the environment as well as the wear, it's also stated to be one the lucky stones. Linked to Isis and Empress in Tarot the crystal is also said to encourage the development of magical wisdom; the knowledge of the magical process and aids in the practice of it. Jade can be used as a magical ward or amulet. To cut and cleanse auric archs, as wand it provides a natural burst of energy.

Jade Magical use: Ward, Cleansing, Protection, Wealth, Health, wisdom, Justice,
Jade Healing use: heart, kidneys, immune system, blood cleaning, Eyes,""",
      source="https://www.shamanscrystal.co.uk/jade/?ecsearch=Y&items_per_page=96", kind="prose",
      note="trap: Jade, Crystal, Isis, crystal"),
    R("""UNITED STATES - MAY 14:  Taken from 20 million kilometres away by Voyager 1, this picture shows the Great Red Spot, and two of Jupiter's four main moons; Io, which is above the Great Red Spot, and Europa. NASA launched two Voyager spacecraft in 1977 to explore the planets in the outer solar system. Voyager 1 flew past Jupiter at 278,000 kilometres in March 1979 before going on to pass Saturn in 1980. The largest planet in the solar system, Jupiter is a type of planet known as a gas giant, with an atmosphere composed mainly of hydrogen and helium. The atmosphere contains a number of large storms, the most famous of which, the Great Red Spot, is larger than the Earth and has been in existence for at least 300 years.  (Photo by SSPL/Getty Images)""",
      source="https://embed.gettyimages.com/embed/90730874?et=Rg090sNUTmlNlBFXKE3bfg&tld=com&sig=uZxbtv2xs0FWp9VKt5fHqry7e-L2pxMPb39MMU5TkFI=", kind="news",
      note="trap: Voyager, Jupiter, Io, Europa, Saturn, Getty (a picture agency's caption)"),
    R("""Jupiter is the largest planet in the Solar System, and a Gas Giant with a strong gravitational field. It has cool moons including Europa where NASA plans to search for life. Jupiter has a large Hurricane-like storm on it called the Big Red Spot, which is about 3 times larger than the Earth.


Jupiter has four large moons that consist of virtually all of the combined mass of all of Jupiter's moons. These four moons are called the Galilean moons, as they were discovered by Galileo Galilei. The moons are the following: Io, Europa, Ganymede, and Callisto, in order from closest to furthest from Jupiter. From most mass to least mass, they are as follows: Ganymede, Callisto, Io, Europa. Jupiter has numerous other very small moons. Io is highly volcanically active, due to the planet's deformation due to Jupier's gravitational pull.""",
      source="http://liberapedia.wikia.com/wiki/Jupiter", kind="prose",
      note="trap: Jupiter, Europa, Hurricane, Galileo, Io, Ganymede, Callisto"),
    R("""Juno meets Jupiter

History This is the first view that human’s have had of Jupiter and its four largest moons, Io, Europa, Ganymede, and Callisto. These are the Galilean moons, named after Galileo Galilei who discovered them in 1610. As of July 4, Juno has now safely entered Jupiter’s orbit. The best is yet to come! Anthony Bonato""",
      source="https://anthonybonato.com/tag/juno/", kind="prose",
      note="trap: Juno, Jupiter, Io, Galileo (a mathematician's blog post)"),
    R("""One of Chad Berry’s early slides during his Feb. 8 talk on Appalachia and its people acknowledged that Berea College, like East Tennessee, is located on lands originally occupied by what is now the Eastern Band of the Cherokee Indians and two other large Native American tribes: the Shawnee and the Yuchi.

The Berea College administrator and history professor spoke about Sequoyah (1770-1843), the Cherokee Indian born in Madisonville, Tennessee in Monroe County. He said Seqouoyah and other Cherokees heard federal officials call them savages because they had no written language, no private property and no political system. So, Sequoyah created a Cherokee syllabary, enabling the Indian tribe to eventually publish the Cherokee Phoenix newspaper in both Cherokee and English.

Gathering for a photo at Chad Berry's Feb. 8 talk on Appalachia and its people are Jim Palmer, from left, Oak Ridge Institute for Continued Learning; Tim Munro and Berea College President Cheryl L. Nixon (Munro is her husband); Ruby Miller and Charles D. Crowe, Oak Ridge Breakfast Rotary Club; and Berry.""",
      source="https://news.yahoo.com/cherokees-sequoyah-trail-tears-140453265.html", kind="news",
      note="trap: Cherokee, Cherokees, Phoenix, Ruby"),
    R("""Sequoyah, un uomo Cherokee, creò un sillabario per la lingua Cherokee all'inizio del XIX secolo. Questo sistema di scrittura era facile da imparare e da usare e divenne rapidamente il modo principale per i Cherokee di comunicare tra loro e con gli estranei. Il sillabario fu un fattore importante nello sviluppo della nazione Cherokee e della sua cultura.""",
      source="https://it.artsentertainment.cc/musica/Festival-di-musica/1006130973.html", kind="prose",
      note="trap: Cherokee (in Italian)"),
    R("""Composite creature,
Poses perplexing riddle,
Death to the clueless.
A hybrid oddity from ancient Egyptian and Greek mythology, the Sphinx is a tricksy figure most often represented in stone form, crafted to guard temples. Usually (though not exclusively) described as having the head and breasts of a human woman, the wings of an eagle, the body of a lion and a snakish tail, the Sphinx enjoys asking passers-by riddles and killing them when they can't answer. Whether the Sphinx strangles or devours the simple soul who can't solve whatever conundrum is cast their way depends on the story, but in the tragic legend of Oedipus it's the beast herself who ends up the loser.""",
      source="http://hundredmythologyhaiku.blogspot.com/2009/12/day-xxii-sphinx.html", kind="prose",
      note="trap: Sphinx, Oedipus (a haiku and its gloss)"),
    R("""In Greek mythology, the Sphinx was sent by Hera (Greek queen of the gods) or Ares (Greek god of courage and war, also Hera and Zeus's son) to Thebes in Greece. Her job was to ask a difficult riddle to anyone who passed by. No one was able to answer this riddle, and were strangled and eaten by the Sphinx. Enter Oedipus. Oedipus was on a journey to avoid fulfilling his fate where he would kill his father and marry his mother. He had already fought with and killed his father Laius. As he continued on his travels he came upon the Sphinx.""",
      source="https://aztruyen.top/live-your-myths-146645840/greek-myth-the-riddle-of-the-sphinx-1209446889", kind="prose",
      note="trap: Sphinx, Hera, Ares, Zeus (a story site)"),
    R("""Sư tử đá Sphinx
Bách khoa toàn thư mở Wikipedia
Hình:Oedipus and sphinx.jpg
Sphinx và Oedipus
Trong thần thoại Hi Lạp, Sphinx là con sư tử có cánh với cái đầu của người phụ nữ là con của quái vật Chimenra và Orthus hay con của quái vật Typhoon và Edchina.Nó ngồi trên bệ đá trước cổng thành Thebes, đưa ra 1 câu đố bí hiểm cho những ai muốn vào thành.Đó là câu hỏi về 1 sinh vật buổi sáng đi bằng 4 chân, buổi trưa đi bằng 2 chân còn đến chiều lại đi bằng 3 chân.""",
      source="https://dumps.wikimedia.your.org/other/static_html_dumps/April_2007/vi/wikipedia-vi-html.7z", kind="prose",
      note="trap: Sphinx, Wikipedia, Typhoon (in Vietnamese, from an encyclopaedia's static dump; an image's file name is part of the page, not a workspace file)"),
    R("""Loud Jazz music, lights, and joyous people adorned the atmosphere every weekend at West Egg during the summer of 1922. A mysterious newly rich figure, named Gatsby, threw the most extravagant parties where hundreds of people joined him to have a good time. No one in West Egg had ever met this man or knew why he threw the biggest parties every weekend. To be sincere no one really cared because this man’s mysteriousness contributed to the jubilant environment of party and relaxation people enjoyed. Scott Fitzgerald’s “The Great Gatsby” serves as a good title for his work because Gatsby shows his greatness at a deeper level through his romantic determination to gain his one true love, through his personal qualities of being a loyal person, and his demonstration of pursuing and conquering the American Dream.""",
      source="https://www.antiessays.com/free-essays/The-Great-Gatsby-Is-Great-538189.html", kind="prose",
      note="trap: Jazz, Gatsby (a student essay)"),
    R("""3. The Great Gatsby by Scott Fitzerald

The Great Gatsby - O Υπέροχος Γκατσμπι είναι μυθιστόρημα γραμμένο το 1925 από τον Αμερικανό συγγραφέα Φράνσις Σκοτ ΦιτζέραλντΒρισκόμαστε στη Ν. Υόρκη τη δεκαετία του 1920. Είναι η εποχή της τζαζ, μια εποχή θαυμάτων, τέχνης, υπερβολής, όπου κυριαρχεί ακόμα η πεποίθηση ότι τα λεφτά μπορούν να αγοράσουν την ευτυχία. Ο Γκάτσμπυ είναι πάμπλουτος, μένει σε μια έπαυλη, έχει μπάτλερ, υπηρέτες, μια Ρολς-Ρόις και διοργανώνει θρυλικά πάρτι.""",
      source="http://3gymchan-leschianagnosis.blogspot.gr/2017/03/4-great-gatsby-by-scott-fitzerald.html", kind="prose",
      note="trap: Gatsby (a Greek school's reading blog, in Greek)"),
    R("""How Do You Clean Rust Off Of Cast Iron Cookware?
Cast iron pans are durable and allow for slow and even heating of the food you are cooking. Because they are made of iron, these pans are vulnerable to rust if they are exposed to water for too long. Although a rusty cast iron pan may appear to be ruined, they are quite easy to rehabilitate in one of several ways. Soak your cast iron pan in a solution of vinegar and water (half and half) overnight. By the next morning, the rust should have dissolved. Scrub your rusty cast iron pan with steel wool. Make sure to do this over the sink or over newspapers because the rust dust will scatter. This is recommended only if the pan is severely rusted, because the metal in the steel wool may damage the cast iron. Make a paste of salt and oil, and scrub it over the surface of the rusty pan.""",
      source="https://experts123.com/q/how-do-you-clean-rust-off-of-cast-iron-cookware.html", kind="other",
      note="trap: Rust, Iron, iron, rust, salt (a household question and answer)"),
    R("""How To Use Vinegar To Remove Rust From Your Cast Iron Skillet
Cast iron skillets are great cooking tools, but poor maintenance can result in a rusty pan. Luckily, a solution just requires white vinegar and clean water.
The acetic acid in vinegar reacts with the rust and makes it flake off the surface of the iron so that you can wash it away with water.
Fill a disposable aluminum pan with enough vinegar to submerge the skillet halfway, then add an equal amount of water to cover it completely.
Stir the liquid with a wooden spoon to mix it thoroughly, and let the skillet soak for about an hour. Don't leave it in too long, as the acetic acid will begin to eat the iron.""",
      source="https://www.housedigest.com/stories/how-to-use-vinegar-to-remove-rust-from-your-cast-iron-skillet/", kind="other",
      note="trap: Rust, Iron, rust, iron (a home magazine's how-to)"),
    R("""Let’s start with the basics. A mocha is basically a latte with chocolate in it. If you’re a latte fan and have a sweet tooth, then a mocha is for you!
A latte is an espresso and milk drink. It starts with 2 ounces of espresso; the rest is steamed milk. Cafe mocha is exactly like a latte, but you add chocolate. The espresso is often pulled directly into a base layer of chocolate syrup waiting in the cup!
Run a chocolate bar across a fine Microplane to shave chocolate onto the surface of your drink. Yum!
It’s easy to make your own. In a blender, combine a cup of heavy cream, a tablespoon of maple syrup, and a teaspoon of vanilla extract. Your whipped cream will be ready after 20 seconds, on high!""",
      source="https://bitofcream.com/web-stories/cafe-mocha/", kind="recipe",
      note="trap: mocha, Microplane, blender"),
    R("""Mocha, also known as a café mocha or mochaccino, is another popular coffee drink that originated in Italy. The coffee bean in Mocha typically comes from the port of Mocha, Yemen, which has a distinct chocolate flavor. Mocha includes a shot of espresso and some steamed milk with chocolate syrup or coco-powder. The drink is served with a topping of milk foam or whipped cream.

Making a mocha is similar to that of a latte with the addition of ingredients such as chocolate syrup or cocoa powder. A typical mocha might contain one part espresso, one part milk, and one part chocolate syrup.""",
      source="https://simple.wikipedia.org/wiki/Caff%C3%A8_mocha", kind="recipe",
      note="trap: Mocha, mocha"),
    R("""Puppetry is a form of performance which involves the manipulation of puppets. A Puppeteer controls the character differently for each style of puppet. For example, a marionette is performed from above using strings. While Hand puppets are performed from under. Animatronic puppet characters are performed usually from a distance, taking two puppeteers to perform the character.""",
      source="https://puppet.fandom.com/wiki/Puppetry", kind="prose",
      note="trap: puppets, Puppeteer, puppet"),
    R("""Springtime is swarming season

Every year milions of bees leave their beehives and look for a new home - we call this swarming. Half of the workers and the old queen have flown off, leaving the old hive queenless with a pretty big house to look after. For most beekeepers, swarms are dreaded, as the remaining population is weakened. However, for us swarming season meant we were able to extend our own population with 5 new bee colonies!""",
      source="https://en.ladrondemiel.com/post/springtime-is-swarming-season", kind="prose",
      note="trap: swarming, hive, swarms (a honey farm's blog)"),
    R("""The Liverpool Dockers' dispute between dockers and their employers, Mersey Docks and Harbour Company (MDHC) and Torside Ltd, in Liverpool, England, lasted from 1995 to 1998. Although considered a strike, it was strictly a lockout as the employers, Mersey Docks, sacked the dockers for breach of contract when they refused to cross a picket line set up by their sacked Torside Limited colleagues. Initially, five Torside workers were dismissed following a dispute regarding overtime pay, who in turn formed a picket line that other dockers refused to cross in solidarity.

The media's reaction to the dispute was unenthusiastic – the BBC's political correspondent for Liverpool suggested that editors did not find the story appealing while other organisations portrayed the dockers as dinosaurs. The British tabloid press did not start to cover the dispute until the international press became aware via communication over the Internet, which had been used by dockers to engage with worldwide trade unions.""",
      source="https://en.m.wiki.x.io/wiki/Liverpool_dockers%27_dispute_(1995%E2%80%9398)", kind="prose",
      note="trap: Dockers, dockers, Internet (an encyclopaedia mirror; the Internet is the network, not a tool of a workspace)"),
    R("""In the U.S., talks are expected to restart this week between longshoremen and port operators to avert another shutdown of the East Coast’s docks, where automation remains a key sticking point. Looking back, one of the longest running British industrial disputes of modern times was centered around the docks in Liverpool — the U.K.’s fifth biggest port, located in the northwest England.
Tony Nelson, a former Liverpool dockworker, is one of the founders of Casa, which is a bar, venue and advice center in the Liverpool. On the walls are pictures and memorabilia from dock unions around the world.
“Well, Liverpool is a port city. People forget that nowadays,” Tony Nelson said. “It was the port of the empire, it was seven miles long. Thousands of people working down there from the late 1800s until the 1970s. It’s been through a lot.”
By the 1990s, there were hundreds of men working on the dock; the decline was down to containerization in the ’60s and ’70s, which vastly reduced the numbers required to unload a ship. But for those that remained, there was a strong sense of solidarity. And that led to a yearslong walkout starting in 1995.""",
      source="https://103news.com/english/395266164", kind="news",
      note="trap: dockworker, containerization, Casa (a radio story as a news site keeps it)"),
    R("""Okay, folks, let’s kick things off with a tale as old as time—or at least as old as the Book of Genesis: the legendary Tower of Babel. Now, I bet at some point, you’ve probably wondered, “What on earth (or should I say, towards heaven) did that thing actually look like?” Did it have fancy balconies? A super-cool observation deck? Maybe even a drive-thru window for divine snacks? Sadly, I have no pictures like you can find on Instagram or Pinterest, there is no evidence what so ever and that is the cold hard facts.
A Quick Babel Recap
So, picture this: Everyone on the planet speaks the same language – no need for Google Translate! They’re all buddy-buddy, deciding to build a tower so tall it’ll tickle the sky and make a name for themselves. God, seeing this grand project, thinks, “Uh oh, if they’re this united, who knows what they’ll do next?” So, in a divine mic-drop moment, He scrambles their language, causing hilarious confusion and halting construction.""",
      source="https://sustainflow.biz/tower-of-babel-art-history", kind="prose",
      note="trap: Genesis, Babel, Instagram, Pinterest, Google Translate (social apps and a translator named in passing are not tools of a workspace)"),
    R("""Babel, Tower of (confusion) In the Bible, O.T., a ziggurat erected on the plains of Shinar by the descendants of Noah when they reached Babylonia. Genesis (11:1–9) says the plan was to build a tower that would reach to heaven. Yahweh, the Hebrew cult god, said “Go to, let us go down, and there confound their language, that they may not understand one another’s speech” (Gen. 11:7). This accounts for the variety of languages in the world. The zigguarat is believed to have been of the god Marduk’s temple in Babylon, which consisted of six square stages, one on top of the other, the last with a small room for the god.""",
      source="https://occult-world.com/babel-tower-of/", kind="prose",
      note="trap: Babel, Genesis, Noah"),
    R("""Play by Play

Game 2, Move 37—AlphaGo is playing black

The Korean expert commentators are taken aback—the move is "totally unthinkable”

The American Go master commentator is also confused, and wonders if AlphaGo has made an error 

The Google team of engineers who programmed and trained AlphaGo are also puzzled

Contemplating Move 37, world champion Lee Sedol is visibly stressed and confused

Lee Sedol normally takes about a minute to make a move, but needs twelve minutes to respond to Move 37

Go master Fan Hui, an AlphaGo consultant, was also confused by Move 37, but soon realized its beauty and significance""",
      source="https://imitationgameexhibition.ca/Video-Stills", kind="prose",
      note="trap: AlphaGo, Go, Google (an exhibition's captions; the program is the match's player, not a tool of a workspace)"),
    R("""The Cathode Ray Tube

& Plum Pudding Model

Cathode Ray Tube 1989

JJ Thompson took a Cathode Ray tube and ran a gas through the tube. Then he took that tube and ran a electric charge through it. Then he took a magnet and put the positive side on the top and the negative part on the bottom. Thompson then noticed that the current attracted to the positive pole therefore discovering the Electron

Plum Pudding Model 1897

JJ Thomson made a model of a atom called the "Plum Pudding Model" which was a sphere of positive charged electrons. The only problems with his model was he didn't have any negative or neutral subatomic particles. He thought the that the particles were in a stand still, but in fact the particles were moving inside the atom freely.""",
      source="https://www.smore.com/ruv34", kind="prose",
      note="trap: Electron, electrons (a student's science newsletter, dates as written)"),
    R("""J.J. Thomson (1856 - 1940) was a chemist who experimented with the Cathode ray tube (technology that was instrumental in developing the television). It was during his study that he discovered the electron in 1897. He proposed the (later discredited) "Plum pudding" model of the atom. Interestingly, it was Thomson's housekeeper who originally named the model.""",
      source="https://www.conservapedia.com/J.J._Thompson", kind="prose",
      note="trap: electron"),
    R("""Double happiness as China welcomes first giant panda twins of 2016

Twin giant panda cubs are seen in Chengdu(Reuters) – Two healthy baby giant pandas were born at a Chinese breeding research base on Monday, the first twins of the endangered species born this year, media said. The two females, weighing 144 grams (0.14 kg) and 113 grams, are the first offspring of mother Yali, who gave birth at the Chengdu giant panda breeding research base in southwest China's Sichuan province. Giant pandas have seen their numbers hit by human encroachment on the highlands where they survive almost entirely on a diet of bamboo.""",
      source="https://rentwithpets.ca/double-happiness-as-china-welcomes-first-giant-panda-twins-of-2016/", kind="news",
      note="trap: panda, pandas, Reuters"),
    R("""Kinijoje pirmą kartą šiais metais gimė pandos mažyliai. Didžiosios pandos veislės motina atsivedė dvynukes. Kol kas motina prižiūri tik vieną iš savo kūdykių, kadangi jai per sunku išmaitinti du mažylius vienu metu. Tuo tarpu netoliese esančiame laukiniame rezervate mokslininkai pastebėjo laukinį didžiosios pandos jauniklį. Tai yra pirma laukinė panda pastebėta šiame rezervate.""",
      source="https://tv.lrytas.lt/zinios/pasaulis/2018/05/31/news/kinijoje-pirma-karta-siais-metais-gime-du-pandos-dvynukai-6478318", kind="news",
      note="trap: panda (in Lithuanian)"),
    R("""ANCIENT OLYMPIA, Greece, Nov 27 - The Olympic Flame torch relay of the Turin 2006 Winter Games set out on Sunday in the hands of a Greek 19-year-old pole vault champion, embarking on a three-month journey from Ancient Olympia to Athens, Rome and northern Italy.
Dressed in the white-and-orange uniform of the 2006 Winter Games, pole-vaulter Costas Filippidis became the first of 10,535 torchbearers in a relay exceeding 13,300 kilometres (8,264 miles), and expected to feature Italian designer Giorgio Armani, legendary gymnast Juri Chechi, Formula One driver Jarno Trulli and Pope Benedict XVI’s Vatican Swiss Guard.
Overcast skies on Sunday prevented Greek organisers from fully carrying out a ritual ceremony involving actresses in the garb of ancient priestesses, using a polished concave mirror to light the flame in Ancient Olympia, southwestern Greece, where the Olympics were born in 776 BC.""",
      source="https://forum.charliefrancis.com/t/olympic-winter-torch-lit/24118", kind="news",
      note="trap: Flame, torch, vault (a wire story posted to a coaches' forum)"),
    R("""The Olympic torch relay for the Paris Games began Tuesday at the ancient Olympic site of Olympia, Greece, starting a trek for the Olympic Flame that will last through the July 26 Opening Ceremony.

Cloudy skies prevented the traditional lighting, when an actress dressed as an ancient Greek priestess uses the sun to ignite a silver torch.

Instead, a backup flame was used that had been lit on the same spot Monday, during the final rehearsal.

Normally, the foremost of a group of priestesses in long, pleated dresses offers a prayer to the ancient Greek sun god, Apollo. She then dips the fuel-filled torch into a parabolic mirror which focuses the sun’s rays on it, and fire spurts forth.""",
      source="https://nbcsports.com/olympics/news/olympic-flame-lighting-olympia-torch-relay-paris-2024", kind="news",
      note="trap: torch, Flame, Apollo"),
    R("""Deep within the jungles of Mexico and Guatemala and extending into the limestone shelf of the Yucatan peninsula lie the mysterious temples and pyramids of the Maya. While Europe was still in the midst of the Dark Ages, these amazing people had mapped the heavens, evolved the only true writing system native to the Americas and were masters of mathematics. They invented the calendars we use today. Without metal tools, beasts of burden or even the wheel they were able to construct vast cities across a huge jungle landscape with an amazing degree of architectural perfection and variety. Their legacy in stone, which has survived in a spectacular fashion at places such as Palenque, Tikal, Tulum, Chichén Itzá, Copan and Uxmal, lives on as do the seven million descendants of the classic Maya civilization.""",
      source="http://www.english.illinois.edu/maps/poets/a_f/bronk/tikal.htm", kind="prose",
      note="trap: Maya (a university poetry site's background page)"),
    R("""The Mayans

The Maya are an indigenous people of Mexico and Central America who have continuously inhabited the lands comprising modern-day Yucatan, Quintana Roo, Campeche, Tabasco, and Chiapas in Mexico.

A unique and intricate style, the tradition of Mayan architecture spans several thousands of years. Often, the buildings most dramatic and easily recognizable as Mayans are the stepped pyramids of the Terminal Pre-classic period and beyond.

Ancient Maya art refers to the material arts of the Maya civilization, an eastern and south-eastern Mesoamerican culture that took shape in the course of the later Preclassic Period. Its greatest artistic flowering occurred during the seven centuries of the Classic Period.

The Mayan and other Mesoamerican cultures used a vigesimal number system based on base 20 (and, to some extent, base 5), probably originally developed from counting on fingers and toes. The numerals consisted of only three symbols: zero, represented as a shell shape; one, a dot; and five, a bar.

The Mayan calendar is an ancient calendar system that rose to fame in 2012, when a “Great Cycle” of its Long Count component came to an end, inspiring some to believe that the world would end at 11:11 UTC on December 21, 2012. The media hype and hysteria that ensued was later termed the 2012 phenomenon.""",
      source="https://www.j2e.com?blog=1&id=SldHMEVtUkJqOU1lbGxkdw%3D%3D&revision=2", kind="prose",
      note="trap: Maya, Mayans, UTC (a pupil's page on a school blogging site)"),
    R("""The recipe of the bun, the burger bread. Because you can’t have a good burger without a good bread.


In his new recipe, Éric Kayser unveils the secrets of the bun, the real hamburger’s bread.

The ingredients:

500g of flour.
100g of sourdough starter.
35g of sugar.
25g of whole milk powder.
75g of egg yolk.
50g of soften butter.
8g of coarse salt.
16g of fresh baker yeast.
200g of water.
50g of sunflower oil (optional) + sunflower oil for the shaping.
Sesame seeds for the decoration.

The utensils:

An electronic stand mixer.
A dough scraper.
An oven plate with its greaseproof paper.
Or a perforated buns mould.""",
      source="https://www.maison-kayser.com/info/en/maisonkayseracademy/the-recipe-of-the-bun-the-burger-bread/", kind="recipe",
      note="trap: bun, salt, yeast, buns (a bakery's recipe)"),
    R("""I live near an In-N-Out Burger where the line of cars for the drive-thru regularly extends to the gas station two blocks away. The other day, I was craving burgers and had to decide between waiting in line for 20 minutes to procure a burger that I'd consistently rate a 10 out of 10; and crafting a project plan spanning 10 hours to make a burger from scratch, one that had a 50-50 chance of being a 9/10. I prefer to do things the hard way, even if the hard way is a million times less efficient, particularly if it means I can boast to my guests that "I made everything from scratch - literally everything. Okay, not literally, but you know what I mean."

So, I embarked on this all-day project. I had several goals for the burger:

  1. The bun had to taste and smell like brioche, a buttery French pastry.

  2. There had to be bacon in every single bite.

  3. I couldn't make my guests sick.""",
      source="http://www.jenspinky.com/food/hamburger-buns", kind="recipe",
      note="trap: bun, scratch (a home cook's blog; a 'project plan' is a figure of speech)"),
    R("""We all know it from Agatha Christie's iconic murder mystery, but the Orient Express was more than just a backdrop for fictional foul play. This train was the Rolls-Royce of rail travel, a moving feast of luxury and cultural exchange. We're talking plush seats, wood panelling and dining cars so swanky, you'd feel underdressed in anything less than a tuxedo.
This five-star locomotive made its inaugural trip in 1883, travelling from Paris to Istanbul. In the years to come, it would play host to A-listers like King Leopold II of Belgium and Leo Tolstoy, connecting Western and Eastern Europe in style. Sadly, the original service chugged its last in 2009, but its legend lives on. Modern luxury trains still use the name, aiming to recapture that golden age of rail travel.""",
      source="https://cardstheuniverseandeverything.com/cue-cards/orient-express", kind="prose",
      note="trap: Express, rail"),
    R("""Appropriately enough for a train steeped in romance, its principal routes link three of Europe’s most beguiling cities, London, Paris and Venice. The chocolate-and-cream British Pullman train departs from London Victoria and glides through Kent, the London-bound commuters waiting on station platforms looking on enviously as brunch and Bellinis are served on the way to the Channel. In France the royal-blue train with brass insignia, lined by uniformed and white-gloved attendants, is waiting to take you through the most fought-over acres of France to the capital, while a four-course dinner is served. The dinner is made unforgettable by the sumptuous surroundings of the Lalique glass- and wood-panelled dining cars as well as the quality of the food, a miracle of skill conjured up in the tiny galley kitchen.
In Paris the train uses the same station from which the first Orient Express departed on October 4 1883, Gare de l’Est. The sense of dinner-jacketed style is enhanced by the contrast with passengers milling about on the platforms, the bar car’s piano and period tunes a world away from the iPods of today’s Parisian commuters""",
      source="http://telegraph.co.uk/travel/journeysbyrail/9815164/The-Orient-Express-Great-Train-Journeys.html", kind="news",
      note="trap: Express, Pullman, iPods (a newspaper's travel page; a music player is not a tool of a workspace)"),
    R("""The Perseids are seen every year as the Earth passes through the debris trail of Comet Swift-Tuttle. Meteor expert Peter Brown at the University of Western Ontario tells NPR that unlike some meteor showers, the Perseids are "so spread out that you can see them within a day or two of the peak, and you still see a really impressive show." Space.com reports that if geomagnetic conditions are right, people in northern states might get a double show: NOAA's Space Weather Prediction Center has issued a geomagnetic storm watch for Friday through Sunday, meaning the northern lights could coincide with the peak of the Perseids.""",
      source="https://img1-azrcdn.newser.com/story/354200/years-best-meteor-show-will-peak-sunday-night.html", kind="news",
      note="trap: Swift, Meteor, meteor, storm"),
    R("""Showers of stars…

One of the year's most anticipated meteor showers, the Perseids, are about to peak. Catch up to 100 shooting stars per hour on the night between August 12 and 13, as space debris from the comet Swift-Tuttle burns up in Earth's atmosphere!""",
      source="https://www.readingcaribbeanexpressnews.com/post/showers-of-stars", kind="news",
      note="trap: meteor, Swift"),
    R("""Dozy Crew to Dozy Helm

After a couple of abortive attempts due to unsuiatble winds I had finally run out of excuses and had to admit that Wednesday evening was a perfect opportunity for me to have a first attempt at helming. The winds were light (F2ish) and it was a warm sunny evening. I am a rather reluctant helm, preferring to crew but have thoroughly enjoyed helming our rear sheeted and very stable Wayfarer on various estuary cruises. The thought of helming a much faster and less stable boat, complete with large spinnaker and riddiculously long tiller extension filled me with panic.""",
      source="http://thexenon.org/node/208", kind="prose",
      note="trap: Helm, helm, Wayfarer (a dinghy class association's blog)"),
    R("""Yesterday I had an interesting night at the helm. The previous watch had just dropped the yankee and hoisted the windseeker and I started helming under diminishing winds which quickly turned into a windhole. Helming became very tricky because if the boat has no speed it has no steerage. Then a few minutes later the wind picked up incredibly quickly. We were trying to set up the yankee while at the same time going incredibly fast and heeled with the windseeker. Helming became a Mario Kart videogame where everything was happening at high speed. When we finally hoisted the yankee I had been helming more than two hours straight and I was spent.""",
      source="https://sailingthesouthernocean.blogspot.com/2024/07/helming-school.html", kind="prose",
      note="trap: helm, Mario (a sailor's blog from an ocean race; a video game named in a simile)"),
]
