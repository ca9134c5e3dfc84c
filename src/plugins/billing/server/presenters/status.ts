/**
 * Stored as `state` (Strapi 5 reserves `status` as an attribute name), answered as `status`, the
 * legacy name clients read: every order and subscription shape spreads this, so the rename is once.
 */
export const statusOf = (row: { state: string }) => ({ status: row.state });
