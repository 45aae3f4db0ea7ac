import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileStory } from '@starcrew/ui/testing';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent } from 'storybook/test';
import { managersApi } from '../managers/managersStory.tsx';
import { managerUser, ready, settingsMeta, signInAs, validationError } from './settingsStory.tsx';

/** My account, Manage Password and Role Management tabs. */
const meta = {
  ...settingsMeta,
  title: 'Console/Settings/Password and roles',
  args: { ...settingsMeta.args, path: '/settings?tab=password' },
} satisfies Meta<typeof settingsMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvas: Awaited<ReturnType<typeof ready>>, current: string, next: string, confirmation = next) => {
  await userEvent.type(await canvas.findByLabelText(/^Current password/), current);
  await userEvent.type(canvas.getByLabelText(/^New password/), next);
  await userEvent.type(canvas.getByLabelText(/^Confirm new password/), confirmation);
};

export const Password: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Manage Password', selected: true })).toBeVisible();
  },
};

export const PasswordFrench: Story = { globals: { locale: 'fr' } };

export const PasswordMobile: Story = { ...mobileStory };

export const PasswordMismatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await fill(canvas, 'Starcrew-demo-2026', 'Brand-new-pass-7', 'Brand-new-pass-8');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('The passwords do not match')).toBeVisible();
  },
};

/** 422 on the current password: shown on that field, everything typed kept. */
export const WrongCurrentPassword: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/change-password', () =>
        HttpResponse.json(validationError({ current_password: 'The current password is incorrect.' }), {
          status: 422,
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await fill(canvas, 'not-my-password-1', 'Brand-new-pass-7');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('The current password is incorrect.')).toBeVisible();
    await expect(canvas.getByLabelText(/^New password/)).toHaveValue('Brand-new-pass-7');
  },
};

export const PasswordSaving: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/change-password', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await fill(canvas, 'Starcrew-demo-2026', 'Brand-new-pass-7');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByRole('button', { name: /Change password/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Changed: the server's message, and the fields empty again. */
export const PasswordChanged: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/change-password', () =>
        HttpResponse.json({ data: null, message: 'Your password has been changed.' }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await fill(canvas, 'Starcrew-demo-2026', 'Brand-new-pass-7');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText('Your password has been changed.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Current password/)).toHaveValue('');
  },
};

/** Role Management (the owner's tab): the same managers panel as My Managers, its heading an h2. */
export const RoleManagement: Story = {
  args: { path: '/settings?tab=roles' },
  beforeEach: ({ msw }) => {
    msw.use(...managersApi());
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Role Management' })).toBeVisible();
    await expect(await canvas.findByRole('rowheader', { name: /^Hugo Martin/ }, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add a manager' })).toBeVisible();
  },
};

export const RoleManagementFrench: Story = {
  args: RoleManagement.args,
  beforeEach: RoleManagement.beforeEach,
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await canvas.findByRole('rowheader', { name: /^Hugo Martin/ }, { timeout: 4000 });
  },
};

export const RoleManagementMobile: Story = { ...RoleManagement, ...mobileStory };

/** A manager: only the owner manages managers, so no Role Management tab, even by its address. */
export const RoleManagementNotForManagers: Story = {
  tags: ['skip-visual'],
  args: { path: '/settings?tab=roles' },
  beforeEach: () => signInAs(managerUser),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.queryByRole('tab', { name: 'Role Management' })).toBeNull();
    await expect(canvas.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
  },
};
