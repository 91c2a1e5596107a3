export type Role = 'customer' | 'agent';

/** Agent pages are the paths that contain /agent. */
export function roleOfPath(path: string): Role {
  return path.includes('/agent') ? 'agent' : 'customer';
}

/** The path (under /api/v1) of the configuration a role gets: also its key in SWR's cache. */
export function configKey(role: Role, product = '', segment = 'sme'): string {
  const query = new URLSearchParams({ segment, product, role });
  return `/config?${query.toString()}`;
}
