# blind: R3 - picks suites greedily by value per second instead of solving the knapsack
# differs on: {'a': (6, 30), 'b': (5, 24), 'c': (5, 24)}, budget 10 -> (30, ['a']) instead of (48, ['b', 'c'])
from typing import Dict, List, Tuple


def pick_suites(suites: Dict[str, Tuple[int, int]], budget: int) -> Tuple[int, List[str]]:
    if budget < 0:
        raise ValueError("budget must be >= 0")
    for name, (runtime, value) in suites.items():
        if runtime < 0 or value < 0:
            raise ValueError("runtime and value must be >= 0")
    order = sorted(suites, key=lambda n: (-(suites[n][1] / suites[n][0]) if suites[n][0] else float('-inf'), n))
    used, total_v, chosen = 0, 0, []
    for n in order:
        r, v = suites[n]
        if used + r <= budget:
            used += r
            total_v += v
            chosen.append(n)
    return total_v, sorted(chosen)
    # states: total runtime -> (value, names tuple)
    states: Dict[int, Tuple[int, tuple]] = {0: (0, ())}
    for name, (runtime, value) in suites.items():
        new_states = dict(states)
        for total, (val, names) in states.items():
            t = total + runtime
            if t > budget:
                continue
            v = val + value
            cur = new_states.get(t)
            if cur is None or cur[0] < v:
                new_states[t] = (v, names + (name,))
        # prune dominated states: keep only states whose value exceeds every cheaper state
        pruned = {}
        best_so_far = -1
        for t in sorted(new_states):
            v, names = new_states[t]
            if v > best_so_far:
                pruned[t] = (v, names)
                best_so_far = v
        states = pruned
    best_value, best_names = max(states.values(), key=lambda s: s[0])
    return int(best_value), sorted(best_names)
