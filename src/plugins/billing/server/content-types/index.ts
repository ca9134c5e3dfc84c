import jobRun from './job-run';
import order from './order';
import orderItem from './order-item';
import payment from './payment';
import plan from './plan';
import subscription from './subscription';

export default { 'job-run': jobRun, order, 'order-item': orderItem, payment, plan, subscription };
