import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake OpenAI-compatible chat-completions endpoint on loopback, built from OpenAI's API
 * reference: bearer auth, `POST {base}/chat/completions`, the `chat.completion` object on
 * success and `{ error: { message, type, param, code } }` on failure.
 */
export interface FakeOpenAiOptions {
  apiKey: string;
  /** Models it knows; any other gets 404 model_not_found. Default: any model. */
  models?: string[];
  /** What the assistant answers. Default: a short fixed reply. */
  reply?: (request: ChatRequest) => string;
}

export interface ChatRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
  [key: string]: unknown;
}

export interface RecordedOpenAiRequest {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: ChatRequest;
}

type Failure =
  | { status: 429; retryAfterSeconds?: number; retryAfterMs?: number }
  | { status: 500 | 502 | 503 }
  | { delayMs: number };

export async function startFakeOpenAiServer(options: FakeOpenAiOptions) {
  const requests: RecordedOpenAiRequest[] = [];
  const queue: Failure[] = [];
  let reply = options.reply ?? (() => 'Thank you for your review. We hope to see you again soon.\n\nThe team');

  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const raw = await readBody(req);
    if (req.method !== 'POST' || path !== '/v1/chat/completions') {
      return error(res, 404, `Invalid URL (${req.method} ${path})`, 'invalid_request_error', null);
    }
    const authorization = req.headers.authorization;
    if (authorization !== `Bearer ${options.apiKey}`) {
      const key = authorization?.replace(/^Bearer /, '') ?? '';
      return error(
        res,
        401,
        `Incorrect API key provided: ${key.slice(0, 3)}***. You can find your API key at https://platform.openai.com/account/api-keys.`,
        'invalid_request_error',
        'invalid_api_key',
      );
    }
    let body: ChatRequest;
    try {
      body = JSON.parse(raw) as ChatRequest;
    } catch {
      return error(res, 400, 'We could not parse the JSON body of your request.', 'invalid_request_error', null);
    }
    requests.push({ path, authorization, contentType: req.headers['content-type'], body });

    const next = queue.shift();
    if (next && 'delayMs' in next) await new Promise((resolve) => setTimeout(resolve, next.delayMs));
    else if (next?.status === 429) {
      if (next.retryAfterSeconds !== undefined) res.setHeader('retry-after', String(next.retryAfterSeconds));
      if (next.retryAfterMs !== undefined) res.setHeader('retry-after-ms', String(next.retryAfterMs));
      return error(
        res,
        429,
        `Rate limit reached for ${body.model} on requests per min (RPM): Limit 3, Used 3, Requested 1.`,
        'requests',
        'rate_limit_exceeded',
      );
    } else if (next) {
      return error(
        res,
        next.status,
        'The server had an error while processing your request. Sorry about that!',
        'server_error',
        null,
      );
    }

    if (typeof body.model !== 'string' || !body.model)
      return error(res, 400, 'you must provide a model parameter', 'invalid_request_error', null);
    if (options.models && !options.models.includes(body.model)) {
      return error(
        res,
        404,
        `The model \`${body.model}\` does not exist or you do not have access to it.`,
        'invalid_request_error',
        'model_not_found',
      );
    }
    if (!Array.isArray(body.messages) || body.messages.length === 0) {
      return error(
        res,
        400,
        "Invalid 'messages': empty array. Expected an array with minimum length 1.",
        'invalid_request_error',
        'empty_array',
      );
    }
    if (body.messages.some((m) => typeof m?.role !== 'string' || typeof m?.content !== 'string')) {
      return error(
        res,
        400,
        "Invalid 'messages': each message needs a role and a content.",
        'invalid_request_error',
        null,
      );
    }

    const content = reply(body);
    const promptTokens = Math.ceil(body.messages.reduce((n, m) => n + m.content.length, 0) / 4);
    const completionTokens = Math.ceil(content.length / 4);
    json(res, 200, {
      id: `chatcmpl-${randomBytes(12).toString('base64url')}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [
        { index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: 'stop' },
      ],
      usage: {
        prompt_tokens: promptTokens,
        completion_tokens: completionTokens,
        total_tokens: promptTokens + completionTokens,
      },
      system_fingerprint: 'fp_fake',
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** The base URL to configure, `/v1` included as OpenAI's is. */
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Queues a failure or a delay for the next authorized request. */
    failNext(failure: Failure) {
      queue.push(failure);
    },
    setReply(fn: (request: ChatRequest) => string) {
      reply = fn;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function error(res: ServerResponse, status: number, message: string, type: string, code: string | null) {
  json(res, status, { error: { message, type, param: null, code } });
}

function json(res: ServerResponse, status: number, body: unknown) {
  if (res.destroyed) return;
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
