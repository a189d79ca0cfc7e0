export type ServiceId = 'landlords' | 'hostelOwners' | 'tenants' | 'photographers';

const ICON_PATHS: Record<ServiceId, string> = {
  landlords: 'M4 21V10l8-6 8 6v11h-6v-6h-4v6z',
  hostelOwners: 'M3 21V5h12v16M15 9h6v12M7 8h2M11 8h2M7 12h2M11 12h2M7 16h2M11 16h2M18 13h1M18 17h1',
  tenants: 'M12 3 2 8l10 5 8-4v6M6 10v5c0 2 3 3 6 3s6-1 6-3v-5',
  photographers: 'M4 8h3l2-3h6l2 3h3v11H4zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
};

/** Decorative line icon for a service card. */
export function ServiceIcon({ service }: { service: ServiceId }) {
  return (
    <svg
      className="card__icon"
      viewBox="0 0 24 24"
      width="40"
      height="40"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={ICON_PATHS[service]} />
    </svg>
  );
}
