import dns, { type LookupAddress } from 'node:dns';
import net from 'node:net';
import { ipv6Groups } from '../domain/ipv6.js';

/**
 * Addresses a supplier's URL may not lead to unless the shop allows its private network
 * (SUPPLIERS_ON_PRIVATE_NETWORK): this machine, the local networks, link-local (the cloud
 * metadata services at 169.254.169.254), carrier-grade NAT, benchmarking, multicast and reserved
 * ranges, also when reached through IPv6 (IPv4-mapped, NAT64, 6to4). Without this an admin's
 * supplier URL — or a stolen admin session's — could make the server call the shop's own
 * database, mail or cloud services and show their answers back.
 */
const PRIVATE_RANGES = (() => {
  const list = new net.BlockList();
  for (const [network, prefix] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ] as const) {
    list.addSubnet(network, prefix, 'ipv4');
  }
  // The unspecified and loopback addresses are in ::/96, refused in isPrivateAddress.
  for (const [network, prefix] of [
    ['fc00::', 7],
    ['fe80::', 10],
    ['fec0::', 10],
    ['ff00::', 8],
  ] as const) {
    list.addSubnet(network, prefix, 'ipv6');
  }
  return list;
})();

const ipv4Of = (high: number, low: number) =>
  [high >> 8, high & 255, low >> 8, low & 255].join('.');

/**
 * The IPv4 address an IPv6 address carries and leads to: IPv4-mapped (::ffff:a.b.c.d), NAT64
 * (64:ff9b::/96 and the local 64:ff9b:1::/48, last 32 bits) and 6to4 (2002::/16, the 32 bits
 * after the prefix). Null for any other IPv6 address.
 */
function embeddedIpv4(groups: number[]): string | null {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const zerosBefore = (count: number) => groups.slice(0, count).every((group) => group === 0);
  if (zerosBefore(5) && g5 === 0xffff) return ipv4Of(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return ipv4Of(g6, g7);
  }
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 1) return ipv4Of(g6, g7);
  if (g0 === 0x2002) return ipv4Of(g1, g2);
  return null;
}

/** Whether an IP address is on a private, local or reserved network (see PRIVATE_RANGES). */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (net.isIPv4(bare)) return PRIVATE_RANGES.check(bare, 'ipv4');
  const groups = ipv6Groups(bare);
  if (!groups) return false;
  const carried = embeddedIpv4(groups);
  if (carried) return PRIVATE_RANGES.check(carried, 'ipv4');
  // IPv4-compatible (::a.b.c.d, deprecated), unspecified and loopback: never a supplier.
  if (groups.slice(0, 6).every((group) => group === 0)) return true;
  return PRIVATE_RANGES.check(bare, 'ipv6');
}

export const PRIVATE_ADDRESS_CODE = 'ESUPPLIERPRIVATE';

export const privateAddressMessage = (address: string) =>
  `the supplier's address ${address} is on a private or local network; a shop whose suppliers are on its own network sets SUPPLIERS_ON_PRIVATE_NETWORK=true`;

function privateAddressError(address: string): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(privateAddressMessage(address));
  error.code = PRIVATE_ADDRESS_CODE;
  return error;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * `dns.lookup` for a supplier's connection that refuses a name resolving to a private address.
 * It checks the very addresses the socket then connects to, so a name that resolves to a public
 * address when saved and to a private one later (DNS rebinding) is refused too.
 */
export function publicOnlyLookup(
  hostname: string,
  options: dns.LookupOptions,
  callback: LookupCallback,
): void {
  dns.lookup(hostname, options, (error, address, family) => {
    if (error) {
      callback(error, address as string);
      return;
    }
    const addresses = Array.isArray(address) ? address : [{ address, family }];
    const blocked = addresses.find((entry) => isPrivateAddress(entry.address));
    if (blocked) {
      callback(privateAddressError(blocked.address), '');
      return;
    }
    callback(null, address, family);
  });
}

/** An IP written in the URL itself (no look-up happens for it) that is private, or null. */
export function privateLiteralHost(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return net.isIP(host) && isPrivateAddress(host) ? host : null;
}
