import ipaddress


def summarize_networks(entries):
    out = []
    for version in (4, 6):
        nets = sorted(
            ipaddress.ip_network(e) for e in entries if ipaddress.ip_network(e).version == version
        )
        merged = []
        for net in nets:
            if merged and int(net.network_address) <= int(merged[-1].broadcast_address) + 1:
                last = merged[-1]
                if net.subnet_of(last):
                    continue
                # grow the previous block until it also covers this one
                while not net.subnet_of(last):
                    last = last.supernet()
                merged[-1] = last
            else:
                merged.append(net)
        out.extend(str(n) for n in merged)
    return out
