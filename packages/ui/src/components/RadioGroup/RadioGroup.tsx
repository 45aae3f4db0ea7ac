import { createContext, useContext, useId, type ReactNode } from 'react';
import {
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  type RadioProps as AriaRadioProps,
} from 'react-aria-components';
import { withBase } from '../../utils/classNames.ts';
import type { FieldBaseProps } from '../Field/fieldProps.ts';
import { FieldHelp } from '../Field/FieldHelp.tsx';
import { Label } from '../Field/Label.tsx';
import * as styles from './RadioGroup.css.ts';

type Variant = NonNullable<styles.RadioVariants['variant']>;

const VariantContext = createContext<Variant>('default');

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children'>, FieldBaseProps {
  /**
   * `default`: a circle and its label; `card`: bordered tiles with a title and a description,
   * for choices people compare (plans, billing periods).
   * @default 'default'
   */
  variant?: Variant;
  /**
   * The radios.
   * @default undefined
   */
  children?: ReactNode;
}

/**
 * A set of radios on react-aria's `RadioGroup`: one Tab stop, arrow keys move and select,
 * `orientation` lays them out in a column or a row. Required groups say "Please enter your
 * {field}" from the catalogue.
 */
export function RadioGroup(props: RadioGroupProps) {
  const {
    label,
    description,
    errorMessage,
    fieldName,
    variant = 'default',
    orientation = 'vertical',
    className,
    children,
    ...rest
  } = props;
  return (
    <AriaRadioGroup {...rest} orientation={orientation} className={withBase(styles.radioGroup, className)}>
      {label !== undefined && <Label isRequired={rest.isRequired}>{label}</Label>}
      <div className={styles.items({ orientation, variant })}>
        <VariantContext.Provider value={variant}>{children}</VariantContext.Provider>
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} fieldName={fieldName} label={label} />
    </AriaRadioGroup>
  );
}

export interface RadioProps extends Omit<AriaRadioProps, 'children'> {
  /**
   * The radio's label (a card's title).
   * @default undefined
   */
  children?: ReactNode;
  /**
   * A line under the label (a plan's price and limits); linked with `aria-describedby`.
   * @default undefined
   */
  description?: ReactNode;
}

/** One choice of a RadioGroup; takes the group's variant. */
export function Radio({ children, description, className, ...props }: RadioProps) {
  const variant = useContext(VariantContext);
  const labelId = useId();
  const descriptionId = useId();
  const hasDescription = description !== undefined;
  return (
    <AriaRadio
      // Named by its label alone: the description is read as a description, not twice.
      aria-labelledby={hasDescription ? labelId : undefined}
      aria-describedby={hasDescription ? descriptionId : undefined}
      {...props}
      className={withBase(styles.radio({ variant }), className)}
    >
      <span className={styles.indicator} aria-hidden="true" />
      <span className={styles.texts}>
        <span id={labelId} className={styles.radioLabel}>
          {children}
        </span>
        {description !== undefined && (
          <span id={descriptionId} className={styles.radioDescription}>
            {description}
          </span>
        )}
      </span>
    </AriaRadio>
  );
}
