/** The kinds of user the accessibility sweep opens every screen as. */
export type Role = 'visitor' | 'owner' | 'admin' | 'freelancer';

interface RoleGate {
  /** The role the server must give the user (the gate's `role` prop in app/routes/role-gate.tsx). */
  serverRole: string;
  /** The one kind of user of the sweep who gets through. */
  admits: Role;
  /** The routes (names of routePatterns) apps/web/src/app/routes.ts wraps in this gate. */
  routes: string[];
  /** The heading of the refusal a visitor gets, and of the one a signed-in user without the role gets. */
  loginRefusal: string;
  roleRefusal: string;
}

/** apps/web/src/app/routes/admin-gate.tsx and freelancer-gate.tsx, by their component names. */
export const ROLE_GATES: Record<'AdminGate' | 'FreelancerGate', RoleGate> = {
  AdminGate: {
    serverRole: 'ADMIN',
    admits: 'admin',
    routes: ['unverified', 'verify', 'listBuyer', 'listFreelancer', 'reports'],
    loginRefusal: 'Unauthorized: Admin access only',
    roleRefusal: 'Unauthorized: Admin access only',
  },
  FreelancerGate: {
    serverRole: 'Freelancer',
    admits: 'freelancer',
    routes: ['verifyTask', 'taskReq', 'acceptedWork'],
    loginRefusal: 'Please log in',
    roleRefusal: 'Unauthorized: Freelancer access only',
  },
};

/** The heading of the refusal `role` gets on the route `name`, or undefined when the route is shown. */
export function refusalHeading(role: Role, name: string): string | undefined {
  const gate = Object.values(ROLE_GATES).find((candidate) => candidate.routes.includes(name));
  if (!gate || gate.admits === role) return undefined;
  return role === 'visitor' ? gate.loginRefusal : gate.roleRefusal;
}
