"""Ordinary prose (reviews, literature, travel, nutrition, opera) full of words that are also
tool names: Swift, Kafka, Scala, Java, Selenium, Phoenix, express, rest, spring, go.

Nothing here is about software, so nearly every case expects nothing. ``note`` starts with
``trap:`` and names the trap words the text contains.
"""

from real_corpus import R

CASES = [
    R("""Seeing Taylor Swift live in 2013 is seeing a maestro at the top of her or anyone's game. No other pop auteur can touch her right now for emotional excess or musical reach – her punk is so punk, her disco is so disco. The red sequins on her guitar match the ones on her microphone, her shoes and 80 percent of the crowd. Her set is mostly new songs from Red, the slickest, smartest and just plain best mega-pop statement of our time. She's a master of every rock-star move, except the one about dialing it down a notch. But who would ever want that? (Besides the whiny exes she keeps writing songs about?) "Hi, I'm Taylor," she said by way of an introduction. "I write songs about my feelings. I'm told I have a lot of feelings." You are told this accurately, Taylor.""",
      source="https://classic.atrl.net/?t=461078", kind="news", note="trap: Swift, Red"),
    R("""Taylor Swift has been such a media sensation over the past few years that it is easy to forget what she is best at: being a pop star; and a singer-songwriter; and a country artist in the Nashville tradition. Those three job descriptions were adhered to admirably at this joyful opening night of Swift’s European tour.

Unsurprisingly, given that she isn’t exactly one for winging it, she didn’t put a foot wrong. Every sashay across the stage in vertiginous heels and short black skirt, every between-song musing on the nature of love was rehearsed to a tee. The real success of the concert, however, came from Swift’s faith in her music. There was no big light show, no pyrotechnics, just a basic band, four backing…""",
      source="https://www.thetimes.co.uk/article/taylor-swift-review-unguarded-irrepressible-but-entirely-professional-tk2tdccq8",
      kind="news", note="trap: Swift"),
    R("""The amplification at State Farm Stadium in Phoenix, Arizona was loud to the point of distortion. But 70,000 (mainly) women screamed and roared, drowning out those giant speakers, joyously and thrillingly all night, as they welcomed their chosen one back to the stage.

It has been five years since Swift played a full live concert but she more than made up for it on the opening night of a new world tour with one of the most ambitious, spectacular and charming stadium pop shows ever seen. Not to mention one of the longest.""",
      source="https://thefoxposts.com/taylor-swift-the-eras-tour-review-a-roaring-spectacle-of-a-comeback-TheFOXposts-15472.html",
      kind="news", note="trap: Phoenix, Swift"),
    R("""Friday night’s offering leaned heavily on her most recent album, which comes as no surprise. When you have a good album, you’re bound to have hit records that can carry your live show. “…Ready For It” serves as an able lead-off hitter at the top, while her renditions of “Gorgeous,” “Delicate,” and “Getaway Car” hit all the right notes. Even “Look What You Made Me Do” sounded great, in part because it sounds better over an outdoor stadium sound system than it did when you first heard it over your car’s radio speakers, computer speakers, headphones, or wherever you heard it.

The song that put the show over (at least for me) was “Dress.” Swift purrs her way through her most seductive track (that’s totally NOT about Ed Sheeran 😉) as if to say, “Yeah, you didn’t think I had it in me did you? Well you were wrong. Surprise, bitch.”""",
      source="https://luiscmedina.wordpress.com/2018/06/", kind="prose", note="trap: Swift, NOT"),
    R("""Franz Kafka (1883–1924) was born into a German-Jewish family in Prague and is widely regarded as one of the major figures of 20th century literature. His work typically features characters facing surrealistic predicaments and faceless bureaucratic powers, and thus Kafka explores themes of alienation and existential anxiety. Few of his works were published in his lifetime, and all his best-known works such as Die Verwandlung (The Metamorphosis), Der Process (The Trial), and Das Schloss (The Castle) were published posthumously. In fact, Kafka had instructed in his will that these unpublished works be destroyed but, fortunately for posterity, his friend and executor Max Brod ignored his wishes.""",
      source="https://occasionalglimpses.com/franz-kafkas-the-castle-1924", kind="prose", note="trap: Kafka"),
    R("""Franz Kafka lived in Germany in the end of the 19th and the beginning of the 20th centuries He is most well-known for his work The Metamorphosis, in which the protagonist grotesquely wakes up one day as a giant cockroach. The work of this review (The Castle) was started and left unfinished in 1922, two years before Kafka’s death in 1924. It was only published posthumously in 1926 – against Kafka’s expressed wishes in his will.
It tells the story of the main character, known only tersely as K., who arrives in a village in Germany and claims to be a “land surveyor.” However, he cannot get approval to work in this role unless certified by the village’s central authority, named Klamm, dwelling in a Castle. The villagers keep pushing him towards the Castle, but despite the necessity of authorization, he is unable to get an audience. (Anyone who has dealt with governmental or corporate bureaucracies can certainly relate.) His assistants get jobs there, his girlfriend gets an audience there after cheating on K., but K. can never attain his goal. The story ends abruptly, without a climax or a denoument, and the reader is left to imagine the rest of the tale.""",
      source="https://scottjpearson.com/the-castle-by-franz-kafka", kind="prose",
      note="trap: Kafka, expressed, rest"),
    R("""A study of relationships, particularly between the individual and society and between thought and action, The Castle is one of Kafka's most profoundly imaginative works. As fear and worry develop in a series of strangely illogical events and man's quest for freedom heightens, this classic novel confirms Kafka's reputation as one of the greatest creators of visionary fiction this century. "Kafka discovered the hitherto unknown possibilities of the novel, and it is thanks to him that the very notion of the novel is not the same as it was before" --Milan Kundera. "He is the greatest German writer of our time. Such poets as Rilke or such novelists as Thomas Mann are dwarfs or plaster saints in comparison with him" --Vladimir Nabokov.""",
      source="https://www.everand.com/book/412298164", kind="prose", note="trap: Kafka"),
    R("""A dreamy, mystical so-called companion piece to The Trial, this book recounts the tale of a “land surveyor” summoned by the Castle, but who never makes it to the Castle, it being off limits, red-tape bureaucracy protecting it from the village below where K. finds refuge. Was K. even a land surveyor? He arrives and mentions having assistants who will come the next day, and then the assistants are sent by the Castle as spies. The whole village is on tenterhooks about his situation- what to do with him, where to house him. He obtains a post as the school janitor and decamps there with his soon-to-be wife Freida and two assistants.""",
      source="http://loudlatinlaughing.com/2015/09/the_castle/", kind="prose", note="trap: next"),
    R("""— La Scala, one of the world's most celebrated opera theaters, reopened to the public and to music this week after nearly three years of
renovation. "We achieved some sort of miracle by finishing work within the deadline. It's something that all Milanese must be proud of," said
Milan deputy mayor Riccardo De Corato as the city celebrated the return of the
Milan company. La Scala performances were held in
Milan's modern Arcimboldi theater after
renovation began in 2002.""",
      source="https://www.iands.design/industry-news/article/10180136/renovated-milan-theater-inaugurates-opera-season",
      kind="news", note="trap: Scala"),
    R("""After 30 months of restoration the famous opera house "La Scala" in Milan will open again December 7th, day of Saint Ambrogio, the patron saint of the town.

The first performed opera will be "Europa riconosciuta" (Acknowledged Europe), directed by Luca Ronconi and written 226 years ago by Antonio Salieri for the first opening of this same theatre.

Maestro Riccardo Muti is the orchestra conductor.""",
      source="http://italianalmanac.org/04nov/scala.htm", kind="news", note="trap: Scala"),
    R("""DID YOU KNOW THAT… LA SCALA was not the first one…

———— The most famous opera theatre in the world – La Scala in Milan – was the second opera theatre built in the capital of Lombardy, the first theatre opened in 1717 in Milan was the Teatro Regio Ducale; La Scala was the fifth theatre building built in Italy in the 18th century.""",
      source="https://cyfrowemuzeum.operalodz.com/tag/la-scala/", kind="prose",
      note="trap: SCALA, Scala (title in capitals)"),
    R("""Java – The Majestic Buddhist Temple of Borobudur

Once standing on an island in the middle of a lake the fantastic temple laid buried under volcanic ash for centuries. Now dug out and restored it is a treasure trove of images, statues, friezes and splendour. It rivals Angkor Wat for its awe and wonder. We spent hours climbing up on it and looking out towards the surrounding volcanoes. Magnificent.""",
      source="https://ophersworld.com/tag/borobudur/", kind="prose", note="trap: Java"),
    R("""Moving on: Java, Borobudur

Really early flight brings us to Java; land of volcanoes and (the reason we are here) Borobudur Temple.
Initial thoughts: step back in time; its a bit like the Far East I remember from years ago – including the manic driving and dramatically overloaded mopeds.""",
      source="http://www.ark3.com/2009/12/moving-on-java/", kind="prose", note="trap: Java"),
    R("""Like Angkor Wat in Cambodia and Bagan in Myanmar, Java's Borobudur make the rest of Southeast Asia's spectacular sites seem almost incidental. Looming out of a path work of bottle-green paddies and swaying palm tops, this colossal Buddhist relic is one of the continent's marvels, surviving Mountai See more details""",
      source="http://www.krakatauholiday.com/tour/borobudur-temple.html", kind="prose", note="trap: Java, rest"),
    R("""The magnificent turquoise sulfur lake of Kawah Ijen lies at 2148 m above sea level and is surrounded by the volcanos sheer crater walls. The vent is a source of sulfur and collectors work here, making the trek up to the crater and down to the lake every day. Sulfur collectors hike up in the morning and return around 1 pm when the clouds roll in. They carry shoulder basket of pure sulfur from a quarry on the lakes edge under the shadow of the sheer walls of the crater. The mineral at Kawah Ijen is purer and is worth commercial exploitation despite the horrendous labor involved: Javas homegrown sulfur is a natural source of sulfuric acid, in great demand in the oil-refining business and in the production of fertilizers""",
      source="http://wonderfulworld2011.blogspot.com/search/label/java", kind="prose", note="trap: Javas"),
    R("""Built in the 9th Century, Borobudur became the centre of South East Asia's Buddhist world for five centuries. In the 14th Century, the Temple was abandoned, although there's no clear theory as to why this may have happened. One likely cause is the rise of power in East Java making this region of central Java less important, and as the temple was partly covered by volcanic ash when it was rediscovered by Stanford Raffles (the founder of Singapore) in the 1800's, volcanic activity in the area may also have been a cause.""",
      source="https://escapeworldwide.co.uk/escape/top/monument6.html", kind="prose", note="trap: Java"),
    R("""Our second journey in Indonesia takes place in the central part of Java island, undoubtely the most culturally rich place of the archipelago. We arrive to Yogyakarta via a short domestic flight, rent a motorbike and head out to 2 day journey around the region.

First we head to explore the ancient 9th-century Hindu temple of Prambanan dedicated to the Trimūrti, the expression of God as the Creator, the Preserver and the Transformer. While exploring the main temple grounds and surrounding temples we are interrupted by heavy monsoon rain, that cuts our day plans short.""",
      source="https://www.sinetermino.com/central-java", kind="prose", note="trap: Java, expression"),
    R("""Brazil NutsSelenium is a trace mineral that is essential for vital functions, especially the antioxidant enzyme glutathione peroxidase that recycles vitamin C and E in the antioxidant cascade. Toxic hydrogen peroxide is made into harmless water by glutathione peroxidase with the help of selenium. Selenium seems to be involved in all cellular oxidative reactions including those involving copper, zinc (superoxide dismutase), and iron (catalase).""",
      source="http://paulthomasmd.com/2014/08/11/selenium/", kind="prose", note="trap: Selenium"),
    R("""You'll go nuts when u learn the highest food source of Selenium! #GardenCuizine

Brazil Nuts
highest source of trace mineral
Recently, I had a patient ask me about the trace mineral Selenium. She wanted to know what Selenium was good for. I remembered learning about Selenium at Rutgers. My professor told us a story of someone who actually got sick from eating too many brazil nuts. Brazil nuts are the highest food source of Selenium.""",
      source="https://www.gardencuizine.com/2013/02/youll-go-nuts-when-u-learn-highest-food.html",
      kind="prose", note="trap: go, Selenium"),
    R("""Selenium: one of today's scarcest minerals

Selenium is an essential trace mineral, needed for repair of DNA. You only need a small amount, but even the smallest amount is not part of the average daily diet.

Selenium comes from plant sources, and the amount provided is directly related to the quality of the soil the plants grow in.""",
      source="http://www.sustainablecuracao.com/blog/2016/11/2/selenium-one-of-todays-scarcest-minerals",
      kind="prose", note="trap: Selenium (title)"),
    R("""Brazil nuts have massive levels of the mineral Selenium at
1917μg per 100g of nuts. 3g (about 2 nuts) of brazil nut provides you with the recommended daily amount (55μg RDA). Selenium is
required for the body’s antioxidant defence system. The UK's national health service advises that
too much selenium
can cause selenosis, a condition that in its mildest form can lead to loss of
hair, skin and nails.""",
      source="http://naturalhomes.org/naturalliving/brazilnut.htm", kind="prose", note="trap: Selenium"),
    R("""Waiting For Godot

Last night I went with a friend to see Waiting For Godot at the Royal Haymarket Theatre and I have to say it was very good.
Why? Well for a no of reasons, but the fact is that Waiting For Godot is a play that relies heavily on dialogue and in the hands of lesser actors it can easily drag, but Sir Ian McKellen and Patrick Stewart made much of their parts and managed to get across the individual characteristics of Vladimir and Estrogen which is, as far as I can see, that Vladimir is an optimist against the odds and Estrogen is a pessimist with nihilistic and suicidal tendencies.""",
      source="http://paulburgin.blogspot.com/2009/05/waiting-for-godot.html", kind="prose", note="trap: Godot"),
    R("""WE’RE all born “astride a grave”, Samuel Beckett reminds us in his seminal 1953 play that has perplexed and delighted theatre-goers over the decades.

While waiting for the enigmatic Godot, Estragon (Lucian Msamati) and Vladimir (Ben Whishaw) contemplate the pain and absurdity of human existence.""",
      source="https://lucypopescu.com/2024/09/theatre-review-waiting-for-godot.html", kind="prose", note="trap: Godot"),
    R("""Two tramps wait by a dead tree in an arid landscape for the eponymous Godot, who may provide them with the means to ‘go on’. Often described as a parable about the hopelessness of living, it contains allusions that include post-apocalyptic devastation and silent comedies.""",
      source="https://sabiniax.online/?p=153672", kind="prose", note="trap: Godot, go"),
    R("""Just one play, which I saw last night at its opening at Stratford, WAITING FOR GODOT a towering play written by Samuel Beckett in 1954. Beckett was 51 when he wrote it and it brought him instant fame. It’s billed as a tragicomedy by Beckett and since 1954 it has been challenging and entertaining audiences all over the world.


3)   Who is Godot and who is waiting for him?""",
      source="https://slotkinletter.com/2013/06/radio-text-review-waiting-for-godot", kind="prose",
      note="trap: GODOT (title in capitals), Godot"),
    R("""Throughout The Great Gatsby, F. Scott Fitzgerald represents the unforgiving reality of life through the depiction of Jay Gatsby's intense love for Daisy Buchanan. Just before Nick leaves New York, he returns to Gatsby's house and goes out to the terrace one last time""",
      source="http://essay.jmo-cjf.cz/143504pmij", kind="prose", note="trap: Gatsby"),
    R("""In F. Scott Fitzgerald’s dramatic novel, The Great Gatsby which takes place in the rich part of New York during the summer of 1922. Nick Carraway, the narrator, talks about his friend Jay Gatsby’s obsession with Daisy Buchanan, nicks cousin. He also explains how Gatsby does everything he can to win Daisy over. Nick moves to New York to see how the rich life would be like. Unfortunanetly Nick is exposed to corruption, money, and murder. Gatsby bought a house directly across from Daisy, just so he could be near her.""",
      source="https://book-summary.net/books-and-movies-reviews/who-is-really-the-great-gatsby/", kind="prose",
      note="trap: Gatsby"),
    R("""Jay Gatsby spent his time at night looking at green light that glimmered across the bay on East Egg. Gatsby seemed to cherish this light, almost as if it was his enchanted object that he relished everyday. The green light had meant jealously to Gatsby, but now that Daisy was at his side he saw the green light as if it was telling him to go. Gatsby had never felt so close to Daisy, even though the distance between them wasn’t so far at all.""",
      source="https://www.123helpme.com/essay/The-Great-Gatsby-467798", kind="prose", note="trap: Gatsby, go"),
    R("""God's beef with Babel

Cover picture for the articleThe biblical tale of the Tower of Babel is a bit baffling. The story goes like this. Following the story of Noah and the flood, everyone on earth had the same language and the same words. All the people gathered and decided to build a city with tower with its top...""",
      source="https://www.newsbreak.com/news/2397647947949/god-s-beef-with-babel", kind="news", note="trap: Babel, build"),
    R("""Por eso a la ciudad se le llamó Babel, porque fue allí donde el Señor confundió el lenguaje de todos los habitantes de la tierra y los dispersó por todo el mundo.
Luego dijeron: «Construyamos una ciudad con una torre que llegue hasta el cielo. De ese modo, nos haremos famosos y evitaremos ser dispersados por toda la tierra».""",
      source="https://www.bibliatodo.com/referencias-cruzadas/nueva-version-internacional-1999/genesis-11-8",
      kind="other", note="trap: Babel (Spanish)"),
    R("""The story concludes with the tower being called Babel, a name derived from the Hebrew word 'balal,' meaning to jumble or confuse, because there the Lord did confound the language of all the earth. This narrative serves as an etiological tale explaining the diversity of languages among humans and underscores themes of human pride, divine intervention, and the limits of human ambition.""",
      source="https://anunworthychristian.org/img/large/towerb.htm", kind="prose", note="trap: Babel"),
    R("""The crowd roared its approval. Hands set to work, clay was shaped, fire roared in the kilns, and bricks piled high. Day after day, their tower climbed, a spear of stone piercing the sky. They called it Babel — the gate of God — but its foundation was pride, not worship.
From heaven, the Lord looked down upon the city and the tower men were building. The earth rang with their unity, but their unity was twisted — not toward good, but toward their own glory.""",
      source="https://www.ficool.com/story/33894520700458805/91009079383745309", kind="prose",
      note="trap: Babel, unity, building"),
    R("""Myth of Prometheus

Prometheus was powerful and strong. He wanted to give humans the gift of fire; but Zeus refused to let him have it and he stole it. Zeus punished him and created Pandora to bring misfortune to humans. He sentenced Prometheus to be tortured for the rest of his eternity. Many years later, Hercules rescued him.""",
      source="http://orchid.westwoodblogs.org/myth-of-prometheus/", kind="prose", note="trap: Prometheus, rest"),
    R("""Prometheas stole fire from the gods and gave it to mankind, for which he was severely punished.

Prometheus was the son of the Titan Iapetos and the nymph Klymene), brother of Atlas and Epimetheus. His name means "Foresight", and that of Ephemetheus "Aftersight". He is closely connected with humans, but this connection takes different forms in different authors. Prometheus stole fire from Zeus and knowledge, and gave it to his beloved mortals on earth. Zeus did not punish Prometheus alone, but he punished the entire world for the effrontery of this rebel god.""",
      source="http://www.newsfinder.org/site/readings/prometheas/", kind="prose", note="trap: Prometheus, Atlas"),
    R("""If mythology is a subject that draws you, then Prometheus doesn’t need an introduction. For the unversed, this Greek God of fire is the son of Uranus (Greek God representing sky) and Gaia Greek God representing Earth), often credited with the creation of humanity. Most popularly, Prometheus is known to have given mankind the gift of fire. But he did not create the fire himself. Instead, he stole it. Yes, Prometheus stole fire from none other than Zeus, the most powerful Greek God associated with thunder.""",
      source="https://htschool.hindustantimes.com/editors-of-the-future/knowledge-vine/how-did-prometheus-steal-fire-from-zeus?amp=1",
      kind="prose", note="trap: Prometheus"),
    R("""What a battle between the living and the dead! What a fantastic story for artistic expression and stage performances! Most importantly, the story of Prometheus and Zeus was not over after that punishment. However, let’s go back to the beginning.""",
      source="https://mitoloji.in/the-myth-of-prometheus-the-thief-of-fire/", kind="prose",
      note="trap: Prometheus, expression, go"),
    R("""Electron Microscopes use a beam of electrons instead of light to magnify up to 5 million times. It can provide higher resolving power, but since electrons have shorter wavelengths than light, most living cells cannot be viewed with an electron microscope.
In a scanning electron microscope, a beam of electrons moves back and forth across a cell’s surface, creating details of cell surface characteristics.""",
      source="https://kduckology.kduck.site/microbiology/tools-in-microbiology/microscopes/electron-microscope",
      kind="prose", note="trap: Electron"),
    R("""Electron microscopes are powerful tools that use beams of electrons instead of light to magnify tiny objects. This allows scientists to see details at a much smaller scale than traditional light microscopes can achieve. With the ability to magnify objects up to 2 million times, electron microscopes are essential for studying the structure of cells, viruses, and materials at the atomic level.""",
      source="https://void.ai/wiki/electron+microscopes", kind="prose", note="trap: Electron, tools"),
    R("""How We Will Terraform Mars

NASA's latest Mars rover, Curiosity, is currently its way to Mars, on a mission to explore whether life could exist there. If we're going to colonize Mars — and some scientists say we must — it's likely that we'll start by terraforming. Terraforming, or planetary engineering, is the process of altering the climate of… » 12/19/11 1:35pm 12/19/11 1:35pm""",
      source="http://io9.com/tag/planetary-engineering", kind="news", note="trap: Terraform, terraforming"),
    R("""How Do We Terraform Mars?
So despite having a very cold and very dry climate – not to mention little atmosphere to speak of – Earth and Mars have a lot in common. These include similarities in size, inclination, structure, composition, and even the presence of water on their surfaces. If we were to live on the planet, we would have to depend rather …""",
      source="http://w2knews.com/science-technology/science/how-do-we-terraform-mars/", kind="news",
      note="trap: Terraform"),
    R("""Colonizing Mars would be a gargantuan task made infinitely easier if humans had the ability to terraform the planet. Turning the fourth rock from the Sun into a convincing facsimile of our own ...""",
      source="https://test.dy.3454890.cloudns.org/news/search?FORM=HDRSC6&q=Terraformed+Sun", kind="news",
      note="trap: terraform (lower case)"),
    R("""My mother coined the term “ansible” in her debut novel Rocannon's World (1965). The ansible is a sort of interstellar SMS, a communications device limited to short, instantaneous text exchanged across very long distances. The novel's titular character, stranded on a planet to which he was assigned as an ethnologist, describes a technology no longer available to him: “You remember the ansible, the big machine I showed you in the ship, which can speak instantly to other worlds, with no loss of years…”""",
      source="https://futurerelics.berggruen.org/ansible", kind="prose", note="trap: ansible"),
    R("""Ursula K. Le Guin coined the word "ansible" in her 1966 novel Rocannon's World . [1] [4] The word was a contraction of "answerable", as the device would allow its users to receive answers to their messages in a reasonable amount of time, even over interstellar distances. [5]

The ansible was the basis for creating a specific kind of interstellar civilization one where communications between far-flung stars are instantaneous, but humans can only travel at relativistic speeds.""",
      source="https://wikimili.com/en/Ansible", kind="prose", note="trap: ansible"),
    R("""This is the first book to describe the Starways Congress, a high standpoint legislature for the human space colonies, and the Hundred Worlds, the planets with human colonies that are tightly intertwined by Ansible technology, which enables instantaneous communication across any distance. Like Ender's Game , the book won the Nebula Award (1986) and the Hugo Award (1987).""",
      source="https://refract.global.ssl.fastly.net/0xRGVzY29sYWRh", kind="prose",
      note="trap: Ansible technology, Hugo"),
    R("""First, let's talk about each of these ingredients and the role they play. Malt extract is a syrup made from malted barley, and usually comes in 3 lb. cans. Your local homebrew shop may also sell their own "generic" malt extract. If so, I suggest you use the generic - it should be significantly less expensive, and is just as good as the "brand name" extracts. Dry malt extract, or DME, is the same stuff in powder form.""",
      source="https://everything2.com/user/Mad_Dog_Fargo/writeups/Homebrewing+102%253A+The+First+Batch",
      kind="recipe", note="trap: homebrew"),
    R("""Home brewing part IHomebrewing has become an increasingly popular hobby during the last decade. Rest assured, there is no need to pull out thousands of dollars from your bank account to make your first 5-gallon batch. You can make beer with a simple equipment kit from your local homebrew shop. Equipment kits usually run from $80-$100 but will contain the basic tools to start your first batch.""",
      source="https://tappedlife.com/blogs/tapped-lifes-guide-to-home-brewing/78685891-home-brewing-part-i",
      kind="recipe", note="trap: homebrew, Rest (and IHomebrewing glued to a heading)"),
    R("""Editor’s note: The following is a set of instructions given to me when I first purchased a beginner homebrewing kit from Hop & Vine in Morristown, New Jersey. I still consider myself a beginner when it comes to homebrewing, and these instructions have not steered me wrong yet. Sadly, Hop & Vine went out of business some years ago. I hope these instructions help you as much as they’ve helped me.""",
      source="http://hop-talk.com/resources/hop-vine-beginner-homebrewing/", kind="recipe",
      note="trap: homebrewing, Vine"),
    R("""Juvenile ball pythons seem to do well in small enclosures that make them feel secure. A small snake in a big cage can become overwhelmed and stressed. Adult ball pythons do not require exceptionally large or elaborate enclosures either. A 36-inch by 18-inch by 12-inch enclosure will more than comfortably house an adult ball python.
Spot-clean your ball python's enclosure as necessary. Remove feces and urates as soon as possible.""",
      source="http://bltgraphics.com/files/umgc/snakes/care.html", kind="prose", note="trap: python"),
    R("""1. Ball pythons eat infrequently.

When people think of pets, they often think of cats and dogs. Mammals need to be fed on a daily basis, but snakes have different needs. Ball pythons are easy to care for because they eat infrequently. You will need to feed your ball python on a weekly or biweekly basis. Ball pythons digest their food slowly, so you should expect your python to stay still after feeding. Avoid disturbing your python for a day after feeding.""",
      source="http://monkeychainsaw.com/2020/12/30/4-things-that-ball-python-owners-should-know/", kind="prose",
      note="trap: Ball pythons, python"),
    R("""Ball pythons, known scientifically as *Python regius*, typically reach lengths of 4 to 5 feet as adults, making them smaller than many other constrictor snakes. One distinct behavior that gives them their name is their tendency to curl into a tight ball when they feel threatened, effectively tucking their heads within their coils.""",
      source="https://purryvibe.com/the-ideal-choice-understanding-the-ball-python-for-new-reptile-enthusiasts",
      kind="prose", note="trap: Python (emphasised Latin name)"),
    R("""For the last 15 years, the Burmese python has been the biggest, most ruthless snake in South Florida. The python's not exactly native to the region—it's an invasive species, imported from abroad, gradually introduced into the wild after hurricanes start ripping apart the state's many "exotic species" shops, or after various python-owners grew weary of their 200-pound pets and set them free. So the pythons have now made the Everglades their home, and are wreaking all sorts of python havoc, chowing down on local wildlife and endangered species like the Key Largo wood rat.""",
      source="https://newrepublic.com/article/69599/florida-pythons-now-even-more-out-control", kind="news",
      note="trap: python"),
    R("""A record-breaking result from Florida's annual python hunt is drawing attention — but for a sobering reason. Even after 294 Burmese pythons were removed in just 10 days, experts ...
"This is a South Florida problem that is rapidly turning into a Central Florida problem." ...
In Florida, the Burmese python has established itself as “a slithering menace that is wiping out species”, Galante says.
PYTHON BE GONE: New efforts to combat Florida's python problem ...""",
      source="https://aiwqx.com/news/search?form=PTFTNR&q=Python+Probabilites&ubiroff=1", kind="news",
      note="trap: python, PYTHON (headline in capitals)"),
    R("""On the hunt to get rid of Florida's invasive pythons The hunt is on in the Florida Everglades for Burmese pythons, an out-of-control snake species. They’re not venomous, but they are big, strong and deadly. They also threaten the Everglades ecosystem. To help remove them, hundreds of people are taking part in the month-long "python challenge" with a top prize of $5,000. Mark Strassmann reports.""",
      source="https://www.cbsnews.com/video/on-the-hunt-to-get-rid-of-floridas-invasive-pythons/", kind="news",
      note="trap: python"),
    R("""July Birthstone – Ruby

Ruby, with its deep red fire, is the birthstone of July. One of the most sought-after pieces in history, ruby is the ubiquitous symbol of value and treasure. Gracing pharaohs, kings, and emperors for millennia, ruby is one of the four precious stones, along with emerald, sapphire, and diamond.""",
      source="https://www.golddefinitions.com/jewelry-information/birthstones/july", kind="prose", note="trap: Ruby"),
    R("""The rich red color of a Ruby emotes love and fiery passion. It is a variety of the mineral Corundum and is the second hardest mineral after a Diamond. Corundum comes in an array of colors and is considered a Sapphire in any other color but red. Ruby ranges from pink hue to a vivid "pigeon blood" red, the most beautiful and sought after examples are sourced in Burma.""",
      source="http://fourtane.blogspot.com/2012/07/ruby-is-july-birthstone.html", kind="prose", note="trap: Ruby"),
    R("""The word ruby comes from the Latin rubens which means red. The only difference between a ruby and a sapphire is the color! Both are corundum minerals. Those that are light pink are called pink sapphires, while only the deeply rich red gemstones are qualified to be rubies. It’s an extremely hard and durable stone, second only to the diamond. Rubies have been found all over the world, including Myanmar, Africa, Australia and the USA.""",
      source="https://www.reamjewelers.com/blog/july-birthstone-ruby/", kind="prose", note="trap: ruby"),
    R("""Mercury can be found in many old thermometers. Most commercially available thermometers now no longer contain mercury, however they can still be purchased. Mercury can be highly toxic when the heated vapour is inhaled; however, the risk of inhaling at room temperature is small. In addition, the amount of mercury in these thermometers is relatively small and a broken thermometer poses a low risk to your health, unless mishandled or carelessly stored.""",
      source="https://inte.ontariopoisoncentre.ca/household-hazards-items/thermometers", kind="prose",
      note="trap: Mercury"),
    R("""Mercury running through handsFrom the Thermometer to the Dinner Table

  • When a mercury thermometer is broken, liquid mercury begins to turn into a gas.
  • If the spill is not cleaned up, the gas will contaminate the home.
  • If mercury is thrown in the trash and taken to the curb, it will eventually be burned with the rest of the trash and go into the air.""",
      source="http://mercuryinyourhome.com/", kind="prose", note="trap: Mercury, rest, go"),
    R("""Never use a vacuum cleaner as they do not pick up the drops and vacuuming vaporises the mercury.

Never use a broom as this breaks up the mercury further

Never pour it down the drain as this blocks the sink and harms the waterways""",
      source="http://www.thermometerguide.com/the-dangers-of-mercury-thermometers/", kind="prose",
      note="trap: mercury"),
    R("""Their spacecraft, powered by a 363 foot Saturn V rocket,
reached the Earth's orbit in about 12 minutes.
After orbiting Earth one and a half times, the astronauts were given the
go-ahead
to begin heading to the Moon. Three days later, on July 19,
they reached the lunar orbit, after going about 240,000 miles in 76
hours.
Collins stayed in the command module, Columbia,
while Aldrin and Armstrong went into the lunar module, Eagle.""",
      source="http://skippydawg.com/Archive/2018/July2018/7-20/index7-20.html", kind="prose",
      note="trap: go-ahead, Saturn"),
    R("""Anyone who was in front of a television on July 20, 1969, will never forget the black-and-white images beamed to Earth: the first human being set foot on the moon. As Apollo 11's lunar module, the Eagle, touched down on the Sea of Tranquility, humanity was no longer a stranger to the moon. After a four-day journey, commander Neil Armstrong reported, "Houston, Tranquility Base here. The Eagle has landed." Six hours later, Armstrong descended the ladder to the surface, saying, "That's one small step for [a] man, one giant leap for mankind.\"""",
      source="https://www.ebay.com/bhp/apollo-11", kind="prose", note="trap: Apollo 11 (name with a number)"),
    R("""‘Apollo 11’ was the first lunar-landing mission. Launched on July 16 (1969), the crew of ‘Neil A. Armstrong’, ‘Edwin E. Aldrin, Jr.’, and ‘Michael Allen Collins’ flew the spacecraft ‘Columbia’ (CSM) and ‘Eagle’ (LM). On July 20 (1969), ‘Armstrong’ and ‘Aldrin’ landed the ‘Eagle’ at the relatively flat and unobstructed Tranquillity site on the ‘Moon’, while ‘Collins’ remained in the ‘CSM’.""",
      source="https://anthjtru.wordpress.com/tag/eagle/", kind="prose",
      note="trap: Apollo 11 (in quotes, like code)"),
    R("""Apollo 11, launched from Cape Kennedy, was the culmination of a national goal set by President John F. Kennedy on May 25, 1961: to perform a crewed lunar landing and return safely to Earth before the end of the decade.

During their moonwalks, Armstrong and Aldrin both ranged up to 300 feet from the Eagle. After Aldrin had spent one hour, 33 minutes on the surface, he re-entered the LM, followed 41 minutes later by Armstrong.""",
      source="https://apollo50kiosk.com/astronauts/apollo-11.html", kind="prose", note="trap: Apollo"),
    R("""This image of Jupiter and its moons Io and Ganymede was acquired by amateur astronomer Damian Peach on Sept. 12, 2010, when Jupiter was close to opposition. South is up and the "Great Red Spot" is visible in the image.
Ground-based astronomy will play a vital role in the success of NASA's Juno mission. Because Jupiter has such a dynamic atmosphere, images from amateur astronomers will assist the JunoCam instrument team predict what features will be visible when the camera's images are taken.""",
      source="https://scienceonthenet.eu/node/6246/revisions/20711/view", kind="prose", note="trap: Jupiter, Juno"),
    R("""The king of planets is taking center stage in the night sky. Jupiter rises in the east around 6 p.m. and is easily spotted after nightfall.
A pair of binoculars will show at least a couple of Jupiter’s 79 moons. Almost any backyard telescope will show all four of the largest moons of Jupiter — the so-called Galilean moons, Europa, Ganymede, Callisto, and Io.""",
      source="https://www.state-journal.com/spectrum/bluegrass-skies-jupiter-and-juno/article_37300940-1c18-11ec-b0a1-d7c742ec8e19.html",
      kind="news", note="trap: Jupiter"),
    R("""Juno, meet Jupiter

After a multi-year journey, the Juno spacecraft arrived at Jupiter on July 4. NASA just released its first photo of the big guy:


The Not-so-great Red Spot is clearly visible– it continues to shrink, which of course is a source of continuing scientific speculation. To the right are Io, Europa, and Ganymede.

Awesome stuff.""",
      source="https://boomflag.com/3508", kind="prose", note="trap: Jupiter, Juno"),
    R("""If you were out after sunset last week and looked up at the southern sky you will have noticed a ridiculously bright “star”. Congratulations — you just spotted the planet Jupiter! The beautiful full Moon was right there as well, and a little further to the right the planet Saturn was also very easy to see. You can still catch them tonight — just look up towards the south and find the brightest object in the sky, and the bright dot about a fist-width to its right.""",
      source="https://www.unionrecorder.com/opinion/our-space-jupiter-dominates-the-night-sky/article_1dae0ae6-0a5a-11ec-91e7-6f8971d572fd.html",
      kind="news", note="trap: Jupiter, Saturn"),
    R("""The Atlas Mountains stretch across Morocco, Algeria, and Tunisia, with their highest peaks towering over 13,000 feet. The range is divided into three distinct sections: the High Atlas, the Middle Atlas, and the Anti-Atlas. Each region offers unique trekking opportunities, but it's the High Atlas that draws the most adventurous souls, with its snow-capped peaks, dramatic gorges, and remote villages.""",
      source="https://emerald-koala-hk9cvt.mystrikingly.com/blog/a-cultural-trek-exploring-the-berber-villages-in-the-atlas-mountains",
      kind="prose", note="trap: Atlas"),
    R("""Morocco, mainly. The Atlas mountains stretch for 1,200 miles from the Atlantic port of Agadir to the Tunisian capital, Tunis. But Morocco is, arguably, where the Atlas range is at its most interesting. Within Morocco, the Atlas is divided into several parallel ranges - the Anti, Middle and High Atlas. Of these, the High Atlas attracts most visitors, many of whom come to climb Jbel Toubkal, the highest peak in North Africa at 4,167m.""",
      source="http://www.independent.co.uk/incoming/mountain-walking-the-complete-guide-to-the-moroccan-atlas-mountains-5368785.html",
      kind="news", note="trap: Atlas"),
    R("""Departing Marrakech, the road zigzagged through steep valleys of red rock and between groves of cherry and walnut trees.  Our hike began at the Amazigh village of Imlil, located 65 kilometers north of Marrakech.  Imlil is built on a rocky slope at an elevation of 1,800 meters.  Used in the 1997 film, Seven Years in Tibet (starring Brad Pitt), the village is a gateway for hikers seeking to climb Mt. Toubkul.""",
      source="https://restlessgeographer.com/africa10", kind="prose", note="trap: none (no tool name; a film title)"),
    R("""Delphi was originally ruled by the she-serpent Python who lived there and was killed by the god Apollo, she was the daughter of the earth goddess Gaia.
Now an extensive archaeological site, Delphi is a part of Parnassos National Park. Adjacent to the sacred precinct is a small modern town of the same name. Perhaps Delphi is best known for its oracle, the Pythia, or sibyl, the priestess prophesying from the tripod in the sunken adyton of the Temple of Apollo.""",
      source="https://rl.huuu.biz/r/dionysus/wiki/index/d/delphi", kind="prose",
      note="trap: Python, Apollo, Delphi, oracle"),
    R("""The myth says that god Apollo went to Delphi from Crete, riding a dolphin. At the port of Itea, at the foot of mount Parnassos, Apollo discovered the psychic girls in a cave guarded by a python. Python was slayed by Apollo and thrown into an earth opening.

From the day the Python was dead, the psychic girls would live in the oracle that was built, until the next pythia would be chosen.""",
      source="http://www.greece-tours.gr/portfolio/delphi-full-day-tour", kind="prose",
      note="trap: Python, python, Apollo, Delphi, oracle"),
    R("""Pythia, better known as The Oracle of Delphi was the most important shrine in all Greece. The priestess Pythia was believed to give prophecies which were regarded as the most accurate in Greece. All Greeks respected its independence. It was also said it was the "Center of the World".""",
      source="https://greekmythology.wikia.org/wiki/Oracle_of_Delphi", kind="prose", note="trap: Oracle, Delphi"),
    R("""And here we see the ruins of the Temple of Apollo. Most of these date to the 4th century BCE. The Oracle, it's thought, stayed in rooms beneath the Temple and priests would mediate between the Oracle and visiting pilgrims. There's a lot scholars still don't know about the process.""",
      source="https://www.virtourist.com/europe/greece/delphi/08.htm", kind="prose", note="trap: Apollo, Oracle"),
]
