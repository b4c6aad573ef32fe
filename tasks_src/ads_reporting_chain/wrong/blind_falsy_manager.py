# blind: R1 - tests the manager for truthiness, so a manager named '' ends the chain
# differs on: reporting_chain({'a': '', '': None}, 'a') returns ['a'] instead of ['a', '']


def reporting_chain(managers, employee):
    if employee not in managers:
        raise KeyError(employee)
    chain = [employee]
    seen = {employee}
    cur = employee
    while True:
        mgr = managers[cur]
        if not mgr:
            return chain
        if mgr not in managers:
            raise KeyError(mgr)
        if mgr in seen:
            raise ValueError("reporting cycle at %r" % (mgr,))
        chain.append(mgr)
        seen.add(mgr)
        cur = mgr
