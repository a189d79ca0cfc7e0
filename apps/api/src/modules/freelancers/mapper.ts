import type { Freelancer, VerifiedFreelancer } from '@app/shared';
import type { ApprovedFreelancer, FreelancerRow } from './repository';

/** The database's snake_case becomes the client's field names here, and only here. */
export function toFreelancer(row: FreelancerRow): Freelancer {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    location: row.location,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toVerifiedFreelancer(row: ApprovedFreelancer): VerifiedFreelancer {
  return { ...toFreelancer(row), task: row.openTaskIds, openTasks: row.openTaskIds.length };
}
