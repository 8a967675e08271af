import type { NewTrip } from '#server/db/types.js';
import { backofficeDefaultSlots } from '#shared/domain/slots.js';
import type { Day } from '#shared/domain/itinerary.js';

/** Places of Paris with their real coordinates, for the documents' tests and benchmarks. */
const PLACES: { name: string; address: string; lat: number; lng: number; cost: number; description: string }[] = [
  { name: 'Musée du Louvre', address: 'Rue de Rivoli, 75001 Paris', lat: 48.8606, lng: 2.3376, cost: 22, description: 'A private guided visit of the great masterpieces, from the Winged Victory to the Mona Lisa, before the crowds arrive.' },
  { name: 'Le Grand Véfour', address: '17 Rue de Beaujolais, 75001 Paris', lat: 48.8655, lng: 2.3379, cost: 180, description: 'Lunch beneath the painted ceilings of the Palais-Royal, in the dining room where Colette and Victor Hugo once sat.' },
  { name: 'Jardin des Tuileries', address: 'Place de la Concorde, 75001 Paris', lat: 48.8635, lng: 2.3275, cost: 0, description: 'A slow walk through Le Nôtre’s gardens, with a stop for a café crème by the Grand Bassin.' },
  { name: 'Musée d’Orsay', address: '1 Rue de la Légion d’Honneur, 75007 Paris', lat: 48.86, lng: 2.3266, cost: 16, description: 'The Impressionists in a Beaux-Arts railway station, with a curator’s tour of the fifth floor.' },
  { name: 'Le Jules Verne', address: 'Tour Eiffel, Avenue Gustave Eiffel, 75007 Paris', lat: 48.8583, lng: 2.2945, cost: 255, description: 'Dinner on the second floor of the Eiffel Tower, with the city lights below.' },
  { name: 'Sainte-Chapelle', address: '10 Boulevard du Palais, 75001 Paris', lat: 48.8554, lng: 2.345, cost: 13, description: 'The stained glass of Louis IX’s chapel, at its brightest in the late morning sun.' },
  { name: 'Cathédrale Notre-Dame', address: '6 Parvis Notre-Dame, 75004 Paris', lat: 48.853, lng: 2.3499, cost: 0, description: 'The restored cathedral and its treasury, with a guide from the Compagnons who rebuilt the spire.' },
  { name: 'Berthillon', address: '29-31 Rue Saint-Louis en l’Île, 75004 Paris', lat: 48.8518, lng: 2.3566, cost: 8, description: 'The island’s famous sorbets: wild strawberry and salted caramel.' },
  { name: 'Place des Vosges', address: 'Place des Vosges, 75004 Paris', lat: 48.8556, lng: 2.3655, cost: 0, description: 'The oldest planned square in Paris, its arcades and Victor Hugo’s house.' },
  { name: 'Musée Picasso', address: '5 Rue de Thorigny, 75003 Paris', lat: 48.8598, lng: 2.3622, cost: 14, description: 'The Hôtel Salé and the artist’s own collection.' },
  { name: 'Septime', address: '80 Rue de Charonne, 75011 Paris', lat: 48.8535, lng: 2.3808, cost: 135, description: 'A tasting menu of the seasons by Bertrand Grébaut.' },
  { name: 'Montmartre & Sacré-Cœur', address: '35 Rue du Chevalier de la Barre, 75018 Paris', lat: 48.8867, lng: 2.3431, cost: 0, description: 'The village on the hill, its vineyard and the view from the basilica’s dome.' },
  { name: 'Palais Garnier', address: 'Place de l’Opéra, 75009 Paris', lat: 48.872, lng: 2.3316, cost: 15, description: 'The opera house behind the scenes: the Chagall ceiling, the Grand Foyer and the underground lake.' },
  { name: 'Galeries Lafayette Haussmann', address: '40 Boulevard Haussmann, 75009 Paris', lat: 48.8738, lng: 2.332, cost: 0, description: 'A personal shopper and the rooftop view over the Opéra.' },
  { name: 'Le Cinq', address: '31 Avenue George V, 75008 Paris', lat: 48.8688, lng: 2.3007, cost: 320, description: 'Three Michelin stars at the Four Seasons George V.' },
  { name: 'Arc de Triomphe', address: 'Place Charles de Gaulle, 75008 Paris', lat: 48.8738, lng: 2.295, cost: 16, description: 'Up to the terrace for the twelve avenues radiating from the Étoile.' },
  { name: 'Musée Rodin', address: '77 Rue de Varenne, 75007 Paris', lat: 48.8553, lng: 2.3159, cost: 14, description: 'The Thinker in the rose garden of the Hôtel Biron.' },
  { name: 'Jardin du Luxembourg', address: 'Rue de Médicis, 75006 Paris', lat: 48.8462, lng: 2.3372, cost: 0, description: 'Sailboats on the octagonal basin and the Medici fountain.' },
  { name: 'Café de Flore', address: '172 Boulevard Saint-Germain, 75006 Paris', lat: 48.854, lng: 2.3325, cost: 35, description: 'Lunch on the terrace where Sartre and de Beauvoir wrote.' },
  { name: 'Château de Versailles', address: 'Place d’Armes, 78000 Versailles', lat: 48.8049, lng: 2.1204, cost: 32, description: 'The Hall of Mirrors and the private apartments, then the Trianon by golf cart.' },
];

/** A 14-day trip of `userId` in Paris (10-23 May 2027), 4 chosen places a day, flights and a hotel. */
export function fourteenDayTrip(userId: string, specialistId?: string): NewTrip {
  const days: Day[] = [];
  for (let d = 0; d < 14; d++) {
    const date = `2027-05-${String(10 + d).padStart(2, '0')}`;
    const slots = backofficeDefaultSlots();
    for (let s = 0; s < slots.length; s++) {
      const slot = slots[s]!;
      if (s === 4) continue; // one free slot a day
      const options = [0, 1].map((k) => {
        const place = PLACES[(d * 5 + s * 2 + k) % PLACES.length]!;
        return {
          id: `d${d}-s${s}-o${k}`,
          name: place.name,
          description: place.description,
          address: place.address,
          cost: place.cost,
          rating: 4.7,
          reviews: 1200,
          coordinates: { lat: place.lat, lng: place.lng },
          ...(k === 0 && s % 2 === 1 ? { distanceFromPrevious: 1850 + s * 120, durationFromPrevious: 1320 } : {}),
        };
      });
      slot.options = options;
      slot.selectedPlace = s === 5 && d % 3 === 0 ? null : options[0]!.id;
    }
    days.push({ id: `day-${date}`, date, title: d === 0 ? 'Arrival in Paris' : d === 13 ? 'Au revoir, Paris' : `Paris, day ${d + 1}`, timeSlots: slots });
  }
  return {
    trip_name: 'Paris in Spring',
    destination: 'Paris',
    user_id: userId,
    dedicated_specialist_id: specialistId ?? null,
    start_date: '2027-05-10',
    end_date: '2027-05-23',
    travelers_adults: 2,
    travelers_children: 1,
    destination_latitude: 48.8566,
    destination_longitude: 2.3522,
    days: JSON.stringify(days),
    outbound_flight: JSON.stringify({ airline: 'Air France', flightNumber: 'AF 7', departureAirport: 'JFK', arrivalAirport: 'CDG', departure: '2027-05-09T18:30', arrival: '2027-05-10T07:55', price: 1890 }),
    return_flight: JSON.stringify({ airline: 'Air France', flightNumber: 'AF 8', departureAirport: 'CDG', arrivalAirport: 'JFK', departure: '2027-05-23T10:35', arrival: '2027-05-23T13:05', price: 1760.5 }),
    hotel: JSON.stringify({ name: 'Le Meurice', address: '228 Rue de Rivoli, 75001 Paris', checkIn: '2027-05-10', checkOut: '2027-05-23', pricePerNight: 1450, rooms: 2, coordinates: { lat: 48.8651, lng: 2.3281 } }),
    hotel_address: '228 Rue de Rivoli, 75001 Paris',
  };
}

/** The same trip over `n` days (the 14 days repeated, dates following on from 10 May 2027): long documents. */
export function longTrip(userId: string, n: number, specialistId?: string): NewTrip {
  const base = fourteenDayTrip(userId, specialistId);
  const fortnight = JSON.parse(base.days as string) as Day[];
  const start = Date.UTC(2027, 4, 10);
  const days: Day[] = [];
  for (let d = 0; d < n; d++) {
    const date = new Date(start + d * 86_400_000).toISOString().slice(0, 10);
    const from = structuredClone(fortnight[d % 14]!);
    const round = Math.floor(d / 14);
    for (const slot of from.timeSlots) {
      for (const o of slot.options) o.id = `${o.id}-r${round}`;
      if (slot.selectedPlace) slot.selectedPlace = `${slot.selectedPlace}-r${round}`;
    }
    days.push({ ...from, id: `day-${date}`, date, title: d === 0 ? 'Arrival in Paris' : `Paris, day ${d + 1}` });
  }
  const end = days.at(-1)!.date;
  return { ...base, trip_name: `Paris over ${n} days`, end_date: end, days: JSON.stringify(days) };
}
