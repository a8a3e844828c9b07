"""The tool around the spec: situation files, the CLI, checks, rendering."""
