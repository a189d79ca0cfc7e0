import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/i18n';
import { renderApp } from '@/test/render';
import { stubSiteConfig, TEST_CONTACT } from '@/test/site-config';

async function renderDocument(path: string, title: string) {
  renderApp(path);
  const article = await screen.findByRole('article', { name: title });
  const sectionHeadings = within(article)
    .getAllByRole('region')
    .map((section) => within(section).getByRole('heading', { level: 2 }).textContent);
  return { article, sectionHeadings };
}

function expectContactDetails(article: HTMLElement) {
  expect(within(article).getByRole('link', { name: TEST_CONTACT.contactEmail })).toHaveAttribute(
    'href',
    `mailto:${TEST_CONTACT.contactEmail}`,
  );
  expect(within(article).getByRole('link', { name: TEST_CONTACT.contactPhone })).toHaveAttribute(
    'href',
    'tel:+97714412345',
  );
}

describe('legal pages', () => {
  it('privacy policy: effective date, the eleven sections in order, and contact details', async () => {
    stubSiteConfig(TEST_CONTACT);
    const { article, sectionHeadings } = await renderDocument('/privacy', 'Privacy Policy');

    expect(within(article).getByText('Effective date: January 30, 2025')).toBeInTheDocument();
    expect(sectionHeadings).toEqual([
      '1. Introduction',
      '2. Information we collect',
      '3. How we use your information',
      '4. Sharing of information',
      '5. Cookies and browser storage',
      '6. Security',
      '7. Data retention',
      '8. Your rights',
      '9. Children under 13',
      '10. Updates to this policy',
      '11. Contact us',
    ]);
    expect(within(article).getByRole('link', { name: '5. Cookies and browser storage' })).toHaveAttribute(
      'href',
      '#privacy-cookies',
    );
    expectContactDetails(article);
  });

  it('terms of service: eligibility 13+, guardian consent under 18, law of Nepal', async () => {
    stubSiteConfig(TEST_CONTACT);
    const { article, sectionHeadings } = await renderDocument('/terms', 'Terms of Service');

    expect(within(article).getByText('Effective date: January 30, 2025')).toBeInTheDocument();
    expect(sectionHeadings).toEqual([
      '1. Acceptance of these terms',
      '2. Our services',
      '3. Eligibility',
      '4. Your responsibilities',
      '5. Prohibited acts',
      '6. Your content and our licence',
      '7. Termination',
      '8. Limitation of liability',
      '9. Changes to these terms',
      '10. Governing law',
      '11. Contact us',
    ]);
    expect(within(article).getByText(/13 years of age or older/)).toHaveTextContent(
      /under 18, you may use the service only with the consent/,
    );
    expect(within(article).getByText(/governed by the laws of Nepal/)).toHaveTextContent(
      /Electronic Transactions Act, 2063 \(2008\).*Individual Privacy Act, 2075 \(2018\)/,
    );
    expectContactDetails(article);
  });

  it('names the privacy law of Nepal and what happens to photos and phone numbers', async () => {
    const { article } = await renderDocument('/privacy', 'Privacy Policy');
    expect(
      within(article).getByText(/^We handle personal information in line with the laws of Nepal/),
    ).toHaveTextContent(
      'Individual Privacy Act, 2075 (2018) and the Electronic Transactions Act, 2063 (2008)',
    );
    expect(within(article).getByText(/^Photos:/)).toHaveTextContent(/remove location \(GPS\)/);
    expect(within(article).getByText(/^Phone numbers:/)).toBeInTheDocument();
  });

  it('shows only the contact lines the server configured, and says so when there are none', async () => {
    stubSiteConfig({ contactEmail: null, contactPhone: TEST_CONTACT.contactPhone });
    const { article } = await renderDocument('/terms', 'Terms of Service');
    expect(within(article).getByRole('link', { name: TEST_CONTACT.contactPhone })).toBeInTheDocument();
    expect(article.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(within(article).queryByText(/not been published/)).not.toBeInTheDocument();
  });

  it('says the contact details are not published when the server configured none', async () => {
    const { article } = await renderDocument('/privacy', 'Privacy Policy');
    expect(within(article).getByText(/contact details have not been published yet/)).toBeInTheDocument();
    expect(article.querySelector('a[href^="mailto:"], a[href^="tel:"]')).toBeNull();
  });

  it('is available in Nepali, with the date in Nepali', async () => {
    await chooseLanguage('ne');
    const { article, sectionHeadings } = await renderDocument('/privacy', 'गोपनीयता नीति');

    expect(sectionHeadings).toHaveLength(11);
    expect(sectionHeadings[8]).toBe('९. १३ वर्षभन्दा कम उमेरका बालबालिका');
    expect(within(article).getByText(/^लागू मिति:/)).toHaveTextContent('२०२५');
  });
});
