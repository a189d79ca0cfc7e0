import 'i18next';
import type { AttributesResources } from '../components/listing-attributes/en';
import type { ShortlistHeartResources } from '../components/shortlist-heart/en';
import type { VerificationBadgeResources } from '../components/verification-badge/en';
import type { VisitChecklistResources } from '../components/visit-checklist/en';
import type { ApplicationsResources } from '../features/applications/i18n/en';
import type { AuthResources } from '../features/auth/i18n/en';
import type { FreelancersResources } from '../features/freelancers/i18n/en';
import type { HomeResources } from '../features/home/i18n/en';
import type { LegalResources } from '../features/legal/i18n/types';
import type { ListingsResources } from '../features/listings/i18n/en';
import type { ReportsResources } from '../features/reports/i18n/en';
import type { SavedSearchesResources } from '../features/saved-searches/i18n/en';
import type { ChatResources } from '../features/search/i18n/chat.en';
import type { SearchResources } from '../features/search/i18n/en';
import type { ShortlistResources } from '../features/shortlist/i18n/en';
import type { TasksResources } from '../features/tasks/i18n/en';
import type { MessagesResources } from './messages/types';
import type { Translation } from './en';

// Typed keys: t('missing.key') does not compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: Translation;
      legal: LegalResources;
      auth: AuthResources;
      listings: ListingsResources;
      search: SearchResources;
      chat: ChatResources;
      applications: ApplicationsResources;
      freelancers: FreelancersResources;
      home: HomeResources;
      tasks: TasksResources;
      reports: ReportsResources;
      savedSearches: SavedSearchesResources;
      messages: MessagesResources;
      attributes: AttributesResources;
      shortlistHeart: ShortlistHeartResources;
      verificationBadge: VerificationBadgeResources;
      visitChecklist: VisitChecklistResources;
      shortlist: ShortlistResources;
    };
  }
}
