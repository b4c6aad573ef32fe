import ipaddress


def summarize_networks(entries):
    v4, v6 = [], []
    for entry in entries:
        network = ipaddress.ip_network(entry, strict=False)
        (v4 if network.version == 4 else v6).append(network)
    return [str(n) for n in ipaddress.collapse_addresses(v4)] + [
        str(n) for n in ipaddress.collapse_addresses(v6)
    ]
