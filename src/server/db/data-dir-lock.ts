import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/** The embedded database belongs to one process (issue 12 §2, ADR 017). */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
    readonly lockFile: string,
  ) {
    super(
      `The data directory ${dataDir} is in use by another Maison Voyage process (pid ${pid}). ` +
        `Stop that process first, or give this one another DATA_DIR. ` +
        `If no such process is running, delete ${lockFile}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else, so it is alive.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Creates `file` holding our pid if it does not exist yet; false when it does. */
function createWithPid(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o644);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

function removeIfPresent(file: string) {
  try {
    unlinkSync(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
}

/** Whether the lock file's pid is no process but possibly us (a file a dead process left). */
const isStale = (pid: number | null) => pid === null || pid === process.pid || !isAlive(pid);

/**
 * Takes the data directory for this process: `<dataDir>/server.pid`, created exclusively and
 * holding our pid, for the life of the process. Another live process holding it refuses the start
 * with a message naming the directory and that process; a file left by a process that died (a
 * crash, kill -9) is stale and taken over. Returns the release, also run when the process exits.
 *
 * The takeover is a second exclusive step: only the process that creates `server.pid.takeover`
 * may remove a stale `server.pid`, and it looks again under it, so of several processes finding
 * the same stale file at the same instant, one removes it and creates its own, and the others
 * then see that live process and refuse. `hooks.beforeTakeover` is for tests (widens the race).
 */
export function lockDataDir(dataDir: string, hooks: { beforeTakeover?: () => void } = {}): () => void {
  const file = path.join(dataDir, 'server.pid');
  const takeover = `${file}.takeover`;
  for (let attempt = 0; attempt < 20; attempt++) {
    if (!createWithPid(file)) {
      const pid = readPid(file);
      if (pid === null && attempt < 2) {
        // Being written by a process starting this very moment (or gone), or left empty by a crash.
        sleep(100);
        continue;
      }
      if (!isStale(pid)) throw new DataDirInUseError(dataDir, pid!, file);
      hooks.beforeTakeover?.();
      if (!createWithPid(takeover)) {
        // Another process is taking over (a few microseconds), or died doing so: then its file
        // is removed here (two processes finding such a file at once is the one case left).
        const holder = readPid(takeover);
        if (holder !== null && isStale(holder)) removeIfPresent(takeover);
        sleep(20);
        continue;
      }
      try {
        // Still the stale file we judged: no other process took over meanwhile.
        const now = readPid(file);
        if (now === pid && isStale(now)) removeIfPresent(file);
      } finally {
        removeIfPresent(takeover);
      }
      continue;
    }
    const release = () => {
      if (readPid(file) !== process.pid) return;
      try {
        unlinkSync(file);
      } catch {
        // already gone
      }
    };
    process.once('exit', release);
    return () => {
      process.off('exit', release);
      release();
    };
  }
  throw new Error(`Could not take the data directory ${dataDir} (${file} keeps changing; if no Maison Voyage process is running, delete ${takeover})`);
}
