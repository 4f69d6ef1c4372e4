// Run a Python script under the official MicroPython WebAssembly build, with the
// repository's engine/ package importable, as the device would see it.
//
//   node tests/mpy/run.mjs [--heap BYTES] SCRIPT.py [ARGS...]
//
// Every .py file under engine/ is copied into MicroPython's in-memory file system
// at /salvo/engine/, /salvo goes first on sys.path, sys.argv is [SCRIPT, ...ARGS],
// and the script runs as __main__. Its stdout and stderr pass through. Exit status:
// 0 when the script ends, the code of a SystemExit, 1 (traceback on stderr) for
// any other Python exception, 2 when the MicroPython package is not installed.

import { openSync, readFileSync, readSync } from "node:fs";
import { basename, resolve } from "node:path";
import { loadEngine } from "./engine_fs.mjs";

function usage(message) {
  process.stderr.write(message + "\nusage: node tests/mpy/run.mjs [--heap BYTES] SCRIPT.py [ARGS...]\n");
  process.exit(2);
}

let heapsize = 1024 * 1024; // MicroPython's own default for this port
const argv = process.argv.slice(2);
while (argv.length && argv[0].startsWith("--")) {
  const flag = argv.shift();
  if (flag === "--heap" && argv.length) {
    heapsize = Number(argv.shift());
    if (!Number.isInteger(heapsize) || heapsize < 16384) usage("--heap needs a byte count >= 16384");
  } else {
    usage("unknown option " + flag);
  }
}
if (!argv.length) usage("no script given");
const scriptPath = resolve(argv[0]);
const scriptArgs = argv.slice(1);

// The main thread's own time on a CPU, in microseconds (Linux), for tools that
// time work (tools/device_clock.py): wall time less the time the thread waited
// for a CPU (the second figure of /proc/thread-self/schedstat, brought up to
// date whenever the thread gets a CPU back; the first, its time on a CPU, is
// only brought up to date at the scheduler's ticks while it runs). Another
// process's turn on the CPU and node's helper threads are not counted, as they
// are in wall time and in process.cpuUsage(). Absent where /proc has no such file.
try {
  const schedstat = openSync("/proc/thread-self/schedstat", "r");
  const bytes = Buffer.alloc(64);
  const waited = () => Number(bytes.toString("latin1", 0, readSync(schedstat, bytes, 0, 64, 0)).split(" ")[1]);
  globalThis.salvoRunUs = () => {
    // The wait read before and after the wall clock, again until they agree:
    // a turn lost between the readings would count the one and not the other.
    for (;;) {
      const before = waited();
      const now = performance.now();
      if (waited() === before) return Math.floor(now * 1000 - before / 1000);
    }
  };
} catch {
  // (not Linux: the tools fall back to wall time and process.cpuUsage())
}

const mp = await loadEngine({
  heapsize,
  stdout: (line) => process.stdout.write(line + "\n"),
  stderr: (line) => process.stderr.write(line + "\n"),
});

// Flush a last line that had no newline (the package passes whole lines only).
function flushPartialLines() {
  const module = mp._module;
  for (const [name, stream] of [["_stdoutBuffer", process.stdout], ["_stderrBuffer", process.stderr]]) {
    const buffer = module[name];
    if (buffer && buffer.length) {
      stream.write(module._textDecoder.decode(new Uint8Array(buffer)));
      module[name] = [];
    }
  }
}

let status = 0;
try {
  const setup =
    "import sys\n" +
    "sys.argv[:] = " + JSON.stringify([basename(scriptPath), ...scriptArgs]) + "\n";
  mp.runPython(setup);
  mp.runPython(readFileSync(scriptPath, "utf8"));
} catch (error) {
  if (error.name !== "PythonError") throw error;
  flushPartialLines();
  const lastLine = error.message.trimEnd().split("\n").pop();
  const exit = /^SystemExit:\s*(.*)$/.exec(lastLine);
  if (exit) {
    const code = exit[1].trim();
    if (code === "" || code === "None") status = 0;
    else if (/^-?\d+$/.test(code)) status = Number(code);
    else {
      process.stderr.write(code + "\n");
      status = 1;
    }
  } else {
    process.stderr.write(error.message.replaceAll('File "<stdin>"', 'File "' + scriptPath + '"'));
    status = 1;
  }
}
flushPartialLines();
process.exitCode = status;
