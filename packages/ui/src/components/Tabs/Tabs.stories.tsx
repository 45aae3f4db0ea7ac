import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { mobileStory } from '../../docs/storyHelpers.tsx';
import { Button } from '../Button/Button.tsx';
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

/**
 * Arrows skip a disabled tab and wrap round at either end, selecting as they go; Home and End
 * jump to the first and last tabs that can be chosen.
 */
export const KeyboardWrapsAndSkipsDisabled: Story = {
  args: { defaultSelectedKey: 'unassigned', disabledKeys: ['answered'] },
  play: async ({ args, canvas }) => {
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await userEvent.tab();
    await expect(tab('Unassigned 9')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('Unanswered 5')).toHaveFocus();
    await expect(tab('Unanswered 5')).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('unanswered');
    await userEvent.keyboard('{ArrowRight}');
    await expect(tab('All 12')).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('12 all reviews');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('Unanswered 5')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(tab('Unassigned 9')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(tab('All 12')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(tab('Unanswered 5')).toHaveFocus();
    await expect(tab('Unanswered 5')).toHaveAttribute('data-focus-visible', 'true');
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('answered');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Unanswered 5');
  },
};

/**
 * Tab leaves the tabs for the panel: the panel itself when nothing in it takes the focus, else its
 * first control; Shift+Tab comes back to the selected tab.
 */
export const TabIntoPanel: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Account">
        <Tab id="profile">Profile</Tab>
        <Tab id="password">Manage Password</Tab>
      </TabList>
      <TabPanel id="profile">Your name and photo appear on your replies.</TabPanel>
      <TabPanel id="password">
        <Button variant="secondary">Change password</Button>
      </TabPanel>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Profile' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tabpanel', { name: 'Manage Password' })).not.toHaveAttribute('tabindex');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Change password' })).toHaveFocus();
  },
};

/** A click selects a tab without a focus ring; a click on a disabled tab changes nothing. */
export const Pointer: Story = {
  args: { disabledKeys: ['answered'] },
  play: async ({ args, canvas }) => {
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await userEvent.click(tab('Unassigned 9'));
    await expect(tab('Unassigned 9')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('Unassigned 9')).toHaveFocus();
    await expect(tab('Unassigned 9')).not.toHaveAttribute('data-focus-visible');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('unassigned');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('9 unassigned reviews');
    const calls = (args.onSelectionChange as ReturnType<typeof fn>).mock.calls.length;
    await userEvent.click(tab('Answered 7'));
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(calls);
    await expect(tab('Unassigned 9')).toHaveAttribute('aria-selected', 'true');
    await expect(tab('Unassigned 9')).toHaveFocus();
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
