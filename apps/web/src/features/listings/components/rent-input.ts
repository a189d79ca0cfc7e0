import { LANDLORD_PRICE_STEP } from '@app/shared';
import type { SyntheticEvent } from 'react';

/**
 * The step base follows what is typed: the browser counts steps from the input's `value`
 * attribute when there is no `min`, so setting it to the current value makes any amount a valid
 * step (12,500 is not "between 12,000 and 13,000"), while the arrows still move by 1,000 from it.
 */
function followStepBase(event: SyntheticEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  if (input.defaultValue !== input.value) input.defaultValue = input.value;
}

/**
 * A rent field's number-input attributes: the arrows move by Rs 1,000, but the browser never
 * refuses an amount for its step, nor for its minimum (no `min`): the shared schema is the rule,
 * and says so in its own words (whole rupees from 0).
 */
export const rentInputProps = {
  type: 'number',
  inputMode: 'numeric',
  step: LANDLORD_PRICE_STEP,
  onFocus: followStepBase,
  onInput: followStepBase,
} as const;
