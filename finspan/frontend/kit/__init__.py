"""The table kit: what every game's table shares, written once (see docs/ARCHITECTURE.md)."""
