// The page's one AudioContext, made only once the person has touched the page (issue 32's console): a browser refuses
// to start audio before a gesture and says so in the console ("The AudioContext was not allowed to start"), which a
// spectator who only watches would see at the first sound. Sounds before that gesture are simply not played.

let audio: AudioContext | null = null;

/** Whether the page has had a click, tap or key press (sticky: it stays true), which a browser wants before audio. */
function touched(): boolean {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
  return activation ? activation.hasBeenActive : true; // a browser without the API has no such rule to trip
}

/** The AudioContext, running, or null where audio is unavailable or the page has had no gesture yet. */
export function audioContext(): AudioContext | null {
  if (typeof AudioContext === 'undefined' || !touched()) return null;
  audio ??= new AudioContext();
  if (audio.state === 'suspended') void audio.resume();
  return audio;
}
