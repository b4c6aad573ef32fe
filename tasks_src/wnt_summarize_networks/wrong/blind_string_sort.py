# blind: R4 - sorts the output as strings instead of by numeric network address
# differs on: ['10.0.0.0/8', '9.0.0.0/8'] -> ['9.0.0.0/8', '10.0.0.0/8'] expected
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
            collapsed = sorted(ipaddress.collapse_addresses(group),
                               key=lambda n: (int(n.network_address), n.prefixlen))
            out.extend(sorted(n.with_prefixlen for n in collapsed))
    return out
