// Salvo's web console: the device's own code (code.py's engine, games and
// hw/web.py as the board) under MicroPython's WebAssembly build, in a page.
//
// startSalvo() loads the interpreter, copies the drive (files.json lists it)
// into its file system, puts the device lane's displayio stand-ins in place
// and then runs one App frame per call, 30 a second. hw/web.py hands each
// refresh over as grid records in the interpreter's memory; compose() below
// turns them into RGB565 pixels exactly as tests/device/compose.py does for
// the lane (layers in order, group offsets and whole-number scales, tiles,
// flips, transparent palette entries), only in JavaScript, where a frame
// takes well under a millisecond.

export const WIDTH = 160;
export const HEIGHT = 128;
export const FRAME_MS = 33;
const GRID = 15; // ints per grid record (hw/web.py _GRID)
// What the pads' buttons are called in the engine (engine/ui/pad.py).
export const UP = 0, DOWN = 1, LEFT = 2, RIGHT = 3, A = 4, B = 5;
// The simulator's keys (desktop/sim.py): [seat, button] per KeyboardEvent.code.
export const KEYS = {
  KeyW: [0, UP], KeyS: [0, DOWN], KeyA: [0, LEFT], KeyD: [0, RIGHT], KeyF: [0, A], KeyG: [0, B],
  KeyI: [1, UP], KeyK: [1, DOWN], KeyJ: [1, LEFT], KeyL: [1, RIGHT], KeyO: [1, A], KeyP: [1, B],
  ArrowUp: [1, UP], ArrowDown: [1, DOWN], ArrowLeft: [1, LEFT], ArrowRight: [1, RIGHT],
  Enter: [1, A], Backspace: [1, B],
};

let memory = null; // the interpreter's WebAssembly.Memory, caught as it is made

function catchMemory(result) {
  const instance = result.instance || result;
  for (const value of Object.values(instance.exports)) {
    if (value instanceof WebAssembly.Memory) memory = value;
  }
  return result;
}

// The MicroPython build exports no view of its memory, so the page keeps the
// Memory its module is instantiated with (WEB-NOTES: touching HEAPU8 aborts).
for (const name of ["instantiate", "instantiateStreaming"]) {
  const original = WebAssembly[name];
  if (original && !original.salvo) {
    WebAssembly[name] = async function (...args) {
      return catchMemory(await original.apply(this, args));
    };
    WebAssembly[name].salvo = true;
  }
}

/** Pixels of one refresh: records of hw/web.py's WebDisplay into frame (Uint16Array RGB565). */
export function compose(frame, gridAt, count, colorAt) {
  const heap = new Uint8Array(memory.buffer);
  const ints = new Int32Array(memory.buffer);
  frame.fill(0);
  for (let g = 0; g < count; g++) {
    const r = (gridAt >> 2) + g * GRID;
    const x = ints[r], y = ints[r + 1], scale = ints[r + 2], flags = ints[r + 3];
    const across = ints[r + 4], down = ints[r + 5], tileW = ints[r + 6], tileH = ints[r + 7];
    const data = ints[r + 8], stride = ints[r + 9], bits = ints[r + 10], bitmapW = ints[r + 11];
    const tiles = ints[r + 12], first = ints[r + 13], colors = ints[r + 14];
    const palette = (colorAt >> 2) + first;
    const localW = across * tileW, localH = down * tileH;
    const perRow = bitmapW / tileW;
    const mask = (1 << bits) - 1;
    const top = Math.max(y, 0), bottom = Math.min(y + localH * scale, HEIGHT);
    const from = x >= 0 ? 0 : Math.floor((scale - 1 - x) / scale);
    const to = Math.min(localW, Math.floor((WIDTH - x + scale - 1) / scale));
    for (let sy = top; sy < bottom; sy++) {
      let ly = Math.floor((sy - y) / scale);
      if (flags & 2) ly = localH - 1 - ly;
      const tileRow = Math.floor(ly / tileH);
      const py = ly - tileRow * tileH;
      const line = sy * WIDTH;
      for (let lx = from; lx < to; lx++) {
        const sx = flags & 1 ? localW - 1 - lx : lx;
        const tileCol = Math.floor(sx / tileW);
        const tile = heap[tiles + tileRow * across + tileCol];
        const bx = (tile % perRow) * tileW + sx - tileCol * tileW;
        const by = Math.floor(tile / perRow) * tileH + py;
        const row = data + by * stride;
        let value;
        if (bits === 8) value = heap[row + bx];
        else if (bits === 16) value = heap[row + 2 * bx] | (heap[row + 2 * bx + 1] << 8);
        else {
          const bit = bx * bits;
          value = (heap[row + (bit >> 3)] >> (bit & 7)) & mask;
        }
        if (value >= colors) continue;
        const color = ints[palette + value];
        if (color < 0) continue;
        for (let k = 0, sx2 = x + lx * scale; k < scale; k++, sx2++) {
          if (sx2 >= 0 && sx2 < WIDTH) frame[line + sx2] = color;
        }
      }
    }
  }
}

/** The frame's checkpoint hash, as the device lane and the simulator take it:
 * the first 16 hex digits of sha256 over big-endian RGB565 rows. */
export async function frameHash(frame) {
  const bytes = new Uint8Array(frame.length * 2);
  for (let i = 0; i < frame.length; i++) {
    bytes[2 * i] = frame[i] >> 8;
    bytes[2 * i + 1] = frame[i] & 0xff;
  }
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest.slice(0, 8), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** RGB565 to the canvas's RGBA bytes. */
export function paint(frame, rgba) {
  for (let i = 0; i < frame.length; i++) {
    const c = frame[i];
    const r = (c >> 11) & 31, g = (c >> 5) & 63, b = c & 31;
    rgba[4 * i] = (r << 3) | (r >> 2);
    rgba[4 * i + 1] = (g << 2) | (g >> 4);
    rgba[4 * i + 2] = (b << 3) | (b >> 2);
    rgba[4 * i + 3] = 255;
  }
}

/** Copy the drive's files (files.json) from `base` into MicroPython's file system at /salvo. */
async function copyDrive(mp, base) {
  const list = await (await fetch(base + "files.json")).json();
  const made = new Set();
  for (const path of list) {
    const parts = path.split("/");
    for (let i = 1; i < parts.length; i++) {
      const folder = "/salvo/" + parts.slice(0, i).join("/");
      if (!made.has(folder)) {
        try { mp.FS.mkdir(folder); } catch (error) { /* there already */ }
        made.add(folder);
      }
    }
    const bytes = new Uint8Array(await (await fetch(base + "drive/" + path)).arrayBuffer());
    mp.FS.writeFile("/salvo/" + path, bytes);
  }
}

/**
 * Boot Salvo (`tour`: play the device lane's tour, a test build's; `touch`:
 * the screens name the touch pads' arrows, not keys). `hooks`: draw(frame) after each refresh, led(seat, color),
 * tone(seat, hz, ms), print(line). Returns {press(seat, button, down), step(),
 * frame, timings, stop()}; call start() to run 30 frames a second.
 */
export async function startSalvo(base, hooks = {}, tour = false, touch = false) {
  const { loadMicroPython } = await import(base + "micropython.mjs");
  const print = hooks.print || ((line) => console.log(line));
  const mp = await loadMicroPython({ heapsize: 1024 * 1024, stdout: print, stderr: print });
  mp.FS.mkdir("/salvo");
  await copyDrive(mp, base);
  const frame = new Uint16Array(WIDTH * HEIGHT);
  // timings: ms each frame call took (App step, composing, painting);
  // stamps: when each began (the frame rate the page keeps).
  const salvo = { frame, refreshes: 0, timings: [], stamps: [], tones: 0, leds: 0, running: false };
  globalThis.salvoDraw = (gridAt, count, colorAt, copyAt) => {
    compose(frame, gridAt, count, colorAt);
    if (copyAt) {
      const heap = new Uint8Array(memory.buffer);
      for (let i = 0; i < frame.length; i++) {
        heap[copyAt + 2 * i] = frame[i] >> 8;
        heap[copyAt + 2 * i + 1] = frame[i] & 0xff;
      }
    }
    salvo.refreshes++;
    if (hooks.draw) hooks.draw(frame);
  };
  globalThis.salvoLed = (seat, color) => {
    salvo.leds++;
    if (hooks.led) hooks.led(seat, color);
  };
  globalThis.salvoTone = (seat, hz, ms) => {
    salvo.tones++;
    if (hooks.tone) hooks.tone(seat, hz, ms);
  };
  mp.runPython(
    "import sys\nsys.path[:0] = ['/salvo/lane', '/salvo', '/salvo/lib']\n" +
    "import displayio_standin\nsys.modules['displayio'] = displayio_standin\n" +
    "import fontio, terminalio, bitmaptools\n" +
    (tour ? "import web_tour\nweb_tour.start()\n" : "import hw.web\nhw.web.start(" + (touch ? "True" : "False") + ")\n")
  );
  const web = mp.pyimport(tour ? "web_tour" : "hw.web");
  salvo.press = (seat, button, down) => web.push(seat, button, down);
  salvo.scene = () => (tour ? "" : web.scene());
  salvo.step = () => {
    const started = performance.now();
    let going;
    try {
      going = web.frame();
    } catch (error) {
      // As a board in normal mode: the program stops and says why.
      salvo.stop();
      salvo.error = error.message;
      if (hooks.stopped) hooks.stopped(error.message);
      throw error;
    }
    salvo.timings.push(performance.now() - started);
    salvo.stamps.push(started);
    if (salvo.timings.length > 3000) {
      salvo.timings.splice(0, 1000);
      salvo.stamps.splice(0, 1000);
    }
    return going;
  };
  let timer = null;
  salvo.start = () => {
    if (timer === null) timer = setInterval(salvo.step, FRAME_MS);
    salvo.running = true;
  };
  salvo.stop = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
    salvo.running = false;
  };
  salvo.run = (code) => mp.runPython(code);
  return salvo;
}
