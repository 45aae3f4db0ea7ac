import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mobileStory, PlusIcon } from '../../docs/storyHelpers.tsx';
import { Button } from '../Button/Button.tsx';
import { Tooltip, TooltipTrigger } from './Tooltip.tsx';

const placements = ['top', 'bottom', 'start', 'end'] as const;

const meta = {
  title: 'UI/Overlays/Tooltip',
  component: Tooltip,
  args: { children: 'New campaign' },
  argTypes: { placement: { control: 'select', options: placements } },
  decorators: [(Story) => <div style={{ padding: '56px 24px' }}>{Story()}</div>],
  render: (args) => (
    <TooltipTrigger>
      <Button variant="secondary" icon={<PlusIcon />} aria-label="New campaign" />
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard focus opens it at once and describes the button; Escape hides it. */
export const OnFocus: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    const body = within(canvasElement.ownerDocument.body);
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('New campaign');
    await expect(canvas.getByRole('button')).toHaveAccessibleDescription('New campaign');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** Hover opens it after the delay (600 ms; at once while another tooltip was just shown). */
export const OnHover: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    // react-aria opens on hover only once the person is using a pointer.
    await userEvent.click(canvasElement);
    await userEvent.hover(canvas.getByRole('button'));
    const tooltip = await body.findByRole('tooltip', {}, { timeout: 2000 });
    // Visible once its fade-in ends.
    await waitFor(() => expect(tooltip).toBeVisible());
  },
};

export const LongFrenchText: Story = {
  globals: { locale: 'fr' },
  args: { children: 'Créeruneinvitationpourtouslesvendeursdel’établissementprincipal' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tooltip.scrollWidth).toBeLessThanOrEqual(tooltip.clientWidth + 1);
  },
};

export const Mobile: Story = {
  ...mobileStory,
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await within(canvasElement.ownerDocument.body).findByRole('tooltip');
  },
};

/** Every placement, shown open. */
export const Catalog: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 120, padding: '24px 96px' }}>
      {placements.map((placement) => (
        <TooltipTrigger key={placement} isOpen>
          <Button variant="secondary">{placement}</Button>
          <Tooltip {...args} placement={placement} />
        </TooltipTrigger>
      ))}
    </div>
  ),
};
