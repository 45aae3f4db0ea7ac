import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Matrix, mobileStory } from '../../docs/storyHelpers.tsx';
import { recipeOptions } from '../../utils/recipeOptions.ts';
import { StatusPill } from './StatusPill.tsx';
import { statusPill } from './StatusPill.css.ts';

const statuses = recipeOptions(statusPill, 'status');

const meta = {
  title: 'UI/Feedback/StatusPill',
  component: StatusPill,
  args: { status: 'active' },
  argTypes: { status: { control: 'inline-radio', options: statuses } },
} satisfies Meta<typeof StatusPill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Active')).toBeInTheDocument();
  },
};

export const InProgress: Story = { args: { status: 'inProgress' } };

export const French: Story = {
  globals: { locale: 'fr' },
  args: { status: 'upcoming' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('À venir')).toBeInTheDocument();
  },
};

/** The screen words it for its noun: a campaign is "Active" in French. */
export const CustomLabel: Story = { globals: { locale: 'fr' }, args: { status: 'active', children: 'Active' } };

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: { status: 'inProgress', children: 'Encoursdevalidationparlegestionnairedel’établissement' },
  decorators: [(Story) => <div style={{ width: 180 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth + 1);
  },
};

export const Mobile: Story = { ...mobileStory, args: { status: 'completed' } };

export const Catalog: Story = {
  render: () => (
    <Matrix
      columns={['en', 'custom label']}
      rows={statuses.map((status) => ({
        label: status,
        cells: [
          <StatusPill key="default" status={status} />,
          <StatusPill key="custom" status={status}>
            Campaign
          </StatusPill>,
        ],
      }))}
    />
  ),
};
