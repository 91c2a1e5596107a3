/** The account switch screening offers: its notice and its action. */
export { AccountSwitchNotice } from './AccountSwitchNotice';
export { useAccountSwitch } from './use-account-switch';
