import { useLayoutEffect, useRef, type RefObject } from 'react';
import { LocationInput, type LocationInputProps } from '@/components/location-input';
import { QueryScope } from '@/lib/query-scope';

/**
 * The hero's location field with place and college suggestions, loaded when the visitor reaches for
 * the field (its code comes with the search page's: the query client, the schemas). Until then a
 * plain field of the same look stands in (hero-location-field.tsx).
 */

type FieldProps = Pick<LocationInputProps, 'id' | 'label' | 'placeholder' | 'value' | 'onChange'>;

export interface SuggestedLocationProps extends FieldProps {
  /** The plain field this one replaces: when it has the focus, this one takes it over. */
  replaces: RefObject<HTMLInputElement | null>;
  /** Called once this field is on the page, before the browser paints, to take the plain one away. */
  onReady: () => void;
}

export function SuggestedLocation({ replaces, onReady, ...field }: SuggestedLocationProps) {
  const inputRef = useRef<HTMLInputElement>(null);

  // Focus moves from the plain input to this one while both are still on the page, so a phone's
  // keyboard stays open and the caret stays at the end of what was typed.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input && replaces.current && document.activeElement === replaces.current) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
    onReady();
  }, [replaces, onReady]);

  return (
    <QueryScope>
      {/* What is in the field when this one loads was typed into the plain one: suggest for it. */}
      <LocationInput {...field} inputRef={inputRef} typedBefore={field.value} />
    </QueryScope>
  );
}
