import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobileStory } from '../../docs/storyHelpers.tsx';
import { Tab, TabList, TabPanel, Tabs } from './Tabs.tsx';

const reviewTabs = [
  { id: 'all', label: 'All', count: 12 },
  { id: 'assigned', label: 'Assigned', count: 3 },
  { id: 'unassigned', label: 'Unassigned', count: 9 },
  { id: 'answered', label: 'Answered', count: 7 },
  { id: 'unanswered', label: 'Unanswered', count: 5 },
];

const meta = {
  title: 'UI/Data/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Reviews">
        {reviewTabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} count={tab.count}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {reviewTabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id}>
          {`${tab.count} ${tab.label.toLowerCase()} reviews`}
        </TabPanel>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Tab focuses the selected tab, arrows move and select, the panel follows. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'All 12' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Assigned 3' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('assigned');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('3 assigned reviews');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Unanswered 5' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabledKeys: ['answered'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Answered 7' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const WithoutCounts: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Account">
        <Tab id="profile">Profile</Tab>
        <Tab id="password">Manage Password</Tab>
        <Tab id="roles">Role Management</Tab>
      </TabList>
      <TabPanel id="profile">Profile</TabPanel>
      <TabPanel id="password">Password</TabPanel>
      <TabPanel id="roles">Roles</TabPanel>
    </Tabs>
  ),
};

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Avis">
        <Tab id="a" count={1284}>
          Tous
        </Tab>
        <Tab id="b" count={3}>
          Attribuésàunvendeurdel’établissement
        </Tab>
        <Tab id="c" count={9}>
          Nonattribués
        </Tab>
      </TabList>
      <TabPanel id="a">Tous les avis</TabPanel>
      <TabPanel id="b">Attribués</TabPanel>
      <TabPanel id="c">Non attribués</TabPanel>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: /Tous 1\s284/ })).toBeInTheDocument();
  },
};

/** On a phone the tabs wrap: every tab stays in sight (none cut off at the edge); the page does not scroll. */
export const Mobile: Story = {
  ...mobileStory,
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    const edge = list.getBoundingClientRect().right;
    for (const tab of canvas.getAllByRole('tab'))
      await expect(tab.getBoundingClientRect().right).toBeLessThanOrEqual(edge);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

export const Catalog: Story = {
  args: { defaultSelectedKey: 'assigned', disabledKeys: ['answered'] },
};
