#!/usr/bin/env node
// `npm start`: builds the web app when the build is missing or older than the
// sources, then runs the server (TypeScript through tsx) on the embedded
// database unless DATABASE_URL says otherwise.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
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
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
