"""Checkpoint 7: the hourly chart is a real PNG image of a sensible size with a drawing on it."""

import struct

import matplotlib.image

FILE = "out/hourly.png"
SIGNATURE = b"\x89PNG\r\n\x1a\n"
MIN_SIDE, MAX_SIDE = 400, 5000
#: Share of pixels that must differ from the background: 24 bars and their labels cover more.
MIN_INK = 0.01


def read_bytes(folder):
    path = folder / FILE
    assert path.is_file(), f"{FILE} was not written"
    return path.read_bytes()


def test_png_signature_and_size(run_dir):
    data = read_bytes(run_dir)
    assert data[:8] == SIGNATURE and data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    assert MIN_SIDE <= width <= MAX_SIDE and MIN_SIDE <= height <= MAX_SIDE


def test_the_image_decodes_and_is_not_blank(run_dir):
    read_bytes(run_dir)
    pixels = matplotlib.image.imread(run_dir / FILE)
    background = pixels[0, 0]
    ink = (abs(pixels - background).sum(axis=-1) > 0.1).mean()
    assert ink >= MIN_INK
