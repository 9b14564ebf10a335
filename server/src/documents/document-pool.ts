import { availableParallelism } from 'node:os';
import path from 'node:path';
import Piscina from 'piscina';
import type { DocumentJob } from './render-document';

/** Leaves a core for the event loop: one thread on a 2-core machine, two from 3 cores up. */
export const RENDER_THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));
/** Lower priority for the rendering threads, so that the event loop gets the CPU first on a busy machine. */
const NICE_INCREMENT = 5;
const WORKER_ENTRY = path.join(__dirname, 'render-worker.cjs');

let pool: Piscina | undefined;

/** Made on the first document; its threads are kept (unreferenced while idle, so they never hold the process). */
function documentPool() {
  pool ??= new Piscina({ filename: WORKER_ENTRY, minThreads: RENDER_THREADS, maxThreads: RENDER_THREADS, niceIncrement: NICE_INCREMENT });
  return pool;
}

/**
 * Renders the document on the pool's threads, so that the event loop keeps answering other requests meanwhile.
 * Only the job's plain data crosses to the thread; the bytes come back without a copy.
 */
export async function renderOffThread(job: DocumentJob): Promise<Buffer> {
  const bytes: ArrayBuffer = await documentPool().run(job);
  return Buffer.from(bytes);
}

/** Lets the documents being rendered finish, then ends the threads; the next document starts a new pool. For the server's onClose. */
export async function closeDocumentPool() {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}
