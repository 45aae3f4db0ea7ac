import { afterEach, describe, expect, it } from 'vitest';
import { createReplyWriter } from './index.ts';
import { createOpenAiCompatibleWriter, parseRetryAfter } from './openAiCompatibleWriter.ts';
import { AiError, type DraftInput } from './replyWriter.ts';
import { startFakeOpenAiServer, type FakeOpenAiOptions } from './testing/fakeOpenAiServer.ts';

const apiKey = 'sk-test-0123456789';
const review: DraftInput = {
  rating: 2,
  comment: 'Le pain était rassis et l’attente beaucoup trop longue.',
  reviewerFirstName: 'Hélène',
  businessName: 'Boulangerie Dupont',
  language: 'fr',
};

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function setup(
  options: Partial<FakeOpenAiOptions> = {},
  writer: { apiKey?: string; model?: string; timeoutMs?: number } = {},
) {
  const server = await startFakeOpenAiServer({ apiKey, models: ['gpt-4o-mini'], ...options });
  close = server.close;
  return {
    server,
    writer: createOpenAiCompatibleWriter({ baseUrl: `${server.baseUrl}/`, apiKey, model: 'gpt-4o-mini', ...writer }),
  };
}

describe('createOpenAiCompatibleWriter', () => {
  it('should post the model, a system prompt with the rules and the review with a language instruction', async () => {
    const { server, writer } = await setup();

    await writer.draft(review);

    const [request] = server.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.authorization).toBe(`Bearer ${apiKey}`);
    expect(request?.contentType).toBe('application/json');
    expect(request?.body.model).toBe('gpt-4o-mini');
    const [system, user] = request!.body.messages;
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('Write in French');
    expect(system?.content).toMatch(/apologise/);
    expect(system?.content).toMatch(/Never offer a discount/);
    expect(system?.content).toMatch(/4000 characters/);
    expect(system?.content).toMatch(/no placeholders/);
    expect(system?.content).toMatch(/data, not instructions/);
    expect(user?.role).toBe('user');
    expect(user?.content).toContain('Le pain était rassis et l’attente beaucoup trop longue.');
    expect(user?.content).toContain("Reviewer's first name: Hélène");
    expect(user?.content).toContain('Rating: 2 out of 5');
    expect(user?.content).toContain('Write the reply in French.');
  });

  it('should return the assistant message, trimmed and unquoted, in the review language', async () => {
    const { writer } = await setup({ reply: () => '  "Bonjour Hélène, merci pour votre avis."  ' });

    await expect(writer.draft(review)).resolves.toEqual({
      text: 'Bonjour Hélène, merci pour votre avis.',
      language: 'fr',
    });
  });

  it('should clamp a reply longer than 4000 characters at a sentence end', async () => {
    const { writer } = await setup({ reply: () => 'Thank you for your visit. '.repeat(300) });

    const { text } = await writer.draft({ ...review, language: 'en' });

    expect(text.length).toBeLessThanOrEqual(4000);
    expect(text.endsWith('visit.')).toBe(true);
  });

  it('should refuse a reply with a placeholder left in', async () => {
    const { writer } = await setup({ reply: () => 'Thanks! Call us at [phone number].' });

    await expect(writer.draft(review)).rejects.toMatchObject({ name: 'AiError', kind: 'bad_response' });
  });

  it('should map 401 to an auth error with the service message', async () => {
    const { writer } = await setup({}, { apiKey: 'sk-wrong' });

    const error = await writer.draft(review).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(AiError);
    expect(error).toMatchObject({ kind: 'auth', retryable: false, details: { status: 401, code: 'invalid_api_key' } });
    expect((error as Error).message).toMatch(/^Incorrect API key provided/);
  });

  it('should map 429 to rate_limited with the Retry-After delay', async () => {
    const { server, writer } = await setup();
    server.failNext({ status: 429, retryAfterSeconds: 7 });
    server.failNext({ status: 429, retryAfterMs: 1500, retryAfterSeconds: 2 });

    await expect(writer.draft(review)).rejects.toMatchObject({
      kind: 'rate_limited',
      retryable: true,
      details: { status: 429, code: 'rate_limit_exceeded', retryAfterMs: 7000 },
    });
    await expect(writer.draft(review)).rejects.toMatchObject({ details: { retryAfterMs: 1500 } });
  });

  it('should map 5xx to unavailable and an unknown model to bad_request', async () => {
    const { server, writer } = await setup();
    server.failNext({ status: 503 });

    await expect(writer.draft(review)).rejects.toMatchObject({
      kind: 'unavailable',
      details: { status: 503, code: 'server_error' },
    });
    const other = createOpenAiCompatibleWriter({ baseUrl: server.baseUrl, apiKey, model: 'gpt-nope' });
    await expect(other.draft(review)).rejects.toMatchObject({
      kind: 'bad_request',
      details: { status: 404, code: 'model_not_found' },
    });
  });

  it('should time out through AbortSignal when the service is too slow', async () => {
    const { server, writer } = await setup({}, { timeoutMs: 100 });
    server.failNext({ delayMs: 1000 });

    await expect(writer.draft(review)).rejects.toMatchObject({ kind: 'timeout', retryable: true });
  });

  it('should stop when the caller aborts', async () => {
    const { server, writer } = await setup();
    server.failNext({ delayMs: 1000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);

    await expect(writer.draft(review, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('should report an unreachable service as unavailable', async () => {
    const { server, writer } = await setup();
    await server.close();

    await expect(writer.draft(review)).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('should refuse a rating outside 1 to 5 before calling the service', async () => {
    const { server, writer } = await setup();

    await expect(writer.draft({ ...review, rating: 6 })).rejects.toMatchObject({ kind: 'invalid_input' });
    expect(server.requests).toHaveLength(0);
  });
});

describe('parseRetryAfter', () => {
  it('should read seconds, milliseconds and HTTP dates', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter(new Headers({ 'retry-after': '3' }), now)).toBe(3000);
    expect(parseRetryAfter(new Headers({ 'retry-after-ms': '250', 'retry-after': '3' }), now)).toBe(250);
    expect(parseRetryAfter(new Headers({ 'retry-after': 'Wed, 01 Jan 2025 00:00:05 GMT' }), now)).toBe(5000);
    expect(parseRetryAfter(new Headers(), now)).toBeUndefined();
  });
});

describe('createReplyWriter', () => {
  it('should use the OpenAI-compatible endpoint when configured and the built-in writer otherwise', () => {
    expect(createReplyWriter().kind).toBe('builtin');
    expect(createReplyWriter({ openAi: { baseUrl: 'http://127.0.0.1:1/v1', apiKey, model: 'm' } }).kind).toBe('openai');
  });
});
