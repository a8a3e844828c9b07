"""See checker/check.py for how these are registered and run."""
