import ipaddress


def check_access(address, rules, default=False):
    ip = ipaddress.ip_address(address)
    if ip.version == 6 and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    best_len, decision = -1, default
    for rule in rules:
        parts = rule.split()
        if len(parts) != 2 or parts[0] not in ("allow", "deny"):
            raise ValueError("invalid rule")
        network = ipaddress.ip_network(parts[1])
        if ip in network and network.prefixlen >= best_len:
            best_len, decision = network.prefixlen, parts[0] == "allow"
    return decision
