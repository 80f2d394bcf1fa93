"""Ordinary prose with tool-name words in capitals, at the start of sentences and in lists:
REST days, SPRING, Spring recipes, rest and recovery. ``note`` starts with ``trap:``.
"""

from real_corpus import R

CASES = [
    R("""How much do I love this time of year? Can I just say that Winter and I have a love/hate relationship?! Sure, it’s beautiful and peaceful and cozy, but March hits and I am D O N E. I need warmth on my face and color in the world. I need SPRING!
Spring means tulips (my fav flower), green grass, budding trees and geese.""",
      source="https://www.kiwiandcarrot.com/easter-recipe-roundup/", kind="recipe",
      note="trap: SPRING (in capitals), Spring"),
    R("""I know what WE are discussing at great lengths down here, in the kitchen. FOOD! In particular, Easter food. Spring food. And so, without any honking or gaggling, here is an Easter Recipe Roundup of some of our faves, all tied together in one little brunchy package:
Immune-Boosting Strawberry Smoothie""",
      source="https://www.kiwiandcarrot.com/easter-recipe-roundup/", kind="recipe",
      note="trap: Spring, WE, FOOD"),
    R("""I love spring! My favorite part is when the flowering trees blossom. I love when the daffodils and tulips poke their heads out of the ground and open up to the sun and the birds start singing again.

I love Easter egg hunts and coloring eggs.""",
      source="https://finamoon.blogspot.com/2010/03/spring-has-sprung.html", kind="prose", note="trap: spring"),
    R("""What do you love about Spring? What are your favorites? Do you have a favorite Easter recipe? Please share with me! Thanks!""",
      source="https://finamoon.blogspot.com/2010/03/spring-has-sprung.html", kind="prose",
      note="trap: Spring (capitalised mid-sentence)"),
    R("""Happy first of the month friends! I feel like once April arrives, spring is really really here. Here in Madison the first farmers market starts in just a few weeks! We thought this would make a good time to share some of our best spring recipes from this here little blog.""",
      source="https://badgerkitchen.blogspot.com/2014/04/spring-is-in-air.html?m=1", kind="recipe", note="trap: spring"),
    R("""I love Easter’s reminder of the preciousness and value of life. New life of course is particularly sweet, but all lives including our own, are amazing and something to cherish. This year I am doing my best to fully embrace the refreshing feeling of hope and growth the season brings. I am looking forward to entering Spring with a refocused intention to take care of myself and my people…""",
      source="https://tlkline.com/2018/04/02/spring-and-easter-sentiment/", kind="prose", note="trap: Spring"),
    R("""It hasn’t felt like spring in Southeast Ohio. In fact, it still feels a little like winter. With only one or two days that have allowed the possibility of flip-flops, most people are yearning for that spring feeling.
Here are a few fun recipes that may help you feel like spring is here (no matter what the weather is).""",
      source="https://woub.org/2013/03/22/it-spring-yet/", kind="news", note="trap: spring"),
    R("""Tansy Pudding is typically served on Beltane, Midsummer and Ostara. Hang tansy over your entryway door to prevent evil from entering the house.""",
      source="https://world-food-and-wine.com/seasonal/spring", kind="recipe",
      note="trap: none (a recipe note)"),
    R("""Rest days are the second most important part of marathon training; according to Dr. Scaff “the whole purpose of training is to break the body down so that it will rebuild itself stronger than before. It’s when you fail to allow time for the rebuilding phase that problems occur”. For novices, it is recommended two nonconsecutive days a week of complete rest – days when you don’t work out at all!""",
      source="http://wheredoirun.com/tag/strength-training/", kind="prose", note="trap: Rest, rest, rebuild"),
    R("""Today was a day of from Marathon training and it felt great. Yesterday was a 21-K’er that was pretty long for me and I had some sore dogs as a result. Today was a day of no running. I find that I really need these days off for a couple of reasons:

    1. Give my legs and feet a rest
    2. Makes me excited about getting back to it and completing that next run.""",
      source="http://therunningguy.com/2006/04/03/recovery-from-a-long-run/", kind="prose",
      note="trap: rest, next, run (an indented list)"),
    R("""Rest days provide a chance for your body to rebuild damaged tissues and that leads to stronger muscles that can take you farther and let you run faster. If you skip the rest, those damaged fibres aren’t repaired and the next run adds to the injury. Do that over and over and you’ll eventually break down.""",
      source="https://www.jameskoole.com/2014/12/29/the-importance-of-rest-in-marathon-training/", kind="prose",
      note="trap: Rest, rest, next"),
    R("""Of course, you should always take a rest day if ever you feel like you need to. I’m looking at your plan and the obvious place to take one if needed is probably your Monday. Note that the Monday session is pretty easy as is as its supposed to be - just a light recovery run.""",
      source="https://forum.athletica.ai/t/rest-days-for-a-marathon-plan/936", kind="qa",
      note="trap: rest (a runners' forum)"),
    R("""… he rested. Alright, so I didn't make it to a biblical seventh day, but incorporation of proper rest periods is almost as important in a long-term training plan as the exercise itself. Whilst some people find themselves at the starting line of a marathon having massively underestimated the challenge and having failed to train, many more overtrain to the point of exhaustion, injury or giving up.""",
      source="https://zerotoero.blogspot.com/2009/04", kind="prose", note="trap: rest, rested"),
    R("""REST and RECOVERY days are an integral part of running training.

Your body needs rest to run faster!

Hard repetitive training creates microscopic tears in your muscle fibers. If you do not rest or do easy recovery runs, you do not allow these tears to repair.
Your brain has time to chill out and recharge on a rest day.""",
      source="https://michellecoachmee.co.za/rest-and-recovery-days-are-an-integral-part-of-running-training/",
      kind="prose", note="trap: REST (a title in capitals), rest"),
    R("""Line a baking sheet with foil. Place carrots and parsnips on baking sheet and drizzle 1 tablespoon olive oil and 2 teaspoons honey over all. Sprinkle with salt and pepper. Gently toss to coat. Roast 15 to 18 minutes, stirring once half way through cooking time, until vegetables are slightly golden. Remove from oven and let cool slightly.
In a small bowl, stir together grated lemon rind and juice, 1 to 2 teaspoons honey (depending how sweet you like), mustard, thyme and oregano. While whisking, slowly drizzle in remaining 3 tablespoons olive oil.
When ready to serve divide vegetables among serving plates. Drizzle on just enough vinaigrette to moisten.""",
      source="https://relish.com/recipes/86684/honey-roasted-carrot-salad-with-meyer-lemon-and-herb-vinaigrette",
      kind="recipe", note="trap: drizzle, Drizzle (a sentence start)"),
    R("""In a small bowl, whisk together the olive oil, lemon juice, honey, Dijon mustard, oregano, basil, salt, and pepper until well combined.
Taste and adjust seasonings as desired.
Drizzle the vinaigrette over your favorite salad and enjoy!""",
      source="https://delectazen.com/view/recipes/11417", kind="recipe", note="trap: Drizzle"),
    R("""Step three: At this stage, drizzle the honey over the veg and return to the oven for a final 10 mins. You want a deep brown caramelised colour on the carrots and onions.""",
      source="https://notwithoutcake.com/2015/05/24/honey-glazed-carrot-roasted-red-onion-salad/", kind="recipe",
      note="trap: drizzle"),
    R("""Toss everything gently with more of your favourite olive oil and good salt and a touch of balsamic vinegar if you like. Finally, grate the zest of one lemon on top, mix to let the heat soften the sour-bitter bite of the zest and there we have it, a beautiful and beautiful-tasting winter salad.""",
      source="https://umami.typepad.com/umami/2008/01/how-to-brighten.html", kind="recipe", note="trap: none (a recipe)"),
    R("""A half a dozen fresh jasmine flowers is all that is needed to scent a large pot of rice. Simply toss the flowers in with the rice, along with a pinch of salt, splash of olive oil, and water to boil. You don’t need to remove the flowers when done as they are perfectly edible. And its just that easy with a pot of tea, hot or cold. Add the flowers while the tea is seeping.""",
      source="https://goodmorninggloucester.com/2014/08/02/for-all-the-tuna-sushi-eaters-how-to-make-jasmine-rice/",
      kind="recipe", note="trap: jasmine"),
    R("""Jasmine is among the loveliest of plants used to cover vertical structures—walls, arbors, porches, pergolas, bowers, and what you will. To my knowledge, and sadly so, none of the fragrant Jasminum are reliably hardy north of zone seven, and therefore must be potted up to spend the winter indoors.""",
      source="https://goodmorninggloucester.com/2014/08/02/for-all-the-tuna-sushi-eaters-how-to-make-jasmine-rice/",
      kind="prose", note="trap: Jasmine"),
    R("""Thai rice is a long grain rice variety; also known as fragrant,aromatic , or scented rice. Grown in the mountain highlands of Thailand for centuries, jasmine rice was first cultivated for the royalty of the kingdom of Siam. Named after the sweet-smelling jasmine flower of Southeast Asia, jasmine rice has a naturally distinctive scent released during the cooking process and is likened to a flowery perfume.""",
      source="https://easythaifoodcooking.blogspot.com/2007/08/rice-thai-jasmine-rice.html", kind="recipe",
      note="trap: jasmine"),
    R("""I love freshly harvested jasmine rice, but it’s almost impossible to get in North America, so I invented this simple trick. I create a similar taste to the world’s best, fresh jasmine rice by cooking the rice in our high-quality JASMINE OASIS TEA. The tea is made by infusing fresh, premium, organic green tea many times with freshly picked, organically grown jasmine flowers.""",
      source="https://silkroadteastore.com/blogs/silk-road-tea-blog/next-level-jasmine-rice", kind="recipe",
      note="trap: jasmine, JASMINE (a product name in capitals)"),
    R("""The Mediterranean cypress tree is a common sight through Italy, often lining roads and gardens, particularly through Tuscany. The ancient Etruscan people, and the Romans after them, believed the tree freshened the air, and it was often associated with funeral rites.""",
      source="http://www.bookdrum.com/books/the-english-patient/1507/bookmark/37663.html", kind="prose",
      note="trap: cypress"),
    R("""When I think of Tuscany, I think of the majestic Italian Cypress trees dotting the landscape, walking down roads and up driveways.

Lately, I've been thinking of Tuscany a lot. #2 Son leaves on Sunday for Florence. He will spend his fall semester there, and we plan to visit mid-October.""",
      source="http://de-list-home-decoration.blogspot.com/2010/09/italian-cypress-trees.html", kind="prose",
      note="trap: Cypress (capitalised mid-sentence)"),
    R("""Silhouetted against the Tuscan sky, or back-lit by the sun, stood the contrasting shapes of tall, slender Italian cypress trees (Cupressus sempervirens) and upward-sweeping, umbrella-like forms of Italian stone pines (Pinus pinea). The iconic forms alternate up one side of the drive and back down the other, ensuring a perfect display of two quintessentially Italian trees.""",
      source="https://www.slowflowerspodcast.com/tag/italian-cypress/", kind="prose", note="trap: cypress"),
    R("""The Elixir of Life is in Alchemy, the frequently used names for the Philosopher’s Stone.

The Elixir of Life has healing properties, healing the deficiencies and imperfections of base metals so that they can be transmuted into the perfect metals of Gold and Silver.

The Elixir also heals the imperfections in humans, creating longevity and potentially immortality.""",
      source="http://occult-world.com/elixir-life/", kind="prose", note="trap: Elixir"),
    R("""Elixirs for immortality are more common in Eastern alchemy than in Western alchemy.

Mercury and cinnabar are frequently named ingredients.""",
      source="http://occult-world.com/elixir-life/", kind="prose", note="trap: Mercury, Elixirs"),
    R("""The search for the Elixir of Life has been the supreme quest for many. In medieval times, there are accounts of the alchemists looking for the philosopher’s stone, believed to be required to create the elixir but also to convert lead to gold. Bernard Trevisan, an alchemist of the 15th century said that dropping the philosopher’s stone into mercurial water would create the elixir""",
      source="http://the-demonic-paradise.wikia.com/wiki/Elixir_of_Life", kind="prose",
      note="trap: Elixir, elixir, mercurial"),
    R("""The ancient Chinese believed that ingesting long-lasting precious substances such as jade
, cinnabar
 or hematite
 would confer some of that longevity on the person who consumed them. Gold
 was considered particularly potent, as it was a non-tarnishing precious metal; the idea of potable or drinkable gold is found in China by the end of the third century BC.""",
      source="http://www.absoluteastronomy.com/topics/Elixir_of_life", kind="prose",
      note="trap: jade (broken lines as stored)"),
    R("""Geraint Thomas has an eloquent chapter on it in his book, The World of Cycling According to G: “On the first few days of a Grand Tour the entire peloton is already on edge, spooked by the slightest noise or unexpected incident. And if, just when it is starting to settle down, the wind kicks up, the fragile truce is shattered in seconds.
“It doesn’t need to be strong; 20 mph will do it, it’s the direction. Tailwinds shorten the stage. Headwinds lengthen it. Crosswinds drop a grenade.”""",
      source="https://shop.rouleur.cc/blogs/the-rouleur-journal/tour-de-france-21-stories-wind-and-winning", kind="news",
      note="trap: Tailwinds"),
    R("""First up, though, how do crosswinds make such a difference? Simply, the way the wind blows affects how the riders ride and how much power they need to produce to remain in their position. In a headwind formation, the riders at the front have to produce more power to break that wind and remain at the front. The riders behind can shelter and save energy. This is why riders will rotate in groups to give each of them rest further back in the line. For a tailwind, the drag is reduced, meaning the riders have less need for shelter and the speed will go up.""",
      source="https://welovecycling.skoda.ys-beta.cz/wide/2022/07/15/make-or-break-echelons-and-the-tour", kind="news",
      note="trap: tailwind, rest, go"),
    R("""When the wind bites at the Tour de France, it can cause carnage. Sometimes, when the riders are riding into it, it can stop them in their tracks, giving the race a sedate feel. A tailwind, the opposite. But when the wind goes across the…""",
      source="https://www.welovecycling.com/wide/tag/echelons-and-the-tour/", kind="news", note="trap: tailwind"),
    R("""Race leader Chris Froome admitted that Tuesday's 10th stage had been the calmest of this year's race -- perhaps of any Tour he'd taken part in -- but he's expecting something entirely different on Wednesday.

The 203.5km route looks pretty flat and should favour a bunch sprint finish, but talk of the possibility of crosswinds means the overall contenders will face a tense day in the saddle.""",
      source="https://www.france24.com/en/kryptonite-crosswinds-rattle-riders-tour-de-france", kind="news",
      note="trap: none (sport news)"),
    R("""Open mic readings are for anyone who wants to read their poetry in a public venue. Share your work relating to community gardens and ways to fight food insecurity in our community.

You can stop by and read your own creations or just listen to others.  To share your work, please sign up for your five-minute time slot when you arrive. Inspire and be inspired! Coffee and tea will be served.""",
      source="https://councilbluffslibrary.org/event/open-mic-poetry-afternoon", kind="prose", note="trap: poetry"),
    R("""Poetry Open Mic

Read aloud your original or favorite work, and listen to monthly featured poets. All ages welcome.

6:15 - doors open

6:30 - readers final sign-in

6:45-7:45 - poet reading""",
      source="https://www.cityofcamas.us/library/page/poetry-open-mic", kind="prose",
      note="trap: Poetry (a title)"),
    R("""Spring poetry reading and open mic

Sun Apr 21
2:30 PM - 4:00 PM

Celebrate spring and National Poetry Month! Come to Kenton Library to hear local poets share their work. Featured local poets will read, followed by an open mic.""",
      source="https://multcolib.org/vi/node/8432", kind="prose",
      note="trap: Spring, spring, Poetry, poetry"),
    R("""Wrap up and reflect on National Poetry Month with a poetry café. Read your favorite poem, share an original work, or just come and listen!

Please keep prepared material appropriate for all-ages and limited to 5 minutes. The Library will provide light refreshments.""",
      source="https://newlenox.librarymarket.com/event/poetry-cafe-30534", kind="prose", note="trap: Poetry, poetry"),
    R("""I gathered my courage as I waited outside the room, surreptitiously checking my watch.  In honor of National Library Week, my library was hosting an informal poetry reading, the first time we've ever had one in my hometown.  I wasn't sure I wanted to be there, presenting my work in an open forum.  I desperately wanted to be there, seeing other local poets and knowing I wasn't alone.

I went in.""",
      source="https://www.jenniferruthjackson.com/2017/05/my-first-open-mic.html", kind="prose", note="trap: poetry"),
    R("""What is the Bootstrap Paradox?
The Bootstrap Paradox, also known as a causal loop, is a theoretical paradox of time travel that occurs when an object or information is sent back in time and becomes trapped in an infinite cause-and-effect loop without having a clear origin.""",
      source="https://journeyvaluepros.cyou/post/bootstrap-paradox", kind="prose", note="trap: Bootstrap"),
    R("""The Bootstrap Paradox, also known as a causal loop, occurs when an object or information is sent back in time and becomes trapped in a loop with no discernible origin. For example, a scientist receives detailed instructions for building a time machine from their future self, then builds the machine and sends the instructions back to themselves. The question arises: where did the information truly originate?""",
      source="https://dependabletravelroutes.cyou/post/bootstrap-paradox", kind="prose",
      note="trap: Bootstrap, building, builds"),
    R("""Many movies, TV shows, and books have explored the Bootstrap Paradox, including films like "Predestination" and episodes of "Doctor Who." These narratives often play with the concept to create complex and thought-provoking storylines.""",
      source="https://journeyvaluepros.cyou/post/bootstrap-paradox", kind="prose", note="trap: Bootstrap"),
    R("""Thomas Mulligan explains the complex nature of time travel by analyzing the inconsistent causal loop (the grandfather paradox) and the consistent causal loop (the bootstrap paradox). New supermarket ...""",
      source="https://chome.gsoul.win/news/search?form=YFNR&q=JavaScript+Event+Loop+Explained&qft=sortbydate%3D%221%22+interval%3D%229%22",
      kind="news", note="trap: bootstrap"),
]
