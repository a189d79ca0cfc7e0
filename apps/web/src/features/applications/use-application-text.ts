import { formatPrice, type ApplicationState } from '@app/shared';
import { useFeatureText } from '@/lib/use-feature-text';

/** Translation and formatting for the application screens. */
export function useApplicationText() {
  const text = useFeatureText('applications');
  const { t, language } = text;

  /** 'Rs. 1,50,000' / 'रु. १,५०,०००', or 'Price on request' when there is no price. */
  const price = (amount: number | null | undefined): string =>
    formatPrice(amount, language) ?? t('common.priceOnRequest');

  /** An application's state in plain words; declined because the place was rented reads as such. */
  const stateWord = (state: ApplicationState, closedBecauseRented = false): string =>
    state === 'declined' && closedBecauseRented ? t('states.closedRented') : t(`states.${state}`);

  /** The button that moves an application to `to` ('Arrange a visit'); nothing moves back to new. */
  const moveLabel = (to: ApplicationState): string => (to === 'new' ? t('states.new') : t(`moves.${to}`));

  return { ...text, price, stateWord, moveLabel };
}
