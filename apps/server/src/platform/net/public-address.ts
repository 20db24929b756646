import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/*
 * Addresses a seller's link must never make the server reach: its own host, private and
 * link-local networks, carrier-grade NAT, multicast, reserved, documentation and translation
 * ranges. Webhook endpoints, product image links and WooCommerce sites are checked against it,
 * at the moment of every connection (outbound.ts), not only when they are saved.
 *
 * The classification is ipaddr.js's (issue 29, item 12): a well-kept table of the IANA special
 * ranges rather than a hand-written list. Only what it calls `unicast` (ordinary global
 * addresses) is public; anything it names is refused, so a range it learns later is refused too.
 */

export type ResolvedAddress = { address: string; family: number };

/** Why a host was refused: it resolves to a private address, or it does not resolve. */
export class HostRefusedError extends Error {
  constructor(readonly reason: 'not-public' | 'unresolved') {
    super(reason === 'not-public' ? 'private address' : 'host does not resolve');
  }
}

/**
 * The IPv4 address an IPv6 one carries when it only wraps one: IPv4-mapped (::ffff:a.b.c.d) and
 * the deprecated IPv4-compatible form (::a.b.c.d). A socket to either reaches the IPv4 host, so
 * it is judged as that host; other forms that embed an IPv4 address (NAT64, 6to4, Teredo) have
 * ranges of their own and are refused as such.
 */
function carriedV4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  if (address.isIPv4MappedAddress()) return address.toIPv4Address();
  const [a, b, c, d, e, f, high = 0, low = 0] = address.parts;
  if (a || b || c || d || e || f) return null;
  return new ipaddr.IPv4([high >> 8, high & 255, low >> 8, low & 255]);
}

/** Whether an address (as a resolver or a URL writes it) is an ordinary global unicast one. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!isIP(bare)) return false;
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  const v4 = carriedV4(v6);
  return v4 ? v4.range() === 'unicast' : v6.range() === 'unicast';
}

export const isPrivateAddress = (address: string): boolean => !isPublicAddress(address);

/**
 * Every address the host resolves to, refused when any one is private (a name with one public
 * and one private address could be reached at either). An IP literal is checked as it is.
 */
export async function resolvePublicHost(hostname: string): Promise<ResolvedAddress[]> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await lookup(host, { all: true }).catch(() => {
        throw new HostRefusedError('unresolved');
      });
  if (addresses.length === 0) throw new HostRefusedError('unresolved');
  for (const { address } of addresses) {
    if (!isPublicAddress(address)) throw new HostRefusedError('not-public');
  }
  return addresses;
}

/**
 * A `lookup` for node's sockets that answers only the address already checked, so the
 * connection goes to it and a DNS answer cannot change between the check and the connection
 * (DNS rebinding). Node skips `lookup` for an IP literal, which is why the literal itself is
 * what resolvePublicHost checked.
 */
export function pinnedLookup({ address, family }: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) {
      (callback as unknown as (error: null, all: ResolvedAddress[]) => void)(null, [
        { address, family },
      ]);
    } else callback(null, address, family);
  };
}
