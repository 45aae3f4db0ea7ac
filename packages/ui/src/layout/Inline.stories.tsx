import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../components/Button/Button.tsx';
import { vars } from '../tokens/contract.css.ts';
import { scaleSteps } from '../utils/scaleSteps.ts';
import { Box } from './Box.tsx';
import { Inline, inlineAligns } from './Inline.tsx';

const meta = {
  title: 'UI/Layout/Inline',
  component: Inline,
  args: { space: '100', align: 'start', alignY: 'center' },
  argTypes: {
    space: { control: 'select', options: scaleSteps(vars.space) },
    align: { control: 'inline-radio', options: inlineAligns },
  },
  render: (args) => (
    <Inline {...args}>
      <Button variant="secondary">Export</Button>
      <Button variant="secondary">Assign</Button>
      <Button>Respond</Button>
    </Inline>
  ),
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
  },
};

/** Every distribution; the options come from the component's own list. */
export const Catalog: Story = {
  render: (args) => (
    <Box display="flex" flexDirection="column" gap="200">
      {inlineAligns.map((align) => (
        <Inline key={align} {...args} align={align} background="sunken" padding="150" borderRadius="100">
          <Button variant="ghost" size="sm">
            {align}
          </Button>
          <Button variant="secondary" size="sm">
            Cancel
          </Button>
          <Button size="sm">Save</Button>
        </Inline>
      ))}
    </Box>
  ),
};
