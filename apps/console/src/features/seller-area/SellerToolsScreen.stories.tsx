import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileStory } from '@starcrew/ui/testing';
import { delay, http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { link, sellerAreaMeta, storyLinks, storyQr } from './sellerAreaStory.tsx';

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
  beforeEach: () => {
    const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => write.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = await canvas.findAllByRole('button', { name: 'Copy' }, { timeout: 5000 });
    await userEvent.click(first!);
    await waitFor(() => expect(navigator.clipboard.writeText).toHaveBeenCalledWith(storyLinks[0]!.url));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('Link copied. Paste it wherever your customers are.'),
    ).toBeVisible();
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
