"""French pages of the twenty-second fresh held-out set ("fresh-22"): Django Reinhardt's life and the Samois festival
in his name, Java's volcanoes (twice), BepiColombo's first looks at Mercure (twice), Swift's Voyages de Gulliver (twice),
Geronimo and the Apaches (twice) and royal pythons found by the firemen of Honfleur, Courchelettes and Millau -- nothing
in them is a technology.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed) and labelled by hand
without running the extractor (``--split fresh-22``).

A page fresh-21 had already taken (uneetincelle.fr) was taken out in part 20, so no page counts twice.
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ---------------------------------------------------------------- Django
    R("""Jean Reinhardt, plus connu sous le nom de Django Reinhardt, est un guitariste manouche français de jazz, le 23 janvier 1910 à Liberchies en Belgique et mort le 16 mai 1953 à Samois-sur-Seine en France. Son style de jeu et de composition a ensuite été imité, donnant naissance à un style à part entière : le jazz manouche. Issu dune famille sinti et communément appelée en France manouche, il est encore aujourdhui lun des guitaristes les plus respectés et influents de lhistoire du jazz. Trois de ses descendants sont devenus guitaristes : Lousson Reinhardt, son fils aîné issu d'un premier mariage, Babik Reinhardt, son second fils décédé en 2001, et David Reinhardt, fils de Babik, qui perpétue la tradition familiale magnifiée par son légendaire grand-père.

Une jeunesse en roulotte

Jean Reinhardt naît le 23 janvier 1910 dans une roulotte stationnant à Liberchies, en Belgique, il est déclaré « fils de Jean-Baptiste Reinhardt et de Laurence Reinhardt ».""",
      source="https://fr-academic.com/dic.nsf/frwiki/526390", kind="french",
      note="trap: Django, Reinhardt, jazz (the infobox, the note marks and the rest of the biography cut)"),
    R("""La 33e édition du Festival de jazz Django Reinhardt a eu lieu du 27 juin au 1er juillet, avec au programme le Trio Rosenberg, Sonny Amati Schmitt Quartet et Gonzala Bergara parmi d'autres. Un grand moment jazz !

Le Festival de jazz Django Reinhardt de Samois-sur-Seine se tient tous les ans, en Seine-et-Marne, sur le fleuve, le long d'un ravissant village de maisons colorées à colombages, sur l'île du Berceau, qui balance sur des rythmes enjoués tous les visiteurs pendant trois jours. Les fans de jazz manouche et du célèbre guitariste connaissent très bien ce lieu et la ville où repose le musicien depuis 1953. La 33e édition de cet événement avait lieu du 27 juin au 1er juillet. Les artistes se sont succédés sur la scène en cadence, alternant : instruments, motifs et styles.

Le Festival Django Reinhardt, c'est aussi une fête qui dure chaque jour toute une après-midi et une soirée. En parallèle des concerts, les visiteurs peuvent visiter différents lieux d'expositions d'instruments dans le village des luthiers. Il est possible d'y tester guitares et violons ou même des médiators.""",
      source="https://www.qobuz.com/BE-fr/info/MAGAZINE-ACTUALITES/FESTIVALS/Festival-Django-Reinhardt-la133154",
      kind="french", note="trap: Django, Festival, tester (the Trio Rosenberg paragraph and the video caption cut)"),
    # ---------------------------------------------------------------- Java
    R("""Impossible de vous rendre sur l’île de Java en Indonésie sans grimper en haut de l’un des nombreux volcans en activité. Tous ne sont pas accessibles, c’est pourquoi nous vous présentons les trois plus connus et les plus majestueux.
Gunung Bromo, la star de volcans de Java
Actuellement actif, les autorités javanaises déconseillent de s’approcher trop près du Bromo. C’est sans compter sur les innombrables guides qui vous amènent en Jeep au pied du volcan contre quelques rupias.
Dirigez-vous dans un premier temps tôt le matin (pour profiter du lever de soleil) vers le point de vue au nord du cratère, des Jeeps vous proposent de vous déposer non loin. Après quelques minutes d’ascension à pied ou à dos d’âne, vous tombez sur l’une des plus belles vues au monde : le Gunung Bromo fumant et au loin le Merapi. On ne vous en dit pas plus, tant cette vue sur la star des volcans de Java vous réserve des surprises.""",
      source="https://miss-vacances.fr/volcans-java-indonesie", kind="french",
      note="trap: Java, vue, Jeep, star (the Ijen and Semeru parts cut)"),
    # ---------------------------------------------------------------- Mercure
    R("""Les toutes premières photos d'un survol de Mercure par BepiColombo ont été publiées. La mission de l'ESA et de la JAXA a déjà eu une vue saisissante sur la planète la plus proche du Soleil, autour de laquelle il faudra se satelliser en 2025.

Il était 1h34 le 2 octobre (heure de Paris) lorsque la sonde est passée à 199 kilomètres de la surface de Mercure. La mission BepiColombo a réussi son premier survol de la planète la plus proche du Soleil. Jamais un vaisseau ne s’était encore autant approché de Mercure. Les images issues de ce survol ont mis un peu de temps à être publiées, car les premières étaient malheureusement surexposées.

Dans la journée du 2 octobre 2021, l’Agence spatiale européenne (ESA) a finalement pu partager des clichés de l’événement. Les premiers aperçus de Mercure ont été obtenus environ 10 minutes après le passage le plus proche de la planète — et l’ensemble des images a été pris jusqu’à 4 heures après.""",
      source="https://www.numerama.com/sciences/744397-voici-les-premieres-vues-imprenables-sur-mercure-de-la-mission-bepicolombo.html",
      kind="french", note="trap: Mercure, vue, sonde (the photo credits and the southern hemisphere cut)"),
    R("""BepiColombo, une mission lancée en octobre 2018, est constituée de deux sondes spatiales, une construite par le Japon et l’autre, par l’Union européenne. « Elles » se mettront en orbite permanente autour de Mercure en 2025, mais il leur faudra auparavant six passages, incluant celui réalisé dans la nuit du 1er au 2 octobre, afin de freiner chaque fois un peu plus et de s’ajuster par rapport à l’immense force d’attraction du Soleil. Le prochain « rendez-vous » est prévu pour le 23 juin 2022.

Mercure a beau être relativement proche de la Terre —à « seulement » une centaine de millions de kilomètres— c’est une planète qui a été très peu étudiée, justement en raison des difficultés posées par la proximité du Soleil. En plus de sa masse, il y a la chaleur: les appareils devront vivre à l’occasion avec des températures de l’ordre de 350 degrés Celsius.

L’engin européen, ou MPO (Mercury Planetary Orbiter), abrite 11 instruments destinés à l’étude de la surface de Mercure, de son intérieur et de la couche externe de son atmosphère (ou exosphère).""",
      source="https://www.pieuvre.ca/2021/10/14/science-astronomie-mercure-exploration/", kind="french",
      note="trap: Mercure, Mercury, Soleil (Giuseppe Colombo's paragraph and the Japanese orbiter cut)"),
    # ---------------------------------------------------------------- Swift
    R("""Résumé
"Les Voyages de Gulliver" est un roman satirique de Jonathan Swift publié en 1726, qui raconte les aventures de Lemuel Gulliver, un chirurgien devenu capitaine de navire. À travers quatre voyages extraordinaires, Gulliver explore des mondes fantastiques qui reflètent les vices et les absurdités de la société humaine. Son premier voyage le mène à Lilliput, un pays peuplé de minuscules êtres qui se querellent pour des futilités, symbolisant les conflits politiques de l'Angleterre de l'époque. Ensuite, il découvre Brobdingnag, où il est confronté à des géants qui mettent en perspective la petitesse des préoccupations humaines. Le troisième voyage l'emmène à Laputa, une île volante habitée par des intellectuels obsédés par des théories inutiles, critiquant ainsi la science déconnectée de la réalité.""",
      source="https://www.eyrolles.com/Litterature/Livre/les-voyages-de-gulliver-9782810628186", kind="french",
      note="trap: Swift, Gulliver, Lilliput (the Houyhnhnms and the author's life cut)"),
    R("""Les voyages de Gulliver – Jonathan Swift
Les Voyages de Gulliver est un roman satirique de l’auteur anglais Jonathan Swift. Le livre est un classique incontournable de la littérature du siècle des Lumières. Il conte quatre voyages extraordinaires de Lemuel Gulliver, médecin de marine. Le premier conduit le héros au pays des Lilliputiens. Le deuxième à Brobdingnag, la cité des géants dans laquelle Gulliver se trouve lui-même en situation de Lilliputien.
Le troisième voyage mène Gulliver à Laputa, une île volante, royaume des musiciens et mathématiciens. Lors de son quatrième voyage, Gulliver découvre un pays gouverné non point par des hommes mais par des chevaux intelligents, les Houyhnhnms. Bien que le récit des aventures merveilleuses de Gulliver se lise comme un fascinant roman d’aventures, l’oeuvre de Jonathan Swift est profondément philosophique.
Elle s’inscrit dans l’histoire des idées comme la première critique sérieuse des temps modernes.""",
      source="https://mediaissou.cassioweb.fr/livres/les-voyages-de-gulliver-jonathan-swift", kind="french",
      note="trap: Swift, Lumières"),
    # ---------------------------------------------------------------- Apaches
    R("""GERONIMO. Chef indien des Apaches Chiricahuas (No-Doyohn Canyon, aujourd’hui Clifton, Arizona 1829 – Fort Sill, Oklaoma 1908). Il combattit les Blancs à partir de 1846. En 1874, il prit la tête de la révolte des Apaches de la réserve de San Carlos, en Arizona. Il se rendit en 1884 mais s’évada l’année d’après. Encerclé dans son campement de Sonora, au Mexique, il se rendit contre la promesse de revoir un jour son pays. Il fut placé, en 1894, à Fort Sill où il mourut.""",
      source="https://histoire-de-guerre.net/component/k2/item/2024", kind="french",
      note="trap: Apaches, Sonora"),
    R("""Le 4 septembre 1886, le chef apache Geronimo se rend.
Né en Arizona en 1829, il appartient à la tribu des Chiricahua dont il devient le chef. En 1858, les Mexicains profitent de l’absence des guerriers pour attaquer le camp et massacrer femmes et enfants. Geronimo perd sa mère, sa femme et ses trois enfants. La vengeance sera terrible.
Pendant la guerre contre les envahisseurs américains, les attaques se multiplient de part et d’autre et les Apaches résistent toujours malgré de lourdes pertes. Finalement, cinq mille hommes sont lancés pour traquer trente-six Apaches !
Geronimo finit par se rendre, victime d’éclaireurs indiens au service de l’armée américaine. Le peuple apache est emmené en Floride, mais les Indiens ne supportent pas le climat et meurent comme des mouches. Ils sont alors transférés dans une autre réserve. Geronimo décède en 1809, âgé de 80 ans.""",
      source="http://zazecritoire.unblog.fr/2012/09/04/il-y-a-6/", kind="french",
      note="trap: apache, Apaches (the blogger's last line cut)"),
    # ---------------------------------------------------------------- pythons
    R("""Chercher un short, des chaussettes, un t-shirt dans un de ses placards... Et tomber nez à nez avec un serpent. Dimanche 20 mai au matin, un Honfleurais a découvert avec stupeur, dans un placard de son domicile, un python royal enroulé sur lui-même, comme le rapporte Le Pays d'Auge.

Celui-ci a alors contacté les pompiers, accoutumés à des découvertes de reptiles, y compris des serpents, mais rarement de pythons royaux. "On nous a appelés pour capture d’animal en nous disant que c’était un serpent, mais une fois sur place, on a vu qu’il était plus gros et de couleurs différentes de ceux que l’on a l’habitude de voir", rapporte un secouriste. La trace d'un propriétaire a été cherchée dans le quartier, en vain, raconte Le Pays d'Auge.

Le reptile, un python royal âgé d’environ trois mois et mesurant une soixantaine de centimètres, a été coopérant. Attrapé sans difficulté par les pompiers au moyen d'une pince spéciale, il a été placé dans un seau et confié à une clinique vétérinaire située à Épron, non loin de Caen.""",
      source="http://www.rtl.fr/actu/justice-faits-divers/honfleur-il-tombe-nez-a-nez-avec-un-python-royal-en-ouvrant-son-placard-7793495021",
      kind="french", note="trap: python, pythons, placard (the date line cut)"),
    R("""Dans la jungle, terrible jungle. Mardi soir, les pompiers sont intervenus dans la petite ville de Courchelettes, près de Douai, pour capturer un beau spécimen de python qui se baladait dans la rue.

Deux mètres de long

Vers 20h, un équipage de six pompiers à bord d’un véhicule incendie s’est rendu rue Fernand Stassin, à Courchelettes. On leur avait signalé la présence d’un imposant serpent sur la voie publique, chose assez inhabituelle dans une région qui n’est pas réputée pour sa faune de reptiles. Les secours sont parvenus à s’emparer de la bête, un python long de deux mètres, laquelle a été confiée aux bons soins de la SPA de Douai vers 21h30.

« C’est une femelle de la race des pythons Morelia, explique Stéphanie Masclet de la SPA. Au vu de sa taille, elle ne doit pas être toute jeune. Elle nous a d’ailleurs pondu un œuf dans la nuit », poursuit-elle. Le serpent a été placé dans une cage avec une lampe chauffante en attendant de pouvoir vérifier s’il est porteur d’une puce d’identification, obligatoire en France.""",
      source="https://20minutes.fr/lille/2065363-20170510-nord-femelle-python-2m-capturee-pleine-rue", kind="french",
      note="trap: python, pythons, puce (the headline lines, the byline and the caption cut)"),
    R("""Nez à nez avec un python de deux mètres, c'est ce qui est arrivé jeudi 1er juin à une habitante de Millau (Aveyron). Le python appartenait à un voisin et s'était échappé en passant par les canalisations des toilettes. Les conseils d'une spécialiste des pompiers si cela vous arrive.
Que feriez vous si un python de 2 mètres s'invitait chez vous à votre plus grande surprise ?
Surtout ne tentez pas de l'attraper et restez calme (si possible), c'est le meilleur conseil qu'on puisse donner, si vous vous retrouvez nez à nez avec un python. La mésaventure est arrivée jeudi 1er juin à une habitante d'un immeuble de Millau (Aveyron), qui a découvert l'animal au pied de ses toilettes. Sa première réaction (la bonne) a été de fermer la porte...""",
      source="https://france3-regions.francetvinfo.fr/occitanie/aveyron/rodez/face-a-face-avec-un-python-de-2-metres-dans-les-toilettes-que-faire-si-ca-vous-arrive-2788170.html",
      kind="french", note="trap: python, canalisations (the commander's advice cut)"),
]
