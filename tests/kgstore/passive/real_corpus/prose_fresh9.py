"""Prose of the ninth fresh held-out set ("fresh-9"): ordinary texts full of words that are
also tool names -- giant pandas at the zoo, swifts screaming under the eaves, hives and their
queens, the planet Mercury, rust on cast iron, Kafka's The Trial, hot cross buns, the Perseids
and comet Swift-Tuttle, Django Unchained (and Samuel L. Jackson), Burmese pythons in the
Everglades, rubies, dockers on strike and their containers. Nothing in them is a technology.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to
a paragraph or a few) and labelled by hand without running the extractor (``--split fresh-9``).
"""

from real_corpus import R

CASES = [
    # ---------------------------------------------------------------- zoo: giant pandas
    R("""Let Her Eat Cake—Whenever!

Yesterday was Bai Yun’s 19th birthday, and she was presented with a cake befitting her age and station—not too big, not too flashy—early in the morning. She is, after all, no “spring chicken” but a female of mature station, so a modest cake to mark the day without a big fuss, just a gathering of a few close friends to help celebrate.

And so it was that morning, with a lovely little (by panda cake standards) cake, crowned with apple slices and bamboo and three juicy apple halves frozen inside. But this is Bai Yun, after all, she who will grab food out her cubs’ mouths, all-food-is-Bai-Yun’s-food Bai Yun, with years of experience now in the care and eating of birthday cakes, both hers and her cubs’. Did she rush with joy to devour it? Did she make a beeline to this wonderful offering? Of course…NOT! There were piles of biscuits and fruit to be scoured first, and the bamboo pile, now being shared increasingly with Yunni, to be perused, as the small group of visitors grew larger and larger.""",
      source="http://blogs.sandiegozoo.org/tag/the-zoo-journal/", kind="blog",
      note="trap: panda, spring"),
    R("""San Diego Zoo Celebrates Birth Of Panda Cub

The San Diego Zoo's "PandaCam" focused Monday on the den of giant panda Bai Yun, who gave birth to her sixth cub over the weekend.

» Sign Up For Breaking News Alerts» Like Us On Facebook» Follow Us On Twitter

The black-and-white image showed a curled-up Bai Yun, but the newborn was difficult to see.

"Giant Pandas don't really put their cubs down for any length of time, they cradle them constantly pretty much," explained San Diego Zoo lead animal keeper Lisa Martin.

Newborn giant panda cubs are born pink and hairless, with eyes sealed shut, and weigh an average of 4 ounces. Their trademark black-and-white markings develop within the first few months.""",
      source="http://www.10news.com/news/san-diego-zoo-celebrates-birth-of-panda-cub", kind="news",
      note="trap: Pandas, Facebook, Twitter"),
    R("""Special Bread for a Special Panda: San Diego Zoo Staff Bakes Bamboo Bread Daily for Elderly Giant Panda

It is commonly known that giant pandas eat a diet that consists almost entirely of bamboo, a very abrasive grass, as their primary source of nutrition. Pandas can spend up to 12 hours a day eating bamboo, and this can be very tough on a panda’s teeth. Gao Gao (pronounced Gow Gow), a male panda living at the San Diego Zoo, is estimated to be around 25 years old—and because he has worn teeth due to his age, this makes it difficult for him to chew the abrasive bamboo stalks.

The process to make the bread seems basic, but it is long and requires many hours—and many hands. There are volunteers who give their time to strip leaves from the stalks of bamboo. There is a research associate in the San Diego Zoo’s nutritional services department who dries and grinds the leaves. And then there are the keepers who mix the leaves with primate biscuits and steam the specialty bread every day for Gao Gao.""",
      source="http://blogs.sandiegozoo.org/tag/giant-pandas/", kind="blog",
      note="trap: pandas, Pandas, Panda"),
    # ---------------------------------------------------------------- birds: swifts
    R("""Shrill cries of little demons

Usually you hear them first, that wild, high-spirited screaming. Then you see them high above, speeding on scythe-shaped wings. Swifts are the quintessential bird of summer.

However, their shrill cries were not well received in the past. In contrast to those welcome visitors, swallows and house martins, swifts were thought to be little demons.

Common swifts live almost their entire lives in the air, catching insects and sleeping on the wing. Their strange eyes, shielded by prominent, horizontal brows, have evolved for looking downward. What else could they be, but Devil birds?

Swifts arrive from Africa at the beginning of May and head for the same nest site every year. This will be a small crevice under the eaves of a house, church, factory, or even in a multi-storey car park.""",
      source="https://www.thescarboroughnews.co.uk/news/shrill-cries-of-little-demons-1-7332301", kind="news",
      note="trap: Swifts, swifts"),
    R("""Swifts - the screaming 'devil birds' of summer

There’s something about Swifts that brings to mind American 50s B-movies. Motorcycle gangs, all chrome, leather and attitude, terrorising small town America. Our own Wild Ones scream into town each May and turn heads skywards for the next few months. They've had a non-stop, long-haul flight from Africa; not that this trip bothered them. Swifts are all about flying.

At night they switch off half their brain, switch on cruise control and fall asleep amongst the stars. If they had their way they would never come down. But there’s one little flaw in their plan: eggs don’t float. So, for just a few weeks of the year, they begrudgingly swap the open skies for a cramped nest under the eaves where they raise their young.""",
      source="https://staging.sussexwildlifetrust.org.uk/news/swifts-the-screaming-devil-birds-of-summer", kind="prose",
      note="trap: Swifts"),
    R("""Chimney swifts are the first birds I remember seeing when I
was about five years old. I lived in Lancaster City at the time and saw a group
of them fluttering, soaring and twittering across the sky.
Swifts summer in cities, towns and farm yards in North
America where they nest down the inside of chimneys, hence their common name. They
arrive in North America during April and migrate south to northern South
America in September to spend the northern winter catching flying insects over
South American forests.
Before the arrival of European people and their homes with
chimneys, swifts nested down the inside of hollow, broken-off trees.""",
      source="http://naturesbeautiesandintrigues.blogspot.com/2014/06/chimney-swifts.html", kind="prose",
      note="trap: swifts, Swifts"),
    # ---------------------------------------------------------------- bees: hives
    R("""Spring Bees, spring honey

Hi everyone, we are now in April, for sure the temperature has risen and we are promised to be in 20s by the end of the week. In this weeks garden hive inspection, all three queens were located and the colony is building nicely. The queen lays 1500-2000 eggs a day, so the population is definitely increasing. I could see brood and eggs and grubs (know as bees at all stages bias). The wings of the emerging nursing bees looked great. Although there is some sign of varroa (with a few wing deformation). But as the hive relies on the health of the entire colony. Every thing otherwise looked good. They will reach full capacity in July. I have put supers above the brood chamber.""",
      source="https://www.arlenesbreadandhoney.com/blog-1/archive/2018/06", kind="blog",
      note="trap: hive, Spring, supers"),
    R("""First Hive Inspection of the Season

How can a groundhog be an accurate predictor of an early spring when the Farmer's Almanac was so totally wrong about how bad our southern winter was supposed to be? Whatever the reason, I am doing my happy spring dance (a waggle dance maybe?) especially after so many of days of rain in a row. Y'all the sun is shining and I took advantage of yesterday's fantabulous weather to do a hive inspection.

A basic hive inspection in spring means looking for lots of bees when you pop the top on the hive. And starting at one end I remove a frame to make space to slide the other frames over checking them as I go.""",
      source="https://www.penandhive.com/2016/03/first-hive-inspection-of-season.html", kind="blog",
      note="trap: Hive, hive, spring"),
    R("""Spring Inspection at Member’s Apiary

Mowing the lawn yesterday I couldn’t fail to note the masses of bees leaving and entering my no.1 Commercial hive, so I decided on making an immediate spring inspection:-

My bee inspector tutor once told me to always start with the bottom box. So, smoking at the entrance, not the top, I inspected the underneath super which contained frames of worker brood of all ages and significant drone brood. How very interesting I thought!

I then checked out the heavy commercial brood box which I replaced back on top of the brood/super. Unsurprisingly, it was filled with 9 frames of brood of all ages including eggs.""",
      source="http://westhertsbees.org.uk/index.php/2022/04/18/spring-inspection-at-members-apiary/", kind="blog",
      note="trap: hive, super, Spring"),
    # ---------------------------------------------------------------- the planet Mercury
    R("""Mercury is closest to the Sun. It is one of the inferior planets, that is, its orbit (around the Sun) is smaller than Earth's orbit and hence takes much less time to go around the Sun. Mercury takes 88 days to go around the Sun, as compared to the 365 days the Earth takes. Because of these reasons, Mercury is difficult to see. For one, it is very close to the Sun (due to a small orbit) and is always covered by Sun's glare (when viewed from Earth). The only times when we can actually see this planet, are either early morning or late evening, when Sun's light will not interfere and we can find it near the horizon.""",
      source="https://www.enotes.com/homework-help/why-difficult-observe-planet-mercury-598282", kind="qa",
      note="trap: Mercury"),
    R("""But one thing is certain. Mercury, the closest planet to the sun, can't actually travel backward in retrograde, and doesn't impact us on Earth. The notion of Mercury retrograde, a common reference in astrology wherein communication and travel are temporarily impaired, can, of course, be a fun musing. The event occurs when Mercury appears to start traveling the opposite direction in the sky.
But this is perceptive trickery. Mercury retrograde is apparent motion, such as when you pass a speeding car on the highway and it appears that car is moving backward. It's not an exceptional, or momentous, event.
"There's nothing unusual about it," Tansu Daylan, a physicist at Washington University in St. Louis who leads NASA telescope observations, told Mashable.""",
      source="http://www.poairs.com/html/788c77398438.html", kind="news",
      note="trap: Mercury, NASA, Mashable"),
    # ---------------------------------------------------------------- rust on cast iron
    R("""Whether your cast iron dutch oven or skillet is a cherished family heirloom or you are new to caring for cast iron, you can relatively easily restore rusty cast iron to its former glory. These two methodologies will teach you to remove the rust and to season the skillet for protection.
Steel Wool and Soap
Eliminating rust from your cast iron item is quite simple with this methodology. Eliminate the rust from any place on the item with steel wool including the bottom and handle. Using a mild dish soap and warm water, wash the skillet or pan thoroughly. Dry the cast iron straight away with paper towels or a clean kitchen towel.
Vinegar Technique
Create a mixture of half water and half regular distilled white vinegar. Allow the pan or skillet to sit in the mixture for up to six hours.""",
      source="https://www.sunnysports.com/blog/restore-rusty-cast-iron", kind="blog",
      note="trap: rust"),
    R("""How Do You Clean Rust Off A Cast Iron Skillet?
Rusting is a natural process in metals. Cast-iron skillets will rust like any other metal. Rust is not a serious problem as long as it is caught and taken care of before it does too much damage. However, if you are not diligent in catching and removing rust, then you will end up having to replace your skillet with a new one. Removing rust on a skillet is an easy procedure that requires only a little bit of elbow grease. Scrub the skillet with steel wool and warm water. Continue scrubbing until all the rust has been removed. If the warm water doesn’t seem to do a thorough job, use a harsh cleaner such as Ajax or Comet. Rinse the skillet with cold water and inspect the skillet. Repeat the process until all the rust has been removed.""",
      source="https://experts123.com/q/how-do-you-clean-rust-off-a-cast-iron-skillet.html", kind="qa",
      note="trap: Rust, rust, Ajax, Comet"),
    # ---------------------------------------------------------------- Kafka
    R("""It’s certainly not the way Josef K, an ambitious chief clerk of a large bank, thought he’d be celebrating his thirtieth birthday: with two unnamed “agents” bursting into his apartment. K is arrested—but the agents won’t say of what crime he’s accused. The undisputed master of twentieth-century alienation, Franz Kafka spins in The Trial a tale as terrifying as it is mysterious. The novel so captured the contemporary mind that the word “Kafkaesque” was coined—and gained currency far beyond the author’s readership—to describe situations that echo Josef K’s: hopeless struggles against obdurate or surreal bureaucracies, with no opportunity afforded the victim to escape the system.""",
      source="https://www.1000bookstoread.com/the-trial_3/210", kind="prose",
      note="trap: Kafka, Kafkaesque"),
    R("""Kara Swisher: "Another book I read again and again."
"The Trial" by Franz Kafka is a gripping tale that delves into the perplexing and confounding nature of bureaucracy and law. The story revolves around Josef K., a bank cashier who is arrested one morning without any explanation. He finds himself thrust into an absurd and nightmarish world where he becomes a victim of an obscure and unfathomable legal process.
As Josef K. attempts to decipher the reason for his arrest, he encounters a series of enigmatic characters, each representing a different facet of the bureaucracy. From the cold and calculating inspector to the seductive yet elusive washerwoman, Josef's journey is a maze of frustration and confusion.""",
      source="https://bookmarked.club/books/the-trial?a7856a6d_page=17", kind="prose",
      note="trap: Kafka"),
    R("""Franz Kafka's "The Trial" stands as a seminal exploration of bureaucracy, justice, and existential anxiety. Written in the early 20th century, it follows the harrowing ordeal of Josef K., a seemingly ordinary man who is arrested and prosecuted by a mysterious, opaque authority for a crime that is never revealed. The novel's surreal atmosphere and relentless ambiguity have made it a touchstone in discussions about modernity, individual agency, and the often inscrutable power of institutions. Readers are drawn into a labyrinthine world where logic falters, and personal autonomy is constantly threatened by faceless systems.""",
      source="https://www.mentoring-club.com/our-library/franz-kafka-the-trial", kind="prose",
      note="trap: Kafka"),
    # ---------------------------------------------------------------- recipes: buns
    R("""delicious hot cross buns recipe
Dough
In small bowl, dissolve 1 tablespoon of the sugar in warm water. Sprinkle in yeast; let stand for 10 minutes or until frothy.
Blend together remaining sugar, flour, cinnamon, nutmeg, salt and cloves; make a well in center. Whisk together milk, butter, egg and egg yolk; pour into well. Pour in yeast mixture. With wooden spoon, stir until soft dough forms.
Turn out dough onto lightly floured surface; knead until smooth and elastic. Place in greased bowl, turning to grease all over. Cover with plastic wrap; let rise in warm draft-free place until doubled in bulk, about 1 hour.
Glaze
In saucepan, stir sugar with water over medium heat until dissolved; brush over buns. Let cool in pan.
Icing
Stir confectioners’ sugar with water. Using piping bag fitted with round tip, pipe cross on top of each cooled bun.""",
      source="http://grandmotherskitchen.org/recipes/hot-cross-buns.html", kind="recipe",
      note="trap: buns, bun"),
    R("""Hot cross buns

  8. Place the buns onto a baking tray and pipe a cross onto each bun. Bake in the oven for 20-25 minutes, or until cooked through.

  9. Meanwhile, for the glaze, heat the glaze ingredients in a pan until the sugar has melted and the mixture is smooth and glossy.

  10. Remove the buns from the oven and immediately brush each bun with the glaze. Set aside to cool.

  11. Serve the hot cross buns warm with butter.

Quick recipe finder

Type the ingredients you want to use, then click Go. For better results you can use quotation marks around phrases (e.g. "chicken breast"). Alternatively you can search by chef, programme, cuisine, diet, or dish (e.g. Lasagne).""",
      source="http://www.bbc.co.uk/food/recipes/hotcrossbuns_93854", kind="recipe",
      note="trap: buns, bun, Go, chef"),
    # ---------------------------------------------------------------- the Perseids
    R("""Perseid meteor shower peaks tonight: How to watch
The Perseid meteor shower promises to be a particularly breathtaking spectacle for stargazers this year.
The meteor shower is said to peak tonight, per NASA. This celestial event has been active since July 17 and will go on till August 24.
You may witness up to 100 meteors per hour during its peak and have a chance to see fireballs.
The peak of the Perseid meteor shower occurs when the Earth crosses the thickest part of the dust trail left behind by comet 109P/Swift-Tuttle.
Interestingly, this meteor shower is known for fireballs.
"Fireballs are larger explosions of light and color that can persist longer than an average meteor streak," per NASA.""",
      source="https://newsbytesapp.com/news/science/perseid-meteor-shower-peaks-tonight/story", kind="news",
      note="trap: meteor, Swift, NASA"),
    R("""See the Perseids meteor shower peak tonight (August 12)!

  The Perseid meteor shower peaks tonight, August 12!

  While observing this month, not all of the meteors you’ll see belong to the Perseid meteor shower.

  Some are sporadic background meteors.

  If you see a meteor try to trace it backwards.

  If finding constellations isn’t your forte, then note that Perseids are some of the fastest meteors you’ll see!

  Pro tip: Remember to let your eyes become adjusted to the dark (it takes about 30 minutes) – you’ll see more meteors that way.""",
      source="https://science.aardnews.com/news/see-the-perseids-meteor-shower-peak-tonight-12", kind="news",
      note="trap: meteor, meteors"),
    # ---------------------------------------------------------------- film: Django Unchained
    R("""Django Unchained

I went and saw Quentin Tarantino’s newest film last night and absolutely loved it.  I am not going to sit here and say a bunch of stuff about why it was so fantastic.  Vince over at Filmdrunk did a much better job than I ever could.

Instead I want to talk about something that I have not seen any other reviewers mention.  I thought Jamie Foxx was awesome as Django.  Everyone has been saying how great Leo, Waltz, and Jackson were (and I agree with all of them), but they keep saying that Foxx was decent.  He played it like a young Clint Eastwood.  He had that cool, silent, chewing on a cigar schtick down and it was great.

I suggest checking the movie out.  Unless you do not like Westerns or Tarantino films, then I would say skip it.""",
      source="http://joshcroyle.com/2012/12/django-unchained/", kind="blog",
      note="trap: Django, Jackson, Leo"),
    R("""Django Unchained ★★★★½

Quentin Tarantino's spaghetti Western is likely the most honest movie about slavery made in America, yet you're somehow sure it was probably even worse than portrayed here. Jamie Foxx makes the change to action star easily as the title character, a freed slave turned bounty hunter who's looking for his wife (Kerry Washington), sold to an unknown plantation before the movie begins. The chemistry between Christoph Waltz as Django's mentor and Foxx is easy and engaging, and this is frankly the best thing I've seen Leonardo Dicaprio do in years (he plays the incredibly vile plantation owner in possession of Django's wife). Add in Samuel L. Jackson as the most evil Uncle Tom you have ever seen, and you have one astounding joyride through a Spaghetti West.""",
      source="https://letterboxd.com/drfreex/film/django-unchained/", kind="prose",
      note="trap: Django, Jackson"),
    R("""Jamie Foxx gets his revenge on slaver Leonardo DiCaprio in Quentin Tarantino’s blood-splattered blaxploitation Western.

His name borrowed from the iconic Spaghetti Western character, Foxx’s Django is saved from a Deep South chain gang by Christoph Waltz’s dapper bounty hunter, Dr King Schultz, and quickly proves his aptitude for the bounty-hunting business. Highly impressed, Schultz agrees to help Django rescue his enslaved wife Hildi (Kerry Washington) from the Mississippi plantation owned by DiCaprio’s sadistic Calvin Candie, but Candie’s shrewd slave butler Stephen, played by Samuel L Jackson as a grotesque, self-hating Uncle Tom, becomes suspicious of their scheme.""",
      source="https://www.whatsontv.co.uk/events/django-unchained-5/", kind="prose",
      note="trap: Django, Jackson"),
    # ---------------------------------------------------------------- snakes: Burmese pythons
    R("""Trappers are waging war daily in the vast Everglades of southern Florida on the Burmese python, killing more than 3,000 of the snakes, considered an invasive species, since 2017.
On Aug. 7, Florida Gov. Ron DeSantis ordered an all-out offensive against the snakes, which officials suspect were either intentionally introduced into the Everglades by people who tired of having them as pets or were pushed into the national park in 1992 by Hurricane Andrew, which devastated the nearby cities of Homestead and Florida City.""",
      source="https://www.efe.com/efe/english/world/florida-wages-war-daily-on-burmese-pythons/50000262-4104008?utm_source=wwwefecom&utm_medium=rss&utm_campaign=rss", kind="news",
      note="trap: python"),
    R("""Hundreds Gather In Florida To Hunt Invasive Pythons

CNN reports: Deer, raccoons, possums and fox once flocked the area of the Everglades National Park in south Florida. Nowadays, you’re lucky if you spot one mammal in the area, according to wildlife experts. Who’s to blame for this decline in wildlife? The invasive species known as Burmese pythons. To help combat this problem for Florida’s ecosystem, snake hunters are …""",
      source="https://www.joemygod.com/tag/burmese-pythons/", kind="news",
      note="trap: Pythons, pythons"),
    # ---------------------------------------------------------------- gems: rubies
    R("""Ruby Pigeon blood

A ruby is a pink to blood-red colored gemstone, a variety of the mineral corundum (aluminium oxide). The red color is caused mainly by the presence of the element chromium. Its name comes from ruber, Latin for red. The brightest and most valuable "red" called blood-red or "pigeon blood", commands a large premium over other rubies of similar quality.

Since red is the color of blood, it has historically been associated with sacrifice, danger and courage. Modern surveys in the United States and Europe show red is also the color most commonly associated with heat, activity, passion, sexuality, anger, love and joy.""",
      source="http://aglthai.com/color_4.php", kind="prose",
      note="trap: Ruby, ruby, rubies"),
    R("""Corundums with a color are called sapphire. Therefore, there are several colors of sapphire such as blue (generally the most known color), yellow, purple... All are named sapphire except for red, which is called ruby.
Its color comes from tiny traces of chromium that replace the aluminum in its structure. The chromium rate thus defines the intensity of the red. However, rubies with brown tones also have traces of iron.
The most sought-after ruby has a strong, clear red, as well as a slight hint of blue to darken it. This perfect color is called "pigeon's blood".
The red color of the Ruby is due to chromium, unlike its cousin the Sapphire which owes its blue color to iron and titanium.""",
      source="https://www.celinni.com/en/content/236-what-is-the-color-of-a-ruby", kind="prose",
      note="trap: ruby, Ruby, rubies"),
    # ---------------------------------------------------------------- ports: dockers
    R("""Dock strike in Liverpool fires first shots in port war

Dockers in Liverpool are striking. They’ll soon by joined by workers at Felixstowe in Suffolk

Hundreds of dock workers in Liverpool began a two-week strike on Monday—marking the beginning of a flow of action that could shut two of Britain’s largest ports. Some 560 Unite union members—including port operatives and maintenance engineering workers— joined the strike, fighting after bosses offered them a pay increase of 7 percent. With inflation higher than 12 percent, that’s a real terms pay cut of more than 5 percent.

Strikers kicked off the first day of picketing on Tuesday with mass turnouts at the gates. Socialist Worker supporter Mark O’Brien reported, “They’re all out. There must be a couple of hundred of dockers picketing today and they’ve got all the gates covered.""",
      source="https://socialistworker.co.uk/news/dock-strike-in-liverpool-fires-first-shots-in-port-war/", kind="news",
      note="trap: Dockers, dockers, Unite"),
    R("""Southampton dockers defy anti-union laws in solidarity with Liverpool strike

Dockers in Southampton have refused to unload containers diverted from Liverpool, in defiance of shipping companies and government ministers attempts to undermine the Liverpool strike.

Unite members at Britain’s largest container port at Felixstowe began their second eight-day strike on 27 September, so Liverpool and Felixstowe are now out together. Strikers include crane drivers, machine operators and stevedores that handle some four million containers a year and 2,000 ships.""",
      source="https://workerspower.uk/southampton-dockers-defy-anti-union-laws-in-solidarity-with-liverpool-strike/", kind="news",
      note="trap: Dockers, dockers, containers, container"),
    R("""Dockworker

A dockworker (also called a longshoreman, stevedore, docker, wharfman or wharfie) is a waterfront manual laborer who loads and unloads ships.

As a result of the intermodal shipping container revolution, the required number of dockworkers has declined by over 90% since the 1960s.

In Great Britain and Ireland, people who load and unload ships are usually called dockers; in Australia, they are called stevedores, dockworkers or wharfies; and, in the United States and Canada, the term longshoreman, derived from man-along-the-shore (or alongshore + man), is used.""",
      source="https://wikimili.com/en/Dockworker", kind="prose",
      note="trap: docker, dockers, container"),
]
