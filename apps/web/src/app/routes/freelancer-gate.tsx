import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RoleGate } from './role-gate';

/**
 * Freelancer screens: shown only when the server says the user's role is
 * Freelancer. A visitor is asked to log in.
 */
export function FreelancerGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <RoleGate
      role="Freelancer"
      loginRefusal={{ title: t('freelancer.loginTitle'), text: t('freelancer.loginText') }}
      roleRefusal={{ title: t('freelancer.unauthorized'), text: t('freelancer.unauthorizedText') }}
    >
      {children}
    </RoleGate>
  );
}
