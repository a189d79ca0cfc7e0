import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage, currentLanguage, startLanguageFailed } from '@/i18n';
import { otherLanguage } from '@/i18n/language';

/**
 * One button that offers the other language, labelled in that language (English / नेपाली). Nepali's
 * words are fetched on the way (busy meanwhile); if they do not come, English stays and it says so.
 */
export function LanguageSwitch() {
  // useTranslation re-renders this on every language change, so `target` stays current.
  const { t } = useTranslation();
  const target = otherLanguage(currentLanguage());
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(startLanguageFailed);

  const choose = async () => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      await chooseLanguage(target);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="language-switch"
        lang={target}
        aria-busy={busy}
        onClick={() => void choose()}
      >
        {t('nav.switchLanguage')}
        {busy && '…'}
      </button>
      {failed && (
        <p role="alert" className="language-switch__failed">
          {t('nav.switchLanguageFailed')}
        </p>
      )}
    </>
  );
}
