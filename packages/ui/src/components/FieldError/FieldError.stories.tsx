import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Input, Label, TextField as AriaTextField } from 'react-aria-components';
import { FieldError } from './FieldError.tsx';

/** FieldError inside a bare react-aria field: what a custom field built on `ui` would do. */
const meta = {
  title: 'UI/Forms/FieldError',
  component: FieldError,
  render: (args) => (
    <AriaTextField isInvalid defaultValue="12" style={{ display: 'grid', gap: 6, maxWidth: 320 }}>
      <Label>Target score</Label>
      <Input />
      <FieldError {...args} />
    </AriaTextField>
  ),
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { children: 'Target score must be between 0 and 5' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription('Target score must be between 0 and 5');
  },
};

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: { children: 'Lescoreciblesdoitêtrecomprisentre0et5pourêtreatteignableparl’équipe' },
};
