"""French pages of the thirty-fifth fresh held-out set ("fresh-35"): music (Django Reinhardt's burnt hand, his two fingers
and the Selmer guitar, his death at Samois), cars (the Suzuki Swift hybrid tested three times), wine (harvests in the
heat in Savoie, a late and rainy harvest around Neuchâtel), school (back-to-school day for twelve million pupils, a
primary school getting ready at Agneaux), health (the pharmacie de garde, twice) and local politics (an opposition group's account of a council's votes) -- ordinary French prose with words that are also
tool names (Django, Swing, Swift, turbo, Spring, Pack, Vitale, SAMU, Max, Cave, source). Nothing in them
names a software tool as software: none is labelled.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a paragraph or a few)
and labelled by hand without running the extractor, by the earlier sets' conventions (``--split fresh-35``). A travel
page on Java that fresh-34 also took is kept there only.
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ================================================================ musique : Django Reinhardt
    R("""Deux doigts de chance

Publié le 25 mars 2009 par Thel

En 1928 un incendie se déclare dans la roulotte où le Django Reinhardt vit en compagnie de sa première femme, Bella Baumgartner. Les fleurs en celluloid — matière très inflammable — que celle-ci vend s’enflamment au contact d’une bougie renversée, détruisant la caravane et blessant assez gravement ses deux occupants. Django surtout est sérieusement atteint à la jambe droite et à la main gauche. Celle-ci cicatrisant très difficilement, il reste près de 18 mois à l’hôpital, où les médecins prédisent qu’il ne pourra plus jamais rejouer de musique. On doit finalement brûler sa main au nitrate d’argent pour provoquer la cicatrisation. Django a perdu l’usage de deux doigts, mais s’obstine néanmoins, et après 6 mois de travail sans relâche il développe une technique nouvelle sur la guitare que son frère Joseph lui a apportée en guise d’outil de rééducation. Elle fera le tour du monde et l’admiration de tous.""",
      source="https://www.paperblog.fr/1785416/deux-doigts-de-chance/amp", kind="french",
      note="trap: Django (the guitarist)"),
    R("""Django Reinhardt Jean-Baptiste Reinhardt est né en Belgique près de Liverchies le 23 janvier 1910 dans une famille tsigane. Très tôt il joue du banjo puis de la guitare. Il découvre le jazz et commence à gagner sa vie en jouant dans les bals parisiens. A dix-huit ans il est victime d'un incendie dans sa roulotte. Gravement brûlé, il ne garde que deux doigts valides (l'index et majeur) à la main gauche. Néanmoins il réussira à développer une technique hors du commun et jouera donc tous les solos avec deux doigts ! En 1934, il fonde avec le violoniste Stéphane Grappelli le quintette du Hot Club de France. Le duo Reinhardt / Grappelli connaît un énorme succès et signera des standards du jazz : Nuages, Minor Swing, Les Yeux Noirs. Après une tentative de carrière aux Etats-Unis après la guerre, Django prend une semi retraite musicale dès 1947. Il décède d'une congestion cérébrale le 16 mai 1953 près de Fontainebleau. Célèbre de son vivant, sa légende ne cessera de grandir. Il est l'un des rares guitaristes européens a avoir acquis une renommée mondiale et défini une nouvelle branche du jazz : le style manouche. Django fera de la guitare Selmer-Maccaferri le symbole du jazz manouche.""",
      source="https://blog.monunivers.com/post/2005/02/19/22-django-reinhardt", kind="french",
      note="trap: Django, Swing (Minor Swing), Nuages"),
    R("""Django est né en 1910 dans une roulotte. A l'âge de 10 ans il s'exerce sur le banjo de son oncle et apprend en observant les musiciens de passage. Il commence à jouer dans les bars et les bals dès l'âge de 13 ans et se forge alors une réputation de virtuose.

A l'âge de 18 ans, il enregistre son premier disque portant la mention "Jiango Renard, banjoïste". Ne sachant ni lire ni écrire, son nom a été mal orthographié.

Peu de temps après, sa roulotte prend feu. L'incendie est dû à une bougie qui a enflammé les fleurs en celluloïd que vendait sa femme. Le celluloïd est une matière plastique hautement inflammable fabriquée à partir de nitrocellulose (un explosif), elle était utilisée auparavant pour les pellicules de cinéma ; ces pellicules étaient surnommées les "films flammes" et ont occasionnées de nombreux incendies. Aujourd'hui, les balles de ping-pong sont les seuls objets de la vie courante encore fabriqués en celluloïd.""",
      source="http://www.chaosexmachina.info/post/2010/11/01/Cellulo%C3%AFd%2C-nitrate-d-argent-et-jazz-manouche",
      kind="french", note="trap: Django"),
    R("""Django Reinhardt, concerto pour une main gauche

Commençons par la fin. Django Reinhardt a disparu le 16 mai 1953, emporté par une congestion cérébrale alors qu'il était attablé à la terrasse d'un bistrot de Samois (Seine-et-Marne) où il attendait son café au lait (ou un anis). Revenait-il d'une partie de pêche ou de Bois-le-Roi par la forêt? Il avait l'air fatigué, dit-on. Le temps était à l'orage. Des éclairs pour accompagner la fin d'un génie. Le plus grand guitariste de l'histoire du jazz venait de mourir. Place à la légende et à la littérature. Marc-Edouard Nabe, écrivain, dessinateur, guitariste, fils de saxophoniste, dit: «Django Reinhardt est un nuage. Il est passé au-dessus du monde. Bien ouaté, tout en vapeur d'amour, il flotte dans le ciel inquiet, pour toujours.»""",
      source="https://www.mediapart.fr/journal/culture-idees/230110/django-reinhardt-concerto-pour-une-main-gauche?page_article=3",
      kind="french", note="trap: Django, nuage"),
    # ================================================================ automobile : Suzuki Swift
    R("""Une citadine proposant à la fois une hybridation et quatre roues motrices, c’est suffisamment rare pour être signalé. Et apprécié, car cette nouvelle Suzuki Swift est juste parfaite au quotidien. Par Philippe Guillaume

C’est quoi ?

C’est la pétillante petite citadine de Suzuki, qui en est à sa troisième génération ! Souvenez-vous, la première fit son apparition en 2004, la seconde en 2010 et la troisième en 2017. Cette dernière connut un véritable succès, d’ailleurs, puisqu’elle a été vendue à plus de 745 000 exemplaires dans 119 pays. Et voici venu le moment d’un petit restylage, qui vient de pair avec des évolutions techniques. Elle change en douceur, mais est toujours aussi craquante.

Justement, qu’est-ce qu’il y a de nouveau ?

Sur le plan cosmétique, en réalité, pas grand-chose : on repérera la nouvelle à sa signature visuelle à LEDs à l’avant, les feux entourant une nouvelle calandre, cela venant aussi avec de nouvelles jantes. Et à l’intérieur, la planche de bord évolue elle aussi avec parcimonie… Mais l’essentiel n’est pas là.""",
      source="https://stuffmagazine.fr/essai-suzuki-swift-hybrid-allgrip-service-complet", kind="french",
      note="trap: Swift (the Suzuki car)"),
    R("""La quatrième génération de la Suzuki Swift n’a qu’un peu plus d’un an, mais sous le capot, elle joue clairement la carte vintage ! On y trouve en effet un trois-cylindres essence 1,2 litre… sans turbo. Quant à l’électrification du bloc, elle se limite à un système mild hybrid en 12 V. Pourtant, Suzuki annonce une consommation comprise entre 3,9 et 4,9 l/100 km, selon la finition. Des chiffres à rendre jalouses bien des voitures hybrides ! Et en pratique, la Swift est-elle réellement un miracle de frugalité ?
Il n’y a pas que le moteur atmosphérique qui est atypique sur cette Suzuki Swift : il s’agit également de la seule citadine polyvalente disponible avec une transmission 4x4 ! Nous avons toutefois pris le volant de la version « standard », dotée de la traction avant et d’une boîte manuelle… à cinq rapports. De quoi nous rendre un peu sceptiques quant à la consommation sur autoroute ! Notre modèle d’essai était par ailleurs une finition GLX, donc à l’équipement complet, avec notamment la climatisation automatique et les rétroviseurs rabattables électriquement.""",
      source="https://www.vroom.be/fr/information/suzuki-swift-2024-consommation-reelle", kind="french",
      note="trap: Swift, turbo"),
    R("""Fallait-il essayer la Suzuki Swift ? Nous nous sommes posés la question. Elle n'est pas électrique, et son système hybride est en dessous du minimum syndical, en étant en seulement 12 volts. Tout cela pour 18 990 € en finition
Avantage, 20 190 € en finition
Privilège et 21 090 € en finition
Pack (voiture de l'essai). Alors qu'une Dacia Spring 100 % électrique démarre à 18 400 €. Il y aura un jour prochain où nous n'essaierons plus que des voitures zéro émission à
MoteurNature, mais nous savons que ce ne sera pas avant plusieurs années, parce qu'aujourd'hui, cette Suzuki Swift est immensément supérieure à une Dacia Spring. Qualitativement bien sûr, mais aussi par sa polyvalence. Nous avons roulé à 130 km/h avec la Swift. Aucun doute que la voiture aurait pu faire cela toute une journée. Oui, on peut faire Paris-Nice dans la journée avec une Swift, alors que les électriques qui peuvent le faire sont plus de 2 fois plus chères...""",
      source="https://moteurnature.com/actu/2024/suzuki-swift-prise-en-mains.php", kind="french",
      note="trap: Swift, Spring (the Dacia car), Pack"),
    # ================================================================ vins et vendanges
    R("""Vous avez peut-être déjà remarqué les tracteurs qui commencent à récolter les grappes de raisins dans les vignobles. Elles serviront à produire du vin rouge, du vin blanc, du rosé et même du pétillant. Les grappes récoltées en ce moment, sont les premières de l'année et sont destinées au crémant. Pour ce type de vin, les raisins doivent être cueillis quelques jours avant la maturité.

Beaucoup de vignerons savoyards sont donc déjà à la tâche pour les premières vendanges. C'est notamment le cas des membres de la Cave coopérative de Cruet, près de Montmélian. Elle regroupe 70 producteurs et représente plus de 240 hectares de vignes. Comme chaque année, au début du mois de septembre, les adhérents de cette coopérative se retrouvent pour les vendanges, mais cette année la chaleur tardive rend les choses encore plus difficiles.

Boire de l'eau et travailler le matin

Dans un champs à Saint-Pierre-d'Albigny, Max, 63 ans, ramasse des grappes de raisins. Son travail ? Pousser les feuilles, couper les grappes et les déposer dans un seau. Et ça depuis sept heures du matin. "C'est pas sorcier" sourit l'ancien viticulteur à la retraite.""",
      source="https://www.francebleu.fr/infos/agriculture-peche/savoie-les-vendanges-commencent-sous-la-chaleur-et-les-viticulteurs-doivent-s-adapter-5905671",
      kind="french", note="trap: Max, Cave"),
    R("""On s’était presque habitués à ce que les vendanges débutent au mois de septembre et soient très prolifiques en quantité. Mais cette année, les nombreux jours de pluie ont eu deux effets : D'abord, retarder les vendanges jusqu’à début octobre puisque le soleil permet au raisin d’atteindre le bon taux de sucre. Et ensuite, favoriser la prolifération de champignons, en particulier du mildiou cette année, et ainsi donner du travail à ne plus savoir qu’en faire aux vignerons.

Retour à la normalité

Il s’agit en fait d’un retour à la normale après deux années exceptionnellement ensoleillées. Le nombre de jours de soleil est comparable à la moyenne de ces 20 dernières années.""",
      source="https://www.rtn.ch/rtn/Actualite/Region/20210922-Avant-les-vendanges-des-vignerons-sur-les-rotules-et-un-retour-a-la-normale.html",
      kind="french", note="trap: none (a plain text on a rainy harvest)"),
    # ================================================================ école et rentrée
    R("""Cartables ou sac sur le dos, le pas hésitant pour les plus jeunes ou sourire décontracté pour les ados, quelque 12 millions d'élèves ont repris lundi le chemin de l'école: un rituel bien rôdé qui a lancé l'année scolaire.

Nouveauté de la rentrée: le portable est interdit à partir de cette année, à l'école et au collège.

Devant les maternelles, quelques larmes mais aussi de bonnes résolutions. Carmen, qui entre en grande section à l'école Fessart de Boulogne-Billancourt, près de Paris, a choisi sa plus jolie robe, gilet et chaussures assortis. Et elle a promis à sa mère d'"écouter la maîtresse, toujours".

"Ca y est, je suis au collège!", se réjouit Félicien, en franchissant les portes de son établissement à Lyon, dans le 3e arrondissement. Elèves de 6e et parents sont réunis dans la cour. "C'est lui le directeur? Il a un costume et tout et tout. Il fait classe!", lance un élève, visiblement impressionné.

Le ministre de l'Education Jean-Michel Blanquer a renouvelé l'opération "la rentrée en musique", un dispositif diversement appliqué dans les 62.000 établissements du territoire.""",
      source="https://www.rtl.be/info/monde/france/une-journee-particuliere-pour-des-millions-d-eleves-1055969.aspx",
      kind="french", note="trap: portable, classe"),
    R("""Plus que quelques jours avant la rentrée scolaire. Pour les élèves, elle a lieu le jeudi 1er septembre, mais certains professeurs ont d'ores et déjà effectué une prérentrée le lundi 29 août. C'est le cas à l'école primaire et maternelle de l'Institut à Agneaux. Cette année, 503 élèves vont arriver dans 18 classes, c'est le maximum, alors il faut être bien prêt. Les classes prennent forme, les tables sont installées selon les volontés des enseignants. Dans la classe de grande section, elles sont en îlot, et dessus il y a plusieurs piles de cahiers. "Le cahier du jour, un cahier d'écriture, un cahier de vocabulaire…", décrit Alicia Coudray, l'enseignante. Elle ajoute, concernant la rentrée : "On a toujours hâte, mais on est toujours stressé aussi." Marie Deconinck prend aussi ses marques. "Comme j'ai un double niveau, il faut penser l'espace pour les CE2 et les CM1, explique-t-elle. Après c'est une organisation plus pédagogique, sur les programmes, les programmations et les projets d'années.\"""",
      source="https://www.tendanceouest.com/actualite-401919-agneaux-dans-les-coulisses-d-une-ecole-a-la-rentree",
      kind="french", note="trap: classes, tables, programmes"),
    # ================================================================ santé : pharmacie de garde
    R("""Vous avez laissé passer l’heure de fermeture ? Votre douleur, votre infection ou tout autre problème qui demande à être résolu rapidement s’est, bien évidemment, manifesté la nuit, un dimanche ou un jour férié ? Première solution : consultez la vitrine de votre officine habituelle pour trouver la pharmacie de garde la plus proche ouverte en dehors des horaires d’ouverture. Autre façon d’obtenir la liste des pharmacies d’astreinte (les gardes sont organisées par les instances représentatives de la profession dans chaque département) : le commissariat de police, la gendarmerie, ou le site de l’agence régionale de santé (ars.sante.fr) qui permet d’accéder à cette information dans de nombreux départements. Enfin, vous pouvez appeler le 3237, accessible 24h/24 mais payant (35 centimes d’euros la minute).
À noter que, en période de garde, les médicaments ne sont délivrés que sur présentation de la prescription médicale, de la carte Vitale et de la mutuelle. Les portes de l’officine peuvent être ouvertes ou fermées (pharmacie ouverte, mais rideau baissé), surtout pendant la nuit pour des raisons de sécurité.""",
      source="https://bienetre-et-sante.fr/autres/comment-puis-je-trouver-une-pharmacie-de-garde-jeremie-35-ans",
      kind="french", note="trap: Vitale, site (ars.sante.fr is a web site)"),
    R("""Inconsciemment, on garde à l’esprit qu’en cas d’urgence, il est toujours possible de trouver une pharmacie de garde. Mais quand le moment survient, souvent la nuit ou en plein dimanche, on devient fébrile à l’idée de rencontrer des difficultés pour identifier ladite officine ! Effectivement, notre dispositif de continuité de santé fonctionne très bien avec le SAMU, les urgences, les médecins généralistes de garde et avec les pharmaciens : ces derniers, maillon essentiel pour pouvoir délivrer les médicaments prescrits à tout moment, se sont organisés territorialement pour permettre un accès à tous les Français à une officine de garde, le week-end et les jours fériés.

Quel est le rôle des pharmacies de garde ?

Maillon essentiel de la continuité médicale en France, les pharmacies sont habilitées à délivrer tous les médicaments avec prescription, ce qui est même leur prérogative exclusive. Le pharmacien est un métier très règlementé tant en matière d’installation sur le territoire que dans ses prérogatives et obligation. On a largement eu l’occasion de s’apercevoir récemment qu’il était en mesure de vacciner.""",
      source="https://www.blogsudouest.com/trouver-les-pharmacies-de-garde-pres-de-soi-directement-en-ligne/",
      kind="french", note="trap: SAMU, garde"),
    # ================================================================ politique locale
    R("""Le Conseil Municipal du 11 avril 2023
Nous avons tout d’abord désapprouvé le compte-rendu du dernier Conseil Municipal qui ne reflète pas le débat sur le Plan d’Orientation Budgétaire. Il ne fait pas apparaitre les imprécisions des réponses aux questions posées en particulier sur la source des financement des investissements. Il n’est donc pas conforme.
Nos positions sur les différents votes :
1. Election d’un nouvel adjoint
Nous nous sommes ABSTENUS sur le vote relatif au maintien du nombre d’adjoints à 7 ainsi sur le vote relatif au rang qu’occupera le nouvel adjoint.
Nous avons ensuite proposé la candidature de Pascal PANTHENE au poste de nouvel adjoint. C’est Monsieur Gauthier VIDAL qui a été élu en qualité de nouvel adjoint au Maire par la Majorité.
2. Convention intercommunale de coordination des interventions de la police métropolitaine des transports et des forces de sécurité de l’Etat – Approbation et autorisation de signature
Nous avons voté POUR.
3. Adoption du compte de gestion et vote du compte administratif de l’exercice 2022
En l’absence de commissions finances, nous découvrons en avril 2023, l’étendue du déficit de 2022. Ce résultat montre le début de la réduction des capacités d’auto-financement de notre commune et de l’augmentation de son endettement. Il reflète les dérives que nous n’avons pas manquées de signaler depuis 2020.
Nous avons donc voté CONTRE.""",
      source="https://upcournon34660.jimdofree.com/cr-des-conseils-municipaux", kind="french",
      note="trap: source, Convention, POUR, CONTRE (the page is hosted on Jimdo, named only in its address)"),
]
