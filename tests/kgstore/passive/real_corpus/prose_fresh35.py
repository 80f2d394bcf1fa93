"""Prose of the thirty-fifth fresh held-out set ("fresh-35"): school newsletters (duck eggs in the lab, a Japan week,
rocket seeds from space), nature reserves and wildlife (herons at three reserves, a bittern from the nightingale
counters, Burmese pythons in the Everglades twice), a ruby wedding, a trek in the High Atlas with a mule and a Club
Alpin hut, the Toubkal trek, and a milkshake made with Oreo cookies -- English prose full of words that are also tool
names: TEAMS, lab, spring, Rocket, rocket, Heron, heron, python, pythons, Python, ruby, Golden, Atlas, Alpin, Oreo.
Only one names software as software (the school sets up 'Duckcam' on TEAMS, Microsoft Teams): it is labelled; the rest
label nothing.

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
]
