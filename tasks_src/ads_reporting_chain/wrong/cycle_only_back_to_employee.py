def reporting_chain(managers, employee):
    chain = [employee]
    person = managers[employee]
    while person is not None and len(chain) <= len(managers):
        if person == employee or person == chain[-1]:
            raise ValueError("cycle")
        chain.append(person)
        person = managers[person]
    return chain
