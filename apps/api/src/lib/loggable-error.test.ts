import { describe, expect, it } from 'vitest';
import { loggableError } from './loggable-error.ts';

/** drizzle's wrapper around the driver's error, as both PGlite and node-postgres raise them. */
function failedQuery() {
  const driver = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
    name: 'error',
    code: '23505',
    severity: 'ERROR',
    detail: 'Key (email)=(zoe@example.fr) already exists.',
    constraint: 'users_email_key',
    table: 'users',
    routine: '_bt_check_unique',
    query: 'insert into users (email) values ($1)',
    params: ['zoe@example.fr'],
  });
  return Object.assign(
    new Error('Failed query: insert into users (email) values ($1)\nparams: zoe@example.fr', { cause: driver }),
    { query: 'insert into users (email) values ($1)', params: ['zoe@example.fr'] },
  );
}

describe('loggableError', () => {
  it('should keep the SQLSTATE and the names of a failed query, and none of its SQL, values or messages', () => {
    const logged = loggableError(failedQuery());
    const text = JSON.stringify(logged);
    expect(text).not.toMatch(/zoe@example|insert|params|Key \(/);
    expect(logged.cause).toMatchObject({ code: '23505', constraint: 'users_email_key', table: 'users' });
    expect(logged.stack).toMatch(/^\s+at /);
  });

  it("should keep another error's message and code", () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:587'), { code: 'ECONNREFUSED' });
    expect(loggableError(error)).toMatchObject({
      type: 'Error',
      message: 'connect ECONNREFUSED 127.0.0.1:587',
      code: 'ECONNREFUSED',
    });
    expect(loggableError('a thrown string')).toEqual({ type: 'string' });
  });
});
