import { ListingPhoto as Photo } from '@/components/listing-photo';

export function ListingPhoto(props: { src: string | undefined; alt: string; placeholderLabel: string }) {
  return <Photo {...props} className="listing-photo" />;
}
