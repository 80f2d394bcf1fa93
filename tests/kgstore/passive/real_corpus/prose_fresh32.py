"""Prose of the thirty-second fresh held-out set ("fresh-32"): American football and basketball (the New York Jets
against the Titans, Jaguars and Cowboys; the Houston Rockets against the Warriors, Nuggets and Thunder), the Electric
Light Orchestra (album pages and reviews of Jeff Lynne's ELO: Alone in the Universe, From Out of Nowhere, a Very Best
Of on Jet/Epic), reviews of Kafka's The Trial, and local council news (a budget, parking permits, Flock cameras) -- full
of words that are also tool names: Jets, Rockets, Nuggets, Thunder, Jet, Epic, Electric, Light, Radio, Kafka, Flock,
Meals on Wheels, Elm, bus, bridge. Nothing in them names a software tool as software: none is labelled.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a paragraph or a few)
and labelled by hand without running the extractor, by the earlier sets' conventions (``--split fresh-32``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ================================================================ football: the Jets
    R("""The Jets went nine quarters without a touchdown, but they have finally found their way back into the end zone.

Rookie Michael Carter ran for the first touchdown of his NFL career with just under five minutes to play in the first half of Sunday’s game at MetLife Stadium. Matt Ammendola’s extra point cut Tennessee’s lead to 9-7.

Carter’s score capped an 11-play Jets drive that saw Zach Wilson go 5-of-7 for 60 yards, including a 30-yard hookup with former Titan Corey Davis. That’s the biggest offensive play of the game for the Jets and one of the biggest of the season.""",
      source="https://profootballtalk.nbcsports.com/2021/10/03/jets-find-the-end-zone-for-first-time-since-week-one/",
      kind="news", note="trap: Jets, Titan"),
    R("""Rookie Zach Wilson scored the longest rushing touchdown by a quarterback in franchise history, helping the host New York Jets to a 26-21 win over the reeling Jacksonville Jaguars on Sunday in East Rutherford, N.J.
Wilson completed 14 of 22 passes for 102 yards and a touchdown and rushed for 91 yards — including a 52-yard touchdown run. Michael Carter added 118 yards rushing and Braxton Berrios had a 102-yard kickoff return for the Jets (4-11).
Rookie Trevor Lawrence completed 26 of 39 passes for 280 yards for the Jaguars (2-13), who extended their losing streak to seven games. Jacksonville drove to the Jets' 1-yard line before turning the ball over on downs after Lawrence's incomplete pass with eight seconds left.""",
      source="https://www.nny360.com/sports/prosports/nfl-roundup-jets-defeat-jaguars-giants-fall-to-eagles/article_93e806a4-a1e7-56bf-b6db-497d0f19f523.html",
      kind="news", note="trap: Jets, Jaguars"),
    R("""Good things happen when No. 17 has the football in his hands. The Jets needed a spark on offense and the Wilson duo provided it with a 68-yard strike to get the Jets back within three points, making the score 10-7.
That score also happened to be the first points allowed by the Cowboys this season following Dallas’ Week 1 shutout of the Giants — who currently still are in disaster mode against the Cardinals.
Check out the big touchdown for the Wilsons.
WILSON. WILSON. TOUCHDOWN.#NYJvsDAL on CBS & Paramount+ pic.twitter.com/GheoDzRskP
— New York Jets (@nyjets) September 17, 2023""",
      source="https://jetswire.usatoday.com/2023/09/17/jets-get-much-needed-spark-thanks-to-68-yard-touchdown-for-garrett-wilson/",
      kind="news",
      note="trap: Jets, Cowboys, Giants, Cardinals (Paramount+ a streaming service named as a broadcaster; the "
           "embedded tweet's link kept)"),
    # ================================================================ basketball: the Rockets
    R("""The Houston Rockets muscled their way to 16-8 in a win against the Golden State Warriors during a (very) late night match-up last night in Oakland to the tune of 116-112.

If you stayed up late enough to catch the entire game, then you got to witness our offense running on all cylinders.  I mean these guys were absolutely on fire for most of the game.  Our starters cleaned up nicely as  James Harden was stellar with 26 points, and 9 assists in a ridiculous 42 minutes of play.  Chandler Parsons was able to return to form after a lackluster performance against the Portland Trailblazers, scoring 23 points.

And all of this amazing offensive play coming off of a very short period of rest.  Losing to Portland Thursday night and getting into Oakland early Friday morning is not exactly a recipe for fully rested and ready players.  According to the Associated Press, “Most players and coaches arrived only about an hour before the scheduled start because the final team bus was stuck in traffic getting over the bridge from San Francisco…”""",
      source="http://houseofhouston.com/2013/12/14/recap-houston-rockets-116-golden-state-warriors-112/",
      kind="blog", note="trap: Rockets, Warriors, Trailblazers, bus, bridge, cylinders"),
    R("""Winning the rebounding battle by ten usually points to a win. Wednesday night in Denver proved that basketball math can get weird in a hurry.
The Houston Rockets outrebounded the Nuggets 60-50 at Ball Arena, controlling the glass on both ends and finishing with 16 offensive rebounds that created plenty of second-chance opportunities. Normally, that kind of dominance inside tilts a game heavily in Houston’s favor.
Instead, the Rockets walked away with a 129-93 loss.
The difference came down to efficiency and possessions.
Denver punished Houston’s mistakes all night, converting 15 Rockets turnovers into 18 points while pushing the tempo in transition.""",
      source="https://roundtable.io/sports/nba/rockets/game-day/houston-dominates-glass-still-loses-big-to-denver",
      kind="news", note="trap: Rockets, Nuggets, glass, transition"),
    R("""HOUSTON — The Houston Rockets closed their four-game homestand with a 118-105 victory over the Oklahoma City Thunder Saturday night inside the Toyota Center. With the win, the Rockets won their second consecutive home game after defeating the Atlanta Hawks on Friday. 

Jalen Green led the Rockets in scoring with a team-best 28 points on 11-for-19 shooting. He notched a career-best nine assists in the win.

The Rockets had one of their best performances showcasing their ball movement. They recorded 25 assists as a whole, which led to the Rockets shooting 50.0 percent from behind the arc after connecting on 18 triples.""",
      source="https://www.si.com/nba/rockets/news/houston-rockets-four-game-homestand-win-over-thunder-jalen-green-jabari-smith-jr",
      kind="news", note="trap: Rockets, Thunder, Hawks, Toyota"),
    R("""The Houston Rockets completely blowout the Golden State Warriors 140-109.

In my game preview I said this was a bad match-up for the Rockets. Turns out I couldn’t be more wrong. Houston had a historic night shooting the ball. They tied the NBA record for most three’s made in one game with 23.

The MVP of the game was Jeremy Lin. He mad a career high 5 three-pointers tonight to go along with 28 points and 9 assists.

James Harden as usual had another very solid game, finishing with 18 points, 7 assists and 3 steals.""",
      source="https://spacecityscoop.com/2013/02/05/houston-rockets-have-historic-night-against-golden-state-warriors/",
      kind="blog", note="trap: Rockets, Warriors, MVP"),
    # ================================================================ music: the Electric Light Orchestra
    R("""All those years ago, ELO with their Beethoven meets The Beatles meets Bach sound produced a string of hits with sweet and irresistible hooks and melodies that rivalled ABBA.

It's been a long time since ELO's spaceship passed through our corner of the Universe. Now billed as just Jeff Lynne's ELO and only featuring original keyboard player Richard Tandy, the outfit has largely lost the disco sparkle and rococo extravagances, applying their orchestral maneuvers to tunes that have a rootsy Travelling Wilburys vibe.""",
      source="http://themusic.com.au/music/albumreviews/2015/11/20/jeff-lynnes-elo-alone-in-the-universe-guido-farnell/",
      kind="news", note="trap: ELO, Universe, spaceship, keyboard"),
    R("""Buoyed by the success of last summer’s Hyde Park gig, Jeff Lynne has put together only the second ELO album in 29 years. It covers familiar ground, with the usual mixture of grandiose balladry and harmony-drenched, uptempo rockers. While he only once comes close to matching the pop perfection of his 70s imperial phase (on the lushly melancholic One Step at a Time), there’s plenty to enjoy elsewhere. Opener When I Was a Boy finds him engaging and autobiographical, while Ain’t It a Drag recalls the breathless momentum of 1981’s Hold on Tight.""",
      source="https://www.theguardian.com/music/2015/nov/15/jeff-lynne-elo-alone-in-universe-review",
      kind="news", note="trap: ELO, Hyde, Drag"),
    R("""There’s something rather heartwarming about the return of Jeff Lynne’s ELO. While being a semi-retired rock star, forced out of the fray by the passing tides of fashion, is no one’s idea of a hard life, it’s also not what anyone with a yearning to make music for an audience wants for themselves. It all turned round for Lynne in 2014, when Radio 2’s head of music, Jeff Smith, persuaded him to headline the station’s Hyde Park concert. Five years on, the new-look ELO have had a platinum album, played Wembley Stadium and filled multiple arenas.""",
      source="https://uk.news.yahoo.com/jeff-lynne-apos-elo-nowhere-093013047.html",
      kind="news", note="trap: ELO, Radio, Hyde, platinum"),
    R("""This is a curious compilation released in the nineties by Telstar. The material here is from the Jet/Epic/CBS recordings of 1974 to 1986 which means "Showdown" and "10538 Overture" aren't included. "Roll Over Beethoven" is represented, but rather than the original single version we are furnished with a live recording of unknown origin. 

Whilst the early hits may not be present, this is one of few compilations to include tracks extracted from the Xanadu soundtrack. I presume licensing difficulties led to the title track being omitted but there are a number of cuts from the purely ELO side of the record.""",
      source="http://bleepsandbooms.blogspot.com/search/label/ELO", kind="blog",
      note="trap: Jet, Epic, Telstar, ELO, Xanadu"),
    R("""Their first album, when the band consisted of professional eccentric and Kiss prototype Roy Wood, Jeff Lynne and Bev Bevan. The cover featured an arty photo of a Habitat lamp (how seventies), the music included such chart-bound gems (erm...not) as "Nellie Takes Her Bow", "The Battle Of Marston Moor (July 2nd 1644)" and "Manhattan Rumble (49th Street Massacre)". The instrumentation included such non-rock 'n' roll additions as cello, oboe, bassoon, clarinet, recorders (all played by Wood), French horn, hunting horn and violin.""",
      source="http://pastarchives.co.uk/electric.htm", kind="blog", note="trap: Kiss, Habitat, recorders"),
    R("""ELO, led mainly by vocalist/guitarist Jeff Lynne, set their own niche in the AOR scene with their overblown arrangements and pseudo-progressive tendencies. They had decent solo chops too. Not outstanding, but their musical ablilty was respectable, and thats about it. So lets get to the albums!

The Wood/Lynne project finally beared fruit in 1971 in the shape of the grandiose sounding Electric Light Orchestra. The debut album was released in the UK self titled as intended but apparently due to a mix up involving a secretary with an answering machine it was released stateside as No Answer, truly bizarre.""",
      source="https://www.geocities.ws/mjareviews/elo.html", kind="blog",
      note="trap: ELO, Electric, Light, machine"),
    # ================================================================ books: Kafka
    R("""Josef K., a promising young banker, is arrested for an unstated crime. He is left to conduct his life and business as usual, except that now he may be summoned or charged at any time. Josef appears before a court and makes an impassioned speech in his defence, but is left none the wiser as to the accusations against him or the likely outcome of his case.

Having said that though, the book is really boring. From sterile plains to mundane flatlands, The Trial is a mobility scooter ride through the realm of bland.

The Trial by Franz Kafka is titled appropriately. 3/10""",
      source="https://insearchoflostmarbles.com/2019/03/11/book-review-the-trial/", kind="blog",
      note="trap: Kafka, Trial, scooter"),
    R("""Kicking off October with this strange story about a man (Joseph K.) who wakes up one day to find he's being accused of a crime that he knows nothing about... *shudder*
K. seems to spend the entire novel trying to gain insight into what exactly he’s being accused of and how he can go about proving his innocence through the ever-elusive court system.
‘The Trial’ is definitely worth a read on your own but don’t expect to understand it right away. Check out Alessandro Novelli’s short animation ‘The Guardian’ for a modern day intro to Kafka’s literature.""",
      source="https://navneetgidda.substack.com/p/the-trial-franz-kafka", kind="blog",
      note="trap: Kafka, Guardian, Trial"),
    # ================================================================ local councils
    R("""Common Council Meeting 12/20/2023 – Will Vote On Three Resolutions: Parking Facility Management Study, ARPA Funding For Flock Cameras, Timeline Change For Budget Delivery

The Common Council is meeting 12/20/2023 at 7PM. They have a full agenda both including business presented by the mayor as well as committee items that the Council will be voting on.

Finance Committee Votes Unanimously To Deny Resolution That Would Have Moved The Executive Budget Delivery Deadline Up By Two Weeks""",
      source="https://allthingsappleton.com/2023/12/19", kind="news",
      note="trap: Flock, ARPA (Flock cameras are licence-plate cameras bought by the city, hardware)"),
    R("""The City has approved the FY2011 budget in last week’s council meeting. This year’s budget has been termed as the “smallest” ($12.65  million) in the past three years. The loss of revenues due to declining property values has forced the city cut spending in a number of areas.

The draft budget was first introduced April 27. After a public hearing  on May 11, the council made a few minor additions. The council approves a grant of $3500 for the Meals on Wheels (MoW) program to purchase a refrigerator. The MoW delivers low cost meals to area’s senior citizens.

The council also approved an increases in occupancy permit application fees ($10.00 per permit) and residential parking permits (an increase from $5.00 to $10.00 per permit).""",
      source="https://www.kabircares.org/budget-parking-permit-fee-hike-approved/", kind="news",
      note="trap: Meals on Wheels, draft"),
    R("""Public Comments
Citizens addressed the council on various topics:
- Ms. Adams expressed concern about a proposed development on Elm Street, citing potential negative impacts on the neighborhood, increased traffic, safety hazards for children, and reduced property values.
- Mr. Brown voiced strong support for the new community park, highlighting its potential as a great asset to the city, particularly the walking trail and picnic area.""",
      source="https://councilnotes.com/ok/moore/meetings/102", kind="news", note="trap: Elm, trail"),
    R("""Next, the council reviewed the claims for the day. A council member noted that the town spends over $2,000 monthly on postage for wastewater bills. They suggested promoting online billing to save costs. The council then approved the claims with the same unanimous vote.
Mayor Stair provided an update on the town's budget. He expressed gratitude for the collaboration among council members in preparing the budget.""",
      source="https://citizenportal.ai/articles/1456167/Zionsville-Town/Boone-County/Indiana/Town-Council-unveils-ambitious-budget-for-community-growth",
      kind="news", note="trap: online, Stair"),
]
