"""French pages of the thirty-ninth fresh held-out set ("fresh-39"): the jazz festival of Samois-sur-Seine and Django
Reinhardt (a halt at his grave by boat, a statue for his centenary, the festival as a swing heatwave), mountains and
alpinism (a first Mont Blanc ascent with guides, the Mont Blanc without a guide, the Chamonix guides' company at 200),
lighthouses (the keeper of Goulphar on Belle-Île, a road of Breton lighthouses, the lighthouses of Finistère), pottery
and crafts (how a ball of clay becomes a pot, a potter's day in her workshop, a faience workshop at Renaison) and horse
shows (a day at a show-jumping competition, show jumping "vite et sans faute") -- ordinary French prose with words that
are also tool names (Django, swing, Oasis, Lumières, Phoenix, phare, phares, vite, vue, tour, four, Argentines,
clones, jazze). One potter films an Instagram reel for her social accounts, a social site in passing, not labelled as in
the earlier sets; nothing in them names a software tool as software: none is labelled.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a paragraph or a few)
and labelled by hand without running the extractor, by the earlier sets' conventions (``--split fresh-39``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ================================================================ Samois-sur-Seine et Django Reinhardt
    R(r"""Django Reinhardt est enterré à Samois-sur-Seine, près de Fontainebleau.
Sur le trajet Auxerre-Paris, nous y avons fait plusieurs fois une halte pour la nuit, le long du Quai de la République, face à l’île aux Barbiers.
Une rue pavée en forte pente mène au coeur du village où se trouve dans l’ordre d’importance pour nous, la boulangerie, le magasin de journaux et l’épicier. En remontant les pavés de la rue du Bas-Samois, à main droite, on longe la toiture et le bassin d’un ancien lavoir, remis en état pour le bénéfice des touristes.
Le cimetière se trouve à 100 mètres à vol d’oiseau à l’ouest de la mairie, l’entrée est située sur la Route du Cèpe.
Django Reinhardt s’installe à Samois en 1951 et il y meurt en 1953 à l’âge de 43 ans.
Par amour pour sa musique et par sympathie pour les cimetières, à chaque passage dans le lieu, nous allons dire bonjour au musicien manouche.
Notre chatte Lola, qui fut notre compagne de navigation pendant de nombreuses années jusqu’à son décès à Sens en avril 2010, aimait beaucoup Samois-sur-Seine.""",
      source="https://guy-sylva.blog/2013/01/20/samois-sur-seine-django-reinhardt-lola-et-les-concerts-djangofollies-a-la-centrale-electrique-de-gand/",
      kind="french", note="trap: Django (the guitarist), Lola, Route"),
    R(r"""Petite histoire de Django Reinhardt à Samois-sur-Seine


Django à Samois sur Seine, près de Fontainebleau : Au bord de l’eau, son Oasis.
Après bien des périples, Django sʼest posé à Samois.
Il habite une simple maison de village, pour une vie de rêve.
Cʼest pour lui le piano chez Fernand, le billard au Café de la Mairie,
cʼest la pèche à la mouche sur lʼîle du Berceau ou la peinture, selon lʼinspiration.
Toujours imprévisible, cʼest de là quʼil se catapulte dans lʼinvention de la modernité avec les jeunes bopers.
Il retourne à Paris pour de fameux concerts dans les caves de Saint Germain des Prés,
mais remonte dès que possible à lʼair libre de Samois.
Moins dʼune heure de train, et il retrouve son oasis de rêve.
Mais un jour de chaleur, il sʼeffondre devant chez Fernand.
Sa trajectoire de météore sʼarrête là. Désormais, lʼhomme «à la guitare qui parle» repose au village.""",
      source="http://unestatuepourdjango.blogspot.com/2009/11/django-reinhardt-samois-sur-seine.html",
      kind="french", note="trap: Django (the guitarist), Oasis, Café, météore, train"),
    R(r"""Un étrange phénomène culturalo-atmosphérique inexpliqué par la communauté scientifique opère chaque année : la date anniversaire de la mort de Django est l'épicentre d'un festival caractérisé par un réchauffement de la planète swing, les verdines sont frappées d'immobilisme près du camping de Samois - où poussent par ailleurs d'étranges champignons en toile synthétique peuplés de boeuffeurs du monde entier. On note encore un taux d'usure des semelles largement supérieur à la moyenne, ainsi qu'une recrudescence de la crampe des zygomatiques parfois couronné par une extinction des cordes vocales de type « Stade de France ». Mis bout à bout, les tronçons d'Argentines cassées en trois jours permettraient sûrement de rallier le Polygone...
Depuis 1973 (20ème anniversaire de la mort de Django), la ville de Samois où - le Manouche maître vécu les dernières années de sa vie - accueille un festival dédié au « swing manouche ». Lieu de pèlerinage et de rencontre incontournable de l'Internationale Djangophile. Amateurs et musiciens du monde entiers y affluent. La scène officielle est le lieu d'adoubement des héritiers de Django. Mais le festival vit peut-être plus encore des innombrables rencontres musicales, bœufs improvisés au camping, sur un coin d'herbe, en bord de Seine ou en terrasse, de tous ces aficionados qui se croisent : ça boeuffe partout et tout le temps.""",
      source="https://www.djangostation.com/La-memoire-vive-Django-Legacy,087.html",
      kind="french", note="trap: Django (the guitarist), swing, Argentines (guitar strings), Polygone, Stade"),
    # ================================================================ la montagne et l'alpinisme
    R(r"""L’ascension du Mont Blanc est un rêve pour beaucoup d’amateurs de montagne. Loin d’être accessible, il n’en reste pas moins réalisable avec toute la modestie qu’impose la Montagne. Grâce à Savoie Mont Blanc et Saint-Gervais Mont-Blanc, j’ai eu la chance de vivre le stage “Objectif Mont Blanc” proposé par la Compagnie des guides de Saint-Gervais. Suivez-moi, je vous emmène au sommet !
Quête d’absolu
Le Mont Blanc, deux mots qui résonnent chez beaucoup d’amoureux de la montagne comme une quête d’absolu. Incapable de se satisfaire du même plancher que les vaches, l’homme a toujours eu les yeux en l’air ; aspirant à atteindre tous ces pics, ces arêtes, ces sommets. L‘alpinisme est alors devenu le repaire des rêveurs fous ; ceux qui, les premiers, ont formulé un ardent désir à les conquérir.
L’alpinisme est une ascèse pragmatique : grimper vers le ciel les pieds au sol…
Dans cette profession de foi, le Mont Blanc a toujours fait parler de lui. Voisin du Mont Maudit, il n’en a pas moins eu une connotation aussi sombre depuis l’Antiquité. Il fallut attendre les Lumières et leur soif de découverte pour que la vallée maudite de Chamonix devienne attraction scientifique et le Mont Blanc""",
      source="https://sentiersduphoenix.be/ascension-du-mont-blanc-recit-aventure-sommet-europe",
      kind="french", note="trap: Lumières, Objectif, stage, Montagne"),
    R(r"""OSEZ LE MONT BLANC SANS GUIDE

Le mont Blanc attire les alpinistes de manière irrépressible. Les moins aguerris aiment à se mettre dans les pas rassurants d’un guide. Pourtant, quelle belle idée ce serait de fouler la cime en alpiniste autonome. Projet réaliste et qui, paradoxalement,

Montagnes - - MONT BLANC - Par Cédric Sapin-Defour.

L’été sera chaud. Sous les piolets, sous les crampons. Prendre de la hauteur paraît salutaire. Transhumances libres mais pourquoi pas au mont Blanc ? Et tant qu’à faire, tout seuls comme des grands ! Carrément. Sauf que notre envie de fraîcheur va en prendre un coup avec ce choix hautement inflammable : faire le mont Blanc sans guide. Tout est réuni pour que ça jazze. Un sommet – magnifique – saturé d’une mythologie bien entretenue, le statut sacré du guide de haute montagne gardien du temple, et un choix, l’autonomie, sur lequel chacun aura sa vérité absolue, profanes y compris, surtout les jours de drame au Tacul ou dans le couloir du Goûter. Dans ce désir individuellement motivé, collectivement partagé de gravir le mont Blanc, deux variables fortes interpellent et attisent la discussion. Avec ou sans guide ? Avec ou non une expérience de la montagne ? Croisons ces interrogations et n’apportons surtout pas de réponse sauf celle de vous guider (!) vers la vôtre.""",
      source="http://www.pressreader.com/france/montagnes/20170601/281943132827960",
      kind="french", note="trap: jazze, variables, guide, Projet"),
    R(r"""Premiers pas en alpinisme, avec la compagnie des guides de Chamonix-

La compagnie des guides de Chamonix ? C’est la plus ancienne, la plus prestigieuse, la plus mythique des compagnies de guides de haute montagne au monde. Les plus grands alpinistes français, les Frison-Roche, Terray ou Rebuffat furent tous membres de ce véritable corps d’élite de la haute montagne, dont le niveau d’exigence ne permet que la véritable excellence. En 2021, Chamonix fête les 200 ans de la création de la compagnie avec une série d’évènements prestigieux, notamment une grande traversée de la Vallée blanche par deux-cent alpinistes simultanément. A cette occasion, je suis partie en septembre dernier à la rencontre d’un des guides de la Compagnie, le brillant et talentueux Tristan Knoertzer, qui m’a raconté l’histoire de cette compagnie hors normes.

Grâce à lui, j’ai pu découvrir la haute montagne dans la Vallée Blanche, entre 3400 et 3800 mètres d’altitude dans cette sublime vallée glaciaire qui relie l’Aiguille du Midi (Chamonix) à la Pointe Helbronner (Courmayeur). Ces deux jours resteront gravés dans ma mémoire à tout jamais. Voici le récit d’une tentative d’approche d’un autre monde, éternellement blanc et abrupt, à la fois profondément inhospitalier et radicalement magique : la haute montagne, le pays enneigé où on ne s’aventure qu’avec cordes, crampons, et piolets…""",
      source="https://www.itinera-magica.com/compagnie-des-guides-chamonix-alpinisme/",
      kind="french", note="trap: corps, Midi, Pointe, cordes"),
    # ================================================================ les phares
    R(r"""LE GARDIEN DE PHARE

A Belle-Ile-En-Mer, plongez dans le quotidien du gardien de phare !

C’est parti pour une nouvelle aventure. Direction la troisième plus grande île de France métropolitaine qui compte encore 3 phares !

Habituellement fermé en hiver, le phare de Belle-Ile en Mer, situé à Bangor, nous ouvre ses portes pour une visite guidée exclusive avec son gardien.

Le phare de Goulphar à Belle-Île en Mer

Par une belle journée d’hiver, j’ai rendez-vous avec Yves. Il garde le phare de Goulphar depuis 36 ans. Ils sont deux. Les derniers gardiens de phare du Morbihan travaillent ici, et vivent sur le « rocher élevé », dans 2 petites maisons au pied de l’édifice. Ils guident les marins qui arrivent par le sud de la Bretagne.

La visite commence par la salle des machines, anciennement utilisée pour communiquer avec les marins, et surtout pour alimenter la lampe du phare. Mais, bien ancré dans les réalités de notre époque, le phare s’est modernisé : l’ampoule est la même que celle d’un gymnase. Ce qui en décuple sa portée, c’est la lentille. Elle, quant à elle, n’a pas changé depuis presque un siècle !

Un métier modernisé

Le terme « gardien de phare » n’est plus utilisé aujourd’hui. Dites plutôt « technicien supérieur du développement durable ». La classe, n’est-ce pas ?

D’ailleurs, en parlant de mots, n’allez pas confondre phare et sémaphore !""",
      source="http://evandebretagne.fr/belle-ile-en-mer/?share=linkedin",
      kind="french", note="trap: PHARE, phare, sémaphore, machines, lampe, classe"),
    R(r"""Bretagne : Sur la route des phares

1.Phare de l'île Vierge, un géant de granit

Un géant de granit
365 pas, pas un de moins ! A Plouguerneau, une belle montée mène, par un escalier à vis entre des murs recouverts d'opale bleu azur, jusqu'au sommet du phare de l'Ile Vierge. Le plus haut d'Europe et du monde en pierre de taille. Il vaut la peine d'atteindre la lanterne blanche éclair de ce géant de granit de Kersanton : à 82,5 mètres de haut, vous profiterez d'une magnifique vue sur le pays des Abers. L'émotion en plus ? L'accès en bateau donne l'impression de changer la garde du phare… Bien que ce phare soit désormais automatisé.

2. Phare de Saint-Mathieu, sentinelle du bout du monde

La sentinelle au bout du monde
Bar jusqu'à l'ouest ! Un décor hors du temps vous attend sur la pointe de Saint-Mathieu , à Plougonvelin. Ici, le phare Saint-Mathieu émerge des ruines d'une ancienne abbaye. Du haut de ses 163 marches, un guide vous racontera l'histoire et le rôle de cet élégant édifice, construit en 1835. Sa lanterne montre aux marins le chemin des gorges de Brest . Pas une petite chose les jours de tempête. Par beau temps, la vue depuis la Punta del Raz jusqu'à l' île d' Ouessant est tout aussi spectaculaire !""",
      source="https://www.tout-brest.fr/bretagne-sur-la-route-des-phares/",
      kind="french", note="trap: phares, Phare, vue, lanterne, sentinelle, Bar"),
    R(r"""DÉCOUVREZ LES PHARES BRETONS
Construits pour assurer la sécurité des bateaux au large des côtes bretonnes, les phares bretons sont incontournables dans le Finistère, avec plus de 40 phares sur tout le département.
Plus ou moins isolés, les phares bretons ont longtemps été habités par les gardiens. Aujourd’hui presque tous automatisés, certains sont ouverts aux visiteurs. Nous pouvons notamment citer le phare d’Eckmühl à Penmarc’h, le grand phare de l’île de Sein, le Stiff et le phare du Créac’h, tous les deux à Ouessant, ou encore le phare de Saint Mathieu.
LE PHARE D’ECKMÜHL À PENMARC’H
Construit grâce au don de la marquise de Blocqueville en 1897, le phare d’Eckmühl surplombe l’un des endroits les plus dangereux de la côte. Il est le successeur de « La Vieille Tour » et du « Phare de Penmarc’h ». Les murs sont en pierre de Kersanton et la paroi interne est en opaline. Le phare se visite de 10h30 à 19h30 en juillet et en août, selon les conditions météo. Il vous faudra monter ses 307 marches pour admirer la vue à 360°. Le phare d’Eckmühl est le théâtre du « Championnat du monde de l’ascension du phare d’Eckmühl », compétition qui consiste à monter le plus rapidement jusqu’à la salle de veille.""",
      source="https://camping-finistere-bretagne.fr/blog/les-phares-bretons",
      kind="french", note="trap: phares, Phare, Stiff, Tour, vue, salle de veille"),
    # ================================================================ la poterie et l'artisanat
    R(r"""Comment une boule d’argile devient-elle une poterie étanche et colorée ? Dans mon atelier, voilà comment ça se passe.

Je façonne chaque pièce à la main, le plus souvent au tour de potier. C’est une étape très importante bien sûr, puisqu’elle détermine la forme des poteries. Mais c’est en fait une toute petite partie du travail de fabrication.

Une fois les pots un peu raffermis, en général le lendemain du tournage, j’affine la forme et je dessine le pied, grâce à différents outils (mirette, tournasin, estèque souple…) C’est aussi à ce moment-là que je pose l’anse d’une tasse, le bec d’une théière, le bouton d’un couvercle…

Après un séchage lent (de 1 à 3 semaines) et une première cuisson à 950°C, les poteries sont prêtes à être émaillées.

Il faut alors les tremper une à une dans un bain d’émail, mélange d’eau et de minéraux. Une nouvelle cuisson d’une dizaine d’heures jusqu’à 1260°C transformera ce mélange en une glaçure colorée. Les différents émaux utilisés à l’atelier sont élaborés sur place grâce à des matières premières naturelles : kaolin, quartz, craie, talc…""",
      source="https://silapluie.com/la-fabrication-poterie",
      kind="french", note="trap: tour, outils, bouton, quartz, pots"),
    R(r"""Céramiste potier | Les coulisses de ma journée de potière #39

Plonger les mains dans la terre, sentir le tour tourner,… C’est un quotidien que je vis avec passion, et que j’avais envie de partager avec toi. Dans cet article, je t’emmène avec moi pour une journée typique dans l’atelier.

Il est un peu plus de 9h, et la lumière du matin glisse doucement sur la Loire. Je traverse le pont d’Orléans pour rejoindre l’atelier Oterrefeu, mon cocon de création. C’est ici que je vis pleinement ma vie de céramiste, entre gestes techniques, partages et un brin de désordre créatif.

L’atelier se divise en deux espaces : en bas, il y a la zone de peinture sur céramique, les stocks de pièces et le four principal. En haut, on entre dans la partie “terre” : 5 tours de potier, tout le matériel d’émaillage, les tests d’émaux… et l’endroit où je passe mes journées à modeler, expérimenter et enseigner.

🟠 Le cœur du métier de Céramiste potier : gestes, matières et création

La matinée démarre avec un petit tournage… non pas de poterie, mais pour les réseaux. J’installe un setup pour filmer un réel Instagram afin de présenter mes nouvelles lampes. Le temps de caler la lumière, et hop, action !""",
      source="https://oterrefeu.com/?p=8551",
      kind="french", note="trap: tour, tests, setup, stocks, four, lampes (Instagram, a social site for her reels, is not labelled, as in the earlier sets)"),
    R(r"""Ma boutique et mon atelier se situent à Renaison, dans le nord du département de la Loire.

Elle est ouverte du mardi au samedi de 10h à 12h et de 15h à 19h.

Voilà 14 ans que je suis tombée dans la terre ... et je m’y sens bien !

La céramique artisanale, ou poterie, c’est le travail d’un artisan.

Quand vous avez entre les mains un objet fabriqué par un potier, sachez qu’il l’a imaginé, réalisé par une quinzaine d’opérations en moyenne et qu’il sera par définition unique, puisque fabriqué, pièce après pièce.

Tout ce que nous fabriquons passe par nos mains. Nous ne sommes pas des machines, nous ne produisons pas des clones d’objets. Mais nous nous aidons d’outils : mirettes, tournassins, pinceaux, compas, tour, laminoir, rouleaux, moules, emporte-pièces ...

La céramique, pour un potier, c’est partir d’un pain de terre, de la faïence dans mon cas, de le débiter en boules pour le tournage, de l’étaler pour mettre la terre en forme dans des moules (estampage), ou pour faire des montages (travail à la plaque), ou du modelage (comme les lutins).""",
      source="http://www.terreaterres.fr/content/6-atelier-poterie-renaison",
      kind="french", note="trap: clones, machines, compas, tour, moules, outils"),
    # ================================================================ les concours hippiques
    R(r"""En France, une des disciplines phares est le saut d’obstacles, et pour les cavaliers portés sur la compétition, les concours ont repris.
Mais comment se déroule une journée de CSO (concours de saut d’obstacles), au fait ?
En fonction de l’horaire et de la distance à parcourir, le réveil peut être plus ou moins douloureux. Il n’est pas rare d’entendre des cavaliers dire qu’ils se sont levés à l’aube, pour être « à l’heure à la reco ».
Quand on va en concours, l’idéal est de préparer ses affaires la veille, de vérifier que le polo ou le pantalon ne sont pas encore dans le panier à linge sale, ou pour s’assurer que la bavette est bien avec la selle. Dans la préparation, l’organisation est le maître-mot.
Avant d’embarquer son cheval dans le camion, ou dans le van, on l’équipe, avec des protections de transport (pour les membres), d’un protège-queue, et éventuellement d’un protège-nuque. Il faut s’assurer qu’il n’y aura pas de blessures à l’arrivée, car cela est éliminatoire sur un terrain de concours.""",
      source="https://www.epplejeck.fr/inspiration/blog/147/une-journ%C3%A9e-en-concours-de-cso.html",
      kind="french", note="trap: phares, polo, van, camion, selle"),
    R(r"""Le saut d’obstacles, vite et sans faute
Depuis aujourd'hui, Toronto (Canada) accueille le Concours international de saut d'obstacles. Dans cette discipline, les épreuves peuvent être très variées. Et les performances reposent surtout sur la confiance entre le cavalier et son cheval.
Dans la nature, un cheval ne saute les obstacles qu'en cas de danger. S'il arrive devant un tronc, un mur ou un fossé, son 1er réflexe sera de le contourner. Cependant, grâce au dressage, les hommes ont pu apprendre aux chevaux à sauter. La réussite du saut repose alors sur la relation qui s'établit entre l'homme et l'animal : si le cheval a confiance en son cavalier, il acceptera de sauter comme il le lui demande. Mais il faut aussi que le cavalier connaisse bien sa monture pour lui faire comprendre ce qu'il veut.
Déjà, dans les chasses à courre, les Anglais avaient l'habitude de faire passer des haies et des clôtures à leurs chevaux pour qu'ils coupent à travers la campagne. Puis, il y a un siècle, l'envie leur est venue de comparer leurs capacités à sauter. Ils ont donc commencé à organiser des compétitions sur des obstacles artificiels. Le concours de saut d'obstacles était né.""",
      source="https://www.1jour1actu.com/sport/le_saut_dobstacles_vite_et_sans_faute",
      kind="french", note="trap: vite, Toronto, relation, mur"),
]
