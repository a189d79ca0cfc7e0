import '../legal.css';
import '../i18n/register';
import { LEGAL_EFFECTIVE_DATE } from '@app/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useContact } from '@/config/contact';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { LegalSection } from '../i18n/types';

export interface LegalDocumentProps {
  /** Prefix for section anchors, e.g. "privacy" gives #privacy-cookies. */
  id: 'privacy' | 'terms';
  title: string;
  lead: string;
  sections: (LegalSection & { key: string })[];
}

function formatEffectiveDate(language: string): string {
  const locale = language === 'ne' ? 'ne-NP' : 'en-US';
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return format.format(new Date(`${LEGAL_EFFECTIVE_DATE}T00:00:00Z`));
}

/** The operator's support contacts (CONTACT_EMAIL, CONTACT_PHONE); each only when set. */
function ContactDetails() {
  const { t } = useTranslation('legal');
  const { email, phone } = useContact();
  if (!email && !phone) return <p>{t('contactUnavailable')}</p>;
  return (
    <dl className="legal__contact">
      {email && (
        <>
          <dt>{t('email')}</dt>
          <dd>
            <a className="text-link" href={email.href}>
              {email.text}
            </a>
          </dd>
        </>
      )}
      {phone && (
        <>
          <dt>{t('phone')}</dt>
          <dd>
            <a className="text-link" href={phone.href}>
              {phone.text}
            </a>
          </dd>
        </>
      )}
    </dl>
  );
}

function SectionView({
  anchor,
  section,
  children,
}: {
  anchor: string;
  section: LegalSection;
  children?: ReactNode;
}) {
  return (
    <section className="legal__section" aria-labelledby={anchor}>
      <h2 id={anchor}>{section.heading}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.items && (
        <ul>
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}

export function LegalDocument({ id, title, lead, sections }: LegalDocumentProps) {
  const { t, i18n } = useTranslation('legal');
  useDocumentTitle(title);
  const anchorOf = (key: string) => `${id}-${key}`;

  return (
    <article className="legal container" aria-labelledby="legal-title">
      <header className="legal__header">
        <h1 id="legal-title">{title}</h1>
        <p className="legal__lead">{lead}</p>
        <p className="legal__date">
          <time dateTime={LEGAL_EFFECTIVE_DATE}>
            {t('effectiveDate', { date: formatEffectiveDate(i18n.language) })}
          </time>
        </p>
      </header>
      <nav className="legal__toc" aria-labelledby="legal-contents">
        <h2 id="legal-contents">{t('contents')}</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.key}>
              <a className="text-link" href={`#${anchorOf(section.key)}`}>
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <SectionView key={section.key} anchor={anchorOf(section.key)} section={section}>
          {section.key === 'contact' && <ContactDetails />}
        </SectionView>
      ))}
    </article>
  );
}
