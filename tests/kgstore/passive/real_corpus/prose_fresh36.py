"""fresh-36 (draft)."""

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
    R("""Fire up the... Suzuki Swift

UNDERESTIMATE this innocuous-looking little scamp at your own peril, because for all its supermarket-run styling Suzuki's Swift is the unlikely driving hit of the year.

But put all that behind you and give it a go anyway, because on the road the Swift is far more fun than you'd ever expect it to be. It's balletic rather than ballistic and relies more on its finely-balanced suspension than its 1.2 litre engine to put a smile on your face, but the charming rasp from the exhaust and the wonderfully communicative steering egg you on into every corner.

Amazingly, it's very nearly as much fun to drive as Citroen's DS3, a much more powerful motor costing almost twice the price.""",
      source="https://dreamcarsnew.blogspot.com/2010/10/fire-up-suzuki-swift.html", kind="blog",
      note="trap: Swift, Suzuki"),
    R("""Priced from $24,490 drive-away in manual form (or $26,990 as an auto), the Swift shapes up as Australia’s cheapest hybrid.

It has LED headlights and a 9-inch infotainment system with sat nav, Android Auto and wireless Apple CarPlay as standard.

But entry-level cars also come with plastic hubcaps over basic steel wheels, a driver’s seat with no height adjustment and a simple moulded plastic steering wheel.

They have auto emergency braking, active cruise control and lane-keeping assistance, but blind-spot monitoring and rear cross-traffic alert is only available on more expensive models.""",
      T("Android Auto"), T("Apple CarPlay"),
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
]
