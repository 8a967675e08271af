import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ExchangeRate, FetchExchangeRatesResponse } from '#shared/contracts/exchange-rates.js';
import { errorResponses } from '#server/lib/http.js';

/**
 * /api/exchange-rates (spec §7 exchange_rates select, fetch-exchange-rates; §9): the EUR -> USD
 * rate in use, for anyone signed in (the billing page and the workspace convert with it), and the
 * staff's fetch from the ECB. Registered with the prefix /exchange-rates (modules/index.ts).
 */
export default async function exchangeRatesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rates = () => app.ctx.services.exchangeRates;

  app.get(
    '/latest',
    {
      config: { policy: 'signed-in' },
      schema: {
        tags: ['exchange-rates'],
        summary:
          'The EUR -> USD rate in use, its ECB date and source; refreshed first when not confirmed for a day (waiting at most 1.5 s), else the last stored rate, else 1.1',
        response: { 200: ExchangeRate, ...errorResponses(401) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, max-age=300');
      return rates().latest();
    },
  );

  app.post(
    '/fetch',
    {
      config: { policy: 'staff' },
      schema: {
        tags: ['exchange-rates'],
        summary: 'fetch-exchange-rates: fetch the ECB daily rates now and store EUR -> USD',
        response: { 200: FetchExchangeRatesResponse, ...errorResponses(401, 403, 422, 502) },
      },
    },
    async () => rates().refresh(),
  );
}
