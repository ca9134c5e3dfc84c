import { IdCell } from './IdCell';

export const LIST_COLUMNS_HOOK = 'Admin/CM/pages/ListView/inject-column-in-table';

type Header = { name: string; attribute?: { type?: string }; cellFormatter?: unknown };
type Row = Record<string, unknown> & { documentId: string };
type Columns = { displayedHeaders: Header[]; layout: unknown };

const ID_COLUMN = /^\w+_id$/;

/**
 * The list's id columns (`user_id`, `order_id`…) link to the record they name. Every integer
 * `…_id` column gets the cell; the cell links only the columns the server names as ids.
 */
export const idCells = ({ displayedHeaders, layout }: Columns): Columns => ({
  layout,
  displayedHeaders: displayedHeaders.map((header) =>
    ID_COLUMN.test(header.name) && header.attribute?.type === 'integer' && !header.cellFormatter
      ? {
          ...header,
          cellFormatter: (row: Row, _header: Header, { model }: { model: string }) => (
            <IdCell model={model} documentId={row.documentId} field={header.name} value={row[header.name]} />
          ),
        }
      : header,
  ),
});
