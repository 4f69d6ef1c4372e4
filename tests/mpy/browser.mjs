// Salvo's web console in a real headless Chromium (tests/test_web.py):
// Playwright drives the Chromium that @sparticuz/chromium ships in its npm
// package (no browser download: the package registries are all there is).
//
//   node tests/mpy/browser.mjs play URL SHOT.png   a Starship match against the CPU by keys
//   node tests/mpy/browser.mjs touch URL SHOT.png  the touch pads: menu, a match, the pause chord
//   node tests/mpy/browser.mjs tour URL            the device lane's tour (a build made with --tour)
//
// Prints one JSON object a line for the test to read; exit 1 on a page error.

import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// The package unpacks Chromium into TMPDIR once and reuses it afterwards.
process.env.TMPDIR = process.env.SALVO_CHROMIUM_DIR || join(tmpdir(), "salvo-chromium");
mkdirSync(process.env.TMPDIR, { recursive: true });
const { default: chromium } = await import("@sparticuz/chromium");
const { chromium: playwright } = await import("playwright-core");

const [mode, url, shot] = process.argv.slice(2);
const browser = await playwright.launch({
  executablePath: await chromium.executablePath(),
  args: [...chromium.args, "--disable-background-networking"],
  headless: true,
});
const errors = [];
// The touch test: a phone's screen, held upright between two people.
const page = await browser.newPage(mode === "touch" ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } : { viewport: { width: 720, height: 900 } });
page.on("pageerror", (error) => errors.push(error.message));
const say = (object) => console.log(JSON.stringify(object));

async function boot(query) {
  await page.goto(url + query);
  // A tour's frames are stepped by this script, so its page has drawn none yet.
  await page.waitForFunction((touring) => window.salvo && (touring || window.salvo.refreshes > 0), query === "?tour", { timeout: 60000 });
}
const scene = () => page.evaluate(() => window.salvo.scene());
/** The canvas's pixels as RGB565 (what the player sees), and whether they equal the frame composed. */
const canvas = () =>
  page.evaluate(() => {
    const context = document.getElementById("screen").getContext("2d", { willReadFrequently: true });
    const data = context.getImageData(0, 0, 160, 128).data;
    let same = true, lit = 0;
    for (let i = 0; i < 160 * 128; i++) {
      const c = window.salvo.frame[i];
      const r = (c >> 11) & 31, g = (c >> 5) & 63, b = c & 31;
      if (data[4 * i] !== ((r << 3) | (r >> 2)) || data[4 * i + 1] !== ((g << 2) | (g >> 4)) || data[4 * i + 2] !== ((b << 3) | (b >> 2))) same = false;
      if (c) lit++;
    }
    return { same, lit };
  });
async function key(code, ms = 80) {
  await page.keyboard.down(code);
  await page.waitForTimeout(ms);
  await page.keyboard.up(code);
  await page.waitForTimeout(120);
}
function percentiles(list) {
  const sorted = [...list].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { frames: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted[sorted.length - 1] };
}

try {
  if (mode === "tour") {
    await boot("?tour");
    let going = true;
    while (going) going = await page.evaluate(() => { for (let n = 0; n < 200; n++) if (!window.salvo.step()) return false; return true; });
    say({ lines: await page.evaluate(() => window.salvoLines.filter((line) => line.startsWith("check ") || line === "tour done")) });
  } else if (mode === "play") {
    await boot("");
    say({ scene: await scene(), canvas: await canvas() });
    // The menu opens on Starship Combat, P1 a person, P2 the CPU: down to PLAY, RIGHT.
    await key("KeyS"); await key("KeyS"); await key("KeyS");
    await key("KeyD");
    await page.waitForTimeout(500);
    say({ scene: await scene() });
    // The pause chord on the keyboard: P1's LEFT and RIGHT held together, then RIGHT resumes.
    await page.keyboard.down("KeyA");
    await page.keyboard.down("KeyD");
    await page.waitForTimeout(1500);
    const paused = await scene();
    await page.keyboard.up("KeyA");
    await page.keyboard.up("KeyD");
    await page.waitForTimeout(200);
    await key("KeyD");
    await page.waitForTimeout(300);
    say({ paused, resumed: await scene() });
    await page.evaluate(() => { window.salvo.timings.length = 0; window.salvo.stamps.length = 0; });
    let rounds = 0;
    while (rounds < 80 && (await scene()) !== "ResultScreen") {
      await key("KeyW"); // fire
      await key("KeyW"); // again: lock
      await page.waitForTimeout(400);
      rounds++;
    }
    const [timings, stamps, tones, leds] = await page.evaluate(() => [window.salvo.timings, window.salvo.stamps, window.salvo.tones, window.salvo.leds]);
    const timing = percentiles(timings);
    timing.fps = (1000 * (stamps.length - 1)) / (stamps[stamps.length - 1] - stamps[0]);
    say({ scene: await scene(), rounds, canvas: await canvas(), timing, tones, leds });
    await page.screenshot({ path: shot });
  } else if (mode === "touch") {
    await boot("?touch");
    const tap = async (name, ms = 80) => {
      const box = await page.getByRole("button", { name }).boundingBox();
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForTimeout(ms + 150);
    };
    const before = await page.evaluate(() => Array.from(window.salvo.frame));
    await tap("P1 \u25bc");
    const moved = await page.evaluate((old) => window.salvo.frame.some((c, i) => c !== old[i]), before);
    say({ moved, scene: await scene() });
    await tap("P1 \u25bc"); await tap("P1 \u25bc"); await tap("P1 \u25b6", 400);
    say({ scene: await scene() });
    // The pause chord with two fingers: P1's LEFT and RIGHT held together.
    const touchAt = async (name) => {
      const box = await page.getByRole("button", { name }).boundingBox();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const left = await touchAt("P1 \u25c0"), right = await touchAt("P1 \u25b6");
    // Synthetic touch events, two fingers at once (Playwright's tap is one).
    const fire = (type, points) => page.evaluate(([type, points]) => {
      const touches = points.map((p, i) => new Touch({ identifier: i + 1, target: document.elementFromPoint(p.x, p.y), clientX: p.x, clientY: p.y }));
      const held = type === "touchend" ? [] : touches;
      touches[0].target.dispatchEvent(new TouchEvent(type, { touches: held, targetTouches: held, changedTouches: touches, bubbles: true, cancelable: true }));
    }, [type, points]);
    await fire("touchstart", [left, right]);
    await page.waitForTimeout(1500);
    const paused = await scene();
    await fire("touchend", [left, right]);
    await page.waitForTimeout(300);
    say({ paused });
    await page.screenshot({ path: shot });
  }
} finally {
  say({ errors });
  await browser.close();
}
process.exit(errors.length ? 1 : 0);
