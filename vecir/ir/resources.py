"""Dialect resources: the blobs `dense_resource<key>` attributes refer to.

Upstream keeps them in the builtin dialect's blob manager (per MLIRContext) and reads/writes them
in the `{-# dialect_resources: { builtin: { key: "0x..." } } #-}` section at the end of a file;
here they live in one process-wide table, keyed by name, the last definition winning. A blob is
stored as its bytes, the leading 4 being its alignment (little endian), as the text spells it.
"""

from __future__ import annotations

BUILTIN_BLOBS: dict[str, bytes] = {}


def set_blob(key: str, raw: bytes) -> None:
    BUILTIN_BLOBS[key] = raw


def blob_text(key: str) -> str | None:
    """The section's hex text for ``key``; None when the resource has no data (`__elided__`)."""
    raw = BUILTIN_BLOBS.get(key)
    if raw is None:
        return None
    if len(raw) <= 4:
        return '"0x00000000"'  # upstream writes an empty blob with alignment 0
    return '"0x' + raw.hex().upper() + '"'


def resource_section(keys) -> str:
    """The file-metadata trailer for the builtin resources ``keys`` (in first-use order)."""
    from .attrs import render_resource_key

    entries = []
    for k in keys:
        text = blob_text(k)
        if text is not None:
            entries.append(f"      {render_resource_key(k)}: {text}")
    if not entries:
        return ""
    return ("\n{-#\n  dialect_resources: {\n    builtin: {\n" + ",\n".join(entries)
            + "\n    }\n  }\n#-}\n")
