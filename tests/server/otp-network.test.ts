import { describe, expect, it } from 'vitest';
import { networkOf } from '../../src/server/domain/otp/network';

// The client network the code limits count: the first bits of the address (rule CODE-SENDS).
describe('networkOf', () => {
  const bits = { ipv4Bits: 24, ipv6Bits: 48 };
  it('keeps the first 24 bits of an IPv4 address, also one written as IPv6', () => {
    expect(networkOf('203.0.113.77', bits)).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:203.0.113.9', bits)).toBe('203.0.113.0/24');
    expect(networkOf('10.1.2.3', { ipv4Bits: 16, ipv6Bits: 48 })).toBe('10.1.0.0/16');
  });
  it('keeps the first 48 bits of an IPv6 address, however it is written', () => {
    expect(networkOf('2001:db8:1:2::5', bits)).toBe('2001:db8:1:0:0:0:0:0/48');
    expect(networkOf('2001:0db8:0001:ffff:1:2:3:4', bits)).toBe('2001:db8:1:0:0:0:0:0/48');
    expect(networkOf('::1', bits)).toBe('0:0:0:0:0:0:0:0/48');
    expect(networkOf('2001:db8:1:2::5', { ipv4Bits: 24, ipv6Bits: 56 })).toBe('2001:db8:1:0:0:0:0:0/56');
    expect(networkOf('2001:db8:1:2ff::5', { ipv4Bits: 24, ipv6Bits: 56 })).toBe('2001:db8:1:200:0:0:0:0/56');
  });
  it('answers anything else as it is', () => {
    expect(networkOf('not an address', bits)).toBe('not an address');
  });
});
