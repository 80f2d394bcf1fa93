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
]
