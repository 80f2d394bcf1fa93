"""French pages of the thirty-third fresh held-out set ("fresh-33"): astronomy (Mercure near Vénus, the Moon and Jupiter
in the morning and evening sky, seen with the naked eye or binoculars; the days of the week named after the planets;
a Brazilian 'Réseau' of meteor observers), animals (reticulated pythons born at the Ferme aux Crocodiles, the royal
python and the Indian python as pets), the mountains (the highest refuges of the Alps and their 'réseau alpin', refuges
with a 'vue plongeante' on Lake Geneva and the Jura, hut-to-hut walking) and cycling (a Tour de Romandie stage won in a
sprint) -- ordinary French prose with words that are also tool names (Mercure, Jupiter, Saturne, Mars, Véga, Réseau,
réseau, python, Python, pythons, vue, vues, Jura, Power, Aigle). Nothing in them names a software tool as software
(Twitter is a site): none is labelled.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a paragraph or a few)
and labelled by hand without running the extractor, by the earlier sets' conventions (``--split fresh-33``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ================================================================ astronomie
    R("""Ce mois-ci offre une occasion unique d’observer Mercure, la planète insaisissable la plus intérieure, aux côtés de la brillante Vénus dans le ciel du matin. Bien que Vénus, Jupiter et Saturne soient généralement visibles, la proximité de Mercure avec le soleil rend les observations peu fréquentes. Entre le 25 novembre et le 25 décembre, les observateurs du ciel peuvent assister à ce rare appariement planétaire avant le lever du soleil.

Pourquoi Mercure est-il si difficile à voir ?

Mercure tourne autour du soleil de près et rapidement (réalisant une orbite complète en seulement 88 jours). Cette proximité le perd souvent dans l’éblouissement du soleil, ce qui rend les observations difficiles. Cependant, lorsque Mercure atteint son plus grand allongement vers l’ouest – le point le plus éloigné du soleil vu de la Terre – elle apparaît brièvement dans le ciel avant l’aube.""",
      source="https://thule.kiev.ua/fr/uk-uaridkisne-zblizhennja-merkurija-ta-veneri-posibnik-dlja", kind="french",
      note="trap: Mercure, Jupiter, Saturne, rapidement"),
    R("""Vous vivez en ville ? Vous n’avez pas de télescope ? Cela ne vous empêche pas de faire un peu d’astronomie. Et pas seulement en observant la Lune ou les étoiles : il est également assez facile de distinguer plusieurs des planètes du système solaire, sans instrument. Mercure est l’une d’entre elles.

Mercure, une planète à la visibilité rare

Il s’agit d’une planète à la visibilité brève, davantage que Mars ou Jupiter, par exemple. C’est ce qu’expliquait l’Institut de mécanique céleste et de calcul des éphémérides (IMCCE) dans sa newsletter de mai 2020 : « Du fait de sa proximité au Soleil, Mercure est une planète à la visibilité rare et éphémère. On la voit une à deux fois par an et pendant quelques jours seulement. »""",
      source="https://www.numerama.com/sciences/755923-peut-on-voir-la-planete-mercure-a-loeil-nu.html", kind="french",
      note="trap: Mercure, Mars, Jupiter, newsletter"),
    R("""Quand Mercure flirte avec Vénus
Mercure a beau être l’une des cinq planètes visibles à l’oeil nu, son observation est toujours délicate et rare au cours d’une année, en raison de sa proximité au Soleil. Par conséquence, vu depuis la Terre, Mercure ne s’écarte pas suffisamment du Soleil pour être observée dans de bonnes conditions et il est finalement assez rare de pouvoir l’observer.
Sous nos latitudes, on ne compte guère plus de trois ou quatre périodes dans l’année (de deux semaines maximum), où on peut tenter l’observation de Mercure à l’oeil nu. Vu sa proximité relative au Soleil, Mercure n’est jamais visible dans un ciel noir, mais toujours dans les leurs du crépuscule, soit le matin, soit le soir. Même si son éclat peut-être relativement important (luminosité égale ou supérieure à celle de l’étoile Véga), Mercure n’est pas toujours facile à repérer à cause de la clarté du ciel.""",
      source="http://fermedesetoiles.com/activiteschezsoi/les-sens-ciel", kind="french",
      note="trap: Mercure, Véga"),
    R("""À l’œil nu, à un moment ou l’autre de l’année, on peut voir dans le ciel sept astres errants, qui nous ont donné le nom des sept jours de la semaine : lundi pour la Lune, mardi pour Mars, mercredi pour Mercure, jeudi pour Jupiter, vendredi pour Vénus, samedi pour Saturne et dimanche pour le Soleil — en anglais, Saturday et Sunday. Si vous vous intéressez à l’observation des étoiles et des planètes, vous avez sans doute déjà aperçu la plupart de ces astres. Mais avez-vous déjà vu Mercure ? C’est la plus difficile à repérer des sept…""",
      source="https://espacepourlavie.ca/ciel-du-mois/et-de-sept-avec-mercure?lang=fr", kind="french",
      note="trap: Mars, Mercure, Jupiter, Saturne"),
    R("""Ce vendredi (29), la « tournée mensuelle » de la Lune à travers les planètes touche à sa fin, et la dernière à être visitée sera Mercure, qui partagera la même ascension directe avec notre satellite naturel, apparaissant très proche de lui dans le ciel, dans un phénomène appelé conjonction astrale.

La Lune sera à la magnitude -7,9, tandis que Mercure sera à -0,7, toutes deux dans la constellation du Lion.

« Il est important de souligner que, comme la luminosité du Soleil est très élevée même dans les premières minutes après le coucher, pendant le crépuscule, il est probable que Mercure ne pourra être observé qu’après environ 30 à 40 minutes, lorsqu’il est horizon déjà très proche », a expliqué Marcelo Zurita, directeur technique du Réseau brésilien d’observation des météores (Bramon) et chroniqueur pour le Apparence numérique.""",
      source="https://www.netcost-security.fr/science/109356/regardez-la-lune-en-conjonction-avec-mercure-ce-vendredi-29/",
      kind="french", note="trap: Mercure, Réseau, Lion"),
    # ================================================================ animaux
    R("""A partir de ce samedi 4 août, les bébés de l’année à la Ferme aux Crocodiles, plus grande serre d'Europe dédiée aux reptiles, quittent les coulisses de l’établissement pour rejoindre la nurserie, visible du public.

Deux espèces, jusqu’alors jamais vues à un âge si peu avancé, sont concernées : les pythons réticulés, plus grands serpents du monde, et les dragons barbus d’Australie, qui rejoignent donc crocodiles du Nil, crocodiles nains d’Afrique et tortues, dans le coin des bébés.

Ce sont les premières naissances de pythons réticulés...Ils ont à peine trois mois et mesurent environ 80 cm. Ils ont déjà bien grandi, ne mesuraient « que » 60 cm sortis de l’oeuf, mais n’ont pourtant rien à voir encore avec les 2,50 mètres qu’ils atteindront en à peine trois ans.

« Nous avons des pythons réticulés depuis trois ans, mais ces naissances sont les premières », explique Samuel Martin, vétérinaire et directeur de la Ferme aux Crocodiles.""",
      source="https://www.lyonpremiere.com/Ferme-aux-crocodiles-Pythons-reticules-et-Dragons-barbus-d-Australie-sortent-samedi-de-la-nurserie_a19864.html",
      kind="french", note="trap: pythons, vues, dragons"),
    R("""Les pythons

Répugnants pour les uns, fascinants pour les autres, les serpents font partie des Nouveaux Animaux de Compagnie (NAC). En France, les pythons et les boas, non venimeux mais constricteurs, sont les serpents à la mode.

On compte des centaines d’espèces de pythons ; les deux principalement rencontrées en captivité sont le python molure (Python molurus) et le python royal ou python boule (Python regius). En milieu naturel, le premier fréquente les forêts tropicales d’Asie et le second celles d’Afrique.

Le python molure est l’un des plus grands pythons au monde. Les mâles mesurent 4,50 m, les femelles jusqu’à 6 m, pour un poids d’environ 100 kg. Sa couleur naturelle est jaune-grisâtre avec de grandes taches rectangulaires brunes ; il existe de nombreuses mutations dont la plus connue est l’albinos (jaune et blanc). Le python molure vit environ 10 ans en captivité.""",
      source="http://www.votreveto.net/cvdc/Publication/Show.aspx?item=1793&code=PUB_NCINF", kind="french",
      note="trap: pythons, python, Python, boas"),
    R("""Le Python Royal est un reptile de la famille des boïdés. Originaire d’Afrique et d’Asie, sa beauté, sa taille raisonnable et sa docilité font de lui un animal très prisé. C’est pourquoi il fait partie désormais des N .A.C. (Nouveaux Animaux de Compagnie). Cependant, comme tous les serpents, un certain nombre de règles sont à respecter quant à sa manipulation.

Le terrarium devra, pour le Python, être séparé en deux zones: une zone chaude et une zone fraîche. Dans la journée, une système de chauffage (câble, tapis chauffant ou ampoule chauffante) maintiendra une température de 32 à 35°C, tandis que la zone fraîche sera maintenue aux alentour de 27 à 29°C. La nuit, la température sera maintenue autour de 24°C à 26°C.""",
      source="http://cliniqueveterinaireyasmine.com/node/94", kind="french",
      note="trap: Python, câble"),
    # ================================================================ montagne
    R("""Sur les crêtes, certains refuges semblent tenir miraculeusement face aux caprices du climat et à la géographie escarpée des Alpes. Accrochés à la pierre, exposés à tous les vents, ces repères dominent vallées et glaciers du massif du Mont-Blanc, des Écrins ou de la Savoie. Le refuge du Goûter, abrité à 3 835 mètres, s’impose comme un défi vertical et un symbole. L’atteindre n’a rien d’anodin : l’ascension depuis Saint-Gervais via le glacier de Tête Rousse reste l’affaire des plus aguerris.

D’autres abris, au passé bien rempli, balisent la montagne sans pour autant se refuser aux randonneurs motivés. Ceux du Couvercle (2 687 m) ou d’Albert 1er (2 702 m) jalonnent les grandes traversées du massif. À 2 352 mètres, le refuge du lac Blanc se pose en balcon, livrant une vue saisissante sur les aiguilles de Chamonix et la mer de Glace. Chacun de ces refuges écrit une histoire singulière : adaptation à la rudesse, à l’isolement et à l’exigence du relief alpin.""",
      source="https://www.voyageslouk.com/?p=27862", kind="french",
      note="trap: vue, Glace, Blanc"),
    R("""Le refuge de la Dent d’Oche

Massif du Chablais – Haute-Savoie
Altitude 2 114 m

Implanté en nid d’Aigle, avec une vue plongeante sur le lac Léman et les sommets franco-suisses, la terrasse du refuge de la Dent d’Oche est l’une des plus panoramiques. Là-haut, les randonneurs comme les petits bouquetins ne ratent jamais le moment où le ciel embrase la chaîne du Jura, se reflétant sur le lac. Pour le lever de soleil, tout aussi incroyable, c’est au sommet de la Dent d’Oche, à une vingtaine de minutes de marche, qu’il sera le plus spectaculaire…""",
      source="https://outdoorandnews.com/refuges-selection-des-plus-beaux-spots-de-levers-et-couchers-de-soleil/",
      kind="french", note="trap: Aigle, vue, Jura"),
    R("""La France abrite un grand nombre de refuges en montagne qui fournissent un hébergement de base et, dans de nombreux cas, de la nourriture et des boissons pour les alpinistes et randonneurs. Ces bâtiments rustiques sont souvent situés dans les endroits les plus étonnants; Perché haut au-dessus des montagnes, ils offrent des vues spectaculaires pour le marcheur qui fait l’effort d’y accéder à pied.

Les Alpes s’étendent sur 1 200 km : de l’Autriche et de la Slovénie à l’est, en passant par l’Italie, la Suisse, le Liechtenstein et l’Allemagne, jusqu’à la France à l’ouest. Pour nous faciliter la découverte de ce superbe massif montagneux, il existe un vaste réseau de refuges de montagne, vous n’avez donc pas besoin de redescendre dans la vallée pour dormir chaque nuit.""",
      source="https://www.larando.org/les-refuges-en-montagne-pour-randonnee-et-alpinisme/", kind="french",
      note="trap: vues, réseau"),
    # ================================================================ sport
    R("""Au lendemain du triplé historique d’INEOS Grenadiers sur le prologue, Peter Sagan (BORA – hansgrohe) a remporté la première étape du Tour de Romandie devant Sonny Colbrelli (Bahrain – Victorious). De son côté, Rohan Dennis (INEOS Grenadiers) a gardé le maillot jaune de leader du classement général.

Pour cette première journée en ligne sur le Tour de Romandie, le peloton avait droit à un départ d’Aigle et à une arrivée à Martigny, au terme d’un circuit final à parcourir quatre fois. Sur celui-ci, deux côtes étaient proposées aux coureurs : celle de Produit (2,6 km à 7,1 %), puis celle de Chamoson (2, km à 6,1 %). Malgré tout, cette étape, la plus facile de la semaine, était destinée aux sprinteurs… passant un peu les bosses.

Pour ouvrir la route, six coureurs prenaient les devants à La Rasse. Dans l’échappée, on retrouvait le Français Alexis Gougeard (AG2R Citroën Team), Manuele Boaro (Astana – Premier Tech), Robert Power (Team Qhubeka ASSOS), Filippo Conca (Lotto Soudal), Thymen Arensman (Team DSM) et Joel Suter (Swiss Cycling).""",
      source="https://monpeloton.fr/tour-de-romandie-etape-1-peter-sagan-confirme-son-retour-au-top", kind="french",
      note="trap: Aigle, Power, Produit"),
]
