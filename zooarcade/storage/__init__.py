"""Saves, settings and statistics as JSON under the user's directories (platformdirs)."""
