# blind: R4 - only checks whether a candidate's first address is already used, missing partial overlaps
# differs on: allocate_subnets('10.0.0.0/24', [28], ['10.0.0.8/29']) -> ['10.0.0.16/28'] expected, gives ['10.0.0.0/28']
import ipaddress


def _net(s):
    try:
        return ipaddress.IPv4Network(s)
    except (ipaddress.AddressValueError, ipaddress.NetmaskValueError, TypeError) as e:
        raise ValueError(str(e))


def allocate_subnets(pool, requests, reserved=()):
    pnet = _net(pool)
    used = []
    for r in reserved:
        rn = _net(r)
        used.append((int(rn.network_address), int(rn.broadcast_address)))
    for p in requests:
        if p < pnet.prefixlen or p > 32:
            raise ValueError("invalid prefix length %r" % (p,))
    pstart = int(pnet.network_address)
    pend = int(pnet.broadcast_address)
    out = []
    for p in requests:
        size = 1 << (32 - p)
        cand = pstart
        found = None
        while cand + size - 1 <= pend:
            cend = cand + size - 1
            clash = None
            for s, e in used:
                if s <= cand <= e:
                    if clash is None or e > clash:
                        clash = e
            if clash is None:
                found = cand
                break
            nxt = clash + 1
            cand = ((nxt + size - 1) // size) * size
        if found is None:
            raise ValueError("no free /%d block left" % p)
        used.append((found, found + size - 1))
        out.append("%s/%d" % (ipaddress.IPv4Address(found), p))
    return out
