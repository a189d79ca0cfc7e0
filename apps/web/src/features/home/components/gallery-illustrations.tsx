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

/** Illustrations bundled with the app: shown until (and unless) there are real listings' photos. */
export function Illustrations() {
  const { t } = useTranslation('home');
  return (
    <>
      <p className="section__intro">{t('gallery.intro')}</p>
      {/* On phones the row scrolls sideways: focusable, so it scrolls by keyboard too. */}
      <ul className="gallery" tabIndex={0} aria-labelledby="gallery-title">
        {PICTURES.map((picture) => (
          <li key={picture.id} className="gallery__tile">
            <figure className="gallery__item">
              {/* Illustrations: the caption carries the meaning, so the image itself is decorative. */}
              <img src={picture.src} alt="" width="320" height="220" loading="lazy" decoding="async" />
              <figcaption>{t(`gallery.${picture.id}`)}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </>
  );
}
