import { isIPv6 } from 'node:net';

/**
 * The eight 16-bit groups of an IPv6 address (a zone `%eth0` ignored, a dotted IPv4 tail
 * counting as the last two groups), or undefined if it is not one.
 */
export function ipv6Groups(address: string): number[] | undefined {
  const bare = address.split('%')[0] ?? '';
  if (!isIPv6(bare)) return undefined;
  const groupsOf = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = bare.split('::');
  const before = groupsOf(head);
  const after = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array.from({ length: 8 - before.length - after.length }, () => 0);
  return [...before, ...zeros, ...after];
}
