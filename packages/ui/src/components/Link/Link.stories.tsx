import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RouterProvider } from 'react-aria-components';
import { Matrix, mobileStory } from '../../docs/storyHelpers.tsx';
import { recipeOptions } from '../../utils/recipeOptions.ts';
import { Text } from '../Text/Text.tsx';
import { Link, type LinkProps } from './Link.tsx';
import { link } from './Link.css.ts';

const variants = recipeOptions(link, 'variant');

const meta = {
  title: 'UI/Actions/Link',
  component: Link,
  args: { href: '/manager/reviews', children: 'See all reviews', onPress: fn() },
  argTypes: { variant: { control: 'inline-radio', options: variants } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicks in stories go to a fake router instead of leaving Storybook. */
const navigate = fn();
const withRouter = (Story: () => React.ReactNode) => <RouterProvider navigate={navigate}>{Story()}</RouterProvider>;

export const Default: Story = {
  decorators: [withRouter],
  render: (args) => (
    <Text>
      Your team collected 12 reviews this week. <Link {...args} />.
    </Text>
  ),
};

export const Standalone: Story = {
  args: { variant: 'standalone', href: '/forgot-password', children: 'Forgot password?' },
  decorators: [withRouter],
};

/** Enter follows the link; under a RouterProvider it is client-side navigation. */
export const KeyboardNavigation: Story = {
  decorators: [withRouter],
  play: async ({ args, canvas }) => {
    navigate.mockClear();
    await userEvent.tab();
    const anchor = canvas.getByRole('link', { name: 'See all reviews' });
    await expect(anchor).toHaveFocus();
    await expect(anchor).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(navigate).toHaveBeenCalledWith('/manager/reviews', undefined);
  },
};

export const External: Story = {
  args: { href: 'https://support.google.com/business', target: '_blank', children: 'Google Business Profile help' },
  play: async ({ canvas }) => {
    const anchor = canvas.getByRole('link', { name: 'Google Business Profile help (opens in a new tab)' });
    await expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const ExternalFrench: Story = {
  ...External,
  globals: { locale: 'fr' },
  args: { href: 'https://support.google.com/business', target: '_blank', children: 'Aide Google Business Profile' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Aide Google Business Profile (s’ouvre dans un nouvel onglet)' }),
    ).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link')).not.toHaveFocus();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: { children: 'Consulterl’ensembledesavisdel’établissementprincipaldeLyonPartDieu' },
  decorators: [withRouter, (Story) => <div style={{ width: 240 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const frame = canvasElement.firstElementChild as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth + 1);
  },
};

export const Mobile: Story = { ...mobileStory, args: { variant: 'standalone' }, decorators: [withRouter] };

const states: Array<{ label: string; props: Partial<LinkProps> }> = [
  { label: 'rest', props: {} },
  { label: 'external', props: { href: 'https://example.com', target: '_blank' } },
  { label: 'disabled', props: { isDisabled: true } },
];

export const Catalog: Story = {
  decorators: [withRouter],
  render: (args) => (
    <Matrix
      columns={states.map((s) => s.label)}
      rows={variants.map((variant) => ({
        label: variant,
        cells: states.map((state) => (
          <Link key={state.label} {...args} variant={variant} {...state.props}>
            View campaign
          </Link>
        )),
      }))}
    />
  ),
};
