"""The 95% intervals of the project's reports (checker/intervals.py), against
values worked by hand or read from printed tables of Student's t."""

from __future__ import annotations

import math

import pytest

from checker.intervals import mean_interval, t95, wilson

# The 97.5th percentile of Student's t, as a printed table gives it (three
# places); the degrees of freedom cover the series' odd and even forms, both
# sides of where the expansion takes over, and the normal limit.
TABLE = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 5: 2.571, 9: 2.262, 10: 2.228,
         19: 2.093, 20: 2.086, 29: 2.045, 30: 2.042, 60: 2.000, 99: 1.984, 101: 1.984,
         120: 1.980, 1000: 1.962}


@pytest.mark.parametrize("df", sorted(TABLE))
def test_t_percentile_matches_the_printed_table(df: int) -> None:
    assert t95(df) == pytest.approx(TABLE[df], abs=6e-4)


def test_t_percentile_falls_towards_the_normal_one() -> None:
    values = [t95(df) for df in range(1, 400)]
    assert all(a > b for a, b in zip(values, values[1:]))
    assert t95(10 ** 7) == pytest.approx(1.959964, abs=1e-6)
    with pytest.raises(ValueError):
        t95(0)


def test_mean_interval_worked_by_hand() -> None:
    # 1, 2, 3, 4, 5: mean 3, s = √2.5 = 1.5811, t(4) = 2.7764:
    # 3 ± 2.7764 × 1.5811 / √5 = 3 ± 1.9632
    got = mean_interval([1.0, 2.0, 3.0, 4.0, 5.0])
    assert got is not None
    mean, sd, low, high = got
    assert mean == 3.0 and sd == pytest.approx(1.58114, abs=1e-5)
    assert low == pytest.approx(1.0368, abs=1e-3) and high == pytest.approx(4.9632, abs=1e-3)
    # wider than the normal approximation at small n, as it must be
    assert high - mean > 1.959964 * sd / math.sqrt(5)
    assert mean_interval([7.0]) is None and mean_interval([]) is None
    same = mean_interval([2.0, 2.0, 2.0])
    assert same == (2.0, 0.0, 2.0, 2.0)


def test_mean_interval_covers_the_true_mean_about_95_times_in_100() -> None:
    # Ten-value samples of a known mean: the t interval's coverage is 95%,
    # the normal one's would be about 92%.
    import random

    rng = random.Random(7)
    covered = 0
    for _ in range(4000):
        sample = [rng.gauss(1.0, 3.0) for _ in range(10)]
        got = mean_interval(sample)
        assert got is not None
        covered += got[2] <= 1.0 <= got[3]
    assert 0.935 < covered / 4000 < 0.965


def test_wilson_matches_hand_worked_values() -> None:
    # 5 of 10: p = .5, z = 1.96: (.5 + .19208 ± 1.96·√(.025 + .009604)) / 1.38416
    lo, hi = wilson(5, 10)
    assert lo == pytest.approx(0.23659, abs=1e-4) and hi == pytest.approx(0.76341, abs=1e-4)
    # 0 of 10: not the empty interval the normal approximation gives
    lo, hi = wilson(0, 10)
    assert lo == 0.0 and hi == pytest.approx(0.27753, abs=1e-4)
    lo, hi = wilson(1000, 1000)
    assert hi == 1.0 and lo == pytest.approx(0.99617, abs=1e-4)
    with pytest.raises(ValueError):
        wilson(0, 0)
