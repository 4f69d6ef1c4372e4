// Load the official MicroPython WebAssembly build with the repository's engine/
// and games/ packages and the reference players of tools/players (.py files and
// .bin data tables) copied into its in-memory file system at
// /salvo/engine, and /salvo first on sys.path: the device's view of the code.
// Shared by tests/mpy/run.mjs and tools/mpy_heap.mjs.

import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const MOUNT = "/salvo";
const PACKAGE = "@micropython/micropython-webassembly-pyscript";

// Copy the files of a host folder whose names end in one of `suffixes` into
// MEMFS (folders made as needed).
export function copyTree(mp, src, dst, suffixes = [".py", ".bin"]) {
  mkdirs(mp, dst);
  for (const name of readdirSync(src).sort()) {
    if (name === "__pycache__") continue;
    const from = join(src, name);
    if (statSync(from).isDirectory()) copyTree(mp, from, dst + "/" + name, suffixes);
    else if (suffixes.some((suffix) => name.endsWith(suffix))) mp.FS.writeFile(dst + "/" + name, readFileSync(from));
  }
}

function mkdirs(mp, path) {
  let at = "";
  for (const part of path.split("/").filter(Boolean)) {
    at += "/" + part;
    if (!mp.FS.analyzePath(at).exists) mp.FS.mkdir(at);
  }
}

// MicroPython with engine/ importable; exits 2 with the install hint when the npm
// package is missing. options go to loadMicroPython (heapsize, stdout, stderr).
export async function loadEngine(options) {
  let loadMicroPython;
  try {
    ({ loadMicroPython } = await import(PACKAGE));
  } catch (error) {
    process.stderr.write(
      "MicroPython WebAssembly package " + PACKAGE + " is not installed: " +
        "run `npm ci --prefix tests/mpy` in the repository root.\n(" + error.message + ")\n",
    );
    process.exit(2);
  }
  const mp = await loadMicroPython(options);
  mp.FS.mkdir(MOUNT);
  mp.FS.mkdir(MOUNT + "/tools");
  mp.FS.writeFile(MOUNT + "/tools/__init__.py", "");
  for (const tree of ["engine", "games", "tools/players"]) copyTree(mp, join(ROOT, tree), MOUNT + "/" + tree);
  // The device clock's calibration (tools/device_clock.py), its Pystone and the duel harness.
  for (const file of ["device_clock.py", "duel.py", "pystone.py"]) {
    mp.FS.writeFile(MOUNT + "/tools/" + file, readFileSync(join(ROOT, "tools", file)));
  }
  mp.runPython("import sys\nsys.path.insert(0, " + JSON.stringify(MOUNT) + ")\n");
  return mp;
}
