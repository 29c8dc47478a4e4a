// The board's land, drawn in one mesh: pointing at an island (or tapping its land) shows what it sells in the HUD's island card.
import { useEffect, useMemo, useRef } from 'react';
import type { ThreeEvent } from '@react-three/fiber';
import type { PlayerView } from '../../../../shared/pastry/index';
import { useStore } from '../../../shell/store';
import { islandOfTriangle, landGeometry } from './models/land';
import { squareAtPoint } from './coords';

type Board = PlayerView['board'];

/** What the land's geometry is made from, as text: a new view of the same board builds nothing. */
function layoutKey(board: Board): string {
  return JSON.stringify([board.islands.map((i) => [i.ingredient, i.land, i.dock]), board.berths, board.reefs]);
}

/** Islands, Tortuga and the reefs. */
export function Land() {
  const board = useStore((s) => s.view?.board);
  const key = board ? layoutKey(board) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt only when the layout (key) changes, not for every view
  const land = useMemo(() => (board ? landGeometry(board) : null), [key]);
  useEffect(() => () => land?.geometry.dispose(), [land]);
  const pointed = useRef<number | null>(null); // the island under the pointer, which the pointer leaving it un-hovers
  if (!land || !board) return null;
  const set = useStore.getState().set;
  const pointAt = (island: number | null) => {
    if (island === pointed.current) return;
    if (pointed.current !== null && useStore.getState().islandHover === pointed.current) set({ islandHover: null });
    pointed.current = island;
    if (island !== null) set({ islandHover: island });
  };
  const islandAt = (e: ThreeEvent<PointerEvent | MouseEvent>) => (e.faceIndex == null ? null : islandOfTriangle(land, e.faceIndex));
  return (
    <mesh
      geometry={land.geometry}
      castShadow
      receiveShadow
      name="land"
      onPointerMove={(e) => pointAt(islandAt(e))}
      onPointerOut={() => pointAt(null)}
      onClick={(e) => {
        const island = islandAt(e);
        const square = squareAtPoint(e.point);
        if (island !== null && square && board.islands[island].land.some(([x, y]) => x === square[0] && y === square[1])) set({ islandHover: island }); // a tap on the dock sails, it does not ask
      }}
    >
      <meshStandardMaterial vertexColors flatShading roughness={0.85} />
    </mesh>
  );
}
