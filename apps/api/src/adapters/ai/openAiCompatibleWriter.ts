import { buildSystemPrompt, buildUserPrompt } from './prompt.ts';
import { AiError, assertDraftInput, clampReply, type ReplyWriter } from './replyWriter.ts';

export interface OpenAiConfig {
  /** For example `https://api.openai.com/v1`; any chat-completions compatible endpoint. */
  baseUrl: string;
  apiKey: string;
  model: string;
}

export interface OpenAiWriterOptions extends OpenAiConfig {
  /** The whole request, answer included. Default 30 s: a person is waiting for the draft. */
  timeoutMs?: number;
  temperature?: number;
  fetch?: typeof fetch;
}

interface ChatCompletion {
  choices?: Array<{ message?: { content?: unknown }; finish_reason?: string }>;
}

interface OpenAiErrorBody {
  error?: { message?: string; type?: string; code?: string | null };
}

/** Left-over template tokens: `[Name]`, `{business}`, `{{phone}}`, `<YOUR NAME>`. */
const PLACEHOLDER = /\[[^\]\n]{1,40}\]|\{\{?[^}\n]{1,40}\}\}?|<[A-Z][A-Z _]{2,30}>/;

export function createOpenAiCompatibleWriter(options: OpenAiWriterOptions): ReplyWriter {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;

  return {
    async draft(input, { signal } = {}) {
      assertDraftInput(input);
      const timeout = AbortSignal.timeout(timeoutMs);
      const body = {
        model: options.model,
        // No max_tokens: newer OpenAI models refuse it and the length is clamped below anyway.
        temperature: options.temperature ?? 0.7,
        messages: [
          { role: 'system', content: buildSystemPrompt(input) },
          { role: 'user', content: buildUserPrompt(input) },
        ],
      };
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.apiKey}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(body),
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
        if (!response.ok) throw await toAiError(response);
        const completion = (await response.json()) as ChatCompletion;
        return { text: readReply(completion), language: input.language };
      } catch (error) {
        if (error instanceof AiError) throw error;
        if (timeout.aborted)
          throw new AiError('timeout', `No answer from the AI service within ${timeoutMs} ms`, {}, { cause: error });
        if (signal?.aborted) throw error;
        throw new AiError(
          'unavailable',
          `The AI service could not be reached: ${(error as Error).message}`,
          {},
          { cause: error },
        );
      }
    },
  };
}

function readReply(completion: ChatCompletion): string {
  const content = completion.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || !content.trim())
    throw new AiError('bad_response', 'The AI service returned no reply');
  // Models sometimes wrap the whole answer in quotes despite the instructions.
  const text = content
    .trim()
    .replace(/^"([\s\S]*)"$/, '$1')
    .trim();
  if (PLACEHOLDER.test(text)) throw new AiError('bad_response', 'The AI reply contains a placeholder');
  return clampReply(text);
}

async function toAiError(response: Response): Promise<AiError> {
  const status = response.status;
  const body = (await response.json().catch(() => ({}))) as OpenAiErrorBody;
  const message = body.error?.message ?? `The AI service answered HTTP ${status}`;
  const code = body.error?.code ?? body.error?.type ?? undefined;
  const details = { status, ...(code ? { code } : {}) };
  if (status === 401 || status === 403) return new AiError('auth', message, details);
  if (status === 429) {
    const retryAfterMs = parseRetryAfter(response.headers);
    return new AiError('rate_limited', message, {
      ...details,
      ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
    });
  }
  if (status >= 500) return new AiError('unavailable', message, details);
  return new AiError('bad_request', message, details);
}

/** `retry-after-ms` (OpenAI) first, then `retry-after` in seconds or as an HTTP date. */
export function parseRetryAfter(headers: Headers, now = Date.now()): number | undefined {
  const ms = Number(headers.get('retry-after-ms'));
  if (headers.has('retry-after-ms') && Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
