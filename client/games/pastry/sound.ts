// Sound effects synthesized with WebAudio: no files to download.
import { audioContext } from '../../shell/audioContext';

/** The kinds of sound the game makes. */
export type Sound = 'coin' | 'cannon' | 'splash' | 'bell' | 'camera' | 'fanfare';

function tone(ac: AudioContext, freq: number, start: number, length: number, type: OscillatorType, gain: number): void {
  const osc = ac.createOscillator();
  const amp = ac.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, ac.currentTime + start);
  amp.gain.setValueAtTime(gain, ac.currentTime + start);
  amp.gain.exponentialRampToValueAtTime(0.001, ac.currentTime + start + length);
  osc.connect(amp).connect(ac.destination);
  osc.start(ac.currentTime + start);
  osc.stop(ac.currentTime + start + length);
}

function noise(ac: AudioContext, length: number, gain: number, lowpass: number): void {
  const buffer = ac.createBuffer(1, Math.floor(ac.sampleRate * length), ac.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < data.length; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / data.length);
  const src = ac.createBufferSource();
  const filter = ac.createBiquadFilter();
  const amp = ac.createGain();
  src.buffer = buffer;
  filter.type = 'lowpass';
  filter.frequency.value = lowpass;
  amp.gain.value = gain;
  src.connect(filter).connect(amp).connect(ac.destination);
  src.start();
}

/** Plays one sound (quietly fails where audio is unavailable). */
export function play(sound: Sound): void {
  const ac = audioContext();
  if (!ac) return;
  switch (sound) {
    case 'coin':
      tone(ac, 1318, 0, 0.12, 'triangle', 0.15);
      tone(ac, 1976, 0.06, 0.2, 'triangle', 0.1);
      break;
    case 'cannon':
      noise(ac, 0.7, 0.6, 400);
      tone(ac, 60, 0, 0.5, 'sine', 0.4);
      break;
    case 'splash':
      noise(ac, 0.5, 0.25, 1800);
      break;
    case 'bell':
      tone(ac, 880, 0, 0.8, 'sine', 0.12);
      tone(ac, 1320, 0, 0.6, 'sine', 0.05);
      break;
    case 'camera':
      noise(ac, 0.08, 0.3, 6000);
      tone(ac, 2400, 0.02, 0.05, 'square', 0.05);
      break;
    case 'fanfare':
      [523, 659, 784, 1046].forEach((f, i) => tone(ac, f, i * 0.14, 0.35, 'triangle', 0.12));
      break;
  }
}
