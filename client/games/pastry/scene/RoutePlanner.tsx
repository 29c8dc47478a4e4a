// The route planner: every reachable square glows (gold, pale blue beyond the upwind limit, silver for what a heavy hold costs);
// hovering previews the exact route, a click sails it (on touch, the first tap previews and a second tap sails), and an
// impossible target says why.
import { useEffect, useRef } from 'react';
import type { ThreeEvent } from '@react-three/fiber';
import type { Square } from '../../../../shared/pastry/index';
import { useStore } from '../../../shell/store';
import { giveOrder } from '../pastryOrders';
import { plannerTexture } from './plannerTexture';
import { paintSquares } from './seaTextures';
import { lightHoldEnds, unreachableReason } from './engineBridge';
import { keyOf, useSailPlan } from './sailPlan';
import { SEA_LEVEL, squareAtPoint, worldX, worldZ } from './coords';
import { GOLD, PALE_BLUE, REACHABLE_ALPHA, SILVER, SILVER_ALPHA } from './plannerColours';

/**
 * The block a dock's jetty and crates stand in: a click on them picks the dock's square. No deeper than the jetty, so a click
 * on the centre of the square behind still passes over it.
 */
const DOCK_PICK: [number, number, number] = [0.9, 0.65, 0.6];

/** The planner: glowing squares, a preview of the hovered route, and the click to sail. */
export function RoutePlanner() {
  const view = useStore((s) => s.view);
  const seat = useStore((s) => s.seat);
  const hover = useStore((s) => s.hover);
  const armed = useRef<string | null>(null); // on touch, the square whose route is previewed and waits for a second tap
  const pointer = useRef('mouse'); // how the last press came: a touch previews first, a mouse click sails
  const { active, plan } = useSailPlan();

  useEffect(() => {
    armed.current = null; // a preview from an earlier turn never sails with one tap
  }, [active, view?.day, view?.turn]);

  useEffect(() => {
    if (!active) {
      paintSquares(plannerTexture, []);
      return;
    }
    const silver = view!.captains[seat!].heavy ? lightHoldEnds(view!, seat!).filter((sq) => !plan.has(keyOf(sq))) : [];
    paintSquares(plannerTexture, [
      ...silver.map((square) => ({ square, rgb: SILVER, alpha: SILVER_ALPHA })),
      ...[...plan.values()].map((p) => ({ square: p.end, rgb: p.upwindLimited ? GOLD : PALE_BLUE, alpha: hover && keyOf(hover) === keyOf(p.end) ? 1 : REACHABLE_ALPHA })),
    ]);
  }, [active, plan, hover, view, seat]);

  if (!active) return null;
  const hovered = hover ? plan.get(keyOf(hover)) : undefined;
  const squareAt = (e: ThreeEvent<PointerEvent | MouseEvent>): Square | null => squareAtPoint(e.point);
  const hoverOn = (sq: Square | null) => {
    const current = useStore.getState().hover;
    if (sq?.[0] !== current?.[0] || sq?.[1] !== current?.[1]) useStore.getState().set({ hover: sq });
  };
  const clickOn = (sq: Square | null) => {
    if (!sq) return;
    const target = plan.get(keyOf(sq));
    const touch = pointer.current === 'touch';
    if (target && touch && armed.current !== keyOf(sq)) {
      armed.current = keyOf(sq);
      useStore.getState().set({ hover: sq });
      return;
    }
    armed.current = null;
    if (target) {
      giveOrder({ type: 'sail', route: target.route });
      useStore.getState().set({ hover: null });
      return;
    }
    useStore.getState().toast(unreachableReason(view!, seat!, sq), 'info');
  };
  const pressed = (e: ThreeEvent<PointerEvent>) => {
    pointer.current = e.pointerType;
  };
  return (
    <group>
      {/* the board's pick surface is never drawn (a see-through quad over the whole board cost software WebGL a fifth of its frame): the pointer still finds it */}
      <mesh
        visible={false}
        rotation={[-Math.PI / 2, 0, 0]}
        position={[0, SEA_LEVEL, 0]}
        onPointerMove={(e) => hoverOn(squareAt(e))}
        onPointerDown={pressed}
        onPointerOut={() => useStore.getState().set({ hover: null })}
        onClick={(e) => {
          e.stopPropagation();
          clickOn(squareAt(e));
        }}
        name="planner-surface"
      >
        <planeGeometry args={[16, 16]} />
      </mesh>
      {/* R23: a dock's jetty and crates stand up off the water, and a click on their upper part went through to the square behind */}
      {view!.board.islands.map((island) => (
        <mesh
          key={keyOf(island.dock)}
          visible={false}
          position={[worldX(island.dock[0]), DOCK_PICK[1] / 2, worldZ(island.dock[1])]}
          onPointerMove={(e) => {
            e.stopPropagation();
            hoverOn(island.dock);
          }}
          onPointerDown={pressed}
          onClick={(e) => {
            e.stopPropagation();
            clickOn(island.dock);
          }}
          name={`dock-pick-${keyOf(island.dock)}`}
        >
          <boxGeometry args={DOCK_PICK} />
        </mesh>
      ))}
      {hovered?.path.map(([x, y], i) => (
        <mesh key={`${x},${y},${i}`} position={[worldX(x), 0.35, worldZ(y)]}>
          <sphereGeometry args={[i === hovered.path.length - 1 ? 0.16 : 0.08, 10, 8]} />
          <meshBasicMaterial color={i === hovered.path.length - 1 ? '#f5c542' : '#fbf3e4'} />
        </mesh>
      ))}
    </group>
  );
}
