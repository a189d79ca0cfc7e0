import { SAVED_SEARCH_NAME_MAX, type SavedSearch } from '@app/shared';
import { useAttributeText } from '@/components/listing-attributes/use-attribute-text';
import { placeOf } from '../search-from-url';
import { useSavedSearchText } from '../use-saved-search-text';

/** What a saved search looks for, in words: the place, then each filter, then the order. */
export function useQuerySummary() {
  const { t, price, number } = useSavedSearchText();
  const attribute = useAttributeText();

  return ({ query }: Pick<SavedSearch, 'query'>): { place: string; details: string[] } => {
    const near = query.lat !== undefined && query.lon !== undefined;
    const place = query.location ? query.location : near ? t('card.near') : t('card.anywhere');
    const details: string[] = [];
    if (query.km !== undefined) details.push(t('card.withinKm', { km: number(query.km) }));
    const { minPrice, maxPrice } = query;
    if (minPrice !== undefined && maxPrice !== undefined) {
      details.push(t('filter.priceBetween', { min: price(minPrice), max: price(maxPrice) }));
    } else if (minPrice !== undefined) {
      details.push(t('filter.priceFrom', { price: price(minPrice) }));
    } else if (maxPrice !== undefined) {
      details.push(t('filter.priceUpTo', { price: price(maxPrice) }));
    }
    if (query.minRooms !== undefined) details.push(t('filter.minRooms', { count: query.minRooms }));
    if (query.gender) details.push(attribute.gender(query.gender));
    if (query.meals) details.push(attribute.meals(query.meals));
    for (const amenity of query.amenities ?? []) details.push(attribute.amenity(amenity));
    for (const type of query.propertyType ?? []) details.push(attribute.propertyType(type));
    if (query.furnished) details.push(attribute.furnished(true));
    if (query.parking) details.push(attribute.parking(true));
    if (query.water) details.push(attribute.water(query.water));
    if (query.maxFloor !== undefined) {
      details.push(
        query.maxFloor === 0
          ? t('filter.groundFloor')
          : t('filter.maxFloor', { floor: number(query.maxFloor) }),
      );
    }
    if (query.sort) details.push(t(`sort.${query.sort}`));
    return { place, details };
  };
}

/** The name a new saved search is offered: 'Hostels in Kirtipur'. */
export function useDefaultName() {
  const { t } = useSavedSearchText();
  return (kind: SavedSearch['kind'], location: string): string => {
    const place = placeOf(location);
    const name = place ? t(`defaultName.${kind}`, { place }) : t(`defaultName.${kind}Anywhere`);
    return name.slice(0, SAVED_SEARCH_NAME_MAX);
  };
}
