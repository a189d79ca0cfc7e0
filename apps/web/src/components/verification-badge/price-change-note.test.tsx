import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { formatDate } from '@/lib/format-date';
import { PriceChangeNote } from './price-change-note';

const AT = '2026-10-02T06:00:00.000Z';

describe('the price change note', () => {
  it('says when the price changed, from what to what', () => {
    render(<PriceChangeNote priceChange={{ from: 9000, to: 12500, at: AT }} />);
    expect(screen.getByText('Price changed on 2 Oct 2026: Rs 9,000 → Rs 12,500')).toBeInTheDocument();
  });

  it('in Nepali: the Bikram Sambat day and Devanagari digits', async () => {
    await i18n.changeLanguage('ne');
    render(<PriceChangeNote priceChange={{ from: 9000, to: 12500, at: AT }} />);
    expect(
      screen.getByText(`${formatDate(AT, 'ne')} मा भाडा बदलियो: रु ९,००० → रु १२,५००`),
    ).toBeInTheDocument();
  });

  it('shows nothing when the price never changed', () => {
    const { container } = render(<PriceChangeNote priceChange={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
