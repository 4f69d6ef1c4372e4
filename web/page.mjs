// The page around the web console (web/console.mjs): a canvas scaled by whole
// numbers, two seat lights, the keyboard, two touch pads (one at each end,
// for two people sharing a phone or tablet laid flat), WebAudio tones muted
// until the first press (browsers require it) and a mute button.

import { startSalvo, paint, KEYS, WIDTH, HEIGHT, UP, DOWN, LEFT, RIGHT, A, B } from "./console.mjs";

const canvas = document.getElementById("screen");
const context = canvas.getContext("2d", { willReadFrequently: true });
const image = context.createImageData(WIDTH, HEIGHT);
const status = document.getElementById("status");
const muteButton = document.getElementById("mute");

function fit() {
  // Whole-number scale: every board pixel stays a crisp square.
  const room = Math.min((window.innerWidth - 60) / WIDTH, (window.innerHeight - 140) / HEIGHT);
  const touch = document.body.classList.contains("touch");
  const scale = Math.max(1, Math.floor(touch ? Math.min(room, (window.innerHeight - 420) / HEIGHT) : room));
  canvas.style.width = WIDTH * scale + "px";
  canvas.style.height = HEIGHT * scale + "px";
}

let audio = null;
let muted = false;
function tone(seat, hz, ms) {
  if (!audio || muted) return;
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = "square";
  oscillator.frequency.value = hz;
  gain.gain.value = 0.05;
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start();
  oscillator.stop(audio.currentTime + ms / 1000);
}
function wakeAudio() {
  if (audio === null && (window.AudioContext || window.webkitAudioContext)) {
    audio = new (window.AudioContext || window.webkitAudioContext)();
    showMute();
  }
}
function showMute() {
  muteButton.textContent = audio === null ? "sound: off until a key" : muted ? "sound: off" : "sound: on";
}
muteButton.addEventListener("click", () => {
  wakeAudio();
  muted = !muted && audio !== null;
  showMute();
});

function led(seat, color) {
  const dot = document.getElementById("led" + seat);
  dot.style.background = color ? "#" + color.toString(16).padStart(6, "0") : "#222";
}

const touring = new URLSearchParams(location.search).has("tour"); // the test drives the frames
const touch = matchMedia("(pointer: coarse)").matches || new URLSearchParams(location.search).has("touch");
if (touch) document.body.classList.add("touch");
const salvo = await startSalvo(new URL(".", import.meta.url).href, {
  draw(frame) {
    paint(frame, image.data);
    context.putImageData(image, 0, 0);
  },
  led,
  tone,
  stopped: (message) => {
    status.textContent = "Salvo stopped: " + message.trim().split("\n").pop();
  },
  print: (line) => {
    (window.salvoLines = window.salvoLines || []).push(line);
    console.log(line);
  },
}, touring, touch);
window.salvo = salvo; // for the browser test and the curious

const held = new Set();
window.addEventListener("keydown", (event) => {
  const key = KEYS[event.code];
  if (!key) return;
  event.preventDefault();
  wakeAudio();
  if (held.has(event.code)) return; // the browser's own key repeat: the engine repeats
  held.add(event.code);
  salvo.press(key[0], key[1], true);
});
window.addEventListener("keyup", (event) => {
  const key = KEYS[event.code];
  if (!key || !held.delete(event.code)) return;
  event.preventDefault();
  salvo.press(key[0], key[1], false);
});
window.addEventListener("blur", () => {
  for (const code of held) salvo.press(KEYS[code][0], KEYS[code][1], false);
  held.clear();
});

// Touch pads: a cross on the left, B and A on the right; each finger is
// followed by its own identifier, so LEFT+RIGHT or A+B held together pause.
const LAYOUT = [
  ["", "\u25b2", "", "", ""], ["\u25c0", "", "\u25b6", "B", "A"], ["", "\u25bc", "", "", ""],
];
const BUTTON_OF = { "\u25b2": UP, "\u25bc": DOWN, "\u25c0": LEFT, "\u25b6": RIGHT, A: A, B: B };
for (const seat of [0, 1]) {
  const pad = document.getElementById("pad" + seat);
  for (const row of LAYOUT) {
    for (const label of row) {
      const cell = document.createElement(label ? "button" : "span");
      if (label) {
        cell.textContent = label;
        cell.dataset.button = BUTTON_OF[label];
        cell.dataset.seat = seat;
        cell.setAttribute("aria-label", "P" + (seat + 1) + " " + label);
      }
      pad.appendChild(cell);
    }
  }
}
const fingers = new Map(); // touch identifier -> the pad button under it
function touched(event) {
  event.preventDefault();
  wakeAudio();
  for (const touch of event.changedTouches) {
    const was = fingers.get(touch.identifier);
    const ended = event.type === "touchend" || event.type === "touchcancel";
    const under = ended ? null : document.elementFromPoint(touch.clientX, touch.clientY);
    const button = under && under.dataset && under.dataset.button !== undefined ? under : null;
    if (was === button) continue;
    if (was) {
      was.classList.remove("down");
      salvo.press(Number(was.dataset.seat), Number(was.dataset.button), false);
      fingers.delete(touch.identifier);
    }
    if (button) {
      button.classList.add("down");
      salvo.press(Number(button.dataset.seat), Number(button.dataset.button), true);
      fingers.set(touch.identifier, button);
    }
  }
}
for (const type of ["touchstart", "touchmove", "touchend", "touchcancel"]) {
  document.addEventListener(type, touched, { passive: false });
}
window.addEventListener("resize", fit);
fit();
if (!touring) salvo.start();
status.textContent = touring ? "tour" : "running";
