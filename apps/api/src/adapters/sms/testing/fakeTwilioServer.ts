import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake of Twilio's Messages API on loopback, built from Twilio's public documentation:
 * basic auth with the account SID and auth token, form-encoded parameters, the Message
 * resource on 201 and `{ code, message, more_info, status }` on errors. It accepts the
 * magic test number +15005550001 as Twilio's test credentials do: invalid (21211).
 */
export interface FakeTwilioOptions {
  accountSid: string;
  authToken: string;
}

export interface RecordedTwilioRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

type Failure = { status: 429 | 500 | 503; retryAfterSeconds?: number };

const INVALID_TEST_NUMBER = '+15005550001';
const E164 = /^\+[1-9]\d{6,14}$/;

export async function startFakeTwilioServer({ accountSid, authToken }: FakeTwilioOptions) {
  const requests: RecordedTwilioRequest[] = [];
  const messages: Array<Record<string, unknown>> = [];
  const failures: Failure[] = [];

  const server = createServer(async (req, res) => {
    const form = Object.fromEntries(new URLSearchParams(await readBody(req)));
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    requests.push({
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      form,
    });

    const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
    if (!match || req.method !== 'POST') {
      return error(res, 404, 20404, `The requested resource ${path} was not found`);
    }
    if (
      !isAuthorized(req.headers.authorization, accountSid, authToken) ||
      decodeURIComponent(match[1]!) !== accountSid
    ) {
      res.setHeader('www-authenticate', 'Basic realm="Twilio API"');
      return error(res, 401, 20003, 'Authenticate');
    }
    const failure = failures.shift();
    if (failure) {
      if (failure.retryAfterSeconds !== undefined) res.setHeader('retry-after', String(failure.retryAfterSeconds));
      return failure.status === 429
        ? error(res, 429, 20429, 'Too Many Requests')
        : error(res, failure.status, 20500, 'An internal server error has occurred');
    }
    if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      return error(res, 400, 20001, 'Unsupported content type');
    }
    const { To: to, From: from, MessagingServiceSid: service, Body: body } = form;
    if (!to) return error(res, 400, 21604, "A 'To' phone number is required.");
    if (!E164.test(to) || to === INVALID_TEST_NUMBER)
      return error(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (!from && !service) return error(res, 400, 21603, "A 'From' phone number is required.");
    if (!body) return error(res, 400, 21602, 'Message body is required.');
    if ([...body].length > 1600)
      return error(res, 400, 21617, 'The concatenated message body exceeds the 1600 character limit.');

    const sid = `SM${randomBytes(16).toString('hex')}`;
    const now = new Date().toUTCString().replace('GMT', '+0000');
    const message = {
      account_sid: accountSid,
      api_version: '2010-04-01',
      body,
      date_created: now,
      date_sent: null,
      date_updated: now,
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from: from ?? null,
      messaging_service_sid: service ?? null,
      num_media: '0',
      num_segments: String(Math.ceil([...body].length / 153) || 1),
      price: null,
      price_unit: 'USD',
      sid,
      // With a messaging service Twilio answers "accepted" until it picks a sender.
      status: service ? 'accepted' : 'queued',
      subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json` },
      to,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
    };
    messages.push(message);
    return json(res, 201, message);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    messages,
    /** The next `count` authorized requests fail with this status, before any validation. */
    failNext(failure: Failure, count = 1) {
      for (let i = 0; i < count; i += 1) failures.push(failure);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function isAuthorized(header: string | undefined, sid: string, token: string): boolean {
  if (!header?.startsWith('Basic ')) return false;
  return Buffer.from(header.slice(6), 'base64').toString('utf8') === `${sid}:${token}`;
}

function error(res: ServerResponse, status: number, code: number, message: string) {
  json(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
