import { sendJson, startStandIn, type StandIn } from './server.js';

/**
 * A stand-in of an OpenAI-compatible chat-completions API (POST /v1/chat/completions): it answers
 * what the test sets as the assistant's message content, late when asked to.
 */
export interface ChatStandIn extends StandIn {
  /** Base URL for AI_BASE_URL (…/v1). */
  baseUrl: string;
  answer: { content?: string; status?: number; delayMs?: number };
  requests: number;
}

export async function startChatStandIn(): Promise<ChatStandIn> {
  const state: ChatStandIn = { url: '', baseUrl: '', close: async () => undefined, answer: {}, requests: 0 };
  const standIn = await startStandIn(async (req, _body, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return sendJson(res, 404, { error: { message: 'not found' } });
    state.requests++;
    const { content = '{}', status = 200, delayMs } = state.answer;
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    if (status >= 400) return sendJson(res, status, { error: { message: 'upstream failure', type: 'server_error' } });
    return sendJson(res, 200, {
      id: 'chatcmpl-standin',
      object: 'chat.completion',
      created: 1_800_000_000,
      model: 'standin-model',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    });
  });
  state.url = standIn.url;
  state.baseUrl = `${standIn.url}/v1`;
  state.close = standIn.close;
  return state;
}
