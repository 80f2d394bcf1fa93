"""French pages of the seventeenth fresh held-out set ("fresh-17"): the Le Havre dockers and their garde à vue, the
Beauval panda cub's first birthday, the Bromo seen from Java, Victor Hugo's flat on the place des Vosges, a cargo
wrecked at Anglet, a reader's Métamorphose by Kafka, the Orient Express at the Institut du monde arabe and its
chef, the Django Reinhardt festival at Samois and its swing, Mercure under the Moon, a mother's time that goes too
vite, the belvédères and points de vue of the lac du Bourget -- nothing in them is a technology -- and one French
blog that genuinely names one: a family budget kept in Excel.

Taken from stored public copies of the pages at the addresses given, kept as written and labelled by hand
without running the extractor (``--split fresh-17``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ---------------------------------------------------------------- les dockers du Havre
    R("""Fin du blocage du port du Havre après une journée de protestation

Vue du port du Havre, le 31 août 2016

L’activité a repris mercredi soir au port du Havre, le deuxième de France, bloqué toute la journée par une grève surprise de la CGT pour protester contre l’interpellation dans la matinée de deux dockers, poursuivis pour des violences lors d’une manifestation parisienne.

Les deux dockers « ont été relâchés vers 19H15 après toute une journée de garde à vue à Paris et le mouvement a été suspendu », a affirmé à l’AFP le secrétaire général adjoint de la fédération CGT des ports et docks Anthony Tétard.

Les deux dockers ont reçu à la fin de leur garde à vue une convocation pour le 25 novembre au tribunal correctionnel de Paris pour « violences sur personnes dépositaires de l’autorité publique », a indiqué à l’AFP une source judiciaire.""",
      source="https://chroniquedunmondequibouge.com/index.php/2016/08/31/fin-du-blocage-du-port-du-havre-apres-une-journee-de-protestation",
      kind="french", note="trap: dockers, Vue, vue, docks (the Le Havre dock workers; garde à vue; the caption given twice kept once)"),
    # ---------------------------------------------------------------- le bébé panda de Beauval
    R("""Au zoo de Beauval, le bébé panda Yuan Meng fête son premier anniversaire

À travers les vitres de son enclos fermé et climatisé, à l'intérieur du zoo de Beauval, la foule s'agglutine pour apercevoir Yuan Meng, caché sous un rocher. Allongé sur le dos, les pattes en l'air, le bébé panda fait la sieste… Son passe-temps favori ! En un an, la crevette rose, née le 4 août dernier, est devenue une grosse boule de poils noire et blanche. Et il fascine Dorothée et le groupe d'enfants qu'elle accompagne. "Je ne le pensais pas si grand". "Il me fait penser à une peluche… dans une position très bizarre", constatent-ils, émerveillés.

Du bambou et le lait de sa maman. Pour son tout premier anniversaire, le panda aura droit samedi à un gâteau spécial : un énorme glaçon sucré. Bien loin de son menu quotidien qui l'a fait passer de 142 grammes à 30 kilos.""",
      source="https://europe1.fr/societe/au-zoo-de-beauval-le-bebe-panda-yuan-meng-fete-son-premier-anniversaire-3725798",
      kind="french", note="trap: panda (a giant panda cub; the photo credits cut)"),
    # ---------------------------------------------------------------- le Bromo, à Java
    R("""Nous avons également choisi de rejoindre l'île de Java pour visiter le mont Bromo, volcan, encore en activité (dernière éruption en décembre 2010). Un choix un peu lourd puisqu'il faut plus de 8 h de transport pour parvenir au bord de l'immense caldeira à plus de 2 000 mètres d'altitude.
Nous nous réveillons et réveillons les enfants à 4h du matin pour aller assister à un somptueux lever du jour sur un panorama exceptionnel avant de descendre dans la caldeira pour grimper sur le cratère du Bromo. Las ! Seuls le brouillard et la pluie sont au rendez-vous et nous avons une nouvelle fois du mal à convaincre les enfants du bien-fondé de notre réveil nocturne.
Heureusement plus tard dans la matinée, avec un temps un peu plus dégagé, nous pouvons apprécier la vue et nous promettons le lendemain matin de refaire une tentative avec les enfants à une heure plus raisonnable. Mission accomplie en dépit d'un vent plutôt violent.""",
      source="https://6-mois-la-tete-a-lenvers.blogspot.com/2012/03/les-volcans.html", kind="french",
      note="trap: Java, vue (the island)"),
    # ---------------------------------------------------------------- l'appartement de Victor Hugo
    R("""Dans l’appartement de Victor Hugo
Caché dans un recoin de la place des Vosges, Victor Hugo a posé ses bagages dans un petit appartement au 2ème étage de l’Hôtel de Rohan-Guémenée, entre 1832 et 1848. C’est dans ce petit écrin qu’il a d’ailleurs rédigé une partie de son célèbre manuscrit, Les Misérables.
Depuis 1903, cet appartement a été transformé en musée pour le plus grand plaisir du public qui peut découvrir la vie et l’œuvre de l’écrivain. Meubles, effets personnels, sculptures, peintures… Nous sommes véritablement transportés dans l’atmosphère dans laquelle vivait l’érudit et nous découvrons les différentes facettes de sa personnalité : homme de lettres, politicien, père de famille…
Les espaces sont organisés de façon chronologique et nous déambulons ainsi à travers les différentes étapes de la vie de Victor Hugo : avant, pendant et après son exil pour avoir accusé Louis-Napoléon, futur Napoléon III, de haute trahison lors de son Coup d’État qui mis fin à la 2nde République.""",
      source="https://www.parissurunfil.com/appartement-musee-maison-victor-hugo/", kind="french",
      note="trap: Hugo (Victor Hugo)"),
    # ---------------------------------------------------------------- un cargo à Anglet
    R("""Le porte-conteneurs "Svenborg Maersk", qui avait annoncé le 14 février lors du passage de la tempête Ulla avoir perdu 70 conteneurs au large de la Bretagne, en avait finalement perdu 517, a-t-on appris mercredi 19 février auprès de la préfecture maritime de l'Atlantique. "La préfecture maritime a été informée aujourd'hui que, suite à une inspection du navire lors de son escale à Malaga, le nombre de conteneurs perdus s'élève à 517 dont 85 % étaient vides et ont donc coulé", explique la préfecture.
L'exceptionnelle série de tempêtes qui a balayé le Nord-Ouest de la France depuis l'automne a eu de nombreuses conséquences, que ce soit sur la pêche, l'agriculture, le littoral ou la faune marine, dont le bilan n'est pour l'heure que partiel. Dans les Pyrénées-Atlantiques, un cargo espagnol s'est ainsi encastré dans une digue à Anglet, se coupant en trois et entraînant une fuite de quelque 20 tonnes de carburant.""",
      source="https://www.lantenne.com/517-conteneurs-sont-tombes-du-Svenborg-Maersk_a16112.html", kind="french",
      note="trap: cargo (a ship; the recovery of the containers cut)"),
    # ---------------------------------------------------------------- La Métamorphose
    R("""J'ai lu « La Métamorphose » il y a de cela une heure et j'ai encore légèrement mal au dos : je ne sais si j'étais simplement mal assise ou si Kafka m'a implanté une constitution physique de cafard pour la soirée.

Je suis en tout cas certaine que j'aurai toute ma vie, quelque part dans les tréfonds de ma mémoire-bibliothèque, la sensation d'être un abominable insecte, dont pas même sa famille ne veut avoir à supporter la présence dans sa maison.

Qu'est-ce qu'un Humain qui se change en animal repoussant ? Que sont les Humains qui ne se changent pas en animaux repoussants ?

En tout cas, Kafka nous offre une possibilité de réflexion inifinie, « La Métamorphose » est brillamment un chef-d'oeuvre.""",
      source="https://www.babelio.com/livres/Kafka-La-metamorphose/721946/critiques/3878013", kind="french",
      note="trap: Kafka, chef (Franz Kafka; chef-d'oeuvre; the paragraph on Gregor Samsa cut)"),
    # ---------------------------------------------------------------- l'Orient Express à l'IMA
    R("""L’Orient Express à l’Institut du Monde Arabe

C’est l’une des expositions qui a le plus cartonné ce printemps : Il était une fois l’Orient Express à l’Institut du Monde Arabe. Le pari de cette expo est d’offrir au visiteur un aperçu du célèbre Orient-Express, à travers le train en lui-même, et aussi à travers les mythes qui l’entourent.

Le projet a été initié par la SNCF, puis développé avec le musée pour toute la partie scénographie. C’est une manière originale de comprendre comment un moyen de transport a pu façonner des imaginaires autour des territoires.

L’exposition est organisée en deux parties. Le premier ensemble est impressionnant, car c’est un train véritable qui est installé sur le parvis : une locomotive, trois voitures et un wagon restaurant. Ce dernier a accueilli un restaurant éphémère piloté par le grand chef Yannick Alléno (toutes les places sont parties en quelques jours… à 120 euros le repas tout de même).""",
      source="http://www.parispelemele.fr/2014/08/lorient-express-a-linstitut-du-monde-arabe/", kind="french",
      note="trap: Express, chef, Orient (the train)"),
    # ---------------------------------------------------------------- le festival Django Reinhardt
    R("""Festival Django Reinhardt 2006 !!!

6.26.2006

Ca c'est du swing !!!

Le festival Django Reinhardt de Samois sur Seine.
c'était du 22 au 25 juin 2006

Ce week end, nous avonstrainés nos guêtres du coté du 77, non loin de la sépulture de feu Django Reinhardt. A l'occasion de la mort du maître, le petit village de Samois sur Seine voit déferler chaques années durant quatre jours quelques centaines de caravanes, et des badauds de l'europe entière, tous munis d'une guitare à l'éfigie de la légendaire Selmer.Et que de grattons nous avons vus...

Et plus précisement, la fête des clones de Django, se déroule sur l'île du Berceau, plantée dans la seine et cernée de mille péniches habitées... Un petit paradis en somme...

Quelques heures sur l'île.

Bon, au début ça manque un peu de peps, normal vue l'endroit!""",
      source="http://angelmeetdjango.blogspot.com/", kind="french",
      note="trap: Django, swing, vue, Selmer (Django Reinhardt's festival; the links to the town's site and to "
           "the videos cut)"),
    # ---------------------------------------------------------------- Mercure sous la Lune
    R("""Vous aimez observer les planètes à l'œil nu, mais Mercure s'avère plus difficile que les autres à trouver ? Une jolie occasion de la repérer a lieu ce jeudi 13 mai 2021, en soirée. La planète se trouve au-dessus d'un fin croissant de Lune.

Avez-vous déjà vu Mercure à l’œil nu ? Ce mois de mai 2021 est une excellente occasion d’observer la planète, selon l’Institut de mécanique céleste et de calcul des éphémérides (IMCCE). Le soir du jeudi 13 mai, l’opportunité de la voir est idéale, car la Lune se glisse juste en dessous de Mercure. Ce fin croissant devrait être un repère idéal pour distinguer la planète, si le ciel n’est évidemment pas couvert.

Au cours de la semaine, Mercure est visible dans la constellation du Taureau, entre 21h30 et 22h40.""",
      source="https://www.numerama.com/sciences/710867-mercure-se-fraie-un-chemin-sous-un-mince-croissant-de-lune-ce-jeudi-soir.html",
      kind="french", note="trap: Mercure (the planet)"),
    # ---------------------------------------------------------------- le temps passe vite
    R("""Quatre cent vingt six jours.
Soixantes semaines.
Quatorze mois.

Voilà maintenant 14 mois qu'une petite gnôminette a débarqué dans nos vies. Que le temps est passé vite depuis !
Si il y a un adage populaire qui ne ment pas, c'est bien celui-là : le temps passe vite, trop vite.

J'en ai vu défiler des couches, des biberons, des petits pots, des litres de bave, des larmes, des éclats de rire aussi, et des premières fois surtout. Impossible de vous résumer tous ces longs mois de silence en quelques lignes. La vie de maman (active de surcroît) est tellement intense qu'il n'est tout simplement pas possible de me souvenir de tout.""",
      source="http://geekmama.canalblog.com/archives/2012/03/09/23719491.html", kind="french",
      note="trap: vite (a mother's blog)"),
    # ---------------------------------------------------------------- les belvédères du lac du Bourget
    R("""Flâneries autour du lac du Bourget…

Patrimoine naturel exceptionnel, le lac du Bourget méritait bien de pouvoir être admiré sous toutes ses facettes et sur chacune de ses rives. C’est désormais possible grâce à la réhabilitation récente des belvédères qui l’entourent. Alors, pourquoi ne pas s’offrir une petite balade tout autour de ce site unique en privilégiant quelques arrêts devant les plus beaux points de vue ?

Le belvédère est généralement situé dans un lieu surélevé afin d’observer au mieux la beauté d’un espace naturel. Associé à la notion d’horizon et d’altitude, il comporte parfois une table d’orientation permettant d’admirer le champ de la vue qui s’étend au loin.""",
      source="https://www.autourdulacdubourget.fr/les-belvederes/", kind="french",
      note="trap: vue (points de vue around a lake)"),
    # ================================================================ mixed
    # ---------------------------------------------------------------- un budget dans Excel
    R("""Sur mon instagram j’ai posté il y a quelques jours la préparation de notre budget familial mensuel. Vous avez été nombreux à réagir par MP et à me demander des conseils ou à m’expliquer votre propre façon de faire. Bref, c’est un sujet qui intéresse pas mal de monde, et moi la première ! Faire les comptes et suivre mes budgets est une de mes tâche ménagère préférée (oui oui ! Certainement une déformation professionnelle). Alors aujourd’hui je vous partage notre propre façon de gérer.
Cette façon de procéder nous est vraiment propre, et n’est pas à prendre au pied de la lettre je pense. Elle est adaptée à nos revenus, notre style de vie… Mais peut-être trouverez vous des idées ou des astuces pour définir ou améliorer votre propre façon de faire.
Niveau outil, j’utilise mon propre tableau Excel que j’ai construit sur la base de la méthode des “enveloppes” que je détaille dans cet article.""",
      T("Microsoft Excel"),
      source="https://www.make-you-happy.fr/organisation/gestion-budget-familial/", kind="french",
      note="mixed: a family budget kept in an Excel spreadsheet; Instagram only where she posted, not labelled"),
]
