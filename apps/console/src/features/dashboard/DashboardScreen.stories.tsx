import { watchStaleAnnouncements } from '@starcrew/ui';
import { mobileStory } from '@starcrew/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { managerSession, ownerSession } from '../../testing/fixtures.ts';
import { noStaleAnnouncements, seller } from '../sellers/sellersStory.tsx';
import {
  dashboardApi,
  dashboardMeta,
  figures,
  figuresShown,
  lyon,
  marseille,
  paris,
  probeNavigations,
  signInFresh,
  typeTarget,
  type NavigationProbe,
} from './dashboardStory.tsx';

/** The manager dashboard: greeting, the four key figures of the top bar's location, the goal calculator. */
const meta = {
  ...dashboardMeta,
  title: 'Console/Dashboard/DashboardScreen',
  beforeEach: ({ msw }) => {
    msw.use(...dashboardApi([paris, lyon, marseille]));
    return signInFresh(ownerSession);
  },
} satisfies Meta<typeof ConsoleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The owner lands on the first location's figures, formatted for the locale. */
export const Owner: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await figuresShown(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByText('Hello, Camille')).toBeVisible();
    await expect(canvas.getByText('Here is how Maison Dorée – Paris Oberkampf is doing.')).toBeVisible();
    const list = within(canvas.getByRole('list', { name: 'Key figures' }));
    await expect(list.getByText('1,284')).toBeVisible();
    await expect(list.getByText('4.6/5')).toBeVisible();
    await expect(list.getByText('6')).toBeVisible();
    await expect(list.getByText('3')).toBeVisible();
    await expect(canvas.getByText('Current score: 4.62 from 1,280 rated reviews')).toBeVisible();
  },
};

/** Choosing another location in the top bar brings its figures. */
export const SwitchLocation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await figuresShown(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvas.getByRole('banner')).getByRole('button', { name: /Location/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Maison Dorée – Lyon Croix-Rousse' }));
    await expect(await canvas.findByText('Here is how Maison Dorée – Lyon Croix-Rousse is doing.')).toBeVisible();
    await figuresShown(canvasElement);
    await expect(canvas.getByText('187')).toBeVisible();
    await expect(canvas.getByText('4.4/5')).toBeVisible();
  },
};

/** A manager sees the one location they are tied to. */
export const Manager: Story = {
  beforeEach: ({ msw }) => {
    signInFresh(managerSession);
    msw.use(...dashboardApi([lyon]));
  },
  play: async ({ canvasElement }) => {
    const canvas = await figuresShown(canvasElement);
    await expect(canvas.getByText('Hello, Hugo')).toBeVisible();
    await expect(canvas.getByText('Here is how Maison Dorée – Lyon Croix-Rousse is doing.')).toBeVisible();
    await expect(canvas.getByText('187')).toBeVisible();
    await expect(canvas.getByText('4.4/5')).toBeVisible();
  },
};

/** A location without reviews: no average yet, and the calculator says one review sets the score. */
export const NoReviewYet: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...dashboardApi([marseille]));
  },
  play: async ({ canvasElement }) => {
    const canvas = await figuresShown(canvasElement);
    await expect(canvas.getByText('No rating yet')).toBeInTheDocument();
    await expect(canvas.getByText('No review yet: your first 5-star review sets the score.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('/api/v1/manager/dashboard', async () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 15_000 });
    const list = await canvas.findByRole('list', { name: 'Key figures' });
    await expect(list.querySelectorAll('[aria-busy="true"]')).toHaveLength(4);
    await expect(canvas.getByRole('textbox', { name: 'Target score' })).toBeDisabled();
  },
};

/** No establishment connected: the owner is led to the business profile connection. */
export const NoLocations: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...dashboardApi([]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Connect your establishments' }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Connect my establishments' })).toHaveAttribute(
      'href',
      '/manager/business-profile-setup/connect-google',
    );
    await expect(canvas.queryByRole('list', { name: 'Key figures' })).toBeNull();
  },
};

/** A manager tied to no establishment cannot connect one: they are told whom to ask. */
export const NoLocationsManager: Story = {
  beforeEach: ({ msw }) => {
    signInFresh(managerSession);
    msw.use(...dashboardApi([]));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No establishment yet' }, { timeout: 15_000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Connect my establishments' })).toBeNull();
  },
};

/** The figures failed: the client's toast says why, the screen offers another try, which works. */
export const Failed: Story = {
  beforeEach: ({ msw }) => {
    let calls = 0;
    msw.use(
      http.get('/api/v1/manager/dashboard', ({ request }) => {
        calls += 1;
        if (calls === 1) return HttpResponse.json({ message: 'An unexpected error occurred.' }, { status: 500 });
        const id = new URL(request.url).searchParams.get('location_id') ?? 'all';
        return HttpResponse.json({ data: figures[id] });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    // The API client's toast says what went wrong (it fades in).
    await waitFor(() => expect(body.getByText('An unexpected error occurred.')).toBeVisible(), { timeout: 15_000 });
    await expect(await canvas.findByRole('heading', { name: 'No figures to show' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await figuresShown(canvasElement);
    await expect(canvas.getByText('1,284')).toBeVisible();
  },
};

/** Goal calculator: a target under the current score. */
export const GoalAlreadyReached: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await typeTarget(canvasElement, '4.5');
    await expect(
      await canvas.findByText('Your current score is already at or above this target. Keep it up!'),
    ).toBeVisible();
  },
};

/** Goal calculator, from the exact sum: (5,914 + 5n) / (1,280 + n) ≥ 4.7 from n = 340. */
export const GoalReviewsNeeded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await typeTarget(canvasElement, '4.7');
    await expect(await canvas.findByRole('status')).toHaveTextContent('You need 340 more 5-star reviews to reach 4.7.');
  },
};

/** Goal calculator: a perfect 5 cannot be reached once any review is below 5. */
export const GoalUnrealistic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await typeTarget(canvasElement, '5');
    await expect(
      await canvas.findByText('This target is too high to be realistic. Try a slightly lower score.'),
    ).toBeVisible();
  },
};

/** Goal calculator: outside 0 to 5, the spec's message on the field. */
export const GoalInvalidTarget: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await typeTarget(canvasElement, '7');
    await expect(await canvas.findByText('Target score must be between 0 and 5')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Target score' })).toHaveAttribute('aria-invalid', 'true');
  },
};

let probe: NavigationProbe | undefined;

/**
 * An unsubscribed organization: the figures answer 406 SubscriptionException, the user is
 * marked unsubscribed and the console asks the browser for /manager/plans (caught here, so
 * the story stays; e2e/tests/billing.spec.ts follows it to the plans page).
 */
export const SubscriptionRequired: Story = {
  beforeEach: ({ msw }) => {
    probe = probeNavigations();
    msw.use(
      http.get('/api/v1/manager/dashboard', () =>
        HttpResponse.json(
          { message: 'Your organization has no active subscription.', error: 'SubscriptionException' },
          { status: 406 },
        ),
      ),
    );
    return () => probe?.stop();
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(probe?.requested).toEqual(['/manager/plans']), { timeout: 15_000 });
    await expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ is_plan_subscribed: false });
    // No second message on the screen: the figures keep their placeholders until the page changes.
    const list = within(canvasElement).getByRole('list', { name: 'Key figures' });
    await expect(list.querySelectorAll('[aria-busy="true"]')).toHaveLength(4);
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = await figuresShown(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    await expect(canvas.getByText('Bonjour, Camille')).toBeVisible();
    await expect(canvas.getByText('1 284')).toBeVisible();
    await expect(canvas.getByText('4,6/5')).toBeVisible();
  },
};

export const FrenchGoalInvalidTarget: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = await typeTarget(canvasElement, '6');
    await expect(await canvas.findByText('La note cible doit être comprise entre 0 et 5')).toBeVisible();
  },
};

export const Mobile: Story = {
  ...mobileStory,
  play: async ({ canvasElement }) => {
    const canvas = await figuresShown(canvasElement);
    await expect(canvas.getByText('Hello, Camille')).toBeVisible();
  },
};

export const MobileFrench: Story = {
  globals: { ...mobileStory.globals, locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = await typeTarget(canvasElement, '4,7');
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Il vous faut 340 avis 5 étoiles de plus pour atteindre 4,7.',
    );
  },
};

/** "Add a seller" opens My Sellers' own modal; the new seller is saved and the figures read again. */
export const AddSeller: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    // As main.tsx does in the app: the submit button's pending announcement outlives the modal.
    const stopWatching = watchStaleAnnouncements();
    let calls = 0;
    msw.use(
      http.post('/api/v1/manager/sellers', () =>
        HttpResponse.json({
          data: seller(5, 'Léa', 'Girard'),
          message: 'The seller has been created. Their password has been sent by email.',
        }),
      ),
      http.get('/api/v1/manager/dashboard', () => {
        calls += 1;
        return HttpResponse.json({ data: { ...figures[paris.id]!, active_members: calls > 1 ? 7 : 6 } });
      }),
    );
    return stopWatching;
  },
  play: async ({ canvasElement }) => {
    const canvas = await figuresShown(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a seller' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Add a seller' }));
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
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), { timeout: 4000 });
    await expect(await within(canvas.getByRole('list', { name: 'Key figures' })).findByText('7')).toBeVisible();
    await noStaleAnnouncements(canvasElement);
  },
};
