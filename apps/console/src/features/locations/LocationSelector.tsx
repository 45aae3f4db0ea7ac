import { Option, Select } from '@starcrew/ui';
import { useSelector } from '@xstate/react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useServices } from '../../app/ServicesContext.tsx';

const messages = defineMessages({
  label: { id: 'locations.selector.label', defaultMessage: 'Location' },
  placeholder: { id: 'locations.selector.placeholder', defaultMessage: 'Choose a location' },
  empty: { id: 'locations.selector.empty', defaultMessage: 'No location yet' },
});

/** A location whose licence is inactive, in the list and once chosen. */
const inactiveName = defineMessage<{ name: string }>({
  id: 'locations.selector.inactive',
  defaultMessage: '{name} (inactive)',
});

/**
 * The top bar's business-location selector (spec sections 2 and 4), over the working location.
 * A location whose licence is inactive stays listed (its data can be read) and says so, in the
 * list and once chosen (networks/DECISIONS.md).
 */
export function LocationSelector() {
  const intl = useIntl();
  const actor = useServices().workingLocation.actor();
  const locations = useSelector(actor, (s) => s.context.locations);
  const selected = useSelector(actor, (s) => s.context.selected);
  return (
    <Select
      aria-label={intl.formatMessage(messages.label)}
      placeholder={intl.formatMessage(messages.placeholder)}
      emptyText={intl.formatMessage(messages.empty)}
      items={locations ?? []}
      selectedKey={selected && locations?.some((l) => l.id === selected.id) ? selected.id : null}
      onSelectionChange={(key) => key !== null && actor.send({ type: 'location.select', id: String(key) })}
    >
      {(location) => (
        <Option id={location.id}>
          {location.license_status === 'active'
            ? location.name
            : intl.formatMessage(inactiveName, { name: location.name })}
        </Option>
      )}
    </Select>
  );
}
