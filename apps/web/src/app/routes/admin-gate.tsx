import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RoleGate } from './role-gate';

/**
 * Admin screens: shown only when the stored status is 'IsAdmin' AND the server says the
 * user's role is ADMIN.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const refusal = { title: t('admin.unauthorized'), text: t('admin.unauthorizedText') };
  return (
    <RoleGate role="ADMIN" requiresAdminStatus loginRefusal={refusal} roleRefusal={refusal}>
      {children}
    </RoleGate>
  );
}
