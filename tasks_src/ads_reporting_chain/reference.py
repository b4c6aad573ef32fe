"""Walk an org chart from one employee up to the top, detecting broken data."""


def reporting_chain(managers, employee):
    chain = []
    seen = set()
    person = employee
    while person is not None:
        if person in seen:
            raise ValueError(f"reporting cycle at {person!r}")
        if person not in managers:
            raise KeyError(person)
        seen.add(person)
        chain.append(person)
        person = managers[person]
    return chain
