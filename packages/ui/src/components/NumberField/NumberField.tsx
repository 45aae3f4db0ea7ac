import {
  Button,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { withBase } from '../../utils/classNames.ts';
import { field } from '../Field/Field.css.ts';
import * as groupStyles from '../Field/FieldGroup.css.ts';
import type { FieldBaseProps } from '../Field/fieldProps.ts';
import { FieldHelp } from '../Field/FieldHelp.tsx';
import { MinusIcon, PlusIcon } from '../Field/icons.tsx';
import { Label } from '../Field/Label.tsx';
import * as styles from './NumberField.css.ts';

const messages = defineMessages({
  increment: { id: 'ui.numberField.increment', defaultMessage: 'Increase' },
  decrement: { id: 'ui.numberField.decrement', defaultMessage: 'Decrease' },
});

export interface NumberFieldProps extends Omit<AriaNumberFieldProps, 'children'>, FieldBaseProps {
  /**
   * Example text shown while the input is empty.
   * @default undefined
   */
  placeholder?: string;
  /**
   * The field's height, matching Button's sizes.
   * @default 'md'
   */
  size?: groupStyles.GroupVariants['size'];
  /**
   * Shows the − and + buttons; hide them where steps mean nothing (an amount in euros).
   * @default true
   */
  hasSteppers?: boolean;
}

/**
 * A number input on react-aria's `NumberField`: parses and formats in the locale
 * (`formatOptions={{ style: 'currency', currency: 'EUR' }}` gives `29,00 €` in French),
 * clamps to `minValue`/`maxValue`, steps with the arrow keys, Page Up/Down and the buttons.
 */
export function NumberField(props: NumberFieldProps) {
  const {
    label,
    description,
    errorMessage,
    fieldName,
    placeholder,
    size = 'md',
    hasSteppers = true,
    className,
    ...rest
  } = props;
  const intl = useIntl();
  return (
    <AriaNumberField {...rest} className={withBase(field, className)}>
      {label !== undefined && <Label isRequired={rest.isRequired}>{label}</Label>}
      <Group className={groupStyles.group({ size })}>
        <Input className={[groupStyles.groupInput, styles.input].join(' ')} placeholder={placeholder} />
        {hasSteppers && (
          <>
            <Button
              slot="decrement"
              aria-label={intl.formatMessage(messages.decrement)}
              className={groupStyles.fieldButton}
            >
              <MinusIcon className={groupStyles.icon} />
            </Button>
            <Button
              slot="increment"
              aria-label={intl.formatMessage(messages.increment)}
              className={groupStyles.fieldButton}
            >
              <PlusIcon className={groupStyles.icon} />
            </Button>
          </>
        )}
      </Group>
      <FieldHelp description={description} errorMessage={errorMessage} fieldName={fieldName} label={label} />
    </AriaNumberField>
  );
}
