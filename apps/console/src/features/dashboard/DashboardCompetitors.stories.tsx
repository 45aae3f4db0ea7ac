import { mobileStory } from '@starcrew/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { ownerSession } from '../../testing/fixtures.ts';
import {
  dashboardApi,
  dashboardMeta,
  figures,
  figuresShown,
  lyon,
  paris,
  rivals,
  signInFresh,
} from './dashboardStory.tsx';
import { PLOT_HEIGHT } from './ratingChart.size.ts';

/** The rating chart with the location's competitors beside it (issue 17, section 3). */
const meta = {
  ...dashboardMeta,
  title: 'Console/Dashboard/DashboardCompetitors',
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ msw }) => {
    const parisFigures = figures[paris.id];
    if (!parisFigures) throw new Error('no figures for Paris');
    msw.use(...dashboardApi([paris, lyon], { ...figures, [paris.id]: { ...parisFigures, competitors: rivals } }));
    return signInFresh(ownerSession);
  },
} satisfies Meta<typeof ConsoleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const points = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('group', { name: /Average rating by period|Note moyenne par période/ })).getAllByRole('img');

/** By months: a dashed line a competitor, named in the legend, the tooltips and the data table. */
export const CompetitorsByMonths: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await figuresShown(canvasElement);
    await expect(canvas.getAllByText('Boulangerie du Marché')[0]).toBeVisible();
    await expect(canvas.getAllByText('Au Pain Doré')[0]).toBeVisible();
    const last = points(canvas)[11];
    last?.focus();
    await expect(last).toHaveAccessibleName(
      /^February 2026: average 4\.\d\d, \d+ reviews; Boulangerie du Marché: 4\.\d\d; Au Pain Doré: 4\.\d\d$/,
    );
    await expect(canvas.getByRole('columnheader', { name: 'Au Pain Doré' })).toBeInTheDocument();
  },
};

/** By years: each competitor's figure is its last month's of the year. */
export const CompetitorsByYears: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await figuresShown(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Years' }));
    const [first, , last] = points(canvas);
    // 2024: the competitors' history starts in May; its December figure stands for the year.
    await expect(first).toHaveAccessibleName(/^2024: .*; Boulangerie du Marché: 4\.\d\d; Au Pain Doré: 4\.\d\d$/);
    last?.focus();
    await expect((await canvas.findAllByText(/^Boulangerie du Marché: 4\.\d\d$/)).length).toBeGreaterThan(0);
  },
};

/** At 390 px in French, by years, a point's tooltip open. */
export const CompetitorsMobileFrench: Story = {
  globals: { ...mobileStory.globals, locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = await figuresShown(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Années' }));
    points(canvas)[2]?.focus();
    await expect((await canvas.findAllByText(/^Au Pain Doré\s:\s4,\d\d$/)).length).toBeGreaterThan(0);
  },
};

/**
 * At 390 px in French, by months. The legend wraps onto a second line, and the plot is shorter by
 * as much: the legend and the plot keep the height `ChartPlaceholder` held for them (one legend
 * line and the plot), so the panels under the chart did not move when the figures came.
 */
export const CompetitorsMobileFrenchMonths: Story = {
  globals: { ...mobileStory.globals, locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = await figuresShown(canvasElement);
    const rival = canvas.getAllByText('Au Pain Doré')[0];
    await expect(rival).toBeVisible();
    const legend = rival?.closest('ul');
    const box = legend?.parentElement;
    if (!legend || !box) throw new Error('no legend');
    const line = parseFloat(getComputedStyle(legend).lineHeight);
    await expect(legend.getBoundingClientRect().height).toBeGreaterThan(1.5 * line);
    await expect(box.getBoundingClientRect().height).toBeCloseTo(line + PLOT_HEIGHT, 0);
  },
};
