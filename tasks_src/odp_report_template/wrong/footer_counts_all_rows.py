import abc


class ReportTemplate(abc.ABC):
    title = "Report"

    def render(self, rows):
        rows = list(rows)
        kept = [row for row in rows if self.include(row)]
        keys = [self.sort_key(row) for row in kept]
        if any(key is not None for key in keys):
            order = sorted(range(len(kept)), key=keys.__getitem__)  # stable
            kept = [kept[index] for index in order]
        lines = [self.format_row(row) for row in kept]
        header, footer = self.header(), self.footer(len(rows))
        return "\n".join(([header] if header else []) + lines + ([footer] if footer else []))

    @abc.abstractmethod
    def format_row(self, row):
        """Return one row of the report as text."""

    def header(self):
        return "# " + self.title

    def include(self, row):
        return True

    def sort_key(self, row):
        return None

    def footer(self, count):
        return "1 row" if count == 1 else f"{count} rows"
