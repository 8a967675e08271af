/**
 * The home page's static content (spec §2 Home page): packages, methodology,
 * services, the house and its figures. Prices are in EUR, per person.
 */
import type { Destination } from '#shared/domain/constants';

export type City = 'paris' | 'rome';
export const CITIES: ReadonlyArray<{ id: City; label: string }> = [
  { id: 'paris', label: 'Paris' },
  { id: 'rome', label: 'Rome' },
];

export const PACKAGE_CATEGORIES = ['all', 'romantic', 'cultural', 'luxury', 'family', 'gastronomy', 'extended'] as const;
export type PackageFilter = (typeof PACKAGE_CATEGORIES)[number];
export type PackageCategory = Exclude<PackageFilter, 'all'>;
export const CATEGORY_LABELS: Record<PackageFilter, string> = {
  all: 'All',
  romantic: 'Romantic',
  cultural: 'Cultural',
  luxury: 'Luxury',
  family: 'Family',
  gastronomy: 'Gastronomy',
  extended: 'Extended',
};

export interface TravelPackage {
  id: string;
  city: City;
  category: PackageCategory;
  /** What the questionnaire is opened with from this card. */
  destination: Destination;
  title: string;
  summary: string;
  image: string;
  imageAlt: string;
  rating: number;
  reviews: number;
  days: number;
  nights: number;
  /** EUR per person. */
  priceFrom: number;
  inclusions: string[];
}

export const PACKAGES: TravelPackage[] = [
  // ---------------------------------------------------------------- Paris
  {
    id: 'paris-romantic-escape',
    city: 'paris',
    category: 'romantic',
    destination: 'paris',
    title: 'A Left Bank Love Story',
    summary: 'Slow mornings in Saint-Germain, the Seine at dusk and a table for two that Paris keeps for lovers.',
    image: '/images/packages/paris-romantic.svg',
    imageAlt: 'The Eiffel Tower under a crescent moon above the Paris rooftops',
    rating: 4.9,
    reviews: 214,
    days: 4,
    nights: 3,
    priceFrom: 1850,
    inclusions: [
      'Three nights in a Saint-Germain boutique hotel',
      'Private sunset cruise on the Seine with champagne',
      'Dinner at a Michelin-starred table for two',
      'Portrait session at the Trocadéro at first light',
      'Chauffeured airport arrival and departure',
    ],
  },
  {
    id: 'paris-masters',
    city: 'paris',
    category: 'cultural',
    destination: 'paris',
    title: 'Paris Through the Masters',
    summary: 'The Louvre before the doors open, the Impressionists with a curator, and the Opéra from behind the curtain.',
    image: '/images/packages/paris-cultural.svg',
    imageAlt: 'The glass pyramid of the Louvre before the palace',
    rating: 4.9,
    reviews: 187,
    days: 5,
    nights: 4,
    priceFrom: 2380,
    inclusions: [
      'The Louvre before opening with an art historian',
      "Musée d'Orsay and the Orangerie with a private guide",
      'Backstage visit of the Palais Garnier',
      'Four nights in a 5-star hotel near the Tuileries',
      'Evening concert at the Sainte-Chapelle',
    ],
  },
  {
    id: 'paris-palace',
    city: 'paris',
    category: 'luxury',
    destination: 'paris',
    title: 'Palace Life in Paris',
    summary: 'A suite on the Golden Triangle, Versailles after hours and the ateliers of the great houses.',
    image: '/images/packages/paris-luxury.svg',
    imageAlt: 'The gilded gates of the Palace of Versailles',
    rating: 5,
    reviews: 132,
    days: 6,
    nights: 5,
    priceFrom: 4260,
    inclusions: [
      'Five nights in a palace suite off Avenue Montaigne',
      'Versailles after hours, with the Hall of Mirrors to yourself',
      'Private chauffeur for the whole stay',
      'Haute couture atelier visit and personal shopper',
      'Tasting menu at a three-star table',
    ],
  },
  {
    id: 'paris-family',
    city: 'paris',
    category: 'family',
    destination: 'paris',
    title: 'Paris en Famille',
    summary: 'Treasure hunts in the Louvre, carousels in the Luxembourg and the Eiffel Tower all the way to the top.',
    image: '/images/packages/paris-family.svg',
    imageAlt: 'A carousel in a Paris garden, the Eiffel Tower beyond',
    rating: 4.8,
    reviews: 158,
    days: 5,
    nights: 4,
    priceFrom: 1250,
    inclusions: [
      'Family apartment in the Marais with daily breakfast',
      'Louvre treasure hunt led by a storyteller-guide',
      'Eiffel Tower summit with skip-the-line access',
      'Carousel, sailboats and puppets in the Luxembourg Gardens',
      'Macaron workshop for the whole family',
    ],
  },
  {
    id: 'paris-gastronomy',
    city: 'paris',
    category: 'gastronomy',
    destination: 'paris',
    title: 'A Taste of Paris',
    summary: 'Markets at dawn, cellars under the cobbles and the best croissant of your life, earned in a pastry kitchen.',
    image: '/images/packages/paris-gastronomy.svg',
    imageAlt: 'Bread, cheese, a croissant and red wine on a table by a window over Paris',
    rating: 4.9,
    reviews: 241,
    days: 4,
    nights: 3,
    priceFrom: 2150,
    inclusions: [
      'Market walk and cooking class with a Parisian chef',
      'Cheese and wine pairing in a 17th-century cellar',
      'Pastry workshop in a working boulangerie',
      'Three nights in a 5-star hotel in the Marais',
      'Dinner at a neo-bistro loved by the locals',
    ],
  },
  {
    id: 'paris-loire',
    city: 'paris',
    category: 'extended',
    destination: 'paris',
    title: 'Paris and the Châteaux of the Loire',
    summary: 'Four days in Paris, then south to the river of kings: Chambord, Chenonceau and a night in a château.',
    image: '/images/packages/paris-extended.svg',
    imageAlt: 'A Renaissance château on arches over the river Loire',
    rating: 4.9,
    reviews: 88,
    days: 9,
    nights: 8,
    priceFrom: 3890,
    inclusions: [
      'Four nights in Paris and four in the Loire Valley',
      'Private visits of Chambord and Chenonceau',
      'A night in a family-owned château',
      'First-class train and a chauffeur in the valley',
      'Vouvray wine tasting with the winemaker',
    ],
  },
  // ---------------------------------------------------------------- Rome
  {
    id: 'rome-romantic',
    city: 'rome',
    category: 'romantic',
    destination: 'rome',
    title: 'Roman Holiday for Two',
    summary: 'A terrace above the domes, a Vespa at golden hour and a coin in the Trevi Fountain, just in case.',
    image: '/images/packages/rome-romantic.svg',
    imageAlt: 'The Trevi Fountain lit by lanterns at night',
    rating: 4.9,
    reviews: 203,
    days: 4,
    nights: 3,
    priceFrom: 1980,
    inclusions: [
      'Suite with a private terrace over the rooftops',
      'Vintage Vespa tour of Rome at golden hour',
      'Candlelit dinner on a rooftop near Piazza Navona',
      'Trevi Fountain at dawn, before the crowds',
      'Couples massage in a Roman-bath spa',
    ],
  },
  {
    id: 'rome-cultural',
    city: 'rome',
    category: 'cultural',
    destination: 'rome',
    title: 'Eternal Rome, Uncovered',
    summary: "Three thousand years in five days: the Sistine Chapel in silence and the Colosseum's hidden underground.",
    image: '/images/packages/rome-cultural.svg',
    imageAlt: 'The columns of the Roman Forum at sunset',
    rating: 4.9,
    reviews: 276,
    days: 5,
    nights: 4,
    priceFrom: 2290,
    inclusions: [
      'Vatican Museums and Sistine Chapel before opening',
      'Colosseum underground and arena floor',
      'Borghese Gallery with an art historian',
      'Four nights in a 5-star hotel by the Spanish Steps',
      'Roman Forum and Palatine at sunset',
    ],
  },
  {
    id: 'rome-luxury',
    city: 'rome',
    category: 'luxury',
    destination: 'rome',
    title: 'La Dolce Vita Suite',
    summary: 'A palazzo suite, a private Sistine Chapel evening and the ateliers of Via Condotti, all by chauffeur.',
    image: '/images/packages/rome-luxury.svg',
    imageAlt: "The dome of St Peter's seen from a terrace at sunset",
    rating: 5,
    reviews: 119,
    days: 6,
    nights: 5,
    priceFrom: 3960,
    inclusions: [
      'Five nights in a palazzo suite near Via Condotti',
      'Private evening in the Sistine Chapel',
      'Chauffeured Maserati at your disposal',
      'Tailor fitting at a historic Roman sartoria',
      'Dinner at a three-star table above the city',
    ],
  },
  {
    id: 'rome-family',
    city: 'rome',
    category: 'family',
    destination: 'rome',
    title: 'Rome for Little Gladiators',
    summary: 'Gladiator school, pizza you make yourself and the Colosseum told as the greatest story ever staged.',
    image: '/images/packages/rome-family.svg',
    imageAlt: 'The lake temple of the Villa Borghese, a rowing boat and umbrella pines',
    rating: 4.8,
    reviews: 142,
    days: 5,
    nights: 4,
    priceFrom: 1490,
    inclusions: [
      'Family suite in a hotel with a garden pool',
      'Gladiator school on the Appian Way',
      'Colosseum storytelling tour for children',
      'Pizza-making class with a Roman pizzaiolo',
      'Bikes and a picnic in the Villa Borghese',
    ],
  },
  {
    id: 'rome-gastronomy',
    city: 'rome',
    category: 'gastronomy',
    destination: 'rome',
    title: 'Roman Kitchens and Wine',
    summary: 'Carbonara as it should be, Testaccio street food and lunch among the vines of the Castelli Romani.',
    image: '/images/packages/rome-gastronomy.svg',
    imageAlt: 'A plate of cacio e pepe and a bottle of red wine on a checked tablecloth',
    rating: 4.9,
    reviews: 198,
    days: 4,
    nights: 3,
    priceFrom: 2060,
    inclusions: [
      "Campo de' Fiori market and a Trastevere cooking class",
      'Testaccio food walk with a Roman food writer',
      'Winery lunch in the hills of Frascati',
      'Three nights in a boutique hotel in the Monti quarter',
      'Tasting menu at a celebrated Roman table',
    ],
  },
  {
    id: 'rome-venice',
    city: 'rome',
    category: 'extended',
    destination: 'italy',
    title: 'Rome, Florence and Venice',
    summary: 'The grand tour, slowly: the Eternal City, the Renaissance in Florence and a palazzo on the Grand Canal.',
    image: '/images/packages/italy-extended.svg',
    imageAlt: 'A gondola on the lagoon before the bell tower and domes of Venice',
    rating: 4.9,
    reviews: 164,
    days: 10,
    nights: 9,
    priceFrom: 4180,
    inclusions: [
      'Three nights each in Rome, Florence and Venice',
      'Uffizi and the Accademia with a private guide',
      'A palazzo suite on the Grand Canal',
      'First-class trains between the three cities',
      'Murano glass studio after hours',
    ],
  },
];

export const FIGURES: ReadonlyArray<{ value: string; label: string }> = [
  { value: '500+', label: 'Trips composed' },
  { value: '98%', label: 'Client satisfaction' },
  { value: '15+', label: 'Years of experience' },
  { value: '24/7', label: 'Concierge while you travel' },
];

export const METHODOLOGY: ReadonlyArray<{ title: string; text: string }> = [
  {
    title: 'A conversation',
    text: 'Tell us who is travelling, when, and what makes a day perfect for you. Three short steps, then a call with your specialist within 24 hours.',
  },
  {
    title: 'A proposal, written for you',
    text: 'Your specialist composes a day-by-day itinerary: hotels we know personally, tables worth the journey, guides who make history speak.',
  },
  {
    title: 'Refined together',
    text: 'In your private client area you choose between options for each moment of the day, see the itinerary take shape and follow every cost.',
  },
  {
    title: 'Cared for on the way',
    text: 'Once you travel, our concierge is one message away, day and night. Plans change; we change them with you.',
  },
];

export const SERVICES: ReadonlyArray<{ id: string; title: string; text: string }> = [
  {
    id: 'hotels',
    title: 'Hotels and residences',
    text: 'Palace suites, boutique addresses and private apartments, each visited by our team, with the upgrades and welcomes we negotiate.',
  },
  {
    id: 'transport',
    title: 'Chauffeurs and trains',
    text: 'Airport arrivals, first-class trains and drivers who know the city. We record your flights and time every transfer around them.',
  },
  {
    id: 'dining',
    title: 'Tables and tastings',
    text: 'The sought-after reservation, the trattoria only locals know, cellars and kitchens opened for you.',
  },
  {
    id: 'experiences',
    title: 'Private access',
    text: 'Museums before opening, ateliers, vineyards and chapels after hours, with guides chosen for the way they tell a story.',
  },
  {
    id: 'itinerary',
    title: 'A living itinerary',
    text: 'Every day of your trip in your client area: times, addresses, distances between stops, and the options you chose.',
  },
  {
    id: 'concierge',
    title: '24/7 concierge',
    text: 'A person, not a call centre, who knows your trip by heart and answers at any hour while you are away.',
  },
];

/** '€1,250' (no decimals, as the cards show). */
export function formatEuros(amount: number): string {
  return `€${Math.round(amount).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

export function packagesFor(city: City, filter: PackageFilter): TravelPackage[] {
  return PACKAGES.filter((p) => p.city === city && (filter === 'all' || p.category === filter));
}

/** The panorama of Paris and Rome (shared site artwork): the hero, and the home page's link preview. */
export { HERO_IMAGE } from './hero-image';
