"""The inherent-attribute spelling iree-opt 3.13 uses in these ops' custom forms.

IREE's ops use strict properties: an `attr-dict` prints the op's non-elided properties first, as
`<name = value, ...>` (a unit value prints `= unit`), then the discardable attributes as `{...}`.
Parsing accepts `<name = value, ...>` and `<{name = value, ...}>`; an unknown or repeated name is
upstream's "duplicate or unknown property in properties dictionary".
"""

from __future__ import annotations


def parse_prop_dict(p, cls, allowed: tuple[str, ...]) -> dict:
    """An optional `<...>` properties dictionary (only the names in ``allowed``)."""
    out: dict = {}
    if not p.try_punct("<"):
        return out
    if p.peek() == "{":
        q = p.skip()
        body = p.attr_dict_body()
        for k, v in body.items():
            if k not in allowed:
                raise p.error(f"custom op '{cls.name}' duplicate or unknown property in properties dictionary: {k}", q)
            out[k] = v
        p.punct(">")
        return out
    if p.try_punct(">"):
        return out
    while True:
        q = p.skip()
        name = p.try_bare_id()
        if name is None:
            name = p.try_string()
            if name is None:
                raise p.error("expected attribute name")
        p.punct("=")
        if name not in allowed or name in out:
            raise p.error(f"custom op '{cls.name}' duplicate or unknown property in properties dictionary: {name}", q)
        out[name] = p.attr()
        if p.try_punct(">"):
            return out
        p.punct(",", "expected '>'")


def print_prop_dict(p, op, names: tuple[str, ...]) -> None:
    """` <a = 1, b = unit>` for the properties among ``names`` that are set (nothing when none)."""
    items = sorted((k, op.properties[k]) for k in names if op.properties.get(k) is not None)
    if not items:
        return
    p.w(" <")
    for i, (k, v) in enumerate(items):
        if i:
            p.w(", ")
        p.w(f"{k} = ")
        p.attr(v)
    p.w(">")


def parse_strict_attr_dict(p, cls, seed_names: tuple[str, ...] = ()) -> dict:
    """A discardable `{...}` dictionary; an inherent name there is upstream's strict-properties error
    (``seed_names``: inherent names an older spelling kept there, accepted as discardable)."""
    q = p.skip()
    attrs = p.optional_attr_dict()
    for k in attrs:
        if k in cls.property_names and k not in seed_names:
            raise p.error(f"custom op '{cls.name}' inherent attribute '{k}' cannot be parsed from attr-dict "
                          f"when strict properties in assembly format is enabled", q)
    return attrs
