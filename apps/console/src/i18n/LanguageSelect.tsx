import { isLocale, locales } from '@starcrew/i18n';
import { useIntl } from 'react-intl';
import { useLocale } from './LocaleProvider.tsx';
import * as styles from './LanguageSelect.css.ts';

/** Each language named in itself, as spec section 2 lists them. */
const languageNames = { en: 'English', fr: 'Français' } as const;

/** The top bar's language selector (English, Français). */
export function LanguageSelect() {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  return (
    <select
      className={styles.select}
      aria-label={intl.formatMessage({ id: 'language.label', defaultMessage: 'Language' })}
      value={locale}
      onChange={(event) => isLocale(event.target.value) && setLocale(event.target.value)}
    >
      {locales.map((value) => (
        <option key={value} value={value} lang={value}>
          {languageNames[value]}
        </option>
      ))}
    </select>
  );
}
