"""French pages of the thirty-seventh fresh held-out set ("fresh-37"): farming and markets (producers' markets at
Aurignac, Lorgues and Sanvignes), classical music and festivals (the Musicades, a Garde républicaine concert at the
Chaise-Dieu festival, the Chorégies d'Orange 2014 presented in Brussels), sailing and ports (a regatta at Le Port on Réunion, Boris Herrmann
before the Vendée-Arctique, the Fastnet won by Lann Ael 2, boat tours of the port of Marseille), museums and heritage
(the Journées du patrimoine at Fontainebleau and at the Juliobona museum) and village fêtes (a fête votive being prepared in Aveyron, a fête near Hannut in Belgium) -- ordinary
French prose with words that are also tool names (rails, Max, drive, Opéra, Faust, Orange, Sailfish, Argo, IRC, Rambler,
Apollon, Hélios, Adam). Nothing in them names a software tool as software: none is labelled.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a paragraph or a few)
and labelled by hand without running the extractor, by the earlier sets' conventions (``--split fresh-37``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ================================================================ l'agriculture et les marchés
    R("""Aurignac. Le marché du samedi sur les bons rails

Incontestablement, le marché du samedi matin a trouvé sa place, et son opportunité, place de la mairie. Depuis le 30 avril, la municipalité soutient l'organisation de ce marché qui a la particularité de réunir en majorité des producteurs locaux.

Venus, de Montoulieu , Peyrissas, Terrebasse, Saint-André, Aurignac, Auzas, Figarol, Carbonne, Martres ou Saint -Christaud, vingt petits producteurs déballent chaque samedi matin à la conquête d'une clientèle qui , en cette période estivale, se fait plus nombreuse dans les marchés. Viandes, volailles, poisson frais, conserves, légumes bio, confitures, vins ou plats préparés les acheteurs y trouvent la diversité de l'offre pour faire leurs courses du week-end. Rendez vous de proximité par excellence, ce marché apparaît aussi comme un modèle de relation directe entre producteurs et consommateurs.""",
      source="https://www.ladepeche.fr/article/2011/07/16/1129280-aurignac-le-marche-du-samedi-sur-les-bons-rails.html",
      kind="french", note="trap: rails (sur les bons rails)"),
    R("""À Lorgues, le marché saisonnier des producteurs de pays réunit une quarantaine d’agriculteurs et d’artisans.
Marque des Chambres d’agriculture, les Marchés des producteurs de Pays (MPP), attachés au label ‘Bienvenue à la ferme’, rassemblent, dans le département, près d’une centaine d’agriculteurs et artisans locaux sur quatre marchés permanents, deux marchés saisonniers et quatre marchés festifs.
Et, comme de coutume, le marché saisonnier de Lorgues – inauguré le 10 juin dernier – vient lancer une nouvelle saison pour les MPP. Ici, au plus fort de cette campagne estivale, 26 agriculteurs, 9 artisans de bouche et 5 artisans d’art se réunissent le vendredi sur le cours de la République, en plein cœur du village.
Après deux années perturbées par les mesures sanitaires de lutte contre le Covid, un air de renouveau semble presque rafraîchir l’atmosphère caniculaire de cette fin de printemps. “On est ravi de retrouver les agriculteurs et artisans locaux qui répondent présents sur ces beaux marchés”, se réjouit Max Doléatto, élu de la Chambre d’agriculture du Var sur le secteur de la Dracénie. “Maintenant, on va voir si le public est au rendez-vous et on attend les clients du cru, comme les touristes”, lance-t-il en souhaitant une belle saison aux exposants.""",
      source="https://www.pressagrimed.fr/article/nouvelle-saison-sur-les-marches-des-producteurs-de-pays",
      kind="french", note="trap: Max (a first name), label"),
    R("""Sanvignes – Un marché sans maraîcher, ce n’est pas un marché

Ce jeudi 4 janvier, en fin d’après-midi, le marché de la Trèche à Sanvignes faisait pâle figure. Rien d’étonnant en ce début d’année et ce mois de janvier où les producteurs et artisans en profitent pour prendre quelques jours de vacances. Et puis le temps, plus souvent mauvais qu’ensoleillé n’incite pas toujours à mettre le nez dehors.

Cependant, le drive, lui, fonctionne toujours à la Trèche. Tout le monde n’est pas à l’arrêt, il faut quand même assurer les commandes comme Soni Cordoano qui livrait ses oranges et clémentines venues de Calabre.

Mais un marché, même réduit, n’est pas un marché sans un maraîcher avec ses légumes de saison, évidemment.

A Sanvignes, le collectif de la Trèche peut compter sur Amélie, « même si je viens une fois sur deux » dit-elle. Amélie arrive de Chiddes, à côté de Cluny où est basée son entreprise « Chez Loulou et Giugui ». William, son conjoint fait la rôtisserie sur les autres marchés.""",
      source="https://linformateurdebourgogne.com/sanvignes-un-marche-sans-maraicher-ce-nest-pas-un-marche",
      kind="french", note="trap: drive (the market's order pick-up), oranges"),
    # ================================================================ la musique classique et les festivals
    R("""Au programme du festival :

– Ouverture dans les Jardins du Musée par l’Orchestre symphonique Victor Hugo sous la Direction de Jean-François Verdier avec la participation de Chouchane Siranossian, Sandrine Sarroche … (jeudi 21)

– Spectacle »Entre duel et duo » avec Jean-François Zygel et André Manoukian (vendredi 22)

– Concert d’orgues à la Collégiale Saint Barnard de Baptiste-Florian Marle-Ouvrard (samedi 23 après-midi à la Collégiale)

– »Les Musicades célèbrent l’Amour » avec Emmanuel Rossfelder, Nathanaël Gouin, Astrig et des invités surprise (samedi soir 23)

– Opéra » Cosi fan tutte » de Mozart (version 2 heures) par Castel Artes et l’Orchestre du Printemps sous la Direction d’Edwin Crossley-Mercer (dimanche 24)""",
      source="https://www.ladrome.fr/evenements/les-musicades-2025/", kind="french",
      note="trap: Opéra (the opera, not the browser), Musée"),
    R("""Un millier de spectateurs pour le concert "Musique au jardin"
Les compositeurs français à l'honneur
"Nous avons commencé par une pièce de Berlioz, l'ouverture du Carnaval romain", présente le chef d'orchestre, Sébastien Billard. C'est en effet "une heure de musique orchestrale symphonique française" auquel le public attentif a pu assister sur la scène saisonnière montée devant le kiosque, sous un ciel revenu au bleu après une répétition pluvieuse plus tôt dans l'après-midi. Après Hector Berlioz, s'enchaînent Léo Delibes, une bacchanale de Camille Saint-Saëns, la "méditation de Thaïs" de Jules Massenet, puis une valse extraite du Faust de Charles Gounod. S'ensuivent Gabriel Fauré et Emmanuel Chabrier, et le concert se terminent sur trois extraits de l'Arlésienne de Georges Bizet, dont le dernier repris en rappel sur les applaudissements enthousiastes du public qui s'est levé pour faire honneur au talent des musiciens.
Une 53ème édition sur le point de clore
L'Orchestre symphonique de la Garde républicaine jouera également ce dimanche 1er septembre à 15h, à l'abbatiale Saint-Robert de La Chaise-Dieu, où ils interprèteront la Symphonie fantastique de Berlioz à l'occasion des 150 ans de la mort du compositeur.""",
      source="http://zoomdici.fr/actualite/Un-millier-de-spectateurs-pour-le-concert-Musique-au-jardin--id172392.html",
      kind="french", note="trap: Faust (Gounod's opera), Carnaval"),
    R("""Les Chorégies d’Orange 2014 se présentent à Bruxelles

Un rendez vous culturel majeur à ne pas manquer cet été sur le site prestigieux du théâtre antique d’Orange. L’Administratrice artistique, Mme Sophie Duffaut et le Secrétaire général M. Cyril Barthalois, ont présenté à la presse, invitée à la Résidence de France, l’édition 2014 des Chorégies d’Orange.

Le festival des Chorégies d’Orange présente cette année sa 43ème édition. Il se déroulera du 9 juillet au 5 août. Deux opéras, un oratorio et deux concerts seront présentés au Théâtre antique de la ville d’Orange. Lors de cette saison 2014, le compositeur Verdi sera mis à l’honneur, avec deux représentations de l’opéra Nabucco et deux représentations de l’opéra Otello. Un concert lyrique est également programmé pour une représentation. Enfin un oratario du compositeur Orff, Carmina Burana, est également prévu pour cette 43ème édition.""",
      source="https://be.ambafrance.org/Les-Choregies-d-Orange-2014-se", kind="french",
      note="trap: Orange (the town)"),
    # ================================================================ la voile et les ports
    R("""Ce dimanche 23 juin 2024 à la Darse de plaisance du de la ville du Port, en hommage à la Journée de l’olympisme, le Club nautique portois a rebaptisé sa course de bateau annuelle "Le souffle des alizés" en "Souffle de l’olympisme" pour l'occasion. Huit bateaux étaient présents sur la ligne de départ, mais c'est l'équipe du Ti coque qui repart vainqueur du challenge.

La régate a débuté par un départ au lièvre, un départ original où un bateau, en l’occurrence Sailfish a été désigné comme "Le lièvre".

Au signal, Sailfish a commencé à ouvrir la ligne à partir du houlographe du Port et la poupe du bateau. Tous les bateaux sont passés entre le houlographe et Sailfish. Une fois tous les bateaux passés, Sailfish a eu le droit de virer.

Les bateaux ont navigué en sortant leur voile jusqu’au houlographe de la Possession, qu’ils devaient laisser à bâbord, à l’entrée de la route du littoral. Le retour s’est fait au près, jusqu’au houlographe du Port avec un vent variable ne dépassant pas les 10 nœuds.

Sur les huit bateaux au départ, tous ont franchi la ligne d’arrivée. Le classement final a vu Ocean drive, dirigé par Bruno Davidsen, se positionner en 1er en temps réel, suivi de J-Nette, puis de Sailfish.""",
      source="https://imazpress.com/le-port-actualite/ti-coque-vainqueur-du-souffle-de-l-olympisme", kind="french",
      note="trap: Sailfish (a sailing boat), drive (Ocean drive)"),
    R("""Boris Herrmann au départ du Vendée-Arctique

A quelques mois du départ du Vendée Globe, l’Allemand Boris Herrmann sera au départ de la course Vendée-Arctique-Les Sables d’Olonnes à bord du Seaexplorer – Yacht Club de Monaco. Cette course qui mènera pendant 10 jours les 22 marins au large de l’Islande, du cercle arctique, puis des Açores, sera la première épreuve nautique depuis la crise sanitaire. Une préparation avant la grande échéance du tour du monde en solitaire.

Le germanique de 39 ans qui sillonne les océans depuis près de 20 ans partira le 4 juillet avec un double objectif : s’entraîner en testant le bateau dans des conditions de course en prévision du Vendée Globe et collecter des données scientifiques sur les fonds marins.
En collaboration avec le programme IOC-UNESCO, Boris déposera un flotteur profileur Argo au large de l’Islande pour mesurer la salinité et la température de l’eau. En parallèle, il fournira, grâce à son laboratoire de haute technologie mesurant le CO2 dans l’océan à des endroits éloignés et très difficiles d’accès, des données essentielles aux scientifiques des programmes de l’Institut Max Planck à Hambourg, Géomar, Kiel et l’Ifremer.""",
      source="http://aboutsailing.agp-courseaularge.com/index.php/blogger/admin?start=100", kind="french",
      note="trap: Argo (the ocean float programme), Max (Institut Max Planck)"),
    R("""TRIOMPHE DE LANN AEL 2

Comme en 2013 avec les Loison père et fils, ou en 2015 avec Géry Trentesaux, cette année encore c’est un équipage français qui remporte cette épreuve mythique en IRC overall devant 350 concurrents.

Ce succès fait d’autant plus plaisir à voir que l’an dernier, pour sa 1ere saison avec ce nouveau bateau, Didier Gaudoux avait eu un peu de mal à trouver la bonne carburation.

Ni Paris, ni Rome ne s’étant fait en 1 jour, pas mal de réflexion et de boulot cet hiver ont permis de trouver des solutions, et l’équipage de Lann Ael 2, renforcé de Fred Duthil et de Christian Ponthieu, a réussi la course parfaite qui leur permet de graver leur nom au bas d’un trophée qui reste l’un des plus convoités de notre sport .

Cette édition 2017 restera marqué tout d’abord par un long louvoyage de 360 miles pour atteindre le célèbre phare, dont une bonne partie se faisant avec des conditions plutôt viriles et des températures que ne respiraient pas franchement le plein été .

On remarquera au passage que c’est une tendance assez marquée cette saison pour les épreuves en manche, Cowes – Dinard et la Channel ayant notamment vu la victoire en réel et compensé de « Rambler 88 ».""",
      source="https://www.uncl.com/category/actualites-courses/", kind="french",
      note="trap: IRC (the yacht rating rule), Rambler (a yacht)"),
    R("""Afin de valoriser le patrimoine portuaire marseillais, le Mucem et le port de Marseille Fos proposent des traversées pédagogiques en bateau, du J4 jusqu’à l’Estaque. Une initiative qui pourrait être pérennisée.

Aménagé à la fin du XIXe siècle, le Grand port maritime de Marseille abrite l’un des plus grands dispositifs de réparation navale au monde. Mais s’il est un élément emblématique du paysage et de l’histoire de la cité phocéenne, il reste méconnu du grand public.

Le Musée des civilisations de l’Europe et de la Méditerranée (Mucem) et le port de Marseille Fos se sont associés pour proposer des visites pédagogiques en bateau, afin de valoriser l’histoire industrielle et maritime du territoire, vieille de 2600 ans.

Ces visites sont programmées les samedis 8 et 15 octobre à 10h30. Après la découverte d’images d’archives mises en scène dans la salle d’embarquement du musée, les passagers sont invités à monter à bord du bateau hybride Hélios pour une traversée de 45 minutes du J4 jusqu’à l’Estaque, accompagnés par un guide-conférencier.""",
      source="https://madeinmarseille.net/123122-visites-guidees-bateau-decouvrir-histoire-portuaire-de-marseille/",
      kind="french", note="trap: Hélios (the boat)"),
    # ================================================================ les musées et le patrimoine
    R("""Les Journées Européennes du Patrimoine prendront possession du Château les samedi 20 et dimanche 21 septembre, de 10 à 18 h.
Les associations œuvrant pour et avec le château à l’année vous proposent de venir découvrir leurs actions. Ces associations seront cette année installées dans la Cour d’Honneur, l’Opéra en Plein Air occupant la Cour de la Fontaine.
Les Amis proposeront 3 visites : l’appartement des Chasses (samedi à 11h, 14h et 17h ; dimanche à 11h et 17h), le jardin de Diane (samedi et dimanche à 10h30, 14h, et 15h30) et la grotte des Pins (samedi et dimanche à 10h30, 14h et 15h30). Les groupes étant limités à 20 personnes il est nécessaire de s’inscrire auprès de notre stand ce weekend. Ces visites sont gratuites. Elles sont animées par des spécialistes du sujet, membres de notre association.""",
      source="https://www.amischateaufontainebleau.org/journees-europeennes-du-patrimoine-au-chateau-de-fontainebleau/",
      kind="french", note="trap: Opéra (Opéra en Plein Air), Diane"),
    R("""Journées Européennes du Patrimoine - Exposition Boire et Manger au temps des Bastides

Les Journées européennes du patrimoine des 20 et 21 septembre 2025 seront l’occasion, pour le Musée des Bastides de Monflanquin, de s’intéresser à ce que l’on mangeait et buvait au Moyen Âge. Pour cela, un ensemble de 10 panneaux sera présenté au sein du musée. L’exposition « Boire et manger à l’époque des bastides » est une réalisation de la Fédération des Bastides d’Aquitaine.

Visite libre du musée Juliobona

Venez découvrir le musée Juliobona en toute liberté. Nous vous dirons tout sur le quotidien des habitants de Juliobona, de leurs assiettes à leurs salles de bain, en passant par leur Apollon et leurs maisons. Vous l’aurez compris, vous saurez tout ! Enfin... tout ce que nous savons jusqu’à maintenant, car vous le verrez l’archéologie ça bouge et le savoir s’étoffe au fil des nouvelles découvertes.""",
      source="https://www.eterritoire.fr/tout/parcours%20dans%20le%20jardin%20du%20mus%C3%A9e%20Tancr%C3%A8de%20(landes)/77",
      kind="french", note="trap: Apollon (the god's statue)"),
    # ================================================================ les fêtes de village
    R("""Le week-end de la fête des 5, 6 et 7 juillet approche et les réunions se multiplient pour le préparer. Vendredi, c’était pour peaufiner le programme et le planning des bénévoles avec les responsables du comité des fêtes.

Après avoir fait l’inventaire du matériel nécessaire, il a été évoqué les différentes animations : le quine du vendredi avec ses trois gros lots (un tour en montgolfière, une tireuse à bière, un braséro). Le samedi, dès 14 heures, le concours de pétanque et une soirée musicale et gourmande avec de jeunes musiciens locaux et des bandas autour d’une paella.

Le dimanche, dès le matin, déjeuner aux tripous, escargots et farçous ; l’après-midi pour les enfants, des jeux gonflables, des jeux en bois, du maquillage, une calèche pour une balade… et en soirée le repas aligot-jambon braisé au son de l’orchestre de Véronique Pomiès.""",
      source="https://www.centrepresseaveyron.fr/2024/05/24/la-fete-votive-de-juillet-se-prepare-11972362.php",
      kind="french", note="trap: planning, quine"),
    R("""Cette année, la fête a renoué avec un programme plus traditionnel. Le barbecue sous chapiteau de samedi a attiré plus de 220 convives. Pour l’occasion, les membres du comité avaient inauguré leur nouveaux T-shirt."Ils nous ont été offerts par notre sponsor Matériaux Adam,précise Dominique Mazy.C’est un plus. Pour des questions pratiques, nous sommes aussi reconnaissables."Et avec Jean-Paul Miévis, elle souligne:"Nous avons un beau comité avec 25 membres actifs. Des jeunes habitants nous rejoignent. Il y a un beau mélange dans nos membres qui se complètent bien. Et sur le week-end, nous pouvons compter sur une trentaine de bénévoles."

Avant, les festivités s’appelaient la Fête du 15 août."Maintenant, nous l’organisons le week-end qui précède le 15 août."

Mais une tradition demeure. Après le barbecue du samedi soir, l’orchestre "Les Altesses" anime le bal de la soirée."Ce sont des fidèles de notre fête,poursuivent Jean-Paul Miévis et Dominique Mazy.Tout le monde apprécie cette ambiance de bal et les musiciens et leur chanteuse ont un programme varié pour faire plaisir à toutes les générations."

Le dimanche laissait place à la cinquième brocante dans le village, initiée par deux jeunes dames, Stéphanie et Clothilde.""",
      source="https://www.lavenir.net/regions/huy-waremme/hannut/2022/08/17/le-comite-abaronnais-a-relance-sa-fete-ce-week-end-UKWECE33QNCR3OSOOUDDCXQ4FM/",
      kind="french", note="trap: Adam (Matériaux Adam, a sponsor)"),
]
