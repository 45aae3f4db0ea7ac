// @vitest-environment jsdom
import { translate } from '@starcrew/i18n';
import { reviewFormBody, type Translate } from '@starcrew/contract/review-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhance } from './enhance.ts';

const t: Translate = (id, values) => translate('fr', id, values);

function page(): HTMLElement {
  document.body.innerHTML = reviewFormBody(
    {
      locationName: 'Boulangerie du Port',
      brand: { primaryColor: '#1f2937', secondaryColor: '#ffffff', logoUrl: null },
      action: '/reviews/loc/code',
      jsonAction: '/api/v1/reviews/loc/code',
      thanksUrl: '/reviews/loc/code/thanks',
      googleReviewUrl: 'https://search.google.com/local/writereview?placeid=x',
    },
    t,
  );
  document.documentElement.lang = 'fr';
  enhance(document);
  return document.body;
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const errorOf = (name: string) => document.querySelector<HTMLElement>(`[data-rf-error="${name}"]`)!;
function type(name: string, value: string): void {
  field(name).value = value;
  field(name).dispatchEvent(new Event('input', { bubbles: true }));
}
const leave = (name: string) => field(name).dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
const submit = () => document.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }));

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the enhanced review form', () => {
  it('should name a wrong field once the customer leaves it, and clear it as they fix it', () => {
    page();
    type('email', 'camille@');
    expect(errorOf('email').hidden).toBe(true);
    leave('email');
    expect(errorOf('email').textContent).toBe('Veuillez saisir une adresse e-mail valide');
    expect(field('email').getAttribute('aria-invalid')).toBe('true');
    expect(field('email').getAttribute('aria-describedby')).toBe('email-hint email-error');
    type('email', 'camille@example.fr');
    expect(errorOf('email').hidden).toBe(true);
    expect(field('email').hasAttribute('aria-invalid')).toBe(false);
    expect(field('email').getAttribute('aria-describedby')).toBe('email-hint');
  });

  it('should not send an incomplete form: every message shows and the first wrong field has focus', () => {
    page();
    type('comment', 'Très bon accueil.');
    submit();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(errorOf('rating').textContent).toBe('Veuillez saisir votre note');
    expect(errorOf('first_name').textContent).toBe('Veuillez saisir votre prénom');
    expect(errorOf('comment').hidden).toBe(true);
    expect(document.activeElement).toBe(document.querySelector('input[name="rating"]'));
  });

  it('should send the review as JSON and show the thanks with the Google offer without a reload', async () => {
    page();
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ data: { thanks_url: '/reviews/loc/code/thanks', google_review_url: null } }), {
        status: 201,
      }),
    );
    document.querySelector<HTMLInputElement>('input[name="rating"][value="2"]')!.checked = true;
    type('comment', 'Un peu long.');
    type('first_name', 'Camille');
    type('last_name', 'Durand');
    type('email', 'camille@example.fr');
    submit();
    await vi.waitFor(() => expect(document.querySelector('h1')?.textContent).toBe('Merci pour votre avis !'));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/reviews/loc/code');
    expect(JSON.parse(String(init.body))).toEqual({
      website: '',
      rating: '2',
      comment: 'Un peu long.',
      first_name: 'Camille',
      last_name: 'Durand',
      email: 'camille@example.fr',
    });
    expect(document.querySelector('a')?.textContent).toBe('Publier mon avis sur Google');
    expect(window.location.pathname).toBe('/reviews/loc/code/thanks');
  });

  it('should keep everything typed and say the server’s words when it refuses', async () => {
    page();
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: 'Trop de tentatives.' }), { status: 429 }));
    document.querySelector<HTMLInputElement>('input[name="rating"][value="5"]')!.checked = true;
    for (const [name, value] of Object.entries({
      comment: 'Parfait.',
      first_name: 'Camille',
      last_name: 'Durand',
      email: 'camille@example.fr',
    }))
      type(name, value);
    submit();
    const notice = document.querySelector<HTMLElement>('[data-rf-notice]')!;
    await vi.waitFor(() => expect(notice.hidden).toBe(false));
    expect(notice.textContent).toBe('Trop de tentatives.');
    expect(field('comment').value).toBe('Parfait.');
  });
});
