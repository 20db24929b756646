import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a seller's link must never make the server reach: its own host, private and
 * link-local networks, carrier-grade NAT, multicast and reserved ranges. Product image links
 * (imports/image-fetch.ts) and webhook endpoints (modules/webhooks) are checked against it.
 */
const PRIVATE_V4 = new BlockList();
const PRIVATE_V6 = new BlockList();
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
  PRIVATE_V4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  // NAT64 addresses lead to IPv4 hosts, private ones included.
  ['64:ff9b::', 96],
] as const) {
  PRIVATE_V6.addSubnet(network, prefix, 'ipv6');
}
// Not ::ffff:0:0/96 in the IPv6 list: node's BlockList then matches every IPv4 address too.
// An IPv4-mapped address is checked as the IPv4 address it carries (mappedV4).

export type ResolvedAddress = { address: string; family: number };

/** Why a host was refused: it resolves to a private address, or it does not resolve. */
export class HostRefusedError extends Error {
  constructor(readonly reason: 'not-public' | 'unresolved') {
    super(reason === 'not-public' ? 'private address' : 'host does not resolve');
  }
}

export function isPrivateAddress(address: string, family = isIP(address)): boolean {
  if (family !== 6) return PRIVATE_V4.check(address, 'ipv4');
  const v4 = mappedV4(address);
  return v4 ? PRIVATE_V4.check(v4, 'ipv4') : PRIVATE_V6.check(address, 'ipv6');
}

/** The IPv4 address inside an IPv4-mapped IPv6 one (::ffff:a.b.c.d), else null. */
function mappedV4(address: string): string | null {
  // The URL parser writes IPv6 in its canonical form: ::ffff:7f00:1 for ::ffff:127.0.0.1.
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const match = /^::ffff:([\da-f]{1,4}):([\da-f]{1,4})$/.exec(canonical);
  if (!match) return null;
  const [high, low] = [parseInt(match[1]!, 16), parseInt(match[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/**
 * Every address the host resolves to, refused when any one is private (a name with one public
 * and one private address could be reached at either).
 */
export async function resolvePublicHost(hostname: string): Promise<ResolvedAddress[]> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await lookup(host, { all: true }).catch(() => {
        throw new HostRefusedError('unresolved');
      });
  if (addresses.length === 0) throw new HostRefusedError('unresolved');
  for (const { address, family } of addresses) {
    if (isPrivateAddress(address, family)) throw new HostRefusedError('not-public');
  }
  return addresses;
}

/**
 * A `lookup` for node's http(s).request that checks the very addresses the socket connects to:
 * a name that resolved to a public address when it was saved and to a private one now (DNS
 * rebinding) fails here, at connection time, not in a check made a moment before.
 */
export const publicLookup: LookupFunction = (hostname, options, callback) => {
  resolvePublicHost(hostname).then(
    (addresses) => {
      const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
      const usable = addresses.filter((entry) => wanted === 0 || entry.family === wanted);
      if (usable.length === 0) {
        callback(new HostRefusedError('unresolved'), '', 0);
        return;
      }
      if (options.all) {
        (callback as unknown as (error: null, all: ResolvedAddress[]) => void)(null, usable);
      } else callback(null, usable[0]!.address, usable[0]!.family);
    },
    (error: Error) => callback(error, '', 0),
  );
};
