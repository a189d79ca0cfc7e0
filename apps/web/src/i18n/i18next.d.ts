import 'i18next';
import type { LegalResources } from '../features/legal/i18n/types';
import type { Translation } from './en';

// Typed keys: t('missing.key') does not compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation; legal: LegalResources };
  }
}
