import {
  createContext,
  Fragment,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import type { Key, PressEvent } from 'react-aria-components';
import { useLocale } from 'react-aria/I18nProvider';
import { mergeProps } from 'react-aria/mergeProps';
import { focusSafely } from 'react-aria/private/interactions/focusSafely';
import { isTabbable } from 'react-aria/private/utils/isFocusable';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useHover } from 'react-aria/useHover';
import { useId } from 'react-aria/useId';
import { usePress } from 'react-aria/usePress';
import { useIntl } from 'react-intl';
import * as styles from './Tabs.css.ts';

/*
 * The WAI-ARIA tabs pattern drawn here rather than by react-aria-components' `Tabs`, whose
 * collection builder, selection manager and selectable-collection hooks (12 to 18 kB) every screen
 * with tabs loaded at first paint (packages/ui/DECISIONS.md, "Tabs without react-aria's
 * collections"). The DOM (elements, roles, ids, ARIA and data attributes, the tab list's roving
 * tabindex, the panel's tabindex) and the behaviour (keys, presses, selection, focus) are those of
 * react-aria-components 1.22.1's `Tabs` with react-aria 3.53.1's `useTabList`, `useTab`,
 * `useTabPanel`, `TabsKeyboardDelegate` and react-stately's `useTabListState` (Apache-2.0, Adobe),
 * adapted; `Tabs.test.tsx` renders both and compares. The order of the tabs is the DOM's.
 */

const join = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

/** react-aria's tab and panel ids: the tab list's id, the role, the key without whitespace. */
const tabsId = (baseId: string, key: Key | null, role: 'tab' | 'tabpanel') =>
  `${baseId}-${role}-${typeof key === 'string' ? key.replace(/\s+/g, '') : key}`;

interface TabsState {
  /** The tab list's id, which the tabs' and panels' ids start with. */
  baseId: string;
  /** react-aria's `data-collection` on the list and its tabs (the tabs of this list, not a nested one). */
  collectionId: string;
  selectedKey: Key | null;
  /** The tab that takes the focus when it enters the list (`tabindex="0"`). */
  focusedKey: Key | null;
  isDisabled: boolean;
  disabledKeys: ReadonlySet<Key>;
  orientation: 'horizontal' | 'vertical';
  keyboardActivation: 'automatic' | 'manual';
  setFocusedKey: (key: Key | null) => void;
  /** What react-aria's `replaceSelection` does: selects the tab and always tells `onSelectionChange`. */
  select: (key: Key) => void;
  /** Each tab's key and own `isDisabled`, by `data-key`. */
  tabs: Map<string, { key: Key; isDisabled: boolean }>;
  /** Whether the focus is in the list (react-aria's `selectionManager.isFocused`). */
  setListFocused: (isFocused: boolean) => void;
  /** react-stately's `useTabListState` effect: a tab always selected, the focus key following it. */
  sync: (list: HTMLElement) => void;
}

const TabsStateContext = createContext<TabsState | null>(null);

function useTabsState(component: string): TabsState {
  const state = useContext(TabsStateContext);
  if (!state) throw new Error(`${component} must be inside Tabs.`);
  return state;
}

export interface TabsProps {
  children?: ReactNode;
  /** The selected tab's id (controlled). */
  selectedKey?: Key | null;
  /** The tab selected at first (uncontrolled); the first tab that is not disabled if absent. */
  defaultSelectedKey?: Key;
  /** Called with the tab's id whenever a tab is selected, even the one already selected, as react-aria does. */
  onSelectionChange?: (key: Key) => void;
  isDisabled?: boolean;
  disabledKeys?: Iterable<Key>;
  /** @default 'horizontal' */
  orientation?: 'horizontal' | 'vertical';
  /** `automatic`: arrow keys select the tab they reach; `manual`: Enter or Space does. @default 'automatic' */
  keyboardActivation?: 'automatic' | 'manual';
  className?: string;
  id?: string;
  style?: CSSProperties;
}

/**
 * Tabs with react-aria-components' DOM and behaviour: arrow keys move between tabs and select
 * them (wrapping, skipping disabled tabs, mirrored in right-to-left), Home and End jump, Tab goes
 * on to the panel, the panel follows. Compose with `TabList`, `Tab` and `TabPanel`;
 * `selectedKey` and `onSelectionChange` let a route or a machine own the current tab.
 */
export function Tabs({
  children,
  selectedKey: selectedKeyProp,
  defaultSelectedKey,
  onSelectionChange,
  isDisabled = false,
  disabledKeys: disabledKeysProp,
  orientation = 'horizontal',
  keyboardActivation = 'automatic',
  className,
  id,
  style,
}: TabsProps) {
  const [ownSelectedKey, setOwnSelectedKey] = useState<Key | null>(defaultSelectedKey ?? null);
  const selectedKey = selectedKeyProp !== undefined ? selectedKeyProp : ownSelectedKey;
  const [focusedKey, setFocusedKey] = useState<Key | null>(null);
  const [tabs] = useState(() => new Map<string, { key: Key; isDisabled: boolean }>());
  const isFocused = useRef(false);
  const lastSelectedKey = useRef<Key | null>(selectedKey);
  const baseId = useId();
  const collectionId = useId();
  const disabledKeys = useMemo(() => new Set(disabledKeysProp ?? []), [disabledKeysProp]);
  const { focusProps, isFocused: isFocusWithin, isFocusVisible } = useFocusRing({ within: true });

  const select = (key: Key) => {
    if (selectedKeyProp === undefined) setOwnSelectedKey(key);
    onSelectionChange?.(key);
  };

  const state: TabsState = {
    baseId,
    collectionId,
    selectedKey,
    focusedKey,
    isDisabled,
    disabledKeys,
    orientation,
    keyboardActivation,
    setFocusedKey,
    select,
    tabs,
    setListFocused: (value) => {
      isFocused.current = value;
    },
    sync(list) {
      let key = selectedKey;
      const keys = tabKeys(list, state);
      if (selectedKeyProp == null && (key == null || !keys.includes(key))) {
        key = defaultKey(keys, (tab) => isKeyDisabled(state, tab));
        if (key != null) select(key);
      }
      if ((key != null && focusedKey == null) || (!isFocused.current && key !== lastSelectedKey.current)) {
        setFocusedKey(key);
      }
      lastSelectedKey.current = key;
    },
  };

  return (
    <>
      {/* Where react-aria-components' Tabs keeps the hidden copy of its children that builds its
          collection: kept, empty, so the siblings around the tabs are what they were. */}
      <template />
      <div
        {...focusProps}
        id={id}
        style={style}
        className={join(styles.tabs, className)}
        data-rac=""
        data-focused={isFocusWithin || undefined}
        data-orientation={orientation}
        data-focus-visible={isFocusVisible || undefined}
        data-disabled={isDisabled || undefined}
      >
        <TabsStateContext.Provider value={state}>{children}</TabsStateContext.Provider>
      </div>
    </>
  );
}

/** A tab's own `isDisabled` or `disabledKeys` (not the whole Tabs' `isDisabled`), as react-aria's keyboard delegate reads it. */
const isKeyDisabled = (state: TabsState, key: Key) =>
  state.disabledKeys.has(key) || (state.tabs.get(String(key))?.isDisabled ?? false);

/** The keys of the list's own tabs, in the order they are drawn. */
function tabKeys(list: HTMLElement, state: TabsState): Key[] {
  const keys: Key[] = [];
  for (const element of list.querySelectorAll<HTMLElement>('[role="tab"][data-key]')) {
    const tab =
      element.getAttribute('data-collection') === state.collectionId && state.tabs.get(element.dataset.key ?? '');
    if (tab) keys.push(tab.key);
  }
  return keys;
}

/** react-stately's default: the first tab that is not disabled; the first one if all are. */
function defaultKey(keys: Key[], isDisabled: (key: Key) => boolean): Key | null {
  return keys.find((key) => !isDisabled(key)) ?? keys[0] ?? null;
}

/**
 * react-aria's `TabsKeyboardDelegate`: the next (`by` 1) or previous (-1) tab that is not
 * disabled, wrapping round; `from` itself if every other tab is disabled.
 */
function step(keys: Key[], from: Key, by: 1 | -1, isDisabled: (key: Key) => boolean): Key | null {
  let index = keys.indexOf(from);
  for (let tries = 0; tries < keys.length; tries++) {
    index = index === -1 ? (by === 1 ? 0 : keys.length - 1) : (index + by + keys.length) % keys.length;
    const key = keys[index] as Key;
    if (!isDisabled(key) || key === from) return key;
  }
  return null;
}

const isMac = () =>
  typeof navigator !== 'undefined' &&
  /^Mac/i.test(
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform,
  );

export interface TabListProps<T> {
  /** Names what the tabs choose between ("Reviews"). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  /** The tabs, or a function drawing one `Tab` per item of `items`. */
  children?: ReactNode | ((item: T) => ReactNode);
  items?: Iterable<T>;
  className?: string;
  style?: CSSProperties;
}

/** The row of tabs; give it an `aria-label` naming what the tabs filter ("Reviews"). */
export function TabList<T extends object>({
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledby,
  'aria-describedby': ariaDescribedby,
  children,
  items,
  className,
  style,
}: TabListProps<T>) {
  const state = useTabsState('TabList');
  const ref = useRef<HTMLDivElement>(null);
  const { direction } = useLocale();

  // After every render, once the tabs have registered (their layout effects run first).
  useLayoutEffect(() => {
    if (ref.current) state.sync(ref.current);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = ref.current;
    if (!list || event.nativeEvent.isComposing || !list.contains(event.target as Node)) return;
    const mac = isMac();
    // react-aria's shortcuts: the key alone, with Shift, with the "move without selecting"
    // modifier (Control; Option on a Mac), or both; any other modifier leaves the key alone.
    if (event.metaKey || (mac ? event.ctrlKey : event.altKey)) return;
    const focusOnly = mac ? event.altKey : event.ctrlKey;
    const keys = tabKeys(list, state);
    const disabled = (key: Key) => isKeyDisabled(state, key);
    const first = () => {
      const key = keys[0];
      return key == null ? null : disabled(key) ? step(keys, key, 1, disabled) : key;
    };
    const last = () => {
      const key = keys.at(-1);
      return key == null ? null : disabled(key) ? step(keys, key, -1, disabled) : key;
    };
    const from = state.focusedKey;
    const next = () => (from != null ? step(keys, from, 1, disabled) : first());
    const previous = () => (from != null ? step(keys, from, -1, disabled) : first());
    const vertical = state.orientation === 'vertical';
    const selectOnFocus = state.keyboardActivation === 'automatic';

    let target: Key | null = null;
    let selects = selectOnFocus && !focusOnly;
    switch (event.key) {
      case 'ArrowRight':
        target = direction === 'rtl' ? previous() : next();
        break;
      case 'ArrowLeft':
        target = direction === 'rtl' ? next() : previous();
        break;
      case 'ArrowDown':
        target = vertical ? (from != null ? step(keys, from, 1, disabled) : first()) : null;
        break;
      case 'ArrowUp':
        target = vertical ? (from != null ? step(keys, from, -1, disabled) : last()) : null;
        break;
      case 'Home':
      case 'End':
        if (event.repeat) return;
        target = event.key === 'Home' ? first() : last();
        selects = selectOnFocus;
        break;
      default:
        return;
    }
    if (target == null) return;
    event.preventDefault();
    event.stopPropagation();
    state.setFocusedKey(target);
    const element = [...list.querySelectorAll<HTMLElement>('[role="tab"][data-key]')].find(
      (tab) => tab.getAttribute('data-collection') === state.collectionId && tab.dataset.key === String(target),
    );
    if (element && element !== document.activeElement) {
      focusSafely(element);
      element.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    }
    if (selects) state.select(target);
  };

  const labelledBy = ariaLabelledby && ariaLabel ? `${state.baseId} ${ariaLabelledby}` : ariaLabelledby;

  return (
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus -- the focus goes to its tabs (one in the Tab order, arrows for the others), as in react-aria
    <div
      ref={ref}
      style={style}
      className={join(styles.tabList, className)}
      data-rac=""
      data-collection={state.collectionId}
      id={state.baseId}
      aria-label={ariaLabel}
      aria-labelledby={labelledBy}
      aria-describedby={ariaDescribedby}
      role="tablist"
      aria-orientation={state.orientation}
      data-orientation={state.orientation}
      onKeyDown={onKeyDown}
      onFocus={(event: FocusEvent<HTMLDivElement>) => {
        if (event.currentTarget.contains(event.target)) state.setListFocused(true);
      }}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) state.setListFocused(false);
      }}
      onMouseDown={(event: MouseEvent<HTMLDivElement>) => {
        // As react-aria's collections: a press on the list itself (not a tab) keeps the focus where it was.
        if (event.target === event.currentTarget) event.preventDefault();
      }}
    >
      {typeof children === 'function'
        ? [...(items ?? [])].map((item, index) => (
            <Fragment key={(item as { id?: Key; key?: Key }).id ?? (item as { key?: Key }).key ?? index}>
              {children(item)}
            </Fragment>
          ))
        : children}
    </div>
  );
}

export interface TabProps {
  /** The tab's key: the `TabPanel` with the same `id` is its panel. */
  id: Key;
  children?: ReactNode;
  /**
   * A number shown after the label in a small badge ("Assigned 3"), formatted for the locale.
   * @default undefined
   */
  count?: number;
  isDisabled?: boolean;
  'aria-label'?: string;
  className?: string;
  style?: CSSProperties;
}

/** One tab; its label stays on one line and the row wraps when tabs do not fit. */
export function Tab({ id, count, isDisabled: ownDisabled = false, children, className, style, ...aria }: TabProps) {
  const intl = useIntl();
  const state = useTabsState('Tab');
  const ref = useRef<HTMLDivElement>(null);
  const { tabs } = state;
  const isSelected = state.selectedKey === id;
  const isDisabled = ownDisabled || state.isDisabled || state.disabledKeys.has(id);

  useLayoutEffect(() => {
    const name = String(id);
    tabs.set(name, { key: id, isDisabled: ownDisabled });
    return () => {
      tabs.delete(name);
    };
  }, [tabs, id, ownDisabled]);

  // react-aria's selectable item: a mouse or a key (Enter, Space) selects on press start, touch,
  // pen and screen readers on release; the press also moves the focus to the tab.
  const { pressProps, isPressed } = usePress({
    ref,
    onPressStart: (event: PressEvent) => {
      if (event.pointerType === 'mouse' || event.pointerType === 'keyboard') state.select(id);
    },
    onPress: (event: PressEvent) => {
      if (event.pointerType !== 'mouse' && event.pointerType !== 'keyboard') state.select(id);
    },
  });
  const { focusProps, isFocused, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled });

  const itemProps = isDisabled
    ? // A press on a disabled tab does not take the focus away to the page.
      { onMouseDown: (event: MouseEvent) => event.preventDefault() }
    : mergeProps(
        {
          tabIndex: state.focusedKey === id ? 0 : -1,
          onFocus: (event: FocusEvent) => {
            if (event.target === event.currentTarget) state.setFocusedKey(id);
          },
        },
        pressProps,
      );

  return (
    <div
      {...mergeProps(itemProps, focusProps, hoverProps)}
      {...aria}
      ref={ref}
      style={style}
      className={join(styles.tab, className)}
      data-rac=""
      data-collection={state.collectionId}
      data-key={id}
      id={tabsId(state.baseId, id, 'tab')}
      aria-selected={isSelected}
      aria-disabled={isDisabled || undefined}
      aria-controls={isSelected ? tabsId(state.baseId, id, 'tabpanel') : undefined}
      role="tab"
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-pressed={isPressed || undefined}
      data-hovered={isHovered || undefined}
    >
      {children}
      {count !== undefined && <span className={styles.count}>{intl.formatNumber(count)}</span>}
    </div>
  );
}

export interface TabPanelProps {
  /** The key of the `Tab` this panel belongs to. */
  id: Key;
  children?: ReactNode;
  /** Keep the panel in the page (inert) while its tab is not selected. */
  shouldForceMount?: boolean;
  className?: string;
  style?: CSSProperties;
}

/** The content of one tab, shown while its tab is selected. */
export function TabPanel(props: TabPanelProps) {
  const state = useTabsState('TabPanel');
  if (state.selectedKey !== props.id && !props.shouldForceMount) return null;
  return <TabPanelInner {...props} state={state} />;
}

function TabPanelInner({ id, children, className, style, state }: TabPanelProps & { state: TabsState }) {
  const ref = useRef<HTMLDivElement>(null);
  const isSelected = state.selectedKey === id;
  const hasTabbableChild = useHasTabbableChild(ref);
  const { focusProps, isFocused, isFocusVisible } = useFocusRing();
  // react-aria's useTabPanel: focusable itself only when nothing inside is.
  const panelProps = isSelected
    ? mergeProps(
        {
          id: tabsId(state.baseId, id, 'tabpanel'),
          'aria-labelledby': tabsId(state.baseId, state.selectedKey, 'tab'),
          tabIndex: hasTabbableChild ? undefined : 0,
          role: 'tabpanel',
        },
        focusProps,
      )
    : {};
  return (
    <div
      {...panelProps}
      ref={ref}
      style={style}
      className={join(styles.panel, className)}
      data-rac=""
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
      inert={!isSelected || undefined}
      data-inert={!isSelected ? 'true' : undefined}
    >
      {/* Tabs inside a panel are tabs of their own. */}
      <TabsStateContext.Provider value={null}>{children}</TabsStateContext.Provider>
    </div>
  );
}

/** What could take the focus inside a panel; `isTabbable` decides (react-aria's own test). */
const candidates =
  'input,select,textarea,button,a[href],area[href],summary,iframe,object,embed,audio[controls],video[controls],[contenteditable],[tabindex]';

/** react-aria's `useHasTabbableChild`, without its focus-scope tree walker: rechecked after each render and on changes inside. */
function useHasTabbableChild(ref: RefObject<HTMLElement | null>): boolean {
  const [hasTabbableChild, setHasTabbableChild] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setHasTabbableChild([...element.querySelectorAll(candidates)].some(isTabbable));
    update();
    const observer = new MutationObserver(update);
    observer.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['tabIndex', 'disabled'],
    });
    return () => observer.disconnect();
  });
  return hasTabbableChild;
}
