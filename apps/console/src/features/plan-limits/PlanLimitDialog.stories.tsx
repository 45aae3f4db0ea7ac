import { isLocale, loadTier, showMessages, type Locale } from '@starcrew/i18n';
import { Button, Heading, Stack } from '@starcrew/ui';
import { mobileStory } from '@starcrew/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useEffect, useMemo } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createServices, type Services } from '../../app/services.ts';
import { ServicesContext, useServices } from '../../app/ServicesContext.tsx';
import { waitForSession } from '../../app/session.ts';
import { LocaleProvider } from '../../i18n/LocaleProvider.tsx';
import { AriaRouter } from '../../layouts/AriaRouter.tsx';
import type { User } from '@starcrew/contract';
import { managerSession } from '../../testing/fixtures.ts';
import { signInOwner } from '../billing/billingStory.tsx';
import { PlanLimitDialog } from './PlanLimitDialog.tsx';

/** The server's 403 PlanLimitReached, in the request's language (as the API answers it). */
const limitMessages: Record<Locale, string> = {
  en: 'Your Essential plan allows up to 10 team members. Upgrade your plan to add more.',
  fr: "Votre offre Essential permet jusqu'à 10 membres d'équipe. Passez à une offre supérieure pour en ajouter.",
};

/** A later screen's creation call (adding a member), answered 403 by the mocked API. */
function AddMemberStub() {
  const { api } = useServices();
  const add = () => void api.request('/v1/manager/sellers', { method: 'POST', body: {} }).catch(() => undefined);
  return (
    <Stack space="200">
      <Heading level={1}>Team</Heading>
      <div>
        <Button variant="primary" onPress={add}>
          Add a team member
        </Button>
      </div>
    </Stack>
  );
}

/**
 * The dialog as the manager layout mounts it, over the real services and API client (created by
 * the story's loader, once the stored session is read): the client's 403 PlanLimitReached opens
 * it, "See plans" leads to plans/upgrade.
 */
function PlanLimitStory({ locale }: { locale: Locale }) {
  const services = useServices();
  // The story's services end with it.
  useEffect(() => () => services.session.stop(), [services]);
  const router = useMemo(
    () =>
      createMemoryRouter(
        [
          {
            element: (
              <AriaRouter>
                <Outlet />
                <PlanLimitDialog />
              </AriaRouter>
            ),
            children: [
              { path: '/manager/team', element: <AddMemberStub /> },
              { path: '/manager/plans/upgrade', element: <Heading level={1}>Change your plan</Heading> },
            ],
          },
        ],
        { initialEntries: ['/manager/team'] },
      ),
    [],
  );
  return (
    <LocaleProvider initial={locale}>
      <RouterProvider router={router} />
    </LocaleProvider>
  );
}

const meta = {
  title: 'Console/Plan limits/Dialog',
  component: PlanLimitStory,
  args: { locale: 'en' },
  // Each story gets its own services, over its signed-in user (loaders run before `beforeEach`).
  loaders: [
    async ({ globals, parameters }) => {
      signInOwner((parameters as { user?: User }).user);
      // The API client asks for the page's language, as the console does once one is chosen.
      const locale = globals.locale === 'fr' ? 'fr' : 'en';
      localStorage.setItem('app-lang', locale);
      const services = createServices();
      // The dialog's texts are in the shell tier, which the manager layout's loader awaits: the
      // story awaits it as well (alone, its French stories showed English defaults).
      await Promise.all([waitForSession(services.session), showMessages(locale), loadTier('shell')]);
      return { services };
    },
  ],
  render: (args, { globals, loaded }) => (
    <ServicesContext.Provider value={(loaded as { services: Services }).services}>
      <PlanLimitStory locale={isLocale(globals.locale) ? globals.locale : args.locale} />
    </ServicesContext.Provider>
  ),
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/manager/sellers', ({ request }) => {
        const locale = request.headers.get('accept-language') === 'fr' ? 'fr' : 'en';
        return HttpResponse.json({ message: limitMessages[locale], error: 'PlanLimitReached' }, { status: 403 });
      }),
    );
  },
} satisfies Meta<typeof PlanLimitStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function reachLimit(canvasElement: HTMLElement, buttonName: RegExp) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: buttonName }, { timeout: 15_000 }));
  const dialog = await body(canvasElement).findByRole('dialog');
  // Past its entering animation (it starts transparent).
  await waitFor(() => expect(within(dialog).getByRole('heading')).toBeVisible());
  return dialog;
}

/** The owner: the server's message and a way to upgrade; "See plans" opens plans/upgrade. */
export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await reachLimit(canvasElement, /Add a team member/);
    await expect(within(dialog).getByRole('heading', { name: 'Plan limit reached' })).toBeVisible();
    await expect(within(dialog).getByText(limitMessages.en)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'See plans' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Not now' })).toBeVisible();
    // Said once: no toast repeats it.
    await expect(body(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** "See plans" goes to plans/upgrade and closes the prompt. */
export const SeePlans: Story = {
  tags: ['skip-visual'],
  play: async ({ canvasElement }) => {
    const dialog = await reachLimit(canvasElement, /Add a team member/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'See plans' }));
    await expect(await within(canvasElement).findByRole('heading', { name: 'Change your plan' })).toBeVisible();
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** A manager cannot change billing: he is asked to see the owner, and can only close. */
export const Manager: Story = {
  parameters: { user: managerSession.user },
  play: async ({ canvasElement }) => {
    const dialog = await reachLimit(canvasElement, /Add a team member/);
    await expect(within(dialog).getByText(/Only the account owner can change the plan/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'See plans' })).toBeNull();
  },
};

/** Escape closes the prompt and focus goes back to the button that made the call. */
export const Keyboard: Story = {
  tags: ['skip-visual'],
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole(
      'button',
      { name: /Add a team member/ },
      { timeout: 15_000 },
    );
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const dialog = await reachLimit(canvasElement, /Add a team member/);
    await expect(within(dialog).getByRole('heading', { name: 'Limite de votre offre atteinte' })).toBeVisible();
    await expect(within(dialog).getByText(limitMessages.fr)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Voir les offres' })).toBeVisible();
  },
};

export const FrenchManager: Story = {
  globals: { locale: 'fr' },
  parameters: { user: managerSession.user },
  play: async ({ canvasElement }) => {
    const dialog = await reachLimit(canvasElement, /Add a team member/);
    await expect(within(dialog).getByText(/Seul le propriétaire du compte/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeVisible();
  },
};

export const Mobile: Story = { ...mobileStory, play: Owner.play };

export const MobileManager: Story = { ...mobileStory, parameters: Manager.parameters, play: Manager.play };
