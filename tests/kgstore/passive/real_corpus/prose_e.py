"""Prose dense in trap words, gathered to hunt false positives (not a blind split): obituaries and family tributes
(a Jasper, an Aunt Ruby), Norse gods (Odin, Thor, Loki), car clubs (Mustang, Cobra, Thunderbird, Mercury), travel on Java
and Sumatra and in Jaisalmer (camel safaris), gardens (mint, Zoom on a camera), birding (Eagle Optics, a phoebe), school
sport (Phoenix, Falcons), home brewing (crates, homebrew), Gentoo penguins, bee swarms and hives, puppet theatre,
Great Expectations (Pip), Cassandra and Apollo, fedoras, Ubuntu the philosophy, gymnastics (vault, beam), quilting
threads and spools, Kafka, restaurants called Sage and Salt, the F-14 Tomcat with its Phoenix missiles, a pig called
Jasper, Delphi's oracle and the Python Apollo slew, sash windows, opera nights, Jaguar E-Types, Mercury and Venus in the
evening sky, drone bees, stem rust and a Roman consul; and French pages (Java and the Atlas, Hermès and Mercure, pythons
found by firemen, a bus réseau, serveurs, rugby, Phoenix the band, Taylor Swift, yoghurt cakes). A few name an app or
a product as such (Traveloka and Ticket.com, Libby, Blogger, an Android phone, a WordPress plugin, Ubuntu the operating
system) and label it.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a paragraph or a few)
and labelled by hand by the earlier sets' conventions; the extractor was run on them afterwards to list its false
positives, and no label was changed for what it said.
"""

from real_corpus import E, F, R, T  # noqa: F401

CASES = [
    # ================================================================ obituaries, family tributes, church
    R("""MANCHESTER, Iowa — Merlin “Mert” Laverne Jasper, 98, of Manchester, Iowa, passed away on Friday, March 24, 2023, after a courageous battle with Parkinson’s Disease.
Mert was born on January 25, 1925, in Dyersville, the son of Al and Clara (Heiring) Jasper. He attended country school through eighth grade and then worked on the family farm.
Mert served his country from June 1945 to December 1946 as a Military Policeman. He had the honor of guarding Eleanor Roosevelt and General Montgomery while they were in New York City. He was a lifelong member of the Manchester American Legion Post #45. Mert went on the Honor Flight to Washington, D.C., in 2011. After his military service, he started Jasper Construction Company in 1948, a farm tiling and land improvement business.
He started his business with a small jeep with an attached trencher. His father, Al, and then brothers, Bill and Tom, later joined the business. Mert progressed from a small machine and eventually purchased large tiling machines. He built his business over the years to include caterpillars, bulldozers, and backhoes, enabling his business to grow.""",
      source="https://www.telegraphherald.com/obituaries/article_9fd8ec92-cbf7-11ed-ad88-8741258ec214.html", kind="news",
      note="trap: Jasper (a family name), jeep, caterpillars (one paragraph cut)"),
    R("""A Ruby of a Person

A ruby is a precious red gem. That pictures describes my Aunt Ruby perfectly. She was beautiful as a ruby on the outside and even more precious on the inside.

Aunt Ruby loved everyone. She was not extremely outgoing, but she was always there to welcome you , commiserate with you, pass out hugs, or do whatever you needed. Her son-in-law preached at her funeral, and he talked about how she always made you feel like you were her favorite. Time alone with Aunt Ruby was something to treasure. Aunt Ruby and Uncle Elmo’s house was always full of people, but even a few moments alone with her in the kitchen or as she did chores were cherished. When I was about 13, I got to spend a week with her. That was a treasured week of of uninterrupted time with her, and of course she spoiled me.""",
      source="https://alicebcarlson.com/tag/aunts/", kind="blog",
      note="trap: Ruby, ruby (an aunt, a gem)"),
    # ================================================================ myth
    R("""Odin

Odin is the chief of all Norse gods and ruler of the Universe. He is a tall bearded and one-eyed, having exchanged his eye for  wisdom.  Odin has a powerful spear and magical runes and spells.  He is the son of frost giant Bor and the giantess Bestla.  Early in his life he overthrew the primeval giant Ymir and created the world with his remains.  He and other major  Norse deities lived in Asgard which housed Valhalla, where Odin feasted with the spirits of slain warriors.  The warriors trained  for a final showdown known as Ragnarok.

Thor

In Norse mythology Thor  was the manifestation of thunder and god of war.  He is son of the chief god Odin and second to him in importance.  He was armed with a large hammer (Mjolnir), that returned to him after he threw it at his enemies.

Loki

Loki is a mythical Norse giant. He became a member of the Aesir when Odin made Loki his blood brother. He is the god of mischief, a trickster, and very cunning. After causing the death of Balder, he was bound by the gods until the Ragnarok, at which time, he will be freed.""",
      source="http://www.aasd.k12.wi.us/staff/hermansenjoel/apmuseum/bbandn/odin_and_thor.htm", kind="prose",
      note="trap: Odin, Thor, Loki, Asgard, Valhalla (gods) (the rest of each entry cut)"),
    # ================================================================ car clubs
    R("""The Galloping Gazette

     The Official Newsletter Of The

     Central Virginia Mustang Club

News From The Blue Oval

          This year marks milestones in two watershed areas of American culture: fast cars and great music!  In 2004, we are celebrating the 40th anniversary of America's quintessential muscle car, the Ford Mustang, the 50th anniversary of America's prototypical "cruising" car, the Ford Thunderbird, and the 50th anniversary of rock 'n' roll music.

          Cruisin' Legends like the Ford Mustang and the Ford Thunderbird, and great rock tunes simply grew up together; they inspired one another and are part of the same American cultural experience.

c)      Other Features: Hard Rock Cafe's "50 Years of Rock” Mobile Tour, displays from Ford Division, Ford Racing, SVT, Harley Davidson, Mobility Motoring, Ford Insurance and Lincoln Mercury.""",
      source="http://centralvamustang.com/newsletters/2004/aug/", kind="blog",
      note="trap: Mustang, Thunderbird, Mercury (cars) (the event programme cut to one item)"),
    R("""Hi Jim,
No problem, my interest in formalizing the club has the same objectives as any cobra enthusiast anyway. Comraderie and just learning about these cars and its heritage. To start, I'd like to get the dates and a short synopsis of the runs you mentioned, plus the gent-in-charge and his/her contact info. I'd like to put together some sort of general schedule, make a PDF and attach or post it here where people can refer to it. Then we can talk it up a week or so before the event. Having a club is nothing but getting together and agreeing on a name so we can represent ourselves as a unified group.
Anyway, thanks for sounding off, I'd like to go to the track thing but road racing is my interest and quite frankly, I'm still intimidated by my Cobra's power and haven't really floored it yet. Maybe I'll drive up to spectate""",
      source="http://clubcobra.com/forums/627616-post23.html", kind="blog",
      note="trap: cobra, Cobra (the car), PDF (a format) (two sentences cut)"),
    R("""As you all know the SCMC is having their big event Labor day weekend. The AI/X cars will racing at LMS the weekend before. I have been challenged by some people to get as many Mustangs and Cobras just to come watch the race. There is a Hyper-Fest going on the same weekend as our race. The AI/X racers would like to see more American Muscle than RICE. What do ya think????
John Pearson""",
      source="https://svtcobraclub.com/forums/showpost.php?p=96326&postcount=1", kind="blog",
      note="trap: Mustangs, Cobras, RICE"),
    # ================================================================ travel
    R("""Sunrise on Java Island

Trekking to the top of Mount Bromo, one of Indonesia's most active vulcanoes.

In march / april 1995, I travelled around for 4 weeks in Indonesia as a backpacker. The trip was incredibly exciting in all ways; but in addition to my taste for adventures, I am a incarnate trekker, so no matter where I am, I am always looking for mountains. Friends and travel descriptions told me, that a trip to the active vulcano Mount Bromo on Java Island would be an amazing experience. This turned out not to be wrong - or in other words, it became one of my best nature adventures so far!

The following is an edited diary from the 3 days of my trip to the Bromo vulcano on Java. The climb is not a difficult one, because it's possible do drive most of the way to the top by car. However, the large, moon-like area at the 2.000 meter level offers an incredible natural scenery.

Thursday

Java is an enormous island and one of the densest populated areas in the world. In order to reach Java from Bali by land, we have to go to the ferry""",
      source="http://ponty.dk/java-eng.htm", kind="blog",
      note="trap: Java (the island), Bromo (the byline and one paragraph cut)"),
    R("""The magnificent Mount Bromo in East Java
Sumatra is the second-largest island of Indonesia and just one of the 17000 that form this nation, which makes it hard to decide which one to visit and which one to give up on.
Our previous planned itinerary included also the island of Bali, but after the time in North Sumatra we decided to spend more time in Java and make Bali a destination for future travels.
We returned to Medan for a flight to Malang, in East Java, and continued with the train till Probolinggo. While in Sumatra the transportation options are poor and limited, Java is well connected by a well-maintained network of buses and trains.
Moving around
Booking tickets in Java was easy. We used the mobile apps Ticket.com and Traveloka which are both great for booking almost anything, from transportation tickets to attractions, accommodation and food. After the payment, you will receive an electronic ticket with a bar-code that needs to be scanned once you arrive at the station.""",
      T("Traveloka"), T("Ticket.com"),
      source="https://freeastheocean.com/magnificent-mount-bromo-east-java", kind="blog",
      note="mixed: the mobile apps Ticket.com and Traveloka are named as apps (labelled); Java, Sumatra, Bali are islands"),
    R("""Mount Bromo
With two backpacks and two passports in our possession, we were ready for our trip through Java. Our minibus left Kuta at 10 am and then we spent the next 5 hours driving to the north of Bali. We passed through some nice countryside and past lots of beaches, confirming our suspiscion that Kuta is not the best bit of Bali! It was comfortable, newish bus and there was only us two and two Indonesian ladies on it, giving us plenty of room to stretch out. We then had to make a boat crossing to Java. The straits were very narrow and we could easily see the other side, less than a mile away.
I was pretty grateful that Java was so close, as the boat did not look like a good option. It had huge rust holes all over it. We chose our seats carefully, on the open deck and next to the life jacket stores! I was confident I could easily swim the distance anyway. The boat then set off, and it was probably the slowest boat I have ever been on. It took over an hour to make the crossing!""",
      source="https://seeitdoitliveit.net/mt-bromo", kind="blog",
      note="trap: Java (the island), rust, Bali"),
    # ================================================================ gardens and birds
    R("""A Visitor to my Garden

This morning I was making some iced tea, so I went to pick some mint from our weedy mint bed, which just today has a sunflower and a cosmo blooming prettily. My hand stretched out to a nice sprig of mint about 3 feet off the ground and AGHHHHHHHHHHHHHHHHHHHHHHHH! Coiled on a leaf, looking like an innocent shoelace, was this:

I can’t believe I kept my terror in check long enough to run inside and get my camera and take this nice (is it really nice if I can hardly bear to look at it?)picture (Zoom, not macro, because no way was I getting too close to it.) So, no mint in my tea and now I’m afraid it came from a nest of baby snakes all just plotting ways to show up in weird places and frighten me.""",
      source="https://sewbuttons.wordpress.com/2008/09/10/a-visitor-to-my-garden/", kind="blog",
      note="trap: mint, Zoom (a camera's zoom), macro (the opening paragraph on the fear of snakes cut)"),
    R("""Herbs, frogs--

Spent pretty much all weekend working on an herb garden in the front yard. Got most of it planted, ran out of dirt for two of the larger subsections, so it's not q-u-i-t-e finished yet.

Planted: Lemon grass, lemon verbena (the smell of lemon verbena is fantastic! Run your hands through it, it's like shoving a lemon-scented moist towelette up each nostril. It's not good for much besides scent, tho, since it doesn't taste like anything.) Stevia, Orange mint (nothing special), cinnamon basil, sweet basil.

Didn't get the "normal" stuff in, except sweet basil, because I was saving it for the larger patches and I didn't get enough dirt for those :( Still to plant: spearmint, peppermint, chili pequines, english mint, pineapple mint, crinkle-leaf mint. I'm a bit of a mint fan, if it's not immediately obvious.

*sigh* Technically, October is when you're supposed to plant mint, but it's my favorite plant, and everything except Chocolate Mint can survive the summer just fine...""",
      source="https://spottylogic.livejournal.com/443751.html", kind="blog",
      note="trap: mint, Mint, Stevia (a few sentences cut)"),
    R("""This morning I was at one of Avimor's resident's homes while our HVAC contractor serviced a furnace. While we stood in the garage I heard a bird singing. I knew I recognized the song, but my brain didn't make the jump to which bird it was I was hearing. I could see several House Finches and Juncos on the surrounding rooftops, but I couldn't pick out the vocalist as I was looking directly into the sun. On my walk home for lunch just now I had my trusty Eagle Optics Ranger 8x42 SRT's on me, with good light, and I was able to see my friend the Say's Phoebe. Welcome back!
Golden Eagle Audubon had a field trip to Swan Falls, in southern Ada County last weekend and they saw a Say's Phoebe there. Knowing that, I expected to see one here at Avimor within a couple of weeks, but not so quickly.
I have a couple feeders up in my backyard, still testing out Bird House & Habitat's Treasure Valley Blend, and for the last few days we have had a Song Sparrow hanging out with the White-crowns, Dark-eyed Juncos, House Finches, and Mourning Doves. I see them along Spring Valley Creek regularly, but to have one in my yard is kinda cool!""",
      source="http://birdingisfun.com/2010/02/couple-notes-of-interestat-least-to-me.html", kind="blog",
      note="trap: Eagle, Ranger, Phoebe, Spring, HVAC (binoculars, a bird, a creek) (one paragraph cut)"),
    # ================================================================ school sport
    R("""Phoenix Take Flight Against the Falcons in a Double Header Matchup

On Monday, Jan. 9, both the boys and girls varsity basketball teams went up against the Briar Woods Falcons in a double header game. The game ended with the Phoenix girls team coming up short with a score of 61-14, and the boys team winning 61-48.

With a relentless drive and passion to win, the Phoenix boys put up 61 points against the Falcons.  From the tipoff, senior Basit Quadri, junior Kyle Desai, and sophomore Mekhi Motilewa got points on the board for the Phoenix. “A lot of the stuff that I did [last night] didn’t show up on the stat sheet but I was able to open stuff up for other guys,” senior power forward Nick Canfield said.  “And I think I played my best defensive game of the year last night.” From the bench to the starting five, they were able to stay on top by ending the half with 33-15.""",
      source="https://theblazerrhs.com/5829/sports/phoenix-take-flight-against-the-falcons-in-a-double-header-matchup/", kind="news",
      note="trap: Phoenix, Falcons (school teams) (the girls' game cut)"),
    R("""It was a split week for the boys basketball team, with the Falcons besting Camp Verde on Feb. 16 by the narrow margin on 62-58 before falling to Page on Feb. 19 by an equally narrow margin of 45-41.
Head coach Jeff Bonner said the Camp Verde game was a battle.
“We played a tough back and forth game with Camp Verde High School, with the local boys bettering them at the end of the game, but not without needing one overtime to do so,” Bonner said.
While the ball bounced the Falcons’ way in that first outing of the week, it headed the way of the opposition just a few nights later when they were taking on the squad from Page.
“We finished the week off with a long, four-and-a-half-hour trip to Page,” Bonner said. “That game started off rough for the boys. Seeing a score of 12-4 to end the first quarter is never good, and now they would have a deficit to overcome in order to win the game.”
The Falcons hosted Chino Valley on Feb. 23 and will welcome Wickenburg on Feb. 26 for a 7 p.m. outing.""",
      source="https://www.fhtimes.com/sports/high_school/boys-basketball-team-wrapping-regular-season/article_46c7d95a-7600-11eb-8af9-275b7aef3f24.html",
      kind="news", note="trap: Falcons, Page (a school team, a town) (a few paragraphs cut)"),
    # ================================================================ brewing, bees, penguins
    R("""Milk Crates

I have always liked milk crates. When I was a kid, they made for great fortresses, traps and storage for action figures. When I got older, they were a cool tie-in to music, with crate digging vinyl being a romantic idea that I rarely actually participated in. Then I finally moved into my own house and they were a useful way to move stuff in, a perfect size carry a good amount of small items without getting too heavy or unwieldy.

A lot of the same ideas from above are some of the same things that make milk crates a great tool for homebrewers. The biggest thing I use them for is to hold large numbers of bottles. Standard sixteen quart, square milk crates hold twenty five standard, long neck, twelve ounce beer bottles. Obviously, that is one more than a case.

I had about five milk crates that have been kicking around since the days when they were used to by Magneto to cage the X-Men in some very epic battles. To hold all of the bottles that I have accumulated in over three years of brewing, though, I needed a lot more.""",
      source="http://nebrewing.wordpress.com/", kind="blog",
      note="trap: crates, crate, homebrewers, Magneto (the paragraphs on the damp basement cut)"),
    R("""Beer Brewing Reprise

A couple of people asked for a simple recipe for beer with household items.

Here's the deal, you need some equipment.  Period.

At the very (very very least) you want a pot big enough to boil whatever size batch you are going to be making, keep in mind that when you add hops (unless you buy pre-hopped extract) this boil with get a crazy kick of head coming at you.  You will need a vessel that you can attach an airlock to for fermenting into, and you will need something to put the final beer into when you are done.

Most homebrew stores sell for 5 gallon batches, most recipes you read are divisible by 5 gallons.  5 gallons gives you +/- 50 beers or just more than 2x24 packs.  Normal people use bottles that are cappable, so you will need caps and a capper.  When you do an extract brew you normally get 6lbs(or so) of LME(liquid Malt Extract) 1-2lbs of specialty grains (this give you mouth feel and color) and 2-4oz of hops for boiling and some yeast (normally one package of whatever they recommend).""",
      source="http://convictushome.blogspot.com/2011/09/beer-brewing-reprise.html", kind="recipe",
      note="trap: homebrew, brew, batch, LME (one sentence cut)"),
    R("""We're Here For The Chicks

It's my favourite time of year to visit a Gentoo penguin colony.  It's because of the chicks. They are hilarious.  They are in mid-moult, off the nest and very  inquisitive about their world.  They hang about in protective groups called creches waiting for one of their parents to return to feed them. Meanwhile they interact with one another. They play in melt water pools. They chase one another about.

It was a perfect day to visit Cuverville Island, the site of the largest Gentoo penguin colony in the Peninsula region.  Over 5,000 pairs. We had cloudy skies with brilliant periods of sunshine.  It was also an opportunity to go for an Antarctic dip!

In the afternoon we turned our bow to Wilhelmina Bay. My nephews tell me that the word "awesome" is out and the word "epic" is in. Today Wilhelmina was epic in every way.  We saw at least a dozen Humpback whales.  We saw several Minke whales. Antarctic Fur Seals lolled about in the water and lounged on icebergs.""",
      source="http://mvfram.blogspot.com/2010/02/were-here-for-chicks.html", kind="blog",
      note="trap: Gentoo, Minke (penguins, whales) (a few sentences cut)"),
    R("""Gentoos
There are 3 main species of penguin found on the Antarctic peninsula: the Gentoos, the Adelies and the Chinstraps. The Gentoos are by far and away the most common and I spent a long time just watching them waddle, and slide and hang out. They're recognisable by the white stripe on top of their head that goes down to their eyes, along with the red bill and pink feet
They were remarkably unphased by our presence: we were told to keep at least 5m from them but if they came closer to us that was fine. Some of them stopped on their way past to have a look and a few came close (but none as close as the one that apparently once came and sat in someone's lap).
Adelies
The second species we saw were the adelies. They are slightly small with different plumage to the gentoos: a plain black head, a shorter black beak and a beautiful white ringed eye.""",
      source="https://csmarriage.wixsite.com/2041/post/happy-world-penguin-day", kind="blog",
      note="trap: Gentoos, gentoos, Adelies (the moulting section cut)"),
    R("""May 2019NWA Beekeepers Meeting Minutes for 2019, May 13

Attendance: 65

Brad Keck open the meeting.

The club can order Nuc boxes from Mann Lake for about $8 plus shipping. These are the plastic type. You can use them for catching swarm since they are light. If you want a box let Brad Keck or Shannon Ivy know and the club will put an order together.

Topic: Swarms

An opportunity to increase the number of hives that you have. The club has a list members can put their name on if they would like to be called if a swarm is located.

What is a swarm? It is how the species propagates. They turn one hive into two. The other type of swarm is when the queen is not doing well the the colony raises up a supercee-dure swarm.

When a hive prepares to swarm it begins to lay queen cells and feeds the larva royal jelly. Just before the queen cell hatches out. The existing queen is put on a diet and exercise program just prior to the queen cells hatching.

Scouts will go out looking a new place for the swarm.""",
      source="https://www.nwabeekeepers.com/home/meeting-minutes/may-2019", kind="blog",
      note="trap: swarm, Swarms, hive, hives, Nuc, queen (the dues line and the rules cut)"),
    R("""I have split the hives at the farm and put the honey supers on. Later on in July, I will probably break those hives down all of the way and replace the queens and start them out fresh. They have been running on there own for the last few years, the comb is getting pretty old and who knows how old the queens are in the boxes.
At the other place, I have been nursing the 3 splits and getting ready for expansion. I went down to feed the splits on Monday and heard a buzzing noise. Noticed a few more bees in the air where there is not normally bees. One of my hives had swarmed, I had a clump of bees about the size of a coffee can on one of the trees at about waist height. Perfect, grabbed a nuc box and a bee brush, then sweeped the clump into the hive. Of course, that made several hundred bees to go airborne, but the queen dropped into the box perfectly and the rest joined her. I put the lid on the box and sit it beside the tree. The remaining bees started flying and walking into the box. That became hive 14.
Today I added more honey supers to 3 hives. Spring is looking fine for the bees. Too wet for anything else. Can't mow, till garden, or get alot of things done.""",
      source="https://forums.ozarkanglers.com/profile/739-jdmidwest/content/?all_activity=1&page=138", kind="blog",
      note="trap: hives, hive, swarmed, splits, Spring, nuc (a few sentences cut)"),
    # ================================================================ theatre, books, myth
    R("""A culinary fantasy for children  from age 4

While cooking his muffins, a cook pops out stories, images and games. This is his specialty. He cooks words and plays with food like never before. More than a cook, he’s a magician that lays his own eggs and cooks up a soup-to-grow-up. In the privacy of his kitchen, he welcomes the spectators as if they were apprentice-cooks. He opens them his cupboards bursting with memories and curiosities, unfolding a universe of sensuality, childlike exaggerations and two-cent magic. But will he succeed in finding the fire to light his oven ?

This absolutely fun play combines acting performances, puppets and object theatre while following the muffin recipe cooked right on stage with real ingredients. A culinary experience with a dash of fantasy !.

A puppet theater-kitchen
The audience sits on the set close to the stage. This placement allows for an optimal close-up interaction and listening quality. A puppeteer hidden at the back of the display animates the objects and puppets.""",
      source="http://theatremagasin.com/M_for_muffin.html", kind="prose",
      note="trap: puppet, puppets, puppeteer, cook (the technical rider cut)"),
    R("""Great Expectations by Charles Dickens

This book is a bit complex for those who are starting their journey in classical literature. However, it is a beautiful intricate web woven  around social-class, guilt, love, lust. This book is for anyone who wants to sink their teeth into something juicy.

The story opens with the main character Pip, who we meet as a young orphan living with his sister and her husband. Pip is a kind soul.

One day, whilst upon the moors, a convict called Magwitch scares Pip and orders him to get food and a file to saw off his leg irons. Pip obeys. He steals the items from his own home. The convict is captured but surprisingly protects Pip from the law by saying he stole the items himself. (more on this later, it is a key point of the novel)

One day Pip visits Satis House with his Uncle Pumplechook. Here he meets the erratic Miss Havisham. A jilted bride who wears her wedding dress all day and has every clock in the house stopped at the same time.""",
      source="https://lauranuala.wordpress.com/category/authors-a-z/dickens-charles/", kind="blog",
      note="trap: Pip, file (a character, a metal file) (the lists of characters and themes cut)"),
    R("""Great Expectations – reviewed by Stanislava Dobreva

To hope means to believe in something—to want it to happen. Sometimes people lose their faith because other people make mistakes. I like the maxim that hope dies last: so, whatever happens, I never lose hope. Great Expectations is a story about a boy called Pip who has great hopes for his life; these hopes are connected with a girl named Estella.

Ever since he first saw Estella, Pip feels like something has been born in his heart. He quickly falls in love, although he is still too young and does not yet know what it means to love and be loved—or the hurt that can come with love. Estella is the same age as Pip, but she treats him with the haughty contempt of a superior.

Pip often visits Miss Havisham and Estella and during one of these visits he learns that Estella has gone abroad to study. This makes Pip sad because in his heart he is in love with Estella.""",
      source="http://www.macmillanreaders.com/macmillan-readers-reviews/4670-2", kind="prose",
      note="trap: Pip, Estella (a few sentences cut)"),
    R("""Who was Cassandra of Troy?

When people ask – What is your book about? – I give the short version. My book is a reimagining of the story of prophetess Cassandra of Troy. My Cassandra lives in Queensland (Australia) in the 1980s.

In Greek Mythology, Cassandra was a princess in Troy.  The god Apollo fell in love – actually probably in lust with her.  Gods always seem to be trying to seduce someone. Zeus was a serious deviant. Cassandra promised she would have sex with Apollo in return for the gift of prophecy.

Cassandra breaks her promise and Apollo is seriously pissed off. He curses her (spits in her mouth even) and places a curse on her. He says she will always be able to predict the truth but no one would believe her.

Cassandra is good at predicting the future. She tried to rip the beautiful Helen’s hair out because she foresaw Helen would be the downfall of Troy. She said the Greeks would turn up inside of a wooden horse and they all thought she was mad.""",
      source="https://kathryngossow.net/2017/02/23/who-was-cassandra-of-troy/", kind="blog",
      note="trap: Cassandra, Apollo, Zeus, Troy (one paragraph cut)"),
    R("""Cassandra is a famous
soothsayer and Princess of Troy who was blessed with gift of prophecy but
cursed in that she would never be believed.
Now, I don’t know about you
but if I was Cassandra I would have cottoned on to this ‘curse’ pretty soon and
it wouldn’t have taken much for me to turn it around.
For example, take the Trojan
Horse - if she’d turned her
curse on its head then the situation could have gone a bit like this:
Cassandra: I’m telling you!
It’s full of Greek soldiers. If you bring that into the city then they’ll run
rampage through the streets and kill everyone.
Trojan soldier: Don’t be
daft! The Greeks are long gone. We saw to that. Look outside – their camp’s
deserted. They’ve all run away like little cowards.
Cassandra: But that’s only a
ploy! They’re pretending they’ve run away so you’ll decide to ‘steal’ their
offering to the Gods! That horse is completely hollow!""",
      source="http://iwasverymuchamused.blogspot.com/2017/02/cassandra-sketch-mercorabilia.html", kind="blog",
      note="trap: Cassandra, Trojan, Troy (the rest of the sketch cut)"),
    # ================================================================ hats
    R("""My Vintage: Felt Fedora

While visiting, my gramma remembered another hat that used to belong to her mom... after a bit of digging, out came this gorgeous felt fedora (well... not technically a fedora I don't think - the crown is rounded and the brim is upturned):

I absolutely love the versatile navy; the striped ribbon adds the perfect amount of flair. I'm so glad the cooler weather is finally here so that I can wear it!

Details: tag: "Created by M'sieu Léon for Canadian Hat MFG. Corp., Montreal Canada" - printed on the felt inside the crown: "fine imported wool felt, Made in Poland, Canadiana" - if anyone has some information about this hat / company, please leave me a comment!

Do you wear hats? What's your favourite style? I'm still partial to cloches, but this one is really fun! I wore it out for the first time today (for a Tim Horton's run) and it definitely won't be the last!""",
      source="http://www.ulixis.com/2012/09/my-vintage-felt-fedora.html", kind="blog",
      note="trap: Fedora, fedora, crown (the paragraph on the cloche and the makeup line cut)"),
    R("""The Fedora

The fedora takes its name from an 1891 stage play, about a cross-dressing Princess Fedora who wears a centre-creased, soft wide-brimmed hat. Traditionally the crease is pinched at the front, forming a point or teardrop shape, but the crease can include diamond shaped crowns, and the positioning of dents can vary. Many other hats have centre dents, but the fedora combines this with a low crown – 4.5” or 11cm – and a wider brim of at least 2.5” or 6.4cm but they can be much wider, particularly in exaggerated fashion versions. The brims can be left raw, or stitched, or finished with ribbon-trim. This is the hat worn by Humphrey Bogart in the film Casablanca.""",
      source="https://helenaturinski.com/style-journal/tag/history", kind="blog",
      note="trap: Fedora, fedora (a hat) (the introduction cut)"),
    R("""Bottle green fedora with vintage silk faille ribbon. |
This hat is a perfect example of why the cost of materials can be more relevant to the price of a hat than the exact amount of labor. This hat took no more effort than a wool hat with cotton/grosgrain petersham ribbon would have. It's all about the supplies.
The felt is a flat fur felt hood. Nothing too noteworthy there. But the beautiful color — bottle green — isn't really available here in the U.S. There aren't very many millinery suppliers around. Three main ones in the U.S. that I know of, and a smattering of other sources. So for a felt this color, I had to order from Germany! And, yes, that means the cost of the felt was a lot higher than ones I buy domestically.
This fedora also has semiprecious stones: a jade bead surrounded by green goldstone beads. (Beads and semiprecious stones are a frequent feature in my work.)
The most rare and stunning part of this hat is the ribbon. I don't know the exact date of this ribbon. It is possibly as old as 1910s, and certainly pre-WWII. It comes from the Columbia Ribbon Company of Haledon, N.J., a silk mill that made hatband ribbons.""",
      source="http://silverhillcreative.blogspot.com/2015/06", kind="blog",
      note="trap: fedora, jade, Columbia (a few sentences cut)"),
    # ================================================================ ubuntu
    R("""Ubuntu: I Am Because We Are
August 11, 2013
Rev. John L. Saxon
Sermon
I
If you search the internet for the term “Ubuntu,” the top “hit” you’ll see is a link—
www.ubuntu.com—that will take you to the web site for Ubuntu—a Linux-based operating
system for computers and smart phones that was developed by Mark Shuttlesworth, a South
African entrepreneur, in 2004.
Today, Ubuntu is the world’s most popular Linux-based operating system for desktop
and personal computers, with more than 20 million users world-wide.
And because it is a free, open source operating system, it is not owned by any individual
or corporation—or, more precisely, is “owned” by the Ubuntu community of software
developers all around the world who all contribute to its ongoing development and recreation—and is available, free of charge, to anyone who wants to use it.
If, however, you’re not a computer geek and are willing to click through a few pages of
search results, you’ll eventually discover that “ubuntu” is not just a computer operating system.
It’s a concept—or, som""",
      T("Ubuntu"), T("Linux"),
      source="https://paperzz.com/doc/8376957/we-hold-these-truths-to-be-self-evident", kind="prose",
      note="mixed: the sermon opens on Ubuntu the Linux-based operating system (labelled, with Linux) before the philosophy (the reading cut; the text ends where the stored copy's excerpt does)"),
    R("""Ubuntu
An anthropologist in Africa was studying one of the tribes. One day, he fashioned a game for the children of the tribe. He placed a basket of fruit near a tree trunk and told the children they would have a race. He explained that the first child to reach the tree would get the basket of fruit.
When he signaled for the children to go, he expected them to run as fast as they could to get the fruit; but instead, the children joined hands and walked together until they reached the tree. Upon reaching the tree they shared the fruit.
The anthropologist asked why no one tried to be the winner and the children answered in one word – ubuntu. Then they explained. “How can one of us be happy while the rest are miserable?"
Ubuntu is an African word that literally means “humanity,” but it’s often translated, “I am because we are.” Ubuntu recognizes the humanity of a person through that person’s relationship with others. For these Africans, people exist in community not in isolation.""",
      source="https://rutledgebaptist.org/ubuntu", kind="prose",
      note="trap: Ubuntu, ubuntu (the philosophy) (the rest of the sermon cut)"),
    # ================================================================ gymnastics, quilting
    R("""What's All About Bars, Beam, Floor and Vault

Not a high tech bank robbery..........gymnastics!

Sagezilla rocked the meet again yesterday, raising her scores in everything but vault, where she slipped under half a point difference.   The competition was tougher in Romeoville than Berwyn, with twice as many kids in her level.   Also, they were all 7 year olds, not mixed 6-7 like last time.

All the long hours of practicing paid off.   She took 1st in bars, floor and vault with a 4th in beam and 2nd place all around!   The next meet is in the city November 14th, and we'll find out who qualifies for state.""",
      source="https://www.chiilmama.com/2010/10/whats-all-about-bars-beam-floor-and.html", kind="blog",
      note="trap: Beam, Vault, beam, vault, Sagezilla"),
    R("""Gymnastics Meet: The Pumpkin Caper, San Luis Obispo

Last weekend was our final meet of the season.  We journeyed to San Luis Obispo (a very nice town) for the Pumpkin Caper, 2009.

SKGP's scores:

Vault: 8.75 (7th place)
Bars: 8.75 (2nd place)
Beam: 8.35 (2nd place)
Floor: 8.4 (3rd place)
All Around: 34.25 (2nd place)

Meet #3 (Champion!)

In her third meet today in Livermore, SKGP got:

Beam: 9.000 (1st place)
Floor: 9.025 (2nd place)
Vault: 8.600 (tied for 9th place)
Bars: 9.350 (1st place)
All Around: 35.975 (1st place)

She attributes her performance to an Egg McMuffin for breakfast.

We are incredibly proud and amazed.""",
      source="http://blog.pacehouse.com/2009/10/", kind="blog",
      note="trap: Vault, Beam, Floor (the two meets between cut)"),
    R("""results from the Rocky Mt. Invitational 2015

Another meet down! 
This one we were the host gym. Not going to lie that is a ton of work! We have a few fantastic coaches and families who work really hard to support our gym and our girls!!!

Vault 9.050

Beach's team of Level 6's and Level 7's competed together in the second session of the day. That was their first meet with New Coach Steve running with them. He's defiantly a keeper. 

As for the gymnastics part of it Beach and her whole team rocked! In fact all our levels/teams did well. Strong work GTC and as always (like I said before) a beautifully run meet.  

 Bars 9.4 (1st)
(sorry they are sideways! Blogger won't flip 'em)""",
      T("Blogger"),
      source="http://dustfairiesanddarwin.blogspot.com/2015/02/results-from-rocky-mt-invitational-2015.html", kind="blog",
      note="mixed: Blogger named as the blogging software that will not rotate the photos (labelled, borderline: a hosted service); Vault, Bars (the setting-up paragraphs cut)"),
    R("""sewing spools with quilty fun

And now... Quilty Fun week 16 sewing spools!

These blocks were perfect for me to make. See, I have a little obsession with thread. Sure, I like having it match my projects. But I also just like seeing all those little spools all lined up. Like these machine embroidery threads from Sulky.

I love Mettler 50 weight for everyday piecing and bindings, usually in white, ivory and grey. But I can never quite remember how many spools of white are my stash! It seems like I always have either 5 spools or else I'm on my last few yards. I also collect the smaller spools of Mettler in brights and pastels for sewing down bindings.

But my little thread addiction doesn't just stop at spools. I have color swatch cards, too, like these Kimono silk embroidery thread samples. I buy almost all of my fancy threads online, and I want to be sure of what I'm getting before clicking that "buy now" button. These came from Shabby Fabrics""",
      source="http://greydogwoodstudio.com/blog-1/2014/3/4/sewing-spools-with-quilty-fun", kind="blog",
      note="trap: threads, thread, spools, Sulky, Mettler, Kimono (photo file names cut)"),
    R("""Threads that connect...

I often find myself saying out loud, "I love my quilting stuff". To which my family roll their eyes and respond with "yes's" and Stepford Wife nods, too scared to disagree or to fight a losing battle!
It's these haberdashery items that connect quilters around the world. Symbols of what we love and use and items that we could all talk about for hours on end given the chance. 
It's fair to say that very little willpower was applied when I pressed the 'order' button for a pdf of the Spools pattern from Thimble Blossoms as a quilt just for me. A quilt design that celebrates the cornerstone of quilting...thread. Mind you, the construction phase took a quite a while as it was something that I picked up and put down!
I used a jelly roll of Snippets by Sandy Klop that I purchased on my very first interstate fabric buying spree with the Sew & Sews girls...way back in May 2009!""",
      source="http://sewandsews.blogspot.com/2013/02/threads-that-connect.html", kind="blog",
      note="trap: Threads, thread, Spools, Snippets, pdf (a pattern bought as a file) (the list of tools and a few sentences cut)"),
    # ================================================================ camels, Kafka
    R("""A camel affair: JAISALMER

A must to do on my Rajasthan tour was to visit the desert. The enchanting Jaisalmer comes under Great Indian Desert – Thar Desert and the local travel companies offer a variety of desert safari packages varying from one to many days.We had a wonderful stay at Zostel and we chose their safari mainly because we were not looking at anything luxurious. We started the day early and were dropped by hostel staff to a village where our smiling dates – Shah Rukh Khan, Amir Khah and Shefali Khah ( named after Bollywood superstars) arrived.

It was already sunny and felt pretty warm. It wasn’t easy getting on the camel’s back and my stomach made a flip when I jolted forward. I almost thought I would lose a tooth but it was the camel standing up.My whole body moved back and forth, up and down as the camel started taking big steps. As I balanced myself on this bumpy ride,we passed through the last village before the desert started.""",
      source="https://girltravelsless.com/2016/03/27/a-camel-affair/", kind="blog",
      note="trap: camel, safari, Zostel (the opening adage and photo captions cut)"),
    R("""Camel Safari in Jaisalmer

I slept on a bed made of sand with my backpack for a pillow and the starry sky as my blanket.

For 550 rupees a day, you can go on a camel safari in Jaisalmer. This includes the camel ride, food, water (but it’s better to bring your own), and a bonfire. One night is enough. After a few hours of camel riding, your groin and rear will begin to hurt, especially when the camel starts galloping. The Thar Desert didn't look like a desert at all. There were desert plants, clay houses and wind farms all over.

At the end of the trek, sitting on the sand dunes while watching the sun set made the entire bumpy ordeal worth it. Because the wind was so strong, I found sand in my ear, inside my shirt, and even in the places where the sun don't shine.""",
      source="https://rafignacio.com/blog-index/camel-safari-in-jaisalmer", kind="blog",
      note="trap: Camel, camel, Safari, safari (photo file names and the rest cut)"),
    R("""The Metamorphosis by Franz Kafka tells the story of travelling salesman Gregor Samsa, when he wakes up from a nightmare one day and discovers he has been transformed into a giant, monstrous insect. The novella examines his life after this realization, his slow alienation and isolation from his parents and his sister (whom he had worked tirelessly to support), and his eventual decline.

I actually really enjoyed this novella, but not in any real ‘enjoyment’ sense- it just sparked a lot of deep thought. Although the overall story is fairly depressing, I feel that it’s an important read and deals with some very real issues and questions of our world today. The ending is really sad, but I won’t spoil it here for you all.

-Vaidehi B.

Metamorphosis by Franz Kafka is available to check out from the Mission Viejo Library. It is also available to download for free from Libby.""",
      T("Libby"),
      source="https://mvlteenvoice.com/2023/01/28/book-review-the-metamorphosis-by-franz-kafka/", kind="blog",
      note="mixed: Libby, the library's e-book app, named as where to download the book (labelled); Kafka the author (two sentences cut)"),
    # ================================================================ restaurants
    R("""It's a bit late, but here's my report on my second dinner at Sage, last Friday, December 18. I freely admit my bias, but I'm not the only one who had a great dinner there that night.

Sage, and ARIA, were a little busier on Friday. I had a little more trouble finding a parking space, although it might not have been quite so hard if only alternative fuel vehicles had been parked in the alternative fuel vehicle parking. So it goes.

I arrived early for my reservation, so I took some time to explore the casino a little more thoroughly. I went upstairs to look at the buffet and the shops. The buffet looked okay, but I didn't get a chance to check out the prices or menu. They were accessible via a touch-screen, and somebody else was playing with it. I also found some sort of upscale clothing store upstairs, an ice-cream parlor, and the arcade.

Which I did. This evening, I started with the Beef Tartare, based on yet another recommendation from Lura. It tasted very nice, with the chocolate stout enhancing it nicely. What I really liked was the slow poached egg.""",
      source="http://sinisterurge.blogspot.com/2009/12/its-bit-late-but-heres-my-report-on-my.html", kind="blog",
      note="trap: Sage, ARIA (a restaurant, a casino), arcade (two paragraphs cut)"),
    R("""Being effectively kicked out of the house, I decided to grab a bite to eat with Doug at a place on my list of places to try and, which turned out to be on his as well, Salt.

I got there at 8:15, fifteen minutes before our reservation, and sat at the bar, ordered a glass of prosecco ($10) and soaked in the cozy-but-slightly-rough-around-the-edges room waiting for the groom-to-be.

The room is tight, with a series of communal tables and a few two-tops toward the front and a bar with a half dozen stools. There isn't a true wall behind the bar, instead a large cutout looks directly into the kitchen, which was, even with the dining room at full capacity, relatively calm. That probably has to do with the relatively short menu - 7 appetizers and 8 entrees to choose from. Limited menus can be challenging for the average diner, but Salt's seems to have something for everyone on it.""",
      source="http://nycrestaurant.blogspot.com/2006/10/salt.html", kind="blog",
      note="trap: Salt (a restaurant) (the opening on the bachelorette party cut)"),
    R("""Lunch - 9 February 2018
Our first experience of Salt was in June 2017. We had backed the Kickstarter run by chef Paul Foster and his wife Rhiain and our reward was a lovely Tasting Menu lunch. And then it was October and Jay Rayner published his review in The Observer. And then chef could finally stop crapping himself!
On this second visit we ordered from the à la carte menu.
There was temporary distraction from good quality olives and smoked almonds. Deeper distraction arrived with the malted ‘mini muffin’ breads and ‘that’ house butter which smells and tastes fecund enough to be the product of intimate foreplay. No, I’m not trying to put you off. What... you’re booking a table now? That’s the ticket.
Two great starters arrived.
My Cured halibut, cep ragu, yellow chanterelles, crispy onion was fresh and deceptively gentle before deeper flavours took over. The fish was perfect. Melt-in-the-mouth raw. Raw but not raw.""",
      source="http://geoff-griffiths.squarespace.com/blog/tag/Salt", kind="blog",
      note="trap: Salt, chef, Kickstarter (a restaurant, a crowdfunding site) (a few sentences cut)"),
    R("""Right out of the gate: the lighting is very dim in Salt, so my photos aren't the best. Also, I have an old Android. Nuff said there. This review is 5 stars bc of the halibut and lollipop lamb chops. Other items on the menu were will less than 5. So, the halibut, juicy, tender, and subtly sweet. FYI...If your halibut is ever strong and fishy flavored, it is old. The lollipop lambchops were the best I've eaten, and I've eaten my share. Rare, extra juicy, tender, no knife needed. Instead, use your hands, grab the bone and bite off a chunk. The appetizer scallops were a little pedestrian. They were not over cooked, but the proscuitto was floppy and way too salty.""",
      T("Android"),
      source="https://extensionembed.wanderlog.com/ja/list/geoCategory/1822754", kind="blog",
      note="mixed: 'an old Android' is the reviewer's phone, named by its operating system (labelled, borderline); Salt is the restaurant (the dessert paragraph cut)"),
    # ================================================================ aircraft
    R("""Tomcat Restoration Nears Completion

May 15, 2000

Grumman Memorial Park's F-14 is nearing completion of it's restoration program and long-term display conditioning. Directors Ken Euring and John Caruso have been tirelessly working on installing the missile launchers, and "bird-proofing" such areas as the intakes, exhaust nozzles, air vents and landing gear wells.

"Bird-proofing" involves fabricating covers to place in the intakes and exhaust nozzles to prevent the building of nests. In addition, fine wire screen has been installed with the various vent openings to prevent the building of any other nests. None of these preventive measures, however, effects the integrity of the airframe itself.

With the addition of Phoenix, Sparrow and Sidewinder inert missiles, our Tomcat will be ready for installation on the pedestal, hopefully, within the next several months.""",
      source="http://grummanpark.org/content/tomcat-restoration-nears-completion", kind="news",
      note="trap: Tomcat, Phoenix, Sparrow, Sidewinder (a jet fighter, missiles)"),
    R("""Restored Tomcat to Debut During Air Show

As Warbirds News reported three weeks ago, the Commemorative Air Force’s High Sky Wing, based in Midland, Texas, was set to begin refurbishing a U.S. Navy Grumman F-14A Tomcat on July 27.

This airframe, if you recall, is of particular significance because it was the first Tomcat to shoot down another aircraft in combat. Cmdr. Henry “Hank” Kleemann and Lt. David “DJ” Venlet of VF-41 flew her as callsign “Fast Eagle 102” from the decks of the USS Nimitz during the Gulf of Sidra Incident of Aug. 19, 1981, splashing the first of two Libyan fighters the U.S. Navy dispatched that day. The second Libyan SU-22 Fitter fell to a Sidewinder missile from another VF-41 Tomcat, “Fast Eagle 107,” flown by Lt. Lawrence “Music” Muczynski and Lt. (jg) James “Luca” Anderson.

Updated: August 21, 2016 — 9:48 PM
Air Age Media ©
WordPress Image Lightbox Plugin""",
      T("WordPress"),
      source="https://www.flightjournal.com/218835/", kind="news",
      note="mixed: the page footer names a WordPress plugin (labelled, borderline: boilerplate); Tomcat, Eagle, Sidewinder, Fitter (one paragraph cut)"),
    R("""Christine Lewis was on vacation in Pensacola, Fla., when she stopped in the offices of the National Naval Aviation Museum and saw a list of aircraft available to be loaned out for display.

"Is that an F-14?" asked Lewis, director of her own small but growing aviation museum, The Museum of Flight, in Rome, Ga.

The reply: "Yeah, you want it?"

Lewis sure did.

"'Top Gun' really made it iconic," Lewis said of the 1986 Tom Cruise blockbuster that introduced the world to the U.S. Navy Fighter Weapons School in Miramar, Calif., and made the twin-engine supersonic fighter a household name.

Lewis, ready with a screwdriver, was in Richmond earlier this month, eager to begin what promises to be a months-long process to break the plane down so it can be transported to Georgia from the former site of the Virginia Aviation Museum near Richmond International Airport in Sandston. One of the last flying Tomcats, the F-14 was flown into Richmond in 2006 from the VF-31 squadron at Naval Air Station Oceana in Virginia Beach to adorn the entrance to the museum, operated by the Science Museum of Virginia.""",
      source="http://www.kathrynsreport.com/2017/11/iconic-jet-fighter-in-front-of-former.html", kind="news",
      note="trap: Tomcats, Top Gun (a jet fighter, a film) (the A-7 paragraph cut)"),
    # ================================================================ county fair
    R("""The 45th Walker County Fair was in pig/barrow paradise on Tuesday, April 4, with the competition of the barrow exhibitors. The Committee Chairs for the barrow competition were Steven Billnoske and Josh Slott. The Grand Champion honors went to Korbyn Barnett and Reserve Grand Champion was awarded to Eli Burris.
All barrow entries, purebred and crossbred were subject to the General Rules of Walker County Fair Association (WCFA). The rules require the exhibitors must own the barrows on or before the designated deadline. The FFA and 4-H members may tag as many barrows as they choose but only show one.
Exhibitor Eli Burris, and barrow Nevelli won the Reserve Championship.
“I attend Mance Park Middle School in the 7th grade,” said Burris.“This is my fifth time to show and raising animals make me happy.”
First time out to show, Barnett, 9, won the Grand Championship.
“My pig’s name is Jasper and I attend New Waverly Elementary. A very good friend of my family taught me how to take care of Jasper and show him for judging,” said Barnett.""",
      source="https://www.itemonline.com/news/show-barrows-require-planning-forward-thinking/article_b2d3a4f2-d96e-11ed-9222-636a0d7fe151.html",
      kind="news", note="trap: Jasper (a pig), pig, barrow (the list of placings cut)"),
    R("""Hog heaven: 4-H kids compete for the porker prize at county fair

This year, one of the most hotly contested competitions came in the Swine Show, with 42 entries vying for trophies, ribbons, belt buckles and bragging rights. On Thursday afternoon, before the judging commenced, the human contestants worked with their "project animals," well-fed porkers ranging from 210 to 297 pounds, in the stalls behind the judging arena.

Brittan Blocker groomed her pig Speckles, pink with a typical assortment of large freckles, and talked about her technique. Brittan has been showing pigs for six years, so it is the voice of experience speaking.

"You have to let him get to know you. You have to communicate with him," she said. "You can't hit him. If you say mean things, they won't do anything for you. I treat my pig like a person. I always say, ‘I love you' to him."

The pigs have fanciful names, including Porky, Hammy Boo Boo, Chick Magnet, Ms. Piggy and Sir Poopsalotte.""",
      source="http://www.naplesnews.com/community/collier-citizen/hog-heaven-4-h-kids-compete-for-the-porker-prize", kind="news",
      note="trap: pig, pigs, Swine, Porky (the opening on the midway and the auction cut)"),
    # ================================================================ Delphi
    R("""Then up the road again to the Castilian Spring where pilgrims to the oracles and sanctuary of Apollo, which was the main focus of Delphi, were obliged to ritually purify themselves by washing in the water. I drank from the spring but it didn’t cure the sinus infection all the air conditioning had given me.
Then we walked to the main entrance and while our tour guide Tom got the tickets we played with the cats.
The Temple of Apollo is not very well preserved but even with only a few of its Doric columns left it’s still a dominating presence.
This place mattered. It rings with the significance of centuries. Before Apollo it’s thought to have been sacred to Gaia. But the heat (41 degrees Celsius) made it a little difficult to focus.
But we made it to the top of the hill where the stadium of the Pythian Games stood. But no one was capable of running, we’d save that for Olympia.
The Delphi Museum is well-worth a visit but don’t buy any of their wildly over-priced drinks (though the cheese pie is pretty good).""",
      source="https://orlanidhuill.com/2013/04/02/greece-2012-post-five/", kind="blog",
      note="trap: Apollo, Delphi, Spring, Gaia, Pythian, Olympia (the jellyfish paragraph cut)"),
    R("""Consulting the Oracle

Location: Delphi, Greece (written in Athens, Greece)
Tickets: 12 €, student card not recognized
Time: 2-3 hours

Plentiful ruins (with a vast museum) in a relatively compact area describe the site of the ancient oracle of Delphi. It is quite a climb all the way up to the stadium but important ruins such as the Temple of Apollo can be seen after a short climb only. A little way higher you'll find the theater and the stadium is up above everything else.

For those interested in such mundane things: A drinks dispenser is located by the archaeological site entrance and toilets reside by the museum.

The view from the ruins and from the road leading to the village is as breath-taking as Keanu Reeves  in his E3 2019 presentation. You'll gaze towards the mountain range, the valley and the sea down below and may wonder what kind of fervor drove ancient rulers to Delphi and all the way up the mountain to seek the Pythia's guidance at the temple of Apollo in days long past.""",
      source="https://journeysinsunlight.blogspot.com/2019/08/consulting-oracle.html", kind="blog",
      note="trap: Oracle, oracle, Delphi, Apollo, Pythia, E3 (a games fair) (the drive paragraph cut)"),
    R("""Temple of Apollo

Delphi, Greece – Site of the Oracle

Once upon a time, when the Greek gods roamed the earth, the god of sun and light Apollo slew the serpent Python, who is the son of the earth mother Gaia. In the spirit of Greek mythology, Apollo was punished to do menial service for years before he could return and be forgiven (presumably by his dad Zeus). Humans though were grateful that he killed Python, so they built a temple to commemorate his victory.

This very spot is now the Archeological Site of Delphi, a UNESCO World Heritage Site about 2-2.5 hours away from Athens. It costs modern human €9 to enter includes the museum or €6 for just the site.

The main building – now ruins – in Delphi is Temple of Apollo. It is home of the Delphic Oracle, who is the most important, the most prestigious, the most authoritative Oracle in the Ancient Greek world, called Pythia. Pythia is chosen among the priestess in Apollo temple. Once chosen she leaves all her worldly duties and acts as the voice of the god.""",
      source="http://www.wanderingmee.com/2012/09/delphi-greece-site-of-the-oracle/", kind="blog",
      note="trap: Apollo, Python, Oracle, Pythia, Zeus, Gaia (the serpent, the oracle) (captions cut)"),
    R("""Pilgrims came to Delphi from throughout the Greek world -- and much of the non-Greek world -- to ask Apollo's advice on affairs of state as well as small, personal matters. Unfortunately, the god's words were famously hard to interpret. "Invade and you will destroy a great empire," the oracle told Lydian King Croesus when he asked whether he should go to war with his Persian neighbors. Croesus invaded and destroyed a great empire: his own.

Delphi was also the site of the Pythian Games, the most famous festival in Greece after the Olympics. The Games commemorated Apollo's triumph over his oracular predecessor here, the snaky Python. Because Apollo was the god of music, the Pythian Games had more artistic contests than the Olympic Games. When you sit in the theater, you can imagine the flute and lyre contests and the dances and plays staged every 4 years throughout antiquity to honor Apollo.""",
      source="https://www.frommers.com/destinations/delphi/in-depth", kind="prose",
      note="trap: Apollo, Python, Pythian, oracle (the snaky Python) (the paragraph on the looting cut)"),
    # ================================================================ windows, opera
    R("""Windows: To replace or to restore – That is the question.

The condition of the existing windows will typically become a concern when planning an extensive or whole house renovation. For our discussion here we will consider a home over 100 years old with the original windows in place and having exterior metal storm windows that were installed about 30 years ago. This would be a very typical situation we would be faced with when preparing the scope of work for the renovation. The issues here are that the existing windows are uninsulated glass in sashes that may be inoperative or at the least difficult to open and when closed, leak…""",
      source="https://www.irvineconstruction.com/tag/replacing-windows/", kind="blog",
      note="trap: Windows, windows, storm (house windows)"),
    R("""Replacing your Windows? You’re only replacing 25% of your Window.

People who "replace" their windows in a 1920's era home aren't actually replacing their windows. At most, they're addressing a mere 25% of the whole window.

Why is this?

Every window, historic or modern, has three vital components.  They are the sash, the frame, and the mechanics. The sash is the component with the glass, the frame (largest component) holds the sash, and the mechanics tie everything together. The window replacement industry’s standard practice for a historic home is to remove the sash from the frame to insert a condensed set of sashes into your existing window assembly. What's left is a window within a window, stacked like little Russian dolls.

Maybe think of it like rewiring only 25% of your home?

And leaving the other 75% knob and tube…""",
      source="https://www.woodwindowmakeover.com/post/thinking-of-replacing-your-historic-wood-windows-1", kind="blog",
      note="trap: Windows, Window, windows, frame (house windows) (one paragraph cut; the stray 'w.' of the page dropped)"),
    R("""At the height of the industrial era impressive public buildings were erected. Government offices, schools and hospitals had massive facades interspersed with rows of sash windows to let in the light and decorate what would otherwise be blank walls.

The interiors of these buildings may present another aspect of the sash window. The cords that hold weights to balance the frames and help them slide are often perished or hanging suspiciously. Wooden slides are swollen or congested by dirt and flaking paint. Frames that refuse to budge up or down seem so heavy that they take would take on the nature of a dangerous object if they were to move. In many cases empty tins, blackboard dusters or toilet rolls are used to prop them open and allow for some ingress of air.""",
      source="http://www.forbearrance.com/sash-window-renovation-or-replacement-which-choice-is-preferable/", kind="blog",
      note="trap: offices, windows, window, frames, slides (the Jane Austen opening cut)"),
    R("""Review: Opera Carolina's La Traviata

Opera Carolina's sensational production of "La Traviata" debuted to delighted Charlotte audiences providing a spectacular no one will soon forget. Giuseppe Verdi's beloved opera tells the story of true love found, noble sacrifices and love triumphant.

Leads Jennifer Black (Violetta Valéry) and Jonathan Boyd (Alfredo Germont) bring the lovers to life with full splendor. Ms. Black, a recent graduate of the Metropolitan Opera prestigious training program (think American Idol for opera singers) is spectacular and will be the next great opera star. See her in this production now so you can say you knew her when.

The production was brought to life under the guidance of guest conductor Joel Revzon, house conductor for the Met. The entire set glitters with spectacular costumes, evocative lighting and a score that has you humming out the door.""",
      source="http://bestbookblog.blogspot.com/2011_01_30_archive.html", kind="blog",
      note="trap: Opera, opera, Met, Idol (the plot summary cut)"),
    R("""City Lyric Opera is a female-led company with the goal to make opera affordable, approachable, and available to everyone, and at the same time allow space and place for new up-and-coming performers to have a safe and welcoming venue to strut their stuff. Thus, their slogan: “Where new audiences meet new artists.”

I was at the opening night of La Traviata at the wonderfully intimate Loretto Theater which is part of The Sheen Center for Thought & Culture. The ornate proscenium and small house allow for close proximity between artists and audience and lends itself to what City Lyric Opera is trying to achieve, a close connection between opera and observer.

Art costs a lot, especially opera, with large casts, a full orchestra requirement, and sets and costumes to accentuate the large stories that are told. This in turn limits the time for rehearsal (10 days) and time for performance (only 4 performances) in order to come close for a small company to staying on any kind of budget.""",
      source="https://thefrontrowcenter.com/2023/05/la-traviata-presented-by-city-lyric-opera/", kind="news",
      note="trap: Opera, opera, Sheen (the plot paragraph cut)"),
    # ================================================================ Jaguars
    R("""Jaguar E-Type 50th Celebrations

Being a fan of E-types and an owner of one, I was determined that I had to do something special to mark the 50th anniversary of these iconic cars, so in the early part of the year I looked around for what I thought would be the best E-type event and it seemed to be the Silverstone Classic where they had all sorts of Jaguar related things planned.

I converted the car to electronic ignition for reliability. I had already up rated the radiator and cooling fans and I made a point of replacing the core plugs in the engine. I then drove the car up to the Jaguar Enthusiasts Club’s 50th E-type bash at the Spirit Group showroom. Needless to say I had nothing to worry about. The following day I drove her to the Terenure Car Show, so up and down to Wexford four times in forty eight hours gave her a good testing.""",
      source="https://www.ivvcc.ie/reeling_in_the_gears/jaguar-e-type-50th-celebrations/", kind="blog",
      note="trap: Jaguar, Classic, Spirit (the car) (one paragraph cut)"),
    R("""Let The 2015 Season Commence

It’s been a long winter while Jagger has been sitting in the Air Chamber and it seems like ages since we went to Brooklands on New Year’s Day in him to attend the first classic car event of the year. Now the spring is here and the classic car scene is slowly beginning to wake from its winter hibernation we’ve started to go out and about, as well as sorting out a few jobs with the help of my trusted genius Brian.

Last week Brian came around and between us we carried out a bit of fettling as well as swapping the Butec alternator for a lightweight Denso version supplied by fellow E-Type owner Simon Illingworth at Fosseway Performance. Simon's company specialise in providing enhanced products for classic cars, especially Jaguars and I'm sure this will not be the last bit of business we do.

I guess it’s a sign of the times when you look at both units side by side, the Butec weighs a ton and is massive compared to the ultra lightweight and smaller Denso which chucks out twice as much power.""",
      source="http://myetype.com/let%20the%202015%20season%20commence.html", kind="blog",
      note="trap: Jaguars, spring, Butec, Denso, Air (cars, alternators) (two paragraphs cut)"),
    R("""A day out with a load of old Jaguars

Way back in year one of the pandemic, the online racing group 27Racers organised a 100-mile enduro at Le Mans in the E-Type in memory of Norman Dewis, the famous test driver who raced one of the prototypes across Europe overnight for display at the Geneva show. One of the group is a PR exec at Jaguar (SVO), and he arranged for the prize for the podium finishers to be a visit to Jaguar Classic and a chance to drive a real E-Type.

History records that I did not, in fact, finish on the podium; I think my tyre strategy left me on old rubber at the end and finding one or two gravel traps.

We started with lunch at a garage-themed cafe, pretty decent. Joe's Yaris, my FD, and Mike's press fleet F-Pace SVR.""",
      source="http://gtxforums.net/showthread.php?2133-A-day-out-with-a-load-of-old-Jaguars&s=a4209f10bda0c0e303b0a373fa3b4fb5", kind="blog",
      note="trap: Jaguars, Jaguar, Yaris, SVO (the online racing is a sim league, no software named) (the forum chrome and one sentence cut)"),
    # ================================================================ planets
    R("""All the evening stars together

If you’ve never spotted Mercury in the evening sky, the next few days are a good opportunity to give it a try. Looking at Venus near the horizon and the next bright planet Jupiter, you’ll see Mercury on the line between them. It’s easy to see Jupiter. Venus sets pretty quickly, but it’s easy to see too if you don’t wait too long to go out and look. Mercury is harder, but if you look closely at the right part of the sky you’ll soon see a sharp little point of light shining out at you.

And then – if you’ve succeeded in finding Mercury, along with Venus and Jupiter, the other meaningful thing to notice is to look up higher in the sky, and see that Saturn and Mars too can be seen as evening stars right now. *All* of the visible planets are there to be seen. You’ll see Saturn and Mars making a triangle with the bright star Antares, with the triangle pointing back down at the others.""",
      source="https://snofriacus.wordpress.com/2016/08/01/all-the-evening-stars-together/", kind="blog",
      note="trap: Mercury, Venus, Jupiter, Saturn, Mars (planets) (the last paragraph cut)"),
    R("""Try to find all five visible planets tonight

This weekend, you just might be able to see all five visible planets.

Venus is entering our early evening sky, but since it’s coming around from the back side of the sun and we’re headed in the same direction, it always takes a while for our closest neighbor to finally make its appearance. Mercury is also in our early evening sky, but this is Mercury’s worst appearance for the year and it never gets very far from the sun.

Go outside this weekend and watch the sun set. That will happen about 20 degrees north of due west. As it begins to grow dark, around 7:15 p.m., see if you see a bright star above and slightly left of the sun’s setting position. If you do, it’s not a star; it’s Venus. And as it grows darker still, if you see a dimmer ‘star’ very close to Venus, it isn’t a star either; it’s Mercury.""",
      source="https://www.guampdn.com/story/life/2016/07/14/try-find-all-five-visible-planets-tonight/87020362/", kind="news",
      note="trap: Mercury, Venus (planets) (the byline and two paragraphs cut)"),
    R("""Venus spends the next few evenings in the company of the Pleiades, or the Seven Sisters, the compact cluster of stars one quarter of the way up in the west as darkness envelops the skies. This patch of stars will be above Venus tonight by 8:30 PM or so, and with each passing night, Venus climbs and little higher, and the Sisters drift a little lower.

Mercury shines at its best for a few more nights, reaching a position called its Greatest Eastern Elongation, or its greatest separation from the Sun. By 8 o’clock, Venus gleams remarkably bright, one third of the way up in the west. Mercury sits about two hand-widths above the west-northwest horizon, edging lower but still in view through 8:30 PM.

Jupiter reaches its conjunction with the Sun today, which from our view is directly behind it, completely out of view.""",
      source="https://fairbanksmuseum.org/monday-april-10-2023/", kind="news",
      note="trap: Mercury, Venus, Jupiter, Pleiades (planets, stars) (one sentence cut)"),
    # ================================================================ bees, rust, Rome
    R("""The queen is alive and working- and camera shy.

I never did see the queen but if you zoom in on the picture you can see larva in the cells down towards the bottom. This means the queen is busy working as are the rest of the girls. But not the guys-- or Drones. You can see a drone with his big google black eyes to the center left.

A Few Facts About Drones

  • Drones never collect food, secrete wax or feed the young.

  • Their one and only purpose is to mate with a virgin queen.

  • When mature they fly out of the hive and wait in a DCA (drone congregating area) hoping to catch the scent of a queen.

  • In times of scarcity and before winter Drones are evicted from the hive since the queen is already mated and they are simply a drain on resources.

  • Drones do not have a stinger.""",
      source="https://www.meadowsongva.com/post/manage-your-blog-from-your-live-site", kind="blog",
      note="trap: Drones, drone, zoom, hive, google (male bees; zoom into a photo; google eyes) (one bullet cut)"),
    R("""Drones flying

Here he is, my first drone of the season (or at least the first one I have seen flying).  The drones are the males of the beehive.  Unlike the worker bees and the queen, who are all female, the drones have no stinger.  Ahh, you say, that is why she is holding him in her hand!  I wish this picture was more clear, but this guy would not stand still for me.   The fact that drones are out flying tells me that the hive "feels" (for lack of a better word) that the season is far enough along that the hive size is building fast enough to expect swarms soon.  The drones serve no purpose other than to mate with new, flying queens.  Those new queens start appearing in the spring, either to replace old queens who are not performing, or to start up new housekeeping in mom's old hive after the older queen mother has moved off with a swarm.  New queens need drones, so that is what the hives produce.  It is just another sign of spring""",
      source="http://soundharvest.blogspot.com/2008/03/drones-flying.html", kind="blog",
      note="trap: Drones, drone, drones, hive, swarm, swarms, spring"),
    R("""Stem Rust Symptoms on Wheat

Stem Rust (fungus - Puccinia graminis f. sp. tritici): Stem rust is recognized by the elongated, ragged pustules it produces on stem, leaf, sheath, blade, chaff, beard and occasionally on young kernels. Fragments of epidermis adhere to the sides and ends of the pustules, giving a ragged appearance. The brick-red color and large elongated pustules distinguish it from leaf rust which has small round pustules and orange-red spores. Stem rust is far more devastating than leaf fust on susceptible varieties. Soft wheat varieties are generally more susceptible than hard red winter wheat varieties. Barley, rye, wild barley, and goatgrass are also susceptible. Plant resistant varieties.""",
      source="http://soilcropandmore.info/crops/Wheat/Diseases/overview/wsr.html", kind="prose",
      note="trap: Rust, rust (a wheat disease)"),
    R("""Stem rust causes blister-like lesions on leaves, leaf sheaths, and stems. Infection of glumes and awns is also possible. The reddish-brown spores of the fungus cause considerable tearing as they burst through the outer layers of the plant tissues. Mature stem rust lesions are more elongated than those of leaf rust. Stem rust is typically most severe on later-maturing wheat varieties.

Management: Genetic resistance, foliar fungicides, select early-maturing varieties.

  •  Link to Fungicide Efficacy Table – pdf""",
      source="http://guide.utcrops.com/wheat/wheat-disease-identification/diseases-affecting-leaves/stem-rust/", kind="prose",
      note="trap: Stem, rust, pdf (a wheat disease; a PDF table)"),
    R(""""Life of Caesar" Podcast: Episode 9
Episode 9:
• 16:21 – Cam on triumphs: "But it was very rare, this is the point, very, very rare for this to happen. And Pompey, just to put Pompey into context, is getting three! This is ridiculous. This is, I think, quite possibly unheard-of in the history of the Republic at this time."
Three triumphs: Marcus Furius Camillus, Lucius Papirius Cursor, Quintus Fabius Maximus Rullianus, Marcus Claudius Marcellus, and Pompey.
• 17:56 – Cam on Pompey's first triumph: "He was riding in a chariot pulled by elephants."
He wanted to, but he had to give up the idea.
• 34:03 – Cam: "And, of course, as we've mentioned, but it's worth repeating, you couldn't be consul until you were 40."
You had to be 42 years old to become consul. For this reason some scholars date Caesar's year of birth to 102 BC. But the general consensus is that he was born in 100 BC.""",
      source="https://romancommentaries.blogspot.com/2020/01/life-of-caesar-podcast-episode-9.html", kind="blog",
      note="trap: Caesar, consul, Cursor, Podcast (a Roman office, a Roman name) (a few entries cut)"),
    # ================================================================ more: myth, Delphi, travel, fairs, bees, penguins
    R("""Norse mythology includes many different gods and goddesses, some of which have become very famous and made their way into popular culture, like the gods Thor and Loki. The stories in norse mythology are so interesting, and exciting that they’ve become some of the most famous in the world, and even though there are few true believers left, you’ll have trouble finding someone who doesn’t know the stories or characters.
Creation Of The Cosmos
In norse mythology the Gods Odin and his brothers, Vili, and Ve, created the world we live in out of the body of Ymir. Ymir was a giant and the first sentient creature. Before they created the world, there were three areas in existence, Muspelheim (home of fire), Nilfheim (home of ice), and Ginnungagap (a barren abyss). Fire from Muspelheim eventually met with ice from Nilheim in Ginnungagap, when the fire melted the ice, the remaining liquid formed Ymir the giant.""",
      source="http://eskify.com/?p=9018", kind="prose",
      note="trap: Thor, Loki, Odin, Ymir (gods, a giant) (the rest cut)"),
    R("""A question to the oracle of Apollo

IF I could turn the clock back 2500 years, to the time when this magnificent Temple of Apollo at Delphi was home to the Pythian Oracle, the most famous prophet in the ancient world, what would I ask her?

Will I rule the world? I know the answer to that one. When will I die? No thanks. Should I buy a Lotto ticket? That might be seen as an insult and the Oracle was known to give people misleading answers, which got them into a lot of trouble. Perhaps I'd be better accepting that what will be, will be.

In any case, the reality is that it is well over 1000 years since supplicants last came here seeking glimpses of the future. The great temples and treasuries, the theatre and stadium, lie in ruins; the presiding priests and prophets have been replaced by scruffy wardens with walkie-talkie radios.""",
      source="https://www.tweeddailynews.com.au/news/question-oracle-apollo/1290686/", kind="news",
      note="trap: Oracle, oracle, Apollo, Delphi, Lotto (the photo caption and the rest cut)"),
    R("""In Search of the Delphic Oracle

I was on a quest, for what I wasn’t sure. One of the wise turtles I had met in Meteora had mentioned that there was a famous oracle to the south and that I may find my answers there. The turtle had told me that the ‘southern’ oracle was thousands of miles to the south, which seemed very far until I realized that I was talking to a turtle – Turtles are notorious for over-estimating distances! I consulted a map and, sure enough, the turtle had been wrong. It looked like a very short distance to the oracle, a comfortable daylong bus journey, so I decided to take his advice. There were no luck-dragons available in Kalambaka, so I settled on a southbound bus instead.""",
      source="http://www.explorerkeith.com/in-search-of-the-delphic-oracle/", kind="blog",
      note="trap: Oracle, oracle, Delphic (the photo list and the rest cut)"),
    R("""We were moving fast through Java, an island half the size as the UK but infinitely more challenging to get around. Our second sweltering train journey took us six hours from Yogyakarta to Surabaya, a city almost as huge, ugly and difficult to negotiate as Jakarta. Visits to Mount Bromo are popular with tourists since it’s the most well-known active volcano on the island, but in typical Java-fashion, it still took us hours to find and book a tour.
A car collected us that very night for our midnight tour; we drove the first few hours in comfort before switching to a jeep for the last part of the journey up to a viewpoint on Mount Penanjakan – now the adventure was really set to begin.""",
      source="https://keindahan-bromotour.blogspot.com", kind="blog",
      note="trap: Java, Bromo, jeep (the section on trust cut)"),
    R("""After exploring the city, I was aching to try something new --- a desert safari! I have heard good things about the desert safari from friends and fellow travelers who have done it.
Desert Safari & Camels
Before we got to ride the camels, we rode a jeep out of the city into a village in the desert.
This uninhabited village was kind of spooky with all of its ruinous structures and temples. Surprisingly, it wasn't hot at all, so much for being in the desert.
After a few more minutes going to another village and taking pictures with the local kids, we finally got to the camels! I was really psyched about riding a camel, I've never done it before.
It was quite an experience riding a camel. Riding a camel felt like riding a taller horse. I don't know if camels could run as fast as a horse, but I liked the slow and deliberate pace of our camel ride.""",
      source="https://www.thewanderingjuan.net/2015/08/jaisalmer-chronicles-desert-safari.html", kind="blog",
      note="trap: Safari, safari, Camels, camel, jeep (the sunset section cut)"),
    R("""Award-winning show pig

My 14-year-old son recently showed his market hog at the Yolo County 4-H Spring Show at the Yolo County Fairgrounds in Woodland. He named his pig “Cow,” which is a reflection of my son’s dry sense of humor. His spotted pig won the title of “Reserve Champion of All Other Breeds.” My son was rather pleased at his first venture into the world of show pigs. He’s already thinking of new names for his next hog!""",
      source="https://robynrominger.com/2019/05/16/award-winning-show-pig/", kind="blog",
      note="trap: pig, Spring, Cow (a pig named Cow)"),
    R("""Morgan County 4-H members showed their hogs at the swine show at the Morgan County Fair on Monday, Aug. 1.

“In market hogs we want to build them from the ground up — nice in structure, square, and the right kind of muscle shape,” said Laurel Despain, this year’s swine judge at the Morgan County Fair. “Then the really good ones will take all that a step farther and still look good and competitive.”

On judging the showmanship, Despain said, “Showmanship is a dance. They have got to work together. I can tell if that individual has done at home as far as keeping that pig under control and giving me the right angles to view.”""",
      source="https://www.fortmorgantimes.com/2022/08/05/295807/", kind="news",
      note="trap: hogs, pig, swine (the last sentence cut)"),
    R("""Spring Bees

  This afternoon I was in the kitchen and heard the very distinct sound of a bee swarm outside the window. It's spring so I immediately thought one of my hives was getting ready to pick up and hit the road. Sometimes bee hives grow very quickly as the queen ramps up production of new""",
      source="https://granolashotgun.wordpress.com/category/farmers-market/", kind="blog",
      note="trap: Spring, spring, swarm, hives, queen (the text ends where the stored copy's excerpt does)"),
    R("""Antarctica: Gentoo Penguin Colony

Our penguin colony excursion was amazing, if eye-watering. We could smell it from the Zodiac long before we landed. Once we arrived on shore, you simply had to try to block it out of your mind, which wasn't always easy. Happily, the sounds and activities all around made for compelling distractions. Parent and chick below. I wouldn't say "mother and chick" because the mother and father share responsibilities for the chick. They alternate minding the chick and going for food.

It was gray and cold, with a tiny bit of rain, during our visit to this Gentoo penguin colony. Gentoos have a red beak and a white mark on the head behind the eyes. Watching all these penguins in the cold rain made me questi""",
      source="https://fisherphotocraft.blogspot.com/2023/03/antarctica-gentoo-penguin-colony.html", kind="blog",
      note="trap: Gentoo, Gentoos, Zodiac (penguins, a boat) (photo captions cut; the text ends where the stored copy's excerpt does)"),
    R("""Gentoo Penguin chicks – Antarctica 2020

Gentoo Penguin chicks at González Videla Base, on the Antarctic mainland at Waterboat Point in Paradise Bay. One advantage of visiting this base is the opportunity to get closer to the penguins than is allowed elsewhere. This is because the Gentoo Penguins nest very close to the walkway up to the base. This allowed me to get more intimate moments in the life of these delightful chicks. Gentoo Penguin chicks have voracious appetites and it was great fun watching their antics.""",
      source="http://wildlifeaction.co.uk/trips/gentoo-penguin-chicks/", kind="blog",
      note="trap: Gentoo, Base (penguins, an Antarctic base)"),
    # ================================================================ French: Java, l'Atlas
    R("""Une lumière incroyable et des volcans partout ! Ce sont nos premiers souvenirs de notre arrivée à Java en Indonésie après 6h d’avion depuis Colombo. En 5 jours à Java, nous étions sur un rythme décalé. Nous avons passé notre temps sur la route, à nous endormir vers 18h, tout cela pour admirer les temples et paysages volcaniques de nuit et au lever du soleil.
L’ascension du mont Bromo au lever du soleil
Nous démarrons l’excursion à 3h après une courte nuit pour arriver au point de vue pour le lever de soleil suffisamment tôt. Dans l’ombre, nous apercevons le mont Bromo se dressant juste face à nous. Il y a un vent glacial, nous sommes un petit groupe de 20 personnes seulement et on perd presque patience tellement nous avons froid. Mais les premières lueurs du jour ne tardent pas à arriver pour nous réchauffer. Le spectacle peut enfin commencer pour admirer le lever de soleil.
3 volcans se trouvent alors devant nous :
- le Batok, volcan endormi
- le Bromo avec son cratère béant et fumant
- le Semeru culminant à 3700 mètres d’altitude. Il se produit un petit panache volcanique toutes les 15-20 minutes.""",
      source="https://lesgourmandsvoyagent.fr/asie/indonesie/java", kind="french",
      note="trap: Java, Bromo, Batok (l'île, des volcans) (la partie sur Yogyakarta coupée)"),
    R("""Après notre trajet éreintant depuis Yogyakarta (18h de trajet), et notre arrivée à 1h30 du matin, on se lève à 3h du mat' pour notre mission lever de soleil. Pour le commun des mortels, on accède au point de vue en jeep, mais pour les "raccros-de-l'euro" dans notre genre, pas de jeep. Ça marche aussi avec "écolos" ! On a décidé de faire tout par nous même, sans passer par les tours organisés. On se met donc en marche, à la lampe frontale, au début sur la route (où on est doublé par une bonne cinquantaine de Jeep, sans être marseillais), puis crapahutage sur un chemin pentu plus ou moins repéré et 1h30 plus tard on est dans la place. On est une trentaine, dans la nuit, à attendre un lever de soleil donnant sur les montagnes et notamment sur le Bromo et la plaine qui l'entoure. Au final, on a plus le droit à un lever de nuages qu'autre chose. On a rien vu du tout, enfin si M. Brouillard-épais. Et pour couronner le tout, il se met à pleuvoir. On redescend donc, et rentrons sur les coups de 7h à la GuestHouse, trempés. Échec complet.""",
      source="https://www.memotrips.com/fr_FR/carnet-de-voyage/indonesie-124989/-bromo--ijen-on-remet-la-ptite-laine-part-1-943289",
      kind="french", note="trap: Jeep, jeep, Bromo, GuestHouse (la suite de la journée coupée)"),
    R("""Cette randonnée dans le Haut Atlas du Maroc de 4 jours et 3 nuits a été organisée au départ de Marrakech au mois de février. L’itinéraire passant par plusieurs villages berbères et le dénivelé ne présente aucune difficulté, il suffit d’être en condition physique normale.
L’équipe locale qui nous a accompagné (guide, cuisinier et muletiers) a été adorable et les hôtes des gîtes très accueillants. Ce fût le temps de ce trekking une immersion dans la culture et la vie des Berbères qui habitent ces montagnes du Maroc.
Arrivé au point de départ de la randonnée, nous faisons connaissance avec les muletiers, le cuisinier et les mules qui vont nous accompagner tout le long de ce trek. Nos sacs sont chargés sur les 2 mules qui nous suivent (bon en fait elles marchent plus vite que nous).
Si cette randonnée vous intéresse vous pouvez réserver sur le site de lastminute (500 € environ par personne). Cela comprend la visite de Marrakech ainsi que la randonnée (6 jours).""",
      source="https://www.carnets-voyages.org/randonnee-haut-atlas-maroc/", kind="french",
      note="trap: Atlas, vite, lastminute (un site de voyages) (un paragraphe coupé)"),
    R("""14 mai

Mathieu me récupère porte de Clignancourt après un voyage en train depuis les Vosges. Ca fait plaisir de revenir dans ces lieux connus et maintes fois traversés. Je retrouve aussi avec plaisir Patricia, Morgane, Gérard et sa maman qui m’accueillent pour la nuit. Le soir, nous allons tous prendre des pizzas, puis prenons quelques mojitos dans un bar de Pigale et revenons à pied. Quel préambule à ce trek dans le Haut Altas, en pays berbère !

15 mai

Mathieu et Gérard m’emmènent à l’aéroport CDG. Hamid, mon guide, m’attend à celui de Marrakech. Je suis seul et j’apprends que nous ne serons que 3 personnes pour le trek ainsi que 3 muletiers et Hamid bien sûr. Transféré à l’hôtel Tichka, je découvre un luxueux hôtel, le balcon de ma chambre donnant sur la piscine et les palmiers.

Je prends un taxi (30 Dhs) pour la place Djemaa El-Fna, traverse les souks et me rends à la Terrasse des Epices, un très bon restaurant où je dîne dehors, sur la terrasse du haut, dans l’ambiance feutrée de la nuit tombante. Je rentre à pied guidé par mon GPS.""",
      source="https://outdoorvosgien.eu/?p=174", kind="french",
      note="trap: Altas, GPS, CDG (l'Atlas mal orthographié, un GPS) (l'introduction coupée)"),
    R("""Les chemins berbères

Aujourd’hui, j’avais envie d’enfiler mes chaussures de marche et partir faire une randonnée par les  petits chemins sinueux de l’Atlas, l’arrière pays , au delà de Marrakech

Au mois d’octobre, pour les vacances d’automne, le temps est parfait pour aller découvrir les charmes orientaux de cette contrée  berbère.
Emprunter les Sentiers muletiers au pied du plus haut sommet d’Afrique du nord, le Toubkal (4168m), faire face à un panorama magnifique, des maisons couleur terre comme accrochées le long des terrasses à la teinte dorée. 
Le temps d’une longue randonnée pour découvrir un Maroc chaleureux, traditionnel et agricole qui se dissimule dans ces vallées perdues.""",
      source="https://artanddailyfix.com/2013/01/22/les-chemins-berberes/", kind="french",
      note="trap: Atlas, Toubkal (la fin coupée)"),
    # ================================================================ French: mythologie
    R("""Hermès ou Mercure, messager des dieux

Hermès
ou Mercure est le
messager des dieux, fils de
Zeus
et de Maia, fille du
Titan Atlas.
En sa qualité de messager particulier de
Zeus,
Hermès possédait des sandales ailées
et un chapeau muni d'ailes, symboles de sa vélocité, et portait
un caducée d'or, également surmonté d'ailes et autour
duquel s'enroulaient des serpents. C'est un dieu multiple : il accompagnait
les âmes des morts vers le royaume d'
Hadès,
et possédait des pouvoirs magiques sur le sommeil et sur les rêves.""",
      source="http://lesdieux.fr/dieu/hermes.html", kind="french",
      note="trap: Hermès, Mercure, Atlas, Zeus, Titan (la suite coupée)"),
    R("""Hermès (Mercure pour les romains)

Dieu grec du Commerce et des Professions itinérantes , fils de Zeus et de Maia, fille du Titan Atlas. Il eut un fils célèbre du nom de Pan.

Messager des dieux, et en particulier de Zeus, Hermès portait des sandales ailées et un chapeau muni d'ailes, symboles de sa rapidité. Il avait un caducée d'or, également surmonté d'ailes et autour duquel s'enroulaient des serpents.

Dès le jour de sa naissance, Hermès vola ainsi les troupeaux de son frère Apollon en usant d'un stratagème: il fit marcher le troupeau à reculons afin de brouiller les traces et d'empêcher que l'on puisse trouver sa destination. Accusé par Apollon (qui a tout de même le pouvoir de prophétie) , il nia le vol. Sous la demande pressante de Zeus, les deux frères durent se réconcilier: Hermès donna à Apollon la lyre qu'il venait tout juste d'inventer.""",
      source="http://greceantique.free.fr/herer.htm", kind="french",
      note="trap: Hermès, Mercure, Atlas, Apollon, Pan (deux paragraphes coupés)"),
    # ================================================================ French: faits divers, transports, restaurants
    R("""LE HAVRE (Seine-Maritime). Les pompiers ont soufflé un "ouf" de soulagement ce mardi 10 septembre à 15 heures. Le serpent qui s'était réfugié dans l'habitacle d'un Renault Scénic et qu'ils cherchaient à capturer depuis bientôt cinq jours s'est enfin manifesté. Il s'agit bien d'un python royal qui mesure 1,10 mètre pour un diamètre de 5 cm environ.
Sensible aux vibrations du moteur
Une opération qui a demandé bien des stratagèmes tant l'insaisissable reptile se faufilait dans le tableau de bord. Finalement, les pompiers ont suivi les conseils d'un spécialiste en NAC (Nouveaux animaux de compagnie) : ils ont enfermé la voiture dans un local clos et ont laissé le moteur tourner jusqu'à ce que le serpent, sensible aux vibrations, se mette à bouger.
Ayant ainsi réussi à le localiser, les pompiers ont démonté le tableau de bord (côté passager) où il se trouvait et l'ont capturé avec une perche équipée d'un crochet. Le colubridae a été placé dans une boite en plastique en attendant d'être confié à un amateur de NAC, de Fécamp, qui est équipé du matériel et de locaux pour accueillir les serpents.""",
      source="https://infonormandie.com/C-etait-bien-un-python-royal-que-les-pompiers-traquaient-depuis-cinq-jours-_a2342.html",
      kind="french", note="trap: python, Scénic, NAC (un serpent, une voiture) (la légende de la photo et le doublon coupés)"),
    R("""Bergerac : le python errait depuis trois mois dans les cloisons d'un immeuble

FAIT DIVERS - Un locataire périgourdin a probablement eu la frousse de sa vie en découvrant un python qui errait dans les cloisons de son immeuble. Le serpent, abandonné après le déménagement de son propriétaire il y a trois mois, a enfin été capturé.

Le reptile, un python royal mesurant plus d'un mètre pour être précis, avait été abandonné par un locataire indélicat qui avait déménagé trois mois auparavant. Bien sûr, ce dernier n'avait pas pris soin de prévenir ses voisins qu'il avait laissé derrière lui son animal de compagnie.

Un inspecteur de l'ONCFS, l'Office national de la chasse et de la faune sauvage, a alors été appelé à la rescousse et chargé de mettre en place un piège artisanal : un filet déployé devant la cloison cassée, avec seulement deux sorties reliées à des tuyaux en PVC menant à une souris vivante.""",
      source="http://www.lci.fr/faits-divers/bergerac-dordorgne-le-python-capture-errait-depuis-trois-mois-dans-les-cloisons-d-un-immeuble-2057138.html",
      kind="french", note="trap: python, PVC, souris (un serpent, des tuyaux, une souris) (deux paragraphes coupés)"),
    R("""Le réseau de bus réorganisé

Des modifications ont été apportées ce lundi au réseau de transports en commun de l’agglomération. Les premières impressions des usagers sont positives.

« Sur certaines portions de ligne, la fréquentation restait très faible tandis que d’autres dessertes apparaissaient insuffisantes », détaille Christophe Reineri, directeur de Keolis Irigo. D’où ce rééquilibrage, opéré avec une quasi-stabilité de l’offre globale de service (+1% de kilomètres parcourus).

Parmi les dessertes améliorées, celle de la gare Saint-Laud, désormais ralliée par les lignes 4, 6 et 10. Plusieurs lignes voient aussi leur desserte du centre-ville améliorée: c’est le cas de la ligne 5 (via le pont de Verdun et la place de la République), de la ligne 10 (via le boulevard Foch) et de la ligne 6, qui poursuit désormais son trajet par le boulevard Foch avant de filer vers son nouveau terminus, la ZI Est.

Enfin, sur toutes les lignes du réseau urbain, des changements d’horaires sont effectués. Le réseau de soirée connaît aussi quelques modifications. Les bus et tramways partiront désormais du centre-ville à 0h50, au lieu de 0h30.""",
      source="https://angers.villactu.fr/le-reseau-de-bus-reorganise", kind="french",
      note="trap: réseau, bus, Keolis (deux paragraphes coupés)"),
    R("""Philippe, serveur en brasserie: "Le pourboire? C'est comme le bonjour ou le au revoir, ça se perd"

Philippe est serveur depuis 27 ans dans des brasseries parisiennes.

"Si le pourboire devient obligatoire, on va se faire avoir, nous les serveurs. Aujourd'hui, on est à 10 euros nets de l'heure en moyenne, pour 10 heures de travail effectif par jour. Les pourboires permettent d'arrondir les fins de mois, c'est un petit plus. Certains sont payés au fixe, d'autres au pourcentage sur la recette globale, et d'autres sont 'au portefeuille'. C'est une pratique qui commence à revenir: sur une addition de 100 euros, vous prenez 10 euros, par exemple. C'est à la place du salaire. C'est légal.

Le pourboire? Si je travaille dans une brasserie de quartier, je suis content si je fais 20 euros. Mais dans les belles brasseries parisiennes, ça peut monter à 100 euros pour les bons serveurs. Un bon serveur, c'est quoi? C'est avoir une attention pour les clients, les mettre à l'aise pour qu'ils se sentent un peu comme chez eux.""",
      source="https://rmc.bfmtv.com/actualites/economie/conso/philippe-serveur-en-brasserie-le-pourboire-c-est-comme-le-bonjour-ou-le-au-revoir-ca-se-perd_AN-201708290256.html",
      kind="french", note="trap: serveur, serveurs (un garçon de café) (le chapeau et un paragraphe coupés)"),
    R("""Des clients qui ne préviennent pas qu’ils auront deux heures de retard ou qui oublient d’indiquer le nombre d’enfants présents lors de la réservation: voici quelques-unes des mésaventures que peut rencontrer le personnel de restaurant. Certains serveurs ont décidé de partager leurs mauvaises expériences sur TikTok. Le hashtag «serverlife» (vie de serveur) cumule près de 6,7 milliards de vues. «Ce qui m’encourage le plus, c’est quand je reçois un message ou un commentaire de quelqu’un qui ne travaille pas dans le secteur de la restauration et que cette personne me dit qu’elle n’y avait jamais pensé auparavant et que cela changera désormais son comportement au restaurant», explique Darron Cardosa, alias «The Bitchy Waiter», au magazine culinaire américain «Food and Wine». Voici donc ce que pensent les serveurs de leur clientèle.""",
      source="https://www.20min.ch/fr/story/ce-que-les-serveurs-pensent-vraiment-des-clients-626577423602", kind="french",
      note="trap: serveurs, serveur, TikTok, hashtag (TikTok un réseau social en passant, non étiqueté comme les sites des sets précédents)"),
    # ================================================================ French: rugby
    R("""Après presque un an de repos forcé, les championnats régionaux de Nouvelle-Aquitaine faisaient officiellement leur retour en ce premier weekend d’Octobre. Sous un déluge automnal, le RC Treignac, revenu en Régionale 3 (ex-3ème/4ème Série) suite à des problèmes d’effectif à l’été 2020, accueillait le XV des Feuillardiers, équipe venue de Bussière-Galant et qui continue sa progression linéaire depuis sa création en 2018.
Devant une poignée de valeureux supporters présents malgré les conditions météorologiques (et boudant ainsi la coupe du monde de kayak se déroulant quelques centaines de mètres en contrebas !), ce sont les locaux qui se mettent les premiers en évidence, grâce à une percée de leurs avants. Les Feuillardiers se mettent à la faute, mais Madrange manque sa pénalité, pourtant en bonne position. Ce n’est que partie remise, car sur une nouvelle offensive menée par Urbain, les visiteurs se voient de nouveau pénalisés dans le ruck face aux perches ; un cadeau pour dépoussiérer le planchot en faveur du RCT (3-0, 6’).
Les « All Blacks des Monédières » (surnom des Corréziens) continuent de maintenir la pression sur leur adversaire, avec plusieurs nouvelles offensives dans les minutes qui suivent.""",
      source="https://rugbyamateur.fr/regionale-3-nlle-aquitaine-rc-treignac-xv-des-feuillardiers-du-vrai-rugby-champagne",
      kind="french", note="trap: ruck, All Blacks, kayak (la fin du résumé coupée)"),
    R("""Les Rumilliens sur le bon chemin
Avec ce premier succès acquis avec la manière, les Rumilliens confirment leur excellente prestation face à Chambéry du week-end précédent. Ils ont reçu aux Grangettes une toute aussi excellente équipe du Stade Métropolitain dont c’était son premier match de préparation.
Les Villeurbannais étaient bien en jambe et physiquement bien affûtés. Ils abordaient cette rencontre avec le plus grand sérieux. Ils monopolisaient d’ailleurs aussitôt le ballon et s’installaient durablement dans le camp rumillien. Alternant le jeu court et le jeu long, les visiteurs développaient gentiment leurs actions. Ne manquait apparemment que la dernière passe. Bref, les « rouge et noir » devaient s’activer à bien défendre sans le pouvoir de desserrer l’étreinte. Les Rumilliens résistaient dix minutes jusqu’à l’essai en force de Khaoui (0-7, 10e). Par la suite les Rumilliens s’enhardissaient légèrement mais n’étaient pas complètement entrés dans le match. Pertes de balle, ballon perdus en touche, ballons grattés au sol, c’étaient beaucoup de munitions en moins pour poser correctement le jeu.""",
      source="https://www.hebdo-des-savoie.fr/les-rumilliens-sur-le-bon-chemin", kind="french",
      note="trap: touche, munitions, Stade (la suite coupée)"),
    R("""Dans un stade Jacques Fauroux tout pimpant neuf avec sa pelouse refaite et avec un copieux public, les Luziens ont d’entrée refroidi l’ambiance. Sur une touche jouée dans les 22 mètres auscitains, le troisième ligne Tanguy Duterte, bien soutenu, aura l’honneur de marquer sur la toute neuve pelouse le premier essai que transforme Clément Otazo, (7 à 0 à la 4e). La réaction auscitaine bien que volontaire ne porte pas ses fruits immédiatement face à la rigoureuse défense luzienne, Siegfried Vandekerkof en fait les frais, il sort sur blessure et est remplacé par Matis Lafforgue. Auch voit enfin ses efforts récompensés par une pénalité de Mathieu Vignes et par un essai de Bastien Massart suite à une longue séquence de jeu, (8 à7 à la 12e). C’est fait, Auch est bien dans le rythme du match pour contenir la cavalerie basque qui provoque quelques frayeurs.""",
      source="https://lejournaldugers.fr/article/52946-le-rca-maitrise-son-sujet", kind="french",
      note="trap: touche, cavalerie, Auch (la feuille de match coupée)"),
    # ================================================================ French: Phoenix, Taylor Swift
    R("""« Eh, mais pourquoi y a pas de lien YouTube pour écouter le morceau! »

Oui, pour changer, aucun moyen d’entendre la Chanson du lundi de cette semaine sans se rendre à un concert de Phoenix. Ca tombe bien, les garçons seront sur la route tout l’été, et joueront à Bercy (enfin, l’Accord Hôtel machin truc) le 29 septembre prochain.

Le groupe se produisait justement samedi soir en tête d’affiche du Festival Beauregard, et la Revue Watt était présente en délégation pour assister à l’événement.

Que Phoenix soit le meilleur représentant du rock hexagonal, on le savait déjà, et on a d’ailleurs déjà eu plusieurs fois l’occasion de l’écrire ici.

La scénographie, avec cet immense miroir qui surplombe la scène pour refléter différentes projections tout au long du concert, est magnifique. La set-list est calibrée pour déverser du tube en mode rouleau-compresseur « Lisztomania », « 1901 », « Entertainment », « Lasso », « Long Distance Call »… L’énergie est au rendez-vous.""",
      source="https://revuewatt.com/musique/chanson-lundi-a-beauregard-phoenix-if-i-ever-feel-betterfunky-squaredance/",
      kind="french", note="trap: Phoenix, YouTube, Lasso (un groupe; YouTube un site en passant, non étiqueté) (deux phrases coupées)"),
    R("""PHOENIX @ OUI FM (24/05/13)

LA radio rock française a crée l’événement en organisant un apéro rock en compagnie de Phoenix dans le hall d’entrée. Actuellement mis à part leurs camarades de Daft Punk, aucun groupe français ne peut se payer le luxe d’être à ce point une référence musicale dans le monde entier. Il y a un mois sortait leur cinquième album “Bankrupt!“, et ce soir, le quatuor versaillais le présentait en live pour une poignée de chanceux.

La foule s’agglutine devant la scène, pas plus grande qu’une chambre de bonne, Dom Kiris présente ceux qui n’ont “plus besoin d’être présenté”, et les membres de PHOENIX traversent l’attroupement de personnes pour grimper sur scène. Les membres du groupe se placent, Thomas Mars, au devant de la scène, Christian Mazzalai, à ses cotés, Gibson à la main et le reste de la formation se place autour d’un ensemble de synthé, boîtes à rythme et autres instruments électroniques. Ils se regardent et lancent “Entertainment”, une pop rythmée aux saveurs orientales.""",
      source="https://rockurlife.net/?p=15271", kind="french",
      note="trap: Phoenix, PHOENIX, Gibson, Bankrupt (un groupe, une guitare) (une phrase coupée)"),
    R("""En direct de Phoenix au Palais des Sports
Il y a des concerts qui marquent, dont on se souviendra très très longtemps. C’était le cas samedi soir au Palais des Sports avec Phoenix. Salle comble de chez comble, c’est un peu comme si vous vous trouvez dans un parking immense et blindé : il ne faut pas rechigner à sauter sur la première place, et la garder coûte que coûte, quitte à montrer les dents s’il le faut. D’autant plus que les Versaillais dévoilent un line-up à faire fondre la calotte glaciaire, démarrant le concert sur « Entertainment » et le refermant sur ce même titre.
Et comme les gars de Phoenix ont plein de copains, on était plus que ravi de les voir se joindre à leur « petite sauterie » comme dirait l’autre. Premier invité de marque, Nicolas Gaudin, moitié de Air, qui a donné le la à un très beau « Playground Love » chanté par Thomas Mars et réarrangé par les guitares du groupe.""",
      source="https://dev.tsugi.fr/en-direct-de-phoenix-au-palais-des-sports", kind="french",
      note="trap: Phoenix, Air, line-up (des groupes) (un paragraphe coupé)"),
    R("""Son concert est plus qu’attendu. Une cinquantaine de « Swifties » – les fans de Taylor Swift – ont campé dès mercredi soir sur le parvis de La Défense Arena pour s’assurer d’être aux premières loges du premier concert qui se tient ce jeudi 9 mai à la Défense Arena. Tentes, duvets, pulls… les jeunes avaient tout prévu pour ne pas avoir froid. Des vidéos partagées sur les réseaux par des groupes de fans montrent que certains avaient même pensé à prendre de quoi s’occuper : guitares, enceinte de musique pour s’entraîner à chanter les tubes de Taylor, perles pour confectionner des «bracelets d’amitié », l’accessoire incontournable de la tournée.
Ce jeudi 9 mai s’ouvre une partie de la tournée européenne de Taylor Swift. 42.000 personnes sont attendues tous les soirs jusqu’à dimanche à La Défense Arena. Au total, plus de 180.000 « Swifties » vont assister au show de plus de trois heures, une première pour la plus grande salle de concert couverte d’Europe.""",
      source="https://decotidien.com/lifestyle/costumes-paillets-lunettes-cur-on-a-rencontr-des-fans-de-taylor.html", kind="french",
      note="trap: Swift, Swifties, réseaux (la chanteuse, les réseaux sociaux) (la suite coupée)"),
    # ================================================================ French: gâteau
    R("""Étape 1
Commencez par une étape cruciale en pâtisserie : préchauffer votre four à 180°C (thermostat 6) en mode chaleur statique. Cette action garantit une cuisson homogène et une belle levée du gâteau. Pendant que le four atteint la bonne température, préparez votre moule. Pour cela, beurrez-le généreusement sur toute sa surface intérieure, puis saupoudrez-le de farine. Tapotez et retournez le moule pour enlever l’excédent. Cette technique, que les chefs appellent chemiser un moule, crée une fine barrière antiadhésive qui assurera un démoulage parfait""",
      source="https://maisonvilain.fr/recettes/gateau-au-yaourt-aux-fruits-recette-facile-et-rapide/", kind="french",
      note="trap: chefs, thermostat, mode (l'introduction coupée; le texte finit où l'extrait de la page finit)"),
    R("""Les ingrédients : la qualité avant tout
La magie de ce gâteau réside dans sa méthode de mesure unique : le pot de yaourt vide sert de verre doseur. C’est ludique et incroyablement pratique. Cependant, le choix de chaque ingrédient est la première étape vers la perfection.
- Le yaourt : C’est la star. Optez pour un yaourt nature au lait entier, type brassé ou à la grecque. Sa matière grasse apportera un moelleux incomparable. Un yaourt de la marque La Laitière ou Malo fonctionne à merveille. Pensez à le sortir du réfrigérateur 30 minutes avant de commencer pour qu’il soit à température ambiante.
- La farine : Une farine de blé T45 est idéale pour une texture légère et aérée. La T55 fonctionne aussi, mais le résultat sera légèrement plus dense. Pensez à toujours la tamiser pour éviter les grumeaux et incorporer de l’air.
- Le sucre : Le sucre en poudre blanc classique est parfait. Pour une touche plus rustique et une saveur caramélisée, remplacez la moitié du sucre blanc par de la cassonade (vergeoise).""",
      source="https://archzine.fr/gateau/le-secret-dun-gateau-au-yaourt-parfait-et-inratable", kind="french",
      note="trap: star, Malo, T45, T55 (l'introduction coupée)"),
]
