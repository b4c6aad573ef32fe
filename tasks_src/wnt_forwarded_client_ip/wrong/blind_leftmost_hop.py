# blind: R5 - when the peer is trusted the leftmost (first) X-Forwarded-For element is returned instead of walking from the right
# differs on: client_ip('10.0.0.1', ['1.1.1.1, 203.0.113.9, 10.1.2.3'], ['10.0.0.0/8']) -> expected '203.0.113.9'
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

    if is_trusted(current) and idx > 0:
        current = ipaddress.ip_address(chain[0])
    return str(current)
