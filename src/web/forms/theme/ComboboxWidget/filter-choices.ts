import type { Choice } from '../shared/choices';

/** Lower case without accents: "Émirats" and "emirats", "Zoë" and "zoe" are found alike. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Where the words of a label start: after a space, a hyphen, a bracket, a slash, a comma or a dot. */
const wordStarts = /[\s\-(/,.]+/u;

/**
 * Choices whose label starts with the typed text, then those with a word that starts with it (or
 * whose code is it), case and accents aside: "oman" finds Oman, not Romania; "arab" finds United
 * Arab Emirates. The list's own order is kept within each of the two.
 */
export function filterChoices(choices: Choice[], query: string): Choice[] {
  const q = folded(query.trim());
  if (!q) return choices;
  const starts: Choice[] = [];
  const words: Choice[] = [];
  for (const choice of choices) {
    const label = folded(choice.label);
    if (label.startsWith(q)) starts.push(choice);
    else if (label.split(wordStarts).some((word) => word.startsWith(q)) || folded(choice.value) === q) words.push(choice);
  }
  return [...starts, ...words];
}
