import ipaddress


def client_ip(peer, forwarded_for, trusted):
    networks = [ipaddress.ip_network(entry) for entry in trusted]
    hops = [
        ipaddress.ip_address(hop.strip())
        for line in forwarded_for
        for hop in line.split(",")
        if hop.strip()
    ]
    chain = hops + [ipaddress.ip_address(peer)]
    for address in reversed(chain):
        if not any(address in net for net in networks):
            return str(address)
    return str(chain[0])
