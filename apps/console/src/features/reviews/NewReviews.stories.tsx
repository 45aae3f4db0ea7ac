import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileStory } from '@starcrew/ui/testing';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { inbox, inboxAnswer, liveReviews, review, reviewsMeta } from './reviewsStory.tsx';

/** The inbox's live "N new reviews" (issue 14): reviews stored while it is open, announced and shown on demand. */
const meta = {
  ...reviewsMeta,
  title: 'Console/Reviews/NewReviews',
  parameters: { layout: 'fullscreen' },
  args: { ...reviewsMeta.args, live: liveReviews(1) },
} satisfies Meta<typeof ConsoleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const One: Story = {
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('button', { name: '1 new review' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('1 new review');
  },
};

export const Several: Story = {
  args: { live: liveReviews(3) },
  play: async (context) => {
    await meta.play(context);
    await expect(await within(context.canvasElement).findByRole('button', { name: '3 new reviews' })).toBeVisible();
  },
};

/** Another location's review is not counted: the top bar's location is in view. */
export const OtherLocation: Story = {
  args: { live: liveReviews(2, 'another-location') },
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.queryByRole('button', { name: /new review/ })).toBeNull();
  },
};

/** The button loads the list again: the new review is there and the count is gone. */
export const Shown: Story = {
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    const button = await canvas.findByRole('button', { name: '1 new review' });
    context.msw.use(
      http.get('/api/v1/manager/reviews', () =>
        HttpResponse.json(inboxAnswer([review(9, { reviewer_name: 'Inès Garnier' }), ...inbox])),
      ),
    );
    await userEvent.click(button);
    await expect(await canvas.findByText('Inès Garnier')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: /new review/ })).toBeNull());
  },
};

export const French: Story = {
  args: { live: liveReviews(3) },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: '3 nouveaux avis' }, { timeout: 4000 }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  ...mobileStory,
  play: async (context) => {
    await meta.play(context);
    await expect(await within(context.canvasElement).findByRole('button', { name: '1 new review' })).toBeVisible();
  },
};
