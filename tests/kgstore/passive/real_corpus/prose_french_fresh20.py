"""French pages of the twentieth fresh held-out set ("fresh-20"): a new Django Reinhardt festival at Samois-sur-Seine,
Victor Hugo's house on Guernsey (twice), a Breton-Japanese hotel in Saint-Malo (whose closing line names an iOS app),
a chef for a day, a teacher asking his pupil to taste his sauce, a TGV stuck on fallen catenaries, two mornings run
late and two cups of coffee -- nothing in them is a technology but the app's iOS.

Taken from stored public copies of the pages at the addresses given, kept as written and labelled by hand
without running the extractor (``--split fresh-20``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ---------------------------------------------------------------- Django sur Seine
    R("""Un nouveau festival Django Reinhardt revient à Samois-sur-Seine

« Chante, chante, chante, ça tient chaud « , chantait Claude Nougaro dans Armstrong. Et c’est tout ce qui vous attend à Samois-sur-Seine (Seine-et-Marne), au sortir de l’hiver, où deux concerts sont programmés. Les 17 et 18 mars 2023, la salle de la Samoisienne va s’animer au son du tout nouveau festival Django sur Seine, en hommage au guitariste de jazz Django Reinhardt, décédé en 1953 dans la commune.

Sur les pas de son « grand frère »

 » C’était dans l’air déjà avant le Covid. Cette année, avec les 70 ans de sa mort, on a voulu marquer le coup « , raconte Karen Forestier, directrice du festival Django Reinhardt, et de ce nouvel événement. Le festival prendra place dans la salle communale de la Samoisienne.

« Certains sont nostalgiques de l’Île du Berceau, où avait lieu le festival, et qu’on a dû quitter avec les inondations « , rappelle Karen Forestier. Pourtant, comme elle le souligne, le festival n’a jamais réellement déserté la petite ville, puisque les bureaux des organisateurs y sont toujours.""",
      source="https://jnews-france.fr/un-nouveau-festival-django-reinhardt-revient-a-samois-sur-seine/", kind="french",
      note="trap: Django, Armstrong, Covid (Django Reinhardt the guitarist; the programme that follows cut)"),
    # ---------------------------------------------------------------- Hauteville House
    R("""Guernesey - Hauteville House : visiter la fabuleuse maison de Victor Hugo
Hauteville House… La plupart des touristes français font le pèlerinage de Guernesey pour découvrir ce lieu mythique. C’est en effet ici que Victor Hugo vécut en exil de fin 1855 à 1870, après s’être opposé au coup d’État et à la dictature de Napoléon III. « J’habite cet immense rêve de l’océan », écrira-t-il.
L’île de Guernesey a été son refuge, mais aussi une de ses grandes sources d’inspiration. Venu à Guernesey après 4 ans d’exil à Bruxelles et à Jersey, Hugo est séduit par la jolie ville de Saint-Pierre-Port et y achète une maison au 38, rue Hauteville. L'écrivain investit dans l'aménagement des lieux, avec des éléments de décoration qui reflètent son goût artistique, des tapisseries aux faïences de Delft.
C’est au dernier étage de Hauteville House, dans un look out surplombant la Manche qu’il a écrit, debout face à la mer avec le rivage français pour horizon, La Légende des siècles, Les Misérables (commencés à Paris), L’Homme qui rit et Les Travailleurs de la mer, qui se déroule à Guernesey.""",
      source="https://routard.com/actualite-du-voyage/cid141195-hauteville-house-visiter-la-fabuleuse-maison-de-victor-hugo.html",
      kind="french", note="trap: Hugo, Jersey, Delft (Victor Hugo the writer; the island of Jersey)"),
    R("""Hauteville House

Guernesey

Grande Bretagne

38, rue Hauteville

Saint-Pierre-Port


Suite au coup d'État de Napoléon III, Victor Hugo est en exil. Après un séjour à Bruxelles puis à Jersey, c'est à Guernesey qu'il choisit de s'installer. Il  y restera durant quinze ans.

C’est avec le succès de la publication des Contemplations qu'il peut acquérir la maison que l'on visite actuellement. Cette dernière a été construite en 1800 par un corsaire anglais.


La visite guidée (aucune possibilité de visite libre) permet de remettre dans son contexte historique, littéraire et personnel le long séjour de l'écrivain sur cette petite île anglo-normande.""",
      source="https://pourvuquonaitlivres.com/musee-etranger/hautevillehouse", kind="french",
      note="trap: Hugo, Jersey (a literary museums' guide; the rooms' description cut)"),
    # ---------------------------------------------------------------- un hôtel breton-nippon
    R("""LA PETITE HISTOIRE ? Après le resto, l’hôtel ! L’inusable Bertrand Larcher, grand manitou de l’empire nippo-breton Breizh Café, a mis la main sur l’ancien hôtel Aubade, collé à son izakaya malouin Otonali, pour y placer une vingtaine de chambres mix-and-matchant le Japon cher à son cœur et sa Bretagne au bon goût de beurre. De la simple à la triple, toutes témoignent d’un certain goût pour la sobriété (murs crème, têtes de lit en bois clair, salles de bains bleu carrelées), avec, pour certaines, une vue sur le bassin Duguay-Trouin à en faire tomber sa bigoudène… Et si vous avez une forte envie de parler la bouche pleine, la table Otonali (signifiant justement « à côté » en japonais) vous accueille donc à baguettes ouvertes pour becqueter tonkatsu, sashimis, poulet karaage ou katsudon ! En somme, de quoi se concocter un séjour breton-nippon carrément canon. Chambre double à partir de 95 € la nuit.
PETIT LUXE : faire un tour du côté du bar à sakés, qui aligne une collection hallucinante de breuvages japonais, mais aussi des vins nature et cidres locaux, avec quelques grignoteries pour rester à flot… Kanpai !
Enregistrez cette adresse dans l’app du Fooding, disponible sur iOS !""",
      T("iOS"),
      source="https://lefooding.com/hotels/otonali", kind="french",
      note="mixed: the closing line names iOS, the Fooding app's system; 'une vue' a view, not Vue; the toiletries "
           "and breakfast lines cut"),
    # ---------------------------------------------------------------- chefs
    R("""Cuisine : devenir chef, le nouveau rêve
On a parlé cuisine bruxelloise il y a un instant, retrouvons maintenant les fourneaux français. Le métier de cuisinier fait de plus en plus rêver. Les amateurs peuvent même franchir le pas, pendant un soir. Diriger une cuisine le temps d'une soirée, c'est possible.
Jeff ne sait pas encore ce qui l'attend. C'est son anniversaire et Sarah lui a réservé une surprise. Une formule inattendue, être chef d'un jour. Ici, ce sont les clients qui sont aux fourneaux.
Vous allez passer la journée avec nous, à cuisiner votre menu.
Une grande première pour ces deux amateurs qui s'apprêtent à entrer dans une cuisine de pro, aux côtés d'un vrai chef.
Voici la cuisine, on ale piano, c'est là où tout va se passer. Qui veut se lancer sur le plat.
Le menu, c'est Sarah qui l'a imaginé.
C'est un boeuf braisé à l'italienne avec une purée de céleri.
Un peu de sel, un peu de poivre.
Vous êtes à l'aise.
Oui, on est bien guidé.""",
      source="https://www.francetvinfo.fr/cuisine-devenir-chef-le-nouveau-reve_477290.html", kind="french",
      note="trap: chef, piano (a TV report's transcript; the dessert and the tasting cut)"),
    R("""« Ta sauce, tu l’as goûtée ? ». « Oui chef ! ». L’élève se doutait que son professeur lui poserait la question. Car s’il y a bien une chose qui énerve Michel Nave (le prof), ce sont « ces cuisiniers qui apprennent bêtement sans goûter ce qu’ils vont donner à leurs clients ».

Cela peut paraître surprenant mais ça arrive plus souvent qu’on ne croit. « Combien de fois, dans un jury, j’ai vu des élèves préparer un plat sans porter la cuillère à la bouche… »…""",
      source="https://www.europesays.com/fr/522466", kind="french",
      note="trap: chef (a cookery teacher at work)"),
    # ---------------------------------------------------------------- sur les rails
    R("""Trois heures de retard

Un arbre est tombé sur les caténaires interrompant les trains entre Rennes et Vitré. Mais un des espèces de fils électriques est tombé sur les rails de l'autre côté et un TGV roulant dans l'autre sens a roulé dessus. Hop ! La panne. 

Le TGV suivant s'est arrêté mais n'a pas d'alimentation électrique pour redémarrer. 

La SNCF doit donc dépanner deux TGV ou, plus précisément, envoyer des motrices diesel de Rennes les chercher. 

Si j'ai bien compris... Mais la présence de trois TGV (les deux en panne et le mien) en si peu de temps me paraît suspecte. 

Toujours est-il qu'ils ont annoncé trois heures de retard et que je vais louper l'apéro. D'autant que je ne sais même pas s'il y a un car, à cette heure tardive, entre Saint Brieuc et Loudéac.""",
      source="http://aubistro.fr/2016/09/trois-heures-de-retard.html?m=1", kind="french",
      note="trap: rails, TGV, Hop (a blogger stuck on a TGV)"),
    # ---------------------------------------------------------------- les matins pressés
    R("""Ce matin, je ne me suis pas réveillée plus tard que d’habitude, mais tout est allé de travers. Pourtant mon mari m’aide. Surtout le mardi car c’est le jour où la plus jeune de mes filles va à la garderie. Il faut que son sac soit prêt et son déjeuner aussi. Le sac était prêt depuis hier soir et le déjeuner aussi. Au menu : veau haché, épinards et coquillettes, fromage frais et ananas au sirop. Le début du petit-déjeuner s’est bien déroulé. Micaela a commencé le sien pendant que Felicia était changée par son père. J’avais préparé son lait au chocolat et il était prêt, juste à la bonne température, une paille dans la tasse, lorsqu’elle s’est installée à sa place. Je crois que c’est quand j’ai regardé l’heure que tout a dérapé. 7h35. Oh, ça va on est pas en retard, ai-je pensé en mordant tranquillement dans ma tartine. Et puis, tout à coup il était 7h50! Ah, Micaela, on va s’habiller! J’ai libéré la petite de sa chaise haute. Elle a couru jouer. Micaela a vite été prête.""",
      source="https://www.podbean.com/media/share/pb-itewf-bf6a4", kind="french",
      note="trap: vite (a podcast episode's text for French learners; the rest of the morning cut)"),
    R("""J'vais vous raconter ma matinée assez chaotique. Tout se passait bien jusqu'au départ pour l'école. La voiture ne démarre plus. Tans pis on prend l'autre voiture mais non. Plus de clés. Il est 8.25 et Romain doit être à 8H30 précise pour sa sortie au cirque avec maman. Me voilà donc embarqué dans la poussette. Nous partons en courant pour l'école. Tiens voilà un gros bus, maman fait signe au chauffeur et nous voici dans le bus. Super chouette le "ros bus" mais rapide la ballade puisqu'il n'y qu'un arrêt. On continue en courant. Je ne suis jamais allé aussi vite en poussette. Maman me dépose dans la classe. Je suis raisonnable, je ne dis rien.

Maman est au cirque avec Romain qui a très peur des clowns. Il est très angoissé à l'idée d'être seul face à ces clowns. Le portable sonne.......c'est l'école. Je suis tombé dans la cour. Badaboum !!! Maman ne peut pas venir me chercher et Flora est coincée dans le bus qui a eu un accident. Génial.... Il y a des jours comme ca !!!""",
      source="http://raphael.viabloga.com/news/488eme-jour", kind="french",
      note="trap: vite, portable, bus (a family blog written in a toddler's voice; its ending cut)"),
    # ---------------------------------------------------------------- au comptoir
    R("""Chez Marcel, autrefois, le petit noir, c’était du Robusta éburnéen, du tassé, de l’amer qui t’arrachait le palais, du fortissimo. Chez Marcel, on y allait pour les habitués, les mêmes histoires dont on appréciait les méandres et les variations. Gourio a du passer là, noter quelques brèves, boire un Sancerre.
Le petit noir s’est embourgeoisé à l’Arabica, parfumé, délicat, avec « des arômes qui restent en bouche ». C’est ce qu’ils veulent, des cappucinos, de l’express serré, des noisettes, bonjour, les décas…
Le comptoir n’a pas changé, mais plus d’oeufs dur, ni d’eau de Selz, plus de saucisson à l’ail, ni camembert, l’orgueil du sandwich,(ça revient à la mode parait-il), ils en sont au saumon fumé/roquette, jambon de Bayonne/raifort avec du pain Poilâne.
Georges a remplacé Marcel, il est de la famille, avant de reprendre, il travaillait à Menton, là où Marcel passe l’hiver dans sa villa. L’été, c’est à Clermont, côté Chamaliéres.
Marcel s’est bien débrouillé.""",
      source="http://www.danielmaja.com/2021/04/1020-le-petit-noir/", kind="french",
      note="trap: express, Arabica, Robusta (an espresso, 'de l’express serré'; saumon fumé/roquette a menu's pairing, no path)"),
    R("""What else?
Par Zazainlondon
Je suis une grande buveuse de café.
Le café se marie parfaitement bien avec la tonne de clopes que j'arrive à m'envoyer la journée et cette subtile combinaison est mon meilleur remède contre la constipation. J'ai bien entendu la fameuse Nespresso à la maison, que je bichonne comme mon 3ème enfant, tout ça à coup de capsules à 36p l'unité.
Mais sortie de la maison, boire un café à Londres reste une toute autre affaire.
Ainsi, si vous débarquez à Londres, n'ayez surtout pas le malheur de commander "a coffee". A la place d'un petit expresso bien de chez nous, vous vous retrouverez avec un bol rempli d'un liquide noirâtre qui ne laisse rien présager de bon.
Petite saynète. Je suis au bistro avec une copine. Je commande "a double expresso" et elle "a large expresso". Au final, le serveur nous ramène exactement la même chose...
Zaza : "C'est un double expresso ça?"
Serveur : "Oui"
Zaza : " C'est à dire que vous avez mis deux expressos dans la même tasse?"
Serveur : "Ha non. Ca. On fait pas."
Serveur : "Vous souhaitez du lait dans votre café sinon?\"""",
      source="https://www.paperblog.fr/3293062/what-else/", kind="french",
      note="trap: sinon, Nespresso (a blogger's coffee in London; the middle of the dialogue and the "
           "ending cut)"),
]
