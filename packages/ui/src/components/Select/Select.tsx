import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Button } from 'react-aria-components';
import { filterDOMProps } from 'react-aria/filterDOMProps';
import { mergeProps } from 'react-aria/mergeProps';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useIntl } from 'react-intl';
import { withBase } from '../../utils/classNames.ts';
import { field } from '../Field/Field.css.ts';
import { FieldHelp } from '../Field/FieldHelp.tsx';
import { ChevronDownIcon } from '../Field/icons.tsx';
import { Label } from '../Field/Label.tsx';
import * as styles from './Select.css.ts';
import {
  asErrors,
  createFieldLoader,
  HiddenSelect,
  RestFieldContexts,
  useRestLabelling,
  useRestRecorder,
  useRestValidation,
} from './restField.tsx';
import { initialKey, SelectedLabel, selectMessages, type SelectHandoff, type SelectProps } from './selectShared.tsx';
import { readOptions } from './selectOptions.ts';

export { selectMessages } from './selectShared.tsx';
export type { SelectProps } from './selectShared.tsx';

import type { SelectField as SelectFieldComponent } from './SelectField.tsx';

type SelectFieldModule = { SelectField: typeof SelectFieldComponent };

/** The real Select, loaded once on the first intent: from then on every Select renders it directly. */
const selectField = createFieldLoader<SelectFieldModule>(() => import('./SelectField.tsx'));

/**
 * For tests (stories, unit tests): how many times the real Select's module was asked for, and a
 * way to start again from a page that never loaded it. Internal, not exported by the package.
 */
export const selectFieldLoads = selectField.loads;

/**
 * A single choice from a list (spec sections 5 and 9): a red asterisk when required, "Please
 * enter your {field}" when left empty, a 42 px trigger, a list at most 240 px tall, and a
 * selected label longer than 50 characters cut with an ellipsis.
 *
 * Light at rest (packages/ui/DECISIONS.md, "A closed Select is drawn without react-aria's"):
 * until the pointer enters it or focus reaches it, the closed field is drawn here, with the DOM
 * react-aria's Select renders; react-aria's Select (`SelectField.tsx`) then loads and takes its
 * place, doing again what the user did meanwhile. Once loaded, every Select renders it directly.
 */
export function Select<T extends object>(props: SelectProps<T>) {
  const [handoff, setHandoff] = useState<SelectHandoff>();
  const SelectField = selectField.loaded()?.SelectField;
  if (SelectField) return <SelectField {...props} handoff={handoff} />;
  return <SelectAtRest {...props} onArrive={setHandoff} />;
}

/**
 * The closed Select drawn without react-aria's Select: the label, the trigger with the selected
 * option's text (read from the Options' props, `selectOptions.ts`) or the placeholder, the
 * description and error, the hidden `<select>`. The real Select loads on intent and replaces it.
 */
function SelectAtRest<T extends object>({
  onArrive,
  ...props
}: SelectProps<T> & { onArrive: (handoff: SelectHandoff) => void }) {
  const {
    label,
    description,
    errorMessage,
    fieldName,
    placeholder,
    items,
    children,
    className,
    style,
    name,
    form,
    autoComplete,
    validate,
    autoFocus,
    isDisabled = false,
    isRequired = false,
  } = props;
  const intl = useIntl();
  const { options, complete } = readOptions(items, children);
  const value = initialKey(props);
  const selected = value === null ? undefined : options.find((option) => option.key === value);

  const { validationBehavior, realtime, validation } = useRestValidation({
    name,
    isInvalid: props.isInvalid,
    validationBehavior: props.validationBehavior,
    client: validate && value !== null ? asErrors(validate(value)) : [],
  });
  const isInvalid = validation.isInvalid;

  // The handoff to the real Select (`SelectField.tsx`).
  const triggerRef = useRef<HTMLButtonElement>(null);
  const recorder = useRestRecorder({ load: selectField.load, onArrive, triggerRef });
  const intent = recorder.intent;
  // An open list, options this cannot read, or live ('aria') validation this does not run: the
  // real Select at once.
  const loadsAtOnce =
    props.isOpen === true ||
    props.defaultOpen === true ||
    !complete ||
    (validationBehavior === 'aria' && (isRequired || validate !== undefined));
  useEffect(() => {
    if (loadsAtOnce) intent();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when it becomes true
  }, [loadsAtOnce]);

  const ids = useRestLabelling(props, isInvalid);
  const hasLabel = label !== undefined;

  const { isFocused, isFocusVisible, focusProps } = useFocusRing({ within: true });
  const renderValues = {
    isOpen: false,
    isFocused,
    isFocusVisible,
    isDisabled,
    isInvalid,
    isRequired,
    defaultClassName: 'react-aria-Select',
  };
  const domProps = filterDOMProps(props, { global: true }) as Record<string, unknown>;
  delete domProps.id;
  const shownText = selected?.text ?? '';

  return (
    <>
      {/* Where react-aria's Select renders its options' hidden copy. */}
      <template />
      <div
        {...mergeProps(domProps, focusProps)}
        className={withBase(field, className)(renderValues)}
        style={typeof style === 'function' ? style({ ...renderValues, defaultStyle: {} }) : (style as CSSProperties)}
        data-rac=""
        slot={props.slot || undefined}
        data-focused={isFocused || undefined}
        data-focus-visible={isFocusVisible || undefined}
        data-disabled={isDisabled || undefined}
        data-invalid={isInvalid || undefined}
        data-required={isRequired || undefined}
        onPointerEnter={isDisabled ? undefined : intent}
        onFocus={isDisabled ? undefined : intent}
        onBlur={recorder.onBlur}
      >
        <RestFieldContexts ids={ids} validation={validation} isDisabled={isDisabled} triggerRef={triggerRef}>
          {hasLabel && <Label isRequired={isRequired}>{label}</Label>}
          <Button
            ref={triggerRef}
            id={ids.triggerId}
            className={styles.trigger}
            isDisabled={isDisabled}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the caller's own autoFocus, as react-aria's Select
            autoFocus={autoFocus}
            preventFocusOnPress
            aria-haspopup="listbox"
            aria-expanded={false}
            aria-label={ids.ariaLabel}
            aria-labelledby={ids.triggerLabelledBy}
            aria-describedby={ids.describedBy}
            aria-details={props['aria-details']}
            onPressStart={recorder.onPressStart}
            onPress={recorder.onPress}
            onKeyDown={recorder.record}
            onKeyUp={recorder.record}
          >
            <span
              id={ids.valueId}
              className={styles.value}
              data-rac=""
              data-placeholder={selected === undefined || undefined}
            >
              {selected === undefined ? (
                (placeholder ?? intl.formatMessage(selectMessages.placeholder))
              ) : (
                <SelectedLabel text={shownText} />
              )}
            </span>
            <ChevronDownIcon className={styles.chevron} />
          </Button>
          <FieldHelp description={description} errorMessage={errorMessage} fieldName={fieldName} label={label} />
        </RestFieldContexts>
        <HiddenSelect
          options={options}
          value={value}
          name={name}
          form={form}
          autoComplete={autoComplete}
          isDisabled={isDisabled}
          isRequired={validationBehavior === 'native' && isRequired}
          isNative={validationBehavior === 'native'}
          customValidity={realtime.isInvalid ? realtime.validationErrors.join(' ') || 'Invalid value.' : ''}
          onAutofill={recorder.onAutofill}
          onInvalid={recorder.onInvalid}
        />
      </div>
    </>
  );
}
