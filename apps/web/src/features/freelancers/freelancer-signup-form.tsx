import './freelancers.css';
import './i18n/register';
import { zodResolver } from '@hookform/resolvers/zod';
import { FreelancerSignupSchema, type FreelancerSignup, type FreelancerSignupInput } from '@app/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AlertOverlay } from '../../components/alert-overlay';
import { paths } from '../../config/paths';
import { ApiError } from '../../lib/api-client';
import { rememberReturnTo } from '../../lib/return-to';
import { serverFieldErrors } from '../../lib/server-field-errors';
import { useSession } from '../../lib/session';
import { useAddFreelancer } from './api/add-freelancer';
import { LoginRequired } from './components/login-required';
import { SignupFields } from './components/signup-fields';
import { clearSignupDraft, EMPTY_SIGNUP, readSignupDraft, saveSignupDraft } from './signup-draft';
import { useFreelancerText } from './use-freelancer-text';

/** The signed-in account, for prefilling name and email. */
export interface SignupAccount {
  name: string;
  email: string;
}

const FIELDS = ['name', 'phone', 'email', 'location', 'message'] as const;
const resolver = zodResolver(FreelancerSignupSchema);

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * The home page's "Join as a freelance photographer" form (POST /freelance/add), checked with
 * the same FreelancerSignupSchema as the server. A sign-up belongs to an account: a visitor who
 * submits is asked to log in, and what they typed waits for them (signup-draft.ts), with the
 * login page sending them back here (lib/return-to.ts).
 */
export function FreelancerSignupForm({ account }: { account?: SignupAccount | undefined }) {
  const { t, failure } = useFreelancerText();
  const { isLoggedIn } = useSession();
  const add = useAddFreelancer();
  const [restored] = useState(readSignupDraft);
  const [isDraftNoticeShown, setDraftNoticeShown] = useState(restored !== null);
  const [isLoginAsked, setLoginAsked] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useForm<FreelancerSignupInput, unknown, FreelancerSignup>({
    resolver,
    defaultValues: restored ?? EMPTY_SIGNUP,
  });
  const { handleSubmit, getValues, setValue, setError, reset } = form;

  // The account's name and email fill the fields still empty (never over what was typed).
  useEffect(() => {
    if (!account) return;
    if (!getValues('name').trim()) setValue('name', account.name);
    if (!getValues('email').trim()) setValue('email', account.email);
  }, [account, getValues, setValue]);

  const askToLogIn = () => {
    saveSignupDraft(getValues());
    rememberReturnTo(paths.joinSection());
    setLoginAsked(true);
  };

  const onValid = (body: FreelancerSignup) => {
    if (add.isPending) return;
    if (!isLoggedIn) {
      askToLogIn();
      return;
    }
    const fallbackMessage = t('errors.submissionFailed');
    add.mutate(
      { body, fallbackMessage },
      {
        onSuccess: () => {
          clearSignupDraft();
          reset(EMPTY_SIGNUP);
          setDraftNoticeShown(false);
          setOutcome({ tone: 'success', text: t('messages.submitted') });
        },
        onError: (error) => {
          // The session ended on the way (the layout offers Login too): keep everything, as above.
          if (error instanceof ApiError && error.status === 401) {
            askToLogIn();
            return;
          }
          serverFieldErrors(error, FIELDS).forEach(([name, text]) => setError(name, { message: text }));
          setOutcome({ tone: 'error', text: failure(error, fallbackMessage) });
        },
      },
    );
  };

  return (
    <section className="freelancer-signup" aria-labelledby="freelancer-signup-title">
      <h3 id="freelancer-signup-title" className="freelancer-signup__title">
        {t('signup.formTitle')}
      </h3>
      {isDraftNoticeShown && (
        <p className="form-notice freelancer-signup__notice" role="status">
          {t('signup.draftRestored')}
        </p>
      )}
      <form
        className="form-stack"
        noValidate
        aria-busy={add.isPending}
        onSubmit={(event) => void handleSubmit(onValid)(event)}
      >
        <SignupFields form={form} />
        <div className="form-actions">
          {/* aria-disabled, not disabled: the button keeps the focus, and gets it back after the alert. */}
          <button type="submit" className="button button--primary" aria-disabled={add.isPending}>
            {add.isPending ? t('signup.submitting') : t('signup.submit')}
          </button>
        </div>
        {isLoginAsked && !isLoggedIn && <LoginRequired />}
      </form>
      {outcome && <AlertOverlay tone={outcome.tone} message={outcome.text} onOk={() => setOutcome(null)} />}
    </section>
  );
}
