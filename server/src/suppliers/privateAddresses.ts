import dns, { type LookupAddress } from 'node:dns';
import net from 'node:net';

/**
 * Addresses a supplier's URL may not lead to unless the shop allows its private network
 * (SUPPLIERS_ON_PRIVATE_NETWORK): this machine, the local networks, link-local (the cloud
 * metadata services at 169.254.169.254), carrier-grade NAT, benchmarking, multicast and reserved
 * ranges. Without this an admin's supplier URL — or a stolen admin session's — could make the
 * server call the shop's own database, mail or cloud services and show their answers back.
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
  for (const [network, prefix] of [
    ['::', 128],
    ['::1', 128],
    ['fc00::', 7],
    ['fe80::', 10],
    ['ff00::', 8],
  ] as const) {
    list.addSubnet(network, prefix, 'ipv6');
  }
  return list;
})();

/** `::ffff:10.0.0.1` (or its hex form `::ffff:a00:1`) → `10.0.0.1`; null when not IPv4-mapped. */
function mappedIpv4(address: string): string | null {
  const match = /^::ffff:(?:0:)?(.+)$/i.exec(address);
  if (!match?.[1]) return null;
  const tail = match[1];
  if (net.isIPv4(tail)) return tail;
  const words = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(tail);
  if (!words?.[1] || !words[2]) return null;
  const high = Number.parseInt(words[1], 16);
  const low = Number.parseInt(words[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an IP address is on a private, local or reserved network (see PRIVATE_RANGES). */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const mapped = mappedIpv4(bare);
  if (mapped) return PRIVATE_RANGES.check(mapped, 'ipv4');
  if (net.isIPv4(bare)) return PRIVATE_RANGES.check(bare, 'ipv4');
  if (net.isIPv6(bare)) return PRIVATE_RANGES.check(bare, 'ipv6');
  return false;
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
