"""French pages of the fifteenth fresh held-out set ("fresh-15"): a visit to a Saint-Émilion chai, Gatsby le
Magnifique, riz thaï jasmin, the flore alpine above Arolla, the citoyen lambda, a Paris gin distillery, boxers
back on the ring, a week of stage with the poneys, the Sphinx of Gizeh, gendarmerie drones over the beaches,
the final of Ninja Warrior, a tableau restored at Remiremont, karma in Thai Buddhism -- nothing in them is a
technology -- and two French blogs that genuinely name one: two bloggers moving from WordPress to the static site
generator Hugo.

Taken from stored public copies of the pages at the addresses given, kept as written and labelled by hand
without running the extractor (``--split fresh-15``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ---------------------------------------------------------------- le maître de chai
    R("""L'avant-dernier de notre périple libournais... On a tourné 10 minutes sur la plateau de Saint-Emilion avant de le trouver. Il faut dire que le panneau d'indication est très mal placé. Merci au château Canon voisin de nous avoir montré le chemin ;-) Il faut ensuite faire le tour du bâtiment pour trouver une porte ouverte. Nous tombons sur Dominique Bécot qui appelle Alex, le maître de chai pour qu'il nous fasse la visite...
Rien de révolutionnaire dans l'ensemble de la vinif. table de tri, égrappoir, pompe, cuve inox, 28°, etc,...""",
      source="http://www.boiremanger.net/archives/2006/07/21/index.html", kind="french",
      note="trap: chai, Canon, pompe (the wine cellar of a Saint-Émilion château)"),
    # ---------------------------------------------------------------- Gatsby le Magnifique
    R("""L'un des sommets de la littérature américaine.
Ce roman permit à F. Scott Fitzgerald d'accéder à la célébrité. Il ne l'a pas volé : il est rare qu'un roman résume aussi bien son époque, plus rare encore de le faire en si peu de pages (on le lit facilement en une demi-journée).
Gatsby le Magnifique, c'est l'Amérique des années folles, celle de la Prohibition et des bootleggers, des fêtes somptueuses et des amours déçues. Pourtant, son héros éponyme n'en est pas le meilleur représentant, gardant au fond de lui une pureté dans ses actes et ses intentions (retrouver la femme qu'il aime). Cet architecte de la folie ne se laisse pas griser par elle.
Il y a dans ce roman une sorte d'éloge et de critique de cette période excessive dans tous les sens du terme. L'on y passe de la grandeur à la déchéance en peu de temps, mais avec clairvoyance. Le style, assez froid malgré la narration à la première personne, fait transparaitre une analyse lucide sur ce temps fascinant et laisse toute sa place à l'émotion.
Et puis il y a cette belle méditation sur le temps qui passe, superbement résumée :
« C'est ainsi que nous avançons, barques à contre-courant, sans cesse ramenés vers le passé »...
Tout est dit.""",
      source="https://senscritique.com/livre/gatsby_le_magnifique/critique/41731504", kind="french",
      note="trap: Gatsby, Magnifique, Prohibition"),
    # ---------------------------------------------------------------- le riz thaï jasmin
    R("""Non pas que mon riz était mauvais auparavant, mais je pense a posteriori, que ma façon de le cuire ne rendait pas justice aux délicates effluves parfumées et naturelles qui ont valu à cette espèce Hom Mali d'être reconnu partout dans le monde sous l'appellation Riz Thaï Jasmin. En Thai, Hom veut dire parfum, et Dok Mali désigne la fleur de jasmin.

Personnellement, quand je soulève le couvercle de ma marmite de riz, il se libère immédiatement un arôme délicat incomparable, qui m'évoque la rugosité de l'écorce du grain de riz et stimule immanquablement mes papilles.
La méthode classique, celle qui est indiquée sur tous les paquets de riz propose la méthode suivante :
1 dose de riz pour une dose d'eau, faire cuire à couvert une vingtaine de minutes et laisser reposer 10 minutes.
Bon d'accord ça fonctionne, mais please, réservons cette cuisson au riz de l'Uncle Ben's.""",
      source="http://khatran.blogspot.com/2009/08/de-la-meilleure-facon-de-cuire-de-riz.html", kind="french",
      note="trap: Jasmin, jasmin, Mali"),
    # ---------------------------------------------------------------- la flore alpine
    R("""Des fleurs… encore des fleurs
J’étais très occupée cet été et j’ai eu du mal à suivre avec mes reportages sur les randonnées que nous avons pu faire. Même si j’apprécie beaucoup de publier nos sorties en montagne, ça prend du temps (tri et traitement des photos, publication, mise en page…).
J’avais tout de même vraiment envie de vous partager une de nos balades qui a été pour moi un coup de cœur. Nous l’avons effectuée vers fin juillet, une des périodes les plus riches au niveau de la flore alpine. Il faut dire que cette année avec les quantités d’eau qui sont tombées en juin, la végétation a pu se développer en abondance. Nous en avons profité lors de cette randonnée au départ d’Arolla.""",
      source="https://mariazalee.com/blog/des-fleurs-encore-des-fleurs", kind="french",
      note="trap: alpine"),
    # ---------------------------------------------------------------- le citoyen lambda
    R("""« Un scientifique utilise 20 fois plus de plastique qu’un citoyen lambda. La science pollue. Pipettes, boîtes de Pétri, tubes à essai : les objets en plastique à usage unique abondent dans les laboratoires du monde entier. Chaque année plus de cinq millions de tonnes sont jetés, soit 2% de ce type de déchets. » (article)
Un individu « lambda » est une personne quelconque. L’expression « citoyen lambda » employée dans l’article est synonyme de consommateur moyen. Mais quel est le rapport avec la lettre grecque du même nom, ancêtre du « L » de l’alphabet latin ? Placée entre « kappa » (notre « k ») et « mu » (notre « m »), c’est la 11ème lettre de l’alphabet grec, qui en compte 24. Elle se situe donc au milieu de la liste, et c’est cette position médiane qui explique son sens figuré. Tout comme l’alpha (la 1ère de cet alphabet) et l’oméga (la dernière) sont devenus respectivement le symbole du commencement et de la fin, la lettre lambda est celui du milieu, de la moyenne.""",
      source="https://tartanson.at/2024/04/07/otto-citoyen-lambda", kind="french",
      note="trap: lambda, kappa, alpha"),
    # ---------------------------------------------------------------- une distillerie de gin
    R("""Une fois la belle porte cochère bleue poussée, La Distillerie de l’Arbre Sec apparaît au fond de la cour pavée. Là, les deux Charlotte, Bartoli et Buisson-Dackow, et Nicolas Paradis se revendiquent comme les premiers à installer intra-muros une microdistillerie spécialisée dans le gin. Ce fameux alcool blanc, dont le parfum principal provient de la baie de genièvre qui lui confère fraîcheur et amertume, se marie à une panoplie de plantes, fleurs, agrumes, fruits et épices qui lui donnent sa spécificité. Des ingrédients, le plus souvent sauvages, et tous issus de coopératives agricoles et de producteurs français. Avec son alambic hybride de 150 litres, créé sur- mesure par l’entreprise Holstein, La Distillerie de l’Arbre Sec envisage à très court terme de diversifier sa production avec du whisky, des liqueurs. Un savoir-faire que les trois acolytes partagent avec les amateurs ou les curieux lors d’ateliers de distillation où chacun repart avec sa production, de cours de dégustation ou de visites guidées de la distillerie.""",
      source="https://pariscapitale.com/tendance-paris/vins-spiritueux/ici-on-ne-sera-jamais-a-sec", kind="french",
      note="trap: gin, Holstein"),
    # ---------------------------------------------------------------- sur le ring
    R("""Moments forts de la soirée : l'entrée triomphale d’Ephrem Bariko. Champion de France depuis décembre dernier, il n’a pas failli face à Quentin Fontaine, s’imposant à l'unanimité des juges.
"Le titre de champion de France m’a enlevé la pression et m’a permis de boxer de manière plus décontractée. Boxer pour le cœur, avec autant d’amour du public, me pousse à donner le meilleur de moi-même," a-t-il déclaré après le match.
Cette victoire marque le 14ᵉ succès d'Ephrem Bariko en 15 combats professionnels. Il prévoit de faire une pause avant de revenir sur le ring le mois prochain, avec l’objectif de défendre sa ceinture au printemps.""",
      source="https://www.actudreux.fr/societe/5253", kind="french", note="trap: ring, match"),
    # ---------------------------------------------------------------- un stage avec les poneys
    R("""Le déroulement type d'une semaine de stage
Dans la matinée, accueil des participant-es, on fait connaissance.
Puis on va chercher les poneys dans les prés.
Préparation du poney:
Pansage avec l'étrille, la brosse dure, la brosse douce, le cure-pied...
On fait "briller" son poney.
Au début mettre la bride, c'est encore un peu compliqué !
Surtout quand le poney ferme la bouche en vous regardant d'un petit air malin
ou qu'il ressort le mors en le repoussant avec sa langue... avec le même air...
Lever le sabot du poney est un moment qui impressionne au début...
... mais on fait vite connaissance...
Tout le monde est prêt ?
On arrive dans la carrière ...
et on chauffe les pattes et les jambes par quelques tours de piste.
Les divers groupes commencent leur cours.
Chez Mumu...
Voir le film du travail avec les chevaux
Chez Sarah...
Chez Audrey ...
Les Pony Games sont organisés par les accompagnantes...""",
      source="https://lesecuriesdupecher.ch/les-stages-camps.html", kind="french",
      note="trap: poneys, poney, Pony"),
    # ---------------------------------------------------------------- le Sphinx de Gizeh
    R("""La pyramide de Khéphren
La pyramide de Khéphren est la deuxième plus pyramide d'Egypte. Elle surplombe deux temples. Elle fut bâtie pour le pharaon Khéphren, fils de Khéops. Son sommet est encore couvert de calcaire, bien que plus petite que la pyramide de Khéops, elle parait pourtant plus haute car érigée su un emplacement plus élevé et dont les pentes sont plus inclinées.
Le Sphinx
Long de 73 m et haut de 20, le sphinx est tourné vers l'est. Il fut sculpté dans le roc.
Le corps est celui d'un lion couché et la tête celle d'un souverain portant le némès, le front orné d'un uraeus, identifié au pharaon Khéphren, fils de Khéops, mais qui pourrait en fait être Khéops lui-même car il est possible que se soit Djédefrê, autre fils de Khéops, qui l'aurait fait batir.
Il était probablement le gardien du site, ou peut-être plus précisément du temple construit à côté de la pyramide de Khéops.""",
      source="https://nil-egypte.net/gizeh-pyramides.html", kind="french",
      note="trap: Sphinx, sphinx, pyramide"),
    # ---------------------------------------------------------------- des drones sur les plages
    R("""Les forces de l'ordre intensifient les contrôles à l'occasion du week-end de Pâques. Sur le littoral de la Côte d'Opale, les gendarmes ont recours à des drones pour couvrir un plus large périmètre.

Avec le début des vacances scolaires dans les Hauts-de-France et le week-end de Pâques, les contrôles de respect du confinement sont renforcés dans la région.

En plus des traditionnels contrôles routiers, les brigades du littoral de la Côte d'Opale ont désormais recours à de nouveaux moyens de surveillance grâce à des drones qui survolent les plages et diffusent des messages:

"Cette plage sur laquelle vous êtes situé est interdite au public (...) veuillez vous rapprocher immédiatement de la sortie"

Un outil qui permet de "guider les patrouilles"

Depuis plusieurs semaines, les plages sont interdites à la promenade. L'utilisation de drones permet à la gendarmerie de couvrir une plus large zone pour vérifier le suivi de cette interdiction. Le drone peut voler à 1 km à la ronde et à 150 mètres de hauteur.""",
      source="https://www.bfmtv.com/police-justice/cote-d-opale-des-drones-pour-veiller-au-respect-du-confinement-sur-le-littoral_AN-202004120101.html",
      kind="french", note="trap: drones, drone"),
    # ---------------------------------------------------------------- la finale de Ninja Warrior
    R("""Sur 200 candidats à tenter de surmonter le nouveau parcours d’obstacles de Ninja Warrior, cette saison, seuls 28 candidats ont gagné leur place pour la grande finale de ce samedi soir, diffusée sur TF1. Malheureusement, cette année encore, la victoire ne sera pas belge puisqu’aucun de nos compatriotes ne se trouve à l’affiche de cette dernière ligne droite.

Parmi les derniers candidats en lice, 27 hommes et une seule femme, Maurane Jelic, une étudiante de 21 ans originaire de Saint-Étienne, en France. Même si représenter les femmes de la compétition n’était pas son objectif, cette dernière avoue qu’elle serait "super fière" de servir de modèle. "Ça montre que tout le monde peut y arriver, même moi avec mon petit 1,60 m !, dit-elle à France Bleu. Sur les réseaux sociaux j’ai reçu des messages de filles qui me disent qu’elles sont fans. Si ça leur donne envie de se mettre au sport c’est super cool !\"""",
      source="https://www.dhnet.be/medias/television/grande-finale-de-ninja-warrior-ce-samedi-soir-pas-de-belge-une-seule-femme-et-des-obstacles-encore-plus-impressionnants-60144bcd7b50a652f752a6b4",
      kind="french", note="trap: Ninja, Warrior, Bleu"),
    # ---------------------------------------------------------------- un tableau restauré
    R("""Le Musée Charles de Bruyères mène actuellement une importante restauration du tableau « Oiseaux de nuit : scène de cambriolage », réalisé en 1911 par Paul Descelles, peintre originaire de Saint-Dié-des-Vosges. Cette œuvre, léguée par la femme de l’artiste, possède une histoire mouvementée : disparue des collections du musée de Remiremont entre 1933 et 1976, elle avait été signalée comme volée avant d’être finalement retrouvée grâce aux recherches d’Aurélien Vacheret, conservateur du musée, qui l’a localisée via internet au musée de Saint-Dié-des-Vosges.
D’imposantes dimensions (2m x 2m60), cette toile fait partie d’une collection de deux toiles, aux côtés d’une version de 1907. La restauration, confiée à Igor Kozak, expert basé en Meuse, consiste à redonner éclat et lisibilité à l’œuvre en éliminant la saleté accumulée, en éclaircissant le vernis assombri par le temps, et en vérifiant le montage du châssis. Toutefois, l’intervention respecte scrupuleusement l’intégrité de la peinture : certaines craquelures, témoins naturels de l’altération des matériaux utilisés à l’époque, ne seront pas retouchées afin de préserver l’histoire et l’authenticité du tableau.""",
      source="https://vosgesinfo.fr/remiremontinfo/2025/02/une-seconde-jeunesse-pour-un-tableau-du-musee-charles-de-bruyeres-de-remiremont",
      kind="french", note="trap: tableau, internet, vernis"),
    # ---------------------------------------------------------------- le karma
    R("""Dans les religions orientales, ayant adopté le concept de réincarnation, toute action, appelée karma, conduit à des effets qui sont censés se répercuter sur les différentes vies d’un individu.
Chaque acte induit une causalité dans le futur, voire dans une autre vie. Le karma rassemble ainsi toutes les actions antérieures de la vie actuelle et des réincarnations d’un individu.
Une action désintéressée apportera un karma positif et constructif. Le bouddhisme ne considère pas les actes au départ comme bons ou mauvais mais les qualifient ainsi qu’en fonction du résultat obtenu. Une action intéressée ne pourra donc pas bénéficier d’un bon karma. Une mauvaise action apportera, quant à elle, un karma négatif. A titre d’exemple, le meurtre, le vol, le mensonge et la convoitise illustrent les parfaits exemples à suivre pour hériter d’un mauvais karma. Il existe également un karma collectif pour expliquer certaines conséquences à grande échelle comme les guerres ou les catastrophes naturelles. Le karma collectif est la réunion de divers karmas individuels.""",
      source="http://vivre-en-thailande.com/comprendre-le-karma-dans-le-bouhhhisme/11495", kind="french",
      note="trap: karma, karmas"),
    # ================================================================ mixed
    R("""Nouveau moteur pour ce blog : Hugo

Ce blog fonctionne désormais grâce à un générateur de sites statiques, Hugo, qui a remplacé avantageusement WordPress. Un changement pour plus de rapidité, de sécurité et des économies.

J’ai terminé il y a quelques jours la migration de ce blog vers Hugo, un générateur de sites statiques.

En 2006, lorsque j’ai commencé ce blog, le choix de WordPress était logique, et les arguments sont encore valides : écrit en PHP, il fonctionne donc presque chez n’importe quel hébergeur ; il est libre et gratuit ; comme il est très répandu — WordPress est le moteur de plus de 33% de tous les sites web du monde — on a à disposition de nombreuses extensions et, en cas de problème, on a accès à une communauté d’utilisateurs active et de qualité.""",
      T("Hugo"), T("WordPress"), T("PHP"),
      source="https://blog.martignoni.net/2019/03/migration-vers-hugo/", kind="french",
      note="mixed: a French blogger moving from WordPress to the static site generator; PHP is what WordPress is written in"),
    R("""Pourquoi ?

La raison principale s'appelle Guntenberg malgré mes efforts pour l'adopter et changer mes habitudes d'écritures, je n'ai jamais réellement accroché avec cet éditeur en ligne. Vers la fin je passais plus de temps sur la mise en page et la structuration de mes articles plutôt que sur l'écriture. De ce fait écrire devenait petit à petit une corvée, cela ajouté à d'autres contraintes comme le manque de temps, le manque d’inspiration, et bien d’autres. Déjà que je n’étais pas très prolifique, J’ai fini par écrire de moins en moins. La seconde raison qui m’a poussée vers un site statique est l’usine à gaz qu’est devenu Wordpress et le gaspillage ressources nécessaires pour le faire fonctionner. Sous WP l’espace disque occupé par le blog était de 1,1 Go pour 8 ans d’existence, sous hugo il n’a besoin, actuellement, que de 93 Mo.""",
      T("WordPress"), T("Hugo"),
      source="https://draconis.me/blog/au-revoir-wordpress-bonjour-hugo/", kind="french",
      note="mixed: a French blogger leaving WordPress (WP) for hugo; 'Guntenberg' is WordPress's Gutenberg editor misspelt, not labelled (judgement call)"),
]
