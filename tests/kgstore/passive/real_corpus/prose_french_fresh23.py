"""French pages of the twenty-third fresh held-out set ("fresh-23"): the Django Reinhardt festivals of Liberchies,
Samois and Fontainebleau (three times), the restaurant "serveur" as a trade (twice), supporters watching the World Cup
final on the boulevard Victor Hugo, Taylor Swift's Paris concerts, a municipal council cutting the budget for "voies et
réseaux", a quetsche tart that is "vite fait", a house in Baden with a "vue sur la mer", a Languedoc villa served by
"réseaux ferré, aérien, routier" and Antoine Dupont "très en vue" -- nothing in them is a technology.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed) and labelled by hand
without running the extractor, by the earlier sets' conventions (``--split fresh-23``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ---------------------------------------------------------------- musique
    R("""Le retour du jazz manouche et du festival autour de Django Reinhardt était attendu depuis l’édition 2019. Inutile de dire que les habitués, les inconditionnels attendaient donc ce samedi 17 juin depuis des semaines : "Il est 15h et les concerts ne commencent que dans 45 minutes mais je voulais être là, aux premières loges et dès le début, explique Pascal Gilles. J’ai travaillé quelques années pour ce festival différent des autres et je ne le raterais pour rien au monde. J’aime l’atmosphère cool, humble, décontractée du public et surtout des musiciens qui ne se prennent pas la tête."

Musicien et plus précisément, violoniste, Livio Luzzi est aussi un habitué du festival. C’est la 4e fois qu’il vient y jouer : "J’aime venir me produire ici parce que j’aime le concept de jouer sur la place du village. Il y a un bon esprit et puis pour nous tous ici, Django Reinhardt est vraiment une référence. Après le covid et les mois difficiles, c’est un vrai bonheur d’être ici. Je pense, en plus, que cette nouvelle formule plus éclectique dans la programmation est une bonne manière de redémarrer après ces 3 années d’interruption.\"""",
      source="https://www.rtbf.be/article/liberchies-le-retour-de-django-apres-3-ans-d-interruption-11215167", kind="french",
      note="trap: Django (Django Reinhardt) (the paragraph on the festival's budget cut)"),
    R("""Le premier festival Django Reinhardt a eu lieu le 19 mai 1968 à Samois-sur-Seine, en région parisienne: pour fêter l’événement, plusieurs guitaristes manouches renommés jouaient samedi dans ce village, avant une édition 2018 en présence de guitaristes du monde entier. « Quand je l’ai entendu jouer pour la première fois, je me suis dit personne ne peut jouer aussi bien », a déclaré à l’AFP le guitariste et chanteur américain George Benson, qui sera l’une des têtes d’affiche du festival cette année (du 5 au 8 juillet dans la ville de Fontainebleau, en région parisienne).
« Les manouches apportent à la musique une forme de romantisme, Django y ajoutait la classe », poursuit le musicien, avant de fredonner au téléphone « Nuages », sa composition préférée de Django, mort en 1953 et vénéré non seulement en Europe mais aussi aux Etats-Unis (son personnage est au cœur du film de Woody Allen, « Accords et désaccords », datant de 1999).""",
      source="https://www-eu.epochtimes.fr/france-le-festival-django-reinhardt-fete-ses-50-ans-384751.html", kind="french",
      note="trap: Django (the programme paragraphs cut)"),
    R("""Désormais installé dans le parc du château de Fontainebleau, le festival Django-Reinhardt n’oublie pas de refléter la vitalité du jazz manouche par-delà son ouverture à d’autres styles.
Le festival se déroule sur quatre jours, au début de l’été, sur les pelouses du château de Fontainebleau. Un traitement royal pour une musique longtemps associée aux discriminés de la société, qui célèbre notamment, sous la figure tutélaire de Django Reinhardt, le jazz manouche et les musiques gitanes, du flamenco au swing. Cette réaffirmation de l’ADN du festival passe par l’ouverture, cette année, d’un espace dédié, la « scène des luthiers », où est attendu le meilleur des héritiers de Django, dont certains issus de la communauté tsigane, comme Noé Reinhardt ou Wawau Adler. Sur la grande scène alternent stars du jazz grand public (Melody Gardot, Robin McKelle, Jamie Cullum…) et quelques-uns de ceux qui font la fierté du jazz manouche par-delà les frontières : le fulgurant Stochelo Rosenberg ; l’attachant Tchavolo Schmitt ou encore Jimmy Rosenberg, qui effectue son come-back après plusieurs années loin du circuit.""",
      source="https://www.journal-laterrasse.fr/le-festival-django-reinhardt-reflete-la-vitalite-du-jazz-manouche",
      kind="french", note="trap: Django (the festival's web address and a teaser for another article cut)"),
    R("""Swifties parisiennes, c’est le moment : l’Eras Tour est là !

Après deux mois de pause et un album plus tard, Taylor Swift est de retour en Europe avec la tournée la plus lucrative de l’histoire, qui débutera avec quatre concerts à Paname. Setlist, horaires, moyens pour choper des tickets de dernière minute, voici tout ce qu’il faut savoir sur les prochains concerts de Taylor Swift à Paris.

Quand ont lieu les concerts parisiens de Taylor Swift ?

L’Américaine débute la partie européenne de son Eras Tour à la Défense Arena les 9, 10, 11 et 12 mai.

Reste-t-il des billets ?

Officiellement non, ceux-ci s’étant arrachés en quelques secondes il y a plusieurs mois. Il reste encore quelques tickets sur les sites de reventes StubHub, Vivid Seats, Viagogo et Seatpick. Ultime chance : des places de dernières minutes ont été remises en vente en catimini, eu égard à la nouvelle configuration de la scène.""",
      source="https://www.timeout.fr/paris/actualites/taylor-swift-a-paris-horaires-dates-set-list-et-tout-ce-quil-faut-savoir-sur-le-eras-tour-050924",
      kind="french",
      note="trap: Swift (Taylor Swift), Swifties (StubHub, Vivid Seats, Viagogo and Seatpick are resale websites, not labelled; the timetable answers cut)"),
    # ---------------------------------------------------------------- restaurant
    R("""Le serveur de restaurant prépare la salle, assure le service des repas et la desserte des tables. Dans un petit restaurant, le serveur est responsable de toute la salle.
Dans la restauration classique ou de luxe, le serveur diplômé est appelé commis de restaurant. Il est placé sous l’autorité d’un chef de rang et d’un maître d’hôtel.
Il peut travailler dans différents types d’entreprise : hôtels-restaurants, restaurants, brasseries, entreprises assurant la restauration à bord des trains et entreprises de transport maritime.
Avant le service, il balaye et lave la salle de restaurant, il s’assure de la propreté de la vaisselle du jour, il fait la cave (sélection des vins à monter en salle). Il dresse et agence les tables en vue du service. Il dispose les nappes et les serviettes, met les couverts. Il agrémente les tables (fleurs, bougies).""",
      source="https://kelformation.com/fiches-metiers/serveur-de-restaurant.php", kind="french",
      note="trap: serveur (a waiter), service, vue (en vue du service)"),
    R("""Serveur (restauration)

Un serveur (ou une serveuse "féminin" ) est un employé qualifié dans les cafés, les restaurants ou tout autre établissement de restauration. Son nom indique qu'il est au service des clients ; il a en conséquence plusieurs rôles, complémentaires à ceux du maître d'hôtel.

Le serveur peut être désigné pour exécuter, à part entière, la main courante (exercice de comptabilité).

Les outils de travail obligatoires du serveur sont en conséquence les suivants :

  • un carnet de commande avec un stylo, ou éventuellement un système informatisé avec écran tactile, pour prendre note des commandes,
  • un couteau d'office,
  • un limonadier,
  • le liteau, qui sert à porter les assiettes chaudes ou a servir les vins.

Il est surtout demandé à un serveur d'avoir une bonne mémoire si possible.""",
      source="https://kiwix.jackbot.fr/wikipedia_fr_all_maxi_2021-09/A/Serveur_(restauration)", kind="french",
      note="trap: serveur, office (couteau d'office), mémoire ('un système informatisé avec écran tactile' names no product; the brigade list and the licence footer cut)"),
    R("""Cette recette, je serais capable de dire que c’est mon meilleur régal de paresse sucré. Ce n’est pas peu dire, parce que des recettes à se damner je n’en ai pas qu’une, et je raffole des desserts ! C’est une recette qui prend un certain temps, parce qu’il faut bien préparer un kilo de poires, mais le jeu en vaut vraiment la chandelle !

Voici une recette qui fait honneur à mes origines alsaciennes, les quetsches étant une variété de prunes bleues allongées et acidulées typiques de cette région, de même que les mirabelles sont le fruit emblématique de la Lorraine. Je réalise cette tarte toute simple tous les automnes, quand vient la saison (hélas éphémère) des quetsches. C’est une tarte très bonne et très rapide à faire, car les quetsches demandent beaucoup moins de travail que la plupart des autres fruits : il n’y pas besoin de les éplucher ni de les émincer, on les dénoyaute facilement et il s’agit de fruits plutôt gros (pas comme des mirabelles…) donc on a vite fait de remplir un moule à tarte !""",
      source="https://regaldeparesse.fr/tag/au-four/page/12", kind="french",
      note="trap: vite (vite fait) (two recipe teasers from a tag page)"),
    # ---------------------------------------------------------------- sport
    R("""Ils n'étaient pas au Qatar mais dans la rue, les bars, les places des villages et centres-villes pour suivre le match entre la France et l'Argentine à Montpellier, Nîmes, et Perpignan entre autres.
La liesse et l'espoir des supporters. L'abattement quelques minutes après le début du match et le premier but pour l'Argentine. Un deuxième but après le penalty marqué par Lionel Messi. A la mi-temps et 2 buts à 0 pour l'Argentine, les supporters français font grise mise. " On espère que Dédé (Didier Deschamps) va les rebooster et trouver les moyens de les faire réagir et leur tirer les oreilles", lâche un supporter. La France est décevante en première mi-temps, on espère qu'elle va réagir, le match n'est pas fini", confie un jeune homme Bouvard Victor Hugo à Nîmes ou près de 300 supporters s'étaient rassemblés pour suivre le match.
Remontada
Effectivement au retour des vestiaires, les Bleus se réveillent. Kilian M'Bappé transforme un pénalty à la 80e minute du match et double la mise une minute plus tard. Le match est relancé. C'est la folie dans les bars. "On croit à la remontada". On y est.""",
      source="https://france3-regions.francetvinfo.fr/occitanie/herault/montpellier/coupe-du-monde-ascenseur-emotionnel-avec-les-supporters-des-bleus-tout-au-long-de-la-finale-2678208.html",
      kind="french", note="trap: Hugo (boulevard Victor Hugo) (the extra time and shoot-out cut)"),
    R("""Antoine Dupont, étincelant lors du dernier match du XV de France, est revenu sur la large victoire face au Pays de Galles (38-21).

C’était certes un test-match, avant le gros choc face à l’Irlande pour la clôture du Tournoi des 6 Nations, mais le XV de France a montré un visage plus que séduisant contre le Pays de Galles. Rapidement menés, les hommes de Fabien Galthié ont inversé la tendance et se sont finalement imposés largement, face à des Gallois dépassés. Déjà très en vue avec le Stade Toulousain en Top 14, Antoine Dupont a littéralement crevé l’écran. Auteur de deux essais, le demi de mêlée a débloqué plusieurs situations, à lui tout seul.""",
      source="https://le10sport.com/rugby/xv-de-france/rugby-xv-de-france-dupont-revient-sur-la-victoire-face-au-pays-de-galles-523752",
      kind="french", note="trap: vue (très en vue), écran (crever l'écran)"),
    # ---------------------------------------------------------------- politique locale
    R("""Le budget primitif constitue le gros morceau de ce conseil municipal. Budget caractérisé par une anticipation des contraintes financières présentes : mise en place des activités périscolaires, augmentation des dépenses de péréquation (FPIC, +40K€), diminution des dotations de l’Etat (-200K€) notamment. Le maire fait le choix d'une augmentation de la capacité de désendettement, du maintien du taux d'épargne brute à un niveau élevé au détriment des dépenses de fonctionnement et des investissements.

Nous connaissions déjà les conséquences sur le report de la rénovation de l’école Léopold Gardey (cf. tribune dans Le Buressois d'avril). Nous avons maintenant le détail des diminutions sur le budget de fonctionnement. J'ai noté : entretien des terrains (-51%) des bâtiments (-49%) et des voies et réseaux (-41%). Les parents d'élèves apprécieront spécialement le chapitre transport collectif (-41%) correspondant à la fin du remboursement de la carte optile et Imagin’R. Diminution globale des subventions aux associations (307K€ à 285K€) et tout particulièrement de la subvention au CCAS qui passe de 60K€ à 40K€.""",
      source="http://b-u-s.fr/mon-compte-rendu-tres-partiel-et-partial-du-conseil-municipal-du-25-mars-2015/",
      kind="french", note="trap: réseaux (voies et réseaux), école (the list of investments cut)"),
    # ---------------------------------------------------------------- immobilier
    R("""La Mer

à 180 degrés

Un tête-à-tête avec la mer. Quasiment au bout de sa presqu’île, à Baden, cette maison offre un panorama éblouissant sur la rivière d’Auray. Nous vous emmenons à la découverte de cet endroit qui vit au rythme des marées, des allers-retours des ostréiculteurs et des couchers de soleil toujours changeants.

Difficile, quand on passe la porte de cette demeure et que la mer nous saute immédiatement aux yeux, d’imaginer qu’il y a quelques années à peine, elle ne faisait pas du tout partie du tableau. « Quand j’ai acheté cet endroit, se souvient le propriétaire, le jardin était à l’abandon. Les arbres avaient poussé. La vue sur la mer avait disparu ». Mais aussitôt, le charme opère. « J’ai eu un véritable coup de cœur. J’ai signé le lendemain », se souvient-il.""",
      source="http://urbanne.fr/la-mer/", kind="french",
      note="trap: vue (vue sur la mer) (the visit of the rooms cut)"),
    R("""En Languedoc, sur un lido de la côte méditerranéenne,
une villa balnéaire des années 1950 avec accès direct à la plage
Frontignan, HERAULT languedoc-roussillon 34110 FR

Situation

Entre vastes lagunes et prés salés, sur l'un des lidos caractéristiques de la côte languedocienne.
Classée Natura 2000, la région est une halte ornithologique privilégiée pour quantité d’espèces dont certaines y nichent de façon permanente. Elle est aussi connue pour ses stations balnéaires célèbres qui s’étendent entre terres et mer, du Grau-du-Roi à Perpignan, avec un souci désormais constant d’intégration dans un environnement unique et fragile.
À 40 min de la gare TGV et 30 min de l’aéroport international de Montpellier, 40 min de Béziers TGV, 15 min de Sète TGV, 10 min du port de Sète - Frontignan, qui relie par ferries Tanger et Nador. Cette portion de la côte languedocienne, avec ses réseaux ferré, aérien, routier et maritime, est assurément l’une des plus communicantes de l’Hexagone.""",
      source="https://patrice-besse.com/biens-avec-vue-sur-mer/languedoc-roussillon/bien-avec-vue-sur-mer-a-vendre-En-Languedoc/",
      kind="french", note="trap: réseaux (réseaux ferré, aérien...), TGV (the description of the villa cut)"),
]
