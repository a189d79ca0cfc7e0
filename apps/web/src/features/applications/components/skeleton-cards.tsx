/** Grey cards in the shape of what is coming, with a status line for screen readers: never a blank. */
export function SkeletonCards({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <div className="skeleton-cards" role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="skeleton-card" aria-hidden="true">
          <div className="skeleton-card__photo" />
          <div className="skeleton-card__line" />
          <div className="skeleton-card__line skeleton-card__line--short" />
        </div>
      ))}
    </div>
  );
}
