"""Prose of the twelfth fresh held-out set ("fresh-12"): ordinary texts full of words that are also tool
names -- peregrine falcons hatching on cathedrals, Waiting for Godot, the Oracle of Delphi and the serpent
Python, Sequoia National Park, the Perseid meteors of comet Swift-Tuttle, jasmine in the garden, a bank
vault cut open through the roof, Apollo 11's Eagle, darts at Ally Pally, Julia Child's boeuf bourguignon,
treks in the Atlas Mountains, Phoenix in record heat, rubies for a fortieth anniversary, gales and
cancelled ferries (the Steam Packet, Condor), the Glacier Express. Nothing in them is a technology.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a
paragraph or a few) and labelled by hand without running the extractor (``--split fresh-12``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ---------------------------------------------------------------- falcons on cathedrals
    R("""Cathedral sees first falcon chicks in four years

Peregrine falcon chicks have hatched at the top of a cathedral for the first time in four years.
A new pair of peregrine falcons chose the west tower of Ely Cathedral in Cambridgeshire as their nesting site this year.
The eggs were laid between 19 and 24 April - and the last egg hatched at about 12:45 BST on Wednesday.
Liberty Wells, outreach and conservation ranger at the Hawk and Owl Trust, said: "Sadly, the first chick to hatch did not survive, but the second chick appears to be doing better than the third and smallest."
"At this stage, they remain extremely vulnerable, and we are continuing to monitor them closely," she added.

The cathedral saw its first pair of birds nest at the site in 2019 - with two chicks hatching a year later.
However, it said there had not been a resident pair of peregrines since 2021 until this year, where a new pair have began using the cathedral as a nesting site and laid three eggs.
If it all goes well, Ms Wells said the surviving chicks were expected to fledge about 35 to 42 days after hatching.
Most recognisable for its yellow talons and beak, the peregrine is a species of large crow-sized falcon.
The bird can travel at more than 200 mph (320 km/h) and there are thought to be about 1,769 breeding pairs in the United Kingdom.""",
      source="https://theworkoutfactory.com/news/articles/c99p2442ry7o", kind="news",
      note="trap: falcon, Liberty, Hawk (the closing line naming social networks cut)"),
    R("""The three Peregrine juveniles had fledged their nest successfully during the third week of June 2024 and are now being seen around the Cathedral’s roofs and towers, while their parents are teaching them to hunt. 

They are no longer using the nest tray so the webcam livestream has now been turned off the for the rest of year.

Make sure to read our Peregrine Fact File to understand more about these incredible birds.

There will be times when the parents will be out of sight but we urge people not to worry about this, as they will be close by to protect the chicks.

Previous News

Peregrine Chicks Hatch

At 6am on Tuesday 7 May chick number one hatched. At 10.45am on Tuesday 7 May chick number two hatched. Around 7pm on Wednesday 8 May chick number three hatched. 

First Peregrine Chick Eggs spotted

At 3.53am on Saturday 30 March, the first egg was laid. At 2.16pm on Monday 1 April, the second egg was laid. The third egg was spotted at 6.18am on Thursday 4 April.""",
      source="https://www.stalbanscathedral.org/peregrine-live-cam", kind="news",
      note="trap: Peregrine, webcam livestream, Fact File"),
    R("""Peregrine falcon chicks hatch at Salisbury Cathedral

Three peregrine falcon chicks have hatched in a nest on the spire of Salisbury Cathedral.
A year ago three chicks became the first to hatch in a new nesting box halfway up the cathedral's 123m (403ft) spire, for more than 60 years.
Gary Price, the cathedral's Clerk of the Works, said the chicks can be watched from a telescope on the lawn or on a screen in the cathedral cloisters.
They hatched on Saturday and Sunday, and are due to be ringed on 26 May.
The birds take 42 days to fledge.
Four eggs were laid in the nest but the cathedral webcam has gone offline so Mr Price said they were waiting to see if there is a fourth chick to report.
Peregrine falcon numbers rapidly declined during the 19th and 20th Centuries due to illegal shooting and use of certain pesticides on farms.
There are currently 1,500 breeding pairs of the protected bird in the UK, the RSPB believes.""",
      source="https://feeds.bbci.co.uk/news/uk-england-wiltshire-32689328", kind="news",
      note="trap: falcon, Price, webcam"),
    R("""3 peregrine falcon chicks hatch in Cathedral of Learning nest

Apr. 26—Three peregrine falcons hatched Sunday in the nest atop the Cathedral of Learning, according to Pittsburgh's National Aviary.

The first chick hatched around 3 a.m., according to social media posts from the Aviary. The second and third had emerged by about 10:45 a.m. A fourth egg remains.

Morela, a female peregrine falcon, laid the four eggs in March, and she and mate Ecco have been incubating them for the past month. The National Aviary operates a nest cam, so viewers can watch Morela and mate Ecco care for the chicks.

Ecco is a relatively new companion for Morela, who had been nesting with the resident male, Terzo, according to Kate St. John, the Pennsylvania Game Commission's lead volunteer monitor for peregrine falcon in the region.

The process for the chick to emerge from the egg is a tricky one, according to a release from the aviary. The chick must rotate and get into the correct position, break the membrane on the air sac that is inside the egg, use its egg tooth to crack the egg and then finally get out.

Peregrine falcons have been nesting at the University of Pittsburgh's Cathedral of Learning for two decades. They are classified by the state as a threatened species.""",
      source="https://news.yahoo.com/3-peregrine-falcon-chicks-hatch-100300916.html", kind="news",
      note="trap: falcon, Ecco, nest cam (the reporter's contact line cut)"),
    # ---------------------------------------------------------------- Waiting for Godot
    R(""""Waiting for Godot" | Play Review

The plot is simple. Two men, Vladimir and Estragon, are waiting for a man named Godot. We never find out exactly why, although the protagonists seem to think it's an important matter. But Godot never shows.

Written by Samuel Beckett, Waiting for Godot is a play that makes you constantly question what is happening - in a good way. The change from friendly conversation to "why are we here?" happens quickly and often, and leaves the reader as confused as the characters. Beckett has a knack for witty dialogue that results in frequent laugh-out-loud moments.

Waiting for Godot is a bizarrely funny play; I recommend it if you'd like some laughs and don't mind being a bit confused.""",
      source="http://nikkitheknack.blogspot.com/2014/05/waiting-for-godot-review.html", kind="blog",
      note="trap: Godot (also a game engine)"),
    R("""Review: Waiting for Godot by Samuel Beckett

If bumbling, blithering, incomprehensible, baloney is brilliance, then Waiting for Godot is a work of genius! Vladimir and Estragon (Didi and Gogo) are a pair of very close, homeless friends who have nothing better to do than wait around all day for someone or something named Godot. Who is Godot? What does he do? No one knows – the only clue is that he has a white beard. Is he Santa Claus? Beckett’s masterpiece of a tragicomedy is the human condition in text. Mindless, meaningless meandering. Constantly meeting new people who we mistake for old acquaintances – none of whom ever know, understand, or appreciate each other. When suicide begins to look like the “up-side” of things, you know it’s about time to stop waiting for Godot. (Godot written To God?) . Liked it. Didn’t really understand it, but I congratulate myself for this because that’s basically the point.""",
      source="https://roofbeamreader.com/2010/01/12/review-waiting-for-godot-by-samuel-beckett/", kind="blog",
      note="trap: Godot (the comment form's boilerplate cut)"),
    # ---------------------------------------------------------------- Delphi
    R("""Delphi was an ancient religious sanctuary dedicated to the Greek god Apollo. Developed in the 8th century B.C., the sanctuary was home to the Oracle of Delphi and the priestess Pythia, who was famed throughout the ancient world for divining the future and was consulted before all major undertakings.

The ancient Greeks considered Delphi the centre of the world. According to mythological tradition, Zeus released four eagles from the four corners of the Earth, which was believed to be flat, and they met at Delphi, which was henceforth known as the navel of the world, or omphalos.

From the time in which the gods emerged from Chaos, Delphi was ruled by Gaea, the Earth goddess and the first prophetess. Her territory comprised a rocky cave, whose vapours had prophetic properties, and a sacred spring, which was guarded by her offspring, the serpent Python.

The foundation myth of the shrine is told in the Homeric Hymn to Apollo, which recounts that Apollo, after wandering far and wide in search of a site for his own oracle, reached the slopes of Mount Parnassus, where he found the spring guarded by Python.

Here he slew the monster with an arrow and left it to decompose on the ground, hence the serpent’s name (from the Greek verb pythestai, meaning “to rot”).""",
      source="https://alertify.eu/visit-delphi-from-your-home/", kind="prose",
      note="trap: Delphi, Apollo, Oracle, Python, Zeus, Chaos"),
    # ---------------------------------------------------------------- Sequoia National Park
    R("""The Giant Forest Museum
The Giant Forest is the centerpiece of Sequoia National Park. Home to the world’s biggest tree (by volume) it’s the best sequoia grove, by far, for hiking. It has the most singletrack trails of any sequoia grove, it has one of the best collections of really big trees, and it hasn’t been logged. The forest is very open but still has, in many places, an attractively lush groundcover, and it has some especially scenic meadows to add variety.
Next to the Giant Forest are the Lodgepole and Wolverton trailheads, which are the starting point for three excellent high-country day hikes: the easy Tokopah Falls Trail, the challenging Lakes Trail, and the very challenging Alta Peak Trail. If you have enough time I think a great itinerary would be one sequoia hike and one high country hike. However, keep in mind that ascending is noticably more difficult than at sea level.
A great introduction to Sequoia National park, this superb hike combines the alpine views of the High Sierra Trail with a pass through the best part of the Giant Forest.""",
      source="https://redwoodhikes.com/SequoiaNP/GiantForest.html", kind="prose",
      note="trap: Sequoia, Sierra"),
    R("""Sequoia National Park: Giant Forest
Big Trees Trail
A level, 2/3-mile (1km) loop with colorful trail-side panels describing sequoia ecology.
General Sherman Tree
Two trails run to the world's largest tree. Main trail at Upper Sherman (with a large parking lot that closes with the first snow), runs 1/2 mile down to the tree and has some stairs, it is an uphill walk back to your car. Drive 2 miles (3-2 km) north of Giant Forest Museum (past the small Sherman Tree parking lot for those with disabled placards only) to Wolverton road turn right then follow the signs.
Morro Rock
A granite dome with a steep 1/4 mile (.4 km) staircase to the summit (300 foot/91m elevation gain). A spectacular view of the Great Western Divide. Two miles (3-2 km) from the Generals Highway.
Tunnel Log
A fallen sequoia that has been tunneled through, and the only "tree you can drive through" in these parks! There is a by-pass for larger vehicle about 2.7 miles ( 4-3 km) from the museum.
Crescent Meadow
Towering sequoias around a fragile meadow. Stay on designated trails, use only fallen logs to walk into meadows.""",
      source="https://theriverinn.net/local-attractions--area-information.html", kind="prose",
      note="trap: Sequoia, Log, Crescent"),
    R("""Giant Forest

Sequoia National Park

This 3-sq-mile grove protects the park’s most gargantuan tree specimens. Among them is the world’s biggest, the General Sherman tree, rocketing 275ft into the sky. Pay your respects via a short descent from the Wolverton Rd parking lot, or join the Congress Trail, a paved 2-mile pathway that takes in General Sherman, the Washington Tree (the world’s second-biggest sequoia) and the see-through Telescope Tree. The 5-mile Trail of the Sequoias helps you lose the crowds.

The top destination in the park, Giant Forest was named by John Muir in 1875. At one point over 300 buildings, including campgrounds and a lodge, encroached upon the sequoias' delicate root systems. In 1997, recognizing this adverse impact, the park began to remove structures and resite parking lots. It also introduced a convenient, free seasonal visitor shuttle, significantly cutting traffic congestion and reducing the potential harm to these majestic trees.""",
      source="http://www-lonelyplanet-com-6c06.imagizer.com/pois/1482535", kind="prose",
      note="trap: Sequoia, Telescope (a copy of Lonely Planet's page, the photo credit cut)"),
    R("""Even if you've seen sequoia trees in a small grove before, you should still visit Sequoia National Park. It is so awe-inspiring to see them everywhere you look. There are paved trails that make accessing them easy. It's one of these paths that lead to the General Sherman tree - the largest tree in the world by volume. It's about 2,000 years old. Many other sequoias in the park are older, but it found a prime spot to grow which is why it is so very large. It's really quite an experience to tilt your head back and just look up to the top of the tree.
That's not really a solitary experience in the summer, particularly when you are depending on the bus system to shuttle you around. It was in fact a little distressing to see so many people behaving badly, collecting pine cones in bags, clearly to take home, and stepping off the trail to take photos with the sequoia trees, which hurts their shallow roots. It was a tough lesson to teach my little Junior Ranger to hold her tongue instead of correcting the many people who were breaking the park rules.""",
      source="https://victoriabennettbeyer.com/vbb-blog?offset=1534417200235", kind="blog",
      note="trap: Sequoia, bus, Ranger"),
    # ---------------------------------------------------------------- the Perseids
    R("""It's a good time to enjoy the night sky. The annual Perseid meteor shower is ready to make an appearance. It looks to be one of the best shows in years.
The Perseids are named because they generally appear to come from the constellation Perseus. They are remnants of Comet Swift Tuttle, which orbits the earth every 133 years. They are very small, usually around a half inch in diameter, and burn up in the atmosphere at altitudes above 50 miles high.
The show has the potential to be the best of all meteor showers every year, but often it depends on the moon. The moon can make the sky so bright it makes it difficult to see many meteors, but this week the moon is just a small sliver that sets soon after sundown.
The shower intensifies after midnight, and it's possible to see 40 meteors per hour. Most will come from the northeast part of the sky. One good way to watch is laying back in a reclining lawn chair or cot.
The event peaks Wednesday night through Friday night, but Perseids will still be visible for another week, so even if the sky is hazy from clouds or wildfire smoke, you will have several opportunities to see the show.
The darker sky you observe from, the better, so it's best to try to observe far from city lights.""",
      source="https://www.spokanepublicradio.org/regional-news/2021-08-11/look-to-the-sky-tonight-for-the-perseid-meteor-shower",
      kind="news", note="trap: meteor, Swift (the comet), Perseus"),
    R("""The annual Perseid Meteor Shower is building and is due to reach its maximum this coming Sunday evening (11th to 12th August). A great shower to stay up and watch in the warmer summer months and as it builds up and fades out over several days, you can have a look out anytime the cloud disappears over the next few nights. The Moon is reasonably well-placed dropping below the horizon by 11pm at the peak so it doesn’t hide so many of the dimmer meteors.
The meteors themselves will appear to come from a point in the northeast between the constellation of Perseus and Camelopardis (the radiant). This is just to the left of the W of Cassiopeia. This is where the Earth is interacting with the cloud of meteoroid debris left by Comet Swift-Tuttle. The actual meteors may appear anywhere in the sky but follow their trail back and they will have originated around Perseus, hence how they got their name.
To give yourself the best conditions for seeing meteors, setup in a dark spot away from streetlights and other sources of light pollution. If you can travel to a darker location, even better. Get comfortable as looking up can be hard on the neck. A deckchair or a garden recliner are great. Else aground sheet and a blanket. Make sure you’ll be warm enough as heat wicks away when you are stationary for a period of time.""",
      source="https://bathastronomers.org.uk/2024/08/08/perseids-meteor-shower/", kind="blog",
      note="trap: Meteor, Cassiopeia, Swift, cloud"),
    R("""The Perseids are remnants from the comet Swift-Tuttle and are named for the constellation Perseus. Just like train tracks seem to come together at the horizon, 'shooting stars' of a meteor shower also seem to originate from a single point. In this case, they seem to emanate from the stars that make up the constellation Perseus.
Meteors are small pieces of rock and dirt varying in size from tiny dust particles to sand grains with an occasional pebble thrown into the mix. When a comet travels through our solar system, the sun heats the comet causing some evaporation. The comet leaves behind a dust trail. When the earth's orbit travels through such a trail, the dust hits our atmosphere at a great speed causing it to burn up. Often, these meteor showers are recurrent and predictable to a certain degree.
The Perseid meteor shower is an annual event but the intensity of this year's shower (how many shooting stars per hour) is uncertain. Under a dark sky, 60 - 100 per hour is typical for this shower. However, there are indications this year's Perseids might be a lot better (say 300 an hour). There is always a tiny chance for a spectacular event with 1000's or more per hour, but don't count on it!""",
      source="http://austinchiropractor.blogspot.com/2008/08", kind="blog",
      note="trap: Swift, meteor, pebble, sun"),
    # ---------------------------------------------------------------- jasmine
    R("""Some jasmines may twine to some
extent, but as a group they’re really in the category of shrubs. Some have
long, arching stems, however, and are therefore grown as vines. They’re very
popular in warm climates, where they’re usually evergreen and bear lovely
flowers in spring or summer sometimes even in winter; many are extremely
fragrant. Common jasmine (Jasminum Officinale) is vigorous and hardy to Zone 7.
It will grow to 30 feet; very fragrant white flowers appear in summer. Winter
jasmine (J. nudiflorum) grows much less tall and is hardy to Zone 6.

How to Grow Jasmine
Jasmines prefer sun, though some
may do well in part shade. Any well drained, light loam is suitable as long as
there is some moisture. Most need pruning to keep them within bounds. With
indoor plants especially it is important to cut them back hard after blooming
to encourage branching and more bloom. The stems must be anchored to their
supports. Propagate from cuttings or by layering.""",
      source="http://seeflowersworld.blogspot.com/search/label/Jasmine", kind="blog",
      note="trap: Jasmine (a test framework), Zone"),
    R("""To best care for a scented, vining jasmine such as confederate, be sure to plant in well-drained soil in full sun and prune regularly to get the fullest look.

With its intoxicating, beautiful fragrance, Jasmine is associated with love and sensuality all over the world.

In Greek mythology, a Tuscan horticulturist and Cupid fought over the flower to win the heart of a beautiful maiden. While the outcome of this match is debated, the use of jasmine as part of wedding ceremonies is still common.

Jasmine also serves as the national flower of Pakistan, where you can always find it as part of the garlands made especially for brides and grooms.""",
      source="https://rockledgegardens.com/florafolklorefairytales-jasmine/", kind="blog",
      note="trap: Jasmine, Cupid"),
    R("""Jasmine plants and vines are a popular addition to gardens and landscapes for their fragrant aroma, delicate white, yellow or light purple flowers, and their attractive appearance on walls or a trellis. They grow best in warm tropical climates, and bloom year-round, growing to almost 15 feet when cared for and pruned properly.
Plant jasmine in an area of your landscape that has good drainage, preferably with sandy loam soil. If you have multiple jasmine plants, make sure they are at least 3 feet apart for proper growing room.
Make sure the jasmine plants have full sun exposure for at least four hours a day. If temperatures drop below 50 degrees Fahrenheit, protect them with a canvas pinned up over the plants.
Water the jasmine whenever the soil feels dry. The point is to keep it moist, but not soaked. The roots of jasmine plants cannot be submersed in water.
Stake young jasmine plants if necessary for stability. Do this by inserting a wooden stake right next to the plant and use plant ties to secure the jasmine loosely to it. This helps hold it up in strong winds and makes it grow upright and sturdy.
Prune jasmine plants each spring by trimming back any dead or broken branches to the trunk, and shape it as you please--as a climbing vine is the most popular shape.""",
      source="http://www.gardenguides.com/79834-care-jasmine-plants.html", kind="prose",
      note="trap: Jasmine, canvas, Stake, trunk"),
    R("""Jasmine plants usually grow as a vine/creeper, but can sometimes be bought as a bush. Most varieties suitable for Melbourne’s cool climate are evergreen vines.

Flowers are generally star-shaped and white with pink centres, but you can get plain white or yellow varieties. The flowers offer a wonderful (but strong) scent often used in perfumes and soap products.

Jasmines need a warm and sheltered location, in an area that receives at least partial sunlight. Plant in well-draining, moderately fertile soil.

If you have the climbing variety you will require some sort of support structure (trellis, arch, wall) on which it can grow.""",
      source="https://sarahsmelbournekitchengarden.com/flowers-other-plants/jasmine/", kind="prose",
      note="trap: Jasmine, soap, arch"),
    # ---------------------------------------------------------------- vaults
    R("""How safe is your bank safety deposit box?

May 26, 2016 @ 8:11 PM

A group of wily bank robbers managed to break into a Maspeth Federal Savings bank by cutting a hole through the roof to access the bank's vault. When they finished the job, they left what looks like dozens of safe deposit boxes on the roof.

A bank employee noticed the missing safe deposit boxes and the hole in the ceiling of the Rego Park bank yesterday morning around 8:30 a.m.

The heist was rather clever,  "Thieves stole a ladder from a nearby home to get onto the roof. They then constructed a wooden box to hide themselves while boring a hole in the ceiling of the bank. That hole led right into the vault where the safety deposit boxes were kept. One by one, dozens of boxes were taken to the roof, where thieves ...""",
      source="https://www.coinhelp.com/coin-help-blog/2016/5", kind="blog",
      note="trap: vault (HashiCorp's Vault), Federal, box, job"),
    # ---------------------------------------------------------------- Apollo 11
    R("""50th Anniversary of the First Moon Landing

Apollo 11 was the spaceflight that landed the first two people on the Moon.  Commander Neil Armstrong and Lunar Module Pilot Buzz Aldrin, both American, landed the lunar module Eagle on July 20, 1969.

With over a quarter of the world’s population watching on television, Neil Armstrong left the module and became the first man to walk on the moon.  The words he spoke when he stepped onto the lunar surface have become legendary.

“That’s one small step for man, one giant leap for mankind”""",
      source="https://www.igotitfrom.com/nasa-17-c.asp", kind="prose",
      note="trap: Apollo (a GraphQL platform), Eagle, module"),
    R("""Remember when: The Apollo 11 moon landing
On July 20, America and the rest of the world held its breath as the Eagle touched down on the lunar surface in the Sea of Tranquility. We all heard Neil Armstrong report to NASA and the world, “Houston, Tranquility Base here. The Eagle has landed.” Only 30 seconds of fuel remained. Half a billion people watched on television as Armstrong lightly planted his boot on the moon’s dusty surface and proclaimed: “That’s one small step for man, one giant leap for mankind.” Soon after, Aldrin described the moonscape as “magnificent desolation.”""",
      source="http://www.nwboomerandseniornews.com/", kind="news",
      note="trap: Apollo, Eagle, Base, boot"),
    R("""Buzz Aldrin stands near the leg of the Lunar Module (LM)

"Eagle" during the Apollo 11 extravehicular activity (EVA). Apollo 11 launched from Cape Kennedy on July 16, 1969, carrying Armstrong, Aldrin, and Command Module Pilot Michael Collins. Armstrong and Aldrin forever changed the course of history by walking on the face of the moon.""",
      source="http://createwpmb.blogspot.com/2013/07/apollo-11-first-men-on-moon-buzz-aldrin.html", kind="blog",
      note="trap: Apollo, Eagle, Command, Module"),
    # ---------------------------------------------------------------- darts
    R("""The World’s Dart Championship 23/24 will go down as one of the greatest tournaments of the century.

The highly anticipated final drew a staggering 4.8 million viewers, with a peak of 3.7 million, making it the most-watched darts event ever and securing its position as the highest non-football audience on Sky Sports in recorded history!

The atmosphere at the Palace has consistently made this event a sell-out favourite. However, the 23/24 Championship reached new heights of excitement with the meteoric rise of 16-year-old Luke Littler. His phenomenal progress through the rounds not only dominated headlines but shattered viewing records and captured the hearts of the nation.

“This was a momentous moment in British sporting history… at this unique sporting event, and Littler had better get used to all this commotion. Ally Pally will be his home for years to come.”The Daily Mail

“The choice of attire reflects the carnival atmosphere which draws thousands of people to one of London’s most treasured entertainment venues every year. The imposing Victorian building situated on a North London hill has seen the likes of the Rolling Stones, Pink Floyd and Jay-Z play at the venue, though over the last 16 years, it’s become synonymous with darts. If soccer has Wembley Stadium and tennis has Wimbledon, darts has ‘Ally Pally.” CNN""",
      source="http://urlmetriken.ch/fr/g/c/a/552060", kind="blog",
      note="trap: Dart, meteoric, Stones (the embedded social-media post's lines cut)"),
    R("""PDC World Darts Championship
Alexandra Palace Alexandra Palace Way, LondonLuke Humphries will attempt to defend his title at the biggest darts event of the year
Luke Humphries will attempt to defend his title at the biggest darts event of the year
One of the biggest races of the season which makes up part of the 'Chase Triple Crown'""",
      source="https://sportingclass.com/events/category/miscellaneous/day/2024-12-26", kind="news",
      note="trap: Darts, Chase, Crown"),
    # ---------------------------------------------------------------- Julia Child's boeuf bourguignon
    R("""Julia Child’s beef bourguignon

Beef bourguignon is perhaps Julia Child's most famous recipe and the subject of her very first televised episode of 'The French Chef' on PBS.

Julia Child was one of America’s first (and dare I say greatest ) culinary celebrities, in a time long before shows like "The Next Food Network Star" or "Top Chef" sought to discover such talent. She was just a woman with a passion for good food, which led her down the gastronomical path that ultimately brought her into America’s kitchens. It was her passion for food which led her on the journey. It was her charm, relatability, and contagious adoration of food which grabbed the attention of adoring fans all around the world.

Julia changed the way home cooks thought about food. She knew that good food wasn’t exclusive to restaurant kitchens, prepared by professional chefs. She made expert culinary techniques accessible to everyone, in a manner which could inspire even the most novice cook to jump in head first. Because Julia understood that we learn best through trial and error. She understood that there is no such thing as a bad cook, only cooks who needed more practice.""",
      source="http://www.csmonitor.com/The-Culture/Food/Stir-It-Up/2012/0815/Julia-Child-s-beef-bourguignon/(page)/2",
      kind="recipe", note="trap: Julia (the language), Chef, Network"),
    R("""Julia Child's Master Recipe for Beef Bourguignon, in Red Wine

READY IN: 3hrs 45mins
YIELD: 4 lbs

  • Make herb bouquet and tie in washed cheesecloth the following: 8 sprigs parsley, 1 large bay leaf, 1 t dried thyme, 4 whole cloves or allspice berries and 3 large cloves of smashed, unpeeled garlic together in a small square of washed cheesecloth. Can substitute with celery leaves and/or washed split leeks.
  • Dry out the beef chunks by salting and peppering each and letting them sit at room temperature.
  • Saute the bacon slices and set aside on paper towels.
  • Choose a large frying pan and brown beef chunks on all sides in bacon grease, being careful not to crowd the meat. Turn browned meat into a heavy ovenproof casserole.
  • Remove all but a little of the fat from the pan and add the sliced vegetables. Brown them and add them to the beef chunks in the casserole pot.
  • Deglaze the pan with the wine and then pour liquid into the casserole with the meat and carrots and onions. Add enough beef stock or bouillon to almost cover all.
  • Stir in the tomatoes and add the herb bouquet.
  • Bring to a simmer over medium to medium-high heat. Cover and simmer slowly, either on the stove over a low heat or in a preheated oven set to 325 degrees. Cook until the meat is tender, tasting to check.""",
      source="https://www.food.com/recipe/julia-childs-master-recipe-for-beef-bourguignon-in-red-wine-402559", kind="recipe",
      note="trap: Julia, Master, Wine (a compatibility layer), stock"),
    # ---------------------------------------------------------------- the Atlas Mountains
    R("""Atlas Mountains – Hiking & Berber Villages
Azul and Altitude: Discovering the Ancient Soul of the Atlas Berber Villages
Tour Overview
The Atlas Mountains are North Africa’s most majestic mountain range, acting as a crucial barrier between the lush Atlantic coast and the Sahara Desert. The most visited section is the High Atlas, which includes the country’s highest peaks and is easily accessible from Marrakech.
The Landscape: Peaks, Valleys, and Passes
The Scale: Home to Jebel Toubkal (4,167m / 13,671ft), the highest peak in North Africa. The peaks are often snow-capped from autumn through late spring.
The Contrast: The scenery changes dramatically from high, rocky, rugged mountain passes to deep, fertile valleys like the Imlil and Ourika Valleys, filled with walnut groves, terraced farms, and rushing streams.
Key Hub: Imlil is the most popular village, serving as the main gateway and starting point for most treks in the Toubkal region.""",
      source="https://adventuremoroccotravel.com/atlas-mountains-hiking-berber-villages", kind="prose",
      note="trap: Atlas (MongoDB Atlas), Sahara, Hub, gateway"),
    R("""Trekking through the Atlas Mountains
The Atlas Mountain range separates the Sahara Desert from the Atlantic Ocean and the Mediterranean Sea and spans the countries of Morocco, Algeria and Tunisia. The highest peak is called Toubkal and lies in Morocco at 13,600 ft. While we didn’t hike to this peak, our trekking tour took us through the High Atlas Mountains close by it on a 6-day?Atlas Mountains Trekking Tour.
So it was after the conclusion of our?11-day Classic Morocco tour, which ended in Marrakech, four of us from the larger group stayed on, along with our guide, and drove about 90 minutes from the city to hike to a waterfall and then have lunch at an amazing place where you sit right by the gushing river coming from the waterfall.
Over the next few days, we hiked deeper into the Atlas Mountains as our multi-day trekking program moved along. The contrast between the green valleys and the arid mountains was stunning. The Berber people (descendants of the pre-Arab inhabitants) have for centuries been the stewards of the mountains, mostly living a nomadic lifestyle and lots of their villages dotted the canyons and ravines.""",
      source="https://dhirubhai.net/pulse/trekking-through-atlas-mountains-jack-witt-ms-cpt", kind="blog",
      note="trap: Atlas, nomadic (Nomad), Classic (a copy of a LinkedIn post)"),
    # ---------------------------------------------------------------- Phoenix in the heat
    R("""PHOENIX, 8 July 2017 (Associated Press) – Phoenix has broken a 112-year-old record for heat.National Weather Service meteorologists say the Arizona city had a high of 118 degrees on Friday.That broke the previous mark of 115 degrees dating back to 1905.Meteorologists say the normal high temperature for July 7 in Phoenix is 107 degrees.So far this year, the temperature at Sky Harbor Airport has reached at least 110 degrees 17 times.In California, a heat advisory in the San Joaquin Valley warned of temperatures from 103 to 107 through Saturday.

Phoenix hits 118 degrees, breaks record dating to 1905

(Phoenix Business Journal) – Phoenix’s extreme heat — which has seen record high temperatures this summer — may have caused as many as 62 deaths.
That is according to the latest data from the Maricopa County Health Department.
The county health department has confirmed five heat related deaths so far this year and is investigating another 57 fatalities that could be caused by the extreme heat.
Phoenix set a record 118 degrees Friday and it was 120 in some suburban areas.
The Arizona Department of Environmental Quality has also issued high pollution advisories with ozone levels and air quality at unhealthy levels.
That came after record 120-degree heat in June.""",
      source="https://desdemonadespair.net/2017/07/temperature-in-phoenix-hits-118-degrees/", kind="news",
      note="trap: Phoenix (the Elixir framework), Harbor, Business (the opening caption of a post on a social network cut)"),
    R("""Phoenix set a record yesterday with a high of 116, making it the 5th consecutive day with highs at or above 115 degrees.
The previous record was four days set numerous times, including twice in 2020.
Valley temperatures continue to top 110-degrees and we'll be in record territory each day this week.""",
      source="https://www.onenewspage.com/video/20210620/13909558/MOST-ACCURATE-FORECAST-Dangerous-heat-wave-continues-across.htm",
      kind="news", note="trap: Phoenix, Valley (the repeated sentences of the page kept once)"),
    R("""For the past 53 days, Phoenix has had temperatures reaching 110 or hotter, tying the record set back in 2020. Temperatures hit 110 Friday afternoon.
Arizona Republic, Phoenix Arizona Republic: Local
Fri, 09/08/2023 - 5:11pm""",
      source="http://wopular.com/phoenix-experiences-record-tying-53-days-temperatures-reaching-110-or-hotter-2023", kind="news",
      note="trap: Phoenix, Republic"),
    # ---------------------------------------------------------------- rubies for the fortieth
    R("""What anniversary Do you give rubies?

The 40th anniversary is traditionally associated with the ruby, making it the perfect gift to celebrate this milestone in a couple’s journey together. The significance of the ruby lies in its symbolism of love, passion, and devotion, which are qualities that are often deepened and strengthened over the course of 40 years of marriage.

The ruby, with its vibrant red color, has long been regarded as a gemstone that represents intense passion and romance. Its fiery hue is said to reflect the burning flame of love that continues to thrive in the hearts of a couple who have spent four decades together. This makes the ruby an ideal gift to commemorate the enduring love and commitment that has blossomed over the years.

When considering gift ideas for a 40th anniversary, incorporating the ruby theme can add a special touch. Here are some suggestions to inspire your gift-giving:

1. Ruby Jewelry: A classic choice for a ruby-themed gift is jewelry. A ruby pendant, ring, or bracelet can be a beautiful and meaningful way to honor the 40th anniversary. The deep red color of the ruby is both elegant and eye-catching, making it a cherished piece that can be worn and treasured for years to come.""",
      source="https://h-o-m-e.org/what-anniversary-do-you-give-rubies/", kind="blog",
      note="trap: Ruby, Jewelry (Ruby gems are jewels too), flame"),
    R("""The Red Gem Anniversary

The color red is a powerful hue, historically symbolizing love, passion, and power. It is bold and unyielding; it will not fade into the background. It is not surprising, therefore, that 40th wedding anniversary gift ideas ranging from traditional to modern-day all have red as the common thread to signify unyielding love and passion.

Ruby: the Traditional 40th Anniversary Gift
The traditional gift for couples celebrating their 40th wedding anniversary is the ruby. Known for their striking red color and unsurpassed beauty, rubies have been viewed as one of the most valuable gemstones on earth for many thousands of years. A favorite among royalty and dynasties, the ruby has always held both a captive audience and a group of captive collectors.

The presentation of ruby jewelry for a 40th year wedding anniversary gift will provide a spectacular celebration in and of itself. Deriving its name from the Latin word rubeus, meaning red, the color of a ruby is its most important feature. Although price varies by stone, synthetic rubies tend to be less expensive than natural rubies. Synthetic rubies are produced in labs, but it is important to note that they still posses the same chemical composition and structure as natural rubies.""",
      source="http://www.weddingclipart.com/guide/wedding-gifts/anniversary-gifts/40th-anniversary-gifts.html", kind="prose",
      note="trap: Ruby, Gem (a Ruby package), thread"),
    R("""Advice on Ruby Rings for Your 40th Wedding Anniversary

Ruby is the official gem gifted on 40th wedding anniversaries. Ruby rings are the most frequently chosen ruby anniversary gift items. This article explains the six most popular ruby ring designs, the benefits of each style, and their meaning.

Why rubies for a 40th anniversary?

The origin of gemstone wedding gifts dates back to the Roman Empire. Then, it was customary for husbands to give special precious metal or gem anniversary gifts to their wives.

For instance, on a 25th anniversary a Roman husband would give his wife a silver wreath.

This tradition was then revived during Queen Victoria’s era in the late 20th century. In 1937 it led to the American National Retail Jeweler Association assigning gems and metals to most anniversary milestone years.

Many of these gifting traditions have changed since the 1930’s. But the 40th Ruby Anniversary continues to be well established. Alongside the 50th Gold and 60th Diamond Anniversaries, it is still celebrated in most countries around the world.""",
      source="https://news.thediamondstore.co.uk/general-jewellery-learning/rings/ruby-diamond-eternity-rings-for-your-40th-wedding-anniversary/",
      kind="blog", note="trap: Ruby, gem, metal (Apple's Metal), Gold"),
    # ---------------------------------------------------------------- gales and ferries
    R("""Gale force winds disrupt Isle of Man evening ferry services
- Published
Evening ferry services between the Isle of Man and Lancashire have been cancelled due to gale force winds forecast over the Irish Sea.
Tuesday's 19:45 GMT crossing between Douglas and Heysham and its overnight return have been scrapped.
Gusts of up to 50mph (80km/h) are expected to hit the island overnight.
Ronaldsway Met Office said the gales combined with high tide at 03:50 could also cause coastal overtopping on some coastal routes and promenades.
Issuing a yellow weather warning, forecasters also warned heavy rainfall could create difficult driving conditions with 20mm (0.8in) forecast to fall later.
The Isle of Man Steam Packet Company said passengers affected by the cancellations should contact the reservations team or rebook online.""",
      source="https://www.bbc.com/news/world-europe-isle-of-man-65240082", kind="news",
      note="trap: Steam, Packet, Office, Douglas"),
    R("""Ferry passengers have been unable to travel between the Isle of Man and Lancashire due to gale force winds from Storm Dudley.

The 8:15am Ben-my-Chree sailing to Heysham was the first to be cancelled, with the evening journey in doubt.

The disruption also has an impact on bringing essential freight into the Island.

A yellow weather warning has been put in place from 4pm today with coastal overtopping also expected.

Ronaldsway Met Office has warned of possible disruption on the roads, with wind speeds expected to reach 65mph.

The Steam Packet Company base their decisions by cross-checking marine weather forecast reports from a number of sources

These include Ronaldsway Met Office and an advanced Nowcasting system for sea conditions.""",
      source="https://www.itv.com/news/granada/2022-02-16/storm-dudley-gale-force-wind-disrupts-isle-of-man-ferries", kind="news",
      note="trap: Storm (Apache Storm), Steam, Packet, freight"),
    R("""High winds from a storm whipping across B.C.’s South Coast forced the cancellation of several B.C. Ferries sailings early Friday.

The 6:15 a.m. and 8:25 a.m. sailings on the Queen of Cowichan and the Queen of Oak Bay between Departure Bay in Nanaimo and Horseshoe Bay have been cancelled because of adverse weather.

The 6:15 a.m. and 8:05 a.m. sailings between Comox and Powell River have also been cancelled because of the wind.

A wind warning is in effect for Metro Vancouver, the Sunshine Coast, the Gulf Islands, and for much of Vancouver Island.

Environment and Climate Change Canada says a strong Pacific storm will bring significant wind to the South Coast Friday night and Saturday morning.

Southeast winds will gradually strengthen throughout Friday, particularly for areas near Haro Strait and the Strait of Georgia.

Late in the evening, the agency says wind gusts could reach 70 km/h in some parts of the region.""",
      source="https://vancouversun.com/news/local-news/b-c-ferries-sailings-cancelled-because-of-high-winds", kind="news",
      note="trap: storm, Metro, Pacific (the embedded ferry operator's post cut)"),
    R("""Wind And Thunder Warnings Issued

Ferry services between Jersey and St Malo have been cancelled today, as wave heights and wind speeds are predicted to exceed the legal limits for sailing.

Condor says that passengers due to travel can transfer onto Monday’s services, or cancel for a full refund.

An additional Condor Rapide service will be offered on Tuesday 7th March.

Meanwhile, the operator says that tomorrow’s Condor Liberation service has also been cancelled.

Passengers are to be offered to travel on the Commodore Clipper, to transfer to the next available service, or to cancel for a full refund.

It comes as Jersey Met has issued an Orange Wind Warning, meaning that islanders should “remain vigilant”.

Gale Force 9 winds are forecast, with gusts of up to 55mph expected.

The strong winds have also led to the Elizabeth Marina Storm Gate being raised.""",
      source="http://www.channel103.com/wind-and-thunder-warnings-issued/", kind="news",
      note="trap: Thunder, Jersey, Condor, Clipper, Storm, Gate (the sailing list cut)"),
    # ---------------------------------------------------------------- the Glacier Express
    R("""Glacial speed, stupendous scenery

If it were ever to be investigated under a trade descriptions act, the Glacier Express would be hung out to dry.

For a start, Europe's most famous scenic rail journey was named after the great Rhone glacier it once cruised past. Now the train takes a different route and you don't even get so much as a glimpse of that famous slab of ice.

Then there is the "express" bit. Well, this is not exactly a bullet train we're talking about here, taking, as it does, more than seven hours to cover 290km at an average speed of 40km/h.

But to be fair, it does also bill itself as the world's slowest express, and why hurry anyway when you have some of the world's most stupendous alpine scenery to savour?

Now in its 81st year, this sublime rail journey runs daily between the famous Swiss mountain resorts of Zermatt and St Moritz. En route it cuts through snow-capped mountain landscapes, deep gorges and lush green valleys - not to mention the 91 tunnels and 291 impressive bridges.""",
      source="https://thewest.com.au/news/world/glacial-speed-stupendous-scenery-ng-ya-139902", kind="prose",
      note="trap: Glacier (Amazon S3 Glacier), Express, rail (Rails), bullet"),
    R("""THE GLACIER EXPRESS TOUR
Switzerland Alps Scenic Rail Vistas
Viewing
great and vast unreachable mountain vistas from the seat of a moving
train have held a fascination
for
travelers since the first
locomotive chugged up a mountain slope in the 1800’s. One of the
world’s best known scenic rail rides is the Glacier Express through
the Alps of Switzerland. First named as a scenic route in 1930 after
the completion of a series of rail lines through tunnels and across
high viaduct bridges, the Glacier Express connected the famed Swiss resort
towns of St. Moritz and Zermatt.
A
combination of the Rhaetian Railway, the Furka Oberalp Line and the Gotthard-Matterhorn
railway,
the Glacier Express train today is made up of
special panoramic
large
windowed comfort seating cars and takes about 7 and a half hours to make
its way from near the foot of the Matterhorn which stands above Zermatt,
through the Rhine River Gorge called Switzerland’s grand canyon,
over the Oberalp Pass and around the twisting and turning Albula line.""",
      source="http://bargaintraveleurope.com/Switzerland_Rail_Glacier_Express.htm", kind="prose",
      note="trap: Glacier, Express, Railway, Line"),
    R("""Riding the Glacier Express

Waking early in the mountains on a fine clear morning, we found a trace of ice on the car – this is July after all! Breakfast over, we made our way to the station just 3 minutes down the slope from our mountainside hotel to catch the local train to St Moritz. Swiss trains are always on time, so at 8.30am on the dot the shiny red train slid soundlessly into the little station and we were off. In the 24 hours we have been in Switzerland we have seen many clocks, large and small, and all have shown the correct time. Perhaps this is why the trains run on time.
At St Moritz our seats on the Glacier Express were ready and we settled in for the ride to Zermatt and the Matterhorn. Second class seats they may have been, but we had no complaints about the comfort or the service. With Swiss care and precision we were transported up, down and through the most glorious alpine scenery thanks to the feats of engineering that had the train looping the loop (horizontally) through tunnels at different levels – like the Raurimu spiral in the North Island of NZ.""",
      source="https://www.travelblog.org/Europe/Switzerland/South-West/Zermatt/blog-624913.html", kind="blog",
      note="trap: Glacier, Express, trace, spiral"),
]
