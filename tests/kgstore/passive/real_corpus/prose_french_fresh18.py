"""French pages of the eighteenth fresh held-out set ("fresh-18"): a hotel room with a view of a lake and its ferry, a
seaside boutique hotel and its chef, a gîte's beds, three mothers on time going too vite, the Sphinx of Giza seen by a
traveller facing a Pizza Hut, by a tour in 2025, by Nerval, by Olympe Audouard and by a TV report, the Orient-Express,
a train late from Lille and its chef de train, the RER's ligne J and its Swiss-army-knife agents -- nothing in them is
a technology.

Taken from stored public copies of the pages at the addresses given, kept as written and labelled by hand
without running the extractor (``--split fresh-18``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ---------------------------------------------------------------- une chambre avec vue
    R("""Ce fut donc chambre avec vue.
Une grande chambre avec deux porte-fenêtre s’ouvrant sur une terrasse donnant sur le lac et les montagnes qui l’entourent ; l’embarcadère juste là, et les bateaux allant et venant. Pour décorer la balustrade de la terrasse, des géraniums d’un très joli fuchsia.
La vue s’admirait à tout moment. Le matin au lever du jour alors que le lac était gris et les montagnes bleues. Dans la matinée quand le soleil inondait cette vue indiquant qu’il était temps de partir en promenade ; d’ailleurs, on voyait arriver le ferry. A midi aussi quand on ne voulait pas s’en aller trop loin. L’après-midi bien sûr, mais après la sieste, quand la terrasse prenait un peu d’ombre. Le soir, évidemment, quand il faisait bon et que les montagnes prenaient cette teinte violette si douce alors que le lac maintenait son bleu profond. Et quand il faisait nuit et que la lune faisait miroiter l’eau du lac, et qu’on regardait les gens passer marchant nonchalamment sur le quai et que quelques lumières au flanc des montagnes signalaient qu’il devait y avoir là une route.
C’était beau.""",
      source="http://bonheurdujour.blogspirit.com/tag/chambre+avec+vue", kind="french",
      note="trap: vue, ferry (a room with a view of a lake; the Monday question that follows cut)"),
    # ---------------------------------------------------------------- un hôtel sur la Côte d'Émeraude
    R("""1. Côte d’Émeraude | Le Nessay, un hôtel d’atmosphère en Bretagne
Le Nessay, adorable château de la fin du XIXe siècle avec tourelles, est l'escale idéal pour une halte iodée sur la baie de Saint-Briac-sur-Mer. Point de chute idéal pour visiter la Bretagne, situé au centre d’une minuscule presqu’île cernée par l’océan, vous y serez véritablement les pieds dans l’eau, et pourrez profiter de cette impression tant fantasmée d’être au bout du monde… à seulement 2h30 de Paris.
Récemment métamorphosé en boutique-hôtel 4-étoiles, il a été pensé comme une maison de famille, avec 17 chambres et suites aux couleurs pastel et lits douillets conservant chacune leur identité.
À peine rentrés de sa balade, on est happés par l’énergie du bar, qui invite à trinquer autour d’un cocktail tout en piochant dans l'assortiment de tapas à partager. Mais si le croque-monsieur à la truffe se révèle hautement addictif, conservez de l’appétit pour le dîner au restaurant de l’hôtel. Confié au chef Thomas Estrader, qui a fait ses armes au sein des plus grands restaurants étoilés, la carte fait la part belle aux produits de la mer locaux, mis en valeur par des assiettes mêlant gourmandise et originalité.""",
      source="https://www.yonder.fr/les-tops/destinations/5-idees-de-weekend-a-la-mer", kind="french",
      note="trap: chef, lits (the partner-hotel mark and the decoration's details cut)"),
    # ---------------------------------------------------------------- un gîte
    R("""Chambre de deux personnes
Chambre de quatre personnes (à l'étage)
Description :
Hall d'entrée :
- Possibilité d'entreposer vos vélos
Premier étage :
- Cuisine équipée : 4 plaques électriques, frigo, lave-vaisselle, four traditionnel, four à micro-ondes
- Lave-linge et sèche-linge
- Salon - living, notamment pourvu d'un canapé-lit (avec un vrai matelas pour deux personnes)
- Chambre de deux personnes : 1 lit de 160 cm
Deuxième étage :
- Chambre pour quatre personnes : 4 lits de 90 cm
- 1 Salle de bain : bain - douche séparée - lavabo
- Toilettes""",
      source="https://www.sites.google.com/site/lechateaudefrankie/gite", kind="french",
      note="trap: lit, lits, four (a gîte's rooms; the prices and the breakfast cut)"),
    # ---------------------------------------------------------------- le temps qui passe
    R("""Le temps qui passe

« Profites-en, ça passe tellement vite ! » « Ils grandissent tellement vite à cet âge-là » et j’en passe. Ces petites phrases on les entend souvent quand on entre dans le club des parents. Seulement moi, je l’avoue, je ne l’entends pas de cette oreille. Au début, cela a même été le contraire, je l’ai trouvée longue la période où mini capuchon était nouveau-né, pourtant 3 ou 4 mois, ce n’est rien dans une vie. Peut-être que cela m’a paru long car j’étais fatiguée, que je tentais de trouver mes marques. Puis depuis qu’on a trouvé une routine, je trouve que le temps passe à sa juste vitesse, ni trop lent, ni trop vite, il s’écoule au rythme des tétées, des rituels, des promenades avec mini capuchon. Elle évolue beaucoup, mais je n’ai pas l’impression d’être spoliée, qu’on m’a arnaquée en me volant des moments de son évolution.""",
      source="https://homesweetmome.net/2012/01/03/le-temps-qui-passe/", kind="french",
      note="trap: vite (a mother's post; the paragraphs on growing up cut)"),
    R("""Ca passe trop vite… ?

Le bonheur est dans le pré, un de mes films préférés. Profite, Francis !

« Profite, ça passe trop vite » est peut-être la phrase que j’ai le plus entendu depuis la naissance de mes enfants.
Ca passe trop vite… vraiment ?

Quand j’étais au fond du trou de la maladie, et qu’on me disait d’en profiter, j’avais envie de creuser encore ou de mordre, selon les jours. Que j’en profite… Vous voulez dire qu’après ça sera pire ??? Et sinon je te laisse mon nain à coliques pendant quelques jours et on reparle de profiter ?
Chaque fois que mes enfants franchissent une étape, je suis soulagée de voir qu’ils sont toujours aussi mignons, adorables, attendrissants, attachants. Que je ne regrette pas spécialement le temps passé ; j’apprécie ce qu’ils sont maintenant, j’ai apprécié chaque étape avec ses bons, ses merveilleux moments.""",
      source="https://aevole.wordpress.com/2014/02/21/ca-passe-trop-vite/", kind="french",
      note="trap: vite (the photo caption kept once; the second half cut)"),
    R("""C’est le cours normal des choses, nous grandissons et vieillissons chaque jour. Et nos enfants n’échappent pas à cette règle.
Jusqu’ici j’ai toujours ressenti à quel point mon bébé avait besoin de moi, à quel point il était petit et innocent, sensible et fragile. Je ne le voyais pas grandir, je ne voyais qu’un tout petit être sans défense.
Sauf que maintenant, ses langes taille 1 deviennent un peu trop serrés. Ses bodys et pyjamas un peu trop courts.
Jusque là, je désespérais de le voir grandir pour pouvoir mieux communiquer et jouer avec lui, tout en pouvant reprendre un minimum mes activités professionnelles. Maintenant j’ai le cœur serré…
Mon bébé, mon tout petit grandit ! Il va falloir passer à la taille 2 pour les langes. Et il ne faudra plus très longtemps pour définitivement ranger les vêtements 3 mois.
J’ai souvent entendu dire que les enfants grandissaient trop vite, que le temps file et qu’on se retourne quand ils sont adolescents en se demandant où sont passées toutes ces années.""",
      source="https://mamanzebre.be/?p=429", kind="french",
      note="trap: vite (the last paragraph cut)"),
    # ---------------------------------------------------------------- le Sphinx
    R("""Le Sphinx de Gizeh est sans doute l’un des monuments les plus emblématiques de l’Égypte, une figure que l’on voit partout, dans les livres, les films et l’imaginaire collectif. Le découvrir en vrai reste un moment particulier, même si c’est la partie du site qui m’a le moins impressionné. Sa taille est inférieure à ce que l’on imagine souvent, mais il demeure fascinant par son ancienneté et par le mystère qui l’entoure. Sculpté dans la roche il y a plus de quatre mille ans, il représente probablement le pharaon Khéphren sous la forme d’un lion couché, symbole de puissance et de protection.
Ce qui m’a le plus étonné, ce n’est pas sa forme ni son état d’érosion, mais ce qu’il regarde. Malgré toute la majesté qu’on lui prête, le Sphinx passe aujourd’hui ses journées à admirer… un Pizza Hut situé juste en face.""",
      source="https://jeremie.blog/le-sphinx-de-gizeh", kind="french",
      note="trap: Sphinx (the closing reflection cut)"),
    R("""Lundi 6 octobre 2025 : Pyramides et Sphinx de Gizeh, Grand Egyptian Museum
Ça y est, nous y sommes ! À nous, l’Égypte !
Nous commençons notre voyage par une visite du plateau de Gizeh, qui se trouve désormais en banlieue du Caire.
Le plateau de Gizeh, ce sont trois des plus belles pyramides d’Égypte et un colossal Sphinx qui veille sur elles.
Gizeh est aujourd’hui assiégée par la ville du Caire et n’a conservé sa beauté qu’au prix d’une farouche sauvegarde archéologique.
Et nous voilà maintenant face à ces trois magnifiques et mystérieuses pyramides que nous connaissons tous, par nos livres d’Histoire, par la télévision et par Internet.
Elles sont d’abord magnifiques.
Magnifiques de pureté, magnifiques de puissance et d’insertion dans cette enclave désertique, perdue aujourd’hui au cœur de la métropole immense.""",
      source="http://jeandionis.com/node/34463", kind="french",
      note="trap: Sphinx (Internet not a tool; the questions on the pyramids cut)"),
    R("""en causant d’origines et d’histoire. Maintenant, le soir vient ; regagnons la plaine et allons visiter le sphinx de Gizèh.

Le sphinx a été trop souvent décrit pour que je parle ici d’autre chose que de l’admirable conservation de sa figure — haute de dix-huit pieds. Il est évident que ce rocher de granit fut sculpté dans une époque où l’art était très-avancé. Son nez brisé lui donne de loin un air d’Éthiopien ; mais le reste du visage appartient à quelqu’une des races les plus belles de l’Asie, — Nous nous contentâmes d’admirer ensuite les deux autres pyramides, qui ont conservé une partie de leur revêtement. La seconde a été ouverte ; mais on y a trouvé seulement deux ou trois tables pareilles à celles que nous avions visitées dans la première ; la troisième, la plus petite, que les Arabes appellent la pyramide la Fille, — en souvenir sans doute de la courtisane Rhodope, qu’on suppose l’avoir fait bâtir, — est vierge de toute exploration.""",
      source="https://fr.wikisource.org/wiki/Page:Nerval_-_Voyage_en_Orient,_I,_L%C3%A9vy,_1884.djvu/202", kind="french",
      note="trap: sphinx (Nerval's Voyage en Orient; the page opens mid-sentence; the temples and Memphis cut)"),
    R("""Après son “expédition” à l’intérieur des pyramides de Guizeh, relatée dans son ouvrage Les mystères de l'Égypte dévoilés, 1865, Olympe Félicité Audouard (1832-1890) découvre le grand Sphinx qu’elle décrit très brièvement en ces termes :
“Nos Bédouins nous ont conduits devant le sphinx, placé au pied des pyramides. Ce fantôme vous impressionne vivement. Sa grande figure mutilée parait méditer sur la décadence de son pays, rêver aux souvenirs de ses siècles de gloire. Ses yeux, fixés vers l'Orient, semblent interroger ce sphinx impénétrable à tous, l'avenir... Son regard a une fixité étrange qui fascine ; enfin sa figure est remplie d'une expression de calme infini, de majestueuse grandeur.
Le sphinx est taillé dans le roc même : son corps a quatre-vingt-dix pieds de long et soixante-quatorze pieds de haut ; la tête a vingt-six pieds du menton au sommet ; son nez est mutilé, son menton ébréché, et il est tant soi peu borgne !""",
      source="http://le-sphinx-de-guizeh.blogspot.com/2013/06/sa-figure-est-remplie-dune-expression.html", kind="french",
      note="trap: Sphinx, sphinx (the count's climb and the tomb cut)"),
    R("""Egypte : des touristes au pied des pyramides et du célèbre sphinx

Les trois pyramides de Gizeh fascinent par leur mystère et leur beauté. Derrière ses pierres se cachent des secrets encore indéchiffrés. La plus grande : celle du pharaon Khéops. Il s'agit d'un tombeau monumental où le roi est passé de la mort à la vie éternelle. Sa porte d'entrée est fermée depuis 4 500 ans. Les touristes sont très rares en ces temps de Covid. Les dromadaires n'ont plus personne à transporter. L'activité des vendeurs de souvenirs tourne au ralenti. Sculpté à partir d'un promontoire naturel de calcaire et longtemps délaissé, le sphinx est un statut monumental de 73 mètres de long. Aujourd'hui, il trône fièrement. Les égyptologues ont percé l'énigme de cette tête posée sur le corps d'un lion. Il s'agit pour eux du visage du roi Khéphren. Mais un mystère demeure : celui de son nez cassé.""",
      source="https://www.tf1.fr/tf1/jt-13h/videos/egypte-des-touristes-au-pied-des-pyramides-et-du-celebre-sphinx-44896229.html",
      kind="french", note="trap: sphinx (a TV report's summary; the guide's quote cut)"),
    # ---------------------------------------------------------------- l'Orient-Express
    R("""Aujourd’hui encore, l’Orient-Express ne ressemble à aucun autre train. Avec ses wagons des années 1930, son service de roi, ses restaurants digne du Michelin, il a toujours exercé un pouvoir de fascination.
Inspiration des plus grands : Très vite, il devint le moyen de transport privilégié des têtes couronnées, aristocrates, riches hommes d’affaires, diplomates et des femmes du monde…
Des célébrités du 7ème art, Marlene Dietrich ou encore Jean Marais, l’empruntèrent régulièrement.
Il inspira les plus grands écrivains : Guillaume Apollinaire, Ernest Hemingway et surtout la romancière Agatha Christie avec Le Crime de l’Orient Express.
Le 7ème art l’immortalisera à plusieurs reprises : Une femme disparaît, d’Alfred Hitchcock, Bon baisers de Russie, une aventure de James Bond.
Fait Historique : En 1918, c’est dans la voiture 2419 qu’est signé l’armistice du 11 Novembre.
L’Orient-Express cesse de rouler en 1977. Quelques années plus tard, un magnat américain, James Sherwood, rachète puis restaure les prestigieux wagons.""",
      source="https://zegut.typepad.fr/le_grand_morning_sur_rtl2/2011/04/lorient-express-train-mythique.html?no_prefetch=1",
      kind="french", note="trap: Express, vite (the train; the prices cut)"),
    # ---------------------------------------------------------------- un retard à Lille
    R("""la SNCF gère au mieux un gros retard prévisible
Si les chemins de fer français fonctionnent dans l'ensemble plutôt bien, pour beaucoup de voyageurs, le risque de retards ou de suppressions de trains est loin d'être totalement écarté, et pas seulement lors des grèves dont nous avons été les victimes récentes. Je crains toujours, notamment, pour certaines correspondances un peu justes.
Cependant, il faut honnêtement reconnaître que parfois, le maximum est fait pour acheminer les voyageurs. C'est ce que j'ai constaté lundi soir, au départ de Lille-Europe TGV, mon billet étant réservé sur le train de 20 h 02 direction Le Creusot TGV puis Lyon.
Ce petit trajet ne m'a pas posé de problème, et dans le train formé en gare de Lille-Flandre, j'ai apprécié l'annonce du chef de train disant qu'il avait accepté cette responsabilité, qu'il priait les voyageurs d'agréer ses excuses et que la voiture-bar serait fermée, mais offrirait néanmoins des bouteilles d'eau gratuite...""",
      source="https://monpetitjournaldicietdailleurs.over-blog.com/2016/07/quand-la-sncf-gere-au-mieux-un-gros-retard-previsible.html",
      kind="french", note="trap: chef (the announcements and the walk between the stations cut)"),
    # ---------------------------------------------------------------- les trains de banlieue
    R("""10 choses que vous ne savez pas forcément sur le réseau SNCF-banlieue

10% des voies de chemin de fer, 40% des trains, 70% des passagers. L’Ile-de-France est de loin la première région ferroviaire de France. Autrement dit, Guillaume Pepy, PDG de la SNCF, n’est pas tant le patron des TGV que le chef du Transilien. Ce réseau donne tous les matins une impression de la saturation, même si les trains sont loin d’être pleins. Le taux d’occupation atteint 40% en moyenne. Mais 200% aux heures de pointe.

En cas de dysfonctionnement, travaux, accident, grève, inondations, canicule, les conducteurs et le personnel des gares ne suffisent plus pour répondre aux besoins des voyageurs. La SNCF a créé en février 2013 un nouveau corps, celui des « équipes mobiles de ligne » (EML), appelées « agents antistress » ou « couteaux suisses » dans le jargon maison.

Suivre leur travail pendant une matinée, sur la ligne E (une ligne plutôt calme qui relie Paris à sa banlieue est), permet de comprendre un peu mieux le fonctionnement du réseau francilien (et ici sur la ligne J).""",
      source="https://www.lemonde.fr/blog/transports/tag/gare/page/2/", kind="french",
      note="trap: chef, J (the RER's ligne J; the list of ten things cut)"),
]
