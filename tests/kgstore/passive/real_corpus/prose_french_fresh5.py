"""French texts of the fifth fresh held-out set ("fresh-5"): pages in French, technical and not
-- recipes, a lawyer's blog and law notes whose words are also tool names (le coq, le chef, le
parquet...), and technical pages in French (tutorials and course notes on web frameworks) that
genuinely name tools.

Every text was fetched from a stored public copy of the page at the address given, and
labelled by hand without running the extractor on it. ``note`` starts with ``trap:`` (nothing
to extract; the trap words follow) or ``mixed:`` (the text names a tool). An endpoint is
labelled only as "METHOD /path" when the text gives that path's method. Nobody tunes the
extractor on these texts (``--split fresh-5``).
"""

from real_corpus import E, F, R, T

SURFACES = {
    "Symfony": ("Symfony2",),
    "web.py": ("Webpy",),
    "Doctrine Annotations": ("doctrine/annotations",),
}

CASES = [
    R("""Mes chers gourmets, aujourd’hui je vous emmène dans un voyage au cœur de la Bourgogne avec cette recette de coq au vin que j’ai redécouverte lors d’un séjour chez un producteur de Gevrey-Chambertin. Vous savez, ce plat me rappelle toujours ma grand-mère qui disait : « Marcel, un bon coq au vin, c’est comme une histoire d’amour, ça doit mijoter doucement ! »
Les Ingrédients (pour 6 personnes)

- 1 coq fermier de 2,5 kg découpé (ou poulet fermier si pas de coq)
- 75 cl de Bourgogne rouge (Côtes-du-Rhône si budget serré)
- 200g de lardons fumés épais
- 300g de champignons de Paris
- 24 petits oignons grelots

Mon Conseil de Chef
Le truc que j’ai appris en Bourgogne ? Ajoutez une noix de beurre manié (beurre + farine) en fin de cuisson pour lier la sauce.""",
      source="https://recettes-du-chef.com/coq-au-vin-de-bourgogne-le-secret-de-ma-grand-mere-revisite", kind="french",
      note="trap: coq, Chef, Paris (a recipe site's coq au vin, the rest of its ingredients and its method left out)"),
    R("""Après le coq au vin blanc de Georges Blanc, voici le coq au vin rouge...
Ingrédients 8 personnes
1 coq d'environ 3 kg coupé en morceaux
1 bouteille de vin rouge corsé
125 g de lardons
250 g de champignons de Paris
1 oignon émincé
2 carottes coupées en rondelles
2 gousses d'ail
1 bouquet garni
La veille
Mettez le coq à mariner : placez-le dans un grand saladier avec l'oignon et les carottes. Versez le vin, posez le bouquet garni et ajoutez les grains de poivres.
Couvrez et laissez mariner une nuit au réfrigérateur. (ou toute la journée si c'est pour le soir).""",
      source="https://lacuisinededoria.com/article-coq-au-vin-rouge-120552387.html", kind="french",
      note="trap: coq, Blanc (a home cook's blog; some ingredients left out)"),
    R("""Déclenchement de la procédure par le parquet
Publié le 17/01/2022
Extrait du document
Le procureur de la République, chef du Parquet, dirige la police judiciaire et doit à ce titre être informé des initiatives de cette dernière, notamment en ce qui concerne les gardes à vue, qu'il peut prolonger au-delà des 24 heures légales, sans toutefois excéder 48 heures, sauf exceptions pour des affaires particulièrement graves. Notons que depuis le 1er janvier 2001, l'avocat peut être présent dès la première heure de garde à vue, sauf pour certaines infractions, telles le terrorisme, la criminalité organisée ou le trafic de stupéfiants, où il ne pourra intervenir qu'à la 36ème ou à la 72ème heure.
Pour que le Parquet déclenche l'action pénale, il faut préalablement qu'il ait été informé d'une infraction justifiant une pareille sanction.""",
      source="https://devoir-de-philosophie.com/droit/declenchement-de-la-procedure-par-le-parquet", kind="french",
      note="trap: parquet, Parquet, chef (a homework site's law note: the prosecution service, not a file format)"),
    R("""Ca marche comment, un procureur ?
Après cette parenthèse législative et littéraire, reprenons notre étude ethnographique de nos amis du parquet.
Nous avons vu que le procureur a une triple casquette. Il agit au nom de la société, dans le cadre d'une organisation hiérarchisée, mais avec la liberté inhérente à sa qualité de magistrat.
L'essentiel de son activité est bien sûr centrée sur le pénal. Autorité de poursuite, c'est à lui que la police judiciaire (ce terme recouvrant également les brigades de gendarmerie agissant au judiciaire, c'est à dire enquêtant sur les infractions commises dans leur ressort) rend compte qu'elle a découvert une infraction pour prendre des instructions.""",
      source="http://maitre-eolas.fr/2007/10/25/770-ca-marche-comment-un-procureur", kind="french",
      note="trap: parquet (a lawyer's blog)"),
    R("""2. Les données de Formulaire (POST)

Quand un utilisateur remplit un formulaire classique.

@app.route('/login', methods=['POST'])
def login():
    username = request.form.get('username')
    password = request.form.get('password')
    # ... vérification ...

3. Le JSON (API)

Quand une application JS (React, Vue...) t'envoie des données.

@app.route('/api/users', methods=['POST'])
def create_user():
    data = request.get_json() # Transforme le JSON reçu en dictionnaire Python
    name = data['name']
    return f"Utilisateur {name} créé", 201

4. Les Cookies et Headers

@app.route('/infos')
def infos():
    user_agent = request.headers.get('User-Agent') # Quel navigateur ?
    mon_cookie = request.cookies.get('session_id')
    return f"Navigateur : {user_agent}"

C'est l'essence de Flask : request contient TOUT ce que le client t'a envoyé.""",
      T("JavaScript"), T("React"), T("Vue"), T("Python"), T("Flask"), E("POST /login"), E("POST /api/users"),
      source="https://codewithmpia.com/courses/apprendre-flask-le-guide-ultime/le-contexte-de-requete-request", kind="french",
      note="mixed: a French course page on the web framework; JS for JavaScript; judgement call: /infos is declared with no methods argument -- the framework's default GET is not written, so not labelled"),
    R("""Création de la route du formulaire de connexion

Dans le script mon_app.py on crée une route /login permettant d'accéder à notre formulaire via le template login.html :

mon_app.py

from flask import Flask, render_template

app = Flask(__name__)

@app.route("/")
def index():
    return render_template("index.html")

@app.route("/login")
def login():
    return render_template("login.html")

if __name__ == '__main__':
    app.run(debug=True)

Le template login.html, situé dans le répertoire templates est le suivant :

templates/login.html""",
      T("Flask"), F("templates/login.html"),
      source="https://info-mounier.fr/premiere_nsi/web/activite-traitement-formulaire", kind="french",
      note="mixed: a French secondary-school computer science activity; the routes / and /login are declared without their methods, so no endpoint; mon_app.py and login.html are bare names, templates/login.html the path the page writes; Flask only by its import and its app"),
    R("""Le framework flask

Il existe de nombreuses librairies qui permettent de faciliter l’écriture de sites web interactifs en Python: Django, Webpy ou flask. Dans le cadre de ce projet nous avons choisi flask qui a l’avantage d’être simple à apprendre tout en pouvant profiter de la puissance de python.

Les premiers sites web étaient composés de pages HTML stockées dans des fichiers se trouvant dans un même répertoire. Le serveur web était alors simplement configuré pour servir tous les fichiers de ce répertoire. C’est ce que l’on appelle communément un site web statique, c’est-à-dire un site web composé de pages HTML qui ne changent pas.""",
      T("Python"), T("Django"), T("web.py"), T("Flask"),
      source="https://renaud-detry.net/teaching/1002/flask.html", kind="french",
      note="mixed: a university course's French notes; Webpy for web.py; HTML is a markup language, not labelled"),
    R("""Le routeur de Symfony2

Le fonctionnement

L'objectif de ce chapitre est de vous transmettre toutes les connaissances pour pouvoir créer ce que l'on appelle un fichier de mapping des routes (un fichier de correspondances, en français). Ce fichier, généralement situé dans votreBundle/Resources/config/routing.yml, contient la définition des routes. Chaque route fait la correspondance entre une URL et le contrôleur à appeler. Je vous invite à mettre dès maintenant les routes présentées au code suivant dans le fichier, nous allons travailler dessus dans ce chapitre :

# src/sdz/BlogBundle/Resources/config/routing.yml

sdzblog_accueil:
    path:      /blog
    defaults:  { _controller: SdzBlogBundle:Blog:index }

sdzblog_voir:
    path:      /blog/article/{id}
    defaults:  { _controller: SdzBlogBundle:Blog:voir }

sdzblog_ajouter:
    path:      /blog/ajouter
    defaults:  { _controller: SdzBlogBundle:Blog:ajouter }""",
      T("Symfony"), F("src/sdz/BlogBundle/Resources/config/routing.yml"),
      source="https://zestedesavoir.com/tutoriels/620/developpez-votre-site-web-avec-le-framework-symfony2/394_les-bases-de-symfony2/1991_le-routeur-de-symfony2/", kind="french",
      note="mixed: the chapter's title and its section on the routing file of a French tutorial on the framework (its introduction left out); the three routes give a path but no method, so no endpoint; votreBundle/Resources/config/routing.yml is a placeholder ('your bundle'), not labelled (judgement call); Symfony2 for Symfony"),
    R("""Si vous souhaitez utiliser les annotations au lieu des attributs, exécutez cette commande une fois dans votre application pour les activer :

composer require doctrine/annotations

Cette commande crée également le fichier de configuration suivant :

# config/routes/annotations.yaml
controllers:
    resource: ../../src/Controller/
    type: annotation

kernel:
    resource: ../../src/Kernel.php
    type: annotation

Cette configuration indique à Symfony de rechercher les routes définies comme annotations dans toute classe PHP stockée dans le répertoire src/Controller/.

Supposons que vous voulez définir une route pour l’URL /blog dans votre application. Pour ce faire, créez une classe de contrôleur comme la suivante :

// src/Controller/BlogController.php
namespace App\\Controller;""",
      T("Composer"), T("Doctrine Annotations"), T("Symfony"), T("PHP"), F("config/routes/annotations.yaml"),
      F("../../src/Kernel.php"), F("src/Controller/BlogController.php"),
      source="https://comment-devenir-developpeur.com/les-routes-avec-symfony-6", kind="french",
      note="mixed: a French translation of the framework's routing guide; doctrine/annotations is the Doctrine Annotations library; ../../src/Controller/ and src/Controller/ are folders; /blog is a URL with no method in this part, so no endpoint"),
]
