import { mobileStory } from '@starcrew/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { ownerSession } from '../../testing/fixtures.ts';
import {
  dashboardApi,
  dashboardMeta,
  figuresShown,
  lyon,
  marseille,
  paris,
  rankedNames,
  signInFresh,
} from './dashboardStory.tsx';

/** The dashboard's team ranking and rating chart (issue 17): sorting, months and years, empty and loading. */
const meta = {
  ...dashboardMeta,
  title: 'Console/Dashboard/DashboardPanels',
  beforeEach: ({ msw }) => {
    msw.use(...dashboardApi([paris, lyon, marseille]));
    return signInFresh(ownerSession);
  },
} satisfies Meta<typeof ConsoleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('grid', { name: /Team ranking|Classement/ });

/** By average rating, best first (the default); a member without rating comes last. */
export const RankingByAverage: Story = {
  play: async ({ canvasElement }) => {
    await figuresShown(canvasElement);
    await expect(rankedNames(canvasElement)).toEqual([
      'Hugo Laurent',
      'Lucas Bernard',
      'Inès Martin',
      'Chloé Dubois',
      'Léa Moreau',
      'Nathan Petit',
    ]);
    await expect(within(grid(canvasElement)).getByRole('columnheader', { name: /Average rating/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(within(grid(canvasElement)).getByRole('link', { name: 'Hugo Laurent' })).toHaveAttribute(
      'href',
      '/manager/sellers?search=Hugo%20Laurent',
    );
  },
};

/** Sorted by total reviews with the keyboard: most first, then fewest first. */
export const RankingByTotalBothWays: Story = {
  play: async ({ canvasElement }) => {
    await figuresShown(canvasElement);
    // Found again each time: the table drawn at rest is replaced by react-aria's on this first
    // press (packages/ui DECISIONS, "A Table is drawn without react-aria's until intent").
    const header = () => within(grid(canvasElement)).getByRole('columnheader', { name: /Total reviews/ });
    await userEvent.click(header());
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'ascending'));
    await expect(rankedNames(canvasElement)[0]).toBe('Nathan Petit');
    header().focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'descending'));
    await expect(rankedNames(canvasElement).slice(0, 2)).toEqual(['Inès Martin', 'Lucas Bernard']);
  },
};

/** The chart by years; a point reached with the keyboard shows its tooltip. */
export const ChartByYears: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await figuresShown(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Years' }));
    const points = within(canvas.getByRole('group', { name: /Average rating by period/ })).getAllByRole('img');
    await expect(points).toHaveLength(3);
    points[2]?.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(points[1]).toHaveFocus();
    await expect(points[1]).toHaveAccessibleName(/^2025: average 4\.\d\d, [\d,]+ reviews$/);
  },
};

/** By months (the default): the twelve months up to the last one with reviews. */
export const ChartByMonths: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await figuresShown(canvasElement);
    const points = within(canvas.getByRole('group', { name: /Average rating by period/ })).getAllByRole('img');
    await expect(points).toHaveLength(12);
    await expect(points[11]).toHaveAccessibleName(/^February 2026: average/);
  },
};

/** A location without reviews: the chart says so, the ranking lists its member with no rating. */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...dashboardApi([marseille]));
  },
  play: async ({ canvasElement }) => {
    const canvas = await figuresShown(canvasElement);
    await expect(canvas.getByText('No reviews yet')).toBeVisible();
    await expect(rankedNames(canvasElement)).toEqual(['Nathan Petit']);
  },
};

/** While the figures load, both panels hold their place. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.get('/api/v1/manager/dashboard', () => delay('infinite')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Team ranking' }, { timeout: 15_000 });
    await expect(canvas.getByText('Average rating over time')).toBeVisible();
  },
};

export const MobileFrench: Story = {
  globals: { ...mobileStory.globals, locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = await figuresShown(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Années' }));
    await expect(within(grid(canvasElement)).getByRole('columnheader', { name: /Note moyenne/ })).toBeVisible();
  },
};

export const Mobile: Story = {
  ...mobileStory,
  play: async ({ canvasElement }) => {
    await figuresShown(canvasElement);
  },
};
