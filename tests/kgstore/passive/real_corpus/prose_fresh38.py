"""Prose of the thirty-eighth fresh held-out set ("fresh-38"): English news, recipes, prose and non-technical blogs
-- astronomy and space (two transits of Mercury, the Phoenix lander's ice on Mars, Jupiter and Saturn drawing together,
Mercury, Venus, Jupiter and Saturn at dawn, Apollo astronauts before the fiftieth anniversary, Venus, Saturn and a comet,
a guide to stacking a video of Jupiter), textiles and fashion (Dutch wax and "Veritable Java Print", Vlisco's wax
prints, super wax, java and Ankara, the Express stores closing, pleated dresses, pleated silk), beekeeping and honey (a
swarm caught in a pine tree, keeping hive records twice, a beekeeper's records in 2024, HoneyBeeNet's Excel log sheets),
opera and theatre (three reviews of Elektra, The Elixir of Love twice, Aida at Richmond, an opera chorus rehearsing on
Zoom), mountaineering (Toubkal and the High Atlas three times, Everest on Instagram), architecture and building (bamboo
pavilions and Kengo Kuma's bamboo wall house, barrel vault ceilings three times) and recipes (brown butter and sage
twice, Julia Child's boeuf bourguignon three times, rust on cast iron, Java and Mocha Java coffee) -- full of words that
are also tool names: Mercury, Phoenix, Jupiter, Saturn, Apollo, Venus, Java, Express, Target, Record, Queen, swarm,
hive, Elektra, Elixir, Hugo, Aida, Atlas, Bamboo, Kuma, Vault, router, Julia, sage, Rust, rust, Mocha and more.
Four texts name software as software and label it (Photoshop for a photograph of the Sun, AutoStakkert! and RegiStax
for stacking a video of Jupiter, Excel for HoneyBeeNet's log sheets, Zoom for a chorus's rehearsals); social sites in
passing (Instagram, Snapchat) are not labelled, as in the earlier sets; the rest label nothing.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a paragraph or a few)
and labelled by hand, blind, without running the extractor, by the earlier sets' conventions (``--split fresh-38``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ---------------------------------------------------------------- astronomy and space
    R(r"""Mercury Transiting the Sun

For the past week, the mornings had been foggy and overcast. If the weather pattern did not change, I would have to wait until 2049 because the 2032 and 2039 transits of Mercury will not be visible from North America.

When I saw blue skies this morning, I hurried outside to set-up my observation station. First, I used an Orion StarSeeker III 127mm Maksutov-Cassegrain telescope with an AstroSolar filter. Believe it or not, it is difficult to locate the sun because the sight is not usable. You cannot safely look at the sun through the sight. And, if I wore solar safety glasses, then the sight itself is not visible.

For the image below, I used a 300mm lens and a 2x teleconverter. With a wider field of view, it was easier to find the sun. The camera, lens and tripod were also a lot more stable so I had an easier time focusing on Planet Mercury. With the telescope, focusing was more challenging because of the vibration.""",
      source="http://awesomesasquatch.com/2019/11/11/mercury-transiting-the-sun/", kind="blog",
      note="trap: Mercury, Orion, StarSeeker, AstroSolar (a telescope and a solar filter, not software)"),
    R(r"""Transit of Mercury

I set up the telescope in the last patch of afternoon sunlight on our back lawn and catch an image of Mercury mid-way through its transit across the Sun. This is the first time that I’ve seen Mercury: as we’re in a valley, we’re never well placed to see its brief appearances at dawn and dusk.

I don’t have a solar filter for the telescope so I project an image onto a sketchbook page, then photographed the image. I feel that it’s safer to project anyway: a friend accidentally burnt out the lens of his smart phone when he moved his telescope into position, having briefly removed his solar filter to make it easier to level up the shadow. That’s £70 for a replacement lens but you can’t replace an eye as easily.

Squeezing my camera in between telescope and sketchbook to take the photograph resulted in an oblique view of the solar disc so I skewed and stretched the image in Photoshop to fit into a yellow circle (top image).

If we could see the Earth’s silhouette alongside that of Mercury, it wouldn’t be much bigger than the larger sunspot (left).""",
      T("Photoshop"),
      source="http://wildyorkshire.blog/2016/05/transit-of-mercury/", kind="blog",
      note="mixed: the photograph skewed and stretched in Photoshop is labelled; Mercury the planet is not; "
           "image captions glued to the text in the stored copy were left out when trimming"),
    R(r"""Mars Scientists: It Must Be Ice

Despite recent glitches with NASA's Phoenix Mars Lander on the arctic plains of the red planet, the mission became a resounding success when it found signs of water ice on Thursday.

Four days ago Phoenix photographed dice-sized crumbs of bright material in a trench informally called "Dodo-Goldilocks." When the probe recently went back to look at the trench, they had vanished. The disappearing act convinced scientists the material was frozen water that vaporized after digging exposed it.

"It must be ice," said Phoenix principal investigator Peter Smith of the University of Arizona, Tucson. "These little clumps completely disappearing over the course of a few days, that is perfect evidence that it's ice. There had been some question whether the bright material was salt. Salt can't do that."

Snow White

On Thursday the probe made another potentially exciting discovery: While digging in a different trench, called "Snow White 2," Phoenix's Robotic Arm connected with a hard surface that also may turn out to be an icy layer.""",
      source="https://www.space.com/5543-mars-scientists-ice.html", kind="news",
      note="trap: Phoenix, Snow White, Robotic Arm (the Mars lander; the photo caption was left out when trimming)"),
    R(r"""June 1, 2008

New Images From Phoenix Lander May Show Martian Ice

NASA's Phoenix Mars Lander may have already caught its first glimpse of Martian
ice less than a week after arriving at its new red planet home.

New images released Saturday reveal what could be a patch of exposed
beneath the Phoenix lander, mission managers said in an announcement today.
Phoenix beamed the images back to Earth late Friday from its Vastitas Borealis
landing site in the northern polar region of Mars after using a robotic
arm-mounted camera to peer beneath its undercarriage.

"This suggests we have an ice table under a thin layer
of loose soil," said Horst Uwe Keller, the lead scientist for Phoenix's robotic
arm camera at the Max Planck Institute for Solar System Research in
Katlenburg-Lindau, Germany.""",
      source="http://www.redorbit.com/news/science/1411963/new_images_from_phoenix_lander_may_show_martian_ice/",
      kind="news", note="trap: Phoenix, Max, Mars"),
    R(r"""Jupiter, Saturn coming closer on Monday

Jupiter and Saturn a few days away from their once-in-800-year conjunction captured over Lake Superior on Thursday night

Though a conjunction of these two planets happens every twenty years or so, rarely do both of them come quite so close to each other or are so clearly visible in the sky.

"You'd have to go all the way back to just before dawn on March 4, 1226, to see a closer alignment between these objects visible in the night sky".

Through December 25, they will become even cozier.

The best way to catch a glimpse of the rare phenomenon is to look about one hour after sunset, according to NASA. "From our vantage point, we'll be able to be to see Jupiter on the inside lane, approaching Saturn all month and finally overtaking it on December 21".

Ubachukwu also said that the meeting of the two planets would appear to be a single bright star in the sky and could be witnessed with the naked eyes. This time around, they're expected to appear much closer, separated by the thickness of a dime held at arm's length.""",
      source="http://steelerslounge.com/2020/12/jupiter-saturn-coming-closer-on-monday/3620174/", kind="news",
      note="trap: Jupiter, Saturn, Superior"),
    R(r"""Since before the first of the year the bright planet Venus has been dazzling the western sky, but we’re approaching Venus’ grand finale in our evening sky for 2020. Before saying goodbye, Venus and the planet Mercury will have a super close conjunction all this week during evening twilight in the very low western sky near the horizon. Mercury, the closest planet to the sun, isn’t nearly as bright as Venus, but you should be able to easily spot it with the unaided eye. This coming Thursday evening Mercury will be less than two degrees to the lower left of Venus, and on Friday evening it will be perched less than two degrees to the upper left of Venus. Don’t miss it!

There’s also a really cool planet show going on in the early morning pre-twilight sky. Set the alarm for 4 a.m. After you shake off the cobwebs, step outside and you’ll be greeted with celestial “cat’s eyes” in the low south-southeast sky. The two super-bright side-by-side stars are actually the largest planets of our solar system, Jupiter and Saturn. They’re the closest they’ve been to each other in the sky in 20 years, and as 2020 continues they’ll get even closer.""",
      source="https://www.twincities.com/2020/05/17/mike-lynchs-star-watch-planet-shows-and-a-possibly-bright-comet/",
      kind="news", note="trap: Venus, Mercury, Jupiter, Saturn (the photo credit line was left out when trimming)"),
    R(r"""Apollo Astronauts Recall Firsts As 50th Anniversary Of Moon Landing Approaches

July 20 marks the 50th anniversary of the first humans on the moon. Astronauts got there aboard the Apollo spacecraft designed just for that purpose. Apollo 11 astronaut Buzz Aldrin was in Dallas this past spring, with two fellow space travelers, to view the unveiling of a painting featuring ten living Apollo astronauts.""",
      source="https://www.kera.org/keranewsaudio/as-the-moon-landings-50th-anniversary-approaches-we-hear-from-buzz-aldrin-who-was-on-that-mission/",
      kind="news", note="trap: Apollo (the site's navigation line was left out when trimming)"),
    R(r"""The planets Venus and Saturn will be cozying up this weekend as the sun sets.
The planets can be viewed by looking toward the lower southwestern sky for the next few nights just after the sun sets. Unfortunately, cloudy and rainy weather this weekend may obscure the view somewhat. The planets will be closest together on Sunday night.
The next astronomical event to witness is Comet C/2002 E3 ZTF. The comet is slowly getting closer to Earth.
Viewing it right now takes skill and patience, as it’s not visible by the naked eye and it appears late at night. Starting Jan. 26, the comet will be visible all night and will be a bit higher in the sky. Look for it by the Little Dipper constellation.
The comet will pass by the star Polaris by Jan 29 and Jan. 30. It will be closest to Earth on Feb. 1.""",
      source="https://hudsonvalley.news12.com/venus-and-saturn-to-appear-close-together-in-the-nighttime-sky-this-weekend",
      kind="news", note="trap: Venus, Saturn, Comet, Polaris, Little Dipper"),
    R(r"""A Step-by-Step Guide to Processing Planetary Images

This guide will take you through the process of transforming a video capture of Jupiter into an image you can show your friends. We'll be using two pieces of popular software, AutoStakkert!2 and Registax 6 to do so.

1. Stacking in AutoStakkert! 2 (AS!2)

Getting Started

Download and install AutoStakkert! 2 for free from here.

Running AS!2 will open the following windows:

The window on the left is the main program window where we will load the video to be stacked and perform most of the processing. The preview window on the right will display the video and allow you to preview each frame; it will also be used to set our alignment points later on in the process.

Click on the button labelled "1) Open", navigate to the capture video and open it.""",
      T("AutoStakkert"), T("RegiStax"),
      source="http://www.awesomeastronomy.com/tutorials/planetary-imaging/60-a-step-by-step-guide-to-processing-planetary-images",
      kind="blog",
      note="mixed: two astrophotography programs named as software (AutoStakkert!2, its version glued to the name, "
           "and Registax 6, the program's own spelling RegiStax) are labelled; Jupiter the planet is not; AS!2 is an "
           "abbreviation, not a further label; screenshot captions were left out when trimming"),
    # ---------------------------------------------------------------- textiles and fashion
    R(r"""African Fabric: Where did African Prints come from?

A picture of a pipe isn’t necessarily a pipe, an image of “African fabric” isn’t necessarily authentically [and wholly] African”.

These above words are quoted by Yinka Shonibare, a Nigerian-British contemporary artist known for his amazing artwork using African print fabrics in his scrutiny of colonialism and post-colonialism. What is commonly known as “African fabric” goes by a multitude of names: Dutch wax print, Real English Wax, Veritable Java Print, Guaranteed Dutch Java, Veritable Dutch Hollandais. I grew up calling them ankara and although they’ve always been a huge symbol of my Nigerian and African identity, I had no idea of the complex and culturally diverse history behind the very familiar fabrics until I discovered Yinka Shonibare and his art.""",
      source="https://tayelolu.com/african-fabric-where-did-african-prints-come-from/", kind="blog",
      note="trap: Java, Wax, Dutch (names of the wax-print cloth)"),
    R(r"""Dutch Wax

This is the story of how a classical Indonesian group of textiles was transformed into a range of designer fabrics targeted at middle-class women across West Africa. Initially copied in the mid-nineteenth century by the European textile industry, and eventually spurned by women on Java, they were forced to evolve into a completely different style of clothing fabric that became adopted as an important icon of African culture.

A Dutch wax pattern created by the designer Piet Snel for Vlisco in 1936, variously named Plaque-Plaque, Target or Nsu Bura (Ghanaian for water well). In Nigeria, the design is known as Record. (Wax Hollandais VL00633.213).

Dutch Wax, also called Wax Hollandais, is a mechanically printed wax-resist cotton textile, developed commercially in Holland primarily for the African market. In West Africa they are commonly called ankara prints, in Francophone Africa pagne or tissu wax and in East Africa kitenge, terms that are sometimes extended beyond true wax-resist printed cottons to encompass basic printed cottons, some of which imitate wax-resist cloth.""",
      source="http://www.asiantextilestudies.com/wax.html", kind="blog",
      note="trap: Java, Target, Record, Vlisco (the island and names of a wax-print pattern; the page's contents "
           "list and image captions were left out when trimming)"),
    R(r"""What is African/Dutch wax prints…?

African wax prints, also known as Dutch wax prints and Ankara wax, are omnipresent and common materials for clothing in Africa, especially West side of Africa. They are industrially produced colourful cotton fabrics with funky patterns and unique technique. It also goes by the names of super wax, java, and Ankara, with ‘wax’ named fabrics having a somewhat glossy, stiff, waxy feeling surface even though they are roller printed.

The process to make wax print is originally influenced by batik, an Indonesian (Javanese) method of dyeing cloth by using wax-resist techniques. For batik, wax is melted and then patterned across the blank cloth. From there, the cloth is soaked in dye, which is prevented from covering the entire cloth by the wax. If additional colors are required, the wax-and-soak process is repeated with new patterns.""",
      source="https://amamama.org/learning", kind="blog",
      note="trap: java, Ankara, super wax (names of the cloth)"),
    R(r"""Express, a longtime mall staple, is forging ahead with plans to close dozens of stores this year after filing for Chapter 11 bankruptcy protection.
The Columbus, Ohio-based apparel seller said it planned to shut nearly 100 of is namesake brick-and-mortar locations, already kicking off going-out-of-business sales at those sites. The company wants to have that group of stores vacated by June 30.
Express is the latest addition to the list of retailers that have filed for Chapter 11 — or are slashing their store fleets without any bankruptcy proceedings — and are closing locations, a group that includes 99 Cents Only Stores.
Express store closings will occur coast to coast with most, 16 locations, in California, according to a list complied by Retail Specialists from bankruptcy documents. In New York state, for example, 11 Express stores are slated to go dark. In New Jersey, seven stores will be shuttered. Five Express locations each in Florida and Texas will close, and another four in Connecticut.""",
      source="https://costar.com/article/1826188192/express-store-closings-hit-california-the-hardest", kind="news",
      note="trap: Express (the clothing chain)"),
    R(r"""Express goes bankrupt, plans store closures

Express Inc., the clothing retailer that’s a staple in US malls, filed for bankruptcy with plans to sell itself and close nearly a hundred stores around the U.S., including one prominent site in downtown Chicago and two others in the region.

The company received an offer from brand manager WHP Global and mall landlords Simon Property Group Inc. and Brookfield Properties to purchase the company’s operations and most of its stores, according to a statement on Monday. The company will use the bankruptcy process to facilitate the sale.

Columbus, Ohio-based Express plans to close around 95 of its more than 500 retail stores, along with all of its UpWest locations, beginning tomorrow. The company has 24 stores in Illinois, according to its website, including two prominent sites in downtown Chicago at Water Tower Place and State Street.""",
      source="https://www.chicagobusiness.com/retail/express-goes-bankrupt-closing-stores", kind="news",
      note="trap: Express, Simon, UpWest (the clothing chain; the photo caption was left out when trimming)"),
    R(r"""Perfectly pleated

Pleated skirts and dresses are making their way into fashion’s most enviable wardrobes. It is a spectacular way to bring about a small vintage charm into modern dressing. If you don’t already have pleats in your collection, you best update your closet.

Pleats have been common in women’s fashion for almost one hundred years. There are dozens of different types of pleats from a textile perspective, but to the eye, a dress appears much like an accordion. The most famous pleated dress, indeed one of the most iconic fashion dresses of all time, is Marilyn Monroe’s pleated dress that she wore in The Seven Year Itch. That white halter dress with the full pleated skirt remains one of the most replicated dresses of all time.

With such an iconic dress, designers have been creative about how they modernise and update the style.  French fashion house Rochas, founded by Marcel Rochas in 1925, created a knee length summer pleated dress. The crew-neck piece features navy, orange and deep purple stripes.""",
      source="http://newtimes.co.rw/article/104212/perfectly-pleated/amp", kind="news",
      note="trap: update, Itch, orange (the repeated standfirst and date line were left out when trimming)"),
    R(r"""Pleated Silk Dress: The Timeless Elegance of Modern Fashion

There’s something undeniably magical about a pleated silk dress. The way it cascades over the body, catching light with every movement, feels like wearing liquid elegance. This iconic garment has transcended decades, evolving from ancient royalty to modern runways, yet its essence remains unchanged: a celebration of femininity, craftsmanship, and timeless style. Whether you’re attending a gala or sipping coffee at a café, slipping into a pleated silk dress transforms the ordinary into the extraordinary.
A Journey Through Time: The Origins of Pleated Fabrics
Pleating is one of the oldest textile techniques known to humanity, dating back to ancient Egypt and China. Silk, revered as the "Queen of Fabrics," became the natural choice for creating pleated garments among nobility.""",
      source="https://asilklife.com/blogs/silk/pleated-silk-dress-the-timeless-elegance-of-modern-fashion", kind="blog",
      note="trap: Silk, Queen (the author line was left out when trimming)"),
    # ---------------------------------------------------------------- beekeeping and honey
    R(r"""Swarm, that’s what we had today and I’m not making some wisecrack remark about the heat. We had a swarm from one of our bee hives. Swarm, for those of you who might not be as bee proficient as others, is the natural means of reproduction of honey bee hives. A queen takes a bunch of the worker bees and pretty much up and leaves the existing hive in search of new and better quarters. We figure that this happened because the hive got too large.

In the prime swarm, which is what appeared to happen today, about 60% of the worker bees leave the hive with the old queen. A new queen and the remaining 30% of the worker bees stay put in the existing hive. As Tom was outside this morning watering the garden, he heard that distinct and very loud buzzing. He looked up to see a very large, very black, very buzzing cloud of bees over the goat shed (where the hives are located) and followed them across the field and into one of the pine trees.""",
      source="https://tammyheff.wordpress.com/2010/07/08/swarm/", kind="blog",
      note="trap: Swarm, swarm, hive, queen"),
    R(r"""What You Don’t Know CAN Hurt You

By: Denise Ohio and Catherine Minden

Keeping Records

Beekeeping is a multisensory experience.

You don’t just see the bees, you listen to them, you breathe in the scent of the hive: a mix of honey, propolis, and wood so strong you can taste it. You feel a bee walking on you or the sharp burn of a sting. It’s hot in a bee suit and veil, hair tickles your nose when you already need to sneeze, and sneezing inside the veil is a special experience. Beekeeping is so glamorous.

This is part of why keeping bees is wonderful and why it’s easy to resent anything that gets in the way of that experience. Like record keeping.

Everyone talks about the importance of records, and we all know we’re supposed to do it. But record keeping is a challenge. It’s not clear what to track, how, or when. There’s a lot of possible data to gather, and it’s a pain to gather quickly, especially when you’re wearing a bee suit and gloves.""",
      source="http://crazybee.me/index-577.html", kind="blog",
      note="trap: hive, Records, records"),
    R(r"""Beekeeping records

Unless you have just one hive (and even then, you should), or a prodigious memory, you will need to keep records of your hive inspections. What are the options? Cryptic, analogue, digital, app, in hive or at home?

All around the country, new beekeepers - fresh from attending a How to start beekeeping winter course - will be buying their first nuc, eagerly watching a bait hive for scout bees, or precariously teetering up a stepladder trying to entice a lost swarm (someone else's) into a skep.

Your first bees ... a notable event.

Congratulations.

At about the same time, second year beekeepers will be checking their hive (or perhaps hives by now?) for evidence of swarm preparations. If they started with a nuc last year, they might have got through the season - not least because the weather was often poor in 2023 - without experiencing the magnificence of swarming.""",
      source="http://theapiarist.org/beekeeping-records", kind="blog",
      note="trap: hive, swarm, app, digital (no app is named; the reading time and an image caption were left out "
           "when trimming)"),
    R(r"""Read Me – Sample Excell Spreadsheets - NASA

HoneyBeeNet data recording files - 2011

Please include your site name/location, your last name, and year as part of the log file name. You can email the file as an attachment after the end of the nectar flow, or on intervals. Your site page on the HoneyBeeNet web site will be updated annually, at least.

Remember to keep a backup at all times and update it frequently!

The workbook (.xls file) contains tabs for 4 different sheets. The .doc and .rtf versions are not interactive, and contain all 365 days in sequence. We have discontinued monthly sheets due to the time we spent compiling them into one, in past years. For a monthly hardcopy of the log sheets, print out appropriate sections of the full year. Please enter your handwritten data into the full year sheet before sending it electronically.

Excel Sheets

2011 Manual - The first sheet is the basic information needed by the HoneyBeeNet, and is not interactive.""",
      T("Microsoft Excel"),
      source="https://info.5y1.org/best-scales-for-weighing-yourself_1_79a008.html", kind="blog",
      note="mixed: beekeepers' hive-weight log sheets kept as Excel workbooks: Excel labelled (the title's misspelt "
           "'Excell' is the same program); .xls, .doc and .rtf are file types, not files; the list of topics and "
           "part of a paragraph were left out when trimming"),
    R(r"""Most beekeepers don’t keep adequate records. It’s that simple. Comprehensive long-range bee management and financial record keeping systems are essential to maximize efficiency and maintain profitability in any endeavor.
A visit to any beeyard usually reveals colonies marked by sticks, stones or other readily available materials placed on each colony’s cover. The specific arrangement of these materials may indicate everything from status of the queen to whether a colony requires food.
Two problems arise with this kind of record keeping. It is short range; once the status of the colony changes and the materials are rearranged, the previous information is lost. The system is also unique to each operator, rendering it non-transferrable and non-translatable to others. Part time employees or bee inspectors are unlikely to know the the meaning of such records.""",
      source="https://beekeep.info/modern-honey-bee-management-a-treatise/management-tools/record-keeping", kind="blog",
      note="trap: records, queen, colony"),
    # ---------------------------------------------------------------- opera and theatre
    R(r"""At Covent Garden the Royal Opera’s revival of Charles Edwards’ production of Richard Strauss’s Elektra this September is amazingly powerful. Written for Dresden in 1909 and outdoing in horror and murder his scandalous Salome of 4 years earlier, Strauss produced a masterpiece of Grand Guignol theatre which Edwards has reincarnated for a 21st century audience. It is a one-act 110 minute tour de force.

Set in a run-down, devastated, fantasy palace covering 2 millennia of styles with costumes and décor to match, it is peopled with women (ideal Straussian vocal territory) fretting with and for the highly disturbed and coldly vengeful Elektra mourning her father Agamemnon’s death (at the hands of her mother, Klytämnestra and her lover Aegisth). She awaits the return of her brother Orest, with whom she plans to wreak vengeance on the murderers, and without whom she seems Hamlet-like, to be procrastinating. But return he does, and they do – and more. Greek tragedy, no holds barred! There is and will be no peace in this palace.""",
      source="https://cavendishmedical.com/arts-reviews/elektra-royal-opera-house-covent-garden/", kind="blog",
      note="trap: Elektra, Salome, Orest, Hamlet"),
    R(r"""Christine Goerke is an earth-shattering Elektra in David Robertson’s revelatory take on Strauss’ Greek tragedy.

Concert Hall, Sydney Opera House

February 22, 2014

Richard Strauss’s Elektra is one of the biggest beasts in opera, maybe not in terms of length, nor in cast size, but certainly in its orchestral forces and therefore in the demands it places on its singers – in particular, the title role is on stage for the full two-hours without a break. It tends to be one of those parts that sopranos tackle after Wagner, such is the stamina and volume required to push the sound out over 110 instrumentalists. Not only that, Hofmannsthal’s Freudian translation of Sophocles with its fin-de-siècle imagery of a society decaying from the inside out, demands an actor also capable of inhabiting one of the most emotionally intense and draining psychological characters in all opera. Let me say from the outset – American soprano Christine Goerke is all of that and more.""",
      source="https://limelight-arts.com.au/reviews/opera-review-elektra-sydney-symphony-orchestra", kind="news",
      note="trap: Elektra, Wagner, Concert"),
    R("""The collaboration between composer Richard Strauss (1865-1949) and librettist Hugo von Hofmansthal (1874-1929) produced the last great run of German language operas, Der Rosenkavalier , Ariadne auf Naxos and Arabella among them.Work between them began not with comedy, nor with domestic drama or fairy tales. All of that came later. Work between them began with Greek tragedy, Sophocles Electra.
I like to be a tad raffish , or at least funny, fun as I approach opera. The most heart-breaking drama can still bring a few smiles and a lot of sentiment. Not so with 'Elektra.' This is a one act opera about "blut." Blood. Avenging the murder of a king and restoring a royal house, leaving bodies, carrion and voices for miles.
At Elektra's rehearsals in Dresden prior to the 1909 premiere, Strauss told the orchestra, "Play louder! I can still hear the singers!" The contralto Ernestine Schumann-Heink, playing the doomed Klytamnestra, wrote, "We were a bunch of mad women. It was frightful. There is nothing beyond Elektra.\"""",
      source="http://ebambang.com/podcast/classical-101-podcasts/2016-04-26/opera-abbreviated-elektra", kind="blog",
      note="trap: Hugo, Ariadne, Electra, Elektra"),
    R(r"""The Elixir of Love

Gaetano Donizetti

Opera in two acts composed by Gaetano Donizetti.

Libretto by Felice Romani.

The action takes place in an Italian village of the 19th century.

ACT I

The peasants working the field are resting (Bel conforto al mietitore). Nemorino (a suggestive name: Small Nobody) retired to admire the beauty of Adina and cry over his hopeless love (Quanto è bella, quanto è cara). Adina reads a fragment of the legend of Tristan and Isolde to the peasants (Della crudele Isotta). The scene is interrupted by the arrival of a group of soldiers, headed by sergeant Belcore (Beautiful Heart), who suddenly begins to court Adina (Come Paride vezzoso).

The peasants gather to wonder at a renowned foreigner who arrives in a strange car. Doctor Dulcamara (Sweet-and-bitter) comes on the stage (Udite! Udite!), fascinating everyone with his miraculous potions. Hearing the doctor, Nemorino asks him to provide him with the elixir of Queen Isolde of the story (Voglio dire, lo stupendo). Dulcamara swiftly solves the issue and sells a bottle of Bordeaux wine to Nemorino, as the elixir.""",
      source="http://www.operacraiova.ro/en/the-opera/repertoire/the-elixir-of-love~r1/", kind="prose",
      note="trap: Elixir, elixir, Queen (the premiere and running-time list and a sentence were left out when trimming)"),
    R(r"""L’Elisir d’amore

Considered one of the masterpieces of 19th century comic opera, The Elixir of Love is among Donizetti’s three best-known works, which include Lucia di Lammermoor and Don Pasquale. Written in less than a month, Elisir was the most often performed opera in Italy from 1838-1848. Donizetti was so prolific (he wrote seventy-five operas), he has been caricatured with a pen in each hand. Pavarotti displayed his comic gifts in the role of Nemorino, the lovesick peasant bent on winning Adina, a beautiful but snooty landowner. Convinced that the key to Adina’s conquest lies in a love potion touted by the quack doctor Dulcamara, Nemorino buys a bottle, unaware that the potion is merely cheap wine. Adina, who pretends annoyance at Nemorino, when in fact she has feelings for him, amuses herself by accepting a marriage proposal from arrogant Sergeant Belcore.""",
      source="http://www.operapulse.com/opera/donizetti-gaetano/l-elisir-d-amore/", kind="prose",
      note="trap: Elixir, Elisir, Lucia"),
    R(r"""Review of ‘Aida’

The Richmond Theatre 30 April – 5 May 2007
Following Aida’s premier in Cairo in December 1871, Verdi wrote, “This opera is one of my less bad.” It was probably his most popular, earning him – in addition to the $20,000 (a fortune at the time) that the Khedive Ismail Pasha of Egypt paid him for the commission – more than any of his other compositions. This “less bad” is playing at The Richmond Theatre in one of its “less bad” productions. (When this opera is done badly, it can be terrible – leaving no doubt why a musical theorist as astute as Edward Said hated Verdi.)

The Chisinau National Opera company fills the small space at the theatre, the cast singing amid beautiful Egyptian columns and stone temples as good as any at the Royal Opera House. But the costumes and stage direction seem unworthy of the strong orchestra (who played well, despite the fact that Romanian Maestro Gheorghe Stanciu took the baton at short notice) and some magnificent singing.""",
      source="https://charlesglass.net/review-of-aida", kind="blog",
      note="trap: Aida, Maestro, Said"),
    R(r"""VIDEO: San Francisco Opera Continues to Rehearse From Home Amidst Health Crisis

The San Francisco Opera is continuing to rehearse from home amidst the health crisis, according to a report from ABC 7.

Chorus Director Ian Robertson directs a full schedule of rehearsals via Zoom. Dozens of performers all assemble virtually to prepare for whenever they can perform together, in person, again.

"We can work on language, we can work on notes, we can do a little of the shaping," Robertson explains.

While the company can not sing all at once, they all follow along in mute mode, singing to themselves while Robertson conducts.

"It was like having a family reunion, the first rehearsal because we were coming from the off season," says chorus member Mitzie Weiner.""",
      T("Zoom"),
      source="https://www.broadwayworld.com/san-francisco/article/VIDEO-San-Francisco-Opera-Continues-to-Rehearse-From-Home-Amidst-Health-Crisis-20200509",
      kind="news",
      note="mixed: an opera chorus rehearsing on Zoom calls, in mute mode: Zoom labelled, as in the earlier sets; the "
           "site's section links were left out when trimming"),
    # ---------------------------------------------------------------- mountaineering
    R(r"""Explore The High Atlas
Most trekkers leaving Imlil are en route for the ascent of Jebel Toubkal – a walk rather than a climb after the snows have cleared, but serious business nonetheless. The route to the ascent trailhead, however, is fairly straightforward, and is enjoyable in its own right, following the Mizane Valley to the village of Aroumd, 4km from Imlil. From here, it’s one and a half hours min to the pilgrimage site of Sidi Chamarouch followed by another four to five hours to the Toubkal refuges (3208m; 12km from Imlil; 5–7hr in all; 100dh), which lie at the foot of Toubkal’s final slopes.
Most trekkers head to the refuges early to mid-morning in order to stay the night. Then, you’ll have a fresh start at first light the next morning for the ascent of Toubkal, which will allow for the clearest panorama from the peak – afternoons can be cloudy.""",
      source="http://www.roughguides.com/destinations/africa/morocco/high-atlas/toubkal-massif/climbing-toubkal/",
      kind="blog", note="trap: Atlas, Explore"),
    R(r"""The Jebel Toubkal or Toubkal Mountain is the summit of the High Atlas and North Africa's highest peak at 13,671 feet (4,167 metres) of altitude. It is located some 40 miles (63 kilometres) south of Marrakech, in the province of Al Haouz, inside the national park that bears its name.
In the 19th century, there was within Morocco a territory unknown to Europeans, and Jbel Ayachi, at 3,747 meters of altitude, was still considered the highest peak of the High Atlas mountain range. Indeed, the Toubkal was officially climbed for the first time June 12, 1923 by the Marquis de Segonzac, accompanied by Vincent Berger and Hubert Dolbeau. At the top of the mountain they found some cairns or man-made conical piles of stones that had been built by the Berbers of the area, for whom the Toubkal is a shrine dedicated to Sidi Chamarouch.""",
      source="https://touristinmorocco101.blogspot.com/2014/08/visit-toubkal-mountain-from-your.html", kind="blog",
      note="trap: Atlas, Marquis"),
    R(r"""High Atlas

We spent four days trekking the Atlas mountains, around Mount Toubkal, which we ascended the third day.

Toubkal is the highest peak in North Africa at 4167m, and you’re certainly not alone when going for the summit. The refuge at the base of the mountain was full.

Contrary to the first day of trekking in the heat, our Englishness caught-up with us and out came the waterproofs. (Which I must admit, I rather enjoyed.)

More photos here.""",
      source="http://philmoore.info/blog/high-atlas-trekking", kind="blog",
      note="trap: Atlas"),
    R("""After being closed for two climbing seasons, climbers have reached the summit of Mount Everest for the first time in two years.
Professional mountain climber Adrian Balliger and his climbing partner Cory Richards, together with a team of Sherpas are seen from about 4,000 feet from the peak of Mount Everest, as shown in their Instagram accounts.
The 29,028-foot-tall mountain was closed for two consecutive climbing seasons following a series of fatal avalanches.
The duo's Sherpas are using supplemental oxygen, but Ballinger and Richards are not, which makes their trek even more grueling. The two climbers are trailing behind as the guides forge ahead.
Ballinger and Richards have been documenting their journey on Instagram and Snapchat using the hashtag #EverestNoFilter to share the "raw inside look at what it takes to prepare for an expedition like this from our perspectives as well as from our Sherpa teammates and our expedition doctor.\"""",
      source="https://natureworldnews.com/articles/22178/20160516/everest-summit-conquered-first-time-two-years.htm",
      kind="news",
      note="trap: Instagram, Snapchat, Sherpa (social sites where the climbers posted, not labelled, as in the "
           "earlier sets)"),
    # ---------------------------------------------------------------- architecture and building
    R(r"""As bamboo is easily sourced around the Indian Ocean Rim, this renewable and inexpensive material is perfect for those in need of shelter. Bamboo’s super strong and light physical characteristics also made it easily adaptable for a range of different building methods. The bamboo polls can also be carved and cut to create various joints, meaning that few other materials are needed to construct a building. This is why Rahmani and Damle chose to use bamboo as their base material to design a sustainable pavilion for people in need.

The bamboo home is oblong and centered around a communal living space surrounded by private sleeping rooms, wash rooms and storage. In the center is a large funnel that opens to the sky, drawing daylight into the shared space. The roof, made of bamboo pipes, collects and directs rainwater into a central basin at the bottom of the funnel in the center of the room. Operable shades above the private rooms let in light and provide natural ventilation.""",
      source="https://inhabitat.com/sustainable-bamboo-pavilion-for-communal-living/", kind="blog",
      note="trap: bamboo, Bamboo, pipes (the site's video line and tag list were left out when trimming)"),
    R(r"""The Great Wall Bamboo House

Commune by the Great Wall Near Biejing China – Kengo Kuma and Associates

Year built: 2002
Built area: 529 m2 (5,713 sq. ft.)

The Bamboo Wall House was completed in 2002 as part of a multi-dwelling project near Beijing. Requirements were to use local materials and conform to the topography. The architect chose to make maximum use of inexpensive bamboo – a traditional building material that has fallen out of favour in modern China.

Bamboo offers enormous strength and, as long as it is properly prepared, longevity similar to timber. However, bamboo is a grass and is harvested rather than ‘cut down’ the way a tree is. A single bamboo plant can produce many hundreds of culms over its life. As this home shows, bamboo is also a delight for the eye.""",
      source="https://theownerbuildernetwork.co/category/house-hunting/bamboo-homes/", kind="blog",
      note="trap: Bamboo, bamboo, Kuma, Commune (an architect's bamboo house; the archive heading and an image "
           "caption were left out when trimming)"),
    R(r"""With all things considered, bamboo is a pretty remarkable building material: it renews itself quickly; it can be bent and shaped in variety of ways; and it's strong enough to have earned itself the nickname the "new green steel."

Vietnam is one place that's really experimenting with bamboo architecture, thanks to its warm climate and the ease with which bamboo can be locally sourced as a material. So far, we've seen soaring domes, restaurants, sports halls and large-scale buildings made with it. Vietnamese firm Bambubuild created the Flamingo Pavilion, a reusable bamboo structure that's actually been disassembled and reassembled four times already.

As the designers explain, the pavilion was designed for a client that wanted a structure that could be reused over and over, since the first time it was erected it was for a fair back in 2015 that only lasted for a short period of time.""",
      source="https://www.treehugger.com/green-architecture/flamingo-bamboo-bar-bambubuild.html", kind="news",
      note="trap: bamboo, Flamingo, Bambubuild (the photo credit line was left out when trimming)"),
    R(r"""Building A Barrel Vault Ceiling

A barrel vault is an architectural element that is known as far back as ancient Egypt, and was also used in Roman architecture. A barrel vault ceiling is a curved ceiling formed by the extrusion of a single curve. It is basically a series of curved rafters.
The barrel vault pictured is not structural and is built down from existing 2×12 cathedreal ceiling rafters. There are interior partition walls on either side that the barrell vault ceiling rafters. The actual strucural weight of the roof is supported by the 2×12 roof rafters.
We figured out the barrel curve we wanted and made a pattern with a router and a trammel, cutting all of the plywood needed for the barrel vault ceiling.
This scrap material will also act as a nailer for the plaster strapping to be installed after.""",
      source="https://www.aconcordcarpenter.com/barrel-vault-ceiling.html?amp=1", kind="blog",
      note="trap: Vault, vault, router (a woodworking router)"),
    R(r"""Barrel Vault Ceilings

Whether crafted of brick, wood, mosaic tile, tongue-and-groove cedar, or other materials barrel vault ceilings add a dramatic element to any room in your home from the kitchen, living room, or bath to the hallway.  If you’re after a distinctive look for your home that can be made even more dramatic with the addition of recessed, accent, or other lighting, you’ll definitely want to consider this type of ceiling!

What are barrel vault ceilings?

Many people have never heard the term, although you’ve probably seen this type of ceiling somewhere along the way.  Also referred to by some as a wagon or tunnel vault, a barrel vault is an architectural element that involves curves which lend to a design that’s semi-cylindrical in appearance, or a half circle.  To put it in simpler terms, it’s a curved ceiling where the lowest point of the curve is at the walls, while the highest point is at the center.""",
      source="http://www.sylercustomhomes.com/barrel-vault-ceilings/", kind="blog",
      note="trap: Vault, vault, tunnel"),
    R(r"""With a Simple Design, Barrel Vaults Deliver a Dramatic Effect

Have you ever been to Vatican City? It’s a trip that finds its way to most people’s “bucket lists,” and it’s not just for the landmark’s religious significance (although that is an obvious draw). Many people make the pilgrimage just so they can stand in the presence of its awe-inspiring architecture. At the center of Vatican City, you’re surrounded by pillars, statues and domes that are so artfully crafted that you can’t help but snap a full memory-card’s load of pictures. Surrounded by art and architecture, even the most debonair globe trotter is reduced to a mere tourist. Beneath the grand barrel vault ceiling of the Sistine Chapel, you feel that you’re in the presence of greatness, which is proof that sometimes, the simplest things have the most pronounced impact.

“The barrel vault is the simplest form of a vaulted ceiling, but it carries an enormous impact.”""",
      source="http://archking57.com/with-a-simple-design-barrel-vaults-deliver-a-dramatic-effect/", kind="blog",
      note="trap: Vaults, vault, bucket (the repeated title was left out when trimming)"),
    # ---------------------------------------------------------------- recipes
    R(r"""Cut the butter into large pieces and add it to a light colored pan over medium low flame.
1 stick organic salted butter
As soon as the butter starts to foam up add the sage leaves, (make sure they are dry) and cook together for 3 to 5 minutes.
14 leaves fresh sage or to taste
The butter will foam up and start turning brown (noisette). Do not touch it, and do not stir.
The moment the foam subsides remove from heat. The sage should be crispy by now. Hit it with a squeeze of lemon juice if you prefer and serve it over cooked ravioli or gnocchi.
1/2 lemon
Add the cooked ravioli to the butter sage sauce and gently toss to coat. When cooking the pasta make sure to reserve a little bit of the pasta water. Add a little bit of the reserved pasta water If needed to loosen up the sauce.
3/4 lb butternut squash ravioli or potato gnocchi
Serve with freshly cracked black pepper on top.
freshly cracked black pepper to taste""",
      source="https://46favorites-holiday.com/wprm_print/brown-butter-sage-sauce", kind="recipe",
      note="trap: sage, stick"),
    R(r"""This recipe combines sweet, creamy roasted butternut squash with the nutty depth of brown butter and the aromatic crunch of fried sage. Pan-fried gnocchi provides a delightful, pillowy texture that soaks up the rich sauce perfectly.
Yield: 4 servings
Prep Time: 15 minutes
Cook Time: 30 minutes
Total Time: 45 minutes
Ingredients
- 1 lb (about 2 cups) butternut squash, peeled and cubed into ½-inch pieces
- 1 tablespoon olive oil
- Salt and freshly ground black pepper
- 1 lb store-bought potato gnocchi
- 6 tablespoons unsalted butter
- 15-20 fresh sage leaves
- 1 small shallot, finely minced (about 2 tablespoons)
- Optional: Pinch of grated nutmeg
- For serving: Grated Parmesan cheese
Instructions
- Roast the Squash: Preheat your oven to 400°F (200°C). Toss the cubed butternut squash with olive oil, salt, and pepper on a baking sheet. Roast for 20-25 minutes, or until very tender and lightly caramelized at the edges.""",
      source="https://familykitchenguide.com/?p=396", kind="recipe",
      note="trap: sage, Yield, Salt"),
    R(r"""I have wanted to make this famous dish for some time, and finally had a free Saturday afternoon to do so. It was so worth it. I had a wonderful time in the kitchen and learned some new techniques, such as how to properly sauté mushrooms. Julia said the dish would taste even better the next day, so I popped it in the fridge and we had a lovely Sunday dinner that was ready in less than 30 minutes. As Julia suggested, I served the boeuf bourguignon with potatoes and buttered peas.

To avoid additives and preservatives in this recipe, use nitrite-free bacon (I cut bacon slices in to strips), red wine with a sulfite content of less than 10 parts per million, all-natural beef stock (I used Imagine chicken stock and it worked just fine) and butter with no colour added.

Ingredients

One 6-ounce piece of chunk bacon

3½ tablespoons olive oil

3 pounds lean stewing beef, cut into 2-inch cubes

1 carrot, sliced

1 onion, sliced

Salt and pepper

2 tablespoons flour""",
      source="http://eyeforarecipe.ca/wp-trackback.php?p=868", kind="recipe",
      note="trap: Julia, Imagine, Salt (the photo captions were left out when trimming)"),
    R(r"""I made Julia Child’s Boeuf Bourguignonne recipe today (actually yesterday, it’s 12:02am now) for a supper club the Phi Mu Princeton alumnae gals were having. My mother-in-law, Cora, gave me Mastering the Art of French Cooking for Christmas (without movie stills on the cover!), and it was fitting that this is the first recipe from it I have prepared. All I can say is, plan your day around this if ever you make it. It was delicious, but I started it around noon and was racing to finish it so we could leave just after 6.
I’m no stranger to beef stew. In college I made a big pot of my mom’s stew recipe on Friday nights, and my friends came over to my apartment for movies and food. This was part of my college ritual, and I learned how to feed a crowd cheap. After college I experimented with fancier versions, and I’ve even made other versions of this dish. But none that were quite so involved.""",
      source="https://jackiereeve.com/2010/02/14/valentines-day-party-and-boeuf-lots-and-lots-of-boeuf", kind="blog",
      note="trap: Julia, Cora, Child"),
    R(r"""If you were going to make boeuf bourguignon, wouldn’t you just turn to the expert and consult Julia Child’s Mastering the Art of French Cooking? That’s what the Accidental Locavore thought when It was time to make a special meal for my husband.
Luckily, my copy is not a first edition (although it’s probably about 40 years old), because my poor book ended up getting really abused in the process of looking up and making the recipe. Between tossing a full glass of water all over it and then dripping stuff on it while cooking, you’d never know it was one of my favorites!
Whatever you think of Julia Child (and I’m a huge fan), it’s always fascinating to make one of the recipes from the book. They’re smart, well written, well edited and even when they start to get complicated, make sense. That may sound like me being fussy (probably true) but when you look at something like Mastering the Art and compare it to a modern best seller, like say Jerusalem, there’s just such a huge difference. Part of it is confidence. I know Julia will never let me down, but with Ottolenghi, it’s very much hit-or-miss.""",
      source="https://www.accidental-locavore.com/2013/12/mastering-boeuf-bourguignon/", kind="blog",
      note="trap: Julia, Jerusalem, Child"),
    R(r"""Rust
The Cause
Cast iron cookware can develop rust when exposed to moisture for extended periods of time. However, rusting does not make it harmful in any way. If you leave your cast iron cookware in the sink to soak, put it in the dishwasher or let it air dry, it will rust. Moisture-prone environments such as a cabinet near a dishwasher, an open cabinet in a humid location, or outdoor storage can also cause rusting.
The Fix
Follow these steps to restore your cast iron skillet.
Step 1. Scour
To prepare your cast iron cookware for re-seasoning, start by scouring its surface with warm, soapy water and a metal scouring pad. This is perfectly safe since you will be re-seasoning the cookware anyway. Once you are done, rinse it thoroughly and dry it by hand.
Step 2. Oil
Apply a thin layer of oil inside and outside the cookware. Using too much can cause stickiness.""",
      source="https://cooklife.us/blog/use-care-9/how-to-fix-my-cast-iron-cookware-58", kind="recipe",
      note="trap: Rust, rust, Fix"),
    R(r"""Java coffees share some of the low-key vibrancy of the best Sumatra and Sulawesi coffees, but tend to be lighter, cleaner, and brighter in the cup owing to having been subjected to sophisticated wet-processing and drying methods on large farms. At best they can be astoundingly sweet, buoyantly fragrant, and alive with nut, spice and vanilla tones. At worst they can display hardness or mustiness owing to the same moisture-interrupted drying that plagues all Indonesia coffees. Nevertheless, a really fine Java is a coffee treasure: restrained in acidity, yet light-footed, spirited and complex with nuance.
Of the four revived "old" estates that provide most of the good Java arabica — Jampit (or Djampit), Blawan, Kayumas and Pancur — Jampit and Blawan are the most likely sources of the Java coffee in American specialty stores.
Old Government, Old Brown, or simply Old Java describe Java arabica that has been held in warehouses for two to three years.""",
      source="http://dekoffee.blogspot.com/2010/01/coffees-from-india-and-pacific-java.html", kind="blog",
      note="trap: Java, vanilla"),
    R(r"""Hint – it has nothing to do with chocolate (almost).
You’ve probably heard about the “Mocha Java” blend of coffee and, if you’re like most people, figured it was something to do with chocolate flavoring. Not really the case.
Where Mocha Java Comes From
Mocha Java coffee is one of the first coffee blends in the world. This coffee blend goes all the way back to when traders were sailing from Europe to Indonesia. Ships would stop in the port of Java and pick up the typically bold and earthy coffees that area of Indonesia had to offer. Then, on their way back, they would stop in the very busy port of Mocha in Yemen, picking up more coffee. Like the nearby coffees from Ethiopia, coffees from Mocha were lighter, fruitier and brighter than their Java counterparts.""",
      source="https://blog.freshgroundroast.com/whats-this-mocha-java-coffee-thing/", kind="blog",
      note="trap: Mocha, Java"),
]
