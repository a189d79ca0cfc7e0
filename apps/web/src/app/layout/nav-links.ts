import type { UserDetails } from '@/api/user/get-user-details';
import { paths } from '@/config/paths';

export interface NavItem {
  id:
    | 'about'
    | 'my-hostel'
    | 'verify'
    | 'list-freelancer'
    | 'buyers'
    | 'reports'
    | 'works'
    | 'my-applications'
    | 'saved-searches';
  to: string;
  labelKey:
    | 'nav.aboutUs'
    | 'nav.myHostel'
    | 'nav.verify'
    | 'nav.listFreelancer'
    | 'nav.buyers'
    | 'nav.reports'
    | 'nav.works'
    | 'nav.myApplications'
    | 'nav.savedSearches';
  /** Shown as a count badge (Works: number of tasks). */
  badge?: number;
}

/**
 * Who sees which nav link: everyone About Us; the owner of a hostel or any other listing also My
 * listings; an admin Verify, Verifier sign-ups, Applications and Reports; a freelancer Works, with a
 * badge counting their open tasks; every logged-in user My applications and Saved searches.
 * `user` is undefined for visitors and whenever user-details could not
 * be loaded: then the nav is that of a plain user.
 */
export function buildNavItems(user: UserDetails | undefined): NavItem[] {
  const items: NavItem[] = [{ id: 'about', to: paths.aboutSection(), labelKey: 'nav.aboutUs' }];
  if (!user) return items;

  // The published rule (a hostel's owner) and anyone else who owns a listing, a property say.
  if (user.hostel.length > 0 || user.listingCount > 0) {
    items.push({ id: 'my-hostel', to: paths.controlHostel(), labelKey: 'nav.myHostel' });
  }
  if (user.role === 'ADMIN') {
    items.push(
      { id: 'verify', to: paths.unverified(), labelKey: 'nav.verify' },
      { id: 'list-freelancer', to: paths.listFreelancer(), labelKey: 'nav.listFreelancer' },
      { id: 'buyers', to: paths.listBuyer(), labelKey: 'nav.buyers' },
      { id: 'reports', to: paths.reports(), labelKey: 'nav.reports' },
    );
  }
  if (user.role === 'Freelancer') {
    items.push({ id: 'works', to: paths.taskReq(), labelKey: 'nav.works', badge: user.task.length });
  }
  items.push(
    { id: 'my-applications', to: paths.myApplications(), labelKey: 'nav.myApplications' },
    { id: 'saved-searches', to: paths.savedSearches(), labelKey: 'nav.savedSearches' },
  );
  return items;
}
