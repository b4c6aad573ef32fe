# blind: correct
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
        if len(parts) != 2:
            raise ValueError("invalid rule %r" % (rule,))
        action, net_text = parts
        if action not in ("allow", "deny"):
            raise ValueError("invalid action %r" % (action,))
        net = ipaddress.ip_network(net_text, strict=True)
        parsed.append((action, net))
    best = None
    for action, net in parsed:
        if net.version == addr.version and addr in net:
            key = (net.prefixlen, 1 if action == "deny" else 0)
            if best is None or key > best:
                best = key
    if best is None:
        return default
    return best[1] == 0
