import './location-input.css';
import {
  LOCATION_DEBOUNCE_MS,
  LOCATION_LIMIT_DEFAULT,
  LOCATION_MIN_CHARS,
  type PlaceKind,
} from '@app/shared';
import { useEffect, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useLocationSuggestions,
  type LocationScope,
  type LocationSuggestion,
} from '@/api/geocode/get-location-suggestions';
import { describedBy } from './field-ids';
import { FieldError, FieldHint, FieldLabel } from './form-field';

export interface PickedCoordinate {
  lat: number;
  lon: number;
}

export interface LocationInputProps {
  id: string;
  label: string;
  /** The location text. */
  value: string;
  /**
   * Typing gives the text and no coordinate; choosing a suggestion gives its text, coordinate and,
   * when the server said, what kind of place it is (a campus, a town…).
   */
  onChange: (text: string, coordinate: PickedCoordinate | null, kind?: PlaceKind) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  /** Already translated. */
  error?: string | undefined;
  placeholder?: string;
  /** Shown under the hint, already translated (e.g. that a typed place will not be on the map). */
  note?: string | undefined;
  scope?: LocationScope;
  limit?: number;
  disabled?: boolean;
  /**
   * Text typed before this field was on the page (into a plain field it replaced): searched for as
   * if typed here, so a visitor quicker than the network still gets suggestions.
   */
  typedBefore?: string;
}

function useDebounced(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * Location text with place suggestions: from 2 characters, 300 ms after the last
 * keystroke, one request per pause. A WAI-ARIA combobox: arrow keys move through the list, Enter
 * chooses, Escape closes. Free text stays allowed when no suggestion fits.
 */
export function LocationInput({
  id,
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  name,
  error,
  placeholder,
  note,
  scope = 'nepal',
  limit = LOCATION_LIMIT_DEFAULT,
  disabled = false,
  typedBefore = '',
}: LocationInputProps) {
  const { t, i18n } = useTranslation();
  // Only what the user typed is searched: a prefilled or chosen value never opens the list.
  const [typed, setTyped] = useState(typedBefore);
  const [isOpen, setOpen] = useState(typedBefore !== '');
  const [activeIndex, setActiveIndex] = useState(-1);
  const query = useDebounced(typed, LOCATION_DEBOUNCE_MS);
  const { data, isFetching, isError, isPlaceholderData } = useLocationSuggestions(query, {
    scope,
    limit,
    enabled: isOpen,
  });

  const isSearchable = isOpen && typed.trim().length >= LOCATION_MIN_CHARS;
  const suggestions = isSearchable ? (data ?? []) : [];
  const isListVisible = suggestions.length > 0;
  // The list still shows an earlier text's places (the typing has not paused, or its answer is on the way).
  const isListBehind = isSearchable && (typed !== query || isPlaceholderData);
  const listId = `${id}-suggestions`;
  const statusId = `${id}-status`;
  const noteId = `${id}-note`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (suggestion: LocationSuggestion) => {
    onChange(suggestion.formatted, { lat: suggestion.lat, lon: suggestion.lon }, suggestion.kind);
    setOpen(false);
    setActiveIndex(-1);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setActiveIndex((index) => (index + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setActiveIndex((index) => (index <= 0 ? count - 1 : index - 1));
    } else if (event.key === 'Enter' && isListVisible && activeIndex >= 0) {
      // Choosing a place must not submit the form around it.
      event.preventDefault();
      const suggestion = suggestions[activeIndex];
      if (suggestion) choose(suggestion);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      setOpen(false);
      setActiveIndex(-1);
    }
  };

  let status = '';
  if (isSearchable) {
    if (isError) status = t('ui.location.failed');
    else if (data === undefined || (isFetching && suggestions.length === 0))
      status = t('ui.location.searching');
    else if (suggestions.length === 0) status = t('ui.location.noResults');
    else status = t('ui.location.results', { count: suggestions.length });
  }

  return (
    <div className="form-field location-input">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="location-input__box">
        <input
          ref={inputRef}
          id={id}
          name={name}
          className="form-input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={isListVisible}
          aria-controls={listId}
          aria-activedescendant={isListVisible && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-describedby={describedBy(id, { hint: true, error: Boolean(error), extra: note && noteId })}
          aria-invalid={Boolean(error)}
          placeholder={placeholder}
          disabled={disabled}
          value={value}
          onChange={(event) => {
            const text = event.target.value;
            onChange(text, null);
            setTyped(text);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onKeyDown={handleKeyDown}
          onBlur={() => {
            setOpen(false);
            setActiveIndex(-1);
            onBlur?.();
          }}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          className="location-input__list"
          aria-busy={isListBehind}
          hidden={!isListVisible}
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={`${suggestion.formatted}-${suggestion.lat}-${suggestion.lon}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className="location-input__option"
              // Keeps focus in the input, so the click lands before the blur closes the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
            >
              {/* Shown in Nepali where the place has a Nepali name; choosing keeps the English text the search reads. */}
              {(i18n.language === 'ne' && suggestion.formattedNe) || suggestion.formatted}
            </li>
          ))}
        </ul>
      </div>
      <FieldHint id={id}>{t('ui.location.hint')}</FieldHint>
      {note && (
        <p id={noteId} className="form-field__hint location-input__note">
          {note}
        </p>
      )}
      <p id={statusId} role="status" className="visually-hidden">
        {status}
      </p>
      <FieldError id={id} message={error} />
    </div>
  );
}
