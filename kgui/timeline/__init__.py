"""The as-of time slider (bottom strip) with the histogram of changes behind it, its playback,
the controller that hands only the newest chosen moment to the graph model, and the loader of
what changed between two times compared on it."""

from .as_of_controller import AsOfController
from .changes_loader import ChangesLoader
from .histogram_loader import ChangeHistogramLoader
from .playback import Playback
from .time_slider import TimeSlider, TimeTrack

__all__ = ["AsOfController", "ChangeHistogramLoader", "ChangesLoader", "Playback", "TimeSlider", "TimeTrack"]
