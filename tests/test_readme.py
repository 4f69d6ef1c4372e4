"""The README's two commands exist, and .ci/run runs the test command verbatim."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def readme_commands():
    text = (ROOT / "README.md").read_text()
    return re.findall(r"```sh\n(python3 -m venv[^\n]*)\n```", text)


def test_readme_has_exactly_the_two_setup_commands():
    commands = readme_commands()
    assert len(commands) == 2
    assert commands[0].endswith("code.py")
    assert commands[1].endswith("-m pytest")


def test_ci_runs_the_readme_test_command():
    ci = (ROOT / ".ci" / "run").read_text().splitlines()
    assert readme_commands()[1] in ci


def test_readme_images_exist():
    for name in re.findall(r"\]\((docs/[^)]+\.png)\)", (ROOT / "README.md").read_text()):
        assert (ROOT / name).is_file(), name
