import { formatPhone } from '@app/shared';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Phone numbers as tel: links, shown 4-3-rest (9841-234-567), one per line. */
export function PhoneLinks({ phones }: { phones: string[] }) {
  return phones.map((phone) => (
    <a key={phone} className="text-link" href={telHref(phone)}>
      {formatPhone(phone)}
    </a>
  ));
}
