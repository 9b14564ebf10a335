import type { RemoteModule } from '@portal/contract';

/** The remote's absolute paths, made relative to the host route `${base}/*` that mounts the area. */
export function relativeRoutes(remote: RemoteModule, base: string) {
  return remote.routes
    .filter((r) => r.path === base || r.path.startsWith(base + '/'))
    .map((r) => ({ ...r, path: r.path === base ? '/' : r.path.slice(base.length) }));
}
