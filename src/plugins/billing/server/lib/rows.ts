export { tableOf, newRowColumns } from '../../../contract/public';
