import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Form } from '../Form/Form.tsx';
import { UiProvider } from '../../testing/index.tsx';
import { normalisedDom } from '../../testing/normalisedDom.ts';
import { MultiSelect, multiSelectFieldLoads, type MultiSelectItem, type MultiSelectProps } from './MultiSelect.tsx';
import { MultiSelectField } from './MultiSelectField.tsx';

afterEach(cleanup);
// Each test starts as a page that never loaded the real MultiSelect.
beforeEach(() => multiSelectFieldLoads.reset());

const places: MultiSelectItem[] = [
  { id: 'lyon', name: 'Lyon' },
  { id: 'paris', name: 'Paris', description: 'Rue de Rivoli' },
  { id: 'lille', name: 'Lille', isDisabled: true },
  { id: 7, name: 'Boulangerie du Vieux-Port et des Quatre Saisons, Marseille 2e' },
];

type Props = Partial<MultiSelectProps<MultiSelectItem>>;
const cases: Array<[string, Props, ('en' | 'fr')?]> = [
  ['placeholder', {}],
  ['its own placeholder', { placeholder: 'All topics' }],
  ['values', { defaultValue: ['lyon', 'paris'] }],
  ['a controlled value, a number key', { value: [7, 'lyon'] }],
  ['every value and "Select all"', { defaultValue: ['lyon', 'paris', 7], hasSelectAll: true, name: 'locations' }],
  ['a name and a description', { defaultValue: ['paris'], name: 'locations', description: 'Where reviews count' }],
  ['required, native', { isRequired: true, name: 'locations' }],
  [
    'required and invalid with a message',
    { isRequired: true, isInvalid: true, errorMessage: 'At least one location must be selected' },
  ],
  ['live validation with a controlled verdict', { isRequired: true, validationBehavior: 'aria', isInvalid: false }],
  ['disabled with values', { isDisabled: true, defaultValue: ['lyon', 'paris'] }],
  ['an aria-label, no label', { label: undefined, 'aria-label': 'Locations', defaultValue: ['lyon'] }],
  ['a className and a value not in the list', { className: 'mine', defaultValue: ['nantes'] }],
  ['French', { defaultValue: ['lyon'] }, 'fr'],
];

describe('MultiSelect at rest', () => {
  it.each(cases)('should render the DOM react-aria renders, with %s', (_, props, locale = 'en') => {
    const args = { label: 'Locations', items: places, ...props };
    const shown = render(
      <UiProvider locale={locale}>
        <MultiSelect {...args} />
      </UiProvider>,
    ).container;
    const restHtml = normalisedDom(shown);
    cleanup();
    const expected = normalisedDom(
      render(
        <UiProvider locale={locale}>
          <MultiSelectField {...args} />
        </UiProvider>,
      ).container,
    );
    expect(restHtml).toBe(expected);
    expect(multiSelectFieldLoads.requests).toBe(0);
  });
});

describe('MultiSelect from rest to real', () => {
  const page = (props: Props) => (
    <UiProvider locale="en">
      <Form aria-label="Example" onSubmit={(event) => event.preventDefault()}>
        <MultiSelect label="Locations" name="locations" items={places} {...props} />
        <button type="submit">Continue</button>
      </Form>
    </UiProvider>
  );

  it('should submit the values of a MultiSelect still at rest', () => {
    render(page({ defaultValue: ['lyon', 7] }));
    const form = screen.getByRole('form', { name: 'Example' }) as HTMLFormElement;
    expect(new FormData(form).getAll('locations')).toEqual(['lyon', '7']);
    expect(multiSelectFieldLoads.requests).toBe(0);
  });

  it('should load at once for live validation it does not run (no controlled verdict)', async () => {
    render(page({ isRequired: true, validationBehavior: 'aria' }));
    await waitFor(() => expect(multiSelectFieldLoads.requests).toBe(1));
  });

  it('should remove a chip with Delete pressed on it before the real MultiSelect arrived', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(page({ defaultValue: ['lyon', 'paris'], onChange }));
    await user.tab();
    expect(screen.getByRole('row', { name: 'Lyon' })).toHaveFocus();
    await user.keyboard('{Delete}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['paris']));
    expect(multiSelectFieldLoads.requests).toBe(1);
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Lyon' })).not.toBeInTheDocument());
  });

  it('should remove a chip whose remove button a pointer pressed before the real MultiSelect arrived', async () => {
    const onChange = vi.fn();
    render(page({ defaultValue: ['lyon', 'paris'], onChange }));
    // Pressed at once, before the module can have arrived (no hover first).
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Remove Paris' }), {
      pointerType: 'mouse',
      pointerId: 1,
      button: 0,
    });
    expect(multiSelectFieldLoads.requests).toBe(1);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['lyon']));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('should remove a chip with Enter on its remove button focused at rest', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(page({ defaultValue: ['lyon', 'paris'], onChange }));
    screen.getByRole('button', { name: 'Remove Lyon' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['paris']));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('should open the list for a pointer press on the trigger drawn at rest', async () => {
    const user = userEvent.setup();
    render(page({}));
    await user.click(screen.getByRole('button', { name: /Locations/ }));
    expect(await screen.findByRole('option', { name: /Paris/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(multiSelectFieldLoads.requests).toBe(1);
  });

  it('should remove the last chip with Backspace on the trigger, focus kept', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(page({ defaultValue: ['lyon', 'paris'], onChange }));
    screen.getByRole('button', { name: /Locations/ }).focus();
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(['lyon']));
    expect(screen.getByRole('button', { name: /Locations/ })).toHaveFocus();
  });
});
