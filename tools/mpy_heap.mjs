// Heap of each game's rules and CPU players under the official MicroPython
// WebAssembly build (the npm package tests/mpy installs). Called by
// tools/bench_memory.py; prints one JSON line per match.
//
//   node tools/mpy_heap.mjs [SEEDS] [HEAP_BYTES] [sliced]
//
// "sliced": the CPUs think a frame per call (B.think) as on a match screen.
//
// engine/ (.py and .bin) is copied into MicroPython's MEMFS at /salvo/engine and
// tools/mpy_heap_driver.py is run there. Its gc frees garbage only at the start
// of a runPython call, so every measured step is its own call (see the driver).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT, loadEngine } from "../tests/mpy/engine_fs.mjs";

const seeds = Number(process.argv[2] || 4);
const heapsize = Number(process.argv[3] || 512 * 1024);
const decide = process.argv[4] === "sliced" ? "B.think()" : "B.decide()";
const lines = [];
const mp = await loadEngine({ heapsize, stdout: (line) => lines.push(line), stderr: (line) => process.stderr.write(line + "\n") });

function call(code) {
  lines.length = 0;
  mp.runPython(code);
  return lines.slice();
}

call(readFileSync(join(ROOT, "tools", "mpy_heap_driver.py"), "utf8"));
const names = call("B.list_games()")[0].split(" ");
for (const name of names) {
  call("B.mark()");
  call("B.load(" + JSON.stringify(name) + ")");
  call("B.loaded()");
  const levels = Number(call("B.levels(" + JSON.stringify(name) + ")")[0]);
  for (let level = 1; level <= levels; level++) {
    for (let seed = -1; seed < seeds; seed++) {
      // seed -1: a warm-up match, so modules and data a game loads lazily on
      // its first decision are not counted in the first measured match.
      call("B.drop()");
      call("B.settle()");
      call("B.settle()");
      call("B.prepare(" + JSON.stringify(name) + ", " + level + ", " + (Math.max(seed, 0) * 7919 + 11) + ")");
      call("B.begin()");
      for (;;) {
        let out = call(decide);
        while (out[out.length - 1] === "more") out = call(decide);
        if (out[out.length - 1] !== "ready") throw new Error("unexpected driver output: " + out.join("\n"));
        out = call("B.resolve()");
        const last = out[out.length - 1] || "";
        if (last.startsWith("done ")) {
          if (seed >= 0) process.stdout.write(last.slice(5) + "\n");
          break;
        }
        if (last !== "more") throw new Error("unexpected driver output: " + out.join("\n"));
      }
    }
  }
}
