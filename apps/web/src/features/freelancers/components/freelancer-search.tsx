import '@/components/form.css';
import { useState } from 'react';
import { useDebouncedCallback } from '../use-debounced-callback';
import { useFreelancerText } from '../use-freelancer-text';

/** Typing searches 300 ms after the last key; Enter searches at once. */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_INPUT_ID = 'freelancer-search';

interface FreelancerSearchProps {
  /** The search in the URL. */
  value: string;
  onSearch: (q: string) => void;
}

/** The search box of the admin list: name, email or location, sent to the server as `q`. */
export function FreelancerSearch({ value, onSearch }: FreelancerSearchProps) {
  const { t } = useFreelancerText();
  const [text, setText] = useState(value);
  // The last search this box asked for, to tell its own echo in the URL from a change elsewhere.
  const [requested, setRequested] = useState(value);
  const [shownValue, setShownValue] = useState(value);

  const send = (q: string) => {
    if (q === value) return;
    setRequested(q);
    onSearch(q);
  };
  const debounced = useDebouncedCallback(send, SEARCH_DEBOUNCE_MS);

  // The URL changed elsewhere (Back, Clear search): the box follows. Its own search arriving
  // leaves it alone, so letters typed meanwhile are kept.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== requested) {
      setRequested(value);
      setText(value);
    }
  }

  return (
    <form
      role="search"
      className="freelancer-search"
      onSubmit={(event) => {
        event.preventDefault();
        debounced.cancel();
        send(text.trim());
      }}
    >
      <label className="form-field__label" htmlFor={SEARCH_INPUT_ID}>
        {t('list.searchLabel')}
      </label>
      <input
        id={SEARCH_INPUT_ID}
        className="form-input"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('list.searchHint')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          debounced.run(event.target.value.trim());
        }}
      />
    </form>
  );
}
