import { Button as AriaButton } from 'react-aria-components';
import { ChevronDownGlyph } from '../../internal/glyphs.tsx';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Menu, type MenuProps } from '../Menu/Menu.tsx';
import { MenuTrigger } from '../Menu/MenuTrigger.tsx';
import * as styles from './ProfileMenu.css.ts';

export interface ProfileMenuProps<T> extends Omit<MenuProps<T>, 'placement'> {
  /** The signed-in person's full name: the button's text and accessible name, and the initials. */
  name: string;
  /**
   * Their photo; the initials show without it.
   * @default undefined
   */
  imageSrc?: string;
  /**
   * The button's accessible name while `name` is blank (nobody signed in on an open route):
   * the avatar then shows its person glyph and no text names the button.
   * @default undefined
   */
  label?: string;
}

/**
 * The top bar's account menu: a button with the person's avatar and full name (the avatar
 * alone on phones) that opens a `Menu` of `MenuItem`s (My account, Sign out…).
 */
export function ProfileMenu<T extends object>({ name, imageSrc, label, ...menuProps }: ProfileMenuProps<T>) {
  return (
    <MenuTrigger>
      <AriaButton className={styles.trigger} aria-label={name.trim() === '' ? label : undefined}>
        <Avatar name={name} src={imageSrc} size="md" isDecorative />
        <span className={styles.name}>{name}</span>
        <span className={styles.chevron} aria-hidden="true">
          <ChevronDownGlyph />
        </span>
      </AriaButton>
      <Menu {...menuProps} placement="bottom end" />
    </MenuTrigger>
  );
}
