import { Text, type TextProps } from 'react-aria-components';
import * as styles from './Field.css.ts';

/** Help text under a control; react-aria links it with `aria-describedby`. */
export function Description({ className, ...props }: TextProps) {
  return <Text {...props} slot="description" className={[styles.description, className].filter(Boolean).join(' ')} />;
}
