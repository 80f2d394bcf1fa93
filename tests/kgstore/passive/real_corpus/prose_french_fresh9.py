"""French pages of the ninth fresh held-out set ("fresh-9"): the Django Reinhardt festival at
Samois-sur-Seine, Taylor Swift's concerts at Paris La Défense Arena, and the royal python kept
in a terrarium. Nothing in them is a technology.

Taken from stored public copies of the pages at the addresses given, kept as written and
labelled by hand without running the extractor (``--split fresh-9``).
"""

from real_corpus import R

CASES = [
    # ---------------------------------------------------------------- French: Django Reinhardt
    R("""Du 23 au 27 juin, 26 concerts célèbreront le maître de la guitare manouche, Django Reinhardt, dont on fête cette année le centenaire de la naissance, à Samois sur Seine.

Pour sa 31e édition, le Festival Django Reinhardt rassemblera une fois encore les dignes héritiers de Django, la fine fleur du jazz manouche et européen. Comptons parmi eux, Paco de Lucia, Caravan Palace, Trio Rosenberg, Lulu Reinhardt pour ne citer qu’eux…

Cinq jours rythmeront cet hommage à Django, tous placées sous le signe de la fête. Aussi l’ouverture du festival sera teintée d’ «Alegria », et réunira le plus grand guitariste de flamenco Paco De Lucia en septet, l’accordéoniste Marcel Loeffler en solo, et la chanteuse québécoise Susie Arioli, qui reprendra les standards du jazz en version pure et acoustique.""",
      source="https://www.qobuz.com/BE-fr/info/MAGAZINE-ACTUALITES/SUR-SCENE/Django-ressuscite-a-Samois44598", kind="french",
      note="trap: Django"),
    R("""Ils viennent de loin les spectateurs du Festival Django Reinhardt de Samois... du monde entier ! Certains viennent en péniche, emblème du festival, s'amarrer aux abords de la scène si proche de l'eau. D'autres viennent inonder de musique les folles nuits du camping de Samoreau, lieu culte et unique en son genre où les « boeufs » rythment chaque heure du jour et de la nuit. Il y a ceux qui débarquent pour un pique-nique bucolique en famille au son des guitares et sans avoir oublié la couverture à carreaux pour une sieste salvatrice à l'ombre des bouleaux, ceux du peuple manouche aussi, qui n'oublient pas ce grand rendez-vous mondial de la communauté pour, au moins, se reconnaître un temps. D'autres encore oublient le dernier bus pour Paris et refont les nuits lors d'un dernier verre, guitare sous le bras, au célèbre Café Fernand où Django Reinhardt avait ses habitudes.""",
      source="http://www.festivaldjangoreinhardt.com/spip.php?rubrique36", kind="french",
      note="trap: Django"),
    # ---------------------------------------------------------------- French: Taylor Swift
    R("""Taylor Swift ajoute une date supplémentaire à Paris La Défense Arena. Le très attendu «The Eras Tour» fera donc escale pour trois dates à Paris, les 9, 10 et 11 mai 2024.

Les fans de la chanteuse Taylor Swift auront une chance supplémentaire de la voir sur scène à l’occasion de sa tournée mondiale Eras Tour. La star, attendue aussi à Lyon le 2 juin au Groupama Stadium, ne donnera pas seulement deux mais trois concerts parisiens à La Défense Arena, les 9, 10 et 11 mai prochains.""",
      source="https://www.cnews.fr/divertissement/2023-06-27/taylor-swift-la-chanteuse-ajoute-une-troisieme-date-parisienne-sa-tournee", kind="french",
      note="trap: Swift, Arena"),
    R("""La mégastar américaine Taylor Swift donne le coup d’envoi ce jeudi à Paris de sa tournée record sur le Vieux Continent, avant Lyon, Madrid, Londres et Munich. Selon nos informations, la jauge des concerts dans la capitale française a augmenté.
Au lieu des 41 500 spectateurs initialement prévus, ce sont 45 000 personnes qui pourront finalement assister aux quatre concerts de Taylor Swift à partir de ce jeudi 9 mai à Paris La Défense Arena.
Cette émission précise de 3h20, que la chanteuse a déjà parcourue à travers les Amériques, l’Asie et l’Australie, a retracé jusqu’à présent les dix albums (depuis « Taylor Swift » en 2006) qui l’ont propulsée au rang d’étoile montante du pays américain. à la plus grande pop star internationale, avec 110 millions d’auditeurs mensuels sur Spotify (contre 70 pour Beyoncé ou Dua Lipa).""",
      source="https://nouvelles-dujour.com/la-jauge-pour-les-concerts-augmentee/amp", kind="french",
      note="trap: Swift, Spotify"),
    # ---------------------------------------------------------------- French: the royal python
    R("""Le python royal (Python Regius), appelé aussi python boule, est un serpent constricteur (qui étouffe ses proies), originaire d’Afrique subsaharienne. Il fait partie des plus petits de la famille des pythons trouvés sur le continent. Il est reconnaissable à sa taille moyenne, généralement comprise entre 1,20 m à 1,50 m. Il est toutefois possible de croiser des spécimens atteignant 1,80 m. Son poids moyen est de 2 kilos, mais certains spécimens ont atteint les 5 kilos en captivité. Sa durée de vie est d’environ 30 ans. Prendre l’initiative d’adopter un python royal ne doit donc pas être faite sur un coup de tête puisque c’est une adoption longue durée !""",
      source="https://www.lesitedesanimaux.com/python-royal.html", kind="french",
      note="trap: python, Python"),
]
