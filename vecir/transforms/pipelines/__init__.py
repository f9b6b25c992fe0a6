"""Named pass pipelines composed from vecir's passes (see docs/passes.md, "Pipelines")."""
