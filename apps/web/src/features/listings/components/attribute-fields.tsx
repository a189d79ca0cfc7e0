import {
  HOSTEL_AMENITIES,
  HOSTEL_GENDERS,
  HOSTEL_MEALS,
  MAX_FLOOR,
  PROPERTY_TYPES,
  WATER_SUPPLIES,
} from '@app/shared';
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
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

/** One attribute's id, translated error and registration, for its select or chip group. */
function useAttributeField<V extends FieldValues>(form: UseFormReturn<V>, idPrefix: string) {
  const { message } = useListingText();
  return (name: Path<V>, idSuffix: string = name) => ({
    id: `${idPrefix}-${idSuffix}`,
    error: message(form.getFieldState(name, form.formState).error?.message),
    register: form.register(name),
  });
}

interface AttributeInputProps {
  id: string;
  label: string;
  error: string | undefined;
  register: UseFormRegisterReturn;
  options: { value: string; label: string }[];
}

/** A select of `values` with 'Not stated' first (''), which leaves the attribute unsaid or clears it. */
function ChoiceSelect({ id, label, error, register, options }: AttributeInputProps) {
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

/** The form whose attributes these are; `idPrefix` keeps the ids unique on the page. */
interface AttributeFieldsProps<V extends FieldValues> {
  idPrefix: string;
  form: UseFormReturn<V>;
}

/** Radios or checkboxes as chips, one input per option, all registered under the attribute. */
function AttributeChips({ register, label, ...chips }: AttributeInputProps & { type: 'radio' | 'checkbox' }) {
  return <ChoiceChips {...chips} legend={label} inputProps={() => register} />;
}

/** Who the hostel is for, its meals and amenities (add and edit forms). */
export function HostelAttributeFields({ idPrefix, form }: AttributeFieldsProps<HostelAttributeValues>) {
  const { t } = useListingText();
  const names = useAttributeText();
  const field = useAttributeField(form, idPrefix);
  const genders = HOSTEL_GENDERS.map((value) => ({ value, label: names.gender(value) }));
  const meals = HOSTEL_MEALS.map((value) => ({ value, label: names.meals(value) }));
  const amenities = HOSTEL_AMENITIES.map((value) => ({ value, label: names.amenity(value) }));
  return (
    <AboutThePlace>
      <div className="form-row">
        <ChoiceSelect {...field('gender')} label={t('attributes.gender')} options={genders} />
        <ChoiceSelect {...field('meals')} label={t('attributes.meals')} options={meals} />
      </div>
      <AttributeChips
        {...field('amenities')}
        label={t('attributes.amenities')}
        type="checkbox"
        options={amenities}
      />
    </AboutThePlace>
  );
}

/** A landlord property's kind, furniture, parking, water supply and floor (add form). */
export function PropertyAttributeFields({ idPrefix, form }: AttributeFieldsProps<PropertyAttributeValues>) {
  const { t } = useListingText();
  const names = useAttributeText();
  const field = useAttributeField(form, idPrefix);
  const types = PROPERTY_TYPES.map((value) => ({ value, label: names.propertyType(value) }));
  const supplies = WATER_SUPPLIES.map((value) => ({ value, label: names.water(value) }));
  const yesNo = [
    { value: 'true', label: names.yesNo(true) },
    { value: 'false', label: names.yesNo(false) },
  ];
  const hasIt = [
    { value: 'true', label: names.has(true) },
    { value: 'false', label: names.has(false) },
  ];
  const floor = field('floor');
  return (
    <AboutThePlace>
      <div className="form-row">
        <ChoiceSelect
          {...field('propertyType', 'type')}
          label={t('attributes.propertyType')}
          options={types}
        />
        <ChoiceSelect {...field('water')} label={t('attributes.water')} options={supplies} />
      </div>
      <div className="form-row">
        <AttributeChips
          {...field('furnished')}
          label={t('attributes.furnished')}
          type="radio"
          options={yesNo}
        />
        <AttributeChips {...field('parking')} label={t('attributes.parking')} type="radio" options={hasIt} />
      </div>
      <FormField
        id={floor.id}
        label={t('attributes.floor')}
        hint={t('attributes.floorHint')}
        error={floor.error}
      >
        {(control) => (
          <input
            {...control}
            {...floor.register}
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
