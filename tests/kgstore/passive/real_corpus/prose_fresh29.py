"""Prose of the twenty-ninth fresh held-out set ("fresh-29"): baseball (the Rockies and the Mariners, the Astros and
Gerrit Cole's 'Cole Train'), county cricket (Joe Root the spinner, a Sussex run chase), rugby (Wales against the Reds,
Dafydd Jenkins in the second row, Bath and Exeter), horse racing at Cheltenham (Apple's Jade, Melon), Delphi and its
oracle (the Pythia, Apollo, a guide called Cassandra), the Crystal Palace of 1851 and the Farnese Atlas in Naples,
church and parish newsletters (harvest suppers, a keyboard and a harmonium, a craft group called Plain & Pearl),
English Springer Spaniel shows (Arcadia Atom Ic, Jonabar Song Of Springtime) and Maine Coon cat shows, spaniels
called Mac and Buddy, gardening clubs (slugs, begonias, the Grapevine Garden Club, greenhouse grapevines in spring),
storms Amy, Antoni and Floris, local history of the Jenkins family (a daughter named Ruby, Ada the town), restaurants
called Hugo, ham with port and spring lamb with mint sauce, redcurrant jelly and baby gem, and football at Crystal
Palace (the Eagles, Son) -- full of words that are also tool names: Rockies, Mariners, Astros, Root, Jenkins, Bath,
Apple, Delphi, Oracle, Pythia, Nero, Apollo, Crystal, Atlas, Titan, Bourbon, Atom, Phoenix, Springer, Mac, spring,
Grapevine, Ball, Storm, Ruby, Ada, Hugo, server, port, Mint, Jelly, gem, Palace and Eagles. Nothing in them names a
software tool as software (a gardening club shows flowers 'via the computer', no program named; the Met Office,
Radio Kent and the CFA are organisations): none is labelled.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a paragraph or a few)
and labelled by hand without running the extractor, by the earlier sets' conventions (``--split fresh-29``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ================================================================ baseball
    R("""Home runs for the road team.
The Rockies came into Sunday’s game set up for a sweep, but they came up short in a game full of the long-ball, losing to the Seattle Mariners 6-4.
Colorado led early 1-0 when Charlie Blackmon blasted a ball out, but Seattle stormed back to steal the 3-1 lead after one inning. Carlos Gonzalez hit a solo shot and Trevor Story hit a two-run homer to push the Rockies back ahead in the fifth, but a three-run bomb by Ryon Healy won the Mariners the game late.
Colorado got off to a hot start Sunday when Blackmon hit that solo shot off Seattle starter Wade LeBlanc. Blackmon’s homer was a change from yesterday, when he struck out a career-high four times in the game.
LeBlanc was brilliant after that home run allowed in the first, sitting down the next ten Rockies batters.""",
      source="https://feeds.milehighsports.com/rockies-mariners-july-8-2018", kind="news",
      note="trap: Rockies, Mariners, Story, sweep, shot (baseball)"),
    R("""DENVER (AP) — Ezequiel Tovar and Ryan McMahon each hit an RBI single in the bottom of the 10th inning to lift the Colorado Rockies over the Seattle Mariners 2-1 in the first game of a doubleheader Sunday.
The victory snapped a season-worst six-game losing streak for the Rockies (5-16), who entered the day with the worst record in the National League and the worst 20-game start in franchise history.
“As tough as it has been these first 21 games, there’s a pretty good resiliency to the group,” Colorado manager Bud Black said. “For me, that’s not surprising.”
McMahon’s game-ending single sent home Charlie Blackmon for the fifth walk-off RBI of his career.
Seattle broke the scoreless deadlock in the top of the 10th, when J.P. Crawford’s RBI single brought home automatic runner Jorge Polanco.
Justin Lawrence (1-1) earned the win. Andrés Muñoz (1-2) took the loss.
With two outs and the bases empty in the bottom of the ninth, Jacob Stallings hit a drive to deep left field that was initially ruled a double. But after a replay review, it was determined the ball deflected off the glove of a fan reaching over the wall, interfering with the outstretched arm of Seattle left fielder Jonatan Clase.""",
      source="https://sports.mynorthwest.com/1775016/rockies-beat-seattle-mariners-2-1-game-1-doubleheader/",
      kind="news",
      note="trap: Rockies, Mariners, Black, single, runner, review (baseball)"),
    R("""Astros daily report presented by APG&E: 4 hits from the 11-4 Win

The Astros came into the third game of this series looking for a series win. Here's a quick rundown and four points from the game:

Final Score: Astros 11, Rangers 4

Record: 25-15, first in the AL West.

Winning pitcher: Gerrit Cole (4-4, 3.88 ERA)

Losing pitcher: Drew Smyly (0-3, 6.85 ERA)

1. The Cole Train ran on full steam

Gerrit Cole pitched his worst start this season against the Texas Rangers. In fact, he entered tonight's game 0-2 with a 9.58 ERA in his two starts against them this season. Despite giving a line drive HR to Hunter Pence, Cole struck out FIVE in the first two innings. He struck out two more in the third. Cole was challenged in the fourth, but back to back strike outs to Gallo and Pence got him out of the inning stranding Santana at third.""",
      source="https://houston.sportsmap.com/astros-daily-report-presented-by-apg-e-hits-from-the", kind="news",
      note="trap: Astros, Rangers, Train, Santana (baseball; Santana a player)"),
    R("""The Houston Astros secured a vital victory over the Los Angeles Angels on Friday night, albeit in a performance that left much to be desired. The game began on a high note with back-to-back solo home runs from Jeremy Peña and Isaac Paredes, giving the Astros an early lead before the game settled into a struggle for both teams.
Throughout the night, the Astros’ offense struggled to find its rhythm against Angels’ pitcher Yusei Kikuchi and the bullpen. Surprisingly, veteran players Jose Altuve and Yainer Díaz combined for seven strikeouts, with seven of the team’s nine hits coming from Peña, Paredes, and Jake Meyers.
The winning run for the Astros came in an unusual fashion from a wild pitch, demonstrating that, sometimes, gritty efforts can lead to victory regardless of the aesthetic quality of the game.""",
      source="https://productiveclue.com/astros-claim-win-amidst-struggles-a-lesson-in-resilience", kind="news",
      note="trap: Astros, Angels, run, pitch (baseball)"),
    # ================================================================ cricket and rugby
    R("""Sussex v Durham - Sussex win by 2 wickets
Dur - 231 & 93
Sus - 231 & 94-8

Durham's innings folded quickly this morning as the Northerners crashed to 93 all out. Magoffin finished with 6 for 22, while Collingwood was the top scorer with 29.
     The game wasn't over yet however as Durham's bowlers matched Sussex's excellent performance by picking up two early wickets. Wells fell in the first over for 0 and Gatting was caught for 6 leaving the hosts on 13-2 and still a long way from victory. Nash made 13 but he was clean bowled by Thorp with Sussex only on 22. Thorp also had a hand in the next wicket as Yardy was run out for 4 and Sussex were in disary at 27-4, still needing 67 to win.
     Wright became the fifth wicket when he was bowled with the score on 36 and the victory saw slipping away from the home side.""",
      source="https://closeofplay-englishcountycricket.blogspot.com/2012/07/county-championship-cricket-d43-21st.html",
      kind="blog",
      note="trap: crashed, Nash, run, Wells (cricket)"),
    R("""Rain ruled the final days action in the Specsavers County Championship with only two matches reaching a positive conclusion. Yorkshire ducked and dived the weather to go top of Division One after comprehensively beating Surrey by an innings. The reigning champions, who owed much to Joe Root and Jonny Bairstow’s magnificent match-winning record partnership on day two wrapped up the win with just four overs remaining on the final day. After losing a few overs in the morning due to rain, the hosts knew that they had to take 10 wickets in 84 overs in the day to overtake Nottinghamshire. They were also a bowler light with David Willey likely to miss six-weeks with an abdominal injury, they found an unlikely hero though to replace the left-armer in spinner Root who removed the dangerous Kumar Sangakkara (61) and Steve Davies (52) to turn the tie in Yorkshires favour.""",
      source="http://www.viewfromtheoutfield.com/county-news/yorkshire-top-as-rain-hits-most-of-the-country",
      kind="news",
      note="trap: Root, spinner, partnership (cricket; Joe Root the batsman)"),
    R("""Wales survive scare against Reds as Gatland ends nine-game drought

A late try from replacement Kieran Hardy spared Wales’ blushes as they snatched a dramatic 36-35 victory over a second-string Reds side in Brisbane on Friday night.

Scrum-half Gareth Davies took over as Wales skipper, with Exeter forward Dafydd Jenkins replacing Hill in the second-row.

Wales made a bright start and they were ahead after six minutes when Bath tighthead Griffin claimed a try, with Costelow’s conversion attempt hitting the post.

But poor discipline began to surface from the visitors, and the Reds took advantage, setting up an attacking position that led to Asiata touching down and O’Connor converting.

It was an early warning for Wales, yet they hit back impressively and regained the lead through Grace after he collected Dyer’s pass.""",
      source="http://rugby-365.blogspot.com/search?max-results=30&reverse-paginate=true&updated-max=2024-08-16T16%3A07%3A00-07%3A00",
      kind="news",
      note="trap: Jenkins, Bath, Grace, Reds, Scrum (rugby; Dafydd Jenkins a lock, Bath a club)"),
    # ================================================================ horse racing
    R("""The Willie Mullins-trained Burning Victory was a fortunate winner of the JCB Triumph Hurdle at Cheltenham, after Goshen unseated Jamie Moore when in a 10-length lead at the final flight.

Goshen, trained by the jockey’s father Gary, had built up an unassailable lead after overpowering fellow front-runner Allmankind in a race run at a frenetic pace throughout.

But he made a mistake at the last, and Moore was unshipped – and instead it was Mullins’s filly, who came from well back under Paul Townend, to win by two and three-quarter lengths at 12-1.

Allmankind faded to finish third, three-quarters of a length behind runner-up Aspire Tower.

Acknowledging he had a large slice of luck on his side, Townend said: “It’s not the nicest way to win a race – but I’ve been on the other end of that, so I know what it feels like. We take any bit of luck we get.”""",
      source="https://www.irishtimes.com/sport/racing/cheltenham-willie-mullins-takes-first-three-races-on-gold-cup-day-1.4202206",
      kind="news",
      note="trap: JCB, flight, runner, Tower (horse racing)"),
    R("""Festival Reflections 2019

The stands have once again fallen silent after four breathless days of racing on Cleeve Hill, and the Cheltenham Festival 2019 is now confined to the memory banks and the history books. It was a captivating, challenging, emotional roller coaster of a week; these are my Festival reflections.

Champion Hurdler?

In the build up to the opening day, pundits and punters alike were relishing a duel between Apple's Jade and Buveur d'Air - or in some cases a three-way-go including Laurina - but what came to pass was one of those everyday 'you couldn't script it' scenarios for which racing's glorious uncertainty is known.

First, Apple's Jade was taken on at a helter-skelter lick by Melon, her chance seemingly compromised by this manoeuvre as she faded tamely into sixth. Meanwhile, reigning two-time champ, Buveur d'Air - with his trademark slick low jumping - took a liberty, and a consequential tumble, at the third flight. In so doing, he brought down Sharjah.""",
      source="https://www.geegeez.co.uk/tag/frodon/", kind="blog",
      note="trap: Apple, Jade, Melon, script, build (horse racing; Apple's Jade a mare)"),
    # ================================================================ architecture and museums
    R("""Beginning with one of the worst breakfasts of the tour, the visit to Delphi was one of the highlights of Greece for a lot of people — it's an excellently preserved site with an amazing amount of inscriptions in Ancient Greek, showing a rich history in the ancient world. Delphi was the site of the Delphic oracle, the most famous prophetess of the ancient world. The Pythia, the head priestess of the temple, foretold such events as the Athenians' victory in the battle of Salamis, the downfall of the Lydians, and the death of Nero. As we toured the site, we were shown a number of temples, including the Athenian treasury and the Adytón (seat of the Pythia herself), and inscriptions detailing important battles.""",
      source="https://blog.newington.nsw.edu.au/Classics-Tour-2018/17637-day-16-delphi", kind="blog",
      note="trap: Delphi, oracle, Pythia, Nero (Delphi, Nero and Pythia also tool names)"),
    R("""May 31, 2018- Delphi

Up bright and early to start our three hour drive to Delphi. Delphi was once considered the navel center of the Ancient World. With our guides Sophia and Cassandra, we discovered how, in ancient times, the Oracle of Apollo was consulted for advice in decisions ranging from everyday business dilemmas to matters of war and peace.  We walked up the Sacred Way to see the Treasuries, the Theatre and the Temple of Apollo. We were shown how the business of asking advice happened from purchasing your sacrifice to progressing to the sacred place where a sacrifice was offered and then on to ask your question at the Oracle. The answers from the Oracle were not straight forward and the person would have to interpret the advice themselves.""",
      source="https://hhmac1999.blogspot.com/2018/05/may-31-2018-delphi.html", kind="blog",
      note="trap: Delphi, Oracle, Apollo, Cassandra (a guide's name)"),
    R("""The Crystal Palace
was a cast iron and plate glass structure originally built in Hyde Park to house the Great Exhibition of 1851.
Designed by garden designer Joseph Paxton it was an early example of mass production and modular design in architecture.
Being three times larger than St Pauls Cathedral it was able to house more than 14000 exhibitors from around the world.
After the Great Exhibition had finished the building was moved to Sydenham Hill in South London where it remained until it was destroyed by fire in 1936.""",
      source="https://historyrebuilt.com/crystalpalace/", kind="prose",
      note="trap: Crystal, Palace, modular, Exhibition"),
    R("""The introduction of the sheet glass method into Britain by Chance Brothers in 1832 made possible the production of large sheets of cheap but strong glass, and its use in the Crystal Palace created a structure with the greatest area of glass ever seen in a building. It astonished visitors with its clear walls and ceilings that did not require interior lights.

After the exhibition, the Palace was relocated to an area of South London. It was rebuilt next to Sydenham Hill, an affluent suburb of large villas. It stood there from June 1854 until its destruction by fire in November 1936.""",
      source="https://www.wga.hu/html/p/paxton/crystal.html", kind="prose",
      note="trap: Crystal, Palace, sheet, method"),
    R("""At the National Archaeological Museum of Naples, a breathtaking marvel from the past stands tall—the Farnese Atlas. This imposing 1.85-meter (about 6 feet) marble sculpture, hailing from the 2nd century AD, captures the imagination with its rich history and artistry. Part of the illustrious Farnese collection, this masterpiece was unearthed in 1546 at the grand Terme di Caracalla in Rome. Its journey through time saw it captured by Charles III of Bourbon, who lovingly transported it to Naples in 1787.
With an extraordinary level of detail, the sculpture reveals the Titan Atlas burdened with the celestial globe resting upon his shoulders, adorned with 43 intricately carved constellations.""",
      source="https://ancientworldhistory.com/at-the-national-archaeological-museum-of-naples-a-breathtaking-marvel-from-the-past-stands-tall-the-farnese-atlas/",
      kind="prose",
      note="trap: Atlas, Titan, Bourbon, globe (Bourbon a royal house)"),
    R("""Atlas Statue at Museo Archeologico Nazional - Naples, Campania, Italy
The Farnese Atlas in Naples' Museo Archeologico Nazional is the oldest extant depiction of Atlas from Greek mythology, and the oldest view of the Western constellations, possibly based upon the star catalog of Hipparchus.
The Farnese Atlas is a 2nd-century Roman marble copy of a Hellenistic sculpture of Atlas kneeling with the celestial spheres, not a globe, weighing heavily on his shoulders. It is the oldest extant statue of the Titan of Greek mythology, who is represented in earlier vase-painting, and more important, the oldest known representation of the celestial sphere.
It stands 2.1 metres tall, and the globe is 65 cm in diameter.""",
      source="https://coord.info/WMKBJW", kind="prose",
      note="trap: Atlas, Titan, marble, catalog"),
    # ================================================================ church and community newsletters
    R("""From the November 2024 Parish Magazine

This year’s Harvest services produced a bumper crop, not only of produce but also for attendance in church. Including the Sunday morning communion service, the joint Harvest Supper and Songs of Praise with the Wesleyan Chapel and the schools’ Harvest service. There were over 769 people who were welcomed and experienced the Lord’s presence in our cold but wonderful church.

On Sunday evening, we welcomed our friends from the Wesleyan Chapel to a harvest supper with a wonderful spread of bring and share, and share we did, with enough food left over for people to take home for lunch the next day. The evening concluded with a joint service of songs and readings and offerings accepted by Rev Morna from members of both the Chapel and St Mary’s which were displayed on the altar.

On Tuesday, a smaller congregation worshiped in our temporary chapel in the little room, to keep warm due to a problem with our heating system.""",
      source="https://stmarysfinedon.co.uk/?p=10105", kind="prose",
      note="trap: Harvest, service, share, system"),
    R("""Harvest is a time of celebration and thanksgiving for all the good things in life we enjoy, especially the delicious seasonal fruit and crops. My English teacher told me autumn was her favourite season. At the time this struck me as odd, I’d always supposed that the new life of spring was the most enticing, but I think she was right, the autumn is more spectacular; it speaks of flourishing and completeness.

There is so much to be thankful for, as well as the food we enjoy; in our church community we celebrate the 10th anniversary of Plain & Pearl, a group that meets twice a month to craft, chat and eat cake. Plain & Pearl has provided an opportunity for creativity and community over these years and is a blessing for the church especially when looking for a Christmas gift or decoration.""",
      source="https://www.teddingtonparish.org/clergy-comment/clergy-comment-october-2021/", kind="prose",
      note="trap: spring, Pearl, craft, chat (Plain & Pearl a craft group)"),
    R("""New Harvest Celebration Event this Sunday for everyone
Sunday September 19th, 11.15 – with your picnic!
The picnic will start at 12 noon, and very possibly earlier.
As a change of approach, instead of our usual Harvest Festival service at the church, we have designed a celebration event which we hope will attract everyone, of all ages, any religion or none, and allow us all as a village simply to be grateful together for the food we eat and for the work of those who produce it. Then we can enjoy eating some! We particularly hope it will allow more newly arrived residents to meet more people, and vice versa. Our celebrant will be Rev Morag Langley, who will be focussing on the togetherness of our community here, especially at this time.
Weather permitting, we shall be in the churchyard. Otherwise, we will go into the church to stay dry, so please bring a mask if rain is at all possible, as the numbers in our church will make that safer for us all. Part one will contain the two traditional harvest hymns (words provided, David leading on a keyboard of either his own or the harmonium, depending on weather).""",
      source="https://www.tresham.org.uk/2021/09/harvest-festival-2/", kind="prose",
      note="trap: Event, service, keyboard, mask"),
    R("""Harvest Supper – a real celebration

It was a real privilege for Friday Morning Group to organise and host the first Harvest Supper to take place in the newly re-ordered church. When we agreed to take it on, we had no idea how many tickets we would sell, nor how many people would fit into the space. When it came to it, we sold exactly 100 tickets and exactly 100 people could be comfortably seated on the new chairs at long tables running from east to west across the nave.

It was so good to see people from all parts of the church coming together as one big church family to celebrate God’s harvest in God’s house. The supper was a ‘Ploughman’s Feast’ – cheese, home cooked gammon, pork pies, fruit and home made chutneys, followed by apple pie and clotted cream.""",
      source="http://www.standrewsoxshott.org.uk/news/harvest-supper-a-real-celebration/", kind="prose",
      note="trap: Group, tables, apple, host"),
    # ================================================================ dog and cat shows
    R("""Lancs & Cheshire Open Show Judge: Julia Grant (Canouan)

Best In Show & Best Bitch Jonabar Song Of Springtime   RBIS & RBB Arcadia Almaria
 Best Dog Arcadia Atom Ic RBD Graftonbury Phoenix
Best Puppy In Show Peasblossom Butterfly at Beresford

Puppy Dog (6)
1. Jenkinsons Eastriding Armani Mania.
Super young dog with classic head and soft typical expression Correct size, well angulated throughout, tight feet, well let down hock. Well furnished in good coat and excellent condition. Moved well swinging straight forward from the shoulder with hind legs following in line. Best Puppy Dog.
2 Calvert’s Point of Law. Another super young dog , well angulated, with classic head and soft expression, well muscled, and presented in excellent order. Did not quite settle on the move.""",
      source="http://www.sesss.org/lancs-and-ch-open-08/4526982018", kind="prose",
      note="trap: Atom, Phoenix, Butterfly, Springtime, Jenkinsons (English Springer Spaniel show; dogs' names)"),
    R("""English Springer Spaniel Club Championship Show Judge: Mrs Jan Wood (Ardencote) Dog Results & Critique

Thank you exhibitors for such a super entry and turning out on such a dreadful day, I really enjoyed the honour of judging the ESSC Championship Show and was so delighted by the quality of the majority of exhibits. I feel that the breed has really improved in the last decade and all credit must go to the dedicated breeders that have become custodians of this lovely breed. Gone are the upright shoulders with no upper arm, amber eyes and very tall dogs, suspect teeth could be counted on one hand, size and movement has improved greatly.

Minor Puppy Dog -4 Entries (1 Absent)
1 Wright's Kingsheath Batista
promising b/w just 6 months old, good through head, eye, expression, reach of neck, shoulder placement, bone and coat, correct rear assembly, still very baby on the move. PBD
2 Tattersall's Alanea Oliver Twist another nice youngster, I just preferred the racier lines of the winner.
3 Hobart's Molahatchie Lone Ranger.""",
      source="http://www.sesss.org/essc-ch-05-dogs/4522176762", kind="prose",
      note="trap: Springer, Spaniel, Ranger, amber, assembly"),
    R("""Arundel's Second  CFA Show

Maine Coon Cat Club
Hammonton, NJ
November 5, 2011

At this show, Arundel was still four months old, the minimum for showing in CFA.  We knew that as at the last show, there would be older kittens entered that would be hard for him to compete against.

There were 47 kittens competing at this show.  Since the show was put on by the Maine Coon Cat Club, we expected that there would be plenty of MC's, and there were.  There were ten MC kittens.  They included three brown and white boys and a brown and white girl.

He did well, considering.  Three judges gave him the yellow, third-place ribbon.  Two gave him the red, second-place ribbon,  and one of those also gave him the white ribbon, second best of color class.

Finally, one judge gave him the blue and black ribbons, best of his color group and color class.""",
      source="http://katcoons.com/arundel%20shows2.htm", kind="blog",
      note="trap: Coon, ribbon, class, CFA (the Cat Fanciers' Association)"),
    R("""The Dutch Maine Coon Club has made this yearly event a real attraction, where newbies can have a chat with the judges while their cat is "on the table".
In this very relaxed atmosphere the goal is to introduce new cat fanciers to the cat show scene, and to inform them as much as possible about the way their cats are judged.

What your cat is judged on:
This year an excellent introduction was given by Tonja de Waard, explaining briefly the most important points of judging Maine Coons.
The head is a real dominant part of the cat from a judgment point of view.
40% of all possible points can be awarded for the head.

Here Tonja shows the muzzle, the Maine Coon's pronounced square area around the nose.

The eyes should be fairly round and set slightly tilted in the head.

Rectagular body shape
The legs and body should form a rectangular frame.
The overall boning should be sturdy.""",
      source="http://www.tricks.demon.nl/kitshow2k/kitshow2k.html", kind="blog",
      note="trap: Coon, table, head, frame, chat"),
    # ================================================================ gardening clubs
    R("""March 2013 meeting.

This didn't go to plan at all!  The weather was bitterly cold and Jean Griffin, who is a Radio Kent gardening programme presenter, and was meant to be speaking to us, was snowed in, so couldn't attend. It is only the second time in the 13 years of the clubs' history that this had happened and the person booked was not able to come.

Peter took over the meeting and gave a talk on his favourite plants, namely begonias and hucheras, bringing examples with him.  We discussed planting, pest control and general care. The club members asked questions about all sorts of gardening topics.

During the tea break the raffle was called, and appropriately, some of the prizes were begonia bulbs. The back of the hall was a hive of activity, with deposits and balances being taken for the outings, subs being paid and the newsletter being sold.

After the break Peter showed us some of his flowers via  the computer, together with ideas as to how they could be displayed.""",
      source="http://greenfingersnews.blogspot.com/2013/03/march-2013-meeting.html", kind="blog",
      note="trap: Kent, hive, break, computer (a computer, no program named)"),
    R("""Take Action Against Slugs and Snails Now.

We all have our preferred method of dealing with slugs. One way of getting a jump on next season's slug battle is to go on the offense in the Fall.

Wet Winter, Hot Summer

Are you one of those people who spends a considerable amount of Fall cleanup time leaning on your fork while you formulate plans for next year? I've heard from members, frustrated by the drought of recent summers, who are pulling out their gardens and starting over. For those folks and anyone else wondering what to plant I've done a little research.

The blog is having technical issues. You may get several messages. Please ignore and thank you for your patience.

It's the Most Wonderful Time of the Year

Yes, it's time for garden club to begin a new season of meetings and visits and speakers and all things gardening.""",
      source="http://powellrivergardenclubblog.blogspot.com/", kind="blog",
      note="trap: slugs, fork, method, Action"),
    R("""GRAPEVINE GARDEN CLUB GENERAL MEETING MINUTES “TOP OF THE VINEYARD” STACY FURNITURE February 23, 2010

Suzi Guckel called the Garden Club meeting to order at 10:00 AM. The minutes from the General meeting on January 26, 2010, which had been emailed and were available on the tables, were approved as written.

PROGRAM: Joyce Weutig introduced our speaker Janet Curry, who is with the Ball Horticulture Company. She works with growers, landscapers and retailers on new products for consumers. Her informative program included pictures of the Ball test garden in West Chicago and new plants and products that they offer.

REPORTS OF OFFICERS: 1. Treasurer: Karen Rice presented the January report and copies were available on each table. Total monthly income was $100; total monthly expenses were $4,236.00, mostly due to scholarships.""",
      source="https://docslib.org/doc/13781004/grapevine-garden-club-board-minutes", kind="prose",
      note="trap: GRAPEVINE, Ball, PROGRAM, test (the Grapevine Garden Club, Texas)"),
    # ================================================================ weather and storms
    R("""The Met Office has issued a severe amber weather warning as Storm Amy unleashes its fury across the United Kingdom, with forecasters warning of genuine danger to life from flying debris and coastal conditions.
Immediate Threats and Affected Regions
Meteorologists have raised alarms for southwestern England and Wales, where winds are expected to reach devastating speeds of 60-70mph. The amber warning remains in effect until 6pm Wednesday, with the potential for widespread damage and disruption.
Simultaneously, yellow weather warnings for wind and rain blanket vast portions of the country, including:
- All of Wales and southwest England
- Significant areas of northern England
- The majority of Northern Ireland""",
      source="https://britbrief.co.uk/weather/storms/storm-amy-met-office-amber-warningdanger-to-life.html",
      kind="news",
      note="trap: Storm, Amy, amber, warning"),
    R("""AMBER warnings are now in place as Storm Antoni looks set to bring gusts of wind up to 70mph to Devon today, Saturday.
The Met office says the storm will bring conditions ‘rarely encountered’ during the summer as it upgraded the alert to amber from 11am until 7pm.
A Met Office spokesperson says: ‘Storm Antoni brings the potential for damaging gusts of wind to some southwestern areas.
‘An area of low pressure, Storm Antoni, will bring particularly strong winds for the time of year to parts of southwest Wales and southwest England during Saturday.
‘Gusts of 40-50 mph are expected widely even inland, with a few spots peaking around 60 mph, while exposed coastal areas and hills could see gusts around 70 mph.""",
      source="http://totnes-today.co.uk/news/amber-warning-as-storm-antoni-set-to-bring-conditions-rarely-encountered-during-summer-630789",
      kind="news",
      note="trap: Storm, Antoni, alert, spots"),
    R("""The Met Office has introduced a fresh amber weather warning with the imminent arrival of Storm Floris, forecasting a period of exceptionally strong winds across substantial parts of Scotland and broader regions of the UK. This latest alert forms part of a series of official notices, with both amber and yellow warnings now in effect for numerous counties as the weather system advances.

Meteorologists predict that Storm Floris will bring “unusually strong” westerly and northwesterly winds through Monday, with gusts expected to range from 50 to 70 mph in most areas. However, locations exposed along western coasts and higher ground may experience wind speeds as high as 80 to 90 mph. The storm front is anticipated to strike the western coastal areas first, making its way toward the northeast of Scotland later in the day.""",
      source="https://www.cardiffnewsonline.com/?p=78977", kind="news",
      note="trap: Storm, Floris, front, system"),
    # ================================================================ local history (the Jenkins family) and Chef Hugo
    R("""ELMORE JENKINS FAMILY (Written by Jessie Jenkins Carman for the Norman County History, 1974)

             Elmore was the son of Chauncy Jenkins (1821-1870) and Sarah (Davis) Jenkins (1826-1904) who came from Warren County, New York State in 1866, settling in Stearns County in Minnesota.  He had five brothers and sisters – John Wesley, born in 1846, Julia (1849), George W. (1851), Edith A. (1853) and Emma E. (1859).

             Elmore and his new bride came to Norman County by ox team, riding in a covered wagon with a pony hitched behind, bringing with them such household goods as would be essential to the starting of their humble home.  (One night, the oxen decided to go back to Sauk Center so Mr. Jenkins was forced to leave the wagon and his wife and ride back on the pony to get them.)  The trip from Sauk Center to their quarter section in McDonaldsville Township, three miles east of Ada, took ten days.
Three children were born to the Jenkins – Ruby (1879), Effie (1882) and Jessie (1888).""",
      source="http://mbmaring.tripod.com/Carman%20website/My%20Webs/myweb/jenkins_history.htm", kind="prose",
      note="trap: Jenkins, Ruby, Julia, Ada, Emma (family names; Ada a town)"),
    R("""Ye Olde Jenkins Family Welcomes Visitors to Open House

Lansdale Historical Society presents "Holidays at the Homestead" on Saturday, complete with artifacts and antique toys

In what has become an annual tradition, the Lansdale Historical Society will host its annual holiday open house, "Holidays at the Homestead" on Saturday, Dec. 1 from 11 a.m. to 4 p.m. at the Jenkins Homestead.

On hand to greet visitors will be John and Sarah Jenkins, who will invite their guests to what John Jenkins referred to as his "mansion" in the late 1700s.

John Jenkins will be showing off his new assessor’s office, which opened this summer, and will describe what it was like being a farmer, landowner, father and tax assessor for Gwynedd Township during the Revolutionary War period.

John came to the colonies from Wales in 1729 at the age of 10 and settled in Hatfield Township with his father, Jenkin Jenkins. (No, that is not a typo).""",
      source="http://lansdale.patch.com/groups/around-town/p/ye-olde-jenkins-family-welcomes-visitors-to-open-house",
      kind="news",
      note="trap: Jenkins, artifacts, host, office, Homestead"),
    R("""James Lewis Jenkins- LaGrange Pioneer

This ancestors has proven to be one of the most elusive. I’m sure it is not because he chose to be secretive but rather that back in his days, there were few official records kept. I have never been able to find an actual birth date. The only data I have for his birth is that which was reported on censuses and that can be, at times, untrustworthy. Back in the 1800s when censuses were taken, the census taker was not required to get the information from the people who actually lived in the household. Imagine a census taker on horseback out in the countryside coming to a house and no one being available to give information. He could have gotten it from nearby neighbors who probably didn’t know an actual birth year or where their neighbors were actually born.""",
      source="http://happekotte.blogspot.com/2014/03/james-lewis-jenkins-lagrange-pioneer.html", kind="blog",
      note="trap: Jenkins, records, data, taker"),
    R("""Last night it was "Hugo", 3235-A Madison Road, Oakley, OH 54209--513-321-4846, handicapped accessible.
Hugo has been open approximately 3 weeks, and it was our first visit. It bills itself as "Southern Sophisticated cuisine" but in my, not so humble opinion, cannot come anywhere near such places as the Horseradish Grill or The Southern Kitchen in the Atlanta, GA area.
After a slight discussion with our server, he had his agenda and we had ours, we settled in with a good drink or wine for the 4 of us. Once on the same page with the service his service was pleasant and professional. Now in sink, the server explained the theory of the menu: three courses, if desired, 1st, 2nd, and 3rd plates. All pleasantly sized but not large.""",
      source="https://letseatout.blogspot.com/2007/06/hugo.html", kind="blog",
      note="trap: Hugo, server, wine, sink, service (a restaurant called Hugo)"),
    R("""Hugo, Reviewed

Ever since we read this years Top 10 Restaurant List for Cincinnati Magaizine and saw Hugo listed at #9 (last year’s runner-up for Best New Restaurant), we have been waiting with baited breath for an opportunity to try it out. We normally take turns surprising each other for our anniversary but we decided to make an exception this year since we both already knew where we wanted to go – Hugo!

So, we decided to do the tasting menu, with wine. Our waiter was excellent – ask for PJ if he’s working because of the 3, he was by far the best. He was extremely knowledgeable of the food, the wine, and the way they paired together. Even if you normally wouldn’t consider the wine pairings, I would definitely recommend considering it because it matched so well with the food and it was such a bargain at $23 (for 7 glasses)!""",
      source="http://danielledeskins.blogspot.com/2009/07/hugo-reviewed.html", kind="blog",
      note="trap: Hugo, exception, wine, runner"),
    R("""Review of Hugo’s

From Away has reviewed Hugo’s 6-course tasting menu,

We ventured into the icy night for our first experience with this type of dining and were in turns, surprised, amused, impressed and satisfied. No menus. No choices. No volition. The diner is at the mercy of the chef and his kitchen. It’s a relief to the indecisive diner and a delight for an adventurous eater. And I am mostly both.""",
      source="https://www.portlandfoodmap.com/review-of-hugos-4/", kind="blog",
      note="trap: Hugo, chef, Review (Hugo's, a Portland restaurant)"),
    # ================================================================ dogs at play
    R("""Friday is Funday when you're a spaniel!

Phew what a day for dogs! I'm so tired I nearly fell face down in my dinner bowl! I see Rosie’s about to put the fire on so I might just pop myself in my favourite basket and reflect on the fun we had today …..

Oh what an adventure we had. Off we set - my favourite walk-mates Rosie and Kirsty; my current beau Mac, a springer spaniel and my new best friend Buddy, a sprocker spaniel. A sprocker is a cross between me and Mac so you can imagine how many heads he turns! We were the first dogs ever to go on this adventure and we got invited to test drive it because we're gorgeous, have bags of personality and just love having fun.""",
      source="https://www.delphdogwalking.com/post/2017/10/14/friday-is-funday-when-youre-a-spaniel", kind="blog",
      note="trap: Mac, springer, Buddy, test, basket (a springer spaniel called Mac)"),
    R("""Springer Sunday

Harvey and Fudge take their first walk and join Bruno and Baxter

Took my new camera with me today for this walk when I walked two Springer Spaniels from Erskine,  Harvey and Fudge for the first time – just a one off but they did join Baxter and Bruno who are staying the night with me.  Just like Baxter and Bruno both Harvey and Fudge are not much over a year old and loves toys, endlessly running about and water.

Baxter loves the water and won’t really leave it while you are close by, instead he may just sit there and stare at you if you’re not giving him enough attention. Bruno is a real working type and pretty fearless and determined and very similar to Fudge in his commitment to getting the ball or whatever you’re throwing.  Harvey is a bit of a mischief maker and likes to take the ball to get a chase.""",
      source="https://www.bdws.co.uk/springer-sunday/", kind="blog",
      note="trap: Springer, Harvey, Bruno, Baxter, maker (dogs' names)"),
    # ================================================================ grapes and the greenhouse
    R("""Pruning Greenhouse Grapevines

If you have a grapevine in your greenhouse this is the perfect moment to give it its annual prune, and I have been attacking my absolute beast of a vine. Grape vines make wonderful greenhouse plants in one way: the warmth and shelter makes for an environment much closer to the climates they like to produce fruit in than our usual British summer.

Why now? As the winter wears on, grape vines start to get ready for spring, their sap rising, and if you prune once this has begun to happen they can ‘bleed’ sap, dripping for days or even weeks, and weakening themselves. Traditionally in fact this pruning is done before Christmas for this exact reason, but if you had time to set aside to prune your grapevine in the run up to Christmas then you are a more organised person than me.""",
      source="https://hartley-botanic.co.uk/magazine/pruning-greenhouse-grapevines/", kind="blog",
      note="trap: spring, sap, environment, prune, Grape"),
    R("""Creating airflow on the grapevine

I've given our grape vine that the previous owners had planted in the greenhouse a haircut. It gets a hard prune in winter, and we also prune it throughout the growing season as well.

The first year we were here we didnt prune during summer, and ended up with disease on the fruit. We haven't had any problems since by pruning some of the leaves off to open the vine up to allow airflow through. Being in the greenhouse it gets super duper hot and humid of course, which fungal diseases thrive in. Hopefully we get a bumper crop again this year!""",
      source="https://www.yates.co.nz/spring-vegie-growing-challenge/this-year/2020/creating-airflow-on-the-grapevine/",
      kind="blog",
      note="trap: airflow, grape, leaves, prune"),
    # ================================================================ recipes
    R("""Thanksgiving: Baked Ham with Honey-Port Glaze
Source of Recipe
From "Williams-Sonoma: The Best of Thanksgiving"
List of Ingredients
◦ 1 fully cooked bone-in ham, about 8 pounds
◦ ½ cup firmly packed golden brown sugar
◦ ¼ cup honey
◦ 2 teaspoons dry mustard
◦ ¾ cup port
Recipe
Position a rack in the lower third of the oven and preheat to 325° F.
Using a sharp knife, score the fat on the upper half of the ham in a diamond pattern, cutting about ¼ inch deep. Place the ham, fat side up, on a rack in a roasting pan. Roast for 1 ¼ hours.
In a small bowl, mix together the brown sugar, honey, and mustard. Carefully spread half of the sugar-honey mixture over the scored surface of the ham. Stir the port into the remaining sugar-honey mixture. Continue to roast the ham, basting several times with the port mixture, until the ham is well glazed and shiny, about 1 hour longer.""",
      source="http://recipecircus.com/recipes/Catgurrl/Holiday/Baked_Ham_with_Honey-Port_Glaze.html", kind="recipe",
      note="trap: port, rack, pattern, diamond, Source"),
    R("""Ham with Port Sauce

1 Pre-cooked smoked ham with or without bone
(5 lbs boneless, 8 lbs. bone in)
15 whole cloves
4 Tbsp. prepared mustard (honey mustard is good)
1/2 cup dark brown sugar
1 cup apple juice
1 cup tawny port

Trim the fat from the ham and score a diamond pattern.  Place the ham on a rack in
the pan.  Spread mustard all over the surface and insert the cloves in the diamonds.
Sprinkle the sugar over the top and pour the apple juice and port into the pan.  Bake in
a pre-heated oven for 1 hour, basting frequently.  Allow the ham to rest for about 20
minutes before carving and serve with the pan juices on the side.""",
      source="http://www.mom-mom.com/ham_with_port.htm", kind="recipe",
      note="trap: port, rest, serve, apple, cloves"),
    R("""Spring Lamb with Roasted New Potatoes

While in the UK we can get good lamb imported from New Zealand for the whole year round, April is the start of the British lamb season and Easter weekend is also usually associated with lamb (which is of course, why I have a joint of pork :-) ). The British lamb season runs from April to October, with the best lamb coming later in the season.

4 Small(ish) Lamb Leg Steaks
1 Heaped tsp Mint Sauce
1 tsp Minced Garlic
1/2 tsp Wholegrain Mustard
2 tsp Redcurrant Jelly
2 tbsp Lemon Juice
Salt & Pepper

Preheat Oven to 180 C

1) Mix the mint sauce, garlic, mustard, redcurrant jelly, salt, pepper and lemon juice and marinate the lamb in an ovenproof dish for at least 20 minutes.

2) Boil the new potatoes in enough salted water to cover them, until nearly cooked""",
      source="http://food-fan.blogspot.com/2007/04/spring-lamb-with-roasted-new-potatoes.html", kind="recipe",
      note="trap: Spring, Mint, Jelly, Salt (Mint Sauce and Redcurrant Jelly)"),
    R("""As winter comes to a close, celebrate the new season with this dish that is packed with all the flavours of spring.
Ingredients
Equipment: Large frying pan with lid
Serves: 4
- 1 tbsp olive oil
- 8 lamb leg steaks
- 250g (9oz) new potatoes, halved
- 350–400ml (1½ –1¾ cups) fresh chicken stock
- 20g (3⁄4oz) unsalted butter
- 3 baby gem lettuces, quartered
- 150g (5oz) frozen peas
- 2 tsp white wine vinegar
- 2 tsp Dijon mustard
- handful of flat-leaf parsley, finely chopped
Method
- Heat the oil in a large frying pan over a medium–high heat. Season the lamb with salt and pepper and brown all over until just cooked, then remove to a plate and set aside.
- Add the potatoes to the pan and pour in the stock so it just covers the potatoes; season with salt and pepper. Cover and cook for 10 minutes.""",
      source="https://www.rte.ie/lifestyle/recipes/2019/1212/1098741-donals-spring-lamb-supper-with-baby-gem-peas/",
      kind="recipe",
      note="trap: spring, gem, stock, Method, wine"),
    # ================================================================ football at Crystal Palace
    R("""After a fairly uneventful first half at Selhurst Park, we came to life in the opening stages of the second period and went ahead when Joel Ward put through his own net from James Maddison’s drilled cross and doubled the lead on 66 minutes, Heung-Min Son putting the finishing touch to a superb move for his eighth goal of the season.
The visitors reduced the deficit deep into stoppage time through Jordan Ayew and threw everything at us in search of an equaliser, but we held out for the victory. And, as if being five points clear wasn’t good enough, the night was capped by the return of Rodrigo Bentancur, back in action for the last few minutes following a lengthy ACL injury lay-off.""",
      source="https://tottenhamhotspur.com/news/2023/october/crystal-palace-v-spurs-match-report", kind="news",
      note="trap: net, Son, cross, period (football at Crystal Palace)"),
    R("""Crystal Palace held on for their fourth win in six games since Roy Hodgson’s return as they put four goals past West Ham.
With kick-off delayed by 15 minutes due to issues with the Selhurst Park turnstiles, David Moyes’ side started quickly, with Tomas Soucek opening the scoring within 10 minutes after a corner.
Yet three goals in 15 first-half minutes for the Eagles gave them a commanding league, with Jordan Ayew, Wilfried Zaha and Jeffrey Schlupp all getting on the scoresheet.
This was Zaha’s first goal since 6th November, in the reverse fixture at the London Stadium, after the Ivorian returned from a four-game absence.
Michael Antonio’s headed finish from Soucek’s flick-on ensured the two teams ended the first-half 3-2 to Palace, before Ebere Eze won and converted a penalty just after the hour-mark.""",
      source="https://alltoptrending.blogspot.com/2023/04/premier-league-results-crystal-palace.html", kind="news",
      note="trap: Crystal, Palace, Eagles, issues, fixture"),
]
