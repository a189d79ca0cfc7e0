import { AssignTaskSchema, type AssignTask, type VerifiedFreelancer } from '@app/shared';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { FormField } from '@/components/form-field';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useAssignTask } from '../api/assign-task';
import { useTaskText } from '../use-task-text';
import { FreelancerChecklist } from './freelancer-checklist';

/**
 * The shared AssignTaskSchema with the form's own input types (the checked ids, the date input's
 * text), so its published messages check the form as they check the server's input.
 */
const passOn = (value: unknown): unknown => value;
const AssignFormSchema = AssignTaskSchema.extend({
  freelancerIds: z.array(z.string()).transform(passOn).pipe(AssignTaskSchema.shape.freelancerIds),
  /** 'YYYY-MM-DD' from the date input, or '' for the default (3 days). */
  expiry: z.string().transform(passOn).pipe(AssignTaskSchema.shape.expiry),
});

/** Today as the date input writes it, in the reader's time zone. */
function today(): string {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
}

interface AssignFormProps {
  roomId: string;
  freelancers: VerifiedFreelancer[];
  idPrefix: string;
  onAssigned: () => void;
  onCancel: () => void;
}

/** Who, what and until when: checked with the shared AssignTaskSchema, then sent. */
export function AssignForm({ roomId, freelancers, idPrefix, onAssigned, onCancel }: AssignFormProps) {
  const { t, message, failure } = useTaskText();
  const assign = useAssignTask();
  const [minDate] = useState(today);
  const fallbackMessage = t('errors.assignFailed');
  const {
    register,
    control,
    handleSubmit,
    getValues,
    showServerErrors,
    formState: { errors },
  } = useSchemaForm(AssignFormSchema, { freelancerIds: [], description: '', expiry: '' });

  const onSubmit = ({ freelancerIds, description }: AssignTask) => {
    if (assign.isPending) return;
    const expiry = getValues('expiry').trim();
    assign.mutate(
      { roomId, body: { freelancerIds, description, ...(expiry ? { expiry } : {}) }, fallbackMessage },
      {
        onSuccess: onAssigned,
        onError: (failed) => void showServerErrors(failed),
      },
    );
  };

  return (
    <form
      className="form-stack assign-form"
      noValidate
      aria-busy={assign.isPending}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
    >
      <Controller
        control={control}
        name="freelancerIds"
        render={({ field, fieldState }) => (
          <FreelancerChecklist
            freelancers={freelancers}
            selected={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            groupRef={field.ref}
            error={message(fieldState.error?.message)}
          />
        )}
      />
      <FormField
        id={`${idPrefix}-description`}
        label={t('assign.description')}
        hint={t('assign.descriptionHint')}
        error={message(errors.description?.message)}
      >
        {(control) => <textarea {...control} {...register('description')} className="form-input" rows={4} />}
      </FormField>
      <FormField
        id={`${idPrefix}-due`}
        label={t('assign.due')}
        hint={t('assign.dueHint')}
        optional
        error={message(errors.expiry?.message)}
      >
        {(control) => (
          <input {...control} {...register('expiry')} className="form-input" type="date" min={minDate} />
        )}
      </FormField>
      {assign.isError && (
        <p className="form-alert" role="alert">
          {failure(assign.error, fallbackMessage)}
        </p>
      )}
      <div className="form-actions">
        {/* aria-disabled, not disabled: the button keeps the focus while the task is sent. */}
        <button type="submit" className="button button--primary" aria-disabled={assign.isPending}>
          {assign.isPending ? t('assign.submitting') : t('assign.submit')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('assign.cancel')}
        </button>
      </div>
    </form>
  );
}
