/** What the panel plugin's links route answers (server/services/links.ts). */
export type LinkedRecord = {
  label: string;
  field: string;
  uid: string;
  id: number;
  document_id: string | null;
  title: string | null;
  locale: string | null;
  trashed: boolean;
};
export type RecordList = { label: string; uid: string; records: LinkedRecord[] };
export type Links = { links: LinkedRecord[]; lists: RecordList[] };

export const linksPath = (uid: string, documentId: string) =>
  `/panel/links/${encodeURIComponent(uid)}/${encodeURIComponent(documentId)}`;

/** The Content Manager's edit view of a record, in the record's own locale. */
export const editViewPath = (record: LinkedRecord) =>
  `/content-manager/collection-types/${record.uid}/${record.document_id}` +
  (record.locale ? `?plugins[i18n][locale]=${record.locale}` : '');

export const nameOf = (record: LinkedRecord) => record.title || `#${record.id}`;
