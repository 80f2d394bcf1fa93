"""Ordinary prose with names that tools borrowed from literature, myth, music and nature:
Jekyll, Cassandra, Sinatra, pandas, and more. ``note`` starts with ``trap:`` and names them.
"""

from real_corpus import R

CASES = [
    R("""Edinburgh-born Robert Louis Stevenson’s 1886 classic gothic novella The Strange Case of Dr. Jekyll and Mr. Hyde is a thrilling insight into a very dark Victorian London in which dissolute behaviour lurks beneath a contradictory covering of proper morals and respectability, letting human wickedness and evil run rife, and the conflicting powers of science and religion, both of which are very relevant to consider regarding the time at which the book is set, following Darwin’s theory of evolution, clash again and again, which is thought-provokingly explored throughout the characters of Dr. Henry Jekyll and Hastie Lanyon.""",
      source="https://profile.google.com/oyE0E1m0", kind="prose", note="trap: Jekyll"),
    R("""Gabriel Utterson is a London lawyer and friend of Dr Henry Jekyll.  It is through him we learn the terrible tale of the doctor and his experimentation.  He is taking his regular weekly walk with his cousin, Richard Enfield, when they pass by a door that evokes a disturbing story from his companion.""",
      source="https://1001bookreviews.com/2013/05/20/strange-case-of-dr-jekyll-and-mr-hyde-robert-louis-stevenson/",
      kind="prose", note="trap: Jekyll"),
    R("""Everybody knows the story, right? Dr. Jekyll is a nice guy, but sometimes he turns into the evil Mr. Hyde. But no, you don't know the story: what I outlined is the central premise, yes, but the story was very different from what I expected. I assumed that the story would be told from the point of view of Jekyll, and probably Hyde as well - but it's not, it's told from the POV of a lawyer by the name of John Utterson who works for Jekyll.""",
      source="https://www.gilesorr.com/blog/dr-jekyll-and-mr-hyde.html", kind="prose", note="trap: Jekyll, POV"),
    R("""In the mythology and religion of ancient Greece, Cassandra was a prophetess whose fate was to foretell future events correctly but never to be heeded or believed. She was the daughter of Priam, Troy’s last king, and his wife Hecuba. The god Apollo fell in love with Cassandra and offered her the gift of foretelling the future in return for her love. Cassandra agreed to the bargain and received Apollo’s gift but then refused to keep her word.""",
      source="https://kids.britannica.com/students/article/Cassandra/318942", kind="prose", note="trap: Cassandra, Apollo"),
    R("""Cassandra warned the Trojans to return Helen to the Greeks and to beware of the Trojan Horse. But they paid no attention. Cassandra was praying at the altar of Athena when Troy fell (see Troy). Agamemnon took her to Mycenae as a slave. There Clytemnestra and Aegisthus murdered her.""",
      source="https://encyclopediahub.com/ar098760", kind="prose", note="trap: Cassandra"),
    R("""When she did not return his love, he cursed her. She retained her ability to predict the future but no one would believe her. She remained powerless to help when she predicted the fall of Troy and the use of the Trojan Horse. She had to witness the body of her brother, Helenus being carried back from the battle. This tragic story inspired ABBA’s 1982 song, “Cassandra”.""",
      source="http://www.bookdrum.com/books/the-age-of-innocence/507/bookmark/172205.html", kind="prose",
      note="trap: Cassandra, ABBA"),
    R("""* Amore di Apollo: Apollo, il dio della musica, della poesia e della profezia, si innamorò profondamente di Cassandra e la desiderava.
* Il dono della profezia: Per vincere il suo affetto, Apollo le diede il dono della profezia, la capacità di vedere il futuro. Cassandra era elettrizzata, ma i motivi di Apollo erano meno puri.""",
      source="https://it.scienceaq.com/Astronomy/1002279666.html", kind="other", note="trap: Apollo, Cassandra (Italian)"),
    R("""My Way singer Francis Albert Sinatra was many different things to many people: Ol’ Blue Eyes, The Chairman of the Board, and The Voice who wowed all who heard him.

The New Jersey-born star was the one of the most distinctive and iconic voices of the 20th century in a career which spanned six decades.""",
      source="https://memoria.com/en/on-this-day/may/14/frank-sinatra", kind="prose", note="trap: Sinatra"),
    R("""Sinatra got his first break in 1935, with a group called the Hoboken Four. They won a radio talent competition and toured the country but, before long, Sinatra struck out on his own. A succession of gigs with small dance bands followed until, in 1939, he landed a contract with big-time bandleader Tommy Dorsey.""",
      source="https://yesterday.uktv.co.uk/history/historical-figures/article/frank-sinatra/", kind="prose",
      note="trap: Sinatra"),
    R("""Perhaps more important than his gold trophy were Sinatra's new friends in Tinstletown. He starred in 1958's Some Came Running with Dean Martin. The two became fast friends, and the Rat Pack was born, with other "members" Sammy Davis, Jr., Peter Lawford and Joey Bishop. Known for their hedonistic lifestyle, the hell-raisers became Hollywood legends.""",
      source="https://www.factmonster.com/frank-sinatra-1", kind="prose", note="trap: Sinatra, Pack"),
    R("""The most adorable animal in the world – giant panda! They live in the wild in the Sichuan mountains and consume only bamboo. At the Giant Panda Breeding Center, they humans help the animals to breed (in the wild, the survival rate of newborns is near zero). As you explore the center – you can see the pandas munching on bamboo, playing, or just sleeping.""",
      source="https://travel2unlimited.com/china-chengdu-giant-pandas/", kind="prose", note="trap: pandas"),
    R("""The Centre recommends one starts from the top and walk downwards, so we took the cart to the top and decided to walk downwards as I hate uphill climbs.  The top enclosure is for adult white pandas. Then lower, the main enclosure for red pandas. And finally, towards the exit but still far from the road, are the sub adult white pandas.""",
      source="http://multitaskerme.blogspot.com/2014/06/a-romp-with-giant-pandas-of-chengdu.html", kind="prose",
      note="trap: pandas"),
    R("""This 165 acre base is home to a delightful Panda Nursery, Sub-Adult & Adult Panda enclosures in addition to South China Tigers, Golden Monkeys, Red Pandas and other endangered species.""",
      source="https://www.alluringasia.com/post/chengdu-research-base-for-giant-panda-breeding", kind="prose",
      note="trap: Pandas (with a capitalised list)"),
    R("""Melt butter in heavy large saucepan over medium heat. Add celery leaves and onions. Cover and cook until very tender, stirring occasionally, about 20 minutes. Stir in celery stalks, potato, garlic and celery salt. Add 6 cups chicken broth; cover and simmer until all vegetables are very tender, about 30 minutes. Puree in blender in batches.""",
      source="https://odddinary.wordpress.com/2012/05/10/celery-soup/", kind="recipe", note="trap: celery"),
    R("""You also will need an immersion or stick blender which is so much easier then letting it cool completely and putting it in a blender or food processor. Plus it is less clean up and a lot easier. They have them at Target, Kohls, Best Buy and other stores like this. I have an Oster which works very well and it is very affordable. Plus this company has been around for a long time along with Sunbeem. However Sunbeem and Oster had a merger. I have to Google it to make sure.""",
      source="https://benazirsblog.family/2018/03/01/celery-soup", kind="recipe", note="trap: Google (a verb), Target"),
    R("""Like cabbage, celery is an oft neglected vegetable, prized for its place in a mirepoix, but rarely the star of the show. Which is silly when you think about it, given how good celery is in soups. (Can you imagine chicken soup without it?) Celery soup, with a supporting cast of some onion, leeks, and a little cream, is utterly delicious, and a great way to warm up on a chilly day.""",
      source="http://www.simplyrecipes.com/recipes/creamy_celery_soup/", kind="recipe", note="trap: Celery, celery"),
    R("""- Celery: Use fresh stalks and leaves for maximum flavor.
- Leek: Adds sweetness and depth to the soup.
- Sweet Onion and Garlic: Aromatic essentials that form the flavor base.
- Butter: Real butter enhances richness.
- Flour: Thickens the soup to create a creamy texture.""",
      source="https://cookingflavor.com/recipes/cream-of-celery-soup", kind="recipe",
      note="trap: Celery (a capitalised ingredient list)"),
    R("""Geronimo, born Goyakla (The One Who Yawns) was a medicine man and later warrior who fought for the rights of his tribe and other Native American Apache people in the mid-1800s. He had a particular vendetta against Mexicans as a whole after Mexican soldiers killed one his wives, some of his children, and his mother in a raid.""",
      source="https://tombstone.innhistory.com/tour6/", kind="prose", note="trap: Apache"),
    R("""Following the Battle of Apache Pass in 1862, Chief Mangas was critically wounded. The battle itself saw 120 U.S. soldiers with two wartime canons against 200 Apache warriors, fighting with guns and arrows. The Apache warriors were defeated and shocked by the destruction of the canons.""",
      source="https://tombstone.innhistory.com/tour6/", kind="prose", note="trap: Apache"),
    R("""The Chiricahua Apache once lived in the rugged, mountainous areas of present-day southeastern Arizona, southwestern New Mexico, and northern Mexico. In the early twenty-first century a little more than one hundred Chiricahua lived on individual plots of land in southwestern Oklahoma and had organized as the Fort Sill Apache Tribe with headquarters in Apache, Oklahoma.""",
      source="http://encyclopedia-loadbalancer-1-1782916326.us-west-2.elb.amazonaws.com/humanities/encyclopedias-almanacs-transcripts-and-maps/chiricahua-apache",
      kind="prose", note="trap: Apache"),
    R("""In Greek and Egyptian mythology, the phoenix was a beautiful bird that lived alone in the Arabian desert for 500 years (or 1,461 years, depending on who you're asking. Ain't like anyone got to hang around long enough to check, right?) and then consumed itself in a fire, rising renewed from the ashes to start another long life.

The phoenix was associated with the sun gods of both cultures (Re in Egypt and Phoibos, or Apollo, in Greece).""",
      source="https://everything2.com/user/Jet-Poop/writeups/Phoenix", kind="prose", note="trap: phoenix, Apollo"),
    R("""The Phoenix is a fabulous bird, according to Arab mythology, that lives for 500 years. At the end of its life it burns itself on a pyre of flames, and from the ashes a new phoenix arises. As a sacred symbol in Egyptian religion, the phoenix represented the sun, which dies each night and rises again each morning. It is a symbol of death and resurrection.""",
      source="https://www.greekmythology.com/pictures/Myths/Phoenix/212706/from_the_ashes/", kind="prose",
      note="trap: Phoenix, phoenix"),
    R("""Let me begin with a definition. Rise From the Ashes = Be Renewed After Destruction.
In classical mythology, the phoenix was a unique bird resembling an eagle that lived for five or six centuries in the Arabian desert. After this time it burned itself on a funeral pyre ignited by the sun and fanned by its own wings and was then born again from the ashes with renewed youth to live through another cycle of life.""",
      source="http://www.coachaprilgreen.com/blog", kind="prose", note="trap: phoenix"),
    R("""A brilliant electric spark discharge in the atmosphere, occurring within a thundercloud, between clouds, or between a cloud and the ground, often accompanies storms that can bring down power cables and disrupt power supplies to businesses without emergency power systems.""",
      source="https://powercontinuity.co.uk/glossary/lightning/", kind="prose", note="trap: spark, storms"),
    R("""Hundreds of lightning strikes sparked across the Bay Area as a low pressure system passed through the region this week, bringing a spattering of rain and a cooldown that is set to end as temperatures ...""",
      source="https://tutux.sol.ignorelist.com/news/search?FORM=HDRSC6&q=Lightning+Strikes+Compilation", kind="news",
      note="trap: sparked"),
    R("""Potent thunderstorms across the central and eastern U.S. could trigger flash floods, damaging winds and possible tornadoes as California prepares for its first heat wave of the season. Several storms systems are aiming at differing parts of the country through the end of the week, with a multi-day system continuing to drench the Gulf Coast, developing severe storms over the Plains region and heavy rain brewing throughout the Mid-Atlantic, according to the National Weather Service.""",
      source="https://www.daily8.com/en/hashtag/Poweroutage.us", kind="news", note="trap: storms, Plains"),
    R("""Biggest takeaway:
This is a routine occurrence/hazard that needs a plan - otherwise, you are putting your people's lives at risk. When Thunder Roars - Go Indoors (or into your vehicle). Nearly all lightning deaths occur outside - from people disregarding their risk, or thinking they have a few minutes more.""",
      source="https://weather.gov/lwx/IdentifyThreatsLightning", kind="prose", note="trap: Go (capitalised in a slogan)"),
    R("""At the time, there were no clues that Ten would change rock forever. In 1990, Mother Love Bone’s former guitarist, Stone Gossard, and bassist, Jeff Ament, along with a San Diego surfer named Eddie Vedder, formed the band Mookie Blaylock—quickly renamed Pearl Jam. Their 1991 debut, Ten, contained so many now-classic riffs and melodies, it’s hard to believe it took over a year to find that recognition.""",
      source="https://deepriffs.com/fr/shop/release/ten-by-pearl-jam-usBbhEFUVVIky58ClscY", kind="prose",
      note="trap: Pearl"),
    R("""It was 30 years ago today (August 27th, 1991) that Pearl Jam released its debut album, Ten, which peaked at Number Two on the Billboard 200, and has sold over 13 million copies in the U.S. alone. The album’s key tracks, “Alive,” “Even Flow,” and “Jeremy,” helped redefine rock radio — along with those by fellow Seattle bands Nirvana and Soundgarden — which laid waste to the dying days of hair metal and ushered in the grunge era.""",
      source="https://wchx1055.com/pearl-jams-ten-turns-30-today/", kind="news", note="trap: Pearl"),
    R("""Episode Tracklist

  • Pearl Jam - "Alive"
  • Pearl Jam - "Why Go?"
  • Pearl Jam - "Black"
  • Pearl Jam - "Garden"
  • Echo & The Bunnymen - "Do It Clean"
  • Miserable - "Gasoline"
  • Stone Temple Pilots - "Meatplow\"""",
      source="https://www.nofillerpodcast.com/episode/pearl-jam-ten", kind="prose",
      note="trap: Pearl, Go (a track list in quotes)"),
    R("""Już pierwszy album Pearl Jam – „Ten" (1991) – dał zespołowi miejsce w panteonie sław rocka. Sprzedał się w ponad 10 milionach egzemplarzy i, obok „Nevermind" Nirvany, uważany jest za najważniejszą pozycję w muzyce przełomu ostatnich dwóch dekad XX wieku.""",
      source="https://www.rp.pl/kultura/art12803191-lightning-bolt-pearl-jam", kind="other", note="trap: Pearl (Polish)"),
    R("""In the story of Nuwa Fixes the Sky, the ‘stone egg’ from which the primordial being is born is nephrite. One of the ruling Taoist deities is known as the Jade Emperor, and ruyi scepters were commonly made in jade. Despite its thousands of years of usage, there remains much confusion regarding this stone.""",
      source="https://cacheantiques.com/blogs/posts/jade-the-king-of-stones-the-stone-of-kings", kind="prose",
      note="trap: Jade, jade"),
    R("""Jade was prized for its hardness, durability, musical qualities, and beauty. In particular, its subtle, translucent colors and protective qualities[1] caused it to become associated with Chinese conceptions of the soul and immortality.[2] With gold, it was considered to be a symbol of heaven.""",
      source="http://cryer.org.uk/jade_in_China", kind="prose", note="trap: Jade"),
    R("""Considéré comme «la pierre impériale», le jade a toujours été la pierre précieuse préférée en Chine. Il existe deux types de minéraux appelés «jade»: la néphrite connue dans la Chine ancienne et la jadéite non exploitée en Chine, en Mongolie ou dans le Xinjiang.""",
      source="http://french.beijingreview.com.cn/Dossiers/2015/xj60/Culture/201509/t20150924_800039293.html",
      kind="french", note="trap: jade"),
    R("""Our master puppeteers will discuss some of the construction and stringing techniques used when building marionettes, and then demonstrate the basics of marionette manipulation. Participants will be provided with marionettes for the duration of the workshop andwill experience what it is like to work a professional-quality marionette that has been balanced and tuned like a fine instrument.""",
      source="https://www.franklinparkartscenter.org/event/puppet-show-and-marionette-manipulation-workshop/",
      kind="prose", note="trap: building"),
    R("""• Puppet Show: Sleeping Beauty
  • Restroom break, snack, tour of stage
  • Puppet workshop
  • Simon Says performance

Share This Story, Choose Your Platform!

Go to Top""",
      source="https://www.franklinparkartscenter.org/event/puppet-show-and-marionette-manipulation-workshop/",
      kind="prose", note="trap: Puppet, Platform, Go"),
    R("""Marionettes are a fan favorite here at Puppet Showplace. It’s easy to see why! In the hands of a skilled puppeteer, marionettes can take on a life of their own, performing elegant movements that capture our imagination. The festival runs Jan 30 - Feb 15.""",
      source="https://www.puppetshowplace.org/news/2016/1/26/mini-festival-of-marionettes", kind="prose",
      note="trap: Puppet"),
    R("""3. The Perseids are the most famous meteors.
Its fame comes from the fact that it reliably has the brightest and most numerous meteors. The Perseid meteor shower occurs every year from about July 23 to August 22, but tonight is the peak.
4. The meteors are left behind by a comet.
Meteors occur when Earth rushes through a stream of dust and debris left behind by a passing comet. In the case of the Perseids, it is the Swift-Tuttle Comet.""",
      source="https://cityviewmag.com/5-empty-list-to-clone-34", kind="news", note="trap: Meteors, Swift"),
    R("""Watch the skies! The peak of the Perseid meteor shower takes place overnight tonight! The bright quarter Moon will limit the number of shooting stars you'll see but you can still expect around 15-20 per hour depending on where you're at. The meteors are debris from Comet Swift-Tuttle burning up in Earth's atmosphere at speeds of 130,000 miles per hour.""",
      source="https://boingboing.net/2020/08/11/how-to-watch-the-peak-of-the-p.html", kind="news", note="trap: Swift"),
    R("""The Perseids Meteor Shower Is Peaking. Here's How to Watch.

Meteor showers like the Perseids are a cosmic wonder best viewed from the Northern Hemisphere just before dawn, with up to 100 long, colorful streaks an hour.""",
      source="https://briefly.co/anchor/Digital_life/story/the-perseids-meteor-shower-is-peaking-heres-how-to-watch",
      kind="news", note="trap: Meteor"),
    R("""Theatres in ancient Sparta show evidence of scenery being slid on and off stage by rails. As early as the 15th century, rails were being used to push carts out of mines. By 1604 Huntingdon Beaumont had laid rails to carry coal from pits to Nottingham close by.
Such loads still had to be pushed by muscle power. But in 1804, Cornishman Richard Trevithick mounted a steam engine on wheels, capable of hauling 20 tons.""",
      source="https://anthonynorth.com/2017/11/28/railways/", kind="prose", note="trap: rails"),
    R("""We who have lived before railways were made belong to another world. It was only yesterday, but what a gulf between now and then! Then was the old world. Stage-coaches, more or less swift, riding-horses, pack-horses, highwaymen, knights in armor, Norman invaders, Roman legions, Druids, Ancient Britons painted blue, and so forth -- all these belong to the old period.""",
      source="http://www.alongdesire.com/nrm-blog-post.html", kind="prose",
      note="trap: swift, Druids (Thackeray, quoted)"),
    R("""Dating from 1829 Stephenson's 'Rocket' has its place firmly in railway history being the winning design of the fabled Rainhill trials. Ignoring the yellow operational repicas this one at the Science Museum is the original locomotive characterised by its revised piston layout that are only just above the horizontal rather than being at forty-five degrees as built.""",
      source="https://ontheupfast.com/p/21936chg/30063078688/x1-rocket-exhibit-science-museum", kind="prose",
      note="trap: Rocket (in quotes)"),
    R("""With the release of the new movie “Julie and Julia,” Julia Child’s 1961 cookbook Mastering the Art of French Cooking has once again climbed the best seller list and has American home cooks rushing around their kitchens trying to recreate traditional French dishes like Julie Powell did in the movie.""",
      source="https://www.recipechatter.com/cooking-with-julia-child/", kind="recipe", note="trap: Julia"),
    R("""I’m a little embarrassed to say I do not own a copy of Julia Child’s Mastering the Art of French Cooking, and that must change. And when I do get a copy, the first thing I’ll try is Julia’s version of boeuf bourguignonne.

Bon appétit!""",
      source="https://www.leemckenzie.com/food-for-thought-boeuf-bourguignonne/", kind="recipe", note="trap: Julia"),
    R("""When it comes to ambassadors of French cookery, a few names spring to mind: Paul Bocuse, the brothers Michel and Albert Roux, and Joël Robuchon. But one familiar face might just eclipse them all when it comes to bringing brilliant French food to the masses. Julia Child wasn't French.""",
      source="https://www.foodrepublic.com/1725003/julia-child-favorite-beef-bourguignon/", kind="recipe",
      note="trap: spring, Julia"),
    R("""Her version called for high-quality cuts of meat, like sirloin tip or top round. She also preferred the oven over the stovetop due to its more even heating. The simmering time takes between two to three hours, depending on the type of cut. That slow braise turned the beef fork-tender and the sauce rich and glossy.""",
      source="https://www.tastingtable.com/1964360/julia-child-best-classic-french-stew-boeuf-bourguignon/",
      kind="recipe", note="trap: none (a recipe)"),
    R("""The 40-year-old Australian has been the unlikely hero of this year's Ladbrokes.com PDC World Championship and briefly threatened to claim the £200,000 first prize, but after a shaky start Taylor took command of the final, winning it 7-3.""",
      source="https://www.belfasttelegraph.co.uk/sport/othersports/taylor-turns-on-power-to-win-15th-darts-title-28509194.html",
      kind="news", note="trap: Ladbrokes.com (a dotted name), PDC"),
    R("""Taylor, who won his first world title 20 years ago, is the undisputed king of the oche and has become a rich man through his darting prowess. Last year alone he won more than £750,000 in prize money.

In recent times, “The Power” has been more electrifying than ever, winning an average of three out of every four tournaments he plays after switching to remodelled darts, following advice from a former Ministry of Defence expert in missile technology and aerodynamics.""",
      source="https://www.belfasttelegraph.co.uk/sport/othersports/taylor-turns-on-power-to-win-15th-darts-title-28509194.html",
      kind="news", note="trap: darts, darting, Power"),
    R("""Update 8.49pm: Rob Cross doubles his lead over retiring Phil Taylor

Rob Cross has scored a 167 to win his second set and double his lead against Phil Taylor the William Hill World Darts Championship at Alexandra Palace, writes Denise O'Donoghue.""",
      source="http://www.irishexaminer.com/breakingnews/sport/darts-legend-phil-taylor-wins-pre-match-bull-up-820886.html",
      kind="news", note="trap: Darts"),
    R("""Go on a beam reach and raise the centreboard to show the boat trying to go sideways. Use a transit to make a point of this. Put the board fully down and you should be able to feel the difference in how the boat sails. Using a very light grip on the tiller, show how the sails can change the steering.""",
      source="https://fernhurstbooks.com/knowledge_centre/202/preparing_the_students_to_take_the_helm", kind="prose",
      note="trap: Go, go"),
    R("""Change the student on the helm every 10 minutes. You should all be working hard, and after 10 minutes the student will need a break. If not, the lesson is probably not making best use of the on-the-water time.""",
      source="https://people.well.com/user/pk/CSCfastrack.html", kind="prose", note="trap: helm"),
    R("""But on the other hand dinghies sail wet and it might be a little narrow in the cockpit. You do not sit very comfortable. You have to jump around from one side to the other for example when tacking and you might get bruises. And a dinghy can capsize (which might actually be fun though) Because of the small size of a dinghy there will probably be no instructor on board.""",
      source="http://sailnator.com/dinghy-beginners-course/", kind="prose", note="trap: none (a sailing course)"),
    R("""Haruki Murakami’s Kafka on the Shore has many Marmite passages that readers will either love or hate – not least the scene where a live incarnation of whiskey mascot Johnnie Walker explains to the protagonist why he has been killing cats and eating their hearts (it’s to build a flute with which to destroy the universe, obviously). In other scenes, mackerel rain from the sky between discussions on the nature of God.""",
      source="https://cherwell.org/2016/02/05/culture-corner-kafka-on-the-shore", kind="prose",
      note="trap: Kafka, build"),
    R("""I can’t clearly explain in simple words what exactly happens but Kafka on the Shore is a story about a fifteen-year-old book lover who calls himself Kafka and runs away from home to look for his lost mother and sister and to get away from his horrible father whose crimes against him are never fully explained.""",
      source="https://thebookofmeow.net/2012/02/19/kafka-on-the-shore-2/", kind="prose", note="trap: Kafka"),
    R("""Joining the rich literature of runaways, Kafka On The Shore follows the solitary, self-disciplined schoolboy Kafka Tamura as he hops a bus from Tokyo to the randomly chosen town of Takamatsu, reminding himself at each step that he has to be "the world¹s toughest fifteen-year-old.\"""",
      source="http://readingbee.com/review/book1400043662.html", kind="prose", note="trap: Kafka"),
    R("""Psychic prostitutes, paranormal adventures in parallel worlds, smooth-talking animals: Murakami rolls them out in his novels in deadpan prose that seems to shrug and say, ‘Look, this is no big deal.’ This is what his millions of admirers love and why Internet chatrooms around the English-speaking world have been buzzing for months with the conversation of fans impatient for Philip Gabriel’s translation of Kafka on the Shore.""",
      source="https://literaryreview.co.uk/talking-cats-and-willing-women", kind="prose", note="trap: Kafka, Internet"),
    R("""Tarantino has borrowed from Spaghetti Westerns often enough that it was high time he made his own — and Django Unchained ($25) is the result. Winner of two Oscars — the second Original Screenplay trophy for QT, and the second Supporting Actor award for Christoph Waltz — this nearly three-hour tale takes a look at slavery through the lens of pre-Civil War America, with Jamie Foxx in the titular role""",
      source="http://uncrate.com/stuff/django-unchained/", kind="prose", note="trap: Django"),
    R("""Quentin Tarantino has never been a director to hide his influences. He embraces them and that’s never been truer than in DJANGO UNCHAINED. Part spaghetti western, part blaxploitation film.. Django steals the best from each genre. The movie is set in the south just before the Civil War.""",
      source="https://hollywoodandwhine.net/2013/01/13/django-unchained/", kind="prose",
      note="trap: DJANGO (a title in capitals), Django"),
    R("""Just got home after seeing "Django Unchained". Good movie if it is 30 mins too long but some fantastic performances which you'd expect from a Tarantino film, most notably from Christoph Waltz and Leo di Caprio. Jamie Foxx is very good too, although I am slightly puzzled why he was chosen for the role.""",
      source="http://glory-glory.co.uk/threads/official-film-thread.44/page-133", kind="qa",
      note="trap: Django (a football fans' forum)"),
    R("""Tarantino had originally offered the lead role of Django to Will Smith but he declined so Jamie Foxx picked up the gauntlet and once again proved he is a very adaptable actor. You feel the disgust, worry with him, feel his sorrow and scream with joy when he succeeds.""",
      source="https://moviesoothsayer.wordpress.com/2013/01/14/movie-madness-161-django-unchained/", kind="prose",
      note="trap: Django"),
    R("""Der Alpenverein weist zudem darauf hin, dass er zu jedem Wochenende unter www.alpenverein.de unter der Rubrik »Tour der Woche« einen Tourentipp online stellt. Für das kommende Wochenende wird dies eine eine sonnige und familientaugliche Wanderung mit der Möglichkeit zur Einkehr sein.""",
      source="https://bergsteiger.de/node/1944", kind="other", note="trap: none (German; a web address)"),
    R("""Solche Nachrichten hört man gerne: Wetter-Experte Volker Wünsche vom Deutschen Wetterdienst verspricht für dieses Wochenende noch einmal bestes Bergsteigerwetter mit Temperaturen über 20 Grad. „Dieses Wochenende ist definitiv zum Wandern geeignet.“ Bedanken dürfen wir uns beim Föhn.""",
      source="https://www.merkur.de/bayern/traum-wetter-berge-fertig-los-4100375.html", kind="other",
      note="trap: none (German news)"),
    R("""Autumn is the perfect time to start planning ahead for your spring garden. If you want to enjoy a blossoming tulip display in a few months, now is the time to plant the bulbs.

Before you dig in and start choosing colours, heights, and types of tulips, it’s good to have an idea of what kind of flower bed you want to achieve.""",
      source="https://www.fiskars.com/en-gb/gardening/inspiration-tips/plant-tulip-bulbs-this-fall-for-a-blossoming-spring-garden",
      kind="prose", note="trap: spring"),
    R("""Tulips are stunning spring bulbs that flower in April and May. They grow well in both pots and borders, and the bulbs should be planted in late autumn. Which? Gardening magazine grew and compared ...
No spring is complete without a display of gorgeous, if frivolous, tulips.""",
      source="http://lifehasitsupsanddowns.com/news/search?form=PTFTNR&q=Tulip+Bulbs+after+Blooming", kind="prose",
      note="trap: spring"),
    R("""It is not until the tulips emerge that the color spectrum broadens. Tulips come in every color except blue, and range from the dainty (Tulipa sylvestris, great for naturalizing) to the seriously baroque. The parrot tulip ‘Rococo’ has fiery red, fringed petals with green streaks.""",
      source="http://www.hgtvgardens.com/bulbs/planning-a-year-round-display-with-bulbs", kind="prose",
      note="trap: none (gardening)"),
    R("""Tulips are one of my very favorite spring flowers. They come in all sorts of colors, including red, yellow, purple and pink. The colors range in shades from very dark to really light, so you’re sure to find something that fits in with your flower beds. You can even find tulips in two-toned loveliness. Shop for them at home and garden stores or buy bulbs online.""",
      source="https://gardening.allwomenstalk.com/bulbs-you-can-plant-now-for-blooms-next-spring", kind="prose",
      note="trap: spring"),
]
