// The bench's yardstick: a bare Fastify route in a process of its own, with the portal server's own Fastify, parsing
// a JSON body and answering a small JSON one, as an action does. The API budgets are ratios to what it answers in the
// same run, so that a slower or busier machine slows both alike.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverPackage = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'server', 'package.json');
const Fastify = createRequire(serverPackage)('fastify');
const app = Fastify({ logger: false });
app.post('/bare', async () => ({ result: { valid: false } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('bare route ready');
