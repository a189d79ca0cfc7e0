import { ListingPhoto } from '@/components/listing-photo';

export function ListingThumbnail(props: {
  src: string | undefined;
  alt: string;
  placeholderLabel: string;
  priority?: boolean;
}) {
  return <ListingPhoto {...props} className="search-photo" />;
}
