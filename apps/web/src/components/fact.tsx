import type { ReactNode } from 'react';

/** One labelled value of a `<dl>` (price, rooms, contact…): the term and its description together. */
export function Fact({
  label,
  className,
  children,
}: {
  label: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
