"""French pages of the twenty-first fresh held-out set ("fresh-21"): royal pythons found by firemen in Arles and near
Douai, two chocolate cakes made vite, three sunrises on the Bromo on the island of Java, Alpine's A110 back at the Dieppe
works (twice), the offices de tourisme of Dijon and Étaples-sur-Mer and Taylor Swift's Eras Tour at La Défense Arena --
nothing in them is a technology.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed) and labelled by hand
without running the extractor (``--split fresh-21``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ---------------------------------------------------------------- pythons
    R("""Arles : le bébé python dormait devant la porte ! C'est une riveraine du bd Emile-Combes qui a fait l'insolite découverte. Monique Chiesa a le rire facile : "Pas la peine de dramatiser, la vie est assez compliquée comme ça" dit-elle volontiers. Enfin, quand elle a voulu sortir de chez elle, hier vers 7h30, cette cinquantenaire énergique a failli perdre son sens de l'humour : entre la vitre et les barreaux de sa porte d'entrée, un serpent noir et doré dormait, lové à un mètre cinquante du sol. Un "bébé" python royal, de 60 cm de long ! Et d'appeler la mairie qui a, elle, prévenu les pompiers. La découverte n'a cependant pas affolé outre mesure les secouristes. "On l'a simplement attrapé à la main et mis ans une boîte. On a vite compris qu'il s'agissait d'un python, ce genre de serpent ne mord pas. Plus grand, il peut se révéler dangereux, car il étouffe ses proies" précise un pompier.""",
      source="https://nimo.fr/forums/1259458-arles-le-bebe-python-dormait-devant-la-porte", kind="french",
      note="trap: python, vite (a local news story posted on a reptile forum; a few sentences in the middle cut)"),
    R("""Nord : Une femelle python de 2m capturée en pleine rue

Dans la jungle, terrible jungle. Mardi soir, les pompiers sont intervenus dans la petite ville de Courchelettes, près de Douai, pour capturer un beau spécimen de python qui se baladait dans la rue.

Vers 20h, un équipage de six pompiers à bord d’un véhicule incendie s’est rendu rue Fernand Stassin, à Courchelettes. On leur avait signalé la présence d’un imposant serpent sur la voie publique, chose assez inhabituelle dans une région qui n’est pas réputée pour sa faune de reptiles. Les secours sont parvenus à s’emparer de la bête, un python long de deux mètres, laquelle a été confiée aux bons soins de la SPA de Douai vers 21h30.

« C’est une femelle de la race des pythons Morelia, explique Stéphanie Masclet de la SPA. Au vu de sa taille, elle ne doit pas être toute jeune. Elle nous a d’ailleurs pondu un œuf dans la nuit », poursuit-elle. Le serpent a été placé dans une cage avec une lampe chauffante en attendant de pouvoir vérifier s’il est porteur d’une puce d’identification, obligatoire en France.""",
      source="https://20minutes.fr/lille/2065363-20170510-nord-femelle-python-2m-capturee-pleine-rue", kind="french",
      note="trap: python, pythons, puce (the identification chip)"),
    # ---------------------------------------------------------------- gâteaux
    R("""Le gâteau au chocolat super délicieusement bon!

Attention : ce gâteau part vite! C’est un gâteau simple à faire, inspiré d’un quatre-quarts mais très chocolaté! Le cacao étant sec, on humidifie la pâte avec du lait pour obtenir un gâteau moelleux et souple, et on utilise non pas du chocolat noir, mais du chocolat au lait pour équilibrer l’amertume.

Préchauffer le four à 350F/180C et chemiser un moule à gâteau rectangulaire de 10 par 20 cm (approximativement 4 par 8 pouces).

Faire fondre ensemble le chocolat et le beurre au micro-ondes, dans un grand bol, par coup de 30 secondes en mélangeant à chaque fois.

Faire chauffer le lait au micro-ondes, puis l’incorporer dans le chocolat et le beurre.""",
      source="https://julietteetchocolat.com/en/blogs/recettes/le-gateau-au-chocolat-super-delicieusement-bon-the-super-delicious-chocolate-cake",
      kind="french", note="trap: vite, micro-ondes (the ingredient list and the English half cut)"),
    R("""Le gâteau au chocolat 5mn chrono, 20mn de cuisson ! {recette}
Une fois par semaine au moins, j'essaie d'être une bonne mère. Enfin non, j'essaie de faire un gâteau au chocolat maison, ce qui revient au même pour mon fils de 6 ans :D
Ce gateau là fera vos affaires si vous êtes pressés: pas d'oeufs à monter en neige, en 5mn c'est touillé et 20mn de cuisson suffisent, si vous utilisez un moule rectangle (dans les moules à cake les cuissons sont plus longues).
Préchauffer le four à 170°C
Faire fondre le beurre et le chocolat en petits morceaux au micro-ondes: 1mn à 500w, on touille puis remettre 45s à 500w=> le chocolat doit être complètement fondu. Bien mélanger et mettre dans la cuve du robot patissier
Mélanger ensemble farine+levure+ sucre et ajouter dans le mélange beurre/chocolat, à vitesse minimum
Ajouter les oeufs 1 par 1 et laisser tourner le robot à puissance rapide pendant 2mn""",
      source="https://roseandcook.canalblog.com/archives/2016/09/28/34375024.html", kind="french",
      note="trap: robot, vitesse, cake (the ingredient list cut)"),
    # ---------------------------------------------------------------- Java
    R("""Nous prenons la direction d’un des volcans les plus spectaculaires de l’Indonésie qui se situe sur l’île de Java – le mont Bromo.
Une longue route devant nous et un ferry rouillé à prendre. Et comme d’habitude, l’ambiance karaoke règne à bord. Soudainement, quelques locaux viennent nous demander de chanter avec eux. Et pas n’importe quelle chanson, celle du Titanic! Nous nous demandons si nous n’allons pas achever ce bateau…
Il est presque minuit quand nous arrivons dans un hôtel situe à 15 minutes de route du volcan. Mais la nuit va être courte car nous avons un rendez-vous à quatre heures du matin pour aller admirer le lever du soleil depuis le point d’observation sur le mont Pananjakan (2770 mètres).
Le lendemain, quand notre jeep quitte l’hôtel, nous rejoignons vite la foule des autres voitures.""",
      source="http://roadtonz.com/bromo-marcher-sur-la-lune/", kind="french",
      note="trap: Java (the island), vite, karaoke, Titanic"),
    R("""Pour terminer notre « petite » traversée de Java quelques volcans s’imposaient (il y a beaucoup d’autres ballades en particulier dans les nombreux parcs nationaux). Le mont Bromo et l’Ijen nous attiraient et ils étaient sur notre route pour prendre le ferry pour Bali.
Le panorama : le Bromo et ses potes volcans
Départ à l’aube (levée à 3h30…) pour le levée de soleil du haut d’un point de vue (Gunung Penanjaken) que l’on rejoint en jeep. La vue surplombe la caldeira du Tengger, une mer de sable à 2000 m de 10 km de diamètre (une caldeira est un cratère volcanique géant pouvant mesurer plusieurs kilomètres !).
Le mont Bromo (Gunung Bromo : oui Gunung signifie volcan !) est très touristique… Il y a des étrangers comme nous mais aussi énormément d’indonésiens en voyage. Et la plupart viennent à cette heure-ci, on ne se sent pas seul ! On a même croisé un drone qui se baladait au dessus de nos têtes :-).""",
      source="https://uneetincelle.fr/?p=5274", kind="french",
      note="trap: Java, vue, Bali, drone"),
    R("""8ÈME JOUR, MT. BROMO - IJEN (PDJ/DÉJ)
Le réveil sonne très tôt, aujourd’hui, pour un temps fort du voyage : le lever de soleil sur le Bromo (en espérant le beau temps). Départ en jeep pour s’approcher du monstre, et se prémunir contre le froid matinal (anorak recommandé). C’est à ce prix que l’on pourra admirer, émergeant d’une mer de sable et de cendres, le spectacle lunaire du géant éventré, les arêtes de ses flancs extérieurs abrupts ciselées par la lumière rasante. De retour à l’hôtel pour le petit-déjeuner, vous prendrez ensuite la route du parc national Ijen, à l’extrémité orientale de Java, entre rizières et volcans.""",
      source="https://www.lotusvoyages.ch/indonesie/circuits/yogyakarta-bali/", kind="french",
      note="trap: Java, jeep (a tour programme; the crater's description cut)"),
    # ---------------------------------------------------------------- Alpine
    R("""Après avoir disparu des radars pendant 22 ans, la marque dieppoise (Seine-Maritime) Alpine revient plus forte que jamais grâce à une A110 très réussie.

C'est comme si elle n'était jamais partie. Sa ville est inscrite dans son ADN de manière indélébile et les deux restent indissociables. Alpine c'est Dieppe, et Dieppe c'est Alpine. Alors quand Renault a décidé de faire renaître la marque plus de 20 ans après sa mise en sommeil, ça ne pouvait être ailleurs que dans la ville où elle a vu le jour en 1955 sous l'inspiration de Jean Rédélé. Mais de là à penser que la renaissance serait aussi réussie, il y avait un monde !

Pourtant, la nouvelle Alpine A110 surpasse toutes les attentes depuis sa présentation au salon de Genève en mars 2017. La couleur si particulière aux voitures de la marque, la position de conduite très proche de la route, les deux seules places dans l'habitacle… tout fait penser à une version moderne de la Berlinette.""",
      source="https://www.tendanceouest.com/actualite-259447-de-retour-a-dieppe-alpine-a-su-faire-renaitre-le-mythe-de-la-berlinette.html",
      kind="french", note="trap: Alpine (the sports-car make), radars, version"),
    R("""Dieppe : l’Alpine A110 à pleine vitesse

L’usine Alpine de Dieppe fête ses 50 ans. En 2 ans, elle aura produit 8 000 voitures. Et elle compte bien ne pas s’arrêter là.

Un évènement qui en appelle d’autres puisque la gamme actuelle de l’A110 (Pure, Legend et A110 S) devrait s’étoffer dès 2020. Mieux un deuxième modèle pourrait voir le jour d’ici environ 5 ans. On n’en sait toutefois pas plus… « La seule chose qui est certaine, c’est que ce modèle devra répondre aux critères d’excellence qui font la marque Alpine », daigne seulement dévoiler Gilles Gautherot, directeur de communication de la marque.""",
      source="https://www.gazettenormandie.fr/article/dieppe-lalpine-a110-a-pleine-vitesse", kind="french",
      note="trap: Alpine, vitesse, Pure (the first paragraph's figures cut)"),
    # ---------------------------------------------------------------- offices de tourisme
    R("""Mes bons plans pour découvir le cœur de Dijon
Ouvrez vos yeux et à vos papilles ! Conseillère en séjour à l’Office de Tourisme de Dijon et Dijonnaise d’adoption, je vous propose ici quelques idées de visite pour profiter au maximum des nombreux trésors que propose notre Cité.   Sachez que Dijon, capitale de la Bourgogne, la Cité des Ducs, est une ville à taille humaine où tout se fait à pied. Un conseil : suivez les flèches au sol de notre Parcours de la Chouette. Elles vous mèneront immanquablement vers le Marché de Dijon : ambiance chaleureuse garantie ! Moutardes en vrac, légumes frais, pains d’épices, escargots et mon fromage régional de prédilection : l’Epoisses... C’est l’endroit rêvé pour découvrir nos spécialités locales.""",
      source="https://www.tourisme.fr/paroles-d-office.htm?alea=589916&page=1", kind="french",
      note="trap: Office (de Tourisme), Chouette (the page's print and pdf menu cut)"),
    R("""Vacances Hauts-de-France : Destination Etaples-sur-Mer
Située en bord de Canche la station d'Etaples sur Mer est un petit paradis où les activités ne manquent pas. Les mardis, vendredis et le dimanche (uniquement alimentaire) , direction le marché, plus beau de France depuis quelques semaines. Rencontre avec Stéphane Maillart, responsable communication et événementiel à Étaples sur Mer. Il nous parle des spécificités du marché, traditionnel, où l'ambiance y est très conviviale. Nous embarquons ensuite sur le bateau "Baie de Canche" découvrir les richesses de la baie de Canche. L'occasion d'y voir des phoques à la jumelle. Anne-Sophie Ramet, responsable de l’office de tourisme d’étaples sur mer nous en dit plus sur les animations en Baie de Canche.""",
      source="https://video-streaming.orange.fr/actu-politique/vacances-hauts-de-france-destination-etaples-sur-mer-CNT000001CUgX1.html?pid=SIl2WFC2AZWzJ7qSByljitF90Oyhq%2FuTHi29nEH5vnIHVU%2FOgp764yYqTspDOEVS",
      kind="french", note="trap: office (de tourisme), station (a seaside resort; the fish-smoker and the boatyard cut)"),
    # ---------------------------------------------------------------- Swift
    R("""Swifties parisiennes, c’est le moment : l’Eras Tour est là !

Après deux mois de pause et un album plus tard, Taylor Swift est de retour en Europe avec la tournée la plus lucrative de l’histoire, qui débutera avec quatre concerts à Paname. Setlist, horaires, moyens pour choper des tickets de dernière minute, voici tout ce qu’il faut savoir sur les prochains concerts de Taylor Swift à Paris.

Reste-t-il des billets ?

Officiellement non, ceux-ci s’étant arrachés en quelques secondes il y a plusieurs mois. Il reste encore quelques tickets sur les sites de reventes StubHub, Vivid Seats, Viagogo et Seatpick. Ultime chance : des places de dernières minutes ont été remises en vente en catimini, eu égard à la nouvelle configuration de la scène.""",
      source="https://www.timeout.fr/paris/actualites/taylor-swift-a-paris-horaires-dates-set-list-et-tout-ce-quil-faut-savoir-sur-le-eras-tour-050924",
      kind="french",
      note="trap: Swift (the singer), Swifties, configuration, tickets, StubHub (StubHub, Vivid Seats, Viagogo and "
           "Seatpick are resale sites: sites, not labelled)"),
]
