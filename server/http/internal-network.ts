import { BlockList, isIP } from 'node:net';

/** The client-IP check of spec §6: whether an address lies in one of the INTERNAL_NETWORKS ranges. */
export function internalNetworkCheck(cidrs: string[]): (ip: string) => { ip: string; internal: boolean } {
  const list = new BlockList();
  for (const cidr of cidrs) {
    const [address, prefix] = cidr.split('/') as [string, string];
    list.addSubnet(address, Number(prefix), isIP(address) === 6 ? 'ipv6' : 'ipv4');
  }
  return (raw) => {
    const ip = raw.replace(/^::ffff:/, '');
    const version = isIP(ip);
    return { ip, internal: version !== 0 && list.check(ip, version === 6 ? 'ipv6' : 'ipv4') };
  };
}
