import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileStory } from '@starcrew/ui/testing';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { reviewsMeta } from './reviewsStory.tsx';

/** The inbox's Export menu (issue 14): the formats, an export in progress, a failed one. */
const meta = {
  ...reviewsMeta,
  title: 'Console/Reviews/Export',
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConsoleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first chunk of a long export, then nothing more: the export stays in progress. */
const endlessExport = () =>
  http.get('/api/v1/manager/reviews/export', () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`Date,Location\r\n${'x'.repeat(2_400)}`));
      },
    });
    return new HttpResponse(stream, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="reviews-oberkampf-2026-11-25.csv"',
        'x-export-rows': '1234',
      },
    });
  });

const openMenu = async (canvasElement: HTMLElement) => {
  await meta.play({ canvasElement } as never);
  await userEvent.click(within(canvasElement).getByRole('button', { name: /^(Export|Exporter)$/ }));
  return within(canvasElement.ownerDocument.body);
};

export const Menu: Story = {
  play: async ({ canvasElement }) => {
    const body = await openMenu(canvasElement);
    const csv = await body.findByRole('menuitem', { name: 'CSV (spreadsheet text)' });
    // The menu fades in: visible once it has.
    await waitFor(() => expect(csv).toBeVisible());
    await expect(body.getByRole('menuitem', { name: 'Excel (XLSX)' })).toBeVisible();
  },
};

export const InProgress: Story = {
  beforeEach: ({ msw }) => {
    msw.use(endlessExport());
  },
  play: async ({ canvasElement }) => {
    const body = await openMenu(canvasElement);
    await userEvent.click(await body.findByRole('menuitem', { name: 'CSV (spreadsheet text)' }));
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Exporting as CSV…' })).toBeVisible();
    await expect(await canvas.findByText(/1,234 reviews · 2 kB received/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel the export' })).toBeVisible();
  },
};

export const InProgressFrench: Story = {
  ...InProgress,
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const body = await openMenu(canvasElement);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Excel (XLSX)' }));
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: 'Export en XLSX…' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Annuler l’export' })).toBeVisible();
  },
};

export const Cancelled: Story = {
  ...InProgress,
  play: async (context) => {
    await InProgress.play!(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel the export' }));
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByText('The export failed')).toBeNull();
  },
};

export const Failed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/v1/manager/reviews/export', () =>
        HttpResponse.json({ message: 'An unexpected error occurred.' }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const body = await openMenu(canvasElement);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Excel (XLSX)' }));
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The export failed')).toBeVisible();
    await expect(canvas.getByText('An unexpected error occurred.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const FailedMobile: Story = { ...Failed, ...mobileStory };
