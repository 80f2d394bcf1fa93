"""Prose of the twentieth fresh held-out set ("fresh-20"): ordinary texts full of words that are also tool names --
Burmese and ball pythons in Florida sheds, yards and parks, storms that took down trees, Apollo 11's splashdown and the
Hornet, chimney swifts counted at dusk, a meteor shower, retiring mailmen and postmen, marionettes and a puppet theater
at the library, coconut and jasmine rice, celery soups, a spring hive inspection, a first homebrew, pelicans diving
off the pier, treks in the Atlas, the Sphinx at Giza, a one-man Jekyll and Hyde, slack-tide stripers, Kafka at a book
group, a ruby anniversary, a chunky scarf from Cascade yarn and a lawn mower's spark plug. Nothing in them is a
technology.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a
paragraph or a few) and labelled by hand without running the extractor (``--split fresh-20``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ================================================================ news
    # ---------------------------------------------------------------- pythons
    R("""HIALEAH, Fla. (WSVN) — A South Florida man who was cleaning out his shed discovered a 100-pound Burmese python hiding in it.
The man notified police and Miami-Dade Fire Rescue's Anti-Venom unit responded to the home on West 60th Street and 12th Avenue. "Well, we received a call from Hialeah police referenced a large snake in a shed and it turned out to be a Burmese python," said Miami-Dade Fire Rescue Lt. Lisa Wood.
According to police, the homeowner was cleaning out his shed at around 8:30 p.m. Sunday with a friend when the giant reptile came out of hiding from underneath some storage bins. Authorities worked to carefully remove the snake, needing the help of five crew members to lift it out. "This snake is probably about 13 feet long. We measured it a little over 12 with the tape measure, but there were curves," said Wood. "So, I'm thinking 13 feet and close to 100 pounds. It's a big snake."
Burmese pythons are a major concern in South Florida, though typically found in the Everglades where they have been released by pet owners and allowed to reproduce unchecked. It seems this snake was no exception. "An albino, so it's most likely somebody's escaped pet," said Wood.""",
      source="https://wsvn.com/news/man-finds-burmese-python-in-shed/", kind="news",
      note="trap: python, pythons, shed (the missing cats and the copyright line cut)"),
    R("""Python found in backyard of Siesta Key home

12ft. python found in backyard of Siesta Key
Posted at 12:50 PM, Jan 16, 2018
and last updated 2018-06-19 11:45:52-04

SIESTA KEY, FL (WWSB) - Reptiles are having a hard time trying to make it in this cold weather. 

A Siesta Key resident discovered something rare and found a yellow snake  swimming underneath his dock. 

Joe Volpe saw a 12 ft. python in the water and scooped up the snake using his pool net. 

"At first I thought it was dead from the cold weather and then I saw some movement," said Volpe. 

Volpe layed the python down in the sun to warm it up and decided to call Matthew's Wildlife Rescue.""",
      source="https://www.wtxl.com/news/python-found-in-backyard-of-siesta-key-home/article_50734562-b2df-54a1-8044-9642c89d9d24.html",
      kind="news", note="trap: Python, python, dock (the rescue center's plans cut)"),
    R("""It seems nothing the state dreams up — python-killing contests, singing snake catchers from India — can stop their spread. Case in point: Yesterday patrons of a Lincoln Road convenience store were startled to spot a massive snake lounging under a palm tree.
"I figured, well, come on, how big can it be?" Exprezo owner Indika Wanigarathne told the Miami Herald . "When I saw how huge it was, I freaked out. So did everybody else."
The snake, which police spokesperson Ernesto Rodriguez described as being "between six to eight feet," was turned over to AA Native Wildlife.
An operator at the Miami pest removal company tells New Times the snake might be an escaped pet rather than an invasive creature that found its way to South Beach. The animal has been handed over to the Florida Fish and Wildlife Conservation Commission's Python Patrol.""",
      source="http://www.miaminewtimes.com/news/burmese-python-captured-in-miami-beach-on-lincoln-road-9635591",
      kind="news", note="trap: python, Python, Patrol (the opening lines and the chief's tweet cut)"),
    # ---------------------------------------------------------------- storms
    R("""Storm knocks out power, takes down trees
Published 10:42 pm Tuesday, June 9, 2009
Clarence Copeland knew what the crash was as soon as he heard it.
“That’s got to be that pecan tree,” he said when he heard the noise at the onset of yesterday’s severe thunderstorm.
He and his wife, Janice, looked out the window and confirmed his suspicion – the pecan tree that had been in their back yard was now all over their side yard and front yard. Nobody in the family was harmed, though they can’t say the same for the house.
The tree knocked out two windows on the side of the house and took down a section of gutter on the front, as well as their cable and phone wires. It managed, however, to miss the power lines and a window air conditioning unit near the broken windows.
“I’m blessed,” Janice Copeland said. The family suspects the tree was struck by lightning, judging from its sharp break about 10 feet up the trunk and the bark peeled away from the tree in several places.""",
      source="https://suffolknewsherald.com/?p=4122", kind="news",
      note="trap: Storm, thunderstorm, cable (the city-wide outages cut)"),
    R("""The first cracks of the overnight storm came in the dead of the night.

“Next thing I know, it went zip and the power went out,” said Theresa Fowler.

Branches covered Route 837 in Washington County as multiple communities sat in darkness.

“My husband went to work around 4 and he’s texting me saying, ‘Hey, the driveway is bad with trees on our driveway.’ He couldn’t go either way. He had to go across people’s lawns and move the barricade for him,” Kristie Reid said.

As the sun came up in South Park, the damage was clear.

“Just loud winds and rain. We heard trees snap and obviously, the one across the street and back behind our house is where most of them came down. It’s pretty bad, we lost power about that time as well,” Mike Donahue said.""",
      source="https://www.wpxi.com/news/local/south-park-among-communities-hit-by-powerful-storm/5RK6G5KYRNHGJDOWXBQIPY4QNY/",
      kind="news", note="trap: storm, zip, snap, Route (the power crews and the fires cut)"),
    # ---------------------------------------------------------------- Apollo 11 comes home
    R("""On July 24, 1969, the Apollo 11 crew returned to Earth on the Command Module Columbia. They splashed down in the Pacific Ocean and landed upside down, but righted the ship using buoyant bags designed for the job. Concluding the mission, Neil Armstrong made his final transmission: "Everything's okay. Our checklist is complete. Awaiting swimmers." They were then decontaminated and quarantined, and even got a visit from President Nixon, who gamely chatted with the astronauts via microphone, peering through the quarantine vessel window, and invited them to dinner.
This moment, 47 years ago today, marked the successful conclusion of President John F. Kennedy's goal, delivered to Congress way back in May, 1961.""",
      source="https://www.mentalfloss.com/article/83471/today-1969-apollo-11-splashed-down", kind="news",
      note="trap: Apollo, Columbia, Module (Kennedy's words and the video cut)"),
    R("""HT This Day: July 25, 1969 -- Moon men are back home: All’s fine as trio boards the Hornet
The moon explorers scorched safely to splashdown in the Pacific Ocean earlier, ending their eight-day odyssey to the surface of the moon and back
Aboard U.S.S. Hornet in the Pacific Ocean - Apollo-11 astronauts Neil Armstrong, Edwin Aldrin and Michael Collins today landed aboard this aircraft carrier after successfully completing their moon-landing mission.
Their capsule landed upside down in the sea - the only major flaw in an otherwise perfect mission. It had happened before - to Apollo -7 and 8, with no danger to the crew.
Because of the craft’s base-over-apex landing, it was several minutes before the first report on the crew’s condition was received. Then a recovery helicopter pilot radioed “The crew is excellent and ready to take on swimmers.”
Before splashdown, the Hornet said the spacecraft was right on target.""",
      source="https://www.hindustantimes.com/india-news/ht-this-day-july-25-1969-moon-men-are-back-home-all-s-fine-as-trio-boards-the-hornet-101721812501544.html",
      kind="news", note="trap: Hornet, Apollo, carrier (a reprinted 1969 report; Nixon's wait and the crew's radio calls cut)"),
    # ---------------------------------------------------------------- swifts and meteors
    R("""Help count migrating chimney swifts when they roost
Volunteers are asked to participate in Swift Night Out, to count chimney swifts, between mid-August and early September. Monitoring chimney swift populations helps identify important roost sites and find ways to protect them. Chimney swifts, a unique bird species that nests and roosts in chimneys, are beginning to migrate south, all the way to the Amazon, starting in mid-August. Once dependent on cavities in standing dead trees, swifts now rely on manufactured structures, like chimneys, for nesting and roosting. This transition to chimneys began as forests were cleared and standing dead trees removed. Fewer structures now have usable chimneys, which could be a driving factor in the species’ decline. According to the latest North American Breeding Bird Survey, the chimney swift population has declined by 72 percent, in the past 50 years.""",
      source="https://www.centralwinews.com/centralwinews/news/?p=347743", kind="news",
      note="trap: Swift, swift, swifts, Amazon (the river; the working group's advice cut)"),
    R("""Perseid meteor shower peaks tonight

The Perseid meteor shower is predicted to peak tonight and is expected to put on a good show. Although meteor showers are notoriously unpredictable, the best time to watch should be between midnight tonight and sunrise Friday. All you need is a dark place with open/unobstructed horizons. Lie back on a blanket or lawn chair, get comfortable, look up, and enjoy the view.""",
      source="https://sites.highlands.edu/ghcinform/2016/08/perseid-meteor-shower-peaks-tonight/", kind="news",
      note="trap: meteor, view (open/unobstructed no path)"),
    # ---------------------------------------------------------------- mail carriers
    R("""Neighbors from Jim Leyden’s UPSP delivery route gathered on Mountfort Road in North Yarmouth to surprise him with a retirement party. Courtesy / Katie Murphy

NORTH YARMOUTH —  Jim Leyden, a recently retired postal carrier for the USPS, wondered why his wife was taking the long way home from shopping and a late lunch on Dec. 27 – until he saw neighbors gathered to celebrate their favorite local mailman.

“I was very much surprised,” Leyden said. “When the road opened up and I saw the line of people, I was so touched by how many people actually showed up.”

Leyden, 62, officially retired from his position the week before Christmas after 35 years with the postal service. Leyden said the increase in his workload due to the pandemic was too stressful.

2020 was the year that pushed me out,” Leyden said. “I wanted to last until I was 65, but with Amazon and COVID-19, it was too much. I had done enough.”""",
      source="https://www.pressherald.com/2021/01/05/north-yarmouth-residents-retiring-mailman-delivered-the-goods/",
      kind="news", note="trap: mailman, route, Amazon (the packages and the later quotes cut)"),
    R("""A postman retired and a neighborhood wouldn’t let him go without some hugs

Back when my now-97-year-old mother was a spry 80-year-old Yankee, she would occasionally change some light bulbs in the kitchen near the door on a fairly rickety stepladder.

Her children, of course, warned her not to do that but you can’t tell old Yankee women what to do in their own house. That’s just not how it works.

Besides, she had a plan.

“I only do it around the time the mailman comes,” she said.

Because if she’d fallen and hurt herself, the mailman would rescue her. He was the latest in generations of mail carriers who looked out for her and everyone else on their route.

Back in the day, the people who delivered the mail became the thread of a neighborhood and a big part of its life.""",
      source="https://newscut.mprnews.org/2019/05/a-postman-retires-and-a-neighborhood-wouldnt-let-him-go-without-some-hugs/index.html",
      kind="blog", note="trap: postman, mailman, thread (a public radio blog; the retiring carrier's thread cut)"),
    R("""Marionette magic enthralls all at Olympia Library

Shirley McManus and her daughter Terry who make up Puppets Please Marionettes entertained young and old with a selection of musical scenes in their interactive presentation. Telling a variety of musical tales through their intricate wooden marionettes, which are their own hand-crafted creations, the two women travel all across region to perform at libraries, schools to even birthday parties and celebrations. The performance was sponsored by the Friends of the Olympia Tilmberland Library""",
      source="http://www.theolympian.com/news/local/article139177228.html", kind="news",
      note="trap: Puppets, Marionettes (a photo caption's story)"),
    # ---------------------------------------------------------------- travel
    R("""Sand, songs and solitude on a trek through Morocco's Atlas Mountains

Take it slowly on a mule trek through the foothills of the Atlas Mountains and make time for chance encounters along the way, from reviving cups of tea with farmers to poignant conversations with local women.

The air is rich with the scent of ripe figs. Bulbuls are chirping in the walnut trees and Bia Azabi, my Amazigh (Berber) guide, is teaching me a song as we walk. “Wallah henn i koum, wallah henn i ah...” “Why are we singing, Bia?” I ask. “She says she’s singing because she’s happy!” says our interpreter. I’d be happy, too, if I’d been brought up in a beautiful valley like this, full of orchards, roses and wild oleander, and earning a living as a community guide.""",
      source="https://www.nationalgeographic.co.uk/travel/2022/03/sand-songs-and-solitude-on-a-trek-through-moroccos-atlas-mountains",
      kind="news", note="trap: Atlas (a travel feature; its bylines and the valley's story cut)"),
    # ================================================================ recipes
    R("""Coconut Rice



Perfect accompaniment for asian and indian dishes. The basic rice recipe is always the same. 1 portion of rice to 1 1/2 of water and a pinch of salt. So 2 cups of rice requires 3 cups of water and a larger pinch of salt. Always coat the rice in oil before adding the water.

For perfectly cooked plain rice the method is exactly the same, just leave out the coconut.

2 cups of long grain white rice
3 cups of water
1 stalk of spring onion – sliced if it’s too big
3 tablespoons of sesame oil (not dark and toasted, the clear variety)
1 packet of creamed coconut powder or coconut milk powder
Pinch of salt

Rinse the rice in a sieve/colander under the faucet until the water runs clear
Heat the oil in a tall sided pan
Add the onion
Stir in the rice and coat well in oil""",
      source="http://carolinesfamilykitchen.com/coconut-rice/", kind="recipe",
      note="trap: spring, salt, Pinch (sieve/colander is no path; the cooking steps cut)"),
    R("""Leek and celery soup

This recipe is dedicated to my friend Anna. The soup is much better than she led me to believe, a delicate pale green with a smooth consistency. The dominant flavour is of celery. It is very useful for using up all the celery that we end up with after recipes that ask for just one or two stems. This version is from Delia Smith’s Vegetarian Collection.


  • 350g Celery stalks, trimmed and finely chopped
  • 25g butter
  • 110g potatoes, peeled and finely chopped
  • White sections of 2 leeks, cleaned and sliced
  • 1 pint stock
  • 1/4 tsp celery seeds
  • 150ml single cream
  • 150ml milk
  • salt and pepper


  • Melt the butter in a large pan over low heat.
  • Add the chopped celery, potatoes and leeks, and stir. Cover and cook on low for 15 minutes
  • Add the stock and celery seeds, and a little salt, and simmer very gently for a further 20 minutes.
  • Puree the soup by blending it, then add the cream and milk, and season to taste.""",
      source="https://uistwholefoods.com/leek-and-celery-soup", kind="recipe",
      note="trap: celery, Celery, salt, Collection"),
    R("""Minimal ingredients in this potato-free Celery and Leek Soup allow the delicate flavour of its star ingredient, celery, to shine through.

Step 1. Break the celery stems apart and remove the tougher strings from the outer parts of the celery. Chop the celery and leeks into slices.

Step 2. Put the chopped leeks and celery into a saucepan with the butter. Gently fry (sweat) the leeks and celery.

Step 3. Add the flour to the leeks and celery, stirring so that the flour coats the vegetables evenly. Gently fry the mixture for a minute. Keep to a low temperature to avoid browning the flour.

Step 4. Add the water to the celery and leeks, stirring into the flour mixture and heat until the water is gently simmering. Continue to heat the soup so that it simmers continuously for about 45 minutes.

Step 5. Using a blender (or hand mouli) blend the leeks and celery together to create a creamy mixture. Season with salt and pepper.""",
      source="https://theszabokitchen.com/celery-and-leek-soup", kind="recipe",
      note="trap: Celery, celery, salt (the features list, the background and the recipe card cut)"),
    R("""Serendipitous Jasmine Rice with Coconut Milk and Fleur de Sel

Last evening I dropped an entire half-gallon of milk on the kitchen floor. Of course it was a glass bottle that shattered in 846,836 pieces. The shards of glass flew under the refrigerator and sprayed in a circular pattern all over the kitchen. The milk turned into a river of Amazonian proportions, with tributaries branching out in all directions. Oh yes, that was fun. I grumpily went off to bed without my warm milk and honey after gingerly carrying the triple-bagged glass out to the trash (while wearing draw-string jammie pants and a funny shirt).

This morning, I put some Jasmine rice on to simmer (I really have to buy a steamer). Once in awhile I eat a small bowl of rice for breakfast with a little sugar and cinnamon. Lately, I've been wanting to try Baby Basmati and Kalijira rice because their tiny grains cook in less than ten minutes - ideal for morning.""",
      source="http://swedishbaker.blogspot.com/2008_04_22_archive.html", kind="recipe",
      note="trap: Jasmine, Amazonian, steamer (a baker's blog post; the finishing salt and the recipe cut)"),
    # ================================================================ hobbies
    R("""Reversal, minimal hive inspection

With a temperature in the mid-fifties, and with rain forecast through the coming week, I decided to take a look into the hive and do a reversal.  I also wanted to do a spring mite treatment and put a new bottom board in place. 

Bees were flying as we came to the hive.  They have only been using the top entrance, which is one reason I wanted to replace the bottom board.  Either there was a big blockage, a lot of dead bees or some other explanation.

In the top box (of 3 mediums), I pulled a frame second from the end.  It was pretty much empty, drawn (older) comb, but covered with bees.  The next frame towards the center had some honey and, thankfully, some capped brood and young larva.  Hurrah!  I slid that frame over and checked the next, which had even more capped brood.  I looked quickly for the queen but didn't see her.""",
      source="http://bees101.blogspot.com/2013_04_01_archive.html", kind="blog",
      note="trap: hive, spring, frame (a beekeeper's blog; the smoker video post above it cut)"),
    R("""With that in mind, I decided that I wanted to brew beer. This was made especially easy after Kate got me a sweet brewkit for my birthday. Boil kettle, fermentation bucket, bottling bucket, siphon tubes, bottle wand, hydrometer, capper, the whole works. Plus all the ingredients to make my first beer! I could either use all the hops and aim for an IPA, or leave out the last hop addition and get a hoppy pale ale. I chose IPA. Might as well go all out.
To assist me in my efforts slash help me make a mess of the kitchen, Bill came up. I figure if one person with no idea what's going on can make a beer (according to my books and the guy at Brewtopia), then two people with no idea what's going on can make a beer that's twice as disastrous!
I started the first 2 gallons of water boiling before Bill arrived since watching water boil is about as exciting as... well, watching water boil. I also put the grain bag in there, so when he walked in (with a sweet Iced Mocha Latte for me!), there was already a nice grainy aroma permeating the kitchen. We quickly took care of our lattes and got serious about brewing, which basically means that we started drinking Pumpkinhead and let the water keep boiling. I kid you not, the first step in my instructions is "Relax. Don't worry. Have a homebrew.\"""",
      source="http://mmmmopinions.blogspot.com/2011/08", kind="blog",
      note="trap: homebrew, Mocha, make, bucket (a first brew day; 'slash' the word; the boil's mistakes cut)"),
    R("""The Pelicans are back

At least two Brown Pelicans, long absent from the waters near the park, have come back this week.  Both were busy this morning, and the calm, almost flat water surface made their hunting easy.  I saw them dive and score half a dozen times in quick succession.  A seagull or two closely followed each of the big birds, hoping for a slip-up or a handout, but the Pelican’s big beak disposed of everything, leaving no leftovers.""",
      source="https://chavezpark.org/the-pelicans-are-back/", kind="blog",
      note="trap: Pelicans, Pelican (a park's blog; the photo names cut)"),
    R("""Pelicans Diving for Fish

There was a flock of Brown Pelicans diving off of the IB pier on Sunday. It's amazing that a bird that big can tuck in so tight and blaze out of the air like a bullet. It's really fun to watch. There was probably a huge school of bait fish below as the birds were hovering all around that patch of the ocean.""",
      source="http://waywardhawaiian.blogspot.com/2008/07/pelicans-diving-for-fish.html?m=1", kind="blog",
      note="trap: Pelicans, patch, blaze (IB, Imperial Beach)"),
    R("""Trip Report: Lower Atlas Mountains through Berber Villages

Submitted by Laurel Bradley, December 2015; Photo above is of our guide Jamal and the author.

Taking advantage of cheap international flights from my 2015-16 homebase of Dublin, Ireland, my husband and I travelled to Morocco for the 2015 Christmas season. Avid hikers, we sought access to mountains near Marrakech, our debarkation point. We found the perfect opportunity to walk 4-6 hours daily through agricultural valleys and rocky or forested mountains, and to experience the particular pleasures of Berber culture with a five day, four night journey organized by Berber Travel Adventures, a small company based in Amazmiz (55 km from Marrakech). Jamal, the sole proprietor and trained mountain guide, led the way. We were also accompanied by Mohammad, an able and cheerful muleteer, and by Maria, the patient beast of burden.  They put together a great trip for us!""",
      source="http://www.hut2hut.info/trip-report-lower-atlas-mountains-through-berber-villages/", kind="blog",
      note="trap: Atlas, Maria (Maria the mule; the first day's walk cut)"),
    R("""Pyramids, camels and sphinx

Police camel and the Great Pyramid

We only signed up for a guided tour in Egypt because of the disastrous trip Jennifer and I had to Egypt twenty years ago. We swore we would never return on our own, and have been true to our younger selves. As tours are not really our thing, we approached our official joining this morning with some trepidation. It turns out there are 17 people on our tour. A family from Darwin and one from Bowral both with teenagers. And a family from Yellowknife in Canada with two girls, a year older than our boys, who are also traveling the world for a year.

After meeting Sam, our guide, we set off to the pyramids at Giza – which was pretty easy given our hotel is next to them. Sam has turned out to be very knowledgeable, especially when goaded to new heights of information by Callum. So we learned some interesting things today.""",
      source="https://www.ramblingabout.com/2011/01/09/pyramids-camels-and-sphinx/", kind="blog",
      note="trap: sphinx, Darwin (Darwin the Australian city; the pyramid's blocks and the tomb cut)"),
    R("""Don’t Slack Off at Slack Tide

Fishing through slack tide is unlikely to bring fast and abundant action, but it's a brief window when the largest bass of the bunch will feed advantageously.

The anglers to my right were about to call it quits. One had hooked his plug on his reel and was chatting with his friends, while the other two cast half-heartedly. The new moon, and its supersized tides, had brought several nights of good fishing, and I had seen this trio every time I’d been out. They were probably there on the night I slept through my alarm, too. But it was a Sunday night, the tide was dying, and the spring run was waning while the Buck Moon was waxing. If nothing happened in the next 10 minutes, I’d have the beach to myself at slack tide.""",
      source="http://specosoft.com/dont-slack-off-at-slack-tide.html", kind="blog",
      note="trap: Slack, slack, spring, Buck (a copy of a surfcasting column; the tuna story cut)"),
    R("""The Strange Case of Dr Jekyll and Mr Hyde (Susan Elkin reviews)

Venue: Jack Studio. 410 Brockley Road, London SE4 2DH

Credits: Adapted from Robert Louis Stevenson by Mark Stratford. Presented by Stratford Productions

With the possible exception of A Christmas Carol, Robert Louis Stevenson’s 1886 novella The Strange Case of Dr Jekyll and Mr Hyde is probably one of the most frequently adapted prose texts of all time. I’ve lost count of the number of stage versions I’ve seen over the years. Moreover this isn’t the first time I’ve seen it as a one man show – James Hyland and his Brother Wolf Company did it that way a few years ago. The novella is widely studied in schools too, often for GCSE, so that makes it a popular choice for theatre because teachers and parents will bring teenagers.""",
      source="http://susanelkin.co.uk/articles/strange-case-dr-jekyll-mr-hyde-susan-elkin-reviews/", kind="prose",
      note="trap: Jekyll, Hyde, Stratford (a theatre review; the performance's account cut)"),
    R("""It's all fun and games until you awake in the body of a giant insect

The voracious and articulate readers at Waldo continue to explore Jewish themes in the readings for the Jewish American Literature book group, Demons, Golems, and Dybbuks: Monsters of Jewish Imagination.

The most lively conversation to day revolved around that classic of English 101 lit courses, “The Metamorphosis” by Franz Kafka. Regarded by many critics as his masterpiece, even readers who have never picked it up recognize the name Gregor Samsa and his tragic circumstances.

This month’s readers dove right into the conversation. I could have gone out for a coffee and I don’t think they’d have noticed. A few readers started discussion by pondering why Gregor had been turned into a “giant insect”. But no one dwelt on that issue for long.""",
      source="https://www.kclibrary.org/blog/kc-unbound/its-all-fun-and-games-until-you-awake-body-giant-insect",
      kind="blog", note="trap: Kafka, Golems, coffee (a library's book-group blog; the discussion's end cut)"),
    R("""The Ruby Anniversary

Today (well, today for 2 more hours... it's been a busy day!) my parents celebrated their 40th wedding anniversary.

Two things come to mind when I think about this:

The first is, geez.  I'm old.  I remember their 25th anniversary like it was yesterday.  It was the day of my highschool graduation.  Sigh.

The second thought is, as AMAZING as 40 years of marriage is, I wonder if we consider it more amazing now than we did when, say, my grandparents celebrated their 40th.  With the divorce rate in our country skyrocketing, it makes sense that we've lowered the bar on what's considered an accomplishment in terms of years of marriage.""",
      source="http://theplanetpink.blogspot.com/2011/05/ruby-anniversary.html", kind="blog",
      note="trap: Ruby (a daughter's blog; the rest of her thoughts cut)"),
    R("""Easy Chunky Scarf

As the days start getting colder, I like to keep warm with soft knit scarves.

This one is particularly good because it knits up so quick and the ribbing adds

an attractive detail.

I used one skein of Cascade Yarn “Magnum” and size 35 circular Knitting needles.

If you wanted it a bit shorter, you could substitute size 19 needles.

Start by casting on 80 stitches.

Now we’ll go row by row. (even though you are using circular needles, you won’t join for working in the round, the circular just give you more room)

You can see how alternating the knit and purl rows makes a “rib” on the right side that will hang vertically.

Row 1: Knit

Row 2: Purl

Row 3, 4, 5: Knit""",
      source="http://blog.hartsfabric.com/2014/01/20/easy-chunky-scarf/", kind="blog",
      note="trap: Yarn, Cascade, Magnum (a fabric shop's blog; the remaining rows cut)"),
    R("""Puppet theater
Our new library, now three quarters of a year old, is fantastic. I'm sure I've mentioned this before, in addition to our infatuation with the children's librarian there, but it's such a large part of our life that I imagine it warrants another mention. We can be found at our library several times a week—sometimes at a story time, sometimes at a children's event, and sometimes just for some good old fashioned mulling about. After all, if we aim our mulling for just the right time we're likely to see a passenger train zip by, and if we're lucky we are sometimes treated to a roaring freight train, too.""",
      source="http://theophoffs.com/live-and-learn/2009/11/13/puppet-theater.html", kind="blog",
      note="trap: Puppet, zip (a home-schooling blog; the puppet theater itself cut)"),
    R("""It’s happened to most of us. You pulled the cord, nothing happened. You pulled it the second time, you thought you heard a gurgling sound. Your hopes are up. So you pulled it even harder. The engine sputtered, then died. You tried again, and again, and again, but your effort ended up with similar result: your lawn mower engine merely sputtered then died. This is the common scenario that keeps repeating over and over again due to the neglect on our part to perform the simple regular maintenance on our lawn mower parts. As long as everything is working fine, we are not concerned of any maintenance.


Spark Plug. This is the lawn mower part that kick start it all. It gives the wake up call for all the engine’s internal mechanism to start functioning. If the spark plug is worn out or dirty, it will fail to create the needed electrical spark or it will cause the engine to run rough.""",
      source="https://blog.lawneq.com/lawn-mower-parts-spark-plug/", kind="blog",
      note="trap: Spark, spark (a mower dealer's blog; the steps cut)"),
    # ================================================================ other
    R("""Puppetry Around the World

Every culture throughout the world uses puppetry to tell its stories. Come to the Downtown Library on Tuesday, July 9th at 2:00 p.m. for a wonderful puppet show.
Eugene Clark, who has studied with the Jim Henson Company, will tell stories and
show puppets from many different places.

For some ideas on doing your own puppet shows, look here.


Puppets! Cool.

Yay for puppets!

Puppetry is so cool!!! I hope I can come!!!

I really want to go!!!! It sounds sooo cool!!!!!!!

Cute puppets!""",
      source="http://www.aadl.org/node/228437", kind="other",
      note="trap: puppet, Puppets, puppets (a library's event page and its readers' comments; later comments cut)"),
]
