import { defineModule } from '../../plugins/contract/public';
import panel from './panel.json';
import { favouriteGuarantees } from './guarantees';
import { favouriteSchemas } from './routes/docs/schemas';

/** The favourites module. */
export const favouriteModule = defineModule({
  name: 'api/favourite',
  panel,
  contentTypes: { 'api::favourite.favourite': {} },
  guarantees: favouriteGuarantees,
  schemas: favouriteSchemas,
});
