# blind: R3 - only drops duplicates and contained networks; adjacent aligned blocks are not merged
# differs on: ['10.0.0.0/25', '10.0.0.128/25'] -> ['10.0.0.0/24'] expected, gives both /25
import ipaddress


def summarize_networks(entries):
    v4 = []
    v6 = []
    for e in entries:
        if not isinstance(e, str) or e != e.strip() or any(c.isspace() for c in e):
            raise ValueError("invalid entry %r" % (e,))
        try:
            net = ipaddress.ip_network(e)  # strict: host bits are an error
        except (ValueError, TypeError) as exc:
            raise ValueError(str(exc))
        (v4 if net.version == 4 else v6).append(net)
    out = []
    for group in (v4, v6):
        if group:
            uniq = set(group)
            collapsed = sorted((n for n in uniq if not any(o != n and n.subnet_of(o) for o in uniq)),
                               key=lambda n: (int(n.network_address), n.prefixlen))
            out.extend(n.with_prefixlen for n in collapsed)
    return out
