import { isLocale } from '@starcrew/i18n';
import { mobileStory } from '@starcrew/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ConsoleStory } from '../testing/ConsoleStory.tsx';

/** The guest frame inside the real console: the panel on wide screens, the back bar on phones. */
const meta = {
  title: 'Console/Layouts/AuthLayout',
  component: ConsoleStory,
  args: { path: '/forgot-password', locale: 'en' },
  render: (args, { globals }) => (
    <ConsoleStory {...args} locale={isLocale(globals.locale) ? globals.locale : args.locale} />
  ),
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  beforeEach: () => localStorage.clear(),
} satisfies Meta<typeof ConsoleStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const panel = await within(canvasElement).findByRole('complementary', {}, { timeout: 5000 });
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** Away from sign-in, the back bar leads home. */
export const MobileBackHome: Story = {
  ...mobileStory,
  play: async ({ canvasElement }) => {
    const back = await within(canvasElement).findByRole('link', { name: 'Back' }, { timeout: 5000 });
    await expect(back).toHaveAttribute('href', '/');
  },
};

/** On sign-in, the back bar leads to the marketing site. */
export const MobileLoginBackToSite: Story = {
  ...mobileStory,
  args: { path: '/login' },
  play: async ({ canvasElement }) => {
    const back = await within(canvasElement).findByRole('link', { name: 'Back' }, { timeout: 5000 });
    await expect(back.getAttribute('href')).toMatch(/^https:\/\/starcrew\.app/);
  },
};

export const FrenchMobile: Story = { ...mobileStory, globals: { ...mobileStory.globals, locale: 'fr' } };
