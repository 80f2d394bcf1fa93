"""Prose of the seventeenth fresh held-out set ("fresh-17"): ordinary texts full of words that are also tool names --
five port strikes and their cargo, an orca pod off California, the game of Go in Korea, bamboo that spreads, Rocket
Lab's Electron, a torch relay with a torchbearer named Jenkins, Phoenix's record heat and the Salt River Project, a
nine-darter at Alexandra Palace, Crystal Palace's Eagles, the Swedish Chef of the Muppets, Django Reinhardt's
festival; Bromo from Java, Kotlin island, embers and pigs in blankets, Cordova's salmon and its Cargo flight, a
clipper's helm, a ruby anniversary, vagrant warblers, a Gatsby party and its playlist, an opening night at La Scala,
busted brackets, a bowerbird's bower, the Orient Express, a pet ball python, telephoto zoom lenses; Julia Child's
boeuf bourguignon, fleur de sel; hip flasks, leafcutter ants, Ionic columns, a broken mercury thermometer, slack
tide; Victor Hugo in Guernsey, Cassandra, Kafka on the Shore. Nothing in them is a technology, but in two knitters'
posts that keep their yarn stash in Microsoft Excel.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a
paragraph or a few) and labelled by hand without running the extractor (``--split fresh-17``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ================================================================ news
    # ---------------------------------------------------------------- port strikes
    R("""As a possible strike by the International Longshoremen’s Association looms over U.S. East and Gulf Coast ports, here are five port strikes from around the globe that have made history.
1. West Coast Longshore Strike (1934)
The West Coast Longshore Strike (also known by several other names) began on May 9, 1934, and involved longshore workers on the U.S. West Coast.
One of the most significant labor actions in U.S. history, the 83-day strike initially saw over 12,000 longshoremen – joined by other craft workers in the maritime industries – go on strike and refuse to handle what they deemed unfair waterfront cargo.
Rod Palmquist summarizes the strike in the University of Washington’s Waterfront History Project published under the college’s Civil Rights & Labor Consortium.""",
      source="https://theproducewire.com/5-port-strikes-that-made-history", kind="news",
      note="trap: cargo, Consortium"),
    # ---------------------------------------------------------------- an orca pod
    R("""Mama sea creatures spotted off CA coast with babies. See ‘exciting encounter'
A 'sweet family' of sea creatures was spotted off the coast of California, and onlookers are calling it an 'exciting encounter.'
On June 2, watchers got the chance to see a killer whale known as the 'strong matriarch Louise' along with her 'beloved' daughters known as CA140Bs, according to a Facebook post by Monterey Bay Whale Watch.
The mama has done an 'amazing job' raising her babies, and onlookers even got the chance to see the 'new little' additions to the pod, the group said.
Louise's daughter Stinger has her own calves, which makes them a family of six, onlookers said.
The pod was also seen 'zigzagging,' the whale watching group said.""",
      source="https://www.daily8.com/en/hashtag/CA140Bs", kind="news",
      note="trap: pod, Stinger (Facebook a site, where the post was seen)"),
    # ---------------------------------------------------------------- the game of Go
    R("""How to Go and Way to Go
Go is an abstract strategy board game that originated in ancient China. The aim of the players is to secure more territory than the opponent. Go is one of the oldest board games in the world; it is estimated to be about 2,500 years old and still it is played by many people all around the world. The history of Korean Go traces back to the age of Three Kingdoms of Korea. Modern Korean Go was settled into shape in 1945 with the establishment of the Korea Baduk Association. The rules of Korean Go and way to grade players were fixed with the association’s effort.
Go is played by two players. The players alternately place their own black and white stones on the 19 x 19 grid of line patterned board. Once a stone is placed on the grid of the board, the stone cannot be moved by player’s will.""",
      source="http://times.postech.ac.kr/news/articleView.html?idxno=9046", kind="news",
      note="trap: Go, Baduk (the board game)"),
    # ---------------------------------------------------------------- bamboo
    R("""Choose bamboo carefully to avoid spreaders

Gardeners are often bamboozled by bamboo, particularly the running kinds that are notorious spreaders.

Most of the clumping varieties can be contained, however, growing quickly into attractive specimen plants and screens. It's important to know the difference before you buy.

"Bamboo is really nice to look at and it has a pleasant rustling sound in a breeze that reminds me of white noise," said Jeff Schalau, an agricultural and natural resources agent with University of Arizona Cooperative Extension at Prescott. "It also is a great barrier plant if you want privacy or want to block something out."

There are more than 1,400 different bamboo species, which range from north of the Arctic Circle in Norway to the steamy tropics of Southeast Asia. It is one of the fastest growing plants in nature.""",
      source="https://www.southcoasttoday.com/story/lifestyle/2011/07/17/choose-bamboo-carefully-to-avoid/49966048007/",
      kind="news", note="trap: bamboo, Bamboo, Extension"),
    # ================================================================ blog
    # ---------------------------------------------------------------- Java and Bromo
    R("""From the Preserve we headed further into the mountains up to Mt. Bromo which is one of the largest active volcanoes in Indonesia. We had one night there but there wasn't much sleep to be had since we had to wake up at 3:30 to make our way to the top of Bromo. I love my sleep but it was worth the early morning!
At 3:30 we hopped into some ancient Jeep 4x4's and drove up the mountain in the dark on roads covered in fine white ash. After a short ride we hike a ways up to a viewpoint looking down over the mountain and into the valley. We were so high that we were above the cloud-line and watched the sunrise over the mountains and sea of clouds below. No doubt the best and most unique sunrise I have ever seen.
It was a great way to leave Java as the next day we head to Bali by ferry. Really looking forward to Bali as the pace will be a bit slower there and I can hit the beach again! The party scene shouldn't be too bad either...""",
      source="https://europeasia2011.blogspot.com", kind="blog",
      note="trap: Java, Jeep (the island; the paragraph on the crater cut)"),
    # ---------------------------------------------------------------- Kotlin island
    R("""Some 30 km off the city of Saint Petersburg, on Kotlin island in the Gulf of Finland, there lies Kronstadt. There is the main port of Saint Petersburg and the traditional seat of the Russian Admiralty and the Russian Baltic Fleet’s base. The island was captured by Great Peter’s forces from the Swedes during the Great Northern War, in the year 1703. The island then served as the midpoint of the fortifications established across the Gulf of Finland to secure the newly inaugurated city of Saint Petersburg. It has ever since played a very significant role in the unfolding of the Russian Empire’s history. This was the place we set of to explore that freezing, sunny morning.
After having quite an adventure with the city’s chaotic transportation system, we were setting foot in Kronstadt by noontime. There, at the bus stop, we met our local friend Nastya who was to be our guide for the day.""",
      source="https://theblogofdimi.com/trip-kronstadt-kotlin-island", kind="blog",
      note="trap: Kotlin, Admiralty (the island off Saint Petersburg)"),
    # ---------------------------------------------------------------- embers and pigs in blankets
    R("""Trip Report – The Fire

The sun was making its way toward the horizon as my son and I got back to our campsite. We were hungry from our afternoon adventure and began to get a fire together.

Gathering firewood from our pile, we stacked each piece meticulously in the pit and then filled in the bottom with kindling and a firestarter log. Lighting the log, we watched as the small flame grew, ignited the kindling and began to lick up against the hardwood.

We dug into our dinner bag and grabbed out our food for the night – hot dogs and crescent rolls. My son began to wrap the dogs in the rolls and place them on a plate while I tended to the fire and set up our grilling tripod over the flames.

Soon, the “pigs in blanket” were ready to go and we placed them on top of our foil-lined grate.

As the light continued to fade into night, the stars began to appear above us. We followed the embers from fire as they rose up into the sky and almost appeared to blend in with the twinkling suns far away.""",
      source="http://www.rechargeablecampinglantern.info/category/camping-stories/", kind="blog",
      note="trap: embers, pigs, flame, log (two paragraphs of the supper cut)"),
    # ---------------------------------------------------------------- Julia's boeuf bourguignon
    R("""Julia Child's Boeuf Bourguignon

Author & Photographer: Claire Schultz

I grew up with two cooking bibles: Mark Bittman’s How to Cook Anything and Julia Child’s Mastering the Art of French Cooking (purchased after watching Julie & Julia, and deciding I was in love and destined to become a French chef). While Bittman was kind and straightforward and practical, Julia was my eccentric aunt--benevolent but stern, a bit chaotic but precise, and maybe a bit too fond of butter and wine. I quickly realized that I was never going to master the art of French cooking, and so the book was relegated to the shelf above the microwave to gather dust.""",
      source="https://uchicagobite.com/blog/2019/6/29/recipe-for-disaster-julia-childs-boeuf-bourguignon-t29er",
      kind="recipe", note="trap: Julia, chef, Child"),
    # ================================================================ other
    # ---------------------------------------------------------------- hip flasks
    R("""Hip Flasks

The term “flask” is often prefaced by the word “hip” (meaning the body part, not the slang for fatally trendy). But a good one may be hidden anywhere: at the chest, in an attaché case or any commodious pocket. Some even believe that the term “bootleg” arose from moonshiners using that very spot to hide a sample of their illicit wares. The proper flask contours to the body, a deterrent to unsightly bulges and inconvenient detection. Never is that function more alluring than when, in the movie Some Like It Hot, Marilyn Monroe reveals a garter flask hugging her bare thigh.
Stainless steel is the accepted standard material in sturdy flasks (although the Snow Peak flask pictured at center takes strength a step further with titanium). Pewter is too weak and tinny. Silver is just precious. (This is a drinking tool, not a display piece.)""",
      source="http://cigaraficionado.casinowinning.net/article/hip-flasks", kind="other",
      note="trap: flask, flasks, Flasks"),
    # ---------------------------------------------------------------- leafcutter ants
    R("""Leaf-cutter ants are crafty cultivators. They tend vast gardens of fungus that they harvest to feed their minions. In return, the ants care for the fungus. They constantly clip and compost bits of leaves to form a rich substrate on which the fungus thrives. When the fungus is attacked by pathogens, the ants fight back, armed with bacteria that counteract the pathogen.""",
      source="http://animals.about.com/od/ants/ig/Leaf-Cutter-Ant-Pictures/", kind="other",
      note="trap: ants, Leaf-cutter"),
    # ---------------------------------------------------------------- the torch relay
    R("""Golden sunshine and clear blue skies met the arrival of the Olympic Torch Relay on Tuesday as Bradford on Avon held a world class party in the town.

Organisers couldn’t have wished for better weather as thousands of people took to the streets to greet the 10 runners who carried the torch along the town’s route.

The torch arrived in the town centre, to rapturous applause, being carried by St Laurence School’s PE teacher Charlotte Bryer, 26, at 2.35pm.

Former England rugby captain and World Cup winner, Lewis Moody, and Silver Olympic Medal winning swimmer Sharron Davies cheered on torchbearer Rob Jenkins, 43, from Bristol, as he carried the flame across the town’s iconic bridge.""",
      source="http://www.wiltshiretimes.co.uk/news/inyourtown/bradfordnews/9721290.Golden_sunshine_for_Bradford_on_Avon_s_torch_relay_celebrations/",
      kind="news", note="trap: Torch, torch, Jenkins, flame (a torchbearer named Jenkins; two paragraphs of quotes cut)"),
    # ---------------------------------------------------------------- Cordova, Alaska
    R("""Ready, Set… Fish!

Tomorrow is big…. real big! Since Cordova is a fishing town (that’s putting it lightly), you’d probably guess that the beginning of the fishing season is pretty important.  But did you know that Cordova also has the earliest wild Alaskan salmon commercial opener?  That’s right — every fresh-fish-craving, blue-blooded American (and some foreigners, too) are going to fight over tomorrow’s catch.  And this isn’t just any salmon, either.  This is Copper River Salmon, world-renown for its superior quality, taste & sustainability.  By Friday, the first Copper River Salmon of the year will be flown to Seattle with pomp and fanfare on Alaska Airlines Cargo, to chefs waiting on the tarmack.  In an Iron Chef – style flash of grandeur, these pros will compete to make the tastiest dish of the day with this magical ingredient for a chance to win a trip to Cordova (and some sweet bragging rights).""",
      source="https://cordovabuzz.com/tag/fishing-2/", kind="blog",
      note="trap: Cordova, Cargo, Chef, chefs (the Alaskan fishing town)"),
    # ---------------------------------------------------------------- Victor Hugo in Guernsey
    R("""Victor Hugo the famous
French writer Victor Hugo arrived in Guernsey with his wife Adele on 31st October 1855 and lived
her in exile from 1855 to 1870 following his expulsion from France during the coup d'etat in
1852. At first he rented 20 Hauteville but later acquired it for his mistress of fifty years
Juliette Drouet. He then purchased 38 Hauteville to
give himself and family security of tenure and while in Guernsey wrote 'Les Miserables', the
inspiration for the west end musical. This fascinating property was given to the city of Paris by
Jeanne Hugo and the children of George Hugo in 1927.""",
      source="http://www.islandlife.org/victor_hugo.htm", kind="prose",
      note="trap: Hugo (Victor Hugo)"),
    # ---------------------------------------------------------------- Ionic columns
    R("""Ancient Greek Orders
The Greeks built most of their temples and government buildings in three types of styles: Doric, Ionic, and Corinthian. These styles (also called "orders") were reflected in the type of columns they used.
Doric columns were the most simple and the thickest of the Greek styles. They had no decoration at the base and a simple capital at the top. Doric columns tapered so they were wider on the bottom than at the top.
Ionic columns were thinner than the Doric and had a base at the bottom. The capital at the top was decorated with scrolls on each side.
Corinthian - The most decorative of the three orders was the Corinthian. The capital was decorated with scrolls and the leaves of the acanthus plant. The Corinthian order became popular in the later era of Greece and also was heavily copied by the Romans.""",
      source="https://www.northleach.gloucs.sch.uk/News/Ancient-Greek-Orders/", kind="other",
      note="trap: Ionic, Doric, Corinthian"),
    # ---------------------------------------------------------------- Phoenix heat
    R("""Phoenix Sets Temperature Records As Arizona Gets Punished By Extreme Heat Wave

Senior elephant handler Steve Koyle sprays down "Indu", an Asian elephant at the Phoenix Zoo, Thursday, July 24, 2014 in Phoenix. With Phoenix-area daytime highs hovering around 110, zoo officials use a variety of frozen snacks and spring to keep the animals cool.

Phoenix set a record high temperature of 115°F at 1:32p.m. on Thursday afternoon. Then, 43 minutes later, it set another as the temperature gauge at Sky Harbor International crept up again to 116.

The Salt River Project, one of Arizona’s largest utilities, reported that on Wednesday it saw record demand from its Phoenix area customers, causing it to deliver the most power to them it ever has — 6,707 megawatts.""",
      source="http://thinkprogress.org/climate/2014/07/25/3464391/phoenix-temperature-records/", kind="news",
      note="trap: Phoenix, Salt (the city and the Salt River utility; the paragraphs on Yuma and the minimums cut)"),
    # ---------------------------------------------------------------- at the helm
    R("""At the Helm

After a few days at sea I finally get my chance to take the helm which is great.  We are sailing downwind so that the wind is coming at a slight angle from the back of the boat in a good breeze.  The sun is shining and for another day there is nothing in sight except sea and sky.  We parted company with all the other boats in the fleet after about 24 hours racing as each plotted their own course to try to find an advantage, however small, over the rest.

And so here I am at the wheel of 34 tonnes of racing yacht on a glorious sunny September morning, surfing down the front of Atlantic rollers at speeds of up to 17 knots. What a privilege! It is awesome and a real challenge.  There is a narrow range of steering where the boat sails well, fast and true, but veer outside the range and at best you lose speed, incurring the Skipper’s glare and at worst all sorts of horrible things happen to the sails, and the damage experienced by other boats as they suffer from ripped spinnakers, snapped halyards, exploding blocks is testament to that, quite a worry so early in a round the world race.""",
      source="http://craigiesclipper1314.blogspot.com/2013/09/at-helm_30.html", kind="blog",
      note="trap: Helm, helm, Skipper (a clipper race yacht)"),
    # ---------------------------------------------------------------- a broken thermometer
    R("""If you still use old-style mercury thermometers in your house, then there's always a chance that you can accidentally break them.
Mercury can be quite dangerous, so you should be very careful when removing it.
Here are a few tips on how to do it.
Ventilation
Open windows and doors to allow fresh air to flow through the room. Ventilation helps disperse any mercury vapor.
Protect Yourself
Put on disposable gloves before handling any spilled mercury or contaminated items. This prevents direct skin contact.
Minimize Spreading
Avoid walking through the spilled mercury to prevent it from spreading to other areas of the room.
Collect the Mercury
Carefully use a piece of cardboard or stiff paper to push the mercury beads together into one place. You can then fold the cardboard to trap the mercury.""",
      source="https://belnovosti.by/housekeeping/what-if-you-break-mercury-thermometer-housekeeping-tips", kind="other",
      note="trap: mercury, Mercury (the metal in a thermometer)"),
    # ---------------------------------------------------------------- a ruby anniversary
    R("""A Ruby Anniversary

It’s hard to believe that Ron and I are celebrating 40 years of marriage this coming Sunday. We were married here in San Antonio not long after we were graduated from college. The following year we made the first of many moves for work that took us to Dallas,then to  Iowa,  Austin, San Diego, Columbus, and finally six years ago, back here to to SA. The city has changed tremendously in the last 40 years. And so have we.

searchAccording to the people at Hallmark the 40th anniversary is the “ruby” year and I’m to wait another 20 years for the “diamond” anniversary. Some of the other years are funny–the 10th is the “tin” year, and the 5th is “wood.” For  many years, I usually received a piece of jewelry, but as the years pass,  I’m more appreciative of simpler gifts–the gift of time, of health, of laughter.

Although. If he were to present me with a ruby this weekend, I wouldn’t say no.""",
      source="https://dorothylovebooks.com/2014/06/05/ruby-anniversary/", kind="blog",
      note="trap: Ruby, ruby, Hallmark (the 40th wedding anniversary)"),
    # ---------------------------------------------------------------- slack tide
    R("""Fishing the Slack Tide

Slack tides usually lead to tough fishing for inshore fish.  With sheepshead, the slack tide that occurs at the peak of the high tide can offer some excellent fishing.  The slack tide may last anywhere from 30 minutes to several hours depending on the location and the time of year.  The bite will usually stay good during this slack tide and then it tends to pick up as the water starts moving out again.  Some of the better areas to fish during the high tide are mangrove-lined shorelines, docks, bridges, jetties and piers.""",
      source="http://ultimatefishingsite.net/sheepshead-fishing/know-the-tides/fishing-the-slack-tide/", kind="other",
      note="trap: Slack, slack, docks"),
    # ---------------------------------------------------------------- vagrant warblers
    R("""South Wales - Magnolia Warbler x 2
A truly memorable encounter during an unprecedented period in British birding history heralded by a fall of American passerines as a result of a fast-moving warm weather front emanating from the North American eastern seaboard. While many had predicted the precipitation of some New World passerines, I don't think anyone would have predicted the scale of the fall. The west coast from the Outer Hebrides, down to Scilly and across into Ireland have produced a variety of forlorn vagrant birds blown across the Atlantic into isolated patches of vegetation within our shores. South Wales has fared particularly well. And as many have commented, for those found, how many birds are still out there waiting to meet their finders, and also the sobering thought of those wayward vagrants that would have inevitably perished along the way. But vagrancy highlights the brutal realities of nature and the anomalies within the natural order.""",
      source="https://therandombirder.blogspot.com/2023/09", kind="blog",
      note="trap: vagrant, vagrants, vagrancy, Magnolia (birds blown across the Atlantic)"),
    # ---------------------------------------------------------------- the Electron rocket
    R("""Lift off! Watch as Rocket Lab successfully launch their Electron rocket

1 NEWS | Associated Press

New Zealand-based Rocket Lab has completed the launch of its Electron test rocket from the Mahia Peninsula this afternoon.

Today's successful launch follows the company's first in May last year where the rocket got to space but did not make it to orbit after safety officials had to kill the flight.

A planned launch was planned for yesterday but was scrapped after a "rogue" boat foiled plans.

Rocket Lab has official approval to conduct three test launches and sees an emerging market in delivering lots of small devices, some not much bigger than a smartphone, into low Earth orbit.""",
      source="https://www.tvnz.co.nz/one-news/new-zealand/lift-off-watch-rocket-lab-successfully-launch-their-electron?auto=5715912820001",
      kind="news", note="trap: Electron, Rocket, Lab (Rocket Lab's launcher)"),
    # ---------------------------------------------------------------- a Gatsby party
    R("""Since Baz Lurhmann’s adaptation of The Great Gatsby exploded onto our screens last year, the fascination with the glitz and glamour of the 1920’s era has inspired fashion designers, musicians and artists; so, why can’t we have a taste of one of Gatsby’s infamous parties without blowing our student loans? This week, I teach you how I did it without breaking my budget.
1. Decorations
First things first- set the scene. Any Prohibition Party requires one simple colour scheme: black and gold. We hung a few gold balloons and streamers from our curtain rails and printed and framed some classic Gatsby quotes, song lyrics and 1920’s vintage posters that we found online (you can even spray the frames yourself if you’re feeling creative!).
2. Playlist
All parties need a playlist, but a 1920’s theme requires a frenzy of swing music and high tempo jazz. The soundtrack to The Great Gatsby is a great place to start, but if you keep digging on Spotify you will find some amazing artists who produce retro “jazzed up” cover versions of current songs.""",
      source="https://hercampus.com/school/lancaster/how-host-great-gatsby-party", kind="blog",
      note="trap: Gatsby, Spotify, Playlist, Prohibition (the novel and the party; Spotify a music service, not labelled)"),
    # ---------------------------------------------------------------- opening night at La Scala
    R("""Opening Night at La Scala
Tonight is the opening night for the opera season at La Scala, one of the glitziest events in the Milan social calendar, apart, of course, from Fashion Week. Opening night is always held on 7 December, the feast day of St. Ambrose, Milan’s patron saint. This year’s production is Verdi’s “Attila”, his ninth opera. But the importance of this occasion extends well beyond Milan, as it will be broadcast live on televisions across Italy as well as in France, Germany, Czech Republic, Hungary, and Switzerland.
Opening night at La Scala remains one of the most indelible memories of my early days in Milan. I had only moved to Italy about a month earlier, and I was still trying to navigate my way through a strange country and a foreign language. It was a lucky year, as Saint Ambrose’s feast day, a holiday for Milan, fell on a Monday, followed the next day by the Feast of the Immaculate Conception, a national holiday.""",
      source="https://dhirubhai.net/pulse/opening-night-la-scala-mary-manning", kind="blog",
      note="trap: Scala, Attila (the Milan opera house)"),
    # ---------------------------------------------------------------- busted brackets
    R("""Our Brackets Are So Worthless

We’ve played two rounds of the NCAA tournament, and tickets have been punched to the Sweet Sixteen. To get from 64 teams to 16 though, we’ve had a godsend of hilarious upsets hell-bent on ruining every single one of our brackets. (Like, the number of grown adults crying in the office bathroom is reaching Wall Street circa 2008 levels.) Anyway, here’s why.

#1: No. 15 Middle Tennessee 90 — No. 2 Michigan State 81

Because there’s no understating this upset, one of the biggest in NCAA history. Even though they were a No. 2 seed, more money was on Michigan State to win the whole tournament than any other team. Instead, the Spartans collapsed at the feet of a relatively unknown rival in the first round. Grown men sobbed in cubicles across America on Friday, slowly hand-shredding their worthless brackets.""",
      source="https://medium.com/@TGLN/our-brackets-are-so-worthless-5d751a62480d", kind="blog",
      note="trap: Brackets, brackets, Spartans, teams (March Madness brackets)"),
    # ---------------------------------------------------------------- a nine-darter
    R("""England’s Michael Smith provided a major highlight in the final of the Darts World Championships in London, completing a rare nine-darter.

    In the second set, the “Bully Boy” managed the feat of making out the 501 points with nine throws.

    It was the first nine-darter at this World Cup and the first nine-darter in a World Cup final since Adrian Lewis twelve years ago.

    Particularly curious: Opponent Michael van Gerwen had thrown eight perfect darts himself in the same leg and only just missed the arrow on double 12.

    Previously, there had always been six, seven or eight perfect darts in the title fights at Alexandra Palace – but the nine remained in the first 94 games of the £2.5 million (around EUR 2.84 million) event and only came in the grand final between giants Smith and van Gerwen.""",
      source="https://taketonews.com/9-darter-michael-smith-makes-history-in-the-finale/", kind="news",
      note="trap: Darts, darts, Bully (the darts world final)"),
    # ---------------------------------------------------------------- a satin bowerbird's bower
    R("""The bower

Near home is this excellent example of a Satin bowerbird's bower.

Like all bowerbirds, the Satin Bowerbird shows highly complex courtship behaviour.

Males build specialized stick structures, called bowers, which they decorate with blue, yellow, and shiny objects if these are available, including berries, flowers, and even ballpoint pens, drinking straws and other discarded plastic items like clothes pegs. As the males mature they use more blue objects than other colours.

Females visit these and choose which male they will allow to mate with them.

In addition to building their bowers, males carry out intense behavioural displays called dances to woo their mates.""",
      source="https://blipfoto.com/entry/2813538", kind="blog",
      note="trap: bower, bowers, Bowerbird"),
    # ---------------------------------------------------------------- the Orient Express
    R("""Travelling in Style – the Venice Simplon-Orient-Express

In 2014, my partner and I were standing on platform 2 at Venice’s Santa Lucia railway station, along with 178 other people, admiring the shiny blue and white carriages of the Orient Express (or, more correctly, the Venice Simplon-Orient-Express). The journey back to London on this iconic train was the culmination of a remarkable holiday to celebrate a rather special birthday.

Our allocated cabin was right at the end of the 17-coach train, in the very last cabin. It did mean that we were very well placed for the loo – there is a shared toilet at each end of each coach but no showers anywhere on the train. However, worry not! There’s a washbasin with hot and cold running water in each cabin and it’s amazing what you can do with a flannel (and where it will reach!).""",
      source="https://itbroadensthemind.com/2017/05/12/travelling-in-style-the-venice-simplon-orient-express/",
      kind="blog", note="trap: Express, Orient (the luxury train)"),
    # ---------------------------------------------------------------- Cassandra
    R("""Cassandra (called also Alexandra), a Trojan princess, daughter of Priam and Hecuba. Apollo, enamored of her, permitted her to ask of him whatever she desired as a reward for her complaisance. She begged for the gift of prophecy; but when the god had bestowed it upon her, she refused to keep her promise to him. Thereupon Apollo, unable to withdraw from her the prophetic art, ordained that her predictions should never be believed. In vain she foretold that the abduction of Helen would cause the ruin of Troy, counselled the making of peace with the Atridae, announced to Priam, Paris, and the Trojan people the fate which awaited them, and opposed the reception of the wooden horse. On the night of the capture of Troy she took refuge in the temple of Pallas, but was torn away from the statue of the goddess by Ajax, son of Oileus.""",
      source="https://chestofbooks.com/reference/American-Cyclopaedia-2/Cassandra.html", kind="prose",
      note="trap: Cassandra, Apollo, Ajax, Trojan, Paris"),
    # ---------------------------------------------------------------- a pet ball python
    R("""Ball Python Pet Care:
Ball pythons are popular pet reptiles known for their docile nature and manageable size. Proper care is essential to ensure their health and well-being. Here are some key aspects to consider when caring for a ball python:
Enclosure:
- Provide a spacious enclosure with secure ventilation. A glass or plastic terrarium with a locking lid is commonly used.
- The enclosure should be appropriately sized for the snake. A 20-gallon tank is suitable for a young ball python, while adults require a 40-gallon tank or larger.
- Include hiding spots, such as caves or commercially available hides, to make your python feel secure.
- Provide a sturdy branch or climbing structure for your python to explore.""",
      source="https://petsguider.blogspot.com/2023/06/exotic-ball-python.html", kind="blog",
      note="trap: Python, python, pythons (a pet snake)"),
    # ================================================================ mixed
    # ---------------------------------------------------------------- a yarn stash in Excel
    R("""The Best Laid Plans

Last night I did a couple rows on the EZ baby surprise jacket--labeled an "A" project for this month, then went right back to the Lacy's Circular Cape--certainly NOT labeled an "A" project for this month. You know, as a child I actually did my homework. If the teacher said, "Read chapter 8," I didn't go home and read chapters 5, 7, and 10. What happened to me???

Oh, and to answer Danielle's question, last summer I organized The Stash and listed everything (well, almost everything) on a Microsoft Excel spreadsheet. I list amount, a description, what it's made of, the color, weight, total yardage, what project it was destined for, the start date & end date, the recipient, whether the yarn is feltable, washing & care instructions, and the cost of the yarn (or fabric--it's in there as well). When I start a project, I use the "fill colors" to change the line for the yarn/fabric in use to lavender, and when it's finished, I change the color to teal. If I frog it, it goes back to normal. Great way to quickly find out if I have enough yarn for a project. Bad way to remain in denial about one's stash. :)""",
      T("Microsoft Excel"),
      source="https://yarnontheside.blogspot.com/2008_04_11_archive.html", kind="blog",
      note="mixed: a knitter's yarn stash kept in a Microsoft Excel spreadsheet; yarn, Stash and frog (to unravel) "
           "are knitting words"),
    R("""31 Miles to Knit

I also decided it was time to really take stock of the Yarn Stash. You know, the wooly monster that takes over every spare nook and cranny in your closet? Under the bed, stacked in the corners? Yea, that stash.

Now, I've been knitting for only two years now. And thanks again to Ravelry, they have this amazing section where you can post photos of your stash. Because they have an exhaustive database, when you enter in the number of skeins of whatever brand struck your fancy, it calculates the totals for you! You can track the color, dye lot, yardage, everything. And you can export it to an excel spreadsheet.

I'd say I am about 80% - 90% complete in loading all my stash into the database. You know Excel has a cool little autosum button, right? So I hit that button on what I've got recorded so far....would you believe: almost 54,000 yards of yarn. Ahem. That's nearly 31 miles. That's alot of knitting. That means I could knit from Brooklyn to....White Plains. Jeez.""",
      T("Microsoft Excel"),
      source="http://knithoundbrooklyn.blogspot.com/2008/06/inventory.html", kind="blog",
      note="mixed: a stash exported from Ravelry to Excel; Ravelry (the knitters' website) not labelled, doubtful; "
           "the paragraphs on closets cut"),
    # ---------------------------------------------------------------- fleur de sel
    R("""French Fleur de Sel Sea Salt
French Fleur De Sel Sea Salt is known as the very finest. Sea salt in France is hand-harvested, by drying seawater in shallow pools. As the water evaporates, salt crystals begin to form. If weather conditions are right, bright white salt crystals form on the surface. This Fleur de Sel, "the flower of the salt," must be harvested quickly before it precipitates back into the water. French sea salt is slightly finer and less flaky, which makes it even better for everyday use.""",
      source="http://www.savoryspiceshop.com/collections/spanish-flavors/products/french-fleur-de-sel-sea-salt",
      kind="recipe", note="trap: Salt, salt, Sel"),
    # ---------------------------------------------------------------- Django's village
    R("""Samois sur Seine

Samois sur Seine is the final resting place of Django Reinhardt. He is buried along with his brother Joseph in the cemetery just outside the town centre.

He moved here to escape the pressure of the music business and devoted his artistic talents to painting, a nicer place to paint would be hard to find, and his leisure time fishing.

The Gypsy community started to gather here in June every year to commemorate his parting with a small festival. This however was taken over by the town council and has now grown into one of the leading Django Festivals.

The festival is usually held at the end of June with an open air stage erected on a small island on the river Seine. Here can be seen Jazz musicians from all over the world playing different styles. The atmosphere is friendly and as God is a Jazz lover it never rains.

So get your butts in gear and I'll see you there

Back to Swing Page""",
      source="http://www.hotclub.co.uk/html/samois.html", kind="prose",
      note="trap: Django, Jazz, Swing (Django Reinhardt's festival; the paragraph on the campsites cut)"),
    R("""Django Reinhardt Jazz Festival

How many musicians have a festival named after them?

Django Reinhardt is held in a special kind of awe not only for being such a great guitarist despite missing a few fingers, but because he was a gypsy who was taken seriously by the non-gypsy world and because a household name. If your house is into gypsy swing music.

Anyway the Samois-sur-Seine festival is the place to find the best gypsy swing guitar music in Europe along with clarinets and violins and great jam sessions in the streets as well as live performances.""",
      source="http://festivalsandretreats.com/2016/02/17/django-reinhardt-jazz-festival/", kind="news",
      note="trap: Django, swing"),
    # ---------------------------------------------------------------- Crystal Palace
    R("""Bright stuff for Eagles

April 14 2018

Crystal Palace secured a valuable three points in their fight against relegation with a 3-2 win over Brighton.

The victory puts Palace onto 34 points and they now hold a six-point buffer above the cut-off with four matches remaining.

All the goals came in a blistering first half that had fans from both teams in this M23 derby gasping for breath with excitement.

Palace got off to the perfect start by netting after just five minutes from a well-worked corner. Luka Milivojevic found Ruben Loftus-Cheek, who returned the ball to the Serbian, and his low shot was parried by keeper Matt Ryan with Wilfried Zaha on hand to tap over the line.""",
      source="https://www.holmesdale.net/page.php?id=82&story=7192", kind="news",
      note="trap: Crystal, Eagles, teams (the football club)"),
    # ---------------------------------------------------------------- the Swedish Chef
    R("""Muppet Muse?

Swedish Chef Claims He's Muppet Inspiration

In the early 1970’s, Swedish chef Lars Kuprik Bäkman was on Good Morning America, demonstrating cooking techniques and preparing dishes. From those television appearances, Chef Bäkman believes, Jim Henson took his inspiration for the Muppet character of the Swedish Chef, who speaks in a mock-Swedish babble and uses unconventional kitchen tools, such as a tennis racket. “Yes, I'm sure it's me. I used to look exactly like that," said the 64-year-old Bäkman. But Muppet Show writer Jerry Juhl denies Bäkman’s claim: “I wrote, rehearsed, rewrote, brainstormed, and giggled uncontrollably a thousand times with Jim Henson as we dealt with the Swedish Chef, and I never once heard him mention an actual Swedish chef.”""",
      source="http://blog.thedailybeast.com/swedish-chef-claims-hes-muppet-inspiration", kind="news",
      note="trap: Chef, chef, Muppet"),
    # ---------------------------------------------------------------- zoom lenses
    R("""Tips for Using Telephoto Lenses

Birding is one of the most popular hobbies in the world (almost as popular as photography), and when I was a park ranger I learned two tips from birders which help me be more efficient using my telephoto lenses. I use these tips every time I use a long lens, whether I’m photographing birds, sports, or flowers.

Look then Lift

Birders use this technique to help them find a subject with binoculars. The trouble is, it’s easy to lose the bird’s position when switching from the wide view of your eyes to the much tighter view in binoculars–which is the same trouble we have finding a subject with a long telephoto lens. The key is to look at your subject, keep your eyes on it, and lift the camera to your eye.

Start Wide, then Zoom Tight

This is related to the above tip. It’s just so difficult to find a small subject, like a bird or a soccer player, with a telephoto lens. Even framing flowers, which aren’t too speedy, is difficult with a long lens. So before you lift your lens to your eye, zoom the lens to it’s widest setting, then zoom in after you acquire your subject.""",
      source="https://photofocus.com/photography/tips-for-using-telephoto-lenses/", kind="blog",
      note="trap: Zoom, zoom, Lift (a telephoto lens; the share buttons and the sentences on eagles cut)"),
    # ---------------------------------------------------------------- Kafka on the Shore
    R("""Haruki Murakami, the award winning Japanese writer is known to twist your mind and transport you to a completely different world with his seemingly eccentric yet deeply metaphysical novels. Kafka on the shore is one of his works that does exactly that and more. With a combination of talking cats, unexplained UFO encounters, ghosts of people still alive and smatterings of sexual innuendo, Kafka almost puts you in a trace where a story that seems like a fairy tale has you wondering if it could actually come true.
Fifteen-year-old Kafka Tamura runs away from home after his mysterious father lays an oedipal curse on him. The dark omen consists of him murdering his father and sleeping with his mother and sister. He takes up residence in a small private library in the town of Shikoku, where extraordinary events unfold around him.""",
      source="https://dubeat.com/tag/kafta-on-the-shore/", kind="prose",
      note="trap: Kafka (Murakami's novel)"),
]
