// Plays a sound for each event as it arrives, when sound is on.
import { useEffect, useRef } from 'react';
import type { GameEvent } from '../shared/index';
import { useStore } from './store';
import { play, type Sound } from './sound';

const SOUND_OF: Partial<Record<GameEvent['type'], Sound>> = {
  docked: 'coin', bought: 'coin', broadsides: 'cannon', slipped: 'splash', stormBlew: 'splash',
  dawn: 'bell', photographed: 'camera', baked: 'fanfare', voyageOver: 'fanfare', creatureSurfaced: 'splash',
};

/** Installs the event sounds. */
export function useSounds(): void {
  const last = useRef(0);
  const events = useStore((s) => s.events);
  useEffect(() => {
    const sound = useStore.getState().settings.sound;
    for (const { key, event } of events) {
      if (key <= last.current) continue;
      last.current = key;
      const kind = SOUND_OF[event.type];
      if (sound && kind) play(kind);
    }
  }, [events]);
}
