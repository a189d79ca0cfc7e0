import type { Report, ReportReason } from '@app/shared';
import { verificationOf } from '../listings/trust-fields';
import type { ReportRow } from './repository';

/** A report as the admin sees it: what and about which listing, never who sent it. */
export function toReport(row: ReportRow): Report {
  return {
    _id: row.id,
    reason: row.reason as ReportReason,
    details: row.details,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    listing: {
      _id: row.listingId,
      kind: row.listingKind,
      name: row.listingName,
      location: row.listingLocation,
      sold: row.listingSold,
      hidden: row.listingHiddenAt !== null,
      heldByReports: row.listingHeld,
      openReports: row.openReports,
      verification: verificationOf(row),
    },
  };
}
