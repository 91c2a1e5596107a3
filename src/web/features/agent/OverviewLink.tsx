import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { pathOf } from '../../app/routes';

/**
 * An application's name as a link to its overview (a search result, a queue item): the customer's
 * own name or the application's id, neither of which a page in another language translates.
 */
export function OverviewLink({ prospectId, children }: { prospectId: string; children: ReactNode }) {
  return (
    <Link
      href={pathOf('searchedAppInfo', { id: prospectId })}
      translate="no"
      style={{ color: 'var(--chakra-colors-brand-700)', fontWeight: 600, textDecoration: 'underline' }}
    >
      {children}
    </Link>
  );
}
