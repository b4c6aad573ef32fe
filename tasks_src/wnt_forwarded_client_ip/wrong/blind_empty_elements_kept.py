# blind: R2 - empty elements are not skipped, so a trailing comma makes the walk hit an invalid empty address
# differs on: client_ip('10.0.0.1', ['8.8.8.8,,', ''], ['10.0.0.0/8']) -> expected '8.8.8.8'
import ipaddress


def client_ip(peer: str, forwarded_for: list, trusted: list) -> str:
    nets = [ipaddress.ip_network(t, strict=True) for t in trusted]
    current = ipaddress.ip_address(peer)
    hops = []
    for line in forwarded_for:
        for el in line.split(","):
            hops.append(el.strip(" \t"))
    chain = hops + [peer]
    idx = len(chain) - 1

    def is_trusted(addr):
        return any(addr.version == n.version and addr in n for n in nets)

    while is_trusted(current) and idx > 0:
        idx -= 1
        current = ipaddress.ip_address(chain[idx])
    return str(current)
