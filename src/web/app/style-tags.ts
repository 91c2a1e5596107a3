/**
 * Emotion <style> elements marked as already where they belong (`data-s`): Emotion's cache, made as
 * the scripts load, moves every server-rendered element without the mark to the end of <head>, and
 * moving 40 KB of CSS made the browser work out the page's styles again in the task that evaluates
 * the scripts. Ours are in <head> already.
 */
export function inPlace(styleTags: string): string {
  return styleTags.replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
}
