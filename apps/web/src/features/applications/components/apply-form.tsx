import { ApplySchema, type Apply, type UserDetails } from '@app/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useUserDetails } from '@/api/user/get-user-details';
import { AlertOverlay } from '@/components/alert-overlay';
import { ScamWarning } from '@/components/scam-warning';
import { DraftNotice, LoginAlert } from '@/components/draft-notice';
import { FormField } from '@/components/form-field';
import { paths } from '@/config/paths';
import { readTextFields } from '@/lib/form-draft';
import { isLoginRequired } from '@/lib/login-required';
import { useSession } from '@/lib/session';
import { useFormDraft } from '@/lib/use-form-draft';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useApply } from '../api/apply';
import type { ApplyListing } from '../api/get-apply-listing';
import { useApplicationText } from '../use-application-text';
import { useGoBack } from '@/lib/use-go-back';

const FIELDS = ['name', 'email', 'phone', 'No_of_people', 'No_of_rooms', 'location'] as const;

const EMPTY = { name: '', email: '', phone: '', No_of_people: '1', No_of_rooms: '1', location: '' };

type Outcome = { tone: 'success' | 'error'; text: string } | null;

const parseDraft = (values: unknown) => readTextFields(values, FIELDS);

/**
 * What the account already tells us: the name its listings would show, else its own, its email, and
 * the phone given on its latest application (none before the first).
 */
const fromAccount = (user: UserDetails) => ({
  name: user.displayName ?? user.name,
  email: user.email,
  phone: user.phone ?? '',
});

/**
 * The application form, checked with the shared ApplySchema. It posts to the endpoint of the
 * listing's own kind; on failure everything typed stays, and the alert says why. Applying needs
 * no account, but should the server ask for a login, what was typed waits for the applicant
 * (lib/use-form-draft.ts) and the login page brings them back here.
 */
export function ApplyForm({ listing }: { listing: ApplyListing }) {
  const { t, message, failure } = useApplicationText();
  const apply = useApply();
  const goBack = useGoBack(paths.search(listing.kind === 'hostel' ? 'hostel' : 'bhada'));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const draft = useFormDraft(`apply:${listing._id}`, { parse: parseDraft });
  const { isLoggedIn } = useSession();
  const account = useUserDetails().data;
  const {
    register,
    handleSubmit,
    getValues,
    reset,
    showServerErrors,
    formState: { errors },
  } = useSchemaForm(ApplySchema, draft.restored ?? EMPTY);

  // A logged-in applicant starts from their account; a restored draft is what they typed, so it wins,
  // and a field already typed in keeps what was typed.
  const hasDraft = draft.restored !== null;
  useEffect(() => {
    if (!account || hasDraft) return;
    reset({ ...EMPTY, ...fromAccount(account) }, { keepDirtyValues: true });
  }, [account, hasDraft, reset]);

  // After a success the form stays put (behind the alert) until OK takes the visitor back.
  const isBusy = apply.isPending || apply.isSuccess;

  const onSubmit = (body: Apply) => {
    if (isBusy) return;
    const fallbackMessage = t('errors.submissionFailed');
    apply.mutate(
      { listingId: listing._id, kind: listing.kind, body, fallbackMessage },
      {
        onSuccess: () => {
          draft.discard();
          setOutcome({ tone: 'success', text: t('apply.success') });
        },
        onError: (error) => {
          if (isLoginRequired(error)) {
            draft.askToLogIn(getValues());
            return;
          }
          showServerErrors(error);
          setOutcome({ tone: 'error', text: failure(error, fallbackMessage) });
        },
      },
    );
  };

  const closeAlert = () => {
    setOutcome(null);
    if (outcome?.tone === 'success') goBack();
  };

  return (
    <section className="apply-form" aria-labelledby="apply-form-title">
      <h2 id="apply-form-title" className="apply-form__title">
        {t('apply.formTitle')}
      </h2>
      <ScamWarning />
      <DraftNotice notice={draft.notice} />
      <form
        className="form-stack"
        noValidate
        aria-busy={apply.isPending}
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      >
        <FormField id="apply-name" label={t('apply.name')} error={message(errors.name?.message)}>
          {(control) => (
            <input
              {...control}
              {...register('name')}
              className="form-input"
              type="text"
              autoComplete="name"
            />
          )}
        </FormField>
        <FormField id="apply-email" label={t('apply.email')} error={message(errors.email?.message)}>
          {(control) => (
            <input
              {...control}
              {...register('email')}
              className="form-input"
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
            />
          )}
        </FormField>
        <FormField
          id="apply-phone"
          label={t('apply.phone')}
          hint={t('apply.phoneHint')}
          error={message(errors.phone?.message)}
        >
          {(control) => (
            <input
              {...control}
              {...register('phone')}
              className="form-input"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
            />
          )}
        </FormField>
        <div className="apply-form__pair">
          <FormField
            id="apply-people"
            label={t('apply.people')}
            error={message(errors.No_of_people?.message)}
          >
            {(control) => (
              <input
                {...control}
                {...register('No_of_people')}
                className="form-input"
                type="text"
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete="off"
              />
            )}
          </FormField>
          <FormField id="apply-rooms" label={t('apply.rooms')} error={message(errors.No_of_rooms?.message)}>
            {(control) => (
              <input
                {...control}
                {...register('No_of_rooms')}
                className="form-input"
                type="text"
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete="off"
              />
            )}
          </FormField>
        </div>
        <FormField
          id="apply-location"
          label={t('apply.location')}
          hint={t('apply.locationHint')}
          optional
          error={message(errors.location?.message)}
        >
          {(control) => (
            <input
              {...control}
              {...register('location')}
              className="form-input"
              type="text"
              autoComplete="off"
            />
          )}
        </FormField>
        <div className="form-actions">
          {/* aria-disabled, not disabled: the button keeps the focus, and gets it back after the alert. */}
          <button type="submit" className="button button--primary" aria-disabled={isBusy}>
            {apply.isPending ? t('apply.submitting') : t('apply.submit')}
          </button>
        </div>
      </form>
      {outcome && (
        <AlertOverlay
          tone={outcome.tone}
          message={outcome.text}
          details={
            outcome.tone === 'success' && isLoggedIn ? (
              <p className="overlay__message">
                {t('apply.followIt')}{' '}
                <Link className="text-link" to={paths.myApplications()}>
                  {t('apply.myApplications')}
                </Link>
              </p>
            ) : null
          }
          onOk={closeAlert}
        />
      )}
      {draft.isLoginAsked && <LoginAlert onOk={draft.goToLogin} />}
    </section>
  );
}
