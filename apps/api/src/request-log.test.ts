import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

// The access log (app.ts): one line a request, once answered, holding what Fastify's two lines
// held (issue 18: each line is a write, and the second cost 3-4% of a request's CPU), with the
// values of secret query parameters hidden.

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
  t.app.get('/api/test/crash', async () => {
    throw new Error('the disk is full');
  });
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
    expect(requests[0]?.level).toBe(30);
    expect(requests[0]?.req).toMatchObject({ host: 'localhost:80', remoteAddress: '127.0.0.1' });
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });

  it('should hide the values of secret query parameters, and keep the others', async () => {
    lines.length = 0;
    // The console's reset page, as the emailed link opens it; Google's return to the console.
    await t.app.inject({ url: '/reset-password?token=Zx81-secret-reset-token&email=lea%40example.com' });
    await t.app.inject({ url: '/manager/business-profile-setup/connect-google?code=4%2F0Ab-code&state=st-123&x=1' });
    await t.app.inject({ url: '/api/v1/manager/reviews?tab=unanswered&page=2&access_token=at-1' });
    const urls = lines
      .filter((line) => line.msg === 'request completed')
      .map((line) => (line.req as { url: string }).url);
    expect(urls).toEqual([
      '/reset-password?token=[redacted]&email=[redacted]',
      '/manager/business-profile-setup/connect-google?code=[redacted]&state=[redacted]&x=1',
      '/api/v1/manager/reviews?tab=unanswered&page=2&access_token=[redacted]',
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/Zx81|lea%40|4%2F0Ab|st-123|at-1/);
  });

  it('should log a server error at error level, then its one access line with the 500', async () => {
    lines.length = 0;
    expect((await t.app.inject({ url: '/api/test/crash' })).statusCode).toBe(500);
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [50, 'request failed'],
      [30, 'request completed'],
    ]);
    expect(lines[0]).toMatchObject({ req: { method: 'GET', url: '/api/test/crash' } });
    expect(lines[1]).toMatchObject({ req: { method: 'GET', url: '/api/test/crash' }, res: { statusCode: 500 } });
    expect(lines[0]?.reqId).toBe(lines[1]?.reqId);
  });
});

describe('the probes', () => {
  it('should write no line for an answered liveness or readiness probe, and the error of a failed one', async () => {
    lines.length = 0;
    expect((await t.app.inject({ url: '/api/live' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect(lines).toEqual([]);
    // The database fails (a second later: the check above is no longer reused).
    t.setNow(new Date(Date.now() + 60_000));
    const execute = vi.spyOn(t.database.db, 'execute').mockRejectedValue(new Error('connect ECONNREFUSED'));
    try {
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(500);
    } finally {
      execute.mockRestore();
      t.setNow(undefined);
    }
    expect(lines.map((line) => [line.level, line.msg])).toEqual([[50, 'request failed']]);
    expect(lines[0]?.error).toMatchObject({ message: 'connect ECONNREFUSED' });
    // The probe writes no access line: its error line says which URL failed.
    expect(lines[0]).toMatchObject({ req: { method: 'GET', url: '/api/health' } });
  });
});
