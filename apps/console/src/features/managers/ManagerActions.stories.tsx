import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileStory } from '@starcrew/ui/testing';
import { http, HttpResponse } from 'msw';
import { watchStaleAnnouncements } from '@starcrew/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import {
  lyon,
  manager,
  managersAnswer,
  managersMeta,
  noStaleAnnouncements,
  openAddModal,
  pick,
  staff,
} from './managersStory.tsx';

/** What the owner does on My Managers: add (invitation or password), edit locations, remove, re-send. */
const meta = { ...managersMeta, title: 'Console/Managers/Actions' } satisfies Meta<typeof ConsoleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const fillNames = async (dialog: ReturnType<typeof within>) => {
  await userEvent.type(dialog.getByRole('textbox', { name: /First name/ }), 'Léa');
  await userEvent.type(dialog.getByRole('textbox', { name: /Last name/ }), 'Girard');
  await userEvent.type(dialog.getByRole('textbox', { name: /Email/ }), 'lea.girard@maison-doree.fr');
};

/** The add modal as it opens: an invitation by default, the locations to choose. */
export const AddModal: Story = {
  play: async (context) => {
    await meta.play(context);
    const dialog = await openAddModal(context.canvasElement);
    await expect(dialog.getByRole('radio', { name: 'Send an invitation by email' })).toBeChecked();
    await waitFor(() =>
      expect(dialog.getByText('They receive a link, valid 7 days, to choose their own password.')).toBeVisible(),
    );
  },
};

export const AddModalFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('rowheader', { name: /^Hugo Martin/ }, { timeout: 4000 });
    await userEvent.click(canvas.getAllByRole('button', { name: 'Ajouter un manager' })[0]!);
    const dialog = within(await body.findByRole('dialog', { name: 'Ajouter un manager' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Choisir son mot de passe maintenant' }));
  },
};

export const AddModalMobile: Story = { ...mobileStory, play: AddModal.play };

/** Inviting a manager tied to two locations: the server's message as a toast, the list read again. */
export const AddWithInvitation: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    // As main.tsx does in the app: the submit button's pending announcement outlives the modal.
    const stopWatching = watchStaleAnnouncements();
    let sent: unknown = null;
    msw.use(
      http.get('/api/v1/super-manager/managers', () =>
        HttpResponse.json(managersAnswer(sent ? [...staff, manager(5, 'Léa', 'Girard')] : staff)),
      ),
      http.post('/api/v1/super-manager/managers', async ({ request }) => {
        sent = await request.json();
        const body = sent as { password?: string; location_ids: string[] };
        if (body.password !== undefined || body.location_ids.length !== 2) {
          return HttpResponse.json({ message: 'unexpected body' }, { status: 500 });
        }
        return HttpResponse.json({ data: manager(5, 'Léa', 'Girard'), message: 'The manager has been created.' });
      }),
    );
    return stopWatching;
  },
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    const body = within(context.canvasElement.ownerDocument.body);
    const dialog = await openAddModal(context.canvasElement);
    await fillNames(dialog);
    await userEvent.click(dialog.getByRole('button', { name: /Locations/ }));
    await userEvent.click(await body.findByRole('option', { name: /Paris Oberkampf/ }));
    await userEvent.click(await body.findByRole('option', { name: /Lyon/ }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog.getByRole('button', { name: 'Add the manager' }));
    await waitFor(() => expect(body.getByText('The manager has been created.')).toBeVisible());
    await expect(await canvas.findByRole('rowheader', { name: /^Léa Girard/ })).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
    await noStaleAnnouncements(context.canvasElement);
  },
};

/** Choosing the password instead: it is sent, with the password rules shown as they are typed. */
export const AddWithPassword: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    const stopWatching = watchStaleAnnouncements();
    msw.use(
      http.post('/api/v1/super-manager/managers', async ({ request }) => {
        const body = (await request.json()) as { password?: string };
        if (body.password !== 'Brand-new-pass-7') return HttpResponse.json({ message: 'no' }, { status: 500 });
        return HttpResponse.json({
          data: manager(5, 'Léa', 'Girard', { invitation: 'none' }),
          message: 'The manager has been created.',
        });
      }),
    );
    return stopWatching;
  },
  play: async (context) => {
    await meta.play(context);
    const body = within(context.canvasElement.ownerDocument.body);
    const dialog = await openAddModal(context.canvasElement);
    await fillNames(dialog);
    await userEvent.click(dialog.getByRole('radio', { name: 'Choose their password now' }));
    await userEvent.type(dialog.getByLabelText(/^Password/), 'Brand-new-pass-7');
    await userEvent.click(dialog.getByRole('button', { name: /Locations/ }));
    await userEvent.click(await body.findByRole('option', { name: /Lyon/ }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(dialog.getByRole('button', { name: 'Add the manager' }));
    await waitFor(() => expect(body.getByText('The manager has been created.')).toBeVisible());
    await noStaleAnnouncements(context.canvasElement);
  },
};

/** Adding without a location: the server's 422 shows on the locations field, in the spec's words. */
export const AddWithoutLocation: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/super-manager/managers', () =>
        HttpResponse.json(
          {
            message: 'Please select at least one location',
            errors: { location_ids: ['Please select at least one location'] },
          },
          { status: 422 },
        ),
      ),
    );
  },
  play: async (context) => {
    await meta.play(context);
    const dialog = await openAddModal(context.canvasElement);
    await fillNames(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Add the manager' }));
    await waitFor(() => expect(dialog.getByText('Please select at least one location')).toBeVisible());
  },
};

/** Creating fails on the server: the spec's message in the modal (the call is silent). */
export const AddFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/super-manager/managers', () =>
        HttpResponse.json(
          { message: 'An error occurred while creating the Manager. Please try again.' },
          { status: 500 },
        ),
      ),
    );
  },
  play: async (context) => {
    await meta.play(context);
    const dialog = await openAddModal(context.canvasElement);
    await fillNames(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Add the manager' }));
    await waitFor(() =>
      expect(dialog.getByText('An error occurred while creating the Manager. Please try again.')).toBeVisible(),
    );
  },
};

/** Edit locations from the row's menu: the modal opens filled in, the email shown, not editable. */
export const EditLocations: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    const stopWatching = watchStaleAnnouncements();
    msw.use(
      http.post('/api/v1/super-manager/managers/:id', () =>
        HttpResponse.json({ data: staff[0]!, message: 'The manager has been updated.' }),
      ),
    );
    return stopWatching;
  },
  play: async (context) => {
    await meta.play(context);
    const body = within(context.canvasElement.ownerDocument.body);
    await pick(context.canvasElement, 'Hugo Martin', 'Edit locations');
    const dialog = within(await body.findByRole('dialog', { name: 'Edit the manager' }));
    await waitFor(() => expect(dialog.getByText('Email: hugo.martin@maison-doree.fr')).toBeVisible());
    await expect(dialog.getByRole('row', { name: /Paris Oberkampf/ })).toBeInTheDocument();
    await expect(dialog.getByRole('row', { name: /Lyon/ })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body.getByText('The manager has been updated.')).toBeVisible());
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Edit the manager' })).toBeNull(), {
      timeout: 4000,
    });
    await noStaleAnnouncements(context.canvasElement);
  },
};

/** Remove from the row's menu, after a confirmation. */
export const Remove: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    const stopWatching = watchStaleAnnouncements();
    msw.use(
      http.delete('/api/v1/super-manager/managers/:id', () =>
        HttpResponse.json({ data: null, message: 'The manager has been removed.' }),
      ),
    );
    return stopWatching;
  },
  play: async (context) => {
    await meta.play(context);
    const body = within(context.canvasElement.ownerDocument.body);
    await pick(context.canvasElement, 'Paul Girard', 'Remove');
    const dialog = within(await body.findByRole('alertdialog', { name: 'Remove this manager?' }));
    await waitFor(() => expect(dialog.getByText(/Paul Girard will no longer be able to sign in/)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(body.getByText('The manager has been removed.')).toBeVisible());
    await waitFor(() => expect(body.queryByRole('alertdialog', { name: 'Remove this manager?' })).toBeNull(), {
      timeout: 4000,
    });
    await noStaleAnnouncements(context.canvasElement);
  },
};

/** The remove confirmation, pictured. */
export const RemoveConfirmation: Story = {
  play: async (context) => {
    await meta.play(context);
    const body = within(context.canvasElement.ownerDocument.body);
    await pick(context.canvasElement, 'Paul Girard', 'Remove');
    await body.findByRole('alertdialog', { name: 'Remove this manager?' });
  },
};

/**
 * Re-send the invitation (pending or expired ones only; someone who signed up has no invitation
 * to re-send): the server's message as a toast.
 */
export const ResendInvitation: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/super-manager/managers/:id/resend-invitation', () =>
        HttpResponse.json({
          data: { ...staff[2]!, invitation: 'pending', invitation_expires_at: '2026-12-08T10:00:00.000Z' },
          message: 'The invitation has been re-sent.',
        }),
      ),
    );
  },
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    const body = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Hugo Martin' }));
    await body.findByRole('menuitem', { name: 'Edit locations' });
    await expect(body.queryByRole('menuitem', { name: 'Re-send the invitation' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await pick(context.canvasElement, 'Paul Girard', 'Re-send the invitation');
    await waitFor(() => expect(body.getByText('The invitation has been re-sent.')).toBeVisible());
  },
};

const longNamedManager = manager(5, 'Marie-Amélie', 'de La Rochefoucauld-Montbazon', {
  email: 'marie-amelie.delarochefoucauld-montbazon@maison-doree-patisserie.fr',
  locations: [
    { id: staff[0]!.locations[0]!.id, title: staff[0]!.locations[0]!.title },
    { id: lyon.id, title: lyon.title },
  ],
});

/** Paris Oberkampf at the plan's members per location, Lyon with room (the list's counts). */
const parisFull = {
  plan: 'Essential',
  per_location: 5,
  locations: [
    { id: staff[0]!.locations[0]!.id, title: staff[0]!.locations[0]!.title, members: 5 },
    { id: lyon.id, title: lyon.title, members: 1 },
  ],
};

/** The edit modal of a manager with a long French name and address, at 390 px in French: nothing clipped. */
export const MobileFrenchEditLongNames: Story = {
  globals: { ...mobileStory.globals, locale: 'fr' },
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/v1/super-manager/managers', () =>
        HttpResponse.json(managersAnswer([longNamedManager, ...staff], staff.length + 1, parisFull)),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('rowheader', { name: /^Marie-Amélie/ }, { timeout: 4000 });
    await userEvent.click(
      canvas.getByRole('button', { name: 'Actions pour Marie-Amélie de La Rochefoucauld-Montbazon' }),
    );
    await userEvent.click(await body.findByRole('menuitem', { name: 'Modifier les établissements' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Modifier le manager' }));
    await expect(dialog.getByRole('textbox', { name: /^Nom/ })).toHaveValue('de La Rochefoucauld-Montbazon');
    await expect(dialog.getByRole('row', { name: /Lyon/ })).toBeInTheDocument();
  },
};

/** Adding a manager to a full location: said in the modal, naming it, and nothing is sent. */
export const AddToFullLocation: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    let sent = 0;
    msw.use(
      http.get('/api/v1/super-manager/managers', () =>
        HttpResponse.json(managersAnswer(staff, staff.length, parisFull)),
      ),
      http.post('/api/v1/super-manager/managers', () => {
        sent += 1;
        return HttpResponse.json({ data: staff[0]!, message: 'The manager has been created.' });
      }),
      http.get('/api/v1/story/sent', () => HttpResponse.json({ sent })),
    );
  },
  play: async (context) => {
    await meta.play(context);
    const body = within(context.canvasElement.ownerDocument.body);
    const dialog = await openAddModal(context.canvasElement);
    await fillNames(dialog);
    await userEvent.click(dialog.getByRole('button', { name: /Locations/ }));
    await userEvent.click(await body.findByRole('option', { name: /Paris Oberkampf/ }));
    await userEvent.click(await body.findByRole('option', { name: /Lyon/ }));
    await userEvent.keyboard('{Escape}');
    await expect(
      await dialog.findByText(
        'Maison Dorée – Paris Oberkampf already has 5 team members, the most your Essential plan allows per location. Upgrade your plan to add more.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Add the manager' }));
    const sent = ((await (await fetch('/api/v1/story/sent')).json()) as { sent: number }).sent;
    await expect(sent).toBe(0);
    await expect(body.getByRole('dialog', { name: 'Add a manager' })).toBeVisible();
  },
};
