// Plays a sound for each event as it arrives, when sound is on.
import type { GameEvent } from '../../../shared/pastry/index';
import { useStore } from '../../shell/store';
import { play, type Sound } from './sound';
import { useNewEvents } from './useNewEvents';

const SOUND_OF: Partial<Record<GameEvent['type'], Sound>> = {
  docked: 'coin',
  bought: 'coin',
  broadsides: 'cannon',
  slipped: 'splash',
  stormBlew: 'splash',
  dawn: 'bell',
  photographed: 'camera',
  baked: 'fanfare',
  voyageOver: 'fanfare',
  creatureSurfaced: 'splash',
};

/** The last event a sound was played for, kept while the page lives: an event that came while the table was loading still sounds. */
const heard = { current: 0 };

/** Installs the event sounds. */
export function useSounds(): void {
  useNewEvents((event) => {
    const kind = SOUND_OF[event.type];
    if (kind && useStore.getState().settings.sound) play(kind);
  }, heard);
}
