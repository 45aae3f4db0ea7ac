import type { ReviewRequestEntry } from '@starcrew/contract';
import { toastQueue } from '@starcrew/ui';
import { clearLiveAnnouncer, mobileStory } from '@starcrew/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import {
  copied,
  emptyHistory,
  mobileFrench,
  sendingRequest,
  spyOnClipboard,
} from '../collection-tools/collectionToolsStory.tsx';
import { link, sellerAreaMeta, storyLinks, storyQr, storySellerHistory } from './sellerAreaStory.tsx';

/** Collection tools: the seller's QR code and link per location. */
const meta = {
  ...sellerAreaMeta,
  title: 'Console/SellerArea/SellerToolsScreen',
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConsoleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const drawn = (canvasElement: HTMLElement, count: number) =>
  waitFor(() => expect(canvasElement.querySelectorAll('[role="img"] svg image')).toHaveLength(count), {
    timeout: 5000,
  });

/** Two locations: a code (colours and logo of the organization) and a link each. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Collection tools' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Maison Dorée – Lyon' })).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: 'QR code for Léa Moreau' })).toHaveLength(2);
    await expect(canvas.getAllByRole('textbox', { name: 'Your review link' })[0]).toHaveValue(storyLinks[0]!.url);
    await drawn(canvasElement, 2);
  },
};

/** Copy: the link goes to the clipboard and a toast confirms it. */
export const CopyLink: Story = {
  tags: ['skip-visual'],
  beforeEach: spyOnClipboard,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('button', { name: 'Copy' }, { timeout: 5000 });
    await userEvent.click(first!);
    await copied(canvasElement, storyLinks[0]!.url);
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Outils de collecte' })).toBeVisible();
    await drawn(canvasElement, 2);
  },
};

/** A long name under the code and long location titles: nothing overflows its card. */
export const LongFrenchNames: Story = {
  globals: { locale: 'fr' },
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/v1/seller/tools', () =>
        HttpResponse.json({
          data: {
            links: [
              link(
                '00000000-0000-4000-9000-000000000003',
                'Boulangerie-Pâtisserie des Grands Boulevards de Saint-Germain-en-Laye',
                'a1b2c3d4e5f6',
              ),
            ],
            qr: { ...storyQr, logo: null, name: 'Marie-Éléonore-Clémentine de La Rochefoucauld' },
          },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Marie-Éléonore-Clémentine de La Rochefoucauld', {}, { timeout: 5000 });
  },
};

export const Mobile: Story = {
  ...mobileStory,
  play: async ({ canvasElement }) => {
    await drawn(canvasElement, 2);
  },
};

/** Not tied to any location yet: no code to show, and why. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('/api/v1/seller/tools', () => HttpResponse.json({ data: { links: [], qr: storyQr } })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No location yet')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('/api/v1/seller/tools', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Collection tools' }, { timeout: 5000 });
  },
};

/** The call fails: a message and Try again, not a card that never fills. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/v1/seller/tools', () =>
        HttpResponse.json({ message: 'An unexpected error occurred.' }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your collection tools could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/**
 * A toast says `text` (it fades in: found at once, visible a moment later); then it is
 * dismissed, as it would be after a few seconds, so that the picture shows what stays.
 */
async function toasted(canvasElement: HTMLElement, text: string) {
  const toast = await body(canvasElement).findByText(text);
  await waitFor(() => expect(toast).toBeVisible());
  toastQueue.clear();
  await waitFor(() => expect(body(canvasElement).queryByText(text)).toBeNull());
  // The announcement of the toast points at it: gone with it.
  clearLiveAnnouncer(canvasElement.ownerDocument);
}

/** The send form in French, shown; `sms` switches it to a mobile number. */
async function sendForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 2, name: 'Envoyer une demande d’avis' }, { timeout: 15_000 });
  await drawn(canvasElement, 2);
  return canvas;
}

/**
 * Back to the top once the play clicked low on the page: the sticky top bar would otherwise
 * cover part of the buttons above, which the accessibility check reports as too small a target.
 */
const backToTop = (canvasElement: HTMLElement) => canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);

/** Types a customer and sends (email, or SMS with `phone`). */
async function send(canvasElement: HTMLElement, firstName: string, contact: { email?: string; phone?: string }) {
  const canvas = within(canvasElement);
  if (contact.phone !== undefined) {
    await userEvent.click(canvas.getByRole('radio', { name: 'SMS' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Mobile du client/ }), contact.phone);
  } else {
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail du client/ }), contact.email ?? '');
  }
  await userEvent.type(canvas.getByRole('textbox', { name: /Prénom du client/ }), firstName);
  await userEvent.click(canvas.getByRole('button', { name: 'Envoyer la demande' }));
}

const sentToMaelle: ReviewRequestEntry = {
  ...storySellerHistory.requests[0]!,
  id: 'rr9',
  channel: 'email',
  first_name: 'Maëlle',
  recipient: 'm•••@example.com',
  created_at: '2026-03-13T09:12:00Z',
};

/**
 * Sent: the server's words in a toast, a new form (nothing of the customer stays typed) and the
 * request at the top of the history.
 */
export const RequestSentMobileFrench: Story = {
  ...mobileFrench,
  beforeEach: ({ msw }) => {
    const message = 'La demande d’avis a été envoyée à Maëlle.';
    msw.use(...sendingRequest('/api/v1/seller/tools/requests', sentToMaelle, message, storySellerHistory).handlers);
  },
  play: async ({ canvasElement }) => {
    const canvas = await sendForm(canvasElement);
    await send(canvasElement, 'Maëlle', { email: 'maelle@example.com' });
    await toasted(canvasElement, 'La demande d’avis a été envoyée à Maëlle.');
    await expect(await canvas.findByRole('row', { name: /Maëlle/ })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Prénom du client/ })).toHaveValue('');
    backToTop(canvasElement);
  },
};

/** The server refuses a field (422): its words under the field, what was typed kept. */
export const SendRefusedMobileFrench: Story = {
  ...mobileFrench,
  beforeEach: ({ msw }) => {
    const message = 'Veuillez remplir correctement le champ numéro de téléphone';
    msw.use(
      http.post('/api/v1/seller/tools/requests', () =>
        HttpResponse.json({ message, errors: { phone: [message] } }, { status: 422 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await sendForm(canvasElement);
    await send(canvasElement, 'Paul', { phone: '06 12' });
    await expect(await canvas.findByText('Veuillez remplir correctement le champ numéro de téléphone')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Mobile du client/ })).toHaveValue('06 12');
    await expect(canvas.getByRole('textbox', { name: /Prénom du client/ })).toHaveValue('Paul');
    backToTop(canvasElement);
  },
};

/** The SMS the location's template would make, link and name filled in, is too long (422 on the channel). */
export const SmsTooLongRefusedFrench: Story = {
  globals: { locale: 'fr' },
  beforeEach: ({ msw }) => {
    const message = 'Avec le lien et le prénom, le SMS dépasserait 320 caractères. Raccourcissez le message SMS.';
    msw.use(
      http.post('/api/v1/seller/tools/requests', () =>
        HttpResponse.json({ message, errors: { channel: [message] } }, { status: 422 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await sendForm(canvasElement);
    await send(canvasElement, 'Paul', { phone: '06 12 34 56 78' });
    await expect(
      await canvas.findByText(
        'Avec le lien et le prénom, le SMS dépasserait 320 caractères. Raccourcissez le message SMS.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Mobile du client/ })).toHaveValue('06 12 34 56 78');
    backToTop(canvasElement);
  },
};

/** The location's daily limit (429): the server's words in a toast, what was typed kept. */
export const DailyLimitMobileFrench: Story = {
  ...mobileFrench,
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/seller/tools/requests', () =>
        HttpResponse.json(
          {
            message:
              'Cet établissement a envoyé ses 100 demandes d’avis du jour. Vous pourrez en envoyer d’autres demain.',
          },
          { status: 429 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await sendForm(canvasElement);
    await send(canvasElement, 'Maëlle', { email: 'maelle@example.com' });
    await toasted(
      canvasElement,
      'Cet établissement a envoyé ses 100 demandes d’avis du jour. Vous pourrez en envoyer d’autres demain.',
    );
    await expect(canvas.getByRole('textbox', { name: /E-mail du client/ })).toHaveValue('maelle@example.com');
    backToTop(canvasElement);
  },
};

/** The mail or SMS provider failed (502): the server's words in a toast, what was typed kept. */
export const DeliveryFailedMobileFrench: Story = {
  ...mobileFrench,
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/seller/tools/requests', () =>
        HttpResponse.json(
          { message: 'La demande d’avis n’a pas pu être envoyée. Veuillez réessayer.' },
          { status: 502 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await sendForm(canvasElement);
    await send(canvasElement, 'Maëlle', { email: 'maelle@example.com' });
    await toasted(canvasElement, 'La demande d’avis n’a pas pu être envoyée. Veuillez réessayer.');
    await expect(canvas.getByRole('textbox', { name: /Prénom du client/ })).toHaveValue('Maëlle');
    backToTop(canvasElement);
  },
};

/** Nothing sent yet. */
export const EmptyHistoryMobileFrench: Story = {
  ...mobileFrench,
  beforeEach: ({ msw }) => {
    msw.use(http.get('/api/v1/seller/tools/requests', () => HttpResponse.json({ data: emptyHistory })));
  },
  play: async ({ canvasElement }) => {
    const canvas = await sendForm(canvasElement);
    await expect(await canvas.findByText('Aucune demande envoyée')).toBeVisible();
  },
};

/** The history could not be read: said in its place, the rest of the page usable. */
export const HistoryFailedMobileFrench: Story = {
  ...mobileFrench,
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/v1/seller/tools/requests', () =>
        HttpResponse.json({ message: 'Une erreur inattendue s’est produite.' }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await sendForm(canvasElement);
    await expect(await canvas.findByText('L’historique n’a pas pu être chargé.')).toBeVisible();
    // The API client's toast of the failure leaves after a few seconds: the picture shows what stays.
    toastQueue.clear();
  },
};

/**
 * Print an A6 card of the seller's own code at one location: the card (that location's name,
 * her code with the organization's colours and logo, her name) goes to the browser's print
 * dialog, and away once it closes.
 */
export const PrintCard: Story = {
  tags: ['skip-visual'],
  beforeEach: () => {
    const print = spyOn(window, 'print').mockImplementation(fn());
    return () => print.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drawn(canvasElement, 2);
    const lyon = canvas.getByRole('heading', { level: 2, name: 'Maison Dorée – Lyon' });
    await expect(lyon).toBeVisible();
    const buttons = canvas.getAllByRole('button', { name: 'Print an A6 card' });
    await expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1]!);
    await waitFor(() => expect(window.print).toHaveBeenCalledOnce());
    const card = body(canvasElement).getByTestId('print-card');
    await expect(card).toHaveTextContent('Maison Dorée – Lyon');
    await expect(card).toHaveTextContent('Léa Moreau');
    await waitFor(() => expect(card.querySelector('svg image')).not.toBeNull(), { timeout: 5000 });
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-testid="print-card"]')).toBeNull());
  },
};
