import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerSwagger } from '../plugins/swagger.ts';
import { listRoutes } from './routes.ts';

/** A small server the way app.ts builds one: swagger first, then routes with zod schemas. */
async function server(extra?: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerSwagger(app, { production: false, authenticate: async () => null });
  app.post(
    '/api/v1/things/:id',
    { schema: { params: z.object({ id: z.string() }), body: z.object({ name: z.string().max(5) }) } },
    async () => ({}),
  );
  extra?.(app);
  return app;
}

describe("the probes' route list", () => {
  it('should read each route, its path values and its body schema from the server', async () => {
    const app = await server();
    const routes = await listRoutes(app);
    expect(routes).toEqual([
      expect.objectContaining({
        key: 'POST /api/v1/things/{id}',
        pathParams: ['id'],
        body: expect.objectContaining({ properties: { name: expect.objectContaining({ maxLength: 5 }) } }),
      }),
    ]);
    await app.close();
  });

  it('should refuse a route hidden from the OpenAPI document, so no probe misses it', async () => {
    const app = await server((a) => a.get('/api/v1/secret', { schema: { hide: true } }, async () => ({})));
    await expect(listRoutes(app)).rejects.toThrow('GET /api/v1/secret');
    await app.close();
  });
});
