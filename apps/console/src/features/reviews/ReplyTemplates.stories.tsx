import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileStory } from '@starcrew/ui/testing';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ConsoleStory } from '../../testing/ConsoleStory.tsx';
import { reviewsMeta } from './reviewsStory.tsx';

/** The inbox's reply templates (issue 14): edited in place, deleted after a confirmation. */
const meta = {
  ...reviewsMeta,
  title: 'Console/Reviews/ReplyTemplates',
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConsoleStory>;
export default meta;
type Story = StoryObj<typeof meta>;

const openTemplates = async (canvasElement: HTMLElement, name: RegExp = /^(Reply templates|Modèles de réponse)$/) => {
  await meta.play({ canvasElement } as never);
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name }, { timeout: 4000 }));
  return within(canvasElement.ownerDocument.body);
};

export const List: Story = {
  play: async ({ canvasElement }) => {
    const body = await openTemplates(canvasElement);
    const dialog = within(await body.findByRole('dialog', { name: 'Reply templates' }));
    // The dialog fades in: visible once it has.
    await waitFor(() => expect(dialog.getByText('Merci {first_name} !')).toBeVisible());
  },
};

export const Edit: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/manager/reply-templates/:id', async ({ request }) =>
        HttpResponse.json({
          data: { id: 't1', ...((await request.json()) as object), updated_at: '2026-03-02T00:00:00.000Z' },
          message: 'The template has been saved.',
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const body = await openTemplates(canvasElement);
    const dialog = within(await body.findByRole('dialog', { name: 'Reply templates' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Edit the template Merci' }));
    await expect(dialog.getByRole('textbox', { name: /Title/ })).toHaveValue('Merci');
    await expect(dialog.getByRole('textbox', { name: /Text/ })).toHaveValue('Merci {first_name} !');
  },
};

export const ConfirmDelete: Story = {
  play: async ({ canvasElement }) => {
    const body = await openTemplates(canvasElement);
    const dialog = within(await body.findByRole('dialog', { name: 'Reply templates' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete the template Merci' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Delete this template?' });
    await waitFor(() => expect(within(confirm).getByText(/“Merci” is removed for every manager/)).toBeVisible());
  },
};

export const ConfirmDeleteFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const body = await openTemplates(canvasElement);
    const dialog = within(await body.findByRole('dialog', { name: 'Modèles de réponse' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Supprimer le modèle Merci' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Supprimer ce modèle ?' });
    await waitFor(() => expect(confirm).toBeVisible());
  },
};

export const EditMobile: Story = { ...Edit, ...mobileStory };
