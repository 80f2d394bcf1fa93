"""Prose of the fifteenth fresh held-out set ("fresh-15"): ordinary texts full of words that are also tool
names -- the Stanley Falls Flume at Busch Gardens, a rancher's hay in a Texas drought, the brightest pulsar
found by ASKAP, the first grizzly of the year in Yellowstone, LightSail 2 unfurling its sail, the Weymouth
Quayside scheme, Travis County's floods (and an aerial drone), the Gherkin sold for £600m, an iceberg off the
Brunt Ice Shelf, the Lambda variant, Luigi's Restaurant closing in Syracuse, Concourse A opening at Salt Lake
City, an abandoned pony; pickled gherkins, cinder toffee (honeycomb), marshmallows, an iceberg wedge salad,
ember-roasted vegetables, mint sauce, jasmine rice with a green curry, sage stuffing, vanilla custard,
cinnamon rolls; an undertow, a concourse argued over on a forum, a worn stylus, the superset, tableaux
vivants, wiping varnish, the Mississippi River Delta, a failing turbo, the protractor, the quasar, the
maven, Knockout roses; Jack and the Beanstalk at Wimbledon, a wren nesting, a child's sass, a girl's first
pony show, a collapsing gingerbread house, moulting chickens and their feathers, a unicorn birthday, the heart
chakra. Nothing in them is a technology, except five ``mixed:`` texts where someone plainly names one: a
city's new Oracle payroll system, florists moving online with Shopify, pupils learning Python after Scratch,
a wedding photographer's Lightroom, an allotment plan drawn in Excel.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a
paragraph or a few) and labelled by hand without running the extractor (``--split fresh-15``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ================================================================ news
    # ---------------------------------------------------------------- a log flume closes
    R("""If you've ever been to Busch Gardens, chances are you've ridden the Stanley Falls Flume.

Or maybe waited until the log-shaped car came splashing down, drenching park-goers as it came to its final rest.

In a social media post on Friday, Busch Gardens said the ride is closing effective Sept. 7.

The flume was one of the park's original rides when it opened in 1973.

Busch Gardens didn't offer any specifics for the closure, other than to say it is making way for what it calls an "exciting new attraction."

The closure comes months after the park announced it was launching a nearly $40 million transformation that will include new animals, new food, and more.""",
      source="https://www.wusf.org/arts-culture/2025-09-01/busch-gardens-stanley-falls-flume-closing-original-ride",
      kind="news", note="trap: Flume, flume"),
    # ---------------------------------------------------------------- hay prices in a drought
    R("""Rancher Don Davis prepares a bail of feed hay for his cattle, near Tarpley, Texas. This year's severe drought in Texas and the southern Plains has crippled hay production, so ranchers and feedlot owners have been scrambling to find food for their cattle.

OMAHA, Neb. (AP) — A scorching drought in the southern Plains has caused hay prices to soar, benefiting farmers to the north but forcing many ranchers to make a difficult choice between paying high prices or selling their cattle.

Ranchers in much of Texas, Oklahoma and even Kansas are having to pay inflated prices for hay and then shell out even more to have it trucked hundreds of miles from Iowa, Missouri, Nebraska or South Dakota. Their only other options are to reduce the size of their herds or move cattle to rented pastures in another state.

"It's pretty ugly," said Don Davis, who raises grass-fed beef on his ranch about 75 miles northwest of San Antonio.""",
      source="https://www.fosters.com/story/business/2011/09/04/drought-high-demand-makes-hay/49890676007/",
      kind="news", note="trap: Rancher, ranchers, Ranchers"),
    # ---------------------------------------------------------------- the brightest pulsar
    R("""CSIRO telescope finds brightest pulsar yet

By Anna Macdonald

May 3, 2022

CSIRO’s ASKAP radio telescope has found a pulsar 10 times brighter than any previously detected. (AAP Image/ CSIRO)

A research team at the CSIRO-owned and -operated ASKAP radio telescope have found a pulsar 10 times brighter than any previously detected.

Pulsars are remnants of a rapidly rotating neutron star that emits two beams of polarised radio light. The team was able to identify the pulsar using astronomical ‘sunglasses’, a new method to capture polarised light.

CSIRO’s Australia Telescope National Facility chief scientist Elaine Sadler called the results of the technique ‘incredible’.

“This speaks to all the great things we can expect from our telescopes and researchers as they constantly find new ways to answer some of our biggest questions,” said Sadler. “From ATCA to ASKAP, the Australia National Telescope Facility continues to provide wonderful access to our universe.”""",
      source="https://www.themandarin.com.au/188082-csiro-telescope-finds-brightest-pulsar-yet/", kind="news",
      note="trap: pulsar, Pulsars (ASKAP and ATCA are radio telescopes)"),
    # ---------------------------------------------------------------- the first grizzly of the year
    R("""Grand Teton Grizzly

In this May 13, 2016, file photo, tourists and photographers gather to watch a boar grizzly forage near Pilgrim Creek Road in Grand Teton National Park, Wyoming.

A Yellowstone National Park employee saw a grizzly bear Wednesday morning between Mammoth Hot Springs and Tower-Roosevelt, the first confirmed sighting this year, according to the National Park Service.

Park staff later that morning saw two more grizzlies scavenging carcasses in the northern end of the park.

When bears emerge from hibernation, they look for food, often feeding on dead elk and bison. They can act aggressively when eating carcasses.

The park service recommends carrying bear spray, hiking in groups of three or more, staying at least 100 yards away from black and grizzly bears and not running during a bear encounter.

A park news release noted that while firearms are allowed in the park, it is a violation of park regulations for a visitor to discharge one.""",
      source="https://trib.com/lifestyles/recreation/first-grizzly-sighted-in-yellowstone-this-year/article_d520b921-66dd-508f-b99f-10a6931f39f4.html",
      kind="news", note="trap: Grizzly, grizzly, grizzlies"),
    # ---------------------------------------------------------------- LightSail 2
    R("""LightSail 2 Successfully Deploys Solar Sail

The Planetary Society’s LightSail 2 spacecraft has successfully deployed the large, aluminized Mylar sail it will use to raise its orbit solely with sunlight.

Flight controllers at Cal Poly San Luis Obispo in California commanded the spacecraft to deploy its solar sails yesterday at about 11:47 PDT (18:47 UTC). Images captured during the deployment sequence and downloaded today show the 32-square-meter sail, which is about the size of a boxing ring, deploying as the spacecraft flew south of the continental United States.""",
      source="https://www.planetary.org/articles/ls2-deploys-sail", kind="news",
      note="trap: LightSail, Mylar, ring (a solar-sail spacecraft, not Amazon Lightsail)"),
    # ---------------------------------------------------------------- Weymouth's quayside
    R("""Weymouth Harbour users claim they are being let down and not listened to over the Quayside regeneration scheme.

Several turned up at County Hall to question councillors about what is happening with the project.

Some claimed the consultation had been non-existent, others said they had not been asked their views while others said even when they did get to express their views they were not being heard.

Harbours committee chairman Cllr Kate Wheller said the consultation was continuing, none of the suggestions made so far were set in stone and there would be more talks after Christmas. She stressed that nothing had been decided and the council was listening.

Some commercial users said they feared their livelihoods would be affected if they were forced to move from their current positions.""",
      source="https://www.dorsetecho.co.uk/news/18083217.anger-quay-plans---council-insists-will-consider-concerns-carefully/",
      kind="news", note="trap: Quayside, Harbour, Harbours"),
    # ---------------------------------------------------------------- floods in Travis County
    R("""Two Still Missing in Travis County After Overnight Floods

StarFlight/ATCEMS
Emergency responders make a flood rescue Friday morning in Travis County.

At least two people are missing after flooding that occurred late Thursday night into Friday morning, with some areas of Southeast Austin seeing as much as nine inches of rain in the last 24 hours, according to the Lower Colorado River Authority.

Lisa Block of Travis County Emergency Services described a 911 call that came in at 1 a.m.

“The caller saw a person holding onto a pole surrounded by floodwaters and that there was a pickup truck, and they thought that the truck had other people in it. And both the truck and the person holding onto the pole were swept away by the water,” said

It happened in the area of FM 812 and State Highway 130 in Southeast Travis County. Since then, StarFlight, along with personnel from Austin Fire Rescue, Police and Travis County Sheriff’s deputies have been searching the area. Also involved in the search is the Austin Fire Department’s aerial drone.""",
      source="http://www.kut.org/post/two-still-missing-travis-county-after-overnight-floods", kind="news",
      note="trap: Travis, StarFlight, drone (a county, a medical helicopter service and an aircraft; the quote is cut off as on the page)"),
    # ---------------------------------------------------------------- the Gherkin sold
    R("""The landmark London building known as the Gherkin has been sold for £600m, making it Britain's most expensive office block.

But it may not hold that record for long: global banking group HSBC confirmed this morning that it is considering the sale and leaseback of its London headquarters building at Canary Wharf, in a deal likely to be worth more than £1bn.

The sale of the Gherkin and potential sale of the HSBC tower reflect the current strength of the London office property market. The previous record price paid for a single building was the £520m sale last year of CityPoint, near Moorgate.

Both the Gherkin and the HSBC tower were designed by architect Lord Norman Foster.

At 200m and with 45 floors, the HSBC tower at 8, Canada Square, is the country's second-tallest building. The Gherkin, which has 41 floors and is 180m high, is the sixth-largest.""",
      source="https://www.theguardian.com/business/2007/feb/05/7", kind="news",
      note="trap: Gherkin (30 St Mary Axe, not the Cucumber test language)"),
    # ---------------------------------------------------------------- an iceberg calves
    R("""A giant iceberg broke off the Brunt Ice Shelf in Antarctica, not far from a British scientific outpost.
The 1270 square kilometers chunk of ice is bigger than New York City and broke free in a process called calving, according to a statement from the British Antarctic Survey (BAS).
The BAS’s Halley Research Station, located on the Brunt Ice Shelf, is closed for the Antarctic winter and its 12-person staff left earlier this month.
Scientists have been expecting a large iceberg to break away for years because of vast cracks that have formed in the 150-meter-thick floating ice shelf, according to the BAS.
A new chasm, known as the North Rift, started moving toward another large crack in November and grew a kilometer a day in January.""",
      source="https://rustavi2.ge/en/news/191866", kind="news", note="trap: iceberg, Shelf"),
    # ---------------------------------------------------------------- the Lambda variant
    R("""What do we know about the Lambda variant?

The Lambda variant, which was first identified in Peru, was declared as a variant of interest by the World Health Organization in June. It has reportedly spread to at least 31 countries""",
      source="https://peoplesdispatch.org/tag/variant-of-concern/", kind="news",
      note="trap: Lambda (a coronavirus variant; the tag page's teaser ends without a full stop)"),
    # ---------------------------------------------------------------- Luigi's closes
    R("""Syracuse, N.Y. — An Italian restaurant in the city’s Valley neighborhood will shut down after 70 years in the business.

Luigi’s Restaurant, known for its oversized plates of pasta and Friday night fish dinners, will permanently close the doors at 1524 Valley Drive on Sunday, Aug. 27.

“We would like to thank our loyal customers and family being able to serve you for 70 years,” the Savastino family said in a note to customers. “We also want to thank our manager and current employees for their continued commitment with us as we close our doors.”

Luigi’s has been known for its generous helpings at a reasonable price since Louis “Luigi” Savastino opened up shop in 1954. Savastino moved to Florida several years ago but maintained ownership. He died in October at 91. Merv White had taken over the day-to-day operation in 2019.

On Friday, White continued to greet customers coming in for their weekly fried haddock dinner. During the lunch rush, a few customers grieved about the pending shutdown.""",
      source="https://www.syracuse.com/food/2023/08/italian-restaurant-in-syracuse-known-for-its-huge-portions-and-friday-fish-fry-to-close-after-70-years.html",
      kind="news", note="trap: Luigi"),
    # ---------------------------------------------------------------- a new concourse
    R("""SALT LAKE CITY (ABC4) — An early morning ribbon-cutting ceremony was held at Salt Lake City International Airport on Tuesday to unveil the Concourse A-east project — featuring five new gates for passenger flights via Delta Air Lines.

This opening is just the next step in the planned expansion of the facility, with the old airport demolished to build this eastern portion of Concourse A.

The last gate-opening celebration took place in October 2020, with the introduction of Concourse B-west.

“We have been working nonstop since opening Phase 1 — more than two years ago — to get to this point. To be here today took a lot of demolition work, a lot of steel, and a lot of paving,” said Bill Wyatt, executive director of the Salt Lake City Department of Airports.

Close Thanks for signing up! Watch for us in your inbox.

An additional four gates on the south side of Concourse A-east are scheduled to open on August 22, 2023.

Along the way, the remaining 13 gates will open on October 31, 2023 — with an additional 19 new restaurants and shops including Jimmy Johns, Blue Iguana, Hugo Coffee Roasters, Vessel Kitchen, SLC Public Markets, and the Utah Jazz Pro Shop.""",
      source="https://www.abc4.com/news/wasatch-front/salt-lake-city-international-airport-unveils-half-of-concourse-a-with-5-new-gates/",
      kind="news", note="trap: Concourse, Delta, Hugo, Jazz (the page's newsletter prompt is kept as it stands)"),
    # ---------------------------------------------------------------- an abandoned pony
    R("""A member of the public reported concerns to the RSPCA that the animal was not being attended to on land near to the village of East Cottingwith, south of York.

Further checks found that the elderly pony was struggling to walk and did not have adequate shelter, the RSPCA said.

She was in a poor condition, with hips, ribs and spine clearly visible and she was suffering with significantly overgrown hooves, some of which were curling up towards her legs, it added.

An equine charity contacted the RSPCA and a local vet was also called out on December 7. But the pony’s health was so poor that, sadly, the vet decided the kindest course of action was to put her to sleep.

The pony wasn’t microchipped and now the RSPCA is trying to trace her owner or anyone who may have information on how she came to be left at the rural location in such a poor state.""",
      source="https://www.yorkpress.co.uk/news/23991037.rspca-probe-pony-found-east-cottingwith-near-york/",
      kind="news", note="trap: pony"),
    # ================================================================ recipe
    # ---------------------------------------------------------------- pickled gherkins
    R("""THE BEST HOMEMADE GHERKINS
My homemade Gherkins are delightful pickled baby cucumbers prepared following a traditional Bulgarian recipe. Juicy and flavoursome, gherkins are an excellent accompaniment to sandwiches and are great to add to winter salads. I LOVE gherkins on a burger, and I am sure I am not the only one. Gherkins lift up the flavours of any meat, making it more succulent and delicious.
HISTORY OF GHERKINS.
The name gherkin comes from the early modern Dutch gurken (or augurken) and translates as a small pickled cucumber.
The name Gherkin is used also for another species of cucumber, Cucumis anguria (West Indian gherkin). They are closely related to the European cucumber. West Indian gherkins are pickled and used in cooking in Asia.
Another popular name for pickled baby cucumbers is cornichon. It comes from the French language.
Some speculate that gherkins were first pickled in China as long-lasting food for the workers building the Great Wall of China. Another popular theory is that gherkins were pickled even before that in the Tigris Valley of Mesopotamia with cucumbers brought from India.
Today, gherkins are a much-loved condiment in many parts of the world.""",
      source="https://thebalkanfoodie.com/perfect-pickled-gherkins", kind="recipe",
      note="trap: GHERKINS, Gherkins, gherkins, gherkin, Gherkin, cucumber, cucumbers"),
    # ---------------------------------------------------------------- cinder toffee
    R("""In which I make cinder toffee...

....or honeycomb, as I would call it.  But cinder toffee is what hubby calls it, and as he was the one suggesting I make it, cinder toffee is what it shall be.  It is ridiculously easy and fun, and I'm probably teaching you all to suck eggs, but here we go.


  • 4 tablespoons golden syrup
  • Small pot of cold water (for testing)
  • 200g caster sugar
  • 3 teaspoons bicarbonate of soda

Grease a 20cm square cake tin or slice tray.

In a large saucepan, heat the golden syrup and sugar together, bring to the boil then simmer on low heat for 5-10 minutes. Cooking time will vary but test it by dropping a little syrup into water - it should become brittle when ready. Watch it doesn't burn.

Remove pot from heat and add the bicarb. Quickly mix it in because the mixture will foam up instantly. Pour immediately into the cake tin. Leave to set then break into bite size chunks.""",
      source="https://stepawayfromthecauldron.blogspot.com/2011/11/in-which-i-make-cinder-toffee.html", kind="recipe",
      note="trap: honeycomb, cake"),
    # ---------------------------------------------------------------- marshmallows
    R("""Real Marshmallows

The Altitude Adjustment Section
Okay, in my family we take cookies seriously. Those of you who have been following the Bernice Pearl Cookie Saga know this. Well for the moment, mom has a sufficient supply of Mallomars, but what about next month when she runs out? Of course, I can keep ordering them from but what if I learn to make them from scratch? Here is how to make Marshmallows from Better Than Store Bought.

1/4 cup cornstarch
1/3 cup confectioners sugar
2 1/2 teaspoons (1 envelope) powdered gelatin
1/3 cup water
2/3 cup granulated sugar
1/2 cup light corn syrup
Pinch salt
1 teaspoon vanilla extract

Sift cornstarch and powdered sugar into a bowl. Lightly grease an 8 x 8 inch square pan and sprinkle with 1 tablespoon of the cornstarch sugar mixture. Tilt the pan in all directions so the sugar will coat the bottom and sides evenly. Leave any excess in the pan. Sprinkle the gelatin into the water in a small saucepan and let soak for 5 minutes. Then add the granulated sugar and stir over low heat until the gelatin and sugar dissolves. In the large bowl of your electric mixer, combine the gelatin mixture, the corn syrup, salt and vanilla and mix for 15 minutes on high speed or until stiff peaks form. Now spread this fluffy mixture into your prepared pan and smooth the top.""",
      source="https://www.mouthofwonder.com/2008/01/real-marshmallows.htm", kind="recipe",
      note="trap: Marshmallows, Mallomars, cookies, vanilla (the shop's name is missing after 'from' on the page)"),
    # ---------------------------------------------------------------- an iceberg wedge salad
    R("""The return of the iceberg wedge salad to restaurant menus is a trend I embrace, especially when that cold wedge of lettuce is drizzled with flavorful blue cheese dressing. Here, the dressing is a cross between classic blue cheese and ranch. When I prepare this recipe, the mayonnaise in the dressing is usually Hellman’s, and the crumbled blue cheese is usually from Clemson University. The blue cheese made at the university is delicious, but Maytag or any other American blue cheese will do. This salad is always best when the lettuce is very cold, and to increase the crisp, cool pleasure I usually freeze my salad plates for this special salad. Diced ripe tomato adds color to the plate, and crumbled bacon adds a salty crunch.
Makes 6 servings, with some additional dressing.""",
      source="https://www.vikingrange.com/consumer/products/print_friendly/tvl_print.jsp?id=prod1090078", kind="recipe",
      note="trap: iceberg, ranch, Maytag"),
    # ---------------------------------------------------------------- ember-roasted vegetables
    R("""Making ember roasted vegetables is in my opinion the best way to cook vegetables. They also call ember roasting caveman grilling.
WHAT ARE EMBER ROASTED VEGETABLES?
Ember roasting is ideal for all foods, from eggs, fish, meat, but the best is with vegetables. Onions, pumpkins, artichokes, potatoes, peppers, eggplants are placed directly on the embers with their peel or possibly wrapped in aluminum foil.
The vegetable is cooked when its appearance is completely deflated and its consistency very tender. Under the charred surface will hide a tender flesh, with a really special taste offered by the fumes and intense heat.""",
      source="https://thefirecook.com/ember-roasted-vegetables", kind="recipe",
      note="trap: ember, EMBER, Ember, embers"),
    # ---------------------------------------------------------------- mint sauce
    R("""There’s lamb in the fridge so it is time to make a fresh batch of mint sauce. This really is simple and keeps for weeks stored in an air tight jar in the door of the fridge.

Strip the leaves off a bunch of fresh mint then sprinkle with sea salt and chop finely. Scoop up and place in a bowl.

Grind one tablespoon of brown sugar in a pestle and mortar and sprinkle over the mint.

Pour 4 tbs of boiling over then stir and leave to cool.

When cool add 4 tbs white wine vinegar, stir, taste and season if necessary.

And maybe if you were a keen cyclist then you’ll be familiar with the cartoon character, Mint Sauce and his girlfriend Oonagh Herwick. Here they are enjoying the English countryside.""",
      source="https://theflexiblechef.co.uk/real-mint-sauce/", kind="recipe",
      note="trap: mint, Mint (Mint Sauce is a cartoon character here)"),
    # ---------------------------------------------------------------- a green curry with jasmine rice
    R("""Have any of you been watching Junior MasterChef out there? It’s amazing what these 8-12 year olds can whip up. When I watched Jack make this curry from scratch, I decided I had to make it myself. I mean, if a 11 year old can make it and win acclaim for its perfection, well it would just be shameful if I can’t! So here it is, Jack’s Thai Green Curry, adapted, of course.
  1. 2 cups jasmine rice (400g rinsed and drained)
  2. 800 ml coconut milk
  3. 1/4 teaspoon salt
Curry Paste:
  1. 4 chilies, long green seeded chopped
  2. 3 cm ginger, piece peeled finely grated
  3. 2 lemongrass, white part only finely chopped
  4. 4 kaffir lime leaves, roughly chopped
  5. 4 garlic cloves, finely chopped
  6. 2 shallots, finely chopped
  7. 1/4 cup Thai basil, finely chopped""",
      source="http://www.veggiejoiedevivre.com/2012/06/jack-of-all-traits.html", kind="recipe",
      note="trap: jasmine, MasterChef, Paste"),
    # ---------------------------------------------------------------- sage stuffing
    R("""Traditional Sage Stuffing

It’s turkey time!  One of the best dishes on my Christmas table is a traditional sage stuffing.  no bells and whistles, just a simple stuffing for your holiday turkey.  You can add to it with cranberries, or raisins or even nuts, but the recipe I’m giving you is for a simple, tasty sage stuffing.

Ingredients for sage stuffing.

Finely dice four ribs of celery, and one large onion. Add sage, onion powder, garlic powder and salt.

I use three tbsp of ground sage, two tbsp of onion powder, 1 tbsp of garlic powder, and 1 tbsp of salt.

Add about a quarter cup of margarine or butter, and about three tbsp of olive oil.  Microwave on high for about 7 minutes, or until the onion is translucent and the celery begins to soften.""",
      source="http://foodforays.com/2012/12/24/traditional-sage-stuffing/", kind="recipe",
      note="trap: Sage, sage, celery, Microwave"),
    # ---------------------------------------------------------------- vanilla custard
    R("""Sometimes only custard will do. Not that powdered school dinner type custard mind you (whatever happened to that weird pink custard that they used to serve? What was that all about?). No, I’m talking about rich, creamy, heady with fragrant real vanilla, eat-it-on-its-own-if-you-like, made from scratch custard.
I can still remember during my dinner at the Pudding Club (a wedding present from my friends, thanks guys!) wondering how many gallons of custard they must have gone through that evening.

This recipe makes wonderful rich and silky custard that is delicious hot or cold.
If you live in North America and you’re in it to win it then just use 500ml of half & half instead of the mix of milk and cream. You won’t regret it!


serves 4-6

350ml whole milk (see note above)
150ml single cream
3 egg yolks
85g sugar
2 tbsp cornflour
1 vanilla pod

Split the vanilla pod in two and add it to a medium saucepan along with the liquid. Use a low to moderate heat to bring the liquid to just below boiling point.""",
      source="https://coriandercooks.com/2016/04/29/the-best-blooming-custard-ever/", kind="recipe",
      note="trap: vanilla, Club"),
    # ---------------------------------------------------------------- overnight cinnamon rolls
    R("""Alice’s Famous Overnight Cinnamon Rolls

It wouldn’t be the holiday’s without Mom’s cinnamon rolls. They appeared every Christmas & Easter morning, sometimes with biscuits and gravy for the savory crowd. We kids would lurk around the peninsula to snag the discarded end slices of dough and even once we’d all grown up and moved away, she was sure to save them for us. Through the years we’ve made double batches and half batches, converted it to use Dad’s sourdough, done butter frosting or cream cheese frosting. The recipe has been shared (perhaps you have a copy printed on bright purple paper?) and printed in the newspaper. There was even a version with orange marmalade and almond filling, a staple for City Hall potlucks.

We invite you to share the cinnamon roll love with your family this year and spread a little extra joy.

Dough
2½ tsp active dry yeast (one packet)
124 g sugar, divided
2 tbsp warm water
1 cup milk
½ cup (1 stick) butter or shortening
3 eggs
1 tsp salt
540 g flour
¼ tsp cinnamon""",
      source="https://kplusv.wordpress.com/2022/12/21/alices-famous-overnight-cinnamon-rolls/", kind="recipe",
      note="trap: Cinnamon, cinnamon, batches"),
    # ================================================================ prose
    # ---------------------------------------------------------------- the undertow
    R("""Rip currents
You're happily swimming in the sea, and suddenly everything goes wrong. An underwater current pulls you out to sea, and you don't know when the current will stop. This kind of current is called an undertow or rip current. A rip current is a deeper area in a sand bank, where the sea water flows back towards the sea. The currents form due to a difference in water depth behind the surf. This causes a strong current back out to sea.
If you get caught in a rip current, here are a few tips:
1 – Shout for help loudly and wave your arms
2 – Don't fight against the current
3 – Swim in the same direction as the current until the current gets slower
4 – Swim parallel to the coast, away from the current
5 – Then swim towards the breaking waves (shallows)
6 – Rest when your feet are back on the ground
7 – Go toward the beach through the shallow water along the beach.""",
      source="https://visitzandvoort.com/rip-current", kind="prose",
      note="trap: undertow, Rest"),
    # ---------------------------------------------------------------- a forum on a new concourse
    R("""Originally Posted by buckett5425 View Post
It has always been my assumption the new expansion is the first leg in creating a new full concourse that matches the other two. The airport is half a$$ing it in my opinion, with the intention of actually building out the full concourse in 15-20 years.

See link with diagram, this is by no means official, but gives an idea.
This was probably based off of one of the preliminary designs, but is not the plan currently. There will be at most a linear wing to the east that mirrors the one being built on the west side, which would bring the terminal to 40-42 gates. The thing is, if traffic grew enough to warrant more gates than that, they'd need to build an entirely new terminal or keep part of the old terminal in operation, because it would exceed the TSA processing capacity of the main terminal, not to mention check-in and baggage claim.""",
      source="http://forum.skyscraperpage.com/showpost.php?p=7934959&postcount=12980", kind="prose",
      note="trap: concourse, terminal (an airport terminal; TSA is the airport security agency)"),
    # ---------------------------------------------------------------- a worn stylus
    R("""Playing your records with a worn stylus can severely damage them, so it’s important to know when to stop using an old stylus. I have found that the first indication a stylus is worn is that the record surface noise will increase. You may not notice this on an old noisy record, but on some of your favourite records that you play regularly you will hear increased surface noise. The music itself may still sound just fine. At this point you are not causing damage to your records, but your stylus is very near the end of it’s life. The next indication is that louder passages or higher notes may distort a little bit. We’ve all had that happen, then we clean the stylus and everything is back to normal but when the stylus is worn, cleaning it doesn’t fix the problem. This is when you should stop using the stylus to protect your valuable record collection.""",
      source="http://bettermusic.ca/welcome-to-better-music/the-linn-lp12/how-do-i-know-when-my-stylus-is-worn/",
      kind="prose", note="trap: stylus"),
    # ---------------------------------------------------------------- the superset
    R("""What is a SUPERSET?

A superset is a combination of two exercises that either work the same body part or muscle group in both exercises, or work opposing muscle groups. The exercises are typically done back-to-back with little to no rest in between, but the sets are not done for speed or high-intensity.

An example of a same muscle group superset would be push-ups (chest) alternated with dumbbell chest flys (chest).

An example of an opposing muscle group superset would be squats (legs) alternated with bicep curls (arms).

For our purposes, we will mostly do opposing muscle group supersets. These allow you to rest one body part while you work another, essentially limiting the amount of rest you need to recover before repeating an exercise.

Most supersets will be performed for 3-5 sets.


An Example:

  1. 10 Squats
  2. 10 Bicep Curls with Dumbbells

For this superset, do 10 squats followed by 10 bicep curls. You’ve completed 1 superset.

Supersets allow you to do more exercises in a given length of time. While your muscles are recovering from one set, you are performing another exercise rather than taking a break.""",
      source="https://www.thisisfitworkouts.com/what-is-a-superset/", kind="prose",
      note="trap: SUPERSET, superset, supersets, Supersets, rest"),
    # ---------------------------------------------------------------- tableaux vivants
    R("""Tableau vivant (plural: tableaux vivants) is French for “living picture.” The term describes a striking group of suitably costumed actors or artist’s models, carefully posed and often theatrically lit. Throughout the duration of the display, the people shown do not speak or move. The phrase and the practice probably began in medieval liturgical dramas such as the Golden Mass, where on special occasions a Mass was punctuated by short dramatic scenes and tableaux. They were a major feature of festivities for royal weddings, coronations and Royal entries into cities. Often the actors imitated statues, much in the way of modern street entertainers, but in larger groups, mounted on elaborate temporary stands along the path of the main procession.* Parlor Tableaux were a particular kind of social entertainment that reached its prime in the 19th century. Consisting of people, usually wealthy guests at a party, dressing up and posing as a painting or etching of their choice, they play pivotal roles in several novels of the day, including Jane Eyre and The House of Mirth. Piquant and lustrous, it more or less died out as a result of the boom of the entertainment business in the 20th century, and the birth of cinematography.**""",
      source="https://www.janeausten.co.uk/tableaux-vivants/", kind="prose",
      note="trap: Tableau, Tableaux, tableaux, Mass"),
    # ---------------------------------------------------------------- wiping varnish
    R("""Making and Using a Wiping Varnish

Varnishes, including polyurethane varnishes (AKA poly), provide a great deal of protection to your furniture and can be buffed to anything from a satin sheen to a high gloss sheen. Varnish is a common home workshop finish. Wiping varnishes are available off-the-shelf. Indeed many so called Oil finishes are wiping varnishes, or wiping varnishes with oil added. Wiping varnishes are nothing more than regular varnish with thinner added. But, you are paying varnish prices for that thinner. You can make your own with the varnish of your choice (poly, non-poly, spar, etc.) so you have better control over its characteristics, for example: type of resin, amount of resin, and quickness of drying.. And, you will pay less money.""",
      source="http://home.comcast.net/~rodec/woodworking/articles/finishing.html", kind="prose",
      note="trap: Varnish, Varnishes, varnish, varnishes"),
    # ---------------------------------------------------------------- the Mississippi River Delta
    R("""Louisiana’s coastline—including the incredibly valuable and productive Mississippi River Delta—is vanishing at an alarming rate. Every 100 minutes, a football field of land disappears into the Gulf of Mexico. This coastal land loss is a crisis of national importance, as it affects people, wildlife and jobs not only across the region but also throughout the United States.

To fully grasp the scope and urgency of Louisiana’s coastal crisis, it is important to understand how the Mississippi River Delta naturally formed over thousands of years, as well as the varied man-made and natural causes of land loss that are plaguing the region.""",
      source="https://mississippiriverdelta.org/our-coastal-crisis/", kind="prose", note="trap: Delta"),
    # ---------------------------------------------------------------- a failing turbo
    R("""I have some black smoke from the exhaust when accelerating hard. 2 litre turbo diesel. I have been told if the turbo goes thats goodnight Irene for thr engine. Is this the case. 52 plate Toyota Corolla with 125 thousand on the clock.

Many thanks,

ssd
.

Last edited:
If turbo really lets go, the engine could end up chewing on lumps of metal...not good idea. Loss of oil not great either. Engine be fine if turbo replaced before it disintegrates

Recon turbo prob cost more than car's value though :sad:


Colin_P

Guru
What often happens is that when a turbo fails, it is the oil seals on the rotor shaft that let go. This allows engine oil to be drawn into the inlet tract and the engine will feed off its own oil. As this is an unmetered fuel supply the engine will 'run away' revving out at maximum revs until the oil supply is exhausted at which point the engine will seize.""",
      source="https://www.cyclechat.net/threads/what-are-the-consequences-of-a-diesel-turbo-failure.195011/",
      kind="prose", note="trap: turbo, Corolla, Guru (Colin_P is a forum name, :sad: a smiley code)"),
    # ---------------------------------------------------------------- the protractor
    R("""• an instrument used to measure angles in degrees.
• protractors may be circular, a full rotation of 360º,
but many are a semi-circle of 180º.
• to measure an angle the crosshairs of the protractor need
to be exactly lined up with the vertex of the angle,
• the vertex is the point where
the
two rays of the angle meet.""",
      source="http://www.amathsdictionaryforkids.com/qr/p/protractor.html", kind="prose",
      note="trap: protractor, protractors"),
    # ---------------------------------------------------------------- the quasar
    R("""A Quasar is an energetic object in space that looks like a star. They are actually galaxies, very far away, with very bright cores in the middle. They are probably the brightest objects in the whole Universe. Many times brighter than normal galaxies. A quasar can be as bright as 1,000 Milky Way galaxies!

Astronomers think that quasars are powered by supermassive black holes found at the centre of most galaxies. The power from a quasar comes from material crashing together at enormous speeds. This is because the material is being pulled into the black hole and swirling around.

The material comes from stars which have got too close to the black hole. The gravity from the black hole is so strong that it pulls the stars apart. This makes a string of huge explosions that can be seen across the Universe. The furthest quasar we can see is more than 13 billion light years away!""",
      source="https://bak.schoolsobservatory.org/learn/astro/gals/quasar", kind="prose",
      note="trap: Quasar, quasar, quasars"),
    # ---------------------------------------------------------------- the maven
    R("""Case File #014.05.07: MAVEN

If you've ever been referred to as a maven, it's probably because somebody recognizes you as an expert in some special field or discipline, or maybe it's because you're known to be a connoisseur of wine, fine dining, and the like. Or perhaps you are, like me, an avid fan of the cinema and are thus a movie maven. Whichever the case, you were labeled with maven because it means “one who has special knowledge of or extensive experience with something,” and English speakers have been applying the handle to experts and connoisseurs since the mid-twentieth century. The word is actually an Anglicized form of the Yiddish meyvn, which means “expert or authority”—whether literally or sardonically is a matter of context—and is itself a derivative of the Hebrew mebhin, meaning “one who understands.” So the next time somebody calls you a maven, it'll be okay if you kvell a little. But try not to overdo it, 'cause God forbid you should make yourself look like a schmuck.""",
      source="http://logophilefiles.blogspot.com/2014/05/case-file-0140507-maven.html", kind="prose",
      note="trap: MAVEN, maven, Case"),
    # ---------------------------------------------------------------- Knockout roses
    R("""Knockout rose problem

Asked September 9, 2016, 1:31 PM EDT

I have 3 knockout roses in my front yard and one has been losing leaves while the other 2 look ok. Any idea what the cause is or what I can do?

Brazos County Texas

1 Response

The rose with yellowing leaves appears to have a bit of black spot - common fungal rose disease. It is caused by the fungus, Diplocarpon rosae and is most severe after long wet, warm periods in the spring commonly and sometimes the fall. Symptoms are circular, black spots on leaves surrounded by a yellow area. Infected leaves often drop from the plant. The immature wood of first year canes develops raised, purple-red irregular blotches. Plants become stunted and produce fewer, paler flowers. Knockout roses are "resistant" to the disease, meaning they can and do get it, but more often than not they tolerate it.""",
      source="https://ask.extension.org/questions/361123", kind="prose",
      note="trap: Knockout, knockout (a rose variety)"),
    # ================================================================ blog
    # ---------------------------------------------------------------- Jack and the Beanstalk
    R("""Fabulously fun, hysterical and entertaining, panto season is back, with Jack and the Beanstalk being the show of choice at Wimbledon this Christmas; full of festive silliness and colourful costumes. The evening flew by as we watched the cast entertain each other as much as us, with people going off-script, and punchlines seeming new, even to each other, throughout the night.

We were all reminded just why Alexandra Burke won the X Factor in 2008, as she delighted us with her hit Bad Boys and a version of her Christmas number one Hallelujah after being turned into good from evil by the loveable Spirit of the Beans (Ria Jones). Though charismatic and with plenty of stage presence eliciting many boos from the audience, I felt she could have been slightly more convincing in her portrayal of the ‘evil’ nature of her character at times.

Various scenes offered plenty of opportunity for laugh-out-loud moments, including an ever-increasingly long tongue twister, and a hilarious version of the 12 Days of Christmas, during which Jack Trott himself (Benjamin Yates) couldn’t control his laughter.""",
      source="http://stagetopage.co.uk/2024/12/jack-and-beanstalk-review.html", kind="blog",
      note="trap: Beanstalk, Factor, Spirit"),
    # ---------------------------------------------------------------- a wren in the nesting box
    R("""Life is Good especially for the Wren!

The sun is shining, the birds are singing, the air is fresh, and even getting back to work after a week's break in Wales, near the Elan Valley, is not so bad as I take a coffee break and sit on the swinging seat in the garden for a moment. A blackbird is building a nest under the arbour by the kitchen and a wren is busy preparing to nest in one of the two nesting boxes right outside my garden office window - yes, a wren, not the tit family as planned and who have raised there family nearby. Last year there was a brood of coal tits in the same box but this year they have decided to take lodgings elsewhere, leaving a vacancy - despite much examination and discussion. So it is great to see the latecoming wren showing considerable interest. I was most surprised and couldn't believe my eyes. Lots of stuff being taken in. Perhaps it was because I was away for a week and the garden was quiet that it decided to nest there. I do hope my presence will not put it off this week! As I sit at my desk I can watch the space near the box out of the corner of my eye. Oh yes, there you are again! Make the bed well!""",
      source="http://iankingsleyauthor.blogspot.com/2010/06/life-is-good-especially-for-wren.html", kind="blog",
      note="trap: Wren, wren, nest, coffee"),
    # ---------------------------------------------------------------- sass
    R("""Understanding Backtalk

Have you ever heard anything coming out of your child’s mouth that sounds like sass or disrespect? Of course you have. Here’s a thought. Children’s words are not honed from a careful survey of their surroundings, nor are the filtered by a deep emotional understanding of their parents and siblings. So, the next time you hear what you think is sass or disrespect, pause for a moment and say something like – “I don’t think you meant to be sassy, but take a deep breath, think about what you want to say, and try it again.” This kind of re-do often yields a quick, respectful reply and you might even get an apology without asking.""",
      source="https://www.fellowshipbiblechurch.org/blog/understanding-backtalk/", kind="blog",
      note="trap: sass, sassy"),
    # ---------------------------------------------------------------- a first pony show
    R("""~ This post is from my daughter’s first horse show! What memories!

Yesterday was my daughter’s first horse show. She has been mad about horses since she was a baby. My father used to carry her around the farm, show her the horses, and taught her to whinny before she could talk! My husband used to put her on the saddle with him and gallop around the polo field when she was just a toddler, and she started riding ponies when she was three. At eight I enrolled her in the pony club. Now she’s twelve, and she has begged me to let her try competition.

We don’t have a farm anymore, nor anyplace (or enough money!) to keep a horse. But her pony club has a competition section, which is very inexpensive, and each month they go to a different club and compete. So, I enrolled my daughter and she has been training hard. And yesterday was the first show! It was in a farm that had been built in the middle ages as a fortified manor, so the first thing you see upon arriving is a huge tower and a moat. There is a high coach gate leading to a vast inside courtyard, with climbing roses and red vine on the stone walls.""",
      source="https://jennifermacaire.wordpress.com/2016/02/01/a-horse-show-in-the-countryside/", kind="blog",
      note="trap: pony, ponies, vine"),
    # ---------------------------------------------------------------- a gingerbread house collapses
    R("""Saving the day ~ gingerbread house building

We purchased a gingerbread house kit this year after spying it in a bulk food store, a single kit both younger children were going to spend time building together.

All basic items were ready to build, and the construction was fully in progress.

Things were looking mighty colorful, the home decked with snowy white borders and colorful candy exteriors.


Until.... it all came crashing down, onto the platter underneath of it, landing and mounting up into one big heap.

(they were able to save the roofing...)

They thought they left the step by step construction much time in between building sessions so the royal icing could harden.

In fact, they were determined to have it built well, and solid before decorating. And all seemed quite fine, for a while...

(royal icing works just like glue you know...)

Along comes big sister who had just coincidentally supervised a few children at her work also making gingerbread houses during her shift in the bakery.

With expertly guided hands, all was put back together again, all except for one wall that was rather, pushed inward.""",
      source="http://goeasttheysaid.blogspot.com/2010/12/saving-day-gingerbread-house-building.html", kind="blog",
      note="trap: gingerbread, glue, kit"),
    # ---------------------------------------------------------------- moulting hens
    R("""My chicken run currently looks like a pillow fight gone horribly wrong.  There are feathers EVERYWHERE!!  You'd think some critter got in there, nope not the case.  The weather is supposed to be getting cooler, the days are getting shorter, and my chickens have decided to get naked.  Molt, it happens every year.  The flock loses their feathers in preparation for the winter ahead.  This yearly phenomenon also leads to some pretty silly looking chickens with feathers missing and scraggly bodies.  The worst part is that egg production drops dramatically!  Hens need protein to lay eggs and grow feathers, unfortunately, they can't do both at the same time.  As the feathers fall the hens start using their extra energy to replace them.  Instead of a dozen plus eggs a day, I'm getting four.  Ugh!!""",
      source="https://sunrisethoughtsofawannabefarmer.blogspot.com/2016/10/molt.html", kind="blog",
      note="trap: feathers, flock, run"),
    # ---------------------------------------------------------------- a unicorn birthday
    R("""My baby girl turned 5! To celebrate, I decided on a unicorn theme birthday party. She loves horses and unicorns, and there are so many cute unicorn things available right now. Because I travel so much for work, I really didn’t have a lot of time to throw it all together. The week before her birthday, I was traveling, so I actually did a lot of it via online ordering.
I had the foresight to order her cake in advance. There is this awesome bakery not too far from us where I ordered the cake. When I arrived, I didn’t really have any specific unicorn cake in mind, I just knew I wanted it to have a unicorn on it. They showed me several different cakes, but I was so drawn to this design, I knew it was the one. I absolutely love the gold lettering and horn. I also love the way the hair cascades down the side of the cake. My girl LOVES frosting, so the more the better. Inside, the cake has two layers, one chocolate and one vanilla, so everyone in our little family was happy.""",
      source="https://poshinprogress.com/2019/02/22/unicorn-theme-birthday-party/", kind="blog",
      note="trap: unicorn, unicorns, cake, vanilla"),
    # ---------------------------------------------------------------- the heart chakra
    R("""The practice of yoga brings light to seven energy flows along the spine, called chakras, which translates to “wheel” in Sanskrit. These chakras are believed to influence all areas of your life. The Anahata or heart chakra, is the central and fourth chakra found at your heart center. Predictably, this chakra is all about love and awaking awareness for service, kindness, gratitude, and forgiveness.
To “open the heart” means to find balance and alignment in love and compassion, in terms of giving and receiving. Even small gestures of affection, like smiling at a friend, can fulfill this. Physically, there are ways to open the heart with movement and practice that will bring the heart center higher in alignment. For example, cobra pose, humble warrior, camel pose, and bow pose (just to name a few), are all yoga postures that encourage a higher positioning of the heart by way of the shoulders moving down the back to push the heart forward. Perceiving life through the heart chakra is being in a state of openness, acceptance, and compassion. Open your heart by practicing any Anhata Chakra yoga pose, keeping a gratitude journal, expressing your love to a family member, simply just exchanging a hug today, or spreading love on Valentine's Day. xoxox -Lee-Ann""",
      source="https://twoheartsdanceandyoga.com/blog/2018/2/12/open-your-anahata-heart-chakra", kind="blog",
      note="trap: chakras, chakra, Chakra, cobra, camel"),
    # ================================================================ mixed
    R("""FORT MYERS, Fla. — Fort Myers city employees experienced payroll delays Thursday as the city's new Oracle payroll system encountered technical difficulties during its second implementation.

Watch Fort Myers Community Correspondent Miyoshi Price's report:

Fort Myers employees face payroll delays as new system experiences glitches

City Council member Fred Burson says he'll advocate for returning to the old system if issues persist.

The delays left some employees concerned about upcoming bills, with many relying on their paychecks to cover weekly expenses. City Council member Fred Burson said he spoke with City Manager Marty Lawing about the situation and expressed frustration over the system's performance.

"They're all disappointed that the checks weren't deposited electronically, like they normally are early this morning," Burson said. "A lot of those employees need it on a weekly basis just to survive, and a lot of them still haven't gotten it."

The city implemented the new Oracle payroll system two weeks ago, with the first pay period proceeding without issues. However, the second payroll cycle on Thursday experienced significant problems that delayed electronic deposits for city employees.""",
      T("Oracle"),
      source="https://www.fox4now.com/downtown-fort-myers/fort-myers-employees-face-payroll-delays-as-new-system-experiences-glitches",
      kind="news",
      note="mixed: a city's new payroll system from Oracle (its HR and payroll software); labelled 'Oracle' as the text names it, though the lexicon has no bare Oracle (judgement call)"),
    R("""It's almost a cliché at this point to say that COVID has accelerated digital transformation. But it's certainly true when it comes to commerce, where not only have things accelerated in some cases, but they've fundamentally changed.

Between March 13, when much of the U.S. went into lockdown, and April 24, "new stores on the Shopify platform grew 62% … compared to the prior six weeks," the company told investors. As one of the best established and most comprehensive ecommerce platforms, Shopify allows retailers to quickly spin up online stores without any technical knowledge — along with providing a range of marketing and fulfilment services. That made it an obvious choice for retailers who saw their in-person income evaporate.

"When the lockdown started, I was a wedding florist," Rosemary Nyhoff told Protocol over email. Nyhoff owns Time 4 Flowers, a florist in London, Ontario. She tried selling online before the pandemic, but "didn't push it. It was a way to show myself: OK, I tried it, didn't work, I am meant to do weddings only." But when COVID started, weddings stopped. "There went 90% of my work out the door," Nyhoff said.""",
      T("Shopify"),
      source="https://www.protocol.com/manuals/small-business-recovery/how-small-businesses-pivoted-to-shopify",
      kind="news",
      note="mixed: small shops moving online during the pandemic; Protocol is the publication, not a tool"),
    R("""I recently had the pleasure of introducing some year 8 and year 9 pupils to Python. They had previously dabbled in Scratch, but the idea of writing formal text-based programs was new to them, so we took it slow and steady.
The first lesson was mostly taken up with getting to know Python – we started by typing commands directly into the shell, and then they learned how to open up a new window, type a simple program into it and run the program. By the end of the first lesson they could type up print statements and simple maths statements into a program listing, save it correctly and run it.
Lesson 2 introduced the idea of variables and input. I reminded students at the beginning of the session how to start up a new window and create a program rather than type into the shell, and how to save their program with .py on the end to conserve the colour coding. They were also starting to discover the pleasures of debugging, and learning to look carefully at their code to spot errors. They helped each other out with this, and I showed them how to check not only the area of code that Python highlighted as a concern, but to check just before it as well, as often the error was missing speech marks or closing brackets.""",
      T("Python"), T("Scratch"),
      source="https://coinlea.co.uk/2013/05", kind="blog",
      note="mixed: a teacher introducing pupils to text-based programming; '.py' is an extension, not a file, and the shell is Python's own"),
    R("""Lightroom Photo Process

People often ask how we process our images.  Depending on the size of the wedding we may shoot 2,000 to 3,000 images.  Once of my most recent weddings came in just over 3,200 images.  The first step we take is to arrange the images into groups based on content and then we begin weeding out duplicates, blurry images, blinks, strange looks, etc.  Only after all the sorting is done can we begin working on actual editing.  Adobe's Lightroom product has been the center of our studio for about 5 years.  At first it was basically an orginizational tool I used to manage my images and keep everything straight.  Over the years the product has grown and so has our use.

At the end of the day I don't know how I would manage the volume of images if it weren't for Lightroom.  I can flag images that pop out to me.  I can drop groups of photos into a stack so I can focus on editing and presenting the best images.  When exporting images I have watermarks set up for facebook and the blog but I also have profiles set up for exporting full quality JPGs to my printing site for clients and backup.  Great tools help me make great images.""",
      T("Lightroom"),
      source="http://rickmead.com/blog/2011/11/10/lightroom-photo-process.html", kind="blog",
      note="mixed: a wedding photographer's editing workflow; facebook is where the watermarked photos go (a social site in passing, not labelled), JPGs a file type"),
    R("""Making an allotment plan using Excel

I spent a while Googling to see how other people create their allotment plans. A lot of people had made really beautiful illustrations with drawings of each veg but these seem to serve more as an artwork than a practical plan which you can change as things change on the plot. I’d drawn a plan in my notebook (you can see it in this previous post) which didn’t look very inspiring and was also hard to amend as plans changed.

I decided to give Excel a try and here’s my current plan. It’s pretty satisfying making the different coloured sections for the different crops:


This only shows half my plot – I’ve left out the side which is dominated by the corrugated metal container of rubbish and felled trees.

The raised bed on the far right (close up of it from my plan is below) is the one I’ve done the most planting in so far and it already has garlic, beetroot, radishes, rainbow chard and carrots sown in it.I’ve sown the nasturtiums too but there’s no sign of them popping up so far.""",
      T("Microsoft Excel"),
      source="https://emmasallotmentblog.wordpress.com/page/2/", kind="blog",
      note="mixed: an allotment plan drawn in a spreadsheet; 'Googling' is searching the web, not labelled"),
]
