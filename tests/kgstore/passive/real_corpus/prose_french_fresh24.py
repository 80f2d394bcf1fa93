"""French pages of the twenty-fourth fresh held-out set ("fresh-24"): travel blogs on Java's volcanoes and Krakatau
between Java and Sumatra, an AFP dispatch on a ferry sunk between Java and Bali, lake cabins with a "vue plongeante",
FC Mercury's derby, fresh pasta that goes "plus vite" than planned and a weeknight supper "vite préparé", a yoghurt cake
with "les petits conseils du chef", the Django Reinhardt festival and an Espace Django programme of jazz manouche, a royal
python loose in a Bergerac building, a village's new "RESEAU" of drinking water in 1929, a council's works on its
"réseau d'eau" and another's agreement with Orange to bury its "réseaux" -- nothing in them is a technology.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed) and labelled by hand
without running the extractor, by the earlier sets' conventions (``--split fresh-24``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ---------------------------------------------------------------- Java, la mer de Java et l'Indonésie
    R("""VOLCANS A L'EST DE JAVA

Samedi 26 juillet 2014

Nous partons comme prévu à 6h55 de la gare de Yogya, direction Surabaya, à l'est de l'île.

Les billets ont été réservés en mai (2 mois à l'avance) sur Internet au prix de 11€ par personne en classe "Bisnis", simple mais suffisante pour effectuer les 350km.

Le trajet est long et nous en profitons pour admirer les paysages de rizières.

Nous déjeunons à bord avant notre arrivée à 11h36 précises. Le wagon restaurant n'a rien à envier à la SNCF... et le repas non plus !

A peine débarqués, nous retrouvons Agus qui sera notre chauffeur et guide pour notre tour vers les volcans. Nous avons obtenu ses coordonnées via un forum de discussions entre voyageurs et espérons ne pas être déçus. Nous payons les services d'Agus 240€ pour nous 4. 
Nous mettons 5h pour rejoindre le village de Cemoro Lawang au pied d'un massif volcanique de 40 kilomètres de périmètre.""",
      source="https://envie-devasion.blogspot.com/2014/07/volcans-lest-de-java.html", kind="french",
      note="trap: JAVA (le titre du billet; Internet et un forum de voyageurs ne nomment aucun produit, le site de "
           "réservation n'était qu'une adresse, coupée avec la leçon d'indonésien)"),
    R("""Récit et photos de voyage en Indonésie:
Java, le volcan Krakatau

Nous arrivons vers 20h à l'hôtel Wira de Carita, petite ville portuaire à l'Ouest de l'île de Java. Nous sommes attendus chez une habitante qui nous a préparé un superbe repas à base de poissons grillés, crevettes, crabes et bien sur du riz qui est l'aliment de base des indonésiens. C'est un régal mais la fatigue est bien là et il nous faudra une bonne nuit réparatrice pour récupérer. Le réveil est prévu à 6h30, cela nous semble tôt mais en fait nous ne savons pas encore que ce sera presque l'unique nuit quasi complète du séjour. C'est sur un bateau de pêche que nous nous dirigeons vers l'île de Krakatau, située dans le détroit de la Sonde à 50 kms de Java et de Sumatra. Nous l'atteindrons après 3h30 de traversée.""",
      source="http://cahierdevoyage.willemain.com/content/Indonesie/Krakatau/index.htm", kind="french",
      note="trap: Java, Sumatra (la ligne du diaporama sur le lecteur Flash, boilerplate de la page, coupée)"),
    R("""Au moins six personnes sont mortes et une trentaine sont portées disparues après le naufrage mercredi soir d'un ferry transportant 65 personnes vers l'île de Bali en Indonésie.

Les sauveteurs tentent jeudi de trouver les 30 personnes toujours manquantes suite au naufrage survenu peu avant minuit. Le ferry était parti de Banyuwangi, sur la côte orientale de Java, pour rejoindre le nord de l'île de Bali, selon l'agence nationale de recherche et de sauvetage.

Une sixième victime - un garçon de trois ans - a été retrouvée morte jeudi dans la soirée, ont indiqué des responsables des opérations de sauvetage, soit une de plus que le bilan précédent qui s'élevait à 5 morts.

Les autorités n'ont pas précisé si des étrangers se trouvaient à bord.""",
      source="https://www.boursorama.com/actualite-economique/actualites/indonesie-6-morts-30-disparus-dans-le-naufrage-d-un-ferry-au-large-de-bali-c095d63e991f9321c0b395a678b36ea5",
      kind="french", note="trap: Java (une dépêche AFP; la légende de photo coupée)"),
    # ---------------------------------------------------------------- vacances et "vue sur"
    R("""SÉLECTION - Petit tour de France des séjours lacustres en maisonnettes sur pilotis. Confort mini ou maxi, il y en a pour les styles. Seule constante de ce retour à la nature : la vue plongeante sur une rivière ou un étang de France.

1 - Kevell breton

À Locunolé, dans le Morbihan, à 20 km des plages de Guidel, le camping 5 étoiles Castel Ty Nadan inaugure un nouvel habitat: le «kevell». C'est un bungalow de bois posé sur l'eau, en l'occurrence celle du petit fleuve côtier l'Ellé, et relié à la berge par une passerelle. Ses 40 m² abritent deux chambres, un salon et un coin-cuisine équipé. Quant à la terrasse ( 17 m²), elle se couvre et se découvre selon la météo.""",
      source="https://www.lefigaro.fr/voyages/2013/04/18/30003-20130418ARTFIG00454-les-5-cabanes-sur-l-eau.php",
      kind="french", note="trap: vue, Castel (les quatre autres cabanes coupées)"),
    # ---------------------------------------------------------------- football
    R("""samedi 28 septembre 3eme journee FC Mercury - Ste Helene

Samedi 28 Septembre à 20 heures , le FC MERCURY reçevait pour le derby, l'équipe de St HELENE SUR ISERE.

Dès l'entame du match, les locaux prenaient le match par le bon bout, multipliant les occasions de marquer le 1er but. Celui-ci aurait fait énormément de bien pour accumuler cette fameuse confiance qui nous fuit depuis le début de saison. Malheureusement, à la 20ème minutes, sur la première incursion des visiteurs dans notre moitié de terrain, St HELENE par l'intermédiaire de leur avant-centre ( ancien de la maison ) marque un but d'une belle tête décroisée, laissant Hasan impuissant.Les 25 dernières minutes de la première période, furent encore dominées par les bleus, avec trois occasions franches d'égaliser, mais le sort s'acharne décidément sur le FCM en ce début de saison, ou les occasions ne se transforment pas en buts. MI-TEMPS 0 à 1.""",
      source="http://www.fcmercury.fr/pages/les-equipes/compte-rendu.html", kind="french",
      note="trap: Mercury, MERCURY (le club de football de Mercury, en Savoie; la seconde mi-temps coupée)"),
    # ---------------------------------------------------------------- cuisine "vite fait"
    R("""Mercredi, 10h00. Il me prend une envie de Pâtes fraiches aux épinards. Ça tombe bien, il n’y a pas de restes dans le frigo pour le déjeuner.
Par contre des épinards à foison, qui ne demandent qu’à être mangés ça oui. Ok, elle est où cette machine à pâtes que je n’ai pas sorti des placards depuis 4 ans ? Enfin si, elle a vu du pays avec nos 2 déménagements, mais tâter du pâton, ah ça non ma bonne dame. Tiens, en fait le carton n’était pas remisé à la cave, il est juste là, à portée de mains. Une aubaine Ghislaine.
Bon, ça devrait se faire tout seul. Je colle quand même les pitous devant leur machine à pâtes -à modeler-. Je garde un œil sur leurs bricolages et ferme l’autre devant la montagne de miettes qu’ils arrivent à disperser en si peu de temps. Épinards tchek, pâton tchek, vaisselle tchek, pétard ça va vachement plus vite que ce que j’imaginais. J’suis large en fait.""",
      source="https://www.blogdechataigne.fr/pates-fraiches-aux-epinards-homemade/amp", kind="french",
      note="trap: vite, machine, Mercredi (la suite, minute par minute, coupée)"),
    R("""Cette semaine, un ami nous a invités à souper un mercredi soir. Et pourquoi pas, puisqu’il faut manger aussi le mercredi, comme tous les soirs de la semaine. On mange simple et on ne rentre pas trop tard.

Pour un souper de semaine parfait et vite préparé, puisque tout le monde travaille le lendemain, un plat de pâtes s’impose. Il suffit de servir une salade à côté et un plateau de fruits pour le dessert et tout le monde est heureux. Il n’y a rien comme un plat de pâtes pour que les convives se croient tous Italiens, ce qui les pousse à rire, à parler fort et à dire des choses comme oh! Mamma mia !. C’est probablement le petit verre de vin pris en attendant que les pâtes cuisent qui met le cœur en fête !

Voici donc deux recettes de pâtes qui transformeront vos soupers de semaine en festins dont vos amis parleront au moins jusqu’à samedi.""",
      source="https://www.journaldequebec.com/2019/05/22/le-soir-de-semaine-parfait", kind="french",
      note="trap: vite (les recettes coupées)"),
    R("""Le gâteau au yaourt est une recette simple et rapide à réaliser, très appréciée des enfants comme des grands et qui est moins chère que d’autres recettes de gâteaux. On dit qu’il aurait été créé par hasard par une ménagère des années 1970 qui aurait oublié d’ajouter des œufs à sa préparation. Aujourd’hui, il existe de nombreuses variations de ce gâteau, à la rhubarbe, aux fruits confits, aux pépites de chocolat…

Etapes de préparation

Préchauffez le four à 180°C (thermostat 6). Dans un saladier, mélangez le yaourt, le sucre, l’huile et la farine. Ajoutez la levure et mélangez à nouveau. Beurrez un moule à cake. Versez la préparation dans le moule à cake et enfournez au four pour 30 minutes. Laissez refroidir le gâteau avant de le déguster.

Les petits conseils du chef

Pour un gâteau plus moelleux, vous pouvez ajouter à votre préparation quelques gouttes d’arôme vanille.""",
      source="https://www.plare.fr/recette-du-gateau-au-yaourt/", kind="french",
      note="trap: chef, cake (la liste des ingrédients, les temps et les vins conseillés coupés)"),
    # ---------------------------------------------------------------- jazz manouche
    R("""Il fait bon aller au festival Django Reinhardt de Samois-sur-Seine. Un constat vérifié chaque année !
Historiquement rendez-vous de jazz manouche, le festival est un rendez-vous de guitaristes tous plus doués les uns que les autres. On peut les entendre essayer des guitares autour de chaque stand du village des luthiers ou, pour les plus motivés, toute la journée au camping de Samoreau (ceci est un bon plan), où l’on ne se lasse pas de tant de virtuosité…
Auparavant sur une île à Samois sur Seine, le festival a en grande partie été déplacé dans le parc du château de Fontainebleau. Scindé en deux pour ne pas perdre la magie du lieu, un premier week-end y aura toutefois lieu, mais sur une scène plus petite. La première soirée y sera exclusivement manouche avec, dans l’ordre : Django Legacy, Steeve Laffont trio et Christian Escoudé.""",
      source="https://qwest.tv/media/fr/qwest-tv-recommande-le-festival-django-reinhardt/", kind="french",
      note="trap: Django (Django Reinhardt et le groupe Django Legacy; la suite du programme, qui renvoie à un "
           "documentaire sur Qwest TV, coupée)"),
    R("""Le jazz manouche est l’une des rares ramifications du jazz créé en dehors du sol américain par le grand Django. Un jazz français donc, qui n’a de cesse d’évoluer au fil du temps et des rencontres artistiques. Cette soirée est l’occasion d’illustrer ce propos grâce au génial projet d’Ytré, issu d’une rencontre entre guitares et
Au jeu des sept familles, les Schmitt tiennent la dragée haute. Vous demandez Samson ? Le voici avec un trio original qui dépoussière les codes du jazz manouche. Les frontières explosent et seul le groove voyage en totale liberté parmi les genres qu’on préfère ne plus nommer. Samson donne au jazz ce que Charlie donne au
Timbo Mehrstein est l’un des meilleurs violonistes manouches de sa génération. Le virtuose est d’ailleurs à l’affiche du fameux film « Django » en tant qu’acteur et musicien. Il propose un concert à Django en avant-première de la sortie de son nouvel album « Mer Ketene » avec une formule en quartet à cordes accompagné d’un piano et de""",
      source="http://www.espacedjango.eu/event_tag/jazz-manouche/", kind="french",
      note="trap: Django (le guitariste, un film et la salle Espace Django; trois annonces tronquées telles quelles)"),
    # ---------------------------------------------------------------- faits divers et vie locale
    R("""Bergerac : le python errait depuis trois mois dans les cloisons d'un immeuble

FAIT DIVERS - Un locataire périgourdin a probablement eu la frousse de sa vie en découvrant un python qui errait dans les cloisons de son immeuble. Le serpent, abandonné après le déménagement de son propriétaire il y a trois mois, a enfin été capturé.

Imaginez la scène : vous êtes tranquillement assis sur vos toilettes, lorsque votre regard s'arrête sur la tête d'un serpent, au niveau des entrées de tuyauterie du cumulus de la pièce. De quoi vous causer la frousse de votre vie. Eh bien c'est exactement ce qu'a vécu un locataire de Bergerac, le 12 juin dernier. 

Le reptile, un python royal mesurant plus d'un mètre pour être précis, avait été abandonné par un locataire indélicat qui avait déménagé trois mois auparavant. Bien sûr, ce dernier n'avait pas pris soin de prévenir ses voisins qu'il avait laissé derrière lui son animal de compagnie.""",
      source="http://www.lci.fr/faits-divers/bergerac-dordorgne-le-python-capture-errait-depuis-trois-mois-dans-les-cloisons-d-un-immeuble-2057138.html",
      kind="french", note="trap: python (le serpent; la capture au piège artisanal coupée)"),
    R("""UN NOUVEAU  RESEAU D'EAU POTABLE

ARRIVEE DE L'EAU POTABLE DANS CHAQUE MAISON

Lors de la réunion du conseil municipal du 18 décembre 1929 Elie Sérié, qui a été élu maire le 19 mai précédent, fait le point sur les difficultés d'approvisionnement en eau du village :

« La source alimentant le village par gravité est devenue par suite de l’affaissement des courants souterrains, ou pour toute autre cause, insuffisante. Ces dernières années, pendant six mois de juin à novembre, ils ont été obligés de se procurer, par charroi à la rivière, qui coule à un kilomètre et demi, l'eau nécessaire à la boisson et aux usages domestiques.

Durant cette période, qui est la plus active pour les travaux agricoles, cet état de fait gêne considérablement la tache des agriculteurs. Deux fois par jours ils sont obligés de conduire leurs animaux de travail s'abreuver à la rivière, ce qui leur occasionne fatigue supplémentaire et grande perte de temps. »""",
      source="http://treziers.oc.free.fr/HISTOIRE/Eau6.htm", kind="french",
      note="trap: RESEAU (le réseau d'eau de Tréziers en 1929; la fin de la citation et le débat du conseil coupés)"),
    R("""Le 3 novembre 2011, le conseil municipal s’est réuni à 14 heures 30 en Mairie sous la présidence de Monsieur COURTEAU maire, à la suite de la convocation adressée le 30 septembre 2011 et de l’affichage effectué le même jour.

En préalable, le maire précise que l’essentiel de l’ordre du jour est consacré à la présentation des Schémas directeurs d’eau potable et d’assainissement et que cette partie ne fera pas l’objet de décision aujourd’hui, car des modifications pourront être demandées et surtout il faut se donner le temps de la réflexion car les orientations du schéma seront déterminantes, notamment pour l’obtention de subventions.

3 Décision de travaux sur le réseau d’eau

Le maire indique au conseil municipal que l’agence de l’eau à laquelle la commune paye chaque année une redevance dite de prélèvement.""",
      source="http://monestierdambel.fr/seance-du-3-novembre-2011", kind="french",
      note="trap: réseau (la liste des présents, les invités et les points 1 et 2 coupés)"),
    R("""Réunion de Conseil Municipal du 18 avril 2019
Convocation du Conseil Municipal en date du 5 avril 2019, adressée individuellement par écrit, à chaque conseiller, pour délibérer sur :
Ordre du jour :
- Demandes de subventions Activ’3 Conseil Départemental de la Vienne
- Demandes de gratuité de la salle multi-activités
- Projet de restructuration mairie et création maison des services
- Projet éoliennes
- Convention Orange : Enfouissement des réseaux
- Sorégies : Avenant n°1 à la Convention Vision Plus
- Harmonisation du transport scolaire en Région Nouvelle-Aquitaine (Sectorisation, Modulation, Convention)
- Questions diverses
Le Maire,
Monsieur le Maire propose au Conseil Municipal de rajouter à l’ordre du jour le point suivant :
- Devis de voirie""",
      source="https://chouppes.fr/reunion-de-conseil-municipal-du-18-avril-2019", kind="french",
      note="trap: Orange, réseaux, Vision (Orange l'opérateur qui enfouit ses lignes; le procès-verbal après l'ordre du "
           "jour coupé)"),
]
