#!/usr/bin/env node
// `npm start`: builds the web app when the build is missing or older than the
// sources, then runs the server (TypeScript through tsx) on the embedded
// database unless DATABASE_URL says otherwise.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const marker = path.join(root, 'dist', 'server', 'entry-server.js');

function newest(p) {
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let m = st.mtimeMs;
  for (const f of readdirSync(p)) m = Math.max(m, newest(path.join(p, f)));
  return m;
}

const inputs = ['src/web', 'src/shared', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(root, p));
const stale = !existsSync(marker) || Math.max(...inputs.filter(existsSync).map(newest)) > statSync(marker).mtimeMs;
if (stale) {
  console.log('Building the web app (first run or sources changed)...');
  const r = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
// Exit 0 only when we were asked to stop (SIGINT, SIGTERM to this process) and the server stopped
// cleanly. A server that dies otherwise (killed, crashed, or stopped behind our back) exits
// non-zero, so a supervisor that restarts on failure brings the site back.
let requested = null;
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    requested ??= sig;
    child.kill(sig);
  });
child.on('exit', (code, signal) => {
  if (requested) process.exit(code ?? (signal === requested ? 0 : 128 + (os.constants.signals[signal] ?? 0)));
  if (signal) {
    console.error(`The server was killed by ${signal}.`);
    process.exit(128 + (os.constants.signals[signal] ?? 0));
  }
  if (code === 0) console.error('The server stopped without being asked to.');
  process.exit(code || 1);
});
