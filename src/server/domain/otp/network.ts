import { isIPv4, isIPv6 } from 'node:net';

/** Expands an IPv6 address to its eight groups of 16 bits. */
function groupsOf(address: string): number[] {
  const [head, tail = ''] = address.includes('::') ? address.split('::') : [address, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // an IPv4 tail (::ffff:1.2.3.4) is two groups
  const expand = (parts: string[]) =>
    parts.flatMap((part) => {
      if (!isIPv4(part)) return [parseInt(part, 16)];
      const [a, b, c, d] = part.split('.').map(Number);
      return [(a << 8) | b, (c << 8) | d];
    });
  const l = expand(left);
  const r = expand(right);
  return address.includes('::') ? [...l, ...Array<number>(8 - l.length - r.length).fill(0), ...r] : l;
}

/**
 * The client network of an address: its first `ipv4Bits` (an IPv4 address, also one written as
 * ::ffff:a.b.c.d) or `ipv6Bits` bits, as "203.0.113.0/24" or "2001:db8:1::/48".
 */
export function networkOf(address: string, bits: { ipv4Bits: number; ipv6Bits: number }): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const v4 = mapped ?? (isIPv4(address) ? address : undefined);
  if (v4) {
    const value = v4.split('.').reduce((n, part) => n * 256 + Number(part), 0);
    const keep = Math.min(32, bits.ipv4Bits);
    const masked = keep === 0 ? 0 : Math.floor(value / 2 ** (32 - keep)) * 2 ** (32 - keep);
    return `${[24, 16, 8, 0].map((shift) => Math.floor(masked / 2 ** shift) % 256).join('.')}/${keep}`;
  }
  if (!isIPv6(address)) return address;
  const groups = groupsOf(address.split('%')[0]);
  const keep = Math.min(128, bits.ipv6Bits);
  const masked = groups.map((group, i) => {
    const from = i * 16;
    if (from >= keep) return 0;
    const within = Math.min(16, keep - from);
    return group & (0xffff << (16 - within)) & 0xffff;
  });
  return `${masked.map((g) => g.toString(16)).join(':')}/${keep}`;
}
