"""Attaches the vector dialect's canonicalization patterns to its op classes (upstream's
getCanonicalizationPatterns), one family per module."""

from . import canonicalize_elements  # noqa: F401
from . import canonicalize_extract_insert  # noqa: F401
from . import canonicalize_masks  # noqa: F401
from . import canonicalize_memory  # noqa: F401
from . import canonicalize_reduction  # noqa: F401
from . import canonicalize_shape  # noqa: F401
from . import canonicalize_shuffle  # noqa: F401
from . import canonicalize_strided  # noqa: F401
from . import canonicalize_transfer  # noqa: F401
