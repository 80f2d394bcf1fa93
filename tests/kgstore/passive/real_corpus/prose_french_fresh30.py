"""French pages of the thirtieth fresh held-out set ("fresh-30"): books and films (Émile Ajar's Gros-Câlin and its
python at the Mercure de France, the Mercure de France as a publisher and a critic's page on it, Catherine Cusset
'très en vue' in the rentrée littéraire, Xavier Dolan's Mommy at Cannes, Cannes films shown early at the Pathé Opéra
Premier), the Django Reinhardt festival of Samois asking for help through 'vos réseaux sociaux', the Tour de France
(Connor Swift in a breakaway, a first stage in crosswinds), markets and cheeses (a fruitière near Besançon where 'c'est
allé vite', a cheese van in the Perche, a Savoy market as 'une vitrine', a Swiss farmers' market on Facebook) and
village fêtes (a mounjetado, a DJ and ball-trap, a Juke Box band) -- ordinary French prose with words that are also
tool names (python, Mercure, vue, Opéra, Django, réseaux, Swift, trains, vite, Facebook, vitrine, DJ, Juke Box).
Nothing in them names a software tool: none is labelled.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a paragraph or a few)
and labelled by hand without running the extractor, by the earlier sets' conventions (``--split fresh-30``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ================================================================ livres et cinéma
    R("""Lorsqu'on a besoin d'étreinte pour être comblé dans ses lacunes, autour des épaules surtout, et dans le creux des reins, et que vous prenez trop conscience des deux bras qui vous manquent, un python de deux mètres vingt fait merveille. Gros-Câlin est capable de m'étreindre ainsi pendant des heures et des heures. Gros-Câlin paraît au Mercure de France en 1974. Il met en scène un employé de bureau qui, à défaut de trouver l'amour chez ses contemporains, s'éprend d'un python. L'auteur de ce premier roman, fable émouvante sur la solitude de l'homme moderne, est un certain Émile Ajar.""",
      source="https://numerique.laprocure.com/listeliv.php?form_recherche_avancee=ok&editeur=Mercure%20de%20France&collection=bleue&base=ebook",
      kind="french",
      note="trap: python, Mercure, bureau (a publisher's blurb of Romain Gary's novel)"),
    R("""Le Mercure de France est à l'origine une revue française, fondée au xviie siècle sous le nom de Mercure Galant, et qui évoluera en plusieurs étapes, à travers divers rebondissements, pour devenir une maison d'édition au xxe siècle. (Groupe Gallimard)

Aurore disparaît, Amina Danton

Ecrit par Valérie Debieux , le Jeudi, 23 Octobre 2014. , dans Mercure de France, Les Livres, Critiques, La Une Livres, Roman

Aurore disparaît, avril 2014, 198 pages, 17 € . Ecrivain(s): Amina Danton Edition: Mercure de France

« Il dépend de celui qui passe Que je sois tombe ou trésor, Que je parle ou me taise. Cela ne tient qu'à toi, Ami, n'entre pas sans désir ».

Paul Valéry

Ces paroles de Paul Valéry, gravées au fronton du Palais de Chaillot et évoquées à la fin de l'ouvrage, reflètent toute l'atmosphère de cette histoire profondément humaine.""",
      source="http://www.lacauselitteraire.fr/mercure-de-france/page3", kind="french",
      note="trap: Mercure, Galant, Aurore, Edition"),
    R("""Catherine Cusset est de retour ! L'auteure française, installée à New-York depuis des années, est actuellement très en vue (dans les librairies et les short-lists des prix littéraires. Elle figurait dans les derniers romans en lice pour le prix Goncourt qui est finalement allé à Leïla Slimani pour « Chanson douce », à découvrir très prochainement sur le blog) grâce à son nouveau roman, « L'autre qu'on adorait », paru pour cette rentrée littéraire chez Gallimard.

L'agrégée de lettres classiques, qui enseigna un temps aux Etats-Unis avant de de se consacrer entièrement à l'écriture, revient donc avec ce treizième ouvrage.

J'avais découvert son univers avec « La haine de la famille », paru en 2001 puis avec « Un brillant avenir », en 2008.""",
      source="http://www.nrblog.fr/quatrieme-de-couv/page/19/?et_no_mobile=1", kind="french",
      note="trap: vue, short-lists, blog"),
    R("""C'est la première fois que Xavier Dolan concourt pour la Palme d'or. Cinquième long-métrage du jeune réalisateur, « Mommy » présenté en compétition semble faire l'unanimité sur la Croisette.

L'histoire se base sur la relation houleuse entre une mère et un fils, un adolescent impulsif et violent atteint de TDAH – Trouble Déficit de l'Attention Hyperactivité. A l'aide de la voisine, Kyla, ils recherchent une forme d'équilibre et d'espoir.

La justesse de la réalisation permet aux spectateurs de s'immerger totalement dans la peau des personnages. L'interprétation et l'appropriation de l'histoire reste libre. L'histoire sombre transporte dans un univers de tensions et d'émotions, mélangeant scènes conflictuelles et de réconciliations. De plus, l'originalité réside dans le format de l'écran, une belle surprise. La bande son constitue un élément majeur de cette réussite aussi bien esthétique que technique.""",
      source="http://www.clap8.univ-paris8.fr/category/archives/cannes-2014/page/3/", kind="french",
      note="trap: Palme, format, bande, Kyla"),
    R("""Et si vous vous apprêtiez à monter les marches… de votre cinéma ! A 48 heures de la cérémonie de clôture du Festival de Cannes, des salles, un peu partout en France, se préparent à accueillir quelques-uns des films projetés sur la Croisette en avant-première. Rappelons déjà que quatre films sont sortis. Annette de Leos Carax avec Adam Driver et Marion Cotillard, Benedetta de Paul Verhoeven avec Virginie Effira, Bergman Island de Mia Hansen-Love avec Tim Roth et Titane de Julia Ducournau avec l'une des révélations du festival, l'étonnante Agathe Rousselle.

Pour ceux qui n'auraient pas la patience d'attendre, des cinémas organisent des avant-premières ou des tournées estivales. Ainsi, Pathé et Gaumont déroulent le tapis rouge pendant trois jours, à partir de ce vendredi jusqu'à dimanche, au Pathé Opéra Premier de Paris, aux Gaumont de Rennes et Nantes, au Pathé Bellecour de Lyon""",
      source="https://www.20minutes.fr/arts-stars/cinema/3084635-20210715-festival-cannes-comment-voir-films-maintenant-tres-bientot-salles",
      kind="french",
      note="trap: Opéra, Driver, Titane, Island, Premier (the list of later releases left out)"),
    # ================================================================ jazz manouche
    R("""Festival Django Reinhardt

Du 24 au 28 juin 2015 à Samois sur Seine

Lévis Reinhardt soutient le festival

Bonsoir à tous,
Nous avons atteint les 10 000 euros. Merci et un grand bravo à vous tous.
Continuons la mobilisation, il reste quatre derniers jours.
Comme annoncé, voici les vidéos de soutien de Lévis Reinhardt.

Derniers jours de campagne

Bonsoir à tous,
Il ne reste plus que 5 jours de campagne, nous devons encore nous mobiliser quelques jours et le contrat sera bien rempli. Plus d'une centaine de donateurs et 9 787 euros ce soir. Nous pouvons dépasser nettement les 10 000 euros avec un dernier effort. Merci de relayer encore une fois l'adresse de la campagne à vos contacts et vos réseaux sociaux.

Nous avons reçu le soutien de Lévis, les vidéos seront en ligne demain. Adrien Moignard et Sébastien Giniaux nous ont également témoigné tout leur attachement à "leur" festival.
Un grand merci à tous
Georges Ferone pour toute l'équipe du festival""",
      source="https://fr.ulule.com/festival-djangoreinhardt/news/?page=3", kind="french",
      note="trap: Django, réseaux, contacts, campagne (a crowdfunding page; the site's menu of social networks "
           "dropped)"),
    # ================================================================ le Tour de France
    R("""Étape la plus longue de cette première édition du Tour de France Sans Filtre, la 4e journée de course semble être destinée aux sprinteurs. A la sortie de Toulon, un quatuor s'extraie du peloton et forme l'échappée du jour : Connor Swift, Michael Gogl, Quentin Pacher et Damien Gaudin. Elle prend vite le large et compte jusqu'à 6'30'' d'avance sur le reste des coureurs. A Aix-en-Provence, lieu du sprint intermédiaire, Peter Sagan empoche dix points, juste derrière Sonny Colbrelli et devant Sam Bennett. Dans la partie beaucoup plus plate de l'étape, les équipes de sprinteurs montent le tempo et reprennent énormément de temps. A 45km d'Uzès, il n'y a plus personne à l'avant et aucun ne tentera sa chance avant l'arrivée.
Les trains se mettent en place, en prévision d'un emballage final classique mais costaud, du fait de la pente relativement forte (dernier kilo à 2,8%) pour une arrivée groupée.""",
      source="https://sans-filtre.fr/le-tour-de-france-sans-filtre-episode-2", kind="french",
      note="trap: Swift, vite, trains, Sagan, sprint (Connor Swift is a rider; an imagined Tour)"),
    R("""Survivant des bordures qui ont notamment piégé Remco Evenepoel et Primoz Roglic, le Belge Jasper Philipsen (Alpecin-Deceuninck) a réglé au sprint un peloton d'une quarantaine de coureurs, à l'arrivée de la première étape du Tour de France, ce samedi.
00:00On va parler donc de cette première étape, c'était une étape pour les sprinters et c'est bien un sprinter qui a gagné,
00:05mais par contre c'était vraiment une étape compliquée et absolument pas calme.
00:09Oui, oui, mais c'est vrai, il faut le rappeler, un sprinter qui gagne alors qu'on s'y attendait, on se dit bon, en fait c'est une étape facile,
00:14mais alors vraiment, pas du tout, je ne sais pas du tout, 110 km déjà de l'arrivée, il y a déjà eu des tentatives de bordure,
00:18c'est quand on essaie de couper le peloton en plusieurs groupes, donc la vitesse était évidemment très élevée.""",
      source="https://lrpapi.dailymotion.com/video/x9me8tu", kind="french",
      note="trap: vitesse, groupes, sprint (a video's transcript, time codes kept)"),
    # ================================================================ marchés et fromages
    R(""""Certains clients sont affolés quand ils voient la file d'attente", sourit le gérant de la fruitière de Fontain, Claude Vermot-Desroches. "Mais finalement, ils reviennent me confier que c'est allé vite !" Bien préparés à l'affluence habituelle avant les Fêtes, 8 employés s'activent pour servir les amoureux de fromages doubiens et jurassiens. La fruitière a compté plus de 750 clients mercredi et jeudi, et près de 300 ce vendredi matin.

"Il y a des gens missionnés par les familles pour ramener des produits du terroir"

Sous un chapiteau à l'extérieur, on savoure un vin chaud, du comté ou du morbier en compagnie des producteurs. Le président de la fruitière Philippe Cuinet se réjouit de voir des locaux et des Francs-Comtois d'origine, revenus pour la Fêtes : "Il y a des gens missionnés par les familles et par les proches pour ramener des produits du terroir !" Dans la file, on croise des clients les bras chargés de victuailles, direction Agen, Paris, le Luxembourg ou encore la Belgique.""",
      source="https://www.francebleu.fr/infos/economie-social/a-la-fruitiere-de-fontain-les-francs-comtois-font-le-plein-de-fromage-avant-les-fetes-1640345117",
      kind="french",
      note="trap: vite, file, chapiteau, Fêtes"),
    R("""Bien ancré dans la vie locale, le marché de Val-au-Perche (Orne) s'installe chaque mercredi au cœur du Theil-sur-Huisne, devant l'église, place des Teilleuls. On y trouve un café mobile, des vêtements, une offre de bouche variée (maraîcher, traiteur, poissonnerie) et différents producteurs de la région. La douzaine de commerçants réguliers accueille depuis peu deux nouveaux stands, Les Fromages du marché et Cidrerie et ruchers sarthois.
À 50 ans, Jean-Christophe Goisot, fromager depuis vingt ans, se relance sur les marchés après trois ans d'arrêt. Installé à Parigné-L'Evêque (Sarthe) près du Mans, il travaille sur les marchés depuis l'âge de dix ans, dans la boucherie familiale de Connerré.
Les Fromages du Marché propose deux spécialités : les produits crémiers de Normandie de la Ferme des Peupliers et des produits corses. Vous trouverez également dans son camion : cantal, morbier, comté, crème, beurre et chaque semaine des promotions.""",
      source="https://alencon.maville.com/actu/actudet_-val-au-perche.-deux-nouveaux-commercants-rejoignent-le-marche-du-mercredi-_-5492861_actu.Htm",
      kind="french",
      note="trap: mobile, stands, camion, promotions"),
    R("""Depuis 10 ans, Lescheraines dans les Bauges accueille tous les dimanches de l'été un marché de petits producteurs. Une vente directe qui apporte un complément de revenus aux exploitants et un peu d'animation dans le village.
Ce dimanche 10 juillet, les sonorités du Brésil se sont invitées sur le marché de Lescheraines, village savoyard de 750 âmes. Tôt le matin, les musiciens de K'Samba ont enveloppé de leurs notes, allées et stands. Un air de fête pour ce marché miniature qui offre un point de vente supplémentaire à quinzaine de petits exploitants du massif des Bauges pendant l'été.
C'est une vitrine pour nos produits
Eleveurs, artisans ou primeurs, ils étaient tous réunis ce dimanche au marché. Parmi eux, Roland qui écoule 60% de sa production sur les marchés savoyards. Lui, travaille beaucoup avec la clientèle locale mais ce marché lui permet également de vendre aux touristes pendant les vacances. "Lescheraines, c'est une vitrine, ça fait connaître nos produits" explique-t-il.""",
      source="https://france3-regions.francetvinfo.fr/auvergne-rhone-alpes/savoie/lescheraines-en-savoie-un-marche-estival-pour-les-petits-producteurs-des-bauges-1045789.html",
      kind="french",
      note="trap: vitrine, production, stands, notes"),
    R("""Joëlle Cachin | La rentrée c'est pour tout le monde! Après une courte pause estivale, le marché paysan s'apprête à (re)déployer ses étals ce samedi 6 septembre, de 9h à 13h, au battoir de Palézieux. Ce rendez-vous, maintenant bien établi dans la région, proposera aux habitants une belle palette de produits frais, tous les samedis jusqu'en novembre.
Sur leur page Facebook, les membres de l'Association Terroir de Haute-Broye exhortent également artisans, agriculteurs comme artistes à rejoindre l'aventure. Le marché est ouvert à tous les producteurs intéressés, et les organisateurs sont actuellement à la recherche de maraîchers. Organisée autour d'un comité de six personnes mené par Céline Dovat, l'association a plusieurs buts, dont le principal est de dynamiser la vie des petits villages environnants, parfois un peu éparpillés au sein de la nouvelle commune.""",
      source="http://le-courrier.ch/cest-aussi-la-reprise-pour-le-marche-paysan/", kind="french",
      note="trap: Facebook, palette, rentrée, battoir (a site's page, no tool named)"),
    # ================================================================ fêtes de village
    R("""Tout est prêt pour le grand rendez-vous annuel de la fête locale (40e édition !) qui commence ce soir avec l'incontournable «mounjetado» attendue par tous les gourmands et gourmets (uniquement sur réservation au : 06 86 83 6526 ou au 06 82 09 1196). La soirée se poursuivra, à partir de 22 heures, avec l'orchestre de David Firmin à l'animation.

Dimanche enfin, place aux sportifs et aux lève-tôt avec le concours de ball-trap organisé par l'Association de Chasse (ACCA) du village : rendez-vous sur la route d'Aureville, à partir de 8 heures (remise des récompenses à 13 heures). À 15 heures, débutera le second concours de pétanque de la fête, en doublettes formées, avec remise des récompenses annoncée pour 18 h 30. Dans la foulée, suivra l'apéritif festif offert par le Comité à l'occasion de son 40e anniversaire. Et pour clôturer en beauté ces trois belles journées de fête au village, c'est DJ Futuria qui sera aux manettes, tandis que des grillades seront proposées pour le repas du soir.""",
      source="http://www.ladepeche.fr/article/2017/08/18/2629733-que-la-fete-commence.html", kind="french",
      note="trap: DJ, manettes, animation, Comité (the Saturday programme left out)"),
    R("""Samedi 28 août, le bourg était en effervescence pour renouer avec la fête de la St-Jean Baptiste, décalée de deux mois à cause de la pandémie. Grâce au dynamisme de l'équipe du comité des fêtes, le retour de la « vogue » a ravi un public qui s'est plié de bonne grâce au pass sanitaire pour retrouver de bonnes sensations. Dès 19 heures, malgré la fraîcheur, la place Julien Soulier se remplissait rapidement autour des grandes tentes réservées à la restauration et du podium occupé par le groupe Ponot Juke Box. Quel plaisir d'entendre cette musique qui résonnait sur tout l'espace du parking de la salle polyvalente. De nombreuses familles ont profité de cet événement pour se réunir, parfois avec des amis pour partager un bon moment ou la musique a été l'ingrédient de la réussite de ce rassemblement.""",
      source="https://www.blanzac.fr/a626-la-fete-du-village-a-ravi-la-population.html", kind="french",
      note="trap: Juke Box, pass, podium, vogue (a village fête)"),
]
