def merge_streams(streams):
    for stream in streams:
        for i in range(1, len(stream)):
            if stream[i][0] < stream[i - 1][0]:
                raise ValueError("stream out of order")
    return sorted(entry for stream in streams for entry in stream)
