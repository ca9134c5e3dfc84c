/** The seed's bulk insert (src/seed/scale/write.ts): rows in multi-row statements, their ids in order. */
export { insertAll } from '../src/seed/scale/write';
