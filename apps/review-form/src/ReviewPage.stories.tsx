import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileStory } from '@starcrew/ui/testing';
import { expect, userEvent, within } from 'storybook/test';
import { ReviewPage } from './ReviewPage.tsx';

/** The public page a customer opens from a seller's QR code. */
const meta = {
  title: 'ReviewForm/ReviewPage',
  component: ReviewPage,
  args: { target: { locationId: 'loc-paris-11', code: 'LEA7Q' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ReviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const French: Story = { globals: { locale: 'fr' } };

export const Mobile: Story = { ...mobileStory };

export const IncompleteLink: Story = { args: { target: null } };

export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send my review' }));
    await expect(await canvas.findByText('Please enter your review')).toBeVisible();
    await expect(canvas.getByText('Please enter your first name')).toBeVisible();
    await expect(canvas.getByText('Please enter your email')).toBeVisible();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Email/), 'not-an-email');
    await userEvent.tab();
    await expect(await canvas.findByText('Please enter a valid email')).toBeVisible();
  },
};
