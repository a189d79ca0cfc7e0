import { useTranslation } from 'react-i18next';
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

export function GallerySection() {
  const { t } = useTranslation();
  return (
    <section className="section section--tinted" aria-labelledby="gallery-title">
      <div className="container">
        <h2 id="gallery-title">{t('home.gallery.title')}</h2>
        <p className="section__intro">{t('home.gallery.intro')}</p>
        <ul className="gallery">
          {PICTURES.map((picture) => (
            <li key={picture.id}>
              <figure className="gallery__item">
                {/* Illustrations: the caption carries the meaning, so the image itself is decorative. */}
                <img src={picture.src} alt="" width="320" height="220" loading="lazy" decoding="async" />
                <figcaption>{t(`home.gallery.${picture.id}`)}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
