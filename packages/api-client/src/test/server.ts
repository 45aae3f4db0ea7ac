import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A real HTTP server on loopback, port 0: the client is tested over the wire, not a mock. */
export async function startServer(route: (request: RecordedRequest) => Reply) {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request = {
        method: incoming.method ?? 'GET',
        url: incoming.url ?? '/',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const reply = route(request);
      const payload = reply.body === undefined ? '' : JSON.stringify(reply.body);
      outgoing.writeHead(reply.status, {
        ...(payload ? { 'content-type': 'application/json' } : {}),
        ...reply.headers,
      });
      outgoing.end(payload);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  return { origin: `http://127.0.0.1:${port}`, baseURL: `http://127.0.0.1:${port}/api`, requests, close };
}
