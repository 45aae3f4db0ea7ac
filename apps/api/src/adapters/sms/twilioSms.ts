import { assertValidSms, SmsError, type SmsErrorKind, type SmsSender } from './smsSender.ts';

export interface TwilioConfig {
  /** Default `https://api.twilio.com`; tests and Twilio-compatible providers point elsewhere. */
  baseUrl?: string;
  accountSid: string;
  authToken: string;
  /** Sender number in E.164. One of `from` or `messagingServiceSid` is required. */
  from?: string;
  /** Preferred over `from` when both are set, as Twilio itself does. */
  messagingServiceSid?: string;
}

export interface TwilioSmsOptions extends TwilioConfig {
  fetch?: typeof fetch;
  /** Injected so tests do not wait; production waits for real. */
  sleep?: (ms: number) => Promise<void>;
  /** Wait before the single retry when the answer has no Retry-After. */
  retryDelayMs?: number;
  timeoutMs?: number;
}

/** Twilio's documented error body. */
interface TwilioErrorBody {
  code?: number;
  message?: string;
  more_info?: string;
  status?: number;
}

/** Twilio codes that mean "this recipient cannot get an SMS", worth telling the user about. */
const INVALID_NUMBER_CODES = new Set([21211, 21214, 21217, 21401, 21407, 21421, 21612, 21614]);

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The real adapter: Twilio's Messages API, `POST /2010-04-01/Accounts/{Sid}/Messages.json`. */
export function createTwilioSmsSender(options: TwilioSmsOptions): SmsSender {
  const { accountSid, authToken, from, messagingServiceSid } = options;
  if (!from && !messagingServiceSid) throw new Error('Twilio needs a From number or a messaging service SID');
  const baseUrl = (options.baseUrl ?? 'https://api.twilio.com').replace(/\/+$/, '');
  const url = `${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? defaultSleep;
  const retryDelayMs = options.retryDelayMs ?? 1_000;
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function post(form: URLSearchParams): Promise<Response> {
    try {
      return await doFetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // Not retried: the request may have reached Twilio, and a second try could send twice.
      throw new SmsError(
        'unavailable',
        `Twilio could not be reached: ${(error as Error).message}`,
        {},
        { cause: error },
      );
    }
  }

  return {
    async send(message) {
      assertValidSms(message);
      const form = new URLSearchParams({ To: message.to, Body: message.body });
      if (messagingServiceSid) form.set('MessagingServiceSid', messagingServiceSid);
      else if (from) form.set('From', from);

      for (let attempt = 0; ; attempt += 1) {
        const response = await post(form);
        if (response.ok) {
          const body = (await response.json().catch(() => ({}))) as { sid?: unknown };
          if (typeof body.sid !== 'string')
            throw new SmsError('rejected', 'Twilio answered without a message SID', { status: response.status });
          return { id: body.sid };
        }
        const error = await toSmsError(response);
        // One retry for throttling and server errors: Twilio documents both as transient.
        if (attempt === 0 && error.retryable) {
          await sleep(retryAfterMs(response) ?? retryDelayMs);
          continue;
        }
        throw error;
      }
    },
  };
}

async function toSmsError(response: Response): Promise<SmsError> {
  const raw = await response.text();
  let body: TwilioErrorBody = {};
  try {
    body = JSON.parse(raw) as TwilioErrorBody;
  } catch {
    // A proxy's HTML error page: keep the status, there is no Twilio code.
  }
  const status = response.status;
  const code = typeof body.code === 'number' ? body.code : undefined;
  const kind: SmsErrorKind =
    status === 401 || code === 20003
      ? 'auth'
      : status === 429 || code === 20429
        ? 'rate_limited'
        : status >= 500
          ? 'unavailable'
          : code !== undefined && INVALID_NUMBER_CODES.has(code)
            ? 'invalid_number'
            : 'rejected';
  const message = body.message ?? `Twilio answered HTTP ${status}`;
  return new SmsError(kind, message, {
    status,
    ...(code !== undefined ? { code } : {}),
    ...(body.more_info ? { moreInfo: body.more_info } : {}),
  });
}

/** Retry-After in seconds, capped so a job never sleeps for minutes on one message. */
function retryAfterMs(response: Response): number | undefined {
  const value = Number(response.headers.get('retry-after'));
  return Number.isFinite(value) && value > 0 ? Math.min(value * 1000, 30_000) : undefined;
}
