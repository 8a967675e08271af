import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './server-process.js';

/**
 * npm run backup / npm run restore (scripts/backup.ts, scripts/restore.ts) as an operator runs
 * them: whatever stops them ends with one clear line and a non-zero exit, never a stack trace
 * (issue 24 item 9).
 */
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function tempDir() {
  const d = mkdtempSync(path.join(os.tmpdir(), 'mv-admin-'));
  dirs.push(d);
  return d;
}

function run(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, `scripts/${script}.ts`), ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** One line, no stack frames, no raw error object. */
function expectOneClearLine(stderr: string) {
  const lines = stderr.trim().split('\n');
  expect(lines, stderr).toHaveLength(1);
  expect(stderr).not.toMatch(/\n\s+at |Error:|\{$|errno|syscall/);
}

describe('admin commands', () => {
  it('restore of a missing file says so in one line and exits 1', async () => {
    const dir = tempDir();
    const missing = path.join(dir, 'missing.gz');
    const r = await run('restore', [missing], { DATA_DIR: dir });
    expect(r.code).toBe(1);
    expectOneClearLine(r.stderr);
    expect(r.stderr.trim()).toBe(`Restore failed: no such file or directory: ${missing}`);
  });

  it('restore of a file that is not a backup says so in one line and exits 1', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'notes.json');
    writeFileSync(file, 'hello');
    const r = await run('restore', [file], { DATA_DIR: dir });
    expect(r.code).toBe(1);
    expectOneClearLine(r.stderr);
    expect(r.stderr.trim()).toBe('Restore failed: the file is not a backup written by npm run backup (not JSON)');
  }, 60_000);

  it('a backup refused (bad configuration) prints its message on one line and exits 1', async () => {
    const dir = tempDir();
    const r = await run('backup', [path.join(dir, 'b.json.gz')], { DATA_DIR: dir, AUTH_SECRET: 'short' });
    expect(r.code).toBe(1);
    expectOneClearLine(r.stderr);
    expect(r.stderr.trim()).toBe('Backup failed: Invalid configuration: AUTH_SECRET: must be at least 32 characters');
  });

  it('a backup refused because the data directory is in use prints its message on one line and exits 1', async () => {
    const dir = tempDir();
    // A live process holds the directory: this test's own pid.
    writeFileSync(path.join(dir, 'server.pid'), `${process.pid}\n`);
    const r = await run('backup', [path.join(dir, 'b.json.gz')], { DATA_DIR: dir });
    expect(r.code).toBe(1);
    expectOneClearLine(r.stderr);
    expect(r.stderr).toMatch(/^Backup failed: The data directory .* is in use by another Maison Voyage process \(pid \d+\)/);
  });
});
