// The camera: a three-quarter view of the whole board. A seated player's view on a wide screen leans toward their own ship
// and rests there across rivals' turns and new days, moving only when the ship leaves the view (restingFocus.ts); a
// spectator's eases toward the acting ship and pulls back for dawn and storms.
// While the show before your own turn plays it eases toward your ship; from the first frame your turn is shown it holds
// still until the turn ends, so the squares you plan on never slide under the pointer. On an upright phone it also comes
// close (cut there if the show left no time to glide), so a square is big enough to tap, and aims at the room the HUD leaves.
import { useEffect, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { OrbitControls } from '@react-three/drei';
import { Vector3 } from 'three';
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib';
import { useStore } from '../../../shell/store';
import { shipObjects } from './shipRegistry';
import { installHooks } from '../../../shell/testHooks';
import { worldX, worldZ } from './coords';
import { ownTurnKey, ownTurnShown } from './turnHold';
import { cameraSubject } from './cameraSubject';
import { fitFocusToBoard, lensShiftFor, roomBetweenPanels, shiftLens } from './panelRoom';
import { panelCovers, restingFocus } from './restingFocus';

const HOME = new Vector3(0, 0, 0.8);

/** A phone held upright sees the whole board from higher up, without following ships off its edges. */
export const portrait = () => innerWidth < innerHeight;

/** Where the camera starts: a three-quarter view on wide screens, a steeper and farther one upright. */
export const CAMERA_START: [number, number, number] = portrait() ? [0, 40, 17] : [0, 13.5, 13.5];

const OVERVIEW = new Vector3(...CAMERA_START);

/** Fog that starts beyond the board from either starting distance. */
export const FOG_RANGE: [number, number] = portrait() ? [52, 110] : [30, 80];
const BENCH_VIEW = new Vector3(0, 3.0, 4.4); // the bake-off close-up on Tortuga's bench
const focus = new Vector3();
const BATTLE_OFFSET = new Vector3(0, 6.5, 6.5); // a battle seen from close enough to read the coins
const battleView = new Vector3();
const PHONE_TURN_OFFSET = new Vector3(0, 22, 9.5); // upright, your turn is framed about 10 squares across: big enough to tap
const turnView = new Vector3();
const yourSquare = new Vector3();
const yourPoint = new Vector3();

/** A drag of more than a few pixels, or a wheel turn, on the canvas takes the camera; a click (to sail, to pick) does not. */
function useTakenCamera(): void {
  const element = useThree((state) => state.gl.domElement);
  useEffect(() => {
    let down: { x: number; y: number } | null = null;
    const take = () => {
      if (!useStore.getState().cameraFree) useStore.getState().set({ cameraFree: true });
    };
    const onDown = (e: PointerEvent) => {
      down = { x: e.clientX, y: e.clientY };
    };
    const onMove = (e: PointerEvent) => {
      if (down && Math.hypot(e.clientX - down.x, e.clientY - down.y) > 8) take();
    };
    const onUp = () => {
      down = null;
    };
    element.addEventListener('pointerdown', onDown);
    element.addEventListener('pointermove', onMove);
    element.addEventListener('wheel', take, { passive: true });
    window.addEventListener('pointerup', onUp);
    return () => {
      element.removeEventListener('pointerdown', onDown);
      element.removeEventListener('pointermove', onMove);
      element.removeEventListener('wheel', take);
      window.removeEventListener('pointerup', onUp);
    };
  }, [element]);
}

/** Orbit controls with a gentle follow, until the player takes the camera (drag, pan, zoom); "reset view" gives it back. */
export function CameraRig() {
  const controls = useRef<OrbitControlsImpl>(null);
  const lastDay = useRef(0);
  const pullBack = useRef(0);
  const overFor = useRef(0);
  const returning = useRef(0); // seconds left of the glide back to the starting view after a reset
  const resetting = useRef(false); // that glide follows "reset view": your turn's hold waits for it to end
  const wasFree = useRef(false);
  const wasFraming = useRef(false); // a battle or the bench was framed close up on the last frame
  const ownTurn = useRef<{ key: string; at: Vector3 } | null>(null); // where your ship stands as your turn begins
  const hold = useRef<{ key: string; position: Vector3; target: Vector3 } | null>(null); // the pose held through your turn
  const rest = useRef<Vector3 | null>(null); // a seated player's resting focus on a wide screen, kept across turns and days
  const coverCheck = useRef(0); // seconds until the panels are asked again whether they cover your ship
  useTakenCamera();
  const yaw = useRef(0);
  const lens = useRef(0); // how far the lens is shifted to aim at the room the HUD leaves (upright only)
  useFrame(({ size, gl }, dt) => {
    const c = controls.current;
    const s = useStore.getState();
    if (!c || !s.view) return;
    const degrees = Math.round((c.getAzimuthalAngle() * 180) / Math.PI);
    if (degrees !== yaw.current) {
      yaw.current = degrees;
      document.documentElement.style.setProperty('--camera-yaw', `${degrees}deg`); // the HUD compass turns with the view
    }
    if (wasFree.current && !s.cameraFree) {
      returning.current = 1.5;
      resetting.current = true;
      hold.current = null; // "reset view" glides back, then holds again
    }
    wasFree.current = s.cameraFree;
    if (s.cameraFree) {
      c.update();
      return; // the player holds the camera: it never moves under the cursor
    }
    const mine = ownTurnKey(s.view);
    if (hold.current && hold.current.key !== mine) {
      if (rest.current) rest.current = hold.current.target.clone().setY(0); // the view rests where your turn held it, even where the glide there had not ended
      hold.current = null;
    }
    if (__TEST_HOOKS__) installHooks().cameraHeld = hold.current !== null; // the browser tests wait for the hold to begin
    if (hold.current) {
      c.object.position.copy(hold.current.position);
      c.target.copy(hold.current.target);
      c.update();
      return;
    }
    if (s.view.day !== lastDay.current) {
      lastDay.current = s.view.day;
      pullBack.current = 2.5;
    }
    pullBack.current = Math.max(0, pullBack.current - dt);
    const subject = cameraSubject(s.view, s.held, s.events, Date.now() + s.skew, pullBack.current > 0);
    const ship = subject.kind === 'ship' ? shipObjects.get(subject.seat) : undefined;
    if (__TEST_HOOKS__) installHooks().cameraSubject = subject;
    const you = s.view.you !== null ? s.view.captains[s.view.you] : undefined;
    if (mine === null || !you) ownTurn.current = null;
    else if (ownTurn.current?.key !== mine) ownTurn.current = { key: mine, at: new Vector3(worldX(you.pos[0]), 0, worldZ(you.pos[1])) }; // where the ship ends up, not where it is mid-show
    const fighters = subject.kind === 'battle' && !portrait() ? [shipObjects.get(subject.attacker), shipObjects.get(subject.defender)] : []; // upright, the whole board is in view
    const phoneTurn = portrait() && ownTurn.current !== null && !s.view.bake; // upright, the whole board is too small to tap
    const framing = !!(fighters[0] && fighters[1]) || !!s.view.bake || phoneTurn;
    if (wasFraming.current && !framing) returning.current = 1.5; // after a battle or a bake-off, back to the whole board
    wasFraming.current = framing;
    if (returning.current === 0) resetting.current = false;
    const holdNow = mine !== null && ownTurnShown(s) && !resetting.current; // the first frame your turn is shown
    const cutBack = holdNow && returning.current > 0; // a close-up's glide back would run on into your turn: cut to where it ends
    if (returning.current > 0) {
      returning.current = cutBack ? 0 : Math.max(0, returning.current - dt);
      c.object.position.lerp(OVERVIEW, s.settings.reducedMotion || cutBack ? 1 : Math.min(1, dt * 3));
    }
    const cut = s.settings.reducedMotion || (holdNow && (phoneTurn || cutBack)); // upright, a turn must start close enough to tap
    const room = portrait() ? roomBetweenPanels(size.height) : { top: 0, bottom: size.height };
    lens.current = cut ? lensShiftFor(room, size.height) : lens.current + (lensShiftFor(room, size.height) - lens.current) * Math.min(1, dt * 3);
    shiftLens(c.object, size.width, size.height, lens.current);
    if (you && !portrait() && s.view.phase !== 'over') {
      yourSquare.set(worldX(you.pos[0]), 0, worldZ(you.pos[1]));
      yourPoint.copy(yourSquare).project(c.object);
      coverCheck.current -= dt;
      let covered = false;
      if (coverCheck.current <= 0 && yourPoint.z <= 1) {
        coverCheck.current = 0.25; // a few times a second: a layout read, and panels seldom move
        const canvas = gl.domElement.getBoundingClientRect();
        covered = panelCovers(canvas.left + ((yourPoint.x + 1) / 2) * canvas.width, canvas.top + ((1 - yourPoint.y) / 2) * canvas.height);
      }
      rest.current = restingFocus(rest.current, HOME, yourSquare, yourPoint.z > 1 ? null : yourPoint, covered); // still until your ship leaves the view or a panel covers it
    } else rest.current = null;
    focus.copy(HOME);
    if (rest.current) focus.copy(rest.current);
    else if ((ship || ownTurn.current) && !portrait()) focus.lerp(ownTurn.current?.at ?? ship!.position, 0.35).setY(0); // a spectator follows the captain acting
    if (fighters[0] && fighters[1]) focus.copy(fighters[0].position).add(fighters[1].position).multiplyScalar(0.5).setY(0);
    if (phoneTurn) fitFocusToBoard(focus.copy(ownTurn.current!.at).setY(0), PHONE_TURN_OFFSET, c.object, size.width, size.height, room);
    if (s.view.bake) focus.set(0, 0.4, 0.72);
    const ease = cut ? 1 : Math.min(1, dt * (ownTurn.current ? 3 : 1.5)); // toward your own ship briskly, so the glide ends within the show
    c.target.lerp(focus, ease);
    if (s.view.bake) c.object.position.lerp(BENCH_VIEW, ease);
    if (phoneTurn) c.object.position.lerp(turnView.copy(focus).add(PHONE_TURN_OFFSET), ease); // close on your ship, then held there
    if (fighters[0] && fighters[1]) c.object.position.lerp(battleView.copy(focus).add(BATTLE_OFFSET), ease); // close on the two ships
    overFor.current = s.view.phase === 'over' ? overFor.current + dt : 0;
    if (overFor.current > 0 && overFor.current < 3) c.object.position.lerp(OVERVIEW, ease); // the whole board behind the end screen, then free to orbit
    c.update();
    if (holdNow) hold.current = { key: mine, position: c.object.position.clone(), target: c.target.clone() };
  });
  return <OrbitControls ref={controls} makeDefault enablePan screenSpacePanning={false} minDistance={8} maxDistance={50} minPolarAngle={0.35} maxPolarAngle={1.2} enableDamping />;
}
