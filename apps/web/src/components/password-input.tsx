import './password-input.css';
import { useState, type ComponentProps } from 'react';

export interface PasswordInputProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** Accessible names of the toggle, in the caller's language (this component has no text). */
  showLabel: string;
  hideLabel: string;
}

/** A password field with a show/hide toggle; every other prop (register(), ref, aria-*) goes to the input. */
export function PasswordInput({ showLabel, hideLabel, className, ...inputProps }: PasswordInputProps) {
  const [isVisible, setVisible] = useState(false);
  return (
    <div className="password-input">
      <input
        {...inputProps}
        type={isVisible ? 'text' : 'password'}
        className={className ? `password-input__field ${className}` : 'password-input__field'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
      />
      <button
        type="button"
        className="password-input__toggle"
        aria-label={isVisible ? hideLabel : showLabel}
        aria-controls={inputProps.id}
        onClick={() => setVisible((visible) => !visible)}
      >
        <EyeIcon isCrossed={isVisible} />
      </button>
    </div>
  );
}

function EyeIcon({ isCrossed }: { isCrossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      {isCrossed && <path d="M4 20 20 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />}
    </svg>
  );
}
