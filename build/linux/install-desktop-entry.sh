#!/bin/sh
# Add Finspan to your desktop's application menu (for your user only; no root needed), or
# take it out again with --remove. Run it from the unpacked finspan folder:
#
#     ./install-desktop-entry.sh            # menu entry and icon
#     ./install-desktop-entry.sh --remove   # take them out (your saves stay)
#
# It writes ~/.local/share/applications/finspan.desktop (pointing at the finspan program in
# this folder, wherever you keep it) and ~/.local/share/icons/hicolor/256x256/apps/finspan.png.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
entry="$data/applications/finspan.desktop"
icon="$data/icons/hicolor/256x256/apps/finspan.png"

if [ "${1:-}" = "--remove" ]; then
    rm -f "$entry" "$icon"
    echo "Removed the Finspan menu entry and icon."
else
    if [ ! -x "$here/finspan" ]; then
        echo "install-desktop-entry.sh: run it from the unpacked finspan folder" >&2
        exit 1
    fi
    mkdir -p "$(dirname "$entry")" "$(dirname "$icon")"
    cp "$here/finspan.png" "$icon"
    sed "s|^Exec=.*|Exec=\"$here/finspan\"|" "$here/finspan.desktop" > "$entry"
    chmod 644 "$entry" "$icon"
    echo "Finspan is in your application menu (entry: $entry)."
fi
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$data/applications" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
