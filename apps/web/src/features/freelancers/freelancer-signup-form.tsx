import './freelancers.css';
import './i18n/register';
import {
  CoordinateSchema,
  FREELANCER_CODES,
  FreelancerSignupSchema,
  type FreelancerSignup,
  type FreelancerSignupInput,
} from '@app/shared';
import { useEffect, useState } from 'react';
import { AlertOverlay } from '@/components/alert-overlay';
import { DraftNotice } from '@/components/draft-notice';
import { paths } from '@/config/paths';
import { readDraftCoordinate, readTextFields } from '@/lib/form-draft';
import { isLoginRequired } from '@/lib/login-required';
import { useSession } from '@/lib/session';
import { useFormDraft } from '@/lib/use-form-draft';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useAddFreelancer } from './api/add-freelancer';
import { LoginRequired } from './components/login-required';
import { SignupFields } from './components/signup-fields';
import { useFreelancerText } from './use-freelancer-text';

/** The signed-in account, for prefilling name and email. */
export interface SignupAccount {
  name: string;
  email: string;
}

const FIELDS = ['name', 'phone', 'email', 'location', 'message'] as const;

/** The draft of this form (lib/form-draft.ts), kept while a visitor logs in or registers. */
const SIGNUP_DRAFT_KEY = 'freelancer';

const EMPTY_SIGNUP: FreelancerSignupInput = {
  name: '',
  phone: '',
  email: '',
  location: '',
  message: '',
  coordinate: null,
};

/** Stored values as the form's: its text fields, and the place when one was chosen. */
function toSignupDraft(values: unknown): FreelancerSignupInput {
  const coordinate = CoordinateSchema.safeParse(readDraftCoordinate(values));
  return { ...readTextFields(values, FIELDS), coordinate: coordinate.success ? coordinate.data : null };
}

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * The home page's "Join as a freelance photographer" form (POST /freelance/add), checked with
 * the same FreelancerSignupSchema as the server. A sign-up belongs to an account: a visitor who
 * submits is asked to log in, and what they typed waits for them (lib/use-form-draft.ts), with
 * the login page sending them back here.
 */
export function FreelancerSignupForm({ account }: { account?: SignupAccount | undefined }) {
  const { t, failure, message } = useFreelancerText();
  const { isLoggedIn } = useSession();
  const add = useAddFreelancer();
  const draft = useFormDraft(SIGNUP_DRAFT_KEY, { parse: toSignupDraft, returnTo: paths.joinSection() });
  const [isLoginAsked, setLoginAsked] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useSchemaForm(FreelancerSignupSchema, draft.restored ?? EMPTY_SIGNUP);
  const { handleSubmit, getValues, setValue, showServerErrors, reset } = form;

  // The account's name and email fill the fields still empty (never over what was typed).
  useEffect(() => {
    if (!account) return;
    if (!getValues('name').trim()) setValue('name', account.name);
    if (!getValues('email').trim()) setValue('email', account.email);
  }, [account, getValues, setValue]);

  // Not the login alert of the other forms: this one offers Log in and Register side by side.
  const askToLogIn = () => {
    void draft.keep(getValues());
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
          draft.discard();
          reset(EMPTY_SIGNUP);
          setOutcome({ tone: 'success', text: message(FREELANCER_CODES.submitted) });
        },
        onError: (error) => {
          // The session ended on the way (the layout offers Login too): keep everything, as above.
          if (isLoginRequired(error)) {
            askToLogIn();
            return;
          }
          showServerErrors(error);
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
      <DraftNotice
        notice={draft.notice}
        message={t('signup.draftRestored')}
        className="freelancer-signup__notice"
      />
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
