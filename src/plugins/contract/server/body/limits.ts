/** Body limits of CONTRACT §1.3: JSON and forms 1 MB, uploads 5 MB. */
export const JSON_LIMIT_BYTES = 1024 * 1024;
export const UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024;
/** Room for the multipart framing and the text fields around the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
export const MULTIPART_MAX_FIELDS = 50;
