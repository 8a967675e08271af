import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './server-process.js';

/**
 * Issue 12 §4: `npm start` (scripts/start.mjs) exits 0 only when asked to stop. The script runs in
 * a copy of the project's layout whose server is a stand-in that reports its pid and stops
 * cleanly on SIGTERM/SIGINT, as src/server/main.ts does.
 */
let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'mv-start-'));
  mkdirSync(path.join(root, 'scripts'));
  copyFileSync(path.join(ROOT, 'scripts/start.mjs'), path.join(root, 'scripts/start.mjs'));
  mkdirSync(path.join(root, 'dist/server'), { recursive: true });
  writeFileSync(path.join(root, 'dist/server/entry-server.js'), '// the build is there\n');
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
  mkdirSync(path.join(root, 'src/server'), { recursive: true });
  writeFileSync(
    path.join(root, 'src/server/main.ts'),
    `const stop = (s: string) => { console.log('stopping on ' + s); process.exit(0); };
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
setInterval(() => {}, 1000);
console.log('ready ' + process.pid);
`,
  );
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function startScript(): Promise<{ start: ChildProcess; serverPid: number; exit: Promise<number | null> }> {
  const start = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const exit = new Promise<number | null>((resolve) => start.on('exit', (code) => resolve(code)));
  let out = '';
  const serverPid = await new Promise<number>((resolve, reject) => {
    start.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = out.match(/ready (\d+)/);
      if (m) resolve(Number(m[1]));
    });
    start.stderr!.on('data', (d: Buffer) => (out += d.toString()));
    void exit.then(() => reject(new Error(`start.mjs exited early:\n${out}`)));
  });
  return { start, serverPid, exit };
}

describe('npm start exit status', () => {
  it('is non-zero when the server is killed by a signal nobody asked the start script for', async () => {
    const { serverPid, exit } = await startScript();
    process.kill(serverPid, 'SIGKILL');
    expect(await exit).toBe(137);
  });

  it('is non-zero when the server stops behind its back, even cleanly', async () => {
    const { serverPid, exit } = await startScript();
    process.kill(serverPid, 'SIGTERM');
    expect(await exit).not.toBe(0);
  });

  it('is 0 on a requested stop (SIGTERM or SIGINT to the start script)', async () => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const { start, exit } = await startScript();
      start.kill(signal);
      expect(await exit, signal).toBe(0);
    }
  });
});
