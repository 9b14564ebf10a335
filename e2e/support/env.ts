import path from 'node:path';

/** How many tests run side by side; each worker has a server of its own (E2E_WORKERS=1 for one at a time). */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(__dirname, '..', '.artifacts', 'data');

/** Worker `index` talks to the server on E2E_PORT + index, whose database lives in its own folder. */
export const e2ePort = (index: number) => E2E_PORT + index;
export const e2eBaseURL = (index: number) => `http://localhost:${e2ePort(index)}`;
export const e2eDataDir = (index: number) => path.join(E2E_DATA_DIR, `worker-${index}`);
