# blind: R5 - validates every entry of the mapping up front, so a dangling manager elsewhere raises
# differs on: reporting_chain({'a': None, 'x': 'ghost'}, 'a') raises KeyError('ghost') instead of returning ['a']


def reporting_chain(managers, employee):
    if employee not in managers:
        raise KeyError(employee)
    for person, boss in managers.items():
        if boss is not None and boss not in managers:
            raise KeyError(boss)
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
