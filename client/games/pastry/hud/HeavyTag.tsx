// R16: the one mark of a heavy hold (4 or more crates): the ship sails 1 square shorter. (⚓ means Dock, so it is not used here.)

/** "⬇ heavy" beside a hold's count. */
export function HeavyTag() {
  return (
    <span className="tag heavy" title="Heavy hold (4 or more): sails 1 square shorter today">
      ⬇ heavy
    </span>
  );
}
