import { useLingui } from '@lingui/react/macro';
import { LANGUAGES, type Language } from '../../../shared/language';
import { useLanguage } from './use-language';

/** Each language named in itself, so a person who cannot read the other one still finds theirs. */
const NAMES: Record<Language, { short: string; long: string }> = {
  en: { short: 'EN', long: 'English' },
  sw: { short: 'SW', long: 'Kiswahili' },
};

/**
 * EN / SW: two buttons, the one on screen pressed. Switching keeps the screen and what was
 * typed on it; only the words change.
 */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t } = useLingui();
  const { language, setLanguage } = useLanguage();
  return (
    <fieldset
      aria-label={t`Language`}
      className={`m-0 inline-flex shrink-0 rounded-lg border border-line bg-white p-0.5 ${className}`}
    >
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={language === option}
          aria-label={NAMES[option].long}
          onClick={() => void setLanguage(option)}
          className={
            'min-h-9 min-w-9 rounded-md px-2 font-semibold text-xs tracking-wide ' +
            (language === option
              ? 'bg-primary text-white'
              : 'text-ink-muted hover:bg-primary-soft hover:text-primary-strong')
          }
        >
          {NAMES[option].short}
        </button>
      ))}
    </fieldset>
  );
}
