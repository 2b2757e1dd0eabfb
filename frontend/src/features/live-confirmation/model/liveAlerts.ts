import { useSyncExternalStore } from 'react';

/**
 * A Web Notification and a short sound when a driver starts waiting (issue 35 item 1), only once the manager
 * turned them on with the button: the browser's permission is never asked on page load.
 */
const KEY = 'fleetcheck.liveAlerts';
const CHANGED = 'fleetcheck:live-alerts';
let audio: AudioContext | undefined;

const supported = (): boolean => typeof window !== 'undefined' && 'Notification' in window;

function subscribe(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener('storage', listener);
  };
}

const read = (): 'on' | 'off' | 'blocked' | 'unsupported' => {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return Notification.permission === 'granted' && window.localStorage.getItem(KEY) === 'on' ? 'on' : 'off';
};

export const useLiveAlerts = () => useSyncExternalStore(subscribe, read, () => 'off' as const);

/** From the button's click (a user gesture: the sound may play later). */
export async function turnAlertsOn(): Promise<void> {
  audio ??= new AudioContext();
  void audio.resume().catch(() => undefined);
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission === 'granted') window.localStorage.setItem(KEY, 'on');
  window.dispatchEvent(new Event(CHANGED));
}

export function turnAlertsOff(): void {
  window.localStorage.removeItem(KEY);
  window.dispatchEvent(new Event(CHANGED));
}

/** Two short tones (no sound file to load). */
function chime(): void {
  if (!audio) return;
  const start = audio.currentTime;
  [880, 1320].forEach((frequency, index) => {
    const oscillator = audio!.createOscillator();
    const gain = audio!.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.2, start + index * 0.18);
    gain.gain.exponentialRampToValueAtTime(0.001, start + index * 0.18 + 0.16);
    oscillator.connect(gain).connect(audio!.destination);
    oscillator.start(start + index * 0.18);
    oscillator.stop(start + index * 0.18 + 0.17);
  });
}

export function alertWaiting(title: string, body: string, tag: string): void {
  if (read() !== 'on') return;
  try {
    new Notification(title, { body, tag });
  } catch {
    // Some phones only notify through a service worker: the queue on the page still shows the call.
  }
  chime();
}
