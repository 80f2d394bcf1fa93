"""Prose of the twenty-fifth fresh held-out set ("fresh-25"): sport, sky-watching, myth, gardens, books, football,
kitchens, families and business news, full of words that are also tool names -- spring training in Phoenix and Jupiter
(Fla.) and the Grapefruit League (three times), the Houston Rockets against the Kings, Bulls, Warriors at Oracle Arena
and the Thunder (five times, one with the Orlando Magic and the Miami Heat), Apollo 11 with Saturn V, Gemini and the
Mercury 7 (twice), Mercury the planet beside Jupiter and Saturn (four times), Atlas and Prometheus, Helios with
Apollo and Io, panda cubs and panda cams (twice), grapes pruned in spring (three times), Kafka's Trial (twice),
Gatsby and the Jazz Age (three times), Crystal Palace at Selhurst Park (twice), ruby and tawny port in cherry sauces
(three times), pickles in mason jars (three times), the Tower of Babel, spring cleaning of windows and blinds with
Method and Swiffer (five times), saturated rusts in autumn woods, and Oracle's quarterly results. Named as software:
the video-call apps of families in lockdown (Zoom three times, FaceTime twice, WhatsApp, Skype) and Microsoft's Azure
cloud in one Oracle report; Facebook, as a site, and Oracle, Microsoft and Google, as companies, are not labelled.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a paragraph or a few)
and labelled by hand without running the extractor, by the earlier sets' conventions (``--split fresh-25``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ================================================================ sport
    R("""Pitchers, catchers report to camps

New Marlins manager Mike Redmond arrived at his office at 5 a.m. Monday ready to go long before the Florida sun was shining, his thoughts already on a date 254 days from now: Game 1 of the World Series.

Ah, spring training. When all 30 teams are contenders.

"Everybody's excited," Redmond said in Jupiter. "Obviously, we've got a tremendous opportunity for guys in this camp and I think everybody realizes that. It's a fresh start."

From a chilly and damp Phoenix, Ariz., to balmy Kissimmee, Fla., pitchers and catchers for 10 teams reported to training camp Monday, taking physicals, meeting new teammates and, in some cases, managers and coaches.

The pop of fastballs in mitts, they could be heard, too.

Many eager players have been working out "informally" for weeks on minor league fields - position players don't report for several more days, and all teams will be in full swing by the weekend.

In Kissimmee, Fla., the Houston Astros began their first day in the bruising AL West. One of the most inexperienced teams in baseball will wear fiery orange practice hats and jerseys that evoke the orange rainbow stripes of a better time for an organization that lost more than 100 games each of the past two seasons.""",
      source="http://www.newstribune.com/news/2013/feb/11/pitchers-catchers-report-camps/", kind="news",
      note="trap: spring training, Phoenix, Jupiter, swing (the Derek Jeter paragraphs cut)"),
    R("""Today arrived what some baseball fans consider the real first day of spring.
The first pitchers and catchers reported to spring training.
Twelve teams required their batteries to be in camp: the Cubs, Reds, Rockies, Royals, Angels, Giants and Mariners in Arizona; the Orioles, Yankees, Phillies, Pirates and Cardinals in Florida.
No official workouts were held. Almost every team has its players report the day before the first workout -- to undergo physicals, get equipment in order, check in to team hotels or dorms, kind of first-day-of-school stuff. For some reason, the Mets report two days before their first workout.
Pitchers and catchers will continue to report to other teams every day until Monday, Feb. 22. That's when the Indians will be the last to require players to report before pitching and catching in cages.
Some pitchers may report on time, but not be ready to pitch. For example, Red Sox RHP Daisuke Matsuzaka's throwing will be delayed because he has a sore upper back. Royals RHP Zack Greinke will miss some time after having two teeth pulled.
The Braves don't expect RHP Jair Jurrjens to pitch for a while. He underwent an MRI exam on his shoulder, and was encouraged by the results.""",
      source="https://thefantasyscout.blogspot.com/2010/02/pitchers-and-catchers-reporting.html", kind="blog",
      note="trap: spring, spring training, batteries, cages (a few injury lines cut)"),
    R("""Many professional pitchers and catchers reported to spring training Wednesday ahead of the 2020 MLB season. The rest will report to training by the end of the week.

Full squads will be at training by Feb. 17 or 18.

There are two spring training leagues, which each have half the major league's 30 teams.

Fifteen teams are part of the Cactus League in Arizona, and the other half participate in the Grapefruit League -- located here in Florida. In the Sunshine State state, 12 teams are based near the coastlines -- and three are in the center of the state.""",
      source="https://www.wtsp.com/article/sports/mlb/mlb-spring-training-2020/67-16f1d9fa-fee2-47da-a1d4-0fb03db3dc0c",
      kind="news", note="trap: spring training, Grapefruit League (grape)"),
    R("""Rockets survive sloppy fourth quarter, beat Kings 113-104

SACRAMENTO, Calif. (AP) One week after setting a franchise record by coming back from 25 point down to win, the Houston Rockets nearly went the other way after taking a big lead against Sacramento.

Like it has much of the season, Houston's defense made the difference down the stretch when the Rockets offense went silent.

James Harden scored 34 points, Russell Westbrook had 28 and the Rockets overcame one of their worst fourth quarters of the season to beat the Kings 113-104 on Monday night.

Clint Capela added 15 points and 14 rebounds as the Rockets won their seventh straight on the road.

It didn't come easily.

Two weeks after losing to the Kings on Nemanja Bjelica's buzzer-beating 33-footer, the Rockets squandered most of a 25-point lead before holding on at the end.

That was in stark contrast to Houston's win over San Antonio on Dec. 16 when the Rockets rallied from down and beat the Spurs 109-107.

De'Aaron Fox tied his career-high of 31 points and had nine rebounds and six assists for Sacramento.""",
      source="https://www.cbssports.com/nba/gametracker/recap/NBA_20191223_HOU@SAC/", kind="news",
      note="trap: Rockets, Kings, Spurs, Fox (the players' quotes cut)"),
    R("""Rockets pull away in fourth quarter to defeat Bulls

HOUSTON -- Rockets shooting guard James Harden and his All-Star counterpart with the Bulls, Jimmy Butler, had levied rousing haymakers in successive quarters that left the door open for one or the other to deliver the decisive blow with the game on the line in the final period.

Instead, it was the Rockets bench that knocked the Chicago Bulls into the ropes, sparking the breakaway rally in the fourth quarter in the Houston Rockets’ 101-90 victory on Wednesday night at Toyota Center.

Houston (34-15) opened the final period with a 13-0 blitz before Butler sank two free throws with 7:52 left. The Rockets’ surge, largely a product of transition offense, bumped their lead to 88-70 -- a deficit too large for Chicago to overcome, even with a late push into single digits.

“That’s the way we play when that group is in,” said Rockets forward Trevor Ariza, the lone starter playing alongside guard Jason Terry, swingman Corey Brewer, and forwards Josh Smith and Terrence Jones. “If you get it off the (defensive) board, you just go with it and find the open man because we all can make plays, we all can dribble the ball up the court, and our basketball IQ is pretty good.”""",
      source="http://www.reuters.com/article/bkn-bulls-rockets-writethru-idUSMTZEB25A4K2XC20150205", kind="news",
      note="trap: Rockets, Butler, Toyota, go, transition"),
    R("""Trouble in Oakland? Rockets Use Big Fourth Quarter, Beat Warriors at Oracle

After falling down 12-0 early on in Game 4, the Houston Rockets looked down and out of this game. It took until 6:42 remained in the first for Houston to finally get a basket to fall, but they continued to fight back. Overcoming a surge by the Golden State Warriors in the third, Houston gutted out a 95-92 win on the road in Oracle Arena.

In doing so, the Rockets kept themselves in the series, tying it at two a piece headed back to Houston, reclaimed home-court advantage, and ended the Warriors 16-game win streak at home in the playoffs which dated back to the beginning of last year's playoffs. Now with the series shifting back to Houston, can Golden State steal another win on the road or are they in danger now of losing the series?""",
      source="https://www.sportsblog.com/mtvhottakes/trouble-in-oakland-rockets-use-big-fourth-quarter-beat-warriors-at-oracle/",
      kind="blog", note="trap: Oracle (Oracle Arena), Rockets, Warriors"),
    R("""Surging Rockets win four straight; Cavs extinguish Heat

MANILA, Philippines – The Houston Rockets continued their climb out of the cellar with their fourth straight win, sweeping the Oklahoma City Thunder in their back-to-back matchups, 114-110, on Wednesday (Thursday, Manila time).

After trailing for most of the game, the Rockets turned the tide in the fourth quarter where they outscored the Thunder 41-29 to continue their streak.

Elsewhere, the Cleveland Cavaliers earned their third straight win after clipping the shorthanded Miami Heat, 111-85.

In the other games, the Atlanta Hawks edged the Indiana Pacers, 114-111.

The Orlando Magic, for their part, nipped the Denver Nuggets, 108-103, in Aaron Gordon's first game back in Orlando.

Meanwhile, the Washington Wizards beat the Minnesota Timberwolves, 115-107.

The Boston Celtics and the Milwaukee Bucks also took close wins over the Philadelphia 76ers and the Charlotte Hornets, respectively.""",
      source="https://www.philstar.com/sports/2021/12/02/2145257/surging-rockets-win-four-straight-cavs-extinguish-heat",
      kind="news", note="trap: Rockets, Thunder, Magic, Hornets, Wizards (a few lines on players cut)"),
    R("""After dropping their fourth-straight game, is it time to worry about the Houston Rockets?

The Houston Rockets slumped to their fourth straight defeat and fifth in six games after surrendering a 17-point lead to the Oklahoma City Thunder.

OKC piled on the points in the fourth quarter, outscoring the Rockets 41-20 to pull off a monster comeback and secure a 112-107 win.

After today's loss, the Rockets now sit just two games ahead of the Thunder in the sixth seed in the Western Conference standings.

Thunder's monster fourth quarter

The Rockets will want this one back.

Behind the play of Russell Westbrook, they built a 100-85 lead with 7:18 remaining in the fourth quarter. The Rockets looked on track for a bounce back win to end their three-game skid, but then Danilo Gallinari and the Thunder happened.

Gallinari powered a 13-0 run to cut the deficit to just 100-98 with 4:27 to go and from there, the momentum was all OKC's.""",
      source="https://sportingnews.com/au/nba/news/oklahoma-city-thunder-comeback-win-houston-rockets-chris-paul-russell-westbrook-james-harden/1n7n5xzq9erxi1nc0jgmdxq9ny",
      kind="news", note="trap: Rockets, Thunder, run, go"),
    # ================================================================ space and myth
    R("""On July 20, 1969, Apollo 11 astronauts Neil Armstrong and Buzz Aldrin made history, becoming the first men to set foot on the moon.

In honor of the 50th anniversary, space junkie Tim Walters, video strategist with the USA TODAY Network-Florida, has compiled Apollo moon program and moon landing trivia. Answers appear at the bottom of this story.

1. What if?

When it came to assigning astronauts to their Apollo missions, it was determined that a backup crew would be the primary crew for the mission three flights later. So, the backup crew on Apollo 8 was chosen to be the primary crew for Apollo 11. Neil Armstrong was not initially on the Apollo 8 backup crew, but a delay in hardware led to a shuffle of backup crews. Had the missions stayed as planned, who might have been the first moon walker instead of Neil Armstrong?

3. Name that name

Edwin “Buzz” Aldrin’s mother Marion had an apt maiden name before marrying Edwin Sr. What was her maiden name?

a. Apollo

b. Saturn

c. Thrust

d. Moon

4. I choose you

Apollo crews were chosen by the senior manager of the astronaut office, who happened to be one of the original Mercury 7 astronauts. Who was that person?""",
      source="https://www.floridatoday.com/story/tech/science/space/2019/07/22/moon-landing-trivia/1675760001/",
      kind="news", note="trap: Apollo, Saturn, Mercury 7, hardware (the answer choices of question 1 and question 2 cut)"),
    R("""Today, Saturday marks the 55th anniversary of Apollo 11's landing on the moon, led by astronauts Neil Armstrong and Buzz Aldrin. The Apollo 11 spacecraft was launched aboard the Saturn V rocket at 9:30 AM on July 16, 1969. On July 20 of the same month, exactly 55 years ago, the Apollo 11 mission became historic, as humanity succeeded in standing and walking on the moon for the first time.
The mission was commanded by astronaut Neil Armstrong, with participation from astronauts Edwin Aldrin, the lunar module pilot, and Michael Collins, the command module pilot. Armstrong and Aldrin amazed the world at the time when they appeared on television bouncing on the moon's surface, a moment watched by about 600 million people worldwide.
Michael Collins: Born in 1930 in Rome, Italy, he was a pilot in the U.S. Air Force before joining NASA as an astronaut. He flew on two space missions, first on Gemini 10 and then, most famously, on Apollo 11, which was the first mission to land on the moon.""",
      source="https://waradana.com/english/article/173969-55-years-since-apollo-11-landed-on-the-moon", kind="news",
      note="trap: Apollo, Saturn V, Gemini, module (the flag paragraph cut)"),
    # ================================================================ zoos
    R("""First glimpse of zoo’s giant panda cub

(CNN) The San Diego Zoo Global Wildlife Conservancy is dedicated to bringing endangered species back from the brink of extinction.

They got a little closer to that goal yesterday when a 20-year-old giant panda gave birth to a cub.

Zookeepers watched via a closed-circuit camera mounted inside the birthing den

The zoo says it’s the sixth giant panda cub born there.

No other breeding facility outside of China has delivered more.

Bai Yun gave birth to all six.

And zookeepers are proud of her.

“It was very exciting, but it was a quiet excitement, because we didn’t want to stress out our new mother,” Jessica Becerra, Sr. Panda Keeper at the zoo, said. “And we heard the baby cry for the first time so it was very exciting to hear and know that everything was OK.”

Zookeepers won’t know the cub’s gender for about two months.""",
      source="https://www.wtvr.com/2012/07/31/first-glimpse-of-zoos-giant-panda-cub", kind="news",
      note="trap: panda (pandas), camera, delivered"),
    R("""Giant Panda Cub Brings Smiles to Smithsonian's National Zoo

There was excitement in the air on Friday, August 23 at the Smithsonian's National Zoo. The zoo's panda team watched the panda cam anxiously as Mei Xiang, the zoo's female panda, went into labor around 3:36 pm. After two hours, at 5:32 pm, she gave birth to a cub! Viewers heard the cub vocalize and caught a quick glimpse before Mei Xiang immediately began cradling it. The cub had its first neonatal exam on Sunday morning. It appeared robust, active and a healthy shade of pink. The cub weighed 4.8 ounces (137 grams) and is nursing and digesting successfully. At the time of the exam, it had a full belly.

“I’m glued to the new panda cams and thrilled to hear the squeals, which appear healthy, of our newborn cub,” said Dennis Kelly, director of the Smithsonian’s National Zoo. “Our expansive panda team has worked tirelessly analyzing hormones and behavior since March, and as a result of their expertise and our collaboration with scientists from around the world we are celebrating this birth.”""",
      source="https://zooborns.typepad.com/zooborns/panda/page/4/", kind="blog",
      note="trap: panda, panda cam (a zoo webcam, no product named)"),
    R("""In Greek mythology, the Titans ruled the Earth before the Olympians overthrew them. After ten years, Zeus, the head of the Olympians, defeated his father, Cronos, the leader of the Titans. Atlas led the Titans to defeat against Zeus. His brother Prometheus sided with Zeus.
When the Olympians won the war, Zeus punished Atlas, a selfserving protector of the status quo, by making him hold up the world. Prometheus was delegated by Zeus to create man. And since then, he has always been known as the protector and benefactor of humanity.
Prometheus gave mankind many gifts, including fire, which he stole from Zeus—and for which he was severely punished. But he never forsook humankind or gave in to Zeus.
Eventually, Prometheus was freed from his punishment. Atlas never was.""",
      source="https://trantor.is/content/8OTmOD5XuOLKvOPA/chapter_18094.html", kind="prose",
      note="trap: Atlas, Prometheus (the Titans)"),
    R("""Image of the crescent Moon and Pleiades star cluster by philliefan99.Once these pesky rainclouds clear out — they should by Wednesday — take a minute to enjoy a fantastic show at dusk. Venus and Mercury, the two planets closer to the Sun than Earth, are both visible about a half an hour after sunset right now. Sky and Telescope has a good visual, with Mercury trailing Venus to the lower right in the western sky. Wait until next Saturday to see them closest together in the sky.
For best viewing, you should try to find a clear line of sight to the western horizon. Because Mercury orbits so close to the Sun, we never see it very high in the night sky, when we can actually see the small, rocky planet. In our view this week, Venus is actually 50 million miles further away than Mercury, but will appear much brighter due to its gaseous (and thus, reflective) atmosphere, bigger size, and current location in its orbit (did you know Venus has phases?). The Venus-Mercury sight is a nice treat and won’t last long — Mercury’s orbit around the Sun is only 88 days, so it’ll be heading back into the glare of the Sun soon.""",
      source="https://dcist.com/story/10/03/28/look-up-whats-in-the-sky-this-week-9", kind="news",
      note="trap: Mercury (the planet), Pleiades, Sky and Telescope (a magazine)"),
    R("""Watch this week as Mercury appears to dance close to Jupiter and Saturn

Greetings everyone and welcome to another wonderful year of stargazing at some of the best and most beautiful skies in the whole world!

Sky gazing this year will be interesting. We’ll have the Magic Half Hour when you can see eight of the 10 brightest stars, the three most famous constellations and the largest and smallest constellations all at the same time.

But one thing we won’t have, at least in the first half of the year, is multiple planets in our evening sky. Mars is up there right now, but by the end of January, except for the occasional pop-up appearance of Mercury, Mars will be our only evening planet until next August.

And as you watch them this weekend, you might notice something rather strange. Another ‘star’ appears below them and draws closer and closer to them. Since stars don’t move like that, you will probably realize that Mercury is making one of its pop-up visits this week. Mercury makes its closest approach to Jupiter and Saturn from our point of view on Sunday, but you can watch the planetary dance all weekend. Don’t miss it!""",
      source="https://www.guampdn.com/story/life/2021/01/08/watch-mercury-appears-dance-close-jupiter-and-saturn/4138065001/",
      kind="news", note="trap: Mercury, Jupiter, Saturn, Mars, pop-up (the grand-conjunction paragraph cut)"),
    R("""Stargazers: Mercury and Venus visible just after sunset

If you have a low horizon to your west, you may have already spotted a couple of bright "stars" appearing in that direction just after sunset. Well, those aren't stars, but planets.

After many months of seeing no planets in our evening sky, 2018 will give us quite a planetary show. Later this summer, Jupiter, Saturn and Mars will all make an appearance, but it all begins this month with Venus and Mercury at sunset.

For the next week or so, the planet Mercury will appear as a much fainter "star" just to the upper right of Venus. Don't be surprised if it appears to twinkle; the thick column of air through which its light must pass will do that even to a planet, despite what we might have learned in grade school.

If you've never seen Mercury, you're certainly not alone. Many stargazers, including the great 16th-century Polish astronomer Nicolaus Copernicus, have never spotted it. But since this week offers a great opportunity, now's the time to check out this elusive planet.""",
      source="https://www.berkshireeagle.com/stories/stargazers-mercury-and-venus-visible-just-after-sunset,534240",
      kind="news", note="trap: Mercury, Jupiter, Saturn (the paragraphs on Venus's phases cut)"),
    R("""Skywatch: All five 'naked eye' planets are visible this week

When skies clear out this week, you can take advantage and look for all five “naked eye” planets in the sky. Mars and Mercury will grace the evening sky. Look in the eastern sky after sunset for the pair. Mars will be higher in the sky and Mercury will be below and right of it. You’ll need a clear view of the horizon to see it.

The moon will be darkening through the week as well. The last Quarter Moon arrives on Tuesday morning at 6:28 a.m. Look for the half moon early. When you find it, look just below and left of it. Jupiter will be shining brightly and tough to miss.

Mercury will reach something known as greatest eastern elongation on Tuesday night. This is when the planet appears farthest from the sun as viewed from Earth. It will then begin its slow transition back to the morning sky in the coming weeks.""",
      source="https://www.10tv.com/article/skywatch-all-five-naked-eye-planets-are-visible-week", kind="news",
      note="trap: Mercury, Jupiter, Mars"),
    # ================================================================ gardens
    R("""It feels like we’ve got a nice start on pruning the grapevines – thanks to early snowmelt and a couple of nice days. While Stacy extricated one of our Reliance red seedless grapevines from a lilac at the corner of the house, I got the vines on top of the pergola cut back. A big part of the work this year will consist of installing new stakes and wires for training the other grapes. That will have to wait until the ground thaws – which may happen soon if the weather remains as warm as it has been.""",
      source="https://www.gentlemanfarmerinmaine.com/2020/03/09/pruning-the-grapevines/", kind="blog",
      note="trap: grapes, Reliance, training, stakes"),
    R("""You plant a grapevine, keep it watered, and it gives you juicy, crisp, sweet, pop-in-your-mouth grapes... so isn't that all there is to it?

Sort of.

You can leave it at that, but you'll have more grapes and less disease problems if you prune it right- which can mean removing up to 80% of the plant!

Pruning helps the vine get the light it needs, better airflow (which reduces disease), increases production, and gives you a better-looking plant.  See the video below to watch how to prune properly.

Or read this short pruning summary- less than 2 minutes to read-  including categories of grapes.  I discovered from this one that my Niagara grapevine, being less vigorous than many, should have 3 buds left on each spur (stub left on the main vine), rather than the 2 shown in the video below.

If you'd like to learn about all kinds of pruning for fruiting vines, shrubs, and trees, try the USU Extension Pruning handbook.  I have a hard copy of this same handout from when I took the Master Gardener course in about 1999.""",
      source="http://theprovidenthomemaker.com/1/category/pruning/1.html", kind="blog",
      note="trap: grapes, grapevine, production, Extension, handbook (the slide-show sentence and the forsythia post cut)"),
    R("""When pruning grapes, it is ideal to do it in the spring (February/March, or even as late as early April), because if done too early, a heavy frost in late winter can cause harm to the canes and buds.""",
      source="https://columbusblueberry.com/faq/what-is-the-best-time-to-prune-grape-vines.html", kind="other",
      note="trap: grapes, spring, canes"),
    # ================================================================ books
    R("""Kafka, Franz. The Trial. New York: Alfred A. Knopf, 1984.
Reason read: Czech Republic is lovely in September. Some say that is the best time to visit.
Where does Franz Kafka get his ideas? Everyone knows Metamorphosis and The Trial is no different. It has been made into theater productions, television shows and movies. Everything Kafka has ever written has been analyzed within an inch of its life so I will not be able to add anything new with my review of The Trial. In one sentence, The Trial is about a man on trial for an unknown crime. The end. Why Josef K was indicted is a mystery; why he was convicted is even more so. What is so haunting about The Trial is the tone of voice. The frightening subject matter is told in such a robotic, matter of fact manner. The outrage just isn’t there.
As an aside, I can remember reading this in World Lit class in college.
Author fact: Kafka studied law and received a degree in 1906.
Book trivia: The Trial was published posthumously.""",
      source="https://gr4c5.blog/2016/09/26/the-trial/", kind="blog",
      note="trap: Kafka, Metamorphosis (the BookLust line and a comment cut)"),
    R("""Franz Kafka?s masterpiece is a cautionary tale about the soul-crushing dimensions of the legal system. More allegory than story, this nightmarish parable makes being turned into a bug an improvement over what happens to Joseph K. on the day when officers of the court pay him a visit. Though they leave without ever charging or arresting him, they inform him that he is the subject of a legal proceeding where his guilt is certain. There is no actual legal trial in The Trial (spoiler alert), just the human trial of a man forever transformed by the grinding gears of the law. Joseph K. spends the novel desperately seeking an acquittal from a nameless crime while all of Prague becomes a prison on account of a legal proceeding that can't be stopped even though it has barely begun.""",
      source="https://thanerosenbaum.com/works/reviews/2011/08/", kind="prose",
      note="trap: Kafka, bug, proceeding"),
    R("""The Great Gatsby

The Great Gatsby - F. Scott Fitzgerald I can see how there is a lot that can read into this book, and why it is considered to be one of the greats. I appreciated the broken American dream motifs, and what while this was pretty central to the book, I didn't feel like it beat me over the head with the tragedy of it. Slightly understated is probably good in this regard.

I think Gatsby's longing for and failure to obtain Daisy is especially tragic since Daisy is such a despicable and wholly undesirable person. She isn't described as anything aside from wealthy and lazy. Even her voice is notable only for its quality of cash-like jingle. Gatsby falls for her for no apparent reason, and spends his life pursing wealth to impress her, only to lose his life because he wasn't willing to turn her for her despicableness.""",
      source="http://realityinabox.booklikes.com/post/954639/the-great-gatsby", kind="blog",
      note="trap: Gatsby, Daisy, lazy"),
    R("""The Great Gatsby

Name: The Great Gatsby

Author: F. Scott Fitzgerald

Pages: 180

Genres: Classic, Drama, Romance

Setting: Long Island, New York, 1922 (United States)

Opening Line: “In my younger and more vulnerable years my father gave me some advice I’ve been turning over in my mind ever since.”

Favorite Quote: “Gatsby believed in the green light, the orgastic future that year by year recedes before us. It eluded us then, but that’s no matter—tomorrow we will run faster, stretch out our arms farther. . .”

Rating: 5 out of 5

I have never read a book as amazing as The Great Gatsby. The story is all about Jay Gatsby’s life. It’s narrated by his only real friend and neighbor, Nick Carraway. Gatsby is a rich gentleman who is essentially fixated on Daisy Buchanan, an ex girlfriend from five to six years ago. After acquiring his wealth through mysterious ways, he does various things to catch Daisy’s attention. He buys a massive mansion across Daisy’s mansion on the other side of a lake. He starts to throw elaborate parties and live this extravagant lifestyle all in the hopes of winning Daisy back.""",
      source="https://fullofbooks.com/the-great-gatsby/", kind="blog",
      note="trap: Gatsby, run, Classic, Pages (an advertising line and the later paragraphs cut)"),
    R("""Book Review: The Great Gatsby

Nick Caraway has it right with Gatsby: “Three’s a rotten crowd . . . you’re worth a whole damn bunch put together.”
Nick talks of the napping, casual, superficial crowd which largely makes up the East Egg society. Three characters lodge at East Egg: Great Gatsby, his long, lost love Daisy, and her husband Tom Buchanan. The East Eggers are the haves. The West Eggers are the have-nots. How do Gatsby differ from the Buchanan’s? A gulf sets Gatsby’s world apart from Daisy's; new money stands apart from old money. Daisy puts it laymen’s terms, “Rich girls do not marry poor men.” The Prohibition era gives birth to the new riches —crap shooters, card-and-dice players who find new ways-and-means to make money stridently staining red marks on the satin cloaks and fashionable garbs on who is who of high society. Readers get a good sense of the Jazz Age; elements like flippers and bootleggers play up to an old American culture.""",
      source="https://handniche.blogspot.com/2021/02/book-review-great-gatsby.html", kind="blog",
      note="trap: Gatsby, Jazz, Prohibition"),
    # ================================================================ football
    R("""Five Key Moments: Crystal Palace

Brighton & Hove Albion fell to a narrow 3-2 defeat to Crystal Palace on Saturday afternoon at Selhurst Park, with all five goals coming in the first half.

The hosts had taken a two-goal lead until Glenn Murray halved the deficit, before Wilfried Zaha headed the home side another, only for Jose Izquierdo to get himself on the scoresheet before the break – we’ve picked out five key moments of a dramatic contest.

FAST HOME START

The hosts made a quick start to the game and found themselves two goals ahead inside the opening 14 minutes of the contest.

Wilfried Zaha poked in from close range following a corner, before James Tomkins fired home through a crowd of bodies 11 minutes later in a tough start to the game for Chris Hughton’s side.

MURRAY NOTCHES

Albion’s top scorer this season grabbed his 14th goal in all competitions for the campaign in the opening period of the game.

Lewis Dunk headed a Pascal Gross corner towards the far post, and the forward volleyed into the roof of the net to hand the Seagulls a way back into the match.""",
      source="https://www.brightonandhovealbion.com/news/2018/april/five-key-moments-crystal-palace/", kind="news",
      note="trap: Crystal Palace, Seagulls, net"),
    R("""Report: Palace slip to agonising late defeat

Conor Gallagher’s last minute stunner saw Chelsea claim three points on a dramatic and controversial afternoon at Selhurst Park, after Odsonne Edouard had given the hosts an early lead - follow the latest reaction below.

Summary:

  • Vieira makes three changes, with Olise and Eze starting in central midfield.
  • Edouard gives Palace the lead early on after Ayew’s delicious delivery.
  • Eze forces Kepa into a smart save, and the ‘keeper narrowly prevents Zaha converting the rebound.
  • Thiago Silva is lucky to avoid a red card after preventing Ayew race through on goal.
  • Aubameyang equalises for the visitors with a smart finish on the turn.
  • HT: Palace 1-1 Chelsea
  • Gallagher’s stunning strike sees Chelsea claim all three points late on.
  • FT: Palace 1-2 Chelsea

Vieira’s team selection set mouths watering in south London, with Ebere Eze, Michael Olise, Wilfried Zaha, Jordan Ayew and Odsonne Edouard all starting, and the hosts responded by playing some brilliant football in the first-half.""",
      source="https://www.cpfc.co.uk/news/match-reports/live-blog-crystal-palace-v-chelsea-in-the-premier-league/2022-10-01/",
      kind="news", note="trap: Palace, delivery, save (one summary line cut)"),
    # ================================================================ kitchen
    R("""Ruby port - 375 ml.

Dry cherries - 250 ml.

Ground cumin - 10 ml.

Ground coriander - 10 ml.

Ground cayenne pepper - 2.5 ml.

Whole fennel seed - 2.5 ml.

Whole cinnamon stick - 1

Yogurt - 250 ml

Cilantro - to taste

Mix the first seven ingredients together and reduce almost dry. Cool it completely. Mix with yogurt and cilantro just before service. Use over roasted chicken or duck.

Duck breast - score the fat covering the duck breast and cook it in a frying pan over low heat until the fat is crispy. Place the duck breast skin side up and bake it in a 350F convection oven for 3 minutes. (400F in a conventional oven for 4 minutes.) Remove from oven and rest in a warm spot for no less than 5 minutes. Slice, plate and top with cherry mixture.""",
      source="http://winnipeg.ctvnews.ca/now-you-re-cooking-seared-duck-breast-with-spicy-port-cherries-1.2491314",
      kind="recipe", note="trap: Ruby, port, service, reduce"),
    R("""Port and Sour Cherry Sauce

This sauce made with dried sour cherries is one of the nicest to serve with duck and can be made ahead and gently reheated.

Serves 8

This recipe is from Delia's Christmas Easy Magazine, 2003

Port and Sour Cherry Sauce
 14 fl oz (400 ml) port
 4 oz (110 g) dried cherries
 2 oz (50 g) golden granulated sugar
 2 tablespoons good-quality red wine vinegar


To make the sauce, place the port and the dried cherries in a medium saucepan, along with the sugar and wine vinegar. Bring the mixture up to a gentle simmer, give it all a good stir and let it barely simmer, without a lid, for 40–45 minutes, stirring from time to time.

What will happen is that the wine vinegar will slowly reduce so there are only about 4 tablespoons of liquid left.

Serve the sauce warm with the confit of duck.""",
      source="http://www.deliaonline.com/home/Print-Recipe.html?PID=2056&ampCID=896", kind="recipe",
      note="trap: port, Port, serve, Serves"),
    R("""Cherries and Port Wine Sauce for Duck

Prep Time 5 minutes
Cook Time 7 minutes
Course Main Course
Servings 2

Ingredients

  • 2 TBSP Duck Fat
  • 1/4 Cup Shallots, diced. About 1 large.
  • 1 TBSP Unsalted Butter, Cold
  • 1/2 Cup Chicken Stock, low sodium or no salt
  • 2 TBSP Tawny Port
  • 1 TBSP Honey, Orange Blossom if possible.
  • 8-10 Whole Cherries, sweet, frozen, thawed or fresh.

Instructions

  • Using the pan you cooked your duck in, leave 2 TBSP of duck fat, add the shallots and stir over medium heat for 30 seconds.
  • Add broth, cherries, Port, and honey. Increase heat to high and boil until sauce is reduced to glaze, stirring often, about 3 minutes. Whisk in 1 tablespoon cold butter. Season sauce to taste with salt and pepper.
  • Thinly slice duck. Fan slices out on plates. Spoon sauce over and serve.

Notes

Wines that go well with this are medium bodied reds. A Spanish Rioja for example.""",
      source="https://freisescornerbar.com/2021/02/17/cherris-and-port-wine-sauce/", kind="recipe",
      note="trap: Port, Orange, Fan, serve"),
    R("""Store bought pickles are good, but homemade pickles are even better and a good way to use your cucumbers from the garden. They're easy to make and take just a few ingredients and a few minutes of your time.
10-12 pickling cucumbers*
4 c. water
2 c. white vinegar
2 T. kosher salt
1 t. sugar
large bunch of dill, thick stems removed and discarded
1 head of garlic, skins removed, cloves smashed
peppercorn kernels, about 10 peppercorns per jar
Sanitize mason jars by running jars and lids through the dishwasher.
Thoroughly wash cucumbers. Slice into 1/4 inch thick slices or spears; set aside.
Smash garlic cloves. Separate dill from thick stems.
Brine: Combine water, vinegar, salt, and sugar in a medium saucepan; bring mixture to a boil on the stovetop; swirl the pan to ensure the sugar and salt dissolve. Remove the pan from heat; cool to room temperature.
Pickles: Layer the prepared cucumbers with the fresh dill, smashed garlic, and peppercorns in the mason jars. Do not pack them super tight because you'll need room for the brine.""",
      source="https://faxo.com/recipes/89116/so-easy-refrigerator-dill-pickles", kind="recipe",
      note="trap: pickles, Pickles, jar, kernels, mason, pack"),
    R("""Around here my husband (who I always joke is my pickiest eater, because it is true) has become quite famous for his homemade dill pickles. Last year we had an abundance of cucumbers from our garden and, not wanting them to go to waste, he looked up a few pickle recipes, decided he didn’t really like any of them, but combined several as the basis for one of his own. Now that cucumbers are back in season, I have people calling the house asking for his pickle recipe.
These are refrigerator dill pickles. That means that you do not have to can them in a waterbath or pressure canner, but they won’t last quite as long as other pickles. You should eat these within two months of making them. That is never a problem at our house because all of our kids love pickles and we give away the jars as gifts or take them to summer barbecues as well.
- 7 cups water
- 2.5 cups white vinegar
- 2.5 tablespoons salt
- 2 tablespoons sugar
- cucumbers, sliced
- 1 or 2 peeled cloves of garlic, depending on the size of the jar
- a small pinch of mustard seed
- 1. Mix ingredients for brine in a large pot on the stove. Heat just until the mixture comes to a boil, then remove from heat immediately and allow to cool to room temperature.""",
      source="http://binkiesandbriefcases.com/how-to-make-homemade-dill-pickles/", kind="recipe",
      note="trap: pickles, go, jar, stove (part of the ingredient list and the later steps cut)"),
    R("""I have been wanting to make real pickles for a long time now. They are up there with the last bastion of homemade things that I thought I could never make. Even though I have pickled onions and cucumbers in the refrigerator using vinegar, this time I went the old-fashioned way – no vinegar – if that is really considered the old-fashioned way.
It took three tries but this recipe has now worked perfectly several times. There is a whole lot of science behind the pickling madness so feel free to read up on it. People sometimes have issues with “scum” forming at the top of the jar. I have not had that happen yet but if that does happen, just skim it off. Also, there are different spices you can use to jazz pickles up. They even make special spice blends. But in the end, this is my basic easy pickle recipe and remember, if I can do this so can you!
Note: These are not “officially canned” pickles. So that means they should be eaten soon. Also, the water may turn a little cloudy. Don’t worry, that is just from the fresh dill.""",
      source="https://lisasprojectvegan.com/2015/09/07/dill-pickles/", kind="recipe",
      note="trap: pickles, jazz, cloudy, science"),
    # ================================================================ family, apps in passing
    R("""My mom and I spent the whole afternoon trying to figure out a way to have a video call with my grandma, who we haven’t seen since the social isolation began. My grandparents, more that any of us, can’t be near anyone right now because of their age but I miss my grandma and my mom misses her mom.

After spending a few hours trying to figure out what would be the best and easiest way to do this, we finally decided to call her using Facebook. It wasn’t easy at first but a call between just my mom and grandma ended up including me and and my aunt in Florida too. My grandpa also got to talk and say hi to us.

The best part was seeing how happy she was to see us. We can talk on the phone but just hearing someone’s voice is not the same as seeing them, especially at a time like this. It’s difficult times when you need your family the most and being far away from them is not easy.

We are lucky that we have all this technology like Facebook, WhatsApp, FaceTime, Skype and so many other that let us stay see and hear each other when we can’t be together.""",
      T("WhatsApp"), T("FaceTime"), T("Skype"),
      source="https://unstoppablemaria.com/2020/03/23/be-together-when-youre-far-away/", kind="blog",
      note="mixed: a family blog naming the video-call apps (labelled); Facebook, the social network, is left out as a "
           "site, as the sets have always done (doubtful: used here for its video calls); the comment form cut"),
    R("""Keep in touch – even if it’s through Zoom

The picture above is from the last Zoom call we had with my 89-year-old grandfather. He collapsed a few minutes later and died that night of an aneurysm.

We were joking about my background, which is of the journalism building at LSU. Granddaddy joked that we’d upgraded our house to a mansion. Hours later, he was gone.

Granddaddy had lymphoma, although that’s not what killed him. One of my frustrations with the stay-at-home order is I knew we needed to stay away from my elderly grandparents. That’s a tough restriction when a doctor’s just given your loved one two years – at best – to live.

Fortunately, we thought of Zoom. Soon, we had the entire family chatting from Louisiana, Arizona, Virginia and Texas. We got to do two calls, and I cherish them.

My point is: Don’t let this virus keep you from talking to your relatives and seeing their faces. In today’s age of Zoom calls and FaceTime, social distancing doesn’t mean distancing yourself from communication.""",
      T("Zoom"), T("FaceTime"),
      source="https://louisianagenealogygirl.wordpress.com/2020/05/04/keep-in-touch-even-if-its-through-zoom/",
      kind="blog", note="mixed: the video-call apps of a family's goodbye are named (labelled); the comments cut"),
    R("""Being a Grandparent during COVID-19

Our son and family live 3 hours away from us. They have young children, Ella who is 5-years-old and Owen who is 6-years-old. I drive to their house every 3 weeks to spend the weekend with them. When COVID first entered our world in March of this year, we, of course, stopped those visits, both for the safety of our health and of theirs. It was hard. Not seeing them or hugging them.
Sure, we called them but they’re 5 and 6. They weren’t interested in talking on the phone. It was hit or miss with the success of those calls.
Owen and Ella not only attend virtual school, but they also attend their taekwondo and Awana classes online. They know how to join Zoom meetings and how to end them, they know how and when to use the mute button, and they know how to get their teachers’ attention without interrupting the entire class.
All of that means they are much more willing and interested in talking to me online. It’s not unusual anymore. Communicating online is their new normal.
Ella video-calls me nearly every day. Sometimes she will miss a day; sometimes she will call 5 times in one day. We color “together,” eat lunch “together,” and sometimes I read her stories. Owen wants to video-call from his Dad’s cell phone so we can play games together.""",
      T("Zoom"),
      source="https://karenschulz.net/being-a-grandparent-during-covid-19", kind="blog",
      note="mixed: 'join Zoom meetings' names the app (labelled); Awana is a children's club"),
    R("""Weekly Zoom With the Family Is A Positive Benefit of the Pandemic

GG (Great Grandmother) Lee is 97 years old. We got her an IPad years ago as a birthday present and she is pretty proficient. Since the start of the pandemic, like many other families, our family has set up a weekly Zoom. GG loves this time, giving her a chance to connect with all of us at one time. I saw this perspective column in the Washington Post, February 7, 2021, and realized that Zoom for family gatherings for all of us is a positive benefit of the pandemic.

Our family was scattered across the globe before the pandemic. Of those who participate in the weekly Zoom calls, GG, PopPop and me, his sister and her decades long significant other, his sister’s son and his wife and their two of GG’s eleven great-grandchildren live close to each other in South Florida. Pop Pop’s sister’s daughter and her family, with four great grandchildren, live in Australia. They join our 7:30 pm Zoom at 9 am their time, and the next day for them.

Yes, we all lived scattered across the globe before the pandemic but what was also scattered was our connection. Zoom has helped bring us all closer together, and much more often than before.""",
      T("Zoom"),
      source="http://grandmother-blog.com/blog/2021/02/26/weekly-zoom-with-the-family-is-a-positive-benefit-of-the-pandemic/",
      kind="blog",
      note="mixed: Zoom, the video-call app, labelled; the iPad is a device, not labelled; the lines on the other "
           "branches of the family cut"),
    # ================================================================ business
    R("""Larry Ellison, co-founder and executive chairman of Oracle Corp., speaks during the Oracle OpenWorld conference in San Francisco on Oct. 22, 2018.

Oracle shares fell more than 9% in extended trading Monday after the software company reported fiscal second-quarter revenue and quarterly revenue guidance that fell short of Wall Street expectations.

Revenue increased 5% year-on-year in the quarter ended November 30, according to a statement. Net income rose 44% to $2.5 billion, or 89 cents a share, from $1.74 billion, or 63 cents a share, a year earlier.

Oracle’s revenue from cloud services and license support totaled $9.64 billion, up 12% and below the StreetAccount consensus of $9.71 billion.

Oracle said cloud infrastructure revenue rose 52% to $1.6 billion during the period. Customers included Elon Musk’s artificial intelligence startup xAI, Halliburton and Samsung.

During the quarter, Oracle said it had picked up the cloud business from larger rival Microsoft and announced that its database software would be available on Microsoft’s Azure public cloud.""",
      T("Azure"),
      source="https://www.taranganews.com/news/oracle-shares-fall-as-revenue-falls-short-of-estimates/", kind="news",
      note="mixed: business news on Oracle the company (not labelled, nor Microsoft, Samsung, xAI); Microsoft's Azure "
           "public cloud is a service (labelled); 'its database software' is not named; the estimates list cut"),
    R("""Larry Ellison, Oracle’s chairman and technology chief, speaks at the Oracle OpenWorld conference in San Francisco on September 16, 2019.

Oracle shares climbed as much as 5% in extended trading on Monday after the software vendor announced fiscal fourth-quarter results and quarterly revenue guidance that exceeded Wall Street’s expectations.

Oracle’s revenue grew 17% year over year in the quarter that ended on May 31, according to a statement. Net income reached $3.32 billion, or $1.19 per share, compared with $3.19 billion, or $1.16 per share, in the year-ago quarter.

The company’s top source of revenue, cloud services and license support, jumped 23% to $9.37 billion. But revenue from cloud licenses and on-premises declined 15% to $2.15 billion.

Revenue from cloud infrastructure totaled $1.4 billion, which was up 76%, accelerating from 55% growth in the prior quarter. That part of Oracle is expanding faster than Microsoft and Google but it’s still much smaller than their rivals’ business. Oracle’s cloud infrastructure gross margin will continue to expand, the company’s CEO, Safra Catz, said on the call.""",
      source="https://businessfast.co.uk/?p=1880152", kind="news",
      note="trap: Oracle, Microsoft, Google (the companies; no product named as software)"),
    R("""The Tower of Babel is a biblical story from Genesis 11:1-9 that explains the origin of different human languages. According to the narrative, after the global flood, humanity spoke a single language and settled in the land of Shinar (Babylonia). They decided to build a great city and a tower "with its top in the heavens" to make a name for themselves and prevent being scattered across the earth. In response to this prideful act, God confused their language so they could no longer understand one another, causing them to stop building the tower and disperse throughout the world. The tower symbolizes human pride and rebellion against divine authority. The story may have been inspired by the Babylonian ziggurat Etemenanki, a temple tower dedicated to the god Marduk in Babylon. The name "Babel" in Hebrew is linked to the word meaning "to confuse," reflecting the divine confusion of languages in the narrative.""",
      source="https://review.trendsmask.com/tower-of-babel-220994.html", kind="prose",
      note="trap: Babel, Genesis, build, languages"),
    # ================================================================ home
    R("""Spring Cleaning: Blinds Done

I know you just read about my cleaning of blinds yesterday. I'm sure it seems a surprise to you that I'm done already. I officially started about a week before. It has been quite the chore cleaning 16 window blinds, but I feel just about as good as I do when I get my decluttered items dropped off at a charity. Almost as good.

I did end up changing my method on some of the blinds, since some of them were particularly dusty.

I had to dampen my microfiber cloth in order for the dust to stick to the cloth. Otherwise it seemed on these really dusty ones I was just smearing it around. I primarily used water, but a few times I used my lavender scented all purpose cleaner made by Method. I think the lavender smell helped me push through the chore at times too! Bonus!!

Next up on my spring cleaning list is to clean the windows and the frames they are in. The windows seem pretty clean, but I plan to use my Norwex cloths to get them super clean!""",
      source="http://yourorganizedfriend.blogspot.com/2016/03/spring-cleaning-blinds-done.html", kind="blog",
      note="trap: Spring, spring, windows, Method, push (the paragraphs on time spent and dust masks cut)"),
    R("""Spring Cleaning Tip: Cleaning the Blinds

Five months or so of keeping your windows shut while blasting the heat, assuming you have forced hot air, can lead to a lot of dust build up in your home. Dust will obviously settle wherever it pleases, but some areas can be a bit more annoying to clean than others.

Enter: Your blinds. You may remember the old infomercials that sported static electricity as the best way to rid your home from dust. While I’m sure that may be somewhat true, I still maintain all those tools do is push the dust off your blinds and onto the floor.

There are essentially three great ways to clean blinds that I’ve found work well.

  1. Old socks: Put an old sock on your hand, preferably one that’s not currently on your foot, and spray it with a cleaning solution (or vinegar). Then just wipe down each and every set of blinds with that.
  2. Dryer sheets: This essentially has the same effect as cleaning with the aforementioned sock, but the natural cling of the dryer sheet will help alleviate the amount of solution you may decide to use.
  3. Give them a bath: Simply remove the entire section of blinds from your window and give them a bath. You can use any solution you see fit, ranging from standard dish soap, to a bucket of vinegar, and even bleach (I’ve seen this used specifically in a smoker’s home).""",
      source="https://frankdellafemina.com/2020/03/20/spring-cleaning-tip-cleaning-the-blinds/", kind="blog",
      note="trap: Spring, windows, build, push, Enter"),
    R("""Spring Cleaning: Windows, Doors & Draperies

Once the days begin to warm up and the morning chill has worn off, opening the windows for fresh air is the best medicine for getting over those cold winter days. I don't know about you, but my house starts to feel so stuffy, I long for the days to let in the fresh air. I take the opportunity to clean all my windows, draperies, and window sills during this lovely weather.

I start by removing all draperies in every room.  Each has its own set of cleaning instructions, so pay special attention.  Most of mine are machine washable on a gentle cycle, so one by one I pop them into the wash and air dry them in the dryer.

My last step in the window and door process is to clean the windows, inside and out.  To achieve maximum results with minimal streaking (cause who wants to do all that work for nothing!) choose a cloudy day, pick your best window solution and newspaper instead of paper towels (yes you read that correctly!) and get to work.""",
      source="https://organizedsimplicity.com/blog/spring-cleaning-windows-doors-draperies", kind="blog",
      note="trap: Windows, windows, Spring, cloudy (the paragraph on blinds and door tracks cut)"),
    R("""Time for Spring Cleaning!

It is the time of year to start thinking about spring cleaning. A lot of people actually wait until spring breaks to do their cleaning, but we advocate another strategy. Why wait until the weather is nice? Don’t you want to be outside and enjoy the warmer temperatures and sunshine?We like to start our spring cleaning this time of year, while the weather is still unpredictable and uncooperative. If you do a little bit each day, then you will be done by the time spring comes to greet us.

The most important place to start is with dusting. Dusting is an often overlooked or hurried aspect of spring cleaning. However, it is extremely important that you dedicate a concentrated effort toward your dusting. Here is a list of tips to remember when dusting:

1)Start High: Dust will inevitably fall as you are going around your house. If you start with lower furniture and then move to a high shelf, then the dust will just get the area you already cleaned dirty again. Start with the higher areas of your house so that the dust will all fall down and you don’t have to do things over again.
4)Curtains/Shades: Dust doesn’t just accumulate on horizontal surfaces like shelves, dressers, and TVs. It can also collect vertically on curtains and window shades. You may need to beat these to get the dust out, but remember to start high.""",
      source="http://blog.thefurnituredomain.com/?p=1154", kind="blog",
      note="trap: Spring, spring, Start, strategy (tips 2 and 3 cut)"),
    R("""Why a Spring Cleaning Extravaganza? Well, despite the prediction of Punxsutawney Phil last Tuesday that we’re in for another six weeks of winter, seemingly a predilection of his, this writer is itching for spring. So many wonderful things come with that glorious season: longer days, the return of robins (for those that still fly south for the winter), bulbs bursting forth from the once frozen soil, skies forming a brilliant blue dome overhead, ditching our dark, cold weather gear in favor of clothing that floats on the body, comfort in spending time out of doors, and so much more! Like a spotless home that will allow me to really enjoy spring guilt free!

Over the next two months, I will share my spring-cleaning and tidying journey with you in a Spring Cleaning Extravaganza! Hopefully this commitment will keep me on track to achieve my goals before the days are too beautiful to spend inside fussing about with the Swiffer duster and the Vietnam Vets donation bags. And perhaps you will share this journey with me so that you, too, can welcome spring with a tidy, spotless, well-organized home and a light heart ready to embrace the season.""",
      source="https://fathproperties.com/tag/apartment-spring-cleaning/", kind="blog",
      note="trap: spring, Spring, Swiffer, commitment (a paragraph on winter dust cut)"),
    R("""Seen as another facet of Apollo, Helios was the Greek god of the sun, and every day he drove his sun-chariot across the sky, pulled by magical horses, shedding light over the face of the world, and disappearing at night. The most famous story concerning Helios is that of his son Phaeton, who, on engaging in an argument with Epaphos, a sonof Zeus and Io, as to who Phaeton's father was, implored Helios to prove his parentage of the boy by allowing him to drive the chariot of the sun across the sky for one day. After much wheedling and trying to change the boy's mind, Helios gave in to Phaeton's request, with the tragic result that the sun god's son lost control of the chariot, causing widespread damage upon the Earth, for which he had to be slain by Zeus.""",
      source="http://www.mysticgames.com/mythology/Helios.htm", kind="prose",
      note="trap: Apollo, Helios, Io, drive"),
    R("""as we tip away from the sun, diving into winter, the leaves seem to give out some of the sunlight they have absorbed over the summer, their reds and golds reflecting light up again from the ground where they have fallen.


it’s early autumn and most of the leaves are still green, but there is enough fiery colour to enjoy.


the rowan trees in the woods are covered in berries, their fallen leaves contributing to the gold on the floor.


a huge rowan, a dome of red berries and ochre leaves.


saturated rusts, ephemeral feast for the eyes.


the orange and red colours are due to the withdrawal of chorophyll, the green pigment, into the tree, and the generation of  red pigments (which are antioxidants) to help protect the tree as it shuts down.""",
      source="http://janewheeler.co.uk/blog/blog/2009/10/12/colours-of-fire/", kind="blog",
      note="trap: rusts, dome, shuts down"),
]
