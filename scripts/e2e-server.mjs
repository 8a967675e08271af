#!/usr/bin/env node
// Starts the production server for the Playwright suite on a fresh DATA_DIR
// (E2E_DATA_DIR, default <tmp>/mv-e2e) with a known owner account.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'mv-e2e');
rmSync(dataDir, { recursive: true, force: true });
const port = process.env.E2E_PORT ?? '3100';
const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PORT: port,
    PUBLIC_URL: `http://localhost:${port}`,
    ADMIN_EMAIL: 'owner@e2e.test',
    ADMIN_PASSWORD: 'owner-pass-1',
    // Named, so the journeys are not first asked for the owner's name (issue 19).
    ADMIN_NAME: 'Agency Owner E2E',
    AGENCY_EMAIL: 'agency@e2e.test',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    LOG_LEVEL: 'warn',
  },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
