import ipaddress


def client_ip(peer, forwarded_for, trusted):
    networks = [ipaddress.ip_network(entry) for entry in trusted]
    current = ipaddress.ip_address(peer)
    if not any(current in net for net in networks):
        return str(current)
    hops = [hop.strip() for line in forwarded_for for hop in line.split(",") if hop.strip()]
    for hop in hops:
        try:
            return str(ipaddress.ip_address(hop))
        except ValueError:
            continue
    return str(current)
