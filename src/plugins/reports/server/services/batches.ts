import type { CellValue } from '../ports/source';
import type { ReportRange, ReportSource } from '../ports/source';

type Options = { size: number; pauseMs: number; onRows(done: number): Promise<void> };

/**
 * The booking records of a range in keyset-paginated batches (`id > last`), each fetched when the
 * writer has taken the one before: however large the range, one batch is in memory at a time.
 */
export async function* bookingBatches(
  source: ReportSource,
  range: ReportRange,
  options: Options,
): AsyncGenerator<Array<Record<string, CellValue>>> {
  let after = 0;
  let done = 0;
  for (;;) {
    const rows = await source.bookings(range, after, options.size);
    if (rows.length === 0) return;
    yield rows;
    done += rows.length;
    after = rows[rows.length - 1].id;
    await options.onRows(done);
    if (rows.length < options.size) return;
    if (options.pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
  }
}
