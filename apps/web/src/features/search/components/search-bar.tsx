import { isLandmarkKind, type SearchSort } from '@app/shared';
import { useRef, useState } from 'react';
import { LocationInput } from '@/components/location-input';
import type { Place } from '../search-state';
import type { SearchText } from '../use-search-text';

const samePlace = (a: Place | null, b: Place | null) => a?.lat === b?.lat && a?.lon === b?.lon;

interface SearchBarProps {
  location: string;
  place: Place | null;
  onSearch: (text: string, place: Place | null, sort?: SearchSort) => void;
  text: SearchText;
}

/**
 * The location bar. Choosing a suggestion searches that place at once (its point enables
 * 'Nearest first'; a campus or office is searched nearest first straight away); typed text is
 * searched as text on Enter or Search. When the URL's search changes (Back, a link) the bar shows
 * that search's text again.
 */
export function SearchBar({ location, place, onSearch, text }: SearchBarProps) {
  const { t } = text;
  const [draft, setDraft] = useState({ text: location, place });
  const inputRef = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState({ location, place });
  // Adjusting state while rendering (not remounting), so the input keeps focus after a choice.
  if (shown.location !== location || !samePlace(shown.place, place)) {
    setShown({ location, place });
    setDraft({ text: location, place });
  }
  return (
    <form
      className="search-bar"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.text, draft.place);
        // Enter in the field searched: close its suggestion list (it closes on blur) so it does not
        // cover the results, and keep the focus where the user is.
        const input = inputRef.current;
        if (input && document.activeElement === input) {
          input.blur();
          input.focus();
        }
      }}
    >
      <LocationInput
        id="search-location"
        name="location"
        inputRef={inputRef}
        label={t('form.label')}
        placeholder={t('form.placeholder')}
        value={draft.text}
        onChange={(value, coordinate, kind) => {
          setDraft({ text: value, place: coordinate });
          if (coordinate) onSearch(value, coordinate, isLandmarkKind(kind) ? 'nearest' : undefined);
        }}
      />
      <button type="submit" className="button button--primary search-bar__submit">
        {t('form.submit')}
      </button>
    </form>
  );
}
