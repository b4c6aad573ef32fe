import ipaddress


def check_access(address, rules, default=False):
    ip = ipaddress.ip_address(address)
    if ip.version == 6 and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    parsed = []
    for rule in rules:
        parts = rule.split()
        if len(parts) != 2 or parts[0] not in ("allow", "deny"):
            raise ValueError("invalid rule")
        parsed.append((parts[0] == "allow", ipaddress.ip_network(parts[1])))
    for allow, network in parsed:
        if ip in network:
            return allow
    return default
