"""Prose of the tenth fresh held-out set ("fresh-10"): ordinary texts full of words that are also
tool names -- puppets and puppeteers, golf caddies, mocha coffee, mongooses, the ansible of science
fiction, bald cypress swamps, darts, salt and chefs, playwrights and their plays, Dutch elm
disease, lost parcels, Julia Child's boeuf bourguignon, the electron microscope, La Scala, the
Glacier Express, knockouts in boxing. Nothing in them is a technology.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to
a paragraph or a few) and labelled by hand without running the extractor (``--split fresh-10``).
"""

from real_corpus import R

CASES = [
    # ---------------------------------------------------------------- puppets
    R("""Puppet Theaters
A puppet theater is a form of entertainment where puppets are used to tell stories. These performances can be held in various settings, from small stages to large auditoriums. Puppeteers manipulate the puppets, often using strings, rods, or their hands, to bring characters to life. The stories can range from classic fairy tales to original works, appealing to audiences of all ages.
Puppet theaters have a rich history and can be found in many cultures around the world. Different styles of puppetry, such as marionettes, shadow puppets, and hand puppets, showcase the creativity and artistry involved. This engaging art form continues to evolve, incorporating modern themes and technology.""",
      source="https://void.ai/wiki/Puppet+Theaters", kind="prose",
      note="trap: Puppet, Puppeteers, technology"),
    R("""Many years ago, eight to be exact, I took a certain (now) nine year old boy to a marionette show. We went to our church to see The Frisch Marionette Company perform Peter and the Wolf. When I think of marionettes, I think of wooden dolls with tangled strings dancing around inside of a cardboard stage.""",
      source="https://familyfriendlycincinnati.com/tag/hansel-and-gretel", kind="prose",
      note="trap: Marionette (a puppet)"),
    # ---------------------------------------------------------------- golf caddies
    R("""Becoming a professional caddy is a demanding yet rewarding role that goes far beyond simply carrying a golf bag and raking bunkers. Looping for a tour pro makes you a strategist, a psychologist, a logistician, and a trusted partner on the course. This guide will walk you through the essential skills, daily responsibilities, and mindset required to caddy at the highest level of golf, breaking down exactly what it takes to succeed on the bag.
It's More Than Just Showing Up and Keeping Up
The old caddy mantra used to be, "Show up, keep up, and shut up." While that holds some truth, the modern tour caddy is an active and influential teammate. Your player is the skilled artist, but you are the architect providing the blueprint. They are trusting you with their livelihood, and your preparation, judgment, and demeanor directly impact their performance.""",
      source="https://www.caddiehq.com/resources/how-to-caddy-for-a-professional-golfer", kind="prose",
      note="trap: caddy"),
    R("""Tote clubs, balls, and tees for professional golfers.

What does a Caddy do?

A Caddy is to a Golf Player what a Tutor is to a confused student. You explain the ins and outs of the game in order to get a Player to achieve their best score.

Though it might sound like a riddle, as a Caddy, you work all day on a golf course but aren’t employed by one. Most Caddies work as freelance agents and get hired by individual Players.

During a golf game, you do a lot of heavy lifting. For the entire 18 holes, you carry clubs and balls, fix sand traps after Players have hit, and clean off balls. You might give suggestions on things like the type of club that should be used for each shot, the way the putting green is sloping, and how the weather will affect the shot.""",
      source="https://www.careermatch.com/job-prep/career-insights/profiles/caddy/", kind="prose",
      note="trap: Caddy, Caddies"),
    # ---------------------------------------------------------------- mocha
    R("""Mocha Coffee recipe

For chocolate and coffee lovers around the world, the mocha is the ideal drink; a mix of smooth and sweet chocolate, coupled with decadent espresso shots, perfectly steamed milk, and topped off with whip cream.

It is also a great introduction to coffee for those who are used to sweeter drinks.

The mocha is a staple drink in big name and local cafes alike, as it pleases the sweet tooth, and inner coffee addict in many. Thankfully, it is not difficult at all to make these drinks; if you can make a latte, then your mocha will turn out amazing.

One of the hardest choices with the mocha, is trying to decide what kind of chocolate you want to use.""",
      source="https://www.coffeerevolution.net/mocha-coffee-recipe/", kind="recipe",
      note="trap: Mocha, mocha"),
    R("""Chocolate Espresso Beverage: Caffè Mocha
Rich and full of depth, chocolate and coffee are a combination made in heaven. Add a dollop of whipped cream or a fluffy cloud of froth, and you’ll revel in this joyous union forever. Mocaccino, popularly known as Caffè Mocha at your local CCD and Starbucks, is a drink that derives its name from the Red Sea coastal town of Mocha, Yemen, which was a dominant centre for coffee trade in the sixteenth century.
Ingredients (for a single cup)
- Milk – 2/3 cup
- Water – 1/3 cup
- Instant coffee powder (such as Nescafé) – 1 tsp
- Unsweetened cocoa powder (such as Cadbury Cocoa) – 1/2 tsp
- Crushed Chocolate – just a little sprinkling
(Dark for Traditional Mocha, White for Marble Mocha) - Vanilla essence – 1 drop (or extract – 1/2 tsp)""",
      source="http://artchocolat.com/blog/caffe-mocha", kind="recipe",
      note="trap: Mocha, Espresso, Starbucks"),
    R("""Mocha

Region: Global, named after Mokha, Yemen
Brewing Time: 3 minutes (for espresso)
The Story:
The name hearkens back to the port of Mokha in Yemen, a historic center for the coffee trade. The modern Mocha is essentially a chocolate latte, combining the richness of espresso with the sweetness of chocolate. It's the perfect bridge for those who can't decide between a coffee and a hot chocolate.

Method

  1. Add chocolate sauce to your mug.
  2. Pull espresso shots directly into the mug and stir thoroughly with the chocolate until combined.
  3. Top with steamed milk.
  4. Pro Tip: Use high-quality dark chocolate sauce to balance the sweetness and let the coffee flavor shine through.""",
      source="https://www.mugmee.com/wprm_print/mocha", kind="recipe",
      note="trap: Mocha"),
    # ---------------------------------------------------------------- mongooses
    R("""The Prize Fighter

Firstly, Mongoose versus Meerkat.

A meerkat is a type of Mongoose and is not the Afrikaans name for Mongoose. Mongoose in Afrikaans is a Muishond – direct translation to English is mouse dog.

Both mongooses and meerkats will take on snakes and are usually victorious. They are incredibly fast little animals and their tactic is to tire the snake out by nipping its tail. Once the snake tires and is a bit slower the mongoose/meerkat bites it behind it head, killing it. A mongoose has resistance to snake venom but the meerkats resistance is not as high as their cousins.""",
      source="https://believeitornot.blog/2020/08/17/the-prize-fighter/", kind="prose",
      note="trap: Mongoose"),
    R("""At first, it appears to be a one-on-one confrontation between a mongoose and a snake.

We have all heard about the battles between snakes and mongooses, but witnessing one in real life is quite rare. Recently, a dramatic encounter took place at Patna Airport, where a snake was attacked by a trio of mongooses on a runway. The intense showdown, captured on video, left onlookers astonished.

At first, it appears to be a one-on-one confrontation between a mongoose and a snake. However, as the video unfolds, two more mongooses join the fray, turning it into a three-on-one struggle. The snake attempts to defend itself by uncoiling and raising its head, but the mongooses persist in their attack.""",
      source="https://www.ndtv.com/patna-news/snake-vs-3-mongooses-watch-epic-showdown-at-patna-airport-runway-6314197", kind="news",
      note="trap: mongoose"),
    R("""The Mongoose

The mongoose is a small mammal with a huge amount of courage. They are the "security system" for many smaller mammals, such as ground squirrels, against the some of the deadliest snakes in the world. Black mambas, king cobras and others meet their match when coming upon a mongoose. Mongooses have lightening fast reflexes, extremely sharp teeth and an immunity to snake venom. The snake and the mongoose are both each other's prey and predator.""",
      source="http://www.anunconventionalexistence.com/2018/08/the-mongoose.html", kind="prose",
      note="trap: Mongoose, security system"),
    # ---------------------------------------------------------------- the ansible
    R("""Ansible
From Free net encyclopedia
The term ansible is used in science fiction literature to describe a hypothetical faster-than-light communication device. It was coined by Ursula K. Le Guin in her 1966 novel, Rocannon's World. Le Guin states that she derived the name from "answerable" (as the device would allow its users to receive answers to their messages in a reasonable amount of time, even over interstellar distances). Her award-winning 1974 novel The Dispossessed tells of the invention of the ansible within her Ekumen milieu.
The name and basic function of the device have since been borrowed by authors such as Frank Herbert, Orson Scott Card, Elizabeth Moon, Vernor Vinge, L.A. Graf, Dan Simmons, and Philip Pullman. Other science fiction stories have devices with similar effects that are not called ansibles; perhaps the best known is Star Trek's "subspace radio".""",
      source="http://www.netipedia.com/index.php/Ansible", kind="prose",
      note="trap: Ansible, ansible"),
    # ---------------------------------------------------------------- cypress swamps
    R("""Swamp Cypress

The bald cypress tree is the symbol of Southern swamps, whose peculiar “knees” rising from its roots mystify scientists. Its remarkable ability to thrive in swamp conditions far surpass other species and make it a resilient member of this unique habitat. They go by several names, the bald Cypress, White Cypress, and my personal favorite the Swamp Cypress.

Bald cypresses are true superheroes of the wild! They provide essential flood control, trapping pollutants and preventing their spread.""",
      source="https://www.livingsouthrealty.com/blog/heres-what-its-like-living-south/", kind="prose",
      note="trap: Cypress"),
    R("""Interpretive signs are very informative for all ages.
This is an easy hike that meanders a bit more than any of the other trails in the park. It is also the most diverse in what you'll see.
The trail itself ranges from an easy foot path with a pine needle bed to then passing through swamps and bogs via well-crafted wood boardwalks with great views of the Bald Cypress and Spanish Moss. The trail is a loop hike of about 1.8 miles.
Flora & Fauna
The Bald Cypress Tree thrives in this environment. The Bald Cypress is a conifer that drops needle-like leaves early in the fall season. This is where it gets that name. But what I found to be the most interesting are the "knees" of the tree.""",
      source="https://hikingproject.com/trail/7029382/bald-cypress-trail", kind="prose",
      note="trap: Cypress"),
    # ---------------------------------------------------------------- darts
    R("""Lee polishes off Tigers win

A NINE-DART finish is the ultimate checkout in darts, constituting a perfect game but it’s notoriously difficult to achieve, even by the game's top professionals.

One way of getting a nine-dart finish is by hitting three triple 20s (180) in the first throw of three darts, doing the same in the second throw and then hitting triple 20, triple 19 and double 12 to go out in the third throw.

Great Western Tiger Lee Byrnes had a 16-dart game in the last round and also hit a 180 along with 140, 135, 125 and 101 to put the polish on a top night.""",
      source="http://www.centralwesterndaily.com.au/story/2047909/lee-polishes-off-tigers-win/", kind="news",
      note="trap: darts, DART"),
    R("""Chapter 5: Realisation
When you watch darts on Television the majority of the match is usually spent with watching the professionals attempt to smash the treble 20 to the infamous “180!!!!” by the match caller. Of course not even the professionals can hit perfect 180’s every time however each match usually features several. At the time of this book the official highest amount was a staggering 21 hit by Dutchman Raymond Van Barneveld against Phil Taylor in his 2007 PDC world championship final win.
Now the professionals make it look easy however the reality unless your incredibly gifted, it’s hard enough to hit 60 regularly when under pressure let alone 100s and when you move down to pub level, especially the lower leagues the 180 occurrences are rare.""",
      source="http://mydartinglife.blogspot.com/2015/08/how-i-got-into-darts-chapter-5.html", kind="prose",
      note="trap: darts"),
    # ---------------------------------------------------------------- salt and chefs
    R("""Bring outdoors in with salt; uses, varieties are immense as the seas

by Chef Mary Beth LawtonJohnson

I opened my galley cupboard yesterday and saw jars of English Maldon, French sel, Kosher salt, pink Hawaiian, rock salt, some regular table salt, and a few other fancy sea salts. We chefs can’t resist the allure of scented, seasoned, artisanal salts.

And it makes sense. As yacht chefs, our daily lives revolve around the ocean. We work in saltwater, swim in saltwater, use salt as a scrub for our bodies, and use salt to help sooth aching limbs.

Salt is primarily used to add flavor, and it’s already present in lots of our food.""",
      source="https://www.the-triton.com/2015/10/bring-outdoors-in-with-salt-uses-varieties-are-immense-as-the-seas/", kind="prose",
      note="trap: Chef, Salt"),
    R("""Salt: The Magic Ingredient

“Salt is everything. It’s the first thing I learned as a chef. I’ve got bricks of all different kinds of salt: sea salt, Italian sea salt, fleur de sel, Himalayan salt. Himalayan is the purest salt there is. How do I know how much to use? I’ve got a big tub of spoons that I use to keep tasting as I cook. You have to keep tasting.”—Mark Helms, Ravenous Cafe, Sacramento

“As a pastry chef, I use kosher because it’s a finer grade, but I do like sea salt to season meats, burgers or chicken. On a piece of steak, it gives it a little crust as well.”—Tara Hullander, Wine Konnection, El Dorado Hills""",
      source="https://www.sacmag.com/magazine/food-drink/salt-the-magic-ingredient/", kind="news",
      note="trap: Salt, chef"),
    R("""Chef specialty salts star in kitchens

Salt is such a necessary part of cooking. It is found in almost every recipe. Last year, The Breakers purchased 14,560 pounds of the stuff for culinary use. Most of it was kosher salt, along with a myriad of specialty salt items, such as the red salt, used in the butter presentation at the Flagler Steakhouse and fleur de sel as a finishing salt for steaks.

Gourmet salts are the darlings of today’s star chefs. They are used to enhance the flavors of a dish and always are added just before serving. For the diner, the flavor crystals burst in the mouth with a slight crunch.""",
      source="https://www.palmbeachdailynews.com/story/entertainment/society/2016/09/24/chef-specialty-salts-star-in/9659332007/", kind="news",
      note="trap: Chef, Salt, crystals"),
    R("""Chef Massimo's Kitchen: Salt - the magic ingredient

Few ingredients in a dish can extend through the entire preparation process, from initial seasoning, through cooking and finally serving. Salt is one such ingredient.

I recommend the following types of finishing salts for specific ingredients:

Fluer de sel — poultry, fruits, vegetables, fish
Sel gris — beef, lamb, pork, game meats, baking
Flake salt — vegetables, fish, breads
Kosher salt — general salt good for all purposes

Method:

  1. Heat oven to 335
  2. In a small bowl, add the salt and all the spices.
  3. Use a Microplane or similar tool to zest the lemons, limes and oranges in the same bowl and mix citrus zest with salt.""",
      source="https://dart.ky/news-from-our-hotel-partners/chef-massimo-s-kitchen-i-love-nutella", kind="recipe",
      note="trap: Chef, Salt, Microplane"),
    # ---------------------------------------------------------------- plays and playwrights
    R("""BWW Review: Jeff Augustin's THE NEW ENGLANDERS Seeks To Expand The Perception of Stage Characters of Color
As explained in his program notes, playwright Jeff Augustin moved from Miami to attend college in Boston; envisioning New England as a liberal mecca where he could pursue his American Dream while freely exploring his identity.
BWW Review: Jeremy O. Harris' Bold and Dynamic SLAVE PLAY Moves To Broadway
Slave Play ventures into subject matter the likes of which this playgoer has never seen presented on Broadway, and does so in a bold, even outlandish manner that should be admired and welcomed. If voices like his-those that have long been nurtured and developed by non-profit Off-Broadway-can be commercially successful on Broadway, the fabled boulevard can advance just a little closer to truly being the artistic center of American theatre.""",
      source="https://www.broadwayworld.com/author/Michael-Dale-14", kind="news",
      note="trap: playwright, Play"),
    R("""NEW YORK — Why would a charismatic young playwright, with a critical hit playing to 800 people a night in Midtown, debut a new work, in which he also stars, at a 72-seat theatrical incubator so far off Broadway it’s in Brooklyn? And why would he do so under a pseudonym that sounds like the name of a bot?
NEW YORK — So far, three of French playwright Florian Zeller’s plays have made it to New York: “The Father,” “The Mother” and now “The Height of the Storm,” which for symmetry might have been called “The Father or the Mother.”""",
      source="https://pulse.ng/authors/jesse-green-2024080102440898605", kind="news",
      note="trap: playwright, Storm, bot"),
    R("""Starbucks!

At the beginning of the script for Slave Play, Jeremy O. Harris writes, “You should not work to make the audience comfortable with what they are witnessing at all.” True to this directive, the original production, which premiered last year at the New York Theatre Workshop, left its audience nowhere to hide.

The Birds Are Gonna Make the Wedding Bed

First things first: Hadestown is the best new musical I have seen in years. Anaïs Mitchell’s gorgeous adaptation of the myth of Orpheus (Reeve Carney) and Euridyce (Eva Noblezada) takes its cues from folk, bluegrass, and jazz, with the band onstage and eventually introduced, one by one, by a heavy-drinking, husky-voiced Persephone (Amber Gray).""",
      source="https://scribicide.com/tag/new-york-theatre-workshop/", kind="prose",
      note="trap: Play, script"),
    # ---------------------------------------------------------------- elm trees
    R("""Dutch elm disease is a fatal disease of elm trees, caused by fungus Ceratostomella ulmi; carried chiefly by European elm bark beetle; fungus spreads through the sapwood, destroying tree’s circulatory system; diseased branches and trees must be removed and burned; first appeared in e. United States 1930 in a shipment of elm logs from The Netherlands; spread rapidly w., in many communities killing almost every elm; controlled by insecticides injected into healthy trees. (See also elm bark beetle.)""",
      source="https://kids.britannica.com/students/article/Dutch-elm-disease/311083", kind="prose",
      note="trap: elm"),
    R("""Dutch Elm Disease, a severe disease that attacks elm trees. Some elm species, including the American elm, are more seriously affected than others. A hybrid species called the urban elm has been developed that is resistant to the disease. The disease is caused by a fungus carried from tree to tree by the European bark beetle and the American bark beetle.

The bark beetles are difficult to control. The most effective insecticides are DDT and methoxychlor, but the use of DDT has been banned because of its toxic side effects and methoxychlor is too expensive to be used on a large scale.

Dutch elm disease was first discovered in 1919 in the Netherlands. It was unkown in the United States until 1930, when it appeared in Ohio.""",
      source="http://science.howstuffworks.com/dictionary/plant-terms/dutch-elm-disease-info.htm", kind="prose",
      note="trap: Elm, elm"),
    # ---------------------------------------------------------------- parcels
    R("""Will royal mail refund me for lost parcel

The frustration of a lost parcel!

Royal Mail's policy on refunds for lost parcels varies depending on the circumstances and the type of service used. Here's a general outline:

  1. Signed For Services: If you've used a signed for service, such as Royal Mail Signed For or Special Delivery, and the parcel is lost or damaged, you may be eligible for a refund or compensation. You'll need to report the loss to Royal Mail within 7 days and provide proof of posting.
  2. Tracked Services: For tracked services like Royal Mail Tracked 24 or Tracked 48, you can claim a refund or compensation if the parcel is lost or damaged.
  3. Untracked Services: For untracked services like Standard Parcels, Royal Mail may not be able to refund or compensate you for lost parcels.""",
      source="https://mailtw.org/will-royal-mail-refund-me-for-lost-parcel", kind="prose",
      note="trap: parcel, Parcels"),
    R("""What are my rights if a parcel I sent is late or missing?

If a parcel you’ve sent is lost in transit or late arriving at it destination, you’re probably entitled to some compensation.

But the amount you can successfully claim will depend on factors like the length of a delay, the courier used and the type of delivery you paid for.

At the very least you’ll be able to get back the cost of the delivery service itself, as the courier will have failed to provide the service with ‘reasonable care and skill’ - a breach of the Consumer Rights Act.

You can get additional protection with a courier if you purchase insurance, or pay for particular delivery methods that include extra liability cover - such as Royal Mail’s recorded delivery.""",
      source="https://d455kq8zptjlm.cloudfront.net/consumer-rights/advice/what-are-my-rights-if-a-parcel-i-sent-is-late-or-missing-a3Aak8N5VSwf", kind="prose",
      note="trap: parcel"),
    # ---------------------------------------------------------------- Julia Child
    R("""With Love from Julia

When it comes to a very traditional rich family favourite like Beef Bourguignon, it's good to go straight to someone who really knew how to get the job done. Julia was my obvious go to and it was her many famous words of wisdom, including this quote below which is seen on every foodies fridge magnet world wide, that perfectly matches this rich, hearty and simply delicious dish...

"I enjoy cooking with wine, sometimes I even put it in the food..."

I love love Julia Child, how could you not? She was a wonderful inspiration for what people can do when they set their mind to it. If you're not familiar, she was an American chef, author and TV chef who was the first to bring French cuisine to the American people.""",
      source="https://www.relishcookingschool.com.au/single-post/2018/05/28/with-love-from-julia", kind="recipe",
      note="trap: Julia, chef"),
    R("""celebrating Julia…with Boeuf Bourguignon

Tomorrow I am celebrating Julia Child’s birthday by following my passion. To honor the day, I am going to my favorite Farmers Market (Chicago’s Green City Market) to photograph food, speak to the vendors about food and choose some fresh fruit and veggies for cooking meals and making ice cream later in the week.

After seeing the movie Julie and Julia, last Friday, I have been re-watching my DVD’s of the Julia Child’s original black and white series from PBS, "The French Chef". On her first show of the PBS series, Julia teaches us to make the staple of French bourgeois cuisine, Boeuf Bourguignon.

Boeuf Bourguignon takes 2 and ½ hours to cook, so I let it bubble away as I watered my garden and cleaned house.""",
      source="http://feastingonpixels.blogspot.com/2009/08/celebrating-juliawith-boeuf-bourguignon.html", kind="recipe",
      note="trap: Julia, Chef"),
    R("""To say Julia Child still inspires me feels as obvious as saying, “Hey, did you know cookies taste good?” Not exactly breaking news. Of course she inspired me, and countless others, in the kitchen and possibly elsewhere. She was the Mister Rogers of cooking — always happy to see you, always believing you could do it, even if it was something difficult and messy.

Making Julia’s Boeuf Bourguignon remains one of the greatest accomplishments of my culinary life. This is definitely a recipe to cook while sipping some wine — but not too much for the chef until it’s on the table. You will be in the kitchen almost all day, so don’t plan anything else.""",
      source="https://mmapron.com/tag/boeuf-bourguignon/", kind="recipe",
      note="trap: Julia, cookies"),
    # ---------------------------------------------------------------- the electron microscope
    R("""Heterogeneity in Cryo-Electron Microscopy

The field of cryo-electron microscopy (cryo-EM) has become a leading method for solving high-resolution structures of biomolecules in solution.

The method of transmission electron microscopy used to obtain these structures involves imaging molecules in a thin layer of amorphous vitreous ice by shooting electrons at them and recording excitation events on the other side. The 3D molecule can then be reconstructed from the resulting 2D images (usually hundreds of thousands to millions of them) once the angle of the molecules during imaging can be estimated.""",
      source="https://www.simonsfoundation.org/flatiron/center-for-computational-biology/structural-and-molecular-biophysics-collaboration/heterogeneity-in-cryo-electron-microscopy-2/", kind="prose",
      note="trap: Electron, electron"),
    R("""Cryogenic electron microscopy (cryo-EM) is a transmission electron microscopy technique applied to samples cooled to cryogenic temperatures. Developed in the 1970s, advances in detector technology and software allow biomolecular structures to be imaged at near-atomic resolution. The approach has become a popular alternative to X-ray crystallography or NMR spectroscopy in structural biology.

The 2017 Nobel Prize in Chemistry was awarded to Jacques Dubochet, Joachim Frank, and Richard Henderson "for developing cryo-electron microscopy for the high-resolution structure determination of biomolecules in solution." Nature Methods also named cryo-EM as the "Method of the Year" in 2015.""",
      source="https://en.wikipedia.org/wiki/Cryogenic_electron_microscopy", kind="prose",
      note="trap: electron, software"),
    # ---------------------------------------------------------------- La Scala
    R("""Few opera singers capture the public imagination like Anna Netrebko. And there are few more glittering occasions in the opera calendar than the opening night of the season at the Teatro alla Scala. When the two collide, things can be very special indeed. This autumn, she opens the La Scala season in a new role, that of Maddalena de Coigny in Mario Martone's production of Andrea Chénier. Netrebko's husband Yusif Eyvazov takes on the title role of the revolutionary poet. The opera is conducted by music director Riccardo Chailly and heads an incredibly appetising season, one of nine new productions.""",
      source="https://bachtrack.com/preview-teatro-alla-scala-2017-2018-season-chailly-netrebko-milan", kind="news",
      note="trap: Scala"),
    R("""United States' soprano Lisette Oropesa poses in front of La Scala opera theater in Milan, Italy, Saturday, Dec. 5, 2020. Soprano Lisette Oropesa was to be the first American to single a title role in the gala season opener of La Scala since Maria Callas in the 1950s. Then Italy’s virus cases surged, with an outbreak in both La Scala’s chorus and orchestra, forcing Italy’s premier opera house to cancel one of the top events on the European cultural calendar for the first time.""",
      source="http://www.kelownadailycourier.ca/entertainment/national_entertainment/article_1fa75de8-0245-5b66-803d-2fafee17a212.html", kind="news",
      note="trap: Scala"),
    # ---------------------------------------------------------------- the Glacier Express
    R("""Smooshing their skiis across the deep snow, a mother and child stop to wave as the shiny red Glacier Express whisks us smoothly through some of the most beautiful scenery in Switzerland. Stocky horses eat from a huge bundle of hay thrown into a clearing beside a ramshackle collection of farm buildings.

Back inside the train, the understated luxury of the Glacier Express encourages passengers to relax, indulge in delicious food and drink and enjoy the movie reel that is the archetypal Swiss snow-scene obligingly revealing itself in endless beauty outside the window. People set up their cameras, open guide books, lay out maps, take out notepads or simply lie back in comfort.""",
      source="https://www.thequirkytraveller.com/swiss-scenes-from-the-glacier-express/", kind="prose",
      note="trap: Express, shiny, bundle"),
    R("""Glacier Express, Switzerland train journey: The most beautiful country to see by rail

For the umpteenth time in recent days, the view through my carriage window is so beautiful, so screensaver-perfect, that it looks as if it's been computer-generated, or at the very least Photoshopped.

But no. This alpine idyll – all craggy, snow-dusted mountains lording over a lush green valley dotted with pine forests, snug wooden chalets and grazing cows and goats – requires no "touching up", no "filtering" or any other funky tool designed to trick, or induce envy, on social media.

While there are scenic train rides throughout Europe, nowhere can match Switzerland for its assortment of jaw-dropping journeys, whether it's high-profile ones like the Glacier Express – "the world's slowest express train" – or hidden gems that wend their way to remote alpine hamlets.""",
      source="https://www.smh.com.au/traveller/inspiration/its-all-about-the-journey-switzerlands-greatest-rail-adventures-20170303-gupter.html", kind="news",
      note="trap: Express, express, Photoshopped"),
    R("""Some people have trains like the Orient Express on their wish list, but my dream was always to take the Glacier Express across Switzerland. The route runs from the alpine resort of St Moritz in the southeast to the ski resort Zermatt at the foot of the Matterhorn in the southwest.
Taking seven-and-a-half hours to travel 291km, the word ‘express’ is not to be taken literally — this is the world’s slowest express train — but it’s the perfect day of slow travel, soaking up the views as the train cuts through the Alps, winds its way along the gorge of the River Rhine and ascends over the snowy mountain pass at Oberalp.""",
      source="https://www.independent.ie/life/travel/europe/slow-travel-through-scenic-switzerland-on-the-glacier-express-41756926.html", kind="news",
      note="trap: Express, express"),
    # ---------------------------------------------------------------- knockouts
    R("""A knockout occurs when an boxer is knocked down by his opponent or otherwise is down and the referee reaches the count of ten before the boxer is back on his feet. In record keeping this type of knockout is sometimes referred to as a Count Out or CO. If the three knockdown rule is in effect and a fighter is knocked down three times in one round the opposing fighter is awarded a victory by knockout. A knockout may also occur if a boxer falls through the ropes and cannot get back into the ring and on his feet by the count of 20.

See also technical knockout and retirement.""",
      source="http://boxrec.com/media/index.php?title=Knockout&oldid=348452", kind="prose",
      note="trap: knockout, ring"),
    R("""Boxing is a combat sport and martial art in which two people fight using their fists for competition. Boxing is typically supervised by a referee engaged in during a series of one- to three-minute intervals called rounds, and boxers generally of similar weight. There are four ways to win; if the opponent is knocked out and unable to get up before the referee counts to ten seconds (a knockout, or KO) or if the opponent is deemed too injured to continue (a Technical Knockout, or TKO), if an opponent is disqualified for breaking a rule, or if there is no stoppage of the fight before an agreed number of rounds.""",
      source="http://www.princeton.edu/~achaney/tmve/wiki100k/docs/Boxing.html", kind="prose",
      note="trap: Knockout"),
]
