import './distance-note.css';
import { distanceKm, roundDistance, walkingTime, type GeoPoint } from '@app/shared';
import { coordinateOf, type Listing } from '../listing';
import type { SearchText } from '../use-search-text';

/** "1.2 km away · approx. 20 min walk" in the reader's language; the distance alone past a 3-hour walk. */
function distanceText(from: GeoPoint, to: GeoPoint, text: SearchText): string {
  const { t, count } = text;
  const km = distanceKm(from, to);
  const rounded = roundDistance(km);
  const away =
    rounded.unit === 'm'
      ? t('distance.metres', { distance: count(rounded.value) })
      : t('distance.kilometres', { distance: count(rounded.value) });
  const walk = walkingTime(km);
  if (!walk) return away;
  const { hours, minutes } = walk;
  const walkText =
    hours === 0
      ? t('distance.walkMinutes', { minutes: count(minutes) })
      : minutes === 0
        ? t('distance.walkHours', { hours: count(hours) })
        : t('distance.walkHoursMinutes', { hours: count(hours), minutes: count(minutes) });
  return `${away} · ${walkText}`;
}

interface DistanceNoteProps {
  listing: Listing;
  /** From `distanceOrigin` (distance-origin.ts). */
  origin: GeoPoint | null;
  text: SearchText;
}

/**
 * On a result card of a nearest-first search or a place search: how far the listing is in a
 * straight line from the searched point, and about how long the walk takes, labelled as
 * approximate. Nothing otherwise.
 */
export function DistanceNote({ listing, origin, text }: DistanceNoteProps) {
  const point = coordinateOf(listing);
  if (!origin || !point) return null;
  const note = text.t('distance.note');
  return (
    <p className="search-card__distance" title={note}>
      <span className="visually-hidden">{text.t('distance.label')}: </span>
      {distanceText(origin, point, text)}
      <span className="visually-hidden"> ({note})</span>
    </p>
  );
}
