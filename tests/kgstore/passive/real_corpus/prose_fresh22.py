"""Prose of the twenty-second fresh held-out set ("fresh-22"): ordinary texts full of words that are also tool names --
a record Burmese python in the Everglades, Apollo 11's fiftieth anniversary, La Scala's next season, a giant panda cub,
honeybee swarms caught into hives (twice), Liverpool's dockers, an Atlas moth in a butterfly haven, Mercury crossing the
Sun, a Coke bottle found after fifty years, the balance beam in Tokyo, Sinatra in Vegas (three times), the Gateway Arch's
tram (twice), the island of Java (twice), Kafka's Metamorphosis (twice), Julia Child's boeuf bourguignon (twice), Gatsby
book clubs (one with Jekyll and Hyde), Tarkovsky's Solaris (twice), ubuntu as Desmond Tutu told it (twice), terraforming
Mars, the toy elephant called Hadoop, fedoras and trilbies, Prometheus's liver (twice), Django Unchained (twice), a ruby
anniversary, the Hugo Award, grape harvests (twice), Naica's crystal cave, the pyramid of Khufu, brown butter and sage
(twice), Roman consuls (twice), a farrowing barn and swifts back from Africa (twice). Nothing in them is a technology but
Hadoop, named as the software the toy's name went to, and the Linux operating system a blogger says he is not talking
about.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a
paragraph or a few) and labelled by hand without running the extractor (``--split fresh-22``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ================================================================ news
    R("""Snake hunters caught a 17-foot-1-inch python in the Florida Everglades, the largest captured so far under the South Florida Water Management District's python elimination program.
The 132-pound Burmese python was caught early Friday at the Big Cypress National Preserve. The hunters said it was much larger when they initially wrangled it.
"That snake could pretty much kill any full-grown man. If that snake was alive right now it would probably take like three of us to be able to control that snake," python hunter Jason Leon said of the record-breaking serpent.
Leon noted the Burmese python is devastating wildlife in the Everglades with its uncontrollable appetite.
"We have these guys out there eating our alligators, raccoons, possums, otters, pretty much everything out there," he said. "There's no natural predators too."
The SFWMD launched the python elimination program in April 2017. The program pays hunters $8.10 an hour and gives an extra $50 for a 4-foot-long snake and $25 for each additional foot above that. The hunters will receive a $375 for this find.""",
      source="https://nbcmiami.com/news/local/monster-17-foot-python-caught-in-florida-everglades/28883", kind="news",
      note="trap: python, Burmese python (the closing warning cut)"),
    R("""NASA Celebrates 50th Anniversary of Apollo 11

On July 16, 1969, more than half a billion people watched the launch of Apollo 11 from the Kennedy Space Flight Center, taking commander Neil Armstrong, lunar module pilot Buzz Aldrin and command module pilot Michael Collins on a mission for the history books – a mission to become the first humans to land on another celestial body.  Armstrong and Aldrin became the first humans to set foot on the Moon on July 20, while Michael Collins remained aboard the command module in lunar orbit.

Armstrong, Aldrin and Collins, as well as the hundreds of thousands of people involved in the mission, set us on an incredible path of human exploration, with more missions and more knowledge of what’s beyond our home planet. It is thanks to everyone involved in the Apollo Program mission and other early spaceflight programs that we have come so far and now set our sights on Mars.""",
      source="https://bm.usconsulate.gov/nasa-celebrates-50th-anniversary-of-apollo-11/", kind="news",
      note="trap: Apollo, Apollo Program, Mars (the events paragraph cut)"),
    R("""ROME, May 26. /TASS/. The famed Milan opera house, Teatro alla Scala, will open its new season on December 7 with Dmitry Shostakovich's opera "Lady Macbeth of Mtsensk District." According to the theater's website, Russian director Vasily Barkhatov staged the production, which will be conducted by Riccardo Chailly, who completes his term as musical director of La Scala in the 2025-2026 season.

Starting in January 2027, South Korean conductor and pianist Myung-whun Chung will take over La Scala. He will open the season with Giuseppe Verdi's Otello on December 7, 2026. During the upcoming season, Chailly will conduct another opera, "Nabucco," featuring Anna Netrebko.

The premiere will take place on December 7, the day of Milan's patron saint, St. Ambrose. This event is a highlight of Italian cultural life and attracts high-profile guests.""",
      source="https://tass.com/society/1963685", kind="news",
      note="trap: Scala, La Scala (the 2022 Boris Godunov paragraphs cut)"),
    R("""National Zoo's giant panda gives birth

WASHINGTON — For the first time, four giant pandas are living at the National Zoo in Washington after the zoo's adult female gave birth to a cub on Saturday.

Zoo director Dennis Kelly said at a news conference that he was "so happy, so pleased, so excited" to confirm that Mei Xiang gave birth to the cub at 5:35 p.m. If the cub survives, it would be the 17-year-old panda's third surviving offspring.

Mei Xiang's first cub, Tai Shan, was born in 2005 and returned to China in 2010. Her second cub, Bao Bao, turns 2-years-old on Sunday and still lives at the zoo. In addition to Bao Bao, Mei Xiang and the new cub, the zoo is also home to an adult male panda named Tian Tian.

Keepers will be watching the newest cub closely. Pink, hairless and blind, newborn cubs weigh 3 to 5 ounces and are about the size of a stick of butter.

Even if the new cub is healthy, panda fans shouldn't expect to see it in person for a while. After Bao Bao was born in 2013, it was about five months before she made her public debut. Fans who want to see the newest panda will have to try to catch a glimpse of it on the zoo's online panda cameras. Though the zoo's camera-viewing site can host about 850 viewers at a time, spokeswoman Pamela Baker-Masson says the site has been overloaded with people trying to watch. Fans can also download a zoo app to view the cameras.""",
      source="https://www.tampabay.com/news/nation/national-zoo-says-giant-panda-has-given-birth/2242419/", kind="news",
      note="trap: pandas, panda, cameras (the zoo app and its camera-viewing site are named by no name, nothing to label; "
           "the veterinarian's paragraphs cut)"),
    R("""April and May are honeybee swarm months and as beekeepers my wife and I try to catch as many as we can on our property. If we don't need them, we give them away to other beekeepers.
Most of the swarms we find are on tree branches. Occasionally, one will be on a surface. The first thing we do is lightly spray the swarm with a sugar syrup solution, a 1:1 mixture of sugar and water. This calms the bees and keeps them busy licking the syrup.
We cut the branch and the swarm is taken over to the hive box which is on a white sheet. We use the sheet because it is easier to see the bees on it rather than in the grass. The swarm is then dumped onto the sheet in front of the hive. It doesn't take long for the queen to see the dark hive opening and move inside. The rest of the bees will follow her like a stream into the hive.""",
      source="https://www.tulsaworld.com/communities/skiatook/news/nature-note-catching-honeybee-swarms/article_71acd174-a34d-54e6-b28a-59b9933d5b0f.html",
      kind="news", note="trap: swarm, swarms, hive, queen (the pheromones and the rest cut)"),
    R("""UK Dockers Win International Solidarity

BY DEBBIE DELANGE
MANCHESTER, England - Several hundred workers turned out early January 20 at the Liverpool docks to picket Seaforth Container Terminal. This was part of an international day of action, backed by the International Transportworkers Federation. Merseyside Port Shop Stewards, members of the Transport and General Workers Union, have campaigned for global solidarity action since early on in their dispute with Mersey Docks and Harbour Co. (MDHC). The bosses sacked the entire workforce in a bid to smash the union and bring in casual labor conditions in September 1995. Despite daily picketing, the docks are kept open with a replacement labor force.

Dockers' representatives have met workers in 62 ports around the world and their delegates go to international conferences seeking support.

At a dockers' mass meeting January 24, Teague summarized action taken by dock workers in 27 countries, ranging from messages of greeting, workplace meetings and demonstrations to work boycotts and port shutdowns.

"We've received 200 fax messages from around the world," Teague told the meeting. He singled out three for special mention: Los Angeles, Montreal and Brazil.""",
      source="http://themilitant.com/1997/617/617_28.html", kind="news",
      note="trap: Dockers, dockers, Container Terminal, fax (the Calcutta conference sentence and the ports list cut)"),
    R("""Atlas Moth, World's Largest, Flutters Into Notebaert Museum

LINCOLN PARK — The Peggy Notebaert Nature Museum has a new visitor, and it doesn't get any bigger than this — not in the world of moths, anyway.

An Atlas moth, from Malaysia, has taken up residence in the museum's Butterfly Haven. Named after the Greek Titan Atlas, who held the Earth on his shoulders, and with an average wingspan of 9 inches, it's the largest moth in the world.

That makes for a large canvas for its impressive patterned wing colorings in brown, cream and red. Once it emerges from its cocoon, it never closes its wings.

The moth's cocoons are big enough and the silk strong enough that they're used as purses in Taiwan.""",
      source="https://www.dnainfo.com/chicago/20161028/lincoln-park/atlas-moth-peggy-notebaert-nature-museum-worlds-largest/",
      kind="news", note="trap: Atlas, Titan (the byline, the radio plug and the last paragraphs cut)"),
    R("""The tiny planet Mercury was seen traveling across the Sun in a beautiful entrance. Mercury is known as the smallest planet in the solar system (if only you agree that Pluto is not considered a planet) and is only a little bigger than the moon of the Earth.
It is also the nearest planet to the Sun, which means that it rotates much quicker than all the other worlds in the solar system.
The planet Mercury completes the rotation around the Sun for every 88 days and passes around the Earth and Sun for every 116 days. As the Mercury's orbit around the Sun is inclined compared with the Earth's orbit around the Sun, the smallest planet Mercury usually appears to pass either below or above the nearest star.
Rotation of Mercury
Now here is the time you get to see this mini-planet as it makes an entrance in front of the Sun, which happens only 13 times in a century.
But please be aware: Mercury is too small to look with the naked eye that you need to use whether a telescope or binoculars that are high powered. With just looking straight to the Sun, even if you are wearing sunglasses, it may possibly cause eye damage permanently.""",
      source="https://sciencetimes.com/articles/24341/20191202/planet-mercury-passes-sun.htm", kind="news",
      note="trap: Mercury, Pluto, Sun (the transits-in-astronomy part cut)"),
    R("""Man finds mysterious bottle on beach — returns it 50 years after it was cast out to sea

It’s something every child hopes to find on the beach — and it’s every sender’s dream that someone will — a message in a bottle.

Musician and writing teacher Cliff Buffington was vacationing in the Turks and Caicos when he made an unusual discovery on a beach after a strange object in the sand caught his eye.

It was a long-lost message, wrapped up inside a half-century-old coke bottle, with soggy words that provided Buffington with clues with which he could find the sender.

Buffington told WMUR9, “This coke bottle that was about halfway buried in the sand and … I mean … It just looked like it had been there since the beginning of time.”

He cracked open the bottle and unwrapped the sodden message.

“On the paper, there was something written in pencil — like handwriting — it said, ‘Look inside,’” he said.""",
      source="https://www.theepochtimes.com/uplift/man-finds-mysterious-bottle-on-beach-returns-it-50-years-after-it-was-cast-out-to-sea_2304615.html",
      kind="news", note="trap: bottle, coke, message (the Beachcomber motel and the daughter cut)"),
    R("""The gymnastics at the Olympics in Tokyo is in full flow with the women’s and men’s artistic team events offering the sport’s first gold medals of this year’s Games.

Athletes take part in several disciplines, including the floor, vault, pommel horse and balance beam events, all of them demanding incredible displays of strength, elegance and control.

The balance beam, in particular, sees gymnasts perform leaps, flips and turns on the narrowest of surfaces.

The beam, which is only used in the women’s team event and also has its own individual event, is 1.25 metres off the ground and five metres long but is just 10 centimetres wide.

Gymnasts have 90 seconds to perform their routines before dismounting from the bar, and are judged for the difficulty and execution of their performance.

Simone Biles won the bronze medal in the individual event last time out, with the Netherlands’ Sanne Wevers taking home the gold medal from the Rio Olympics five years ago.""",
      source="https://www.independent.co.uk/sport/olympics/tokyo-gymnastics-beam-how-wide-b1891351.html", kind="news",
      note="trap: beam, vault, bar (the men's apparatus line cut)"),
    R("""Frank Sinatra Jr.'s Vegas memories

“Something very strange happened,” says Frank Sinatra Jr. He is talking about the booking for his three- night stand at the Suncoast that finishes Sunday night, “Sinatra Sings Sinatra.” A veteran recording artist and singer in his own right, Sinatra fronts a 20-piece band that offers songs that conjure images not just of his dad but of a bygone era of Vegas history: “I’ve Got You Under My Skin,” “One for My Baby,” “Luck Be a Lady.”

Of course, these are different times. Sinatra, 66, finishes the story of his surprise. “They only wanted us for two nights. Suddenly they called us and asked, ‘Would you be willing to play a third date?” He laughs, happily: “I said, ‘Yes, I would.’ ”

That even in 2010 the name Sinatra sells tickets in Vegas is probably less unexpected to the rest of us. The name associated with this music carries as close to a permanent aura as any ever will in ever-changing Vegas. And it isn’t just that there is a street named after Frank Sinatra here. Steve Wynn’s newest resort, Encore, opened with the signature restaurant named Sinatra.""",
      source="https://www.latimes.com/archives/la-xpm-2010-apr-11-la-ca-vegas11-2010apr11-story.html", kind="news",
      note="trap: Sinatra, Encore (the box set and the songbook paragraphs cut)"),
    R("""Some things just go well together: peanut butter and jelly, spring and baseball, Frank Sinatra and Las Vegas. The Chairman of the Board arguably was never more at home than prowling the stages of Sin City nightclubs, dishing out snappy patter and electric readings of signature tunes like "Fly Me to the Moon" and "The Lady Is a Tramp."
Spread across four CDs and one DVD, "Sinatra: Vegas" is an expansive document of Ol' Blue Eyes' nearly six decades entertaining in the Nevada desert: Each disc contains an entire concert, with one devoted to a 1966 performance backed by Count Basie and his orchestra.
If nothing else, "Sinatra: Vegas" is a searing, vivid introduction for the casual listener and essential set of previously unreleased performances for the die-hard fan; with biting wit and a flair for finding the soul in any song, Sinatra is, then and now, a showman for the ages.""",
      source="https://www.okgazette.com/music/frank-sinatra-vegas-2960765", kind="news",
      note="trap: spring, Sinatra, Basie, DVD (the byline cut)"),
    R("""Frank Sinatra, Vegas

The gimmick is simple: four shows by Sinatra in his second home, Las Vegas, spanning more than a quarter of a century (the first recording is from 1961, the last from 1987), plus a fifth on DVD. The music, thankfully, is anything but gimmicky. Sinatra was a superlative singer of superlative songs, and a man who respected the work that went into them - time and time again over these four discs he namechecks composers, musicians and arrangers. The obnoxious Chairman of the Board of the 1960s is the least attractive of the personas on display: the pleasure to be gleaned from the thrilling performances on the 1966 recording with Count Basie's orchestra (from the same shows that yielded the Sinatra at the Sands album) is diminished by the distasteful between-songs banter. But the final CD is a delight, the gravel in the 71-year-old singer's voice a necessary counterpoint to the the string-heavy orchestration - and the leap of the heart when the old man lets his baritone rip is undeniable.""",
      source="https://www.theguardian.com/music/2006/dec/08/popandrock.shopping2", kind="news",
      note="trap: Sinatra, Sands, composers (the star rating cut)"),
    R("""The most conspicuous landmark of St Louis is the Gateway Arch, which symbolises St Louis’ role as the gateway to the westward expansion of the United States in the 19th century. Ascending to the summit of that 63-storey high glittering steel arch in claustrophobic tram cars in four minutes was a unique experience. The view of the St Louis skyline was breathtaking from the glass windows lined on both sides of the observational area at the summit. Turn the other side and you will witness the mighty Mississippi, an iconic river that has profoundly influenced the culture, history and economy of the United States over the last two centuries.""",
      source="https://www.deccanherald.com/lifestyle/travel/st-louis-the-gateway-to-america-2812514", kind="news",
      note="trap: Arch, arch, gateway"),
    # ================================================================ posts and pages
    R("""The name [Hadoop] is a homey story going back 10 years—into the realm of a toddler’s experimentation with old-fashioned human language. Cutting’s son, then 2, was just beginning to talk and called his beloved stuffed yellow elephant “Hadoop” (with the stress on the first syllable).

“Being a guy in the software business, we’re always looking for names,” Cutting said. “I’d been saving it for the right time.” …

“I like having the silly roots,” Cutting said. “You want to keep some fun and levity in things. It’s too easy to get too serious, especially when you’re talking about enterprise business software. It’s pretty serious stuff, pretty dry. … It makes people who are working on it think they’re having a little fun. It makes people feel more comfortable around the tech.”

The son (who’s now 12) to whom Hadoop once belonged is staying in the background, but he’s not especially happy about it.""",
      T("Hadoop"),
      source="https://whatsthebigdata.com/hadoop-0-1/", kind="blog",
      note="mixed: the toy elephant is called Hadoop, but '[Hadoop]' is the name of Cutting's software (the post is about "
           "it, 'in the software business', 'enterprise business software'), so the technology is really named and labelled; "
           "elephant, tech"),
    R("""Ubuntu – /ʊbu:ntʊ/ – “I am what I am because of who we all are” (Leymah Gbowee).

Before the computer nerds in the audience start getting all excited, I’m not talking about the Linux Operating System.

The word ubuntu is an ethical philosophy which comes from a Bantu language of Africa, possibly Zulu (“umuntu ngumuntu ngabantu” – a person is only a person through relationships with others).

Archbishop Desmond Tutu further explained, “One of the sayings in our country is Ubuntu – the essence of being human. Ubuntu speaks particularly about the fact that you can’t exist as a human being in isolation. It speaks about our interconnectedness. You can’t be human all by yourself, and when you have this quality – Ubuntu – you are known for your generosity.""",
      T("Linux"),
      source="http://silentschwa.com/2010/09/23/ubuntu/", kind="blog",
      note="mixed: ubuntu here is the philosophy, not labelled; but 'the Linux Operating System' is really named (to say the "
           "post is not about it), so Linux is labelled; the OS Ubuntu is only alluded to, and is not labelled"),
    R("""Ubuntu

“Ubuntu is very difficult to render into a Western language.  It speaks of the very essence of being human.
When we want to give high praise to someone we say:
‘Yu, u nobuntu.’
Then you are generous, you are hospitable, you are friendly and caring and compassionate.  You share what you have.
It is to say: ‘My humanity is caught up, is inextricably bound up, in yours.’
We belong in a bundle of life.
We say, ‘A person is a person through other persons.’  It is not, ‘I think, therefore I am.’
It says rather: ‘I am human because I belong. I participate, I share.’
A person with ubuntu is open and available to others, affirming of others, does not feel threatened that others are able and good, for he or she has a proper self-assurance that comes from knowing that he or she belongs in a greater whole, and is diminished when others are humiliated or diminished, when others are tortured or oppressed, or treated as if they are less than who they are.”

– Desmond Tutu""",
      source="http://toughangels.org/ubuntu/", kind="prose",
      note="trap: Ubuntu, ubuntu (the philosophy)"),
    R("""Visiting the country with the greatest number and density of active volcanoes

In 2011 me and a friend traveled to Indonesia for the first time. When you love volcanoes, you just have to visit this country with over 147 active volcanoes. We did so. Travel around and climb some of the most impressive ones on Java. It all started in Jakarta of course, well not really. We fly to Yogya straight away.

Yogyakarta, large city in the center of Java. A nice place to start. Busy, but not too busy and good food! Oh ja, I love Indonesian food and what a place to start eating. Garlic cashew nuts, sateh, you name it. We even wandered for hours to find a specially recommended restaurant nobody knew. I have no idea how it was called anymore, but the food was great! Yogya is starting point for excursions to Unesco World Heritage Site Borobudur. A famous buddhistic temple compound dating back to the 8th and 9th century. I had seen many pictures, but nothing could prepare me for the real thing.""",
      source="https://scubajo.nl/index.php/about/19-java-bali", kind="blog",
      note="trap: Java (the island), Yogya"),
    R("""Java’s Volcano Heaven - Indonesia Part 2
Java is - unbeknownst to many - the world's most populous island and - maybe more well known - full of amazing places. I spent around 10 days here during my time in Indonesia (see also my blogs on Flores Island & Komodo, and subscribe for more upcoming ones, including a trip to the Orangutan’s of Borneo) and was visited some of the sights this home to over 150 million people has to offer.
Start here for a few aerial impressions, and read on to learn (and see) more about each of those incredible spots, and a few more…
I came to Java by car ferry from Bali, and had a short night before a 3am alarm to make it to the starting point of the trail that takes you up an amazing volcano formation, on the very eastern edge of the looooong island.""",
      source="https://theflore.com/blog-posts/2023/10/14/javas-volcano-heaven", kind="blog",
      note="trap: Java, Komodo (the island, not the editor)"),
    R("""Book Review: The Metamorphosis

Kafka, Franz
3 stars = Pretty Good

After turning into a bug, Gregor realizes he is late for work. However, it soon becomes apparent that Gregor will no longer be able to work. His family's view of him quickly changes as his previous contributions to it are quickly forgotten. This thought provoking book questions people's worth after they are lo longer able to contribute to society. Although the writing style is dry, the book is filled with allegories and symbolism that comment on the nature of individuals in society. This leaves readers to examine their own views on an individual's worth to society.""",
      source="https://ppld.org/book-reviews/metamorphosis", kind="prose",
      note="trap: Kafka, bug"),
    R("""Metamorphosis is a novella at 51 pages, but still packs more punch than books three times its length.  It is creepy, it is startling, it is sad.  It makes you feel, makes your heart ache for them all, and makes you mad at them all.  Oh and is a fully developed, novel like work in 51 pages.  In short, amazing and well worth the read!  Be warned, Kafka is not for the faint of heart or squeamish.

The whole work is told from the point of view of the main character/creature Gregor.  It almost reads like his personal journal.  We do not see what is beyond his eyes, hear what he cannot, nor experience anything his new body cannot.  Without a mirror, he cannot see himself.  So we are left to fill in the image ourselves.  I filled in my greatest nightmare creation, a giant hairy spider a la Tolkien.  I really am not good with spiders.  I am to spiders as Indiana Jones is to snakes.  Why is it always spiders??""",
      source="https://sweetbettysblog.wordpress.com/2014/08/29/metamorphisis-by-franz-kafka-an-exercise-in-mind-games/",
      kind="blog", note="trap: Kafka, spider, mirror"),
    R("""Boeuf Bourguignon: an homage to Julia Child

Do you remember the game where you get to name one person, dead or alive, to hang out with for a day? If I were to play that game right now, I would chose Julia Child, and the first thing I would tell her is thank you. Then I would hug her, if that’s allowed.

The idea for wanting to thank Julia started last week when I decided to make her recipe for Boeuf Bourguignon. It made sense. The sky had been gray for over a week, and continues to stay that way, which makes me wonder if we’ll ever reach spring, but that’s beside the point. The weather was simply an instigator in this chain of events, maybe even orchestrated by Julia herself (that would be funny). In French mathematics, you see, Boeuf Bourginioun equals classic comfort food — the wool socks of French cuisine. It’s a tough cut of meat braised in a full-bodied red wine for hours until it begins to fall apart and your entire house takes on the scent of a cozy French bistro on a rainy Friday evening.""",
      source="https://www.antoniotahhan.com/2010/03/16/boeuf-bourguignon-an-homage-to-julia-child/", kind="recipe",
      note="trap: Julia, spring, chain (the cosmic-paradise paragraph and the rest cut)"),
    R("""Dinner with Julia Child

In honor of Julia Childs, I made her Boeuf Bourguignon.  This is a once a year event at our house.   It is pretty rich…but excellent. 

With any great dish you have to pair it with a great wine – in this case it’s going in the dish – Chianti.  Then also, fresh bread.  I don’t follow her recipe to the letter but it is very close.  The plate of bacon is a variation instead of the bacon block.

Warning:  This is not a diet dish.  Julia didn’t worry about such things.

Here’s the recipe too:

  • One 6-ounce piece of chunk bacon
  • 3 1/2 tablespoons olive oil
  • 3 pounds lean stewing beef, cut into 2-inch cubes
  • 1 carrot, sliced
  • 1 onion, sliced
  • Salt and pepper
  • 2 tablespoons flour
  • 3 cups red wine, young and full-bodied (like Beaujolais, Cotes du Rhone or Burgundy)""",
      source="https://asicsmom.com/2012/01/14/dinner-with-julia-child/", kind="recipe",
      note="trap: Julia, Chianti, Burgundy (the running paragraphs and the rest of the list cut)"),
    R("""The Great Gatsby

With all the flurry around the film (however quickly it came and went) we picked The Great Gatsby as our classic for the year.  (Being as it is so short, we will do another short classic for Ocotber, The Strange Case of Dr. Jekyll and Mr. Hyde).

This book gave us a lot to discuss- mainly because there are so many great guides and questions posed online.  As usual, I am not going to go into these here because this blog is more of a pulse on whether or not the book made a good book club book, and whether or not we found things to discuss.

One thing that caused quite a stir at our club was the symbol of Gatsby as a Savior like figure. While some of us were able to roll with it (he does take the blame and carry the sin of Daisy, and he dies for the sin) others found this too difficult a jump to make.""",
      source="http://simplebookclub.blogspot.com/2013/10/", kind="blog",
      note="trap: Gatsby, Jekyll, Hyde (the symbolism paragraph cut)"),
    R("""Thanks to everyone that came to the Book Club meeting last night. We had a small group, but it was a fascinating discussion on this classic. Next month we'll be discussing Stephen King's riveting thriller, The Girl Who Loved Tom Gordon.
Since it was a small group last night, I'm going to post some of the points we discussed and perhaps the conversation can continue online?
1. Is the title "The Great Gatsby" appropriate to the novel? Is Fitzgerald being sincere? Sarcastic?
2. Is this a timeless story that can be transplanted in any time, or deeply engrained in the 1920s?
3. Is Nick a reliable narrator? Has Nick changed throughout the story or does he stay static?
What does the handshake between Nick and Tom mean at the end of the novel?
4. What do the eyes of Dr. Eckleburg represent? How about the green light?
What do either of these symbols have to say about the American Dream?""",
      source="http://goodwinlibrarybookclub.blogspot.com/2013/06/the-great-gatsby.html", kind="blog",
      note="trap: Gatsby, handshake (the rest of the questions and the reply cut)"),
    R("""Solaris review

Dating from 1972, Andrei Tarkovsky’s contemplative adaptation of Stanislaw Lem’s sci-fi novel offered a humanist response to Stanley Kubrick’s 2001: A Space Odyssey. Like Soderbergh’s remake, it’s the tale of a cosmonaut troubled by visits from his dead wife on a space station orbiting the sentient planet Solaris, prompting fears relating to love, loss, guilt and mortality, and suggesting that space exploration is merely an extension of humanity’s search for itself. It’s a heady slow-burner and Tarkovsky’s near-hallucinatory direction is wholly captivating.""",
      source="http://www.gamesradar.com/solaris-1-review/", kind="prose",
      note="trap: Solaris (the film and the planet), space station"),
    R("""Tarkovsky's third feature film, Solaris is a stunning psychological drama which is in part a response to Kubrick's 2001. Because of its incredible art direction and camera work, Solaris is an absolutely beautiful film even though it is almost entirely set within a space station.""",
      source="http://bearinahat.blogspot.com/2011/12/solaris.html", kind="blog",
      note="trap: Solaris"),
    R("""Terraforming of Mars explained

The terraforming of Mars or the terraformation of Mars is a hypothetical procedure that would consist of a planetary engineering project or concurrent projects aspiring to transform Mars from a planet hostile to terrestrial life to one that could sustainably host humans and other lifeforms free of protection or mediation. The process would involve the modification of the planet's extant climate, atmosphere, and surface through a variety of resource-intensive initiatives, as well as the installation of a novel ecological system or systems.

Justifications for choosing Mars over other potential terraforming targets include the presence of water and a geological history that suggests it once harbored a dense atmosphere similar to Earth's. Hazards and difficulties include low gravity, toxic soil, low light levels relative to Earth's, and the lack of a magnetic field.""",
      source="http://everything.explained.today/terraforming_of_Mars/", kind="prose",
      note="trap: terraforming, terraformation, targets (the rest of the article cut)"),
    R("""After holding myself from not following the trend of fedora hats...I ended up buying one from Topman...not exactly it was a fedora hat, mine was actually referred as a trilby hat....I just fell in love with the soft material which provides the comfort for my head, plus the black ribbon giving a touch of sweet masculinity....
So what is actually the difference between a fedora and trilby hat??
The FEDORA is a soft felt hat that is creased lengthwise down the crown and pinched in the front on both sides. Similar hats with a C-crown (with an indentation for the head in the top of the crown) are occasionally called fedoras. The term fedora was in use as early as 1891.
The word fedora comes from the title of an 1882 play by Victorien Sardou. Princess Fédora, the heroine of the play, wore a hat similar to a fedora.
In the early part of the 20th century, the fedora was popular in cities for its stylishness, ability to protect the wearer's head from the wind and weather, and the fact that it could be rolled up when not in use. The hat is sometimes associated with prohibition-era gangsters and the detectives who sought to bring them to justice.""",
      source="https://zonelifestyle.blogspot.com/2007/12/fedora-or-trilby.html", kind="blog",
      note="trap: fedora, FEDORA, C-crown (the trilby paragraphs cut)"),
    R("""Greek Mythology/Titans/Prometheus

Prometheus, whose name means "forethought", was the brother of Epimetheus. During the war of the Titans, Prometheus, foreseeing the victory of Zeus, fought on the Olympians side. Epimetheus, looking to the past, kept fighting with the Titans.

After the victory, Prometheus was given the task by Zeus of creating all life on Earth. He then also made humans from clay without Zeus' permission. This upset Zeus; but Prometheus was able to save humanity.

Prometheus was reputed to have felt pity on the early days of humanity, and decided to share with them the gift of fire, which only the deities knew. For this, he was punished by being chained to a pole on the side of a mountain and have his subsequently regenerating liver eaten day after day by an eagle. To punish humanity, Zeus sent Pandora along with Pandora's box.""",
      source="https://en.wikibooks.org/wiki/Greek_Mythology/Titans/Prometheus", kind="prose",
      note="trap: Prometheus, Titans, Pandora (the sacrifice paragraph and the secret cut)"),
    R("""Zeus decided one day that he wanted people to offer him something, a kind of “existence tax”. He wanted to make their lives hard, and so he asked for the best meat of their animals. But Prometheus stood on the side of people and put all the good meat inside a disgusting gut in one pile, while he hid all the bones and gutters under a succulent piece of meat in another pile. Zeus was supposed to choose between the two and, of course, he took the nice one. When he realized the betrayal it was already too late.
But what was people supposed to do with all these nice meat and nothing to cook it with? Prometheus took part again and stole the fire from Hephaestus to give it to the humans. When Zeus looked at the Earth and saw all the lights around, he ordered Hephaestus to take Prometheus handcuffed and abandoned him in the Caucasus. There, day after day, an eagle comes to eat his liver, which regenerates during the night to be eaten again the following day. A pretty terrible punishment…""",
      source="https://mythics.eu/index.php/prometheus", kind="prose",
      note="trap: Prometheus, Zeus, Hephaestus"),
    R("""Jamie Foxx Rides in Quentin Tarantino’s Incredibly Fun ‘Django Unchained’

CHICAGO – Quentin Tarantino’s “Django Unchained” has some undeniable pleasures, the kind that erupt from the screenwriting abilities of one of the best movie scribes alive. Tarantino’s way with words and plotting are as honed as ever and he directs his super-talented cast to enjoyable performances all around. His reboot of the “Django” character is smart, funny, action-packed, and remarkably stylized. It’s also a tad too long, containing a few scenes that should have been left on the cutting room floor, which could have resulted in a more streamlined masterpiece instead of merely a heck of a lot of fun.

A chain gang of slaves crosses a wintery plain. Among them is a man named Django (Jamie Foxx), who is bought in the opening scene by Dr. King Schultz (Christoph Waltz), a bounty hunter masquerading as a dentist. He feels guilty about buying a slave, a practice in which he doesn’t believe, but he needs Django’s help finding three men who Schultz has been assigned to bring to justice.""",
      source="https://hollywoodchicago.com/reviews/20899/jamie-foxx-rides-in-quentin-tarantino-s-incredibly-fun-django-unchained",
      kind="prose", note="trap: Django, reboot, chain (the rating lines and the rest of the review cut)"),
    R("""Django Unchained

2012 | 165 minutes | Rated R

The world's first western blaxploitation revenge buddy comedy, Django Unchained is one of Quentin Tarantino's best movies—a brutal, hilarious, thrilling, messy bastard of a thing. It's the result of Tarantino gleefully making a balls-out western after years of almost doing so. Like Inglourious Basterds—another film where Tarantino reduced history to pulp, both factually and viscerally—there's a lot to unpack in Django, be it the boiling-down of America's fucked-up past into melodrama or Tarantino's continued indulgence of his second-favorite fetish after Uma Thurman's feet. That's for later viewings, though: On first watch, Django is simply a hell of a lot of fun—visceral and clever and operatic, with Jamie Foxx's deadpan humor barely hiding his righteous fury as Leonardo DiCaprio's baby face smiles and smiles and smiles until it splits apart in rage. (ERIK HENRIKSEN)""",
      source="https://www.thestranger.com/movies/15391139/django-unchained?narrowByDate=2013-02-02", kind="prose",
      note="trap: Django, western (a parenthesis and a sentence of the review and the credits cut)"),
    R("""Ruby Wedding Anniversary

The ruby wedding anniversary celebrates 40 years of marriage. A significant milestone in this day and age!

The ruby is a symbol of passion and fire, the excitement of spending so much time with the one you love.

It’s a real achievement to make it that long and have a wonderful marriage that is still full of spice and lots of love.

Ruby red is a great color and can be a theme that ties things together, plus it works for both men and women. Red is the universal color of love and romance, think Valentine’s Day but it works for your anniversary no matter when it is in the year.

Wedding Anniversary Flower

The traditional wedding anniversary flower for a 40th wedding anniversary is the NASTURTIUM.""",
      source="https://specialmomentshome.com/Wedding-Anniversary-Ruby-40th.html", kind="blog",
      note="trap: Ruby, ruby (the party ideas cut)"),
    R("""The Hugo Award for Best Novel is an annual award given to the best science fiction or fantasy novel of the year. The word "Hugo" is pronounced /ˈhjuːɡoʊ/ in IPA phonetic transcription. It is spelled with the letters H-U-G-O, with the stress on the first syllable. The award is named after Hugo Gernsback, the founder of the pioneering science fiction magazine Amazing Stories. The Hugo Awards are one of the most prestigious awards in the world of science fiction and fantasy literature, with winners including authors such as Isaac Asimov, Ursula K. Le Guin, and Neil Gaiman.""",
      source="https://spellchecker.net/hugo%20award%20for%20best%20novel", kind="prose",
      note="trap: Hugo, Asimov (the second paragraph cut)"),
    R("""Harvest - It's Time


It's time! The grape flavors are lip-smackingly beautiful and the lab numbers are perfect. My dedicated crew harvests in the early light when the fruit is cold and I can get a jump on the long process of trucking, de-stemming, and moving the grape must into the caves where the ‘alchemy’ begins – fermentation! The aromas in a wine cave during harvest can be sublime, a mixture of fruit jellies, yeast, oak wood, and earth. Subtle, but once experienced, never forgotten...""",
      source="https://www.tofanelliwine.com/news-blog/2018/10/5/harvest-its-time", kind="blog",
      note="trap: grape, must, yeast"),
    R("""With an army of enthusiastic volunteers, armed with garden clippers, we all assemble to get hands-on instructions, and hear a blessing for this harvest. Last year's "Harvest Blessing" brought us great grape-growing weather, and beautiful grape clusters. In the photo above, our just-harvested grapes look so beautiful and luscious, you just know they taste delectable and are going to become a very drinkable and desirable wine.
We suggest to our volunteers to find a row partner, and harvest a row together. In 5 gallon clean buckets the grape clusters are carefully clipped off of the vines and dropped into the buckets. When the bucket is full, the bucket is brought up to the sorting table and crusher/destemmer area. Grape clusters are spread out on a large table and carefully checked for an undesirable grapes or clusters. The sorted grapes are then collected in a 40 lb lug, and dumped into the crusher/destemmer and augured to gently seperate the green stems and break open the grapes. This process creates a thick mixture of grape skins, seeds, and now juice.""",
      source="https://bonniejomanion.com/blog/tag/syrah+grape+harvest", kind="blog",
      note="trap: grape, clusters, buckets (the opening paragraph and the barrels cut)"),
    R("""Crystal Cave

Naica Cave of Chihuahua, Mexico.

Naica - it mines lead, zinc and silver, which have been found in large voids containing crystals selenite (gypsum). In this cave are the largest natural crystals ever found: translucent gypsum beams length of 36 feet (11 meters) and weighing up to 55 tons. Located at a depth of a thousand feet (300 meters), the cave was discovered by two miners digging up a new tunnel for Industrias Penoles company in 2000.""",
      source="https://bashny.net/t/en/106096", kind="prose",
      note="trap: Crystal, beams, voids"),
    R("""The Great Pyramid

The largest pyramid ever built, King Khufu’s Pyramid is often called the Great Pyramid. It lies in the desert west of Giza, accompanied by the pyramids of Khafre and Menkaure (Khufu’s son and grandson). The Great Pyramid was built during Khufu’s reign.  When newly completed, the Great Pyramid rose 146.7 m – nearly 50 stories high. Researchers estimate that 2.3 million blocks were used to build it, with an average weight of about 2.5 metric tons per block. The work of digging up, moving, setting, and sculpting the huge amount of stone used to build the Great Pyramid was most likely accomplished by two crews of 2,000 workers each. Teams of bakers, carpenters, water carriers, and others probably served the pyramid builders, so that a total of about 25,000 men and women may have lived year-round near the construction site. None of the workers were slaves.""",
      source="https://renklidersler.com/paragraf-detay/the-great-pyramid/920", kind="prose",
      note="trap: Pyramid, pyramid, blocks, build (the specialists' sentences cut)"),
    R("""Two words: brown butter. I think one of the first times I became aware of the beauty of brown butter was at a fabulous Brooklyn restaurant called al di la. Owned by a husband and wife team, it serves up incredible authentic Italian food.

My frozen leftover homemade gnocchi (I must do that again soon – how great to pull a bag out of your freezer and 5 minutes later have homemade gnocchi?) were so light and delicate that it seemed appropriate to pair them with something simple that would enhance their character instead of mask it. Sage is a favorite of mine, and the combination of pungent garlic, nutty brown butter, fried sage and parmiggiano is irresistable.

No recipe really required here. I put about 3 T. of unsalted butter in a saute pan along with some sliced garlic and let it melt over medium-low heat so the garlic wouldn’t burn. When it started to turn golden at the edges, I removed the garlic from the butter and added the whole sage leaves. Once the butter starts developing a toffee color you’re done. A sprinkle of salt, and then I tossed the just-cooked gnocchi in the sage butter and served it, topped with fresh parmiggiano. A perfect simple Friday night dinner.""",
      source="https://sharingfood.wordpress.com/2009/03/20/ricotta-gnocchi-with-brown-butter-and-fried-sage/",
      kind="recipe", note="trap: Sage, sage, butter (the restaurant's dishes and the salad cut)"),
    R("""I was very lucky to have found fresh sage leaves at the supermarket recently. The Greeks call sage ‘Faskomilo’, and they usually have them dried and drunk as a type of herbal tea. I always think of sage as a savoury herb, to be used with food, thanks to years of having my Mom’s Roast Chicken, made with a Sage and Parsley Herb Stuffing from Paxo. It’s a very aromatic herb – smells wonderfully yummy, and a little goes a long way.
Ingredients: (for 2 -3 people)
- 500g of gnocchi
- 100g of butter
- sage leaves, about 16 medium-sized ones – best estimate about 2 tbsps worth of really small leaves.
- a squeeze of lemon juice
- grated parmesan cheese, to taste
- salt and pepper, to taste""",
      source="https://airinie.com/2015/04/20/gnocchi-in-sage-and-brown-butter/", kind="recipe",
      note="trap: sage, Sage, Paxo (the Florence opening and the method cut)"),
    R("""The Roman Republic

Early Rome was ruled by kings, but in 509 BC the people decided to establish a republic. The Roman Republic was ruled by a government called the Senate. Members of the Senate, called senators, were solely men from noble Roman families.

Each year, the senators and a section of the citizens elected two consuls from among the Senate. The consuls governed Rome for one year, in agreement with each other, and advised by the Senate. The principle was that each consul was a check and guide to the other consul. If a consul abused his power, he could be prosecuted after his term in office was over.""",
      source="https://www.q-files.com/history/famous-leaders/julius-caesar/", kind="prose",
      note="trap: consul, consuls, Senate (the Caesar paragraph cut)"),
    R("""Julius Caesar Part II: The Later Years

When we last left old Gaius Julius Caesar, he had just won Consulship for the year in 59 BCE by a nasty, corrupt election that left no Senator clean, including Caesar's most tireless opponent, the notoriously incorruptible Cato. Marcus Calpurnius Bibulus was elected to serve as the second Consul, but would prove to be an ineffective check against his fellow executive. Supporting Caesar were Crassus, to whom Julius owed his freedom, and Pompey, whom Caesar recruited by promising to support land redistribution, a wedge issue amongst the Senators, and one that Caesar would use to cast the elite into the role of petty oligarchs and himself as the egalitarian savior of Rome.

Caesar's father-in-law was elected as Consul during the next term, and it was lucky for Caesar because the Optimate Senators were thirsty for his blood.""",
      source="https://ab-antiquo.blogspot.com/search/label/plebeian", kind="blog",
      note="trap: Consul, Consulship, executive (the land-law paragraph cut)"),
    R("""The Farrowing Barn
The process of birthing a litter of pigs is called farrowing. Sows are moved to the farrowing barn a few days before their expected due date. There, they are housed in individual farrowing pens which provide them with comfort and privacy for their arriving litter.
Depending on their age, sows will usually farrow 8-16 piglets, weighing about 1 kg (2.2 lb) each. Comparatively, the mother pig weighs between 180-300 kg (400-650 lb), making her up to 300 times heavier than her piglets! Farrowing pens are designed with adjustable rails to prevent the sow from lying down too quickly and crushing her piglets. They also have built-in creep areas to which the piglets can retreat. Heat pads and heat lamps help keep the piglets warm and comfortable, increasing their chance of survival.""",
      source="https://manitobapork.com/on-the-farm/how-pigs-are-raised/the-farrowing-barn", kind="prose",
      note="trap: pig, pigs, rails, creep (the colostrum paragraph and the list cut)"),
    R("""A sky filled with shrieking, swooping swifts is one of the true delights of summer. But it is one we need to work hard to protect, says David Tomlinson

SWIFTS

No bird symbolises high summer more than the swift: the flocks that race like hooligans through our towns and villages on July evenings, screaming ecstatically, capture the very essence of the season. Once known as devil birds, swifts have always been creatures of mystery, appearing suddenly in early May and departing equally abruptly in August. Nobody knew where they came from nor where they went to. The naturalist Gilbert White thought that they hibernated, but Edward Jenner (1749-1823), the man who invented vaccination, was the first to suggest that they migrated.""",
      source="https://www.thefield.co.uk/country-house/swifts-45695", kind="prose",
      note="trap: swift, swifts, flocks (the tags, the links and Jenner's experiment cut)"),
    R("""“And here they are, here they are again”! Ted Hughes thrills to the swifts when they return to these shores in May. These are the first birds in a series of waves of swifts, arriving at different times according to their age and purpose. Breeders get here first, speeding back to reclaim their nests, meet up with their mates and get down to the serious business of raising a brood together. But swifts don’t generally breed until they are at least four years old (the average lifespan of a swift is seven or eight) so why do younger birds also make the 5,000-mile journey from Africa?
Swift Awareness Week
Aerial life
These birds have been flying without cease ever since the moment they launched into the air from the safe, dark nest in which they hatched. From there they straightaway headed south for Africa: snapping up airborne insects, sipping water from lakes on the wing, preening their feathers in elegant aerial manoeuvres and spiralling up into the sky at dusk to sleep and orient themselves.""",
      source="https://suffolkwildlifetrust.org/blog/thewildlifetrusts/swift-awareness-week", kind="blog",
      note="trap: Swift, swifts, waves (the same guest post is on other trusts' sites; this copy only)"),
    R("""The gateway arch is the tallest human-made monument in the USA: 630 feet (190 meters) equals 63 stories.
You can reach the top of the arc by a cable tram – several little tram-cars can host five persons each. We crowded in this claustrophobic car, watching it rise to the top of the arch. It takes 4 minutes to reach the top and only 3 minutes to get back to the ground.

There are wide and short windows on the top of the arc, enabling a great view of the city and the Mississippi River.
There is a new free museum down at the ground. It tells the story of the arch, the history of Saint Louis, and the expeditions of the west.""",
      source="https://www.packing4two.com/post/2018/11/22/st-louis-gateway-arch", kind="blog",
      note="trap: arch, gateway, windows (lower-case, the arch's windows)"),
    R("""Beekeeping: Catching the Swarm

On December 6th, 2012, I got my first top bar bee hive. It is now July 6th, 2013, and I now have six bee hives: two Langstroths and four top bar hives. I really didn’t plan to expand so quickly but when bees started swarming, the farm took action.

I had to name my hives because it got crazy trying to talk about them with a complicated description each time. We decided to name them and they are in order of aquisition: Olenna, Cersei, Arya, Khaleesi, Sansa and Osha. We are big “Game of Thrones” fans and it seemed appropriate.

The first swarm was from Olenna, on April 5th, my first top bar hive. The queen in that hive is a great egg layer and she just kept producing more and more bees.""",
      source="http://www.kumuainafarm.com/beekeeping-catching-the-swarm/", kind="blog",
      note="trap: Swarm, swarm, hive, hives, queen (the climb up the sapote tree cut)"),
]
