import type { ReactNode } from 'react';

/** Small icons beside the contact bar's and Share's words (never alone: each has its label). */

const HANDSET =
  'M6.62 10.79a15.05 15.05 0 0 0 6.59 6.59l2.2-2.2a1 1 0 0 1 1.02-.24c1.12.37 2.33.57 3.57.57a1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1.02z';

/** The 20 px frame every contact icon is drawn in, hidden from screen readers (its word says it). */
function IconFrame({ children }: { children: ReactNode }) {
  return (
    <svg
      className="contact-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function CallIcon() {
  return (
    <IconFrame>
      <path fill="currentColor" d={HANDSET} />
    </IconFrame>
  );
}

/** A chat bubble in the app's colour with a handset in it: WhatsApp round, Viber square-ish. */
function ChatIcon({ bubble, color }: { bubble: string; color: string }) {
  return (
    <IconFrame>
      <path fill={color} d={bubble} />
      <path fill="#fff" d={HANDSET} transform="translate(6.4 5.6) scale(0.5)" />
    </IconFrame>
  );
}

export function WhatsAppIcon() {
  return (
    <ChatIcon
      color="#1da851"
      bubble="M12 1.5a10.5 10.5 0 0 0-9.1 15.74L1.5 22.5l5.4-1.38A10.5 10.5 0 1 0 12 1.5z"
    />
  );
}

export function ViberIcon() {
  return (
    <ChatIcon
      color="#7360f2"
      bubble="M12 1.5c-6 0-9.5 2.6-9.5 9v1.5c0 4.2 1.6 6.9 4.5 8.2v3.3l3.3-2.9c.6.1 1.1.1 1.7.1 6 0 9.5-2.6 9.5-9v-1.2c0-6.4-3.5-9-9.5-9z"
    />
  );
}

export function ShareIcon() {
  return (
    <IconFrame>
      <path
        fill="currentColor"
        d="M18 16.08c-.76 0-1.44.3-1.96.77L8.91 12.7c.05-.23.09-.46.09-.7s-.04-.47-.09-.7l7.05-4.11A2.99 2.99 0 0 0 21 5a3 3 0 1 0-5.91.7L8.04 9.81A3 3 0 1 0 6 15c.79 0 1.5-.31 2.04-.81l7.12 4.16c-.05.21-.08.43-.08.65A2.92 2.92 0 1 0 18 16.08z"
      />
    </IconFrame>
  );
}
