"""French pages of the seventh fresh held-out set ("fresh-7"): chocolate cake recipes and local
and national news of the puppet festival of Charleville-Mezieres. Nothing in them is a
technology.

Taken from stored public copies of the pages at the addresses given, kept as written and
labelled by hand without running the extractor (``--split fresh-7``).
"""

from real_corpus import R

CASES = [
    # ---------------------------------------------------------------- French
    R("""Le gâteau au chocolat est bien plus qu'un simple dessert ; c'est une véritable institution de la pâtisserie française, un souvenir d'enfance universel qui traverse les générations sans jamais prendre une ride. Ce qui définit un gâteau comme étant véritablement "moelleux", c'est cet équilibre subtil entre une texture aérienne et un cœur qui reste humide, presque fondant. Ma recette, perfectionnée au fil de mes vingt années en cuisine, repose sur une technique de mélange précise et un choix rigoureux de chocolat de couverture.

  • 200 g chocolat noir pâtissier (65% cacao) (coupé en morceaux)
  • 150 g beurre doux (coupé en dés)
  • 80 g farine de blé T55 (tamisée)

Préchauffez votre four à 180°C""",
      source="https://recette-painperdu.fr/recette/recette-gateau-moelleux-au-chocolat", kind="french",
      note="trap: none (a French recipe)"),
    R("""Voici une recette gourmande et chocolatée, qui saura ravir les amoureux du chocolat fondaaaaaaant et réchauffer les plus frileux pendant cet hiver !

Préparation de la pâte
- Fondre le chocolat au bain marie à l'aide de deux casseroles.
- Fondre le beurre dans une petite casserole à feu doux.
- Battre les blancs en neige au fouet électrique ou au robot à pâtisser (astuce : les blancs sont bien montés s'ils ne bougent pas lorsqu'on retourne le saladier).
Cuisson finale
- Préchauffer le four à 180°C en chaleur tournante.
- Beurrer le moule à cake, et y verser la préparation finale du point 9.
- Placer au four environ 35 min.""",
      source="https://lesloisirsdemathilde.com/2019/11/05/moelleux-et-fondant-au-chocolat/", kind="french",
      note="trap: none (a French recipe)"),
    R("""Charleville – Les Barionnettes de la Voie verte donnent le ton du Festival des Marionnettes
Le Festival mondial des théâtres de marionnettes ne commence officiellement que dans quelques jours, mais son préambule est déjà en cours à Charleville-Mézières. Depuis ce jeudi 11 septembre, les Barionnettes de la Voie verte sillonnent les bords de Meuse avec des spectacles joués dans les bars, de Montcy-Notre-Dame à Nouzonville. Point fort de ce lancement : le marionnettiste Philippe Saumont, fidèle du festival depuis 30 ans, a pris le départ""",
      source="https://radio-bouton.org/category/actu/page/25", kind="french",
      note="trap: none (French local news)"),
    R("""Les marionnettes font le show à Charleville-Mézières

Quelle que soit leur taille et la façon dont elles prennent vie, les marionnettes fascinent toujours autant leur public. A Charleville-Mézières (Ardenne) durant dix jours, les compagnies viennent du monde entier souvent pour présenter un nouveau spectacle. Les personnages de chiffon, de bois ou de métal sont partout dans la ville et même parfois à disponibilité du public. "Vous avez des marionnettes qui viennent de Birmanie, des marionnettes qui ont vraiment joué en Indonésie", lance un professionnel. La marionnette est un art universel et cela fait 40 ans que l'Ecole nationale supérieure de Charleville-Mézières en est le témoin.""",
      source="https://www.tf1.fr/tf1/jt-13h/videos/les-marionnettes-font-le-show-a-charleville-mezieres-76950638.html",
      kind="french",
      note="trap: none (French television news)"),
    R("""Charleville-Mézières (Ardennes) retrouve à partir du 17 septembre, et jusqu'au 26, son festival mondial des théâtres de marionnettes qui fête son soixantième anniversaire: 104 spectacles venus de 16 pays, 162 compagnies et plus de 150.000 visiteurs sont attendus.

Le Covid-19 est venu bouleverser l'organisation de cette 21ème édition. "C'est beaucoup, beaucoup plus compliqué. C'est l'incertitude permanente", souffle le directeur du festival Pierre-Yves Charlois.

Cette année, pas de spectacle d'inauguration ni de clôture sur la Place Ducale où le masque restera obligatoire durant les spectacles de rue. Le pass sanitaire sera exigé à l'entrée de tous les spectacles en salles, "in" comme "off".""",
      source="https://m.rtl.be/info/1325119", kind="french",
      note="trap: Covid-19"),
    R("""Tout a recommencé avec les amours d'un danseur et d'une pelleteuse. Au cœur de Charleville-Mézières, sur la majestueuse place Ducale, jumelle de celle des Vosges à Paris. Un gigantesque bras articulé et son gracieux prétendant, dans une mise en scène orchestrée par le chorégraphe Dominique Boivin.
L'ouverture, vendredi dernier, du Festival mondial des théâtres de marionnettes, quinzième du nom, prenait le sujet de haut. Sous les arcades de la place, les stands pavoisaient de nouveau. Les vitrines des boutiques tiraient les fils dans toutes les directions, jusqu'au boulanger qui vantait ses avatars de Pinocchio en chocolat.""",
      source="https://www.staging.libe.io/theatre/2009/09/23/mains-hautes-sur-la-ville_583357",
      kind="french",
      note="trap: Pinocchio"),
]
