export { clearCount, giveBack, reserve, reserveAll, type Limit, type Reservation } from './counter';
