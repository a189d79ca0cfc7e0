import { createElement, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { WhenNearViewport } from '@/components/when-near-viewport';
import { Illustrations } from './gallery-illustrations';

// The listings' photos (and the response schema that checks them) load with the gallery, not
// with the page: most of the page is seen before it.
const GalleryPhotos = lazy(async () => {
  const [{ GalleryPhotos: Photos }, { QueryScope }] = await Promise.all([
    import('./gallery-photos'),
    import('@/lib/query-scope'),
  ]);
  return { default: () => createElement(QueryScope, null, createElement(Photos)) };
});

export function GallerySection() {
  const { t } = useTranslation('home');
  return (
    <section className="section section--tinted" aria-labelledby="gallery-title">
      <div className="container">
        <h2 id="gallery-title">{t('gallery.title')}</h2>
        {/* The listings are asked for only when the gallery nears the screen. */}
        <WhenNearViewport fallback={<Illustrations />}>
          <GalleryPhotos />
        </WhenNearViewport>
      </div>
    </section>
  );
}
