// The device lane under the official MicroPython WebAssembly build: a drive
// folder laid out like CIRCUITPY (tests/device_lane.py builds it: code.py,
// engine/, hw/, lib/ and the stand-ins in lane/) is copied into MEMFS at
// /salvo, and its tour is played one frame per call, because this port
// collects garbage only when a call from JavaScript begins.
//
//   node tests/mpy/lane.mjs --drive DIR [--heap BYTES] [--measure] TOUR
//   node tests/mpy/lane.mjs --drive DIR [--heap BYTES] --call MODULE.FUNCTION
//
// Prints what tests/device/lane.py and tour.py print. Exit status 1 (the
// traceback on stderr) when the program raises, 2 for a usage error.

import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { copyTree, MOUNT } from "./engine_fs.mjs";

const PACKAGE = "@micropython/micropython-webassembly-pyscript";

function usage(message) {
  process.stderr.write(message + "\nusage: node tests/mpy/lane.mjs --drive DIR [--heap BYTES] [--measure] (TOUR | --call MODULE.FUNCTION)\n");
  process.exit(2);
}

let heapsize = 192 * 1024;
let drive = null;
let measure = false;
let call = null; // "module.function" to call with the stand-ins in place
let tour = null;
let resume = false; // go on from the state a reload saved (DRIVE/tour.txt.resume)
const argv = process.argv.slice(2);
while (argv.length) {
  const flag = argv.shift();
  if (flag === "--heap" && argv.length) {
    heapsize = Number(argv.shift());
    if (!Number.isInteger(heapsize) || heapsize < 16384) usage("--heap needs a byte count >= 16384");
  } else if (flag === "--drive" && argv.length) drive = argv.shift();
  else if (flag === "--measure") measure = true;
  else if (flag === "--resume") resume = true;
  else if (flag === "--call" && argv.length) call = argv.shift();
  else if (!flag.startsWith("--") && tour === null) tour = flag;
  else usage("unknown option " + flag);
}
if (!drive) usage("no --drive given");
if (!call && !tour) usage("no tour script given");

const { loadMicroPython } = await import(PACKAGE).catch((error) => {
  process.stderr.write("MicroPython WebAssembly package " + PACKAGE + " is not installed: run `npm ci --prefix tests/mpy`.\n(" + error.message + ")\n");
  process.exit(2);
});
const mp = await loadMicroPython({
  heapsize,
  stdout: (line) => process.stdout.write(line + "\n"),
  stderr: (line) => process.stderr.write(line + "\n"),
});
copyTree(mp, drive, MOUNT, [".py", ".bin"]);
if (tour) mp.FS.writeFile(MOUNT + "/tour.txt", readFileSync(tour));
// A reload ends this process (tools/device_lane.py starts the next with
// --resume): the state the lane saved goes through the drive folder.
const SAVED = drive + "/tour.txt.resume";
if (resume) mp.FS.writeFile(MOUNT + "/tour.txt.resume", readFileSync(SAVED));

function run(code) {
  try {
    mp.runPython(code);
  } catch (error) {
    if (error.name !== "PythonError") throw error;
    process.stderr.write(error.message);
    process.exit(1);
  }
}

run("import sys\nsys.path[:0] = ['" + MOUNT + "/lane', '" + MOUNT + "', '" + MOUNT + "/lib']\nsys.argv[:] = ['lane_main.py']\n");
if (call) {
  run("import lane_start\nlane_start.call(" + JSON.stringify(call) + ")\n");
} else {
  const started = Date.now();
  // Heap kept by the stand-ins and by the driver (lane.py, tour.py): each
  // read at the start of a call, right after the collection this port makes
  // (lane_start.py, which puts the stand-ins in place, is not kept: the
  // Lane drops it once made).
  run("import gc\n_start = gc.mem_alloc()\nimport lane\n");
  run("_lane = gc.mem_alloc()\nimport lane_start\n");
  run("_setup = gc.mem_alloc() - _lane\nlane_start.install()\n");
  run("_standins = gc.mem_alloc() - _lane - _setup\nimport tour\n");
  run("_driver = gc.mem_alloc() - _standins - _start - _setup\n");
  run("L = lane.Lane('" + MOUNT + "/tour.txt', measure=" + (measure ? "True" : "False") + ", figures=(_standins, _driver), resume=" + (resume ? "True" : "False") + ")\nF = L.frame\ndel lane_start\n");
  const frame = mp.globals.get("F");
  for (;;) {
    let more;
    try {
      more = frame();
    } catch (error) {
      if (error.name !== "PythonError") throw error;
      process.stderr.write(error.message);
      process.exit(1);
    }
    if (!more) break;
  }
  if (mp.FS.analyzePath(MOUNT + "/tour.txt.resume").exists) writeFileSync(SAVED, mp.FS.readFile(MOUNT + "/tour.txt.resume"));
  process.stdout.write("wall_ms " + (Date.now() - started) + "\n");
}
