import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileStory } from '@starcrew/ui/testing';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ownerUser } from '../../testing/fixtures.ts';
import { fileInput, pngFile, ready, sellerUser, settingsMeta, signInAs, validationError } from './settingsStory.tsx';

/** My account, Profile tab: the owner's view (picture, personal information, billing, danger zone). */
const meta = { ...settingsMeta, title: 'Console/Settings/Profile' } satisfies Meta<typeof settingsMeta.component>;

export default meta;
type Story = StoryObj<typeof meta>;

const saved = { ...ownerUser, first_name: 'Camille-Anne', full_name: 'Camille-Anne Laurent' };

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Role Management' })).toBeVisible();
    await expect(canvas.getByLabelText(/^First name/)).toHaveValue('Camille');
    await expect(canvas.getByRole('heading', { name: 'Billing information' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Danger zone' })).toBeVisible();
  },
};

export const French: Story = { globals: { locale: 'fr' } };

export const Mobile: Story = { ...mobileStory };

/** Saved: the server's message, the new name in the top bar, the form as typed. */
export const Saved: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/update-profile', () =>
        HttpResponse.json({ data: saved, message: 'Your profile has been updated.' }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const firstName = await canvas.findByLabelText(/^First name/);
    await userEvent.type(firstName, '-Anne');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText('Your profile has been updated.')).toBeVisible();
    await expect(canvas.getByText('Camille-Anne Laurent')).toBeVisible();
    await expect(firstName).toHaveValue('Camille-Anne');
  },
};

export const Saving: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/update-profile', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save changes' }));
    await expect(canvas.getByRole('button', { name: /Save changes/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** 422: the message sits on its field and what was typed stays. */
export const EmailTaken: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/update-profile', () =>
        HttpResponse.json(validationError({ email: 'This email is already in use.' }), { status: 422 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const email = await canvas.findByRole('textbox', { name: /^Email/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'hugo@maison-doree.fr');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText('This email is already in use.')).toBeVisible();
    await expect(email).toHaveValue('hugo@maison-doree.fr');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  },
};

export const RequiredNames: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.clear(await canvas.findByLabelText(/^First name/));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText('Please enter your first name')).toBeVisible();
  },
};

export const ServerError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      // A message of its own, told apart from any other call's toast.
      http.post('/api/v1/update-profile', () =>
        HttpResponse.json({ message: 'The profile service is down for maintenance.' }, { status: 503 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    // Said once, by the API client's error toast (spec section 8); the form keeps its values.
    const page = within(canvasElement.ownerDocument.body);
    // The toast fades in: visible once its entry animation has run.
    await waitFor(() => expect(page.getByText('The profile service is down for maintenance.')).toBeVisible(), {
      timeout: 5000,
    });
    await expect(canvas.getByLabelText(/^First name/)).toHaveValue('Camille');
  },
};

/** A good picture goes up; the server's message confirms it. */
export const ImageUploaded: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/update-image', () =>
        HttpResponse.json({ data: ownerUser, message: 'Your profile picture has been updated.' }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await canvas.findByRole('button', { name: 'Change photo' });
    await userEvent.upload(fileInput(canvasElement), pngFile());
    await expect(await canvas.findByText('Your profile picture has been updated.')).toBeVisible();
  },
};

/** Over 2 MB: refused in the browser, nothing is sent. */
export const ImageTooBig: Story = {
  beforeEach: ({ msw }) => {
    msw.use(http.post('/api/v1/update-image', () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await canvas.findByRole('button', { name: 'Change photo' });
    await userEvent.upload(fileInput(canvasElement), pngFile('huge.png', 2 * 1024 * 1024 + 1));
    await expect(await canvas.findByText('This file is larger than 2 MB.')).toBeVisible();
  },
};

export const ImageWrongType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await canvas.findByRole('button', { name: 'Change photo' });
    const gif = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38])], 'anim.gif', { type: 'image/gif' });
    // The file input accepts only images: `applyAccept: false` lets the wrong type through, as a drop would.
    await userEvent.upload(fileInput(canvasElement), gif, { applyAccept: false });
    await expect(await canvas.findByText('This file is not a PNG, JPEG or WebP image.')).toBeVisible();
  },
};

/** The server refuses the content (422 on `image`): the message shows under the picture. */
export const ImageRejectedByServer: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      http.post('/api/v1/update-image', () =>
        HttpResponse.json(validationError({ image: 'The image must be a PNG, JPEG or WebP file.' }), {
          status: 422,
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await canvas.findByRole('button', { name: 'Change photo' });
    await userEvent.upload(fileInput(canvasElement), pngFile());
    await waitFor(() => expect(canvas.getByText('The image must be a PNG, JPEG or WebP file.')).toBeVisible());
  },
};

/** A seller: no Role Management tab, no billing, no danger zone. */
export const Seller: Story = {
  beforeEach: () => signInAs(sellerUser),
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Profile' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Manage Password' })).toBeVisible();
    await expect(canvas.queryByRole('tab', { name: 'Role Management' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Danger zone' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Billing information' })).toBeNull();
  },
};

/**
 * The billing card's button loads the modal's code on intent and opens it on the stored info
 * (apps/console/src/features/billing/DECISIONS.md, "The billing info modal loads on intent"):
 * from the keyboard, focus moves into the modal and, on Escape, back to the button.
 * Its picture is the billing modal's (Console/Billing).
 */
export const BillingInfoFromKeyboard: Story = {
  tags: ['skip-visual'],
  beforeEach: ({ msw }) => {
    msw.use(
      http.get('/api/v1/manager/billing-info', () =>
        HttpResponse.json({ data: { profile: null, billing_info: ownerUser.billing_info } }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Edit billing information' });
    button.focus();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Billing information' });
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};
