import { BEEP, type BeepWaveform } from '@platfox/domain';

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  const Context =
    globalThis.AudioContext ??
    (globalThis as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Context) return null;
  // One context for the page: browsers cap how many may exist at once.
  context ??= new Context();
  return context;
}

/**
 * The scan's beep (spec 01 section 9: 300 ms at 3000 Hz) from an oscillator, so no sound file has
 * to load before the first scan. Silent where the browser has no Web Audio.
 */
export function beep(waveform: BeepWaveform = 'sine'): void {
  try {
    const audio = audioContext();
    if (!audio) return;
    if (audio.state === 'suspended') void audio.resume();
    const oscillator = audio.createOscillator();
    oscillator.type = waveform;
    oscillator.frequency.value = BEEP.frequencyHz;
    oscillator.connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + BEEP.durationMs / 1000);
  } catch {
    // A station without sound still shows the result.
  }
}
