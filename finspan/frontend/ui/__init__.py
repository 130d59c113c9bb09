"""Interface pieces shared by every screen: the theme (colours, fonts, text), widgets, lists,
dialogs and the grammar of seat names."""
