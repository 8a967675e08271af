import { defineConfig } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3100);
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), 'mv-e2e');

/** End-to-end journeys in Debian's Chromium against the production build (scripts/e2e-server.mjs). */
export default defineConfig({
  testDir: 'e2e',
  // scripts/e2e-lanes.mjs runs several suites at once: each keeps its traces apart.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  // CI runs its three lanes at once on two cores: journeys get more time there, as tests do in Vitest.
  timeout: process.env.CI ? 90_000 : 60_000,
  expect: { timeout: process.env.CI ? 15_000 : 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    // The client app's service worker (ADR 033) would answer requests the journeys intercept with
    // page.route(); it runs only where a journey asks for it (e2e/offline.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
