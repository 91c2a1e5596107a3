/** What other features use of the accounts feature. */
export { useAccountNames } from './useAccountName';
