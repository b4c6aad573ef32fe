# blind: R12 - when nothing is filtered out, the caller's list itself is sorted in place
# differs on: rows list [('a', 2), ('c', 1)] with a sorting subclass -> the caller's list must keep its order
import abc
from typing import Iterable


class ReportTemplate(abc.ABC):
    title: str = "Report"

    @abc.abstractmethod
    def format_row(self, row) -> str:
        raise NotImplementedError

    def header(self) -> str:
        return "# " + self.title

    def include(self, row) -> bool:
        return True

    def sort_key(self, row):
        return None

    def footer(self, count: int) -> str:
        return "1 row" if count == 1 else f"{count} rows"

    def render(self, rows: Iterable[object]) -> str:
        flags = [self.include(row) for row in rows] if isinstance(rows, list) else None
        if flags is not None and all(flags):
            kept = rows
        elif flags is not None:
            kept = [row for row, f in zip(rows, flags) if f]
        else:
            kept = [row for row in rows if self.include(row)]
        keys = [self.sort_key(row) for row in kept]
        if any(k is not None for k in keys):
            order = sorted(range(len(kept)), key=lambda i: keys[i])
            kept[:] = [kept[i] for i in order]
        formatted = [self.format_row(row) for row in kept]
        lines = []
        header = self.header()
        if header != "":
            lines.append(header)
        lines.extend(formatted)
        footer = self.footer(len(kept))
        if footer != "":
            lines.append(footer)
        return "\n".join(lines)
