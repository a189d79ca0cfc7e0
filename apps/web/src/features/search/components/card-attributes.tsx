import './attributes.css';
import { useAttributeText, type AttributeText } from '@/components/listing-attributes/use-attribute-text';
import type { Listing } from '../listing';
import type { SearchText } from '../use-search-text';

/** Amenities named on a card; the rest are counted ('+3 more') and all shown in the overlay. */
const CARD_AMENITIES = 2;

function cardTags(listing: Listing, names: AttributeText, text: SearchText): string[] {
  if (listing.kind === 'hostel') {
    const { gender, meals, amenities } = listing;
    const rest = amenities.length - CARD_AMENITIES;
    return [
      gender && names.gender(gender),
      meals && names.meals(meals),
      ...amenities.slice(0, CARD_AMENITIES).map(names.amenity),
      rest > 0 ? text.t('attributes.more', { count: rest }) : null,
    ].filter((tag): tag is string => Boolean(tag));
  }
  const { propertyType, furnished } = listing;
  return [
    propertyType && names.propertyType(propertyType),
    furnished === null ? null : names.furnished(furnished),
  ].filter((tag): tag is string => Boolean(tag));
}

/**
 * What decides a click, compactly: who a hostel is for, its meals and a few amenities; a
 * property's kind and whether it is furnished. Nothing when the owner has said none of it.
 */
export function CardAttributes({ listing, text }: { listing: Listing; text: SearchText }) {
  const names = useAttributeText();
  const tags = cardTags(listing, names, text);
  if (tags.length === 0) return null;
  return (
    <ul className="search-card__attributes" aria-label={text.t('attributes.cardLabel')}>
      {tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </ul>
  );
}
