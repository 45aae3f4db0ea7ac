import { isLocale } from '@starcrew/i18n';
import { mobileStory } from '@starcrew/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleStory, storyServices } from '../../testing/ConsoleStory.tsx';
import { ownerUser } from '../../testing/fixtures.ts';
import { signInAs } from '../settings/settingsStory.tsx';

const place = (n: number, title: string, license_status: 'active' | 'inactive' = 'active') => ({
  id: `00000000-0000-4000-9000-00000000000${n}`,
  title,
  name: title,
  address: null,
  average_rating: 4.5,
  total_reviews: 10,
  license_status,
  review_url: null,
});
const places = [place(1, 'Maison Dorée – Paris Oberkampf'), place(2, 'Maison Dorée – Lyon Croix-Rousse')];
/** Listed last, its licence inactive. */
const bordeaux = place(3, 'Maison Dorée – Bordeaux Chartrons', 'inactive');
const accessed: string[] = [];

/** The top bar's location selector (spec section 4), in the manager layout. */
const meta = {
  title: 'Console/Locations/LocationSelector',
  component: ConsoleStory,
  args: { path: '/manager/networks', locale: 'en' },
  render: (args, { globals }) => (
    <ConsoleStory {...args} locale={isLocale(globals.locale) ? globals.locale : args.locale} />
  ),
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ msw }) => {
    signInAs(ownerUser);
    accessed.length = 0;
    msw.use(
      http.get('/api/v1/active-locations', () => HttpResponse.json({ data: places })),
      http.post('/api/v1/access-location', async ({ request }) => {
        const { location_id: id } = (await request.json()) as { location_id: string };
        accessed.push(id);
        return HttpResponse.json({ data: places.find((p) => p.id === id) });
      }),
      http.get('/api/v1/super-manager/networks', () =>
        HttpResponse.json({
          data: {
            summary: {
              total_locations: 2,
              active_locations: 2,
              inactive_locations: 0,
              total_reviews: 20,
              average_rating: 4.5,
            },
            locations: places,
            pagination: { current_page: 1, last_page: 1, per_page: 10, from: 1, to: 2, total: 2 },
          },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: /^(?!Rename).*Paris Oberkampf/ })).toBeVisible());
  },
} satisfies Meta<typeof ConsoleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first location is opened at once. */
export const Default: Story = {
  play: async (context) => {
    await meta.play(context);
    await expect(accessed).toEqual([places[0]?.id]);
  },
};

/** Choosing another: access-location, stored, and 'location changed'. */
export const Switched: Story = {
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    const changed: string[] = [];
    const stop = storyServices.current?.workingLocation.onChanged((location) => changed.push(location.id));
    await userEvent.click(canvas.getByRole('button', { name: /^(?!Rename).*Paris Oberkampf/ }));
    const body = within(context.canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Maison Dorée – Lyon Croix-Rousse' }));
    await waitFor(() => expect(changed).toContain(places[1]?.id));
    stop?.();
    await expect(JSON.parse(localStorage.getItem('selectedLocation') ?? '{}')).toMatchObject({ id: places[1]?.id });
    await expect(canvas.getByRole('button', { name: /^(?!Rename).*Lyon Croix-Rousse/ })).toBeVisible();
  },
};

export const French: Story = { globals: { locale: 'fr' } };

export const Mobile: Story = { ...mobileStory };

/**
 * Issue 19: a location whose licence is inactive is marked in the list, and a selection stored
 * by an earlier visit on it does not open it while an active one exists.
 */
export const InactiveMarked: Story = {
  beforeEach: ({ msw }) => {
    localStorage.setItem('selectedLocation', JSON.stringify(bordeaux));
    msw.use(http.get('/api/v1/active-locations', () => HttpResponse.json({ data: [bordeaux, ...places] })));
  },
  play: async (context) => {
    await meta.play(context);
    await expect(accessed).toEqual([places[0]?.id]);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^(?!Rename).*Paris Oberkampf/ }));
    const body = within(context.canvasElement.ownerDocument.body);
    await expect(
      await body.findByRole('option', { name: 'Maison Dorée – Bordeaux Chartrons (inactive)' }),
    ).toBeVisible();
    await expect(body.getByRole('option', { name: 'Maison Dorée – Lyon Croix-Rousse' })).toBeVisible();
  },
};

export const InactiveMarkedFrench: Story = {
  ...InactiveMarked,
  globals: { locale: 'fr' },
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    // meta.play's English pattern also matches "Renommer … Paris Oberkampf": wait for the selector.
    await userEvent.click(await canvas.findByRole('button', { name: /^(?!Renommer).*Paris Oberkampf/ }));
    const body = within(context.canvasElement.ownerDocument.body);
    await expect(
      await body.findByRole('option', { name: 'Maison Dorée – Bordeaux Chartrons (inactif)' }),
    ).toBeVisible();
  },
};
