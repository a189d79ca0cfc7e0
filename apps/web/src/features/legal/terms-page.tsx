import { useTranslation } from 'react-i18next';
import { LegalDocument } from './components/legal-document';
import { TERMS_SECTIONS } from './i18n/types';

export function TermsPage() {
  const { t } = useTranslation('legal');
  const terms = t('terms', { returnObjects: true });
  const sections = TERMS_SECTIONS.map((key) => ({ key, ...terms.sections[key] }));
  return <LegalDocument id="terms" title={terms.title} lead={terms.lead} sections={sections} />;
}
