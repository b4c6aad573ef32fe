"""First-fit allocation of aligned IPv4 subnets from an address pool."""
import ipaddress


def allocate_subnets(pool, requests, reserved=()):
    pool = ipaddress.IPv4Network(pool)
    used = [ipaddress.IPv4Network(block) for block in reserved]
    pool_end = int(pool.broadcast_address) + 1
    allocated = []
    for prefix in requests:
        if not pool.prefixlen <= prefix <= 32:
            raise ValueError
        size = 2 ** (32 - prefix)
        start = int(pool.network_address)
        while True:
            if start + size >= pool_end:
                raise ValueError
            candidate = ipaddress.IPv4Network((start, prefix))
            clash = next((block for block in used if block.overlaps(candidate)), None)
            if clash is None:
                break
            # Skip past the clashing block, rounding up to the next aligned start.
            clash_end = int(clash.broadcast_address) + 1
            start = (clash_end + size - 1) // size * size
        used.append(candidate)
        allocated.append(str(candidate))
    return allocated
