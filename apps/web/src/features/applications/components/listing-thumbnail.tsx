import { ListingPhoto } from '@/components/listing-photo';
import { useApplicationText } from '../use-application-text';

export function ListingThumbnail({ src, name }: { src: string | undefined; name: string }) {
  const { t } = useApplicationText();
  return (
    <ListingPhoto
      src={src}
      alt={t('common.photoAlt', { name })}
      placeholderLabel={t('common.noPhoto', { name })}
      className="app-thumb"
      iconWidth={40}
    />
  );
}
