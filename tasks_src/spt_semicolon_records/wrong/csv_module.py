import csv
import io


def read_records(text):
    rows = []
    for row in csv.reader(io.StringIO(text, newline=""), delimiter=";", quotechar='"', strict=True):
        if row:
            rows.append([field.strip(" \t") or None for field in row])
    return rows
