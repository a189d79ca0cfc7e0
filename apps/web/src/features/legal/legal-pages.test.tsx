import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../i18n';
import { renderApp } from '../../test/render';

async function renderDocument(path: string, title: string) {
  renderApp(path);
  const article = await screen.findByRole('article', { name: title });
  const sectionHeadings = within(article)
    .getAllByRole('region')
    .map((section) => within(section).getByRole('heading', { level: 2 }).textContent);
  return { article, sectionHeadings };
}

function expectContactDetails(article: HTMLElement) {
  expect(within(article).getByRole('link', { name: 'support@gharbhada.com.np' })).toHaveAttribute(
    'href',
    'mailto:support@gharbhada.com.np',
  );
  expect(within(article).getByRole('link', { name: '+977-9800000000' })).toHaveAttribute(
    'href',
    'tel:+9779800000000',
  );
}

describe('legal pages', () => {
  it('privacy policy: effective date, the eleven sections in order, and contact details', async () => {
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
    expect(within(article).getByText(/governed by the laws of Nepal/)).toBeInTheDocument();
    expectContactDetails(article);
  });

  it('is available in Nepali, with the date in Nepali', async () => {
    await chooseLanguage('ne');
    const { article, sectionHeadings } = await renderDocument('/privacy', 'गोपनीयता नीति');

    expect(sectionHeadings).toHaveLength(11);
    expect(sectionHeadings[8]).toBe('९. १३ वर्षभन्दा कम उमेरका बालबालिका');
    expect(within(article).getByText(/^लागू मिति:/)).toHaveTextContent('२०२५');
  });
});
