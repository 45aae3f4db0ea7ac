import { errorBodySchema } from '@starcrew/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
const logged: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    logger: { level: 'error', stream: { write: (line: string) => void logged.push(line) } },
  });
  t.app.get('/api/test/crash', async () => {
    throw new Error('connection to 10.0.0.7 refused: password authentication failed for "admin"');
  });
  // Queries PostgreSQL refuses, with a value that must not reach the log: a NUL in text, a wrong uuid.
  t.app.get('/api/test/query-nul', async () => t.database.db.execute(sql`select ${'reset-token-0001\u0000'}::text`));
  t.app.get('/api/test/query-uuid', async () => t.database.db.execute(sql`select ${'reset-token-0002'}::uuid`));
});
afterAll(() => t.close());

describe('error answers', () => {
  it('should hide the cause of a 500 from the client and keep it in the log', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'An unexpected error occurred.' });
    expect(response.body).not.toContain('10.0.0.7');
    expect(logged.join('\n')).toContain('10.0.0.7');
  });

  it("should log a failed query's SQLSTATE, never its SQL, its parameters or PostgreSQL's quote of them", async () => {
    for (const [url, code] of [
      ['/api/test/query-nul', /^22/],
      ['/api/test/query-uuid', /^22P02$/],
    ] as const) {
      logged.length = 0;
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(logged).toHaveLength(1);
      const line = logged[0]!;
      expect(line).not.toMatch(/reset-token|select|params|::/i);
      const entry = JSON.parse(line) as { msg: string; error: { code?: string; cause?: { code?: string } } };
      expect(entry.msg).toBe('request failed');
      expect(entry.error.code ?? entry.error.cause?.code).toMatch(code);
    }
  });

  it('should translate the 500 message too', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test/crash',
      headers: { 'accept-language': 'fr' },
    });
    expect(response.json()).toEqual({ message: "Une erreur inattendue s'est produite." });
  });

  it('should answer unknown API paths with a JSON 404', async () => {
    for (const url of ['/api/v1/nothing-here', '/api']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(errorBodySchema.parse(response.json()).message).toBe('The page you are looking for does not exist.');
    }
  });

  it('should answer a wrong method on a known path with a 404 too', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/v1/login' });
    expect(response.statusCode).toBe(404);
  });
});
