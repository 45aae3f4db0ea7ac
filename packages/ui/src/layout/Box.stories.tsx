import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../tokens/contract.css.ts';
import { Box } from './Box.tsx';

/** The primitive under Stack and Inline: sprinkles for space, colour, radius and layout. */
const meta = {
  title: 'UI/Layout/Box',
  component: Box,
  args: {
    background: 'surface',
    borderRadius: '100',
    padding: '300',
    children: 'Maison Dorée — Paris 11e',
  },
  render: (args) => (
    <Box {...args} style={{ color: vars.color.text.default, border: `1px solid ${vars.color.border.subtle}` }} />
  ),
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Maison Dorée — Paris 11e')).toBeVisible();
  },
};

/** Responsive values: tighter padding on phones, roomier from the tablet width up. */
export const Responsive: Story = {
  args: { padding: { mobile: '100', tablet: '300', desktop: '500' }, background: 'accentSoft' },
};
