"""Ordinary prose of the sixth fresh held-out set ("fresh-6"): nature, travel, history,
mythology, literature, food and drink, sport, religion and science pages whose words are also
names of tools -- capybaras and pumas, cucumbers, lettuce and spinach, huskies, espresso, the
Hydra of Lerna, Negronis and Martini pitchers, eclipses, hanami, gorillas, Oberon and Puck,
sonar, Pac-Man, Pascal, rye whiskey, rackets, neon, the Eiffel Tower, giraffes on a safari trail,
buffalo and karma -- with one text that genuinely names a tool. Nothing in them is a technology
unless the note says ``mixed:``.

Every text was fetched from a stored public copy of the page at the address given, kept as
written (trimmed to a paragraph or a few), and labelled by hand without running the extractor
on it. ``note`` starts with ``trap:`` and names the trap words as they occur in the text (or
``mixed:`` where the text genuinely names a tool). Nobody tunes the extractor on these texts
(``--split fresh-6``).
"""

from real_corpus import R, T

CASES = [
    R("""In my last post I talked of a garden that I loved dearly.. even just watching it grow in the summer was a pleasure to me. Unfortunately the old gentleman who tended it has passed, and the garden is no more.. But the spirit of it will live on with all of those who he inspired to grow a garden themselves. Details of how to grow pretty much everything can be found all over the internet, but cucumbers and lettuces struck me as wonderful beginner veggies, so I've outlined some easy to follow guides.

Cucumbers
1.   Cucumbers come in all shapes, sizes, textures, and colors. Choose one that suits your needs (I like slicing cucumbers the best, personally). They're best grown from seeds, and should be planted in rich, mulchy, composty soil about 1/2-1” deep, in clusters of 3-4  seeds. Space clusters 8-12” apart for best results (and least crowding).""",
      source="http://thecookiecutter.weebly.com/the-foods-that-helped-me-grow/archives/07-2012", kind="blog",
      note="trap: cucumbers, Cucumbers, lettuces (a home cook's blog)"),
    # ---------------------------------------------------------------- animals
    R("""The Capybara is the largest living rodent in the World

Capybara, also called carpincho or water hog, the largest living rodent, a semiaquatic mammal of Central and South America. 

Capybaras are short-haired brownish rodents with blunt snouts, short legs, small ears, and almost no tail. They are vegetarian and in cultivated areas sometimes become pests by eating melons, grain, and squash. 

They swim and dive readily and commonly enter water to elude predators such as jaguars and anacondas.""",
      source="https://www.ekdali.com/blog/the-capybara-is-the-largest-living-rodent-in-the-world", kind="prose",
      note="trap: Capybara, Capybaras, jaguars, anacondas (a shop's blog post)"),
    R("""The capybara is a grazing herbivore, eating 6 to 8 pounds (2.7 to 3.6 kg) of grasses per day. Capybara are very selective feeders with four to six plant species making 75% of its diet. Capybaras are coprophagous, meaning they eat their own feces as a source of bacterial gut flora and to help digest the cellulose in the grass that forms their normal diet and extract the maximum protein from their food. They may also regurgitate food to masticate again, similar to cud-chewing by a cow.

Capybara are highly social and live in groups controlled by a dominant male. They frequently dive and may remain underwater for as long as five minutes, and can sleep with just their nose breaking the surface of the water.

They can have a life span of 8-10 years in the wild but average a life less than four years as they are “a favourite food of jaguar, puma, ocelot, eagle and caiman”.The capybara is the preferred prey of the anaconda.""",
      source="https://wilderness-explorers.com/guyana/giants/giants-capybara/", kind="prose",
      note="trap: capybara, Capybara, Capybaras, jaguar, puma, anaconda (a Guyana tour operator's page)"),
    R("""The breed of dog is called the Alaskan Husky. As the name implies this is the original breed of Alaska, the working dog of Alaska. Through careful breeding the best to the best, these dogs have evolved over the years to be extraordinary athletes that happily do 50 mile runs day after day with a smile on their face.

Most modern sled dogs don’t have the heavy-boned built and long hair most people expect, as they’ve been selected for speed, strength and endurance. The modern sled dog requires a lot of specialized care in order to excel at what they’re doing.

They require a well-built dog house with warm and dry straw, a high-calorie diet high in fat to sustain their very active lifestyle. Above all else they need daily mental and physical stimulation from their musher to be happy, content and form that so important team bond with the musher and the rest of the pack.""",
      source="https://www.nomenugget.net/news/iditarod-insights-husky", kind="news",
      note="trap: Husky, pack (a Nome newspaper's column on sled dogs)"),
    R("""An hour with Mountain Gorillas
Spend an hour with mountain gorillas in Bwindi Impenetrable National Park. This is a magical hour of interacting with the gorilla family. Trekkers here are required to keep a low tone as they accurately take photographs, not forgetting to avoid a direct look into the eyes of the gorillas.
A dominant silverback gorilla is the head and determines the movements of the entire gorilla family. Female adults nurse the young ones and the juveniles entertain the family, which makes a stay with them so amazing. The human-like characters of gorillas make their amazing animals spend time with but at a distance of seven meters away from the gorillas. More still, trekkers are advised to turn back their faces when sneezing or coughing to avoid the transmission of diseases to the endangered gorillas.""",
      source="https://insidebwindiforestnationalpark.com/an-hour-with-mountain-gorillas", kind="prose",
      note="trap: Gorillas, gorillas, gorilla (a safari site's page)"),
    R("""Masai giraffes are the tallest land mammals on Earth, growing up to 18 feet in height. They have long necks reaching up to 6 feet in length and tails reaching 8 feet in length. Their bodies are covered in short, tan fur with irregularly shaped patches of darker brown fur.

Giraffes have two horn-like structures on top of their heads called ossicones. At birth, these ossicones are small, bony protrusions covered in cartilage. They lie flat unattached to the skull to prevent injury at birth. Shortly after they are born, the ossicones grow and their soft cartilage structure hardens into bone, a process called ossification.

Range & Habitat

Masai giraffes are native to Africa, especially in Kenya and Tanzania. They live in grassy plains called savannas, as well as open woodlands with scattered trees and bushes.

At the Virginia Zoo, Masai giraffes are found along the African Safari Trail.""",
      source="https://virginiazoo.org/animal/masai-giraffe/", kind="prose",
      note="trap: giraffes, Giraffes, Safari (a zoo's animal page)"),
    R("""Three days into any Yellowstone trip and you will realize
that everything runs on bison time.
These enormous beasts just stand in the middle of the roads,
walk across the roads, heck they do anything they want.
What starts as fun sightseeing quickly becomes a game of trying to
miss the latest buffalo traffic jam.
Until that is, you get to the Lamar Valley.
See there is a place where the buffalo roll, yes roll.
The place is next to the road, you can't miss it.
Every buffalo behavior you might want to see is happening here.""",
      source="http://www.getawaymoments.com/2010/02/moment-with-yellowstone-buffalo.html", kind="prose",
      note="trap: buffalo (a travel blog's post, its line breaks kept)"),
    R("""Both bats and dolphins use echolocation, also known as sonar. When bats and dolphins use echolocation, they send out many high-pitched sounds. Each sound bounces off an object and then comes back as an echo. The time it takes for the mammal to hear each echo tells how far away the object is, and how big it is. For example, a bat can tell when it is flying too near a tree or a wall, or if a small, flying insect is close enough to catch. The dolphin knows if it is swimming close to a shark (which it should avoid) or a smaller fish (which it may want to eat). Even though both mammals use sonar, they send out sounds in different ways.""",
      source="http://www.passagebank.com/passages/finding-their-way-by-sound", kind="prose",
      note="trap: sonar (a reading passage for pupils)"),
    R("""Bats use sound to find their food and navigate in the dark. They send out high frequency clicks and listen for the echoes to locate their prey. These bat sounds are too high for humans to hear. With devices called "bat detectors" it is possible to translate the clicks to a lower frequency. The use of echoes of ultrasonic, high frequency calls to locate objects is called "echolocation". Echolocation, the sonar "sight" of bats, is analogous to the technology known as sonar. Because it is produced by living organisms rather than by machines, it is often called "biosonar.\"""",
      source="http://www.ekac.org/batecho.html", kind="prose",
      note="trap: sonar, biosonar (an artist's page on bat echoes)"),
    # ---------------------------------------------------------------- garden, food and drink
    R("""Growing Your Own Kitchen Garden: Simple Vegetables to Start With
For those embarking on their gardening journey, four vegetables stand out for their ease of growth, quick harvest times, and minimal maintenance requirements: lettuce, spinach, cucumber, and beetroot. Here's a step-by-step guide to planting, caring for, and harvesting these vegetables.
**Lettuce**
Lettuce, a cool-weather plant, prefers well-draining soil and partial shade during hotter months to prevent bolting (premature flowering). Sow seeds directly in garden beds or containers, ideally an inch into the soil surface, with plants spaced around 12 inches apart.
**Spinach**
Spinach seeds germinate quickly, typically within a week. It can be grown in containers or garden beds, making it suitable for small spaces.
**Cucumber**
Cucumber seeds should be sown directly in warm soil, as they require heat to germinate and grow well. Plant them in full sun and provide a trellis or support for vining varieties to save space and improve air circulation.""",
      source="https://gardenofheaven.top/en/growing-your-own-kitchen-garden-simple-vegetables-to-start-with", kind="prose",
      note="trap: lettuce, Lettuce, spinach, Spinach, cucumber, Cucumber (a gardening guide, trimmed in each section)"),
    R("""Before getting into the common extraction flaws, I'll briefly cover how to properly prepare the coffee for extraction, loosely based on the techniques proscribed by David Schomer, owner of Vivace and influential barista trainer, in his article Espresso Packing Techniques: Update 2004. The first page of the online article is a step-by-step reference card; the scanned text is hard to read, so I've excerpted portions of it below, starting with the third picture:

  1. [Begin with a] little pile of fresh ground coffee in the basket.
  2. After filling in the any low spots, compress the coffee towards the 12 o'clock position.
  3. Now, from the top, compress the coffee drawing your finger to the 6 o'clock position.
  4. Bring the excess coffee to the middle of the basket & repeat compression strokes.
  5. Pack down with 40 pounds of force. Twist as you lift the [tamper] off the coffee.""",
      source="https://www.home-barista.com/naked-extraction-dose-distribute-tamp.html", kind="blog",
      note="trap: Espresso, Vivace, Pack (a home barista site's guide)"),
    R("""One of the more prominent stories surrounding the origin of the Negroni is as follows. In the early 1920's Count Camillo Negroni, looking to get a little more kick out of his Americanos, ordered them with the addition of Gin.
He ordered this libation so frequently at bars and cafes in and around Florence (Italy) that bartenders eventually named the drink after him.
Ingredients:
30ml Hayman's London Dry Gin
30ml Dolin Rouge Vermouth
30ml Campari
Method:
In an ice filled mixing glass (Martini pitcher), add Gin, Vermouth and Campari. Stir until well blended. Strain into a chilled Cocktail Glass or as I prefer into an old fashioned glass over ice.""",
      source="https://glengarrywines.co.nz/cocktails/246/Negroni", kind="recipe",
      note="trap: Negroni, Gin, Martini, Campari (a wine shop's cocktail recipe)"),
    R("""This aristocratic cocktail was created by count Negroni at the bar Giacosa in Florence, although since then, the proportions of gin to Campari have altered.
INGREDIENT:
4-6 cracked ice cubes
1 measure campari
1 measure gin
½ measure sweet vermouth
Twist of orange peel, to decorate.
METHOD:
1. Put the cracked ice cubes into a mixing glass.
2. Pour the campari, gin and vermouth over the ice, stir well to mix.
3. Strain into a chilled glass and decorate with the orange twist.""",
      source="https://www.awesomecuisine.com/recipes/13034/negroni/", kind="recipe",
      note="trap: Negroni, gin, campari (a recipe site)"),
    R("""Rye, the “Other American Whiskey,” started its marketplace boom about a decade ago, following on the explosion in popularity of Bourbon.  Rye is the same as Bourbon in all ways except in the make-up of the grain mash, where a minimum of 51% of rye grain is required in the grain mash, compared to Bourbon’s 51% or more corn.

There are actually other types of American Whiskey that don’t fit the definition for Bourbon or Rye, such as whiskey with a majority grain of wheat, or whiskeys with grain mixes that don’t possess corn or rye in the majority of the mix, and whiskeys that are aged or barreled differently than the requirements defined for Bourbon and Rye.""",
      source="https://davidguenette.com/a-wry-old-rye-and-other-tales-of-aging-number-ten-second-whiskey-tasting-symposium/", kind="blog",
      note="trap: Rye, rye, Bourbon (a restaurant's whiskey tasting notes)"),
    R("""Rye Whiskey

Rye whiskey is distilled from at least 51% rye mashbill (the rest can be corn, barley, wheat, or any other grain in any combination), and aged in charred new oak barrels. It can be produced anywhere in the world, but most notably ryes come from America and Canada. If the whiskey is aged for at least two years, it can be called straight rye whiskey. In general, rye whiskeys are lighter than bourbons and have a distinctive spicy character.""",
      source="https://aries-wineny.com/product-category/spirits/rye-whiskey/", kind="other",
      note="trap: Rye, rye (a liquor shop's category page)"),
    # ---------------------------------------------------------------- mythology and literature
    R("""Labor Two: The Hydra (concluded)

Iolaus, who had driven Heracles to Lerna in a chariot, looked on in anxiety as his uncle became entangled in the Hydra's snaky heads. Finally he could bear it no longer. In response to his uncle's shouts, he grabbed a burning torch and dashed into the fray. Now, as soon as Heracles cut off one of the Hydra's heads, Iolaus was there to sear the wounded neck with flame. This kept further heads from sprouting. Heracles cut off the heads one by one, with Iolaus cauterizing the wounds. Finally Heracles lopped off the one head that was supposedly immortal and buried it deep beneath a rock.""",
      source="http://www.mythweb.com/hercules/herc06.html", kind="prose",
      note="trap: Hydra, Lerna, torch (a mythology site)"),
    R("""Close by to the west, at marshy Lerna lived the terrifying Hydra. With a dog’s body and nine snaky heads (including one which was immortal), its breath was so toxic that anything that came close died. To kill it was Heracles’ next task, so seemingly impossible that he called for help on his young nephew, Iolaus, and together they struck out along the coast.

Reaching the swamp, Heracles fired burning arrows at the Hydra – to no effect. Then, taking a deep breath, he splashed into the mud, slashing at the coiling necks and slicing off its heads. But as he did so, new heads grew immediately, multiplying, jaws snapping, throats belching forth a deadly stench. Horrified and stunned, Heracles withdrew, uncertain what to do.

It was then that Athene, the goddess who most favoured him, came near and whispered her advice.""",
      source="http://holidaymapq.com/the-hydra.html", kind="prose",
      note="trap: Lerna, Hydra (a travel map site's page on the Argolid's myths)"),
    R("""A Midsummer Night’s Dream

OBERON could not believe his luck: Titania had woken to the sight of Nick Bottom with his ass’s head, and the beautiful fairy queen, stroking his long grey ears, was becoming increasingly amorous.

While she was thus distracted, Oberon drafted her little page boy into his retinue.

His other plans were not faring so well. Feeling sorry for Helena, he had told Puck to use the flower-juice on Demetrius, but Puck had applied it to Lysander, and the first person he saw was not Hermia but Helena.

Oberon attended to Demetrius himself, but omitted to unbewitch Lysander first, setting the two infatuated men on course for a duel over Helena.""",
      source="https://www.claylane.uk/copybook/?pg=2&title=a-midsummer-nights-dream", kind="prose",
      note="trap: OBERON, Oberon, Puck (a copybook retelling of Shakespeare)"),
    R("""Oberon misunderstands the situation with the young lovers. He knows about Helena's pursuit of Demetrius, but he doesn't know about Lysander's love for Hermia and her love for him.

Oberon sends Puck into the world to find the "love-in-idleness" flower, the juice of which causes a person to fall in love with the first person they see when they wake up, so that he can use it on Titania.

OBERON: Fetch me that flower, the herb I show'd thee once.
The juice of it on sleeping eye-lids laid
Will make or man or woman madly dote
Upon the next live creature that it sees . . .

PUCK: I'll put a girdle round about the earth
In forty minutes. [2.1.172-175, 178-179]""",
      source="https://www.enotes.com/homework-help/what-role-misunderstanding-play-midsummer-nights-1419778", kind="qa",
      note="trap: Oberon, OBERON, Puck, PUCK (a homework answer on Shakespeare)"),
    R("""Karma and Samsara – Action, Causality and Rebirth?

At the core of Buddhism lies two teachings – Karma and Samsara. Karma, in Sanskrit translates to deed or action. It also the Law of Cause and Effect. It states that goodness begets goodness and evil begets evil. On the other hand, Samsara is known as rebirth or reincarnation. But in Sanskrit, it translates to aimless wandering. Like being forever lost in a circle of birth, rebirth or redeath.

How Does Karma Affect Our Lives?

Karma is the universal Law of Cause and Effect. It states that for everything that we do, there will always be a return of such action. Even doing “nothing” begets something.""",
      source="http://teachingsofthebuddha.com/karma-and-samsara-action-causality-and-rebirth/", kind="prose",
      note="trap: Karma (a site on Buddhist teaching)"),
    R("""The Buddhist notion of karma

Karma literally means action

  • Karma is the activity that humans carry out in the cycle of existence
  • Since everything in life is interconnected (pratityasamutpada), actions have consequences
  • The idea is simply of cause and effect

Although karma literally means action, the thought process and intentions behind an action ultimately cause rebirth

  • The Buddha said, 'Intention... is that I call kamma""",
      source="https://getrevising.co.uk/revision-notes/the-buddhist-notion-of-karma", kind="other",
      note="trap: karma, Karma (revision notes for school)"),
    # ---------------------------------------------------------------- history and science
    R("""The French thinker, mathematician, and scientist Blaise Pascal, b. June 19, 1623, d. Aug. 19, 1662, has been credited not only with imaginative and subtle work in geometry and other branches of mathematics, but with profoundly influencing later generations of theologians and philosophers. A prodigy in mathematics, Pascal had mastered Euclid's Elements by the age of 12. Pascal invented and sold the first calculating machine (1645). His study of hydrostatics led to his invention of the syringe and hydraulic press.""",
      source="http://www.phy.pmf.unizg.hr/~dpaar/fizicari/xpascal.html", kind="prose",
      note="trap: Pascal (a physics department's page of physicists)"),
    R("""Eiffel Tower

The Eiffel Tower was built between 1887 and 1889, in Paris, France.
The Eiffel Tower is a wrought iron lattice tower that was built as the entrance to the World Fair in 1889. Named after the engineer whose company had designed and built the Tower, Gustave Eiffel, 324 metres in height, the Eiffel tower is one of the most recognizable structures in the world.
Amazing Fact: During World War-II, the French cut the lift cables in the Tower, so that when Hitler visited, he might have to climb all the way up.""",
      source="https://www.sawanonlinebookstore.com/eiffel-tower/", kind="other",
      note="trap: Eiffel, Paris (a bookshop's fact page)"),
    R("""Out of the sixty-two total solar eclipses that happened during the twentieth century, only eleven were visible from the continental United States, and only two of those eclipses crossed all of the US. The total solar eclipse that will be visible in North America on Monday, August 21, 2017, will stretch from Salem, Oregon, to Charleston, South Carolina, a path quite similar to the one happened on June 8, 1918, which crossed the United States from Washington State to Florida.

In a little bit less than a month, the moon will completely block the sun’s bright face for up to two minutes and 40 seconds, turning day into night and making visible the otherwise hidden solar corona—the sun’s outer atmosphere. A solar eclipse is one of nature’s most awesome sights.""",
      source="http://www.gotscience.org/2017/07/solar-eclipse-2017-view-safely/", kind="news",
      note="trap: eclipses, eclipse (a science magazine's article)"),
    R("""It’s almost time for the year’s big celestial event: a total eclipse of the Sun. Tomorrow afternoon, the Moon will pass directly between Earth and the Sun. That will block the Sun’s disk. The sky will grow dark, with a pink glow around the horizon. Stars and planets will pop into view. And the Sun’s faint outer atmosphere, the corona, will look like silvery ribbons around the Moon.

Totality will be visible along a narrow path. In the United States, it’ll stretch from Eagle Pass, Texas, to Houlton, Maine. Several major cities are along that path; the largest is Dallas. At most, totality will last for a bit less than four and a half minutes.""",
      source="https://stardate.org/podcast/2024-04-07", kind="news",
      note="trap: eclipse, Eagle (an observatory's radio programme)"),
    R("""Neon signs are made the same way since the invention of neon lighting in 1903. Each sign takes about 2 man days to make and each neon sign is made up of between 5 and 12 hand blown neon tubes.

All neon tubes start out as 4 foot straight raw tubes of glass. Some tubes have colored glass. When they are turned off, they appear similar to colorful stained glass murals in a church. The stained glass colored tubes are very expensive and are hand drawn even to make the raw tubes. The other primary type of tube is white when turned off. These tubes have a phosphorus coating inside which turns argon gas to yellow, green, purple, white etc.""",
      source="http://neonetics.com/aboutneon.html", kind="prose",
      note="trap: Neon, neon, argon (a sign maker's page)"),
    R("""I've made two neon signs. I'm not an expert, but I did learn a lot about the craft, and how that relates to the article.
All neon signs are made by hand. Including those "mass produced" beer signs - they might have made some kind of jig to help, but still all handmade.
The diminishing demand for neon signage is shrinking the ecosystem. Less neon craftspeople, less sources of the tubing, vanishing materials distribution. One instructor told me that "LEDs killed my business". All of this means that getting neon made is super expensive. Simply put, there are no unskilled labor stages. There is no technical innovation. I used Inkscape for my design sketch, and all of the old hands thought it was magic.""",
      T("Inkscape"),
      source="http://slashdot.org/~makomk/firehose", kind="other",
      note="mixed: a news site's comment on neon signs whose writer drew the design in Inkscape; neon is a trap word, not a tool (parts of the list of steps left out)"),
    # ---------------------------------------------------------------- games, sport and travel
    R("""Pac-Man is one of the most popular games of all time.  Gameplay is very simple: the player controls Pac-Man, moving him around a maze eating dots while being chased by four ghosts: Blinky (red), Pinky (pink), Inky (light blue), and Clyde (orange).  Each level has four larger dots which when eaten turn all the ghosts blue, making them temporarily vulnerable to being eaten by Pac-Man.  When a level is cleared of all its dots the level ends and the next level begins.

The game’s creator, Toru Iwatani, has said that the shape of Pac-Man was inspired by a pizza with a missing slice.  The game was released by Namco in Japan, and distributed in North America by Midway.""",
      source="https://philipedwards.wordpress.com/2012/08/17/pac-man/", kind="blog",
      note="trap: Pac-Man, Namco (a personal blog on arcade games)"),
    R("""5 Things You Need To Know About Badminton Rackets

Badminton is a fast-paced and exciting racquet sport that can be enjoyed by people of all ages. If you're new to the game, one of the most important pieces of equipment you'll need is a good badminton racket. Choosing the right racket can make a big difference in your performance, so it's important to do your research before you buy. Here are five things you need to know about badminton rackets:

**1. The weight of the racket**

The weight of a badminton racket is measured in grams. Generally speaking, heavier rackets are more powerful, while lighter rackets are more maneuverable.""",
      source="https://badmintonracket.biz/5-things-you-need-to-know-about-badminton-rackets", kind="prose",
      note="trap: racket, Rackets, rackets (a shop's guide)"),
    R("""Have you decided on where you would like to view the beautiful and delicate “Sakura” blossoms in its full glory? Consider Ueno Park located in central Tokyo! Approximately 1,200 cherry trees will flourish with pink magical flowers at the 133-acre park. And an estimated 2 million people will visit to experience “Hanami” or cherry blossom viewing while picnicking directly beneath a tree.
Sadly, the blossoms are only in bloom for a brief two-week window. Therefore, many will flock at once to secure a spot at the park or to simply admire the natural beauty along the paths and take photos. Conveniently located across the street from JR Ueno Station, entry to the park is free.
There are a few things you need for the complete hanami experience. At your nearest 100 yen store, you can purchase a large plastic picnic sheet (or tarp) to spread on the ground to reserve your space, bright and early.""",
      source="https://ko.jal.japantravel.com/tokyo/cherry-blossoms-at-ueno-park/10139", kind="prose",
      note="trap: Sakura, Hanami, hanami (an airline's travel guide, a paragraph left out)"),
]
