import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  Button,
  ConfirmDialog,
  Dialog,
  DialogTrigger,
  Menu,
  MenuItem,
  MenuTrigger,
  MultiSelect,
  Option,
  Select,
  Tooltip,
  TooltipTrigger,
} from './index.ts';
import { Cell, Column, Row, Table, TableBody, TableHeader } from './index.ts';
import { UiProvider } from './testing/index.tsx';

// Each overlay's lazy module, counted as it is imported (packages/ui/DECISIONS.md, "Overlays load
// on first open"): a mocked module's factory runs when the module is first imported.
const loads = vi.hoisted(() => ({ menu: 0, list: 0, tooltip: 0, modal: 0 }));
vi.mock('./components/Menu/MenuPopover.tsx', async (importOriginal) => {
  loads.menu += 1;
  return importOriginal();
});
vi.mock('./components/ListBox/ListBoxPopover.tsx', async (importOriginal) => {
  loads.list += 1;
  return importOriginal();
});
// The real Select (react-aria's Select, ListBox and collections): a closed Select is drawn without it.
const selectLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./components/Select/SelectField.tsx', async (importOriginal) => {
  selectLoads.count += 1;
  return importOriginal();
});
// The real MultiSelect (react-aria's Select, ListBox, TagGroup and collections): a closed one is drawn without it.
const multiSelectLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./components/MultiSelect/MultiSelectField.tsx', async (importOriginal) => {
  multiSelectLoads.count += 1;
  return importOriginal();
});
// The real Table (react-aria's Table, collections, selection, grid keyboard): a Table is drawn without it.
const tableLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./components/Table/TableReal.tsx', async (importOriginal) => {
  tableLoads.count += 1;
  return importOriginal();
});
vi.mock('./components/Tooltip/TooltipContent.tsx', async (importOriginal) => {
  loads.tooltip += 1;
  return importOriginal();
});
vi.mock('./components/Dialog/ModalContent.tsx', async (importOriginal) => {
  loads.modal += 1;
  return importOriginal();
});

// ConfirmDialog's body and modal (packages/ui/DECISIONS.md, "A closed dialog's trigger without the dialog").
const confirmLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./components/ConfirmDialog/ConfirmDialogContent.tsx', async (importOriginal) => {
  confirmLoads.count += 1;
  return importOriginal();
});

afterEach(cleanup);

function Page() {
  return (
    <UiProvider locale="en">
      <MenuTrigger>
        <Button>Account</Button>
        <Menu aria-label="Account">
          <MenuItem id="profile">My profile</MenuItem>
        </Menu>
      </MenuTrigger>
      <Select label="Location" defaultSelectedKey="lyon">
        <Option id="lyon">Lyon</Option>
        <Option id="paris">Paris</Option>
      </Select>
      <MultiSelect
        label="Topics"
        items={[
          { id: 'service', name: 'Service' },
          { id: 'price', name: 'Price' },
        ]}
        defaultValue={['service']}
      />
      <TooltipTrigger>
        <Button>Help</Button>
        <Tooltip>Opens the guide</Tooltip>
      </TooltipTrigger>
      <Table aria-label="Sellers" selectionMode="multiple">
        <TableHeader>
          <Column id="name" isRowHeader allowsSorting>
            Seller
          </Column>
        </TableHeader>
        <TableBody items={[{ id: 'lea', name: 'Léa' }]}>
          {(seller) => (
            <Row id={seller.id}>
              <Cell>{seller.name}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
      <DialogTrigger>
        <Button>Upgrade</Button>
        <Dialog title="Plan limit reached">Upgrade to add more locations.</Dialog>
      </DialogTrigger>
    </UiProvider>
  );
}

describe('overlays load on first open, not with the page', () => {
  it('should render every closed trigger, the Select its value, without loading an overlay', async () => {
    render(<Page />);
    expect(screen.getByRole('button', { name: 'Account' })).toHaveAttribute('aria-haspopup', 'true');
    // The closed Select still knows its options (react-aria's hidden copy): it shows the value.
    expect(screen.getByRole('button', { name: /Lyon/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade' })).toHaveAttribute('aria-expanded', 'false');
    // Any import() the render started has settled by now: none did.
    await vi.dynamicImportSettled();
    expect(loads).toEqual({ menu: 0, list: 0, tooltip: 0, modal: 0 });
    expect(selectLoads.count).toBe(0);
    // The closed MultiSelect draws its chips and count without its real module.
    expect(screen.getByRole('row', { name: 'Service' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /1 selected Topics/ })).toBeInTheDocument();
    expect(multiSelectLoads.count).toBe(0);
    // The Table draws its rows, checkboxes and sortable columns without its real module.
    expect(screen.getByRole('rowheader', { name: 'Léa' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Seller' })).toHaveAttribute('aria-sort', 'none');
    expect(tableLoads.count).toBe(0);
  });

  // packages/ui/DECISIONS.md, "A Table is drawn without react-aria's until intent".
  it('should fetch the real Table when the pointer enters it, and swap it in on a press', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await vi.dynamicImportSettled();
    expect(tableLoads.count).toBe(0);
    const drawn = screen.getByRole('grid', { name: 'Sellers' });
    await user.hover(screen.getByRole('rowheader', { name: 'Léa' }));
    await waitFor(() => expect(tableLoads.count).toBe(1));
    // The pointer only fetched it; a press on a checkbox swaps the real table in and is done again there.
    expect(screen.getByRole('grid', { name: 'Sellers' })).toBe(drawn);
    await user.click(screen.getByRole('checkbox', { name: /Léa/ }));
    await waitFor(() => expect(screen.getByRole('row', { name: /Léa/ })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('grid', { name: 'Sellers' })).not.toBe(drawn);
  });

  // packages/ui/DECISIONS.md, "Menus load on intent": the menu's module holds its trigger's code
  // and react-aria's menu and collection too, so it waits for the person to reach the trigger.
  it('should load the menu when focus reaches its trigger, before any press, and open it from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const trigger = screen.getByRole('button', { name: 'Account' });
    await vi.dynamicImportSettled();
    expect(loads.menu).toBe(0);
    await user.tab();
    expect(trigger).toHaveFocus();
    await waitFor(() => expect(loads.menu).toBe(1));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveFocus());
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('should load each overlay when it opens, and open it as before', async () => {
    const user = userEvent.setup();
    render(<Page />);

    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('menuitem', { name: 'My profile' })).toBeInTheDocument();
    expect(loads.menu).toBe(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /Lyon/ }));
    // Two modules to load (the real Select, then its list): the list opens once both are here.
    expect(await screen.findByRole('option', { name: 'Paris' }, { timeout: 5000 })).toBeInTheDocument();
    expect(selectLoads.count).toBe(1);
    expect(loads.list).toBe(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: /Topics/ }));
    // The real MultiSelect, then its list (already here: the Select's).
    expect(await screen.findByRole('option', { name: 'Price' }, { timeout: 5000 })).toBeInTheDocument();
    expect(multiSelectLoads.count).toBe(1);
    expect(loads.list).toBe(1);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByRole('dialog', { name: 'Plan limit reached' })).toBeInTheDocument();
    expect(loads.modal).toBe(1);
  });

  it('should start loading a tooltip when the pointer reaches its trigger, before it shows', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.hover(screen.getByRole('button', { name: 'Help' }));
    await waitFor(() => expect(loads.tooltip).toBe(1));
    expect(await screen.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent('Opens the guide');
  });
});

// packages/ui/DECISIONS.md, "A closed dialog's trigger without the dialog": our DialogTrigger gives its
// button what react-aria-components' does, and ConfirmDialog's body loads with its first opening
// (or the intent before it), focus moving in as before.
describe('closed dialogs load on intent or first open, not with the page', () => {
  function ConfirmPage() {
    return (
      <UiProvider locale="en">
        <DialogTrigger>
          <Button>Delete account</Button>
          <ConfirmDialog tone="danger" title="Delete your account?" confirmationWord="DELETE">
            Everything is deleted.
          </ConfirmDialog>
        </DialogTrigger>
      </UiProvider>
    );
  }

  it('should load the confirmation when focus reaches its trigger, and move focus into it on open', async () => {
    const user = userEvent.setup();
    render(<ConfirmPage />);
    const trigger = screen.getByRole('button', { name: 'Delete account' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await vi.dynamicImportSettled();
    expect(confirmLoads.count).toBe(0);
    await user.tab();
    expect(trigger).toHaveFocus();
    await waitFor(() => expect(confirmLoads.count).toBe(1));
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', dialog.id);
    // The typed word is the dialog's point: it takes the focus (autoFocus), inside the dialog.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Type DELETE to confirm' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // Focus going back to the trigger needs a real browser (jsdom never runs react-aria's restore,
    // with react-aria-components' DialogTrigger either): the DialogTrigger stories check it.
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(confirmLoads.count).toBe(1);
  });
});
