import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  composeRenderProps,
  type TabListProps,
  type TabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import * as styles from './Tabs.css.ts';

const join = (...names: Array<string | undefined>) => names.filter(Boolean).join(' ');

/**
 * Tabs on react-aria's `Tabs`: arrow keys move between tabs, Home and End jump, the panel
 * follows. Compose with `TabList`, `Tab` and `TabPanel`; `selectedKey` and
 * `onSelectionChange` let a route or a machine own the current tab.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={composeRenderProps(className, (own) => join(styles.tabs, own))} />;
}

/** The row of tabs; give it an `aria-label` naming what the tabs filter ("Reviews"). */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={composeRenderProps(className, (own) => join(styles.tabList, own))} />;
}

export interface TabProps extends AriaTabProps {
  /**
   * A number shown after the label in a small badge ("Assigned 3"), formatted for the locale.
   * @default undefined
   */
  count?: number;
}

/** One tab; its label stays on one line and the list scrolls when tabs do not fit. */
export function Tab({ count, className, children, ...props }: TabProps) {
  const intl = useIntl();
  return (
    <AriaTab {...props} className={composeRenderProps(className, (own) => join(styles.tab, own))}>
      {composeRenderProps(children, (content) => (
        <>
          {content}
          {count !== undefined && <span className={styles.count}>{intl.formatNumber(count)}</span>}
        </>
      ))}
    </AriaTab>
  );
}

/** The content of one tab, shown while its tab is selected. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={composeRenderProps(className, (own) => join(styles.panel, own))} />;
}
