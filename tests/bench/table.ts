// The one table `npm run bench` prints: [measure, result, budget] rows, a failed phase being a row too.

export type Row = [string, string, string];

/** The first line of an error, and its last when it carries a log (a server's dying words). */
export function reasonOf(error: unknown): string {
  const lines = (error instanceof Error ? error.message : String(error))
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const text = lines.length > 1 ? `${lines[0]} … ${lines[lines.length - 1]}` : (lines[0] ?? 'unknown error');
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

export class Table {
  readonly rows: Row[] = [];

  row(what: string, value: string, budget = ''): void {
    this.rows.push([what, value, budget]);
  }

  failed(what: string, error: unknown, budget = ''): void {
    this.row(what, `failed: ${reasonOf(error)}`, budget);
  }

  /** Runs a phase; when it throws, its rows become one "failed: <reason>" row and the bench goes on. */
  async phase(what: string, budget: string, run: () => Promise<void>): Promise<boolean> {
    try {
      await run();
      return true;
    } catch (error) {
      console.error(`bench: ${what} failed:`, error);
      this.failed(what, error, budget);
      return false;
    }
  }

  toString(): string {
    const head: Row = ['measure', 'result', 'budget'];
    const width = [0, 1, 2].map((i) => Math.max(...[head, ...this.rows].map((r) => r[i].length)));
    const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(width[i])).join(' | ')} |`;
    return [line(head), `|${width.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...this.rows.map(line)].join('\n');
  }
}
