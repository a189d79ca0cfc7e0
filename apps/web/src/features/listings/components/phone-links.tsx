import { PhoneLink } from '@/components/phone-link';

/** Phone numbers as tel: links, shown 4-3-rest (9841-234-567), one per line. */
export function PhoneLinks({ phones }: { phones: string[] }) {
  return phones.map((phone) => <PhoneLink key={phone} number={phone} />);
}
