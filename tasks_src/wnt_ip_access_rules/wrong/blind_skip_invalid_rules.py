# blind: R10 - invalid rules are silently skipped instead of raising
# differs on: check_access('8.8.8.8', ['allow 8.8.8.8', 'permit 1.2.3.4']) -> expected ValueError
import ipaddress


def check_access(address: str, rules: list, default: bool = False) -> bool:
    if not isinstance(address, str) or "/" in address:
        raise ValueError("invalid address %r" % (address,))
    addr = ipaddress.ip_address(address)
    if addr.version == 6 and addr.ipv4_mapped is not None:
        addr = addr.ipv4_mapped
    parsed = []
    for rule in rules:
        parts = rule.split()
        if len(parts) != 2 or parts[0] not in ("allow", "deny"):
            continue
        try:
            net = ipaddress.ip_network(parts[1], strict=True)
        except ValueError:
            continue
        parsed.append((parts[0], net))
    best = None
    for action, net in parsed:
        if net.version == addr.version and addr in net:
            key = (net.prefixlen, 1 if action == "deny" else 0)
            if best is None or key > best:
                best = key
    if best is None:
        return default
    return best[1] == 0
