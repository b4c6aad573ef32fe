"""python main.py SALES_CSV OUT_DIR: prints the totals instead of writing them."""

import sys

from ledger import read_sales, totals_by_item


def main(argv):
    for item, (quantity, revenue) in sorted(totals_by_item(read_sales(argv[1])).items()):
        print(item, quantity, revenue)


if __name__ == "__main__":
    main(sys.argv)
