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

/**
 * Takes the data directory for this process: `<dataDir>/server.pid`, created exclusively and
 * holding our pid, for the life of the process. Another live process holding it refuses the start
 * with a message naming the directory and that process; a file left by a process that died (a
 * crash, kill -9) is stale and taken over. Returns the release, also run when the process exits.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'server.pid');
  for (let attempt = 0; attempt < 5; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o644);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = readPid(file);
      if (pid === null) {
        // Being written by a process starting this very moment, or left empty by a crash.
        if (attempt < 2) {
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
          continue;
        }
      } else if (pid !== process.pid && isAlive(pid)) {
        throw new DataDirInUseError(dataDir, pid, file);
      }
      try {
        unlinkSync(file); // stale: its process is gone
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      }
      continue;
    }
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
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
  throw new Error(`Could not take the data directory ${dataDir} (${file} keeps changing)`);
}
