// The reference of bench/overhead.mjs: bare Fastify (the API's version, no plugins, no logger)
// answering a hello route. `node bench/bare-fastify.mjs <port>`.
import { createRequire } from 'node:module';

const require = createRequire(new URL('../apps/api/package.json', import.meta.url));
const Fastify = require('fastify');

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2] ?? 18190), host: '127.0.0.1' });
process.on('SIGINT', () => void app.close().then(() => process.exit(0)));
