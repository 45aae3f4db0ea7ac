import {
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
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
  type Key,
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
import { customValidity } from '../../internal/validity.ts';
import { field } from '../Field/Field.css.ts';
import { FieldHelp } from '../Field/FieldHelp.tsx';
import { ChevronDownIcon } from '../Field/icons.tsx';
import { Label } from '../Field/Label.tsx';
import * as styles from './Select.css.ts';
import {
  initialKey,
  recordKey,
  SelectedLabel,
  selectMessages,
  type RecordedKey,
  type SelectHandoff,
  type SelectProps,
} from './selectShared.tsx';
import { readOptions, type OptionText } from './selectOptions.ts';

// What the fields drawn at rest share (packages/ui/DECISIONS.md, "A closed Select is drawn
// without react-aria's", "A closed MultiSelect…"): the Select and the MultiSelect draw their closed
// field with these without react-aria's Select, ListBox and collection code, load the real one on
// intent and hand it what the user did meanwhile. Here, not in a file of their own: that was a
// chunk of its own, 0.5 kB more on the signed-in layout. Internal, not exported by the package.

/**
 * The real field's module, loaded once on the first intent; from then on every field of the kind
 * renders it directly. `loads` is for tests (stories, unit tests): how many times it was asked
 * for, and a way to start again from a page that never loaded it.
 */
export function createFieldLoader<M>(importer: () => Promise<M>) {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const loads = {
    requests: 0,
    reset() {
      loaded = undefined;
      loading = undefined;
      loads.requests = 0;
    },
  };
  return {
    loads,
    loaded: () => loaded,
    /** Loads the real field once; a failure is retried on the next intent. */
    load(): Promise<M> {
      if (loading === undefined) loads.requests += 1;
      loading ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}

const VALID = customValidity(false);
const NO_BREAK_SPACE = '\u00A0';
const CUSTOM_ERROR = customValidity(true);
export const asErrors = (errors: string | string[] | undefined | null | true | false) =>
  typeof errors === 'string' ? [errors] : Array.isArray(errors) ? errors : [];

/**
 * Validation as react-stately shows it before the user did anything (useFormValidationState): a
 * controlled `isInvalid`, the Form's server errors for `name`, the `validate` verdict (`client`)
 * in 'aria' mode only. `realtime` is what the hidden `<select>` tells the browser.
 */
export function useRestValidation(props: {
  name?: string;
  isInvalid?: boolean;
  validationBehavior?: 'aria' | 'native';
  client: string[];
}) {
  const formContext = useContext(FormContext) as { validationBehavior?: 'aria' | 'native' } | null;
  const validationBehavior = props.validationBehavior ?? formContext?.validationBehavior ?? 'native';
  const serverErrors = useContext(FormValidationContext);
  const serverMessages = props.name ? asErrors(serverErrors[props.name]) : [];
  const clientMessages = props.client;
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
  return { validationBehavior, realtime, validation };
}

/** react-aria's ids and labelling of a Select's trigger (useSelect, useField, useLabel). */
export function useRestLabelling(
  props: {
    id?: string;
    label?: unknown;
    description?: unknown;
    'aria-label'?: string;
    'aria-labelledby'?: string;
    'aria-describedby'?: string;
  },
  isInvalid: boolean,
) {
  const triggerId = useId(props.id);
  const labelId = useId();
  const valueId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const ariaLabel = props['aria-label'];
  let labelledBy = props['aria-labelledby'];
  if (props.label !== undefined) labelledBy = labelledBy ? `${labelId} ${labelledBy}` : labelId;
  if (labelledBy && ariaLabel) labelledBy = [...new Set([triggerId, ...labelledBy.trim().split(/\s+/)])].join(' ');
  const describedBy =
    [props.description !== undefined ? descriptionId : null, isInvalid ? errorId : null, props['aria-describedby']]
      .filter(Boolean)
      .join(' ') || undefined;
  return {
    triggerId,
    labelId,
    valueId,
    descriptionId,
    errorId,
    ariaLabel,
    triggerLabelledBy: [valueId, labelledBy, ariaLabel && !labelledBy ? triggerId : null].filter(Boolean).join(' '),
    describedBy,
  };
}

/**
 * The trigger of a closed Select or MultiSelect drawn at rest: react-aria-components' `Button`
 * (its hover, press and focus-visible states are its own) with what react-aria's Select gives its
 * trigger, and the recorder of what the user does before the real field arrives.
 */
export function RestTrigger({
  triggerRef,
  ids,
  recorder,
  className,
  isDisabled,
  autoFocus,
  ariaDetails,
  children,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  ids: ReturnType<typeof useRestLabelling>;
  recorder: ReturnType<typeof useRestRecorder>;
  className: string;
  isDisabled?: boolean | undefined;
  autoFocus?: boolean | undefined;
  ariaDetails?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Button
      ref={triggerRef}
      id={ids.triggerId}
      className={className}
      isDisabled={isDisabled}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the caller's own autoFocus, as react-aria's Select
      autoFocus={autoFocus}
      preventFocusOnPress
      aria-haspopup="listbox"
      aria-expanded={false}
      aria-label={ids.ariaLabel}
      aria-labelledby={ids.triggerLabelledBy}
      aria-describedby={ids.describedBy}
      aria-details={ariaDetails}
      onPressStart={recorder.onPressStart}
      onPress={recorder.onPress}
      onKeyDown={recorder.record}
      onKeyUp={recorder.record}
    >
      {children}
    </Button>
  );
}

/** The contexts react-aria's Select gives its label, description, error and `FieldError`. */
export function RestFieldContexts({
  ids,
  validation,
  isDisabled,
  triggerRef,
  children,
}: {
  ids: { labelId: string; descriptionId: string; errorId: string };
  validation: ValidationResult;
  isDisabled: boolean;
  triggerRef: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}) {
  return (
    <Provider
      values={[
        [
          LabelContext,
          {
            id: ids.labelId,
            elementType: 'span',
            onClick: () => {
              if (isDisabled) return;
              triggerRef.current?.focus();
              setInteractionModality('keyboard');
            },
          },
        ],
        [TextContext, { slots: { description: { id: ids.descriptionId }, errorMessage: { id: ids.errorId } } }],
        [FieldErrorContext, validation],
      ]}
    >
      {children}
    </Provider>
  );
}

/**
 * Records what the user does on a field drawn at rest and hands it to the real one once its module
 * arrived (`Handoff` in `selectHandoff.tsx` does it again): the focus (the trigger, or the element
 * `locate` names, a chip or its remove button), a pointer press on the trigger (react-aria opens on
 * press start, or on a touch's release) or on another button, the keys pressed, an autofilled
 * value, a submit that found the field invalid.
 */
export function useRestRecorder({
  load,
  onArrive,
  triggerRef,
  locate,
}: {
  load: () => Promise<unknown>;
  onArrive: (handoff: SelectHandoff) => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
  locate?: (element: Element) => string | undefined;
}) {
  const keys = useRef<RecordedKey[]>([]);
  const press = useRef<SelectHandoff['press']>(undefined);
  const pressed = useRef<string | undefined>(undefined);
  const autofill = useRef<string | undefined>(undefined);
  const invalid = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const intent = () => {
    load().then(
      () => {
        if (!mounted.current) return;
        const trigger = triggerRef.current;
        const active = trigger?.ownerDocument.activeElement;
        onArrive({
          hadFocus: trigger != null && active === trigger,
          focus: active && active !== trigger && locate ? locate(active) : undefined,
          press: press.current,
          pressed: pressed.current,
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
  const record = (event: KeyboardEvent & { continuePropagation?: () => void }) => {
    event.continuePropagation?.();
    if (event.key === 'Tab') return;
    keys.current.push(recordKey(event));
    intent();
  };
  return {
    intent,
    record,
    /** On the trigger: as react-aria's menu trigger, focus it and open on press start (a touch on release). */
    onPressStart: (event: PressEvent) => {
      if (event.pointerType === 'keyboard') return;
      triggerRef.current?.focus({ preventScroll: true });
      if (event.pointerType !== 'touch') press.current = event.pointerType;
      intent();
    },
    onPress: (event: PressEvent) => {
      if (event.pointerType === 'touch') press.current = 'touch';
    },
    /** A pointer press on another button (a chip's remove button), named by a selector: clicked again. */
    onOtherPress: (selector: string) => {
      pressed.current = selector;
      intent();
    },
    /** Keys pressed before focus left are not the real field's to replay. */
    onBlur: () => {
      keys.current = [];
    },
    onAutofill: (value: string) => {
      autofill.current = value;
      intent();
    },
    onInvalid: (event: SyntheticEvent) => {
      // react-aria shows the error and focuses the field: the real one does, once here.
      event.preventDefault();
      invalid.current = true;
      intent();
    },
  };
}

/** The hidden `<select>` react-aria renders for forms and autofill, with the same DOM. */
export function HiddenSelect({
  options,
  value,
  multiple = false,
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
  value: Key | null | Key[];
  multiple?: boolean;
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
  const values = Array.isArray(value) ? value : [value];
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
            multiple={multiple}
            required={isRequired}
            name={name}
            form={form}
            value={(Array.isArray(value) ? value : (value ?? '')) as string}
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
            {options.length === 0 && name && values.map((one, i) => <option key={i} value={one ?? ''} />)}
          </select>
        </label>
      </div>
    );
  }
  if (!name) return null;
  const inputs = values.length === 0 ? [null] : values;
  return (
    <>
      {inputs.map((one, i) =>
        isNative ? (
          <input
            key={i}
            ref={i === 0 ? inputRef : null}
            type="text"
            style={{ display: 'none' }}
            autoComplete={autoComplete}
            name={name}
            form={form}
            disabled={isDisabled}
            value={one ?? ''}
            required={i === 0 ? isRequired : false}
            onChange={() => undefined}
            onInvalid={onInvalid}
          />
        ) : (
          <input
            key={i}
            ref={i === 0 ? inputRef : null}
            type="hidden"
            autoComplete={autoComplete}
            name={name}
            form={form}
            disabled={isDisabled}
            value={one ?? ''}
          />
        ),
      )}
    </>
  );
}

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
          <RestTrigger
            triggerRef={triggerRef}
            ids={ids}
            recorder={recorder}
            className={styles.trigger}
            isDisabled={isDisabled}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the caller's own autoFocus, as react-aria's Select
            autoFocus={autoFocus}
            ariaDetails={props['aria-details']}
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
          </RestTrigger>
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
