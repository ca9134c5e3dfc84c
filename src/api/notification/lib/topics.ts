/** The event of a notification row that asks for an e-mail (recorded with the row, sent by the relay). */
export const MAIL_DUE = 'notifications.mail_due';
