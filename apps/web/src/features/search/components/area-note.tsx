import type { SearchMeta } from '@app/shared';
import { areaName } from '../area-name';
import type { SearchText } from '../use-search-text';

/**
 * Above the results of a place search that took in the ring around the place (`meta.area`): when
 * the place itself has none, "Nothing in Kirtipur yet: 14 within 3 km", so the results below never
 * read as the place's own; when it has some and the ring adds more, a quieter "Also within 3 km".
 */
export function AreaNote({ meta, text }: { meta: SearchMeta; text: SearchText }) {
  const { area } = meta;
  if (!area || meta.total === 0) return null;
  const { t } = text;
  const values = { place: areaName(area, text.language), km: text.count(area.km) };
  if (area.inPlace === 0) {
    return (
      <p className="search-area-note search-area-note--none">
        {t('area.nothingIn', { ...values, total: text.total(meta) })}
      </p>
    );
  }
  if (meta.total <= area.inPlace) return null;
  return <p className="search-area-note">{t('area.alsoWithin', values)}</p>;
}
