import catalogue from './catalogue';
import concierge from './concierge';
import enhance from './enhance';
import generations from './generations';
import metering from './metering';
import planner from './planner';
import review from './review';

export const services = { catalogue, concierge, enhance, generations, metering, planner, review };
