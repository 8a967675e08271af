/**
 * One contender for the data-directory lock (data-dir-lock.test.ts): waits until START_AT (ms
 * since the epoch) so that every contender tries at the same instant, takes DATA_DIR, prints
 * 'won' or 'refused', and holds what it won for HOLD_MS. It waits 300 ms between judging the
 * file stale and taking it over, so the contenders' takeovers overlap on any machine.
 */
import { lockDataDir, DataDirInUseError } from '../../src/server/db/data-dir-lock.js';

const dir = process.env.DATA_DIR!;
const startAt = Number(process.env.START_AT);
const holdMs = Number(process.env.HOLD_MS ?? 1000);
while (Date.now() < startAt) {
  // Spin: a timer would wake each contender at a slightly different moment.
}
try {
  // Every contender has judged the file stale before any of them acts on it.
  const release = lockDataDir(dir, { beforeTakeover: () => void Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300) });
  process.stdout.write('won\n');
  setTimeout(() => {
    release();
    process.exit(0);
  }, holdMs);
} catch (err) {
  process.stdout.write(err instanceof DataDirInUseError ? 'refused\n' : `error ${(err as Error).message}\n`);
  process.exit(err instanceof DataDirInUseError ? 1 : 2);
}
