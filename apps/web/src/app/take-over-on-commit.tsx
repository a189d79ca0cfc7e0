import { useEffect, type ReactNode } from 'react';
import { takeOver } from './first-route-ready';

/** The server's page stays inert until the app's first render is on screen (committed). */
export function TakeOverOnCommit({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useEffect(() => takeOver(container), [container]);
  return children;
}
