"""Recursive-descent parser for affine maps, integer sets and expressions (upstream AffineParser).

The grammar, the operator-by-operator construction order (which decides the simplified form),
the error messages and their locations follow mlir/lib/AsmParser/AffineParser.cpp. Positions are
absolute offsets into the source string; every entry point returns the offset of the first token
it did not consume (whitespace and ``//`` comments skipped), e.g. the ``>`` closing
``affine_map<...>``.
"""

from __future__ import annotations

import re

from vecir.ir.affine_expr import (
    INT64_MAX,
    AffineConstantExpr,
    AffineDimExpr,
    AffineExpr,
    AffineSymbolExpr,
    _wrap64,
)
from vecir.ir.affine_map import AffineMap, IntegerSet

__all__ = [
    "AffineParseError", "parse_affine_map_or_set", "parse_affine_expr_with_names",
    "parse_affine_map_of_ssa_ids", "parse_affine_map", "parse_integer_set",
]


class AffineParseError(ValueError):
    """A syntax error; `pos` is the absolute offset in the source of the offending token."""

    def __init__(self, message: str, pos: int):
        super().__init__(message)
        self.message = message
        self.pos = pos
        self.followups: tuple = ()  # (offset, message) of further errors upstream emits as it unwinds

    def __str__(self) -> str:
        return self.message


_HIGH_OPS = {"floordiv", "ceildiv", "mod"}

# token kinds
_ID, _SSA, _INT, _FLOAT, _PUNCT, _EOF = "id", "ssa", "int", "float", "punct", "eof"

# One token after optional whitespace and // comments, as MLIR's lexer splits them: bare-ids
# (keywords included), integers (decimal or 0x hex), floats, %ssa names (with an optional #N
# result number), '->' and single-character punctuation ('>=' and '==' are two tokens).
_TOKEN_RE = re.compile(r"""
    (?:[ \t\n\r]+ | //[^\n]*)*
    (?:
        (?P<id>[A-Za-z_][A-Za-z0-9_$.]*)
      | (?P<hex>0x[0-9a-fA-F]+)
      | (?P<float>[0-9]+\.[0-9]*(?:[eE][+-]?[0-9]+)?)
      | (?P<int>[0-9]+)
      | (?P<ssa>%(?:[0-9]+|[A-Za-z_$.\-][A-Za-z0-9_$.\-]*)?(?:\#[0-9]+)?)
      | (?P<punct>->|.)
    )?""", re.X | re.S)
_KIND = {"id": _ID, "hex": _INT, "float": _FLOAT, "int": _INT, "ssa": _SSA, "punct": _PUNCT}


class _Parser:
    """One parse over `src` from `pos`; names map identifier spellings to dims/symbols."""

    def __init__(self, src: str, pos: int, allow_ssa: bool = False, allow_new_ssa: bool = False):
        self.src = src
        self.n = len(src)
        self.allow_ssa = allow_ssa
        self.allow_new_ssa = allow_new_ssa
        self.names: dict[str, AffineExpr] = {}
        self.dim_names: list[str] = []
        self.sym_names: list[str] = []
        self.kind = _EOF
        self.text = ""
        self.start = self.end = pos
        self._lex(pos)

    # -- lexer --------------------------------------------------------------------------------
    def _lex(self, i: int) -> None:
        m = _TOKEN_RE.match(self.src, i)
        group = m.lastgroup
        if group is None:
            self.kind, self.text, self.start = _EOF, "", m.end()
        else:
            self.kind, self.start = _KIND[group], m.start(group)
            self.text = m.group(group)
        self.end = m.end()

    def _consume(self) -> None:
        self._lex(self.end)

    def _is(self, punct: str) -> bool:
        return self.kind == _PUNCT and self.text == punct

    def _consume_if(self, punct: str) -> bool:
        if self.kind == _PUNCT and self.text == punct:
            self._consume()
            return True
        return False

    # -- diagnostics ----------------------------------------------------------------------------
    def _error(self, message: str, pos: int | None = None):
        raise AffineParseError(message, self.start if pos is None else pos)

    def _wrong_token_error(self, message: str):
        """Report at the end of the previous token (upstream emitWrongTokenError): whitespace,
        blank lines and trailing ``//`` comments before the offending token are skipped back."""
        src = self.src
        loc = self.start
        if self.kind == _EOF and loc > 0:
            loc -= 1
        end = loc
        while True:
            while end > 0 and src[end - 1] in " \t":
                end -= 1
            if end == 0:
                raise AffineParseError(message, loc)
            if src[end - 1] not in "\n\r":
                raise AffineParseError(message, end)
            end -= 1
            base = max(src.rfind("\n", 0, end), src.rfind("\r", 0, end), 0)
            comment = src.find("//", base, end)
            if comment >= 0:
                end = comment

    def _expect(self, punct: str, message: str) -> None:
        if not self._consume_if(punct):
            self._wrong_token_error(message)

    def _comma_list(self, open_: str, close: str, parse_elt, context: str,
                    optional: bool = False) -> None:
        if not self._is(open_):
            if optional:
                return
            self._wrong_token_error(f"expected '{open_}'{context}")
        self._consume()
        if self._consume_if(close):
            return
        parse_elt()
        while self._consume_if(","):
            parse_elt()
        self._expect(close, f"expected '{close}'{context}")

    # -- identifier lists -------------------------------------------------------------------------
    def _define(self, expr: AffineExpr) -> None:
        if self.kind != _ID:
            self._wrong_token_error("expected bare identifier")
        name = self.text
        if name in self.names:
            self._error(f"redefinition of identifier '{name}'")
        self._consume()
        self.names[name] = expr

    def parse_dim_and_symbol_lists(self) -> tuple[int, int]:
        counts = [0, 0]

        def dim_elt():
            self._define(AffineDimExpr(counts[0]))
            counts[0] += 1

        def sym_elt():
            self._define(AffineSymbolExpr(counts[1]))
            counts[1] += 1

        self._comma_list("(", ")", dim_elt, " in dimensional identifier list")
        if self._is("["):
            self._comma_list("[", "]", sym_elt, " in symbol list")
        return counts[0], counts[1]

    # -- expressions ------------------------------------------------------------------------------
    def _low_op(self) -> str | None:
        if self.kind == _PUNCT and self.text in ("+", "-"):
            op = self.text
            self._consume()
            return op
        return None

    def _high_op(self) -> str | None:
        if (self.kind == _PUNCT and self.text == "*") or (self.kind == _ID and self.text in _HIGH_OPS):
            op = self.text
            self._consume()
            return op
        return None

    def _high_binop(self, op: str, lhs: AffineExpr, rhs: AffineExpr, op_loc: int) -> AffineExpr:
        if op == "*":
            if not lhs._symbolic and not rhs._symbolic:
                self._error("non-affine expression: at least one of the multiply operands has "
                            "to be either a constant or symbolic", op_loc)
            return lhs * rhs
        if not rhs._symbolic:
            self._error(f"non-affine expression: right operand of {op} has to be either a "
                        "constant or symbolic", op_loc)
        if op == "floordiv":
            return lhs.floordiv(rhs)
        if op == "ceildiv":
            return lhs.ceildiv(rhs)
        return lhs.mod(rhs)

    @staticmethod
    def _low_binop(op: str, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
        return lhs + rhs if op == "+" else lhs - rhs

    def parse_expr(self) -> AffineExpr:
        return self._low_prec(None, None)

    def _low_prec(self, llhs: AffineExpr | None, llhs_op: str | None) -> AffineExpr:
        lhs = self._operand(llhs)
        op = self._low_op()
        if op is not None:
            if llhs is not None:
                return self._low_prec(self._low_binop(llhs_op, llhs, lhs), op)
            return self._low_prec(lhs, op)
        op_loc = self.start
        hop = self._high_op()
        if hop is not None:
            high = self._high_prec(lhs, hop, op_loc)
            expr = self._low_binop(llhs_op, llhs, high) if llhs is not None else high
            nxt = self._low_op()
            if nxt is not None:
                return self._low_prec(expr, nxt)
            return expr
        if llhs is not None:
            return self._low_binop(llhs_op, llhs, lhs)
        return lhs

    def _high_prec(self, llhs: AffineExpr | None, llhs_op: str | None, llhs_op_loc: int) -> AffineExpr:
        lhs = self._operand(llhs)
        op_loc = self.start
        op = self._high_op()
        if op is not None:
            if llhs is not None:
                # Upstream reports a non-affine llhs op at the location of the *next* operator.
                return self._high_prec(self._high_binop(llhs_op, llhs, lhs, op_loc), op, op_loc)
            return self._high_prec(lhs, op, op_loc)
        if llhs is not None:
            return self._high_binop(llhs_op, llhs, lhs, llhs_op_loc)
        return lhs

    def _operand(self, lhs: AffineExpr | None) -> AffineExpr:
        kind, text = self.kind, self.text
        if kind == _ID:
            if text == "symbol":
                return self._symbol_ssa()
            return self._bare_id()
        if kind == _SSA:
            return self._ssa_id(False)
        if kind == _INT:
            return self._integer()
        if kind == _PUNCT:
            if text == "(":
                return self._parenthetical()
            if text == "-":
                self._consume()
                try:
                    return -self._operand(lhs)
                except AffineParseError as e:  # upstream's parseNegateExpression adds its own error
                    e.followups += ((self.start, "missing operand of negation"),)
                    raise
            if text in ("+", "*"):
                self._error("missing right operand of binary operator" if lhs is not None
                            else "missing left operand of binary operator")
        self._error("missing right operand of binary operator" if lhs is not None
                    else "expected affine expression")

    def _parenthetical(self) -> AffineExpr:
        self._expect("(", "expected '('")
        if self._is(")"):
            self._error("no expression inside parentheses")
        e = self.parse_expr()
        self._expect(")", "expected ')'")
        return e

    def _integer(self) -> AffineExpr:
        t = self.text
        v = int(t, 16) if t.startswith("0x") else int(t)
        if v > INT64_MAX + 1:  # 2**63 is accepted and wraps to INT64_MIN, as upstream
            self._error("constant too large for index")
        self._consume()
        return AffineConstantExpr(_wrap64(v))

    def _bare_id(self) -> AffineExpr:
        if self.kind != _ID:
            self._wrong_token_error("expected bare identifier")
        e = self.names.get(self.text)
        if e is None:
            self._wrong_token_error("use of undeclared identifier")
        self._consume()
        return e

    def _ssa_id(self, is_symbol: bool) -> AffineExpr:
        if not self.allow_ssa:
            self._wrong_token_error("unexpected ssa identifier")
        if self.kind != _SSA:
            self._wrong_token_error("expected ssa identifier")
        name = self.text
        e = self.names.get(name)
        if e is None:
            if not self.allow_new_ssa:
                self._wrong_token_error("use of undeclared SSA value name")
            if is_symbol:
                e = AffineSymbolExpr(len(self.sym_names))
                self.sym_names.append(name)
            else:
                e = AffineDimExpr(len(self.dim_names))
                self.dim_names.append(name)
            self.names[name] = e
        self._consume()
        return e

    def _symbol_ssa(self) -> AffineExpr:
        self._consume()  # 'symbol'
        self._expect("(", "expected '(' at start of SSA symbol")
        e = self._ssa_id(True)
        self._expect(")", "expected ')' at end of SSA symbol")
        return e

    # -- maps and sets ----------------------------------------------------------------------------
    def parse_map_range(self, num_dims: int, num_symbols: int) -> AffineMap:
        exprs: list[AffineExpr] = []
        self._comma_list("(", ")", lambda: exprs.append(self.parse_expr()), " in affine map range")
        return AffineMap(num_dims, num_symbols, exprs)

    def _constraint(self) -> tuple[AffineExpr, bool]:
        lhs = self.parse_expr()
        if self._consume_if(">") and self._consume_if("="):
            return lhs - self.parse_expr(), False
        if self._consume_if("<") and self._consume_if("="):
            return self.parse_expr() - lhs, False
        if self._consume_if("=") and self._consume_if("="):
            return lhs - self.parse_expr(), True
        self._error("expected '== affine-expr' or '>= affine-expr' at end of affine constraint")

    def parse_set_constraints(self, num_dims: int, num_symbols: int) -> IntegerSet:
        constraints: list[AffineExpr] = []
        eqs: list[bool] = []

        def elt():
            c, eq = self._constraint()
            constraints.append(c)
            eqs.append(eq)

        self._comma_list("(", ")", elt, " in integer set constraint list")
        if not constraints:
            return IntegerSet.get_universe_set(num_dims, num_symbols)
        return IntegerSet(num_dims, num_symbols, constraints, eqs)

    def parse_map_or_set(self) -> AffineMap | IntegerSet:
        nd, ns = self.parse_dim_and_symbol_lists()
        if self._consume_if("->"):
            return self.parse_map_range(nd, ns)
        self._expect(":", "expected '->' or ':'")
        return self.parse_set_constraints(nd, ns)


# -- entry points -----------------------------------------------------------------------------------


def parse_affine_map_or_set(src: str, pos: int = 0) -> tuple[AffineMap | IntegerSet, int]:
    """Parse ``(dims)[syms] -> (exprs)`` or ``(dims)[syms] : (constraints)`` starting at `pos`
    (just after ``affine_map<``/``affine_set<``, or at a bare body). Identifiers are arbitrary
    bare-ids. Returns the map or set and the offset of the next token (the closing ``>``)."""
    p = _Parser(src, pos)
    result = p.parse_map_or_set()
    return result, p.start


def parse_affine_expr_with_names(src: str, pos: int, dims: dict[str, int], syms: dict[str, int],
                                 *, allow_new_ssa: bool = False) -> tuple[AffineExpr, int]:
    """Parse one affine expression whose identifiers (bare-ids or ``%ssa`` names) are looked up
    in `dims`/`syms` (name -> position). With `allow_new_ssa`, unknown ``%names`` become new
    dims (or symbols inside ``symbol(...)``), appended to the dicts in place.
    Returns the expression and the offset of the next token."""
    p = _Parser(src, pos, allow_ssa=True, allow_new_ssa=allow_new_ssa)
    for name, i in dims.items():
        p.names[name] = AffineDimExpr(i)
    for name, i in syms.items():
        p.names[name] = AffineSymbolExpr(i)
    p.dim_names = [None] * (max(dims.values(), default=-1) + 1)
    p.sym_names = [None] * (max(syms.values(), default=-1) + 1)
    expr = p.parse_expr()
    for i, name in enumerate(p.dim_names):
        if name is not None:
            dims.setdefault(name, i)
    for i, name in enumerate(p.sym_names):
        if name is not None:
            syms.setdefault(name, i)
    return expr, p.start


_DELIMITERS = {
    "square": ("[", "]", False), "optional_square": ("[", "]", True),
    "paren": ("(", ")", False), "optional_paren": ("(", ")", True),
}


def parse_affine_map_of_ssa_ids(src: str, pos: int, delimiter: str = "square"
                                ) -> tuple[AffineMap, list[str], list[str], int]:
    """Parse an affine map written over SSA values, e.g. ``[%i + 3, symbol(%n) * 2]`` as in
    ``affine.load %A[...]`` (upstream parseAffineMapOfSSAIds). SSA values become dims in order of
    first use, or symbols when wrapped in ``symbol(...)``.
    Returns (map, dim SSA names, symbol SSA names, offset of the next token)."""
    open_, close, optional = _DELIMITERS[delimiter]
    p = _Parser(src, pos, allow_ssa=True, allow_new_ssa=True)
    exprs: list[AffineExpr] = []
    p._comma_list(open_, close, lambda: exprs.append(p.parse_expr()), " in affine map",
                  optional=optional)
    amap = AffineMap(len(p.dim_names), len(p.sym_names), exprs)
    return amap, p.dim_names, p.sym_names, p.start


def _parse_whole(text: str, keyword: str):
    p = _Parser(text, 0)
    wrapped = p.kind == _ID and p.text == keyword and p.src.startswith("<", p.end)
    if wrapped:
        p._consume()
        p._consume()
    result = p.parse_map_or_set()
    if wrapped:
        p._expect(">", "expected '>'")
    if p.kind != _EOF:
        p._error("encountered unexpected token")
    return result


def parse_affine_map(text: str) -> AffineMap:
    """Parse a whole string holding one map, bare (``(d0) -> (d0)``) or as ``affine_map<...>``."""
    r = _parse_whole(text, "affine_map")
    if not isinstance(r, AffineMap):
        raise AffineParseError("expected AffineMap, but got IntegerSet", 0)
    return r


def parse_integer_set(text: str) -> IntegerSet:
    """Parse a whole string holding one integer set, bare or as ``affine_set<...>``."""
    r = _parse_whole(text, "affine_set")
    if not isinstance(r, IntegerSet):
        raise AffineParseError("expected IntegerSet, but got AffineMap", 0)
    return r
