"""The coaches' web app: search, rallies drawn on a court, player, match and runs pages."""
