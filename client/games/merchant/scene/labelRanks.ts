// Merchant's labels in front of one another (the shell's labelDeclutter.ts): where two meet, the one behind fades in its
// place. A ship's badge near the docks stood over a port's sign and over the badge of the ship beside it, each unreadable.

/** A ship's badge (its Strength, its Damage) and a pirate ship's flag: behind every sign; of two badges, the nearer stands in front. */
export const BADGE_RANK = 1;
/** The table's other signs (the docks' names, the Pirate deck's, the Hourglass's, the Pirates so far): in front of the badges. */
export const SIGN_RANK = 2;
/** The ports' signs, their prices and Demand, what a merchant trades by: in front of every other label. */
export const PORT_RANK = 3;
