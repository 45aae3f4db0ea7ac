import { HONEYPOT_FIELD, reviewFieldError, reviewFields, type ReviewField } from '@starcrew/contract/review-form';

/** The page's messages in its language, embedded by the server (no catalogue in this script). */
type Messages = Partial<Record<ReviewField | 'form', Record<string, string>>>;

/**
 * Enhances the server's review page (modules/publicReviews/DECISIONS.md): each field is checked
 * with the server's own rules once the customer leaves it, and again as they type; the form
 * is sent as JSON and the thank-you shows without a reload. Without this script the same page
 * posts itself and the server answers with the same messages.
 */
export function enhance(doc: Document, root: ParentNode = doc): void {
  const form = root.querySelector<HTMLFormElement>('form[data-rf-form]');
  const content = root.querySelector<HTMLElement>('[data-rf-content]');
  if (!form || !content) return;
  const messages = JSON.parse(root.querySelector('[data-rf-messages]')?.textContent ?? '{}') as Messages;
  const notice = root.querySelector<HTMLElement>('[data-rf-notice]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const touched = new Set<ReviewField>();
  // While the send button is pressed, leaving a field shows no error: the line it would add
  // pushes the button from under the pointer and the click is lost.
  let pressing = false;

  const input = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
  const valueOf = (field: ReviewField): string =>
    field === 'rating'
      ? (form.querySelector<HTMLInputElement>('input[name="rating"]:checked')?.value ?? '')
      : (input(field)?.value ?? '');
  const controlOf = (field: ReviewField): HTMLElement | null =>
    field === 'rating' ? form.querySelector<HTMLElement>('[data-rf-field="rating"]') : input(field);
  const fieldOf = (target: EventTarget | null): ReviewField | undefined => {
    const name = (target as HTMLInputElement | null)?.name;
    return (reviewFields as readonly string[]).includes(name ?? '') ? (name as ReviewField) : undefined;
  };

  function show(field: ReviewField, text: string | null): void {
    const line = form?.querySelector<HTMLElement>(`[data-rf-error="${field}"]`);
    const control = controlOf(field);
    if (!line || !control) return;
    line.textContent = text ?? '';
    line.hidden = !text;
    const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== line.id);
    if (text) ids.push(line.id);
    if (ids.length > 0) control.setAttribute('aria-describedby', ids.join(' '));
    else control.removeAttribute('aria-describedby');
    if (text) control.setAttribute('aria-invalid', 'true');
    else control.removeAttribute('aria-invalid');
  }

  function check(field: ReviewField): boolean {
    const error = reviewFieldError(field, valueOf(field));
    show(field, error ? (messages[field]?.[error.id] ?? '') : null);
    return error === null;
  }

  function focusField(field: ReviewField): void {
    const target = field === 'rating' ? form?.querySelector<HTMLInputElement>('input[name="rating"]') : input(field);
    target?.focus();
  }

  function say(text: string | null): void {
    if (!notice) return;
    notice.textContent = text ?? '';
    notice.hidden = !text;
  }

  form.addEventListener('pointerdown', (event) => {
    if ((event.target as Element | null)?.closest('button[type="submit"]')) pressing = true;
  });
  doc.addEventListener('pointerup', () => setTimeout(() => (pressing = false), 0));
  form.addEventListener('focusout', (event) => {
    const field = fieldOf(event.target);
    if (!field || field === 'rating' || pressing) return;
    touched.add(field);
    check(field);
  });
  form.addEventListener('input', (event) => {
    const field = fieldOf(event.target);
    if (field && field !== 'rating' && touched.has(field)) check(field);
  });
  form.addEventListener('change', (event) => {
    const field = fieldOf(event.target);
    if (field === 'rating') {
      touched.add(field);
      check(field);
    }
  });

  function showThanks(url: string): void {
    const template = root.querySelector<HTMLTemplateElement>('template[data-rf-thanks]');
    if (!template || !content) {
      window.location.assign(url);
      return;
    }
    content.replaceChildren(template.content.cloneNode(true));
    window.history.pushState(null, '', url);
    // Back from the thanks: the page as the server shows it now.
    window.addEventListener('popstate', () => window.location.reload(), { once: true });
    const title = content.querySelector<HTMLElement>('[data-rf-thanks-title]');
    if (title) {
      doc.title = title.textContent ?? doc.title;
      title.focus();
    }
  }
  let sending = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    pressing = false;
    if (sending) return;
    for (const field of reviewFields) touched.add(field);
    const invalid = reviewFields.filter((field) => !check(field));
    if (invalid[0]) {
      focusField(invalid[0]);
      return;
    }
    void send();
  });

  async function send(): Promise<void> {
    if (!form) return;
    sending = true;
    const label = button?.textContent ?? '';
    if (button) {
      button.setAttribute('aria-disabled', 'true');
      button.textContent = messages.form?.['sending'] ?? label;
    }
    const body: Record<string, string> = { [HONEYPOT_FIELD]: input(HONEYPOT_FIELD)?.value ?? '' };
    for (const field of reviewFields) body[field] = valueOf(field);
    try {
      const response = await fetch(form.dataset['jsonAction'] ?? '', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'accept-language': doc.documentElement.lang,
        },
        body: JSON.stringify(body),
      });
      const answer = (await response.json().catch(() => null)) as {
        data?: { thanks_url: string };
        message?: string;
        errors?: Record<string, string[]>;
      } | null;
      if (response.status === 201 && answer?.data) {
        showThanks(answer.data.thanks_url);
        return;
      }
      if (response.status === 422 && answer?.errors) {
        say(null);
        const wrong = reviewFields.filter((field) => answer.errors?.[field]?.[0]);
        for (const field of wrong) show(field, answer.errors[field]?.[0] ?? null);
        if (wrong[0]) focusField(wrong[0]);
        return;
      }
      // The limit, a link gone inactive…: the server's words; what was typed stays.
      say(answer?.message ?? messages.form?.['network'] ?? '');
    } catch {
      say(messages.form?.['network'] ?? '');
    } finally {
      sending = false;
      if (button && button.isConnected) {
        button.removeAttribute('aria-disabled');
        button.textContent = label;
      }
    }
  }
}
