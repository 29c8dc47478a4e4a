// TV's address (issue 31): /tv.
import { TV_PATH } from '../../../shared/table/tv';

/** Whether this address is TV. */
export const isTvPath = (pathname: string) => pathname.replace(/\/+$/, '') === TV_PATH;
