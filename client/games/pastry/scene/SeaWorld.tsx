// Everything on the sea that the game and the cast both show: the board, the ships and what happens to them.
import { useStore } from '../../../shell/store';
import { Tortuga } from './Tortuga';
import { Islands } from './Islands';
import { Land } from './Land';
import { FarEnds } from './FarEnds';
import { Ship } from './Ship';
import { DeckCrates } from './DeckCrates';
import { EmoteBubbles } from './EmoteBubbles';
import { SeaCreature } from './SeaCreature';
import { Coins } from './Coins';
import { Broadsides } from './Broadsides';
import { BakeBench } from './BakeBench';
import { WindStreaks } from './WindStreaks';
import { Rain } from './Rain';

/** The shared world: one list, so the game's view and the cast never drift apart. */
export function SeaWorld() {
  const seats = useStore((s) => s.view?.captains.length ?? 0);
  return (
    <>
      <Land />
      <Tortuga />
      <Islands />
      <FarEnds />
      {Array.from({ length: seats }, (_, seat) => (
        <Ship key={seat} seat={seat} />
      ))}
      <DeckCrates />
      <EmoteBubbles />
      <SeaCreature />
      <Coins />
      <Broadsides />
      <BakeBench />
      <WindStreaks />
      <Rain />
    </>
  );
}
