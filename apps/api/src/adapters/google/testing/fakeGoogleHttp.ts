import type { IncomingMessage, ServerResponse } from 'node:http';

/* Small HTTP helpers of the fake: Google's error body, JSON answers, opaque page tokens. */

/** Offset pagination behind an opaque token, as Google's are; null for a token it never issued. */
export function paginate<T>(items: T[], url: URL, defaultSize: number, cap: number, max = Infinity) {
  const asked = Number(url.searchParams.get('pageSize') ?? defaultSize);
  if (!Number.isInteger(asked) || asked < 0 || asked > max) return null;
  const size = Math.min(asked || defaultSize, cap);
  const token = url.searchParams.get('pageToken');
  const offset = token ? Number(Buffer.from(token, 'base64url').toString()) : 0;
  if (!Number.isInteger(offset) || offset < 0 || offset > items.length) return null;
  const next = offset + size < items.length ? Buffer.from(String(offset + size)).toString('base64url') : undefined;
  return { items: items.slice(offset, offset + size), next };
}

export function invalidPageToken(res: ServerResponse): void {
  googleError(res, 400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.');
}

export function googleError(
  res: ServerResponse,
  code: number,
  status: string,
  message: string,
  details?: unknown[],
): void {
  json(res, code, { error: { code, message, status, ...(details ? { details } : {}) } });
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));
}

export function text(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=UTF-8' }).end(body);
}

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
