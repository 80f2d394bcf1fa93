"""Ordinary prose of the seventh fresh held-out set ("fresh-7"): recipes (mocha cakes, rust on
cast iron), news and essays (Burmese pythons in the Everglades, Apollo 11's Eagle, the Perseids
of comet Swift-Tuttle, chimney swifts), book reviews of Kafka's The Trial and pages about spark
plugs -- words that are also names of tools. Nothing in them is a technology.

Every text was taken from a stored public copy of the page at the address given, kept as written
(trimmed to a paragraph or a few) and labelled by hand without running the extractor on it.
``note`` starts with ``trap:`` and names the trap words as they occur in the text. Nobody tunes
the extractor on these texts (``--split fresh-7``).
"""

from real_corpus import R

CASES = [
    R("""Mocha cake is irresistibly delicious, with rich chocolate and coffee flavors. Make this frosted cake recipe for a special holiday dessert!

If you're looking for a simple holiday dessert, this recipe does the trick. Chocolate desserts are a favorite any time of the year, and a bit of espresso gives it a special touch.

The cake has a rich flavor without being heavy, and the ratio of espresso to chocolate is spot on. Fluffy chocolate buttercream frosting and chocolate shavings add an elegant finish to the top.

For the mocha flavor, I use espresso powder, which can be found in the coffee aisle of most grocery stores. If you don't see it there, look near the baking ingredients.""",
      source="https://keviniscooking.com/best-mocha-cake/", kind="recipe",
      note="trap: Mocha, espresso"),
    R("""If I need chocolate, this cake definitely delivers! The cake is moist, and the frosting contains a shot of espresso just to make a point. It is truly easy to make, travels well, and keeps so well that it tastes even better the next day. I remember a ski weekend with two friends when we ate leftover cake for breakfast with our morning coffee and finished the last few bites in the afternoon while sipping a lovely glass of red.

To make the frosting, cream the butter in a medium bowl until it is light and fluffy. Beat in the cocoa powder, then add the vanilla and espresso. Gradually beat in the powdered sugar. Add water if needed to give the frosting a nice spreading consistency.""",
      source="https://northwestcookingafloat.com/chocolate-mocha-cake/", kind="recipe",
      note="trap: espresso"),
    R("""There are two type of coffee used in this cake:
- Strong brewed coffee for the cake batter – this will not be enough to create the mocha flavor, but coffee in chocolate cake will enhance the chocolate flavor of the cake.
- Instant espresso powder for the frosting – I use Medaglia D'Oro instant espresso, I got it at Sprouts. Note that this is instant espresso not regular instant coffee, you could substitute instant coffee but the flavor may not be as strong. DO NOT substitute regular ground coffee here. We want to use instant because the granules will dissolve in the frosting, otherwise you will have gritty frosting from the coffee ground.""",
      source="https://wildwildwhisk.com/mocha-cake/", kind="recipe",
      note="trap: mocha, Sprouts"),
    R("""Burmese pythons had been launched to the Everglades within the Eighties by the unique pet commerce business, however their sale was outlawed in 2012, mentioned Stephen Leatherman, an earth and atmosphere professor at Florida Worldwide College in Miami.

Individuals who held the pythons didn't at all times know what to do with them once they grew to become too huge to handle, and plenty of launched them into the wild. The Burmese python has since taken the spot of the alligator, which is native to Florida, as the highest predator within the Everglades.

"They're fascinating animals, however they're simply the worst factor for the Everglades," he mentioned.""",
      source="https://bongotottho.com/to-catch-a-snake-largest-python-found-in-everglades-signals-a-threat/",
      kind="news", note="trap: pythons, python (a spun copy of a news article, kept as written)"),
    R("""Free-ranging snakes representing dozens of species from around the world are discovered in the United States in any given year, usually as a result of escapees or illegal releases, but most of these have not established reproductive populations.
The Burmese python is distributed across more than a thousand square miles of southern Florida, including all of Everglades National Park and areas to the north such as Big Cypress National Preserve.
Non-native Burmese pythons have established a breeding population in South Florida and are one of the most concerning invasive species in Everglades National Park.""",
      source="https://www2.usgs.gov/faq/taxonomy/term/10406", kind="prose",
      note="trap: python"),
    R("""Apollo 11 had blasted off four days earlier on July 16th. The astronauts took with them items of sentimental value, including a piece of the propeller from the Wright brothers' 1903 airplane. The distance from earth to moon was approximately 238,000 miles, at which point the command module went into orbit 60 miles above the moon's surface. Armstrong and Aldrin then moved into the lunar module (named "Eagle") to descend to the surface, touching down in the Sea of Tranquility, and sending back the message, "Houston, Tranquility Base here. The Eagle has landed". Armstrong and Aldrin then began their famous EVA, or Extra Vehicular Activity, or moonwalk.""",
      source="http://www.free-college-essays.com/Science/1114-Apollo_11_-_Lunar_Landing_Mission.html",
      kind="prose",
      note="trap: Apollo, Eagle, Houston"),
    R("""The Apollo 11 Lunar Module (LM) "Eagle" was the first crewed vehicle to land on the Moon. It carried two astronauts, Commander Neil A. Armstrong and LM pilot Edwin E. "Buzz" Aldrin, Jr., the first men to walk on the Moon. Also included on the LM was the Early Apollo Scientific Experiment Package (EASEP), which consisted of several self-contained experiments to be deployed and left on the lunar surface, and other scientific and sample collection apparatus.

The LM lifted off from the Moon at 17:54:01 UT on 21 July after 21 hours, 36 minutes on the lunar surface. After docking with the CSM, piloted by Michael Collins, at 21:34:00 UT, the LM was jettisoned into lunar orbit.""",
      source="https://quizzclub.com/games/welcome/what-was-the-name-of-the-lunar-module-of-apollo-11/answer/77291/",
      kind="prose",
      note="trap: Apollo, Eagle"),
    R("""To remove rust spots from your old, well-seasoned cast iron skillet, follow these steps:
Scrub the Rust: Use a scrub brush or steel wool to scrub the rusted areas. Remove as much loose rust as possible. Be gentle, so you don't damage the seasoning or the skillet's surface.
Vinegar Soak: Create a mixture of equal parts white vinegar and water. Submerge the rusted areas of the skillet in this solution. Let it soak for about 30 minutes to an hour. The vinegar will help dissolve the rust.
Re-seasoning: Re-season the skillet to protect it from future rusting. Apply a thin layer of cooking oil (such as vegetable oil, flaxseed oil, or canola oil) to the entire surface of the skillet, including the handle.""",
      source="https://www.kitchenanswershub.com/22915/how-remove-rust-spots-from-old-well-seasoned-cast-iron-skillet",
      kind="recipe",
      note="trap: Rust, rust"),
    R("""So, you know how often you should season your cast iron — that would be at least monthly — but you didn't. Maybe you committed the ultimate kitchen sin and soaked your pan in water. Or you inherited an ancient piece of cast iron from a family member, and its once-glossy sable exterior is flecked with unsightly red oxidization. When iron comes into contact with oxygen and water, chemistry works its nefarious magic, and iron oxide, or rust, is formed.

Pioneer Woman Ree Drummond, who knows a thing or two about down-home cooking, notes on her site that cast iron cookware "will last forever if you take good care of it ... even if you don't, you can bring one back from the dead pretty easily.\"""",
      source="https://www.thedailymeal.com/1658854/use-vinegar-clean-rusty-pan/", kind="news",
      note="trap: rust, Pioneer"),
    R("""Perseids
The Perseids are a prolific meteor shower produced by debris left by the short-period comet 109P/Swift-Tuttle. They occur annually from mid-July to late August, with a peak around August 11–13. The meteors appear to radiate from the constellation Perseus, which gives the shower its name.
Observers in the Northern Hemisphere typically have the best view, especially in dark, clear skies before dawn
The shower is caused by debris shed by Swift-Tuttle during its passages through the inner solar system;
Visibility can extend for several days before and after the peak. For best observing, choose a dark""",
      source="https://infinitelexicon.pages.dev/Perseids", kind="prose",
      note="trap: Swift-Tuttle, Perseus (109P/Swift-Tuttle is a comet's designation, not a path)"),
    R("""The annual display happens as Earth plows through dusty debris shed by Comet Swift-Tuttle.
Peak activity is expected from about midnight to predawn Wednesday, Aug. 13. The highest activity is often observed between 2 a.m. and 3 a.m. local time.
Viewing tips from NASA and veteran skywatchers:
- Go to the darkest site you can, away from city lights.
- Face northeast, lie back, and give your eyes 20 minutes to adapt.
- Skip binoculars; meteors are best with a wide, naked-eye view.
A bonus this year: Venus and Jupiter form a close conjunction at the same time, turning the mid-August sky into a compact lesson in planetary motion and cosmic dust.""",
      source="https://dailyvoice.com/nj/west-milford/heres-when-to-watch-spectacular-perseid-meteor-showers-overnight/",
      kind="news",
      note="trap: Swift-Tuttle, Jupiter, Venus"),
    R("""Chimney swifts are familiar summer residents. They spend all day sweeping the sky for flying insects while twittering incessantly. At a glance, they resemble flying cigars. Swifts are common in towns and cities where chimneys are seldom in short supply.
They winter in the upper Amazon basin of Peru, Ecuador, Chile and Brazil. At dusk, swifts assemble and descend en masse into chimneys where they roost for the night.
The swifts' descent into a roost site is a sight to behold. Sometimes a flock circles for 15 to 20 minutes before one bold soul breaks from formation and dives into the chimney.""",
      source="https://farmanddairy.com/columns/the-birds-are-southbound-once-again/280014.html",
      kind="news", note="trap: swifts, Amazon (the river basin)"),
    R("""In September chimney swifts (Chaetura pelagica) migrate through western Pennsylvania on their way to South America. Unlike songbirds, swifts migrate during the day but we often don't see them because they travel so high. Birds of the World says they've been recorded above the clouds on the warm leading edge of a cold front, 7000 feet up!
At night swifts sleep in chimneys, choosing the most convenient place. The roost may hold more than 1000 birds per night though the individuals change as some leave for the south and others arrive from the north.
Since moving to Oakland in early August I now live within sight of the Cathedral Mansions chimney, one of the largest migratory roosts in the Pittsburgh area.""",
      source="https://birdsoutsidemywindow.org/2020/09/11/1500-chimney-swifts", kind="blog",
      note="trap: swifts, Oakland"),
    R("""One of the most entertaining and magnificent migrations is that of Chimney Swifts. This species makes a tremendous migration each spring and fall between South America (as far south as Chile) and North America (as far north as Saskatchewan in Canada).
Chimney Swifts spend 90% of their lives flying—only pausing their lives on-the-wing to roost and to nest. They eat, sleep, and mate while flying.
This phenomenon is the central "show" of Swift Night Out, a series of events held all over the country. Swift Night Out is a community and citizen science opportunity to gather, watch birds, ooh and ahh, and count the number of swifts using the chimney.""",
      source="https://swibirds.org/fff/2025/9/26/chimney-swifts", kind="prose",
      note="trap: Swifts, Swift"),
    R(""""The Trial" by Franz Kafka is a haunting and surreal novel that delves into themes of guilt, justice, and the absurdity of bureaucracy. The story follows protagonist Joseph K., who is arrested and put on trial for a crime that is never fully explained to him.

Kafka's writing is masterful in its ability to create a sense of unease and disorientation in the reader. The novel's dreamlike atmosphere and sense of impending doom make it a gripping and unsettling read.

One of the most striking aspects of "The Trial" is its exploration of power and control. Kafka's critique of authority and the dehumanizing effects of bureaucracy is still relevant today.""",
      source="https://255bookreview.com/2024/04/20/the-trial-book-review", kind="prose",
      note="trap: Kafka"),
    R("""Kafka's The Trial is the story of a man, Josef K., who is arrested one morning. He is not told what his crime is or who has accused him, and the story follows his attempts to navigate the labyrinthine legal system where nothing makes sense, no one tells anyone anything, and everything is buried under miles of red tape. It's a brilliant portrayal of a corrupt and ineffective system, and arguably Kafka's masterpiece.

I hated it. Kafka, you are exhausting.

Verdict: one out of five stars""",
      source="https://loudbookishtype.wordpress.com/2012/11/11/the-trial-by-franz-kafka/", kind="blog",
      note="trap: Kafka"),
    R("""The Trial by Franz Kafka
Reviewed by The Kawk
It is set in pre-war Germany, mid 1920s. The protagonist, Joseph K - who could also be seen as the antagonist - is in constant internal conflict with himself. He is arrested one morning by the government, without any reasons. He spends the rest of the novel trying to find out why in heaven's name he's been arrested. He roams around a set of labyrinthine corridors in the law offices. They're actually run-down, stuffy brick buildings.
Eventually, he meets a priest who narrates to him a parable about a man who tries to obtain access to the law, but is prevented from doing so by the doorkeeper.""",
      source="https://h2g2.com/entry/A1323785", kind="prose",
      note="trap: Kafka"),
    R("""Lawn mower problems are commonly associated with loose, disconnected or dirty spark plugs, and to solve the problem, you must remove the spark plug and replace it with a new one. This can be done in minutes at a low cost.

You need a spark plug wrench and a spark plug gap gauge, which you can purchase from most hardware or home improvement stores. You also need new spark plugs, which are available at auto parts stores.

Most spark plugs are located on the front or at the side of the mower. Once you locate it, disconnect the spark plug lead. If the wire doesn't come straight off, wiggle it a little, or use pliers to loosen it if it's stuck. Remove the spark plug by turning it to the left with a wrench.""",
      source="https://www.reference.com/home-garden/repair-lawn-mower-engine-214e5a3738148ae2",
      kind="prose",
      note="trap: spark"),
    R("""Disconnected, dirty or fouled spark plugs are common causes for engines that won't start. Spark plugs typically need to be replaced every season or 25 hours of use. You should also check that the spark plug gap is set properly.

If your spark plugs look good, problems with your ignition system can also preventing a spark. These can range from a faulty spark plug lead, shorted kill switch or flywheel key damage.

To test and fix, check out our Small Engine Ignition Systems FAQ or reach out to your local Briggs & Stratton dealer for advanced repair help. Learning how to check, clean and change a spark plug is a valuable part of your DIY education.""",
      source="https://neighborzdoor.com/check-the-spark-plug/", kind="prose",
      note="trap: spark, Briggs"),
    R("""If the spark plug is dirty or fouled, it may not generate a strong enough spark to ignite the fuel. This can result in difficulty starting the engine or no start at all. Over time, carbon deposits can build up on the spark plug electrode, reducing its effectiveness. This is especially common in older lawn mowers or those that have been used extensively without regular maintenance.

When installing a new spark plug, it's important to ensure it is properly gapped. The gap refers to the distance between the center electrode and the ground electrode, and it varies depending on the specific requirements of your lawn mower's engine.""",
      source="https://greenpacks.org/will-lawn-mower-turn-over-if-spark-plug-is-bad/", kind="prose",
      note="trap: spark"),
]
