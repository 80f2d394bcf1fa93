"""Prose of the eighteenth fresh held-out set ("fresh-18"): ordinary texts full of words that are also tool names --
the Little Angel's puppet festival and its Hickory Dickory Dock, three tornadoes and their storms, three railway
openings, peregrine falcons nesting on cathedral spires, Dutch elm disease, a digital nomad's working vacation, a
boxer who worked on the docks, the Perseids, chimney swifts; cream of celery soup with salt, a creamy leek soup, a
homemade mocha; bald cypress knees and swamps, brown pelicans, the Sphinx of Giza, beehives, swarms and queens, a
felled elm, bootstrapping a business, sapphires at Gem Mountain, digital nomads in Lisbon; a zookeeper's book,
Jekyll and Hyde on stage, a knockout in boxing. Nothing in them is a technology, but in one nomad's week in Lisbon
whose team keeps a Slack channel.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a
paragraph or a few) and labelled by hand without running the extractor (``--split fresh-18``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ================================================================ news
    # ---------------------------------------------------------------- a children's puppet festival
    R("""The Little Angel Theatre will hold the Children’s Puppet Festival again this August.

Celebrating the art of puppetry in all of its forms, this year’s festival has inventive and imaginative work for all age groups.

Marionette puppetry, which was added to the Red List of Endangered Crafts in 2023, will feature in a jazz-inspired musical show, The Pigeon and the Peacock. Angel Theatre’s in-house puppet design trainee will present their first show, The Tortoise and the Firefly, a fresh take on African folk tales.

More classic storytelling also features, with The Elves and the Showmaker and the nursery rhyme Hickory Dickory Dock.

In addition to the programmed shows, Little Angel will host family and adult activities throughout the month. These include craft workshops, puppet-making courses, and an introduction to puppetry.""",
      source="https://www.whatsonstage.com/news/little-angel-childrens-puppet-festival-reveals-2025-programme_1675919/",
      kind="news", note="trap: Puppet, puppet, puppetry, Dock, Firefly (the paragraph on the music shows cut)"),
    # ---------------------------------------------------------------- a tornado at Alvaton
    R("""Tornado damages 15 homes, multiple other structures in Alvaton
ALVATON, Ky. – At least 15 homes in the southern portion of Warren County sustained minor to significant damage following an EF-2 tornado touchdown Monday night.
Warren County Emergency Management officials were out surveying damage as of 12:09 p.m. Tuesday nearly 12 hours after they began, said Warren County Emergency Management Deputy Director Travis Puckett.
“We’ve done numerous damage assessments starting early this morning,” Puckett said. “We’re seeing anything from trees down to total devastation of barns.”
A horse trailer was picked up and moved 50-75 yards from where it originally sat.
There are no reports of injury or death to people or livestock following the storms, Puckett said.
“Several homes have minor to significant damage,” he said. “It’s all isolated to the southern part of the county near the Allen County line.”""",
      source="https://www.wnky.com/tornado-damages-15-homes-multiple-other-structures-in-alvaton/", kind="news",
      note="trap: Tornado, tornado, storms (the power cuts and the Weather Service's survey cut)"),
    # ---------------------------------------------------------------- two tornadoes in August
    R("""Early survey data shows only a small amount of damage after two brief tornadoes touched down in Putnam and Warren counties Friday evening.
The tornadoes are described as the remnants of Hurricane Laura, which made landfall in parts of Louisiana and Texas before reaching Tennessee.
According to the National Weather Service, the weak tornado winds peaked at 65 mph in Warren County and 75 mph in Putnam County.
In both counties, they are the first tornadoes on record to occur in August. So far, there have been no reported deaths or injuries, but there was slight damage to property and roadways, including:
- Uprooted and blown away trees
- Significant destruction to a barn in Warren County
- Garage door and roof damage to a house and mobile home in Putnam County""",
      source="https://wpln.org/?p=102493", kind="news", note="trap: tornado, tornadoes, Hurricane (the survey note cut)"),
    # ---------------------------------------------------------------- a tornado near May
    R("""Tornado touches down near May, reports of homes destroyed

National Weather Service and local emergency management officials will likely spend the coming days surveying the damage caused by a tornado that touched down near May Thursday evening. The touchdown was confirmed by trained weather spotters, which triggered tornado warnings for May, Blanket, Sipe Springs and Sydney.

Initial post-tornado assessments show that there were reports of homes destroyed in the storm, but a full assessment of the damage has not been conducted. In the days ahead, investigators will determine the size of the tornado, and the path that it took.

The storm that spawned the tornado was part of a larger system that produced several confirmed funnel clouds, heavy rainfall, large hail, high winds, and caused flooding over much of northern Brown and Coleman Counties, as well as southern Callahan County.""",
      source="http://wendleebroadcasting.com/tornado-touches-down-near-may-no-significant-damage-reported/", kind="news",
      note="trap: Tornado, tornado, storm (the lake levels cut)"),
    # ---------------------------------------------------------------- a delayed station on a new line
    R("""First rail passengers travel from delayed station

The first passengers to use a delayed third station on a new railway line say it will "make a big difference" to people in the town it serves.
Newsham, on the Northumberland Line, had been expected to open when passenger services between Ashington and Newcastle resumed in December but it was not completed in time.
Bradley Watson, 20, was among those using the station in Blyth on Monday, the first day services called there, as part of a journey to York.
"I don't drive so I think this will really help me, and other people in the area who rely on public transport, to get around," he said.

It was initially hoped the 18-mile (29km) line would open with six new stations, but only two, Ashington and Seaton Delaval, were completed when services began in December.
Newsham involved the construction of a £30m road bridge which opened in August 2024.""",
      source="http://snackydog.com/news/articles/czxn1p2lqd0o", kind="news",
      note="trap: railway, Line, line (a copy of a BBC report; the builders' and Northern's quotes cut)"),
    # ---------------------------------------------------------------- Soham's station
    R("""Soham railway station welcomes first passengers in 56 years
A town is welcoming its first rail passengers in 56 years with the opening of a new unstaffed station.
A single platform stop in Soham, Cambridgeshire, will form part of the Ipswich to Peterborough line, with trains run by Greater Anglia.
The 06:49 GMT for Peterborough was the first train to stop at Soham since its station closed in 1965.
Mayor of Cambridgeshire and Peterborough, Nik Johnson, will conduct an official opening later.
The combined authority funded the £18.6m station, which had been under construction by Network Rail since the spring.
The site has a footbridge, parking for cars and cycles, and ticket machines.
Passenger train services will run through the station roughly every two hours.""",
      source="https://www.bbc.co.uk/news/uk-england-cambridgeshire-59628145", kind="news",
      note="trap: railway, platform, Network (the embedded tweet and the footer of social sites cut)"),
    # ---------------------------------------------------------------- the Borders Railway
    R("""Borders Railway open to the public

The new Borders Railway opens to the public today, bringing to an end a near 47-year wait for train services to return to the region.

The first train leaves Tweedbank at 8:45am this morning.

The line is the longest new domestic railway to be built in the UK for over a century and takes passengers on a 30-mile journey from Edinburgh through Midlothian to Tweedbank in the Scottish Borders.

The £294 million construction project, which officials say was delivered on time and on budget, re-establishes part of the former Waverley line, which fell victim to the controversial Beeching cuts on January 6 1969, leaving the Borders region without any access to the National Rail network.

The Queen will officially open the railway on Wednesday with a special steam train trip marking the day she becomes Britain’s longest-serving monarch.""",
      source="https://www.thesouthernreporter.co.uk/news/borders-railway-open-public-2205836", kind="news",
      note="trap: Railway, railway, steam (Steam the game store; the newsletter box and the project director cut)"),
    # ---------------------------------------------------------------- falcons on Norwich's spire
    R("""Let us prey – peregrine falcon chicks hatch on Norwich Cathedral’s spire
A live webcam link is giving a birds-eye view of a new peregrine falcon family who have made their home at Norwich Cathedral.
The cameras are recording every shuffle and squawk of four chicks which have just hatched from eggs laid in March on a nesting platform installed on the cathedral’s spire.
“This is a monumental occasion for nesting peregrines in Norwich, their second year of successful breeding in the city,” said Nigel Middleton, Conservation Officer at the Hawk and Owl Trust, which is responsible for the project.
Normally a bird of the sea cliffs, wild peregrines have been slowly moving into our cities. The Hawk and Owl Trust installed the nest platform 75 metres above street level in February 2011 to give a pair of adult peregrines who had moved into the area somewhere secure to nest.""",
      source="https://cityplanter.co.uk/let-us-prey-peregrine-falcon-chicks-hatch-on-norwich-cathedrals-spire", kind="news",
      note="trap: falcon, nest, webcam (the webcam's addresses and the Bath family cut)"),
    # ---------------------------------------------------------------- falcon-cam at Canterbury
    R("""Falcon-cam update

The peregrine falcon chicks being brought up at the top of the Cathedral’s Bell Harry tower are growing fast.

Their parents are working hard to keep them supplied with food and they are starting to leave behind their fluffy white chick appearance.

We are keeping a discreet eye on them via falcon-cam and we have edited some highlights of their first three weeks which can be viewed here.""",
      source="https://www.canterbury-cathedral.org/whats-on/news/2016/06/02/falcon-cam-update/", kind="news",
      note="trap: falcon, Falcon-cam (a webcam on the cathedral's tower)"),
    # ---------------------------------------------------------------- elms on a woodland trail
    R("""I WAS carrying out a routine inspection of pathside trees the other day, checking for broken limbs or diseased or dying individuals that may become dangerous.
Along one particular trail I noticed a tangle of recently fallen elms. There must have been four. Once these were pulled to the ground, I walked a little further, only to find more of the same.
The trees where all around the same age and height, an obvious indication of them being infected by the fungi Ophiostoma novo-ulmi, or Dutch Elm disease. The disease affects the outer growth ring of the tree, essentially starving it of water. Eventually they become brittle and can fall quite easily.
Why is the height of the trees so important? The fungi is transported between host trees by the Elm bark beetle. The insect lays its eggs under the bark of dying elms. When the larva hatch they feed on the decaying wood, creating a network of tunnels.""",
      source="https://kidderminstershuttle.co.uk/news/4165418.majestic-elm-an-unlikely-background-for-sermons", kind="news",
      note="trap: Elm, elms, network (a ranger's column; the beetles' choice of tall trees and the folklore cut)"),
    # ---------------------------------------------------------------- a working vacation in Lisbon
    R("""I Tried A 'Working Vacation' In Lisbon. Here's How It Went…

I’ll be honest, until this month I assumed 'digital nomad' wasn’t a thing real people said. It felt like a marketing term invented exclusively to irritate the over-40s. A vague, pretendy concept made up by influencers to disguise the fact their job is being paid to go on holiday and shill bikinis to teenagers.
'Working vacations', meanwhile, I believed were real, but I couldn’t understand why anyone would want one. My main measure of success for any holiday has always been how little mobile data I spunk on refreshing my emails, and how far from any kind of mental exertion I can possibly get while being alert enough to shovel calamari into my mouth. When friends talked about filing features or diffusing work disasters on their phone from a poolside sun lounger, I only felt sorry for them. A working holiday, surely, was just a bad holiday?""",
      source="https://www.refinery29.com/en-gb/co-working-holiday-spaces-lisbon", kind="news",
      note="trap: nomad (the photo credit and the stay that follows cut)"),
    # ---------------------------------------------------------------- heavyweight fights
    R("""25. GENE TUNNEY PTS 10 JACK DEMPSEY

September 22, 1927

TUNNEY outboxed Dempsey 12 months earlier and 104,943 were at Soldier Field in Chicago to see if he could do it again. They saw what would be known as ‘The Battle of The Long Count.’ Dempsey fell behind early and remembered the seventh as a “do or die” round. He connected with a right and then “let loose with everything” until Tunney hit the floor for the first time in his career. But in forgetting to abide by the new rule of going to a neutral corner he gave Tunney ample time to recover.

24. JAMES J BRADDOCK PTS 15 MAX BAER

June 13, 1935

BRADDOCK was named “The Cinderella Man” after upsetting the 1/10 favourite. Only 366 days earlier, Braddock was working on the docks, a former light-heavyweight contender with a damaged right hand who was struggling to pay the bills. Baer was fond of mocking opponents during fights, but found himself on the receiving end as Braddock shook off his best punches with a smile and outboxed him.""",
      source="https://www.boxingnewsonline.net/the-50-greatest-heavyweight-fights-of-all-time-part-ii/", kind="news",
      note="trap: docks, Field (a countdown's two entries; the Fury-Wilder entry after them cut)"),
    # ---------------------------------------------------------------- swifts roosting
    R("""Swifts Roost In Chimneys

  What could bring crowds of people out after sunset on a September evening to stare at . . . a chimney? Swifts, of course! Scores of swifts form a funnel-shaped cloud above the right kind of chimney, then they begin their descent. First one, then a few more, then dozens, then hundreds swirl right down into the chimney. You can help Chimney Swifts and Vaux's Swifts by providing a roosting tower.""",
      source="https://www.knkx.org/birdnote/2014-09-11/swifts-roost-in-chimneys", kind="news",
      note="trap: Swifts, swifts, cloud (the photo credit cut)"),
    # ================================================================ recipe
    # ---------------------------------------------------------------- celery and leek
    R("""Cream of Celery Leek Soup
-Heat 3 TBS butter in a large (4-quart) saucepan over medium heat.
-Chop up the following into rough dice:
1 bunch celery (reserve leaves for garnish)
1 leek
1 medium potato
-Add celery, onion, and potato; season with salt.
-Cook, stirring occasionally, until vegetables begin to soften, 8 to 10 minutes.
-Add 6 cups water or broth to saucepan; bring to a boil.
-Reduce heat to medium, and simmer until vegetables are very tender, about 20 minutes.
-Working in batches, puree soup until smooth.
-Return soup to pan; stir in 1 TBS fresh lemon juice and season with salt.
-Serve, garnished with celery leaves.""",
      source="https://helsingjunctionfarms.com/recipes/2017/6/16/cream-of-celery-leek-soup", kind="recipe",
      note="trap: celery, salt, Celery (a farm's recipe)"),
    R("""Creamy Leek Soup


1 pound leeks

4 Tablespoons butter

2 stalks celery, diced

1 teaspoon bottled diced garlic

1 large onion, diced

6 cups chicken broth

2/3 cup cream

Salt and pepper to taste

1 teaspoon sugar


Cut the root end off of the leeks. Trim the green part off. Split length-wise.

Slice thinly across the grain. Soak in water for 20 minutes.

Melt the butter in a heavy soup pot.

Add the leeks, celery, garlic, and onions. Cook until just soft.

Add the broth, salt, pepper, and sugar. Bring to a boil, reduce the heat, cover, and simmer about one hour. Allow to cool slightly.

 Carefully puree the soup (in small batches) in a food processor. Return to the pot.

Whisk in the cream and simmer 10 minutes.""",
      source="http://sandysreciperoom.com/recipes/creamy_leekk_soup.htm", kind="recipe",
      note="trap: celery, Salt, salt, processor (the seasoning and serving lines cut)"),
    # ---------------------------------------------------------------- a mocha at home
    R("""A mocha (or café mocha) is a delicious combination of espresso, chocolate, and steamed milk, making it the perfect drink for those who love the rich flavors of coffee and cocoa. It’s creamy, slightly sweet, and indulgent, offering the best of both worlds in every sip. The best part? You can make it at home easily with just a few ingredients!
Ingredients
- 1 shot of espresso (or ½ cup of strong brewed coffee)
- 1 tablespoon of cocoa powder or chocolate syrup
- 1 tablespoon of sugar (optional)
- ¾ cup of milk (whole, skim, or plant-based)
- Whipped cream (optional)
- Chocolate shavings or cocoa powder for garnish (optional)
How to Make a Mocha

- Brew the Espresso or Coffee – If you have an espresso machine, pull one shot of espresso. If not, brew ½ cup of strong coffee using a French press or drip coffee maker.
- Mix with Chocolate – In a mug, combine the cocoa powder (or chocolate syrup) and sugar (if using). Pour in the hot espresso and stir well until the chocolate dissolves completely.""",
      source="https://truecoffeemagic.com/how-to-make-a-delicious-mocha-at-home-the-perfect-blend-of-coffee-and-chocolate",
      kind="recipe", note="trap: mocha, Mocha, Espresso, Coffee, press (the milk, garnish and tips cut)"),
    # ================================================================ blog
    # ---------------------------------------------------------------- cypress by kayak
    R("""Cypress Trees

The bald cypress tree has to one on my most favorite trees.  They have such a mysterious quality to them.  They sit in swamps and rivers with their limbs full of hanging moss and numerous cypress knees protruding out of the water.  They provide a superior nesting platform for many birds, especially the osprey.  As I glide around these magnificent trees in my kayak I get to see the wildlife that depend on these trees with the refuge they provide.  Most all of the large cypress trees were logged off at the turn of the twentieth century in the state of Florida.  I sometimes try to imagine what these swamps and wilderness areas must have looked like before then.  The trees are now protected, and in time a new generation will see them as they once were.""",
      source="http://johndoddato.blogspot.com/2016/12/cypress-trees.html", kind="blog",
      note="trap: Cypress, cypress, platform (the last two sentences cut)"),
    R("""The Land of Large Knees

I love cypress swamps. The Bald Cypress, Taxodium distichum, is by far my favorite tree in the world. I love the fibrous bark, the buttressed trunk, the smell of the leaves, and especially the knees. The largest specimen is found in Central Florida and has an 11 foot diameter. The cypress trees on my family's farm are not going to break the record but they are definitely a nice stand of ancient trees.

Cypress trees have incredible root structures. Cypress "knees," or pneumatophores, are cone-shaped extensions of the root system protruding from the ground. The pneumatophores are thought to function as the trees' means of obtaining oxygen for the roots during flooded conditions. They also help the trees stabilize themselves in the muddy swamps that they inhabit. The roots overlap creating a web of interlocking trees. This is probably why you don't find many cypress trees knocked over by hurricanes.""",
      source="http://flyingmullet.blogspot.com/2007/12/land-of-large-knees.html", kind="blog",
      note="trap: Cypress, cypress, web (the Thanksgiving hike cut)"),
    # ---------------------------------------------------------------- brown pelicans
    R("""Brown Pelicans

Watching Ice Age for the first time last night (I know we are behind in the Ice Age saga - cannot wait to see the meltdown and the dinosaurs), got me thinking about strange, but beautiful, animals that we have encountered recently. I count the brown pelican in that group, and the sea lion.

Back in September as we traveled from Seattle to San Francisco, we spent time along the coast, watching the antics of sea lions, gulls, and pelicans. See posts beginning in mid September.

We watched adult brown pelicans fish by plunging head first into the water. After a big splash they bob up wiggling their bill and expanded pouch as they swallow the catch. If a gull is nearby, such as the Heermann's, the pelican does some gyrations to prevent the gull from stealing the fish. The adults were working hard for their meal.

Meanwhile the juveniles were hanging out at the fisherman's wharf, waiting for an easy meal.""",
      source="http://spicebush.blogspot.com/2009/11/brown-pelicans.html", kind="blog",
      note="trap: Pelicans, pelican, pelicans (the photo captions cut)"),
    # ---------------------------------------------------------------- the Sphinx, smaller than thought
    R("""“Look guys it’s the Sphinx” said our lovely guide Mohamed with all the enthusiasm and excitement you would expect when presenting  this amazing monument to a tourist for the first time.

 With my hands and face pressed against the van window so excited at the prospect, “Oh WOW where ?”.  Following this I glanced around the van and to my relief  made eye contact with another fellow traveller who had the same confused  why can’t I see it look on her face.

Oh there he is ….

I was  just looking for something so much larger which is the expectation that had been set by photos in the tourist advertisements and documentaries I had watched.  The Sphinx is actually 70 meters long, 19 meters wide and 20 meters high which is about the size of my apartment.  When you see it from the angle in the photograph above, dwarfed by the great Pyramids you can kind of understand why I missed it.""",
      source="https://seemeknowme.net/2015/09/07/i-thought-the-sphinx-would-be-bigger/", kind="blog",
      note="trap: Sphinx (the visit to the pyramids cut)"),
    R("""The Sphinx looks like it's carrying the weight of a heavy pyramid on its back
Giza Pyramids & Sphinx -- Cairo, Egypt
The Sphinx is thronged -- they don't show this in the brochures!
Dung beetles really do roll little balls of dung around.
In Egyptian myth they're also said to roll night into day.
Unusual view of the Pyramid and Sphinx apart from the crowds. You can’t walk right up to the Sphinx anymore or touch it, which is
understandable when you consider the poor state it is in -- but it is an iconic symbol of Egypt and a must-see on everyone’s list.
The Pyramids of Giza -- one of our dream destinations
Pinnacle of Cheops in sunlight. We also get to see the
pyramids lit up at night as part of the Pyramids Light Show.""",
      source="https://www.wherewebe.com/index_2006_10-23_pyramids_giza.html", kind="blog",
      note="trap: Sphinx, lit (photo captions of a travel diary; the climb into Cheops' pyramid cut)"),
    # ---------------------------------------------------------------- hive inspections
    R("""This past weekend we inspected all seven of our honeybee hives. We were lucky enough to be joined by beekeeper Martin who is an expert at smoking the honeybees and keeping them calm.  All of the hives were healthy and doing well. Two of them had large honey stores already which made us very happy to see. All of the honeybee queens are laying eggs and helping to build up the hive for the summer.

This frame was covered in bees, can you spot the queen? She acts like a bulldozer, plowing her way through the crowd to get to the cells where she wants to lay her eggs. Good queens are said to lay eggs very close together, this makes the brood not spotty.""",
      source="https://amytrueblood.com/honeybee-hive-inspections-june-14-2014/", kind="blog",
      note="trap: hive, hives, frame (the inner cover and the queen cages cut)"),
    R("""Yesterday we inspected the bees again. I (Margaret) had been at work for the past couple inspections, so it was nice to get back in there and check on them. The hive seems to be progressing nicely from the swarm. We have about 12 full frames of bees, and saw all stages of the bee life cycle in progress, as well as the queen, so I am starting to feel like our hive may be doing ok. We still don’t have as many bees as we did right before the swarm, which I guess is a good thing, since they found the neighborhood too crowded to stay last time.

Our inspection methodology is getting much more efficient through the summer and we started with the bottom box. There was a little burr comb on the top of the frames, but as it wasn’t harming anything we chose to leave it there.""",
      source="https://thewaylifeshouldbee.com/362-2/", kind="blog",
      note="trap: hive, swarm, frames (the frame grabbers and the brood pattern cut)"),
    R("""Hive Inspections

At my beekeeper meeting, I met an experienced beekeeper, we'll call him Mr. Bees, who was gracious enough to come to inspect my hives with me to show me the ropes a bit.  Sadly, we didn't find any of my queens (a lesson that even the veterans can have trouble spotting her), but we did find evidence of the queen (eggs and larvae) in my big original hive and in the hive containing the swarm I caught.  That's good!  However, in the split I started there was no queen.  Super sad.  I had worked so hard to put queen cells in, but they kept booting the queens out.  I tried to acclimate a queen, and I thought they had accepted her, but either they booted her out as well or she died or never got mated or...""",
      source="https://winterfarm.blogspot.com/2019/05/hive-inspections.html", kind="blog",
      note="trap: Hive, hive, swarm, booting (Mr. Bees' advice on supers cut)"),
    # ---------------------------------------------------------------- a felled elm
    R("""Once apon a time there was a beautiful Elm tree standing proud outside of my front window.
I have had the privilege of enjoying this tree for 52 years and know from old photos that it was over 100 years old.
I have watched blue tits nest in the holes of this tree for years and pigeons carefully snapping off the right size twigs for their nests . I have watched the seeds falling like confetti and filling the gutters in the Spring and seen the faces in the bark of the trunk.
It withstood the Hurricane of 1987.
Sadly last week this tree had to be felled as it had contracted Dutch Elm Disease.
For those who are not familiar with this here is a brief synopsis.
The second epidemic of DED which arrived in the UK during the late 1960’s on infected elm logs from North America, had by 1979 killed 25 million mature elms""",
      source="https://crafty-cats-corner.blogspot.com/2017/09/elm-tree.html", kind="blog",
      note="trap: Elm, elm, nest, trunk, logs (the repeated synopsis cut)"),
    # ---------------------------------------------------------------- bootstrapping a business
    R("""Bootstrapping - A Personal Perspective

06 May 2022 by Dave

It took me a while to write this post. Every time I sat down to do it, I became blocked. For one thing, it felt too personal somehow. And that neatly sums up what you really need to know about bootstrapping: it’s personal. The other reason it took so long is because it was hard to get the tone right - every time I read through it, it seemed like self-congratulatory navel-gazing.

This will not be a post about the pros and cons of bootstrapping. Instead, I offer you a more personal perspective on the process. The definition of bootstrapping has changed over time, but to me it’s the process of starting a business without any outside capital. Many people raise funding to help their businesses along, but that’s not the route I took.

Sometimes I think the only reason that this business succeeded at all was because I was too pig-headed to give up in the hard, early years. Some might call it determination, but there’s some insanity in it too.""",
      source="https://tech.simplepay.cloud/on-bootstrapping", kind="blog",
      note="trap: Bootstrapping, bootstrapping, pig (a payroll company founder's post; the practical matters cut)"),
    R("""Anyway back to topic, the only way you will appreciate anything I have to say is if you know who I am, where I came from, where I am now and how I got here. The “how I got here” is what this blog is about so if you want practical advice on growing a business and seeing how I did it, just stay tuned. I will get to the “where I am now” in a moment but first I want to address a little bit about where I came from so you understand why bootstrapping is so important to me.

I was born… just kidding. I wont take it back that far.

I grew up in a very happy, very baptist family. Now this is a business blog not a religion one so don’t worry about that but I credit my faith and the values it instilled in me with a lot of the success I have had in life.""",
      source="https://thebootstrapdream.com/2017/11/08/origin-story/?replytocom=1", kind="blog",
      note="trap: bootstrapping (the childhood that follows cut)"),
    # ---------------------------------------------------------------- swifts over a school
    R("""This time of year Chimney Swifts migrate in flocks. These little swallows can’t perch so they cling on vertical surfaces like tree cavities, caves and chimneys.
Chimney swifts are in decline because chimneys aren’t used much anymore so people are capping the ones that still exist, and new chimneys aren’t being added to new building construction.
Near our neighborhood there’s still a large chimney at an old school. In September each year, Chimney Swifts put on a show for birders and the neighborhood.
Toward sunset, they circle around and around in the sky above the school until one by one they drop into the chimney to roost.
I saw this magical scene for the first time in 2018, but I’d forgotten about it since then.""",
      source="https://emsgarden.com/?p=38274", kind="blog",
      note="trap: Swifts, swifts (the evening of the count cut)"),
    # ---------------------------------------------------------------- Gem Mountain
    R("""Gem Mountain Adventure!

Gem Mountain is a place we have been trying to get to for a very long time! Every time we want to go, the weather is bad so we have to postpone the trip. This year we said no more postponing! and we were able to make the trip happen over Memorial Day weekend. 

It took about 8 hours to get to Philipsburg where Gem Mountain is located, from Salt Lake City. It was a pretty uneventful drive, we drove through the evening.

We bought a bucket of dirt ($22) to start with and one of the employees showed us how to find the sapphires. Tip - bring long waterproof gloves - the water can be chilly and freeze your hands quickly. You have to swish the tray in the water 6-8 rounds.""",
      source="http://tonystacietravelblog.blogspot.com/2016/06/gem-mountain-adventure.html", kind="blog",
      note="trap: Gem, Salt, bucket (the photo captions and the evaluation cut)"),
    R("""About a month ago, we met my parents in Philipsburg, MT to do a little sapphire mining at
Gem Mountain. We had a lot of fun and it was a great family activity. Parker loved playing in the dirt! I would highly recommend it for anyone in the area.
You can buy a two gallon, gravel bucket for $20 and search/mine for sapphires. Gem Mountain provides all the tools and equipment you will need. After you get your bucket, you dump some of the gravel in a screen and head over to the gravel wash, where you do a combination of bouncing and rotating the screen in freezing cold water. This was my least favorite part, the water was so cold. I only did it a couple of times and then I had my dad do the rest. He offered and I wasn't going to say no.""",
      source="http://www.champagnethursdays.com/2011/10/sapphire-mining.html", kind="blog",
      note="trap: Gem, Parker, bucket (Parker a child; the carats found cut)"),
    # ---------------------------------------------------------------- nomads in Lisbon
    R("""Week 3: Life in Lisboa
Digital Nomad & Adventure Balance
Monday, August 15: Dabbling in Digital Nomad-ing
One of my favorite things about being a digital nomad is the chance to change up my work environment. Through Remote Year, we have a great co-working space here in Lisbon but the chance to see a different side of the city while also working always makes me 10x more productive and inspired. On Monday, a few of us set out to explore a few cafes recommended on our “digital nomad cafes” Slack channel (we have one for everything). Our first attempt was Fabrica Coffee Roasters, a comfortably eclectic coffee shop that felt like we walked out of Lisbon and straight into Brooklyn, but it turns out they stopped having wifi at some point in their existence. (Problem #1) In an effort to get online ASAP we hit up what’s essentially the Portuguese Starbucks, A Padaria Portuguesa. It was the most in & out internet ever so we had to bail. (Problem #2)""",
      T("Slack"),
      source="https://medium.com/go-remote/week-3-life-in-lisbon-64691dd48c67", kind="blog",
      note="mixed: the group's Slack channel is the chat software (Remote Year a company, wifi and internet generic; "
           "trap: Nomad, nomad, Starbucks)"),
    R("""Reflections on 7 Weeks in Portugal as a Digital Nomad

I started writing this in The Marriott Hotel near Edinburgh Airport. Right now I’m finishing it off on my mum’s sofa while she takes a nap. This is my new normal: working from random places. I don’t have my own desk or home office or, er, home, for that matter, any more. After nearly six years of living in Edinburgh, four of which were spent growing my business, I finally packed my bags and hit the road at the end of October.

I landed back in Edinburgh just over a week ago – and I spent the seven weeks before that living and working in Portugal. I’ll be here in the UK for a few more weeks catching up with friends and family before I jet off again at the end of January.""",
      source="https://untamedwriting.com/portugal-digital-nomad/", kind="blog",
      note="trap: Nomad (the overview of the stay cut)"),
    R("""Notes from a Digital Nomad – Month Six: Lisbon

As much as I enjoyed spending January in bitterly cold but beautiful Prague, after a month of wearing multiple layers, I was ready to defrost. Cue Lisbon, the sunny setting for our final month in Europe and the perfect place to warm up, ready for the Americas.

And it’s not just the weather that will warm you up – Lisbon is sprawled across seven massively steep hills, so every walk is a work-out. Fortunately, though, there’s plenty to distract you from your aching thighs, as Lisbon really is one of those places where you find unexpected delights round every corner – whether it’s an ancient, crumbling but beautiful building, a restaurant serving only mushrooms, an amazing view across the city or yet another wine bar.""",
      source="https://www.gje.com/notes-from-a-digital-nomad-month-six-lisbon/", kind="blog",
      note="trap: Nomad, view (the tiles and the market cut)"),
    # ================================================================ other
    # ---------------------------------------------------------------- a zookeeper's book
    R("""What Do You Do at the Zoo?

The zookeeper needs help. Do you know how to feed a lion? Can you rescue a hippo? What do you do…at the zoo? Having been asked by the zookeeper to help feed and care for various zoo animals, a boy discovers a variety of facts about their diet and behavior as he helps each one.

Giraffes don’t drink much water because their favorite food, acacia leaves, contain a lot of it. That’s a good thing too. When giraffes do get thirsty, they have to bend those long necks down to the water. This awkward position makes them an easy target for predators.  Zookeepers put buckets in giraffes’ enclosures, but up high so they don’t have to bow down for a drink.""",
      source="http://www.susangoodmanbooks.com/?page_id=1052", kind="other",
      note="trap: zookeeper, Zookeepers (a children's book's page)"),
    # ---------------------------------------------------------------- cypress knees
    R("""Cypress trees have the tendency to become hollow as the tree dies over time. The outer layers of buttressing at the base of the trunk continue to support a healthy tree, while the center can erode and eventually become partially or fully hollow. This gives other species the opportunity to take advantage and many times you will see other trees, like the red maple, growing inside  cypress. The upright protrusions near the base of cypress trees are their knees. The knees help stabilize the cypress that typically grow in soggy, and most of the time, submerged soil. At one point the knees were also thought to serve as a mechanism for oxygen uptake, however recent research indicates that is not the case or at least this is a negligible function. Knees range in height from a couple of inches to up to ten feet! Often times the knees take on human characteristics, giving the impression gnomes are watching as you paddle by.""",
      source="https://ebenezercreek.com/nature/cypress-trees-trunks-knees/", kind="prose",
      note="trap: Cypress, cypress, trunk (a creek guide's nature page)"),
    # ---------------------------------------------------------------- Jekyll and Hyde on stage
    R("""Jekyll and Hyde Review

Yvonne Arnaud Theatre – until 5th February 2022

Reviewed By Emily Cliff

5*****

Anyone who is familiar with the strange case of Dr Jekyll and Mr Hyde knows that this tale is not for the faint of heart and the play isn’t an exception. Exceptionally directed, designed and adapted to stage this play on a whole is captivating, dramatic and eerie in all the best ways.

Adapted for the stage by Nick Lane, those who a big fans of the classic will note when they come to see this play that there are some changes to the story and the characters. However, this isn’t inherently bad, it works really well providing the audience with the same eerie story with a glimmer of individuality thrown into the mix.""",
      source="http://fairypoweredproductions.com/jekyll-and-hyde-review-2/", kind="other",
      note="trap: Jekyll, Hyde, Lane (the performances and the slow-motion scene cut)"),
    R("""The Strange Case of Dr Jekyll & Mr Hyde 

Greenwich Theatre

Reviewed – 4th October 2017

“the company didn’t fall back on clichéd tactics to define Hyde”

A little like the play itself I found myself this evening exhibiting two distinct personalities. My quiet Jekyll was trying to enjoy the show, my barely contained Hyde was seething at four back rows of teenagers whispering loudly, rustling sweeties and reacting noisily to each stage of the story, drowning out the next piece of dialogue for rest of the tutting audience.

Before I even begin this review I need to acknowledge and praise the cast from Blackeyed Theatre for carrying on regardless.""",
      source="https://thespyinthestalls.com/2017/10/review-strange-case-dr-jekyll-mr-hyde-3-stars/", kind="other",
      note="trap: Jekyll, Hyde (the set and the first half cut)"),
    R("""Jekyll and Hyde, Review | The Playhouse Theatre, Northampton

Leonard H. Caddy’s adaptation of the infamous novella by Robert Louis Stevenson made its way to The Playhouse stage.

Set in Dr Henry Jekyll (Adrian Wyman)’s parlour as the man himself is on the brink of his great discovery; upon a discussion of the weights of human brains, we are introduced to Dr Jekyll’s friend Utterson (Sion Grace), Dr Lanyon (Antony Newby) and his neice Celestine (Corinna Leader), butler Poole (Kevin Evans) and bumbling maid Charlotte (Megan Leask-Walters).

Jekyll seeks to unlock the mysteries of the mind, explaining that he wants to understand God’s creation before all the conventions society has placed on human beings have influenced it.""",
      source="https://www.onstagenorthants.co.uk/jekyll-and-hyde-review-the-playhouse-theatre-northampton/", kind="other",
      note="trap: Jekyll, Hyde, Caddy, Poole (Caddy the author's name, the web server's too)"),
    # ---------------------------------------------------------------- a boxing gym
    R("""Boxing is a combat sport where two fighters matched in weight engage in strikes only with the fists. Professional Boxers will fight a duration of 3 minute rounds with a 1 minute rest period anywhere from 4 to 10 rounds and 12 rounds for a title match. A boxing match can won several ways. One, by Knockout (KO), which occurs if the fighters is knocked down and unable to get up before the count of ten. Two, by Technical knockout (TKO), where the fighter is deemed too injured to continue. And lastly, if the fight is not stopped before the agreed number of rounds, the winner is determined by the judges decision on the score cards.""",
      source="http://kbxgym.com/boxing-pop-up/", kind="other",
      note="trap: Knockout, knockout (a gym's pop-up)"),
]
