import { useTranslation } from 'react-i18next';
import { chooseLanguage, currentLanguage } from '@/i18n';
import { otherLanguage } from '@/i18n/language';

/** One button that offers the other language, labelled in that language (English / नेपाली). */
export function LanguageSwitch() {
  // useTranslation re-renders this on every language change, so `target` stays current.
  const { t } = useTranslation();
  const target = otherLanguage(currentLanguage());

  return (
    <button
      type="button"
      className="language-switch"
      lang={target}
      onClick={() => void chooseLanguage(target)}
    >
      {t('nav.switchLanguage')}
    </button>
  );
}
