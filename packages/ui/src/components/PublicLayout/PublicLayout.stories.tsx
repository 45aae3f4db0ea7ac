import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SampleLogo, StoryRouter } from '../../docs/shellStoryHelpers.tsx';
import { mobileStory } from '../../docs/storyHelpers.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Link } from '../Link/Link.tsx';
import { MenuItem } from '../Menu/Menu.tsx';
import { ProfileMenu } from '../ProfileMenu/ProfileMenu.tsx';
import { Text } from '../Text/Text.tsx';
import { PublicLayout } from './PublicLayout.tsx';

const navigate = fn();

const meta = {
  title: 'UI/Layout/PublicLayout',
  component: PublicLayout,
  args: {
    logo: <SampleLogo />,
    logoCompact: <SampleLogo compact />,
    logoHref: '/manager/dashboard',
    logoLabel: 'Starcrew home',
    // What the console puts there: a way back to the app, the language and the profile menu.
    end: (
      <>
        <Link href="/manager/dashboard">Back to the app</Link>
        <Text tone="muted">Language</Text>
        <ProfileMenu name="Camille Laurent">
          <MenuItem id="account" href="/settings">
            My account
          </MenuItem>
          <MenuItem id="sign-out">Sign out</MenuItem>
        </ProfileMenu>
      </>
    ),
    children: (
      <>
        <Heading level={1}>Choose your plan</Heading>
        <Text>The page goes here, centred, at most 960 px wide.</Text>
      </>
    ),
  },
  decorators: [(Story) => <StoryRouter navigate={navigate}>{Story()}</StoryRouter>],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
    // The logo leads home, like the sidebar's.
    const banner = canvas.getByRole('banner');
    await expect(within(banner).getByRole('link', { name: 'Starcrew home' })).toHaveAttribute(
      'href',
      '/manager/dashboard',
    );
    await expect(within(banner).getByRole('button', { name: 'Camille Laurent' })).toBeVisible();
  },
};

/** On a phone the mark alone leaves the header's controls one row. */
export const Mobile: Story = {
  ...mobileStory,
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    await expect(banner.getBoundingClientRect().height).toBeLessThan(64);
    await expect(canvas.getByRole('link', { name: 'Starcrew home' })).toBeVisible();
  },
};
