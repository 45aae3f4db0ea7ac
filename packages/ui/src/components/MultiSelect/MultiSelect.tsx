import { useEffect, useId as useReactId, useRef, useState, type CSSProperties, type FocusEvent } from 'react';
import { Button, ButtonContext, Provider, type Key } from 'react-aria-components';
import { filterDOMProps } from 'react-aria/filterDOMProps';
import { useLocale } from 'react-aria/I18nProvider';
import { mergeProps } from 'react-aria/mergeProps';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useId } from 'react-aria/useId';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { withBase } from '../../utils/classNames.ts';
import { field } from '../Field/Field.css.ts';
import { FieldHelp } from '../Field/FieldHelp.tsx';
import { ChevronDownIcon, CloseIcon } from '../Field/icons.tsx';
import { Label } from '../Field/Label.tsx';
import { chevron } from '../Select/Select.css.ts';
import {
  asErrors,
  createFieldLoader,
  HiddenSelect,
  RestFieldContexts,
  RestTrigger,
  useRestLabelling,
  useRestRecorder,
  useRestValidation,
} from '../Select/Select.tsx';
import { selectMessages, type SelectHandoff } from '../Select/selectShared.tsx';
import * as styles from './MultiSelect.css.ts';
import { ALL, initialKeys, messages, type MultiSelectItem, type MultiSelectProps } from './multiSelectShared.tsx';
import type { MultiSelectField as MultiSelectFieldComponent } from './MultiSelectField.tsx';

export type { MultiSelectItem, MultiSelectProps } from './multiSelectShared.tsx';

type MultiSelectFieldModule = { MultiSelectField: typeof MultiSelectFieldComponent };

/** The real MultiSelect, loaded once on the first intent: from then on every MultiSelect renders it directly. */
const multiSelectField = createFieldLoader<MultiSelectFieldModule>(() => import('./MultiSelectField.tsx'));

/**
 * For tests (stories, unit tests): how many times the real MultiSelect's module was asked for,
 * and a way to start again from a page that never loaded it. Internal, not exported by the package.
 */
export const multiSelectFieldLoads = multiSelectField.loads;

/**
 * Several choices from a list (locations, sellers, managers) on react-aria's multiple `Select`,
 * shown as chips with a remove button each (a react-aria `TagGroup`). Backspace on the trigger
 * removes the last chip. "At least one … must be selected" is the caller's `errorMessage`.
 *
 * Light at rest (packages/ui/DECISIONS.md, "A closed MultiSelect is drawn without react-aria's"):
 * until the pointer enters it or focus reaches it (its trigger, a chip, a chip's remove button),
 * the closed field and its chips are drawn here with the DOM react-aria renders; the real one
 * (`MultiSelectField.tsx`) then loads and takes its place, doing again what the user did meanwhile.
 */
export function MultiSelect<T extends MultiSelectItem>(props: MultiSelectProps<T>) {
  const [handoff, setHandoff] = useState<SelectHandoff>();
  const MultiSelectField = multiSelectField.loaded()?.MultiSelectField;
  if (MultiSelectField) return <MultiSelectField {...props} handoff={handoff} />;
  return <MultiSelectAtRest {...props} onArrive={setHandoff} />;
}

/** A chip's row, or its remove button, as a selector the real MultiSelect finds again. */
const rowSelector = (key: Key) => `[role="row"][data-key="${CSS.escape(String(key))}"]`;
const removeSelector = (key: Key) => `${rowSelector(key)} [slot="remove"]`;

/** react-aria's own label of a tag's remove button ('removeButtonLabel'); the catalogue's name wins. */
const removeButtonLabel = (locale: string) => (locale.startsWith('fr') ? 'Supprimer' : 'Remove');

/** One chip as react-aria's `Tag` renders it (a grid row), with its remove button. */
function ChipAtRest({
  item,
  gridId,
  collectionId,
  isRemovable,
  onPressRemove,
  onKey,
}: {
  item: MultiSelectItem;
  gridId: string;
  collectionId: string;
  isRemovable: boolean;
  onPressRemove: (selector: string) => void;
  onKey: (event: React.KeyboardEvent) => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const removeLabelId = useReactId();
  const buttonId = useId();
  const { isFocused, isFocusVisible, focusProps } = useFocusRing();
  return (
    <div
      {...focusProps}
      className={styles.tag}
      data-rac=""
      tabIndex={0}
      data-collection={collectionId}
      data-key={String(item.id)}
      id={`${gridId}-${String(item.id)}`}
      role="row"
      aria-label={item.name}
      data-allows-removing={isRemovable || undefined}
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
      onKeyDown={onKey}
      onKeyUp={onKey}
    >
      <div role="gridcell" aria-colindex={1} style={{ display: 'contents' }}>
        <span className={styles.tagText}>{item.name}</span>
        {isRemovable && (
          <>
            <span id={removeLabelId} hidden>
              {intl.formatMessage(messages.remove, { name: item.name })}
            </span>
            <Button
              id={buttonId}
              className={styles.remove}
              aria-label={removeButtonLabel(locale)}
              aria-labelledby={removeLabelId}
              slot="remove"
              onPressStart={(event) => {
                if (event.pointerType !== 'keyboard') onPressRemove(removeSelector(item.id));
              }}
              onKeyDown={onKey}
              onKeyUp={onKey}
            >
              <CloseIcon className={styles.removeIcon} />
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

/**
 * The closed MultiSelect drawn without react-aria's Select, ListBox, TagGroup and collection code:
 * the label, the chips (react-aria's grid of rows), the trigger with the placeholder or "Add…" and
 * the count, the description and error, the hidden `<select multiple>`. The real MultiSelect loads
 * on intent and replaces it.
 */
function MultiSelectAtRest<T extends MultiSelectItem>({
  onArrive,
  ...props
}: MultiSelectProps<T> & { onArrive: (handoff: SelectHandoff) => void }) {
  const {
    label,
    description,
    errorMessage,
    fieldName,
    items,
    hasSelectAll = false,
    placeholder,
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
  const selected = initialKeys(props);
  const enabledKeys = items.filter((item) => !item.isDisabled).map((item) => item.id);
  const allSelected = enabledKeys.length > 0 && enabledKeys.every((key) => selected.includes(key));
  const chips = items.filter((item) => selected.includes(item.id));
  const value = hasSelectAll && allSelected ? [ALL, ...selected] : selected;
  const options = [
    ...(hasSelectAll ? [{ key: ALL, text: intl.formatMessage(messages.selectAll) }] : []),
    ...items.map((item) => ({ key: item.id, text: item.name })),
  ];

  const { validationBehavior, realtime, validation } = useRestValidation({
    name,
    isInvalid: props.isInvalid,
    validationBehavior: props.validationBehavior,
    client: validate ? asErrors(validate(value)) : [],
  });
  const isInvalid = validation.isInvalid;

  // The handoff to the real MultiSelect (`MultiSelectField.tsx`).
  const triggerRef = useRef<HTMLButtonElement>(null);
  const recorder = useRestRecorder({
    load: multiSelectField.load,
    onArrive,
    triggerRef,
    locate: (element) => {
      const row = element.closest<HTMLElement>('[role="row"]');
      const key = row?.dataset.key;
      if (key === undefined) return undefined;
      const selector = rowSelector(key);
      return element === row ? selector : element.getAttribute('slot') === 'remove' ? removeSelector(key) : undefined;
    },
  });
  const intent = recorder.intent;
  // An open list, or live ('aria') validation of its own this does not run: the real one at once.
  const loadsAtOnce =
    props.isOpen === true ||
    props.defaultOpen === true ||
    (validationBehavior === 'aria' && props.isInvalid === undefined && (isRequired || validate !== undefined));
  useEffect(() => {
    if (loadsAtOnce) intent();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when it becomes true
  }, [loadsAtOnce]);

  const ids = useRestLabelling(props, isInvalid);
  const gridId = useId();
  const collectionId = useId();
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

  // As react-aria's grid: focus reaching the grid itself goes on to its first chip (its last from after).
  const focusChip = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const rows = event.currentTarget.querySelectorAll<HTMLElement>('[role="row"]');
    const from = event.relatedTarget;
    const fromAfter =
      from instanceof Node &&
      (event.currentTarget.compareDocumentPosition(from) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    (fromAfter ? rows[rows.length - 1] : rows[0])?.focus();
  };

  return (
    <>
      {/* react-aria's Select renders its children's hidden copy here. */}
      <template>
        <div className={styles.control}>
          <div className={styles.tagList} />
        </div>
      </template>
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
        // The pointer only fetches the real one: it takes this one's place on the press (or focus, or
        // key) that follows, so the press lands where it started and is done again there.
        onPointerEnter={isDisabled ? undefined : () => multiSelectField.load().catch(() => undefined)}
        // A disabled MultiSelect's chips still take focus (and move it with the arrows): it loads then.
        onFocus={intent}
        onBlur={recorder.onBlur}
      >
        <RestFieldContexts ids={ids} validation={validation} isDisabled={isDisabled} triggerRef={triggerRef}>
          {label !== undefined && <Label isRequired={isRequired}>{label}</Label>}
          <div className={styles.control}>
            <div className={styles.tagList}>
              {chips.length > 0 && (
                <>
                  {/* Where react-aria's TagGroup renders its tags' hidden copy. */}
                  <template />
                  <div className={styles.tagList}>
                    {/* No slot of the field's context reaches the chips' remove buttons. */}
                    <Provider values={[[ButtonContext, null]]}>
                      <div
                        className={styles.chipList}
                        data-rac=""
                        aria-label={intl.formatMessage(messages.selected, {
                          field: typeof label === 'string' ? label : '',
                        })}
                        id={gridId}
                        role="grid"
                        tabIndex={0}
                        aria-atomic="false"
                        aria-relevant="additions"
                        aria-live="off"
                        data-collection={collectionId}
                        onFocus={focusChip}
                      >
                        {chips.map((item) => (
                          <ChipAtRest
                            key={item.id}
                            item={item}
                            gridId={gridId}
                            collectionId={collectionId}
                            isRemovable={!isDisabled}
                            onPressRemove={recorder.onOtherPress}
                            onKey={recorder.record}
                          />
                        ))}
                      </div>
                    </Provider>
                  </div>
                </>
              )}
            </div>
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
                className={styles.triggerText}
                data-rac=""
                data-placeholder={chips.length === 0 || undefined}
              >
                {chips.length === 0 ? (
                  (placeholder ?? intl.formatMessage(selectMessages.placeholder))
                ) : (
                  <>
                    {intl.formatMessage(messages.add)}
                    <span className={visuallyHidden}>
                      {intl.formatMessage(messages.count, { count: selected.length })}
                    </span>
                  </>
                )}
              </span>
              <ChevronDownIcon className={chevron} />
            </RestTrigger>
          </div>
          <FieldHelp description={description} errorMessage={errorMessage} fieldName={fieldName} label={label} />
        </RestFieldContexts>
        <HiddenSelect
          options={options}
          value={value}
          multiple
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
