import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileStory } from '@starcrew/ui/testing';
import { watchStaleAnnouncements } from '@starcrew/ui';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { fileInput, pngFile } from '../settings/settingsStory.tsx';
import { link, storyLinks, storyLogo } from '../seller-area/sellerAreaStory.tsx';
import { noStaleAnnouncements, seller, sellersAnswer, sellersMeta, team } from './sellersStory.tsx';

/** The QR customization of one seller, from the row's menu (spec section 3). */
const meta = {
  ...sellersMeta,
  title: 'Console/Sellers/QrCustomization',
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConsoleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const camille = {
  ...team[0]!,
  links: storyLinks,
  qr: { primary_color: '#7c2d12', secondary_color: '#fff7ed', logo: storyLogo, name: 'Camille Bernard' },
};

const withCamille = (who = camille) =>
  http.get('/api/v1/manager/sellers', () => HttpResponse.json(sellersAnswer([who, ...team.slice(1)])));

/** Opens the row's menu of the first seller and chooses Customize QR code. */
async function openQrModal(canvasElement: HTMLElement, rowName = /Actions for Camille Bernard/) {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(await canvas.findByRole('button', { name: rowName }, { timeout: 5000 }));
  await userEvent.click(await body.findByRole('menuitem', { name: /Customize QR code|Personnaliser le code QR/ }));
  // By its title: the menu's popover is a dialog too, still closing when the modal (loaded on use) opens.
  const dialog = within(
    await body.findByRole('dialog', { name: /Customize the QR code|Personnaliser le code QR/ }, { timeout: 5000 }),
  );
  // The plays below read "the" dialog: wait until the menu's popover has gone.
  await waitFor(() => expect(canvasElement.ownerDocument.querySelectorAll('[role="dialog"]')).toHaveLength(1), {
    timeout: 5000,
  });
  await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[role="dialog"] svg image')).not.toBeNull(), {
    timeout: 5000,
  });
  return dialog;
}

/** Colours, logo and name of the seller's code, its live preview with downloads, the link at each location. */
export const Open: Story = {
  beforeEach: ({ msw }) => {
    msw.use(withCamille());
  },
  play: async ({ canvasElement }) => {
    const dialog = await openQrModal(canvasElement);
    // findByRole retries while qr-code-styling swaps its drawing (a detached node has no getElementById).
    await expect(
      await dialog.findByRole('img', { name: 'QR code for Camille Bernard' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Download PNG' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Download SVG' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Personal link – Maison Dorée – Lyon' })).toHaveValue(
      storyLinks[1]!.url,
    );
  },
};

/** The name typed shows under the preview at once, before anything is saved. */
export const LivePreview: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    msw.use(withCamille());
  },
  play: async ({ canvasElement }) => {
    const dialog = await openQrModal(canvasElement);
    const name = dialog.getByRole('textbox', { name: /Name under the code/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Camille – Team Oberkampf');
    await expect(dialog.getByRole('img', { name: 'QR code for Camille – Team Oberkampf' })).toBeVisible();
  },
};

/** Saving sends the colours and the name; the server's message as a toast, the modal closes. */
export const Save: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    const stopWatching = watchStaleAnnouncements();
    msw.use(
      withCamille(),
      http.post('/api/v1/manager/sellers/:id/qr', async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        if (body.name !== 'Camille B.' || body.primary_color !== '#7c2d12') {
          return HttpResponse.json({ message: 'unexpected body' }, { status: 400 });
        }
        return HttpResponse.json({ data: camille, message: 'The QR code has been saved.' });
      }),
    );
    return stopWatching;
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await openQrModal(canvasElement);
    const name = dialog.getByRole('textbox', { name: /Name under the code/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Camille B.');
    await userEvent.click(dialog.getByRole('button', { name: 'Save the QR code' }));
    await waitFor(() => expect(body.getByText('The QR code has been saved.')).toBeVisible());
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
    await noStaleAnnouncements(canvasElement);
  },
};

/** A file the server refuses (checked by content): its message under the drop area. */
export const LogoRejected: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    msw.use(
      withCamille(),
      http.post('/api/v1/manager/sellers/:id/qr-logo', () =>
        HttpResponse.json(
          {
            message: 'The image must be a PNG, JPEG or WebP file.',
            errors: { logo: ['The image must be a PNG, JPEG or WebP file.'] },
          },
          { status: 422 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openQrModal(canvasElement);
    // A PNG by its first bytes: the browser's check passes and the server has the last word.
    await userEvent.upload(
      fileInput(canvasElement.ownerDocument.querySelector('[role="dialog"]')!),
      pngFile('logo.png'),
    );
    await expect(await dialog.findByText('The image must be a PNG, JPEG or WebP file.')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  beforeEach: ({ msw }) => {
    msw.use(withCamille());
  },
  play: async ({ canvasElement }) => {
    const dialog = await openQrModal(canvasElement, /Actions pour Camille Bernard/);
    // The modal fades in: its text counts as visible once the fade has begun.
    await waitFor(() => expect(dialog.getByText('Couleur principale')).toBeVisible(), { timeout: 5000 });
  },
};

/** Long French names and location titles in the modal. */
export const LongFrenchNames: Story = {
  globals: { locale: 'fr' },
  beforeEach: ({ msw }) => {
    const long = {
      ...seller(1, 'Marie-Éléonore-Clémentine', 'de La Rochefoucauld-Montmorency'),
      links: [
        link(
          '00000000-0000-4000-9000-000000000003',
          'Boulangerie-Pâtisserie des Grands Boulevards de Saint-Germain-en-Laye',
          'a1b2c3d4e5f6',
        ),
      ],
      qr: {
        primary_color: '#1f2937',
        secondary_color: '#ffffff',
        logo: storyLogo,
        name: 'Marie-Éléonore-Clémentine de La Rochefoucauld',
      },
    };
    msw.use(http.get('/api/v1/manager/sellers', () => HttpResponse.json(sellersAnswer([long]))));
  },
  play: async ({ canvasElement }) => {
    await openQrModal(canvasElement, /Marie-Éléonore-Clémentine/);
  },
};

export const Mobile: Story = {
  ...mobileStory,
  beforeEach: ({ msw }) => {
    msw.use(withCamille());
  },
  play: async ({ canvasElement }) => {
    await openQrModal(canvasElement);
  },
};
