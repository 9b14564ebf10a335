import type { BuildOptions } from 'esbuild';

/** The bundled server (built first if a file it is built from changed): start `entry` with node, in `cwd`. */
export function serverBundle(): { entry: string; cwd: string };
/** esbuild's options for server.mjs and render-worker.cjs in `out`. */
export function serverBuildOptions(out: string): BuildOptions[];
/** The packages the bundle leaves out: the release installs them. */
export const INSTALLED: string[];
