"""French pages of the fortieth fresh held-out set ("fresh-40"): the Tour de France (a flat stage to Sarzeau and a
yellow jersey under protection), rugby (the XV de France's legendary Tournoi matches, a narrow win over Scotland at
Saint-Étienne, a win over Scotland at Nice, a first win in Scotland in six years), gardening (sage: planting and
watering, a growing sheet, sage in the vegetable garden, a potager guide, a grower's guide to its varieties), theatre
and opera (Vénus et Adonis at the Opéra de Lille, an "écolopéra", Opéra vert, at Saint-Denis) and the weather (the
mistral, a day of strong mistral and tramontane with gusts at Orange) -- ordinary French prose with words that are also
tool names (Tour, tour, sprint, express, maillot, vite, Orange, Opéra, opéra, mistral, Mistral, sauge, Sauge, Salvia,
Bleus, Chardon, Rose, jardin, Cercius, terreau). Nothing in them names a software tool as software: none is labelled.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a paragraph or a few)
and labelled by hand without running the extractor, by the earlier sets' conventions (``--split fresh-40``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ================================================================ le Tour de France
    R(r"""Après un contre-la-montre par équipes qui aura rebattu les cartes lundi, retour dans la plaine mardi. Frustrés la veille, les sprinteurs auront l’occasion de faire parler leurs cannes à l’arrivée à Sarzeau, dans le Morbihan, 195 kilomètres après s’être élancés de La Baule. Pour la première fois depuis le départ, le maillot jaune, sauf chute ou incident mécanique fâcheux, ne devrait pas changer d’épaules et rester la propriété du Belge Greg Van Avermaet.
- Le parcours de l’étape : 195 kilomètres de plat.
Le Tour de France s'offre sa plus longue ligne droite d'arrivée - quatre kilomètres - à Sarzeau, près du golfe du Morbihan. Le parcours de 195 kilomètres, au départ de La Baule qui accueillit le Grand départ voici trente ans, promet le scénario habituel des étapes de plaine, une échappée suivie d'un sprint. L'occasion pour le Colombien Fernando Gaviria, le plus rapide samedi à Fontenay-le-Comte, de prendre sa revanche après sa chute de dimanche à La Roche-sur-Yon ?""",
      source="https://europe1.fr/sport/tour-de-france-decouvrez-le-parcours-de-la-quatrieme-etape-3705836",
      kind="french", note="trap: Tour, sprint, sprinteurs, maillot, plaine (a repeated headline line left out when trimming)"),
    R(r"""Un maillot jaune sous haute protection
La règle c’est la règle. Sauf pour le maillot jaune ? L’étape du Ventoux n’a pas réservé les surprises qu’on espérait. Elle en a apporté d’autres, sans doute plus étonnantes encore, mais qui laissent au final un sentiment mitigé, pour ne pas dire désagréable.""",
      source="https://blog.sport.francetvinfo.fr/le-tour-de-france-avec-eric-fottorino/page/2",
      kind="french", note="trap: maillot, règle, Ventoux"),
    # ================================================================ le rugby
    R(r"""Du premier Grand Chelem (à cinq équipes), décroché dans la « cour de ferme » de Cardiff en 1968 au dernier (à six équipes), gagné de haute lutte à l’Aviva Stadium, le nouveau temple du rugby irlandais, le XV de France a souvent écrit loin de ses bases, et au mois de mars, les plus belles pages de son histoire dans le Tournoi.
Pays de Galles – France : 9-14 (1968)
L’obstacle qui sépare le XV de France du premier Grand Chelem de son histoire ne peut pas être plus imposant et intimidant que le cadre majestueux d’un Arms Park plein comme un oeuf, que la réputation d’un XV gallois considéré alors comme le meilleur du Vieux Continent, amené par celui qui n’allait pas tarder à devenir le meilleur joueur du monde, Gareth Edwards.
Dans des conditions météorologiques dantesques, un terrain qui n’en a que le nom, c’est moins dans le french flair que dans l’engagement et le goût du combat que les Français sont allés chercher cette quatrième victoire synonyme de Grand Chelem.""",
      source="https://www.lequotidiendusport.fr/tournoi-des-6-nations-ces-10-matchs-qui-ont-fait-la-legende-du-xv-de-france/",
      kind="french", note="trap: Tournoi, Chelem, flair, temple"),
    R(r"""Le XV de France s'impose de justesse face à l'Ecosse
L'équipe de France s'impose 30-27 face à l'Ecosse. Après la défaite initiale à Murray, le XV de France réagit dans la douleur.
Le Stade Geoffroy Guichard de Saint-Étienne accueillait cette belle affiche de rugby ce samedi entre la France et l'Ecosse.
Et les 41181 supporters ont été servis, dans la chaude ambiance du chaudron des verts.
Premier acte mitigé
Le début de match est marqué par un essai rapide de l'Ecosse. Dès la 4e minute, c'est Steyn qui perfore la défense française pour ouvrir le score. La transformation de Finn Russell passe entre les poteaux et l'Ecosse mène 7-0.
La réaction française fut très rapide, avec tout d'abord deux pénalités de Thomas Ramos, puis un essai tout en puissance de Romain Ntamack. La France mène alors 13-10. Ce sera d'ailleurs le score à la mi-temps.""",
      source="https://equipe-france.fr/rugby/masculin/test-match/france-ecosse-12-aout-2023",
      kind="french", note="trap: chaudron, verts, essai, transformation (a scorers' list before the title left out)"),
    R(r"""Le XV de France a signé une belle victoire face à l’Écosse samedi à Nice (32-3) en amical. Un premier match de préparation à la Coupe du monde 2019 réussi pour les Bleus, avec cinq essais inscrits et aucun encaissé. Une performance qui doit toutefois être pondérée au regard du passif de l’équipe de France et de la composition du XV du Chardon, qui devrait avoir un autre visage le 24 août pour le deuxième test-match à Edimbourg.

C’est bon pour le moral ! Une victoire, par définition, est quasiment toujours le meilleur moyen possible pour prendre confiance et monter en puissance.""",
      source="http://www.rfi.fr/sports/20190817-rugby-france-ecosse-moral-premier-test-match",
      kind="french", note="trap: Bleus, Chardon, test-match"),
    R(r"""Rugby : le XV de France décroche sa première victoire en Ecosse depuis six ans – Le Monde

Virimi Vakatawa a marqué le seul essai du match entre l’Ecosse et la France dimanche 22 novembre.

L’équipe de France de rugby a pris sa revanche contre l’Ecosse, huit mois après sa défaite lors du Tournoi des 6 nations (28-17), la seule enregistrée lors de l’édition 2020 de la compétition, qu’elle a terminée à la deuxième place. Se montrant solides, même s’ils ont commis de nombreuses fautes et été beaucoup sanctionnés, les Bleus ont gagné 22-15. Alors qu’ils restaient sur quatre défaites à Murrayfield, ils ont ainsi empoché leur premier succès en terre écossaise depuis six ans.""",
      source="https://lereporter.net/rugby-le-xv-de-france-decroche-sa-premiere-victoire-en-ecosse-depuis-six-ans-le-monde/",
      kind="french", note="trap: Bleus, Tournoi, Monde"),
    # ================================================================ le jardin : la sauge
    R(r"""Sauge : plantation et entretien et arrosage

Plante aromatique, la sauge séduit à la fois pour ses arômes et pour ses couleurs. On la retrouve donc dans les jardins comme plante ornementale, mais aussi comme ingrédient aromatique pour la cuisine. Voici quelques conseils pour cultiver la sauge dans votre jardin.

Plantation de la sauge

La sauge peut être plantée en pleine terre, ou cultivée en pot. Dans le premier cas, la plantation de la sauge doit avoir lieu entre le mois de mars et le mois de juin. Dans le second cas, il est possible de planter la sauge jusqu'au mois de septembre. Il faut toutefois éviter de planter la sauge durant l'été, lors des fortes chaleurs.""",
      source="http://www.linternaute.com/bricolage/pratique/jardinage/17470/sauge-plantation-et-entretien-et-arrosage.html",
      kind="french", note="trap: Sauge, sauge, pot"),
    R(r"""La sauge est une herbe aromatique classique du jardin. Elle appartient à la famille des Lamiacées, et on en trouve une dizaine de variétés en Europe. Elle est appréciée pour ses qualités gustatives dans des préparations de viandes et de volailles, mais aussi pour ses vertus médicinales réputées. Elle présente un goût fort et assez amer qui relève les plats. La sauge est facile à cultiver au jardin. Les variétés les plus communes sont la sauge officinale et la sauge sclarée.

On peut planter la sauge à partir de graines ou de boutures. Il faut compter environ 20 jours pour que la sauge pousse. La façon la plus simple et la meilleure de planter de la sauge est de partir d'un petit plant.""",
      source="https://www.permapotes.com/fr/garden/view/sauge", kind="french",
      note="trap: sauge, boutures"),
    R(r"""Et si vous cultiviez de la sauge dans votre jardin ? Vous pourrez ainsi parfumer tous vos bons petits plats !

La sauge est une plante aromatique incontournable pour les cuisiniers. Bonne nouvelle vous pouvez la cultiver dans votre jardin !

Lorsqu’on évoque la sauge, la plupart du temps on fait référence à la Salvia officinalis alors qu’il existe une très grande variété d’espèces avec chacune ses propres caractéristiques. Faisant partie des plantes aromatiques, la sauge offre au jardinier de nombreux bénéfices. Outre ses qualités gustatives et médicinales, la sauge est incontournable dans un potager pour ses innombrables propriétés et sa beauté.""",
      source="https://bricolea.fr/culture-sauge", kind="french",
      note="trap: sauge, Salvia (a photo credit line left out)"),
    R(r"""La sauge (Salvia officinalis) est une plante aromatique et médicinale incontournable dans les jardins. Appréciée depuis l’Antiquité pour ses vertus curatives, elle est aujourd’hui cultivée autant pour ses qualités gustatives que pour ses propriétés ornementales et thérapeutiques. Dotée d’un feuillage persistant et aromatique, elle se distingue aussi par ses fleurs élégantes, souvent bleu-violet, qui attirent les pollinisateurs et égayent les massifs.

Cultiver de la sauge dans son jardin ou en pot est relativement facile, même pour les jardiniers débutants. Cette plante méditerranéenne, rustique et peu exigeante, s’adapte à une grande variété de sols et résiste bien à la sécheresse une fois bien installée.""",
      source="https://www.tomlejardinier.com/cultiver-son-potager/sauge", kind="french",
      note="trap: sauge, Salvia, pot (the growing sheet before the text left out)"),
    R(r"""Guide pour cultiver sa propre sauge
La sauge est l'une des herbes aromatiques les plus gratifiantes que vous puissiez cultiver dans votre jardin. Avec ses feuilles douces, gris-vert, et ses fleurs délicates, elle embellit et parfume n'importe quel espace.

Que vous soyez jardinier débutant ou expert, ce guide complet vous expliquera tout ce que vous devez savoir pour cultiver, entretenir et récolter votre propre sauge. Du choix de la variété idéale aux utilisations créatives de votre herbe aromatique, vous découvrirez pourquoi la sauge mérite une place de choix dans votre jardin.
Exploration des variétés de sauge
Avant de vous lancer dans la culture de la sauge, il est utile de vous renseigner sur les différentes variétés disponibles. Chaque variété possède ses propres caractéristiques, saveurs et exigences de culture.""",
      source="https://www.miklix.com/fr/le-jardinage/herbes-et-epices/un-guide-pour-cultiver-sa-propre-sauge",
      kind="french", note="trap: sauge, Guide (a date line and an English caption left out)"),
    # ================================================================ théâtre et opéra
    R(r"""Cela faisait un petit moment que je n'étais pas allé à l'opéra. Retour donc sur les bancs du paradis, pour ma découverte à la fois de l'Opéra de Lille (très belle salle) et de l'opéra baroque.

En effet, Vénus et Adonis, de l'anglais John Blow, est considéré comme le premier opéra anglais. Datant de la fin du XVIIe, il aurait inspiré Purcell pour son Didon et Enée. L'histoire est on ne peut plus classique et reprend le mythe d'Adonis. Vénus tombe amoureuse de ce chasseur mais leur amour sera de courte durée car il sera tué par un sanglier, lors de la chasse. L'opéra est court (trois actes brefs) et est très agréable à entendre.""",
      source="http://livres-et-cin.over-blog.com/tag/a%20l%27opera/", kind="french",
      note="trap: Opéra, opéra, Vénus, paradis, Blow"),
    R(r"""Emmanuel Bex (que l'on ne présente plus au jazz club tant il nous régale chaque année de ses surprises musicales) et Lucie Vérot , jeune autrice de grand talent , nous offrent un opéra, rien que ça. Pour faire court, une ode à notre jolie petite planète, façon Bex bien sûr !

Lucie a écrit une grande partie des textes et a aussi mené les ateliers d'écriture dont les textes feront partie de la création. Beaucoup d'artistes professionnels mais aussi amateurs sur scène, un ensemble de cordes, un orchestre, une chorale dirigée par Marion Gomar, des solistes...

Oui, le sujet est sérieux, mais on vous le garantit, ce ne sera pas triste (quoique), ni politique (quoique encore) ! En tout cas, ça se finira bien car la nature est plus forte que tout.""",
      source="https://www.aubalcon.fr/pieces/fiche/opera-vert", kind="french",
      note="trap: opéra, jazz, planète"),
    # ================================================================ le mistral
    R(r"""Le mistral est sans aucun doute l'un des vents les plus célèbres de France, emblématique de la vallée du Rhône et de la Provence. Ce vent, souvent accompagné de légendes et de récits, est connu pour sa puissance et son influence sur l'environnement local.
Qu'est-ce que le mistral ?
Le mistral est un vent régional important qui souffle dans la région méditerranéenne. Sa réputation n'est pas uniquement liée à sa force, mais aussi à son rôle dans la culture et les paysages provençaux. Il façonne les traits du climat local, apportant des journées ensoleillées et des nuits fraîches.""",
      source="https://www.actulorient.fr/art-de-vivre/1668", kind="french",
      note="trap: mistral (the wind, also an AI company's name)"),
    R(r"""Un épisode fort mistral et de tramontane concerne le Languedoc-Roussillon et la vallée du Rhône ainsi que l'ouest de la Provence ce dimanche.
Une situation qui s'explique par le creusement d'une petite dépression sur le golfe de Gênes en même temps que l'anticyclone atlantique se rapproche du pays basque. Avec un gradient de pression élevé dans le sud de la France (1033 hPa à Biarritz contre 1015 hPa à Nice), cela canalise un vent de Nord (sous forme de mistral) et de Nord-ouest (sous forme de tramontane) sur les régions méditerranéennes.
Cet épisode de vents forts s'atténue d'ici lundi matin, avec des rafales en perte de vitesse.
Voici les rafales les plus fortes enregistrées depuis la nuit dernière :
116 km/h au cap Béar
115 km/h à Leucate
114 km/h à Arles
112 km/h à Avignon et àIstres
107 km/h à Nîmes et à Tarascon
101 km/h à Salon-de-Provence
90 km/h à Orange""",
      source="https://figaronautisme.meteoconsult.fr/actus-nautisme-flash/2014-03-16/37219-ce-dimanche-fort-mistral-et-tramontane-turbulente-en-mediterranee",
      kind="french", note="trap: mistral, Orange (the town), gradient, vitesse"),
]
