"""The executable's icon for Windows (``.ico``) and macOS (``.icns``), made at build time.

Drawn by the game's own icon code (`finspan.frontend.art.icons.app_icon`, the same drawing as the
window icon and ``assets/icon.png``) at every size the formats want, so no icon file is
committed and nothing needs Pillow. Both formats hold PNG images, which Windows (Vista and
later) and macOS (10.7 and later) read. Used by ``build/finspan.spec``; writes only the one
file it is asked for.
"""

from __future__ import annotations

import io
import os
import struct
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# icns element types holding PNG data, with their pixel size (ic11-ic14 are the @2x ones).
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"ic11", 32), (b"ic12", 64), (b"ic07", 128),
    (b"ic13", 256), (b"ic08", 256), (b"ic14", 512), (b"ic09", 512), (b"ic10", 1024),
)  # fmt: skip


def png_bytes(size: int) -> bytes:
    """The game's icon as a ``size`` x ``size`` PNG with transparency."""
    from finspan.frontend.art.icons import app_icon

    out = io.BytesIO()
    pygame.image.save(app_icon(size), out, "icon.png")
    return out.getvalue()


def ico_bytes(sizes: tuple[int, ...] = ICO_SIZES) -> bytes:
    """A Windows icon file holding one PNG image per size (each at most 256)."""
    images = [png_bytes(s) for s in sizes]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries = b""
    for size, data in zip(sizes, images, strict=True):
        # width and height 0 mean 256; no palette; 1 plane; 32 bits per pixel
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return header + entries + b"".join(images)


def icns_bytes() -> bytes:
    """A macOS icon file holding PNG images from 16 to 1024 pixels."""
    cache: dict[int, bytes] = {}
    body = b""
    for kind, size in ICNS_TYPES:
        data = cache.setdefault(size, png_bytes(size))
        body += kind + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icon(platform: str, folder: str | os.PathLike[str]) -> str | None:
    """Write the icon ``platform`` (a ``sys.platform`` value) uses for executables into
    ``folder`` and return its path; None on other systems (Linux executables carry none)."""
    if platform == "win32":
        name, data = "finspan.ico", ico_bytes()
    elif platform == "darwin":
        name, data = "finspan.icns", icns_bytes()
    else:
        return None
    path = Path(folder) / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return str(path)
