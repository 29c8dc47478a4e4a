// An order as the shell carries it, whatever the game: opaque but for its kind. Each game narrows it to its own at its edge.
import type { TablePrivateMessage } from '../../shared/table/messages';

/** One game's action as the shell's store, orders and net layer hold it: they compare and send it, and read only its kind. */
export type TableAction = { type: string };

/** This seat's private message as the shell keeps it: its legal list of opaque actions, and the game's own bits beside (Pastry Pirates: the recipe). */
export type TableBits = TablePrivateMessage<TableAction>;
