"""Prose of the thirty-first fresh held-out set ("fresh-31"): travel on the island of Java (Jakarta, Yogyakarta,
Borobudur and Mount Bromo), zoos and their snakes (a reticulated python hatched in Melbourne, Burmese pythons in Omaha,
one called Monty after Monty Python, a python joining Houston's reptile house, Cape cobras in Los Angeles), the mint
julep of the Kentucky Derby (bourbon, crushed ice, Jack Daniels) and rust on cast-iron pipes -- full of words that are
also tool names: Java, python, Monty Python, cobra, Mint, Rust, pipes, shell. Nothing in them names a software tool as
software (Facebook and Instagram are sites where followers asked questions): none is labelled.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a paragraph or a few)
and labelled by hand without running the extractor, by the earlier sets' conventions (``--split fresh-31``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ================================================================ travel: Java
    R("""Java is the most populous island in Indonesia providing many contrasts of scenery, people, religions and cultures. The island boasts immense beauty, from peaceful villages and a beautiful, fertile countryside to smoking volcanoes and ancient monuments. However there is also an unattractive side visible in its dirty, overcrowded cities, particularly the capital of Jakarta, clogged with traffic and pollution, with evident differences in wealth and wretched poverty between the people. Java is a mosaic of sights and impressions. It is also Indonesia's political stage and the cultural, educational and historical centre of the archipelago.

The island is dominated by an active volcanic mountain range stretching along its length. To the north is the unappealing city of Jakarta, a mixture of the modern and luxurious, with a glamorous city centre and some fine Dutch architecture; along with the filth, crime and squalor of a big city. South of the mountainous spine in central Java, lies the most popular city in Indonesia, Yogyakarta, the centre for Javanese art and culture, and nearby the astounding Hindu complex and Buddhist monument of Prambanan and Borobudur. Mt Bromo to the east is an active volcano amid stunning scenery.""",
      source="http://senyawa-kimia.blogspot.com/2010/03/java-indonesia.html", kind="prose",
      note="trap: Java (the island), Javanese"),
    R("""Yogyakarta

Image
Borobudur temple. The city of Yogyakarta in the center of Java was an interesting stop on my way west. It's famous for it's two ancient temples: Borobudur (Buddhist) and Prambanan (Hinduism). They are located outside of the city, but can be easily reached by local bus. They are quite fare apart, so using a day for each is less stressful. In the city itself there are a few interesting spot like the Kraton, the sultan's palace. One think to be careful is the Batik sellers. You will most likely meet a really friendly local, who will chat with you, advises you on what to see, sometimes telling you they have a brother/sister living in your country (they know a few words in many languages). In the end they will always take you to the "only original" Batik art gallery of the city.""",
      source="https://wanderingfractal.blogspot.com/search/label/Java", kind="blog",
      note="trap: Java, bus, Image (a dropped picture's caption)"),
    # ================================================================ zoos and snakes
    R("""Shake Rattle 'N' Grow: Melbourne Zoo Celebrates Snake Babies

17 March 2022

They may not be everyone's idea of a cute youngster, but Melbourne Zoo's reptile keepers are feeling the baby love for a slithering selection of freshly hatched snakes.

The reptile arrivals include six Eastern Diamond Rattlesnakes and one Reticulated Python.

The young Reticulated Python is the first of its species ever bred at Melbourne Zoo, and the first born in Australia in
about 10 years. Zoo visitors can see its parents in a multi-species exhibit specially built to house the world's longest
snake species, which is native to south-east Asia.""",
      source="https://www.zoo.org.au/melbourne/whats-on/news/shake-rattle-n-grow-melbourne-zoo-celebrates-snake-babies/",
      kind="news", note="trap: Python (the reticulated python), Shake"),
    R("""Two large female Burmese pythons got a new home Friday at the Henry Doorly Zoo.
But before they got to check out their new digs, they got a checking over. Dennis Pate, director and CEO of the zoo; Jessi Krebs, curator of reptiles and amphibians; and other zookeepers gave visitors a thrill by weighing and measuring the snakes in a grassy area near the nursery building.
The smaller snake, which doesn’t have a name yet, is 12 feet, 9 inches long and weighs 112 pounds.
The second snake, Monty (as in Monty Python, even though a female), is 15 feet, 9 inches and 192 pounds.
(In contrast, a male ball python found this week in a La Vista hotel was only about 3 feet long.)
After the stats were collected, the zookeepers carried the snakes to their new exhibit at the Hubbard Orangutan Valley. The unnamed snake was carried to the habitat in a tub, but it took at least four people to carry Monty in their arms.""",
      source="https://dailyreptilenews.com/?p=428", kind="news",
      note="trap: pythons, Monty Python (the comedy troupe), stats"),
    R("""Reticulated Python Joins Reptile House
The Houston Zoo would like to give a warm-blooded welcome to the latest cold-blooded housemate to join our reptile family. She’s an 18-foot (5.4 m) long reticulated python, weighing in at 156 lbs (70 kg). Her species hails from Southeast Asia, but she is a native Texan herself. Her name is…well we haven’t found the perfect name yet.
Our latest beautiful python has not yet been given a name, but we’re excited to have her here. So far, she has made quite the impression on zoo guests with just her size alone. Eighteen feet of pure muscle can cause a stir in the reptile house. Her species can grow upwards of 28 feet in length and is known to the be longest of all snakes on earth.""",
      source="https://houstonzoo.org/blog/reticulated-python-joins-reptile-house", kind="blog",
      note="trap: Python, house"),
    R("""Baby Cape Cobra

Los Angeles Zoo officials announced the addition of a pair of Cape cobras, a highly venomous species found across southern Africa.

“We’re really excited to welcome this species of snake to the collection for the first time,” said Ian Recchio, curator of reptiles and amphibians at the Griffith Park zoo.

“Our visitors often ask if we have cobras because they are a popular and highly-recognizable species of snake, and now we can offer our guests the chance to safely view one of nature’s most unique animals,” he said.

The zoo also announced it has experienced a reptile “baby boom” in recent weeks with the birth of 50 snake babies representing six different  species. The new snakes were unveiled Tuesday, Dec. 20, at the Living Amphibians, Reptiles, and Invertebrates exhibit.""",
      source="https://sanfernandosun.com/2016/12/21/new-cobras-arrive-at-la-zoo/?amp", kind="news",
      note="trap: Cobra, boom, collection"),
    R("""Animal World & Snake Farm Zoo’s featured animal for March is the largest snake here at the Zoo, the Reticulated Python! We sat down with Reptile Collections Manager, Clinton, to talk about these incredible animals, and answer some of the questions submitted by our Facebook and Instagram followers.

Before we get started talking about Reticulated Pythons, tell our readers a little about you!

My name is Clinton Szymanski and I am the Collections Manager here at the Zoo. I’ve worked with a variety of animals in my zoological career, but have a special passion for reptiles. I love that I get to work with such a diverse collection of them here.

How many reticulated pythons live at AWSFZ?

Right now we have five Reticulated Pythons that live at Animal World & Snake Farm Zoo, but Athena is the only one on exhibit at the moment. Athena is an albino Reticulated Python, which means she has no dark pigment, leaving her skin to be bright yellow and white.""",
      source="https://www.awsfzoo.com/marchs-featured-animal-the-reticulated-python/", kind="blog",
      note="trap: Python, Athena, Facebook and Instagram (sites where followers asked questions, not labelled)"),
    # ================================================================ cocktails
    R("""Old Kentucky Tradition

This Saturday is the Kentucky Derby and it will mark the 141st running at Churchill Downs. 

Part of the Derby tradition drink of choice is the Mint Julep. If you like a mojito, you'll probably take a liking to a Mint Julep.

Mint Julep Recipe

It's easy to make with only four ingredients; Bourbon Whiskey, mint, crushed ice and sugar. Simply muddle/pestle the sugar and mint; to release the oils in the mint, Add ice to top off highball glass, top with Bourbon. Traditionally served in silver cup with a straw. Hat, optional.""",
      source="http://chefgeorgehirsch.com/dailyfood/old-kentucky-tradition.html", kind="recipe",
      note="trap: Mint, Bourbon, Derby"),
    R("""I know it's not the Kentucky Derby, but it was nice enough outside that I decided to have a Mint Julep. I go the old fashioned route.
5 or 6 mint leaves
1 tsp. sugar
splash of water
two shots of bourbon or sour mash
My way is to put the leaves in a shaker, add the sugar and a splash of water and muddle the leaves to get the mint oil released. I then fill my glass with crushed iced and dump it in the shaker. Add the bourbon (this time I used Jack Daniels Single Barrel), shake and pour back in the glass.
I don't bother with the garnish.""",
      source="http://m.cigarasylum.com/showthread.php?goto=newpost&s=91ca5ec57078e5547f5d1678986b76a1&t=31399",
      kind="recipe", note="trap: Mint, splash, dump, Barrel (the '[Reply]' link of the forum dropped)"),
    R("""Nothing says Derby Day quite like outrageous hats and Mint Juleps. For nearly a century, the Mint Julep has been a tradition of Churchill Downs and the Kentucky Derby. This most classic of bourbon cocktails is made up of three simple ingredients and served over a small mountain of crushed ice. Here’s our version.

Mint Julep

Fresh mint sprigs

1 ounce simple syrup

2 ounces top shelf bourbon

crushed ice

In a highball glass, add fresh mint leaves and simple syrup. Muddle gently to release the flavor and aroma of the mint. Fill glass with crushed ice. Then add bourbon. Stir and garnish with an abundance of mint sprigs. Now, put your feet up and watch those ponies run!""",
      source="http://www.redenvelope.com/blog/mint-julep-recipe", kind="recipe",
      note="trap: Mint, Derby, run"),
    # ================================================================ home renovation
    R("""How to Clean Corroded Cast Iron Pipes

Things You'll Need

  • Fine sandpaper or steel wool

  • White vinegar

  • Spray bottle

  • Salt

  • Scouring pad

  • Rust remover

  • Protective gloves

Cast iron pipes are very durable and designed to last for many years. However, while cast iron is tough and heavy, it does corrode over time. Oxidation occurs when water and oxygen interact with the iron to form a coating of rust over the pipe. The rust will eventually spread through the iron if it is not removed and will cause holes and a general weakening of the pipe. Cleaning corroded cast iron pipes requires a lot of effort but the process helps the pipes look better while it also keeps them in better condition for a longer period of time.""",
      source="https://www.ehow.com/how_12156202_clean-corroded-cast-iron-pipes.html", kind="blog",
      note="trap: Rust, pipes, Salt, process"),
]
