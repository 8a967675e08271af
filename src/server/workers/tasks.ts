/**
 * What the CPU workers do (lib/worker-pool.ts, ADR 021): each task takes plain data (structured
 * clones) and answers plain data, its bytes transferred rather than copied. Everything a task
 * needs beyond its input (fonts, the basemap, the places catalogue) is loaded once per worker.
 */
import type { TripDetail } from '#shared/contracts/trip-detail.js';
import type { BillingView } from '#shared/contracts/billing.js';
import type { GenerateItineraryRequest } from '#shared/contracts/ai.js';
import type { Day } from '#shared/domain/itinerary.js';
import { renderItineraryPdf, type ItineraryOptions } from '#server/modules/billing/pdf/itinerary.js';
import { renderStatementPdf } from '#server/modules/billing/pdf/statement.js';
import { createNaturalEarthBasemap } from '#server/providers/basemap/natural-earth.js';
import type { Basemap } from '#server/providers/basemap/basemap.js';
import { planItinerary } from '#server/providers/ai/planner.js';
import { loadCatalogue } from '#server/providers/places/catalogue/load.js';

export interface TaskInputs {
  'itinerary-pdf': { trip: TripDetail; options: ItineraryOptions };
  'statement-pdf': { view: BillingView; currency: 'EUR' | 'USD'; contact: string; issuedAt: string };
  'plan-itinerary': { request: GenerateItineraryRequest };
}
export interface TaskResults {
  'itinerary-pdf': Uint8Array;
  'statement-pdf': Uint8Array;
  'plan-itinerary': Day[];
}
export type TaskName = keyof TaskInputs;

let basemap: Basemap | undefined;

const bytes = (pdf: Buffer) => {
  // A Buffer may be a view of a shared pool: copy into an array of its own, then transfer that.
  const out = new Uint8Array(pdf.byteLength);
  out.set(pdf);
  return { result: out, transfer: [out.buffer] };
};

export async function runTask(name: string, input: unknown): Promise<{ result: unknown; transfer?: ArrayBuffer[] }> {
  switch (name as TaskName) {
    case 'itinerary-pdf': {
      const { trip, options } = input as TaskInputs['itinerary-pdf'];
      basemap ??= createNaturalEarthBasemap();
      return bytes(await renderItineraryPdf(trip, basemap, options));
    }
    case 'statement-pdf': {
      const { view, currency, contact, issuedAt } = input as TaskInputs['statement-pdf'];
      return bytes(await renderStatementPdf(view, { currency, contact, issuedAt: new Date(issuedAt) }));
    }
    case 'plan-itinerary': {
      const { request } = input as TaskInputs['plan-itinerary'];
      return { result: planItinerary(loadCatalogue(), request) };
    }
    default:
      throw new Error(`unknown worker task ${name}`);
  }
}
