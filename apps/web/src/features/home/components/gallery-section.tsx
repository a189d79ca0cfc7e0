import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WhenNearViewport } from '../../../components/when-near-viewport';
import { useGalleryPhotos, type GalleryPhoto } from '../api/get-gallery-photos';
import cityArt from '../assets/city.svg';
import hostelArt from '../assets/hostel.svg';
import houseArt from '../assets/house.svg';
import roomArt from '../assets/room.svg';

const PICTURES = [
  { id: 'hostel', src: hostelArt },
  { id: 'room', src: roomArt },
  { id: 'house', src: houseArt },
  { id: 'city', src: cityArt },
] as const;

/** Illustrations bundled with the app: shown until (and unless) there are real listings' photos. */
function Illustrations() {
  const { t } = useTranslation();
  return (
    <>
      <p className="section__intro">{t('home.gallery.intro')}</p>
      {/* On phones the row scrolls sideways: focusable, so it scrolls by keyboard too. */}
      <ul className="gallery" tabIndex={0} aria-labelledby="gallery-title">
        {PICTURES.map((picture) => (
          <li key={picture.id} className="gallery__tile">
            <figure className="gallery__item">
              {/* Illustrations: the caption carries the meaning, so the image itself is decorative. */}
              <img src={picture.src} alt="" width="320" height="220" loading="lazy" decoding="async" />
              <figcaption>{t(`home.gallery.${picture.id}`)}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </>
  );
}

function ListingPhotos({ photos }: { photos: GalleryPhoto[] }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="section__intro">{t('home.gallery.introListings')}</p>
      <ul className="gallery">
        {photos.map((photo) => (
          <li key={photo.id} className="gallery__tile">
            <Link className="gallery__link" to={photo.to}>
              <figure className="gallery__item">
                {/* The caption names the listing; the link's name comes from it. */}
                <img
                  className="gallery__photo"
                  src={photo.src}
                  alt=""
                  width="400"
                  height="300"
                  loading="lazy"
                  decoding="async"
                />
                <figcaption>
                  {photo.name}
                  <span className="gallery__place">{photo.location}</span>
                </figcaption>
              </figure>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Real verified listings' photos when there are some, the bundled illustrations otherwise. */
function Photos() {
  const { data } = useGalleryPhotos();
  return data && data.length > 0 ? <ListingPhotos photos={data} /> : <Illustrations />;
}

export function GallerySection() {
  const { t } = useTranslation();
  return (
    <section className="section section--tinted" aria-labelledby="gallery-title">
      <div className="container">
        <h2 id="gallery-title">{t('home.gallery.title')}</h2>
        {/* The listings are asked for only when the gallery nears the screen. */}
        <WhenNearViewport fallback={<Illustrations />}>
          <Photos />
        </WhenNearViewport>
      </div>
    </section>
  );
}
