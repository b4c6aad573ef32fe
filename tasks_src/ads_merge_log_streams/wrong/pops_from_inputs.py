def merge_streams(streams):
    for stream in streams:
        for i in range(1, len(stream)):
            if stream[i][0] < stream[i - 1][0]:
                raise ValueError("stream out of order")
    merged = []
    while any(streams):
        best = None
        for index, stream in enumerate(streams):
            if stream and (best is None or stream[0][0] < streams[best][0][0]):
                best = index
        merged.append(streams[best].pop(0))
    return merged
