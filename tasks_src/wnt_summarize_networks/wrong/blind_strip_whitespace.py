# blind: R7 - strips surrounding whitespace instead of rejecting it
# differs on: [' 10.0.0.0/24'] -> ValueError expected, gives ['10.0.0.0/24']
import ipaddress


def summarize_networks(entries):
    v4 = []
    v6 = []
    for e in entries:
        e = e.strip()
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
            out.extend(n.with_prefixlen for n in collapsed)
    return out
