import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { desktopStory, SampleLogo, StoryRouter } from '../../docs/shellStoryHelpers.tsx';
import { mobileStory } from '../../docs/storyHelpers.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Text } from '../Text/Text.tsx';
import { AuthLayout } from './AuthLayout.tsx';

const navigate = fn();

const meta = {
  title: 'UI/Layout/AuthLayout',
  component: AuthLayout,
  args: {
    panelLogo: <SampleLogo />,
    logo: <SampleLogo />,
    tagline: 'Every review answered. Every team member rewarded.',
    benefits: [
      'Collect more reviews with personal QR codes and links',
      'Answer every review in seconds, with AI drafts',
      'Reward your sellers with motivating campaigns',
      'Follow every location and your competitors in one place',
    ],
    panelLabel: 'Why Starcrew',
    backHref: '/',
    children: (
      <>
        <Heading level={1}>Sign in to Starcrew</Heading>
        <Text>The form goes here.</Text>
      </>
    ),
  },
  decorators: [(Story) => <StoryRouter navigate={navigate}>{Story()}</StoryRouter>],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide screens: the accent panel with the logo and four benefit lines beside the form. */
export const Default: Story = {
  ...desktopStory,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: 'Why Starcrew' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Phones: a back bar instead of the panel; it is the first Tab stop. */
export const Mobile: Story = {
  ...mobileStory,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Back' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/', undefined);
  },
};

export const French: Story = {
  ...desktopStory,
  globals: { ...desktopStory.globals, locale: 'fr' },
  args: {
    tagline: 'Chaque avis a sa réponse. Chaque membre de l’équipe est récompensé.',
    benefits: [
      'Collectez plus d’avis grâce aux QR codes et liens personnels',
      'Répondez à chaque avis en quelques secondes, avec des brouillons IA',
      'Récompensez vos vendeurs avec des campagnes motivantes',
      'Suivez chaque établissement et vos concurrents au même endroit',
    ],
    panelLabel: 'Pourquoi Starcrew',
  },
};

export const FrenchMobile: Story = { ...French, globals: { ...mobileStory.globals, locale: 'fr' } };
