/**
 * What the log keeps of an error. A failed query carries its SQL and parameters (drizzle's
 * "Failed query: … params: …", the driver's `query` and `params`), and PostgreSQL's own message
 * and `detail` quote the values it refused (`invalid input syntax for type uuid: "…"`, `Key
 * (email)=(…)`): emails, tokens, whatever a request held. Of those the log keeps the SQLSTATE
 * code and the names of the schema objects; other errors keep their message. Stacks keep
 * their frames only, since their first line repeats the message.
 */
export interface LoggableError {
  type: string;
  message?: string;
  /** SQLSTATE of a database error (23505 unique violation, 22P05 NUL in text, …), or a Node or library code. */
  code?: string;
  severity?: string;
  routine?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack?: string;
  cause?: LoggableError;
}

const databaseFields = ['code', 'severity', 'routine', 'constraint', 'table', 'column'] as const;
const SQLSTATE = /^[0-9A-Z]{5}$/;
const MAX_CAUSES = 5;

/** A failed query (it holds its text or parameters) or an error PostgreSQL raised (an SQLSTATE). */
function isDatabaseError(error: Record<string, unknown>): boolean {
  if ('query' in error || 'params' in error || 'parameters' in error) return true;
  return typeof error.code === 'string' && SQLSTATE.test(error.code) && ('severity' in error || 'routine' in error);
}

function framesOf(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length > 0 ? frames.join('\n') : undefined;
}

export function loggableError(error: unknown, depth = 0): LoggableError {
  if (typeof error !== 'object' || error === null) return { type: typeof error };
  const fields = error as Record<string, unknown>;
  const type = typeof fields.name === 'string' ? fields.name : (error.constructor?.name ?? 'Object');
  const result: LoggableError = { type };
  if (isDatabaseError(fields)) {
    for (const key of databaseFields) {
      if (typeof fields[key] === 'string') result[key] = fields[key];
    }
  } else {
    if (typeof fields.message === 'string') result.message = fields.message;
    // ECONNREFUSED, FST_ERR_…: a code names a kind, never a value.
    if (typeof fields.code === 'string') result.code = fields.code;
  }
  const stack = framesOf(fields.stack);
  if (stack) result.stack = stack;
  if (fields.cause !== undefined && depth < MAX_CAUSES) result.cause = loggableError(fields.cause, depth + 1);
  return result;
}
