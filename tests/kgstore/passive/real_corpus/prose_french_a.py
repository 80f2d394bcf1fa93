"""French pages (and a few in other languages) with words that are also tool names: « vue »,
« vite », « express », Python (le serpent), Kafka, Java, Scala. Nothing here is about software
unless a case says so. ``note`` starts with ``trap:`` and names the trap words.
"""

from real_corpus import R, T

CASES = [
    R("""Lézarder sur une plage de sable blanc, boire des yeux l’océan jusqu’à plus soif, rêvasser la nuit dans les bercements du ressac et du bruit du vent… Notre sélection de nouveaux hôtels avec vue mer pour des vacances uniques.""",
      source="https://thegoodlife.fr/hotels-vue-mer", kind="french", note="trap: vue"),
    R("""De prime abord, l'hôtel Arc En Ciel est assez... disons... rose. Mignon. Un peu osé ? Oui, bon, la naïade plutôt nue peinte sur le mur de la chambre, les couloirs décorés... passons. On ne viendrait peut-être pas avec des enfants. Par contre, si vous êtes amoureux, c'est l'idéal ! Les chambres à la déco romantique (un peu kitsch ?), la vue sur la mer, le SPA, la terrasse avec le bain bouillonnant, les massages.""",
      source="https://savoiebolivia.blogspot.com/2017/03/ou-dormir-chic-aux-sables-dolonne.html", kind="french",
      note="trap: vue, SPA"),
    R("""Êtes-vous suffisamment informés au moment de la réservation de la chambre de votre choix ? La vue sur jardin, sur la mer, sur la piscine, sur la montagne est-elle garantie ? Il est difficile, si pas impossible, de garantir une vue identique pour chaque chambre, surtout sur base des photos présentées, généralement mises généreusement en valeur.""",
      source="https://pagtour.info/chambre-avec-vue-sur-quoi", kind="french", note="trap: vue"),
    R("""Cependant, réserver une chambre avec vue sur mer ne garantit pas toujours un panorama idyllique. Un inconvénient majeur, relevé par plusieurs clients, est que toutes les chambres présentées comme telles n'offrent pas une vue dégagée. Certains clients ont fait part de leur déception lorsque leur « vue sur mer » se résumait en fait à une vue sur le dessous de la passerelle reliant l'hôtel au continent.""",
      source="https://villalamourpur.nl/fr/hotel/eemshotel", kind="french", note="trap: vue"),
    R("""A peine franchi le pas de la porte d’entrée vitrée à ouverture automatique du flambant neuf hôtel Les Bords de Mer, la vue s’ouvre sur la Méditerranée, panoramique à 360°: l’archipel du Frioul, le légendaire château d’If, la plage des Catalans en contrebas sur la droite, et une vue imprenable sur le mythique bâtiment du Cercle des Nageurs de Marseille fondé en 1921 avec sa piscine olympique.""",
      source="https://www.plumevoyage.fr/ete-indien-7-hotels-sur-leau/", kind="french", note="trap: vue"),
    R("""Concernant la viande, le chef vous donne le choix entre une recette express, à réaliser en à peine une heure en cas de repas improvisé, ou bien une recette classique, efficace, avec une astuce pour rendre le plat surprenant.""",
      source="https://www.rtl.fr/actu/lifestyle/cyril-lignac-cuisine-4-recettes-faciles-a-faire-pour-ses-amis-7800829866",
      kind="french", note="trap: express"),
    R("""Une lasagne express

La lasagne reste un plat idéal lorsqu'on reçoit des amis, encore plus si c'es""",
      source="https://www.rtl.fr/actu/lifestyle/cyril-lignac-cuisine-4-recettes-faciles-a-faire-pour-ses-amis-7800829866",
      kind="french", note="trap: express (title)"),
    R("""Mais avant de jouer à la femme d’intérieure, il me faut encore une petite dizaine de minutes de préparatifs : échalotes et herbes émincées, poulet doré, citrons confits égouttés. Et hop, dans la casserole, le tajine !""",
      source="http://lespapotagesdenana.com/2011/11/un-tajine-et-ta-soiree-est-sauvee", kind="french",
      note="trap: none (a recipe in French)"),
    R("""C’est à vous de choisir entre le plaisir d’attendre et celui de fricasser, sachant que le second est souvent plus économe que le premier et qu’il laisse la porte ouverte à toutes les fantaisises sans se lancer dans des recettes compliquées et en répondant savoureusement à l’éternelle question « Qu’est-ce qu’on mange ce soir ? ».""",
      source="https://www.staging.libe.io/food/2016/04/09/fait-maison-ou-livraison-a-domicile-le-match-du-siecle_1444864",
      kind="french", note="trap: none (a recipe column in French)"),
    R("""Python Royal : Tout Savoir sur lui !
Vous envisagez d'adopter un serpent ? Le Python Royal est une espèce de reptile conseillée aux débutants, car elle est facile à entretenir. Gardez néanmoins en tête que les serpents sont des animaux sauvages et que les maintenir en captivité nécessite de bien se renseigner au préalable sur leurs besoins, leurs particularités et leur fonctionnement.""",
      source="https://zoomalia.com/blog/article/tout-savoir-python-royal.html", kind="french", note="trap: Python"),
    R("""Comme la plupart des Pythonidés, le python royal a une très mauvaise vue, il se repère principalement avec ce qu’on appelle des fossettes thermosensibles, de petits trous au dessus de sa bouche qui lui permettent de repérer la chaleur comme des lunettes à vision thermique, et également avec sa langue, qui capte les particules d’odeur autour de lui et qui, grâce à son organe de Jacobson, lui donne une vision de son environnement.""",
      source="https://www.lemagdesanimaux.com/dossier-34-elever-python-regius-royal-terrarium.html", kind="french",
      note="trap: python, vue"),
    R("""Le nom de Python royal reste pour le moins trompeur car c’est le moins massif de tous les Pythons d’Afrique. Les individus les plus grands vont parfois atteindre 140 centimètres mais en moyenne la taille d’un Python royal reste de 120 centimètres.""",
      source="https://terrariophile.com/especes/reptiles/serpents/python-regius", kind="french", note="trap: Python"),
    R("""Le python royal est aussi appelé python « boule », car il a tendance à se rouler en boule quand il se sent menacé : ce n’est pas un serpent à priori agressif, il s’agit même d’un animal peureux et stressé, il lui faut donc de quoi se cacher.""",
      source="https://www.animal-hebdo.com/python-royal-serpent-parmi-nac.html", kind="french", note="trap: python"),
    R("""Ce serpent n'étant pas très actif, un terrarium trop grand n'est pas nécessaire. Le
Python regius est plus à l'aise dans des espaces assez réduits, le placer dans un grand terrarium entraîne souvent du stress ce qui se traduit par un refus de se nourrir.""",
      source="https://absolut-regius.1fr1.net/questions-et-problemes-d-alimentation-f1/conditions-d-elevage-t10.htm",
      kind="french", note="trap: Python (a forum post)"),
    R("""La métamorphose est une longue nouvelle sur la solitude, la monotonie et le rejet par la société de l’anormalité. A travers ce récit, Kafka met en scène Gregor Samsa soudain métamorphosé en un « énorme cancrelat ». Franz Kafka ne dévoile pas les sentiments des personnages mais les retranscrit pour faire ressentir ce sentiment de mal être au lecteur.""",
      source="https://etudier.com/dissertations/La-Métamorphose-Franz-Kafka/141594.html", kind="french", note="trap: Kafka"),
    R("""Récit d'une quarantaine de pages, "La Métamorphose" ("Die Verwandlung") met en scène la lente déshumanisation d'un honnête commis voyageur, Grégoire Samsa, plutôt docile face à sa famille et son employeur, en un monstrueux insecte que Kafka refusa toujours de qualifier et d'illustrer en couverture.""",
      source="https://www.rts.ch/info/culture/livres/11261585-la-metamorphose-de-kafka-une-vermine-haineuse.html",
      kind="french", note="trap: Kafka"),
    R("""Franz Kafka est un auteur juif né à Prague en 1883. Il a été assez prolifique durant sa courte carrière. Ces œuvres les plus connues sont La métamorphose (1915) et Le procès (1925, posthume). Dans ce dernier, comme dans beaucoup d'autres de ses écrits, Kafka critique la bureaucratie : un homme est arrêté sans en connaître les raisons. Il meurt en 1924 d'une tuberculose.""",
      source="https://florian-pennec.net/blog/post/franz-kafka-la-metamorphose", kind="french", note="trap: Kafka"),
    R("""Franz Kafka était très clair sur un point concernant la publication de "La Métamorphose" : il ne voulait absolument pas que l'insecte lui-même soit dessiné sur la couverture. Dans une lettre à son éditeur en 1915, il insista : "L'insecte lui-même ne peut pas être dessiné. Il ne peut même pas être montré de loin.\"""",
      source="https://www.lesresumes.com/litterature/franz-kafka-la-metamorphose-resume-personnages-et-analyse",
      kind="french", note="trap: Kafka"),
    R("""Comme le temps passe vite ! Je ne peux pas compter le nombre de fois où j’ai entendu ma mère la dire cette fameuse phrase. A 40 ans et des poussières je ne compte pas combien de fois je l’a proclame à qui veut l’entendre. Je ne compte pas non plus, le nombre de fois où mes amis la prononçent. Je ne compte pas le nombre de fois où ma copine Anglaise me dit que le time flies. Le temps vole, la preuve, on est déjà le 31 janvier ! Vous vous rendez compte ?

Le temps passe vite pour de vrai.""",
      source="https://ellea40ans.com/tag/vite/", kind="french", note="trap: vite"),
    R("""Dans ce monde où tout semble aller trop vite, où les rares instants pris pour soi appartiennent si rapidement au passé, je me perds.
J aimerais parfois que le temps s'arrête, suspende sa course folle, dans une éternité magique.
L' instant est là, et il n'est déjà plus.""",
      source="https://erika-lopez.fr/2024/10/09/portefolio-texte-2", kind="french", note="trap: vite"),
    R("""Cette cavalcade du temps. Pourtant on sait. Ça passe vite. On le sait parce qu'on l'a vécu une fois, ou plusieurs, parce qu'on nous l'a redit, mais rien à faire. Ça passe encore plus vite que ça. Nous aussi on le dira, aux nouveaux parents, de nouveaux bébés, profite, ça passe si vite.""",
      source="http://sacripanne.net/post/2014/12/01/cavalcade-effrenee", kind="french", note="trap: vite"),
    R("""Lorsque j'ai accouché, des femmes déjà mères m'ont dit « profite, ça passe si vite » et là, sur mon lit d'hôpital, avec mon tout petit dans les bras, je me disais qu'elles avaient tort, que ce petit bout de 50 cm n'était pas près de grandir vite, qu'il aurait toujours besoin de moi pour lui donner à manger, le laver, le bercer, lui raconter des histoires.""",
      source="https://serialmother.yoopies.fr/ca-passe-trop-vite/", kind="french", note="trap: vite"),
    R("""Le temps qui est top court : trop vite les mois de bébé qui défilent, trop vite la période de l'enfance, trop vite cette ride qui s'est installée là au coin de la bouche, trop vite l'adolescence, trop vite ces super vacances au bout du monde, trop vite cette soirée dingue, trop vite cette mission géniale au boulot""",
      source="https://serialmother.yoopies.fr/le-temps/", kind="french", note="trap: vite"),
    R("""Notre périple commence par Yogyakarta au centre de Java. Yogya bien que grouillante de vie est agréable à visiter. Les distances étant importantes nous en avons profité pour nous déplacer en utilisant un moyen de transport local à savoir le beçak.""",
      source="https://impression-voyage.fr/javabali.html", kind="french", note="trap: Java"),
    R("""Nous quittons Bali et rejoignons l'île de Java en bus et en ferry, ce qui nous prend toute une journée.

Nous faisons une première étape à l'est de l'île, pour faire l'ascension du volcan Kawa Ijen.  Départ à 4 heure du matin en jeep afin d'arriver au début du sentier au lever du soleil, à 6 heures.""",
      source="http://lesturineautourdumonde.blogspot.com/2011/09/", kind="french", note="trap: Java"),
    R("""Vivez le froid des montagnes avant le lever du soleil à Bromo, admirez les flammes bleues du cratère d’Ijen avant l’aube, et traversez Java jusqu’à Bali avec des guides locaux qui connaissent tous les raccourcis et histoires. Ce n’est pas un voyage express – ce sont de longues routes, du café fort, de l’air volcanique dans les poumons – et quelque chose reste avec vous longtemps après.""",
      source="https://www.explorevia.com/fr/indonesie/java-est-bali-lever-de-soleil-bromo-feu-bleu-ijen-en-3-jours_p-111641?ct=b",
      kind="french", note="trap: Java, express"),
    R("""Euh oui, je vous parle de Bali et paf! je commence par vous emmener à Java. Mais c’est qu’il y a de belles choses à voir à Java, en l’occurrence deux temples incroyables à visiter et un volcan à gravir.""",
      source="https://ilovestilettos.eu/tag/java", kind="french", note="trap: Java"),
    R("""Aura-t-il fallu l’exil pour qu’un chef-d’œuvre tel que Les Misérables sorte de presse ? Banni par Napoléon, dès 1852, c’est à Guernesey que Victor Hugo écrivit également ses Châtiments, sachant de quoi il parlait.""",
      source="https://www.lalibre.be/culture/livres-bd/quels-chefs-d-uvre-sortiront-du-confinement-5ea5cb829978e21833e54b05",
      kind="french", note="trap: Hugo"),
    R("""Victor Hugo vécu une partie de sa vie en exil. Après la Belgique et Jersey, l'écrivain, une partie de sa famille et Juliette Drouet (sa maîtresse) débarquent le 31 octobre 1855 sur l’île anglo-normande de Guernesey pour y séjourner plus de quinze ans jusqu'en 1870 au 38, "Hauteville Street".""",
      source="https://www.franceinter.fr/histoire/dans-les-pas-de-victor-hugo-lors-son-exil-sur-l-ile-de-guernesey",
      kind="french", note="trap: Hugo"),
    R("""Bâti à flanc de coteau, au pied de la chaîne du mont Parnasse, avec vue sur le golfe de Corinthe, Delphes est sans doute le plus évocateur des sites archéologiques grecs. Nombril du monde pour les Anciens, le sanctuaire, dédié en été à Apollon et en hiver à Dionysos, abritait l'oracle le plus puissant de Grèce.""",
      source="https://guidesulysse.com/fr/fiche-contenu.aspx?id=439", kind="french", note="trap: vue, oracle"),
    R("""Le nom de Delphes vient de son fondateur, Delphos. Le nom de la pythie, lui, serait dérivé de Pytho, nom antique de la ville de Delphes, ou du serpent Python, fils de Gê, qui vit au sanctuaire. Après l’avoir tué, Apollon usurpe la place de la déesse et de sa fille Thémis, et devient le nouvel oracle de Delphes.""",
      source="https://midetplus.fr/?p=46350", kind="french", note="trap: Python, oracle"),
    R("""Le sanctuaire de Delphes était célèbre dans la Grèce antique pour ses Jeux Pythiques et plus encore pour son oracle, la Pythie. Son nom vient d'un serpent monstrueux, dénommé Python, qui aurait habité le mont Parnasse avant qu'Apollon n'y établisse son sanctuaire...""",
      source="https://www.herodote.net/Pythie-mot-102.php", kind="french", note="trap: Python, oracle"),
    R("""Après le repas dans une auberge de Delphes, située sur le versant sud-ouest du mont Parnasse, nous allons, quelques centaines de mètres plus bas, vers le Sanctuaire d'Apollon où la Pythie, grande prêtresse de l'Oracle, annonçait aux pélerins la réponse à leurs questionnements.""",
      source="http://bernard-sarlandie.over-blog.fr/2018/11/delphes.html", kind="french", note="trap: Oracle"),
    R("""D'après ses dires, plusieurs mythes expliquent l’origine de ce sanctuaire créé au VIII ème siècle av JC ; selon l’un d’eux il aurait été créé par des marins crétois pour remercier Apollon de les avoir guidés par la mer jusqu'à cet endroit, selon un autre suite à la victoire d’Apollon sur un serpent géant : Python.""",
      source="http://lycee-palissy-agen.fr/projet-pedagogique/ouverture-culturelle/voyages/36-voyage-en-grece-2018/334-j4-visite-guidee-du-sanctuaire-d-apollon.html",
      kind="french", note="trap: Python"),
    R("""Route très accessible qui vous amène devant un belvédère parfaitement aménagé, y compris table et bancs. Très belle vue sur le lac, atmosphère calme et reposante
Très bel endroit, bien entretenu avec bancs et parking à vélos, etc. Belle architecture de bâtiment, parfait pour une promenade (peut être glissant si la marée était forte).""",
      source="https://point-de-vue.numero-de-telephone.com/ville/cubieres-sur-cinoble", kind="french",
      note="trap: vue (visitors' reviews)"),
    R("""c'est probablement le coin du lac qui vaut le plus la peine de s'y promener, les petites passerelles nous amènent à nous promener au dessus de l'eau, pour voir les nénuphars et plantes qui y poussent, avec une vue sur tout le lac. Je vous encourage à y faire un tour !""",
      source="https://circuit-de-randonnee.numero-de-telephone.com/ville/saint-georges-sur-la-pree", kind="french",
      note="trap: vue (a visitor's review)"),
    R("""La beauté de la deuxième plus grande retenue d'Europe, née dans les années 1950, va vous faire plonger. Des routes superbes contournent le lac de Serre-Ponçon. Leurs lacets semblent s'éloigner de ses rives et s'enfoncer dans les collines. Et voilà que soudain le tournant suivant offre un panorama enchanteur : une branche inconnue de l'immense lac bleu, une crique secrète, des voiles blanches qui voguent au loin sous le soleil, en vue des plus hauts sommets.""",
      source="https://viamichelin.fr/cartes-plans/sites-touristiques/poi/savines_le_lac-05160-d46a8eedb1f6?bounds=-180~42.2931841~180~77.1182022&detailedView=false&page=266&poiCategories=7",
      kind="french", note="trap: vue (a travel guide)"),
    R("""Aujourd’hui, même si Node.js et FastAPI ont le vent en poupe,
Django reste un des frameworks backend les plus solides et productifs.
Il tourne sur des milliers de sites en production, dont Instagram, Spotify et Disqus.

Certains le trouvent “monolithique”,
mais quand tu veux livrer vite sans te prendre la tête, difficile de faire mieux.""",
      T("Node.js"), T("FastAPI"), T("Django"),
      source="https://www.papydev.fr/blog/django-simplification-et-efficacite", kind="french",
      note="mixed: French developer's post; 'livrer vite' is French for 'ship fast'; the sites are examples, not tools"),
    R("""J’ai découvert Django en 2006 lorsque je cherchais un framework Web écrit en Python.
C’est grâce au créateur de Python, Guido Van Rossum, que je me suis plus particulièrement intéressé à cet outil : Guido Van Rossum avait en effet posté un message indiquant, qu’à son sens, Django était le plus “pythonesque” des Frameworks Web Python.

Django hérite du Python une syntaxe claire et explicite. Il est conçu sur un modèle classique de MVC (Modèle-Vue-Controlleur).""",
      T("Django"), T("Python"),
      source="http://www.nidus.fr/service/developpement-django/", kind="french",
      note="mixed: 'Vue' here is French for the view of Model-View-Controller"),
    R("""Django permet la création d’objet, par exemple un utilisateur, et lors d’une modification de cet utilisateur, le développeur écrit du code python qui est traduit en langage SQL par Django.

Le framework utilise aussi le modèle MVC (Modèle, Vue, Contrôleur) qui permet un développement structuré et rapide.""",
      T("Django"), T("Python"), T("SQL"),
      source="https://socrafting.fr/framework-django/", kind="french",
      note="mixed: 'code python' in lower case is the language; 'Vue' is the view of MVC"),
    R("""Comme dit précédemment, Django a servi pour le coté serveur du Meriscope, un autre outil, le framework Ionic, a été choisi pour le coté client (le visuel de l’application). Django possède un outil appelé Django Rest Framework permettant la mise en place d’API REST pour la communication entre les deux outils de développement.""",
      T("Django"), T("Ionic"), T("Django REST framework"), T("REST"),
      source="https://socrafting.fr/framework-django/", kind="french",
      note="mixed: a French intern's report; 'API REST' in French word order"),
]
