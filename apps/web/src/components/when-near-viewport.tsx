import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` (typically a lazy component) only once its place comes near the screen, so
 * code for the bottom of a long page is not downloaded by people who never scroll there. Renders at
 * once where IntersectionObserver is missing, or when `eager` (e.g. the URL points at it).
 */
export function WhenNearViewport({
  children,
  fallback,
  eager = false,
}: {
  children: ReactNode;
  fallback: ReactNode;
  eager?: boolean;
}) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [isNear, setNear] = useState(() => eager || typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = placeholder.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);

  if (!isNear) return <div ref={placeholder}>{fallback}</div>;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
