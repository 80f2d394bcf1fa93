"""French texts of the sixth fresh held-out set ("fresh-6"): pages in French, technical and not
-- Provence's mistral, the lynx of the Jura and Nancy's place Stanislas, whose words are also
tool names, and French tutorials and documentation on routing in Express and on REST APIs that genuinely name
tools and define routes.

Every text was fetched from a stored public copy of the page at the address given, and
labelled by hand without running the extractor on it. ``note`` starts with ``trap:`` (nothing
to extract; the trap words follow) or ``mixed:`` (the text names a tool). An endpoint is
labelled only as "METHOD /path" when the text gives that path's method. Nobody tunes the
extractor on these texts (``--split fresh-6``).
"""

from real_corpus import E, R, T

CASES = [
    R("""Le mistral - Sa Majesté le Prince des vents

Le mistral, dont le nom provençal "mistrau" signifie "le maître", est le vent froid, sec et violent qui souffle du nord vers le sud, de la vallée du Rhône sur les régions méditerranéens.

Surtout en Provence où il peut atteindre de jour une vitesse moyenne de 50 km/h et peut avoir des rafales supérieures à 100 km/h.
Ce vent qui rends fou, comme disent les provençaux aussi. Car sa Majesté peut troubler le sommeil et rendre plus nerveux. Ce vent qui peut avoir des conséquences négatives sur la santé et sur le mental. Ce vent fort qui dessèche la peau et transporte de pollens qui accroît les allergies respiratoires.""",
      source="https://cigalesgourmandes.fr/le-mistral/", kind="french",
      note="trap: mistral (a Provençal food shop's page on the wind)"),
    R("""Le Mistral toujours gagnant !

Le Mistral est autant associé à l’image de la Provence que le crachin l’est à celle de la Bretagne. Bénéfique ou néfaste, vénéré ou décrié, ce vent catabatique (qui descend la pente sans la remonter) est, n’hésitons pas à le dire, totalement ambivalent. En parfait intrus, il s’invite dans la vie des provençaux et l’affecte parfois. Mais le Mistral rend respectueux et humble. Une vraie leçon de vie.

Après le pont le plus célèbre du monde, la Provence peut s’enorgueillir d’avoir, avec le Mistral, le vent régional le plus célèbre. Il est tellement illustre qu’il se décline en centre commercial, en radio FM, en réseau de transport en commun, en biscuits, en frégate pour la Marine Nationale ou encore en bonbons (dans sa version gagnant)… Pas sûr qu’il en soit de même pour la Tramontane.""",
      source="https://www.echodumardi.com/actualite/le-mistral-toujours-gagnant/amp/", kind="french",
      note="trap: Mistral (a Vaucluse weekly's article)"),
    R("""« Le lynx, c’est un peu notre panthère à nous. C’est une chance inouïe d’avoir un gros félin comme ça dans nos forêts. Jusqu’au XVe siècle, on le trouvait partout en France, aussi bien en plaine qu’en montagne. Chassé pour sa fourrure, il a progressivement disparu pour s’éteindre au début du XXe siècle. Il a fallu une réintroduction dans le Jura suisse dans les années 1970 pour le voir revenir chez nous, témoigne Gilles Moyne, fondateur du Centre de protection de la faune sauvage Athénas, dans le Jura. »

Lynx lynx

C’est la dénomination latine du lynx boréal, l’espèce qu’on trouve en France et dans plusieurs pays d’Europe et d’Asie. Il existe trois autres espèces dans le monde : le lynx pardelle (limité au sud-est de l’Espagne), le lynx du Canada et le lynx roux (exclusivement en Amérique du Nord).""",
      source="https://villagemagazine.fr/le-lynx-en-toute-discretion/?add-to-cart=31246", kind="french",
      note="trap: lynx, Lynx (a rural magazine's article, the end of the quotation trimmed)"),
    R("""Il n’y a pas de nom plus flatteur pour décrire ma ville natale ! Après avoir admiré quelques-unes des plus belles places de France (Place d’Albertas à Aix-en-Provence, Place de la Bourse à Bordeaux, Place Vendôme à Paris), il faut reconnaitre que celle de Nancy les égale toutes !
La Place Stanislas est justement le point focal vers lequel tous les touristes convergent… et ils ont bien raison. Lorsqu’on entre dans la place par les portes royales recouvertes d’or, on comprend pourquoi les Nancéens la qualifie de « plus belle place du monde » !
Commandée par Stanislas Leszczyński, roi déchu de Pologne et dernier duc de Lorraine, cette place royale a été construite entre 1751 et 1755 sous la direction de l’architecte Emmanuel Héré.
Les deux magnifiques fontaines représentent Neptune et Amphitrite dans un style rococo qui tranche avec l’architecture néoclassique de la place.""",
      source="https://www.frenchmomentsblog.com/nancy-la-ville-aux-portes-d%E2%80%99or/", kind="french",
      note="trap: Nancy, Neptune, Paris (a travel blog's post on the writer's home town)"),
    R("""Routage fait référence à la détermination de la façon dont une application répond à un nœud final spécifique, c’est-à-dire un URI (ou chemin) et une méthode de requête HTTP (GET, POST, etc.).
Chaque route peut avoir une ou plusieurs fonctions de gestionnaire, qui sont exécutées lorsque la route est mise en correspondance.
Ce tutoriel suppose qu’une instance d’express
appelée app
soit créée et que le serveur soit en cours d’exécution.
Si vous ne savez pas créer et démarrer une application, reportez-vous à l’exemple Hello world.
Les exemples suivants illustrent la définition de routes simples.
Réponse Hello World!
sur la page d’accueil :
app.get('/', function (req, res) {
res.send('Hello World!');
});
Réponse à une demande POST sur la route racine (/
), sur la page d’accueil de l’application :
app.post('/', function (req, res) {
res.send('Got a POST request');
});
Réponse à une demande PUT sur la route /user
:
app.put('/user', function (req, res) {
res.send('Got a PUT request at /user');
});
Réponse à une demande DELETE sur la route /user
:
app.delete('/user', function (req, res) {
res.send('Got a DELETE request at /user');
});""",
      T("Express"), E("GET /"), E("POST /"), E("PUT /user"), E("DELETE /user"),
      source="https://expressjs.com.cn/fr/starter/basic-routing.html", kind="french",
      note="mixed: a mirror of the French translation of Express's routing guide, its broken lines kept; Express by its name (une instance d’express)"),
    R("""Rappel de la syntaxe du GET
en ExpressJS:
app.get("/", (request, response) => {
response.statusCode = 200
response.send({ message: "Mon premier JSON!" })
})
Halte! un outils important
Avant de pouvoir continuer, on va devoir installer un outils indispensable pour le bon dévelopeur d'API que je suis:
Postman
Le tour des lieux
Ca va etre assez simple, Postman permet de créer des requetes de tout types avec modification des en-tetes, parametres et tout le reste.
On connais déjà la syntaxe:
app.get("/bonjour", (request, response) => {
response.send({ message: "Bonjou!" })
})
POST
: crée un truc et que ca saute!
Crée moi ca
app.post("/champion", (request, response) => {
response.send({ message: "J'ai t'ai créé ton truc 🤞 (je mens)!" })
})""",
      T("Express"), T("Postman"), E("GET /"), E("GET /bonjour"), E("POST /champion"),
      source="https://dev.to/sidali/developper-une-api-rest-avec-nodejs-express-et-mongodb-3-les-verbes-http-ko6", kind="french",
      note="mixed: a French series on building an API (ExpressJS for Express); three routes defined; MongoDB only in the address"),
    R("""Étape 1 — Vocabulaire REST
Ressource : "client", "facture", "produit" (nom commun pluriel)
Endpoint : URL associée, ex: /clients, /clients/42
Verbe HTTP : action sur la ressource
GET lire
POST créer
PUT remplacer entièrement
PATCH modifier partiellement
DELETE supprimer
Status code : réponse serveur (200 OK, 404 Not Found, 500 Error...)
Étape 2 — Tester une API publique avec curl
# API JSONPlaceholder (gratuite, pour tests)
curl https://jsonplaceholder.typicode.com/users/1
# Lire avec jq (parseur JSON)
curl -s https://jsonplaceholder.typicode.com/users/1 | jq .
# Créer
curl -X POST https://jsonplaceholder.typicode.com/posts \\
-H "Content-Type: application/json" \\
-d '{"title":"Mon post","body":"Contenu","userId":1}'""",
      T("curl"), T("jq"), T("JSONPlaceholder"),
      source="https://itskillscenter.io/api-rest-comprendre-et-utiliser-les-api-pour-integrer-des-services/", kind="french",
      note="mixed: a French course's first steps; /clients and /clients/42 are given with no method, and the curl -X POST goes to a whole URL, so no endpoint; JSONPlaceholder the test API the course calls (judgement call)"),
]
