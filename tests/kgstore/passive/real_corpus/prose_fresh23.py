"""Prose of the twenty-third fresh held-out set ("fresh-23"): ordinary texts on sport, cars and trains, parties,
local politics, schools, houses, fashion, festivals, theatre, museums, hunting, fishing and farming, full of words that
are also tool names -- the Phoenix Mercury against the Seattle Storm (twice), a Mercury Cougar rebuilt for rust, the
Ford Puma (twice), stem and stripe rust in wheat (twice), the Mercury Prize shortlists (twice), the Orient Express,
hunting with a falcon, a ruby wedding, Amsterdam's Atlas and Tallinn's Apollo Belvedere, Jekyll & Hyde on stage
(twice, one with a Lydia Jenkins), a house with its own Oval Office, a bee swarm hived in spring, the Jenkins school
board cancelling spring break, tornado sirens before spring (three times), the Chevrolet Nomad (twice, one next to a
Pontiac Safari), Glastonbury's Pyramid Stage (twice), the Apollo's Amateur Night (twice, one naming La Scala's opera
audience), the Alpine A110 (twice, one next to an Ariel Nomad), celery harvests (twice), the safari jacket (twice, one
from a label called Sage de Cret), the Atlanta Falcons (twice), mint farms (twice), Kafka's Metamorphosis on stage,
Rubens' Prometheus and a "perfect storm" of salmon. Nothing in them is a technology but the remote-learning tools a
Ukiah teacher names (Google Classroom, Google Meet, Zoom).

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a paragraph or a few)
and labelled by hand without running the extractor, by the earlier sets' conventions (``--split fresh-23``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ================================================================ sport
    R("""Mercury Hold On To Win Nailbiter Against Storm

Phoenix surpassed last season's win total with 11 games left in the season, thanks to a dramatic road win over the Seattle Storm

The Phoenix Mercury bounced back from two consecutive losses and pulled out a close road win against a Seattle Storm team that was celebrating the unveiling of a new Sue Bird statue. Phoenix led for nearly the entire game, but it was always close, and a few huge plays in the final minute wound up making the difference.

The win kept the Mercury in their fourth-place spot in the standings and knocked the Storm to below .500. The season series between the two teams will end even at 2-2. Alyssa Thomas had a massive performance, leading the team in scoring while picking up her fifth triple-double of the season.""",
      source="https://www.si.com/wnba/mercury/phoenix-seattle-storm-alyssa-thomas-triple-double", kind="news",
      note="trap: Mercury, Storm (WNBA teams) (photo captions and the quarter-by-quarter account cut)"),
    R("""WNBA favorite Seattle shut down high-scoring Phoenix on Saturday, winning 74-68 to end the Mercury's four-game win streak.

Mercury guard Diana Taurasi suffered what appeared to be a back injury with 5:22 remaining after driving to the basket to feed Brittney Griner for a layup.

Taurasi played in only six games in 2019 coming off back surgery and because of a hamstring injury.

The Mercury came in averaging a WNBA high 91.8 points but scored just 23 points in the first half at IMG Academy in Bradenton, Florida.

The Storm were hot all game from 3-point range, going 7-of-13 in the first half and 12-24 overall. The Mercury were 4-20 on 3-point attempts.""",
      source="https://www.azcentral.com/story/sports/wnba/mercury/2020/08/08/seattle-storm-end-phoenix-mercury-win-streak-diana-taurasi-injured/3326688001/",
      kind="news", note="trap: Mercury, Storm (the rest of the game report cut)"),
    R("""Matt Ryan threw for three touchdowns and the Atlanta Falcons continued their resurgence under interim coach Raheem Morris with a 34-27 victory against the visiting Denver Broncos on Sunday afternoon at Mercedes-Benz Stadium in Atlanta.
Ryan finished 25-of-35 passing for 284 yards and an interception. Olamide Zaccheaus racked up 103 receiving yards on four catches -- all in the first half.
The Falcons (3-6) are 3-1 with Morris in charge after the firing of coach Dan Quinn last month. This marked Atlanta's first victory in five home games this season.
Denver quarterback Drew Lock was 25-of-48 passing for 313 yards with two touchdowns and an interception. He also led the Broncos on the ground with 47 yards on six carries, with his 10-yard run with 1:52 to play helping cut the deficit to 34-27 on a drive that covered 82 yards in five plays.""",
      source="https://www.mdjonline.com/sports/morris-led-falcons-beat-broncos-to-continue-resurgence/article_e4e96d46-220a-11eb-a580-d744b5546ec1.html",
      kind="news", note="trap: Falcons, Broncos, Mercedes-Benz Stadium"),
    R("""The Atlanta Falcons hosted the Washington Commanders in what quickly became a must-win game following Atlanta’s 30-0 loss in Charlotte last week. In only the second home game of the season, the Falcons managed to score 34 points in a seven-point victory over the Commanders. Go figure.
“That was our apology to our fans,” Raheem Morris said about today’s victory and loss last week.

The final offensive possession for Atlanta displayed the potential this team has. Falcons quarterback Michael Penix ran for a first down, completed passes to tight end Kyle Pitts and Drake London, and commanded (pun intended)the offense like a veteran.
Sunday was Penix’s seventh career start.""",
      source="https://theatlantavoice.com/?p=577931", kind="news",
      note="trap: Falcons, Commanders (the game account cut)"),
    R("""Falconry is the pursuit of wild game in its natural state with a trained raptor. The person that handles and trains the raptor is called the falconer. In common usage the term “falconry” refers to the use of both groups of raptors known as falcons and hawks.
Because the use of hawks is very popular, sometimes you will hear falconry also referred to as “hawking” or “gamehawking”.
The person that chooses to undertake falconry must be committed to the overall welfare of their bird(s). The falcons and hawks used in falconry are not pets, they are wild raptors that are trained to accept the presence and participation of humans in their natural pursuit of prey.
In the United States, falconry is legal in all states except Hawaii and the District of Columbia. A falconer must have state and federal licenses to practice the sport. Acquiring a falconry license in the U.S .requires an prospective falconer to pass a written test, have equipment and facilities inspected, keep and complete annual paperwork, and serve a minimum of two years as an apprentice under a licensed falconer.""",
      source="https://ohiofalconry.org", kind="prose",
      note="trap: falcons, falconry, hawks (one paragraph cut)"),
    R("""ILWACO — Ocean salmon season opened over the weekend with eager fishermen and fast and frequent limits.

The fishing got off to a strong start Saturday, June 20, the first official day of the recreational ocean salmon fishing season, with local charter vessels reporting early limits, some before 10 a.m.

“It was a great first day,” said Coho Charters skipper AJ Smith, who returned to port with five customers limited on Chinook in only a few hours of fishing on the Coho Mooch.

“I’m always nervous on the first day because we don’t have everything honed in and know where they’re at, but we got lucky today and found them and had good fishermen. It was the perfect storm of good things,” Smith said.""",
      source="https://www.chinookobserver.com/news/local/chinook-shindig-fishermen-flock-to-ilwaco-for-start-of-ocean-salmon-season/article_c5e9d95e-b57b-11ea-bace-b39a1f86cc86.html",
      kind="news", note="trap: storm (a perfect storm), Chinook, Coho Mooch (the quota paragraphs cut)"),
    # ================================================================ cars and trains
    R("""MERCURY COUGAR

A HURRIED IMPULSE PURCHASE AND SOME DELAYS DURING ITS FIRST RESPRAY LED TO THIS CAR’S SECOND RESTO

In my 70-something years I have had 100 cars: Australian, British, European, Asian and American. I retired at the end of 2014 and decided, in my wisdom (read stupidity) to buy something to restore. I have had a beautiful ’67 Chevelle hardtop for five years now, and decided what I needed to complement it was a convertible.

Mustangs were too common, and early pre-’71s were way too expensive, so my grandson, Bayley (then 10) and I started looking at anything else without a lid. We looked at Corvettes – too tight for generous sized guys, and only two seats. Camaros, Firebirds, still a little too small, Pontiacs, Impalas and Caddies too big. Then I came across, in Unique Cars, a ’69 Mercury Cougar convertible that seemed to be a reasonable price, little did I know.

“TINY PIECES OF SURFACE RUST CREATED BLISTERS ON EVERY PANEL”""",
      source="http://www.pressreader.com/australia/unique-cars-9GON/20161222/283188673049537", kind="blog",
      note="trap: Mercury, Cougar, RUST, Mustangs, Corvettes"),
    R("""It’s not easy to find the right parking spot for the Ford Puma.

Some people see it as a curvy hot hatch and others think it’s a compact SUV.

For me, coming from a time when the original Puma was a two-door sporty coupe in the 1990s, the decision is even tougher.

It’s morphing from one thing, its hatchback roots in the Fiesta, into an SUV with a modern and stylish twist.

It has a perky three-cylinder engine and a responsive seven-speed DSG automatic gearbox, as well as suspension tuning that’s closer to the hot hatch Focus ST – or the old Focus RS – than the majority of other baby SUVs.

It is well equipped, with everything from a large infotainment screen with satnav and punchy bass-focussed sound system, as well as the usual alloy wheels and upgraded interior trim. The ST-Line upgrade comes with flappy paddles for the transmission and sports front seats.""",
      source="https://www.race.news/2021/02/12/a-crossover-to-make-driving-fun/", kind="news",
      note="trap: Puma, Fiesta, Focus (an infotainment screen and satnav named by kind only)"),
    R("""Review: Ford Puma

When they first appeared no one really knew what a B-segment crossover actually was, far less who was going to buy one, or what they were going to do with it. If the original was Nissan's 2010 Juke, then wacky styling, along with compromised interior space and so-so dynamics were the pattern, but everyone else went their own way, from a supermini-on-stilts approach of Peugeot and Renault, to the slightly cheapskate approach of Ford with its EcoSport, an Indian Fiesta made to look like a tiny Jeep.

Thankfully the industry went away and did its homework for the second generation, the new Peugeot 3008 and Renault Captur have upped the game with attractive style and richly furnished cabins, new Juke is pretty good thing, too, and Ford has given us this, the all-new Ford Puma.""",
      source="https://www.goodwood.com/grr/road/news/review-ford-puma/", kind="news",
      note="trap: Puma, Juke, Jeep"),
    R("""The first Chevrolet Nomad was conceived by Harley Earl and based on a Corvette platform. It debuted at the 1954 GM Motorama show. After a warm public reception, the Nomad was placed into production for 1955 and joined the top-echelon Chevrolet Bel Air passenger car line to become the first GM 2-door station wagon. The original Nomad continued as a low-production (by Chevrolet standards) image leader for the 1956 and 1957 model years.

Vehicle:1957 Chevrolet Bel Air Nomad
Years Produced:1957
Number Produced:6,534
Original List Price:$2,857
SCM Valuation:$45,400
Tune Up Cost:$250
Chassis Number Location:Plate on right door hinge
Engine Number Location:Crankcase on right side of engine
Club Info:Chevrolet Nomad Association
Alternatives:1957 Pontiac Safari, 1957 Ford Del Rio, 1957 Nash Rambler Cross Country
Investment Grade:B""",
      source="https://www.sportscarmarket.com/profile/1957-chevrolet-bel-air-nomad", kind="prose",
      note="trap: Nomad, Corvette, Safari (Pontiac Safari), Rambler"),
    R("""Chevy’s new-for-1957 models were in tune with their times. They had a hipper, more youthful, tail-finned look that was “radical” for America’s bread-and-butter “family” car. “’57 Chevrolet! Sweet, smooth and sassy,” said one ad. “Chevy goes ‘em all one better for ’57 with a daring new departure in design (looks longer and lower, and it is!), exclusive new Triple-Turbine Powerglide automatic drive, a new V-8 and a bumper crop of new ideas including fuel injection!” Revolutionary and sexy, the ’57 Chevy was “really built for the road” claimed one ad copywriter. Ads showed it on the road, passing the Santa Fe Railroad’s famous Super Chief and climbing a snow-covered mountain highway.

Extra rich in all ways, Bel Airs carried rocker sill, roof, window and tail fin outline moldings. Chevrolet scripts decorated the hood and trunk and gold Bel Air scripts and Chevrolet bow tie crests were on the rear fenders. Distinctive two-tone interiors were seen. The Nomad wagon with its two-door hardtop styling, ribbed roof and tailgate slats returned. It was only offered in the Bel Air line.""",
      source="https://oldcarsweekly.com/blogs/all-new-for-57", kind="blog",
      note="trap: Nomad, Powerglide, Super Chief (train)"),
    R("""En France on dit Al-peen, d’accord?
I don’t mind the odd supercar gracing the gravel outside my crib, it’s part of the job after all. And yes, de temps en temps I quite enjoy driving the things. But, apart from the Audi R8 and any Porsche 911, they really are such a faff in the real world and largely too ostentatious to be daily drivers. I want an exciting sports car that I can drive every day in all weather conditions, which also rules out my powerful Morgan.
The car I really, really want has now been built and you, dear reader will want one too. It’s called the Alpine A110, a sub-brand of Renault, and is built at a special factory in Dieppe, France.
Older readers may recall the original from the late sixties and seventies. A diminutive rear engined little thing that constantly punched above its weight, winning – among other triumphs – its class at Le Mans and the Monte Carlo Rally. I loved the little thing when I were a lad.""",
      source="https://whatsonbristol.co.uk/2019/06/18/alpine-a110-premiere-edition/", kind="blog",
      note="trap: Alpine, Porsche, Morgan"),
    R("""Spoiler alert: the Alpine A110 is the best and most exciting car I’ve driven in ages. It is all kind of good things, this compact marvel, as refreshing and cheering to drive as a nearly-great car which has had its unfulfilled wishes granted without compromise.It’s as joyful as finding a Toyota GT86 has been given the power it always wanted, or the latest Mazda MX-5 with seats in the right place and greater roll control. It is like an Ariel Nomad without hypothermia, a Smart Roadster Coupe with a terrific gearbox, a Lotus Exige with lighter steering, a Porsche 964 RS with driveline refinement or an original Honda NSX with repairable panels. Imagine those ‘I love that car but…’ moments, only with the qualifier removed. That’s how well Alpine has absolutely nailed this car.""",
      source="https://www.motorarticlesorg.com/2017/12/07/alpine-a110-2018-review/", kind="blog",
      note="trap: Alpine, Nomad (Ariel Nomad), Smart, Lotus Exige"),
    R("""What it’s really like to travel on the Orient Express train
Inside the world’s most famous train
The Orient Express was the dream of a Belgian man named Georges Nagelmackers. Launched in 1883, it made its maiden journey from Paris to Romania, providing high society with a luxury train experience of rich tapestries, velvet curtains and fine crystal glassware. The original trains and their present-day stunning successor have carried famous passengers and featured in many movies including the new Murder on the Orient Express.
The golden age of travel lives again
In 1977, Kentucky businessman James Sherwood purchased some of the old Orient Express train carriages at an auction in Monte Carlo. He eventually spent five years and over $16 million (£12m) restoring 35 historic sleepers, Pullmans and restaurant cars to revive a luxury train voyage from the golden age of travel. Today's Venice-Simplon-Orient Express is owned by Belmond, who offer similar luxury train journeys in the UK, Scotland, Ireland, the USA, Peru and even East Asia.""",
      source="https://loveexploring.com/galleries/amp/68954/what-its-really-like-to-travel-on-the-orient-express-train",
      kind="blog", note="trap: Express (Orient Express), crystal, Pullmans (photo credits cut)"),
    # ================================================================ weddings and parties
    R("""On the fortieth anniversary of married life, it is customary to arrange a celebration called the ruby wedding. To live 40 years in a happy marriage is already a real talent. Ruby wedding is a holiday of long and beautiful love that has passed through all the obstacles of fate and difficulties of family life. Therefore, it is necessary for the spouses to celebrate her so that the celebration will be remembered by them and all the guests present at it.

Step 1
You can celebrate a ruby wedding both at home and in a pre-ordered restaurant. Invite all your relatives and close friends, grandchildren and great-grandchildren to the celebration. Decorate the selected room with red and pink curtains, festive ribbons, bows, garlands, heart balloons.
Step 2
Lay beautiful tablecloths decorated with red ornaments on the tables. Place on them original vases with scarlet flowers and live branches, with raspberries, cherries, rose hips, red currants hanging on them. Decorate festive tables with dishes with red berry or floral painting, scarlet napkins.""",
      source="https://householdfranchise.com/10836435-how-to-celebrate-a-ruby-wedding", kind="blog",
      note="trap: ruby (steps 3 to 5 cut)"),
    # ================================================================ local politics
    R("""On Thursday night, the Sedalia City Council approved an amendment to the Capital Improvements Fund to purchase a new tornado warning siren and move three existing sirens at a total cost of $30,547.75.

The Council was scheduled to meet on Tuesday due to the Martin Luther King, Jr., holiday on Monday, but was was pushed back to Thursday due to the sudden death of Second Ward Councilman Russell Driskell.

The three sirens are being relocated to improve the coverage within the city limits, it was noted at the previous Council meeting. Council members heard a presentation from Bruce Fisher, sales consultant with Blue Valley Public Safety, Inc., (Grain Valley), on Jan. 7. Moving three sirens will cost the City $7,200.

Tornado season officially starts March 1.""",
      source="http://ksisradio.com/sedalia-council-approves-tornado-siren-purchase-relocation-of-three-others/", kind="news",
      note="trap: tornado (two paragraphs on the siren's maker cut)"),
    R("""Mayor Butch Berry told council Monday he had spoken with the United States Department of Agriculture last year about the possibility of a grant to pay for warning sirens to be stationed around town to alert citizens of tornadoes or other violent weather events.
“They found one,” Berry said. The city can receive a grant of $41,000 to position three sirens in strategic places around town. However, the city would need to pay a match of $14,350. He said this amount would be available because of refinancing the Eureka Springs Fire Department ambulance.
Council was still reeling from discussions of stagnant revenue, the need for a sales tax and a freeze on non-essential expenditures, so responses came slowly. Alderman Terry McClung commented that he city has survived all these years without a tornado in town, but added he would have a hard time saying “no” to the grant.
Alderman Joyce Zeller asked, “Don’t we already have enough ways to alert people? Couldn’t it be hacked? Aren’t we freezing spending? Couldn’t we put this off?”""",
      source="http://eureka.news/storm-warning-could-come", kind="news",
      note="trap: tornado, Springs ('hacked' names no system)"),
    R("""Suburb Approves $15,000 Plan For Additional Emergency Siren

Lockport — With the end of winter in sight, and with spring--also known as tornado season--drawing near, aldermen have approved spending up to about $15,000 to place an emergency warning siren in the new Broken Arrow residential area.

Residents there had complained they could not hear other city sirens. City officials said they felt rushed to complete the purchase and have the siren installed by March.

Aldermen voted 7-0 to waive bids and spend up to $11,278 to buy the siren and $3,697 to install it.""",
      source="http://articles.chicagotribune.com/1996-01-26/news/9601260060_1_siren-aldermen-annexation-agreements",
      kind="news", note="trap: spring, tornado (the closing quotes cut)"),
    # ================================================================ schools
    R("""Jenkins board votes to cancel spring break

Citing the need to make up 29 days of classes already missed because of bad weather and other issues, the Jenkins Independent Board of Education has voted unanimously to cancel a weeklong spring vacation for students and teachers that had been scheduled to begin April 4.

The board took the action at its February meeting after Superintendent Deborah Watts said as many of the missed days as possible need to be made up so that students can be prepared for the standardized testing that comes later this year.

“We want to make sure we have students and teachers in school as many days as possible,” said Watts.

As of this week, Jenkins students had missed 24 days because of bad weather, four days because of a feared swine flu outbreak, and one day because of a broken water line.""",
      source="https://www.themountaineagle.com/articles/jenkins-board-votes-to-cancel-spring-break/", kind="news",
      note="trap: Jenkins (a Kentucky town), spring break"),
    R("""“On Thursday, March 12, we realized we were going to have to go to remote learning, giving us a weekend and a couple of school days to get ready; by Monday the 16th, I was able to meet with my students online, allay their fears, make sure everyone was connected, let them know what we were going to do and figure out any remaining issues,” says Brad McClanahan, Ukiah High English teacher.

With the bolstering of its online capacity over recent years, the district was particularly ready for this sudden and necessary transition. Google Classroom, a free web service developed by Google for schools, is the essential digital tool used by teachers; its primary purpose is to streamline the process of sharing files between teachers and students allowing teachers to electronically review, monitor and grade their students’ work.

Google Meet, an additional digital tool, is a video-communication service similar to Zoom that allows teachers and students to meet face to face—one teacher with one student or one teacher with a “classroom” of kids.""",
      T("Google Classroom"), T("Google Meet"), T("Zoom"),
      source="https://www.ukiahdailyjournal.com/2020/05/27/remote-learning-at-ukiah-high/", kind="news",
      note="mixed: a school story that really names its tools: Google Classroom, Google Meet and Zoom are labelled; Google "
           "alone is the company that made them, not labelled"),
    # ================================================================ real estate
    R("""This 9,437-square-foot house sits on a 10.65 acre lot and comes with stunning cathedral ceilings, an indoor saltwater pool, pipe organ and fully functioning recording studio.
But even with all of those amazing features (and a $2.7 million price tag), it’s the home office that’s getting the most buzz.
As you can imagine, it’s not just any home office; It’s a mini replica of the Oval Office.
“I would have never dreamed that it was going to be the selling point,” homeowner Greg Knowles, a music professor, told TODAY Home.
He and his wife, Katie, built the home in Wappingers Falls, New York, in 2009. As they were deciding what type of office to create, the architect they were working with half-jokingly suggested making it into the Oval Office.
And the couple went with it.""",
      source="https://www.today.com/home/house-has-its-own-oval-office-inside-complete-presidential-seal-t165156",
      kind="news", note="trap: office, Office (Oval Office), saltwater"),
    # ================================================================ fashion
    R("""Safari Trend: an adventurous spirit and military chic inflections colour the new urban safari jackets

A contemporary twist for suggestions from the nautical and military world from Roy Roger’s: constructions, functional elements and camouflage patterns. All in a featherweight collection. The safari jacket is made from fleece with heat-sealed details; the Field Jacket in camouflage nylon has waxed treatments with a vintage flavour; the leather has camouflage prints on the Baracuta, the suede jacket becomes a lightweight jacket over a T-shirt. The safari jacket is also this season’s cult outerwear garment at Mitchumm Industries. A collection where the cotton shirts light up thanks to brightly hued prints, conjuring up the colours of the water, sky and sun. Those made from linen, soft Korean tunics, reveal the warm and neutral tones of the earth.
1st Pat-Rn, the brand by Cristiano Berto known for its tailored reinterpretations of uniforms, offers up a jigsaw puzzle of unaccompanied blazers, jackets and suits. Military chinos combined with shirts with thin stripes and a special series of natural coloured jackets, ecru and khaki, associated with garments featuring work- and military-based inspirations. And then we find Sage de Cret, a Japanese label for which sophisticated comfort suffused with""",
      source="https://www.pittimmagine.com/en/corporate/fairs/uomo/news/2016/safaritrend.html", kind="news",
      note="trap: Safari, Sage (Sage de Cret, a clothing label) (the Lardini paragraph cut, the text ends mid-sentence as stored)"),
    R("""Historically, safari jackets represented the central item of the traditional British military tropical uniform, worn by soldiers in the African bush. The jackets inherently contained four or more expandable pockets, an attached waist belt and epaulettes. They were designed to be light-weight for easy mobility, but warm enough for when the African sun set. They were engineered for comfort and function and traditionally came in earthy tones, which enabled the wearer to blend into the African bush landscape.
The safari jacket grew in popularity following post-war periods when surplus vintage stock was sold to the general public. A very similar process occurred following World War II, when the MoD sold surplus stocks of duffel coats to Harold and Freda Morris – who together founded the brand Gloverall – now synonymous with good quality duffel coats steeped in history.
In fact, before it was acquired by GAP in 1983, the global brand Banana Republic started off as a catalogue company that specialised in the sale of vintage military surplus stock items from around the World – one of their specialities being the safari jacket.""",
      source="http://lifestylespread.blogspot.com/2012/03/trends-mens-outerwear-trend-safari_7.html", kind="blog",
      note="trap: safari, GAP, Banana Republic"),
    # ================================================================ music festivals
    R("""The Mercury Prize has just announced the shortlist for this year’s awards. It includes a mix of mainstream stars like Noel Gallagher and Lily Allen, alongside rockers like Wolf Alice and left-field acts including Richard Russell’s Everything is Recorded project. Take a look at the full list of nominees below.

The Mercury Music Prize shortlist:

Arctic Monkeys – Tranquility Base Hotel & Casino

Everything Everything – A Fever Dream

Florence And The Machine – High As Hope

Jorja Smith – Lost & Found

King Krule – The Ooz

Lily Allen – No Shame

Wolf Alice – Visions Of A Life""",
      source="https://www.spin.com/2018/07/mercury-prize-nominations-lily-allen-noel-gallagher/", kind="news",
      note="trap: Mercury (Mercury Prize) (five nominees cut from the list)"),
    R("""The nominees for this year's Hyundai Mercury Prize Album of the Year were announced today, with the shortlist including Stormzy's Gang Signs and Prayer, The xx's I See You and Sampha's Process.

The shortlist, which was announced today by Huw Stephens, also includes Loyle Carner's Yesterday's Gone, Alt-J's Relaxer, Dinosaur's To gether as One, Ed Sheeran's Divide, Glass Animals' How to be a Human Being, Kate Tempest's Let Them Eat Chaos, J Hus' Common Sense, Blossoms eponymous album and The Big Moon's Love in the 4th Dimension.

Last year Skepta made history as the first independent artist to win the award for his album Konnichiwa, beating out dearly departed David Bowie and becoming the first grime artist to pick up a Mercury Prize since Dizzee Rascal 13 years before.""",
      source="https://i-d.vice.com/en_gb/article/the-2017-mercury-prize-album-shortlist-has-been-announced", kind="news",
      note="trap: Mercury, Stormzy, Hyundai"),
    R("""Ed Sheeran has closed this year’s Glastonbury Festival at the Pyramid Stage, just six years after his debut at one of the festival’s smallest venues.
In 2011, Ed Sheeran played the solar-powered Croissant Neuf stage, playing “to about 500 people”.
On June 25, he closed the festival, attracting a much younger audience than Friday and Saturday’s headliners, Radiohead and Foo Fighters.
Ed Sheeran, 26, admitted he was “very nervous but very excited” to be there.
“For those of you who haven’t seen one of my shows before or haven’t heard one of my songs, please pretend that you know them,” the singer told the audience.
“For those of you who have, please sing all of the words.”
This year saw more pop and grime acts than ever, from Charli XCX to Katy Perry; from Wiley to Stormzy.""",
      source="https://bellenews.com/tag/pyramid-stage", kind="news",
      note="trap: Pyramid (Pyramid Stage), Stormzy (an image credit and the set-list paragraphs cut)"),
    R("""Since the Pilton Pop, Folk & Blues Festival launched in 1970, Glastonbury has grown to become the most eclectic, bizarre, exciting, inclusive and fun festival in the world, attracting legendary musicians and a huge, devoted audience.
It’s now held on a 365-hectare (900-acre) site with a 14-kilometre (8.5-mile) perimeter fence, and plays host to about 175,000 festival-goers, musicians and site workers. These days some 3,000 acts perform around a galaxy of more than 100 stages, tents, bars, discos, circuses, cinemas, puppet theatres, political debates and all-night sound systems spiralling across the fields of Pilton, with the iconic Pyramid Stage at its heart.
Just as the surrounding landscape is steeped in the myths of Arthurian legend, so Glasto has myths of its own that circulate each year. Does the lost property department still have an unclaimed false leg? Did Prince (3) agree to headline, ‘But only in May’? Did the lasers during the show by Orbital (4) blind a 747 pilot flying overhead?""",
      source="https://us.laurenceking.com/blogs/blog/glastonbury-uncovered", kind="blog",
      note="trap: Pyramid Stage, puppet (puppet theatres), Prince (one paragraph cut)"),
    # ================================================================ theatre
    R("""Theatre Review: Jekyll and Hyde - The Musical – Union Theatre, London

Based on the novella by Robert Louis Stevenson, Strange Case of Jekyll and Hyde, Morphic Graffiti have taken the musical version and produced an exciting creation.

Tim Rogers is cast in the roles of Dr Jekyll and Mr Hyde and portrays them rather well but it seems he has learnt the art of disguise from ‘Clark Kent/Superman’; once his glasses are off he is unrecognisable as his former self. The live music helps the audience distinguish between the two characters, sounding dark and mysterious when Mr Hyde is about.

The chorus is made up of a number of strong actors, with incredible voices. One deserving mention is Lydia Jenkins. Cast as Nellie, Jenkins has a magnificent voice and it is a shame that she is not given more of an opportunity to show it off.""",
      source="https://www.backstagepass.biz/2012/05/theatre-review-jekyll-and-hyde-musical.html", kind="blog",
      note="trap: Jekyll, Hyde, Jenkins (an actress) (paragraphs on the adaptation cut)"),
    R("""REVIEW Jekyll & Hyde The Musical

Winchester Musical and Opera Society

Theatre Royal Winchester 7th November 2019

Robert Louis Stevenson has a lot to answer for: not only did he have wooden teeth, invent the sleeping bag and get arrested for throwing snowballs, but as well as ‘Treasure Island’ he also penned ‘The Strange Tale of Dr Jekyll and Mr Hyde’, a dark tale whose title has become, like Marmite, an adjective.

Overhear “he’s a bit of a Jekyll and Hyde character” and you’ll know exactly what they mean – that this person has two, polarised, sides to his character.

It’s a tale that has spawned many characters such as ‘The Incredible Hulk’ and even Jerry Lewis’s ‘The Nutty Professor’.""",
      source="http://www.winchestertoday.co.uk/2019/11/review-jekyll-hyde-the-musical/", kind="news",
      note="trap: Jekyll, Hyde, Opera (an amateur opera society)"),
    R("""Franz Kafka spent almost his entire life in Prague’s small Jewish district, which he called “my prison cell – my fortress”. Despite a successful career as an insurance clerk, he remained in his parents’ apartment, with pervasive fear and hatred of his domineering, abusive father. By most accounts, his life was ordinary and uneventful, leaving little impact on those he encountered every day.

The play cleverly brings the work to the present day, showing how timeless its message is. In his story, Kafka wrote brilliantly about his character’s demeaning working life, which makes him like an insect long before the physical transformation. The play updates this to perhaps the most recognisable of these jobs today: delivering food under gig economy apps. Samsa now works for a fictional delivery app, portrayed with hilarious accuracy.""",
      source="https://glasgowguardian.co.uk/2022/04/06/review-the-metamorphosis-tron-theatre-%ef%bf%bc/", kind="news",
      note="trap: Kafka (the delivery app is fictional and unnamed, nothing labelled)"),
    R("""Black History | The Apollo Theater

The Apollo Theater at 253 West 125th Street between Adam Clayton Powell Jr. Boulevard and Frederick Douglass Boulevard in the Harlem neighborhood of Manhattan, New York City is a music hall which is a noted venue for African-American performers. It was the home of Showtime at the Apollo, a nationally syndicated television variety show which showcased new talent, from 1987 to 2008, encompassing 1093 episodes.

Amateur Nights

Schiffman had first introduced an amateur night at the Lafayette Theater, where it was known as “Harlem Amateur Hour”, and was hosted by Ralph Cooper. At the Apollo, it was originally called “Audition Night”, but later became “Amateur Night in Harlem”, held every Monday evening and broadcast on the radio over WMCA and eleven affiliate stations.""",
      source="https://3chicspolitico.com/2014/02/23/black-history-apollo-theater/?like_comment=232401&_wpnonce=e55df1fd09",
      kind="blog", note="trap: Apollo (the theatre)"),
    R("""Harvey’s remarks opened a special presentation of Showtime at the Apollo, which aired December 5. The Fox network will broadcast a second special on February 1.  As with the series that ran from 1987 to 2008, the special included performances from Amateur Night, which the theater presents on Wednesdays at 7:30. “Booing belongs to us,” Harvey continues. Booing is not confined to the Apollo, however. In a Broad Street Review article titled “Why Opera Audiences Boo,” Diana Burgwyn notes that tenor Roberto Alagna was booed at La Scala, though the audience cheered his understudy, Antonello Palombi.

If booed relentlessly, unlucky Amateurs are ushered offstage by the “Executioner,” who uses a mop, shepherd’s crook, or other props. The current executioner is a tap dancer named C.P. Lacey, whose James Brown impressions brought him to the attention of Amateur Night’s creator, Ralph Cooper. “I really don’t want to do it,” Lacey tells an interviewer for the Apollo’s YouTube channel.""",
      source="http://www.urbanagendamagazine.com/harlem-postcard/", kind="news",
      note="trap: Apollo, Opera, Scala (La Scala) (the Apollo's YouTube channel is a site, not labelled)"),
    # ================================================================ museums
    R("""Atlas given reprieve from carrying the world for repairs

A 350-year-old bronze statue of Atlas on top of the palace on Dam Square has been temporarily released from its burden as the globe was lowered to the ground in the next phase of an extensive renovation project on Monday.

Atlas supporting the heavens as a punishment for challenging Zeus is a well-known theme from Greek mythology. Its representation is part of several statues on the roof of the former city hall in need of repair .

Atlas himself, who is seven metres tall, will be taken down in stages and will be joining other decorations from the roof in an exhibition at the palace.

The palace’s Atlas is based on a clay sculpture made by Artus Quellinus in 1650. It’s not the first time the globe has needed a repair job. Over 100 years ago, the poles helping Atlas to keep it aloft were in danger of collapsing and the globe itself showed several cracks.""",
      source="https://dutchnews.nl/2024/07/atlas-given-reprieve-from-carrying-the-world-for-repairs", kind="news",
      note="trap: Atlas (the statue) (the donation appeal cut)"),
    R('''The new exhibition is the first to display the European and Russian sculptures collection of the Estonian Art Museum in its entirety. Copies of famous antique sculptures from Estonian manor houses, works of renowned 19th century masters and Soviet social realism sculptures form different parts of the exhibition to highlight their significance and historical context.

Curator Maria Väinsar urges visitors to pay attention to details. "The exhibition holds sculptures of different materials and techniques, from stately marble and patinated bronze to plaster mimicking various techniques and versatile wood. In addition to the beauty of the sculptures themselves, tales they tell – of the artists, characters depicted and their own history – are sure to be of interest to visitors. The sculptures in the museum's collection, the history of their creation and how they reached the museum also reflect 19th and 20th century Estonian history, whether we're talking about the copy of Apollo Belvedere from the Liphardts' Raadi Manor or Soviet sculptor Yuri Neroda's Lenin's monument design."''',
      source="https://news.err.ee/1608467768/gallery-previously-unexhibited-sculptures-displayed-at-kadriorg-art-museum",
      kind="news", note="trap: Apollo (Apollo Belvedere) (two paragraphs cut)"),
    R("""Exhibit traces influence of Prometheus legend on artists from Michelangelo and Rubens to modern comic book artists

This weekend, the Philadelphia Museum of Art will open an exhibition of paintings related to Prometheus, the Greek deity who stole fire from the heavens and gave it to mankind.

The centerpiece of the show is the monumental “Prometheus Bound,” painted in the early 17th century by Peter Paul Rubens. It shows Prometheus chained to a rock with an eagle tearing out his liver – a daily, eternal punishment suffered by the immortal titan for his crimes against the gods.

The exhibition also features a roomful of other works, tracing Prometheus as an artistic muse. The capper is “Prometheus Eternal,” a comic book with eight modern interpretations of the Prometheus story by comic artists around the world. It was produced by the Museum and Locust Moon Press, a comic book publisher in West Philadelphia.""",
      source="https://whyy.org/articles/exhibit-traces-influence-of-prometheus-legend-on-artists-from-michelangelo-and-reubens-to-modern-comic-book-artists/",
      kind="news", note="trap: Prometheus (paragraphs on Titian and Michelangelo cut)"),
    # ================================================================ farming
    R("""A fungus that thrives under cool and wet conditions has invaded the U.S. wheat crop and is marching north into Canada.”Almost every state that grows wheat has reported a stripe rust problem,” said Xianming Chen, stripe rust specialist with the United States Department of Agriculture.Infection levels are similar to 2005 when Kansas and Texas lost seven and 17 percent of their wheat crops respectively to the disease. Nationwide losses amounted to 2.45 million tonnes of grain or three percent of the total wheat crop that year.Chen expects the disease will also be a problem in Canada.Rust diseases typically show up in Manitoba and eastern Saskatchewan from spores brought up on southerly winds from the U.S.Manitoba Agriculture has issued an information sheet advising growers to scout their winter and spring wheat crops looking for signs of the disease, which is characterized by small, yellow pustules appearing in linear rows along the length of the leaf blade. A Cargill agronomist based in Elm Creek, Man., posted on a USDA cereal rust website that stripe and leaf rust have been observed in southern Manitoba in four different lines of hard red spring wheat: AC Domain, Harvest, Kane and Glenn.""",
      source="https://www.producer.com/news/wet-weather-ideal-for-stripe-rust", kind="news",
      note="trap: rust (stripe rust, leaf rust), spring wheat, Harvest (a wheat variety) ('a USDA cereal rust website' names no software)"),
    R("""Wheat stem rust is a fungal disease caused by the Puccinia graminis f. sp. Tritici (Pgt) fungus that can affect wheat, barley, oat, rye and triticale when seasonal conditions are favourable. The fungus survives on host plants and can spread quickly over large distances by wind, movements of infected plant materials and contaminated farm machinery, equipment and clothing.
Wheat stem rust can attack all above-ground parts of the plant, including the stem, leaves and inflorescence. Infected wheat plants may also produce shrivelled grain. An untreated infection could reduce grain yield by up to 90 per cent.
Wheat stem rust is present in many wheat growing areas throughout the world, and around two-thirds of global wheat growing areas are climatically suitable for the disease.""",
      source="http://webgh.info/crop-disease-pandemic-coming-sooner-rather-than-later/", kind="news",
      note="trap: rust (stem rust) (the quoted opening and 'Read More' links cut)"),
    R("""May Swarm Moving

This swarm came from one of my hives. Hannah, our farm apprentice, had never worked with bees before and look how comfortable she is. My husband Joseph filmed us moving the swarm off the bar of a lawn swing and into a top bar hive.

We’re smack dab in the middle of swarm season and it’s an exciting time. Swarms are how bees create more colonies and how the old queen renews her fertility.

Click here to read more about swarms in our spring newsletter. Just click the page to close it and come back to our site.""",
      source="http://www.old.spiritbee.com/may-swarm-moving/", kind="blog",
      note="trap: swarm, hive, spring"),
    R("""In what some have called “ballet with a machete,” workers harvest celery for Dole Foods on the Bassetti Farm near Greenfield, California. The Golden State produces 80 percent of all the celery sold in the United States, and nearly all of it is hand-harvested, with workers wading through the knee-high forest of stalks that can number forty-four thousand plants per acre. Because the crop is processed in the field, harvesters wear hairnets for food safety. Traditionally the harvesters cut and trim the stalks, and then lay them on the cut stems for the packers who follow, loading 60-pound boxes that get shipped around the country and the world (right). Since this photograph was taken, the celery harvest has changed, and now cutting crews place fresh celery directly onto mobile food-grade stainless steel equipment that follows the harvesters through the field for washing, trimming, and boxing.""",
      source="https://www.georgesteinmetz.com/image/I0000XNEgRSmeQ4s", kind="prose",
      note="trap: celery"),
    R("""Anyway, we grow a lot of food on our farm. Celery is one of them. Today we were harvesting a block of celery about fifty yards from my office. Celery grows in dense rows, about two feet tall or so. Most of the top portion gets chopped off, so you don’t see that in the store. That’s a shame, because those fronds are great for soups.

Here’s a shot of the edge of the block, with a block of strawberries just past it. You can see the tall clumps of dill growing interspersed in the celery. We do that in order to attract beneficial insects, as this is organic celery.

The next photo is of the harvesting wing. It’s a sort of conveyor table set up for sorting, washing, and packing the celery as it’s being harvested. Pretty much all your row crop vegetables are harvested with wings like this these days.""",
      source="https://christopherbunn.com/celery-harvest-salinas-california-july-5-2012/", kind="blog",
      note="trap: celery, office"),
    R("""On the mint farm

We’d be lost without mint.  It forms the refreshing core of our mints and gum and we’re proud to say ours is grown here in the UK on a sustainable farm in Hampshire.  Mint harvesting is not a topic that’s very well known so we thought we’d shed some light on it.  Who knows, it might come in handy for your next pub quiz.

What’s in a name

Our mint farmer Ian is one of the few who has reintroduced a traditional English variety of peppermint onto his farm, called Black Mitcham. This is the mint we use for our mints and gum. It is unique in its dark purple colour when it’s growing, and has a characteristically strong flavour compared to white varieties.

Field to oil

The crop is left to grow until late July/early August, when it is mowed down, left to wilt and then chopped and hoovered up with the harvester.  The oil is then separated from the crop using something similar to a giant kettle.   This breaks down the oil capsules in the leaf, leaving us with world class English peppermint oil.""",
      source="https://peppersmith.co.uk/blogs/news/on-the-mint-farm", kind="blog",
      note="trap: mint (the maturing paragraphs and the shop footer cut)"),
    R("""Gregg Kanne has been growing mint near Fair Oaks , Indiana , since 1994 , when he started working with his father-in-law to distill the oil used for flavoring in many familiar products , including toothpaste and candy .
Peppermint is native to Europe and is a perennial , meaning it continues to grow for more than one season . Kanne , along with son Griffin and several others , grow peppermint in a rotation , producing mint for three to four years before returning to corn and / or soybeans .
Mint propagates via rhizomes , which are usually planted in the early spring or late fall while they are dormant . Harvest starts in late July or early August . The mint is cut in the field and transferred into custombuilt wagons outfitted with pipes in the floor . When the wagon is full , it returns to the on-farm distillery and 300-degree steam is pumped through , which releases the oil from the leaves .""",
      source="https://source.growmark.com/source-magazine-fall-2022-november-2022/0416088001669673237?page=20",
      kind="news", note="trap: mint, spring (spaced punctuation as stored)"),
]
