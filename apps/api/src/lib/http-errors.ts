import type { MessageValues } from '@starcrew/contract';

/** A message the error handler translates into the reader's language. */
export interface Message {
  id: string;
  values?: MessageValues;
}

/**
 * An error with a status the client may see. Services throw it; the error handler turns it
 * into the envelope of spec section 8 in the reader's language.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Message,
    readonly extra: { error?: string; fieldErrors?: Record<string, Message[]> } = {},
  ) {
    super(body.id);
    this.name = 'HttpError';
  }

  /** 422 on named fields; the first field's first message is also the top-level message. */
  static validation(fieldErrors: Record<string, Message[]>): HttpError {
    const first = Object.values(fieldErrors)[0]?.[0] ?? { id: 'validation.invalid' };
    return new HttpError(422, first, { fieldErrors });
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
