import type { ReactNode } from 'react';
import {
  Collection,
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  Popover,
  Separator,
  composeRenderProps,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuSectionProps as AriaMenuSectionProps,
  type PopoverProps,
} from 'react-aria-components';
import { floatingSurface } from '../../internal/surface.css.ts';
import * as styles from './Menu.css.ts';

export interface MenuProps<T> extends AriaMenuProps<T> {
  /**
   * Where the menu opens relative to its trigger.
   * @default 'bottom start'
   */
  placement?: PopoverProps['placement'];
}

/**
 * A menu of actions on react-aria's `Menu`, in its own popover: put it in a `MenuTrigger`
 * after its button. Arrow keys move, typing jumps to an item, Enter activates, Escape closes
 * and focus returns to the trigger.
 */
export function Menu<T extends object>({ placement = 'bottom start', className, ...props }: MenuProps<T>) {
  return (
    <Popover placement={placement} offset={6} className={[floatingSurface, styles.popover].join(' ')}>
      <AriaMenu
        {...props}
        className={composeRenderProps(className, (own) => [styles.menu, own].filter(Boolean).join(' '))}
      />
    </Popover>
  );
}

export interface MenuItemProps<T> extends AriaMenuItemProps<T> {
  /**
   * A decorative icon before the label.
   * @default undefined
   */
  icon?: ReactNode;
  /**
   * `danger` for destructive actions (delete, unassign), in red.
   * @default 'neutral'
   */
  tone?: styles.MenuItemVariants['tone'];
}

/** One action; give it `href` to make it a link, `onAction` to run something. */
export function MenuItem<T extends object>({
  icon,
  tone = 'neutral',
  className,
  children,
  ...props
}: MenuItemProps<T>) {
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

export interface MenuSectionProps<T> extends AriaMenuSectionProps<T> {
  /**
   * The section's visible heading, which also names its group.
   * @default undefined
   */
  title?: ReactNode;
}

/** A group of items under an optional heading. */
export function MenuSection<T extends object>({ title, children, ...props }: MenuSectionProps<T>) {
  return (
    <AriaMenuSection {...props}>
      {title !== undefined && <Header className={styles.sectionHeader}>{title}</Header>}
      {/* Dynamic items (`items` with a render function) need a Collection beside the header. */}
      {typeof children === 'function' ? <Collection items={props.items}>{children}</Collection> : children}
    </AriaMenuSection>
  );
}

/** A line between groups of items. */
export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}
