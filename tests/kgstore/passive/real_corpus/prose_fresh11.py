"""Prose of the eleventh fresh held-out set ("fresh-11"): ordinary texts full of words that are also
tool names -- Java the island, pythons swallowing goats and beach towels, rust on a skillet, Kafka
and his Metamorphosis, the planet Mercury and its MESSENGER probe, the Chiricahua Apache,
The Great Gatsby, the Perseid meteors of comet Swift-Tuttle, Django Reinhardt, rubies, Dr Jekyll
and Mr Hyde, giant pandas. Nothing in them is a technology, except one travel piece that opens
on Java the programming language.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to
a paragraph or a few) and labelled by hand without running the extractor (``--split fresh-11``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    R("""Java's history - through centuries of Hindu and Buddhist imperial rule to the arrival of Islam and the later commercial exploitation of the Dutch East Indies - perfectly mirrors that of this nation comprising 17,000 islands in total. History alone makes Java a fantastic luxury holiday destination but there's more, so much more...
On arrival into Jakarta, and after you have adjusted to being surrounded by the capital's sheer volume of humanity, head as soon as possible to the surprisingly sparsely populated countryside. The scenery is wonderfully picturesque, with lush and extremely fertile (the main reason for the population explosion) green terraces taking advantage of all possible space. It's at this moment you'll notice what else populates Java in huge numbers - volcanoes. There are over 50 on the island, with 20 or so proving in recent years that they are far from dormant. As a backdrop to almost every view on the island, the summits can prove quite a menacing sight on the horizon but at sunset they are stunning with a wisp of smoke rising from the craters.
At least one volcano visit while holidaying on Java is a must, and touristy thought it may be, Mount Bromo is still worth exploration.""",
      source='https://www.originaltravel.co.uk/far-east/indonesia/java', kind='prose',
      note='trap: Java, Jakarta, Bromo'),
    R("""Java
The very name Java conjures up evocative images of steamy jungle, smoking volcanoes, emerald green rice terraces, tea and coffee plantations. It is an island of ancient temple complexes, historic mosques, old colonial grandeur and modern cities, where skyscrapers loom alongside streets of rickety shacks and glittering shopping plazas stand amid the traditional street stalls and markets.
Not only is Java Indonesia’s capital island, it is also its most populous and cosmopolitan region. Over half the country’s 260 million inhabitants can be found here, living on an island half the size of Great Britain. But while Java’s cities are bursting with industrious humanity, the countryside remains scarcely populated, humming to a much quieter and gentler vibe. The landscape is dominated by volcanoes, vivid green rice paddies and the fruit, spice, tea and coffee plantations that Java is known for.""",
      source='https://www.imaginetravel.com/imagine-asia/holiday-destination/indonesia/places/java', kind='prose',
      note='trap: Java'),
    R("""Destination Java: It’s smokin’

This article first appeared in Gafencu magazine, September 2015

Type “Java” into any standard search engine and you’ll be faced with page after page of links to an innovative bit of software that helps your browser browse better. Impressive as it may be, however, it is something of a shame that this object-oriented programming language is now better known than the island that shares – if not originates – its name. It’s even more galling that the island itself could well be the gateway to one of the most beautiful, inspiring and magical holidays you’re ever likely to experience.

Java is fast waking up to the fact that tourism can make a huge contribution to its economy. This has seen it determined to persuade erstwhile visitors that it offers far more than the massage, merry-making and marriage ceremonies so commonly associated with Bali, its easterly neighbour. It’s fair to say Java is smoking, and that is not just because of the 45 still-active volcanoes on the island, which sits on the Pacific Ring of Fire.""",
      T('Java'),
      source='https://paulcarrollink.co.uk/blog/destination-java-its-smokin/', kind='blog',
      note="mixed: the opening names Java the programming language (the 'bit of software'), the rest is the island"),
    R("""Introducing Java

One of the most populous places in all of Asia, Java is also characterized by great natural beauty. Its central spine is dominated by hundreds of volcanoes, many of which are still very evidently active, their fertile slopes supporting a landscape of glimmering rice fields spotted with countless small villages. To the south of this mountainous backbone is the homeland of the ethnic Javanese and the epicentre of their arts, culture and language, epitomized by the royal courts of Yogyakarta and Solo. Still steeped in traditional dance, music and art, these two cities are the mainstay of Java’s tourist industry and offer first-rate facilities for travellers. To the east, the volcanic massif of Gunung Bromo is another major stop on most travellers’ itineraries, not least for the sunrise walk to its summit.""",
      source='http://buffalotrip.com/java', kind='prose',
      note='trap: Java, Solo, Bromo'),
    R("""Java | Volcanoes and Adventure

One of the reasons we chose Bali as home base for spending a year abroad was its proximity to other fun regional tourist destinations – chiefly among them, the island of Java. The world’s most populous island, blanketed with active volcanoes and cultural marvels, had been on the bucket list for decades. And being a mere 4 hours from our home in Sanur (via car and ferry), I wasted no time in getting there.

The pre-dawn climb to catch sunrise over the charismatic Mt Bromo crater did not disappoint! As an added bonus, Mt Semeru (Java’s tallest volcano) puffed out steam clouds all morning while Mt Bromo continuously simmered in the foreground.

Mt Ijen was next on the agenda, which required a brutal and rainy trek up to the crater rim at midnight – followed by an equally treacherous descent down into the crater. But once we got to the bottom, we finally saw the “blue flames” that Mt Ijen is so famous for.""",
      source='https://threebestfriendsabroad.com/2023/11/12/java-volcanoes-and-adventure/', kind='blog',
      note='trap: Java, Bromo, Bali'),
    R("""Python with full stomach found in couple’s backyard – what did she eat?

A python with a massively distended midsection was discovered lounging in a Pennsylvania couple’s backyard, leaving rescuers wondering what type of creature it had consumed.

An unnamed couple found the 8-foot-long female python on Oct. 4 slithering about in their Lancaster yard with a bulging belly, reports Lancaster Online. Thinking quickly, they loaded the ᴇsᴄᴀᴘᴇᴅ constrictor into a trash can and brought it to That Fish Place-That Pet Place, where workers kept the 2-year-old snake warm and called Jesse Rothacker at the Forgotten Friend Reptile Sanctuary.

“These snakes are actually built to have a slow metabolism, so a meal like that could sustain her for several months,” Rothacker said.

On Sunday, a vet tech and doctor from Animal Hospital of Dauphin County conducted an x-ray on the python. Lab results determined the animal that the python swallowed had four legs, a tail and organs from an animal who’s digestive process is characterized by hindgut fermentation. The sanctuary believes these signs point to it being a possum.""",
      source='https://animalsgreat.com/python-with-full-stomach-found-in-couples-backyard-what-did-she-eat/', kind='news',
      note='trap: Python, python'),
    R("""In Australia, a huge snake that had recently swallowed a cat or a possum whole was discovered digesting its prey under a car.
On January 24, a carpet python with a massively swollen stomach was discovered at a home in Burpengary, a town in Queensland’s Moreton Bay Region.
When officers from Brisbane North Snake Catching and Relocation arrived to remove the snake, they took a photograph of it.
The carpet python was photographed resting beneath a car after a recent meal. The python’s stomach appears to be double its normal body size in the photo.
“Carpet pythons often eat stuff that looks far too big for them, the snake could easily go six months without another feed if needed,” Josh Castle, founder of Brisbane North Snake Catching and Relocation, who attended the call out, told Newsweek.
Carpet pythons can reach lengths of up to 13 feet, but the average size is around seven feet. They ambush their prey and wait for it to pass by.""",
      source='https://opoyi.com/offbeat/rest-after-meal-huge-python-that-swallowed-prey-found-under-car-in-australia-630501', kind='news',
      note='trap: python, pythons, Carpet'),
    R("""A family in Australia were concerned when they realized their peckish pet python made the unfortunate decision to swallow an entire beach towel. After rushing the 18-year-old female to the vets, it took an entire team of clinicians to safely pull out the enormous piece of fabric using forceps. An amazing video of a forceps-eye-view of the procedure gives a glimpse of the internal plumbing of a python’s body.

The greedy girl in question is Monty Python, a 3-meter (almost 10-foot) jungle carpet python. These beautiful danger noodles are growing in popularity as pets, coveted for their patterned scales that blend vibrant yellow stripes with dashes of velvet-black. They’re native to a small region of the northwestern Australian rainforests where they live in trees, usually feeding on living prey such as rodents and birds.

Snakes don’t usually predate on big inanimate textiles, but this isn’t the first time a snake has been reported eating something dangerously large. Pythons aren’t afraid of a big meal and have been spotted chowing down on goats and kangaroos.""",
      source='https://www.iflscience.com/how-many-vets-does-it-take-to-pull-a-beach-towel-out-of-a-python-horrendous-video-reveals-all-55205', kind='news',
      note='trap: Monty Python, python, Pythons'),
    R("""Pythons are known to kill their prey by constriction and are one of the world's largest snakes. A python is typically 10 to 20 feet long and have?a unique way of devouring their prey - swallowing them whole. The reptiles have stretchable skin and flexible lower jaw which allows even a large animal to pass through their mouths.
In a bone-chilling incident, a python who was unable to move after swallowing a goat in Uttar Pradesh's Sihari village of Rampur district, was rescued by forest officials on Sunday.
According to a report by news agency ANI, the python, after consuming its large prey, lay immobile. Locals alerted the forest department after panicking over the situation. Forest officials reached the spot to rescue the big reptile.
The snake was rescued and released in?a nearby forest area.""",
      source='https://begorgeouslady.com/amp/trending/environment/python-unable-to-move-swallowed-goat-uttar-pradesh-524012.html', kind='news',
      note='trap: Pythons, python'),
    R("""10-foot-long python dies after swallowing deer

The python who swallowed a whole deer from the sugarcane fields in the Indian state of Uttar Pardesh died mysteriously moments after it coughed up the remains of the deer on Monday.

It was first spotted by a girl in the sugar cane fields in Amroha district, from where the locals dragged it out and released it about 3 kilometres away from the fields near the banks of the Ganga. However, it died after spewing out the deer carcass.

When she alerted the locals, it set an alarm and the villagers rushed to the spot. The villagers noted the python was heavily bloated. They initially suspected the snake had swallowed a child. As fear mounted, the rumour spread fast in the village and the field was cordoned off for safety reasons.""",
      source='https://arynews.tv/en/python-died-mysteriously-swallowed-deer/', kind='news',
      note='trap: python'),
    R("""Use enough baking soda to make a paste with the white vinegar and apply it to the rusty area. Leave until dry then apply a bit more white vinegar and use some elbow grease to get every bit of rust off. The cookware looked like new!
It does take some effort, but well worth the results. After cleaning the rust off, apply vegetable oil to wipe off the remainder of the rust and use some table salt to polish up the cast iron.
Source: My grandparents had told me how to clean cast iron more than thirty years ago.
By Monica from Cortez, CO""",
      source='https://thriftyfun.com/Removing-Rust-from-an-Iron-Skillet-1.html', kind='blog',
      note='trap: rust, rusty'),
    R("""Franz Kafka
Franz Kafka (1883-1924) was a German-speaking Bohemian writer whose works have had a profound influence on literature. Born in Prague, then part of the Austro-Hungarian Empire, Kafka was the son of a successful, domineering businessman and a deeply religious mother. He studied law at the German University in Prague, earning his degree in 1906. Kafka worked in various roles in the insurance industry, a profession he found stifling but essential for economic stability.
Kafka's literary output, while modest in volume, is monumental in its impact. His surreal and often absurd narratives reflect themes of alienation, existential dread, and the inexorable bureaucracy of modern life. His best-known works include "The Metamorphosis," where a man awakes to find himself transformed into a giant insect, and "The Trial," which chronicles a man's inexplicable and harrowing legal ordeal.""",
      source='https://thefinalparadox.com/author/kafka/', kind='prose',
      note='trap: Kafka, Metamorphosis'),
    R("""Franz Kafka, a Prague Jew who wrote in German, published almost no works during his lifetime, only excerpts from the novels The Trial (1925) and The Castle (1926) and a few short stories. The most remarkable of his short stories, Metamorphosis, was written in the autumn of 1912 and published in 1915. The short story did not attract the attention of contemporaries and in general, Kafka's work found its reader only after his death, as during his life the writer was practically not known.
However, by the middle of the twentieth century, The Metamorphosis had gained not only a reader, but also a viewer, since the first film adaptation was filmed in the 1950s.
The plot of "Metamorphosis" is based on the grotesque and absurd story of a simple salesman Gregor Samza, who one day woke up as a huge insect.""",
      source='https://gradesfixer.com/q/when-was-the-metamorphosis-written', kind='prose',
      note='trap: Kafka, Metamorphosis'),
    R("""The Metamorphosis

Franz Kafka

As Gregor Samsa awoke one morning from uneasy dreams he found himself transformed in his bed into a gigantic insect. He was laying on his hard, as it were armor-plated, back and when he lifted his head a little he could see his domelike brown belly divided into stiff arched segments on top of which the bed quilt could hardly keep in position and was about to slide off completely. His numerous legs, which were pitifully thin compared to the rest of his bulk, waved helplessly before his eyes." With this startling, bizarre, yet surprisingly funny first opening, Kafka begins his masterpiece, The Metamorphosis. It is the story of a young man who, transformed overnight into a giant beetle-like insect, becomes an object of disgrace to his family, an outsider in his own home, a quintessentially alienated man.""",
      source='https://skoobe.de/books/franz-kafka/the-metamorphosis-19', kind='prose',
      note='trap: Kafka, Metamorphosis'),
    R("""Mercury, the smallest planet and the closest to the Sun, is only slightly larger than Earth’s Moon. Mercury’s surface is very like the Moon, covered by mountainous regions and large basins full of craters. Its atmosphere is mostly hydrogen and helium. Its surface heats up and cools down very quickly, reaching 427°C (800°F) when it is closest to the Sun and falling to -179°C (-290°F) when it is farthest away.

Mercury travels around the Sun every 88 days in an oval-shaped orbit, taking it as close as 47,000,000km (29,000,000 miles) to the Sun. It travels at almost 50km (31 miles) per second which is faster than any other planet and that is why it is named after the Roman god Mercury, the winged messenger. The first spacecraft to visit and photograph Mercury was Mariner 10, followed several years later by the MESSENGER spacecraft.""",
      source='https://www.brainstormltd.co.uk/fun-and-games/mercury/', kind='prose',
      note='trap: Mercury, MESSENGER'),
    R("""Mercury is the first planet from the Sun. It is also the least massive and the smallest, being slightly smaller than Jupiter's moon Ganymede. Mercury orbits the Sun in 88 Earth days, which is the shortest orbit in the Solar System. The surface temperature on the sunny side of the planet is around 400 degrees Celsius, while the dark side experiences temperatures below 170 degrees Celsius. This huge difference is possible because Mercury does not have a significant atmosphere, so there is no medium to transfer heat from the light to the dark side (unlike Earth. The absence of an atmosphere means there is no weather to speak of, and the surface of the planet is pockmarked with impact craters. Mercury has no natural satellites. The first space probe to visit the planet was the American Mariner 10 in 1974. Later, NASA launched MESSENGER, the second probe to reach the planet.""",
      source='http://trubetskoyfisher.wikia.com/wiki/Mercury', kind='prose',
      note='trap: Mercury, Jupiter, MESSENGER'),
    R("""Friday, 30 September 2011

Mercury is the closest planet to the Sun, and the smallest planet of the solar system. Mercury has been visited by two unmanned NASA space probes, Mariner 10 and Messenger. The unmanned Messenger proble was launched by NASA in 2004 and will begin to orbit Mercury in 2011 after several flybys.

The picture on the left is a picture of Mercury that was taken by Messenger in 2008, and transmitted back to earth for scientists to study.

Mercury is 57,900,000 km away from the sun.""",
      source='http://yan82talks.blogspot.com/2011/10/mercury.html', kind='blog',
      note='trap: Mercury, Messenger'),
    R("""Chiricahua (also Chiricahua Apaches, Chiricagui, Apaches de Chiricahui, Chiricahues, Chilicague, Chilecagez, Chiricagua) (pron. "heer-a-kow'-ah") refers to a group of bands of Apache that formerly lived in the general areas of southwestern New Mexico and southeastern Arizona in the United States, and in northern Sonora and Chihuahua in Mexico (it is not possible to precisely define the exact boundaries of their territory). Led by Goyaałé (more famously known as Geronimo) and Cochise, they were among the last to resist U.S. government control of the southwest. They finally surrendered in 1886 and were exiled to Florida, Alabama, and Oklahoma. Eventually most were moved to the Fort Sill military reservation in Oklahoma until 1913, when they were allowed to return to what is now Arizona.""",
      source='http://the-uncensored-wiki.com:20072/i/n/d/Portal%7EIndigenous_peoples_of_North_America_Selected_article_August_94cf.html', kind='prose',
      note='trap: Apache, Apaches'),
    R("""Chiricahua-Apache Indian Tribe
Geronimo (Goyathlay)
The Chiricahua-Apache Indian Tribe (also known as the Chiricagui, Chiricahui, Chilecagez, or Chiricagua) speak a Southern Athabaskan language and are related to the Northern Athabaskan tribes from Alaska, Western Canada, and the Pacific Northwest. In reality, the Chiricahua-Apache Indian Tribe does not refer to a distinct tribe or band, but were composed of four bands: the Chokonen, Chihenne, Nednai and the Bedonkohe. They originally inhabited West Texas, New Mexico, Arizona and the Mexican states of Sonora and Chihuahua. Today, the majority of the Chiricahua-Apache live near Fort Sill, Oklahoma and on the Mescalero Apache Reservation in New Mexico. This Indian Tribe was led by the chiefs Cochise, Geronimo, and Cochise's son Naiche.""",
      source='http://www.indian-tribes.org/apache-indian-tribe.html', kind='prose',
      note='trap: Apache, Geronimo'),
    R("""Geronimo’s Arizona

The Chiricahua Apache leaderís life rides high and low across the stateís Sky Islands.

By Carol Markstrom

Southeast Arizona is steeped in Apache history and lore with telling place names such as Geronimo, Apache and Cochise. This is a region of great geographical and botanical diversity where the Sierra Madre and Rocky Mountains meet the Chihuahuan and Sonoran deserts with sky islands dominating the long vistas with basins and valleys between them. Apaches knew and understood this landscape, adapting to its harshness and subsisting on its resources.

The San Carlos Apache Reservation, 100 miles north of Tucson or 100 east of Phoenix, is the starting point for this tour. Try your luck at the Apache Gold Casino Resort or stay overnight, but most certainly stop at the San Carlos Apache Cultural Center at milepost 272 on U.S. 70.""",
      source='https://truewestmagazine.com/article/in-search-of-the-west/7', kind='prose',
      note='trap: Apache, Apaches, Phoenix, Apache Gold'),
    R("""The Great Gatsby

The Great Gatsby is a novel by F. Scott Fitzgerald, published in 1925. It is set in the fictional town of West Egg, Long Island, in the summer of 1922. The novel follows the life of Jay Gatsby, a wealthy and mysterious man who is obsessed with the past and his lost love, Daisy Buchanan.

The novel begins with Nick Carraway, a young man from the Midwest who has moved to West Egg to pursue a career in the bond business. He is the narrator of the novel and is also Daisy's cousin. Nick is quickly drawn into the world of the wealthy and powerful, and he meets Jay Gatsby, a mysterious and wealthy man who throws lavish parties at his mansion.

Gatsby is in love with Daisy, who is married to Tom Buchanan, a wealthy and powerful man. Gatsby is determined to win Daisy back and he enlists Nick's help in doing so.""",
      source='https://jay-howard.com/pages/book_summaries/The_Great_Gatsby.html', kind='prose',
      note='trap: Gatsby, Daisy'),
    R("""The Great Gatsby
(F. Scott Fitzgerald)
Nick Carraway, the narrator, is from the Midwest but moves himself to Long Island for work. He lives in an area known as West Egg, where the people of “new money” live. It is across the bay from East Egg where the more fashionably rich people reside. Nick’s cousin Daisy Buchanan and her husband Tom live in East Egg where they spend their days with their friend Jordan, entertaining the high society. Nick lives next door to a mysterious man named Jay Gatsby who throws the most lavish parties at which he rarely makes an appearance. When Nick finally meets Gatsby the two form a fast friendship and Nick finds out that Gatsby is in love with Daisy, whom he has known for a long time.""",
      source='https://bookcaps.com/plot-overview-the-great-gatsby', kind='prose',
      note='trap: Gatsby, Jordan'),
    R("""Summary

“The Great Gatsby” is a novel by F. Scott Fitzgerald, published in 1925. It tells the story of the wealthy young man Jay Gatsby and his tumultuous relationship with the beautiful Daisy Buchanan. Set in New York in the summer of 1922, the novel explores themes of love, obsession, and the decline of the American Dream.

  • The novel opens with the narrator, Nick Carraway, moving to a house on Long Island where he becomes neighbors with Gatsby.
  • Nick is drawn into Gatsby’s lavish lifestyle and becomes friends with him, although he remains somewhat suspicious of Gatsby’s mysterious past.
  • It is revealed that Gatsby and Daisy had a relationship before the war, but Gatsby left to fight and Daisy married Tom. Gatsby has been trying to win Daisy back ever since.""",
      source='https://forgingd200.net/?p=33', kind='prose',
      note='trap: Gatsby'),
    R("""The Perseid meteor shower, a beloved event for stargazers during the summer, is approaching its spectacular peak this week. This year, the peak night will occur just a few days before a new moon, providing optimal viewing conditions.

The peak night for this celestial display is overnight on Saturday, August 12th into the pre-dawn hours of Sunday, August 13th, according to NASA. However, the meteor shower will gradually increase in intensity in the days leading up to the peak, giving skywatchers multiple opportunities to see shooting stars.

The Perseids occur when the Earth passes through the debris trail left by the comet Swift-Tuttle. As particles from the debris trail enter Earth’s atmosphere, they burn up, resulting in fiery and colorful meteors streaking across the sky. In ideal conditions, the Perseids produce an average of 50 to 100 meteors per hour.""",
      source='https://citylife.capetown/science/an-epic-meteor-shower-peaks-this-week-tips-for-seeing-the-most-shooting-stars/326672/', kind='news',
      note='trap: meteor, meteors, Swift'),
    R("""Perseid Meteor Shower Reaches Peak This Weekend With Ideal Viewing Conditions
- The annual Perseid meteor shower peaks on the night of August 12-13, offering a potential dazzling celestial display.
- This year's peak presents near perfect viewing due to minimal moonlight interfering with visibility of the meteors.
- Observers in the Northern Hemisphere can expect to see up to 100 meteors per hour from dark locations away from light pollution.
- The Perseids originate from comet 109P/Swift-Tuttle and appear to radiate outwards from the constellation Perseus.
- Tips for viewing the meteor shower include finding an open sky view, allowing time for eyes to adapt to darkness, avoiding looking at phones, and dressing warmly.""",
      source='https://particle.news/story/perseid-meteor-shower-reaches-peak-this-weekend-with-ideal-viewing-conditions', kind='news',
      note='trap: Meteor, meteor, Swift'),
    R("""Django Reinhardt, considered the best of the ealry jazz guitarists, was born in Belgium on January 24th 1910. A true gypsy he travelled with his tribe throughout Europe and North Africa during his youth. When he was 18 his left leg and his hand (though only two fingers were actually rendered useless) were severly burned in a caravan fire. In the early thirties he heard a recording of Duke Ellington and decided to dedicate himself to swing music. In 1934, with legendary violin player Stephan Grapelli, the The Quintet Hot Club de France was formed. It was at this point Django began to be heard and loved around the world.""",
      source='https://everything2.com/user/Protector+of+Mankind/writeups/Django+Reinhardt', kind='prose',
      note='trap: Django, Quintet'),
    R("""Django Reinhardt was born into a Belgian Romani family in 1910. He grew up in Romani camps around Paris and learned a wide range of stringed instruments, eventually settling on the banjo-guitar as his preferred instrument. He practiced by mimicking older musicians, never learning to read music.
His trajectory as a musician was almost derailed when he spent a year and a half in the hospital recovering from extensive burns after an accident. His injuries led to the loss of use of his left ring and pinky finger, both used extensively when playing guitar. He took the challenge of learning to play again and was able to use just his left index and middle finger to form chords and regain his mastery.
After the war he toured the US with Duke Ellington before returning to Paris, where he died at the age of 43.Reinhardt is credited with the creation of gypsy jazz.""",
      source='https://authormarcoshernandez.com/range-why-generalists-triumph-in-a-specialized-world-by-david-epstein/did-you-know-one-of-the-all-time-greatest-jazz-guitarists-couldnt-read-music', kind='blog',
      note='trap: Django'),
    R("""He was born in Belgium in 1910 but his family soon moved to a halting site on the outskirts of Paris.

When he was 12, an old gypsy on the site took notice of his interest in music and he gave him a banjo as a gift. He quickly mastered the banjo and well-known contemporary instrumentalists (Guerino, Jean Vaissade) asked him to play with them.

On one summerÕs night in 1928, his wife had decorated the caravan with some celluloid flowers. Heavy smoker Django didnÕt put a cigarette out properly, the flowers caught fire and soon the caravan was engulfed in flames.

Django and his wife survived but he suffered appalling burns. The doctors wanted to amputate one of his legs but he refused. His left arm and hand were permanently contorted as a result. This injury made him come up with a new way of playing the guitar.""",
      source='http://www.thebalde.net/edukia.php?uuid=84&lang=en', kind='prose',
      note='trap: Django'),
    R("""Birthstone for July? Ruby...

 Born in July?  Ruby is your birthstone. 

The ruby, birthstone for July, is among the most highly prized of gemstones. Large rubies are harder to find than large diamonds, emeralds and sapphires. As a result, rubies’ value increases with size more than any other gemstone.
Along with its close relative, the sapphire, the ruby is a form of the mineral corundum, which is normally drab and grey in color. Red gemstone corundum is called ruby. All other gemstone corundum colors – orange, yellow, brown, green, blue, purple, violet, black, and colorless – are called sapphires.
The Mogok valley of Upper Burma is famous as the source for the finest and rarest rubies of all, know as “pigeon’s blood” for the stones’ intense red color.""",
      source='http://radianceinlancaster.blogspot.com/2011/07/birthstone-for-july-ruby.html', kind='blog',
      note='trap: Ruby, ruby'),
    R("""July Birthstone - Ruby

Ruby is the July birthstone. The ruby is a lovely red gemstone and has been a favorite since ancient times. The ruby is said to be a gem of passion and promotes balance in love and all spiritual undertakings. The ruby has also been said to promote health and courage.

The gemstone ruby is a variety of the mineral corundum. Ruby is actually rare and one of the most precious and valuable gemstones. Rubies are the second hardest gemstone, after diamonds. Ruby is said to represent the sun.

The most popular ruby color is deep vivid red to slightly purple red. The best source for rubies is Burma. Burmese rubies are very well known for their pigeon blood color.""",
      source='http://thebirthstoneguide.com/july.html', kind='prose',
      note='trap: Ruby, ruby, gem'),
    R("""The birthstone for the month of July is the ruby, which makes red the official July birthstone color. The ruby is one of the most highly prized gemstones. Finding a large ruby is more difficult than finding a large diamond. Because of this the value of a ruby increases with size much more than other gemstones. Rubies are a form of corundum, which is a mineral that is typically grey and drab in color. when it is red it is called a ruby. When corundum is another color such as yellow, orange, green, brown, violet, purple, black, or colorless, they are called sapphires.
The rarest and finest rubies are often found in Mogok valley located in Upper Burma. The stones found here are often called pigeons blood because of the intense red color of the stones found here.""",
      source='http://birthstonemonth.com/july-birthstone-color', kind='prose',
      note='trap: ruby, Rubies'),
    R("""The Strange Case of Dr Jekyll and Mr Hyde is a gothic novella by the Scottish author Robert Louis Stevenson first published in 1886. The work is also known as The Strange Case of Dr. Jekyll and Mr. Hyde, Dr. Jekyll and Mr. Hyde, or simply Jekyll & Hyde. It is about a London lawyer named Gabriel John Utterson who investigates strange occurrences between his old friend, Dr Henry Jekyll, and the evil Edward Hyde. The novella's impact is such that it has become a part of the language, with the very phrase "Jekyll and Hyde" entering the vernacular to refer to people with an unpredictably dual nature: usually very good, but sometimes shockingly evil instead.""",
      source='https://nextory.com/at/book/the-strange-case-of-dr-jekyll-and-mr-hyde-unabridged-1689730', kind='prose',
      note='trap: Jekyll, Hyde'),
    R(""""The Strange Case of Dr. Jekyll and Mr. Hyde" is a novella by Robert Louis Stevenson that explores the duality of human nature through its characters. The story is set in London and follows the reputable Dr. Jekyll, who creates a potion that transforms him into the malevolent Mr. Hyde. This transformation allows Jekyll to indulge in his darker impulses without facing the social consequences typically associated with such behavior.
The narrative is presented through the eyes of Mr. Utterson, a lawyer and friend of Jekyll, who becomes increasingly concerned about Jekyll’s connection to the sinister Hyde.""",
      source='https://quotesweet.com/books/the-strange-case-of-dr-jekyll-and-mr-hyde', kind='prose',
      note='trap: Jekyll, Hyde'),
    R("""The Strange Case of Dr Jekyll and Mr Hyde is a gothic novella. It is about a London lawyer named Gabriel John Utterson who investigates strange occurrences between his old friend Dr Henry Jekyll, and the evil Edward Hyde.
The novella’s impact is such that it has become a part of the language, with the very phrase “Jekyll and Hyde” entering the vernacular to refer to people with an unpredictably dual nature: usually very good, but sometimes shockingly evil.""",
      source='https://gir.am/en/product/bjishk-jeqili-ev-paron-haydi-arkacnery', kind='prose',
      note='trap: Jekyll'),
    R("""Panda cubs enjoy bamboo buffet in SW China

Panda cubs at a research center in southwest China’s Sichuan Province were filmed enjoying a bamboo buffet.

The adorable footage from iPanda, a 24-hour live stream of pandas, shows the adorable bears chewing on their favorite meal at the Dujiangyan base of the China Conservation and Research Center for Giant Pandas (CCRCGP).

One of the cubs, Bao Yuan, born in August 2021, is the son of Bao Bao, who previously lived at the National Zoo in Washington, D.C. in the United States. Another cub, Mao Mao, also born in August 2021, is the son of Shui Xiu.""",
      source='https://blk4est.com/panda-cubs-enjoy-bamboo-buffet-in-sw-china/', kind='news',
      note='trap: pandas, Pandas, Panda'),
    R("""Panda News from around the world

Another 2 Pandas Born at Chengdu

I have a couple of panda births to report both at the Chengdu Research Base of Giant Panda Breeding.

Firstly Yuan Yuan, a 13 year old panda gave birth to a female cub at the 25th August 2012. Then Jiao Zi a 17 year old panda gave birth to a cub on the 4th of September.

Well done to both pandas and everyone who looks after them.

So far there has been 15 births will all but one surviving.""",
      source='https://pandanews.org/news/another-2-pandas-born-at-chengdu.html', kind='news',
      note='trap: Pandas, pandas'),
    R("""Zoo Aquarium Madrid welcomed giant panda twins six decades after the historic live birth in captivity of a giant panda in 1963 in Beijing Zoo. They are so tiny that they looked like screaming jelly beans.
Chinese officials announced that giant pandas are no longer endangered species after recording over 1,800 giant pandas in the wild, thanks to decades of conservation efforts.
Over in China, a pair of twin pandas were brought into this world and given the names "Ping Ping" and "An An". These names translate to "Safe" and "Sound."
Researchers from University of California, Davis, and California State University, Long Beach has finally able to decode the mystery behind the black and white pattern of the giant panda.""",
      source='https://sciencetimes.com/tags/giant-pandas', kind='news',
      note='trap: pandas, Ping'),
]
