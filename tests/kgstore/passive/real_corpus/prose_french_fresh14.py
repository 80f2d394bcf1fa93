"""French pages of the fourteenth fresh held-out set ("fresh-14"): the Menhir alignments of Carnac, what a
scoop is, ships aground (the cargo Modern Express) and in collision (the Colombo Express), the cafés of the Rive
Gauche, a hotel review with a king-size lit, ATD Quart Monde, the Expo 58 in Brussels, the présent de
l'indicatif, breadcrumbs made in the blender, composing a bouquet, bread en miettes -- nothing in them is a
technology -- and three French pages that genuinely name one: a course's introduction to Git, and two bloggers
moving between WordPress, Posterous and Overblog.

Taken from stored public copies of the pages at the addresses given, kept as written and labelled by hand
without running the extractor (``--split fresh-14``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ---------------------------------------------------------------- les menhirs de Carnac
    R("""Au sud de la Bretagne, Carnac regarde l'Atlantique au bord de la baie de Quiberon. C'est sur ces terres marines que se sont édifiés, il y a quelques milliers d'années, de curieux alignements de grandes pierres debout appelées menhirs ...
En venant à Carnac, la route passe au milieu des alignements de Menhir et avant d'arriver sur le bourg, nous dévoile le tumulus Saint-Michel sur la gauche ...
Ces alignements constituent le site de menhirs le plus représentatif : 1165 mètres de long sur 100 mètres de large pour 1099 menhirs répartis sur 11 files. Les plus hautes pierres qui les composent, atteignent 4 mètres ...
Autrement appelé Er Mané, ce grand tumulus atteint encore 85m de long, 35m de large et 5m de haut et abrite un dolmen à son extrémité Ouest et 2 sépultures à l'est. Un petit menhir se dresse sur l'extrémité orientale du Tumulus.
Le champ s'étend sur 1200 mètres de long et 100 mètres de large et compte encore 1029 menhirs sur 10 files. C'est à cet endroit qu'on trouve les plus beaux spécimens de CARNAC ...""",
      source="https://carnac.ouest-atlantis.fr/menhirs.html", kind="french",
      note="trap: Menhir, menhirs, menhir, files"),
    # ---------------------------------------------------------------- le scoop
    R("""Scoop


Dans les mauvais films, et parfois dans la vie, on peut entendre une personne lancer à une horde de journalistes "je vais vous donner un scoop". C'est là bien mal comprendre l'essence de ce Graal du journalisme. Par définition, un scoop est non seulement une information très importante, mais aussi une information qu'on est le seul à pouvoir publier.

Les révélations du Monde sur le rôle des services secrets français dans l'attentat contre le navire écologiste "Rainbow Warrior" relèvent indiscutablement de cette catégorie.

Mais dans la vie comme dans les films, il y a toujours, derrière un scoop, un informateur.""",
      source="http://momentspresse.org/visite/A029A.html", kind="french",
      note="trap: Scoop, scoop, Graal, Monde"),
    # ---------------------------------------------------------------- cargos échoués
    R("""NAUFRAGES - Le 31 janvier 2016, le cargo Modern express, roulier de 164 mètres transportant 3.600 tonnes de bois et battant pavillon panaméen, se trouvait à quelque 100 km du Bassin d'Arcachon, après une dérive de 6 jours dans le Golfe de Gascogne.
Si un remorquage s'avérait impossible en raison des conditions météo, le cargo, dont l'équipage a été évacué, pourrait s'échouer sur la côte des Landes.
Mais le cas du Modern express qui pourrait s'échouer sans occasionner de pollution majeure, a connu plusieurs précédents en France au cours des dernières années.
Voici les quatre cas les plus marquants.
Le 31 janvier 2016: Le Modern Express - Le cargo Modern express se trouvait à quelque 100 km du Bassin d'Arcachon, après une dérive de 6 jours dans le Golfe de Gascogne.
Le 5 février 2014: le Luno - Suite à une avarie, le Luno, cargo espagnol de 100 mètres de long, s'échoue à l'embouchure du port de Bayonne (Pyrénées atlantiques), se scindant en trois parties après avoir violemment heurté une digue. 12 marins étaient à bord mais il n'y eut pas de victime.""",
      source="https://www.huffingtonpost.fr/actualites/article/photos-ces-navires-qui-ont-fini-echoues-sur-les-cotes-francaises_71133.html",
      kind="french",
      note="trap: cargo, express, Express, Modern"),
    R("""Collision de porte-conteneurs dans le canal de Suez

Deux porte-conteneurs sont entrés en collision le 29 septembre à Port-Saïd, à l'entrée méditerranéenne du canal de Suez. Le "Maersk Tanjong", un navire de 8.112 EVP de capacité battant pavillon singapourien a été "éperonné" par le "Colombo Express" (8.750 EVP), navire d'Hapag-Lloyd immatriculé en Allemagne, "sans faire de blessés ni de pollution", selon l'armateur basé à Hambourg.
L'abordage a eu lieu à l'intersection des canaux d'accès Est et Ouest du canal. Les deux navires faisaient route dans la même direction, vers le sud. Le navire de l'armateur danois venait de quitter le terminal à conteneurs du Canal de Suez (SCCT). Visiblement en position de rattrapant, le porte-conteneurs allemand, qui arrivait par le canal Ouest, a brusquement changé de cap pour venir percuter le navire de Maersk par tribord, comme on le voit sur une vidéo vraisemblablement filmée depuis une pilotine.
Les autorités locales ont interrompu le trafic du canal pendant quelques heures, le temps de repêcher les conteneurs tombés à l'eau. Une seule boîte sur les trois perdues a été récupérée.""",
      source="https://www.lantenne.com/Collision-de-porte-conteneurs-dans-le-canal-de-Suez_a20427.html",
      kind="french",
      note="trap: Express, Maersk, conteneurs (EVP is the twenty-foot equivalent unit)"),
    # ---------------------------------------------------------------- la Rive Gauche
    R("""Article rédigé par Agathe Rigault alias MissColombine.
Amis littéraires, bonjour.
S’il est un quartier qui porte en son âme de manière immuable les plus grands noms de la littérature française et étrangère, c’est bien Saint-Germain-des-Prés. Qui n’a jamais rêvé de croiser, au détour d’une rue, les ombres bienveillantes de ceux qui en leur temps véhiculèrent l’idée d une certaine vie bohème et intellectuelle sur cette Rive Gauche bourgeoise et bien pensante de la Ville des Lumières?
Si le temps a fini par emporter les grandes figures de l’âge d’or germanopratin, leurs fantômes, eux, demeurent et embrassent les flâneurs du dimanche d’une mélancolie envoûtante.
Maisons d’édition, librairies indépendantes, les cafés ennemis jurés: Le Flore et Les Deux Magots… C’est toute une période de l’histoire de Paris que renferment ces quelques rues en bord de Seine, idéales pour une promenade paisible à plusieurs ou en solitaire.""",
      source="http://parisparis.in/experience-germanopratine", kind="french",
      note="trap: Rive, Lumières, Flore"),
    # ---------------------------------------------------------------- un grand lit
    R("""Voyage de 2 jours dans les Ardennes avec logement dans cet hôtel grâce à une formule Vivabox (une nuit, petit dej et accès espace welness). Chambre de type confort. Franchement, au niveau de l'infrastructure : tout est très bien. L'hôtel est contemporain de style moderne façon Ikea (dans les chambres), propre, très bien pensé d'un point de vue fonctionnel, avec ascenseurs. Tout le confort est présent dans la chambre qui est spacieuse, surtout la salle de bain. On y trouve grande TV, téléphone, coffre-fort, machine nespresso, grand lit king size confortable. Mobilier additionnel spartiate, il manque quand même un vrai fauteuil. Reproche plus insistant en revanche à propos du manque d’un mini frigo. Là c'est assez problématique surtout en été pour avoir sous la main des boissons fraiches.""",
      source="https://br.trip.com/hotels/aywaille-hotel-detail-9131264/r-hotel-experiences", kind="french",
      note="trap: lit, Vivabox, Ikea, nespresso (a guest's review on a travel site)"),
    # ---------------------------------------------------------------- ATD Quart Monde
    R("""Juillet 1956. Le père Joseph Wresinski pénètre pour la première fois dans le camp du Château-de-France à Noisy-le-Grand, un bidonville de l’Est-parisien qui s’étend sur un terrain acheté deux ans plus tôt par l’abbé Pierre, lequel avait lancé, en février 1954, son fameux appel sur les ondes pour que l’on vienne en aide aux pauvres et aux sans-abri. Sur place vivent 250 familles dans le dénuement le plus total, un dénuement que Joseph Wresinski connaît bien. Né lui-même en 1917 dans un camp, un camp d’internement car son père polonais était suspecté de collaboration avec l’ennemi (la Première Guerre mondiale n’était pas encore terminée), il fait bien sûr le lien avec sa propre histoire et se décide à agir.

Déjà impliqué à son modeste niveau de curé de paroisses ouvrières dans ce que l’on n’appelle pas encore « l’humanitaire », Joseph Wresinski veut créer l’année suivante une association avec les familles de ce camp où il va lui-même résider durant onze ans. Après un refus du ministère de l’Intérieur, il persévère et fonde donc à l’été 1957 « Aide à Toute Détresse », qui deviendra plus tard ATD Quart Monde, une expression « quart monde » dont il a d’ailleurs la paternité pour l’avoir évoquée le premier, en 1969.""",
      source="http://www.rfi.fr/france/20170211-pauvrete-precarite-atd-quart-monde-commemoration-action-2017-wresinski-journee",
      kind="french",
      note="trap: Quart, quart, ATD"),
    # ---------------------------------------------------------------- l'Expo 58
    R("""L'Exposition universelle de 1958 a été la première exposition de ce type organisée après la seconde guerre mondiale. Bruxelles, future capitale de l'Europe, a accueilli pendant 6 mois, du 17 avril au 19 octobre 1958, quelque 42 millions de visiteurs, avides de découvertes et de réjouissances diverses. Le monde avait, en cette fin des années 50, les yeux rivés sur Bruxelles et l'Atomium, monument phare de l'exposition et futur symbole de la capitale. Inaugurée par le roi Baudouin, l'Expo 58 reste pour les Belges un objet de fierté.""",
      source="http://deredactie.be/cm/vrtnieuws.francais/magazine/1.3181556", kind="french",
      note="trap: Expo, Atomium"),
    # ---------------------------------------------------------------- le présent de l'indicatif
    R("""- Au présent de l’indicatif, les verbes du 1er groupe prennent tous les mêmes terminaisons:
e – es – e – ons – ez – ent.
chanter | jouer | partager |
Je chante Tu chantes Il/elle/on chante Nous chantons Vous chantez Ils/elles chantent | Je joue Tu joues Il/elle/on joue Nous jouons Vous jouez Ils/elles jouent | Je partage Tu partages Il/elle/on partage Nous partageons Vous partagez Ils/elles partagent |
- Au présent de l’indicatif, les verbes du 2ème groupe prennent tous les mêmes terminaisons:
is – is – it – issons – issez – issent.
finir | réussir | avertir |
Je finis Tu finis Il/elle/on finit Nous finissons Vous finissez Ils/elles finissent | Je réussis Tu réussis Il/elle/on réussit Nous réussissons Vous réussissez Ils/elles réussissent | Je J’avertis Tu avertis Il/elle/on avertit Nous avertissons Vous avertissez Ils/elles avertissent |""",
      source="https://pass-education.be/present-de-lindicatif-verbes-du-1er-eme-groupe-cours-lecon-conjugaison-3eme-primaire",
      kind="french",
      note="trap: indicatif (a grammar lesson; its tables flattened with bars as on the page)"),
    # ---------------------------------------------------------------- la chapelure
    R("""Dans quels cas peut-on utiliser la chapelure ? Saupoudrée sur un gratin, elle permet de réduire la quantité de gruyère râpé. On l’utilise aussi pour paner des ingrédients, comme des nuggets de surimi, ou bien l’intégrer dans la pâte d’un crumble, par exemple un crumble de courgettes et chèvre. On peut aussi l’incorporer dans un appareil comme dans cette recette de charlotte aux asperges et basilic.
Préparation et cuisson : 20 mn
Préchauffer le four à 100°C (th.3/4).
Pendant que le four chauffe, disposer une feuille du papier de cuisson sur la plaque du four.
Couper grossièrement le pain en morceaux.
Les placer sur la plaque.
Enfourner pendant 20 mn.
Laisser refroidir le pain pendant 5 mn.
Puis le mixer finement dans un blender ou un mixeur.
Cette chapelure peut s’utiliser immédiatement être conservé en dans un bocal dans un endroit sec pendant jusqu’à 6 mois.""",
      source="https://mesdelices.fr/2019/10/11/chapelure/", kind="french",
      note="trap: blender, crumble, appareil"),
    R("""La chapelure, c’est juste du pain sec réduit en miettes. Super simple ? Oui et re-oui, mais à la fois non, car il existe autant de chapelures qu’il y a de personnes qui la broient. On regarde ça !

J’achète : Si vous choisissez d’acheter votre chapelure plutôt que de la faire, lisez bien la liste des ingrédients ! Celle que produit Première Moisson dans la majorité de ses succursales est essentiellement constituée d’eau, de sel, de levures ou de levain, de farines exemptes de produits chimiques. Parmi les produits trouvés dans le commerce, certains sont très respectables, d’autres sont truffés d’indésirables : farine blanche enrichie, sirop de glucose, mélasse, gras trans, agents de conservation… Certains contiennent de la poudre d’œuf, un allergène potentiel, et d’autres sont exempts de farine ! 

Je prépare : La faire soi-même présente plusieurs avantages : le choix conscient des ingrédients qui la composent, la maîtrise d’une texture plus grossière ou plus fine, l’économie de quelques sous et l’élimination d’un rebut. Un robot, une plaque de cuisson, c’est tout ce que son exécution requiert.""",
      source="https://lescarnetsdejoseefiset.com/fr/p/ma-mie-en-miettes", kind="french",
      note="trap: miettes, robot, Moisson"),
    # ---------------------------------------------------------------- composer un bouquet
    R("""L’art de composer un bouquet de fleurs

Acheter un bouquet, il n’y a rien de plus simple. Il est déjà tout arrangé, assorti aux bonnes couleurs et les fleurs ont l’air plutôt bien associées. Mais qu’en serait-il s’il vous venait à l’idée d’en faire un vous-même un jour ( on peut bien les faire rêver un peu… ) ? Composer un bouquet de fleurs demande de respecter quelques règles. Alors ? Défi accepté ?

Par quoi on commence ?

Réaliser un bouquet de fleurs ce n’est pas seulement rassembler dans un vase plein de tiges avec des pétales au bout. Avec un peu de bonne volonté, on essaiera de choisir dans les règles la variété de fleurs que l’on souhaite, les couleurs adéquates et enfin, la forme du bouquet.""",
      source="http://blog.monsieurfleurs.com/2015/10/14/lart-de-composer-un-bouquet-de-fleurs/", kind="french",
      note="trap: Composer, composer"),
    # ---------------------------------------------------------------- technical pages in French
    R("""Git est un outil qui vous protège de vous-même. Il permet en quelque sorte de faire des "checkpoints" ou en français, des points de sauvegarde 💾, dans un projet.

Ainsi, vous pouvez modifier/briser/améliorer votre projet l'esprit tranquille, puisqu'il vous permet de revenir en arrière en cas de besoin.

Répertoire

Un répertoire, en anglais repository ou son diminutif repo, est le nom donné au dossier 📂 devant être surveillé par Git. À chaque commit, tous les changements effectués à l'intérieur de celui-ci seront enregistrés par Git.

Commit

À tout moment, il est possible de sauvegarder en local (sur son ordinateur) l'avancement d'un projet 💾.

Cette étape est appelée commit.

Push

Idéalement, un commit est ensuite poussé vers le cloud ☁️.

Ce qu'on appel faire un push ⬆️.

Ainsi, il est possible de récupérer les changements les plus récents sur un projet et de continuer son avancement exactement où nous étions rendus.""",
      T("Git"),
      source="https://smnarnold.com/cours/git/introduction", kind="french",
      note="mixed: a French course's introduction to version control; commit and push are its notions, not tools"),
    R("""Je suis un bloggeur du dimanche. Depuis 6 ans déjà. Je suis tout fier d’avoir mon petit pré-carré virtuel, ma petite garçonnière numérique, mon Sam’Suffit.Wordpress.Com… Mais depuis deux, trois ans, j’avais migré d’un WordPress.com vers Posterous, une espèce de Center Parc de la blogosphère, un truc clé-en-main bien propre sans prétention mais très pratique où t’as qu’à poser tes valises une fois que tu as deux minutes pour poster un truc…
Autre adage plein de bon sens : « On sait ce qu’on a, on ne sait pas ce qu’on aura »… J’avais donc conservé mon ancien brasjul.wordpress.com. « On ne sait jamais, me disai-je »… Mais v’là t’y pas que mon référencement de mon blog sous Posterous restait moins bon que mon vieux WordPress qui n’était plus alimenté…
Toute personne sensée aurait refait le switch vers WordPress et fermé le Posterous. Moi pas. Têtu comme une mule, je n’ai rien fait de mieux que de déplugger mon WordPress au profit de mon Posterous.
C’était il y a deux mois. Soit un jour avant que Posterous annonce qu’il allait fermer… Je venais donc de sabordé un blog bien référencé au profit d’un autre – certes pratique – mais mal référencé et qu’il allait fermer…. Bloggeur du dimanche, je vous le disais…""",
      T("WordPress"), T("Posterous"),
      source="https://julienbrasseur.be/index.php/2013/05/10/noobie-or-not-noobie", kind="french",
      note="mixed: a Belgian blogger between two blogging platforms; WordPress.com is the hosted WordPress; Posterous (a closed blogging service) is labelled though the lexicon lacks it (judgement call); Center Parc is a holiday park"),
    R("""Le moins que l’on puisse dire, c’est que, chez Overblog, où j’ai passé 6 ans et demi quand même, on est trop bien pris en charge. Du coup, à l’époque, je ne me posais pas trop de questions, même si, avec le recul, je pense que j’aurais du.
Cependant, plus le temps passait, plus je lisais partout que WordPress, c’était THE plateforme de blogs, celle qui permettait les plus beaux designs, celle où tout était possible, bref, « the place to be » ! Alors, j’ai fini par céder au chant des sirènes et par me persuader qu’ailleurs, l’herbe était plus verte : fatale erreur !
Certes, chez WordPress, j’ai eu le design que je voulais (et franchement, je l’adore!), ainsi qu’un blog livré pratiquement « clés en mains » par ma web-designer. Mais lorsqu’elle m’a laissée tomber voler de mes propres ailes, je me suis vite rendue compte que j’allais grave en c***r baver. Car gérer un blog WordPress, ce n’est pas simplement, écrire et publier un article, c’est aussi mettre les mains dans le cambouis et pas qu’un peu : sauf que moi, je ne suis pas mécano ^^""",
      T("WordPress"), T("Overblog"),
      source="https://chiffonsandco.fr/tag/geek/", kind="french",
      note="mixed: a French lifestyle blogger on leaving a blogging platform; Overblog (a French blogging service) is labelled though the lexicon lacks it (judgement call)"),
]
