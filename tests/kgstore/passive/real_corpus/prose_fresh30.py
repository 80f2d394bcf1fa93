"""Prose of the thirtieth fresh held-out set ("fresh-30"): opera reviews of Carmen at the Royal Opera House (four
productions and revivals), classic cars (Jaguar E-type restorations in rust and Rustoleum primer, an XK 150, a Mini
and a Bristol; Ford Mustangs at shows and in a Mopar family's garage, a Caprice on craigslist), space history
(Project Mercury, Gemini and Apollo, Mercury-Atlas 1, the Jupiter, Redstone and Atlas rockets), Greek myths retold
(Prometheus, Zeus, Titans, Atlas and Pandora on Olympus), knitting socks (yarn, circular needles, Magic Loop, Opal and
Addi Turbo), Mocha Java coffee (Yemen's port of Mokha, the island of Java), swifts returning to Keswick and Bristol,
Burmese pythons and a king cobra in Florida, anchors, chains, rust and the helm on sailing boats, music festivals
(Wakarusa, Festy Fest, Big Day Out) and New York Fashion Week coats -- full of words that are also tool names:
Opera, Crystal, Jaguar, Mercury, Mustang, Gemini, Apollo, Atlas, Jupiter, Titan, Prometheus, Pandora, Olympus, rust,
Rustoleum, yarn, Turbo, Opal, Mocha, Java, Atom, Swift, python, Cobra, Moccasin, helm, anchor, chain, Stage, Vampire,
Grizzly, Camel, Bullet, Capri, Caprice, Mopar, Dart, shell, engine and port. Nothing in them names a software tool as
software (Facebook, craigslist and eBay are sites; 'google' is a verb): none is labelled.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a paragraph or a few)
and labelled by hand without running the extractor, by the earlier sets' conventions (``--split fresh-30``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ================================================================ opera reviews
    R("""The Royal Opera's 2018 Carmen directed by Barrie Kosky was unpopular and short-lived, for being too minimalist and too weird. This new production directed by Damiano Michieletto is still minimalist — all plastic chairs and tacky bead curtains (set designed by Paolo Fantin) — but it treats Bizet's grand, beloved opera for what it is: a domestic, psychological character study of two toxic characters trapped in a doomed infatuation. Fairly static staging reminds us that the real story is happening in their minds, not their bodies.

Where the production might look cheap, it sounds like a million dollars, having assembled an absolutely world-class cast. Russian mezzo-soprano Aigul Akhmetshina was a member of the Royal Opera's Jette Parker Young Artists Programme 2017–19, and has since performed her Carmen all over the world. While maintaining astounding control (and a meaty lower range), her interpretation is every bit as charismatic, unpredictable, and theatrical as you could dream for the iconic role. She's an actress as well as a singer, and is happy to sing on the edge of period convention in order to put the character first.""",
      source="https://theprickle.org/portfolio/carmen-london-royal-opera-house-2", kind="news",
      note="trap: Opera (the Royal Opera), Carmen, Parker"),
    R("""With its spoken dialogue, scores of children, animals and dancers, and rich, authentically Spanish setting, director Francesca Zambello's creative but traditional production of perennial favourite Carmen is a true crowd-pleaser. Action, dance and stunts abound, but the key focus is on crystal clear storytelling and character motivation.

The capacity audience drew their collective breath at the unwelcome sight of Royal Opera chief Kasper Holten on stage, microphone in hand, at the start of the night. It seemed that star attraction Roberto Alagna was somewhat unwell, but was still going to perform tonight. The crowd breathed a sigh of relief and crossed their fingers that Alagna would be up to the task.

The role of Don José is surely one of the strongest in Alagna's impressive repertoire, the combination of masculinity and romanticism, as well as the French singing, suiting his talents and style perfectly. Zambello's direction makes Jose's journey from dutiful soldier and son to passion-crazed lover clear and compelling. Although Alagna's acting skills were in fine form, the chest/throat infection had an unfortunate impact on his singing, making high notes a strain.""",
      source="https://simonparrismaninchair.com/2014/01/10/the-royal-opera-carmen-review/", kind="blog",
      note="trap: Opera, crystal, stunts (a theatre blogger's review)"),
    R("""IN the past year, I have seen this hugely popular work by Bizet at three opera houses.

This revival of Francesca Zambello's production is gloriously traditional

The English National Opera had a rather dodgy modern production that worked thanks to a gloriously slutty interpretation of the role of Carmen that fitted the production perfectly.

Glyndebourne's Carmen, however, was sensuous and deliciously seductive, which was even better.

Now the ROH has brought us a magnificently sultry Carmen in the alluring shape of Russian mezzo-soprano Elena Maximova.

At least he entered on a beautiful black horse and killed a few bulls offstage

Maximova sings, sighs and exposes her thighs to just the right extent to show why Don Jose falls so hopelessly for her and becomes so abjectly miserable when she abandons him in favour of the swaggering matador Escamillo.""",
      source="https://theoperacritic.com/scripts/redirect.php?id=74729&file=reviews&publication=exp", kind="news",
      note="trap: Opera, revival, horse (photo captions kept as the page runs them into the text)"),
    R("""Packets of crisps, chocolate bars and sandwiches in plastic containers at the bar gave notice that this was not a normal opening night at the Royal Opera House. For the second time, a Paul Hamlyn First Night, sponsored by the Helen Hamlyn Trust, was making all the seats available to readers of the Sun newspaper for a top price of £30.

Amusingly, a search for "Carmen" on the Sun's website mostly brings up gossipy items about the glamour model Carmen Electra, rather than the Royal Opera, but then that is not so far from what Bizet's opera is about. At its heart is a symbol of irresistible female sexuality - no sexual allure in the title role, no performance worth seeing.

In this second revival of Francesca Zambello's lifeless 2006 production, the role of Carmen is taken by Elina Garanca, the young Latvian mezzo and fast-rising operatic star. For physical beauty she could give any tabloid model a run for her money. When other Carmens lift their skirts to taunt the soldiers, they tend to be embarrassing, but Garanca has the feminine magnetism to bring it off.""",
      source="http://jcarreras.homestead.com/AlagnaRevCarmenROH2009.html", kind="news",
      note="trap: Opera, Sun (the newspaper), Electra, model, search (the Financial Times review as a fan page keeps it)"),
    # ================================================================ classic cars
    R("""It looked like a car. A car in need of care and attention, for sure. But a complete vehicle nevertheless.

Now the work has started to take it apart, I have begun to understand that I have acquired, not a vehicle, but a delicate filigree of rust and distressed steel. A lump of unresponsive corrosion, some shreds and snippets of leather, a few flakes of paint and a mummified rat concealed behind the dashboard.

Now the illusion is shattered. The shell is as delicate as lace. In places, rust has bloated the economical curves into a layered, puffed, choux. In others, it edges the spaces where panels once joined. It provides a jaunty orange contrast as it corrodes away the denim blue paintwork. The tail lights rest gently on a bed of crumbling ochre, secured in position more with faith than any of the remaining engineering. The chassis is less a support than an indication of where the engine ought to sit. Miraculously, it hasn't actually dropped out, but I struggle to see how that is possible.

There is much teeth sucking in the work shop. A little gentle tutting. But they don't look as panicked as I feel they ought to. Despite the fact that this is a car which is more of a sketch than a potential working model. It has to get worse, they say, before it gets better.

Her engine is out, ready to go to Cosworth to be rebored then on to get new pistons from France.""",
      source="https://blog.directgap.co.uk/posts/2018/restoration-tales/", kind="blog",
      note="trap: rust, shell, dashboard, engine, Cosworth (an engine firm; Jaguar only in the page's captions, "
           "dropped)"),
    R("""If you haven't noticed, Series I Jaguar E-Types have gotten very pricey. There were only about 75,000 Es made and not all have survived for a half century. The E-Type had one of the early monocoque unibodies and it was almost as if it was designed to trap water and rust. Also, quite a few were roadsters and open cars don't do well when exposed to the elements. That's made all E-Types rare enough to become valuable (well, that and things like a supple suspension, the outstanding Jaguar XK DOHC inline-six, and a body that even Enzo said was sexier than his Ferraris).

They're so valuable that at this point it may well be that there is no such thing as an unrestorable example. A number of restoration shops around the world specialize in bringing back E-Types. Every body component is available, and it's no exaggeration to say that as long as there is a number plate, they can probably rebuild an E around it. There's even a chance, what with the E's insane appreciation, that you might not even be underwater after the restoration is done.

I thought about that when I saw this heavily patinated '64 E-Type coupe for sale on eBay for $47,000.""",
      source="http://www.thetruthaboutcars.com:80/2018/02/rust-restoration-thing-unrestorable-e-type-jaguar/", kind="news",
      note="trap: Jaguar, rust, Series, eBay (a marketplace site, not labelled)"),
    R("""I acquired the car on the 24 April 2004 which meant I sadly had to sell my Bristol 401 to make space. I have only room within my garage / workshops to house four old cars; a 1959 Jaguar XK 150 DHC, a 1966 Mini Traveller and an Aston Martin DBS in which I have fitted a V12 Jaguar engine, and now the E-type.

I use all of my cars on a regular basis, as I do not own a modern car, so the XK 150 and the Aston are my everyday transport. The decision on which model of E-type to buy was based on pragmatism but I was, to some extent, influenced in this decision by a personal comment made to me in 1972 by Sir William Lyons that he thought the E-type Fixed Head Coupé was the most beautiful of all his cars. He was, I think, referring to the Series I.

My cars, regardless of age and model, must perform well in modern traffic and be reliable. I expect to be able to drive from Coventry to Stuttgart, Vienna, Milan or anywhere else within Europe without any problems. This dictates my approach to the rebuilding of all of my cars.""",
      source="https://www.e-typeclub.com/copy-of-technical-library", kind="blog",
      note="trap: Jaguar, Mini, Traveller, Aston, Bristol, engine, model"),
    R("""The Jaguar that we own is a 1962 E-type roadster. What I would like to share with you in a typical "learn-tha-hard-way" enthusiast's approach to acquiring and restoring an E-type. As few as three years ago my entire knowledge of Jaguars was of one car–my cousin's 1963 Mark X. I could not have identified any other Jaguar even if one would have parked in front of my house for a week. While I realized the Mark X was no ordinary sedan, the Jaguar fever had not taken hold yet. I passed up a chance to own the Mark X simply for lack of storage space when he sold the car in good shape for $1500. Our knowledge of Jaguars was so limited that for four years my brother and I passed a blue E-type "permanently" parked on someone's driveway as we went to and from work, without a clue what it was. Finally, we found out that cars that look like that are Jaguars and that a V-12 engine must certainly be housed beneath that long hood. It was only upon closer inspection and the counting of spark plugs that we realized it was only a six cylinder engine.""",
      source="https://ojoa.org/blog-post/articles/", kind="blog",
      note="trap: Jaguar, Mark X, storage, engine, spark, hood"),
    R("""Bonnet disassembly (again!) (24 – 26 May 2003)

I completed the body filling on the front section of the bonnet, and so it was time to take the various pieces apart once again. You might recall that we inserted thin cardboard strips between the sections before bondoing (more details here near the bottom of the page). Now that we needed to take it all apart again, it was just a matter of removing the hardware and tapping the pieces with a rubber mallet. The two wings came off with a little tiny tap, and the lower section dropped from the center section without so much as a wiggle or twist. The parts look good.

One thing we ran into that sapped several hours was bad behavior of a "sandable" primer made by Rustoleum. We applied some sandable primer over well cured "regular" primer (also a Rustoleum product), and the sandable primer formed cracks before our eyes as it dried. We were dumb enough to try twice, thinking we hadn't prepped the primer surface, but the same cracking occurred. Then we gave up, and the bad Rustoleum primer went on the shelf. I'm thinking it would work fine on clean metal, but over primer it will not do.""",
      source="http://etype.inetogether.net/category/takeapart/", kind="blog",
      note="trap: Rustoleum (a paint), primer, hardware, shelf"),
    R("""We were looking for donor cars for Jaguar E-type restorations, and this one came up for sale, in a very unfinished and dismantled state,' explains Dean Allsop of Coventry-based Clayton Classics, referring to this now-gleaming Series 1 fixed-head coupé. 'I negotiated and bought what was essentially a bodyshell, and boxes upon boxes of bits.'

However, Allsop had happened upon something special. 'This 1962 car is the 252nd right-hand-drive fixed-head built,' he notes. 'It was sold by ex-Le Mans driver and Coventry Jaguar dealer Sam Newsome to Gulson Engineering. This Coventry firm, owned by Herbert Hayward and Albert Upham, made small-capacity internal combustion engines, including some used in early forerunners of what we'd now call karts. Then in 1967, when the car was five years old, Gulson sold it to the grandson of former Prime Minister Ramsay MacDonald.""",
      source="https://classiccarsmagazine.co.uk/blog/features/epic-e-type-rescue-it-was-a-true-scrapper-when-it-turned-up",
      kind="news",
      note="trap: Jaguar, Series, bodyshell, bits, engines, drive"),
    # ================================================================ space history
    R("""Project  Mercury

Project Mercury was the first human spaceflight  program of the United States, running from 1959 through 1963. Its goal was to put a solo human into Earth orbit and return the person safely, ideally before the Soviet  Union. Taken over from the US Air Force by the newly created civilian space agency NASA, it spanned twenty unmanned developmental missions involving test animals, and successful missions completed by six of the seven Mercury  astronaut.

Project Gemini

Project Gemini was NASA's second human spaceflight program. It was a United States government civilian space program started in 1961 and concluded in 1966. Project Gemini was conducted between projects Mercury and Apollo. The Gemini spacecraft carried a two-astronaut crew. Ten crews flew low Earth orbit (LEO) missions between 1965 and 1966. It put the United States in the lead during the Cold War Space Race with the Soviet Union.

Apollo 11

On July 20, 1969, American astronauts Neil Armstrong (1930-2012) and Edwin "Buzz" Aldrin (1930-) became the first humans ever to land on the moon. About six-and-a-half hours later, Armstrong became the first person to walk on the moon.""",
      source="https://tackk.com/3pp1tz", kind="prose",
      note="trap: Mercury, Gemini, Apollo, program, Air Force (a school page)"),
    R("""Mercury-Atlas 1 (MA-1) was the first uncrewed test flight of NASA's Project Mercury, launching a production Mercury spacecraft atop an Atlas launch vehicle on July 29, 1960, from Cape Canaveral, Florida, to qualify the combined system's structural integrity and evaluate reentry heating during an abort scenario. The mission utilized Mercury spacecraft No. 4, a structural test article without an escape system or internal systems beyond basic instrumentation, delivered to the launch site on May 23, 1960, and mated with Atlas vehicle 50-D, which arrived on June 18. The primary objectives included assessing the capsule's heat shield and afterbody under maximum dynamic pressure and heating rates from a simulated exit abort, while also verifying the abort-sensing instrumentation. However, approximately 59 seconds after liftoff at 9:13 a.m. EST, the vehicle experienced a catastrophic structural failure at the spacecraft-launch vehicle interface due to inadequate stiffness, causing the stack to break apart and the capsule to separate prematurely.""",
      source="https://grokipedia.com/page/Mercury-Atlas_1", kind="prose",
      note="trap: Mercury, Atlas, abort, stack, interface, instrumentation (reference marks dropped and the "
           "'fact-checked by Grok' banner left out)"),
    R("""Smithsonian Air and Space Museum / The Mercury Capsule was designed to put a human into orbit around the Earth and after 20 unmanned flights starting in August, 1959, finally succeeded on the 20th of February, 1962, with John Glenn at the controls. Jupiter, Redstone, and Atlas rockets were used in the Mercury project, with the Atlas being the launch booster for Glenn's flight.""",
      source="http://erwinonline.net/photography/USA/WashingtonDC/pages/MercuryCapsule.htm", kind="prose",
      note="trap: Mercury, Jupiter, Redstone, Atlas, Capsule (a photo caption; the photographer's name and date "
           "columns dropped)"),
    # ================================================================ knitting
    R("""Welcome to the Sunday Sock Class! If you're following along, please feel free to leave a comment down below.
Today we're going to work on casting on for a typical top-down sock at 7 stitches per inch. I'm using Patons Kroy yarn on size 3.25mm 32″ circular needles using the Magic Loop method. I've found that whether or not this fits you, it should fit *someone* in your life. This is a very general, very average-sized sock. At a gauge of 7 stitches/inch, it should fit a ladies' medium-large, and an average width man's foot. Above all, use yarn in a colour that you like, because if you hate it, you won't finish your project. Since I'm going through one part of the sock anatomy per week, you might want to double up your yarn and needles, and do one sock bit right after the other (or google some info on two socks at once on one circular needle). That way you'll have a full pair for the new year!
Drag out a Double-Pointed needle that's about a size or two larger than the needles you'll be knitting the sock with, and cast on 51 stitches using a long tail cast-on.""",
      source="https://stringchronicity.net/hobbies/sunday-sock-class-cuff-and-leg", kind="blog",
      note="trap: yarn, Magic Loop, cast, pair, bit, google (as a verb, it names no tool)"),
    R("""Sized to fit Women's Medium (size 8 feet) Men's Medium or Women's Large in ( )

Gauge: 8.5 sts and 9 rows to the inch in stockinette.

SUPPLIES NEEDED:

Size 2.5 MM Addi Turbo(r) Circular needle (U.S. size 1.5)

Size 2.5 mm or 2.25 mm (1 U.S.) double point needles, which you will need for the heel and the toes, set of 5.

I prefer using a 12" ADDI turbo circular to knit my sock, so that's how this pattern is written. It can certainly be knit using any method you prefer. See my post about using markers instead of needles to avoid ladders and convert any pattern to your preferred method of knitting.

100 grams of Regia Ringel or Mini Ringel or other fingering weight (sock) yarn such as Opal, Meilenweit, Lang Jawoll or Austermann Step.

Add one 50 gram skein for larger size or a longer length. This can be a contrast solid color, used for heels and toes. The stripe pattern will get wider on the heel and some people prefer the solid color heel and toe for this reason.""",
      source="http://fairisle53-knits.blogspot.com/2007/03/basic-sock-pattern-on-12-circular.html?showComment=1371841593302",
      kind="blog",
      note="trap: Turbo, Opal, Step, Medium, markers, pattern (yarn and needle brands only)"),
    R("""Today we begin the sock knitting tutorial.  If you are joining us indicate by clicking one of the boxes on the bottom of the page "interesting" "funny" or "cool".

We are using Opal 4 ply sock yarn and 3.5mm needles or the size you need to give you a gauge of  8 stitches per inch (2.5 cm) in stockinette, 10 rows per inch (2.5 cm.)  Joybilee Farm now carries Opal sock yarn in a variety of colourways. 

You can download the Joyilee Farm pattern here.

We are casting on over two needles to give a strethchy top.  You can use any cast on method that you are familiar with that will give you a stretchy cuff.  You don't want a binding cuff on a sock.

Once you have CO 64 stitches plus 1, you will move the stitches onto 3 dpn needles and join in a ring, being careful not to twist.  Try to get all the little stitch bumps on the inside of the needles, when they are joined in a triangle. It helps to hold it over a table for support, for this part.

Once you have joined in the round, knit 2, purl 2 around the ring.  You will have one stitch left over.  Slip this stitch from the 3rd needle onto the first needle and knit this stitch together with the first stitch of needle one.  This closes the gap.

You can post pictures of your socks in progress at the Joybilee Farm Facebook page.""",
      source="http://joybilee-farm.blogspot.com/2011/03/sock-tutorial-day-1-cast-on-and.html", kind="blog",
      note="trap: Opal, yarn, ring, table, download, Facebook (a site, not labelled)"),
    R("""OK...we have the materials ready, we have measured our feet, we have the
pattern in hand, and so off we go.
Before I start, I will warn all of you...I am not responsible for any
Spinners Online Compulsively Knitting Socks that arise from
these lessons. If you get like me.....halfway through one sock you are
planning for the next pair. There is nothing.....may I
shout....NOTHING .....that feels as good on your feet as handspun
handknit socks. I am a Pisces, and we are very aware of
our feet, so its not all my fault.
Socks are the perfect use for 4 oz of fiber spun firmly into a 2 (or
more) ply yarn. Who among us will confess to having bits of
this and that in our fiber stash? 3 oz of a nice wool and 1 ounce of
something else combine nicely for socks. Knit the
socks..experiment with the gauge and if they come out a tad big....run
them once through your washing machine and VOILA
they fit.""",
      source="https://spinfree.tripod.com/socks/printer/lesson1.html", kind="blog",
      note="trap: Spinners Online, pattern, stash, fiber, bits, yarn"),
    # ================================================================ Greek myths
    R("""Prometheus snatched at the fire but Zeus held it aloft, toying with him.

"Not so fast, cousin. You've always had a soft spot for the little creatures," Zeus said, mocking. "What is it about them? Is it their struggle? Is it their inability to do anything for themselves? Is it their reliance on you?" There was a jealous twinkle in his eye. "After all, they worship you above all others. Even I."

The other gods and titans laughed, their wine glasses tinkling. "Things do not come easy to them," said Prometheus. "Must we make life harder for them?"

"We? We, Prometheus?" Zeus' voice bellowed around the grand hall. The marble columns shook and a gold-plated painting crashed to the floor. "This is not our fault," Zeus continued, gesturing to the flame kindling in his off hand. "We didn't give the humans the choice cut of the meat above our own brothers and sisters. We didn't chose them over the war with the titans. That is what you did, Prometheus, and now you will be the reason the humans go cold."

"But they may die. It is winter, and they have no other source of warmth."

For the first time, Zeus smiles. "How clever you are. Yes, that they may. And it will be your fault. But we in Olympus shall not go cold. Here, do the honors and light the hearth of Olympus for winter." Zeus tossed the fire like a lesser god would toss a pebble.""",
      source="https://www.worldbuilders.ai/p/prometheus-steals-fire-from-the-gods", kind="prose",
      note="trap: Prometheus, Zeus, Olympus, wine (a retelling)"),
    R("""Once upon a time—long before your silly mortal clocks, calendars, and coffee addictions—there were the gods. Oh, these divine divas lived up on Mount Olympus, throwing banquets, flexing their immortality, and generally acting like the universe was their exclusive yacht club.
Now, the Olympians, led by Zeus (big guy with a thunderbolt and huge ego), had everything: power, immortality, and all the fire in creation. And what did they do with it? Did they share it with the mortals below, freezing in the dark like sad little popsicles? Nope! They hoarded it, keeping the fire for themselves, because apparently, generosity wasn't in the divine playbook.
And then came Prometheus.
Who Was Prometheus?
Prometheus wasn't just some random Titan lounging around. No, he was the brains of the Titan family. While Zeus and his Olympian posse were busy playing power games, Prometheus had his eye on the mortals. He saw them shivering in caves, eating raw meat, and fumbling in the dark like toddlers trying to solve a puzzle.""",
      source="https://immortalgazette.worldof4evermore.com/2024/12/the-fiery-legend-of-prometheus-when.html", kind="blog",
      note="trap: Prometheus, Titan, Olympus, Zeus, coffee, playbook (a retelling told by Rumplestiltskin)"),
    R("""The myth of Prometheus stealing the fire from Zeus first appeared in Hesiod's Theogony (late 8th century BC). Prometheus was the son of the Titan Iapetus and the brother of Menoetius, Atlas, and Epimetheus. In Theogony, Hesiod introduces Prometheus as a lowly challenger to Zeus's omniscience and omnipotence. In the trick at Mekone, a sacrificial meal marking the "settling of accounts" between mortals and immortals, Prometheus played a trick against Zeus. He placed two sacrificial offerings for Zeus to choose from: a selection of excellent beef hidden inside an ox's stomach (so that it looks less appetizing), and the bull's bones wrapped completely in "glistening fat" (so that they look more appetizing to Zeus). Zeus was fooled and chose the the bones wrapped in fat, setting a precedent for future sacrifices where humans would keep that meat for themselves and burn the bones wrapped in fat as an offering to the gods.
This eventually angered Zeus, who hid the fire from humans in retribution. In this earlier version of the myth, the use of fire was already known to humans but it was taken away from them by Zeus. Prometheus, however, stole fire back and restored it to humanity. This further enraged Zeus, who – in yet another a version of the story – sent Pandora, the first woman, to live with humanity.""",
      source="https://hellenism.net/greece/greek-mythology/greek-myths/prometheus/", kind="prose",
      note="trap: Prometheus, Titan, Atlas, Pandora, Zeus, version"),
    # ================================================================ coffee
    R("""There is nothing like sitting down to a cup of coffee that was roasted just two days ago. Someone will be closing their eyes and saying AHH!, Tuesday morning. What a way to wake up. Reid is roasting Mocha Java right now. The smell of the roast is almost like toast. As the coffee starts to degas all the flavors will start to come in. A hint of fruit with a aftertaste of chocolate on the back of your tongue.
But why am I talking about Mocha Java, it is such a misunderstood name for a coffee. People tell us all the time, "Oh I love chocolate coffee". Well here is the truth behind a real Mocha Java.
Mocha is a region and a shipping port off the north coast of Africa, Java is a region on the coast of Indonesia, a shipping port and an excellent coffee. One coffee from each of those regions blended together and then roasted to the specialty roasters preference can be called Mocha Java. No Chocolate added. That doesn't mean you can't add some in your cup. Go ahead, it is good that way, but not nessasary, the hint of chocolate is there, close your eyes and take time to taste the coffee, UMM!
Just think you could add a cup of Mocha Java to your favorite chocolate cake. It would be a Mocha Java Cake. Now that would be a good cup of coffee with chocolate cake.
Sunday, April 5, 2009
Subscribe to:
Post Comments (Atom)""",
      source="http://midwestorganiccoffee.blogspot.com/2009/04/what-roast.html", kind="blog",
      note="trap: Mocha, Java, Atom (the blog's feed link), port, Subscribe"),
    R("""True Mocha Java blends the traditionally-processed wild heirloom cultivars grown in Yemen (Mocha was the port on the SW tip of the Arabian peninsula until about 100 years ago) and Northeastern Ethiopia with the earthy Typica hybrids grown on the island of Java, part of Indonesia. The Dutch traders who took Ethiopian/Yemeni stock to Java developed the characteristic chocolaty, wild and dark blend we still love. Today, NanoRoast uses Yemeni or Ethiopia Harrar heirloom and high-quality Typica hybrids grown in West Java to recreate the blend.

Tasting Notes

We roasted the Yemen and Java batches separately due to their different behaviors in the roaster and blended afterward. The Yemen component was roasted Dark (French-Vienna), and the Java beans were roasted Medium-Dark (FC+) to account for the tendency of Java beans to look less roasted than they really are. We also wanted to preserve some of their dark chocolate complexity and build body. After blending and resting the roasted beans for a fairly long 72 hours, we cupped them with the following impressions.""",
      source="https://nanoroast.com/reviews-cupping-notes/nanoroast-coffee-reviews/review-genuine-mocha-java-blend/",
      kind="blog",
      note="trap: Mocha, Java, beans, batches, component, Typica (FC+ is a roast level)"),
    R("""Our first new blend for 2014; a riff on a coffee classic. The Comforting full bodied smoothness of an organic Balinese coffee swirled with the subtle fruit and floral complexity of Ethiopian beans. We've Roasted to the earliest phases of a Full City roast to develop those comforting bold notes and body while the delicate Ethiopian acidity remains intact.

Buuuuut! Why is it called "Mocha" if it's not Chocolate?

Yemen's great Port Of Mokha was an international hub for commerce, and in particular the coffee trade between the 15th and 17th centuries. Many sailors coming from Asian trading routes discovered the distinct coffee of the island of Java(Indonesia) and after a little bit of experimentation they found that they could create a unique coffee by blending the two variations of the same plant.

We wanted to connect with this past, putting ourselves in the shoes of these early coffee pioneers by blending the distinct flavors of two coffees to make something unique. It is in the spirit of modern coffee itself: an international collaboration.

Look forward to the Moka Java blend this weekend exclusively in our Eastern Market Cafe.""",
      source="http://www.germackcoffee.com/a-bit-about-our-new-blend/", kind="blog",
      note="trap: Mocha, Mokha, Moka, Java, beans, Port, blend"),
    R("""Guide to Mocha Java Coffee: The Perfect Cup!

The combination represents a blending of distinct elements to create a unique beverage experience. One component, often associated with chocolate flavor notes, complements the robust profile contributed by beans originating from a specific Indonesian island. This fusion results in a drink characterized by a complex taste, appreciated by many for its depth and richness.

Historically, the components have enjoyed separate recognition for their individual qualities. The chocolate-tinged aspect has been valued for its inherent sweetness and comforting aroma, while the Indonesian source has been respected for its strong body and earthy undertones. The combination leverages these individual strengths, resulting in a beverage that offers a balanced and satisfying sensory experience, explaining its enduring popularity and cultural significance.""",
      source="https://deacoffee.com/?p=22978", kind="blog",
      note="trap: Mocha, Java, beans, component, profile, source"),
    # ================================================================ swifts and snakes
    R("""Members of Keswick Swifts have been caught out by the early arrival of the summer visitors from Africa.
The birds began flying back into the town on Sunday and reports of the first arrivals have been coming in from people monitoring swift colonies up and down the country since the weekend.
Nicki Baker, of the Keswick Swifts group, said numbers arriving are unusually high for early returners, and in many places they have been recorded earlier than ever before.
Keswick Swifts suggest that this spring's exceptionally warm and dry weather is likely to be the principal reason for their early return, and hope the weather will last, to give the birds a much better breeding season than last year.
Swifts catch all their food – a variety of flying insects and floating spiders – while on the wing, but insects generally seek shelter when it rains and cannot be caught by swifts in wet conditions.
"In this early part of the swifts' season, it is mature breeding adults that come first," said Nicki. "They will have found and reserved a nest site for themselves in a previous summer, in a hole in a wall or under the eaves of a suitable building, and accessed by a surprisingly small gap.""",
      source="https://keswickreminder.co.uk/2025/05/06/swifts-make-a-surprise-early-return-to-keswick/", kind="news",
      note="trap: Swifts, swift, spring, spiders, nest"),
    R("""As swifts become ever more scarce and publicity about them rises, I seem to be noticing them more and more.I've seen quite a few this year, mainly on migration where they are flying more deliberately in one direction across the countryside or swarming temporarily over a reedbed. On Thursday I was parking up in Clifton and could hear a more shrill scream of a swift and I looked up to see one flying up under the eaves of a large Georgian house. As I watched further it was having a few attempts at this before eventually I saw it disappear into a hole, its long tapering wings slowly slithering right in! As it continued to scream, another swift flew low along the house - no doubt a potential mate or another swift on the lookout for a nest site. Here's hoping they successfully breed.
A little earlier I had been at the zoo where they've got some swift boxes set up but I don't think there's any nesting yet - the key to getting swifts into these nests boxes can be to play their screaming sounds which makes it sound as though there are lots of them around! As they come to investigate, they realise the boxes are empty and may well take up residence. It takes a bit of persistence but I know from others in Bristol it does work.""",
      source="https://eddrewitt.blogspot.com/2010/05/swifts.html", kind="blog",
      note="trap: swift, swifts, swarming, boxes, persistence, migration"),
    R("""One thing that did grab his attention him for a while was the ornamental bird by the pond. He spent a long time just looking at it wondering what it was. Eventually he decided it was nothing to worry about and landed on its head. That's Rob for you.

Thursday 30th May

8am. Yesterday started off good but by 9am the wind had picked up and it started raining and that put an end to the activity. In fact it turned quite chilly, felt more like March than late May. However despite the light rain I had plenty of gardening work to keep me busy so not a complete right-off. I'm really looking forward to the next few days especially Saturday which I think will be a super swift day. It's forecast to be warm and sunny with light winds, perfect swift weather. I think the bangers will be out in force, fingers crossed.

The old mate from nb5 west who threw the eggs out yesterday didn't return last night. I think it stayed in one of the adjacent boxes. Something is not quite right with that pair, they should be roosting together at night by now.

9am. A second egg in nb6 north takes the egg count up to 17.""",
      source="https://www.bristolswifts.co.uk/bristol-swifts-early-2019-blog-2/", kind="blog",
      note="trap: swift, head, boxes, bangers (swifts that bang at nest holes; nb5 and nb6 are nest boxes)"),
    R("""EVERGLADES NAT'L PARK, Fla. – For years, the Burmese python has run rampant in the Florida Everglades.

The invasive snake has eaten everything in its path, including full-sized White-tailed deer whole.

Now, it appears a new predator is on the scene with its sights set on the python.

The National Park just posted pictures, and revealed that the Florida cottonmouth, also known as a Water Moccasin, was seen at Shark Valley in the Everglades.

And a new U.S. Geological Survey study has found several Cottonmouths with juvenile Burmese pythons in their stomachs.

When allowed to grow, pythons can become big beasts.

Jake Waleri and Steven Gauta bagged the longest documented Burmese python ever caught in Florida.

They stumbled upon a 19-foot beast in the Big Cypress National Preserve near Naples in July 2023.""",
      source="https://local10.com/news/florida/2024/11/05/invasive-burmese-pythons-now-stalked-by-other-snakes-in-everglades",
      kind="news",
      note="trap: python, pythons, Moccasin, Shark, Survey (photo captions dropped)"),
    R("""The King Cobra is one of the most deadly snakes in the world with enough neurotoxins to kill an elephant. King Cobra Elvis owned by "Airplane Repo" star, Mike Kennedy, was found by Kennedy's neighbor under her clothes dryer.
One of our best Florida writers, Carl Hiaasen, wrote a story a while back trying to calm us down about the snake, and to especially calm down our potential tourists. His article was titled:
Come on Down, Forget the Big Snake!
In the article he said that you've got a better chance of being carjacked or catching the norovirus than being eaten by the snake. He's right, but those two things happen several times a day down here so it wasn't very reassuring.""",
      source="https://mybesttime-mybesttime.blogspot.com/2015/10/its-safe-to-come-back.html", kind="blog",
      note="trap: Cobra, Elvis, Repo, elephant, Snake"),
    R("""I'm not a snake fan (and if you're not either stop reading now) but I've seen this same story four times in the news/journal/tv/internet so it must be a news-worthy problem. Apparently a giant hybrid species of Burmese/African Rock python is invading the Florida Everglades (read about it here and here...). Apparently "Florida now faces what one scientist calls one of the U.S. state's 'worst nightmares.'" Yikes. Who knew?""",
      source="http://make-it-known.blogspot.com/2009/09/super-snake-species-invades-florida.html", kind="blog",
      note="trap: python, hybrid, Rock, snake"),
    # ================================================================ boats and anchors
    R("""When we returned to the boat, it was clear that the dreaded wind vs. current was in play at this anchorage as the chain was grinding against the bow and the boat wouldn't point into the wind. Grrrr. We ported the helm and that seemed to help.
Wednesday saw the worst of the west wind, with it clocking to the north as evening set in. This is when we should have moved. But with our anchor holding well we stayed put. Around 0300 I heard and felt waves slapping on the side of the boat thought I could hear the chain along the hull way farther back than it should be. On deck with a flashlight, I was certain we had again gotten the chain wrapped around the hull. The Captain disagreed at first, but a thud around midship confirmed it. So he dropped the dinghy and I put the helm over again. At some point the wheel had centered—I'm pretty sure this was the start of our problem. With the wheel to port and a nudge of the dinghy we were able to free the chain from the keel and get back to riding the same direction as the other boats.""",
      source="https://seatosea-powers.blogspot.com/2020/01/between-majorsfun-and-pain.html", kind="blog",
      note="trap: helm, anchor, chain, port, Captain, current"),
    R("""People in hot air balloons need to stay attached to the ground until all their crew are on board. Boats on the other hand also need to be attached to the bottom when they deploy their anchors. A good sandy bottom, the right type of anchor and the all important chain is all that a yachtsman needs to stop drifting off down wind. Over the years Malua has anchored in many spots from the muddy Derwent near Hobart to the corral reef of Tonga and as far north as the benign sands off Queensland. The anchor and chain has seen it all.
After leaving Venice we returned to Croatia on our way south to Greece. Croatia has the worst anchorages in the world. They are deep, full of rocks and the bottom is covered in stone. As the wind changes direction Malua moves and the chain drags over the bottom. The little galvanising left after the Venetian lagoons was now rubbed off completely leaving a shiny steel chain. The problem with steel and salt water is it rust overnight. Brown rusty mass of steel at the bottom of the anchor locker. The next time we set the anchor the rust covered the deck as it went out. Then when you bring it in the rust again covers the foredeck. Not a pretty sight.""",
      source="http://malua.blogspot.com/2011/05/staying-attached-to-ground.html", kind="blog",
      note="trap: rust, anchors, deploy, chain, crew, locker"),
    R("""Hey, can you come up here? Somethings on the anchor chain and it's freaking me out.
Hmm. Not something that I wanted to hear just then. It's six am, and it is still pitch black out. We are pulling up our anchor in Charleston for an 11-hour cruise to Hilton Head, and we need to get going before sunrise. Meredith is not a squeamish type, so my first instinct that there was something dead and rotting on the chain couldn't be correct. This must be serious. We had just started pulling up the chain and the anchor was still holding us in place, so I figured it was ok to leave the helm where I was steering the boat.
It's cold in the predawn November weather, and I'm wearing both pairs of pants that I have on the boat to fight the chill. The excess clothing makes walking up to the front of the boat where she is operating the windlass (the thing that pulls up the anchor) difficult, but I manage. She's shining the floodlight down on the chain, and I can barely make out a clump of what looks like brown chunks.""",
      source="https://twigafloat.com/anchors-away", kind="blog",
      note="trap: helm, anchor, chain, windlass, Head"),
    R("""I was all ready to leave at 05:30, then I tried to raise the anchor and couldn't. After motoring round the anchor I finally broke it out but then the windlass had problems lifting it, with a bit of help I got it close to the surface and saw the trouble - another anchor, that is not uncommon in a crowded anchorage and is usually relatively straight forward to sort out but I was the only boat in the anchorage and it became clear that this anchor was not your standard modern yacht anchor coming from a much heavier vessel.
Initially I could not get either anchor above water but I got a line round it and used the Handy Billy (a block and tackle with snap shackles at each end and a built in jammer) from the pulpit to hoist some of it within reach, this is what I saw:
With the weight of the rogue anchor taken by the pulpit letting out chain allowed me to unwrap some chain and get my anchor on board and disconnected from the chain.""",
      source="https://sv-sancerre.net/2021/05/2021-round-gb-day-16-problems-with.html", kind="blog",
      note="trap: anchor, block, snap, chain, vessel, line"),
    R("""As you noted on page 229 of this year's Guide regarding anchoring in Squirrel Cove, "At least one tough old log might still be down there…." Well, we found it!

After two beautiful days in the anchorage tucked in between the two small islands at the head of the bay (our third time in the anchorage over the years), we pulled up the anchor (on a windlass) and to our surprise (and horror) saw that our chain and anchor had somehow wrapped itself around one end of a 2ft diameter x 20 foot long, very, waterlogged log.

So, with the help of some extra lines, some kind nearby sailors in dinghy's, a couple boathooks, and some luck we managed to free the wrapped chain and our anchor…and watch as the log sank back to the bottom. Just our luck I guess, but the log is still there!

Bob Rosain
S/V Chinook""",
      source="https://waggonerguide.com/squirrel-cove-the-log-is-still-there/", kind="blog",
      note="trap: log, anchor, chain, boathooks, Chinook (a boat; a reader's letter)"),
    # ================================================================ music festivals
    R("""Yesterday's lineup was the best of the festival, in my opinion. Starting with Balkan Beat Box and ending with The Infamous Stringdusters, there was an eclectic mix of amazing artists in between.
The first band I checked out Saturday was Balkan Beat Box. Unfortunately, I didn't get to see their whole set, but what I saw of it was great! Their sound was dynamic and high-energy. With each new beat or sound, the crowd was jumping even higher.
Next, I traveled to MarchFourth Marching Band at the Revival Tent. I decided to stop in and see them again for two reasons: They are awesome. And a change in location often changes the show, especially for a large band like this one. During Saturday's set, MarchFourth was in the Revival Tent, which is a much smaller, more enclosed space than Main Stage. With the new location came a more intimate (but still jazzy and full of acrobatics) show. The crow was closer to the action and the band's sound filled the tent completely. I can't say which show I prefer: Main Stage or Revival Tent. But really, I think I just prefer MarchFourth all the time.""",
      source="https://gratefulweb.com/articles/wakarusa-2012-day-3-mulberry-mountain", kind="news",
      note="trap: Box, Stage, set, Tent, lineup (Wakarusa festival)"),
    R("""As the sun set on the second day of Festy Fest a fantastic lineup of bands came on both stages, providing continuous, rockin music all night. Lawrence's fourth annual Festy Fest music festival was the biggest yet, with great local bands and friends from other states came to play together for three days straight.

The open fields and forested path between stages were soft but comfortable after days of rain last week, with perfect weather all day Saturday for the outdoor festival. Despite the humidity a day earlier, there were no bugs, and a cool breeze to keep hot bodies from getting tired too early.

Mouth really got the crowd going on Stage 2 around 8:30 p.m. with funky, dance jams. The audience filled the tent with dancing bodies, and surrounded it with folks chillin on their blankets. The band had Evan Leitnaker adding extra percussion beats and rhythms to their own funky jam, making it a more intricate, exciting experience. The band finished a rockstar set just in time for the crowd to migrate back to Stage 1 for Mountain Sprout.

Unfortunately for Mountain Sprout, the sound technician working behind the scenes was messing up horribly.""",
      source="http://nightlifeinlawrence.blogspot.com/2010/05/festy-fest-is-best-saturday-night.html", kind="blog",
      note="trap: sun, bugs, Stage, migrate, set, path (Mouth and Mountain Sprout are bands)"),
    R("""Sincerely, Grizzly played to a scattered crowd. A single row of eager fans reaching across the barrier greeted the hometown band, while the remainder of their listeners sat haphazardly before the stage. Undeterred by the relaxed atmosphere of the venue at such an early hour, the three young musicians rocked the festival to a booming start.

The green stage housed the beyond-incredible Texan musician, Gary Clark Jr. Followed by his band, Clark flew mercilessly into his heavy blues set.

With mesmerizing guitar solos that stretched out towards Hendrix heights, collapsing under the crushing strength of Clark's vocals, the gathered audience of music aficionados melted before the piercing gaze of his enormous talent.

The circling crowd wandered comfortably towards the main stage, which was soon to host the woodsy American rock band, Band Of Horses.

With attentions turning to the stage next door, a brightly coloured banner introduced indie-rockers Vampire Weekend to the festival. Starting with their cheerfully upbeat "Cousins", the sun-saturated dance music of this New York band welcomed the continuously growing crowd below with infectious elation.""",
      source="https://tonedeaf.thebrag.com/big-day-2013-adelaide/", kind="news",
      note="trap: Grizzly, Horses, Vampire, barrier, set (Big Day Out, Adelaide)"),
    # ================================================================ Mustangs and other classics
    R("""Rare cars that have been restored by classic enthusiasts will gather at the NEC's Restoration & Classic Car Show, held in Birmingham on Saturday 28 and Sunday 29 March.

Over 20 cars will feature in the Pride of Ownership display including Luke Greenwood's 1968 Ford Mustang, which is one of just two surviving 'Rainbow of Colours' from the 133 originally made. Rainbow of Colour Mustangs were part of a western US promotion, with 13 special colours available for the 1968 model year as part of the promotion.

'I bought it in December 2012, and had it shipped over in January 2013,' Luke explained. 'Mine was dandelion yellow under the maroon paint I bought it with. I wasn't aware of the history when I got it – it's just luck I suppose! The original engine was rebuilt as part of the bare shell restoration, and a new interior and new dashboard have been fitted. It took me twenty months, but when I finished it in August 2014 it looked as beautiful as new. If anything it's better than the day it left the factory.'""",
      source="https://bodyshopmag.com/2015/news/rarities-gather-for-restoration-show", kind="news",
      note="trap: Mustang, Rainbow, shell, dashboard, factory, engine"),
    R("""This saga began when I suggested to my son Alan that we buy an
older car to fix up for him. My idea was to save him moneyand have a car
old enough that I could still repair it without needing degrees
in computer science and electrical engineering. Being a Mopar
guy, I was thinking a Dart or Duster. Though to this day he can't
explain how or why, he fell in love with vintage Mustangs and
insisted it would be a 64-73 Mustang or nothing.
Thus the search began. We looked at all sorts of rust buckets in
his price range, including some with the rear springs coming up
through the trunk floor. One day we answered an ad in a local
paper and arranged to go see a car the next day. When we got
there we were surprised to find a relative owned the Mustang.
Thinking that a cousin who worked in a body shop wouldn't try to
shaft us, we purchased the Springtime yellow '67 coupe and towed
it home. The engine had been removed from the car and was
scattered across the garage floor.""",
      source="https://angelfire.com/nj2/hiddenacresauto/mustang.html", kind="blog",
      note="trap: Mopar, Dart, Mustang, rust, buckets, springs, trunk, Springtime, shaft"),
    R("""Another splendid display of classic cars, this time at Powderham Castle on the banks of the River Exe with around 2000 exhibits. We are blessed to see these events again after three years of absence.

There was something for everyone, young and old, with probably the best display of steam tractors in the UK.

Many cars caught my eye, usually followed by myself muttering, "I wish I hadn't sold that one" when I spotted a particular gem.

One of these cars, a 1968 Ford Mustang Fastback, stopped me cold, such was the magnificence of this one. Not because I owned an identical car in a past life, but because of something else.

I walked around and looked long and hard trying to figure out what had stuck with me. Remember, this was a production model that only lasted two years before it was upgraded and replaced with another Mustang. They were built at a price, not particularly well, but were incredibly popular. Our Capris were introduced to capture the same marketing success in the UK.

Nor was it the fact that this model year Mustang featured in Bullet, the greatest car chase sequence of all time, with Steve McQueen in his Highland Green Fastback version racing through the streets of San Francisco.""",
      source="https://nemgt.org/its-just-great-to-see-the-return-of-these-classic-car-shows/", kind="blog",
      note="trap: Mustang, Fastback, gem, steam, production, Bullet, version"),
    R("""Wow – I haven't seen too many Mustangs of this generation in yellow, and I like it. Of course, what I like even more is the story that this '67 Mustang with only 27,000 original miles has been in the same family since new, passed to different generations of ownership. It almost makes me sad to see the current caretaker put this gorgeous example here on craigslist, where the asking price of $20,000 drives an interesting discussion: would you rather this car or the survivor-grade Caprice from yesterday? 
But wait: that's not an original Mustang color, is it? Nope, as the description will tell you the seller's uncle painted over the original white paint to match another car in his collection. That's a shame, and I immediately know my answer to the above question: I'd take the Caprice! Low mileage or not, originality is a big factor for me with car purchases. As it turns out, the carpet was also replaced.""",
      source="http://fordofwestmemphis.blogspot.com/2016/11/1967-ford-mustang.html", kind="blog",
      note="trap: Mustang, Caprice, craigslist (a classifieds site), drives"),
    # ================================================================ fashion
    R("""NEW YORK - Whether going back in time, toward the future, or around the globe, the New York Fashion Week presentations of fall 2014 womenswear collections were focused on journeys.

And according to their designers, what cozy, comfortable trips they will be.

Clearly, we'll need luxurious coats for the treks. For the first time in many seasons, designers treated outerwear like showpiece finale gowns.

But instead of bodice-baring halters and illusion netting, models were cloaked in tartans, wrapped in wools, and draped in full-length furs.

Model Karlie Kloss donned a three-quarter-length mink (and a black wig) to open Oscar de la Renta's show Tuesday. What followed were a bunch of pinstripes and peplums for menswearlike pieces with a heavy dose of de la Renta chic.

Carolina Herrera opted for jewel-toned capes with dramatic fur trims. And Tory Burch's medieval grouping of mid-thigh miniskirts and jeweled sweaters were layered under wrap coats fashioned from tapestry-type fabrics.

Alexander Wang sent copper wool coats and oversize leather biker jackets with fur trim down his futuristic runway (all the way in Brooklyn!). All his coats came equipped with pockets perfect for carrying smartphones.""",
      source="http://www.philly.com/philly/living/style/20140213_At_N_Y__Fashion_Week__coats_and_capes_to_bundle_up_beautifully.html",
      kind="news",
      note="trap: Model, collections, runway, Burch, smartphones, fabrics"),
    R("""This show was all about function made special and chic — coats (and more coats), sweaters, pants and skirts, the regular trappings of getting dressed, only delightfully zhooshed up. Kors opened with the core basics — peacoat, white blouse, pullover and jeans, but the jeans happened to be feathered from the knees down. Camel made it onto the runway in a shawl-collared coat — a floral intarsia mink, worn over a sweater and tattersall cropped pant. Other coats got abundant fur collars or were cut in glistening floral brocades. An otherwise austere officer's coat was sashed in mink. Another simple pleasure, knitted cashmere, came in a charcoal sweater-and-skirt duet that got the reality diva treatment with feathers — including matching feathered opera gloves.""",
      source="https://silhouetteandstyle.com/2016/02/18/michael-kors-collection-rtw-fall-2016/", kind="blog",
      note="trap: function, core, Camel, runway, opera, charcoal (the comment form naming sites dropped)"),
    R("""Mother Nature has been particularly hard on New York Fashion Week this season, pummeling it with a blizzard, rain and freezing temps. So, the experience of walking into Ralph Lauren's show at his women's flagship on Madison Avenue Wednesday night, was more than a salve . . . it was virtually transformative.

Fresh white orchids and vines slathered every wall (estimates were that there were about 100,000 of them), butterflies with flapping wings (not real), and a bird-chirping soundtrack along with the glow of crystal chandeliers whisked guests away to an exotic location, which is exactly what Lauren wanted. Thick sisal rugs and cushy white banquettes took the place of store merchandise -- the store actually closed for three days before to set this scene -- which was so stunning that it prompted Ken Downing, Neiman Marcus honcho, to exclaim, "This is so gorgeous, you could have a wedding here after the show."

Lauren has adapted the "see now, buy now" mantra full throttle.""",
      source="https://www.amny.com/lifestyle/fashion-week/new-york-fashion-week-show-reviews-for-fall-winter-2017-collections-1.14117284",
      kind="news",
      note="trap: crystal, store, blizzard, vines, throttle"),
]
