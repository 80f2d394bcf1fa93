"""French pages of the twenty-eighth fresh held-out set ("fresh-28"): regional cooking (gratins vite fait bien fait, the
gratin dauphinois named at Gap), cycling and mountain passes (cols of Auvergne with their vue panoramique, the Cime de
la Bonette, a couple collecting cols 'très vite'), Christmas markets (chalets in a Vendée castle and the Fort des
Rousses, a cellar's market at Ostiches with its Forge and Damascus knives), the Django Reinhardt jazz festival at
Samois-sur-Seine, fishing (the opening of the trout season: a fly fisher's advice, the Pyrénées-Orientales eve, a dry
Hérault) and municipal elections (a village's polling day, a Vosges village's notice on the new
list ballot) -- full of words that are also tool names: vite, vue, Django, Forge, Jura, Gap, Zoom, logo, virus,
streamer, leurres, Cave, Mercantour, liste, bureau... Nothing in them names software: none is labelled.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a paragraph or a few)
and labelled by hand without running the extractor, by the earlier sets' conventions (``--split fresh-28``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ================================================================ la cuisine régionale
    R("""Si vous êtes en quête d'une recette ultra-facile et hyper rapide, ne bougez plus ! Vous êtes pile au bon endroit !  Ce gratin de chou-fleur au munster mériterait de faire partie d'une rubrique recettes de flemmarde, si j'en avais créé une. Tiens, je devrais peut-être en créer une d'ailleurs !Il y a des jours où l'on n'a pas, mais vraiment pas envie de se fouler en cuisine. Et pas plus envie de cogiter des heures pour trouver la recette vite fait bien fait qui mettra fin aux affres de nos angoisses culinaires.""",
      source="https://jevaisvouscuisiner.com/tag/gratin/", kind="french",
      note="trap: vite, rubrique, rapide"),
    R("""Comme les beaux jours s’en vont, que l’équinoxe s’annonce froide et humide, de petites recettes super faciles et réconfortantes, à faire au four (en plus, ça chauffe la pièce!)

Quand il commence à faire moche et que les petits matins sont frais, il est temps de se remettre aux gratins. Celui d’Odette est simplissime et super bon. Il s’agit d’une variante très intéressante de l’incontournable gratin dauphinois.

Le gratin d’Odette

Il faut des pommes de terre épluchées et coupées en tranches, suffisamment pour remplir le plat à four que vous avez choisi d’utiliser. N’ayez pas peur d’en faire trop, c’est super bon réchauffé et le congélateur n’est pas fait pour les chiens.""",
      source="https://blog.monolecte.fr/?p=655", kind="french",
      note="trap: super, variante, congélateur"),
    R("""Classiques de la cuisine familiale d’hiver, les gratins se prêtent à toutes nos envies !
À l’origine, ce plat paysan permettait d’agrémenter les légumes d’hiver. Aujourd’hui il fait partie intégrante de la grande cuisine et de la cuisine bourgeoise.
Les variations possibles sont infinies ! Avec ou sans lait, avec ou sans crème, avec ou sans œufs, sucré ou salé ! On peut même en manger l’été, juste avec des légumes grillés. C’est tellement simple à préparer ! Au four et il n’y a plus qu’à attendre.
Parmi les gratins certains se distinguent, par leur origine ou leur succès (surtout auprès des enfants !). Savez-vous à quoi le gratin dauphinois doit son nom ? Pas au dauphin, fils du roi, contrairement à ce que l’on pourrait croire. Il a été nommé officiellement ainsi pour la première fois lors d’un dîner offert aux officiers municipaux de la ville de Gap par Charles-Henri, Duc de Clermont-Tonnerre, alors lieutenant général du Dauphiné.""",
      source="https://fromagesdesuisse.fr/inspiration/cest-de-saison/cest-de-saison-lautomne/cest-de-saison-les-gratins-de-lautomne-avec-les-fromages-de-suisse",
      kind="french", note="trap: Gap, simple, variations"),
    # ================================================================ le vélo et la randonnée
    R("""Il n’est pas toujours facile d’aborder les cols à vélo… La région Auvergne-Rhône-Alpes est alors idéale pour se mettre en jambes. Zoom sur 3 d’entre eux !
1. Ain : le col du Grand Colombier
Col mythique du Tour de France, le Géant du Bugey est une véritable légende pour les passionnés de vélo. Avec ses 18 km de route depuis Culoz, et ses 1262m de dénivelé, il s’agit d’un défi de taille pour les coureurs cyclistes de se hisser au sommet à 1531m. Situé à 30 mn d’Aix-les-Bains, 1h d’Annecy et 1h30 de Bourg en Bresse, le col du Grand Colombier offre une magnifique vue panoramique sur la Chaîne des Alpes, le lac du Bourget à ses pieds, ou encore le majestueux Mont-Blanc. C’est une étape à ne pas manquer, au sud de la chaîne des Montagnes du Jura.
Un effort vite récompensé.""",
      source="https://infotravel.fr/destinations/cols-velo-faciles-auvergne", kind="french",
      note="trap: vue, vite, Zoom, Jura, Chaîne"),
    R("""Je me suis fixé comme objectif de gravir chaque col par chacun de ses versants. Le col de la Bonette, déclaré "le plus haut col d'Europe" ne peut qu'activer mon désir de me confronter à sa grandeur. Je n'ai pas l'ambition de faire un temps. J'ai juste envie de grimper là-haut et de contempler les cimes du Mercantour. Dès le départ de St Etienne de Tinée, j'ai l'impression que la route monte fort et que je n'avance pas vite. C'est certainement parce que je doute trop de mes capacités. En outre, l'étroitesse de la gorge n'est pas très engageante. Après le carrefour de St Dalmas, la pente prend un premier à-coup alors que la route s'accroche au flanc de la montagne et que le précipice s'approfondit.""",
      source="https://www.cols-cyclisme.com/membre-m5146.htm", kind="french",
      note="trap: vite, route, Mercantour, versants"),
    R("""J’ai toujours été passionné par le vélo et ceci dès mon enfance. Je vous en ai parlé ICI. Mais ce n’est qu’au début des années quatre-vingt que j’ai véritablement été touché par le virus que je me suis empressé de transmettre à Marie-Noëlle.
logo Cent Cols Très vite nous avons été attirés par les longues randonnées en montagne qui nous ont conduit à découvrir le Club des Cent Cols. Nous l’avons rejoint dès que nous avons rempli les conditions :  avoir franchi 100 cols différents dont 5 à plus de 2000 m.
Fin 2008, nous avions déjà gravi la quasi totalité des cols routiers français de plus de 2000 mètres. Le poids des ans allait indubitablement alourdir nos vélos, nous avions donc programmé de faire rapidement un plein de ces cols situés à haute altitude.""",
      source="https://josephguegan.com/2016/01/la-chasse-aux-cols", kind="french",
      note="trap: vite, virus, logo, programmé"),
    # ================================================================ les marchés de Noël
    R("""Parmi les marchés de Noël, qui foisonnent, certains se distinguent par leur cadre.
En Vendée, l’événement se déroule au château médiéval de Tiffauges, surnommé… château de Barbe-Bleue (ci-dessus) ! La forteresse s’illumine pour cette 22e édition. Les 8, 9 et 10 décembre, le public découvrira plus de cinquante-cinq chalets, des animations et des décors nocturnes féeriques au sein du vaste site.
C’est également un édifice militaire que les exposants locaux prennent d’assaut, les 9 et 10 décembre, dans les montagnes du Jura. Un marché festif investit alors une partie du Fort des Rousses, deuxième forteresse de France par sa superficie. Cet ouvrage bâti au XIXe siècle, où s’affinent quelque 100 000 meules de comté, se prête exceptionnellement au jeu des illuminations de Noël.""",
      source="https://www.lafranceagricole.fr/archives/article/796908/lieux-singuliers-pour-les-marches-de-noel",
      kind="french", note="trap: Jura, Fort, site, édition"),
    R("""Les festivités débutent ce vendredi de 18h à 22h chez Giuseppe qui propose son 13e marché de Noël.

"Au rez-de-chaussée de la Cave, une dégustation de vins issus de belles régions de France et d’Italie et des mises-en bouche. À l’étage, des artisans locaux présentent leurs créations pour Noël, les poteries de Luc, les fleurs de Daphné, les objets en liège d’Anne-Sophie. Des douceurs à déguster, les chocolats d’Ophélie, les confitures de Christienne, les macarons d’Ath’able. Et des séances de massage relaxant avec Maud." La fête se poursuivra le samedi 10, de 10h à 22h et le dimanche 11, de 10h à 20h.

Les féeries sur la Place et à la Forge

Les Blancs Mongnîs, la Forge et la Taverne le Saint-Pierre ont concentré toutes leurs activités sur le samedi, de 10h à 21h, et le dimanche de 10h à 18h. On annonce, à la rue de Sartiau, l’arrivée d’huîtres, en direct d’Oléron, qui devraient donner à la forge un air de fête bien sympathique. À découvrir ou redécouvrir les créations en acier et Damas, couteaux, bijoux, forge artistique, ainsi que les réalisations en cuir, étuis, ceintures, sacs, objets divers…""",
      source="https://www.lavenir.net/regions/wallonie-picarde/ath/2022/12/08/un-marche-de-noel-autour-de-leglise-saint-pierre-a-ostiches-L22GXC7J35E37CO6YWH4WBMTDE/",
      kind="french", note="trap: Forge, forge, Cave, Place"),
    # ================================================================ les festivals de musique
    R("""Le prochain festival de Jazz de Samois sur Seine va ouvrir du 6 au 9 Juillet dans le parc du chateau de Fontainebleau, faisant ainsi la 38eme. édition de ce festival en honneur à Django Reinhardt.
Et pour maintenir une tradition, l'organisation à mis en place une remarquable journée du 1 juillet spécialement en l'honneur de tout les fans de la musique reinhartienne qui avaient l'habitude de se retrouver chaque année au village de Samois sur Seine.
Le programme est détaillé sur l'affiche, mais on pourra déjà y observer la présence des anciens compagnons de Patrick Saussois (Alma Sinti), Saussois ayant été longtemps un artisan des belles années des festivités sur l'Ile du Berceau, Fapy Lafertin, un des grands noms qui continuent de transporter l'héritage de Django un peu partout dans le monde""",
      source="http://laguitare.com/guitare-surscene-festival-edition_2017-festival_de_jazz_de_samois_sur_seine-9058-0.html",
      kind="french", note="trap: Django, programme, Berceau"),
    # ================================================================ la pêche
    R("""C'est avec un plaisir excitant que vont se retrouver des milliers de pêcheur de truite, au bord de leur rivière favorite, pour partager un événement annuel tant attendu : "l'ouverture de la truite". En effet, c'est le week-end de l'année où l'on trouvera la plus de monde au bord des rivières de 1ère catégorie (mis à part les lendemains de lâcher de truite de pisciculture). Pour les moucheurs, ce sera une autre affaire. Certains resteront chez eux ou viendront faire un tour au bord de l'eau, les mains dans les poches, pour "prendre la température". D'autres échangeront leur fouet pour un lancer ou une canne au toc, plus adapté aux conditions de pêche de début de saison sur leur zone géographique. Enfin, d'autres profiteront de conditions de pêche satisfaisantes pour taquiner la truite, en noyée ou en nymphe au fil si les eaux sont mâchées, en sèche pendant les heures les plus chaudes (10h à 15h) ou au streamer.""",
      source="http://lapechealamouche.free.fr/techniques/ouverture.htm", kind="french",
      note="trap: streamer, nymphe, fouet, zone"),
    R("""Ça y est, l’heure est venue de ressortir ses cannes à pêche et de préparer ses plus belles mouches pour l’ouverture de la pêche à la truite prévue dès demain dans les cours d’eau et les plans d’eau.
J-1. Demain, ils seront nombreux à se retrouver dès l’aube le long des cours d’eau des P-O. Enfin. Le moment tant attendu de sortir son matériel ou d’étrenner les nouveautés de l’année est arrivé. Fin de la trêve, donc, pour les 3 000 pêcheurs qui ont déjà acheté en ligne leur carte. Impatients d’en découdre avec les truites, sauvages ou non, qui peuplent nos ruisseaux et nos plans d’eau. René Patau, le président de la fédération de pêche donne les dernières consignes.""",
      source="http://millas.blogs.lindependant.com/tag/martial+mehr", kind="french",
      note="trap: ligne, carte, matériel"),
    R("""C'est le moment que tous les pêcheurs attendent depuis des mois : l'ouverture de la pêche dans les rivières de catégorie 1, soit pour les truites, aura lieu ce samedi au lever du jour. "Il a ceux qui pêchent au lancer avec des leurres et qui ont juste à préparer leur boîte", explique Jean-Claude Grenier, pêcheur et président de la PPMA, l'association de pêche de Saint-Martin-de-Londres (Hérault). "Et puis il y a ceux qui pêchent au 'toc' avec des appâts vivants, et ceux-là se préparent depuis au moins un mois ! Je pense que tout le monde sera debout bien avant le réveil ce samedi."

Pourtant, dans le panier à la fin de cette journée d'ouverture, il y aura probablement peu de truites. "Il y a un déficit hydrique, surtout en plaine, assure Jean-Claude Grenier. Les dernières pluies remontent à l'automne. Et plus les niveaux sont bas, plus les truites sont difficiles à pêcher car elles se cachent sous les berges.\"""",
      source="https://www.francebleu.fr/infos/societe/les-truites-jouent-a-cache-cache-pour-l-ouverture-de-la-peche-dans-herault-1552066718",
      kind="french", note="trap: leurres, boîte, panier, réveil"),
    # ================================================================ la politique locale et les élections
    R("""Informations concernant les prochaines élections municipales :
Le mode de scrutin évolue !
*Le scrutin est désormais un scrutin
de liste paritaire (hommes/femmes)
*Il n’est plus possible de voter pour des candidats qui se présentent individuellement
*Il n’est plus possible d’ajouter, de rayer des noms ou de modifier l’ordre de la liste sur le bulletin de vote. Vous votez en faveur d’une liste que vous ne pouvez pas modifier. Dans ce cas, votre bulletin de vote ne sera pas valable.
*Les listes peuvent comporter
au maximum deux candidats de moins que l’effectif légal du conseil municipal (15-2 =13)
Nous restons à votre disposition pour tout complément d'information.""",
      source="https://app.panneaupocket.com/ville/688501323-vecoux-88200", kind="french",
      note="trap: mode, liste, bulletin (a village's notice on the PanneauPocket board, the app named only by the address)"),
    R("""Le premier tour des élections municipale se déroulera le 15 mars, vous pourrez vous rendre au bureau de vote à partir de 8 heures pour procéder à votre choix de liste. La liste obtenant la majorité absolue des suffrages exprimés reçoit alors un nombre de sièges égal à la moitié de l’ensemble des sièges à pourvoir. Le reste des sièges sont répartis proportionnellement à la plus forte moyenne entre toutes les listes ayant obtenues plus de 5%.
Les personnes élues occuperont les rôles précisés dans la liste électorale pour une durée de six ans.""",
      source="https://issenheim.fr/event/autre-evenement/", kind="french",
      note="trap: bureau, liste, rôles"),
]
