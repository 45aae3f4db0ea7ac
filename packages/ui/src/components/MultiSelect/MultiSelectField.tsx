import { useCallback, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import {
  Button,
  Collection,
  Select as AriaSelect,
  SelectStateContext,
  SelectValue,
  Tag,
  TagGroup,
  TagList,
  type Key,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { withBase } from '../../utils/classNames.ts';
import { field } from '../Field/Field.css.ts';
import { FieldHelp } from '../Field/FieldHelp.tsx';
import { ChevronDownIcon, CloseIcon } from '../Field/icons.tsx';
import { Label } from '../Field/Label.tsx';
import { LazyListBox } from '../ListBox/LazyListBox.tsx';
import { OptionItem as Option } from '../ListBox/OptionItem.tsx';
import { chevron } from '../Select/Select.css.ts';
import { Handoff } from '../Select/selectHandoff.tsx';
import { selectMessages } from '../Select/selectShared.tsx';
import * as styles from './MultiSelect.css.ts';
import { ALL, messages, type MultiSelectFieldProps, type MultiSelectItem } from './multiSelectShared.tsx';

/** One chip; its remove button is named "Remove {name}" from the catalogue. */
function Chip({ id, name, isRemovable }: { id: Key; name: string; isRemovable: boolean }) {
  const intl = useIntl();
  const removeLabelId = useId();
  return (
    <Tag id={id} textValue={name} className={styles.tag}>
      <span className={styles.tagText}>{name}</span>
      {isRemovable && (
        <>
          {/* react-aria would name the button "<own label> <chip name>", which repeats the name:
              this label already says it, so it names the button alone. */}
          <span id={removeLabelId} hidden>
            {intl.formatMessage(messages.remove, { name })}
          </span>
          <Button slot="remove" aria-labelledby={removeLabelId} className={styles.remove}>
            <CloseIcon className={styles.removeIcon} />
          </Button>
        </>
      )}
    </Tag>
  );
}

/**
 * The real MultiSelect, on react-aria's multiple `Select`, its chips a react-aria `TagGroup`.
 * Loaded on the first intent (`MultiSelect.tsx` draws the closed field until then). Internal.
 */
export function MultiSelectField<T extends MultiSelectItem>({ handoff, ...props }: MultiSelectFieldProps<T>) {
  const {
    label,
    description,
    errorMessage,
    fieldName,
    items,
    value,
    defaultValue,
    onChange,
    hasSelectAll = false,
    placeholder,
    className,
    ...rest
  } = props;
  const intl = useIntl();
  const triggerRef = useRef<HTMLButtonElement>(null);
  // The chips' TagGroup is rendered outside react-aria's Select, whose collection would
  // otherwise take the tags for its own items, and portaled into the box beside the trigger.
  // The Select also renders its children once in a hidden template to build its collection:
  // only the slot that is really in the page is kept.
  const [chipSlot, setChipSlot] = useState<HTMLElement | null>(null);
  const placeChips = useCallback((node: HTMLDivElement | null) => {
    if (node?.isConnected) setChipSlot(node);
  }, []);
  const [own, setOwn] = useState<Key[]>(defaultValue ?? []);
  const selected = value ?? own;
  const setSelected = (next: Key[]) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };

  const enabledKeys = items.filter((item) => !item.isDisabled).map((item) => item.id);
  const allSelected = enabledKeys.length > 0 && enabledKeys.every((key) => selected.includes(key));
  const chips = items.filter((item) => selected.includes(item.id));

  const change = (next: Key[]) => {
    const wantsAll = next.includes(ALL);
    if (hasSelectAll && wantsAll !== allSelected) return setSelected(wantsAll ? enabledKeys : []);
    setSelected(next.filter((key) => key !== ALL));
  };
  const removeKeys = (keys: Iterable<Key>) => {
    const gone = new Set(keys);
    const next = selected.filter((key) => !gone.has(key));
    setSelected(next);
    // With the last chip gone its group leaves the page: focus goes back to the trigger.
    if (next.length === 0) requestAnimationFrame(() => triggerRef.current?.focus());
  };

  const chipGroup = chips.length > 0 && (
    <TagGroup
      aria-label={intl.formatMessage(messages.selected, { field: typeof label === 'string' ? label : '' })}
      onRemove={rest.isDisabled ? undefined : removeKeys}
      className={styles.tagList}
    >
      <TagList items={chips} className={styles.chipList}>
        {(item) => <Chip id={item.id} name={item.name} isRemovable={!rest.isDisabled} />}
      </TagList>
    </TagGroup>
  );

  return (
    <>
      <AriaSelect
        {...rest}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the caller's, or focus kept from the trigger drawn at rest
        autoFocus={rest.autoFocus || handoff?.hadFocus}
        selectionMode="multiple"
        value={hasSelectAll && allSelected ? [ALL, ...selected] : selected}
        onChange={change}
        placeholder={placeholder ?? intl.formatMessage(selectMessages.placeholder)}
        className={withBase(field, className)}
      >
        {label !== undefined && <Label isRequired={rest.isRequired}>{label}</Label>}
        <div className={styles.control}>
          {/* The chips are portaled here from outside the Select (see below). */}
          <div ref={placeChips} className={styles.tagList} />
          <Button
            ref={triggerRef}
            className={styles.trigger}
            onKeyDown={(event) => {
              if (event.key === 'Backspace' && selected.length > 0) removeKeys(selected.slice(-1));
            }}
          >
            <SelectValue className={styles.triggerText}>
              {({ isPlaceholder, defaultChildren }) =>
                isPlaceholder ? (
                  defaultChildren
                ) : (
                  <>
                    {intl.formatMessage(messages.add)}
                    <span className={visuallyHidden}>
                      {intl.formatMessage(messages.count, { count: selected.length })}
                    </span>
                  </>
                )
              }
            </SelectValue>
            <ChevronDownIcon className={chevron} />
          </Button>
        </div>
        <FieldHelp description={description} errorMessage={errorMessage} fieldName={fieldName} label={label} />
        {/* The list's code loads on the first open (LazyListBox). */}
        <LazyListBox fieldState={SelectStateContext}>
          {hasSelectAll && <Option id={ALL}>{intl.formatMessage(messages.selectAll)}</Option>}
          <Collection items={items}>
            {(item) => (
              <Option id={item.id} textValue={item.name} description={item.description} isDisabled={item.isDisabled}>
                {item.name}
              </Option>
            )}
          </Collection>
        </LazyListBox>
        {handoff && <Handoff handoff={handoff} triggerRef={triggerRef} hasOptions={hasSelectAll || items.length > 0} />}
      </AriaSelect>
      {chipSlot && chipGroup && createPortal(chipGroup, chipSlot)}
    </>
  );
}
