import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { errorMessageIds } from '@starcrew/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors.ts';
import { UPLOAD_NAME } from '../../lib/uploads.ts';

const types = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;

/** Serves stored uploads at /api/uploads/{name}; names are random, files never change. */
export const uploadsRoutes: FastifyPluginAsyncZod<{ dir: string }> = async (app, { dir }) => {
  app.get(
    '/uploads/:name',
    {
      schema: {
        tags: ['account'],
        summary: 'An uploaded image (profile pictures, logos)',
        params: z.object({ name: z.string() }),
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const match = UPLOAD_NAME.exec(name);
      const notFound = new HttpError(404, { id: errorMessageIds.notFound });
      if (!match) throw notFound;
      const path = join(dir, name);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) throw notFound;
      return reply
        .type(types[match[1] as keyof typeof types])
        .header('content-length', info.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(createReadStream(path));
    },
  );
};
