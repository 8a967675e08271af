// The entry of a CPU worker thread (lib/worker-pool.ts, ADR 021). Plain JavaScript, so that it
// starts however the server runs (npm start and npm run dev through tsx, the benches, Vitest):
// where the thread's loader already reads TypeScript the tasks load at once; where it does not
// (loader hooks of the main thread do not reach workers on Node 20), tsx is registered in this
// thread first.
import { parentPort } from 'node:worker_threads';

if (!parentPort) throw new Error('cpu-worker.mjs runs as a worker thread only');
const port = parentPort;

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
