import './choice-chips.css';
import type { InputHTMLAttributes, Ref } from 'react';
import { errorId, hintId } from './field-ids';
import { FieldError } from './form-field';

export interface ChoiceOption {
  value: string;
  /** Already translated. */
  label: string;
}

type OptionInputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

interface ChoiceChipsProps {
  /** Base of the hint and error ids. */
  id: string;
  legend: string;
  type: 'radio' | 'checkbox';
  options: readonly ChoiceOption[];
  /** The props of one option's input: react-hook-form's `register(name)`, or `checked` and `onChange`. */
  inputProps: (value: string) => OptionInputProps;
  hint?: string | undefined;
  /** Already translated. */
  error?: string | undefined;
  /** Said beside the legend, as form fields say it. */
  optionalLabel?: string | undefined;
}

/**
 * A group of radios or checkboxes (a fieldset) drawn as chips that wrap: each whole chip is the
 * target (44 px tall), so a short list takes one or two lines on a phone instead of one per option.
 */
export function ChoiceChips({
  id,
  legend,
  type,
  options,
  inputProps,
  hint,
  error,
  optionalLabel,
}: ChoiceChipsProps) {
  const described = [hint && hintId(id), error && errorId(id)].filter(Boolean).join(' ');
  return (
    <fieldset className="choice-chips" aria-describedby={described || undefined}>
      <legend className="form-field__label">
        {legend}
        {optionalLabel && <span className="form-field__optional"> ({optionalLabel})</span>}
      </legend>
      {hint && (
        <p id={hintId(id)} className="form-field__hint">
          {hint}
        </p>
      )}
      <div className="choice-chips__options">
        {options.map((option) => (
          <label key={option.value} className="choice-chips__option">
            <input
              {...inputProps(option.value)}
              type={type}
              value={option.value}
              aria-invalid={error ? true : undefined}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={id} message={error} />
    </fieldset>
  );
}
