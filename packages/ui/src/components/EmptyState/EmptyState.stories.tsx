import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobileStory, PlusIcon } from '../../docs/storyHelpers.tsx';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const StarIcon = () => (
  <svg
    viewBox="0 0 16 16"
    width="16"
    height="16"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.4"
    strokeLinejoin="round"
  >
    <path d="m8 1.75 1.9 3.86 4.26.62-3.08 3 .73 4.24L8 11.47l-3.81 2 .73-4.24-3.08-3 4.26-.62L8 1.75Z" />
  </svg>
);

const meta = {
  title: 'UI/Feedback/EmptyState',
  component: EmptyState,
  args: {
    icon: <StarIcon />,
    title: 'No reviews yet',
    children: 'Connect your establishments to start collecting reviews from your customers.',
  },
  argTypes: { icon: { control: false }, action: { control: false } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No reviews yet' })).toBeInTheDocument();
  },
};

const onConnect = fn();

export const WithAction: Story = {
  args: {
    action: (
      <Button icon={<PlusIcon />} onPress={onConnect}>
        Connect establishments
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    onConnect.mockClear();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Connect establishments' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onConnect).toHaveBeenCalledTimes(1);
  },
};

export const HeadingLevel: Story = {
  args: { headingLevel: 3, title: 'No sellers in this campaign' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3 })).toBeInTheDocument();
  },
};

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: {
    title: 'Aucunavisn’aencoreétécollectépourl’établissementprincipal',
    children: 'Connectezvosétablissementspourcommenceràrecueillirlesavisdevosclients',
    action: <Button>Connecter mes établissements</Button>,
  },
  decorators: [(Story) => <div style={{ width: 300 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth + 1);
  },
};

export const Mobile: Story = { ...mobileStory, args: { action: <Button size="lg">Connect establishments</Button> } };

export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: 16 }}>
      <EmptyState {...args} />
      <EmptyState
        {...args}
        icon={undefined}
        title="No campaigns"
        action={<Button variant="secondary">New campaign</Button>}
      >
        Campaigns reward your team for the reviews they collect.
      </EmptyState>
      <EmptyState title="Nothing to distribute" headingLevel={3} />
    </div>
  ),
};
