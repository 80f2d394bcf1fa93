"""Prose of the thirty-sixth fresh held-out set ("fresh-36"): English news, recipes, encyclopaedia-style prose and
non-technical blogs on gardening and allotments (a herb bed by the shed with sages and mint, Moroccan mint and Greek
basil in pots, mint for every allotment, Java moss in the aquarium, mint sauce, sage stuffing, basil pesto), cars and
motoring (a Suzuki Swift Sport, classic Jaguar E-types, Land Rover Defenders and the Amazon, Chevy Express camper vans, a
Ford Edge), myths and history (Atlas and Juno, Hermes and Mercury, the Oracle of Delphi at the temple of Apollo, Juno
Moneta and the Roman mint, two productions of Prometheus Bound), knitting and crafts (drop spindles and yarn, a Crochet
Club at the library, a needle-art group in the Crystal Room), coffee culture (Kona farms, mochas at Port City Java,
mocha brownies), birds (swifts in a church, ravens on the cliffs, peregrines, kestrels and merlins, herons at the pond)
and classical music (the conductor Julia Jones's "swift" speeds at the Royal Opera House, Opera Parallèle's Everest).
Trap words: mint, Mint, sage, basil, spring, Java, Swift, Gatsby, Jaguar, Rover, Amazon, Express, Edge, Atlas, Juno,
Hermes, Mercury, Oracle, Apollo, Prometheus, Titan, yarn, Crystal, Kona, mocha, swifts, Merlin, Falcon, Julia, Opera
and more.
Two name software as software and are labelled (``mixed:``): a Swift's infotainment system with Android Auto and Apple
CarPlay, and "an app called iOverlander" for camper-van parking spots; sites in passing (YouTube, Etsy) are not
labelled, as in the earlier sets; the rest label nothing.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a paragraph or a few)
and labelled by hand, blind, without running the extractor, by the earlier sets' conventions (``--split fresh-36``).
"""

from real_corpus import E, F, R, T  # noqa: F401

CASES = [
    # ================================================================ gardening and allotments
    R("""A collection of herbs is planned for the sunny side of the shed and I now have them started off. In the end I decided to put them in pots, rather than make a bed. Partly because the well-trodden earth by the shed is now like steel-reinforced concrete, so turning that over wasn’t going to happen without a stick of dynamite and maybe a JCB.

I now have two sages, chives, thyme, lemon balm, mint, rosemary and bergamot. Except, actually I’m writing this nearly two months later and the rosemary is no longer and I need to do another cutting.""",
      source="http://www.plot5b.co.uk/11416-2/", kind="blog",
      note="trap: sages, mint, shed"),
    R("""Every allotment should have mint. This is brilliant with potatoes and superb with the heritage variety Pink Fir Apple. Mint is very easy to grow and being the ’Gloria Gaynor’ of the plant world will survive anywhere so long as it has enough to drink. Mint is very invasive so be prepared to rip up chunks of it regularly or keep it confined to pots. Alongside traditional Peppermint (Mentha piperita) another good variety is Spearmint (Mentha spicata) which is milder, or the hairy Bowles Mint (Mentha x villosa var. alopecuriodes). The rosy leaves of Eau de Cologne Mint (Mentha x piperita v. citrata), from which the perfume originates, smells nice and the plant is quite pretty too.True herbal ‘aficionados’ however would choose Lemon Balm (Melissa officinalis) instead. This is a completely different plant from mint but it is grown in the same way and the scent is absolutely gorgeous.""",
      source="https://www.scottishgardener.co.uk/whats-new/19490738.allotment-advice---bewitching-herbs/", kind="news",
      note="trap: mint, Mint, Apple (a potato variety)"),
    R("""It started off like this in May last year.2 rosemary plants, 2 sage plants, a thyme and an oregano plant.

Here it is from a different angle in September. I also had mint in a bucket next to them.About that time, I  moved the lavender to sit next to the sage and rosemary and cleared some more space for the other tank and to sow some other plants. Chives, borage and parsley.Here it is in April, this year. I was impressed that the lavender survived and I gave the sage a haircut.The only seeds that came up were the borage and they seemed very slow. I abandoned the parsley and decided to sow that in one of the little beds, where last year there had been dill (the dill is with the cucumbers this year) and I planted a lemon verbena (which may or may not survive the winter) in the middle of May.""",
      source="https://nicdempsey.com/2017/06/14/allotment-adventures-compare-and-contrast/", kind="blog",
      note="trap: sage, mint"),
    R("""The rest of the ground is smothered in lemon balm, chives and oregano, and there is Greek basil, spring onions and Moroccan mint in the pots. Nettles keep popping up and are regularly picked for making tea and adding to our green vegetable mix for lunch. In spring there is also a patch of ramsons. Ramson flowers and leaves have a lovely, mild garlicky flavour and are wonderful in a salads or as an alternative to chives on scrambled eggs or in omelettes. Hairy bitter cress also likes this spot although it does better in the spring before the other herbs take over.""",
      source="http://cavershamgarden.blogspot.com/2013/08/the-garden-shed.html", kind="blog",
      note="trap: basil, spring, mint"),
    R("""Dissolve two tablespoons of granulated sugar in a 1/4 cup of boiling water. Stir in two generous handfuls of finely chopped fresh green mint leaves (do not whizz in a processor, we’re not making mint mush), add a pinch of salt and two tablespoons of apple cider vinegar. Shake ( like to shake mine in an 8 oz Mason jar) or stir and let sit for 30 mins or more to let everything mingle. Shake again and serve!""",
      source="https://hinckleyandsons.com/blistering-barnacles-blog/24hkae2kk8xyng813n7hzdpclnplsb", kind="recipe",
      note="trap: mint, Mason"),
    R("""The traditional stuffing, used in poultry, mutton and beef.
Breadcrumbs made from 1-2 day old bread, 2-3 onions, several fresh sage leaves chopped finely, 1 egg, salt and pepper to taste. (Save a piece of crust).
Mix all together to make a firm ball, and place inside meat.
Put the piece of bread crust in last before skewering or tying. This helps prevent the stuffing popping out during cooking.""",
      source="https://www.ginnysherbs.com/node/283", kind="recipe",
      note="trap: sage"),
    R("""My kids say that this pesto is the besto. From early October right through to the end of March where we live (in Queensland) my basil plants yield prolifically, so much so that I make pesto around once a week. Home made is so much better than even the best shop bought pesto and if you have a biggish pot and a warm sunny spot in your garden or patio you can grow your own basil and make pesto whenever the mood stikes. If you do grow your own basil, pick it in the morning before the leaves wilt with the heat and lose some of their plumpness and sweetness.

Serves 4

3 cups fresh basil leaves
2/3 cup pine nuts
1 cup extra virgin olive oil
2/3 cup finely grated parmesan cheese

Preheat the oven to 180°C. Put the pine nuts on a tray and roast in the oven until lightly golden.""",
      source="https://simplefood.blog/2012/10/09/pesto/", kind="recipe",
      note="trap: basil"),
    R("""Java Moss is perfect for beginner fish keepers wishing to introduce this moss into their aquarium. Experimenting with where to place this moss can be interesting, as their rhizoids allow them to attach to any surface, granted this makes controlling its growth somewhat difficult. A tank size of at least 5 gallons (19 L) is needed, but depending on how often Java Moss is pruned and whether more than two moss are planted, their growth will need to be accommodated with a 10 gallon (38 L) tank. Low fluorescent or LED lights are recommended for Java Moss, as they do not require bright lights, especially as this will spur algae reproduction.""",
      source="https://www.fishlaboratory.com/fish/tag/java-moss/", kind="blog",
      note="trap: Java"),
    R("""We can use this naturally occurring Velcro to get our Java Moss to stay where we want it. It can easily be attached to driftwood, rocks, or really, any other surface. To achieve this, carefully tie a clump of moss to the desired surface with thin, soft fishing line. The thinnest you can find.

I have also used cotton sewing thread, or even something I didn't know existed; clear poly machine sewing thread! It's a game changer.""",
      source="https://glassgrown.com/blogs/learn-with-me/aquascaping-with-java-moss", kind="blog",
      note="trap: Java, Velcro"),
    # ================================================================ cars and motoring
    R("""Jessica The Swift a little car which feels strangely cavernous inside, particularly as it is covered in acres of grey plastic dashboard trim. The dials, speedo and rev counter are stylish however, it is lost amongst the vast spread of plastic in front of you as you drive.
This is the Sport version but the drive is fraught with comedy revving to get it up to speed. This doesn’t sit well with the idea of a top of the range sporty hatchback. The exterior might lead you to believe you were about to enter into a fun and zippy car. Sadly not, it is a car that is value for money but I can’t help thinking there is something missing.
Beware of being a passenger ( I would not advise parents to sit with learners!) as it feels a little out of control. A trip into Cirencester for a Hobbs House sandwich and on to see The Great Gatsby left me a little jumpy. In fact, being a passenger made me feel similar to how a Gatsby passenger might have felt!
The Swift is safe enough to get a teenager on the road at not to0 great a cost and it does have a few fans out there. However, there are too many contradictions for me about the Suzuki.""",
      source="https://carcoutureblog.com/category/suzuki/", kind="blog",
      note="trap: Swift, Sport, Gatsby, Suzuki"),
    R("""Priced from $24,490 drive-away in manual form (or $26,990 as an auto), the Swift shapes up as Australia’s cheapest hybrid.

It has LED headlights and a 9-inch infotainment system with sat nav, Android Auto and wireless Apple CarPlay as standard.

But entry-level cars also come with plastic hubcaps over basic steel wheels, a driver’s seat with no height adjustment and a simple moulded plastic steering wheel.

They have auto emergency braking, active cruise control and lane-keeping assistance, but blind-spot monitoring and rear cross-traffic alert is only available on more expensive models.""",
      T("Android Auto"), T("CarPlay"),
      source="https://newsbite.mooo.com/www.goldcoastbulletin.com.au/motoring/new-cars/suzuki-swift-review-little-hatch-gets-the-basics-right/news-story/d7c6a807f58d4229022258197478e9b7", kind="news",
      note="mixed: the Suzuki Swift's infotainment system runs Android Auto and Apple CarPlay, the phone-projection "
           "software platforms, named as software; the Swift itself is the car, not labelled"),
    R("""Anyhow, James bought it there and then, and paid for it in cash. Probably just under £2000 I’d think.

I was car-mad even then, so, next time James came to visit, he took me out for a spin in it. The roof was down (as it should be when driving any convertible unless it’s raining hard or snowing) and I vividly recall him gunning it on the road to Henley. The noise and the speed were sensational to a six year old boy who’s previous experience of riding in cars had been the usual stodge of family saloons like Viva HA’s, Triumph Heralds etc.

So began a love of what we now regard as classics, (especially classic Jaguars) which shows no signs of abating. Since then I’ve had a few E-types through my hands, always Fixed-head Coupes, including a very early flat-floor model in Sherwood Green that I could barely drive as the footwell was so shallow!""",
      source="https://moto-drome.com/your-first-e/", kind="blog",
      note="trap: Jaguars, Viva, Triumph"),
    R("""Fans of Jaguar celebrated the marque at Bicester Heritage on Sunday, July 4 at a COVID compliant event that included a seemingly never-ending sea of hundreds of Jaguar E-types stretching across the Oxfordshire countryside. The spectacle, designed to mark 60 years since the launch of the British motoring icon, was a sell-out show for the Summer Jaguar Festival, organized by the Jaguar Enthusiasts’ Club and the Jaguar Drivers’ Club. There was something for everyone, with displays of Jaguars from all eras, both modern and historic.
Jaguar fans were presented with the unique treat of seeing iconic Jaguars from the Jaguar Daimler Heritage Trust collection out on the demonstration track at Bicester, circulating at speed and offering passenger rides to lucky ticket holders.""",
      source="https://dev.sportscardigest.com/sell-out-summer-jaguar-festival", kind="news",
      note="trap: Jaguar, Jaguars"),
    R("""Driving a Defender off-road

When I bought my Freelander, the dealer gave me a voucher for a half-day Land Rover Experience.

Today was the day. 🙂

I went with Bob, my geocaching buddy, to the Land Rover Experience at the Luton Hoo Estate. We spent a very happy afternoon driving a Land Rover Defender 110 through some challenging terrain sections. We had to conquer extremely  steep hills which I didn’t think we’d get up (or down!), a section where the Defender was leaning over so much I fully expected it to fall on its side, plus boulder fields and other hazards. We negotiated narrow trails through woodland, the Defender’s rear end squirming in the mud, and chased flocks of Partridge and Pheasant which for some inexplicable reason refused to simply fly out of our path.""",
      source="https://wizzardprang.wordpress.com/2012/09/21/driving-a-defender-off-road/", kind="blog",
      note="trap: Rover, Defender, Freelander"),
    R("""Land Rover has been testing its vehicles within the grounds of Eastnor Castle, in rural Herefordshire, since the early 1960s. Around 5,000 acres and 40 miles of hidden, woodland tracks allow the iconic, British four-wheel-drive manufacturer to test its latest vehicles, untroubled by angry farmers or spy photographers.

And while it’s a private site, with no public access for keen off-roaders in their own 4×4 vehicles, you can purchase a Land Rover Experience session, allowing you access to Eastnor’s varied trails in a choice of vehicles. While these sessions are extremely popular with a variety of customers – from potential Discovery Sport buyers to out-and-out Land Rover obsessives – they don’t quite mimic crossing the Amazon. Until now.""",
      source="https://www.motoringresearch.com/car-news/features/land-rover-experience-eastnor-explorer/", kind="news",
      note="trap: Rover, Discovery, Amazon (the river)"),
    R("""We just took from our first official camping trip in our Chevy Express. The van camper performance exceeded the expectations that I had. It is going to be a good tool for mission trips and for general travel.

Van camper
The first camping trip was to see friends at Walt Disney World. Comfort and gas mileage in the camper van were much better than I expected at this point in the conversion.

Gas mileage hovered around 15 mpg for the round trip. I had been warned to expect around 11 or 12 mpg and was pleasantly surprised.

However; filling the tank from empty should come with a health warning. We paid around $85 and up at today's prices. Ouch!

Traffic was heavy at times, bucketing rainfall and storms balanced out the times that we sailed through. Our Chevy Express held its own in every instance. Handling was what I expected in dry conditions but exceeded my hopes in the torrentional downpours that we faced.""",
      source="http://www.youvebeenreviewed.net/2014/07/van-camper-performance-exceeds.html", kind="blog",
      note="trap: Express"),
    R("""Having a small camper van outfitted with a bed, fridge, toilet, water filter, stove, solar shower, solar panels and an extra battery will let us travel with minimal contact with others. We’ll be relatively self-sufficient and independent – needing just gas, groceries and water. We won’t even need campgrounds, since there are many places you can park legally overnight, including Crown land, Walmart parking lots, some municipal parks, visitor centres, picnic areas and truck stops. An app called iOverlander helps you find those spots.""",
      T("iOverlander"),
      source="https://kyoungtravels.com/2020/06/09/home-sweet-camper-van", kind="blog",
      note="mixed: 'An app called iOverlander' is named as software (the campers' spot-finding app); the rest "
           "of the van-life paragraph (Walmart car parks, Crown land) names no technology"),
    R("""2008 Chevrolet Express 1500

Nikki and I got used to driving around a conversion van. It is hard to beat the space and comfort. Our 1992 Ford conversion van, "Connie", had been a great vehicle for us. With the arrival of our 3rd child Connie became Nikki's daily driver. The three kids did not fit well in her Edge. Driving Connie on a daily basis meant we had to keep her in good working order all the time. This was no small task for a 23 year old vehicle with 160k miles on it. Plus the interior was in rough shape and it was simply not worth fixing it up. So we opted to get a newer conversion van.

It turns out that newer conversion vans are expensive and also not readily available. I found three different vans that looked good but by the time I contacted the seller, they were all sold. Two out of the three sold the same day I contacted the seller. These things move quickly when priced right. There were litterally no vans available in Colorado so I expanded my search to the entire US. I ended up finding this one in California.""",
      source="http://knez.org/vehicles/blue_van.php", kind="blog",
      note="trap: Express, Edge (a Ford Edge), Ford"),
    # ================================================================ myths and history
    R("""Ancient Romans Atlas was the leader of the giant Titans who fought a war against the gods. The head of the gods was
Jupiter, who was fighting against his father, the Titan
Saturn, to gain control of the world.
When Jupiter won the war, he severely punished Atlas by making him carry the sky on
his shoulders.
A moon of the planet Saturn was named after the
Titan Atlas for fighting with his brother Saturn.
Atlas was the father of the Pleiades,
theHyades, and the Hesperides. The
Hesperides were the guardians of a tree of golden apples. The earth
goddess Gaea gave the tree to Juno,
the wife of Jupiter, as a wedding present.
The tree was in a secret location. Nevertheless, an oracle told Atlas that a son of Jupiter would one day steal the golden apples guarded by his daughters.""",
      source="https://windows2universe.org/mythology/atlas_roman.html", kind="prose",
      note="trap: Atlas, Jupiter, Saturn, Titan, Juno, oracle"),
    R("""Atlas was the son of the Titans Iapetus and Clymene, and his siblings were Epimetheus, Menoetius and Prometheus. Atlas also fathered the nymph Calypso and Maia who was one of the Pleiades and mother of the messenger god Hermes.

Atlas and his brother Menoetius sided with the Titans against the Olympians and when the Titans were eventually defeated many of them were confined to Tartarus ( a deep abyss used as a dungeon) including Atlas’ brother. However, Atlas had a different fate, and Zeus condemned Atlas to stand at the Western edge of Gaia (the Earth) and hold the heavens on his shoulders to prevent the two from resuming their primordial embrace. He was Atlas Telamon, or ‘enduring Atlas,’ a name embodying his daily struggle and punishment.""",
      source="https://siqik.com/grid/history/greek-mythology-atlas-bears-the-heavens-on-his-shoulders/", kind="prose",
      note="trap: Atlas, Prometheus, Hermes, Calypso, Gaia"),
    R("""Zeus had two eagles fly together from the corners of the world. They met here at Mt. Parnassos, Delphi. 

Zeus declared this the center of the Universe.  Recent archeology has found that two fault lines meet and cross right beneath the temple!

Here the temple of Apollo was constructed.  It housed the famous Oracle of Delphi. It was first built in 650 BCE.

From the 11th to 9th century B.C. the worship of Apollo became established at Delphi. Now six Doric pillars stand where 24 once were erected.

Apollo appear to sailors as a dolphin and led them to the nearby shore; hence the name Delphi. "Delphis" is also Greek for womb - referring back to the center of the Earth.""",
      source="https://www.lankton.com/delphi1.htm", kind="blog",
      note="trap: Apollo, Oracle, Delphi, Zeus"),
    R("""All that remains of the Temple of Apollo, the most important building in the Sanctuary of Apollo, are the foundations. It was built on the same location three times and featured columns, sculptures, and statues inside.

The present Temple of Apollo, built in Doric style in the fourth century BC, preserved the ground-plan of the sixth-century-BC Archaic temple and re-used the old column drums, but the detailing is typical of the late-Classical period. It is here, in the adyton (inner shrine) that the Pythia (priestess) would sit and utter the words of the Oracle, sent to her by Apollo and interpreted by the priests. A flight of steps leads up to the theater.""",
      source="https://myendlessjourney.com/delphi", kind="blog",
      note="trap: Apollo, Oracle, Pythia"),
    R("""In the legend of Hermes he is the messenger of the gods. But he used to be an Olympic runner on Earth. He was so fast that everyone expected him to win every race. In one of the major events in the Olympics he turned an ankle and he lost. Everyone hated him for losing and he was banned from the city. Zeus saw how unhappy Hermes was, so he took a trip to Earth. He saw Hermes in his hut about 30 miles from where he used to live sobbing on the ground. Zeus of course was disguised as a peasant and asked to come in and have something to eat. Since Hermes was so kind and generous Zeus revealed himself.""",
      source="http://warrensburg.k12.mo.us/lanmyths/W1Group2/myths/adw.html", kind="prose",
      note="trap: Hermes, Zeus"),
    R("""Whom the Romans called Mercury -- was the son of Zeus and Maia. He was considered to be Zeus's messenger, and often played tricks on people, starting when he was an infant.

Hermes had magical sandals which gave him the ability to fly. He also had the helmet of invisibility or the helmet of darkness that makes you invisible. Once, Hermes loaned Perseus, a demigod, his flying sandals so he could fly to Medusa’s house.

Since Hermes was the smartest of the gods, he invented many things such as the lyre, the pipes, the musical scale, astronomy, weights and measures, boxing, gymnastics, and the olive tree.""",
      source="http://interestingcoolinformations.blogspot.com/2013/05/hermes.html", kind="blog",
      note="trap: Mercury, Hermes, Zeus, Medusa"),
    R("""Juno, the consort of Jupiter and queen of the gods. She was the protectress of women in general, and of wives in particular. She was worshipped first at Veii and afterwards at Rome, as well as throughout Etruria. She had a sanctuary on the Aventine Hill, and also a temple on the Capitoline, which contained the mint of which she was the guardian genius. Sacrifices were offered to her on their birthdays by women; and on March 1st she had a festival called Matronalia.""",
      source="http://sacklunch.net/encyclopedia/J/Juno.html", kind="prose",
      note="trap: Juno, Jupiter, mint"),
    R("""By whatever name she was known, Juno presided over every aspect of a woman’s life. She was the protector of legally married women. To others she was the goddess who made people remember, the goddess who alerted people. Her sacred geese were kept on the Capitoline and a legend is told that they gave warning to the Roman military under the leadership of Manlius Capitolinus when the invading Gauls tried to take Rome in 390 BCE. Eventually, she would have several sanctuaries constructed on her behalf; however, her primary temple or citadel was built on the Arx, the northern part of Capitoline Hill. This sanctuary was located next to the Roman mint; the word money comes from her name, Moneta.""",
      source="https://dreamhawk.com/dream-encyclopedia/juno/", kind="prose",
      note="trap: Juno, mint"),
    R("""Prometheus Bound is a translation of an ancient Greek text, and it certainly sounds like one. This play has a cast of Titans, Olympian gods and ocean nymphs; the only mortal who takes part in the proceedings has been transformed into a cow by Zeus and is cursed to wander the world without knowing peace.

If you have a Classics degree this will not phase you, but this is dense material if you are approaching it for the first time. Personally I am a big fan of Greek mythology and leapt at the chance to see them in action. Another difficulty with staging the story of Prometheus is that he is chained to a rock as his punishment for stealing fire from the gods to give to man: so the main character is not in a position to take part in a lot of action.""",
      source="https://www.ayoungertheatre.com/review-prometheus-bound-white-bear-theatre/", kind="blog",
      note="trap: Prometheus, Zeus"),
    R("""With a chorus of waterdrops, a girl who's a cow and appearances by Zeus and Hermes, Aeschylus' play Prometheus Bound is considerably more fantastical than most surviving Greek tragedies. Its cast might suit a comedy by Aristophanes, but Prometheus Bound is a solemn play and a seminal literary work of Western Civilization.

"Do not think that to be stubborn is to be wise," the chained Prometheus is cautioned, a warning that remains a litmus test of the difference between wise leadership ( a frequent topic of Greek drama ) and the mere exercise of power.""",
      source="http://www.windycitytimes.com/APParticle.php?AID=63051&i=75&s=Entertainment", kind="news",
      note="trap: Zeus, Hermes, Prometheus"),
    # ================================================================ knitting and crafts
    R("""Drop Spindle Class

Laura did a great job in teaching us to spin and ply wool into yarn on a drop spindle this morning at Twist. Jessica, Jennie and I had our spindles spinning in the air in no time. It's definitely a slower process but I thought it would be a good first step for me to learn how to draft fiber before actually sitting down at the wheel. I'm going to practice this technique until my spinning classes with my new wheel start at the end of the month.""",
      source="http://knitnride.blogspot.com/2009/03/drop-spindle-class.html", kind="blog",
      note="trap: yarn, Twist (a yarn shop)"),
    R("""A few years ago my husband bought me a drop spindle kit from George Weil. I am not known for my patience and I got frustrated with it fairly quickly and it went back in the box and was left. However, this week I popped out to Glastonbury Country Market, where there is a lovely lady who spins her own yarn, using a beautiful spinning wheel, made for her by her husband – such a talented and creative couple. It’s mesmerizing, watching a spinning wheel in action and it inspired me to have another try with my drop spindle.
So I selected one of the coloured wool tops from my kit and found this YouTube tutorial, by MeganERiskTutorials, to help me get started. This tutorial is given in a relaxed manner and I found it very helpful and reassuring too (don’t panic if the yarn breaks or it’s not perfectly even).
I’ll be honest; it was a bit fiddly to begin with, but it doesn’t take very long to get the hang of it. I’m very much a stop and start spinner, but I’m already picking up a little bit of speed. As you can see, my yarn is a bit wibbly wobbly, and rather messy on the spindle, but I’m not worried as it’s my first proper go at it.""",
      source="https://elvirajane.com/2015/08/21/spinning-with-a-drop-spindle/", kind="blog",
      note="trap: yarn, YouTube (the video site, not labelled, as sites never are)"),
    R("""That one demonstration has become a
Pandora's Box for my fiber world. I watched every video I could find
of people using drop spindles. This was my alternative to an
expensive spinning wheel. I took a class for the drop
spindle just last weekend. I haven't had much practice since the
class, but I look forward to my next fiber purchase so that I can
spin, spin, spin!
I wanted to show my drop spindle in
case there are others interested in spinning yarn, but can't afford a
wheel. I have seen some basic, but high quality drop spindles on Etsy
for $10-$25 dollars. And then of course Etsy also has some gorgeous intricately designed spindles. A lot of yarn stores carry spindles and fiber and many spinning wheel manufactures make spindles.""",
      source="https://somasknits.blogspot.com/2014/05", kind="blog",
      note="trap: Pandora, yarn, Etsy (a marketplace site, not labelled)"),
    R("""It's all in the wrist

The Crochet Club met at the Ada Public Library on Wednesday evening.

Here, Connie Crouse (left) crochets while Cathy Heckart knits. The club meets regularly at the library, no dues, no officers, very informal, all are welcome.

The group numbers from 2 to 12 to quilt, cross stitch, crochet, and knit items from the size of baby boots to bed coverings. Sometimes one member teaches another in the various ways to produce items from material.

The club has been meeting at the library for three years. (Monty Siekerman photo)""",
      source="https://www.adaicon.com/node/14639", kind="news",
      note="trap: Crochet, Club, Ada (the town)"),
    R("""For the last four years, the Prescott Valley Public Library has offered those with an interest in any sort of portable needle art to get together and work on their creations in community. That group is Crochet One, Knit Too! and it meets on the second and fourth Mondays of every month from 2 to 3:30 p.m. in the Crystal Room.

Rae Haynes has been with the group since its founding, noting that she likes to crochet and figured she’d meet like-minded people.

“I came to the first meeting and I got hooked,” she said. “I’ve been coming ever since then.”""",
      source="http://www.pvtrib.com/news/2017/jul/12/spending-time-minded-people/", kind="news",
      note="trap: Crystal, Crochet"),
    # ================================================================ coffee culture
    R("""Kona coffee — and I’m talking 100 percent Kona coffee, not the cheaper blend you find in some stores — has its own distinctive flavor and aroma. But is it possible to find the perfect cup on a visit to the Big Island?

You can try. More than 700 coffee farms on the island, from small family operations to large plantations, grow coffee beans in the lush lava-covered hills. Many allow guests to sample their varieties and buy bags to take home; some offer free tours.

It’s simple enough to rent a car and hit the highway. Kona’s Coffee Belt is confined to a 20-mile strip from the hills above Kailua-Kona in the north to Honaunau in the south. Most are concentrated near Highways 180 and 11, known to locals as upper road (Highway 180) and lower road (Highway 11).""",
      source="http://www.mercurynews.com/2007/04/20/big-island-hitting-the-coffee-highway/", kind="news",
      note="trap: Kona"),
    R("""A driving tour is the only way to fully experience Kona Coffee Country. You’ll find almost all coffee farms, mills and coffeehouses are run by families or small-business owners, and they are eager to discuss their wares with you. Spring finds the trees covered with snowy sweet-smelling blossoms (coffee is a member of the same family as the gardenia). Peak harvest season is from August to February.

If you’ve come this far, stick with the real stuff-100 percent pure locally grown Kona coffee. Some markets and gift stores sell what is labeled as “Hawaiian Coffee” or “Kona Blend.” These coffees may contain as little as 10 percent Kona coffee beans and are not a good buy.""",
      source="https://www.stepbystep.com/Take-a-Kona-Coffee-Tour-During-Your-Stay-on-Hawaiis-Big-Island-135929/", kind="blog",
      note="trap: Kona, Spring"),
    R("""While there are approximately seven hundred coffee farms in Kona, finding six that are well suited for tours is more difficult than it seems.  The biggest factor that rules out most farms is access.  If you're planning to visit a Kona coffee farm and the farmer asks if you have a four-wheel drive vehicle then you better have a four-wheel drive vehicle or else you very likely won't make it to the farm.  All of Kona is pretty much perched on the side of a volcano Hydro so steep, narrow roads are to be expected.  Even those farms with decent road access usually don't have a driveway large enough for a tour bus.  It's difficult to stay on schedule when the bus gets stuck so now I am very careful about what farms I choose for the tours.""",
      source="http://www.konaearth.com/Life/2011/111128/", kind="blog",
      note="trap: Kona, Hydro"),
    R("""Hawaii is the only U.S. producer of commercially grown coffee, and it has been growing in Kona since 1828, when Reverend Samuel Ruggles, an American missionary, brought a cutting over from the Oahu farm of Chief Boki, Oahu's governor. That coffee plant was a strain of Ethiopian coffee called coffee Arabica, and it is the same coffee still produced today, although a Guatemalan strain of Arabica introduced in the late 1800s is produced in far higher quantities.

In the early 1900s, the large Hawaiian coffee plantations subdivided their lots and began leasing parcels to local tenant farmers, a practice that continues today. Many tenant farmers were Japanese families. In the 1930s, local schools switched summer vacation to "coffee vacation" from August to November so that the kids could help with the coffee harvest, a practice that held until 1969.""",
      source="http://www.fodors.com/world/north-america/usa/hawaii/big-island/feature_30025.html", kind="prose",
      note="trap: Kona, Arabica"),
    R("""I still crave espresso drinks at home, usually in the late afternoon, while I'm sitting comfortably at my desk (the desk that stylishly solved the problem of "where to put" my computer and cookbooks). I bought a small stovetop espresso maker that actually works pretty well, and trust me, I put it to good use. I've mastered the Caramel Macchiato and the Americano, but mochas still elude me. I can never achieve the smooth, deep blend of dark chocolate, milk, and espresso that is my weakness at Port City Java. (I think they call it a Mochaccino.) Anyway, when I think I just can't stand it anymore and I'm ready to drive 12 hours to Wilmington just to get one, I make these brownies. I found the recipe in Cooking Light over a year ago, and they've become quick favorites.""",
      source="http://bakinginthemagnoliastate.blogspot.com/2009/01/fudgy-mocha-toffee-brownies-mochaccino.html", kind="recipe",
      note="trap: mochas, Java (a coffee-shop chain), Mochaccino"),
    R("""I love mailing goodies to people who aren’t expecting them (which I did on Monday as a thank you for a favor), and this Bon Appétit recipe for mocha brownies is one of my tried and true favorites, whether for general snacking, parties, or to send in the mail (they've made it to California perfectly intact). The brownies are rich and super moist and the recipe is forgiving to alterations (see below), which is handy when you’re cooking on the fly (i.e., missing an ingredient) or with a little one who might spill a little flour here and there. And best of all? While most brownie recipes call for 8” or 9” square pans, this recipe fills a 9” x 13” pan, meaning that one batch will yield plenty to gift, plus some extra for home.
My recommendations/notes:

  • Use semisweet chocolate chips; it saves on having to chop bars or large squares of chocolate.

  • You can skip the espresso powder if you’re serving the brownies to kids.""",
      source="http://www.bostonmamas.com/blog/2010/2/3/my-favorite-mocha-brownies.html", kind="recipe",
      note="trap: mocha"),
    # ================================================================ birds
    R("""Every year in the late Spring, the swifts return to Swanvale Halt, and almost every year one or more finds its way into the church. We don't know quite how, but presumably they get in under the eaves while looking for nesting sites, and find themselves trapped in this echoey space. Usually they spend a while swooping around the aisles, until either they get tired enough to drop to the floor where they can be caught and returned to the outdoors, or, presumably - not though we like to think of it - join what are probably the remains of many others up in the roof beams. More than one has got into the organ pipes, and once I managed to catch one after it had got down the chimney into the old vestry fireplace.
We've had a swift this week. It's been surprisingly bold, dive-bombing us as we've sat saying Morning Prayer. It makes me wonder how swifts perceive the world, and whether we humans exist to them.""",
      source="https://hearthofmopsus.blogspot.com/2020/07/swift-exit.html?m=1", kind="blog",
      note="trap: Spring, swifts, swift"),
    R("""FOR the past five years, the “devil birds” have resisted all my attempts to persuade them to make their home on our church. Just how swifts acquired this sinister-sounding nickname is a mystery, and it may simply be because of their acrobatic ability and the screeching sound of their voice. To me, though, swifts are true birds of heaven — like the crane and the eagle, but with a superior claim.

My enchantment with swifts began about 20 years ago in Spain, when a squadron of these garrulous birds swept past me while I was standing on the roof of a converted monastery. What a counterpoint they provided, I thought, to the lonely eagle, as a symbol for God. Swifts are nearly always in company and always in conversation.""",
      source="https://www.churchtimes.co.uk/articles/2018/25-may/faith/faith-features/luring-devil-birds-back-to-church-roofs", kind="news",
      note="trap: swifts, Swifts"),
    R("""What is a falcon?
A falcon is a raptor/bird of prey that is adapted for very fast flight and taking prey in midair. They are known for their ability to hunt their prey; with their sharp talons, hooked beaks and amazing eyesight. They have long narrow wings and are more aerodynamic in shape. There are four types of Falcons in the UK: Peregrine, Kestrel, Hobby and Merlin.
What is the difference between a male and female Peregrine?
The female (Falcon) is medium sized, slate grey, darker head and mustache like markings on white face. They have yellow skin around the eyes, beak and feet. They have dark barring on their chest. The male (Tiercel) has the same features; however, it is a third smaller than the female and has a whiter chest with less barring.""",
      source="https://projects.hawkandowltrust.org/peregrines/norwich-cathedral/faq-s", kind="prose",
      note="trap: falcon, Falcons, Falcon, Kestrel, Merlin, Hobby"),
    R("""It’s not long now to the shortest day and Ravens are already stirring on the cliffs. They mate for life and nest early. I know they’re thinking about it; croaking males repeatedly flip over in flight showing off flying skills and keeping more or less to the same stretch of cliff. Soon sticks will be carried in to refurbish last season’s nests and before the winter’s end they’ll probably have eggs.

I can go to several spots on the coast confident that I’ll find them. Nesting sites are possibly centuries old and never seem to vary. Each pair is known by its location and in strong wind, I walk west along the cliff path to look at my local pair.""",
      source="http://wildlifeconservationuk.blogspot.com/2011/12/its-not-long-now-to-shortest-day-and.html", kind="blog",
      note="trap: Ravens"),
    R("""Ravens are wary birds. They recognise humans from a huge distance and fly away, because all of those who didn’t have been killed.
The same flight response has happened to me on walks around the Westray coast, until today. Today there are two Ravens who are so interested in each other that they’ve become unaware of my presence. I’m crouching in full camouflage on the grassy cliff-tops as they display. One flies high and then plummets, tucking its wings in and then twisting upside down as it falls in a straight dive.
It’s astonishing that any bird can do it. They’re flying so close to me, calling as they hug the coast and then one tumbles yet again.
It’s one of the most breathtaking spectacles I’ve seen, a wild natural fairground ride. I see one mount the old nest underneath the ogre’s face. Can you see the face of the ogre?
The nest is full of barbed wire, dried seaplants and sheep’s wool. It was originally a Raven’s nest and then was commandeered by a pair of Peregrines. They haven’t returned to breed here this year, so it’s back to being a Raven’s nest.""",
      source="https://www.thehallofeinar.com/2024/07/a-world-turned-upside-down/", kind="blog",
      note="trap: Ravens, Raven, Peregrines"),
    R("""Run for the Hills! The Heron is Back

Just a couple of days after the Hawk captured one of our Goldfish, the Great Blue Heron is back. Here he is strolling up to the pond and then aiming his really long beak at the pond. I didn't get a picture showing whether this giant bird actually caught any Goldfish but he did hang around for at least seven minutes. Obviously a very beautiful bird but a fatal attraction for the Goldfish.""",
      source="http://homepond.blogspot.com/2009/04/run-for-hills-heron-is-back.html", kind="blog",
      note="trap: Heron, Hawk, Goldfish"),
    R("""I’ve had a slow week work wise due to a flu-like virus, but after a few wallowing days have done a little work and I’m sure it helps to get you back on track. I have been meaning to post these images of a heron that visited us just before the snow melt. We have been visited before, due to our pond having some yummy small fish in it. They are there no longer, and all we have now are 4 big chaps, probably too big for a heron but who knows if he’s that peckish he may give them a go sometime. I think they’ll put up a fight though. They are rather strange creatures, not at all pretty, and we have had them for so long I can’t remember when they arrived. They are ghost carp, brownish but with an overlay of bronze/gold detail that looks like a skeleton. We did have prettier fish, but as I mentioned they went long ago. The Goth fish seem to be the survivors, having grown from tiddler size.""",
      source="https://stephanieredfern.wordpress.com/2011/01/06/an-opportunist-heron/", kind="blog",
      note="trap: heron, Goth"),
    # ================================================================ classical music
    R("""Julia Jones has made a “welcome return” (Opera Britannia) to the Royal Opera House, Covent Garden: following on from her highly successful performances of Così fan tutte in 2010, Jones’s conducting of Die Zauberflöte has been hailed as one that can “hardly be criticised musically… the ROH orchestra lively, sensitive and warm” (Hannah Sander, classicalsource.com). Taking a lively and heart-felt approach to the work, Tim Ashley writes “Jones’s speeds are swift and energetic. There are genuine frissons of alarm in the whirling strings that indicate Tamino’s terror at the start, and later on, a real sense of victory in the trumpets and drums when trials are faced and overcome” (The Guardian), whilst Hilary Finch observes how “her sheer skill in pacing and in sustaining long, energised lines of orchestral playing stepped up the momentum” (The Times).""",
      source="http://www.rayfieldallied.com/news/2013/julia-jones-makes-welcome-return-to-the-royal-opera-house/", kind="news",
      note="trap: Julia, Opera, swift"),
    R("""Back in 2021, still deep in the pandemic, Opera Parallèle created an animated film version of Joby Talbot's 2015 one-act opera Everest, which was released online by Dallas Opera. The work is based on the 1996 Mount Everest disaster. Last night an installation of this film (pictured, photograph by Stefan Cohen) opened at Z Space in San Francisco. Billed as "an immersive experience," it certainly was a full and arresting piece of theater.

Conductor Nicole Paiement usually is the star of an Opera Parallèle production, but here the music was recorded. Director Brian Staufenbiel was at the forefront of this ambitious production, and it all felt very real despite the fact that it is not a live performance in the usual sense. Sound engineer Miles Lassi did a lot of the heavy lifting here to surround us with sound.""",
      source="https://operatattler.com/?query-3-page=12", kind="blog",
      note="trap: Opera, Conductor, Everest"),
]
