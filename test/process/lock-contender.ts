/**
 * One contender for the data-directory lock (data-dir-lock.test.ts). It prints 'ready', spins
 * until the file GO_FILE exists (so that every contender tries at the same instant, however
 * long each took to start), takes DATA_DIR, prints 'won' or 'refused', and holds what it won
 * until STOP_FILE exists. Between judging the lock file stale and taking it over it waits
 * 300 ms, so the contenders' takeovers overlap on any machine.
 */
import { existsSync } from 'node:fs';
import { lockDataDir, DataDirInUseError } from '../../src/server/db/data-dir-lock.js';

const pause = (ms: number) => void Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const dir = process.env.DATA_DIR!;
process.stdout.write('ready\n');
while (!existsSync(process.env.GO_FILE!)) {
  // Spin: a timer would wake each contender at a slightly different moment.
}
try {
  const release = lockDataDir(dir, { beforeTakeover: () => pause(300) });
  process.stdout.write('won\n');
  const timer = setInterval(() => {
    if (!existsSync(process.env.STOP_FILE!)) return;
    clearInterval(timer);
    release();
  }, 20);
} catch (err) {
  process.stdout.write(err instanceof DataDirInUseError ? 'refused\n' : `error ${(err as Error).message}\n`);
  process.exitCode = err instanceof DataDirInUseError ? 1 : 2;
}
