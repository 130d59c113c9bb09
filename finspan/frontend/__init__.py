"""The pygame-ce frontend: theme, icons, cards, widgets, scenes and the App shell."""
