import ipaddress


def client_ip(peer, forwarded_for, trusted):
    networks = [ipaddress.ip_network(entry) for entry in trusted]
    line = forwarded_for[-1] if forwarded_for else ""
    remaining = [hop.strip() for hop in line.split(",") if hop.strip()]
    current = ipaddress.ip_address(peer)
    while remaining and any(current in net for net in networks):
        current = ipaddress.ip_address(remaining.pop())
    return str(current)
