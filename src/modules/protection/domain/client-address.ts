import { BlockList, isIP } from 'node:net';

/**
 * Addresses that name a network rather than a client: loopback, private (RFC 1918, unique local), link-local,
 * carrier-grade NAT and unspecified. Behind a proxy whose X-Forwarded-For is not trusted every client shows as
 * the proxy's private address, and in a test every client is 127.0.0.1: comparing those would hold everyone.
 */
const NOT_A_CLIENT = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  NOT_A_CLIENT.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  NOT_A_CLIENT.addSubnet(network, prefix, 'ipv6');

/**
 * The client address as the register compares it (an IPv4 address mapped into IPv6 written as IPv4), or null
 * when it identifies no client (above) or is not an address at all.
 */
export function identifyingAddress(address: string): string | null {
  const text = address
    .trim()
    .toLowerCase()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  const family = isIP(text);
  if (family === 0) return null;
  return NOT_A_CLIENT.check(text, family === 4 ? 'ipv4' : 'ipv6') ? null : text;
}

/** The identifying ones of some client addresses, each once. */
export function identifyingAddresses(addresses: string[]): string[] {
  return [...new Set(addresses.map(identifyingAddress).filter((address) => address !== null))];
}
