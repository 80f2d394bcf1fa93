"""More ordinary prose with words that are also tool names: Django (the guitarist), Redux (the
film cut), hives, Spring, buns, keyword lists and titles in capitals. ``note`` starts with
``trap:`` and names the trap words.
"""

from real_corpus import R

CASES = [
    R("""Django Reinhardt
Django Reinhardt was the first major jazz musician to emerge from Europe, and he is still considered one of the greatest and most influential guitarists of all time .
This is despite the fact that he played without the use of the third and fourth fingers on his left hand after they were badly damaged in a caravan fire while he was still a teenager.""",
      source="https://piedmonthotclub.com/about", kind="prose", note="trap: Django"),
    R("""A rare clip of Jean "Django" Reinhardt, the Gypsy jazz guitarist. Django was born in Pont-à-Celles, Belgium, and spent most of his youth in Gypsy camps outside of Paris where he learned to play guitar, banjo and violin. When he was eighteen a fire destroyed the caravan he shared with his young wife, Florine, permanently disfiguring his hand. In spite of his injury, he became one of the world's most renowned jazz guitarists, forming the Quintette du Hot Club de France with violinist Stéphane Grappelli. The name "Django" is a Romani (Gypsy) nickname meaning "I Awake!\"""",
      source="https://9poundhammer.blogspot.com/2010/09/django-lives.html", kind="prose", note="trap: Django"),
    R("""His unique style had something to do with a fire that broke out in the caravan of him and his wife Bella, in 1928. Djangos hand was severely injured. The fire left him with only three remaining useful fingers on the left hand. His third and fourth fingers remained partially paralyzed. Up until then Django had been a banjo player. His brother Joseph Reinhardt, an accomplished guitarist himself, bought Django a new guitar.""",
      source="http://www.jazzguitarpro.com/django_reinhardt", kind="prose", note="trap: Django"),
    R("""Στις 16 Μαίου του 1953, έφυγε από τη ζωή ο βιρτουόζος κιθαρίστας της τζαζ Django Reinhardt, ένας μουσικός ο οποίος ήταν από τους πρώτους στην Γηραιά Ήπειρο που προχώρησε ένα βήμα παραπέρα την φρέσκια από τις ΗΠΑ τζαζ μουσική. Ως κιθαρίστας της τζαζ, ο Django θεωρείται μέχρι σήμερα ένας από τους κορυφαίους και η αξιοθαύμαστη τεχνική του εξακολουθεί να αποτελεί αντικείμενο μελέτης.""",
      source="http://tvxs.gr/news/%CE%BC%CE%BF%CF%85%CF%83%CE%B9%CE%BA%CE%AE/%CE%B7-%CE%B9%CE%B4%CE%B9%CE%BF%CF%86%CF%85%CE%AE%CF%82-%CF%84%CE%B6%CE%B1%CE%B6-%CF%84%CE%BF%CF%85-django-reinhardt",
      kind="other", note="trap: Django (Greek page)"),
    R("""Pseudonimo di
Jean-Baptiste Reinhardt. Chitarrista e compositore jazz
francese di origine zingara. Si affermò come uno dei più grandi
chitarristi jazz d'Europa, grazie all'elaborazione di uno stile
originale, nel quale trovarono spazio reminiscenze della cultura musicale
tzigana. Dal 1934 diresse il Quintette du Hot Club de France, con il quale si
esibì fino al 1939 (Lilerchies, Belgio 1910 - Fontainebleau 1953).""",
      source="http://trapaninfo.it/er/Reinhardt,%20Django.htm", kind="other", note="trap: none (Italian page)"),
    R("""It'll be hard to find a bad review of Apocalypse Now Redux. To his nightmarish 1979 classic film about the American war in Vietnam, director Francis Ford Coppola adds 54 minutes of unseen footage and a restored Technicolor print. The result is more brilliance, more weirdness, more confusion, more war. It pushes the running time to well over three hours.""",
      source="https://ceselling.xyz/culture-entertainment/film/summaries/apocalypse-now-redux", kind="prose",
      note="trap: Redux"),
    R("""For any film fan, it's only natural to want favourite films to be longer, and now they can be. For in Redux, Francis Ford Coppola has gone back to the raw material, not simply cutting in deleted scenes but reassembling the whole film on an even more epic scale.""",
      source="http://www.empireonline.com/movies/apocalypse-now-redux/review/", kind="news", note="trap: Redux"),
    R("""In 2001 director Francis Ford Coppola released Apocalypse Now Redux through United Artist. It's a remake of the original Apocalypse Now that contains an addtional 49 minutes of digitally remastered footage.

Coppola and editor Walter Murch created an entirely new cut of the film using the original negatives.

The only scene I didn't care for in Apocalypse Now Redux was the Playboy Bunnies extra scene. To me, it just seemed very out of place in a war movie.""",
      source="https://apocalypsenowredux.blogspot.com/", kind="prose", note="trap: Redux"),
    R("""This 'redux' is quite brilliant, and at three hours 20 (ish) a perfect video/DVD treat. There's more napalm in the morning, more Playboy bunnies (perhaps too many), the restoration of the French plantation scenes and Brando comes out of his cave to waddle around in daylight. The horror. Coppola claims the film now has a different pacing and leads to a more satisfying conclusion. He's quite right. American critics voted this the film of 2001. They're quite right, too.""",
      source="http://www.standard.co.uk/showbiz/the-horror-in-all-its-glory-6301814.html", kind="news",
      note="trap: redux, video/DVD"),
    R("""Spring is when the hive rapidly builds-up and run out of room in the hive, thus starts a natural reproduction of rearing a queen cell or cells and start the Swarming Process.
Swarming is generally linked to the hive congestion and you do not want your hive to swarm.""",
      source="https://queenbeehives.com/spring-bee-colony-maintenance", kind="prose", note="trap: Spring, hive, builds"),
    R("""Due to a mild winter, swarm season started very early this spring. Here is a shot of a swarm I collected on Easter. The swarm is moving in to the HAVEN hive. Some of  the worker bees stand at the entrance and fan their wings to spread the queen’s scent. This helps guide all […]""",
      source="https://deepecologyproject.com/2012/04/", kind="prose", note="trap: spring, hive, HAVEN"),
    R("""There are several reasons why you need to be doing hive inspections. Your bees need to be managed for space to prevent swarming, monitored and treated for disease and pests, monitor food stores to prevent starvation, and because you need to learn. It takes practice to locate a queen, interpret a brood pattern, and achieve a basic understanding of how your bees are doing. As an added bonus, watching your bees as they go about your business can be relaxing and fun.""",
      source="http://www.russellhoney.com/beekeeping-lessons/spring-inspections/", kind="prose", note="trap: hive, go"),
    R("""Overcrowded Hives
Every spring as a queen bee increases her rate of laying and a hive becomes overcrowded, a colony will attempt to swarm as a natural way to propagate. They will begin by creating a new queen which will take the place of the old queen as she departs with a portion of the bees to […]""",
      source="https://www.jqhoney.ca/blog", kind="prose", note="trap: Hives, spring"),
    R("""One a penny, two a penny hot cross buns. Yep, it’s that time of the year again. Easter’s just around the corner and everyone’s excited about the long weekends and good food. The chocolate, the bunny shaped treats and of course the traditional hot cross buns. Filled with dried fruit, big juicy raisins, and all finished off with the perfect amount of spice. They’re warming, sweet and always taste best toasted with a light slather of butter.""",
      source="https://www.cupfulofsprinkles.com/tag/marks-and-spencer-free-from-easter/", kind="recipe",
      note="trap: buns"),
    R("""Every year our bakery excels in producing zesty, sweet, soft Hot Cross Buns and each year the community floods our shops in joyous anticipation of these treats. Stop by each year around Easter time to get your hands on some and let us know what you think!

What They’re Made Of!

Milk, Yeast, Honey, Patent Flour, Butter, Cinnamon, Nutmeg, Cloves, Salt, Lemon Oil, Dried Apricots, Dried Cranberries, Dried Currants""",
      source="https://avenuebread.com/?p=6541", kind="recipe",
      note="trap: Buns (with a capitalised keyword list)"),
    R("""Our Easter celebration traditions would have to include Hot Cross Buns. Good Friday is the day we make our own Hot Cross Buns. We start in the morning and by afternoon tea time we have fresh Hot Cross Buns straight from the oven. Oh and the added bonus...that delicious smell of the buns baking wafting""",
      source="https://fooderific.com/recipe/234251", kind="recipe", note="trap: Buns"),
    R("""When my garden starts blooming ( in spite of the cold weather), when I start baking the Easter breads and everything smells of lemon and cinnamon, and when I start smelling the grass in the morning, seeing the bright green blades showing I know it’s Spring. It’s not Spring, with blooming trees and bees and buzzing everywhere ( yet) but it’s Spring enough to make me feel the awakening of everything around me.""",
      source="https://anniesartbook.com/category/food/2011/04/happy-easter/", kind="prose",
      note="trap: Spring (capitalised mid-sentence)"),
    R("""I wish all of you happy and healthy year and I hope you enjoy Spring as much as I do! 

P.S If you like my Easter breads, you might want to check out my traditional recipe and my recipe with filling.""",
      source="https://anniesartbook.com/category/food/2011/04/happy-easter/", kind="recipe",
      note="trap: Spring (capitalised mid-sentence)"),
    R("""This year there are many pretty and yummy-sounding recipes calling to me (I am hungry as I write this, which always sends me to the recipes!). Here are 13 recipes that sing "Spring celebration!" and "Easter brunch!" quite nicely:

I am in the mood to make ALL of them. I know, a little indulgent--but for sure #s 1, 3, 4, 8, 11 and 13.""",
      source="http://sweetteasunshine.blogspot.com/2012/04/thursday-13-easter-is-coming.html?m=1", kind="recipe",
      note="trap: Spring, ALL"),
    R("""I'm still working on figuring out how to discuss the day with Gracie and express the meaning to her. And then there's the Easter Bunny, which my parents have been talking about for months and months, so Gracie's pretty much convinced he's Santa, part two.""",
      source="http://sweetteasunshine.blogspot.com/2012/04/thursday-13-easter-is-coming.html?m=1", kind="qa",
      note="trap: express (a reader's comment)"),
    R("""Easter celebrates not only the resurrection of Jesus Christ, but the coming of spring and the return of fertility to the land. The traditional foods for Easter reflect this.

By the time spring came around to most cultures, the fresh fruits, vegetables and meats were long gone or just about out. The traditional foods for the springtime celebration, therefore, were baked goods - primarily breads and eggs, which were available year round.""",
      source="https://lisashea.com/lisabase/desserts/art1422.html", kind="recipe", note="trap: spring"),
    R("""We’ve been in awe of swifts ever since living in Lewes opposite St Anne’s Church, and sitting there in the garden on a summer evening watching the screaming party of about 10 birds come roaring over head.

From our top bedroom at the front of the house we could occasionally see an adult swift disappearing under the roof tiles on the tower … a true sign that summer was with us.

Reading “Devil Birds – The Life of the Swift” by Derek Bromhall, increased our wonder of these amazing creatures.""",
      source="https://woodcockwood.com/part-2-nest-boxes-and-the-attraction-of-swifts/", kind="prose",
      note="trap: swift, Swift (book title)"),
    R("""Recent warmth has enabled the Swifts to feed on the abundance of flying insects, which gives them plenty of energy. Their flying in such conditions is spectacular, with screaming flocks passing the eaves at high speed throughout the daylight hours, literally starting at 4.30am and finishing at 10pm. Most of these screaming Swifts are non breeding birds who are looking for nest sites and in some cases joining existing colonies.""",
      source="http://jonathanpomroy.wordpress.com/2011/06/30/screaming-swifts/", kind="prose", note="trap: Swifts"),
    R("""We now have another pair of Swifts in residence. They have taken to a Swift nest box and visit frequently. They will probably build a nest during the rest of their stay and return to breed next May.""",
      source="http://jonathanpomroy.wordpress.com/2011/06/30/screaming-swifts/", kind="prose",
      note="trap: Swift, build, rest"),
    R("""Swifts are the fastest of all birds in level flight. They have been proven to reach 69mph. Very few birds of prey can catch a swift.

Sadly, they are under threat. Under threat from the modern world. In pre-industrial times swifts nested in caves or high in the trees. Not now.""",
      source="https://birdrun.co.uk/bird-that-migrates-under-threat/", kind="prose", note="trap: Swifts, swift"),
    R("""Swift chicks are resilient latch-key kids and go into a torpor, lowering their body temperature and metabolic rate to conserve energy. They stay in battery-saving mode until their parents return with food.""",
      source="https://www.timesandstar.co.uk/news/17701928.cumbria-wildlife-trust-the-speeders-of-the-skies/",
      kind="news", note="trap: Swift, go"),
    R("""Go is an abstract strategy board game for two players, in which the aim is to surround more territory than the opponent.

The game was invented in ancient China more than 2,500 years ago and is believed to be the oldest board game continuously played today.""",
      source="https://yourdownloadinfo.blogspot.com/2018/04/go-game.html", kind="prose", note="trap: Go"),
    R("""Despite its relatively simple rules, Go is very complex. Compared to chess, Go has both a larger board with more scope for play and longer games, and, on average, many more alternatives to consider per move. The lower bound on the number of legal board positions in Go has been estimated to be 2 x 10170.""",
      source="https://yourdownloadinfo.blogspot.com/2018/04/go-game.html", kind="prose",
      note="trap: Go (capitalised mid-sentence, next to a number)"),
    R("""Few people in America know about the oldest strategy board game on Earth that still holds its positions against artificial intelligence. Even fewer can play it. Well, the game with such a rich history can offer a variety of aspects to enjoy, such as intellectual and emotional competition, refined aesthetics and deep philosophy. There are no entry barriers or requirements, however one can spend a lifetime advancing.

Aside from the pure joy, GO serves as a powerful tool for strategic thinking development.""",
      source="https://issuu.com./eugene.graphics/docs/go_book_to_print", kind="prose",
      note="trap: GO (capitals), tool"),
    R("""If you’ve ordered our classic Mocha Java in the past few days, you may have spotted a difference in our packaging. Our new label design features a map that illustrates the story behind Mocha Java. In this blog post, we’re going to give you a little history lesson—so pour a cup of java (or grab yourself a mocha?) and have a seat.""",
      source="https://thanksgivingcoffee.com/blogs/blog/mocha-java", kind="blog", note="trap: Mocha, Java, java"),
    R("""Mocha Java is the oldest known coffee blend. Traditionally, Mocha--a coffee from what is today Yemen--is cut with a coffee from Java. The goal was and still is a gestalt between the fruit-forward berriness of the Mocha and the bodacious earthiness of the Java. Modern interpretations care less about origin than about achieving that gestalt. Often the wild fruitiness comes from a naturally processed Ethiopian, the earthiness from a Sumatra.""",
      source="https://www.blackoutcoffee.com/blogs/the-reading-room/mocha-java", kind="blog", note="trap: Mocha, Java"),
    R("""Traditionally, the Mocha would be naturally processed with a full-bodied winey acidity.  The Indonesian was typically wet processed leaving a fuller, earthy taste with a prominent and lingering finish.  When combined, you get a very complex cup; bright acidity from the mocha and the full bodied earthy aftertaste from the Java.""",
      source="https://zolocoffee.com/blogs/news/14809841-bean-profile-mocha-java-blend", kind="blog",
      note="trap: Mocha, Java"),
    R("""I have been enjoying this as a French press and pour-over, but my preference so far is as an espresso. The intensity is really nice and the robusta helps give a really nice stiff creme.""",
      source="https://artbrulant.wordpress.com/2015/03/25/featured-roasttorrefaction-de-la-semaine-another-take-on-a-classic-mocha-java/",
      kind="blog", note="trap: press"),
    R("""Hi. There is much on this forum about rust but something that I am not finding here, or other forums, is some idea (pictures?) of how far gone the rear arches on my NB need to be before the car it likely to fail its MOT.
Does anyone have any thoughts here? I have some rust. MOT is in December, just curious about the likelihood of an MOT failure.""",
      source="https://forum.mx5oc.co.uk/t/how-bad-before-mot-failure/93678", kind="qa",
      note="trap: rust, MOT (a car owners' forum)"),
    R("""The main area that MX5’s fail on is corrosion in an area within 30mm of the seatbelt mountings and you will have to check that distance by searching the MOT Testers Manual available online.
As the arches tend to be outwith that it tends to be the sills that cause the problem if there is corrosion in the sills.
If there is loads of rust at the arches and a sharp edge at the arches that may well be a failure.""",
      source="https://forum.mx5oc.co.uk/t/how-bad-before-mot-failure/93678", kind="qa",
      note="trap: rust, MX5 (a car owners' forum)"),
    R("""Rust isn’t just an annoyance that springs up on older cars. Whilst unusual, rust can occur on more modern vehicles too, particulary where there has been damage, minor otherwise, which has gone untreated. A quick ‘Google’ has brought up reports of cars as young as 4 years old failing their MOT’s because of rust issues. Even a small stonechip can cause the start of rust on many vehicles, and once rust get’s hold, it’s hard to get rid of. It’s the ‘Japanese Knotweed’ for cars.""",
      source="https://autonational.co.uk/articles/rust-can-cause-car-breakdown-recovery-issues/", kind="prose",
      note="trap: Rust, rust, springs"),
    R("""Is rust an MOT failure?

Rust is an MOT issue more generally, particularly for older cars. Excessive corrosion on safety-related parts, such as the steering and brakes, is a no-no, while rust within 30cm of these components may also result in a fail.""",
      source="https://mull-overthing.com/are-rotten-sills-an-mot-failure/", kind="prose", note="trap: Rust, rust"),
    R("""I’m going to begin a baby blanket which calls for 80% prima cotton/20% merino wool. I’m not very good w/ substituting and would like to order from the knitpicks site. They have a couple of options which are all 5 sts = 1 ", the same gauge as in my projects. The choices are from 2 different 100% peruvian wool or a blend yarn which is 55% Super Fine Alpaca, 23% Silk, 22% Merino Wool. I’m concerned the wool might be a bit itchy for baby, but do you think the peruvian is softer?""",
      source="https://forum.knittinghelp.com/t/selecting-yarn/2974", kind="qa", note="trap: yarn (a knitting forum)"),
    R("""I use simply soft for all my baby blankets and kids stuff. Acrylic is washable and that is the number one reason for me to use it. Kids are messy, their clothes rip easily and they tend to lose things. So good ole cheap acrylic is just thing for kids in my book. Simply soft is good. And they have bright colors too. Microspun feels good in the store but a painin the boo-tay to work with.""",
      source="http://www.knittinghelp.com/forum/showpost.php?p=522123&postcount=3", kind="qa",
      note="trap: none (a knitting forum)"),
    R("""Cotton is good, there’s such a thing as superwash wool (but it’s a little more delicate.) Bernat makes some really nice acrylic blanket yarns, and even our local Wal-Mart has them. So do the big box stores like Jo-Ann and Michael’s. Check the care labels and pet some to see what you think.""",
      source="https://forum.knittinghelp.com/t/yarn-question/85082", kind="qa", note="trap: yarns (a knitting forum)"),
    R("""I’m an “advanced beginner” knitter and brand-new to this forum, and hoping to get a little yarn advice! I just found out I’m getting my first niece or nephew. I have a pattern for a big, cozy baby blanket from the first Stitch & Bitch book I’ve made before, but last time made it out of acrylic (Lion Jiffy) because it was so much cheaper. I think I can spend a little more on this one!""",
      source="https://forum.knittinghelp.com/t/yarn-for-baby-blanket/47949", kind="qa",
      note="trap: yarn, Lion (a knitting forum)"),
    R("""You can stick with Encore, or you could use Caron’s simply soft. It’s very soft, machine washable, and very affordable.

Encore has a huge variety of colors, and since you know you like it, why not stick with it?""",
      source="https://forum.knittinghelp.com/t/which-yarn-for-baby-blanket/12568", kind="qa",
      note="trap: Encore (a knitting forum)"),
    R("""How can I figure out what material was used? I know it's not wool - it doesn't smell like it and doesn't act like it. But is there a way I can tell whether it is cotton or acrylic? It was knit in the early 70s.
Regardless, what yarn would you suggest for a blanket now? I don't think there are any wool allergies, so I could use a baby wool, or a soft cotton, or acrylic - which makes most sense?""",
      source="http://www.mothering.com/community/t/1217234/baby-blanket-question-about-yarn", kind="qa",
      note="trap: yarn (a parents' forum)"),
]
