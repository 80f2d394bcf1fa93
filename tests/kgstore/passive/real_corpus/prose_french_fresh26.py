"""French pages of the twenty-sixth fresh held-out set ("fresh-26"): the Tour de France's breakaways and sprints (twice, a
"turbo" and a "poisson pilote"), the grape harvest in Côte-d'Or, at a Bordeaux château and at Chantelys (three times), an
orange storm warning of Météo-France with "rafales de vent", Mercure low in the evening sky beside Vénus (twice, one "vue
depuis la Terre"), the "vue 360°" from the Aiguille du Midi over the Mont-Blanc (twice), a "vue imprenable" from Borobudur
on a trip through Java, Gounod's Faust at the Opéra Bastille (with a Wagner in the cast) and a Traviata at Garnier played
against smartphone screens, and a python on the run in Fumel. Named as software: the stargazing app Star Walk 2 at the end
of a sky page and the blogging platforms (WordPress, Blogger) of a blog's footer widget; Instagram, as a site, is not
labelled.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed) and labelled by hand
without running the extractor, by the earlier sets' conventions (``--split fresh-26``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ---------------------------------------------------------------- cyclisme
    R("""Le scénario est presque toujours le même sur les étapes du Tour de France: une échappée au long cours qui ouvre la route pendant une centaine de kilomètres... Un peloton qui décide de revenir sur les fuyards à moins de 30 kilomètres de l’arrivée.
Mais cela ne se passe pas toujours comme prévu pour les grosses formations. Ce dimanche, une échappée s’est rapidement formée avec notamment le porteur du maillot à pois, l’Allemand Paul Voss accompagné de son équipier de l’équipe Bora, l’Italien Cesare Benedetti. A leurs côtés également, le Norvégien Vegar Breen de l’équipe Fortunéo –Vital Concept et le Belge Jasper Stuyven (Trek - Segafredo).
A 8 kms de l’arrivée, l'écard descendait mais demeurait tout de même important et on pouvait se dire que le quatuor allait se disputer la gagne... Jasper Stuyven attaquait dans la bosse d’Octeville et distançait Vegar Breen et Paul Voss, Benedetti ayant été décroché beaucoup plutôt. Le belge s’en allait chercher la victoire d’étape, le maillot Jaune, le maillot blanc et le maillot à pois. Mais le cyclisme est cruel: dans la dernière longue difficulté, les ténors mettaient le turbo. Le jeune Belge était revu sous la flamme rouge après 182kms d’échappée.
Les puncheurs se mettaient en ordre de marche et c’est Peter Sagan qui s’imposait au sprint, juste devant Julian Alaphilippe.""",
      source="https://sportbreizh.com/actualites-tdf2-sagan-dun-rien-barguil-14e-1925-35527-0-292.html", kind="french",
      note="trap: Tour, route, Bora, Trek, Concept, turbo, sprint (the stage's result table cut)"),
    R("""Les sprinters sont une espèce de coureurs à part dans le peloton du Tour de France. Leur boulot est de se cacher dans les roues pendant toute la durée de l'étape, et d'appuyer sur les pédales comme des malades dans le dernier kilomètre. Un rôle très particulier, qui nécessite un mécanisme d'horlogerie pour bien lancer son effort, avec plusieurs équipiers chargés de le lancer à 70 km/h dans la dernière ligne droite.

L'importance cruciale du "poisson pilote"

C'est tout le contraire qui s'est produit mardi 4 juillet, à la toute fin de l'étape de Vittel. Le gros du peloton mis au tapis par une chute, seul un petit groupe de sprinters s'est disputé la victoire. Et on a vu un festival de queues de poisson et d'accrochages. Mark Cavendish a tenté de passer dans un trou de souris entre les barrières et Peter Sagan, le champion du monde slovaque, l'a violemment repoussé. Trois coureurs ont fini sur le bitume.""",
      source="http://www.francetvinfo.fr/sports/cyclisme/video-tour-de-france-comment-reussir-son-sprint-et-ne-pas-se-faire-disqualifier-comme-peter-sagan_2269859.html",
      kind="french", note="trap: Tour, pilote, souris, festival, lancer (the video's last sentence cut)"),
    # ---------------------------------------------------------------- vendanges
    R("""Depuis le week-end dernier, les sécateurs et les hottes sont de sorties dans les vignes de Côte-d'Or. Les vendanges ont commencé avec quelques jours d'avance. La dernière fois que l'on a ramassé le raisin fin août, c'était en 2011, une très belle année pour le vin.

En cette fin de mois d'août, il y a du monde dans les vignes. La chaleur de cette fin d'été a poussé des domaine vers les vendanges avec quelques jours d'avance par rapport à la normale : "d'habitude, les vendanges, c'est plutôt au début du mois de septembre", note Bernard Boisson, viticulteur à la retraite," mais avec le beau temps du mois de juin, et les chaleurs du mois d'août, la vigne est arrivée à maturité."

Au domaine Boisson-Vadot, on a donc convoqué les vendangeurs. Pendant une dizaine de jours, dix huit coupeurs, et trois porteurs vont arpenter les 12 hectares du domaine pour ramasser principalement les blancs (Chardonnay) et les rouges (Pinot noir). Une fois le raisin trié et pressé, il va passer directement dans les tonneaux du domaine et se reposer jusqu'à la mise en bouteille.""",
      source="https://www.francebleu.fr/infos/agriculture-peche/les-vendanges-ont-commence-en-cote-d-or-1504025221",
      kind="french", note="trap: vendanges, raisin, vin, domaine, porteurs, Chardonnay (the photo credit and Dédé's quote cut)"),
    R("""La récolte du millésime 2023 a pris fin au début du mois d’octobre avec une dizaine de jours d’avance par rapport à celles de 2022. L’occasion pour nous de revenir sur cette étape essentielle dans la vie du vignoble et de vous en rappeler les enjeux et les principes.

Que sont les vendanges ?

Étape cruciale dans le cycle de la vigne et dans le travail du vigneron-viticulteur, les vendanges correspondent à la récolte des raisins arrivés à maturité. Il existe un moment idéal pour vendanger chaque cépage, chaque terroir et même chaque parcelle. Ce rituel ancestral récompense toute une année de travail du viticulteur et de son équipe.

Quand commencent les vendanges ?

Les vendanges ont lieu généralement entre août et octobre pour l’hémisphère nord selon les régions viticoles et les terroirs. Elles sont conditionnées par trois facteurs :

  • La météo. La date exacte peut varier en fonction des conditions climatiques déterminantes des semaines et mois précédents. L’exposition au soleil et l’augmentation des températures, dues notamment au changement climatique, peuvent provoquer une avancée des cycles végétatifs et reproducteurs de la vigne.""",
      source="https://chateau-laroseperriere.com/fr/blog/vendanges?legal=1", kind="french",
      note="trap: vendanges, millésime, cycle, météo, parcelle (the photo caption and the ban des vendanges cut)"),
    R("""Les vendanges ou la dernière ligne droite

La maturité, peut-être l’opulence, de jolies grappes bien mures,
enfin les choses aboutissent avec cette sensation de besogne terminée,
d’un cycle qui s’achève. Déjà, pendant l’été, on en parlait
avec les irréductibles, les fans, les ultras des vendangeurs friands
de s’informer de la date du premier coup de sécateur.
C’est qu’on vient en vendange comme en pèlerinage.
Les vendanges à Chantelys, c’est devenu un rite immuable, une habitude,
une institution, une sorte de drogue.
Un irrésistible besoin d’être là, parce qu’il se passe quelque chose d’important.

Pour le vigneron vient alors le moment le plus excitant, le plus stressant,
le plus envoûtant, la récompense de son année de travail.
C’est un moment privilégié que l’on partage, peu importe qui l’on est tout au long de l’année, on ne devient qu’un vendangeur anonyme.""",
      source="http://chantelys.fr/vigne2dsuite.html", kind="french",
      note="trap: vendanges, grappes, cycle, fans, drogue (the page's menu links and site-builder tags cut)"),
    # ---------------------------------------------------------------- météo, ciel
    R("""Météo-France a annoncé que la vigilance orange était déclenchée dans plusieurs départements, où de violents orages sont attendus dans les heures à venir.

Météo-France annonce l'arrivée d'un épisode orageux sur la France ce lundi et a placé 14 départements en vigilance orange. Il s'agit des départements suivants : Aisne, Oise, Val-d'Oise, Yvelines, Paris, Seine-et-Marne, Essonne, Loiret, Cher, Seine-Saint-Denis, Hauts-de-Seine et Val-de-Marne, auxquels se sont ajoutés le Gard et l'Hérault à 16 heures. Ces deux départements sont également concernés par une vigilance orange pour pluie-inondation. 68 autres départements sont placés en vigilance jaune, pour l'instant.

Des fortes rafales de vent sont attendues, notamment en Île-de-France et dans les départements limitrophes. Selon Météo-France, ces orages seront caractérisés par "une activité électrique notable, des intensités pluvieuses parfois fortes (10 à 20 mm/h) et un risque de rafales de vent violent de 80 à 100 km/h, voire ponctuellement un peu plus, notamment en allant vers l'est de la région (Seine-et-Marne et est de l'Essonne)". "Localement, de la grêle pourra être observée", précise l'institut.""",
      source="https://www.upday.com/fr/orages-et-inondation-14-departements-places-en-vigilance-orange", kind="french",
      note="trap: orages, vent, rafales, Cher, Gard, activité (the Gard and Hérault forecast cut)"),
    R("""Avez-vous déjà vu Mercure ? Pendant quelques jours, les conditions pour observer l’astre sont idéales. Ainsi, le soir du vendredi 22 mai 2020, Mercure devrait être visible juste après le coucher du Soleil, toute proche de Vénus.

L’observation de Mercure est réservée à des périodes limitées. Comme l’explique l’Institut de mécanique céleste et de calcul des éphémérides (IMCCE) dans sa newsletter de mai, « du fait de sa proximité au Soleil, Mercure est une planète à la visibilité rare et éphémère. On la voit une à deux fois par an et pendant quelques jours seulement ». Depuis le 13 mai, Mercure est visible le soir au crépuscule, à l’œil nu ou aux jumelles.

Mercure est proche de son élongation maximale : qu’est-ce que c’est ?

Comment expliquer cette visibilité actuelle ? Il faut considérer une diversité de facteurs pour comprendre l’intérêt d’observer actuellement la planète. « Mercure est proche de son élongation maximale, c’est-à-dire sa distance angulaire au Soleil, un paramètre particulièrement important pour l’observation en raison de la proximité au Soleil », explique à Numerama Florent Deleflie, astronome à l’observatoire de Paris. Dit autrement, « cela signifie que, vue depuis la Terre, [Mercure] est visible dans le ciel ‘loin’ du Soleil », complète le médiateur scientifique Pierre Henriquet.""",
      source="https://www.numerama.com/sciences/625831-pourquoi-peut-on-si-bien-voir-mercure-en-ce-moment-dans-le-ciel.html",
      kind="french", note="trap: Mercure, Vénus, vue, newsletter, calcul, paramètre (the standfirst cut)"),
    R("""Venus embrasse Mercure au coucher du soleil

Les soirées autour du jeudi 12 septembre, Mercure et Vénus apparaîtront très proches l'une de l'autre dans le ciel. Voyons comment les observer.

Cette semaine, les planètes intérieures Mercure et Vénus s'éloignent progressivement du Soleil dans leur orbite. Mercure débute cette semaine beaucoup plus près du soleil que Vénus, mais son mouvement orbital plus rapide lui permettra de dépasser puis de devenir plus brillante que Vénus ce vendredi.

Cherchez ces deux planètes très bas dans le ciel occidental juste après le coucher du soleil. Les planètes seront à moins d'un demi-doigt de large. (20 minutes d'arc, soit les deux tiers du diamètre de la pleine lune, pour être plus précis.) Vénus sera plus élevée (au nord céleste) que Mercure jusqu'à dimanche, après quoi Mercure sera plus élevée et sur la gauche de Vénus. Le meilleur moment pour les observer sera vers 19 h 40, heure locale. Assurez-vous que le soleil a complètement disparu sous l'horizon avant de les chasser aux jumelles.

Mercure et Vénus apparaîtront ensemble dans des jumelles et des télescopes de jardin à faible puissance. Les observateurs qui vivent plus près de l'équateur auront plus de facilité à les voir.

Profitez de ces instants magiques à observer le ciel nocturne avec Star Walk 2 !""",
      T("Star Walk"),
      source="https://starwalk.space/fr/news/september-2019-mercury-venus-close-approach", kind="french",
      note="mixed: Mercure, Vénus, orbite, jardin -- traps; the page closes on the stargazing app Star Walk 2: Star Walk "
           "labelled (the text-credit lines cut)"),
    # ---------------------------------------------------------------- montagne
    R("""Ce téléphérique impressionnant permet d'accéder à un panorama fantastique à 3800 mètres. Plusieurs terrasses permettent de visiter l'endroit et d'avoir une vue sous tous les angles. Prenez un forfait à peine plus cher afin de pouvoir réaliser d'autres choses dans la journée (mer de glace, Brévent etc...)

Cette chapelle a été construite en 1685 et a été placée sous le patronage de saint Donat, saint Pierre, saint Nicolas, saint Blaise et sainte Agathe. Elle a été restaurée en 1991.

Haute montagne accessible à tous (sauf enfants moins de 5 ans et problèmes cardiaques ou respiratoires). 20 minutes de montée et ça y est on est sur des terrasses avec vue 360°, Mont Blanc d'un côté , glaciers magnifiques, alpinistes qui partent à la conquête de ..l'Inutile, puis au loin l'Italie et la Suisse et là tout en bas Chamonix et sa vallée. Inoubliable expérience. Important bien se couvrir + lunettes soleil et..peut-être un petit chewing-gum pour les oreilles à la montée.

1 commentaire:

  1. Magnifique Fabrice et surtout l'envie de découvrir ces sublimes paysages...

    RépondreSupprimer

Related Posts Plugin for WordPress, Blogger...""",
      T("WordPress"), T("Blogger"),
      source="http://ffcham74.blogspot.com/2012/10/coucher-de-soleil-sur-le-massif-du-mont.html", kind="french",
      note="mixed: vue, Blanc, terrasses, forfait -- traps; the blog's footer widget names the blogging platforms "
           "('Related Posts Plugin for WordPress, Blogger'): WordPress and Blogger labelled"),
    R("""Monter au sommet de l’Aiguille du Midi

Prendre un peu de hauteur et tutoyer les sommets à 3842 mètres d’altitude, quoi de mieux pour découvrir le massif ? Lors de ma dernière virée chamoniarde, je n’avais pas pu monter à l’aiguille du midi. C’était donc mon objectif premier pour ce séjour.
Mais la montée reste tributaire des conditions météo et n’ai pas systématique. Nous en avons d’ailleurs fait les frais, avec 2 heures d’attente pour accéder au sommet, faute au vent violent.

Mais quel spectacle au sommet ! Grandes Jorasses, Dent du Géant, Aiguille verte, Mont Blanc… autant de sommets emblématiques à contempler avec une vue à 360°. La neige et les glaciers semblent à portée de main… Il y a finalement peu de mots pour décrire ce panorama d’exception, et l’on se sent privilégié de pouvoir profiter de la haute-montagne, sans être grand sportif, grâce aux nombreuses plate-formes aménagées.""",
      source="https://www.vincianelanglois.com/3-jours-a-chamonix-en-ete-les-spots-incontournables/", kind="french",
      note="trap: vue, vent, météo, spectacle, plate-formes (the summer-trip opening and photo captions cut)"),
    R("""Tout d'abord Borobodur, le plus grand monument boudhiste au monde.
Soyons honnêtes, c'est un peu massif comme monument. Les statues et bas reliefs sont quant à eux assez fin. Et la vue sur les alentours imprenable !
Ma conclusion, c'est surprenant comme lieu.
Ensuite, c'est Prambanan et là je crois que c'est hindou.
La grande différence, c'est qu'au lieu d'être plat ça monte plus et c'est donc un peu plus flamboyant. On est resté regarder le soleil se coucher, ce qui nous a rappelé le film "Baraka" que l'on avait vu il ç a peu.
Alors, tu es plus Bromo ou tu es plus Ijen ? - Les deux mon capitaines Pour le Bromo, on a pris l'option Jeep avec la vue au lever du soleil sur le Bromo et le Gunung je sais plus. C'est le paysage le plus beau que""",
      source="http://retiere.com/indojava.html", kind="french",
      note="trap: vue, Jeep, option (Java, the island, named in the page's address and its arrival paragraph, cut)"),
    # ---------------------------------------------------------------- opéra
    R("""Faust (Charles Gounod – 1859)
Représentation du 20 mars 2021 retransmise en différé sur France 5
Opéra Bastille

Faust Benjamin Bernheim
Méphistophélès Christian Van Horn
Valentin Florian Sempey
Wagner Christian Helmer
Marguerite Ermonela Jaho
Siébel Michèle Losier

Direction musicale Lorenzo Viotti
Mise en scène Tobias Kratzer (2021)
Nouvelle production

Le compte-rendu ci-dessous est celui de la diffusion sur France 5 de la première représentation de Faust jouée à l’Opéra Bastille le vendredi 26 mars 2021 et ne saurait donc être celui de la représentation telle qu’elle pouvait être vécue en salle.

Avec plus de 2670 représentations depuis son entrée au répertoire de la salle Le Peletier le 3 mars 1869, dans sa forme définitive d’opéra continu, Faust est resté pendant plus d’un siècle l’œuvre lyrique la plus jouée de l’Opéra de Paris, avant qu’elle ne retrouve un rythme de production plus modéré à partir de la fin de l’ère Rolf Liebermann marquée par la production de Jorge Lavelli en 1975.""",
      source="http://fomalhaut.over-blog.org/tag/gounod/", kind="french",
      note="trap: Opéra, Wagner (the role), production, diffusion, Direction (two cast lines cut)"),
    R("""À un autre niveau, la spécificité de cette adaptation par Simon Stone réside dans la scénographie élaborée par Zakk Hein, et plus précisément dans l’usage de la vidéo, qui accompagne le spectacle d’un bout à l’autre. L’adaptation des enjeux à un public contemporain est portée par la diffusion d’images et de vidéos que l’on pourrait trouver (pour la plupart) dans un smartphone (des pages Instagram, des notifications, des publicités, des conversations sms…) ; lequel serait alors le smartphone de Violetta. La distance est franchie entre l’écriture de 1853 et la salle de 2019…""",
      source="https://www.culture-sorbonne.fr/la-traviata-verdi-texte-simon-stone-mise-en-scene-opera-garnier-octobre-2019/",
      kind="french",
      note="trap: Instagram (pages of the social site on a stage screen, a site, not labelled), smartphone, notifications, vidéo, sms"),
    # ---------------------------------------------------------------- faits divers
    R(""""J'ai glissé dessus, et là j'ai vu un gros serpent." Introuvable, le python fugitif continue d'angoisser les habitants de ce village

Depuis lundi 28 octobre, un python qui s'est échappé du domicile de son propriétaire, est activement recherché dans la commune de Fumel, en Lot-et-Garonne. Il s'agit du deuxième serpent fugitif en une semaine. Pourtant, les risques d'accidents sont infimes, selon un spécialiste.

"Moi j'ai deux chats, j'espère qu'il ne sera pas dans le jardin." "J'ai peur d'aller aux toilettes publiques, je me dis qu'à tout moment, il peut être là, je vais y penser même pendant mon loto." Ces derniers jours, dans la commune de Fumel, en Lot-et-Garonne, les discussions ont quelque chose de surréaliste.

Lundi 28 octobre, un python de deux mètres s'est échappé du domicile de son propriétaire et erre, depuis, dans les rues de la commune. "Tout le monde en parle, mais ici, on a l'habitude de voir des couleuvres traverser la route", lâche un habitant, tout en haussant les épaules.""",
      source="https://france3-regions.francetvinfo.fr/nouvelle-aquitaine/lot-et-garonne/villeneuve-sur-lot/j-ai-glisse-dessus-et-la-j-ai-vu-un-gros-serpent-introuvable-le-python-fugitif-continue-d-angoisser-les-habitants-de-ce-village-3054076.html",
      kind="french", note="trap: python, serpent, jardin, loto (the newsletter box of the page cut)"),
]
