import { errorMessageIds, stringField } from '@starcrew/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-errors.ts';
import { UPLOAD_NAME, type UploadStore } from '../../lib/uploads.ts';

const types = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;

/** Serves stored uploads at /api/uploads/{name}, from disk or the bucket; names are random, files never change. */
export const uploadsRoutes: FastifyPluginAsyncZod<{ store: UploadStore }> = async (app, { store }) => {
  app.get(
    '/uploads/:name',
    {
      // Public: an image is named by 128 random bits, and pages outside the console show logos.
      config: { public: true },
      schema: {
        tags: ['account'],
        summary: 'An uploaded image (profile pictures, logos)',
        params: z.object({ name: stringField('request') }),
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const match = UPLOAD_NAME.exec(name);
      const notFound = new HttpError(404, { id: errorMessageIds.notFound });
      if (!match) throw notFound;
      const upload = await store.read(name);
      if (!upload) throw notFound;
      if (upload.size !== undefined) reply.header('content-length', upload.size);
      return reply
        .type(types[match[1] as keyof typeof types])
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(upload.body);
    },
  );
};
