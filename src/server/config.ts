import path from 'node:path';
import { z } from 'zod';
import { mapOptionsFromEnv } from './providers/basemap/tile-config.js';
import { ECB_DAILY_URL } from './providers/exchange-rates/ecb.js';

/**
 * Environment -> typed configuration. A bad value stops the server with a
 * message that names the variable (DESIGN.md, issue 2 §2).
 */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Maison Voyage <concierge@maison-voyage.local>'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6, 'must be at least 6 characters').optional(),
  ADMIN_NAME: z.string().trim().min(1, 'must not be empty').max(120, 'must be at most 120 characters').optional(),
  AGENCY_EMAIL: z.email().default('agency@maison-voyage.local'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d+|[\d.:a-fA-F/,\s]+)$/, 'must be true, false, a hop count or a list of proxy addresses')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAP_TILE_URL: z.string().optional(),
  MAP_TILE_ATTRIBUTION: z.string().optional(),
  GOOGLE_MAPS_API_KEY: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,}$/, 'must be a Google API key (letters, digits, - and _, 20 characters or more)')
    .optional(),
  AI_BASE_URL: z.url('must be the URL of an OpenAI-compatible API, e.g. https://api.openai.com/v1').optional(),
  AI_API_KEY: z.string().trim().min(1).optional(),
  AI_MODEL: z.string().trim().min(1).optional(),
  EXCHANGE_RATES_URL: z
    .union([z.literal('off'), z.url().regex(/^https?:\/\//, 'must be an http(s) URL or off')], {
      error: 'must be the URL of the ECB daily rates file (eurofxref-daily.xml) or off',
    })
    .default(ECB_DAILY_URL),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(20),
  NODE_ENV: z.string().optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  secureCookies: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  mailDir: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** ADMIN_NAME: the first run's owner's name as clients see it; unset, the owner is asked at first sign-in. */
  adminName: string | undefined;
  agencyEmail: string;
  /**
   * AUTH_SECRET: signs session cookies. Unset: the secret generated once and kept in the database,
   * shared by every process on it (db/instance-secrets.ts, ADR 023).
   */
  authSecret: string | undefined;
  logLevel: string;
  /** Which proxies may set X-Forwarded-For (off by default: the client address is the socket's). */
  trustProxy: boolean | number | string[];
  /** Per-IP budget of sign-in, sign-up and reset calls per minute; the questionnaire's scales with it. */
  authRateLimitPerMinute: number;
  /** MAP_TILE_URL: a real tile server for the trip map (ADR 010); unset: our offline basemap. */
  mapTileUrl: string | undefined;
  mapTileAttribution: string | undefined;
  /** GOOGLE_MAPS_API_KEY: Google Places (New) and Routes when set; unset: the built-in catalogue and the offline distance estimator. */
  googleMapsApiKey: string | undefined;
  /** AI_BASE_URL, AI_API_KEY and AI_MODEL, all three or none: an OpenAI-compatible model; none: the offline planner (ADR 011). */
  ai: { baseUrl: string; apiKey: string; model: string } | undefined;
  /** EXCHANGE_RATES_URL: where the ECB daily rates are fetched; null when `off` (ADR 014). */
  exchangeRatesUrl: string | null;
  dev: boolean;
}

export class ConfigError extends Error {}

function emptyToUndefined(env: NodeJS.ProcessEnv): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(env)) out[k] = v === '' ? undefined : v;
  return out;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, opts: { dev?: boolean } = {}): Config {
  const parsed = EnvSchema.safeParse(emptyToUndefined(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailDir: path.join(dataDir, 'mail'),
    adminEmail: e.ADMIN_EMAIL?.trim().toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    adminName: e.ADMIN_NAME,
    agencyEmail: e.AGENCY_EMAIL,
    authSecret: e.AUTH_SECRET,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    ...tileServer(e.MAP_TILE_URL, e.MAP_TILE_ATTRIBUTION),
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    ai: aiModel(e.AI_BASE_URL, e.AI_API_KEY, e.AI_MODEL),
    exchangeRatesUrl: e.EXCHANGE_RATES_URL === 'off' ? null : e.EXCHANGE_RATES_URL,
    dev: opts.dev ?? false,
  };
}

/** The model needs all three of AI_BASE_URL, AI_API_KEY and AI_MODEL; some without the others stop the server. */
function aiModel(baseUrl: string | undefined, apiKey: string | undefined, model: string | undefined) {
  const given = { AI_BASE_URL: baseUrl, AI_API_KEY: apiKey, AI_MODEL: model };
  const missing = Object.entries(given).filter(([, v]) => !v).map(([k]) => k);
  if (missing.length === 3) return undefined;
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.join(', ')}: required with ${Object.keys(given).filter((k) => !missing.includes(k)).join(' and ')} (set all three for an AI model, or none for the offline planner)`,
    );
  }
  return { baseUrl: baseUrl!, apiKey: apiKey!, model: model! };
}

/** MAP_TILE_URL needs {z}/{x}/{y} and its attribution; a bad value stops the server with the variable's name. */
function tileServer(url: string | undefined, attribution: string | undefined) {
  try {
    const o = mapOptionsFromEnv({ MAP_TILE_URL: url, MAP_TILE_ATTRIBUTION: attribution });
    return { mapTileUrl: o.tileUrl, mapTileAttribution: o.tileAttribution };
  } catch (err) {
    throw new ConfigError(`Invalid configuration:\n  ${(err as Error).message}`);
  }
}

function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((v) => v.trim()).filter(Boolean);
}
