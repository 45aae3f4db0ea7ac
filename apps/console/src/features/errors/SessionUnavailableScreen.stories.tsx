import { mobileStory } from '@starcrew/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SessionUnavailableScreen } from './SessionUnavailableScreen.tsx';

/**
 * A page opened with a stored session whose check could not be downloaded (offline, or a deploy
 * replaced the files): the spec's network error and "Try again" (the e2e `session-restore.spec.ts`
 * runs it in the built console).
 */
const meta = {
  title: 'Console/Errors/SessionUnavailable',
  component: SessionUnavailableScreen,
  args: { isPending: false, onRetry: fn() },
} satisfies Meta<typeof SessionUnavailableScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The message, said as an alert, and "Try again" reached and pressed with the keyboard. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'The page could not finish loading' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Connection error: Unable to reach the server.');
    await userEvent.tab();
    const retry = canvas.getByRole('button', { name: 'Try again' });
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Trying again: the button says so and waits. */
export const Retrying: Story = {
  args: { isPending: true },
  play: async ({ args, canvas }) => {
    const retry = canvas.getByRole('button', { name: /Try again/ });
    await expect(retry).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('La page n’a pas pu finir de se charger');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erreur de connexion');
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

export const Mobile: Story = { ...mobileStory, globals: { ...mobileStory.globals, locale: 'fr' } };
