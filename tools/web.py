"""Salvo in a browser: build the static web console, or serve it on this machine.

    python -m tools.web build [--out build/web]
    python -m tools.web serve [--port 8000] [--out build/web]
    python -m tools.web bench [--out build/web]

`build` writes one folder a static server can serve as it is: the page
(web/index.html, web/console.mjs, web/page.mjs), the MicroPython WebAssembly
files from the npm package the tests already install (tests/mpy), and drive/:
the device image as the device lane lays it out (tools/device_lane.py:
code.py, engine/, games/, hw/ as tools/device_files.py lists them, lib/ with
the label library, lane/ with the displayio stand-ins), listed in files.json.
Nothing is fetched from the network, at build time or in the page.
`serve` builds, then serves the folder on 127.0.0.1 and prints the address.
`bench` builds, serves, and plays a Starship match against the CPU in
headless Chromium (tests/mpy/browser.mjs, the browser test's driver); it
prints the frame rate and the frame call's percentiles as the page measured
them, and exits 1 below 28 frames a second or with a p95 over 33 ms.
docs/WEB.md says how the page works.
"""

import argparse
import functools
import http.server
import json
import os
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PAGE = os.path.join(ROOT, "web")
PAGE_FILES = ("index.html", "console.mjs", "page.mjs")
PACKAGE = os.path.join(ROOT, "tests", "mpy", "node_modules", "@micropython", "micropython-webassembly-pyscript")
WASM_FILES = ("micropython.mjs", "micropython.wasm")
OUT = os.path.join(ROOT, "build", "web")
# The lane's files the page needs besides the device image: the displayio,
# fontio and terminalio stand-ins and what they import; the tour driver and
# the stand-ins of the PyBadge's own parts are left out.
LANE_FILES = ("displayio_standin.py", "fontio.py", "terminalio.py", "terminal_font.py", "bitmaptools.py")
# With --tour (the browser test) the whole lane folder stays: the tour driver,
# its page rig (web_tour.py) and the stand-ins hw/pybadge.py imports, whose
# key names and controls the tour's screens show, as in the simulator's run.


class BuildError(Exception):
    """What stops a build, said in one line."""


def build(out=OUT, tour=False):
    """Write the web console into `out`; returns the number of drive files.
    `tour`: also the device lane's tour, which the page plays with ?tour
    (tests/test_web.py compares its checkpoints with the simulator's)."""
    from tools.device_lane import build_drive

    missing = [name for name in WASM_FILES if not os.path.isfile(os.path.join(PACKAGE, name))]
    if missing:
        raise BuildError("the MicroPython WebAssembly package is not installed: run `npm ci --prefix tests/mpy`")
    if os.path.isdir(out):
        shutil.rmtree(out)
    drive = os.path.join(out, "drive")
    os.makedirs(drive)
    build_drive(drive)
    lane = os.path.join(drive, "lane")
    for name in os.listdir(lane):
        if name not in LANE_FILES and not tour:
            os.remove(os.path.join(lane, name))
    if tour:
        from tools.device_lane import TOUR

        shutil.copyfile(TOUR, os.path.join(drive, "tour.txt"))
    files = []
    for folder, dirs, names in os.walk(drive):
        dirs.sort()
        for name in sorted(names):  # code and data (the CPUs' tables are .bin)
            files.append(os.path.relpath(os.path.join(folder, name), drive).replace(os.sep, "/"))
    with open(os.path.join(out, "files.json"), "w") as handle:
        json.dump(files, handle)
    for name in PAGE_FILES:
        shutil.copyfile(os.path.join(PAGE, name), os.path.join(out, name))
    for name in WASM_FILES:
        shutil.copyfile(os.path.join(PACKAGE, name), os.path.join(out, name))
    return len(files)


class _Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the types a browser wants for modules and wasm."""

    extensions_map = dict(
        http.server.SimpleHTTPRequestHandler.extensions_map,
        **{".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm", ".json": "application/json"},
    )

    def log_message(self, format, *args):
        """Quiet: a page load is some 200 requests."""


def server(out=OUT, port=8000):
    """A server of `out` on 127.0.0.1:`port` (0: any free port), not yet started."""
    handler = functools.partial(_Handler, directory=out)
    return http.server.ThreadingHTTPServer(("127.0.0.1", port), handler)


# The page's own budget: 30 frames a second (a frame every 33 ms).
FPS_FLOOR = 28
P95_CEILING_MS = 33


def bench(out):
    """Play the browser test's Starship match; print the page's frame figures."""
    import json
    import subprocess
    import threading

    httpd = server(out, 0)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    url = "http://127.0.0.1:{}/".format(httpd.server_address[1])
    shot = os.path.join(out, "bench.png")
    driver = os.path.join(ROOT, "tests", "mpy", "browser.mjs")
    run = subprocess.run(["node", driver, "play", url, shot], capture_output=True, text=True, timeout=600)
    httpd.shutdown()
    lines = [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")]
    if run.returncode != 0 or len(lines) < 3 or "timing" not in lines[-2]:
        print("salvo: the page did not play the match:\n" + run.stdout[-2000:] + run.stderr[-2000:], file=sys.stderr)
        return 2
    timing = lines[-2]["timing"]
    print("frames {frames}  fps {fps:.1f}  frame call p50 {p50:.2f} ms  p95 {p95:.2f} ms  p99 {p99:.2f} ms  max {max:.2f} ms".format(**timing))
    over = timing["fps"] < FPS_FLOOR or timing["p95"] > P95_CEILING_MS
    print("over budget (30 fps, p95 <= 33 ms)" if over else "within budget (30 fps, p95 <= 33 ms)")
    return 1 if over else 0


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m tools.web", description="Build or serve Salvo's web console.")
    parser.add_argument("command", choices=("build", "serve", "bench"))
    parser.add_argument("--out", default=OUT, help="the folder to build into (default build/web)")
    parser.add_argument("--port", type=int, default=8000, help="serve: the port on 127.0.0.1 (default 8000)")
    parser.add_argument("--tour", action="store_true", help="also ship the device lane's tour (the page plays it at ?tour)")
    args = parser.parse_args(argv)
    try:
        count = build(args.out, tour=args.tour)
    except BuildError as error:
        print("salvo: " + str(error), file=sys.stderr)
        return 2
    print("built {} ({} device files)".format(os.path.relpath(args.out), count))
    if args.command == "build":
        return 0
    if args.command == "bench":
        return bench(args.out)
    try:
        httpd = server(args.out, args.port)
    except OSError as error:
        print("salvo: cannot serve on port {}: {}".format(args.port, error.strerror), file=sys.stderr)
        return 2
    print("Salvo is at http://127.0.0.1:{}/ (Ctrl-C stops)".format(httpd.server_address[1]))
    try:
        httpd.serve_forever()
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
