// The shell's one show timeline (shell/show/showClock.ts) as Merchant Voyages reads it: each item carries a Merchant event.
import { ShowClock as ShellShowClock, type ShowItem as ShellShowItem } from '../../../shell/show/showClock';
import type { TimedMerchantEvent } from '../tableProps';

/** The show timeline, its items Merchant events. */
export type ShowClock = ShellShowClock<TimedMerchantEvent>;
/** The show timeline's class, for a test's own timeline. */
export const ShowClock = ShellShowClock as new () => ShowClock;

/** One Merchant event placed on the timeline. */
export type ShowItem = ShellShowItem<TimedMerchantEvent>;
