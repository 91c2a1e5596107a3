import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { pathOf } from '../../app/routes';

/** An application's name as a link to its overview (a search result, a queue item). */
export function OverviewLink({ prospectId, children }: { prospectId: string; children: ReactNode }) {
  return (
    <Link
      href={pathOf('searchedAppInfo', { id: prospectId })}
      style={{ color: 'var(--chakra-colors-brand-700)', fontWeight: 600, textDecoration: 'underline' }}
    >
      {children}
    </Link>
  );
}
