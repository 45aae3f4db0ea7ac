import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { storyQr } from '../seller-area/sellerAreaStory.tsx';
import {
  copied,
  frenchTools,
  mobileFrench,
  shown,
  spyOnClipboard,
  storyTools,
  toolsMeta,
} from './collectionToolsStory.tsx';

/**
 * The manager's Collection tools, a seller picked: her link and her code as the organization
 * customized it, to copy, download or print. The rest of the screen has its stories in
 * CollectionToolsScreen.stories.tsx.
 */
const meta = {
  ...toolsMeta,
  title: 'Console/CollectionTools/SellerCodes',
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConsoleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Picks whose link and code the first card shows, and waits for that code to be drawn. */
const showCodeOf = async (canvasElement: HTMLElement, label: RegExp, seller: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: label }));
  await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: seller }));
  await waitFor(() => expect(canvasElement.querySelector(`[role="img"][aria-label$="${seller}"] svg`)).not.toBeNull());
};

/**
 * A seller picked: their link to copy, their code as the organization customized it (colours,
 * logo, name under it), the PNG and SVG of that code, and whose reviews they bring.
 */
export const SellerCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await shown(canvasElement);
    await showCodeOf(canvasElement, /Link and QR code of/, 'Léa Moreau');
    // Her logo in the middle of the code.
    await waitFor(() => expect(canvasElement.querySelector('[role="img"] svg image')).not.toBeNull());
    const lea = storyTools().sellers[0]!;
    await expect(canvas.getByRole('textbox', { name: 'Review link' })).toHaveValue(lea.link.url);
    await expect(canvas.getByRole('img', { name: 'QR code for Léa Moreau' })).toBeVisible();
    await expect(
      canvas.getByText('Reviews left through Léa Moreau’s link or QR code are attributed to Léa Moreau.'),
    ).toBeVisible();
    // Her colours: the dots are drawn in her primary colour.
    await expect(canvasElement.querySelector(`[role="img"] svg rect[fill="${storyQr.primary_color}"]`)).not.toBeNull();
    await expect(canvas.getByRole('button', { name: 'Download PNG' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download SVG' })).toBeVisible();
  },
};

export const SellerCodeMobileFrench: Story = {
  ...frenchTools,
  ...mobileFrench,
  play: async ({ canvasElement }) => {
    const canvas = await shown(canvasElement);
    await showCodeOf(canvasElement, /Lien et QR code de/, 'Léa Moreau');
    await waitFor(() => expect(canvasElement.querySelector('[role="img"] svg image')).not.toBeNull());
    await expect(
      canvas.getByText('Les avis laissés par le lien ou le QR code de Léa Moreau sont attribués à Léa Moreau.'),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Code QR de Léa Moreau' })).toBeVisible();
  },
};

/** Copy of a seller's link: hers goes to the clipboard, and a toast confirms it. */
export const CopySellerLink: Story = {
  tags: ['skip-visual'],
  beforeEach: spyOnClipboard,
  play: async ({ canvasElement }) => {
    const canvas = await shown(canvasElement);
    await showCodeOf(canvasElement, /Link and QR code of/, 'Tom Garnier');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await copied(canvasElement, storyTools().sellers[1]!.link.url);
  },
};

/**
 * Print an A6 card of a seller's code: the card (location, her code with her colours and name,
 * the call to action) is mounted for the browser's print dialog, and goes once it closes.
 */
export const PrintSellerCard: Story = {
  tags: ['skip-visual'],
  beforeEach: () => {
    const print = spyOn(window, 'print').mockImplementation(fn());
    return () => print.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await shown(canvasElement);
    await showCodeOf(canvasElement, /Link and QR code of/, 'Léa Moreau');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Print an A6 card' }));
    await waitFor(() => expect(window.print).toHaveBeenCalledOnce());
    const card = within(canvasElement.ownerDocument.body).getByTestId('print-card');
    await expect(card).toHaveTextContent('Maison Dorée – Paris Oberkampf');
    await expect(card).toHaveTextContent('Enjoyed your visit? Scan to leave us a review.');
    // Hidden on screen (only the print styles show it): found by its label, not its role.
    await expect(card.querySelector('[aria-label="QR code for Léa Moreau"]')).not.toBeNull();
    await waitFor(() => expect(card.querySelector(`svg rect[fill="${storyQr.primary_color}"]`)).not.toBeNull());
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-testid="print-card"]')).toBeNull());
  },
};
