/** How the OpenAPI document shows one catalog type (its routes are derived from the catalog types). */
export type TypeDocs = {
  title: string;
  /** Component schema of a list item, and of the detail when it differs. */
  schema: string;
  detailSchema?: string;
  /** `/api/v1/<name>` mirrors the reads (CONTRACT §8). */
  v1: boolean;
  /** Query parameters the read's `filter` understands. */
  filters: object[];
  /** Component schemas this type contributes. */
  schemas: Record<string, object>;
};
