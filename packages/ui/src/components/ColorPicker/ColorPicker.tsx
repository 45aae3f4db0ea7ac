import { useContext, useId, type ReactNode } from 'react';
import {
  Button,
  ColorPicker as AriaColorPicker,
  ColorPickerStateContext,
  ColorSwatch,
  Dialog,
  DialogTrigger,
  FieldErrorContext,
  Provider,
  TextContext,
  type ColorPickerProps as AriaColorPickerProps,
} from 'react-aria-components';
// react-aria's Popover on its hooks: its own Popover would keep every overlay's code with the page.
import { FloatingPopover } from '../../internal/floating.tsx';
import { cx } from '../../utils/classNames.ts';
import { customValidity } from '../../internal/validity.ts';
import { field, label as labelStyle } from '../Field/Field.css.ts';
import { Description } from '../Field/Description.tsx';
import { ChevronDownIcon } from '../Field/icons.tsx';
import { FieldError } from '../FieldError/FieldError.tsx';
import { floatingSurface } from '../../internal/surface.css.ts';
import * as styles from './ColorPicker.css.ts';
import { defaultPresets } from './colorPickerOptions.ts';
import { ColorPickerPanel } from './ColorPickerPanel.tsx';

export interface ColorPickerProps extends Omit<AriaColorPickerProps, 'children'> {
  /** The visible label, which also names the trigger and the popover ("Primary colour"). */
  label: ReactNode;
  /**
   * Help text under the trigger, linked to it with `aria-describedby`.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Marks the field invalid (red border) and shows `errorMessage` under it.
   * @default false
   */
  isInvalid?: boolean;
  /**
   * The error shown while `isInvalid`, in the spec's words ("Colours are too close…").
   * @default undefined
   */
  errorMessage?: ReactNode;
  /**
   * Disables the trigger: the colour shows but cannot be changed.
   * @default false
   */
  isDisabled?: boolean;
  /**
   * Colours offered as one-press swatches in the popover; an empty list hides them.
   * @default defaultPresets
   */
  presets?: readonly string[];
  /**
   * The trigger's height, matching Button's sizes.
   * @default 'md'
   */
  size?: styles.TriggerVariants['size'];
  /**
   * Submits the colour as `#RRGGBB` under this name with the surrounding form.
   * @default undefined
   */
  name?: string;
  /** A class for the field's column. */
  className?: string;
}

/**
 * A colour field on react-aria's ColorPicker: a swatch trigger showing the hex value opens a
 * popover with a saturation × brightness area, a hue slider, a hex field and presets, all
 * keyboard operable. `value`/`defaultValue` take a string or Color; `onChange` gets a Color
 * (`color.toString('hex')` for storage).
 */
export function ColorPicker({
  label,
  description,
  isInvalid = false,
  errorMessage,
  isDisabled = false,
  presets = defaultPresets,
  size = 'md',
  name,
  className,
  ...props
}: ColorPickerProps) {
  const labelId = useId();
  const valueId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const describedBy = cx(
    description !== undefined && descriptionId,
    isInvalid && errorMessage !== undefined && errorId,
  );
  return (
    <div className={cx(field, className)} data-disabled={isDisabled || undefined} data-invalid={isInvalid || undefined}>
      <span id={labelId} className={labelStyle}>
        {label}
      </span>
      <AriaColorPicker {...props}>
        <DialogTrigger>
          <Button
            isDisabled={isDisabled}
            aria-labelledby={`${labelId} ${valueId}`}
            aria-describedby={describedBy || undefined}
            className={cx(styles.trigger({ size }), isInvalid && styles.invalid)}
          >
            <ColorSwatch className={styles.swatch} aria-hidden="true" />
            <TriggerValue id={valueId} name={name} />
            <ChevronDownIcon className={styles.chevron} />
          </Button>
          <FloatingPopover className={floatingSurface} placement="bottom start" offset={4}>
            <Dialog aria-labelledby={labelId} className={styles.dialog}>
              <ColorPickerPanel presets={presets} />
            </Dialog>
          </FloatingPopover>
        </DialogTrigger>
      </AriaColorPicker>
      {/* The help text parts read react-aria's contexts, as inside any other field. */}
      <Provider
        values={[
          [TextContext, { slots: { description: { id: descriptionId }, errorMessage: { id: errorId } } }],
          [FieldErrorContext, { isInvalid, validationErrors: [], validationDetails: customValidity(isInvalid) }],
        ]}
      >
        {description !== undefined && <Description>{description}</Description>}
        {errorMessage !== undefined && <FieldError>{errorMessage}</FieldError>}
      </Provider>
    </div>
  );
}

/**
 * The current colour as hex, read from the ColorPicker's state so it follows every edit, and
 * the hidden input that submits it with a form.
 */
function TriggerValue({ id, name }: { id: string; name: string | undefined }) {
  const hex = useContext(ColorPickerStateContext)?.color.toString('hex');
  return (
    <span id={id} className={styles.value}>
      {hex}
      {name !== undefined && <input type="hidden" name={name} value={hex ?? ''} />}
    </span>
  );
}
