"""French pages of the eighth fresh held-out set ("fresh-8"): a quick-cake feature ("un gâteau
express"), news of the Semeru eruption on the island of Java, and train delays on French rails.
Nothing in them is a technology.

Taken from stored public copies of the pages at the addresses given, kept as written and
labelled by hand without running the extractor (``--split fresh-8``).
"""

from real_corpus import R

CASES = [
    # ---------------------------------------------------------------- French
    R("""Un gâteau express ? Challenge accepté

Parfois une envie de sucré, c’est irrépressible. Le hic ? On n’a pas l’énergie de cuisiner plus de 20 minutes. C’est là que les « gâteaux minute » volent à notre secours !

Quand il n’y a plus rien dans les placards, ces deux-là nous sauvent la mise. Il n’y a qu’à ouvrir son placard, choisir une tasse ou un bol... et c’est presque gagné ! Les nouvelles stars du petit déjeuner ce sont les mug et bowl cakes.

Ensuite, on confie le travail au micro-ondes ! 2 minutes puissance maximale (ou plus longtemps pour un cake moelleux) et le tour est joué. Il n’y a plus qu’à le retourner sur une assiette.""",
      source="http://www.pressreader.com/france/gourmand-vie-pratique/20170621/282239485620017", kind="french",
      note="trap: express"),
    R("""Des centaines d'Indonésiens ont fui leur village dans l'île de Java (Sud-Ouest) après l'entrée en éruption d'un volcan qui a craché de la lave et propulsé des cendres chaudes à plusieurs kilomètres de hauteur.

L'éruption du mont Semeru a commencé mardi et quelque 500 personnes ont dû évacuer leur maison temporairement. Des images ont montré du bétail mort dans des coulées de lave ainsi que des débris de lave encore fumants charriés par une rivière voisine.

Fin 2018, un volcan dans le détroit entre les îles de Java et de Sumatra était entré en éruption, provoquant un glissement de terrain sous-marin et déclenchant un tsunami qui a tué plus de 400 personnes.""",
      source="https://information.tv5monde.com/info/indonesie-des-centaines-de-villageois-fuient-l-eruption-d-un-volcan-386141", kind="french",
      note="trap: Java (the island)"),
    R("""“La plupart des routes sont fermées depuis ce matin et il pleut maintenant des cendres volcaniques qui ont recouvert la vue sur la montagne”, a déclaré à Reuters par téléphone Bayu Deny Alfianto, un bénévole de la communauté, depuis les environs du volcan.

Le Semeru, la plus haute montagne de Java, est entré en éruption l’année dernière, tuant plus de 50 personnes et déplaçant des milliers d’autres.

L’éruption, qui se produit à quelque 640 km à l’est de la capitale, Jakarta, fait suite à une série de tremblements de terre dans l’ouest de Java, dont un le mois dernier qui a tué plus de 300 personnes.""",
      source="https://reliefnews.be/lindonesie-evacue-des-villageois-apres-leruption-dun-volcan-sur-lile-de-java/?lang=nl", kind="french",
      note="trap: Java, Jakarta"),
    R("""Le volcan de 3 676 mètres est entré en éruption dimanche à 02h46 heure locale (07h46 GMT). La vidéo des résidents a capturé le mont Semeru éjectant un énorme nuage de cendres grises bien au-dessus de son cratère. Plus tard, le nuage a englobé la montagne et les rizières, les autoroutes et les ponts à proximité, rendant le ciel noir. Le ministère de l’Environnement a publié une vidéo d’une coulée pyroclastique de lave, de roches et de gaz chauds se déversant à flanc de montagne sur Twitter.

Près de 2 500 personnes ont été contraintes de fuir l’éruption, selon la police, et beaucoup d’entre elles ont utilisé des motos pour le faire.""",
      source="https://www.europe-guyane.eu/lest-de-java-en-indonesie-en-etat-dalerte-apres-leruption-du-mont-semeru/", kind="french",
      note="trap: Twitter, Semeru"),
    R("""Jusqu'à 1h50 de retard sur un TER entre Nîmes et Marseille ce jeudi matin ! La SNCF évoque un "incident technique".

il y a ce jeudi matin d'énormes retards en gare de Nîmes, parfois plus d'une heure. Un "train-usine" est tombé en panne pendant la nuit, lors de travaux de renouvellement de la voie entre Montpellier et Nîmes. Il a fallu le réparer, avant de le sortir des rails, et de terminer les travaux prévus. La circulation reprend doucement depuis une petite demi-heure, mais le retour à la normale risque de demander encore un peu de temps.

Ces "trains-usines" sont d'énormes engins de la SNCF. Ils permettent, en moyenne, le renouvellement d'1 kilomètre de voie par phase de travaux, en une nuit.""",
      source="https://www.francebleu.fr/infos/transports/tres-gros-retards-a-la-sncf-en-gare-de-nimes-1570689584", kind="french",
      note="trap: rails"),
    R("""FRANCE - Sale temps sur les rails toute la journée du 30 décembre : Après des pluies verglaçantes, la présence de givre sur des caténaires a complètement stoppé la circulation des TGV entre Paris, la Bretagne et les Pays de Loire, entre 8 heures et 16 heures vendredi. «Tout ça pour trois flocons ? Mais c'est n'importe quoi, je dois traverser toute la France, moi !» A la gare Montparnasse, à Paris, les milliers d'aspirants voyageurs prenaient leur mal en patience, assiégeant les cafés et les bornes d'accueil.

Vers 16 heures, soulagement : les caténaires sont réparées, les réveillonneurs pourront s'amuser. Petit à petit, la gare du Mans (Sarthe) s'est vidée. «Y a plus personne», soufflait une heure plus tard un porte-parole de la SNCF, la voix un peu fatiguée...""",
      source="http://passion-trains.over-blog.com/archive/2005-12/", kind="french",
      note="trap: rails, Montparnasse"),
]
