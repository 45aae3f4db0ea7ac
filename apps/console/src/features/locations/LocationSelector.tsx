import { Option, Select } from '@starcrew/ui';
import { defineMessages, useIntl } from 'react-intl';
import { useLocationSelection } from './useLocationSelection.ts';

const messages = defineMessages({
  label: { id: 'locations.selector.label', defaultMessage: 'Location' },
  placeholder: { id: 'locations.selector.placeholder', defaultMessage: 'Choose a location' },
  empty: { id: 'locations.selector.empty', defaultMessage: 'No location yet' },
});

/** The top bar's business-location selector (spec sections 2 and 4). */
export function LocationSelector() {
  const intl = useIntl();
  const { locations, selected, select } = useLocationSelection();
  return (
    <Select
      aria-label={intl.formatMessage(messages.label)}
      placeholder={intl.formatMessage(messages.placeholder)}
      emptyText={intl.formatMessage(messages.empty)}
      items={locations}
      selectedKey={selected && locations.some((l) => l.id === selected.id) ? selected.id : null}
      onSelectionChange={(key) => key !== null && void select(String(key))}
    >
      {(location) => <Option id={location.id}>{location.name}</Option>}
    </Select>
  );
}
