import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** Real server processes for the tests of issue 12 (src/server/main.ts --api-only, through tsx). */
export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  output(): string;
  /** Resolves when the ready line is logged; rejects with the output if the process exits first. */
  ready: Promise<void>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

export async function startServerProcess(env: Record<string, string>, opts: { script?: string[] } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, opts.script ?? ['--import', 'tsx', path.join(ROOT, 'src/server/main.ts'), '--api-only'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'info',
      AUTH_SECRET: 'process-test-secret-process-test-secret-0123',
      EXCHANGE_RATES_URL: 'off',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (d: Buffer) => {
      out += d.toString();
      if (out.includes('is ready at')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(({ code, signal }) => reject(new Error(`server exited (${code ?? signal}) before ready:\n${out}`)));
  });
  ready.catch(() => {});
  return { child, port, url: `http://127.0.0.1:${port}`, output: () => out, ready, exited };
}

/** Ends a process this test started (if still running) and waits for it. */
export async function stop(p: ServerProcess | undefined, signal: NodeJS.Signals = 'SIGTERM') {
  if (!p) return;
  if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill(signal);
  await p.exited;
}
