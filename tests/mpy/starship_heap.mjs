// Heap per Starship CPU decision under the official MicroPython (WebAssembly build).
// Usage: npm install --prefix tests/mpy && node tests/mpy/starship_heap.mjs
// Copies the repo's engine/ (data file included) into MicroPython's MEMFS, plays
// seeded matches with the CPU at every level, and prints gc.mem_alloc() deltas
// around each choose() (gc disabled meanwhile, so nothing is collected mid-way).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { loadMicroPython } from "@micropython/micropython-webassembly-pyscript";

const repo = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
let out = "";
const mp = await loadMicroPython({ heapsize: 256 * 1024, stdout: (s) => { out += s + "\n"; } });

function copyTree(src, dst) {
  mp.FS.mkdir(dst);
  for (const name of readdirSync(src)) {
    if (name === "__pycache__") continue;
    const from = join(src, name);
    if (statSync(from).isDirectory()) copyTree(from, dst + "/" + name);
    else mp.FS.writeFile(dst + "/" + name, readFileSync(from));
  }
}
copyTree(join(repo, "engine"), "/engine");

mp.runPython(`
import gc, sys
sys.path.insert(0, "/")
from engine.games.starship import Starship
from engine.match import make_bot
from engine.bots.random_play import Bot as RandomBot
from engine.bots.starship import LEVELS
from engine.prng import Rng
for level in range(1, len(LEVELS) + 1):
    worst = 0
    total = 0
    count = 0
    for seed in range(40):
        game = Starship(seed, [20])
        cpu = make_bot(Starship, 0, level, seed)
        other = RandomBot(1, Rng(seed + 7))
        while game.result() is None:
            view = game.view(0)
            legal = game.legal(0)
            gc.collect()
            gc.disable()
            before = gc.mem_alloc()
            action = cpu.choose(view, legal)
            used = gc.mem_alloc() - before
            gc.enable()
            worst = max(worst, used)
            total += used
            count += 1
            game.apply([action, other.choose(game.view(1), game.legal(1))])
    print("{} heap per decision: max {} bytes, mean {} bytes over {} decisions".format(
        LEVELS[level - 1], worst, total // count, count))
`);
process.stdout.write(out);
