"""Ordinary prose of the fifth fresh held-out set ("fresh-5"): encyclopaedia, nature, travel,
history and news paragraphs, recipes, sport, literature, mythology and science -- with a page in
German and one in Italian -- whose words are also names of tools: Norse gods, Argonauts and
Dante's hell, Roman consuls, Carthage, falcons and pelicans, mambas, mongooses and impalas,
harbours, jetties and slack tides, nomads, pinot, parquet, tornadoes, a desert planet, Ada
Lovelace, drones of the hive, fossils, Ionic columns, caddies, knockouts and the Packers.
Nothing in them is a technology unless the note says ``mixed:``.

Every text was fetched from a stored public copy of the page at the address given, kept as
written (trimmed to a paragraph or a few), and labelled by hand without running the extractor
on it. ``note`` starts with ``trap:`` and names the trap words as they occur in the text (or
``mixed:`` where the text genuinely names a tool). Nobody tunes the extractor on these texts
(``--split fresh-5``).
"""

from real_corpus import R, T

CASES = [
    # ---------------------------------------------------------------- mythology
    R("""Loki << LOH kee >> was a god of Norse mythology who was known as a troublemaker and trickster. He was the son of a giant but lived among the gods, who were the enemies of the giants. Most stories of Loki portray him as evil, though some myths tell of occasions when he helped the gods. Loki has many adventures with Thor, the Norse god of thunder. Loki could change his shape at will, and he frequently would appear as an old woman or an animal.
The principal myth about Loki concerns his role in the murder of Balder, the handsome son of Odin, the chief god. Balder could be killed only by mistletoe, and so the gods made a sport of throwing things at him because he would not be hurt. One day, when the gods were amusing themselves in this way, Loki handed the blind god Hoder a sprig of mistletoe. Loki helped the unknowing Hoder aim the branch and throw it at Balder. The mistletoe pierced Balder’s body and killed him.""",
      source="https://encyclopediahub.com/?p=9818", kind="prose",
      note="trap: Loki, Thor, Odin (an encyclopaedia entry)"),
    R("""Mit dem Göttergeschlecht der Asen lebte auch Loki, der Gott des Feuers. Er wurde von den Göttern als kluger Ratgeber geschätzt. Dennoch war Loki der Feind der Götter, da er eine bösartige Natur besaß, seine Ratschläge waren oft heimtückisch und verschlagen. So war er auch verantwortlich für den Tod Baldurs, dem Gott der Freude, der ein Sohn des Gottes Odin und dessen Gefährtin Frigga war.

Als ein Traum den baldigen Tod Baldurs ankündigte, ging Frigga zu allen Wesen und Dingen der Welt, zu belebten und unbelebten. Von jedem ließ sie sich das Versprechen geben, Baldur nicht zu schaden. Nur eine Mistel sprach sie nicht an, da sie ihr zu schwach erschien, um Schaden anrichten zu können.""",
      source="http://rittertum.de/home/mythen/l.html", kind="prose",
      note="trap: Loki, Odin (in German, a site on knighthood's page of myths)"),
    R("""You must have watched the famous 2011 Marvel Cinematic Universe (MCU) movie Thor, right? If the answer is yes, then you are familiar with Loki, played by famous British actor Tom Hiddleston in Thor and many other films as well as screen adaptations. Do you know that this character is based on the Norse mythological character Loki? Well, Loki is the Norse God of Mischief?
He is a clever conman, with the power to alter his gender and appearance. What makes him mischievous? Loki chooses between assisting the giants and the gods, depending on which move is more enjoyable and advantageous to him at that moment. Funny, isn’t it? Come, let us delve deeper into the world of this naughty Norse god.""",
      source="https://htschool.hindustantimes.com/editorsdesk/knowledge-vine/meet-loki-the-god-of-mischief-from-norse-mythology?amp=1", kind="news",
      note="trap: Marvel, Thor, Loki (a newspaper's school section)"),
    # ---------------------------------------------------------------- sailing, tides and harbours
    R("""Billingsport jetty and Mantua Creek entrance blue and white tanks.
Saturday May 29, 2010
Harbor Pointe to Billingsport Saturday afternoon.
Depart Harbor Pointe 1:15 PM with less than 5 knot breeze 2 hrs before high slack, just enough breeze for a gentle broad reach (2 knot SOG) to the up river end of Little Tinicum. Pass through the gap between Mifflin Bar and the sand bar, wind in the main river picks-up between 5 and 10 for a good dash (4 to 4.5 knot) across the shipping channel to Billingsport.
Slack tide at Billingsport and the breeze has again dropped below 5, tugs are marshalling barges up river in the Tinicum Range anchorage. My bearing to the next mark is into the breeze but tide would start to be in my favour soon, this would be a series of tacks can to nun to can but not at a speed to clear the channel for the barges.""",
      source="http://sv-ulladh-log.blogspot.com/2010/05", kind="prose",
      note="trap: jetty, Harbor, slack, Slack, dash (a sailor's log on the Delaware River)"),
    R("""I am writing these tips on board on the River Dart waiting for a break in bad weather to sail east. I must arrive at Portland Bill at the right time and by Sod’s Law this comes either soon after dark (not nice) or around lunchtime (better, but not popular as it means leaving at 0500).

I’ve been stuck for a while so I’ve been expecting the tide to advance at the usual 40-45 minutes per day. Not a bit of it. It’s crawling ahead at 30 minutes only. Why? Because I’m on spring tides. So far as I know, the rule is not set in stone, but springs often advance more slowly than the average, leaving friendly old neaps to take up the slack. Looks like an early start tomorrow!""",
      source="http://www.yachtingmonthly.com/sailing-skills/skippers-tips-changing-times-changing-tides-28363", kind="prose",
      note="trap: Dart, springs, slack (a sailing magazine's skipper's tip)"),
    R("""The tide was in full ebb running out of the east facing harbor at about 3 knots. While much of the fleet elected for the center of the harbor where the current was higher, our tactician had observed the wind had filled in more on the south side of the harbor.  So we took advantage of the higher wind with slightly less tide flow nearer the edge. This tactic helped us keep up with the faster fleet boats like the TP52’s.

Exiting the harbor, the first mark is far to the north and many boats headed directly for the mark on a starboard close reach. Watching the winds die back down, our tactician knew better. We continued to head further out of the harbor entrance before tacking over. Why?""",
      source="http://www.nauticed.org/sailing-blog/tag/tidal-current/", kind="prose",
      note="trap: harbor, starboard (a sailing school's blog on a regatta in Auckland)"),
    # ---------------------------------------------------------------- history
    R("""Imperium
After the last king had been expelled, 2 Roman consuls were elected
every year by the comitia
centuriata. These men were equal in power, in such a way that the
one consul could undo what the other had ordered.
This constitutional power was called imperium.
In the city the consuls would wear a purple-bordered toga (toga
pretexta) and sat on a folding chair adorned with ivory (sella curulis).
Calendar
The Roman
calendar was based upon these consuls: The years were not numbered but indicated as the year of
the consuls X and Y. For this the names of the consuls had to be
registered in a sort of list (Fasti), the contents of which are available here.
Commanders
The Roman consuls mainly acted as military commanders.
It was the senate that told them who had to go where with his army and provided the funds. Consul was the highest
rank in the Roman
society.""",
      source="https://www.the-romans.eu/society/Roman-consuls.php", kind="prose",
      note="trap: consuls, consul, Consul (a site on Roman history, its copy's line breaks kept)"),
    R("""Consuls were the chief civil and military magistrates, elected through the assemblies by popular vote. Two annually elected consuls convened the senate and the curiate and centuriate assemblies.

Initially the office was only open to patricians until the Lex Licinia opened it to Plebeian candidates in 367 BC. According to the Lex Villia annalis passed in 180 BC which established minimum age requirements for all magistrate positions within the Cursus Honorum, Consuls had to be 42 years of age. Under normal circumstances, a Roman could only serve in such a capacity only once every ten years.

At the end of their annual term of service, Consuls would take the title Proconsul and generally serve as provincial governors. In the case of the death of a serving Consul, a Suffect Consul would be elected as a replacement for the remainder of his term.""",
      source="https://www.unrv.com/government/consuls.php", kind="prose",
      note="trap: Consuls, consuls, Consul (an encyclopaedia of Roman history)"),
    # ---------------------------------------------------------------- birds and animals
    R("""The brown pelican, Pelecanus occidentalis, is one seriously amazing bird. Native to coastal regions throughout the Western Hemisphere, it glides effortlessly above the waters until spotting a fish. Its stately flight then halts, as its trajectory alters almost instantaneously in a way no animal this large ought to be able to accomplish. The pelican's bulky body plunges headfirst in a kamikaze dive straight for the water. But unlike the poorly trained, suicidal Japanese pilots of yore, the brown pelican can aim itself with uncanny precision, getting what it set out for more often than not. The bulging of the pouch underneath its bill after a successful plunge is unmistakable, as is the gulping motion as it tilts its head back to swallow its catch.""",
      source="https://everything2.com/user/Anark/writeups/Brown+Pelican", kind="prose",
      note="trap: pelican, Pelecanus (a writeup on a community encyclopaedia)"),
    R("""Earlier this week, I was at the Dana Point Land Conservancy Headlands around 3pm, with my Nikon binoculars, hoping to see some raptors.  On my way down to the cliff side look-out areas, I spotted a juvenile Peregrine Falcon soaring around the north side cliffs, so I thought i might be in luck.  There are no migrating whales to spot this time of year at Dana Point, but there are no shortage of avian species to  see.

I spotted a juvenile Peregrine Falcon soaring over "the Hotel" at the north end of the Land Conservancy.  Her brown speckled chest, large beak, signature streamlined aerodynamic shape, and non-flapping wings distinguished her from the crows who struggled to get any altitude, the seagulls who actively avoided her air-space, and the Much Larger pelicans who glided through the air over the cliffs.""",
      source="http://justjoep.blogspot.com/2013/06/peregrine-vs-pelican-like-desmosedici.html", kind="prose",
      note="trap: Nikon, Peregrine, Falcon, pelicans (a birdwatcher's blog)"),
    R("""Looking for a Peregrine Falcon

And finding so much more!

One day last November, Katherine and I headed out to the cliffs near Four Mile Beach. We’d recently seen a Peregrine Falcon eating breakfast atop a large rock not too far off shore. We wanted to see it again, but at the same time, we felt sorry for his breakfast; Peregrine Falcons eat other birds. This Falcon’s breakfast may have had a family.

We saw our bird at 7:24 A.M. I took a few pictures and he flew away.

Peregrine Falcon. Canon EOS 80D with TAMRON SP 150-600mm F/5-6.3 Di VC USD G2 A022, handheld, 1/125 sec., f/7.1, ISO 4000. Wilder Ranch State Park, Santa Cruz County, California.""",
      source="https://www.kathyhawksbirdandphotoblog.com/looking-for-a-peregrine-falcon/", kind="prose",
      note="trap: Falcon, Falcons, Canon, TAMRON (a bird photographer's blog; the camera and lens are hardware)"),
    R("""A fearless mongoose takes on a large venomous Black Mamba snake and comes out unscathed and victorious over one of Africa’s deadliest.
35-year-old Field Guide Ankia Pusey was driving on the S130 Gomondwane Loop in the south of the Kruger National Park when she came across a fierce battle between a Black Mamba and a mongoose.
“The mongoose bit the mamba on its body and ran down the bush to escape the snake. The Mamba then moved to the top of the sickle-bush and lay there. The Slender Mongoose then came back up, bit the mamba a second time, and moved back down again. This continued for about 30 minutes, with multiple attacks from beneath the mamba.""",
      source="https://medianews48.com/epic-showdown-mongoose-courageously-battles-the-worlds-most-feared-snake-in-a-stunning-display-of-survival-instincts-sangthu", kind="news",
      note="trap: mongoose, Mamba, mamba, Mongoose (a wildlife news story; the guide's account of the drive before the fight left out)"),
    R("""We took off for our morning game drive around 06h15 and everybody was looking forward to what Mother Nature was going to deliver us. We drove down south-east of Zarafa Camp along mopane road viewing some wonderful wild animals such as birds, impala and giraffe. Coming around a corner we came across an amazing natural sighting - a battle between the two enemies in nature: Snouted Cobra (Naja annulifera) and slender mongoose (Galerella sanguianea).
We stayed with the animals from the start of the fight until it ended around 10 minutes later. It was a face-to-face fight with the cobra on its tail upright approximately two metres off the ground, hood spread, hissing, mouth open to strike at any given moment. Despite the anger of the cobra the hungry mongoose was still doing his best to attack.""",
      source="http://124.237.177.129/p/1860742734?see_lz=1", kind="prose",
      note="trap: impala, Cobra, cobra, mongoose (a safari guide's sighting report from Botswana, kept on a forum mirror)"),
    R("""Brave dwarf mongoose takes on deadly black mamba snake while protecting its burrow
- Brave dwarf mongoose took on black mamba snake in Kruger National Park
- Professional safari guide Brett Horely was amazed to witness the showdown
- Black mambas are Africa's longest venomous snake and can reach up to 14 feet
- Dwarf Mongoose thrive in most of Africa, living in woodlands and grasslands
The moment a plucky mongoose took on a deadly black mamba snake was captured in this incredible video.
The tiny dwarf mongoose was spotted defending its burrow from one of Africa's most dangerous snakes in the Kruger National Park.""",
      source="http://www.dailymail.co.uk/news/article-4252536/Brave-dwarf-mongoose-takes-deadly-black-mamba-snake.html?ITO=1490&ns_mchannel=rss&ns_campaign=1490", kind="news",
      note="trap: mongoose, mamba, mambas, Mongoose (a tabloid's headline and bullet points)"),
    R("""Visit to Tunisia (5): Carthage
What remained of Wednesday afternoon was devoted to Carthage. Located in the north-east suburbs of Tunis, this was the capital of the ancient Carthaginian civilisation that was a major trading empire from the 6th century BC. It was home to Hannibal and his elephants.
However, it was destroyed by the Romans in 146 BC. About a century later, Julius Caesar had it rebuilt as Roman Carthage on its ruins centred on the Hill of Byrsa. It became the second city in the Roman Empire after Rome itself. Arab invaders levelled the city once again in the late 15th and early 16th centuries.
Today it is a UNESCO World Heritage Site. There is so little left to see: hardly anything compared to Uthina and almost nothing contrasted with Dugga. We focused on the Antoine Baths and the end of the viaduct by the huge cistern.""",
      source="http://www.rogerdarlington.me.uk/nighthawk/?p=29887", kind="prose",
      note="trap: Carthage, Hannibal, Caesar (a travel diary)"),
    R("""This ancient city, located in what is the modern city of Tunis, Tunisia, was founded by the sea-faring Phoenicians some time in the 1st Mill BC (about the time of David). It grew into a powerful maritime empire commanding vast swath of the Mediterranean. As Rome began to reach out its imperialist tentacles the two city-empires came naturally into fiece conflict and eventually resulted in more than a century of wars that came to be known as the Punic Wars ('punic' being the Greek-Latin name for Phoenicia) beginning 264 BC. These wars nearly resulted in the conquest of Rome when, during the "Second Punic War" (218-210 BC), the Carthaginian general Hannibal, crossed the Alps with elephants in tow to threaten the city of Rome itself. The wars ended in 146 BC when—at about the same time that they captured and destroyed Corinth—the Romans sacked and razed the city of Carthage for seventeen days.""",
      source="https://alberith.com/ddt/glossary/c/ca/carthage.htm", kind="prose",
      note="trap: Carthage, Alps, Corinth (a Bible glossary's entry)"),
    # ---------------------------------------------------------------- literature and film
    R("""Dune is a beautiful novel. Herbert must have had a significant influence on George Lucas. Aspects of Paul translate directly over to Luke. And Arrakis and Tatooine could be the same planet. The 'worms' of Arrakis are repeated in the 90's movie Termors. (Does this give Frank Herbert a Bacon number?)
Dune is now one of my favorite novels. Not just sci-fi, but beloved of all fiction novels. Herbert developed all the characters thoroughly with a dept that would only be revealed later. His choice of language and foreshadowing rivals literature's greats. The book is long, but with good reason. There is no word filler. Herbert's words are well chosen, and nothing can be skipped.
Dune is not in the public domain, but most libraries have a copy in the stacks; some like mine may have a digital copy to check out.""",
      source="https://justmyanonymousthoughts.blogspot.com/2018/12", kind="prose",
      note="trap: Dune, Lucas, Bacon (a reader's blog)"),
    R("""“Dune” made Frank Herbert world famous and, overtaking even “Lord of the Rings” in the ratings, won prestigious literary awards: a Hugo Award and a Nebula Award for Best Novel, an SFinks Award as Book of the Year, and repeated recognition from Locus magazine as “Best Novel of All Time.” This iconic saga is about the eternal struggle and lust for victory, the price of justice and choosing the path.
Melange, or spice, is the most valuable and rare substance in the universe, which can do everything from prolonging life to facilitating interstellar travel. And it can only be found on one planet, the unfriendly desert Arrakis. He who dominates Arrakis controls Spice. And he who controls the spice controls the universe.""",
      source="https://bookgarden.biz/dune-by-frank-herbert", kind="prose",
      note="trap: Dune, Hugo, Nebula, Locus (a bookshop's blurb)"),
    # ---------------------------------------------------------------- science and its history
    R("""From the introduction: Some years ago, I wrote a column on the work of a
woman usually called Ada Lovelace. Ada was the only legitimate daughter
of the poet Byron, and she has acquired a considerable reputation as a
mathematician ‒ a reputation which I argued she does not deserve. She
was certainly greatly interested in Mathematics and studied it under
three excellent mathematicians the time: Mary Somerville, Augustus De
Morgan and Charles Babbage. Here I want to tell a related story,
although this will involve my repeating, to some extent, the earlier
one. Her connection with Babbage what brings us to the primary concern
here.""",
      source="https://www.zentralblatt-math.org/matheduc/en/?id=27507&type=txt", kind="prose",
      note="trap: Ada, Lovelace, Byron, Babbage (a review database's abstract of a column on the history of mathematics)"),
    R("""Another early mechanical computer was the Difference Engine, designed in the early 1820s by British mathematician and scientist Charles Babbage. Although never completed by Babbage, the Difference Engine was intended to be a machine with a 20-decimal capacity that could solve mathematical problems. Babbage also made plans for another machine, the Analytical Engine, considered the mechanical precursor of the modern computer.
Augusta Ada Byron, countess of Lovelace, was a personal friend and student of Babbage. She was the daughter of the famous poet Lord Byron and one of only a few woman mathematicians of her time. She prepared extensive notes concerning Babbage’s ideas and the Analytical Engine. Lovelace’s conceptual programs for the machine led to the naming of a programming language (Ada) in her honor.""",
      T("Ada"),
      source="http://auuuu.com/computereducation/history/precursor-to-modern-computer/", kind="prose",
      note="mixed: a history of computing in which 'Ada' is first the countess's name and then, in parentheses, the programming language named after her -- only the language is the technology; the Difference and Analytical Engines are machines of history, not labelled"),
    # ---------------------------------------------------------------- home
    R("""Varnishing Parquet Floors: Techniques and Products

Parquet floors, whether in traditional herringbone block format or in more contemporary plank herringbone or chevron layouts, present specific challenges in floor finishing. The alternating grain directions of the blocks mean that sanding and varnish application need to be approached differently from straight-run plank floors. Getting this right produces a floor that looks even and professional; getting it wrong produces a floor with visible machine marks or uneven sheen.

Sanding Parquet: The Challenge of Grain Direction

In a standard herringbone parquet layout, adjacent blocks are laid at 90 degrees to each other. This means that sanding along the grain of one row of blocks produces cross-grain sanding on the adjacent row. True with-grain sanding in both directions simultaneously is impossible on a herringbone pattern.""",
      source="https://www.woodcarefinishes.co.uk/news/varnishing-parquet-floors-techniques-and-products.html", kind="other",
      note="trap: Parquet, parquet (a wood-finish shop's how-to)"),
    R("""Why Choose Parquet Flooring and How to Install it:

A parquet floor literally means a patterned floor. Parquet flooring is a mosaic of wood used to decorate a room, commonly using geometric designs. There are two types of parquet floors: there is solid parquet and parquet panels. Solid parquet is made up of wood blocks that are glued down in geometric patters like the herringbone pattern one of my personal favorites. In contrast, parquet panels are veneers of hardwood (similar to prefinished flooring), glued in geometric patterns to a base of cheaper wood or plywood. Parquet panels typically lock together using tongue and groove joints.""",
      source="http://www.woodfloordoctor.com/_product_reviews/articles/how_to_install_parquet_flooring.shtml", kind="other",
      note="trap: Parquet, parquet (a floor fitter's article)"),
    # ---------------------------------------------------------------- food and wine
    R("""Pinot Noir Makes A Rich Sauce For Fish

I first had this mysterious, dark pinot noir sauce last spring, at a Seattle restaurant called Brasa. It was served without much ceremony over asparagus, which it vaulted to another level.

Good sauces are supposed to do that. The only problem, I thought, was that a sauce that looked and tasted like this--thick, almost black, rich and flavorful--had to be a six-hour job, undoubtedly beginning with a session of bone-roasting, continuing with vegetable chopping and followed by long, slow reduction, painstaking straining, perhaps even clarifying.

In short, it had to be the antithesis of the minimalist ideal.

But when Tamara Murphy, Brasa's chef and co-owner, described the sauce I realized it was relatively simple because it is based on caramelized sugar.""",
      source="http://articles.chicagotribune.com/1999-10-27/entertainment/9910270388_1_pinot-salmon-steaks-sauce", kind="recipe",
      note="trap: Pinot, pinot, chef (a newspaper's food column)"),
    R("""This delicious reduction is perfect for those ripe summer blackberries that are still in season (but not for long!)…
Pinot Noir – Blackberry Sauce
1 cup Pinot Noir
1 small shallot, minced
2 & 1/4 cups blackberries, roughly chopped
2 Tbs. veal demi-glace (optional, will richen sauce)
8 Tbs. (1 stick) unsalted butter, cut into 16 cubes
1/4 tsp. salt, plus more, to taste
2 tsp. sugar
Set a small pan to medium heat, and combine your wine, 1 & 1/2 cups of the berries, and shallots. Simmer 15 minutes or so, stirring now and then, until the liquid has mostly reduced. Press the berry mixture through a mesh sieve and return the liquid to the pot.""",
      source="https://www.rhinowino.com/this-pinot-noir-blackberry-sauce-has-us-hooked20070802/", kind="recipe",
      note="trap: Pinot, salt (a wine shop's recipe)"),
    R("""Ingredients: (makes 4 servings)
1/2 cup sugar
2 cups Pinot Noir *
1 sprig rosemary, about 4"
1 Tbs. balsamic vinegar (one of Grapevine's many selections)
1 Tbs. butter

* Sebastiani, Mark West, or other good value Pinot works well.

Preparation:
In a medium, heavy-bottomed sauce pan add sugar and place over medium heat. Cook about 10 minutes until the sugar liquifies and begins to turn brown. Shake occasionally to distribute the sugar, do not stir! Watch this carefully as it caramelizes incredibly fast and will burn even faster.""",
      source="http://gvcfood.blogspot.com/2009/02/step-beyond-reduction.html", kind="recipe",
      note="trap: Pinot, Grapevine (a wine shop's cooking blog)"),
    # ---------------------------------------------------------------- weather news
    R("""EF-2 tornado strikes Eagle

Keep the community of Eagle in your prayers.

The tornado that tore through Eagle on Monday night had winds between 111 mph and 135 mph and cut a swath 4 miles long and three-quarters of a mile wide, authorities said Tuesday.

The National Weather Service rated the tornado as a category EF2 on the Enhanced Fujita scale, which measures tornado strength. The scale ranks tornadoes from 0 to 5, with 0 being the weakest and 5 being the strongest. The rankings are based upon damage caused by the storms, according to the weather service.

At least 25 homes were destroyed and many more damaged.

Read the rest at the link above.

Powered by ScribeFire.

Enhanced by Zemanta""",
      T("ScribeFire"), T("Zemanta"),
      source="https://brvanlanen.wordpress.com/2010/06/22/ef-2-tornado-strikes-eagle/", kind="news",
      note="mixed: a blogger's relay of a newspaper's tornado report (the quoted officials' lines left out), signed off by the blogging tools it was written with -- the browser extension ScribeFire and the Zemanta plug-in are the only technologies; tornado, Eagle and storms are weather and a town"),
    R("""UPDATE: NWS confirms Vinton damage caused by an EF-2 tornado

VINTON, Iowa (KCRG-TV9) -- It was an EF-2.

Sunday's early morning storm ripped the roof off this apartment complex in Vinton, Iowa.

The National Weather Service confirmed Monday afternoon a tornado did in fact touch down in Vinton, early Sunday morning.

NWS officials made that determination after surveying the storm's damage to the southeast part of town.

There, surveyors reported winds were up to 135 miles per hour. They said the twister's path was about 100 yards wide. It was on the ground for little over a mile and a half.

Long enough to cause substantial destruction, however. Winds were so strong roofs were pulled off buildings. A cell tower was toppled, crippling phone use for many. Gusts even threw pieces of wood through walls and cars.""",
      source="https://www.kcrg.com/content/news/Dozens-displaced-after-major-storm-damage-in-Vinton-387185861.html", kind="news",
      note="trap: tornado, storm, twister, NWS (a local television station's report)"),
    # ---------------------------------------------------------------- travel
    R("""Describing some Mongolian nomads, Cynthia Beall and Melvyn Goldstein wrote in National Geographic, "They appeared suddenly from a ravine, two nomad horsemen driving a herd of sheep across the path of our truck. On and on the animals came, a sea of brown, black, and white against the golden grasses of the broad plain. The herders, darting here and there on mounts no bigger than ponies, ride with fluid grace worthy of their famed ancestors, the Mongol cavalry."

Book: “Changing World of the Mongolia Nomads” by Cynthia Beall and Melvyn Goldstein, professors at case Western Reserve University in Cleveland.”Shiki Yuboku” (Four Seasons, Nomadism) is a seven-hour-40-minute film about Mongolian nomads by Japanese film director Yoji Yamada.

Nomad Life in Mongolia

The Mongol bond with horses begins in childhood. Mongolians have traditionally grown up on horseback""",
      source="https://factsanddetails.com/central-asia/Mongolia/sub8_2c/entry-4585.html", kind="prose",
      note="trap: nomads, nomad, Nomads, Nomad, Mongol (an encyclopaedic travel site, cut off as its section begins)"),
    R("""The yurts - the nomads' homes, are an integral part of Mongol landscapes. Even in Ulan Bator, over 200,000 people still live under their tent. In pastoral traditions, the female and male worlds are clearly distinguished, and women, most of the time, are confined to the gher (yurt). The distances for transhumance vary according to the regions: if the fodder is not too far from winter camp, as in the steppe, a family will travel over roughly 50 miles. But in the desert and in the taiga, caravans travel for almost 620 miles often with over a ton of package.

    In Mongolia, nomadism is based on the breeding of five species: goats, cattle (including yaks), sheep, camels and horses.""",
      source="https://www.easyvoyage.co.uk/mongolia/the-nomads-2491", kind="prose",
      note="trap: nomads, nomadism, package, Mongol (a travel guide)"),
    # ---------------------------------------------------------------- sport
    R("""Masters – A Caddie’s Day at Augusta National

Every day at Augusta is different, but they all start with a meandering walk from the parking lot behind the busy souvenir building to the caddy locker room. It feels like you are sneaking in the back door; maybe that is the plan. If you are lucky, have a house in the neighborhood, you can walk in off Berckman Road and avoid all the traffic. Augusta traffic is some of the worst on tour; paying an extra $500 a week for a house close by is definitely worth it.

The Masters Caddy locker room is the finest facility provided for us at any tour stop. It’s for working caddies only; I’ve seen players, press, and transient caddies escorted out. I usually arrive at a course about two hours before tee time but at Augusta I’m there four hours prior soaking up the atmosphere. Our locker room staff provides all the amenities, cleans our bibs every evening, and has them hanging neatly in the morning.""",
      source="http://markskaddykorner.com/masters-a-caddies-day-at-augusta-national/", kind="prose",
      note="trap: caddy, Caddy, Masters (a tour caddie's blog; the paragraph on the souvenir shop left out)"),
    R("""Back then, when you played the Augusta National -- whether you were invited by a private member, or playing in a press tournament, or playing in the Masters Tournament, your bags were carried by club caddies.
Not even Jack Nicklaus or Arnold Palmer could bring their own caddies.
And here's something else....
Look at old film of any Masters Tournament before 1983, and you'll notice that all the caddies are black, because every club caddie working there was black.
That was the tradition. And those guys knew every blade of grass on that course.
Anyhow, back to my game. Off the first tee, I hit a screaming shot, straight down the middle. At that moment, anyone who didn't know me might have assumed that I actually knew what I was doing.""",
      source="http://www.danmillersnotebook.com/posts/2006/08/07/the_18th_at_aug", kind="prose",
      note="trap: Masters, caddies, Palmer (a broadcaster's blog)"),
    R("""Then AEetes promised the next day to give them the fleece, and the Greeks went joyfully down to the Argo with the hero Jason in their midst. But that night Medea came down to Jason, and bade him make haste and follow her, for that her father proposed the next morning to attack the Argonauts and to destroy their ship. They went together to the grove of Mars, where the golden fleece hung guarded by the dreadful dragon, who glared at the hero and his conductor with his great round eyes that never slept. But Medea was prepared, and began her magic songs and spells, and sprinkled over him a sleeping potion which she had prepared by her art. At the smell he relaxed his rage, stood for a moment motionless, then shut those great round eyes, that had never been known to shut before, and turned over on his side, fast asleep. Jason seized the fleece, and with his friends and Medea accompanying, hastened to their vessel, before AEETES, the king, could arrest their departure, and made the best of their way back to Thessaly, where they arrived safe, and Jason delivered the fleece to Pelias, and dedicated the Argo to Neptune.""",
      source="http://www.greekmythology.com/Books/bulfinchs_mythology_the_age_of_fable/87/", kind="prose",
      note="trap: Argo, Jason, Argonauts, Mars, Neptune (Bulfinch's Age of Fable as a mythology site keeps it)"),
    R("""Greek - The crew of the ship Argo who sailed with Jason to recover. The Golden Fleece. Jason had undertaken to bring back to Iolcus the ghost of Phrixus and the fleece of the golden ram on which he had fled from Iolcus to escape death. Assembling a crew from all parts of Greece, Jason set sail for Colchis where the fleece was hanging on a tree guarded by a serpent that never slept. At Lemnos, the crew fathered many sons of the women who had earlier killed every man on the island except King Thoas. Jason slept with Hypsipyle, the daughter who had helped Thoas to escape, fathering twin sons, Euneus and Thoas (Nebrophonus).""",
      source="http://www.mythologydictionary.com/argonauts-mythology.html", kind="prose",
      note="trap: Argo, Jason (a dictionary of mythology)"),
    R("""In the Divine Comedy, Dante, the character, is taken on a journey, first through Hell and then through Heaven.
The journey through Hell is called Inferno. His guide is a pagan called Virgil. The journey through Heaven is called Paradiso. His guide for this is an angel called Beatrice.
Hell is conceived as a cone which tapers towards the centre of the Earth.
This cone is basically broken up into 3 sections of circles. Souls are assigned to a setion according to their sins.
The upper levels are for those guilty of incontinence (no shit!), adultery, gluttony and wrath.
The middle section is for those guilty of violence.
The deepest levels are for those guilty of fraud, malice and is the place for thieves, hypocrites and traitors. Judas is one of the characters Dante meets there.
At the centre of the earth is The Devil, bound in a block of ice. The pit is actually cold, not hot, as is commonly believed.""",
      source="https://vassago-vassago.blogspot.com/2009/05/dantes-divine-comedy.html", kind="prose",
      note="trap: Inferno, Paradiso, Virgil, Beatrice (a blog on the occult; its link to an earlier post left out)"),
    R("""\"Inferno\" di Dante è la prima parte del suo poema epico in tre parti \"La Divina Commedia, \"scritto nel 14esimo secolo e considerata una delle grandi opere letterarie del mondo. \"Inferno\" è seguito da \"Purgatorio\" e \"Paradiso.\" Coloro che si avvicinano per la prima volta a \"Inferno\" potrebbero beneficiare di una breve descrizione strutturale. Questo è il viaggio di Dante attraverso i nove cerchi dell'Inferno, guidato dal poeta Virgilio. All'inizio della storia, una donna, Beatrice, chiede a un angelo di portare Virgilio a guidare Dante nel suo viaggio in modo che non gli succeda alcun danno.""",
      source="https://it.peopleperproject.com/posts/11170-a-guide-to-dante-s-9-circles-of-hell", kind="prose",
      note="trap: Inferno, Paradiso, Beatrice (in Italian, a translated guide)"),
    R("""Game Recap: Bears drop prime-time shootout to Packers

The Bears outscored the Packers 24-21 during an entertaining and exciting second quarter Sunday night at Lambeau Field to take a 27-21 halftime lead.

But Green Bay rallied for 24 unanswered points in the second half en route to a 45-30 victory. As usual, star quarterback Aaron Rodgers fueled the Packers, completing 29 of 37 passes for 341 yards with four touchdowns and a 141.1 passer rating. His 341 yards were his most in 28 career starts against the Bears.

After an uneventful first period, the two teams combined for 45 points in the second, the most in any quarter in the history of the rivalry. The Bears' three touchdowns came on big plays: Justin Fields passes of 46 yards to Jakeem Grant Sr. and 54 yards to Damiere Byrd and Grant's 97-yard punt return.""",
      source="https://www.chicagobears.com/news/game-recap-bears-drop-prime-time-shootout-to-packers-2021-week-14", kind="news",
      note="trap: Bears, Packers (a football club's own game recap)"),
    R("""GREEN BAY (WAOW) -- In the 205th all time match up, the Packers welcomed [unlikely] the Chicago Bears to Lambeau Field for their 17th consecutive Primetime match up.
Green Bay, despite coming off a stale week one loss to another division rival, the Minnesota Vikings, had a 89.1% win probability entering kickoff.
On the other side, Chicago; still riding the high of their week one upset of the San Francisco 49'er's will attempt to do it again in the Badgers state.
Green Bay playing without David Bakhtiari, who was ruled out before game time Sunday, but gaining back Allen Lazard, returning from an ankle injury.
Seven minutes into the 1st quarter Mason Crosby completes a 40-yard field goal, to finish off a 13 play, 53 yard drive. GB leads 3-0. On that drive however, Rodgers suffered his first sack of the game, fighting his was down on the 20-yard line.""",
      source="https://www.waow.com/townnews/sport/game-updates-bears-at-packers-in-primetime/article_51de0fea-37b4-11ed-81a0-b32b6956d7f9.html", kind="news",
      note="trap: Packers, Bears, Vikings, Badgers (a local television station's live updates)"),
    R("""The honeybee hive
A typical honeybee hive contains about 60,000 to 80,000 individuals of three different kinds: workers (also called foragers once they begin to leave the hive), drones, and a single queen. The queen bee has a somewhat larger abdomen than other bees and she can repeatedly sting without dying. She never leaves the hive to forage for nectar and honey and is fed and cared for by the worker bees in order to focus on her primary role, which is to lay eggs—up to 2000 per day. One of the rare occasions when queens leave their hive occurs early in life when they embark on mating flights in search of male bees (drones).
Compared with worker bees, male drone bees do not participate in any worker behaviours. They are fed by the workers, are unable to sting and have the sole purpose to mate with swarming queens in mid-flight. When the mating season is over and as winter approaches, drones are expelled from the hive and left to die.""",
      source="https://science.org.au/curious/earth-environment/honeybee-hive", kind="prose",
      note="trap: hive, drones, drone, swarming (an academy of science's page for curious readers; its paragraph on the workers' tasks left out)"),
    R("""Honey Bees' Life Cycle - Interesting Facts On Queen And Worker Bees

Drones. The drones are all the male bees in the colony. During springtime and summertime, it is expected to have about 0 to 500 drones within a colony. The purpose of these unmanned aircraft systems jobs is to mate with the Queen.""",
      source="https://www.dailystrength.org/journals/honey-bees-life-cycle-interesting-facts-on-queen-and-worker-be-1", kind="prose",
      note="trap: Drones, drones (a journal post whose automatic rewording turned the drones into 'unmanned aircraft systems')"),
    R("""Last September, Tim Brys, a keeper at the Dallas Zoo, brought his son, Wiley, to the site of a future shopping center to conduct a fossil hunt, NBC News reported. The earth had been dug up to make way for the development, and Brys said he had hoped to find some fish fossils buried there.
"We commonly go collect fossils as something we can do together to be outside. Wiley enjoys coming with me on my trips," Brys told the news outlet.
That day, the father and son reportedly did find some fish vertebrae at the site. But Wiley went on to make a far more astonishing discovery.
“[Wiley] walked up ahead of me and found a piece of bone,” Brys told the Dallas Morning News. “It was a pretty good size and I knew I had something interesting.”
He was right.
According to scientists at Southern Methodist University, Wiley had stumbled upon some rare dinosaur bones, estimated to date back 100 million years.""",
      source="http://stocktonguy234.blogspot.com/2015/04/4-year-old-boy-finds-rare-100-million.html", kind="news",
      note="trap: Zoo, fossil, fossils (a news feed reposted on a blog)"),
    R("""Project Mission Jυrassic will excavate land in Wyoмing where brachiosaυrυs and diplodocυs have been υnearthed
A dinosaυr fossil in Yυanмoυ coυnty, China. Dinosaυr specialist Paυl Barrett says it takes two years to excavate a large fossil. Photograph: Wang Changshan/AP
The Natυral History Mυseυм is eмbarking on its first мajor overseas dig since the 1980s in the hope of υnearthing new Jυrassic-era dinosaυrs.
The project, entitled Mission Jυrassic, which will excavate a sqυare мile of land in Wyoмing, US, will involve a teaм froм the Natυral History Mυseυм working alongside scientists froм the Children’s Mυseυм of Indianapolis and the Natυralis Biodiversity Center in Leiden, Netherlands.""",
      source="https://tt.allplaynews.com/281929", kind="news",
      note="trap: fossil, Mission (a content farm's copy of a newspaper story with Greek and Cyrillic look-alike letters swapped in)"),
    R("""One of the most prominent features of Greek temples is their columns - although columns appear in architecture all around the world, they appear here in an especially significant form. The ancient Greeks constructed their temples along very specific lines, and that included their columns. Over the centuries three different styles (also called Orders) of column were used: Doric, Ionic, and Corinthian.
The earliest and simplest column style was the Doric. Found primarily on mainland Greece and Magna Graecia, it is characterized by a lack of base, a plain architrave, and a frieze divided into triglyphs and metropes.
Slightly more elaborate is the Ionic style of column, generally associated with Greek temples in Asia Minor (it originated in the Ionian Greek territories). This Order is characterized by a decorated base, elaborate scrolls (volutes) at the top, and a continues frieze.""",
      source="https://forum.chasedream.com/thread-115072-1-1.html", kind="prose",
      note="trap: Ionic, Doric, Corinthian (a reading passage posted on a test-preparation forum)"),
    R("""STEVE SMOGER: In boxing, everybody loves a knockout.  Knockouts give the crowd a true sense of finality.  It’s the ultimate punctuation of victory and it’s a way for a fight to come to a definitive conclusion.  In my view, what makes for a “great” knockout is not when a fighter comes out and overwhelms his opponent.  It’s when two fighters give everything they have in a competitive affair.  Over the past thirty years, I have been fortunate enough to have been the third man in the ring for some of the most exciting moments in boxing.  Looking back at these moments, I have selected ten fights and created a list of which I feel are the top ten knockouts of my career.""",
      source="http://www.boxingtalk.com/pag/article.php?aid=24263", kind="prose",
      note="trap: knockout, Knockouts, ring (a boxing site's column by a referee)"),
    R("""I noticed that in some bouts, a knockout is so extreme that the ref doesn't even bother to count. Mike Tyson's knockout of Larry Holmes and Marciano's KO of Joe Louis are two examples of this. When the final knockout occured in both bouts, the ref just stopped it. Didn't even bother to count. I guess my question is...is it up to the ref to make that call? Do they have the right to just stop it if someone is brutally knocked out and ignore giving a ten count?
Yes they have the right to stop the fight, and there has been plenty of mistakes as well. In the case of Tyson, Holmes had been dropped hard and was reeling pretty badly around the ring. The way he was finally knocked out was pretty clear Holmes was not going to get back up.""",
      source="https://www.boxingforum24.com/threads/referee-question.232039", kind="prose",
      note="trap: knockout, Tyson, Holmes, ring (a boxing forum's question and first answer)"),
]
