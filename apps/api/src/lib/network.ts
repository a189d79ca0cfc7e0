import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network an address belongs to, as one party usually holds it: its /24 for IPv4, its /64
 * for IPv6 (one home or one server is given a whole /64). An IPv4 address written as IPv6
 * (`::ffff:10.1.2.3`) is its IPv4 network. Anything else is returned as it is.
 */
export function networkOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const v4 = mapped ?? address;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  const bare = address.split('%')[0] ?? address;
  if (!isIPv6(bare)) return address;
  return `${ipv6Groups(bare).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, '::' filled in, each without leading zeros, lower case. */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase();
  // A trailing IPv4 part (::ffff:1.2.3.4 inside a longer address) is two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}
