import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SampleLogo } from '../../docs/shellStoryHelpers.tsx';
import { mobileStory } from '../../docs/storyHelpers.tsx';
import { Option } from '../ListBox/Option.tsx';
import { MenuItem } from '../Menu/Menu.tsx';
import { ProfileMenu } from '../ProfileMenu/ProfileMenu.tsx';
import { Select } from '../Select/Select.tsx';

import { TopBar } from './TopBar.tsx';

const locations = [{ id: 'oberkampf', name: 'Maison Dorée – Paris Oberkampf' }];

const meta = {
  title: 'UI/Layout/TopBar',
  component: TopBar,
  args: {
    logo: <SampleLogo compact />,
    start: (
      <Select aria-label="Location" items={locations} defaultSelectedKey="oberkampf">
        {(item) => <Option id={item.id}>{item.name}</Option>}
      </Select>
    ),
    end: (
      <ProfileMenu name="Camille Laurent">
        <MenuItem id="account">My account</MenuItem>
      </ProfileMenu>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Start and end slots; the logo stays hidden where a sidebar carries it. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
  },
};

export const EmptyStart: Story = { args: { start: undefined } };

/** On phones the logo shows at the start, and the start slot takes the room the end slot leaves. */
export const Mobile: Story = {
  ...mobileStory,
  play: async ({ canvas }) => {
    const location = canvas.getByRole('button', { name: /Location/ });
    const profile = canvas.getByRole('button', { name: 'Camille Laurent' });
    // The selector reaches the profile menu: only the slots' gap between them.
    const gap = profile.getBoundingClientRect().left - location.getBoundingClientRect().right;
    await expect(gap).toBeLessThanOrEqual(12);
    await expect(location.getBoundingClientRect().height).toBeLessThan(48);
  },
};
