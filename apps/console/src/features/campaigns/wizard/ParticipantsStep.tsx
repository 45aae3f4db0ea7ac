import type { CampaignLocationMode } from '@starcrew/contract';
import { MultiSelect, Radio, RadioGroup, Stack, type MultiSelectItem } from '@starcrew/ui';
import { useIntl } from 'react-intl';
import { wizardMessages } from './messages.ts';
import { fieldState, type StepProps } from './stepProps.ts';

export interface ParticipantsStepProps extends StepProps {
  /** The locations the manager may choose (the working-location list). */
  locations: MultiSelectItem[];
  /** The sellers the manager may choose. */
  sellers: MultiSelectItem[];
}

/** Step 3: the locations whose reviews count, one ranking or one per location, and the sellers. */
export function ParticipantsStep(props: ParticipantsStepProps) {
  const intl = useIntl();
  const { values, onChange } = props;
  return (
    <Stack space="200">
      <MultiSelect
        label={intl.formatMessage(wizardMessages.locations)}
        items={props.locations}
        value={[...values.location_ids]}
        onChange={(ids) => onChange({ location_ids: ids.map(String) })}
        hasSelectAll
        isRequired
        validationBehavior="aria"
        {...fieldState(props, 'location_ids')}
      />
      <RadioGroup
        label={intl.formatMessage(wizardMessages.locationMode)}
        value={values.location_mode}
        onChange={(mode) => onChange({ location_mode: mode as CampaignLocationMode })}
        variant="card"
        orientation="horizontal"
        {...fieldState(props, 'location_mode')}
      >
        <Radio value="shared" description={intl.formatMessage(wizardMessages.modeSharedHelp)}>
          {intl.formatMessage(wizardMessages.modeShared)}
        </Radio>
        <Radio value="separate" description={intl.formatMessage(wizardMessages.modeSeparateHelp)}>
          {intl.formatMessage(wizardMessages.modeSeparate)}
        </Radio>
      </RadioGroup>
      <MultiSelect
        label={intl.formatMessage(wizardMessages.sellers)}
        items={props.sellers}
        value={[...values.participant_ids]}
        onChange={(ids) => onChange({ participant_ids: ids.map(String) })}
        hasSelectAll
        isRequired
        validationBehavior="aria"
        {...fieldState(props, 'participant_ids')}
      />
    </Stack>
  );
}
