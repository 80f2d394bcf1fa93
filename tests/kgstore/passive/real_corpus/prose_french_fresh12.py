"""French pages of the twelfth fresh held-out set ("fresh-12"): treks in the Atlas with a view (la vue) of
the high chain, la rouille of the bouillabaisse (and what to make "vite"), and chefs -- Amandine Chaignot's
new inn Sauge, a newly starred chef surprised that it came so quickly. Nothing in them is a technology.

Taken from stored public copies of the pages at the addresses given, kept as written and labelled by hand
without running the extractor (``--split fresh-12``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    R("""Les trekkings en altitude (plusieurs jours en haute montagne) permettent l’ascension du Toubkal ou du M’Goun, “4000” sans difficulté technique.
Nous découvrons les hautes vallées de ces massifs imposants aux parois abruptes. Ce n’est certes pas un hasard si les Berbères l’appellent la montagne des montagnes. Pour traverser les nombreux hameaux de tradition ancestrale de ces vallées ensoleillées, nous suivons de confortables sentiers muletiers. Les ascensions sont progressives, tout en passant des villages berbères au monde beaucoup plus minéral de la haute montagne. La récompense en est la magnifique vue sur la haute chaîne, avec le contraste entre les cols enneigés, le bleu azur du ciel marocain et les lointains sahariens estompés par les brumes chaudes.
La logistique est assurée par une équipe de cuisiniers, des muletiers pour les bagages, et votre guide. Selon les circuits et les jours, nuits sous tente, en refuge, en gîte dans les villages.
Nous rentrons ensuite à Marrakech la rouge, où affluent les montagnards de tout l’Atlas, lui conférant ainsi une grande originalité.""",
      source="http://www.aventure-berbere.com/types/rando-trekking/trekking-montagne/", kind="french",
      note="trap: vue, Atlas, azur (Azure), chaîne"),
    R("""Le Haut Atlas est la plus grande chaîne de montagnes d’Afrique du Nord. En effet, il s’étire sur une longueur de 750 km et abrite les monts les plus élevés de la région qui sont Toubkal et M’Goun. Par ailleurs, il constitue une destination idéale pour un trekking de 4 jours au Maroc. Il propose des chemins de tous les niveaux permettant aux globe-trotters d’admirer le massif à leur rythme. En outre, faire une randonnée pédestre dans le Haut Atlas, c’est partir à la rencontre des Berbères dans leurs villages hauts perchés. Cela peut se traduire également en un voyage aventure au cœur d’un paysage varié mêlant montagnes et cultures en terrasses.
Faire l’ascension du mont Toubkal
Pendant les 2 premiers jours de leur trek, les bourlingueurs graviront, entre autres, le mont Toubkal. Surnommé le toit de l’Afrique du Nord, ce dernier est le point culminant du Haut Atlas avec une altitude de 4 167 m. Il est situé à environ 63 km au sud de Marrakech.""",
      source="http://voyageaucentredelaterre.fr/author/buuyers/page/2", kind="french",
      note="trap: Atlas, Haut, chemins"),
    R("""Si vous avez déjà savouré un morceau de pain grillé plongé dans une véritable bouillabaisse ou une cotriade, vous savez que la rouille ne se résume pas à un simple accompagnement. Cette crème orangée, relevée et intensément parfumée à l’ail et au safran, incarne l’essence même du plat, apportant ce relief et ce contraste indispensables face à la finesse iodée des poissons.
En Provence, on ne plaisante pas avec la rouille : elle doit piquer sans brûler, être onctueuse sans être lourde, et surtout avoir ce beau rouge brique qui vient du piment et du safran.
La rouille maison connaît un vrai retour en force. Les gens en ont assez des versions industrielles trop fades ou trop mayonnaisées. La recette authentique, celle qu’on trouve dans les livres de cuisine provençale ou chez les pêcheurs du Vieux-Port, est simple, rapide et se fait avec des ingrédients qu’on a presque tous chez soi.
Ce qui fait vraiment la différence
- L’ail cru écrasé au mortier : il libère toute son intensité.
- Le pain rassis trempé dans le bouillon : c’est lui qui donne la texture épaisse et veloutée.
- Le safran en filaments (pas en poudre) : une vraie touche de luxe et de couleur.""",
      source="https://minuteduchef.com/?p=2224", kind="french",
      note="trap: rouille (Rust), safran (Safari?), brique"),
    R("""RECETTE BOUILLABAISSE PROVENÇALE
Ingrédients pour 4 personnes
• 1,5 kg de poissons variés (rascasse, saint-pierre, lotte, grondin, dorade…)
• 1 kg de moules
• 500 g de tomates
• 2 carottes
• 1 poireau
• 4 gousses d’ail
• 1 bouquet garni
• 30 cl de vin blanc
• 1 g de safran
Pour la rouille
• 3 gousses d’ail
• 1 petit piment rouge
• 1 jaune d’œuf
• 1 tranche de pain de mie
• 25 cl d’huile d’olive
Étapes de préparation
1 Lavez et émincez les carottes, le fenouil et le poireau. Pelez et hachez l’ail et l’oignon. Faites chauffer l’huile dans une cocotte et laissez fondre l’ail, l’oignon, les tomates concassées, les carottes, le fenouil et le poireau. Ajoutez les parures des poissons, le vin blanc, le bouquet garni et l’eau. Assaisonnez de sel, poivre et d’une pincée de safran. Laissez cuire 30 min.
4 Pour la sauce rouille, mouillez le pain avec un peu de bouillon. Pilez-le dans un mortier avec l’ail pelé et le piment, puis ajoutez le jaune d’œuf. Salez poivrez et montez avec l’huile ajoutée en filet, comme une mayonnaise.""",
      source="https://www.lepetitcamarguais.fr/recette-bouillabaisse-provencale/", kind="french",
      note="trap: rouille, vin (Wine), filet (a recipe; some ingredient lines and steps cut)"),
    R("""C’est aux familles marseillaises, habitant le sud de la France, qu’on doit cette copieuse soupe à base de poissons. Son nom dérive de l’occitan, un dialecte provençal, et signifie « bouillir » et « baisser [le feu] ». À l’origine, le bouillon était réalisé à partir des poissons de roche invendus par les pêcheurs à la criée du port, auquel ils ajoutaient au moins trois autres sortes de poissons (rascasse, grondin, congre, etc.) entiers. Notre version met en vedette des espèces plus communes, mais on peut opter pour d’autres combinaisons. Et bien sûr, la bouillabaisse n’est jamais servie sans la rouille, une sorte de mayonnaise (parfois tomatée)
à l’ail et au safran que l’on tartine sur des croûtons.""",
      source="https://ricardocuisine.com/recettes/7932-bouillabaisse", kind="french",
      note="trap: rouille, port, soupe"),
    R("""Sauce rouille
Voici ma recette authentique de la sauce rouille française, la fameuse mayonnaise à l’ail et au safran servie avec la bouillabaisse !
Et je te conseille d’aller vite tester ma version simplifiée de la bouillabaisse traditionnelle ! Ma version est riche en saveur, tout en restant facile à préparer.
Qu’est-ce qu’une sauce rouille ?
La rouille est une sauce française traditionnelle originaire de la région de Provence. Son nom vient de la couleur rouge-orange de la sauce, qui rappelle la rouille.
Cette sauce accompagne souvent les plats de fruits de mer et les soupes de poisson, notamment la célèbre bouillabaisse (voir ma recette de bouillabaisse).
Liste des ingrédients
La sauce rouille est une mayonnaise assaisonnée de safran, d’ail et de quelques épices. Tous les ingrédients sont faciles à trouver !
- L’huile d’olive: Choisissez une huile d’olive extra vierge de bonne qualité. . Évitez les huiles d’olive au goût trop prononcé.
- Jaunes d’œuf : Les jaunes d’œuf servent d’émulsifiant. Ils lient l’huile d’olive et créent une texture crémeuse pour la mayonnaise. Utilisez des œufs frais et pasteurisés pour minimiser les problèmes de sécurité alimentaire.""",
      source="https://lacuisinedegeraldine.fr/sauce-rouille", kind="french",
      note="trap: rouille, vite (Vite), version"),
    R("""Après Pouliche, Café de Luce, Rosy et Maria et Nepita, Amandine Chaignot concrétisera à la rentrée un nouveau projet, hors de Paris cette fois.
Et c’est du côté du Perche, plus précisément au sein de la commune de Réveillon (Orne), que nous la retrouverons en septembre pour l’ouverture de son auberge : Sauge.
« Ce restaurant est aussi une histoire de moment. Après toutes ces années dans le bouillonnement de Paris, j’ai envie de quelque chose de plus intime, comme une respiration ancrée dans les collines du Perche » déclare la cheffe, qui a repris le dernier commerce du village. Un lieu qu'elle compte bien rendre accessible à la clientèle locale comme aux touristes de passage. "A l'inverse d'un restaurant élitiste et fermé, je souhaite créer quelque chose d'authentique, qui rassemble."
En rénovation depuis 1 an, Sauge s'articulera autour de deux espaces invitant les convives à un voyage autour du terroir percheron : un bistrot de 35 couverts proposant un menu à moins de 25€ et une table "fine dining" de 12 couverts où la cheffe imaginera un menu unique, laissant tout de même le choix du dernier plat.""",
      source="https://lechef.com/sauge-future-auberge-percheronne-par-amandine-chaignot", kind="french",
      note="trap: Sauge (sage), cheffe (Chef), moment (Moment.js), Café"),
    R("""Christophe Chiavola, Le Prieuré Baumanière à Villeneuve-lès-Avignon
“Quand le Michelin m’a appelé, ça a été une grande surprise, je ne m’y attendais pas si vite. J’étais au volant, je me suis arrêté et il m’a fallu quelques minutes pour pouvoir repartir après cet appel. J’avais déjà été étoilé, mais je ne m’étais jamais rendu à la cérémonie, c’était un mélange d’euphorie, de bonheur et d’angoisse. J’ai profité à fond de chaque minute. Aujourd’hui, je sais que la réouverture va être un peu chaotique au départ, mais je suis serein et confiant, et je compte bien continuer à lâcher les lions sans restriction et sans peur en cuisine…”
Son parcours : Après une formation en CAP cuisine sans finalement obtenir son diplôme, Christophe Chiavola se forme en autodidacte, se passionnant pour les livres et revues culinaires en enchaînant différents postes dans la restauration. Également formé par un disciple d’Escoffier, le jeune chef se dirige vers le Var, Sète, puis Saint-Rémy-de-Provence, où il participe à des ouvertures d’établissements et prend de plus en plus de responsabilités.""",
      source="https://m.lhotellerie-restauration.fr/actualite/les-nouveaux-etoiles-du-sud-ouest", kind="french",
      note="trap: vite, chef, Var, CAP (the theorem)"),
]
