import { AppError } from '#server/lib/errors.js';
import { AI_MESSAGES } from '#shared/domain/ai.js';

/**
 * Failures of an AI provider, as the route layer answers them (DESIGN API: our error shape,
 * never a 500). A failure of the model service is 502 with the spec's message (§8); a
 * destination the offline planner cannot plan is 422.
 */
export type AiErrorCode = 'ai_timeout' | 'ai_invalid_response' | 'ai_empty_itinerary' | 'ai_failed' | 'unknown_destination';

export class AiError extends AppError {
  override readonly name = 'AiError';
  constructor(
    status: number,
    public readonly aiCode: AiErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(status, aiCode, message);
    if (options?.cause !== undefined) (this as { cause?: unknown }).cause = options.cause;
  }
}

export const aiTimeout = (cause?: unknown) => new AiError(502, 'ai_timeout', AI_MESSAGES.timeout, { cause });
export const aiInvalidResponse = (cause?: unknown) =>
  new AiError(502, 'ai_invalid_response', AI_MESSAGES.invalidResponse, { cause });
export const aiEmptyItinerary = () => new AiError(502, 'ai_empty_itinerary', AI_MESSAGES.emptyItinerary);
export const aiFailed = (message: string, cause?: unknown) => new AiError(502, 'ai_failed', message, { cause });
export const unknownDestination = (destination: string, covered: string) =>
  new AiError(
    422,
    'unknown_destination',
    `The built-in planner knows ${covered}; it cannot plan "${destination}". Add the days by hand, or configure an AI model.`,
  );
