"""Prose of the thirty-fifth fresh held-out set ("fresh-35"): school newsletters (duck eggs in the lab, a Japan week,
rocket seeds from space), nature reserves and wildlife (herons at three reserves, a bittern from the nightingale
counters, Burmese pythons in the Everglades twice), a ruby wedding, a trek in the High Atlas with a mule and a Club
Alpin hut, the Toubkal trek, and a milkshake made with Oreo cookies; then, in a second pass, parish and church
newsletters (two harvest festivals, a vicar's letter after a meeting held on Zoom, a bring-and-share lunch, broken
vestry windows, a vestry's plan for its Tiffany windows), zoos and wildlife (Edinburgh's pandas and their "Panda
Express" plane, Chester's and Memphis's jaguars, the Tower ravens and a raven nest on a lake cliff, an escaped Timor
python), weddings and fashion (Miss Ruby's winter gowns, a ruby-red dress seen on IG, a Gatsby party and a Gatsby gown
bought on Amazon, Taylor Swift's fans on the Eras tour), local councils (replacement windows in Cromer, a parking
scheme on York's Apollo Street, Southwark's Mint Street), baking (Java Chip and mocha chip cookies, City Express and
Sprinter vans for bakeries, Cooplands' Bap Vans), hiking (Delicate Arch and the Windows, Mount Olympus, Swiss Alpine
Club huts, alpine huts in the Dolomites), classic films and novels (Kafka, Prometheus, Apollo 13, The Great Gatsby)
and sport (the Giants at the Rockies' Coors Field, the Jaguars' first win of 2019, a racehorse named Rusty) --
English prose full of words that are also tool names: TEAMS, lab, spring, Rocket, python, Python, ruby, Ruby, Atlas,
Alpin, Alpine, alpine, Oreo, Apple, Express, Jaguar, Gatsby, Amazon, Swift, Apollo, Vue, Mint, Java, Sprinter,
Windows, Olympus, Kafka, Prometheus, Rockies, Rusty and more.
Two name software as software and are labelled: the school sets up 'Duckcam' on TEAMS (Microsoft Teams) and a parish
meeting is joined via Zoom; social sites in passing (IG, TikTok, a zoo that 'tweeted') are not labelled, as in the
earlier sets; the rest label nothing.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a paragraph or a few)
and labelled by hand without running the extractor, by the earlier sets' conventions (``--split fresh-35``).
"""

from real_corpus import R, T  # noqa: F401

SURFACES = {
    "Microsoft Teams": ("TEAMS",),
}

CASES = [
    # ================================================================ school newsletters
    R("""School will close for the Easter Holiday on Friday 31st March and reopen to pupils on Tuesday 18th April.
We have duck eggs arriving in the lab on Monday 13th March, thank you to FICPS for donating funds for this.
We will be setting up ‘Duckcam’ on TEAMS so you can watch them hatch!
The school is closed to pupils on Friday 24th March so all teachers can go to Wollaston Secondary School to attend joint training and share good practice.
We were delighted that 65 parents and grandparents came along and joined us for lunch last week. They selected a hot dinner from our five choice daily menu and after eating that together in the dinner hall they went out to play.""",
      T("Microsoft Teams"),
      source="https://irchester.northants.sch.uk/index.php?start=80", kind="news",
      note="mixed: 'Duckcam' is set up on TEAMS (Microsoft Teams, the app the families watch on); 'lab' is the "
           "school's science room"),
    R("""8th February 2020

Driving to and from school this week, the frosty, foggy and slightly sunny mornings have been an absolute delight. There have been some wonderful eerie scenes on the way into school, especially with the full moon still in view during the early morning daylight. This together with the arrival of snowdrops, which are a pleasure to see, are now out in bloom, make a huge difference, knowing that spring is on its way. Hopefully the weather will continue to improve as it always lifts everyone’s spirits after a dark and dismal January.

This week has been our MFL focus week in school. As it’s an Olympic Year we chose Japan as our country. Everyone had fun  - some pupils learnt how to say ‘Hello’  as well as some key words in Japanese, others learnt about Japan’s culture, including the cherry blossom, its sport and pupils tasted some different types of food.""",
      source="http://www.theredway.net/pages/news/?id=2217", kind="news",
      note="trap: spring, Hello, Olympic"),
    R("""We are lucky to be one of 10,000 schools across the country who have been given the opportunity to take part in a UK-wide live science experiment, growing rocket plants from seeds that may have been been to space and stayed with Tim Peake on the International Space Station!
We received two sets of seeds, in colour coded packets and we know that just one of these sets of seeds has travelled to space. However, we don’t know which colour packet contained the ordinary rocket seeds, and which were the Rocket seeds! Every child in Key Stage 2 was allocated two seeds to sow, one from each set. We are carefully looking after them and will report back our results to the national project.
You can find out more about the experiment on the RHS website.""",
      source="https://elvingtonprimary.org.uk/category/news/page/80", kind="news",
      note="trap: rocket, Rocket, Station, Stage"),
    # ================================================================ nature reserves and wildlife
    R("""Grey Heron

Email from Clive Knight – Mon 25/04/2022 21:32

Walking around the reserve this afternoon, as I came round the top of Village Green, I saw this Grey Heron skim over the trees and land in the field near the big pond. It walked into the pond looking for food; it did catch several fish and because there were no people or dogs about it stayed on the pond for some time.

Scientific name: Ardea cinerea
Status: Resident breeding species and winter migrant
Breeding birds: 13,000 nests
Wintering birds: 63,000
Conservation status: Green""",
      source="https://southwickcountrypark.com/2022/04/26/grey-heron/", kind="blog",
      note="trap: Heron, Green, Status"),
    R("""Happy news from the heronry

"Despite the weather-related setback to the grey heron colony earlier this year, it is great to see that the second nesting attempts have been a success and nine chicks from five different nests are now starting to show.

"Also on Wader Lake, at least one pair of avocet has started nesting and the eggs are due to hatch around 16 May.

"Today, I had a great view of a common buzzard being mobbed by five carrion crows as it flew low over site.

"Yesterday in Hollowood, ten crossbill, two goldcrest and one great-spotted woodpecker were a particular highlight."

By reserve manager John Gowland.""",
      source="https://wwt.org.uk/news-and-stories/news/happy-news-from-the-heronry", kind="news",
      note="trap: heron, buzzard, crows"),
    R("""Saw one heron on Saturday,flying north towards  Diglis basin.Today I spotted two flying in the same direction.Has anyone seen the heron resident in the basin recently?There might even be two there now.

Clair Parish:
Haven't seen herons yet but I did see an owl on Graham's roof a couple of months ago.  No idea what sort thought, it wasn't small and it wasn't a barn owl....

Love seeing the swallows about and hearing them in the evening.

Eco Warrior:
Only Heron I've seen recently was over the maize field, just south of the footbridge on the Powick side of the river. Looked to me like it was coming from the Teme heading for the weir area.""",
      source="https://archive.diglis.com/index.php/topic,434.0/wap2.html?PHPSESSID=4913ff53440f10496304dae6a3b07688",
      kind="prose", note="trap: heron, Heron, owl, swallows"),
    R("""Giving guided tours, building paths and serving teas are all jobs that use an immense amount of volunteer effort and we seem to overtax our volunteers at this time of year. All the same, we ask them to help out with wildlife surveys as well!
In a previous blog I mentioned the Breeding Bird Survey that involves two early morning counts across the whole site. In addition we have been counting nightingales. In fact, I have just returned home after this morning's 5:30 count. The news is pretty good I think. Most of the nightingales we expected to find actually bothered to sing for us. I'll tell you more when all the reports are in.
It does not seem to matter what excuse you use to visit the reserve in May. You might be serving teas, counting birds, cleaning the loos or emptying the dog bins, but you are out there with a chance to see something. I took Sophie the Ranger for a short walk on Wednesday and we saw a bittern!!! I also saw at least 4 hobbies and noticed that the new tern raft is being used as well as the old one.""",
      source="https://paxton-pits.blogspot.com/2015/05/people-people-peopleand-birds.html", kind="blog",
      note="trap: Ranger, bins, raft, Survey"),
    R("""For years, many have been establishing new homes in Florida. But one new resident recently caused quite a stir and has government officials seeking his deportment. That newcomer is not a person, strangely enough, but a new class of wild python snakes that are now infesting the Everglades National Park. According to CNS News, these Burmese pythons, which were originally native only to Southeast Asia, have been let loose in the wild by pet owners and are now adapting quite easily. But since they can grow up to 20 feet long and weigh 250 pounds, these animals are quickly becoming a threat to birds, mammals, and even people. Wildlife officers are attempting to strike at this snake problem now before it slithers out of control.""",
      source="https://www.cfact.org/2008/04/17/giant-pythons-slither-into-everglades-2/", kind="news",
      note="trap: python, pythons, class"),
    R("""5,000 Burmese pythons removed from South Florida’s Everglades ecosystem

Wildlife officials removed 5,000 Burmese pythons from South Florida’s Everglades ecosystem. The nonnative pests kill other species. The state sometimes takes extraordinary measures to combat them. “We’ve learned through the Python Challenge that experience counts when finding and removing Burmese pythons,” said FWC Commissioner Rodney Barreto. “We can’t win the battle alone. It’s one team, […]""",
      source="https://www.thepigeonexpress.com/tag/5000-burmese-pythons-removed-from-south-floridas-everglades-ecosystem/",
      kind="news", note="trap: Python, pythons, Challenge"),
    # ================================================================ a ruby wedding
    R("""If the couple had lived together forty years, each of them at least sixty years, maybe more. It's already retirement age. Adults are not only their children, but, perhaps, grandchildren. So, there are many people who are happy to gather and congratulate the heroes of the occasion.

Fortieth wedding anniversary is a beautiful name ruby. Its symbol is the stone a ruby. It hardness is inferior to diamond. With what is not with him, to compare a strong marriage, lasting four decades.

Most rubies are bright red. This stone relates to the fire element, he personifies love. Indeed, the feelings of the spouses tested over the years, and if the light of love is not extinguished in forty years, he has nothing to fear.

From the fortieth anniversary of the Golden jubilee for close to ten years. Many guests, family and friends will certainly want a married couple to reach this date, health and devotion to each other.""",
      source="https://eng.kakprosto.ru/how-826355-how-is-the-wedding-in-40-years-of-marriage", kind="prose",
      note="trap: ruby, rubies, diamond, Golden"),
    # ================================================================ hiking in the Atlas
    R("""Travels with a mule

The adventure starts when we arrive in Imlil, a small village in the High Atlas mountains (1700m). The temperature is in the mid 20s and a wonderful relief from the blazing heat of Marrakech, where it was over 40 degrees. Our guide Abdellah and our muleteer Hassan load up the mule with provisions and our bags, and we set off for our first overnight stop in a "gite" in the village of Aremd, a couple of hundred meters higher up. The stone cabins are basic but comfortable and we prepare for the trip.

Our first day's trek (6 hours walking) takes us gradually up to 3000m along increasingly stony and steep paths via a beautiful waterfall to a little mountain refuge. The Tazarhart refuge or mountain cabin is owned by Club Alpin Francais, but run by local people. Perched high up on a ledge overlooking a waterfall it is a spectacular place.""",
      source="http://fiona-kevin-walkabout.blogspot.com/2011/06/travels-with-mule.html", kind="blog",
      note="trap: Atlas, Alpin, gite, bags"),
    R("""THE TOUBKAL TREK
Most people leave Imlil early in the mor ing for the five or six hour walk to the Toubkal (Neltner) Hut. Head up the main street of the village and then follow the mule track on the west side of the Mizane River to Aroumd. From here the trail fol lows the east side of the river, reaching the village of Sidi Chamharouch a couple of hours further on. Bottled drinks are usually available at both these villages.
The trail then climbs steeply and clearly up to the Toubkal Hut (3207m), which sits at the spring snow line. The stone cottage was built in 1938 and has beds for 29 peo- ple in two dormitories (you need your own sleeping bag). There’s also a kitchen with a gas stove and a range of cooking utensils; hot water is available.""",
      source="https://excursions-marrakech.com/es/2022/11", kind="blog",
      note="trap: spring, track, Hut, main"),
    # ================================================================ food
    R("""it’s all in the delivery

I shared an amazing treat with Isabella today—and I didn't even make it.

It was a milkshake, and there was no organic milk in sight. The ice cream surely wasn't some artisnal, real vanilla bean variety either.

And the kicker—hold onto your hats. It was made with Oreo cookies. Not Thomas Keller's fancy schmancy TKO or like the ones they used to make when I managed Tribakery. They were honest to goodness Nabisco cookies.

The whipped cream? It was the bad aerosol stuff from the can that we all have a soft spot for—mine a little squishier than others for all I consumed in my teens.""",
      source="https://www.injennieskitchen.com/2010/11/its-all-in-the-delivery/", kind="blog",
      note="trap: Oreo, cookies, vanilla, delivery"),
    # ================================================================ parish and church newsletters
    R("""A Festive Festival

The Harvest Festival met our expectations for a day of fun and camaraderie! Parishioners and visitors alike gathered on Sat., Nov. 1 to enjoy an array of activities. Here are some highlights:

  • The Parish Hall was transformed into the Archangel Café, featuring Brett Brown’s award-winning barbecue.
  • The bake sale, hosted by the Rebecca Guild, filled several tables with delectable treats.
  • Malarkey, an Irish fiddle band, provided musical entertainment.
  • Parishioner and author Evelyn Bence autographed copies of her new book, “Room at My Table.”
  • The “white porcupine,” jewelry, and crafts sales attracted bargain seekers and early holiday shoppers.
  • Activities for children featured the ever-popular cupcake walk.

The Harvest Festival also benefited the parish materially: based on preliminary figures, we will see a profit of about $3,500. This is a tangible sign of what we can accomplish when we harness our collective time, talent, and treasure. Our community is stronger for it.""",
      source="https://stmichaelsarlington.wordpress.com/2014/11/10/a-festive-festival/", kind="news",
      note="trap: Harvest, Archangel, Guild, porcupine, walk (the blog's comment-form footer cut)"),
    R("""It’s Harvest Festival time, the season when we celebrate the gathering of food from the land and give thanks for what the earth has produced and the hard work of those who have produced it.
Harvest Festival takes place on the Sunday nearest to Harvest Moon (the full moon closest to the autumn equinox), which this year was Sunday, September 22. However, the actual date for celebration is flexible and in the parish we are marking Harvest Festival this coming Sunday, September 29, which also marks the last Sunday in the church season of Creationtide, and then holding the Parish Harvest Supper on Saturday, October 12.
There are Harvest services in all three churches – 9.30am at St John’s and 10am at St George’s, with Apple Day taking place at St Mark’s from 11am, and a special Worship for All service to celebrate Harvest at St George’s at 11.30am. Whichever service you attend, please bring with you items for the Foodbank, particularly the following:
- instant mash
- biscuits
- instant custard
- tinned meat
- instant tea
- tinned peas
- tinned carrots
- long-life fruit juice""",
      source="https://badshotleaandhale.org/2019/09/23/harvest-festival-in-the-parish/", kind="news",
      note="trap: Apple, Moon, Harvest, services, Foodbank"),
    R("""Dear Friends,
I am writing this month’s letter in the days following our recent Annual Meeting. I want to highlight some of the comments I made then. For some of you, this will just serve as a reminder; for others, it may help keep you connected with what is happening at church.

May I thank all those who attended the meeting, particularly those who joined via Zoom. The problems with the sound via Zoom that day made for a very frustrating start to the meeting. Thank you for bearing with us as we tried to resolve the problems. I think if we face another APCM in such circumstances (and I’m praying we don’t!), we will not attempt dual mode!

We looked back on another difficult and challenging year for our church family. Our church has not been able to worship together now since the first lockdown in March 2020. We have been split into different groups – ‘Zoomers’ and ‘non-Zoomers’, Zoomers and those in church, plus those worshipping via other means from home.""",
      T("Zoom"),
      source="https://www.chogs.org.uk/z/ournewsletter7", kind="news",
      note="mixed: the parish meeting was joined 'via Zoom' and the sound 'via Zoom' failed: the video-call app the "
           "church uses, labelled (as Zoom was in earlier sets); 'Zoomers' is a nickname for its users; APCM is the "
           "annual parochial church meeting (two middle paragraphs cut)"),
    R("""News for 26th September

…and share.

The Bring and Share lunch seems to be a uniquely Anglican experience. It’s not something I’d ever come across before coming to England and joining the Church of England.

It makes a great deal of practical sense… we want to share lunch on a given day, but we don’t really want to dictate what people must bring or what people must do – very Anglican indeed!

So, we mirror the Eucharist in each bringing something to the table – our offering – we give thanks for the offerings that have been brought and then we dig in.

Other news

First Choir Practice – next Sunday (3rd October) we meet for the first time at 2pm for choir practice. We’ll be practising a simple Anthem to sing at mass on the 24th October. Everyone welcome to come and sing, no experience required!""",
      source="https://www.stanselm.co.uk/news-for-26th-september/", kind="news",
      note="trap: Share, share, Anglican, Practice, Anthem, mass (the middle of the priest's letter cut)"),
    R("""A sad note start in the Parish was that the Gott Hall was broken into. The thieves entered originally through a small lancet window and then went around to the Vestry window and broke that. The next night the cheeky things came back and broke one of the Sanctuary windows and entered the Church of the Good Shepherd. Luckily there was not a lot that took their fancy but the damage, the hassle and extra work caused was both distressing and costly.

The choir and others have had a busy December singing carols at various venues. The month began with Saturday lunch times singing at Wyevale Garden Centre. Our grateful thanks to them for allowing us to sing to their visitors among the plants and garden gnomes. We sang for three consecutive Saturdays and the first week were accompanied by a brass band ensemble.""",
      source="https://www.parparish.co.uk/parish-news-from-our-churchwarden/", kind="news",
      note="trap: window, windows, Vestry, Sanctuary, Shepherd, Wyevale, gnomes (the shanty-night paragraph cut)"),
    R("""February Vestry Notes

After careful consideration of estimates from three companies, the Facilities Committee recommended that the Vestry engage Serpentino Stained & Leaded Glass of Needham, MA, to work with us on a 10-15 year plan for the preventative care, repair and restoration of our stained glass windows. The work includes repair in 2017 to the vent of he Christ Child window by Tiffany Studios at an estimated $7,450, and an annual setting aside of funds in an amount to be determined for restoration of other windows (estimated at $30,000 to $40,000 each) over the 10-15 year period. The possibility of raising funds through a specific donation program was discussed.""",
      source="http://saintjohnswilliamstown.org/news/2017/2/11/february-vestry-notes", kind="news",
      note="trap: Vestry, windows, window, Studios, Serpentino, program"),
    # ================================================================ zoos and wildlife reserves
    R("""Pandas Yang Guang and Tian Tian will return to China this year
Ever since their Panda Express cargo plane landed in 2011, Yang Guang and Tian Tian have been enchanting visitors at Edinburgh Zoo.
But now the UK's only giant pandas – also known as Sunshine and Sweetie – will return to China in early December.
Zoo chiefs said that over nearly 12 years in Scotland, the pair 'have had an incredible impact by inspiring millions of people to care about nature'.
Visitors will still be able to see the pandas, now both 20 years old, before they return to the care of the China Wildlife Conservation Association.
The loan deal saw the Royal Zoological Society of Scotland pay China an annual 'donation' of £750,000 amid hopes a cub would be produced.
Despite efforts to breed the two pandas, female Tian Tian has not produced a cub during her time in Edinburgh.
She was believed to be pregnant in August 2017, but her hormone levels and behaviour later returned to normal.
The giant panda habitat at Edinburgh Zoo will become home to a new species which RZSS can support in the wild, which will be announced next year.""",
      source="https://www.animalrescuesociety.com/yang_guang_tian_tian", kind="news",
      note="trap: Panda, Express, pandas, Sunshine (the 'Panda Express' is the cargo plane, not the web framework; the "
           "keeper's quotes cut)"),
    R("""Spirit of the Jaguar

We believe it to be the largest and best Jaguar enclosure in the world, as well as being home to our ever-popular Two-toed sloths.

Our South American-themed exhibit will transport you to one of the most exotic and biodiverse habitats in the world. The first part of the building is home to our Bush dogs, Two-toed sloths and an impressive aquarium tank featuring large shoals and Amazonian turtles.

The second part of the building is home to our Jaguars, who typically weigh 80-100kg and can live for up to 25 years in captivity. Whilst most Jaguars have the distinctive black spotted pattern on their golden coats, there are also melanistic, black jaguars. Spirit of the Jaguar is home to both colours.

Whatever their home range, Jaguars spend a considerable amount of time on the hunt, searching for their next meal. At the zoo, we are simulating this by varying the method and time of presenting their food from day to day.

We've been supporting the Jaguar Conservation Programme since 2000 and focusing on resolving Human-Jaguar conflict which has become one of the highest priorities in global Jaguar conservation.""",
      source="http://www.chesterzoo.org/attractions-and-exhibits/animal-exhibits/spirit-of-the-jaguar", kind="news",
      note="trap: Jaguar, Jaguars, jaguars, Bush, Amazonian, tank, shoals (two paragraphs cut)"),
    R("""Memphis Zoo welcomes new female jaguar named Arizona

MEMPHIS, Tenn. (WMC) - The Memphis Zoo welcomed its newest arrival, Arizona the jaguar, to the zoo Friday.

The zoo says Arizona is the 9-year-old daughter of Nayla who lives at Woodland Park Zoo in Seattle and just so happens to be the aunt of the Memphis Zoo’s male jaguar Diego.

Arizona comes from San Antonio Zoo where she lives most of her life and enjoys eating just about any food she gets her paws on, according to the zoo.

She also enjoys shredding cardboard boxes and playing with a boomer ball if she thinks no one is looking.

Visitors can get a good look at Arizona in her new home in Cat Country.

Welcome to Memphis Arizona!""",
      source="https://www.kfvs12.com/2022/05/13/memphis-zoo-welcomes-new-female-jaguar-named-arizona/", kind="news",
      note="trap: jaguar, Arizona, Diego, boxes, boomer, Cat"),
    R("""The window of Merlina’s night box originally opened into the large basement of the Queen’s House, where coal was once stored, and which was first used to house ravens in 1946, when two ravens named Cora and Corax were put up there, perched on a pile of coal. We certainly don’t keep our ravens in coal bunkers anymore. (One of the only times in recent history when the ravens have been kept inside at the Tower was during the avian flu virus in 2006, when tens of millions of birds worldwide died, and millions more were slaughtered to prevent the flu spreading. At that time we removed the ravens for their own safety to the upper Brick Tower on the advice of the vets at London Zoo.)""",
      source="https://christopher-skaife.freenovelread.com/page,3,159302-the_ravenmaster", kind="prose",
      note="trap: window, box, Merlina, Corax, ravens, Tower, Brick, virus"),
    R("""Raven Nestling

Last winter I took this photo of a Raven nest. This nest has probably been on this cliff ledge for decades. Ravens will use the same nest over and over again if it is in a good location. This is an excellent location on these cliffs that are on Crane Lake. A predator would be hard pressed to reach this ledge – and bigger birds like Eagles would probably hesitate before they would attempt to land on this narrow ledge. It’s even hard for me to pick the nest out of the cliffs – it blends in very well. Can you see it? It’s right in the shadow of the overhanging rock.

The Common Raven nests very early in the season, this chick is almost ready to fledge or leave the nest. He might be a little hungry, he sat with his mouth open almost the entire time that I watched him.

This rock wall where the nest is located faces west/northwest. And when the late snowstorms blew in last April, this nest site must have been exposed to the elements. I am amazed at the Raven parents and how they endured sitting out those terribly windy storms of snow and ice.""",
      source="https://blog.visitcranelake.com/raven-nestling/", kind="blog",
      note="trap: Raven, Ravens, Eagles, Crane, nest, parents (photo captions dropped)"),
    R("""Missing Python Found Inside Zoo Premises, Returns Home Safe
Zoo Atlanta finally found a missing Timor Python after it escaped an outdoor enclosure on July 9.
"Timor python has been found by Zoo Atlanta staff on Zoo property and has been safely returned to its home," the zoo's management tweeted at 10:25 p.m. on July 10.
The python had been held in the Conservation and Breeding center and was not on display for public viewing. The outdoor enclosure was being used so that the animal could benefit from natural sunlight during the day.
Zoo Atlanta assured everyone that there is nothing to be afraid of with the Timor python. The Southeast Asian snake is a shy species with non-aggressive behavior and prefers avoiding any contact with humans.
The missing snake was 5 to 6 feet long and is two inches thick. As all pythons, its skin pattern is yellow and dark brown.
Zoo Atlanta has always had a policy that venomous snakes cannot be put in open enclosures. Management also claims that they have additional measures in place to make sure that these spaces are secure.
Zoo staff and officials have been scouring the premises and the Grant Park area since Saturday when the semi-arboreal snake was reported to be missing.""",
      source="https://scienceworldreport.com/articles/43533/20160712/missing-atlanta-python-found-inside-zoo-conservation.htm",
      kind="news",
      note="trap: Python, python, pythons, Timor, tweeted, escaped (the zoo 'tweeted': a site in passing, nothing "
           "named; the site's 'See Now' link and two lines cut)"),
    # ================================================================ weddings and fashion
    R("""In the past few days, Mother Nature has made it crystal clear: Winter is on its way. And if you get goosebumps even thinking about taking outdoor photos in a strapless gown at your cool-season wedding, you’re in luck. Chic winter bridal apparel is in shops now, including at Miss Ruby, 522 N. Water St., #203. A slew of new cold-weather styles has just arrived there, and I stopped in to take a look.
Gowns
“This time of year, we stay away from lighter fabrics,” says Erin Thull, co-owner of the Third Ward bridal boutique. The spotlight moves from frothy chiffon dresses to elegant gowns made from heavier satin, netting and lace, embellished with embroidery and appliques. The materials are taking on warmer shades of white, too: Designers have given them luxe-sounding names like Spun Gold, Blush and Champagne.
To combat the cold, a bride could choose a gown that offers a bit more coverage. Cap sleeves, higher necklines, illusion tops and wide straps are all trendy winter details in other parts of the country. And although they can be found at Miss Ruby, these styles aren’t as popular among Milwaukee brides, Thull tells me.""",
      source="https://wedinmilwaukee.com/winter-apparel-for-wisconsin-brides", kind="blog",
      note="trap: crystal, Ruby, Spun, Champagne, Ward, Winter"),
    R("""Ruby Red Wedding Dress
I don't normally like big bold gowns as I prefer something more conservative, but I had to do a double-take when I saw this on IG. BrideStory posted this from Jessica Dora's couture bridal collection for 2015.
Would you dare to wear red or a gown like this to tie the knot?!
Stunning red color. Never heard of Jessica Dora before. Her website is either not loading or my computer is SLOwwwww. I will have to see more of her gowns later. But this one is stunning. Red is often worn in India. Red is about as important to brides there as white is to Western brides. I think it's great!
Actually Asians are known for wearing red bridal gowns to tie the knot. Red is known for being lucky!""",
      source="https://www.vingle.net/posts/764996-Ruby-Red-Wedding-Dress", kind="blog",
      note="trap: Ruby, Red, IG, BrideStory, website (IG is Instagram, a social site in passing, not labelled as the "
           "earlier sets did; two comments joined, author lines dropped)"),
    R("""How To Dress Up For A Gatsby Party: Female

When Leonardo Dicaprio first introduces himself in the 2013 movie, he simply states ‘I’m Gatsby’, and as he does so, an extravagant display of fireworks sets off in the background.

This is a sign of things to come, as the parties held by Gatsby in the movie are the epitome of luxury and wealth. They represent a bygone era of frivolous extravagance.

It’s no wonder that more and more people nowadays want to replicate these parties to create a party atmosphere. One of the greatest appeals of Gatsby parties is certainly the clothing that’s involved.

Men donning crisp suits, and women in embellished flapper dresses, what’s not to love? If you’ve found yourself receiving an invite to a Gatsby party, you might be wondering where to begin in terms of clothing.

What Is A Gatsby Party?

Gatsby parties have risen in popularity in recent years, with celebrities such as Khloe Kardashian opting to have her birthday party decked out in this theme.

Gatsby parties are based on the ones that Jay Gatsby holds in his mansion, in the novel ‘The Great Gatsby’ by F. Scott Fitzgerald.""",
      source="https://diaryofavintagegirl.com/how-to-dress-up-for-a-gatsby-party-female/", kind="blog",
      note="trap: Gatsby, Party, party, flapper, theme (the Gatsby of the novel and of the parties, not the site generator)"),
    R("""The Gatsby Gown

I thought it was just a Halloween costume, but even so, I wanted it to be the best looking Halloween costume I’d ever pulled off. With the asymmetrical pixie cut and fall lipstick, hair and makeup was taken care of, but the gown itself posed an issue.  I’m 5 feet tall, 29 inch waist, hips and rear end are voluptuous enough to make short dresses difficult to purchase online. Too long and it can look awkward in the back- too short, and there’s no way on earth I’d be able to bend over, and while I wanted to look cute, relative comfort was also a priority.

Finances were also high on my list- especially because I just wanted it for fun, I didn’t want to overspend on it. That knocked out my favorite brand for flapper-esque dresses (Frock and Frill). Their dresses are high quality and gorgeous, but ship from the United Kingdom and break the bank of a grad student like me. Between time constraints and financial limits, I turned to the easy option- Amazon. I was hesitant at first, nervous about the internet dress horror stories I had heard, but settled on only going for Prime dresses- with Amazon student, I could return it for free, if it was really awful.""",
      source="https://roacon.wordpress.com/2017/01/12/the-gatsby-gown/", kind="blog",
      note="trap: Gatsby, Halloween, Amazon, Prime, issue, back (Amazon the shop a dress is bought from, not a cloud "
           "service)"),
    R("""Fangirl fashion: the Swifties making stadiums their catwalk

In the first week of her Eras tour, Taylor Swift has already showcased some of her greatest fashion looks yet. Sporting custom designs from Versace, Roberto Cavalli and Oscar de la Renta, she has romped through 44 songs a night in diamonds and fringe, flowing chiffon and sleek leotards, even teasing a hallway of glass boxes showcasing every iconic music video look from her careers. Eras is a tour about celebrating her music legacy, but it’s also a sartorial treat, a celebratory rummage through her dress-up box.

By all accounts, the fans looking up at her are dressed just as well. Swifties aren’t known for doing things by halves, and just like Harry Styles ‘Love On Tour’, the fanbase have been taking their concert outfit choices very, very seriously. One such fan is Stefanie (AKA VigilanteStef) who went viral on TikTok after her and husband Adam dressed up for the opening night in Glendale as the lyric “he was sunshine/ I was Midnight Rain”, earning a nod of social media approval from Swift herself.""",
      source="https://thefortyfive.com/opinion/taylor-swift-eras-tour-costumes/", kind="blog",
      note="trap: Swift, Swifties, Eras, Styles, viral, TikTok (a social site a fan went viral on, not labelled, as the "
           "earlier sets did; the embedded TikTok captions dropped)"),
    # ================================================================ local councils
    R("""CROMER - PF/21/2544 - Replacement windows to first floor apartment, Flat 1 Hagley House, for Mr & Mrs Kirkham

Minutes:

The DMTL-CR introduced the report and relayed the Officer’s recommendation for approval. It was noted that the existing first floor windows were of poor condition and in need of replacement, and that the proposed new windows would match that existing windows installed on the second floor, as approved under application PF/20/0968. The Officer’s recommendation established that there would not be an unacceptable level of harm caused to the host building or the Cromer Conservation Area.

Cllr T Adams - Local Member stated his concern that no appraisal of the impact on the Grade I listed St Peters Church, located opposite the site, had been included within the report. He added that the use of UVPC plastic windows within the Cromer Conservation Area would have a detrimental effect to the visual impact of the host building, and would be noticeable from the street scene.  Previous comparable applications, including 28 High Street and 14 Mount Street, had been refused, with these refusals being upheld at appeal.""",
      source="https://modgov.north-norfolk.gov.uk/mgAi.aspx?ID=6345", kind="news",
      note="trap: windows, Replacement, application, host, UVPC, Mount, Member (a council committee's minutes on "
           "replacement windows; a few sentences cut)"),
    R("""Consideration of the representations received to the formal consultation to implement residents parking and limited waiting restrictions in the Heslington Road area advertised as 'R66: Wellington Street' (11:03 am)

To consider the representations received to the statutory consultation and Notice of Proposal for the amendment of the Traffic Regulation Order, advertised on 15 November 2024, which proposed to implement Resident Parking (ResPark) restrictions (advertised as R66: Wellington Street) to include properties on Heslington Road (part), Wellington Street, Willis Street, Gordon Street, Wolsley Street, Apollo Street, Apollo Court, Alne Terrace, Belle Vue Street, Belle Vue Terrace and Barbican Road (part) along with mixed use limited waiting parking bays on Heslington Road and determine what action is appropriate following the results.

Decision:

Resolved:     To approve Option 2, extending the statutory consultation period by a further 21 days. Press notices, onsite notices and residents’ letters advising of the extended consultation end date will be issued.""",
      source="https://democracy.york.gov.uk/mgAi.aspx?ID=70498", kind="news",
      note="trap: Apollo, Vue, ResPark, Option, Order, Barbican (streets of York, not the GraphQL client or the "
           "framework)"),
    R("""MINT STREET.

In the 1860s from the Borough High Street to Lombard Street, just before Southwark Bridge Road It was called Mint Street before it changed to Marshalsea Road, sometime before the 1900s ?. Mint Street is still there (2017) a turning off Marshalsea Road.

Mint Street -

Mint Street was named appropriately after the Mint which was authorised by King Henry VIII and set up in Suffolk Place in about 1543. Suffolk Place being a mansion on the west side of Borough High Street.
Again in Mint Street in 1729 a new brick building for receiving and employing the poor of the parish was constructed. It opened at Christmas of that year and was The Workhouse. A further building was opened in 1872 and further additions were made in 1844 and 1859 to home some 624 inmates.
Nothing much seems to have changed in Mint Street in the recent few years. The buildings on the right as we reach Weller Street may well have been shops, or perhaps a pub and in the distance the Peabody Trust Building, Douglas Buildings (1886) still stands.
A record of this area was created in the diaries of John Evelyn and Samuel Pepys and the poverty of the area in the novels by Charles Dickens.""",
      source="http://bermondseyboy.net/viewtopic.php?f=23&t=299&sid=8b105ac2be3bbde4887ce541bbabff22", kind="prose",
      note="trap: Mint, Lombard, Workhouse, Peabody, Trust (a local-history forum thread: the title opens it, two posts "
           "joined, author lines and photo file names dropped)"),
    # ================================================================ baking and bakeries
    R("""Cookies... for Breakfast

What do you get when you combine a beloved dessert/snack with a caffeinated necessity of the masses?  You get a real “get-up and go” cookie, which can easily double as breakfast.

These Java Chip Cookies contain chocolate covered espresso bean pieces baked into chocolate chip cookies.  The best of both worlds!  I mean if you subtract the crunchy texture, butter, sugar, and flour, you have your morning cup-o-joe (with a little chocolate, let’s call it a mocha).  Therefore, I deem these cookies great for morning consumption!

These cookies have the distinct taste of coffee, but not overwhelmingly so.  And do not worry, baking the espresso beans did not give them a bitter taste.  To make these I chopped in my food processor 1.5 cups of chocolate covered espresso beans.  I added these to my standard chocolate chip cookie batter recipe with only about a handful of mini chocolate chips.""",
      source="http://tortstotarts.blogspot.com/2012/04/cookies-for-breakfast.html", kind="recipe",
      note="trap: Java, go, bean, mocha, processor, batter (Java the coffee; the serving-size joke paragraph cut)"),
    R("""Mocha Chip Cookies

I love coffee.  I love tea.  I love the java jive and it loves me.  I am one of those pampered Seattle girls who thinks non-gourmet coffee is sinful.  To me, Guatemala will be the equivalent of heaven because of the fantastic coffee you can get down there for dirt cheap.  Pour me a big ol' cup of dark roast and then, let the day begin.

In addition to mochas, the hubs loves cookies.  And right now he is requesting them on nearly a weekly basis.  He is taking his medical board exam in less than 5 weeks and his stress level is through the roof.  And being a happy-to-oblige wife that I am, cookies have been keeping my KitchenAid dust free and fabulous.  (It may also have something to do with me being a happy-to-help-eat wife, but we don't need to go there.)  And to ensure that we don't go through cookie burnout, I've been trying all sorts of different types.  Chocolate orange, caramel stuffed snickerdoodle and brownie-caramel-cookie bars are a few recent creations that have graced our presence.  So I thought, let's take the warm, melty, gooey goodness of a chocolate chip cookie and add the coffee, just without the added hassle of cleaning the pot.""",
      source="http://foodiesnpup.blogspot.com/2012/05/mocha-chip-cookies.html", kind="recipe",
      note="trap: Mocha, java, jive, KitchenAid, cookies, roast (KitchenAid the stand mixer; the Maui-chocolate "
           "paragraphs cut)"),
    R("""Baked foods and snacks leave the manufacturing plant in trucks of all sorts. Big 18-wheelers and boxy step vans do most of the work and haul most of the goods. But more and more, you see smaller cargo vans emblazoned with bakery logos zipping around crowded city streets.

The automotive industry recognized this need several years ago. Developed by Mercedes, the Sprinter van’s second-generation vehicle was voted Van of the Year in 2007 and 2008 by Professional Van and Lightweight Truck magazine. Vincentric, an automotive data compilation and analysis firm based at Bingham Farms, MI, named the Sprinter Best Fleet Value in America for three years in a row, including the 2014 model.

Ford brought out its Transit Connect in 2009, which was named North American Truck of the Year in 2010 by an independent group of automotive journalists.

This January, Isuzu Commercial Truck of America, Inc. introduced its 2015 N-Series low cab forward cargo vehicles, developed to serve the urban delivery market. Two companies plan introductions of vehicles in this category during the fourth quarter: GM will unveil the City Express cargo van, and Ram Truck will debut the ProMaster City.""",
      source="https://www.bakingbusiness.com/articles/35964-light-on-their-feet?v=preview", kind="news",
      note="trap: Express, Sprinter, Transit, Connect, Ram, Fleet, model, cargo (delivery vans for bakeries; a "
           "paragraph cut)"),
    R("""Bakery on road to growth with new fleet
A FLEET of specialist delivery vans has been acquired by a south Yorkshire bakery following an investment boost.
The six new ‘Bap Vans’, which play the Batman theme deliver hot and cold food to offices and businesses across South and West Yorkshire, North Lincolnshire and North Nottinghamshire, have been bought by Doncaster-based Cooplands.
The new vehicles take the total size of the fleet to 25 – making it one of the largest of its kind in the country – while six new jobs have been created as a result of the expansion.
Cooplands, which has 85 shops across the region, was founded in 1932 by Alice Jenkinson. Her son, David Jenkinson remains honorary president of the business.
Yorkshire Bank’s business and private banking centre in Doncaster provided £250,000 of asset finance towards the £600,000 acquisition.""",
      source="https://www.thebusinessdesk.com/yorkshire/?p=466611", kind="news",
      note="trap: Bap, Vans, Batman, theme, jobs, Jenkinson, asset"),
    # ================================================================ hiking and climbing
    R("""Delicate Arch at Sunset

I grilled a pair of hot dogs for an early dinner at my campsite. Wasting no time, I quickly cleaned up after myself and put my grill away.  There was a deadline in my head and it was fast approaching.  I needed to leave the campground soon if I wanted to make it to Delicate Arch in time for the sunset.

Landscape Arch is astonishing, Double Arch and the Windows are remarkable, but Delicate Arch is the crown jewel of Arches National Park.  And catching Delicate Arch at sunset, like I did that evening in late August, is truly awe-inspiring.

At just three miles round-trip, the Delicate Arch Trail is not long by any means, but it’s also not especially easy.  The trail gains 480 feet in a relatively short distance and is completely exposed to the sun.  There is some decent scenery along the way, but this hike is all about the end result, the incomparable Delicate Arch.""",
      source="https://theadventuresofadayhiker.wordpress.com/2016/02/24/delicate-arch-at-sunset/", kind="blog",
      note="trap: Arch, Arches, Windows, Landscape, jewel, grill, deadline (the Windows are arches of the park, not "
           "the operating system; two paragraphs cut)"),
    R("""Olympics

This post is about the three days I spent on and around Mount Olympus.

My first stop in Greece was Litohoro, a small town on the Aegean coast and the main base for climbing Mount Olympus. Olympus is Greece's highest mountain; it's probably best known as the home of the gods of ancient Greek mythology. I've always really wanted to climb it, so I figured I'd dedicate a couple of days to the cause.

I didn't do much when I got to Litohoro -- just stocked up on supplies for the climb (water, delicious green olives and some weird cheese crackers) and then went to my campground for the evening. I had planned on staying at this little place with affordable bungalows, so I could spend a restful night in a good bed before starting the climb.

I had forgotten it was high season for tourism in Greece, so all the bungalows had been rented out weeks before. The campground took pity on me and said I could just sleep on the ground for half price, as long as I didn't bother anyone. So much for my good night's sleep! I did, at least, get to swim for a bit in the Aegean. It was warm, beautiful and there were lots of young people hanging out and working on their tans.""",
      source="http://stantastico.blogspot.com/2008/08/olympics.html", kind="blog",
      note="trap: Olympus, Olympics, gods, base, crackers (the 'From:' line of the post dropped)"),
    R("""Hut etiquette for beginners

The Swiss have rediscovered nature and overnight stays in a Swiss Alpine Club (SAC) hut is becoming increasingly popular. In their etiquette guide, the SAC lists the most important rules for a successful overnight stay in one of their 153 huts.

Arrival and lunch
After a strenuous walk to the hut, many hikers first enjoy a refreshment on the terrace upon arrival. The drinks and food on offer are often excellent. Freshly baked cakes, pasta, rösti, sausage and cheese specialities are usually part of the daily menu.

To help keep the hut clean, hikers are asked to take their boots off and exchange them for hut shoes, which are available in all sizes and free of charge.

Early birds and late risers
Remember that you usually spend the night in a dormitory or in a shared room – often with people you don’t know. Privacy is therefore limited, here an insider tip from Burri: bring earplugs. There is always someone who snores.""",
      source="https://www.gstaadlife.com/2022/07/hut-etiquette-beginners.html", kind="news",
      note="trap: Alpine, SAC, hut, huts, boots, refreshment, menu (the paragraph on the Oldenhorn section's huts cut)"),
    R("""Dolomites Roller Coaster

Having successfully made it to Ortisei I was ready to begin my journey into the Dolomites. I boarded a two stage cable car that whisked me up to the Secada at an elevation of 2500 meters. From here I headed East.

One of the major draws of hiking in this area was the propsect of spending the nights in high alpine huts, known as rifugios in Italian. Here one could enjoy a beer after a day of hiking, eat a delicious and filling meal and then spend the night without having to leave the alpine environment. All of this was possible without having to carry a sleeping bag, cooking gear and a tent. Before I left I had called ahead and made reservations as I was hiking on the tail end of the high season. Having spent the night in six huts I discovered that each one its own flavor.

I spent my first night in Rufugio Puez. Situated in a tiny little gulley Puez offered good views of the Stella group to the South. The word that best described this hut in my mind is compact. Able to accommodate 94 people, the bunks were three levels high. The low ceilings and archways in the dining area gave the interior a cozy feeling. I spent the afternoon and evening hanging out with a nice couple of Bonn playing cards.""",
      source="http://oregonbodien.bodien.org/2011/09/dolomites-roller-coaster.html", kind="blog",
      note="trap: alpine, Roller, Coaster, stage, environment, tail, Stella, archways, Bonn"),
    # ================================================================ classic films and novels
    R("""Book Review

Reading Kafka is like jumping into a new dimension of creativity and imagination. The novel itself composes of only three chapters, yet it will leave the readers with very critical aftermath thoughts.

Some say that this is Kafka’s metaphor of his life especially when he becomes sick that eventually  disturbs his writing, and also, his indifference to his father. Some also says that Gregor has a mental illness and family sees him as a monster for having it. Moreover, for me, the book is quite liberating when you use some tools of the Marxists to analyze it.

The ending is quite unexpected; it will also give you the daunting feeling especially when you grow up in a closer family tie.

Franz Kafka, is indeed a true literary genius for coming up with a work like this. This is one of the must-read classics.""",
      source="https://salingeresque.wordpress.com/2015/06/03/book-review/", kind="blog",
      note="trap: Kafka, tools, dimension, Gregor, monster (Franz Kafka the writer, not the message broker; the "
           "plot paragraph cut)"),
    R("""Alien Prequal

Prometheus (2012) - Scott
Making a prequel/sequel out of a horror movie is always a flimsy proposition. Alien, perhaps Ridley Scott's second best in his spotty filmography, was a no nonsense, tight sci-fi horror which was, if anything, atmospheric and thrilling. Prometheus then, is just an upscale version of the franchise, explaining pointlessly, the origins of that HR Giger backdrop of the original, at the expanse of the actors who are wasted here (especially Charlize Theron and Guy Pearce). There are inevitable plotholes, unexplained motivations, shoddy deaths. What Prometheus has though, are a gorgeous production design, Noomi Rapace, Michael Fassbender and Idris Elba.

Once upon a time, Ridley Scott was a visual and tonal lyricist. There were duelists in the Napoleonic era who duel each other throughout their entire life without any explanation. There were unicorns in slow-mo. He even took away silly (debatable) narration of Dekkard from Blade Runner. That man is dead now. Prometheus was entertaining and pretty enough, but nowhere as great as his older stuff.""",
      source="http://www.dustinchang.com/2012_06_10_archive.html", kind="blog",
      note="trap: Prometheus, Alien, Runner, unicorns, production, design (the film, not the monitoring system)"),
    R("""Viewed in
1995, 1996, 1999
Premise
Based on the harrowing flight of Apollo 13.
Who should watch
Those interested in one of the most inspiring parts of American space history.
Thoughts
Overall, this was a very enjoyable film with a sense of authenticity.
The aspect that stands out the most for me was the amazing story. It was a triumphant tale that teaches us that with teamwork we, as humans, can overcome any obstacle.
Obviously, it is easy to ruin a good story. However, it is impossible to ruin it when Ron Howard, Tom Hanks, Gary Sinise, Ed Harris, James Horner, and great special effects are involved.
Even if you are unfamiliar with American space history, I would still recommend this excellent film for its realistic tension and genuine inspiration.
What I would change
Nothing.""",
      source="http://parttimemovieguy.blogspot.com/2002/02/apollo-13.html", kind="blog",
      note="trap: Apollo, Premise, space, effects (the 1995 film, not the GraphQL client)"),
    R("""The Great Gatsby novel Essay

The Great Gatsby is a historical novel published in the 1920’s by author F. Scott Fitzgerald. The story follows a war veteran by the name of Jay Gatsby, who dedicates his whole life to gain the love back from his previous girlfriend, Daisy Buchanan. Throughout the novel, Fitzgerald uses the colours both green and white to create a idea of reality versus illusion within the novel. While the colour green represents Gatsby’s hopes and dreams for Daisy, he does not achieve his life long goal. The colour white is attached with Daisy throughout the novel as being pure and innocent, but it can be seen that Daisy does not always portray those character traits.

The colour green, in the real world, is often associated with rebirth, growth and hope. Fitzgerald uses the colour green, in the form of a green light that stays lit at the end of Daisy’s dock as a major symbol in his novel. Once Gatsby sees the green light at the end of the dock for the first time in chapter 1, he is fixated on the light and the thought that Daisy is still there. The light can be seen as a symbol representing Gatsby’s dreams, hopes and desires.""",
      source="https://primetimeessay.com/the-great-gatsby-novel/", kind="prose",
      note="trap: Gatsby, dock, light, symbol, traits (the end of the second paragraph cut)"),
    # ================================================================ sport
    R("""Giants once again win a Coors Fieldy game at Coors Field against the team from Coors Field

The San Francisco Giants did a funny and cool thing against the Colorado Rockies, and it was the type of funny and cool thing that you can only do at Coors Field, which is a place that breeds funniness and coolness, except for when it’s breeding annoyance and aggravation.

They led off the first and second innings with four-bag hits that could not have been any less similar had they tried.

The first one came on the second pitch of the day. It was Tommy La Stella, the guy a lot of Giants fans didn’t seem to want mucking up a rather lovely roster.

It went far. Very far. Hilariously far, honestly.

It was La Stella’s second plate appearance of the season, and it was the eighth-longest home run in the Majors this year.

Yes, it came at Coors Field, but again: second plate appearance of the year, and not exactly a guy known for eating cans of spinach and flexing his biceps.""",
      source="https://www.mccoveychronicles.com/2022/5/17/23114181/giants-rockies-recap-tommy-la-stella-mike-yastrzemski",
      kind="blog", note="trap: Rockies, Giants, Field, Stella, roster, plate, run"),
    R("""The Jacksonville Jaguars got a much needed 20-7 victory last night against the Tennessee Titans. This was Jacksonville’s first win of the season and only the second win for all of the Florida NFL teams. This ended the Jags’ four-game losing streak in the AFC South series and avoided the franchise’s second 0-3 start in four years.

Gardner Minshew

The rookie quarterback really got to show what he was made of Thursday night against the Titans. Even though conditions were less than favorable, Minshew was electric right out of the game for the Jags.

While all eyes were on Jalen Ramsey, who may have played his final game for Jacksonville, Minshew strived to take back the spotlight. He and a great secondary succeeded at that.

In just his second game starting for the Jags, Minshew completed 20 of 30 passes for 204 yards and no interceptions; his numbers would have been higher too if not for a drop in the end zone by wide receiver Dede Westbrook in the third quarter. Minshew knows that it is his time to step up and show what he is made of.""",
      source="http://www.wruf.com/headlines/2019/09/20/jaguars-get-their-first-win-for-2019/", kind="news",
      note="trap: Jaguars, Jags, Titans, streak, series, electric, secondary, drop"),
    R("""“Slowly but surely Rusty is taking his time to develop into a useful runner.”

Those were the words of trainer Wayne DaCosta after his two-year-old bay gelding won the Andrew H B Aguilar Memorial Cup, a maiden special weight event for native bred juveniles over one mile (1,600m) on Saturday, November 28 at Caymanas Park.

Ridden by Anthony Thomas, Rusty ( Drill – Kenzie's Charm) won by 2 ¼ lengths in a time of 1:40.0 after leading for the entire distance of the race.

Rusty went to the front ahead of Tequila Blue (Paul Francis) and Nuclear Noon (Robert Halledeen). As the field made their way down the backstretch, Rusty continued to lead with Leo (Dick Cardenas) putting in a challenge at the half-mile (800m) turn.

Turning for home, still under the hand ride, Rusty wasted no time and sprinted home to win comfortably ahead of Katalina (Raddesh Roman) with Nuclear Noon occupying the third slot.""",
      source="http://www.jamaicaobserver.com/sports-racing-guide/The_%26%238216;Rust_%26%238217;_is_coming_off_208826",
      kind="news",
      note="trap: Rusty, runner, trainer, event, Drill, Charm, Leo, field (a racehorse; the trainer's quotes cut)"),
]
