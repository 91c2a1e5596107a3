import { constants } from '../app/rules';

const phone = () => `@media (max-width: ${constants.mobileLayoutBreakpoint - 1}px)`;

/**
 * A table's css on a phone: each row a block, each cell on its own line under its column's name
 * (`data-label` on the cell), so no column is off the screen; the header row stays for screen
 * readers only. Wider screens keep the table as it is.
 */
export const stackedOnPhone = () => ({
  [phone()]: {
    '& thead': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0, 0, 0, 0)', whiteSpace: 'nowrap' },
    '& tbody tr': { display: 'block', borderBottomWidth: '1px', borderColor: 'ink.200', py: '2' },
    '& tbody td': { display: 'block', border: 0, px: '0', py: '1' },
    '& tbody td[data-label]::before': { content: 'attr(data-label)', display: 'block', fontSize: 'xs', fontWeight: 'semibold', color: 'ink.700' },
  },
});
