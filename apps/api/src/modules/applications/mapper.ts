import type { BuyerApplication, HostelApplicant, Hostel, NestedListing, Property } from '@app/shared';
import type { ApplicationRow } from './repository';

/** Until the state is stored: accepted when completed, else new. */
function stateOf(row: ApplicationRow) {
  return {
    state: row.completedAt ? ('accepted' as const) : ('new' as const),
    stateChangedAt: (row.completedAt ?? row.createdAt).toISOString(),
    closedBecauseRented: false,
  };
}

export function toNested(listing: Hostel | Property): NestedListing {
  const contact = listing.kind === 'hostel' ? listing.contact_no : listing.Contact_no1;
  return {
    _id: listing._id,
    name: listing.name,
    location: listing.location,
    price: listing.price,
    pricing: listing.price,
    Applicants: listing.Applicants,
    contact_no: contact,
    Contact_no1: contact,
    Contact_no2: listing.kind === 'property' ? listing.Contact_no2 : null,
    image: listing.thumbnail.slice(0, 1),
    description: listing.description,
    verified: listing.verified,
    verification: listing.verification,
    shutter: listing.kind === 'property' ? listing.shutter : null,
    coordinate: listing.coordinate,
  };
}

export function toBuyerApplication(
  row: ApplicationRow,
  listing: Hostel | Property | undefined,
): BuyerApplication {
  const nested = listing ? toNested(listing) : null;
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    No_of_people: row.people,
    No_of_rooms: row.rooms,
    location: row.preferredLocation,
    completed: row.completedAt !== null,
    createdAt: row.createdAt.toISOString(),
    ...stateOf(row),
    hostel: listing?.kind === 'hostel' ? nested : null,
    rent_room: listing?.kind === 'property' ? nested : null,
  };
}

export function toHostelApplicant(row: ApplicationRow): HostelApplicant {
  return {
    _id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    No_of_room: row.rooms,
    No_of_people: row.people,
    completed: row.completedAt !== null,
    createdAt: row.createdAt.toISOString(),
    ...stateOf(row),
    location: row.preferredLocation,
  };
}
