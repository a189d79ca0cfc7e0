import {
  HOSTEL_AMENITIES,
  HOSTEL_GENDERS,
  PROPERTY_TYPES,
  WATER_SUPPLIES,
  type HostelAmenity,
  type PropertyType,
} from '@app/shared';
import type { ChangeEvent } from 'react';
import { ChoiceChips } from '@/components/choice-chips';
import { FormField } from '@/components/form-field';
import type { AttributeText } from '@/components/listing-attributes/use-attribute-text';
import type { ListingFilters } from '../filter-params';
import type { SearchText } from '../use-search-text';

export interface ChoicesProps {
  idPrefix: string;
  filters: ListingFilters;
  /** Changes these filters and keeps the others. */
  set: (patch: Partial<ListingFilters>) => void;
  text: SearchText;
  names: AttributeText;
}

const ANY = '';

const pick = <T extends string>(values: readonly T[], value: string): T | undefined =>
  values.find((candidate) => candidate === value);

/** The list with `value` ticked or not, in the vocabulary's order; undefined when empty. */
function toggled<T extends string>(
  all: readonly T[],
  current: readonly T[] | undefined,
  value: T,
  on: boolean,
) {
  const list = all.filter((item) => (item === value ? on : (current?.includes(item) ?? false)));
  return list.length > 0 ? list : undefined;
}

/** Who for (one), meals (at least some, or all) and amenities (every one ticked). */
export function HostelChoices({ idPrefix, filters, set, text, names }: ChoicesProps) {
  const { t } = text;
  const radio =
    (name: string, current: string | undefined, apply: (value: string) => void) => (value: string) => ({
      name: `${idPrefix}-${name}`,
      checked: (current ?? ANY) === value,
      onChange: () => apply(value),
    });
  return (
    <>
      <ChoiceChips
        id={`${idPrefix}-gender`}
        legend={t('filters.gender')}
        type="radio"
        options={[
          { value: ANY, label: t('filters.any') },
          ...HOSTEL_GENDERS.map((value) => ({ value, label: names.gender(value) })),
        ]}
        inputProps={radio('gender', filters.gender, (value) => set({ gender: pick(HOSTEL_GENDERS, value) }))}
      />
      <ChoiceChips
        id={`${idPrefix}-meals`}
        legend={t('filters.meals')}
        type="radio"
        options={[
          { value: ANY, label: t('filters.any') },
          { value: 'some', label: t('filters.mealsSome') },
          { value: 'all', label: t('filters.mealsAll') },
        ]}
        inputProps={radio('meals', filters.meals, (value) => set({ meals: pick(['some', 'all'], value) }))}
      />
      <ChoiceChips
        id={`${idPrefix}-amenities`}
        legend={t('filters.amenities')}
        hint={t('filters.amenitiesHint')}
        type="checkbox"
        options={HOSTEL_AMENITIES.map((value) => ({ value, label: names.amenity(value) }))}
        inputProps={(value) => ({
          checked: filters.amenities?.includes(value as HostelAmenity) ?? false,
          onChange: (event: ChangeEvent<HTMLInputElement>) =>
            set({
              amenities: toggled(
                HOSTEL_AMENITIES,
                filters.amenities,
                value as HostelAmenity,
                event.target.checked,
              ),
            }),
        })}
      />
    </>
  );
}

/** Kind of place (any ticked), furnished and parking (when ticked), water supply (one). */
export function PropertyChoices({ idPrefix, filters, set, text, names }: ChoicesProps) {
  const { t } = text;
  return (
    <>
      <ChoiceChips
        id={`${idPrefix}-type`}
        legend={t('filters.propertyType')}
        type="checkbox"
        options={PROPERTY_TYPES.map((value) => ({ value, label: names.propertyType(value) }))}
        inputProps={(value) => ({
          checked: filters.propertyType?.includes(value) ?? false,
          onChange: (event: ChangeEvent<HTMLInputElement>) =>
            set({
              propertyType: toggled(
                PROPERTY_TYPES,
                filters.propertyType,
                value as PropertyType,
                event.target.checked,
              ),
            }),
        })}
      />
      <ChoiceChips
        id={`${idPrefix}-must`}
        legend={t('filters.mustHave')}
        type="checkbox"
        options={[
          { value: 'furnished', label: names.furnished(true) },
          { value: 'parking', label: names.parking(true) },
        ]}
        inputProps={(value) => {
          const key = value === 'furnished' ? 'furnished' : 'parking';
          return {
            checked: filters[key] === true,
            onChange: (event: ChangeEvent<HTMLInputElement>) =>
              set({ [key]: event.target.checked ? true : undefined }),
          };
        }}
      />
      <FormField id={`${idPrefix}-water`} label={t('filters.water')}>
        {(control) => (
          <select
            {...control}
            className="form-input"
            value={filters.water ?? ANY}
            onChange={(event) => set({ water: pick(WATER_SUPPLIES, event.target.value) })}
          >
            <option value={ANY}>{t('filters.any')}</option>
            {WATER_SUPPLIES.map((value) => (
              <option key={value} value={value}>
                {names.water(value)}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </>
  );
}
