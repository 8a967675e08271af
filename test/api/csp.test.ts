import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '#server/config.js';
import { openDatabase, type Database } from '#server/db/connection.js';
import { migrate } from '#server/db/migrate.js';
import { createFileMailer } from '#server/providers/mail/mailer.js';
import { buildApp } from '#server/app.js';
import { cspDirectives } from '#server/render/web.js';

/** Issue 12 §3: upgrade-insecure-requests only on an https site, or plain-http host names lose their scripts. */
let app: FastifyInstance | undefined;
let database: Database | undefined;
let dir: string | undefined;
afterEach(async () => {
  await app?.close();
  await database?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  app = database = dir = undefined;
});

async function cspFor(publicUrl: string): Promise<string> {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mv-csp-'));
  const config = loadConfig({
    DATA_DIR: dir,
    PUBLIC_URL: publicUrl,
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    EXCHANGE_RATES_URL: 'off',
  } as NodeJS.ProcessEnv);
  database = await openDatabase({ memory: true });
  await migrate(database);
  // The production renderer's directives, without a build: the header is helmet's.
  const web = { csp: cspDirectives("'sha256-test'"), register: async () => {} };
  app = await buildApp({ config, database, mailer: createFileMailer(config.mailDir, config.mailFrom), logger: false, web });
  const res = await app.inject({ method: 'GET', url: '/api/health' });
  return String(res.headers['content-security-policy'] ?? '');
}

describe('Content-Security-Policy', () => {
  it('does not upgrade requests on a plain-http site (any host name)', async () => {
    const csp = await cspFor('http://agency.lan:3000');
    expect(csp).toContain("script-src 'self' 'sha256-test'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it("lets the client app's service worker and web manifest come from our origin only (ADR 033)", async () => {
    const csp = await cspFor('http://agency.lan:3000');
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).not.toContain("'unsafe-eval'");
  });

  it('upgrades requests when PUBLIC_URL is https', async () => {
    const csp = await cspFor('https://agency.example');
    expect(csp).toContain('upgrade-insecure-requests');
  });
});
