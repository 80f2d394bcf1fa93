"""The as-of time slider (bottom strip) with the histogram of changes behind it, its playback,
and the controller that hands only the newest chosen moment to the graph model."""

from .as_of_controller import AsOfController
from .histogram_loader import ChangeHistogramLoader
from .playback import Playback
from .time_slider import TimeSlider, TimeTrack

__all__ = ["AsOfController", "ChangeHistogramLoader", "Playback", "TimeSlider", "TimeTrack"]
