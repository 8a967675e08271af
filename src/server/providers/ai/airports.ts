import { normaliseText } from './destinations.js';

/**
 * The main international airport of major cities worldwide and of the agency's destinations:
 * IATA code, name, position and time zone (facts, for suggested flights only).
 */
export interface Airport {
  iata: string;
  name: string;
  lat: number;
  lng: number;
  timeZone: string;
}

const ap = (iata: string, name: string, lat: number, lng: number, timeZone: string, ...cities: string[]) => ({
  airport: { iata, name, lat, lng, timeZone },
  cities,
});

const TABLE = [
  // The agency's destinations
  ap('CDG', 'Paris Charles de Gaulle', 49.0097, 2.5479, 'Europe/Paris', 'paris', 'parigi', 'france'),
  ap('FCO', 'Rome Fiumicino', 41.8003, 12.2389, 'Europe/Rome', 'rome', 'roma', 'italy', 'italie', 'italia'),
  ap('FLR', 'Florence Peretola', 43.81, 11.2051, 'Europe/Rome', 'florence', 'firenze', 'tuscany', 'toscana', 'toscane', 'siena', 'chianti'),
  ap('PSA', 'Pisa Galileo Galilei', 43.6839, 10.3927, 'Europe/Rome', 'pisa', 'lucca'),
  ap('VCE', 'Venice Marco Polo', 45.5053, 12.3519, 'Europe/Rome', 'venice', 'venezia', 'venise'),
  ap('MXP', 'Milan Malpensa', 45.6306, 8.7281, 'Europe/Rome', 'milan', 'milano', 'lake como', 'como'),
  ap('NAP', 'Naples International', 40.886, 14.2908, 'Europe/Rome', 'naples', 'napoli', 'amalfi coast', 'amalfi', 'positano', 'sorrento', 'capri', 'ravello', 'pompeii'),
  // Italy and France
  ap('BLQ', 'Bologna Guglielmo Marconi', 44.5354, 11.2887, 'Europe/Rome', 'bologna'),
  ap('TRN', 'Turin Caselle', 45.2008, 7.6496, 'Europe/Rome', 'turin', 'torino'),
  ap('GOA', 'Genoa Cristoforo Colombo', 44.4133, 8.8375, 'Europe/Rome', 'genoa', 'genova', 'cinque terre', 'portofino'),
  ap('VRN', 'Verona Villafranca', 45.3957, 10.8885, 'Europe/Rome', 'verona', 'lake garda'),
  ap('BRI', 'Bari Karol Wojtyla', 41.1389, 16.7606, 'Europe/Rome', 'bari', 'puglia', 'apulia'),
  ap('PMO', 'Palermo Falcone Borsellino', 38.1759, 13.091, 'Europe/Rome', 'palermo', 'sicily', 'sicilia'),
  ap('CTA', 'Catania Fontanarossa', 37.4668, 15.0664, 'Europe/Rome', 'catania', 'taormina'),
  ap('CAG', 'Cagliari Elmas', 39.2515, 9.0543, 'Europe/Rome', 'cagliari', 'sardinia', 'sardegna'),
  ap('NCE', "Nice Côte d'Azur", 43.6584, 7.2159, 'Europe/Paris', 'nice', 'cannes', 'monaco', 'monte carlo'),
  ap('LYS', 'Lyon Saint-Exupéry', 45.7256, 5.0811, 'Europe/Paris', 'lyon'),
  ap('MRS', 'Marseille Provence', 43.4393, 5.2214, 'Europe/Paris', 'marseille', 'provence'),
  ap('BOD', 'Bordeaux Mérignac', 44.8283, -0.7156, 'Europe/Paris', 'bordeaux'),
  ap('TLS', 'Toulouse Blagnac', 43.6291, 1.3638, 'Europe/Paris', 'toulouse'),
  ap('NTE', 'Nantes Atlantique', 47.1532, -1.6107, 'Europe/Paris', 'nantes'),
  // Europe
  ap('LHR', 'London Heathrow', 51.47, -0.4543, 'Europe/London', 'london', 'londres', 'londra'),
  ap('MAN', 'Manchester', 53.3537, -2.275, 'Europe/London', 'manchester'),
  ap('EDI', 'Edinburgh', 55.95, -3.3725, 'Europe/London', 'edinburgh'),
  ap('DUB', 'Dublin', 53.4264, -6.2499, 'Europe/Dublin', 'dublin'),
  ap('AMS', 'Amsterdam Schiphol', 52.3105, 4.7683, 'Europe/Amsterdam', 'amsterdam'),
  ap('BRU', 'Brussels', 50.9014, 4.4844, 'Europe/Brussels', 'brussels', 'bruxelles'),
  ap('LUX', 'Luxembourg Findel', 49.6233, 6.2044, 'Europe/Luxembourg', 'luxembourg'),
  ap('GVA', 'Geneva', 46.2381, 6.109, 'Europe/Zurich', 'geneva', 'geneve', 'ginevra'),
  ap('ZRH', 'Zurich', 47.4647, 8.5492, 'Europe/Zurich', 'zurich'),
  ap('FRA', 'Frankfurt', 50.0379, 8.5622, 'Europe/Berlin', 'frankfurt'),
  ap('MUC', 'Munich', 48.3537, 11.775, 'Europe/Berlin', 'munich', 'munchen', 'monaco di baviera'),
  ap('BER', 'Berlin Brandenburg', 52.3667, 13.5033, 'Europe/Berlin', 'berlin', 'berlino'),
  ap('HAM', 'Hamburg', 53.6304, 9.9882, 'Europe/Berlin', 'hamburg'),
  ap('VIE', 'Vienna', 48.1103, 16.5697, 'Europe/Vienna', 'vienna', 'wien', 'vienne'),
  ap('PRG', 'Prague Václav Havel', 50.1008, 14.26, 'Europe/Prague', 'prague', 'praha'),
  ap('WAW', 'Warsaw Chopin', 52.1657, 20.9671, 'Europe/Warsaw', 'warsaw', 'varsovie'),
  ap('BUD', 'Budapest Ferenc Liszt', 47.4298, 19.2611, 'Europe/Budapest', 'budapest'),
  ap('CPH', 'Copenhagen', 55.618, 12.6508, 'Europe/Copenhagen', 'copenhagen', 'kobenhavn'),
  ap('ARN', 'Stockholm Arlanda', 59.6519, 17.9186, 'Europe/Stockholm', 'stockholm'),
  ap('OSL', 'Oslo Gardermoen', 60.1976, 11.1004, 'Europe/Oslo', 'oslo'),
  ap('HEL', 'Helsinki', 60.3172, 24.9633, 'Europe/Helsinki', 'helsinki'),
  ap('MAD', 'Madrid Barajas', 40.4983, -3.5676, 'Europe/Madrid', 'madrid'),
  ap('BCN', 'Barcelona El Prat', 41.2974, 2.0833, 'Europe/Madrid', 'barcelona', 'barcelone'),
  ap('LIS', 'Lisbon Humberto Delgado', 38.7742, -9.1342, 'Europe/Lisbon', 'lisbon', 'lisbonne', 'lisboa'),
  ap('ATH', 'Athens', 37.9364, 23.9445, 'Europe/Athens', 'athens', 'athenes', 'atene'),
  ap('IST', 'Istanbul', 41.2753, 28.7519, 'Europe/Istanbul', 'istanbul'),
  // Middle East and Africa
  ap('DXB', 'Dubai International', 25.2532, 55.3657, 'Asia/Dubai', 'dubai'),
  ap('AUH', 'Abu Dhabi', 24.433, 54.6511, 'Asia/Dubai', 'abu dhabi'),
  ap('DOH', 'Doha Hamad', 25.2731, 51.6081, 'Asia/Qatar', 'doha'),
  ap('TLV', 'Tel Aviv Ben Gurion', 32.0055, 34.8854, 'Asia/Jerusalem', 'tel aviv', 'jerusalem'),
  ap('CAI', 'Cairo', 30.1219, 31.4056, 'Africa/Cairo', 'cairo', 'le caire'),
  ap('CMN', 'Casablanca Mohammed V', 33.3675, -7.5898, 'Africa/Casablanca', 'casablanca'),
  ap('RAK', 'Marrakesh Menara', 31.6069, -8.0363, 'Africa/Casablanca', 'marrakech', 'marrakesh'),
  ap('JNB', 'Johannesburg O. R. Tambo', -26.1392, 28.246, 'Africa/Johannesburg', 'johannesburg'),
  ap('CPT', 'Cape Town', -33.9715, 18.6021, 'Africa/Johannesburg', 'cape town'),
  // Americas
  ap('JFK', 'New York John F. Kennedy', 40.6413, -73.7781, 'America/New_York', 'new york', 'nyc', 'manhattan', 'brooklyn'),
  ap('BOS', 'Boston Logan', 42.3656, -71.0096, 'America/New_York', 'boston'),
  ap('IAD', 'Washington Dulles', 38.9531, -77.4565, 'America/New_York', 'washington', 'washington dc'),
  ap('PHL', 'Philadelphia', 39.8744, -75.2424, 'America/New_York', 'philadelphia'),
  ap('MIA', 'Miami', 25.7959, -80.287, 'America/New_York', 'miami'),
  ap('ATL', 'Atlanta Hartsfield-Jackson', 33.6407, -84.4277, 'America/New_York', 'atlanta'),
  ap('ORD', "Chicago O'Hare", 41.9742, -87.9073, 'America/Chicago', 'chicago'),
  ap('DFW', 'Dallas Fort Worth', 32.8998, -97.0403, 'America/Chicago', 'dallas', 'fort worth'),
  ap('IAH', 'Houston George Bush', 29.9902, -95.3368, 'America/Chicago', 'houston'),
  ap('DEN', 'Denver', 39.8561, -104.6737, 'America/Denver', 'denver'),
  ap('LAX', 'Los Angeles', 33.9416, -118.4085, 'America/Los_Angeles', 'los angeles'),
  ap('SFO', 'San Francisco', 37.6213, -122.379, 'America/Los_Angeles', 'san francisco'),
  ap('SEA', 'Seattle-Tacoma', 47.4502, -122.3088, 'America/Los_Angeles', 'seattle'),
  ap('YYZ', 'Toronto Pearson', 43.6777, -79.6248, 'America/Toronto', 'toronto'),
  ap('YUL', 'Montréal-Trudeau', 45.4706, -73.7408, 'America/Toronto', 'montreal'),
  ap('YVR', 'Vancouver', 49.1967, -123.1815, 'America/Vancouver', 'vancouver'),
  ap('MEX', 'Mexico City', 19.4361, -99.0719, 'America/Mexico_City', 'mexico city', 'mexico'),
  ap('GRU', 'São Paulo Guarulhos', -23.4356, -46.4731, 'America/Sao_Paulo', 'sao paulo'),
  ap('GIG', 'Rio de Janeiro Galeão', -22.809, -43.2506, 'America/Sao_Paulo', 'rio de janeiro'),
  ap('EZE', 'Buenos Aires Ezeiza', -34.8222, -58.5358, 'America/Argentina/Buenos_Aires', 'buenos aires'),
  // Asia and Oceania
  ap('HND', 'Tokyo Haneda', 35.5494, 139.7798, 'Asia/Tokyo', 'tokyo'),
  ap('ICN', 'Seoul Incheon', 37.4602, 126.4407, 'Asia/Seoul', 'seoul'),
  ap('PEK', 'Beijing Capital', 40.0799, 116.6031, 'Asia/Shanghai', 'beijing', 'pekin'),
  ap('PVG', 'Shanghai Pudong', 31.1443, 121.8083, 'Asia/Shanghai', 'shanghai'),
  ap('HKG', 'Hong Kong', 22.308, 113.9185, 'Asia/Hong_Kong', 'hong kong'),
  ap('SIN', 'Singapore Changi', 1.3644, 103.9915, 'Asia/Singapore', 'singapore'),
  ap('BKK', 'Bangkok Suvarnabhumi', 13.69, 100.7501, 'Asia/Bangkok', 'bangkok'),
  ap('DEL', 'Delhi Indira Gandhi', 28.5562, 77.1, 'Asia/Kolkata', 'delhi', 'new delhi'),
  ap('BOM', 'Mumbai Chhatrapati Shivaji', 19.0896, 72.8656, 'Asia/Kolkata', 'mumbai', 'bombay'),
  ap('SYD', 'Sydney Kingsford Smith', -33.9399, 151.1753, 'Australia/Sydney', 'sydney'),
  ap('MEL', 'Melbourne Tullamarine', -37.669, 144.841, 'Australia/Melbourne', 'melbourne'),
  ap('AKL', 'Auckland', -37.0082, 174.785, 'Pacific/Auckland', 'auckland'),
];

const BY_NAME = new Map<string, Airport>();
const BY_CODE = new Map<string, Airport>();
for (const { airport, cities } of TABLE) {
  BY_CODE.set(airport.iata, airport);
  for (const city of cities) BY_NAME.set(city, airport);
}

/** The main airport of a city typed by a person ('Paris', 'New York, USA', 'FCO'), or null when not known. */
export function airportFor(text: string): Airport | null {
  const trimmed = text.trim();
  if (/^[A-Za-z]{3}$/.test(trimmed) && BY_CODE.has(trimmed.toUpperCase())) return BY_CODE.get(trimmed.toUpperCase())!;
  const normal = normaliseText(trimmed);
  if (BY_NAME.has(normal)) return BY_NAME.get(normal)!;
  // 'New York, USA' or 'Rome (Italy)': the longest known name that starts the text, then any known name in it.
  const words = normal.split(' ');
  for (let n = words.length - 1; n >= 1; n--) {
    const start = words.slice(0, n).join(' ');
    if (BY_NAME.has(start)) return BY_NAME.get(start)!;
  }
  for (let n = Math.min(3, words.length); n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const part = words.slice(i, i + n).join(' ');
      if (part.length >= 4 && BY_NAME.has(part)) return BY_NAME.get(part)!;
    }
  }
  return null;
}

/** An airport by its IATA code. */
export function airportByCode(code: string): Airport | null {
  return BY_CODE.get(code.trim().toUpperCase()) ?? null;
}
