import ipaddress


def summarize_networks(entries):
    nets = sorted(
        {ipaddress.ip_network(entry) for entry in entries},
        key=lambda n: (n.version, n.network_address, n.prefixlen),
    )
    kept = []
    for net in nets:
        if kept and kept[-1].version == net.version and net.subnet_of(kept[-1]):
            continue
        kept.append(net)
    # merge equal-sized siblings once, left to right
    result = []
    for net in kept:
        prev = result[-1] if result else None
        if (
            prev is not None
            and prev.version == net.version
            and prev.prefixlen == net.prefixlen
            and prev.prefixlen > 0
            and prev.supernet() == net.supernet()
        ):
            result[-1] = prev.supernet()
        else:
            result.append(net)
    return [str(n) for n in result]
