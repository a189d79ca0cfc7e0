import {
  CHECKLIST_ANSWERS,
  LISTING_CODES,
  MAX_FLOOR,
  WATER_HOURS_MAX,
  checklistField,
  checklistItemsFor,
} from '@app/shared';
import { useCallback } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { ChoiceChips } from '@/components/choice-chips';
import { FormField } from '@/components/form-field';
import { PhotoPicker } from '@/components/photo-picker';
import { UploadProgress } from '@/components/upload-progress';
import { useChecklistWords } from '@/components/visit-checklist/use-checklist-words';
import { useListingText } from '../use-listing-text';
import type { VisitEvidenceValues } from '../visit-form-schema';
import { useDevicePosition } from './use-device-position';

interface VisitEvidenceFieldsProps {
  kind: 'hostel' | 'property';
  /** Base of the fields' ids: 'verify' gives 'verify-photos', 'verify-check-water', … */
  idPrefix: string;
  photosLabel: string;
  /** A property's description is its verifier's required notes; a hostel's are optional. */
  notesLabel: string;
  notesOptional: boolean;
  disabled: boolean;
}

/**
 * What both verification forms ask on site beyond the measurements: the checklist (yes / no /
 * not seen, water hours under the water item), the floor found (a property), the verifier's
 * notes, the photos, and the device's position, asked once when photos are chosen and said
 * plainly whether it will be sent. Lives inside the form's FormProvider.
 */
export function VisitEvidenceFields({
  kind,
  idPrefix,
  photosLabel,
  notesLabel,
  notesOptional,
  disabled,
}: VisitEvidenceFieldsProps) {
  const { t, message } = useListingText();
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useFormContext<VisitEvidenceValues>();
  const onPosition = useCallback(
    ({ lat, lon }: { lat: number; lon: number }) => {
      setValue('position_lat', lat);
      setValue('position_lon', lon);
    },
    [setValue],
  );
  const position = useDevicePosition(onPosition);
  const words = useChecklistWords();
  const answers = CHECKLIST_ANSWERS.map((answer) => ({ value: answer, label: words.answer(answer) }));

  return (
    <>
      <fieldset className="form-stack visit-checklist">
        <legend className="form-field__label visit-checklist__title">{t('visit.checklistTitle')}</legend>
        <p className="form-field__hint">{t('visit.checklistHint')}</p>
        {checklistItemsFor(kind).map((item) => {
          const name = checklistField(item);
          return (
            <div key={item} className="visit-checklist__item">
              <ChoiceChips
                id={`${idPrefix}-check-${item}`}
                legend={words.item(item)}
                type="radio"
                options={answers}
                inputProps={() => register(name)}
                error={message(errors[name]?.message)}
              />
              {item === 'water' && (
                <FormField
                  id={`${idPrefix}-water-hours`}
                  label={t('visit.waterHours')}
                  hint={t('visit.waterHoursHint')}
                  optional
                  error={message(errors.water_hours?.message)}
                >
                  {(props) => (
                    <input
                      {...props}
                      {...register('water_hours')}
                      className="form-input visit-short-input"
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={WATER_HOURS_MAX}
                      step={1}
                    />
                  )}
                </FormField>
              )}
            </div>
          );
        })}
      </fieldset>
      {kind === 'property' && (
        <FormField
          id={`${idPrefix}-floor`}
          label={t('visit.floor')}
          hint={t('visit.floorHint')}
          optional
          error={message(errors.floor?.message)}
        >
          {(props) => (
            <input
              {...props}
              {...register('floor')}
              className="form-input visit-short-input"
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_FLOOR}
              step={1}
            />
          )}
        </FormField>
      )}
      <FormField
        id={`${idPrefix}-description`}
        label={notesLabel}
        hint={t('visit.notesHint')}
        optional={notesOptional}
        error={message(errors.description?.message)}
      >
        {(props) => <textarea {...props} {...register('description')} className="form-input" rows={5} />}
      </FormField>
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <PhotoPicker
            id={`${idPrefix}-photos`}
            label={photosLabel}
            hint={t('verify.photosHint')}
            files={field.value}
            buttonRef={field.ref}
            onBlur={field.onBlur}
            onChange={(files) => {
              field.onChange(files);
              if (files.length > 0) position.ask();
            }}
            limitMessage={message(LISTING_CODES.verification.imagesMax)}
            error={message(fieldState.error?.message)}
            disabled={disabled}
          />
        )}
      />
      <p className="form-notice visit-position" role="status" data-state={position.state}>
        {t(`visit.position.${position.state}`)}
      </p>
    </>
  );
}

/** The end of both verification forms: the upload's progress while sending, and the submit button. */
export function VisitFormActions({
  isBusy,
  progress,
  submitLabel,
}: {
  isBusy: boolean;
  progress: number;
  submitLabel: string;
}) {
  const { t } = useListingText();
  return (
    <>
      {isBusy && <UploadProgress percent={progress} />}
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={isBusy}>
          {isBusy ? t('common.submitting') : submitLabel}
        </button>
      </div>
    </>
  );
}
