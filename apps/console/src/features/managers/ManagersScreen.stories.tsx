import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileStory } from '@starcrew/ui/testing';
import { delay, http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { managerUser, signInAs } from '../settings/settingsStory.tsx';
import { manager, managersAnswer, managersMeta } from './managersStory.tsx';

/** My Managers as the owner: the list and its empty, loading and failed states. */
const meta = {
  ...managersMeta,
  title: 'Console/Managers/ManagersScreen',
  // Said here, not only in the spread: Storybook reads the layout of the file's own meta.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConsoleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'My Managers' })).toBeVisible();
    const hugo = canvas.getByRole('row', { name: /Hugo Martin/ });
    await expect(within(hugo).getByText('Maison Dorée – Paris Oberkampf, Maison Dorée – Lyon')).toBeVisible();
    await expect(canvas.getByText(/^Until .*2026$/)).toBeVisible();
    await expect(canvas.getByText('Invitation expired')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Jusqu’au 1 décembre 2026', {}, { timeout: 4000 })).toBeVisible();
  },
};

/** Long French names, a long address and many locations: cells wrap, the table scrolls sideways. */
export const LongFrenchNames: Story = {
  globals: { locale: 'fr' },
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/v1/super-manager/managers', () =>
        HttpResponse.json(
          managersAnswer([
            manager(1, 'Marie-Éléonore-Clémentine', 'de La Rochefoucauld-Montmorency', {
              locations: [
                { id: 'a', title: 'Maison Dorée – Strasbourg Petite France et Quartier Européen' },
                { id: 'b', title: 'Maison Dorée – Saint-Germain-des-Prés Rive Gauche' },
              ],
            }),
            manager(2, 'Jean-Baptiste-Maximilien', 'Saint-Exupéry-Delacroix', {
              invitation: 'pending',
              invitation_expires_at: '2026-12-01T10:00:00.000Z',
            }),
          ]),
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole(
      'rowheader',
      { name: /^Marie-Éléonore-Clémentine de La Rochefoucauld-Montmorency/ },
      { timeout: 4000 },
    );
  },
};

export const Mobile: Story = { ...mobileStory };

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('/api/v1/super-manager/managers', () => HttpResponse.json(managersAnswer([]))));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No managers yet', {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Add a manager' })).toHaveLength(2);
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('/api/v1/super-manager/managers', async () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: 'My Managers' }, { timeout: 4000 });
  },
};

/** The list fails: a message and a way to try again, not endless placeholders. */
export const Error: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/v1/super-manager/managers', () =>
        HttpResponse.json({ message: 'An unexpected error occurred.' }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your managers could not be loaded.', {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A manager who types the address: the 403 page, without asking the server for the list. */
export const NotTheOwner: Story = {
  beforeEach: () => signInAs(managerUser),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Access denied' }, { timeout: 4000 })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
