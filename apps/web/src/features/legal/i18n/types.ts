export const PRIVACY_SECTIONS = [
  'introduction',
  'informationCollected',
  'purpose',
  'sharing',
  'cookies',
  'security',
  'retention',
  'rights',
  'children',
  'updates',
  'contact',
] as const;

export const TERMS_SECTIONS = [
  'acceptance',
  'services',
  'eligibility',
  'responsibilities',
  'prohibited',
  'contentLicence',
  'termination',
  'liability',
  'modifications',
  'governingLaw',
  'contact',
] as const;

export type PrivacySection = (typeof PRIVACY_SECTIONS)[number];
export type TermsSection = (typeof TERMS_SECTIONS)[number];

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  /** A bulleted list shown after the paragraphs. */
  items?: string[];
}

interface LegalDocumentText<Section extends string> {
  title: string;
  lead: string;
  sections: Record<Section, LegalSection>;
}

/** The `legal` i18next namespace, registered when a legal page loads. */
export interface LegalResources {
  effectiveDate: string;
  contents: string;
  email: string;
  phone: string;
  /** Shown in a Contact section when the operator has published no email or phone. */
  contactUnavailable: string;
  privacy: LegalDocumentText<PrivacySection>;
  terms: LegalDocumentText<TermsSection>;
}
