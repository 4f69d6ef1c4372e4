"""A test run that runs nothing must fail (exit status 5), conftest included."""

import os
import subprocess
import sys

import pytest

TESTS = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(TESTS)


def _pytest(*args):
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_run_that_selects_nothing_fails():
    run = _pytest(os.path.join(TESTS, "test_prng.py"), "-k", "no_test_has_this_name")
    assert run.returncode == pytest.ExitCode.NO_TESTS_COLLECTED, run.stdout + run.stderr
    assert "deselected" in run.stdout


def test_run_that_collects_nothing_fails(tmp_path):
    """Our conftest.py in a folder whose one test file holds no test."""
    with open(os.path.join(TESTS, "conftest.py")) as src:
        (tmp_path / "conftest.py").write_text(src.read())
    (tmp_path / "test_nothing_here.py").write_text('"""No tests."""\n')
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(tmp_path)],
        cwd=str(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert run.returncode == pytest.ExitCode.NO_TESTS_COLLECTED, run.stdout + run.stderr


def test_sessionfinish_hook_never_passes_an_empty_run():
    import conftest

    class Session:
        testscollected = 0
        exitstatus = pytest.ExitCode.OK

    session = Session()
    conftest.pytest_sessionfinish(session, pytest.ExitCode.OK)
    assert session.exitstatus == pytest.ExitCode.NO_TESTS_COLLECTED
    session = Session()
    session.testscollected = 3
    conftest.pytest_sessionfinish(session, pytest.ExitCode.OK)
    assert session.exitstatus == pytest.ExitCode.OK
