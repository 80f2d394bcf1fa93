"""Prose of the thirty-fourth fresh held-out set ("fresh-34"): travel and geography (Ruby Beach on the Olympic
Peninsula, Jasper National Park, Maligne Lake and the Icefields Parkway), music and jazz (Django Reinhardt's caravan
fire and the Quintette du Hot Club de France), theatre and puppetry, railway heritage (Stephenson's Rocket, the
Rainhill Trials, the Liverpool and Manchester Railway, the National Railway Museum), fishing and boating (mackerel off
Old Harry Rocks, Swanage and Poole, anchors dragging off Boston, a ship's budgie), astronomy and space (transits of
Mercury, Mariner 10, MESSENGER, Curiosity's Mastcam, Juno, Dragon, Titan and Soyuz launches), pets and zoos (red panda
cubs at Woodland Park, John Ball, Prospect Park, Whipsnade and the Virginia Zoo; a red panda called Wasabi) -- full of
words that are also tool names: Ruby, Rocket, Mercury, Juno, Dragon, Curiosity, Kepler, Discovery, Titan, Soyuz,
Django, Hot, Club, Caravan, Jasper, Maligne, Atom, Wasabi, Willow, Hazel, Carson, Velcro, anchor, mooring, buoy,
tender, bacon, Snowy, Stein. Nothing in them names a software tool as software (Animal Planet is a channel,
Tripadvisor and Facebook sites, Universe Today a magazine, Radio 2 a station): none is labelled.

A second pass adds mountains (the Alps at Zermatt, the Sierra Nevada from Lone Pine), opera houses and singers (the Sydney
Opera House Concert Hall, a tenor's lost Met "Tosca"), bands on tour (Electron, Prometheus) and pets (a ball python's
shed, parrots called Ruby), recipes (soup in Stanley and bento flasks, ruby chard gratins, a java cake, panda cookies)
and a railway excursion (the Cathedrals Express behind Tornado to the Kent Coast) -- more trap words: Alps, rails,
Sierra, Portal, Opera, Met, HD, Electron, Prometheus, Alien, Vortex, python, pythons, Tupperware, Ruby, Raven, Solomon,
flask, flasks, Bento, Gas, ruby, java, Panda, Express, Tornado, Gear, Pullman. Again none is labelled (BiscoTx a ticket
seller, the HD broadcast a cinema relay, Facebook a site, Tupperware a plastic box).

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a paragraph or a few)
and labelled by hand without running the extractor, by the earlier sets' conventions (``--split fresh-34``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ================================================================ travel: Ruby Beach, Jasper
    R("""pnw adventures: ruby beach

View from the trail
Our last stop during on day at the Olympics National Park ended up being Ruby Beach.  Ruby Beach is on the southwest corner of the Olympic Peninsula.  It is a long drive to get there.  We made it during sunset.  It was mid tide when we arrived but rose quickly while we were there. 
Traversing the driftwood.
We walked and climbed over the driftwood.  It was not close to the water at this time, but you still had to be cautious of shifting.  The driftwood was beautiful and has given an idea for a bathroom re-do.  I want this beach to be the theme in my bathroom.  It's not what you think of as a typical beach.  You expect swimsuits, sun tanning and swimming at beaches.  If that's what you want, go somewhere else.  This beach is untouched and protected landscape. 
Tanner capturing the sites.
There is a large creek named Cedar Creek that runs into the ocean.  We did a little biology lesson.  I, even, had Tanner taste the water to figure out what type of water it was.  (Mostly fresh with a salty after taste)""",
      source="https://onceuponatimeinhaz.blogspot.com/2017/07/pnw-adventures-ruby-beach.html", kind="blog",
      note="trap: ruby, Ruby, Olympic, Tanner, Cedar"),
    R("""Ruby Beach, Olympic National Park

One of the best hikes of the weekend wasn't really a hike at all but a short walk down the hillside to Ruby Beach which we hit at low tide. Getting there at low tide is amazing as you can walk quite a way out on this beautiful firm sand and find all kinds of ocean life. That is for another Shot of the Day but this view is also amazing. I love these land formations called sea stacks that stick out into the ocean and we were able to walk right up to it without getting wet. Pretty cool.""",
      source="http://mdshotoftheday.blogspot.com/2017/05/ruby-beach-olympic-national-park.html", kind="blog",
      note="trap: Ruby, stacks, Shot"),
    R("""Olympic National Park: Ruby Beach

Ruby Beach lies just south of the Hoh River’s outlet into the Pacific. We parked in the lot on the bluff above the beach and made our way down the switchback trail. The trail emerges along Cedar Creek, which is flanked by piles of driftlogs. Sea stacks rise from the beach at low tide. Although they are massive, they are dwarfed by Abbey Island (to the left in the images above and below).

Low tide was at 12:15pm, and we arrived at Ruby Beach at ten after, perfect timing. Immediately in front of us was an unbroken stretch of sand, but we were hoping to see sea stars and other tide pool life, so Sean and I walked off hand-in-hand toward some of the smaller sea stacks and large rocks to the south.

The first wildlife we noticed were California mussels interspersed with barnacles in clusters on the rocks. At high tide, they would be submerged, but now they were at shoulder level.

We scrambled onto some of the low rocks and were rewarded with proper tide pools.""",
      source="https://astheyare.org/2012/05/22/olympic-national-park-ruby-beach/", kind="blog",
      note="trap: Ruby, Pacific, switchback, stacks, pools (the photo credits left out in the trimming)"),
    R("""This West Coast Beach Is Home To The Most Iconic Sea Stacks In America

Washington State's Olympic National Park is a wonderland with wildlife and wilderness. Visitors here can hike or camp in the Hoh Rain Forest and get in touch with the Pacific Northwest's remarkable nature. Olympic National Park also has a 73-mile coastline, where you'll find Ruby Beach. Located off Highway 101, Ruby Beach is named after its red-colored sand. However, its claim to fame is its sea stacks. Sea stacks are cliffs found in or near the ocean created via erosion. Ruby Beach has several, including the massive Abbey Island.

While Ruby Beach has scenic views, this is not an ideal place to lay out in the sand in a towel. Besides its sea stacks, pieces of driftwood and rocks litter the shore. Therefore, visitors must wear proper footwear, such as sneakers or shoes they don't mind getting wet while exploring the beach.""",
      source="https://www.explore.com/1396100/the-west-coast-ruby-beach-most-iconic-rock-formations-in-america/",
      kind="news", note="trap: Ruby, Stacks, stacks, Pacific, Highway"),
    R("""This is, without a doubt, the most amazingly beautiful place I've ever been to.
I switched my schedule around a week ago, so I have 4 nights here, instead of 2 as originally planned, and I am soooo thankful that I did, as I had fantastic weather the first day I was here and spent an incredible day driving up and down the Icefields Parkway. On my original schedule I would have been stuck in Winnipeg for a couple of days: Winnipeg is a fine town, but I'd already had two days there and I don't think you need much more than that to see the sights.
Jasper National Park is huge, so I rented a car and went to see Mt Edith Cavell, the Angel Glacier, Athabasca Falls, the Columbia Icefields - including a walk on the Athabasca Glacier, Maligne Canyon, Medicine lake and Maligne Lake. And along the way I saw ground squirrels / chipmunks (not sure which), sheep, some mad female deer who ran into the road right in front of my car, and quite a few male elk. .""",
      source="http://stufffromjim.blogspot.com/2005/09", kind="blog",
      note="trap: Jasper, Angel, Athabasca, Columbia"),
    R("""Jasper National Park

Aug. 15-18, 2004

Upon entering Jasper National Park, we discovered that many of the employees of Parks Canada were on strike. Fortunately, they hadn't closed the park, so we could enter. In addition, most of the campgrounds were open, so we could find a place to stay. The strike really meant that they weren't staffing information booths or offering interpretive talks, and some facilities, such as the Miette Hot Springs, were closed. There was enough smoke and haze in the air to obscure most mountain views, so we concentrated on things closer at hand.

The Valley of the Five Lakes was a pleasant, and easy, day hike. These are a string of lakes with a beautiful blue-green color that varied from lake to lake, depending on the water depth.

Maligne (pronounced "mah-LEEN") Canyon is very impressive. It is a very narrow canyon cut by the Maligne River; the canyon depth is as much as 100 feet and the canyon width is very narrow, as little as 10 feet in places. Obviously you walk along the edge, not inside the canyon.""",
      source="http://nancyemmert.com/Gil/Wanderings/Alaska/08_18/08_18.htm", kind="blog",
      note="trap: Jasper, interpretive, string, Hot"),
    R("""Jasper National Park
Watching an animal in its natural habitat is truly one of the most thrilling outdoor experiences. From the squeal of marmots or pikas to watching elk, moose or big horn sheep roam; the thrill of seeing an animal up close is never lost on me.
Our first morning in Jasper National Park we saw an elk and several big horn sheep, I was delighted. After our wildlife spotting, we decided to make the drive to Maligne Lake. We spent the better part of the afternoon walking along its rocky shore, skipping rocks, taking photographs and eating lunch. In the Summer time, I hear this place is swarming with tourists. Aside from a few other people we had the place to ourselves. The upside of traveling in the off season is there are ample parking spots and picnic tables, but the boat rental and almost all other amenities are closed for the season.""",
      source="https://lisette-woltermckinley-us95.squarespace.com/lisettewoltermckinley/2013/10/29/jasper-national-park",
      kind="blog", note="trap: Jasper, swarming, tables"),
    R("""When we finally arrived at the town of Jasper, we were pleasantly surprised. The town’s center was incredibly charming and seemed like the quintessential mountain town, unlike the congested downtown of Banff. Our lodging for the three-night visit was at Alpine Village, a cluster of quaint little cabins along the Athabasca River, about one mile outside of Jasper town. Although small and rustic, we really loved our little bungalow. The elk certainly seemed to enjoy the area as well, as a couple of small herds grazed along the roadside two of our mornings in Jasper.""",
      source="https://followthatnerd.com/jasper/", kind="blog",
      note="trap: Jasper, Alpine, cluster"),
    # ================================================================ jazz: Django Reinhardt
    R("""Django reinhardt's caravan catches fire

1928: Number 6 in our series of the 50 key events in the history of jazz music

In 1928, at 18, Belgian gypsy musician Django Reinhardt lost the use of the third and fourth fingers of his left hand in a caravan fire, forcing him to abandon both the violin and banjo and concentrate on the guitar, playing solos with only his index and second finger. He developed a unique style full of vibrato-humming fast runs, piano-like trills and sax-like speed. Reinhardt later led the celebrated Quintette du Hot Club de France with violinist Stéphane Grappelli, toured the US in 1947 with Duke Ellington, and is regarded as Europe's first jazz improvising genius.""",
      source="https://www.theguardian.com/music/2011/jun/17/django-reinhardts-caravan-catches-fire", kind="news",
      note="trap: Django, caravan, Hot, Club"),
    R("""He didn't know his wife, Bella, had spent the day making celluloid flowers to sell to mourners at the cemetery the next day. They filled the caravan, so when he arrived home from a gig at 1am and could find nothing in the dark, he lit a candle stub that disintegrated in his hands, and the flame only had to kiss the flowers for them to explode. While Bella escaped the inferno, he was not so lucky. His legs were badly burned, his left hand worse. Doctors discussed amputation.

Django Reinhardt's hand was saved, but with the third and fourth fingers permanently paralysed – apparently ending the musical career of this kid born in a Belgian Romani community in 1910. He'd taught himself to play a six-string banjo at 12, been a gigging guitarist at 15, and by 18 – the fire – was widely admired.

Initially unable to walk, Django spent a long, painful year convalescing in a sanatorium. Someone gave him a guitar, and, in an extraordinary display of genius and willpower, he devised a fretboard technique for two fingers rather than four. Simultaneously he heard a new music that touched his soul: jazz. The future beckoned.""",
      source="https://www.theage.com.au/culture/music/a-unique-sound-forged-in-tragedy-20200706-p559ai.html?ref=rss&utm_medium=rss&utm_source=rss_culture",
      kind="news", note="trap: Django, caravan, gig, flame"),
    R("""Friday jazz profile: Django Reinhardt, ingenuity and true adversity
 Today, let's step way back into the wayback machine and have ourselves a listen and gander at the great Django Reinhardt.  To the modern American ear, his music might sound particularly anachronistic, but I encourage everyone to listen (and read) widely.  Without Django, there would be no such thing as lead guitar.  Also, his music was really cool. Here's the deal.  Django was a Belgian gypsy, playing guitar at a time before electrification.  Prior to electrification, the only role for a guitar in a band was as a rhythm instrument.  Why?  Volume.  The acoustic guitar just isn't as loud as, say, a horn.  (Or a violin, as played by his partner, Stephane Grappelli.)  Rhythm meant chords, chords, and more chords.  And then tragedy struck.  A caravan fire.  Reinhardt was hurt.  Badly.""".strip(),
      source="https://intenureveritas.blogspot.com/2021/04", kind="blog",
      note="trap: Django, wayback, lead, caravan"),
    R("""From the outcast and despised vagabond Romany people came Django (it means “I Awake”) who, unlike French musicians spellbound by American jazz but unable to progress beyond the mere copycat stage, was able, via his idiosyncratic guitar style, to graft jazz phrasing onto his own playing. With only two workable fingers on his left hand (the result of a Romany fire) he nevertheless forged a gypsy jazz that was all his own. And when he joined forces with violinist Stéphane Grappelli to form the Quintet of The Hot Club of France, a uniquely stringed creation flamed...for a while. The Quintet, argumentative and unstable, led by these two very different personalities, was never a lasting unit, much to the chagrin of the intense and musically entrenched Hot Club president, writer and critic Hugues Panassie.""",
      source="http://208.85.233.203/divP/series.aspx?event=2289&series=2260", kind="prose",
      note="trap: Django, graft, Hot, Club, unit"),
    # ================================================================ theatre and puppetry
    R("""Pulling Strings

Puppetry has not traditionally been one of the more respected theatrical forms (witness the hapless practitioner in the hit movie, Being John Malkovich), but in recent years it has begun to emerge from a fifty-year malaise in which puppeteers were relegated to entertaining young children who presumably didn’t know any better. “In the era of special effects and computer-generated imagery, it is unabashedly low-tech. And it’s an art form that stubbornly refuses to die.”""",
      source="https://www.artsjournal.org/2005/03/27/pulling-strings/", kind="news",
      note="trap: Strings, Puppetry, puppeteers (computer-generated imagery a technique, no tool)"),
    R("""Neither the puppets nor the puppeteers; neither the staging, the lights or the ten-piece band can save the play. These elements, no matter how professional and brilliant they may be, are only servants to the script. No amount of starry light and nuance that can save a poor script. Puppeteers should be advised. Take all those gilded tools back down to the basement until the time comes when a worthy script comes to hand.""",
      source="https://mockturtleproductions.org/essay/the-script-is-all", kind="prose",
      note="trap: puppets, puppeteers, staging, servants, script, tools"),
    # ================================================================ railway heritage: Rocket
    R("""From June until September Newcastle Discovery Museum is hosting Rocket, one of the most renowned Steam Locomotives to ever journey on Britain’s railways. Though not the first steam locomotive, it resembled a culmination of years of engineering innovation and when completed was the most advanced steam locomotive of its day.

Rocket was the brainchild of Northumberland born engineer Robert Stephenson (son of George Stephenson, the so-called “father of the railways”). It was designed and built at his Forth Street Works in Newcastle for the 1829 Rainhill Trials which sought to find the best locomotive to run on the newly built Liverpool-Manchester railway. The Trials consisted of a race between locomotives along a mile long stretch of track near Rainhill, today part of Merseyside.

During the race, Rocket reached speeds of 24mph and of the five engines to take part, was the only locomotive to complete the trials. Stephenson’s company was duly rewarded the contract to produce locomotives for the Liverpool-Manchester Railway.""",
      source="https://www.nebeep.com/historical-northeast-stephensons-rocket/", kind="news",
      note="trap: Discovery, Rocket, Steam, railways, Works, engines"),
    R("""Stephenson's Rocket

Stephenson's Rocket was an early steam locomotive built for the Rainhill Trials held by the Liverpool and Manchester Railway in 1829 to choose the best design to power the railway. It won the competition. It is currently on display at the Science and Industry Museum in Manchester and on 28 April 2019 will move to the National Railway Museum in York.""",
      source="https://blipfoto.com/entry/2506897849971639084", kind="blog",
      note="trap: Rocket, Railway, railway"),
    R("""What remains of the original "Rocket" are normally on display at the Science Museum in Kensington, London, United Kingdom (UK), although it is occasionally loaned to other sites.

In 1829, the Liverpool and Manchester Railway ran a competition to determine which type of motive power it would use for its trains. This competition ended up being called the Rainhill Trials. The famous railway engineer, George Stephenson, had been the engineer responsible for the construction of the line, and quite likely had some input into the design of "Rocket", but history has recorded that honour to George's son Robert, the locomotive being built at his Newcastle works.

Five competitors took part in the Rainhill Trials, with "Rocket" the only one to complete all parts successfully, and Steam Traction was chosen for the operation of the line. A replica of "Rocket" is on display at the National Railway Museum, in York, UK.""",
      source="https://quizzclub.com/trivia/where-is-the-original-stephenson-s-rocket-normally-on-display/answer/358384/",
      kind="prose", note="trap: Rocket, Railway, railway, Steam, Traction"),
    R("""Stephenson's Rocket, Rainhill and the rise of the locomotive

Published: 11 June 2018

Discover who invented the locomotive that shaped railway history, how it worked and why Rocket is the name we remember.

This is a story of innovation, ingenuity and personal rivalry which led to a world-changing transport revolution. Read on to discover who these early pioneers were, and why some have been celebrated while others have faded into obscurity.

Find out how locomotive power came to dominate the railways—and why an unremarkable stretch of countryside near Liverpool became the launchpad for revolutionary engineering ideas.

Was Rocket the first steam locomotive?

Despite Rocket's international fame, engineer Richard Trevithick had completed the first successful steam-powered locomotive to haul a load on rails in 1804—long before the Stephensons' engine.""",
      source="https://www.railwaymuseum.org.uk/objects-and-stories/stephensons-rocket-rainhill-and-rise-locomotive",
      kind="prose", note="trap: Rocket, railway, launchpad, rails, engine"),
    # ================================================================ fishing and boating
    R("""Exciting day

It started foggy so that put paid to my plan to leave early to get through Hurst at slack water. By the time I got there, the tide was racing, the wind had dropped and was coming directly from the West, where I wanted to go. I motored through, and caught a mackerel on the way.

The castle was damaged by storms a couple of months ago, they have started work on sea defences.

After Hurst, the wind picked up, and so did the waves, by the time I reach my anchorage outside Poole Harbour, it was getting exciting. I must admit to being apprehensive, thats a posh word for scared. I need not have been, once I got used to the boat heeled right up to the gunwales, the bow slaming into the trough of waves, spray coming right over the cockpit, it was fine 😳. Its about building confidence, now I have more in both mine and the boats abilities.

I am anchored behind old Harry’s rocks near Poole and have so far caught 3 more mackerel and two dogfish that went back. The wind is really strong and forecast to get worse tomorrow.""",
      source="https://www.john-barrett.uk/2021/05/15/exciting-day/", kind="blog",
      note="trap: slack, racing, anchorage, Harbour, cockpit, anchored"),
    R("""Finally, Feisty is just about sorted. We'd filled up in the week, verifying 4 to 4.5 litres per hour. 

We celebrated by taking some worms, squid, and mackerel down to the boat, packed up the ship's parrot (well budgie) Snowy, and had a leisurely departure on the 9.30 bridge on Saturday.

It was like a millpond in the harbour, and all the way out down the Swash, then suddenly we were into a SW4-5. We hoisted full sail, then took a bit in, to make it more manageable, and punched out beyond the Spoils to a little rocky reef we know on the 100' contour, hoping it would drop as quickly as it arrived, but it was not to be. I criss-crossed the area watching the down-vu and side scanning sonar, in awe at the craggy rocks there, that explained the tackle graveyyard. It was blowing too much to anchor, so set up a few drifts using half mackerel fillets, hoping for a pollack.""",
      source="https://pbsbac.co.uk/forums/topic/18401-quiet-weekend", kind="blog",
      note="trap: parrot, Snowy, bridge, sail, anchor (down-vu and side scanning the boat's sonar views)"),
    R("""Swanage fishing trip

Wow, what a great week end.. I went to Goodwood Festival of Speed on Saturday and managed to get a pass out for sailing on Sunday :)
With no real plan I decided to nip out of the harbour and see where from there.  I got away just after noon, a couple of hours before low water and tacked under full sail out through the harbour.  Into the swash channel and I was able to make good speed close hauled towards Old Harry so Swanage became my destination.   The autohelm went on so that I could set up my fishing rod,  we where moving far too quickly for fishing so I took a chunk out of the genoa and depowered the main.

Just of the headland I saw a dorsal  fin, always exciting to see something new.  Checking online later it looked like it was a local bottle nose dolphin with a distinctive damaged fin.  Anyway, he was obviously terrifying the Mackerel as instantly three jumped on my fishing line and were soon in my bucket.""",
      source="http://h20-ciaobella.blogspot.com/2015/06/swanage-fishing-trip.html", kind="blog",
      note="trap: pass, channel, autohelm (the boat's autopilot), main, bucket"),
    R("""An eventful 24 hours

We've had a very interesting time recently. A Little too eventful in many ways.

Yesterday evening we left Boston Harbor and headed to the Harbor Islands. Seven miles out, these islands are a peaceful place to stay overnight and get a head start on our trip the next day. I plan to anchor behind the outermost islands. We go there, it's beautiful but the anchor won't hold. It just drags across the bottom, which is clearly flat rock with no meaningful cover of mud or stone. We bring up long strings of kelp. We try two places before falling back a couple of miles to a spot we know at an inner island, an hour's trip has turned into three hours but Gesa, and the kids, have been incredibly calm about the whole debacle. To make things easier we pick up a mooring instead of anchoring, pretending not to see the 'fee required' sign on the buoy since we are leaving early.""",
      source="http://wardwideweb.blogspot.com/2008/08/eventful-24-hours.html", kind="blog",
      note="trap: anchor, strings, mooring, buoy (the blog's Atom feed link left out in the trimming)"),
    R("""Once again today was a general struggle to find any fish and this seems to be the trend locally. Clive, at the  marina, even pulled his boat out for maintenance this month.
It was one of those days when things didn't really go well from the start. Incredibly, I didn't find one solitary mackerel though thankfully I did have some frozen. Then, having moored up at #6 the pot boat had to haul his line of pots right in front of me .Of course, I had no idea they were there when I anchored up.
He's actually quite a friendly and polite bloke and asked me nicely if I'd pull up my lines whilst he did his work. I obliged but felt that the disturbance might have 'killed' the swim so to speak.
I moved to #5 and settled down comfortably and who showed up after a while...none other than '110'. I'd anchored again, right over a line of pots he was hauling and he proceeded to 'haul' up my anchor. He didn't seem to mind, just a friendly wave and dropped the anchor back in place. He seems to be exceedingly content with his lot this chap, cheerfully working away with Radio 2 blaring out over the loudspeaker on his boat.""",
      source="https://diaryofanaverageangler.blogspot.com/2011/08/19811-small-stuff-5633.html", kind="blog",
      note="trap: maintenance, pull, anchored, anchor, Radio"),
    # ================================================================ astronomy and space
    R("""This Week at NASA – Mercury Transit, Dragon Return and More
The planet Mercury’s transit of the sun on May 9 provided an opportunity for sky-watchers throughout the U.S. to witness a rare celestial event that happens only about 13 times a century.
Mercury’s transit, as it passed between Earth and the sun, made it appear as a small dark dot against the face of the sun. NASA’s coverage of the event included a televised roundtable of NASA science experts discussing the exceptional opportunity presented to learn more about the atmospheric makeup of our solar system’s smallest planet. Mercury’s next transit of the sun occurs in 2019. But, those of us in the U.S. have a big celestial event to look forward to even before that – a total solar eclipse, on August 21 of 2017. Also, Kepler Confirms More Than 1,200 New Planets, Dragon Leaves ISS with Science, Canadian Wildfires Seen from Space, Two Martian Years for Curiosity, and Vehicle Assembly Building Platforms.""",
      source="https://spaceref.com/?p=14980", kind="news",
      note="trap: Mercury, Dragon, Kepler, Curiosity, Platforms"),
    R("""NASA’s Curiosity rover may be busy exploring the rugged and rocky interior of Gale Crater but it does get a chance to skygaze on occasion. And while looking at the Sun on June 3, 2014 (mission Sol 649) the rover’s Mastcam spotted another member of our Solar System: tiny Mercury, flitting across the Sun’s face.
Silhouetted against the bright disk of the Sun, Mercury barely appears as a hazy blur in the filtered Mastcam image above. But it was moving relatively quickly during the transit and passed the darker smudges of two Earth-sized sunspots over the course of several hours. It was the first time Mercury has ever been imaged from Mars, and also the first time we’ve observed a planet transiting our Sun from another world besides our own.
Read the rest of my article (and watch a cool animation of the transit) on Universe Today here.""",
      source="https://lightsinthedark.com/2014/06/13/mercury-is-spotted-for-the-first-time-from-mars/", kind="blog",
      note="trap: Curiosity, Mercury, Sol, Solar, Mastcam (the rover's camera)"),
    R("""NASA Curiosity Mars Captures Mercury Passing in Front of Sun
The journey of Mercury in front of the Sun has been captured from another planet by NASA's Curiosity Mars.
The space agency's six-wheeled Curiosity Mars rover has imaged the planet Mercury moving across the sun, making this the first time Mercury was captured transiting the sun from another planet other than the Earth and the first observation of Mercury made from the Red planet. The picture captured was later sent back to Earth.
The planet appears as a faint spot that travels across the face of the Sun. Mercury was captured by telephoto camera of Curiosity's two-eyed Mast Camera instrument.
Mercury fills just one-sixth of one pixel on the image due to which it does not have a distinct shape, but its position follows Mercury's expected path based on orbital calculation.
See Now: NASA's Juno Spacecraft's Rendezvous With Jupiter's Mammoth Cyclone""",
      source="https://scienceworldreport.com/articles/15332/20140611/nasa-curiosity-mars-captures-mercury-passing-in-front-of-sun.htm",
      kind="news", note="trap: Curiosity, Mercury, Mars, Juno, Jupiter, Cyclone (the middle paragraphs left out)"),
    R("""On Nov. 3, 1973, Mariner 10 was launched, becoming the first spacecraft to study the planet Mercury and also the first to use the gravity of one planet, in this case Venus, to “slingshot” it past one planet on the way to visit another. A more interesting first was that, as its fuel supply ran low, the solar wind was used as a means of locomotion as scientists manipulated the spacecraft’s solar panels as sails to make course corrections.

Mercury is low in the northwest about an hour after sunset, situated far to the lower right of Jupiter. It is lost to view by the end of the first week of June.

Jupiter rises in the west at dusk and sets three hours after the sun as June opens. This window of opportunity to view the giant planet and its moons decreases to less than an hour by month’s end.""",
      source="https://bangordailynews.com/2014/05/28/living/june-offers-a-great-chance-to-view-saturn/", kind="news",
      note="trap: Mariner, Mercury, Venus, Jupiter, window"),
    R("""June 13-19, 2011

1831: James Clerk Maxwell born
1974: National Space Society founded
1983: Pioneer 10 leaves solar system, begins traveling in interstellar space
2010: Hayabusa spacecraft returns first asteroid samples to Earth

Flag Day

Saturn appears stationary

1967: Mariner 5 launched
1975: Venera 10 launched
1985: Vega 2 deploys lander and balloon on Venus

Full Moon 4:14 PM ET
Lunar Eclipse visible in Eastern Hemisphere

1971: First Titan III-D rocket launch
2010: Soyuz TMA-19 launched carrying ISS Expedition 24/25 crew

1963: Vostok 6 launched; Valentina Tereshkova first woman in space, still the only solo spaceflight by a woman

1985: STS-51G Discovery launched""",
      source="http://www.yearinspace.com/the-week-in-space/226-june-13-2011-long-time-no-see", kind="news",
      note="trap: Pioneer, Saturn, Mariner, Vega, Titan, Soyuz, Discovery (the calendar's moon-phase lines left out)"),
    # ================================================================ pets and zoos: red pandas
    R("""Red Panda Babies Delight in Exclusive 'The Zoo' Season Premiere Preview

The Zoo is back with a much-needed dose of adorable as Animal Planet's hit series kicks off with a two-hour season premiere giving viewers an inside look at the world-famous Bronx Zoo on Saturday, April 4. Ahead of the Season 4 premiere, has an exclusive sneak peek at some of the newest and fluffiest arrivals at the Prospect Park Zoo — two red panda cubs!

The two male cubs were born over the summer to mom Willow, and while the zoo might be closed to visitors for the time being, The Zoo viewers can get a behind-the-scenes look at their birth, first days inside their den and even first adventure outside into their habitat.

There will be plenty of other "firsts" on this season of The Zoo, including the hatching of Roti Island snake-necked turtles, a "functionally extinct" species, as well as the arrival of Bala, the fourth cub of snow leopard, K2. Keepers will also be challenged to create a toy for an anteater named Velcro that will keep him enriched""",
      source="https://popculture.com/reality-tv/news/red-panda-babies-delight-exclusive-the-zoo-season-premiere-preview/",
      kind="news", note="trap: Panda, Willow, Velcro, K2, Planet"),
    R("""John Ball Zoo announced the birth of a litter of red pandas. They say this is the second litter from their female red panda, Wasabi, and their male, Wyatt.

The babies were born on July 11, and staff have been closely monitoring Wasabi and her babies via video cameras since then. You can watch some of the video above.

The zoo says they haven’t determined the sex of the cubs yet.

Red pandas are native to the Eastern Himalayas and southwestern China, but due to habitat loss, deforestation and poaching there are less than 2,500 adult red pandas left in the wild.

John Ball Zoo says in the next two to three months, the cubs will start exploring their habitat and become more independent.""",
      source="https://www.9and10news.com/2023/07/13/red-panda-gives-birth-to-litter-at-john-ball-zoo/", kind="news",
      note="trap: pandas, Wasabi, Wyatt, litter (the advertisement and the vet's quote left out)"),
    R("""Three weeks ago the Woodland Park Zoo welcomed two adorable, fluffy red pandas into the world.
The twin female cubs are healthy and thriving after their second neonatal exam this week.
Born to 2-year-old first-time mom Hazel and 14-year-old dad Yukiko, the cubs are the first to be born at the zoo since 1989.
When they were born, the cubs weighed just a mere 5 ounces each, but now they weigh in at just over a pound.
Hazel and her cubs are currently living in an indoor climate-controlled den where she is able to nurse and bond with her cubs in a quiet environment. The dad, Yukiko, remains in the zoo's exhibit, separated from the cubs since red pandas are largely solitary.
In addition to Yukiko, zoo-goers are also able to visit Woodland's other red panda, a 4-year-old male named Carson who is also in the Wildlife Survival Zone exhibit.""",
      source="https://king5.com/article/news/local/red-panda-twins-at-woodland-park-zoo-continue-to-thrive/281-573644908",
      kind="news", note="trap: pandas, Hazel, Carson, Zone"),
    R("""Rare red panda cubs born at two British zoos in 'massive success'

Four rare red panda cubs born at two British zoos are thriving, say zookeepers. In a huge success for the European Endangered Species Programme two pairs have been bred in recent months at Whipsnade Zoo and Longleat Safari Park.

A male and female cub, named Alex and Priya, were born at Bedfordshire's Whipsnade Zoo, run by the Zoological Society of London in June."It is quite rare to have red panda cubs both out in the wild and in captivity - certainly a zoo setting, it's a massive success for us," said Patrick Lally, the zookeeper at Whipsnade who has been caring for the cubs since birth.""",
      source="https://thespokes-person.blogspot.com/2023/11/rare-red-panda-cubs-born-at-two-british.html",
      kind="news", note="trap: panda, Safari, Alex, setting"),
    # ================================================================ mountains: the Alps, the Sierra Nevada
    R("""Zermatt and the Matterhorn, Switzerland

The main reason why anyone travels to Switzerland is to see the Alps, and that was my primary destination as well.

This Sunday dawned bright and clear, as I woke up early again to catch a 7:00 am train heading south. I was headed first to Visp, a small town that serves as a road and rail junction in the mountainous southern part of Switzerland. I would have to transfer there to a separate train that went to Zermatt itself. My train was unsurprisingly deserted at this early hour, and I was able to watch the scenery slide by in the quiet stillness that follows dawn. The mountains began appearing in the distance almost immediately after departing Bern, their snow-capped peaks rising up above the fields of green and brown that my train was passing by. The rails led me through the small city of Thun, sitting astride a small lake called the Thunersee.""",
      source="http://www.sullla.com/Travel/zermatt.html", kind="blog",
      note="trap: Alps, rails, rail, junction, transfer (the rest of the first paragraph left out)"),
    R("""Wally and Bob picked up Denny and I just before sunrise and were off on a California road trip. A brush with LA and many miles of desert nowhere brought us to the little town of Lone Pine, at the eastern foot of the impossibly rugged Sierra Nevada. Many treeless summits loomed in the distance, but which one was Mount Whitney? Up the side of the escarpment we drove to Whitney Portal to claim and set up our camp among towering trees. A quick trip back to Lone Pine for dinner and then we returned to camp, where a light rain shower danced over us. Denny found a waterfall and I found a shirt at the little store. The other guys were in their tents shortly after dark, while I walked the road taking star photos for a bit.

Stars were shining brightly when 4 am rolled around and we were packed and on the trail shortly after 5 as dawn arrived. We were soon high on the wall of a glacially sculpted, forested valley on an endless climb. The rising sun set the high peaks above ablaze. Bob rapidly forged ahead while Denny, Wally and I continued up together. Each stairstep of Lone Pine Canyon would bring us to another scenic valley hemmed in by tall trees and vertical walls of pale granite. The stout, reddish trunks of ancient foxtail pines eventually gave way to alpine slopes and lingering snowdrifts.""",
      source="https://hikearizona.com/photoset.php?ID=30695", kind="blog",
      note="trap: Bob, Sierra, Nevada, Portal, Pine, alpine, shower (the site's menu and trip stats left out)"),
    # ================================================================ opera houses and singers
    R("""Then and now: Sydney Opera House concert hall reopens after renovations

After nearly two and a half years, the beating heart of the Sydney Opera House will reopen with a facelift. Here, we look back at the evolution of the iconic Concert Hall over the past five decades.

After two years of extensive renovation works, the Sydney Opera House Concert Hall will reopen to the public next week with a performance by the Sydney Symphony Orchestra.

The Sydney Opera House and the Concert Hall opened in 1973.

The upgrade of the largest performance space is the final project in the Opera House's Decade of Renewal a 10-year program of capital works totalling almost $300 million to upgrade Sydney's World Heritage landmark.

Audiences can look forward to a new state-of-the-art sound system and a fully automated stage which has been lowered for a better view.

There are also two new rehearsal rooms for artists who use the Concert Hall.

The renovation works have also included the installation of a lift on the eastern side.

There is also an automated draping system and a new theatre flying system for a greater range of lighting and scenery during performances.""",
      source="https://www.9news.com.au/national/sydney-opera-house-concert-hall-reopens-after-renovations-then-and-now-2022-1973/1a88cb55-5e5c-426b-9ffb-3d632d44a057",
      kind="news", note="trap: Opera, Symphony, Orchestra, upgrade, lift (the photo captions, the byline and the 1991 protest left out)"),
    R("""“When the coronavirus shut the Metropolitan Opera’s doors on March 12, the company was hours away from bringing up the curtain on a revival of Rossini’s bubbly Cinderella adaptation, “La Cenerentola.” Massenet’s brooding “Werther” was to open a few days later.

“This “Tosca” was the biggest disappointment of everything I’ve had canceled. Especially as someone who is from here. The first opera I ever saw was at the Met.

I did a small part here in “Arabella” in 2014. Since then I’ve performed all over the world, and I knew that at some point, the Met and I would meet each other. So I was just patient about it. But it’s that big house everybody wants to sing at.

The fact I named my dog Cavaradossi is a sign I like the role. It’s been a really lucky part for me. I’ve made many house debuts in “Tosca.” I appreciate his stand-up-guy kind of nature.

I was going to be up there with a great couple of casts. I was going to be doing the HD broadcast. Everything was coming together at the right time. But luckily I do have many future plans at the Met, so I will make that debut.”""",
      source="https://brianjagde.com/press/the-metropolitan-opera-season-that-vanished-nytimes-feature/", kind="news",
      note="trap: Opera, Met, Cinderella, HD, broadcast, curtain (the HD broadcast a cinema relay; the repeated "
           "intro and the paragraph on the vanished operas left out)"),
    # ================================================================ bands: Electron, Prometheus
    R("""From what I’ve heard of Electron, one of your favorite Disco Biscuits / Brothers Past side projects, I likey. It’s obviously all very electronica in its own right, and I’m not familiar with anything else about them other than that. They’re busy at work getting ready to put out their new release, This is Electron.

Aron, Marc, Tommy, and Joe have been tirelessly working to bring you guys a nice sampling of what Electron is all about. To be released in very limited quantities at the BB Kings and TLA shows next week is their first offering, “THIS IS ELECTRON”. We have a list over here of the first 100 people who bought BB’s tickets on BiscoTx, and those people will receive a free copy of the disc at the door. After that we will be selling the disc, which offers a potpourri of eight Biscuits’, BP, and Electron originals, for a ridiculous price of $8 each. That’s a dollar a track, folks. The disc is expected to sell out at the shows, and after that, it will be available as a download or as a CD from the great people at DiscLogic.

The track listing is as follows:

Rock Candy (12:08)
Long Walk (5:55)
The Bends (3:42)
Factory (9:27)
Simple Gift OF Man (8:02)
Pitfall (10:10) >>>
Home Again (10:53)
Charm (6:18)""",
      source="https://livemusicblog.com/news/i-want-the-electron-disc/", kind="blog",
      note="trap: Electron, ELECTRON, Biscuits, Factory, Charm, download (BiscoTx a ticket seller, DiscLogic a label)"),
    R("""Prometheus - _Beneath an Alien Sky_
(Independent, 2006)

Prometheus boldly proclaim their goal is to obtain the backing of a label for the promotion and distribution of their independently produced full-length -- not to seek assistance for recording a sophomore effort. I guess it can only be a positive when a band exudes such confidence in their own work, but the true question is of course whether such confidence is justified; and in Prometheus' case, it is to a certain extent. Not so with regard to the lyrical concept, which concerns a scientist who foresees an alien invasion and gathers believers to escape the coming invasion on a spaceship. (I'm guessing the lyrics were written by the male members of the band.) Even the band themselves readily admit this does not rank highly on the originality scale.

To their credit, they fare far better with regard to the vocals and musicianship. Prometheus are yet another female-fronted band, and like most of their peers, Sharon is an able singer. The music tends towards a powerful and dramatic form of heavy metal that is particularly noticeable on tracks such as "Rodent Speech" and "Vortex Virus", which progress towards explosive choruses.""",
      source="https://www.chroniclesofchaos.com/articles.aspx?id=2-4510", kind="prose",
      note="trap: Prometheus, Alien, scale, metal, Vortex, Virus (the reviewer's line and the closing sentences left out)"),
    # ================================================================ pets: a python, a parrot called Ruby
    R("""Symptoms
- dull scale coloration
- opaque blue eyes
- lethargy
- loss of appetite
- defensive behavior
- wrinkled skin (looks alarmingly like severe dehydration)
Cause
- shedding skin to accommodate growth or weight gain/loss
Treatment
Like other reptiles, ball pythons shed their skin regularly as they grow. A healthy ball python should shed its skin in one piece once every 4-6 weeks or so. As they prepare to shed, the scales will loosen, and you may notice its eyes turn blue and opaque.
Provide a large water bowl for soaking and if you do not already have a moist hide prepared, fill the warm hide with moist sphagnum moss. This will facilitate a successful shed (skin coming off in one piece). The snake should not be handled until after shedding is complete, and you should not attempt to remove the shed yourself.
If your ball python is having trouble shedding, do not try to soak it!! This is extremely stressful for ball pythons and many snakes have drowned because of well-intentioned owners who try to remove stuck shed via soaking.
Instead, create a homemade humidity chamber. This can be constructed with a Tupperware and a warm, wet hand towel placed inside.""",
      source="https://reptifiles.com/ball-python-care-guide/ball-python-diseases-health/ball-python-shedding", kind="prose",
      note="trap: python, pythons, scale, shed, hide, Tupperware (a plastic box; the thermostat paragraph left out)"),
    R("""Ruby Tells It Like It Is

Ruby (the monk parrot) and Wylie (the labradoodle-puppy) have an understanding.

Ruby understands that as long as the puppy doesn’t try to eat her, she won’t peck her too hard.

Wylie understands that as long as the bird doesn’t peck her too hard, she won’t eat her.

Ruby belongs to my MIL and she mimics things that she says, her voice, her laugh, and even her sneeze.

Ruby refuses to use Wylie’s name. She insists on calling her Raven. Raven was my black lab that died in February. Wylie is replacement puppy. (Not that another pet can replace the previous but you get my point!) Ruby hangs upside down from the flap of the cage, dangling over Wylie’s head (intermittingly pulling the dog’s hair) and saying, “Call Raven…woof woof.”

She also says, “Call Sally…woof woof” when she sees my SIL or her dog, Sally.

Sometimes, she’ll peck my MIL’s arm in which MIL will shout “Stop it!”. Ruby will reply, “What’s your problem?”

When the phone rings, Ruby shouts’ Hello”.""",
      source="https://suzicate.wordpress.com/2009/10/25/ruby-tells-it-like-it-is/", kind="blog",
      note="trap: Ruby, Raven, lab, Call, Hello"),
    R("""Ruby, our Solomon Island Eclectus, came to us three years ago thru a series of unfortunate events.  When I first fell in love with the brilliance of the Eclectus female, I hesitated and chose NOT to make a hasty decision and needed to do some research.  Unfortunately, our first electus, Scarlette passed away 2 weeks after coming home, from POLYOMAVIRUS, so please take ANY new pet to your vet IMMEDIATELY!!

Ok – now to the birdie love-of-our-lives!  When Ruby arrived, my husband Chris and I wanted her home ASAP, even though she was still being hand-fed.  After our feeding lesson, we whisked her off to our vet and Ruby got a clean bill of health (plus she got micro-chipped so she can be identified even with her leg band safely removed).

Ruby is in perfect feather (I know that many ekkies pick their feathers but fortunately, Ruby doesn't) and her shades of brilliant red and blue put our friends in awe (can you say feather envy? lol).  The most fascinating trait on Ruby is the bright blue ring around her eye … that's actually what captivated me.   Ruby is very well socialized with guests and LOVES to eat!!  We typically keep a supply of BEAK BUCKETS on hand when what we eat a breakfast or dinner is not appropriate to share with her.""",
      source="http://www.busybeaks.com/PARRONTmonthly/Apr2005_Ruby.htm", kind="prose",
      note="trap: Ruby, Solomon, trait, ring, BUCKETS (BEAK BUCKETS a bird treat)"),
    # ================================================================ recipes: flasks of soup, ruby chard, java cake, panda biscuits
    R("""Slosh-proof soup!

I made another batch of "fridge soup" in my thermal cooker late on Saturday night.  It was still steamy hot very early on Sunday morning but I gave it an extra boost on the gas hotplate before filling our two Stanley food flasks (in preparation for a day at our field archery club).

We were out again today, so I reheated the remainder of the soup - but decided it would be less fiddly if I transported it in the thermal cooker, rather than decant into (wide-mouth) thermoses.

A few weekends ago I discovered how to prevent sloshing between the large and small inner thermal cooker pots while in transit.  I described the method but remembered to take photos today.  As you can see I put a cloth into the boiling water in that top pot and then used a tea-towel between the lid of the top (inner) pot and the outer insulated lid.  I am pleased to say that there was no water transfer between the two inner pots, so our soup remained undiluted - hooray!""",
      source="https://happyhambycampers.blogspot.com/2013/07/slosh-proof-soup.html", kind="blog",
      note="trap: batch, boost, Stanley, flasks, thermoses, transfer (the picnic paragraph left out)"),
    R("""Bento booster /Keep soups, stews warm until lunch

As the winter chill sets in, nothing brings relief like hot soup at lunch. Tokyo Gas Co. Food communication Center Manager Satomi Sugiyama plans bento lunch recipes and recommends using heat-retaining soup flasks for such lunches. She shared recipes for two nutritionally balanced dishes that use many ingredients.

Soup flasks are vacuum insulation containers made of stainless steel. The openings are wider than those of bottles for tea and other beverages so that their contents can easily be removed with a spoon. They also effectively retain heat. “If you put hot soup into a soup flask in the morning, you can enjoy it hot at lunch,” Sugiyama said.

When preparing a soup or stew for lunch, it is recommended to make something filling and to use lots of ingredients. Soup is a great bento side dish and goes well with bread or onigiri. Dishes such as pot-au-feu or cream stew can be prepared within 20 to 30 minutes using only a saucepan, so they are easy to make during busy mornings.

The capacity of soup flasks ranges from 200 to 500 milliliters. For soups with lots of ingredients, 350-milliliter-capacity flasks are ideal.""",
      source="http://the-japan-news.com/news/article/0004127536", kind="recipe",
      note="trap: Bento, bento, flask, flasks, Gas, spoon (the photo caption and the recipes' later paragraphs left out)"),
    R("""Pink Chard Gratin

  • 1 bunch ruby chard washed (about 1 kilogram)

  • 1 tablespoon olive oil

  • 1 onion sliced

  • 1 tablespoon butter

  • 1 tablespoon flour

  • 1.5 cups milk steeped with a bay leaf and a clove of garlic

  • salt & pepper

  • 1 tablespoon paprika

  • 1 pinch of cayenne pepper

  • 1 handful grated parmesan cheese


  • 1.

    Slice through the chard leaves a few times.

  • 2.

    Dice the ribs.

  • 3.

    Heat the olive oil and cook the onion until soft.

  • 4.

    Add the ribs and cook until tender, then add the leaves in batches and cover to wilt.

  • 5.

    Heat the oven to 400°F/200ºC.

  • 6.

    Spread half the greens in a baking dish.

  • 7.

    Pour over half the béchamel.

  • 8.

    Put the remaining chard on top, then the remaining sauce.

  • 9.

    Sprinkle over the cheese.

  • 10.

    Bake until hot through and golden on top.


*Good with cooked chopped ham through it, too.
*For a richer dish, stir grated gruyere or comté into the hot béchamel until it melts.""",
      source="http://www.lifestylefood.com.au/recipes/1821/pink-chard-gratin", kind="recipe",
      note="trap: ruby, bunch, clove, batches, Slice (the blanching tip and the rating box left out)"),
    R("""Chard Gratin

I first ate this many years ago in a slightly eccentric but very good Burgundian restaurant in Paris. It had heavy lace curtains (the restaurant, not the gratin) so you couldn't see in from outside and was full of slightly rotund businessmen.

If you have a veg garden, chard grows like a weed and sticks around when other more summery vegetables have turned up their toes. If you don't, it's an inexpensive item to buy, which is just as well because you need a tidy armful for this recipe. It doesn't matter whether you use white, ruby or my favourite, the neon-hued rainbow chard.

The juicy stems have a slightly earthy flavour, while the crinkly leaves taste somewhere between spinach and kale. The two cook at different speeds so it's best to do them separately. These quantities should be enough for one large gratin or two smaller ones (it freezes well, uncooked).

Pre-heat the oven to 200C/400F/Gas Mark 6.

Wash the chard thoroughly and shake dry. Remove the stems and cut them into short lengths. Steam them until just tender - mine took about seven minutes. Drain very thoroughly and place in the bottom of a gratin dish. (If you mix ruby or rainbow chard stems into the sauce, it'll turn a rather lurid pink.)""",
      source="https://www.huffingtonpost.co.uk/linda-duffin/chard-gratin_b_13173884.html", kind="recipe",
      note="trap: ruby, rainbow, Gas, Mark, Steam (the restaurant's second paragraph and the ingredient list left out)"),
    R("""A java cake re-make

When did we become so enthralled with make-overs? Hairstyles, clothes, landscapes, make-up, furnishings, you name it … we’re re-doing it. And if we’re not, we’re attentively watching someone else progress from “before” to “after” in front of the TV cameras.

Whatever the reason for this fascination, I’ve joined the ranks of the renovators. A reader recently asked me to review the ingredients for a java cake that was published in this column about a year and a half ago. I decided to do more than that; I remodeled the whole recipe. And, after doing so, I’m hooked; it turned out to be a very satisfying process.

After researching and testing a number of recipes for cakes flavored with coffee, I modified the original java cake recipe in hopes of producing a better pastry. I was delighted when my testers confirmed my success, describing the new cake as “moist and tender, with a fine crumb and a definite coffee taste.”

The cake can be served several ways: with a simple coffee or vanilla glaze (recipes for these were included in the column published in January, 2006), plain, or, my favorite way: with a scoop of vanilla, chocolate or coffee ice cream and a drizzle of Kahlua. The java flavor is more pronounced the day after the cake is made, so plan accordingly if that’s what you’re looking for.""",
      source="https://www.vaildaily.com/news/a-java-cake-re-make/", kind="recipe",
      note="trap: java, TV, hooked, testers, scoop (the high-altitude editor's note left out)"),
    R("""Panda Cookies (Manual)

I will visit friends in Milan.  This baking serves as a small present aiming to surprise and delight.  It is also as a follow up of the not so successful panda cookies with cutter.  Result this time: unsymmetrical but cute and sweet panda faces.  So, I am happy.

The recipe is from Facebook.   Guess that it is from a Hong Kong Chinese, Ally. Her cookies were nice and symmetrical. She detailed the steps with good illustrations, but in Chinese.  I added a bit my twist and translated them into English.  Hope you will like it.

A note: the chocolate doughs are very light.  It was very difficult for me to roll out them equally.  So, each panda face is different.  At the beginning I mixed up the weight of the butter and chocolate dough and had to make extra butter dough.   So, I could make a few chocolate and butter cookies.   Very nice as well.

110g cake flour (120g in the original recipe)
11g corn starch (added by me to enhance the crisp texture)
½ tsp baking powder
40g icing sugar
60g butter
20g egg
2 tsp green tea powder
2 tsp cacao powder
5g cake flour""",
      source="https://meyanyeung.wordpress.com/2015/05/30/panda-cookies-manual/", kind="recipe",
      note="trap: Panda, panda, Facebook, cutter, Manual, twist (Facebook where the recipe was found, a site; "
           "the photo captions left out)"),
    # ================================================================ railway excursions: an Express to the coast
    R("""Full steam ahead for magical trip

A LOCOMOTIVE which appeared on an episode of BBC’s Top Gear will be hauling a steam train from Milton Keynes to Canterbury for a magical day trip on Armistice Day.

Steam train enthusiastis will be able to join The Cathedrals Express steam train, hauled behind 60163 Tornado, for a nostalgic day trip to Canterbury on Friday, November 11.

Following the journey passengers will have up to three hours to explore the sights in Canterbury before the train returns to Milton Keynes at around 9.30pm.

Steam trains of this nature do not normally travel through Milton Keynes and collect passengers so this is a real treat for enthusiasts here who will get the chance to travel along the Kent Coast in style.

Passengers joining the train at Milton Keynes have five different travel options to choose from: two full dining options (Pullman Style and Premier Dining), First Class, Super Standard and Standard.

Pullman Style passengers will be seated in restored 1950s wood-panelled carriages and comfortable seats with individual table lamps and curtains at the window.""",
      source="https://www.miltonkeynes.co.uk/news/full-steam-ahead-for-magical-trip-1-3109480", kind="news",
      note="trap: Express, Tornado, Gear, Steam, Pullman, Premier, Style"),
]
