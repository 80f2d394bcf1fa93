"""Prose of the thirteenth fresh held-out set ("fresh-13"): ordinary texts full of words that are also tool
names -- Kafka's Metamorphosis, returning swifts and their screaming parties, puppets, terraforming Mars, a
homemade mocha, Prometheus and his eagle, Orion and the Gemini twins, Jekyll and Hyde (and a flask), Italian
cypress hedges, Mercury and BepiColombo, The Great Gatsby, handlebar moustaches, the game of Go, lawn-mower
spark plugs, garden gnomes at Chelsea, latex balloons, the Orient-Express (and its Phoenix carriage), Apache
helicopters, Java's coffee, Victor Hugo on Guernsey. Nothing in them is a technology.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a
paragraph or a few) and labelled by hand without running the extractor (``--split fresh-13``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ---------------------------------------------------------------- Kafka's Metamorphosis
    R("""“One morning, as Gregor Samsa was waking up from anxious dreams, he discovered that in bed he had been changed into a monstrous verminous bug.”

This is how the Franz Kafka short story ‘The Metamorphosis’ begins. In the story, a clothes salesman named Gregor Samsa turns into a bug overnight. He is still human from the inside, but from the outside, he is an oversized insect lying on its back on a bed with its eight legs flailing in the air.

From the very first line, Kafka presents a plot verging on the absurd. For the rest of the story, Kafka doesn’t explain how Samsa transformed into a bug nor does he bother to come up with a cure to rid Samsa of this bizarre condition.""",
      source="https://en.prothomalo.com/opinion/1uxa3qxb7q", kind="news",
      note="trap: Kafka, bug"),
    # ---------------------------------------------------------------- swifts
    R("""Swift return

Spring comes slowly, moving up from the south hour by hour, as the globe spins in its orbit. So it is that migratory birds arrive at their breeding destinations earlier or later, depending on how far north they go. In the case of the common swift, this means that breeders started to appear in the Middle East in February; in Jerusalem hundreds of them nest in the Western Wall and other ancient buildings, as they have done for two thousand years.

Shropshire’s swifts arrive much later, the first ones usually spotted around 5th May. They arrive in waves, the mature breeders first, followed by the second and third year birds, building to peak numbers by the end of June. Swifts don’t generally raise young until they are four years old but the younger birds still make the journey from Africa in order to secure a nest site and find a mate.""",
      source="https://shropshirewildlifetrust.org.uk/blog/sarah-gibson/swift-return", kind="blog",
      note="trap: Swift, Swifts, swift"),
    R("""Returning Swifts!!

I've just heard that hundreds of Swifts have been counted in only ten minutes flying off the sea from Africa at Torremolinas and heading north. How exciting is that?( I've put two nest boxes up ready but over the weekend a pair of Starlings have started to build a nest in one of them). Just can't wait to hear that sceaming call on an evening - then you know that Summer has arrived.""",
      source="https://community.rspb.org.uk/wildlife/f/migration/39664/returning-swifts", kind="prose",
      note="trap: Swifts, Starlings (Starling, the proxy)"),
    R("""Swifts Scream In

Swifts early this year…

The sound of Swifts screaming above historic towns is one of the most evocative scenes of summer. The latest results from the BTO/BirdWatch Ireland Migration Watch project shows that more birdwatchers are recording Swifts during their birdwatching visits when compared to the same time last year. Although the earliest date this year (27 March, West Sussex) is similar to last year`s earliest record (23 March, Devon), the bulk of the birds seem to have arrived earlier.Swifts are one of the latest summer migrants to arrive in Britain and Ireland from their wintering grounds in Africa, south of the Sahara. Swifts spend virtually all of the time in the air [on the wing] only landing to nest and raise their young.""",
      source="http://fatbirder.com/news/news/index.php?article=224", kind="news",
      note="trap: Swifts, Migration, Watch"),
    R("""If you’re as mad about swifts as I am, you’ll be counting the days until they return. From the beginning of April, our swifts are on their way. Of course, they’re not ‘our’ swifts at all, merely magical migratory visitors from Africa which are with us for only three short months, just long enough for mature pairs to raise a single brood.

There’s an urgency in their return flight, as if the mature birds are keen to meet up with their partner once more and procreate, although they pause briefly to feed en route. Once reunited, and sometimes after an initial scuffle, the pair snuggle up together and sleep to recover from their journey. Secure in their nest cavity, they won’t have touched solid ground for over nine months. Mutual preening seems to reinforce and renew the pair bond.

We can help swift colonies expand by protecting natural nest sites and installing swift bricks when building new homes or extensions. Putting up external nest boxes with callers attached to attract birds to their new homes also helps.""",
      source="https://northpennines.org.uk/return-of-the-swifts", kind="blog",
      note="trap: swifts, swift, bricks (the closing lines naming a social network cut)"),
    # ---------------------------------------------------------------- puppets
    R("""I have to say I really enjoy all of the pieces. Each puppeteer has taken 3 stories to adapt. Everyone kept the voice of the child throughout each piece. Some shows are funny, some are very sweet & one makes me nearly cry each time I read the script.
And even the variety of puppets used gives a really great exposure to puppetry. It starts with a blacklight show (which brings on immediate Ooooohs from the kids) and moves into rod marionettes, rod puppets, scarf marionettes, mouth puppets, shadow puppets, overhead projector puppets (drawn & colored in rather than silhouetted shadows), and glove puppets.
It was a greuling process trying to put all of these shows together, but I'm really pleased with the result.""",
      source="http://puppetpie.blogspot.com/2008/11/imagine-that.html", kind="blog",
      note="trap: puppets, puppeteer, script, shadow"),
    # ---------------------------------------------------------------- terraforming Mars
    R("""No, and let me tell you why. (1) Mars doesn’t have much of a gravitational field (only 38% of earth’s) so it can’t hold on to a dense atmosphere and it is unlikely that humans can remain healthy is such low gravity. (2) Mars doesn’t have a magnetic field to deflect deadly radiation from space. (3) The soil on Mars is full of perchlorates (think rocket fuel).
And that’s OK because we have a world that was created just for us. Isaiah 45:18 – “For thus saith the LORD that created the heavens; God himself that formed the earth and made it; he hath established it, he created it not in vain, he formed it to be inhabited: I am the LORD, and there is none else.”
All excellent reasons why terraforming will remain science fiction IMO.""",
      source="https://georgematzko.com/?p=367", kind="blog",
      note="trap: terraforming, Mars (Terraform)"),
    R("""Exploring the Future of Human Habitats on Mars
Recent technological advances have shifted the debate on Mars terraforming from impossible to challenging, with proposals including warming the planet, creating liquid water, and introducing microbes to eventually establish a breathable atmosphere. Researchers emphasize the importance of careful research, ethical considerations, and understanding potential risks before attempting large-scale planetary transformation.""",
      source="https://tldrdaily.news/tag/terraforming", kind="news",
      note="trap: terraforming, Mars"),
    # ---------------------------------------------------------------- mocha
    R("""Mocha 🍫☕ Rich, Creamy, and Chocolate-Kissed

— A Perfect Marriage of Coffee and Cocoa

The Mocha is a timeless café favorite that blends the boldness of coffee with the indulgence of chocolate and the smoothness of steamed milk.

Ingredients (Serves 1)

  • 1 shot espresso or ½ cup strong brewed coffee
  • ¾ cup milk (dairy or non-dairy)
  • 1–2 tbsp unsweetened cocoa powder or chocolate syrup
  • 1–2 tsp sugar, maple syrup, or sweetener of choice (adjust to taste)
  • ¼ tsp vanilla extract (optional)
  • Whipped cream or chocolate shavings for topping (optional)

Instructions

Step 1: Brew the Coffee

  1. Brew 1 shot of espresso or ½ cup of strong hot coffee using your preferred method (Moka pot, French press, drip, etc.).

Step 2: Make the Chocolate Base

  1. In a small saucepan, whisk together cocoa powder, sweetener, and a splash of milk over medium-low heat until smooth.
  2. Slowly stir in the remaining milk. Heat until steaming, but do not boil.""",
      source="https://homebrewacademy.com/mocha-recipe/", kind="recipe",
      note="trap: Mocha, Moka, Coffee, Cocoa"),
    R("""Mocha Coffee Recipe
A mocha is the best of both worlds for coffee and chocolate lovers. This indulgent drink marries a rich chocolatey base with espresso and steamed milk, then tops it off with whipped cream for a truly decadent treat. Essentially, it's a chocolate-flavored latte that can satisfy your sweet tooth and caffeine craving at the same time.
Instructions
- Brew the coffee: Get your espresso ready—that is, if you have an espresso machine. If not, a strong brewed coffee (about ¼ cup) will do just fine.
- Make the chocolate milk: In a small saucepan, combine milk with chocolate syrup (and a bit of sugar if you're using cocoa powder). Heat that over medium heat, stirring constantly, until the milk is steaming hot and the chocolate has fully dissolved.
Notes
The caffè mocha gets its name from Mocha, the historic port city in Yemen that was at the heart of the coffee trade. Over time, “mocha” came to mean coffee with a rich, choco""",
      source="https://coffeefuze.com/blog/best-mocha-coffee-recipe", kind="recipe",
      note="trap: Mocha, mocha, Yemen"),
    # ---------------------------------------------------------------- Prometheus
    R("""Due to this great disobedience, Zeus punished Prometheus and imprisoned him in the mountain of Caucasus where a great eagle swoops down each day on Prometheus and picks on his liver. However, the liver is turned back again to its original form as soon as the day was concluded and thus the cycle repeats. Hercules later freed Prometheus slew the eagle.

According to the Greek Mythology, the gift of fire was given to mankind by a Titan. Titans were the creators of the world and the universe and could be called as the greater gods and goddesses. Zeus, son of Cronus, was the ruler of the heavens and was the one who created mankind.""",
      source="http://www.svcausa.com/topic/2011/Prometheus.html", kind="prose",
      note="trap: Prometheus, Titan, Zeus, Hercules"),
    R("""Prometheus
Based on Wikipedia: Prometheus
An eagle tears into your abdomen. It rips out your liver and devours it while you watch, chained to a rock in the Caucasus Mountains. Night falls. Your liver regenerates. Dawn breaks. The eagle returns. This continues forever.
That was the punishment Zeus devised for Prometheus, and it tells you everything you need to know about how seriously the ancient Greeks took what he did. His crime? Giving fire to humanity.
The Titan Who Chose Humanity
Prometheus was a Titan, one of the elder gods who ruled before Zeus and the Olympians seized power. But unlike his fellow Titans, Prometheus didn't fight against Zeus in the great cosmic war called the Titanomachy. He switched sides. He helped Zeus win.""",
      source="https://bedwards.github.io/hex-index/wikipedia/prometheus/index.html", kind="prose",
      note="trap: Prometheus, Titan, Zeus, Wikipedia (a site, not a tool)"),
    R("""Prometheus stole the sun's fire from Zeus and gave it to mortals. This act gave mortals an unfair advantage over the animals. It enabled mankind to forge weapons, cook the meat of the animals killed with those weapons, and, in overcoming cold weather, expand their dominance of Earth. This theft didn't sit well with Zeus, so he punished Prometheus by chaining him naked to the face off an inaccessible cliff. Each evening Prometheus was visited by a large bird of prey (usually depicted as an Eagle or a Vulture) that proceeded to eat the God's liver. Each day the liver restored itself and was thus eaten anew the following evening.
Prometheus is also described as being the creator of mankind who needed fire to fire the clay he made mortals from and imbue his creations with the spark of life. Giving fire to mortals was similar to the concept of God giving free will to man. It was the determinant that changed the Game of Life.""",
      source="https://mythulinity.blogspot.com/2011/02/mythical-males-dept-prometheus.html", kind="blog",
      note="trap: Prometheus, Zeus, Eagle, Vulture, spark, forge (the Game of Life here is life itself)"),
    # ---------------------------------------------------------------- Orion
    R("""On the Inside Looking Out

With solstice behind us, we’re in the full throes of winter. Long nights with little or no humidity make for great star-watching, even as the cold saps the desire to stay outside. As if to further lure us into the conundrum, winter skies are alight with some of the brightest stars in the heavens, contained within the Great Winter Circle and all neatly gathered in a ring surrounding the familiar figure of Orion.

By 9pm, this grouping is above the southeast horizon, stretching nearly one-third of the way across the sky. Start by finding the hourglass-shaped constellation Orion with his distinct belt of three aligned stars. To the lower right of this belt is the brilliant bluish star Rigel, the seventh brightest star, which anchors the southwest edge of the circle. Trailing below and to the left of the great hunter is his loyal hound, marked by Sirius, the brightest star in the heavens.

Above Orion and Canis Minor are the Gemini twins, punctuated by two stars orange Pollux, the 17th brightest, and white Castor, 23rd brightest. Now arch westward to golden Capella, the sixth-brightest star, in the constellation of Auriga the charioteer.""",
      source="https://bayweekly.com/on-the-inside-looking-out/", kind="news",
      note="trap: Orion, Gemini, Castor, Capella, Sirius"),
    R("""Orion, harbinger of winter, begins rising around midnight

The winter sky’s most conspicuous constellation is now prominent in the dawn sky. 

The night sky’s most conspicuous harbinger of winter now rises in the east around midnight local daylight time. 

The constellation Orion the Hunter appears on its side as it rises, with ruddy Betelgeuse to the left of the three-star belt and blue-white Rigel to the belt’s right. 

As Orion climbs higher before dawn, the figure rotates so that Betelgeuse lies at the upper left and Rigel at the lower right of the constellation pattern.""",
      source="http://en.brinkwire.com/science/orion-harbinger-of-winter-begins-rising-around-midnight/", kind="news",
      note="trap: Orion, Hunter, Betelgeuse"),
    # ---------------------------------------------------------------- Jekyll and Hyde
    R("""Nabokov once described ‘The Strange Case of Dr. Jekyll and Mr. Hyde’ as having an almost winey quality to it and I think that sums up the unique atmosphere Stevenson is able to conjure up really well; the book transcends the conventionialties of the Gothic genre which inspired it to become something far grater and grander, as it becomes a kind of treatise on the duality of good and evil in people. Dr Jekyll’s experiments lead to him concocting a drug which creates an inverse of his supposedly benign essence; whereas Hyde is outwardly kind and gregarious, the dwarfish Hyde causes an instant sense of revulsion in those who meets and is cruel and capricious.

The London in which the book is set comes alive during the night; macabre and ghost-like, its empty streets, shimmering under the pale glow of a diaphanous moonlight act as the centre-stage for Hyde’s monstrosities.""",
      source="https://notesfromzembla.wordpress.com/2020/06/28/the-strange-case-of-dr-jekyll-and-mr-hyde-and-other-tales-of-terror-by-robert-louis-stevenson/", kind="blog",
      note="trap: Jekyll, Hyde, Gothic, Stevenson"),
    R("""What I loved most about this little novella is how tightly it’s paced. It doesn’t mess around—starts strong, builds intrigue like a good titration curve, and finishes with a bang that’s as inevitable as it is satisfying. There’s never a dull moment, and yet, it still manages to squeeze in some meaty philosophical questions about duality, repression, morality, and whether your dark side should be locked in a flask or let out for a stroll now and then. As a chemistry student, I couldn’t help but appreciate the potion-as-personality metaphor. A literal chemical transformation to symbolize internal chaos? Subtlety is overrated anyway.
That being said, the big plot twist—surprise, they’re the same guy!—feels a bit defanged by how deeply embedded it is in pop culture. By now, even people who think Jekyll is a street in London know that he’s moonlighting as his own worst enemy.""",
      source="https://witek0015.github.io/digital-garden/sources/Books/2025-📚-The-Strange-Case-of-Dr-Jekyll-and-Mr.-Hyde", kind="blog",
      note="trap: flask, Jekyll, twist"),
    # ---------------------------------------------------------------- Italian cypress
    R("""Italian cypress is a familiar staple in the city, the deep, bluish green trees growing along border lines as tall screens. They grow up to 60 feet high on single trunks with a thin, round shape. Plants are generally 1-2 feet wide but mature plants can be much wider. All cypresses prefer full sun, but will tolerate part shade and can survive on little water once they are established in a year or two. Italian cypress will survive winters where it freezes, but does best in warmer climates.
Italian cypress are perfect screen plants or tall hedges for problem areas. They grow tall but they’re thin, so you can tuck them into narrow spaces along the side of the house or in parking strips.
When you are planning on having your cypress survive on rainfall, it is best to encourage deep root development early on by soaking your plants every few days instead of sprinkling the topsoil every night.""",
      source="https://thegardenpages.com/wednesday-plant-profile-italian-cypress-cupressus-sempervirens-for-tall-screens-in-dry-california-gardens", kind="blog",
      note="trap: cypress, Italian"),
    R("""Use italian-cypress-trees for the verticle element in a tuscany style landscape design. This tree contrasts well against the rough sawn beams and decorative stone work of a home made of natural materials from the surrounding land, and look best when they are younger and are kept under 7 0r 8 foot tall.
Keeping them under control is something you will want to consider when you think about landscape maintenance. Two times a year they will need to be trimmed slightly to keep them compact. After a few seasons they will need to be topped, and then after that continual topping will be part of your maintenance routine.
Monrovia has genetically altered the tree and created a dwarf of it. They call it Tiny Tower Italian Cypress. This works well if you don't want to worry about the trees eventually getting 40 feet tall. You won't have to do so much pruning on a regular basis.""",
      source="https://home-landscape-plan.com/italian-cypress-trees.html", kind="blog",
      note="trap: Cypress, Monrovia, Tower"),
    # ---------------------------------------------------------------- Mercury
    R("""Five years after the Messenger mission ended, humans have successfully arrived at the closest planet to the Sun — Mercury. The European, Japanese spacecraft conducted a successful flyby with Mercury giving us the closest view of the innermost planet. The BepiColombo spacecraft flew as close as just 199 kilometres to the planet, snapping its exterior.

The Mercury Transfer Module’s Monitoring Camera 2 captured the image of Mercury when the spacecraft was about 2418 km from the planet. The European Space Agency (ESA) said that the closest approach of about 199 km took place shortly before that as it beamed back black-and-white snapshots in 1024 x 1024 pixel resolution.""",
      source="https://www.indiatoday.in/science/story/mercury-pictures-european-space-agency-bepicolombo-jaxa-venus-1860437-2021-10-04", kind="news",
      note="trap: Mercury, Messenger, Module"),
    R("""This planet is rarely seen by many. Saturn and Jupiter may roam the sky for a year at a time; Mars and Venus, months at a time. But Mercury appears for a few weeks at the most, sometimes just days, appearing to dart into the sky and depart again almost immediately. This elusive planet was known to the ancients as Mercury, the swiftest among the gods, the Messenger, the Bearer of News.

BepiColombo, a satellite originating from Earth, passed about 1500 miles from this planet on October 1, 2021 and sent photos. The fly by was the first of six planned flybys. Each is a calculated gravity-assist maneuver, slowing down the satellite and rounding its trajectory with the long term goal of capture in Mercury’s orbit in 2025 for longer term scientific study.""",
      source="https://aroundtheworldin80currencies.com/mercury/", kind="blog",
      note="trap: Mercury, Saturn, Jupiter, Mars, Messenger, dart"),
    # ---------------------------------------------------------------- The Great Gatsby
    R("""Book Review: The Great Gatsby by F. Scott Fitzgerald

What was it like to live during the 1920s? The country was on fire with the stock market and business was flourishing.

The book begins in the 1920s with the narrator, Nick Carraway, speaking about his childhood in the mid-west with his rich family. He states that they “have been prominent, well-to-do people in this middle western city for three generations.” Heading east to learn about the bond business, he moved into West Egg village in New York City. His home is a modest, small place positioned between two huge mansions, all for eighty meager dollars a month. One of the mansions is an imitation of a posh hotel in Normandy with a marble swimming pool and more than forty acres of land. This palace belongs to Jay Gatsby, Nick’s young, mysterious neighbor.

One evening Nick visited his cousin Daisy for dinner. She is a beautiful woman with a mesmerizing voice, “that the ear follows up and down.” Her husband, Tom Buchanan, Nick knew from his time at New Haven College. Tom is a brute and arrogant man.""",
      source="https://tyroneeagleeyenews.com/3839/", kind="news",
      note="trap: Gatsby, Daisy, Haven"),
    R("""A review by secreteeyore
The Great Gatsby by F. Scott Fitzgerald


Poor Gatsby. I feel for him. Trying to prove one's worth to the world and to thereby justify a far reaching love, he ended up living in a fishbowl of broken dreams, a glittery fraud. Fitzgerald never really does say what becomes of Daisy, though I suspect her torment of living in a loveless/abusive marriage and carrying the weight of three murders on her shoulders is pain unendurable. I think Fitzgerald used the man in the library with the owl like glasses, the only one who showed up at his funeral, to sum up Gatsby eulogize him properly: "poor bastard".""",
      source="https://app.thestorygraph.com/reviews/b26a6c45-58ce-4b77-8c89-c67173d99b97", kind="blog",
      note="trap: Gatsby, library"),
    # ---------------------------------------------------------------- handlebar moustaches
    R("""How to Choose and Use a Moustache Wax

Moustache waxes come in various strengths (degrees of hold). The length and size of your moustache will determine which type is best for you. Note: for best results don’t use beard oil on the moustache prior to applying wax.

For a standard moustache (one that doesn’t extend beyond the outer edge of the lip) most soft’ish waxes will suit. To apply: simply scoop some wax and soften it between your fingers for a while. Then apply the wax to the moustache with your fingertips starting at the top and working down to the ends. Comb into shape with a dedicated moustache comb (don’t use a brush as the wax will quickly clog the bristles).

To achieve a ‘handlebar’ moustache, follow the instructions as above but, when applying the wax, add a bit more to each end of the moustache. During the hairdrying stage, twist the ends of the moustache tight with your fingers and then shape upwards and slightly round.""",
      source="https://stuartsmensgrooming.co.uk/pages/how-to-choose-and-use-a-moustache-wax", kind="prose",
      note="trap: handlebar, Comb"),
    R("""For several years now, facial hair has been having a major moment. Men have been growing out their beards, waxing their ‘staches and, thank God, not resurrecting the goatee.

Waxing the moustache is quite an art form and we met a fella who has perfected it.
Michael W. Haar is a man of many talents. He is a barber, a DJ (using a Victrola suckers!) and an all around Vaudeville Educator. He dresses in vintage garb most days and has one of the slickest moustaches we have seen about town. Take note you grubby hipsters, this is how it’s really done!

Tips from the expert Tonsorialist:

•    Grow out your beard first, then sculpt out the moustache from there. You don’t want to look like a 70’s porn star growing it out.
•    A good moustache has equal handlebars, just past the lips.
•    A moustache should not feel like a rock. Apply a wax that is firm but not like a brick. Stern from Germany ($10) and the old standard, Club Man ($5) are both great waxes.""",
      source="https://www.complex.com/style/2011/03/colonel-cators-grooming-regimen-lesson-16-waxing-staches", kind="blog",
      note="trap: handlebars, Victrola, Vaudeville"),
    # ---------------------------------------------------------------- the game of Go
    R("""Go is a two player game where black stones compete with white stones. You take turns to place your stones on the empty intersections of a 19×19 go board.

You try to surround a group of stones played by your opponent. When they are completely surrounded they have been captured and you may remove them.

The aim of the game is to control a larger territory than your opponent by placing your own stones so they cannot be captured. But remember once you have placed a stone it cannot moved; this is game of thinking before you act.

The game ends and the score is counted when both players pass on a turn, showing that neither side can increase their territory or reduce their opponent's.""",
      source="http://www.compendia.co.uk/acatalog/Go_Intro.html", kind="prose",
      note="trap: Go, go"),
    R("""How to Play Go. Go has been played in China for thousands
of years, but it wasn’t until it was introduced to Japan 1,200 years ago that it achieved
real popularity. You will need A game board Black and white
stones and two players. Step 1. Set the lined, empty board on a flat surface. Go can be played on a square board marked
by any number of crossing lines. Conventional boards use nine by nine, 13 by
13, or 19 by 19 lined grids. Step 2. Place a black stone on any intersection of
lines on the board. Your opponent will then place a white stone
at a different vacant intersection. Step 5. Tally the score. One point is given for each vacant position
within one’s own territory, and one point for every stone captured. The player with the larger amount of territory
plus captured stones wins. Did you know Go is the only board game in
which humans can still reliably defeat computers.""",
      source="https://oneactplaysandmonologues.com/how-to-play-go/", kind="prose",
      note="trap: Go, Black"),
    # ---------------------------------------------------------------- spark plugs
    R("""Tired of pulling your back out trying to start your lawn mower, only to have it sputter and die? Perhaps your mower needs a new spark plug – the device that creates the electrical spark that ignites the fuel in your engine. If the spark plug is worn or bad, it can cause the mower to run rough or not start at all.
Check the spark plug annually as part of your regular lawn mower maintenance. Sometimes the spark plug can be cleaned and adjusted by resetting the spark gap at the end of the plug. If not, it will need to be replaced.
Even if you’re not mechanically inclined, you can replace a spark plug in a matter of minutes for less than $5, which makes a world of difference in helping your lawn mower start and run properly.
2. Spark Plug Wrench
This handy tool makes changing your spark plug a snap. Or, I should say NOT a snap, because the purpose of the tool is to help prevent the ceramic plug body from breaking! Special spark plug sockets are also available for standard socket wrench sets.""",
      source="https://todayshomeowner.com/lawn-garden/guides/how-to-change-a-lawn-mower-spark-plug/", kind="prose",
      note="trap: spark, Spark, snap"),
    R("""If a petrol mower drags on the pull cord, fires then dies, runs rough or chews through more fuel than it used to, the spark plug is the cheapest part to suspect first. A new plug costs only a few pounds, the job takes about ten minutes, and the only tools you need are a 13/16 inch (21mm) plug socket and a feeler gauge. Done once a season, it is the difference between a first-pull start in June and a frustrating ten minutes of yanking the cord while the grass keeps growing.
Why the spark plug fails, and the warning signs
The spark plug sits at the top of the cylinder and does one job: it produces the spark that ignites the fuel and air mixture, dozens of times a second, every time the engine turns. Most small-engine makers, including Briggs and Stratton and Honda, recommend a fresh plug roughly once a year or every 25 hours of running, which for a typical garden lawn lines up neatly with a start-of-season service.""",
      source="https://lawnandmowers.com/how-to-change-a-mower-spark-plug-for-an-easier-start-every-season/", kind="blog",
      note="trap: spark, plug, Honda"),
    # ---------------------------------------------------------------- garden gnomes at Chelsea
    R("""Garden Gnome sales set to increase as Chelsea Flower Show ban lifted

For decades the victims of prejudice, gnomes are marching on the Chelsea Flower Show, which opens on 21 May, where they had been cruelly banned for years.

Elton John is championing their rise to the world?s most famous flowerbeds in the show?s centenary year. The singer, known for his fondness for flowers, has painted a gnome in his image, signing it with glitter pen.

The victory comes as garden centres report resurgent gnome sales over the past five years. They arrived from their native Germany in 1847, when Sir Charles Isham placed 21 Gartenzwergs (garden dwarves) in the gardens of his Northamptonshire pile. Only Lampy survives and is insured for ?1m.

A mania and thriving industry developed. Tom Major-Ball, John Major?s father, made gnomes in the 1930s. Poland emerged as a global centre for production (Nowa S?l, aka Gnome City, is still home to 30 firms who exploited the rise of garden kitsch).""",
      source="https://www.gardencentreretail.com/garden-gnome-sales-set-to-increase/", kind="news",
      note="trap: Gnome, gnome, gnomes (the stored page's lost apostrophes kept as question marks; the comment-form line cut)"),
    R("""To celebrate its centenary year the RHS Chelsea Flower Show has announced that it is lifting its ban on garden gnomes. Gnomes, along with other ‘brightly coloured mythical creatures’ such as fairies and pixies, have been banned from the prestigious flower show for 100 years because the RHS claim that they are too distracting for visitors who have come to see the beautiful flowers and plants.
Many people however, believe that the real reason for the ban is snobbery with garden gnomes considered to be too “tacky” for Chelsea. In fact every year, it’s not uncommon to see people dressed as gnomes protesting at the gates of the flower show. Others have broken the rules, like herb garden expert Jekka McVicar who at her last exhibit in 2009 included a gnome in her display as an act of defiance.""",
      source="https://gardenguide.ie/uncategorized/gnomes-welcomed-at-100th-rhs-chelsea-flower-show", kind="news",
      note="trap: gnomes, Gnomes, gnome"),
    # ---------------------------------------------------------------- latex allergy
    R("""That's the reasoning behind Lakeland Regional Medical Center's recent decision to ban latex rubber balloons from the facility. It is the first hospital in the county to make such an announcement.

Nonlatex, mylar balloons are a safe and approved alternative, hospital officials said. They're available at the hospital gift shop and at local businesses.

If latex balloons reach patient rooms, nurses are expected to politely ask family or friends to take the balloons home at the end of their visit, spokesperson Ashley Link said. Hospital employees no longer are allowed to use them for celebrations.

Anyone who questions the potential risk of latex hasn't spoken to Lakeland resident Pat Foster. She and her husband, Gerald, for years have run a home whose residents have disabilities such as spina bifida and cerebral palsy.""",
      source="https://www.theledger.com/news/20110303/lrmc-bans-latex-balloons-over-allergy-reaction-risk", kind="news",
      note="trap: latex, Link"),
    R("""Q. Can you help me with a medical mystery? I believe I am allergic to latex. I had a reaction when latex balloons were carried by my desk and I ended up in the ER.

My primary care doctor thinks I have classic symptoms of an allergy to latex. Dermatologists and allergy specialists I have consulted seem hesitant to confirm this diagnosis, however. Apparently the FDA has not approved a latex skin test. Blood tests frequently give false negative results.

A. Latex is derived from rubber trees and contains proteins that can be sensitizing. Certain people, especially those who have had frequent occupational exposure to latex, may develop symptoms such as rash, sneezing, itchy eyes or even hives, difficulty breathing and dangerously low blood pressure.""",
      source="https://www.peoplespharmacy.com/2013/01/14/balloon-allergy-could-be-deadly/", kind="qa",
      note="trap: latex, Latex, rubber"),
    # ---------------------------------------------------------------- the Orient Express
    R("""It’s a different world in here. The Orient-Express is exclusivity and luxury, a particular brand of Old World finery that remains unchanged. While the original train service no longer operates, in its place the Venice Simplon-Orient-Express (VSOE) is a private venture by Orient-Express Hotels using the restored carriages from the 1920s train.

At exactly 10am, the British Pullman train arrives. It’s a two-hour journey to Folkestone, where we’ll board a coach to cross the Channel to Calais to meet the VSOE train. I’m seated in the Ibis car riage. My cabin steward is Mitch, a bubbly, friendly gentleman who’s more than willing to impart titbits of gossip about the Pullman’s history. It turns out Ibis is the train’s oldest carriage, built in 1925. One of the other carriages, Xena, appeared in an Agatha Christie biopic (but not, inexplicably, in Murder on the Orient Express), while the Phoenix carriage once held Winston Churchill’s burial casket.""",
      source="https://www.luxurytravelmag.com.au/article/marvels-on-the-venice-simplon-orient-express/", kind="blog",
      note="trap: Express, Phoenix, Pullman, Ibis, Xena"),
    R("""Venice Simplon Orient Express

Our journey began with a short but stunning boat ride up the Grand Canal where we were dropped off at the train station. It is a modern station and I wondered if this gentle old train would cope with the somewhat drab surroundings and give us the excitement we all hoped for. As you walk up the platform holding your ticket your butler, who becomes a very important feature of the trip, meets you. (If you book ask for Rupert!) Suddenly you are not looking at the station but at the stunning detail on the train and the beautiful carriages.

Every meal on the train is a full on gastronomic affair and when you see the size of the kitchens you realise what a feat of genius this is. We were thoroughly spoilt and the service is exceptional. A drink in the bar as you fly through the mountainous scenery is really something very special.

This is certainly for someone who loves trains and wants that sense of history that the Orient Express exudes.""",
      source="https://differentplanettravel.wordpress.com/2016/04/11/venice-simplon-orient-express/", kind="blog",
      note="trap: Express, Grand, Canal"),
    # ---------------------------------------------------------------- Apache helicopters
    R("""APNewsBreak: Army pilots, training cited in crash

An Army investigation blames the pilots of an Apache helicopter for a crash landing during a training mission in the Colorado mountains last year that left one of them seriously injured.

The report of the investigation says the two pilots put themselves and the helicopter in a situation where they had little or no margin for error, and they didn't react properly to audible warnings and other indications that the helicopter was flying beyond its limits.

The Associated Press obtained the report this week through a Freedom of Information Act request.

The pilots from the 10th Mountain Division at Fort Drum, N.Y., were attempting to touch down at a landing site about 12,200 feet above sea level during a training mission when their AH-64 helicopter crash landed at 1 a.m. June 30.""",
      source="http://www.sandiegouniontribune.com/sdut-apnewsbreak-army-pilots-training-cited-in-crash-2011mar01-story.html", kind="news",
      note="trap: Apache, Army, Drum"),
    R("""The US Army’s Apache helicopter is once again facing public scrutiny after a crash Monday night at a military base in Washington state, Report informs, citing The Defense Post.
A Boeing-made AH-64E attack chopper assigned to the 16th Combat Aviation Brigade plunged to the ground while participating in a routine training exercise, injuring its two pilots.
A spokesperson at the base said an “aviation mishap” was the cause of the accident, though he did not elaborate.
The incident is the third US Army Apache helicopter crash recorded in just two months.
On February 12, an AH-64 chopper crashed near Salt Lake City, injuring two Utah Army National Guard pilots. More than a week later, two soldiers died when an Apache crash-landed in a rural wooded area of Mississippi.""",
      source="https://report.az/en/other-countries/us-army-suffers-third-apache-helicopter-crash-in-two-months", kind="news",
      note="trap: Apache, Salt, Boeing"),
    # ---------------------------------------------------------------- Java coffee
    R("""Coffee plantations: Dark side of RI history
Indonesia has been a major coffee producer since the 17th century when the Dutch began opening massive coffee plantations on Java island.
The Dutch first brought Arabica coffee to Indonesia, particularly to Java, in 1690 from the port of Mocha in Yemen. The local authorities actually prohibited anyone from transporting the seeds of the Arabica outside the peninsula.
The Dutch, however, managed to smuggle some out and cultivate them in its colonies, including Indonesia and Ceylon.
Coffee cultivation in Java proved successful and the commodity was soon being exported around the globe. Since then, coffee from Java has been popular among coffee lovers, so much so that Java became synonymous with coffee.
Such was the popularity of Java's coffee, that traders of coffee produced elsewhere often labeled their products as "Java" to increase sales.""",
      source="https://jawawa.id/newsitem/coffee-plantations-dark-side-of-ri-history-1447893297", kind="news",
      note="trap: Java, Mocha, Ceylon"),
    R("""The History of Java


Coffee was not a native plant to the archipelago. In the 17th century, when Indonesia was still under Dutch occupation, the VOC brought Arabica coffee plants to Indonesia. They were interested in growing the plants and sought to break the worldwide Arab monopoly on the coffee trade.

The Dutch Colonial Government initially planted coffee around Batavia (Jakarta), and as far south as Sukabumi and Bogor. Coffee plantations were later established in East Java, Central Java, West Java, and in parts of Sumatra and Sulawesi. Large areas of forested land were cleared and cultivated specifically for the development of these plantations.

The growth of coffee plantations was responsible for the development of a lot of infrastructure in Central Java during the turn of the 19th century.""",
      source="http://javaansekoffie.blogspot.com/", kind="blog",
      note="trap: Java, Batavia"),
    # ---------------------------------------------------------------- Victor Hugo on Guernsey
    R("""Hugo at Hauteville House

These dainty stairs with their lacy shadows are on the rear wall of Hauteville House, Guernsey. This was the home of Victor Hugo, who lived here in political exile in the mid-nineteenth century. He passed the time decorating the interior - which is extraordinary, and accessible on guided tours - visiting his mistress Juliette Drouet who took a house nearby, and writing (or completing) Les Miserables, followed by The Toilers of the Sea which he dedicated to the people of Guernsey.

The house is preserved as a museum to Hugo. It is owned not by the island but by the City of Paris.

Hugo was actually rather clever: he got thrown out of Jersey, but bought a house in Guernsey (a collection of poems had just done rather well). As a property-owner there, he couldn't be expelled.""",
      source="https://carolineld.blogspot.com/2011/05/hugo-at-hauteville-house.html", kind="blog",
      note="trap: Hugo, Jersey"),
    R("""IN October 1855 Victor Hugo arrived on rainy, wind-swept Guernsey seeking refuge. A fierce opponent of the Second Empire of Napoleon III, he had been banished first from his native France, and then Belgium and the island of Jersey. By the time he landed on this small neighboring island in the English Channel, the exiled writer was in desperate need of asylum.""",
      source="http://hcplace.blogspot.com/2012/05/hugos-guernsey.html", kind="blog",
      note="trap: Hugo, Jersey, Napoleon"),
]
