import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { watchStaleAnnouncements } from '@starcrew/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { noStaleAnnouncements, openAddModal, seller, sellersAnswer, sellersMeta, team } from './sellersStory.tsx';

/** What the owner does on My Sellers: add, edit, delete, reset a password, and the plan's limit. */
const meta = { ...sellersMeta, title: 'Console/Sellers/Actions' } satisfies Meta<typeof ConsoleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Adding a seller: the server's message as a toast, the list read again. */
export const AddSeller: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    // As main.tsx does in the app: the submit button's pending announcement outlives the modal.
    const stopWatching = watchStaleAnnouncements();
    let created = false;
    msw.use(
      http.get('/api/v1/manager/sellers', () =>
        HttpResponse.json(sellersAnswer(created ? [...team, seller(5, 'Léa', 'Girard')] : team)),
      ),
      http.post('/api/v1/manager/sellers', () => {
        created = true;
        return HttpResponse.json({
          data: seller(5, 'Léa', 'Girard'),
          message: 'The seller has been created. Their password has been sent by email.',
        });
      }),
    );
    return stopWatching;
  },
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    const body = within(context.canvasElement.ownerDocument.body);
    const dialog = await openAddModal(context.canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /First name/ }), 'Léa');
    await userEvent.type(dialog.getByRole('textbox', { name: /Last name/ }), 'Girard');
    await userEvent.type(dialog.getByRole('textbox', { name: /Email/ }), 'lea.girard@maison-doree.fr');
    await userEvent.click(dialog.getByRole('button', { name: /Locations/ }));
    await userEvent.click(await body.findByRole('option', { name: /Paris Oberkampf/ }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog.getByRole('button', { name: 'Add the seller' }));
    await waitFor(() =>
      expect(body.getByText('The seller has been created. Their password has been sent by email.')).toBeVisible(),
    );
    await expect(await canvas.findByRole('rowheader', { name: 'Léa' })).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
    await noStaleAnnouncements(context.canvasElement);
  },
};

/** Creating fails on the server: the spec's message in the modal (the call is silent). */
export const AddFailed: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/manager/sellers', () =>
        HttpResponse.json(
          { message: 'An error occurred while creating the seller. Please try again.' },
          { status: 500 },
        ),
      ),
    );
  },
  play: async (context) => {
    await meta.play(context);
    const dialog = await openAddModal(context.canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /First name/ }), 'Léa');
    await userEvent.type(dialog.getByRole('textbox', { name: /Last name/ }), 'Girard');
    await userEvent.type(dialog.getByRole('textbox', { name: /Email/ }), 'lea.girard@maison-doree.fr');
    await userEvent.click(dialog.getByRole('button', { name: 'Add the seller' }));
    await expect(
      await dialog.findByText('An error occurred while creating the seller. Please try again.'),
    ).toBeVisible();
  },
};

/** Delete from the row's menu, after a confirmation. */
export const Delete: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    const stopWatching = watchStaleAnnouncements();
    msw.use(
      http.delete('/api/v1/manager/sellers/:id', () =>
        HttpResponse.json({ data: null, message: 'The seller has been deleted.' }),
      ),
    );
    return stopWatching;
  },
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    const body = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Lucas Dubois' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Delete' }));
    const dialog = within(await body.findByRole('alertdialog', { name: 'Delete this seller?' }));
    await waitFor(() => expect(dialog.getByText(/Lucas Dubois will no longer be able to sign in/)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(body.getByText('The seller has been deleted.')).toBeVisible());
    await waitFor(() => expect(body.queryByRole('alertdialog', { name: 'Delete this seller?' })).toBeNull(), {
      timeout: 4000,
    });
    await noStaleAnnouncements(context.canvasElement);
  },
};

/** Past the plan's limit: the modal gives way to the console's one plan-limit prompt, with "See plans". */
export const AddPastPlanLimit: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    const stopWatching = watchStaleAnnouncements();
    msw.use(
      http.post('/api/v1/manager/sellers', () =>
        HttpResponse.json(
          {
            message: 'Your Essential plan allows up to 5 team members per location. Upgrade to add more.',
            error: 'PlanLimitReached',
          },
          { status: 403 },
        ),
      ),
    );
    return stopWatching;
  },
  play: async (context) => {
    await meta.play(context);
    const body = within(context.canvasElement.ownerDocument.body);
    const dialog = await openAddModal(context.canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /First name/ }), 'Léa');
    await userEvent.type(dialog.getByRole('textbox', { name: /Last name/ }), 'Girard');
    await userEvent.type(dialog.getByRole('textbox', { name: /Email/ }), 'lea.girard@maison-doree.fr');
    await userEvent.click(dialog.getByRole('button', { name: 'Add the seller' }));
    const prompt = within(await body.findByRole('dialog', { name: 'Plan limit reached' }));
    await waitFor(() => expect(prompt.getByText(/allows up to 5 team members per location/)).toBeVisible());
    await expect(prompt.getByRole('button', { name: 'See plans' })).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Add a seller' })).toBeNull(), { timeout: 4000 });
    await noStaleAnnouncements(context.canvasElement);
  },
};

/** Edit from the row's menu: the modal opens filled in; saving says the server's message. */
export const Edit: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    const stopWatching = watchStaleAnnouncements();
    msw.use(
      http.post('/api/v1/manager/sellers/:id', () =>
        HttpResponse.json({ data: { ...team[1]!, status: 'inactive' }, message: 'The seller has been updated.' }),
      ),
    );
    return stopWatching;
  },
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    const body = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Lucas Dubois' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Edit' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Edit the seller' }));
    await expect(dialog.getByRole('textbox', { name: /Email/ })).toHaveValue('lucas.dubois@maison-doree.fr');
    await expect(dialog.getByRole('row', { name: /Paris Oberkampf/ })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('radio', { name: 'Inactive' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body.getByText('The seller has been updated.')).toBeVisible());
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Edit the seller' })).toBeNull(), {
      timeout: 4000,
    });
    await noStaleAnnouncements(context.canvasElement);
  },
};

/** Reset password from the row's menu: the server's message as a toast. */
export const ResetPassword: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/v1/manager/seller-reset-password/:id', () =>
        HttpResponse.json({ data: null, message: 'A new password has been sent to the seller by email.' }),
      ),
    );
  },
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    const body = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Camille Bernard' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Reset password' }));
    await waitFor(() => expect(body.getByText('A new password has been sent to the seller by email.')).toBeVisible());
  },
};
