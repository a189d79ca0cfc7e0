import { CONTACT_APPS, type ContactApp } from '@app/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ChoiceChips } from '@/components/choice-chips';
import { useListingText } from '../use-listing-text';

/** Brand names, written alike in English and Nepali. */
const APP_NAMES: Record<ContactApp, string> = { whatsapp: 'WhatsApp', viber: 'Viber' };
const OPTIONS = CONTACT_APPS.map((value) => ({ value, label: APP_NAMES[value] }));

interface ContactAppsFieldProps {
  id: string;
  kind: 'hostel' | 'property';
  /** `register('contactApps')` of the form: one checkbox per app, an array of those ticked. */
  register: UseFormRegisterReturn;
  /** Already translated. */
  error: string | undefined;
}

/**
 * Under the contact number: the chat apps tenants may message the owner on at that number. None
 * ticked, the listing shows a Call button only.
 */
export function ContactAppsField({ id, kind, register, error }: ContactAppsFieldProps) {
  const { t } = useListingText();
  return (
    <ChoiceChips
      id={id}
      legend={t('contactApps.legend')}
      hint={t(kind === 'hostel' ? 'contactApps.hostelHint' : 'contactApps.propertyHint')}
      type="checkbox"
      options={OPTIONS}
      inputProps={() => register}
      error={error}
    />
  );
}
