import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobileStory } from '../../docs/storyHelpers.tsx';
import { Breadcrumb, Breadcrumbs } from './Breadcrumbs.tsx';

const meta = {
  title: 'UI/Data/Breadcrumbs',
  component: Breadcrumbs,
  args: { onAction: fn() },
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumb id="dashboard" href="#dashboard">
        Dashboard
      </Breadcrumb>
      <Breadcrumb id="campaigns" href="#campaigns">
        My Campaigns
      </Breadcrumb>
      <Breadcrumb id="summer">Summer challenge</Breadcrumb>
    </Breadcrumbs>
  ),
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A named navigation; the last item is the current page and not a tab stop. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    await expect(canvas.getByText('Summer challenge')).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'My Campaigns' })).toHaveFocus();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Fil d’Ariane' })).toBeInTheDocument();
  },
};

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
  render: (args) => (
    <Breadcrumbs {...args}>
      <Breadcrumb id="a" href="#a">
        Tableaudebord
      </Breadcrumb>
      <Breadcrumb id="b">Challengedel’étédel’établissementprincipal</Breadcrumb>
    </Breadcrumbs>
  ),
};

export const Mobile: Story = { ...mobileStory };

export const Catalog: Story = {};
