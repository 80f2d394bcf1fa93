"""Prose of the thirty-seventh fresh held-out set ("fresh-37"): news, recipes, prose and non-technical blogs.

DOCSTRING-PLACEHOLDER

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
]
