import './register';
import './verification-badge.css';
import type { PriceChange } from '@app/shared';
import { useFeatureText } from '@/lib/use-feature-text';

/** "Price changed on {date}: Rs {old} → Rs {new}" (a new price needs no visit); nothing otherwise. */
export function PriceChangeNote({ priceChange }: { priceChange: PriceChange | null | undefined }) {
  const { t, date, number } = useFeatureText('verificationBadge');
  if (!priceChange || priceChange.from === null || priceChange.to === null) return null;
  return (
    <p className="price-change-note">
      {t('priceChanged', {
        date: date(priceChange.at),
        from: number(priceChange.from),
        to: number(priceChange.to),
      })}
    </p>
  );
}
