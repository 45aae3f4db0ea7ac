import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, waitFor, within } from 'storybook/test';
import { storyQr } from '../seller-area/sellerAreaStory.tsx';
import { PrintCard, PrintCardFace } from './PrintCard.tsx';

const url = 'https://starcrew.app/reviews/00000000-0000-4000-9000-000000000001/3f9a1c7b2e4d';
const locationTitle = 'Maison Dorée – Paris Oberkampf';

/**
 * The printable A6 card (105 × 148 mm) of `/manager/tools` and `/seller/tools`, as it comes out
 * of the printer: on screen the app never shows it, so these stories draw its face. It is paper
 * of a fixed size, not a screen: no phone variant.
 */
const meta = {
  title: 'Console/CollectionTools/PrintCard',
  component: PrintCardFace,
  args: { url, locationTitle },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof PrintCardFace>;
export default meta;
type Story = StoryObj<typeof meta>;

const drawn = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[role="img"] svg')).not.toBeNull(), { timeout: 5000 });

/** The location's own code, in dark ink, under the location's name. */
export const LocationCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(locationTitle)).toBeVisible();
    await expect(canvas.getByText('Enjoyed your visit? Scan to leave us a review.')).toBeVisible();
    await drawn(canvasElement);
  },
};

/** A seller's code as the organization customized it (colours, logo, her name under it), in French. */
export const SellerCodeFrench: Story = {
  args: { qr: storyQr },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Votre visite vous a plu ? Scannez pour nous laisser un avis.')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Code QR de Léa Moreau' })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('[role="img"] svg image')).not.toBeNull(), {
      timeout: 5000,
    });
  },
};

const onDone = fn();

/**
 * Printing: the card is mounted beside the app, hidden on screen (the print styles show only
 * it), the browser's print dialog opens, and `onDone` runs once it closes.
 */
export const Printing: Story = {
  tags: ['skip-visual'],
  args: { qr: storyQr },
  render: (args) => <PrintCard {...args} onDone={onDone} />,
  beforeEach: () => {
    onDone.mockClear();
    const print = spyOn(window, 'print').mockImplementation(fn());
    return () => print.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(window.print).toHaveBeenCalledOnce());
    const card = within(canvasElement.ownerDocument.body).getByTestId('print-card');
    await expect(card).not.toBeVisible();
    await expect(card).toHaveTextContent('Léa Moreau');
    await expect(card).toHaveTextContent(locationTitle);
    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  },
};
