import ipaddress


def check_access(address, rules, default=False):
    ip = ipaddress.ip_address(address)
    if ip.version == 6 and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    best = None
    for rule in rules:
        action, _, net = rule.strip().partition(" ")
        if action not in ("allow", "deny"):
            raise ValueError("invalid rule")
        network = ipaddress.ip_network(net.strip(), strict=False)
        if ip in network:
            key = (network.prefixlen, action == "deny")
            if best is None or key > best:
                best = key
    return default if best is None else not best[1]
