# blind: R9 - the examined element is returned as written instead of in canonical form
# differs on: client_ip('2001:DB8::1', ['2001:0DB8:0000::0042'], ['2001:db8::1/128']) -> expected '2001:db8::42'
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
    return chain[idx]
