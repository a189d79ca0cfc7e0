import { useTranslation } from 'react-i18next';
import { LegalDocument } from './components/legal-document';
import { PRIVACY_SECTIONS } from './i18n/types';

export function PrivacyPage() {
  const { t } = useTranslation('legal');
  const privacy = t('privacy', { returnObjects: true });
  const sections = PRIVACY_SECTIONS.map((key) => ({ key, ...privacy.sections[key] }));
  return <LegalDocument id="privacy" title={privacy.title} lead={privacy.lead} sections={sections} />;
}
