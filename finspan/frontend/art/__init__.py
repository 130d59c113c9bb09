"""Painters: fish pictures, icons, cards and ocean mats drawn from catalog facts (never scenes)."""
