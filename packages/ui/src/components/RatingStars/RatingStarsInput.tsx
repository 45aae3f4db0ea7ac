import { Radio, RadioGroup, composeRenderProps, type RadioGroupProps } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { STAR_PATH } from '../../internal/glyphs.tsx';
import type { FieldBaseProps } from '../Field/fieldProps.ts';
import { field } from '../Field/Field.css.ts';
import { FieldHelp } from '../Field/FieldHelp.tsx';
import { Label } from '../Field/Label.tsx';
import * as styles from './RatingStars.css.ts';
import { MAX_RATING, ratingMessages } from './RatingStars.tsx';

export interface RatingStarsInputProps
  extends Omit<RadioGroupProps, 'value' | 'defaultValue' | 'onChange' | 'children' | 'orientation'>, FieldBaseProps {
  /**
   * The chosen rating, 1 to 5, or null for none yet.
   * @default undefined
   */
  value?: number | null;
  /**
   * The rating chosen at first when the component owns the value.
   * @default undefined
   */
  defaultValue?: number | null;
  /**
   * Called with the new rating.
   * @default undefined
   */
  onChange?: (value: number) => void;
  /**
   * The star size; `lg` on the public review page, where it is the main control.
   * @default 'lg'
   */
  size?: styles.StarsVariants['size'];
}

const toKey = (value: number | null | undefined) => (value == null ? value : String(value));

/**
 * Choosing a rating: a radio group of five stars named "1 star" … "5 stars". Arrow keys move
 * and select, a click picks, and the form's validation applies (required, invalid).
 */
export function RatingStarsInput({
  label,
  description,
  errorMessage,
  fieldName,
  value,
  defaultValue,
  onChange,
  size = 'lg',
  className,
  ...props
}: RatingStarsInputProps) {
  const intl = useIntl();
  return (
    <RadioGroup
      {...props}
      orientation="horizontal"
      value={toKey(value)}
      defaultValue={toKey(defaultValue)}
      onChange={(key) => onChange?.(Number(key))}
      className={composeRenderProps(className, (own) => [field, own].filter(Boolean).join(' '))}
    >
      {({ state }) => {
        const current = state.selectedValue === null ? 0 : Number(state.selectedValue);
        return (
          <>
            {label !== undefined && <Label isRequired={props.isRequired}>{label}</Label>}
            <div className={`${styles.radios} ${styles.stars({ size })}`}>
              {Array.from({ length: MAX_RATING }, (_, index) => {
                const count = index + 1;
                return (
                  <Radio
                    key={count}
                    value={String(count)}
                    aria-label={intl.formatMessage(ratingMessages.star, { count })}
                    className={styles.radio}
                    data-on={count <= current || undefined}
                  >
                    <svg viewBox="0 0 20 20" className={styles.radioSvg} aria-hidden="true">
                      <path d={STAR_PATH} />
                    </svg>
                  </Radio>
                );
              })}
            </div>
            <FieldHelp description={description} errorMessage={errorMessage} fieldName={fieldName} label={label} />
          </>
        );
      }}
    </RadioGroup>
  );
}
