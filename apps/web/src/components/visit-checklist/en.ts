/**
 * The `visitChecklist` namespace: a visit's checklist items and answers, the same words on the
 * verifier's form and in what tenants read.
 */
export const visitChecklistEn = {
  items: {
    water: 'Water supply',
    backupPower: 'Backup power (inverter or generator)',
    roadAccess: 'Road a vehicle can reach',
    kitchen: 'Kitchen to cook in',
    bathroomsSeen: 'Working bathrooms',
    fireExtinguisher: 'Fire extinguisher',
    cctvCommonOnly: 'CCTV only in common areas, none in rooms',
    operatingPermit: 'Municipal operating permit on display',
  },
  answers: {
    yes: 'Yes',
    no: 'No',
    not_seen: 'Not seen',
  },
};

export type VisitChecklistResources = typeof visitChecklistEn;
