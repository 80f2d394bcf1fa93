"""French pages of the thirty-fourth fresh held-out set ("fresh-34"): travel on the island of Java (Yogyakarta,
Borobudur, Prambanan, the Bromo, trains between Jakarta, Surabaya and Probolinggo), the Orient-Express (the INA,
Europe 1 and a travel site), a mountain run to the Buet above Vallorcine, the sea and fishing (the fleet and the fish market of
Boulogne-sur-Mer), a cheese market in Sens and a film festival's palmarès in Sarlat -- ordinary French prose with words
that are also tool names (Java, Django, Express, Orient-Express, TGV, réseau, vue, vite, train, gare, Jeep, Pullman,
Michelin, Selmer, ANIMAL, LE TEST). Nothing in them names a software tool as software (Air Asia, Unesco, SNCF and
Cin'Ecrans are a company, an agency, a railway and a site): none is labelled.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a paragraph or a few)
and labelled by hand without running the extractor, by the earlier sets' conventions (``--split fresh-34``). Five pages
its helper took were already in the corpus (in prose_french_a, fresh-17, fresh-18, fresh-28 and fresh-32: Java, a
Django blog, the Orient-Express, Samois and Indonesia), trimmed otherwise; they were taken out again, so no page counts
twice.
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ================================================================ l'île de Java
    R("""Java : mon top des temples et volcans de l’île

Avant de te rendre sur la célèbre île de Bali, pourquoi ne pas passer quelques jours sur l’île de Java ? Moins touristique que Bali, l’île de Java n’est toutefois pas dénuée d’intérêt. C’est sur cette île que se situent deux des plus beaux temples de toute l’Indonésie ainsi que deux volcans à couper le souffle !

Temple Borobudur

Avec ses innombrables stupas en pierre et ses nombreux bas-reliefs, Borubudur fait partie de la liste des édifices majeurs de l’Asie du Sud-Est. Le site est d’ailleurs logiquement classé au patrimoine mondial de l’Unesco. La structure du temple est plutôt plate et peu photogénique dans un premier temps. Mais c’est en gravissant les divers niveaux (6 plates-formes carrées et 3 rondes) et en atteignant le sommet que tu prendras conscience de la splendeur du site.

Temple Prambanan

Puisqu’un édifice classé à l’Unesco, c’est bien, mais que deux en une journée, c’est encore mieux, tu pourras ensuite te rendre au temple de Prambanan. Après une éventuelle rencontre avec un curieux animal appelé Casoar, tu pourras entrer dans le vif du sujet. Autour du temple principal entouré d’une enceinte, 240 temples sont parsemés à travers le site.""",
      source="https://foxyblogtrotters.com/java-indonesie/", kind="french",
      note="trap: Java, Bali, site"),
    R("""Nous continuons notre voyage en Indonésie en passant 1 semaine sur l’île de Java. Sans prétendre découvrir cette grande île, nous cherchons simplement à en avoir un avant-goût. On enchaîne les réveils à 3-4h du matin pour des levers de soleil entre volcans et temples, attention les yeux … et les nerfs !
L’île de Java
C’est l’île la plus peuplée du monde, abritant 60% de la population indonésienne, sur 1000km de long, soit 1000 habitants/km2 (10 fois plus qu’en France) ! Quelle densité ! L’île regroupe des villes tentaculaires telles que la capitale indonésienne Jakarta, un patrimoine culturel unique et des paysages (volcaniques) à couper le souffle.
La population est principalement musulmane. L’île est aussi le centre économique du pays.
Une journée marathon de Flores à Java…
Il est temps de quitter Flores, une île que nous aurons beaucoup appréciée, de part ses paysages, ses coraux et ses habitants… Et qui nous aura donné encore plus envie de découvrir le pays !
Un réveil bien matinal à Maumere, pour nous rendre à l’aéroport. Objectif : enchaîner les avions et les bus pour arriver à Probolinggo, ville d’où l’on part pour admirer le fameux volcan Bromo. Tous nos sens sont en alerte : il sévirait une « mafia Bromo », concernant les moyens de transport pour se rendre au volcan. Nous sommes déterminés, parés au combat !""",
      source="https://enallersimple.com/java-entre-emerveillement-et-enervement", kind="french",
      note="trap: Java, Jakarta, Flores"),
    # ================================================================ l'Orient-Express
    R("""L’Orient Express : un palace sur rail

Train, luxe, voyage et volupté. Véritable palace sur rail, l’Orient Express continue de fasciner. Il y a 40 ans, le dernier Direct Orient Express reliant Paris à Istanbul via Athènes quittait la gare de Lyon. Depuis, différents projets ont vu le jour pour faire revivre la liaison avec les Balkans et l’est de l’Europe, sans grand succès. En voiture ! 

L’Orient Express est bien plus qu’un simple train. C’est un mythe, une légende. Le dernier symbole d’un âge d’or et d’une certaine conception du voyage. Celui du luxe et du raffinement. Celui d’une époque où l’on prenait le temps. Une époque où rois, marchands, diplomates, écrivains, et espions se côtoyaient dans les mêmes wagons. L’Orient express, c’est l’anti TGV.

Créé par le financier belge Nagel Mackers, fondateur de la compagnie internationale des wagons lits, le premier train en direction de l’Orient part le 4 octobre 1883 de la Gare de l’Est. Ce train est court : seulement cinq wagons-lit.  A partir de 1917, l’Orient Express devient le Simplon Express et change son parcours (plus au Sud). En janvier  1929, le train reste bloqué près de 15 jours dans la neige.""",
      source="https://www.ina.fr/contenus-editoriaux/articles-editoriaux/l-orient-express-un-palace-sur-rail/",
      kind="french", note="trap: Express, rail, gare de Lyon, TGV, Simplon, Direct"),
    R("""Pour l'occasion, sept voitures ont été rénovées. Elles avaient été retrouvées en 2016, sur une voie de garage entre la Pologne et la Biélorussie. Acheminées par la route jusqu'à Clermont-Ferrand, les voilà qui trônent sur un quai de la gare de l'Est, à Paris.

"On est dans la rame qui s'appelle le Pullman Orient-Express", précise auprès d'Europe 1 Guillaume de Saint-Lager, directeur de la société Orient-Express. "Quatre de ces voitures sont classées monument historique. On a trois voitures-restaurants, deux voitures-salons et deux voitures-bars."

Dorures, marqueterie, panneaux en verre signés René Lalique... un méticuleux travail de reproduction a été effectué par un réseau de petites entreprises.

Et malgré quelques discrètes touches de modernité, comme une climatisation invisible, l'impression d'être ramené en 1920, dans une scène du Crime de l'Orient-Express, est indéniable.""",
      source="https://www.europe1.fr/societe/apres-quatre-ans-de-renovation-le-mythique-train-de-lorient-express-ouvre-ses-voitures-au-public-3899259",
      kind="french", note="trap: Express, Pullman, réseau, quai, rame"),
    R("""Orient-Express

"Le Train des Rois, le Roi des Trains"

Si trains mythiques il y a, l'Orient-express en est. La légende commence le 4 octobre 1883 sur les quais de l'actuelle Gare de l'Est à Paris. Sur les rails, un train luxueux, bleu et or, imaginé par le constructeur belge Georges Nagelmackers, inspiré par les trains Pullman, les premiers à disposer de wagon-couchette. A bord, une quarantaine de passagers. Destination : Roumanie.

Au début du XXème siècle, grâce à la construction du tunnel de Simplon reliant la Suisse à l'Italie, l'Orient-Express peut désormais atteindre Constantinople. Le renommé Simplon-Orient-Express accueille alors à son bord tout le gratin aristocratique, dont Agatha Christie, qui lui dédia un de ses plus célèbres ouvrages.

La seconde guerre mondiale, ses retombées matérielles et économiques, et le développement des transports aériens contribuèrent à la disgrâce du train, qui resta en gare à partir de 1977. Cinq ans plus tard, l'Orient-Express reprit les rails grâce au travail d'orfèvre de l'entrepreneur britannique James Sherwood qui acheta et réaménagea 35 voitures. Le train assure alors la liaison entre Londres et Venise, et prend le nom de Venice Simplon-Orient-Express (VSOE).""",
      source="http://www.e-voyageur.com/dossiers-voyage/trains-du-monde/orient-express.htm", kind="french",
      note="trap: Express, rails, Pullman, Simplon, tunnel"),
    # ================================================================ la montagne, la mer, le marché, le cinéma
    R("""juste pour ceux qui veulent s'en faire une belle, je vous conseille le BUET !
On l'a fait hier avec paulo74, il y a beaucoup de points positifs:
- Vue extraordinaire, un vrai 360°.
- 3100m d'altitude (mais pas d'alpinisme), c'est bon pour les globules.
- Du gros deniv, un effort redoutable (après ça certaines montées vont vous parraitre tranquilles)
- Un cadre "sauvage", des paysage changeant (de la verdure du bord de rivière au paysage lunaire du sommet)
Départ, Vallorcine, parking du BUET. (Arrêt du train)
Première partie, montée au refuge annoncée en 1h50, faite en 53min. C'est à l'ombre, près du ruisseau que tout commence, c'est déjà un peu physique, pas mal de petites rampes (un peu dur en échauffement, si vous voulliez tout donner, je conseille un échauffement avant d'attaquer le chemin)... Puis on sort de la forêt avec le refuge rapidement en vue au fond d'une vallée très verte. Même s'il est tôt, ca cogne, en effet l'orientation de la dite vallée est en plein soleil levant!
Du refuge, on est tout de suite mis au parfum de la suite des évènements, ca commence raide, avec des pierres, des marches... bref super roulant""",
      source="http://kikourou.net/forum/viewtopic.php?highlight=buet&t=14353", kind="french",
      note="trap: Vue, vue, train, parking, rampes (the forum's smiley image after it left out)"),
    R("""La pêche

Boulogne-sur-Mer

La pêche embarquée

Le port de Boulogne-sur-Mer dispose d’une flottille diversifiée de plus de 100 bateaux, répartie entre : fileyeurs, coquillards, chalutiers de pêche artisanale et chalutiers de pêche hauturière.

Les fileyeurs, navires de 9 à 16 mètres, embarquent plus de 140 marins avec un équipage moyen de 3 hommes par navire. Leur durée de marée dure moins de 24 heures. Depuis 1998, cette flottille est encadrée par un système de licences de pêche géré par les professionnels, qui limite le nombre de navires dans un esprit de bonne gestion.

Les coquillards, navires de 7 à 18 mètres, embarquent près de 80 marins avec un équipage moyen de 4 hommes par navire. Leur durée de marée dure moins de 24 heures.

Les chalutiers de pêche artisanale, navires de 18 à 24 mètres, embarquent plus de 180 marins avec un équipage moyen de 6 hommes. Leur durée de marée se situe entre 24 et 96 heures.

La flottille boulonnaise de pêche hauturière se compose de 2 chalutiers congélateurs de 55 mètres et de 4 chalutiers de pêche fraîche de 44 à 54 mètres. 125 marins y sont embarqués pour des marées de 50 à 60 jours pour les congélateurs et de 8 à 10 jours pour les chalutiers de pêche fraîche. Les navires de pêche fraîche fonctionnent en bases avancées avec rotation d’équipage.""",
      source="https://www.boulogne-lamerendirect.fr/secteurs-dactivites/la-peche/", kind="french",
      note="trap: port, licences, système, bases, rotation"),
    R("""Petite visite au marché de Sens et à son fromager juste histoire de partager quelques fromages…

Hier je suis passé au marché de Sens, un marché que j'aime vraiment… vraiment ! Et dans ce marché-là il y a bien des commerçants comme je les aime, accueillants, au fait de leurs produits et attentif à leur qualité et leur origine. 
C'est sur ce marché-là que j'ai trouvé mes superbes cœurs de bœuf de la semaine dernière et c'est aussi là que j'ai acheté quelques petits fromages. 
Ces fromages-là je les achète à la crémerie Poirier, où je retrouve un fromager à la moustache aimable et à l'œil vif, un fromager toujours prêt à vous guider, à vous conseiller, à vous choisir le fromage qu'il vous faut. Un fromager quoi… 
Et aujourd'hui j'ai juste eu envie de partager mon plateau de fromage dès fois que ça vous donnerait envie d'aller trainer par là… 
Et voilà donc mes trois grâces du jour, Langres, et deux locaux, le Soumaintrain et l'indispensable Epoisses et au lait cru bien sûr !""",
      source="https://doriannn.blogspot.com/2012/08/petite-visite-au-marche-de-sens-et-son.html", kind="french",
      note="trap: Sens, partager, plateau, Langres"),
    R("""Après 5 jours de projections et de rencontres le Festival du film de Sarlat, qui fêtait ses 30 ans, a dévoilé son palmarès ce samedi 13 novembre avant la projection de son film de clôture COMPAGNONS de François Favrat.
PALMARES COMPLET
Salamandre d’or du meilleur film – prix du public : ADIEU MONSIEUR HAFMANN de Fred Cavayé
Prix des lycéens : LE TEST d’Emmanuel Poulain-Arnaud
Prix du jury jeune : ANIMAL de Cyril Dion
Prix d’interprétation décernés par le jury jeune : Sara Giraudeau dans ADIEU MONSIEUR HAFFMANN de Fred Cavayé et Anamaria Vartolomei dans L’ÉVÉNEMENT d’Audrey Diwan
Prix du jury courts métrages : DES CHOSES EN COMMUN d’Ann Sirot et Raphaël Balboni
Prix du meilleur scénario des petites séquences : L’OISEAU QUE CHACUN DESIRE du lycée Jean Monnet à Franconville""",
      source="https://www.cinecrans.fr/palmares-du-festival-du-film-de-sarlat-2021/", kind="french",
      note="trap: Salamandre, LE TEST, ANIMAL, séquences, projection"),
]
