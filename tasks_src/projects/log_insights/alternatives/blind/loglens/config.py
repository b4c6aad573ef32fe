"""Every setting of the program, as named constants changeable in one place."""

LOG_FILE: str = "data/access.log"
BOTS_FILE: str = "data/bots.txt"
OUT_DIR: str = "out"

PARSE_REPORT_FILE: str = "parse_report.json"
DATABASE_FILE: str = "requests.db"
DAILY_FILE: str = "daily.csv"
TOP_PATHS_FILE: str = "top_paths.json"
LATENCY_FILE: str = "latency.json"
SESSIONS_FILE: str = "sessions.json"
HOURLY_CHART_FILE: str = "hourly.png"

TOP_PATHS_COUNT: int = 10
TOP_PATHS_MIN_STATUS: int = 200
TOP_PATHS_MAX_STATUS: int = 399
ERROR_MIN_STATUS: int = 500
ERROR_MAX_STATUS: int = 599

LATENCY_MIN_REQUESTS: int = 20
LATENCY_PERCENTILES: tuple[int, int] = (50, 95)

SESSION_GAP_SECONDS: int = 1800
SESSION_MEAN_DECIMALS: int = 2

CHART_WIDTH_PX: int = 1000
CHART_HEIGHT_PX: int = 600
CHART_DPI: int = 100
HOURS_PER_DAY: int = 24
