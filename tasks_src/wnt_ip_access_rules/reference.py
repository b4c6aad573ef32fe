"""Longest-prefix allow/deny filtering of client IP addresses."""
import ipaddress


def _parse_rule(rule):
    parts = rule.split()
    if len(parts) != 2 or parts[0] not in ("allow", "deny"):
        raise ValueError  # not "allow NETWORK" or "deny NETWORK"
    return parts[0] == "allow", ipaddress.ip_network(parts[1])


def check_access(address, rules, default=False):
    ip = ipaddress.ip_address(address)
    if ip.version == 6 and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    best = None  # (prefix length, is_deny) of the deciding rule so far
    for rule in rules:
        allow, network = _parse_rule(rule)
        if ip in network:  # False whenever the IP versions differ
            key = (network.prefixlen, not allow)
            if best is None or key > best:
                best = key
    return default if best is None else not best[1]
