"""French pages of the thirteenth fresh held-out set ("fresh-13"): Django Reinhardt's festival at
Samois-sur-Seine, dancing the java at the bal musette (and swing), Victor Hugo's Hauteville House on Guernsey
(where an honorary consul lives), and tramway rails ground or replaced in Tours and Strasbourg. Nothing in
them is a technology.

Taken from stored public copies of the pages at the addresses given, kept as written and labelled by hand
without running the extractor (``--split fresh-13``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ---------------------------------------------------------------- Django Reinhardt à Samois
    R("""C’est à Samois sur Seine que le monstre sacré du jazz manouche, Django Reinhardt, s’est éteint en 1953. Un lieu hautement symbolique, où depuis 31 ans a lieu ce festival de jazz sur l’Ile du Berceau, au milieu de la Seine et des péniches. Ce festival rend hommage à cette musique populaire ancestrale, reconnue dans le monde entier grâce au génie du guitariste Django Reinhardt.
L’édition 2011 se veut métissée, passionné et surtout ouverte sur le monde. Le festival débutera le 22 juin : soirée « Balkan Groove » avec un hommage à Francis-Alfred Moermann et le groove puissant de Goran Bregovic. Le 23 juin, une soirée « Give me the night » est prévue avec trois artistes aux univers différents : Alex Tassel Quintet (talent Adjami 2011), un hommage à Babik Reinhardt rendu par ses collaborateurs David Reinhardt, Emmanuel Bex, Simon Goubert, et l’icône du jazz Georges Benson !""",
      source="https://www.jazzradio.fr/news/radio/8858/festival-django-reinhardt-a-samois-sur-seine", kind="french",
      note="trap: Django, Groove"),
    R("""Avec 13000 entrées en 2009, soit deux fois plus qu’en 2002, le
Festival Django Reinhardt, qui se déroulera du 23 au 27 juin, est devenu
la référence mondiale du jazz manouche, quarante ans après sa création.
Contrairement à ce que l’on pourrait croire, ce n’est pas un festival
pour une élite mélomane.
« La nouvelle génération des jeunes s’intéresse beaucoup à notre
musique », souligne haut et fort Angelo Debarre, un des fils spirituels
de Django, installé à Samois-sur-Seine. A l’occasion du
100e anniversaire de la naissance de Django, Jean-François Robinet, président
du festival, et Sébastien Vidal, son programmateur, nous dévoilent, en
exclusivité, le menu alléchant de ce cru 2010.
Présence de Caravan Palace
« Cette année sera celle des premières, sur l’île au Berceau, qui
accueille la scène du festival. Ainsi, pour booster la première soirée
du mercredi 23 juin, nous avons réussi à faire venir Paco de Lucia, le
plus grand guitariste de flamenco au monde. »""",
      source="https://autourdesanseverino.easyforumpro.com/t2051-samois-2010", kind="french",
      note="trap: Django, Caravan, Palace"),
    # ---------------------------------------------------------------- la java au bal musette
    R("""Le bal musette

Un parquet de bal, un orchestre et un petit air de java, les ingrédients incontournables des musiques populaires.

Les années sont folles et le temps à la légèreté, les pistes grincent sous le pas des infatigables danseurs de java ! Les parquets de bal amovibles sillonnent les routes de campagne. La ville s’amuse au son du piano à bretelles, les guinguettes sont courues puisqu’il faut oublier les guerres : la France populaire danse. Le bal musette naît de la rencontre entre les Auvergnats joueurs de cabrette et les accordéonistes italiens, dans les dancings parisiens de la Bastille.

Le limonaire

L’orgue de foire ou de manège est un instrument de musique mécanique qui trouve son apogée entre 1850 et 1930. Une manivelle actionne le mécanisme pour avancer les cartons perforés ainsi que le système de soufflets. Le carton perforé défile devant une tête de lecture ou flûte de pan.

Entrez dans la danse… java, valse, madison, faites briller vos souliers, le parquet est ouvert.""",
      source="https://www.mupop.fr/experience/le-bal/", kind="french",
      note="trap: java, madison (the punched cards are an organ's)"),
    R("""Que les Japonais victimes du Pari sho-ko-gun (le syndrome de Paris) se rassurent. Pour qui sait chercher, l'univers d'Amélie Poulain et des boules à facettes existe bel et bien dans la Ville Lumière. Le renouveau des bals - paso, valse musette, tango, forro, swing ou java que l'on danse à deux, ça va de soi -, en est le témoignage le plus probant.
La Sacem, qui élabore des forfaits de droits d'auteur pour ces événements, souligne la tendance.
Si, depuis 2005, les bals connaissent une régression continue en milieu rural, c'est à l'inverse dans les régions Nord et Ile-de-France que la société des auteurs compositeurs réalise ses recettes les plus importantes.
Hormis les guinguettes des bords de Marne, rarement à la hauteur de leur réputation festive, les lieux se multiplient à Paris permettant de se replonger dans une atmosphère pas si ringarde que cela.""",
      source="https://guideaccordeon.com/le-bal-musette-renait-a-paris/", kind="french",
      note="trap: java, swing, Lumière"),
    # ---------------------------------------------------------------- Victor Hugo à Guernesey
    R("""Hauteville House
Ouvert de Avril à Septembre
Hauteville House, située 38 rue de Hauteville à St Peter Port, fut la demeure de Victor Hugo pendant son exil de France (1851-1870).
De nos jours, le consul honoraire à l’ambassade de France de Londres y réside et la propriété abrite également le musée Victor Hugo, dont la maison et le jardin sont ouvert au public.
Léguée par ses héritiers à la ville de Paris en 1927, Hauteville House est gérée par Paris Musées.
La maison a été conservée en l’état, ce qui permet aux visiteurs de profiter de ce que Charles Hugo, le fils du poète a décrit comme "un véritable autographe à 3 étages, un poème dans plusieurs pièces".
Hugo acheta la maison en 1856, peu après son arrivée à Guernesey grâce au succès des "Contemplations" et il continua d’y vivre jusqu’à son retour en France en 1870, après la chute du Second Empire.""",
      source="https://bontourincoming.com/fr/attractions/guernesey-sercq-and-herm/hauteville-house", kind="french",
      note="trap: Hugo, consul"),
    R("""Hauteville House, c’est l’intitulé d’une série de bande dessinée de science-fiction écrite et illustrée par Fred Duval, Christophe Quet et Thierry Gioux, mais c’est aussi et surtout la maison de Victor Hugo sur l’île de Guernesey.
C’est en mai 1856 que l’écrivain achète cette propriété à St Peter Port, grâce au succès de son recueil de poésie baptisé « Les Contemplations ». Fuyant Napoléon III, Victor Hugo s’exile dans un premier temps en Belgique, puis sur l’île de Jersey. C’est finalement sur l’île de Guernesey que l’auteur restera. Il est en effet impossible d’expulser des personnes étant propriétaires.

Victor Hugo y vivra jusqu’en 1870 avant de rentrer en France. Il y fera par la suite de courts séjours. Composée de quatre niveaux, la demeure appartient aujourd’hui à la ville de Paris. Elle a été entièrement décorée par le dramaturge.""",
      source="https://commedansunlivre.fr/2017/10/12/hauteville-house/", kind="french",
      note="trap: Hugo, Jersey"),
    # ---------------------------------------------------------------- les rails du tramway
    R("""Mais pas de coupure du trafic.

C'est un chantier annuel obligatoire sur une ligne de tramway : il faut meuler les rails du tramway pour éviter qu'ils ne s'usent trop vite. Fil Bleu nous indique que la campagne 2019 aura lieu de nuit du lundi 18 mars au vendredi 5 avril.

"La circulation du tramway use naturellement les rails de la voie. La correction de cette usure se fait via une campagne de meulage des rails, permettant de redonner aux rails leur forme d’origine. Ces travaux améliorent le confort des voyageurs et limitent les apparitions de crissements lors de la circulation du tramway" explique l'entreprise Keolis qui supervise les opérations.

Un sous-traitant sera chargé de mener les travaux qui auront lieu de nuit entre 00h et 5h du matin afin de ne pas bloquer la circulation du tramway.""",
      source="http://www.info-tours.fr/articles/tours/2019/03/17/10684/3-semaines-de-travaux-sur-les-rails-du-tram-de-tours/", kind="french",
      note="trap: rails, Bleu"),
    R("""Lancée le 2 août 2021, la dernière phase des travaux d’été de la CTS s’achèvera à la fin du mois. En attendant, la circulation des trams B, C et F est partiellement interrompue. Deux kilomètres de rails sont à remplacer.
Après les tramways A et D, qui circulent à nouveau normalement, c’est au tour des trams B, C et F de connaître des perturbations. Depuis le 2 août 2021, le chantier d’été de la Compagnie des transports strasbourgeois (CTS) est entré dans sa dernière phase de réalisation. Deux kilomètres de rails sont à remplacer entre les stations Faubourg National et République.
"Ce genre d’intervention arrive très souvent. La durée de vie d’un rail est d’environ 30 ans en partie droite, 10 à 15 ans en courbe", précise Jean-Louis Metzger, directeur général adjoint de la CTS.""",
      source="https://france3-regions.francetvinfo.fr/grand-est/bas-rhin/strasbourg-0/strasbourg-chantier-d-ampleur-sur-le-reseau-du-tramway-plusieurs-lignes-impactees-2211025.html", kind="french",
      note="trap: rails, rail, C"),
]
