"""Prose of the thirty-ninth fresh held-out set ("fresh-39"): English news, recipes, prose and non-technical blogs
-- railways and trains (Mallard's 126 mph record, Stephenson's Rocket at the Rainhill Trials, Pullman sleeping cars
and the Orient Express, Eurostar delays, and two novels' express trains, one of them called the Phoenix), chess (a
club's pawn-promotion puzzles, endgame basics, and three players' pages that name chess software), stockfish the dried
cod (a Norwegian recipe, drying racks in Lofoten), volcanoes and geology (Etna closing Catania airport twice, Vesuvius
and its magma, obsidian), circus, strongmen and carousels (circus history, Sandow and Mrs Pullman, Sandow's contest
with Sampson, two stories of a circus coming to town, a Dentzel carousel and its Wurlitzer organ, a park's merry-go-round
of Parker Jumper horses), jazz (Django Reinhardt and the Hot Clubs, Charlie "Bird" Parker, Bud Powell, Chet Baker, and an
amateur's practice set-up), rivers, birds and fishing (brown trout and rainbows, crystals of floatant, a steelhead
report, winter pike with tea and a lure that flew like a rocket, the swifts' return) and recipes and drinks (pork with
sage, with ruby port, with a sage and plum sauce; mocha cakes; Java coffee and Mocha Java; masala chai; the pandas of
Zoo Atlanta and their bamboo) -- full of words that are also tool names: Rocket, rocket, Express, express, Phoenix,
Pullman, Eurostar, Mallard, pawn, bishops, knight, stockfish, crystals, Obsidian, magma, Django, Bird, Swing, swing,
Parker, Java, Mocha, chai, sage, ruby, rust, pandas, swifts, Swift, Wurlitzer and more.

Four texts name software as software and label it: two chess pages name chess engines (Stockfish and Komodo on
LiChess; Stockfish and Houdini), a chess player's page lists what his game checker needs (Linux, Apache, MySQL, PHP,
Crafty, Xboard, WINE emulating Windows) and a jazz amateur records with iReal Pro in the BlueStacks Android emulator,
Finale and Ableton Live Lite. Sites used as sites (LiChess, Chess.com, Twitter, Facebook) are not labelled, as in the
earlier sets; the rest label nothing.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a paragraph or a few)
and labelled by hand without running the extractor, by the earlier sets' conventions (``--split fresh-39``).
"""

from real_corpus import R, T  # noqa: F401

SURFACES = {"Wine": ("WINE",)}

CASES = [
    # ---------------------------------------------------------------- railways and trains
    R(r"""Fastest Steam Locomotive in the World

The Flying Scotsman may be claimed to be the most famous steam locomotive in the world, but there is also a rival - the Mallard. Back in 1938 Mallard achieved the fastest recorded speed for a steam locomotive, of 126 miles per hour (almost 203 km per hour). The record has never been broken.

It is now on display in the main hall of the railway museum, as it has been for quite a few years.

Both Flying Scotsman and Mallard were designed by the same engineer, Sir Nigel Gresley, and both were built at the locomotive works at Doncaster. Mallard was a later desigh, and had a streamlined shape, which made it a great subject for publicity purposes.

Thie main shot shows the profile of Mallard, while the smaller shots show its builders plate, a plaque on the body side commemorating the speed record, and a view of the side of the cab.

It is an impressive piece of engineering, and reflects the Art Deco style of the 1930s.""",
      source="https://365project.org/fishers/365/2024-01-20", kind="blog",
      note="trap: Mallard, Flying Scotsman, Art Deco"),
    R(r"""Being the closet trainspotter that I am, this was always one of my favorite engines. The Mallard was the fastest ever steam loco at 126mph set in 1938, which is only slightly slower than the Inter City 125 which I fondly remember from traveling down to Devon as a child.""",
      source="https://riviera.org.uk/2007/10/14/mallard/", kind="blog",
      note="trap: Mallard, Inter City"),
    R(r"""Stephenson’s Rocket/ Rainhill Trials

Stephenson’s locomotive “Rocket” won the Rainhill Trials On 8 October 1829 . Stephenson’s Rocket was an early steam locomotive of 0-2-2 wheel arrangement, built in 1829 at the Forth Street Works of Robert Stephenson and Company in Newcastle Upon Tyne, specially for the Rainhill Trials held by the Liverpool & Manchester Railway in 1829 to choose the best design to power the railway. Though the Rocket was not the first steam locomotive, it brought together several innovations to produce the most advanced locomotive of its day and became the template for most steam engines in the following 150 years. It had a tall smokestack chimney at the front, a cylindrical boiler in the middle, and a separate firebox at the rear. The large front pair of wooden wheels was driven by two external cylinders set at an angle. The smaller rear wheels were not coupled to the driving wheels, giving an 0-2-2 wheel arrangement.""",
      source="https://rich1698.wordpress.com/2015/10/08/stephensons-rocket-rainhill-trials/", kind="blog",
      note="trap: Rocket, Forth"),
    R(r"""One of the most significant locomotives of all times was the „Rocket”, built in 1829 by George and Robert Stephenson for the Rainhill Trials which were held by the Liverpool & Manchester Railway. In these trials, the L&MR wanted to determine the design for a locomotive that could successfully operate light passenger trains over longer distances. The new locomotive had to achieve an average speed of 10 mph (16 km/h) over the 70 miles from Liverpool to Manchester and back. The limit for four-wheeled locomotives was set to four and a half tons, while six-wheeled locomotives were limited to six tons.
Since the Stephensons recognized that a single driving axle would be enough for the light trains, they chose the 0-2-2 wheel arrangement for the first time. In this case the driving axle was at the front and the cylinders were mounted behind it at an angle of 38 degrees. The rear wheels were not connected to the driving wheels and only carried the weight of the firebox.
“Rocket” easily won against its rivals in October 1829 and so the Stephensons could share the £500 prize with Henry Booth from the L&MR, who had provided valuable input for the design. It took part in the opening of the railway on September 15, 1830 when the Stephensons had already built the even more advanced “Northumbrian”.""",
      source="https://loco-info.com/view.aspx?id=-744&t=Country", kind="prose",
      note="trap: Rocket, Northumbrian"),
    R(r"""On 20 April 1829 the board of the Liverpool and Manchester Railway project passed a resolution for a competition to be held to prove their railway could be reliably operated by steam locomotives, there being advice from eminent engineers of the age that stationary engines would be required. A prize of £500 was offered as an incentive to the winner, with strict conditions a locomotive would need to meet to enter the trial. Robert Stephenson was able to report to Henry Booth on 5 September 1829 that Rocket had performed initial manufacturer tests with flying colours at Killingworth. Rocket was dismantled at Newcastle and began the long trip to Rainhill: by horse wagon to Carlisle; lighter to Bowness-on-Solway then by the Cumberland steamer to Liverpool for re-assembly on 18 September 1829. Rocket passed the trial requirement of achieving an average speed of 10 miles per hour (16 km/h) over 70 miles (110 km) by over 40 percent.""",
      source="https://www.nwmes.org.uk/rail-stephensons-rocket/", kind="prose",
      note="trap: Rocket, Cumberland"),
    R(r"""A brief history of luxury rail travel

In 1857, American inventor George Mortimer Pullman saw a gap in the burgeoning American rail market waiting to be filled – a more comfortable way to travel – and went about founding the Pullman Palace Car Company.

Pullman’s Pioneer sleeping car was the private jet of its day, pairing black walnut interiors with rococo murals and chandeliers, and dining cars styled like Fifth Avenue restaurants that served up sugar-cured ham and fried oysters. By 1867 – a decade later – his 50 sleeping cars had become the upper crust’s preferred method of zipping across America.

Around the same time, a wealthy young Belgian, Georges Nagelmackers, came across Pullman’s luxurious sleeping cars while railroading across America. Hoping the palatial Pullman carriages could translate to Europe’s growing network – which stretched from Stockholm to Naples and from Krakow to Cadiz – he founded the equally prosaic Compagnie Internationale des WagonsLits – the International Sleeping-Car Company. By 1883, his Express d’Orient was ferrying diplomats, sultans and spies (not to mentionLeo Tolstoy, Lawrence of Arabia and Mata Hari) between Paris and Istanbul. Later renamed the Orient Express, this iconic train inspired countless others, including Le Train Bleu, which conveyed a boozy Churchill from Calais to the French Riviera.""",
      source="https://www.pressreader.com/uk/the-daily-telegraph-travel/20240203/281874418298279", kind="news",
      note="trap: Pullman, Pioneer, Express, Orient Express"),
    R(r"""For just over a hundred years, the George Pullman Company manufactured luxury railroad cars. Most famous for their sleeping cars, Pullman became a common noun to refer to them--but they also made club cars and dining cars. Before the invention of the automobile, from the end of the civil war until the 1960s, Pullman cars were synonymous with comfortable travelling. The image below is of a Pullman car on the Long Island Railroad. (That one was likely to be a club car or a dining car--the LIRR was hardly extensive enough for a need for sleeping cars.)
Until well into the 1960s, the annual Army-Navy game meant that railroads serving the east coast would put on a lot of Pullman cars, mostly club and dining cars, for those going to the game.
For those traveling from New York to Los Angeles, the Pullman cars were a
sine qua non. The Hollywood hopeful, or the veteran star would take the
Twentieth Century Limited on the New York Central line from Grand Central Station to the La Salle Street Station in Chicago. From Chicago, they would take The Chief, on the Atchison, Topeka and Santa Fe Railroad; after they brought in diesels in the 1930s, you rode
The Super Chief.""",
      source="https://able2know.org/topic/448524-5", kind="blog",
      note="trap: Pullman, Chief, Super Chief, Central"),
    R(r"""Anger as Eurostar suffers delays and cancellations
Irate rail passengers slammed Eurostar's customer services after a cable fault in northern France caused delays of up to seven hours and forced the cancellation of four services on Tuesday. The operator said it was "very sorry" for the disruption and offered passengers with tickets for cancelled trains the chance to exchange them for another day. Some of those passengers who were affected on Monday criticised Eurostar for failing to provide updates. "It has been hellish. We have not been kept informed," London resident Kandy Woodfield told the BBC after her seven-hour delay. Therese Kelly, also from London, added: "We had no announcements about why the train was so delayed or why it kept stopping, the train didn't move for hours. "At one point policemen started walking through our carriage of the train, they wouldn't speak to us and I thought 'Oh God, are we in the middle of some security breach?' I was really scared," she explained to the BBC. "The whole train journey was brutal, totally brutal." A Eurostar spokeswoman promised that staff were "trying to do everything we can to get passengers to their destination." The disruption threatens to hit Paris Fashion Week with leading industry figures taking to microblogging website Twitter to highlight their travel difficulties.""",
      source="https://sg.news.yahoo.com/anger-eurostar-suffers-delays-cancellations-053114217.html", kind="news",
      note="trap: Eurostar, breach (Twitter, a microblogging website used as a site, is not labelled, as in the earlier sets)"),
    # ---------------------------------------------------------------- chess
    R(r"""The Chess Club is Busy! Stop on in - It's Chess Season 2018-2019

Good luck Fabiano Caruana-in current Championship match against Magnus Carlson!
We are averaging over ten players per evening right now. There is no better time to stop by the Club and play some chess!

We have players at all levels and the top guys are always willing to review games or give lessons.
It's cold outside but the chess action inside the Hartland Senior Center on Monday nights is hot!
Looking forward to seeing you there!

Here are a couple interesting positions to look at. They have to do with pawn promotions.
Usually when we finally are able to get one of our pawns to the opponent's back rank, grabbing a queen to replace that pawn is automatic. But careful......nothing is 100% - except death and taxes.

White to move and WIN!

Take a closer look before grabbing the queen.

Black is all set to promote, thinking he has successfully won with beautiful endgame play. But do you see the surprise White has for him?""",
      source="http://livingstoncountychessclub.blogspot.com/2018/11/", kind="blog",
      note="trap: pawn, queen, Club, Center"),
    R(r"""Chess End Games (With Examples)

Endgames in chess can be very complex and intimidating for beginners. But, the truth is that there are many different types of chess endgame and mastering them all is not necessary. Just learning the basics of a few of the basic endgames will put you one step ahead of other chess players. The principles of the endgames are even more important than the details.

In general, endgames have different strategic goals than other phases. One main goal in the opening is to develop your pieces, while in the middlegame your goal could be to attack an enemy king or to protect your own king, but in the endgame, one of the main goals is to try and promote a pawn.

Basic Endgame Strategy

Although there are fewer pieces on the board, endgame positions can be just as difficult as any other position in chess. Many of the same strategical themes from the middlegame apply in the endgame – isolated and backwards pawns are still weak, bad bishops are very much a liability, and a knight in the centre is usually better than a knight on the rim.""",
      source="https://codinghero.ai/chess-endgame/", kind="blog",
      note="trap: pawn, bishops, knight, king"),
    R(r"""Evaluating Evaluation

Websites, such as LiChess and Chess.com, advertise the benefits of nearly instant computer analysis following a game. This analysis is provided by a resident version of Stockfish, usually the newest edition. While I make liberal use of this analysis when examining my suspicions concerning cheating (suspicions that are nearly always unfounded--see "Playing Online [Pros and Cons]"), my postgame analysis usually begins sans engine, then I turn on an engine to check my analysis. However, yesterday I played two 30 + 10 games, much longer than my usual live play online. I used the instant computer evaluation to count the inaccuracies (three in 46 moves!). Today, I played one game, the computer evaluation was less encouraging.

What follows is the game, as annotated by Stockfish on LiChess. I added some annotations of my own, and also checked Stockfish's with Komodo's. Stockfish's evaluations must be treated with some skepticism aimed at understanding the reasons. I left in the move-by-move computer score.""",
      T("Stockfish"), T("Komodo"),
      source="http://chessskill.blogspot.com/2020/08/evaluating-evaluation.html", kind="blog",
      note="mixed: the chess engines Stockfish and Komodo are named as software analysing the game: labelled; LiChess and Chess.com are websites used as sites, not labelled"),
    R(r"""The Blunder Games - Two Players Survive!

For my first blog post, I'm going over a game I should have won but only drew, luckily. However, it was a great game, and that's the point of playing chess: to have a great time. The reason why I didn't win the chess game is because of to many blunders, which you'll see very soon. To my defense, my opponent made some blunders to, which is why I didn't lose outright!

Anywho, I've analysed the game with stockfish, the strongest free chess engine out there, and a "TCEC champion hopeful". For those of you who aren't following the computer chess world, its Houdini vs Stockfish in the superfinals.

Enough blabbering, let's get on with the game analysis. I'm playing black, and parashardwivedi is my opponent. The game began like this...

 For many people, the main point in playing offbeat openings is to catch the opponent off guard, and I definitely was surprised by this move. However, my response of 2...e6, was perfectly acceptable. The goal of this move was to threaten to take advantage of the weakened dark squares around the dark squares by developing the dark-squared bishop to d6 and giving check on h4 with my queen.""",
      T("Stockfish"), T("Houdini"),
      source="https://www.chess.com/blog/ProjectResolute/the-blunder-games-two-players-survive", kind="blog",
      note="mixed: stockfish (written in lower case) and Houdini are chess engines, software: labelled (Houdini the engine, not the 3D tool); bishop and queen are the pieces"),
    R(r"""Blunder

This is mostly for chess players on Linux, but others may find it useful as well.

The software this uses and needs is:
* LAMP (Linux, Apache, MySQL, PHP)
* Crafty program for chess move evaluation and annotation (or equivalent)
* Xboard, or an equivalent (recommended, but optional)
* pgn2fen.exe program to convert PGN notation to FEN notation
* WINE Windows emulator to run pgn2fen.exe program


Most chess teachers say one of the methods to improve your game is to look over your games, especially your tournament games, and look for where you made mistakes. Part of this learning may be solely in the finding. However, not everyone has a grandmaster chess teacher looking over their games, who will point out blunders and missed opportunities that the student has missed.

Which is where my program comes in, which I call "Blunder". It is still in beta as everything has not been fully automated yet, but I have it working well enough for me.""",
      T("Linux"), T("Apache HTTP Server"), T("MySQL"), T("PHP"), T("Crafty"), T("Xboard"), T("Wine"), T("Windows"),
      source="http://www.vartmp.com/code/blunder/blunder-doc.html", kind="blog",
      note="mixed: a chess player's page listing the software his game checker needs (Linux, Apache, MySQL, PHP; the Crafty engine, Xboard, WINE to emulate Windows): labelled; LAMP, the stack's initials, and Blunder, his own unnamed-elsewhere script, are not; pgn2fen.exe is a bare file name"),
    # ---------------------------------------------------------------- stockfish, the fish
    R(r"""Lars Erik Underthun's recipe:

Traditional stockfish

Have you ever tried stockfish, or tørrfisk as we call it? If not, you definitely should!

Tørrfisk is traditionally made of unsalted cod or skrei (migrating Arctic cod). In Northern Norway, the fish is hung to dry in the wind and sun on giant wooden racks, giving it a unique flavour.

It might not have the greatest scent, but the taste is fantastic.

You can grill it, bake it or boil it, and it's also popular to eat small dry slices as a salty snack.

Make a classic tørrfisk meal at home!

Owner of Feinschmecker and Bocuse d'Or (1991) silver medallist, Lars Erik Underthun, shares his traditional stockfish recipe, featuring the delicious fish served with sauce and bacon.

Ingredients:

(Serves 4)

800 g diluted stockfish

400 ml fish stock

1 tablespoon butter

1 tablespoon flour

200 ml heavy cream

50 g bacon

1/4 fennel

1 carrot

1/6 celeriac

Parsley for garnish

Source: Lars Erik Underthun

Method:

1. Divide the stockfish into 8 pieces. Rinse.

2. Sauté butter and add flour, stir thoroughly. Add boiling fish stock a little at a time. Add cream and reduce further until you get a smooth sauce. Strain and season with salt and pepper to taste.""",
      source="https://www.visitnorway.com/things-to-do/food-and-drink/the-norwegian-cookbook/stockfish/", kind="recipe",
      note="trap: stockfish (the dried cod), Feinschmecker"),
    R(r"""Cod drying on the huge racks one sees everywhere in the Lofoton Islands.When dry, they are called Stockfish. Drying is the oldest known method of preservation. Norway has been exporting stockfish for over 1,000 years. It is preserved using cold air and wind, without salt. The drying process can take three to four months and removes about 70 percent of the water. It is rich in protein, calcium, iron and B vitamins. It can be stored for several years in a cool, dry place. To prepare, soak it until it regains its original weight. It can then be cooked in the same way as fresh cod.""",
      source="https://www.photomasters.com/forum/general/drying-cod", kind="blog",
      note="trap: Stockfish, stockfish (the dried cod)"),
    # ---------------------------------------------------------------- volcanoes and geology
    R(r"""Mount Etna erupts, forcing airport closure

Civil protection in Sicility warned of dangerous lava fountains, after a breathtaking eruption of Mount Etna, the largest active volcano in Europe, forced the closure of international Katania airport right through to late afternoon.

According o the National Institute of Geophysics and Volcanology in Italy, there is a very high risk of lava overflowing from a hillside south of the Etna crater.

Thick plums of ash are choking Sicily’s airspace with the volcanic cloud heading south and forcing the closure of Fontanarossa airport.

At least 10 million passengers go through the Katania airport which services the eastern part of Sicilty, one of the most popular tourist destinations in Italy.

Etna stands at 3.324 metres, the highest European active volcano, with dozens of eruptions over its half a million year history.""",
      source="https://in-cyprus.philenews.com/news/international/mount-etna-erupts-forcing-airport-closure/", kind="news",
      note="trap: Etna, lava, cloud"),
    R(r"""Sicily’s Catania airport reduces arrivals due to Mount Etna activity
Sicily’s Catania Airport said it had reduced its arrivals Sunday, due to a gush of volcanic lava and smoke emitted from nearby Mount Etna.
The airport said on its website that “as a result of this morning’s volcanic activity,” arriving flights would be reduced to six per hour and one section would be closed.
“Passengers are requested to check the status of their flight with the airline if necessary,” said the airport, which is Sicily’s busiest.
Twice last month, the airport suspended all flights after eruptions spewed volcanic ash over runways.
Italy’s National Institute of Geophysics and Volcanology reported a “lava fountain” gushing from the volcano Sunday morning, with an accompanying “volcanic cloud” dispersing towards the east and southeast.
At 3,324 meters (nearly 11,000 feet), Etna is the tallest active volcano in Europe and has erupted frequently in the past 500,000 years.""",
      source="https://english.alsiasi.com/sicilys-catania-airport-reduces-arrivals-due-to-mount-etna-activity", kind="news",
      note="trap: Etna, lava, cloud, status"),
    R(r"""You can climb it, but it's a long way. Buy a bus ticket at the Pompeii Sclavi station on the Circumvesuviana railway. The bus takes you about half-way. (Incidentally, the countryside around here is incredibly messy: rubbish, domestic and building, gets dumped everywhere.) Half-way up you transfer to a bus-jeep which takes you lurching up through the beautiful National Park forest. When that peters out you climb the last ten minutes up to the crater. Vesuvio is about 4,000 feet. My water bottle exhales a brief sigh as I open it.
A short lecture from a volcanologist (included in the ticket), and you are free to wander around. Go early: it gets crowded. It's a huge hole in the ground. Not much more really, but really huge, awesome, with vertical sides, a massive 600 metre-wide cannon. In the last eruption (1944) it managed to block its vent with 8km of rock. But the magma chamber is still there below that, and as the pressure builds up, more gas is produced. All you can see on the surface are a few faint whisps curling into the morning sun. Look closer and you see deposits around the vent, foul-looking yellow and brown: a message from the inside of our beautiful planet.""",
      source="http://tangocommuter1.blogspot.com/2012/09/vesuvio.html", kind="blog",
      note="trap: Vesuvio, magma, bottle, Park, sun"),
    R(r"""The evening that we arrived in Herculaneum (see previous post), we took a bus trip to see Mount Vesuvius, the same chap that had blown his top and caused all that misery back in 79 AD. Mt. Vesuvius hulks over skyline of both Herculaneum and Pompeii with a giant scowl: "Start something, and I'll blow my top again." That is the reason why folk in both of these towns are ultra-polite and well-behaved.
This is what Mt. Vesuvius looks like from Pompeii, photo taken from the entrance to one of the ruins.
Here is another shot, taken from a ferry ride to the nearby island of Procida (another post on that soon).
This is the map of the region, showing Mount Vesuvius, Herculaneum (Ercolano), Pompeii, and Naples
You can also see the dotted ferry routes starting from Naples. Procida is on the left, where you see some text.
To see Mt. Vesuvius, you have to reserve your slot at least a week in advance, on this Italian tourism site. We had coordinated our reservation with our visit to Herculaneum.""",
      source="https://pen-slinger.blogspot.com/2023/12/mt-vesuvius.html", kind="blog",
      note="trap: Vesuvius, map, slot, site"),
    R(r"""C. Campbell - Igneous Rocks

The Birth of Obsidian

For this week's travel assignment, I wanted to visit the birthplace of obsidian rocks: an active volcano and no sight can compare to that at night!

I explained to my travel guide that I wanted to get as close as possible for the best shot but he wouldn't go any closer than this. I was a little disappointed, but better safe than sorry.

We camped out for a few days in a neighboring village waiting for the eruption to stop and once it did, we began the journey to the newly formed obsidian flows.

Obsidian forms when molten rock, or magma, from a volcanic eruption cools so quickly that it does not have time to form crystalline structures. This process is called quenching. It is an extrusive process, meaning it takes place above the earth's surface. The result is beautiful volcanic glass, often black but can also be found in browns, tans and green. If you're lucky, you will spot the much rarer blue, red, orange or yellow!

Because obsidian does not form crystalline structures, the fracture pattern is not uniform and actually creates a beautiful conchoidal fracture named for the same pattern found on a mussel shell.""",
      source="https://registraveljournal.blogspot.com/2020/03/c-campbell-igneous-rocks.html", kind="blog",
      note="trap: Obsidian, obsidian, magma, glass"),
    # ---------------------------------------------------------------- circus and strongmen
    R(r"""In fact, the entertainments commonly linked with the modern circus—acrobatics, animal performances and pantomimes—belong to traditions long predating the Romans. Four-millennia-old Egyptian paintings show female jugglers; in China, archaeologists have found 2,000-year-old clay figurines of tumblers.
Circus-type entertainments could be hideously violent: In 17th-century Britain, dogs tore into bears and chimpanzees. A humane change of pace came in 1768, when Philip Astley, often called the father of the modern circus, put on his first show in London, in a simple horse-riding ring. He found that a circle 42 feet in diameter was ideal for using centrifugal force as an aid in balancing on a horse’s back while doing tricks. It’s a size still used today. Between the horse shows, he scheduled clowning and tumbling acts.Circuses in fledgling America, with its long distances, shortage of venues and lack of large cities, found the European model too static and costly. In 1808, Hachaliah Bailey took the circus in a new direction by making animals the real stars, particularly an African elephant named Old Bet.""",
      source="https://www.dramandaforeman.com/category/tv/", kind="blog",
      note="trap: jugglers, ring, model, Bet"),
    R(r"""Ziegfeld had been right about the handsome Sandow’s appeal to the ladies, playing a trump card to enormous effect quite early on in Sandow’s run at the Trocadero nightclub. One night Ziegfeld himself appeared at the end of the strongman’s performance to make a surprise announcement. He declared that if any lady in the theatre was prepared to donate the sum of $300 to charity then she would be invited to a private interview with Sandow in the strongman’s dressing room after the show.

  It was a risky gimmick and could have gone wrong. But to the showman’s relief, two prominent society ladies, Mrs Potter Palmer and Mrs George Pullman, neither a shrinking violet, accepted the offer at once. Mrs Potter Palmer, the wife of a real estate baron, was the Chairman of the Board of Lady Managers of the Chicago Exposition, and was game for most things. The Chicago Herald wrote of her ‘Society – even Chicago society – which Mrs Potter Palmer loves, is but a vast and merry whirl and she craves more.’ Mrs Pullman, whose wealthy husband devised the improved railway sleeping car bearing his name, was equally outgoing.""",
      source="https://whosread.com/260092/6417319.amp", kind="prose",
      note="trap: Pullman, Trocadero, Potter, Herald"),
    R(r"""Beginning an incredible few minutes, Sandow picked up a dumbbell weighing 280lbs and lifted it over his head with one hand. Still holding the weight aloft, he lowered himself to the floor and then scrambled to his feet again. He deposited the weight on the stage. While Sampson looked on glumly, Fleming affixed a steel chain around Sandow’s other arm. Lifting a 220lb dumbbell overhead with his free arm, at the same time he inflated the other bicep and, with a roar, broke the chain.

  It was the end of the contest and everyone present knew it. Sampson could not hope to follow that. The strongest man in the world had been thoroughly beaten.

  The ex-champion did not take defeat gracefully. George Mozart, a music hall comedian in the audience that night, said that for a moment it looked as if a fight was going to break out between the two strongmen. Fortunately the cheers of the crowd engulfed the victor, who was embraced by Fleming and Atilla.""",
      source="https://bookreadfree.com/260092/6417249", kind="prose",
      note="trap: chain, Mozart, Atilla, stage"),
    # ---------------------------------------------------------------- jazz
    R(r"""Django Reinhardt

Django Reinhardt is rightly hailed as one of the greatest guitar players that ever lived, but many people praising his accomplishments as a guitarist tend to overlook his roots in Gypsy culture and the musically fertile, polyglot Paris of the 1920's. Reinhardt and his companions used all these elements, along with American jazz, to create this new music, but the Gypsy heritage seems to be the most important ingredient. Once you hear it you can’t forget it. It is sophisticated, yet it has a sentimental quality. It is Gypsy jazz, and the popularity of this sometimes flamboyant, sometimes melancholy guitar music is growing around the world. Aficionados everywhere are forming bands, called Hot Clubs, in honor of Django Reinhardt’s famous Quintet of the Hot Club of France.

There are Hot Clubs in Norway, Tokyo, San Francisco, New York, and probably every country where the guitar is played. It is through the playing of the brilliant Gypsy guitarist Django Reinhardt that most people are introduced to jazz manouche, as they call the style in its birthplace, France.""",
      source="http://www.hotclubsf.com/inspiration/", kind="blog",
      note="trap: Django (the guitarist), Hot Club"),
    R(r"""A Romany term meaning "I awake"

That's the official definiton of Django. It's also the name that Jean Baptiste "Django" Reinhardt was best known by.

Despite being able to work only two fingers on his fret hand, Django is considered one of the best jazz guitarists of all time. Here he is performing "J'Attenndrai"("I Will Wait") with his quintet. Nice work, eh?""",
      source="http://metube.blogspot.com/2006/11/romany-term-meaning-i-awake.html", kind="blog",
      note="trap: Django (the guitarist)"),
    R(r"""Django Reinhardt - The Best of Django Reinhardt

Django Reinhardt was a Belgian born gypsy jazz guitarist. He grew up in gypsy camps around paris, playing various stringed instruments in the usual gypsy fashion, until one night his caravan caught fire and he was badly burnt, rendering the third and fourth fingers on his left hand almost useless. So what did he decide to do? Discover jazz, and become one of the most influential guitarists of all time. Go figure.

Even though he could only use two fingers during solos (sometimes all four for chordal work), he still comes up with some of the most fantastic lines I have heard. He is truly a master, and this collection showcases some of his best work.""",
      source="http://musingsofeddie.blogspot.com/2010/09/django-reinhardt-best-of-django.html", kind="blog",
      note="trap: Django (the guitarist), Go, master"),
    R(r"""Charlie Parker

One of the greatest jazz innovators of all time, Charlie Parker (1920-1955) is one of the few musicians who can be said to have permanently changed jazz. 

His style was influenced by Lester Young and his love for the blues, but his ideas were far more advanced than any of his contemporaries. Parker (who picked up the lifelong nickname of Bird) also had the ability to play perfectly coherent solos at ridiculously fast tempos. By the time he met his musical soulmate, trumpeter Dizzy Gillespie, Bird was on his way to the top of jazz. Diz and Bird worked together in the big bands of Earl Hines and Billy Eckstine during 1943-1944 and created a sensation in 1945, both in their live performances in 52nd Street clubs and in their recordings. Due to their stunning playing, bebop replaced swing as the jazz mainstream.""",
      source="http://lovefashun.com/collections/charlie-parker", kind="blog",
      note="trap: Bird, Parker, swing, bebop"),
    R(r"""Bird Lives!

NPR profiles the father of bebop Charlie Parker:

It’s safe to say that without Charlie Parker, the music we now call bebop might never have existed. While other musicians in New York — Dizzy Gillespie, Thelonious Monk, and Bud Powell among them — were creating the musical building blocks that would later become part of bebop, it was Parker’s innovative phrasing on alto saxophone that provided the glue that brought it all together as a new jazz revolution.

Check out part 1 of the prgram.""",
      source="https://visualgui.com/2007/08/30/bird-lives/", kind="blog",
      note="trap: Bird, Monk, Bud, glue, building blocks"),
    R(r"""Chesney “Chet” Baker (1929–1988) was a trumpet and flugelhorn player and singer closely associated with the sounds of West Coast, and cool jazz. In the early 1950s.

Baker played bebop with the likes of Stan Getz and Charlie Parker. But it was his partnership with baritone player Gerry Mulligan, characterised by interweaving, contrapuntal melodic lines, which garnered attention. His languid, androgynous singing voice gave Baker his biggest hit with “My Funny Valentine”. Unfortunately, his life was plagued by drug addiction. From the early 1970’s, he staged multiple comebacks with limited success, but found a new audience when he contributed a trumpet solo on Elvis Costello’s 1986 song “Shipbuilding”.""",
      source="https://castore.everythingjazz.com/collections/chet-baker", kind="blog",
      note="trap: Baker, Chet, bebop, Parker"),
    R(r"""Essential Standards
In 1952 in Los Angles, Chet Baker literally stepped out of the crowd of young trumpet players; at an open audition, Charlie Parker picked the 23-year-old as his front-line partner for a West Coast tour. Later that year, Baker joined Gerry Mulligan’s quartet, recorded "My Funny Valentine" and became an instant star. Soon, he was placing in polls with Dizzy Gillespie and Miles Davis, leading his own band and finding himself as famous for his singing as for his playing. Baker was capable of fast, hard trumpet work, but it was the lyricism and restrained simplicity of his work with standard songs like these that gained him his biggest audience.""",
      source="https://concord.com/concord-albums/essential-standards/", kind="news",
      note="trap: Baker, Parker, polls, star"),
    R(r"""In popular culture, there are names we simply know. We don’t recall where or when we first heard of someone but in some way we’ve always known of them. From Andy Warhol and Bob Dylan to Orson Welles and F. Scot Fitzgerald there are men we speak of with little or no recollection of why. In time we come across the reasons but until then it simply stands that some men are simply known. Chet Baker, the smooth and soft voice of cool West Coast jazz is one of those names.

T hose in jazz circles need no prompting when it comes to Baker. Offering perhaps the finest rendition of “My Funny Valentine”, playing the junk-fueled jazz trumpeter to a tee and being as comfortable in tailored suits as he was in plain white t-shirts and jeans, Baker was that white cat among the black guys pouring out the screaming streams of horns gone wild in smoke-filled cafes during the 1950’s and 1960’s.

In addition to his soft vocals, subtle trumpet techniques and flair for the cool, Baker also had classic good looks, a precursor to Chris Isaak where one’s eyes and lips can say more than lyrics or chords. Though Baker will never be mistaken for Miles Davis or Dizzy Gillespie when it comes to blowing the horn, he could hold his own in the right genres and had a signature low and tender sound that made jazz more accessible than the complicated compositions of say John Coltrane.""",
      source="https://www.mnswr.com/magazine/style-icons-chet-baker-a-name-we-know/", kind="blog",
      note="trap: Baker, cat, streams, rendition"),
    # ---------------------------------------------------------------- rivers and fishing
    R(r"""One fly

Our columnist Rob Brown finds inspiration in a moment of forgetfulness

A rod, a reel, a floating line, a leader, a spool of tippet, a box of flies containing two or three patterns (though you probably need only one), waders, a raincoat, and a hat, are all the gear required for summer steelhead fishing. For summer trout fishing the list is much longer. Trout fishing requires hatch matching; it demands fussing; it’s finicky to the point of irritation at times, but even at those moments, its rewards exceed its annoyances.

As I sit, waiting for the light to change at the old bridge while watching the line of sockeye snaggers standing waist deep in turbid water off the uppermost tip of Ferry Island, I riffle through my mental list of trout paraphernalia, making sure I haven’t forgotten a vital bit.""",
      source="http://www.terracestandard.com/sports/one-fly/", kind="news",
      note="trap: Brown, spool, leader, bridge, patterns"),
    R(r"""Brown Trout and favoured flies

This piece originally appeared in the FOSAF publication “favoured flies” in Oct 2008   Brown Trout have been tickling my fancy for over twenty years. There is something about a Brown that is appealing, fanciful, and frustrating all at the same time, and whatever that something is, it has me hunting them regularly. I struggle to define what it is about a Brown that holds appeal for me. Perhaps it is simply that there are less of them around than the Rainbow, but I suspect it runs deeper than that. Whatever it is about Browns, it keeps me coming back.""",
      source="https://truttablog.com/tag/brown-trout/page/9", kind="blog",
      note="trap: Brown, Rainbow"),
    R(r"""Don't get me wrong, I have nothing against playing tag with large fish. Once or twice each season, I'll check into a well-known fishing lodge to spend a few days trying to outwit twenty-inch browns, fussy fish with epicurean palates, and like any angler, I find the tug of a large rainbow addicting. But when fishing larger rivers, I must pack all of the accoutrements such fluviatile endeavors require.
There is my wading stick and oversized net, chest waders, and a pack stuffed with boxes and boxes and more boxes of fly patterns in every conceivable size, color, and shape. There will be a fly rod for nymphing, another to swing streamers, and a third to cast delicate dry flies should the fish be rising. Then there are the reels to match each rod, with spare spools enabling me to switch from floating to sinking lines and back again.
All of this is fine and well, but when fishing a smaller stream, I need only slip on wading boots over my pair of well-worn hippers. The pack buckled to my waist is sufficient to carry forceps, clippers, an extra leader and a spool of tippet material. After I add a chamois sleeve to clean the slime off my dry flies and a plastic container of crystals to keep them afloat, there is enough room for a sandwich and perhaps an apple or brownie for dessert…""",
      source="https://newslettercollector.nl/newsletter/is-social-media-ruining-the-best-waters-tightline-nymphing-tutorial-losing-a-fish-is-your-fault/?l=nl_NL", kind="blog",
      note="trap: tag, net, swing, streamers, crystals, spool, pack"),
    R(r"""Steelhead Report 12/5/14: Neither here nor there

You get two kinds of steelhead reports.

The first is celebratory. The bite was on, the hookups plentiful, and the giddy recollections make you wish it was you who had written them. Such reports are usually accompanied by multiple grip-and-grins, or artistic renderings of gleaming flanks, spotted tails, and hook-and-Estaz neatly secured in mouth.

The second focuses on the friends you fished with, or the solitude you basked in, but most of all the glory of just being there. Umm, the fishing was slow. What else is there to write about?

No matter which end of the spectrum your trip falls into, the truth always lies somewhere between the two. Yes, there is no other rush in fishing that compares to the knowledge that the bellicose, cartwheeling silver machine you’ve been dancing with is going to be in your hands in a matter of moments. And yes, it is glorious just to be there. (You cannot, after all, catch a steelhead in Connecticut.)""",
      source="https://currentseams.com/tag/brown-trout/page/2", kind="blog",
      note="trap: hookups, hook, spectrum, machine"),
    # ---------------------------------------------------------------- recipes and drinks
    R(r"""Pork Tenderloin with Sage

Serves 4

The great thing about this is it's so quick and easy you can make it for a week night dinner. I love this sauce! I hope you like it a much as we do. Note: Please don't overcook this! The trichinosis scare that made us all cook pork well done has been over for decades.

2 whole pork tenderloins

salt

fresh ground black pepper

1 c olive oil

1 juice of 1 lemon

2 t finely chopped fresh sage or 1 t dried (I use fresh)

1 c marsala wine

1 c chicken stock (I use home made, if using canned I'd use low salt)

4 fresh sage leaves, finely chopped

2 T butter

Place the pork in a non metallic container (I use a ziploc bag) with salt and pepper (to taste), olive oil, lemon juice, and chopped sage. Cover and refrigerate for at least 2 hours, turning after 1 hour.""",
      source="https://recipeswap.org/swap/threads/pork-tenderloin-with-sage.347/", kind="recipe",
      note="trap: Sage, sage, container, stock"),
    R(r"""REC: Roast Pork Tenderloin with Dried Cherry Port Sauce
This was such an easy dish to make and tasted like a million bucks.
I know it's more of a fall dish but Ken wanted this for his birthday dinner and we were happy to oblige!
Roast Pork Tenderloin with Dried Cherry Port Sauce
pork tenderloin, silver skin removed*
Salt
pepper
thyme sprigs
2 T oil
*The tenderloins we had, from Costco, came 2 per a pack, tied together. We untied them and prepared them:
Preheat oven to 400. Season tenderloin with salt and pepper. Place thyme sprig in between tenderloins and tie together with kitchen string, tying more sprigs to the outside. Brown well in a large skillet on all sides.
Transfer to a jelly roll pan and roast for 10-16 minutes or until 135-140 degrees. Let rest while preparing sauce.
Dried Cherry Port Sauce
1 onion, halved and sliced
1 c ruby port
3/5 c dried sour cherries
3/4 c prunes
1 T fig balsamic vinegar (or balsamic vinegar)
2 T orange marmalade
salt and pepper
1 T olive oil
3 T butter, unsalted
In the same skilled used to brown pork, saute onions in oil until browned and soft. Add port, marmalade and fruit, stir until marmalade is dissolved. Simmer until somewhat reduced, ~10 minutes. Swirl in butter and pour over carved pork slices.""",
      source="https://recipeswap.org/swap/threads/while-at-my-parents-for-my-dads-88th-birthday-we-cooked-some-amazing-meals-here-are-some-recipes.6043", kind="recipe",
      note="trap: ruby, Port, port, rest, pack, string"),
    R(r"""Sage Roasted Pork Tenderloin with Plum Sauce | Recipes

This was the first meal Kevin made for me.  It has been one of my favorites since.  This would be a great meal to serve for the holidays as it is very impressive but quite simple.  We actually made this for a Christmas Eve dinner a few years ago.  This recipe is from Tyler Florence.  We always have a pork tenderloin in the freezer so we make this or a variation often.  The plum sauce makes it.  We served this with garlic mashed potatoes and parmesan wrapped asparagus.  Recipe below.

We got the potatoes boiling and started the plum sauce. This is an entire bottle of red wine in the pot.

Add some red wine vinegar, dried prunes, and sugar.

Let this cook for about 20 minutes.  In the meantime, get the tenderloin ready. Trim away the silver skin and any fat.  Season with salt and pepper.  Lay sage leaves on top of the tenderloin and tie it with some butcher’s twine.

Heat olive oil in an oven proof skillet (we use a cast iron) and sear all sides.""",
      source="https://everydayinstilettos.wordpress.com/2011/12/05/sage-roasted-pork-tenderloin-with-plum-sauce-recipes/", kind="recipe",
      note="trap: Sage, sage, Plum, wine, bottle, Florence"),
    R(r"""Mocha Cake

If you’re a fan of both chocolate and coffee, this Mocha Cake is the perfect dessert for you. With its deep chocolate flavor, subtle coffee undertones, and moist, tender crumb, this cake is an indulgent treat that’s perfect for any occasion. Whether you’re celebrating a birthday, hosting a dinner party, or simply craving a slice of something sweet, this mocha cake will satisfy your chocolate and coffee cravings in the most delicious way.

Mocha is a combination of chocolate and coffee, a pairing loved by many for its rich and complex taste. The addition of coffee enhances the deep cocoa flavor, making this cake extra decadent without overpowering the chocolatey goodness. It’s layered with a luscious mocha buttercream frosting, adding an extra dose of smooth, creamy, and coffee-infused delight.

This recipe is simple to follow, requires no special techniques, and delivers a bakery-quality cake right at home. Whether you’re a seasoned baker or a beginner, this mocha cake is sure to impress. Plus, it’s halal-friendly, customizable, and perfect for freezing and storing, so you can enjoy it anytime you like.""",
      source="https://mysavorytwist.com/mocha-cake", kind="recipe",
      note="trap: Mocha, mocha, coffee, Cake"),
    R(r"""Chocolate Mocha Cake

have some coffee lovers in my house, so it was easy to decide the cake flavor for my daughter's birthday.   Even though I was very late in baking a cake for her, she didn't want to buy a cake instead.  She wanted me to bake a cake for her.  

Kids love cold coffee and they make sure that we swing by Starbucks or Dunkin Donuts to get their weekly dose of coffee after every Sunday church service.

I have been wanting to make a coffee flavored cake for a long time, and a birthday was the perfect occasion.  The swiss meringue mocha frosting pairs well with this chocolate cake.

I tweaked the recipe of my black magic cake base to fit for the 3 layered 6 inch cakes.  The Nutella cupcake frosting is always a hit everywhere I take it.  So deciding on the frosting was easy.  The swiss meringue frosting was flavored with coffee and chocolate for the coffee lovers.""",
      source="http://www.flavzcorner.com/2022/01/chocolate-mocha-cake.html", kind="recipe",
      note="trap: Mocha, mocha, swing, coffee, base, hit"),
    R(r"""Java

HISTORY

Introduced to Indonesia in the 1600s by the Dutch, coffee wasn't cultivated for export until the early 1700s by the Dutch East India Company. Large Dutch-owned plantations abused the local laborers with low wages and poor conditions while the government oppressed the Indonesian people under the colonial regime.

An outbreak of coffee-leaf rust during the 1860 and 1870s devastated the coffee market, with many of the Dutch landowners abandoning their large estates. Local laborers stepped in to claim small plots of land abandoned by the Dutch and eventually replanted most of the old Arabica coffee plants with more disease resistant Robusta and other hybrids, establishing the predominance of smallholder growers that still exists in the islands today.

The post-harvest processing method of wet-hulling, known locally as Giling Basah, contributes to the unique earthy, savory characteristics for which Javanese coffee is known.

MOCHA JAVA

Originally referring to a blend of coffee beans from Java and Yemen, "Mocha Java" provided a perfect combination of the deep chocolate and winey berry characteristics of Yemeni beans (Yemeni coffee often referred to as "Mocha" after the main port) and the earthy profile of Javanese coffee. Over the years however, the words have come to be used for other coffee-related purposes which has lead to much confusion among consumers.""",
      source="https://beanlifecoffee.com/java", kind="blog",
      note="trap: Java, Mocha, rust, blend, export, port"),
    R(r"""Java Coffee : A Beginner’s Guide

Java Coffee has a very special place in the hearts of coffee lovers. The word Java is even used as a nickname for coffee, internationally. Though not the largest island in Indonesia, Java is one of the main islands where the capital city, Jakarta is located. That means the island is very crowded, with immigrants coming from all over the country to work and make a better life. Today it is home to a roughly 145 million people. It is currently the most populated island in the world.

Being one of the world’s oldest coffee producers, coffee plants were first brought to Java Island in 1699 by Dutch colonialists. Since Java was the main island where the Indonesian capital was situated, the majority of coffee beans were exported from here. Indonesia –particularly the island of Java at the time– quickly became the world’s leading coffee exporter. Most of the coffee bean bags that came into Europe were labeled as ‘Java’. That’s how the nickname got around. The term ‘A Cup of Java’ was widely used to describe brewed coffee, proving just how popular Java coffee is.

Unfortunately, in the 1880s when Java was a world leader in coffee production, Java’s coffee crops were devastated by a rust epidemic. This plague occurred first in Sukabumi, then all over Central Java and eastern Java regions. A great deal of plantation stocks was lost.""",
      source="https://coffeearks.com/2023/02/27/java-coffee-a-beginners-guide/", kind="blog",
      note="trap: Java, rust, bean, Central"),
    R(r"""Masala Chai
To make two cups of Masala Chai, you'll need the following ingredients:
2 cups water
2 cups milk (you can use whole milk or a dairy-free alternative)
2 tablespoons loose black tea leaves (Assam or Darjeeling tea works well)
2-3 green cardamom pods
1 cinnamon stick (approximately 1 inch)
4-5 cloves
1-inch piece of fresh ginger, peeled and crushed
1-2 black peppercorns (optional, for a hint of spiciness)
2-3 teaspoons of sugar or jaggery""",
      source="https://foodiezaika.com/masala-chai/", kind="recipe",
      note="trap: Chai, pods, Darjeeling"),
    R(r"""By Garima Johar
November 18, 2024
Winter mornings call for a hot cup of tea and what’s better than masala chai? For a cosy cup of chai and the goodness of ginger and spices, you can refer to this recipe and make your tea.
1.5 cups water 1 inch cinnamon stick 3 green cardamoms 4 cloves 5 black peppercorns ½ inch fresh ginger, grated 1 teaspoon black tea ¾ cup milk Sugar to taste
Dry roast cinnamon, cardamom, cloves, and peppercorns till aromatic.
Add water and grated ginger to the same pan. Let it boil.
Add black tea and simmer for another 5 minutes.
Pour in the milk and sugar and let it simmer for a few more minutes.
Strain the tea into cups and enjoy.""",
      source="https://slurrp.com/web-stories/masala-chai-the-best-way-to-start-your-winter-mornings", kind="recipe",
      note="trap: chai, Dry, cups"),
    R(r"""Panda Updates – Wednesday, May 31

I have been up in pandas since mid-April, and this past week I worked in Hoofstock for two days. It is the first time I haven’t seen the cubs for more than a few days since I started working the panda routine. I know other keepers have mentioned it in past updates, but wow, do these two grow quickly! I came back after just four days and they looked so much bigger.

As was also mentioned in previous updates, bamboo shoot season has sadly come to a close, and we are back to offering the pandas mature bamboo. The primary species we are offering right now is yellow groove. It is a very leafy bamboo that the twins enjoy chewing on and playing with. Often, before we clear a dayroom of bamboo that Lun Lun didn’t want to eat, we save an intact leafy piece and put it on the structure for the girls to play with. This leaned back and relaxed position that the pandas sit in is my favorite. A former intern in the panda department referred to it as the “panda puddle.” It looks pretty silly, but it sure puts a smile on my face!
Danica W.
Swing Keeper, Mammals""",
      source="https://zooatlanta.org/panda-updates-wednesday-may-31/", kind="blog",
      note="trap: pandas, Swing, Keeper, updates, routine, structure"),
    R(r"""Panda Updates – Friday, March 3

Throughout the day, we bring the pandas into the back so that we can clean up leftovers and give them fresh bamboo, biscuits and produce. Yesterday, we brought Lun Lun inside, but the cubs remained sleeping on the climbing structure, which is typical. As always, while I was cleaning, I kept my eye on the cubs in case they woke up and wanted to climb down. Indeed, Xi Lun started to wiggle and squirm and I could see she was going to climb down from the structure into the hammock. I left the dayroom and closed the keeper door, then opened the panda door, and asked Xi Lun to come inside. She took a few minutes to climb down from the structure, but once on the ground, she ran to the panda door and ran inside. Both cubs have frequently run inside with their mothe,r and we say the cue word to them when they do this so they start learning this behavior, but so far, this is the first time one of the cubs has come inside on her own without Lun Lun. I was so proud of Xi Lun!
Heather R.
Senior Keeper, Carnivores""",
      source="https://zooatlanta.org/panda-updates-friday-march-3/", kind="blog",
      note="trap: pandas, Keeper, cue, hammock, door"),
    # ---------------------------------------------------------------- a jazz player's practice set-up
    R(r"""Thanks to Allan Meyerson and the Elm Street Jazz Workshop, I've been working on developing some jazz chops. I have a very long way to go... Okay, I still pretty much suck terribly, but at least I'm trying. It's like I'm finally working the way I should have in high school. Takes much longer at my age, but it's a lot of fun.
The ESJW has been a great place for this. The first Friday of each month is devoted to improvisation. We jam, taking turns playing from lead sheets. Allan frequently offers a theme or teaches some theory. All fantastic.
But I'm writing this in October 2020 with the Covid-19 pandemic starting its fall "second wave" in the United States, and of course the workshop is not meeting. So I'm jamming with myself, using the iReal Pro app as a backing group. This definitely is not like interacting with and learning from others.
I'm having fun doing some recording. To read more, expand this box:
I have the BlueStacks Android emulator loaded on my PC. I have the latest version of Finale. I have a Focusrite 2i2 mixer with condensor mike, and use the Ableton Live Lite software that was provided with this setup.
Here's my work flow:
Launch BlueStacks, then open the desired chart in iReal Pro
Export MIDI to my computer
Import MIDI into Finale""",
      T("iReal Pro"), T("BlueStacks"), T("Android"), T("Finale"), T("Ableton Live"),
      source="https://www.rcstein.com/home/music/jazz/jazz-improv", kind="blog",
      note="mixed: an amateur jazz player's recording set-up names software (the iReal Pro app, the BlueStacks Android emulator, Finale, Ableton Live Lite): labelled; MIDI, a format, and the Focusrite mixer, hardware, are not; jam, Workshop and Live are the trap words around them"),
    # ---------------------------------------------------------------- swifts
    R(r"""Come first of May I scan the skies for telltale glimpse of sickle wings, those joyful screaming cries. And yes, the swifts are back.
My first sighting occurred on the evening of 5th May, three days later than last year due to the area of low pressure and gale force winds in early May which the birds fly hundreds of miles to avoid.
Then, on the morning of 6th May as the weather improved all my local swifts, arriving overnight, scythed through the air screaming in groups over the rooftops. Many made for the river where a large hatch of mayflies lifted from the surface to be snapped up by the swifts demonstrating breathtaking speed, agility and lightening changes of direction. Incredible eyesight ensured that they caught with ease the weakly fluttering flies thus topping up energy levels expended on their epic flight from Africa.
Meanwhile our Kingston swallows returned in force in mid April. First to arrive were the longer tailed males (pictured) to begin reclaiming nest sites and await females as they flew in a few days later.
Nesting is well under way now and the first brood youngsters can be heard uttering demanding twittering calls as their parents arrive with food.""",
      source="https://yourlocalguardian.co.uk/leisure/outdoors/12957943.nature-notes-swifts-and-swallows", kind="news",
      note="trap: swifts, Kingston, hatch, twittering"),
    R(r"""11 May Swifts Return

The first summer swift flew over the house on Tuesday, only four days later than last year.

It signalled the end of this spell of north easterly winds with their cold grey skies and cheerless spring. Despite the lack of warmth, the resident birds have successfully raised broods and the garden is busy with robin, sparrow, blackbird and starling families. But the fortunes of the spring bringers, the migrants we look for each year, are less hopeful.

Four house martins are attempting to repair their nest, needing around 1000 pellets of mud to achieve this. I am recording their activity here as part of the BTO House Martin survey, spending about 30 minutes a day watching their activity. BTO studies suggest that mud needs to be found within 300 metres for successful nest building. Although they fly in across the back field I can’t see where they are getting the mud from in this dry spring. House martin numbers are declining across southern and eastern Britain so I am willing them to have a successful year.""",
      source="https://melindaappleby.co.uk/swifts-return/", kind="blog",
      note="trap: Swifts, swift, spring, Martin, robin, starling"),
    # ---------------------------------------------------------------- pike
    R(r"""More Winter piking

Last weekend the weather seemed pretty much bang on for another attempt at deadbaiting for pike – a couple of adjacent days of cold, hard weather but a bit of intermittent sunshine so we decided to hit a favourite East Yorkshire venue. It’s always an early start on these Winter missions and I rolled out of bed in the middle of the night to allow myself time to have a good breakfast. Upon arrival we were rewarded for our efforts with a fiery sunrise which set us up nicely for the day

It’s a long walk from the car park to our favourite peg (peg! I need to do some game fishing quick sharp) so despite the cold we were sweating like pigs by the time we got to the water’s edge. Next came the massive faff associated with this type of fishing, setting up the chair, rod rests, alarms, rig, bait, oils, bait injectors, you name it! Finally the baits were hoyed out on float-ledger rigs and we could sit back in our chairs, swaddled in insulating layers, to set about the serious business of drinking tea and staring at floats.

It’s a funny old business staring at floats. The first 10 minutes is really exciting, knowing it’s going to go any second now. Then after 10 minutes of it not going, you pour another cup of tea.  Next time-killer is to hit the packed lunch, followed by checking Facebook on your phone, then chocolate time.""",
      source="http://yorkshireflyfishing.org.uk/2017/01/more-winter-piking/", kind="blog",
      note="trap: pike, rig, float, alarms, peg, Winter (Facebook, a social site checked on a phone, is not labelled, as in the earlier sets)"),
    R(r"""Boxing day Pike, or not!

So it was at around 10pm on Christmas night when I got a text message from an enthusiastic fisher Charlie.
– Want to go fishing tomorrow?
I replied
– Why the hell not!

I had read something somewhere about going Pike fishing on Boxing Day being traditional so we decided to go to the local canal.
The theory behind this was that it was free and if it got too cold we could just do a bolt back to the house for a cup of tea.

Anyway, too cut a long story short we fulfilled two traditions, we went Pike fishing on Boxing Day and in grand traditional style we blanked. Hell, we even used big rattling plugs. I had asked Alex if he wanted to join us but he was up North spending time with his folks. Freezing cold, hungry, no fish, he would have loved it I said to myself as I thumped my freezing cold feet in an attempt to heat them up.""",
      source="http://urbanflyfisher.com/boxing-day-pike-or-not/", kind="blog",
      note="trap: Pike, Boxing, bolt, plugs, canal"),
    R(r"""I padded off down to the lake this afternoon to try out the
paint brush handle before the water had a chance to freeze up again. I briefly
had the place to myself and threw the new lure without my usual restraint, it
flew like a rocket. The hardwood and rear weights kept it on course enabling me
to place it rather than hurl it and hope for the best. With the rod tip lowered
and a steady jerk on the retrieve I could keep it subsurface gliding and
bucking with its silver sides flashing.
I slowed my retrieve and added long pauses so it sank to the bottom and
kept some depth. In among the jerks I felt the rumble of a fish but it had
gone after putting a couple of bends in the rod. I cast again and again while
trying to remember the sequence of tugs and pauses that had triggered the
attack. In the end I contented myself with the thought that it would have all
been too much to catch a pike on the lure’s first outing, especially in the
middle of winter: it didn't stop me vainly casting along the same stretch of
water.""",
      source="https://homeluremaking.blogspot.com/2013_02_17_archive.html", kind="blog",
      note="trap: rocket, pike, lure, cast, sequence"),
    # ---------------------------------------------------------------- carousels
    R(r"""Back in the 90's I was in the Air Force and living in DC. I found this tiny former trolley park called Glen Echo Park and for at least two years I went there once a week 'cause I was a carousel nut, particularly about their 1921 Dentzel carousel. I was such a fixture at the park the carousel staff called me their 'number one fan' and one day let me in the building during the off season to take pictures of all the animals. I had them up on a website for a long time that was linked to from the National Park Service website (they also ganked a couple for their own use without giving me credit).
When I was there it hadn't been fully restored. Animals and panels were restored as they got the money for it from the season's ticket sales, but most of the animals were still in brown park paint that had been rather garishly applied back in the 60's. A couple years after I moved someone donated a million or so and the machine is now in its full glory. I haven't been able to go back and see it, tho. :(
It was a rare machine in several ways. It was still in its original operating location, operating every year since 1921. It had a large Wurlitzer band organ (a 500, I think) meant for permanent park carousels, of which only 5 were made, and, up until 1994, only two were still with carousels.""",
      source="http://m.livejournal.com/read/user/moonscream/89190", kind="blog",
      note="trap: carousel, Echo, fixture, machine, Wurlitzer"),
    R(r"""The Merry Go Round is a 36ft model purchased from Chance Rides in Wichita, Kansas.

The carrousel came with 10 special horses made for the outside row called “Bradley & Kaye Horses.” Seven of these “Bradley and Kaye Horses” are Parker Jumper Horses, 1 is a Parker Horse with a bobbed tail, 1 is a PTC Standard Sea Dragon, and 1 is a Loof Jumper horse.

The organ, which accompanied the carrousel, is the 162a Baptist, Deluce Cassette Console. The carrousel and its horses are made of fiberglass.""",
      source="http://www.wonderlandpark.com/web/index.php?page=merry-go-round", kind="blog",
      note="trap: Parker, Jumper, Console, Cassette, model, Chance"),
    # ---------------------------------------------------------------- fiction: trains and circuses
    R(r"""Right on schedule, a toot of the horn and a slight slowing of the train heralds their approach to one of those stations.
Harrisburg, Pennsylvania.
But instead of stopping, the Phoenix keeps moving. Past the platform where several nighttime passengers linger. Past the bored porters and empty newsstand. Past another train idling on the opposite track. At the window, Lapsford watches it all go by. “Why didn’t we stop?” he asks, panic setting in as the Phoenix clears the station and begins to pick up speed.
“Because this is an express train,” Anna says. “There are no other stops, no delays. Just a straight shot to Union Station in Chicago.”
Lapsford remains at the window, fixed on the station receding in the distance, as if trying to will the train to reverse course. “But it has to stop at some point, right? To refuel?”
“It’s a diesel-electric locomotive,” Judd says from the other side of the car. “Fast. Efficient. It can easily make it to Chicago without refueling. With only one man at the controls, if need be.”""",
      source="https://www.ynovels.com/Book/Read/156013/page-1-of-With-a-Vengeance/20/114", kind="prose",
      note="trap: Phoenix (the train), express, platform, Union, controls"),
    R(r"""“Does this train go to Bayswater?” the girl asked in a soft, sweet voice.
“Yes,” the man answered, checking his watch. “We should arrive in three
hours.”
“Will the train stop many times before we get there?” asked the girl, in a
worried tone.
“Not once,” said the man. “This is the direct route, with no stops at
all.”
“Oh, good,” sighed the girl in the hat, as if in great relief. She settled
back in her seat, staring out the window at the passing countryside.
“Are you meeting family in Bayswater?” the gentleman asked.
“Oh no,” the girl answered, “I am going to school there.”
“It will be late when we arrive,” he said. “Will you need any assistance when
we get there?”
“Only a taxi,” she replied, “and from there I will be fine.”
The express train thundered on with a steady roar and a constant clatter from
its iron wheels. Suddenly the train whistle screeched out a mournful cry, and
the train started to slow down.""",
      source="https://thenovelorange.com/320374/read-the-golden-leg-online-free-b", kind="prose",
      note="trap: express, route, watch, iron"),
    R(r"""There was only one thing people in town could talk about for the week previous: “The circus is coming.”
It was whispered and wondered at when posters seemingly appeared on every wall, pole, and piece of miscellany you could find on the main road. If you knew to look, you could catch a man walking hear a noise and jerk his head to look behind him, as if a caravan full of exotic animals and striped tent cloth might take him unawares. It was just behind the eyes of the kids who went through their days blank faced, because what joy could an activity have, when you know what’s just days away. Oh yes, the circus was coming.
“I don’t truck with none of that stuff,” grumbled Henry as he set another fencepost in place. He wasn’t the sort to need to hear his own voice, mind you, but the neighbor girl, Wendy, couldn’t stop gabbing about it.
“I once saw an Eastern mystic who charmed a snake out of a basket using just his flute, or pipe, or something.”
“Don’t believe in it,” Henry said, eyes raised no more than he needed to insure he wouldn’t strike the young thing with his hammer.""",
      source="https://365times365.com/2014/06/13/day-4-the-circus/", kind="prose",
      note="trap: circus, caravan, snake, pipe, hammer, truck"),
    R(r"""They rolled into town like mountains moving. Bigger than the army trucks we’d seen the week before, and far less regimented. At first, when Orson came running down the hill, he just said they were trucks carrying hot air balloons, but by the time the rest of us had gone back up there we saw tall caravans piled into high oblongs, like top hats teetering down the road. Horse floats followed, ends open but too dark to see inside. And then the biggest truck, with the logo on the side. ‘Circus,’ whispered someone. ‘Circus, here!’

In our town, summer holidays were nothing but sun-drenched silences, the hours plodding past. A circus was a living dream.

‘Noah,’ whispered Orson, nudging me in the ribs, ‘look.’

I followed his arm, not believing there could be anything else to see. But there they were, three tigers on the back of an open trailer. They sat there quietly, not roaring or leaping like the ones we’d seen in movies or magazines. They seemed, from our distance, comfortably relaxed, more like dogs than cats, basking lazily in the sun.""",
      source="http://furioushorses.blogspot.com/2008/05/bigtop.html", kind="prose",
      note="trap: Orson, Noah, Circus, caravans, floats, trailer, logo"),
]
