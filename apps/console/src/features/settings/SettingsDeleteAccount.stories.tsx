import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileStory } from '@starcrew/ui/testing';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ready, settingsMeta } from './settingsStory.tsx';

/** The owner's danger zone: delete the account after typing DELETE. */
const meta = { ...settingsMeta, title: 'Console/Settings/Delete account' } satisfies Meta<
  typeof settingsMeta.component
>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const openDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click((await ready(canvasElement)).getByRole('button', { name: 'Delete account' }));
  return body(canvasElement).findByRole('alertdialog', { name: 'Delete your account?' });
};

/** Confirm stays disabled until DELETE is typed exactly. */
export const Dialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await openDialog(canvasElement));
    const confirm = dialog.getByRole('button', { name: 'Delete everything' });
    await expect(confirm).toBeDisabled();
    await userEvent.keyboard('delete');
    await expect(confirm).toBeDisabled();
    await userEvent.clear(dialog.getByLabelText('Type DELETE to confirm'));
    await userEvent.keyboard('DELETE');
    await expect(confirm).toBeEnabled();
  },
};

export const DialogFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await userEvent.click((await ready(canvasElement)).getByRole('button', { name: 'Supprimer le compte' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    // The dialog fades in: visible once its entry animation has run.
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5000 });
  },
};

export const DialogMobile: Story = { ...mobileStory, play: Dialog.play };

/**
 * Deleted: the session ends and sign-in opens. No visual baseline: the picture is the sign-in
 * screen, whose look belongs to its own stories.
 */
export const Deleted: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/manager/delete-account', () =>
        HttpResponse.json({ data: null, message: 'Your account and all its data have been deleted.' }),
      ),
      http.post('/api/v1/logout', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
    );
  },
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement);
    await userEvent.keyboard('DELETE{Enter}');
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Sign in to Starcrew' }, { timeout: 10_000 }),
    ).toBeVisible();
    // The toast fades in: visible once its entry animation has run.
    await waitFor(
      () => expect(body(canvasElement).getByText('Your account and all its data have been deleted.')).toBeVisible(),
      { timeout: 5000 },
    );
    await expect(body(canvasElement).queryByText('Please login to continue')).toBeNull();
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  },
};

/** The server fails: the dialog stays open and the error toast says why. */
export const DeleteFails: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      // A message of its own, told apart from any other call's toast.
      http.post('/api/v1/manager/delete-account', () =>
        HttpResponse.json({ message: 'Deletion is paused during maintenance.' }, { status: 503 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.keyboard('DELETE{Enter}');
    await waitFor(() => expect(body(canvasElement).getByText('Deletion is paused during maintenance.')).toBeVisible(), {
      timeout: 5000,
    });
    await expect(dialog).toBeVisible();
  },
};
