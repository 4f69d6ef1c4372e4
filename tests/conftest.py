"""Shared test setup: the repository root on sys.path, and a run that executes no
test never passes.

pytest already exits with status 5 when it collects or selects nothing; the hook
below only keeps it that way if some plugin were to turn that status into 0.
tests/test_session.py runs pytest on an empty selection to prove it.

Tests that measure something (heap peaks under MicroPython) hand their lines to the
`report_line` fixture; they are printed together at the end of the run.
"""

import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

# Every test draws with the simulator's displayio made as strict as a board's
# (desktop/board_displayio.py), as the simulator does. (A copy of this file in a
# folder without the project, as tests/test_session.py makes, has no desktop.)
if os.path.isdir(os.path.join(ROOT, "desktop")):
    from desktop.board_displayio import follow_board

    follow_board()


def pytest_sessionfinish(session, exitstatus):
    """Turn a 'passed' run that ran no test into pytest's 'no tests' failure."""
    if exitstatus == pytest.ExitCode.OK and session.testscollected == 0:
        session.exitstatus = pytest.ExitCode.NO_TESTS_COLLECTED


_REPORT = []  # measurement lines, printed in the terminal summary


@pytest.fixture
def report_line():
    """Call with one line of text to show it under 'Salvo measurements'."""
    return _REPORT.append


def pytest_terminal_summary(terminalreporter):
    """Print the measurement lines collected during the run."""
    if _REPORT:
        terminalreporter.section("Salvo measurements")
        for line in _REPORT:
            terminalreporter.write_line(line)
