import { isCalendarDay } from '@starcrew/contract';
import { DatePicker, parseDate, Stack, TextField } from '@starcrew/ui';
import { useIntl } from 'react-intl';
import { wizardMessages } from './messages.ts';
import { fieldState, type StepProps } from './stepProps.ts';
import * as styles from './wizard.css.ts';

const dayOf = (text: string) => (isCalendarDay(text) ? parseDate(text) : null);

/** Step 1: the campaign's title and period (both days included). */
export function BasicInformationStep(props: StepProps) {
  const intl = useIntl();
  const { values, onChange } = props;
  return (
    <Stack space="200">
      <TextField
        label={intl.formatMessage(wizardMessages.title)}
        value={values.title}
        onChange={(title) => onChange({ title })}
        maxLength={100}
        autoComplete="off"
        isRequired
        {...fieldState(props, 'title')}
      />
      <div className={styles.pair}>
        <DatePicker
          label={intl.formatMessage(wizardMessages.startDate)}
          value={dayOf(values.start_date)}
          onChange={(day) => onChange({ start_date: day?.toString() ?? '' })}
          isRequired
          {...fieldState(props, 'start_date')}
        />
        <DatePicker
          label={intl.formatMessage(wizardMessages.endDate)}
          description={intl.formatMessage(wizardMessages.periodHelp)}
          value={dayOf(values.end_date)}
          onChange={(day) => onChange({ end_date: day?.toString() ?? '' })}
          isRequired
          {...fieldState(props, 'end_date')}
        />
      </div>
    </Stack>
  );
}
