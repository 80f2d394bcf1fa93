"""Prose of the thirty-third fresh held-out set ("fresh-33"): gardening (hollyhock rust in a newspaper column, an
extension bulletin and garden blogs; mint, sage and basil in pots and on windowsills), myth, religion and history (the
Oracle of Delphi, Apollo and the serpent Python; the Tower of Babel in sermons and a Bible study; Prometheus Bound on
stage), family news and remembrances of grandmothers (a neighbour's 'Ruby Begonia', irises and philodendrons, a list
reading 'Moss, Kill, Tim'), weather (heatwaves with the mercury rising, the Met Office, Covid absences), food and drink
(apple crumbles, Java and Mocha-Java coffees and coffee leaf rust, ruby port in crystal glasses and the passing of the
port), cars and motorbikes (Triumph Bonnevilles, a Mustang, Mercury Cougars and Cyclones, a Cobra Jet engine, a Rocket
Three) -- full of words that are also tool names: rust, Rust, spring, mint, sage, basil, Oracle, Apollo, Python,
Babel, Prometheus, Zeus, Hermes, Ruby, Iris, mercury, Office, Apple, crumble, Java, Jakarta, Mocha, port, crystal,
Triumph, Mustang, Mercury, Cougar, Cobra, Jet and Rocket. Nothing in them names a software tool as software (BBC News
is a news outlet, Stereophonics a band, WD40 a spray): none is labelled.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a paragraph or a few)
and labelled by hand without running the extractor, by the earlier sets' conventions (``--split fresh-33``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ================================================================ gardening: rust, herbs
    R("""Help! My hollyhocks have rusty areas and something is eating the leaves

My hollyhocks have rusty areas on them, plus something is eating the leaves, and the plants look tatty. What can I put on them?

Controlling hollyhock rust is less than easy: you'd have to spray up to twice a week when plants are in rapid growth. The fungus responsible, Puccinia malvacearum, spreads a long way through airborne spores.

Pick off infected leaves the minute you see the black spots that turn to yellow pustules, and bin them (don't compost them). If a plant is severely infected, bin the whole thing.

Don't overcrowd plants, because poor air circulation helps the spores spread. Grow in good, rich, but free-draining soil.

Clear your garden of hollyhocks over winter, to lessen the buildup of rust spores on leaves left on the plant. Rust also attacks malva, hibiscus and lavatera, so they act as an overwintering source as well.

If yours are continually infected, give hollyhocks a rest for a couple of years and instead grow foxgloves, aconitum (monkshood) or delphiniums. As for what's eating them, I'd put my money on slugs, snails and caterpillars.""",
      source="https://www.theguardian.com/lifeandstyle/2013/jul/20/ask-alys-hollyhocks-rust", kind="news",
      note="trap: rust, Rust, bin, spores"),
    R("""Hollyhock – Rust
Q: I have some high mallow on which some of the leaves are turning a yellowish color with little spots on them. Can you tell me what it is?
A: High mallow, Malva sylvestris, is also known as French hollyhock. As such, it is susceptible to the same problems that affect ornamental hollyhock.
In your case, the problem is hollyhock rust, Puccinia malvacearum. The bumps (pustules) are characteristic of most rust diseases.
The fungus overwinters on the bottom leaves and old stems. Cut back the plants immediately after flowering. Clean up old leaves and remove infected leaves as they are noticed.
For maximum protection begin fungicide treatments in early spring when the first leaves are expanding. Fungicides containing chlorothalonil (Daconil), neem oil, or myclobutanil (Immunox) are effective.""",
      source="https://walterreeves.com/landscaping/hollyhock-rust", kind="blog",
      note="trap: Rust, rust, spring (Daconil and Immunox are fungicide brands)"),
    R("""Hollyhock Rust

Hollyhock rust is caused by the fungus Puccinia malvacearum. The rust fungus causes raised brown spots, usually pinhead-size or larger, on the undersides of leaves. The upper leaf surface shows orange to yellow spots. The raised spots may coalesce, killing larger areas of leaves.

Control: Remove diseased leaves. After flowering, cut the plant back to the base and destroy infected plants parts. Fungicides, such as chlorothalonil (Daconil 2787), are effective against rust but frequent applications are necessary to protect newly emerging leaves.

This article originally appeared in the May 26, 1993 issue, p. 79.""",
      source="https://hortnews.extension.iastate.edu/1993/5-26-1993/holrust.html", kind="news",
      note="trap: Rust, rust"),
    R("""How to Spot Rust on Hollyhocks

Rust appears as orange or rust-colored spots on the leaves and stems of hollyhocks. It often starts on the underside of the leaves, making it easy to overlook. Over time, the spots may enlarge and coalesce, causing the leaves to yellow, wilt, and drop prematurely. In severe cases, the plant’s growth can be stunted, and flowering may be reduced.

Signs to Look For

  • Orange or rust-colored pustules on leaves and stems
  • Yellowing and wilting of affected leaves
  • Premature leaf drop
  • Reduced flowering or distorted blooms

How to Treat Rust on Hollyhocks

Early intervention is essential to control rust. Here are effective methods to treat and prevent the disease:

Remove Affected Foliage

Carefully prune and remove all infected leaves and stems. Dispose of these materials away from your garden to prevent spores from spreading.""",
      source="https://greenleafguide.com/how-to-spot-and-treat-rust-on-your-hollyhocks", kind="blog",
      note="trap: Rust, rust"),
    R("""Nothing shows me spring is finally here than some of my perennial herbs like mint, thyme, and oregano finally greening up their pots. If you’re like me, you may have to scrape off some of those fall leaves you never got the time to deal with.

If you haven’t grown anything, herbs are a fine place to start. You just need a few things to get started and before you know it, you’ll have more types of mint than you can possibly keep up with.

Start with a container, herb seeds or seedlings, and potting soil. If you have a friend that gardens already, she may be able to help you on out on all three.

Now the fun part – deciding what to plant. Think of herbs that you like and then do a little research on the web. Some herbs are not easily grown from seed, but others are. Basil and cilantro are easy, but basil grows in the heat of the summer while cilantro likes the cool of spring and fall. They are both annuals. Mint is almost impossible to kill once it gets settled in so it’s a great seedling to buy, or ask a friend for a cutting and put it in some water. It will sprout roots and then you can plant your free plant.""",
      source="http://www.thehealthyhostess.com/?p=4068", kind="blog",
      note="trap: spring, mint, Basil, basil, Mint, fall"),
    R("""Fresh herbs are my favorite plants to grow because most are happy in containers, they are wonderfully aromatic and herbs have the ability to add extra pizazz and freshness to a simple meal. While most herbs thrive in full sun, mint and chives do fine with even 3 hours of full sun. The Mediterranean herbs (rosemary, sage, basil and thyme) require at least 4-5 hours of sun, though more sunshine will have them even happier.

Here are my favorite herbs to grow in outdoor pots:

1. Mint. This is certainly one of the easiest herbs to grow. In fact, there are many jokes about how hard it is to eradicate mint from a garden if it spreads! So keep an eye on the trailing stems and adventurous roots, or it will infiltrate the lawn or garden plot. In fact, this is probably the only herb that should be planted in a container by itself. For variety, ask at your local nursery for chocolate mint and pineapple mint. Who says that we have to stick with only peppermint and spearmint? Mojitos anyone?""",
      source="https://kimandcandace.com/growing-herbs/", kind="blog",
      note="trap: mint, sage, basil, Mint, containers, sun"),
    R("""Herbs are a favorite for us to transplant, their fragrance making that task all the more pleasant. Planting herbs in a pot on the deck or in a window box is a great way to have them handy for cooking all season long. Lemon verbena will fill a 12” pot by mid-summer. Set it in a spot where you will brush by it and enjoy. Mints are best planted in pots to keep them from taking over your garden unless you want them to. Both make wonderful additions to a tea garden! Our 4” potted herbs are planted in CowPots, which will decompose while enriching your plants and soil. Soak the plant in it's CowPot before planting and watch it grow! Pinching back will ensure strong, bushy plants and continuous supply for your culinary pleasure.
An important note about basil; it does not like the cold at all and planting too early in the cool damp spring weather can cause death or Basil downy mildew, a highly contagious disease. This mildew is transmitted through spores and can be blown in on the wind, carried in on clothing, hands, and tools, or travel in the water that's splashed or sprayed from plant to plant.""",
      source="https://robinsflowerpot.com/plants-nursery/herbs", kind="blog",
      note="trap: Mints, basil, spring, Basil, spores"),
    R("""Nothing beats the taste of fresh herbs in a recipe.  Just when it has cooled enough to make some wonderful stews, soups and roasts the herb garden has faded or is already covered in snow.  With a little forethought, you can have fresh herbs growing in your windowsills just as those outside give up the ghost.

You have several options for starting a windowsill herb garden.  Some herbs, such as rosemary, sage and thyme do best started from a cutting.  If your local garden center still has herb plants for sale, that is another option.  In the fall, many retailers have seeds on clearance.  Starting from seed works particularly well for parsley, basil, chives and cilantro.  Follow the directions on the package for sowing and the directions below for indoor placement and care.""",
      source="https://www.jwcc.edu/academics/degrees/local-food/windowsill-herb-garden/", kind="blog",
      note="trap: sage, basil, ghost"),
    R("""4 Herbs For Your Windowsill

At one point, my kitchen windowsill was lined with four mini planting pots: one lavender, one basil, one peppermint, and one cilantro. That was a brief point in time, since I quickly learned that each of these plants are special, with different needs and unique potentials (yes, I learned that by killing them. Or letting them grow wild). But they are worth it!

Peppermint: Say ahhhh! This natural breath-freshener is a delight to have at your fingertips. If you let it, a peppermint plant will grow big time. I snipped the top off of some of the stems in mine to keep it from protruding onto my kitchen table. Mint is a wonderful palate cleanser, and also promotes digestion. If you brew dried leaves into a tea, it’s very soothing to a sick tummy.

Basil: These tasty leaves smell just like Mom’s pizza. Or pesto. Or that Italian dish you love. Its hard-to-miss flavor perks up predictable pasta sauces, and can be a pleasant surprise in fruit-infused water, sandwiches, or ice cream! The trick to basil is watering it daily.""",
      source="https://basmati.com/2016/07/06/4-herbs-your-windowsill", kind="blog",
      note="trap: basil, Mint, Basil, brew"),
    # ================================================================ myth, religion, history
    R("""The Oracle of Delphi is an oracle at the temple of Apollo in Delphi, located at the foot of Mount Parnassus in Phokis. According to Greek mythology, it was built by Apollo on the site of his victory over the monstrous serpent Python. Nominally the main person was a priestess (pythia), but in fact all the predictions came from the priests of the temple.

In ancient times, the oracle had a staggering fame and often influenced the course of history. Many famous historical figures turned to it for predictions, regarding this or that issue. The oracle's answers were taken seriously because they were considered to be decisions "from on high."

The Temple of the Oracle of Delphi

According to Greek mythology, originally on the site of the temple, there was a sanctuary of the goddess Gaia. According to legend, before founding his temple, Apollo killed the guardian of Gaia's sanctuary, the dragon Python (hence the name "pythia").""",
      source="http://interesting-facts.net/world-secrets/the-oracle-of-delphi", kind="prose",
      note="trap: Oracle, oracle, Apollo, Python, Gaia"),
    R("""A very ancient seat of prophecy at Delphi, originally called Pytho, and situated on the south-western spur of Parnassus in a valley of Phocis. In historical times the oracle appears in possession of Apollo; but the original possessor, according to the story, was Gaia (the Earth). Then it was shared by her with Poseidon, who gave up his part in it to Apollo in exchange for the island of Calauria, Themis, the daughter and successor of Gaia, having already given Apollo her share. According to the Homeric hymn to the Pythian Apollo, the god took forcible possession of the oracle soon after his birth, slaying with his earliest bow-shot the serpent Pytho, the son of Gaia, who guarded the spot. To atone for his murder, Apollo was forced to fly and spend eight years in menial service before he could return forgiven.""",
      source="http://www.classics.upenn.edu/myth/php/tools/dictionary.php?method=did&regexp=1239&setcard=0&link=0&media=0",
      kind="prose", note="trap: oracle, Apollo, Poseidon, Gaia, Themis"),
    R("""The Tower of Babel (Genesis 11:1-9)

Note: After the flood, the new humanity goes forth and multiplies. However, we noted that the judgment of the flood did not fundamentally change the problem of the human heart (Genesis 8:20-22). The Babel story gives us the end-result of the flood, and the attitude of most of the descendents of Noah. God commanded humanity to populate the earth (Genesis 9:1), which involved scattering, but humanity in its rebellion against God had another plan.

Note: ‘Babel’ to its founders meant ‘gate or residence of the gods’ but the word for confusion in Hebrew is very similar.

Note: The tower was probably what is known as a ziggurat. It was a massive, solid brick stair case structure. They were commonly seen as the stair case to heaven. Perhaps it is not so different to the pride of humans that drives them to construct the tallest skyscrapers these days.""",
      source="https://sites.google.com/site/mattolliffe/judgment--grace-2-the-tower-of-babel-a-tower-tackled-by-a-tongue-twister-genesis-111-9",
      kind="prose", note="trap: Babel, Genesis, Noah"),
    R("""My sermon from Pentecost (June 8, 2025) on Genesis 11:1-9.
******
So instead of focusing today’s sermon on the story of Pentecost itself – one of the primary Jewish religious festivals that is a little bit different here in the church – I wonder if the story of the so-called “tower of Babel” might reveal something about all those tongues of fire. Now I’ve heard Pentecost described as God fixing Babel – bringing together, in Christ, people who are often divided by culture and language. The community who once had the audacity to build a tower to challenge heaven itself is, through the Holy Spirit, united and given a different purpose. This unity, though, isn’t complete since talking to each other can still be difficult and hard.""",
      source="http://www.stynxno.net/2025/06/08/sermon-diversity-is-a-gift", kind="blog",
      note="trap: Babel, Genesis, Pentecost, Spirit"),
    R("""The Tower of Babel

Introduction to the Text

The first eleven chapters of the Book of Genesis are different from the rest of the Bible. Sometimes they’re called the “pre-history,” mythological tales that are meant to help us understand why the world is the way it is. These are deeply theological– they describe how God intended the world to be, what went wrong, and how God responded to restore the goodness God intended.

It begins with sheer poetry and beauty – “In the beginning, God spoke…” and creation began. Light and darkness, sea and dry land, and all living things, until God made human beings in the very image of God. And it was good, very good. And then God rested.

Then comes a second story of creation, an alternate telling: the story of the Garden of Eden. Adam, the earth-creature, is created, and then beautiful complexity of all living things.""",
      source="https://www.granpres.org/sermons/2017/7/27/tower-of-babel", kind="prose",
      note="trap: Babel, Genesis, Eden, image"),
    R("""The Tower of Babel

June 4, 2023 Pastor: Hardin Crowder Series: Beginning and Blessing

Last week, we focused on Genesis 8, where God remembered Noah and the animals on the ark and caused the great flood waters to recede. Noah sent out two birds to find dry land, first a raven who did not return and then a dove who returned from her second flight with a freshly plucked olive leaf, showing that the land was now inhabitable once again. After a year on the ark, God instructed everyone to leave. Noah offered sacrifices, and God promised never to send a flood of that scale again.

In the following years, God blessed Noah and his sons, instructing them to be fruitful, multiply, and fill the earth. God established a covenant with Noah and all living creatures, promising never again to destroy the earth with a flood. After Noah's descendants grew in number, different tribes and clans emerged. Despite this, we read in Genesis 11 that everyone worldwide still spoke the same language.""",
      source="https://www.doverbc.org/sermons/sermon/2023-06-04/the-tower-of-babel", kind="prose",
      note="trap: Babel, Genesis, Noah, ark, raven"),
    # ================================================================ family news, obituaries
    R("""Saying Goodbye

Our next door neighbor Grandma died today. They just took her away. She was around 96.
Rest in Peace Grandma, she lived a long and happy life. Recently she was fine, like a last hoorah.

She was about the feistiest old lady I have ever met next to my own grandma, Ruby Begonia. She never held back an opinion, ignored what she found offensive, or lightened up if it was offensive to her. She was a hoot.

Her grandson has been planting flowers, mowing, edging, hanging flowers-whatever-for a week. To make her happy. Her yard was one of her vanities-she watched over it like a hawk.

She had a very loving family and she will be missed.""",
      source="http://detroitautomotivemeltdown.blogspot.com/2009/05/saying-goodbye.html", kind="blog",
      note="trap: Ruby, hawk"),
    R("""Today would have been my Grandma Char’s 76th birthday. Shortly after her birthday last year we learned that she had terminal cancer, and last February she passed away.

My grandma was very artistic and loved encouraging her 11 grandchildren in their creative pursuits. When I first became interested in gardening around age 9 or 10, she gave me cuttings from her plants to get me started. I took home cuttings from her Burro’s Tail, Pregnant Onion, various Ivies and from her Philodendron. When she was still able, we would garden together. She would take me out to lunch and then afterward we’d do some gardening work at her house. She taught me about loosening the roots of a transplant and about subdividing clumps of Iris. I would often spend the night and she would read old Yiddish fairytales to me before I went to bed. I loved every second of it.

Just before she got sick, she re-landscaped her front and back yards. The end result was beautiful and very modern. She incorporated some of her favorite plants. She loved bearded irises, geraniums, gardenias, and this peculiar cactus that she had for over 20 years, maybe even 30.""",
      source="http://lifeonthebalcony.com/remembering-grandma/", kind="blog",
      note="trap: Tail, Onion, Iris, cactus, roots"),
    R("""Early this morning, my grandmother--my dad's mother--passed away.  With multiple severe health problems, she had been struggling for quite a long while (years, actually), so we are happy to know that she has had her last bad day.  Still, she will be missed.  She was such a spunky, no-nonsense, warm and loving, tough old bird.  She was happiest in her garden or surrounded by her family or both.  This picture was taken four years ago in that back garden she loved, with our wee Ellie following behind.

Selfishly, I'm so happy we went to visit her during our initial arrival time back in the States.  Jetlagged and overtired, we drove down from DC to spend a few hours and let her see the kids, and it was a very good visit.  I will fly to Virginia Beach to attend her service this weekend.""",
      source="http://amuseabroad.blogspot.com/2012/05/because-life-is-like-that-sometimes.html", kind="blog",
      note="trap: bird, service, DC"),
    R("""As many of you know, my grandma had been very ill, battling with terminal cancer. She sadly passed away at the end of August, with my sister by her bedside. Here is what I am reading today, at her funeral.

I have many recollections of holidays up in Yorkshire with grandma when I was a child. One particular year she played BonyM non-stop in her car. I still remember all the words to those hits and I did burst into tears in the car the other week when I heard Ma Baker. Not a song I thought I would ever cry listening to.

There was a point when my husband was between jobs and he used to come up to help grandma in the garden. She would leave lists of what needed doing. She was a great list writer, simply jotting things down as they popped into her head. On this particular occasion, my husband walked into the kitchen to find an empty house and a list with three things on it: Moss, Kill, Tim! Needless to say, he was slightly concerned for a few minutes until grandma said his job for the day was to kill the moss.""",
      source="https://www.helpfulmum.com/2014/09/goodbye-grandma.html", kind="blog",
      note="trap: Kill, kill, Moss, Baker"),
    # ================================================================ weather
    R("""Britain is basking in what could be the country's hottest ever today - with forecasters predicting a possible high of 39C.
As the mercury soared across the country earlier this week, forecasters say the heatwave could come to a sizzling peak today - coinciding with thunderstorms overnight and into tomrrow.
The Met Office says weather conditions will be similar to continental Europe, with sizzling highs in the day and muggy conditions continuing overnight this week.
Records could be broken not only for July, but the UK could see 'all time records' smashed.
Today is expected to see the peak in temperatures with 39C possible in the south east of England.
Met Office chief meteorologist Paul Gundersen said: "The UK will experience another pulse of high temperatures this week, with the possibility of records being broken for not only July but also all-time records.
"The weather setup is broadly similar to the pattern that brought high temperatures to much of continental Europe at the end of June.\"""",
      source="https://go569.com/blog-1-2.html", kind="news",
      note="trap: mercury, Office"),
    R("""The UK’s third heatwave of the year is expected to peak early today with temperatures soaring to a possible high of 34C.
Scotland has already recorded its warmest day of the year so far with a high of 30C, where fire crews spent a second day tackling a wildfire in Perth as extreme fire warnings covered much of the country.
The hottest temperatures are expected in the Midlands and south Wales – where heat damage closed a railway line, affecting thousands of fans travelling to a Stereophonics concert in Cardiff, according to BBC News.
Temperatures are expected to be widely in the high 20s to low 30s in England and Wales, while the mercury could rise to 33C or 34C in south Wales.
Northern Ireland could see highs of 29.5C, which would also make it the warmest day of the year there.""",
      source="https://www.gdnonline.com/Details/1358150/UK-heatwave-to-peak-with-temperatures-reaching-34C-",
      kind="news", note="trap: mercury, Perth, Stereophonics"),
    R("""ritons are warned of widespread disruption as temperatures appear to reach a dangerously high peak in the coming days.
Forecasters believe there is a 30% chance that the mercury will break the current UK record of 38.7C, set in Cambridge in 2019 as temperatures continue to rise over the weekend and into the next week.
An “orange” warning of extreme heat affecting much of the England and Wales on Sunday and Monday says there could be life-threatening or potentially serious illness, with adverse health effects not just limited to the most vulnerable.
There could also be road closures and delays and cancellations of rail and air travel, while ambulance services in England are at the highest level of alert as hot weather issues combine with Covid absenteeism among staff and ongoing delays in transferring patients to A&E.""",
      source="https://news.watchmtv.co/?p=28862", kind="news",
      note="trap: mercury, rail, Covid (the stored copy drops the first letter of 'Britons')"),
    R("""Prometheus is punished by Zeus for giving fire to humanity. Hephaestus is tasked with chaining Prometheus on steep mountain rocks. Cratus and Bia keep watch on the reluctant Hephaestus. Oceanus’ daughters, the Oceanids, lament the hero’s torment. Prometheus and Oceanus discuss Zeus’ cruelty. Enter another creature who has suffered the wrath of the gods: Io, Zeus’ mistress. He once transformed her into a heifer to save her from Hera’s jealousy. In response, Hera dispatched an annoying gadfly to relentlessly pursue Io to the end of the world. Prometheus foretells her future, linked with his own, since a distant descendant of Io is destined to set Prometheus free several years in the future. Prometheus also foresees the fall of Zeus. However, he refuses to disclose the exact circumstances of Zeus’ fall to Hermes, the messenger god. The tragedy reaches its climax with a raging Zeus unleashing his thunders against Prometheus, the still-resisting prisoner retaining his free will.""",
      source="https://aefestival.gr/?lang=en&p=58585", kind="prose",
      note="trap: Prometheus, Zeus, Hermes, Hera, Io"),
    R("""Not much happens in the ancient Greek tragedy “Prometheus Bound” (long thought to be by Aeschylus, but now the center of a major authorship debate). Despite the lack of action, it is a starkly powerful piece of literature, full of defiance in the face of tyranny.

The play shows us Prometheus, a rebellious god, shackled to a mountain at the ends of the earth (Zeus has ordered him chained there to punish him for giving fire to the human race). Mostly Prometheus rails about the necessary suffering of life, and hurls proud insolence at the absent Zeus.

Aquila Theatre Company uses a stunning combination of austere spectacle and verbal and athletic pyrotechnics to illuminate classic theater texts, and that vibrant approach is in full effect here.""",
      source="https://dramaqueennyc.com/2010/10/14/archive-review-prometheus-bound/", kind="news",
      note="trap: Prometheus, Zeus, Aquila"),
    # ================================================================ food and drink
    R("""Apple crumble

4 Bramley apples (cooking apples)
50g sugar
Juice of half a lemon

Crumble topping

150g flour
75g butter
50g sugar

Pre-heat the oven to 180 / 350 / Gas mark 4.

Peel, core and slice the apples. As you do this, put the slices into a bowl containing the lemon juice. The juice adds flavour and also stops the apples from turning brown.

In the food processor mix the the flour, butter and sugar until the mixture has the texture of bread crumbs. Or rub the butter into the flour and sugar by hand.

Assemble the crumble by putting the apple filling in a buttered, shallow oven proof dish or baking tray. Sprinkle on the topping, covering the apples in a deep layer of crumble.

Bake in the oven for 30 minutes or until the topping is golden brown. Serve hot with cream, creme fraiche, custard  or vanilla ice cream.""",
      source="https://coffeetable.tv/2014/10/12/apple-crumble/", kind="recipe",
      note="trap: Apple, apples, apple, crumble, Crumble"),
    R("""Apple crumble

Made to Grandma's specifications (and Grandad's custard requirements).

For the topping you'll need:

4 oz flour (whatever you've got most of will do)
1.5 oz granulated sugar (brown demerara makes it nice and crunchy)
1.5 oz butter, cut into small pieces
a little cinnamon

Tip the flour, sugar and cinnamon into a large bowl, and mix. Add the pieces of butter, then attack everything with a fork - the idea is to break up the butter and combine it with the flour/sugar mix, until everything looks like fine breadcrumbs.

Cover with the crumble topping, and pop in a hot oven (180 degrees C ish) for 20-30 minutes or so, until the apples are bubbling and the crumble top is golden brown (now I come to think of it, it's easier to see this if you've got a glass dish!).

According to Grandad, crumble has to be eaten with custard, preferably Bird's custard. I thoroughly agree - it's the best bit. You'll need to buy a tin of powder, and add milk and a little sugar.""",
      source="http://recipesformillie.blogspot.com/2009/01/apple-crumble.html", kind="recipe",
      note="trap: Apple, apples, crumble, fork, tin"),
    R("""This is one of my most-requested recipes. It works well with many other fruits – just use a similar weight of prepared fruit when assembling the crumble to achieve a nice balance of fruit and topping.
I particularly like the filling made from either apples, apples with some sort of berry (blackberry, raspberry or elderberry are especially good) and plums. Flavour-wise, it at its very best when eaten warm, so the fruit isn’t too molten, and the topping is buttery and crisp.
Apple and Blackberry Oat Crumble
Serves 6
Ingredients
For the filling
900g cooking apples, peeled, cored and chopped into 2cm cubes
50g caster sugar
100g blackberries
For the topping
100g plain flour
100g chilled butter
50g light brown soft sugar
50g rolled oats
Method
Preheat the oven to 180C/ 350F/ Gas Mark 4
Place the apples, sugar and blackberries in a baking dish and stir together to combine.
In a mixing bowl, add the flour and butter and rub together until it resembles breadcrumbs.
Stir in the sugar and oats and then sprinkle the crumble topping evenly over the fruit in the baking dish
Bake for 30-40 minutes until the crumble topping is golden brown and the fruit is tender and bubbling.""",
      source="https://www.charlottepike.co.uk/author/charlotte/page/3/", kind="recipe",
      note="trap: apples, Apple, Blackberry, Crumble, crumble, raspberry"),
    R("""This time of year is apple-picking, cider-making season, for fruit just off the trees, and apples don’t get tastier than that.
At no other time of the year, do apples taste as good as they do from the end of August to the middle of October.
It’s also the time of year when that wonderful pudding we call a crumble really comes into its own. It seems in recent years to have been supplanted by the pie, which is a shame, if you ask me, because for a proper pudding, with a dollop of cream, a spoon or two of ice cream, or a splurge of custard, you can’t beat the humble crumble.
And apple crumble is probably the best sort of crumble.
You’ll need:
2 Bramley (or other cooking) apples, peeled and sliced (I didn’t peel them)
opt. handful or two of berries
75g butter
125g sugar
150g self-raising flour
opt. handful of oats""",
      source="https://lifeevercrafting.com/2020/10/14/autumn-apple-crumble/", kind="recipe",
      note="trap: apple, apples, crumble, pie"),
    R("""Day 9 of the RISE Coffee Countdown Calendar - Indonesia, Old Brown Java Brown
Origin: Indonesia
Location: Java
Altitude: 1,800 masl
Bean: Arabica
Varietals: Mixed
Process: Washed
Tasting notes: Dark chocolate, nutmeg and clove
Why Alice and Ben love it: The smokiest coffee in the calendar with a slight musky taste. This one has been roasted slightly darker than the other coffees, so we'd definitely recommend trying with milk. This coffee should wake you up and get you jumping around the house like Rudolph.
About the coffee:
Java Brown coffee, grown on the Indonesian island of Java, is loved for its rich history, distinctive flavours, and traditional farming methods.""",
      source="https://risecoffeebox.co.uk/pages/day-9-indonesia-old-brown-java-rise-countdown", kind="blog",
      note="trap: Java, Bean, Rudolph"),
    R("""Java is an island in Indonesia, home to Jakarta. Coffee cultivation in Java likely started with the Dutch, who initially planted coffee near the capital of Batavia, in the region of Bogor. This area is now famous for tea.

Historically, Java coffees were wet-processed, with a clean cup for an Indonesian coffee. While many Indonesian coffees from Sumatra and Sulawesi were wet-hulled and had a more rustic set of flavors, Java was wet-processed coffee, a cup without earthy or mossy flavors.

(Java also refers to a variety that is unrelated to Java the island, a type found mainly in Central America but supposedly originating in Cameroon. See Java Variety).""",
      source="https://library.sweetmarias.com/glossary/java/", kind="blog",
      note="trap: Java, Jakarta, Sumatra, Batavia"),
    R("""I can't begin to tell you how important the island of Java is to the history & development of coffee. In fact, this is the origin of specialty coffee as we know it. Up until a century ago, coffees from Java commanded prices up to fifteen times the standard price elsewhere. And your organic Java Taman Dadar, a name which translates to "the flower garden", was grown among the most legendary of all Indonesian coffees. The Dutch, having smuggled live coffee cuttings from Africa, began growing coffee shrubs on the island in the 17th Century, and coffee was exported on a global scale ever since. It's no coincidence that the word itself, java, is synonymous with the dark, caffeinated drink we all love so much..
As coffees from Java traveled along trade routes West toward Europe, traditional Java encountered a radically different coffee at the port city of Mocha; although our Ethiopian Guji Natural Sidamo isn't from Yemen, it's flavor profile is very similar. If you blend the Java with the Sidamo, fifty-fifty, you can make your very own Mocha-Java blend.""",
      source="https://oldbisbeeroasterscoffeelog.blogspot.com/2014/09/java-taman-dadar.html", kind="blog",
      note="trap: Java, java, Mocha, port"),
    R("""This coffee is sourced from family-owned farms located near the villages of Curah Tatal and Kayumas on the island of Java, Indonesia. In the 17th Century Java coffee was first cultivated in low lying areas, but by the late 19th Century coffee leaf rust had destroyed production, forcing new coffee cultivation into the highlands where high altitudes and volcanic soil provide perfect growing conditions. Smallholder organic coffee production is atypical of the region which is dominated by large government run coffee estates established by the Dutch in the 18th century. Taman Dadar, meaning flower garden, aptly describes the way smallholder coffee is cultivated, colorfully inter-cropped with parkia beans, avocados, erythrina, albizia, and leucaena trees, which produce food for local consumption and shade. Java Taman Dadar is wet-hulled, a uniquely Indonesian processing method in which the coffee parchment is removed before the final drying is completed, producing a hallmark Indonesian flavor.""",
      source="https://burmancoffee.com/product/green-coffee-beans/indonesian-java-kayumas", kind="blog",
      note="trap: Java, rust, beans"),
    R("""In some cultures, a ruby is said to make sorrow disappear and banish bad thoughts. Roman brides wore red veils, called flammea, symbolizing love and fertility. Rubies carry many of the properties associated with red -- ardor, beauty, health, wealth, and love.

Vintage ruby port, like a good marriage, ages gracefully into a sweet depth. Find a bottle from the year of your marriage by consulting with an oenophile. Serve it at an intimate dinner party, with a dessert of Stilton cheese and firm pears.""",
      source="https://www.marthastewart.com/7924329/celebrating-wedding-anniversaries-ruby", kind="blog",
      note="trap: ruby, Rubies, port"),
    R("""Toast the New Year

On New Year's Eve I will toast the end of 2012 with a small glass of port, one of the few forms of alcohol that I drink regularly. I will serve it with a few slices of Stilton cheese and some wheat biscuits. Friends would serve port with room-temperature chocolate, but I'm not as big a chocolate eater as I once was, so I no longer have much around. Besides, I prefer the cheese.

Port wine has a higher alcohol content than most other wines, so a little goes a long way. It is a sipping wine rather than a drinking wine. Personally, I'm a fan of ruby port, which is slightly fruitier than tawny. Tawny is aged longer and has a slightly nutty flavor.

My very favorite port is Graham's Six Grapes Reserve Port. It costs about $20 a bottle. As ports go, it is probably a mid-range price, but I've tried several of the less expensive brands and most lack richness and depth. Most wine lover recommend serving port in an oversized glass to better enjoy the aroma, but I don't. I have some very pretty crystal glasses that I like, so I use them instead.""",
      source="http://playswitherfood.blogspot.com/2012/12/toast-new-year.html", kind="blog",
      note="trap: port, Port, ruby, crystal, Toast"),
    R("""Vinho do Porto—called “Port” in English-speaking countries—is a fortified sweet wine from the north of Portugal.  It is made of fermented grape juice, “fortified” with distilled grape spirits (similar to brandy). This stops the fermentation process (that is, the conversion of sugar to alcohol) resulting in a sweeter, lower proof wine.  Because it is sweet, it is usually served after supper in small, stemmed glasses.

The set of six crystal stems, shown above, are perfect for any after-supper nip.  Whether serving port or sherry, the cut crystal bowls will catch the light nicely while the gently reeded stem provides a wonderful hand feel (1930’s-1950’s, $145).  The snootiest (and most humorless) of connoisseurs might argue a difference between a port and a sherry glass, the latter being slightly taller (more flute-like).  My advice?  Use this glass for either and leave your know-it-all friends at home.""",
      source="https://leodesignnyc.com/blogs/journal/glassware-galore-part-iv", kind="blog",
      note="trap: Port, port, crystal, stems"),
    R("""Port purists would use a plain crystal Port Decanter so you can view the nectar clearly. Usually the Port Decanter will have a more bulbous base and relatively short neck. This allows a greater surface area for oxygen to mix with the wine allowing it to develop faster.
A fun and traditional way to serve port is by using a Hoggit Decanter. This is a round bottomed decanter with a separate base normally Wooden or a Silver Hoggit base. The idea is that the Host having filled the glass of the Guest to his right passes the Port to his left and the Guests then always fill the glass to their right before passing on to the left and the decanter passes around the table and is returned to the base.
It is also traditionally bad form to reach for the Port or to directly ask for a refill. If the Port is stalled in its travel or becomes anchored to the table the proper way to request it is to ask the nearest person to the Port if they know the Bishop of Norwich, a reference to an alleged stingy character. Should the reply be No I do not know the Bishop of Norwich, the riposte should be He is an awfully nice chap, but he never passes the port!""",
      source="https://havens.co.uk/blogs/product-buying-guides/choosing-and-buying-a-port-decanter-1", kind="blog",
      note="trap: crystal, Port, port, Host, Silver"),
    R("""Speaking of red & port, I learned - by a very expensive lesson - why port is left.
Shortly after my promotion to Sergeant/SGT in the RAAF, the Sergeant's Mess had one of their dining in nights. Almost compulsory... & this was my very first formal attired function with my new rank... had no bloody idea what to expect or how to go about doing 'the right thing' at the time... so just followed those in front or beside me!
All went well until the port was being passed around.
Made a very careful effort to pour the port into the glass... phew, managed it without dribbling down the outside of the glass or the bottle onto the starched, white table cloth!
Placed the decanter down onto the table cloth beside my glass.
The room went deathly quiet.
The senior Warrant Officer in charge of our Mess stood up & thanked me for offering to 'shout the bar' .
Apparently, during these functions, the decanter is never placed on the table from the moment it enters the room until it leaves the room!
My mess bill for that month was $348.""",
      source="https://www.ozervnews.com/forum/viewtopic.php?p=28655", kind="blog",
      note="trap: port, Mess, bar"),
    # ================================================================ cars and motorbikes
    R("""Almost 20 years ago I restored this 1968 Triumph Bonneville and put it on display in our living room:

Over the years, even being inside, it has gotten dingy and dull.  It is time for a little restoration and freshening up.  Although I rode it once after I restored it the first time, I had always planned to put it on display.  This time, I think I'm going to try to make it a rider.

Just like the Mustang, anytime you do a restoration you have to decide whether to keep it strictly original, or make it better and more modern and usable.  The Mustang helped me decide on the latter course of action for the Triumph.  I like the idea of making it usable rather than just a pretty face.  For this reason I plan to replace the original zinc plated spokes with stainless steel ones, replace the rock hard old tires with new ones, and install an electronic ignition rather than the old points and condenser type.""",
      source="https://thegoodroads.blogspot.com/2015/11/", kind="blog",
      note="trap: Triumph, Mustang, zinc"),
    R("""I'd initially planned to do a rolling restoration of the 1971 Triumph Bonneville project, but the state of the engine and my desire to get it back to a place where I can enjoy an updated, dependable but mechanically sympathetic restoration (I want the bike to retain its patina, but I also want it to be dependable) made a rolling restoration impractical.  The engine is lined up for a new 750cc head and electronic ignition system, but before all of that I have to get the frame and wheels sorted out so that I can put the upgraded engine back into a sorted rolling chassis.

With the bike in pieces, I'm restoring all parts that I can reuse.  This usually involves some WD40, a toothbrush or wire brush depending on how filthy it is, and then a dip in a hot ultrasonic bath for small pieces to get them back to fresh.

Into the rear brakes. Like everything else on this old bike they are much simpler than modern hydraulic brakes.""",
      source="https://tkmotorcyclediaries.blogspot.com/search?q=restoration", kind="blog",
      note="trap: Triumph, engine, frame, chassis"),
    R("""Mick Holmes is one of those all-round decent guys who not only gets great pleasure from restoring classic motorcycles, but he also tell his wife how much he spends on them. Whatever next? So it was most fortuitous that I should meet up with him only a couple of months after he commenced his rebuild of a classic 1961 Triumph Bonneville.

Mick has an impressive collection of classic metal, including a very tasty 650 Super Rocket and a Rocket Three – the early one, I hasten to add. But in the autumn of 2015, just when he was hankering after a project, he came across an unloved Bonneville at the Stafford Show being sold by Yeomans Motorcycles, a company established back in 1972 that deals especially with classic bikes and parts.""",
      source="http://www.pressreader.com/uk/real-classic/20190202/281573766928247", kind="news",
      note="trap: Triumph, Rocket, metal"),
    R("""Restoration: 1968 Mercury Cougar

In October, 2003 an opportunity presented  itself to me, by a friend I knew online. It was the chance to own a “project car” without having to pay anything except license,  registration and title/transfer fees. So I set off to Santa Rosa to pick  up my new toy. I was told it ran but needed work and a lot of TLC. The  current owner had inherited from his grandmother, who was the original  owner of this 1968 Mercury Cougar.

The major problem is rust, not only on the roof where the black vinyl top was. I have started pulling  the car apart starting with the trunk and working my way forward. While I cannot overlook the fire damage (electrical issue) in the truck and on the backseat, I have spotted areas of rust through out the trunk, but not nearly as severe as the roof. I have attempted to stabilize the rust  using Jasco Prep & Primer to convert it to a paintable surface,  followed by a primer.""",
      source="https://the6thfloor.com/2004/08/", kind="blog",
      note="trap: Mercury, Cougar, rust, trunk, Primer"),
    R("""Here's a 68 Mercury Cougar that I painted for a used car lot in 1989. It sat
under this carport for 5 or 6 years before a tornado came through and dropped
the carport on top in it. Now see what can happen if you let your classic sit
and wait for that "one day" when you start to restore it. - JC
Here is a 68 Mercury Cyclone GT, that my friend bought for $650 (we saved $50 by towing it home ourselves).
It had been sitting for 17 years and not started in the last 10 years. We had it running again in an afternoon.
It has a 325hp 390,C-6, 3:50 limited slip 9in rear. - JC
This 1970 Cyclone Spoiler has been
sitting since 1993. It still has the 429 Cobra Jet engine and it still runs but has some body damage...Allen""",
      source="http://www.carsinbarns.com/Blue%20Ovals%20In%20Barns/pg6.html", kind="blog",
      note="trap: Mercury, Cougar, Cyclone, Cobra, Jet, tornado"),
    R("""Tony said his father bought the Mercury Cougar back in 1979 but since then, it’s been sitting around for 20 plus years.
“It’s missing the roof, the floor was done, there was quite a bit of damage on the quarter panel,” Tony said.
Tony gave it some much-needed repairs. It took two different car roofs, lots of parts, and months of hard work.
“I’ve never dreamed that I would see my car again like this,” David said. “The fact that my son did it for me is beyond my wild expectations.”
David said the car means a lot to him. It was his first car in high school and made it all the way to his wedding.
“I’m so proud of my son, it’s just really hard to take all this in,” David said. “I’m excited that the car is back alive and you know now I just have to protect it all over again.”""",
      source="https://kobi5.com/news/central-point-man-surprises-father-with-refurbished-car-100564/", kind="news",
      note="trap: Mercury, Cougar"),
]
