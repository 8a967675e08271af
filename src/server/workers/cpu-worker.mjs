// The entry of a CPU worker thread (lib/worker-pool.ts, ADR 021). Plain JavaScript, so that it
// starts however the server runs (npm start and npm run dev through tsx, the benches, Vitest):
// where the thread's loader already reads TypeScript the tasks load at once; where it does not
// (loader hooks of the main thread do not reach workers on Node 20), tsx is registered in this
// thread first.
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';

if (!parentPort) throw new Error('cpu-worker.mjs runs as a worker thread only');
const port = parentPort;

// This thread yields the CPU to the event loop: on Linux a nice value belongs to a thread, and
// pid 0 names the calling one, so only this worker runs at nice 10 (the request thread stays at
// 0). A PDF then uses the cores the server is not using, instead of sharing them evenly with the
// requests of everyone else (issue 24: health while three 60-day PDFs render). Elsewhere (or
// without the right) it is a no-op.
try {
  setPriority(0, 10);
} catch {
  // Not permitted or not supported: the pool still keeps this work off the event loop.
}

const tasks = (async () => {
  try {
    return await import('./tasks.ts');
  } catch (err) {
    if (err?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw err;
    const { register } = await import('tsx/esm/api');
    register();
    return import('./tasks.ts?tsx'); // another URL: the failed import above stays failed

  }
})();

port.on('message', async (msg) => {
  try {
    const { runTask } = await tasks;
    const { result, transfer } = await runTask(msg.task, msg.input);
    port.postMessage({ id: msg.id, ok: true, result }, transfer ?? []);
  } catch (err) {
    // Our own errors (AppError: a status, a code, the spec's message) cross as they are.
    const e = err instanceof Error ? err : new Error(String(err));
    const own = typeof e.status === 'number' && typeof e.code === 'string';
    port.postMessage({
      id: msg.id,
      ok: false,
      error: { message: e.message, ...(own ? { status: e.status, code: e.code, fields: e.fields } : {}) },
    });
  }
});
