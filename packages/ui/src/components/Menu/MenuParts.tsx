import {
  Collection,
  Header,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  Separator,
  composeRenderProps,
} from 'react-aria-components';
import type { MenuItemProps, MenuSectionProps } from './Menu.tsx';
import * as styles from './Menu.css.ts';
import type { MenuParts } from './menuModule.ts';

/** The real `MenuItem` (part of the menu's lazy module): react-aria's, with an icon and a tone. */
function MenuItem<T extends object>({ icon, tone = 'neutral', className, children, ...props }: MenuItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaMenuItem
      {...props}
      textValue={textValue}
      className={composeRenderProps(className, (own) => [styles.item({ tone }), own].filter(Boolean).join(' '))}
    >
      {composeRenderProps(children, (content) => (
        <>
          {icon !== undefined && (
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
          )}
          <span className={styles.label}>{content}</span>
        </>
      ))}
    </AriaMenuItem>
  );
}

/** The real `MenuSection`: react-aria's, with its heading. */
function MenuSection<T extends object>({ title, children, ...props }: MenuSectionProps<T>) {
  return (
    <AriaMenuSection {...props}>
      {title !== undefined && <Header className={styles.sectionHeader}>{title}</Header>}
      {/* Dynamic items (`items` with a render function) need a Collection beside the header. */}
      {typeof children === 'function' ? <Collection items={props.items}>{children}</Collection> : children}
    </AriaMenuSection>
  );
}

/** The real `MenuSeparator`: react-aria's `Separator`. */
function MenuSeparator() {
  return <Separator className={styles.separator} />;
}

export const menuParts: MenuParts = { Item: MenuItem, Section: MenuSection, Separator: MenuSeparator };
