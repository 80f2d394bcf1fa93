"""French pages of the twenty-seventh fresh held-out set ("fresh-27"): fishing at Le Guilvinec and in the Bigouden
ports of Brittany (twice), the Cannes festival's Palme d'or (Julia Ducournau's Titane; a palmarès with Joaquin Phoenix
and The Square), the Django Reinhardt festival at Samois, three village fêtes (a committee that reacted "très vite", DJ
Pat Music and the Boxong orchestra, a "Diabolo.gom" entertainment company), Victor Hugo's Notre-Dame de Paris after the
fire (twice), a Toulon-Toulouse Top 14 semi-final, Versailles's markets planned like "un vrai Tetris", and two journeys
on the island of Java (Bromo, a Bintang beer) -- nothing in them is a technology.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed) and labelled by hand
without running the extractor, by the earlier sets' conventions (``--split fresh-27``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ---------------------------------------------------------------- la Bretagne et la pêche
    R("""16h 30: C'est l'heure du grand rassemblement sur la terrasse réservée aux spectateurs. Touristes, goélands et mouettes se donnent rendez-vous ici pour assister au ballet des chalutiers qui viennent décharger leur pêche sur les quais.
Rapidement les casiers de langoustines, raies, lottes, baudroies et autres espèces sont hissées, chargées sur des chariots avant de pénétrer dans le sacro-saint lieu de la criée.
Puis les chalutiers quittent le quai pour libérer la place. Ils vont s'amarrer plus loin accompagnés par les criaillements aigus des mouettes et des goélands.
C'est l'heure du grand nettoyage, une aubaine pour les oiseaux qui se disputent les poissons restés prisonniers des filets et que les pêcheurs rejettent à l'eau.
Le Guilvinec est le troisième port français et le premier pour la pêche artisanale mais les marins-pêcheurs sont en colère! La crise du pétrole qui vient s'ajouter aux quotas imposés par Bruxelles menacent leur profession. Comment sortir de cette impasse? Pour les familles de pêcheurs, la question devient vitale...""",
      source="https://moniquetdany.typepad.fr/moniquetdany/2008/08/retour-de-pche.html?asset_id=6a00d83451bb4969e200e5548d982d8833",
      kind="french", note="trap: chalutiers, criée, quotas, Bruxelles (le retour de pêche au Guilvinec)"),
    R("""Pêche bigoudène

La pêche bigoudène est l'activité de pêche maritime professionnelle du pays Bigouden, dans le Finistère, en Bretagne. Les huit ports bigoudens du sud (Saint-Guénolé, Saint-Pierre, Kérity, Guilvinec-Léchiagat, Lesconil, Loctudy, l'Île-Tudy et Sainte-Marine) formaient de 1919 à 2009, avec le port voisin de Bénodet, le quartier maritime du Guilvinec, dont les initiales d'immatriculation étaient GV. Les bateaux de l'ancien quartier maritime font aujourd'hui partie d'un même quartier d'immatriculation, et gardent les mêmes initiales. En 2011, le quartier d'immatriculation GV compte 809 marins et 236 navires.

Depuis 2008, seuls trois ports (Saint-Guénolé, Guilvinec et Loctudy) pratiquent le chalutage et disposent d'une criée. En 2014, dans les trois criées bigoudènes, la vente « déclarée en criée » par les bateaux français représente 30 301 tonnes pour une valeur de 94,5 millions € (données provisoires).""",
      source="https://franco.wiki/fr/P%C3%AAche_bigoud%C3%A8ne.html",
      kind="french", note="trap: GV, quartier, chalutage, criée (une copie de l'article encyclopédique; la légende d'image coupée)"),
    # ---------------------------------------------------------------- le cinéma, Cannes
    R("""C’est le Graal, le nec plus ultra des récompenses cinématographiques. Citer le titre de quelques lauréats de la Palme d’or donne le tournis : Orson Welles, Billy Wilder, Federico Fellini, Luchino Visconti, Jacques Demy… plus proche de nous, Francis Ford Coppola, Martin Scorsese, David Lynch, Gus Van Sant ou encore Quentin Tarantino. La liste est aussi interminable que prestigieuse. Qui les rejoindra au panthéon de la Croisette et succédera à Julia Ducournau et son rugissant Titane cette année ? Mystère, mystère.

Le grand truc entre festivaliers, c’est de faire des pronostics. Entre deux projections, dans les files d’attente ou à la terrasse des cafés, de préférence l’air hautain en se référant aux fameux "tableaux critiques" publiés par plusieurs magazines professionnels. Sachant qu’à chaque fois ils ont tout faux puisqu’ils ne sont pas dans la tête des membres du jury.""",
      source="https://www.tf1info.fr/culture/festival-de-cannes-2022-en-coulisses-pour-la-palme-d-or-il-est-encore-un-peu-trop-tot-pour-faire-un-choix-2220755.html",
      kind="french", note="trap: Julia, Titane, Graal, Croisette (Julia Ducournau, Palme d'or)"),
    R("""Comme chaque année, le festival divise ; presse étrangère et presse française, professionnels et amateurs, festivaliers et festivalières. Et pourtant, tous se pressent avec la même euphorie de salle en salle, courent les projections, patientent des heures dans l'espoir de voir " leur " film, échangent avec passion sur leur coup de coeur du jour ou au contraire dézinguent sans pitié la cruelle déception provoquée par un film jugé médiocre.
Comme chaque année, les badauds courent après une invitation inespérée, les robes de soirée se portent en journée, les stars déambulent sur le tapis rouge sous l'objectif des photographes avant de disparaître de la Croisette, éphémères et insaisissables.
Voici le palmarès de ce 70e festival de cannes, décerné par le président Pedro Almodovar et par son jury :
Palme d'or : The Square de Ruben Ostlund
Prix spécial du 70e anniversaire : Nicole Kidman
Grand prix : 120 battements par minute de Robin Campillo
Prix de la mise en scène : Les Proies de Sofia Coppola
Prix d'interprétation masculine : Joaquin Phoenix pour You Were Never Really Here, de Lynne Ramsay
Prix d'interprétation féminine : Diane Kruger pour In the Fade, de Fatih Akin""",
      source="https://focus-cinema.com/8406588/70e-festival-de-cannes-le-bilan/amp",
      kind="french", note="trap: Phoenix, Square, Croisette, Kidman (Joaquin Phoenix, l'acteur; un paragraphe et la fin du palmarès coupés)"),
    # ---------------------------------------------------------------- Django Reinhardt
    R("""Les plus grands festivals de jazz manouche

Le jazz manouche vit et respire grâce aux festivals : lieux de mémoire, de rencontre et d’invention où se croisent maîtres et jeunes pousses, solos flamboyants et jam-sessions improvisées. Voici un aperçu des festivals incontournables dans le monde.

Festival Django Reinhardt — Samois-sur-Seine / Fontainebleau

Le Festival Django Reinhardt de Samois-sur-Seine est sans doute le festival de jazz manouche le plus célèbre au monde. Né dans les années 1980 en hommage à Django Reinhardt, qui vécut et fut enterré à Samois, il devient rapidement un rendez-vous international pour les héritiers du swing. À l’origine organisé sur l’île du Berceau, le festival acquiert une aura mythique grâce à son ambiance à la fois intime, champêtre et profondément liée à l’histoire du style.

Après les inondations de 2016, le festival est déplacé au parc du château de Fontainebleau, mais Samois reste symboliquement au cœur de l’événement. Une ouverture du festival est organisée dans le village, souvent sous forme de concerts ou animations accessibles à tous — certaines années gratuits, d’autres partiellement gratuits selon la programmation. Cette ouverture permet de conserver le lien historique et affectif avec Samois, où flotte encore l’esprit de Django.""",
      source="https://www.latostakicompagnie.fr/blog/festivals-6/les-plus-grands-festivals-de-jazz-manouche-8",
      kind="french", note="trap: Django, Django Reinhardt, swing, jam-sessions (le guitariste; la liste des invités coupée)"),
    # ---------------------------------------------------------------- fêtes de village
    R("""Le week-end de la fête, les cieux n’étaient pas favorables aux membres du comité. En effet, de nombreux orages se sont abattus et ont fortement compliqué l’organisation de la fête et son installation. Le comité a très vite réagi en installant dans la salle des fêtes tous les stands de jeux et à l’extérieur un chapiteau pour que les visiteurs puissent se mettre à l’abri.

Une décision payante, puisque les habitants du village et des villages avoisinants ont répondu présent à ce rendez-vous annuel. Certes, ce n’était pas l’affluence de l’année précédente. Le samedi soir, les averses ont cessé et le public était au bien là pour le repas, plus de 200 plateaux aligot- saucisse ont été distribués. Et dans une ambiance joyeuse et bon enfant, les fêtards ont envahi la piste de danse pour danser jusqu’à tard dans la nuit au son de la musique de Média Laser. Le lendemain matin, les amateurs de tripous étaient nombreux et pour le premier vide-greniers, une quinzaine d’exposants n’ont pas craint les orages, ils ont déballé leurs étals à l’abri sous le chapiteau.

Bravo et merci aux membres du comité des fêtes qui ont très vite réagi pour maintenir cette très sympathique fête de village.""",
      source="https://www.centrepresseaveyron.fr/2023/07/12/une-belle-fete-de-village-11338317.php",
      kind="french", note="trap: vite, Média Laser, stands, chapiteau (« très vite réagi », deux fois)"),
    R("""Une belle fête d’été au coeur du village

Cette année, la fête du village a connu un beau succès malgré une météo mitigée. Les festivités débutaient le vendredi soir avec DJ Pat Music et son animation neige dans une bonne entame pour commencer la fête qui s’annonçait festive.

Et le samedi soir avant et après la marche aux lampiuons et le feu d’artifice, l’orchestre « Boxong » a mis une super ambiance comme l’année dernière et enchanté les spectateurs de tous âges avec un beau final.

La fête s’est poursuivie toutes ces journées avec des attractions foraines pour les plus jeunes, et dimanche après un concours de pétanque, c’est Nicolas Roger musicien/chanteur homme orchestre qui après le traditionnel dépôt de gerbe au monument aux morts a animé avec talent l’apéritif offert aux habitants du village/

Et la fête s’est terminée un peu plus tard avec des grillades comme les deux soirées précédentes…dans une ambiance festive.

Une belle fête dirigée par une équipe dynamique et présente du comité des fêtes.""",
      source="https://www.lepetitjournal.net/31-haute-garonne/e31t-gascogne/2023/07/04/une-belle-fete-dete-au-coeur-du-village/",
      kind="french", note="trap: DJ, Boxong, pétanque, orchestre (les crédits photo coupés)"),
    R("""Quatrième week-end de septembre: Fête du village
Quatrième week-end de septembre, c’est la fête du village. Le comité des fêtes a bien fait les choses et le samedi ensoleillé a donné son appui. Le comité a fait venir «Diabolo.gom», une société chargée d’animer l’après-midi. Ils ont sculpté une multitude de ballons multicolores, appliqué de très beaux maquillages sur les visages, proposé des jeux en bois géants, très astucieux dans leur conception et difficiles pour gagner.
La place du château a aussi abrité les attractions de la fête foraine, manège, cascade, tir à la carabine… Cette fois, le barnum du comité a connu une belle fréquentation. Il faut dire qu’il y a des expertes en confection de crêpes et de gâteaux.
Le dimanche, la brocante a occupé la rue de le Forêt et les stands ont été plutôt bien fréquentés… le matin car la pluie de l’après-midi a évidemment fait fuir les visiteurs. Dommage, l’arrière-saison était si belle !""",
      source="https://orrouy.fr/2016/11/quatrieme-week-end-de-septembre-fete-du-village/",
      kind="french", note="trap: Diabolo.gom, cascade, barnum, stands (une société d'animation au nom en .gom)"),
    # ---------------------------------------------------------------- Victor Hugo et Notre-Dame
    R("""Notre-Dame de Paris, un monument. Un monument littéraire qui écrase toute autre référence. D’une brique de 59 chapitres et de nombreuses petites pierres, rejetons plus ou moins heureux de l’œuvre séminale, Victor Hugo, ce géant de la littérature du XIXe siècle, aura élevé la cathédrale plus haut que la flèche tombée dans la rage de feu de lundi soir, l’aura située au-delà des cartes, dans l’imaginaire mondial, et gravé ses murs dans la culture populaire. Une œuvre qu’il vouera à la fatalité.""",
      source="https://www.lalibre.be/culture/livres-bd/comment-l-incendie-de-notre-dame-a-fait-bondir-les-ventes-du-roman-de-victor-hugo-5cb600787b50a60b45a9cb8a",
      kind="french", note="trap: Victor Hugo, Notre-Dame, brique, cartes"),
    R("""Rédigé en 1831, "Notre-Dame de Paris", du poète et romancier français Victor Hugo, se situe en 1482 au moment du règne de Louis XI. Le roman a été maintes fois adapté au cinéma. Un passage du roman attire particulièrement l'attention aujourd'hui. "Tous les yeux s'étaient levés vers le haut de l'église. Ce qu'ils voyaient était extraordinaire. Sur le sommet de la galerie la plus élevée, plus haut que la rosace centrale, il y avait une grande flamme qui montait entre les deux clochers avec des tourbillons d'étincelles, une grande flamme désordonnée et furieuse dont le vent emportait par moments un lambeau dans la fumée", écrit Victor Hugo.
Autour des personnages comme la bohémienne Esmeralda, le "monstre" Quasimodo, Frollo ou Phoebus, Hugo fait de la cathédrale la véritable héroïne de son roman. L'objectif du romancier est de réhabiliter un monument tombé en décrépitude.""",
      source="https://libe.ma/Le-roman-Notre-Dame-de-Paris-numero-un-des-ventes-sur-Internet_a107926.html",
      kind="french", note="trap: Hugo, Victor Hugo, Phoebus, Esmeralda (la suite, sur Viollet-le-Duc et Gallica, coupée)"),
    # ---------------------------------------------------------------- le rugby
    R("""Top 14 : Toulon, le champion des champions

Si on devait trouver un équivalent de la Ligue des Champions en rugby, ça serait probablement le Top 14 : stades archicombles, ambiance festive malgré la météo qui n’est pas au rendez-vous, pluie de joueurs vedettes et surtout matchs entre clubs champions. Hier s’affrontait en demi-finale le tout nouveau champion d’Europe, Toulon, au champion de France Toulouse !

Sincèrement, je pensais que les Toulousains allaient remporter ce match. Je croyais qu’il était trop difficile de remporter une demi-finale face au grand Stade Toulousain, une semaine après avoir disputé une finale de Coupe d’Europe aussi âpre. Les organismes n’ont en général pas le temps de se remettre des stigmates de ce genre de match a fortiori lorsque la demi-finale en question se joue le vendredi. Après un titre continental, les esprits auraient dû être davantage tournés vers les plages de sable chaud. Mais les Toulonnais font preuve d’une fraîcheur physique et mentale déconcertante.""",
      source="https://misterrugby.wordpress.com/category/stade-toulousain/",
      kind="french", note="trap: Top 14, Toulon, Champions, Stade Toulousain"),
    # ---------------------------------------------------------------- économie locale, marchés
    R("""Chaque semaine, 21 séances de marché se tiennent dans plusieurs quartiers de la ville. À l’exception du lundi, il est toujours possible de trouver des produits frais et le sourire des commerçants près de chez soi.

Environ 200 commerçants sans abonnement peuvent chaque mois enrichir l’offre des marchés. On les appelle les commerçants volants. Une fois l’installation des commerçants abonnés terminés, les placiers effectuent un tirage au sort pour leur attribuer une place selon l’espace qui reste à disposition.

3 placiers supervisent les marchés de la Ville. Leur rôle est d’assurer le bon déroulement des marchés : ils surveillent la préparation technique de chaque séance, placent les commerçants et s’assurent que les règles du marché sont respectées, ils collectent les redevances payées par les commerçants pour leurs places et s’assurent que les marchés se dérouleront sans problème lorsque des travaux ou des manifestations se tiennent sur les sites de marché (fête de la musique, diffusion de matches, Esprit jardin…).

Une disposition réfléchie

Les places ne sont pas attribuées aux commerçants par hasard ! En fonction de la nature de leurs produits, certains marchands ne pourront pas être placés trop au soleil, dans un courant d’air, en bordure d’une rue ou à proximité d’une activité trop similaire. Un vrai « Tetris » pour le plan des ma""",
      source="https://www.versailles.fr/15-660/actualites/fiche/comment-s-organisent-les-marches-versaillais.htm",
      kind="french", note="trap: Tetris, placiers, abonnement, Esprit jardin (« un vrai Tetris », le jeu en image; le texte s'arrête où la copie s'arrête, un paragraphe chiffré coupé)"),
    # ---------------------------------------------------------------- Java, l'île
    R("""Notre périple commence par Yogyakarta au centre de Java. Yogya bien que grouillante de vie est agréable à visiter. Les distances étant importantes nous en avons profité pour nous déplacer en utilisant un moyen de transport local à savoir le beçak. Notre conducteur qui parlait français nous a promenés à travers la ville depuis le Kraton (palais royal) jusqu'au marché aux oiseaux en passant par l'avenue principale Malioboro. Yogyakarta est aussi notre point de départ pour visiter deux superbes sites archéologiques, Borobudur et Prambanan. Une balade jusqu'au plateau de Dieng, nous fait admirer de superbes rizières en terrasse, un lac de multiples couleurs et un ancien temple.
Notre voyage se poursuit en direction de Malang où nous nous rendons en train en choisissant des places première catégorie car le voyage dure 7 heures avec départ à minuit ...Malang a essentiellement été choisie pour voir le Mont Bromo. Il n'en reste pas moins que la ville possède quelques attraits. Nous avons particulièrement apprécié le marché aux oiseaux et bien sûr en ce qui me concerne boire une Bintang (bière indonésienne) au Toko Oen.""",
      source="https://impression-voyage.fr/javabali.html",
      kind="french", note="trap: Java, Bintang, Bromo, Malang (l'île de Java)"),
    R("""Indonésie - Java - du 19 au 31 août 2011

Nous quittons Bali et rejoignons l'île de Java en bus et en ferry, ce qui nous prend toute une journée.

Nous faisons une première étape à l'est de l'île, pour faire l'ascension du volcan Kawa Ijen.  Départ à 4 heure du matin en jeep afin d'arriver au début du sentier au lever du soleil, à 6 heures. Il faut à peu près 1 heure 30 de marche (bien raide) pour atteindre le sommet. 

Au fond du paysage, le volcan se profile ...

Tout de suite, nous rencontrons les porteurs de souffre. Ils vont le chercher au fond du cratère, et le redescendent dans des paniers sur leur dos pour un salaire de misère.  Il faut savoir que le souffre est très lourd et que les deux paniers qu'ils portent pèsent de 60 à 80 kg !  Un travail de forçat.  Ce qui ne les empêche pas de nous saluer, de nous sourire et de poser pour une photo.

Julie a fait copain-copain avec un porteur de souffre.""",
      source="http://lesturineautourdumonde.blogspot.com/2011/09/",
      kind="french", note="trap: Java, Bali, jeep, Julie (l'île de Java; la suite au Bromo coupée)"),
]
