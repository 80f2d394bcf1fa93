"""Prose of the fourteenth fresh held-out set ("fresh-14"): ordinary texts full of words that are also tool
names -- the Hugo Awards at Worldcon, sparklers on Bonfire Night, New Zealand's cheerios at the butcher's,
Copper River salmon at Cordova, the polymer twenty-pound note, Katherine Jenkins on tour, a UN Special Envoy,
India's last telegram, a retiring postman, the F-14 Tomcat's last flight, Haskell Indian Nations University,
Hong Kong's subversion charges; blueberry grunt, a quart of stock, cake stencils, rocket salad, a milkshake in
the blender, a Hugo spritz, bamboo shoots, maple syrup, ghost peppers (and latex gloves), pineapple and jelly;
the satin bowerbird's bower, Stravinsky's Firebird, a child's lisp, the Vagrancy Act, cosmological redshift,
Koblenz at the confluence, spinnaker handling, an asana, insomnia, rechroming a bumper, school prefects, sea
otters as a keystone species; Snowflake Bentley, jaegers at sea, obsidian and knapping, polymer-clay beads, a
knitter's yarn stash, an enzyme that ruins jelly. Nothing in them is a technology, except five ``mixed:``
texts where someone plainly names one: a knitting group meeting on Zoom, a family-history buff's Family Tree
Maker and Excel, a library's Code Club learning Scratch, a beekeeper's Raspberry Pi, a blog moving from Blogger
to Squarespace and back.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a
paragraph or a few) and labelled by hand without running the extractor (``--split fresh-14``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ================================================================ news
    # ---------------------------------------------------------------- the Hugo Awards
    R("""The 2012 Hugos are Here!

The Best Science Fiction and Fantasy of the Year, Volume 6 book coverThe first weekend of September more than 5,000 people swarmed Chicago for the 70th World Science Fiction Convention, otherwise known as WorldCon. Beyond hosting authors, artists, and fans from more than 30 countries, WorldCon announced the winners of the 2012 Hugo Awards.

For a complete listing of winners, click here. For highlights, see below.

Best Novel: Among Others by Jo Walton

Best Novella:The Man who Bridged the Mist” by Kij Johnson

Best Novelette:Six Months, Three Days” by Charlie Jane Anders

Best Short Story:The Paper Menagerie” by Ken Liu

Best Dramatic Presentation (Long Form): Game of Thrones (Season 1)

Best Dramatic Presentation (Short Form):The Doctor’s Wife” (Doctor Who)

Best Fan Writer: Jim C. Hines""",
      source="https://mppl.org/check_it_out/the-hugos-are-here/", kind="news",
      note="trap: Hugos, Hugo, WorldCon, Volume"),
    # ---------------------------------------------------------------- sparklers
    R("""Sparklers : Sparklers burn at fierce temperatures; Store sparklers in a closed box in a cool, dry place; Always light sparklers one at a time and wear gloves, keeping them at arm’s length; Never hold a baby or child if you have a sparkler in your hand; Plunge finished sparklers hot end down into a bucket of water; Sparklers stay hot for a long time; Don’t take sparklers to public displays; Never give sparklers to under 5s – they will not understand how to use them safely; Always supervise children using sparklers.

Children’s Fancy Dress Costumes: Keep children away from naked flames – avoid using a naked flame or candle in pumpkins; use a torch, glow stick or battery operated candle; Stop, Drop and Roll if clothing does catch on fire – to try to extinguish the flames and also to stop the flames from rising towards the face; Choose a costume and mask that doesn’t restrict a child’s vision; Wear woolen tights or ‘heavy’ trousers (jeans) and a woolen jumper under costume; Ensure children are well supervised; Look for costumes labelled ‘Low Flammability’ ‘BS5722’ or with European code ‘BS EN 14878’ which meets the higher standard of The Nightwear (Safety) Regulations.""",
      source="https://www.derryjournal.com/news/people/fireworks-sparklers-costume-safety-advice-3433951",
      kind="news",
      note="trap: Sparklers, sparklers, sparkler, torch (BS5722 and BS EN 14878 are British standards)"),
    # ---------------------------------------------------------------- cheerios
    R("""Is the Kiwi tradition of free cheerios for kids under threat?

August 9, 2021

Cheerios have been around as long as anyone can remember.

New Zealand cuisine is renowned worldwide for its complexity, depth and variety — and one item in particular is a childhood staple.

The cheerio sausage has been around since anyone can remember.

And traditionally, kids get a free one when you go to the local butcher. But is it a tradition under threat?

"Kids love them. Kids will come in with their parents, mum will come in and get the meat, and they walk straight to the counter where the cheerios are and look at the counter," Gipp Street Butchery's Bill Allan told Seven Sharp.

More importantly, it's a national treasure.

You'll only ever find them here and in Australia, where they're known by various names. But here, it's the cheerio.

The name supposedly came from a butcher back in the '20s who always said "cheerio" to people. But now, the cheerio has fallen on tough times, with anecdotal reports suggesting the tradition is disappearing.

Cheerio sausages.""",
      source="https://www.tvnz.co.nz/one-news/new-zealand/kiwi-tradition-free-cheerios-kids-under-threat",
      kind="news",
      note="trap: Cheerios, Cheerio, cheerio, cheerios, Kiwi, Sharp"),
    # ---------------------------------------------------------------- Cordova, Alaska
    R("""CORDOVA — Last year’s weak sockeye salmon run and the global pandemic created a wave of uncertainty and fear here for people in Cordova. This year, with two Copper River commercial openers under their belt, Cordovans are hopeful.

The usually soggy coastal fishing community is delicately positioned on the eastern edge of Prince William Sound and nestled at the bottom of the Chugach Mountains.

On Tuesday, following the first opener of the year, people took turns snatching pieces of freshly caught Copper River king salmon from the grill — a celebratory first fish tradition that’s rougher around the edges compared to Seattle’s red carpet fanfare.

“2020 was miserable,” third-generation fisherman Matt Honkola said. “To get back to the way things were, I think all of our spirits, we needed this.”

Each summer, king, sockeye and coho salmon return to the Copper River — a roughly 300-mile-long waterway that extends from the Gulf of Alaska east of here north to the Wrangell Mountains.

The fishery is widely viewed as the start of Alaska’s summer commercial salmon fishing season and is the driving force behind Cordova’s economy.""",
      source="https://www.adn.com/alaska-life/2021/05/22/copper-river-salmon-fishery-opener-brings-seasons-first-catches-camaraderie-and-hope/",
      kind="news",
      note="trap: CORDOVA, Cordova, Cordovans, Copper, Sound"),
    # ---------------------------------------------------------------- the polymer twenty-pound note
    R("""15 October 2019

The Bank of England have shown off the new design for polymer £20 bank notes which will be introduced from 20 February 2020.

The new design features the British painter JMW Turner.  For the first time, the new notes include two windows and a two-colour foil, making them very difficult to counterfeit. 

The £5 and £10 notes already in circulation are made from polymer.  They last much longer than paper notes and also stay in better condition.  The public can continue using the paper £20 notes which will gradually be withdrawn when they’re banked.  There will be 6 months’ notice before the paper notes are no longer legal tender.

A new £50 note will follow in 2021, featuring Alan Turing who invented the Enigma machine used in the second world war.""",
      source="https://www.nhf.info/news-and-campaigns/news/new-style-20-notes-from-february-2020-says-nhfnbf/",
      kind="news",
      note="trap: polymer, Enigma (a cipher machine; the trailing space after 'counterfeit.' kept)"),
    # ---------------------------------------------------------------- Katherine Jenkins
    R("""The classical-crossover artist Katherine Jenkins has today announced that she is to tour Australia in November. The Welsh mezzo-soprano, who shot to fame when she sang at Westminster Abbey in 2003 to honour Pope John Paul II’s silver jubilee, last performed in Australia in 2011 when she accompanied Plácido Domingo on his arena tour.

Katherine Jenkins. Photo supplied

“I’m extremely excited that I’m finally returning to Australia and that I’ll get to see more of your beautiful country,” said Jenkins. “My father was stationed in Australia when he was in the Navy so visiting the country has always held special memories for me.”

On her forthcoming tour Australian audiences will have the chance to see the mezzo perform some of her hit songs, including Time to Say Goodbye, Jealous of The Angels and Blinded by Your Grace, accompanied by piano and string quartet.

Jenkins, who is famous for singing a variety of opera arias, popular songs, music theatre numbers and hymns, is Britain’s best-selling classical artist of the past 25 years. A graduate from the Royal Academy of Music, her debut album Premiere topped the classical charts for eight weeks running in 2004.""",
      source="https://www.limelightmagazine.com.au/news/katherine-jenkins-announces-australian-tour/",
      kind="news",
      note="trap: Jenkins, Premiere, Grace"),
    # ---------------------------------------------------------------- a UN Special Envoy
    R("""MOSCOW (Sputnik) — UN Special Envoy for Syria Staffan de Mistura welcomed on Thursday the new nationwide ceasefire between the Syrian government and the opposition, expressing hope it would help save civilians, facilitate humanitarian deliveries and contribute to upcoming Astana and Geneva talks.

    "The Special Envoy notes that a comprehensive cessation of hostilities remains a cornerstone of the framework laid down in Security Council resolution 2254 (2015). The Special Envoy hopes that the implementation of the agreement will save civilian lives, facilitate the delivery of humanitarian assistance across Syria, and pave the way for productive talks in Astana," de Mistura said in a statement.

    Earlier in the day, Vitaly Naumkin, an adviser to de Mistura, said that the meeting of Russia, Iran and Turkey in Astana could be held before January 20.

    "The Special Envoy is of the view that these developments should contribute to inclusive and productive intra-Syrian negotiations to be convened under UN auspices on 8 February 2017," the statement said.""",
      source="https://sputniknews.com/politics/201612291049115865-syria-talks-mistura/", kind="news",
      note="trap: Envoy, Sputnik, Astana (the page's indentation kept)"),
    # ---------------------------------------------------------------- India's last telegram
    R("""Last major telegram service shuts down

One of the world's last telegram services has shut down.

India's state-run telecom company says it's losing millions of dollars on telegrams, which have been superseded by other technologies.

Thousands of Indians filled telegram offices on the weekend the take the chance to send one last message via the service, which is shutting down after 162 years of service.

Telegraph senior general manager at the Central Telegraph Office in New Delhi, Shameem Akhtar, says the number of staff has been increased to handle the anticipated rush, as dozens of people waited to hand over their messages.

"We will take the final telegram at 10.00pm [local time] Sunday and try to deliver them all the same night," he said.

"The remaining would be sent on Monday."

The service, known popularly as the "taar" or wire, was the main form of long-distance communication in India before mobile phones and the internet.

At its peak in 1985, 600,000 telegrams were sent a day across the country, but that number has now dwindled to 5,000.""",
      source="http://www.abc.net.au/news/2013-07-15/an-last-telegram-service-shuts-down/4819548/?site=alicesprings",
      kind="news",
      note="trap: telegram, telegrams, Telegraph, wire"),
    # ---------------------------------------------------------------- a retiring postman
    R("""Postman Pete, Postman Pete, Postman Pete's hanging up his mail bag...

A much-loved postie is retiring after more than four decades delivering the mail.

Peter Curgenven, now 65, started out as a telegram boy in King's Lynn after leaving school in 1974.

For the last 10 years, he has delivered to 300 or so customers around the villages of Leziate, Bawsey and Middleton, near King's Lynn.""",
      source="http://www.edp24.co.uk:/news/24311758.postman-pete-norfolk-retiring-43-years/", kind="news",
      note="trap: Postman, telegram, Pete"),
    # ---------------------------------------------------------------- the F-14 Tomcat
    R("""F-14 of 'Top Gun' fame retired

VIRGINIA BEACH, Va. - The F-14 Tomcat, the dogfighting Cold War fighter jet immortalized in "Top Gun," made its ceremonial final flight Friday in a display that suggested the timing was right for retirement.

Pilot Lt. Cmdr. David Faehnle and radar intercept officer Lt. Cmdr. Robert Gentry gave a final salute from inside their cockpit before aircraft No. 102 taxied down the runway and out of sight at Oceana Naval Air Station.

The plane that actually took off as thousands applauded and whistled, however, was aircraft No. 107, with Lt. Cmdr. Chris Richard at the controls and Lt. Mike Petronis in the back seat.

The first jet had mechanical problems - "a common occurrence with the F-14," said Mike Maus, a Navy spokesman. The second jet had been on standby just in case.

The F-14 joined the Navy fleet in 1972, and its dogfighting capabilities were glamorized in the 1986 film "Top Gun," starring Tom Cruise.

The F-14 dropped bombs over Bosnia and Kosovo in the late 1990s and helped support ground troops in Iraq as recently as this year.

The jet's replacement is the F/A-18 Super Hornet attack fighter.""",
      source="https://www.pressdemocrat.com/article/news/f-14-of-top-gun-fame-retired/", kind="news",
      note="trap: Tomcat, Hornet, Top Gun"),
    # ---------------------------------------------------------------- Haskell Indian Nations University
    R("""There is way too much purple inside the gymnasium of the Coffin Sports Complex for it to ever be confused with Allen Fieldhouse.

But Ian Stand swears there is a similarity, if people will just take the time to find a seat in the gold and purple bleachers.

“You come out here to a basketball game, and you’ll hear a lot of noise,” Stand says. “I promise you that. You’ll love it, especially if you are wearing a Haskell shirt.”

That shirt pretty much will make you an honorary member of the family here at the home court for Haskell Indian Nations University. Stand, a senior at the university, says that is the way it works here on the campus that is just south and east of 23rd and Massachusetts streets.

“That’s what’s beautiful about Haskell because it is a place where people come together,” Stand says.

Well, unless you’re an average Lawrence resident. Let’s face it, most of us don’t know much about Haskell, even though the institution this week is marking its 130th year in Lawrence.""",
      source="http://www2.ljworld.com/news/2014/sep/13/lawhorns-lawrence-after-130-years-getting-know-has/",
      kind="news",
      note="trap: Haskell, Coffin"),
    # ---------------------------------------------------------------- subversion charges
    R("""Dozens of Hong Kong pro-democracy activists charged with subversion

Foreign Affairs Correspondent

Hundreds of pro-democracy protesters have gathered outside a Hong Kong court where 47 activists were facing charges of conspiracy to commit subversion. Police warned the crowd they could be fined if they failed to disperse.
The activists face up to life in prison if they’re convicted under the territory’s sweeping national security law. They’re being accused of organising unofficial primary elections for Hong Kong’s legislature last year.""",
      source="https://www.channel4.com/news/dozens-of-hong-kong-pro-democracy-activists-charged-with-subversion",
      kind="news",
      note="trap: subversion (Subversion, the version-control system)"),
    # ================================================================ recipes
    # ---------------------------------------------------------------- blueberry grunt
    R("""Blueberry Grunt has a funny name and a long history here in Nova Scotia.

It’s several generations old and one of the simplest desserts to make. The “grunt” in its title, is believed to come from the sound produced while the sauce bubbles and the dumplings give off an almost..um… rude noise.  They may have called it Blueberry Toot. But Blueberry Grunt it is.

When we were kids, on summer weekends we’d head to the family cottage in Blue Mountain, named for it’s blueberry fields. Here in the Annapolis Valley, we get high bush blueberries. But my favorite will always be the wild field blueberries that grew in back of our cottage.

I have very fond memories of my dad making homemade tin rakes and taking us kids out to the fields to rake the blueberries. We would come back looking like smurfs and it would take days to get the berry stain out from under our nails. We ate them by the handfuls. We ate them on cereal. We ate them with cream. And we ate them stewed with dumplings, better known as grunt.""",
      source="https://applesandcardamom.wordpress.com/tag/blueberries/", kind="recipe",
      note="trap: Grunt, grunt, rakes, rake, Blue"),
    # ---------------------------------------------------------------- a quart of stock
    R("""Homemade Chicken Stock


6 lbs chicken bones
1 gallon cold water
1 lb each celery, carrots and onion, chopped
3 cloves garlic
3 bay leaves
1 Tbsp cracked black peppercorns


Place bones, vegetables and seasonings in a large stock pot. Add cold water and heat slowly. Simmer 4-6 hours. Skim any “foam/scum” that forms on the surface and discard. Strain and place in quart mason jars or plastic storage containers. Chill and store for future use.

note: keeping the oil on the surface of the stock will help preserve its freshness like the wax on top of a jelly jar.""",
      source="http://fox11online.com/2014/04/02/homemade-chicken-stock/", kind="recipe",
      note="trap: quart, celery, Stock"),
    # ---------------------------------------------------------------- cake stencils
    R("""For this month's cake, A Woodland Scene, you will need:

Cake Mix, Chocolate Frosting, Powdered Sugar, Stencils (we used Martha Stewart Holiday Icons), Paper for Taping around the Stencils. 

Here are the steps:

1) Bake a Devil's Food cake in two 9" Round Cake pans.

2) Slice across the top of the bottom layer to make it flat.

3) Frost the top of the first layer. This is your practice section! 

So, using powdered sugar and stencils to decorate a cake requires a practice round. If you use too much sugar, lifting the stencil will disturb the top layer of sugar and your shape will be ruined. With powdered sugar, LESS IS MORE! Also, we ended up taping some paper around the stencils to catch the excess sprinkled sugar before it landed on the cake. Use this first layer to practice placement of the design and application of the sugar.""",
      source="http://www.beneaththechandelier.com/blog/2015/1/13/cake-decorating-a-woodland-scene",
      kind="recipe",
      note="trap: Stencils, stencils, stencil, Cake, Icons"),
    # ---------------------------------------------------------------- rocket salad
    R("""Rocket Salad

Rocket grows so easily in Zimbabwe that this salad could become a staple in your collections. It can accompany any chicken or egg dish or be used as a starter. 1/2 pound fresh rocket
1/4 pound Parmesan - in one piece === LEMON VINAIGRETTE === 1/4 cup freshly-squeezed lemon juice - (2 lemons) 1/2 cup good olive oil 1/2 teaspoon salt 1/4 teaspoon freshly-ground black pepper Fill a sink with cold water and toss the rocket for a few minutes to clean. Spin-dry the leaves and place them in a large bowl. In a small bowl, whisk together the lemon juice, olive oil, salt, and pepper. Pour enough dressing on the rocket to moisten. Toss well and place the salad on individual plates. With a very sharp knife or a vegetable peeler, shave the Parmesan into large shards and arrange them on the arugula.""",
      source="http://odettesrecipesfromzimbabwe.blogspot.com/2009/08/rocket-salad.html", kind="recipe",
      note="trap: Rocket, rocket (the recipe's run-together lines kept)"),
    # ---------------------------------------------------------------- a milkshake in the blender
    R("""Oreo milkshake
Nothing better in the summer than to sip something sweet and cold. I'm sure we're all thinking of our favorite cocktail, but for family yard time, we better go for something we can all share.
I learned to make this at my first formal job, in a now defunct fast food chain in Caracas, Venezuela. The chain was famous for its shakes, and the shakes later became famous among my friends and family in US. It still brings me back to those days of youth, hope, and knowing that my only job was to do well in school. Cheers to those times of clarity.
You have two choices for this shake, depending on your mood. You can use less milk, keep a more solid state, fit to eat with a spoon. Or you can use more milk, so you can sip it with a straw. in any case, the magic is in the crushed cookies, which you should be able to taste, so keep it nice and dense.
This recipe should be good for a tall glass for 4 people, or a short one for 8 people. Please note the order in which you will put ingredients in the blender, to help it mix.
Ingredients
4 cups of milk
1 quart of vanilla icecream
1/2 quart of chocolate icecream
12 Oreo cookies or similar
Preparation
Pour 2 cups of milk in the blender jar. Add the icecream and 8 cookies. Pulse the blender at the highest speed until thoroughly combined.""",
      source="https://fiveingredients.blog/new-blog/2018/oreo-milkshake", kind="recipe",
      note="trap: blender, quart, Pulse"),
    # ---------------------------------------------------------------- a Hugo spritz
    R("""Making a Hugo is relatively simple. It just takes Sparkling Wine, Mint, and Elderflower Syrup. If you like, you can add a spritz of lemon or lime. And some people like to make it even less alcoholic by adding some sparkling water. I'll give you the basic Hugo drink recipe, and you can try it at home. My only suggestion is to not go too heavy on the Elderflower Syrup... or the drink gets too sweet, and loses its refreshing qualities.
Put the Mint leaves and a ice cubes in a glass. (Traditionally, the drink is served in a wine glass, but I used a regular glass)Muddle the mint with the ice.... (Muddle means to crush it a bit so that the aroma is released... you don't need to mangle the leaves, just crush. Use a spoon or a muddling tool)
Add the Elderflower Syrup (or if you are looking for an alcoholic BOOST, add St. Germain liqueur)
Add the Prosecco or Sparkling Wine.
Squeeze a lemon slice over the drink and serve.""",
      source="https://germangirlinamerica.com/wprm_print/hugo-spritz", kind="recipe",
      note="trap: Hugo, Mint, Sparkling"),
    # ---------------------------------------------------------------- bamboo shoots
    R("""In a previous life, I might have been a panda because of my love of bamboo shoots. I love them braised, pickled, fried, and stewed. Fresh bamboo shoots are hard to come by in the Pacific Northwest. A few of the larger Asian grocery stores (Fubonn, Uwajimaya, etc.) carry it in vacuum-sealed packs. I use the canned winter bamboo shoots. They are more tender. The canned variety offers different cuts, some are flat and rectangular like miniature planks of wood, others are cut to matchstick size, and some manufacturers have the peeled shoot. Bamboo on its own is bland and nearly flavorless. But, it is very high in fiber and very, very low in calories. A cup of bamboo shoots has about 25 calories. It's a good side dish.
Ingredients
1 lb peeled winter bamboo shoots, cut into thin strips or matchsticks
3 tbsp soy sauce (or a combination of light soy sauce and dark soy sauce)
3 tbsp Shaoxing rice wine
1 tsp brown sugar, optional
3 scallions (green onions), cut into 1" pieces
1" piece of fresh ginger, peeled and thinly sliced
1 tsp sesame oil
peanut oil or olive oil, for frying""",
      source="https://thefoodening.blogspot.com/2014/11/braised-bamboo-shoots.html", kind="recipe",
      note="trap: Bamboo, bamboo, panda"),
    # ---------------------------------------------------------------- maple syrup
    R("""Did you know it makes a fabulous marinade for salmon? How about a sweet potato & Peanut soup? How about enhancing your roasted veggies with a drizzle? Add some Maple syrup to your morning smoothie? Now that I have you thinking let’s get cooking. Just promise me you won’t use the fake product you find on your supermarket shelf. The real maple syrup is worth every penny..

Abbott's Glen Maple syrup
Assorted bottles of Abbott’s Glen syrup

Maple Ginger Roasted Salmon

¼ cup soy sauce or wheat free tamari

¼ cup dark maple syrup

1 Tbsp. white vinegar

1 Tbsp peeled grated fresh ginger

½ tsp crushed red pepper

1 1 ~ 1 ¾ lb. boneless salmon, skin on.

In a large baking dish stir soy sauce, syrup, vinegar, ginger, & red pepper. Lay salmon skin side up in marinade.

Preheat oven 425. Line a roasting pan with aluminum foil.

Lay fish on the foil, skin side down. Roast uncovered until fish for 12 minutes.""",
      source="https://innthebuffgourmet.com/2017/03/02/its-maple-season-here-at-abbotts-glen/", kind="recipe",
      note="trap: Maple, maple, Ginger"),
    # ---------------------------------------------------------------- ghost peppers
    R("""If you like your food spicy, you may want to try bhut jolokia hot sauce. You'll have to be very, very brave, though. This condiment is enough to make even Chuck Norris cry.
The main ingredient is the ghost chili pepper. Other names for this pepper are naga bhut jolokia, naga jolokia or bhut jolokia. It originally came from India's north-eastern Assam state. Here, people have been using this pepper in their food, as a cure for stomach troubles and to help combat the heat.
In 2007 the ghost chili became the hottest of the world's hot peppers. This was made official by Guinness World Records. Research by the Chile Pepper Institute at New Mexico State University found that the ghost chili has about 400 times the heat of Tabasco sauce.
You can buy several brands of hot sauce made from the ghost chili. Some brands also include habaneros to add a little more edge. Onions and garlic, salt, spices, lime or lemon juice and vinegar are other ingredients commonly added.
If you have some ghost chilies on hand, though, you can make a sauce yourself. Many recipes include carrots since these root vegetables apparently help to bring down the heat factor just a little bit. An online search and some experimentation will help you find the perfect recipe.
It is a good idea though to take some precautions when you work with these peppers. To protect your skin, wear rubber or latex gloves.""",
      source="http://cookingrecipesarticle.blogspot.com/2012/09/turning-up-heat-with-bhut-jolokia-hot.html",
      kind="recipe",
      note="trap: ghost, latex, Tabasco, edge (two paragraphs on Scoville ratings left out)"),
    # ---------------------------------------------------------------- pineapple and jelly
    R("""When making some jelly last week, I noticed the packet said it wouldn’t set if pineapple, kiwi or papaya were added to it. We decided to find out why pineapple stops jelly setting.

Why pineapple stops Jelly setting?

What you need

  • Jelly cubes
  • Fresh pineapple
  • Tinned pineapple
  • Any other fruits you wish to test
  • Small bowls


  • Make the jelly up as per the instructions.
  • Divide into several small bowls.
  • Add a different fruit to each bowl.
  • Leave one just as jelly – this is our control


We found only the jelly containing the fresh pineapple did not set. In one bowl I had just two small pieces of pineapple, this was enough to stop it setting.

Why pineapple stops Jelly setting?

The science part

Jelly contains gelatine which partially consists of protein molecules. It sets because the protein molecules tangle up as they cool down trapping the water to make a solid. Fresh fruits such a pineapple, kiwi and papaya contain enzymes which break down these protein molecules, making them smaller, so they can’t tangle up, which stops the jelly setting.""",
      source="http://www.science-sparks.com/jelly-will-it-set/", kind="recipe",
      note="trap: Jelly, jelly, enzymes, kiwi"),
    # ================================================================ prose
    # ---------------------------------------------------------------- the satin bowerbird
    R("""Have you ever stumbled across a small collection of blue rubbish in the bush and thought nothing of it?
Or looked closer and seen an avenue of interwoven twigs?
You have found the bower of a satin bowerbird.
The male uses his agile bill to weave twigs together and form two walls with a passage in between.
He then collects blue objects like straws, bottle tops and glass to decorate the surrounds.
This is what the female bower bird seems to like.
If one female bower bird approaches, the male begins an elaborate dance involving prancing, singing and offering gifts.
If she is interested, they mate inside the passageway.
Females later build nondescript nests in trees nowhere near the bower.
The male plays no part in rearing the young, instead keeps trying to attract more females.
If the male thinks his bower is not working, he destroys it and starts again shifting everything elsewhere.
Males are blackish with a glossy blue sheen and a gleaming lilac eye.
Females and young males are olive green also with a lilac eye.
Young males do not take on their adult plumage until the age of 7.""",
      source="https://www.myallkoala.org/satin-bower-bird.html", kind="prose",
      note="trap: bower, bowerbird, bottle"),
    # ---------------------------------------------------------------- Stravinsky's Firebird
    R("""The Firebird was Stravinsky’s first ballet score and the first of his three groundbreaking pre-World War One ballets, followed by Petrushka (1911) and The Rite of Spring (1913). It was written for the second Ballets Russes Paris season and was the first company production based on an entirely original score. Stravinsky’s orchestral showpiece Fireworks (1908) had been performed in St Petersburg in 1909: the Ballets Russes impresario Sergei Diaghilev was in the audience, and the rest is history, though Stravinsky’s first commission from Diaghilev was the arrangement of two Chopin piano pieces for Les Sylphides later that year. The ballet was mostly composed in St Petersburg between December 1909 and May 1910. 

Stravinsky was not the first choice to write the score of The Firebird. Anatoly Lyadov was originally approached, though after much dithering – which was characteristic of him, as he was notoriously indolent and self-critical – he turned down the job and Stravinsky replaced him.""",
      source="http://www.philharmonia.co.uk/paris/essays/32/firebird", kind="prose",
      note="trap: Firebird, Spring, Fireworks"),
    # ---------------------------------------------------------------- a child's lisp
    R("""HELP! My child has a lisp

We hear this comment frequently from parents, often with kids ranging from 2 years up to 8 years of age. What is a lisp? When it is normal? When should it, if at all, be treated?

What is a lisp?

A “lisp” usually refers to a person’s difficulty producing the /s/ and /z/ sounds because of incorrect tongue placement. It is a ‘functional speech disorder’ as the cause is usually unknown. The tongue may be sticking out between the front teeth, or the sides of the tongue may not be high enough or tense enough in the mouth. Both of these articulation errors result in sound distortions, giving it the distinctive ‘slushy’ sound.

How the “s” and “z” sounds are made…

Before you work out whether your child has a lisp and where they’re going wrong, it’s helpful to know how we actually make the correct /s/ and /z/ sounds.

You may be surprised to learn that /s/ and /z/ are essentially the same sound. The positioning of your lips, tongue and teeth are the same for both. The tongue is kept behind the teeth, with the tip of the tongue either behind the top or bottom teeth. The sides of the tongue are curved upwards to touch the upper molars. This results in the tongue forming a groove down the middle, which the airflow passes through to produce the sound.""",
      source="https://littlebirdiebooks.com.au/2018/04/12/help-my-child-has-a-lisp/", kind="prose",
      note="trap: lisp, airflow (/s/ and /z/ are speech sounds, not paths)"),
    # ---------------------------------------------------------------- the Vagrancy Act
    R("""1. What is the Vagrancy Act 1824?

The Vagrancy Act 1824 criminalised ‘sleeping out’ (rough sleeping) and begging, subject to certain conditions. Much of the act has been repealed and amended over the past 200 years. However, sections are still in force today and are used to police begging and rough sleeping.

During the early 1820s there was a particular concern about vagrancy, with vagrancy acts passed in 1821, 1822 and again in 1824.[1] In this period there were increasing numbers of people in poverty moving across the country looking for work, including soldiers who had returned from the Napoleonic wars.[2] Parliamentarians wished to address the cost faced by local authorities in removing vagrants from their counties. The 1821 act principally dealt with regulating the costs of vagrancy, and the 1822 act introduced a broader set of measures, creating temporary provisions that were made permanent (and in some instances extended) by the 1824 act.[3] The 1824 act was then introduced with the aim of simplifying “centuries of existing vagrancy laws”.[4]

The 1824 act set out categories of ‘vagrant’ and created criminal offences relating to begging and rough sleeping.""",
      source="https://lordslibrary.parliament.uk/vagrancy-act-1824-will-it-be-repealed/", kind="prose",
      note="trap: Vagrancy, vagrancy, vagrants, vagrant"),
    # ---------------------------------------------------------------- cosmological redshift
    R("""Cosmological Redshift

Hubble's Law of cosmological expansion was first formulated by Edwin Hubble in 1929.

Hubble compared the distances to galaxies to their redshift and found a linear relationship. He interpreted the redshift as being caused by the receding velocity of the galaxies.

The recession-distance relationship is interpreted as an overall expansion of the Universe. As light travels towards us from the distant galaxies, it is stretched over time by the ever expanding space it is travelling through. The longer it travels, the more the wavelengths are increased (reddened).

This shift is different than the doppler effect, which is caused by the motion of the light source itself. It is similar to drawing an image on a piece of rubber or latex and then distorting the image by stretching.""",
      source="http://www.wwu.edu/planetarium/a101/a101_hubble_redshift.shtml", kind="prose",
      note="trap: Redshift, redshift, latex, Hubble, linear"),
    # ---------------------------------------------------------------- Koblenz at the confluence
    R("""Koblenz at the confluence of Moselle and Rhine

Koblenz, lies on the Rhine and the Moselle rivers ("confluentes flumines"). On the right bank of the Rhine where the massive fortress Ehrenbreitstein is the gateway to the Hunsrück, Eifel and Westerwald areas. The German Corner, where the Moselle flows into the Rhine, goes back to a German order that settled there in the early 13th century. There is a monument to Kaiser Wilhelm I to remind us of the epoch of the Prussian totalitarian state in German history. There was a longstanding debate about whether or not the statue of the horseman, which was destroyed in WWII, should be restored. A private foundation wished to do this and finally, in 1993, the monument was unveiled at the German Corner during a public celebration complete with rock music (instead of marching music and cannon fire).""",
      source="https://maasberg.ch/eKoblenzX.php", kind="prose",
      note="trap: confluence, Corner, foundation"),
    # ---------------------------------------------------------------- spinnaker handling
    R("""Crew Work on the Farr 1020

by Mike Ure - updated by Cameron Thorpe

 

Spinnaker Handling

Introduction

The rapid growth of light displacement yachts and the ever increasing competition has necessitated a new look at spinnaker handling techniques. No more down below for a repack, a swig of rum and as long out of the cold as the skipper will allow. The boats whose crews don't have their butts firmly affixed to the windward rail virtually 100% of the time will find the bar already full when they reach it.

In the 1020 the crew contributes more than 33% of the boats ballast (almost 50% for those lucky to have a plump crew) and must be used as such (if it blows harder fill your sea boots with water and hold your legs out straight) to obtain good performance.

Fore and aft positioning of the crew weight has almost as significant an effect on performance as does athwartship positioning.

Launching the spinnaker form a turtle bag set at the leeward side stay is the most efficient method. A good size bag with self opening lid and two hooks that allow it to be clipped to the lifeline.""",
      source="https://www.farr1020.org.nz/rules-technical/crew-work/", kind="prose",
      note="trap: Spinnaker, spinnaker, Crew (a line holding a single space kept)"),
    # ---------------------------------------------------------------- an asana
    R("""**Foundational Pose** Master this asana and flow effortlessly through any warrior series.

How to do it:

  • Start in Downward Facing Dog Pose.
  • Inhale raise the right leg behind you and then exhale as you step the right foot forward between your hands.
  • Check that the right knee is aligned above the right ankle.
  • Ground through the feet, pull your lower abs in as you exhale, then inhale sweeping your arms out and up, palms facing towards each other
  • Bend your back knee a little, lengthen your tailbone down towards the floor, then extend through the back leg, opening and stretching the sole of the foot.
  • Open your chest and draw your front ribs down into your torso.
  • Stay for five breaths.
  • Bring your hands onto the floor by your right foot as you exhale.
  • Step your right foot back into a Downward Facing Dog pose.
  • Repeat with the left foot coming forward.""",
      source="https://laramiereeseyoga.com/blog/anjaneyasana-crescent-pose-high-lunge/", kind="prose",
      note="trap: asana, Pose, Dog"),
    # ---------------------------------------------------------------- insomnia
    R("""Waking up at 3 in the morning and being unable to get back to sleep is nerve-wracking. Twisting, turning, shifting from one side to the other and back again. Blanket off, blanket on, blanket looser, blanket tighter—finally wrapped into a cocoon, turning the light back on and grabbing a book, determined to stop the churn of worries. Get up to pee, even more awake. Counting, subtracting by sevens, picturing placid pursuits, but sleep just doesn’t come.

 Wendy Lustbader
Crossed Trees
Source: Wendy Lustbader

Stop fretting! Sometimes I order the noise in my mind to cease. Thought replacement, a tried-and-true CBT technique, works wonders for me in the daytime. In the middle of the night, however, when I push forward a far more pleasant line of thought, it only works for a short while. Then something else rises up from the sewer where regrets and unresolved dilemmas fulminate, often even worse than what was tormenting me in the first place. I hate this more than anything.

Insomnia feels like the mind turning on itself, a kind of trickery where every good and restful thought gets countered with the most anxious possible rebuttal.""",
      source="https://www.psychologytoday.com/us/blog/life-gets-better/202211/when-youve-tried-everything-and-still-can-t-sleep",
      kind="prose",
      note="trap: Insomnia, CBT (cognitive behavioural therapy; a photo credit kept as on the page)"),
    # ---------------------------------------------------------------- rechroming
    R("""Chrome. I can't think of another single component of a car's restoration that causes me anywhere near as much aggravation as the re-chroming of its trim and bumpers. The reason for this is it is the one part of the restoration in which I lose control of not only the quality of the job but the actual control of pieces of the car, many of which are amongst the most difficult of any part of the vehicle to locate in the old cars parts market.

A good chrome shop is not all that hard to find, but, a good shop will often have a six month waiting period which means that your car can sit for at least that long stalled in mid assembly. I often have fully painted and finished cars sitting in the shop month after month waiting for several small bits of chrome or trim to come back from the chrome shop.""",
      source="http://www.guildclassiccars.com/articles/classiccars_chrome.htm", kind="prose",
      note="trap: Chrome, chrome"),
    # ---------------------------------------------------------------- school prefects
    R("""The appointment to the position of Prefect is an honour accorded to a pupil by the School Community. It is an office which carries specific responsibilities. These are in three main areas:

  • The Prefect as a Student Leader
  • The Prefect as an example to other pupils
  • The Prefect as an ambassador for the school

Prefects wear a red or blue badge.

Prefects are pupils who endeavour to be positive role models and provide leadership to the school. They represent the school and provide assistance at a number of functions including celebration assembly, every Friday and other school events.""",
      source="https://mpjs.org.uk/prefects/", kind="prose",
      note="trap: Prefect, Prefects"),
    # ---------------------------------------------------------------- sea otters, a keystone species
    R("""Kelp forests are a food source for sea otters, harbor seals, and other fish species. These forests demonstrate shelter for marine mammals during a storm or as a way to escape predators. Nevertheless, sea urchins and other invertebrates roam amongst the kelp forests, feeding off of them. These sea urchins can reach a large enough population to completely eat up entire kelp forests.On the contrary, sea otters, another keystone species, are one of the few marine mammals to consume sea urchins, balancing urchin populations and kelp regrowth. Without sea otters, our kelp forests would be stripped, leaving other species to starve and no safe place for fish to lay their eggs. Exploring Nature informs us of a dramatic change in an ecosystem when sea otters were almost hunted to extinction in the 1700-1800s. Once sea otters became extremely rare, fishermen began to notice change in the ecosystem, where the population of sea urchins increased drastically. The urchins would eat the kelp beds faster than the kelp could resupply itself. This led to a chain reaction, without the sea otters, the kelp beds slowly disappeared, then so did fish""",
      source="https://studymode.com/essays/Keystone-Species-Essay-0B4D728069F1DFA0.html", kind="prose",
      note="trap: keystone, storm, Nature (a student essay; its last sentence breaks off on the page)"),
    # ================================================================ blogs
    # ---------------------------------------------------------------- Snowflake Bentley
    R("""All this talk about snow got me thinking. I realized that many people don't know that quaint Jericho, Vt.—located between Burlington and Smugglers' Notch Resort—has been a hotspot for snowflake discovery. This is the town where Wilson Bentley lived his life.
On January 15, 1885, at the age of 19, he made the world's first photomicrograph of a snow crystal. He had jury rigged a microscope and bellows camera and after two years of trial and error he did it!
Bentley took so many snowflake photos—thousands of them—that he earned the nicknames "Snowflake Man" and "Snowflake Bentley."
I have two Snowflake Bentley prints in my house and I adore them. The Jericho Historical Society prints them using Bentley's original photo plates. They come in all shapes, reinforcing the idea that no two snowflakes are exactly alike.
You can stop at the historical society's gift shop at the large, red Old Mill on Route 15 in Jericho. In the back they have a small exhibit on Bentley, and you can purchase a virtual avalanche of Bentley snowflake prints and gifts.
There's a nice little coffee shop across the street and down the road a bit. Good place to stop for cocoa or java.""",
      source="https://skimaven.com/post/cold-temps-snow-in-vermont-got-me-thinking-about-mr-bentley-and-his-snowflakes",
      kind="blog",
      note="trap: Snowflake, snowflake, snowflakes, java, crystal"),
    # ---------------------------------------------------------------- jaegers at sea
    R("""NC pelagics, photo highlights - Skuas & Jaegers

Over our three days at sea we recorded a South Polar Skua and all 3 jaeger species. Below are select images of the SP Skua, a Long-tailed Jaeger, and a few Poms.

South Polar Skua, a rather dark individual

Long-tailed Jaeger - a near adult bird, the only signs of immaturity, as far as I can tell, are a couple of underwing coverts and a single undertail covert. Third-summer?

Pomarine Jaeger (presumed third-summer)

Pomarine Jaeger (second summer)

Pomarine Jaeger (presumed second summer)""",
      source="https://www.shorebirder.com/2012/06/nc-pelagics-photo-highlights-skuas.html", kind="blog",
      note="trap: Jaeger, Jaegers, jaeger, Skua"),
    # ---------------------------------------------------------------- obsidian
    R("""When the atoms in a particular mineral or other substance crystallize, they hook on to each other in a regular formation, enabling stronger bonding. If those atoms are not in crystalline form, but in random, or amorphous sequence, the product is not very strong, and in many cases, brittle. Obsidian is the same thing as glass, except not man-made.

Silica bonds strong, but all physical bonds can be broken, and once obsidian does break, it fractures into a very sharp, conchoidal edge, which can be used and made into spearheads and arrowheads. The process of flaking obsidian (or flint, which fractures very similarly to obsidian) to a sharp point is called knapping.""",
      source="https://stonesoftheearth.com/2012/10/02/knapping/", kind="blog",
      note="trap: Obsidian, obsidian, edge"),
    # ---------------------------------------------------------------- polymer-clay beads
    R("""New clay beads – following the directions

I am learning more than I wanted to (almost) about polymer clay. I thought you just rolled it out and baked it, which may be why, after my first attempt, my beads were pretty but not very strong. The clay needs to be “conditioned” first, which means rolling it through a flattening machine a bunch of times. I got one of those, and that part was pretty easy. It’s a lot easier than wedging “real” clay for the potter’s wheel. In the photo, it looks strangely like bacon, and it IS pretty thin. You can stick it back together, though, to make it thicker.

Then you need a dedicated oven to bake the stuff in. I got one of those, too. Actually, neither was expensive, especially with a Jo-Ann’s coupon! This was Sculpy day in the studio, and the beads came out well, if a little bizarre looking with the squashed faces on some. They seem a lot stronger. More work than I thought, but the results are promising.""",
      source="https://earthshards.com/new-clay-beads-following-the-directions/", kind="blog",
      note="trap: polymer, Sculpy"),
    # ---------------------------------------------------------------- a knitter's stash
    R("""Stash Busting in 2022

One of my informal goals in 2022 was to knit from my stash (isn’t that every knitter’s new year goals?). I say informal because I wasn’t militant about it, but rather, I was mindful with my purchases. That said, my stash did grow quite a bit in 2022, but it did go down somewhat as well.

For example, Feel the Bern was a quick knit that used over 600 metres of worsted weight yarn. If you’re looking for a project to do some stash busting or to help practice colourwork, this is a great pattern for it.

My Temperance Shawl was also a great project to use two skeins of fingering yarn I had for about 2 years. However, I did have to buy one more skein to work the project, but I love this shawl. Wearing it is like wearing a socially acceptable blanket around.

My Icefall sweater also used up stash yarn that had been kicking around for some time. Now, this was a WIP that had been WIP-ing for over a year by the time it was finished.""",
      source="https://intherounds.wordpress.com/tag/projects/", kind="blog",
      note="trap: yarn, Stash (WIP is a work in progress)"),
    # ---------------------------------------------------------------- the enzyme that ruins jelly
    R("""I have a tendency to experiment in the kitchen and most of the time it goes well. One particular experiment involved adding fresh pineapple to jelly. It didn’t set.

It was a disaster. I was making a tropical fruit inspired trifle. I was so incredibly confident of my predicted success that I had talked up this dessert and even incorporated components from some of the people attending. Instead of having set jelly to layer in amongst layers of cake and fruit, I had slush. I had three hours to make a replacement dessert. The pineapple slush was exiled to the back of the fridge while I frantically I made a pavlova covered in cream and tropical fruit.

After everyone had left and with the dishwasher whirring away, I brought out the bowl of pineapple slush. After 10 hours, it still had not properly set. I declared war on pineapple that night in the kitchen. I had to find out why the jelly hadn’t set.

The reason why my pineapple jelly did not set and was not ever going to set despite the length of time spent in the fridge was because fresh pineapple contains an enzyme called bromelain. It is a plant extract that is usually used as a meat tenderiser.""",
      source="https://philosophicallydisturbed.wordpress.com/2011/04/15/pineapple-ruins-jelly/", kind="blog",
      note="trap: enzyme, pineapple, jelly, cake"),
    # ================================================================ mixed
    R("""Virtual Friday – 3

I can guarantee that when we come out of this pandemic our knowledge of tech will have increased massively.

On Friday at 11am, we had a fun-filled and exciting knitting group meeting on Zoom. Other meeting platforms are also available 🙂 I had tried it out the previous week as it was new to me and then issued the invites and links to our ladies and crossed my fingers that it would work out. And it did! Ten of us were online using Zoom with video, and one joined in by phone. It was just an ordinary phone call but with the speaker/hands free facility in use and it worked really well. Two of our group had tried to join the Zoom session but their devices wouldn’t let them so we hope to sort that issue out for next week.

We were so good that anyone spying on us would think that we were seasoned Zoomers!""",
      T("Zoom"),
      source="https://knittingfriends.org/2020/04/04/virtual-friday-3/", kind="blog",
      note="mixed: a knitting group's lockdown meetings on the video-call service; 'Zoomers' is a pun, not labelled apart"),
    R("""I'm a family history buff. I manage a tree on ancestry.com, synched with the desktop app Family Tree Maker, or FTM. This gives everyone in my family access to the tree online, while I use FTM for ease of maintenance and for publishing charts and reports. But of course, I'm also drawn to Excel to customize the data presentation. I built a report in FTM to export data to a .csv file to get me started in Excel.


The concept in mind is a timeline, showing lifespan bars across year columns. FTM has a color-code system to identify ancestral lines, so I'll carry that over. I'll also highlight columns with notable public events and leaders, for context. Finally, I'll add slicers for easy filtering.""",
      T("Family Tree Maker"), T("Microsoft Excel"),
      source="https://xlegant.com/post/family-history-timeline-project-part-1", kind="blog",
      note="mixed: a family-history buff's tools; FTM is Family Tree Maker's abbreviation; ancestry.com is a website and '.csv file' a file type, neither labelled"),
    R("""This week I’ll be mentioning an activity closer to home for me – we launched a Code Club in Tamworth Library in Staffordshire. This is the third code club within Staffordshire, and several more are planned in our other libraries.

Code Clubs are aimed at 9-11 year olds who are interested in making their own computer games. Of course they learn far more than that – coding is about problem solving, creativity, thinking outside the box, teamwork, and sharing knowledge. Not to mention the fun they have! They are overseen by the Code Club website, which has all the resources and instructions you need for running a club, and also contains lists and maps of all the other Code Clubs in the UK. You can choose one to attend, or one to volunteer at!

In the UK all children do coding at school, and virtually all of our 9 children attending had seen the coding training website, Scratch, before. It is seen as a really important part of gearing the next generation for the future – where the majority of all jobs in 10 years’ time will require coding skills.""",
      T("Scratch"),
      source="http://blogs.ifla.org/public-libraries/tag/tamworth/", kind="blog",
      note="mixed: a public library's children's coding club; Code Club is the organisation, not a tool"),
    R("""Following on from my previous posts about a tool or piece of technology that can be used to monitor bee hives and the status of bee’s; I’m pleased to announce the next step of my development of this project.

Originally code named ‘BeePi’ because I was building on the Raspberry Pi computer system, I have developed it further and it has evolved into ‘BeeSafe’ – a micro monitoring tool used to monitor the status of a bee hive.

BeeSafe Features:

Accelerometer External Environment Sensor
Abient Temperature Sensor Magnetic Switch Alarm
Brood Temperature Sensor LED Status Lights

Which will allow me to work out:

Current temperature of Bee cluster in the Hive – Are the Bees still alive
Current temperature of the environment around the hive – Are the bee’s likely to be active
If the Hive is open – Is someone doing something to the Hive
If the hive has fallen over – Has an animal or something caused the hive to fall over exposing the inside of the hive
If the hive is being moved – Useful if you think your Hive is being stolen
Quick Traffic light: Red, Amber or Green Status of the Hive""",
      T("Raspberry Pi"),
      source="https://www.mathewjenkinson.com/2013/06/", kind="blog",
      note="mixed: a beekeeper's hive monitor on the single-board computer; BeePi and BeeSafe are the writer's own project names; Hive is a beehive here (trap), not labelled"),
    R("""For the past couple weeks I've been working on my Squarespace site. Making sure everything looked right before transferring EVERYTHING over from Blogger. I thought, you know, I need to graduate from Blogger.

I do like Squarespace. It's super easy to manipulate whether or not you're a blog designer. It's very clean and apparently has built in SEO. But, I'll likely never know if that's the case.

On Monday I was sitting at my parents breakfast room table, eating a whole wheat waffle from Trader Joe's with a Diet Coke. With a swift click of the mouse, I moved from Blogger to Squarespace. I made a few tweaks, made sure all my posts were there and made sure the images looked good. I chuckled to myself that I might not actually post today.

But there was a problem. Every single link from every single blog post from the past 3 + years was broken.""",
      T("Squarespace"), T("Blogger"),
      source="https://heleneinbetween.com/2015/11/lesson-learned-2.html", kind="blog",
      note="mixed: a food and travel blogger switching platforms; 'a swift click' is not Swift (trap); SEO is a practice, not a tool"),
]
