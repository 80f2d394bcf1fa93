"""Prose of the fortieth fresh held-out set ("fresh-40"): English news, recipes, prose and non-technical blogs
-- sports (the Mariners and the Rockies five times, the Phoenix Suns and the Utah Jazz four times, the Suns and the
Denver Nuggets, three racehorses called D'Jango, Wicked Django and Django), weather and seasons (tornadoes, hail and
lightning in May, severe spring storms, a second day of a severe weather outbreak, 600 tornado warnings in two
weeks), gardening (sage, rosemary and mint in the flower garden, a sage plant that crowds out the others, a first herb
garden, rosemary's needle-like leaves, sage as "the Cabernet Sauvignon of herbs", a weather station in the yard,
gardening apps on a phone, three of them named), home and DIY (rust removed from tools with vinegar three times),
history, myth and books (the Apollo missions and the Apollo Program with Mercury and Gemini, Prometheus twice, Kafka's
Metamorphosis twice, hikes in the High Atlas) and recipes (Julia Child's boeuf bourguignon, an arugula and ruby
grapefruit salad, a cucumber-grapefruit salad) -- full of words that are also tool names: Mariners, Rockies, Story,
Suns, Jazz, Nuggets, Thunder, Spurs, Django, DJANGO, Spring, spring, Tornado, tornado, lightning, Storm, Sage, sage,
Mint, mint, Rosemary, Rust, rust, rusty, Bucket, Sponge, Apollo, Mercury, Gemini, Module, Prometheus, Titan, Atlas,
Kafka, Julia, Child, Ruby, Whisk, Tempest, Homegrown and more.

Three texts name software as software and label it: gardening apps (Homegrown from Bonnie Plants and the ID Weeds
app in one text; the Sprout It app in another) and a weather app (Weatherbug) that a landscaper opens on his phone. A
weather station (Tempest) whose data is read on a phone is a device, and another gardener's apps go unnamed: neither
is labelled; a site in passing (YouTube) is not labelled, as in the earlier sets; the rest label nothing.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a paragraph or a few)
and labelled by hand without running the extractor, by the earlier sets' conventions (``--split fresh-40``).
"""

from real_corpus import R, T  # noqa: F401

SURFACES = {"WeatherBug": ("Weatherbug",)}

CASES = [
    # ---------------------------------------------------------------- baseball: Mariners and Rockies
    R(r"""Mariners hit three homers, edge Rockies

[August 04, 2015]  DENVER -- The Seattle Mariners carried timely hitting to remarkable lengths Monday night, scoring all their runs with two outs and holding on to beat the Colorado Rockies 8-7.

"Any time you get two-out RBIs on the road, they're golden, and you usually win games," Seattle manager Lloyd McClendon said.

The Mariners' victory came after the Rockies erupted for three runs in the ninth. When first baseman Ben Paulsen doubled home two runs and catcher Nick Hundley drove in a run with a single, the Rockies had runners on first and third with one out against Carson Smith.

The Seattle closer struck out pinch hitter Michael McKenry and earned his 10th save by getting center fielder Charlie Blackmon to fly out.""",
      source="https://archives.lincolndailynews.com/2015/Aug/04/News/sports_w.shtml", kind="news",
      note="trap: Mariners, Rockies, Smith"),
    R(r"""The Colorado Rockies snapped a three-game losing streak, finally solving the riddle of the Seattle Mariners to secure a 6-3 win and reclaim the top spot in the NL West. At least, for the time being.
Kyle Freeland did his part, getting another quality start and bettering his rookie-best ERA to earn the win while the Rockies All-Star candidates did their part to carry the offensive load.
The Rockies put up a big inning — something that has happened a lot this season — in the second, plating four runs in the frame, finally breaking their scoreless streak after being shutout on Wednesday.
Mark Reynolds, as he so often does, got things started with a screaming line-drive home run, scoring Carlos Gonzalez who had worked a walk in a nice at-bat. Gerardo Parra followed that up immediately with a ground-rule double to left-center field, a nice piece of hitting. He moved up to third on a sac bunt from Ian Desmond and scored on a single that Trevor Story pulled through the left side of the infield with one of his more refined efforts of the season.""",
      source="https://thednvr.com/rox-on-top-colorado-beats-mariners-to-snap-losing-streak-and-reclaim-first-place-in-nl-west",
      kind="news", note="trap: Rockies, Mariners, Story, All-Star"),
    R(r"""Kendrick, 'pen combine to stifle Seattle

SEATTLE -- The Rockies scored two runs in the fourth inning on a Kyle Seager throwing error and held on to beat the Mariners, 3-2, on Sunday afternoon at Safeco Field, earning their first series win since Aug. 24-26.

Right-hander Kyle Kendrick notched his second straight win -- and his first in four Interleague starts this season -- for Colorado, holding Seattle to two runs on three hits over five innings while walking two and striking out four. Kendrick allowed back-to-back walks and two runs in the fourth but got Logan Morrison to ground out to third to end the threat.

Seattle starter James Paxton lasted just three-plus innings in his return to the Mariners' rotation. In his first start since May 28, the left-hander allowed three runs -- two earned -- on two hits and threw just 36 of his 66 pitches for strikes.

"I expected him to be somewhat rusty. Pitch count got up fairly quick and we had to get him out of there," said Mariners manager Lloyd McClendon.""",
      source="https://www.mlb.com/news/rockies-hold-off-mariners-to-win-series/c-149161998", kind="news",
      note="trap: Rockies, Mariners, rusty, Safeco"),
    R(r"""Rockies take advantage of error, beat Seattle 3-2
SEATTLE (AP) Brandon Barnes knew he'd made a pretty special catch that likely saved a run and kept Colorado in the lead.
Just to be sure, Barnes sat in front of his locker after the Rockies' 3-2 win on Sunday, his ribs wrapped with an ice pack, and watched the replay a couple of times.
''I wanted to give everything I had because I knew it was borderline fair or foul,'' Barnes said. ''I stayed with it and you get close to diving head first at the wall it's never safe but I knew I had a couple of more steps so I went for it.''
Colorado took two of three during the interleague series with the Mariners, scoring twice in the fourth inning on Kyle Seager's throwing error and preserving the lead in the eighth inning thanks to Barnes' catch in the left-field corner.
Ketel Marte walked with one out in the eighth inning and Seager's drive sliced off the bat, away from Barnes. It would have been a fair ball had it landed and with Marte's speed, he likely would have scored to tie the game.""",
      source="https://amp.foxsports.com/stories/mlb/rockies-take-advantage-of-error-beat-seattle-3-2", kind="news",
      note="trap: Rockies, Mariners, locker"),
    R(r"""The Rockies were eliminated from the playoffs a month ago, so Tuesday night’s game at Seattle’s T-Mobile Park was the closest they would come to postseason vibes.
For seven innings, the Rockies were up to the test. But, ultimately, the Rockies flunked, losing a 4-3 gut-puncher when the Mariners scored three runs in the eighth off relievers Juan Mejia and Victor Vodnik.
The sizzling Mariners won for the 15th time in 16 games, clinched an American League playoff berth, and moved a step closer to winning the AL West title.
Rockies rookie right-hander McCade Brown pitched like an ace for five innings, and shortstop Ezequiel Tovar gave the Rockies a 3-1 lead in the sixth. What’s more, Rockies pitchers combined for a season-high 16 strikeouts. But it wasn’t enough.""",
      source="https://usa-today-news.com/news/rockies-blow-lead-late-as-mariners-clinch-al-playoff-berth/?amp=1", kind="news",
      note="trap: Rockies, Mariners, T-Mobile (a ballpark's name), Brown"),
    # ---------------------------------------------------------------- racehorses named Django
    R(r"""If there was a prize for the most genuine and willing thoroughbred then recent Warwick hunter chase winner D’Jango would be a contender.
“In all my years of looking after horses this is the nicest,” says trainer Victoria Collins (pictured above on D'Jango). “He never turns a hair.”
With her partner Oliver Dale being a master of the North Cotswold Hunt, Collins’s point-to-pointers are no strangers to a day following hounds, and while some prove more suited to the role than others, D’Jango took to it as if he had been born in kennels. Collins says: “The first time I sat on him at the meet he loved it. The hounds came round him and he was a true gentleman. He loved being around them.”
Not that the AQPS-bred 11-year-old, who was born and raised in France, has drifted through a cushy life. According to France Galop’s website he began racing as a four-year-old and ran 33 times in his homeland over five seasons, winning three races and picking up prize money a further 16 times.""",
      source="https://www.pointtopoint.co.uk/news_articles/is-this-britain-s-most-honest-hunter-chaser", kind="news",
      note="trap: D'Jango (a horse), master, Hunt"),
    R(r"""With a thundering move from well back of the pace, WICKED DJANGO, the longest shot in the Autumn Stakes (G2) at Woodbine on Saturday, flew to his biggest win in near-track record time.

The handsome bay colt by Wicked Strong – Belcarres by Flatter, just a 2-time winner in his previous 11 races, defeated champion Paramount Prince and several other graded stakes winners in 1:48.65 for 1 1/8 miles, just off the record of 1:48.24 set five years ago by Global Access.

It was hard not to get caught up in the excitement of Wicked Django’s victory. He is the first and only horse of Ryan Brewster, a hands-on horseman who recently jumped headfirst into farm owner and breeder. Trainer Rodney Barrow, who only got the horse in his barn a month ago, had won one race in the last two years.""",
      source="https://canadianthoroughbred.com/horse-news/wicked-ryan-brewsters-only-horse-stuns-autumn-stakes", kind="news",
      note="trap: Django, DJANGO (a racehorse), Woodbine"),
    R(r"""Getting Django in a happy place: Mathews

MUCHEA trainer Alan Mathews says Django will likely be set for a 1400m race in about a fortnight.

After the Trade Fair and Fair Truth gelding’s win on August 20 at Belmont in the Carnivale at Crown Handicap (1200m) Mathews said he was still to work out which race was on the agenda next.

Mathews told Yanchep News Online he said he was looking to start Django in about a fortnight’s time but he wasn’t sure if the cancellation of races at Belmont on Saturday, August 27 would change Perth Racing’s program.

On his way back to scale after his second win with Mathews Django did not really look as though been in a 1200m race.

He looked calm and like just a few horses before a race not a horse who had just run 1200m.""",
      source="https://www.yanchepnewsonline.com.au/getting-django-happy-place-mathews/", kind="news",
      note="trap: Django (a gelding), Perth, Crown"),
    # ---------------------------------------------------------------- basketball: Suns, Jazz, Nuggets
    R(r"""The Phoenix Suns traveled to Salt Lake City on Friday night to take on the Utah Jazz, a team that entered on a three-game losing streak. That losing streak was snapped following a 134-133 victory by the Jazz..

It was an uphill battle for the Suns most of the evening as they fell behind by 19 points early. Lauri Markkanen scored a career high 38 points, Malik Beasley added 27 points off of the bench on 7-of-13 shooting from beyond the arc, and Jordan Clarkson had 20.

Booker did all he could, scoring 49 points for the Suns, but ultimately the team fell short and move to 9-6 on the season.

Game Flow

First Half

Phoenix would once again be without Chris Paul as he missed his fifth consecutive game with a heel injury.

Utah came out hot, building an early 13-3 run to start the game on the back of Mike Conley’s three-point shooting and the Suns putting the Jazz in and-1 opportunities. Phoenix wouldn’t hit their second field goal until substitutions had occurred and there was 8:09 left in the first. Of course Conley responded with another 3, going up 22-6.

Have the Suns entered the game yet? — Suns Geek On YouTube (@sunsgeek) November 19, 2022""",
      source="https://www.brightsideofthesun.com/2022/11/18/23467345/rapid-recap-booker-drops-49-points-phoenix-suns-cant-overcome-markkenan-and-the-utah-jazz",
      kind="news", note="trap: Phoenix, Suns, Jazz, Flow (YouTube only as a site in a quoted post, not labelled)"),
    R(r"""Final Score: Phoenix Suns Beat Utah Jazz 87-85

The Suns played the Jazz back at home tonight after a tough loss on the road to the Warriors on Thursday...Here's what happened.

The Phoenix Suns start the game with Eric Bledsoe, P.J. Tucker, Marcus Morris, Markieff Morris, and Brandan Wright. Both Alex Len (nose) and Brandon Knight (ankle) are out tonight once again.

As for the Utah Jazz, they begin the game with Dante Exum, Rodney Hood, Gordon Hayward, Derrick Favors, and Rudy Gobert. Trey Burke (back) and Alec Burks (shoulder) are both out for the Jazz.

First Quarter

Bledsoe with a BEAUTIFUL lob over the top of Gobert for the Wright Stuff!

Bledsoe just took Exum to school on a beautiful crossover, but couldn't convert.

Rodney Hood can shoot. #analysis

T.J. Warren checks in.""",
      source="https://www.brightsideofthesun.com/2015/4/4/8346147/final-score-phoenix-suns-beat-utah-jazz-87-85",
      kind="blog", note="trap: Phoenix, Suns, Jazz, Warriors, Knight"),
    R(r"""The Utah Jazz struggles continued tonight as they collapsed down the stretch and fell 115-109 to the Phoenix Suns. The Suns might have come into this game expecting to blow the short-handed Jazz out of the water but it didn’t play out that way. The Jazz backups almost pulled off the stunner. It was an entertaining game and even though it didn’t go the Jazz’s way, at least they can hold their heads high for competing and not giving up for the full 48 minutes.

The Suns won this game but it is nothing special for them. They have a league leading 37-9 record and the only impressive thing about their play tonight was that it is evident that they know how to close a game. That comes from the leadership of Chris Paul and it’s not to take away from the win, because that’s ultimately the only thing that matters, but they only really looked like an intimidating opponent in the 4th quarter when Chris Paul started hitting threes and flopping all over the court.""",
      source="https://www.slcdunk.com/2022/1/24/22900287/utah-jazz-fall-short-to-the-phoenix-suns-in-the-desert-devin-booker-chris-paul",
      kind="blog", note="trap: Jazz, Phoenix, Suns"),
    R(r"""Phoenix never trailed over the final three quarters.

“We played balanced the whole game,” guard Devin Booker said.

Booker had 25 points and seven assists. Mikal Bridges and Jae Crowder added 16 points apiece for the Suns. Phoenix had six players score in double figures.

Donovan Mitchell scored 23 points for the Jazz. Rudy Gobert had 18 points and 14 rebounds, and Mike Conley chipped in 16 points. The Jazz are 0-2 at home to start the 2020-21 season.

“Teams have been coming out being aggressive and it’s taking us too long to react,” Gobert said. “We have all the weapons to counteract that, but tonight it took us too long to adjust again.”

Cold shooting from the Jazz allowed the Suns to surge ahead in the second quarter. Utah missed 13 shots in the quarter and shot just 39.5% from the field overall before halftime.""",
      source="https://www.washingtonpost.com/sports/nba/booker-scores-25-suns-overwhelm-jazz-for-106-95-victory/2020/12/31/bfa16b22-4bec-11eb-97b6-4eb9f72ff46b_story.html",
      kind="news", note="trap: Phoenix, Suns, Jazz, Bridges"),
    R(r"""The Phoenix Suns (12-8) welcomed the Denver Nuggets (13-5) at Mortgage Matchup Center Saturday.
Both teams were coming off close losses, with the Nuggets losing to the San Antonio Spurs, while the Suns were defeated by the Oklahoma City Thunder.
The Suns sat sixth in the Western Conference, while the Nuggets sat fifth, only one spot ahead of Phoenix, but two games ahead of them.
While Phoenix was without center Mark Williams (calf) and Ryan Dunn (wrist), Grayson Allen (quadriceps) and Jordan Goodwin (ankle) were listed as Game-Time Decision.
“Grayson and Goodwin will warm up,” Suns head coach Jordan Ott said. “If everything goes well, they’ll be ready to go for tonight.”""",
      source="https://www.rawchili.com/nba/444441", kind="news",
      note="trap: Phoenix, Suns, Nuggets, Spurs, Thunder"),
    # ---------------------------------------------------------------- weather and seasons
    R(r"""Wild World of Weather: Tornadoes, damaging hail, and lightning
This week in the Wild World of Weather
NEW ORLEANS (WVUE) - Severe weather season was in full swing the second week of May - tornadoes, damaging hail, and lightning left destruction in different parts of the country.
Tornadoes touch down in Missouri
It is feeling like May in the Midwest with severe storms this week.
Huge hail fell across parts of Missouri during strong thunderstorms. In Grundy County, officials reported golfball to grapefruit-sized hail across the area last Saturday night.
The National Weather Service also confirmed a tornado in Linn County, rated an EF-2 with maximum sustained winds of 135 miles per hour.
Several buildings in the area had major damage. Luckily, there were no injuries reported from the storms.""",
      source="https://www.fox8live.com/2023/05/10/wild-world-weather-tornadoes-damaging-hail-lightning/", kind="news",
      note="trap: Tornadoes, tornado, lightning, Grundy (an image address line left out when trimming)"),
    R(r"""Severe Spring Storms Unleash Flooding, Tornadoes and Death

Spring has definitely sprung, unleashing severe weather across the nation, from a late snowstorm to flooding and deadly tornadoes.

Most Americans wouldn't expect to be operating their snow blowers during the first weekend of April, but people in the Northeast are digging out from a snowy blast.

It was no April Fool's Day joke – an early spring storm dumped up to 15 inches of snow on parts of New England Saturday. It came just two days before opening day for the Boston Red Sox baseball team.

"We had more spring-like weather at the end of February than we do the first of April. That's New England for ya!" one man in Westminster, Massachusetts said.

Across the South, it was a different story, from floods to tornadoes. One twister even destroyed a church in Virginia.""",
      source="http://www1.cbn.com/cbnnews/us/2017/april/severe-spring-weather-unleashes-flooding-tornadoes-and-death",
      kind="news", note="trap: Spring, spring, Tornadoes, Red Sox"),
    R(r'''Plains, Midwest Escape Major Damage on Second Day of Severe Weather Outbreak

A second round of severe weather moved across the Midwest Wednesday, spinning up more than a dozen confirmed tornadoes since the threat began Tuesday. Most of the twisters were short-lived – including one that touched down multiple times in the Omaha, Nebraska, metro area – but one was deadly.
The Cornhusker State was just one of nine states to be hit by at least one tornado during the severe outbreak, which included Oklahoma, Texas, Indiana, Kansas, Kentucky, Iowa, Missouri, Indiana and Illinois, as the weather system shifted across the Plains and Ohio Valley.
(MORE: 4 Things to Know About the Continued Severe Weather Threat)
Over the course of two days, the storm system was responsible for more than 270 reports of wind damage and at least 240 hail reports, according to the Storm Prediction Center.

Nebraska

The National Weather Service said a short-lived EF1 tornado hit western Omaha Wednesday afternoon, but no injuries were reported. A preliminary survey found a damage path two-thirds of a mile long from the 50-yard-wide twister that was in progress for four minutes.''',
      source="http://weatherfanatics.blogspot.com/2016/04/plains-midwest-escape-major-damage-on.html", kind="news",
      note="trap: tornado, Storm, Plains, Omaha"),
    R(r"""600 Tornado Warnings later, 2 weeks of severe weather storms finally come to an end

Late April and early May are smack dab in the middle of severe weather season.

Unfortunately, this season has brought two weeks of nonstop storms, which have left residents in the U.S. scrambling for shelter as more than 600 Tornado Warnings blared and twisters left trails of devastation across multiple states.

Here is a look back at all the stormy days that plagued much of the nation’s heartland over the past two weeks.

April 26 

The first outbreak occurred on April 26 when strong tornadoes struck eastern Nebraska and into western Iowa, even crossing Interstate 80 at one point.

The Omaha suburb of Elkhorn was directly hit by the tornado, and several homes were destroyed. Garner Industries sustained severe damage, and a massive train derailed near Waverly. Omaha’s airport suffered significant damage to its general aviation buildings.

FOX Weather Storm Tracker Corey Gerken captured video of one of the powerful tornadoes crossing Interstate 80 outside of Lincoln, Nebraska.""",
      source="https://baystatelocal.com/2024/05/11/600-tornado-warnings-later-2-weeks-of-severe-weather-storms-finally-come-to-an-end/",
      kind="news", note="trap: Tornado, tornado, Storm Tracker, Elkhorn"),
    # ---------------------------------------------------------------- gardening
    R(r"""Sage Flowers
1.) Herbs add color because they FLOWER, too!

2.) They grow like weeds, with very little help. If you are willing to make them a nice home in the sun (where most herbs flourish), plenty of room for expansion, and a snip here and there, they will WOW you. (Trust me, I am a complete novice at this whole gardening thing still and my herbs have really boosted my confidence in the garden.)

3.) Lavender. Rosemary. Mint… Oh My! They smell soooooo incredibly good!

4.) They keep coming back. Yeah, that’s right! Many herbs are perennial. So, it’s one and done with these babies. Sage, oregano and mint are among my personal faves because the harshest winter ever (ok — maybe just for me!) didn’t even phase them. They were among the first to show up in the springtime, too.

5.) They add texture and contrast in the garden. I prefer the light-colored green of sage leaves as a back drop for darker colored flowers and foliage. It really makes them pop!""",
      source="https://thedahliahouse.wordpress.com/2014/09/29/my-top-5-reasons-to-grow-herbs-in-the-flower-garden/",
      kind="blog", note="trap: Sage, sage, Rosemary, Mint, mint, Lavender"),
    R(r"""Sage is an extremely easy herb to grow. I always have more sage than I know what to do with.

And this year is no exception. One $1.99 seedling has resulted it this pretty lush plant which I’ve already divided once and given to a friend.

I planted my sage in a herb box with tarragon, thyme, marjoram, and rosemary. After about 2 months I think I may split them into separate boxes, perhaps with other plants. The sage is definitely doing the best and I’m worried it will crowd out the others.

Also as the plants get bigger, they’re all about the same height so I’ve noticed a bit of powdery mildew on the rosemary and tarragon which I’ve read could be due to poor circulation.""",
      source="https://wormcompostingto.wordpress.com/2012/06/09/sage/", kind="blog",
      note="trap: Sage, sage, rosemary, box"),
    R(r"""Grow An Herb Garden

We just recently moved into a new house- so I am once again starting over with a yard that needs a lot of work.  I am hoping next year to plant an herb garden- but I wanted to do a little research to see what herbs are perennials and hardy (requiring little work to keep alive).

Before you start planning an herb garden, consider first what herbs you like to have on hand.  Next, depending on the soil you have in your yard, you should plan on either a raised bed or putting herbs in pots- this helps minimize and control weeds as well as the different fertilizing needs/soil needs of different plants.

For my first herb garden, I am planning on planting the following:

  • Rosemary
  • Lavender
  • Sage
  • Thyme
  • Mint

I want to start small, b/c this gives me the ability to fully focus on caring for and learning about these plants before I add others.""",
      source="http://www.myheartsmission.com/tag/herbs-that-come-back-each-year/", kind="blog",
      note="trap: Rosemary, Sage, Mint, yard"),
    R(r"""Rosemary

the rosemary is highly aromatic

Cooking applications:

Known as “dew of the sea” in Latin, rosemary is one of the most aromatic and powerful of herbs.

Originating near the Mediterranean, rosemary features needle-like leaves and a pronounced lemon-pine flavor that wonderfully complements focaccia, garlic, pizza, roasted lamb, tomato sauce, garlic, and olive oil.

Caution is needed when adding rosemary to recipes, due to its strong flavor.

Medicinal qualities:

The herb rosemary has several health benefits including improving memory functions. Individuals who have gout or arthritis can rub balm that contains rosemary on painful joints for relief.""",
      source="https://horticulturalnut.wordpress.com/2020/03/04/1-2-3-guide-help-you-grow-rosemary-sage/", kind="blog",
      note="trap: Rosemary, rosemary, pine, balm"),
    R(r"""Sage: Sage is a great herb for cooking with and really easy to grow. The only thing it doesn’t like is wet ground, so plant it in a sunny spot with fertile, well-drained soil.
There are loads of sage varieties to choose from, including some with colored leaves. Harvest the leaves regularly to encourage more to grow. We encourage you to get in touch with the Auburn Landscaping Pros if you have any questions with your herb garden.
I like to describe sage as the “Cabernet Sauvignon of herbs.” Similar to Cabernet grapes, sage is sturdy, hardy, prolific, and drought-tolerant. It grows well within a wide range of temperatures and planting zones. Sage also boasts a long growing season. Since this resinous herb is evergreen in most zones, you can harvest sage well into late fall. While tender herbs, like basil, might die on the first freeze, sage will still be growing strong.""",
      source="https://auburnlandscapingpros.com/herbs-to-grow-in-a-beginners-herb-garden/", kind="blog",
      note="trap: Sage, sage, Harvest, Cabernet"),
    R(r"""As a gardener, I am always concerned about the weather. How hot is it? How dry? How cold? How much rain did I get? While you can access the weather in a number of apps, or weather stations, information about what is actually happening in your own yard is of utmost importance. While I do have a sprinkler system in the yard, I don’t keep it on a regular timer—I am the timer. I keep up with what is happening in my yard and I have an app on my phone that allows me to turn the sprinkler system on from wherever I happen to be.

We have had numerous weather stations in the yard, and they can be finicky. Our most recent one was still giving me data on the temperature, but the rain gauge petered out, so I had to rely on a plastic rain gauge, which I had to be present to see. Clay did the research and found Tempest.

We mounted in on the deck well away from any sprinkler heads, and trees. The only thing that it doesn’t have that my other ones did is a monitor inside the house. I have to read all the data on my phone or computer, but it is great. It gives me updates when it begins to rain, if it detects lightning in the vicinity and has been quite accurate.""",
      source="https://www.arkansasonline.com/news/2022/sep/04/weather-station/", kind="blog",
      note="trap: Tempest, lightning, Clay, timer, yard (Tempest is a weather station, a device, and the apps are unnamed: nothing labelled)"),
    R(r"""These free mobile apps help your garden grow and flourish

My husband, Nick, is gearing up for his favorite backyard activity – growing tomatoes, zucchini and pretty much every variety of pepper. He’s always on the lookout for tips and ideas to increase his bounty. This spring, I suggested he turn to technology to aid his quest.

Homegrown, an app from Bonnie Plants, is essential for both
beginning gardeners and seasoned horticulturists. Click on the Learn to Grow tab to access a series of guides that provide the basics for success. Keep a garden journal by listing your plants, dates that they were planted, and keep tabs on how they’re doing. With Homegrown, you can set notifications so you never forget an important garden task and create a visual history of everything you grow.

The University of Missouri Extension’s ID Weeds app, updated this spring, identifies more than 400 plant species that could be encountered as weeds in crop fields, pastures, lawns, gardens or aquatic
areas, according to Kevin Bradley, Ph.D., MU Extension weed specialist.""",
      T("Homegrown"), T("ID Weeds"),
      source="http://abouttownmagazines.com/2016/03/techy-alert-help-your-garden-grow-with-these-free-apps/",
      kind="blog",
      note="mixed: two gardening apps named as software (Homegrown, ID Weeds) are labelled; trap: spring, Extension; a byline and a paragraph left out when trimming"),
    R(r"""There are many gadgets available today that make life much much easier and more enjoyable than just 10 year ago.  See my list of helpful weather toys below.

  2. Rain sensor on my irrigation system.  It is law to have one now, but it you don’t please get one as you don’t want to be the neighborhood bozo watering your lawn after a 4″ nighttime soaking.  Happens all the time.  In a nutshell the sensor will detect rain and prevent the system from working until an internal sponge dries out.
  3. A simple rain gauge.  1″ of water per week is what your plants  and grass need.  Spend 5 bucks and you will have some good locker room talk as to how much rain you received last night.
  4. Internet Apps.  I listed off 4 great apps to a guy at national night out in August when he asked what ones worked the best.  I do not have a favorite, but use them all.  In any event when the massive storm approached I opened up Weatherbug and showed him the hail heading our way.  His doubt regarding the accuracy of a mobile app quickly left as the hail was hitting him on the head.  No Joke.""",
      T("WeatherBug"),
      source="https://bedsandborderslandscape.com/water-and-technology-how-to-save-our-resources-time-and-money/",
      kind="blog",
      note="mixed: the Weatherbug weather app opened on a phone is labelled (as WeatherBug, the app's name; the text's spelling in SURFACES); trap: sponge, storm, Menards; the first list item (a product link with no text) left out when trimming"),
    R(r"""It wasn’t until I had a home of my own that I realized how much I had paid attention to the ramblings of an old man. If he were alive today, I’m sure he’d love the time-saving, technology of the gardening apps available for identification, growing cycles, and living harmoniously with insects to protect and preserve our gardens. I know you will, too.
Check out some of my favorites!

1. Sprout It is a great app for those who want to jump into gardening but have no clue about what to do or where to begin. By loading your zip code, Sprout It helps you determine your temperate growing zone and length of the season. It offers up many planting ideas with customized step-by-step growing instructions for the plants you have chosen as well as vivid images demonstrating pest and disease issues. Sprout It tops off the app with fresh ideas for cooking and preserving your beautiful bounty.""",
      T("Sprout It"),
      source="http://www.diannakersey.com/gardening-apps", kind="blog",
      note="mixed: the Sprout It gardening app is labelled; trap: zip, Sprout"),
    R(r"""I have rethought my decision not to plant a garden this year because it sounds as though I can now do most of the gardening from my phone.
My doubts about how this could possibly work were dispelled as I’ve read how a few apps from my phone can take out all the guesswork about gardening as I haven’t had a lot of luck with my own guesswork in the past. The seeds were put in at random times and mostly left to their own devices, which means I didn’t usually end up with the bountiful harvest that I had hoped for. With my phone in charge, this all should change this year.
One of the apps I have on my phone will tell me exactly when the best time to plant each seed for my exact GPS location. It’s like a coach for the garden. If you want nice garden peas, plant variety B on date C at the depth of blank inches. How can I go wrong?""",
      source="https://norfolkdailynews.com/blogs/gardening-on-my-phone/article_e36d8bd6-d93d-11ed-aa0a-7f20cc989c57.html",
      kind="blog", note="trap: apps, coach (the gardening apps are never named: nothing labelled)"),
    # ---------------------------------------------------------------- home and DIY: rust
    R(r"""Is rust accumulating on your tools? You can easily restore your tools with just a couple of items that you already have in your home.

Submerge your rusty tools in distilled white vinegar, ensuring that no part of the metal is outside of the liquid. The submersion time will depend on the amount of rust. If it’s light, check it after a couple of hours. If it’s still rusty, return it to the vinegar and check on it regularly. If it’s heavily rusted, it will be necessary to soak it for 10 to 12 hours.

When the rust is removed, scrub it clean with an old brush. Prepare a bath consisting of one part baking soda and two parts water and soak the tools for 5 minutes. Remove the tools and rinse with water.

To ensure the rust doesn’t return, apply a light coating of WD-30 or 3-In-1 oil. Avoid applying too much as dirt and debris will stick to an overly oiled tool.""",
      source="https://www.americanfarriers.com/articles/8775-how-to-easily-remove-rust-from-your-tools", kind="blog",
      note="trap: rust, rusty, metal, WD-30"),
    R(r"""Remove Rust from Tools with Ordinary Vinegar

Unless you keep all your tools in a humidity- and temperature-controlled environment or keep them protected with a light coating of oil at all times, you're likely to find an occasional rust spot on your babies. If you have kids who borrow your tools to fix bikes or build treehouses, it's even more likely. And finally, if you have a habit of collecting tools from along the roadside while walking or cycling (my hobby, if you must know) then you've seen enough rust to coat the Brooklyn Bridge.

Did you know you can remove that rust with a common household chemical, one that you probably have sitting in the kitchen right now? Yep - vinegar isn't just good for salad dressing, pickles and cleaning the coffee pot, it also removes rust. No kidding: and it's easy!

Here's what you need:

• A jug of white vinegar, the kind that's been diluted to 5-8% vinegar
• A glass or plastic tray or other container large enough to hold the tool
• Paper towels
• A kitchen scrubber or some steel wool""",
      source="http://themessyworkbench.blogspot.com/2014/03/how-to-remove-rust-from-tools-using.html", kind="blog",
      note="trap: Rust, rust, container, Bridge"),
    R(r"""Ran across this little article on how to remove rust from your garage tools. Have to try this out sometime.

What you need:

· Rusted tools

· Vinegar

· Bucket

· Toothbrush

· Paper towels

· Baking soda

· Water

· Hair dryer

· Coconut oil

· Sponge


1. Soak rusted items in vinegar for 3 hours, then scrub with a toothbrush.

2. Soak cleaned items in a solution of one part baking soda, two parts water for five minutes.

3. Rinse in water. Dry immediately with paper towels. Use a hair dryer for any tight spaces.

4. Optional: Coat with coconut oil to prevent further rusting.""",
      source="https://synergy711.wordpress.com/2016/08/08/tool-tip/", kind="blog",
      note="trap: rust, Rusted, Bucket, Sponge"),
    # ---------------------------------------------------------------- history, myth and literature
    R(r"""History of Apollo missions
The Apollo program was the third United States human spaceflight program carried out by the National Aeronautics and Space Administration (NASA), which accomplished landing the first humans on the Moon from 1969 to 1972. During the Apollo 11 mission, astronauts Neil Armstrong and Buzz Aldrinlanded their lunar module (LM) and walked on the lunar surface, while Michael Collins remained in lunar orbit in the command and service module (CSM), and all three landed safely on Earth on July 24, 1969. Five subsequent Apollo missions also landed astronauts on the Moon, the last in December 1972. In these six spaceflights, twelve men walked on the Moon Over the span of the Apollo program, NASA conducted 33 flights. The earliest flights didn't carry human crews and were meant to test the launch vehicle and the Apollo spacecraft before attempting a lunar mission. NASA officially named 15 of the 33 flights Apollo. Eleven of these Apollo flights were manned. Six of the Apollo missions successfully landed men on the moon and returned them safely to Earth.""",
      source="https://osspi.blogspot.com/2019/01/history-of-apollo-missions.html", kind="prose",
      note="trap: Apollo, module, Moon"),
    R(r"""Apollo Program

The Apollo Program was a series of space missions conducted by the United States' National Aeronautics and Space Administration (NASA) during the 1960s and 1970s. It was initiated with the goal of landing humans on the moon and returning them safely to Earth.

It was initiated with the goal of landing humans on the moon and returning them safely to Earth. The program consisted of several key elements, including the Mercury and Gemini programs, which helped develop the necessary technologies and techniques for lunar missions. The Apollo missions included both manned and unmanned spacecraft, with the first manned mission, Apollo 7, taking place in 1968. The program achieved its ultimate objective on July 20, 1969, with the successful landing of the Apollo 11 mission's Lunar Module and the first steps taken by astronauts Neil Armstrong and Buzz Aldrin on the moon's surface.""",
      source="https://hx.cz/wiki/Apollo_Program", kind="prose",
      note="trap: Apollo, Mercury, Gemini (the space programmes, not the software), Module"),
    R(r"""In Greek mythology, Prometheus is a Titan god of fire. Prometheus is best known for defying the gods by stealing fire from them and giving it to humanity in the form of technology, knowledge, and more generally, civilization.

In some versions of the myth, he is also credited with the creation of humanity from clay. Prometheus is known for his intelligence and for being a champion of humankind, and is also generally seen as the author of the human arts and sciences. He is sometimes presented as the father of Deucalion, the hero of the flood story.

In the trick at Mecone, a sacrificial meal marking the "settling of accounts" between mortals and immortals, Prometheus played a trick against Zeus. He placed two sacrificial offerings before the Olympian: a selection of beef hidden inside an ox's stomach, and the bull's bones wrapped completely in "glistening fat". Zeus chose the latter, setting a precedent for future sacrifices.""",
      source="https://googles.plus/2022/11/29/english-present-prometheus/", kind="prose",
      note="trap: Prometheus, Titan, Zeus, Olympian, clay"),
    R(r"""Zeus, Prometheus, and Hades The Greek gods were not all equal in power or status. Prometheus was a part of a family of giants, the Titans. Zeus defeated them and became ruler of all gods. He ordered Prometheus to create humans. Hades, who appears in “Orpheus and Eurydice,” was the ruler of the underworld. He, too, answered to Zeus.
The story of Prometheus stealing fire from the gods is, like the story of Pandora’s Box, an important ‘origin-story’ from Greek myth.
Prometheus was the son of Iapetus and Clymene. Iapetus was a Titan, the Titans being the group of gods who preceded the Olympian gods, so-named because they resided on Mount Olympus.
Prometheus, then, was one of the first gods, a cousin of Zeus and a brother of Atlas, as well as two other Titans, Moneotius and Epimetheus. But Prometheus is also credited with creating the very first humans from clay, so he has a central place in the Greek pantheon.""",
      source="https://blogarticle691.netlify.app/prometheus-story-pdf.html", kind="prose",
      note="trap: Prometheus, Atlas, Zeus, Hades, Pandora, Titan (two list items about other myths left out when trimming)"),
    R(r"""The Metamorphosis is a novella by Franz Kafka about Gregor Samsa, who wakes up one morning to find he has been transformed into a gigantic bug. Speaking through the door, he argues with his family and his boss, who says he will be fired for not coming to work. Eventually they see Gregor and are horrified. They continue to feed him in his room and, one day after scaring off some lodgers, Gregor realizes he is a burden on the family and dies. The family is relieved and moves on.""",
      source="http://www.antistudy.com/free_book_notes/Metamorphosis.php", kind="prose",
      note="trap: Kafka, bug"),
    R(r"""Franz Kafka's Metamorphosis

Metamorphosis is a very unique novel and is written by Franz Kafka. It is about the transformation of Gregor Samsa an insect. Gregor has no idea why this has happened to him. He discovers his transformation after waking up late for work one day. He finds his back is now armored and his belly is brown, both characteristics of an insect.
Gregor is a traveling salesman and thinks that this can 't be real. At first, he figures he simply overworked. Unfortunately, it 's not a dream. He figures he has even bigger problems as he 's late for his train ride. Gregor was supposed to take the 5 o 'clock train, but it 's already 6:30 and the last train leaves at 7.""",
      source="https://www.ipl.org/essay/A-Summary-Of-Metamorphosis-F3T6WTH4AJP6", kind="prose",
      note="trap: Kafka, train"),
    R(r"""Morocco trekking expert Alan Palmer gives his recommendations for those heading to the High Atlas

I am regularly contacted for advice by first time trekkers in Morocco, who often fall into one of two camps. Either they have set their hearts on climbing Jebel Toubkal (4167m), the highest mountain in north Africa, and simply want to know more about the logistics, or they have very little idea about trekking in Morocco at all and ask for an overview of the range of possibilities.

This piece is written with both groups in mind, and concentrates on five of the best summertime (May to October) hikes to be enjoyed in the Toubkal Region, the trailheads all easily accessible within 90 minutes from Marrakech.

The great majority of first-time trekkers in Morocco choose to head straight for lofty Jebel (Mount) Toubkal. The Toubkal Region, however, has much more to offer than reaching the summit and other equally rewarding, arguably more beautiful, lower altitude treks are here to be enjoyed, too.""",
      source="https://travelafricamag.com/5-best-hikes-toubkal/", kind="blog",
      note="trap: Atlas, summit"),
    # ---------------------------------------------------------------- recipes
    R(r"""Weekend Recipe: Julia Child’s Boeuf Bourguignon

Never in my entire life have I ever had such an emotional reaction to food.  Perhaps it was because I slaved in my kitchen for five hours  prior to “the reaction.”  Perhaps it was because at that very moment I felt this intense connection to  a couple of the best women in my life (my mom and great grandmother).  Perhaps it was because I didn’t think it was possible that I could produce a food that tasted so good.  Perhaps it was the wine.

Either way, having this type of reaction to a meal confirmed something I have known to be true but for some reason needed this moment to validate: I. LOVE. FOOD.  More specifically, I love cooking, despite not always prioritizing it.  And after spending the better part of my life this year studying, learning and being fascinated by Julia Child, I had decided it was time.  It was time to make Boeuf Bourguignon (and thanks to my dear friends Logan and Vaneesha for the inspiration).  And not just make it. But literally follow every single word and sentence from her cookbook, Mastering the Art of French Cooking.""",
      source="http://houseandhost.com/2013/11/weekend-recipe-julia-childs-boeuf-bourguignon/", kind="recipe",
      note="trap: Julia, Child, wine, Logan (an image file name before the first sentence left out)"),
    R(r"""Arugula And Ruby Grapefruit Salad

  1. Peel the grapefruits over a bowl and cut the segments free from the membrane. When you’ve removed all the segments, squeeze the membrane to extract all the juice into the bowl. Remove any seeds from the juice. Measure out 4 tablespoons of juice into a small bowl. Save the rest for another use (or drink it!).
  2. Whisk in the lime juice, honey, and salt into the grapefruit juice. Whisk in the oil and then the chopped mint. Drizzle about 1 tablespoon of the vinaigrette over the grapefruit segments. Combine the arugula and radicchio in a large bowl. Toss with enough of the vinaigrette to evenly but lightly coat the leaves. Garnish with the grapefruit segments, almonds(or sesame seeds), cucumbers, and a few mint leaves.""",
      source="https://gooddecisions.com/recipes/arugula-ruby-grapefruit-salad/", kind="recipe",
      note="trap: Ruby, mint, Whisk, honey"),
    R(r"""Eating grapefruit always reminds me of my grandma. She has a grapefruit tree in her yard and for as many years as I can remember, there has always been a half of a grapefruit for breakfast. She also is the one who introduced me to what is still one of my favorite salads and it has grapefruit too. It’s a luscious fruit, fleshy and flavorful. The pink ones are considerably sweeter than the yellow and I don’t think they need any sweetener added to them. I like the yellow ones without sugar as well, but some people find them to be a little too tart.
This salad reminds me of spring. The new radishes are sweet and the colors are bright but soft, not quite reaching the intensity of summer. This salad can easily be doubled (or more) to serve with company and it goes with so many things. It would be delicious next to grilled or baked chicken and lovely next to pan seared fish. If you have a little mint, you could sprinkle that on top. Whatever you decide to do with it, I hope you enjoy its delicate flavors and subtly sweet allure.
Cucumber-Grapefruit Salad
1 grapefruit (preferably pink) + its juice
1/2 cucumber, peeled and seeded
3 radishes, trimmed
1/4 avocado, chopped
1 scallion, sliced
1/2 tsp. white wine vinegar
1/4 tsp. Dijon mustard (omit for AIP-friendly)
pinch of salt""",
      source="https://balancingpaleo.com/tag/salads/", kind="recipe",
      note="trap: spring, mint, Dijon, AIP"),
]
