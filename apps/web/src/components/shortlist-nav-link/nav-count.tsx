import { useTranslation } from 'react-i18next';

/** A count beside the link, told to screen readers in words ("3 saved"); nothing for none. */
export function NavCount({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <>
      {' '}
      <span className="badge" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">{`(${t('nav.shortlistCount', { count })})`}</span>
    </>
  );
}
