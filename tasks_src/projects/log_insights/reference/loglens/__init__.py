"""Log insights: a web server's access log turned into a database, summaries and a chart."""
