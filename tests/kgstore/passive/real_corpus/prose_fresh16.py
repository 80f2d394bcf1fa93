"""Prose of the sixteenth fresh held-out set ("fresh-16"): ordinary texts full of words that are also tool
names -- an 18-foot python caught in the Everglades, giant panda twins in Tokyo and Madrid and Zoo Atlanta's
pandas, Apache helicopters settling at Fort Drum and stopping at Wright-Patterson, a beehive taken out of an
Atlanta home and 60,000 honeybees in Utah, rust from road salt in Toledo and Iowa City; a Scandinavian and a
dilled cucumber salad, a Polish one, mocha cupcakes, a first homebrewed ale; a knitter's first baby blanket and
her yarn, a loose gauge, a growing log cabin blanket, a first brew day, a homebrew resurgence in lockdown, a
swarm in search of a hive. Nothing in them is a technology.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a
paragraph or a few) and labelled by hand without running the extractor (``--split fresh-16``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ================================================================ news
    # ---------------------------------------------------------------- a python on the tram road
    R("""National Park Service officials said they captured a Burmese python along a popular wildlife-watching trail in Everglades National Park.
The 18-foot-3-inch python was caught July 9 along the tram road at Shark Valley in the park. The paved loop is used by cyclists and trams taking visitors on wildlife tours through the wetlands.
Park officials said that a python researcher caught the female snake, which was euthanized after National Park Service and US Geological Survey interns were given an opportunity to handle the snake for educational and training purposes.
According to state wildlife officials, the longest python ever caught in Florida was 18 feet 8 inches long.
Pythons are not native to Florida, where scientists say the snakes are devouring native wildlife. Burmese pythons have no natural predators.""",
      source="https://www.ajc.com/news/national/giant-python-over-feet-long-caught-everglades-national-park/9LNbwND2IS9AxOSowYgs5M/",
      kind="news", note="trap: python, Pythons, pythons"),
    # ---------------------------------------------------------------- panda twins
    R("""Panda cubs at Tokyo zoo get their names, to debut in January

TOKYO (AP) — Giant panda twins born at Tokyo’s Ueno Zoo in June got their names Friday — Lei Lei for the female cub, and Xiao Xiao for her brother. They were chosen from hundreds of thousands of suggestions sent from fans around Japan. The twin cubs, which were...

Wiggling twin panda cubs are born at the Madrid Zoo

MADRID (AP) — Madrid’s panda family grew Monday with the birth of twin cubs, a boost to the popular species that is considered China's national treasure. The twins were born to their mother, Hua Zuiba, and father, Bing Xing, a pair of giant pandas on loan from China,...""",
      source="https://hosted.ap.org/thetimes-tribune/tags/giant-pandas", kind="news",
      note="trap: pandas, Panda, panda"),
    R("""Mei Xiang takes panda cub outside for the first time

For the first time since being born on Aug. 23, the now 8.14-pound cub was taken outside of her den by Mei Xiang. The first outside excursion, which happened on Nov. 3, lasted for about 30 seconds.

Twin panda cubs born at Zoo Atlanta

A giant panda named Lun Lun gave birth Monday at Zoo Atlanta to two tiny cubs, the first twin pandas born in the United States since 1987, zoo spokeswoman Keisha Hines announced.""",
      source="http://www.wjla.com/tag/giantpanda/", kind="news", note="trap: pandas, panda, Twin"),
    # ---------------------------------------------------------------- Apache helicopters
    R("""The first four of 24 AH-64D Apache attack helicopters landed Saturday at Wheeler-Sack Army Airfield as part of a movement of Soldiers and equipment from Hunter Army Airfield in Savannah, Ga.

The helicopters belong to 1-10 Attack Battalion, 10th Combat Aviation Brigade, formerly 3-3 Aviation based in Savannah. These are the first Apaches based at Fort Drum in the post's history.

"For the Apache, this is going to be a test in the cold weather," Rosseau said.

"These aircraft are like going down and buying a 2010 car off the lot," said Lt. Col. Mike Slocum, 1-10 Aviation commander. "We like to joke and say they still have that new-car smell.\"""",
      source="https://www.army.mil/article/32837/Apache_helicopters_make_Fort_Drum_home/", kind="news",
      note="trap: Apache, Apaches"),
    R("""U.S. Army helicopters from the 10th Combat Aviation Brigade, 10th Mountain Division in Fort Drum, New York, will stop at Wright-Patterson Air Force Base next week on the way to a training exercise at Fort Polk, Louisiana.
Approximately 36 Apache, Blackhawk and Chinook helicopters will arrive and depart between Monday and Wednesday. according to a release from WPAFB.
Those who live in and near the base may see or hear the helicopters. Arrival and departure dates may change or cancel in the event of inclement weather, the release stated.""",
      source="https://www.daytondailynews.com/military/us-army-helicopters-to-stop-at-wpafb-next-week-over-3-day-period/23GEHUG2AFABLMVTXVOVGDGXQI/",
      kind="news", note="trap: Apache, Chinook"),
    # ---------------------------------------------------------------- bees
    R("""NEWS BRIEF: Massive beehive removed from Atlanta home

Beehive removed to stop bees from swarming neighbors’ yards

A honey beehive containing thousands of bees has been safely removed from inside a house in an Atlanta neighborhood. Nearby resident Matthew Sease said the hive became apparent in the spring and grew daily since then, with masses of bees swarming adjacent yards. The United States Department of Agriculture has stated repeatedly that bees — whose numbers are in decline — and other pollinators are vital to the food production system and should not be harmed.""",
      source="https://creativeloafing.com/content-496605-news-brief-massive-beehive-removed-from-atlanta-home",
      kind="news", note="trap: hive, Beehive"),
    R("""The Bees are Buzzing

FAIRFAX, Va. (May 11, 2013) – Bees are often associated with the summer months, but these stinging insects have already been buzzing around the country en masse, especially in Utah.
Early last week, USA Today reported that 60,000 honeybees were removed from a cabin in Ogden by vacuuming them into a cage. Then today, a homeowner in Provo found a beehive with 60,000 to 80,000 bees behind the wall of his master bedroom. He first noticed them in the chimney and thought they had just recently found a way inside, however, the bees were likely living in the home for about four to five years.""",
      source="https://www.pestworld.org/news-hub/press-releases/the-bees-are-buzzing/", kind="news",
      note="trap: beehive, Buzzing"),
    # ---------------------------------------------------------------- rust from road salt
    R("""Ken Rowe is the co-owner of Rowe Collision on Central Avenue,"You can rust suspension parts through, you can rust body parts through, the uni-body structure can be completely eaten away. Salt does all kinds of horrible damage to vehicles. Anything made of metal rusts, and anything made of aluminum corrodes.""

Rowe Collision is a busy place. While body repair work is the main focus of their business, Ken says they also see plenty of damage from rust, "We see cars in here with floorboards rusted out."

The damaged parts often need to be replaced, not just repaired.""",
      source="https://www.13abc.com/content/news/Salt-keeps-roads-clean-but-can-also-do-costly-damage-to-your-vehicle-quickly-469040753.html",
      kind="news", note="trap: rust, Salt"),
    R("""An Iowa City auto body shop owner says it's important to clean cars immediately following storms that salt or brine are used on. If not, you run the risk of allowing that to corrode it's metal.

He says just by washing the car after with water, taking special detail to the underneath portion where metal is more exposed, can prevent future rusting.

"Rust is a real problem on cars. We're in the area of the United States called the rust belt and then when you add salt to that it becomes real acidic."

Once rust develops, there is no easy fix. He says what's rusted must be replaced which can be even more expensive.""",
      source="http://www.kwwl.com/story/34281110/auto-repairers-explain-importance-of-cleaning-cars-after-ice-and-snow-storms",
      kind="news", note="trap: Rust, rust, salt"),
    # ================================================================ recipes
    R("""Scandinavian Cucumber Salad
(from James Beard’s book Beard on Food)


      1/2 cup cider or white wine vinegar (I prefer cider)

      2 tablespoons water

      1/2 teaspoon salt

      3 tablespoons sugar

      1/4 teaspoon freshly ground black pepper

      3 - 4 tablespoons finely chopped fresh dill (or half dill and half parsley)

This dressing is enough for two medium-sized cucumbers or one long English cucumber sliced very thinly.

Pour dressing over the sliced cucumbers, cover with plastic wrap, and let stand for at least three hours before serving, undrained, in the marinating dressing, true Scandinavian style.""",
      source="http://auerbach.ca/moms/docs/Scandinavian%20Cucumber%20Salad.htm", kind="recipe",
      note="trap: Cucumber, cucumber, salt"),
    R("""Dilled Cucumber Salad

This light and refreshing cucumber salad works well as a contrast to rich sauces and hearty meats. The sweet and sour dressing is very simple, and because it doesn't contain any oil, the cucumbers retain their crisp, fresh texture.

Preparation:
Combine the vinegar, sugar and salt in a small bowl and stir until the sugar and salt are both completely dissolved. Place the cucumbers in a shallow mixing bowl. Add the dressing and the chopped dill and toss to combine. Cover and refrigerate for 1 hour. Drain well and transfer to a serving dish. Garnish with a sprig of dill if desired.

Makes 8 servings""",
      source="http://www.mygourmetconnection.com/recipes/salads-dressings/print_dilled-cucumber-salad.php",
      kind="recipe", note="trap: Cucumber, cucumber, salt"),
    R("""Cucumber Salad, European Style

Not unlike the better-known Middle Eastern and Indian combinations of yogurt and cucumbers, this Polish version is more tart than its Eastern cousins, making it especially refreshing as a part of a meal with heavy dishes.
- 4 cucumbers (about 1½ pounds), peeled if necessary
- Salt and black pepper to taste
- 1 cup sour cream
- 2 tablespoons white or white wine vinegar
- ¼ cup chopped fresh dill leaves, or more to taste
Instructions:
- Cut the cucumbers in half lengthwise, then scoop out the seeds with a spoon. Slice, salt, and put in a colander; let drain over a bowl or in the sink for 10 to 20 minutes. Rinse, drain, and spin or pat dry.""",
      source="http://www.wizardrecipes.com/cucumber-salad-european-style/", kind="recipe",
      note="trap: Cucumber, Salt, Polish"),
    R("""For years, I was on a quest for the perfect mocha cupcake. It sounds simple, right? Chocolate and coffee. Yet, every recipe I tried fell short. They were either dry chocolate cupcakes with a whisper of coffee, or the coffee flavor was so harsh it completely overpowered the chocolate.
It was frustrating. I knew the balance was possible, that perfect harmony you get in a high-end mocha latte. The breakthrough came not from a complex technique, but from a simple principle I’d learned from developing chocolate sauces: blooming the cocoa.
I discovered that by dissolving both the cocoa and the espresso powder in hot coffee before adding it to the batter, the flavor transformed. It became deeper, richer, and seamlessly integrated. This isn’t just a cupcake; it’s a true mocha experience in every single bite.
Ingredients
For the Mocha Cupcakes:
- 1 ½ cups all-purpose flour (180g)
- ½ cup unsweetened Dutch-processed cocoa powder (45g)
- 1 tsp instant espresso powder""",
      source="https://visualfoodie.com/a-mocha-cupcake-with-buttercream-frosting", kind="recipe",
      note="trap: mocha, Mocha, espresso"),
    R("""How to Brew Your First Beer

Introduction
These instructions are designed for the first-time Brewer. What follows can be considered an annotated recipe for a fool-proof ale beer. Why an ale? Because ales are the simplest to brew. There are two basic kinds of beer: ales and lagers. Ales can be brewed in a relatively short period of time at room temperature. Lagers require longer times (a month or more) and cold temperatures.

Brewing a beer is a combination of several simple processes. First is the mixing of ingredients and bringing the solution (wort) to a boil. Second is the cooling of the wort to the fermentation temperature. Next the wort is transferred to the fermenter and the yeast is added.""",
      source="http://realbeer.com/jjpalmer/Howtobrew.html", kind="recipe", note="trap: Brew, brew"),
    # ================================================================ prose: forums, posts
    R("""Last week, Author left a question for Kate and me to answer:
I've just begin to knit and want to go beyond dishcloths. I'd like to knit a baby blanket. Any suggestions for an easy pattern and what yarn to use? I can't afford and don't need to use the expensive yarn, but is there a brand/store that you would recommend? I've looked at Hobby Lobby and Michaels and just end up confused. Patterns I've seen call for a certain needle size, but the yarn has a different recommended needle size. What to do??? I'm about to give up :(
Once you choose a pattern, you must look for materials. All patterns list the weight of yarn and size of needles you will need for the pattern. For all of these patterns, the yarn that is worsted weight.""",
      source="http://www.charmingthebirdsfromthetrees.com/2015/11/granduating-to-knitting-baby-blanket.html",
      kind="prose", note="trap: yarn, Patterns"),
    R("""Friday night question: Blanket help

Okay everyone, I need your help!

I’m making the super adorable Leaf Blanket for a friend. Well, eventually for three different friends who are all due at about the same time. So I stopped by one of my favorite yarn stores to see what good superwash wool I could find in pretty greens. I decided on cost vs. softness to go with Cascade 128. I love Cascade and this is a super soft yarn. But I can’t get gauge.

When I knit on a US 15, the fabric is really loose (and still a little tight for gauge). I can move to a US 13, which will make a nice fabric, but it will probably make a smaller blanket.""",
      source="http://www.fidgetyknitter.com/friday-night-question-blanket-help/", kind="prose",
      note="trap: yarn, Cascade, gauge"),
    R("""the blanket grows

I'm making pretty good progress on the baby log cabin blanket. It's getting pretty heavy though. I'm seeing now why it would be better knit in calmer than in this yarn. Oh well, hopefully Stefan won't mind.

I also bought the Giving Pixie and Rusty's Turtle Blankie patterns from Little Turtle Knits. I'm thinking of knitting a couple of those hats as some of the baby gifts I need for this year. I really like the blankie pattern but it's going to take a ton of yarn. I was thinking of trying it in Peaches & Creme but, like the log cabin, that blanket would weigh a ton. I need a light, non-wool, worsted yarn.""",
      source="https://abigailvr.wordpress.com/2007/01/03/the-blanket-grows/", kind="prose",
      note="trap: yarn, Turtle"),
    R("""I had prepared for Brew Day by reading SF Brewcraft's brewing instructions and the first chapter of "How To Brew," which came with my brewing supplies. I also watched Homebrew Heaven's awesome "Getting Started Homebrewing" DVD, wherein Chris and Don demonstrate the rudiments of brewing and bottling your own beer.
Despite all this preparation, the whole process seemed to take all day. It took forever to heat the wort, and then to bring it to a boil after adding the malt extract. Then it took forever to cool it down to "pitching" temperature, which was a little higher than ideal due to my impatience.""",
      source="http://www.veganstephen.com/2011/10", kind="prose", note="trap: Homebrew, Brew"),
    R("""A homebrew resurgence

I am a member of several home brewing groups and they all have the same thing happening in them, lots of “noob” coming into the hobby for the first time. This is down to the COVID19 pandemic and the lockdown, pubs are shut are buying from shops is more difficult than it used to be.

So we have a resurgence in people wanting to brew their own beer, this is a good thing as it means that manufacturers will see a bigger market and do more for it.

Make your kit up as per the instructions, put it into your fermenting vessel and add the yeast. Put the lid on it and then LITFA.""",
      source="https://www.woodmore.co.uk/litfa/", kind="prose", note="trap: homebrew, brew"),
    R("""Swarms and Live Bee Removal

During the spring months bees are outgrowing their winter home.

In order to not be overcrowded in their hive they make a new queen. The old queen will leave the hive with half the colony (bees) in search of a new home. During this time they will stop to rest, making a big clump together, looking like a big ball of bees hanging from trees branches, fences, cars etc. This is the time to call a beekeeper so they can remove them safely and place them in a new hive.""",
      source="https://www.missbeehoney.com/pages/swarms-and-live-bee-removals", kind="prose",
      note="trap: hive, Swarms"),
]
