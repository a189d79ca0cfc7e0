import { groupLakh } from '@app/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One labelled value of a `<dl>` (price, rooms, contact…): the term and its description together.
 * A plain number is written as the app writes numbers (१२ in Nepali).
 */
export function Fact({
  label,
  className,
  children,
}: {
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const { i18n } = useTranslation();
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>
        {typeof children === 'number' ? groupLakh(children, i18n.language === 'ne' ? 'ne' : 'en') : children}
      </dd>
    </div>
  );
}
