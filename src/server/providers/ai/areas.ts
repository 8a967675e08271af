import type { Coordinates } from '#shared/domain/geo.js';
import type { CatalogueCity } from '#server/providers/places/catalogue/schema.js';
import { greatCircleKm } from './geo.js';

/**
 * Named areas of each catalogue city (the centre of a quarter, a town or an island), used to
 * title a day after where it happens: 'Ancient Rome: Colosseum and Roman Forum'. A day takes
 * the name of the nearest area within the city's reach; beyond it the city's own name.
 */
interface Area extends Coordinates {
  name: string;
  /** Areas off the walkable mainland (Venice's outer islands, Capri): reached by boat. */
  island?: string;
}

const a = (name: string, lat: number, lng: number, island?: string): Area => ({ name, lat, lng, ...(island ? { island } : {}) });

export const CITY_AREAS: Record<CatalogueCity, { reachKm: number; areas: readonly Area[] }> = {
  rome: {
    reachKm: 1.2,
    areas: [
      a('Ancient Rome', 41.8905, 12.49),
      a('The Capitoline', 41.8934, 12.4828),
      a('Centro Storico', 41.899, 12.4745),
      a('Trevi and the Quirinal', 41.901, 12.485),
      a('The Spanish Steps', 41.906, 12.4795),
      a('The Vatican', 41.9045, 12.455),
      a('Prati', 41.9095, 12.4645),
      a("Castel Sant'Angelo", 41.9031, 12.4663),
      a('Trastevere', 41.888, 12.469),
      a('The Jewish Ghetto', 41.8925, 12.4775),
      a('Monti', 41.895, 12.493),
      a('Villa Borghese', 41.9135, 12.488),
      a('The Palatine and the Aventine', 41.8875, 12.483),
      a('The Aventine and Testaccio', 41.881, 12.479),
      a('Esquilino', 41.8975, 12.499),
      a('San Giovanni', 41.886, 12.506),
      a('The Appian Way', 41.856, 12.515),
      a('Flaminio', 41.928, 12.468),
      a('EUR', 41.834, 12.469),
      a('The Janiculum', 41.89, 12.461),
      a('Ostiense', 41.872, 12.481),
    ],
  },
  paris: {
    reachKm: 1.1,
    areas: [
      a('The Louvre and the Tuileries', 48.862, 2.333),
      a('Île de la Cité', 48.854, 2.347),
      a('Le Marais', 48.859, 2.36),
      a('The Latin Quarter', 48.849, 2.347),
      a('Saint-Germain-des-Prés', 48.854, 2.333),
      a('The Luxembourg Gardens', 48.846, 2.337),
      a('The Eiffel Tower and Invalides', 48.857, 2.302),
      a('The Champs-Élysées', 48.87, 2.307),
      a('Opéra', 48.872, 2.332),
      a('Montmartre', 48.886, 2.343),
      a('Canal Saint-Martin', 48.872, 2.365),
      a('Bastille', 48.853, 2.369),
      a('Trocadéro', 48.861, 2.285),
      a('Montparnasse', 48.842, 2.322),
      a('Belleville', 48.872, 2.385),
      a('Père Lachaise', 48.861, 2.393),
      a('Bercy', 48.835, 2.386),
      a('La Villette', 48.894, 2.39),
      a('The Bois de Boulogne', 48.866, 2.25),
    ],
  },
  florence: {
    reachKm: 0.9,
    areas: [
      a('The Duomo', 43.7731, 11.256),
      a('Piazza della Signoria', 43.769, 11.2555),
      a('The Oltrarno', 43.766, 11.25),
      a('Santa Croce', 43.7687, 11.262),
      a('San Lorenzo', 43.775, 11.254),
      a('Santa Maria Novella', 43.774, 11.249),
      a('San Marco', 43.778, 11.259),
      a('San Miniato', 43.763, 11.265),
      a('Fiesole', 43.807, 11.293),
    ],
  },
  venice: {
    reachKm: 0.7,
    areas: [
      a('San Marco', 45.434, 12.338),
      a('Rialto', 45.438, 12.336),
      a('Dorsoduro', 45.431, 12.327),
      a('San Polo', 45.437, 12.329),
      a('Cannaregio', 45.444, 12.33),
      a('Castello', 45.436, 12.347),
      a('Giudecca', 45.426, 12.325, 'giudecca'),
      a('San Giorgio Maggiore', 45.429, 12.343, 'san-giorgio'),
      a('Murano', 45.458, 12.353, 'murano'),
      a('Burano', 45.485, 12.417, 'burano'),
      a('Torcello', 45.4977, 12.4183, 'torcello'),
      a('The Lido', 45.41, 12.365, 'lido'),
    ],
  },
  milan: {
    reachKm: 1.0,
    areas: [
      a('The Duomo', 45.4641, 9.1919),
      a('Brera', 45.472, 9.187),
      a('Castello Sforzesco', 45.4705, 9.1794),
      a('Corso Magenta', 45.466, 9.171),
      a('The Navigli', 45.452, 9.175),
      a('Porta Nuova', 45.483, 9.19),
      a('The Fashion Quadrilateral', 45.469, 9.196),
      a('Porta Venezia', 45.474, 9.205),
      a("Sant'Ambrogio", 45.462, 9.176),
      a('CityLife', 45.478, 9.156),
      a('Porta Romana', 45.444, 9.205),
    ],
  },
  'amalfi-coast': {
    reachKm: 2.5,
    areas: [
      a('Positano', 40.6281, 14.485),
      a('Amalfi', 40.634, 14.6027),
      a('Ravello', 40.649, 14.612),
      a('Praiano', 40.612, 14.524),
      a('Minori and Maiori', 40.65, 14.634),
      a('Furore', 40.62, 14.55),
      a('Cetara', 40.647, 14.701),
      a('Vietri sul Mare', 40.672, 14.729),
      a('Sorrento', 40.6263, 14.3757),
      a('Massa Lubrense', 40.614, 14.341),
      a('Capri', 40.5507, 14.2429, 'capri'),
      a('Anacapri', 40.556, 14.216, 'capri'),
    ],
  },
  tuscany: {
    reachKm: 12,
    areas: [
      a('Siena', 43.3188, 11.3308),
      a('San Gimignano', 43.4677, 11.0431),
      a('Chianti', 43.55, 11.32),
      a('Montalcino', 43.058, 11.489),
      a('Montepulciano', 43.092, 11.78),
      a("The Val d'Orcia", 43.06, 11.65),
      a('Lucca', 43.843, 10.505),
      a('Pisa', 43.723, 10.3966),
      a('Cortona', 43.275, 11.985),
      a('Volterra', 43.402, 10.861),
      a('Arezzo', 43.463, 11.88),
      a('Bolgheri', 43.233, 10.616),
    ],
  },
  naples: {
    reachKm: 1.0,
    areas: [
      a('The Centro Storico', 40.85, 14.257),
      a('Via Toledo', 40.843, 14.248),
      a('Piazza del Plebiscito', 40.8359, 14.2488),
      a('Chiaia', 40.835, 14.238),
      a('Posillipo', 40.815, 14.21),
      a('Vomero', 40.845, 14.233),
      a('Capodimonte', 40.867, 14.25),
      a('The Sanità', 40.86, 14.25),
      a('Santa Lucia', 40.828, 14.248),
    ],
  },
};

/** The name of the area nearest a point, or null when none is within the city's reach. */
export function areaName(city: CatalogueCity, point: Coordinates): string | null {
  const { reachKm, areas } = CITY_AREAS[city];
  let best: Area | null = null;
  let bestKm = Infinity;
  for (const area of areas) {
    const km = greatCircleKm(area, point);
    if (km < bestKm) {
      best = area;
      bestKm = km;
    }
  }
  return best && bestKm <= reachKm ? best.name : null;
}

/** The island of a point (by its nearest area), or '' on the walkable mainland. */
export function islandOf(city: CatalogueCity, point: Coordinates): string {
  let best: Area | null = null;
  let bestKm = Infinity;
  for (const area of CITY_AREAS[city].areas) {
    const km = greatCircleKm(area, point);
    if (km < bestKm) {
      best = area;
      bestKm = km;
    }
  }
  return best?.island ?? '';
}
