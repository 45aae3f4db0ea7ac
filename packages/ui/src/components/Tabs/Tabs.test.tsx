import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import {
  I18nProvider,
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  composeRenderProps,
  type Key,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '@starcrew/i18n';
import { UiProvider } from '../../testing/index.tsx';
import { normalisedDom } from '../../testing/normalisedDom.ts';
import * as styles from './Tabs.css.ts';
import {
  Tab,
  TabList,
  TabPanel,
  Tabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from './Tabs.tsx';

afterEach(cleanup);

const join = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

/** What `Tabs.tsx` was before it drew the tabs itself: react-aria-components' Tabs with our styles. */
const reference = {
  Tabs: ({ className, ...props }: TabsProps) => (
    <AriaTabs
      {...(props as AriaTabsProps)}
      className={composeRenderProps(className, (own) => join(styles.tabs, own))}
    />
  ),
  TabList: <T extends object>({ className, ...props }: TabListProps<T>) => (
    <AriaTabList {...props} className={composeRenderProps(className, (own) => join(styles.tabList, own))} />
  ),
  Tab: function ReferenceTab({ count, className, children, ...props }: TabProps) {
    const intl = useIntl();
    return (
      <AriaTab {...props} className={composeRenderProps(className, (own) => join(styles.tab, own))}>
        {children}
        {count !== undefined && <span className={styles.count}>{intl.formatNumber(count)}</span>}
      </AriaTab>
    );
  },
  TabPanel: ({ className, ...props }: TabPanelProps) => (
    <AriaTabPanel {...props} className={composeRenderProps(className, (own) => join(styles.panel, own))} />
  ),
};
const ours = { Tabs, TabList, Tab, TabPanel };
type Kit = typeof ours;

/**
 * The DOM with generated ids renamed and each element's attributes in one order (React writes them
 * in the order props were first set). A `<template>`'s content is left out: react-aria-components
 * renders a hidden copy of the Tabs' children there to build its collection (the tab list's
 * wrappers and neighbours, never the tabs or panels), which no one sees, hears or queries; ours
 * keeps the element, empty.
 */
function dom(container: HTMLElement): string {
  const clone = container.cloneNode(true) as HTMLElement;
  for (const template of clone.querySelectorAll('template')) template.innerHTML = '';
  for (const node of clone.querySelectorAll('*')) {
    const attributes = [...node.attributes].map(({ name, value }) => [name, value] as const);
    for (const [name] of attributes) node.removeAttribute(name);
    for (const [name, value] of attributes.sort(([a], [b]) => a.localeCompare(b))) node.setAttribute(name, value);
  }
  return normalisedDom(clone);
}

/** Where the focus is, in words: the focused element's role or tag, and its text. */
function focus(): string {
  const element = document.activeElement;
  if (!element || element === document.body) return 'body';
  return `${element.getAttribute('role') ?? element.tagName.toLowerCase()} "${element.textContent}"`;
}

const inboxTabs = [
  { id: 'all', label: 'All', count: 1284 },
  { id: 'assigned', label: 'Assigned', count: 3 },
  { id: 'unassigned', label: 'Unassigned', count: 0 },
  { id: 'answered', label: 'Answered', count: 7 },
];

/** The inboxes, Rewards and Campaigns: one tab per status with its count, a route owning the tab. */
function inbox(kit: Kit, props: TabsProps, counts = true) {
  return (
    <kit.Tabs {...props}>
      <kit.TabList aria-label="Reviews">
        {inboxTabs.map((tab) => (
          <kit.Tab key={tab.id} id={tab.id} {...(counts ? { count: tab.count } : {})}>
            {tab.label}
          </kit.Tab>
        ))}
      </kit.TabList>
      {inboxTabs.map((tab) => (
        <kit.TabPanel key={tab.id} id={tab.id}>
          {tab.id === 'answered' ? (
            `${tab.label}, nothing to act on`
          ) : (
            <button type="button">{`Act on ${tab.label}`}</button>
          )}
        </kit.TabPanel>
      ))}
    </kit.Tabs>
  );
}

/** My Networks: the list inside a toolbar beside a button, panels after it. */
function networks(kit: Kit, props: TabsProps) {
  return (
    <kit.Tabs {...props}>
      <div>
        <kit.TabList aria-label="Locations">
          {['all', 'active', 'inactive'].map((id) => (
            <kit.Tab key={id} id={id}>
              {id}
            </kit.Tab>
          ))}
        </kit.TabList>
        <button type="button">Activate</button>
      </div>
      {['all', 'active', 'inactive'].map((id) => (
        <kit.TabPanel key={id} id={id}>
          <p>{`${id} locations`}</p>
        </kit.TabPanel>
      ))}
    </kit.Tabs>
  );
}

/** Settings: a tab shown to owners only (`false` otherwise), panels written out. */
function settings(kit: Kit, props: TabsProps, owner: boolean) {
  return (
    <kit.Tabs {...props}>
      <kit.TabList aria-label="Account">
        <kit.Tab id="profile">Profile</kit.Tab>
        <kit.Tab id="password">Manage Password</kit.Tab>
        {owner && <kit.Tab id="roles">Role Management</kit.Tab>}
      </kit.TabList>
      <kit.TabPanel id="profile">
        <label>
          Name <input defaultValue="Léa" />
        </label>
      </kit.TabPanel>
      <kit.TabPanel id="password">
        <button type="button" disabled>
          Save
        </button>
      </kit.TabPanel>
      {owner && <kit.TabPanel id="roles">Roles</kit.TabPanel>}
    </kit.Tabs>
  );
}

/** The Tabs stories' other shapes: `items` with a render function, a panel kept mounted. */
function itemsAndForcedPanel(kit: Kit, props: TabsProps) {
  const items = [
    { id: 'day', name: 'Day' },
    { id: 'week', name: 'Week' },
    { id: 'month', name: 'Month' },
  ];
  return (
    <kit.Tabs {...props}>
      <kit.TabList aria-label="Period" items={items}>
        {(item) => <kit.Tab id={item.id}>{item.name}</kit.Tab>}
      </kit.TabList>
      <kit.TabPanel id="day">Today</kit.TabPanel>
      <kit.TabPanel id="week" shouldForceMount>
        This week
      </kit.TabPanel>
      <kit.TabPanel id="month">This month</kit.TabPanel>
    </kit.Tabs>
  );
}

/** A parent owning the tab, as a route does: it takes every change. */
function Owned({ children, initial }: { initial: Key; children: (props: TabsProps) => ReactNode }) {
  const [tab, setTab] = useState<Key>(initial);
  return children({ selectedKey: tab, onSelectionChange: setTab });
}

type Build = (kit: Kit, onSelectionChange: (key: Key) => void) => ReactNode;

const cases: Array<[string, Build, Locale?]> = [
  [
    'a controlled inbox with counts',
    (kit, change) => inbox(kit, { selectedKey: 'assigned', onSelectionChange: change }),
  ],
  [
    'a controlled inbox with counts, in French',
    (kit, change) => inbox(kit, { selectedKey: 'all', onSelectionChange: change }),
    'fr',
  ],
  [
    'an inbox before its counts arrive',
    (kit, change) => inbox(kit, { selectedKey: 'answered', onSelectionChange: change }, false),
  ],
  [
    'My Networks (list in a toolbar)',
    (kit, change) => networks(kit, { selectedKey: 'active', onSelectionChange: change }),
  ],
  ['Settings for an owner', (kit, change) => settings(kit, { selectedKey: 'roles', onSelectionChange: change }, true)],
  [
    'Settings for a manager',
    (kit, change) => settings(kit, { selectedKey: 'password', onSelectionChange: change }, false),
  ],
  ['uncontrolled, no default', (kit, change) => inbox(kit, { onSelectionChange: change })],
  [
    'uncontrolled, the first tabs disabled',
    (kit, change) => inbox(kit, { onSelectionChange: change, disabledKeys: ['all', 'assigned'] }),
  ],
  [
    'a default and a disabled key (the Catalog story)',
    (kit, change) =>
      inbox(kit, { defaultSelectedKey: 'assigned', disabledKeys: ['answered'], onSelectionChange: change }),
  ],
  ['all disabled', (kit, change) => inbox(kit, { selectedKey: 'all', isDisabled: true, onSelectionChange: change })],
  [
    'vertical',
    (kit, change) => networks(kit, { orientation: 'vertical', defaultSelectedKey: 'all', onSelectionChange: change }),
  ],
  [
    'items and a panel kept mounted',
    (kit, change) => itemsAndForcedPanel(kit, { defaultSelectedKey: 'day', onSelectionChange: change }),
  ],
  [
    'a class name',
    (kit, change) => networks(kit, { className: 'mine', selectedKey: 'all', onSelectionChange: change }),
  ],
];

/** Renders the case with one kit, runs the steps, and returns the DOM and the focus after each and the calls. */
async function run(
  kit: Kit,
  build: Build,
  locale: Locale,
  steps: Array<(user: ReturnType<typeof userEvent.setup>) => Promise<void>>,
) {
  const user = userEvent.setup();
  const calls: Key[] = [];
  const { container } = render(<UiProvider locale={locale}>{build(kit, (key) => calls.push(key))}</UiProvider>);
  const seen = [{ dom: dom(container), focus: focus(), calls: [...calls] }];
  for (const step of steps) {
    await step(user);
    seen.push({ dom: dom(container), focus: focus(), calls: [...calls] });
  }
  cleanup();
  return seen;
}

describe('Tabs', () => {
  it.each(cases)('should render the DOM react-aria-components renders, with %s', async (_, build, locale = 'en') => {
    const drawn = await run(ours, build, locale, []);
    const expected = await run(reference, build, locale, []);
    expect(drawn).toEqual(expected);
  });

  const keys = (...presses: string[]) =>
    presses.map((press) => (user: ReturnType<typeof userEvent.setup>) => user.keyboard(press));
  const tab = async (user: ReturnType<typeof userEvent.setup>) => user.tab();
  const shiftTab = async (user: ReturnType<typeof userEvent.setup>) => user.tab({ shift: true });

  const journeys: Array<[string, Build, Array<(user: ReturnType<typeof userEvent.setup>) => Promise<void>>, Locale?]> =
    [
      [
        'arrows, Home and End through an owned inbox, then Tab into the panel and back',
        (kit) => <Owned initial="assigned">{(props) => inbox(kit, props)}</Owned>,
        [
          tab,
          ...keys(
            '{ArrowRight}',
            '{ArrowRight}',
            '{ArrowRight}',
            '{ArrowRight}',
            '{ArrowLeft}',
            '{Home}',
            '{End}',
            '{ArrowDown}',
            '{ArrowUp}',
          ),
          tab,
          shiftTab,
          shiftTab,
        ],
      ],
      [
        'arrows skipping disabled tabs and wrapping, uncontrolled',
        (kit, change) => inbox(kit, { onSelectionChange: change, disabledKeys: ['assigned', 'answered'] }),
        [tab, ...keys('{ArrowRight}', '{ArrowRight}', '{ArrowLeft}', '{ArrowLeft}', '{End}', '{Home}', '{Enter}', ' ')],
      ],
      [
        'a controlled parent that refuses the change',
        (kit, change) => inbox(kit, { selectedKey: 'all', onSelectionChange: change }),
        [tab, ...keys('{ArrowRight}', '{ArrowRight}'), shiftTab, tab],
      ],
      [
        'Control moves the focus without selecting; Enter then selects',
        (kit, change) => inbox(kit, { defaultSelectedKey: 'all', onSelectionChange: change }),
        [tab, ...keys('{Control>}{ArrowRight}{/Control}', '{Enter}', '{Control>}{ArrowLeft}{/Control}', ' ')],
      ],
      [
        'manual activation',
        (kit, change) =>
          inbox(kit, { defaultSelectedKey: 'all', keyboardActivation: 'manual', onSelectionChange: change }),
        [tab, ...keys('{ArrowRight}', '{ArrowRight}', '{Enter}')],
      ],
      [
        'vertical: up and down (and left and right) move',
        (kit, change) =>
          networks(kit, { orientation: 'vertical', defaultSelectedKey: 'all', onSelectionChange: change }),
        [
          tab,
          ...keys('{ArrowDown}', '{ArrowDown}', '{ArrowDown}', '{ArrowUp}', '{ArrowRight}', '{ArrowLeft}'),
          tab,
          tab,
        ],
      ],
      [
        'Settings: Tab from the list goes to the first field of the panel',
        (kit) => <Owned initial="profile">{(props) => settings(kit, props, true)}</Owned>,
        [tab, tab, shiftTab, ...keys('{ArrowRight}'), tab],
      ],
      [
        'the pointer: click, click the selected tab, click a disabled tab',
        (kit, change) =>
          inbox(kit, { defaultSelectedKey: 'all', disabledKeys: ['answered'], onSelectionChange: change }),
        [
          (user) => user.click(screen.getByRole('tab', { name: /Unassigned/ })),
          (user) => user.click(screen.getByRole('tab', { name: /Unassigned/ })),
          (user) => user.click(screen.getByRole('tab', { name: /Answered/ })),
          (user) => user.hover(screen.getByRole('tab', { name: /Assigned/ })),
          (user) => user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('tab', { name: /^Assigned/ }) }),
          (user) => user.pointer({ keys: '[/MouseLeft]', target: screen.getByRole('tab', { name: /^Assigned/ }) }),
          ...keys('{ArrowLeft}'),
        ],
      ],
      [
        'the panel takes the focus when nothing in it can',
        (kit) => <Owned initial="all">{(props) => inbox(kit, props)}</Owned>,
        [tab, ...keys('{End}'), tab, shiftTab],
      ],
    ];

  it.each(journeys)('should behave as react-aria-components does: %s', async (_, build, steps, locale = 'en') => {
    const drawn = await run(ours, build, locale, steps);
    const expected = await run(reference, build, locale, steps);
    expect(drawn).toEqual(expected);
  });

  it('should swap the arrows in a right-to-left language, as react-aria-components does', async () => {
    const rtl: Build = (kit, change) => (
      <I18nProvider locale="ar-EG">
        {inbox(kit, { defaultSelectedKey: 'assigned', onSelectionChange: change })}
      </I18nProvider>
    );
    const steps = [tab, ...keys('{ArrowLeft}', '{ArrowLeft}', '{ArrowRight}')];
    const drawn = await run(ours, rtl, 'en', steps);
    expect(drawn.at(-1)?.calls).toEqual(['unassigned', 'answered', 'unassigned']);
    expect(drawn).toEqual(await run(reference, rtl, 'en', steps));
  });

  it('should give the focus ring to keyboard focus only', async () => {
    const user = userEvent.setup();
    render(<UiProvider>{inbox(ours, { defaultSelectedKey: 'all' })}</UiProvider>);
    await user.click(screen.getByRole('tab', { name: /Assigned/ }));
    expect(screen.getByRole('tab', { name: /Assigned/ })).toHaveFocus();
    expect(screen.getByRole('tab', { name: /Assigned/ })).not.toHaveAttribute('data-focus-visible');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Unassigned/ })).toHaveAttribute('data-focus-visible', 'true');
  });

  it('should fail loudly outside Tabs', () => {
    expect(() =>
      render(
        <UiProvider>
          <Tab id="lonely">Lonely</Tab>
        </UiProvider>,
      ),
    ).toThrow(/inside Tabs/);
  });

  it('should follow a controlled selection that changes from outside', () => {
    const { rerender } = render(<UiProvider>{inbox(ours, { selectedKey: 'all' })}</UiProvider>);
    act(() => rerender(<UiProvider>{inbox(ours, { selectedKey: 'answered' })}</UiProvider>));
    expect(screen.getByRole('tab', { name: /Answered/ })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Answered, nothing to act on');
  });
});
