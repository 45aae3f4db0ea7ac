import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Input, TextField, composeRenderProps, type TextFieldProps } from 'react-aria-components';
import { defineMessages, useIntl } from 'react-intl';
import { CheckGlyph, CopyGlyph } from '../../internal/glyphs.tsx';
import { visuallyHidden } from '../../styles/utilities.css.ts';
import { Description } from '../Field/Description.tsx';
import { field } from '../Field/Field.css.ts';
import { Label } from '../Field/Label.tsx';
import { copyText } from './copyText.ts';
import * as styles from './CopyField.css.ts';

const messages = defineMessages({
  copy: { id: 'ui.copyField.copy', defaultMessage: 'Copy' },
  copied: { id: 'ui.copyField.copied', defaultMessage: 'Copied' },
  copiedAnnouncement: { id: 'ui.copyField.copiedAnnouncement', defaultMessage: 'Copied to the clipboard' },
  failed: { id: 'ui.copyField.failed', defaultMessage: 'Could not copy. Select the text and copy it yourself.' },
});

/** How long "Copied" stays on the button. */
const FEEDBACK_MS = 2000;

export interface CopyFieldProps extends Omit<
  TextFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'onCopy' | 'isReadOnly' | 'children'
> {
  /**
   * The text to show and copy (a review link, a code).
   * @default undefined
   */
  value: string;
  /**
   * The visible label.
   * @default undefined
   */
  label?: ReactNode;
  /**
   * Help text under the field.
   * @default undefined
   */
  description?: ReactNode;
  /**
   * Called after a successful copy.
   * @default undefined
   */
  onCopy?: (value: string) => void;
}

/**
 * A read-only value with a Copy button: the clipboard API with a fallback for older or
 * embedded pages, "Copied" on the button for two seconds and a polite announcement.
 */
export function CopyField({ value, label, description, onCopy, className, ...props }: CopyFieldProps) {
  const intl = useIntl();
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    const ok = await copyText(value);
    setStatus(ok ? 'copied' : 'failed');
    if (ok) onCopy?.(value);
    clearTimeout(timer.current);
    if (ok) timer.current = setTimeout(() => setStatus('idle'), FEEDBACK_MS);
  };

  return (
    <TextField
      {...props}
      value={value}
      isReadOnly
      className={composeRenderProps(className, (own) => [field, own].filter(Boolean).join(' '))}
    >
      {label !== undefined && <Label>{label}</Label>}
      <div className={styles.group}>
        <Input className={styles.input} onFocus={(event) => event.currentTarget.select()} />
        <Button className={styles.button} onPress={copy} data-copied={status === 'copied' || undefined}>
          <span className={styles.icon} aria-hidden="true">
            {status === 'copied' ? <CheckGlyph /> : <CopyGlyph />}
          </span>
          {intl.formatMessage(status === 'copied' ? messages.copied : messages.copy)}
        </Button>
      </div>
      {description !== undefined && <Description>{description}</Description>}
      {status === 'failed' && <span className={styles.failed}>{intl.formatMessage(messages.failed)}</span>}
      {/* Always in the page, so the change of text is announced (an added region is often not). */}
      <span role="status" className={visuallyHidden}>
        {status === 'copied' ? intl.formatMessage(messages.copiedAnnouncement) : ''}
      </span>
    </TextField>
  );
}
