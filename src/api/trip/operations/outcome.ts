/** What an operation answers every entry point: its result, and the message REST and MCP both say. */
export type Outcome<T> = { result: T; message: string };

/**
 * An input the operation reads when its checks come to it. The REST route validates its body at
 * that point of the legacy order (after the trip's 404 and 403, say); an MCP tool hands over what
 * its protocol has already validated against the same schema.
 */
export type Input<T> = () => T;

/**
 * A change's precondition (CONTRACT §14): the trip version the caller read, from `If-Match` (REST)
 * or a `version` argument. The version in the body is taken when there is no header.
 */
export type Precondition = { ifVersion?: number };
