/** What the page shows at one slot while and after the applicant picks a file. */
export interface SlotState {
  /** 0–100 while uploading */
  progress?: number;
  /** a sentence of content/en/documents.json or the server's message */
  error?: string;
  /** cancels the running upload */
  cancel?: () => void;
}

export type SlotStates = Record<string, SlotState>;
