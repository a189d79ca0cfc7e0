import {
  HOSTEL_AMENITIES,
  HOSTEL_GENDERS,
  HOSTEL_MEALS,
  MAX_FLOOR,
  PROPERTY_TYPES,
  WATER_SUPPLIES,
} from '@app/shared';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { ChoiceChips } from '@/components/choice-chips';
import { FormField } from '@/components/form-field';
import { useAttributeText } from '@/components/listing-attributes/use-attribute-text';
import { useListingText } from '../use-listing-text';

/** The hostel attributes as the add and edit forms hold them (AddHostelSchema / EditHostelSchema). */
export interface HostelAttributeValues {
  gender: string;
  meals: string;
  amenities: string[];
}

/** The property attributes as the add form holds them (AddPropertySchema). */
export interface PropertyAttributeValues {
  propertyType: string;
  furnished: string;
  parking: string;
  water: string;
  floor: string;
}

/** 'About the place': one optional fieldset, so the required fields above stay the form's core. */
function AboutThePlace({ children }: { children: ReactNode }) {
  const { t } = useListingText();
  return (
    <fieldset className="listing-attributes">
      <legend className="listing-attributes__legend">{t('attributes.legend')}</legend>
      <p className="form-field__hint">{t('attributes.hint')}</p>
      {children}
    </fieldset>
  );
}

/** A select of `values` with 'Not stated' first (''), which leaves the attribute unsaid or clears it. */
function ChoiceSelect({
  id,
  label,
  error,
  register,
  options,
}: {
  id: string;
  label: string;
  error: string | undefined;
  register: UseFormRegisterReturn;
  options: { value: string; label: string }[];
}) {
  const { t } = useListingText();
  return (
    <FormField id={id} label={label} error={error}>
      {(control) => (
        <select {...control} {...register} className="form-input">
          <option value="">{t('attributes.notStated')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** Who the hostel is for, its meals and amenities (add and edit forms). */
export function HostelAttributeFields({
  idPrefix,
  form,
}: {
  idPrefix: string;
  form: UseFormReturn<HostelAttributeValues>;
}) {
  const { t, message } = useListingText();
  const names = useAttributeText();
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <AboutThePlace>
      <div className="form-row">
        <ChoiceSelect
          id={`${idPrefix}-gender`}
          label={t('attributes.gender')}
          error={message(errors.gender?.message)}
          register={register('gender')}
          options={HOSTEL_GENDERS.map((value) => ({ value, label: names.gender(value) }))}
        />
        <ChoiceSelect
          id={`${idPrefix}-meals`}
          label={t('attributes.meals')}
          error={message(errors.meals?.message)}
          register={register('meals')}
          options={HOSTEL_MEALS.map((value) => ({ value, label: names.meals(value) }))}
        />
      </div>
      <ChoiceChips
        id={`${idPrefix}-amenities`}
        legend={t('attributes.amenities')}
        type="checkbox"
        options={HOSTEL_AMENITIES.map((value) => ({ value, label: names.amenity(value) }))}
        inputProps={() => register('amenities')}
        error={message(errors.amenities?.message)}
      />
    </AboutThePlace>
  );
}

/** A landlord property's kind, furniture, parking, water supply and floor (add form). */
export function PropertyAttributeFields({
  idPrefix,
  form,
}: {
  idPrefix: string;
  form: UseFormReturn<PropertyAttributeValues>;
}) {
  const { t, message } = useListingText();
  const names = useAttributeText();
  const {
    register,
    formState: { errors },
  } = form;
  const yesNo = [
    { value: 'true', label: names.yesNo(true) },
    { value: 'false', label: names.yesNo(false) },
  ];
  return (
    <AboutThePlace>
      <div className="form-row">
        <ChoiceSelect
          id={`${idPrefix}-type`}
          label={t('attributes.propertyType')}
          error={message(errors.propertyType?.message)}
          register={register('propertyType')}
          options={PROPERTY_TYPES.map((value) => ({ value, label: names.propertyType(value) }))}
        />
        <ChoiceSelect
          id={`${idPrefix}-water`}
          label={t('attributes.water')}
          error={message(errors.water?.message)}
          register={register('water')}
          options={WATER_SUPPLIES.map((value) => ({ value, label: names.water(value) }))}
        />
      </div>
      <div className="form-row">
        <ChoiceChips
          id={`${idPrefix}-furnished`}
          legend={t('attributes.furnished')}
          type="radio"
          options={yesNo}
          inputProps={() => register('furnished')}
          error={message(errors.furnished?.message)}
        />
        <ChoiceChips
          id={`${idPrefix}-parking`}
          legend={t('attributes.parking')}
          type="radio"
          options={yesNo}
          inputProps={() => register('parking')}
          error={message(errors.parking?.message)}
        />
      </div>
      <FormField
        id={`${idPrefix}-floor`}
        label={t('attributes.floor')}
        hint={t('attributes.floorHint')}
        error={message(errors.floor?.message)}
      >
        {(control) => (
          <input
            {...control}
            {...register('floor')}
            className="form-input listing-attributes__floor"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_FLOOR}
            step={1}
          />
        )}
      </FormField>
    </AboutThePlace>
  );
}
