import { taskState, type Task } from '@app/shared';
import type { TaskRow } from './repository';

export type Assignee = { id: string; name: string; email: string; phone: string; location: string };

/** A task as the client reads it: the database's names become the client's here, and only here. */
export function toTask(row: TaskRow, assignees: Assignee[], now: Date): Task {
  const facts = {
    isAccepted: row.acceptedBy !== null,
    isCompleted: row.completedAt !== null,
    expiry: row.expiresAt,
  };
  const { room } = row;
  return {
    _id: row.id,
    description: row.description,
    ...facts,
    expiry: row.expiresAt.toISOString(),
    status: taskState(facts, now),
    createdAt: row.createdAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    acceptedBy: row.acceptedBy,
    completedAt: row.completedAt?.toISOString() ?? null,
    room: {
      _id: room.id,
      kind: room.kind,
      name: room.name,
      location: room.location,
      Contact_no1: room.contactNo1,
      Contact_no2: room.contactNo2,
      coordinate: room.lat !== null && room.lon !== null ? { lat: room.lat, lon: room.lon } : null,
      pricing: room.price,
      shutter: room.shutters,
      verified: room.verified,
    },
    assignedTo: assignees.map((a) => ({
      _id: a.id,
      name: a.name,
      email: a.email,
      phone: a.phone,
      location: a.location,
    })),
  };
}
