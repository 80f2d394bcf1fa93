"""Non-English pages of the tenth fresh held-out set ("fresh-10"): French pages on mocha coffee,
the puppet festival of Charleville-Mézières, the constellation of Taurus (alpha Tauri) and a chef's
Michelin star, and two Italian pages (La Scala's Andrea Chénier, starred chefs of Morbihan).
Nothing in them is a technology.

Taken from stored public copies of the pages at the addresses given, kept as written and
labelled by hand without running the extractor (``--split fresh-10``).
"""

from real_corpus import R

CASES = [
    # ---------------------------------------------------------------- French: moka
    R("""Le Moka Café Maison est une délicieuse boisson qui marie les saveurs riches du café et du chocolat pour créer une expérience gustative irrésistible. Cette recette vous permet de recréer chez vous ce classique des cafés italiens, sans avoir besoin d’équipement professionnel ou de techniques compliquées.
Parfait pour les matins paresseux du week-end ou pour impressionner vos invités lors d’un brunch, ce moka café est crémeux, réconfortant et offre juste ce qu’il faut de douceur pour satisfaire votre envie de sucré sans être écœurant.
Instructions
- Préparer un espresso bien serré (environ 240 ml en deux shots).
- Pendant ce temps, mélanger dans une petite casserole le cacao en poudre et le sucre, ajouter 60 ml de lait, chauffer doucement en fouettant jusqu’à obtenir une pâte lisse.
- Verser l’espresso sur la pâte de chocolat et bien mélanger pour obtenir le moka.""",
      source="https://cuisinecreatif.com/?p=6594", kind="french",
      note="trap: Moka, moka, Maison"),
    R("""Le saviez-vous ?

Le Moka est à la base une variété de café noble produit en Éthiopie et au Yemen, aux saveurs sauvages et racées.
Mais on a par la suite donné le nom de Moka à un dessert (génoise avec une crème au beurre parfumée au café), à une préparation de pâtisserie (mélange cacao café), à une cafetière italienne (invention d’Alfonso Bialetti) et même à une cuillerée à café !

Le mocha est en réalité l’abréviation de Mocaccino, un capuccino avec beaucoup de lait, de la crème et du cacao. Toutes ces explications vous ont donné un peu mal à la tête ?

Buvez vite un bon café mocha, en réalisant cette excellente recette café mocha.

Café mocha : la recette traditionnelle

Versez dans une tasse 1 cuillerée à café d’un cacao en poudre grand cru.
  • Préparez un Expresso corsé et serré, environ 2 cl : les puristes choisiront des capsules café Éthiopie.
  • Versez l’Espresso sur le chocolat ; versez dessus le lait chaud et remuez.""",
      source="https://blog.litha-espresso.fr/recettes/recette-du-cafe-mocha/", kind="french",
      note="trap: Moka, mocha, vite, Espresso"),
    # ---------------------------------------------------------------- French: puppets
    R("""Charleville-Mézières à l'heure des marionnettes
Avec ses marionnettes accrochées aux façades des maisons, Charleville-Mézières (Ardennes) vit au rythme d'un festival bien particulier depuis 1961.
C'est un rendez-vous qui attire 400 compagnies du monde entier. Le festival de marionnettes de Charleville-Mézières (Ardennes), organisé jusqu'à dimanche 24 septembre, est l'équivalent du festival d'Avignon pour les marionnettistes. Et il y en a pour tous les goûts. Certains spectacles sont dédiés à un public d'enfants, mais d'autres sont de vrais plaisirs à découvrir pour les adultes.
Donner vie à des matériaux
Spectacle japonais vieux de 250 ans ou bien création contemporaine sur le racisme, voire même un cirque de poche né d'un simple rouleau de scotch... Le mot d'ordre du festival est la diversité.""",
      source="https://francetvinfo.fr/culture/spectacles/charleville-mezieres-a-l-heure-des-marionnettes_2383274.html", kind="french",
      note="trap: marionnettes (puppets), scotch"),
    # ---------------------------------------------------------------- French: Taurus
    R("""La constellation du Taureau est visible pour les skygazers à partir de fin octobre et début novembre. C'est l'une des rares constellations qui ressemble un peu à son nom, même s'il s'agit d'un bâton. Il contient un certain nombre d'étoiles fascinantes et d'autres objets à explorer.
Cherchez le Taureau dans le ciel le long de l'écliptique, près des constellations Orion et bélier. Il ressemble à un motif d'étoiles en forme de V avec de longues cornes s'étendant à travers le ciel.

Les étoiles les plus brillantes du Taureau
L'étoile la plus brillante du Taureau est l'alpha Tauri, également connu sous le nom d'Aldebaran. Aldebaran est une supergéante de couleur orange. Son nom vient de l'arabe "Al-de-baran", qui signifie "étoile principale", car il semble conduire l'amas d'étoiles des Pléiades à travers le ciel.""",
      source="https://fr.peopleperproject.com/posts/19763-how-to-find-the-taurus-constellation", kind="french",
      note="trap: Tauri, Orion"),
    # ---------------------------------------------------------------- French: a chef's star
    R("""Eric Mignard, le chef du Castel Marie-Louise à La Baule, retrouve enfin son étoile Michelin, perdue en 2015 après 29 ans de bons et loyaux services. Ce n’est que justice car Eric Mignard et son chef adjoint Jérémy Coirier font une cuisine remarquable.

A Angers, Gaétan Morvan et Fanny Gardier, au restaurant Lait Thym Sel, déjà étoilé en 2019, obtiennent l’étoile verte décernée par le guide Michelin, récompensant les pratiques éco-responsables et l’approche durable pratiquée par le restaurant.

La mauvaise nouvelle, c’est la perte de l’étoile pour le Gambetta à Saumur et pour son chef Mickaël Pihours.""",
      source="http://gastronomica.fr/etoile-a-la-baule-pour-eric-mignard/", kind="french",
      note="trap: chef, Sel"),
    # ---------------------------------------------------------------- Italian: La Scala, chefs
    R("""Umberto Giordano
Andrea Chénier
Direttore Riccardo Chailly
Regia Mario Martone
Coro e Orchestra del Teatro alla Scala
Nuova produzione Teatro alla Scala
Andrea Chénier, il capolavoro di Giordano che fu battezzato alla Scala nel 1896, vi manca dal
1985. Allora come oggi sul podio c’era Riccardo Chailly. Il maestro milanese, che nel 2018
festeggia i 40 anni dal debutto operistico con I masnadieri, ha diretto al Piermarini 18 opere
coprendo un repertorio vastissimo che da Verdi spazia a Stravinskij e Prokof’ev, da Rossini a
Puccini e, appunto, al verismo.""",
      source="https://studylibit.com/doc/2786141/andrea-ch%C3%A9nier", kind="prose",
      note="trap: Scala (a page in Italian)"),
    R("""I capi stellati del 56

1, 2 o 3 stelle, la celebre guida Michelin appunta riconoscimenti sulle giacche degli chef dei ristoranti della Francia e di Navarre da oltre un secolo. Tra arredi sontuosi e raffinati, lasciati trasportare da menù ricchi di creatività, all’interno dei quali si succedono prodotti autentici e sapori originali, per la gioia della tue papille.

Il Morbihan conta oggi otto chef stellati, che fanno della loro cucina un’arte culinaria vera e propria. Una cucina delicata, frutto di una sottile alleanza tra i prodotti dell’Oceano e del territorio bretone. Tante qualità che caratterizzano questo giovane Chef e la sua squadra, per la gioia dei buongustai di passaggio.""",
      source="http://www.morbihan-turismo.it/home/il-morbihan-mag/i-capi-stellati-del-56", kind="prose",
      note="trap: Chef, chef (a page in Italian)"),
]
