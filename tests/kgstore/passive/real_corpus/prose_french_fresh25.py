"""French pages of the twenty-fifth fresh held-out set ("fresh-25"): the Victor Hugo museum at Villequier between
Rouen and Le Havre (twice, one with a "vue sur la Seine"), the Mercure de France of Alfred Vallette and Rachilde (twice,
one naming "le dieu Mercure"), royal pythons caught by firemen in Le Havre, La Réunion and Villeneuve (three times),
bus and train "réseaux" on strike days (twice), a storm warning advising against the "téléphone", the "show" of a
Toulouse-Bordeaux rugby match, a summer "serveur" in Pau and restaurants short of "serveurs" that went "vite" into
summer, and a yoghurt cake with the "conseils du chef" baked in a "moule à cake" -- nothing in them is a technology.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed) and labelled by hand
without running the extractor, by the earlier sets' conventions (``--split fresh-25``).

A recipe fresh-24 had already taken (plare.fr) was taken out in part 20, so no page counts twice.
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ---------------------------------------------------------------- Hugo, le Mercure
    R("""Le musée Victor Hugo compte au nombre des sites et musées départementaux de Seine Maritime, en Normandie. Villequier a été une ville importante pour le célèbre écrivain français du XIXe siècle et sa famille ; s’y dresse donc ce musée permettant aux curieux de littérature ou d’histoire de découvrir les familles Hugo et Vacquerie.
Nous découvrons dans cette maison une famille d’artistes. Parmi eux, Victor Hugo, bien sûr, grand écrivain, mais pas seulement, comme en témoignent les quelques esquisses réalisées de sa main, son épouse Adèle qui dessine, sa fille Léopoldine qui écrit, et son fils Charles qui photographie. Le visiteur évolue entre les œuvres réalisées par les Hugo, et les œuvres qui leur rendent hommage, telles que des sculptures, des photographies, des dessins….

L’atmosphère de la maison est emprunte de mélancolie. Chaque pièce a une ambiance propre et contribue à retracer le parcours de la famille des Hugo entre événements heureux et tragiques : les vacances de Léopoldine à Villequier en 1839, l’exil politique à Jersey de Victor Hugo où le suit sa famille, mais surtout, la noyade de Léopoldine, alors âgée de 19 ans, en 1843 dans la Seine. Charles, qui l’avait épousé quelques mois plus tôt, ne parvient pas à la sauver et périt avec elle.""",
      source="https://www.vitav.fr/visite-au-musee-victor-hugo-en-normandie", kind="french",
      note="trap: Hugo, Jersey (the paragraph on the Vacquerie family and the address cut)"),
    R("""Destins croisés

À Villequier, cette maison bénéficie du cadre exceptionnel des bords de Seine.
Son double nom est à l’image de l’histoire du lieu, qui lie deux familles et deux univers, aussi passionnants l’un que l’autre.

Le jardin qui accueille le visiteur et la vue sur la Seine sont captivants. La demeure, elle, est imposante. La Maison Vacquerie - Musée Victor Hugo a été installée en 1959 à Villequier, dans l’ancienne résidence de l’armateur havrais Charles-Isidore Vacquerie (1779-1843). Son fils Auguste (1819-1895) fit la connaissance de Victor Hugo lors de ses études à Paris. Des liens se nouèrent, notamment lors de séjours de la famille Hugo à Villequier. Le mariage de Léopoldine, fille aînée de l’écrivain, avec Charles Vacquerie (le frère d’Auguste), suivi peu de temps après par leur tragique noyade en Seine, scella définitivement le destin des deux familles.

Propriété du Département de Seine-Maritime, le musée restitue leur cadre de vie (mobilier, décor, objets), ainsi que les carrières de Victor Hugo et d’Auguste Vacquerie, journaliste, homme de théâtre et photographe (éditions originales, tirages photographiques, lettres, etc.).""",
      source="https://perluete.fr/archives_00-14/patrimoine-maison-vacquerie-musee-victor-hugo/index.html", kind="french",
      note="trap: vue, Hugo (the photo credits and the room-by-room visit cut)"),
    R("""Le Mercure de France , dont le premier numéro parut le 1er janvier 1890, fut fondé par un groupe de jeunes écrivains (G. Albert Aurier, J. Court, L. Denise, E. Dubus, L. Dumur, R. de Gourmont, J. Leclercq, E. Raynaud, J. Renard, A. Samain) qui, «ayant découvert les capacités administratives d’Alfred Vallette, avaient décidé de se mettre sous sa direction» (Remy de Gourmont: Promenades littéraires , IVe série). Sous la houlette de Vallette et de son épouse Rachilde, Le Mercure de France , qui fut d’abord une revue, puis, conjointement à partir de 1894 une maison d’édition, exerça une influence prépondérante sur l’intelligentsia parisienne. Ouvert aux jeunes talents, aux écoles littéraires (notamment le symbolisme) et aux avant-gardes, aux poètes (Henri de Régnier, Francis Jammes) comme aux romanciers (Gide, Duhamel), aux dramaturges (Jarry, Claudel) et aux essayistes (L. Bloy), Le Mercure de France a contribué au rayonnement des idées et de l’art moderne.""",
      source="https://encyclopedie_universelle.fr-academic.com/13486/MERCURE_DE_FRANCE_%28LE%29", kind="french",
      note="trap: Mercure, Jarry (the paragraph on Vallette's later years cut)"),
    R("""Alfred Vallette (1858-1935), éditeur et romancier, a dirigé le "Mercure de France" de 1890 à 1935, revue devenue maison d'édition en 1893 ; laquelle traduit Nietzsche et publie notamment la génération symboliste, ainsi que Paul Léautaud, Gide et Apollinaire.

Le dieu Mercure
Le "Mercure de France" : la revue littéraire

L'histoire du "Mercure de France" remonte au XVIIe siècle. La revue est refondée en 1890 sous la direction d'Alfred Vallette par un groupe d'écrivains, dont Remy de Gourmont, Jules Renard, Albert Samain. Elle participe du rayonnement intellectuel de la Belle Époque en ouvrant ses pages à l'avant-garde, la poésie, la littérature contemporaine. Elle fait aussi connaître la littérature étrangère. À partir de 1909, elle est concurrencée par la "Nouvelle Revue française" publiée par Gallimard.

Mercure de France : la maison d'édition

L'activité de la revue se développe pour devenir trois ans plus tard la maison d'édition éponyme créée par Alfred Vallette et son épouse : la romancière Rachilde (1860-1953).""",
      source="https://0-gallica-bnf-fr.catalogue.libraries.london.ac.uk/html/und/litteratures/alfred-vallette", kind="french",
      note="trap: Mercure, Apollinaire (repeated image captions and the partners' lines cut)"),
    # ---------------------------------------------------------------- faits divers
    R("""L'animal aura donné beaucoup de fil à retordre aux pompiers (Photo : SDIS 76)
LE HAVRE (Seine-Maritime). Les pompiers ont soufflé un "ouf" de soulagement ce mardi 10 septembre à 15 heures. Le serpent qui s'était réfugié dans l'habitacle d'un Renault Scénic et qu'ils cherchaient à capturer depuis bientôt cinq jours s'est enfin manifesté. Il s'agit bien d'un python royal qui mesure 1,10 mètre pour un diamètre de 5 cm environ.
Sensible aux vibrations du moteur
Une opération qui a demandé bien des stratagèmes tant l'insaisissable reptile se faufilait dans le tableau de bord. Finalement, les pompiers ont suivi les conseils d'un spécialiste en NAC (Nouveaux animaux de compagnie) : ils ont enfermé la voiture dans un local clos et ont laissé le moteur tourner jusqu'à ce que le serpent, sensible aux vibrations, se mette à bouger.
Ayant ainsi réussi à le localiser, les pompiers ont démonté le tableau de bord (côté passager) où il se trouvait et l'ont capturé avec une perche équipée d'un crochet. Le colubridae a été placé dans une boite en plastique en attendant d'être confié à un amateur de NAC, de Fécamp, qui est équipé du matériel et de locaux pour accueillir les serpents.""",
      source="https://infonormandie.com/C-etait-bien-un-python-royal-que-les-pompiers-traquaient-depuis-cinq-jours-_a2342.html",
      kind="french", note="trap: python, moteur, crochet (the repeated paragraphs of the page cut)"),
    R("""Les sapeurs-pompiers de l’Etang-Salé-les-Hauts capturent un python d’1 mètre 50

Un python d’1 mètre 50 capturé par les sapeurs-pompiers de l’Etang-Salé-les-Hauts. Le serpent nichait dans un cabanon, sous des bottes de foin. Le propriétaire des lieux a découvert les reptile en allant nourrir ses cabris.
Les sapeurs-pompiers sont applaudis à chaque défilé du 14 Juillet et pour cause. Après les chats dans les arbres, les chiens méchants ou les nids de « mouches à miel » squattant un faux plafond, ils doivent maintenant capturer des nac (Nouveaux animaux de compagnie).
Mardi après-midi, un agriculteur de l’Etang-Salé-les-Hauts débarque à la caserne affolé. Alors qu’il donnait du foin à ses cabris, il est tombé nez à nez avec un serpent énorme.

Un spécialiste pour capturer les nac

Par chance, le spécialiste pour ce type d’intervention est de permanence avec l’équipe A du sergent-chef Dominique Grondin : « le python s’était réfugié dans un cabanon ou l’agriculteur entrepose la nourriture pour ses animaux. Il fallu que nous sortions toutes les bottes pour l’attraper. Le sapeur-spécialisé pour ce genre d’animaux est venu avec son 4x4 et ses pinces. A mains nues ou avec des gants, il aurait été plus difficile à saisir ». Le serpent mesure tout de même 1m50 et pèse une dizaine de kilos. Il a été remis à un vétérinaire spécialiste des reptiles.""",
      source="https://la1ere.francetvinfo.fr/reunion/2014/07/16/les-sapeurs-pompiers-de-l-etang-sale-les-hauts-capturent-un-python-d-1-metre-50-169573.html",
      kind="french", note="trap: python, bottes, permanence (the paragraph on an earlier iguana cut)"),
    R("""Un python royal découvert dans les rues de Villeneuve (VD)

En revenant chez elle après une balade, le soir, en compagnie de son mari, une habitante de Villeneuve (VD) a eu la surprise de tomber, il y a une semaine, sur un python royal. Le reptile avait pris ses quartiers sur le palier d'une porte.

L'information, révélée samedi par 24 heures, a été confirmée par le major Yves Dubuis, commandant du SDIS (Service de défense incendie et de secours) du Haut-Lac. Alertés par l'habitante de Villeneuve, les pompiers ont capturé le serpent. Les hommes du SDIS ont suivi une formation pour mener ce type d'intervention.

Cependant, jamais encore le SDIS a eu affaire à un python. Il y a eu la capture d'un iguane une fois, se souvient le major Dubuis. Pour les serpents, les interventions concernent des couleuvres ou des vipères. La récupération de NAC (nouveaux animaux de compagnie) demeure encore l'exception.""",
      source="https://www.rjb.ch/Un-python-royal-decouvert-dans-les-rues-de-Villeneuve-VD.html", kind="french",
      note="trap: python, porte (the witness's account cut)"),
    # ---------------------------------------------------------------- transports, météo
    R("""Grève dans les transports jeudi 9 janvier : prévisions de trafic

Les réseaux de transport RATP et SNCF connaissent des perturbations en raison d'un mouvement social depuis le jeudi 5 décembre 2019. Cette mobilisation sociale est liée à la réforme des retraites.

Jeudi 9 janvier 2020, d'autres réseaux de transport en commun seront également perturbés par des grèves. Dans le cadre de la continuité du service en cas de perturbation prévisible de trafic, le code des transports impose aux entreprises de transports de communiquer aux usagers l'information au plus tard 24 heures avant le début de la perturbation.

Service interrompu

À Antibes, les bus du réseau Envibus ne circuleront pas ce jeudi.

Service perturbé

Dans chaque entreprise de transport où un préavis de grève a été déposé, le niveau d'offre de transport est ajusté en fonction du personnel non gréviste disponible.

À Brest, le réseau Bibus informe ses usagers que seuls 10 à 20% des bus seront en circulation.

À Metz, 50 % des services seront assurés sur le réseau Le Met' :""",
      source="https://www.transbus.org/actualite/actu-2020-01-greve-transports-jeudi-9-janvier.html", kind="french",
      note="trap: réseau, réseaux, code, service (the list of perturbed towns cut)"),
    R("""Grève à la SNCF : fortes perturbations sur les lignes TER ce mercredi
Publié : 9 mai 2018 à 8h58 par Clémence DUBOIS TEXEREAU
La grève perlée continue à la SNCF… Huitième épisode de grève et toujours un trafic très perturbé sur le réseau des TER en Auvergne-Rhône-Alpes. Pas de train entre Roanne et Saint-Etienne, ni entre Montbrison et Saint-Etienne. C’est guère mieux sur l’axe Firminy – Saint-Etienne – Lyon avec seulement 1 train sur 10 en circulation. Comptez 1 TGV sur 2 ce mercredi. 860 autocars de substitution sont déployés dans toute la région.""",
      source="https://activradio.com/amp/greve-a-la-sncf-fortes-perturbations-sur-les-lignes-ter-ce-mercredi",
      kind="french", note="trap: réseau, train, lignes"),
    R("""Près de vingt départements français sont placés en vigilance jaune pour "orages" ce vendredi. Météo France annonce que la situation va se dégrader dès demain, et pendant tout le week-end.

Un nouvel épisode orageux sur une grande partie du pays. En effet, de nouveaux orages forts devraient parcourir la France, à commencer par ce vendredi, et ce, durant tout le week-end. "Des averses orageuses sont attendues sur les massifs, des Pyrénées aux Alpes en passant par l'Auvergne. En plaine, les averses restent faibles et touchent les régions allant de la Bretagne au Sud", indique Météo France, ce vendredi 9 mai. En soirée, les orages se propageront sur l'ouest aquitain.

Météo France conseille dès ce vendredi de s'éloigner des arbres et des cours d'eau, de s'abriter dans un bâtiment en dur en cas de fortes pluies, de se tenir informé, d'éviter de se déplacer au maximum, de protéger les biens exposés au vent ou qui peuvent être inondés et d'éviter d'utiliser son téléphone et les appareils électriques. Des conseils valables si la vigilance passe au orange. Pour l'heure, elle est encore au niveau jaune.""",
      source="https://www.linternaute.com/actualite/societe/7896057-meteo-19-departements-places-en-alerte-pour-orages-ce-vendredi-deja-des-craintes-pour-ce-week-end/",
      kind="french", note="trap: téléphone, appareils, Alpes (the list of departments cut)"),
    # ---------------------------------------------------------------- sport, métiers, cuisine
    R("""Le choc tant attendu entre le Stade Toulousain, leader incontesté du Top 14, et son dauphin Bordeaux-Bègles a tenu toutes ses promesses. Dans un Stadium incandescent, les deux meilleures équipes du championnat nous ont offert un spectacle rugbystique de toute beauté, avec des essais à la pelle et du jeu à tout va. Si vous avez eu le malheur de rater ce sommet du rugby français, pas de panique ! On vous propose de revivre les plus beaux essais de cette partie endiablée.
Blair Kinghorn lance idéalement le Stade Toulousain
Dès la 5ème minute de jeu, l’ailier international écossais Blair Kinghorn a donné le ton de cette rencontre. Servi le long de la ligne de touche après une touche bien négociée par les avants toulousains, il résiste au retour de Louis Bielle-Biarrey pour aller aplatir en coin. Un essai transformé dans la foulée par Thomas Ramos qui permet aux locaux de prendre les commandes (7-0).
Le show Bielle-Biarrey
Mais Bordeaux-Bègles n’a pas attendu longtemps pour répliquer. Quelques minutes plus tard, suite à une mêlée à 5 mètres de l’en-but toulousain, les trois-quarts girondins ont fait parler leur talent. Au terme d’un superbe mouvement, Louis Bielle-Biarrey s’est retrouvé en one-on-one face à son vis-à-vis. Un crochet intérieur dévastateur plus tard et l’arrière de l’UBB aplatissait en coin, malgré le retour désespéré de la défense.""",
      source="https://viralmag.fr/le-spectacle-a-couper-le-souffle-des-essais-de-toulouse-ubb", kind="french",
      note="trap: show, leader, crochet (the Lucu paragraph cut)"),
    R("""NOTRE SERIE D'ETE : serveur dans un restaurant familial

"Cet été, je suis serveur dans un restaurant familial en plein coeur touristique de la ville de Pau et à proximité du château de cette dernière. Ce job est inattendu car, au départ, je voulais être vendeur dans un magasin de vêtements ou de chaussures. Si je travaille pendant les grandes vacances, c'est parce qu'il est important selon moi de rester actif et dynamique, de gagner de l'argent et d'étoffer son CV."

"Le recrutement s'est déroulé de façon particulière car je n'ai pas passé d'entretien. Je me suis présenté devant le restaurant à 18 heures le 29 juin. Il ne me restait alors que 5 CV et lettres de motivation sur les 40 que j'avais préparés. Je passais devant ce restaurant lorsque j'ai vu la patronne sortir. Je lui ai alors adressé ma candidature en lui demandant si elle cherchait quelqu'un, ce à quoi elle m'a répondu qu'elle cherchait un serveur de tout urgence car une fille qui avait déposé son CV peu avant moi ne répondait pas. Le lendemain, j'ai reçu un coup de fil : l'établissement me demandait de venir déposer les documents afin de préparer mon contrat. Un jour plus tard, j'ai effectué mon tout premier service !\"""",
      source="https://jobetudiant.net/blog/2016/08/22/1242-notre-serie-d-ete-serveur-dans-un-restaurant-familial",
      kind="french", note="trap: serveur, service, job (the paragraph on his evenings cut)"),
    R("""Comment réussir son recrutement de serveurs cet été ?

Il pleuvait sur la ville ce matin, vendredi 20 mai, mais pour Stanislas, le gérant du Café Au Notre-Dame dans le 9e arrondissement de Paris, il n’y a pas eu de larmes mais du soulagement. L’équation est simple : celui qui dit qu’il pleut dit qu’il n’y a personne sur la terrasse. En conséquence, ses serveurs fatigués ont moins de travail à faire. « C’est là qu’on en est : être heureux quand il pleut en mai, pour ne pas surcharger les troupes », s’est plaint le patron.

Cette crise n’est pas nouvelle, remontant à la première levée des restrictions en 2020, mais à mesure que la météo s’améliore, ses effets pervers se font plus prononcés : les serveurs sont devenus une espèce en voie de disparition, comme l’huile de tournesol dans nos supermarchés.En France, 220 000 à 250 000 emplois ne seront pas disponibles dans les cafés, hôtels et restaurants d’ici 2022, Selon les estimations de l’Umih (Union de l’industrie hôtelière). « En janvier-février, on était en sous-effectif, mais on s’est consolé que c’était un mois faible. Là, on est vite passé à l’été, et on s’est demandé comment on allait faire ça », raconte Stanislas.

Payez bien vos troupes, vous devez

Puisque notre bar sera vide, faut-il aller au comptoir pour se servir soi-même son Spritz en juillet ?""",
      source="https://lesrecettes.org/?p=16875", kind="french",
      note="trap: serveurs, vite, Spritz, Café (Alain Fontaine's answer cut)"),
]
