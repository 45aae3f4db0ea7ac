import { useContext, type ComponentType, type ReactNode } from 'react';
import {
  Collection,
  Header,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  OverlayTriggerStateContext,
  PopoverContext,
  Separator,
  composeRenderProps,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuSectionProps as AriaMenuSectionProps,
  type PopoverProps,
} from 'react-aria-components';
import { lazyOverlay, OnFirstOpen } from '../../internal/lazyOverlay.tsx';
import * as styles from './Menu.css.ts';

export interface MenuProps<T> extends AriaMenuProps<T> {
  /**
   * Where the menu opens relative to its trigger.
   * @default 'bottom start'
   */
  placement?: PopoverProps['placement'];
}

// The lazy module is generic over the items' type; React.lazy keeps one component for all.
const overlay = lazyOverlay<MenuProps<object>>(
  () => import('./MenuPopover.tsx') as Promise<{ default: ComponentType<MenuProps<object>> }>,
);

/**
 * A menu of actions on react-aria's `Menu`, in its own popover: put it in a `MenuTrigger`
 * after its button. Arrow keys move, typing jumps to an item, Enter activates, Escape closes
 * and focus returns to the trigger. The popover's code loads on the first open (or when the
 * pointer or focus reaches the trigger), not with the page.
 */
export function Menu<T extends object>(props: MenuProps<T>) {
  const triggerState = useContext(OverlayTriggerStateContext);
  const context = useContext(PopoverContext) as Pick<PopoverProps, 'triggerRef'> | null;
  return (
    <OnFirstOpen isOpen={triggerState?.isOpen ?? false} triggerRef={context?.triggerRef} preload={overlay.preload}>
      <overlay.Content {...(props as unknown as MenuProps<object>)} />
    </OnFirstOpen>
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
