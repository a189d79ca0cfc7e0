import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { formatDate } from '@/lib/format-date';
import { VerificationBadge } from './verification-badge';

const AT = '2026-10-02T06:00:00.000Z';

describe('the verification badge', () => {
  it('says a visited listing was visited and measured, on which day, in green', () => {
    render(<VerificationBadge verification={{ level: 'visited', at: AT }} />);
    const badge = screen.getByText(/^Visited and measured on 2 Oct 2026$/).closest('.verification-badge');
    expect(badge).toHaveClass('status-badge--success');
    expect(badge).toHaveAttribute('data-level', 'visited');
  });

  it('says a checked listing was checked, not visited, in a quieter badge without a date', () => {
    render(<VerificationBadge verification={{ level: 'checked', at: AT }} />);
    const badge = screen.getByText('Details checked by our team, not yet visited');
    expect(badge).toHaveClass('status-badge--neutral');
    expect(badge).not.toHaveClass('status-badge--success');
    expect(badge.textContent).not.toMatch(/2026|Oct/);
  });

  it('in Nepali: the visit on its Bikram Sambat day, and the desk check', async () => {
    await i18n.changeLanguage('ne');
    const day = formatDate(AT, 'ne');
    expect(day).toMatch(/^[०-९]{4} /);
    const { rerender } = render(<VerificationBadge verification={{ level: 'visited', at: AT }} />);
    expect(screen.getByText(`${day} मा गएर हेरिएको र नापिएको`)).toBeInTheDocument();
    rerender(<VerificationBadge verification={{ level: 'checked', at: AT }} />);
    expect(screen.getByText('हाम्रो टोलीले विवरण जाँचेको, अझै गएर हेरिएको छैन')).toBeInTheDocument();
  });

  it('says when the owner changed what was visited or checked since, in English and Nepali', async () => {
    const changed = { changedAt: '2026-11-01T06:00:00.000Z', changed: ['photos' as const] };
    const { rerender } = render(
      <VerificationBadge verification={{ level: 'visited', at: AT, ...changed }} />,
    );
    expect(screen.getByText('Visited and measured on 2 Oct 2026')).toBeInTheDocument();
    expect(screen.getByText('Changed since the visit on 2 Oct 2026')).toHaveClass('status-badge--warning');
    rerender(<VerificationBadge verification={{ level: 'checked', at: AT, ...changed }} />);
    expect(screen.getByText('Changed since our check on 2 Oct 2026')).toBeInTheDocument();
    await i18n.changeLanguage('ne');
    const day = formatDate(AT, 'ne');
    rerender(<VerificationBadge verification={{ level: 'visited', at: AT, ...changed }} />);
    expect(screen.getByText(`${day} मा गएर हेरेपछि विवरण बदलिएको छ`)).toBeInTheDocument();
    rerender(<VerificationBadge verification={{ level: 'checked', at: AT, ...changed }} />);
    expect(screen.getByText(`${day} मा हाम्रो टोलीले जाँचेपछि विवरण बदलिएको छ`)).toBeInTheDocument();
  });

  it('says nothing changed when nothing did', () => {
    render(<VerificationBadge verification={{ level: 'visited', at: AT }} />);
    expect(screen.queryByText(/Changed since/)).not.toBeInTheDocument();
  });

  it('shows nothing while unverified', () => {
    const { container } = render(<VerificationBadge verification={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('on a card (compact): one word on screen, the whole sentence for screen readers, in both languages', async () => {
    const { rerender } = render(<VerificationBadge verification={{ level: 'checked', at: AT }} compact />);
    expect(screen.getByText('Checked')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Details checked by our team, not yet visited')).toHaveClass('visually-hidden');
    rerender(<VerificationBadge verification={{ level: 'visited', at: AT }} compact />);
    expect(screen.getByText('Visited')).toBeInTheDocument();
    expect(screen.getByText('Visited and measured on 2 Oct 2026')).toHaveClass('visually-hidden');
    await i18n.changeLanguage('ne');
    rerender(<VerificationBadge verification={{ level: 'checked', at: AT }} compact />);
    expect(screen.getByText('विवरण जाँचिएको')).toBeInTheDocument();
  });
});
