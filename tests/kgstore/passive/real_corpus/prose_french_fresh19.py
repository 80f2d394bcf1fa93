"""French pages of the nineteenth fresh held-out set ("fresh-19"): a day of frost on the rails and trains stuck at Le Mans,
TER trains halted on the virgule de Sablé that Eiffage Rail Express built, a diet book that puts you back on the rails, a
review dreaming of a svelte silhouette, honorary consuls of France and a senator's meeting with those of the United
Kingdom, the Scala's nights (Giovanna d'Arco, a reopening concert, a much-awaited first night) -- nothing in them is a technology.

Taken from stored public copies of the pages at the addresses given, kept as written and labelled by hand
without running the extractor (``--split fresh-19``).
"""

from real_corpus import R, T  # noqa: F401

CASES = [
    # ---------------------------------------------------------------- sale temps sur les rails
    R("""REPORTAGE : Embouteillages de trains dans les gares
FRANCE - Sale temps sur les rails toute la journée du 30 décembre : Après des pluies verglaçantes, la présence de givre sur des caténaires a complètement stoppé la circulation des TGV entre Paris, la Bretagne et les Pays de Loire, entre 8 heures et 16 heures vendredi. «Tout ça pour trois flocons ? Mais c'est n'importe quoi, je dois traverser toute la France, moi !» A la gare Montparnasse, à Paris, les milliers d'aspirants voyageurs prenaient leur mal en patience, assiégeant les cafés et les bornes d'accueil.
Ils n'étaient pas les plus mal lotis : la gare du Mans (Sarthe) centralisait les blocages. Là-bas, 1 200 passagers en plein trajet attendaient le retour de l'alimentation électrique, que le froid avait interrompue, tandis que 700 autres voyageurs restaient coincés entre deux gares.""",
      source="http://passion-trains.over-blog.com/archive/2005-12/", kind="french",
      note="trap: rails, TGV, bornes (a railway enthusiast's blog; the rest of the day and the Bombardier news cut)"),
    # ---------------------------------------------------------------- la virgule de Sablé
    R("""Mise en service il y a moins de trois moins, la "virgule de Sablé" connaît son premier couac. Depuis ce jeudi soir, le trafic des TER est totalement interrompu sur cette voie permettant de relier la ligne classique Paris-Nantes à la nouvelle LGV Bretagne. La fauteà un dysfonctionnement électrique : "Au cours des mesures de surveillances effectuées mi-septembre sur cette voie nouvelle, nous avons observé un problème de contact électrique entre le train et le rail", souligne la communication de la SNCF. Autrement dit : le fonctionnement des systèmes permettant de déclencher les feux ou les aiguillages au passage du train n'est pas certain à 100 %.

Conséquence : la situation ne permet pas d'assurer "la sécurité totale des trains circulant à pleine vitesse", poursuit la SNCF. C'est pourquoi le trafic est suspendu jusqu'à nouvel ordre. Combien de temps cela va-t-il durer ? Probablement plusieurs jours, au minimum. Des techniciens d'Eiffage Rail Express (le constructeur de la voie) et de la SNCF ont été mobilisés pour déterminer les causes de cette situation, et notamment comprendre si le problème vient de la voie ou des trains.""",
      source="https://www.francebleu.fr/infos/transports/la-circulation-des-ter-interrompue-sur-la-virgule-de-sable-1506674087",
      kind="french", note="trap: Express, Rail, rail, feux (Eiffage Rail Express the builder; the lead paragraph and the longer journeys cut)"),
    # ---------------------------------------------------------------- sur des rails
    R("""Vous êtes sur des rails maintenant et tout devrait rouler ! Tout, sauf les imprévus et les circonstances particulières, à savoir les multiples moments de convivialité qui jalonnent le quotidien comme un apéritif entre voisins, une pizzeria entre collègues, un déjeuner du dimanche chez les beaux-parents, quelques jours de vacances en club ou encore un goûter avec les enfants.

Y renoncer ? Il en est hors de question ! Car, franchement, à quoi ça sert un corps de rêve, si on le laisse cloîtré à la maison ? À rien, on est bien d’accord… En même temps, il serait vraiment dommage de ruiner votre nouvelle hygiène alimentaire en faisant n’importe quoi le temps d’un repas ou d’une occasion extraordinaire.""",
      source="https://you-books.com/bookepub/O-Valerie/Un-Corps-De-Reve-Pour-Les-Nuls/c12.html", kind="french",
      note="trap: rails, club (a diet book's chapter opening; its list of contents cut)"),
    # ---------------------------------------------------------------- une silhouette svelte
    R("""Il faut pouvoir se délester d'un titre aussi affligeant pour aller chercher et expérimenter ces  recettes de cuisine ; accepter même cette idée réactionnaire et machiste qu'à la maison, la femme continue de cuisiner pour l'homme, pour avoir envie d'entamer cette lecture. C'est certain, il vous faudra rogner sur vos sentiments féministes ou d'émancipation,  intégrer (même à regrets) l'image stéréotypée de la femme d'intérieur aux petits soins pour son homme, qui rêve de sa « silhouette svelte et musclée » pour prendre connaissance du contenu du livre.""",
      source="https://www.actualitte.com/article/livres/mes-petites-recettes-magiques-pour-faire-maigrir-mon-homme-sans-qu-il-s-en-rende-compte/57142",
      kind="french", note="trap: svelte, recettes (a review of a diet cookbook)"),
    # ---------------------------------------------------------------- les consuls honoraires
    R("""Les consuls honoraires sont près de 500 de par le monde ; 500 « Consul(e)s honoraires de France » à arborer sur leur porte le blason de la République et à disposer du drapeau français dans leur bureau.

Titulaires d’un Brevet délivré par le ministre de l’Europe et des Affaires étrangères, ils sont, dans les grandes villes et les lieux touristiques d’importance où n’existent ni ambassade, ni consulat général, les représentants bénévoles de la France.

De Fortaleza à Innsbruck, de Nouadhibou à Bali, qui sont-ils, quelles sont leurs missions et quelles attentions particulières faudrait-il leur porter ?

Personne privée, fonctions officielles

Les consuls honoraires de France sont des personnes privées ; ils ne sont pas agents de l’État. Ils peuvent être français, nationaux du pays de résidence ou de nationalité tierce (plus rarement).""",
      source="https://francais-du-monde.org/?p=243546", kind="french",
      note="trap: consuls, Consul, Brevet (their duties cut)"),
    R("""J’étais aux côtés de Sylvie Bermann, ambassadeur de France, et de Sylvaine Carta Le Vert, consule générale, pour recevoir le 28 octobre, à la Résidence, les consuls honoraires du Royaume-Uni, ainsi que les élus consulaires de Londres et d’Edimbourg.

Nos consuls honoraires ont aussi pour mission d’assister les Français en difficulté ou de concourir à notre rayonnement culturel. Soulignons enfin qu’ils travaillent à titre bénévole.

Venus de Leeds, Liverpool, Birmingham, Brighton, Bristol, Cardiff, Plymouth, Jersey, Guernesey ou encore Gibraltar, nos consuls honoraires ont partagé chacun leur point de vue sur les conséquences du Brexit, premier point à l’ordre du jour de la réunion (liste des consuls honoraires du RU).""",
      source="https://oliviercadic.com/?p=19522", kind="french",
      note="trap: consuls, Jersey, Brexit (a senator's blog; the paragraphs on their duties and the medal, and his "
           "closing words, cut)"),
    # ---------------------------------------------------------------- la Scala
    R("""Giovanna d'Arco

La Scala de Milan démarre ce soir sa nouvelle saison. L’événement, retransmis avec un très léger différé, est double. Parce que son nouveau directeur, Ricardo Chailly, a choisi Giovanna d’Arco de Verdi en ouverture. Cet opéra fait un retour marquant au sein de la grande maison milanaise, où il n’avait pas été joué depuis 150 ans. En 1845, le célèbre compositeur, vexé par l’accueil mitigé de la critique, affirma que Giovanna d’Arco était son "meilleur opéra". Aujourd’hui, c’est une Jeanne d’Arc amoureuse de Charles VII et trahie par son père qui reprend de la voix, grâce au timbre rond d’Anna Netrebko. La soprano autrichienne avait déjà chanté La Pucelle d’Orléans dans une version concertante. Cette fois, les partitions de Verdi, d’après la tragédie de Schiller, devraient retrouver toute leur intensité dramatique. Pour le plus grand plaisir des amateurs du genre.""",
      source="https://moustique.lalibre.be/medias/2015/11/27/giovanna-darco-159978", kind="french",
      note="trap: Scala, Verdi, version"),
    R("""La Scala, qui n’avait plus accueilli de public depuis le 22 octobre dernier, a rouvert ses portes, le 10 mai. Environ 500 spectateurs (un quart de la capacité totale), répartis aux balcons et galeries, ont pu assister à un concert réunissant Riccardo Chailly et Lise Davidsen. Dirigeant l’orchestre maison, installé au parterre sur une plate-forme, le directeur musical du temple milanais a commencé avec le chœur « Patria oppressa » de Macbeth et terminé avec l’immortel « Va pensiero » de Nabucco, évidemment bissé par des chœurs sans rivaux dans Verdi.""",
      source="https://operamag.com/actualites/la-scala-retrouve-son-public", kind="french",
      note="trap: Scala, Macbeth, plate-forme (the soprano's programme cut)"),
    R("""Qu’il s’agisse d’un triomphe (Tristan und Isolde il y a deux ans), ou d’un fiasco (Don Carlo l’année dernière), l’ouverture de saison de la Scala, le 7 décembre (jour où l’on célèbre Saint Ambroise, patron de la ville de Milan) ne laisse jamais indifférent. Cette année encore, les paris sont ouverts quant à l’accueil que le tempétueux public scaligère réservera à la première concoctée par le surintendant Stéphane Lissner : venue du théâtre contemporain, Emma Dante proposera peut-être une relecture contestable à faire hurler de rage les aficionados de Franco Zeffirelli ; mais la convocation d’une distribution assez fastueuse, dirigée par Daniel Barenboïm, suffira sans doute à calmer leurs ardeurs.""",
      source="https://forumopera.improba.eu/?p=122148", kind="french",
      note="trap: Scala, patron, Dante (the closing question on the « Air de la fleur » cut)"),
]
