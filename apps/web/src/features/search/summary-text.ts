import type { PropertyType, SearchArea } from '@app/shared';
import type { AttributeText } from '@/components/listing-attributes/use-attribute-text';
import type { SearchKind } from '@/config/paths';
import { areaName } from './area-name';
import { filtersFor, type ListingFilters } from './filter-params';
import type { SearchText } from './use-search-text';

interface SummaryInput {
  kind: SearchKind;
  location: string;
  filters: ListingFilters;
  /** The named place the server searched (`meta.area`): its name in the reader's language. */
  area: SearchArea | null | undefined;
}

function priceText({ minPrice, maxPrice }: ListingFilters, text: SearchText): string | null {
  const { t } = text;
  if (minPrice !== undefined && maxPrice !== undefined) {
    return t('summary.between', { min: text.price(minPrice), max: text.price(maxPrice) });
  }
  if (maxPrice !== undefined) return t('summary.upTo', { price: text.price(maxPrice) });
  if (minPrice !== undefined) return t('summary.from', { price: text.price(minPrice) });
  return null;
}

/**
 * The search in one line, as the phone's summary button says it: "Kirtipur · Girls · up to
 * Rs. 12,000" ("All of Nepal" with no place); who a hostel is for or a property's kinds, then the
 * price range. The other filters are counted on the Filters chip.
 */
export function summaryText(
  { kind, location, filters, area }: SummaryInput,
  text: SearchText,
  names: AttributeText,
): string {
  const { t } = text;
  const used = filtersFor(kind, filters);
  const place = area ? areaName(area, text.language) : location || t('summary.allNepal');
  const who =
    kind === 'hostel'
      ? used.gender && t(`summary.gender.${used.gender}`)
      : used.propertyType?.map((type) => names.propertyType(type as PropertyType)).join(', ');
  return [place, who, priceText(used, text)].filter(Boolean).join(' · ');
}
