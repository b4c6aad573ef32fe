# blind: R11 - trusted networks are parsed with strict=False, so host bits are silently masked
# differs on: client_ip('1.2.3.4', [], ['10.0.0.1/8']) -> expected ValueError
import ipaddress


def client_ip(peer: str, forwarded_for: list, trusted: list) -> str:
    nets = [ipaddress.ip_network(t, strict=False) for t in trusted]
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
