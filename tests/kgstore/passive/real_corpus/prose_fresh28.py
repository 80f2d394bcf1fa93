"""Prose of the twenty-eighth fresh held-out set ("fresh-28"): knitting and crochet (yarn swifts and ball winders, shell
stitch blankets), baking and drinks (coffee cake and streusel, ruby grapefruit salads, ginger shrubs), music (Crystal
Castles at festivals and clubs, the Rolling Stones in stadiums, a town's gig guide with a band called Colour The Atlas),
hiking and climbing (the Atlas mountains and Toubkal with mules, Alpine routes and starts, a ridge marked by cairns,
Whymper on the Alps), obituaries and anniversaries (four women named Ruby, golden weddings), motor racing (Jaguar
E-Types at Oulton Park and Goodwood, a Jag whose lorry's gearbox is wrestled 'like a python', a Shelby Cobra, the Suzuki
Swift Sport Cup) and fishing reports (trout, spools and reels, Spring Creeks, boat ramps, a forgotten drain plug) --
full of words that are also tool names: swift and Swiftly, shell, yarn, Ruby, Crystal, Rolling, Atlas, Alpine, cairns,
Jaguar, python, Swift, Spring, Mules (Moscow Mules), Gateway, pattern, machine, release, bug and plug. Nothing in them
names a software tool as software (YouTube and Facebook appear as sites, Hallmark and Knit Picks as shops): none is
labelled.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a paragraph or a few)
and labelled by hand without running the extractor, by the earlier sets' conventions (``--split fresh-28``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ================================================================ knitting and crochet
    R("""How to Wind Yarn with a Swift: A Step-by-Step Guide
Winding yarn with a swift is an essential skill for any knitter or crocheter who wants to streamline their yarn management process. A swift is a handy tool that holds the skein of yarn steady while you wind it onto a ball winder, making the task much quicker and more efficient. In this article, we will walk you through the steps of how to wind yarn with a swift, ensuring that your yarn is neatly organized and ready for your next project.
Step 1: Gather Your Materials
Before you begin, make sure you have all the necessary materials on hand. You will need:
– A skein of yarn
– A swift
– A ball winder
– Scissors (optional)
Step 2: Attach the Swift to a Fixed Object
To use a swift, it must be securely attached to a fixed object, such as a table or a wall. Ensure that the swift is stable and won’t move while you are winding the yarn. If you are using a wall-mounted swift, make sure it is properly anchored.""",
      source="https://lihongcong.com/?p=47367", kind="blog",
      note="trap: swift (the yarn tool), yarn, skein"),
    R("""Winding Swiftly
When I buy yarn I always opt out of having it wound because I never get to use it right away. I end up winding my balls by hand right before I use them. I have a ton of knitting tools, in many cases multiples, but when it comes to winding skeins I use chairs, my husbands hands, my own feet... Just the other day I had a skein of yarn layed out in a circle on the floor and I was cursing all of the tangles I was making while trying to wind my ball, it was really slowing me down and so frustrating.
I told my husband "You know what's funny? They make a tool for this."
All these years of knitting and ball winding, I've finally come to my senses... It helps that Knit Picks was blowing them out at $50 a piece!
I just wound my first ball this morning using my new swift, it went very smoothly, no tangles. I am a very happy knitter :)""",
      source="https://janerichmond.com/en-ca/blogs/blog/winding-swiftly", kind="blog",
      note="trap: swift, yarn, Swiftly (Knit Picks a yarn shop)"),
    R("""5 tips for using a ball winder and swift

I recently got back from a terrific visit to my parents' house. Besides the usual treats (lots of hugs, steamed crab dinners and fresh country air), I received a couple of early Christmas presents. True, they were gifts to myself, but I was just as excited to open them as I am on Christmas morning. Last summer, Austen wrote about the wondrous workings of the ball winder and swift. I had no idea that you could turn tangled hanks of yarn into tidy balls in no time at all. I figured it took four hands, a vast knowledge of curse words and ninja-like knot-untangling skills to produce a ball worth knitting. But it doesn't! How a Swift Works The swift works like an umbrella. You loop a hank of yarn over it, then push the centre piece up to tighten the yarn. (Back in the good old days, my dad acted as a human swift, holding the yarn between his outstretched hands while my grandmother wound balls of wool.)""",
      source="https://www.canadianliving.com/home-and-garden/diy-and-crafts/article/5-tips-for-using-a-ball-winder-and-swift",
      kind="blog", note="trap: swift, yarn"),
    R("""Winding swiftly now

Ever since I spent about 1 hour winding a hank of yarn manually into not-such-a-perfect skein, I've understood what all the fuzz about swifts is about. (Some yarns don't come in skeins or balls but in hanks, they have to be wound into skeins, so that you're able to work with them.)

My creative husband at once offered to built one - first wanting to create a prototype, to learn about building the perfect swift. Well, for me the current version is as perfect as it gets already, and I'm so thrilled to have my own swift now! He built it to use with a floor stand as well as with a table fastener, and carved and painted a whole lot of loving into it as well :)

On the floor stand he painted: "From spinner to swift then into a ball, to the hand of the knitter who knits love into all.\"""",
      source="http://elisasbits.blogspot.com/2012/12/winding-swiftly-now.html", kind="blog",
      note="trap: swift, yarn, prototype"),
    R("""As previously mentioned, my parents purchased a "Wool Winder" for me for my birthday. My mother asked me not long after if it did what it was supposed to do, and I was reminded how many people don't know about winding yarn into balls, what a "swift" is, etc.(knitters included). So here's your tutorial:
1. Not all yarn comes in a skein like you think of coming from a craft store, the skein we're all familiar with which just unwinds from the center or the outside. Some yarn comes in a skein like these: Which will NOT unwind simply. They unwind like this:
They're just big loops of yarn, twisted up to prevent tangling.
2. To use these skeins you must wind them into a ball. "In the old days", a woman would enlist her husband or children to hold the skein on their hands and she would wind a ball by hand from this. Some people still do that, but it's not always a "woman", or "husband", or "children". I personally experimented quite a bit with chair backs and tripods to replace the husband or children, although I'm still a "woman".
3. These days, most knitters who encounter any number of these pesky un-wound skeins will acquire a "swift" which holds the yarn, and a "ball winder" which winds the ball with a turn of the crank. I considered making a movie of this for you, but found a suitable substitute on YouTube. You will find this little girl much cuter than I.""",
      source="http://yarnenvy.blogspot.com/2007/02/yarn-winding-for-muggles-or-recently-un.html?showComment=1170881460000",
      kind="blog", note="trap: swift, yarn, tutorial (YouTube a site, not labelled)"),
    R("""~Crochet Shell Blanket~

Shell blankets are beautiful. In my opinion, the shell stitch is one of the simple and prettiest stitches crochet has to offer. I've made 3 shell blankets but I gave them away before I could take a good picture. I know, not very smart. I kept thinking that I will make another blanket and take a picture of that one. I said that several times and the last time, I actually took a picture but it was a quick one on my phone. Now, here I am wanting to share my shell pattern with you and I only have a blah picture I took with my phone. Luckily, my good friend Kim was nice and gave me one of her shell blanket pictures. Isn't she sweet to share? The funny thing is I used the same yarn she did on one of my blankets except for the girl version with pink, white and brown yarn. 
~Crochet Shell Blanket~FREE PATTERN
The yarn we used was Red Heart's TLC Baby yarn. The blue, white and brown multicolor yarn in the picture is called, Snooky. The pink, white and brown I used is Neapolitan, like the ice cream flavor. You can check out their other solids and multicolors here.

I have also made this blanket with Red Heart's Soft Baby Steps and Hobby Lobby's exclusive yarn, I love This Yarn. I am making another crochet shell blanket with 10 different colors and each row I change to a different color. You can do ombre colors, stripes, rainbow, etc.""",
      source="http://crafty2thecore.blogspot.com/2014/03/crochet-shell-blanket.html", kind="blog",
      note="trap: shell, Shell, yarn, pattern (Red Heart and Hobby Lobby are yarn brands and shops)"),
    R("""Crochet Pattern: Shell Stitch Blanket

The shell stitch blanket is simple yet elegant. It is crocheted with rows and rows of shell stitches. Each shell stitch is staggered so that it creates a beautiful pattern. This is intended to be a generic blanket pattern, so that you can create any blanket size that you desire. Simply follow the initial instructions to determine the proper number of foundation chains needed for your desired blanket size.

Crochet Pattern: Blanket
Row 1: make a chain as wide as you want your blanket.
(Note: the number of chains should be a multiple of 6, since each shell uses 6 chains.)
Row 2: ch 2, sc in second ch from hook, (skip 2, 5 dc in next ch, skip 2, sc in next ch) across, changing color in last sc made
Row 3: ch 2, turn, 2 dc in next sc, skip 2, sc in next dc (skip 2, 5 dc in next sc, skip 2, sc in next dc) across, skip 2, 3 dc in last sc, changing color in last dc made""",
      source="https://www.crochetspot.com/crochet-pattern-shell-stitch-blanket/", kind="blog",
      note="trap: shell, generic, chain, hook"),
    # ================================================================ baking, salads and drinks
    R("""Coffee cake is served with coffee, typically sweet and spiced to complement coffee’s strong flavor. Coffee cake is another kind of cake with layers being baked together simultaneously. Unlike the tarte Tatin, a layer of crumb, similar to Germany’s streusel, is spread and baked atop the cake batter. Streusel means sprinkle or strew in German, referring to the crumbly topping of flour, oats, nuts, sugar, butter, and spices. The cake itself, however, is usually made with oil for a tender and moist texture.
The challenge to baking a layer atop the cake is how to keep it from burning while the cake batter still rises fully, being weighed down by the topping. To get a proper rise, the cake is usually baked in a wide and shallow baking pan to shorten cooking time, which also prevents the top layer from being burnt from overcooking. Unlike apples, the streusel does not sweat while being cooked, which could make for a sloppy cake from the extra liquid seeping down into it.""",
      source="https://hardlyplaying.blog/2023/12/29/coffee-cake", kind="recipe",
      note="trap: coffee (java), layers, batter"),
    R("""Ruby Grapefruit, Avocado, and Spring Onion Salad

(recipe, Alice Waters)

  1. 2 large or 3 medium ruby grapefruit
  2. 2 tsp. Champagne vinegar
  3. Salt and pepper
  4. 5 Tbsp. extra-virgin olive oil
  5. 3 handfuls arugula
  6. 1 medium spring onion
  7. 2 ripe avocadoes


  1. With a sharp knife, cut the top and bottom off each grapefruit. Cutting strips from top to bottom, cut away the rind and membrane, cutting all the way down to the flesh. Once the grapefruit are peeled, cut the sections free, carefully slicing along the partitioning membranes.
  2. Put the grapefruit sections in a bowl and squeeze in the juice from the remaining membrane and pith. Measure out 2 tablespoons grapefruit juice from the bowl and mix with the vinegar. Season with salt and a generous grind of pepper and whisk in the olive oil. Taste and adjust the salt and acid as needed.""",
      source="http://legacy.culinate.com/content/7997/index.html", kind="recipe",
      note="trap: ruby (grapefruit), spring (onion)"),
    R("""I've been eating a ton of apples, squashes, potatoes, and legumes, but what is really 'in season' right now, and bursting with flavor, is citrus. (It's very seasonal, but not very local-- so you can be the judge of how your 'environmental footprint' is doing and make your purchases accordingly...)
I've been having a severe craving for all things citrus recently: blood oranges (see this post), limes, lemons, oranges and ruby red grapefruits.  I thought I was going to go out of my mind the other day if I didn't get my hands on a Steve's Key Lime Pie.  You know you have problems when you think of going out in a snow storm to get that perfect pie-- graham cracker crust with the most delicious key lime filing. Topped with whipped cream? Yes please! But that's a story for another time...
Anyway, this salad makes the most of the season's best fruit. I had it for the first time at my husband's aunt's home and was waiting to make it again-- and then I saw the most perfect ruby red grapefruits and I knew the time had come. Enjoy!""",
      source="http://www.walltawk.com/blog/2011/02/avocado-and-grapefruit-salad.html", kind="recipe",
      note="trap: ruby (red grapefruits), key, footprint"),
    R("""Ruby Red Grapefruit Avocado Salad

I once had a salad like this at a catered event and I loved how the creaminess of the avocado was brought out by the zest of the grapefruit. I couldn't wait to go home and try to make it myself The crunch of the butter lettuce and cashews contrast with the softness of avocado. This salad is surprisingly delicious, all the elements play off one another perfectly.

- 2 whole ruby red grapefruits
- 1 medium avocado
- 1 Bag of pre-washed Butter Lettuce w/ Radicchio
- 1/4 cup toasted, unsalted cashew pieces
- 3/4 cup grapefruit juice
- 1/4 cup lime juice
- 1 tablespoon white wine vinegar
- splash of good white wine (I use King Shag Sauvignon Blanc from TJ's)""",
      source="http://pickygourmet.blogspot.com/2009/06/ruby-red-grapefruit-avocado-salad.html", kind="recipe",
      note="trap: ruby, elements"),
    R("""shrubs (the kind you drink!)

My daughter-in-law-to-be’s parents gave us a book for the holidays called Shrubs – An Old-Fashioned Drink for Modern Times by Michael Dietsch. I had never heard of a shrub before but since they are from Northern California where all cool trends start, I eagerly read more to enlighten myself!


A shrub is a colonial day drink, derived from the Arabic word sharab, to drink. It’s a concentrated syrup made from fruit, vinegar and sugar and then mixed with water, seltzer or alcohol.

I decided to try the Fresh Ginger Shrub since it was used in the recipe for Moscow Mules in the next chapter. I peeled 4 or 5 large pieces of fresh ginger, cut them into smaller pieces and pulsed them in the food processor. Then I squeezed the pureed ginger into a sieve lined with paper towel to get 1/2 cup of ginger juice. I added 1/2 cup of apple cider vinegar and 1/3 cup sugar and put it in a mason jar.""",
      source="https://stuffwelove123.wordpress.com/category/cocktails/", kind="recipe",
      note="trap: processor, mason, Mules (Moscow Mules, the cocktail)"),
    R("""With a pregnant wife looking to drink something more interesting than water, Charlie Berkinshaw started concocting shrubs, fruit- and sugar-infused vinegar syrups. Though not as common today as canning and pickling, it’s also a centuries-old colonial preservation method. Element’s shrubs use berries, melons and citrus bases with modern mixes of chai, jalepeno and turmeric.
When sick and cold (literally or figuratively) this month, try Berkinshaw’s remedy: Mix hot ginger tea with Element’s honeydew jalapeno shrub and, if you or your caretaker is up to it, muddled fresh ginger.
Alternatively, spike the shrub with tequila.""",
      source="https://northernvirginiamag.com/food/food-news/2016/02/16/elementshrub/", kind="news",
      note="trap: pickling, remedy (elixir-like), Element (the shrub maker's name)"),
    # ================================================================ music
    R("""Who’s that playing,” said one male member of the packed crowd at one point. “Crystal Castles,” said his friend. “But there’s nobody on the stage,” the first objected.
Crystal Castles are weird, squiggly, electronic noisemakers with sporadic vocals and you could easily mistake them for DJs if just wandering through -- but don't be dissauded, they are actually modern geniuses at making fantastic modern dancefloor fillers, despite perhaps being better known for remixing others' records (Klaxons, Bloc Party) and also being remixed themselves (HEALTH). But tracks such as 'Crimewave' speak for themselves, especially in this tiny tent, tucked away in the woods.""",
      source="https://uncut.co.uk/?p=39517", kind="news",
      note="trap: Crystal (Castles), electronic, tracks"),
    R("""Crystal Castles keep things short at Terminal 5 (8/21)

Rave concerts have always been an interesting scene. In some ways, people are there to dance all night to the loudest, most abrasive beats they can stand. On the other hand, the crowd is also there to see a group like Crystal Castles perform, giving them a chance to jump around rather than solely show off their moves. As part of their HARD Summer Tour, the electronic duo gave everything their fans wanted and more. That is, except for a good set length.

HARD Summer is a series of shows all headlined by everyone’s favorite techno duo. At each stop, the show comes packaged with a variety of opening DJs that keeps the crowd screaming and dancing throughout the night. The progression of acts worked really well at Terminal 5, slowly building the crowd into a frenzy as each artist brought something different to the mix.""",
      source="https://beta.consequence.net/2010/08/crystal-castles-keep-things-short-at-terminal-5-821/", kind="news",
      note="trap: Crystal, Terminal, packaged"),
    R("""Reading 2008 review: Crystal Castles

Their messy techno-punk doesn't cause quite the reported mayhem of their Leeds gig, but it does feature the singer leaping from the speakers and playing dead

Name: Crystal Castles
Where and when: Dance stage, Sunday, 5.25pm, Reading
Dress code: Black leather, strong eyeliner and chipped nail polish.
Who's watching: Those ker-azy kids, still jumping after three days.
In a nutshell: A complete fog courtesy of the smoke machine coats the stage to the point where is difficult to see vocalist Alice Glass make an appearance, though it isn't a problem because she can be heard yelling "Fuck, fuck, fuck, fuck, fuck, fuck" for no apparent reason. The Toronto duo's set goes off without a hitch, with typically propulsive performances of Crimewave and Alice Practice resulting in endless screaming and bouncing around from the audience.""",
      source="https://tramp-v2.herokuapp.com/news/music/2008_aug_25_crystal.castles?tag=hurts", kind="news",
      note="trap: Crystal, machine (the address's host, Heroku, is only in the URL)"),
    R("""Live Review:Crystal Castles

Digi-terrorists unleash their most perfect set ever. Sonar Festival, Barcelona, Saturday June 20

In the wet and heavy early morning Barcelona air, a humid mist of fresh sweat and skunk smog drifts across the assembled congregation of Euro crusties and bedraggled ravers. The venue’s an imposing roofless hangar that organisers are endearingly calling the Sónar Pub. The crowd that’s amassed in the cavernous gulf of grey at 2.30am are those prepared for the festival’s most rock’n’roll act, those hankering after something a little more riotous and visceral than the seas of baffling dubstep Hybrids and sexless IDM panelling the bill like the set from Tron.""",
      source="http://www.nme.com/reviews/crystal-castles/10621", kind="news",
      note="trap: Crystal, Sonar, Tron (a film), IDM (a music genre)"),
    R("""You can’t talk about the Rolling Stones without going on about how old they are.

Because of course, they are impossibly old, and have been at it pretty much forever. Mick Jagger and Keith Richards are 80. Ronnie Wood is the baby at 77. Thirty years ago, they were so ancient, people started calling them “the Strolling Bones.”

As the astonishingly lithe and limber Jagger pointed out from the stage at Lincoln Financial Field on Tuesday during a fantastically good, nearly two-hour show on the band’s “Hackney Diamonds Tour,” the Stones first played Philadelphia in 1965 when they contentiously shared a bill with Herman’s Hermits at West Philly’s Convention Hall.""",
      source="https://www.bestaussieessay.com/rolling-stones-setlist-and-review-for-lincoln-financial-field.html",
      kind="news", note="trap: Rolling (Stones), Diamonds"),
    R("""From 1968-1973, The Rolling Stones were the self-proclaimed, and critically-back, "greatest rock and roll band on the planet," but on Sunday night, that title once again seemed worthy. I'll be the first to, proudly, admit that I'm a Beatles-guy and will be until I die, but the experience of seeing The Rolling Stones isn't one I will ever forget and one I could live in again and again. Now sixty years into their long and storied career as not only the greatest, but perhaps the biggest rock band of all-time, they wasted no time proving the point. As the lights went out and a lone Keith Richards walked to the stage, he hit the opening riff of "Start Me Up," the iconic song that has become a staple to kick off their show for year, and the crowd went into an instant frenzy.""",
      source="http://omgnyc.net/2024/05/the-rolling-stones-played-metlife.html", kind="news",
      note="trap: Rolling, Start"),
    R("""For over forty years, each new tour undertaken by The Rolling Stones has been met with comments alluding to the fact that this might be The Last Time. And with each passing year, that possibility is getting ever more real: Jagger turns 79 in a few days, and Richards isn't far behind. This tour sees the World's Greatest Rock n' Roll Band celebrating 60 years, and the celebration is bittersweet: beloved drummer Charlie Watts died last year at age 80, another sign that Time Waits For No One. Thankfully, it seems his replacement by longtime Keith Richards associate Steve Jordan was well accepted by the fans, and let's face it: no one ever expected them to stop. As long as Mick and Keith are alive and willing, the Stones will keep rolling.""",
      source="https://www.electriceyerock.com/2022/07/the-rolling-stones-hippodrome-de.html", kind="news",
      note="trap: Rolling, rolling"),
    R("""Mid-set, the Stones move to a center stage, “at the 50 yard line,” noted Jagger, for an acoustic set. Sunday’s acoustic selections included a couple of deep cuts, “Play with Fire,” along with the country influenced “Dead Flowers,” from the 1971 Sticky Fingers album.

Next came the satanic masterpiece, “Sympathy for the Devil,” most definitely a high point of the show, along with the perfect sing-along, “You Can’t Always Get What You Want.” “Honky Tonk Women” was next, followed by “Slipping Away,” and “Before They Make Me Run,” both featuring Richards on vocals.""",
      source="https://whatsuprhodeisland.com/2019/07/concert-review-and-photos-the-rolling-stones-rock-and-roll-for-the-ages/",
      kind="news", note="trap: Stones, Fire, Run"),
    R("""The Victoria has long been one of the cornerstones of The Shuffle and so it is apt that we begin there. This session is one for those with a penchant for heavier music and is headlined by a band that have had a meteoric rise over the last year or so, A Way With Words. Other alt-rock acts on the bill include All Ears Avow and the dystopian vibes of Ghost of Machines. Between these you can catch the punk onslaught that is 2 Sick Monkeys and something with more of a blues spin from The Harlers.

Baila Coffee and Vinyl has always been a cool place to hang out during the day (where do you think I am writing this?) but now with the addition of a evening drinks license they have become part of Old Town nightlife with craft ales, a well selected wine cellar and quality spirits available and they join in the festival with sets from Matilda (minus drummer Emily who is probably doing headstands on a mountain in Outer Mongolia,) young, groove driven Indie from Polar Front and the captivating and heartfelt songs of Charlie Bath.

The Victoria second contribution comes on Friday, this time with a more eclectic and intriguing bill headed by the drifting ambience and trippy grooves of Colour The Atlas (pictured).""",
      source="https://greenmanbsp.wordpress.com/tag/coasters/", kind="blog",
      note="trap: Shuffle, meteoric, Machines, Atlas (a band), Matilda"),
    # ================================================================ hiking and climbing
    R("""Atlas Bound: Berber Villages and Mule Treks in Toubkal’s Shadow

Marrakech’s sensory overload got you yearning for mountain air? Just a stone’s throw from the Red City lies an entirely different world – the mighty Atlas Mountains. Trade the medina’s maze for Berber trails, and the call to prayer for the whisper of cedar forests. Pack your hiking boots and a sense of adventure as we escape to the roof of North Africa for an unforgettable 48-hour mountain getaway.

Day 1: Marrakech to Imlil – Gateway to the Atlas

Morning: The Road Less Traveled

Leave Marrakech early to beat the heat and traffic. As your vehicle climbs into the foothills, watch flat desert give way to terraced valleys and snow-capped peaks.""",
      source="https://stipyablog.com/atlas-bound-berber-villages-and-mule-treks-in-toubkals-shadow", kind="blog",
      note="trap: Atlas, Gateway, Mule"),
    R("""As the hours passed whilst walking the mountain trails, the peace and tranquillity became almost tangible. Without aircraft jetting overhead, and with no roads filled with cars or motorbikes, one is truly embraced by nature. Here the sound of silence is the chirps and chatter of small finches amongst the ancient, gnarled juniper trees; the bleating of the long-haired mountain goats as they deftly negotiate the precipitous hillsides; and the gentle rattle of all the hiking paraphernalia being carried by ‘Jacqueline’, our mule.
Lunchtime means a welcome rest, and the chance to unlace one’s hiking boots and relax. I am travelling with Hussein my guide and Abtou our cook, experts in the area and part of ‘Toubkal Trekking’, a local trekking and walking company offering activity holidays staffed with local people.""",
      source="https://key4living.com/en/news/the-trail-less-trekked/", kind="blog",
      note="trap: juniper, mule, negotiate"),
    R("""“This is definitely not the Bruce Trail” Mary puffs, as we wind our way up the narrow rocky switch-back path to the Tizi nou Addi pass at 2960 meters elevation. It is Day One of a five-day trek through the High Atlas Mountains in Morocco. Our group of sixty-something-year-old women has been hiking together for months in preparation for this trip, trying out the hilliest hiking trails within easy striking distance of Toronto. None of our “training” prepares us for this trail. Thankfully, trepidation gives way to exhilaration as our trek progresses, our wonder at the surroundings overpowering minor discomforts of a higher-than-expected degree of physical exertion.""",
      source="http://www.adjustingoursails.com/2016/04/high-atlas-hike-with-the-morocco-maidens/", kind="blog",
      note="trap: Atlas, training"),
    R("""SW Ridge route (6): Looking up the second ridge. (Hiker is, obviously, coming down.) This is a steep talus slope. There's no exposure, but the footing is precarious at times. We didn't find any "trail", but there was a route that was well-marked by cairns and heavily used. As you approach this ridge on the trail across the tundra, this route is a 100 or so yards to the left of straight ahead and (in the right light) appears as a subtle red "smear" (from disturbed dirt and small rock). It zig-zags up and gradually to the right to reach the top of the ridge just to the left (WEST) of a small knob of talus.""",
      source="https://www.summitpost.org/sw-ridge-route-6-looking/127043/c-156524", kind="blog",
      note="trap: route, cairns, exposure"),
    R("""he Eiger is an iconic mountain - its north face is a thing of legends that many climbers will dream
the summit is as spectacular as anything you will fi nd in the Alps. Descending the south ridge allows you to abseil over most of the diffi culties (a 50m rope will do). For a descent route there is a surprising amount of ascent as the ridge has plenty of crenellations before the fi nal pull up the glacier to the Monschjoch Hut. If you are quick you can get the train back to the valley but it is nice to relax spend the night in the hut and climb the Monch the following morning.
PEAK POINTS
A great route for competent alpinists wanting to get their hands on the Eiger.""",
      source="http://content.yudu.com/web/2p8f9/0A2p8gr/SummitAlpineSpecial/html/18.html", kind="prose",
      note="trap: Alps, alpinists, route, hut (a magazine page as extracted, its dropped initial and 'fi nd' ligature breaks kept)"),
    R("""Alpine walking and climbing - A brief overview

In the UK Alpine climbing often refers to climbing in the European alps, usually as part of a small self-sufficient group. The scope of Alpine climbing is huge so this is just a brief description of what club members have found to work over the years. Adventurous trekkers looking to do some high level routes might also find this useful as many of the same scenarios apply. The term ‘Alpine style’ is also often used to refer to a style a climbing used in the higher ranges where the climbers move quickly without a great deal of support. The tendency to climb in the morning to make the best use of Alpine weather patterns has led to the term "Alpine Start". An "Alpine Start" can occur from 11:00 PM on long routes to not long before sunrise for shorter routes and often begins in the dark using head torches""",
      source="http://www.paisleyhillwalkingclub.org.uk/BLS/PHC/Activities/Mountaineering/Alpine", kind="blog",
      note="trap: Alpine (six times), scope, routes"),
    R("""It is comparatively seldom, however, that an ascent of a great mountain can be executed exclusively upon snow and glacier. Ridges peep through which have to be surmounted. In my earlier scramblings I usually took to, or was taken upon, the summits (or arêtes) of the ridges, and a good many mountaineers habitually take to them on principle, as the natural and proper way. According to my experience, it is seldom well to do so when any other course is open. As I have already said, and presently shall repeat more particularly, the crests of all the main ridges of the great peaks of the Alps are shattered and cleft by frost; and it not unfrequently happens that a notch in a ridge, which appears perfectly insignificant from a distance, is found to be an insuperable barrier to further progress; and a great detour, or a long descent, has to be made to avoid the obstacle.""",
      source="http://en.wikisource.org/wiki/Page:Whymper_-_Scrambles_amongst_the_Alps.djvu/315", kind="prose",
      note="trap: executed, barrier, Alps (Whymper's Scrambles amongst the Alps, 1871)"),
    # ================================================================ obituaries and anniversaries
    R("""Wordy Wednesday – It’s all about Ruby

Ruby was a real gem in every way

The Registered Nurse announced the sad news, which we knew in our hearts already.

Ruby had left us.

She was glamorous, clever, sharp as a tack, stoic and a lovely mother-in-law to me, for well over 40 years.

She’d suffered through the sudden and unexpected death of her second son back in 2014, leaving behind a wife and two young teenage children; then her husband passed away suddenly in 2018 and she was left alone in her house, with no nearby neighbours, out of town, unable to drive (she’d never learnt that skill), and with her remaining two children living many hours drive away.

But she was happy, reading books, doing puzzles, welcoming the birds to the garden, watching TV and communicating with her grandchildren by text. She was well versed in social media and loved nothing more than receiving messages with photos and news of her great-grandchildren’s antics.""",
      source="https://debs-world.com/2020/12/09/wordy-wednesday-its-all-about-ruby/?replytocom=63907", kind="prose",
      note="trap: Ruby, gem, text (a mother-in-law's memorial; 'social media' names no app)"),
    R("""Goodbye, Ruby Tuesday…

On Thursday morning, 2nd of April, the rain poured down here in Tasmania and our lives changed forever.
Our beautiful Ruby passed away peacefully, her daughter Margie at her side.

I, like so many others, are going to sorely miss our visits, cuppas and chats. (And lets be honest – the sponge cakes!)

Not all of us get a second chance at a new grandparent with the grand addition of extra family.
Margie and Ruby enveloped Jeff and myself effortlessly into their lives with so much love and laughter.
We have been so lucky.

Ruby was an amazing 103 years old! Towards the end she was still pretty sharp, albeit a little forgetful. She liked to inform me each time I dropped in that “I’m getting real good at sitting here doing nothing! I can’t ever believe it!!\"""",
      source="https://www.headintheclouds-feetinthedirt.com/goodbye-ruby-tuesday/", kind="prose",
      note="trap: Ruby (Tuesday, a Stones song title too)"),
    R("""Obituary of Ruby D. Gray
The family of Ruby D. (Hall) Gray of Fredericton, NB, formerly of Sussex, NB, is saddened to advise that she passed away on January 11, 2019 at the Dr. Everett Chalmers Hospital in Fredericton at the age of 97. Being the strong, determined person whom we all knew and loved, Ruby fought until the end. She passed on peacefully, without pain, with her family by her side.
Ruby was born in London, England on October 5, 1921, to Ruby (Prior) and William Samuel Hall. She was the eldest of their four daughters. She trained and served as a nurse during WWII. In 1945 She married Canadian soldier Albert E. Gray of Sussex, NB before travelling to Canada via Pier 21. Ruby spent the next 69 years of her life in Sussex before moving into care in 2016.""",
      source="https://wallacefuneralhome.ca/tribute/details/2192/Ruby-Gray/obituary.html", kind="prose",
      note="trap: Ruby (twice: a mother and daughter)"),
    R("""Ruby Litchfield, from St Neots, sadly died on May 13, 2024 - the day of her 107th birthday.
Her funeral was recently held at the end of May. Her son, Barrie and his wife, Patricia, shared the eulogy they wrote for Ruby, with The Hunts Post, which details the incredible life that she lived.
Ruby May Carr was born on May 13, 1917 at her home in Flitwick to George and Emma Carr. She was the fourth of their nine children.
The family ran their own butchers, called Carr's Butchers, from their home. Ruby and her siblings grew up in the home (and the shop), where her parents kept dogs, cats, and chickens, and where they grew their own fruit and vegetables to sell too.
Ruby eventually began working as a milliner for a hat company in Luton. She used to frequent the local dance halls, which is where she met Barrie's father, Cecil.""",
      source="https://martini.huntspost.co.uk/news/24365854.st-neots-ruby-litchfield-died-107th-birthday", kind="news",
      note="trap: Ruby"),
    R("""Today my parents celebrate their Golden Wedding Anniversary, 50 years together.

This afternoon, they will re-take their vows, with my Uncle Jack, who married them way back in 1960 reprising his role as officiant. Tomorrow we will throw a big party for them. Fifty years of happy marriage is worth celebrating!

Last night we watched some old home movies of their wedding and the early years of their marriage: the building of the home I and my siblings grew up in, family holidays, birthday parties and trips to the zoo. It was strange watching these old films, which I probably last saw as a teenager.""",
      source="https://moonroot.blogspot.com/2010/06/real-gold.html", kind="prose",
      note="trap: Jack, building, zoo"),
    R("""Today is the day. Jim is golfing; I did my library volunteer work both at the Francis branch and at church. I came home to two beautiful bouquets of flowers, one from Jim and one from John and Lois. I wrote out a card to Jim--from my stash. (We usually don't keep Hallmark in business.) In a few hours we will go out to eat at Tabor Hill Restaurant, always a nice ride into the country, a lovely view of the vineyards, and a good meal.
I posted a wedding photo on Facebook last year for our 49th. I am not going to post anything this year. I have sent this photo and statement to a few friends--all of whom are married.""",
      source="https://mvanderkam.blogspot.com/2017/08/50-years.html", kind="prose",
      note="trap: library, branch, stash, Hallmark (Facebook is a site, a social network, not labelled; Hallmark a card company)"),
    R("""We had married on October 11, 1969 and on this occasion we got an invitation from the mayor of our city to celebrate with other couples  this event on November 16.

We  got a list to fill in how we met and some anecdotes etc and then got back a list of the program to follow !

We had to have a driver and sit in the back of the car. Our son was our driver and our DIL and grandson went with our neighbor.

We had a special parking space where we had to wait and were then directed to entrance of the city hall where an orchestra in Napoleon's uniforms started to play when we had got out of the car !""",
      source="https://gattinawritercramps.blogspot.com/2019/11/my-golden-wedding.html", kind="prose",
      note="trap: program, driver, list"),
    # ================================================================ motor racing
    R("""Classic Ending To Jaguar Heritage Challenge Finale

Jaguar Heritage Challenge at Oulton ParkThe pair of Mike Wilkinson and John Bussell ensured a classic ending end to the inaugural season of the Jaguar Heritage Challenge as they took the chequered flag driving their Jaguar E-type – formerly owned by Formula One legend Sir Jackie Stewart.

Wilkinson and Bussell began the race on the second row of the grid at the Oulton Park Gold Cup having qualified in fourth place on Saturday. Race 1 winner, and today’s pole-sitter Martin O’Connell, once again set the early race pace from the start, but both Wilkinson and Bussell demonstrated tremendous determination to keep pace with the leading pack.""",
      source="http://classiccarmag.net/classic-ending-to-jaguar-heritage-challenge-finale/", kind="news",
      note="trap: Jaguar, grid, pack"),
    R("""Last time I was out with the CTCRC boys was Silverstone National, October 2013. It was a wet quali, we accidentally put the Jag on pole, then it dried out and we got mugged.


The plan this time was to be mugged a little less. With that in mind, the car is 50kg lighter, and we fitted larger front brakes. Road testing in the three days leading up to the meeting allow the brake balance to be sorted by adjusting pad materials, and we’re off to Silverstone at 6am on a bright Friday morning for testing. Because the Bear is picking up pants for a living, I’ve roped the old fella into driving the lorry. He’s never driven this particular lorry before, and whilst he could jump into a 1950s Bedford without hesitation, the struggle with the gearbox that went off in the DAF looked a little like he was wrestling a python.""",
      source="http://kutuka-north.co.uk/FTDS/Silv14.html", kind="blog",
      note="trap: Jag, python, testing, pole"),
    R("""Chris Chiles Junior had earlier taken pole position aboard the family Shelby Cobra with an incredible 1.16.086, a whopping 1.8 seconds quicker than anyone else!  And, after a steady start in damp conditions would hit the front on lap 2 after fellow front row starter Kyle Tilley (Lotus 15) had been quicker out of the blocks.  John Spiers (Lister Knobbly) and Christian Albrecht (Jaguar E-Type) also started the race well with the latter soon past Spiers and Tilley to lie second before a safety car after just fifteen minutes of running would cause several crews to head to pit road.""",
      source="https://paulcommonsmotorsport.com/tag/historic-racing", kind="news",
      note="trap: Cobra, Lotus, Jaguar, blocks"),
    R("""Goodwood, 17th September 2012. The Jaguar Heritage Racing team scored a season finale victory in the Freddie March Memorial Trophy night race on Friday, which kicked-off the world famous Goodwood Revival Racing weekend.
The victory marked an emphatic end to an incredible first season in racing for Jaguar Heritage Racing, who claimed the top step of the podium at Grand Prix De Monaco Historique and the Nürburgring Old Timer.
The 2012 Freddie March Memorial Trophy at Goodwood Revival was a challenging 90-minute, two-driver event - the first ever night race at this most historic of racing festivals and designed to celebrate the 60th anniversary of the first Goodwood Nine Hours race.""",
      source="https://louguthry.com.au/news/jaguar-heritage-racing-crowns-successful-debut-season-with-win-at-goodwood",
      kind="news", note="trap: Jaguar, driver, event"),
    R("""In the United States, Suzuki is more known for its superlative motorcycles than mainstream automobiles. It is a notion that has even been played upon by the manufacturer's marketing department in recent commercials. In other parts of the world though, particularly in places where small cars garner more of a following, the small Japanese compacts are popular enough to get their own race series. The inaugural Suzuki Swift Sport Cup kicked off in New Zealand back last November and culminated last month. Next up on the calendar, the United Kingdom gets a taste of the 1.6L 123-hp hatch in its own Swift Cup. The kiwi version utilized tarmac tracks, but the UK cars are optimized for dirt.""",
      source="http://www.autoblog.com/2008/04/18/suzuki-swift-sport-cup-kicking-off-this-weekend/", kind="news",
      note="trap: Swift (a car), kiwi"),
    R("""A solid increase in competing cars and increased competition has boosted the appeal of the Suzuki Swift Sport Cup motor racing series in New Zealand.


There was a 70 per cent increase in cars lining up for the one-make production saloon car championship which ended its second season at Pukekohe recently.


The fact that 22-year-old Christchurch driver Cody McMaster won the Swift series for the second year in a row disguised the marked increase in competitors and the closely fought racing.""",
      source="http://www.suzuki.co.nz/News/Automotive/2009/04/08/More+Competitors%2C+Tougher+Competition+in+Suzuki+Swift+Sport+Cup+Championship/",
      kind="news", note="trap: Swift, production, driver, make"),
    # ================================================================ fishing
    R("""Haven’t been out much at all this spring, but took my buddy Scott out Sunday. He’s been going through a lot so the day was about listening and letting him get stuff off his mind as it was about fishing. I had a nice Release Over 20" trout on a skitterwalk in the morning, and we missed a few others. I decided to try a bunch of new areas with limited success (my favorite thing is exploring), and eventually ended up in Goose Creek. I hooked a decent red maybe 25" based on the pull and handed it to Scott to fight. It was a casting reel which he’s not familiar with. He said “the drag is really loose what do i do?” I say, “use your thumb as a secondary drag by putting it on the spool”. You can probably see where this is going? Fish gets boatside and “pop”.""",
      source="https://forum.charlestonfishing.com/t/quick-report/97842", kind="blog",
      note="trap: spring, Release, pull, spool, casting"),
    R("""Got a late start today at Hills Creek, the water temp was a balmy 40 degrees at the ramp and 39 in the back. Started my morning trolling in Packard Bay and not a bite, nothing. The fish were pretty deep and spread out, so took off to one of my favorite areas and what a gift, five cast five fish...all native Rainbows...as you might imagine I was in heaven. Not a sole around and fish filling the screen and the rod bending - life is very good to me.""",
      source="https://www.oregonfishingforum.com/threads/late-morning.2624/", kind="blog",
      note="trap: trolling, bite, native, screen (a fish finder)"),
    R("""Well, we walked in down past an awesome looking swimming hole and the hit was on. I was catching Rock Bass, Red Eyes, Perch, Carp, and some Blue Gils. My biggest fish was a great rock bass I caught on my Ultralight St. Croix. I love catching and playing great big fish on that set up. It takes patience, you can't just rip the fish to you like the bass "pros".

  That brings me to yesterday. We packed up the boat, the cooler, and headed to the lake. We got there, got everything unloaded and I realized I made a very bug mistake. I forgot the drain plug...""",
      source="http://troutpa.blogspot.com/2011/07/where-are-all-trout.html", kind="blog",
      note="trap: Perch, Carp, bug, plug (St. Croix a rod maker)"),
    R("""I have decided I am going to try to complete the all 2007 trout report by the end of 2007. This was April 18 2007 - a post I'll call, Esta Noche Du...and MORE THEY ARE ALL NAMED SPRING CREEK.

The stream here in the pic above is 5 to 10 ft wide, and goes down five feet in holes. I hooked a big trout for me - 17/18 - maybe 25 who knows, that came straight up on the set - did a tail for head flip -and I saw the barbless hook arc up away ... kinda cool . To get close, it is strictly lo crawl belly style approach.""",
      source="http://testhdw.blogspot.com/2007/12/still-more-all-2007-trout-report_22.html", kind="blog",
      note="trap: SPRING, stream, hook, tail"),
    R("""It's been a minute since I've trout fished, and I know one thing I definitely need more Spring Creeks back in my life. Saturday Aaron and I made a mad dash south the plan was to fish and head over to Plateau Fly shop for Bohen's fly tying while being back in KC by 4pm. Time was very limited but we managed a handful of fish in a hour. They were taking a soft hackle hare's ear (Maddy's Loaded Diaper) and a few takes on a small BWO Film Critic. As far as the creek goes it's the best condition I've seen it in for along time.""",
      source="http://www.themidwest-drift.com/blog-1/2015/10/29/local-report", kind="blog",
      note="trap: Spring, dash, fly, hackle"),
    R("""Rivers Fished: Trail Creek (IN)
Fish Caught: 0 (1074 if you count the smolts LOL!)
Outing Date: 3-08-03
Weather: Overcast, then rain, then sleet, then snow, then WIND.
Air Temp: Upper 30's dropping to probably 30 or lower.
Water Temp: 37 - 40 F
Water Level: Ultra Low
Water Color: Trail Creek is Jade Green Stained, upstream after the rains it was muddy
Fish Species: SMOLTS ;)
Pattern Fished: Glo Bug, Antrons and Speys
Pattern Color: Assorted
Fishing Quality: Two big thumbs down""",
      source="http://ramblingreports.com/reports/03-03-08.asp", kind="blog",
      note="trap: Trail, upstream, Pattern, Bug, Jade"),
]
