import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, generateText, NoObjectGeneratedError, Output, RetryError } from 'ai';
import type { z } from 'zod';
import {
  LocalDateTime,
  ModelFlights,
  ModelItinerary,
  ModelSlotPlaces,
  type FlightSuggestion,
  type GenerateItineraryRequest,
  type GenerateSlotActivitiesRequest,
  type ModelPlace,
} from '#shared/contracts/ai.js';
import { AI_MESSAGES, FLIGHT_SUGGESTION_NOTE } from '#shared/domain/ai.js';
import { INTEREST_LABELS } from '#shared/domain/constants.js';
import { ItinerarySchema, MAX_OPTIONS_PER_SLOT, newId, type Day, type Option, type TimeSlot } from '#shared/domain/itinerary.js';
import { DAY_GRID } from '#shared/domain/slots.js';
import { addHours, parseTime } from '#shared/domain/time.js';
import type { Catalogue } from '#server/providers/places/catalogue/load.js';
import { CATALOGUE_CITY_LABELS, type CatalogueCity } from '#server/providers/places/catalogue/schema.js';
import { airportByCode } from './airports.js';
import { resolveDestination } from './destinations.js';
import { aiEmptyItinerary, aiFailed, aiInvalidResponse, aiTimeout } from './errors.js';
import { matchPlace } from './match.js';
import { travellerOf } from './scoring.js';
import { tripDates } from './planner.js';
import type { AiCallOptions, AiLog, AiProvider } from './types.js';
import { findPlace } from './slot-activities.js';
import { cityPools, optionFromPlace } from './spots.js';

/**
 * Any OpenAI-compatible chat-completions service (OpenAI, Azure, Mistral, a local server...)
 * through the Vercel AI SDK: generateText with Output.object typed by the shared zod schemas,
 * sent as a json_schema response format. The answer is checked, its places matched back to the
 * catalogue (coordinates, hours and facts come from there), and at most 3 options kept a slot.
 */

export interface ModelAiProviderOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  catalogue: Catalogue;
  timeoutMs: number;
  log?: AiLog;
  fetch?: typeof globalThis.fetch;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const ITINERARY_RULES = [
  'You are a senior travel specialist at a luxury travel agency for Paris, Rome and Italy.',
  'Write itineraries that read like an agency’s work: each day titled after where it happens and its highlights (for example "Ancient Rome: Colosseum and Roman Forum").',
  'Use this grid for each day: 09:00-11:00, 11:00-13:00, Lunch 13:00-15:00, 15:00-17:00, 17:00-19:00, Dinner 19:00-21:00. A whole-day trip out of town may replace the daytime slots.',
  `Each slot offers 1 to ${MAX_OPTIONS_PER_SLOT} alternative places, open at that time on that weekday, near each other and near the rest of the day. Lunch and Dinner are restaurants. Hotels are never activities.`,
  'Do not propose the same place twice in one trip.',
  'Only real places that exist, with their real street address. Never invent ratings or reviews. Costs are typical costs per person in EUR; use null when you do not know.',
  'Practical advice about a place goes in that place’s notes, short; slot notes only for a slot without places (a transfer, free time). Write in English.',
].join('\n');

function preferencesText(request: Pick<GenerateItineraryRequest, 'preferences' | 'budget' | 'adults' | 'children' | 'currency'>): string {
  const traveller = travellerOf(request);
  const lines = [
    `Travellers: ${request.adults} adult(s), ${request.children} child(ren).`,
    `Budget band: ${traveller.band}.${typeof request.budget === 'number' ? ` Trip budget: ${request.budget} ${request.currency}.` : ''}`,
    `Travel style: ${traveller.style}.`,
  ];
  if (traveller.interests.size > 0) lines.push(`Interests: ${[...traveller.interests].map((i) => INTEREST_LABELS[i]).join(', ')}.`);
  if (request.preferences.notes) lines.push(`Wishes: ${request.preferences.notes}`);
  return lines.join('\n');
}

/** Names of catalogue places of the trip's cities: the model is asked to prefer them, so that they match back. */
function knownPlaces(catalogue: Catalogue, cities: readonly CatalogueCity[], limit = 80): string {
  const pools = cityPools(catalogue);
  return cities
    .map((city) => {
      const names = (pools.get(city)?.all ?? []).slice(0, limit).map((s) => s.place.name);
      return names.length > 0 ? `${CATALOGUE_CITY_LABELS[city]}: ${names.join('; ')}` : '';
    })
    .filter(Boolean)
    .join('\n');
}

function citiesOf(destination: string, days: number): CatalogueCity[] {
  return resolveDestination(destination, days)?.cities ?? [];
}

/** A model's place as an option: the catalogue's facts when it matches, else what the model said, without coordinates. */
function optionFromModel(catalogue: Catalogue, place: ModelPlace, cities: readonly CatalogueCity[]): Option {
  const known = matchPlace(catalogue, place.name, cities);
  // The advice is about this place: it stays with it, whichever place is chosen (ADR 030).
  const notes = typeof place.notes === 'string' ? place.notes.trim() : '';
  if (known) return notes ? { ...optionFromPlace(known), notes } : optionFromPlace(known);
  const option: Option = {
    id: newId(),
    name: place.name.trim(),
    description: place.description.trim(),
    hasValidCoordinates: false,
  };
  // An unknown cost stays unset rather than reading as free.
  if (typeof place.costEur === 'number' && Number.isFinite(place.costEur)) option.cost = Math.max(0, place.costEur);
  if (place.address.trim()) option.address = place.address.trim();
  if (notes) option.notes = notes;
  return option;
}

/** At most 3 options, each named once; hotels and unnamed places dropped. */
function optionsFromModel(
  catalogue: Catalogue,
  places: readonly ModelPlace[],
  cities: readonly CatalogueCity[],
  exclude: Set<string> = new Set(),
  limit: number = MAX_OPTIONS_PER_SLOT,
): Option[] {
  const seen = new Set<string>();
  const options: Option[] = [];
  for (const place of places) {
    if (options.length >= limit) break;
    if (!place.name?.trim()) continue;
    const option = optionFromModel(catalogue, place, cities);
    const key = String(option.placeId ?? option.name.toLowerCase());
    if (seen.has(key) || exclude.has(key) || exclude.has(option.name.toLowerCase())) continue;
    seen.add(key);
    options.push(option);
  }
  return options;
}

/** The model's days on the trip's dates: by date when it gives one of them, else in order. */
export function daysFromModel(catalogue: Catalogue, draft: z.infer<typeof ModelItinerary>, request: GenerateItineraryRequest): Day[] {
  const dates = tripDates(request.startDate, request.endDate);
  const cities = citiesOf(request.destination, dates.length);
  const byDate = new Map<string, z.infer<typeof ModelItinerary>['days'][number]>();
  const undated: z.infer<typeof ModelItinerary>['days'] = [];
  for (const day of draft.days) {
    const date = typeof day.date === 'string' ? day.date.trim().slice(0, 10) : '';
    if (dates.includes(date) && !byDate.has(date)) byDate.set(date, day);
    else undated.push(day);
  }
  const days: Day[] = [];
  for (const date of dates) {
    const day = byDate.get(date) ?? undated.shift();
    if (!day) continue;
    const timeSlots: TimeSlot[] = [];
    day.timeSlots.forEach((slot, i) => {
      const options = optionsFromModel(catalogue, slot.options, cities);
      // Slot notes only where there is no place to carry them (a transfer, free time): ADR 030.
      const notes = options.length === 0 ? (slot.notes?.trim() ?? '') : '';
      const grid = DAY_GRID[i];
      const startTime = parseTime(slot.startTime) ?? timeSlots.at(-1)?.endTime ?? grid?.startTime ?? '09:00';
      const endTime = parseTime(slot.endTime) ?? addHours(startTime, 2);
      timeSlots.push({
        id: newId(),
        startTime,
        endTime,
        start_time: startTime,
        end_time: endTime,
        title: slot.title?.trim() || grid?.title || 'Activity',
        theme: slot.theme?.trim() ?? '',
        ...(notes ? { notes } : {}),
        options,
        selectedPlace: null,
      });
    });
    days.push({ id: newId(), date, title: day.title?.trim() ?? '', timeSlots });
  }
  return ItinerarySchema.parse(days);
}

function localDateTime(value: string | null | undefined): string {
  const text = (value ?? '').trim().replace(' ', 'T').slice(0, 16);
  return LocalDateTime.safeParse(text).success ? text : '';
}

function flightFromModel(flight: z.infer<typeof ModelFlights>['outbound']): FlightSuggestion {
  const code = (value: string) => (airportByCode(value) || /^[A-Z]{3}$/.test(value.trim()) ? value.trim().toUpperCase() : '');
  const price = typeof flight.priceEur === 'number' && Number.isFinite(flight.priceEur) && flight.priceEur >= 0 ? Math.round(flight.priceEur) : null;
  return {
    airline: flight.airline?.trim() ?? '',
    flightNumber: flight.flightNumber?.trim().toUpperCase() ?? '',
    departureAirport: code(flight.departureAirport),
    arrivalAirport: code(flight.arrivalAirport),
    departure: localDateTime(flight.departure),
    arrival: localDateTime(flight.arrival),
    price,
    suggestion: true,
  };
}

/** Is this failure the model's answer itself (unreadable, off the schema), rather than the service? */
function isBadAnswer(error: unknown): boolean {
  if (NoObjectGeneratedError.isInstance(error)) return true;
  if (APICallError.isInstance(error)) return error.statusCode !== undefined && error.statusCode >= 200 && error.statusCode < 300;
  const name = (error as { name?: string } | null)?.name ?? '';
  return ['AI_InvalidResponseDataError', 'AI_JSONParseError', 'AI_TypeValidationError', 'AI_NoOutputGeneratedError'].includes(name);
}

export function createModelAiProvider(options: ModelAiProviderOptions): AiProvider {
  const { catalogue, log } = options;
  const service = createOpenAICompatible({
    name: 'agency-ai',
    baseURL: options.baseUrl.replace(/\/+$/, ''),
    apiKey: options.apiKey,
    supportsStructuredOutputs: true,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const chat = service.chatModel(options.model);
  const host = (() => {
    try {
      return new URL(options.baseUrl).host;
    } catch {
      return 'the configured service';
    }
  })();

  async function ask<S extends z.ZodType>(
    schema: S,
    name: string,
    system: string,
    prompt: string,
    call: AiCallOptions | undefined,
    failure: string,
  ): Promise<z.output<S>> {
    const timer = AbortSignal.timeout(call?.timeoutMs ?? options.timeoutMs);
    const signal = call?.signal ? AbortSignal.any([call.signal, timer]) : timer;
    try {
      const result = await generateText({
        model: chat,
        system,
        prompt,
        output: Output.object({ schema, name }),
        abortSignal: signal,
        maxRetries: 1,
        temperature: 0.4,
      });
      return result.output as z.output<S>;
    } catch (raw) {
      const error = RetryError.isInstance(raw) ? raw.lastError : raw;
      if (timer.aborted || call?.signal?.aborted) {
        log?.warn({ model: options.model, host, call: name }, 'AI call timed out');
        throw aiTimeout(error);
      }
      if (isBadAnswer(error)) {
        log?.warn({ model: options.model, host, call: name, err: (error as Error).message }, 'AI answer was not in the expected format');
        throw aiInvalidResponse(error);
      }
      const status = APICallError.isInstance(error) ? error.statusCode : undefined;
      log?.warn({ model: options.model, host, call: name, status, err: (error as Error)?.message }, 'AI call failed');
      throw aiFailed(failure, error);
    }
  }

  return {
    kind: 'model',
    describe: `OpenAI-compatible model ${options.model} at ${host}`,

    async generateItinerary(request, call) {
      const dates = tripDates(request.startDate, request.endDate);
      const cities = citiesOf(request.destination, dates.length);
      const prompt = [
        `Plan a trip to ${request.destination}, one day per date:`,
        dates.map((d) => `- ${d} (${WEEKDAYS[new Date(`${d}T00:00:00Z`).getUTCDay()]})`).join('\n'),
        preferencesText(request),
        cities.length > 0 ? `Places our agency knows well (prefer them when they fit):\n${knownPlaces(catalogue, cities)}` : '',
      ]
        .filter(Boolean)
        .join('\n\n');
      const draft = await ask(ModelItinerary, 'itinerary', ITINERARY_RULES, prompt, call, AI_MESSAGES.itineraryFailed);
      if (!draft.days || draft.days.length === 0) throw aiEmptyItinerary();
      const days = daysFromModel(catalogue, draft, request);
      if (days.length === 0) throw aiEmptyItinerary();
      return { days, source: 'model' };
    },

    async generateSlotActivities(request: GenerateSlotActivitiesRequest, call) {
      const cities = citiesOf(`${request.dayTitle} ${request.destination}`, 1);
      const previous = request.previousActivities.filter(Boolean);
      const elsewhere = request.chosenElsewhere.filter(Boolean);
      const shown = request.shown.filter(Boolean);
      const prompt = [
        `Suggest up to ${MAX_OPTIONS_PER_SLOT} alternative places for one slot of a day in ${request.destination}.`,
        `Day: ${request.dayTitle || 'not titled'}. Slot: ${request.slotTitle || 'Activity'}, ${request.startTime}-${request.endTime}${request.date ? ` on ${request.date}` : ''}.`,
        request.slotTitle ? 'When the slot title names a place, suggest that place first.' : '',
        previous.length > 0 ? `Already planned that day (do not repeat them; stay near them): ${previous.join('; ')}.` : '',
        elsewhere.length > 0 ? `Already chosen on other days of the trip (never suggest them): ${elsewhere.join('; ')}.` : '',
        shown.length > 0 ? `The client has already seen these for this slot (suggest different ones): ${shown.join('; ')}.` : '',
        `Travellers: ${request.travelersCount}${request.children > 0 ? `, of whom ${request.children} ${request.children === 1 ? 'is a child' : 'are children'} (only places that admit children)` : ''}. Currency of the trip: ${request.currency}.`,
        request.customDescription ? `What the client asks for: ${request.customDescription}` : '',
        cities.length > 0 ? `Places our agency knows well (prefer them when they fit):\n${knownPlaces(catalogue, cities)}` : '',
      ]
        .filter(Boolean)
        .join('\n');
      const answer = await ask(ModelSlotPlaces, 'slot_places', ITINERARY_RULES, prompt, call, 'Failed to generate AI suggestions');
      // The model's answer is held to the same rules as the offline planner's (issue 20): nothing
      // of the day or the rest of the trip again, nothing just shown while it offers others, and
      // no place that turns children away for a family.
      const keysOf = (texts: readonly string[]) => {
        const keys = new Set<string>();
        for (const text of texts) {
          keys.add(text.toLowerCase());
          const known = findPlace(catalogue, text, cities);
          if (known) keys.add(known.id);
        }
        return keys;
      };
      const exclude = keysOf([...previous, ...elsewhere]);
      const admitted = (o: Option) => request.children === 0 || o.minAge === undefined;
      const all = optionsFromModel(catalogue, answer.places ?? [], cities, exclude, Number.POSITIVE_INFINITY).filter(admitted);
      const seen = keysOf(shown);
      const fresh = all.filter((o) => !seen.has(String(o.placeId ?? '')) && !seen.has(o.name.toLowerCase()));
      return { places: (fresh.length > 0 ? fresh : all).slice(0, MAX_OPTIONS_PER_SLOT), source: 'model' };
    },

    async searchFlights(request, call) {
      const prompt = [
        `Suggest a typical outbound flight from ${request.departureCity} to ${request.arrivalCity} on ${request.departureDate}`,
        `and a typical return flight on ${request.returnDate}, for ${request.passengers} passenger(s).`,
        'Use airlines that really fly the route, IATA airport codes and local times (YYYY-MM-DDTHH:MM).',
        'Leave the flight number or the price null when you are not sure. Prices are typical economy fares per person in EUR.',
      ].join(' ');
      const answer = await ask(
        ModelFlights,
        'flights',
        'You help a travel agency prepare flight suggestions that staff will verify before booking.',
        prompt,
        call,
        AI_MESSAGES.flightsFailed,
      );
      const outbound = flightFromModel(answer.outbound);
      const back = flightFromModel(answer.return);
      return {
        success: true,
        flights: { outbound, return: back },
        suggestion: true,
        note: `${FLIGHT_SUGGESTION_NOTE} Suggested by an AI model: airlines, flight numbers, times and fares may be out of date.`,
        source: 'model',
      };
    },
  };
}
