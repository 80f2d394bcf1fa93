"""French texts of the fourth fresh held-out set ("fresh-4"): pages in French, technical and not
-- travel diaries, recipes, news, encyclopaedia and literature whose words are also tool names
(« vue », « vite », « express », Mercure, le python, Java l'île...), and technical pages in
French (tutorials, a course's forum, documentation) that genuinely name tools.

Every text was fetched from a stored public copy of the page at the address given, and
labelled by hand without running the extractor on it. ``note`` starts with ``trap:`` (nothing
to extract; the trap words follow) or ``mixed:`` (the text names a tool). Nobody tunes the
extractor on these texts (``--split fresh-4``).
"""

from real_corpus import E, R, T

CASES = [
    R("""La pointe de Pen-Hir
Pour commencer notre séjour en Finistère, nous avons pris la direction de la pointe de Pen-Hir, proche de la commune de Camaret-sur-Mer. Au début, j’avais intégré au programme une petite randonnée matinale autour de ce lieu mais finalement, le temps allait nous manquer. Nous avons donc simplement fait un petit tour (sans trop se fatiguer pour l’après-midi). Puis la vue est tellement exceptionnelle que l’on a déjeuné sur le pouce au pied des falaises !
Le Cap de la Chèvre
Au programme de l’après-midi : un circuit de randonnée de 3h au Cap de la Chèvre. Je ne dis pas que les grands sportifs comme nous avons souffert (tu sens l’ironie là ?!), mais entre un soleil de plomb inattendu et la chaleur, les conditions n’étaient pas en notre faveur. Je vous passe également l’épisode du « tartinage de Biafine« le soir, aïe ! Quoi qu’il en soit, c’était magnifique, immense, sensationnel. Bref, c’est un passage obligé sur la presqu’île de Crozon.""",
      source="https://mcommemademoiselle.fr/?p=1590", kind="french",
      note="trap: vue, Biafine (a travel blog)"),
    R("""On visite Camaret sans en voir le curé, le petit dej au kouign amann dans Albert avec vue sur le port est nickel, à part la vue... Il pleut, les vitres se couvrent de buée.
La pointe de Pen-Hir et son tas de pois que l'on observe depuis quelques jours est bien jolie de près, en revanche la partie nord de la presqu'île ne casse pas 3 briques à un canard.""",
      source="http://albertetamarante.blogspot.com/2015/08/le-11-aout-t-sur.html", kind="french",
      note="trap: vue (a couple's van-trip diary; Albert is their van)"),
    R("""Docker Compose : l’orchestrateur incontournable
Docker Compose facilite grandement le déploiement de différents types de piles d'applications en permettant de définir et de gérer des applications
conteneurisées multi-services à l'aide d'un simple fichier YAML (`docker-compose.yml`).
Un conteneur unique suffit rarement — votre API réclame une base de données, un système de cache, un reverse-proxy, etc.
Compose orchestre tout cela de manière explicite et traçable
1. Pourquoi Docker Compose ?
- Une vision d’ensemble maîtrisée : Un unique fichier source de vérité (docker-compose.yml), versionné dans Git, décrit la stack complète.
Résultat : les environnements de développement, d’intégration continue et de préproduction deviennent reproductibles.
- Déploiement et reproduction instantanés Grâce à ce fichier unique, il suffit d’un docker compose up pour recréer l’environnement décrit — fidèlement, partout.""",
      T("Docker Compose"), T("Git"),
      source="https://aventuresdata.com/blog/docker-compose", kind="french",
      note="mixed: a French blog post on a container tool; YAML is a format; a bare docker-compose.yml"),
    R("""Ce que vous allez apprendre
Section intitulée « Ce que vous allez apprendre »- Image vs Conteneur : la différence fondamentale et le cycle de vie (created → running → exited)
- Layers et cache : pourquoi Docker est si efficace pour les builds et téléchargements
- Installation : Docker Engine (Linux) vs Docker Desktop (Windows/macOS) vs Colima
- CLI essentielle : run, ps, logs, exec, build, push — les commandes du quotidien
- Volumes : persistance des données avec volumes nommés, bind mounts et tmpfs
- Réseaux : bridge, host, overlay — connecter et isoler vos conteneurs""",
      T("Docker"), T("Linux"), T("Docker Desktop"), T("Windows"), T("macOS"), T("Colima"),
      source="https://blog.stephane-robert.info/docs/conteneurs/moteurs-conteneurs/docker", kind="french",
      note="mixed: a French DevOps guide's outline; Docker Engine is Docker itself; Windows/macOS joined by a slash; tmpfs is a file system type"),
    R("""Le python royal, ou Python regius (alimentation, maintenance, reproduction)
Le python royal, ou Python regius, est un Boïdé originaire d’Afrique. Il constitue l’un des meilleurs choix parmi les serpents disponibles en captivité.
Il mesure 1 m à 1,50 m et peut vivre une trentaine d’années, s’il reçoit des soins appropriés. Il grandit d’une vingtaine de centimètres par an environ, jusqu’à atteindre sa taille définitive lorsqu’il devient sexuellement mature, à quatre ou cinq ans.
Il en existe de nombreuses variétés. La plus commune est marron, parsemée de taches allant du jaune au marron foncé. Il possède sur les côtés de la bouche des sortes griffes, moins longues chez les femelles, qui sont en fait des pattes vestigiales perdues au cours de leur évolution. Mais cela est également visible chez tous les autres pythons. La tête des mâles est plus petite que celle de leur partenaire.""",
      source="http://animogen.com/?p=27444", kind="french",
      note="trap: python, Python, pythons"),
    R("""Noms communs : Python Royal, ball Python, python boule
Distribution (selon reptile database) : Sénégal, Gambie, Guinea Bissau, Guinée, Sierra Leone, Libbie, Côte d’Ivoire, Ghana, Togo, Benin, sud-ouest du Niger, Burkina Faso, Nigeria, Cameroun, République d’Afrique Centrale, Nord de la République Démocratique du Congo, Mali, Uganda, Soudan.
Caractéristiques physiques : Contrairement à ce que son nom peu laisser sous-entendre, le Python royal est un petit python, l’origine de son nom commun vient du fait que selon les croyances, la reine Cléopatre portait des
Python régius en guise de bracelets. C’est un serpent qui dépasse rarement les 1m50 de longueur.""",
      source="https://domaine-reptilia.forum-canada.com/t5-fiche-de-soins-python-regius-python-royal", kind="french",
      note="trap: Python, python (a reptile keepers' forum's care sheet; 'reptile database' is a reference work named in passing)"),
    R("""Exemple avec Express
const express = require('express');
const app = express();
app.use(express.json());
let users = [];
// GET - Liste des utilisateurs
app.get('/api/users', (req, res) => {
res.json(users);
});
// POST - Creer un utilisateur
app.post('/api/users', (req, res) => {
const user = { id: Date.now(), ...req.body };
users.push(user);
res.status(201).json(user);
});
// DELETE - Supprimer
app.delete('/api/users/:id', (req, res) => {
users = users.filter(u => u.id !== parseInt(req.params.id));
res.status(204).send();
});""",
      T("Express"), E("GET /api/users"), E("POST /api/users"), E("DELETE /api/users/:id"),
      source="https://www.jordaneyeno.ga/blog/api-restful-guide", kind="french",
      note="mixed: a French tutorial's code with French comments; routes declared by app.get/post/delete"),
    R("""Déscription
ExpressJS est une librairie Node.js très populaire pour créer des applications web. L'une de ses principales fonctionnalités est la création de routes, qui permettent de définir des URL pour lesquelles l'application répondra avec une certaine logique.
Dans ce chapitre, nous allons explorer les différentes manières de créer des routes avec ExpressJS, allant des routes les plus simples aux plus avancées.
Prérequis
Pour suivre ce chapitre, vous devez avoir une bonne compréhension du langage JavaScript et des connaissances de base en développement web, y compris la création de sites web statiques et dynamiques:
1. Initiation au language Javascript.
2. Initiation à la programmation serveur avec NodeJS.
3. Introduction a ExpressJS.
Structure du projet
Vous pouvez récuperer le projet le départ sur GitHub.
git clone https://github.com/Djemai-Samy/expressjs-initiation
Ou récupérer le projet de départ sur GitLab.""",
      T("Express"), T("Node.js"), T("JavaScript"), T("GitHub"), T("Git"), T("GitLab"),
      source="https://www.djemai-samy.com/posts/2.expressjs-routes.article", kind="french",
      note="mixed: a French course chapter; 'ExpressJS', 'NodeJS', 'Javascript'; a clone URL is not a file"),
    R("""Vous plairez t'il d'apprendre à réaliser une API REST en TypeScript, sous NodeJS ? Si oui, je vous propose de le faire en décortiquant un exemple d'API Node/TypeScript basique (création/édition/consultation/suppression d'utilisateurs), que j'ai spécialement réalisé pour vous, pour l'occasion ! Ça me permettra d'ailleurs de vous montrer quelques bonnes pratiques, aussi bien au niveau du typage fort TypeScript, qu'au niveau stockage de données en local (avec SQLite) et cryptage de mots de passe (avec Argon2).
Ainsi, vous verrez les bases d'une API REST, fonctionnant sous NodeJS, écrite en TS, qui vous apprendra (par l'exemple) comment créer une API avec NodeJS/TypeScript. Comme d'habitude, je vous expliquerais comment télécharger ce projet-exemple pour l'installer sur votre ordi, et comment s'en servir ; puis je vous expliquerais le code bloc par bloc, afin que ce soit le plus didactique, simple, et digeste possible ! Du reste, nous verrons également quelques commandes en ligne (avec curl), pour tester toutes les routes de cette api (lecture/GET, écriture/POST, mise à jour/PUT, effacement/DELETE, et test mot de passe). Ça vous dit ? Alors par ici la suite !""",
      T("REST"), T("TypeScript"), T("Node.js"), T("SQLite"), T("Argon2"),
      source="https://lecoints.fr/exemple-api-rest-typescript", kind="french",
      note="mixed: a French tutorial's introduction; 'NodeJS', 'Node/TypeScript', TS; curl is an everyday utility; création/édition/... and lecture/GET are not paths or endpoints"),
    R("""Tout près du Soleil, Mercure vit un enfer, cuite à 400 °C là où brille la lumière, mais refroidie à -150 °C de l'autre côté. Difficile à atteindre (car elle va vite), elle a été survolée par des ondes, surtout Messenger (Nasa), en orbite de 2011 à 2015. L'engin a permis de comprendre un relief chaotique, aux antipodes d'un cratère géant, Caloris : l'impact a été si fort qu'il a secoué et craquelé la petite planète. Cette vidéo en montre une reconstitution. Depuis, Mercure s'est calmée et a calé sa rotation sur son orbite autour du Soleil.

Voir la vidéo : Mercure, le monde des extrêmes""",
      source="https://forums.futura-sciences.com/commentez-actus-dossiers-definitions/823720-video-mercure-monde-extremes.html", kind="french",
      note="trap: Mercure, vite, Messenger, Nasa (a science magazine's forum post)"),
    R("""Mercure par BepiColombo
Image Credit & License: ESA, JAXA, BepiColombo, MTM
Quelle partie de la Lune est-ce? Aucune - parce que ceci est la planète Mercure. L'surface ancienne de Mercure est fortement cratérisée comme celle de notre Lune. Mercure, bien que légèrement plus grand que cette dernière, elle est beaucoup plus dense et plus massive que n'importe quelle lune du Système Solaire car elle est composée principalement de fer. En fait, notre Terre est la seule planète plus dense.""",
      source="https://apod.vidry.ca/day/220628", kind="french",
      note="trap: Mercure, ESA (an astronomy picture of the day in French translation)"),
]
