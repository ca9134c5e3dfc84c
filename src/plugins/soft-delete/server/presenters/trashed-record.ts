/** One row of the Trash page: the record's name, and who moved it there and when. */
export const presentTrashedRecord = ({
  row,
  titleField,
  deletion,
}: {
  row: Record<string, unknown> & { id: number; documentId: string };
  titleField: string;
  deletion?: { by_kind: string; by_id: number | null; by_name: string | null };
}) => {
  const title = row[titleField];
  return {
    id: row.id,
    document_id: row.documentId,
    title: typeof title === 'string' && title.trim() !== '' ? title : `#${row.id}`,
    deleted_at: new Date(row.deleted_at as string).toISOString(),
    // Records trashed before deletions were recorded have no author.
    deleted_by: deletion ? { kind: deletion.by_kind, id: deletion.by_id, name: deletion.by_name } : null,
  };
};
