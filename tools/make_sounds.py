"""Synthesize every sound of Zoo Arcade into ``sounds/`` (mono 22 050 Hz).

The effects are 16-bit PCM WAV (short, exact transients, a few kB each); the two music
loops are Ogg Vorbis (a tenth of their WAV size, which the executable carries), encoded with
``soundfile`` (libsndfile): ``pip install -e ".[tools]"``.  ``--wav`` writes the music as WAV
too, with the standard library only.  The synthesis uses only the standard library (wave,
math, struct, random with fixed seeds), so the samples are the same on every run and every
machine. All sounds are original and released with the project (see ``sounds/CREDITS.md``).

Usage::

    python tools/make_sounds.py            # writes sounds/*.wav (effects) and sounds/*.ogg (music)
    python tools/make_sounds.py --out DIR  # somewhere else

Building blocks: oscillators with pitch sweeps, ADSR / exponential envelopes, white noise
through a state-variable filter (low/band/high pass with moving cut-off), a Schroeder/Freeverb
style reverb, and a soft limiter. The two music loops are written into a circular buffer, so
note and reverb tails wrap around and the loops repeat seamlessly.
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 22050
TAU = 2.0 * math.pi
ROOT = Path(__file__).resolve().parent.parent

Buffer = list[float]
FreqFn = Callable[[float], float]  # time in seconds → frequency in Hz


# --------------------------------------------------------------------------- basics
def silence(seconds: float) -> Buffer:
    """Return ``seconds`` of silence."""
    return [0.0] * max(1, int(seconds * RATE))


def note_hz(midi: float) -> float:
    """Frequency of a MIDI note number (69 = A4 = 440 Hz)."""
    return 440.0 * 2.0 ** ((midi - 69.0) / 12.0)


def mix_into(dest: Buffer, src: Sequence[float], at: float = 0.0, gain: float = 1.0, wrap: bool = False) -> None:
    """Add ``src`` × ``gain`` into ``dest`` starting at ``at`` seconds (circularly if ``wrap``)."""
    start = int(at * RATE)
    n = len(dest)
    if wrap:
        for i, v in enumerate(src):
            dest[(start + i) % n] += v * gain
    else:
        for i in range(min(len(src), n - start)):
            dest[start + i] += src[i] * gain


def envelope(n: int, attack: float, decay: float, sustain: float, release: float) -> Buffer:
    """ADSR envelope over ``n`` samples; times in seconds, ``sustain`` level 0..1.

    The release starts ``release`` seconds before the end.
    """
    a, d, r = int(attack * RATE), int(decay * RATE), int(release * RATE)
    out = []
    rel_start = max(0, n - r)
    level = 0.0
    for i in range(n):
        if i < a:
            level = i / max(1, a)
        elif i < a + d:
            level = 1.0 - (1.0 - sustain) * (i - a) / max(1, d)
        else:
            level = sustain
        if i >= rel_start:
            level *= max(0.0, 1.0 - (i - rel_start) / max(1, r))
        out.append(level)
    return out


def exp_env(n: int, attack: float, tau: float) -> Buffer:
    """Fast linear attack then exponential decay with time constant ``tau`` seconds."""
    a = max(1, int(attack * RATE))
    k = 1.0 / max(1e-6, tau * RATE)
    return [i / a if i < a else math.exp(-(i - a) * k) for i in range(n)]


def osc(seconds: float, freq: float | FreqFn, shape: str = "sine", phase: float = 0.0) -> Buffer:
    """Oscillator. ``freq`` is Hz or a function of time (pitch sweeps).

    Shapes: ``sine``, ``triangle``, ``square`` and ``saw`` (the last two additive, band-limited
    to below Nyquist, so they stay soft and alias-free).
    """
    n = int(seconds * RATE)
    out = []
    ph = phase
    fn = freq if callable(freq) else None
    f_const = 0.0 if callable(freq) else float(freq)
    for i in range(n):
        f = fn(i / RATE) if fn else f_const
        ph += TAU * f / RATE
        if shape == "sine":
            v = math.sin(ph)
        elif shape == "triangle":
            x = (ph / TAU) % 1.0
            v = 4.0 * abs(x - 0.5) - 1.0
        else:
            harmonics = max(1, min(12, int((RATE / 2.2) / max(f, 1.0))))
            v = 0.0
            if shape == "square":
                for h in range(1, harmonics + 1, 2):
                    v += math.sin(ph * h) / h
                v *= 0.9
            else:  # saw
                for h in range(1, harmonics + 1):
                    v += math.sin(ph * h) / h * (1 if h % 2 else -1)
                v *= 0.6
        out.append(v)
    return out


def fm_bell(seconds: float, freq: float, ratio: float = 3.5, index: float = 2.5, tau: float = 0.35) -> Buffer:
    """A bell / marimba-like FM tone with decaying brightness."""
    n = int(seconds * RATE)
    out = []
    for i in range(n):
        t = i / RATE
        env = math.exp(-t / tau)
        mod = index * env * math.sin(TAU * freq * ratio * t)
        out.append(math.sin(TAU * freq * t + mod) * env * min(1.0, t * 400))
    return out


def noise(seconds: float, rng: random.Random) -> Buffer:
    """White noise in −1..1."""
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def svf(signal: Sequence[float], cutoff: float | FreqFn, q: float = 0.7, mode: str = "low") -> Buffer:
    """State-variable filter (topology-preserving, stable at any cut-off).

    ``cutoff`` is Hz or a function of time; ``mode`` is ``low``, ``band`` or ``high``.
    """
    k = 1.0 / max(0.05, q)
    ic1 = ic2 = 0.0
    out = []
    fn = cutoff if callable(cutoff) else None
    g_const = math.tan(math.pi * min(float(cutoff), RATE * 0.45) / RATE) if not callable(cutoff) else 0.0
    for i, x in enumerate(signal):
        if fn:
            g = math.tan(math.pi * min(max(fn(i / RATE), 20.0), RATE * 0.45) / RATE)
        else:
            g = g_const
        a1 = 1.0 / (1.0 + g * (g + k))
        v3 = x - ic2
        v1 = a1 * ic1 + g * a1 * v3
        v2 = ic2 + g * v1
        ic1 = 2.0 * v1 - ic1
        ic2 = 2.0 * v2 - ic2
        if mode == "low":
            out.append(v2)
        elif mode == "band":
            out.append(v1)
        else:
            out.append(x - k * v1 - v2)
    return out


def multiply(a: Sequence[float], b: Sequence[float]) -> Buffer:
    """Element-wise product (length of the shorter)."""
    return [x * y for x, y in zip(a, b, strict=False)]


def reverb(signal: Sequence[float], room: float = 0.75, damp: float = 0.4, wet: float = 0.25) -> Buffer:
    """Freeverb-style reverb (4 damped combs + 2 allpasses), returns dry + wet of same length."""
    comb_delays = [557, 593, 641, 677]
    ap_delays = [223, 171]
    combs = [[0.0] * d for d in comb_delays]
    comb_idx = [0] * 4
    comb_lp = [0.0] * 4
    aps = [[0.0] * d for d in ap_delays]
    ap_idx = [0] * 2
    out = []
    for x in signal:
        acc = 0.0
        for c in range(4):
            buf = combs[c]
            j = comb_idx[c]
            y = buf[j]
            comb_lp[c] = y * (1.0 - damp) + comb_lp[c] * damp
            buf[j] = x * 0.2 + comb_lp[c] * room
            comb_idx[c] = (j + 1) % len(buf)
            acc += y
        for a in range(2):
            buf = aps[a]
            j = ap_idx[a]
            bo = buf[j]
            buf[j] = acc + bo * 0.5
            acc = bo - acc
            ap_idx[a] = (j + 1) % len(buf)
        out.append(x + acc * wet)
    return out


def loop_reverb(signal: Buffer, **kw: float) -> Buffer:
    """Reverb for a loop: run it over two copies and keep the second, so the tail wraps around."""
    twice = reverb(signal + signal, **kw)
    return twice[len(signal) :]


def normalize(signal: Buffer, peak: float = 0.89) -> Buffer:
    """Scale so the loudest sample is ``peak`` (0..1 of full scale)."""
    top = max((abs(v) for v in signal), default=0.0)
    if top <= 0:
        return signal
    g = peak / top
    return [v * g for v in signal]


def fade(signal: Buffer, fade_in: float = 0.002, fade_out: float = 0.01) -> Buffer:
    """Short linear fades at both ends (no clicks)."""
    n = len(signal)
    fi, fo = max(1, int(fade_in * RATE)), max(1, int(fade_out * RATE))
    out = list(signal)
    for i in range(min(fi, n)):
        out[i] *= i / fi
    for i in range(min(fo, n)):
        out[n - 1 - i] *= i / fo
    return out


def trim_tail(signal: Buffer, threshold: float = 0.0015) -> Buffer:
    """Cut trailing near-silence (keeps effects short) and fade the end."""
    end = len(signal)
    while end > 1 and abs(signal[end - 1]) < threshold:
        end -= 1
    return fade(signal[: min(len(signal), end + int(0.02 * RATE))], fade_out=0.02)


def pcm16(signal: Sequence[float]) -> bytes:
    """Mono 16-bit little-endian PCM of ``signal``; samples are soft-limited into −1..1."""
    frames = bytearray()
    for v in signal:
        if abs(v) > 0.85:  # soft knee: everything above 0.85 is squeezed into 0.85..1
            v = math.copysign(0.85 + 0.15 * math.tanh((abs(v) - 0.85) / 0.15), v)
        frames += struct.pack("<h", int(max(-1.0, min(1.0, v)) * 32767))
    return bytes(frames)


def write_wav(path: Path, signal: Sequence[float]) -> None:
    """Write mono 16-bit PCM WAV at :data:`RATE` (see :func:`pcm16`)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(pcm16(signal))


#: Vorbis quality of the music loops, 0 (smallest) .. 1 (best); 0.4 is libvorbis' q4, transparent here.
OGG_QUALITY = 0.4


def write_ogg(path: Path, signal: Sequence[float]) -> None:
    """Write mono Ogg Vorbis at :data:`RATE` (see :func:`pcm16`).

    Raises:
        ImportError: ``soundfile`` (and numpy) are not installed: ``pip install -e ".[tools]"``.
    """
    import numpy as np
    import soundfile as sf

    path.parent.mkdir(parents=True, exist_ok=True)
    data = np.frombuffer(pcm16(signal), dtype="<i2")
    sf.write(str(path), data, RATE, format="OGG", subtype="VORBIS", compression_level=1.0 - OGG_QUALITY)


# --------------------------------------------------------------------------- effects
def card_pickup(rng: random.Random) -> Buffer:
    """Soft papery swish rising in pitch, with a light tick."""
    d = 0.16
    n = int(d * RATE)
    sw = svf(noise(d, rng), lambda t: 700 + 5200 * (t / d) ** 1.5, q=1.4, mode="band")
    sw = multiply(sw, envelope(n, 0.05, 0.05, 0.6, 0.06))
    tick = multiply(svf(noise(0.02, rng), 3500, q=2, mode="band"), exp_env(int(0.02 * RATE), 0.001, 0.004))
    out = silence(d + 0.1)
    mix_into(out, sw, 0.0, 1.0)
    mix_into(out, tick, 0.0, 0.6)
    return trim_tail(normalize(reverb(out, room=0.5, wet=0.12), 0.7))


def card_drop(rng: random.Random) -> Buffer:
    """A card landing on felt: a soft low thump plus a short paper slap."""
    n = int(0.12 * RATE)
    thump = multiply(osc(0.12, lambda t: 150 * math.exp(-t * 18) + 55), exp_env(n, 0.002, 0.03))
    slap = multiply(svf(noise(0.08, rng), 1800, q=0.8, mode="low"), exp_env(int(0.08 * RATE), 0.001, 0.015))
    out = silence(0.3)
    mix_into(out, thump, 0.0, 0.9)
    mix_into(out, slap, 0.003, 0.8)
    return trim_tail(normalize(reverb(out, room=0.55, wet=0.15), 0.8))


def card_flip(rng: random.Random) -> Buffer:
    """Two quick paper snaps (the card leaves and lands on its other face)."""
    out = silence(0.35)
    for at, centre, g in ((0.0, 2600.0, 0.8), (0.055, 3600.0, 1.0)):
        d = 0.05
        snap = svf(noise(d, rng), lambda t, c=centre: c * (1.0 + 2.0 * t), q=1.2, mode="band")
        mix_into(out, multiply(snap, exp_env(int(d * RATE), 0.001, 0.01)), at, g)
    woosh = multiply(
        svf(noise(0.1, rng), lambda t: 900 + 9000 * t, q=0.9, mode="band"), envelope(2205, 0.04, 0.02, 0.5, 0.04)
    )
    mix_into(out, woosh, 0.0, 0.35)
    return trim_tail(normalize(reverb(out, room=0.5, wet=0.12), 0.75))


def shuffle(rng: random.Random) -> Buffer:
    """A riffle shuffle: a burst of accelerating card flicks and a final bridge 'brrp'."""
    out = silence(1.25)
    t = 0.0
    gap = 0.045
    while t < 0.8:
        d = 0.018
        centre = rng.uniform(2200, 4200)
        flick = svf(noise(d, rng), centre, q=1.5, mode="band")
        mix_into(out, multiply(flick, exp_env(int(d * RATE), 0.0005, 0.004)), t, rng.uniform(0.5, 1.0))
        t += gap * rng.uniform(0.8, 1.2)
        gap = max(0.016, gap * 0.95)
    brrp_d = 0.28
    brrp = svf(noise(brrp_d, rng), lambda x: 1500 + 2500 * x / brrp_d, q=0.9, mode="band")
    flutter = [0.55 + 0.45 * math.sin(TAU * 38 * i / RATE) for i in range(len(brrp))]
    brrp = multiply(multiply(brrp, flutter), envelope(len(brrp), 0.02, 0.05, 0.7, 0.12))
    mix_into(out, brrp, 0.82, 0.9)
    return trim_tail(normalize(reverb(out, room=0.55, wet=0.15), 0.75))


def capture(rng: random.Random) -> Buffer:
    """A bright two-note chime going up, with a sparkle on top."""
    out = silence(1.3)
    for at, midi in ((0.0, 76), (0.09, 83)):
        bell = fm_bell(0.9, note_hz(midi), ratio=3.0, index=1.8, tau=0.28)
        mix_into(out, bell, at, 0.55)
        mix_into(out, fm_bell(0.6, note_hz(midi + 12), ratio=2.0, index=0.8, tau=0.12), at, 0.15)
    for _ in range(6):
        mix_into(
            out, fm_bell(0.2, rng.uniform(2500, 4200), ratio=1.5, index=0.5, tau=0.04), rng.uniform(0.12, 0.35), 0.08
        )
    return trim_tail(normalize(reverb(out, room=0.7, wet=0.3), 0.85))


def mutant_reveal(rng: random.Random) -> Buffer:
    """Ominous reveal: detuned falling saws in a tritone, a growl of filtered noise, a wobble."""
    d = 1.5
    n = int(d * RATE)
    out = silence(d + 0.6)
    for midi, detune in ((40, 0.0), (46, 0.13), (40.1, -0.1), (52, 0.07)):
        f0 = note_hz(midi + detune)
        tone = osc(d, lambda t, f=f0: f * (1.0 - 0.25 * t / d) * (1.0 + 0.012 * math.sin(TAU * 6.5 * t)), "saw")
        tone = svf(tone, lambda t: 2200 * math.exp(-t * 1.6) + 180, q=2.2, mode="low")
        mix_into(out, multiply(tone, envelope(n, 0.03, 0.3, 0.7, 0.6)), 0.0, 0.3)
    growl = svf(noise(d, rng), lambda t: 400 + 250 * math.sin(TAU * 9 * t), q=3.0, mode="band")
    mix_into(out, multiply(growl, envelope(n, 0.2, 0.2, 0.6, 0.5)), 0.0, 0.7)
    hit = multiply(osc(0.4, lambda t: 110 * math.exp(-t * 6) + 38), exp_env(int(0.4 * RATE), 0.002, 0.12))
    mix_into(out, hit, 0.0, 0.9)
    return trim_tail(normalize(reverb(out, room=0.82, damp=0.5, wet=0.35), 0.88))


def invalid(rng: random.Random) -> Buffer:
    """A gentle buzzy 'uh-uh': two short low notes, the second lower."""
    out = silence(0.5)
    for at, midi in ((0.0, 57), (0.14, 54)):
        d = 0.12
        tone = svf(osc(d, note_hz(midi), "square"), 1400, q=0.8)
        mix_into(out, multiply(tone, envelope(int(d * RATE), 0.005, 0.03, 0.7, 0.04)), at, 0.6)
    return trim_tail(normalize(reverb(out, room=0.4, wet=0.1), 0.7))


def turn_start(rng: random.Random) -> Buffer:
    """A friendly marimba 'ding-dong' up a fourth."""
    out = silence(1.0)
    mix_into(out, fm_bell(0.7, note_hz(79), ratio=4.0, index=1.2, tau=0.18), 0.0, 0.6)
    mix_into(out, fm_bell(0.8, note_hz(84), ratio=4.0, index=1.2, tau=0.22), 0.11, 0.7)
    return trim_tail(normalize(reverb(out, room=0.65, wet=0.25), 0.8))


def _brass(seconds: float, midi: float, rng: random.Random) -> Buffer:
    """A soft synth-brass note: slightly detuned saws with an opening filter."""
    n = int(seconds * RATE)
    f = note_hz(midi)
    a = osc(seconds, lambda t: f * (1.0 + 0.003 * math.sin(TAU * 5 * t)), "saw")
    b = osc(seconds, f * 1.004, "saw", phase=rng.uniform(0, TAU))
    s = [x + y for x, y in zip(a, b, strict=False)]
    s = svf(s, lambda t: 600 + 3000 * min(1.0, t / 0.08) * math.exp(-t * 1.2), q=0.9)
    return multiply(s, envelope(n, 0.02, 0.1, 0.75, min(0.15, seconds * 0.4)))


def win(rng: random.Random) -> Buffer:
    """Victory fanfare: a rising arpeggio into a held major chord, timpani and sparkles."""
    out = silence(3.0)
    beat = 0.13
    for i, midi in enumerate((60, 64, 67, 72)):
        mix_into(out, _brass(beat * 1.1, midi, rng), i * beat, 0.35)
    chord_at = 4 * beat
    for midi in (60, 64, 67, 72, 76):
        mix_into(out, _brass(1.3, midi, rng), chord_at, 0.22)
    for at in (chord_at, chord_at + 0.06):
        timp = multiply(osc(0.6, lambda t: 98 * (1 + 0.2 * math.exp(-t * 30))), exp_env(int(0.6 * RATE), 0.002, 0.2))
        mix_into(out, timp, at, 0.5)
    for _ in range(14):
        mix_into(
            out,
            fm_bell(0.3, rng.uniform(2000, 4500), ratio=1.5, index=0.6, tau=0.06),
            chord_at + rng.uniform(0, 1.2),
            0.07,
        )
    return trim_tail(normalize(reverb(out, room=0.78, wet=0.3), 0.88))


def click(rng: random.Random) -> Buffer:
    """A tiny, soft UI tick."""
    n = int(0.04 * RATE)
    tone = multiply(osc(0.04, lambda t: 2100 - 9000 * t), exp_env(n, 0.0005, 0.006))
    tick = multiply(svf(noise(0.01, rng), 5000, q=1.0, mode="band"), exp_env(int(0.01 * RATE), 0.0003, 0.002))
    out = silence(0.09)
    mix_into(out, tone, 0.0, 0.7)
    mix_into(out, tick, 0.0, 0.4)
    return trim_tail(normalize(reverb(out, room=0.3, wet=0.08), 0.6))


# --------------------------------------------------------------------------- music
def kick(rng: random.Random) -> Buffer:
    n = int(0.25 * RATE)
    return multiply(osc(0.25, lambda t: 55 + 110 * math.exp(-t * 35)), exp_env(n, 0.001, 0.07))


def snare(rng: random.Random) -> Buffer:
    n = int(0.18 * RATE)
    body = multiply(osc(0.18, 190), exp_env(n, 0.001, 0.03))
    rattle = multiply(svf(noise(0.18, rng), 2600, q=0.7, mode="band"), exp_env(n, 0.001, 0.05))
    return [0.5 * a + 0.9 * b for a, b in zip(body, rattle, strict=False)]


def hat(rng: random.Random, length: float = 0.05) -> Buffer:
    n = int(length * RATE)
    return multiply(svf(noise(length, rng), 7000, q=0.8, mode="high"), exp_env(n, 0.0005, length / 4))


def shaker(rng: random.Random) -> Buffer:
    n = int(0.09 * RATE)
    return multiply(svf(noise(0.09, rng), 5200, q=1.2, mode="band"), envelope(n, 0.03, 0.02, 0.5, 0.04))


def pluck(seconds: float, midi: float, bright: float = 2500.0, shape: str = "triangle") -> Buffer:
    """A plucked note: quick attack, decaying low-passed tone."""
    n = int(seconds * RATE)
    tone = svf(osc(seconds, note_hz(midi), shape), lambda t: 300 + bright * math.exp(-t * 9), q=0.8)
    return multiply(tone, envelope(n, 0.004, seconds * 0.5, 0.35, seconds * 0.45))


def pad(seconds: float, midis: Sequence[float], rng: random.Random, cutoff: float = 900.0) -> Buffer:
    """A slow, soft chord pad (detuned saws, low-passed, gentle swell)."""
    n = int(seconds * RATE)
    s = [0.0] * n
    for m in midis:
        for det in (-0.06, 0.06):
            tone = osc(seconds, note_hz(m + det), "saw", phase=rng.uniform(0, TAU))
            for i in range(n):
                s[i] += tone[i]
    s = svf(s, lambda t: cutoff * (0.8 + 0.2 * math.sin(TAU * t / seconds)), q=0.7)
    return multiply(s, envelope(n, seconds * 0.3, 0.0, 1.0, seconds * 0.3))


# chords as MIDI notes (root position, around C4)
C, AM, F, G = (48, 52, 55), (45, 48, 52), (41, 45, 48), (43, 47, 50)
DM7, G7, CMAJ7, AM7, EM7, FMAJ7 = (
    (50, 53, 57, 60),
    (43, 47, 50, 53),
    (48, 52, 55, 59),
    (45, 48, 52, 55),
    (52, 55, 59, 62),
    (41, 45, 48, 52),
)
MAJOR_PENTA = (0, 2, 4, 7, 9)


def menu_loop(rng: random.Random) -> Buffer:
    """Cheerful menu loop: 120 BPM, 12 bars (24 s), I–vi–IV–V ×3, marimba lead, plucky bass, drums."""
    bpm = 120.0
    beat = 60.0 / bpm
    bars = 12
    length = bars * 4 * beat
    out = [0.0] * int(length * RATE)
    prog = [C, AM, F, G] * 3
    k, s, h = kick(rng), snare(rng), hat(rng)
    # a 2-bar motif (beat offsets, scale degree index, length in beats), varied per pass
    motif = [
        (0.0, 4, 0.5),
        (0.5, 3, 0.5),
        (1.0, 2, 1.0),
        (2.0, 3, 0.5),
        (2.5, 4, 0.5),
        (3.0, 5, 1.0),
        (4.0, 6, 0.5),
        (4.5, 5, 0.5),
        (5.0, 4, 0.5),
        (5.5, 3, 0.5),
        (6.0, 2, 1.5),
    ]
    scale = [60 + o for o in MAJOR_PENTA] + [72 + o for o in MAJOR_PENTA] + [84]
    for bar, chord in enumerate(prog):
        t0 = bar * 4 * beat
        # drums: kick on 1 and 3, snare on 2 and 4, off-beat hats
        for b in range(4):
            mix_into(out, k if b % 2 == 0 else s, t0 + b * beat, 0.55 if b % 2 == 0 else 0.28, wrap=True)
            mix_into(out, h, t0 + (b + 0.5) * beat, 0.12, wrap=True)
            mix_into(out, h, t0 + b * beat, 0.05, wrap=True)
        # bass: root, root, fifth, octave pattern in eighths
        root = chord[0] - 12
        for i, off in enumerate((0, 0, 7, 12, 0, 7, 12, 7)):
            mix_into(out, pluck(beat * 0.48, root + off, 900, "triangle"), t0 + i * beat / 2, 0.36, wrap=True)
        # chord stabs on the off-beats
        for b in range(4):
            for m in chord:
                mix_into(
                    out,
                    fm_bell(0.35, note_hz(m + 12), ratio=1.0, index=0.6, tau=0.1),
                    t0 + (b + 0.5) * beat,
                    0.07,
                    wrap=True,
                )
    # melody: motif over bars 0-1, 4-5, 8-9; answer (transposed, shuffled ending) over 2-3, 6-7, 10-11
    for phrase in range(6):
        t0 = phrase * 8 * beat
        shift = 0 if phrase % 2 == 0 else -1
        for j, (off, deg, dur) in enumerate(motif):
            d = deg + shift
            if phrase % 2 == 1 and j >= len(motif) - 3:
                d = rng.choice((2, 4, 5, 7)) if j < len(motif) - 1 else 5
            if phrase == 5 and j == len(motif) - 1:
                d = 4  # lead back to the top of the loop
            midi = scale[max(0, min(len(scale) - 1, d))]
            note = fm_bell(dur * beat + 0.4, note_hz(midi), ratio=4.0, index=1.0, tau=0.25)
            mix_into(out, note, t0 + off * beat, 0.33, wrap=True)
            mix_into(
                out,
                fm_bell(dur * beat + 0.2, note_hz(midi + 12), ratio=1.0, index=0.3, tau=0.12),
                t0 + off * beat,
                0.06,
                wrap=True,
            )
    return normalize(loop_reverb(out, room=0.6, damp=0.45, wet=0.22), 0.8)


def table_loop(rng: random.Random) -> Buffer:
    """Calm table loop: 90 BPM, 12 bars (32 s) of soft pads, arpeggios, bass and a shaker."""
    bpm = 90.0
    beat = 60.0 / bpm
    bars = 12
    length = bars * 4 * beat
    out = [0.0] * int(length * RATE)
    prog = [AM7, DM7, G7, CMAJ7, FMAJ7, DM7, EM7, AM7, FMAJ7, G7, CMAJ7, EM7]
    sh = shaker(rng)
    for bar, chord in enumerate(prog):
        t0 = bar * 4 * beat
        mix_into(out, pad(4 * beat + 0.6, chord, rng), t0 - 0.3, 0.05, wrap=True)
        mix_into(out, pluck(beat * 1.8, chord[0] - 12, 500, "sine"), t0, 0.5, wrap=True)
        mix_into(out, pluck(beat * 1.2, chord[0] - 5, 500, "sine"), t0 + 2.5 * beat, 0.3, wrap=True)
        arp = [chord[i % len(chord)] + 12 + (12 if i >= len(chord) else 0) for i in range(6)] + [
            chord[2] + 12,
            chord[1] + 12,
        ]
        for i, m in enumerate(arp):
            note = fm_bell(beat * 1.2, note_hz(m), ratio=2.0, index=0.7, tau=0.3)
            mix_into(out, note, t0 + i * beat / 2, 0.11, wrap=True)
        for b in range(8):
            mix_into(out, sh, t0 + b * beat / 2 + (0.02 if b % 2 else 0.0), 0.05 if b % 2 else 0.08, wrap=True)
    # a sparse, gentle melody every other bar
    scale = [69, 71, 72, 74, 76, 79, 81]
    for bar in range(1, bars, 2):
        t0 = bar * 4 * beat
        for _ in range(rng.choice((2, 3))):
            m = rng.choice(scale)
            at = t0 + rng.choice((0, 1, 1.5, 2, 3)) * beat
            mix_into(out, fm_bell(2.0, note_hz(m), ratio=3.0, index=0.8, tau=0.5), at, 0.12, wrap=True)
    return normalize(loop_reverb(out, room=0.8, damp=0.55, wet=0.3), 0.7)


EFFECTS: dict[str, Callable[[random.Random], Buffer]] = {
    "card_pickup": card_pickup,
    "card_drop": card_drop,
    "card_flip": card_flip,
    "shuffle": shuffle,
    "capture": capture,
    "mutant_reveal": mutant_reveal,
    "invalid": invalid,
    "turn_start": turn_start,
    "win": win,
    "click": click,
}
MUSIC: dict[str, Callable[[random.Random], Buffer]] = {
    "menu_loop": menu_loop,
    "table_loop": table_loop,
}


def main(argv: list[str] | None = None) -> int:
    """Write every sound; returns the process exit code."""
    parser = argparse.ArgumentParser(description="Synthesize Zoo Arcade's sounds.")
    parser.add_argument("--out", type=Path, default=ROOT / "sounds", help="output folder (default: ./sounds)")
    parser.add_argument("--only", nargs="*", help="names to make (default: all)")
    parser.add_argument("--wav", action="store_true", help="write the music as WAV too (no soundfile needed)")
    args = parser.parse_args(argv)
    for seed, (name, make) in enumerate({**EFFECTS, **MUSIC}.items(), start=1):
        if args.only and name not in args.only:
            continue
        signal = make(random.Random(1000 + seed))
        if name in MUSIC and not args.wav:
            write_ogg(args.out / f"{name}.ogg", signal)
        else:
            write_wav(args.out / f"{name}.wav", signal)
        print(f"{name}: {len(signal) / RATE:.2f} s")  # noqa: T201 - CLI output
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
