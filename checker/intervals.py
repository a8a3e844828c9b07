"""The 95% intervals every report of the project gives: of a mean (Student's t)
and of a share (Wilson's score interval). One place, so that `automa impact`,
`python -m checker.strength` and the docs' plots cannot say different things."""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence

Z95 = 1.959964  # the normal distribution's 97.5th percentile

MEAN_INTERVAL = ("95% confidence interval of the mean difference (other reading minus the "
                 "reading in force), by Student's t: mean ± t × s / √n, with s the sample "
                 "standard deviation of the per-game differences, n the games and t the "
                 "97.5th percentile of the t distribution with n - 1 degrees of freedom")
SHARE_INTERVAL = ("95% Wilson score interval of a share: (p + z²/2n ± z·√(p(1-p)/n + "
                  "z²/4n²)) / (1 + z²/n), z = 1.96, p the share, n the games")


def _within(t: float, df: int) -> float:
    """P(|T| < t) for Student's t with ``df`` degrees of freedom, by the finite
    series that holds for a whole number of them (Abramowitz and Stegun 26.7.3
    and 26.7.4)."""
    theta = math.atan(t / math.sqrt(df))
    c2 = math.cos(theta) ** 2
    if df % 2:
        term, total = math.cos(theta), 0.0
        for k in range(1, (df - 1) // 2 + 1):
            total += term
            term *= c2 * (2 * k) / (2 * k + 1)
        return (2 / math.pi) * (theta + math.sin(theta) * total)
    term, total = 1.0, 0.0
    for k in range(1, df // 2 + 1):
        total += term
        term *= c2 * (2 * k - 1) / (2 * k)
    return math.sin(theta) * total


def t95(df: int) -> float:
    """The 97.5th percentile of Student's t with ``df`` degrees of freedom: the
    factor of s / √n in a 95% interval of a mean of df + 1 values."""
    if df < 1:
        raise ValueError("a t interval needs at least two values")
    if df > 100:
        # From here on, Cornish and Fisher's expansion about the normal
        # percentile agrees with the series to 1e-10, and costs no loop.
        z = Z95
        return (z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df ** 2)
                + (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / (384 * df ** 3))
    if df == 1:
        return math.tan(math.pi * 0.475)  # the Cauchy distribution's, in closed form
    low, high = Z95, 13.0  # from df = 2 on, the percentile lies between these
    for _ in range(60):
        mid = (low + high) / 2
        if _within(mid, df) < 0.95:
            low = mid
        else:
            high = mid
    return (low + high) / 2


def mean_interval(values: Sequence[float]) -> tuple[float, float, float, float] | None:
    """The mean, the sample standard deviation and the 95% interval of the
    mean (low, high) of ``values``; None with fewer than two, where no
    spread can be measured."""
    n = len(values)
    if n < 2:
        return None
    mean = statistics.fmean(values)
    sd = statistics.stdev(values)
    half = t95(n - 1) * sd / math.sqrt(n)
    return mean, sd, mean - half, mean + half


def wilson(count: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a share ``count / n``; it stays inside
    [0, 1] and is not empty at 0 or n, where the normal one collapses."""
    if n <= 0:
        raise ValueError("no games")
    p = count / n
    centre = p + z * z / (2 * n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    scale = 1 + z * z / n
    return max(0.0, (centre - half) / scale), min(1.0, (centre + half) / scale)
