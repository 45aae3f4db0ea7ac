import { envelope, stringField } from '@starcrew/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml, type OutboxEntry } from '../../adapters/mail/index.ts';
import type { DbOutboxStore } from './outbox.repository.ts';

export interface OutboxRoutesOptions {
  outbox: DbOutboxStore;
}

const query = z.object({
  to: z.optional(stringField('email').check(z.maxLength(255))),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const entrySchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  template: z.string(),
  locale: z.string().nullable(),
  body_text: z.string(),
  body_html: z.string().nullable(),
  created_at: z.string(),
});

const present = (e: OutboxEntry) => ({
  id: e.id,
  channel: e.channel,
  to: e.to,
  subject: e.subject ?? null,
  template: e.template,
  locale: e.locale,
  body_text: e.body_text,
  body_html: e.body_html ?? null,
  created_at: e.created_at.toISOString(),
});

/**
 * The development outbox (decisions.md): every email and SMS that would have been sent.
 * Only registered outside production, or with DEV_OUTBOX=1. The JSON form serves the e2e
 * tests, which read verification codes and reset links from it.
 */
export const outboxRoutes: FastifyPluginAsyncZod<OutboxRoutesOptions> = async (app, { outbox }) => {
  app.get(
    '/outbox.json',
    {
      config: { public: true },
      schema: {
        tags: ['development'],
        summary: 'Sent messages, newest first (development only)',
        querystring: query,
        response: { 200: envelope(z.array(entrySchema)) },
      },
    },
    async (request) => ({ data: (await outbox.listFor(request.query)).map(present) }),
  );

  app.get(
    '/outbox',
    {
      config: { public: true },
      schema: {
        tags: ['development'],
        summary: 'Sent messages as a page (development only)',
        querystring: query,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const entries = await outbox.listFor(request.query);
      return (
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          // The page and the emails in it are inline-styled; nothing on it runs scripts.
          .header(
            'content-security-policy',
            "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; frame-ancestors 'none'",
          )
          .send(page(entries))
      );
    },
  );
};

function page(entries: OutboxEntry[]): string {
  const items = entries
    .map((e) => {
      const body = e.body_html
        ? `<iframe title="${escapeHtml(e.subject ?? e.template)}" sandbox="" srcdoc="${escapeHtml(e.body_html)}"></iframe>`
        : `<pre>${escapeHtml(e.body_text)}</pre>`;
      return `<article>
  <h2>${escapeHtml(e.subject ?? `SMS (${e.template})`)}</h2>
  <p class="meta">${escapeHtml(e.channel)} to <strong>${escapeHtml(e.to)}</strong> · ${escapeHtml(e.template)} · ${escapeHtml(e.locale ?? '')} · <time datetime="${e.created_at.toISOString()}">${e.created_at.toISOString()}</time></p>
  ${body}
  <details><summary>Plain text</summary><pre>${escapeHtml(e.body_text)}</pre></details>
</article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Starcrew outbox</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1a1a1a}
article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}
h2{margin:0;font-size:1.1rem}.meta{color:#555;margin:.25rem 0 1rem}
iframe{width:100%;height:28rem;border:1px solid #ddd;border-radius:4px}pre{white-space:pre-wrap}
</style>
</head>
<body>
<h1>Outbox</h1>
<p>Emails and SMS the server would have sent, newest first. Filter with <code>?to=address</code>; JSON at <a href="outbox.json">outbox.json</a>.</p>
${items || '<p>No message yet.</p>'}
</body>
</html>`;
}
