import type { Block, EmailDocument, RenderedEmail } from './types.ts';

/** Escapes text for HTML content and double- or single-quoted attributes. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Links in emails come from our own configuration; anything but http(s) is a bug upstream. */
export function safeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`Refusing a ${parsed.protocol} link in an email`);
  }
  return parsed.href;
}

/** Subjects are single header lines: collapse any newline a name might carry. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

// Colours checked for WCAG AA contrast against their backgrounds.
const c = { page: '#f3f4f6', card: '#ffffff', text: '#1f2937', muted: '#4b5563', accent: '#3730a3', border: '#e5e7eb' };
const font = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

export function renderDocument(
  doc: EmailDocument,
  locale: string,
  copy: { linkFallback: string; footer: string },
): RenderedEmail {
  const url = doc.button ? safeUrl(doc.button.url) : undefined;
  return {
    subject: oneLine(doc.subject),
    text: renderText(doc, url, copy),
    html: renderHtml(doc, locale, url, copy),
  };
}

function renderText(doc: EmailDocument, url: string | undefined, copy: { footer: string }): string {
  const parts: string[] = [];
  if (doc.greeting) parts.push(doc.greeting);
  for (const block of doc.blocks) parts.push(textBlock(block));
  if (doc.button && url) parts.push(`${doc.button.label}:\n${url}`);
  parts.push(...doc.notes);
  parts.push(`--\n${copy.footer}`);
  return `${parts.join('\n\n')}\n`;
}

function textBlock(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'code':
      return `${block.label}: ${block.code}`;
    case 'quote':
      return block.text
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
  }
}

function htmlBlock(block: Block): string {
  const p = `margin:0 0 16px;font-size:16px;line-height:24px;color:${c.text}`;
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${p}">${escapeHtml(block.text)}</p>`;
    case 'code':
      return `<p style="${p}">${escapeHtml(block.label)}<br><strong style="display:inline-block;margin-top:8px;font-size:28px;line-height:36px;letter-spacing:6px;font-family:ui-monospace,Menlo,Consolas,monospace">${escapeHtml(block.code)}</strong></p>`;
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${c.accent};background:${c.page};${p.replace('margin:0 0 16px;', '')};white-space:pre-line">${escapeHtml(block.text)}</blockquote>`;
    case 'facts':
      return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${block.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:${c.muted};font-size:15px">${escapeHtml(label)}</td><td style="padding:4px 0;font-size:16px;color:${c.text}"><strong style="font-family:ui-monospace,Menlo,Consolas,monospace">${escapeHtml(value)}</strong></td></tr>`,
        )
        .join('')}</table>`;
  }
}

function renderHtml(
  doc: EmailDocument,
  locale: string,
  url: string | undefined,
  copy: { linkFallback: string; footer: string },
): string {
  const small = `margin:0 0 8px;font-size:14px;line-height:20px;color:${c.muted}`;
  const button =
    doc.button && url
      ? `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 24px;border-radius:6px;background:${c.accent};color:#ffffff;font-size:16px;font-weight:600;text-decoration:none">${escapeHtml(doc.button.label)}</a></p>
<p style="${small}">${escapeHtml(copy.linkFallback)}<br><a href="${escapeHtml(url)}" style="color:${c.accent};word-break:break-all">${escapeHtml(url)}</a></p>`
      : '';
  return `<!doctype html>
<html lang="${escapeHtml(locale)}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(oneLine(doc.subject))}</title>
</head>
<body style="margin:0;padding:0;background:${c.page};${font}">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(doc.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${c.page}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${c.card};border:1px solid ${c.border};border-radius:8px"><tr><td style="padding:32px;${font}">
<p style="margin:0 0 24px;font-size:18px;font-weight:700;color:${c.accent}">Starcrew</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:${c.text}">${escapeHtml(doc.heading)}</h1>
${doc.greeting ? `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${c.text}">${escapeHtml(doc.greeting)}</p>\n` : ''}${doc.blocks.map(htmlBlock).join('\n')}
${button}
${doc.notes.map((n) => `<p style="${small}">${escapeHtml(n)}</p>`).join('\n')}
</td></tr></table>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;line-height:18px;color:${c.muted};${font}">${escapeHtml(copy.footer)}</p>
</td></tr></table>
</body>
</html>
`;
}
