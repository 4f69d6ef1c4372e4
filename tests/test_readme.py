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


def test_readme_is_a_newcomer_page():
    """At most 200 lines: the engineering lives in docs/, linked from the README."""
    assert len((ROOT / "README.md").read_text().splitlines()) <= 200


def _anchor(heading):
    """GitHub's anchor for a Markdown heading."""
    text = heading.strip().lower()
    return re.sub(r"[^a-z0-9 _-]", "", text).replace(" ", "-")


def test_every_local_link_in_the_docs_resolves():
    """README.md and docs/*.md link only to files (and headings) that exist."""
    pages = [ROOT / "README.md"] + sorted((ROOT / "docs").glob("*.md"))
    for page in pages:
        for target in re.findall(r"\]\(([^)#\s]*)(#[^)\s]*)?\)", page.read_text()):
            path, anchor = target
            if path.startswith(("http:", "https:")):
                continue
            file = (page.parent / path).resolve() if path else page
            assert file.exists(), "{} links to missing {}".format(page.name, path)
            if anchor and file.suffix == ".md":
                headings = re.findall(r"^#+ (.+)$", file.read_text(), re.M)
                assert anchor[1:] in [_anchor(h) for h in headings], (page.name, path, anchor)
