"""Interface pieces shared by every screen: dialogs and other overlays (`dialogs`)."""
