"""Prose of the twenty-sixth fresh held-out set ("fresh-26"): space news, sport, ballet, opera and theatre, fashion and
jewellery, pets and vets, farms and vineyards, full of words that are also tool names -- Artemis II and the Orion
capsule atop the SLS, the Saturn V and Apollo (twice), Juno's flybys of Io and Europa (twice, NASA posting on X/Twitter),
Atlas V launches from Cape Canaveral with Cygnus and Milstar (three times), Mercury in the evening sky beside Venus and
Jupiter (twice); the Houston Rockets and the Oklahoma City Thunder (twice), a pacer called Kendal Python and a trotter
called Monty Python, a horse beaten by The Grey Gatsby under a "mercurial" trainer, the Mariners (twice, one record
learnt on Twitter), the New York Jets (twice), the Phoenix Mercury (twice); Swan Lake at the Royal Opera House and the
Albert Hall (four times, Champagne and a "crystalline" dancer), La Scala's opening nights and a tour of its boxes (three
times), plays called Babel (three times); Great Gatsby weddings and 1920s jewels (four times, pearls, crystal, Bakelite,
jade), ruby and jasper birthstones (three times); dogs called Django (five times, one named for Django Reinhardt), cats
and a dog called Ruby at the vet (three times); spring lambs and lambing (twice), grape harvests in California (twice).
Named as software: the Facetime calls a filmed play is made of (FaceTime) and a weblog footer asking for JavaScript;
X/Twitter, YouTube and Wikipedia, as sites, are not labelled.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a paragraph or a few)
and labelled by hand without running the extractor, by the earlier sets' conventions (``--split fresh-26``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ================================================================ space
    R("""The
Artemis I mission, launched in 2022, involved sending an uncrewed Orion
spacecraft into orbit around the Moon and bringing it back to Earth.
Artemis II will be a crewed mission, launching four astronauts into a
free-return orbit around the Moon and back to Earth, the first time
humans will have been in lunar orbit since 1972. The mission had been
delayed until September 2026 due to technical problems, but has now been
brought forward to April of next year or possibly earlier. NASA's Orion
spacecraft comprising of a command and service module sits on top of
the unimaginatively-named Space Launch System (SLS), the equivalent of
the Saturn V rocket used for the Apollo program. The 8.4 m (27.6 ft)
diameter, 98 m (322 ft) tall SLS is a two-and-a-half-stage rocket,
powered by engines that burn liquid hydrogen and liquid oxygen, assisted
by two solid rocket boosters.""",
      source="https://kilcullenscience.blogspot.com/2025/10/artemis-ii-on-schedule.html", kind="news",
      note="trap: Artemis, Orion, Apollo, Saturn, command, service, module, launched, stage (the image credit cut)"),
    R("""First crewed Moon mission in over 50 years: Nasa announces Artemis II launch ‘as early as April 1’
NASA’s Artemis II SLS (Space Launch System) moon rocket with the Orion spacecraft slowly rolls back towards the Vehicle Assembly Building at the Kennedy Space Center, Wednesday, Feb. 25, 2026, in Cape Canaveral, Fla. (AP Photo/John Raoux) Nasa on Thursday unveiled an updated launch schedule for its Artemis II mission, saying the agency is “on…""",
      source="https://dailyupdatesindia.com/tag/crewed", kind="news",
      note="trap: Artemis, Orion, launch, rolls back, Vehicle Assembly Building"),
    R("""Juno Spacecraft Captures Stunning Images of Jupiter's Moon Io
To enhance scientists' understanding of the diverse range of volcanoes on Jupiter's moon Io, the Juno spacecraft completed its closest-ever flyby, capturing breathtaking images of what NASA refers to as 'the solar system’s most volcanic world.' The NASA spacecraft recently released the images after approaching within 932 miles of Io in the Jovian System on Dec. 30. This historic event marks the closest encounter with Io in over two decades and stands as the Juno Mission's 'closest-ever approach to Jupiter’s moon,' as confirmed by NASA. In a post on X, previously known as Twitter, NASA announced that Juno recorded Io’s molten surface and is set to revisit the moon in February for further observations. Following the flyby, NASA published an article affirming scientists' anticipation that Juno’s findings will contribute to a deeper understanding of the nature and diversity of Io's volcanoes. Launched on August 5, 2011, Juno is an 'orbiter,' which reached Jupiter in 2016 to explore the Jovian System, as elaborated on NASA's dedicated mission webpage.""",
      source="https://thedailywave.com/2024/1/5/juno-spacecraft-captures-stunning-images-jupiter-moon-io", kind="news",
      note="trap: Juno, Jupiter, Io, X, Twitter (the social site NASA posted on, a site, not labelled), webpage"),
    R("""NASA’s Juno spacecraft has made another pass of our solar system’s gas giant, capturing even more iconic and breathtaking photos of Io, Jupiter’s volcanic moon. NASA shared the new images on Twitter, showcasing the volcanic moon in beautiful half shadows.
This isn’t the first time Juno has taken a closer look at the moons surrounding Jupiter. In 2022, Juno completed its first flyby of Europa, capturing new images that showcased the beautiful moon in all its glory. These latest photos of Io are simply another notch in the probe’s belt as it orbits the gas giant, learning more about Jupiter and its various moons.
These newest photos of Io were captured when Juno completed its most recent flyby on May 16. The photos are relatively far away, giving us a view of the moon from afar, the surface of it shrouded in shadow. It’s a beautiful sight and one we aren’t likely to forget, especially as the ESA’s JUICE mission makes its way towards Jupiter and the Jovian moons, with the hope of teaching us even more about them.""",
      source="https://bgr.com/science/nasa-juno-spacecraft-beamed-back-dazzling-new-images-of-jupiters-moon-io/",
      kind="news", note="trap: Juno, Jupiter, Europa, JUICE, Twitter (a site), probe, shadows"),
    R("""Atlas V rocket lifts off from Cape Canaveral

Rocket taking Air Force satellites into space

CAPE CANAVERAL, Fla. - An Atlas V rocket blasted off from Cape Canaveral Air Force Station early Wednesday morning, roaring toward orbit with an Air Force communications satellite onboard.

The 197-foot-tall United Launch Alliance rocket leaped off its launch pad at 4:10 a.m. -- 66 minutes behind schedule. Launch managers had to wait for cumulus clouds to clear the area and upper-level winds to die down.

Propelled by a sporty Russian main engine and three strap-on solid rocket boosters, the first stage of the rocket climbed a straight-up flight profile before curving out over the Atlantic Ocean. The three solid rocket motors were jettisoned about two minutes into flight and twinkled orange as they fell toward the sea.

Riding aboard the Atlas V: the third of six Advanced Extremely High Frequency (AEHF) communications satellites. The jam-resistant spacecraft are each 10 times more capable than the Milstar constellation they are replacing.""",
      source="https://www.clickorlando.com/news/atlas-v-rocket-lifts-off-from-cape-canaveral_20151107100153101",
      kind="news", note="trap: Atlas, launch, clouds, stage, engine, boosters (the ULA history and copyright lines cut)"),
    R("""CAPE CANAVERAL, Fla. – America's Atlas rockets are flying again, launching a communications satellite for the Navy.
The unmanned Atlas V (five) rocket blasted off Friday morning from Cape Canaveral Air Force Station. It was the first Atlas flight by rocket maker United Launch Alliance since March, when a fuel-valve problem popped up on a space station delivery for NASA.
The first stage of that rocket shut down six seconds too soon, but the second stage took control and put the Cygnus cargo ship in the proper orbit.
The company grounded its Atlas fleet until it could fix the problem.
This is the fifth in a series of advanced Navy communication satellites for use by the military worldwide.
Atlas rockets have been launching for almost 60 years.""",
      source="https://foxnews.com/science/atlas-rocket-launches-for-1st-time-since-march-grounding", kind="news",
      note="trap: Atlas, Cygnus, fleet, stage, delivery (the 'Online:' link line cut)"),
    R("""Atlas V rocket launches in Florida, lights up morning sky – Watch

An Atlas V rocket launch from Cape Canaveral Air Force Station just before sunrise Friday morning, leaving a stunning display in the sky.

At 6:28 a.m., an Atlas V rocket rose into the sky over Cape Canaveral, creating a light show that could be readily seen in the Bay area. The rocket marks the 100th successful launch for the United Launch Alliance, the U.S. Air Force’s 45th Space Wing noted. The air force provided support for the launch, which was staged to carry a Mexican communications system into space.

Friday’s launch was delayed by about 20 minutes courtesy of a boat that entered restricted waters in the area, but went off without a hitch otherwise.

United Launch Alliance is a joint venture between Lockheed Martin and Boeing. The two powerhouses in aerospace technology formed the partnership to provide “reliable, cost-efficient space launch services for the U.S. government,” the alliance’s website states.""",
      source="http://sportact.net/atlas-v-rocket-launches-in-florida-lights-up-morning-sky-watch-16627-2015/",
      kind="news", note="trap: Atlas, launch, Watch, website (a site), technology (the commander's quote cut)"),
    R("""Evening Mercury

The planets Venus and Mercury are in the west as night falls. Venus is the “evening star,” so it’s easy to pick out. Smaller Mercury is much harder to see. It looks like a moderately bright star, but it’s much lower in the sky than Venus is.""",
      source="https://stardate.org/stargazing-tip/evening-mercury-3", kind="news",
      note="trap: Mercury, Venus, star"),
    R("""If you missed sighting the planet Mercury at dusk over the past several evenings, you still have a chance early this week. Mercury passed greatest elongation on the 16th and now seems to "hover" about 10 degrees above the western horizon about half an hour after sunset. Unfortunately he begins to fade quite rapidly as he begins his plunge back toward the Sun, so you’ll need binoculars and very clear skies to sight him after the 22nd. By the end of the week he will still be fairly high in evening twilight, but he will have faded to second magnitude and will be lost in the sunset glow. You’ll get another chance to see him near the end of May, however, when he returns to the evening sky with Venus and Jupiter in tow.

The Sky This Week, 2013 February 19 – 26 — Naval Oceanography Portal""",
      source="http://www.ahwilderness.com/?p=1355", kind="blog",
      note="trap: Mercury, Venus, Jupiter, Portal"),
    # ================================================================ sport
    R("""HOUSTON -- Russell Westbrook repeatedly had his way with the Rockets defense, torching it to the tune of a Toyota Center scoring record for an opponent before three late misses set the table for James Harden to play the role of facilitator at the most opportune time for Houston.

Nene corralled a pass from Harden, absorbed a foul, and sank two free throws with 0.7 seconds left as the Houston Rockets eked out a 118-116 win over the Oklahoma City Thunder on Thursday night.

Off an inbounds play originating with 3.8 seconds left, Nene set a screen for Harden and rolled to the rim. Harden followed by passing out of the double team, hitting Nene in stride and forcing Thunder forward Jerami Grant to commit the foul. Nene finished with a season-high 18 points over 17 minutes.

"They (the Thunder) did a good job (setting up defensively) on the first play so we called a timeout," Harden said. "I just got open and I saw two defenders guarding me, made the simple play to Nene and he knocked down two free throws.\"""",
      source="http://reviewjournal.sportsdirectinc.com/basketball/nba-boxscores.aspx?page=/data/nba/results/2016-2017/recap945229.html",
      kind="news", note="trap: Rockets, Thunder, Toyota, screen, timeout (the box-score header cut)"),
    R("""Shai Gilgeous-Alexander and Chet Holmgren scored 29 points each to lift the Oklahoma City Thunder to a 126-107 win over the visiting Houston Rockets on Friday.
The win was the seventh in eight games for the Thunder, who were coming off their first loss of the season Wednesday in Denver.
The Rockets had a two-game winning streak end as they fell for just the second time in six games.
Gilgeous-Alexander shot 11 of 16 from the floor. Holmgren was 8 of 14, including 4 of 6 from beyond the arc, as Oklahoma City hit 51.1 percent from the floor.
Jalen Williams and Isaiah Joe each had 14 points for the Thunder. Holmgren added a game-high three blocks.
The Thunder forced 17 turnovers and held Houston to 43.3 percent shooting from the field.
The game was the opener of a season-high, six-game homestand for the Thunder.
Dillon Brooks led the Rockets with 17 points. Amen Thompson and Jalen Green each scored 14 points, Tari Eason had 12 and Alperen Sengun and Fred VanVleet contributed 11 apiece. Sengun shot just 3 of 12 from the floor.""",
      source="http://newglasgownews.sportsdirectinc.com/basketball/nba-boxscores.aspx?page=%2Fdata%2Fnba%2Fresults%2F2024-2025%2Frecap1090153.html",
      kind="news", note="trap: Thunder, Rockets, blocks, streak, homestand"),
    R("""Trot Insider has learned that Maritime iron horse Kendal Python has passed away at the age of 30. The story of Kendal Python, however, is more than a pacer with a long career. It's the story of a horse and trainer who found each other at just the right time.

Foaled on April 28, 1994 at Kendal Hills Stud Farm in Ontario, Kendal Python was a son of Topnotcher from the Albatross mare Tabby Hanover. He started his on-track career as a two-year-old in Ontario and competed there for his two- and three-year-old seasons, taking a mark of 2:00.2 at Flamboro Downs. From there he made his way to Canada's east coast and competed mostly in claiming ranks, where he caught the eye of horseman Jeff Lilley.

"He needed at least 100 pounds on him," Lilley told TROT Magazine in a previous interview. "I had been watching him and he'd been racing great to the three-quarters. I figured if I could get that 100 pounds on him he'd go the rest of the way.\"""",
      source="https://standardbredcanada.ca/news/2-27-24/horse-and-trainer-who-saved-each-other.html", kind="news",
      note="trap: Python (a pacer, Kendal Python), Albatross, Hanover, go"),
    R("""Racing: He's Monty Python and he's OK

Monty Python takes his first step into the big time at Addington tomorrow night - but he'll come out a winner either way.

The Phil Williamson-trained trotter comes into the c5 and faster 2600m trot on the back of some tremendous form, but driver Brad Williamson is under no illusions about the task ahead of him.

Group 1 winners King Denny, Vulcan and Royal Aspirations are among his rivals, and King Denny is sure to start as a warm favourite from his 10m handicap.

But a $7500 cherry is the reason for Monty Python's presence in the classy field tomorrow.

The Met Multiplier rewards horses who have started 15 times at Addington - and won at least once - in a 12-month period and Monty Python will meet the start criteria tomorrow after winning there four times in the past 12 months.""",
      source="https://odt.co.nz/sport/racing/racing-hes-monty-python-and-hes-ok", kind="news",
      note="trap: Python (the trotter Monty Python), Vulcan, driver, Multiplier (the photo caption cut)"),
    R("""The horse is called Pindar. It’s a name even regular readers of this column would not be familiar with. Pindar has been around a few different yards but I first rode him some years ago for the mercurial Barney Curly.
There was no coup that day, Pindar finished third of five horses but showed something despite defeat. I came upon him again some weeks ago when riding work for Joanne Foster.
I asked could she jock me up on him the next time he ran and suggested that it might be worth a try to take him off the walker in the yard, get him out hunting and try and keep him fresh.
When we spoke last week she told me she has entered Pindar in a race at Sedgefield, describing it as a “last chance saloon.” Like I said at the top he won by four lengths. And the luck kept on coming, riding Calton Entry to win for Ian Semple in Kelso before returning Kodicil for Mark Walford.
Amid those wins, and the usual quota of losses, talk of Joseph O’Brien’s ride on Australia – when beaten by The Grey Gatsby – lingers on.""",
      source="https://irishpost.com/sport/jockey-dougie-costello-plays-part-long-shot-victory-34111", kind="news",
      note="trap: Gatsby (the horse The Grey Gatsby), mercurial, walker, Entry"),
    R("""BALTIMORE — They had every reason to feel deflated and beaten. Poised for a win, they watched a hitter who is considered statistically one of the worst in baseball this season, crush a three-run homer out of Camden Yards to take a lead going into the ninth inning.

But like they’ve done so many times this season, 23 times now to be exact, the Mariners found a way to come back and win on a sticky Wednesday night.

Kyle Seager hit a two-run homer off a tough left-handed reliever that just doesn’t give up homers to left-handed hitters to tie the score in the ninth inning to send the game into extra innings.

Edwin Diaz closed out the Mariners’ 8-7 win over the Orioles, notching his 30th save. Diaz surpassed Kazu Sasaki’s record of 29 saves before the All-Star break. He’s the 12th pitcher in Major League Baseball history to notch 30 saves before the break.

“I didn’t know about the record until I saw it on Twitter last night,” Diaz said.""",
      source="http://www.spokesman.com/stories/2018/jun/27/kyle-seagers-9th-inning-home-run-helps-mariners-be/",
      kind="news", note="trap: Mariners, Orioles, save, break, Twitter (a site, not labelled)"),
    R("""Kyle Seager swatted a pair of dramatic home runs — a grand slam in the eighth and a solo shot in the 10th — as the Mariners twice rallied to defeat the Tampa Bay Rays 7-6 Tuesday night at Tropicana Field. Closer Fernando Rodney frittered away Seager’s slam and a 6-3  lead in the ninth by coughing up three. But Seager made an unlikely winner out of Rodney by nailing a shot to dead center as the Mariners improved to 22-23 with Felix Hernandez due up in the series finale Wednesday.

Winners of four of their past five and 5-3 on their nine-game road trip, the Mariners remain seven games behind Houston in the AL West. The Astros defeated Baltimore 4-1 Tuesday.""",
      source="https://www.sportspressnw.com/2203774/2015/game-recap-mariners-7-rays-6-10?amp", kind="news",
      note="trap: Mariners, Rays, Astros, Closer, slam, shot"),
    R("""Head Coach Rex Ryan:

Opening Statement:

“First off, with the quarterback situation, obviously nothing new there. What I can tell you is that Mark (Sanchez) did not practice today. As far as injuries are concerned, I just prefer to discuss the injury updates on Wednesday when we’ll announce them then. Mark (Sanchez) did not practice today. Santonio (Holmes) did get some work in today, which is good to see. With that, it was a bonus really in preparation for Tampa Bay, and (we did) not put in a whole lot of the game plan on either side of the ball or special teams, but (we) did get a few things in, some unusual things, that they do offensively, defensively. (We) just got some early looks at them, and that’s really what we focused on. For that, it was good. They flew around pretty (well). (We) started outside and then I had to move it inside when I guess lightning was in the area.""",
      source="https://1495sports.com/2013/09/02/new-york-jets-quotes-9213/", kind="news",
      note="trap: Rex, bonus, plan, lightning, Tampa (the page title with the Jets cut)"),
    R("""Study: Jets healthiest team in NFL

The New York Jets faced many challenges in 2013 -- a turnover-prone rookie at quarterback, seven new starters on defense, etc. One thing they didn't have to confront: A spate of injuries.

They were the healthiest team in the league, according to a study by Dallas Morning News football writer Rick Gosselin. The Jets lost a league-low 20 games by starters due to injury, including only five on defense. That, too, was the league-low.

The study doesn't reflect Mark Sanchez's season-ending shoulder surgery in the preseason. That would've been another 16 games lost if you operate under the presumption he would've been the opening-day starter. As you know, Rex Ryan never named a starting quarterback. Still hasn't.""",
      source="http://espn.go.com/blog/afceast/tag/_/name/quinton-coples", kind="news",
      note="trap: Jets, starters, Rex"),
    R("""PHOENIX (AP) - Skylar Diggins-Smith scored a career-high 35 points, Diana Taurasi hit 6 of 10 from 3-point range and finished with 28 points and the Phoenix Mercury used a dominant fourth quarter to beat the Seattle Storm 94-78 Friday night.

Sophie Cunningham hit five 3-pointers - her 10th consecutive game with at least two made 3s - and scored 19 points for Phoenix. The Mercury made a season-high 14 3s.

The Mercury went into the fourth quarter trailing 65-60 but Taurasi hit a 3 to open the period and her three-point play with 7:35 to play gave Phoenix a one-point lead. Tina Charles scored to give Seattle a 69-68 lead 25 seconds later but Diggins-Smith hit a jumper with 6:55 left that sparked a 17-0 run.""",
      source="https://www.dailyherald.com/article/20220723/sports/307239997/", kind="news",
      note="trap: Phoenix, Mercury, Storm, run"),
    R("""Mercury earn first win behind vintage Diana Taurasi double-double

PHOENIX – Diana Taurasi had stumbled out of the gates to start her 19th year in the WNBA entering Thursday’s home matchup against the Minnesota Lynx.

Through the Phoenix Mercury’s first two games of the regular season, Taurasi accumulated more turnovers (12) than assists (11) while shooting 28.1% from the field and making only 3-of-18 3-pointers.

That’s all in the past now.

In a vintage performance, Taurasi drank from the fountain of youth to finish with a 23-point, 10-assist double-double and lead the Mercury to their first win of the season, 90-81.

“It’s not always easy, but you just stick with it, keep coming back,” Taurasi said. “Our whole focus here is how do we make this team better, but after our first two losses, I feel like I wasn’t making the team better in a lot of ways … I made a concerted effort tonight.\"""",
      source="https://cronkitenews.azpbs.org/2023/05/26/phoenix-mercury-diana-taurasi-double-double-2023-season/",
      kind="news", note="trap: Mercury, Phoenix, Lynx, vintage, gates (the photo caption cut)"),
    # ================================================================ ballet, opera, theatre
    R("""When Swan Lake premiered in 1877, it got mixed reviews. It’s fortunate for us that it wasn’t consigned to the bin, was reworked and has become one of the most loved ballets of all time…

For me, the ballet has always been a must see, so the chance to see it at the home of The Royal Ballet at Royal Opera House is a treat on two levels.

The story is based on Russian and German folk tales. Odette a princess is turned into a swan by an evil sorcerer, coming back to life at night. A prince, Prince Siegfried falls in love with her. Can he break the curse?

Having rushed from work I had to make do with a pork pie, however once in the splendid atrium of the Paul Hamlyn Hall which was buzzing, a glass of Champagne seemed the obvious choice, many of the audience members thought so too.

The production has kept to its classic roots. It is easy to get lost in both Tchaikovsky’s music, the haunting notes of the oboe and the dancing of this beautiful ballet.""",
      source="https://www.theresident.co.uk/things-to-do/royal-ballets-swan-lake-it-is-truly-stunning-8970936",
      kind="blog", note="trap: Swan Lake, Opera (Royal Opera House), bin, Champagne, curse (the cast list and photo lines cut)"),
    R("""English National Ballet's Swan Lake in the round had its premiere in 1997. Choreographed by Derek Deane, then director of the company, it has been seen by more than half a million people. The Royal Albert Hall doesn't lend itself to intimacy, and many of the ballet's more nuanced moments are lost in its vastness, but Deane's production is all about spectacle, with rock'n'roll-scale servings of dry ice. The sight of 60 swans in shimmering white tutus all bourrée-ing on pointe in unison takes the breath away.

Tamara Rojo is starry and poignant as Odette, and sumptuously assured as her alter ego Odile. Her Prince is Matthew Golding, a guest artist from Dutch National Ballet. A dancer of crystalline finish, with a soaring jump and turns of impeccable precision, Golding connects with Rojo in the technical showpieces, notably the Black Swan pas de deux, which both carry off with fabulous panache.""",
      source="https://www.theguardian.com/stage/2013/jun/16/swan-lake-albert-hall-enb", kind="news",
      note="trap: Swan Lake, crystalline (crystal), Black Swan, ice, jump"),
    R("""What timing - if timing it is - to open Swan Lake at the Royal Opera House at the same time as Darren Aronofsky's Black Swan opens in the cinemas! Take that! This is what dancing is all about. None of those absurd cinematic clichés

However many times one sees Swan Lake, it still manages to cast its spell, pricking the tear ducts, and prickling the skin. Of course, it depends on the ballerina dancing the swan. But, above all, it is Tchaikovsky's familiar yet sublime music, which speaks for itself so profoundly across time.

The Grand Adagio, the tender declaration of love pas de deux of the second act, the zenith of the Romantic ballet, the melting together of two hearts in absolute unison, is spoken not only by the choreography of the dance but by the exquisite strings of the orchestra, and the orchestra under the baton of Valeriy Ovsyanikov played our heartstrings mercilessly. They earned their ovation.""",
      source="https://www.britishtheatreguide.info/reviews/RBswanlake-rev", kind="news",
      note="trap: Swan Lake, Opera (Royal Opera House), cast, spell, strings, declaration"),
    R("""Everyone knows the story of ‘Swan Lake’. A princess turned into a swan, a wicked sorcerer, a chiselled prince coming to save her. It’s a wonder that the ancient story, and ancient 1877 choreography by Marius Petipa, is still beguiling audiences. But just like the most classic of fairy tales, the tale of the cursed princess remains a gesamtkunstwerk that will definitely pull on your heartstrings.

In a production first staged in 2018, ‘Swan Lake’ at the Royal Opera House is very much a trad ballet. It’s got all the things you’d expect – beautiful, featherlight swans moving in mesmerising unison, grand sets (designed by John Macfarlane), lavish costumes (a personal favourite was the Queen’s glittering black Victorian ball gown with an enormous bustle), and a bombastic Tchaikovsky score.""",
      source="https://timeout.com/london/dance/swan-lake-9-review", kind="news",
      note="trap: Swan Lake, Opera (Royal Opera House), staged, sets, score"),
    R("""Strong and Intense

Giuseppe Verdi's 'Attila',

opening La Scala's 2018-19 season,

enthralls GIUSEPPE PENNISI

La Scala's musical director Riccardo Chailly chose Verdi's Attila as the opening opera for the 2018-2019 season on 7 December, the date when Milan celebrates its patron, Saint Ambrose. This is always a major event in Italian musical and social life. The Head of State was in the central box and the political, cultural, financial and business life crowded the theatre...""",
      source="http://www.mvdaily.com/2018/12/attila.htm", kind="news",
      note="trap: La Scala (Scala), opera, box, Head"),
    R("""The opera season at La Scala will begin on December 7 with Don Carlo, which is "one of the great operas in the world repertoire," according to administrator Dominique Meyer, a sort of "Verdi Bible" in the words of conductor Riccardo Chailly. It's no surprise that this opera has already debuted at La Scala eight times. And the version chosen (Verdi made at least five) is the one written specifically for the Milanese theater in 1884. In summary, the inauguration will surpass all expectations, even if President Sergio Mattarella does not sit in the central box this year, as he did in previous years when he received standing ovations and requests for an encore from the audience as he was nearly at the end of his first term. "Problems with the agenda," Meyer said, "but the president has assured us that he will be back next year.\"""",
      source="https://www.9colonne.it/439893/don-carlo-sets-the-stage-at-la-scala-amidst-presidential-absence",
      kind="news", note="trap: La Scala (Scala), opera, version, box, encore (the ministers' paragraph end cut)"),
    R("""We began with a splendid tour of the opera house. Our guide was a very knowledgeable French lady, one of the La Scala vocal coaches, and she began by telling us some of company’s history. The first part of the tour took us into several of the 180 boxes surrounding the “horseshoe” of the auditorium, and the first one was a real treat, the Royal Box, just as glamorous and swell as you would expect it to be. We were taken into and out of other boxes and then led throughout the house, into the orchestra pit (being set up for the evening’s performance), and of course much attention was given to the backstage facilities. Given that La Scala has the largest stage of any opera house in Europe, there was much to see and to learn about.
When the tour ended, we discovered a special exhibition in La Scala’s museum. Called Franco Zeffirelli – The La Scala Years, the exhibition honored not only the centenary of the great designer’s birth but his many years working with La Scala in some twenty-one productions. We knew Zeffirelli’s work well in New York, for he created eleven productions at the Met, with two of them (La Bohème from 1981 and his Turandot from 1987) still with us and both continuing to be greatly popular to Met audiences.""",
      source="https://guysblog.smr-knowledge.com/milan-a-visit-to-la-scala-in-brief/", kind="blog",
      note="trap: La Scala (Scala), opera, boxes, pit, stage, Met"),
    R("""There are many touching and special things to come out of this tragic time. This is one of them. Babel was written and cast before the pandemic hit, which resulted in the cast having to travel back to various parts of the world during the rehearsal and filming process. Despite this, these acting students from ArtsEd tackle this powerful and necessary piece with momentum, showing how resilient our industry is in these testing times.

Lucy Chau Lai-Tuen’s script unravels many opinions on race, politics and equality in Britain. The set-up is exciting and engaging, with an opening prologue montage introducing the characters and themes of the piece. The montage of videos lays out a consistent aesthetic, not only engaging with the performativity of the online space, but also with the character’s situational circumstances. These include a Youtube channel, Facetime calls, vlogs and home videos.""",
      T("FaceTime"),
      source="https://www.the-crumb.com/post/review-babel", kind="news",
      note="mixed: Babel, cast, script, testing, race -- traps; the play is made of Facetime calls, the video-call app "
           "named: FaceTime labelled; a Youtube channel is a site's channel, not labelled"),
    R("""Bitingly clever, seriously funny, and intriguing from start to finish, Jacqueline Goldfinger's dark comedy Babel is exactly the sort of well-executed science fiction theater that can change your perspective forever. Goldfinger is a Philadelphia native and she has found an ideal platform for her world premiere with director Deborah Block in the city's Theatre Exile. The four-person ensemble is remarkable, taking on complex roles with compelling authenticity. Babel may be set in the future, but the questions it asks about friendship, love, control and sacrifice are alarmingly relevant right now.

The biggest question Goldfinger's work asks is: If we choose not to make the personal sacrifices necessary to slow the pace of climate change now, what kind of sacrifices will our children's children be forced to make instead? Babel takes place one or two hundred years in the future, when Philadelphia has become a coastal city and the resources necessary for survival are scarce.""",
      source="https://talkinbroadway.com/page/regional/philly/phil480.html", kind="news",
      note="trap: Babel, platform, ensemble, control, resources"),
    R("""In its second production of the 2023 theatrical season, Redtwist Theatre presents the biting dramatic play Babel by Jacqueline Goldfinger.  It is the Chicago premier for the playwright, and what a premier it is.

Redtwist Theatre is a part of Chicago’s vitally important storefront theatre community. They’ve been doing quality work since 1994 under the name Actors Workshop Theatre. Having won seven Non-Equity Jeff Awards, Redtwist Theatre continues to grow on strong footing under the leadership of new artistic director Dusty Brown in Chicago’s historic Bryn Mawr district.

As a script, Babel has a lot going for it. It tackles questioning the ideals of when eugenics is appropriate for the betterment of society and when government interest in our bodies steps over the line.""",
      source="https://lifeandtimes.biz/2023/04/03/redtwists-dramatic-and-vibrant-babel-tells-haunting-tale-of-dystopian-society/",
      kind="news", note="trap: Babel, production, Actors, Workshop, script"),
    # ================================================================ fashion and jewellery
    R("""A Great Gatsby Wedding

I know, I know…Great Gatsby themed weddings are being done to death at the moment. But with the book being one of my all time faves, and the film due to be released on Christmas Day, I really just can’t help myself! I adore art deco styling and think it would be the period I would choose to land in, should a time machine make itself magically available.

The 1920s truly were a remarkable and fascinating period, and the story of Jay, Nick, Daisy and their assorted hangers on is not only captivatingly well written and clever, it is a truly intriguing story with many different layers.

And lets not forget this modern image of 1920s inspired glory – the great Kate Moss herself! Kate wanted her wedding to be “rock n roll Great Gatsby”, with “everything kind of dreamy and soft focus”. In fact, Jamie Hince tracked Kate down a ring that was the exact replica of Zelda Fitzgerald’s (author F. Scott Fitzgerald’s troubled wife).”""",
      source="https://acastoftwo.wordpress.com/tag/champagne-saucer/", kind="blog",
      note="trap: Gatsby, time machine, layers, focus (the photo credit lines cut)"),
    R("""The Great Gatsby

First there was the novel.

From the Wikipedia entry:
The Great Gatsby is a novel by the American author F. Scott Fitzgerald. First published in 1925, it is set on Long Island's North Shore and in New York City from spring to autumn of 1922.

The Roaring Twenties was a time for women to let their hair down and have a lot of fun drinking, dancing, smoking, and staying out late on the arms of their gentleman friends. It was a time of great style. The 20's gave us some great fashion that is still worn today.

Daisy's jewelry is from a long gone era but it still lives today in my designs. This is a long pearl necklace with four strands of glamorous white pearls and a Napier gold chain. A bold encrusted medallion with vintage jewelry, looks like it came out of the 20's. I can picture Mia wearing this one.""",
      source="http://vintelegance.blogspot.com/2011/08/great-gatsby.html", kind="blog",
      note="trap: Gatsby, spring, pearl, chain, Wikipedia (a site) (the film summary cut)"),
    R("""Art Deco jewelry is characterized mainly by bold outlines, geometric and zigzag forms, abstract patterns and a diverse combination of colors. Platinum was used extensively to create lighter, airier pieces because its great strength requires less metal to hold a gem securely. It was often set with diamonds, some fashioned into new, unusual shapes such as triangle, trapezoid and half-moon to augment larger diamonds or to create intricate mosaic-like designs.

Colored gemstones were also in greater use, particularly ruby, sapphire and emerald. Other gemstones such as aquamarine, citrine, garnet and peridot were also popular and typically cut into geometric shapes such as the square and rectangular emerald cut. There was also widespread use of coral, jade and black onyx.""",
      source="http://www.lj24magazine.com/article/article_000367/1.aspx", kind="news",
      note="trap: ruby, gem, sapphire, emerald, jade, onyx, patterns, metal (the bridal-gown opening cut)"),
    R("""Nothing screams Deco decadence and the world of Gatsby and the flapper girl more than the 1920s.

But for most people wealth and grand show was a thing of the past. World War I had been devastating and women had achieved more practicality in their dress with the decline of tight corsets and flowing skirts.  It took much longer for this glamour to reach England, but the Americans were the greatest possible party people.

Most people couldn’t afford diamonds, pearls and tiaras; it was no longer fashionable to show what you could afford and wear the full parure - now you could wear beads, early plastics and Bakelite, crystal, marcasite, jade.""",
      source="https://www.timelessvintagejewels.co.uk/decadent-20-s", kind="blog",
      note="trap: Gatsby, crystal, pearls, jade, show"),
    R("""The Vitality of Ruby and Jasper

July’s heat is heavy, but it’s that slight breeze when a cloud crosses the clear sky or the snap of cold from a stream that brings a sense of vitality and almost renewal in these sweltering temperatures. That same vitality and strength are present in July's birthstones; Ruby and Jasper.

Ruby’s deep faceted red is softened by light-scattering inclusions giving it an almost unearthly red glow. Ancient Indians noted the ruby’s otherworldly features calling it the “king of precious stones” for its rarity, hardness (second only to diamond), beauty and seemingly mystical powers.

Ruby's strength and power (it's name literally derived from the Latin word ruber, meaning “red” – the color of love and passion) are perfectly balanced by its counterpart, Jasper.

A grounding and nurturing mineral, earthly Jasper is detailed and unique due to the organic material contained inside, which often oxidizes during formation to complete interesting arrangements.""",
      source="https://dillonrose.com/blogs/news/the-vitality-of-ruby-and-jasper?page=41", kind="blog",
      note="trap: Ruby, Jasper, cloud, stream, snap, diamond"),
    R("""Where Do Rubies Come From?
The gem’s name has some interesting meanings in different languages. Ruby’s name comes from the Latin word “ruber,” which means “red”. The Sanskrit word for Ruby is Ratnaraj, which translates to “king of gems”. The mineral that makes up rubies is called Corundum. Trace minerals found in the gems’ crystal structure are responsible for the variations in color. The trace mineral that gives ruby its deep red color is chromium.

Throughout the course of history, the ruby became one of the most sought-after gems of the upper classes in the Western world. Today, the mineral is still very admired, often commanding the highest per-carat price of all colored gems.""",
      source="https://www.josephgann.com/blog/birthstone-series-julys-ruby/", kind="blog",
      note="trap: Ruby, gems, crystal, chromium, trace"),
    # ================================================================ pets and vets
    R("""Adoption of Django

We had another leaver today! This time it was Django, a dog of some six months who was brought in for rehoming on Saturday. The person bringing him in had found him a month earlier and decided that dog-ownership was not for her. It didn’t take long for him to find a new home, however. Let’s hope his previous owner was not looking for him, although no one has signalled such a dog as being missing to the refuge or to the other internet sites.

The observant amongst you may wonder if Django is a categorised dog. Well, the answer is we don’t know as yet. The official “diagnosis” of breed cannot be made until a dog is 8 months old. So Django’s new family has to be prepared for him to be officially labelled a “dangerous dog” in a couple of months when this boy is fully grown.""",
      source="http://dogrescuecarcassonne.co.uk/adoption-of-django/", kind="blog",
      note="trap: Django (a rescue dog), internet sites, observant, labelled"),
    R("""Django’s Legacy

Family Honors Beloved Pet with Free Adoptions

The saying “dogs are a man’s (or woman’s) best friend” is what inspired a family to give the gift of friendship to others. After losing their dog, Django, her owners—former County residents—donated funds to cover the adoption fees for all Williamson County Regional Animal Shelter pets who found their forever homes January 22-24.

Django’s family adopted her in 2011 from WCRAS and wanted to give back to honor their beloved pet after her recent passing. Thanks to their generosity, and Django’s memory, the shelter adopted out 33 animals.

Django’s time with her family was an adventure, full of hikes, camping, and beach trips. “When we adopted Django, she had been adopted once before and returned to the shelter for being overly active, so we knew what we were getting ourselves into,” says Django’s owner, who wishes to remain anonymous.

Django’s veterinarian said she had so much energy she looked like she could run to Dallas and back.""",
      source="https://georgetownviewarchive.com/djangos-legacy", kind="news",
      note="trap: Django (a shelter dog), Legacy, memory, shelter, run"),
    R("""After Buster left us last winter, we were just a couple of broken hearts wandering around.

Of course as time marches past you, you feel better and finally do stop crying. But even after the spring and summer have come and gone and you are happy and laughing again, there is still a place just big enough for a small dog to fit.

Enter Django. Or Bo Jangles as my dad calls him, or DejaVu as my mom calls him; or Niko, Stich or Rothko as he was known in his foster homes and at the shelter where he was picked up as a stray.

We were going to name him Vincent, as in van Gogh because he is missing a bit of ear....

But in the end we decided on Django, and then it was confirmed when we saw his little feet. He has 'high toes' and his front feet look just like Django Reinhardt's right hand....""",
      source="https://raveonstudio.blogspot.com/2014/09/", kind="blog",
      note="trap: Django (the dog, named after Django Reinhardt), spring, Buster, shelter"),
    R("""I named him Django as it seemed fitting for a dog that was once a slave in one way or another.

It became evident that he was a well trained boy. He knew all obedience commands and learned new things rapidly.

I began the journey of dragging my Django boy to event after event. I’d sit patiently with him trying to convince people to look at him and give him a chance. You see black dogs take 3-4 times as long to be adopted. He also had his age (guessed around 10) to be another factor working against him.

After three months and almost no interest I couldn’t take it anymore. This boy had worked his way in my heart. I’m told that he sits patiently waiting for me at the window each time I leave the house.

In February 2015 Django was welcomed to his forever home – mine!""",
      source="http://rescuedogsmovie.com/rescuestories/django-unchained-that-is/", kind="blog",
      note="trap: Django (a rescue dog), slave, commands, event, window (the rescue story's opening cut)"),
    R("""Django’s backstory is a bit of a mystery.  He was picked up as a stray in the Detroit area, spent some time in a shelter, and finally was brought in as a foster by the Almost Home rescue organization.  He weighed less than 30 pounds, and his dark red coat was sun-bleached almost blonde in places, meaning he must have spent a lot of time outside.

He was lucky to go home with a very loving foster mom who saw what a special guy he was, and wanted the very best for him.  She brought him to a companion obedience class being taught by our flyball teammate, Karen, who was impressed that this little stray was so biddable, quick-learning, and eager to please.  Karen suggested that his foster mom bring him to our flyball practice that weekend.

When Django walked in the door, our eyes met and he grinned at me, and I knew he was going to be ours.  It was love at first sight.""",
      source="http://reddogblues.blogspot.com/2010/11/django-day.html?showComment=1289833145461", kind="blog",
      note="trap: Django (the writer's dog), class, shelter, foster"),
    R("""Ruby had always been prone to congestion, and she was very sneezy. But on Monday night, when she started meowing more loudly than usual and breathing through her mouth because her nose was so stuffed up, I decided she probably should be looked at. So on Tuesday morning, I made an appointment at the vet and took her in. On Monday night, Dan had researched her symptoms and seemed to think she had an upper respiratory infection. So I was kind of expecting to leave the vet with some antibiotics. Well, the doctor found other stuff. First of all, she noticed Ruby's terrible teeth (which, oddly enough, have always been a problem) and said that most likely the infection had spread to her sinuses.""",
      source="http://erinjustwrite.blogspot.com/2009/03/sweet-ruby.html", kind="blog",
      note="trap: Ruby (a cat), doctor, stuff"),
    R("""Ruby managed to defeat operation number four, so the Dr. Kurose asked us to take her to the specialist—I forget his name at the moment—at the animal hospital here in Norwalk. So, we did, and he recommended one more go at it as soon as possible.

She went in January 5th, and we picked her up today.

According to the docs, the surgery went well. She goes in January 11 to get her bandages/cast checked and/or changed, then gets the cast removed on January 14. It will take about six weeks for the knee to heal.

This time, Ruby has a lovely chartreuse cast. It goes well with her red fur. (click to enlarge)

Posted by .(JavaScript must be enabled to view this email address) on 01/06/11 at 01:00 PM
Commenting is not available in this weblog entry.""",
      T("JavaScript"),
      source="https://www.leefleming.com/index.php?/weblog/comments/operation_number_five_and_final_we_hope/",
      kind="blog",
      note="mixed: Ruby (a dog after knee surgery), go, docs, cast -- traps; the weblog's footer says JavaScript must "
           "be enabled to show the address: JavaScript, named as software, labelled"),
    R("""Remembering Ruby: That Time When Ruby Went to the Dentist

Allegra has completely recovered from her visit to Animal Dentistry and Oral Surgery – in fact, about 36 hours after having most of her teeth extracted, she acted like nothing ever happened! It’s remarkable how quickly cats bounce back from what I would consider major surgery. Granted, she had some really good pain medication for the first few days, but it still seemed miraculous to me just how quickly she was back to normal.

I couldn’t help but think back to the time when Ruby went to the dentist in 2017. She had all her teeth extracted at the time, and like Allegra, she recovered just as quickly.""",
      source="https://catsinsiders.com/2021/11/10/remembering-ruby-that-time-when-ruby-went-to-the-dentist/",
      kind="blog", note="trap: Ruby (a cat), extracted, bounce"),
    # ================================================================ farms and vineyards
    R("""Price of Lamb Lambing time covers a good part of
winter and spring and it has already started. The first lambs on the farm nearest to as were four or five days old when the snow came, but the cold weather had been forecast and the flock, like most flocks round about, was folded close to the farm buildings and sheltered with straw bales. Newly born lambs seem to be such shaky, fragile creatures, but their capacity to survive is often quite astonishing and I have seen the most sickly youngsters making their way at the heels of their mothers in appalling conditions. It is, however, a sad truth that losses at lambing can be heavy, even though the average shepherd looks after his flock with a devotion that has to be witnessed to be understood, and if lamb is dear at the shop a high price has already been paid for it in labour and physical hardship.""",
      source="https://archive.spectator.co.uk/article/28th-january-1955/14/price-of-lamb-lambing-time-covers-a-good-part-of",
      kind="prose", note="trap: spring, lambs, flock, shepherd, bales"),
    R("""It is lambing season here on our farm. Half our ewes have lambed out already and we are waiting on the other half. One of the things I enjoy most about sheep farming is going down to the barn first thing in the morning and directly after work to check for new lambs on the ground. So far, our sheep have thrown us lambs nearly once a day for the past two weeks. Some days we'll even have more than the one mom lambing. Unfortunately, however, our lambing rate has only been 1.26. Very disappointing. We're hoping that improves with the remaining half of the ewes waiting to lamb.
That does not diminish how dang cute they are though. A couple photos from the barn.
Remember our bottle lambs from last spring?
This is them now.
Or at least two of them. The ram lamb which we had wanted to use as a future breeding ram, turned out to have an overbite. Not a flaw you want to potentially pass down to your lambs. It also caused him to take longer to gain weight. When he was big enough, we sent him to market. But the girls have turned out very well and we put them in with one of our breeding rams last month so fingers crossed they took.""",
      source="http://farmerpeg.blogspot.com/2017/01/lambing-season.html", kind="blog",
      note="trap: spring, lambs, ram, bottle, market, thrown"),
    R("""Brent Amos, winemaker at 3,000-case Las Positas Vineyards in California’s Livermore Valley said Oct. 10 that although only half the fruit was in, he expected 90 tons compared to just 37 tons in 2015. He called quality promising, following a fairly mild year that was generally cooler than usual, which allowed nice, even ripening. Cold overnight temperatures helped fruit to retain more acid.

Las Positas started picking Chardonnay on Aug. 30, five days later than in 2015. Amos expected to finish harvest the last week of October. Although bud break was one of the earliest on record, the later finish for crush is more typical.

Dane Stark, winemaker and proprietor of 3,300-case Page Mill Winery in Livermore, termed the 2016 a relief and a return to normal. “Yields are back up, heat stress is down, and vineyards are more balanced in overall health than the past few years, providing more normal chemistry at the crush pad,” he said. Quality looks exceptional, with white varieties more balanced than he’d seen in a decade, and very promising flavors for red wines.""",
      source="https://winesvinesanalytics.com/news/article/175730", kind="news",
      note="trap: harvest, vineyards, Yields, break, crush, case, Chardonnay"),
    R("""Harvest 2014
"The "Big Dog's" Annual Harvest Report"

One of my very favorite seasons and time of the year is now upon us in California!

The 2014 harvest in beautiful Sonoma County and Napa Valley is currently in full swing!
With this years harvest being one of the earliest on record, coupled with the "shaky start" some of our winery friends experienced  due to Mother Nature's recent earthquake, this years beginning to the harvest season has been a bit unusual. However, as determined, passionate and industrious as grape growers and wine producers are, they took these unusual developments in stride, cleaned up after the earthquake and began to, like each and every year, begin their amazing work of harvesting some of the worlds greatest wine grapes.

As I stated earlier, this years harvest is one of the earliest on record. In general, growers are reporting that this years harvest schedule is on average at least two weeks ahead of years past. In addition, growers had to deal with a hot, dry Summer in the vineyards this year that helped contribute to this years early harvest times.""",
      source="http://thebigdogsblog.blogspot.com/2014/09/", kind="blog",
      note="trap: harvest, grape, wine, swing, schedule, Report"),
]
