import type * as contract from '#shared/contracts/ai.js';

/** Per call: the caller's signal (the request went away) and the time-out (spec §9: 120000 ms workspace, 200000 ms backoffice). */
export interface AiCallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Whose request it is: the offline planner's work queues per person in the worker pool (ADR 021). */
  owner?: string;
}

/**
 * The AI planner (issue 8 §3): the offline planner over the places catalogue by default, any
 * OpenAI-compatible model when AI_BASE_URL, AI_API_KEY and AI_MODEL are all set. Requests are
 * the validated contracts of src/shared/contracts/ai.ts; failures are AiError (errors.ts).
 */
export interface AiProvider {
  kind: contract.AiSource;
  /** For the start-up log: never the key. */
  describe: string;
  generateItinerary(request: contract.GenerateItineraryRequest, options?: AiCallOptions): Promise<contract.GenerateItineraryResponse>;
  generateSlotActivities(request: contract.GenerateSlotActivitiesRequest, options?: AiCallOptions): Promise<contract.GenerateSlotActivitiesResponse>;
  searchFlights(request: contract.SearchFlightsRequest, options?: AiCallOptions): Promise<contract.SearchFlightsResponse>;
}

export interface AiLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}
