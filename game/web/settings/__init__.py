"""The Settings panel."""
