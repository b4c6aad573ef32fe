import ipaddress


def check_access(address, rules, default=False):
    ip = ipaddress.ip_address(address)
    best = None
    for rule in rules:
        parts = rule.split()
        if len(parts) != 2 or parts[0] not in ("allow", "deny"):
            raise ValueError("invalid rule")
        network = ipaddress.ip_network(parts[1])
        if ip in network:
            key = (network.prefixlen, parts[0] == "deny")
            if best is None or key > best:
                best = key
    return default if best is None else not best[1]
