import outboxEvent from './outbox-event';

export default { 'outbox-event': outboxEvent };
