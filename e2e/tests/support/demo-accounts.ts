/**
 * The accounts the demo seed creates (apps/api/src/modules/demo), which scripts/test-e2e.mjs runs
 * before the journeys: signing in as them costs none of the registrations an address may make.
 */
export const demoOwner = { email: 'demo-owner@gharbhada.local', password: 'demo-owner-pass' };
export const demoFreelancer = { email: 'demo-freelancer@gharbhada.local', password: 'demo-freelancer-pass' };
