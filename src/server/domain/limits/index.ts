export { clearCount, giveBack, reserve, type Limit, type Reservation } from './counter';
