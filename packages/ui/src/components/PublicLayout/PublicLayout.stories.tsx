import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SampleLogo } from '../../docs/shellStoryHelpers.tsx';
import { mobileStory } from '../../docs/storyHelpers.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import { PublicLayout } from './PublicLayout.tsx';

const meta = {
  title: 'UI/Layout/PublicLayout',
  component: PublicLayout,
  args: {
    logo: <SampleLogo />,
    end: <Text tone="muted">Language</Text>,
    children: (
      <>
        <Heading level={1}>Choose your plan</Heading>
        <Text>The page goes here, centred, at most 960 px wide.</Text>
      </>
    ),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
  },
};

export const Mobile: Story = { ...mobileStory };
