"""The Windows executable's version information (Properties, Details), made at build time.

Writes the text form of PyInstaller's ``VSVersionInfo`` (what ``pyi-grab_version`` prints and
``EXE(version=...)`` reads) from ``finspan.__version__``, so the number is written in one
place only. Used by ``build/finspan.spec`` on Windows; writes only the one file it is asked
for.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

PRODUCT = "Finspan"
DESCRIPTION = "Finspan, the fish-themed engine-building board game"
COMPANY = "The Finspan desktop team"


def version_tuple(version: str) -> tuple[int, int, int, int]:
    """``"1.2.3"`` -> ``(1, 2, 3, 0)``: the first four numbers of a version (a suffix such as
    ``rc1`` or ``.dev2`` is left out; Windows wants four 16-bit numbers)."""
    numbers = [int(n) for n in re.findall(r"\d+", version.split("+")[0])[:4]]
    if not numbers or any(n > 0xFFFF for n in numbers):
        raise ValueError(f"not a version Windows can show: {version!r}")
    return tuple([*numbers, 0, 0, 0, 0][:4])  # type: ignore[return-value]


def version_info_text(version: str) -> str:
    """The version resource for ``version`` in PyInstaller's text form."""
    numbers = version_tuple(version)
    strings = {
        "CompanyName": COMPANY,
        "FileDescription": DESCRIPTION,
        "FileVersion": version,
        "InternalName": "finspan",
        "LegalCopyright": COMPANY,
        "OriginalFilename": "finspan.exe",
        "ProductName": PRODUCT,
        "ProductVersion": version,
    }
    table = ",\n".join(f"          StringStruct({k!r}, {v!r})" for k, v in strings.items())
    return f"""VSVersionInfo(
  ffi=FixedFileInfo(
    filevers={numbers},
    prodvers={numbers},
    mask=0x3f,
    flags=0x0,
    OS=0x40004,
    fileType=0x1,
    subtype=0x0,
    date=(0, 0)
  ),
  kids=[
    StringFileInfo([
      StringTable(
        '040904B0',
        [
{table}
        ])
    ]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""


def write_version_info(folder: str | os.PathLike[str], version: str) -> str:
    """Write ``version_info.txt`` for ``version`` into ``folder``; returns its path."""
    path = Path(folder) / "version_info.txt"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(version_info_text(version), encoding="utf-8")
    return str(path)
