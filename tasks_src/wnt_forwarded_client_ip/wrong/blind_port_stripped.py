# blind: R12 - a ':port' suffix on an IPv4 element is stripped instead of making it invalid
# differs on: client_ip('10.0.0.1', ['198.51.100.7:443'], ['10.0.0.0/8']) -> expected ValueError
import ipaddress


def client_ip(peer: str, forwarded_for: list, trusted: list) -> str:
    nets = [ipaddress.ip_network(t, strict=True) for t in trusted]
    current = ipaddress.ip_address(peer)
    hops = []
    for line in forwarded_for:
        for el in line.split(","):
            el = el.strip(" \t")
            if el.count(":") == 1:
                el = el.split(":")[0]
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
