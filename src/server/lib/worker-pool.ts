import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError, tooManyRequests } from './errors.js';

/**
 * CPU work off the event loop (DESIGN principle 7, ADR 021): PDFs and the offline planner run in
 * a few worker threads, so the event loop only routes and queries while they draw. Each owner (a
 * signed-in user) has a queue of their own and the workers take the owners' next tasks in turn,
 * so one person's burst waits behind itself, not in front of everyone else.
 */

/** One worker per core, leaving one to the event loop; at least one. */
export const defaultPoolSize = () => Math.max(1, availableParallelism() - 1);

/** Tasks one owner may have waiting or running at once; past it, 429 with this message. */
export const MAX_TASKS_PER_OWNER = 16;
export const WORK_QUEUE_FULL = 'Too many documents or plans are being prepared for you at once. Please wait a moment and try again.';

/** The worker's entry: plain JavaScript that loads the TypeScript tasks (through tsx when the process has no loader). */
const ENTRY = new URL('../workers/cpu-worker.mjs', import.meta.url);

export interface RunOptions {
  /** Whose work it is: tasks of one owner run in turn with everyone else's. */
  owner: string;
  /** A task still waiting when this aborts is dropped (rejected with the signal's reason). */
  signal?: AbortSignal;
}

export interface WorkerPool {
  /** Runs `task` (a name of workers/tasks.ts) with `input` in a worker; resolves with its result. */
  run<T>(task: string, input: unknown, opts: RunOptions): Promise<T>;
  stats(): { size: number; workers: number; running: number; queued: number; completed: number };
  close(): Promise<void>;
}

interface Task {
  id: number;
  owner: string;
  name: string;
  input: unknown;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
}

/** The error a task threw in the worker, as the caller sees it. */
export class WorkerTaskError extends Error {
  override readonly name = 'WorkerTaskError';
}

/** A task's error as the worker sends it: an AppError keeps its status, code and message. */
interface TaskFailure {
  message: string;
  status?: number;
  code?: string;
  fields?: Record<string, string>;
}

function failure(error: TaskFailure | undefined): Error {
  if (error?.status !== undefined && error.code !== undefined) return new AppError(error.status, error.code, error.message, error.fields);
  return new WorkerTaskError(error?.message ?? 'worker task failed');
}

export function createWorkerPool(opts: { size?: number; maxPerOwner?: number } = {}): WorkerPool {
  const size = Math.max(1, opts.size ?? defaultPoolSize());
  const maxPerOwner = opts.maxPerOwner ?? MAX_TASKS_PER_OWNER;
  const slots: Slot[] = [];
  /** Waiting tasks per owner, and the owners with waiting tasks in the order they are served. */
  const queues = new Map<string, Task[]>();
  const turn: string[] = [];
  const held = new Map<string, number>();
  let nextId = 1;
  let completed = 0;
  let closed = false;

  const hold = (owner: string, delta: number) => {
    const n = (held.get(owner) ?? 0) + delta;
    if (n <= 0) held.delete(owner);
    else held.set(owner, n);
  };

  function settle(task: Task) {
    hold(task.owner, -1);
    if (task.signal && task.onAbort) task.signal.removeEventListener('abort', task.onAbort);
  }

  function spawn(): Slot {
    const worker = new Worker(ENTRY);
    const slot: Slot = { worker, task: null };
    worker.on('message', (msg: { id: number; ok: boolean; result?: unknown; error?: TaskFailure }) => {
      const task = slot.task;
      if (!task || task.id !== msg.id) return;
      slot.task = null;
      worker.unref(); // an idle worker does not keep the process alive
      completed++;
      settle(task);
      if (msg.ok) task.resolve(msg.result);
      else task.reject(failure(msg.error));
      dispatch();
    });
    const lost = (error: unknown) => {
      const i = slots.indexOf(slot);
      if (i >= 0) slots.splice(i, 1);
      const task = slot.task;
      slot.task = null;
      if (task) {
        settle(task);
        task.reject(error instanceof Error ? error : new WorkerTaskError('the worker stopped'));
      }
      if (!closed) dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new WorkerTaskError(`the worker stopped (exit code ${code})`)));
    worker.unref();
    slots.push(slot);
    return slot;
  }

  /** The next task in turn: the first waiting owner's oldest, that owner then going to the back. */
  function nextTask(): Task | undefined {
    while (turn.length) {
      const owner = turn.shift()!;
      const queue = queues.get(owner);
      const task = queue?.shift();
      if (queue && queue.length) turn.push(owner);
      else queues.delete(owner);
      if (task) return task;
    }
    return undefined;
  }

  function dispatch() {
    if (closed) return;
    for (;;) {
      if (!turn.length) return;
      const slot = slots.find((s) => s.task === null) ?? (slots.length < size ? spawn() : undefined);
      if (!slot) return;
      const task = nextTask();
      if (!task) return;
      slot.task = task;
      slot.worker.ref();
      slot.worker.postMessage({ id: task.id, task: task.name, input: task.input });
    }
  }

  return {
    run<T>(name: string, input: unknown, { owner, signal }: RunOptions): Promise<T> {
      if (closed) return Promise.reject(new WorkerTaskError('the worker pool is closed'));
      if (signal?.aborted) return Promise.reject(signal.reason);
      if ((held.get(owner) ?? 0) >= maxPerOwner) return Promise.reject(tooManyRequests(WORK_QUEUE_FULL));
      return new Promise<T>((resolve, reject) => {
        const task: Task = { id: nextId++, owner, name, input, resolve: resolve as (v: unknown) => void, reject };
        hold(owner, 1);
        if (signal) {
          task.signal = signal;
          task.onAbort = () => {
            // Still waiting: dropped. Already running: it finishes, and its answer is not awaited by anyone.
            const queue = queues.get(owner);
            const i = queue?.indexOf(task) ?? -1;
            if (i >= 0) {
              queue!.splice(i, 1);
              settle(task);
              reject(signal.reason);
            }
          };
          signal.addEventListener('abort', task.onAbort, { once: true });
        }
        let queue = queues.get(owner);
        if (!queue) {
          queues.set(owner, (queue = []));
          turn.push(owner);
        }
        queue.push(task);
        dispatch();
      });
    },

    stats() {
      let queued = 0;
      for (const q of queues.values()) queued += q.length;
      return { size, workers: slots.length, running: slots.filter((s) => s.task).length, queued, completed };
    },

    async close() {
      closed = true;
      const error = new WorkerTaskError('the server is stopping');
      for (const q of queues.values()) for (const task of q.splice(0)) {
        settle(task);
        task.reject(error);
      }
      queues.clear();
      turn.length = 0;
      await Promise.all(slots.splice(0).map((s) => s.worker.terminate()));
    },
  };
}
