"""Prose of the twenty-seventh fresh held-out set ("fresh-27"): weddings, a memorial, bird watching, courts and local
crime, classic and everyday cars, snakes found in homes and allotments, school sports days, gardening columns, harvest
festivals and choirs, local businesses and Sunday roasts, full of words that are also tool names -- weddings of Ruby
(four times: a groom, two brides, a toddler) and of Hugo, a memorial for Julia; swifts returning (six times), swallows,
robins, Blackcaps and peregrine falcons on a webcam; thieves and burglars named Jenkins (twice, one with PS3 and Wii
remotes), a garlic thief before a magistrate, a Nokia phone stolen from a magistrate's car; Shelby Mustangs and Cobras
(three times), Jaguar E-Types, Vauxhall Astras (three times: the most stolen, a writer's new car, a police car); pythons
in a kitchen, an allotment and a garden, a corn snake and a snake in a garage; Monty Python's 100m dash at a sports day;
slugs, hostas, spring bulbs and Sluggo; the W.I. choir and cathedral choirs at harvest; Amazon parcels stolen by a
Parcelforce driver (with a 'Firestick'), the Sage Café run beside Sodexo's, Mint Salon Block, a tarot store, Oracle
Bay's psychics; roast chicken with sage stuffing (three recipes). Named as software: the WhatsApp reports of a swift
network, labelled; YouTube, pulled up at a wedding, is a site and is not.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a paragraph or a few)
and labelled by hand without running the extractor, by the earlier sets' conventions (``--split fresh-27``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ================================================================ weddings, families, a funeral
    R("""It's Great Escape, it’s sunny. PROPER sunny.
BUT more importantly it’s Mary and Ruby’s big day and it’s perfect. Blue skies and glorious sun radiating across the mighty land that is Brighton. Conveniently I checked the weather forecast and prepared well by donning my usual all-black ninja get-up so of course, I’M ROASTING. But who cares … I’m wearing my sixties boots and two lovebirds are getting hitched, all is well in the world.
I rocked up to their lovely abode and was welcomed in by a beaming-Mary; there was so much excitement plastered across her face… getting ready had clearly commenced! The usual bubbles and giggles galore, Woody the cat was unimpressed by all the fuss, sisters a plenty, the hair-maestro that is Ioanna was in residence working her magic and the last minute ‘ironing-the-wedding-dress’ moment actually gave me heart palpitations I won't lie. There was a minor hiccup of broken champagne flutes (but we don’t talk about that), and some very happy faces, some mad dashing up and down the stairs and then a quick cab ride to Brighton Town Hall for this couple to say ‘I DO.'
Mary looked absolutely amazing as she floated in on a golden cloud of Jimmy Choos (thanks to big sis Hannah who kindly donated them for Mary’s ’something borrowed’) and I think as soon as Ruby saw her he was simply blown away.""",
      source="https://loukiaphotography.blogspot.com/2015/06/mary-ruby-till-death-do-them-part-and.html",
      kind="blog", note="trap: Ruby, Great Escape, Brighton (Ruby is the groom; a wedding photographer's post)"),
    R("""Real Wedding | Ruby + Connie

Tell us a little about yourselves!

We were long distance for the first three months of our relationship, but both had jobs that allowed us to fly out to see each other. On one visit Connie said, at 3am in a parking lot in the middle of Ohio, “I think we should get married”. We then decided to live in the same city, which led to living in the same apartment. The official proposal happened 6 months after our first date. Later we both disclosed that we knew we were going to get married by the end of our second date. We’re both design-oriented people (Connie is a 3D designer and Ruby used to be a stylist), so it was a fun opportunity to use our skills to plan a party that was all about us.

Why did you decide to get married where you did?

Ruby: I grew up in Oregon and have such a sacred and intimate relationship with the landscape. It felt fitting for such a ritualized event to take place somewhere full of a lifetime of emotions and memories for me. It felt extra perfect because as soon as I walked down the aisle the weather drastically changed. It became incredibly windy and started raining. Once the ceremony was over the clouds parted and it was sunny the rest of the day. I just love the drama of Oregon weather.""",
      source="https://www.antibride.com.au/post/real-wedding-ruby-connie",
      kind="blog", note="trap: Ruby, Connie, Oregon (Ruby is a bride; Connie a 3D designer, nothing named as software)"),
    R("""Ruby & Colin

Man oh man, where do I begin with these two? Have you ever met two people and just kinda fallen in love with them? I met Ruby and Colin for the first time a few weeks before their wedding. We met at Anodyne, and were just going to chat about wedding day details over a glass of wine. One glass turned into 3, and suddenly we knew each others' life stories, and were plans to hang out post-wedding. 

I mean really, just look at these two. The sweetest goofballs you'll ever have the pleasure of meeting. 


They both work at an ad agency, where Ruby is a designer. She and Colin crafted most of the details of their wedding, from the groomsmen's boxes to the signs to the centerpieces. Check out the details on that dress gorgeous is the light pink?!

Oh and then this happened.....the guys realized none of them knew how to tie a bow tie! We ran around the country club asking every old man if they knew how to tie one. And of course no one did! *note to self, learn how to tie bow tie* We pulled up youtube and they got to work.""",
      source="https://www.chelseabrian.com/the-blog/2018/8/10/ruby-colin",
      kind="blog", note="trap: Ruby, Anodyne (Ruby is the bride; 'pulled up youtube' is YouTube, a site, not labelled)"),
    R("""Marcia and Hugo planned a big party on April 28, 2012 at the Page-Walker Art and History Center to celebrate their marriage. They originally planned to just go down to the courthouse and get married the day before the party, then they began to have second thoughts about such an impersonal ceremony for this big milestone in their lives. Marcia called me in January to see if I could marry them before the party. I had a wedding at 4:30 that day but could marry them in my wedding garden earlier in the afternoon with just a few guests present. So, intrigued with the notion that they could have a custom ceremony if I was their officiant and curious about my garden, we set up a meeting.
They were thrilled with the possibilities of the ceremony, especially since I suggested they bring in elements from their diverse heritages. Hugo was born in Chile and his family moved to Los Angeles when he was 10 years old. Marcia's mother is of Italian lineage and her father Irish. I suggested the Wine Unity ceremony as a possibility and they ran with the idea. Hugo would get some Chilean wine and Marcia some Italian wine that they would pour together. Then they would do a toast after the ceremony with Irish Whiskey, Bushmills, to be specific.""",
      source="https://thatsrandombeauty.blogspot.com/2012/04/international-wedding-for-marcia-and.html",
      kind="blog", note="trap: Hugo, Marcia, Bushmills (Hugo is the groom)"),
    R("""A Texas Spring Wedding

Our friends Ian and Addie, parents of Ruby's long time boyfriend Julian, officially dove into the boundless sea of marriage this past May. It was a very lovely (and hot!) backyard union in the beautiful Texas hill country. Surrounded by friends and family and under the trees, Ian and Addie spoke their vows to each other, to Julian, to the universe. Ian got a bit of flack for his "it happened naturally..." speech, but at the heart was a very beautiful sentiment, that their love had blossomed easily and simply, as it should have, and seemed to flow along like the river, always instinctively traveling toward larger waters. (You know I had to use a water analogy to describe the love of two water signs!) So it was definitely beautiful, and emotional, though I did miss most of the words of the ceremony because I was chasing after little Ruby while Aaron manned the camera, and of course, (like the little fire sign she is), did not want to be still for even a moment.""",
      source="http://baker-smith.blogspot.com/2008/08/texas-spring-wedding.html",
      kind="blog", note="trap: Ruby, Spring, Julian (Ruby is a toddler)"),
    R("""Our Jules
(welcome to service)

By: Carol & Vance Gardner
Julia's Parents

Good afternoon.  We want to thank all of you for joining us today to honor our daughter, Julia.   We also want to thank you for showering our family with your love as you have provided us with meals, with cards, with gorgeous flowers, and offers of help.  We are simply blown away by your kindness and are so grateful. 

We pray that you will leave this service today knowing more about what an amazing daughter, granddaughter, sister, cousin, niece, and friend Julia was as well as our Heavenly Father who is  the One giving us the strength to put one foot in front of the other each day.  These songs and verses from Gods word have sustained us and will continue to do so.  Our hope is in Jesus and He has promised that we will spend eternity with our precious Julia and with Him.  

We would also like to thank Saddleback Church for this amazing facility and all of the volunteers from Watermark church who have helped so much with the logistics today.""",
      source="http://www.ikeepdancing.com/carol-vances-speech",
      kind="prose", note="trap: Julia, Jules, Watermark (a memorial service speech)"),
    # ================================================================ birds
    R("""They're back

The swifts have been back overhead for a few days. But tonight's the first time that I've seen and heard real screaming parties over our street.  I spent a happy half hour walking around the neighbourhood, as the light faded, watching and listening.
The numbers still look small to me, I hope they'll build up a bit more in the next week or two. News reports suggest that bad weather has hampered their migration, and we know that the numbers are already in severe decline.  Our local swift conservation and rescue network is back in action, with daily WhatsApp reports about numbers sighted and nest sites protected or thought to be under threat. 
Our own swift box, up under the eaves, hasn't attracted any residents yet. Maybe this year...""",
      T("WhatsApp"),
      source="http://www.blipfoto.com/entry/3237516091089487651",
      kind="blog", note="mixed: swifts return; the swift network's daily WhatsApp reports name the messaging app (labelled)"),
    R("""Site Manager Andrew has written this for you:

We’ve had a few early reports of swift seen over the reserve over the last week or so, but today we have been seeing little parties going though, first 3, then another (or maybe not !) 3, then a dozen and then 8 – it feels like they are really starting to return.

These amazing masters of the skies are one of the last migrants to return, and of course one of the first to go, leaving in early August – making their stay with us only about 3 months long.

Soon, screaming parties of swifts, such a sign of summer, will be gracing the skies over towns and villages.  Aerial feeders, they will travel far and wide to find insect food for their young back in the nest, and they are also known to be capable of travelling huge distances to fly around thunderstorms.

Availability of nesting spaces in our roofs is an increasing problem for swifts, and there are concerted efforts in many towns and cities to create space for these birds. Oxford will soon have a swift tower, specially designed for them, and Brighton is mapping its swift populations and planning for how to protect where they nest.""",
      source="https://community.rspb.org.uk/placestovisit/rainhammarshes/b/rainhammarshes-blog/posts/guest-blog---the-screamers-are-coming-back",
      kind="blog", note="trap: swifts, swift, tower (the photo credit and link lines cut)"),
    R("""Swift arrival

Despite  being  a bright  sunny day the very  strong  winds made it a  bit hard for  me  to breath so it was only a short  visit  to  our  local reserve. As soon  as we got out  of  the  car we had Blackcaps,  Garden  Warbler and Sedge Warblers  singing  frantically  even though  the strong  winds made it difficult  to  hear  them. As we  started  to walk round the reserve  Chris  spotted what we had hoped  to see, Swifts. Soon it seemed  like the  sky was full of Swifts darting  everywhere. As the winds were coming  from the South  we think the Swifts were  being blown  in front of the weather as according a couple  of people  eho were there  earlier there was no sign of them before  lunch. A worthwhile  hour but I was happy  to  get out of the winds""",
      source="https://community.rspb.org.uk/wildlife/f/all-creatures/280129/swift-arrival/1390162",
      kind="prose", note="trap: Swifts, Blackcaps, Warbler (a forum post)"),
    R("""Still waiting for our Swifts to return to Sunderland (22 years running), has anyone got theirs back yet further south :)
Ours are not due back until mid May, had some nice weather recently so maybe speed their return North :)
I think the winds are going to be southerly-ish over the weekend - so that should help. Unless they've decided to join that cuckoo in France for a short holiday.........
Still not back............
Modern swifts, eh? What are they like?!
Mine were back this morning - south wales. So so good to see and hear them again. Was out and about a lot yesterday and only saw one all day, so think they must have returned overnight.
Now just need to track down their nest sites and try to help keep them!
lucky you no swifts here yet so do not think i will get any this year
are they nesting in your house?
we had a big family bbq today and i think it was fledgling day!
we had baby starlings/ robins/ 3 little sparrows/and just 1 little blackbird finding its wings around the house who landed on the parasol while we were eating
it was just an amazing sight!""",
      source="https://community.rspb.org.uk/wildlife/f/migration/79001/2012-swifts?pifragment-4285=4&pifragment-4285_dupe=8",
      kind="prose", note="trap: Swifts, swifts, robins (a forum thread's replies joined, a few left out)"),
    R("""Since childhood I have enjoyed birdwatching.

I think you would call me a fair weather birdwatcher. I enjoy seeing birds and wonder at the returning migrants such as swallows, house martins and swifts that make long journeys often back to the same nest.

Swallow numbers seem to be down. I saw one in early April 2021 but have seen none since.

Swifts usually arrive here in early May. Often they are heard (screaming) before they are seen.""",
      source="https://sites.google.com/view/g3xbm4/home/non-amateur-radio/birds",
      kind="blog", note="trap: swallows, swifts, Swallow, Swifts"),
    R("""A Swift return

A single Swift returned to roost in our neighbour’s loft space today. We had wonderful views of the bird arriving at about 6pm, first circling the local area then approaching the nest site which it last visited in August 2010. This is a very early bird and equals my earliest Swift sighting. Last year the first returned on 27th April. It is stirring to see the wonderful shape of a Swift again and I literally yell with joy on seeing my first! Enjoy them, they are only here for three months.""",
      source="https://jonathanpomroy.wordpress.com/2011/04/22/a-swift-return/",
      kind="blog", note="trap: Swift (the comment form's login lines naming Google, Twitter, Facebook and Akismet cut)"),
    R("""The Predatory Bird Research Group has a website monitoring the nest year-round. That’s a three-decade long collaboration between U.C. Santa Cruz and PG&E.

According to a PG&E news release, the parents will feed and care for the baby falcons over the next few weeks as they prepare for their first flights in late May or early June.

The adult falcons and their chicks can be seen on the company's webcam at pge.com/falconcam. I clicked it and saw an adult peregrine falcon feeding three chicks. It was a beautiful thing to see.""",
      source="https://www.kalw.org/news/2021-04-12/peregrine-falcons-hatch-and-grow-on-san-francisco-skyscraper-webcam",
      kind="news", note="trap: falcons, falcon, webcam (PG&E is a utility company)"),
    # ================================================================ courts and local crime
    R("""Senior Magistrate defends decision to jail garlic thief

The Senior Magistrate has defended a previous decision of his to jail a man for six months for the theft of garlic, noting that the defendant had gone to great lengths to deceive the police.

Senior Magistrate Rickie Burnett returned to this case while determining the sentence of Denzil Sardine of Kingstown Park, who had pleaded guilty to stealing a single pair of shades worth $10 from Jax Enterprises on Monday, August 26.

“Though the item may be small, the offence is called theft…and the penalty, it is the same, no matter if the item is small or it’s a big or large item,” he told the court and the defendant, a vendor who has been selling breadfruit and saltfish for seven to eight years.

He noted that persons tend to feel that when the item is small, the court should not impose a heavy penalty, the magistrate pointed out.""",
      source="https://searchlight.vc/searchlight/front-page/2019/08/30/senior-magistrate-defends-decision-to-jail-garlic-thief/",
      kind="news", note="trap: Jax, Sardine, shades (a court report)"),
    R("""Anderson County Couple Arrested On Theft Charges

            Oneida, TN (2010-03-24) An Anderson County couple that allegedly stole merchandise from an Oneida retail store face theft charges.

            Justin D. Jenkins, 20, of Oliver Springs and Jessica D. Jenkins, 21, of Oak Ridge were arrested outside the Oneida Wal-Mart SuperCenter on Tuesday.  According to an arrest warrant filed by Lt. Darryl Laxton of the Oneida Police Department, the couple allegedly stole several items from the electronics department.  The pair, stated the warrant, were allegedly observed unpacking and concealing several game system controllers, including six PS3 wireless remotes and four WII remotes.  A store employee attempted to stop the couple; however, the pair fled, running from the store into the parking lot.

            Oneida Police Chief Mike Cross reportedly spotted the pair scurrying through the parking lot and quickly blocked their vehicle.  In his haste, Jenkins reportedly dropped his keys, allowing Chief Cross to detain him without further incident.""",
      source="http://www.hive105.com/Hive%20105%20News/2010-03/2010-03-23%20Anderson%20County%20Couple%20Arrested%20On%20Theft%20Charges.htm",
      kind="news", note="trap: Jenkins, Oak Ridge, PS3, WII (the PS3 and Wii remotes are game console controllers, hardware, not labelled)"),
    R("""Released prisoner raided Washington shopping centre after running short of cash

A HABITUAL burglar claimed he had no choice but to smash his way into a shopping centre because he could not survive on £10 per day.

Prolific criminal Ross Jenkins had been out of jail just six days when he broke into The Galleries causing more than £5,000 of damage.

Newcastle Crown Court was told Jenkins did not want to commit the offence but had spent the £50 – the equivalent of £10 per day since he had been out – given to him on his release and had no other way of getting money.

Despite being out on licence for another offence, Jenkins, 32, smashed his way into the Washington shopping centre at 1am on Thursday, May 30.

Breaking two glass doors, Jenkins, along with another man, headed towards JD Sports and kicked the window of the store, causing it to smash.

Security guards then made an announcement over the centre’s PA system, warning the pair that police had been called. Jenkins was then arrested. The 32-year-old, who has 43 convictions, pleaded guilty to burglary at an earlier hearing.""",
      source="https://www.sunderlandecho.com/news/crime/released-prisoner-raided-washington-shopping-centre-after-running-short-of-cash-1-5761592",
      kind="news", note="trap: Jenkins, Washington, PA, licence (the burglar is Jenkins)"),
    R("""KAMOCHA J: The
27 year old accused was charged with theft from a motor vehicle in
contravention of section 113 of the Criminal Law (Codification and Reform) Act
[Chapter 9:23]. In that on 15 August
2011 at around 0100 hours he stole a Nokia cell phone from a car parked at
number 22 Phakamani, Plumtree. The car was
locked but the accused used some unknown object to unlock it and remove the
mobile phone which had been left on the dashboard of the car.
The complainant who is a magistrate
at Plumtree Magistrates Court disturbed the accused who then ran away but was
eventually arrested. The mobile phone
which was valued at $70 was recovered.
The accused was arraigned at the
Plumtree Magistrate Court where he pleaded guilty and was found guilty as
pleaded. He was then sentenced to
undergo 4 years imprisonment. While the
conviction was proper the sentence imposed is a cause for concern.""",
      source="https://lawportalzim.co.zw/cases/criminal/1262/the-state/gresham-dube",
      kind="prose", note="trap: Nokia, Act, Chapter (a Nokia cell phone, a handset; a judgment's opening)"),
    # ================================================================ cars
    R("""My wife says I live for taking my Shelby to car shows during the summer. Yep, I do. I need an excuse to drive my car so why not take it to a car show? I have been doing that since I got the car in 1982. Car shows are the best place to talk to car people. My Shelby Mustang is a very rare car. One of my favorite things to do is talk about my car. I enjoy giving people a chance to see this rare car, too.

Here are a collection of some the the best pictures I have taken at different car shows.

My favorite car shows are ones that host all kinds of cars. I am a car guy. I like all kinds of cars. My favorite cars are 60’s muscle cars but I like all kinds of other sporty cars. If have a car that is a love of your life, that works for me regardless of what the car is.

One of my new neighbors, years ago, was into street rods. We got acquainted when I had my Shelby in my driveway and he stopped by. Being new to the area, he invited me to go with him to some car shows in his light blue, classic Ford Galaxy convertible. At that time I really wasn’t into those cars, but I have to say today, those are pretty cool cars. In some ways, the 60’s classic cars have become the new street rods. I realized that as I was upgrading my Mustang. Street rods are old cars that the owners have upgraded with current technology. That is what I have been doing with my Mustang.""",
      source="http://theshelbycars.com/1968-shelby-cobra-gt350-gt500-gt500kr/my-1968-shelby-cobra-gt-350/pictures-gallery-links/car-show-gallery-pictures/",
      kind="blog", note="trap: Mustang, Shelby, Galaxy, technology"),
    R("""Summer Car Show Season is in Full Swing

- This gorgeous E-Type was absolutely immaculate. The interior was fresh and bright, the engine bay was polished, and the exterior was glistening. The gentleman who owns this car takes very good care of it.
- The E-Type was once revered by Enzo Ferrari himself, remarking that it was "the most beautiful car ever made". It certainly looks that way, even when it leaves.
- The Jaguar F-Type is the spiritual successor to the E-Type, which ended production in 1975. The revival of the "Type" nameplate has coincided withe revival of Jaguar, modernizing their design language and attracting interest from younger consumers.
- This sexy classic Mustang was the center of attention for many show-goers. It's hard to resist infatuation with such a beautiful American automotive staple.
- The 2008 Shelby GT500 Super Snake was an $27,995 aftermarket package installed at Shelby's "Special Performance Plant". The engine was rebuilt to increase performance from 540HP to 605HP. A supercharger was also offered, but without a warranty ;)
- The 2015+ Mustang Shelby GT350 is an engineering marvel. Ford's 5.2L "Voodoo" uses a flat-plane crankshaft for weight reduction and better throttle response. Using unequal headers, Ford is able to recreate the classic V-8 rumble we all know and love.""",
      source="https://drivetribe.com/p/summer-car-show-season-is-in-full-bRgRlM1hQ_6sW3vXCHwT-w",
      kind="blog", note="trap: Jaguar, Mustang, Super Snake, Voodoo, E-Type, F-Type"),
    R("""We met the nicest people, Jim and Donna Ward from Arlington, VA. They are the proud owners of an original Shelby Cobra.
The title of the blog came from the story Jim told about Carroll Shelby signing the owner's manual. Jim saw no need for Carroll to sign the car since it was obvious that it was a Carroll Shelby creation. He did, however, want him to sign the owner's manual. Carroll did but commented that it was a Shelby Cobra and not an AC Cobra as the owner's manual said. That's when he marked through AC and wrote Shelby instead.
Carroll was a true marketer as well as all the other accomplishments on his resume.
Here's the story of CSX2574:
The car is equipped with a 289 cubic inch engine built by Carroll Carter. Carroll Carter is a well known race engine builder. The HP is dyno rated at 430 at the flywheel. Not bad for a 2000# car, but that was the whole idea of the Cobra. Big american HP in a nimble chassis with a light body.""",
      source="https://wvbcc.com/post/2016/06/27/its-a-shelby-cobra-not-an-ac-cobra",
      kind="blog", note="trap: Cobra, HP, dyno (Cobra is the car, several times)"),
    R("""I stopped off at the local car dealership for there was a car show of sorts.
Every year they hold a Mustang Roundup or something like that along with the local Mustang and Shelby club.
I used to be a member of said club way way back.
In another life.
I wasn't too interested in the newer stuff.
I sold a couple of SVT Cobras, back when they first came out and once you sell them, they become more of a commodity than something to ogle and fawn over.
The older Mustangs though, that's another story. I even have a book that encompasses the early models:
So anyways, here's some of the eyeball candy.
A GT40, apparently a custom copy:
Modeled after the Dan Gurney model with the dome on the drivers door for Gurney was a tall fellow. This I believe is the car than won Le Mans in 1966 over Ferrari.
A row of Thunderbirds:
A de Tomaso Pantera:
I was actually around those a lot back in the seventies for the service station I worked at serviced several of them.
Ford powered Italian design.
Oh, and Campagnolo wheels!
A Cobra:
This one a little closer to the original look, badged 427(big block motor), but for some reason it looks wrong.""",
      source="http://theflattire.blogspot.com/2011/03/stangs-in-corral.html",
      kind="blog", note="trap: Mustang, Cobra, Thunderbirds, Shelby (the captions of the dropped photos kept as written)"),
    R("""Old Vauxhalls head most stolen car list

Jason Bennetto,Crime Correspondent
Thursday 28 November 2002 01:00 GMT

Old Vauxhall Astras have become the model of choice for Britain's car thieves as criminals increasingly target poorly secured vehicles more than 10 years old, a study has found.

Cars made by Vauxhall occupy nine of the top 10 positions in the "stolen vehicles league", seven of them different types of Astra mark two. The only other make of car in the top 10 is the Ford Orion, 1987–89, which was second in the most "at risk" category.

Greatly improved security, including engine immobilisers, means older cars are now up to nine times more likely to be stolen than new ones, the Home Office's 2002 car and bike theft index showed. Cars registered in 2001 had a theft rate of just three cars per 1,000, but those between 12 and 13 years old had a rate of 29 per 1,000.""",
      source="http://www.independent.co.uk/news/uk/crime/old-vauxhalls-head-most-stolen-car-list-129575.html",
      kind="news", note="trap: Vauxhall Astras, Orion, index, immobilisers"),
    R("""Alfa is bravo, but Vauxhall is victor

So the time came to take my pursuit of the Alfa Romeo Brera to the next level. I did the research and worked out exactly the model I wanted. I scoured the small ads, browsed and got a handle on the kinds of prices I should be thinking about. My poor Land-Rover Discovery was discovering yet another fault, and I wasn’t going to spend another small fortune trying to repair it… again. Enough was enough, so I pointed it in the direction of the Research Alfa Romeo Garage in Nuneaton and, within an hour, I was the proud owner of… a Vauxhall Astra.

Suffering a rare bout of common sense, I spotted the Unremarkable-Grey diesel hatchback in the packed forecourt and realised I could drive away with a reliable car AND an extra £500 in my pocket.""",
      source="https://acampbellwriter.wordpress.com/2016/02/02/alfa-is-bravo-but-vauxhall-is-victor/",
      kind="blog", note="trap: Vauxhall Astra, Discovery, Brera"),
    R("""Vauxhall Astra news - You call that a cop car? - 2009

This, Top Gear fans, is the new Vauxhall Turkey. Sorry, ‘Turnkey’.
It’s the latest off-the-shelf rozzer car from GM and, as you’ve probably noticed, it’s also the new Astra. British bobbies have been thrashing around in Astras for years now and as any surburbanite will tell you, a petty crime isn’t a petty crime without the soundtrack of an utterly spanked diesel engine and crap siren.
But this new car is a bit sparklier than usual. Coppers can now choose from three levels of police graphics: half, three-quarter and full.
Half? Surely that means a couple of fluorescent squares and the word ‘Pol’ stuck down the side. Maybe it’s a cost-saving thing. Or maybe it’s just a plan to fool thick criminals.
We reckon they could have gone further. Like the telly boys did with theirs…""",
      source="https://www.topgear.com/car-news/vauxhall-astra-news-you-call-cop-car-2009",
      kind="news", note="trap: Astra, Turnkey, off-the-shelf, graphics (the comments box cut)"),
    # ================================================================ snakes in sheds, gardens and kitchens
    R("""An Irish family in North West London got the shock of their lives when they found a huge snake in their garage on Monday. Unsure if it was venomous or not, Donna and Michael Sheehan wanted rid of the reptile but did not want any harm to come to it.
When Michael transported it to nearby Gladstone Park, Donna stayed with it to keep an eye on it. The snake would become quite the attraction in a usually quiet park as the snake aroused some curiosity from passers-by who would all get to hold it once wildlife services had confirmed it was harmless.
Donna Sheehan told The Irish World on Monday it had been a ‘crazy day’.
“The snake was actually in our garage last night,” said Donna. “My husband found it and it wrapped around my son’s bike. When my husband had a closer look, it scarpered into a corner.
“I said to Michael last night, ‘You are not going to work tomorrow. You’re going to empty that garage until that snake has gone’.""",
      source="https://theirishworld.com/crikey-north-west-london-couple-find-a-snake-in-their-garage",
      kind="news", note="trap: snake, garage, Gladstone Park"),
    R("""Rescuers take out 5-foot-long python from a London house

The nanny believed that the snake could have slithered in from the garden through a gap in the wall

A 5-foot-long python was taken by the rescuers to the wildlife facility after a nanny in a South London home encountered the reptile taking a calm name in the kitchen.

The Royal Society for the Prevention of Cruelty to Animals (RSPCA) helped remove the reptile which can kill human beings.

The rescuer Abigail Campbell told SWNS: "He was slightly skinny."

"I gave him a nudge just to make sure he wasn’t aggressive, but he was very calm and allowed me to pick him up no problem, although he did cling on to the boiler pipe very tightly. He was very strong," Campbell added.""",
      source="https://www.thenews.com.pk/latest/1115559-rescuers-take-out-5-foot-long-python-from-a-london-house",
      kind="news", note="trap: python, pipe, rescuers (the photo caption, a Burmese python, cut)"),
    R("""Snakes alive! Shocked gardener finds 17ft python in his allotment


With chickens, goats, ducks, geese and rabbits on his 800ft allotment, Ronnie Kenyon runs a proper little menagerie.

But even he draws the line at his latest guest  -  a 17ft python.

Mr Kenyon discovered the creature when he saw what he thought was a fallen branch on the grass.

It suddenly moved its head ... and he almost jumped out of his skin.

'It has either escaped or it belonged to somebody who can't manage it any more and they left it here because it got too big,' said 58-year-old Mr Kenyon, a retired sign maker from Blackburn.

He made a pen out of hay bales and chicken wire to house the python, which was sluggish because of the cold temperature, then contacted police who took it to a vet before it was handed over to the RSPCA.""",
      source="https://www.dailymail.co.uk/news/article-1065760/Snakes-alive-Shocked-gardener-finds-17ft-python-allotment.html",
      kind="news", note="trap: python, branch, pen (the photo captions cut)"),
    R("""A woman from Birkenhead who was pottering in her garden was shocked to spot a snake slithering across her drainpipe.

She called the police who contacted the RSPCA after discovering the corn snake on the loose on Saturday 2 July.

RSPCA Inspector Anthony Joynes offered the roaming reptile a bed for the night.

The vivid orange-coloured snake is now in the care of Cheshire Reptile Rescue, near Knutsford, from where he will be rehomed.

It is not clear if the snake was discarded or if he escaped his enclosure.

Corn snakes are among the North American species of rat snakes that kill their prey by constriction.""",
      source="https://www.itv.com/news/granada/2022-07-06/woman-shocked-by-snake-on-the-loose-in-her-garden-in-wirral",
      kind="news", note="trap: snake, drainpipe, enclosure, Corn snakes"),
    R("""Royal python: Appeal for owner of escaped python to come forward

The hunt is on for the owner of a royal python which was found slithering around in a Yorkshire garden.

The four-foot long snake was taken to the RSPCA’s Hull and East Riding branch by the owner of the house, who lives in Hedon, after he made the startling discovery.

The python needed specialist care and accommodation, so RSPCA Inspector Claire Little took the snake to a reptile boarding home. She believes the python, which was in a healthy condition, is an escaped pet and is hoping the owner will come forward.

“The snake is in good condition and the chap who brought him in was quite knowledgeable. He was able to say it was a python and he’d used a pillowcase to transport him,” said Claire.""",
      source="https://www.yorkshirepost.co.uk/news/people/royal-python-found-roaming-free-in-yorkshire-garden-as-hunt-for-owner-begins-3604836",
      kind="news", note="trap: Royal python, python, pillowcase (the 'Hide Ad' lines cut)"),
    # ================================================================ school sports days
    R("""School Sports Day, Egg and Spoon Race

It is that time again for egg and spoon races, a day (kind of) off school and family fun. A day for rewarding pupils for their efforts in competitions through the year. Whether you are running the event, or part of the crew, whether it is to raise funds, or just as light relief in the school year, we thought we would compile a few checklists for the big day.

So what type of events happen on a school sports day? 

You can run a number of events on the day including straight forward running and track and field races. These can be run over extended lengths but mostly 100m tracks are best for primary school races. You can organise relay races, sprint, 200m and hurdles. Throw in a running backwards race but keep the distance short.

Parents and children races can be organised and three legged races. Egg and spoon races are always popular but make sure you don’t use fresh eggs. You can run a horseshoe throwing competition around a wooden stake, but if there is too much weight, think about using bean bags and soon hula hoops as targets.""",
      source="http://www.trophiesawardsandgifts.com/blog/organising-a-school-sports-day/",
      kind="blog", note="trap: relay, sprint, stake, hula hoops"),
    R("""Six things you learn from school sports day

Our new Running Bug correspondent Danny Coyle attends his daughter's first school sports day and discovers it's not like the old days.

1. Eggs are so 80s

I distinctly recall taking part in an egg and spoon race when I was at primary school, the clue as to what this entailed being in the name. Keep said egg on said spoon as speed-walk from point A to point B. It’s an old classic that has stood the test of the decades, so it was no surprise to see it on the agenda at my daughter’s first sports day.

The shock, however, was that there was not an egg in sight. The traditional ovoid object had been replaced by the humble – and far less hazardous – new potato. Somehow, ‘egg and spud’ race just doesn’t have the same ring to it. Is the baby Jersey Royal now the staple choice for this event?

2. Five-year-olds DO NOT listen

This is not a revelation for any parent reading this, but it was a point clarified in stark relief during a number of the events. Take the humble ‘doggy sprint’ event, for example, the premise of which is to hustle to the nearest cone and back, then the next furthest, and so on, returning each time to the point at which you began until you end with a sprint to the finish line.

When the event started, what unfolded was a reincarnation of Monty Python’s 100m dash for people with no sense of direction.""",
      source="https://therunningbug.com/fitness/motivation/six-things-you-learn-from-school-sports-day",
      kind="blog", note="trap: Monty Python, Running Bug, Jersey Royal, sprint (Monty Python the comedy troupe; a line on the older children cut)"),
    R("""Sports Day Shenanigans

Today was sports day at Harry's school and yes, he was fully recovered and able to take part, thank goodness! The sun was shining and so as the year 1 and 2 children paraded out to take their seats there was an equally long parade of parents heading towards them all carrying suncream and being me hadn't thought that far ahead and had to borrow some cream from another mum (ssshhhhh......don't want everyone knowing!)

All the children did ever so well, bless them. Little legs carrying little bodies as fast as they could, the determination on their faces as they pushed themselves (maybe the England football team could learn a lesson or two here...?) There was one incident of a little lad falling at the end of the sprinting race and landing on his head, cue a few tears and there were a few trip ups here and there but nothing that couldn't be sorted with a quick pat on the head.

The egg and spoon race seems to have been replaced by the ball and spoon race, heaven only knows why...some bizarre rule that I can't work out.....are not allowed to be egg-ist anymore? Thing is, eggs don't roll....balls do.... so as they fell off the spoons, which they frequently did, even more chaos was caused as they rolled into the other childrens' paths.""",
      source="http://mummysmeanderings.blogspot.com/2010/06/sports-day-shenanigans.html",
      kind="blog", note="trap: sprinting, race, Harry"),
    # ================================================================ gardening columns
    R("""Things you can do on a snowy spring day

It’s difficult to think of something to write in a garden column while listening to “snow desk” on the local radio station. There are many things we can do at this time of year, even if we can’t be outside. The difficult part is to get motivated.

One of Sue’s favorite flowers is hostas. There are a couple reasons for this. The first is she seems to have more and more shade areas around the yard and the second is how easy they are to care for.

As soon as we can get out in the flower bed is a terrific time to move, renovate, and/or divide your hostas. If a clump is getting to be crowded and you would like additional plants, the best time of the year to do this dividing is as soon as the sprouts show above ground. Hopefully you have your specimens identified.

Another task for spring, after you remove all the dead leaves from last year and get the bed cleaned up is to do some slug prevention. You will be glad you did later in the year. Sprinkling granite fines around each hosta will aid in preventing slugs dining on those beautiful leaves. The sharp edges of the product can cut into the slug, killing them. Eggshells might do the job as well but you really need quite a thick amount of them crushed. Using diatomaceous earth works best.""",
      source="http://mastergardeners.areavoices.com/2013/04/19/things-you-can-do-on-a-snowy-spring-day/",
      kind="blog", note="trap: spring, slugs, slug, product (granite fines; a photo credit line cut)"),
    R("""Gardening tips for early planting, getting rid of weeds, slugs

Now is the time to plant frost-resistant perennials such as columbine, pansy, alyssum, sweet pea and speedwell seeds directly into the cold ground.

The secret to direct seeding into the ground is to first till or loosen the soil so the seedlings can take root and to protect the seeds and seedlings from birds and slugs. In western Washington, tiny slugs are hatching this month and they’re just under the ground waiting for sweet seedlings to sprout. New shoots are eaten overnight and novice gardeners blame lack of seed germination for the failure when in reality it is the determination of hungry slugs.

Q. We have slugs and have invested in slug bait over the past year to protect our spring vegetable starts. We use an animal-safe slug bait called Sluggo. My husband says to put the bait on the new seedlings to kill the slugs. I say apply the bait away from the seedlings to attract the slugs. Your opinion?

A. You are right. Do not put slug bait on plants, even non-toxic bait. Scatter the bait where the slugs are hiding in tall grass, rock gardens or around the edges of your planting area.""",
      source="https://goldenacorn.net/gardening-tips-for-early-planting-getting-rid-of-weeds-slugs/",
      kind="news", note="trap: slugs, Sluggo, spring, Washington (Sluggo is a slug bait brand; the photo caption cut)"),
    R("""And who wouldn’t? After staring out the window all winter at nothing but bare ground, barren trees and hundreds of lonely hosta labels, spring is glorious! In a matter of weeks, the landscape is transformed into a green paradise of budding trees, flowering shrubs, perennials popping up everywhere, and spring ephemerals and wildflowers in bloom. Every spring I’m amazed at this miracle of nature. I spend hours just walking around my garden to see what’s changed every few days. I’ll post photos some of this week’s blooms.

Of course, spring means a lot of work too. Hungry hostas require feeding just as soon as they break through the ground. And all those slug eggs that have been dormant underground during the winter start hatching and looking food. You know what that means - food = your hostas!!

I spread a basic 10-10-10 fertilizer - NOT the timed release type. I use that later. Right now, the plants need a good shot of energy and the 10-10-10 will provide that. I also spread slug pellets. I use an environmental friendly and pet friendly type that works pretty well.""",
      source="http://thehostageek.com/blog/2021/4/21/3-words-i-love-spring",
      kind="blog", note="trap: spring, slug, hosta (the garden blog's spring feeding)"),
    R("""Spring Fever

I have spring fever in the worst way. But on my excursion of the yard the other day (the crocus are peeking up, the wood hyacinths are starting to bud, the tulips are a couple inches high--not bad for being planted in January--) I discovered slugs.

It's FEBRUARY. Slugs should not be hanging out in my garden IN FEBRUARY!

So, before I leave for the weekend, it's time for a coating of slug deterrent. Last year, I tried to manage them organically--by picking them off, and giving them beer--but it didn't seem to make much of a dent. This year, I'm going to start out with Correy's pet/people safe slug repellent, and hope that it doesn't get as bad.

I have a bunch of hostas and daylilies that need to get into the ground, soon. I can't decide whether to put the hostas in the not-so-great soil, or to invest in some largish terra cotta pots, pot them individually, and stick them back where I want them. The daylilies will all go in the day lily bed, which this year, should be fairly spectacular.""",
      source="https://sisterfish.livejournal.com/39528.html",
      kind="blog", note="trap: Spring, spring, slugs, crocus, tulips (the comment form's lines cut)"),
    # ================================================================ church and choir
    R("""Harvest Festival 2009


Our Harvest Festival took place on October 18th at with the service conducted by Canon William Price. As always the church was beautifully decorated by organisations within the village and our thanks must go to them for their splendid efforts. We must also thank Mrs Christina Bolland and the W.I. choir for their welcome contribution to our harvest hymns. The first part of our organ refurbishment is almost complete and we hope that Christina found it a much better instrument to play than in the past. The harvest was certainly a fitting celebration of the work that has taken place.

A special thank you must go to the playgroup who decorated our children’s area with a collage from the story of the Little Red Hen. The story is a timely reminder that, like the farmyard animals, we easily accept the final outcome of our food preparation without thought for the industry involved in its production. Harvest is the one time in the year when we perhaps stop to think about all those who contribute to this work.""",
      source="http://www.stmarymagdalenehadnall.co.uk/2009/11/harvest-festival/",
      kind="news", note="trap: Canon, choir, organ, industry (the share links cut)"),
    R("""Harvest 2009

We celebrated our Harvest Festival on 11th October. The church had been beautifully decorated - thanks to all who donated produce, and to those who gave up their time to arrange it.

The morning service was a parade, and the church was full. The children brought offerings of fruit and vegetable baskets, bunches of flowers and boxes of cereals. Rev Neil Drayton led the service which involved lots of measuring (of leeks) and counting (of apples), and the children from the Shell Group, Beavers and Cubs sang "Always Remember, Never Forget to Say Thank You" with great gusto.

In the evening service, the theme of Measuring our Faith was further developed, as we thought of Christians who we measure ourselves against.

The choir sang the John Rutter anthem "Look at the World", which you can hear on the video file below.""",
      source="http://farnworthmethodistchurch.blogspot.com/2009/10/harvest.html",
      kind="blog", note="trap: Shell, service, apples, video (the Shell Group is a children's group)"),
    R("""Cathedral choir to sing at harvest celebration

The choir of Norwich Cathedral will lead worshippers in thanksgiving for the harvest at a special service of choral evensong on Sunday 8 October at the church of St Peter & St Paul, Heydon.

The service will also feature as guest preacher the Dean of Norwich, the Very Revd Dr Andrew Braddock.

The act of worship begins at 3.30 pm and will be followed by refreshments in the church.

An added attraction will be a collection of tractors, old and new, assembled on the village green.

Team Vicar, Revd Andrew Whitehead, said: “It’s wonderful that the cathedral choir have offered to come to Heydon for this special service and we’re really looking forward to hearing them and the Dean leading us in our celebration.

“Harvest Festival gives us a chance to thank all those who work in farming and food production for the essential job they do in feeding us all.

“It also gives us the opportunity to praise God for the beauty of creation and the amazing place in which we live.”

The choir will be directed by Ashley Grote, master of music at Norwich Cathedral, and accompanied by cathedral organists David Dunnett and Robbie Carroll.""",
      source="http://reephamlife.co.uk/?q=node/5128",
      kind="news", note="trap: service, green, choir, production (the photo caption cut)"),
    R("""Harvest Festival below the golden locust of St John in Main Street, Chelmorton

Golden arrangements of flowers adorn the aisles of St John's Chelmorton.

Pinch, punch, first of the month for October 1st Sunday service in St Johns, Main Street Chelmorton for Harvest Festival.

Equal size congregation, port and starboard, left and right of the aisles of the Church of St John for the first day October.

David Race opened with ‘When I need a neighbour’ Local produce lined the pews, golden sunlight danced on the green leaves turning autumn. Peel of bells in the background. ‘We plough the fields and scatter’ rang out to the organ as the congregation gave thanks for the harvest of the linear village over a thousand feet above sea level. David Race, 9 weeks from his new ceramic hip talked Denmark in the service, community and the harvest.""",
      source="http://chelmorton.net/news/church-news/item/121-harvest-festival-below-the-golden-locust-of-st-john-in-main-street-chelmorton",
      kind="news", note="trap: Main Street, port, Race, linear (David Race)"),
    # ================================================================ local business: parcels, a café, a salon, readers
    R("""Parcelforce driver sacked for stealing Amazon packages from doorstep in Canterbury village

A thieving delivery driver has been sacked after he was caught on camera stealing two packages left on the doorstep of a house.

The Parcelforce worker swiped the Amazon boxes from outside a village home near Canterbury while pretending to drop off his own.

But unbeknown to him he was being filmed on CCTV, and was given his marching orders after the incident was reported to bosses.

The homeowner, who asked not to be named, said the parcels had a combined value of less than £30.

“It was just a Firestick and some kids’ pens - nothing much at all,” he said.

“I wasn’t at home and got a message from Amazon to say they had been delivered, and was sent a picture of them outside my door.""",
      source="https://kentonline.co.uk/canterbury/news/delivery-driver-sacked-for-stealing-amazon-parcels-259245/",
      kind="news", note="trap: Amazon, Parcelforce, Firestick, CCTV (a 'Firestick', Amazon's streaming stick, is a device, not labelled)"),
    R("""Get Buzzed or Broke Off of Coffee

by Zoe Sarvis, staff writer

Ten years ago, a student came forward and proposed the idea to have a café on campus. In the Wilson way, Sage Café was created. Sage provided students with coffee and bagels, and a gathering place for students to relax.

Two years ago, another student came forward wanting more options for their meal plan, and just like Sage, Wilson made it happen.

The only difference between these two coffee hubs is that one is student-created and student-run and the other was created and is run by Sodexo.

In the ten years that Sage Café has been open, they have not managed to make a profit, and with Owl’s Nest here now, the two are working together to keep each other alive.

“The food industry is a horrible, horrible business to be in if you want to make money,” said Zak Kane, the current student supervisor of Sage Café. “Inevitably you’re lucky if you break even, even luckier if you make a profit because there is such an overhead.”""",
      source="http://warren-wilson.edu/blogs/echo/2013/09/get-buzzed-or-broke-off-of-coffee/",
      kind="news", note="trap: Sage, Sodexo, hubs, overhead (the Sage Café; Sodexo is a catering company)"),
    R("""The business model for Maine’s Mint Salon Block is a twist on suite rentals for independents but with many of the best perks of a commission salon. Booth renters have individual salon suites and complete ownership of their businesses. But they also have business and customer service support, a staffed reception, and a breakroom and education center to encourage camaraderie and professional growth.
We had the opportunity to chat with Mint Salon Block Owner Jean Bradshaw and inquire about how she runs her two-location business and supports her renters.
What business model are most of the salons in your area?
Jean: It’s a combination of booth rental salons and some commission salons.
Are salon suites popular?
Jean: No. They’re not as prevalent here.
How long ago did you open each location?
Jean: The first one was built in 2016, and the second opened in 2022.""",
      source="https://rosysalonsoftware.com/suite-privacy-salon-camaraderie-mint-block",
      kind="blog", note="trap: Mint, suites, Block (Mint Salon Block; a salon-software vendor's interview, no software named)"),
    R("""Tales of tarot

For local store owners, it’s all in the cards and the crystals.  

Amanda Dawe didn’t open her store until the cards told her to.

“Do not open your store at this point, try it in the spring otherwise it will be lonely,” Dawe said about the tarot card reading. 

She has been charmed by cartomancy since she was young. 

Cartomancy is the study of tarot cards. 

“He did not know anything about me,” said Dawe.

The reader, she said, just let the cards tell her future. 

Dawe has wanted to open a store dedicated to crystals, meditation mats, tarot books, and decks for ages. 

“Time passed and I started doing readings on a regular basis,” said Dawe.""",
      source="https://kickercna.ca/2022/02/24/tales-of-tarot/",
      kind="news", note="trap: crystals, spring, reader, decks (the photo captions cut)"),
    R("""Every small, tourist town has psychics, but in Oracle Bay, they're the real deal.

When Sandy moves to the Washington Coast looking for a fresh start, she gets more than she bargained for. She didn't know the cheap apartment and tarot shop she'd rented came with wine-drinking, pun-loving seers and her own psychic powers.

Enter Vincent, the handsome developer who owns most of the town. When he announces he's selling to stave off financial ruin, Sandy devises a plan to save her new home. With a little old-fashioned detective work and the help of her psychic friends, she hopes to prevent the destruction of their quirky town and solve the mystery of who's out to destroy Vincent.

What Sandy didn't see coming was falling for the man who could destroy Oracle Bay and make her house of cards come tumbling down. She must learn to trust her new powers if she wants to protect her home and her budding relationship. But if she misreads the cards, she'll lose the new life and love she's building…""",
      source="https://www.everand.com/book/553074945/Not-in-the-Cards-Psychics-of-Oracle-Bay-1",
      kind="prose", note="trap: Oracle Bay, developer, cards (a novel's blurb; the store's trial offer cut)"),
    # ================================================================ recipes
    R("""Classic roast chicken with sage stuffing

This beautifully golden roast chicken with sage stuffing is perfect for the whole family to enjoy for a flavour packed weeknight meal

Ingredients

  • 1 whole chicken
  • 2 tablespoon olive oil
  • salt and freshly ground black pepper
  • 1 cup chicken stock
  • 1/2 cup dry white wine
Stuffing
  • 2 tablespoon butter
  • 1 onion, peeled and finely chopped
  • 2 clove garlic, crushed
  • 2 cup fresh breadcrumbs
  • 2 tablespoon chopped fresh sage
  • 1 egg, lightly beaten
  • 1/2 teaspoon salt
  • freshly ground black pepper

Method

  • 1
    Preheat the oven to 180˚C. To prepare the stuffing, heat the butter in a small frypan over a medium-low heat. Add the onion and garlic to the pan and cook for 3-4 minutes until the onion is soft.
  • 2
    Place the onion mixture in a bowl with the breadcrumbs, sage, egg, salt and pepper. Mix well. Stuff the cavity of the chicken with the stuffing.""",
      source="https://www.foodtolove.co.nz/recipes/classic-roast-chicken-with-sage-stuffing-7056",
      kind="recipe", note="trap: sage, stock (the magazine's Facebook/Instagram line cut)"),
    R("""Classic Roast Chicken with Sage and Onion stuffing

A chicken is everyone’s favourite Sunday dinner. There are so many ways of cooking it, but after many decades of practising we find this is the best method and really reliable We’ve included two of our favourite stuffings here, so take your pick.

Sage & Onion Stuffing

  • 15g butter
  • 1 large onion, finely chopped
  • zest of ½ lemon
  • 5 fresh sage leaves, finely chopped, or 1 tsp dried sage
  • 100g breadcrumbs
  • 1 egg

  1. If you have time, the day before you roast your chicken, take it out of any packaging, put it on a plate and sprinkle it inside and out with salt. Leave it in the fridge overnight, loosely wrapped in kitchen paper. An hour before you want to start roasting the chicken, remove it from the fridge so it can come up to room temperature.

  2. To make the sage and onion stuffing, melt the butter in a frying pan, add the onion and cook it over a low heat until it’s very soft and translucent. Tip the onion into a bowl and let it cool, then add the lemon zest, sage and breadcrumbs. Season well with salt and pepper, then add the egg and mix thoroughly.""",
      source="https://www.hairybikers.com/recipes/view/classic-roast-chicken-with-sage-and-onion-stuffing",
      kind="recipe", note="trap: Sage, sage, stuffing (the other ingredient lists left out)"),
    R("""Sage and chicken can do no wrong

There are many types of stuffing, but none comes close to this sage one, which is excellent for roast turkey too. This is one of those recipes of a little bit of this, and a little bit of that, which makes you want to stuff something or someone at the end of insisting on measurements and transcribing them.

Sage and onion stuffing

Sweat chopped onions (1,5 onions) with a clove of garlic in butter/margarine. Be generous with the butter or margarine. Mix with bread crumbs (6 slices of bread, dried in oven, crusts removed). Add 2 tsps of dried sage, 1 tsp of thyme, 1 tsp of marjoram or 1 tsp of mixed herbs, salt and pepper. Taste for seasoning. Add 3 tsps of parsley, which can be dried. Add 2 tsps of boiling water to soften the mixture and stuff the cleaned chicken, loosely. The stuffing also freezes well.""",
      source="http://hometimes.co.za/2015/10/sage-and-chicken-can-do-no-wrong/",
      kind="recipe", note="trap: Sage, sage, turkey"),
]
