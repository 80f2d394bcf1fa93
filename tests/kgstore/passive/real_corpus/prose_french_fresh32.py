"""French pages of the thirty-second fresh held-out set ("fresh-32"): wine fêtes (a fête du vin under a marquee with two
DJ, the Saint-Vincent of the Haut-Mâconnais, of Mèze and of Saint-Thibéry with its foodtrucks), travel on the island of
Java (Jakarta, Yogyakarta, Borobudur, the Bromo and the Kawah Ijen) and apple tarts (a tarte fine after David Lebovitz,
a tarte fine from a biscuit tin) -- ordinary French prose with words that are also tool names (DJ, Facebook, site
internet, Java, Bali, bus, train, Golden, version, silicone). Nothing in them names a software tool: none is labelled.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a paragraph or a few)
and labelled by hand without running the extractor, by the earlier sets' conventions (``--split fresh-32``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ================================================================ les fêtes du vin
    R("""Les 8 et 9 avril (samedi dès 16h et dimanche dès 11 h) un chapiteau sera donc monté sur la place pour accueillir 13 viticulteurs qui disposeront d’un stand où les dégustations seront proposées. "La capacité d’accueil sera moindre: 1 500 personnes par jour. C’est raisonnable." Ce sont deux DJ qui animeront les soirées, pas de concert live donc. Fini aussi le service de "lift" qui ramenait les fêtards chez eux en toute sécurité. Mais on retrouvera toujours les grands bars, la petite restauration et l’ambiance festive qui caractérise la manifestation depuis ses débuts.

Ce week-end, la communication a débuté tous azimuts: site internet, Facebook, affiches, banderoles… Avec quel objectif ? "Voir comment la formule prend." """.strip(),
      source="https://www.lavenir.net/regions/huy-waremme/2023/03/19/il-y-aura-quand-meme-une-fete-du-vin-les-8-et-9-avril-373XPPBLHNDB7GYWOCCYXI7P2U/",
      kind="french", note="trap: DJ, live, lift, site, Facebook (a site where the fête is announced)"),
    R("""On l'appelait la St-Vincent cantonale, mais depuis la réforme des cantons, c'est la St-Vincent du Haut-Mâconnais. Et les élus l'ont souligné : la St-Vincent des petits villages, c'est important. "Il y a la St-Vincent tournante en Bourgogne, la St-Vincent des Mâcon, mais je tiens aussi, en tant que vigneron, à la St-Vincent dans les villages du Mâconnias" lançait Jérôme Chevalier, président de l'UPVM et jury au concours. André Peulet a déploré que le Conseil départemental n'est pas attribué la subvention qui l'était habituellement. "2 000 euros sur un budget de 20 000, ce n'est pas rien !" Cela n'a pas empêché la foule d'être au rendez-vous et de déambuler dans les rues d'Azé au son de la Batucada avant la proclamation des résultats. Une belle fête qui s'est conclu par une grande dégustation et un banquet en soirée. Ambiance...""",
      source="https://www.macon-infos.com/index.php?option=com_content&view=article&id=5822:photos-le-defile-de-la-st-vincent-du-haut-maconnais&catid=164&tmpl=component&print=1&layout=default&Itemid=294&lang=fr",
      kind="french", note="trap: Batucada, concours, budget"),
    R("""Au cours de son discours d’ouverture, Henry Fricou, maire de Mèze, a tenu à souligner que « cette manifestation consacrée aux vignerons de Mèze, au-delà de son aspect festif, doit être une occasion de réaffirmer avec force que le meilleur moyen d’aider nos viticulteurs c’est de consommer, d’apprécier, de partager et de soutenir le fruit de leur précieux travail. »
Côté restauration, de délicieuses assiettes concoctées par le lycée des métiers Charles de Gaulle de Sète et huîtres étaient au menu de la soirée.
Et comme vin et fête font bon ménage, la soirée s’est poursuivie en musique avec le Comptoir des fous pour le début de soirée, et le DJ Le Platiniz en deuxième partie qui ont enflammé la piste de danse.""",
      source="https://www.ville-meze.fr/degustations-affluence-a-saint-vincent/", kind="french",
      note="trap: DJ, Comptoir, piste"),
    R("""La fête de la Saint-Vincent fait son grand retour le dimanche 19 janvier 2025 et cette année encore, c’est l’occasion de célébrer la passion de la vigne et du vin dans une ambiance conviviale et festive !
Unique sur le territoire Hérault Méditerranée, la journée est articulée autour de célébrations traditionnelles, de la promotion des domaines viticoles et des produits des terroirs de l’Hérault, de dégustations et d’animations autour du vin.
DÉGUSTATIONS GOURMANDES
Pass dégustation 5€ verre offert
Village des vignerons et des caves*
Village terroir, foodtrucks et gourmandises""",
      source="https://escapadeslr.com/agenda-fete-de-la-saint-vincent-saint-thibery-herault-1040.html", kind="french",
      note="trap: Pass, foodtrucks, Village"),
    # ================================================================ voyages : l'île de Java
    R("""Nous changeons de pays et retrouvons Charlotte, la soeur de David à l'aéroport de Jakarta. On est super content!

Arrivant tard et fatigués par le voyage, nous n'avons rien visité de la capitale indonésienne. Nous sommes repartis dès le lendemain en direction de Borobudur, où l'aventure continue...à 3 !

Nous filons en train pour 7 heures de trajet jusqu'à Yogyakarta, avant de rallier Borobudur en bus, en fin de journée.

Nous voyageons en classe "exécutive" (équivalente 1ère classe). Très confort, les sièges sont inclinables, il y a de la place pour les jambes et l'air est conditionné.""",
      source="https://www.myatlas.com/Claire_David/indonesie", kind="french",
      note="trap: train, bus, classe (emojis dropped)"),
    R("""On a toujours un petit pincement au cœur lorsque l’on quitte un endroit (surtout une île comme Bali ) mais à la découverte de Java, ce même petit pincement se transforme en grosse dose d’adrénaline =)

Java, une île volcanique au centre de l’Indonésie, qui abrite plus de la moitié de la population.

Java c’est 128 297 km². Encore une fois, il a fallu faire des choix !

Ne disposant que de 6 jours, nous avons décidé de miser en priorité sur les volcans les plus célèbres. Pour info, l’île de Java, compte 45 volcans, oui oui  45 et même si on est passionné ça fait beaucoup !""",
      source="https://unpasseportencavale.com/2018/10/29/java-ses-volcans-et-le-temple-de-borobudur/", kind="french",
      note="trap: Java, Bali, info"),
    R("""Nous passons l’équateur et atterrissons à Jogjakarta (ou Yogyakarta) en milieu de journée. Après avoir rejoint notre homestay Bamboo Bamboo, ou nous disposons d’une maison séparée avec petit patio, cuisine et deux chambres (40€/nuit) nous décidons, compte tenu de la fatigue engendré par les deux derniers jours, de rester dans le quartier. La ville n’est pas très belle mais le quartier bohème ou nous résidons a beaucoup de charme avec ces bistros lounges et glaciers mode NY. Vient l’heure du diner et nous entrons dans notre premier warung, au départ petit stand resto mais cela peut varier et ressembler comme dans notre cas à un restaurant.""",
      source="http://www.lamigrationdescoincoins.fr/01-java-borobudur-et-volcans-18-23-avril/", kind="french",
      note="trap: Bamboo, patio, mode, NY"),
    # ================================================================ la cuisine : tartes aux pommes
    R("""J’ai testé un version simplifiée de ma recette bonne pour le corps, l’esprit et la planète en supprimant la couche de compote, entre autres, afin que la tarte soit encore plus facile et rapide à faire. C’est une publication du pâtissier et blogueur David Lebovitz qui m’en a donné l’idée. J’ai reproduit à ma façon sa recette de « tarte fine aux pommes », une gourmandise courante dans nos boulangeries françaises.
Cette tarte porte bien son nom car elle est de faible épaisseur. Mais je trouve que « fine » suggère aussi autre chose ici, une forme de subtilité et d’élégance.""",
      source="https://lesjardinsdici.com/2022/04/17/la-plus-simple-des-tartes-aux-pommes-bio/", kind="french",
      note="trap: version, publication, blogueur (a footnote mark dropped)"),
    R("""Voilà une recette que je qualifierais de simple, rapide et efficace ! Les ingrédients de cette tarte expresse sont classiques : une pâte à tarte au choix (sucrée, feuilletée,… briochée pourquoi pas ?), maison ou du commerce, recouverte de compote et de savoureuses pommes, un soupçon de sucre glace, un peu de beurre pour caraméliser et le dessert du jour sera prêt !
Pour ma part, j’ai réalisé cette tarte sur une base de pâte sucrée, car il me restait un pâton à terminer, et la compote est faite maison avec de bonnes pommes Golden jaunes sucrées et juteuses.""",
      source="https://dans-ma-boite-a-biscuits.blog4ever.com/tarte-fine-aux-pommes-1", kind="french",
      note="trap: expresse, Golden, base"),
]
