import catalogSlice from './catalog-slice';
import concierge from './concierge';
import enhance from './enhance';
import generations from './generations';
import metering from './metering';
import planner from './plans';
import review from './review';

export const services = { catalogSlice, concierge, enhance, generations, metering, planner, review };
