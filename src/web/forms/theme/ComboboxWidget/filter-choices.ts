import type { Choice } from '../shared/choices';

/** Choices whose label or code contains the typed text (case-insensitive); labels starting with it come first. */
export function filterChoices(choices: Choice[], query: string): Choice[] {
  const q = query.trim().toLowerCase();
  if (!q) return choices;
  const starts: Choice[] = [];
  const contains: Choice[] = [];
  for (const choice of choices) {
    const label = choice.label.toLowerCase();
    if (label.startsWith(q)) starts.push(choice);
    else if (label.includes(q) || choice.value.toLowerCase() === q) contains.push(choice);
  }
  return [...starts, ...contains];
}
