import { atom } from 'jotai';

/**
 * Edit-application mode: an agent holds the
 * application (the agent pages set it after POST /agent/prospects/{id}/edit and clear it when they
 * let go). The services wizard then has the KYC annexure, and the confirmation page hides Check status.
 */
export const editApplicationAtom = atom(false);
