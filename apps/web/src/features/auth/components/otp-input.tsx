import { OTP_LENGTH } from '@app/shared';
import { useRef, type ClipboardEvent, type ChangeEvent, type KeyboardEvent, type Ref } from 'react';

interface OtpInputProps {
  /** The code typed so far; an empty box is a space ("12 4"), so only six digits are complete. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Goes to the first box (react-hook-form focuses it when the code is invalid). */
  ref?: Ref<HTMLInputElement>;
  labelledBy: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  disabled?: boolean;
  digitLabel: (position: number, total: number) => string;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

function toBoxes(value: string): string[] {
  return Array.from({ length: OTP_LENGTH }, (_, index) => {
    const char = value.charAt(index);
    return /\d/.test(char) ? char : '';
  });
}

const fromBoxes = (boxes: string[]) =>
  boxes
    .map((digit) => digit || ' ')
    .join('')
    .trimEnd();

function assignRef<T>(ref: Ref<T> | undefined, element: T | null) {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}

/**
 * Six one-digit boxes of the OTP screen: typing moves to the next box, Backspace on an empty
 * box goes back, and a pasted or autofilled code fills every box.
 */
export function OtpInput({
  value,
  onChange,
  onBlur,
  ref,
  labelledBy,
  describedBy,
  invalid = false,
  disabled = false,
  digitLabel,
}: OtpInputProps) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const boxes = toBoxes(value);

  const focusBox = (index: number) => inputs.current[Math.max(0, Math.min(index, OTP_LENGTH - 1))]?.focus();

  /** Writes `digits` from box `start` on and focuses the box after the last one written. */
  function fill(start: number, digits: string) {
    const next = [...boxes];
    let index = start;
    for (const digit of digits.slice(0, OTP_LENGTH - start)) next[index++] = digit;
    onChange(fromBoxes(next));
    focusBox(index);
  }

  function clear(index: number) {
    const next = [...boxes];
    next[index] = '';
    onChange(fromBoxes(next));
  }

  function handleChange(index: number, event: ChangeEvent<HTMLInputElement>) {
    const raw = event.target.value;
    const typed = onlyDigits(raw);
    if (raw === '') return clear(index);
    if (typed === '') return; // a letter: the box keeps its digit
    // A phone's SMS autofill puts the whole code into the first box.
    if (typed.length >= OTP_LENGTH) return fill(0, typed);
    const current = boxes[index];
    // Typing over a filled box (caret not selecting it) leaves old and new digit: keep the new one.
    const fresh = current && typed.length === 2 ? (typed[0] === current ? typed.slice(1) : typed[0]) : typed;
    fill(index, fresh ?? '');
  }

  function handleKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (boxes[index]) clear(index);
      else if (index > 0) {
        clear(index - 1);
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function handlePaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const digits = onlyDigits(event.clipboardData.getData('text'));
    if (digits) fill(digits.length >= OTP_LENGTH ? 0 : index, digits);
  }

  return (
    <div className="otp-input" role="group" aria-labelledby={labelledBy} aria-describedby={describedBy}>
      {boxes.map((digit, index) => (
        <input
          // The boxes are a fixed row of six: the position is the identity.
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
            if (index === 0) assignRef(ref, element);
          }}
          className="otp-input__box"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={digitLabel(index + 1, OTP_LENGTH)}
          aria-invalid={invalid}
          disabled={disabled}
          value={digit}
          onChange={(event) => handleChange(index, event)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
          onBlur={onBlur}
        />
      ))}
    </div>
  );
}
