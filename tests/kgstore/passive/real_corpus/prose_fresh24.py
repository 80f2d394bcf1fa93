"""Prose of the twenty-fourth fresh held-out set ("fresh-24"): ordinary news, blog posts and recipes on animals,
coffee and travel, gemstones, music, classic cars, weather, knitting and local councils, full of words that are also tool
names -- Burmese pythons in the Everglades (three times), king cobras rescued in India (three times), swifts returning in
spring (three times), jaguars on Arizona's trail cameras (three times), panda twins (three times), crows that remember
faces (twice), Java and Sumatra coffee (four times, one with coffee leaf rust), Ruby Falls under Lookout Mountain (three
times), the Sunrise Ruby and other pigeon's-blood rubies (twice), quartz and crystals at rock shows (twice), the Apollo
Theater's Amateur Night (four times), Jaguar E-types and a Vincent MPH with a Kent X-Flow at classic car shows (four
times), spring storms and tornado warnings (three times), yarn, skeins and chunky scarves (three times), councillors and
candidates called Jenkins (four times) and sage brown butter for gnocchi (two recipes). Nothing in them is a technology:
the Facebook page, YouTube video, Instagram post and Netflix binges they mention are sites and services of daily life,
noted and not labelled, as the earlier sets did.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a paragraph or a few)
and labelled by hand without running the extractor, by the earlier sets' conventions (``--split fresh-24``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ================================================================ animals and nature
    R("""Two Florida python hunters caught what could potentially be a record-breaking Burmese python in the Everglades last week.

Ryan Ausburn and Kevin Pavlidis said on social media that official measurements of the enormous female snake are being taken this week.

“On Friday night we pulled this BEAST of a snake out of waist-deep water in the middle of the night, deep in the Everglades. I have never seen a snake anywhere near this size and my hands were shaking as I approached her,” Pavlidis wrote on his Facebook page.

The current state record for length is 18.8 feet.

Ausburn and Pavlidis said they are paid snake hunters working for the South Florida Water Management District and the Florida Fish and Wildlife Conservation Commission, which manage the state’s python elimination programs.

The invasive snakes are among the biggest threats to the fragile Everglades ecosystem, devouring mammals and bird eggs and disrupting the natural balance of predator and prey. Scientists don’t know exactly how many live in the marshes and tree islands, but some estimates point to between 100,000 and 300,000 snakes.""",
      source="https://www.miamiherald.com/news/local/environment/article246305275.html", kind="news",
      note="trap: python (Burmese pythons, and Facebook the site the hunter posted on, not labelled)"),
    R("""MIAMI (CBSMiami) – The Florida Fish and Wildlife Conservation Commission Python Action Team has broken two of its records in its hunt for invasive Burmese pythons.

The FWC PAT has now removed 900 Burmese pythons from the wild in Florida, including a large 18 foot, 4 inch long female python – the largest ever captured by the team.

FWC PAT members Cynthia Downer and Jonathan Lopez captured the large adult female python weighing 98 pounds, 10 ounces, on Sept. 22 at Big Cypress National Preserve.

In addition to being the largest snake ever captured by the PAT team, it is also the largest ever captured in Big Cypress. The snake is also the second-largest python ever caught in the wild in Florida, only 4 inches shorter than the longest wild python ever captured in the state.

Capturing large adult females is critical because it prevents them from potentially adding an average of 30 to 60 hatchlings to the population each time they breed.""",
      source="https://miami.cbslocal.com/2019/10/04/fwc-removes-900th-burmese-python/", kind="news",
      note="trap: Python (the Python Action Team), python (the rest of the report cut)"),
    R("""Hunters bag record-breaking python in Florida Everglades
Miami (AFP) – Two Florida hunters set a new record when they caught a Burmese python that measured a whopping 18 feet, 8.8 inches (5.71 meters), authorities in the southern state said Friday, as they encourage more people to eliminate the invasive species.
The Burmese python was captured 40 miles (60 kilometers) west of Miami and weighed in at 103 pounds (47 kilograms), the Florida Fish and Wildlife Conservation Commission said.
“That’s a new record!” the agency said in a statement accompanied by a picture of hunters Ryan Ausburn and Kevin Pavlidis, posing at either end of the monster serpent, stretched across a country road.
“The removal of this female snake is a triumph for our native wildlife and habitats,” the commission said.
The previous record for the invasive species was 18 feet and 7.6 inches, captured in 2013.
A native of southeast Asia, the constrictors were probably introduced to Florida as exotic pets toward the end of the last century and released into the Everglades, vast wetlands that occupy much of the southern part of the state.""",
      source="https://siliconeer.com/current/hunters-bag-record-breaking-python-in-florida-everglades", kind="news",
      note="trap: python (the same record as another text, reported by AFP in other words)"),
    R("""In a shocking incident, a 15-feet-long king cobra was rescued from a village in Andra Pradesh.

The incident occurred in Vishakhapatnam district's Tammadapalli village on Monday. The snake was rescued from the village by forest officers and then released into the Cherukupalli Reserved Forest, news agency ANI reported.

As per the Vishakhapatnam District Forest Officer C Selvam, the snake was spotted by villagers who, in a state of panic, informed the forest officials.

"We received information from the villagers. My team immediately reached the spot along with Wildlife NGO conservation. We rescued the snake and released it in the nearby forest of Cherukupalli," Selvam told ANI.

The officer also said that snakes were a common occurrence in the area. In fact, in the last 18 months, as many as 12 snakes have been found in the Vishakhapatnam region alone.""",
      source="https://www.news18.com/news/buzz/15-feet-long-king-cobra-sends-shivers-down-villagers-spines-in-andhra-pradesh-2637795.html",
      kind="news", note="trap: cobra (king cobra)"),
    R("""A King Cobra was spotted and rescued from a village in Andhra Pradesh and reportedly released later in the forest. The Kanchili area of the Telugu-speaking state, near Sompet, Srikakulam, was struck in fear after witnessing a 13-foot-long cobra in the vicinity.
The concerning issue and resultant fear were brought to control by a snake catcher named Balaraju who reached the spot at the earliest after receiving the information. According to local media reports, some labourers who were going to farm work came across the reptile and alerted Balaraju for help.
A video showing two people carefully holding the reptile on the streets of Andhra Pradesh has surfaced online. It was tweeted by a journalist named Ashish, who wrote, "The King of Eastern Ghat...Despite being the longest venomous snake in the world, the king cobra is timid by nature and prefers to escape if it encounters human beings. The reptile is placed under Schedule II of the Wildlife Protection Act.\"""",
      source="https://www.freepressjournal.in/viral/on-camera-13-ft-long-king-cobra-rescued-by-snake-catcher-in-andhra-pradeshs-srikakulam",
      kind="news", note="trap: Cobra, cobra (and 'tweeted' names the site, not labelled)"),
    R("""Deadly 12-Foot King Cobra Gets Too Close to People—So They Take Action

Authorities in India have captured a huge king cobra after it was seen in a village in the eastern state of Assam.

Forest Department authorities, in collaboration with the Wildlife Trust of India-International Fund for Animal Welfare team, were part of a rescue operation prompted by a sighting from earlier in the week. The WTI’s Mobile Veterinary Service unit in Eastern Assam reported seeing the snake, and the team swiftly mobilized.

At the location, the team’s members were greeted with a 12-foot snake, just a few feet shy of the largest king cobra ever recorded, which measured 18.8 feet and was captured in Malaysia in 1937.

Amazingly, this is the second king cobra retrieval within a week in the region. The team, which has an impressive track record, has been dealing with snake rescue operations in the country’s northeast since 2002.""",
      source="https://live2news.com/deadly-12-foot-king-cobra-gets-too-close-to-people-so-they-take-action/",
      kind="news", note="trap: Cobra, cobra, swiftly (the caption and the rest cut)"),
    R("""Wild Things columnist Eric Brown rejoices at a familiar shape re-appearing over his house and outlines what can be done to aid a bird species plummeting towards oblivion in Britain.
They are back. Those masters of the skies have re-appeared over my house to signal the genuine start of summer. Not that it seemed much like summer when I first noticed the familiar dark scimitar shape of a swift sweeping through heavy clouds from my house window on May 7.
I'd already seen swifts returning from Africa by then with three turning up during a birding trip to the Isle of Sheppey on April 24. This seemed early but I consulted my records and found it was no record-breaker. My earliest date for swift seen in Britain was April 19 over the Stodmarsh nature reserve near Canterbury. The first returners usually appear over my house around May 5, give or take a day each year. This year May 5 came and went with no sign. May 6 was as usual a rainy Bank Holiday totally unsuited to swift flight but I began to get anxious until 24 hours later when, at 4.10pm, two swifts burst through clouds.
What joy to see and welcome these flight specialists with more wing miles on the clock than a Boeing jet. How amazing they do everything on the wing including eating, drinking and mating, never stopping until they have located their previous nest sites in brickwork or beneath house eaves.""",
      source="https://newsshopper.co.uk/opinion/letters/24335214.wild-things-glad-see-return-swifts", kind="news",
      note="trap: swift, swifts (a link line to another column cut)"),
    R("""Last summer I spotted Helen, a colleague from L’Arche, standing near our gate, staring into the sky. She was watching for swifts, those well-named insect-eating migrants who scream around our homes when the weather brings the flies near enough to the ground. At other times they may be far away or high above the earth, gathering food for their nestlings, but generally in groups. I was able to tell Helen that I generally saw about eight birds flying together. Did I know where they were nesting? I had not observed this, but our neighbourhood has many late 19th Century houses with gaps under the roof sufficient for swifts to enter and breed. However it’s not easy to identify the spot where they get in, so a census is difficult to take. But there are roughly half as many swifts as there were 20 years ago.
Another time we met outside Saint Dunstan’s church, where there are swift nesting boxes on the outside wall of the church hall. In the few minutes we stood there, we observed no birds going in or out. Past experience suggests that a new-smelling box will not be used in its first year, so no need to despair there.""",
      source="https://agnellusmirror.wordpress.com/2022/02/20/2-february-over-and-gone-with-edward-thomas/", kind="blog",
      note="trap: swifts, swift (the house martins and Edward Thomas' poem after cut)"),
    R("""We are fast approaching what is, for me, one of the most poignant times of the year. It’s when I step outside my back door, look up, and fail to spot the black scimitar shape of a Swift, coursing across the sky. The departure of the Swifts marks the decline of summer just as markedly as the arrival of the first Cuckoo ushers in the spring. I usually see my first Swift of the year towards the end of April: this year it was on the 29th, while in 2023 it was two days earlier. However, it’s not until the end of the first week of May that the majority of the breeding birds return to our village. For the next 11 weeks they are present more or less constantly, and its unusual to scan the sky and not see (and hear) at least a couple of birds, and often many more.
The Common Swift, Apus apus, is the most widespread of all the world’s 114 swift species, breeding throughout much of Europe and far into Asia, and wintering in sub-Saharan Africa""",
      source="https://allcritterdeals.com/?p=99730", kind="blog",
      note="trap: Swift, Swifts, spring (capitalised as the bird's name)"),
    R("""Jaguar sighting in southern Arizona reinvigorates conservationists

A wild jaguar was spotted in southern Arizona's Huachuca Mountains in March and May of this year, and the mysterious feline was photographed by federally run trail cameras.

Photographs have yet to be released to the public but have been seen by Russ McSpadden, a southwest conservation advocate at the nonprofit Center for Biological Diversity.

"The image captures unfortunately don't allow us to determine which cat this is," he said.

McSpadden says in the last 20 years, there's been photographic evidence of seven jaguars in our region and three in southern Arizona since 2015.

El Jefe, one of the jaguars previously spotted in Arizona (file)

This mystery jaguar is now the fourth.

"They nearly disappeared from this part of the range over the last 100 years due to habitat loss," he explained.""",
      source="https://www.fox10phoenix.com/news/jaguar-sighting-in-southern-arizona-reinvigorates-conservationists.amp",
      kind="news", note="trap: Jaguar, jaguar (the video player's lines cut)"),
    R("""Arizona Wildlife Photographer Spots An Extremely Rare Jaguar On Trail Camera

Now this is something you may never see again in your life.

Back on January 3rd, wildlife photographer Jason Miller posted the incredibly rare scene of a jaguar on his trail camera in the Huachuca Mountains near Tucson, Arizona. Yes, a jaguar

He said into the camera on the YouTube video:

“Five years ago, I started running trail cameras for wildlife footage here in southern Arizona, hoping one day maybe I’d get a jaguar. I was fortunate enough to get an ocelot the last several years.

Just north of the Mexico border in a deep canyon, on December 30th, I was hiking up checking some cameras. I set up some cameras overlooking this mountain lion scrape, hoping to get a lion. Well, I got lots of wildlife, including my first jaguar.”""",
      source="https://www.whiskeyriff.com/2024/01/08/arizona-wildlife-photographer-spots-an-extremely-rare-jaguar-on-trail-camera/",
      kind="news", note="trap: Jaguar, jaguar (and YouTube the site the video is on, not labelled)"),
    R("""Under Protection: Jaguar Roaming Arizona Wilderness Is 1 of Only 3 Spotted in U.S. in Recent Years

Wildlife conservationists released new video footage on Thursday of a wild jaguar trekking through southern Arizona's Chiricahua Mountains.

The video, captured by the Center for Biological Diversity using a remote-sensor camera, offers a glimpse of the jaguar named “Sombra,” Spanish for "shadow," by students at Paulo Freire Freedom School in Tucson.

The jaguar is only the third seen in the U.S. since 2012, and the seventh in the past 20 years, the organization said. Rosette spot patterns on the cat also suggest it is the same one that was spotted seven months ago, in November, in the Dos Cabezas Mountains.

The sex of the jaguar remains unknown.""",
      source="http://www.whitewolfpack.com/2017/09/stunning-wild-jaguar-named-shadow-roams.html", kind="news",
      note="trap: Jaguar, jaguar"),
    R("""A pair of panda twins born in China last month has been named 'Ping Ping' and 'An An', meaning 'safe' and 'sound', to bring hope to a world in crisis.

A video released by state broadcaster CCTV shows the baby bears resting inside an incubator with slightly black-and-white fur.

The cubs were given birth by a 16-year-old giant panda on March 17 at a breeding centre in China. They were the world's first set of panda twins to be born in captivity this year.

The mother bear, nicknamed Fuwa or the 'lucky doll', gave birth to the panda twins at the Chengdu Research and Breeding Base of Giant Panda in south-eastern China.

Rare footage showed Fuwa holding the pink cubs and licking them affectionately after they were born.

'This is the fifth time Fuwa has become a mother,' said Wu Kongju, a researcher at the centre. 'It is very rare for pandas to give birth in spring. She is turning 17 this year and now has eight babies.'

'It is also rare for Fuwa to show this much affection towards her babies. We are very glad,' Ms Wu added.""",
      source="https://www.dailymail.co.uk/news/article-8229507/Adorable-one-month-old-panda-twins-born-coronavirus-crisis-named-safe-sound.html",
      kind="news", note="trap: pandas, spring (a duplicated caption and the rest of the report cut)"),
    R("""It’s a giant occasion for giant pandas.
Twin panda cubs were born early Wednesday morning at the Ueno Zoo in Tokyo, with their arrivals coming about an hour and a half apart, Reuters reported.
“All the staff are working together to observe and protect the giant panda mother and children,” reads a statement from the zoo.
The cubs, whose mother is 15-year-old Shin Shin, are the first pandas to be born at Ueno Zoo in four years, according to Reuters.
Shin Shin and her partner, Ri Ri, previously welcomed a female cub in 2017.
Twin pandas had never previously been born at the zoo, said the venue’s director, Yutaka Fukuda, according to the BBC.
Due to that rarity, the zoo has separated the cubs in an effort to ensure they both get the attention they need.""",
      source="https://www.nydailynews.com/news/world/ny-giant-panda-twins-tokyo-zoo-20210623-pt5p7qf76beubons2ahdfbbhx4-story.html",
      kind="news", note="trap: pandas, panda"),
    R("""Wiggling twin panda cubs are born at the Madrid Zoo

MADRID (AP) — Madrid’s panda family has grown with the birth of twin cubs. The Madrid Zoo announced the births on Monday. The twins were born to their mother, Hua Zuiba, and father, Bing Xing, a pair of giant pandas on loan from China. The births took place with a four-hour difference on Monday morning. Veterinarians were waiting to determine the pair’s sex, weight and vital signs. The statement said the births had been “calmer” due to the mother’s experience. The adult pandas in Madrid have had four other panda cubs previously, including twins in 2010. China’s Chengdu Research Base of Giant Panda Breeding sent two experts for the birth who will help with the first weeks of breastfeeding.""",
      source="https://www.wbzg.net/2021/09/10/wiggling-twin-panda-cubs-are-born-at-the-madrid-zoo/", kind="news",
      note="trap: pandas, panda"),
    R("""A couple of interesting ornithological studies:
Like elephants, could it be that crows never forget a face, and learn to recognise threatening (and, conversely, rewarding) humans from both parents and others in their flock?
Crows and their relatives — among them ravens, magpies and jays — are renowned for their intelligence and for their ability to flourish in human-dominated landscapes. That ability may have to do with cross-species social skills. In the Seattle area, where rapid suburban growth has attracted a thriving crow population, researchers have found that the birds can recognize individual human faces.
More interestingly (amazingly?) could crows be the first non-human animal to use casual reasoning to solve problems, including chimps?
For more corvid intelligence, see Joshua Klein’s TED Talk on the intelligence of crows.""",
      source="https://lettersremain.com/crow-intelligence/", kind="blog",
      note="trap: crows, ravens, jays (TED a talk series, not a technology)"),
    R("""Did you see the New York Times article about crows? Take a look and be sure to watch the video. Evidently, crows can tell us apart. John Marzluff, a researcher at the University of Washington has found that crows remember the faces of people who trap them. Not only that, over time other crows who haven’t been trapped […]""",
      source="https://conversationinfaith.com/tag/birds/", kind="blog", note="trap: crows"),
    R("""The Java Bean Catalyst: A Caffeinated Caravan Through the Coffee Farms of Indonesia

Coffee is the kickstarter for many American mornings. But as any local Starbucks will confirm, sugar, soy, and syrups too often tragically trump origin or varietal in the coffee selection routine. The sweetener is mightier than the bean. [Insert Frowny Face]. 

Time to change that mocha mindset. Coffee is far more complex, fascinating, and tasty than our local cafés serving sugary swill may let on. It is a global enterprise with regional varietals, methods, and characteristics that offer deliciously unique experiences in every cup. The bean is mightier than the sweetener! [Insert Happy Face]. I see a coup brewing to take back our beloved joe. Viva la café revolución! 

A Brewed Archipelago 

Although Indonesia may not be the first destination that comes to mind as you toss your favored beans into the French press, its coffee is undoubtedly familiar. Java, a word that has become synonymous with coffee, is Indonesia’s most populous island (with a population of nearly 145 million people!) and home to a bustling coffee industry that dates back to the late Seventeenth Century. Similarly, Sumatra, the friendly island neighbor to the west, has developed a global following for its smooth, full-bodied coffee rich in earth and chocolate flavors.""",
      source="https://www.musingsbytheglass.com/musings/indonesiacaffeinatedcaravan", kind="blog",
      note="trap: Java, Sumatra, mocha, press (Starbucks the coffee chain)"),
    R("""Coffee in Indonesia began in 1711 as an export and controlled by the Dutch East India Company. Coffee arriving in Amsterdam sold for prices so high they cost nearly 1% of the average annual income! Coffee was very profitable for a long time for the Dutch East India Company but not so much for the farmers who grew it under colonial rule. The book Max Havelaar: Or the Coffee Auction of the Dutch Trading Company widely influenced public opinion on how coffee was traded and the colonial abuses in general. Most of Arabica was wiped by coffee leaf rust in 1876 and there was a major switch to Robusta which is widely seen today in Indonesia.

Indonesia has a unique harvesting process called giling basah which is a hybrid of washed and natural processes. It significantly reduces the acidity and increases the body for a softer and rounder cup. It also brings in earthy, vegetal or even musty flavors at times which is a desirable quality some people wish for in coffee.""",
      source="https://www.perituscoffee.com/meet-the-bean-sumatra-mandheling-dp/", kind="blog",
      note="trap: rust (coffee leaf rust), Robusta (the giling basah steps after cut)"),
    R("""Indonesian Java Arabica coffee is a wet-processed (washed) Arabica coffee that comes from the island of Java. Most of it is grown on the east side in the “Ijen” volcano cluster on the Ijen Plateau at elevations around 1,400 meters.
A good Java coffee exhibits a relatively heavy body compared to the rest of the world, though lighter than some other Indonesian coffees from the surrounding regions. Java coffee has a fairly rustic flavor profile with a lingering finish, herbaceous nuances in the aftertaste, and less acidity. Java Blue is sometimes available but can be spotty in terms of availability.
While the aftertaste of Java may be a bit more pronounced than other Indonesian offerings, it may contain slightly spicy or smoky twists that make it distinctive. Overall it has a sweet impression, with a very smooth and supple flavor.""",
      source="https://telemart.id/?p=9745", kind="blog", note="trap: Java (the island and its coffee)"),
    R("""Mar '06

The Coffee of Sumatra

Coffee production in Sumatra began in the 18th century under colonial domination, introduced first to the northern region of Aceh around Lake Tawar Lake.

Most coffee is produced around the Lake Toba region, in the subregions of Lintong Nihuta, Sumbul, and the aforementioned Takengon. But Sumatrans are not often sold by region, because presumably the regional differences are not that distinct. Rather, the quality of the picking, preparation and processing of the coffee determines much of the cup character in this coffee. In fact, Sumtrans are sold as Mandheling, which is simply the

Indonesian ethnic group that is most involved in coffee production!.
Indonesians are available as dry, semi-washed and (sometimes) fully-washed coffees. While a fully washed coffee may appear to have less defects, it may be inferior in the cup to a ugly, dry-processed coffee. (A recent Sumatra sample I cupped that was perfect & polished was probably the most flavorless, dull Mandheling I have ever had!)""",
      source="http://www.silaban.net/2006/03/25/the-coffee-of-sumatra/", kind="blog",
      note="trap: Sumatra, Mandheling (the roasting advice after cut)"),
    R("""Double the fun: a cave and a waterfall

Just on the outskirts of Chattanooga, Tennessee is Lookout Mountain. Due to a driving rainstorm, we opted to visit Ruby Falls and skip the big city. Leo Lambert and a team of cave enthusiasts found a waterfall over 1,100 feet below the surface of Lookout Mountain in 1928. Lambert bought the land on the Tennessee side of the mountain and named the falls for his wife, Ruby. He opened the area as an attraction in 1930. The attraction is America’s deepest commercial cave and largest underground waterfall. The 145-foot waterfall is lit with many colors and set to a soundtrack, and draws an amazing amount of tourists. There are lots of sights to visit in the area when it is not raining…we will be back.""",
      source="https://whereiswendy.com/2018/07/17/double-the-fun-a-cave-and-a-waterfall/", kind="blog",
      note="trap: Ruby (Ruby Falls, Ruby Lambert), rainstorm (the blog's comment form, naming Twitter and Facebook "
           "log-ins, cut)"),
    R("""Does a cave count as "outdoor"? What if the cave was a commercial venture from day one? I mean, it is the natural world, but there's a gift shop, so...
For now, we'll assume that a cave with a waterfall counts as "outdoor". I may change my mind later, but by then it will be too late.
I was in Chattanooga this past weekend, buying old computers from a guy up there. When in Chattanooga, one must "See Ruby Falls". Or, so said every roof and barn within a 100 mile radius of it since the 1930's. Actually, I remember seeing a million of these in the late '90s, but I really haven't seen many since moving to Atlanta in 2000. At any rate though, I saw Ruby Falls and it was pretty darn awesome.
Ruby Falls is inside of a cave on Lookout Mountain.
The guy that discovered the cave had a girlfriend (fiance? wife?) named Ruby and he named it after her. He originally wanted to explore (and exploit commercially) the Lookout Mountain Cave, but it had been sealed up by the railroad. So, he (somehow!) convinced a bunch of investors to back him, bought the land above the cave and bored an elevator shaft straight down through the mountain. He pulled out enough rock to build a tower and a gift shop.""",
      source="http://davidleemuse.blogspot.com/2022/02/ruby-falls.html", kind="blog",
      note="trap: Ruby (Ruby Falls, and the 'old computers' bought name no product)"),
    R("""RUBY FALLS
Tennesse has its Grand Old Opry, its Elvis and the Smoky Mountains, but sometimes it’s the unexpected find that puts the stars in a traveler’s eyes. A bit claustrophobic, I’m not a cave person, never been much for visiting subterranean mines, but as part of a trip to Chattanooga, I checked out what I consider the jewel in the crown of that city.
Recently Chattanooga has reinvented itself. There’s been a great deal of hoopla over the new waterfront, with its superduper aquarium and its world-class art museum. The city’s palmy now, with a glamorous park and snazzy carousel, a top new hotel, a funky shopping street. There are water views, blue-painted bridges, riverboat rides.
Then, there’s Ruby Falls. About a three mile drive from the Tennessee River waterfront, (take Broad Street to Lookout Mountain) is a spectacular waterfall. It is so Niagara-like, that it’s hard to believe that it crashes not from a white-capped mountain, but from goodness-knows-where inside a dark and meandering–and slightly menacing–cave.""",
      source="https://marleneshyer.com/chatanooga", kind="blog", note="trap: Ruby (Ruby Falls), Opry, Elvis"),
    # ================================================================ gemstones and minerals
    R("""Sunrise Ruby Sold for a World Record Record of $30.3 Million & It Has Pigeon's Blood?

They say diamonds are forever, but you can't deny the seductive nature of a Rubie.

The Sunrise Ruby sold for a world auction record of $30.3 million last week. Set with diamonds, the extremely rare 25.59 carats piece has a “pigeon’s blood” hue with the Swiss Gemological Institute describing it as a “unique treasure of nature”, according to Sotheby’s. No, not real pigeon's blood, pigeon's blood is the trade term for a ruby with what the industry considers the deepest red with the most saturation

“In over 40 years, I cannot recall ever having seen another Burmese ruby of this exceptional size possessing such outstanding colour,” said David Bennett, the worldwide chairman of Sotheby’s international jewellery division.""",
      source="http://www.genevaseal.com/journal/tag/World+Record", kind="blog", note="trap: Ruby, ruby (the Sunrise Ruby)"),
    R("""King of the Rings: ‘Pigeon blood’ rubies rule the roost

From a ‘pigeon blood’ ruby to an incandescent blue paraiba tourmaline, Sotheby’s recent auction items were quite the royal affair. Among the lots sold at the recent Magnificent Jewels and Jadeite Autumn Sale in Hong Kong, two opulent rings stood out.

The first is the Maniraja (“King of Jewels”) ruby – mounted and designed by acclaimed jeweller Bhagat. Unearthed from the legendary mines of Burma, the Maniraja weighs 13.26 carats and went for HK$81.7 million. Size aside, its most breathtaking feature is its vivid colour – the main factor that connoisseurs consider when assessing value. The deeper the hue, the more coveted the ruby. The Maniraja’s flawless cut intensifies its deep crimson, earning it the prestigious tag of ‘pigeon’s blood’. According to Burmese tradition, the finest rubies are the colour of a freshly killed pigeon’s first drops of blood. This rather ghastly metaphor has since been standardised by Swiss gemstone-certifying agencies.""",
      source="https://gafencushop.com/king-of-rings", kind="blog", note="trap: ruby, rubies (the paraiba ring's paragraph cut)"),
    R("""“Fine, but I’m not getting any more rocks.”

I knew it was probably a lie the moment the words left his lips.
Still, I didn’t really intend to buy anything, I just wanted to go to the local mineralogical society’s mineral and gem show for kicks. We didn’t have any other plans, it was close by, and tickets were like six bucks. Why not?

I’ve also wanted to learn more about our local geology. Maryland has an interesting state mineral called Patuxent River stone, which is a form of agate that I think is a lovely, almost luminous color. I really want to find some in the wild, but the minerals I’m most likely to encounter where I am are white quartz, mica, beryl, and serpentine.

With all of this in mind, spending an hour or so at a local rock show seemed like a nice way to pass some of the afternoon. Also, sometimes there are interesting bony boys to look at.

This was before my partner saw the big geode cracking machine. I also think they’re very cool — I was used to getting tiny geodes as a kid and cracking them open with hammers like a tiny caveman, but all I’d get from that is a lot of small, shattered pieces. These machines use a large metal chain, shaped like a bike chain, that applies even pressure to a small area around the geode.""",
      source="https://marblecrowblog.com/2023/03/23/fine-but-im-not-getting-any-more-rocks/", kind="blog",
      note="trap: quartz, beryl, serpentine, chain (the rest of the visit cut)"),
    R("""Rock and MIneral Shows in Colorado #amethyst

Seems more and more rock and mineral shows are being run with minimal Club oversight.  Last weekend there were 3 shows all within about 15 miles of each other.  How does that work?  Who does the advertising or is it all social media now?  The weekend before I went to the Buena Vista show, which appears to be slowly turning into a large flea market. No information booth, little for kids and more non rock/mineral material for sale than I can recall.  
Looks like a flea market to me... even got a canon
I went to both the Buena Vista show and Woodland Park show this past month and found attendance down at the Buena Vista show from prior visits and the Woodland Park show seemed somewhat quiet as well.  I’ve noticed internet sale sites seem to be flourishing so perhaps the hobby is going through some changes as younger folk get more involved in the hobby/business.  Personally I like to take a real good look at anything I purchase unless I know the dealer.  I’ve seen too many fakes, to include oiling and waxing minerals as well as trimming and reshaping crystal terminations.""",
      source="http://rockhoundingkw.blogspot.com/2018/08/?m=1", kind="blog",
      note="trap: crystal, canon (a cannon at a flea market), amethyst (and 'social media' and 'internet sale sites' "
           "name no product)"),
    # ================================================================ music and theatres
    R("""The second concert that I went to with the NYU music business students was "Amateur Night" which was hosted by the Apollo Theatre in Harlem. I honestly had pretty low expectations, knowing nothing about the event, and was blown away by the experience. Then, I learned about the history of the theater. Wow. The Apollo started amateur nights in 1934 and hosted iconic musicians such as Ella Fitzgerald, Sarah Vaughan, Billie Holiday, Sammy Davis Jr., James Brown, Gladys Knight, Luther Vandross, D’Angelo, Lauryn Hill, and so many others. It was humbling to be at a show at this venue.
Walking in, we were handed signs that said "SLAAYYY" and "BOOO" which was a fun surprise, as I love judging people (just kidding!) When we discovered that by posting on a social media account with a specific hashtag, you could be featured on the big screen, I made sure to participate. I took a picture with my friend and posted it to my instagram, and low and behold, 10 minutes later we popped up!""",
      source="https://www.emmapasternak.com/post/amateur-night-at-the-apollo-theater", kind="blog",
      note="trap: Apollo (the Apollo Theatre, and instagram the social site a photo was posted on, not labelled)"),
    R("""The Apollo Theater has seen more great acts than nearly any other venue. It’s one of the oldest theaters in the United States, and certainly one of the most instantly recognizable. Since its opening in 1934, it has served as a landmark at 125th Street in the Harlem neighborhood of New York. Students in this fall’s New York Program trekked uptown on Oct. 17 to attend a show at The Apollo.

By the time we walked in, the show’s host had taken four members of the audience onstage to introduce themselves in song and perform a short dance solo in front of the crowd that was still trickling in. He welcomed us to Amateur Night and introduced the Apollo Amateur Night Band with an enthusiastic bassist, drummer, keyboardist and guitarist—and finally our emcee: Comedian Capone.

The one odd juxtaposition (besides, perhaps, us) in the entire theater was a new smartphone-based initiative to make boo’s and insults digital rather than vocal. The transition was the only evidence of Apollo’s Talent Night withdrawing from its historic roots of shouting and jeers.""",
      source="https://www.hamilton.edu/news/story/ny-program-students-attend-amateur-night-at-the-apollo-theater",
      kind="news", note="trap: Apollo, fall (the 'smartphone-based initiative' names no app; two paragraphs between cut)"),
    R("""Heat and Light Uptown

By BRUCE WEBER

Onstage at the Apollo Theater on Sunday night, the octogenarian actor and activist Ossie Davis was talking about music and civil rights. When Sam Cooke, an Apollo legend, first heard the Bob Dylan song "Blowin' in the Wind," Mr. Davis recalled, with its signature line, "How many years can some people exist before they're allowed to be free?," Cooke was moved to write a rallying anthem of his own, "A Change Is Gonna Come."

Mr. Davis said he had met Mr. Dylan once, on the steps of the Lincoln Memorial, when he introduced him to the crowd on the day in 1963 that the Rev. Dr. Martin Luther King Jr. delivered the "I Have a Dream" speech. And now, he said, he had the opportunity to do it again. At which point the lights came up on Mr. Dylan, fronting a band at an electric piano. Completing a circular vignette, singing in his unmistakable gravelly growl, he saluted Sam Cooke in a rendition of "A Change Is Gonna Come."

Perfectly choreographed, it was a goose-bump moment. It was also part of a starry celebration of the Apollo Theater, the musical mecca of Harlem whose famous Amateur Night is 70 years old this year.""",
      source="http://www.downintheflood.com/BobDylan/NYT/NYT040330b.html", kind="news",
      note="trap: Apollo (a New York Times review copied on a fan site; the broadcast's paragraphs after cut)"),
    R("""It's (Almost) Showtime...At The Apollo

Of all of the vaunted music halls in Manhattan I've crossed off of my list after visiting, I have not yet attended a concert at Harlem's famed Apollo Theater. But tonight, a change is gonna come. Unfortunately, I'm not checking out Steve Harvey hosting Amateur Night, or witnessing James Brown or BB King making history at the venue. Instead, I will be trekking up to 125th Street to see Jenny Lewis, of Rilo Kiley fame, working through her solo catalogue and perhaps some choice covers and Rilo hits.

To give you some perspective on why I'm thrilled to head uptown tonight, The Apollo, and Harlem for that matter, were part of so many of my Saturday nights as a kid. I would watch in amusement and awe as some very (and some not so very) talented singers, rappers, dancers, comedians, beatboxers, and "special talents" took to the stage for a taste of fame on Amateur Night.""",
      source="http://theweightonline.blogspot.com/2008/10/its-almost-showtimeat-apollo.html", kind="blog",
      note="trap: Apollo (the memories of the televised show and the Wikipedia aside cut)"),
    # ================================================================ classic cars and motorbikes
    R("""Famed Jaguars displayed at birthday party

More than 100 vintage vehicles and 2,000 people, including famed Jaguar test driver Norman Dewis, turned out for the 25th anniversary party for Classic Motor Cars, a restoration specialist in Bridgnorth Shropshire, England.

“We expected a few hundred to turn up, but members of the public and cars just kept on coming throughout the day,” said Nigel Woodward, the company’s managing director. “We were totally blown away by the support.”

Classic Motor Cars has restored some of the most significant Jaguar vehicles, many of which were featured in a circular display of 25 cars at the birthday celebration. Among them were the oldest E-type in existence, a prototype used to launch the car at the Geneva Motor Show.

Others included the D-type that finished second at Le Mans in 1954 and the Pininfarina XK 120, a roadster bodied by Pininfarina.""",
      source="https://journal.classiccars.com/2018/08/21/famed-jaguars-displayed-at-birthday-party/", kind="news",
      note="trap: Jaguar, Jaguars (photo captions and the author's box cut)"),
    R("""Everyone knows the E-type Jaguar is a classic - it always was the car to own with its high performance engine and sexy curves. This is a very clean example in black and chrome with a soft top. The Lancia Fulvia originally built in 1972 was rebuilt 4 years ago also has its own distinctive style though not quite the performance of the Jag. |
What is more interesting is how cars that were originally very common and looked dated within ten years of being built have now become classics. It helps if they have been restored and kept in pristine condition like this Austin A40 Somerset whose sparkling chrome and sweeping curves, to the modern eye, make it almost look like a small Rolls-Royce. This was restored 8 years ago but was originally built in 1954. The two- tone Riley 1500 was built in 1965, 11 years later, but still has many of the same styling features. |
Not all cars on show were old as demonstrated by these two cars from opposite ends of the spectrum in the Mercedes club enclosure. A modern two seater sports that could obviously kill the Lea Francis for performance and the bubble-car-like Smart car. |
The Mercedes club was only one of several including the Triumph Sporting 6 club, Border City Mini club and the Morgan Sports Car Club. |""",
      source="http://whitehavenandwesternlakeland.co.uk/vintage2003/modern.htm", kind="news",
      note="trap: Jaguar, chrome, Mini, Smart, Triumph (the Hillman Minx paragraph cut)"),
    R("""This year really started for me with the London Classic Car Show at the ExCeL in London. The show is a celebration of classic motoring and features many machines from the top marques of the 20th Century along with stands from restorers and classic car dealerships.
This week I shall be taking a look at the cars of the show. I will be doing a post about each of my favourite manufacturers to make covering this huge event easier. Today we will be looking at the cars present from Jaguar.
As one would expect at a show like this there were plenty of E-Types. There were a couple that really stood out from the crowd though. Firstly was this lightweight E-Type. Although they don’t look vastly different the lightweight massively differs from a regular E-Type in a number of ways. Firstly, as the name would suggest, the traditional body has been replaced with a lightweight and more aerodynamic aluminium body and aluminium block version of the 3.8 engine in the normal E-Type which was uprated to 300hp. Only 12 were made so it was an honour to see one in person.""",
      source="https://motorsportformentalhealth.com/2017/02/26/london-classic-car-show-2017-jaguar/", kind="blog",
      note="trap: Jaguar, ExCeL (the exhibition centre)"),
    R("""Motor Cycling Club – The Vincent MPH & Modded MX-5
They might be best known for their long-distance classic trials, but this year, the MCC is bringing two fascinating machines to the NEC.
The Vincent MPH
A hand-built replica of the 1930s Riley MPH, this aubergine and ivy stunner is unlike anything else at the show.
Originally custom-built for a private buyer who sadly passed away soon after delivery, the car sat untouched, just 67 miles on the clock, before being acquired by the MCC.
Key details:
- Tuned 1600 Kent X-Flow (Osselli-prepped)
- SU carbs and FX271 camshaft
- Chrome-on-aluminium radiator casting (the only one made)
- Ivy green leather trim and carpet
- Mota-Lita wheel, Lumenition ignition, modified OX19-spec head
Now restored and ready for Class R events, the club plans to honour the car’s legacy with the mileage (and revs) it deserves.
The MX-5 That Eats Hills for Breakfast
Alongside the Vincent sits the club’s trial-prepped Mazda MX-5 - a far cry from showroom stock.""",
      source="https://www.necclassicmotorshow.com/news/club-edit-volume-1", kind="news",
      note="trap: Chrome, Ivy, Kent, Flow (Vincent a motorcycle maker's name; the other clubs after cut)"),
    # ================================================================ weather and seasons
    R("""Spring officially begins Thursday evening, and just in time, Thursday will feature our first chance for a few severe thunderstorms. As of now, the greatest chance for severe storms will be for areas near and south of Interstate 90, where a few storms could produce large hail or damaging winds. We should note that widespread severe storms are not expected, but if you plan to be outdoors Thursday afternoon or early evening, be prepared to take action should storms approach your area. Colder air punches in behind the system which will mean a batch of snow on Friday morning. Be aware of chainging weather conditions with a few inches possible.""",
      source="https://www.kimt.com/content/news/StormTeam-3--568901771.html?ref=771", kind="news",
      note="trap: Spring, storms"),
    R("""Forecasters warn of severe weekend weather in Midwest

CHICAGO (Reuters) – Forecasters put much of the nation’s midsection on alert for rough weekend weather on Saturday as the first front of spring warmth was set to bring strong, volatile storms, including tornadoes, to the region.

Severe thunderstorms, large hail and damaging winds were likely over the next two days from Iowa in the west to the Carolinas in the east, said Jack Hales, lead forecaster at the National Storm Prediction Center in Norman, Oklahoma.

“These storms are not going to be messing around,” Hales said.

“There already have been some very strong storms, producing damaging winds and large hail, in the lower Ohio Valley,” he said. “And those are just going to continue and intensify, and spread down into Kentucky and eastern Tennessee, as the day goes on.”

In Chicago, where the high temperature on Friday only reached 45 degrees, forecasters were predicting a high on Sunday of 88 degrees, the biggest 48-hour jump in April temperatures in more than three decades, according to Tom Skilling, WGN-TV’s chief meteorologist.

“It’s a typical springtime situation,” Hales said. “We have a lot of heat and we have a have a lot of instability, so it results in some pretty organized severe thunderstorms.\"""",
      source="https://www.bestgrowthstock.com/forecasters-warn-of-severe-weekend-weather-in-midwest/", kind="news",
      note="trap: spring, storms, tornadoes (a Reuters report; two paragraphs cut)"),
    R("""A week full of sunshine and summer-like temperatures might end in severe storms with a chance of hail and tornadoes.

“We are expecting strong to severe thunderstorms,” said Monique Sellers, meteorologist for the National Weather Service in Dallas/Fort Worth.

The storms were expected to start tonight between 10 p.m. and midnight and to last until the afternoon or evening hours of Saturday.

“Along with those storms there is the threat for severe weather,” Sellers said. “There is a chance for hail, strong drifty winds and there is a slight tornado warning for this area as well, that we are keeping an eye on.”

For people that need to go outside, she suggested to monitor weather updates and be prepared to find shelter quickly.

“Just keep an eye on the weather,” Sellers said. “Have a couple of different ways to get your weather information … to get an idea to see what is going on.”

The National Weather Service provides updates on their website as well as via their social media channels.

According to Sellers, severe weather with thunderstorms, strong winds and a mix of sunshine and clouds is exactly what meteorologists expect for springtime in Central Texas.""",
      source="http://kdhnews.com/news/local/severe-storms-expected-for-the-beginning-of-the-weekend/article_2d268e2c-5d72-11e9-baee-abf9322f4652.html",
      kind="news",
      note="trap: storms, tornado, springtime ('their website' and 'social media channels' name no product; the "
           "comment rules cut)"),
    # ================================================================ knitting and crafts
    R("""Who doesn’t love a good scarf?! Nobody, that’s who.
I taught myself to knit last year via YouTube videos (like this one) and am hooked on it. I’ve made a handful of projects but so far, I’ve made more scarves than anything for one main reason – they’re so easy! Once you learn the basics of knitting, you can whip one of these puppies out over one or two good Netflix binges. PS – They make great gifts!
This pattern is a great one to get you started because you don’t have to worry too much about needle size, yarn weight, gauge, etc… You just knit until it’s as long as you want. If it’s not working, pull it apart and start over. If this is your first knit project, I recommend doing some practice runs to get used to the feel of the needles and yarn in your hands. Don’t get discouraged if your stitches look terrible at first. Just keep going and you’ll get the hang of it! :)
Beginner’s Cowl Scarf
1 skein (ball) medium weight yarn (I used “Charisma” yarn by Loops & Threads)
1 set large knitting needles (I used a huge pair – size US 17)
1 yarn needle""",
      source="https://paintedfork.com/2014/02/24/beginners-cowl-scarf/", kind="blog",
      note="trap: yarn, gauge, Threads (YouTube the site of the videos and Netflix the streaming service watched while "
           "knitting, not labelled; the instructions after the materials and the comments cut)"),
    R("""Sunday, November 3, 2013

Warm, Cozy Scarf

This scarf is real easy for any beginner to knit. However, you need to learn how to purl.

Tools you will need:

1) US 10.5 straight needles 
2) Yarn needle (to weave in the ends)
3) crochet hook (to pick up dropped stitches)
4) One skein of Lion Brand "Homespun"  185 yds.

Cast on (CO) 27 stitches. I usually knit a row after I cast on. Then knit 3 (k3) purl 3 (p3) until end of row. Always ending with knit 3 (k3). That is all you do until you use up the yarn Then you bind off (BO).

To bind off, knit 2 and then pull the first stitch over the second stitch. Then knit one and pull first stitch over the second stitch. Do this until you have one loop on the needle, cut yarn and pull through that loop and weave in the ends.""",
      source="http://talesofaknitwit.blogspot.com/2013/11/", kind="blog", note="trap: Yarn, yarn, hook"),
    R("""Chunky Winter Scarf

Whenever winter hits, I feel a compulsive urge to knit.  I don’t know why.  Maybe it’s the roaring fire and lack of enthusiasm for moving off the couch in the evenings.  Whatever it is, my scarf collection is growing larger by the year!

Isn’t the blue colour just divine?!  And I’m loving the texture of the chunky knit too.  It’s made all the more luxurious by being 100% merino, so it’s super snuggly to wear.

Any beginning knitter could tackle this gem.  If you can cast on and off and do knit and purl stitches, you’re all set.  I used the method found here, but skipped the buttonhole and made it a lot longer (although the version found there is gorgeous too).  So essentially, it’s just this:

Cast on 18 stitches.  Both sides: Sl, K1, P1, *K2, P1, repeat from * to end of row.  

For those still learning to understand all that gobbledy gook, here’s a breakdown of what it all means:

Sl = slip stitch.  Just move the stitch from one needle to the other without doing anything to it.  It’ll stop the scarf from curling.""",
      source="https://offsquare.wordpress.com/2011/07/11/chunky-winter-scarf/", kind="blog",
      note="trap: gem, curling (the stitch glossary's last lines cut)"),
    # ================================================================ local news: people called Jenkins
    R("""Sonia Jenkins, RIP

A Kind and Caring Local Councillor

Sonia Jenkins, RIP, was a remarkable local woman. Sonia is undoubtedly a person I shall always remember with great pleasure, lots of genuine admiration and much respect.

Sonia, a Foxborough ward councillor for 6 years, lived amongst the local people in the community she served. Sonia never had any illusions about the magnitude of the many problems facing her community many of which were caused by council failures and council neglect. Whatever the problem Sonia worked tirelessly to help local people. It will be very difficult to find a replacement with so much detailed local knowledge, so much determination, and so much personal commitment to supporting local residents.

Councillors, past and present, say Sonia was a very down-to-earth person passionate about improving the lives of her community.""",
      source="http://sloughtimes.com/nb/nb11/nb030.php", kind="news", note="trap: Jenkins (a councillor)"),
    R("""South Cerney Parish Council decries CDC approach re Cllr Jenkins

At its meeting on 8th February, South Cerney Parish Council passed a resolution stating that it felt the action taken by Cotswold District Council against Cllr Jenkins had been disproportionate and excessive. It had given the appearance of arrogant complacency over the real issues that concerned local residents.  The Parish Council had complete faith in Cllr Jenkins, and it was agreed that the Standards Board episode had been a disproportionate over-reaction, the outcome having brought the District Council into disrepute and ridicule.  There had been an absence of proper leadership by senior CDC officers, with no apparent attempt having been made at mediation. The Parish Council wished to ask the District Council how much the Jenkins hearing had cost the taxpayer, and felt that it had wasted money on “shooting the messenger” instead of addressing the underlying issues.""",
      source="http://www.cotswoldlakes.org.uk/blog/southcerneyparishcouncildecriescdcapproachrecllrjenkins", kind="news",
      note="trap: Jenkins (a councillor)"),
    R("""EDITORIAL: Kathleen Jenkins for City Council

Kathleen Jenkins is an excellent candidate for the Orinda City Council.  She has the background and experience to be a diligent and caring city-council member.

Ms. Jenkins, a resident of Orinda for over 20 years, strongly supports Orinda’s excellent schools.  She knows very well that the quality and safety of Orinda’s schools are the main reasons families move to Orinda.  Ms. Jenkins pledges to do everything possible to protect Orinda’s pupils’ high-ranking achievements.  The city’s schools, she insists, must be safe and not become overcrowded.

Ms. Jenkins knows the Orinda area well.  Before locating in Orinda, she lived in Lafayette for 10 years.

Ms. Jenkins is for preserving Orinda’s quality of life.  Local control of Orinda’s land, she says, is imperative.""",
      source="http://www.iconnews.org/editorial/editorial-kathleen-jenkins-for-city-council/", kind="news",
      note="trap: Jenkins (a candidate)"),
    R("""Councillor Marie Jenkins' Personal Blog

My name is Marie Jenkins, Liberal Democrat Member and Teignbridge District Councillor for Newton Abbot (College) Ward, in South Devon.

Thursday, August 27, 2009

Voter Registration 2009/10 - Don't lose your right to vote!

On 25th August Teignbridge Council will be posting voter registration forms to all 57,000 households within the district, marking the start of this year's annual canvass of electors. Households will be required to submit details of all eligible persons who will be resident at a property on the qualifying date of 15th October 2009.

Wednesday, January 14, 2009

Making the Pennies Go Round 2009

As part of the budget process, Teignbridge District Council are going out to residents to consult on proposals.

Teignbridge District Council's Lib Dem/Independent administration are proposing a freeze for car park and leisure charges, and the proposed Council Tax rises have been kept to 3.9% (or £5 a year for a Band D property)""",
      source="http://cllr-marie-jenkins.blogspot.com/2009/", kind="blog",
      note="trap: Jenkins (a councillor's blog; its welcome lines and the rest of the budget post cut)"),
    # ================================================================ recipes
    R("""Adri Likes… Sage Brown Butter Sauce

I participate in the tradition of eating gnocchi every 29th of the month.  It’s a South American tradition that was influenced by Italian immigrants.  If you search the Internet for the origin of this tradition, you will find various versions.  Here’s a brief explanation I found in an article from The Washington Post:

The custom of eating gnocchi on the 29th is said to spring from a celebration of simple food and meager means: It’s the end of the month, the money has run out, and all that is left in the pantry is some potatoes, some flour and, if you’re lucky, an egg or two. What else to make but gnocchi?

Last Friday was Gnocchi Day and I wanted a quick and delicious sauce to go with the fresh gnocchi I would be buying at Whole Foods after work.  I would love to make gnocchi from scratch someday, but this time I would have to settle for store-bought.

SAUCE INGREDIENTS (I made half the recipe, my version below)

  • 12 fresh sage leaves
  • 3 tbsp of unsalted butter
  • kosher salt (to taste)

  1. Pick the sage leaves from their stems.
  2. Set a large skillet on the stove and turn the heat on to medium.
  3. Add the butter.""",
      source="https://adrilikes.com/2016/02/02/adri-likes-sage-brown-butter-sauce/", kind="recipe",
      note="trap: Sage, sage, spring (the Post's second paragraph and the Seinfeld book's mention cut)"),
    R("""Gnocchi in Browned Butter Sage Sauce

I have a sage plant that just won't quit. I bought it looking like nothing more than a sprig stuck in some dirt at least 5 years ago. I've transplanted it and mostly ignored it except to chop it down to the ground once a year, but it still comes back. It begs me to make this dish all summer as it's looking lush and full, but this is a comfort food that has to wait for fall. I've tried drying the leaves for use all year-round, but they're too tender (or I'm doing it wrong).

Gnocchi in Browned Butter Sage Sauce
Serves 2

4 T butter
4 cloves garlic, sliced
pinch of red pepper flakes
3 to 6 fresh sage leaves (depending on how sage-y you like it)
1 cup white wine
16 ounce package of gnocchi
  • Put your pot of water on to boil. This comes together quickly.
  • Have your garlic sliced and ready. In a frying pan big enough to hold the gnocchi and sauce at the end, melt the butter over medium low heat. Let it foam and bubble away until it is light brown - usually about 5 minutes. If you're worried it's gotten too dark (and might burn in the next step), dash in a little olive oil. This will stop the butter from browning further.""",
      source="http://www.obsessedwithdinner.com/2010_10_04_archive.html", kind="recipe",
      note="trap: Sage, sage, fall, Serves (the Still Life restaurant's lines and the last steps cut)"),
]
