import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/connection.js';
import type { Mailer } from './providers/mail/mailer.js';
import path from 'node:path';
import { createAuth, type Auth } from './auth/auth.js';
import { sharedAuthSecret } from './db/instance-secrets.js';
import { AppError, forbidden, unauthorized } from './lib/errors.js';
import { databaseRateLimitStore } from './lib/rate-limit.js';
import { assertCleanInput } from './lib/input-guard.js';
import { CONTROL_CHARACTERS_MESSAGE, LINE_BREAKS_MESSAGE } from '#shared/contracts/common.js';
import { POLICIES, policyAllows, type Policy } from '#shared/permissions.js';
import { PASSWORD_CHANGE_REQUIRED, PASSWORD_CHANGE_REQUIRED_CODE, type SessionUser } from '#shared/contracts/auth.js';
import { createServices, type Services } from './services.js';
import { createEventBus, type EventBus } from './providers/events/index.js';
import { registerModules } from './modules/index.js';
import type { WebRenderer } from './render/web.js';
import { createProviders, type Providers } from './providers/index.js';
import { createStreamHub, type StreamHub } from './lib/sse.js';
import { createWorkerPool, type WorkerPool } from './lib/worker-pool.js';
import { markOfflineAnswer } from './offline.js';
import { createStreamCheck } from './modules/trips/stream-check.js';
import { openApiTransform, securitySchemes } from './lib/openapi.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route (src/shared/permissions.ts POLICIES). Required on every /api route. */
    policy?: Policy;
    /** The 401 message for an anonymous caller, where the spec words it ('Please log in to search for places'). */
    signInMessage?: string;
    /** Open to a user whose password change is forced (the change itself); every other signed-in route answers 403 then. */
    duringForcedChange?: boolean;
    /** A public write authorised by a secret in its URL, which a mail provider's servers call (one-click unsubscribe): no same-origin check. */
    anyOrigin?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, resolved once per request (null when anonymous). */
    actor(): Promise<SessionUser | null>;
    _actor?: Promise<SessionUser | null>;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Serves the web app and renders public pages; omitted in API tests. */
  web?: WebRenderer;
  /** Live events; default: in process, or LISTEN/NOTIFY on PostgreSQL (providers/events). */
  events?: EventBus;
  /** Replaces providers chosen from the configuration (tests: stand-ins, counting wrappers). */
  providers?: Partial<Providers>;
  /** The worker pool of CPU work; default: one of the machine's size, made for this app and closed with it. */
  cpu?: WorkerPool;
  logger?: boolean | object;
}

export type App = FastifyInstance & { withTypeProvider(): FastifyInstance };
export type AppInstance = ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance;

export interface AppContext {
  config: Config;
  database: Database;
  mailer: Mailer;
  auth: Auth;
  services: Services;
  events: EventBus;
  providers: Providers;
  cpu: WorkerPool;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Route policies as registered, for the OpenAPI document and the route-policy test. */
    routePolicies: Map<string, Policy | undefined>;
    /** Open Server-Sent Events streams, their caps and their batched access re-check (lib/sse.ts, ADR 021). */
    liveStreams: StreamHub;
  }
}

export const THEME_BOOT_HASH_PLACEHOLDER = 'theme-boot';

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy as boolean, // also a hop count or an address list (config.ts)
    bodyLimit: 1024 * 1024,
    // One line per request only when debugging (the top-level disableRequestLogging is deprecated: FSTDEP023).
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // AUTH_SECRET wins; otherwise the secret every process on this database shares (ADR 023).
  const secret = config.authSecret ?? (await sharedAuthSecret(database.db, path.join(config.dataDir, 'auth-secret')));
  // better-auth calls back into the accounts service to mail reset links: the service is built
  // below, from this auth, and reached when a reset is asked for (never during construction).
  const auth = createAuth(config, database.db, { sendResetPassword: (user, token) => services.accounts.sendResetLink(user, token) }, secret);
  const events = deps.events ?? (await createEventBus(database, app.log));
  // Workers start on first use only, so an app that draws no PDF and plans nothing costs none.
  const cpu = deps.cpu ?? createWorkerPool();
  if (!deps.cpu) app.addHook('onClose', async () => cpu.close());
  const providers: Providers = { ...createProviders(config, app.log, cpu), ...deps.providers };
  const services = createServices({ config, db: database.db, mailer: deps.mailer, auth, log: app.log, events, providers, cpu });
  app.decorate('ctx', {
    config,
    database,
    mailer: deps.mailer,
    auth,
    services,
    events,
    providers,
    cpu,
  } satisfies AppContext);

  // Every /api route must name its policy; refuse to start otherwise.
  app.decorate('routePolicies', new Map<string, Policy | undefined>());
  // Live streams never finish on their own: end them when the server closes, so a
  // shutdown does not wait for the browsers (they reconnect to another process).
  app.decorate('liveStreams', createStreamHub({ bus: events, check: createStreamCheck(services) }));
  app.addHook('preClose', async () => {
    app.liveStreams.closeAll();
  });
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const policy = (route.config as { policy?: Policy } | undefined)?.policy;
    for (const m of methods) if (m !== 'HEAD') app.routePolicies.set(`${m} ${route.url}`, policy);
    if (!policy || !(policy in POLICIES)) {
      throw new Error(`Route ${methods.join(',')} ${route.url} declares no access policy (config.policy)`);
    }
  });

  await app.register(helmet, {
    // upgrade-insecure-requests (a helmet default) only when the site is served over https: on
    // http://agency.lan:3000 it would send the browser to https for our own scripts and styles.
    contentSecurityPolicy: deps.web?.csp
      ? { directives: { ...deps.web.csp, upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null } }
      : false,
    crossOriginEmbedderPolicy: false,
    hsts: config.secureCookies,
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  // Per-IP limits counted in the database: shared by every process on it (ADR 017).
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database.db) });

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Maison Voyage API',
        version: '1.0.0',
        description:
          'JSON API of the agency product. Each operation carries its access policy as x-policy; every policy but public needs the session cookie (sessionCookie). docs/api.md describes the modules and the rules of writes.',
      },
      // Paths are absolute (/api/...): the document is served by the API it describes.
      servers: [{ url: '/', description: 'This server' }],
      components: { securitySchemes },
    },
    // operationId, security, x-policy and media types of every operation (lib/openapi.ts, ADR 035).
    transform: openApiTransform,
    hideUntagged: false,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });

  app.decorateRequest('actor', function (this: FastifyRequest) {
    this._actor ??= services.accounts.sessionUser(this.headers);
    return this._actor;
  });

  // Access policy and a same-origin check for writes, before validation: an
  // anonymous caller gets 401, a signed-in one without the right 403.
  app.addHook('onRequest', async (request) => {
    const policy = request.routeOptions.config?.policy;
    if (!policy) return;
    if (request.method !== 'GET' && request.method !== 'HEAD' && !request.routeOptions.config?.anyOrigin) assertSameOrigin(request, config.publicUrl);
    if (policy === 'public') return;
    const user = await request.actor();
    if (!user) throw unauthorized(request.routeOptions.config?.signInMessage);
    // A temporary password opens nothing but its own change (the session read and sign-out are public).
    if (user.mustChangePassword && !request.routeOptions.config?.duringForcedChange) {
      throw new AppError(403, PASSWORD_CHANGE_REQUIRED_CODE, PASSWORD_CHANGE_REQUIRED);
    }
    if (!policyAllows(policy, user)) throw forbidden();
  });

  // Control characters and absurd nesting are refused before any schema or service sees them.
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.config?.policy) return;
    assertCleanInput('params', request.params);
    assertCleanInput('query', request.query);
    assertCleanInput('body', request.body);
  });

  // Answers that need a session are never stored by a browser or a proxy (issue 12): a route
  // may keep its own `private, …` (a place photo); public ones keep what they set (blog, map).
  app.addHook('onSend', async (request, reply, payload) => {
    if (needsNoStore(request.routeOptions.config?.policy, request.url)) {
      const own = reply.getHeader('cache-control');
      if (!(typeof own === 'string' && /^private\b/.test(own))) reply.header('cache-control', 'no-store');
    }
    // A client's own trips may be kept by the app's service worker for reading offline (ADR 033).
    await markOfflineAnswer(request, reply);
    return payload;
  });

  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));

  app.get(
    '/api/openapi.json',
    { config: { policy: 'public' }, schema: { hide: true } },
    async () => app.swagger(),
  );

  await app.register(async (api) => registerModules(api.withTypeProvider<ZodTypeProvider>()), { prefix: '/api' });

  await app.register((await import('./render/seo.js')).default); // /sitemap.xml, /robots.txt
  if (deps.web) await deps.web.register(app);
  else
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({ error: { code: 'not_found', message: `No route ${request.method} ${request.url}` } }),
    );

  app.addHook('onClose', async () => {
    await services.exchangeRates.stop();
    await deps.web?.close?.();
    if (!deps.events) await events.close(); // ours to close; a bus passed in belongs to the caller
  });
  return app;
}

/** A route whose answer depends on the session: every policy but public, and the sign-in calls. */
function needsNoStore(policy: Policy | undefined, url: string): boolean {
  if (!policy) return false;
  return policy !== 'public' || url.startsWith('/api/auth/');
}

function assertSameOrigin(request: FastifyRequest, publicUrl: string) {
  const origin = request.headers.origin;
  if (!origin) return;
  const host = request.headers.host;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw forbidden('Cross-site request refused.');
  }
  if (originHost !== host && origin !== publicUrl) throw forbidden('Cross-site request refused.');
}

const NAMELESS_MESSAGES = new Set([CONTROL_CHARACTERS_MESSAGE, LINE_BREAKS_MESSAGE]);

function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.status === 401 && reply.statusCode !== 401) reply.header('cache-control', 'no-store');
    return reply.status(error.status).send({
      error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const v of error.validation) {
      const key = (v.instancePath || '/').replace(/^\//, '').replace(/\//g, '.') || '_';
      fields[key] ??= v.message ?? 'Invalid value';
    }
    const [firstKey, firstMessage] = Object.entries(fields)[0] ?? ['_', 'Invalid input'];
    // Messages that do not say which field they are about get its name in front.
    const first = NAMELESS_MESSAGES.has(firstMessage) ? `${firstKey}: ${firstMessage}` : firstMessage;
    return reply.status(400).send({ error: { code: 'invalid_input', message: first, fields } });
  }
  const e = error as { statusCode?: number; code?: string; message?: string };
  if (e.statusCode === 429) {
    return reply.status(429).send({
      error: { code: 'rate_limited', message: 'Too many attempts. Please wait a few minutes and try again.' },
    });
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'response did not match its schema');
    return reply.status(500).send({ error: { code: 'internal', message: 'Something went wrong on our side.' } });
  }
  if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
    return reply
      .status(e.statusCode)
      .send({ error: { code: e.code ?? 'bad_request', message: e.message ?? 'Invalid request' } });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ error: { code: 'internal', message: 'Something went wrong on our side.' } });
}
