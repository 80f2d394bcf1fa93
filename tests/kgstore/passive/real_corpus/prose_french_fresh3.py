"""French texts of the third fresh held-out set ("fresh-3"): pages in French, technical and not
-- encyclopaedia and travel paragraphs, recipes, news and literature whose words are also tool
names (« vue », « vite », Java l'île, le python, Kafka, Mercure...), and a few technical
texts in French (a course's pull request, blog posts) that genuinely name tools.

Every text was fetched from a stored public copy of the page at the address given, and
labelled by hand before the extractor was run on it. ``note`` starts with ``trap:`` (nothing
to extract; the trap words follow) or ``mixed:`` (the text names a tool). Nobody tunes the
extractor on these texts (``--split fresh-3``).
"""

from real_corpus import R, T

SURFACES = {
    "pandas": ("pd",),
}

CASES = [
    R("""Bonjour,

Dans le fichier csv.py, il faut remplacer la ligne 20 : 

         self.dataframe = pd.read_csv(csv_file, sep=";")
par :  
        `  self.dataframe = pd.read_csv(csv_file, sep=";", encoding='latin-1')`

pour éviter l'erreur : 

"UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe7 in position 336: invalid continuation byte"

Alexandre M.""",
      T("pandas"),
      source="https://github.com/oc-courses/perfectionnez_vous_en_python/pull/5", kind="french",
      note="mixed: a pull request in French; pandas only as its usual alias pd; a bare csv.py"),
    R("""Le Theatre Raymond Kabbaz a décidé de célébrer la musique du légendaire guitariste Django Reinhardt, à l’occasion de la première édition du Los Angeles Django Reinhardt Festival, samedi 17 et dimanche 18 juin.
Au programme de ces deux journées : des masterclass, des ateliers, la projection du documentaire « Les fils du vent », une conférence de l’historien Michael Dregni (« Django and History of Jazz Manouche »), un espace ouvert avec de la musique et des ventes de disques/guitares, des concerts en direct et un spectacle de clôture…""",
      source="https://frenchmorning.com/festival-dedie-a-django-reinhardt-theatre-raymond-kabbaz", kind="french",
      note="trap: Django"),
    R("""A seulement 3 heures en TGV de Paris, le sud de la Provence est parfait pour s’évader en été, pour des vacances, mais aussi pour deux jours ! Après le boulot, j’ai sauté dans un train, et 5 min plus tard (oui quand on dort ça passe vite !) on arrive à la gare TGV de Aix en Provence. A la sortie du train, j’ai retrouvé une amie qui loue une villa pour 2 semaines.""",
      source="https://lineofthevalley.com/week-end-en-provence/", kind="french",
      note="trap: vite, TGV"),
    R("""Première destination : Java. L’ile la plus peuplée d’Indonésie et la 5ème en superficie, connue principalement pour ses nombreux de volcans dont 45 sont toujours actifs. J’arrive en avion à Jakarta, la capitale, mais la ville n’a pas spécialement d’intérêt donc je me contente d’y passer la nuit et embarque le lendemain matin pour 8h de train en direction de Jogjakarta (Jogja), la capitale culturelle, à l’Est de l’ile.""",
      source="https://beijingtotao.blogspot.com/2016/04/indonesie-ile-n1-java.html", kind="french",
      note="trap: Java"),
    R("""Nous arrivons sur l’île de Java, plus précisément à Yogyakarta en avion depuis Makassar. Yogyakarta est connue comme le centre de la culture javanaise (pas seulement pour la chanson hein 🙂 ). Java est l’île la plus peuplée d’Indonésie, elle compte pas moins de 150 millions d’habitants sur les 250 que compte l’Indonésie. Ce qui fait aussi de Java l’île la plus peuplée au monde (devant l’île japonaise Honshū), et de l’Indonésie le quatrième pays le plus peuplé au monde et le plus grand pays musulman.""",
      source="https://globe-loulou.com/2019/03/03/indonesie-de-java-a-flores-via-bali/", kind="french",
      note="trap: Java, javanaise"),
    R("""Après un après-midi de sieste bien mérité, nous partirons dès le lendemain pour 14h de bus afin de rejoindre Jogjakarta, première destination touristique de Java.

La ville est plutôt agréable, il fait bon se promener dans les rues, mais la chaleur est tout de même étouffante. Aujourd’hui, nous avons exploré le marché aux oiseaux de Jogjakarta, qui mérite vraiment le coup d’œil. L’animalerie de Gamm Vert n’a qu’à bien se tenir !! Nous verrons de nombreux oiseaux, mais aussi des hiboux, des varans, des serpents, des caméléons, des chauves souris… et même des poussins multicolores (SVP Ne pas contacter Brigitte Bardot).""",
      source="http://paamnousvoila.en-escale.com/indon%EF%BF%BDsie/-/du%20soufre%20uux%20oiseuux_p18276.html", kind="french",
      note="trap: Java, Vert"),
    R("""Docker est une plateforme permettant de lancer certaines applications dans des conteneurs logiciels. Docker est un outil qui peut empaqueter une application et ses dépendances dans un conteneur isolé, qui pourra être exécuté sur n'importe quel serveur.
Un container est un système d’execution léger, à ne pas confondre avec de la virtualisation car il ne contiendra que le strict nécessaire pour faire tourner un programme. Il offre des possibilités de confinement d’application et une grande souplesse au niveau de la configuration.
Une image est un container build mais qui n’est pas encore en train de tourner.
Une image est build grâce à un type de fichier qui s’appelle Dockerfile et qui possède une liste limitée de commandes :
Docker-compose est une sorte d’orchestrateur de containers. Dans un seul fichier (.yml ou .yaml) on va pouvoir build des images différentes d’un seul coup, et on va même pouvoir relier certaines d’entre elles grâce à Docker-Network (automatique avec la directive “network”).""",
      T("Docker"), T("Docker Compose"),
      source="https://ormartin42.notion.site/DOCKER-5ed0d83ccfd6425faab7e40cc2c181d8", kind="french",
      note="mixed: a student's notes on containers; 'Docker-compose'; Docker-Network is a feature, not labelled of its own"),
    R("""Pourquoi apprendre Docker ?
Oulaaa, je sens que tu n’es pas encore convaincu… alors prenons un cas réel.
Imagine : vous êtes 3 développeurs sur un même projet : Une application React qui dit “Bonjour Humanity” avec un backend API Platform.
Petit détail : API Platform a besoin de PHP.
- Toi, tu es à jour → tu bosses avec PHP 8.4, bien typé, tout propre.
- Ton collègue, lui, a encore PHP 5 sur sa machine.
Résultat : tu pushes ton code sur GitHub, il le pull, il lance… et boom rien ne marche.""",
      T("Docker"), T("React"), T("API Platform"), T("PHP"), T("GitHub"),
      source="https://pabiosoft.com/docs/devops/docker-pour-les-nuls-introduction", kind="french",
      note="mixed: a beginners' tutorial in French"),
    R("""Docker repose essentiellement sur plusieurs concepts clés : Docker Engine, Docker Hub, les images, les conteneurs, les Dockerfiles et Docker Compose. La compréhension de tous ces composants vous permet de créer, de déployer et de gérer des applications conteneurisées.
Vous pouvez utiliser et interagir avec Docker à l’aide de commandes, mais cette plateforme propose également une version de bureau avec une interface graphique. Leur processus de configuration est différent : vous pouvez configurer la version de bureau comme une application .dmg ou .exe classique, tandis que l’interface CLI nécessite une installation via un gestionnaire de paquets tel que APT ou Homebrew.""",
      T("Docker"), T("Docker Hub"), T("Docker Compose"), T("APT"), T("Homebrew"),
      source="https://blogmarketingdigital.agencedeneko.com/?p=43672", kind="french",
      note="mixed: Docker Engine is Docker itself; file extensions (.dmg, .exe) are not files"),
    R("""Docker est une solution de virtualisation alternative par rapport aux hyperviseurs de type 1 (→ Hyper-V, VMware ESXi, Citrix XenServer…) ou de type 2 (→ VMware Workstation, _Oracle VirtualBox, …). De par son architecture, cette solution de virtualisation est plus légère que celle basée sur les hyperviseurs de type 2. Cependant, elle isole moins les applications les unes par rapport aux autres (⇒ plus de risques de faille de sécurité). Docker est une application client-serveur. Elle s’appuie sur les notions d'images et de containers.""",
      T("Docker"), T("Hyper-V"), T("VMware ESXi"), T("Citrix XenServer"), T("VMware Workstation"), T("VirtualBox"),
      source="https://www.lycee-benoit.tech/BTS/_defrance/ciel.old/r3/docker/lab-docker-101.html", kind="french",
      note="mixed: a school lab sheet; products named precisely (VMware ESXi, VMware Workstation); '_Oracle VirtualBox' as written"),
]
