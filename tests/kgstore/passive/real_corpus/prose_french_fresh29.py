"""French pages of the twenty-ninth fresh held-out set ("fresh-29"): ski in the Alps (resorts opening their pistes
and saying so 'via les réseaux sociaux ou leur site Internet', the Alpine Park and Nordic Park of Chamrousse,
Zermatt's 'Vue imprenable' on the Cervin), quick cooking (an express potato gratin, a Québec chicken pie made with a
Ziploc and Campbell soup), a village fête (a banda, a rock concert by Heptagone), the Django Reinhardt festival at
Samois, Victor Hugo's Hauteville House on Guernsey, the statues of Mercure in Bordeaux and in Lyon's passage de
l'Argue, a weekend of storms and 'alertes météo', the island of Java (Jakarta, Borobudur), a Top 14 round (the
Racing 92, a bonus) and Lens's last home game at the stade de la Licorne -- ordinary French prose with words that are
also tool names (réseaux, Alpine, Internet, Vue, express, Ziploc, Campbell, rock, Django, Hugo, Mercure, alertes,
Java, Racing, Lens). Nothing in them names a software tool: none is labelled.

Taken from stored public copies of the pages at the addresses given, kept as written (trimmed to a paragraph or a few)
and labelled by hand without running the extractor, by the earlier sets' conventions (``--split fresh-29``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ================================================================ la montagne et le ski
    R("""Les dernières grosses chutes de neige remontent au 22 novembre dernier dans les Alpes, et depuis, c’est vrai que l’hiver se fait attendre. Néanmoins, vous pouvez skier dès demain dans la majorité des stations alpines, en grande partie grâce à la neige de culture, fabriquée par anticipation ou dès que les températures l’ont permis. C’est mieux que l’an dernier à la même époque, où la neige n’est arrivée que le 27 décembre au soir !

Certes, les domaines skiables alpins ou nordiques ne peuvent pas ouvrir la totalité de leurs pistes, mais les équipes sont sur le pied de guerre pour permettre d’en ouvrir le plus possible, dans des conditions de confort et de sécurité maximales. Vos destinations préférées vous informent en direct de l’état d’ouverture de leurs pistes de ski, via les réseaux sociaux ou leur site Internet.

A Chamrousse, (photo de Une), l’Alpine Park dispose de 10 pistes ouvertes et autant de remontées mécaniques en service, et la direction de l’OT assure que le retour station skis aux pieds est assuré sur les 3 pôles de la station. Sur le Nordic Park, 9 pistes sont praticables.""",
      source="https://www.actumontagne.com/sports/oui-on-skie-dans-les-alpes/", kind="french",
      note="trap: réseaux, Alpine, Internet, station (ski resorts; social networks and a website, no tool named)"),
    R("""C'est le rêve de tout skieur que de glisser sur des kilomètres de poudreuse fraîche, d'admirer des paysages infinis et de séjourner dans de jolis villages alpins. N'hésitons plus et partons à la découverte de l'une de ces stations européennes.

3. CHAMONIX, FRANCE

Situé au pied du Mont-Blanc, le plus haut sommet des Alpes, Chamonix propose des pistes de tous les niveaux sur près de 3000 mètres de dénivelée. Longue de 22 km, sa piste Vallée Blanche est l'une des plus longues au monde. Très belle ville alpine, décor bucolique.

5. ZERMATT, SUISSE

Un paradis du ski offrant des paysages à couper le souffle, un village de carte postale sans circulation automobile et 313 kilomètres de pistes. La deuxième plus haute dénivelée desservie par remonte-pentes au monde. Vue imprenable sur le mont Cervin, le pic le plus connu des Alpes suisses.""",
      source="http://www.lapresse.ca/voyage/top-10/200902/04/01-824147-les-dix-plus-belles-stations-de-ski-de-leurope.php",
      kind="french",
      note="trap: Vue, Blanche, stations, Alpes"),
    # ================================================================ la gastronomie
    R("""Il y a des soirs où tout semble conspirer contre nous. Le réfrigérateur crie famine, l’inspiration culinaire a pris des vacances sans préavis et le temps file à une vitesse déconcertante. C’est dans ces moments de flottement, au bord du précipice gastronomique, que les véritables héros du quotidien se révèlent. Oubliez les plats compliqués et les listes d’ingrédients à rallonge. La solution se trouve souvent tapie dans nos placards, patiente et fidèle. Aujourd’hui, je vous ouvre les portes de ma cuisine pour vous confier une de mes bottes secrètes, une recette qui a sauvé nombre de mes dîners improvisés et qui, à chaque fois, récolte un tonnerre d’applaudissements : mon gratin de pommes de terre express.

Loin du traditionnel gratin dauphinois qui demande patience et découpe méticuleuse, cette version est une ode à l’efficacité et à la gourmandise.""",
      source="https://sharaf-food.fr/mon-gratin-de-pommes-de-terre-express-fait-lunanimite-la-recette-qui-sauve-tous-mes-repas",
      kind="french",
      note="trap: express, vitesse, portes, recette"),
    R("""Il était 17h30 et je n’avais toujours pas enclenché mon souper.

« Dis Cathou, tu restes à souper avec nous? Je vais faire un pâté au poulet. »

L’amoureux a sursauté. Pas tant parce que j’avais invité sa soeur à rester avec nous que par le plan du souper.

« Ben voyons Ge, tu n’auras jamais le temps de faire un pâté au poulet pour que l’on mange avant la nuit! »

« C’est parce que ça prend, quoi, 10 minutes faire un pâté! »

Ingrédients:
– Un fond de pâte à tarte
– Un oignon coupé en dés
– Du poulet (quand je fais cuire un gros poulet, je garde les reste dans un Ziploc au congélo)
– De la macédoine de légumes surgelés
– 2 boîtes de conserve de crème de poulet Campbell
– 1/2 tasse de lait

Étapes:
1. Faire revenir l’oignon dans une grande poêle à feu moyen-vif.
2. Ajouter tous les autres ingrédients. Ajouter le lait à la fin et en quantité suffisante pour faire une belle sauce au poulet. Saler et poivrer.
3. Passer au four à 350F pendant une trentaine de minutes.""",
      source="https://cinqfourchettes.com/2010/10/pate-au-poulet-simple-facile-ridicule.html", kind="french",
      note="trap: Ziploc, Campbell, plan, conserve (brands of a bag and a soup)"),
    # ================================================================ les fêtes de village
    R("""Pour fêter le dixième anniversaire de la reprise des fêtes du village, le comité des fêtes n'a pas lésiné en mettant sur pied un programme dense et intense pour les trois journées du week-end prochain.

Les festivités débuteront vendredi 20 mai, à 19 heures, par un repas cochon grillé suivi d'une animation musicale (réservation au 06 07 49 42 98).

Samedi 21 mai, ce sera un premier temps fort avec un après-midi et une soirée non-stop. À l'affiche, dès 14 heures, concours de pétanque; à 17 heures, randonnée pédestre (départ depuis le hall polyvalent); à 19 heures, apéro-concert avec la Banda Bono, avec possibilité de restauration sur place autour d'un aligot-saucisse. Et pour boucler cette seconde journée, à 23 heures, place au rock avec le concert gratuit de la formation Heptagone.

Dimanche 22 mai, il y aura sur toute la journée un vide-greniers devant le hall polyvalent (renseignements au 06 77 93 37 51). à partir de 8 heures, est annoncé un marché sur la place du Couvent.""",
      source="https://www.ladepeche.fr/article/2016/05/14/2344234-comite-fetes-met-petits-plats-grands.html",
      kind="french",
      note="trap: programme, rock, Banda, concours"),
    # ================================================================ Django Reinhardt
    R("""Festival Django Reinhardt
(France) C’est à l’occasion du 15e anniversaire de la mort de Django Reinhardt qu’un premier hommage au célèbre guitariste fut organisé à Samois en 1968 près de Fontainebleau. Aujourd’hui le festival de musique court sur plusieurs jours, les musiciens ont des engagements à respecter, les techniciens sont des professionnels qui ont des exigences propres à leur métier pour assurer la qualité de leurs prestations.""",
      source="http://maurogiuliani.free.fr/annuaire/vote.php?id_site=2355;", kind="french",
      note="trap: Django, Reinhardt, techniciens (the guitarist)"),
    # ================================================================ le patrimoine : Victor Hugo et Mercure
    R("""Banni de France par Napoléon III, qu'il appelle « Napoléon le Petit » (mais pas pour cette raison), Victor Hugo arrive en exil à Guernesey en 1854, après un passage par la Belgique et Jersey. Quelques mois plus tard, il achète Hauteville House, à Saint-Pierre-Port ; c'est sa première maison, acquise grâce au succès des Contemplations. Commence alors un joyeux chantier qui dure des années – au grand dam de Madame Hugo, qui en profite pour s'absenter de longs mois en France – et auquel participe à peu près toute la famille, de l’achat des meubles à la transformation des décors des pièces. Cela, sous la direction du décorateur en chef, l’écrivain lui-même.""",
      source="https://ad-magazine.netlify.app/54867", kind="french",
      note="trap: Hugo, Port, House, chantier"),
    R("""Victor Hugo (1802-1885) est un des piliers du romantisme littéraire français. Poète, romancier et dramaturge, il est aussi réputé pour ses revendications politiques : il défend en effet « les idées de liberté, de justice, d'humanité, de civilisation, […] d'émancipation, d'amélioration, de paix, de fraternité, de progrès » face aux valeurs « d'arbitraire, de despotisme, d'anarchie, de mensonge, de barbarie, d'oppression, de compression, de tyrannie, d'intolérance […] » (« Choses vues », 1851). Ses opinions politiques et son opposition au régime de Napoléon III le contraignent à s’exiler dès 1856 à Guernesey, où il vit quinze ans et revient périodiquement jusqu’en 1878. La maison qu’il occupait sur l’île anglo-normande, qu’il a lui-même décorée, est restée intacte et constitue un témoignage exceptionnel du quotidien de l’écrivain.
STATUT
Propriété de la Ville de Paris.""",
      source="http://www.culture.fr/Ressources/Labels/Maisons-des-illustres/Hauteville-House-maison-de-Victor-Hugo",
      kind="french",
      note="trap: Hugo, compression, vues, STATUT"),
    R("""Restaurée, la statue de Mercure domine de nouveau la Garonne. La repose de la statue de Mercure, restaurée avec le soutien du club « Mécènes du Patrimoine en Gironde », s'est déroulée le vendredi 13 février 2015 sur la place des Quinconces à Bordeaux. L’occasion pour les mécènes de voir un projet de restauration se concrétiser grâce à leur mécénat.

A l’extrémité orientale de la place des Quinconces, face à la Garonne, les colonnes rostrales ont été édifiées par Alexandre Poitevin en 1828. Hautes de 21 mètres, elles sont surmontées de statues en bronze représentant, au Sud, l’allégorie du Commerce sous la forme de Mercure, et au Nord, l’allégorie de la Navigation sous les traits de Diane. Il y a quelques mois, la Ville de Bordeaux a lancé des travaux afin de restaurer ces édifices classés au titre des Monuments Historiques.""",
      source="http://www.aquitaineonline.com/actualites-en-aquitaine/bordeaux-metropole/5718-bordeaux-repose-de-la-statue-de-mercure-restauree.html",
      kind="french",
      note="trap: Mercure, Commerce, Navigation, colonnes"),
    R("""Le passage de l'Argue traboule de la place de la République jusqu'à la rue de Brest en deux tronçons séparés par la rue Edouard-Herriot. Construit par l'architecte Vincent Farge selon le principe des galeries marchandes à verrière, il fut ouvert 1828.

Une statue de Mercure, le dieu du commerce, y fut installée au milieu du XIXe siècle. Volée en 1902, elle fut remplacée l'année suivante par une autre statue, inspirée d'une œuvre de Giambologna, qui se trouvait dans la halle sud du marché de la Martinière détruite lors des travaux de transformation du quartier.

Cette seconde statue a été fondue en 1942 lors des opérations de récupération des métaux non ferreux ordonnées par Vichy. En 1995, on installe une troisième statue. Mais le malheur s'acharne sur Mercure. Vandalisée et restaurée à plusieurs reprises, en 1996, 1997, 2000, 2003, 2004, la statue est de nouveau volée en 2011, et depuis cette date son piédestal était resté tristement vide.""",
      source="https://www.lyonembellissement.com/2018/03/22/passage-de-l-argue-un-coeur-sur-le-pi%C3%A9destal-de-mercure/",
      kind="french",
      note="trap: Mercure, passage, opérations, principe"),
    # ================================================================ la météo
    R("""Ce week-end, la France passera de la chaleur à un temps orageux et frais. Une dégradation orageuse marquée est attendue , avec des orages potentiellement violents, un risque de chutes de grêle et d’inondations.
Deux zones orageuses se forment ce samedi
Notre pays connait encore une journée estivale et chaude, mais le temps tourne à l'orage au fil des heures sur deux groupes de régions bien distinctes : au nord et au sud-ouest.
Dimanche, les orages se décaleront surtout vers l’Est et le Sud, affectant le Languedoc, la vallée du Rhône, les Alpes et le Nord-Est. Les cumuls de précipitations pourraient entraîner des crues soudaines, notamment près des cours d’eau. Les rafales de vent, dépassant parfois 100 km/h, et la grêle resteront des menaces majeures.
En ce week-end de retours du pont, vous êtes appelés à redoubler de prudence : évitez les activités de plein air pendant les orages, sécurisez vos installations en camping, méfiez-vous des zones inondables et pensez à consulter nos alertes météo et nos prévisions avant de prendre la route.""",
      source="https://www.meteoconsult.fr/actualites-meteo/2025-05-02/77683-orages-en-france-ce-week-end-les-regions-a-risque",
      kind="french",
      note="trap: alertes, installations, pont, groupes"),
    # ================================================================ Java, l'île
    R("""Principale île d'Indonésie, Java abrite sa capitale Jakarta. Elle s'étire sur 1 000 km de long mais ne fait que 100 km de largeur. Bali, à 2 km à l'est, fait la taille d'un confetti à côté. Nous irons pour ses paysages avec des plages paradisiaques, des forêts luxuriantes ou ses rizières, mais également pour ses danses traditionnelles et ses temples incroyables. Il y a notamment celui de Borobudur. Ce dernier qui est le plus grand temple bouddhiste au monde date du IXe siècle et sa construction a duré près de 100 ans. Il est constitué de 4 plateformes superposées en escaliers. Vu du ciel, il représente un mandala figurant le cosmos pour les bouddhistes.""",
      source="https://petitfute.com/d882-java/actualite/m4-idees-week-end-et-vacances/a19901-destination-java-avec-bel-rtl.html",
      kind="french",
      note="trap: Java, Jakarta, plateformes, Vu (the island)"),
    # ================================================================ le rugby et le football
    R("""En match d’ouverture de la 14e journée de Top 14, l’USAP s’est imposé 26-5 avec le bonus offensif face au leader francilien du Racing 92. En effet, les Catalans ont attendu la dernière minute pour inscrire un 4e essai par Ruiz synonyme de victoire à cinq points. Une victoire importante en vue du maintien pour l’USAP. Avec cette défaite, le Racing 92 n’est plus leader. En effet, avec sa victoire sur le terrain d’Oyonnax (19-23), le Stade Français prend la première place provisoire en attendant le duel de demain entre Toulouse et l’UBB.
En bas de tableau, Montpellier et Lyon restent dans le dur après leurs défaites respectivement face à La Rochelle (18-10) et Clermont (38-21). Enfin, Castres s’impose dans un match spectaculaire chez les Palois qui sortent du top 6 et sont 9e (33-44).Sans oublier le Stade Toulousain qui s’impose largement à Ernest-wallon face à Bayonne (46-26). Un succès bonifié pour les Toulousains et 7 essais inscrits""",
      source="https://www.rugbyzap.fr/top-14-j14-les-resultats-du-samedi/", kind="french",
      note="trap: Racing, bonus, leader, maintien"),
    R("""Lens 1-0 Nantes
But : Pablo Chavarría (4e) pour Lens
L’ambiance était bon enfant au stade de la Licorne, malgré la relégation, malgré la dernière place, malgré les difficultés, malgré la guerre contre l’Azerbaïdjan… Et les Lensois, qui restaient sur une série atroce de huit matchs consécutifs sans gagner, sont les premiers à ouvrir le score grâce à un beau débordement de Coulibaly côté droit qui sert parfaitement Pablo Chavarría. L’Argentin est l’homme en forme de cette fin de saison dans le Nord, lui qui a marqué quatre des six derniers buts des Sang et Or. Visiblement obsédés par l’idée de bien terminer leur saison, les hommes d’Antoine Kombouaré passeront le reste du match à courir dans tous les sens pour tenir le score.""",
      source="https://sofoot.com/articles/lol-termine-en-beaute-rolan-inaugure-le-stade-des-girondins", kind="french",
      note="trap: Lens, Licorne, série, forme"),
]
