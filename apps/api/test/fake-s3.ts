import { AwsV4Signer } from 'aws4fetch';
import Fastify from 'fastify';

export interface FakeS3 {
  /** Base URL (S3_ENDPOINT). */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Stored objects by key, for assertions. */
  objects: Map<string, { body: Buffer; contentType: string | undefined }>;
  /** Requests seen, `METHOD key`. */
  requests: string[];
  /** Makes the next N requests answer 500 InternalError (retries). */
  failNext(count: number): void;
  close(): Promise<void>;
}

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;

/**
 * A fake S3 on loopback, built from the S3 REST docs: path-style PUT/GET/DELETE Object,
 * SigV4 verified (the signature recomputed with the fake's secret), S3's XML errors
 * (NoSuchBucket, NoSuchKey, InvalidAccessKeyId, SignatureDoesNotMatch, InternalError).
 */
export async function startFakeS3(): Promise<FakeS3> {
  const fake = {
    bucket: 'starcrew-test',
    accessKeyId: 'AKIAFAKE0000000000',
    secretAccessKey: 'fake-secret-key-fake-secret-key-0000',
    region: 'eu-west-3',
  };
  const objects = new Map<string, { body: Buffer; contentType: string | undefined }>();
  const requests: string[] = [];
  let failures = 0;
  const app = Fastify();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.route({
    method: ['GET', 'PUT', 'DELETE'],
    url: '/*',
    handler: async (request, reply) => {
      const url = new URL(request.url, 'http://fake');
      const [bucket = '', ...rest] = url.pathname.slice(1).split('/');
      const key = decodeURIComponent(rest.join('/'));
      requests.push(`${request.method} ${key}`);
      const error = (status: number, code: string, message: string) =>
        reply.status(status).type('application/xml').send(xmlError(code, message));

      if (failures > 0) {
        failures -= 1;
        return error(500, 'InternalError', 'We encountered an internal error. Please try again.');
      }
      const authorization = request.headers.authorization ?? '';
      const credential = /Credential=([^/]+)\//.exec(authorization)?.[1];
      if (credential !== fake.accessKeyId) {
        return error(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
      }
      if (!(await signatureMatches(request.method, url, request.headers, authorization))) {
        return error(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match.');
      }
      if (bucket !== fake.bucket) return error(404, 'NoSuchBucket', 'The specified bucket does not exist');

      if (request.method === 'PUT') {
        objects.set(key, { body: request.body as Buffer, contentType: request.headers['content-type'] });
        return reply.status(200).header('etag', '"fake"').send('');
      }
      const object = objects.get(key);
      if (request.method === 'DELETE') {
        objects.delete(key);
        return reply.status(204).send();
      }
      if (!object) return error(404, 'NoSuchKey', 'The specified key does not exist.');
      return reply
        .type(object.contentType ?? 'application/octet-stream')
        .header('content-length', object.body.length)
        .send(object.body);
    },
  });

  /** Signs the same request again with our secret and the client's date and signed headers. */
  async function signatureMatches(
    method: string,
    url: URL,
    headers: Record<string, string | string[] | undefined>,
    authorization: string,
  ): Promise<boolean> {
    const signed = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';') ?? [];
    const datetime = headers['x-amz-date'];
    if (typeof datetime !== 'string') return false;
    const subset = new Headers();
    for (const name of signed) {
      const value = headers[name];
      if (typeof value === 'string' && name !== 'host') subset.set(name, value);
    }
    const signer = new AwsV4Signer({
      method,
      url: `http://${String(headers.host)}${url.pathname}${url.search}`,
      headers: subset,
      accessKeyId: fake.accessKeyId,
      secretAccessKey: fake.secretAccessKey,
      service: 's3',
      region: fake.region,
      datetime,
    });
    const expected = (await signer.sign()).headers.get('authorization');
    return expected === authorization;
  }

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    ...fake,
    endpoint: address,
    objects,
    requests,
    failNext(count) {
      failures = count;
    },
    close: () => app.close(),
  };
}
