"""French pages of the thirty-eighth fresh held-out set ("fresh-38"): wine and vineyards (the making of Châteauneuf-du-Pape
wine between Avignon and Orange, an exhibition on the Châteauneuf-du-Pape cru, the 2017 vintage of a Châteauneuf estate,
a rosé from the Saint-Tropez peninsula), cycling (the Tour de France's publicity caravan in Belgium, the Tour passing near
a blogger's home, stage 18 of the 2020 Tour), bakeries (the best baguette of Seine-et-Marne, the baguette contest in
Nice, new bakeries in Blois, a bakery reopened at La Verrière), cinema (the Opéraims multiplex opening in Reims, the
avant-premières festival of Cosne-sur-Loire, an avant-première in Brussels) and local elections (Jacques Bompard
re-elected at Orange in 2001 and in 2017) -- ordinary French prose with words that are also tool names (Orange,
mistral, vite, Opéra, Atmos, Lynx, Gold, logo, site, snacking, rails...). Nothing in them names a software tool as
software: none is labelled.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a paragraph or a few)
and labelled by hand, blind, without running the extractor, by the earlier sets' conventions (``--split fresh-38``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ================================================================ le vin et les vignobles
    R(r"""Châteauneuf-du-Pape (Vaucluse), surmonté de son château et ses remparts, est réputé pour la particularité de ses vins issus de dix-huit cépages. Ce petit éperon rocheux et ses 3200 ha de vignes surplombent les vallées du Rhône et de l’Ouvèze constitue un site d’exception, ensoleillé et offert au mistral, caractérisé par des sols calcaires, des terrasses de galets roulés et des caves historiques, propices à la production d’un vin aux goûts et arômes typés et équilibrés. Le paysage vallonné, ponctué de parcelles boisées, de domaines viticoles et d’éléments du patrimoine rural (cabanons de vignes), témoigne d’une longue tradition dans les savoir-faire de la vigne et du vin.

Dans sa résidence d’été de Châteauneuf, le pape Jean XXII favorisa dès le XIVe siècle le développement du vignoble environnant, entre Avignon et Orange. Autour du terroir et des hommes, le vin de Châteauneuf-du-Pape a été reconnu par l’appellation du même nom, obtenue collectivement par une communauté de producteurs, désireux de privilégier leur indépendance et le caractère du « vin aux 18 cépages ».""",
      source="https://pci-lab.fr/fiche-d-inventaire/fiche/418-lelaboration-du-vin-de-chateauneuf-du-pape",
      kind="french", note="trap: mistral, Orange, site (the town and the wind; the repeated caption line was left out "
                          "when trimming)"),
    R(r"""Quand je vous le dis :
par Martine Montémont
« L’expo est en place depuis la fin juin, mais quand on connaît les difficultés de circulation entre la barrière de Reventin et Orange sur l’A7 pendant tout l’été, on se dit que c’est le moment d’emprunter les grands axes et de sortir à Orange Sud. C’est à 5 minutes sur la RN7. »
C’est le moment de faire un tour dans le Vaucluse pour faire connaissance avec un des crus mythiques de nos vignes à travers l’exposition « Châteauneuf-du-Pape, un cru au fil du temps » au Cellier des Princes à Courthézon jusqu’au 30 septembre...
Ce beau et grand vin rouge qui tient une belle partie de son tempérament des caractéristiques du cépage Grenache est aussi le tout premier à avoir reçu une appellation vinicole classée en 1936. Il faut dire que ses vignerons travaillaient depuis longtemps déjà sur les labels de qualité. Ils disposent par ailleurs d’une gamme de 13 cépages pour créer leurs propres cuvées. De quoi laisser parler sa créativité.""",
      source="https://www.french-tourisme.com/mag/index.php/fr/15-actus/755-le-chateauneuf-du-pape-a-la-loupe",
      kind="french", note="trap: Orange, Grenache, labels (the video line was left out when trimming)"),
    R(r"""Millésime 2017

L’automne 2016 est beau et calme, un vrai temps de saison ponctué par de petites pluies surtout fin novembre. L’hiver s’installe doucement mais milieu janvier bel épisode de froid avec un gros mistral. Petite, très petite… neige le 25 janvier, avec, le 26 une pluie verglaçante, chose rarement vue chez nous. L’espace d’une matinée les vignes se couvrent de glace… c’était très beau Le printemps s’installe rapidement. La vigne a déjà bien poussé lorsque, le 21 avril, on a un coup de froid : 0 degrés le matin. Pas d’incidence à Châteauneuf du Pape mais beaucoup de vignobles gèlent dans les Côtes du Rhône et dans le Ventoux. D’ailleurs le mont Ventoux se couvre de neige, c’est rare de voir la vigne bien verte avec, au fond, le mont Ventoux blanc de neige. Mais c’est peut-être à cause de cela que le grenache coule (la fleur ne se transforme pas en fruit), les autres cépages aussi ne font pas beaucoup de grappes. On va vers une toute petite récolte.""",
      source="https://www.domainedemarcoux.fr/millesimes/millesime-2017/", kind="french",
      note="trap: mistral, vue, grenache"),
    R(r"""Les beaux jours reviennent, et avec eux les envies de vin rosé ! Du coup, c’est l’occasion d’aller chiner et découvrir de nouveaux noms en ce millésime 2018. Et l’attention s’est portée cette année sur la Provence (une fois n’est pas coutume). Et plus précisément une la coopérative des Maîtres Vignerons de la Presqu’île de Saint-Tropez.
Une coopérative qualitative
Vous le savez, j’ai l’intime conviction que la coopérative n’est pas synonyme de mauvais vins. Loin de là, comme en témoigne (entre autre) ma balade à la cave de Ribeauvillé l’année dernière. La coopérative est ici constituée de 10 domaines et trois caves. Elle représente donc 900 hectares de vigne, 800 vignerons et près de 4 millions de bouteilles.
La cuvée dont nous allons goûter est la cuvée Gold. Issue de grenache (40%) et vieilles vignes de cinsault (une moyenne de 50 à 70 ans), elle est l’assemblage des meilleures parcelles de la coopérative.""",
      source="https://winegeek.fr/degustation-vin-rose-gold-des-maitres-vignerons-de-la-presquile-de-saint-tropez/amp",
      kind="french", note="trap: Gold, Provence"),
    # ================================================================ le cyclisme
    R(r"""Il n'y aurait pas de Tour de France, sans la fameuse caravane publicitaire. Elle passe généralement deux heures avant les coureurs. Sur le parcours, certains se sont installés très tôt ce matin pour être certains de ne pas manquer son passage.

Sauter, lever les bras ou encore crier, toutes les techniques sont bonnes pour attraper les gadgets et friandises lancés par la caravane. "Un numéro 13 FDJ, ça porte chance peut-être", lance une dame, très contente d’avoir pu attraper le petit cadeau. Pour une autre c’est : "Super, un porte-clé".

"Des bonbons Haribo, des biscuits, un porte-clé, ..." : une petite fille a du mal à tout tenir dans ses mains, alors qu’elle compte ses trésors.

Certains l’avouent la caravane, c’est finalement le meilleur moment pour eux. "Les coureurs, ils passent très vite, on n’a pas le temps de les voir. Même si on les connait, on ne les reconnait pas, ça passe trop vite, mais la caravane, ça c’est gai", confie une dame, sourire aux lèvres.""",
      source="https://www.rtl.be/info/belgique/societe/tour-de-france-en-belgique-la-caravane-c-est-le-meilleur-moment-pour-eux-les-coureurs-ils-passent-trop-vite-mais-ca-c-est-gai--1388226.aspx",
      kind="french", note="trap: vite, caravane, Super"),
    R(r"""Tour de France 2018

Quand le Tour de France passe à quelques kilomètres de chez soi, faut pas louper ça ! On arrive tout plein en avance, déjà pour garer son véhicule pas trop loin du point stratégique, et puis, pour se trouver une place à l'ombre. Parce qu'il y a du monde, beaucoup de monde. Et on attend... La caravane publicitaire.

Elle est précédée des vendeurs des produits "officiels" du Tour : casquettes, maillots jaune ou à pois, bidons, pliants, ombrelles, journaux de sport, etc... Et il y en a, ce qui fait que si l'un s'arrête trop loin, un autre arrive rapidement derrière pour héler les clients.

Un grand temps mort après le passage de la caravane, on attend les coureurs ; une moto, deux, trois, et... Les voilà ! Enfin, trois flèches passent si vite qu'on ne voit même pas qu'il s'agit de coureurs ! A fortiori il est impossible de les reconnaître. Et puis, encore des motos, des voitures, des ambulances et autres véhicules médicaux, et le peloton passe au giratoire.""",
      source="http://theoliane.blogspot.com/2018/07/tour-de-france-2018.html", kind="french",
      note="trap: vite, flèches, caravane (two paragraphs and the photos were left out when trimming)"),
    R(r"""Etape 18 : il ne peut en rester qu’un que deux.

De Méribel à La Roche-sur-Foron, 175km.
Abandon : André Greipel (ISN).

L’étape débutait par 21,5km de défilé ! On peut facilement l’expliquer : le bon sens poussait à neutraliser la descente à la sortie de Méribel pour limiter le danger. Donner le départ dans une descente de col signifiait inciter les coureurs à prendre énormément de risques. Bonne décision, d’autant que cette partie assez rapidement avalée sans avoir besoin de fournir un gros effort servait de mise en jambe avant la bagarre pour prendre l’échappée.

Cette dernière étape très montagneuse avec arrivée en descente offrait une dernière chance de victoire d’étape à tous les grimpeurs non-placés au classement général. Beaucoup ont préféré rester dans l’ombre la veille en sachant un succès au Col de la Loze réservé aux grands leaders.""",
      source="http://globulerougeetbleu.lmdfoot.com/index.php?post/2020/09/17/Duo-sans-duel", kind="french",
      note="trap: Abandon, leaders, ISN (a team's code)"),
    # ================================================================ les boulangeries
    R(r"""Le lauréat 2022 succède au palmarès au Sésame Doré, boulangerie de Saint-Thibault-des-Vignes titrée l’an dernier. Cette 22e édition du concours de la meilleure baguette de Seine-et-Marne a réuni de nombreux artisans boulangers à la mairie de Bailly-Romainvilliers. C’est finalement la Boulangerie du Parc, à Chelles, qui s’est imposée dans la catégorie “baguette pain courant“. Cette enseigne a l’habitude de bien figurer, car elle avait pris la troisième place en 2021. Les boulangeries Lepoire (Brie-Comte-Robert) et Beaugrand (Rozay-en-Brie) ont complété le podium. Le prix du meilleur apprenti se trouve également à Chelles avec Alexandre Charvet, en formation actuellement à l’Epi d’Or. Ce futur boulanger a devancé Mathis Vanderkerken (boulangerie Lebon, Gretz-Armainvilliers) et Noémie Lefort (boulangerie Saint-Fiacre, Avon). L’établissement Lepoire a pris sa revanche en s’imposant dans la catégorie “baguette tradition“ devant la boulangerie Lebon et la Boulangerie du Parc.""",
      source="https://www.lemoniteur77.com/la-meilleure-baguette-de-seine-et-marne-est-a-chelles-105685.html",
      kind="french", note="trap: Sésame, Parc, Avon"),
    R(r"""À l'occasion du salon AGECOTEL, le concours de la meilleure baguette tradition était organisé dans notre ville ce 29 mars. Toujours très attendu, le rendez-vous permet de valoriser nos boulangeries artisanales dans les Alpes-Maritimes.
"La tradition, elle est très souvent façonnée à la main, avec une farine labellisée. Il y a un véritable cahier des charges, et ce n'est pas la plus facile à réaliser…" souligne Gilles Dutto, président de la fédération des maîtres boulangers-pâtissiers du 06.
Ce mardi 29 mars, les artisans du 06 étaient réunis au Palais des Expos à l'occasion du salon des pros des Cafés-Hôtels-Restaurants (CHR) et métiers de bouche. Ici, l'heure était venue de distinguer la meilleure baguette de tradition française.

"On a environ 35-40 inscrits" poursuit Gilles Dutto. "Les participants nous emmènent deux baguettes fabriquées directement dans leur fournil" à la mi-journée.
Quelques heures de réflexion. Et puis à 17 h, c'est le sacre du grand gagnant.""",
      source="https://nicepresse.com/nice-on-a-suivi-pour-vous-le-concours-de-la-meilleure-baguette-tradition/",
      kind="french", note="trap: Expos, CHR, tradition"),
    R(r"""En arrivant dans certaines villes, je suis frappé par l’état du marché de la boulangerie. Le constat est souvent le même : des artisans de centre-ville ne se sont pas remis en question, profitant de leur emplacement privilégié jusqu’alors, et continuent de vendre des produits médiocres dans des boutiques d’un autre âge. Ils se placent ainsi dans des situations particulièrement fragiles, car l’arrivée d’une concurrence plus dynamique les mettra forcément en difficulté. C’est l’histoire de la vie qui se rejoue devant nos yeux à chaque fois, celle d’un prédateur et d’une proie. La seule question est de savoir qui court le plus vite, qui sera le plus rusé.

A Blois, lors de mes premières visites au printemps 2015, j’ai vite senti l’ambiance morose qui pesait chez les artisans. La plupart des affaires étaient sur le déclin, et Feuillette a marqué la ville de son empreinte… tout d’abord en s’installant dans le centre, puis à présent en périphérie, à La Chaussée Saint-Victor.""",
      source="http://painrisien.com/categorie/boulangeries/page/2/", kind="french",
      note="trap: vite, Feuillette"),
    R(r"""Le Pain gourmand n’est plus. L’ancienne boulangerie, qui était fermée depuis plusieurs mois maintenant, a trouvé un remplaçant. C’est désormais La Mie dorée qu’il faudra appeler cette boulangerie entièrement repensée. Elle est située à la place de l’ancienne enseigne, au centre commercial du Bois de l’Étang.
Peinture aux couleurs chatoyantes, matériel de qualité, accueil chaleureux…, les ingrédients sont réunis pour que le commerce attire une nouvelle clientèle. La boulangerie a ouvert ses portes à point nommé, le samedi 4 mars, veille de la course cycliste Paris-Nice (lire notre édition du 7 mars) ce qui fut bénéfique pour l’ouverture. La Mie dorée accueille ses clients du lundi au dimanche, de 7 h à 13 h puis de 15 h à 20 h.
La Gazette s’est rendue sur place, le mercredi 8 mars, pour rencontrer le gérant de ce nouvel établissement, Mohamed Benhammouali, également conducteur de car de tourisme au sein de la société Savac.""",
      source="https://lagazette-sqy.fr/2023/03/16/votreville/la-verriere/la-nouvelle-boulangerie-du-centre-commercial-du-bois-de-letang-sappelle-la-mie-doree/",
      kind="french", note="trap: Gazette, car, Savac"),
    # ================================================================ le cinéma
    R(r"""Un multiplexe au cœur de Reims : l’Opéraims est ouvert !

Art déco et art et essai, technologie et convivialité : après un long chantier compliqué, le cinéma de 11 salles rêvé par Jean-Fabrice Reynaud a ouvert le 11 septembre.

Attendu au printemps, annoncé cet été, c’est finalement en cette rentrée de septembre que l’Opéraims accueille ses premiers spectateurs, après que l’Opéra, cinéma historique du centre-ville de Reims, a fermé dimanche dernier. Son exploitant, Jean-Fabrice Reynaud, rêvait depuis longtemps de se redéployer sur la ville, pour maintenir l’offre art et essai tout en ouvrant sur une programmation plus généraliste et en proposant des équipements modernes.

Car l’Opéraims offre à la fois tout le confort que l’on peut attendre aujourd’hui tout en valorisant sa richesse patrimoniale. Le grand hall de 300 m², avec ses fauteuils bleus et son style art déco, tranche avec le look de la plupart des multiplexes implantés en zone commerciale, mais les installations techniques n’ont rien à leur envier. Les salles sont équipées des dernières technologies, notamment en matière de son (DTS X pour l’une et Atmos pour deux autres), la plus grande offrant un écran de 16 m de base.""",
      source="https://www.boxofficepro.fr/un-multiplexe-au-coeur-de-reims-loperaims-est-ouvert/", kind="french",
      note="trap: Opéra, Atmos, DTS (cinema sound formats, not software; photo credits and a section were left out "
           "when trimming)"),
    R(r"""Pour la 26e année consécutive du 8 au 13 novembre, le Festival des avant-premières de Cosne-sur-Loire va réunir cinéphiles et professionnels du cinéma dans le cadre majestueux de l’Éden Cinéma, un joyau du patrimoine Art déco âgé de 110 ans. Devenu une institution, ce festival est né dans la tête de Marguerite Michel, présidente de l’association Trait d’union 58 depuis plus de 30 ans. Koikispass s’est entretenu avec elle.
Comment le Festival des avant-premières est-il né?
Marguerite Michel : En 1986, nous avons créé le salon L’Œil et la plume. Dans la foulée, Catherine Deneuve est devenue marraine du cinéma L’Éden. On s’est dit que, avec une telle actrice comme marraine, il fallait saisir cette chance. Le festival est venu naturellement dans la foulée. Puis il a grandi, évolué, et franchi un cap quand nous avons décidé de nous consacrer aux avant-premières.
Qu’est-ce qui fait la particularité de ce festival ?
Nous sommes le seul festival consacré aux avant-premières en France. Ici, le public peut discuter avec les acteurs et les professionnels sans chichis.""",
      source="https://www.koikispass.com/un-festival-consacre-aux-avant-premieres-dans-un-cinema-plus-que-centenaire/",
      kind="french", note="trap: Éden, Koikispass, salon"),
    R(r"""Avant-première

J’ai rendez-vous avec Bruno (cinéart) vers 19h devant l’entrée du cinéma UGC, quelques instants après Gaëtan (artémis) nous rejoint. Il va falloir accueillir les invités et les gagnants des différents concours, les diriger vers la bonne salle. Une tension est perceptible, sera-ce un succès ou pas ? Une avant-première réussie c’est avant tout une salle pleine. Juste ce qu’il faut. Ni trop sinon il faut expliquer, palabrer, dédommager les personnes refoulées à l’entrée, ni trop peu sinon il faut expliquer, rassurer, calmer le réalisateur déçu. Tout le monde a été très large sur les invitations, on est en overbooking. Est-ce que cela va coincer ? Alea jacta est. La foule commence à affluer. Les guestlists sont checkées, les amis salués, les désorientés guidés. Rapidement il est 19h30. La grande salle de l’UGC Toison d’Or est comble. Plus personne ne se presse à l’entrée. C’est très bon signe.""",
      source="http://liberskifilm.skynetblogs.be/archive/2005/10/12/avant-premiere.html", kind="french",
      note="trap: overbooking, guestlists, artémis (the date line was left out when trimming)"),
    # ================================================================ les élections municipales
    R(r"""Orange
Bompard sans opposition
Samedi 17 mars, 15h45 - Réélu dès le premier tour avec près de 60% des voix, Jacques Bompard a réussi son enracinement à Orange. Le maire sortant FN a une nouvelle fois profité des divisions de l’opposition municipale.
Au téléphone, Claude Béroud a la voix des mauvais jours. La tête de liste du PS à Orange vient d’assister vendredi matin à l’investiture du maire, le sortant Jacques Bompard, réélu dans un fauteuil dimanche dernier, avec près de 60% des voix. “Je savais que ce serait difficile de le battre. Mais je pensais quand même qu’il y aurait un second tour”, constate le leader socialiste avec amertume.
Résultat : avec 29 sièges pour le FN au conseil municipal, Bompard dispose désormais d’une majorité encore plus écrasante que lors de sa première élection en 1995. Pour les six élus d’opposition -trois RPR, deux PS et un sans étiquette-, les temps s’annoncent difficiles.""",
      source="http://ipj.free.fr/france/orange.htm", kind="french",
      note="trap: Orange, PS, FN (the town; the page's links and a photo caption were left out when trimming)"),
    R(r"""8h40 comme on s'y attendait, la police municipale fait l'accueil à la porte dehors, en haut dans la salle du conseil toutes les chaises destinées au public sont occupées. Des sympathisants qui ont visiblement des consignes...manifester bruyamment lors des interventions des élus d'opposition. Et pour la cause même ceux qui se sont glissés hors de l'espace réservé au public, soit derrière les élus de la majorité sont eux tolérés...évidement.
Bompard arrive le dernier, 9h, il hésite et se place face à son fils Guillaume, juste à gauche et en contrebas de la tribune surélevée des adjoints.
Madame Lohro maire par intérim, lance la séance puis passe la présidence à Monsieur Testanière lequel demande si quelqu'un d'autre que Jacques Bompard est candidat à l'élection de maire.""",
      source="http://www.orange-autrement.fr/2017/07/bompard-reelu-maire-d-orange-une-trahison-de-plus.html",
      kind="french", note="trap: tribune, police, consignes"),
]
