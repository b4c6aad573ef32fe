# blind: R3 - the KeyError names the person whose manager is missing, not the missing manager
# differs on: reporting_chain({'a': 'ghost'}, 'a') raises KeyError('a') instead of KeyError('ghost')


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
            raise KeyError(cur)
        if mgr in seen:
            raise ValueError("reporting cycle at %r" % (mgr,))
        chain.append(mgr)
        seen.add(mgr)
        cur = mgr
