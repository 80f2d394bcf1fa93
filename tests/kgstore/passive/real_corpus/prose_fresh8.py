"""Prose of the eighth fresh held-out set ("fresh-8"): ordinary texts full of words that are
also tool names -- playwrights and theatre reviews, squid and celery recipes, chai, zookeepers and
polar bears, thrift stores, the aurora borealis, zeppelins, tornadoes. Nothing in them is a
technology.

Taken from stored public copies of the pages at the addresses given, kept as written and
labelled by hand without running the extractor (``--split fresh-8``).
"""

from real_corpus import R

CASES = [
    # ---------------------------------------------------------------- theatre: playwrights
    R("""Playwrights Play with Playlists

I am loving the trend happening these days where playwrights are making public Spotify playlists that accompany their new plays. I’m sure the act of playwrights creating playlist for their plays has been happening for years in various forms; burned CD’s, iPod playlists, etc, but what is special about the current form is how publicly […]

Casting and Fear

As a playwright, I have to make it my goal to know the scope and mission of various theatre companies. Trying to find the right companies for my work–and tailoring submissions appropriately so that their relevance to the company is obvious–involves serious study of theatre companies’ websites, and sometimes (with a little bit of good […]""",
      source="https://dramalit.wordpress.com/tag/new-plays/", kind="prose",
      note="trap: playwright (the testing library's name), Spotify, iPod"),
    R("""First it’s Henrik Ibsen, and now it’s Arthur Miller. Stray Dog Theatre has been having a lot of success with productions of classic plays lately. This time, instead of 19th Century Norwegian plays, like its excellent productions of A Doll’s House and Hedda Gabler, the company has turned to the work of a legendary 20th Century American playwright and one of his best known works, The Crucible. Like the first of the aforementioned Ibsen plays, The Crucible is a play I had read but never seen. Now, at Stray Dog’s Tower Grove Abbey, I’ve seen it, and it’s a remarkable success.

This is a long play, with four acts and running about three and a half hours. It’s also a large cast for SDT, and a heavy subject matter, with Miller’s portrayal of the historical Salem Witch Trials told through the lens of 1950s McCarthyism.""",
      source="https://snoopstheatrethoughts.com/tag/arthur-miller/", kind="prose",
      note="trap: playwright, Crucible"),
    R("""Playwright News--4.6.12

New playwrights at Victory Gardens' stable; Mayes departs Bailiwick
Chicago Sun-Times
Four emerging playwrights representing "the next generation" of promising Chicago and nationwide-based talent — Tanya Saracho, Philip Dawkins, Samuel D. Hunter and Marcus Gardley ...

The Big Meal Gets an Extra Helping in NYC, Extending to April 29
Playbill.com
Playwrights Horizons has added an additional week, now to April 29. The play opened March 21 following previews from March 1 at Playwrights Horizons' intimate upstairs home at the Peter Jay Sharp Theater.

Cards, drink, devilment fuel Alley Theatre's 'Seafarer'
Houston Chronicle
James Black as James "Sharky" Harkin, left, and Todd Waite as Mr. Lockhart, in this scene from Alley Theatre's Houston premiere of Irish playwright Conor McPherson's "The Seafarer.""",
      source="http://storydynamics.blogspot.com/2012/04/playwright-news-4612.html", kind="news",
      note="trap: Playwright, Horizons, Gardens"),
    # ---------------------------------------------------------------- recipes: squid
    R("""Ease of Preparation: Moderate
Yield: 6 servings
Ingredients:
1 pound fresh squid tentacles and tubes cleaned beaks removed (454g)
2 teaspoons minced garlic (10ml)
1 teaspoon chilli flakes (5ml)
2 teaspoons lemon zest (10ml)
1 cup store bought yogurt based dipping sauce like Tzatziki
2 bricks covered in foil
Method:
Rinse squid under cool water. Score the tubes every ½ inch with a sharp knife, but be careful not to cut all the way through the flesh. This will help prevent the tubes from curling on the grill.
Place the calamari into a sealable plastic bag.
Preheat barbeque to moderate high heat 450°F (232°C).
Place the tubes on grill very close together and cover them with foil covered bricks to help keep their full surface on the heat. Cook for 30 seconds on each side.""",
      source="https://gustotv.com/mains/grilled-calamari/", kind="recipe",
      note="trap: squid (the caching proxy's name), tubes"),
    R("""In a bowl, combine 1 tablespoon olive oil, half of the lemon juice, garlic, spices and herbs. Add salt to taste and mix well. Add the squid (bodies and tentacles) and toss well to coat. Leave to marinate for a couple of hours.

Heat a grill to at least 500°F. If you have a fine-meshed grill tray, arrange the squid on top in a single layer. If not, skewer the bodies and tentacles on metal skewers. Do not pack them tight! Put them on the hot grill and keep an eye on them: They char pretty quickly and take only about 5 minutes to cook.

Note: I have Mexican tarragon growing in my garden. Other herbs like dill, chervil or mint also work wonderfully.""",
      source="http://ediblehouston.ediblecommunities.com/recipes/marinated-grilled-squid", kind="recipe",
      note="trap: squid, mint"),
    R("""On a recent visit to a Greek restaurant, I ordered a grilled squid dish, as I rarely come across squid prepared in this way. Since returning from France, grilled squid has almost become an anomaly, as the more common way of preparing squid – deep-fried calamari – is more readily available in North American restaurants. While this latter dish is also delicious, I prefer the Mediterranean version.

If you have never prepared squid at home, this is a relatively simple and tasty recipe. Remember, when purchasing squid, look for longfin squid from the Atlantic, as they are a sustainable seafood.

Place on greased grill over high heat. Close lid; cook, turning once, for 2 minutes or until firm. Serve with lemon to squeeze over top.

Recipe Source: Canadian Living""",
      source="https://gulfofgeorgiacannery.org/scrumptious-seafood-grilled-squid-with-lemon-and-oregano/", kind="recipe",
      note="trap: squid"),
    # ---------------------------------------------------------------- zoo: keepers and polar bears
    R("""The Memphis Zoo AAZK Chapter is hosting its first-ever "Breakfast with the Keepers" on April 26. The first breakfast event will focus on polar bears. The morning of this event, guests will enter the Zoo before it opens and travel down to Northwest Passage.

One of the most unique parts of this event is that guests will help choose which enrichment the polar bears will be getting that day and watch as one of our polar bears comes out to enjoy all of its toys and treats. I asked one of the polar bear keepers, Jen Conrad, some questions about herself and her job. -- Caitlin Miller, zookeeper

What is something that most people wouldn't know about our polar bears?
Haley's mother's name was "Aurora," so when Haley was born, her keepers wanted to keep with the astrological theme, and named""",
      source="https://www.memphiszoo.org/blog/posts/meet-jen-conrad", kind="prose",
      note="trap: zookeeper, polar bears (Polars), Aurora"),
    R("""Lions and tigers love perfume and giant pandas enjoy the smell of cinnamon, but do the San Diego Zoo’s polar bears get a kick out of scent enrichment, too? Keeper Matt Price explained to me that although our Arctic bruins have impressive sniffers, they don’t go all crazy rubbing around in smelly things like some critters do!

Keepers do have an impressive arsenal of scents on hand for the animals in their care. Various perfumes, essential oils, spices, and even synthetic urine from other species are used from time to time to give our Zoo animals something different to experience, investigate, or delight in. The big cats and pandas roll around in the scent, seemingly trying to spread it all over their body.""",
      source="http://blogs.sandiegozoo.org/category/animals-and-plants/polar-bears/", kind="prose",
      note="trap: pandas, polar bears"),
    R("""The Alaska Zoo held its annual birthday party for their polar bears today, and I was there working at the critter table. The weather was cooperative, for once; being a mere 20 degrees rather than the 14 below it was at their last event.

Louie, however, had his eye on the big huge box balanced precariously on top. He stood up on his hind legs, showing off his impressive size, and got hold of the box with his teeth and dragged it off and over to a corner, away from Ahpun. There he methodically worked at it until he got it open. Inside was a bit of popcorn, but he ignored that and went right for the brand new 5-gallon bucket! The peanut butter smeared on the inside was a bonus – once that has been licked clean, the bucket itself will provide hours upon hours of fun for both the bears.""",
      source="http://architectak.blogspot.com/2008/01/happy-birthday-ahpun-lyutyik.html", kind="prose",
      note="trap: bucket, box"),
    R("""We just got an awesome new railing installed along the roof of the bear house. My first time back up on the roof since the new addition was going great, right up to the last scoopful of fruits and nuts. Apparently, my throwing motion needs some trajectory adjustments. At the midpoint of my final throw, the front edge of the feed scoop clipped the top railing and went flipping out of my hand and down into the yard. Oops.

Sunny, quiet mornings are always the best time, in my opinion, to call in the bears and go scoop poop in the bear yard. This past week, Volunteer Colet and Human Resources Lady, Maureen, put on their grubby sneakers and went in with me.""",
      source="https://keeperblog.org/tag/scooping/", kind="prose",
      note="trap: scoop (the Windows package manager)"),
    # ---------------------------------------------------------------- thrift stores
    R("""Whether it be Goodwill, St. Vincent dePaul, or one of the many for-profit resellers of used goods, thrift stores are fascinating (and fun) places.  My wife has found great shoes and purses at thrift stores, good expensive brands that are in like new condition.  I've found plenty of books.

People of all situations seem to use thrift stores - for some it's an essential place to shop for essential clothing, for others it's a fun way to find deals, and hipsters love 'em because these stores seem so anti-establishment to them (and they can get cool t-shirts).  I've seen people in thrift stores that look like they're about to head to the opera.""",
      source="http://roughhewnspaces.blogspot.com/2011/04/thrift-stores.html", kind="prose",
      note="trap: thrift (Apache Thrift), opera"),
    R("""It helps to adapt a certain mindset before heading out to do a little secondhand shopping. It may seem obvious, but unlike Target or Urban Outfitters, you are not going to be able find everything you want, when you want it, in a convenient place. You may not find anything at all.

Let’s imagine the thrift store as a vast and beautiful desert island. Well, an island that happens to smell like dust and mothballs, but beautiful nonetheless. Now think of that shirt, coffee table, obscure book on numerology, or whatever, as a treasure just waiting to be found. You are an enterprising pirate adventurer out on a treasure hunt.""",
      source="https://www.usforacle.com/2006/09/20/trashy-treasure-hunt/", kind="prose",
      note="trap: Target, thrift"),
    R("""In Baltimore and Maryland, in general there are several thrift store chains - we have Value Village - which also goes by the name Savers, and 2nd Ave. The Salvation Army still has a few locations - they were really great with prices, although they stopped bargaining a few years back. Recently one of the few Salvation Army stores shut down due to fire or some sort of catastrophe in the building.

Goodwill does good things - please don't get me wrong and I have found some awesome items at Goodwill. However things have changed. Goodwill has changed it's pricing to try to match retail stores. If they know they have a treasure, they price it as, well a treasure.""",
      source="http://fleaosophy.blogspot.com/2013/07", kind="prose",
      note="trap: thrift"),
    # ---------------------------------------------------------------- northern lights
    R("""If you’re looking for a good time and a glimpse of stargazing some amazing photos, then tonight will be the night as the northern lights will be visible in most of North America. According to the NOAA Space Weather Prediction Center, there’s suppose to be an explosive solar storm to occur that causes the Aurora Borealis to form. So, if you’re a photographer, it would be best to wait until 10p.m. to 1a.m. to start taking photos of this spectacle. Surely, having a camera phone would help as well, but any DSLR or mirror less camera would serve you even better. Take some photos and post them with a hashtag #northernlights and #jamilimages !""",
      source="https://www.jamilimages.com/2019/11/20/news-northern-lights-will-be-visible-across-the-u-s-tonight/", kind="news",
      note="trap: Aurora (the database), storm"),
    R("""A group of northern U.S. states may be able to get a look at the northern lights Wednesday night, with forecasters predicting a continuation of Tuesday's geomagnetic activity that produced a decent shot at viewing the aurora borealis.

Areas within the boundaries of NOAA's viewing line include northern Washington, northern Idaho, Montana, North Dakota, northern South Dakota, Minnesota, Wisconsin, northern Michigan and northern Maine, in addition to most of Canada and Alaska.

The night mode feature on most smartphones should be used when trying to photograph the aurora. Low shutter speeds and wide apertures will also give viewers a better chance at getting a good photo.

Chances to view the northern lights have remained relatively consistent in the last few months, as NASA announced in October the sun reached a solar maximum period.""",
      source="https://theflashnews.co/news/northern-lights-forecast-heres-where-aurora-bore-672c11b84cd6f5e410ef2fdc", kind="news",
      note="trap: aurora"),
    # ---------------------------------------------------------------- airships
    R("""The Zeppelin and Hindenburg were large, rigid airships used for passenger travel in the early 20th century. Zeppelins, developed by Count Zeppelin, are characterized by their elongated, cigar-shaped design and a framework with internal compartments filled with a lighter-than-air gas, such as helium or hydrogen, to provide lift. The Hindenburg was a famous German transatlantic passenger airship built in the 1930s; it was notable both for its size and the tragic disaster in 1937 when it caught fire while landing, leading to the loss of lives and marking the decline of passenger airship travel.""",
      source="https://www.nutshell100.com/subject/zeppelin-hindenburg", kind="prose",
      note="trap: Zeppelin (Apache Zeppelin), helium"),
    R("""In addition to founding the airship construction business, which altogether finished 119 ships until 1938, in the early 20th century, Count von Zeppelin also founded the world's first commercial airline called DELAG (Deutsche Luftschiffahrts-AG). Both business were based in Friedrichshafen, Germany.

When the elderly Count died in 1917, his place as head of the Zeppelin business was taken by Hugo Eckener. Eckener was both a master of publicity as well as an extremely skilled airship captain. It was under Eckener's guidance that the Zeppelins reached their zenith.

The most successful airship of this period was LZ 127 "Graf Zeppelin" which flew over 1 million miles including the first (and, to date, only) circumnavigation of the globe via airship.""",
      source="https://wikipedia.bradmurray.com/w/index.php?mobileaction=toggle_view_mobile&oldid=2868354&title=Discu%C8%9Bie_Utilizator%3AAlmabot", kind="prose",
      note="trap: Zeppelin, Hugo, Graf"),
    R("""Ferdinand von Zeppelin (July 8. 1838 -- March 8, 1917) was a German general and later inventor of the Zeppelin rigid airships. His name became synonymous with airships and dominated long-distance flight until the 1930s. There were even some U.S. postage stamps showing the airships: These were issued by the post office in 1930 for mail to be carried aboard the airships from the United States to Germany. Of course what most folks remember about these airships is the Hindenburg disaster. On May 6, 1937, the German airship Hindenburg caught fire and was destroyed while attempting to land at the Lakehurst Naval Air Station in New Jersey. The airship had remarkable refinements for its passengers. The ship even had a piano.""",
      source="https://brucessmorasborg.blogspot.com", kind="prose",
      note="trap: Zeppelin"),
    # ---------------------------------------------------------------- storms
    R("""The weather was so bad throughout our viewing area yesterday that tornadoes touched down in Toombs County. They leveled homes and tore down trees and power lines.

"The whole back porch is gone," said resident Alice Johnson. "And the shelter over there, it just picked the posts and all up out of the ground."

Johnson's grandson Matt Howell was asleep when the tornado blew through his yard. "The whole trailer started shaking and I was looking and I couldn't see out of any of the windows," he told us. "I heard a loud bang, walked to the back of the door and the top of the porch flipped up on the trailer."

While crews continued to remove uprooted trees and worked to restore power, residents had to start cleaning up the mess left behind.""",
      source="http://www.wtoc.com/story/4311390/tornado-causes-damage-in-toombs-county", kind="news",
      note="trap: tornado, windows, shelter"),
    R("""Cherokee County Emergency Management Director Jason Allison says the storm knocked down trees and power lines in Weir and to the north of the town, and damaged several out buildings and small structures.

“Whatever it was, when it came through I was home with my three boys and I was just in the living room reading a book and then I could hear it go crazy outside and when I looked out the window, I saw my carport get blown away and other stuff, so we ran to the bathroom and about that time my phone went off and said I had a tornado warning (laughs),” says Ben Scott, Cherokee County resident.""",
      source="https://www.fourstateshomepage.com/news/storm-damaged-several-homes-in-northern-cherokee-county/", kind="news",
      note="trap: Cherokee, tornado, storm"),
    # ---------------------------------------------------------------- recipes: celery and chai
    R("""Sauté the onions, leeks, and celery: Melt 2 tablespoons of the butter in a thick-bottomed 4 to 5 quart pot on medium heat. Add the chopped onion, leeks, and 5 cups of the chopped celery. Cook on medium heat for 10 minutes until softened. Add the minced garlic and cook for a minute more.

Braise the remaining celery to soften: While the soup is simmering, prepare the extra celery that will be added later to the soup. In a separate small saute pan, melt the remaining 1 tablespoon of butter on medium heat. Add 1 1/2 cups diced celery to the butter. Ladle 1/2 cup of the simmering stock from the soup pot into the saute pan.""",
      source="https://master-recipes.com/en/recipe/cream-of-celery-soup-v2", kind="recipe",
      note="trap: celery, stock"),
    R("""1 cup of chopped celery, leaves and stalks,
1 big slice of onion or more (more is good).
2 cups organic chicken broth.
Cook together until the vegetables are tender.
Mix in a blender.
Bind (or thicken) if desired, and you should, with a roux (1 tsbp; butter and and 1 tbsp. flour for every two cups of soup).
Serves 4 to 6, but I like to double or triple the recipe and freeze it in labeled, zip-lock freezer bags. You never know when your mother might show up.

Sounds yummy and pretty simple to make! I’ll have to give it a try when my Tango celery that I’m growing in my CG gets big enough!""",
      source="https://lifegrower.org/2017/04/01/cream-of-celery-soup/?replytocom=1055", kind="recipe",
      note="trap: celery, blender, Tango"),
    R("""In a saucepan, add the water, cardamom, cinnamon, cloves, and ginger. Bring it to a gentle boil over medium heat.
Let the spices simmer for about 5 minutes so the flavors infuse into the water.
Add the tea bags to the saucepan and simmer for another 2 to 3 minutes, depending on how strong you prefer the tea.
Pour in the milk and add the sugar or honey. Stir well and let the mixture heat gently for another 2 minutes. Avoid boiling at this stage.
Remove the saucepan from heat and strain the chai into cups.""",
      source="https://saucyrecipes.com/wprm_print/making-chai-latte-at-home", kind="recipe",
      note="trap: chai (the assertion library), ginger"),
    R("""I love drinking chai and have gotten into a bad habit of stopping at Starbucks on my way out to grab one. Although having something made on the run can be convenient, it leaves out the fun of learning to make something new, and also making it exactly how you want it (less sweetened, more spice, etc).

I like my chai to be pretty milky. So usually, I take a small boiling pot and fill it with 2 cups milk, or a milk alternative (I've tried with unsweetened coconut milk and almond milk and both work well), and one cup water. Traditionally, milk, water and black tea are boiled together.

3. Let the mixture brew for about 30 seconds to a minute (longer if you want stronger flavours) and then remove it from the heat.""",
      source="http://home.howstuffworks.com/green-living/how-to-make-homemade-chai-tea.htm", kind="recipe",
      note="trap: chai, brew (Homebrew's command), Starbucks"),
]
