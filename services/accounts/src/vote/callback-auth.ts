import { BlockList, isIP } from 'node:net';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { ParsedPingback, PingbackProtocol } from './protocols';
import type { VoteSiteRecord } from './vote-sites.repository';

/** Compared in constant time whatever the lengths (both hashed first). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** An IPv4 address as IPv6 (::ffff:a.b.c.d, how a dual-stack socket reports it) read as IPv4. */
const plainAddress = (address: string): string => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** Whether the address lies in one of the blocks (addresses or CIDR). */
export function inBlocks(address: string, blocks: string[]): boolean {
  const list = new BlockList();
  for (const block of blocks) {
    const [network, prefix] = block.split('/');
    const plain = plainAddress(network);
    const type = isIP(plain) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(plain, type);
    else list.addSubnet(plain, Number(prefix), type);
  }
  const source = plainAddress(address);
  const family = isIP(source);
  return family !== 0 && list.check(source, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Why a callback is refused, or null when it is the site's: from an allowed address (when the site has a
 * list), with the callback address's secret when one was given (it must match), and with the site's own key
 * when it sends one and one is set. A callback with neither a secret nor a checked key is refused.
 */
export function callbackRefusal(
  site: VoteSiteRecord,
  protocol: PingbackProtocol,
  parsed: ParsedPingback,
  request: { secret?: string; sourceIp: string },
): string | null {
  const checksKey = protocol.sendsKey && site.key !== null;
  if (site.allowFrom.length > 0 && !inBlocks(request.sourceIp, site.allowFrom)) return 'address not allowed';
  if (request.secret !== undefined && !sameSecret(request.secret, site.secret)) return 'wrong secret';
  if (request.secret === undefined && !checksKey) return 'no secret in the address';
  if (checksKey && !sameSecret(parsed.key ?? '', site.key ?? '')) return 'wrong key';
  return null;
}
