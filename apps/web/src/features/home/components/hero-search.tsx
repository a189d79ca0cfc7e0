import type { PlaceKind } from '@app/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PickedCoordinate } from '@/components/location-input';
import { paths, type SearchKind } from '@/config/paths';
import { HeroLocationField } from './hero-location-field';
import { HeroText } from './hero-text';

interface Where {
  text: string;
  place: PickedCoordinate | null;
  placeKind: PlaceKind | undefined;
}

const KINDS = [
  { kind: 'hostel', label: 'hero.search.hostel' },
  { kind: 'bhada', label: 'hero.search.room' },
] as const;

/** The search page for the form's search: all of Nepal when nothing was typed. */
async function searchPathFor(kind: SearchKind, { text, place, placeKind }: Where): Promise<string> {
  const location = text.trim();
  if (!location) return paths.search(kind);
  try {
    const { searchPath } = await import('../search-path');
    return searchPath(kind, location, place, placeKind);
  } catch {
    return paths.search(kind);
  }
}

/**
 * The home page's main action: hostel or room, a place or college (suggested as it is typed), and
 * Find a hostel / Find a room, which opens that search.
 */
export function HeroSearch() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [kind, setKind] = useState<SearchKind>('hostel');
  const [where, setWhere] = useState<Where>({ text: '', place: null, placeKind: undefined });

  return (
    <form
      className="hero-search"
      role="search"
      aria-label={t('hero.search.label')}
      onSubmit={(event) => {
        event.preventDefault();
        void searchPathFor(kind, where).then((path) => navigate(path));
      }}
    >
      <fieldset className="hero-search__kinds">
        <legend className="visually-hidden">{t('hero.search.kindLegend')}</legend>
        {KINDS.map((option) => (
          <label key={option.kind} className="hero-search__kind">
            <input
              type="radio"
              name="kind"
              value={option.kind}
              checked={kind === option.kind}
              onChange={() => setKind(option.kind)}
            />
            <HeroText k={option.label} />
          </label>
        ))}
      </fieldset>
      <HeroLocationField
        id="hero-location"
        label={t('hero.search.where')}
        placeholder={t('hero.search.placeholder')}
        value={where.text}
        onChange={(text, place, placeKind) => setWhere({ text, place, placeKind })}
      />
      <button type="submit" className="button button--primary hero-search__submit">
        <HeroText k={kind === 'hostel' ? 'hero.search.findHostel' : 'hero.search.findRoom'} />
      </button>
    </form>
  );
}
