/**
 * Starter content for the public blog (spec §2 "Blog", §3 blog_posts).
 *
 * Seven original French-language articles written for Maison Voyage:
 * six published and one draft. `content` is plain text with paragraphs
 * separated by blank lines and a little simple HTML (<h2>, <strong>, <em>,
 * <ul><li>); the post page turns newlines into line breaks.
 * `reading_time` is ceil(words / 200).
 */

export interface SeedBlogPost {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  featured_image: string;
  featured_image_alt: string;
  category: string;
  tags: string[];
  /** ISO 8601 date-time */
  published_at: string;
  /** minutes */
  reading_time: number;
  status: 'published' | 'draft';
  meta_title: string;
  meta_description: string;
  seo_keywords: string[];
}

/** Words of a post body, HTML tags ignored. */
export function countWords(content: string): number {
  return content
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Reading time in minutes at 200 words per minute. */
function readingTime(content: string): number {
  return Math.ceil(countWords(content) / 200);
}

const weekEndRomantiqueParis = `Paris a beau être la ville des amoureux, elle n’offre pas toujours l’intimité qu’on lui prête. Entre les files d’attente du Trocadéro et les terrasses bondées de la place du Tertre, un week-end à deux peut vite ressembler à une course d’obstacles. Bonne nouvelle : il suffit souvent de décaler son regard de quelques rues, ou son réveil de quelques heures, pour retrouver une capitale plus douce, plus secrète et infiniment plus romantique.

<h2>Vendredi soir : arriver sans se presser</h2>

Plutôt que d’enchaîner les visites dès la descente du train, offrez-vous une première soirée lente. Déposez vos valises, puis marchez jusqu’au square du Vert-Galant, à la pointe de l’île de la Cité. Assis au ras de l’eau, sous le grand saule, on regarde la Seine se séparer en deux bras tandis que les bateaux glissent vers le pont des Arts. L’endroit est connu des Parisiens mais rarement envahi en fin de journée, surtout hors saison.

Pour le dîner, choisissez une table discrète rive gauche, dans l’une des petites rues qui relient Saint-Germain à l’Odéon. Réservez tôt et demandez explicitement une table en salle calme : les bonnes maisons savent toujours où placer un couple qui souhaite se parler sans élever la voix.

<h2>Samedi : la ville avant tout le monde</h2>

Le secret le mieux gardé de Paris, c’est le matin. Entre sept et neuf heures, les quais, le Palais-Royal et la place des Vosges appartiennent aux joggeurs, aux livreurs et aux rares flâneurs. Traversez le jardin du Palais-Royal quand les arcades sont encore vides, puis glissez-vous dans la galerie Vivienne, l’un des passages couverts les plus élégants du XIXe siècle, avec sa mosaïque au sol et sa verrière laiteuse.

En fin de matinée, préférez un musée à taille humaine aux grandes institutions. Le musée de la Vie romantique, au pied de Montmartre, porte bien son nom : une maison d’artiste, une cour pavée, des rosiers et un salon de thé installé sous la verrière, où l’on s’attarde volontiers. Le musée Rodin, avec son parc semé de sculptures, est une autre merveille pour marcher main dans la main entre les bosquets.

L’après-midi, montez à Montmartre par l’arrière de la butte plutôt que par les escaliers du Sacré-Cœur. La rue de l’Abreuvoir, l’allée des Brouillards et les abords de la vigne du Clos Montmartre offrent ce charme villageois qu’on croyait disparu. Redescendez ensuite vers les boutiques indépendantes du bas de la butte pour un verre en terrasse, à l’heure où la lumière devient dorée.

<h2>Dimanche : l’eau et les jardins</h2>

Le dimanche matin, le canal Saint-Martin est presque silencieux. Suivez ses écluses et ses passerelles métalliques, puis rejoignez le parc des Buttes-Chaumont, son lac, ses falaises et le petit temple de la Sibylle perché au sommet. La vue sur les toits y est superbe, et bien moins fréquentée que celle du parvis du Sacré-Cœur.

Pour le dernier déjeuner, réservez dans un restaurant doté d’un jardin ou d’une cour intérieure : plusieurs adresses de la rive gauche cachent de véritables patios fleuris derrière une simple porte cochère. Terminez par une promenade en bateau en fin d’après-midi, lorsque le soleil rasant caresse les façades de pierre blonde et que les ponts s’illuminent un à un.

<h2>Nos conseils pour un séjour réussi</h2>

<ul><li><strong>Voyagez hors vacances scolaires</strong> : fin janvier, début mars ou novembre offrent une ville apaisée et des tarifs hôteliers plus doux.</li><li><strong>Réservez tout ce qui compte</strong> : dîners, créneaux de musée et croisière, pour ne jamais faire la queue.</li><li><strong>Privilégiez la marche</strong> : les plus beaux moments se cachent souvent entre deux adresses.</li><li><strong>Gardez du temps libre</strong> : un après-midi sans programme est parfois le plus mémorable.</li></ul>

Un week-end romantique réussi n’est pas une liste de monuments cochés, mais une succession de moments partagés. Chez Maison Voyage, nous composons ces séjours sur mesure, avec les tables, les horaires et les attentions qui font toute la différence.`;

const romeTroisJours = `Trois jours à Rome, c’est à la fois beaucoup et très peu. Beaucoup, parce que la ville concentre plus de chefs-d’œuvre au mètre carré que presque n’importe quelle capitale. Très peu, parce que chaque coin de rue invite à ralentir. Voici l’itinéraire que nous proposons le plus souvent à nos voyageurs : il couvre l’essentiel sans transformer le séjour en marathon, et réserve une vraie place aux pauses gourmandes.

<h2>Jour 1 : la Rome antique</h2>

Commencez tôt, dès l’ouverture, par le Colisée. Le billet combiné donne aussi accès au Forum romain et au Palatin : enchaînez les trois dans la matinée, avant que la chaleur et les groupes n’arrivent. Sur le Palatin, cherchez l’ombre des pins et la vue plongeante sur le Circus Maximus ; c’est là que la légende place la fondation de la ville.

Après le déjeuner, montez sur la place du Capitole dessinée par Michel-Ange. Les musées du Capitole abritent la louve de bronze et la statue équestre de Marc Aurèle, et leur terrasse offre l’un des plus beaux panoramas sur le Forum. En fin de journée, rejoignez l’Aventin : le jardin des Orangers domine le Tibre et, juste à côté, le célèbre trou de serrure de la place des Chevaliers-de-Malte cadre la coupole de Saint-Pierre.

<h2>Jour 2 : le Vatican et la Rome baroque</h2>

Réservez impérativement vos billets pour les musées du Vatican, idéalement sur le premier créneau ou avec une visite privée. Prévoyez au moins trois heures pour la galerie des Cartes, les Chambres de Raphaël et, bien sûr, la chapelle Sixtine. N’oubliez pas que les musées ferment le dimanche, sauf le dernier dimanche du mois, gratuit et très fréquenté.

La basilique Saint-Pierre se visite ensuite ; si vos jambes le permettent, montez à la coupole pour une vue vertigineuse sur la place de Bernin. Pour les églises, une tenue couvrant épaules et genoux est exigée.

L’après-midi appartient à la Rome baroque : le château Saint-Ange, le pont aux anges, puis la place Navone et ses fontaines. Arrivez au Panthéon en fin de journée, quand la lumière tombe en biais par l’oculus. L’entrée est désormais payante, mais la somme reste modeste au regard de l’émotion.

<h2>Jour 3 : villas, fontaines et Trastevere</h2>

La galerie Borghèse se visite uniquement sur réservation, par créneaux de deux heures. Les sculptures du Bernin, notamment Apollon et Daphné, y atteignent une finesse presque irréelle. Promenez-vous ensuite dans les jardins de la villa jusqu’à la terrasse du Pincio, qui surplombe la place du Peuple.

Descendez vers la place d’Espagne et la fontaine de Trevi. Pour profiter de cette dernière sans bousculade, venez très tôt le matin ou tard le soir ; en journée, l’accès au bassin est désormais régulé. Terminez votre séjour au Trastevere : ruelles couvertes de lierre, basilique Sainte-Marie aux mosaïques dorées et trattorias où l’on dîne tard, comme les Romains.

<h2>Quelques conseils pratiques</h2>

<ul><li><strong>Marchez</strong> : le centre historique se parcourt très bien à pied, et les distances sont souvent plus courtes qu’il n’y paraît sur la carte.</li><li><strong>Hydratez-vous</strong> : les petites fontaines publiques, les <em>nasoni</em>, délivrent une eau potable et fraîche.</li><li><strong>Évitez juillet et août</strong> si vous craignez la chaleur : avril, mai, fin septembre et octobre sont idéaux.</li><li><strong>Réservez vos restaurants</strong>, surtout le week-end, et ne dînez pas avant vingt heures.</li></ul>

Rome ne se découvre jamais en une fois, et c’est tant mieux : on y revient toujours. Nos conseillers peuvent adapter cet itinéraire à votre rythme, ajouter un guide privé au Vatican ou une escapade sur la voie Appienne.`;

const amalfiBasseSaison = `Entre Positano et Vietri sul Mare, la Côte amalfitaine déroule l’un des littoraux les plus spectaculaires de la Méditerranée. En plein été pourtant, la route panoramique se transforme en file de bus et de scooters, les plages se réservent au centimètre et les prix s’envolent. En basse saison, la même côte révèle un tout autre visage : plus lent, plus authentique, et souvent baigné d’une lumière bien plus belle.

<h2>Quand partir exactement ?</h2>

Il faut distinguer deux basses saisons. La première, celle que nous recommandons, couvre avril, mai et octobre. Les hôtels et restaurants sont ouverts, les ferries circulent, l’eau est encore agréable en octobre et les températures invitent à la marche. La seconde, de novembre à mars, est plus radicale : de nombreux établissements ferment, les liaisons maritimes sont réduites et certains villages semblent endormis. C’est une période magnifique pour les amateurs de silence, à condition de bien choisir son point de chute.

<h2>Où séjourner ?</h2>

Positano reste le village le plus photogénique, avec ses maisons pastel en cascade, mais il est aussi le plus tourné vers l’été. Amalfi, plus vivante toute l’année, est une base pratique grâce à son port et à sa gare routière. Notre coup de cœur en intersaison reste Ravello : perché à plus de trois cents mètres au-dessus de la mer, le village offre des jardins somptueux, ceux de la villa Rufolo et de la villa Cimbrone, dont la terrasse de l’Infini compte parmi les belvédères les plus saisissants d’Italie.

<h2>Que faire hors saison ?</h2>

La randonnée est la grande gagnante de l’intersaison. Le sentier des Dieux, entre Bomerano et Nocelle, surplombe la mer sur plusieurs kilomètres ; sans la chaleur estivale, il devient un pur plaisir. Partez tôt, avec de bonnes chaussures, et redescendez vers Positano par les escaliers.

Les amateurs de patrimoine visiteront la cathédrale d’Amalfi, son escalier monumental et son cloître du Paradis, puis le musée du Papier, qui rappelle que la ville fabriquait autrefois un papier réputé dans toute l’Europe. À Vietri sul Mare, les ateliers de céramique perpétuent des motifs colorés que l’on retrouve sur les coupoles de toute la côte.

Côté table, l’intersaison est le meilleur moment pour goûter une cuisine pensée pour les habitants. À Cetara, village de pêcheurs, on prépare la <em>colatura di alici</em>, une sauce d’anchois ambrée qui parfume les spaghettis. Les citrons locaux, les <em>sfusati</em>, entrent dans les desserts, les salades et bien sûr le limoncello. À Minori, les pâtisseries rivalisent de délices au citron et à la ricotta.

<h2>Comment se déplacer ?</h2>

En basse saison, la route est nettement plus fluide, mais reste étroite et sinueuse. Nous conseillons un chauffeur privé depuis l’aéroport de Naples ou la gare de Salerne, puis des trajets ponctuels sur place. Les bus publics fonctionnent toute l’année ; les bateaux, eux, reprennent pleinement au printemps.

<ul><li><strong>Vérifiez les ouvertures</strong> : en hiver, appelez l’hôtel et les restaurants avant de réserver vos dates.</li><li><strong>Prévoyez des couches</strong> : les matinées sont fraîches, les après-midis souvent doux.</li><li><strong>Gardez une marge</strong> : une mer agitée peut annuler un bateau, ayez toujours un plan B.</li></ul>

La Côte amalfitaine hors saison, c’est la promesse d’une Italie plus vraie, où l’on échange quelques mots avec le patron du café et où l’on a la terrasse pour soi. Maison Voyage sélectionne pour vous les adresses ouvertes et les meilleures chambres avec vue.`;

const hotelLuxeParis = `Choisir un hôtel de luxe à Paris semble simple : il suffirait de viser les plus belles adresses. En réalité, la capitale compte des dizaines d’établissements cinq étoiles aux personnalités très différentes, et le meilleur hôtel pour un couple en voyage de noces n’est pas forcément celui qui conviendra à une famille ou à un amateur d’art. Voici les critères que nous examinons avec chacun de nos voyageurs.

<h2>1. Le quartier avant l’étoile</h2>

Le premier choix n’est pas l’hôtel, c’est le quartier. Le <strong>Triangle d’or</strong>, entre l’avenue Montaigne et l’avenue George-V, séduit les amateurs de mode et de grandes tables, mais peut sembler un peu formel le soir. Les abords de la <strong>rue de Rivoli et de la place Vendôme</strong> placent le Louvre, les Tuileries et l’Opéra à quelques minutes à pied : c’est le Paris des premières fois. La <strong>rive gauche</strong>, autour de Saint-Germain-des-Prés, offre une atmosphère plus littéraire, des librairies, des galeries et des cafés historiques. Le <strong>Marais</strong> abrite surtout des maisons de charme plus intimes, idéales pour ceux qui veulent vivre comme des Parisiens.

<h2>2. Palace ou cinq étoiles ?</h2>

La distinction « Palace » est attribuée à une poignée d’hôtels cinq étoiles qui se distinguent par leur emplacement, leur histoire, la qualité de leur service et leurs équipements. Elle garantit un niveau d’exigence exceptionnel, mais un cinq étoiles plus confidentiel peut offrir une expérience tout aussi mémorable, avec une équipe plus attentive à chaque détail. Ne choisissez pas sur l’étiquette : choisissez sur l’atmosphère.

<h2>3. La chambre : taille, vue et calme</h2>

Les chambres parisiennes sont souvent plus petites qu’à Londres ou à New York, même dans les grandes maisons. Demandez toujours la surface en mètres carrés et comparez catégorie par catégorie. Une vue sur la tour Eiffel ou sur les toits se paie, et elle vaut souvent la dépense pour une occasion spéciale. À l’inverse, une chambre donnant sur cour sera plus silencieuse : un critère à ne pas négliger si vous avez le sommeil léger ou si l’hôtel borde une avenue animée.

<h2>4. Les équipements qui comptent vraiment</h2>

Une piscine intérieure est rare à Paris et constitue un véritable atout, surtout avec des enfants ou en hiver. Le spa, la salle de sport, un restaurant gastronomique ou un bar réputé peuvent aussi peser dans la balance. Pensez à votre façon de voyager : si vous dînez chaque soir à l’extérieur, la table de l’hôtel importe moins que la qualité du petit-déjeuner et la compétence du concierge.

<h2>5. Le concierge, votre meilleur allié</h2>

Un grand concierge, souvent membre des Clefs d’Or, ouvre des portes que l’on croyait fermées : une table complète depuis des semaines, une visite privée, un chauffeur à la dernière minute. Lors de la réservation, n’hésitez pas à lui écrire pour préparer votre séjour à l’avance.

<h2>6. La saison et les avantages</h2>

Les tarifs varient fortement selon les salons, les défilés de mode et les grands événements. Voyager hors de ces périodes permet souvent d’obtenir une catégorie supérieure pour le même budget. Passer par une agence partenaire donne fréquemment accès à des avantages : surclassement selon disponibilité, petit-déjeuner inclus, crédit à dépenser sur place ou départ tardif.

<ul><li><strong>Pour un voyage de noces</strong> : vue, baignoire et service en chambre irréprochable.</li><li><strong>Pour une famille</strong> : chambres communicantes, piscine et proximité d’un grand jardin.</li><li><strong>Pour un séjour culturel</strong> : un emplacement central et un concierge capable d’obtenir les meilleurs créneaux de musée.</li></ul>

Chez Maison Voyage, nous connaissons personnellement les équipes des hôtels que nous recommandons. Dites-nous comment vous aimez voyager : nous vous proposerons deux ou trois adresses réellement faites pour vous, plutôt qu’une liste interminable.`;

const gastronomieRomaine = `On ne visite pas Rome, on la goûte. La cuisine romaine est une cuisine de peu d’ingrédients, transmise de génération en génération et défendue avec passion par les habitants. Quatre pâtes en résument l’esprit, et quelques règles simples vous aideront à dénicher les bonnes trattorias, notamment dans le Trastevere.

<h2>Les quatre pâtes romaines</h2>

<strong>La carbonara</strong> est la plus célèbre, et la plus maltraitée hors d’Italie. La version romaine ne contient ni crème ni lardons fumés : seulement du <em>guanciale</em>, la joue de porc séchée, des jaunes d’œufs, du pecorino romano et beaucoup de poivre noir. Tout le secret tient dans la cuisson : la sauce doit napper les pâtes sans jamais devenir une omelette.

<strong>Le cacio e pepe</strong> est encore plus dépouillé : du pecorino, du poivre et un peu d’eau de cuisson riche en amidon. Trois ingrédients, et pourtant l’un des plats les plus difficiles à réussir. Il est souvent servi avec des <em>tonnarelli</em>, des pâtes fraîches à section carrée.

<strong>L’amatriciana</strong>, venue de la ville d’Amatrice, marie guanciale, tomate et pecorino. On la sert volontiers avec des <em>bucatini</em>, des spaghettis creux. Enfin, <strong>la gricia</strong>, ancêtre présumée des deux précédentes, associe simplement guanciale, pecorino et poivre. Les Romains la surnomment parfois « l’amatriciana blanche ».

<h2>Au-delà des pâtes</h2>

Commencez votre repas par des <em>supplì</em>, ces croquettes de riz à la tomate renfermant un cœur de mozzarella filante. Au printemps, ne manquez pas les artichauts : <em>alla romana</em>, braisés à la menthe, ou <em>alla giudia</em>, frits jusqu’à devenir croustillants, une spécialité de l’ancien ghetto juif. Les curieux iront à Testaccio découvrir la cuisine du <em>quinto quarto</em>, les abats autrefois laissés aux ouvriers des abattoirs, dont la célèbre queue de bœuf mijotée.

Le matin, faites comme les Romains : un café au comptoir et un <em>maritozzo</em>, brioche fendue et généreusement garnie de crème fouettée. À toute heure, la pizza al taglio, vendue au poids, se déguste sur le pouce ; le soir, la pizza romaine, très fine et craquante, remplace la napolitaine.

<h2>Le Trastevere sans les pièges</h2>

Le Trastevere est l’un des quartiers les plus charmants de Rome, mais sa popularité attire aussi des adresses médiocres. Quelques indices ne trompent pas : méfiez-vous des menus traduits en six langues avec photos, des rabatteurs en terrasse et des cartes interminables. Une bonne trattoria propose une carte courte, change certains plats selon la saison et affiche souvent complet dès vingt heures.

Éloignez-vous des places principales : les meilleures tables se trouvent souvent dans les ruelles, du côté de la via della Lungaretta ou vers San Cosimato, où se tient aussi un petit marché le matin. Réservez, arrivez à l’heure romaine, vers vingt heures trente, et acceptez de partager une salle bruyante et joyeuse. Pour les adresses les plus courues, qui ne prennent pas de réservation, venez avant l’ouverture.

<h2>Petit lexique de table</h2>

<ul><li><strong>Coperto</strong> : le couvert, facturé par personne, parfaitement légal.</li><li><strong>Acqua naturale ou frizzante</strong> : plate ou gazeuse.</li><li><strong>Vino della casa</strong> : le vin de la maison, souvent un blanc des Castelli Romani.</li><li><strong>Il conto</strong> : l’addition, qu’il faut demander, car on ne vous pressera jamais.</li></ul>

Pour aller plus loin, nous organisons des visites gourmandes privées au marché de Testaccio, des cours de cuisine avec un chef romain et des dîners dans des adresses que les guides ne citent pas encore. Buon appetito !`;

const toscaneEnVoiture = `La Toscane se mérite au volant. Les trains relient bien Florence, Sienne et Pise, mais les collines, les villages perchés et les domaines viticoles qui font la magie de la région ne se découvrent vraiment qu’en voiture. Voici un itinéraire de cinq à sept jours, et les conseils qui vous éviteront les mauvaises surprises.

<h2>Étape 1 : Florence et le Chianti</h2>

Ne prenez pas la voiture à Florence même : le centre est une vaste zone à circulation limitée. Récupérez votre véhicule le jour du départ, idéalement à l’aéroport ou en périphérie, puis empruntez la route Chiantigiana, la SR222. Elle serpente entre vignes et oliveraies jusqu’à Greve in Chianti, dont la place triangulaire est bordée d’arcades, puis Panzano, célèbre pour sa boucherie où l’on vient goûter la viande toscane. Poursuivez vers Castellina et Radda, deux villages fortifiés qui dominent le Chianti Classico, reconnaissable à son emblème du coq noir.

<h2>Étape 2 : Sienne</h2>

Garez-vous dans l’un des parkings aménagés au pied des remparts : des escaliers mécaniques vous hissent jusqu’au centre. La piazza del Campo, en forme de coquille, est l’une des plus belles places d’Europe. Visitez le Duomo, dont le pavement de marbre est découvert intégralement à certaines périodes de l’année, et montez à la Torre del Mangia si vous ne craignez pas les marches. Une nuit à Sienne permet de profiter de la ville une fois les excursionnistes repartis.

<h2>Étape 3 : le Val d’Orcia</h2>

C’est la Toscane des cartes postales, inscrite au patrimoine mondial de l’Unesco. Montalcino, perché sur sa colline, est la patrie du Brunello ; réservez une dégustation dans un domaine plutôt que dans les boutiques du centre. Pienza, cité idéale de la Renaissance, embaume le pecorino affiné. Bagno Vignoni étonne avec sa place occupée par un bassin d’eau thermale. Enfin, Montepulciano termine l’étape en beauté, avec ses caves creusées dans le tuf et son Vino Nobile. Entre ces villages, les cyprès alignés et les fermes isolées composent des paysages que l’on voudrait ne jamais quitter.

<h2>Étape 4 : San Gimignano et Volterra</h2>

Remontez vers le nord-ouest pour rejoindre San Gimignano et ses tours médiévales. Arrivez en fin d’après-midi, quand les autocars sont partis, et goûtez la Vernaccia, le vin blanc local. Volterra, plus austère, séduit par ses ateliers d’albâtre et ses vestiges étrusques.

<h2>Les règles d’or de la conduite en Toscane</h2>

<ul><li><strong>Respectez les ZTL</strong> : les zones à trafic limité des centres historiques sont surveillées par caméras, et les amendes arrivent parfois des mois plus tard. Garez-vous à l’extérieur des remparts.</li><li><strong>Méfiez-vous des radars</strong> : ils sont nombreux, y compris sur les petites routes.</li><li><strong>Choisissez une voiture compacte</strong> : les ruelles et les parkings sont étroits.</li><li><strong>Permis international</strong> : indispensable si votre permis n’est pas délivré dans l’Union européenne.</li><li><strong>Dégustations</strong> : le taux d’alcool autorisé est bas ; désignez un conducteur ou faites appel à un chauffeur pour les journées consacrées au vin.</li></ul>

Les routes blanches, ces chemins de terre qui mènent aux fermes et aux domaines, sont magnifiques mais poussiéreuses ; roulez lentement. Pensez aussi que les stations-service fonctionnent souvent en libre-service le dimanche et que certaines n’acceptent pas toutes les cartes.

<h2>Quand partir ?</h2>

Mai et juin offrent des collines verdoyantes et des coquelicots ; septembre et octobre, les vendanges et une lumière dorée. L’été est chaud et plus fréquenté, l’hiver calme mais certains agritourismes ferment.

Maison Voyage organise votre itinéraire, réserve les plus belles fermes restaurées et les dégustations privées, et peut remplacer la voiture de location par un chauffeur pour les jours où le vin coule à flots.`;

const quandPartirItalie = `« Quand partir en Italie ? » est probablement la question que l’on nous pose le plus souvent. La réponse dépend de ce que vous voulez vivre : villes d’art, bord de mer, montagne ou gastronomie. Du nord alpin à la Sicile, le pays s’étire sur plus de mille kilomètres et connaît des climats très différents. Voici notre calendrier, saison par saison.

<h2>Le printemps : la saison reine des villes d’art</h2>

D’avril à début juin, Rome, Florence et Venise profitent de températures douces et d’une lumière superbe. Les jardins fleurissent, les terrasses rouvrent et les journées s’allongent. Attention toutefois à la semaine de Pâques, très fréquentée à Rome, ainsi qu’aux ponts de fin avril et de début mai, durant lesquels les Italiens voyagent eux aussi. Le printemps est également idéal pour la Toscane, verdoyante et parsemée de coquelicots, et pour la Côte amalfitaine, où les hôtels rouvrent à partir de fin mars ou d’avril.

<h2>L’été : la mer et la montagne</h2>

En juillet et en août, les villes d’art deviennent éprouvantes : le thermomètre dépasse régulièrement trente-cinq degrés à Rome et à Florence, et les files d’attente s’allongent. C’est en revanche la grande saison des îles, des lacs et des Dolomites, où la randonnée est reine. Le 15 août, jour de Ferragosto, toute l’Italie est en vacances : de nombreux commerces ferment en ville, tandis que les plages affichent complet. Si l’été est votre seule option, privilégiez les visites tôt le matin et une longue pause à l’heure de la sieste.

<h2>L’automne : notre coup de cœur</h2>

Septembre et octobre cumulent presque tous les avantages : une mer encore chaude dans le Sud, des villes moins chargées, des soirées douces. C’est aussi la saison des vendanges en Toscane et dans le Piémont, puis celle de la truffe blanche autour d’Alba, d’octobre à décembre. En novembre, la récolte des olives donne lieu à de belles visites de moulins. Les prix hôteliers baissent nettement à partir de la fin octobre, sauf à Rome, qui reste très demandée.

<h2>L’hiver : une Italie plus intime</h2>

De décembre à février, les grandes villes se visitent au calme, avec des musées presque vides en janvier. Les marchés de Noël du Trentin-Haut-Adige, les sports d’hiver dans les Dolomites et l’atmosphère particulière de Venise dans la brume valent le voyage. Le carnaval de Venise, en février, est un spectacle magique mais très couru : réservez des mois à l’avance. L’hiver est en revanche déconseillé pour les côtes, où de nombreux hôtels et restaurants ferment.

<h2>En résumé</h2>

<ul><li><strong>Villes d’art</strong> : avril, mai, fin septembre et octobre.</li><li><strong>Bord de mer</strong> : juin et septembre, pour éviter la foule d’août.</li><li><strong>Gastronomie</strong> : l’automne, entre vendanges, truffes et huile nouvelle.</li><li><strong>Montagne</strong> : juillet pour la randonnée, janvier à mars pour le ski.</li><li><strong>Petits budgets de luxe</strong> : novembre et janvier, hors fêtes.</li></ul>

Quelle que soit la saison, quelques réflexes s’imposent : réserver les grands musées à l’avance, vérifier les jours de fermeture et prévoir des tenues adaptées aux églises. À Venise, renseignez-vous sur la contribution d’accès demandée aux visiteurs à la journée certains jours de forte affluence.

Chaque saison a sa beauté, et chaque voyage mérite sa propre date. Confiez-nous vos envies : nous vous dirons à quel moment votre Italie sera la plus belle.`;

export const blogPosts: SeedBlogPost[] = [
  {
    slug: 'week-end-romantique-paris-hors-des-sentiers-battus',
    title: 'Un week-end romantique à Paris, loin des sentiers battus',
    excerpt:
      "Jardins secrets, passages couverts, matins silencieux sur les quais : notre itinéraire de trois jours pour vivre Paris à deux, sans la foule.",
    content: weekEndRomantiqueParis,
    featured_image: '/images/blog/week-end-romantique-paris-hors-des-sentiers-battus.svg',
    featured_image_alt:
      "Illustration d’un pont sur la Seine au coucher du soleil, avec la tour Eiffel à l’horizon",
    category: 'Paris',
    tags: ['Paris', 'Romantique', 'Week-end', 'Hors des sentiers battus', 'Couple'],
    published_at: '2026-05-12T08:00:00.000Z',
    reading_time: readingTime(weekEndRomantiqueParis),
    status: 'published',
    meta_title: 'Week-end romantique à Paris hors des sentiers battus',
    meta_description:
      "Trois jours à deux à Paris loin de la foule : jardins secrets, passages couverts, Montmartre côté village et balades au bord de l’eau.",
    seo_keywords: [
      'week-end romantique Paris',
      'Paris insolite',
      'Paris en amoureux',
      'que faire à Paris à deux',
    ],
  },
  {
    slug: 'rome-en-trois-jours',
    title: "Rome en trois jours : l’itinéraire essentiel",
    excerpt:
      "Colisée, Vatican, Rome baroque et Trastevere : un programme de trois jours équilibré, avec nos astuces pour éviter les files d’attente.",
    content: romeTroisJours,
    featured_image: '/images/blog/rome-en-trois-jours.svg',
    featured_image_alt:
      'Illustration du Colisée et de la coupole de Saint-Pierre entourés de pins parasols à la lumière dorée',
    category: 'Rome',
    tags: ['Rome', 'Itinéraire', 'Vatican', 'Antiquité', 'City break'],
    published_at: '2026-06-16T08:00:00.000Z',
    reading_time: readingTime(romeTroisJours),
    status: 'published',
    meta_title: 'Rome en 3 jours : itinéraire et conseils',
    meta_description:
      "Notre itinéraire de trois jours à Rome : Colisée et Forum, musées du Vatican, galerie Borghèse, Panthéon et soirées au Trastevere.",
    seo_keywords: ['Rome en 3 jours', 'itinéraire Rome', 'visiter Rome', 'Vatican réservation'],
  },
  {
    slug: 'cote-amalfitaine-en-basse-saison',
    title: 'La Côte amalfitaine en basse saison',
    excerpt:
      'Ravello, le sentier des Dieux et la cuisine des villages de pêcheurs : pourquoi la côte la plus célèbre d’Italie se savoure hors de l’été.',
    content: amalfiBasseSaison,
    featured_image: '/images/blog/cote-amalfitaine-en-basse-saison.svg',
    featured_image_alt:
      'Illustration de maisons colorées accrochées à une falaise au-dessus de la mer Tyrrhénienne',
    category: 'Italie',
    tags: ['Côte amalfitaine', 'Italie', 'Basse saison', 'Randonnée', 'Bord de mer'],
    published_at: '2026-07-21T08:00:00.000Z',
    reading_time: readingTime(amalfiBasseSaison),
    status: 'published',
    meta_title: 'Côte amalfitaine en basse saison : nos conseils',
    meta_description:
      'Quand partir, où dormir et que faire sur la Côte amalfitaine hors saison : Ravello, sentier des Dieux, Cetara et conseils pratiques.',
    seo_keywords: [
      'Côte amalfitaine basse saison',
      'Amalfi en octobre',
      'Ravello',
      'sentier des Dieux',
    ],
  },
  {
    slug: 'choisir-son-hotel-de-luxe-a-paris',
    title: 'Comment choisir son hôtel de luxe à Paris',
    excerpt:
      "Quartier, palace ou cinq étoiles, taille des chambres, concierge : les six critères que nous passons en revue avant de réserver un grand hôtel parisien.",
    content: hotelLuxeParis,
    featured_image: '/images/blog/choisir-son-hotel-de-luxe-a-paris.svg',
    featured_image_alt:
      "Illustration d’une façade haussmannienne aux fenêtres éclairées et balcons dorés au crépuscule",
    category: 'Paris',
    tags: ['Paris', 'Hôtels', 'Luxe', 'Conseils'],
    published_at: '2026-08-25T08:00:00.000Z',
    reading_time: readingTime(hotelLuxeParis),
    status: 'published',
    meta_title: 'Choisir son hôtel de luxe à Paris : le guide',
    meta_description:
      'Triangle d’or, rive gauche ou Marais ? Palace ou cinq étoiles ? Nos critères pour choisir le grand hôtel parisien qui vous ressemble.',
    seo_keywords: ['hôtel de luxe Paris', 'palace Paris', 'meilleur quartier Paris', 'hôtel 5 étoiles Paris'],
  },
  {
    slug: 'gastronomie-romaine-carbonara-cacio-e-pepe-trastevere',
    title: 'Gastronomie romaine : carbonara, cacio e pepe et trattorias du Trastevere',
    excerpt:
      'Les quatre pâtes romaines, les supplì, les artichauts et nos repères pour reconnaître une vraie trattoria au Trastevere.',
    content: gastronomieRomaine,
    featured_image: '/images/blog/gastronomie-romaine-carbonara-cacio-e-pepe-trastevere.svg',
    featured_image_alt:
      "Illustration vue du dessus d’une table romaine : assiette de pâtes, verre de vin, pain et basilic",
    category: 'Rome',
    tags: ['Rome', 'Gastronomie', 'Trastevere', 'Cuisine italienne', 'Restaurants'],
    published_at: '2026-09-29T08:00:00.000Z',
    reading_time: readingTime(gastronomieRomaine),
    status: 'published',
    meta_title: 'Gastronomie romaine : pâtes et trattorias',
    meta_description:
      'Carbonara, cacio e pepe, amatriciana, gricia, supplì et artichauts : le guide de la cuisine romaine et des bonnes trattorias du Trastevere.',
    seo_keywords: ['carbonara romaine', 'cacio e pepe', 'où manger à Rome', 'trattoria Trastevere'],
  },
  {
    slug: 'toscane-en-voiture-itineraire',
    title: 'La Toscane en voiture : itinéraire et conseils',
    excerpt:
      "Du Chianti au Val d’Orcia en passant par Sienne et San Gimignano : un road trip toscan de cinq à sept jours, et les règles pour conduire sereinement.",
    content: toscaneEnVoiture,
    featured_image: '/images/blog/toscane-en-voiture-itineraire.svg',
    featured_image_alt:
      "Illustration d’une route sinueuse bordée de cyprès à travers les collines toscanes",
    category: 'Italie',
    tags: ['Toscane', 'Road trip', 'Italie', 'Vin', "Val d’Orcia"],
    published_at: '2026-11-10T08:00:00.000Z',
    reading_time: readingTime(toscaneEnVoiture),
    status: 'published',
    meta_title: 'Road trip en Toscane : itinéraire en voiture',
    meta_description:
      "Chianti, Sienne, Val d’Orcia, San Gimignano : notre itinéraire en voiture en Toscane, avec nos conseils sur les ZTL, les radars et les dégustations.",
    seo_keywords: ['Toscane en voiture', 'road trip Toscane', "Val d’Orcia", 'ZTL Italie'],
  },
  {
    slug: 'quand-partir-en-italie',
    title: 'Quand partir en Italie ? Notre calendrier saison par saison',
    excerpt:
      "Villes d’art, bord de mer, montagne ou gastronomie : la meilleure période pour découvrir l’Italie selon vos envies.",
    content: quandPartirItalie,
    featured_image: '/images/blog/quand-partir-en-italie.svg',
    featured_image_alt:
      'Illustration de collines italiennes sous un ciel traversé par les couleurs des quatre saisons',
    category: 'Conseils',
    tags: ['Italie', 'Conseils', 'Saisons', 'Météo'],
    published_at: '2026-11-17T08:00:00.000Z',
    reading_time: readingTime(quandPartirItalie),
    status: 'draft',
    meta_title: 'Quand partir en Italie ? Le calendrier idéal',
    meta_description:
      "Printemps, été, automne ou hiver : nos conseils pour choisir la meilleure période pour voyager en Italie, selon vos envies et votre budget.",
    seo_keywords: ['quand partir en Italie', 'meilleure période Italie', 'météo Italie', 'Italie hors saison'],
  },
];
