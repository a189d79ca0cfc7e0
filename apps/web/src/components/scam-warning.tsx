import './scam-warning.css';
import { TRUST_CODES } from '@app/shared';
import { messageText } from '../i18n/messages/message-text';
import { useTranslation } from 'react-i18next';

/**
 * "Never pay before you have seen the room": a calm, always-visible notice wherever a tenant may
 * be asked for money. Not an alert: nothing went wrong, so screen readers read it in place.
 */
export function ScamWarning({ className }: { className?: string }) {
  const { i18n } = useTranslation();
  const language = i18n.language === 'ne' ? 'ne' : 'en';
  return (
    <p className={['scam-warning', className].filter(Boolean).join(' ')}>
      {messageText(language, TRUST_CODES.scamWarning)}
    </p>
  );
}
