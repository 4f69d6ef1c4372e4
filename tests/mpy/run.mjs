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

import { readFileSync, readdirSync, statSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, "..", "..");
const PACKAGE = "@micropython/micropython-webassembly-pyscript";
const MOUNT = "/salvo"; // where the repository's device code lives inside MicroPython

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

let loadMicroPython;
try {
  ({ loadMicroPython } = await import(PACKAGE));
} catch (error) {
  process.stderr.write(
    "MicroPython WebAssembly package " + PACKAGE + " is not installed: " +
      "run `npm install --prefix tests/mpy` in the repository root.\n(" + error.message + ")\n",
  );
  process.exit(2);
}

// Every .py file (and .bin data table) below `dir`, as paths relative to ROOT.
function pythonFiles(dir) {
  const found = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== "__pycache__") found.push(...pythonFiles(path));
    } else if (name.endsWith(".py") || name.endsWith(".bin")) {
      found.push(relative(ROOT, path));
    }
  }
  return found;
}

const mp = await loadMicroPython({
  heapsize,
  stdout: (line) => process.stdout.write(line + "\n"),
  stderr: (line) => process.stderr.write(line + "\n"),
});

// Copy the device package into MEMFS, creating folders on the way.
const made = new Set();
function mkdirs(path) {
  let at = "";
  for (const part of path.split("/").filter(Boolean)) {
    at += "/" + part;
    if (!made.has(at)) {
      try {
        mp.FS.mkdir(at);
      } catch (error) {
        // already there
      }
      made.add(at);
    }
  }
}
for (const file of pythonFiles(join(ROOT, "engine"))) {
  const target = MOUNT + "/" + file.split("\\").join("/");
  mkdirs(dirname(target));
  mp.FS.writeFile(target, readFileSync(join(ROOT, file)));
}

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
    "sys.path.insert(0, " + JSON.stringify(MOUNT) + ")\n" +
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
