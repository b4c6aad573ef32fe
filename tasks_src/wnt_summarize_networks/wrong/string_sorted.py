import ipaddress


def summarize_networks(entries):
    v4, v6 = [], []
    for entry in entries:
        network = ipaddress.ip_network(entry)
        (v4 if network.version == 4 else v6).append(network)
    return sorted(str(n) for n in ipaddress.collapse_addresses(v4)) + sorted(
        str(n) for n in ipaddress.collapse_addresses(v6)
    )
