import { request, type ClientRequest } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** One frame of an event stream as a client reads it. */
export interface Frame {
  id?: string;
  event?: string;
  data?: string;
  retry?: number;
  comment?: string;
}

export interface OpenStream {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  frames: Frame[];
  /** The events (frames with an `event:`), as they came. */
  events(): Frame[];
  /** Waits for a frame that passes `test` (one already received counts). */
  next(test: (frame: Frame) => boolean, timeoutMs?: number): Promise<Frame>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** The address a test app listens on (loopback, any free port): streams need a real socket, not inject. */
export async function listen(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

function parse(block: string): Frame {
  const frame: Frame = {};
  for (const line of block.split('\n')) {
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === '') frame.comment = value;
    else if (field === 'id') frame.id = value;
    else if (field === 'event') frame.event = value;
    else if (field === 'data') frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`;
    else if (field === 'retry') frame.retry = Number(value);
  }
  return frame;
}

/** Opens `GET /api/v1/live` as EventSource would, and collects its frames. */
export function openStream(
  baseUrl: string,
  token: string,
  options: { lastEventId?: string; query?: string } = {},
): Promise<OpenStream> {
  const frames: Frame[] = [];
  const waiters = new Set<() => void>();
  let req: ClientRequest;
  let endedResolve: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (endedResolve = resolve));
  return new Promise((resolve, reject) => {
    req = request(
      `${baseUrl}/api/v1/live${options.query ?? ''}`,
      {
        headers: {
          accept: 'text/event-stream',
          authorization: `Bearer ${token}`,
          ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
        },
      },
      (res) => {
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            frames.push(parse(buffer.slice(0, end)));
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
          }
          for (const wake of [...waiters]) wake();
        });
        res.on('end', () => endedResolve());
        res.on('close', () => endedResolve());
        const stream: OpenStream = {
          status: res.statusCode ?? 0,
          headers: res.headers,
          frames,
          events: () => frames.filter((frame) => frame.event !== undefined),
          next(test, timeoutMs = 5_000) {
            return new Promise((found, fail) => {
              const check = () => {
                const frame = frames.find(test);
                if (!frame) return;
                waiters.delete(check);
                clearTimeout(timer);
                found(frame);
              };
              const timer = setTimeout(() => {
                waiters.delete(check);
                fail(new Error(`no such frame within ${timeoutMs} ms; got ${JSON.stringify(frames)}`));
              }, timeoutMs);
              waiters.add(check);
              check();
            });
          },
          ended,
          close: () => req.destroy(),
        };
        // Subscribed once the first frame (`retry:`) is there.
        if (res.statusCode !== 200) return resolve(stream);
        void stream.next((frame) => frame.retry !== undefined).then(() => resolve(stream), reject);
      },
    );
    req.on('error', (error) => {
      endedResolve();
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
    req.end();
  });
}
