# blind: R4 - the default footer always uses the plural, giving '1 rows'
# differs on: render(['x']) with default hooks -> expected footer '1 row'
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
        return f"{count} rows"

    def render(self, rows: Iterable[object]) -> str:
        kept = [row for row in rows if self.include(row)]
        keys = [self.sort_key(row) for row in kept]
        if any(k is not None for k in keys):
            order = sorted(range(len(kept)), key=lambda i: keys[i])
            kept = [kept[i] for i in order]
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
