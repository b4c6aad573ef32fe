"""Collapse a mixed IPv4/IPv6 allow-list into its minimal set of CIDR blocks."""
import ipaddress


def summarize_networks(entries):
    by_version = {4: [], 6: []}
    for entry in entries:
        network = ipaddress.ip_network(entry)  # strict by default: host bits set raise
        by_version[network.version].append(network)
    result = []
    for version in (4, 6):
        result.extend(str(net) for net in ipaddress.collapse_addresses(by_version[version]))
    return result
