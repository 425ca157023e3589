import { InProcessEventPublisher } from '../../adapters/events/in-process-event-publisher.js';
import { describeEventPublisherContract } from './event-publisher.contract.js';

// One process: both "publishers" are the same instance.
describeEventPublisherContract('in-process', async () => {
  const events = new InProcessEventPublisher();
  return { a: events, b: events, teardown: () => events.close() };
});
