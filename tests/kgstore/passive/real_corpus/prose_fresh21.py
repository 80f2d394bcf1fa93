"""Prose of the twenty-first fresh held-out set ("fresh-21"): ordinary texts full of words that are also tool names --
pythons in a Claremore garage and loose in Tigard, peregrine falcons on city halls and the PG&E building (one page
names the browser it liked), mint kept in pots, rotted window sills, tornadoes in Wisconsin, Ohio and Alabama,
mountain lions near the Spring Mountain range and the Puma Project, celery soups, homebrewed beer (one post names its
brewing software), alpaca yarn and a Cascade-stocked llama farm, porch parcels and Federal Express, an oyster club,
river dolphins of the Amazon, the Orient Express, road salt shortages, La Traviata, pole vault titles, a Jenkins
pick-six, chimney swift counts (one report written by eBird), marionettes at libraries, alpine meadows, a birthday
bash and a surprise party set up over BBM, and mocha cakes.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a
paragraph or a few) and labelled by hand without running the extractor (``--split fresh-21``).

A page fresh-4 had already taken (housedigest.com) was taken out in part 20, so no page counts twice.
"""

from real_corpus import R, T  # noqa: F401

SURFACES = {
    "BlackBerry Messenger": ("BBM",),
}

CASES = [
    # ================================================================ news: snakes and birds
    R("""Claremore couple finds python in garage, claims someone dumped snake near their home

CLAREMORE, OKLA. - A couple in Claremore got an unwelcome surprise this week after finding an exotic snake in their garage.

Seeing wildlife has become just another part of life on the outskirts of Claremore where Jim Pilkington and his wife have lived for seven years.

"We're used to hearing coyotes, and we've got rabbits that live out in the yard and squirrels in the trees," Pilkington said.

It's normal for them to see a few snakes near their home, too.

"Just the normal wild snakes--black snakes and what-have-you," he said. "But this was an unusual find."

On Tuesday Pilkington said he went into his garage to grab some tools, and his grandson yelled after spotting a snake under the refrigerator.

"My wife ran away," he said, "and I started looking for a place to hide the great-grandbaby."

He said in the garage's dim lighting, he initially thought it was a diamondback rattlesnake. When he took a closer look, though, his previous experience with reptiles showed that it was no rattlesnake.

"I used to have an eight-foot boa constrictor and was around pythons," Pilkington said.""",
      source="http://www.kjrh.com/news/local-news/claremore/claremore-couple-finds-python-in-garage-claims-someone-dumped-snake-near-their-home",
      kind="news", note="trap: python, pythons, boa (the rest of the story cut)"),
    R("""Owner finds python after a day on the loose in Oregon

TIGARD, Ore. - A Tigard police officer on patrol Wednesday thought something didn't look right when he saw a person rummaging through some bushes.

It turns out there wasn't something sinister going on; rather, the person was looking for a 5-foot python that slithered out of a house and was on the loose in Tigard.

Here's the good news: the snake's owner, Debbie, found the reptile, named Ally, around 5:30 on Wednesday evening in her garage between the furnace and the water heater. She was getting ready to go to the park and search when she spotted the python instead.

Debbie's son had the snake loose in his bedroom and left a window open at their home near Hwy 99W and Johnson Street. The snake apparently pushed out the screen and got out sometime late Tuesday night or early Wednesday.""",
      source="http://kimatv.com/news/local/owner-finds-python-after-a-day-on-the-loose-in-oregon-11-14-2015-221201833",
      kind="news", note="trap: python, screen, window (the last lines cut)"),
    R("""Everybody’s watching the Falcon Cam!

The falcons are a nesting pair named Jose and Clara, and they’ve just had new babies hatch over the weekend. The last time I looked, one of the parents was wiggling and nudging the brood back into the warmth and safety of the nest; one of the babies seemed determined to get a look at was happening out in the world.

I had some difficulties getting the video player to work on my Mac platform (it seems to like Safari, however); the link may require installing some plugin and other technical annoyances but it’s worth the trouble.

The falcons (of the peregrine variety) Picked a high ledge at the City Hall for their nest because it was protected from the wind, and the""",
      T("Safari"),
      source="https://www.tommangan.net/twoheeldrive/index.php/2007/04/30/why-no-works-getting-done-at-san-jose-city-hall-this-week/",
      kind="blog",
      note="mixed: falcons on a city-hall nest cam; Safari really is the browser the video player liked (labelled); "
           "'my Mac platform' names the computer, not macOS by name: left out"),
    R("""Falcon Cam

Wildlife biologist Glenn Stewart, director of the Santa Cruz Predatory Bird Research Group, is experiencing the joy of parenthood. The parents, Clara and Fernando El Cohete (the Rocket), are the pair of peregrine falcons who live atop San Jose City Hall. On Monday three eggs hatched. The video above was taken that afternoon.

"I never get tired of these bird, Stewart told the San Jose Mercury News. "Extraordinary animals, fastest on the planet, eating birds they catch in the air."

Stewart has been working with peregrines since they were nearly extinct . When he and his colleagues at UC Santa Cruz teamed with Cornell University in the mid-1970s, two pairs were known in California and there were none east of the Mississippi River. Now there are too many to count.""",
      source="http://hilltromper.com/article/falcon-cam", kind="news",
      note="trap: Falcon, Mercury (the San Jose Mercury News), Rocket"),
    R("""Chick Watch 2016! Peregrines set to hatch this weekend.

Posted on April 26, 2016

Keep your eyes on the Peregrine Cam! We anticipate the eggs starting to hatch April 30-May 1. The Peregrine pair are sitting on 4 eggs. It can take up to 48 hours to hatch, with each chick working hard to break through its shell using the sharp egg tooth at the tip of its tiny beak.

Check out the action from the web cam day or night.""",
      source="http://www.nhaudubon.org/chick-watch-2016-peregrines-set-to-hatch-this-weekend/", kind="news",
      note="trap: shell, web cam"),
    R("""Sure, DC has their eagle-cam or whatever, and while that definitely is cool, they're not the only ones with a livestream of a raptor once almost driven to extinction nesting in their metro area. We bring you the Peregrine Falcon Cam. The video (and yes, you can zoom in) shows a pair of falcons that has taken up residence on top of the downtown PG&E building. At the time of this writing, the mother bird appears to be doing a bit of a dance move, shuffling about on the nest to get more comfortable atop three recently laid eggs — it's awesome.
The stream is the result of a collaboration between PG&E and the Santa Cruz Predatory Bird Research Group, a group affiliated with the University of California. At some point, should all go according to the bird's plan, you will be able to see the chicks hatch live.""",
      source="https://sfist.com/2016/03/31/falcon_cam_nest_returns_pge_building_sf/", kind="news",
      note="trap: Falcon, zoom, stream, livestream (the Cornell quote cut)"),
    R("""A Nation-wide Chimney Swift Roost Monitoring Project


Brampton, ON

We counted the Swifts at the corner of Mississauga and Embleton Roads in Brampton, Ontario, Canada on August 8th ..They entered an old brick Chimney about 40 ft tall attached to an old stone mill with a flat roof. We had 36 birds with the first entering at 8.22 pm Eastern Daylight Time and the last at 9.04.
It was calm, warm and overcast.

Ross Evans

Racine, WI

Location: Racine, Downtown, Chimney Swifts
Observation date: 8/9/08
Notes: Going to roost in small chimney at Park Av. and 6th St.--Old
Allah Rug Co. Building

Chimney Swift 43

This report was generated automatically by eBird v2(http://ebird.org)

Helen Pugh""",
      T("eBird"),
      source="http://www.chimneyswifts.org/page140.html", kind="prose",
      note="mixed: chimney swift roost counts; eBird is the bird-records service that generated the second report "
           "(labelled)"),
    # ================================================================ gardening and home repair
    R("""Isolate This Invader – Mint

Whatever you do, do not plant mint directly in your garden bed. It sends out runners (stolons) just under the surface of the ground to spread and it will take over your garden.

It is delightful to pick your own fresh mint from the garden, just plant it in a pot to isolate it. You can keep mint from overrunning your garden by sinking a bottomless pot (at least 15 inches deep) in the ground. The top of the pot should extend two inches above the soil. You can also grow your mint in containers above the ground.""",
      source="http://mbhana.com/isolate-this-invader-mint/", kind="blog", note="trap: mint, runners, containers"),
    R("""As far as useful plants go, nothing is quite so maligned as the poor old common mint. The connection between the plant and the phrase implying something is near new or "flash", which has woven its way from the Roman temple of Juno, where new coins were "minted" to every second-hand car yard, is a tenuous one. I can't for the life of me find the connection between something that's "mint" and the mint in my garden.
The common mint is part of the mentha family of plants, which has hundreds of varieties, many of which are so highly cultivated it's hard to see where one strain starts and another one ends.""",
      source="https://nzherald.co.nz/lifestyle/gardening-just-mint-to-be/LX257GW3A3YV7BD6T3KVGVILQQ", kind="blog",
      note="trap: mint, flash, Juno"),
    R("""Don't be afraid to plant garden mint. You can keep mint contained and keep mint from spreading all over your garden by following a few simple guidelines. Plant a mint garden and harvest mint for mint julep, mint tea and fresh mint all summer long.
Cut off the bottom of the 5-gallon bucket using the jig saw or whatever other powerful cutting tool you have.
Dig a 12- to 18-inch hole in the garden and place the bucket down into the hole. Keep the rim of the bucked 1/2 inch above ground level. Mint roots are made of "runners" that sprout up new mint plants at a remarkable rate. This is what makes garden mint invasive.""",
      source="https://98905.com/plants-flowers-herbs/growing-mint/131766.html", kind="blog",
      note="trap: mint, bucket, runners"),
    R("""Repair a Rotting Window

Surgical Repair of a Rotten Sill, Trim and Siding.

By Matt Weber

Wooden windows have a classic architectural appeal but require a lot of work to keep them in good condition. Maintenance chores such as repainting and re-sealing the windows can not only improve their appearance but also protect against weather exposure. Whether due to poor maintenance or shoddy installation, unprotected wood can eventually rot and require more remediation than a new coat of paint.

Such is the case with the rotting window sill shown in this article. Over time water had breached the sealant and paint around the sill and seeped into the wood, deteriorating some areas to the point where I could push a hole into the spongy material with my finger.""",
      source="https://extremehowto.com/repair-a-rotting-window/", kind="blog", note="trap: windows, window, Trim"),
    R("""Cure For Decaying Sill Is To Keep It Painted

September 21, 1985|By Peter Hotton, Boston Globe

QUESTION: Some of the outside sills and the lower part of the side casing rotted on my windows. Can I dig out the rotted parts and fill them with an epoxy filler? Why did they decay in the first place? Can I prevent further decay?

ANSWER: Epoxy fillers are designed to fill decayed areas. The sill decayed because it wasn't painted or there wasn't enough runoff of water. The casing decayed because water got behind it, ran down and settled at the bottom.

The cure for the sill is to keep it painted. Replace the casing (the window frame), or cut off the decayed part and install a replacement. To prevent future decay, caulk the casing (where it meets clapboards or shingles) to prevent water from entering that joint.""",
      source="http://articles.orlandosentinel.com/1985-09-21/business/0330130079_1_decayed-sill-drip-edge", kind="qa",
      note="trap: windows, window frame, casing (a home-repair column's question and answer)"),
    # ================================================================ weather
    R("""NWS out in Walworth County investigating possibility of tornado touchdown
ELKHORN, Wis. (CBS 58) -- A team from the local National Weather Service was out today surveying storm damage in Walworth, Jefferson and Dane counties.
"The sirens were going off in town and we thought it best to be in the basement. So, we took the dogs in the basement and wind started picking up and within a couple of minutes it sounded like a freight train," remembered Shelley Sparks
She says just after that, her family heard a loud crash.
"So, I opened up blinds even more and turned on the outside lights and there it was, it was collapsed," said Sparks.
Their garage was completely obliterated.""",
      source="https://cbs58.com/news/nws-out-in-walworth-county-investigating-possibility-of-tornado-touchdown", kind="news",
      note="trap: tornado, blinds"),
    R("""HURON COUNTY, Ohio (WJW) – Severe storms and strong winds damaged trees and buildings in their wake across northern Ohio Thursday night.

Huron County was particularly hit hard, with downed trees and powerlines all over the place. According to the Huron County Sheriff’s Office, the western part of the county was hit the hardest.

The roof was ripped off a resident’s unattached garage in North Fairfield. FOX 8 spoke with the resident, Brad Walcher.

“We heard tornado alerts on our phones. As soon as we heard that, we went straight to the basement. We come out a half hour later to see (the damage). We didn’t think it would be that bad,” Walcher said.""",
      source="https://fox8.com/news/severe-storms-uproot-trees-damage-buildings-in-huron-county/", kind="news",
      note="trap: tornado alerts, phones, Huron"),
    R("""4 tornadoes confirmed in Ohio

Associated Press

CINCINNATI

Four tornadoes that touched down in Ohio tore roofs off homes, damaged businesses, destroyed barns and left uprooted trees in their wake, the National Weather Service confirmed Thursday.

No injuries were reported in the tornadoes that struck from Wednesday evening through early Thursday morning as storms rolled through the state with strong winds, heavy rain and large hail.

Bridgette Liedorff, of Norwalk, saw the tornado come down in a field as she was driving and took a photo with her cellphone because she “thought nobody would believe me that I was this close to a tornado,” the Sandusky Register reported.""",
      source="https://vindyarchives.com/news/2011/may/27/4-tornadoes-confirmed-in-ohio/", kind="news",
      note="trap: tornadoes, cellphone, Register (the middle paragraphs cut)"),
    R("""Cherokee County Sheriff Jeff Shaver knew a storm that passed through Tuesday afternoon was a strong one, but he realized just how strong when he got home.
A large oak tree fell in Shaver’s yard in the Yellow Creek area. The tree fell on his pickup truck, mowers and shed.
But Shaver was thankful his home was not damaged. Others in Cherokee County near Sand Rock were not as lucky.
The roofs were damaged on a couple of homes and at Chambers Florist, about halfway between Collinsville and Leesburg, on Alabama Highway 68.
A severe thunderstorm approached Cherokee County from the north about 4 p.m., and the National Weather Service soon issued a tornado warning.""",
      source="http://www.gadsdentimes.com/lifestyle/20080521/homes-business-damaged-by-storm-in-sand-rock-area",
      kind="news", note="trap: tornado, shed, Cherokee"),
    R("""Shortage of road salt presents new challenges

A shortage of road salt may be a challenge for highway crews.

"Snow is what we do," said Neal Glatt with Case Snow in North Attleboro. "So, we're ready for it as best we can be.'

But, a national salt shortage is going to make crews think twice before laying down too much sodium chloride.

"We're going to be using a lot more mechanical means to plow the snow than de-icing means," Glatt said. "So if we used to salt at one inch, now we're going to plow."

Case Snow says a lot of factors have contributed to the shortage including the fact that they've been out dealing with snow more than usual.""",
      source="http://turnto10.com/archive/shortage-of-road-salt-presents-new-challenges", kind="news",
      note="trap: salt, Snow, Case"),
    R(""""Got Road Salt? Cities Across The Country Are Running Out Of It"

"If you think the roads you're driving on seem worse than usual this winter, you're probably right. The waves of snowstorms in much of the country have exhausted supplies of rock salt, the main tool that road crews use to melt ice and snow."

"Even areas with vast quantities of salt underground are having a hard time getting it onto their streets this year.

You know you've got a widespread problem when Milwaukee fights road ice with cheese brine, New Jersey breaks out the pickle juice, and New York, a major salt producer, declares a salt shortage."

Frank Morris reports for NPR's All Things Considered February 17, 2014.""",
      source="https://www.sej.org/headlines/got-road-salt-cities-across-country-are-running-out-it", kind="news",
      note="trap: salt, rock salt, tool"),
    # ================================================================ wildlife
    R("""APTOS >> Residents in Rio del Mar and Seascape have spotted a mountain lion and her cub more than 10 times since August.

There seems to be more missing pet signs posted around the communities and raccoon remains. Neighbors think the mother and cub are the culprits.

Concerned, the residents have asked wildlife officials to relocate the pair but were told no.

“Mountain lions are always around. People just don”t know it,” said Andrew Hughan with California Fish and Wildlife. “We don”t relocate them unless they”re a threat to public safety, which is very rare. This is mountain lion country.”

Accepting the cats, the neighborhood group asked Santa Cruz County Board Supervisor Zach Friend for signage to warn people that mountain lions roam and live in the area. They also set up an e-mail address for reporting sightings.""",
      source="https://www.santacruzsentinel.com/2014/10/22/increase-in-mountain-lion-sightings-ushering-in-ways-to-coexist/",
      kind="news", note="trap: mountain lion, cats, e-mail (the Puma Project line further on cut)"),
    R("""LAS VEGAS (KLAS) — Down from the mountains and roaming the neighborhood, some people still can’t believe they saw a mountain lion in a Summerlin neighborhood over the weekend.

“With social distancing, our neighborhood poker game has dried up temporarily, so mountain lions are the new hot topic,” said Rob Harris, lives in Summerlin.

The animal was spotted near Alta and Fox Hill Drive.

When it happened over the weekend, many 8 News NOW viewers sent photos and videos of the lion strolling around Saturday morning. Metro Police and Animal Control eventually captured it. The mountain lion was then released back into the wild in a remote area in the Spring Mountain range.""",
      source="https://www.8newsnow.com/news/local-news/mountain-lion-captured-while-roaming-summerlin-released-back-into-the-wild/",
      kind="news", note="trap: Spring (the Spring Mountain range), Metro, Alta"),
    R("""Mountain lion's sighting causes quite a stir in Daly City neighborhood

Among the cluster of homes on Callan Boulevard in Daly City, a young mountain lion wandered into Cynthia Louie's backyard early Tuesday morning.

Louie's tenant spotted it first around 5 a.m. and a neighborhood alert went out later.

While neighbors scrambled; police, the fire department and California Fish and Wildlife sent up a drone to get a look. But the cat had disappeared behind some bushes and was gone. 

Another drone went up, one that can detect heat in case the mountain lion was hiding. But no more sightings.

By 9:30 a.m. authorities gave the all clear.""",
      source="https://www.ktvu.com/news/mountain-lions-sighting-causes-quite-a-stir-in-daly-city-neighborhood",
      kind="news", note="trap: drone, cat, alert (the day-care lines cut)"),
    R("""River Dolphins and the Health of the Amazon

The Amazon basin is the largest in the world, and its rivers are home to amazing wildlife, like the pink river dolphin. The presence of river dolphins is a sign of a healthy river. Together with our partners, WWF has just completed a survey of river dolphins—to understand the health of the species and of the river itself. Watch a video from the expedition.""",
      source="https://www.worldwildlife.org/pages/river-dolphins-and-the-health-of-the-amazon", kind="news",
      note="trap: Amazon (the river basin)"),
    R("""As the boat sails up one of the Amazon’s mightiest tributaries, the passengers speak as if they are searching for joy and relief. For hours, they’ve stood in the watchtower, scanning the wide waterway, hoping for a fleeting glimpse that will make their trip worthwhile. And now they spot it!
“It’s always the same. We shout ‘It’s a dolphin! It’s a dolphin!’ We are just so excited. Then we remember that we are scientists and let the science kick back in.”
As Mariana raises the GPS tracker, the other passengers stare far across at shapes breaking the surface, and then they begin to count.""",
      source="https://myaction.wwf.org.uk/let-the-river-run", kind="news",
      note="trap: Amazon, GPS tracker (a device, not labelled)"),
    # ================================================================ recipes and kitchen
    R("""Potato Soup with Celery and Onion

This is one of my favorite soup recipes. It is wonderful for lunch or dinner on a cool fall day. I have no idea why this soup recipe came to mind. NOAA is predicting temperatures of 105 for Kansas again today. Perhaps I want to hurry us into fall weather.

Melt the butter in a large pot. Add onions and celery. Sauté the vegetables until the onion is almost tender. Add the potatoes and cover by an inch with water. Add the bullion. Bring the vegetables to a boil, lower the heat and cook until the potatoes are tender. Add the milk and continue to heat the soup. Mash the flour into the soft butter. Add the butter and flour mixture by bits to the soup, stirring constantly, until the soup is as thick as you want. Taste and add the salt and pepper.""",
      source="https://dwittopinions.wordpress.com/2012/07/25/potato-soup-with-celery-and-onion/", kind="recipe",
      note="trap: celery, salt (the ingredient list cut)"),
    R("""Serves: 6
Total Calories: 212
Place butter in the bottom of a large stockpot add onions and sauté over medium-high heat, stirring occasionally. Add celery and potatoes. Place enough water in saucepan to cover vegetables. Season with bay leaves, salt and pepper. Boil over medium-high heat for 30 minutes or until potatoes are tender. Remove bay leaves. Place the cooked vegetables, along with some of the water, into a blender. Pour in half-and-half. Blend on the highest setting until very smooth. Return mixture to saucepan and repeat until all the vegetables have been blended. Add additional salt and pepper, if needed.""",
      source="http://dvo.com/recipe_pages/gooseberry/Cream_of_Celery_Soup.html", kind="recipe",
      note="trap: celery, salt, blender"),
    R("""This soup is, surprisingly, one of the most requested soups by my kids.  Stunning, I know!  For my child that will only eat beef he actually loves this soup.  It is creamy, yet light and springy. It tastes very rich, but it really is not.  

Celery Soup

Makes 4 Servings

2 cups (about 12 stalks) celery, chopped
1/2 small onion, chopped
1 medium size Russet potato, peeled and chopped
5 Tablespoons butter
4 cups chicken stock
1/2 teaspoon salt
2 teaspoons fresh dill

In a large pot, melt butter over medium high heat.  Add celery, onion and potato.  Cook for about 10 minutes.  Do not let the vegetables brown.""",
      source="https://theresalwayspizza.com/celery-soup/", kind="recipe", note="trap: celery, springy, salt"),
    R("""Decadent chocolate cake with irresistible mocha frosting

Welcome to my recipe for Chocolate Cake With Mocha Frosting. Get ready to indulge in a rich and decadent chocolate cake that is sure to satisfy your sweet tooth. I created this recipe with chocolate lovers in mind, combining the richness of chocolate with the bold flavor of coffee in a perfect marriage of flavors.

As a barista, coffee and espresso are both prominent staples in my profession. Being able to work with these flavors frequently, I have learned how to create the perfect balance of coffee and chocolate in desserts like this one. I can guarantee that this recipe will make you feel like you are in a cozy coffee shop, sipping on the best mocha latte while indulging in a slice of delicious chocolate cake.""",
      source="https://greatcoffeebreak.com/chocolate-cake-with-mocha-frosting-recipe/", kind="recipe",
      note="trap: mocha, coffee, espresso"),
    R("""Chocolate Mocha Cake

This Chocolate Mocha Cake is a 3-layer chocolate cake with a coffee infused buttercream. The moist chocolate cake is made with a dark brewed coffee and covered in a mocha frosting and chocolate shavings.

I first made a variation of this frosting when I made my mocha cake with Kahlua buttercream. You can absolutely spike your frosting for this cake with Kahlua if you want to, but if you’re looking for a kid friendly version, then just follow the original recipe.   

The cake itself is super easy. It’s an oil-based cake, so it’s really quick to come together and you can get it in the oven in 10 minutes.""",
      source="https://beyondfrosting.com/chocolate-mocha-cake/", kind="recipe", note="trap: Mocha, mocha, coffee"),
    # ================================================================ hobbies
    R("""Brewing Beer at Home: The Wort and First Fermentation

Emma Christensen
Sep 1, 2009

This past weekend, we got out all our shiny new beer brewing equipment and went to work. In this first phase, we boiled the wort, added the yeast, and got our very first batch of beer fermenting happily. Our evening of brewing definitely had a few bumps, however!

1. Warm Up the Extract - These are cans of pre-hopped malt extract - basically, super-concentrated beer! We need to mix the extract with hot water to get the right concentration. To help extract flow and mix a little better, we warmed the cans in a hot water bath.""",
      source="http://www.thekitchn.com/brewing-beer-at-home-the-wort-94440?img_idx=5", kind="blog",
      note="trap: batch, extract, bath"),
    R("""A solid first brew choice is an American Pale Ale, due to the simplicity of the recipe, and short conditioning time. You could easily do a Google search for extract American pale ale recipes and find tons of ideas, but they're all going to have fairly similar components with the main differences being the hop varietals used, and the type/ratio of the extract. I did a little research, and plugged some ingredients into Brewtoad's (FREE!) online brewing software and came up with this basic recipe:

6 pounds light liquid malt extract
1 pound amber dry malt extract

0.75 oz. Centennial hops""",
      T("Brewtoad"),
      source="http://www.ora.tv/beergeeks/article/2014/12/15/homebrewing-101-part--brew-day", kind="blog",
      note="mixed: a first homebrew; Brewtoad is named as online brewing software (labelled); a Google search is "
           "the web site, not labelled"),
    R("""Before we get started on your “First Born Pale Ale”, I’m going to cover a few simple things about the equipment in this kit, and what it is used for. Then we can start working this recipe together and learn as we go. Hopefully you can learn how to make great beer, and I can learn how to better teach this age old art of natural fermentation.
  This equipment kit comes with two 6 1/2 gallon buckets and 1 plastic lid with a rubber grommet in it. One of the buckets has a hole towards the bottom for a spigot. This is your bottling bucket. You will use this when it comes time to bottle or package your beer. We’ll cover that a little later on. The other bucket is your fermentation bucket. This is the bucket you will be putting your wort into.""",
      source="http://www.brewersconnection.com/popup/classroom/Firsthomebrewinstructions.htm", kind="blog",
      note="trap: kit, bucket, package"),
    R("""Polite Yarn

I went with some knitting friends on Saturday afternoon to check out a new store, the Copper Llama in rural Clintonville about an hour from Green Bay. It's a gorgeous little building at the edge of the dooryard of a llama farm that's run by a friendly woman who spins, dyes and sells yarn made from her llama fibers. Unfortunately getting the shop up and running has prevented her from doing any dyeing and spinning lately so all she has at this point is Plymouth, Cascade, and a bit of Noro. I bought a couple skeins of Cascade Eco Wool, one dark brown/gray called Night Vision and the other lighter gray called Tarnish, that'll go well with the 2 skeins of red Cascade Eco + that I already have.""",
      source="http://hookingbookie.blogspot.com/2010/11/polite-yarn.html", kind="blog",
      note="trap: Yarn, yarn, Llama, Cascade, Plymouth (yarn brands)"),
    R("""Finding yarn on the Island

Steve was a little disgusted to discover that I had already scoped out the only LYS on Friday Harbor before we even got on the ferry. He was resigned when he realized that I’d found another store that sold yarn before we disembarked.

I actually didn’t realize the store I’d seen from the ferry sold yarn, but any store named the “Alpaca Store” was going to catch my attention.  Steve grudgingly agreed to come straight back after we checked in to the B&B…probably because he realized I was going to obsess about it until he did.  On the walk back I mentioned that I was hoping the next day we’d be able to take time to find the LYS I’d found, Island Wools, on KnitMap.""",
      source="https://sarahwinchesteroffiberarts.wordpress.com/2008/08/04/finding-yarn-on-the-island/", kind="blog",
      note="trap: yarn, Alpaca, KnitMap (a web site mapping yarn shops: a site, not labelled)"),
    R("""Pretty much every day I browse Craigslist for listings of yarn for sale. I have seen a lot of crappy stuff out there for sale, but have also come across some great deals. A few months ago I came across 6 skeins of discontinued Noro for $30. That was hard to pass up, and I remember being so excited, hoping that no one had bought it before I could snag it up.
Earlier this week I did my daily search for yarn and came across a listing for a local farm that raises Alpaca's and sells yarn spun with their fiber. I quickly sent out an email to find out more about what the farm had to offer.""",
      source="https://scrapsandremnants.blogspot.com/2010/03/lunchtime-adventure.html", kind="blog",
      note="trap: yarn, Alpaca, Craigslist (a site), email (a medium: not labelled)"),
    R("""Surprise Party

For my boyfriend's 21st birthday party, I am throwing a Surprise Backyard Birthday Bash. He is such an amazing person and I don't think he even realizes it. So I want to do something that will show how special he is to me and all of our friends.

\\*INVITATIONS\\*: It's hard to get a hold of college students through mail because we are constantly at different locations (campus, parent's house, friend's house), so the best way to get a quick response is through e-mail. I sent out an e-vite with a surprise theme to about 15 people (also if anyone came in town that weekend unexpectedly, they were welcome to come too.). The colors match those of the decorations for the party. I'm attaching a word document to this e-mail. I used simple graphics to make a colorful border and typed ------------ Surprise 21st Birthday Bash!!! in the Jokerman font.""",
      source="https://adultpartyideas.com/html/surprise_party_8.html", kind="blog",
      note="trap: Bash (the party), e-vite, Jokerman, word ('a word document' names a kind of file, lower-case, like "
           "a data format: not labelled)"),
    R("""So...when I answered the phone my daughter said, "Do you think it would be a crazy idea to invite everyone and have a surprise party today instead?"

Naturally I responded with, "A surprise party today? That's a GREAT idea! I'll make more cupcakes."

First of all, you have to understand, our family and friends are the type who would have stopped by at some point any ways - knowing it was my grand-daughters birthday. Anyone who really mattered didn't mind coming on such short notice. So we all updated our BBM statuses, made a few calls and the RSVP's started coming in.""",
      T("BlackBerry Messenger"),
      source="https://www.jellybeantrail.com/blog/the-last-minute-surprise-party", kind="blog",
      note="mixed: a surprise party; BBM is BlackBerry Messenger, the messaging app the family updated (labelled)"),
    R("""Puppet performance to string Saturday along

Tomorrow’s Puppets Please Marionettes Variety Show will feature special characters, lots of singing and dancing, and even some roller skating.

Puppets Please is highly original and consists of the professional marionettes created by a mother and daughter team, Shirley and Terry McManus. These marionettes are handcrafted and perform in a round platform, which involves having the children seated on the floor in a circular style, instead of a cold and impersonal stage above them. Each performance lasts between 30 and 35 minutes and is filled with great personalities and surprising events that will have the children laughing on the floor.""",
      source="https://www.shop.minutemanpress.com/news/west/washington/everett/puppet-performance-to-string-saturday-along-26516.html",
      kind="news", note="trap: Puppet, Puppets, platform, string"),
    R("""Popo's Puppet Festival

Saturday, October 22, 2016 - 12:00pm to 4:30pm

At noon join us for the Parasol Puppets performance of The Teeny Tiny Woman and Other Halloween Tales. In the audience participation version of an old English folk tale, the teeny tiny woman takes a teeny tiny walk, finds a teeny tiny bone, and suddenly her teeny tiny house echoes with the cry, "GIVE ME MY BONE!"

At 2:30 Popo's Halloween Show will provide local talent and humor. As usual Popo will have you laughing so hard it's scary!

At 3:30 watch the best shadow puppet show in the land with Sea Beast Puppetry. In this exciting adventure we see the hero get lost in the shadow! Will she ever be saved?""",
      source="http://calendar.icpl.org/events/3155/popos-puppet-festival", kind="news",
      note="trap: Puppet, puppet, shadow"),
    R("""Alpine Meadow Dreaming

This was my much-deserved reward after quite a steep hike up from Maligne Lake in Jasper National Forest to the renowned summer wildflower displays of the alpine meadows of Opal Hills Loop. The hike is probably 1 1/2 hours one-way from the lake below, and it starts off with foreboding signs warning you of grizzly bears in the area and advising to hike in groups of four. Unfortunately, I had no group, so I elected to proceed solo hoping that the probability of encountering those beautiful vistas above was substantially higher than a meeting with a bear.""",
      source="https://www.afar.com/places/maligne-lake-jasper-national-park", kind="blog",
      note="trap: Alpine, alpine, Jasper, Opal, Loop"),
    R("""Head to alpine lakes and wildflowers this month

Climb past the treeline in the intermountain West and you’ll enter an alpine realm of snow-laden peaks, jewel-like pocket lakes, and summer wildflowers.

Of course, hiking at these altitudes does require more care than a walk through the woods. Weather is always a factor: Pack layers of clothes and rain gear that you can add or shuck as needed, and head out early in the day to avoid thunderstorms, which can appear with little warning. Stay on designated trails; the meadow wildflowers and sparse ridgeline vegetation you’ll find near mountaintops are fragile and grow slowly because of the harsh environment and short growing season.""",
      source="https://www.sunset.com/travel/rockies/treeline-hikes", kind="blog", note="trap: alpine, layers"),
    # ================================================================ town life, travel, sport
    R("""Police advise homeowners to guard against thieves who target deliveries left at the door

With it being cyber Monday police are warning folks that thieves are out and about during the holiday season looking to steal front door packages left unattended. Take extra precautions.

It doesn't matter if packages are being delivered by UPS, Fed Ex, USPS, each package is an opportunity for a thief.  Follow a delivery truck around during the holidays and you'll see the delivery workers do a mad dash at every stop one drop off after another.

"We know from the past, they find trucks. Follow them around and steal parcels off of porches," added Postal Inspector Jim O'Hare.""",
      source="http://www.siouxlandmatters.com/news/local-news/police-advise-homeowners-to-guard-against-thieves-who-target-deliveries-left-at-the-door",
      kind="news", note="trap: packages, parcels, package, dash, UPS (UPS, Fed Ex, USPS are carriers)"),
    R("""Police Warn of Holiday Shipment Thefts

KANSAS CITY, Mo. -- Packages delivered to and stolen from an empty front porch - police say it's an increasingly common crime during the holiday season, but there are things you can do to prevent becoming a victim of theft.

More than 19 million shipments were made on Monday through Federal Express Soon those packages will be showing up on empty doorsteps, and in some cases the thieves will be ready and waiting to take them.

"Anything left unattended a thief is going to want to go after," said Sgt. Chris Depue of the Lee's Summit Police Department.""",
      source="http://fox4kc.com/2012/12/11/police-warn-of-holiday-shipment-thefts/", kind="news",
      note="trap: Express (Federal Express), packages, Summit"),
    R("""Chef Chris Parsons, formerly of Steel & Rye, is setting the course to bring coastal fare to downtown Boston with his latest venture, the Oyster Club, slated to open in Park Square in May. Parsons tapped his background as a fourth-generation fly fisherman when creating the menu, which will include New England classics, a lobster of the day and a bustling raw bar.

SHELL GAME: Chris Parsons’ Oyster Club will have plenty of bivalves when it opens in May.

Opening in the Heritage on the Garden building in the space formerly occupied by Via Matta and Doretta Taverna and Raw Bar, the Oyster Club will feature a nautical interior created by Brookline-based firm Sousa Design Architects. The 190-seat dining room will boast a four-sided bar, banquettes with white piping and finished wood on the walls and ceiling, which Parsons describes as mimicking a sailboat. Floor-to-ceiling accordion-style windows will open during the warmer months to a patio with capacity for 70 guests.""",
      source="https://www.improper.com/food-drink/aw-shucks/", kind="news",
      note="trap: Chef, SHELL, windows, piping, Rye (the fisherman's quote cut)"),
    R("""All aboard the magnificent Orient Express

The Orient Express is the epitome of luxury train travel: the vintage carriages are from the 1920s and 30s, 1,700 bottles of champagne are served in a season, the carriages are adorned with art-deco by the likes of René Lalique, and former passengers include aristocrats and politicians.

Georges Nagelmackers of Belgium conceived the trains in 1883, and the first trip carried some forty passengers to Constantinople. Train travel took a turn for the worst during the Second World War, and in 1977 the Orient Express had to hang up its iconic blue hat.

In 1982 the train re-launched. Rail enthusiast James B Sherwood spent £11m locating, purchasing, and restoring some 35 carriages. Suddenly the Orient Express was back on track, and proving itself recession-proof.""",
      source="http://www.cityam.com/article/all-aboard-magnificent-orient-express", kind="news",
      note="trap: Express, Rail (the shop and the cabins cut)"),
    R("""REVIEW: Opera Philadelphia’s La Traviata

The name on everybody’s lips is gonna be Lisette Oropesa … or, at least, she’s the name on everybody’s lips who sat through Friday night’s opening performance of Opera Philadelphia’s La Traviata.

In fact, Ms. Oropesa, the dramatic soprano who stars in the staging at the Academy of Music, brings so much gusto, so much soul to her Violetta, that it is sort of a miracle that the entire stage doesn’t blow up at the end of the three-hour show. Yes, she’s that good, and I’ve never seen an Opera Philadelphia audience react with such fervor to a performer in recent memory.""",
      source="https://www.phillymag.com/things-to-do/2015/10/05/review-opera-philadelphia-la-traviata/", kind="news",
      note="trap: Opera, stage"),
    R("""EUGENE — The Class 6A pole vault state title came down to two competitors on Friday at Hayward Field — Summit’s Gavin Fleck and Bend High’s Jenson Molebash.
Neither Fleck nor Molebash cleared 15 feet, 3 inches, so the pole vault title went to Fleck, who cleared the bar on his first attempt on all his previous jumps, giving him the tiebreaker and the state championship.
“If I hadn’t gotten the first attempt each time then it would have been a lot closer,” Fleck said. “That was my strategy each time, then go for PRs.”
The pole vault was dominated by three high schools in Bend, as Fleck and Molebash went first and second, and Mountain View’s Calvin Lewis finished fifth, clearing 14-9. Summit’s Bryce White cleared 14-0 to finish seventh in the event.""",
      source="https://www.bendbulletin.com/sports/boys-state-track-and-field-summits-fleck-wins-class-6a-pole-vault-state-title-in/article_b87115f8-d897-11ec-a8fb-27eb682d3072.html",
      kind="news", note="trap: vault, Summit, PRs (personal records), Mountain View"),
    R("""The Jacksonville Jaguars roared back from a 17-point second-half deficit Sunday to force overtime against the Dallas Cowboys. That set up Rayshawn Jenkins' heroic play.

With Dallas driving following a Jacksonville punt, Jenkins was in the perfect spot as a Dak Prescott pass bounced off Noah Brown's hands into the safety's lap. Jenkins then raced 52 yards for the game-winning score in an improbable 40-34 victory.

"I was thinking about going and scoring," Jenkins said, via the team's official website. "I saw it pop up in the air, and I said, 'Yo, I've gotta score right here. It's only Dak.' I caught it. I got a huge block by somebody. I was running for daylight. My hamstring was about to pull and everything. I had to score. That was cool.\"""",
      source="https://www.nfl.com/news/rayshawn-jenkins-jaguars-comeback-win-over-cowboys-walk-off-pick-six",
      kind="news", note="trap: Jenkins (the safety), block, website"),
]
