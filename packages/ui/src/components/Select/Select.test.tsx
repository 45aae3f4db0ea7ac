import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Form } from '../Form/Form.tsx';
import { UiProvider } from '../../testing/index.tsx';
import { normalisedDom } from '../../testing/normalisedDom.ts';
import { Option } from '../ListBox/Option.tsx';
import { Select, selectFieldLoads } from './Select.tsx';
import type { SelectProps } from './selectShared.tsx';
import { SelectField } from './SelectField.tsx';

afterEach(cleanup);
// Each test starts as a page that never loaded the real Select.
beforeEach(() => selectFieldLoads.reset());

interface Place {
  id: string;
  name: string;
}
const places: Place[] = [
  { id: 'lyon', name: 'Lyon' },
  { id: 'paris', name: 'Paris' },
  { id: 'long', name: 'Boulangerie du Vieux-Port et des Quatre Saisons, Marseille 2e' },
];

function dynamic(props: Partial<SelectProps<Place>>) {
  const args = { label: 'Location', items: places, ...props };
  return {
    rest: <Select<Place> {...args}>{(place) => <Option id={place.id}>{place.name}</Option>}</Select>,
    real: <SelectField<Place> {...args}>{(place) => <Option id={place.id}>{place.name}</Option>}</SelectField>,
  };
}

function staticOptions(props: Partial<SelectProps<object>>) {
  const options = [
    <Option key="all" id="all">
      All sources
    </Option>,
    <Option key="google" id="google" textValue="Google reviews">
      <strong>Google</strong>
    </Option>,
    false,
    <>
      <Option id="form">Form</Option>
    </>,
  ];
  const args = { label: 'Source', ...props };
  return { rest: <Select {...args}>{options}</Select>, real: <SelectField {...args}>{options}</SelectField> };
}

const cases: Array<[string, { rest: React.ReactElement; real: React.ReactElement }]> = [
  ['placeholder', dynamic({})],
  ['a value', dynamic({ defaultValue: 'paris' })],
  ['a selected key, controlled', dynamic({ selectedKey: 'lyon' })],
  ['a value not in the list', dynamic({ value: 'nantes' })],
  ['a value cut at 50 characters', dynamic({ defaultValue: 'long' })],
  [
    'an aria-label, no label',
    dynamic({ label: undefined, 'aria-label': 'Location', placeholder: 'Choose a location' }),
  ],
  ['a description', dynamic({ description: 'Where the review was left' })],
  ['required', dynamic({ isRequired: true })],
  ['invalid with a message', dynamic({ isInvalid: true, errorMessage: 'Please enter your location' })],
  ['disabled', dynamic({ isDisabled: true, defaultValue: 'lyon' })],
  ['a name', dynamic({ name: 'location', defaultValue: 'lyon' })],
  ['no options', dynamic({ items: [], name: 'location' })],
  ['static options, textValue', staticOptions({ defaultSelectedKey: 'google' })],
  ['static options, string children', staticOptions({ defaultSelectedKey: 'form', className: 'mine' })],
];

describe('Select at rest', () => {
  it.each(cases)('should render the DOM react-aria renders, with %s', (_, { rest, real }) => {
    const shown = render(<UiProvider locale="en">{rest}</UiProvider>).container;
    const restHtml = normalisedDom(shown);
    cleanup();
    const expected = normalisedDom(render(<UiProvider locale="en">{real}</UiProvider>).container);
    expect(restHtml).toBe(expected);
  });

  it('should show the French placeholder from the catalogue', () => {
    const { getByRole } = render(
      <UiProvider locale="fr">
        <Select label="Établissement" items={places}>
          {(place) => <Option id={place.id}>{place.name}</Option>}
        </Select>
      </UiProvider>,
    );
    expect(getByRole('button', { name: /Établissement/ })).toHaveTextContent('Sélectionnez une option');
  });
});

describe('Select from rest to real', () => {
  const places2 = (props: Partial<SelectProps<Place>>) => (
    <UiProvider locale="en">
      <Form aria-label="Example" onSubmit={(event) => event.preventDefault()}>
        <Select<Place> label="Location" name="location" items={places} {...props}>
          {(place) => <Option id={place.id}>{place.name}</Option>}
        </Select>
        <button type="submit">Continue</button>
      </Form>
    </UiProvider>
  );

  it('should select by typeahead a letter typed on the focused trigger before the real Select arrived', async () => {
    const user = userEvent.setup();
    render(places2({}));
    await user.tab();
    await user.keyboard('p');
    await waitFor(() => expect(screen.getByRole('button', { name: /Location/ })).toHaveTextContent('Paris'));
    expect(screen.getByRole('button', { name: /Location/ })).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(selectFieldLoads.requests).toBe(1);
  });

  it('should submit the value of a Select still at rest', () => {
    render(places2({ defaultValue: 'paris' }));
    const form = screen.getByRole('form', { name: 'Example' }) as HTMLFormElement;
    expect(new FormData(form).get('location')).toBe('paris');
    expect(selectFieldLoads.requests).toBe(0);
  });

  it('should show the required error and focus the field when a submit finds it empty at rest', async () => {
    const user = userEvent.setup();
    render(places2({ isRequired: true }));
    expect(selectFieldLoads.requests).toBe(0);
    // The keyboard, so the pointer does not reach the field first.
    screen.getByRole('button', { name: 'Continue' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Please enter your location', {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /Location/ })).toHaveFocus());
  });
});

describe('Option', () => {
  it('should fail loudly outside a Select, MultiSelect or ComboBox', () => {
    expect(() => render(<Option id="lyon">Lyon</Option>)).toThrow(/inside a Select, MultiSelect or ComboBox/);
  });
});
