import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.js';
import { createProviders } from '#server/providers/index.js';
import { ECB_DAILY_URL } from '#server/providers/exchange-rates/ecb.js';

/** The provider settings (README configuration table): offline by default, real when configured. */
const base = { DATA_DIR: os.tmpdir(), AUTH_SECRET: 'x'.repeat(32) };
const config = (env: Record<string, string> = {}) => loadConfig({ ...base, ...env } as NodeJS.ProcessEnv);

describe('provider configuration', () => {
  it('with nothing set: the offline planner, the distance estimator, and the ECB (which fails quietly without internet)', () => {
    const c = config();
    expect(c.ai).toBeUndefined();
    expect(c.googleMapsApiKey).toBeUndefined();
    expect(c.exchangeRatesUrl).toBe(ECB_DAILY_URL);
    const p = createProviders(c);
    expect(p.ai.kind).toBe('offline');
    expect(p.distances.kind).toBe('estimate');
    expect(p.exchangeRates.kind).toBe('ecb');
  });

  it('GOOGLE_MAPS_API_KEY switches distances to Google Routes; the key is not in its description', () => {
    const key = 'AIzaSyTestKeyTestKeyTestKey012345';
    const p = createProviders(config({ GOOGLE_MAPS_API_KEY: key }));
    expect(p.distances.kind).toBe('google');
    expect(p.distances.describe).not.toContain(key);
  });

  it('AI_BASE_URL, AI_API_KEY and AI_MODEL together switch to the model; the key is not in its description', () => {
    const c = config({ AI_BASE_URL: 'https://models.example/v1', AI_API_KEY: 'sk-secret', AI_MODEL: 'gpt-4o-mini' });
    expect(c.ai).toEqual({ baseUrl: 'https://models.example/v1', apiKey: 'sk-secret', model: 'gpt-4o-mini' });
    const p = createProviders(c);
    expect(p.ai.kind).toBe('model');
    expect(p.ai.describe).toBe('OpenAI-compatible model gpt-4o-mini at models.example');
  });

  it('one or two of the AI settings without the others stop the server, naming what is missing', () => {
    expect(() => config({ AI_BASE_URL: 'https://models.example/v1' })).toThrow(ConfigError);
    expect(() => config({ AI_BASE_URL: 'https://models.example/v1', AI_MODEL: 'm' })).toThrow(/AI_API_KEY: required with AI_BASE_URL and AI_MODEL/);
    expect(() => config({ AI_BASE_URL: 'not a url', AI_API_KEY: 'k', AI_MODEL: 'm' })).toThrow(/AI_BASE_URL/);
  });

  it('EXCHANGE_RATES_URL takes another URL of the ECB file, or off; anything else stops the server', () => {
    expect(config({ EXCHANGE_RATES_URL: 'https://mirror.example/eurofxref-daily.xml' }).exchangeRatesUrl).toBe('https://mirror.example/eurofxref-daily.xml');
    const off = config({ EXCHANGE_RATES_URL: 'off' });
    expect(off.exchangeRatesUrl).toBeNull();
    expect(createProviders(off).exchangeRates.kind).toBe('off');
    expect(() => config({ EXCHANGE_RATES_URL: 'ftp://ecb.example/file.xml' })).toThrow(/EXCHANGE_RATES_URL/);
    expect(() => config({ EXCHANGE_RATES_URL: 'nope' })).toThrow(/EXCHANGE_RATES_URL/);
  });

  it('refuses a GOOGLE_MAPS_API_KEY that cannot be a key', () => {
    expect(() => config({ GOOGLE_MAPS_API_KEY: 'short' })).toThrow(/GOOGLE_MAPS_API_KEY/);
  });
});
