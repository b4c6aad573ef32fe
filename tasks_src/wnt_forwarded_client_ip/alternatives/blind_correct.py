# blind: correct
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
    return str(current)
