import type {
  ApplicationState,
  BuyerApplication,
  HostelApplicant,
  Hostel,
  MyApplication,
  NestedListing,
  Property,
} from '@app/shared';
import type { ApplicationRow } from './repository';

/** Where it stands; the specification's `completed` is `accepted`. */
function stateOf(row: ApplicationRow) {
  return {
    completed: row.state === 'accepted',
    state: row.state,
    stateChangedAt: row.stateChangedAt.toISOString(),
    closedBecauseRented: row.closedBecauseRented,
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
    createdAt: row.createdAt.toISOString(),
    ...stateOf(row),
    location: row.preferredLocation,
  };
}

export function toMyApplication(
  row: ApplicationRow,
  history: { state: ApplicationState; at: Date }[],
  listing: Hostel | Property | undefined,
): MyApplication {
  const { completed: _completed, ...state } = stateOf(row);
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    ...state,
    No_of_people: row.people,
    No_of_rooms: row.rooms,
    history: history.map((h) => ({ state: h.state, at: h.at.toISOString() })),
    listing: listing
      ? {
          _id: listing._id,
          kind: listing.kind,
          name: listing.name,
          location: listing.location,
          price: listing.price,
          image: listing.thumbnail[0] ?? null,
          sold: listing.sold,
        }
      : null,
  };
}
