import { mobileStory } from '@starcrew/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { byStatus, distributed, rewardsMeta, toDistribute } from './rewardsStory.tsx';

/** Rewards: To Distribute and Distributed, selection, Mark as distributed, Undistribute with the confirmation. */
const meta = {
  ...rewardsMeta,
  title: 'Console/Rewards/RewardsScreen',
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConsoleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const ToDistribute: Story = {
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /To Distribute/ })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('Review removed')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark as distributed' })).toBeDisabled();
  },
};

export const Distributed: Story = {
  args: { path: '/manager/rewards?tab=distributed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('rowheader', { name: /Hugo Moreau/ }, { timeout: 4000 });
    await expect(canvas.getByRole('tab', { name: /Distributed/ })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Two rewards selected and marked distributed: the server's message, the list read again. */
export const MarkDistributed: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    let done = false;
    msw.use(
      http.post('/api/v1/manager/rewards/distribute', async ({ request }) => {
        const { reward_ids } = (await request.json()) as { reward_ids: string[] };
        done = true;
        return HttpResponse.json({
          message: 'Reward marked as distributed',
          data: { rewards: toDistribute.filter((r) => reward_ids.includes(r.id)) },
        });
      }),
      http.get('/api/v1/manager/rewards', (info) =>
        done
          ? byStatus({ to_distribute: toDistribute.slice(2), distributed }, { to_distribute: 1, distributed: 3 })(info)
          : byStatus({ to_distribute: toDistribute, distributed })(info),
      ),
    );
  },
  play: async (context) => {
    await meta.play(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /Camille Bernard/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /Lucas Dubois/ }));
    // From a fresh page the table's presses are done once its real module is in (packages/ui DECISIONS.md).
    await waitFor(() => expect(canvas.getByText('2 rewards selected')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as distributed' }));
    await waitFor(() => expect(body(context.canvasElement).getByText('Reward marked as distributed')).toBeVisible());
    await waitFor(() => expect(canvas.queryByRole('rowheader', { name: /Camille Bernard/ })).toBeNull());
  },
};

/** Undistribute asks first (spec section 4). */
export const ConfirmUndistribute: Story = {
  args: { path: '/manager/rewards?tab=distributed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Hugo Moreau/ }, { timeout: 4000 }));
    await waitFor(() => expect(canvas.getByText('1 reward selected')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Undistribute' }));
    const dialog = within(await body(canvasElement).findByRole('alertdialog'));
    await waitFor(() => expect(dialog.getByText(/returns to To Distribute/)).toBeVisible());
  },
};

/** The server refuses: its message shows in the modal, which stays open to try again. */
export const UndistributeFails: Story = {
  args: { path: '/manager/rewards?tab=distributed' },
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/manager/rewards/undistribute', () =>
        HttpResponse.json({ message: 'This reward is no longer distributed.' }, { status: 409 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /Hugo Moreau/ }, { timeout: 4000 }));
    await waitFor(() => expect(canvas.getByText('1 reward selected')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Undistribute' }));
    const dialog = within(await body(canvasElement).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Undistribute' }));
    await expect(await dialog.findByText('This reward is no longer distributed.')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.get(
        '/api/v1/manager/rewards',
        byStatus({ to_distribute: [], distributed: [] }, { to_distribute: 0, distributed: 0 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No reward to distribute')).toBeVisible();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('rowheader', { name: /Camille Bernard/ }, { timeout: 4000 });
  },
};

export const Mobile: Story = { ...mobileStory };

export const LocalRewards: Story = {
  args: { path: '/manager/local-rewards' },
  play: async (context) => {
    await meta.play(context);
    await expect(within(context.canvasElement).getByRole('heading', { level: 1, name: 'Local rewards' })).toBeVisible();
  },
};
