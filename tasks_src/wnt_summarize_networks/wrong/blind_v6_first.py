# blind: R4 - lists IPv6 networks before IPv4 networks
# differs on: ['2001:db8::/32', '10.0.0.0/8'] -> ['10.0.0.0/8', '2001:db8::/32'] expected
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
    for group in (v6, v4):
        if group:
            collapsed = sorted(ipaddress.collapse_addresses(group),
                               key=lambda n: (int(n.network_address), n.prefixlen))
            out.extend(n.with_prefixlen for n in collapsed)
    return out
