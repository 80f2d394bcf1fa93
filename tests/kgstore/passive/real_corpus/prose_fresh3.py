"""Ordinary prose of the third fresh held-out set ("fresh-3"): news, encyclopaedia and travel
paragraphs, recipes, sports, music, literature and mythology whose words are also names of
tools -- snakes, oracles, gemstones, planets, islands, coffees, writers, singers, elements,
seasons, trains, gods, magicians and games. Nothing in them is a technology unless the note
says ``mixed:``.

Every text was fetched from a stored public copy of the page at the address given, kept as
written (trimmed to a paragraph or a few), and labelled by hand before the extractor was run on
it. ``note`` starts with ``trap:`` and names the trap words as they occur in the text (or
``mixed:`` where the text genuinely names a tool). Nobody tunes the extractor on these texts
(``--split fresh-3``).
"""

from real_corpus import R

CASES = [
    R("""Burmese pythons are taking over the historic Florida Everglades. Hunts are held regularly, but the number of snakes removed is not on pace with the rate at which the snakes are spreading. Researchers discovered something incredibly alarming.
31-pound Burmese python devours 35-pound white-tailed deer fawn in Florida.
When the researchers moved the snake out of the wild into an open area that day, the stressed python began to regurgitate the deer. If the snake hadn't of been interrupted, it would have eventually digested the less than 6 month old fawn.
The python was later humanely euthanized.""",
      source="https://wcsx.com/2018/03/05/wheres-samuel-l-jackson-need/", kind="news",
      note="trap: pythons, python"),
    R("""The Burmese Python is one of the few animals that hunt caimans. This python and the green anaconda are the only snakes that hunt these crocodilians. The Burmese Python is an alien species to the Florida Everglades. That is where they can feast. They also prey on swans and other birds. This snake has no predators so it has no one to stop it. Humans try to hunt them but their popularity has grown.""",
      source="http://devingunther.com/frogs/2015/11/13/burmese-python/", kind="prose",
      note="trap: Python, python, anaconda"),
    R("""Delphic oracle, most famous ancient oracle, believed to deliver prophecies from the Greek god Apollo. She was based in his temple at Delphi, located on the slopes of Mt. Parnassusabove the Corinthian Gulf. The oracle, who at first was called Pytho (the original name of Delphi) and later Pythia, reached the height of her fame between about the 8th and 4th centuries BCE, when Apollo’s advice or sanction was sought by lawmakers, colonists, and founders of cults.""",
      source="https://www.sovereignarm.com/collections/the-oracle-of-delphi", kind="prose",
      note="trap: oracle, Apollo, Delphi (a shop's collection page)"),
    R("""Today we’re in outer space to catch a glimpse of the Caloris Basin on the planet Mercury. This small planet, about the size of Earth’s moon, is riddled with craters but none are as spectacular as the Caloris Basin. This large crater is about 950 miles across and is ringed by mile-high mountains.
If you’ve been feeling a bit more confused or unlucky of late, perhaps it is due to “Mercury retrograde” - an astrological phenomenon which occurs three times a year when Mercury appears to be travelling backwards. It’s actually an optical illusion caused by differences in Earth’s orbit relative to Mercury’s.""",
      source="https://peapix.com/bing/31742", kind="prose",
      note="trap: Mercury (a photo of the day's caption)"),
    R("""Mercury is making news this week, as NASA’s Messenger spacecraft probe prepares to enter the messenger planet’s orbit for the first time on St. Patrick’s Day. 

We’ve also got an even better chance of catching a glimpse of Mercury than we do of seeing a leprechaun Thursday, as the tiny planet is visible to the naked eye much of the week. (We can’t say the same for leprechauns.) 

NASA’s Messenger spacecraft has been heading toward Mercury for six years now, finally arriving on Thursday to begin exploring the least explored planet.""",
      source="https://www.dailyhoroscope.com/horoscope-headlines/nasa-messenger-mission-probe-mercury-astrology", kind="news",
      note="trap: Mercury, Messenger, messenger"),
    R("""The planet Mercury is only about one third the size of the earth. It is the closest planet to the sun in our solar system, and orbits the sun about once every 88 days. It is one of the most difficult planets to study because it is so close to the sun, the vast majority of the time.

It has almost no atmosphere and no natural satellites. Much is still unknown about the planet. The only spacecraft to get close to this planet was Mariner 10 (from 1974-75) and even then only about 45% of the planet was mapped. The Babylonians most likely made the earliest mention of Mercury in the third millennium B.C.

The first telescopic observation of Mercury was made by Galileo in the early 17th century.""",
      source="http://psychic-revelation.com/reference/m_p/mercury/index.html", kind="prose",
      note="trap: Mercury, Mariner, Galileo"),
    R("""MARANA, Ariz. – Pilots and crews from aviation units throughout the Army National Guard that fly the AH-64 Apache attack helicopter kicked off the first day of the inaugural Gunfighter Fly-in at Silverbell Army Heliport, testing their mettle against each other for the title of best-of-the-best.
The training exercise and competition tests competitors on a variety of graded flying and gunnery scenarios with the top team in the competition receiving an award for its performance and bragging rights for its home unit.""",
      source="https://www.nationalguard.mil/News/Article-View/Article/627996/gunfighter-fly-in-competition-kicks-off-tests-skills-of-army-guard-ah-64-apache/", kind="news",
      note="trap: Apache"),
    R("""Like most Apache women of her generation, Lozen trained at horseback riding and combat from a young age.  By the time she reached adulthood, Lozen was a skilled fighter and an excellent rider.  Married Apache women often participated in military maneuvers, but most functioned as support personnel rather than as warriors.  Lozen was unusual in that she never married and devoted herself to the life of a warrior.  She was also a healer and midwife.  Legend says she had the ability to divine the movements of her enemies. 

The US government forced the Apache onto reservations in the 1870s.""",
      source="http://www.tumblr.com/search/apache", kind="prose",
      note="trap: Apache"),
    R("""This painting shows the Apache AH-64D and the UH-60L Black Hawk with the Indians that they are named after.  
Since 1968 the US Army has an official regulation stating all army helicopters be named after tribes or individual
famous Natives. The Black Hawk is primarily used for transporting personnel and equipment around the battlefield.  
Here, the helicopter is at a stationary hover as troops stealthily fast rope into a hostile landing zone.  In the spirit of
the ferocious and brave Apache warriors from the South West, this Longbow dives on its target as it lets fly 2.75
inch rockets bringing destruction on the enemy.""",
      source="http://alisonboyleart.com/Warriors.html", kind="prose",
      note="trap: Apache, Black Hawk (a painter's page)"),
    R("""Shall I come back when your accountant has left?” Nine seemingly innocent words uttered by my brother-in-law meant that I have been needlessly Jaguarless for the last seven years. My first child had just arrived so a Range Rover had replaced the TVRs and I borrowed a Jaguar XJ to see if it fitted the bill as my motorway hack. I felt I needed a bit of grace, space and pace, as the old advertising slogan used to go.""",
      source="http://www.shootinguk.co.uk/features/review-of-the-jaguar-xj-10333", kind="prose",
      note="trap: Jaguar, Range Rover, TVRs (a car review in a shooting magazine)"),
    R("""In the year that Jaguar celebrates its 75th anniversary, we thought it would be fitting to spend some time with some of the new Jags that have been making such an impact.

Designer Ian Callum certainly knows how to pen a beautiful creation. When we travelled up to the lakes earlier this year in his stunning XFR, we fell in a rich, bounteous sort of lust. With the five litre, V8 supercharged motor and brilliantly adaptive traction control, the XFR was like a football hooligan dressed as a Guards Officer. And that is a good thing.""",
      source="https://www.adrianflux.co.uk/influx/blog/the-new-jaguar-xj/", kind="prose",
      note="trap: Jaguar, Jags, V8"),
    R("""Modern marketing would have you believe that diamonds are the most valuable gemstones, but that's not exactly accurate. Did you know large, high-quality rubies are rarer than diamonds?

 

 Rubies are the mineral corundum, the same as sapphires. They have the same chemical compounds and mineral structure; the difference is in the traces of other minerals. Chromium gives rubies their distinctive red colour, while titanium creates the blue colour of the sapphire. Corundum gemstones in other colours are referred to as sapphires--green, yellow, and pink--but the deep red ruby is in a category all its own.""",
      source="https://jacobsthejewellers.com/blog/archive/touch-of-royalty-why-rubies-are-the-nobilities-best-friend/", kind="prose",
      note="trap: rubies, Rubies, ruby, Chromium"),
    R("""The last time a ruby this magnificent was offered for sale by a New York auction house, President George H.W. Bush was Time magazine’s Man of the Year, Macauley Culkin was starring in Home Alone and M.C. Hammer was wearing parachute pants. Yes, we have to go back to 1990 to match the grandeur of the ruby that will headline Christie’s Magnificent Jewels sale on April 20.


The 15.99-carat “Jubilee Ruby” is a true rarity in its exceptional size, color and quality. The oval-shaped Burmese ruby, which is framed by white diamonds in a platinum and 18-karat yellow gold mounting by Verdura, is predicted to sell in the range of $12 million to $15 million.""",
      source="http://diamondweddingbandschicago.com/?paged=2&m=201603", kind="news",
      note="trap: ruby, Ruby, Hammer"),
    R("""The Metamorphosis by Franz Kafka is an allegory of escape. Gregor Samsa worked every day and did the same boring routine job. One morning, he has mysteriously transformed into an insect. Gregor's world slowed down and his life was now at a turning point. Gregor cannot get any medical help to return him to his human form. Is there any way he will be able to turn back into a human?

The word "Kafkaesque" has entered our culture. The word means "relating to or suggestive of Franz Kafka, especially having a nightmarish, complex, bizarre, or illogical quality." """.rstrip(),
      source="http://bibliosmile.blogspot.com/2014/04/the-metamorphosis-by-franz-kafka.html", kind="prose",
      note="trap: Kafka, Kafkaesque"),
    R("""During the autumn of 1912, in Prague, between November 17 and December 7, Franz Kafka (1883-1924) wrote The Metamorphosis, the subterranean and literal adventures of Gregor Samsa, a traveling salesman who waking up one morning « From a dream full of nightmares he found himself in his bed turned into a huge bug ». The hope of recovering the lost condition, the attempts to adapt to the new state, family and social behaviors, the oppression of the scene and the fading of time are the ingredients with which the author elaborates the plot of contemporary man, a being condemned to silence , to loneliness and insignificance.""",
      source="https://herder.com.mx/en/node/56043", kind="prose",
      note="trap: Kafka, Prague"),
    R("""After a frantic 24-hours involving last minute travel plans, packing and not enough sleep, it finally sunk in that I was seeing Taylor Swift only as she started to sing.

That’s when I started to cry. Rather predictable.

I’ve been a fan of Taylor Swift for years and hadn’t thought I would be able to see the Eras Tour live. Even so, I’ve never had quite that reaction at a concert before – especially one that’s been plastered all over my social media feeds for more than a year now.""",
      source="https://www.scotsman.com/whats-on/eras-tour-swifties-taylor-swift-4658462", kind="news",
      note="trap: Swift, Taylor"),
    R("""To quote Taylor Swift’s opening song “Miss Americana & The Heartbreak Prince,” “It’s been a long time comin,” but Swift has finally released an international stadium tour after five years. The silence wasn’t from Swift alone; alongside many other artists, Swift stopped selling tickets due to the COVID-19 pandemic. Throughout the past six months, Swifties have gathered in the hundreds of thousands to scream their lungs out. The United States leg of Taylor Swift’s global Eras Tour started March 17, 2023 in Glendale, Ariz. From trading homemade bead bracelets, to bedazzling cowboy hats, Taylor Swift fans went all out for Swift’s sixth stadium tour.""",
      source="https://fhspost.com/8166/arts-entertainment/swifts-eras-painted-the-town-red", kind="news",
      note="trap: Swift, Swifties (a school newspaper)"),
    R("""Why Thyroid Health Is Completely Dependent on Selenium

Brazil Nuts are high in the Selenium essential mineral which supports thyroid health.
Photo Credit:http://www.globalhealingcenter.com/

'The thyroid is essential to some of the body’s most critical processes, including the development of the nervous and skeletal systems. For the thyroid to function normally, it must receive the right nutrition, and that means getting enough selenium. 

Selenium is an essential mineral and being deficient can lead to serious health problems such as Keshan disease, myxoedematous cretinism Graves’ disease, and even thyroid destruction.'""",
      source="http://healthmaven.blogspot.com/2016/07/why-thyroid-health-is-completely.html", kind="prose",
      note="trap: Selenium, selenium"),
    R("""Brazil nuts are delicious, and they contain more selenium by weight than any other food. One ounce of Brazil nuts provides a whopping 990% of your recommended daily value! So why not eat a few nuts every day to get your selenium rather than pop one more pill? Let’s do a little myth-busting about that.


What Does Selenium do for You?

Selenium is an essential mineral for thyroid health. It’s a trace mineral, one that’s dosed in micrograms.""",
      source="https://www.jenniferzucconi.com/blog/brazil-nuts-and-selenium-for-thyroid-health", kind="prose",
      note="trap: selenium, Selenium"),
    R("""According to Henderson, “Selenium is a vitamin that is good for peripheral conversion of thyroid hormone, so it’s good to help with the thyroid axis… It also is an antioxidant, so it helps with oxidative stress at the level of the thyroid.”

Meaning, it can fight free radicals and lower inflammation, which has been shown helpful for many people struggling with thyroid dysfunction. Brazil nuts, it turns out, are the highest known food source of selenium.""",
      source="https://healthsnap.info/2021/05/16/an-endocrinologist-on-why-you-should-eat-2-brazil-nuts-a-day/", kind="news",
      note="trap: Selenium, selenium"),
    R("""Nice is delightful in spring, and Nice-Ville station is the starting point for the rail car that winds into the mountains over many viaducts and through even more tunnels. It is justly known as Train des Merveilles – train of marvels – for the complete loops and horseshoe curves in its dramatic progress. The SNCF train climbs as far as Tende where passengers change to an Italian train for the onward climb to the summit at Limone and descent to Cuneo. English-speaking guides are on the morning train, June-September.""",
      source="http://www.pressreader.com/uk/the-sunday-telegraph-travel/20180408/281642485743796", kind="prose",
      note="trap: spring (a newspaper's travel page)"),
    R("""Spring is regarded as the best time on this Baltic island, where Caspar David Friedrich painted many of the coastal landscapes. The narrowgauge “Rasender Roland” (Racing Roland) steam railway links many tourist sites, including the resorts of Binz and Sellin favoured by Thomas Mann and Bismarck, the huge brick Granitz hunting lodge and the island’s oldest resort of Putbus with its elegant Neoclassical square and circle.""",
      source="http://www.pressreader.com/uk/the-sunday-telegraph-travel/20180408/281642485743796", kind="prose",
      note="trap: Spring, Roland"),
    R("""However, the train journey back today was utterly, utterly wonderful! Spring has well and truly sprung!

Willow trees are just magical this time of the year. They look like masses of golden tresses. The way the hang and move remind me to locks of hair. The colour is so delicate its almost surreal. The leaves are tiny little shards of bright yellow beauty.

While most other trees still linger in their winter state willows are adorning the countryside with their presence.""",
      source="http://auldbird.blogspot.com/2011/03/this-is-going-to-have-sense-of-deja-vu.html", kind="prose",
      note="trap: Spring"),
    R("""It appears the 1st day of spring has finally arrived in the UK and, sod’s law, I spend it on a train,.. The grey skies and perpetual drizzle has been replaced by vistas hat are archetypally English, little fluffy clouds float in a powder blue sky, felt-like grass that looks so green it could be in a swiss chocolate ad, rabbits sit contentedly in fields soaking up the sun evoking images of Watership Down,.. No! Scrap that, too depressing, more like Beatrix potter, I almost expect to see a (Jemima Puddleduck) goose waddle by in a little blue coat.""",
      source="http://www.barqueingmad.com/2010/04/08042010.html", kind="prose",
      note="trap: spring, Scrap"),
    R("""HERMES (HUR-meez; Roman name Mercury) was the messenger of the gods and guide of dead souls to the Underworld. A prankster and inventive genius from birth, Hermes aided the heroes Odysseus and Perseus in their quests.
Hermes was the son of Zeus and a mountain nymph. As a newborn he was remarkably precocious. On his very first day of life, he found the empty shell of a tortoise and perceived its utility as a sounding chamber. Stringing sinews across it, he created the first lyre.""",
      source="https://fyreangyl.tripod.com/Mythology/hermes.htm", kind="prose",
      note="trap: HERMES, Hermes, Mercury, Perseus, Zeus"),
    R("""Hermes (Mercury) was the son of Zeus and Maia. He was represented in both Greek
and Roman art and legend as wearing winged sandals and a winged cap and holding a winged
wand. Hermes was the messenger of the gods. He was the patron of travelers, merchants and
thieves. In Greek myths he escorted souls of the dead to Hades, using the name of
Psychopompus and, as Oneicopompus he was seen as the lord of dreams and visions. He is
credited with inventing the flute and the lyre. He later traded the lyre to Apollo for his
winged wand.""",
      source="https://obiflo.ucoz.com/publ/greek_roman_goddesses/hermes/12-1-0-47", kind="prose",
      note="trap: Hermes, Mercury, Zeus, Apollo"),
    R("""Il dio greco Hermes aveva il potere di entrare nei sogni, guidare le anime dei morti negli inferi e dare fortuna e ricchezza. Era anche il messaggero degli dei dell'Olimpo e aveva i piedi alati per aiutare in questa capacità.
Si diceva anche che Hermes fosse il più giovane di tutti gli dei. Era il patrono di strade, viaggiatori, ladri, studiosi, salute e mandrie. Era riconoscibile dalla bacchetta d'oro del suo araldo che portava e dagli stivali alati e berretto da viaggio che indossava. La mitologia greca lo descriveva come malvagio e come un ladro sin dalla nascita, poiché era in grado di rubare tutto il bestiame di suo fratello Apollo quando era ancora un bambino.""",
      source="https://it.411answers.com/a/quali-sono-i-poteri-speciali-di-ermes.html", kind="prose",
      note="trap: Hermes, Apollo (in Italian)"),
    R("""There were lots and lots of towns too, hence Java is the most populous island in the world. About 60% of Indonesia's 240 million (the 4th most populous country in the world) call Java home. To put it into perspective, Java's population density is over 1000 people per square kilometre. In British Columbia there are about 5 people per square kilometre. We pulled in to Cemoro Lawang at around 7:00 that evening (we left Lovina at 8:30am). Java is jammed full of volcanos so we decided to go see the one with the most fame...Bromo.""",
      source="https://erinthetravelgirl.blogspot.com/2013/06", kind="prose",
      note="trap: Java, Bromo"),
    R("""Yogyakarta is in the centre of Java and the tourist hub of the country, we arrived via a very comfortable 8 hour train from Jakarta, given the state of the roads and the totally manic behavior of your average Javanese driver a method that has much to recommend it. 

On arrival our hotel choices in our budget consisted of either hot water and air conditioning or swimming pool, it says something for how our necessities have changed that we, with no hesitation, gave up the A/C and hot water for the pool!""",
      source="https://middle-aged-gap-year.blogspot.com/2013/04", kind="prose",
      note="trap: Java, Javanese"),
    R("""After checking the surf reports, the waves looked as though they were going to take a short hiatus. Instead of hanging around Bali, we decided to take the advice of our Couch Surfing host Jacopo and flew to Yogyakarta to check out Borobudur and Prambanan, two of Indonesia’s most famous temples, plus a couple of the volcanoes in Java. We took only what we needed and left our boards and other stuff at Jacopo’s house. We fit everything into my 46L backpack with room to spare.""",
      source="https://eatdrinksurf.com/2008/11/05/java-round-2", kind="prose",
      note="trap: Java"),
    R("""☕ Homemade Chai Tea Latte
Ingredients (1 serving):
- 1 cup water
- 1 black tea bag (or 1–2 tsp loose-leaf Assam/Darjeeling)
- ½ cup milk (whole, oat, almond, or soy)
- 1–2 tsp honey, maple syrup, or sugar (to taste)
Spices:
- 2 green cardamom pods, lightly crushed
- 2 whole cloves
- 1 small cinnamon stick (or ½ tsp ground cinnamon)
- ½ inch fresh ginger, sliced (or ½ tsp ground ginger)
- 4–5 black peppercorns
- Optional: 1 star anise or pinch of nutmeg""",
      source="https://www.forkjoyrecipes.com/?p=89", kind="recipe",
      note="trap: Chai"),
    R("""Starbucks’ Chai Tea Latte is definitely one of the best drinks at the Starbucks store. Sweet, spicy, malty flavored drink offers what one needs to relieve their fatigue after a long day at work. Here is a simple recipe that will help you duplicate the taste of the Chai Tea Latte at home.
Ingredients:
• 300 ml water
• 1 tsp. black tea leaves
• 2 tsp. honey
• ½ tsp. black pepper grounded
• ¼ inch fresh ginger, grated or ¼ tsp. ground ginger""",
      source="https://funbuzztime.com/starbucks-chai-tea-latte-recipe", kind="recipe",
      note="trap: Chai, Starbucks"),
    R("""It’s the season for everything pumpkin, as everyone knows. But also chai. I’ve done my research to provide you with a foolproof chai spice mix to use in your next latte. I’ve never been a huge fan of tea, but throw some milk and honey in there and I’m on board.

Chai Drip Tea (11)-text

These are your basics. Play around with them, figure out which tastes you like best.""",
      source="https://sprinklewithsage.wordpress.com/2014/10/23/spicy-chai-mix-and-latte/", kind="recipe",
      note="trap: chai, Chai"),
    R("""Homemade Chai Latte
Try this incredible money saving latte iced or hot.
  • 2 teaspoons Masala Chai
  • 2 teaspoons Cocoa Chai Rooibos
  • Your choice of sweetener - to taste
  • Additional spices such as added ginger, cinnamon, cardamom, cloves or black pepper
  • Half & Half or sub in your favorite such as whole, skim, or soy milk. Or non dairy liquid creamer
  • whipped cream""",
      source="http://teaparty.annateashop.com/recipehomemadechailatte.html", kind="recipe",
      note="trap: Chai, Masala"),
    R("""La rassegna di concerti sotto le stelle di Bologna Festival, Talenti, prosegue il 2 luglio alle 21 nel chiostro della Basilica di Santo Stefano, con il concerto "Parigi anni Trenta. Django Reinhardt e dintorni" che vede impegnati quattro musicisti accomunati dalla passione per il jazz manouche: Duved Dunayevsky, chitarrista francese che di Django sembra la "reincarnazione"; Federico Zaltron, violinista, improvvisatore, arrangiatore e compositore italiano che vive tra Berlino e Parigi; Francesco Greppi alla chitarra e Martino De Franceschi al contrabbasso, musicisti che frequentano da anni la scena jazz internazionale.""",
      source="https://www.ansa.it/emiliaromagna/notizie/2024/07/01/quartetto-di-jazz-manouche-per-il-bologna-festival_5addc37c-0221-4a26-80c1-82094b82b787.html", kind="news",
      note="trap: Django (in Italian)"),
    R("""Go equipment refers to the board, stones (playing pieces), and bowls for the stones required to play the game of Go. The quality and materials used in making Go equipment varies considerably, and the cost varies accordingly from economical to extremely expensive.

History

edit

The oldest known surviving Go equipment is a board carved from rock that dates from the Han dynasty in China. Other examples of ancient equipment can be found in museums in Japan and Korea.[citation needed]""",
      source="https://en.m.wikipedia.org:443/wiki/Go_equipment", kind="prose",
      note="trap: Go"),
    R("""I like to play go. It’s a board game, originally from Asia, that is played on a board with 19 x 19 lines. You take turns placing stones (one player gets white, the other black) on the intersections of the lines. The goal is to create a territory; space delimited by your stones. At the end of the game, you count up the points (intersections) in your territory, and add any stones you have captured (you can capture stones by surrounding them). The person with the highest score wins.""",
      source="http://www.mcelhearn.com/my-new-go-set/", kind="prose",
      note="trap: go"),
    R("""First thing first, you need the tools i.e. GO ban (board) and GO stones. GO ban consists of a rectangular block of wood, usually Icho/Ginko, as free of knots as possible, about 44 cm. long, 401/2 cm. wide and 12 cm. high. Four feet are set into the bottom of the board so that the over all it stands about 20 cm. high. The players customarily are seated on the floor mats (tatami) with the board between them.""",
      source="http://inukoproject.tripod.com/Hikaru/about3.html", kind="prose",
      note="trap: GO (a fan page of a manga about the game)"),
    R("""Houdini is manacled with handcuffs or similar metal restraints by the local chief of police before diving off a bridge half naked into a frozen-over river. He emerges (from the hole his dive made in the ice) moments later free from the restraints, a little blue, and possibly accompanied by penguins.


Houdini's wife, Bess, was a certified scuba diver. She also owned her own acetylene torch (inherited from her grandmother). This allowed her to wait under water for her husband to swim by.""",
      source="http://www.mallusionist.com/magicians/houdini/handcuffs-and-water.shtml", kind="prose",
      note="trap: Houdini (a parody site)"),
    R("""Houdini explained some of his tricks in books written for the magic brotherhood throughout his career. In Handcuff Secrets (1909), he revealed how many locks and handcuffs could be opened with properly applied force, others with shoestrings. Other times, he carried concealed lockpicks or keys, being able to regurgitate small keys at will.--

Here's a diorama I made in 2005 based on Houdini. I got the glass and wood diorama case from Ikea and painted it black. The skeleton is from a kit. Moss, fake roses, miniature keys were from the craft store.""",
      source="http://goodmorningidea.blogspot.com/2010/01/houdini.html", kind="prose",
      note="trap: Houdini, Ikea"),
    R("""Harry Houdini was a magician.


When the sheriff put handcuffs on Maggie, they slipped off her hands, because they were too small. The sheriff then said "It looks like we got a teeny Houdini here." and went for handcuffs for babies.

Houdini also showed The Great Raymondo how to do "The Great Milkcan Escape". He taught Lisa the trick, but she then revealed it to Cregg Demon's son.""",
      source="http://simpsons.wikia.com/wiki/Harry_Houdini", kind="prose",
      note="trap: Houdini, Demon"),
    R("""Ancient gods are particularly good at creating problems for others. Apollo, one of the most powerful Greek gods, fell in love with Cassandra, the daughter of Trojan king Priam. Apollo seduced the girl by promising that he would teach her the art of prophecy. Having learnt the art, Cassandra rejected him. Angry Appollo, unable to take back her knowledge, decided to put a curse on it, by declaring that Cassandra's prophecies will never be accepted or believed.""",
      source="http://innovationprinciples.blogspot.com/2009/06/problem-creation-problem-apollo-vs.html", kind="prose",
      note="trap: Apollo, Cassandra"),
    R("""Cream of Celery Soup
The ingredients;
1 head of celery, chopped
2 medium white onions, chopped
2 cups of water
1 cup of chopped chives
1/2 cup of chopped parsley
1 heaping teaspoon of celery seed
2 tablespoons of corn starch
2 tablespoons of butter
1 cup of milk
2 cups of chicken stock(you can always make this a vegetarian soup by using vegetable stock)
salt and white pepper to taste
Place chopped onions and chopped celery in a large pot with the 2 cups of water. Bring to a boil, reduce heat and simmer until celery and onions are tender.
Add chives, but reserve some for garnish. Add the parsley as well. Stir well. Using an immersible hand blender, Blend mixture until smooth.""",
      source="https://rhondabuss.blogspot.com/2013/05/sundays-soup.html?m=1", kind="recipe",
      note="trap: Celery, celery, blender, Blend"),
    R("""Celery soup is a delicious vegetable soup. There are several variations of celery soup ranging from cream-based to a more rustic-style soup. For a broth-based soup with chunky vegetables, try 300 Sensational Soups by Carla Snyder and Meredith Deeds. Your local library also has a good collection of cookbooks. This recipe is for a cream-based celery soup. It's easy and guaranteed to entice even non-celery eaters. In general, making soup is a very forgiving process; it's difficult to make bad soup.""",
      source="https://oureverydaylife.com/how-to-make-celery-soup-12249255.html", kind="recipe",
      note="trap: Celery, celery"),
    R("""Jayne, thanks for the tip about Mirasol Hacho. Gorgeous, indeed. I’d worry about pure wool for socks, though, even with reinforced heels – my loved ones aren’t strong on tender, loving care. Maybe I can think of something else to use it for.

Helen quotes an interesting remark of Dufy’s in her latest post, about a conflict between form and colour. I think perhaps socks are a peculiarly good way to show off beautiful yarn.

Hannahknits asked about the pattern for the First Holy Communion veil I illustrated a couple of days ago. I just tried Googling, and was pleased to see that it came top of the list – I don’t think there’s another pattern out there.""",
      source="https://jeanmiles.blogspot.com/2008/03/cookery-tomato-apple-and-celery-cream.html", kind="prose",
      note="trap: yarn, Googling (a knitting diary)"),
    R("""I hope we turn on the news some time in the near future and hear report after report of how our efforts have paid off, that our struggles for social justice, environmental protections, human rights and equality, and the simple act of consistently treating one another with kindness and dignity dominate the news cycle. But alas, the past few months have been filled by devastating hurricanes, political tornadoes, racism and hatred, and the raw exposure that we simply have a long way to go.

I write this to express my gratitude and ruthless optimism for the hard work people put in every day.""",
      source="https://rockymountaininnovationlab.com/where-do-we-go-from-here/", kind="prose",
      note="trap: go, express"),
    R("""To the editor,
Volunteers make the world a better place. National Volunteer Recognition Week is April 16-22, and I’d like to express my gratitude to the hundreds of volunteers who keep our community strong by giving of their time and talents.
Every day, schools, churches, civic groups, social service agencies, and countless other organizations rely on volunteers to fulfill our missions. I know that I speak on behalf of my colleagues when I say “thank you” for your ideas, time, and energy. We simply could not do it without you.""",
      source="https://www.hometownsource.com/laker_pioneer/opinion/lte-volunteers-vital-to-wecan-s-service/article_e688a766-dd1a-11ed-9028-2fd7c4d1cda8.html", kind="news",
      note="trap: express (a letter to the editor)"),
    R("""Thanking a group of volunteers for their service a few days ago, I felt once again that my words seem so inadequate.  How can I express the amazement I feel as I look at the generous people who give so much to help other people? I have decided that there are no words more impactful than the simple “thank you” that I offer now.

Thank you for making our organization one that cares.

Thank you for giving your time to serve others.

Thank you for getting up when you are tired and cold to go help someone in need.""",
      source="https://tennesseeredcross.blogspot.com/2017/03/letter-from-northeast-tennessee.html", kind="prose",
      note="trap: express, go"),
    R("""A proper metal hip flask is of course ideal for carrying whisky. I have met people who've decanted whisky into a plastic bottle - I would regard this as sacrilege with a decent malt! Recently I was offered a SWIG stainless steel hip flask to test - a nice change from outdoor gear! It's small, neat and well-made, holds 175ml and weighs 163 grams. It has a secure screw-on lid - I filled it and shook it vigorously upside down. No water came out (well I wasn't going to risk whisky).""",
      source="https://www.christownsendoutdoors.com/2015/11/a-wee-dram-under-stars-swig-hip-flask.html?showComment=1447152686139", kind="prose",
      note="trap: flask, SWIG"),
    R("""We knew that the High Atlas Mountains is a hot tourist spot for hikers and trekkers crossing Mount Toubkal, but we only found ourselves in the area as a detour from a surf contest, so we were obviously not prepared for a real backpacking adventure. However, we organized a short day hike with a local guide through our hotel. We had a memorable and wonderful experience, even ending with a surprise souvenir purchase!""",
      source="https://www.overtimeoverseas.com/blog/2020/10/28/trekking-through-the-high-atlas-mountains", kind="prose",
      note="trap: Atlas"),
    R("""Gin is enjoying a renaissance similar to the one experienced by vodka at the turn of this century, when it was impossible to enter a London home without being offered a V&T. Hendrick’s has quietly been leading the march to reclaim gin – a march that has led from Scotland, where the spirit is made in minuscule batches of just 450 litres in copper pots and infused with cucumber and rose.
For those who like to keep their liquor to hand, Hendrick’s has collaborated with fine-jewellery designer Hannah Martin to create a very special limited-edition hip flask.""",
      source="https://beatriceaidin.com/blog-ba-tst/2013/11/2/a-sleek-hendricks-hip-flask", kind="news",
      note="trap: Gin, gin, flask"),
    R("""Mount Toubkal, North Africa's highest peak at 4,167 meters (13,671 feet), is a hike that isn't for the weak-hearted. The way upwards rises from the village of Imlil. Then, passing over a dry creek bed before rising sharply through the shrine at Sidi Chamharouch and on towards a large mountain hut. Hikers often overnight here, and after that, they set off up the snowfield to the summit. This is where the Atlas Mountains are and the sight is breathtaking.""",
      source="https://www.twelfx.com/blogs/news/hiking-trails-mount-toubkal-morocco", kind="prose",
      note="trap: Atlas (a watch shop's blog)"),
]
