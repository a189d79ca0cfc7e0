import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGalleryPhotos, type GalleryPhoto } from '../api/get-gallery-photos';
import { Illustrations } from './gallery-illustrations';

function ListingPhotos({ photos }: { photos: GalleryPhoto[] }) {
  const { t } = useTranslation('home');
  return (
    <>
      <p className="section__intro">{t('gallery.introListings')}</p>
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
export function GalleryPhotos() {
  const { data } = useGalleryPhotos();
  return data && data.length > 0 ? <ListingPhotos photos={data} /> : <Illustrations />;
}
