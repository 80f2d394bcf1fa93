"""French pages of the eleventh fresh held-out set ("fresh-11"): rust (la rouille) on tools and the
vinegar that removes it, what "vite" things do, hotels with a sea view (la vue), and three French
technical pages on Express (a quick start with its routes, a glossary entry, course notes).

Taken from stored public copies of the pages at the addresses given, kept as written and
labelled by hand without running the extractor (``--split fresh-11``).
"""

from real_corpus import E, R, T  # noqa: F401

CASES = [
    R("""Outils rouillés ? Le vinaigre et le citron font peau neuve !
Vos vieux outils du garage ressemblent à des reliques du Titanic ? Cette rouille orangée qui bouffe le métal, c'est fini ! Avec du vinaigre blanc et un peu d'huile de coude, vos outils vont retrouver une seconde jeunesse. Mamie savait rénover un vieux marteau rouillé en 30 minutes !
Étapes
Rassemblez tous vos outils rouillés : clés, marteaux, tournevis, sécateurs... Tout ce qui a du métal oxydé. Enlevez d'abord la saleté grasse ou la terre avec une brosse sèche.
Dans votre bassine ou bac, versez du vinaigre blanc pur (ne le diluez pas, il doit être bien concentré pour attaquer la rouille). Ajoutez le jus des citrons et 2 cuillères à soupe de gros sel.
Laissez tremper minimum 2 heures. Pour la rouille vraiment tenace et ancienne, vous pouvez laisser toute une nuit (8-12 heures). Plus c'est rouillé, plus il faut de temps.
Pendant le trempage, vous allez voir l'eau devenir orange-brun : c'est la rouille qui se dissout ! L'acide acétique du vinaigre + l'acide citrique du citron = combo anti-rouille surpuissant.""",
      source='https://secretsdegrandmere.pages.dev/astuce/enlever-rouille-outils-vinaigre', kind='french',
      note='trap: rouille, rouillés, Titanic'),
    R("""Des outils qui accrochent, un sécateur qui force ou une clé plate marquée de taches orangées donnent vite l’impression d’un atelier laissé à l’abandon. Pourtant, dans la plupart des maisons, cette rouille n’est pas un point de non-retour mais le signe que le métal a simplement été laissé trop longtemps au contact de l’humidité. Avec quelques gestes ciblés, il est possible de redonner vie à la majorité des pinces, tournevis, marteaux et outils de jardin sans passer par la case achat compulsif.
Les solutions les plus efficaces ne se trouvent pas forcément au rayon “produits miracles”, mais plutôt dans les placards de la cuisine : vinaigre blanc, bicarbonate de soude, citron, voire même pomme de terre. Le reste se joue sur la prévention : une bonne ventilation du garage, un rangement malin, une fine couche d’huile et quelques réflexes simples évitent à la rouille de revenir plus vite qu’un lendemain de pluie sur un chantier.""",
      source='https://floreconstruction.fr/?p=607', kind='french',
      note='trap: vite, rouille'),
    R("""La rouille : un fléau du quotidien… mais pas une fatalité !

Ah, la rouille ! Ce fléau orangé qui attaque silencieusement nos outils de jardin, nos vélos oubliés dehors, les grilles du barbecue, ou même les tuyaux sous l’évier… Elle est tenace, coriace, et ne semble laisser aucune chance. Heureusement, pas besoin de produits chimiques agressifs pour lui tenir tête. À la maison, on a déjà tout ce qu’il faut pour lui déclarer la guerre – de façon écologique et naturelle, évidemment !

Le vinaigre blanc : le roi de la rouille (et de ce blog)

Sans surprise, le vinaigre blanc arrive en tête. C’est l’acide acétique qu’il contient qui s’en prend directement aux dépôts de rouille. Utilisation ? Rien de plus simple :

  • Plongez l’objet rouillé dans un bain de vinaigre (idéalement pendant toute une nuit).""",
      source='https://vinaigreblanc.fr/quel-est-le-produit-le-plus-efficace-pour-enlever-la-rouille-comparatif-ecologique-et-naturel/', kind='french',
      note='trap: rouille, blog'),
    R("""Avec le temps, il arrive que nos objets en métal laissent apparaître des taches orangées. Des aliments comme le citron, l’oignon ou la pomme de terre permettent de se débarrasser de la rouille. Efficace sur les voitures, le polish fonctionne aussi très bien sur les métaux rouillés.

Faute d’entretien ou à cause du temps qui passe et des éléments naturels, il arrive que le métal rouille, laissant apparaître des taches brunes ou orangées sur le matériau. C’est le signe d’une corrosion et donc d’une fragilisation de l’outil en fer qui réagit ainsi à force d’exposition au dioxygène ou à l’eau. Mais l’apparition de rouille n’est pas irréversible. Voici huit astuces pour l’enlever.

Le vinaigre blanc

C’est l’indispensable du nettoyage. Même face à la rouille, le vinaigre blanc peut s’avérer très efficace.""",
      source='https://www.tf1info.fr/societe/huit-astuces-pour-vous-debarrasser-de-la-rouille-sur-vos-objets-en-metal-2287321.html', kind='french',
      note='trap: rouille, polish'),
    R("""Villa Tri Men, Sainte-Marine. L’effet est toujours le même. Lorsqu’un hôte découvre, au bout du chemin qui mène à l’entrée, et la maison et la vue, il s’exclame. Non pas que l’une et l’autre soient spectaculaires, mais le Tri Men est si bien situé sur l’estuaire de l’Odet, la villa est si élégante et bien proportionnée qu’on sait déjà que l’expérience sera à la hauteur.

Sémaphore de Lervily, Esquibien. Voilà une adresse que l’on garderait bien pour soi. Ouvert cette année, ce gîte s’est glissé dans un ancien sémaphore de la fin du XIXe siècle, sur la pointe de Lervily, face à la baie d’Audierne, à une trentaine de kilomètres à l’ouest de Quimper, dans le Finistère. Dès l’entrée, la terre ferme semble disparaître comme sur un bateau. La vue embrasse l’océan de toutes parts – jusqu’aux 4 chambres.""",
      source='https://thegoodlife.thegoodhub.com/2020/08/06/nos-hotels-sur-la-cote-atlantique-4-5-ouessant-sainte-marine-et-porspoder/', kind='french',
      note='trap: vue'),
    R("""Concept 2: Routing
Définir des endpoints avec les méthodes HTTP :
app.get('/users', getUsers);      // GET /users
app.post('/users', createUser);   // POST /users
app.put('/users/:id', updateUser); // PUT /users/123
app.delete('/users/:id', deleteUser);

Concept 3: Request & Response

app.get('/users/:id', (req, res) => {
  const id = req.params.id;       // Paramètres URL
  const sort = req.query.sort;    // Query string ?sort=name
  const token = req.headers.authorization;

  res.status(200).json({ id, sort });
});

Quick Start

Create Project

mkdir my-app && cd my-app
npm init -y
npm install express

Create index.js

import express from 'express';
const app = express();

app.get('/', (req, res) => {
  res.json({ message: 'Bonjour Express!' });
});""",
      T('Express'), T('npm'), E('GET /users'), E('POST /users'), E('PUT /users/:id'), E('GET /users/:id'), E('GET /'),
      E('DELETE /users/:id'),
      source='https://quickstart.to/expressjs/fr', kind='french',
      note="mixed: Express's routes in a French quick start; PUT /users/123 is an example request of the :id route; the delete route is defined in code (app.delete); index.js bare"),
    R("""Qu’est-ce que Express ?
Express est un framework web léger pour Node.js, un environnement JavaScript côté serveur.
Il permet de créer des applications web et APIs de manière rapide et structurée.
Express est très utilisé dans l’écosystème JavaScript pour sa simplicité et sa flexibilité.
À quoi sert Express ?
Express sert à construire des sites web, des APIs REST ou des services backend dynamiques.
Il gère les requêtes HTTP entrantes (GET, POST, etc.) et les réponses envoyées par le serveur.
Une route, comme /utilisateurs, peut avoir plusieurs middlewares pour gérer la logique métier.
Différences avec des notions proches
Express n’est pas un langage, mais un outil pour développer en JavaScript côté serveur.
Contrairement à un CMS comme WordPress, Express ne fournit pas d'interface ou modèles prêts à l’emploi.
Par rapport à des frameworks plus complets (NestJS, Laravel), Express est plus minimaliste.""",
      T('Express'), T('Node.js'), T('JavaScript'), T('REST'), T('WordPress'), T('NestJS'), T('Laravel'),
      source='https://www.bureaudestalents.com/glossaire-tech/express', kind='french',
      note='mixed: a French glossary entry on Express; /utilisateurs has no method'),
    R("""Express.js
Express.js est un framework pour construire des applications web en Node.js. C'est de fait le framework standard pour le développement de serveur web en Node.js.
Les objets req et res
L’objet req représente la requête HTTP transmise au serveur. Cet objet permet, entre autres :
- D’accéder aux paramètres transmis dans l’URL
- D’accéder aux données transmise dans le corps de la requête (body)
- De manipuler les cookies
Routes et méthodes HTTP
Dans l’exemple précédent, la requête utilise la méthode GET, qui récupèrent les informations directement dans l’URL.
D’autres méthodes sont aussi définies dans le protocole HTTP. Les plus communes sont : GET, POST, PUT, DELETE.
Avec Express.js, il est possible d’utiliser la même URL avec différentes méthodes. Cela se fait en modifiant la méthode auprès de la route :
Méthode http | Code |
---|---|
GET | router.get(path, function(req, res, next) { … }) |
POST | router.post(path, function(req, res, next) { … }) |""",
      T('Express'), T('Node.js'),
      source='https://services-web-victo.github.io/notes_de_cours/node/express', kind='french',
      note="mixed: French course notes on Express; the routes' path is a placeholder"),
]
