import ipaddress


def client_ip(peer, forwarded_for, trusted):
    networks = [ipaddress.ip_network(entry) for entry in trusted]
    remaining = [hop.strip() for line in forwarded_for for hop in line.split(",")]
    current = peer
    ipaddress.ip_address(peer)
    while remaining and any(ipaddress.ip_address(current) in net for net in networks):
        current = remaining.pop()
        ipaddress.ip_address(current)
    return current
