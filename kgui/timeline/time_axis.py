"""Date labels for the time bar's axis: calendar-aligned ticks (years, months, weeks, days,
hours or minutes, in local time) at the finest step whose labels all fit side by side.

Qt-free: the caller passes the pixel width and a function measuring a label's width, so the
same rule holds for any font, and tests can check that no two labels overlap.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

MINUTE = 60_000
HOUR = 60 * MINUTE
DAY = 24 * HOUR
LABEL_GAP_PX = 12.0  # free pixels kept between neighbouring labels
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")

# (unit, count, typical length in ms): finest first.
STEPS = (
    ("minute", 1, MINUTE), ("minute", 5, 5 * MINUTE), ("minute", 15, 15 * MINUTE), ("minute", 30, 30 * MINUTE),
    ("hour", 1, HOUR), ("hour", 3, 3 * HOUR), ("hour", 6, 6 * HOUR), ("hour", 12, 12 * HOUR),
    ("day", 1, DAY), ("day", 2, 2 * DAY), ("week", 1, 7 * DAY),
    ("month", 1, 30 * DAY), ("month", 3, 91 * DAY), ("month", 6, 182 * DAY),
    ("year", 1, 365 * DAY), ("year", 2, 730 * DAY), ("year", 5, 1826 * DAY), ("year", 10, 3652 * DAY),
    ("year", 25, 9131 * DAY), ("year", 50, 18262 * DAY), ("year", 100, 36524 * DAY),
)


@dataclass(frozen=True)
class AxisTick:
    ms: int
    x: float  # where the tick is, in the caller's pixels
    label: str
    left: float  # the label's extent (centred on x, kept inside the axis)
    right: float


def _local(ms: int) -> datetime:
    return datetime.fromtimestamp(ms / 1000).astimezone()


def _ms(dt: datetime) -> int:
    return int(round(dt.timestamp() * 1000))


def _first_boundary(unit: str, count: int, lo: datetime) -> datetime:
    """The first tick of the step at or after `lo` (local time)."""
    tz = lo.tzinfo
    if unit == "minute":
        start = lo.replace(second=0, microsecond=0)
        start = start.replace(minute=start.minute - start.minute % count)
    elif unit == "hour":
        start = lo.replace(minute=0, second=0, microsecond=0)
        start = start.replace(hour=start.hour - start.hour % count)
    elif unit in ("day", "week"):
        start = datetime(lo.year, lo.month, lo.day).astimezone(tz)
        if unit == "week":
            start -= timedelta(days=start.weekday())  # weeks begin on Monday
    elif unit == "month":
        month0 = (lo.month - 1) - (lo.month - 1) % count
        start = datetime(lo.year, month0 + 1, 1).astimezone(tz)
    else:
        start = datetime(max(lo.year - lo.year % count, 1), 1, 1).astimezone(tz)
    return start


def _next(unit: str, count: int, t: datetime) -> datetime:
    tz = t.tzinfo
    if unit == "minute":
        return (t + timedelta(minutes=count)).astimezone(tz)
    if unit == "hour":
        return (t + timedelta(hours=count)).astimezone(tz)
    if unit == "day":
        return (datetime(t.year, t.month, t.day) + timedelta(days=count)).astimezone(tz)
    if unit == "week":
        return (datetime(t.year, t.month, t.day) + timedelta(days=7 * count)).astimezone(tz)
    if unit == "month":
        month = t.month - 1 + count
        return datetime(t.year + month // 12, month % 12 + 1, 1).astimezone(tz)
    return datetime(t.year + count, 1, 1).astimezone(tz)


def label_for(unit: str, t: datetime) -> str:
    """'2026' at a year, 'Mar' at a month ('2026' in January), '12 Mar' at a day, '14:00' within one."""
    if unit == "year" or (unit == "month" and t.month == 1):
        return str(t.year)
    if unit == "month":
        return MONTHS[t.month - 1]
    if unit in ("day", "week") or (t.hour == 0 and t.minute == 0):
        if t.month == 1 and t.day == 1:
            return str(t.year)
        return f"{t.day} {MONTHS[t.month - 1]}"
    return f"{t.hour:02d}:{t.minute:02d}"


def axis_ticks(lo: int, hi: int, x0: float, x1: float, measure: Callable[[str], float],
               gap: float = LABEL_GAP_PX) -> list[AxisTick]:
    """Ticks for moments lo..hi (ms) drawn from x0 to x1 (px): the finest calendar step whose
    labels keep `gap` pixels between them and stay inside x0 - margin .. x1 + margin; when
    even the coarsest does not fit, as many of its labels as fit. Never two overlapping labels."""
    if hi <= lo or x1 - x0 < 1:
        return []
    span = hi - lo
    px_per_ms = (x1 - x0) / span
    narrowest = measure("Mar")  # no label is narrower than about this
    coarsest: list[AxisTick] = []
    for unit, count, typical in STEPS:
        if typical * px_per_ms < narrowest + gap:
            continue  # labels of this step cannot fit: skip building them
        ticks = _ticks(unit, count, lo, hi, x0, x1, px_per_ms, measure)
        if not ticks:
            continue
        kept = _without_overlaps(ticks, gap, x0, x1)
        # A label cut by the axis's end is left out at any step; only overlaps call for a coarser one.
        if len(kept) == sum(1 for t in ticks if _within(t, x0, x1)) and kept:
            return kept
        coarsest = kept
    return coarsest


def _ticks(unit, count, lo, hi, x0, x1, px_per_ms, measure) -> list[AxisTick]:
    out = []
    t = _first_boundary(unit, count, _local(lo))
    while True:
        ms = _ms(t)
        if ms > hi:
            break
        if ms >= lo:
            label = label_for(unit, t)
            x = x0 + (ms - lo) * px_per_ms
            w = measure(label)
            left = x - w / 2.0
            out.append(AxisTick(ms, x, label, left, left + w))
        nxt = _next(unit, count, t)
        if nxt <= t:  # a clock change could stall the walk
            nxt = t + timedelta(hours=1)
        t = nxt
        if len(out) > 2000:
            break
    return out


def _within(tick: AxisTick, x0: float, x1: float) -> bool:
    """Inside the axis, with the track's margin either side."""
    return tick.left >= x0 - 10.0 and tick.right <= x1 + 10.0


def _without_overlaps(ticks: list[AxisTick], gap: float, x0: float, x1: float) -> list[AxisTick]:
    """Left to right, each label that leaves `gap` to the one kept before it and fits inside the
    axis (with the track's margin either side)."""
    kept: list[AxisTick] = []
    for tick in ticks:
        if not _within(tick, x0, x1):
            continue
        if kept and tick.left < kept[-1].right + gap:
            continue
        kept.append(tick)
    return kept
