import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * A plain static file server on an origin of its own (127.0.0.1, a free port), as a CDN serving one area's build:
 * the files of `root` with the CORS header a CDN sends for public files, and nothing of the portal's.
 */
export async function staticOrigin(root: string) {
  const requested: string[] = [];
  const server: Server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://cdn').pathname);
    requested.push(pathname);
    const file = path.join(root, path.normalize(pathname));
    let size = -1;
    try {
      if (file.startsWith(root + path.sep)) size = statSync(file).isFile() ? statSync(file).size : -1;
    } catch {
      size = -1;
    }
    res.setHeader('access-control-allow-origin', '*');
    if (size < 0) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'content-length': size,
      'cache-control': 'no-cache',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    /** The paths asked for so far. */
    requested,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
