"""Darwin's Journey's docs fragments: the tables its hand-written pages include."""

from __future__ import annotations

from automa_docs import esc, ref, table


def data_sources() -> str:
    """Every data collection of the Darwin's Journey spec with its source:
    where each comes from, and the assumptions that qualify it."""
    import importlib

    from spec.darwins_journey.sources import Source

    rows = []
    for module_name in ("components", "board", "tracks", "personal_board", "cards"):
        module = importlib.import_module(f"spec.darwins_journey.{module_name}")
        for name, value in vars(module).items():
            if not (name.endswith("_SOURCE") and isinstance(value, Source)):
                continue
            data = name.removesuffix("_SOURCE")
            held = getattr(module, data, None)
            size = f"{len(held)}" if isinstance(held, (tuple, dict)) else ""
            assumed = ", ".join(ref(a, a.rsplit(".", 1)[-1]) for a in value.assumptions)
            rows.append((f"`{module_name}.{data}`", size, value.provenance.value,
                         esc(value.where), assumed or "none"))
    return "\n".join(table(("collection", "items", "provenance", "source", "assumptions"),
                           rows))
