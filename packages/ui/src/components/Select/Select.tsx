import {
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type SyntheticEvent,
} from 'react';
import {
  Button,
  FieldErrorContext,
  FormContext,
  FormValidationContext,
  LabelContext,
  Provider,
  TextContext,
  type PressEvent,
  type ValidationResult,
} from 'react-aria-components';
import { filterDOMProps } from 'react-aria/filterDOMProps';
import { mergeProps } from 'react-aria/mergeProps';
import { useFocusRing } from 'react-aria/useFocusRing';
import { setInteractionModality } from 'react-aria/useFocusVisible';
import { useId } from 'react-aria/useId';
import { useVisuallyHidden } from 'react-aria/VisuallyHidden';
import { useIntl } from 'react-intl';
import { withBase } from '../../utils/classNames.ts';
import { field } from '../Field/Field.css.ts';
import { FieldHelp } from '../Field/FieldHelp.tsx';
import { ChevronDownIcon } from '../Field/icons.tsx';
import { Label } from '../Field/Label.tsx';
import * as styles from './Select.css.ts';
import {
  initialKey,
  SelectedLabel,
  selectMessages,
  type RecordedKey,
  type SelectHandoff,
  type SelectProps,
} from './selectShared.tsx';
import { readOptions, type OptionText } from './selectOptions.ts';

export { selectMessages } from './selectShared.tsx';
export type { SelectProps } from './selectShared.tsx';

import type { SelectField as SelectFieldComponent } from './SelectField.tsx';

type SelectFieldModule = { SelectField: typeof SelectFieldComponent };

/** The real Select once its module has arrived: from then on every Select renders it directly. */
let loaded: SelectFieldModule | undefined;
let loading: Promise<SelectFieldModule> | undefined;

/**
 * For tests (stories, unit tests): how many times the real Select's module was asked for, and a
 * way to start again from a page that never loaded it. Internal, not exported by the package.
 */
export const selectFieldLoads = {
  requests: 0,
  reset() {
    loaded = undefined;
    loading = undefined;
    selectFieldLoads.requests = 0;
  },
};

/** Loads the real Select (react-aria's Select, ListBox and collection code) once; a failure is retried. */
function loadSelectField(): Promise<SelectFieldModule> {
  if (loading === undefined) selectFieldLoads.requests += 1;
  loading ??= import('./SelectField.tsx').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const VALID: ValidationResult['validationDetails'] = {
  badInput: false,
  customError: false,
  patternMismatch: false,
  rangeOverflow: false,
  rangeUnderflow: false,
  stepMismatch: false,
  tooLong: false,
  tooShort: false,
  typeMismatch: false,
  valueMissing: false,
  valid: true,
};
const NO_BREAK_SPACE = '\u00A0';
const CUSTOM_ERROR = { ...VALID, customError: true, valid: false };
const asArray = (errors: string | string[] | undefined | null | true | false) =>
  typeof errors === 'string' ? [errors] : Array.isArray(errors) ? errors : [];

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
  const SelectField = loaded?.SelectField;
  if (SelectField) return <SelectField {...props} handoff={handoff} />;
  return <SelectAtRest {...props} onArrive={setHandoff} />;
}

/** The hidden `<select>` react-aria renders for forms and autofill, with the same DOM. */
function HiddenSelect({
  options,
  value,
  name,
  form,
  autoComplete,
  isDisabled,
  isRequired,
  customValidity,
  isNative,
  onAutofill,
  onInvalid,
}: {
  options: OptionText[];
  value: string | number | null;
  name?: string;
  form?: string;
  autoComplete?: string;
  isDisabled: boolean;
  isRequired: boolean;
  customValidity: string;
  isNative: boolean;
  onAutofill: (value: string) => void;
  onInvalid: (event: SyntheticEvent) => void;
}) {
  const { visuallyHiddenProps } = useVisuallyHidden({ style: { position: 'fixed', top: 0, left: 0 } });
  const selectRef = useRef<HTMLSelectElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // As react-aria's useFormValidation: the browser's check of a submit sees the same verdict.
  useLayoutEffect(() => {
    const element = selectRef.current ?? inputRef.current;
    if (!isNative || !element || element.disabled) return;
    element.setCustomValidity(customValidity);
    // No browser tooltip for the validation message.
    if (!element.hasAttribute('title')) element.title = '';
  });
  const change = (event: SyntheticEvent<HTMLSelectElement>) => onAutofill(event.currentTarget.value);
  if (options.length <= 300) {
    return (
      <div
        {...visuallyHiddenProps}
        aria-hidden="true"
        data-react-aria-prevent-focus
        data-a11y-ignore="aria-hidden-focus"
        data-testid="hidden-select-container"
      >
        <label>
          <select
            ref={selectRef}
            tabIndex={-1}
            autoComplete={autoComplete}
            disabled={isDisabled}
            multiple={false}
            required={isRequired}
            name={name}
            form={form}
            value={value ?? ''}
            onChange={change}
            onInput={change}
            onInvalid={onInvalid}
          >
            {/* react-aria's empty option: a no-break space, not words. */}
            <option value="" label={NO_BREAK_SPACE}>
              {NO_BREAK_SPACE}
            </option>
            {options.map((option) => (
              <option key={option.key} value={option.key}>
                {option.text}
              </option>
            ))}
            {options.length === 0 && name && <option value={value ?? ''} />}
          </select>
        </label>
      </div>
    );
  }
  if (!name) return null;
  return isNative ? (
    <input
      ref={inputRef}
      type="text"
      style={{ display: 'none' }}
      autoComplete={autoComplete}
      name={name}
      form={form}
      disabled={isDisabled}
      value={value ?? ''}
      required={isRequired}
      onChange={() => undefined}
      onInvalid={onInvalid}
    />
  ) : (
    <input
      ref={inputRef}
      type="hidden"
      autoComplete={autoComplete}
      name={name}
      form={form}
      disabled={isDisabled}
      value={value ?? ''}
    />
  );
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

  // Validation as react-stately shows it before the user did anything (useFormValidationState).
  const formContext = useContext(FormContext) as { validationBehavior?: 'aria' | 'native' } | null;
  const validationBehavior = props.validationBehavior ?? formContext?.validationBehavior ?? 'native';
  const serverErrors = useContext(FormValidationContext);
  const serverMessages = name ? asArray(serverErrors[name]) : [];
  const clientMessages = validate && value !== null ? asArray(validate(value)) : [];
  const realtime: ValidationResult =
    props.isInvalid !== undefined
      ? { isInvalid: props.isInvalid, validationErrors: [], validationDetails: CUSTOM_ERROR }
      : serverMessages.length > 0
        ? { isInvalid: true, validationErrors: serverMessages, validationDetails: CUSTOM_ERROR }
        : clientMessages.length > 0
          ? { isInvalid: true, validationErrors: clientMessages, validationDetails: CUSTOM_ERROR }
          : { isInvalid: false, validationErrors: [], validationDetails: VALID };
  // In native mode (the default, and Form's) a `validate` verdict shows on submit only.
  const validation =
    validationBehavior === 'native' &&
    clientMessages.length > 0 &&
    props.isInvalid === undefined &&
    !serverMessages.length
      ? { isInvalid: false, validationErrors: [], validationDetails: VALID }
      : realtime;
  const isInvalid = validation.isInvalid;

  // The handoff to the real Select (`SelectField.tsx`).
  const triggerRef = useRef<HTMLButtonElement>(null);
  const keys = useRef<RecordedKey[]>([]);
  const press = useRef<SelectHandoff['press']>(undefined);
  const autofill = useRef<string | undefined>(undefined);
  const invalid = useRef(false);
  const mounted = useRef(true);
  const intent = () => {
    loadSelectField().then(
      () => {
        if (!mounted.current) return;
        const trigger = triggerRef.current;
        onArrive({
          hadFocus: trigger !== null && trigger.ownerDocument.activeElement === trigger,
          press: press.current,
          keys: keys.current,
          autofill: autofill.current,
          invalid: invalid.current,
        });
      },
      // A failed chunk goes where every failed chunk goes (the console reloads once); the next
      // intent tries again.
      () => undefined,
    );
  };
  // An open list, options this cannot read, or live ('aria') validation this does not run: the
  // real Select at once.
  const loadsAtOnce =
    props.isOpen === true ||
    props.defaultOpen === true ||
    !complete ||
    (validationBehavior === 'aria' && (isRequired || validate !== undefined));
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (loadsAtOnce) intent();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when it becomes true
  }, [loadsAtOnce]);

  const record = (event: KeyboardEvent & { continuePropagation?: () => void }) => {
    event.continuePropagation?.();
    if (event.key === 'Tab') return;
    keys.current.push({
      type: event.type as RecordedKey['type'],
      key: event.key,
      code: event.code,
      altKey: event.altKey,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      repeat: event.repeat,
      bubbles: true,
      cancelable: true,
    });
    intent();
  };
  const onPressStart = (event: PressEvent) => {
    if (event.pointerType === 'keyboard') return;
    // As react-aria's menu trigger: focus the trigger, open on press start (a touch on release).
    triggerRef.current?.focus({ preventScroll: true });
    if (event.pointerType !== 'touch') press.current = event.pointerType;
    intent();
  };

  // react-aria's ids and labelling (useSelect, useField, useLabel).
  const triggerId = useId(props.id);
  const labelId = useId();
  const valueId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const hasLabel = label !== undefined;
  const ariaLabel = props['aria-label'];
  let labelledBy = props['aria-labelledby'];
  if (hasLabel) labelledBy = labelledBy ? `${labelId} ${labelledBy}` : labelId;
  if (labelledBy && ariaLabel) labelledBy = [...new Set([triggerId, ...labelledBy.trim().split(/\s+/)])].join(' ');
  const describedBy =
    [description !== undefined ? descriptionId : null, isInvalid ? errorId : null, props['aria-describedby']]
      .filter(Boolean)
      .join(' ') || undefined;

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
        onBlur={(event) => {
          // Keys pressed before focus left are not the real trigger's to replay.
          if ((event.target as Element) === triggerRef.current) keys.current = [];
        }}
      >
        <Provider
          values={[
            [
              LabelContext,
              {
                id: labelId,
                elementType: 'span',
                onClick: () => {
                  if (isDisabled) return;
                  triggerRef.current?.focus();
                  setInteractionModality('keyboard');
                },
              },
            ],
            [TextContext, { slots: { description: { id: descriptionId }, errorMessage: { id: errorId } } }],
            [FieldErrorContext, validation],
          ]}
        >
          {hasLabel && <Label isRequired={isRequired}>{label}</Label>}
          <Button
            ref={triggerRef}
            id={triggerId}
            className={styles.trigger}
            isDisabled={isDisabled}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the caller's own autoFocus, as react-aria's Select
            autoFocus={autoFocus}
            preventFocusOnPress
            aria-haspopup="listbox"
            aria-expanded={false}
            aria-label={ariaLabel}
            aria-labelledby={[valueId, labelledBy, ariaLabel && !labelledBy ? triggerId : null]
              .filter(Boolean)
              .join(' ')}
            aria-describedby={describedBy}
            aria-details={props['aria-details']}
            onPressStart={onPressStart}
            onPress={(event) => {
              if (event.pointerType === 'touch') press.current = 'touch';
            }}
            onKeyDown={record}
            onKeyUp={record}
          >
            <span
              id={valueId}
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
        </Provider>
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
          onAutofill={(next) => {
            autofill.current = next;
            intent();
          }}
          onInvalid={(event) => {
            // react-aria shows the error and focuses the field: the real Select does, once here.
            event.preventDefault();
            invalid.current = true;
            intent();
          }}
        />
      </div>
    </>
  );
}
