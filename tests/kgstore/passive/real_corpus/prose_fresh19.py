"""Prose of the nineteenth fresh held-out set ("fresh-19"): ordinary texts full of words that are also tool names -- the
F-14 Tomcat's last flight, bears that hibernate and a den season, an opening-day buck and a hunter's season, school
prefects, striper fishing off the jetties, worn struts, an elastic casing for pajama pants, the balance beam and a fall
from it, envoys in Moscow and the Middle East, bowerbirds and their bowers, campfire embers, smoking a hog, two sangrias,
two Luigi's restaurants closing, poison ivy, a Packer fan's Cheesehead, bank vaults drilled open, dockers on strike and
the art of jesting. Nothing in them is a technology.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a
paragraph or a few) and labelled by hand without running the extractor (``--split fresh-19``).

Two pages fresh-15 and fresh-17 had already taken (syracuse.com, blipfoto.com) were taken out in part 20, so no page
counts twice.
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ================================================================ news
    # ---------------------------------------------------------------- the Tomcat's last flight
    R("""Flight retires Navy's F-14 Tomcat fighter

September 23, 2006|By Items compiled from Tribune news services.

VIRGINIA BEACH, VIRGINIA — The F-14 Tomcat, the fighter jet immortalized in the movie "Top Gun," made its ceremonial final flight Friday in a display that suggested it was to retire the aircraft.

The pilot and the radar intercept officer gave a final salute from inside the cockpit before their aircraft taxied down the runway and out of sight at Oceana Naval Air Station.

The fighter jet that actually took off to applause and whistles was a different aircraft, however. The first jet had mechanical problems--"a common occurrence with the F-14," said Navy spokesman Mike Maus. The second jet had been on standby just in case.

Built by what then was Grumman Aircraft Corp., the F-14 joined the Navy fleet in 1972 and originally was intended to defend U.S. aircraft carriers from Soviet bombers carrying long-range cruise missiles. The jet's replacement is the F/A-18 Super Hornet attack fighter.""",
      source="http://articles.chicagotribune.com/2006-09-23/news/0609230051_1_radar-intercept-officer-fighter-oceana-naval-air-station",
      kind="news", note="trap: Tomcat, Hornet, Top Gun"),
    R("""Navy's F-14 fighter jet flies its final mission
By Steven Komarow, USA TODAY
The F-14 Tomcat, the fighter jet that soared into the national imagination in the movie Top Gun, has flown into the danger zone for the last time.
The Navy announced Thursday that the last F-14 combat mission was completed Feb. 8, when a pair of Tomcats landed aboard the USS Theodore Roosevelt after one dropped a bomb in Iraq.
Capt. William Sizemore, who flew on that last mission, said the Tomcat will be missed.
"This is one of the best airplanes ever built, and it's sad to see it go away," Sizemore said in a Navy report from the ship. "It's just a beautiful airplane. And it just looks like the ultimate fighter." [...]
Not quite as bad as when the last F-4 was taken out of service, but close.
Well done, Tomcat.""",
      source="http://possumblog.mu.nu/archives/158300.html", kind="blog",
      note="trap: Tomcat, Tomcats (a blogger quoting USA Today, with his own last two lines)"),
    R("""Tomcat’s Final Flight

Jack Dorsey writes in the Virginian-Pilot about what happens to old airplanes, like the F-14 Tomcats the Navy’s taking out of service.

I remember my first airshow experience seeing what, at the time, was the almost brand new F-14 in action – at Patuxent River Naval Airstation in the mid-70’s.

With the wings fully swept, the pilot brought his airplane across show center, quickly rolled into a 90 degree bank to the right as the wings came forward, completed the tightest turn I’d ever seen right in front of the crowd, lit both afterburners and rocketed skyward. Wow!""",
      source="https://sjl.us/2005/01/26/tomcats_final_f/", kind="blog",
      note="trap: Tomcat, Tomcats, Pilot (Jack Dorsey here a Virginian-Pilot reporter)"),
    # ---------------------------------------------------------------- bears in their dens
    R("""BigMax--They do hibernate, but just sort of; that is to say, they might get up a few times during the winter, unlike the total hibernation practices of bears in colder climates. I believe Mike Pelton, the bear specialist for the Park for years, did extensive studies on this using tracking collars. He may have even done some instructional work tracking bears to their dens.
Jim Casada""",
      source="http://littleriveroutfitters.com/forum/showpost.php?p=84548&postcount=9", kind="other",
      note="trap: hibernate, hibernation (a fishing forum's reply on the Smokies' black bears)"),
    R("""VIRGINIA (WJHL) — Colder weather signals hibernation season for black bears, and the Virginia Department of Wildlife Resources (DWR) is giving the public tips on what to know if they encounter a bear’s den.
A release by the Virginia DWR says black bears enter winter dens as food sources become less abundant, however depending on the region and other factors such as weather, some may remain active throughout the season.
The release states black bears will typically make dens out of brush piles, trees and cavities within them, debris piles and occasionally under porches or unsecured crawl spaces. Bears that enter a winter den are often females with cubs or preparing to birth cubs, the release goes on to say.
People can take steps to avoid a den before they come across one by staying clear of dense thickets when hiking, as well as keeping their dogs leashed to lessen the chances of an encounter.""",
      source="https://www.wjhl.com/outdoors-appalachia/what-to-do-if-you-encounter-a-black-bear-den/", kind="news",
      note="trap: hibernation, release (the closing pointer to the department's website cut)"),
    # ---------------------------------------------------------------- opening-day bucks
    R("""OPENING DAY BUCK Dustin Edwards of Bella Vista shot this trophy buck in McDonald County, Mo., on Sept. 15, the opening day of the Missouri archery deer season. Archery deer season in Missouri is Sept. 15 through Nov. 10 and Nov. 22 through Jan. 15. Arkansas archery deer season is Sept. 23 through Feb. 29. (Courtesy photo)

Print Headline: Trophy Buck""",
      source="https://mdcp.nwaonline.com/news/2023/oct/19/trophy-buck/", kind="news",
      note="trap: BUCK, buck, Buck"),
    R("""Summer's officially over even though you can't tell because it's still so hot and sticky outside. Most of us have finished pre-season scouting, and have hung our tree stands along well-traveled deer trails, hopefully next to a mature white oak that will begin dropping acorns soon. Finally, the time of year we've been waiting for is here, the beginning of football and better yet, Archery and rifle deer hunting season.
Archery season provides a great opportunity to take a trophy whitetail and hunting the rut is arguably one of the best times to do so. If you're stealthy enough and have done your homework, you've got a good chance of having a nice one walk out in front of you.
After rifle season starts and the pressure to rut has passed, a lot of your mature bucks go nocturnal. Since their not chasing ruting mates, you might not see that big buck again for the rest of the season, except for maybe a picture taken from your game-cam sometime during the middle of the night.""",
      source="http://deerbeards.blogspot.com/2006/09/hunting-rules.html", kind="blog",
      note="trap: buck, bucks, rut (the joke rules that follow cut)"),
    # ---------------------------------------------------------------- prefects
    R("""Prefect Assembly

Our new Year 11 prefects delivered two assemblies to the Junior and Senior pupils. The purpose of their assembly was to introduce themselves to the pupils and talk to them about the roles and duties that they undertake. The prefects spoke about fulfilling duties such as playground duty, mentoring and pupil drop in as well as various other tasks. They felt that their role was bigger than just the tasks they were expected to do, but that they also needed to show leadership by example and strive to be positive role models. The prefect team then spoke about their application process including a formal application letter and interview with Mrs Osborn and Mr Beint.

They concluded their presentation by talking about the personal qualities at are needed to become a prefect and how this helps them to carry out their role. Good luck for the new school year ahead!""",
      source="https://www.normanhurstsch.co.uk/2017/09/26/prefect-assembly/", kind="news",
      note="trap: Prefect, prefect, prefects"),
    R("""How School Prefects are chosen
SCHOOL PREFECTS
Whilst members of the School Council are chosen democratically by children, prefects are identified by the Year 6 team. Prefects are awarded badges that identify them to staff, pupils and visitors. Pupils are selected for their ability to lead others and are, indeed, pupil leaders. Prefects must lead by example through exemplary good manners and behaviour; good citizenship and through correct wearing of the school uniform.
Role of the Prefects – developing responsibility
Prefects are, in a sense, junior members of staff and are expected to take their role seriously. A prefect’s role is varied and to be awarded a School Prefect badge is considered to be a real privilege.""",
      source="https://www.stmargaretsonline.net/how-school-prefects-are-chosen/", kind="other",
      note="trap: Prefect, Prefects, prefects, prefect (the list of duties cut)"),
    # ---------------------------------------------------------------- on the jetties
    R("""Wednesday November 11, 2009
PHOTOS: Middle Chesapeake Bay Jetty Fishing for Stripers

I just got this report in from Dave Yost, aka Striper Dave, from late yesterday afternoon. It looks like he was at it again on a jetty in the middle Chesapeake Bay.

I decided to head to the jetty after work and get some casting in. I am sure glad I did and I picked the time just right. It was just about the end of the outgoing tide. When I got down to the end of the jetty I noticed some swirls which I suspected was a school of stripers feeding on minnows. Yep sure was, as soon as my lure hit the water BANG, hooked up. I caught a fish on just about every cast for the next 20 minutes. I defintely got my striper fix for the day. The water was flat and winds were calm, little foggy out on the Bay, but still a beautiful site. The 3 inch bomber plug, aka The School Bus, did the trick. Here's a few pics - all the fish ranged from 14-19 inches.""",
      source="http://www.southernmarylandfishing.com/news/100/PHOTOS-Middle-Chesapeake-Bay-Jetty-Fishing-for-Stripers.html",
      kind="blog", note="trap: Jetty, jetty, plug, Bus"),
    R("""Stripers of the New Jersey Jetties

Take to the jetties and work Jersey stripers from a promising angle.

The Jersey Shore rocks during the summer season, but beyond the fist-pumping beat of the boardwalk, the rickety roller coasters and the special blends of boardwalk ice cream lies the kind of rock that is home to New Jersey's premier game fish.Welcome to Jetty Country.

From Sandy Hook to Cape May, rock structures along the shoreline, referred to as groins or jetties, jut into the ocean. In some areas the jetties are staggered every quarter-mile, and in other places they are more widely spaced. If you can find the right section, you'll find striper heaven.""",
      source="http://www.saltwatersportsman.com/species/fish-species/stripers-new-jersey-jetties", kind="other",
      note="trap: Jetty, jetties, Jetties, Hook (the Army Corps of Engineers' history and the tips cut)"),
    # ---------------------------------------------------------------- struts and clunks
    R("""I’ll never forget the sound my first car, a well-loved ’98 Honda Civic, started making. It was a hollow, rhythmic “clunk-clunk-clunk” from the front passenger side every time I hit a small bump. I spent a whole weekend convinced the entire strut was shot, ready to drop hundreds of dollars.

Turns out, it was a $15 sway bar end link. The fix took me 20 minutes. That cheap little part taught me the single most important lesson about suspension repair: you must diagnose the system, not just the symptom.""",
      source="https://eatsip365.com/an-overview-of-automotive-suspension-repair", kind="blog",
      note="trap: strut, link"),
    R("""If you hear those annoying clunking noises when going over bumps, it means that something is wrong with the suspension system. Since the suspension system includes various parts, any of them could be faulty. These are the areas to check the next time you hear these sounds on the road.
Worn or Damaged Struts
When struts are damaged, the strut shocks fail to perform as they should. Also, the strut housing may get dented, causing shocks to keep popping in and out of the strut tube. You can also try to steer the car wheels and check for noises.
Worn or Damaged Leaf Spring Shackles
Leaf springs are found on trailers, trucks, vans, and SUVs to aid in off-road conditions. Unfortunately, leaf springs may bend or break. When they do, they produce a clunking sound. This problem is usually found on one end of the leaf spring shackles.""",
      source="https://completecarcare318.com/blog/what-causes-a-clunking-noise-when-going-over-bumps", kind="other",
      note="trap: Struts, struts, strut, Spring, springs (a repair shop's page; the control arms and ball joints cut)"),
    # ---------------------------------------------------------------- an elastic casing
    R("""Disclosure: This post may contain affiliate links. I earn a small commission when you click a link and make a purchase. Thanks for supporting SewingSociety.com!

One of the first sewing skills you need to learn is how to create a casing for elastic and drawstrings. It is a common technique used for waistbands. You also sometimes see casings on sleeves and bags. But don’t fret, it’s not too difficult. Let me show you how it’s done.

I recently used this method for sewing an elastic waistband on pajama pants for my boys. If you’re looking for an easy pajama pants pattern to try this skill, I recommend the one from Peek-A-Boo Pattern Shop. It’s super easy!

Steps for Creating a Casing

Step 1: Finish the Raw Edge of Your Fabric

You will be folding your fabric down, so zigzag or serge the edge of your waist hem first. Alternatively, you can fold the edge of your fabric over twice so that your seam is not exposed. To do this, turn it ½ inch now and sew along the edge.""",
      source="https://sewingsociety.com/how-to-sew-an-elastic-waistband/", kind="blog",
      note="trap: pants, elastic, make, Pattern (steps 2 and 3 and the share buttons cut)"),
    # ---------------------------------------------------------------- the balance beam
    R("""The balance beam is often regarded as the most difficult event in women’s gymnastics any level of competition. At only four inches wide and four feet off the ground, there’s barely enough space for a person’s foot to fit on the beam let alone enough room to flip and dance.

It encompasses everything that makes a great gymnast, said Georgia head coach Danna Durante.

“You need to be graceful,” Durante said. “You need to be powerful. You need to be dynamic. You need to have great control and great rhythm and great flexibility. It’s all of these great things and a seriously intense focus. It is 70 seconds or 80 seconds of grace and rhythm and fast and sharp and slow.”

Like vault and bars, each beam routine starts and ends with a salute to the judge. Failure to present at the beginning results in a zero for the routine and forgetting to do so afterwards means deductions for everything you do after landing the dismount until you remember.""",
      source="https://www.redandblack.com/sports/balance-beam-dictionary-part-decoding-what-a-gymnast-is-doing/article_b959384e-c6d7-11e4-b852-23d0d3a8879d.html",
      kind="news", note="trap: beam, vault, bars (the scoring rules after it cut)"),
    R("""DD usually does pretty well on beam 9.1 to 9.4. Of course no one is perfect and her last meet she fell on the L5 scale. The judge slammed her with an 8.55. A little harsh I thought. I counted a couple of deductions for not holding the two handstands their full counts and not as high on her toes as she should of been, but expected her to score around an 8.8-8.9. Before she finally fell she started waving her arms around like a flying bird (pretty funny actually). Question is, would she of gotten the body check deduction(s) along with the fall?
The judge would take for the fall ONLY, not the balance errors before the fall. But, if the scale was not held long enough before the fall, the bwould also be a deduction, or if any other element was not fully completered before the fall.""",
      source="https://chalkbucket.com/forums/threads/wobbles-and-fall.18649/", kind="other",
      note="trap: beam, scale, element (a parent's question on a gymnastics forum and the first reply)"),
    # ---------------------------------------------------------------- envoys
    R("""US Special Envoy Steve Witkoff arrived on Thursday morning to try to convince Russia to accept a 30-day ceasefire, which Ukraine agreed to earlier this week in talks with the US, according to BBC.

Earlier, Kremlin spokesman Dmitry Peskov said talks were planned with the US, but added: "Let's not get ahead of ourselves, we'll tell you about them later."

The American visit comes as the Russian military claimed to have recaptured Sudzha - a key town in the Kursk region that Ukraine invaded last year in a surprise attack.""",
      source="http://today.az/news/regions/257655.html", kind="news",
      note="trap: Envoy, Kremlin (Putin's visit to Kursk cut)"),
    R("""US Envoys Arrive in Middle East for Talks - 2001-11-26

Two senior U.S. envoys have arrived in the Middle East as part of a new diplomatic effort to end 14 months of Israeli-Palestinian violence. Hours before the diplomats arrived a Palestinian suicide bomber blew himself up, lightly wounding two Israeli soldiers.

U.S. State Department envoy William Burns and retired Marine Corps General Anthony Zinni arrived with the immediate priority of trying to negotiate a viable cease-fire between Israel and the Palestinians. Upon arrival at the airport they met with the director of Israel's Shin Bet security service, and the head of Israeli military intelligence.""",
      source="https://www.voanews.com/a/a-13-a-2001-11-26-23-us-66958487/378225.html", kind="news",
      note="trap: Envoys, envoys, envoy (the Erez crossing attack and the meetings cut)"),
    # ---------------------------------------------------------------- bowerbirds
    R("""Magic of the Bowerbird

The bower bird is seen as a very common bird in Australia. However, in many ways it is special, particularly the satin bowerbird. The males of this species has dazzlingly bright blue eyes. This contrasts with the dark black body which has a sheen.
Male bowerbird with female at bower
They are very intelligent and have a complex courting ritual. The color blue controls their life. The male builds an archway comprising two pillars out of twigs, fruit, feathers and flora on the ground. It is decorated by sticking bright objects onto it with saliva, even things made by humans.

When a female is within range the male struts his stuff, offering her all sorts of pretty trinkets that he has gathered. He makes chattering and hissing sounds while she examines his "things". If she likes what he displays mating will take place in the bower.""",
      source="http://tysaustralia.blogspot.com/2015/04/magic-of-bowerbird.html", kind="blog",
      note="trap: bower, Bowerbird, struts, sheen (the last paragraph, on the nest, cut)"),
    # ---------------------------------------------------------------- embers
    R("""Beyond your personal safety and the quality of your food, there’s a bigger picture. A single stray ember can have devastating consequences. Responsible campfire management, from site selection to final extinguishment, is a critical part of being a good steward of the outdoors. We’re not just cooking dinner; we’re protecting our wild spaces for everyone to enjoy.""",
      source="https://winenfood.com/how-to-cook-safely-with-a-campfire-recipe", kind="blog",
      note="trap: ember, steward"),
    R("""10 tips for campfire cooking

Posted on Jul 01 2015 in General
  1. Pack your cooler in layers. Start with the last day at the bottom of the cooler and place the first day on top. Packing in layers limits how often the cooler
    is opened.
  2. Prepare food ahead of time to save time and to avoid bringing extra cooking utensils.
  3. Add logs to your fire slowly. If you add all of your wood at once, you likely will run out before you finish cooking.
  4. Cook over glowing embers, not flames. Heat from open flames is inconsistent, and there’s an increased chance the food will burn before it’s fully cooked.
  5. When wrapping food in foil, create handles on the sides to grab the food easily and to prevent tearing the foil packet and getting ash on the food.
  6. Double wrap food in heavy-duty aluminum foil when cooking directly on hot coals.""",
      source="https://www.indianaconnection.org/10-tips-for-campfire-cooking/", kind="recipe",
      note="trap: embers, logs, Pack (tips 7 to 10 cut)"),
    # ---------------------------------------------------------------- smoking a hog
    R("""Well the "yote trap hog" is quartered and READY. Im embarrased to admit I havent cooked a wild hog in over six years. Im looking for a good rub or prep for the hams and shoulders for the smoker...
I got a rub from Kroger the other day that is called Pork Delight and it was great on the pork loin that I smoked a few weeks ago. You can also rub it with Grub Rub from Academy and that is good as well.
Look around for some zacks sweet rub and add some brown surgar and some tony's, Rub the whole thing down inside and out. Cook the pig to about 160deg interal temp.We keep the pit around 225 and it takes about 4hr on a 50-60lb hog. After you reach your internal temp you can add some bbq to the meat add as much as you like or as little just rember that it will glaze over bad and have a burnt taste to it if you leave it on the pit to long(about an hour or so just watch the meat) .let the hog cool down and enjoy when everyone's done eat keep all the scrape and make pulled pork with it just like you would make chopped beef""",
      source="https://www.texasbowhunter.com/discussions/forums/forum/topics/around-the-campfire/68072-smokin-a-hog",
      kind="recipe", note="trap: pig, make, Academy, trap (a bowhunters' forum thread)"),
    R("""Smoked Whole Hog
Step 1
Preheat 36" pellet grill to 225°F.
Step 2
In medium-sized bowl, mix all ingredients. Inject brine into meat and apply pork rub on inside of hog. Tie up legs using butchers twine. Apply olive oil on outside of hog, then apply rub on outside of hog.
Step 3
Smoke at 200°F until internal temperature reaches 195-205°F. (For the hog we used, this took 11-12 hours.)
Step 4
Let rest for 45-60 minutes. Using a knife or scissors, cut the skin from neck to hind quarters down the back. Make additional transverse cuts to peel back the skin and access the meat. Remove meat, pull pork, and serve!""",
      source="https://campchef.com/recipes/recipe-smoked-whole-hog.html", kind="recipe",
      note="trap: Make, Smoke, hog (the ingredient list cut)"),
    # ---------------------------------------------------------------- sangria
    R("""Once you make this a few times, you won’t even need a recipe. Just taste as you go, adding more sugar, wine, or club soda to your taste. Choose a dry, young, inexpensive red wine for sangria. Make the sangria the night before serving as it needs at least 8 hours in the fridge to chill and to allow the fruit to blend with the wine. For maximum refreshment, be sure to serve it ice cold.
INGREDIENTS:
- 1 bottle dry red wine
- 1/4 cup sugar, more or less to taste
- 2 Tbs. rum, more or less to taste
- 1 orange, squeezed for juice
- 1 orange, washed and cut into thin slices
- 1 lemon, washed and cut into thin slices
- 1 peach, washed and cut into thin slices
- 1 stick cinnamon (optional)
- 1 1/2 cups club soda, chilled
- Ice cubes for serving
PREPARATION:
- Combine all ingredients in large pitcher or punch bowl with ice or chill overnight.
- Serve over ice. Garnish with frosty (nearly frozen) fruits and long slivers of fresh orange peel.""",
      source="https://tourspain.org/recipes/sangria", kind="recipe",
      note="trap: Make, make, bottle, blend (the variations cut)"),
    R("""You don’t have to splurge to indulge in this Spanish staple — inexpensive red wine is perfecto for sangria. And it’s so quick and easy to mix up a batch! Feel free to substitute other fruit, such as diced apple, strawberries, sliced peaches — whatever you have on hand. You can even make it the night before your party, and it’ll last beautifully.
Red Wine Sangria

Ingredients

  • 1 cup orange juice
  • 1/4 cup sugar
  • 1 bottle (750 mL) of inexpensive dry red wine (such as burgundy or rioja)
  • 1 orange, cut into thin rounds
  • 1 lemon, cut into thin rounds
  • 1 cup seedless red, purple or black grapes (optional)

Directions

  • 1

    Mix together juice and sugar in a standard 60-ounce pitcher until sugar dissolves.""",
      source="https://ideas.evite.com/food-and-drinks/red-wine-sangria/", kind="recipe",
      note="trap: bottle, make, batch (steps 2 and 3 and the tip cut)"),
    # ---------------------------------------------------------------- Luigi's
    R("""Family, friends and loyal customers who became part of an extended family packed Luigi’s Italian Restaurant in Jackson Heights on Sunday, as the restaurant, which has become a fixture in the neighborhood for 47 years, closed its doors for the final time.
Nobody wanted to say goodbye to the restaurant as customers, staff and the owners sipped champagne and reminisced until almost 2 a.m. about all the memories that have taken place over the years.
“The people there and the outpouring of love was phenomenal,” said Josephine Napolitano, whose parents opened the restaurant 47 years ago.
Josephine has helped her mother, Michelina Napolitano, run the restaurant since her father’s death in 1983.
“The people couldn’t have been nicer and more supportive — it was a very special relationship,” Josephine said.
The restaurant is being forced to close because the landlords of the building are doubling the rent from $8,000 to $16,000, making it impossible for the restaurant to continue to operate according to Napolitano.""",
      source="https://qns.com/2005/08/ciao-luigis-of-jackson-heights/", kind="news",
      note="trap: Luigi (Luigi’s, the restaurant; its hopes to reopen cut)"),
    # ---------------------------------------------------------------- poison ivy
    R("""Poison ivy will grow upright out of the ground, eventually turning into a winding vine and making it's way to other things upright, like phone poles and trees.  It lies there waiting for you to walk through it, so that when the resin that it creates, called urushiol, touches your skin, it can eventually turn into a red itchy and sometimes blistering rash.

You may get the rash from holding an outdoor cat that had run through a patch of ivy, or, you may get it just by touching your pant leg after using a weed whacker.

If you happen to touch the ivy, you'll only have just a few minutes to wash it off your skin.  The CDC recommends "rubbing alcohol, specialized poison plant washes, degreasing soap (such as dishwashing soap) or detergent, and lots of water."

So we guess what people have been saying for years is true, and that maybe Tide would work.""",
      source="https://i95rocks.com/poison-ivy-in-maine-heres-what-it-looks-like-and-how-to-relieve-its-symptoms/",
      kind="news", note="trap: ivy, Tide, patch (a radio station's page; the remedies after it cut)"),
    R("""Can you spot poison ivy?

By Mayo Clinic Staff

'Leaves of three, let them be.' That old advice still holds true. Poison ivy and poison oak feature three leaflets on one stem. Both plants are common causes of a red, itchy rash consisting of small bumps, blisters or swelling. The best way to prevent the rash is to avoid contact with poison ivy and other poisonous plants. If you're hiking or walking outdoors, stay on cleared paths. Wear long pants, socks and shoes to help protect your skin.""",
      source="https://www.mayoclinic.org/diseases-conditions/poison-ivy/in-depth/health-tip/art-20048920", kind="other",
      note="trap: ivy, pants, stem"),
    # ---------------------------------------------------------------- Packer fans
    R("""“In ’97 I got my share of Packer stock. In 1998 I turned 40. For my 40th birthday, my mom gave me four playoff tickets, and I had tears in my eyes. The tickets were first and second row. I couldn’t believe it. We were getting ready for the game at my sister’s house and I brought over this Cheesehead that I’d never worn. My sister was painting a banner to bring to the game and we started talking about painting the Cheesehead. I didn’t give it much thought. I just said, 'I'm like Jerry Jones; I'm an NFL owner.' So my sister painted 'NFL Owner' on my Cheesehead. I put it on and went to the game. Ever since that game, for the past 19 years, I’ve been dressing up and wearing an 'NFL Owner' Cheesehead to Packer games.”

-Steve | DeForest, WI""",
      source="https://www.lovewi.com/packer-fans", kind="other",
      note="trap: Packer, Cheesehead, stock (one fan's words on a page of Lambeau portraits)"),
    # ---------------------------------------------------------------- into the vault
    R("""How safe is your bank safety deposit box?

A group of wily bank robbers managed to break into a Maspeth Federal Savings bank by cutting a hole through the roof to access the bank's vault. When they finished the job, they left what looks like dozens of safe deposit boxes on the roof.

A bank employee noticed the missing safe deposit boxes and the hole in the ceiling of the Rego Park bank yesterday morning around 8:30 a.m.

The heist was rather clever,  "Thieves stole a ladder from a nearby home to get onto the roof. They then constructed a wooden box to hide themselves while boring a hole in the ceiling of the bank. That hole led right into the vault where the safety deposit boxes were kept. One by one, dozens of boxes were taken to the roof, where thieves emptied the boxes of customers' possessions. They then cut a hole in the back fence and escaped, undetected.\"""",
      source="http://www.coinhelp.com/coin-help-blog/2016/5/How-safe-is-your-bank-safety-deposit-box-", kind="blog",
      note="trap: vault, safe, job (a coin dealer's blog quoting the news)"),
    R("""Robbers in Germany drilled a large hole in the wall of a basement bank vault and stole tens of millions of dollars’ worth of valuables, police in the northwestern city of Gelsenkirchen said Tuesday.
The thieves are on the run, local police said, urging those with tips to come forward. They “used the quiet of the Christmas holidays” to drill into the bank’s safe room, police said, carving out a large, clean-cut hole through what appears to be layers of thick concrete and masonry. Photos of the safe room show piles of objects, including documents tossed about.
Gelsenkirchen police spokesman Thomas Nowaczyk said Wednesday that about 3,000 safe-deposit boxes were broken into. He added that it was difficult to give a precise estimate of the loss because it wasn’t immediately clear what was in the boxes but that the total is believed to be tens of millions of euros.""",
      source="https://dnyuz.com/2025/12/31/thieves-tunnel-into-bank-vault-steal-millions-from-safe-deposit-boxes",
      kind="news", note="trap: vault, drill, safe (the garage, the Audi and the crowd cut)"),
    # ---------------------------------------------------------------- dockers on strike
    R("""Dockworkers On Strike At Ports In New York, New Jersey And Elsewhere

Dockworkers at ports from Maine to New Jersey to Texas went on strike Tuesday, for the first time since 1977, in a move that some experts say could disrupt the supply chain and billions of dollars worth of products for weeks or more just before the holiday shopping season kicks off. The North Jersey-based International Longshoremen’s Association walked off the job, seeking a big increase in pay, as its last contract expired at midnight Tuesday. The workers also oppose automation at the ports, which poses a threat to their jobs.

Dockers At England’s Largest Cargo Port Strike Against Inflation

Things are heating up in the United Kingdom’s “summer of discontent” — the name that’s been given to the wave of strikes against falling wages resulting from inflation. London’s public transit network is paralyzed, and across the country only one train in five is running.""",
      source="https://popularresistance.org/tag/dock-workers", kind="news",
      note="trap: Dockers, Dockworkers, ports, Cargo (two stories on a tag page; the pickets and the rest of the UK story cut)"),
    # ---------------------------------------------------------------- in jest
    R("""Recently I was headlined in a blog about a comment I made in a chat room based on a single solitary line. The comment was meant to be silly, but a blogger took it as an opportunity to question my impeccable “math skills”.

You can’t be upset by the headlining, (there is no such thing as bad press) but one has to ask, “Did this person actually take my comment – seriously?” The fact they committed an entire blog to it seems to indicate they actually DID.

So it got me to wondering…

What is Jesting?

Jesting is an comedic, satirical, somewhat dry art form that has been embraced by authors of antiquity like Chaucer, Shakespeare and by “modern” populous authors like Kurt Vonnegut, S.J. Perelman or Hugh Laurie.""",
      source="https://chronicledmemories.com/2019/12/06/the-art-of-jesting-have-people-lost-their-crayons/", kind="blog",
      note="trap: Jesting, press, chat (the political joke after it cut)"),
]
