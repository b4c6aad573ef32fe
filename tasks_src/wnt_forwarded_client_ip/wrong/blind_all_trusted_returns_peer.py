# blind: R6 - when every element is trusted the peer is returned instead of the leftmost element
# differs on: client_ip('10.0.0.1', ['192.168.1.5,10.2.2.2'], ['10.0.0.0/8', '192.168.1.5']) -> expected '192.168.1.5'
import ipaddress


def client_ip(peer: str, forwarded_for: list, trusted: list) -> str:
    nets = [ipaddress.ip_network(t, strict=True) for t in trusted]
    current = ipaddress.ip_address(peer)
    hops = []
    for line in forwarded_for:
        for el in line.split(","):
            el = el.strip(" \t")
            if el:
                hops.append(el)
    chain = hops + [peer]
    idx = len(chain) - 1

    def is_trusted(addr):
        return any(addr.version == n.version and addr in n for n in nets)

    while is_trusted(current) and idx > 0:
        idx -= 1
        current = ipaddress.ip_address(chain[idx])
    if is_trusted(current):
        return str(ipaddress.ip_address(peer))
    return str(current)
