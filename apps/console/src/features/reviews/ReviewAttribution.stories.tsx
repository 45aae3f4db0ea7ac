import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileStory } from '@starcrew/ui/testing';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { attributed, attributionAnswer, reviewsMeta } from './reviewsStory.tsx';

/**
 * Who collected each review (issue 15 §3): certain through a seller's link, likely for a Google
 * review matched to a form submission, corrected by a manager; and the correction dialog.
 */
const meta = {
  ...reviewsMeta,
  title: 'Console/Reviews/Attribution',
  parameters: { layout: 'fullscreen' },
  // The inbox's own set-up (the owner signed in, its calls answered), then this file's answers.
  beforeEach: (context) => {
    const cleanup = reviewsMeta.beforeEach(context);
    context.msw.use(
      http.get('/api/v1/manager/reviews', () => HttpResponse.json(attributionAnswer())),
      http.get('/api/v1/manager/reviews/:id/attribution', () => HttpResponse.json({ data: attributed.details })),
    );
    return cleanup;
  },
} satisfies Meta<typeof ConsoleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the correction dialog of Hugo's likely review. */
const openDialog = async (canvasElement: HTMLElement, action = 'Correct attribution') => {
  const canvas = within(canvasElement);
  await canvas.findByText('Hugo Lefèvre', {}, { timeout: 4000 });
  const card = within(canvas.getAllByRole('listitem').find((li) => li.textContent?.includes('Hugo Lefèvre'))!);
  await userEvent.click(card.getByRole('button', { name: action }));
  return within(await within(document.body).findByRole('dialog'));
};

export const States: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Hugo Lefèvre', {}, { timeout: 4000 });
    await expect(canvas.getByText('Likely')).toBeVisible();
    await expect(canvas.getByText('Certain')).toBeVisible();
    await expect(canvas.getAllByText('Corrected')).toHaveLength(2);
    await expect(canvas.getByText('Collected by no one')).toBeVisible();
  },
};

export const Mobile: Story = { ...mobileStory, play: States.play };

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Probable', {}, { timeout: 4000 })).toBeVisible();
  },
};

export const CorrectionDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const change = await dialog.findByText(/changed Léa Bernard to No one/);
    // The dialog fades in.
    await waitFor(() => expect(change).toBeVisible());
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

export const CorrectionDialogMobileFrench: Story = {
  ...mobileStory,
  globals: { ...mobileStory.globals, locale: 'fr' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'Corriger l’attribution');
    const change = await dialog.findByText(/a remplacé Léa Bernard par Personne/);
    await waitFor(() => expect(change).toBeVisible());
  },
};

export const CorrectionLoading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('/api/v1/manager/reviews/:id/attribution', async () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

export const CorrectionLoadFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/v1/manager/reviews/:id/attribution', () =>
        HttpResponse.json({ message: 'An unexpected error occurred.' }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const failed = await dialog.findByText('The members could not be loaded. Please try again.');
    await waitFor(() => expect(failed).toBeVisible());
  },
};

/** Saving a member: the server's message as a toast, the dialog closed. */
export const Corrected: Story = {
  // Waits for React Aria's announcer to clear (about 7 s): longer than the picture is worth; States shows the cards.
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    msw.use(
      http.put('/api/v1/manager/reviews/:id/attribution', () =>
        HttpResponse.json({ data: attributed.likely, message: 'Attribution corrected.' }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await dialog.findByText(/changed Léa Bernard/);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    const toast = await within(document.body).findByText('Attribution corrected.');
    await waitFor(() => expect(toast).toBeVisible());
    // The dialog has closed (its fading frame is not what the page is left with).
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    // The inbox is read again after the correction.
    await within(canvasElement).findByText('Hugo Lefèvre', {}, { timeout: 4000 });
    // React Aria's announcement naming the closed dialog's elements is gone before the page is checked.
    const stale = () => document.querySelectorAll('[data-live-announcer] [aria-labelledby]');
    await waitFor(() => expect(stale()).toHaveLength(0), { timeout: 9000 });
  },
};
