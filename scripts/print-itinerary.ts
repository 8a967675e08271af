/**
 * npx tsx scripts/print-itinerary.ts <destination> <startDate> <endDate> [style] [band] [interests,...]
 * Prints the offline planner's itinerary as text, the way a specialist would read it.
 */
import { GenerateItineraryRequest } from '#shared/contracts/ai.js';
import { loadCatalogue } from '#server/providers/places/catalogue/load.js';
import { planItinerary } from '#server/providers/ai/planner.js';
import { itineraryAsText } from '#server/providers/ai/text.js';

const [destination = 'Rome', startDate = '2027-05-03', endDate = '2027-05-09', style, band, interests] = process.argv.slice(2);
const request = GenerateItineraryRequest.parse({
  destination,
  startDate,
  endDate,
  adults: 2,
  preferences: {
    ...(style ? { travelStyle: style } : {}),
    ...(band ? { budgetBand: band } : {}),
    ...(interests ? { interests: interests.split(',') } : {}),
  },
});
console.log(itineraryAsText(planItinerary(loadCatalogue(), request)));
