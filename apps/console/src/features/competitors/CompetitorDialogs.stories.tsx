import type { Meta, StoryObj } from '@storybook/react-vite';
import { watchStaleAnnouncements } from '@starcrew/ui';
import { mobileStory } from '@starcrew/ui/testing';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { noStaleAnnouncements } from '../sellers/sellersStory.tsx';
import { competitorsMeta, listAnswer, reviewsAnswer, rivals, rowAction } from './competitorsStory.tsx';

/** The search dialog (add a competitor) and the review details modal, over the Competitors list. */
const meta = {
  ...competitorsMeta,
  title: 'Console/Competitors/Dialogs',
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConsoleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openSearch(canvasElement: HTMLElement, label = 'Add a competitor', field = 'Business name or trade') {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(canvas.getAllByRole('button', { name: label })[0]!);
  const dialog = within(await body.findByRole('dialog', { name: label }));
  await userEvent.type(await dialog.findByRole('searchbox', { name: field }), 'boulangerie');
  return dialog;
}

/** Results with their figures; a place already followed says so instead of offering Add. */
export const SearchResults: Story = {
  play: async (context) => {
    await meta.play(context);
    const dialog = await openSearch(context.canvasElement);
    await expect(await dialog.findByRole('button', { name: 'Add Boulangerie Chevalier' })).toBeVisible();
    await expect(dialog.getByText('Followed')).toBeVisible();
    await expect(dialog.getByText('No rating')).toBeVisible();
  },
};

export const SearchResultsMobileFrench: Story = {
  ...mobileStory,
  globals: { ...mobileStory.globals, locale: 'fr' },
  play: async (context) => {
    await within(context.canvasElement).findByRole('rowheader', { name: /Boulangerie Moreau/ }, { timeout: 4000 });
    const dialog = await openSearch(context.canvasElement, 'Ajouter un concurrent', 'Nom ou activité du commerce');
    await expect(await dialog.findByRole('button', { name: 'Ajouter Boulangerie Chevalier' })).toBeVisible();
  },
};

/** Adding one: the call names the location and the place, the dialog closes, the list reads itself again. */
export const AddFromSearch: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    // As main.tsx does in the app: the pending button's announcement outlives its dialog.
    const stopWatching = watchStaleAnnouncements();
    let added = false;
    msw.use(
      http.get('/api/v1/manager/competitors', () => HttpResponse.json(listAnswer(added ? rivals : rivals.slice(1)))),
      http.post('/api/v1/manager/competitors', async ({ request }) => {
        const body = (await request.json()) as { location_id: string; place_id: string };
        if (body.location_id !== 'l1' || body.place_id !== 'sandbox-9') return HttpResponse.json({}, { status: 400 });
        added = true;
        return HttpResponse.json({ data: rivals[0], message: 'The competitor has been added.' });
      }),
    );
    return stopWatching;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: /Au Pain de la Roquette/ }, { timeout: 4000 });
    const dialog = await openSearch(canvasElement);
    await userEvent.click(await dialog.findByRole('button', { name: 'Add Boulangerie Chevalier' }));
    await waitFor(() => expect(canvas.getByRole('rowheader', { name: /Boulangerie Moreau/ })).toBeVisible());
    await noStaleAnnouncements(canvasElement);
  },
};

/** The directory is busy: the dialog says so in the server's words. */
export const SearchBusy: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/v1/manager/competitors/search', () =>
        HttpResponse.json(
          { message: 'Competitor search is busy right now. Please try again in a minute.' },
          { status: 503 },
        ),
      ),
    );
  },
  play: async (context) => {
    await meta.play(context);
    const dialog = await openSearch(context.canvasElement);
    await expect(await dialog.findByText(/Competitor search is busy right now/)).toBeVisible();
  },
};

export const ReviewDetails: Story = {
  play: async (context) => {
    await meta.play(context);
    const body = await rowAction(context.canvasElement, 'Boulangerie Moreau', 'Review details');
    const dialog = within(await body.findByRole('dialog', { name: 'Reviews of Boulangerie Moreau' }));
    // The dialog fades in: its text is visible once the entry animation has run.
    await waitFor(() => expect(dialog.getByText('Claire Dubois')).toBeVisible(), { timeout: 4000 });
    await expect(dialog.getByText('Rating without a comment.')).toBeVisible();
    await expect(dialog.getByRole('link', { name: /See on Google Maps/ })).toBeVisible();
  },
};

export const ReviewDetailsMobileFrench: Story = {
  ...mobileStory,
  globals: { ...mobileStory.globals, locale: 'fr' },
  play: async (context) => {
    await within(context.canvasElement).findByRole('rowheader', { name: /Boulangerie Moreau/ }, { timeout: 4000 });
    const body = await rowAction(context.canvasElement, 'Boulangerie Moreau', 'Détail des avis');
    const dialog = within(await body.findByRole('dialog', { name: 'Avis de Boulangerie Moreau' }));
    await waitFor(() => expect(dialog.getByText('Claire Dubois')).toBeVisible(), { timeout: 4000 });
  },
};

export const ReviewDetailsLoading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('/api/v1/manager/competitors/:id/reviews', async () => delay('infinite')));
  },
  play: async (context) => {
    await meta.play(context);
    const body = await rowAction(context.canvasElement, 'Boulangerie Moreau', 'Review details');
    await body.findByRole('dialog', { name: 'Reviews of Boulangerie Moreau' });
  },
};

/** The directory fails: the modal keeps the competitor's figures and offers to try again. */
export const ReviewDetailsFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/v1/manager/competitors/:id/reviews', () =>
        HttpResponse.json({ message: 'The directory is unavailable.' }, { status: 503 }),
      ),
    );
  },
  play: async (context) => {
    await meta.play(context);
    const body = await rowAction(context.canvasElement, 'Boulangerie Moreau', 'Review details');
    const dialog = within(await body.findByRole('dialog', { name: 'Reviews of Boulangerie Moreau' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible(), { timeout: 4000 });
  },
};

export const ReviewDetailsFailedMobileFrench: Story = {
  ...mobileStory,
  globals: { ...mobileStory.globals, locale: 'fr' },
  beforeEach: ({ msw }) => {
    // The server answers in the page's language.
    msw.use(
      http.get('/api/v1/manager/competitors/:id/reviews', () =>
        HttpResponse.json({ message: 'L’annuaire est indisponible.' }, { status: 503 }),
      ),
    );
  },
  play: async (context) => {
    await within(context.canvasElement).findByRole('rowheader', { name: /Boulangerie Moreau/ }, { timeout: 4000 });
    const body = await rowAction(context.canvasElement, 'Boulangerie Moreau', 'Détail des avis');
    const dialog = within(await body.findByRole('dialog', { name: 'Avis de Boulangerie Moreau' }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Réessayer' })).toBeVisible(), { timeout: 4000 });
  },
};

/**
 * The directory fails: the modal says so with Retry, which asks again (a press, not an effect:
 * each press is one call) and shows the reviews once they come.
 */
export const ReviewDetailsFailedThenRetry: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    let calls = 0;
    msw.use(
      http.get('/api/v1/manager/competitors/:id/reviews', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'The directory is unavailable.' }, { status: 503 })
          : HttpResponse.json(reviewsAnswer());
      }),
    );
  },
  play: async (context) => {
    await meta.play(context);
    const body = await rowAction(context.canvasElement, 'Boulangerie Moreau', 'Review details');
    const dialog = within(await body.findByRole('dialog', { name: 'Reviews of Boulangerie Moreau' }));
    const retry = await dialog.findByRole('button', { name: 'Try again' }, { timeout: 4000 });
    await expect(dialog.queryByText('Claire Dubois')).toBeNull();
    await userEvent.click(retry);
    await waitFor(() => expect(dialog.getByText('Claire Dubois')).toBeVisible(), { timeout: 4000 });
    await expect(dialog.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};
