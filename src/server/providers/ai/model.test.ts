import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  GenerateItineraryRequest,
  GenerateItineraryResponse,
  GenerateSlotActivitiesRequest,
  SearchFlightsRequest,
  SearchFlightsResponse,
} from '#shared/contracts/ai.js';
import { ItinerarySchema } from '#shared/domain/itinerary.js';
import { loadCatalogue } from '#server/providers/places/catalogue/load.js';
import { AiError } from './errors.js';
import { createAiProvider, type AiProvider } from './provider.js';

/**
 * The OpenAI-compatible provider against a local stand-in of the chat-completions API
 * (POST /v1/chat/completions). The AI SDK asks for the output as a json_schema response format
 * and reads the JSON from the message content; the stand-in answers what each test sets.
 */

interface Exchange {
  method: string;
  url: string;
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; strict: boolean; schema: { properties: Record<string, unknown> } } };
  };
}

type Answer = { status?: number; content?: string; raw?: string; delayMs?: number };

let server: http.Server;
let baseUrl: string;
let answer: Answer;
const exchanges: Exchange[] = [];

function completion(content: string) {
  return JSON.stringify({
    id: 'chatcmpl-standin',
    object: 'chat.completion',
    created: 1_800_000_000,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  });
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => (text += chunk));
    req.on('end', () => {
      exchanges.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization, body: JSON.parse(text) });
      const send = () => {
        if (res.destroyed) return;
        res.statusCode = answer.status ?? 200;
        res.setHeader('content-type', 'application/json');
        res.end(answer.raw ?? (answer.status && answer.status >= 400 ? JSON.stringify({ error: { message: 'upstream failure', type: 'server_error' } }) : completion(answer.content ?? '{}')));
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  exchanges.length = 0;
  answer = {};
});

const catalogue = loadCatalogue();
const model = (): AiProvider => createAiProvider({ baseUrl, apiKey: 'test-key', model: 'test-model', catalogue, timeoutMs: 5000 });
const itineraryRequest = GenerateItineraryRequest.parse({
  destination: 'Rome',
  startDate: '2027-05-03',
  endDate: '2027-05-04',
  adults: 2,
  preferences: { interests: ['history'], travelStyle: 'balanced', budgetBand: 'luxury' },
});

const place = (name: string, kind = 'sight', costEur: number | null = 0, notes: string | null = null) => ({
  name,
  description: `${name}, as the model describes it.`,
  address: 'Somewhere in Rome',
  city: 'Rome',
  costEur,
  kind,
  notes,
});

const itinerary = {
  days: [
    {
      date: '2027-05-04',
      title: 'The Vatican: St Peter’s and the Museums',
      timeSlots: [
        { startTime: '09:00', endTime: '11:00', title: 'Morning', theme: 'Art', notes: 'Timed entry.', options: [place('Vatican Museums', 'museum', 25, 'Timed entry: book the 09:00 slot.'), place("St. Peter's Basilica")] },
        { startTime: '13:00', endTime: '15:00', title: 'Lunch', theme: 'Roman', notes: '', options: [place('Da Enzo al 29', 'restaurant', 35)] },
      ],
    },
    {
      date: '2027-05-03',
      title: 'Ancient Rome: Colosseum and Forum',
      timeSlots: [
        {
          startTime: '9:00',
          endTime: 'late',
          title: 'Morning',
          theme: 'Ancient sites',
          notes: 'Book ahead.',
          options: [place('The Colosseum', 'sight', 18), place('Roman Forum', 'sight', 18), place('Colosseo'), place('Trattoria Invented by the Model', 'restaurant', null)],
        },
      ],
    },
  ],
};

describe('OpenAI-compatible model: generate-itinerary', () => {
  it('asks the chat-completions API for a json_schema answer with the trip’s dates and the traveller', async () => {
    answer = { content: JSON.stringify(itinerary) };
    await model().generateItinerary(itineraryRequest);
    expect(exchanges).toHaveLength(1);
    const [sent] = exchanges;
    expect(sent).toMatchObject({ method: 'POST', url: '/v1/chat/completions', authorization: 'Bearer test-key' });
    expect(sent!.body.model).toBe('test-model');
    expect(sent!.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'itinerary', strict: true } });
    expect(Object.keys(sent!.body.response_format!.json_schema!.schema.properties)).toEqual(['days']);
    // Strict structured outputs need every object closed and every property required.
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (typeof node !== 'object' || node === null) return;
      const n = node as { type?: unknown; properties?: Record<string, unknown>; required?: string[]; additionalProperties?: unknown };
      if (n.type === 'object') {
        expect(n.additionalProperties).toBe(false);
        expect([...(n.required ?? [])].sort()).toEqual(Object.keys(n.properties ?? {}).sort());
      }
      Object.values(n).forEach(walk);
    };
    walk(sent!.body.response_format!.json_schema!.schema);
    const prompt = sent!.body.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('2027-05-03 (Monday)');
    expect(prompt).toContain('2027-05-04 (Tuesday)');
    expect(prompt).toContain('Interests: History');
    expect(prompt).toContain('Colosseo');
  });

  it('places the days on the trip’s dates, matches places to the catalogue and keeps at most 3 options', async () => {
    answer = { content: JSON.stringify(itinerary) };
    const result = await model().generateItinerary(itineraryRequest);
    expect(GenerateItineraryResponse.parse(result)).toBeTruthy();
    expect(result.source).toBe('model');
    const [monday, tuesday] = result.days;
    expect(monday!.date).toBe('2027-05-03');
    expect(tuesday!.date).toBe('2027-05-04');
    const morning = monday!.timeSlots[0]!;
    expect([morning.startTime, morning.endTime, morning.start_time, morning.end_time]).toEqual(['09:00', '11:00', '09:00', '11:00']);
    // 'The Colosseum' and 'Colosseo' are one place: kept once; the invented trattoria keeps the model's words, without coordinates.
    expect(morning.options.map((o) => o.name)).toEqual(['Colosseo', 'Foro Romano e Palatino', 'Trattoria Invented by the Model']);
    expect(morning.options[0]).toMatchObject({ placeId: 'rome-colosseo', hasValidCoordinates: true, image: '/api/places/rome-colosseo/image' });
    expect(morning.options[2]).toMatchObject({ hasValidCoordinates: false, address: 'Somewhere in Rome' });
    expect(morning.options[2]).not.toHaveProperty('cost');
    expect(morning.options[2]).not.toHaveProperty('coordinates');
    expect(tuesday!.timeSlots[0]!.options.map((o) => o.placeId)).toEqual(['rome-musei-vaticani-e-cappella-sistina', 'rome-basilica-di-san-pietro']);
    expect(ItinerarySchema.safeParse(result.days).success).toBe(true);
    for (const slot of result.days.flatMap((d) => d.timeSlots)) expect(slot.selectedPlace).toBeNull();
    // Advice about a place stays with that place; a slot with places carries none of its own (ADR 030).
    expect(tuesday!.timeSlots[0]!.options[0]!.notes).toBe('Timed entry: book the 09:00 slot.');
    expect(tuesday!.timeSlots[0]!.options[1]).not.toHaveProperty('notes');
    for (const slot of result.days.flatMap((d) => d.timeSlots)) expect(slot).not.toHaveProperty('notes');
  });

  it("answers 'Invalid response format from AI service' (502) for an answer that is not JSON", async () => {
    answer = { content: 'Here is your wonderful itinerary: day one, the Colosseum...' };
    await expect(model().generateItinerary(itineraryRequest)).rejects.toMatchObject({
      status: 502,
      code: 'ai_invalid_response',
      message: 'Invalid response format from AI service',
    });
  });

  it("answers 'Invalid response format from AI service' for JSON off the schema, and for a body that is not a completion", async () => {
    answer = { content: JSON.stringify({ days: 'Monday: Colosseum' }) };
    await expect(model().generateItinerary(itineraryRequest)).rejects.toMatchObject({ code: 'ai_invalid_response' });
    answer = { raw: '<html>gateway</html>' };
    await expect(model().generateItinerary(itineraryRequest)).rejects.toMatchObject({ message: 'Invalid response format from AI service' });
  });

  it("answers 'Generated itinerary is empty' when the model plans no day", async () => {
    answer = { content: JSON.stringify({ days: [] }) };
    const error = await model().generateItinerary(itineraryRequest).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiError);
    expect(error).toMatchObject({ status: 502, code: 'ai_empty_itinerary', message: 'Generated itinerary is empty' });
  });

  it("answers 'Request timed out. Please try again.' when the model is slower than the time-out", async () => {
    answer = { content: JSON.stringify(itinerary), delayMs: 3000 };
    const started = Date.now();
    await expect(model().generateItinerary(itineraryRequest, { timeoutMs: 300 })).rejects.toMatchObject({
      status: 502,
      code: 'ai_timeout',
      message: 'Request timed out. Please try again.',
    });
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it("answers 'Failed to generate itinerary' when the service fails, after one retry", async () => {
    answer = { status: 500 };
    await expect(model().generateItinerary(itineraryRequest)).rejects.toMatchObject({ status: 502, code: 'ai_failed', message: 'Failed to generate itinerary' });
    expect(exchanges).toHaveLength(2);
  });
});

describe('OpenAI-compatible model: slot activities and flights', () => {
  it('keeps at most 3 new places for the slot, none of the day’s previous activities', async () => {
    answer = {
      content: JSON.stringify({
        places: [place('Colosseum'), place('Musei Capitolini', 'museum', 16), place('Musei Capitolini', 'museum', 16), place('Circo Massimo'), place('Bocca della Verità'), place('Pantheon')],
      }),
    };
    const request = GenerateSlotActivitiesRequest.parse({
      slotTitle: 'Afternoon',
      destination: 'Rome',
      startTime: '15:00',
      endTime: '17:00',
      dayTitle: 'Ancient Rome',
      previousActivities: ['Colosseo'],
      customDescription: 'something calm',
    });
    const result = await model().generateSlotActivities(request);
    expect(result.places.map((o) => o.name)).toEqual(['Musei Capitolini', 'Circo Massimo', 'Bocca della Verità']);
    expect(exchanges[0]!.body.response_format!.json_schema!.name).toBe('slot_places');
    expect(exchanges[0]!.body.messages.map((m) => m.content).join('\n')).toContain('something calm');
  });

  it('holds the model to the slot rules: nothing chosen elsewhere, nothing just shown while others remain, no place closed to children (issue 20)', async () => {
    answer = {
      content: JSON.stringify({
        places: [place('Vatican Necropolis (Scavi) tour'), place('Pantheon'), place('Musei Capitolini', 'museum', 16), place('Galleria Borghese', 'museum', 22), place('Circo Massimo')],
      }),
    };
    const request = GenerateSlotActivitiesRequest.parse({
      slotTitle: 'Morning',
      destination: 'Rome',
      startTime: '09:00',
      endTime: '12:00',
      chosenElsewhere: ['Pantheon'],
      shown: ['Musei Capitolini'],
      travelersCount: 3,
      children: 1,
    });
    const result = await model().generateSlotActivities(request);
    expect(result.places.map((o) => o.name)).toEqual(['Galleria Borghese', 'Circo Massimo']);
    const prompt = exchanges[0]!.body.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain('Already chosen on other days of the trip (never suggest them): Pantheon');
    expect(prompt).toContain('suggest different ones): Musei Capitolini');
    expect(prompt).toContain('1 is a child');
  });

  it('validates a model’s flights and marks them as suggestions to verify', async () => {
    answer = {
      content: JSON.stringify({
        outbound: { airline: 'ITA Airways', flightNumber: 'az 319', departureAirport: 'CDG', arrivalAirport: 'Rome', departure: '2027-05-03 09:50:00', arrival: '2027-05-03T11:55', priceEur: 123.4 },
        return: { airline: null, flightNumber: null, departureAirport: 'FCO', arrivalAirport: 'CDG', departure: 'evening', arrival: '', priceEur: -5 },
      }),
    };
    const result = await model().searchFlights(
      SearchFlightsRequest.parse({ departureCity: 'Paris', arrivalCity: 'Rome', departureDate: '2027-05-03', returnDate: '2027-05-09', passengers: 2 }),
    );
    expect(SearchFlightsResponse.parse(result)).toEqual(result);
    expect(result).toMatchObject({ success: true, suggestion: true, source: 'model' });
    expect(result.flights.outbound).toEqual({
      airline: 'ITA Airways',
      flightNumber: 'AZ 319',
      departureAirport: 'CDG',
      arrivalAirport: '',
      departure: '2027-05-03T09:50',
      arrival: '2027-05-03T11:55',
      price: 123,
      suggestion: true,
    });
    expect(result.flights.return).toMatchObject({ airline: '', flightNumber: '', departure: '', arrival: '', price: null, suggestion: true });
    expect(result.note).toContain('not a booking');
  });

  it("answers 'Failed to search flights with AI' when the service fails", async () => {
    answer = { status: 503 };
    await expect(
      model().searchFlights(SearchFlightsRequest.parse({ departureCity: 'Paris', arrivalCity: 'Rome', departureDate: '2027-05-03', returnDate: '2027-05-09' })),
    ).rejects.toMatchObject({ status: 502, message: 'Failed to search flights with AI' });
  });
});

describe('choosing the provider', () => {
  it('uses the model only when AI_BASE_URL, AI_API_KEY and AI_MODEL are all set, and never shows the key', () => {
    expect(createAiProvider({ catalogue }).kind).toBe('offline');
    expect(createAiProvider({ baseUrl, apiKey: 'k', catalogue }).kind).toBe('offline');
    expect(createAiProvider({ baseUrl, model: 'm', catalogue }).kind).toBe('offline');
    const real = createAiProvider({ baseUrl, apiKey: 'secret-key', model: 'test-model', catalogue });
    expect(real.kind).toBe('model');
    expect(real.describe).toContain('test-model');
    expect(real.describe).not.toContain('secret-key');
  });
});
