import './register';
import './shortlist-heart.css';
import { useId } from 'react';
import { useShortlistToggle } from '@/api/shortlist/use-shortlist-toggle';
import { useFeatureText } from '@/lib/use-feature-text';

interface ShortlistHeartProps {
  listingId: string;
  /** `corner`: over the top right of a card (its parent is positioned); `inline`: in the flow. */
  placement?: 'corner' | 'inline';
}

/**
 * The heart that saves a listing to the shortlist and removes it again: a 44 px toggle button
 * (`aria-pressed`), filled when saved. Visitors' saves stay in this browser until they log in.
 */
export function ShortlistHeart({ listingId, placement = 'inline' }: ShortlistHeartProps) {
  const { t, message, failure } = useFeatureText('shortlistHeart');
  const { isSaved, isReady, error, toggle } = useShortlistToggle(listingId);
  const errorId = useId();
  let errorText: string | null = null;
  if (typeof error === 'string') errorText = message(error);
  else if (error) errorText = failure(error, t('failed'));
  return (
    <span className={`shortlist-heart shortlist-heart--${placement}`}>
      <button
        type="button"
        className="shortlist-heart__button"
        aria-label={t('save')}
        aria-pressed={isSaved}
        aria-describedby={errorText ? errorId : undefined}
        disabled={!isReady}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
      </button>
      {errorText && (
        <span id={errorId} role="alert" className="shortlist-heart__error">
          {errorText}
        </span>
      )}
    </span>
  );
}
