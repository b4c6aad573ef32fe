# blind: R4 - treats someone who is their own manager as the top of the chart
# differs on: reporting_chain({'a': 'b', 'b': 'b'}, 'a') returns ['a', 'b'] instead of raising ValueError


def reporting_chain(managers, employee):
    if employee not in managers:
        raise KeyError(employee)
    chain = [employee]
    seen = {employee}
    cur = employee
    while True:
        mgr = managers[cur]
        if mgr is None or mgr == cur:
            return chain
        if mgr not in managers:
            raise KeyError(mgr)
        if mgr in seen:
            raise ValueError("reporting cycle at %r" % (mgr,))
        chain.append(mgr)
        seen.add(mgr)
        cur = mgr
