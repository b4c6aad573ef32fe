import threading
import time

import pytest

from solution import Channel, ChannelClosed


def wait_until(predicate):
    """Poll (up to about 2 s) until predicate() is true; True if it became true."""
    for _ in range(2000):
        if predicate():
            return True
        time.sleep(0.001)
    return predicate()


def in_thread(fn, *args):
    """Run fn in a daemon thread; the returned dict receives its result or exception."""
    box = {}

    def target():
        try:
            box["value"] = fn(*args)
        except Exception as error:  # noqa: BLE001 - the test inspects it
            box["error"] = error

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    box["thread"] = thread
    return box


def finished(box):
    box["thread"].join(timeout=2)
    return not box["thread"].is_alive()


def test_fifo_and_non_blocking_calls_at_the_limits():
    ch = Channel(2)
    assert ch.try_recv() == (False, None)
    assert ch.try_send("a") is True
    assert ch.try_send("b") is True
    assert ch.try_send("c") is False
    assert len(ch) == 2
    assert ch.recv() == "a"
    assert ch.try_send("c") is True
    assert ch.try_recv() == (True, "b")
    assert ch.recv() == "c"
    assert len(ch) == 0


def test_send_and_recv_in_one_thread():
    ch = Channel(3)
    for item in (1, None, [2]):
        ch.send(item)
    assert len(ch) == 3
    assert [ch.recv(), ch.recv(), ch.recv()] == [1, None, [2]]
    assert ch.waiting_senders == 0
    assert ch.waiting_receivers == 0


def test_buffered_items_are_drained_after_close():
    ch = Channel(2)
    ch.send("x")
    ch.send("y")
    ch.close()
    with pytest.raises(ChannelClosed):
        ch.try_send("full and closed")
    assert ch.recv() == "x"
    assert ch.try_recv() == (True, "y")
    with pytest.raises(ChannelClosed):
        ch.recv()
    with pytest.raises(ChannelClosed):
        ch.try_recv()
    with pytest.raises(ChannelClosed):
        ch.send("z")
    with pytest.raises(ChannelClosed):
        ch.try_send("z")
    assert len(ch) == 0


def test_close_is_idempotent_and_closed_is_bool():
    ch = Channel(1)
    assert ch.closed is False
    ch.close()
    ch.close()
    assert ch.closed is True
    assert issubclass(ChannelClosed, Exception)


def test_close_wakes_every_blocked_receiver():
    ch = Channel(2)
    boxes = [in_thread(ch.recv) for _ in range(3)]
    assert wait_until(lambda: ch.waiting_receivers == 3) is True
    ch.close()
    assert [finished(box) for box in boxes] == [True, True, True]
    assert [type(box.get("error")) for box in boxes] == [ChannelClosed] * 3
    assert ch.waiting_receivers == 0


def test_blocked_sender_proceeds_when_room_appears():
    ch = Channel(1)
    ch.send(1)
    box = in_thread(ch.send, 2)
    assert wait_until(lambda: ch.waiting_senders == 1) is True
    assert len(ch) == 1
    assert ch.recv() == 1
    assert finished(box) is True
    assert "error" not in box
    assert ch.waiting_senders == 0
    assert ch.recv() == 2


def test_close_fails_blocked_senders_without_adding_items():
    ch = Channel(1)
    ch.send("kept")
    boxes = [in_thread(ch.send, f"lost{i}") for i in range(2)]
    assert wait_until(lambda: ch.waiting_senders == 2) is True
    ch.close()
    assert [finished(box) for box in boxes] == [True, True]
    assert [type(box.get("error")) for box in boxes] == [ChannelClosed, ChannelClosed]
    assert len(ch) == 1
    assert ch.recv() == "kept"
    with pytest.raises(ChannelClosed):
        ch.recv()


def test_blocked_receiver_gets_the_next_item():
    ch = Channel(1)
    box = in_thread(ch.recv)
    assert wait_until(lambda: ch.waiting_receivers == 1) is True
    ch.send("hello")
    assert finished(box) is True
    assert box.get("value") == "hello"
    assert ch.waiting_receivers == 0
    assert len(ch) == 0


def test_capacity_validation_and_exact_capacity():
    with pytest.raises(ValueError):
        Channel(0)
    with pytest.raises(ValueError):
        Channel(-1)
    ch = Channel(1)
    assert ch.try_send("only") is True
    assert ch.try_send("more") is False
    assert len(ch) == 1


def test_many_producers_and_consumers():
    ch = Channel(3)
    received = [[] for _ in range(4)]

    def produce(p):
        for i in range(25):
            ch.send((p, i))

    def consume(c):
        while True:
            try:
                received[c].append(ch.recv())
            except ChannelClosed:
                return

    producers = [threading.Thread(target=produce, args=(p,), daemon=True) for p in range(4)]
    consumers = [threading.Thread(target=consume, args=(c,), daemon=True) for c in range(4)]
    for thread in producers + consumers:
        thread.start()
    for thread in producers:
        thread.join(timeout=5)
    ch.close()
    for thread in consumers:
        thread.join(timeout=5)
    everything = sorted(item for part in received for item in part)
    assert everything == sorted((p, i) for p in range(4) for i in range(25))
    for part in received:
        for p in range(4):
            mine = [i for q, i in part if q == p]
            assert mine == sorted(mine)


def test_waiting_counts_only_blocked_calls():
    ch = Channel(1)
    ch.send("a")
    counts = [(ch.waiting_senders, ch.waiting_receivers)]
    sender = in_thread(ch.send, "b")
    assert wait_until(lambda: ch.waiting_senders == 1) is True
    counts.append((ch.waiting_senders, ch.waiting_receivers))
    assert ch.recv() == "a"
    assert finished(sender) is True
    assert ch.recv() == "b"
    receiver = in_thread(ch.recv)
    assert wait_until(lambda: ch.waiting_receivers == 1) is True
    counts.append((ch.waiting_senders, ch.waiting_receivers))
    assert ch.try_send("c") is True
    assert finished(receiver) is True
    counts.append((ch.waiting_senders, ch.waiting_receivers))
    assert counts == [(0, 0), (1, 0), (0, 1), (0, 0)]
    assert all(type(n) is int for pair in counts for n in pair)
    assert receiver.get("value") == "c"


def test_closed_full_channel_rejects_sends_and_drains():
    ch = Channel(1)
    ch.send("a")
    ch.close()
    with pytest.raises(ChannelClosed):
        ch.try_send("b")
    box = in_thread(ch.send, "c")
    assert finished(box) is True
    assert type(box.get("error")) is ChannelClosed
    assert len(ch) == 1
    assert ch.recv() == "a"
    with pytest.raises(ChannelClosed):
        ch.try_recv()
    with pytest.raises(ChannelClosed):
        ch.recv()
    assert ch.closed is True


def test_try_send_on_closed_channel_raises_full_or_not():
    ch = Channel(2)
    assert ch.try_send(1) is True
    assert ch.try_send(2) is True
    assert ch.closed is False
    ch.close()
    assert ch.closed is True
    with pytest.raises(ChannelClosed):
        ch.try_send(3)
    assert len(ch) == 2
    assert ch.try_recv() == (True, 1)
    with pytest.raises(ChannelClosed):
        ch.try_send(3)
    assert len(ch) == 1
    assert ch.recv() == 2


def test_close_wakes_a_blocked_receiver_and_uncounts_it():
    ch = Channel(4)
    box = in_thread(ch.recv)
    assert wait_until(lambda: ch.waiting_receivers == 1) is True
    ch.close()
    assert finished(box) is True
    assert type(box.get("error")) is ChannelClosed
    assert ch.waiting_receivers == 0
    assert ch.waiting_senders == 0


def test_counts_return_to_zero_after_close_wakes_everyone():
    empty, full = Channel(1), Channel(1)
    full.send("x")
    receivers = [in_thread(empty.recv) for _ in range(2)]
    senders = [in_thread(full.send, i) for i in range(2)]
    assert wait_until(lambda: empty.waiting_receivers == 2 and full.waiting_senders == 2) is True
    empty.close()
    full.close()
    assert [finished(box) for box in receivers + senders] == [True] * 4
    assert [type(box.get("error")) for box in receivers + senders] == [ChannelClosed] * 4
    assert (empty.waiting_senders, empty.waiting_receivers) == (0, 0)
    assert (full.waiting_senders, full.waiting_receivers) == (0, 0)
    assert full.recv() == "x"


def test_capacity_below_one_raises_value_error():
    with pytest.raises(ValueError):
        Channel(0)
    with pytest.raises(ValueError):
        Channel(-5)
    ch = Channel(2)
    assert ch.try_send("a") is True
    assert ch.try_send("b") is True
    assert ch.try_send("c") is False


def test_try_recv_on_closed_empty_channel_raises():
    ch = Channel(2)
    assert ch.try_recv() == (False, None)
    ch.send("x")
    ch.close()
    assert ch.try_recv() == (True, "x")
    with pytest.raises(ChannelClosed):
        ch.try_recv()
    with pytest.raises(ChannelClosed):
        ch.try_recv()
    assert len(ch) == 0


def test_send_on_closed_channel_never_adds():
    ch = Channel(3)
    ch.send("kept")
    ch.close()
    with pytest.raises(ChannelClosed):
        ch.send("lost")
    with pytest.raises(ChannelClosed):
        ch.try_send("lost")
    assert len(ch) == 1
    assert ch.try_recv() == (True, "kept")


def test_zero_capacity_is_rejected():
    with pytest.raises(ValueError):
        Channel(0)
    with pytest.raises(ValueError):
        Channel(-1)
    ch = Channel(1)
    assert ch.try_send(None) is True
    assert ch.try_send(None) is False
    assert len(ch) == 1
