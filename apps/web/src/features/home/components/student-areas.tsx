import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The areas students look in, each as the place its search names (the gazetteer resolves it). */
const AREAS = [
  { id: 'kirtipur', location: 'Kirtipur' },
  { id: 'bagbazar', location: 'Bagbazar' },
  { id: 'putalisadak', location: 'Putalisadak' },
  { id: 'dillibazar', location: 'Dillibazar' },
  { id: 'baneshwor', location: 'New Baneshwor' },
  { id: 'balkumari', location: 'Balkumari' },
  { id: 'pulchowk', location: 'Pulchowk' },
  { id: 'prithviChowk', location: 'Prithvi Chowk' },
  { id: 'lakeside', location: 'Lakeside' },
  { id: 'dharan', location: 'Dharan' },
  { id: 'bharatpur', location: 'Bharatpur' },
] as const;

// A place typed and searched, as the search page writes it (`?location=`, the API's own name):
// the search finds the place and the ring around it.
const hostelsIn = (location: string) =>
  `${paths.search('hostel')}?${new URLSearchParams({ location }).toString()}`;

/** Hostels in the student areas, one tap each. */
export function StudentAreas() {
  const { t } = useTranslation('home');
  return (
    <section className="section student-areas" aria-labelledby="areas-title">
      <div className="container">
        <h2 id="areas-title">{t('areas.title')}</h2>
        <ul className="student-areas__list">
          {AREAS.map((area) => (
            <li key={area.id}>
              <Link className="student-areas__link" to={hostelsIn(area.location)}>
                {t(`areas.places.${area.id}`)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
