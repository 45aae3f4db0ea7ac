import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

// The access log (app.ts): one line a request, once answered, holding what Fastify's two lines
// held (issue 18: each line is a write, and the second cost 3-4% of a request's CPU).

const lines: Array<Record<string, unknown>> = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(JSON.parse(line));
    callback();
  },
});
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'info', stream } });
});
afterAll(() => t.close());

describe('the access log', () => {
  it('should write one line a request, with its method, URL, status and time', async () => {
    lines.length = 0;
    expect((await t.app.inject({ url: '/api/v1/user' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/login', payload: {} })).statusCode).toBe(422);
    const requests = lines.filter((line) => line.req !== undefined || line.res !== undefined);
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/v1/user' },
      res: { statusCode: 401 },
    });
    expect(requests[1]).toMatchObject({ req: { method: 'POST', url: '/api/v1/login' }, res: { statusCode: 422 } });
    expect(typeof requests[0]?.responseTime).toBe('number');
    expect(requests[0]?.reqId).toBeDefined();
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });
});
