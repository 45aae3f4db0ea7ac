import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Matrix, mobileStory } from '../../docs/storyHelpers.tsx';
import { Pagination } from './Pagination.tsx';

const meta = {
  title: 'UI/Data/Pagination',
  component: Pagination,
  args: { total: 42, onChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1–10 of 42')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  },
};

/** Tab to "Next page", press Enter: onChange gets page 2 and the range follows. */
export const NextPage: Story = {
  play: async ({ args, canvas }) => {
    const next = canvas.getByRole('button', { name: 'Next page' });
    while (canvas.getByRole('navigation').ownerDocument.activeElement !== next) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByText('11–20 of 42')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};

export const LastPage: Story = {
  args: { defaultPage: 5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('41–42 of 42')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

/** Tabs to the button named `name`, the way a keyboard user reaches it. */
async function tabTo(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], name: string) {
  const button = canvas.getByRole('button', { name });
  while (button.ownerDocument.activeElement !== button) await userEvent.tab();
  return button;
}

/**
 * "Next page" with the keyboard onto the last page: the button it disables cannot keep focus,
 * so "Previous page" takes it (not the page's body), where the person can go on.
 */
export const KeyboardToLastPage: Story = {
  args: { defaultPage: 4 },
  play: async ({ args, canvas }) => {
    const next = await tabTo(canvas, 'Next page');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(5);
    await expect(canvas.getByText('41–42 of 42')).toBeVisible();
    await expect(next).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveFocus());
    // And the person goes on from there: Enter pages back.
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
  },
};

/**
 * Controlled, with the page following a moment after the press, as a route's loader does in
 * the console (the URL changes, then the data comes): the focus moves once the last page shows.
 * The same picture as KeyboardToLastPage.
 */
export const KeyboardToLastPageControlled: Story = {
  tags: ['skip-visual'],
  args: { page: 4 },
  render: function ControlledPagination(args) {
    const [page, setPage] = useState(args.page ?? 1);
    const onChange = (next: number) => {
      args.onChange?.(next);
      setTimeout(() => setPage(next), 100);
    };
    return <Pagination {...args} page={page} onChange={onChange} />;
  },
  play: async ({ args, canvas }) => {
    await tabTo(canvas, 'Next page');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(5);
    await expect(await canvas.findByText('41–42 of 42')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveFocus());
  },
};

/** "Previous page" with the keyboard onto the first page: "Next page" takes the focus. */
export const KeyboardToFirstPage: Story = {
  args: { defaultPage: 2 },
  play: async ({ args, canvas }) => {
    const previous = await tabTo(canvas, 'Previous page');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(1);
    await expect(canvas.getByText('1–10 of 42')).toBeVisible();
    await expect(previous).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Next page' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

/** Many pages: first, last and the current page's neighbours, gaps between. */
export const ManyPages: Story = {
  args: { total: 12_480, defaultPage: 40 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('391–400 of 12,480')).toBeVisible();
    // Previous, 1, 39, 40, 41, 1,248, next: the gaps are not buttons.
    await expect(canvas.getAllByRole('button')).toHaveLength(7);
  },
};

export const Empty: Story = { args: { total: 0 } };

export const French: Story = {
  globals: { locale: 'fr' },
  args: { total: 12_480, defaultPage: 40 },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(nav).getByText(/^391–400 sur 12\s480$/)).toBeVisible();
    await expect(within(nav).getByRole('button', { name: 'Page suivante' })).toBeEnabled();
  },
};

/** On a phone only previous and next remain, beside the range. */
export const Mobile: Story = {
  ...mobileStory,
  args: { total: 120, defaultPage: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Page 3' })).not.toBeInTheDocument();
  },
};

const cases = [
  { label: 'first of 5', total: 42, page: 1 },
  { label: 'middle of 5', total: 42, page: 3 },
  { label: 'middle of 100', total: 1000, page: 50 },
  { label: 'single page', total: 7, page: 1 },
];

export const Catalog: Story = {
  render: (args) => (
    <Matrix
      columns={['pagination']}
      rows={cases.map((c) => ({
        label: c.label,
        cells: [
          <div key="p" style={{ width: 560 }}>
            <Pagination {...args} total={c.total} defaultPage={c.page} />
          </div>,
        ],
      }))}
    />
  ),
};
