import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, startServerProcess, stop, type ServerProcess } from './server-process.js';

/** Issue 12 §2: one server per embedded data directory, for its life; stale after a crash. */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mv-lock-'));
const started: ServerProcess[] = [];
const env = { DATA_DIR: dataDir, ADMIN_EMAIL: 'owner@lock.test', ADMIN_PASSWORD: 'owner-pass-1' };
afterAll(async () => {
  for (const p of started) await stop(p, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function start() {
  const p = await startServerProcess(env);
  started.push(p);
  return p;
}

describe('data-directory lock of the embedded database', () => {
  it('refuses a second server on the same DATA_DIR, naming the directory and the running process', async () => {
    const first = await start();
    await first.ready;
    const lockFile = path.join(dataDir, 'server.pid');
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(first.child.pid));

    const second = await start();
    const { code } = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain(`The data directory ${dataDir} is in use`);
    expect(second.output()).toContain(`pid ${first.child.pid}`);
    expect(second.output()).not.toContain('is ready at');
    // The first still serves, and still holds the directory.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(first.child.pid));

    // A crash (kill -9) leaves the file behind: stale, taken over by the next start.
    await stop(first, 'SIGKILL');
    expect(existsSync(lockFile)).toBe(true);
    const third = await start();
    await third.ready;
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(third.child.pid));
    const signIn = await fetch(`${third.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@lock.test', password: 'owner-pass-1', area: 'backoffice' }),
    });
    expect(signIn.status).toBe(200);

    // A requested stop releases it.
    await stop(third, 'SIGTERM');
    expect((await third.exited).code).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  }, 180_000);
});

/** A pid that no process has any more: that of a child that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

/** Contenders that all try to take `dir` at the same instant; what each printed. */
async function contend(dir: string, count: number): Promise<string[]> {
  const signals = mkdtempSync(path.join(os.tmpdir(), 'mv-lock-signals-'));
  const go = path.join(signals, 'go');
  const stopFile = path.join(signals, 'stop');
  try {
    const contenders = Array.from({ length: count }, () => {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'test/process/lock-contender.ts')], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dir, GO_FILE: go, STOP_FILE: stopFile },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      const lines = (n: number) =>
        new Promise<string[]>((resolve, reject) => {
          const check = () => {
            const got = out.split('\n').filter(Boolean);
            if (got.length >= n) resolve(got);
          };
          child.stdout.on('data', (d: Buffer) => ((out += d.toString()), check()));
          child.stderr.on('data', (d: Buffer) => (out += d.toString()));
          child.on('exit', () => reject(new Error(`contender exited early: ${out}`)));
          check();
        });
      const exited = new Promise((resolve) => child.on('exit', resolve));
      return { lines, exited };
    });
    await Promise.all(contenders.map((c) => c.lines(1)));
    writeFileSync(go, '');
    const outcomes = await Promise.all(contenders.map(async (c) => (await c.lines(2))[1]!));
    writeFileSync(stopFile, '');
    await Promise.all(contenders.map((c) => c.exited));
    return outcomes;
  } finally {
    rmSync(signals, { recursive: true, force: true });
  }
}

describe('taking over a stale lock', () => {
  it('of several processes taking over the same stale file at the same instant, exactly one wins', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'mv-lock-race-'));
    try {
      for (let round = 0; round < 3; round++) {
        writeFileSync(path.join(dir, 'server.pid'), `${await deadPid()}\n`);
        const outcomes = await contend(dir, 6);
        expect(outcomes.filter((o) => o === 'won'), outcomes.join(' / ')).toHaveLength(1);
        expect(outcomes.filter((o) => o === 'refused'), outcomes.join(' / ')).toHaveLength(5);
        // The winner released it on exit; nothing of the takeover is left behind.
        expect(readdirSync(dir)).toEqual([]);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
