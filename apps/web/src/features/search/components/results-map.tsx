import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useMemo, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import { coordinateOf, priceOf, type Listing } from '../listing';
import { useSearchText } from '../use-search-text';

// Leaflet guesses its marker image URLs from its CSS, which breaks once Vite has hashed them.
delete (L.Icon.Default.prototype as unknown as { _getIconUrl?: unknown })._getIconUrl;
L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });

const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const configuredTileUrl: unknown = import.meta.env.VITE_TILE_URL;
/** VITE_TILE_URL swaps the tile server (the CSP's img-src must allow its host). */
const TILE_URL =
  typeof configuredTileUrl === 'string' && configuredTileUrl.trim()
    ? configuredTileUrl.trim()
    : DEFAULT_TILE_URL;
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const NEPAL_CENTER: L.LatLngTuple = [28.3949, 84.124];
const NEPAL_ZOOM = 7;
const defaultIcon = new L.Icon.Default();
const activeIcon = new L.Icon.Default({ className: 'search-map__marker--active' });

interface Point {
  listing: Listing;
  position: L.LatLngTuple;
}

/** Frames every marker whenever the results change (points keeps its identity until then). */
function FitToPoints({ points }: { points: Point[] }) {
  const map = useMap();
  useEffect(() => {
    if (points.length === 0) map.setView(NEPAL_CENTER, NEPAL_ZOOM);
    else
      map.fitBounds(L.latLngBounds(points.map((point) => point.position)), {
        // More room at the top: a marker's pin stands above its point.
        paddingTopLeft: [24, 48],
        paddingBottomRight: [24, 12],
        maxZoom: 15,
      });
  }, [map, points]);
  return null;
}

/** Brings the highlighted marker into view when it is off the map. */
function RevealActive({ position }: { position: L.LatLngTuple | undefined }) {
  const map = useMap();
  useEffect(() => {
    if (position && !map.getBounds().contains(position)) map.panTo(position);
  }, [map, position]);
  return null;
}

export interface ResultsMapProps {
  listings: Listing[];
  activeId: string | null;
  onOpen: (id: string) => void;
}

/** The results as markers on OpenStreetMap; a marker opens its listing, the active card's is highlighted. */
export default function ResultsMap({ listings, activeId, onOpen }: ResultsMapProps) {
  const { t, price } = useSearchText();
  const [tilesFailed, setTilesFailed] = useState(false);
  const points = useMemo(
    () =>
      listings.flatMap((listing): Point[] => {
        const point = coordinateOf(listing);
        return point ? [{ listing, position: [point.lat, point.lon] }] : [];
      }),
    [listings],
  );
  const withoutLocation = listings.length - points.length;
  const active = points.find((point) => point.listing._id === activeId);

  return (
    <section className="search-map" aria-label={t('map.label')}>
      {tilesFailed && (
        <p role="status" className="search-map__notice">
          {t('map.tilesFailed')}
        </p>
      )}
      <MapContainer
        className="search-map__canvas"
        center={NEPAL_CENTER}
        zoom={NEPAL_ZOOM}
        scrollWheelZoom={false}
      >
        <TileLayer
          url={TILE_URL}
          attribution={ATTRIBUTION}
          eventHandlers={{ tileerror: () => setTilesFailed(true) }}
        />
        {points.map(({ listing, position }) => {
          const isActive = listing._id === activeId;
          const label = t('map.markerTitle', { name: listing.name, price: price(priceOf(listing)) });
          return (
            <Marker
              key={listing._id}
              position={position}
              icon={isActive ? activeIcon : defaultIcon}
              zIndexOffset={isActive ? 1000 : 0}
              title={label}
              alt={label}
              eventHandlers={{ click: () => onOpen(listing._id) }}
            />
          );
        })}
        <FitToPoints points={points} />
        <RevealActive position={active?.position} />
      </MapContainer>
      {withoutLocation > 0 && (
        <p className="search-map__note">{t('map.withoutLocation', { count: withoutLocation })}</p>
      )}
    </section>
  );
}
