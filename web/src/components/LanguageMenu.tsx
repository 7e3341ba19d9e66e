import { useLingui } from '@lingui/react/macro';
import { IconLanguage, IconSelector } from '@tabler/icons-react';
import { currentLocale, LOCALE_NAMES, LOCALES, type Locale } from '../lib/i18n';
import { pickLocale } from '../lib/saved-locale';
import classes from './LanguageMenu.module.css';

/**
 * The footer's language menu (issue 36 §2): each language under its own name, applied at once without a reload and
 * remembered on this device and on a signed-in player's profile. A native select: the phone's own picker, and a
 * keyboard's arrows, with no popover. A plain one with its own few lines of style, not Mantine's NativeSelect: that
 * brought Input and its wrapper into the first chunk (16 KB of script) for a footer, and its styles come later.
 */
export function LanguageMenu() {
  const { t } = useLingui();
  return (
    <span className={classes.menu}>
      <span className={`${classes.section} ${classes.start}`}>
        <IconLanguage size={14} aria-hidden />
      </span>
      <select
        className={classes.select}
        aria-label={t`Language`}
        value={currentLocale()}
        onChange={(event) => {
          void pickLocale(event.currentTarget.value as Locale);
        }}
        data-testid="language-menu"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
      <span className={`${classes.section} ${classes.end}`}>
        <IconSelector size={14} aria-hidden />
      </span>
    </span>
  );
}
