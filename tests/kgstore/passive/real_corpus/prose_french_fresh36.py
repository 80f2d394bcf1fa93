"""French pages of the thirty-sixth fresh held-out set ("fresh-36"): the mountain and skiing (a quiet Monday at
Mont-Blanc in Quebec, the Alps' first weekend of skiing), regional cooking (the tartiflette, not so traditional, and a
Manigod farm's recipe), rugby (England's Grand Slam at the Stade de France, Toulon against the Stade Français, Grenoble
beaten by the Pumas), the theatre (a restaurant comedy seen from its waiters, a menu of scenes, back rooms on stage) and
the weather and seasons (orange alerts for storms and heat in the Vaucluse, storms after a heat peak) -- ordinary French
prose with words that are also tool names (vite, vue, pass, Watson, Care, pack, Pumas, serveurs, chef, Orange, mercure,
Jaune, four). Nothing in them names a software tool as software: none is labelled.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a paragraph or a few)
and labelled by hand without running the extractor, by the earlier sets' conventions (``--split fresh-36``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ================================================================ la montagne et le ski
    R("""Un lundi tranquille, tranquille, tranquille et pourtant dans des conditions d’enneigement exceptionnelles! Presqu’aucun skieur ou planchiste à l’horizon, alors que sous les skis et les planches la neige est sublime.
La journée débute avec du brouillard, de la mi-montagne au sommet. Le ciel (gris, tout de même) se dévoile en après-midi, alors que l’humidité, elle, persiste. Par moment, il est difficile de bien lire la surface sur laquelle on skie. Cependant, les conditions d’enneigement étant si bonnes, aucune mauvaise surprise n’attend les visiteurs dans les virages.
La vue sur les collines environnantes est sublime. Comme la neige tombe régulièrement depuis quelques semaines et qu’aucun redoux n’a sévi jusqu’à présent, tant les arbres que le sol regorgent de neige. Et pas que celle sortie des canons!
Il y a pas mal de neige dans les sous-bois… mais ils ne sont pas encore ouverts. Et pour cause; les branches, le fond terreux ou rocheux sont vite atteints tant la base est molle. Patientons encore un peu.""",
      source="https://zone.ski/en-images-mont-blanc-15-decembre-2025", kind="french",
      note="trap: vue, vite, canons"),
    R("""La neige est tombée en abondance ces derniers jours sur les sommets alpins. Déterminées à rebondir après une saison blanche, certaines stations de ski ont profité de l’occasion pour ouvrir partiellement leurs domaines ce week-end et en faire profiter les amateurs.

Les Contamines-Montjoie (Haute-Savoie), qui enregistrent 65 cm de neige fraîche à 2.500 mètres d’altitude, activeront trois télésièges. Ce qui permettra de dévaler 3 pistes bleues et une rouge. Ils proposeront un forfait adulte de 19 euros la journée et de 35 euros le week-end.

Même opération aux Portes du Soleil ouvrira. Dans le détail, 6 remontées mécaniques et 9 pistes seront disponibles à Avoriaz (21 euros), 5 télésièges seront ouverts aux Gets (15 euros) et 3 à Saint-Jean-d’Aulps (12 euros).

En raison de la crise sanitaire, le port du masque est obligatoire dès l’âge de 11 ans sur les remontées mécaniques mais également dans les files d’attente. Le pass sanitaire sera exigé pour les skieurs de plus de 12 ans.""",
      source="https://www.20minutes.fr/societe/3188747-20211203-alpes-o-skier-week-end-stations-region", kind="french",
      note="trap: pass, Gets, Soleil"),
    # ================================================================ la cuisine régionale
    R("""ALIMENTATION - Ah la tartiflette, ce plat traditionnel savoyard que l’on adore commander au restaurant au bord des pistes de ski. Sauf que cette recette à base de pommes de terre, lardons et reblochon, contrairement à la raclette et à la fondue savoyarde , n’est pas si traditionnelle que ça, comme vient nous le rappeler ce dimanche 26 janvier le documentaire “Fromages de montagne, au sommet du goût?”, diffusé sur France 5 .

Au détour d’une enquête sur la fabrication de ces fromages dont on raffole en hiver, France 5 filme un chef en pleine préparation d’une tartiflette. On fait revenir les oignons, les lardons, on découpe grossièrement les pommes de terre avant de les cuire à la poêle, on recouvre le tout de gros morceaux de reblonchon avant de mettre au four, et c’est parti pour un savoureux repas.""",
      source="https://www.huffingtonpost.fr/entry/pourquoi-la-tartiflette-nest-pas-vraiment-une-recette-savoyarde-traditionnelle_fr_5e282a3dc5b67d8874a9bfb9",
      kind="french", note="trap: four, chef, pistes"),
    R("""Simone vient chercher l'ingrédient incontournable dans l'une des 19 fermes que compte le village de Manigod (Haute-Savoie). Chaque jour, cet agriculteur fabrique 370 reblochons. Pour la tartiflette, préférez les fromages plus vieux, âgés de 4 à 5 semaines. Une recette montagnarde, née dans les alpages du massif des Aravis.

De retour chez elle, Simone retrouve son mari. Ensemble, ils épluchent et coupent les pommes de terre du jardin. Il faut les cuire en petits morceaux pour accélérer la cuisson. Ensuite, on fait revenir les oignons avec les lardons. Pour Simone, rien ne sert de se lever trop tôt : vous pouvez improviser et vous fier à la bonne odeur du plat pour savoir quand il est prêt.

Une fois cuit, on mélange le tout dans un plat à gratin et on ajoute le reblochon. Nul besoin d'ajouter de la crème fraiche si votre fromage est de qualité. Il ne reste plus qu'à mettre au four à peu près 20 minutes à 200 degrés.""",
      source="https://www.tf1info.fr/nutrition/video-simple-et-pas-chere-la-recette-de-l-incontournable-tartiflette-2244042.html",
      kind="french", note="trap: four, gratin"),
    # ================================================================ le rugby
    R("""Le Grand Chelem pour l'Angleterre

Cinq matchs, cinq victoires synonymes de Grand Chelem pour l'Angleterre. Quelques mois après son élimination surprise dès les phases de poules de SA Coupe du monde, le XV de la Rose a remis les pendules à l'heure en s'imposant trois fois à l'extérieur dont ce samedi au Stade de France face aux Bleus (21-31). Trois essais par Danny Care (11e), Dan Cole (19e) et Anthony Watson (55e) ainsi que le pied d'Owen Farrell (4e, 44e, 71e, 77e) ont pris aux visiteurs de l'emporter.

Le réalisme anglais

Si les pourcentages de possession et d'occupation sont favorables aux Anglais sur le match, ils n'ont pas dominé l'ensemble de la rencontre. Ils ont eu leur temps forts, et ce sont sur ces temps forts qu'ils ont réussi à marquer. Le demi de mêlée Care surprenant la défense bleue sur leur première incursion. Il sera de même sur la réalisation de Watson derrière un départ de Billy Vunipola et une valise de Youngs, assez lucide pour jouer au pied pour son ailier.""",
      source="https://lerugbynistere.fr/news/6-nations-2016-les-5-points-retenir-victoire-angleterre-france-21-31-1903162327.php",
      kind="french", note="trap: Watson (Anthony Watson, the wing), Care, Rose"),
    R("""Le Rugby Club Toulonnais, une semaine après avoir étrillé Clermont, a disposé vendredi du champion de France en titre le Stade Français (31-14), lors d'une rencontre amicale au stade Mayol.
Dans un match très engagé, les deux équipes se sont rendues coup pour coup, dès le début du match. Suite à une touche à 5 mètres de l'en-but parisien, Toulon s'organisait pour un ballon porté et inscrivait le premier essai de la partie par son pilier anglais Matt Stevens (3).
La réponse du Stade Français ne se faisait pas attendre. Sur une action similaire à l'essai toulonnais, le demi de mêlée parisien Julien Dupuy s'échappait et prenait à revers la défense varoise pour aplatir entre les perches (7). L'essai était transformé par Jules Plisson, de retour de blessure.
Derrière cet essai, les Parisiens se montraient à leur avantage en pilonnant la défense varoise. Mais maladresses et mauvais choix individuels les privaient d'un deuxième essai. Costaud en défense, le RCT faisait le dos rond et profitait d'un bon travail en touche de son pack pour inscrire un dernier essai avant la pause par l'intermédiaire de Pélissié (39).""",
      source="http://sportquick.com/news-afp/rugby-6/rugby-toulon-confirme-face-au-stade-francais-024955.html",
      kind="french", note="trap: pack, Stevens"),
    R("""Landreau :«Un bon état d'esprit»
Malgré la défaite face au Pumas (44-21), les Grenoblois retiennent leur bon état d'esprit et comptent corriger leurs erreurs avant le prochain match.
Battu par l'Argentine 44-21, Grenoble n'a pas à rougir après sa prestation. Car si les Pumas sont à la veille de débuter le Four Nations, les Grenoblois sont encore en phase de préparation afin d'attaquer le Top 14 dans les meilleures conditions.
Même s'il regrettait un peu l'ampleur du score, Julien Caminati parvenait également à trouver du positif et matière à espérer. «Le premier quart d'heure a été difficile. C'était notre premier match et on a vite été dans le rouge. Mais on a montré un bon état d'esprit. Maintenant, il faut gommer les petite erreurs». C'est également le sentiment de Landreau. «Il nous reste encore du travail, notamment en défense. C'est là-dessus que nous allons travailler cette semaine.
Nous allons être studieux avant le prochain match».""",
      source="https://www.maghreb-sat.com/forum/f148/rugby-47176-post180383.html", kind="french",
      note="trap: Pumas, vite, Four"),
    # ================================================================ le théâtre
    R("""À la salle Albert-Rousseau, le 19 janvier, une comédie théâtrale avec chants, et chorégraphies ont mis la table à une très belle soirée divertissante.

L’histoire :
« Dans un restaurant français classique, trois serveurs, deux garçons et une fille, vivent à travers leurs clients des mésaventures et des discussions, où l’humour côtoie le drame, dans le pur style de la comédie à texte avec un ton humoristique où la philosophie flirte avec la plaisanterie.

À chaque table, différents clients nous plongent dans leur intimité et leur drame bien personnels, le tout sous l’oreille et le regard de nos garçons serveurs. Ils sont témoins de ces petits secrets qu’ils emportent avec eux discrètement. »

Décor et costumes

Le décor nous transporte dans un restaurant avec ses nombreuses tables habillées de blanc. On y voit aussi la cuisine où se tient les serveurs.  Comme les acteurs interprètent plusieurs personnages, on y voit plusieurs transformations qui les changent complètement.""",
      source="https://www.artsetculture.ca/garcon-un-cocktail-de-situations-renversantes/", kind="french",
      note="trap: serveurs, table"),
    R("""On choisit ce que l’on mange, et pourquoi pas ce que l’on voit ?

Dès le début du spectacle, le spectateur est accueilli par les comédiens dans une immersion la plus totale : de manière tout à fait naturelle, les comédiens/serveurs distribuent de véritables menus de théâtre dépliants, et placent les spectateurs sur leur chaise en fonction de leur réservation, comme au restaurant ! Une fois les spectateurs installés, le trio de comédiens rejoint sa « cuisine littéraire » en arrière scène représentée par un « pass » de cuisine. Puis, sous l’apparat de serveurs très élégants, un maître d’hôtel, un sommelier et un chef de rang font leur apparition au devant de la scène pour présenter au public les différentes suggestions théâtrales du jour. Un représentant de réservation fait son choix, l’indique au serveur notant sur son calepin, pendant que le reste de l’équipe s’active pour servir l’extrait de pièce souhaité.""",
      source="https://les-collectionneurs.fr/spectacles/theatre-a-la-carte", kind="french",
      note="trap: pass, serveur, serveurs, menus, chef"),
    R("""Beaucoup de lieux professionnels ont une "arrière salle" où le personnel peut se détendre, boire un café, discuter pendant une pause, déjeuner le midi. C'est souvent là que se disent les paroles vraies, celles qui sont indicibles face à la clientèle, dans le déroulement du travail, dans le rythme souvent rapide de la journée.
Le théâtre s'est souvent emparé de ces lieux qui suscitent plus d'authenticité. Entre autres, on se souvient, en version lieu privé, de "Cuisine et dépendances" de Agnès Jaoui et Jean-Pierre Bacri dont l'histoire se déroule presque entièrement dans la cuisine d'un appartement lors de l'invitation d'un ami devenu célèbre. L'Atelier-Théâtre amateur du Rocher des Doms a monté il y a deux ans une pièce à sketches qui se déroulait dans l'arrière salle d'un restaurant, où les serveuses et serveurs lâchaient avec humour leur mal de vivre. De ces lieux, le Café Théâtre y a puisé de superbes comédies.""",
      source="https://theatredupuzzle.blog4ever.com/les-arrieres-salles", kind="french",
      note="trap: serveurs, dépendances, Café"),
    # ================================================================ la météo et les saisons
    R("""Vigilance Orange pour orages, pluies et inondations en Vaucluse

Des orages parfois intenses vont traverser le Vaucluse entre mercredi après midi et jeudi matin. Météo France a placé le Vaucluse en vigilance Orange pour les orages et inondations. L'Aygues et l'Ouvèze sont en vigilance Jaune pour la vigilance crue.""",
      source="https://www.francebleu.fr/infos/meteo/vigilance-orange-pour-orages-pluies-et-inondations-en-vaucluse-1662555125",
      kind="french", note="trap: Orange (the alert level), Jaune"),
    R("""La vigilance orange canicule vient d'être activée dans le département voisin de la Drôme et donc, dans son enclave vauclusienne composée des communes de Visan, Valréas, Grillon et Richerenches. Les températures maxi vont grimper dans les prochains jours en raison d'une nouvelle vague de chaleur. Le mercure devrait approcher voire dépasser les 40° par endroit. Ce "coup de chaud" annoncé appelle à la plus grande vigilance, en particulier chez les personnes fragiles ou malades.""",
      source="https://www.francebleu.fr/infos/societe/l-enclave-des-papes-en-vigilance-orange-canicule-1657637475",
      kind="french", note="trap: mercure (the thermometer), orange"),
    R("""C'est la conséquence du pic de chaleur exceptionnel qu'a connu la France, lundi. Ce mardi, Météo-France alerte que des orages, potentiellement violents, sont attendus sur une grande partie du pays. Sur le Languedoc et l’ouest de la Provence, "le risque d'orages violents accompagnés de pluies intenses sera particulièrement élevé", indique l'institut qui, dans un bulletin diffusé à 16H, a placé six départements en vigilance orange : l'Hérault, le Gard, les Bouches-du-Rhône, le Vaucluse, l'Ardèche et la Drôme.""",
      source="https://www.tf1info.fr/meteo/meteo-france-alerte-orage-6-departements-en-vigilance-episode-mediterraneen-en-vue-2232180.html",
      kind="french", note="trap: orange, bulletin"),
]
