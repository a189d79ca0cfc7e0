import { useId } from 'react';
import type { SearchText } from '../use-search-text';

/** The rings a tenant can choose around a place, in km. */
const KM_CHOICES = [1, 2, 3, 5, 10, 20] as const;
const AUTO = '';

interface DistanceSelectProps {
  /** `km` of the URL; null when the server sized the ring. */
  km: number | null;
  /** The ring the server used (`meta.area.km`): what shows while the URL has none. */
  serverKm: number | null;
  onChange: (km: number | null) => void;
  text: SearchText;
}

/**
 * How far around the chosen place to look: 1 to 20 km (and the server's own ring when it is none
 * of those), written to the URL as `km` and sent with the search.
 */
export function DistanceSelect({ km, serverKm, onChange, text }: DistanceSelectProps) {
  const { t } = text;
  const id = useId();
  const shown = km ?? serverKm;
  const choices = [...new Set<number>([...KM_CHOICES, ...(shown === null ? [] : [shown])])].sort(
    (a, b) => a - b,
  );
  return (
    <div className="search-km">
      <label htmlFor={id} className="search-km__label">
        {t('km.label')}
      </label>
      <select
        id={id}
        className="form-input search-km__select"
        value={shown === null ? AUTO : String(shown)}
        onChange={(event) => onChange(event.target.value === AUTO ? null : Number(event.target.value))}
      >
        {shown === null && <option value={AUTO}>{t('km.auto')}</option>}
        {choices.map((choice) => (
          <option key={choice} value={String(choice)}>
            {t('km.option', { km: text.count(choice) })}
          </option>
        ))}
      </select>
    </div>
  );
}
