"""Resolve the originating client address from X-Forwarded-For behind trusted proxies."""
import ipaddress


def client_ip(peer, forwarded_for, trusted):
    networks = [ipaddress.ip_network(entry) for entry in trusted]
    hops = [hop.strip() for line in forwarded_for for hop in line.split(",")]
    remaining = [hop for hop in hops if hop]
    current = ipaddress.ip_address(peer)
    # Walk right to left; anything left of the first untrusted hop is client-controlled.
    while remaining and any(current in network for network in networks):
        current = ipaddress.ip_address(remaining.pop())
    return str(current)
