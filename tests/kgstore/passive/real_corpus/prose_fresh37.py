"""Prose of the thirty-seventh fresh held-out set ("fresh-37"): English news, recipes, prose and non-technical blogs
-- sailing and the sea (a harbour master's anchorage, harbourmasters in a fantasy world, the Women at the Helm
regatta, helming a Clipper yacht, rust on steel boats and on a narrowboat built by Springer), mining and geology
(rubies and a ruby crystal, velvet obsidian, quicksilver and mercury mines, a cobalt pit in the Congo, swimming in a
limestone quarry), weather and seasons (a tornado warning as spring starts, a tornado watch, a major spring storm,
April showers, "Spring, with a capital letter"), courts and law (longshoremen's right to stop ships docking, two
appeals by men named Jenkins, a Twin Express caption, judges holding hearings on Zoom), homes and real estate (new
house windows under the title "Windows 2.0", old windows kept, Gatsby-style mansions and a Gatsby Lane), horse racing
(a filly named Great Rocket, Rocket Man, Jess Rocket Man, Rocket Star), children's books and fairy tales (Puss in
Boots and his Master, "Swift of foot", a dragon called Ember twice) and recipes (ruby port sauce, sage gravy and sage
butter, springs of thyme, spring onions) -- full of words that are also tool names: Rust, rust, Ruby, ruby, crystal,
Obsidian, Mercury, mercury, Bottle, Quarry, Spring, spring, Tornado, tornado, Helm, helm, Master, Jenkins, Express,
Windows, Gatsby, Rocket, Flash, Dash, Swift, Ember, EMBER, sage, Jersey and more.
Four court texts name the Zoom platform or app as software and label it; social and book sites in passing (Twitter,
Facebook, Goodreads) are not labelled, as in the earlier sets; the rest label nothing.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a paragraph or a few)
and labelled by hand without running the extractor, by the earlier sets' conventions (``--split fresh-37``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ---------------------------------------------------------------- sailing and the sea
    R("""It is often taken for granted that every port will have a suitable anchorage where vessels can anchor and await entry. But what does a ‘safe’ anchorage really mean to the mariner?

What is a safe anchorage? Quite simply, as one ship’s Master recently described it to me, ‘It is a place where I can anchor my ship and feel safe’. That feeling of safety comes from many factors, but it is strongly influenced by the Master’s knowledge and experience. Nevertheless, there are features that provide us with the confidence that we can bring our ships and remain there, sometimes for a substantial amount of time and then depart safely. Conversely, there are anchorages that we would rather avoid if at all possible.

As many of us have seen, an incident in an anchorage can have a catastrophic effect not only on the vessels involved and those that man them, but on the environment and the whole port infrastructure. Unfortunately, the number of accidents in anchorages is increasing worldwide. So, what makes the difference — and what can Harbour Masters do to make anchorages in their ports as safe as possible?""",
      source="http://blog.interlegal.com.ua/?p=3048", kind="blog",
      note="trap: anchor, Master, Harbour"),
    R("""Harbourmaster

Naming

In some places harbourmasters call themselves Port Captain, in a feeble attempt to give their job name more prestige, usually failing utterly. Not to be confused with the Captain of the port which in many nations is a military navy or coast guard position, dedicated to security.

Duties & Responsibilities

A harbourmaster is either a (local) government or private company employee who carries the responsibility of the day-to-day affairs in a harbour, their duties lay in the fields of navigation, security, safety, maintenance, pilot services, traffic regulation, port planning, ship inspections, customs, collecting fees and toll

Navigation

Taking care of the infrastructure on and near the water, the buoys the pier lights, the signposts and the water depth.

Security

From both the water as the land side, protecting the assets of the harbour as well as the ships in it from unwanted visitors with bad intentions

Maintenance

Maintenance of the buildings and facilities in the harbour, as well as the docks, jetties, mooring bollards. Etc.""",
      source="http://www.worldanvil.com/w/red-sunrise-jacob-w/a/harbourmaster-profession", kind="prose",
      note="trap: docks, Port, Captain (a harbourmaster's job in a fantasy world)"),
    R("""The inaugural Women at the Helm Regatta was held on the waters of Shilshole Bay last weekend. It was special event, for all the reasons!
From Women at the Helm Regatta mastermind and skipper of the Olson 25 “O”, Jennifer Harkness: an avid cruiser, racer, and women’s advocate in Puget Sound whose other writing can be found at www.skipperjenn.com:
Sloop Tavern Yacht Club (STYC) presented us all with an opportunity this year to support the many amazing women sailors in our community. Women at the Helm (WATH) was a buoy race with one specific rule: women had to be driving. The conditions on Shilshole Bay were perfect for a regatta—sunshine and consistent, light breeze in the morning that built throughout the day. I think I can speak for most people and say that we all needed a day on the water! STYC and race coordinator, Eric Finn, did their best to keep us all safe with COVID-19 specific rules. Simply put, it was the best.""",
      source="https://48north.com/racing/race-reports/women-at-the-helm-regatta-the-best-part-of-seattle-summer-racing-in-2020", kind="news",
      note="trap: Helm, Sloop (a sailing regatta; a web address of the writer's own site in passing)"),
    R("""24 hours on board
The first session of helming with a spinnaker today. Slightly shaky start but with some experienced advice, I soon got into the pattern of the waves and wind. It’s such great fun to steer a racing yacht this big across the Atlantic Ocean, with glorious sunshine and a big grin.
Off watch during the afternoon, so I visited one of our two ‘spas’ on board. Had a lovely shower (wet wipes), a shave (it’s possible), and a set of clean clothes. A new man emerged! Back to bed to catch up on sleep dreaming of dinner (which turned out to be a lovely potato and vegetable stew with rice).
Back on the helm during the evening watch (19:00-23:00), now trying to steer with the spinnaker in the dark. More great advice and we were off across the waves at 8-12 knots. Picking a reference star to aim for was the trick. In fact, I aimed between two stars. They looked after me very well, so I named them Emma and Sara (you guess why).
Back to bed and sleeping well until a loud shout for “all hands on deck.” The wind had started to gust strongly, overpowering the spinnaker, so it needed to come down… fast! With the extra crew on deck, the spinnaker was down in 15 minutes and soon the Yankee 1 was up, replacing it. We stuck to the training and the situation was dealt with. Superb teamwork.""",
      source="https://clipperroundtheworld.com/crew-diary/washington-dc/1664", kind="blog",
      note="trap: helm, Yankee, star"),
    R("""Preventing and Eliminating Rust

To paraphrase the famous sailor, Eric Hiscock: "The price of the strength of a steel boat is eternal vigilance against rust."

As part of Petronella's restoration, we are re-bedding much of her deck hardware. The first project was P's main sheet winches, under which rust was beginning to appear. Howdy and his crew removed the winches from their steel pads, and added disks of Starboard, which is a wood-like marine-quality material that doesn't rot. I think it must be some sort of plastic or fiberglass. Anyway, they bedded that down well to the steel, and mounted the winch on top. That will prevent rust from developing under the winch in the future, or for at least a long time.

Unfortunately, no bedding lasts forever -- something that many boat owners don't seem to realize. Eventually, everything needs to be re-bedded if you don't want water intrusion. That includes fiberglass boats, in particular. Steel boats rust very slowly, but a leak in a fiberglass deck can quickly cause serious and expensive problems. A word to the wise!""",
      source="http://www.unlikelyboatbuilder.com/2017/10/preventing-and-eliminating-rust.html", kind="blog",
      note="trap: Rust, rust, Starboard"),
    R("""Don’t buy a steel boat, they said.  It will be full of rust, they said.

We scoffed at them all and bought a steel boat anyway.

During our recent cleaning trip we had a discussion with the boatyard that there were a few surface rust spots that needed to be sandblasted off and generally taken care of.  Ok, that’s fine.  Let’s do it.

Then… the boatyard sent us this picture:

And this:

And this:

What have we done?""",
      source="https://sailingdevilfish.com/2014/06/05/oh-no/", kind="blog",
      note="trap: rust"),
    R("""Interior Rust - first post

Hello

This is my first post. After years of dreaming, I have finally been able to buy myself a 66ft Springer.

She's completely empty inside, being a project boat. She has some loose planks for a floor, so I am going to put flooring in.

My question is about rust though. In the bottom of the boat (inside), where the ballast lies, the former owner started putting new rust treatment in. But it is only a small part of the whole boat.

How necessary is this? There's a LOT to do on her before I move in. I spent my day scraping and brushing up the rust "dust". The rust is all bone dry, really more like years of dust. But do I REALLY need to scrape and paint the inside of the hull?

Will it really eat up my boat? How critical is this?

Dry rusty dust is so much easier and nicer to deal with than wet rust.

So, is the steel nice and solid with a coating of dusty rust, or are there "sheets" of rusty metal that you can lift up with a hammer and chisel?

If its good solid metal then lightly sand and hoover up the dust and paint with some sort of primer. This will pay dividends and make your boat last much longer, it will get wet at some stage and you won't have such good access to it as you do now, so do it now.""",
      source="https://www.canalworld.net/forums/index.php?/topic/87884-interior-rust-first-post/&do=findComment&comment=1900310", kind="prose",
      note="trap: Rust, rust, Springer (a narrowboat builder), hoover"),
    # ---------------------------------------------------------------- mining and geology
    R("""The King of Stones the Ruby

Rubies are a red colored form of corundum a form of aluminum oxide with the chemical formula of Al2O3.  This is the same mineral that produces sapphires that are found in blue and virtually every other color except red that color is reserved for the ruby only.

A ruby crystal on calcite.
Photo by Rob Lavinsky

To be a ruby the mineral corundum has to be colored pink to blood-red where the color is caused by a minute quantity of the element chromium.  The red color gives it its name “ruber” that is the Latin word for red making for an easy move to “ruby” in English.  In the trade ruby is considered one of the four precious stones the others are diamond, emerald and diamond.  Some people consider natural pearls to be the fifth precious stone although the owe their origin to natural processes produced by a living animal.""",
      source="http://gemsandgemstones.blogspot.com/2011_01_01_archive.html", kind="blog",
      note="trap: Ruby, ruby, crystal"),
    R("""Obsidian is an igneous rock that has an amorphous structure. It is produced from rhyolite that is rich in silica and low in water. When this ryolith erupted, its temperature quickly drops below the temperature to create mineral crystals and a natural silica glass was formed.

Black is the most abundant color in obsidian, and it is derived from oxidized magnetite contained within the silica. The presence of Hematite creates a red color.

Patterns of gas bubbles can create sheens within the glass. When they are combined with oxides, they can produce an internal gloss, such as silver obsidian or an iridescence like rainbow obsidian. If these iridiscent layers are heavily faulted the variety of “Velvet-Obsidian” can be developed.

I´am sorry, but a more exact point of mining than “Chihuahua” could not be determined for this gem stone material so far from me.""",
      source="http://achat-almanach.de/html/velvet_obsidian_engl.html", kind="prose",
      note="trap: Obsidian, obsidian"),
    R("""Recognizing Ruby and Sapphire in Nature

When you think of ruby and sapphire, you probably think of spectacular, faceted, over-priced gems in rings and necklaces. Unfortunately, Mother Nature does not facet her gems: so the gem prospector must learn to recognize the natural, physical characteristics of this gemstone to identify the raw material in the field. The prospector must also learn where to look in the field.

I remember receiving a 25-year pin from the State of Wyoming for my service in finding several hundred $million in gemstones, gold and diamonds for the State. It was a tiny plastic pin about the size of nickel that had a tiny red ruby. After examining this valuable ruby with a microscope, it was obvious it was a synthetic ruby almost too small to weigh. The ruby was likely worth about $1.00 and and the pin another $1.00. Have no idea where it was made, but I would guess China. Why thank you Wyoming for thinking about me.""",
      source="http://wyruby.blogspot.com/2013_05_01_archive.html", kind="blog",
      note="trap: Ruby, ruby"),
    R("""Is quicksilver mined?

Quicksilver is the popular name of mercury, a heavy silver-white element. It is unique among the metallic elements- in that it remains liquid at ordinary temperatures. Mercury occurs in nature in a free’ state, both in lodes and placer deposits, but only in small quantities. Commercial mercury is obtained chiefly from cinnabar ore, the sulphide of quicksilver, which occurs naturally as brilliant red crystals or red and ‘ brownish masses. The pure mercury is extracted by subjecting the ore to high temperatures and then condensing the vapor. Hence quicksilver is “mined.” The largest and richest concentrated deposit of mercury ore is at Almaden in central Spain. It has been worked since the days, of the ancient Romans. A Greek writer who lived about 300 B.C. said “liquid silver” was obtained in his day “by rubbing cinnabar ore with vinegar in a copper vessel.” Until the outbreak of the Second World War, when mercury production in North America was greatly increased, Spain and Italy had a virtual monopoly on quicksilver. Deposits of mercury ore exist in California, Oregon, Texas and other states.""",
      source="http://www.4information.com/trivia/quicksilver-mined/", kind="prose",
      note="trap: Mercury, mercury, Quicksilver"),
    R("""Very interesting article. I've researched an uncle who was killed in a car crash outside Winnemucca, Nevada in 1940. He was working at a "quicksilver" mine somewhere in the area. I think I've traced the location, thanks to a U.S. Bureau of Mines publication, to the Bottle Creek District in the mountains about 65 miles northwest of town. I also learned from an oral history transcript from a miner's wife that the cinnabar was refined on site, trucked to the railroad and shipped in 76 pound flasks to California, where it went into munitions manufacture. This woman also reported that the mine had pretty much played out shortly after Pearl Harbor.

Good article Richard, I often drive by Sulpher Bank Mine in Clearlake Oaks, CA where they mined Cinnabar for mercury. Red soil, smells like rotten eggs, I always wondered about its history...looks like it too was one of the biggest sources of mercury in the world...also located just north of the biggest geothermal field in the world at The Geysers which I always thought would be cool to take a tour of if they allow that.

Quite a bit of mercury was used here around Ballarat in the mid 1800s gold rush...

Wonderful! The way you weave so much history into your columns.""",
      source="https://richardigibson.substack.com/p/almaden/comments", kind="blog",
      note="trap: Bottle, mercury, flasks"),
    R("""Image: DR Congo’s fight against illegal cobalt mines | Mining News

At the bottom of a crater in southeastern Democratic Republic of the Congo, 5,000 miners huddle together, swinging hammers and picking to unearth speckled clumps of green gold ore from the earth.

In this almost biblical setting, the reward is cobalt – a strategic metal found in abundance in the Central African nation.

But the huge hole in Shabara, about 45 kilometers (30 miles) from Kolwezi, is also a big deal.

About 20,000 people work at the mine, in shifts of 5,000 people each time. Mining operations have been going on for years here in clear violation of DRC laws and in defiance of the site’s owner, a subsidiary of mining and commodities giant Glencore.

As the diggers excavated the blue-tinted soil, hundreds of dust-covered porters trudged up the path leading out of the pit, their backs bent under the weight of sacks of ore.

Marcel Kabamba, 31, resting between the sounds of collisions and the screams of his miners, says he can make the equivalent of $200 on a good week – a fortune small property in a country where most live on less than $2 a day.""",
      source="https://news7d.com/image-dr-congos-fight-against-illegal-cobalt-mines-mining-news/", kind="news",
      note="trap: cobalt, hammers"),
    R("""The Quarry Men

Guest post by Keith

A friend of mine from WFHB had long ago extended an open invitation to us to come swim in the limestone quarry on the property she and her husband rent. Last weekend, we finally got our schedules aligned and took the plunge. What an awesome adventure!

Fans of the 1979 film Breaking Away can attest to the lure of quarry swimming. The water is typically very clean as most of it comes from underground aquifers. But some quarries receive nutrient-rich surface runoff, and can become overgrown with algae. The quarry used for filming the Breaking Away movie is about five miles south of the one we visited.

Limestone mining was once the major industry of south central Indiana, and it is still important, but the demand for limestone has diminished steadily over the years as other, less expensive building materials have come on the market.""",
      source="http://twoboysandabeagle.blogspot.com/2010/07/quarry-men.html?showComment=1280155470798", kind="blog",
      note="trap: Quarry, quarry"),
    # ---------------------------------------------------------------- weather and seasons
    R("""ST. LOUIS, Mo. - Unfortunately, as we start spring, this comes with a spring-like weather pattern. Expect showers and thunderstorms by this afternoon. Some of the storms could be on the strong to severe side.

The potential exists for a few of these to be strong to severe. Damaging winds, hail and a few tornadoes will all be possible. The greatest risk with the afternoon/evening storms will appear to be over the southeast half of the viewing area over southern Illinois and southeastern Missouri.

A tornado warning for Jefferson and Perry County in Illinois was issued until 4:15pm. A tornado watch is in effect until 11:00pm.

After a few rounds of showers/storms are said and done, we dry it out into the weekend. But the catch is temperatures are going to be dropping into the weekend back into the upper 40s by Saturday.""",
      source="https://fox2now.com/news/tornado-warning-for-jefferson-and-perry-county-in-illinois/", kind="news",
      note="trap: spring, tornado, Jefferson (the page's video notice and tweet left out when trimming)"),
    R("""Tornado Watch in Effect

This is in effect until 10pm. Please note there is a high risk of tornadoes and a moderate risk of strong tornadoes. Note also there is a high risk of hail more than 2"in diameter.

Tornado safety suggestions below.

As I write this (3pm), the thunderstorms are starting to form on the west side of the watch. Stay weather aware the through the evening.

For additional coverage as this situation develops, follow me on Twitter: @usweatherexpert.""",
      source="https://www.mikesmithenterprisesblog.com/2018/05/tornado-watch-in-effect.html", kind="blog",
      note="trap: Tornado, Twitter (a social site, not labelled, as in the earlier sets)"),
    R("""Major Spring Storm to Unleash Tornadoes, Floods, and Heavy Snow Across Central U.S. Today

A major spring storm will charge eastward across the central U.S. today, laying down heavy spring snow on its north side and spawning severe thunderstorms in its warm sector.

More than 91 million people across portions of at least 21 states in the central and eastern U.S. face the risk of severe thunderstorms and flooding today. Strong tornadoes are a possibility, along with some of the worst storms.

Strong shear, or change in wind speed and/or direction with height through the atmosphere, has the potential to support explosive supercell development, according to the SPC, in the mid-Mississippi Valley, lower Ohio Valley, and western Tennessee Valley regions.

The strongest storms could target southern Illinois, western Tennessee and Kentucky, northeastern Arkansas, and southeastern Missouri, where there is a high risk, level five out of five, of severe thunderstorms. “Numerous tornadoes, along with multiple long-track EF3+ tornadoes, appear likely”, according to the Storm Prediction Center (SPC).""",
      source="https://www.theweather.com/news/forecasts/major-spring-storm-to-unleash-tornadoes-floods-and-heavy-snow-across-central-us-today.html", kind="news",
      note="trap: Spring, spring, Storm"),
    R("""April showers

Al Jolsen once sung a song about 'April showers' which feels rather appropriate at the moment.  It feels as if it has rained constantly for months, although it must only have been a few weeks of it and it is most needed.  The garden at Hazel Cottage is a vivid shade of green, other than the muddy tracks that are forming across the lawn.  We often watch the blackbirds hopping about the garden in the rain, feasting on the worms and insects and hopefully keeping the slug population down.

It seems that we have the gulf stream to blame for these April showers - as it moves northwards in early Spring, it allows large depressions to come in, bringing in downpours of rain and hail and very changeable weather.   In the midst of all this rain, it is useful to look ahead and be glad that all this rain is helping towards everything bloom and grow in the summertime.

Hello am thinking we should perhaps build a Arc! hehe...Pictures are lovely! we saw a Swallow while we were walking this weekend (isn't this suppose to mean warm weather) am hoping soo! Happy Tuesday!""",
      source="http://taleshazelcottage.blogspot.com/2012/04/april-showers.html", kind="blog",
      note="trap: Spring, Arc, Swallow, Hazel"),
    R("""Drip drip drop little April Showers

I love this time of year when you can immerse yourself in the great outdoors without the bother of piling on twenty layers of long-sleeved shirts and jumpers, not to mention the hats, scarves and gloves.

I disliked the fact that whilst I had layered up to keep the initial cold at bay, I would be at risk of overheating once I had begun my gardening tasks.

Even as a child I have always enjoyed spring and particularly the month of April.

I have early memories of my involvement in a school project whereby we were commissioned to collect and plant 2000 daffodil bulbs as a way in which to celebrate spring and to relish in the idea of new life and fresh starts.

Not only is April the pre-requisite for summer, it is also a very friendly neighbour of winter, and will regularly remind us that we are not quite ready for our shorts and sandals just yet, presenting us with bulging grey clouds that burst into monsoon-like rainstorms and bitter winds.""",
      source="http://hayloftplants.blogspot.com/2016/04/drip-drip-drop-little-april-showers.html", kind="blog",
      note="trap: spring, Showers"),
    R("""\"April showers means May flowers\"

lily-shoots Well Spring , with a capital letter, is finally with us. The last snow clean we had was in the middle of February, the ice went out in March and then spring stalled. We had cold, snow, wind, a tiny bit of rain but today at almost the end of April it is glorious. The sun is shining, the sky is blue with tiny cotton wool clouds and there is hardly any breeze.""",
      source="http://www.judithpanson.com/blog/files/archive-apr-2015.html", kind="blog",
      note="trap: Spring, spring"),
    # ---------------------------------------------------------------- courts and law
    R("""A union representing longshoremen was within its rights to sue an association of shipping companies to stop their vessels from docking at a new South Carolina shipping terminal employing non-union workers, a divided federal appeals court ruled on Friday.

The Richmond, Virginia-based 4th U.S. Circuit Court of Appeals on a 2-1 vote affirmed a National Labor Relations Board ruling by holding that the International Longshoremen’s Association (ILA) was not engaged in an unfair labor practice when it sued the United States Maritime Alliance.

Chief U.S. Circuit Judge Albert Diaz, writing for the majority, rejected an argument by the South Carolina Ports Authority, which operates the disputed terminal and brought a complaint against the ILA with the NLRB, that the union had illegally coerced the Maritime Alliance into a boycott in order to get more work for its members.

When Maritime Alliances ships docked at the new terminal, the ILA sued the organization, saying it had violated its collective bargaining agreement with the union.

That agreement generally requires Maritime Alliance ships to dock at ports on the East Coast that employ ILA workers for all unloading, though it acknowledges that a handful of ports use a hybrid model.""",
      source="https://seaandjob.com/?p=29373", kind="news",
      note="trap: docking, docked, dock, terminal, Judge"),
    R("""USA v. Ernest Jenkins, No. 23-11186 (11th Cir. 2024)

Before ROSENBAUM, GRANT, and LAGOA, Circuit Judges. PER CURIAM: Ernest Jenkins appeals his sentence of 33 months’ imprisonment, an upward variance from the guideline range of 4 to 10 months, imposed following the revocation of his probation. Jenkins argues that the district court abused its discretion in imposing the sentence because it is greater than necessary to serve the relevant 18 U.S.C. § 3553(a) factors considering Jenkins’s personal mitigating characteristics, including his health issues. We generally review sentences imposed upon revocation of probation for an abuse of discretion.""",
      source="https://supreme.justia.com/cases/federal/appellate-courts/ca11/23-11186/23-11186-2024-03-01.html", kind="prose",
      note="trap: Jenkins, GRANT"),
    R("""U.S. v. Jenkins

United States Court of Appeals, Sixth Circuit
Nov 18, 2011

McKeague , Circuit Judge. On March 13, 2002, Defendant-Appellant Jerry Jenkins was convicted of six counts stemming from stealing a large quantity of dynamite and was sentenced to 501 months' imprisonment. On appeal, this Court affirmed Jenkins's conviction but remanded Jenkins's case for a Booker resentencing hearing. On remand, the district court then sentenced Jenkins to a within-Guidelines sentence of 400 months' imprisonment. Jenkins now appeals the substantive and procedural reasonableness of his sentence. We AFFIRM.

I. BACKGROUND

A. Offense Conduct

On March 26, 2011, Jerry Jenkins ("Jenkins"), Michael Joyner ("Joyner"), Robert Gifford ("Gifford") and Jesse Debter ("Debter") stole explosives from a Wright Brothers Construction Company ("Wright Brothers") work site (the "site") in Tiftonia, Tennessee.

Jenkins and Joyner asked Jenkins's minor girlfriend, Tiffany Langston ("Langston"), to drop them off at the site. Both men were unable to open the protective boxes containing the explosives. Undeterred, Jenkins and Joyner called Debter for assistance. Debter arrived with both a hacksaw and Gifford, but neither the tool nor the additional manpower were availing.""",
      source="http://casetext.com/case/us-v-jenkins-110", kind="prose",
      note="trap: Jenkins, Booker, tool"),
    R("""INTERNATIONAL LONGSHOREMEN'S ASSOCIATION, AFL-CIO and New
    York Shipping Association, Inc., Petitioners,
    v.
    NATIONAL LABOR RELATIONS BOARD, Respondent,
    and
    Twin Express, Inc., Intervenor,
    and
    Consolidated Express, Inc., Intervenor,
    and
    Truck Drivers Union Local 807, IBT, Intervenor.

    Nos. 802, 803, Dockets 75--4266, 76--4003.

    United States Court of Appeals,
    Second Circuit.

    Argued March 17, 1976.
    Decided June 29, 1976.""",
      source="http://ecases.us/case/ca2/c2203619/international-longshoremens-association-afl-cio-and-new-york-shipping", kind="prose",
      note="trap: Express, Dockets, Union"),
    R("""Zoom Judges: Stars and Stage Fright in the Virtual World
Some judges and mediators made quick jumps into the Zoom world, racking up dozens and even hundreds of remote hearings. They talk about their virtual work, video surprises like a leaping cat and background screen choices.
Judges got a rush-rush introduction to the Zoom platform to resume some of their regular work and are getting more confident as they push deeper into the virtual realm.
Miami-Dade Circuit Judge Alan Fine is nothing short of enthusiastic after more than 500 sessions since March 30.
"I just took my regular calendar and I gave a Zoom invitation to everything that was there, so I've had every hearing since then on Zoom," Fine said.
The state Office of State Courts Administrator bought Zoom licenses for the judges and added more to bring judicial assistants into the loop. Circuits provided training, but full-fledged adoption depends largely on the willingness of judges to go where not many of them had gone before, knowing nonemergency hearings are remote only until at least July 6 in Florida courts.""",
      T("Zoom"),
      source="https://law.com/dailybusinessreview/2020/05/29/zoom-judges-stars-and-stage-fright-in-the-virtual-world", kind="news",
      note="mixed: courts hold their hearings on the Zoom platform (licences bought for the judges): labelled"),
    R("""Judge Gorman’s Zoom Hearings: Attorney Appearances and Participation

Despite prior reminders about the Court’s posted policies regarding attorney appearances and attire when participating in hearings by Zoom, attorneys continue to regularly appear and participate in casual attire or without appearing on camera. Hearings conducted with Zoom are court proceedings and practitioners must conduct themselves accordingly. Absent a legitimate excuse, every attorney appearing for a hearing—whether held in person or by video—is expected to be dressed professionally. Attorneys that make a habit of appearing by Zoom in casual attire risk not being allowed to participate in the scheduled hearing and may be required to appear in court for future hearings. Likewise, failure to appear on camera for a Zoom hearing is tantamount to appearing by telephone for an in-court hearing—something the Court rarely permits and only upon motion filed by the attorney in advance of the hearing. Technical issues do happen, but that is why video participants are encouraged to test their equipment and join the Zoom hearing early to ensure everything is working properly.""",
      T("Zoom"),
      source="https://www.ilcb.uscourts.gov/news/judge-gorman%E2%80%99s-zoom-hearings-attorney-appearances-and-participation", kind="news",
      note="mixed: a bankruptcy court's notice about hearings held by Zoom: labelled"),
    R("""As people are forced to work remotely from home here are a few helpful tips for using the Zoom video teleconferencing app.

LOUISVILLE, Ky. — One woman appeared naked over Zoom for her virtual eviction hearing.

Another showed up for her remote court appearance while she was getting her hair done at the beauty parlor.

Kentucky Attorney Kimberly Withers Daleure wrote on Facebook that she sat through an entire parental rights termination hearing where the father sat in bed shirtless.

And lawyer Erin Pippin said she had a client — now a former client — appear poolside in her bikini for her virtual hearing, while another client remotely attended a mediation hearing drinking a beer.

Welcome to court — 2020 style.

With the coronavirus pandemic raging, courthouses across the nation have gone to virtual hearings conducted over the internet — sometimes with hilarious results.""",
      T("Zoom"),
      source="https://thecoronavirus.agency/2020/12/21/amid-covid-19-zoom-court-hearings-include-nudity-beer-bikinis-dogs/", kind="news",
      note="mixed: the Zoom app for virtual court hearings is labelled; Facebook (a social site, as in the earlier sets) is not; the page's ad line left out when trimming"),
    R("""Remote hearings: the highlights

Remote hearings have provided endless entertainment during the past year. The world’s legal profession, notoriously lacking in tech savvy, were pushed into a new system of online hearings without any time to adjust. The result: pure comedic gold. As we continue to speculate as to whether remote hearings are here to stay, it would be remiss of us not to take a moment to appreciate the best remote hearing hiccups of the past year.

  1. Technical glitches

Rod Ponton became the world’s most adored lawyer after appearing on a remote hearing as a cat. Mr Ponton had been using his secretary’s laptop and found himself unable to remove the cat filter resulting in arguably the best submission any Court has ever heard, "I'm here live, I'm not a cat." In San Francisco, an employment lawyer appeared onscreen framed by majestic virtual sunbeams. He apologized and explained to the Judge that he had been at a Zoom happy hour and didn’t know how to turn off the background.""",
      T("Zoom"),
      source="https://decisis.ie/legal-news/remote-hearings-the-highlights/", kind="blog",
      note="mixed: a Zoom happy hour and its virtual background: Zoom labelled, as a named video-call tool"),
    # ---------------------------------------------------------------- real estate and homes
    R("""Windows 2.0

I liked the original windows in this house. They were at least 60 years old, possibly closer to a century, and most of them still looked and functioned like new. These were probably very economical windows at the time, too. But, they had to go. The single-pane glass was incredibly inefficient. Previous owners had put aluminum awning over all of the windows in an effort to stay cool in the summer. And, when I bought the house in the winter, the owners were using clear-plastic storm windows to try to keep their gas bills down.

I saved all of the original windows and doors. I have a special project in which I’ll be recycling them this coming winter.

The new windows are triple-pane, UV coated, vinyl-clad, and double-hung like the old ones. They do very well in the winter, very little heat loss, no condensation. When I installed them, I took the opportunity to add additional insulation above and below them. The house overall is very air tight. The old windows and doors accounted for the great majority of heat loss in the winter.""",
      source="http://woodandbones.designsimple.com/2009/09/25/windows-2/", kind="blog",
      note="trap: Windows, windows (a blog post on new house windows, titled like a software version)"),
    R("""One of the big decisions we had to make with this house was what to do about the windows. The house features old, inefficient wood windows which are not original to the home. Our decision is such: do we go with historic and old, but true to the character of the home; or do we go with a new and more efficient replacement? We decided to go with old and historic. We had four of the original windows and we just loved the look that they gave to the house. The original windows were “2 over 2”, which describes the division of the panes of glass. We know these are original to the house because of the limitations of the production size of glass when our home was built. Although the older replacement windows appear as though they could be as old as the house, they are “1 over 1”, a layout that was not produced until later times. We were given matching windows by a good friend who salvages them from older homes. They just need a little love to return them to their original beauty.""",
      source="https://measuringtwice.com/2016/05/02/restoradoor/", kind="blog",
      note="trap: windows"),
    R("""For sale: Gatsby-style mansion in Sands Point

Have you ever wanted to live like Jay Gatsby? For $16.88 million, you can purchase a Sands Point mansion that is similar to the homes that inspired the famous house in F. Scott Fitzgerald’s novel “The Great Gatsby,” although wild parties are not included.

Located at 235 Middle Neck Road, the house has 13 bedrooms, nine bathrooms and almost 12,000 square feet of space. While it lacks the marble pool of Gatsby’s mansion, it does have a tennis court, a six-car garage, a four-bedroom beach cottage and almost 400 feet of sandy beach on Long Island Sound.

“The architecture is extraordinary … the ceilings are high, the rooms open up to sweeping views of the Sound,” Nava Mitnick, a real estate broker handling the property for Daniel Gale Sotheby’s International Realty, said. “It takes you to another place.”

The home was designed by the architecture firm McKim, Mead & White, which also designed the old Pennsylvania Station and the Brooklyn Museum, and helped to renovate the White House. The mansion was completed in 1928 for Mary Harriman Ramsey, the daughter of a railroad magnate and a friend of Fitzgerald’s.""",
      source="https://theislandnow.com/sale-gatsby-style-mansion-sands-point/", kind="news",
      note="trap: Gatsby, Sound"),
    R("""‘The Great Gatsby’ Mansion Is Up For Sale For A Cool $21M, Old Sport

If you have a spare $21.27 million laying around and really like saying ‘old sport’ all the time, the mansion that inspired The Great Gatsby is up for sale.

The 13-bedroom house in Long Island, New York‘s Sands Point district has been listed for US$16.88 million by real estate firm Daniel Gale Sotheby’s International.

He’d later include a modified version of the home in The Great Gatsby, as the home of the titular Jay Gatsby. There, he called the house:

…a colossal affair by any standard—it was a factual imitation of some Hôtel de Ville in Normandy, with a tower on one side, spanking new under a thin beard of raw ivy, and a marble swimming pool and more than forty acres of lawn and garden.

However, the real details of the home aren’t exactly as Fitzgerald imagined: there’s no ivy-covered tower, no swimming pool, and only 5.3 acres of land. That said, there’s still enough room for some crazy parties.""",
      source="https://www.pedestrian.tv/money/great-gatsby-mansion/", kind="news",
      note="trap: Gatsby"),
    R("""Because we beat on, boats against the current, borne back ceaselessly into the past, or possibly just to hawk some real estate, a developer building a Great Neck, N.Y. subdivision in the 1980s went ahead and named it "Gatsby Lane." ("It's a nice, affluent name," a broker once told the New York Times. "I think it was very smart.") So there isn't really any connection between F. Scott Fitzgerald's classic and the homes there—aside from the fact that he based the fictional community of West Egg on the area—which aren't historic Gold Coast estates, but embody the more recent tradition of newer homes trying to cash in on Great Gatsby fever.
Built in 1957, the 12,000-square-foot abode missed the boat for Gatsbyesque shenanigans by a few decades, but that hasn't stopped it from getting decked out in what the listing ventures is an "Old World style," which could almost be accurate, if you squinted a bit: there's tons of gold trim on the inside, and hey, a few columns. The listing photos are eager to show off the "fabulous water views" on the statue-filled "fabulous entertaining grounds." For that kind of sum, you better be able to look out at night and catch sight of a thematically significant green light shining across Manhasset Bay.""",
      source="https://archive.curbed.com/2014/6/13/10087908/this-gatsby-lane-estate-thinks-its-a-gold-coast-mansion", kind="news",
      note="trap: Gatsby, Gatsbyesque"),
    # ---------------------------------------------------------------- horse racing
    R("""Rocket finally breaks her maiden

Given that I have some Racing board members that were following her story. My filly “Great Rocket” that I bought at Fasig on a whim and had in training has now (last night) finally broken her maiden for her breeder, who I sold her back to.

This was her first start after having a knee chip removed and doing the subsequent layup etc.

I had my doubts how well it would go since she’d only had 1 breeze since she returned to the track in late November. But she got her nose out there and won. I’m thrilled for her breeder as he really has tried to do right by her. They ended up having a banner night with 3 horses run and 1 win and 2 seconds.

I’m hoping that her division of nw1x doesn’t turn out to be too tough. But if it is I know they’ve already chosen who they would breed her to if they opt to go down that route. But overall I am glad her health and happiness is a priority.

Congratulations to both you and her breeder!

Congratulations all around! Hope Rocket takes another, better win photo soon.""",
      source="https://forum.chronofhorse.com/t/rocket-finally-breaks-her-maiden/456237", kind="blog",
      note="trap: Rocket, breeze (a filly named Great Rocket)"),
    R("""Rocket Man Earns Sprinter’s Stakes Start In Japan

He may not be journeying to Australia to take on Black Caviar in the Patinack Farm Classic in November, but Rocket Man has made a magnificent return to racing at his home track of Kranji last night.

The six-year-old gelding topped off two dominant barrier trials earlier this month with a five-length win over his rivals in the $125,000 race.

The win was a fantastic indication of Rocket Man’s form for trainer Patrick Shaw, who now plans to send his Australian-bred superstar to Japan for the Group 1 Sprinter’s Stakes at Nakayama on October 2.

“I was just saying to Michael Freedman how stressful the early runs can be,” Shaw said.

“You wonder if you have done all the right things to have the horse fit, so by the time the big races come about you are actually quite relaxed.

“We’ll have him checked tomorrow and make sure there are no problems with him and then we’ll press ahead with our plans for Japan.”

Rocket Man was due to run in last year’s Sprinter Stakes, however, weight concerns led Shaw to abandon the trip.""",
      source="http://www.horseracing.com.au/rocket-man-earns-sprinters-stakes-start-in-japan/", kind="news",
      note="trap: Rocket, Sprinter, Classic"),
    R("""SHAKOPEE, MN—JULY 10, 2024—Multiple graded stakes winner Jess Rocket Man kept a stranglehold for his family on the Bob Morehouse Stakes at Canterbury Park Wednesday night when he posted a three-quarter length victory.
Jess Rocket Man is a full brother to four-time winner Dickey Bob, who won the Bob Morehouse in 2018, 2019, 2020, and 2023, and another brother Pyc Jess Bit Mydust, who has black-typed in the race three times.
Since 2018, the three brothers have accumulated six wins, three seconds, and two thirds in the Bob Morehouse Stakes.
Jason Olmstead saddled three of the five entrants in Wednesday’s $22,000 Bob Morehouse Stakes, a race he had won six of the past seven years.His three horses ran first, second, and third, providing the Hall of Fame trainer with his seventh Morehouse win. Jess Rocket Man won, Relentless Babe was next and Relentless Flash finished third.
Jess Rocket Man, ridden by Ramiro Garcia, covered the 350 yards in 17.714 seconds, winning by three-quarters of a length. He returned $2.20.Jess Rocket Man was bred in Minnesota by his owners, Lunderborg LLC.""",
      source="https://www.royalvistaranches.com/post/jess-rocket-man-wins-22-000-bob-morehouse-stakes-jason-olmstead-saddles-top-three-finishers", kind="news",
      note="trap: Rocket, Flash"),
    R("""Rocket Star has the makings of a good horse, based on his powerful victory at Kranji on Sunday.

Trainer Ricardo Le Grange is one happy man.

His new batch of horses is firing and it will be interesting time ahead for the Kranji-based South African.

On Friday, his two-year-old Golden Dash stepped up on his debut third to score impressively, with promises of more wins to come.

Then, on Sunday, Le Grange unearthed what he reckoned to be a better juvenile in the aptly named Rocket Star.

His chestnut Australian-bred gelding by Star Witness showed heaps of potential with his mesmerising turn of foot, which powered him to a new class record in just his second race.

An unlucky short-head runner-up on debut when checked, Rocket Star galloped away on Sunday to take the $75,000 Open race for two-year-olds in 1min 04.95sec for the Polytrack 1,100m. This was 0.41sec faster than the time recorded by Dark Matter on March 20, 2011.""",
      source="https://www.tnp.sg/sports/racing/rocket-star-better-pennywise", kind="news",
      note="trap: Rocket, Dash, Polytrack"),
    # ---------------------------------------------------------------- children's books and fairy tales
    R("""The Legendary Puss in Boots and the Marquis of Carabas

Some people believe cats to be superior beings who carefully train their humans to provide for their needs.  Presented here is a retelling of a story by Charles Perrault which was a retelling of earlier stories by other authors. He called his story, The Master Cat or Puss in Boots, which features a rather magical cat.

Death of the Miller

The story begins with the death of a miller who left his three sons all he had. The eldest son received the mill. The second eldest received a donkey, while the youngest received a cat. The young man, aggrieved at only receiving the cat, complained to his brothers, “You are lucky! You might earn a living from your inheritance by working together, but of what use is a cat?”

The cat overheard this and, as cats do, went and sat in a cardboard box to think about it. After a short while he went to the young man and said, “Master, do not worry about your wellbeing.  If you provide me with a bag and a pair of new boots I shall prove to you that your lot is far better than you may see.”""",
      source="https://folklorethursday.com/folktales/the-legendary-puss-in-boots-and-the-marquis-of-carabas/", kind="prose",
      note="trap: Boots, Master, Puss"),
    R("""Once upon a time... a miller died leaving
the mill to his eldest son, his donkey to his
second son and... a cat to his youngest son.

"Now that's some difference!" you might say;
but there you are, that's how the miller was!

The eldest son kept the mill, the second son
took the donkey and set off in search of his
fortune.. while the third sat down on a
stone and sighed,
"A cat! What am I going to do with that?"

But the cat heard his words and said,
"Don't worry, Master. What do you think?
That I'm worth less than a half-ruined mill or
a mangy donkey? Give me a cloak, a hat with
a feather in it, a bag and a pair of boots,
and you will see what I can do."

Swift of foot as he was, the cat caught a fat
wild rabbit, popped it into his bag, knocked
at the castle gate, went before the King and,
removing his hat, with a sweeping bow, he said:

"Sire, the famous Marquis of Carabas sends you
this fine plump rabbit as a gift."
"Oh," said the King, "thanks so much."
"Till tomorrow," replied the cat as he went out.""",
      source="http://jnor.tripod.com/stories3.html", kind="prose",
      note="trap: Swift, Master"),
    R("""Book Review: The Bakery Dragon
By Devin Elle Kurtz
Verdict:
Positively glowing, both visually and in story, this is a sweet, feel-good book with effortlessly layered themes of contentment, gratitude, and being different. Cozy, sweet, and perfect for the holidays and colder months.
What is it about?
Ember is a dragon, but not the kind anyone expects. It’s hard to build a fearsome reputation — or a respectable hoard of gold — when your roar is more of a sneeze, and your fire breathing elicits coos of delight from the villagers. But everything changes when Ember stumbles upon a kindly baker and discovers a different kind of treasure. As he learns to bake, he finds that the gold you earn is far sweeter than the gold you steal, and the gold you share is the sweetest of all.
Our take:
Large, inviting, with big, golden illustrations, this appealing picture book shows us a little dragon learning to take an unconventional path toward contentment. Instead of searching for ways to take, he chooses to be helpful in order to achieve his goals. He rethinks his perceptions. And he changes the perceptions of others by being kind and persistent.""",
      source="https://www.storyvor.com/reviews/the-bakery-dragon", kind="blog",
      note="trap: Ember"),
    R("""unique and engaging book with dragons

EMBER AND THE ICE DRAGONS is a lush middle grade historical fantasy that follows Ember, a dragon who was transformed into a human girl. Ember is the last known fire dragon, as they were hunted into extinction. After her parents were killed, a powerful Stormancer, Lionel St. George, used his magic to turn her into a girl and has raised her as his daughter. He also disguised her wings so that people could not see them. Ember has mishaps when her fire escapes, and taking the opportunity, decides to go to Antarctica to stay with her Aunt Myra, who is part of the scientific expedition there.

In Antarctica, Ember finds some new friends and also a new purpose. Like the fire dragons, ice dragons are being hunted into extinction. The Winterglass Hunt is set to take place with the prince and his son leading the way. Ember works her way into the hunt to try to sabotage it and save the ice dragons from being killed.""",
      source="https://www.yabookscentral.com/kbc-home/latest-kids-indie/discussions/review?id=41928", kind="blog",
      note="trap: EMBER, Ember, Stormancer"),
    R("""Published by Balzer + Bray on October 1, 2019
ISBN: 0062854518
Pages: 368
Genres: Fantasy
Format: Chapter Book Fiction
Goodreads
Ember and the Ice Dragons is a fun, quirky, if somewhat predictable junior fiction novel that manages to retain its charm and wit from prologue to epilogue. Set in a version of the Victorian era where both science and magic are studied and practiced, it tells the story of a twelve-year-old girl named Ember who happens to actually be a dragon in human form. When she randomly bursts into flames one too many times at her home in England, her father reluctantly agrees to send her to Antarctica to live with her eccentric Aunt Myra on a scientific base. This all seems to work out quite well in the beginning, but when Ember learns of the yearly hunt for Antarctica’s native ice dragons, her fury and compassion for animals kicks in and she finds herself in the midst of a dangerous adventure meant to stop it.""",
      source="https://mslbookreview.org/ember-and-the-ice-dragons", kind="blog",
      note="trap: Ember, Goodreads (a book site's link, not labelled), Format"),
    # ---------------------------------------------------------------- recipes
    R("""PORT WINE SAUCE

Pleasantly boozy, this beats gravy any day!

Mix 60ml (4tbsp) each, red wine vinegar and demerara sugar in a saucepan.

Bring to the boil.  Simmer 2-3 minutes to reduce slightly.  Add the juice of 2 oranges and 2 lemons.

Stir in 75ml (5 tbsp) redcurrant jelly, with 150ml (¼ pt) each ruby port and turkey or chicken stock.  Season generously.

Mix 30ml (2 tbsp) arrowroot with 45 ml (3tbsp) cold water to form a smooth paste, stir into the sauce until it becomes thickened and clear.

Cover and chill overnight ot freeze the unthickened sauce for up to 1 month.

For microwave:  Mix all ingredients together and cook on high for 6 mins.""",
      source="https://fillingandhealthyrecipes.blogspot.com/2020/03/port-wine-sauce.html", kind="recipe",
      note="trap: ruby, PORT, port"),
    R("""Ingredients
- 4 onions
- 2 sprigs of fresh sage
- 1 small knob of unsalted butter
- olive oil
- 250 ml white wine
- 300 ml organic chicken or vegetable stock
Method
- Peel and very finely slice the onions. Pick and finely slice the sage.
- Gently fry the onions in the butter and a splash of oil and cook slowly for about 40 minutes, until they’re sticky and dark golden.
- Add the wine and reduce by half, then add the sage and stock. Bring to the boil, then season to taste.
- Delicious served poured over bangers and mash.
Source: Jamie Oliver""",
      source="http://cookingmeme.com/7948/onion-gravy/", kind="recipe",
      note="trap: sage, Source"),
    R("""Rosé Wine Sauce with Sage Butter

This was invented for a summer dinner party to accompany spit roasted pork shoulder cooked on the outdoor rotisserie. The idea is based on a white wine sauce, but uses rosé instead and is flavoured with sage infused butter. The taste is unique and summery, and suited the slow cooked pork perfectly.

INGREDIENTS (for 6 people):

- 12 to 15 fresh sage leaves
- 50g lightly salted butter
- 1 heaped tbsp of plain flour
- 1/2 bottle of rosé
- 500ml chicken or pork stock
- salt and pepper

This sauce should be prepared a few hours earlier and then reheated just before serving. In a small saucepan, add the rosé, bring to the boil, and simmer until the wine is reduced to about a third of the original quantity. Meanwhile, gently heat half of the butter in a saucepan until melted and just starting to froth. Fry the sage leaves carefully for a few minutes being careful not to let the butter burn. Remove the sage leaves and stand on kitchen paper to use as a garnish later.""",
      source="http://firefoodie.blogspot.com/2010/07/rose-wine-sauce-with-sage-butter.html", kind="recipe",
      note="trap: Sage, sage, bottle"),
    R("""Fisherman’s Stew

Light seafood in a creamy sauce makes an irresistible casserole to cheer dreary days. This is especially good with lots of warm crusty bread to mop up every last drop.

Ingredients:
500 gr (1¼ lb) mussels
3 onions
2 garlic cloves, sliced
300 ml (½ pint) (1¼ cups) fish stock
12 scallops
450 gr (1 lb) cod fillet
30 ml (2 tbsp) olive oil
1 large potato, about 200 gr (7 oz)
few springs of fresh thyme, chopped
1 red and 1 green (bell) pepper
120 ml (½ cup) dry white wine
250 ml (1 cup) créme fraiche
275 gr (10 oz) raw pealed prawns (shrimp)
75 gr (3 oz) (¾ cup) grated mature Cheddar cheese
salt and ground black pepper
fresh thyme springs, to garnish

Directions:
Clean the mussels, removing any beards. Discard any that stay open when tapped. Rinse in cold water.
Pour water into a large, frying pan to 2.5 cm (1 in). Chop an onion and add it to the pan, with the garlic. Bring to the boil, add the mussels and cover.""",
      source="https://getretreat-recipes.blogspot.com/2012/12/fishermans-stew.html", kind="recipe",
      note="trap: springs, Cheddar"),
    R("""FLEXIBLE FISH STEW

Ingredients
  • olive oil
  • for frying
  • knob of butter
  • 1 bulb fennel
  • finely chopped
  • fronds reserved for garnish
  • 1 bunch spring onions
  • chopped
  • 1 tsp paprika
  • 6 whole peppercorns
  • 1 x 400g tin chopped tomatoes
  • 6-8 baby new potatoes (preferably Jersey Royals)
  • washed and halved
  • 4-8 mussels
  • cleaned and beards removed
  • small fillet haddock (about 150-170g)
  • skinned
  • pin boned and cut into chunks
  • small fillet monkfish (about 150-170g)
  • skinned
  • pin boned and cut into chunks
  • 12 Queen Scallops or fresh prawns (optional)
  • large sprig fresh tarragon
  • handful cherry tomatoes
  • halved
  • salt and freshly ground black pepper""",
      source="https://grubcarte.com/item/67c9d4d57dd2675c90acd80d/recipe/FLEXIBLE%20FISH%20STEW", kind="recipe",
      note="trap: spring, Jersey, Queen"),
]
