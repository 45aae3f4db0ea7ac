import { useState, type HTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../../utils/classNames.ts';
import * as styles from './Avatar.css.ts';
import { colorOf, initialsOf } from './avatarIdentity.ts';

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /**
   * The person's full name: the image's text alternative, the initials and the colour.
   */
  name: string;
  /**
   * A photo; while it is missing or fails to load, the initials show.
   * @default undefined
   */
  src?: string;
  /**
   * 24, 32, 40 or 56 px.
   * @default 'md'
   */
  size?: styles.AvatarVariants['size'];
  /**
   * Hides the avatar from screen readers when the name is written next to it, so it is not
   * read twice.
   * @default false
   */
  isDecorative?: boolean;
}

/** A person's photo, or their initials on a colour that always follows from their name. */
export function Avatar({ name, src, size = 'md', isDecorative = false, className, ...props }: AvatarProps) {
  const intl = useIntl();
  // Remembers which address failed, so a new `src` gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string>();
  const showImage = src !== undefined && src !== failedSrc;
  const initials = initialsOf(name, intl.locale);
  // Without a name there is nothing to say: the avatar is then decorative.
  const silent = isDecorative || name.trim() === '';
  const named = silent ? { 'aria-hidden': true as const } : showImage ? {} : { role: 'img', 'aria-label': name };
  return (
    <span {...props} {...named} className={cx(styles.avatar({ size, color: colorOf(name) }), className)}>
      {showImage ? (
        <img className={styles.image} src={src} alt={silent ? '' : name} onError={() => setFailedSrc(src)} />
      ) : initials !== '' ? (
        <span aria-hidden="true">{initials}</span>
      ) : (
        <svg className={styles.person} viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
          <path d="M8 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm-5.5 6c0-2.5 2.46-4.25 5.5-4.25S13.5 11.5 13.5 14h-11Z" />
        </svg>
      )}
    </span>
  );
}
