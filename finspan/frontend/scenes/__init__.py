"""The scenes of the frontend (the card encyclopedia, and later the table)."""
