"""tools/garbage_sites.py names the line that allocates in a match frame
(under circuitpython-unix; skipped without SALVO_CIRCUITPYTHON, as the
device lane's tests)."""

import os
import shutil

import pytest

from tools import device_lane, garbage_sites

CIRCUITPYTHON = os.environ.get("SALVO_CIRCUITPYTHON")


@pytest.fixture(scope="module")
def drive(tmp_path_factory):
    if not CIRCUITPYTHON:
        pytest.skip("SALVO_CIRCUITPYTHON is not set (the circuitpython-unix binary; .ci/run sets it from ../shared/bin)")
    path = str(tmp_path_factory.mktemp("drive"))
    device_lane.build_drive(path, None)
    shutil.copyfile(device_lane.TOUR, os.path.join(path, "tour.txt"))
    return path


def test_the_frame_that_allocated_most_is_traced_to_a_line_of_the_program(drive):
    native = device_lane.real_displayio(CIRCUITPYTHON)
    found = garbage_sites.match_frames(CIRCUITPYTHON, drive, native)
    assert found, "no match frame allocated: the tour's frames were not read"
    frame = max(found, key=lambda at: found[at][2])
    site = garbage_sites.site_of(CIRCUITPYTHON, drive, native, frame)
    assert site is not None and ("./games/" in site or "./engine/" in site), site
    # A frame the tour never reaches locks nothing: no site.
    assert garbage_sites.site_of(CIRCUITPYTHON, drive, native, 10 ** 7) is None
