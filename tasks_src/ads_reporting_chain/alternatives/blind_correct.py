# blind: correct


def reporting_chain(managers, employee):
    if employee not in managers:
        raise KeyError(employee)
    chain = [employee]
    seen = {employee}
    cur = employee
    while True:
        mgr = managers[cur]
        if mgr is None:
            return chain
        if mgr not in managers:
            raise KeyError(mgr)
        if mgr in seen:
            raise ValueError("reporting cycle at %r" % (mgr,))
        chain.append(mgr)
        seen.add(mgr)
        cur = mgr
