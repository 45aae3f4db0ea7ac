import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { watchStaleAnnouncements } from '@starcrew/ui';
import { mobileStory } from '@starcrew/ui/testing';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import {
  longNamed,
  noStaleAnnouncements,
  openAddModal,
  parisFull,
  seller,
  sellersAnswer,
  sellersMeta,
  team,
} from './sellersStory.tsx';

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

/**
 * Reset password from the row's menu, after a confirmation (the seller's current password stops
 * working): nothing is sent on Cancel; on confirming, the server's message as a toast.
 */
export const ResetPassword: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    const stopWatching = watchStaleAnnouncements();
    let calls = 0;
    msw.use(
      http.get('/api/v1/manager/seller-reset-password/:id', () => {
        calls += 1;
        return HttpResponse.json({ data: null, message: `A new password has been sent to the seller by email.` });
      }),
      http.get('/api/v1/story/reset-calls', () => HttpResponse.json({ calls })),
    );
    return stopWatching;
  },
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    const body = within(context.canvasElement.ownerDocument.body);
    const resetCalls = async () =>
      ((await (await fetch('/api/v1/story/reset-calls')).json()) as { calls: number }).calls;
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Camille Bernard' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Reset password' }));
    let dialog = within(await body.findByRole('dialog', { name: 'Reset this seller’s password?' }));
    await waitFor(() =>
      expect(
        dialog.getByText(/Camille Bernard receives a new password at camille.bernard@maison-doree.fr/),
      ).toBeVisible(),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Reset this seller’s password?' })).toBeNull());
    await expect(await resetCalls()).toBe(0);

    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Camille Bernard' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Reset password' }));
    dialog = within(await body.findByRole('dialog', { name: 'Reset this seller’s password?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send a new password' }));
    await waitFor(() => expect(body.getByText('A new password has been sent to the seller by email.')).toBeVisible());
    await expect(await resetCalls()).toBe(1);
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Reset this seller’s password?' })).toBeNull(), {
      timeout: 4000,
    });
    await noStaleAnnouncements(context.canvasElement);
  },
};

/**
 * A location already at the plan's members per location (the list's counts): the modal says so
 * naming it, with "See plans", before anything is sent; a save then sends nothing. Choosing a
 * location with room instead saves.
 */
export const AddToFullLocation: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    const stopWatching = watchStaleAnnouncements();
    const sent: unknown[] = [];
    msw.use(
      http.get('/api/v1/manager/sellers', () => HttpResponse.json(sellersAnswer(team, team.length, parisFull))),
      http.post('/api/v1/manager/sellers', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: seller(5, 'Léa', 'Girard'), message: 'The seller has been created.' });
      }),
      http.get('/api/v1/story/sent', () => HttpResponse.json({ sent })),
    );
    return stopWatching;
  },
  play: async (context) => {
    await meta.play(context);
    const body = within(context.canvasElement.ownerDocument.body);
    const sent = async () => ((await (await fetch('/api/v1/story/sent')).json()) as { sent: unknown[] }).sent;
    const dialog = await openAddModal(context.canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: /First name/ }), 'Léa');
    await userEvent.type(dialog.getByRole('textbox', { name: /Last name/ }), 'Girard');
    await userEvent.type(dialog.getByRole('textbox', { name: /Email/ }), 'lea.girard@maison-doree.fr');
    await userEvent.click(dialog.getByRole('button', { name: /Locations/ }));
    await userEvent.click(await body.findByRole('option', { name: /Paris Oberkampf/ }));
    await userEvent.keyboard('{Escape}');
    const notice = await dialog.findByText(
      'Maison Dorée – Paris Oberkampf already has 5 team members, the most your Essential plan allows per location. Upgrade your plan to add more.',
    );
    await expect(notice).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/manager/plans/upgrade');
    await userEvent.click(dialog.getByRole('button', { name: 'Add the seller' }));
    await expect(await sent()).toEqual([]);
    await expect(body.getByRole('dialog', { name: 'Add a seller' })).toBeVisible();

    // Lyon has room: the notice goes, and the seller is added there.
    await userEvent.click(dialog.getByRole('button', { name: /Remove Maison Dorée – Paris Oberkampf/ }));
    await userEvent.click(dialog.getByRole('button', { name: /Locations/ }));
    await userEvent.click(await body.findByRole('option', { name: /Lyon/ }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog.queryByText(/already has 5 team members/)).toBeNull());
    await userEvent.click(dialog.getByRole('button', { name: 'Add the seller' }));
    await waitFor(async () => expect(await sent()).toHaveLength(1));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Add a seller' })).toBeNull(), { timeout: 4000 });
    await noStaleAnnouncements(context.canvasElement);
  },
};

/** The locations to choose from could not be loaded: "Add a seller" says so rather than opening nothing. */
export const AddWithoutLocationsLoaded: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/v1/active-locations', () =>
        HttpResponse.json({ message: 'An unexpected error occurred.' }, { status: 500 }),
      ),
    );
  },
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    const body = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Add a seller' })[0]!);
    const dialog = within(await body.findByRole('dialog', { name: 'Your locations could not be loaded' }));
    await waitFor(() => expect(dialog.getByText(/Reload the page to try again/)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
  },
};

// Pictured at 390 px in French, with a long French name: nothing may be clipped.
const frenchPhone = { globals: { ...mobileStory.globals, locale: 'fr' } };
const longNames = ({ msw }: { msw: { use: (...handlers: ReturnType<typeof http.get>[]) => void } }) => {
  msw.use(
    http.get('/api/v1/manager/sellers', () =>
      HttpResponse.json(sellersAnswer([longNamed, ...team], team.length + 1, parisFull)),
    ),
  );
};
const frenchRowAction = async (canvasElement: HTMLElement, item: string) => {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await canvas.findByRole('rowheader', { name: 'Marie-Amélie' }, { timeout: 4000 });
  await userEvent.click(
    canvas.getByRole('button', { name: 'Actions pour Marie-Amélie de La Rochefoucauld-Montbazon' }),
  );
  await userEvent.click(await body.findByRole('menuitem', { name: item }));
};
const openFrenchAdd = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await canvas.findByRole('rowheader', { name: 'Marie-Amélie' }, { timeout: 4000 });
  await userEvent.click(canvas.getAllByRole('button', { name: 'Ajouter un vendeur' })[0]!);
  const dialog = within(await body.findByRole('dialog', { name: 'Ajouter un vendeur' }));
  await userEvent.type(dialog.getByRole('textbox', { name: /Prénom/ }), 'Marie-Amélie');
  await userEvent.type(dialog.getByRole('textbox', { name: /^Nom/ }), 'de La Rochefoucauld-Montbazon');
  await userEvent.type(
    dialog.getByRole('textbox', { name: /E-mail/ }),
    'marie-amelie.delarochefoucauld-montbazon@maison-doree-patisserie.fr',
  );
  return dialog;
};
const chooseFrench = async (canvasElement: HTMLElement, dialog: ReturnType<typeof within>, location: RegExp) => {
  await userEvent.click(dialog.getByRole('button', { name: /Établissements/ }));
  await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: location }));
  await userEvent.keyboard('{Escape}');
};

/** The add modal filled with a long French name, address and two locations. */
export const MobileFrenchAddLongNames: Story = {
  ...frenchPhone,
  beforeEach: longNames,
  play: async ({ canvasElement }) => {
    const dialog = await openFrenchAdd(canvasElement);
    await chooseFrench(canvasElement, dialog, /Lyon/);
    await expect(dialog.getByRole('row', { name: /Lyon/ })).toBeInTheDocument();
  },
};

/** The edit modal of a seller with a long French name at two locations. */
export const MobileFrenchEditLongNames: Story = {
  ...frenchPhone,
  beforeEach: longNames,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await frenchRowAction(canvasElement, 'Modifier');
    const dialog = within(await body.findByRole('dialog', { name: 'Modifier le vendeur' }));
    await expect(dialog.getByRole('textbox', { name: /^Nom/ })).toHaveValue('de La Rochefoucauld-Montbazon');
    await expect(dialog.getByRole('row', { name: /Paris Oberkampf/ })).toBeInTheDocument();
    await expect(dialog.getByRole('row', { name: /Lyon/ })).toBeInTheDocument();
  },
};

/** The delete confirmation naming a long French name. */
export const MobileFrenchDeleteLongNames: Story = {
  ...frenchPhone,
  beforeEach: longNames,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await frenchRowAction(canvasElement, 'Supprimer');
    const dialog = within(await body.findByRole('alertdialog', { name: 'Supprimer ce vendeur ?' }));
    await waitFor(() =>
      expect(dialog.getByText(/Marie-Amélie de La Rochefoucauld-Montbazon ne pourra plus se connecter/)).toBeVisible(),
    );
  },
};

/** The reset-password confirmation naming a long French name and address. */
export const MobileFrenchResetPasswordLongNames: Story = {
  ...frenchPhone,
  beforeEach: longNames,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await frenchRowAction(canvasElement, 'Réinitialiser le mot de passe');
    const dialog = within(await body.findByRole('dialog', { name: 'Réinitialiser le mot de passe de ce vendeur ?' }));
    await waitFor(() =>
      expect(
        dialog.getByText(/Marie-Amélie de La Rochefoucauld-Montbazon reçoit un nouveau mot de passe/),
      ).toBeVisible(),
    );
  },
};

/** In French: a full location said in the modal before sending, with "See plans". */
export const MobileFrenchPlanLimit: Story = {
  ...frenchPhone,
  beforeEach: longNames,
  play: async ({ canvasElement }) => {
    const dialog = await openFrenchAdd(canvasElement);
    await chooseFrench(canvasElement, dialog, /Paris Oberkampf/);
    await expect(
      await dialog.findByText(
        "Maison Dorée – Paris Oberkampf compte déjà 5 membres d'équipe, le maximum par établissement de votre offre Essential. Passez à une offre supérieure pour en ajouter.",
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Voir les offres' })).toBeVisible();
  },
};

/** In French: the server's refusal (no counts to weigh before, as on the dashboard) opens the plan prompt. */
export const MobileFrenchPlanLimitPrompt: Story = {
  ...frenchPhone,
  beforeEach: ({ msw }) => {
    // As main.tsx does in the app: the submit button's pending announcement outlives the modal.
    const stopWatching = watchStaleAnnouncements();
    msw.use(
      http.get('/api/v1/manager/sellers', () => HttpResponse.json(sellersAnswer([longNamed, ...team]))),
      http.post('/api/v1/manager/sellers', () =>
        HttpResponse.json(
          {
            message:
              "Maison Dorée – Paris Oberkampf compte déjà 5 membres d'équipe, le maximum par établissement de votre offre Essential. Passez à une offre supérieure pour en ajouter.",
            error: 'PlanLimitReached',
          },
          { status: 403 },
        ),
      ),
    );
    return stopWatching;
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await openFrenchAdd(canvasElement);
    await chooseFrench(canvasElement, dialog, /Paris Oberkampf/);
    await userEvent.click(dialog.getByRole('button', { name: 'Ajouter le vendeur' }));
    const prompt = within(await body.findByRole('dialog', { name: 'Limite de votre offre atteinte' }));
    await waitFor(() => expect(prompt.getByText(/compte déjà 5 membres d'équipe/)).toBeVisible());
    await expect(prompt.getByRole('button', { name: 'Voir les offres' })).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Ajouter un vendeur' })).toBeNull(), {
      timeout: 4000,
    });
    await noStaleAnnouncements(canvasElement);
  },
};
