import { mobileStory } from '@starcrew/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import {
  copied,
  frenchTools,
  mobileFrench,
  shown,
  spyOnClipboard,
  storyTools,
  toolsApi,
  toolsMeta,
} from './collectionToolsStory.tsx';

/**
 * The manager's Collection tools: link and QR, messages with preview, send. A seller's code
 * has its stories in SellerCodes.stories.tsx, the history of the requests sent in
 * RequestHistory.stories.tsx.
 */
const meta = {
  ...toolsMeta,
  title: 'Console/CollectionTools/CollectionToolsScreen',
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConsoleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The defaults, the location's link and code, two sellers to pick from, a paged history. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await shown(canvasElement);
    await expect(canvas.getByTestId('sms-preview')).toHaveTextContent(
      'Hello Camille, thank you for visiting Maison Dorée – Paris Oberkampf!',
    );
    await expect(canvas.getByText('12 of 100 requests sent today from this location.')).toBeVisible();
    await canvas.findByRole('row', { name: /Marie/ });
  },
};

/** Typing in a template changes the preview at once, placeholders filled in. */
export const LivePreview: Story = {
  tags: ['skip-visual'],
  play: async ({ canvasElement }) => {
    const canvas = await shown(canvasElement);
    const subject = canvas.getByRole('textbox', { name: /Email subject/ });
    await userEvent.clear(subject);
    await userEvent.type(subject, '{{first_name}, a word for {{business}?');
    await expect(canvas.getByTestId('email-preview')).toHaveTextContent(
      'Camille, a word for Maison Dorée – Paris Oberkampf?',
    );
  },
};

/** An SMS the link makes too long: the count says so before the server does. */
export const SmsTooLong: Story = {
  beforeEach: ({ msw }) => {
    const tools = storyTools();
    msw.use(
      ...toolsApi(undefined, {
        ...tools,
        templates: { ...tools.templates, sms_body: `${'Merci pour votre visite ! '.repeat(11)}{link}` },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await shown(canvasElement);
    await expect(
      canvas.getByText('Too long: an SMS may hold 320 characters with the link and the first name.'),
    ).toBeVisible();
  },
};

/** The server refuses the fields: its messages on each, what was typed kept. */
export const SendRefused: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/manager/tools/:id/requests', () =>
        HttpResponse.json(
          {
            message: 'Please enter a valid email',
            errors: { email: ['Please enter a valid email'] },
          },
          { status: 422 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await shown(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Customer’s first name/ }), 'Marie');
    await userEvent.type(canvas.getByRole('textbox', { name: /Customer’s email/ }), 'marie@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the request' }));
    await expect(await canvas.findByText('Please enter a valid email')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Customer’s first name/ })).toHaveValue('Marie');
    // Back to the top: the sticky top bar would otherwise cover part of the code's buttons.
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};

/** The preview in French on a phone: the French defaults, then what the manager types. */
export const LivePreviewMobileFrench: Story = {
  ...frenchTools,
  ...mobileFrench,
  play: async ({ canvasElement }) => {
    const canvas = await shown(canvasElement);
    const subject = canvas.getByRole('textbox', { name: /Objet de l’e-mail/ });
    await userEvent.clear(subject);
    await userEvent.type(subject, '{{first_name}, un mot pour {{business} ?');
    await expect(canvas.getByTestId('email-preview')).toHaveTextContent(
      'Camille, un mot pour Maison Dorée – Paris Oberkampf ?',
    );
  },
};

/** Too long an SMS, in French on a phone: the count's warning under the field. */
export const SmsTooLongMobileFrench: Story = {
  ...mobileFrench,
  beforeEach: ({ msw }) => {
    const tools = storyTools('fr');
    msw.use(
      ...toolsApi(undefined, {
        ...tools,
        templates: { ...tools.templates, sms_body: `${'Merci pour votre visite ! '.repeat(11)}{link}` },
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await shown(canvasElement);
    await expect(
      canvas.getByText('Trop long : un SMS peut contenir 320 caractères avec le lien et le prénom.'),
    ).toBeVisible();
  },
};

/** The server's 422 in French on a phone: its words on each field, what was typed kept. */
export const SendRefusedMobileFrench: Story = {
  ...mobileFrench,
  beforeEach: ({ msw }) => {
    msw.use(
      ...toolsApi(undefined, storyTools('fr')),
      http.post('/api/v1/manager/tools/:id/requests', () =>
        HttpResponse.json(
          {
            message: 'Veuillez saisir une adresse e-mail valide',
            errors: { email: ['Veuillez saisir une adresse e-mail valide'] },
          },
          { status: 422 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await shown(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Prénom du client/ }), 'Marie');
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail du client/ }), 'marie@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer la demande' }));
    await expect(await canvas.findByText('Veuillez saisir une adresse e-mail valide')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Prénom du client/ })).toHaveValue('Marie');
  },
};

/** Copy: the link goes to the clipboard and a toast confirms it. */
export const CopyLink: Story = {
  tags: ['skip-visual'],
  beforeEach: spyOnClipboard,
  play: async ({ canvasElement }) => {
    const canvas = await shown(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await copied(canvasElement, storyTools().link.url);
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  beforeEach: ({ msw }) => {
    msw.use(...toolsApi(undefined, storyTools('fr')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Outils de collecte' }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(await canvas.findByText('Imprimer une carte A6')).toBeVisible();
  },
};

export const Mobile: Story = {
  ...mobileStory,
  play: async ({ canvasElement }) => {
    await shown(canvasElement);
  },
};

export const MobileFrench: Story = {
  ...mobileFrench,
  beforeEach: ({ msw }) => {
    msw.use(...toolsApi(undefined, storyTools('fr')));
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 2, name: 'Messages' }, { timeout: 15_000 });
  },
};

/** No location to work at yet. */
export const NoLocation: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...toolsApi([]));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No location yet', {}, { timeout: 15_000 })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('/api/v1/manager/tools/:id', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'Collection tools' }, { timeout: 15_000 });
  },
};

/** The call fails: a message and Try again. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/v1/manager/tools/:id', () =>
        HttpResponse.json({ message: 'An unexpected error occurred.' }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('The collection tools could not be loaded.', {}, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The call fails, in French on a phone: the message and Réessayer fit the width. */
export const ErrorMobileFrench: Story = {
  ...mobileFrench,
  beforeEach: Error.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Les outils de collecte n’ont pas pu être chargés.', {}, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};
