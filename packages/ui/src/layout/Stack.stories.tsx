import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../tokens/contract.css.ts';
import { scaleSteps } from '../utils/scaleSteps.ts';
import { Box } from './Box.tsx';
import { Stack, stackAligns } from './Stack.tsx';

const Item = ({ children }: { children: string }) => (
  <Box
    background="accentSoft"
    borderRadius="075"
    paddingX="150"
    paddingY="100"
    style={{ color: vars.color.text.accent }}
  >
    {children}
  </Box>
);

const meta = {
  title: 'UI/Layout/Stack',
  component: Stack,
  args: { space: '200', align: 'stretch' },
  argTypes: {
    space: { control: 'select', options: scaleSteps(vars.space) },
    align: { control: 'inline-radio', options: stackAligns },
  },
  render: (args) => (
    <Stack {...args}>
      <Item>Total reviews</Item>
      <Item>Average rating</Item>
      <Item>Active members</Item>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Total reviews')).toBeVisible();
  },
};

/** The gap follows the viewport: tight on mobile, roomier from the sidebar breakpoint. */
export const Responsive: Story = {
  args: { space: { mobile: '100', tablet: '200', desktop: '400' } },
};

/** Every alignment; the options come from the component's own list. */
export const Catalog: Story = {
  render: (args) => (
    <Box display="grid" gap="300" style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
      {stackAligns.map((align) => (
        <Stack key={align} {...args} align={align} space="100" background="sunken" padding="150" borderRadius="100">
          <span>{align}</span>
          <Item>Seller</Item>
          <Item>Manager</Item>
        </Stack>
      ))}
    </Box>
  ),
};
